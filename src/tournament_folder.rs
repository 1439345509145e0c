//! The tournament folder (TOURNAMENT.md section 2): `turnier.ron`, the organiser's file, and the
//! tables' session files beside it. A thin edge over `tournament`: it reads, never writes.

use crate::store::{LockError, SessionLock};
use crate::tournament::file::{self, TournamentFile};
use crate::tournament::problem::Refused;
use crate::tournament::replay::{self, TableSession, Tournament, Unused};
use crate::tournament::standings::{self, Standings};
use crate::tr;
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
}

impl FolderError {
    /// One line naming the file (and the event) and what is wrong, in the current language.
    pub fn message(&self) -> String {
        match self {
            FolderError::Missing(dir) => tr!("tournament-folder-missing", dir = dir.display().to_string()),
            FolderError::NoTournament(dir) => tr!("tournament-folder-no-file", dir = dir.display().to_string()),
            FolderError::Read(path, e) => format!("{}: {e}", path.display()),
            FolderError::Refused(path, refused) => format!("{}: {}", path.display(), refused.message()),
            FolderError::Locked(e) => e.message(),
            FolderError::Write(path, e) => {
                tr!("tournament-folder-write", file = path.display().to_string(), error = e.to_string())
            }
            FolderError::Exists(path) => tr!("tournament-folder-exists", file = path.display().to_string()),
        }
    }
}

/// A file of the folder that gives no results, and why (reported, never bad input).
#[derive(Debug)]
pub enum Skipped {
    Unused(Unused),
}

impl Skipped {
    pub fn message(&self) -> String {
        match self {
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
    pub file: TournamentFile,
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
    let sessions: Vec<TableSession> = Vec::new();
    let (tournament, unused) = replay::replay(&file, &sessions).map_err(|r| FolderError::Refused(path.clone(), r))?;
    let skipped = unused.into_iter().map(|(name, why)| (dir.join(name), Skipped::Unused(why))).collect();
    let standings = standings::standings(&tournament);
    Ok(Folder { file, tournament, standings, skipped })
}

/// The right to write `turnier.ron`: only the organiser's window (or one CLI command at a time)
/// holds it, so the file has one writer (the same OS lock as an evening's).
pub struct Organiser {
    dir: PathBuf,
    _lock: SessionLock,
}

impl Organiser {
    /// Takes the organiser's lock on the folder's `turnier.ron`.
    pub fn acquire(dir: &Path) -> Result<Organiser, FolderError> {
        let lock = SessionLock::acquire(&dir.join(FILE_NAME)).map_err(FolderError::Locked)?;
        Ok(Organiser { dir: dir.to_path_buf(), _lock: lock })
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Writes `turnier.ron` atomically (the old file stays whole until the new one is on disk),
    /// after checking that it replays: a file the program would refuse is never written.
    pub fn save(&self, file: &TournamentFile) -> Result<(), FolderError> {
        let path = self.dir.join(FILE_NAME);
        replay::replay(file, &[]).map_err(|r| FolderError::Refused(path.clone(), r))?;
        let text = file::write(file);
        let write = || -> std::io::Result<()> {
            let mut out = atomic_write_file::AtomicWriteFile::open(&path)?;
            std::io::Write::write_all(&mut out, text.as_bytes())?;
            out.commit()
        };
        write().map_err(|e| FolderError::Write(path.clone(), e))
    }

    /// Starts a tournament in the folder (made if missing); refused where one is already.
    pub fn create(dir: &Path, file: &TournamentFile) -> Result<Organiser, FolderError> {
        std::fs::create_dir_all(dir).map_err(|e| FolderError::Write(dir.to_path_buf(), e))?;
        let organiser = Organiser::acquire(dir)?;
        let path = dir.join(FILE_NAME);
        if path.exists() {
            return Err(FolderError::Exists(path));
        }
        organiser.save(file)?;
        Ok(organiser)
    }
}
