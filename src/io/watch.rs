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
        let changed = Arc::new(AtomicBool::new(false));
        let wake = Arc::new(wake);
        let handler = |changed: Arc<AtomicBool>, wake: Arc<dyn Fn() + Send + Sync>| {
            move |event: notify::Result<notify::Event>| {
                // Opening or reading a file changes nothing, and the reader's own reads of the
                // folder would otherwise wake it again and again.
                if event.is_ok_and(|e| !e.kind.is_access()) {
                    changed.store(true, Ordering::Release);
                    wake();
                }
            }
        };
        // Native notifications where the platform has them; the poll alone otherwise.
        let native = notify::recommended_watcher(handler(changed.clone(), wake.clone())).ok().and_then(|mut w| {
            w.watch(dir, RecursiveMode::NonRecursive).ok()?;
            Some(w)
        });
        let config = notify::Config::default().with_poll_interval(POLL).with_compare_contents(false);
        let mut poll = PollWatcher::new(handler(changed.clone(), wake), config)?;
        poll.watch(dir, RecursiveMode::NonRecursive)?;
        Ok(FolderWatcher { changed, _native: native, _poll: poll })
    }

    /// Whether anything changed since the last call (and clears the mark).
    pub fn take_changed(&self) -> bool {
        self.changed.swap(false, Ordering::AcqRel)
    }
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
}
