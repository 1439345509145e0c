//! The tournament folder (TOURNAMENT.md section 2): `turnier.ron`, the organiser's file, and the
//! tables' session files beside it. A thin edge over `tournament`: it reads the folder, makes a
//! table laptop's session file, and writes `turnier.ron` in one place, `Organiser::save`, under
//! the organiser's lock and only as `tournament::edit` checked it ([`Checked`]). Every change
//! comes as an `Edit` through [`Organiser::change`], from the command line and the window alike;
//! a new tournament, and the organiser's version kept over a hand edit, are saved as they stand
//! ([`Organiser::save_as_is`]), checked the same way.

use crate::io::atomic;
use crate::io::store::{self, LockError, ReadError, SessionLock};
use schocken_core::rules::knobs::Structure;
use schocken_core::rules::outcome::PlayerId;
use schocken_core::session::event::Event as SessionEvent;
use schocken_core::session::facts;
use schocken_core::session::log::Session;
use schocken_core::tournament::at_table::TableRound;
use schocken_core::tournament::codes::CodesError;
use schocken_core::tournament::edit::{self, Checked, Current, Edit, EditError};
use schocken_core::tournament::file::CardGame;
use schocken_core::tournament::file::{self, TournamentFile};
use schocken_core::tournament::problem::{Problem, Refused};
use schocken_core::tournament::replay::{self, TableSession, Tournament, Unused};
use schocken_core::tournament::standings::{self, Standings};
use schocken_core::tournament::{RoundNo, TableNo};
use schocken_core::tr;
use std::path::{Path, PathBuf};

/// The organiser's file in a tournament folder.
pub const FILE_NAME: &str = "turnier.ron";

/// Why the folder cannot be read as a tournament (bad input: exit status 2).
#[derive(Debug)]
pub enum FolderError {
    Missing(PathBuf),
    NoTournament(PathBuf),
    Read(PathBuf, std::io::Error),
    Refused(PathBuf, Refused),
    /// Another window (or laptop) is the organiser's: this one may only read.
    Locked(LockError),
    Write(PathBuf, std::io::Error),
    /// `new` where a tournament is already.
    Exists(PathBuf),
    /// `turnier.ron` is no longer what this organiser last read or wrote: changed by hand (or by
    /// another program) meanwhile. Nothing was written over it.
    ChangedOutside(PathBuf),
    /// A table that was not drawn.
    NoTable {
        round: RoundNo,
        table: TableNo,
    },
    /// An edit refused for what it asks (a refusal of the file it would make is `Refused`).
    Edit(EditError),
    /// The tables' codes' hidden file does not read.
    Codes(PathBuf, CodesError),
    /// The session a drawn table would start with is refused by the rules (its file is not made).
    NewTable(PathBuf, NewTableRefusal),
}

/// Why the rules refuse the session a drawn table would start with.
#[derive(Debug)]
pub enum NewTableRefusal {
    /// The tournament's discs for this many players do not fit the rules.
    Discs(Problem),
    /// The players or the first starter.
    Rules(schocken_core::session::refusal::Refusal),
}

impl FolderError {
    /// One line naming the file (and the event) and what is wrong, in the current language.
    pub fn message(&self) -> String {
        self.message_with(&|path: &Path| path.display().to_string())
    }

    /// The same line naming each file by its file name alone (a folder by its own name): for
    /// an answer to a phone, which never holds a path of the server's disk (PHONES.md 4).
    pub fn message_by_name(&self) -> String {
        self.message_with(&|path: &Path| {
            path.file_name().map_or_else(String::new, |n| n.to_string_lossy().into_owned())
        })
    }

    fn message_with(&self, shown: &dyn Fn(&Path) -> String) -> String {
        match self {
            FolderError::Missing(dir) => tr!("tournament-folder-missing", dir = shown(dir)),
            FolderError::NoTournament(dir) => tr!("tournament-folder-no-file", dir = shown(dir)),
            FolderError::Read(path, e) => format!("{}: {e}", shown(path)),
            FolderError::Refused(path, refused) => format!("{}: {}", shown(path), refused.message()),
            FolderError::Locked(e) => e.message_of(store::Locked::Tournament),
            FolderError::Write(path, e) => {
                tr!("tournament-folder-write", file = shown(path), error = e.to_string())
            }
            FolderError::Exists(path) => tr!("tournament-folder-exists", file = shown(path)),
            FolderError::ChangedOutside(path) => {
                tr!("tournament-folder-changed-outside", file = shown(path))
            }
            FolderError::NoTable { round, table } => tr!("tournament-unknown-table", round = *round, table = *table),
            FolderError::Edit(e) => e.message(),
            FolderError::Codes(path, e) => format!("{}: {}", shown(path), e.message()),
            FolderError::NewTable(path, NewTableRefusal::Discs(p)) => format!("{}: {}", shown(path), p.message()),
            FolderError::NewTable(path, NewTableRefusal::Rules(r)) => format!("{}: {}", shown(path), r.message()),
        }
    }
}

/// A file of the folder that gives no results, and why (reported, never bad input).
#[derive(Clone, Debug)]
pub enum Skipped {
    /// A sync tool's copy of a file that changed in two places at once.
    SyncConflict,
    /// A file still being written (or left behind by a sync tool).
    Temporary,
    Unreadable(ReadError),
    /// A session without a `tournament` header: an evening, not a table.
    NotATable,
    /// The tables of a tournament play two halves and a final.
    SingleHalf,
    /// A `Seats` event seats somebody who is not among the table's players (a substitute, say):
    /// the file is not used, the organiser types the table's card (TOURNAMENT.md section 3).
    Stranger {
        round: RoundNo,
        table: TableNo,
        name: String,
    },
    Unused(Unused),
}

impl Skipped {
    /// One line naming the file and why it gives no results, in the current language.
    pub fn line(&self, path: &Path) -> String {
        match self {
            // The read error names the file itself.
            Skipped::Unreadable(e) => tr!("tournament-skipped-unreadable", problem = e.message()),
            other => format!("{}: {}", path.display(), other.message()),
        }
    }

    /// The round and table a table's file names where it is not used for them: the table's
    /// problem, shown with the table.
    pub fn table(&self) -> Option<(RoundNo, TableNo)> {
        match self {
            Skipped::Stranger { round, table, .. } => Some((*round, *table)),
            Skipped::Unused(why) => Some(why.table()),
            _ => None,
        }
    }

    /// Why the file gives no results.
    pub fn message(&self) -> String {
        match self {
            Skipped::SyncConflict => tr!("tournament-skipped-sync-conflict"),
            Skipped::Temporary => tr!("tournament-skipped-temporary"),
            Skipped::Unreadable(e) => e.message(),
            Skipped::NotATable => tr!("tournament-skipped-not-a-table"),
            Skipped::SingleHalf => tr!("tournament-skipped-single-half"),
            Skipped::Stranger { round, table, name } => {
                tr!("tournament-skipped-stranger", round = *round, table = *table, name = name.as_str())
            }
            Skipped::Unused(Unused::NoSuchTable { round, table }) => {
                tr!("tournament-skipped-no-such-table", round = *round, table = *table)
            }
            Skipped::Unused(Unused::OtherPlayers { round, table }) => {
                tr!("tournament-skipped-other-players", round = *round, table = *table)
            }
            Skipped::Unused(Unused::Twice { round, table, other }) => {
                tr!("tournament-skipped-twice", round = *round, table = *table, other = other.as_str())
            }
        }
    }
}

/// A tournament folder as read: the replayed tournament, its standings and the files skipped.
pub struct Folder {
    /// `turnier.ron`'s text as read.
    pub text: String,
    pub file: TournamentFile,
    /// The tables' session files that were read (for a save that must replay with them).
    pub sessions: Vec<TableSession>,
    pub tournament: Tournament,
    pub standings: Standings,
    pub skipped: Vec<(PathBuf, Skipped)>,
}

/// Reads `dir/turnier.ron` and the table sessions of the folder, replays and scores them.
pub fn read(dir: &Path) -> Result<Folder, FolderError> {
    if !dir.is_dir() {
        return Err(FolderError::Missing(dir.to_path_buf()));
    }
    let path = dir.join(FILE_NAME);
    if !path.is_file() {
        return Err(FolderError::NoTournament(dir.to_path_buf()));
    }
    let text = std::fs::read_to_string(&path).map_err(|e| FolderError::Read(path.clone(), e))?;
    let file = file::parse(&text).map_err(|r| FolderError::Refused(path.clone(), r))?;
    let (sessions, mut skipped) = table_sessions(dir);
    let (tournament, unused) = replay::replay(&file, &sessions).map_err(|r| FolderError::Refused(path.clone(), r))?;
    skipped.extend(unused.into_iter().map(|(name, why)| (dir.join(name), Skipped::Unused(why))));
    let standings = standings::standings(&tournament);
    Ok(Folder { text, file, sessions, tournament, standings, skipped })
}

/// The right to write `turnier.ron`: only the organiser's window (or one CLI command at a time)
/// holds it, so the file has one writer (the same OS lock as an evening's).
pub struct Organiser {
    dir: PathBuf,
    _lock: SessionLock,
    /// `turnier.ron`'s text as this organiser last read or wrote it (`None` before either): a
    /// file on disk that differs was changed outside, and is never written over unasked.
    known: Option<String>,
}

impl Organiser {
    /// Takes the organiser's lock on the folder's `turnier.ron`.
    pub fn acquire(dir: &Path) -> Result<Organiser, FolderError> {
        let lock = SessionLock::acquire(&dir.join(FILE_NAME)).map_err(FolderError::Locked)?;
        Ok(Organiser { dir: dir.to_path_buf(), _lock: lock, known: None })
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn path(&self) -> PathBuf {
        self.dir.join(FILE_NAME)
    }

    /// Reads the folder ([`read`]) and remembers `turnier.ron`'s text as the one to write over.
    pub fn read(&mut self) -> Result<Folder, FolderError> {
        let folder = read(&self.dir)?;
        self.known = Some(folder.text.clone());
        Ok(folder)
    }

    /// `turnier.ron`'s text where it is not what this organiser last read or wrote (changed by
    /// hand meanwhile; `Some("")` where it is gone or unreadable); `None` where it is.
    pub fn changed_outside(&self) -> Option<String> {
        let known = self.known.as_ref()?;
        let now = std::fs::read_to_string(self.path()).unwrap_or_default();
        (&now != known).then_some(now)
    }

    /// Takes `text` (what [`Organiser::changed_outside`] found) as read: the organiser has
    /// looked at it, and the next save may write over it.
    pub fn take_as_read(&mut self, text: String) {
        self.known = Some(text);
    }

    /// Checks `edit` against the tournament as `current` has it and saves the file it makes
    /// ([`edit::apply`], then `Organiser::save`): the one way a change reaches `turnier.ron`.
    /// Returns what was saved; `None` where the edit changes nothing (nothing is written).
    pub fn change(&mut self, current: Current, edit: Edit) -> Result<Option<Checked>, FolderError> {
        let checked = edit::apply(current, edit).map_err(|e| match e {
            EditError::Refused(r) => FolderError::Refused(self.path(), r),
            e => FolderError::Edit(e),
        })?;
        if let Some(checked) = &checked {
            self.save(checked)?;
        }
        Ok(checked)
    }

    /// The one writer of `turnier.ron`: writes it atomically (the old file stays whole until the
    /// new one is on disk), only a file that reads back and replays ([`Checked`]), and never
    /// over a file changed outside since this organiser read it.
    fn save(&mut self, checked: &Checked) -> Result<(), FolderError> {
        let path = self.path();
        if self.changed_outside().is_some() {
            return Err(FolderError::ChangedOutside(path));
        }
        atomic::write(&path, checked.text().as_bytes()).map_err(|e| FolderError::Write(path.clone(), e))?;
        self.known = Some(checked.text().to_string());
        Ok(())
    }

    /// Saves `file` as it stands, checked as any change is ([`Checked`]): a new tournament, or
    /// the organiser's own version written over one changed outside once he has seen it.
    pub fn save_as_is(&mut self, file: &TournamentFile, sessions: &[TableSession]) -> Result<Checked, FolderError> {
        let checked = Checked::new(file, sessions).map_err(|r| FolderError::Refused(self.path(), r))?;
        self.save(&checked)?;
        Ok(checked)
    }

    /// Starts a tournament in the folder (made if missing); refused where one is already.
    pub fn create(dir: &Path, file: &TournamentFile) -> Result<Organiser, FolderError> {
        std::fs::create_dir_all(dir).map_err(|e| FolderError::Write(dir.to_path_buf(), e))?;
        let mut organiser = Organiser::acquire(dir)?;
        let path = dir.join(FILE_NAME);
        if path.exists() {
            return Err(FolderError::Exists(path));
        }
        organiser.save_as_is(file, &table_sessions(dir).0)?;
        Ok(organiser)
    }
}

/// The tables' session files in the folder (TOURNAMENT.md section 3), each with its complete
/// games worded as a card would be, and the files that give no results with the reason. Only
/// `*.ron` files are read; folders, hidden files (locks, half-written saves) and `turnier.ron`
/// are passed over.
pub fn table_sessions(dir: &Path) -> (Vec<TableSession>, Vec<(PathBuf, Skipped)>) {
    let mut sessions = Vec::new();
    let mut skipped = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return (sessions, skipped);
    };
    let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).filter(|p| p.is_file()).collect();
    paths.sort();
    for (path, read) in paths.iter().zip(read_table_files(&paths)) {
        match read {
            Some(Ok(table)) => sessions.push(table),
            Some(Err(why)) => skipped.push((path.clone(), why)),
            None => {}
        }
    }
    (sessions, skipped)
}

/// [`read_table_file`] of each of `paths`, in their order, on every core: replaying the tables'
/// sessions is most of the time a folder's standings take (a tournament of 360 tables: 90 % of
/// it), and the files do not depend on each other.
pub fn read_table_files(paths: &[PathBuf]) -> Vec<Option<Result<TableSession, Skipped>>> {
    // A thread is worth it for a few dozen files, not for a handful.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let workers = cores.min(paths.len() / 16).max(1);
    if workers == 1 {
        return paths.iter().map(|p| read_table_file(p)).collect();
    }
    let chunk = paths.len().div_ceil(workers);
    std::thread::scope(|scope| {
        let each = |part: &'_ [PathBuf]| part.iter().map(|p| read_table_file(p)).collect::<Vec<_>>();
        let workers: Vec<_> = paths.chunks(chunk).map(|part| scope.spawn(move || each(part))).collect();
        // A worker's panic is a bug: passed on as it is.
        workers.into_iter().flat_map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e))).collect()
    })
}

/// Whether [`read_table_file`] reads a file of this name (a table's file, a copy of one, or a
/// file that says why it is none): not hidden, not `turnier.ron`, `*.ron`, `*.tmp` or a sync
/// tool's conflict copy.
pub fn is_table_file_name(name: &str) -> bool {
    !(name.starts_with('.') || name == FILE_NAME)
        && (name.contains(".sync-conflict-") || name.ends_with(".tmp") || name.ends_with(".ron"))
}

/// One file of the folder as [`table_sessions`] takes it: a table's results, or why it gives
/// none; `None` for a file passed over without a word (not `*.ron`, hidden, `turnier.ron`).
/// Read on its own, so a reader that follows the folder reads again only the files that changed.
pub fn read_table_file(path: &Path) -> Option<Result<TableSession, Skipped>> {
    let name = path.file_name()?.to_string_lossy().to_string();
    if !is_table_file_name(&name) {
        return None;
    }
    if name.contains(".sync-conflict-") {
        Some(Err(Skipped::SyncConflict))
    } else if name.ends_with(".tmp") {
        Some(Err(Skipped::Temporary))
    } else {
        Some(match store::read(path) {
            Err(e) => Err(Skipped::Unreadable(e)),
            Ok(session) => table_session(&name, &session),
        })
    }
}

/// A session as a table's results: its header's round and table, its players, and its complete
/// games with their losers, Schock-Outs, exit groups and points.
fn table_session(file: &str, session: &Session) -> Result<TableSession, Skipped> {
    let h = session.header();
    let at = h.tournament.ok_or(Skipped::NotATable)?;
    if h.rules.rules().structure != Structure::Halves {
        return Err(Skipped::SingleHalf);
    }
    let stranger = session.events().iter().find_map(|e| match e {
        SessionEvent::Seats(names) => names.iter().find(|n| !h.players.contains(n)),
        _ => None,
    });
    if let Some(name) = stranger {
        return Err(Skipped::Stranger { round: at.round, table: at.table, name: name.clone() });
    }
    let e = session.engine();
    let name = |p: PlayerId| e.name(p).to_string();
    let names = |ps: &[PlayerId]| ps.iter().map(|&p| name(p)).collect::<Vec<_>>();
    let facts = facts::complete_games(e);
    let jules = facts.iter().map(|g| names(&g.jules)).collect();
    let games = facts
        .into_iter()
        .map(|g| CardGame {
            half1: name(g.half1),
            half2: name(g.half2),
            final_: g.final_.map(name),
            schock_outs: names(&g.schock_outs),
            out: g.exits.map(|groups| Some(groups.iter().map(|grp| names(grp)).collect())),
            points: Some(g.points.iter().map(|&(p, n)| (name(p), n)).collect()),
        })
        .collect();
    Ok(TableSession {
        file: file.to_string(),
        round: at.round,
        table: at.table,
        players: h.players.clone(),
        games,
        jules,
    })
}

/// The session file of a table laptop for `round`, `table` (from 1): made as
/// [`new_table_session`] says, or the one made before (a laptop that restarts continues its
/// table). Written only by whoever holds its lock; the organiser reads it.
pub fn table_session_file(dir: &Path, round: RoundNo, table: TableNo) -> Result<PathBuf, FolderError> {
    let path = table_session_path(dir, round, table);
    if path.exists() {
        return Ok(path);
    }
    let session = new_table_session(dir, round, table)?;
    store::save(&path, &session).map_err(|e| FolderError::Write(path.clone(), e))?;
    Ok(path)
}

/// Where the session file of `round`, `table` lives. One name in every language: a laptop
/// restarted in English continues the same file.
pub fn table_session_path(dir: &Path, round: RoundNo, table: TableNo) -> PathBuf {
    dir.join(format!("runde-{round}-tisch-{table}.ron"))
}

/// The session a table's file starts with, not yet written: the table's players in seat order
/// (seat 1 starts), the tournament's rules and the discs for the table's size.
pub fn new_table_session(dir: &Path, round: RoundNo, table: TableNo) -> Result<Session, FolderError> {
    let folder = read(dir)?;
    new_table_session_of(dir, &folder.file, &folder.tournament, round, table)
}

/// [`new_table_session`] of the tournament `t` replayed from `file` (the folder `dir` as read
/// already, by a reader that follows it).
pub fn new_table_session_of(
    dir: &Path,
    file: &TournamentFile,
    t: &Tournament,
    round: RoundNo,
    table: TableNo,
) -> Result<Session, FolderError> {
    let drawn = t.table(round, table).ok_or(FolderError::NoTable { round, table })?;
    let path = table_session_path(dir, round, table);
    let players: Vec<String> = drawn.players.iter().map(|&p| t.players[p].name.clone()).collect();
    let mut rules = file.rules.clone();
    let refused = |why: NewTableRefusal| FolderError::NewTable(path.clone(), why);
    if let Some(&discs) = file.discs.get(&players.len()) {
        rules
            .set(schocken_core::rules::knobs::Knob::Discs, schocken_core::rules::knobs::Value::Number(discs))
            .ok_or_else(|| {
                refused(NewTableRefusal::Discs(Problem::BadNumber { field: "discs", value: discs.into() }))
            })?;
    }
    let header = schocken_core::session::log::Header {
        title: Some(tr!("tournament-table-title", round = round, table = table)),
        started: Some(chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, false)),
        place: file.place.clone(),
        tournament: Some(schocken_core::session::log::TableRef { round, table }),
        rules,
        players: players.clone(),
    };
    let mut session = Session::new(header).map_err(|r| refused(NewTableRefusal::Rules(r)))?;
    // Seat 1 starts the table's first game (TOURNAMENT.md 1); a drawn table has 2 to 6 players.
    if let Some(first) = players.first() {
        session.push(SessionEvent::Starter(first.clone())).map_err(|r| refused(NewTableRefusal::Rules(r)))?;
    }
    Ok(session)
}

/// The round of the table whose session is `session` (file `file_name` in the tournament folder
/// `dir`), read from `turnier.ron` and this session alone (a card for the table counts over it,
/// as everywhere). `None` where the session is no table of this folder's tournament or
/// `turnier.ron` cannot be read: the table then plays on as an evening would.
pub fn table_round(dir: &Path, file_name: &str, session: &Session) -> Option<TableRound> {
    let text = std::fs::read_to_string(dir.join(FILE_NAME)).ok()?;
    let file = file::parse(&text).ok()?;
    table_round_of(&file, file_name, session)
}

/// [`table_round`] with `turnier.ron` as read already (`file`), by a reader that follows the
/// folder.
pub fn table_round_of(file: &TournamentFile, file_name: &str, session: &Session) -> Option<TableRound> {
    let at = session.header().tournament?;
    let own = table_session(file_name, session).ok()?;
    let (tournament, _) = replay::replay(file, std::slice::from_ref(&own)).ok()?;
    TableRound::of(&tournament, at.round, at.table)
}

schocken_core::worded_error!(FolderError);
