//! The one live model of a tournament folder (issue 32, PHONES.md section 6): what the organiser's
//! window, the projector and the phones' server read of it — `turnier.ron` as parsed, the
//! replayed tournament and its standings (with their JSON and ETag), the latest round's seating,
//! the tables' sessions, every file's problem, the till and the tables' codes — worked out once per change of the
//! folder and published as an immutable [`Snapshot`] behind an `Arc`. In one process there is one
//! model per folder: the organiser's window opens it and hands it to the server it starts.
//!
//! Readers only take the latest snapshot ([`Model::latest`]): none lists or reads the folder for
//! it, and none waits for a replay or a write. One owner works the snapshots out
//! ([`Model::refresh`], under one lock): a thread of its own that follows the folder — its
//! watcher's notices, the product's own writes ([`Model::changed`]; a burst of entries costs one
//! refresh, not one each), and a look at the folder's stamp every [`owner::LOOK`] for shares that
//! send no notices. A refresh compares the folder's listing (names, lengths, modification times) with the
//! last one, reads again only the files whose stamp changed, and replays only the tables whose
//! files changed (`tournament::replay::replay_tables`); `turnier.ron` changed is a whole replay.
//!
//! `turnier.ron` has one writer. Where it is in this process (the organiser's window, which holds
//! the folder's lock), the model takes the file from it ([`Model::written`]) and not from the
//! disk: a hand edit is the writer's to offer, never served behind its back. Elsewhere (`tournament
//! serve`, the projector's own window) the model reads it when its stamp changes, and a table's
//! write only makes sure it plays by `turnier.ron` as it stands ([`Model::for_write`]).
//!
//! Published as `live/owner.rs` says (`tokio::sync::watch`); a window is woken by
//! [`Model::on_change`].
//!
//! A file that does not read is a problem of that file, never the reader's: the model keeps the
//! last tournament that replayed, with the file named in `problems`.

use super::owner::{Follower, Published, Refresh};
use super::standings::{Answer, Through};
use crate::io::listing::{Stamp, listing};
use crate::io::table_status::{self, FileProblem};
use crate::io::tournament_folder::{self, FILE_NAME, FolderError, Skipped};
use crate::io::{cash, table_codes, time_up};
use schocken_core::tournament::codes::Codes;
use schocken_core::tournament::fees::Cash;
use schocken_core::tournament::file::{self, TournamentFile};
use schocken_core::tournament::replay::{self, TableSession, Tournament, Unused};
use schocken_core::tournament::standings::{self, Standings};
use schocken_core::tournament::status::{self, RoundStatus};
use schocken_core::tournament::{RoundNo, TableNo};
use std::collections::{BTreeSet, HashMap};
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

/// The folder as last worked out: immutable, shared by every reader that holds it.
pub struct Snapshot {
    /// The listing it was worked out from (`turnier.ron`, the till and the tables' files).
    stamps: Vec<Stamp>,
    /// `turnier.ron` as last read (or written, [`Model::written`]) and replayed.
    pub file: Arc<TournamentFile>,
    pub tournament: Arc<Tournament>,
    pub standings: Arc<Standings>,
    /// `tournament standings --json` of it, with its ETag.
    pub answer: Arc<Answer>,
    /// Who is through at a decided knock-out table, and the winner (the hall page's words).
    pub through: Arc<Through>,
    /// The latest drawn round's tables: each one's number and its players in seat order.
    pub seating: Arc<Vec<(TableNo, Vec<String>)>>,
    /// The tables' session files the tournament was replayed with, in the order of their names.
    pub sessions: Arc<Vec<TableSession>>,
    /// The files passed over when read (their paths in the folder), in the order of their names.
    pub skipped: Arc<Vec<(PathBuf, Skipped)>>,
    /// The session files the replay did not use.
    pub unused: Arc<Vec<(String, Unused)>>,
    /// Why `turnier.ron` as it stands is not the one replayed (it does not read, refuses the
    /// tables' files, or the folder cannot be listed).
    pub trouble: Option<Arc<FolderError>>,
    /// The till (`.kasse.ron`); an empty one where it is missing or does not read (its writer,
    /// the organiser's window, says why).
    pub cash: Arc<Cash>,
    /// The tables' codes for the phones (`.tischcodes.ron`): a table request finds its code here.
    pub codes: Arc<Codes>,
    /// Every file that gives no results, of every round, as `tournament standings` names them.
    pub problems: Vec<Problem>,
    /// The rounds whose time is up (their `runde-R.scharf` is in the folder, `io::time_up`):
    /// what the table laptops and the phones' server record `Sudden` by.
    pub time_up: Arc<BTreeSet<RoundNo>>,
    /// What the model has done since it opened the folder: only tests look at it.
    #[cfg_attr(not(test), allow(dead_code))]
    pub work: Work,
}

impl Snapshot {
    /// `turnier.ron`'s stamp in the listing the snapshot was worked out from: the writer's
    /// window looks at the file again where it moved (a hand edit to offer).
    pub fn turnier_stamp(&self) -> Option<&Stamp> {
        self.stamps.iter().find(|s| s.0 == FILE_NAME)
    }

    /// The latest round's tables, with the troubles of the files passed over and of those the
    /// replay did not use (what the organiser's strip and the projector show).
    pub fn table_status(&self) -> RoundStatus {
        let unused: Vec<(PathBuf, Skipped)> =
            self.unused.iter().map(|(name, why)| (PathBuf::from(name), Skipped::Unused(why.clone()))).collect();
        let files = self.skipped.iter().chain(&unused).map(|(p, s)| (p.as_path(), s));
        status::latest(&self.tournament, &table_status::troubles(files))
    }
}

/// A file of the folder that gives no results.
#[derive(Clone, Debug)]
pub enum Problem {
    /// `turnier.ron` does not read, or refuses the tables' files: the last one that replayed is
    /// served meanwhile.
    Tournament(Arc<FolderError>),
    /// A table's file, a copy of one, or a file that is no table's.
    File(FileProblem),
}

impl Problem {
    /// The round and table it is for, where the file names one.
    pub fn at(&self) -> Option<(RoundNo, TableNo)> {
        match self {
            Problem::Tournament(_) => None,
            Problem::File(problem) => problem.at,
        }
    }

    /// One line in the current language naming the file by its name alone.
    pub fn text(&self) -> String {
        match self {
            Problem::Tournament(e) => e.message_by_name(),
            Problem::File(problem) => problem.text(),
        }
    }
}

/// Counts of the model's work since it opened the folder.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Work {
    /// Table files read (each read again only when its stamp changed).
    pub files_read: usize,
    /// Tables replayed alone because their files changed.
    pub tables_replayed: usize,
    /// Whole replays (the first, and one per change of `turnier.ron`).
    pub full_replays: usize,
}

/// The model of one tournament folder: its latest snapshot, and what works the next one out.
pub struct Model {
    dir: PathBuf,
    published: Published<Snapshot>,
    /// The owner's state; held while a refresh works, never by a reader.
    reader: Mutex<Reader>,
    follower: Follower,
}

impl Model {
    /// Reads the folder `dir` the first time: refused as `tournament standings` refuses it (no
    /// folder, no `turnier.ron`, a file the rules refuse). Nothing follows it yet ([`Model::follow`]).
    pub fn open(dir: &Path) -> Result<Arc<Model>, FolderError> {
        Model::opened(dir, None)
    }

    /// The model of the folder whose `turnier.ron` this process writes (the organiser's window,
    /// holding the folder's lock), opened with `file` as its writer read it: the model takes
    /// `turnier.ron` from the writer from now on ([`Model::written`]). Where the tables' files
    /// break its replay, it is replayed without them and the trouble said (the next change of
    /// the folder reads them again); refused only where `file` does not replay at all.
    pub fn open_written(dir: &Path, file: TournamentFile) -> Result<Arc<Model>, FolderError> {
        Model::opened(dir, Some(file))
    }

    fn opened(dir: &Path, written: Option<TournamentFile>) -> Result<Arc<Model>, FolderError> {
        if !dir.is_dir() {
            return Err(FolderError::Missing(dir.to_path_buf()));
        }
        let stamps = list(dir).map_err(|e| FolderError::Read(dir.to_path_buf(), e))?;
        let reader = Reader::first(dir, &stamps, written)?;
        let published = Published::new(reader.snapshot(stamps, None));
        let (reader, follower) = (Mutex::new(reader), Follower::new(dir));
        Ok(Arc::new(Model { dir: dir.to_path_buf(), published, reader, follower }))
    }

    /// The folder the model is of.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// A file of the folder was written (by this process): the owner works the next snapshot
    /// out, for every write of a burst at once. The writer does not wait for it: a new result
    /// shows within PHONES.md's 2 s, not with the write's answer.
    pub fn changed(&self) {
        self.follower.changed();
    }

    /// `wake` is called after each new snapshot (a window asks for a frame); for as long as
    /// the model lives.
    pub fn on_change(&self, wake: impl Fn() + Send + Sync + 'static) {
        self.published.on_change(wake);
    }

    /// The latest snapshot, refreshed first where `turnier.ron` changed since (a look at its
    /// stamp): what a write plays by, so a round drawn or a card typed a moment ago counts.
    pub fn for_write(&self) -> Arc<Snapshot> {
        let latest = self.latest();
        let now = std::fs::metadata(self.dir.join(FILE_NAME)).ok().map(|m| (m.len(), m.modified().ok()));
        let then = latest.turnier_stamp().map(|s| (s.1, s.2));
        if now == then { latest } else { self.refresh() }
    }

    /// A receiver told of each new snapshot, for an async reader (the phones' server's
    /// time-up follows it).
    pub fn subscribe(&self) -> tokio::sync::watch::Receiver<Arc<Snapshot>> {
        self.published.subscribe()
    }

    /// The latest snapshot: what every reader answers from. Never waits for a refresh.
    pub fn latest(&self) -> Arc<Snapshot> {
        self.published.latest()
    }

    /// Looks at the folder's listing and, where it changed, works out and publishes the next
    /// snapshot (blocking file work: off the async threads). The folder as it stands now.
    pub fn refresh(&self) -> Arc<Snapshot> {
        let mut reader = self.reader.lock().unwrap_or_else(PoisonError::into_inner);
        let latest = self.latest();
        let stamps = match list(&self.dir) {
            Ok(stamps) if stamps == latest.stamps => return latest,
            Ok(stamps) => {
                reader.update(&stamps);
                stamps
            }
            // Gone or unreachable (a share unplugged): said, the last tournament kept.
            Err(e) => {
                reader.lost(FolderError::Read(self.dir.clone(), e));
                Vec::new()
            }
        };
        self.publish(&reader, stamps, &latest)
    }

    /// `turnier.ron` as its writer in this process just wrote it (`file`), with the tournament
    /// it replayed to with `sessions` (a snapshot's) and the files that replay did not use:
    /// published at once with whatever else changed in the folder since, so the writer's window
    /// and every reader show the change without reading or replaying it again.
    pub fn written(
        &self,
        file: TournamentFile,
        t: Tournament,
        unused: Vec<(String, Unused)>,
        sessions: &[TableSession],
    ) -> Arc<Snapshot> {
        let mut reader = self.reader.lock().unwrap_or_else(PoisonError::into_inner);
        let latest = self.latest();
        let stamps = list(&self.dir).unwrap_or_else(|_| latest.stamps.clone());
        reader.take_written(file, t, unused, sessions, &stamps);
        self.publish(&reader, stamps, &latest)
    }

    fn publish(&self, reader: &Reader, stamps: Vec<Stamp>, latest: &Snapshot) -> Arc<Snapshot> {
        self.published.publish(reader.snapshot(stamps, Some(latest)))
    }

    /// Follows the folder on a thread of its own for as long as the model is in use
    /// (`owner::Follower`). Once only.
    pub fn follow(self: &Arc<Self>) {
        self.follower.follow(Arc::downgrade(self), "schocken-turnierordner", false);
    }
}

impl Refresh for Model {
    fn refresh_now(&self) {
        self.refresh();
    }
}

/// The files a model looks at: `turnier.ron`, the till, the tables' codes, the time-up
/// announcements and those `tournament_folder` reads as tables'.
fn list(dir: &Path) -> std::io::Result<Vec<Stamp>> {
    let own = [FILE_NAME, cash::FILE_NAME, table_codes::FILE_NAME];
    listing(dir, |name| {
        own.contains(&name) || tournament_folder::is_table_file_name(name) || time_up::round_of(name).is_some()
    })
}

/// `turnier.ron` of `dir`, read and parsed.
fn read_tournament(dir: &Path) -> Result<TournamentFile, FolderError> {
    let path = dir.join(FILE_NAME);
    let text = std::fs::read_to_string(&path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => FolderError::NoTournament(dir.to_path_buf()),
        _ => FolderError::Read(path.clone(), e),
    })?;
    file::parse(&text).map_err(|r| FolderError::Refused(path, r))
}

/// The owner's state between refreshes: each file as last read, and the last replay that held.
struct Reader {
    dir: PathBuf,
    /// Whether `turnier.ron`'s writer is in this process ([`Model::written`]): then the model
    /// never reads it from the disk.
    written: bool,
    /// `turnier.ron`'s stamp as last read; `None` to read it again at the next refresh.
    turnier: Option<Stamp>,
    /// The last `turnier.ron` that replayed, and the tournament it replayed to with `sessions`.
    file: Arc<TournamentFile>,
    tournament: Arc<Tournament>,
    sessions: Arc<Vec<TableSession>>,
    unused: Arc<Vec<(String, Unused)>>,
    /// Why `turnier.ron` as it stands is not the one served.
    trouble: Option<Arc<FolderError>>,
    /// The tables' sessions last read break the replay of `file`: the next change replays whole.
    stale: bool,
    files: Files,
    till: (Option<Stamp>, Arc<Cash>),
    codes: (Option<Stamp>, Arc<Codes>),
    work: Work,
}

impl Reader {
    /// The first reading: `turnier.ron` (read, or as its writer gives it) must replay with the
    /// tables' files — or, for its writer, at least without them.
    fn first(dir: &Path, stamps: &[Stamp], written: Option<TournamentFile>) -> Result<Reader, FolderError> {
        let is_written = written.is_some();
        let file = match written {
            Some(file) => file,
            None => read_tournament(dir)?,
        };
        let mut work = Work::default();
        let files = read_files(dir, HashMap::new(), stamps, &mut work);
        let sessions = sessions_of(&files);
        let refused = |r| FolderError::Refused(dir.join(FILE_NAME), r);
        let (mut trouble, mut stale) = (None, false);
        let (t, unused) = match replay::replay(&file, &sessions) {
            Ok(replayed) => replayed,
            Err(r) if is_written => {
                // A session file changed between the writer's save and this read in a way the
                // file's cards cannot do without: the next change of the folder reads it again.
                (trouble, stale) = (Some(Arc::new(refused(r))), true);
                replay::replay(&file, &[]).map_err(refused)?
            }
            Err(r) => return Err(refused(r)),
        };
        work.full_replays += 1;
        let mut reader = Reader {
            dir: dir.to_path_buf(),
            written: is_written,
            turnier: stamps.iter().find(|s| s.0 == FILE_NAME).cloned(),
            file: Arc::new(file),
            tournament: Arc::new(t),
            sessions: Arc::new(if stale { Vec::new() } else { sessions }),
            unused: Arc::new(unused),
            trouble,
            stale,
            files,
            till: (None, Arc::default()),
            codes: (None, Arc::default()),
            work,
        };
        reader.read_till(stamps);
        Ok(reader)
    }

    /// Reads again what changed since the listing before `stamps`, and replays what it changes.
    fn update(&mut self, stamps: &[Stamp]) {
        // The folder lists again: a trouble of its being gone is over (one of `turnier.ron`'s
        // own is found again below, where it is read).
        if matches!(self.trouble.as_deref(), Some(FolderError::Read(path, _)) if *path == self.dir) {
            self.trouble = None;
        }
        self.read_till(stamps);
        let now = stamps.iter().find(|s| s.0 == FILE_NAME);
        let mut new_file = None;
        if now != self.turnier.as_ref() {
            self.turnier = now.cloned();
            // Its writer in this process tells the model of its file; a hand edit is its to offer.
            if !self.written {
                match read_tournament(&self.dir) {
                    Ok(file) => {
                        self.trouble = None;
                        if file != *self.file {
                            new_file = Some(Arc::new(file));
                        }
                    }
                    Err(e) => self.trouble = Some(Arc::new(e)),
                }
            }
        }
        self.files = read_files(&self.dir, std::mem::take(&mut self.files), stamps, &mut self.work);
        self.replay(new_file);
    }

    /// Replays what the files read changed: only their tables where `turnier.ron` stayed the
    /// same (`new_file` none) and the last replay held, else the whole file.
    fn replay(&mut self, new_file: Option<Arc<TournamentFile>>) {
        let sessions = sessions_of(&self.files);
        if new_file.is_none() && !self.stale {
            let changed = replay::changed_tables(&self.sessions, &sessions);
            if changed.is_empty() {
                self.sessions = Arc::new(sessions);
                return;
            }
            let (mut t, mut unused) = ((*self.tournament).clone(), (*self.unused).clone());
            if replay::replay_tables(&mut t, &mut unused, &self.file, &sessions, &changed).is_ok() {
                self.work.tables_replayed += changed.len();
                (self.tournament, self.sessions, self.unused) = (Arc::new(t), Arc::new(sessions), Arc::new(unused));
                return;
            }
        }
        let file = new_file.unwrap_or_else(|| self.file.clone());
        match replay::replay(&file, &sessions) {
            Ok((t, unused)) => {
                self.work.full_replays += 1;
                if self.stale || self.written {
                    self.trouble = None;
                }
                self.stale = false;
                (self.file, self.tournament, self.sessions, self.unused) =
                    (file, Arc::new(t), Arc::new(sessions), Arc::new(unused));
            }
            Err(r) => {
                // Served as it last replayed; `turnier.ron` read again at the next change.
                self.trouble = Some(Arc::new(FolderError::Refused(self.dir.join(FILE_NAME), r)));
                self.turnier = None;
                self.stale = true;
            }
        }
    }

    /// `turnier.ron` as its writer wrote it, replayed by the writer with `sessions`; then what
    /// else changed in the folder (listed at `stamps`) is read and replayed on top of it.
    fn take_written(
        &mut self,
        file: TournamentFile,
        t: Tournament,
        unused: Vec<(String, Unused)>,
        sessions: &[TableSession],
        stamps: &[Stamp],
    ) {
        self.turnier = stamps.iter().find(|s| s.0 == FILE_NAME).cloned();
        self.trouble = None;
        self.stale = false;
        (self.file, self.tournament, self.unused) = (Arc::new(file), Arc::new(t), Arc::new(unused));
        if *self.sessions != sessions {
            self.sessions = Arc::new(sessions.to_vec());
        }
        self.read_till(stamps);
        self.files = read_files(&self.dir, std::mem::take(&mut self.files), stamps, &mut self.work);
        self.replay(None);
    }

    /// The till and the tables' codes read again where their stamps changed.
    fn read_till(&mut self, stamps: &[Stamp]) {
        let stamp = |name: &str| stamps.iter().find(|s| s.0 == name).cloned();
        let now = stamp(cash::FILE_NAME);
        if now != self.till.0 {
            // Missing or unreadable: none shown; its writer says why.
            self.till = (now, Arc::new(cash::read(&self.dir).unwrap_or_default()));
        }
        let now = stamp(table_codes::FILE_NAME);
        if now != self.codes.0 {
            // Unreadable: no code is found in it (its writers say why when they make codes).
            self.codes = (now, Arc::new(table_codes::read(&self.dir).unwrap_or_default()));
        }
    }

    /// The folder cannot be listed: said, and everything read again once it can.
    fn lost(&mut self, why: FolderError) {
        self.trouble = Some(Arc::new(why));
        self.turnier = None;
    }

    /// The snapshot of what was read at `stamps`; what did not change since `before` is shared
    /// with it.
    fn snapshot(&self, stamps: Vec<Stamp>, before: Option<&Snapshot>) -> Snapshot {
        let same = before.filter(|b| Arc::ptr_eq(&b.tournament, &self.tournament));
        let (standings, answer, through, seating) = match same {
            Some(b) => (b.standings.clone(), b.answer.clone(), b.through.clone(), b.seating.clone()),
            None => {
                let t = &self.tournament;
                let s = standings::standings(t);
                let answer = Answer::of(t, &s);
                let answer = match before {
                    Some(b) if b.answer.tag == answer.tag => b.answer.clone(),
                    _ => Arc::new(answer),
                };
                let through = Arc::new(Through::of(t, &s));
                (Arc::new(s), answer, through, Arc::new(seating(t)))
            }
        };
        let skipped: Vec<(PathBuf, Skipped)> = by_name(&self.files)
            .into_iter()
            .filter_map(|(name, (_, read))| read.as_ref().err().map(|why| (self.dir.join(name), why.clone())))
            .collect();
        // As `tournament standings` lists them: `turnier.ron`, the files passed over, then
        // those the replay did not use.
        let problems = self
            .trouble
            .iter()
            .map(|e| Problem::Tournament(e.clone()))
            .chain(skipped.iter().map(|(path, why)| Problem::File(FileProblem::new(path, why.clone()))))
            .chain(
                self.unused
                    .iter()
                    .map(|(name, why)| Problem::File(FileProblem::new(Path::new(name), Skipped::Unused(why.clone())))),
            )
            .collect();
        let time_up = stamps.iter().filter_map(|s| time_up::round_of(&s.0.to_string_lossy())).collect();
        let time_up = match before {
            Some(b) if *b.time_up == time_up => b.time_up.clone(),
            _ => Arc::new(time_up),
        };
        Snapshot {
            time_up,
            stamps,
            file: self.file.clone(),
            tournament: self.tournament.clone(),
            standings,
            answer,
            through,
            seating,
            sessions: self.sessions.clone(),
            skipped: Arc::new(skipped),
            unused: self.unused.clone(),
            trouble: self.trouble.clone(),
            cash: self.till.1.clone(),
            codes: self.codes.1.clone(),
            problems,
            work: self.work,
        }
    }
}

/// The latest drawn round's tables with their players' names in seat order.
fn seating(t: &Tournament) -> Vec<(TableNo, Vec<String>)> {
    t.latest_round().map_or(Vec::new(), |(_, r)| {
        r.numbered_tables()
            .map(|(n, table)| (n, table.players.iter().map(|&p| t.players[p].name.clone()).collect()))
            .collect()
    })
}

/// Each table file by name: its stamp when read, and what it gave.
type Files = HashMap<OsString, FileRead>;
type FileRead = (Stamp, Result<TableSession, Skipped>);

/// The table files of `stamps`: those of `before` whose stamp is the same as they were, the
/// others read (counted in `work`); files gone are forgotten.
fn read_files(dir: &Path, mut before: Files, stamps: &[Stamp], work: &mut Work) -> Files {
    let tables = stamps.iter().filter(|s| tournament_folder::is_table_file_name(&s.0.to_string_lossy()));
    let mut files = HashMap::with_capacity(stamps.len());
    let mut changed = Vec::new();
    for stamp in tables {
        match before.remove(&stamp.0) {
            Some(entry) if entry.0 == *stamp => {
                files.insert(stamp.0.clone(), entry);
            }
            _ => changed.push(stamp),
        }
    }
    // Read on every core where there are many (the first reading of a big tournament).
    let paths: Vec<PathBuf> = changed.iter().map(|stamp| dir.join(&stamp.0)).collect();
    work.files_read += paths.len();
    for (stamp, read) in changed.into_iter().zip(tournament_folder::read_table_files(&paths)) {
        if let Some(read) = read {
            files.insert(stamp.0.clone(), (stamp.clone(), read));
        }
    }
    files
}

/// The tables' sessions read, in the order of their names (as `table_sessions` gives them).
fn sessions_of(files: &Files) -> Vec<TableSession> {
    by_name(files).into_iter().filter_map(|(_, (_, read))| read.as_ref().ok().cloned()).collect()
}

fn by_name(files: &Files) -> Vec<(&OsString, &FileRead)> {
    let mut files: Vec<_> = files.iter().collect();
    files.sort_by(|a, b| a.0.cmp(b.0));
    files
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::store;
    use schocken_core::session::event::Event;

    const FILE: &str = r#"Tournament(format: 1, title: "Modell", rules: (preset: "main-taunus"), scoring: LossPoints, events: [
        Register(name: "A"), Register(name: "B"), Register(name: "C"), Register(name: "D"),
        Register(name: "E"), Register(name: "F"), Register(name: "G"), Register(name: "H"),
        Draw(round: 1, kind: Points, games: 1, tables: [["A", "B", "C", "D"], ["E", "F", "G", "H"]]),
    ])"#;

    #[test]
    fn a_change_reads_again_only_the_files_that_changed_and_replays_only_their_tables() {
        let dir = std::env::temp_dir().join(format!("schocken-model-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(FILE_NAME), FILE).unwrap();
        let one = tournament_folder::table_session_file(&dir, RoundNo::FIRST, TableNo::FIRST).unwrap();
        let two = tournament_folder::table_session_file(&dir, RoundNo::FIRST, TableNo::new(2).unwrap()).unwrap();
        let model = Model::open(&dir).unwrap();
        let first = model.latest();
        assert_eq!(first.work, Work { files_read: 2, tables_replayed: 0, full_replays: 1 });
        assert!(Arc::ptr_eq(&model.refresh(), &first), "nothing changed: the same snapshot, nothing read");
        // The tables' codes made: in the next snapshot, nothing replayed for them.
        let made =
            crate::io::table_codes::make(&dir, &crate::io::table_codes::drawn_tables(&first.tournament)).unwrap();
        let coded = model.refresh();
        assert_eq!(*coded.codes, made);
        assert!(Arc::ptr_eq(&coded.tournament, &first.tournament));

        // Table 1's file changes: only it is read again, nothing replayed (no game came of it).
        let mut session = store::read(&one).unwrap();
        session.push(Event::Note("Bier".into())).unwrap();
        store::save(&one, &session).unwrap();
        let now = model.refresh();
        assert_eq!(now.work, Work { files_read: 3, tables_replayed: 0, full_replays: 1 });
        assert!(Arc::ptr_eq(&now.standings, &first.standings), "the same standings, shared");
        // Table 2's file goes: its table alone is replayed.
        std::fs::remove_file(&two).unwrap();
        let now = model.refresh();
        assert_eq!(now.work, Work { files_read: 3, tables_replayed: 1, full_replays: 1 });
        assert!(now.problems.is_empty());

        // Time up for round 1, then withdrawn: the listing says so, no file read for it.
        crate::io::time_up::announce(&dir, RoundNo::FIRST, "2026-11-24T23:10:00+01:00").unwrap();
        let announced = model.refresh();
        assert_eq!(*announced.time_up, BTreeSet::from([RoundNo::FIRST]));
        assert_eq!(announced.work, now.work);
        crate::io::time_up::withdraw(&dir, RoundNo::FIRST).unwrap();
        assert!(model.refresh().time_up.is_empty());

        // Garbage where it was: read, named by its name, the tournament served as it was.
        std::fs::write(&two, "Session(").unwrap();
        let before = now;
        let now = model.refresh();
        assert_eq!(now.work.files_read, 4);
        assert!(Arc::ptr_eq(&now.tournament, &before.tournament), "nothing to replay");
        let problems: Vec<_> = now.problems.iter().map(|p| (p.at(), p.text())).collect();
        assert_eq!(problems.len(), 1);
        assert_eq!(problems[0].0, Some((RoundNo::FIRST, TableNo::new(2).unwrap())));
        assert!(problems[0].1.contains("runde-1-tisch-2.ron") && !problems[0].1.contains(dir.to_str().unwrap()));

        // turnier.ron that does not read: said, the last tournament that replayed served.
        std::fs::write(dir.join(FILE_NAME), "Tournament(").unwrap();
        let broken = model.refresh();
        assert!(Arc::ptr_eq(&broken.tournament, &now.tournament));
        assert_eq!(broken.problems[0].at(), None);
        assert!(broken.problems[0].text().starts_with("turnier.ron: "), "{}", broken.problems[0].text());
        // Repaired with a change: a whole replay.
        std::fs::write(dir.join(FILE_NAME), FILE.replace("Modell", "Pokal")).unwrap();
        let repaired = model.refresh();
        assert_eq!(repaired.work.full_replays, 2);
        assert_eq!(repaired.tournament.title.as_deref(), Some("Pokal"));
        assert_eq!(repaired.problems.len(), 1, "only the table's file");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn its_writer_in_the_process_gives_turnier_ron_and_a_hand_edit_is_not_served_behind_it() {
        let dir = std::env::temp_dir().join(format!("schocken-model-writer-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(FILE_NAME), FILE).unwrap();
        let model = Model::open_written(&dir, file::parse(FILE).unwrap()).unwrap();
        let first = model.latest();
        assert_eq!(first.tournament.title.as_deref(), Some("Modell"));

        // A hand edit: its stamp is seen, its text is not served (the writer offers it).
        std::fs::write(dir.join(FILE_NAME), FILE.replace("Modell", "Hand")).unwrap();
        let now = model.refresh();
        assert_ne!(now.turnier_stamp(), first.turnier_stamp());
        assert_eq!(now.tournament.title.as_deref(), Some("Modell"));
        assert!(now.problems.is_empty());

        // The writer writes: published at once, with the tables' files as they are.
        let written = file::parse(&FILE.replace("Modell", "Pokal")).unwrap();
        std::fs::write(dir.join(FILE_NAME), file::write(&written)).unwrap();
        let (t, unused) = replay::replay(&written, &now.sessions).unwrap();
        let published = model.written(written, t, unused, &now.sessions);
        assert!(Arc::ptr_eq(&published, &model.latest()));
        assert_eq!(published.tournament.title.as_deref(), Some("Pokal"));
        assert_eq!(published.work.full_replays, 1, "the writer's replay is taken, not made again");

        // The folder gone (a share unplugged) and back: said, then over.
        let away = dir.with_extension("weg");
        std::fs::rename(&dir, &away).unwrap();
        let gone = model.refresh();
        assert!(matches!(gone.trouble.as_deref(), Some(FolderError::Read(path, _)) if *path == dir));
        std::fs::rename(&away, &dir).unwrap();
        let back = model.refresh();
        assert!(back.trouble.is_none(), "{:?}", back.trouble);
        assert_eq!(back.tournament.title.as_deref(), Some("Pokal"));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
