//! The tables' codes file of a tournament folder (PHONES.md sections 1 and 7): a hidden file of
//! the organiser's app beside `turnier.ron`, so `tournament standings` passes it over and
//! `turnier.ron` keeps one writer. Written atomically under its own lock by `tournament codes`
//! and `tournament serve`, the only two that make codes.

use crate::io::store::SessionLock;
use crate::io::tournament_folder::FolderError;
use schocken_core::session::log::TableRef;
use schocken_core::tournament::codes::Codes;
use schocken_core::tournament::replay::Tournament;
use std::hash::{BuildHasher as _, Hasher as _};
use std::path::{Path, PathBuf};

/// The codes file's name in the tournament folder (hidden: it starts with a dot).
pub const FILE_NAME: &str = ".tischcodes.ron";

fn path(dir: &Path) -> PathBuf {
    dir.join(FILE_NAME)
}

/// The codes made so far (none where the file is missing).
pub fn read(dir: &Path) -> Result<Codes, FolderError> {
    let path = path(dir);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Codes::default()),
        Err(e) => return Err(FolderError::Read(path, e)),
    };
    Codes::parse(&text).map_err(|e| FolderError::Codes(path, e))
}

/// Every drawn table of the tournament, by round and table.
pub fn drawn_tables(t: &Tournament) -> Vec<TableRef> {
    t.numbered_rounds()
        .flat_map(|(round, r)| r.numbered_tables().map(move |(table, _)| TableRef { round, table }))
        .collect()
}

/// The codes with those of `seats` made where missing; the file is written (atomically, under
/// its lock) only where a code was made.
pub fn make(dir: &Path, seats: &[TableRef]) -> Result<Codes, FolderError> {
    let mut codes = read(dir)?;
    if codes.has_all(seats.iter()) {
        return Ok(codes);
    }
    let path = path(dir);
    let _lock = SessionLock::acquire(&path).map_err(FolderError::Locked)?;
    // Read again under the lock: another writer may have made some meanwhile.
    codes = read(dir)?;
    if codes.make(seats.iter().copied(), os_random_below) {
        super::atomic::write(&path, codes.write().as_bytes()).map_err(|e| FolderError::Write(path.clone(), e))?;
    }
    Ok(codes)
}

/// A random number below `n` from the operating system's randomness (std seeds every
/// `RandomState` from it; the modulo bias of 64 bits over 31 is negligible).
pub(crate) fn os_random_below(n: u32) -> u32 {
    let random = std::collections::hash_map::RandomState::new().build_hasher().finish();
    (random % u64::from(n)) as u32
}
