//! The one way to change a tournament: an [`Edit`] says what the organiser asks for (from the
//! command line, the organiser's window, or next a phone), and [`apply`] checks it against the
//! tournament, records it in `turnier.ron`'s events and hands back the file only where it reads
//! back from its text and replays with the tables' session files ([`Checked`]): the only kind of
//! file the folder's one writer writes.
//!
//! Some edits add an event (a registration, a withdrawal, a new round's draw, a card, which
//! replaces the table's earlier one as TOURNAMENT.md section 2 says). The others rewrite events:
//! a card taken away, a player renamed, a withdrawal taken back, a round re-drawn before its
//! first card, a change undone or redone (its [`Patch`], applied to the events as they stand).
//! TOURNAMENT.md knows no event for these; `turnier.ron` has one writer, the organiser's app, which
//! rewrites its own file so that it stays one any reader takes.
//!
//! Pure: the session files are handed in, the writing is the folder's.

use super::draw::Proposal;
use super::file::{self, CardGame, Event, TournamentFile};
use super::game::Pid;
use super::organise::registered;
use super::problem::{Problem, Refused};
use super::replay::{self, Source, TableSession, Tournament, Unused};
use super::{RoundNo, TableNo};
use crate::names;
use crate::tr;

mod patch;
pub use patch::{Gone, Patch, event_words};

/// One change to a tournament, as the organiser asks for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Players registered in this order, all of one team or none. Names are written tidied
    /// ([`names::tidy`]); a team of nothing but spaces is no team.
    Register {
        names: Vec<String>,
        team: Option<String>,
    },
    Withdraw(String),
    /// A withdrawal taken back: its event goes (the replay refuses that once a later draw left
    /// the player out).
    BackIn(String),
    /// A name corrected everywhere the events have it.
    Rename {
        old: String,
        new: String,
    },
    /// A round's tables: the next round started, or the latest round re-drawn (or two of its
    /// players swapped) before its first card.
    Draw(Proposal),
    /// A table's card typed by the organiser: added after the table's earlier card, which it
    /// replaces, and over the table's session file, which it overrides.
    Card {
        round: RoundNo,
        table: TableNo,
        games: Vec<CardGame>,
    },
    /// The table's card taken away: its session file counts again.
    ClearCard {
        round: RoundNo,
        table: TableNo,
    },
    /// A change undone (its patch's inverse) or redone (its patch), made to the events as they
    /// stand: refused where the events it would take away are no longer there.
    Patch(Patch),
}

/// Why an edit is refused. Data until shown; `Display` words it in the language of the moment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditError {
    /// Refused for a reason the replay names too (nobody of that name, an empty name, a draw of
    /// another round than the latest or the next, a re-draw after a card), said without an event.
    Problem(Problem),
    /// The name is a registered player's up to case and spacing (and not to the letter: that is
    /// the replay's "registered already", at the event).
    Taken { name: String, registered: String },
    /// Another player has the new name (up to case and spacing).
    RenameTaken(String),
    /// A table of the player's counts from its session file, which keeps the old name (the table
    /// laptop writes it, not the organiser): renamed, the file would no longer be for the table
    /// and its results would be lost. Its card, typed over the file, keeps them.
    RenameSession { round: RoundNo, table: TableNo },
    /// There is no card to take away.
    NoCard { round: RoundNo, table: TableNo },
    /// A draw proposal seats a player the tournament does not have (made for another field).
    StaleDraw,
    /// The file with the edit would be refused: reading its text back, or by the replay.
    Refused(Refused),
    /// An undo or redo whose event is no longer there as it was recorded (changed or taken out
    /// since): nothing changed.
    Gone(Event),
}

impl EditError {
    pub fn message(&self) -> String {
        match self {
            EditError::Problem(problem) => problem.message(),
            EditError::Taken { name, registered } => {
                tr!("tournament-name-taken", name = name.as_str(), registered = registered.as_str())
            }
            EditError::RenameTaken(name) => tr!("tournament-rename-taken", name = name.as_str()),
            EditError::RenameSession { round, table } => {
                tr!("tournament-rename-session", round = *round, table = *table)
            }
            EditError::NoCard { round, table } => tr!("tournament-no-card", round = *round, table = *table),
            EditError::StaleDraw => tr!("tournament-stale-draw"),
            EditError::Refused(refused) => refused.message(),
            EditError::Gone(event) => tr!("tournament-patch-gone", what = patch::event_words(event)),
        }
    }
}

crate::worded_error!(EditError);

/// The tournament an edit is made to: its file, what the file replays to with the tables'
/// session files, and those files.
#[derive(Clone, Copy)]
pub struct Current<'a> {
    pub file: &'a TournamentFile,
    pub tournament: &'a Tournament,
    pub sessions: &'a [TableSession],
}

/// A tournament file that reads back from the text it is written as and replays with the
/// tables' session files: the only kind the folder's writer takes, so a file the program would
/// refuse (a value out of range as much as an event out of place) is never written.
#[derive(Clone, Debug)]
pub struct Checked {
    file: TournamentFile,
    text: String,
    tournament: Tournament,
    unused: Vec<(String, Unused)>,
}

impl Checked {
    /// `file` written, read back and replayed with `sessions`; what was read back is kept.
    pub fn new(file: &TournamentFile, sessions: &[TableSession]) -> Result<Checked, Refused> {
        let text = file::write(file);
        let file = file::parse(&text)?;
        let (tournament, unused) = replay::replay(&file, sessions)?;
        Ok(Checked { file, text, tournament, unused })
    }

    pub fn file(&self) -> &TournamentFile {
        &self.file
    }

    /// The file's text, as it is to be written.
    pub fn text(&self) -> &str {
        &self.text
    }

    pub fn tournament(&self) -> &Tournament {
        &self.tournament
    }

    /// The file, its replay and the session files the replay did not use.
    pub fn into_parts(self) -> (TournamentFile, Tournament, Vec<(String, Unused)>) {
        (self.file, self.tournament, self.unused)
    }
}

/// Checks `edit` against the tournament and records it: the file with it, [`Checked`]; `None`
/// where it changes nothing (there is nothing to save).
pub fn apply(current: Current, edit: Edit) -> Result<Option<Checked>, EditError> {
    let mut next = current.file.clone();
    record(current.tournament, &mut next.events, edit)?;
    if next == *current.file {
        return Ok(None);
    }
    Checked::new(&next, current.sessions).map(Some).map_err(EditError::Refused)
}

/// What [`apply`] would say of `edit`, without the text the file would be written as: checked
/// and replayed only, for a card checked while it is typed.
pub fn preview(current: Current, edit: Edit) -> Result<(), EditError> {
    let mut next = current.file.clone();
    record(current.tournament, &mut next.events, edit)?;
    replay::replay(&next, current.sessions).map(drop).map_err(EditError::Refused)
}

/// Checks what the replay cannot see in the events alone, and records the edit in them.
fn record(t: &Tournament, events: &mut Vec<Event>, edit: Edit) -> Result<(), EditError> {
    match edit {
        Edit::Register { names, team } => {
            let team = team.map(|t| t.trim().to_string()).filter(|t| !t.is_empty());
            let mut known: Vec<&str> = t.players.iter().map(|p| p.name.as_str()).collect();
            let names: Vec<String> = names.iter().map(|n| names::tidy(n)).collect();
            for name in &names {
                if let Some(other) = known.iter().find(|k| names::same(k, name) && *k != name) {
                    return Err(EditError::Taken { name: name.clone(), registered: other.to_string() });
                }
                known.push(name);
            }
            events.extend(names.into_iter().map(|name| Event::Register { name, team: team.clone() }));
        }
        Edit::Withdraw(name) => events.push(Event::Withdraw(name)),
        Edit::BackIn(name) => {
            let gone = Event::Withdraw(name);
            events.retain(|e| *e != gone);
        }
        Edit::Rename { old, new } => {
            let new = check_rename(t, &old, &new)?;
            rename(events, &old, &new);
        }
        Edit::Draw(proposal) => draw(t, events, proposal)?,
        Edit::Card { round, table, games } => events.push(Event::Card { round, table, games }),
        Edit::ClearCard { round, table } => {
            if !clear_card(events, round, table) {
                return Err(EditError::NoCard { round, table });
            }
        }
        Edit::Patch(patch) => patch.apply(events).map_err(|patch::Gone(event)| EditError::Gone(event))?,
    }
    Ok(())
}

/// Records a round's draw, its players named: the next round's is added, the latest round's
/// takes the place of its `Draw` (as long as the round has no card).
fn draw(t: &Tournament, events: &mut Vec<Event>, p: Proposal) -> Result<(), EditError> {
    let latest = t.latest_round();
    let redraw = latest.is_some_and(|(latest, _)| p.round == latest);
    let next = replay::next_round(t);
    if p.round != next && !redraw {
        return Err(EditError::Problem(Problem::DrawRound { round: p.round, next }));
    }
    if redraw && latest.is_some_and(|(_, r)| r.tables.iter().any(|table| table.card.is_some())) {
        return Err(EditError::Problem(Problem::RedrawAfterCard(p.round)));
    }
    let name = |q: &Pid| t.players.get(q.index()).map(|player| player.name.clone()).ok_or(EditError::StaleDraw);
    let tables = p.tables.iter().map(|seats| seats.iter().map(name).collect()).collect::<Result<_, _>>()?;
    let event = Event::Draw { round: p.round, kind: p.kind, tables, seed: p.seed };
    match events.iter().rposition(|e| matches!(e, Event::Draw { round, .. } if *round == p.round)) {
        Some(i) => events[i] = event,
        None => events.push(event),
    }
    Ok(())
}

/// Whether `event` is the card of `round`, `table`.
fn is_card_of(event: &Event, round: RoundNo, table: TableNo) -> bool {
    matches!(event, Event::Card { round: r, table: t, .. } if *r == round && *t == table)
}

/// The games of the table's card, where it has one (the latest: it replaces earlier ones).
pub fn card_of(events: &[Event], round: RoundNo, table: TableNo) -> Option<&[CardGame]> {
    events.iter().rev().find(|e| is_card_of(e, round, table)).and_then(|e| match e {
        Event::Card { games, .. } => Some(games.as_slice()),
        _ => None,
    })
}

/// Takes the table's card away (every one for it): its session file counts again. True where
/// there was one.
fn clear_card(events: &mut Vec<Event>, round: RoundNo, table: TableNo) -> bool {
    let before = events.len();
    events.retain(|e| !is_card_of(e, round, table));
    events.len() != before
}

/// Renames a player everywhere the events name him: his registration, withdrawal, every draw
/// and every card. Names elsewhere (another player's) are left alone.
fn rename(events: &mut [Event], old: &str, new: &str) {
    let fix = |name: &mut String| {
        if name == old {
            *name = new.to_string();
        }
    };
    for event in events {
        match event {
            Event::Register { name, .. } | Event::Withdraw(name) => fix(name),
            Event::Draw { tables, .. } => tables.iter_mut().flatten().for_each(fix),
            Event::Card { games, .. } => {
                for g in games {
                    fix(&mut g.half1);
                    fix(&mut g.half2);
                    g.final_.iter_mut().for_each(fix);
                    g.schock_outs.iter_mut().for_each(fix);
                    g.out.iter_mut().flatten().flatten().flatten().for_each(fix);
                    g.points.iter_mut().flatten().for_each(|(name, _)| fix(name));
                }
            }
        }
    }
}

/// The new name as it will be written (tidied), where renaming `old` to it loses nothing: `old`
/// is registered, nobody else has the new name, and no table of his counts from a session file
/// (which would stop matching the table).
fn check_rename(t: &Tournament, old: &str, new: &str) -> Result<String, EditError> {
    let new = names::tidy(new);
    let unknown = || EditError::Problem(Problem::UnknownPlayer(old.to_string()));
    let p = t.players.iter().position(|p| p.name == old).map(Pid::new).ok_or_else(unknown)?;
    if new.is_empty() {
        return Err(EditError::Problem(Problem::EmptyName));
    }
    if let Some(other) = registered(&t.players, &new).filter(|&q| q != p) {
        return Err(EditError::RenameTaken(t.players[other].name.clone()));
    }
    for (round, r) in t.numbered_rounds() {
        for (table, tb) in r.numbered_tables() {
            let from_session = matches!(tb.results(), Some((Source::Session, _)));
            if from_session && tb.players.contains(&p) {
                return Err(EditError::RenameSession { round, table });
            }
        }
    }
    Ok(new)
}

#[cfg(test)]
mod tests;
