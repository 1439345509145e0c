//! `GET /api/standings` for 200 phones (PHONES.md section 6 asks for an answer within 20 ms):
//! the standings worked out again only when the folder changed, not per request, and no request
//! waits for them while there are standings to answer.
//!
//! A change is seen in the folder's listing: every file's name, length and modification time.
//! That catches whoever wrote (the server, a table laptop through a sync tool, the organiser's
//! window) without a watcher, at the cost of one directory listing per request, made where the
//! request is (a few dozen stats the system has at hand). A request that finds the folder
//! changed while nothing is being worked out works the standings out and answers them, so the
//! next request after a change sees it. Where the folder changed again during that reading, the
//! readings follow it in the background until it holds still; meanwhile requests answer the
//! last standings (their ETag changes when newer ones are ready): seven tables entering back to
//! back change the folder hundreds of times a second, and the phones then never wait for a
//! reading.

use super::error::ServeError;
use crate::io::tournament_folder;
use axum::body::Bytes;
use std::ffi::OsString;
use std::hash::{DefaultHasher, Hash as _, Hasher as _};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard, Weak};
use std::time::{Duration, Instant, SystemTime};

/// The least time between two readings that follow a changing folder in the background: the
/// standings stay within PHONES.md's 2 s of a change while the tables' writes keep the cores.
const FOLLOW_PAUSE: Duration = Duration::from_millis(100);

/// The standings as answered: the text of `tournament standings --json` (shared by every answer
/// that sends it) and its ETag.
pub struct Answer {
    pub text: Bytes,
    pub tag: String,
}

/// What a request finds in the folder's listing.
pub enum Look {
    /// The standings to answer.
    Current(Arc<Answer>),
    /// The folder changed since the last standings, and none are being worked out.
    Changed(Changed),
}

/// A change a request saw: when it asked, and the folder as it listed it then.
pub struct Changed {
    asked: Instant,
    stamps: Vec<Stamp>,
}

/// The last standings worked out of a folder, and whether newer ones are being worked out.
pub struct Cache {
    dir: PathBuf,
    kept: Mutex<Kept>,
    /// Held while the standings are worked out: one reading at a time, and the requests that
    /// find the folder changed while nothing was answered yet wait for it.
    reading: Mutex<()>,
}

#[derive(Default)]
struct Kept {
    last: Option<Reading>,
    /// A reading is under way (a request's or the one following the folder): the requests
    /// answer `last` meanwhile.
    working: bool,
}

/// Standings worked out from the folder as it was listed at `listed`.
struct Reading {
    listed: Instant,
    stamps: Vec<Stamp>,
    answer: Arc<Answer>,
}

/// A file of the folder as the listing shows it.
pub(super) type Stamp = (OsString, u64, Option<SystemTime>);

impl Cache {
    pub fn new(dir: PathBuf) -> Cache {
        Cache { dir, kept: Mutex::default(), reading: Mutex::default() }
    }

    /// The last standings while the folder is unchanged or newer ones are being worked out,
    /// else the change. Only the folder's listing, a few dozen stats the system has at hand:
    /// done where the request is, no thread is handed the request for it.
    pub fn look(&self) -> Result<Look, ServeError> {
        let asked = Instant::now();
        let stamps = stamps(&self.dir)?;
        Ok(match self.answered(|last, working| last.stamps == stamps || working) {
            Some(answer) => Look::Current(answer),
            None => Look::Changed(Changed { asked, stamps }),
        })
    }

    /// The standings after the change a request saw ([`Cache::look`]), worked out now (blocking
    /// file work) unless another request's reading made or began them meanwhile. A folder that
    /// cannot be read is the error (not kept).
    pub fn work_out(self: &Arc<Self>, Changed { asked, stamps }: Changed) -> Result<Arc<Answer>, ServeError> {
        let _reading = self.reading.lock().expect("no panic while held");
        // Another reading was made or begun while this request waited: listed after this one
        // was asked, its standings are as new as this one's would be.
        if let Some(answer) = self.answered(|last, working| last.stamps == stamps || last.listed >= asked || working) {
            return Ok(answer);
        }
        self.kept().working = true;
        let read = self.read();
        let changed = read.as_ref().is_ok_and(|(read, _)| listing(&self.dir).ok().is_none_or(|now| now != *read));
        if changed {
            let cache = Arc::downgrade(self);
            std::thread::spawn(move || follow(&cache));
        } else {
            self.kept().working = false;
        }
        read.map(|(_, answer)| answer)
    }

    /// The last answer, if `current` says it is to be answered (given whether a reading is
    /// under way).
    fn answered(&self, current: impl Fn(&Reading, bool) -> bool) -> Option<Arc<Answer>> {
        let kept = self.kept();
        kept.last.as_ref().filter(|last| current(last, kept.working)).map(|last| last.answer.clone())
    }

    /// Lists the folder, works its standings out and keeps them as the last; the listing and
    /// the standings.
    fn read(&self) -> Result<(Vec<Stamp>, Arc<Answer>), ServeError> {
        let listed = Instant::now();
        let stamps = stamps(&self.dir)?;
        let folder = tournament_folder::read(&self.dir).map_err(ServeError::Folder)?;
        let text = schocken_core::tournament::json::standings_text(&folder.tournament, &folder.standings);
        let mut hasher = DefaultHasher::new();
        text.hash(&mut hasher);
        let answer = Arc::new(Answer { tag: format!("\"{:016x}\"", hasher.finish()), text: text.into() });
        self.kept().last = Some(Reading { listed, stamps: stamps.clone(), answer: answer.clone() });
        Ok((stamps, answer))
    }

    fn kept(&self) -> MutexGuard<'_, Kept> {
        self.kept.lock().expect("no panic while held")
    }
}

/// Works the standings of `cache` out again, [`FOLLOW_PAUSE`] apart, while the folder keeps
/// changing: until it held still through a pause (or cannot be read: the next request then
/// tries, and answers why not), or the server stopped (nothing else holds the cache).
fn follow(cache: &Weak<Cache>) {
    loop {
        std::thread::sleep(FOLLOW_PAUSE);
        let Some(cache) = cache.upgrade() else { return };
        let _reading = cache.reading.lock().expect("no panic while held");
        let now = listing(&cache.dir).ok();
        let still = cache.answered(|last, _| now.as_ref() == Some(&last.stamps)).is_some();
        if still || cache.read().is_err() {
            cache.kept().working = false;
            return;
        }
    }
}

/// The folder's files, by name; a folder that cannot be listed is the error. (The members'
/// pages see a change of the club's folder by it too.)
pub(super) fn stamps(dir: &Path) -> Result<Vec<Stamp>, ServeError> {
    listing(dir).map_err(|e| ServeError::File(dir.to_path_buf(), e))
}

/// A file gone between listing and looking (a lock file let go, a temporary file renamed) is
/// passed over: the listing is only compared, never read from.
fn listing(dir: &Path) -> std::io::Result<Vec<Stamp>> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn while_newer_standings_are_worked_out_the_last_are_answered() {
        let dir = std::env::temp_dir().join(format!("schocken-standings-cache-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let tournament = "Tournament(format: 1, title: \"Lasttest\", rules: (preset: \"main-taunus\"), \
            scoring: LossPoints, events: [Register(name: \"Anna\"), Register(name: \"Ben\")])";
        std::fs::write(dir.join(tournament_folder::FILE_NAME), tournament).unwrap();
        let cache = Arc::new(Cache::new(dir.clone()));
        let get = || match cache.look().unwrap() {
            Look::Current(answer) => answer,
            Look::Changed(changed) => cache.work_out(changed).unwrap(),
        };
        let first = get();
        assert!(Arc::ptr_eq(&first, &get()), "an unchanged folder: the same answer");

        std::fs::write(dir.join("notiz.txt"), "").unwrap();
        cache.kept().working = true;
        assert!(Arc::ptr_eq(&first, &get()), "a changed folder being read: the last answer");
        cache.kept().working = false;
        let newer = get();
        assert!(!Arc::ptr_eq(&first, &newer), "nothing being read: worked out now");
        assert_eq!(newer.tag, first.tag, "the same standings keep their tag");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
