//! What every live model has of its own: the snapshot it publishes (and who to wake when it
//! does), and the owner's thread that follows the folder. Each model says what a refresh is.
//!
//! Published through `tokio::sync::watch` rather than the arc-swap crate: tokio is the server's
//! already, the channel's lock is held only to swap or clone the `Arc` (never while a refresh
//! runs), and a reader that wants to hear of a new snapshot can subscribe; at 200 phones a
//! lock-free load would gain nothing measurable. A window is woken by [`Published::on_change`].

use crate::io::watch::FolderWatcher;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex, PoisonError, Weak};
use std::time::Duration;
use tokio::sync::watch;

/// How long the owner waits after a notice for the rest of a burst (a save is several: its
/// temporary file, the rename, the lock), so a storm of writes costs a listing per pause.
const QUIET: Duration = Duration::from_millis(50);

/// How often the owner looks at the folder without a notice (network shares send none): a
/// change shows within this, well inside the 2 s every reader is promised.
pub const LOOK: Duration = Duration::from_millis(500);

/// Someone to wake when a new snapshot is published (a window asks for a frame).
type Waker = Box<dyn Fn() + Send + Sync>;

/// The latest snapshot of a model, and who to wake when there is a new one.
pub struct Published<S> {
    sender: watch::Sender<Arc<S>>,
    wakers: Mutex<Vec<Waker>>,
}

impl<S> Published<S> {
    pub fn new(first: S) -> Published<S> {
        Published { sender: watch::channel(Arc::new(first)).0, wakers: Mutex::default() }
    }

    /// The latest snapshot. Never waits for a refresh.
    pub fn latest(&self) -> Arc<S> {
        self.sender.borrow().clone()
    }

    /// Makes `snapshot` the latest and wakes whoever asked to be.
    pub fn publish(&self, snapshot: S) -> Arc<S> {
        let snapshot = Arc::new(snapshot);
        self.sender.send_replace(snapshot.clone());
        for wake in self.wakers.lock().unwrap_or_else(PoisonError::into_inner).iter() {
            wake();
        }
        snapshot
    }

    /// A receiver told of each new snapshot (an async reader awaits `changed`).
    pub fn subscribe(&self) -> watch::Receiver<Arc<S>> {
        self.sender.subscribe()
    }

    /// `wake` is called after each new snapshot, for as long as the model lives.
    pub fn on_change(&self, wake: impl Fn() + Send + Sync + 'static) {
        self.wakers.lock().unwrap_or_else(PoisonError::into_inner).push(Box::new(wake));
    }
}

/// A model its owner's thread can refresh.
pub trait Refresh: Send + Sync + 'static {
    /// Looks at the folder and publishes what changed.
    fn refresh_now(&self);
}

/// The owner's thread of a model: woken by the folder's watcher and by the product's own
/// writes, and looking at the folder's own stamp every [`LOOK`] without them.
pub struct Follower {
    dir: PathBuf,
    /// One notice waiting is enough: more are the same notice.
    wake: mpsc::SyncSender<()>,
    /// The other end, until the thread takes it ([`Follower::follow`]).
    woken: Mutex<Option<mpsc::Receiver<()>>>,
}

impl Follower {
    pub fn new(dir: &Path) -> Follower {
        let (wake, woken) = mpsc::sync_channel(1);
        Follower { dir: dir.to_path_buf(), wake, woken: Mutex::new(Some(woken)) }
    }

    /// A file of the folder was written: the owner refreshes after [`QUIET`], once for every
    /// write of a burst. The writer does not wait for it.
    pub fn changed(&self) {
        let _ = self.wake.try_send(());
    }

    /// Follows the folder on a thread named `name` for as long as `model` is in use: a refresh
    /// at once where `at_once`, after each burst of notices, and where the folder's stamp moved
    /// at a look every [`LOOK`] without one.
    /// Once only; without a thread (a system out of threads) the model stays as it is.
    pub fn follow<M: Refresh>(&self, model: Weak<M>, name: &str, at_once: bool) {
        let Some(rx) = self.woken.lock().unwrap_or_else(PoisonError::into_inner).take() else { return };
        let (dir, tx) = (self.dir.clone(), self.wake.clone());
        let follow = move || {
            // The folder's own stamp: an entry added, removed or renamed (every save here and
            // by sync tools is a rename) changes it, so a look without a notice costs one stat,
            // not a listing of a club's ten thousand evenings. A file changed in place is
            // noticed by the watcher (its backup poll looks at every file).
            let stamp = || std::fs::metadata(&dir).ok().map(|m| (m.modified().ok(), m.len()));
            let mut seen = stamp();
            // The first refresh before the watcher, whose backup poll lists the whole folder
            // when it starts (the first screen comes sooner).
            if at_once {
                let Some(model) = model.upgrade() else { return };
                model.refresh_now();
            }
            let _watcher = FolderWatcher::new(&dir, move || {
                let _ = tx.try_send(());
            })
            .ok();
            // A file changed in place before the watcher was up moves no stamp and sends no
            // notice: one look at the listing now, from which on the watcher tells.
            match model.upgrade() {
                Some(model) => model.refresh_now(),
                None => return,
            }
            loop {
                let noticed = match rx.recv_timeout(LOOK) {
                    Ok(()) => {
                        std::thread::sleep(QUIET);
                        while rx.try_recv().is_ok() {}
                        true
                    }
                    Err(RecvTimeoutError::Timeout) => false,
                    // Never while the follower holds its end; the looks go on.
                    Err(RecvTimeoutError::Disconnected) => {
                        std::thread::sleep(LOOK);
                        false
                    }
                };
                let now = stamp();
                if !noticed && now == seen {
                    if model.strong_count() == 0 {
                        return;
                    }
                    continue;
                }
                seen = now;
                let Some(model) = model.upgrade() else { return };
                model.refresh_now();
            }
        };
        let _ = std::thread::Builder::new().name(name.into()).spawn(follow);
    }
}

impl Drop for Follower {
    /// The model is gone: its owner's thread is woken to see so and end, rather than keeping
    /// its watcher until the next look.
    fn drop(&mut self) {
        let _ = self.wake.try_send(());
    }
}
