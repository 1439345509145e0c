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
        // A link is followed (a file linked into the folder is one of its files); one whose
        // target is gone is listed with nothing known of it, for its reader to say so.
        let link = entry.file_type().is_ok_and(|t| t.is_symlink());
        let meta = if link { std::fs::metadata(entry.path()) } else { entry.metadata() };
        match meta {
            Ok(meta) if meta.is_file() => stamps.push((name, meta.len(), meta.modified().ok())),
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound && link => stamps.push((name, 0, None)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(e),
        }
    }
    stamps.sort();
    Ok(stamps)
}
