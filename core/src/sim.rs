//! A simulated evening: players who roll real (pseudo-random) dice with a plausible strategy.
//!
//! Used for sample sessions, property tests, benchmarks and `schocken simulate`. Every event it
//! makes goes through [`Session::push`], so whatever it produces is a session the rules accept.
//! Deterministic for a given seed: no clock, no global random source.

use crate::rules::knobs::{DroppedDice, FreePlayers, Rules, SchockShape};
use crate::rules::outcome::PlayerId;
use crate::rules::penalties;
use crate::rules::throw::{Category, Count, Dice, Rank, Throw};
use crate::rules::throw_limit;
use crate::session::event::{Event, PenaltyKind, RoundEntry};
use crate::session::log::{Header, Session};
use crate::session::state::Awaiting;

use crate::rng::Rng;

/// How lively the simulated table is.
#[derive(Clone, Debug)]
pub struct Options {
    /// Games to play to the end.
    pub games: u32,
    /// Percent chance per round that someone drops the dice (where the rules punish it).
    pub drops: u64,
    /// Percent chance per round of a Lustwurf (where the rules know it).
    pub lustwurf: u64,
    /// Percent chance per game that the seating changes before it (a player leaves, one joins).
    pub seat_changes: u64,
    /// Percent chance that a player throws once more than the limit (where the rules allow it: it
    /// loses the round, or costs a disc).
    pub over_limit: u64,
    /// Percent chance that a player takes voluntarily when the best throw so far is cheap.
    pub takes: u64,
}

impl Default for Options {
    fn default() -> Options {
        Options { games: 3, drops: 2, lustwurf: 2, seat_changes: 0, over_limit: 2, takes: 6 }
    }
}

/// Newcomers for seat changes, in order.
// i18n-ok: names, the same in every language
const NEWCOMERS: &[&str] = &["Günther", "Özlem", "Bärbel", "Jürgen", "Renée", "Maß", "Uwe", "Heinz"];

/// Plays `options.games` games from `header` with dice from `seed`.
pub fn simulate(header: Header, options: &Options, seed: u64) -> Session {
    let mut session = Session::new(header).expect("a simulated header is valid");
    let mut rng = Rng::new(seed);
    let mut newcomers = NEWCOMERS.iter();
    let mut seats_for_game = 0;
    while (session.engine().finished_games().len() as u32) < options.games {
        let engine = session.engine();
        let game = engine.game();
        if !engine.game_begun() && seats_for_game != game && game > 1 && rng.chance(options.seat_changes) {
            seats_for_game = game;
            let mut seating: Vec<String> = engine.seating().iter().map(|&p| engine.name(p).to_string()).collect();
            if seating.len() > 3 {
                seating.remove(rng.below(seating.len() as u64) as usize);
            }
            if let Some(name) = newcomers.find(|n| engine.player(n).is_none()) {
                seating.insert(rng.below(seating.len() as u64 + 1) as usize, name.to_string());
            }
            // i18n-ok: a note of the simulated evening: data like the newcomers' names
            push(&mut session, Event::Note("Letzte Runde für einen, ein Neuer setzt sich dazu".into()));
            push(&mut session, Event::Seats(seating));
            continue;
        }
        let event = match engine.awaiting() {
            Awaiting::Starter => {
                let players = engine.part_players();
                Event::Starter(engine.name(players[rng.below(players.len() as u64) as usize]).to_string())
            }
            Awaiting::RollOff(tied) => Event::RollOff(
                tied.iter().map(|&p| (engine.name(p).to_string(), rng.die() + rng.die() + rng.die())).collect(),
            ),
            Awaiting::Round => {
                if let Some(penalty) = penalty(&session, options, &mut rng) {
                    push(&mut session, penalty);
                    continue;
                }
                round(&session, options, &mut rng)
            }
        };
        push(&mut session, event);
    }
    session
}

fn push(session: &mut Session, event: Event) {
    if let Err(refusal) = session.push(event.clone()) {
        panic!("the simulator made an event the rules refuse: {event:?}: {refusal:?}");
    }
}

fn penalty(session: &Session, options: &Options, rng: &mut Rng) -> Option<Event> {
    let engine = session.engine();
    let rules = engine.rules();
    let players = engine.next_players()?;
    if rules.dropped_dice != DroppedDice::Off && rng.chance(options.drops) {
        let who = players[rng.below(players.len() as u64) as usize];
        return Some(Event::Penalty { player: engine.name(who).to_string(), kind: PenaltyKind::DroppedDice });
    }
    // A Lustwurf is thrown by someone who can neither win nor lose: a free player. Where nobody is
    // free (`free_players = keep-playing`) or it costs a disc, any player of the part may.
    let free: Vec<PlayerId> = engine.part_players().iter().copied().filter(|&p| engine.is_free(p)).collect();
    let anyone = penalties::lustwurf_costs_disc(rules) || rules.free_players == FreePlayers::KeepPlaying;
    let offenders = if free.is_empty() && anyone { engine.part_players().to_vec() } else { free };
    if rules.lustwurf && !offenders.is_empty() && rng.chance(options.lustwurf) {
        let who = offenders[rng.below(offenders.len() as u64) as usize];
        return Some(Event::Penalty { player: engine.name(who).to_string(), kind: PenaltyKind::Lustwurf });
    }
    None
}

fn round(session: &Session, options: &Options, rng: &mut Rng) -> Event {
    let engine = session.engine();
    let rules = engine.rules();
    let order = engine.next_players().expect("a round is awaited");
    let mut entries = Vec::with_capacity(order.len());
    let mut limit = 3;
    let mut best: Option<(Rank, Category)> = None;
    let mut over_limit = false;
    for (i, &p) in order.iter().enumerate() {
        let name = engine.name(p).to_string();
        let cheap = best.and_then(|(_, c)| c.discs(rules)).is_some_and(|v| v <= 2);
        if i > 0 && rules.voluntary_take && !over_limit && cheap && rng.chance(options.takes) {
            entries.push(RoundEntry::Take { player: name });
            break;
        }
        let max = if i > 0 && throw_limit::allowed(rules) && limit < 3 && rng.chance(options.over_limit) {
            over_limit = true;
            limit + 1
        } else {
            limit
        };
        let throw = turn(rules, max, i == 0, rng);
        if i == 0 {
            limit = throw.count().get();
        }
        if best.is_none_or(|(rank, _)| throw.rank(rules) > rank) {
            best = Some((throw.rank(rules), throw.category(rules)));
        }
        entries.push(RoundEntry::Throw { player: name, throw });
    }
    Event::Round(entries)
}

/// One player's turn: roll, keep ones (turning a pair of sixes into a one), stop when content.
fn turn(rules: &Rules, max: u8, opens: bool, rng: &mut Rng) -> Throw {
    let mut dice = [rng.die(), rng.die(), rng.die()];
    let mut count = 1;
    let mut hand = true;
    while count < max {
        let category = Category::of(Dice::new(dice).expect("dice are 1-6"), rules);
        let content = match category {
            Category::SchockOut | Category::Jule | Category::Siebener | Category::Achter | Category::Schock(_) => true,
            Category::General(_) => !opens || rng.chance(70),
            Category::Strasse(_) => rng.chance(if opens { 30 } else { 50 }),
            Category::Hausnummer(_) => false,
        };
        if content {
            break;
        }
        let keep = match rules.schock_shape {
            SchockShape::TwoOnes => {
                let mut keep: Vec<u8> = dice.iter().copied().filter(|&d| d == 1).collect();
                if keep.len() < 2 && dice.iter().filter(|&&d| d == 6).count() >= 2 {
                    keep.push(1); // two sixes: one is turned to a 1
                }
                keep
            }
            // A Schock is a 1 and a pair: keep one 1 and a pair if there is one.
            SchockShape::OnePlusPair => {
                let mut keep: Vec<u8> = dice.iter().copied().filter(|&d| d == 1).take(1).collect();
                let pair = (2..=6).rev().find(|&v| dice.iter().filter(|&&d| d == v).count() >= 2);
                if let Some(v) = pair {
                    keep.extend([v, v]); // (a 1 and a pair would already be a Schock)
                }
                keep
            }
        };
        hand = keep.is_empty();
        let mut next = keep.clone();
        while next.len() < 3 {
            next.push(rng.die());
        }
        dice = [next[0], next[1], next[2]];
        count += 1;
    }
    let dice = Dice::new(dice).expect("dice are 1-6");
    Throw::new(dice, Count::new(count).expect("1-3 throws"), hand || count == 1).expect("a valid throw")
}
