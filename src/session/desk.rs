//! The referee's desk: a session being recorded entry by entry, with undo and redo.
//!
//! The referee types one throw at a time; a round enters the log as one `Round` event once the
//! last active player has thrown (or someone took voluntarily). Until then its entries are the
//! session's draft, checked one by one so that an impossible entry is refused on the spot.
//! Undo takes back the last entry, also the last throw of a round already resolved; redo puts
//! it back. No I/O here: the app saves the session after every change.

use super::event::{Event, RoundEntry};
use super::log::Session;
use super::refusal::Refusal;

/// Something undone that redo can bring back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Undone {
    Entry(RoundEntry),
    Event(Event),
}

/// What an accepted entry led to, for the app to announce.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// Rounds resolved by this entry (a round, or a roll-off settling one).
    pub rounds: usize,
    /// Parts that ended.
    pub parts: usize,
    /// Games that ended.
    pub games: usize,
    /// Tally marks given.
    pub marks: usize,
    /// A round was entered but waits for a roll-off.
    pub roll_off: bool,
    /// The round being entered was void (the part ended by dropped dice) and was cleared.
    pub draft_cleared: bool,
}

/// A session and the referee's undo history.
#[derive(Clone, Debug)]
pub struct Desk {
    session: Session,
    redo: Vec<Undone>,
}

impl Desk {
    pub fn new(session: Session) -> Desk {
        Desk { session, redo: Vec::new() }
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    pub fn into_session(self) -> Session {
        self.session
    }

    pub fn can_undo(&self) -> bool {
        !self.session.draft().is_empty() || !self.session.events().is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// One player's throw or take, in turn. Completes the round when it is the last entry.
    pub fn enter(&mut self, entry: RoundEntry) -> Result<Outcome, Refusal> {
        let outcome = self.enter_entry(entry)?;
        self.redo.clear();
        Ok(outcome)
    }

    /// Any other event (starter, roll-off, penalty, note, seating).
    pub fn record(&mut self, event: Event) -> Result<Outcome, Refusal> {
        let outcome = self.record_event(event)?;
        self.redo.clear();
        Ok(outcome)
    }

    fn enter_entry(&mut self, entry: RoundEntry) -> Result<Outcome, Refusal> {
        let mut draft = self.session.draft().to_vec();
        draft.push(entry);
        if !self.session.engine().check_entries(&draft)? {
            self.session.set_draft(draft).expect("checked as an incomplete round");
            return Ok(Outcome::default());
        }
        let before = Counts::of(&self.session);
        self.session.set_draft(Vec::new()).expect("an empty draft always fits");
        if let Err(refusal) = self.session.push(Event::Round(draft.clone())) {
            draft.pop();
            self.session.set_draft(draft).expect("the draft was valid before");
            return Err(refusal);
        }
        Ok(before.outcome(&self.session))
    }

    fn record_event(&mut self, event: Event) -> Result<Outcome, Refusal> {
        let mid_round = !self.session.draft().is_empty();
        match &event {
            Event::Note(_) | Event::Penalty { .. } => {}
            Event::Round(_) => return Err(Refusal::RoundInProgress),
            _ if mid_round => return Err(Refusal::RoundInProgress),
            _ => {}
        }
        let before = Counts::of(&self.session);
        self.session.push(event)?;
        let mut outcome = before.outcome(&self.session);
        // A penalty can end the part (second dropped dice): the round being entered is then void.
        let draft = self.session.draft().to_vec();
        if !draft.is_empty() && self.session.engine().check_entries(&draft).is_err() {
            self.session.set_draft(Vec::new()).expect("an empty draft always fits");
            outcome.draft_cleared = true;
        }
        Ok(outcome)
    }

    /// Takes back the last entry; `false` if there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        let mut draft = self.session.draft().to_vec();
        if let Some(entry) = draft.pop() {
            self.session.set_draft(draft).expect("a shorter draft still fits");
            self.redo.push(Undone::Entry(entry));
            return true;
        }
        match self.session.pop() {
            Some(Event::Round(mut entries)) => {
                let last = entries.pop().expect("a round has entries");
                self.session.set_draft(entries).expect("the round was valid");
                self.redo.push(Undone::Entry(last));
                true
            }
            Some(event) => {
                self.redo.push(Undone::Event(event));
                true
            }
            None => false,
        }
    }

    /// Puts back the last undone entry.
    pub fn redo(&mut self) -> Option<Result<Outcome, Refusal>> {
        let undone = self.redo.pop()?;
        let result = match undone.clone() {
            Undone::Entry(entry) => self.enter_entry(entry),
            Undone::Event(event) => self.record_event(event),
        };
        if result.is_err() {
            self.redo.push(undone);
        }
        Some(result)
    }
}

/// Record lengths before an entry, to tell what it brought.
struct Counts {
    rounds: usize,
    parts: usize,
    games: usize,
    marks: usize,
}

impl Counts {
    fn of(session: &Session) -> Counts {
        let e = session.engine();
        Counts {
            rounds: e.rounds().len(),
            parts: e.parts().len(),
            games: e.finished_games().len(),
            marks: e.marks().len(),
        }
    }

    fn outcome(&self, session: &Session) -> Outcome {
        let e = session.engine();
        Outcome {
            rounds: e.rounds().len() - self.rounds,
            parts: e.parts().len() - self.parts,
            games: e.finished_games().len() - self.games,
            marks: e.marks().len() - self.marks,
            roll_off: matches!(session.events().last(), Some(Event::Round(_)))
                && matches!(e.awaiting(), super::state::Awaiting::RollOff(_)),
            draft_cleared: false,
        }
    }
}
