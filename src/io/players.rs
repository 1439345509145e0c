//! The club's player registry on disk (`players::Registry`): one hidden file in the folder of
//! the evenings (`.spieler.ron`, so the evenings' list passes it over and a club's synced folder
//! shares it with the evenings it speaks of). Written atomically under its own lock, read,
//! changed and written in one go, so two windows or commands never lose each other's change.

use crate::io::store::{LockError, SessionLock};
use schocken_core::players::{Registry, RegistryError};
use std::path::{Path, PathBuf};

/// The registry's file in the evenings' folder.
pub const FILE_NAME: &str = ".spieler.ron";

/// Where the registry of the evenings in `sessions` lives.
pub fn path(sessions: &Path) -> PathBuf {
    sessions.join(FILE_NAME)
}

/// The registry (an empty one where the file is missing); one line naming the file and the
/// problem where it cannot be read.
pub fn read(path: &Path) -> Result<Registry, String> {
    match std::fs::read_to_string(path) {
        Ok(text) => Registry::parse(&text).map_err(|e| format!("{}: {e}", path.display())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Registry::default()),
        Err(e) => Err(format!("{}: {e}", path.display())),
    }
}

/// Reads the registry under its lock, lets `edit` change it (true: changed) and writes it
/// atomically where it did; the registry as it is then.
pub fn change(
    path: &Path,
    edit: impl FnOnce(&mut Registry) -> Result<bool, RegistryError>,
) -> Result<Registry, String> {
    let _lock = SessionLock::acquire(path).map_err(|e| match e {
        // Held for a moment only, by another window or command changing it.
        LockError::Held { .. } => schocken_core::tr!("players-busy", file = path.display().to_string()),
        e => e.message(),
    })?;
    let mut registry = read(path)?;
    if edit(&mut registry).map_err(|e| e.message())? {
        crate::io::atomic::write(path, registry.write().as_bytes()).map_err(|e| {
            schocken_core::tr!("tournament-folder-write", file = path.display().to_string(), error = e.to_string())
        })?;
    }
    Ok(registry)
}

/// Adds names registered or played; a registry that cannot be written changes nothing else
/// (the names are offered again next time), so the caller goes on.
pub fn learn<'a>(path: &Path, names: impl IntoIterator<Item = &'a str>) -> Result<Registry, String> {
    change(path, |r| Ok(r.add(names)))
}
