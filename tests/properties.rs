//! Property tests over random tables and evenings.
//!
//! Random rule sets (a preset plus random knob overrides), random tables of 2–8 players and
//! random simulator settings produce whole evenings (`schocken_core::sim`). Each evening is replayed
//! event by event and checked against what RULES.md guarantees, with the ranking, the disc moves,
//! the starters and the tally marks recomputed here from RULES.md (not from the engine's code).
//! The other properties cover the session file (round trip, determinism, robustness of `parse`)
//! and undo.

use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::TestCaseError;
use schocken_core::i18n::{Lang, scoped};
use schocken_core::report::json::replay;
use schocken_core::rules::knobs::{
    DroppedDice, EmptyStock, EqualSchockOuts, EqualThrows, FinalStarter, FreePlayers, GeneralValue, HandOnly,
    Handschock, HouseNumbers, Knob, KnobKind, LustwurfPenalty, NextGameStarter, Opening, Points, Rules, SchockShape,
    Streets, Structure, Value,
};
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::rules::throw::{Count, Dice, Throw};
use schocken_core::session::event::{Event, PenaltyKind, RoundEntry};
use schocken_core::session::file::{parse, write};
use schocken_core::session::log::{Header, Session};
use schocken_core::session::state::{LostBy, MarkReason, Part, RoundRecord, Source};
use schocken_core::sim::{Options, simulate};

// ---- generators --------------------------------------------------------------------------------

/// A legal value for `knob`, picked by `pick`.
fn value_of(knob: Knob, pick: u32) -> Value {
    match knob.kind() {
        KnobKind::Bool => Value::Bool(pick % 2 == 1),
        KnobKind::Number { min, max } => Value::Number(min + (pick % (u32::from(max - min) + 1)) as u8),
        KnobKind::Choice(ids) => Value::Choice(ids[pick as usize % ids.len()]),
    }
}

/// A random preset with random overrides of random knobs (any knob, any legal value).
fn rule_set() -> impl Strategy<Value = RuleSet> {
    (
        0..Preset::ALL.len(),
        prop::collection::vec((0..Knob::ALL.len(), any::<u32>()), 0..12),
        prop::option::weighted(0.5, 3u8..=30),
    )
        .prop_map(|(preset, overrides, discs)| {
            let mut rules = RuleSet::new(Preset::ALL[preset]);
            for (knob, pick) in overrides {
                let knob = Knob::ALL[knob];
                rules.set(knob, value_of(knob, pick)).expect("a legal value");
            }
            if let Some(discs) = discs {
                rules.set(Knob::Discs, Value::Number(discs)).expect("3 to 30 discs are legal");
            }
            playable(rules)
        })
}

/// `rules` with `too_many_throws_loses` set off where `over_limit_disc` is on (RULES.md 9 refuses both).
fn playable(mut rules: RuleSet) -> RuleSet {
    if rules.rules().over_limit_disc && rules.rules().too_many_throws_loses {
        rules.set(Knob::TooManyThrowsLoses, Value::Bool(false)).expect("a legal value");
    }
    rules
}

/// Plain names `P0`, `P1`, … (the mutation tests refer to them).
fn plain_names() -> impl Strategy<Value = Vec<String>> {
    (2usize..=8).prop_map(|n| (0..n).map(|i| format!("P{i}")).collect())
}

/// Text that is hard to write and read back: quotes, backslashes, umlauts, emoji, line breaks,
/// control characters, RON syntax, and any other character.
fn tricky_text() -> impl Strategy<Value = String> {
    const PIECES: &[&str] = &[
        "\"",
        "\\",
        "\\\\",
        "\\\"",
        "\\n",
        "ä",
        "Ö",
        "ß",
        "Jürgen",
        "Renée",
        "🎲",
        "🍺",
        "👨‍👩‍👧",
        "\n",
        "\r\n",
        "\r",
        "\t",
        " ",
        "'",
        "//",
        "/*",
        "*/",
        "(",
        ")",
        "[",
        "]",
        ",",
        ":",
        "r#\"",
        "\"#",
        "\\u{41}",
        "\u{0}",
        "\u{7}",
        "\u{1b}",
        "\u{7f}",
        "\u{85}",
        "\u{a0}",
        "\u{feff}",
        "\u{200b}",
        "\u{202e}",
        "\u{2028}",
        "\u{fffd}",
        "Anna",
    ];
    prop::collection::vec(
        prop_oneof![3 => prop::sample::select(PIECES).prop_map(String::from), 1 => any::<char>().prop_map(String::from)],
        0..8,
    )
    .prop_map(|pieces| pieces.concat())
}

/// 2–8 unique, non-blank tricky names. Each ends with its seat digit, so they differ from each
/// other and from the simulator's newcomers.
fn tricky_names() -> impl Strategy<Value = Vec<String>> {
    prop::collection::vec(tricky_text(), 2..=8)
        .prop_map(|names| names.into_iter().enumerate().map(|(i, n)| format!("{n}{i}")).collect())
}

fn options(max_games: u32) -> impl Strategy<Value = Options> {
    (1..=max_games, 0u64..=25, 0u64..=25, 0u64..=100, 0u64..=40, 0u64..=80).prop_map(
        |(games, drops, lustwurf, seat_changes, over_limit, takes)| Options {
            games,
            drops,
            lustwurf,
            seat_changes,
            over_limit,
            takes,
        },
    )
}

/// What it takes to simulate one evening (kept small, so that a failing case prints readably).
#[derive(Clone, Debug)]
struct Evening {
    header: Header,
    options: Options,
    seed: u64,
}

impl Evening {
    fn play(&self) -> Session {
        simulate(self.header.clone(), &self.options, self.seed)
    }
}

fn evening(names: impl Strategy<Value = Vec<String>>, max_games: u32) -> impl Strategy<Value = Evening> {
    (rule_set(), names, options(max_games), any::<u64>()).prop_map(|(rules, players, options, seed)| Evening {
        header: Header {
            title: Some("Stammtisch".into()),
            started: None,
            place: None,
            tournament: None,
            rules,
            players,
        },
        options,
        seed,
    })
}

/// An evening at a table with tricky names, a tricky header, and notes with tricky text at random
/// places in the log: the header and the events (all accepted by the rules).
fn tricky_session() -> impl Strategy<Value = (Evening, Vec<(Index, String)>)> {
    let header_text = || prop::option::of(tricky_text());
    (
        evening(tricky_names(), 2),
        header_text(),
        header_text(),
        header_text(),
        prop::collection::vec((any::<Index>(), tricky_text()), 0..4),
    )
        .prop_map(|(mut evening, title, started, place, notes)| {
            evening.header.title = title;
            evening.header.started = started;
            evening.header.place = place;
            (evening, notes)
        })
}

fn with_notes(evening: &Evening, notes: &[(Index, String)]) -> Session {
    let played = evening.play();
    let mut events = played.events().to_vec();
    for (at, text) in notes {
        events.insert(at.index(events.len() + 1), Event::Note(text.clone()));
    }
    session_of(&evening.header, &events)
}

fn session_of(header: &Header, events: &[Event]) -> Session {
    let mut session = Session::new(header.clone()).expect("a valid header");
    for (i, event) in events.iter().enumerate() {
        session.push(event.clone()).unwrap_or_else(|r| panic!("event {i} refused: {r:?}: {event:?}"));
    }
    session
}

// ---- RULES.md, recomputed here -----------------------------------------------------------------

/// A throw's category (RULES.md section 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cat {
    SchockOut,
    Jule,
    Siebener,
    Achter,
    Schock(u8),
    General(u8),
    Strasse(u8),
    House(u16),
}

/// A throw's category: its dice's from the hand, a Hausnummer where `hand_only` asks for the hand.
fn classify(t: Throw, r: &Rules) -> Cat {
    let mut d = t.dice().values();
    d.sort_unstable();
    let [a, b, c] = d;
    let house = Cat::House(match r.house_numbers {
        HouseNumbers::Digits => u16::from(c) * 100 + u16::from(b) * 10 + u16::from(a),
        HouseNumbers::Sum => u16::from(a + b + c),
    });
    let cat = if (a, b, c) == (1, 1, 1) {
        Cat::SchockOut
    } else if r.jule && (a, b, c) == (1, 2, 4) {
        Cat::Jule
    } else if r.schock_shape == SchockShape::TwoOnes && a == 1 && b == 1 {
        Cat::Schock(c)
    } else if r.schock_shape == SchockShape::OnePlusPair && a == 1 && b == c {
        Cat::Schock(b)
    } else if r.siebener.number() > 1 && (a, b, c) == (1, 2, 2) {
        Cat::Siebener
    } else if r.achter.number() > 1 && (a, b, c) == (1, 3, 3) {
        Cat::Achter
    } else if a == b && b == c {
        Cat::General(a)
    } else if b == a + 1 && c == b + 1 && (r.streets != Streets::SmallAndLarge || c == 3 || c == 6) {
        Cat::Strasse(c)
    } else {
        house
    };
    let needs_hand = match r.hand_only {
        HandOnly::Off => false,
        HandOnly::Streets => matches!(cat, Cat::Strasse(_)),
        HandOnly::Specials => !matches!(cat, Cat::SchockOut | Cat::Schock(_) | Cat::House(_)),
    };
    if needs_hand && !t.hand() { house } else { cat }
}

/// The throw as it ranks and scores (RULES.md 3): under `over_limit_disc` a throw over the limit
/// is one throw from the hand.
fn counted(t: Throw, limit: Count, r: &Rules) -> Throw {
    if r.over_limit_disc && t.count() > limit { Throw::with_default_hand(t.dice(), Count::new(1).unwrap()) } else { t }
}

/// The discs a winning throw puts at stake; `None` for a Schock-Out (everything).
fn stake(cat: Cat, r: &Rules) -> Option<u8> {
    match cat {
        Cat::SchockOut => None,
        Cat::Jule => Some(7),
        Cat::Siebener => Some(r.siebener.number()),
        Cat::Achter => Some(r.achter.number()),
        Cat::Schock(x) => Some(x),
        Cat::General(x) => Some(if r.general_value == GeneralValue::Pips { x } else { 3 }),
        Cat::Strasse(_) => Some(2),
        Cat::House(_) => Some(1),
    }
}

/// The ranking key of RULES.md section 3, steps 1–3 (higher is better).
fn key(t: Throw, r: &Rules) -> (u32, u8, bool) {
    let category = match classify(t, r) {
        Cat::SchockOut => 7000,
        // By discs, and Jule before a Siebener of equal discs.
        Cat::Jule => 6000 + 2 * 7 + 1,
        Cat::Siebener => 6000 + 2 * u32::from(r.siebener.number()),
        Cat::Achter => 6000 + 2 * u32::from(r.achter.number()),
        Cat::Schock(2) if r.schock_two_below_general => 3500,
        Cat::Schock(x) => 5000 + u32::from(x),
        Cat::General(x) => 4000 + u32::from(x),
        Cat::Strasse(top) => 2000 + if r.streets == Streets::Equal { 0 } else { u32::from(top) },
        Cat::House(n) => 1000 + u32::from(n),
    };
    (category, if r.fewer_throws_win { 3 - t.count().get() } else { 0 }, r.hand_beats_assembled && t.hand())
}

/// How equal throws with this key are settled: by throwing order, `Some(true)` where the later is
/// worse and `Some(false)` where the earlier is (Schock-Outs, `equal_schock_outs`); `None` by roll-off.
fn by_order(k: (u32, u8, bool), r: &Rules) -> Option<bool> {
    if k.0 == 7000 {
        Some(r.equal_schock_outs == EqualSchockOuts::LaterWorse)
    } else {
        (r.equal_throws == EqualThrows::LaterWorse).then_some(true)
    }
}

/// The marks a throw owes when its round is entered (RULES.md section 7): at most one.
fn throw_mark(t: Throw, r: &Rules) -> u32 {
    let cat = classify(t, r);
    let schock = matches!(cat, Cat::Schock(_) | Cat::SchockOut);
    let handschock = t.hand() && schock && r.handschock == Handschock::Round;
    let out_from_hand = t.hand() && cat == Cat::SchockOut && r.schock_out_from_hand_round;
    u32::from(handschock || out_from_hand)
}

// ---- the evening checker -----------------------------------------------------------------------

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
    part_players: Vec<usize>,
    half1: Option<usize>,
    half2: Option<usize>,
    last_loser: Option<usize>,
    tallies: Vec<u32>,
    points: Vec<i32>,
    rounds: usize,
    parts: usize,
    games: usize,
}

fn holding_in(holdings: &[u8], p: usize) -> u8 {
    holdings.get(p).copied().unwrap_or(0)
}

/// Replays `events` into a fresh session one by one and checks RULES.md after every event.
fn check_evening(header: &Header, events: &[Event]) -> Result<Session, TestCaseError> {
    let mut session = Session::new(header.clone()).map_err(|r| TestCaseError::fail(format!("header: {r:?}")))?;
    let r = session.engine().rules().clone();
    let discs = u32::from(r.discs);
    let mut seating: Vec<String> = header.players.clone();
    // A `Starter` event or a new seating since the last round: the next starter is not predicted.
    let mut starter_by_event = false;
    let mut seats_changed = false;
    let mut drops: Vec<u32> = vec![0; header.players.len()];

    for (i, event) in events.iter().enumerate() {
        let e = session.engine();
        let before = Before {
            game: e.game(),
            part: e.part(),
            rounds_in_part: e.rounds_in_part(),
            stock: e.stock(),
            holdings: (0..e.names().len()).map(|p| e.holding(p)).collect(),
            part_players: e.part_players().to_vec(),
            half1: e.current_game().half1,
            half2: e.current_game().half2,
            last_loser: e.rounds().last().map(|r| r.loser),
            tallies: (0..e.names().len()).map(|p| e.tally(p)).collect(),
            points: (0..e.names().len()).map(|p| e.points(p)).collect(),
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
        let held: u32 = (0..n).map(|p| u32::from(e.holding(p))).sum();
        check!(
            u32::from(e.stock()) + held + u32::from(e.discarded()) == discs,
            "event {i}: stock {} + held {held} + discarded {} != {discs}",
            e.stock(),
            e.discarded()
        );
        // Only players of the part hold discs; nobody free is to throw next.
        for p in 0..n {
            check!(e.part_players().contains(&p) || e.holding(p) == 0, "event {i}: player {p} outside the part holds");
        }
        for p in e.next_players().unwrap_or_default() {
            check!(!e.is_free(p) && e.part_players().contains(&p), "event {i}: next player {p} free or not playing");
        }

        // The part's players: the seating, or the two losers in a final.
        if let Event::Seats(names) = event {
            seating = names.clone();
            seats_changed = true;
            drops.iter_mut().for_each(|d| *d = 0);
        }
        let seat_ids: Vec<usize> = seating.iter().map(|s| id(s)).collect();
        if e.part() == Part::Final {
            let g = e.current_game();
            let losers: Vec<usize> =
                seat_ids.iter().copied().filter(|&p| Some(p) == g.half1 || Some(p) == g.half2).collect();
            check!(e.part_players() == losers.as_slice(), "event {i}: final players {:?}", e.part_players());
        } else {
            check!(e.part_players() == seat_ids.as_slice(), "event {i}: part players {:?}", e.part_players());
        }

        // A round: throwing order and starter (RULES.md 4 and 6).
        if let Event::Round(entries) = event {
            let ids: Vec<usize> = entries.iter().map(|x| id(x.player())).collect();
            let free = |p: usize| {
                r.free_players == FreePlayers::SitOut && before.stock == 0 && holding_in(&before.holdings, p) == 0
            };
            let at = before.part_players.iter().position(|&p| p == ids[0]);
            check!(at.is_some(), "event {i}: the starter is not in the part");
            let k = before.part_players.len();
            let order: Vec<usize> =
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
                if let Some(expected) = expected {
                    check!(ids[0] == expected, "event {i}: round started by {}, expected {expected}", ids[0]);
                }
            }
            starter_by_event = false;
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
            check!(e.holding(p) == holding_in(&before.holdings, p) + 1, "event {i}: a Lustwurf disc for {p}");
            if before.stock > 0 {
                check!(e.stock() == before.stock - 1, "event {i}: a Lustwurf disc from the stock");
            } else {
                let most = before.part_players.iter().filter(|&&q| q != p).map(|&q| before.holdings[q]).max();
                let gave: Vec<usize> =
                    (0..n).filter(|&q| e.holding(q) + 1 == holding_in(&before.holdings, q)).collect();
                check!(
                    gave.len() == 1 && Some(before.holdings[gave[0]]) == most,
                    "event {i}: a Lustwurf disc from {gave:?}, not from one holding most ({most:?})"
                );
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
            check!(part.game == before.game, "event {i}: a part of game {} ended in game {}", part.game, before.game);
            match part.by {
                LostBy::Round(ri) => {
                    let x = &e.rounds()[ri];
                    check!(
                        ri >= before.rounds && x.part_lost && x.loser == part.loser && x.part == part.part,
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
        check!(by_round == e.rounds().iter().filter(|x| x.part_lost).count(), "event {i}: part records vs rounds");

        // Every newly finished game (RULES.md 6).
        for (gi, g) in e.finished_games().iter().enumerate().skip(before.games) {
            check!(g.number as usize == gi + 1, "event {i}: game numbered {}", g.number);
            let Some(loser) = g.loser else {
                return Err(TestCaseError::fail(format!("event {i}: finished game {} without loser", g.number)));
            };
            let parts: Vec<(Part, usize)> =
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
        let game_losers: Vec<usize> = e.finished_games().iter().filter_map(|g| g.loser).collect();
        let marked: Vec<usize> =
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
        let tallies: Vec<u32> = (0..n).map(|p| e.tally(p)).collect();
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
        let points: Vec<i32> = (0..n).map(|p| e.points(p)).collect();
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
    check!(prev.is_none_or(|p| !p.part_lost), "event {i}: a round after its part was lost");
    if r.lustwurf_penalty == LustwurfPenalty::Mark {
        check!(stock_before == prev.map_or(r.discs, |p| p.stock), "event {i}: the stock moved between rounds");
    }
    let hold_before = |p: usize| holding_in(holdings_before, p);

    // Ranking (RULES.md 3).
    let throws: Vec<(usize, usize, Throw)> = x
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
    let violations: Vec<usize> = throws.iter().filter(|t| t.2.count() > limit).map(|t| t.1).collect();
    check!(x.violations == violations, "event {i}: violations {:?}, expected {violations:?}", x.violations);
    check!(
        violations.is_empty() || r.too_many_throws_loses || r.over_limit_disc,
        "event {i}: a throw over the limit was accepted"
    );
    // Where a throw over the limit loses, it is not ranked; under `over_limit_disc` its first throw is.
    let losers: Vec<usize> = if r.too_many_throws_loses { violations.clone() } else { Vec::new() };
    let kept: Vec<(usize, (u32, u8, bool))> =
        throws.iter().filter(|t| !losers.contains(&t.1)).map(|t| (t.1, key(counted(t.2, limit, r), r))).collect();
    let best = kept.iter().map(|k| k.1).max().expect("the opener keeps the limit");
    let worst = kept.iter().map(|k| k.1).min().expect("the opener keeps the limit");
    let top: Vec<usize> = kept.iter().filter(|k| k.1 == best).map(|k| k.0).collect();
    let bottom: Vec<usize> = kept.iter().filter(|k| k.1 == worst).map(|k| k.0).collect();
    let take = x.entries.last().filter(|e| e.act == schocken_core::rules::round::Act::Take).map(|e| e.player);
    check!(take.is_none() || r.voluntary_take, "event {i}: a take was accepted");
    let everyone_tied = take.is_none() && losers.is_empty() && bottom.len() == kept.len();
    let tie_at_top_rolls_off = by_order(best, r).is_none() && top.len() > 1 && (stock_before == 0 || everyone_tied);
    if tie_at_top_rolls_off {
        check!(top.contains(&x.winner), "event {i}: winner {} not among the best {top:?}", x.winner);
    } else {
        // Of equal best throws the earliest wins, unless the earlier is worse (Schock-Outs).
        let first = if by_order(best, r) == Some(false) { top[top.len() - 1] } else { top[0] };
        check!(x.winner == first, "event {i}: winner {}, expected {first}", x.winner);
    }
    match (take, losers.last()) {
        (Some(taker), _) => check!(x.loser == taker, "event {i}: the taker must lose"),
        (None, Some(&v)) => check!(x.loser == v, "event {i}: the last violator must lose"),
        (None, None) if by_order(worst, r).is_some() || bottom.len() == 1 => {
            let last = if by_order(worst, r) == Some(false) { bottom[0] } else { bottom[bottom.len() - 1] };
            check!(x.loser == last, "event {i}: loser {}, expected {last}", x.loser);
        }
        (None, None) => check!(
            bottom.contains(&x.loser) && !x.roll_offs.is_empty(),
            "event {i}: loser {} of a tie {bottom:?} without roll-off",
            x.loser
        ),
    }
    check!(x.winner != x.loser, "event {i}: winner and loser are the same");

    // Moving discs (RULES.md 4), recomputed from the holdings before the round.
    let width = x.holdings.len();
    let mut holdings: Vec<u8> = (0..width).map(hold_before).collect();
    let mut stock = stock_before;
    let winner_throw = counted(x.throw_of(x.winner).expect("the winner threw"), limit, r);
    let (moved, source) = match stake(classify(winner_throw, r), r) {
        None => {
            let mut all = stock;
            for (p, h) in holdings.iter_mut().enumerate() {
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
    check!(x.part_lost == ends, "event {i}: part_lost {}, expected {ends}", x.part_lost);
    if x.part_lost {
        // The part's loser is the only one holding discs; where nothing is discarded, all of them.
        check!(holders == 1, "event {i}: {holders} players hold discs at the end of a part");
        if r.empty_stock == EmptyStock::FromWinner {
            check!(u32::from(x.holding(x.loser)) == u32::from(r.discs), "event {i}: the part's loser holds all");
        }
    }
    Ok(())
}

// ---- properties --------------------------------------------------------------------------------

fn config(cases: u32) -> ProptestConfig {
    // No regression files: this test must not write into the source tree.
    ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() }
}

proptest! {
    #![proptest_config(config(384))]

    /// After every event of a random evening under random rules: discs conserved, rankings and
    /// disc moves as RULES.md 3–4 say, starters and throwing order as RULES.md 4 and 6 say, one
    /// loser per part and per game, the game loser holds the discs, tallies never decrease and
    /// grow exactly by the marks of RULES.md 7, points as RULES.md 8 scores them.
    #[test]
    fn every_event_keeps_the_rules(evening in evening(plain_names(), 4)) {
        let played = evening.play();
        let replayed = check_evening(&evening.header, played.events())?;
        prop_assert_eq!(replay(&replayed), replay(&played));
    }
}

/// Every value of every house-rule knob (RULES.md 2–9) is played by the simulator on every preset,
/// with throws over the limit and Lustwurfs frequent, and keeps the rules event by event; and what
/// each knob adds does happen: penalty and Lustwurf discs move, Siebener and Achter are thrown, an
/// assembled throw becomes a Hausnummer, a player without discs throws on.
#[test]
fn every_house_rule_value_is_played() {
    let options = Options { games: 2, drops: 4, lustwurf: 25, seat_changes: 20, over_limit: 30, takes: 10 };
    let (mut penalty_discs, mut lustwurf_discs, mut siebener, mut achter, mut demoted, mut kept_playing) =
        (0, 0, 0, 0, 0, 0);
    for &knob in Knob::HOUSE_RULES {
        let values = match knob.kind() {
            KnobKind::Bool => 2,
            KnobKind::Number { .. } => unreachable!("no house rule is a plain number"),
            KnobKind::Choice(ids) => ids.len() as u32,
        };
        for pick in 0..values {
            for (seed, &preset) in Preset::ALL.iter().enumerate() {
                let mut rules = RuleSet::new(preset);
                rules.set(knob, value_of(knob, pick)).expect("a legal value");
                rules.set(Knob::Lustwurf, Value::Bool(true)).expect("a legal value");
                let header = Header {
                    title: None,
                    started: None,
                    place: None,
                    tournament: None,
                    rules: playable(rules),
                    players: ["Anna", "Ben", "Carl", "Dora"].map(String::from).to_vec(),
                };
                let played = simulate(header.clone(), &options, seed as u64 * 31 + u64::from(pick));
                let e = check_evening(&header, played.events())
                    .unwrap_or_else(|f| panic!("{knob:?} = {:?} on {preset:?}: {f}", value_of(knob, pick)))
                    .engine()
                    .clone();
                let r = e.rules();
                lustwurf_discs += e.lustwurf_discs().len();
                for x in e.rounds() {
                    penalty_discs += x.penalty_discs.len();
                    for entry in &x.entries {
                        let Some(t) = x.throw_of(entry.player) else { continue };
                        let t = counted(t, x.limit, r);
                        siebener += usize::from(classify(t, r) == Cat::Siebener);
                        achter += usize::from(classify(t, r) == Cat::Achter);
                        demoted += usize::from(
                            classify(t, r) != classify(Throw::with_default_hand(t.dice(), Count::new(1).unwrap()), r),
                        );
                    }
                }
                kept_playing += e
                    .rounds()
                    .windows(2)
                    .filter(|w| w[0].part == w[1].part && w[0].stock == 0)
                    .filter(|w| w[1].entries.iter().any(|x| w[0].holding(x.player) == 0))
                    .count();
            }
        }
    }
    for (what, n) in [
        ("penalty discs", penalty_discs),
        ("Lustwurf discs", lustwurf_discs),
        ("Siebener", siebener),
        ("Achter", achter),
        ("assembled throws made Hausnummern", demoted),
        ("players without discs throwing on", kept_playing),
    ] {
        assert!(n > 0, "no {what} in any simulated evening");
    }
}

proptest! {
    #![proptest_config(config(256))]

    /// Parsing the same text twice gives the same JSON, the JSON of the parsed file equals the
    /// in-memory session's, and writing the parsed session gives the same text.
    #[test]
    fn replay_is_deterministic((evening, notes) in tricky_session()) {
        let session = with_notes(&evening, &notes);
        let text = write(&session);
        let a = parse(&text).map_err(|e| TestCaseError::fail(format!("{e:?}\n{text}")))?;
        let b = parse(&text).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
        let json = replay(&session);
        prop_assert_eq!(&replay(&a), &replay(&b));
        prop_assert_eq!(&replay(&a), &json);
        prop_assert_eq!(serde_json::to_string(&replay(&a)).unwrap(), serde_json::to_string(&json).unwrap());
        prop_assert_eq!(write(&a), text);
    }

    /// write → parse → write is byte-identical, with hard names, header texts and notes.
    #[test]
    fn ron_round_trip_is_byte_identical((evening, notes) in tricky_session()) {
        let session = with_notes(&evening, &notes);
        let text = write(&session);
        let read = parse(&text).map_err(|e| TestCaseError::fail(format!("{e:?}\n{text}")))?;
        prop_assert_eq!(read.header(), session.header());
        prop_assert_eq!(read.events(), session.events());
        prop_assert_eq!(write(&read), text);
    }

    /// Undo: popping k events gives the session of the first n − k events; pushing them again
    /// gives the final session back.
    #[test]
    fn undo_and_redo(evening in evening(plain_names(), 2), k in any::<Index>()) {
        let mut session = evening.play();
        let events = session.events().to_vec();
        let (final_json, final_text) = (replay(&session), write(&session));
        let k = k.index(events.len() + 1);
        let mut popped = Vec::new();
        for j in 0..k {
            let event = session.pop();
            prop_assert_eq!(event.as_ref(), Some(&events[events.len() - 1 - j]));
            popped.push(event.expect("checked"));
        }
        let fresh = session_of(&evening.header, &events[..events.len() - k]);
        prop_assert_eq!(replay(&session), replay(&fresh));
        prop_assert_eq!(write(&session), write(&fresh));
        for event in popped.into_iter().rev() {
            session.push(event).map_err(|r| TestCaseError::fail(format!("redo refused: {r:?}")))?;
        }
        prop_assert_eq!(replay(&session), final_json);
        prop_assert_eq!(write(&session), final_text);
    }
}

proptest! {
    #![proptest_config(config(128))]

    /// A refused event changes nothing; an accepted one is taken back by undo.
    #[test]
    fn refused_events_change_nothing(
        evening in evening(plain_names(), 2),
        tries in prop::collection::vec((any::<Index>(), any_event()), 1..6),
    ) {
        let played = evening.play();
        let events = played.events();
        for (at, event) in tries {
            let mut session = session_of(&evening.header, &events[..at.index(events.len() + 1)]);
            let (json, text) = (replay(&session), write(&session));
            match session.push(event.clone()) {
                Err(_) => prop_assert_eq!(session.events().len(), at.index(events.len() + 1)),
                Ok(()) => {
                    prop_assert_eq!(session.pop(), Some(event));
                }
            }
            prop_assert_eq!(replay(&session), json);
            prop_assert_eq!(write(&session), text);
        }
    }
}

/// Any event, mostly nonsense: for the refusal property.
fn any_event() -> impl Strategy<Value = Event> {
    let name =
        || prop::sample::select(vec!["P0", "P1", "P2", "P3", "P7", "Günther", "Nobody", ""]).prop_map(String::from);
    let throw = (1u8..=6, 1u8..=6, 1u8..=6, 1u8..=3, any::<bool>()).prop_map(|(a, b, c, n, hand)| {
        let dice = Dice::new([a, b, c]).expect("1-6");
        let count = Count::new(n).expect("1-3");
        Throw::new(dice, count, hand || n == 1).expect("valid")
    });
    let entry = prop_oneof![
        4 => (name(), throw).prop_map(|(player, throw)| RoundEntry::Throw { player, throw }),
        1 => name().prop_map(|player| RoundEntry::Take { player }),
    ];
    prop_oneof![
        name().prop_map(Event::Starter),
        prop::collection::vec(entry, 0..6).prop_map(Event::Round),
        (name(), prop::sample::select(PenaltyKind::ALL.to_vec()))
            .prop_map(|(player, kind)| Event::Penalty { player, kind }),
        prop::collection::vec((name(), 3u8..=18), 0..4).prop_map(Event::RollOff),
        prop::collection::vec(name(), 0..5).prop_map(Event::Seats),
        tricky_text().prop_map(Event::Note),
    ]
}

// ---- robustness of parse -----------------------------------------------------------------------

/// Whatever `parse` accepts replays to JSON, writes, and reads back to the same JSON; whatever it
/// refuses has a message in both languages: worded (no placeholder left open), different in each, and
/// the same as the error's `Display` in the language of the moment. A panic anywhere fails the test.
fn parse_never_panics(text: &str) -> Result<(), TestCaseError> {
    match parse(text) {
        Ok(session) => {
            let json = replay(&session);
            let written = write(&session);
            let again = parse(&written).map_err(|e| TestCaseError::fail(format!("written file unreadable: {e:?}")))?;
            prop_assert_eq!(replay(&again), json);
            prop_assert_eq!(write(&again), written);
        }
        Err(error) => {
            let de = scoped(Lang::De, || error.message());
            let en = scoped(Lang::En, || error.message());
            for message in [&de, &en] {
                prop_assert!(!message.trim().is_empty(), "{:?} has an empty message", error);
                prop_assert!(!message.contains("{$"), "{:?}: a variable is missing in {:?}", error, message);
            }
            prop_assert_ne!(&de, &en, "{:?} is worded the same in both languages", error);
            prop_assert_eq!(scoped(Lang::En, || error.to_string()), en);
        }
    }
    Ok(())
}

/// One edit of a session file.
#[derive(Clone, Debug)]
enum Mutation {
    DeleteChars(Index, usize),
    DuplicateChars(Index, usize),
    ReplaceChar(Index, char),
    Insert(Index, &'static str),
    DeleteLine(Index),
    DuplicateLine(Index),
    SwapLines(Index, Index),
    ChangeNumber(Index, String),
    /// `knob: value` inserted after the preset, legal or not.
    Knob(String),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    const SNIPPETS: &[&str] = &[
        "Round([Throw(player: \"P0\", dice: (1, 1, 1), throws: 1), Throw(player: \"P1\", dice: (2, 2, 2), throws: 1)]),",
        "Throw(player: \"P1\", dice: (6, 5, 4), throws: 2),",
        "Throw(player: \"P0\", dice: (3, 3, 3), throws: 3, hand: true),",
        "Take(player: \"P1\"),",
        "RollOff([(\"P0\", 7), (\"P1\", 7)]),",
        "Starter(\"P1\"),",
        "Seats([\"P0\", \"Neu\"]),",
        "Seats([]),",
        "Penalty(player: \"P0\", kind: DroppedDice),",
        "Penalty(player: \"P1\", kind: Lustwurf),",
        "Note(\"\\u{1F3B2}\"),",
        "hand: false",
        "hand: true,",
        "discs: 3,",
        "discs: 31,",
        "voluntary_take: true,",
        "equal_throws: RollOff,",
        "structure: Single,",
        "empty_stock: WinnerDiscards,",
        "format: 2,",
        "title: None,",
        "place: Some(\"x\"),",
        "//",
        "/*",
        "\"",
        "r#\"",
        "\\u{0}",
        "(",
        ")",
        "[",
        "]",
        ",",
        "\n",
    ];
    let index = any::<Index>;
    prop_oneof![
        (index(), 1usize..8).prop_map(|(i, n)| Mutation::DeleteChars(i, n)),
        (index(), 1usize..40).prop_map(|(i, n)| Mutation::DuplicateChars(i, n)),
        (index(), prop_oneof![prop::sample::select(&b"()[]{},:\"\\#/*-+.0123456789 \nxyz"[..]).prop_map(char::from), any::<char>()])
            .prop_map(|(i, c)| Mutation::ReplaceChar(i, c)),
        (index(), prop::sample::select(SNIPPETS)).prop_map(|(i, s)| Mutation::Insert(i, s)),
        index().prop_map(Mutation::DeleteLine),
        index().prop_map(Mutation::DuplicateLine),
        (index(), index()).prop_map(|(a, b)| Mutation::SwapLines(a, b)),
        (
            index(),
            prop_oneof![
                prop::sample::select(vec!["0", "1", "2", "3", "4", "6", "7", "13", "15", "18", "19", "29", "30", "31", "255",
                    "256", "-1", "+1", "1.5", "0x10", "99999999999999999999999999"]).prop_map(String::from),
                any::<u64>().prop_map(|n| n.to_string()),
            ],
        )
            .prop_map(|(i, n)| Mutation::ChangeNumber(i, n)),
        (
            prop_oneof![
                4 => prop::sample::select(Knob::ALL).prop_map(|k| k.name().to_string()),
                1 => prop::sample::select(vec!["preset", "jule ", "Discs", "unknown_knob", "format"]).prop_map(String::from),
            ],
            any::<u32>(),
            prop::sample::select(vec!["true", "false", "13", "0", "256", "-3", "RollOff", "Equal", "\"x\"", "()", "Some(1)"]),
        )
            .prop_map(|(name, pick, other)| {
                let value = match Knob::parse(&name) {
                    Some(knob) if pick % 4 != 0 => value_of(knob, pick).ron(),
                    _ => other.to_string(),
                };
                Mutation::Knob(format!(", {name}: {value}"))
            }),
    ]
}

fn mutate(text: &str, m: &Mutation) -> String {
    let chars: Vec<char> = text.chars().collect();
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let at = |i: &Index, len: usize| if len == 0 { 0 } else { i.index(len) };
    match m {
        Mutation::DeleteChars(i, n) => {
            let from = at(i, chars.len());
            let to = (from + n).min(chars.len());
            chars[..from].iter().chain(&chars[to..]).collect()
        }
        Mutation::DuplicateChars(i, n) => {
            let from = at(i, chars.len());
            let to = (from + n).min(chars.len());
            chars[..to].iter().chain(&chars[from..]).collect()
        }
        Mutation::ReplaceChar(i, c) => {
            let mut chars = chars;
            if !chars.is_empty() {
                let j = at(i, chars.len());
                chars[j] = *c;
            }
            chars.into_iter().collect()
        }
        Mutation::Insert(i, s) => {
            let j = at(i, chars.len() + 1);
            chars[..j].iter().copied().chain(s.chars()).chain(chars[j..].iter().copied()).collect()
        }
        Mutation::DeleteLine(i) => {
            let j = at(i, lines.len());
            lines.iter().enumerate().filter(|&(k, _)| k != j).map(|(_, l)| *l).collect()
        }
        Mutation::DuplicateLine(i) => {
            let j = at(i, lines.len());
            lines.iter().enumerate().flat_map(|(k, l)| std::iter::repeat_n(*l, if k == j { 2 } else { 1 })).collect()
        }
        Mutation::SwapLines(a, b) => {
            let mut lines = lines;
            if !lines.is_empty() {
                let (a, b) = (at(a, lines.len()), at(b, lines.len()));
                lines.swap(a, b);
            }
            lines.concat()
        }
        Mutation::Knob(setting) => match text.find("(preset: \"").and_then(|at| {
            let from = at + "(preset: \"".len();
            text[from..].find('"').map(|end| from + end + 1)
        }) {
            Some(at) => format!("{}{setting}{}", &text[..at], &text[at..]),
            None => text.to_string(),
        },
        Mutation::ChangeNumber(i, n) => {
            // The runs of ASCII digits, by char index.
            let mut runs = Vec::new();
            let mut k = 0;
            while k < chars.len() {
                if chars[k].is_ascii_digit() {
                    let start = k;
                    while k < chars.len() && chars[k].is_ascii_digit() {
                        k += 1;
                    }
                    runs.push((start, k));
                } else {
                    k += 1;
                }
            }
            if runs.is_empty() {
                return text.to_string();
            }
            let (from, to) = runs[at(i, runs.len())];
            chars[..from].iter().copied().chain(n.chars()).chain(chars[to..].iter().copied()).collect()
        }
    }
}

proptest! {
    #![proptest_config(config(1024))]

    /// Random bytes never make `parse` panic.
    #[test]
    fn parse_survives_random_bytes(bytes in prop::collection::vec(any::<u8>(), 0..600)) {
        parse_never_panics(&String::from_utf8_lossy(&bytes))?;
    }

    /// Random UTF-8 text never makes `parse` panic.
    #[test]
    fn parse_survives_random_text(text in any::<String>()) {
        parse_never_panics(&text)?;
    }
}

proptest! {
    #![proptest_config(config(768))]

    /// Valid session files with random edits (characters, lines, numbers, inserted events and
    /// knobs) never make `parse` panic; what it accepts replays and writes back consistently.
    #[test]
    fn parse_survives_mutated_files(
        evening in evening(plain_names(), 2),
        mutations in prop::collection::vec(mutation(), 1..4),
    ) {
        let mut text = write(&evening.play());
        for m in &mutations {
            text = mutate(&text, m);
        }
        parse_never_panics(&text)?;
    }
}
