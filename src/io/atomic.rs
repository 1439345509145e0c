//! The one way the program writes a file: whole or not at all.
//!
//! Every writer (sessions, `turnier.ron`, the till, the registry, table codes, time-up, card
//! drafts, spreadsheets, the club's name and logo) goes through [`write`]: the bytes go to a
//! temporary file beside the target, are flushed to disk and renamed over it (atomic-write-file),
//! so a power cut or a full disk leaves either the old or the new version. On an error nothing has
//! changed — no partial file and no temporary file left behind — and the error is returned.

use atomic_write_file::AtomicWriteFile;
use std::io::{self, Write};
use std::path::Path;

/// Writes `bytes` to `path` atomically.
pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_with(path, bytes, |out, bytes| out.write_all(bytes))
}

/// [`write`], with `put` putting the bytes into the temporary file. [`write`] puts them all; the
/// store's kill tests pass a `put` that fails part-way, as a full disk or a vanished network
/// folder would, to check that a failed write changes nothing.
pub fn write_with(
    path: &Path,
    bytes: &[u8],
    put: impl FnOnce(&mut dyn Write, &[u8]) -> io::Result<()>,
) -> io::Result<()> {
    // Dropping `out` without committing removes the temporary file.
    let mut out = AtomicWriteFile::open(path)?;
    put(&mut out, bytes)?;
    out.commit().inspect_err(|_| remove_temporary_files(path))
}

/// Tries what a [`write`] does first — a temporary file beside `path` — and removes it again: a
/// folder that has become read-only is found before anything is entered that could not be saved.
pub fn can_write(path: &Path) -> io::Result<()> {
    AtomicWriteFile::open(path).and_then(AtomicWriteFile::discard)
}

/// Removes the temporary files atomic-write-file left beside `path`: `.NAME.` and six letters or
/// digits. It leaves one behind when its commit fails (0.3 marks the file done before syncing and
/// renaming it) and when the process dies during a write. Only the file's one writer, holding its
/// lock, ever creates these names, so whatever matches is garbage. Best effort: the files are
/// hidden and never listed anyway.
pub fn remove_temporary_files(path: &Path) {
    let (Some(dir), Some(name)) = (path.parent(), path.file_name()) else {
        return;
    };
    let dir = if dir.as_os_str().is_empty() { Path::new(".") } else { dir };
    let prefix = format!(".{}.", name.to_string_lossy());
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let entry_name = entry.file_name();
        let temporary = entry_name
            .to_str()
            .and_then(|n| n.strip_prefix(&prefix))
            .is_some_and(|suffix| suffix.len() == 6 && suffix.bytes().all(|b| b.is_ascii_alphanumeric()));
        if temporary {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}
