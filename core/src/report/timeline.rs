//! The one timeline of a session: what each event did, in the order it happened.
//!
//! The replay summary, the review of a past evening, the round sheet and the table's
//! announcements all tell the same story; they read it here instead of each replaying the log
//! and diffing record lengths. Nothing is replayed: the engine keeps a checkpoint per event
//! ([`Engine::effect`]), so one event's items cost the same whatever the log's length, and the
//! whole timeline is one pass over the log.

use crate::rules::outcome::PlayerId;
use crate::session::event::{Event, PenaltyKind, RoundEntry};
use crate::session::log::Session;
use crate::session::state::{Effect, GameRecord, LustwurfDisc, Mark, MarkReason, PartRecord, RoundRecord};

/// One thing an event did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item<'a> {
    /// A note for the record.
    Note(&'a str),
    /// Time is up: from now on each round decides its half or final alone.
    Sudden,
    /// A new seating between games (names in seat order).
    Seats(&'a [String]),
    /// Who starts the next round (an opening roll, a final by roll-off, the referee's word).
    Starter(PlayerId),
    /// A roll-off: each tied player's sum.
    RollOff(&'a [(String, u8)]),
    /// A penalty as recorded; the marks it gave, and a half it lost, follow as their own items.
    Penalty { player: PlayerId, kind: PenaltyKind },
    /// A round that ended tied: it waits for a roll-off (its entries are the event's).
    Tied(&'a [RoundEntry]),
    /// A resolved round (`index` into [`Engine::rounds`]).
    Round { index: usize, record: &'a RoundRecord },
    /// A tally mark (a lost game's mark follows the game's end).
    Mark(&'a Mark),
    /// The disc a Lustwurf cost (`lustwurf_penalty = disc`).
    LustwurfDisc(&'a LustwurfDisc),
    /// A part (half or final) ended.
    PartLost(&'a PartRecord),
    /// A game ended.
    GameOver(&'a GameRecord),
}

/// What one event did.
#[derive(Clone, Debug)]
pub struct Step<'a> {
    /// The event's index in the log.
    pub index: usize,
    pub event: &'a Event,
    /// The table around the event (its game, part players, seating, points after).
    pub effect: Effect<'a>,
    pub items: Vec<Item<'a>>,
}

/// What the event `index` of `session` did; `None` past the log's end.
pub fn step(session: &Session, index: usize) -> Option<Step<'_>> {
    let engine = session.engine();
    let event = session.events().get(index)?;
    let effect = engine.effect(index)?;
    let mut items = Vec::new();
    match event {
        Event::Note(text) => items.push(Item::Note(text)),
        Event::Seats(names) => items.push(Item::Seats(names)),
        Event::Sudden => items.push(Item::Sudden),
        Event::Starter(name) => items.extend(engine.player(name).map(Item::Starter)),
        Event::RollOff(sums) => items.push(Item::RollOff(sums)),
        Event::Penalty { player, kind } => {
            items.extend(engine.player(player).map(|player| Item::Penalty { player, kind: *kind }))
        }
        Event::Round(entries) if effect.rounds.is_empty() => items.push(Item::Tied(entries)),
        Event::Round(_) => {}
    }
    let rounds = &engine.rounds()[effect.rounds.clone()];
    items.extend(rounds.iter().zip(effect.rounds.clone()).map(|(record, index)| Item::Round { index, record }));
    let marks = &engine.marks()[effect.marks.clone()];
    items.extend(marks.iter().filter(|m| m.reason != MarkReason::GameLost).map(Item::Mark));
    items.extend(engine.lustwurf_discs()[effect.lustwurf_discs.clone()].iter().map(Item::LustwurfDisc));
    items.extend(engine.parts()[effect.parts.clone()].iter().map(Item::PartLost));
    for game in &engine.finished_games()[effect.games.clone()] {
        items.push(Item::GameOver(game));
        let lost = |m: &&Mark| m.reason == MarkReason::GameLost && m.game == game.number;
        items.extend(marks.iter().filter(lost).map(Item::Mark));
    }
    Some(Step { index, event, effect, items })
}

/// Every step of the session, from its first event.
pub fn steps(session: &Session) -> impl Iterator<Item = Step<'_>> {
    (0..session.events().len()).map_while(|i| step(session, i))
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::rules::preset::{Preset, RuleSet};
    use crate::session::log::Header;
    use crate::sim::{Options, simulate};

    /// A lively simulated evening: seat changes, penalties, takes, every preset in turn.
    pub(in crate::report) fn evening(seed: u64) -> Session {
        let header = Header {
            title: None,
            started: None,
            place: None,
            tournament: None,
            rules: RuleSet::new(Preset::ALL[seed as usize % Preset::ALL.len()]),
            players: ["Anna", "Ben", "Carl", "Dora"].map(String::from).to_vec(),
        };
        let options = Options { games: 3, drops: 8, lustwurf: 8, seat_changes: 40, over_limit: 5, takes: 10 };
        simulate(header, &options, seed)
    }

    /// The timeline tells every record exactly once, in the order the engine added them.
    #[test]
    fn every_record_appears_once_in_order() {
        for seed in 0..20 {
            let session = evening(seed);
            let e = session.engine();
            let (mut rounds, mut parts, mut games, mut marks) = (0, 0, 0, 0);
            let mut steps_seen = 0;
            for step in steps(&session) {
                assert_eq!(step.index, steps_seen);
                steps_seen += 1;
                for item in step.items {
                    match item {
                        Item::Round { index, record } => {
                            assert_eq!(index, rounds);
                            assert_eq!(record, &e.rounds()[index]);
                            rounds += 1;
                        }
                        Item::PartLost(p) => {
                            assert_eq!(p, &e.parts()[parts]);
                            parts += 1;
                        }
                        Item::GameOver(g) => {
                            assert_eq!(g, &e.finished_games()[games]);
                            games += 1;
                        }
                        Item::Mark(_) => marks += 1,
                        _ => {}
                    }
                }
            }
            assert_eq!(steps_seen, session.events().len());
            assert_eq!(
                (rounds, parts, games, marks),
                (e.rounds().len(), e.parts().len(), e.finished_games().len(), e.marks().len())
            );
        }
    }

    /// A step after undo and a different event tells the new event, not the old one.
    #[test]
    fn a_step_follows_undo() {
        let mut session = evening(3);
        let last = session.events().len() - 1;
        let before: Vec<String> = step(&session, last).unwrap().items.iter().map(|i| format!("{i:?}")).collect();
        let event = session.pop().unwrap();
        assert!(step(&session, last).is_none());
        session.push(event).unwrap();
        let after: Vec<String> = step(&session, last).unwrap().items.iter().map(|i| format!("{i:?}")).collect();
        assert_eq!(before, after);
    }
}
