//! A folder's listing (names, lengths, modification times), by which the readers that follow a
//! folder see that it changed without reading a file: the live models (`crate::live`) and the
//! members' pages.

use std::ffi::OsString;
use std::path::Path;
use std::time::SystemTime;

/// A file of the folder as the listing shows it.
pub type Stamp = (OsString, u64, Option<SystemTime>);

/// The files of `dir` whose name `wanted` takes, by name. A file gone between listing and
/// looking (a lock file let go, a temporary file renamed) is passed over: the listing is only
/// compared, never read from.
pub fn listing(dir: &Path, wanted: impl Fn(&str) -> bool) -> std::io::Result<Vec<Stamp>> {
    let mut stamps = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let name = entry.file_name();
        if !wanted(&name.to_string_lossy()) {
            continue;
        }
        match entry.metadata() {
            Ok(meta) if meta.is_file() => stamps.push((name, meta.len(), meta.modified().ok())),
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(e),
        }
    }
    stamps.sort();
    Ok(stamps)
}
