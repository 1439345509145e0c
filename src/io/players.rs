//! The club's player registry on disk (`players::Registry`): one hidden file in the folder of
//! the evenings (`.spieler.ron`, so the evenings' list passes it over and a club's synced folder
//! shares it with the evenings it speaks of). Written atomically under its own lock, read,
//! changed and written in one go, so two windows or commands never lose each other's change.
//! Every reader gets the same answer for a broken file — an error naming it — never an empty
//! registry (CLUB.md 4, 8).

use crate::io::store::{LockError, SessionLock};
use schocken_core::players::{Registry, RegistryError, RegistryFileError};
use schocken_core::tr;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The registry's file in the evenings' folder.
pub const FILE_NAME: &str = ".spieler.ron";

/// Where the registry of the evenings in `sessions` lives.
pub fn path(sessions: &Path) -> PathBuf {
    sessions.join(FILE_NAME)
}

/// Why the registry cannot be read, or a change to it not made.
#[derive(Clone, Debug)]
pub enum PlayersError {
    /// The file cannot be read as text (no permission, a folder, other bytes).
    Io {
        path: PathBuf,
        error: Arc<std::io::Error>,
    },
    /// Text, but no registry: not RON, not its shape, a spelling of two persons.
    File {
        path: PathBuf,
        error: RegistryFileError,
    },
    /// Another window or command is changing it right now.
    Busy(PathBuf),
    Lock(Arc<LockError>),
    /// The change itself is refused (an unknown name, a name taken).
    Refused(RegistryError),
    Write {
        path: PathBuf,
        error: Arc<std::io::Error>,
    },
}

impl PlayersError {
    pub fn message(&self) -> String {
        let file = |path: &Path| path.display().to_string();
        match self {
            PlayersError::Io { path, error } => {
                tr!("players-read", file = file(path), problem = crate::io::os_words::io_words(error))
            }
            PlayersError::File { path, error } => tr!("players-read", file = file(path), problem = error.message()),
            PlayersError::Busy(path) => tr!("players-busy", file = file(path)),
            PlayersError::Lock(e) => e.message(),
            PlayersError::Refused(e) => e.message(),
            PlayersError::Write { path, error } => {
                tr!("tournament-folder-write", file = file(path), error = error.to_string())
            }
        }
    }
}

schocken_core::worded_error!(PlayersError);

/// The registry (an empty one where the file is missing, also as a dangling link); an error
/// naming the file where it cannot be read.
pub fn read(path: &Path) -> Result<Registry, PlayersError> {
    match std::fs::read_to_string(path) {
        Ok(text) => Registry::parse(&text).map_err(|error| PlayersError::File { path: path.to_path_buf(), error }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Registry::default()),
        Err(e) => Err(PlayersError::Io { path: path.to_path_buf(), error: Arc::new(e) }),
    }
}

/// Reads the registry under its lock, lets `edit` change it (true: changed) and writes it
/// atomically where it did; the registry as it is then.
pub fn change(
    path: &Path,
    edit: impl FnOnce(&mut Registry) -> Result<bool, RegistryError>,
) -> Result<Registry, PlayersError> {
    let _lock = SessionLock::acquire(path).map_err(|e| match e {
        // Held for a moment only, by another window or command changing it.
        LockError::Held { .. } => PlayersError::Busy(path.to_path_buf()),
        e => PlayersError::Lock(Arc::new(e)),
    })?;
    let mut registry = read(path)?;
    if edit(&mut registry).map_err(PlayersError::Refused)? {
        crate::io::atomic::write(path, registry.write().as_bytes())
            .map_err(|e| PlayersError::Write { path: path.to_path_buf(), error: Arc::new(e) })?;
    }
    Ok(registry)
}

/// Adds names registered or seated (never merely seen in an earlier evening's file); a registry
/// that cannot be written changes nothing else (the names are offered again next time), so the
/// caller goes on.
pub fn learn<'a>(path: &Path, names: impl IntoIterator<Item = &'a str>) -> Result<Registry, PlayersError> {
    change(path, |r| Ok(r.add(names)))
}

/// The sync tool's conflict copies of the registry beside it (`.spieler.sync-conflict-….ron`):
/// they do not count, and every reader says so.
pub fn conflict_copies(sessions: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(sessions) else { return Vec::new() };
    let mut copies: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(".spieler.") && n.contains(".sync-conflict-"))
        })
        .collect();
    copies.sort();
    copies
}

/// One evening of the folder as renaming and merging need it: as people name it and who sat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sitting {
    /// Its start and title (`stats::EveningStats::called`), else its file's name.
    pub called: String,
    /// Everyone seated, as written.
    pub names: Vec<String>,
}

/// Every evening of these files, newest first. Files that do not read are passed over here: the
/// history and the books say what is wrong with them.
pub fn sittings<'a>(items: impl IntoIterator<Item = &'a crate::io::history::Item>) -> Vec<Sitting> {
    let mut items: Vec<&crate::io::history::Item> = items.into_iter().collect();
    items.sort_by(|a, b| crate::io::history::Item::oldest_first(b, a));
    let file = |i: &crate::io::history::Item| i.path.file_name().map(|f| f.to_string_lossy().into_owned());
    items
        .into_iter()
        .filter_map(|i| {
            let evening = &i.digest.as_ref().ok()?.evening;
            let called = evening.called().or_else(|| file(i)).unwrap_or_default();
            Some(Sitting { called, names: evening.players.clone() })
        })
        .collect()
}

/// Every spelling the evenings seat, each once exactly as written, newest evening first: "Carl"
/// and "carl", neither registered, are two persons (CLUB.md 4), offered for merging.
pub fn spellings(sittings: &[Sitting]) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for name in sittings.iter().flat_map(|s| &s.names) {
        if !names.contains(name) {
            names.push(name.clone());
        }
    }
    names
}

/// The evenings (by [`Sitting::called`]) that seat one person twice once `other` is merged into
/// `keep` (CLUB.md 4), worked out on `registry` with both names registered as the evenings spell
/// them: said before (the window) or while (the command) merging.
pub fn split_by_merge(
    registry: &Registry,
    sittings: &[Sitting],
    keep: &str,
    other: &str,
) -> Result<Vec<String>, RegistryError> {
    let mut registry = registry.clone();
    learn_spellings(&mut registry, &spellings(sittings), &[keep, other]);
    let each = sittings.iter().map(|s| (s.called.clone(), s.names.as_slice()));
    registry.split_by_merge(keep, other, each)
}

/// Registers the names asked for that only the evenings know, in the evenings' spelling, so a
/// rename or merge of a name never registered works.
pub fn learn_spellings(registry: &mut Registry, heard: &[String], asked: &[&str]) {
    for name in asked {
        if !registry.knows(name)
            && let Some(spelling) = heard.iter().find(|h| schocken_core::names::same(h, name))
        {
            registry.add([spelling.as_str()]);
        }
    }
}
