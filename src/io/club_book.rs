//! `verein.ron`'s one writer (CLUB.md 2, 3): the app on the club laptop records payments and
//! waivers, prices, the club's name and seasons here — each change a [`BookEdit`] applied to the
//! file as it stands (read again under the folder's lock for that file), written atomically, and
//! only as a file that reads. Undo is the inverse edit, applied the same way: no earlier copy of
//! the file is ever written back, so another window's change made in between stays, and nothing is
//! written over a `verein.ron` that does not read.

use crate::io::club_folder::{self, CLUB_FILE, ClubFolderError};
use crate::io::store::{LockError, SessionLock};
use schocken_core::club::file::ClubProblem;
use schocken_core::club::{BookEdit, ClubFile, ClubFileError, EditRefused};
use schocken_core::tr;
use std::path::Path;
use std::sync::Arc;

/// Why a change to `verein.ron` was not made.
#[derive(Clone, Debug)]
pub enum ClubBookError {
    /// The file as it is does not read (it is never overwritten then).
    Read(Box<ClubFolderError>),
    /// The edit no longer fits the file as it stands (its event already taken out).
    Edit(EditRefused),
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
            ClubBookError::Edit(e) => e.message(),
            // A season typed with a name the file has already: said so, not as the event number
            // the new one would have had.
            ClubBookError::Refused(ClubFileError { problem: ClubProblem::SeasonTwice(name), .. }) => {
                tr!("verein-season-taken", name = name.as_str())
            }
            ClubBookError::Refused(e) => e.message(),
            ClubBookError::Lock(e) => e.message(),
            ClubBookError::Write { file, error } => {
                tr!("club-write", file = file.as_str(), error = error.to_string())
            }
        }
    }

    /// Whether trying the same edit later may work (the file read or written again), rather
    /// than the edit no longer fitting the file at all.
    pub fn passing(&self) -> bool {
        matches!(self, ClubBookError::Read(_) | ClubBookError::Lock(_) | ClubBookError::Write { .. })
    }
}

schocken_core::worded_error!(ClubBookError);

/// Changes the club's file of `dir`: read under the lock, the edit `make` builds from the file as
/// it stands applied, checked and written. The edit made (for undo) and the file after.
pub fn change(dir: &Path, make: impl FnOnce(&ClubFile) -> BookEdit) -> Result<(BookEdit, ClubFile), ClubBookError> {
    let path = dir.join(CLUB_FILE);
    let _lock = SessionLock::acquire(&path).map_err(|e| ClubBookError::Lock(Arc::new(e)))?;
    let mut club = club_folder::read_club_file(dir).map_err(|e| ClubBookError::Read(Box::new(e)))?;
    let edit = make(&club);
    edit.apply(&mut club).map_err(ClubBookError::Edit)?;
    let text = club.write();
    let club = ClubFile::parse(&text).map_err(ClubBookError::Refused)?;
    write(&path, &text)?;
    Ok((edit, club))
}

/// Applies `edit` (an undo's inverse) to the file as it stands; the file after.
pub fn apply(dir: &Path, edit: &BookEdit) -> Result<ClubFile, ClubBookError> {
    change(dir, |_| edit.clone()).map(|(_, club)| club)
}

/// Starts the club's file where there is none yet (the club's name, no events).
pub fn create(dir: &Path, name: Option<String>) -> Result<(), ClubBookError> {
    let path = dir.join(CLUB_FILE);
    let _lock = SessionLock::acquire(&path).map_err(|e| ClubBookError::Lock(Arc::new(e)))?;
    if path.exists() {
        return Ok(());
    }
    write(&path, &ClubFile { name, rules: None, events: Vec::new() }.write())
}

fn write(path: &Path, text: &str) -> Result<(), ClubBookError> {
    crate::io::atomic::write(path, text.as_bytes())
        .map_err(|e| ClubBookError::Write { file: path.display().to_string(), error: Arc::new(e) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use schocken_core::club::{ClubEvent, Day, Money, Payment};

    fn paid(player: &str, cents: i64) -> ClubEvent {
        let date = Day::parse("2026-11-27").unwrap();
        ClubEvent::Paid(Payment { player: player.into(), amount: Money::cents(cents), date, note: None })
    }

    fn folder(name: &str, text: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("schocken-club-book-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(CLUB_FILE), text).unwrap();
        dir
    }

    #[test]
    fn a_change_keeps_the_clubs_rules() {
        let dir =
            folder("rules", "Club(format: 1, name: \"Linde\", rules: (preset: \"kalk\", siebener: 7), events: [])");
        let (_, club) = change(&dir, |_| BookEdit::Add(paid("Klaus", 480))).unwrap();
        let text = std::fs::read_to_string(dir.join(CLUB_FILE)).unwrap();
        assert!(text.contains("rules: (preset: \"kalk\", siebener: 7)"), "{text}");
        assert_eq!(club.rules.map(|r| r.preset.id()), Some("kalk"));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn nothing_is_written_over_a_file_that_does_not_read() {
        let broken = "Club(format: 1, events: [\n    Paid(player: \"Jörg\", cents: 300, date: \"2026-11-27\"),\n";
        let dir = folder("broken", broken);
        let e = apply(&dir, &BookEdit::Remove(paid("Klaus", 480))).unwrap_err();
        assert!(matches!(e, ClubBookError::Read(_)) && e.passing(), "{e}");
        assert!(e.message().contains(CLUB_FILE), "{e}");
        assert_eq!(std::fs::read_to_string(dir.join(CLUB_FILE)).unwrap(), broken);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
