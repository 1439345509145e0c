//! `GET /api/standings` as answered (PHONES.md section 4 and 6): the text of `tournament
//! standings --json` rendered once per change of the folder, shared by every answer, with its
//! ETag; and the folder's listing, by which the readers that follow a folder ([`super::model`],
//! the members' pages) see that it changed.

use super::error::ServeError;
use axum::body::Bytes;
use schocken_core::tournament::knockout::Alive;
use schocken_core::tournament::replay::Tournament;
use schocken_core::tournament::standings::Standings;
use std::ffi::OsString;
use std::hash::{DefaultHasher, Hash as _, Hasher as _};
use std::path::Path;
use std::time::SystemTime;

/// The standings as answered: the text of `tournament standings --json` (shared by every answer
/// that sends it) and its ETag.
#[derive(Debug)]
pub struct Answer {
    pub text: Bytes,
    pub tag: String,
}

impl Answer {
    /// The standings `s` of `t`, rendered; the tag is the text's hash, so the same standings
    /// keep their tag whatever changed in the folder.
    pub fn of(t: &Tournament, s: &Standings) -> Answer {
        let text = schocken_core::tournament::json::standings_text(t, s);
        let mut hasher = DefaultHasher::new();
        text.hash(&mut hasher);
        Answer { tag: format!("\"{:016x}\"", hasher.finish()), text: text.into() }
    }
}

/// What the hall page says of the knock-out beside the standings' JSON, which gives each player's
/// lives and whether he is out but not whether his table is decided (TOURNAMENT.md 8): who is
/// through ("weiter") and, after the final, who won ("Sieger") — never "noch 2 Leben" for them.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Through {
    /// Those whose table of the last knock-out round they were seated in is decided, and who
    /// advance from it; by name.
    pub names: Vec<String>,
    /// The tournament's winner, once its final is decided (`report::prizes::winner`).
    pub winner: Option<String>,
}

impl Through {
    pub fn of(t: &Tournament, s: &Standings) -> Through {
        let name = |p: usize| t.players[p].name.clone();
        let mut names: Vec<String> = s
            .rows
            .iter()
            .filter(|r| r.knockout.is_some_and(|k| k.alive() == Alive::Through))
            .map(|r| name(r.player))
            .collect();
        names.sort_by(|a, b| schocken_core::names::order(a, b));
        Through { names, winner: schocken_core::report::prizes::winner(t, s).map(name) }
    }
}

/// A file of the folder as the listing shows it.
pub(super) type Stamp = (OsString, u64, Option<SystemTime>);

/// The folder's files, by name; a folder that cannot be listed is the error. (The members'
/// pages see a change of the club's folder by it.)
pub(super) fn stamps(dir: &Path) -> Result<Vec<Stamp>, ServeError> {
    listing(dir, |_| true).map_err(|e| ServeError::File(dir.to_path_buf(), e))
}

/// The files of `dir` whose name `wanted` takes, by name. A file gone between listing and
/// looking (a lock file let go, a temporary file renamed) is passed over: the listing is only
/// compared, never read from.
pub(super) fn listing(dir: &Path, wanted: impl Fn(&str) -> bool) -> std::io::Result<Vec<Stamp>> {
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
