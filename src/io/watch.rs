//! Watching a folder for files that other laptops write into it (a tournament's tables, through
//! Syncthing or a network share). A thin edge: it only says "something changed"; the caller
//! reads the folder again, off the frame path.
//!
//! The operating system's notifications (inotify and friends, via `notify`) tell at once where
//! they work; network shares often send none, so a slow poll of the folder's listing backs them
//! up. Either way a change is seen within [`POLL`].

use notify::{PollWatcher, RecommendedWatcher, RecursiveMode, Watcher};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// How often the backup poll looks at the folder.
pub const POLL: Duration = Duration::from_millis(1500);

/// Watches one folder (not its subfolders) while alive.
pub struct FolderWatcher {
    changed: Arc<AtomicBool>,
    // Kept alive for their threads; dropped with the watcher.
    _native: Option<RecommendedWatcher>,
    _poll: PollWatcher,
}

impl FolderWatcher {
    /// Starts watching `dir`; `wake` is called (from a watcher thread) on every change, e.g. to
    /// ask the UI for a repaint.
    pub fn new(dir: &Path, wake: impl Fn() + Send + Sync + 'static) -> notify::Result<FolderWatcher> {
        FolderWatcher::start(dir, None, wake)
    }

    /// Like [`FolderWatcher::new`], but the writes of the file `own` (its name in `dir`) are not
    /// changes: the watcher's owner made them (a table laptop saving its own session, with its
    /// temporary file and its lock, would otherwise wake itself after every entry).
    pub fn except_own(dir: &Path, own: &str, wake: impl Fn() + Send + Sync + 'static) -> notify::Result<FolderWatcher> {
        FolderWatcher::start(dir, Some(own.to_string()), wake)
    }

    fn start(
        dir: &Path,
        own: Option<String>,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> notify::Result<FolderWatcher> {
        let changed = Arc::new(AtomicBool::new(false));
        let wake = Arc::new(wake);
        let own = Arc::new(own);
        let handler = |changed: Arc<AtomicBool>, wake: Arc<dyn Fn() + Send + Sync>, own: Arc<Option<String>>| {
            move |event: notify::Result<notify::Event>| {
                // Opening or reading a file changes nothing, and the reader's own reads of the
                // folder would otherwise wake it again and again.
                // Nor does the owner's own save (all the paths it names are its own file's).
                let owners = |e: &notify::Event| {
                    own.is_some() && !e.paths.is_empty() && e.paths.iter().all(|p| is_own(p, own.as_deref()))
                };
                let change = event.is_ok_and(|e| !(e.kind.is_access() || owners(&e)));
                if change {
                    changed.store(true, Ordering::Release);
                    wake();
                }
            }
        };
        // Native notifications where the platform has them; the poll alone otherwise.
        let native =
            notify::recommended_watcher(handler(changed.clone(), wake.clone(), own.clone())).ok().and_then(|mut w| {
                w.watch(dir, RecursiveMode::NonRecursive).ok()?;
                Some(w)
            });
        let config = notify::Config::default().with_poll_interval(POLL).with_compare_contents(false);
        let mut poll = PollWatcher::new(handler(changed.clone(), wake, own), config)?;
        poll.watch(dir, RecursiveMode::NonRecursive)?;
        Ok(FolderWatcher { changed, _native: native, _poll: poll })
    }

    /// Whether anything changed since the last call (and clears the mark).
    pub fn take_changed(&self) -> bool {
        self.changed.swap(false, Ordering::AcqRel)
    }
}

/// Whether `path` is the file `own` or one of the files written beside it while it is saved:
/// its temporary file (`.NAME.` and six characters) and its lock (`.NAME.lock`).
fn is_own(path: &Path, own: Option<&str>) -> bool {
    let (Some(own), Some(name)) = (own, path.file_name().map(|n| n.to_string_lossy())) else { return false };
    name == own || name.strip_prefix('.').and_then(|n| n.strip_prefix(own)).is_some_and(|rest| rest.starts_with('.'))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    /// A file written into the folder is noticed; nothing is noticed while nothing happens.
    #[test]
    fn a_new_file_is_noticed() {
        let dir = std::env::temp_dir().join(format!("schocken-watch-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let wakes = Arc::new(AtomicUsize::new(0));
        let counter = wakes.clone();
        let watcher = FolderWatcher::new(&dir, move || {
            counter.fetch_add(1, Ordering::Relaxed);
        })
        .unwrap();
        // Written again until noticed, so no guess at when the watcher is up; generous: this
        // checks that the change arrives, not how fast (that depends on the machine).
        let noticed = (0..100).any(|i| {
            std::fs::write(dir.join("tisch-3.ron"), format!("Session() // {i}")).unwrap();
            std::thread::sleep(Duration::from_millis(100));
            watcher.take_changed()
        });
        assert!(noticed);
        assert!(wakes.load(Ordering::Relaxed) > 0);
        assert!(!watcher.take_changed(), "the mark is cleared once taken");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_owners_own_file_its_temporary_file_and_its_lock_are_its_own() {
        let own = Some("runde-1-tisch-3.ron");
        for path in ["runde-1-tisch-3.ron", ".runde-1-tisch-3.ron.a1B2c3", ".runde-1-tisch-3.ron.lock"] {
            assert!(is_own(Path::new(path), own), "{path}");
        }
        for path in ["runde-1-tisch-4.ron", "turnier.ron", ".runde-1-tisch-3.ronx", "runde-1.scharf"] {
            assert!(!is_own(Path::new(path), own), "{path}");
        }
        assert!(!is_own(Path::new("runde-1-tisch-3.ron"), None));
    }
}
