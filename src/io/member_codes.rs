//! The members' codes file of the sessions folder (`.vereinscodes.ron`): hidden, beside
//! `verein.ron`, so the club's file keeps its one writer and the history and `stats` pass it
//! over. Written atomically under its own lock, only where a code is made: by the members'
//! server when it starts (every person of the tab gets one) — the one writer, as the tables'
//! codes are the tournament server's.

use crate::io::atomic;
use crate::io::store::{LockError, SessionLock};
use schocken_core::club::codes::MemberCodes;
use schocken_core::tournament::codes::CodesError;
use schocken_core::tr;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The codes file's name in the sessions folder (hidden: it starts with a dot).
pub const FILE_NAME: &str = ".vereinscodes.ron";

/// Why the members' codes cannot be read or kept.
#[derive(Clone, Debug)]
pub enum MemberCodesError {
    Read { path: PathBuf, error: Arc<std::io::Error> },
    Bad { path: PathBuf, error: CodesError },
    Lock(Arc<LockError>),
    Write { path: PathBuf, error: Arc<std::io::Error> },
}

impl MemberCodesError {
    pub fn message(&self) -> String {
        let file = |path: &Path| path.display().to_string();
        match self {
            MemberCodesError::Read { path, error } => {
                tr!("club-codes-read", file = file(path), error = error.to_string())
            }
            MemberCodesError::Bad { path, error } => format!("{}: {}", file(path), error.message()),
            MemberCodesError::Lock(e) => e.message(),
            MemberCodesError::Write { path, error } => {
                tr!("club-write", file = file(path), error = error.to_string())
            }
        }
    }
}

schocken_core::worded_error!(MemberCodesError);

fn path(dir: &Path) -> PathBuf {
    dir.join(FILE_NAME)
}

/// The codes made so far (none where the file is missing).
pub fn read(dir: &Path) -> Result<MemberCodes, MemberCodesError> {
    let path = path(dir);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(MemberCodes::default()),
        Err(e) => return Err(MemberCodesError::Read { path, error: Arc::new(e) }),
    };
    MemberCodes::parse(&text).map_err(|error| MemberCodesError::Bad { path, error })
}

/// The codes with one made for each of `persons` lacking one under any of his spellings
/// (`person_of`); the file is written only where a code was made.
pub fn make(
    dir: &Path,
    persons: &[String],
    person_of: impl Fn(&str) -> String,
) -> Result<MemberCodes, MemberCodesError> {
    let lacking = |codes: &MemberCodes| -> Vec<String> {
        persons.iter().filter(|p| codes.of_person(p, &person_of).is_none()).cloned().collect()
    };
    if lacking(&read(dir)?).is_empty() {
        return read(dir);
    }
    let path = path(dir);
    let _lock = SessionLock::acquire(&path).map_err(|e| MemberCodesError::Lock(Arc::new(e)))?;
    // Read again under the lock: another writer may have made some meanwhile.
    let mut codes = read(dir)?;
    if codes.make(lacking(&codes), crate::io::table_codes::os_random_below) {
        atomic::write(&path, codes.write().as_bytes())
            .map_err(|error| MemberCodesError::Write { path: path.clone(), error: Arc::new(error) })?;
    }
    Ok(codes)
}
