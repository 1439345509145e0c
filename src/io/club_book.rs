//! `verein.ron`'s one writer (CLUB.md 2): the app on the club laptop records payments and
//! waivers, prices, the club's name and seasons here — under the folder's lock for that file,
//! written atomically, and only as a file that reads. Undo writes back the text before a change.

use crate::io::club_folder::{self, CLUB_FILE, ClubFolderError};
use crate::io::store::{LockError, SessionLock};
use schocken_core::club::{ClubFile, ClubFileError};
use schocken_core::tr;
use std::path::Path;
use std::sync::Arc;

/// Why a change to `verein.ron` was not made.
#[derive(Clone, Debug)]
pub enum ClubBookError {
    /// The file as it is does not read (it is never overwritten then).
    Read(Box<ClubFolderError>),
    /// The change would make a file that does not read (a season's name twice, a season ending
    /// before it starts): refused, the file left as it was.
    Refused(ClubFileError),
    Lock(Arc<LockError>),
    Write {
        file: String,
        error: Arc<std::io::Error>,
    },
}

impl ClubBookError {
    pub fn message(&self) -> String {
        match self {
            ClubBookError::Read(e) => e.message(),
            ClubBookError::Refused(e) => e.message(),
            ClubBookError::Lock(e) => e.message(),
            ClubBookError::Write { file, error } => {
                tr!("club-write", file = file.as_str(), error = error.to_string())
            }
        }
    }
}

schocken_core::worded_error!(ClubBookError);

/// Changes the club's file of `dir`: read under the lock, `edit` applied, written; the text
/// before (for undo) and the file after.
pub fn change(dir: &Path, edit: impl FnOnce(&mut ClubFile)) -> Result<(String, ClubFile), ClubBookError> {
    let path = dir.join(CLUB_FILE);
    let _lock = SessionLock::acquire(&path).map_err(|e| ClubBookError::Lock(Arc::new(e)))?;
    let before = std::fs::read_to_string(&path).unwrap_or_default();
    let mut club = club_folder::read_club_file(dir).map_err(|e| ClubBookError::Read(Box::new(e)))?;
    edit(&mut club);
    let text = club.write();
    let club = ClubFile::parse(&text).map_err(ClubBookError::Refused)?;
    write(&path, &text)?;
    Ok((before, club))
}

/// Starts the club's file where there is none yet (the club's name, no events).
pub fn create(dir: &Path, name: Option<String>) -> Result<(), ClubBookError> {
    let path = dir.join(CLUB_FILE);
    let _lock = SessionLock::acquire(&path).map_err(|e| ClubBookError::Lock(Arc::new(e)))?;
    if path.exists() {
        return Ok(());
    }
    write(&path, &ClubFile { name, events: Vec::new() }.write())
}

/// Writes back a text the file had (undo), where it still reads.
pub fn restore(dir: &Path, text: &str) -> Result<(), ClubBookError> {
    let path = dir.join(CLUB_FILE);
    let _lock = SessionLock::acquire(&path).map_err(|e| ClubBookError::Lock(Arc::new(e)))?;
    write(&path, text)
}

fn write(path: &Path, text: &str) -> Result<(), ClubBookError> {
    crate::io::atomic::write(path, text.as_bytes())
        .map_err(|e| ClubBookError::Write { file: path.display().to_string(), error: Arc::new(e) })
}
