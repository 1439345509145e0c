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

/// What an accepted entry led to, for the app to announce. What the event did (rounds, parts,
/// games, marks) is the session's to tell ([`Engine::effect`](super::state::Engine::effect)), so
/// it is not counted here a second time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// The index of the event the entry put into the log; `None` while a round is still being
    /// entered.
    pub event: Option<usize>,
    /// The round being entered was void (the part ended by dropped dice) and was cleared.
    pub draft_cleared: bool,
}

/// Where the desk stood before a change, to go back to when the change cannot be saved. Small
/// whatever the evening's length: a change adds or takes back at most one event, so the event
/// count, the last event, the draft and the redo history say everything.
#[derive(Clone, Debug)]
pub struct Checkpoint {
    events: usize,
    last: Option<Event>,
    draft: Vec<RoundEntry>,
    redo: Vec<Undone>,
}

/// What became of a `Sudden` the organiser withdrew ([`Desk::withdraw_sudden`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Withdrawal {
    /// It was the log's last event and is taken back; a round being entered stays.
    TakenBack,
    /// Something was recorded after it (a round played `scharf`, a penalty): the table stays
    /// `scharf`, and the organiser is told which.
    PlayedAfter,
    /// The log holds no `Sudden`.
    NotSudden,
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
            self.session.put_back_draft(draft);
            return Ok(Outcome::default());
        }
        self.session.clear_draft();
        if let Err(refusal) = self.session.push(Event::Round(draft.clone())) {
            draft.pop();
            self.session.put_back_draft(draft);
            return Err(refusal);
        }
        Ok(self.logged())
    }

    fn record_event(&mut self, event: Event) -> Result<Outcome, Refusal> {
        let mid_round = !self.session.draft().is_empty();
        match &event {
            Event::Note(_) | Event::Penalty { .. } => {}
            Event::Round(_) => return Err(Refusal::RoundInProgress),
            _ if mid_round => return Err(Refusal::RoundInProgress),
            _ => {}
        }
        self.session.push(event)?;
        let mut outcome = self.logged();
        // A penalty can end the part (second dropped dice): the round being entered is then void.
        let draft = self.session.draft().to_vec();
        if !draft.is_empty() && self.session.engine().check_entries(&draft).is_err() {
            self.session.clear_draft();
            outcome.draft_cleared = true;
        }
        Ok(outcome)
    }

    /// Takes back `Sudden` where the organiser withdrew a time-up called by mistake: the inverse
    /// of recording it, made only where it is the log's last event, so nothing was played
    /// `scharf` after it. A round being entered stays in the draft, checked again without it
    /// (where it would no longer hold, the table counts as played after it).
    pub fn withdraw_sudden(&mut self) -> Withdrawal {
        let events = self.session.events();
        if !events.iter().any(|e| matches!(e, Event::Sudden)) {
            return Withdrawal::NotSudden;
        }
        if !matches!(events.last(), Some(Event::Sudden)) {
            return Withdrawal::PlayedAfter;
        }
        let before = self.checkpoint();
        let draft = self.session.draft().to_vec();
        self.session.clear_draft();
        self.session.pop();
        if !draft.is_empty() && !matches!(self.session.engine().check_entries(&draft), Ok(false)) {
            self.restore(before);
            return Withdrawal::PlayedAfter;
        }
        self.session.put_back_draft(draft);
        self.redo.clear();
        Withdrawal::TakenBack
    }

    /// Where the desk stands now, for [`restore`](Desk::restore).
    pub fn checkpoint(&self) -> Checkpoint {
        Checkpoint {
            events: self.session.events().len(),
            last: self.session.events().last().cloned(),
            draft: self.session.draft().to_vec(),
            redo: self.redo.clone(),
        }
    }

    /// Goes back to a checkpoint taken before the last change (an entry, a record, an undo or a
    /// redo): the session, its draft and the redo history are exactly as they were.
    pub fn restore(&mut self, checkpoint: Checkpoint) {
        self.session.clear_draft();
        while self.session.events().len() > checkpoint.events {
            self.session.pop();
        }
        if self.session.events().len() < checkpoint.events
            && let Some(last) = checkpoint.last
        {
            self.session.push(last).expect("the event was in the log before");
        }
        debug_assert_eq!(self.session.events().len(), checkpoint.events, "a change moves at most one event");
        self.session.put_back_draft(checkpoint.draft);
        self.redo = checkpoint.redo;
    }

    /// The outcome of an event just pushed.
    fn logged(&self) -> Outcome {
        Outcome { event: self.session.events().len().checked_sub(1), draft_cleared: false }
    }

    /// Takes back the last entry; `false` if there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        let mut draft = self.session.draft().to_vec();
        if let Some(entry) = draft.pop() {
            self.session.put_back_draft(draft);
            self.redo.push(Undone::Entry(entry));
            return true;
        }
        match self.session.pop() {
            Some(Event::Round(mut entries)) if !entries.is_empty() => {
                let last = entries.remove(entries.len() - 1);
                self.session.put_back_draft(entries);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::preset::{Preset, RuleSet};
    use crate::rules::throw::{Count, Dice, Throw};
    use crate::session::event::PenaltyKind;
    use crate::session::file;
    use crate::session::log::Header;

    fn desk(preset: Preset) -> Desk {
        let header = Header {
            title: Some("Test".into()),
            started: Some("2026-11-20T19:30:00+01:00".into()),
            place: None,
            tournament: None,
            rules: RuleSet::new(preset),
            players: vec!["Anna".into(), "Ben".into(), "Carl".into()],
        };
        Desk::new(Session::new(header).unwrap())
    }

    /// Rounds and parts the entry's event added.
    fn added(d: &Desk, outcome: Outcome) -> (usize, usize) {
        outcome.event.and_then(|i| d.session().engine().effect(i)).map_or((0, 0), |e| (e.rounds.len(), e.parts.len()))
    }

    fn throw(player: &str, dice: [u8; 3], count: u8) -> RoundEntry {
        let throw = Throw::with_default_hand(Dice::new(dice).unwrap(), Count::new(count).unwrap());
        RoundEntry::Throw { player: player.into(), throw }
    }

    /// A tournament table's desk (only those take `Sudden`).
    fn table_desk() -> Desk {
        let mut d = desk(Preset::Kalk);
        let mut header = d.session().header().clone();
        header.tournament = Some(crate::session::log::TableRef {
            round: crate::session::numbering::RoundNo::FIRST,
            table: crate::session::numbering::TableNo::new(2).unwrap(),
        });
        d = Desk::new(Session::new(header).unwrap());
        d
    }

    /// A time-up withdrawn by the organiser: the table takes back its own `Sudden` where nothing
    /// was recorded after it (a round being entered stays), and keeps it where a round was
    /// played `scharf` after it.
    #[test]
    fn a_withdrawn_sudden_is_taken_back_only_where_nothing_was_played_after_it() {
        let mut d = table_desk();
        assert_eq!(d.withdraw_sudden(), Withdrawal::NotSudden);
        d.record(Event::Sudden).unwrap();
        d.enter(throw("Anna", [6, 5, 4], 1)).unwrap();
        let before = file::write(d.session());
        assert_eq!(d.withdraw_sudden(), Withdrawal::TakenBack);
        assert!(!d.session().engine().sudden());
        assert!(d.session().events().is_empty());
        assert_eq!(d.session().draft().len(), 1, "the round being entered stays");
        assert_ne!(file::write(d.session()), before);
        // Recorded again, then a round played `scharf`: it stays.
        d.undo();
        d.record(Event::Sudden).unwrap();
        for e in [throw("Anna", [6, 5, 4], 1), throw("Ben", [3, 3, 3], 1), throw("Carl", [2, 2, 1], 1)] {
            d.enter(e).unwrap();
        }
        let played = file::write(d.session());
        assert_eq!(d.withdraw_sudden(), Withdrawal::PlayedAfter);
        assert_eq!(file::write(d.session()), played, "nothing changed");
    }

    #[test]
    fn a_round_enters_the_log_when_its_last_entry_is_made() {
        let mut d = desk(Preset::Kalk); // seat 1 starts, no opening roll
        assert_eq!(d.enter(throw("Anna", [6, 5, 4], 2)).unwrap(), Outcome::default());
        assert_eq!(d.enter(throw("Ben", [3, 3, 3], 1)).unwrap(), Outcome::default());
        assert_eq!(d.session().draft().len(), 2);
        let outcome = d.enter(throw("Carl", [2, 2, 1], 2)).unwrap();
        assert_eq!(outcome.event, Some(0));
        assert_eq!(added(&d, outcome), (1, 0));
        assert!(d.session().draft().is_empty());
        assert!(matches!(d.session().events(), [Event::Round(entries)] if entries.len() == 3));
    }

    #[test]
    fn an_impossible_entry_is_refused_and_changes_nothing() {
        let mut d = desk(Preset::Kalk);
        d.enter(throw("Anna", [6, 5, 4], 1)).unwrap();
        // Kalk: throwing more often than the limit is not allowed.
        let refusal = d.enter(throw("Ben", [3, 3, 3], 2)).unwrap_err();
        assert!(matches!(refusal, Refusal::OverLimit { .. }));
        assert_eq!(d.session().draft().len(), 1);
        // Out of turn.
        assert!(matches!(d.enter(throw("Carl", [3, 3, 3], 1)), Err(Refusal::OutOfTurn { .. })));
    }

    #[test]
    fn undo_reaches_back_into_a_resolved_round_and_redo_resolves_it_again() {
        let mut d = desk(Preset::Kalk);
        for e in [throw("Anna", [6, 5, 4], 1), throw("Ben", [3, 3, 3], 1), throw("Carl", [2, 2, 1], 1)] {
            d.enter(e).unwrap();
        }
        let resolved = file::write(d.session());
        assert_eq!(d.session().engine().rounds().len(), 1);
        assert!(d.undo());
        assert_eq!(d.session().engine().rounds().len(), 0);
        assert_eq!(d.session().draft().len(), 2);
        assert!(d.undo());
        assert_eq!(d.session().draft().len(), 1);
        assert_eq!(d.redo().unwrap().unwrap(), Outcome::default());
        let outcome = d.redo().unwrap().unwrap();
        assert_eq!(added(&d, outcome), (1, 0));
        assert_eq!(file::write(d.session()), resolved);
        assert!(d.redo().is_none());
    }

    #[test]
    fn restore_goes_back_before_any_change() {
        let mut d = desk(Preset::MainTaunus);
        d.record(Event::Starter("Anna".into())).unwrap();
        let drop = || Event::Penalty { player: "Ben".into(), kind: PenaltyKind::DroppedDice };
        d.record(drop()).unwrap();
        d.enter(throw("Anna", [6, 5, 4], 1)).unwrap();
        d.enter(throw("Ben", [3, 3, 3], 1)).unwrap();
        d.undo();
        let changes: [&dyn Fn(&mut Desk); 6] = [
            &|d| accepted(d.enter(throw("Ben", [2, 2, 1], 1))),
            &|d| accepted(d.record(drop())), // ends the part: the draft is void
            &|d| accepted(d.record(Event::Note("Pause".into()))),
            &|d| accepted(d.redo().unwrap()),
            &|d| assert!(d.undo()),
            &|d| {
                d.undo();
                d.undo(); // back into the starter
            },
        ];
        for (i, change) in changes.iter().enumerate() {
            let (text, redo) = (file::write(d.session()), d.redo.clone());
            let checkpoint = d.checkpoint();
            change(&mut d);
            assert_ne!((file::write(d.session()), &d.redo), (text.clone(), &redo), "change {i} changed nothing");
            d.restore(checkpoint);
            assert_eq!(file::write(d.session()), text, "change {i}");
            assert_eq!(d.redo, redo, "change {i}");
        }
    }

    /// Asserts that a change was accepted.
    fn accepted<T: std::fmt::Debug>(r: Result<T, Refusal>) {
        r.unwrap();
    }

    #[test]
    fn a_new_entry_forgets_what_could_be_redone() {
        let mut d = desk(Preset::Kalk);
        d.enter(throw("Anna", [6, 5, 4], 1)).unwrap();
        d.enter(throw("Ben", [3, 3, 3], 1)).unwrap();
        d.undo();
        assert!(d.can_redo());
        d.enter(throw("Ben", [4, 4, 4], 1)).unwrap();
        assert!(!d.can_redo());
    }

    #[test]
    fn a_second_drop_that_ends_the_part_voids_the_round_being_entered() {
        let mut d = desk(Preset::MainTaunus); // round-then-part
        d.record(Event::Starter("Anna".into())).unwrap();
        let drop = || Event::Penalty { player: "Ben".into(), kind: PenaltyKind::DroppedDice };
        d.record(drop()).unwrap();
        d.enter(throw("Anna", [6, 5, 4], 1)).unwrap();
        let outcome = d.record(drop()).unwrap();
        assert_eq!(added(&d, outcome).1, 1);
        assert!(outcome.draft_cleared);
        assert!(d.session().draft().is_empty());
    }

    #[test]
    fn starter_and_seating_wait_for_the_round_being_entered() {
        let mut d = desk(Preset::Kalk);
        d.enter(throw("Anna", [6, 5, 4], 1)).unwrap();
        assert_eq!(d.record(Event::Starter("Ben".into())), Err(Refusal::RoundInProgress));
        assert_eq!(d.record(Event::Seats(vec!["Ben".into(), "Anna".into()])), Err(Refusal::RoundInProgress));
        assert!(d.record(Event::Note("Pause".into())).is_ok());
    }

    #[test]
    fn the_round_being_entered_is_kept_in_the_file() {
        let mut d = desk(Preset::Kalk);
        d.enter(throw("Anna", [6, 5, 4], 2)).unwrap();
        let text = file::write(d.session());
        assert!(text.contains("    draft: [\n        Throw(player: \"Anna\", dice: (6, 5, 4), throws: 2),\n    ],\n"));
        let back = file::parse(&text).unwrap();
        assert_eq!(back.draft(), d.session().draft());
        assert_eq!(file::write(&back), text);
    }
}
