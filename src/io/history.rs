//! The history: every session file of a folder, loaded off the UI thread into small digests.
//!
//! A club's folder may hold thousands of evenings. Keeping every `Session` in memory would cost
//! tens of kilobytes each, so the loader reads, replays and digests each file on worker threads
//! and keeps only the `Digest` (a few kilobytes) — enough for the list, the filters and the
//! statistics. Files arrive newest first, so the first screen fills long before the last file is
//! read. Opening one evening reads its file again.

use crate::io::store::{self, ReadError, Store};
use chrono::NaiveDate;
use schocken_core::club::sitting::{self, Sitting};
use schocken_core::names::Search;
use schocken_core::rules::preset::Preset;
use schocken_core::stats::{Digest, EveningStats};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};
use std::time::SystemTime;

/// One file of the folder, digested or not.
#[derive(Clone, Debug)]
pub struct Item {
    pub path: PathBuf,
    pub modified: Option<SystemTime>,
    /// The digest, or why the file cannot be read (it is then left alone; the reason is worded
    /// when shown, so it follows the language).
    pub digest: Result<Digest, ReadError>,
    /// The evening as the club's books count it, its names as written (`sitting::read`); `None`
    /// for a file that does not read or a tournament's table. Kept beside the digest so the
    /// folder's live model gives the books without keeping a session.
    pub sitting: Option<Sitting>,
}

impl Item {
    /// Reads and digests one file (on a worker thread).
    pub fn load(path: PathBuf, modified: Option<SystemTime>) -> Item {
        let session = store::read(&path);
        let file = path.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
        let sitting = session.as_ref().ok().and_then(|session| sitting::read(&file, session));
        Item { digest: session.map(|session| Digest::of(&session)), path, modified, sitting }
    }

    /// The key the history sorts by: the evening's date as a timestamp (undated files first);
    /// evenings of the same time are ordered by file name, so streaks never depend on which
    /// worker thread read a file first.
    pub fn sort_key(&self) -> i64 {
        self.date().map_or(i64::MIN, |d| d.timestamp())
    }

    /// Oldest first, by [`Item::sort_key`], then by path: the order statistics count streaks in
    /// (reversed: the newest first, as lists show evenings).
    pub fn oldest_first(a: &Item, b: &Item) -> std::cmp::Ordering {
        a.sort_key().cmp(&b.sort_key()).then_with(|| a.path.cmp(&b.path))
    }

    /// The evening's start as written in the file, else the file's modification time (RFC 3339),
    /// so the history can sort files from any tool by date.
    pub fn date(&self) -> Option<chrono::DateTime<chrono::FixedOffset>> {
        let started = self.digest.as_ref().ok().and_then(|d| d.evening.started.as_deref());
        started
            .and_then(|s| chrono::DateTime::parse_from_rfc3339(s).ok())
            .or_else(|| self.modified.map(|m| chrono::DateTime::<chrono::Local>::from(m).fixed_offset()))
    }
}

/// Reads a folder on worker threads; the UI polls what has arrived.
pub struct Loader {
    receiver: mpsc::Receiver<Item>,
    total: usize,
    received: usize,
    cancel: Arc<AtomicBool>,
}

/// How many files a worker reads between two wake-ups of the UI.
const WAKE_EVERY: usize = 50;

impl Loader {
    /// Lists the folder and starts reading it, newest files first. `wake` is called from the
    /// workers when new items are ready (the app asks egui for a repaint there).
    pub fn start(store: &Store, wake: impl Fn() + Send + Sync + 'static) -> std::io::Result<Loader> {
        Ok(Loader::of(store.list_paths()?, wake))
    }

    /// Starts reading these files (as `Store::list_paths` lists them: path and modification
    /// time), in their order: the history reads again only the files that changed.
    pub fn of(paths: Vec<(PathBuf, Option<SystemTime>)>, wake: impl Fn() + Send + Sync + 'static) -> Loader {
        let paths = Arc::new(paths);
        let total = paths.len();
        let (sender, receiver) = mpsc::channel();
        let cancel = Arc::new(AtomicBool::new(false));
        let next = Arc::new(AtomicUsize::new(0));
        let wake = Arc::new(wake);
        let workers = std::thread::available_parallelism().map_or(2, |n| n.get()).clamp(1, 8);
        for _ in 0..workers.min(total.max(1)) {
            let (paths, sender, cancel, next, wake) =
                (paths.clone(), sender.clone(), cancel.clone(), next.clone(), wake.clone());
            std::thread::spawn(move || {
                let mut since_wake = 0;
                while !cancel.load(Ordering::Relaxed) {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some((path, modified)) = paths.get(i) else { break };
                    if sender.send(Item::load(path.clone(), *modified)).is_err() {
                        break;
                    }
                    since_wake += 1;
                    if since_wake == WAKE_EVERY {
                        since_wake = 0;
                        wake();
                    }
                }
                wake();
            });
        }
        Loader { receiver, total, received: 0, cancel }
    }

    /// Moves what has arrived into `into`; true if anything did.
    pub fn poll(&mut self, into: &mut Vec<Item>) -> bool {
        let before = into.len();
        into.extend(self.receiver.try_iter());
        self.received += into.len() - before;
        into.len() > before
    }

    /// Moves what arrives within `timeout` into `into` (a live model's reading, which publishes
    /// what it has at that pace); true if anything did.
    /// Should every worker end without sending all (none does: an unreadable file is an item
    /// saying why), the loader is done with what it has rather than waiting for ever.
    pub fn wait(&mut self, into: &mut Vec<Item>, timeout: std::time::Duration) -> bool {
        let before = into.len();
        match self.receiver.recv_timeout(timeout) {
            Ok(item) => {
                into.push(item);
                into.extend(self.receiver.try_iter());
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => self.total = self.received,
        }
        self.received += into.len() - before;
        into.len() > before
    }

    /// Waits for every file (for the CLI and benchmarks).
    pub fn finish(mut self) -> Vec<Item> {
        let mut items = Vec::with_capacity(self.total);
        while self.received < self.total {
            match self.receiver.recv() {
                Ok(item) => {
                    items.push(item);
                    self.received += 1;
                }
                Err(_) => break,
            }
        }
        items
    }

    /// Files read so far and files in the folder.
    pub fn progress(&self) -> (usize, usize) {
        (self.received, self.total)
    }

    pub fn done(&self) -> bool {
        self.received >= self.total
    }
}

impl Drop for Loader {
    /// Leaving the history stops the workers after the file they are reading.
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// Reads every file of the folder (on worker threads) and sorts them oldest first, the order
/// in which statistics count streaks. For the command line, which has no screen to fill.
pub fn load_all(store: &Store) -> std::io::Result<Vec<Item>> {
    let mut items = Loader::start(store, || {})?.finish();
    items.sort_by(Item::oldest_first);
    Ok(items)
}

/// What the history shows: a search text, one player, a date range and one preset.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Matched against title, place, players and file name as [`Search`] matches: case aside,
    /// umlauts typed or not ("Jorg" and "Joerg" find "Jörg").
    pub text: String,
    pub player: Option<String>,
    pub from: Option<NaiveDate>,
    pub to: Option<NaiveDate>,
    pub preset: Option<Preset>,
}

impl Filter {
    pub fn is_empty(&self) -> bool {
        *self == Filter::default()
    }

    /// Whether an item is shown. Damaged files are shown only while no filter is set, so the
    /// referee sees them but they never spoil a selection.
    pub fn matches(&self, item: &Item) -> bool {
        let Ok(digest) = &item.digest else { return self.is_empty() };
        let e = &digest.evening;
        if self.player.as_ref().is_some_and(|p| !e.players.contains(p)) {
            return false;
        }
        if self.preset.is_some_and(|p| p.id() != e.preset) {
            return false;
        }
        if self.from.is_some() || self.to.is_some() {
            let Some(day) = item.date().map(|d| d.date_naive()) else { return false };
            if self.from.is_some_and(|f| day < f) || self.to.is_some_and(|t| day > t) {
                return false;
            }
        }
        let search = Search::new(&self.text);
        search.is_empty() || text_matches(e, &item.path, &search)
    }
}

fn text_matches(e: &EveningStats, path: &std::path::Path, search: &Search) -> bool {
    let has = |s: &str| search.finds(s);
    e.title.as_deref().is_some_and(has)
        || e.place.as_deref().is_some_and(has)
        || e.players.iter().any(|p| has(p))
        || path.file_name().is_some_and(|n| has(&n.to_string_lossy()))
}

/// A date typed by a person: `24.12.2026`, `24.12.26`, `2026-12-24`.
pub fn parse_date(text: &str) -> Option<NaiveDate> {
    let text = text.trim();
    ["%d.%m.%y", "%d.%m.%Y", "%Y-%m-%d"].iter().find_map(|f| NaiveDate::parse_from_str(text, f).ok())
}

#[cfg(test)]
mod tests {
    use super::*;
    use schocken_core::i18n::Lang;

    fn item(path: &str, text: &str) -> Item {
        let session = schocken_core::session::file::parse(text).unwrap();
        Item { path: path.into(), modified: None, digest: Ok(Digest::of(&session)), sitting: None }
    }

    const KALK: &str = include_str!("../../sessions/kalk.ron");
    const DOHREN: &str = include_str!("../../sessions/dohren.ron");

    #[test]
    fn filters_by_player_preset_date_and_text() {
        let kalk = item("kalk.ron", KALK);
        let dohren = item("dohren.ron", DOHREN);
        let problem = store::ReadProblem::NotUtf8 { byte: 0 };
        let damaged = Item {
            path: "x.ron".into(),
            modified: None,
            digest: Err(ReadError { path: "x.ron".into(), problem }),
            sitting: None,
        };
        let all = Filter::default();
        assert!(all.matches(&kalk) && all.matches(&dohren) && all.matches(&damaged));
        let gokhan = Filter { player: Some("Gökhan".into()), ..Filter::default() };
        assert!(gokhan.matches(&kalk) && !gokhan.matches(&dohren) && !gokhan.matches(&damaged));
        let preset = Filter { preset: Some(Preset::Kalk), ..Filter::default() };
        assert!(preset.matches(&kalk) && !preset.matches(&dohren));
        // Kalk was played on 9 October 2026.
        let october = Filter { from: parse_date("1.10.2026"), to: parse_date("9.10.2026"), ..Filter::default() };
        assert!(october.matches(&kalk));
        let later = Filter { from: parse_date("10.10.2026"), ..Filter::default() };
        assert!(!later.matches(&kalk));
        let text = Filter { text: " OKTOBER ".into(), ..Filter::default() };
        assert!(text.matches(&kalk) && !text.matches(&dohren));
        let place = Filter { text: "KÖLN".into(), ..Filter::default() };
        assert!(place.matches(&kalk));
    }

    #[test]
    fn the_search_finds_umlauts_typed_without_them() {
        let kalk = item("kalk.ron", KALK);
        let dohren = item("dohren.ron", DOHREN);
        // Kalk's evening has Gökhan at the table and was played in Köln.
        for typed in ["Gokhan", "Goekhan", "gökhan", "koln", "Koeln"] {
            let search = Filter { text: typed.into(), ..Filter::default() };
            assert!(search.matches(&kalk), "{typed}");
            assert!(!search.matches(&dohren), "{typed}");
        }
    }

    #[test]
    fn the_loader_reads_every_file_oldest_first_for_the_command_line() {
        let dir = std::env::temp_dir().join(format!("schocken-history-loader-{}", std::process::id()));
        let store = Store::open(dir.clone()).unwrap();
        std::fs::write(dir.join("kalk.ron"), KALK).unwrap();
        std::fs::write(dir.join("dohren.ron"), DOHREN).unwrap();
        std::fs::write(dir.join("kaputt.ron"), "Session(").unwrap();
        std::fs::write(dir.join("notes.txt"), "not a session").unwrap();
        let items = schocken_core::i18n::scoped(Lang::De, || load_all(&store)).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(items.len(), 3);
        let damaged: Vec<_> = items.iter().filter_map(|i| i.digest.as_ref().err()).collect();
        assert_eq!(damaged.len(), 1);
        // Read while the language was German, the reason is worded in the language it is shown in.
        for (lang, line) in [(Lang::En, "line 1"), (Lang::De, "Zeile 1")] {
            let shown = schocken_core::i18n::scoped(lang, || damaged[0].to_string());
            assert!(shown.contains("kaputt.ron") && shown.contains(line), "{shown}");
        }
        // Kalk (9 October 2026) before Dohren (4 December 2026).
        let titles: Vec<_> = items
            .iter()
            .filter_map(|i| i.digest.as_ref().ok()?.evening.title.clone())
            .map(|t| t.chars().take(5).collect::<String>())
            .collect();
        assert_eq!(titles, ["Huber", "Schüt"]);
    }

    #[test]
    fn dates_as_people_type_them() {
        let d = NaiveDate::from_ymd_opt(2026, 12, 24);
        assert_eq!(parse_date("24.12.2026"), d);
        assert_eq!(parse_date(" 2026-12-24 "), d);
        assert_eq!(parse_date("24.12.26"), d);
        assert_eq!(parse_date("24.13.2026"), None);
        assert_eq!(parse_date(""), None);
    }
}
