//! The tables' session files in the tournament folder (TOURNAMENT.md 3), followed while the
//! window is open: a watcher marks the folder changed (notify, or its slow poll), and only then
//! are the session files read again, on a worker thread (hundreds of files must not stall a
//! frame), and the file replayed with them when they arrive. A card typed here still overrides
//! a table's session (the replay decides that).

use crate::io::tournament_folder::{self, Skipped};
use crate::io::watch::FolderWatcher;
use eframe::egui::{self};
use schocken_core::tournament::replay::TableSession;
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver};

/// The folder's session files as one read found them, and the files that gave no results.
type Read = (Vec<TableSession>, Vec<(PathBuf, Skipped)>);

/// The folder's watcher, started with the first frame (it wakes the window through its context).
#[derive(Default)]
pub(super) struct Watch {
    pub(super) watcher: Option<FolderWatcher>,
    /// The watcher could not be started: the folder is read when the organiser changes something.
    pub(super) failed: bool,
    /// A read under way on a worker thread.
    pub(super) reading: Option<Receiver<Read>>,
    /// The folder changed again while a read was under way: read once more after it.
    pub(super) again: bool,
    /// The session files last read break the replay, so the tournament shown is of the files
    /// before them: it is not one to replay only a table of.
    pub(super) stale: bool,
}

impl Watch {
    /// Whether the tournament shown is the replay of the file with the session files last read
    /// (a table of it may be replayed alone).
    pub(super) fn fresh(&self) -> bool {
        !self.stale
    }
}

/// Reads the folder's session files on a worker thread, waking the window when done.
pub(super) fn read_in_background(dir: PathBuf, ctx: &egui::Context) -> Receiver<Read> {
    let (tx, rx) = mpsc::channel();
    let wake = ctx.clone();
    std::thread::spawn(move || {
        // The window may be gone by now; then nobody wants the read.
        let _ = tx.send(tournament_folder::table_sessions(&dir));
        wake.request_repaint();
    });
    rx
}
