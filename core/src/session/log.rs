//! A session: its header, its event log, and the state derived from the log, kept in step.

use super::event::{Event, RoundEntry};
use super::numbering::{RoundNo, TableNo};
use super::refusal::Refusal;
use super::state::Engine;
use crate::rules::preset::RuleSet;

/// The header of a session file: everything but the events.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    pub title: Option<String>,
    /// RFC 3339, as written by the app.
    pub started: Option<String>,
    /// Where the evening took place (optional; printed on round sheets).
    pub place: Option<String>,
    /// The tournament round and table this session plays (TOURNAMENT.md), if any.
    pub tournament: Option<TableRef>,
    pub rules: RuleSet,
    /// The seat order of the first game.
    pub players: Vec<String>,
}

/// A tournament round and table (`tournament: (round: 2, table: 3)` in a session file): the one
/// type for a table of a tournament — its session's header, its code, its card's draft.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TableRef {
    pub round: RoundNo,
    pub table: TableNo,
}

/// One evening at one table: the event log and the state it leads to. Every event in the log
/// has been accepted by the rules; appending checks the new one, undo takes the last one back.
#[derive(Clone, Debug)]
pub struct Session {
    header: Header,
    events: Vec<Event>,
    engine: Engine,
    /// The entries of the round being entered, not yet an event (saved so a crash loses nothing).
    draft: Vec<RoundEntry>,
}

impl Session {
    /// A session with no events yet.
    pub fn new(header: Header) -> Result<Session, Refusal> {
        let engine = Engine::new(header.rules.rules().clone(), &header.players)?;
        Ok(Session { header, events: Vec::new(), engine, draft: Vec::new() })
    }

    /// Appends one event if the rules accept it; on refusal nothing changes.
    pub fn push(&mut self, event: Event) -> Result<(), Refusal> {
        self.engine.apply(&event)?;
        self.events.push(event);
        Ok(())
    }

    /// Takes the last event back (undo), returning it so it can be redone.
    pub fn pop(&mut self) -> Option<Event> {
        let event = self.events.pop()?;
        self.engine.undo();
        Some(event)
    }

    /// The round being entered: checked entries of an incomplete round.
    pub fn draft(&self) -> &[RoundEntry] {
        &self.draft
    }

    /// Replaces the round being entered after checking it: the entries must be an incomplete
    /// round in the right order (a complete one belongs in the log as a `Round` event).
    pub fn set_draft(&mut self, draft: Vec<RoundEntry>) -> Result<(), Refusal> {
        if !draft.is_empty() && self.engine.check_entries(&draft)? {
            return Err(Refusal::DraftComplete);
        }
        self.draft = draft;
        Ok(())
    }

    /// Drops the round being entered (an empty draft always fits).
    pub fn clear_draft(&mut self) {
        self.draft.clear();
    }

    /// Puts back a draft already checked against the engine as it is now: the desk's way of taking back its own
    /// steps (an entry refused, an undo, a restore), where checking again could only repeat the same answer.
    pub(crate) fn put_back_draft(&mut self, draft: Vec<RoundEntry>) {
        debug_assert!(draft.is_empty() || self.engine.check_entries(&draft) == Ok(false), "a checked draft");
        self.draft = draft;
    }

    pub fn header(&self) -> &Header {
        &self.header
    }

    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The derived state.
    pub fn engine(&self) -> &Engine {
        &self.engine
    }

    /// Why `Sudden` cannot be recorded now, if it cannot (TOURNAMENT.md section 3): the one
    /// place that decides it, for the referee's command and for the time-up that a table laptop
    /// or the phones' server records.
    pub fn sudden_blocked(&self) -> Option<SuddenBlocked> {
        let e = &self.engine;
        if self.header.tournament.is_none() {
            Some(SuddenBlocked::NotATournamentTable)
        } else if e.sudden() {
            Some(SuddenBlocked::AlreadySudden)
        } else if matches!(e.awaiting(), super::state::Awaiting::RollOff(_)) {
            Some(SuddenBlocked::RollOffPending)
        } else if !self.draft.is_empty() {
            Some(SuddenBlocked::RoundBegun)
        } else {
            None
        }
    }

    /// Whether a tournament table told that time is up records `Sudden` now: as soon as the
    /// rules take it, and not once its round is played (`round_played`: every counted game, or
    /// the knock-out decided). The table laptop and the phones' server both ask this.
    pub fn sudden_due(&self, round_played: bool) -> bool {
        !round_played && self.sudden_blocked().is_none()
    }
}

/// Why `Sudden` cannot be recorded now ([`Session::sudden_blocked`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SuddenBlocked {
    /// Only a tournament's table is told that time is up.
    NotATournamentTable,
    /// A second `Sudden` would change nothing.
    AlreadySudden,
    RollOffPending,
    /// A round is half entered.
    RoundBegun,
}
