//! The till of a tournament folder (issue 19): the entry fee, who has paid, the prize plan
//! (`tournament::fees`). A hidden file of the organiser's app beside `turnier.ron` — not in it,
//! whose syntax TOURNAMENT.md fixes for other tools — so `tournament standings` passes it over.
//! Its one writer is whoever holds the organiser's lock (an [`Organiser`] is asked for as proof),
//! atomically, as `turnier.ron` is written.

use crate::io::tournament_folder::Organiser;
use schocken_core::tournament::fees::{self, Cash, CashFileError, FeeEdit, FeeError};
use schocken_core::tournament::replay::Tournament;
use schocken_core::tr;
use std::path::{Path, PathBuf};

/// The till's file in the tournament folder (hidden: it starts with a dot).
pub const FILE_NAME: &str = ".kasse.ron";

fn path(dir: &Path) -> PathBuf {
    dir.join(FILE_NAME)
}

/// Why the till could not be read, changed or written: each names the file.
#[derive(Debug)]
pub enum CashError {
    Read(PathBuf, std::io::Error),
    Parse(PathBuf, CashFileError),
    Write(PathBuf, std::io::Error),
    /// The change itself is refused by the till's rules (nothing was written).
    Refused(FeeError),
}

impl CashError {
    pub fn message(&self) -> String {
        match self {
            CashError::Read(path, e) => format!("{}: {e}", path.display()),
            CashError::Parse(path, e) => format!("{}: {e}", path.display()),
            CashError::Write(path, e) => {
                tr!("tournament-folder-write", file = path.display().to_string(), error = e.to_string())
            }
            CashError::Refused(e) => e.message(),
        }
    }
}

schocken_core::worded_error!(CashError);

/// The till (an empty one where the file is missing).
pub fn read(dir: &Path) -> Result<Cash, CashError> {
    let path = path(dir);
    match std::fs::read_to_string(&path) {
        Ok(text) => Cash::parse(&text).map_err(|e| CashError::Parse(path, e)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Cash::new()),
        Err(e) => Err(CashError::Read(path, e)),
    }
}

/// Writes the till atomically (the old file stays whole until the new one is on disk).
pub fn save(organiser: &Organiser, cash: &Cash) -> Result<(), CashError> {
    let path = path(organiser.dir());
    crate::io::atomic::write(&path, cash.write().as_bytes()).map_err(|e| CashError::Write(path, e))
}

/// Checks `edit` against the tournament ([`fees::apply`]) and saves the till it makes: the one
/// way a change reaches the file. `None` where it changes nothing (nothing is written).
pub fn change(organiser: &Organiser, cash: &Cash, t: &Tournament, edit: FeeEdit) -> Result<Option<Cash>, CashError> {
    let next = fees::apply(cash, t, edit).map_err(CashError::Refused)?;
    if let Some(next) = &next {
        save(organiser, next)?;
    }
    Ok(next)
}
