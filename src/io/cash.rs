//! The till of a tournament folder (issue 19): the entry fee, who has paid, the prize plan
//! (`tournament::fees`). A hidden file of the organiser's app beside `turnier.ron` — not in it,
//! whose syntax TOURNAMENT.md fixes for other tools — so `tournament standings` passes it over.
//! Its one writer is whoever holds the organiser's lock (an [`Organiser`] is asked for as proof),
//! atomically, as `turnier.ron` is written.

use crate::io::tournament_folder::Organiser;
use schocken_core::tournament::fees::{self, Cash, FeeEdit};
use schocken_core::tournament::replay::Tournament;
use std::path::{Path, PathBuf};

/// The till's file in the tournament folder (hidden: it starts with a dot).
pub const FILE_NAME: &str = ".kasse.ron";

fn path(dir: &Path) -> PathBuf {
    dir.join(FILE_NAME)
}

/// The till (an empty one where the file is missing); the one line naming the file and the
/// problem where it cannot be read.
pub fn read(dir: &Path) -> Result<Cash, String> {
    let path = path(dir);
    match std::fs::read_to_string(&path) {
        Ok(text) => Cash::parse(&text).map_err(|e| format!("{}: {e}", path.display())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Cash::new()),
        Err(e) => Err(format!("{}: {e}", path.display())),
    }
}

/// Writes the till atomically (the old file stays whole until the new one is on disk).
pub fn save(organiser: &Organiser, cash: &Cash) -> Result<(), String> {
    let path = path(organiser.dir());
    crate::io::atomic::write(&path, cash.write().as_bytes()).map_err(|e| {
        schocken_core::tr!("tournament-folder-write", file = path.display().to_string(), error = e.to_string())
    })
}

/// Checks `edit` against the tournament ([`fees::apply`]) and saves the till it makes: the one
/// way a change reaches the file. `None` where it changes nothing (nothing is written).
pub fn change(organiser: &Organiser, cash: &Cash, t: &Tournament, edit: FeeEdit) -> Result<Option<Cash>, String> {
    let next = fees::apply(cash, t, edit).map_err(|e| e.message())?;
    if let Some(next) = &next {
        save(organiser, next)?;
    }
    Ok(next)
}
