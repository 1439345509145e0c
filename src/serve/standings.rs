//! `GET /api/standings` for 200 phones: the standings worked out again only when the folder
//! changed, not per request (PHONES.md section 6 asks for an answer within 20 ms).
//!
//! A change is seen in the folder's listing: every file's name, length and modification time.
//! That catches whoever wrote (the server, a table laptop through a sync tool, the organiser's
//! window) without a watcher, at the cost of one directory listing per request.

use crate::io::tournament_folder;
use std::ffi::OsString;
use std::hash::{DefaultHasher, Hash as _, Hasher as _};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Instant, SystemTime};

/// The standings as answered: the text of `tournament standings --json` and its ETag.
pub struct Answer {
    pub text: String,
    pub tag: String,
}

/// The last standings answered and the folder they were worked out from.
#[derive(Default)]
pub struct Cache {
    last: Mutex<Option<Reading>>,
    /// Held while the standings are worked out: the requests that find the folder changed at
    /// the same moment wait for one reading instead of each making its own on two cores.
    reading: Mutex<()>,
}

/// Standings worked out from the folder as it was listed at `listed`.
struct Reading {
    listed: Instant,
    stamps: Vec<Stamp>,
    answer: Arc<Answer>,
}

/// A file of the folder as the listing shows it.
type Stamp = (OsString, u64, Option<SystemTime>);

impl Cache {
    /// The standings of the folder `dir`: the last answer while the folder is unchanged, else
    /// read anew. A folder that cannot be read is the worded reason (not kept).
    pub fn get(&self, dir: &Path) -> Result<Arc<Answer>, String> {
        let asked = Instant::now();
        let stamps = stamps(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        if let Some(answer) = self.answered(|last| last.stamps == stamps) {
            return Ok(answer);
        }
        let _reading = self.reading.lock().expect("no panic while held");
        // Another request read the folder while this one waited: listed after this one was
        // asked, its standings are as new as this one's would be.
        if let Some(answer) = self.answered(|last| last.stamps == stamps || last.listed >= asked) {
            return Ok(answer);
        }
        let listed = Instant::now();
        let stamps = self::stamps(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let folder = tournament_folder::read(dir).map_err(|e| e.message())?;
        let text = schocken_core::tournament::json::standings_text(&folder.tournament, &folder.standings);
        let mut hasher = DefaultHasher::new();
        text.hash(&mut hasher);
        let answer = Arc::new(Answer { tag: format!("\"{:016x}\"", hasher.finish()), text });
        *self.last.lock().expect("no panic while held") = Some(Reading { listed, stamps, answer: answer.clone() });
        Ok(answer)
    }

    /// The last answer, if `current` says it is current.
    fn answered(&self, current: impl Fn(&Reading) -> bool) -> Option<Arc<Answer>> {
        let last = self.last.lock().expect("no panic while held");
        last.as_ref().filter(|last| current(last)).map(|last| last.answer.clone())
    }
}

/// The folder's files, by name. A file gone between listing and looking (a lock file let go, a
/// temporary file renamed) is passed over: the listing is only compared, never read from.
fn stamps(dir: &Path) -> std::io::Result<Vec<Stamp>> {
    let mut stamps = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        match entry.metadata() {
            Ok(meta) => stamps.push((entry.file_name(), meta.len(), meta.modified().ok())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(e),
        }
    }
    stamps.sort();
    Ok(stamps)
}
