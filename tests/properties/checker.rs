//! The evening checker of the property tests: replays a log event by event and checks, after
//! every event, what RULES.md guarantees, against the oracle (`oracle.rs`).

use super::oracle::*;
use super::*;
use schocken_core::rules::outcome::PlayerId;

macro_rules! check {
    ($cond:expr, $($fmt:tt)+) => {
        prop_assert!($cond, $($fmt)+)
    };
}

/// What the checker needs of the state before an event.
struct Before {
    game: u32,
    part: Part,
    rounds_in_part: u32,
    stock: u8,
    holdings: Vec<u8>,
    part_players: Vec<PlayerId>,
    half1: Option<PlayerId>,
    half2: Option<PlayerId>,
    last_loser: Option<PlayerId>,
    tallies: Vec<u32>,
    points: Vec<i32>,
    rounds: usize,
    parts: usize,
    games: usize,
}

fn holding_in(holdings: &[u8], p: PlayerId) -> u8 {
    holdings.get(p.index()).copied().unwrap_or(0)
}

/// Replays `events` into a fresh session one by one and checks RULES.md after every event.
pub(super) fn check_evening(header: &Header, events: &[Event]) -> Result<Session, TestCaseError> {
    let mut session = Session::new(header.clone()).map_err(|r| TestCaseError::fail(format!("header: {r:?}")))?;
    let r = session.engine().rules().clone();
    let discs = u32::from(r.discs);
    let mut seating: Vec<String> = header.players.clone();
    // A `Starter` event or a new seating since the last round: the next starter is not predicted.
    let mut starter_by_event = false;
    let mut seats_changed = false;
    // Lustwurf discs since the last round that took the last disc of their giver (RULES.md 7):
    // where he was to start the next round, the first after him in seat order holding discs
    // starts; (giver, that player), in order.
    let mut moved: Vec<(PlayerId, PlayerId)> = Vec::new();
    let mut drops: Vec<u32> = vec![0; header.players.len()];

    for (i, event) in events.iter().enumerate() {
        let e = session.engine();
        let before = Before {
            game: e.game(),
            part: e.part(),
            rounds_in_part: e.rounds_in_part(),
            stock: e.stock(),
            holdings: e.players().map(|p| e.holding(p)).collect(),
            part_players: e.part_players().to_vec(),
            half1: e.current_game().half1,
            half2: e.current_game().half2,
            last_loser: e.rounds().last().map(|r| r.loser),
            tallies: e.players().map(|p| e.tally(p)).collect(),
            points: e.players().map(|p| e.points(p)).collect(),
            rounds: e.rounds().len(),
            parts: e.parts().len(),
            games: e.finished_games().len(),
        };
        session
            .push(event.clone())
            .map_err(|refusal| TestCaseError::fail(format!("event {i} refused: {refusal:?}")))?;
        let e = session.engine();
        let id = |name: &str| e.player(name).expect("a known player");
        let n = e.names().len();
        drops.resize(n, 0);

        // Discs are conserved: stock + holdings + discarded = discs.
        let held: u32 = e.players().map(|p| u32::from(e.holding(p))).sum();
        check!(
            u32::from(e.stock()) + held + u32::from(e.discarded()) == discs,
            "event {i}: stock {} + held {held} + discarded {} != {discs}",
            e.stock(),
            e.discarded()
        );
        // Only players of the part hold discs; nobody free is to throw next.
        for p in e.players() {
            check!(
                e.part_players().contains(&p) || e.holding(p) == 0,
                "event {i}: player {p:?} outside the part holds"
            );
        }
        for p in e.next_players().unwrap_or_default() {
            check!(!e.is_free(p) && e.part_players().contains(&p), "event {i}: next player {p:?} free or not playing");
        }

        // The part's players: the seating, or the two losers in a final.
        if let Event::Seats(names) = event {
            seating = names.clone();
            seats_changed = true;
            drops.iter_mut().for_each(|d| *d = 0);
        }
        let seat_ids: Vec<PlayerId> = seating.iter().map(|s| id(s)).collect();
        if e.part() == Part::Final {
            let g = e.current_game();
            let losers: Vec<PlayerId> =
                seat_ids.iter().copied().filter(|&p| Some(p) == g.half1 || Some(p) == g.half2).collect();
            check!(e.part_players() == losers.as_slice(), "event {i}: final players {:?}", e.part_players());
        } else {
            check!(e.part_players() == seat_ids.as_slice(), "event {i}: part players {:?}", e.part_players());
        }

        // A round: throwing order and starter (RULES.md 4 and 6).
        if let Event::Round(entries) = event {
            let ids: Vec<PlayerId> = entries.iter().map(|x| id(x.player())).collect();
            let free = |p: PlayerId| {
                r.free_players == FreePlayers::SitOut && before.stock == 0 && holding_in(&before.holdings, p) == 0
            };
            let at = before.part_players.iter().position(|&p| p == ids[0]);
            check!(at.is_some(), "event {i}: the starter is not in the part");
            let k = before.part_players.len();
            let order: Vec<PlayerId> =
                (0..k).map(|j| before.part_players[(at.unwrap_or(0) + j) % k]).filter(|&p| !free(p)).collect();
            let take = matches!(entries.last(), Some(RoundEntry::Take { .. }));
            check!(
                order.starts_with(&ids) && (take || ids.len() == order.len()),
                "event {i}: order {ids:?}, expected {order:?}"
            );
            if !starter_by_event && !seats_changed {
                let expected = if before.rounds_in_part > 0 {
                    before.last_loser
                } else {
                    match before.part {
                        Part::Half2 => before.half1,
                        Part::Final => match r.final_starter {
                            FinalStarter::Half1Loser => before.half1,
                            FinalStarter::Half2Loser => before.half2,
                            FinalStarter::RollOff => {
                                return Err(TestCaseError::fail(format!("event {i}: final without a Starter")));
                            }
                        },
                        Part::Half1 if before.game == 1 => {
                            check!(r.opening == Opening::FirstSeat, "event {i}: first game without an opening roll");
                            Some(seat_ids[0])
                        }
                        Part::Half1 => {
                            let last = &e.finished_games()[before.games - 1];
                            match r.next_game_starter {
                                NextGameStarter::Loser => last.loser,
                                NextGameStarter::Rotate => {
                                    e.rounds().iter().find(|x| x.game == last.number && x.part == Part::Half1).and_then(
                                        |x| {
                                            let opener = x.entries[0].player;
                                            let at = seat_ids.iter().position(|&p| p == opener)?;
                                            Some(seat_ids[(at + 1) % seat_ids.len()])
                                        },
                                    )
                                }
                            }
                        }
                    }
                };
                let expected =
                    moved.iter().fold(expected, |at, &(giver, to)| if at == Some(giver) { Some(to) } else { at });
                if let Some(expected) = expected {
                    check!(ids[0] == expected, "event {i}: round started by {:?}, expected {expected:?}", ids[0]);
                }
            }
            starter_by_event = false;
            moved.clear();
        }
        if let Event::Starter(_) = event {
            starter_by_event = true;
        }

        // Every newly resolved round.
        for ri in before.rounds..e.rounds().len() {
            check_round(&e.rounds()[..=ri], &r, i, before.stock, &before.holdings)?;
        }

        // A Lustwurf disc (RULES.md 7): from the stock, else from the other player of the part
        // holding most; the part ends where the stock is empty and one player holds discs.
        let disc_lustwurf = |ev: &Event| {
            matches!(ev, Event::Penalty { kind: PenaltyKind::Lustwurf, .. })
                && r.lustwurf_penalty == LustwurfPenalty::Disc
        };
        if let Event::Penalty { player, .. } = event
            && disc_lustwurf(event)
            && e.parts().len() == before.parts
        {
            let p = id(player);
            check!(e.holding(p) == holding_in(&before.holdings, p) + 1, "event {i}: a Lustwurf disc for {p:?}");
            if before.stock > 0 {
                check!(e.stock() == before.stock - 1, "event {i}: a Lustwurf disc from the stock");
            } else {
                let most = before.part_players.iter().filter(|&&q| q != p).map(|&q| before.holdings[q]).max();
                let gave: Vec<PlayerId> =
                    e.players().filter(|&q| e.holding(q) + 1 == holding_in(&before.holdings, q)).collect();
                check!(
                    gave.len() == 1 && Some(before.holdings[gave[0]]) == most,
                    "event {i}: a Lustwurf disc from {gave:?}, not from one holding most ({most:?})"
                );
                if let [giver] = gave[..]
                    && e.holding(giver) == 0
                    && let Some(at) = seat_ids.iter().position(|&q| q == giver)
                {
                    let k = seat_ids.len();
                    let after = (1..k).map(|j| seat_ids[(at + j) % k]).find(|&q| e.holding(q) > 0);
                    moved.extend(after.map(|to| (giver, to)));
                }
            }
        }

        // Every newly ended part.
        let dropped_by = match event {
            Event::Penalty { player, kind: PenaltyKind::DroppedDice } => {
                drops[id(player)] += 1;
                Some(id(player))
            }
            _ => None,
        };
        for part in &e.parts()[before.parts..] {
            // The next round begins a part: who starts it is the part's, not a moved starter.
            moved.clear();
            check!(part.game == before.game, "event {i}: a part of game {} ended in game {}", part.game, before.game);
            match part.by {
                LostBy::Round(ri) => {
                    let x = &e.rounds()[ri];
                    check!(
                        ri >= before.rounds && x.part_loser == Some(part.loser) && x.part == part.part,
                        "event {i}: part {part:?} and its round disagree"
                    );
                }
                LostBy::DroppedDice => check!(
                    dropped_by == Some(part.loser)
                        && r.dropped_dice == DroppedDice::RoundThenPart
                        && drops[part.loser] >= 2,
                    "event {i}: part {part:?} lost by dropped dice without a second drop"
                ),
                LostBy::LustwurfDisc => check!(
                    disc_lustwurf(event) && before.stock <= 1,
                    "event {i}: part {part:?} lost by a Lustwurf disc without one, or with discs in the stock"
                ),
            }
        }
        if let Some(p) = dropped_by {
            let second = r.dropped_dice == DroppedDice::RoundThenPart && drops[p] >= 2;
            check!(second == (e.parts().len() > before.parts), "event {i}: a second drop must end the part, only it");
        }
        if e.parts().len() > before.parts {
            drops.iter_mut().for_each(|d| *d = 0);
        }
        // Each round that ended its part has exactly one part record.
        let by_round = e.parts().iter().filter(|p| matches!(p.by, LostBy::Round(_))).count();
        check!(by_round == e.rounds().iter().filter(|x| x.part_lost()).count(), "event {i}: part records vs rounds");

        // Every newly finished game (RULES.md 6).
        for (gi, g) in e.finished_games().iter().enumerate().skip(before.games) {
            check!(g.number as usize == gi + 1, "event {i}: game numbered {}", g.number);
            let Some(loser) = g.loser else {
                return Err(TestCaseError::fail(format!("event {i}: finished game {} without loser", g.number)));
            };
            let parts: Vec<(Part, PlayerId)> =
                e.parts().iter().filter(|p| p.game == g.number).map(|p| (p.part, p.loser)).collect();
            match (r.structure, g.half1, g.half2, g.final_) {
                (Structure::Single, Some(h1), None, None) => {
                    check!(loser == h1 && parts == [(Part::Half1, h1)], "event {i}: single game {g:?} {parts:?}")
                }
                (Structure::Halves, Some(h1), Some(h2), None) => check!(
                    h1 == h2 && loser == h1 && g.durchmarsch() && parts == [(Part::Half1, h1), (Part::Half2, h2)],
                    "event {i}: Durchmarsch {g:?} {parts:?}"
                ),
                (Structure::Halves, Some(h1), Some(h2), Some(f)) => check!(
                    h1 != h2
                        && (f == h1 || f == h2)
                        && loser == f
                        && !g.durchmarsch()
                        && parts == [(Part::Half1, h1), (Part::Half2, h2), (Part::Final, f)],
                    "event {i}: game with final {g:?} {parts:?}"
                ),
                _ => return Err(TestCaseError::fail(format!("event {i}: game {g:?} does not fit {:?}", r.structure))),
            }
            seats_changed = false;
        }
        let game_losers: Vec<PlayerId> = e.finished_games().iter().filter_map(|g| g.loser).collect();
        let marked: Vec<PlayerId> =
            e.marks().iter().filter(|m| m.reason == MarkReason::GameLost).map(|m| m.player).collect();
        check!(game_losers == marked, "event {i}: game losers {game_losers:?}, marked {marked:?}");

        // Tally marks never decrease, and each event gives exactly the marks RULES.md 7 names.
        let mut expected: Vec<u32> = before.tallies.clone();
        expected.resize(n, 0);
        for g in &e.finished_games()[before.games..] {
            expected[g.loser.expect("checked")] += 1;
        }
        match event {
            Event::Penalty { .. } if disc_lustwurf(event) => {}
            Event::Penalty { player, .. } => expected[id(player)] += 1,
            Event::Round(entries) => {
                for x in entries {
                    if let (RoundEntry::Throw { player, throw }, Some(first)) = (x, entries.first()) {
                        let limit = first.throw().expect("a round opens with a throw").count();
                        expected[id(player)] += throw_mark(counted(*throw, limit, &r), &r);
                    }
                }
            }
            _ => {}
        }
        let tallies: Vec<u32> = e.players().map(|p| e.tally(p)).collect();
        for (p, &old) in before.tallies.iter().enumerate() {
            check!(tallies[p] >= old, "event {i}: tally of {p} fell from {old} to {}", tallies[p]);
        }
        check!(tallies == expected, "event {i}: tallies {tallies:?}, expected {expected:?}");

        // Tournament points (RULES.md 8).
        let theimann = r.points == Points::Theimann;
        let mut expected: Vec<i32> = before.points.clone();
        expected.resize(n, 0);
        if theimann {
            for g in &e.finished_games()[before.games..] {
                expected[g.loser.expect("checked")] -= 5;
            }
        }
        if let Event::Round(entries) = event {
            let scores = theimann && before.stock > 0 && before.part != Part::Final;
            let limit = entries.first().and_then(RoundEntry::throw).map(|t| t.count());
            for x in entries {
                if let (RoundEntry::Throw { player, throw }, Some(limit)) = (x, limit) {
                    let throw = &counted(*throw, limit, &r);
                    let cat = classify(*throw, &r);
                    if scores {
                        expected[id(player)] += i32::from(stake(cat, &r).unwrap_or(r.discs));
                    }
                    if throw.hand()
                        && matches!(cat, Cat::Schock(_) | Cat::SchockOut)
                        && r.handschock == Handschock::Points
                    {
                        expected[id(player)] += 3;
                    }
                }
            }
        }
        let points: Vec<i32> = e.players().map(|p| e.points(p)).collect();
        check!(points == expected, "event {i}: points {points:?}, expected {expected:?}");
    }
    Ok(session)
}

/// Checks the last of `rounds` against RULES.md 3 and 4, given the round before it and the discs
/// before it (`stock_before`, `holdings_before`: a Lustwurf disc may have moved one since).
fn check_round(
    rounds: &[RoundRecord],
    r: &Rules,
    i: usize,
    stock_before: u8,
    holdings_before: &[u8],
) -> Result<(), TestCaseError> {
    let (x, earlier) = rounds.split_last().expect("a round");
    let prev = earlier.last().filter(|p| p.game == x.game && p.part == x.part);
    let number = prev.map_or(1, |p| p.number + 1);
    check!(x.number == number, "event {i}: round number {}, expected {number}", x.number);
    check!(prev.is_none_or(|p| !p.part_lost()), "event {i}: a round after its part was lost");
    if r.lustwurf_penalty == LustwurfPenalty::Mark {
        check!(stock_before == prev.map_or(r.discs, |p| p.stock), "event {i}: the stock moved between rounds");
    }
    let hold_before = |p: PlayerId| holding_in(holdings_before, p);

    // Ranking (RULES.md 3).
    let throws: Vec<(usize, PlayerId, Throw)> = x
        .entries
        .iter()
        .enumerate()
        .filter_map(|(pos, e)| match e.act {
            schocken_core::rules::round::Act::Throw(t) => Some((pos, e.player, t)),
            schocken_core::rules::round::Act::Take => None,
        })
        .collect();
    check!(throws.first().is_some_and(|t| t.0 == 0), "event {i}: a round opens with a throw");
    let limit = throws[0].2.count();
    let violations: Vec<PlayerId> = throws.iter().filter(|t| t.2.count() > limit).map(|t| t.1).collect();
    check!(x.violations == violations, "event {i}: violations {:?}, expected {violations:?}", x.violations);
    check!(
        violations.is_empty() || r.too_many_throws_loses || r.over_limit_disc,
        "event {i}: a throw over the limit was accepted"
    );
    // Where a throw over the limit loses, it is not ranked; under `over_limit_disc` its first throw is.
    let losers: Vec<PlayerId> = if r.too_many_throws_loses { violations.clone() } else { Vec::new() };
    let kept: Vec<(PlayerId, (u32, u8, bool))> =
        throws.iter().filter(|t| !losers.contains(&t.1)).map(|t| (t.1, key(counted(t.2, limit, r), r))).collect();
    let best = kept.iter().map(|k| k.1).max().expect("the opener keeps the limit");
    let worst = kept.iter().map(|k| k.1).min().expect("the opener keeps the limit");
    let top: Vec<PlayerId> = kept.iter().filter(|k| k.1 == best).map(|k| k.0).collect();
    let bottom: Vec<PlayerId> = kept.iter().filter(|k| k.1 == worst).map(|k| k.0).collect();
    let take = x.entries.last().filter(|e| e.act == schocken_core::rules::round::Act::Take).map(|e| e.player);
    check!(take.is_none() || r.voluntary_take, "event {i}: a take was accepted");
    let everyone_tied = take.is_none() && losers.is_empty() && bottom.len() == kept.len();
    let tie_at_top_rolls_off = by_order(best, r).is_none() && top.len() > 1 && (stock_before == 0 || everyone_tied);
    if tie_at_top_rolls_off {
        check!(top.contains(&x.winner), "event {i}: winner {:?} not among the best {top:?}", x.winner);
    } else {
        // Of equal best throws the earliest wins, unless the earlier is worse (Schock-Outs).
        let first = if by_order(best, r) == Some(false) { top[top.len() - 1] } else { top[0] };
        check!(x.winner == first, "event {i}: winner {:?}, expected {first:?}", x.winner);
    }
    match (take, losers.last()) {
        (Some(taker), _) => check!(x.loser == taker, "event {i}: the taker must lose"),
        (None, Some(&v)) => check!(x.loser == v, "event {i}: the last violator must lose"),
        (None, None) if by_order(worst, r).is_some() || bottom.len() == 1 => {
            let last = if by_order(worst, r) == Some(false) { bottom[0] } else { bottom[bottom.len() - 1] };
            check!(x.loser == last, "event {i}: loser {:?}, expected {last:?}", x.loser);
        }
        (None, None) => check!(
            bottom.contains(&x.loser) && !x.roll_offs.is_empty(),
            "event {i}: loser {:?} of a tie {bottom:?} without roll-off",
            x.loser
        ),
    }
    check!(x.winner != x.loser, "event {i}: winner and loser are the same");

    // Moving discs (RULES.md 4), recomputed from the holdings before the round.
    let width = x.holdings.len();
    let mut holdings: Vec<u8> = PlayerId::all(width).map(hold_before).collect();
    let mut stock = stock_before;
    let winner_throw = counted(x.throw_of(x.winner).expect("the winner threw"), limit, r);
    let (moved, source) = match stake(classify(winner_throw, r), r) {
        None => {
            let mut all = stock;
            for (p, h) in PlayerId::all(width).zip(holdings.iter_mut()) {
                if p != x.loser {
                    all += std::mem::take(h);
                }
            }
            stock = 0;
            holdings[x.loser] += all;
            (all, Source::All)
        }
        Some(value) if stock > 0 => {
            let moved = value.min(stock);
            stock -= moved;
            holdings[x.loser] += moved;
            (moved, Source::Stock)
        }
        Some(value) => {
            let moved = value.min(holdings[x.winner]);
            holdings[x.winner] -= moved;
            match r.empty_stock {
                EmptyStock::FromWinner => {
                    holdings[x.loser] += moved;
                    (moved, Source::Winner)
                }
                EmptyStock::WinnerDiscards => (moved, Source::Discard),
            }
        }
    };
    // Under `over_limit_disc`, after the stake (unless it ended the part): a disc from the stock
    // per throw too many, in throwing order, as far as the stock reaches.
    let holders = |holdings: &[u8]| holdings.iter().filter(|&&h| h > 0).count();
    let mut penalty_discs = Vec::new();
    if r.over_limit_disc && source != Source::All && !(stock == 0 && holders(&holdings) <= 1) {
        for &(_, p, t) in &throws {
            let got = t.count().get().saturating_sub(limit.get()).min(stock);
            if got > 0 {
                stock -= got;
                holdings[p] += got;
                penalty_discs.push((p, got));
            }
        }
    }
    check!(
        x.penalty_discs == penalty_discs,
        "event {i}: penalty discs {:?}, expected {penalty_discs:?}",
        x.penalty_discs
    );
    check!(
        x.source == source && x.discs == moved && x.stock == stock && x.holdings == holdings,
        "event {i}: round {:?}/{} discs {} from {:?}, stock {}, holdings {:?}; expected {moved} from {source:?}, \
         stock {stock}, holdings {holdings:?}",
        x.part,
        x.number,
        x.discs,
        x.source,
        x.stock,
        x.holdings
    );
    // Only where nobody is free can a loser hold nothing: his winner held nothing, or discarded.
    check!(
        x.holding(x.loser) > 0
            || (r.free_players == FreePlayers::KeepPlaying && (moved == 0 || source == Source::Discard)),
        "event {i}: the round's loser holds nothing"
    );
    let in_play: u32 = u32::from(x.stock) + x.holdings.iter().map(|&h| u32::from(h)).sum::<u32>();
    if r.empty_stock == EmptyStock::FromWinner {
        check!(in_play == u32::from(r.discs), "event {i}: {in_play} discs in play, not {}", r.discs);
    } else {
        check!(in_play <= u32::from(r.discs), "event {i}: {in_play} discs in play, more than {}", r.discs);
    }
    // The part ends as soon as the stock is empty and at most one player holds discs.
    let holders = holders(&x.holdings);
    let ends = source == Source::All || (x.stock == 0 && holders <= 1);
    check!(x.part_lost() == ends, "event {i}: part_lost {}, expected {ends}", x.part_lost());
    if let Some(part_loser) = x.part_loser {
        // The part's loser is the only one holding discs ("he has lost it"), who under
        // keep-playing need not be the round's loser; where nothing is discarded, he holds all.
        check!(holders == 1, "event {i}: {holders} players hold discs at the end of a part");
        check!(x.holding(part_loser) > 0, "event {i}: the part's loser holds no discs");
        if r.empty_stock == EmptyStock::FromWinner {
            check!(u32::from(x.holding(part_loser)) == u32::from(r.discs), "event {i}: the part's loser holds all");
        }
    }
    Ok(())
}
