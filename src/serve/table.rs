//! A table through the API (PHONES.md sections 3, 4 and 7): its state, an entry and an undo, each
//! against the position the phone last saw. Blocking file work, run off the async threads.
//!
//! An entry goes through the referee app's [`Desk`] and is saved by the app's atomic, flushed
//! [`store::save`] while the app's lock ([`SessionLock`]) is held, and only for the write: a table
//! laptop can open the table between entries, and while it has it the server answers 423. A
//! table without a file is the file `tournament table` would create
//! ([`tournament_folder::new_table_session_of`], of the tournament as the folder's [`Model`] has
//! it), written with the first entry. A file that does not read is the table's problem: said in
//! place of its state, every write refused (423), the file never written.

use super::error::{ServeError, TableProblem};
use crate::io::store::{self, SessionLock};
use crate::io::table_status::FileProblem;
use crate::io::tournament_folder::{self, FolderError, Skipped};
use crate::live::tournament::{Model, Snapshot};
use schocken_core::i18n::{self, Lang};
use schocken_core::session::desk::{Desk, Withdrawal};
use schocken_core::session::event::Event;
use schocken_core::session::file::Item;
use schocken_core::session::log::Session;
use schocken_core::session::log::TableRef;
use schocken_core::session::refusal::Refusal;
use schocken_core::tournament::at_table::TableRound;
use serde::Deserialize;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::SystemTime;

/// Where a table stands: events in its file and entries of the round being entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub struct Position {
    pub events: usize,
    pub draft: usize,
}

impl Position {
    fn of(session: &Session) -> Position {
        Position { events: session.events().len(), draft: session.draft().len() }
    }
}

/// What a request to a table comes to where it is not refused ([`ServeError`]).
pub enum Answer {
    /// 200: the table's state (after the change, or unchanged for a retry).
    Done(Value),
    /// 409: the position sent is stale; the current state.
    Stale(Value),
}

/// The tables' memory between requests, a slot per table. A write holds its table's slot, so
/// writes to one table take turns while the tables' writes (each flushing its own file) run side
/// by side.
#[derive(Default)]
pub struct Tables {
    slots: Mutex<HashMap<TableRef, Arc<Mutex<Memory>>>>,
}

impl Tables {
    /// The slot of the table at `seat`: lock it for the write.
    pub fn of(&self, seat: TableRef) -> Arc<Mutex<Memory>> {
        self.slots.lock().expect("no panic while held").entry(seat).or_default().clone()
    }
}

/// A table's memory: its last undo (the position before and after it), so an undo sent again is
/// answered without undoing twice; and whether its file was seen with `Sudden` (time-up needs no
/// look there again). Both forgotten with the server's next write to the table (an undo may take
/// `Sudden` back).
#[derive(Default)]
pub struct Memory {
    undone: Option<(Position, Position)>,
    sudden: bool,
    /// The round's time-up was recorded here or found in the file: not recorded again for the
    /// same announcement (a phone's undo of it sticks). Kept over the table's writes.
    applied: bool,
}

impl Memory {
    /// The table was written: its remembered undo and Sudden no longer hold.
    fn forget(&mut self) {
        *self = Memory { applied: self.applied, ..Memory::default() };
    }

    /// A new time-up for the table's round: to be recorded once more.
    pub fn announced(&mut self) {
        self.applied = false;
    }
}

/// Which tables the server wrote, shared with whoever runs it (the organiser's window tells a
/// phone's table from a laptop's by it): per table the modification time of the file as the
/// server left it. A file modified since was written by someone else.
#[derive(Debug, Default)]
pub struct Written {
    by_table: Mutex<HashMap<TableRef, SystemTime>>,
}

impl Written {
    /// When the server last left the table's file, if it wrote it since it started.
    pub fn last(&self, seat: TableRef) -> Option<SystemTime> {
        self.by_table.lock().unwrap_or_else(std::sync::PoisonError::into_inner).get(&seat).copied()
    }

    fn note(&self, seat: TableRef, path: &Path) {
        if let Ok(modified) = std::fs::metadata(path).and_then(|m| m.modified()) {
            self.by_table.lock().unwrap_or_else(std::sync::PoisonError::into_inner).insert(seat, modified);
        }
    }
}

/// The table of `seat` in the folder `dir`; `lang` words a new file's title (the server's
/// language, as `tournament table` words it). The tournament it is played in is the folder's
/// model's ([`Model`]): `turnier.ron` is not read again for a table's request.
pub struct Table<'a> {
    pub dir: &'a Path,
    pub seat: TableRef,
    pub lang: Lang,
    pub written: &'a Written,
    pub model: &'a Model,
}

impl Table<'_> {
    pub(super) fn path(&self) -> PathBuf {
        tournament_folder::table_session_path(self.dir, self.seat.round, self.seat.table)
    }

    /// The table's session: its file as it stands, or the one its first entry would create. A
    /// file that does not read, or a first file the tournament refuses, is the table's problem
    /// ([`ServeError::Unplayable`]).
    pub(super) fn session(&self) -> Result<Session, ServeError> {
        let path = self.path();
        if path.exists() {
            return store::read(&path).map_err(|e| {
                ServeError::Unplayable(Box::new(TableProblem::File(FileProblem::new(&path, Skipped::Unreadable(e)))))
            });
        }
        let (round, table) = (self.seat.round, self.seat.table);
        let new = |folder: &Snapshot| {
            i18n::scoped(self.lang, || {
                tournament_folder::new_table_session_of(self.dir, &folder.file, &folder.tournament, round, table)
            })
        };
        let made = match new(&self.model.latest()) {
            // A round drawn a moment ago (its code made already): the folder as it stands.
            Err(FolderError::NoTable { .. }) => new(&self.model.refresh()),
            made => made,
        };
        made.map_err(|e| ServeError::Unplayable(Box::new(TableProblem::New(e))))
    }

    /// `GET /api/table/CODE`: the state, and whether a table laptop has the table (read-only);
    /// for a table whose file does not read, the problem in words in place of the state.
    pub fn get(&self) -> Result<Answer, ServeError> {
        self.read(|session| self.state(session, SessionLock::is_held(&self.path())))
    }

    /// `GET /api/table/CODE/story`: the table worded for its page ([`super::story`]), or its
    /// problem as [`Table::get`] says it.
    pub fn story(&self) -> Result<Answer, ServeError> {
        self.read(|session| {
            let round = self.round(session);
            super::story::view(session, self.seat, SessionLock::is_held(&self.path()), round.as_ref())
        })
    }

    /// The table's session as `view` shows it; a file that does not read is answered 200 with
    /// `{"problem": …}` (PHONES.md 4), the page keeps asking and recovers when it is repaired.
    fn read(&self, view: impl FnOnce(&Session) -> Value) -> Result<Answer, ServeError> {
        match self.session() {
            Ok(session) => Ok(Answer::Done(view(&session))),
            Err(ServeError::Unplayable(problem)) => Ok(Answer::Done(json!({
                "round": self.seat.round,
                "table": self.seat.table,
                "problem": problem.message(),
            }))),
            Err(e) => Err(e),
        }
    }

    /// The table's tournament round as far as it is played (PHONES.md section 7): from
    /// `turnier.ron` as the model last read it and this table's session; `None` where the
    /// folder says nothing of it.
    pub(super) fn round(&self, session: &Session) -> Option<TableRound> {
        let path = self.path();
        let name = path.file_name()?.to_string_lossy();
        tournament_folder::table_round_of(&self.model.latest().file, &name, session)
    }

    fn state(&self, session: &Session, read_only: bool) -> Value {
        let at = Position::of(session);
        let round = self.round(session);
        json!({
            "round": self.seat.round,
            "table": self.seat.table,
            "players": session.header().players,
            "events": at.events,
            "draft": at.draft,
            "read_only": read_only,
            // Time is up at this table (TOURNAMENT.md 3): every round now decides its part
            // (in `replay`, the rounds after it have `"source": "sudden"`).
            "sudden": session.engine().sudden(),
            // A played points round or a decided knock-out table takes no more rounds.
            "over": round.as_ref().is_some_and(|r| r.over),
            "over_text": round.as_ref().and_then(TableRound::over_text),
            "lives": round.as_ref().and_then(TableRound::lives_json),
            "replay": schocken_core::report::json::replay(session),
        })
    }

    /// Runs `change` on the table's session under its lock and saves the session where `change`
    /// changed it (not for a retry or a stale position); an `Err` is the refusal, nothing written.
    ///
    /// The write plays by `turnier.ron` as it stands ([`Model::for_write`]: a round drawn or a
    /// card typed a moment ago counts), and tells the model of its save, which the standings and
    /// the hall then show within PHONES.md's 2 s (the answer does not wait for them).
    fn write(&self, change: impl FnOnce(Session) -> Result<Change, ServeError>) -> Result<Answer, ServeError> {
        let path = self.path();
        self.model.for_write();
        let lock = SessionLock::acquire(&path).map_err(ServeError::Lock)?;
        let (answer, saved) = match change(self.session()?)? {
            Change::Unchanged(session) => (Answer::Done(self.state(&session, false)), false),
            Change::Stale(session) => (Answer::Stale(self.state(&session, false)), false),
            Change::Changed(session) => {
                store::save(&path, &session).map_err(|e| ServeError::File(path.clone(), e))?;
                self.written.note(self.seat, &path);
                (Answer::Done(self.state(&session, false)), true)
            }
        };
        drop(lock);
        if saved {
            self.model.changed();
        }
        Ok(answer)
    }

    /// `POST …/entry`: `item` at the position `sent` (PHONES.md section 4). A throw for a player
    /// who is not the one to throw is refused whatever the position (section 7, "Whose throw");
    /// the table's round refuses what it takes no more (a played round, a player without lives).
    /// Where the entry ends a game in which a player lost his last life, the table's new seating
    /// is recorded with it.
    pub fn enter(&self, memory: &mut Memory, sent: Position, item: Item) -> Result<Answer, ServeError> {
        let mut changed = false;
        let answer = self.write(|session| {
            let at = Position::of(&session);
            if at != sent {
                if is_retry(&session, sent, &item) {
                    return Ok(Change::Unchanged(session));
                }
                // A table that is over (or a player out) says so, whatever the position: a phone
                // that missed the last game gets the sentence, not "somebody entered meanwhile".
                if let Some(refusal) = self.round(&session).and_then(|r| r.refusal(&session, &item)) {
                    return Err(ServeError::Table(refusal));
                }
                if let Some(refusal) = not_to_throw(&session, &item) {
                    return Err(ServeError::Rules(refusal));
                }
                return Ok(Change::Stale(session));
            }
            let round = self.round(&session);
            if let Some(refusal) = round.as_ref().and_then(|r| r.refusal(&session, &item)) {
                return Err(ServeError::Table(refusal));
            }
            let mut desk = Desk::new(session);
            // A file a laptop left without the seating due (an older app): seat the table first.
            if let Some(seats) = round.as_ref().and_then(|r| r.seats_due(desk.session())) {
                desk.record(seats).map_err(ServeError::Rules)?;
            }
            let games = desk.session().engine().finished_games().len();
            let result = match item {
                Item::Entry(entry) => desk.enter(entry),
                Item::Event(event) => desk.record(event),
            };
            result.map_err(ServeError::Rules)?;
            if desk.session().engine().finished_games().len() != games
                && let Some(seats) = self.round(desk.session()).and_then(|r| r.seats_due(desk.session()))
            {
                desk.record(seats).map_err(ServeError::Rules)?;
            }
            changed = true;
            Ok(Change::Changed(desk.into_session()))
        });
        // A retry writes nothing, so the undo remembered stays.
        if changed && matches!(answer, Ok(Answer::Done(_))) {
            memory.forget();
        }
        answer.map_err(|e| self.seated_elsewhere(e))
    }

    /// A name the table does not know but the tournament does: "Jörg spielt in Runde 4 nicht an
    /// Tisch 1", not "unbekannter Spieler" (issue 34).
    fn seated_elsewhere(&self, e: ServeError) -> ServeError {
        match e {
            ServeError::Rules(Refusal::UnknownPlayer(name))
                if self.model.latest().tournament.players.iter().any(|p| p.name == name) =>
            {
                ServeError::NotAtTable(name, self.seat)
            }
            e => e,
        }
    }

    /// `POST …/undo`: takes back the last entry at the position `sent`; an undo sent again
    /// after it was done is answered with the state and changes nothing.
    pub fn undo(&self, memory: &mut Memory, sent: Position) -> Result<Answer, ServeError> {
        let mut undone = None;
        let answer = self.write(|session| {
            let at = Position::of(&session);
            if at != sent {
                let retry = memory.undone == Some((sent, at));
                return Ok(if retry { Change::Unchanged(session) } else { Change::Stale(session) });
            }
            // The seating recorded after a game goes back with the entry that ended it.
            let with_seats = self.round(&session).is_some_and(|r| r.seated_after_game(&session));
            let mut desk = Desk::new(session);
            if with_seats {
                desk.undo();
            }
            if !desk.undo() {
                return Ok(Change::Unchanged(desk.into_session()));
            }
            let session = desk.into_session();
            undone = Some((sent, Position::of(&session)));
            Ok(Change::Changed(session))
        });
        if let (Ok(Answer::Done(_)), Some(undone)) = (&answer, undone) {
            memory.forget();
            memory.undone = Some(undone);
        }
        answer
    }

    /// Time is up for the table's round: records `Sudden` in its file where the rules take it
    /// now (`Session::sudden_due`, as a table laptop asks), under the lock as any entry, and
    /// remembers a table that has it. Only a file that exists (a table entering nothing yet gets
    /// it after its first entry); a table a laptop holds is the laptop's to record. True where
    /// it was written.
    pub fn record_sudden(&self, memory: &mut Memory) -> bool {
        let path = self.path();
        if memory.sudden || memory.applied || !path.is_file() {
            return false;
        }
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let (mut seen, mut recorded) = (false, false);
        let answer = self.write(|session| {
            seen = session.engine().sudden();
            let played =
                tournament_folder::table_round_of(&self.model.latest().file, &name, &session).is_some_and(|r| r.over);
            if !session.sudden_due(played) {
                return Ok(Change::Unchanged(session));
            }
            let mut desk = Desk::new(session);
            desk.record(Event::Sudden).map_err(ServeError::Rules)?;
            recorded = true;
            Ok(Change::Changed(desk.into_session()))
        });
        let recorded = recorded && answer.is_ok();
        if recorded {
            memory.forget();
        }
        if seen || recorded {
            (memory.sudden, memory.applied) = (true, true);
        }
        recorded
    }

    /// The organiser withdrew the time-up of the table's round: takes back its `Sudden` where
    /// nothing was recorded after it (`Desk::withdraw_sudden`), under the lock as any entry; a
    /// table a laptop holds is the laptop's to take back. True where it was taken back.
    pub fn withdraw_sudden(&self, memory: &mut Memory) -> bool {
        memory.applied = false;
        if !self.path().is_file() {
            return false;
        }
        let mut taken = false;
        let answer = self.write(|session| {
            let mut desk = Desk::new(session);
            taken = desk.withdraw_sudden() == Withdrawal::TakenBack;
            let session = desk.into_session();
            Ok(if taken { Change::Changed(session) } else { Change::Unchanged(session) })
        });
        let taken = taken && answer.is_ok();
        if taken {
            memory.forget();
        }
        taken
    }
}

/// What a change made of the session.
enum Change {
    Unchanged(Session),
    Stale(Session),
    Changed(Session),
}

/// Whether the table stands exactly one item past `sent`, and that item is `item`: the phone
/// sends again an entry whose answer it lost. Events the server recorded itself right after the
/// item (the seating after a game, `Sudden` at time-up) may follow it.
fn is_retry(session: &Session, sent: Position, item: &Item) -> bool {
    let at = Position::of(session);
    let events = session.events();
    // Only the server's own events after the item, and no draft begun since.
    let own_after = |from: usize| {
        at.draft == 0
            && events.get(from..).is_some_and(|rest| rest.iter().all(|e| matches!(e, Event::Seats(_) | Event::Sudden)))
    };
    match item {
        Item::Entry(entry) => {
            // Still in the draft, or the entry that completed the round.
            let in_draft = at == Position { events: sent.events, draft: sent.draft + 1 }
                && session.draft().get(sent.draft) == Some(entry);
            let completed = at.events > sent.events
                && own_after(sent.events + 1)
                && matches!(events.get(sent.events), Some(Event::Round(entries))
                    if entries.len() == sent.draft + 1 && entries.last() == Some(entry));
            in_draft || completed
        }
        // An event keeps the draft, or clears it (a penalty that ends the part).
        Item::Event(event) => {
            let exactly = at.events == sent.events + 1 && (at.draft == sent.draft || at.draft == 0);
            let then_own = at.events > sent.events + 1 && own_after(sent.events + 1);
            (exactly || then_own) && events.get(sent.events) == Some(event)
        }
    }
}

/// Why a round entry sent at a stale position is not the one to throw now: a player who threw
/// already, or out of turn (PHONES.md section 7, "Whose throw"). `None` where it is his turn (the
/// phone then gets 409 and looks again) or the item is no round entry.
fn not_to_throw(session: &Session, item: &Item) -> Option<Refusal> {
    let Item::Entry(entry) = item else { return None };
    let mut draft = session.draft().to_vec();
    draft.push(entry.clone());
    match session.engine().check_entries(&draft) {
        Err(
            refusal @ (Refusal::OutOfTurn { .. }
            | Refusal::AlreadyThrew { .. }
            | Refusal::NotInPart(_)
            | Refusal::Free(_)
            | Refusal::UnknownPlayer(_)),
        ) => Some(refusal),
        _ => None,
    }
}
