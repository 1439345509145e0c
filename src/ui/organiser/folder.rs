//! The tables' session files in the tournament folder (TOURNAMENT.md 3), followed while the
//! window is open: a watcher marks the folder changed (notify, or its slow poll), and only then
//! are the session files read again, on a worker thread (hundreds of files must not stall a
//! frame), and the file replayed with them when they arrive. A card typed here still overrides
//! a table's session (the replay decides that).

use super::Running;
use crate::io::tournament_folder::{self, Skipped};
use crate::io::watch::FolderWatcher;
use eframe::egui::{self, RichText};
use schocken_core::tournament::replay::{self, TableSession};
use schocken_core::tr;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// The folder's session files as one read found them, and the files that gave no results.
type Read = (Vec<TableSession>, Vec<(PathBuf, Skipped)>);

/// The folder's watcher, started with the first frame (it wakes the window through its context).
#[derive(Default)]
pub(super) struct Watch {
    watcher: Option<FolderWatcher>,
    /// The watcher could not be started: the folder is read when the organiser changes something.
    failed: bool,
    /// A read under way on a worker thread.
    reading: Option<Receiver<Read>>,
    /// The folder changed again while a read was under way: read once more after it.
    again: bool,
    /// The session files last read break the replay, so the tournament shown is of the files
    /// before them: it is not one to replay only a table of.
    stale: bool,
}

impl Watch {
    /// Whether the tournament shown is the replay of the file with the session files last read
    /// (a table of it may be replayed alone).
    pub(super) fn fresh(&self) -> bool {
        !self.stale
    }
}

/// Reads the folder's session files on a worker thread, waking the window when done.
fn read_in_background(dir: PathBuf, ctx: &egui::Context) -> Receiver<Read> {
    let (tx, rx) = mpsc::channel();
    let wake = ctx.clone();
    std::thread::spawn(move || {
        // The window may be gone by now; then nobody wants the read.
        let _ = tx.send(tournament_folder::table_sessions(&dir));
        wake.request_repaint();
    });
    rx
}

impl Running {
    /// Reads the session files again where the watcher saw the folder change, and takes a
    /// read that has arrived.
    pub(super) fn follow_folder(&mut self, ctx: &egui::Context) {
        let dir = self.organiser.dir().to_path_buf();
        let w = &mut self.folder;
        if w.watcher.is_none() && !w.failed {
            let wake = ctx.clone();
            w.watcher = FolderWatcher::new(&dir, move || wake.request_repaint()).ok();
            w.failed = w.watcher.is_none();
        }
        if w.watcher.as_ref().is_some_and(FolderWatcher::take_changed) {
            match w.reading {
                Some(_) => w.again = true,
                None => w.reading = Some(read_in_background(dir.clone(), ctx)),
            }
            // A hand edit of turnier.ron is offered at once, not found only at the next save.
            if self.outside.is_none() {
                self.outside = self.organiser.changed_outside();
            }
        }
        let w = &mut self.folder;
        let arrived = match w.reading.as_ref().map(Receiver::try_recv) {
            Some(Ok(read)) => Some(read),
            Some(Err(TryRecvError::Empty)) | None => return,
            Some(Err(TryRecvError::Disconnected)) => None,
        };
        w.reading = std::mem::take(&mut w.again).then(|| read_in_background(dir, ctx));
        if let Some((sessions, skipped)) = arrived {
            self.take_sessions(sessions, skipped);
        }
    }

    /// The folder's session files as read anew; where they give other results than before, the
    /// tables whose files changed are replayed (the rest kept). A replay they break (a card that
    /// takes its points from a session that no longer gives them) keeps the last standings and
    /// says why; the next read then replays the whole file.
    fn take_sessions(&mut self, sessions: Vec<TableSession>, skipped: Vec<(PathBuf, Skipped)>) {
        let tables = self.table_status();
        self.replay.skipped = skipped;
        if sessions == self.replay.sessions {
            // A conflict copy arriving changes no result, but a table's status.
            if self.table_status() != tables {
                self.refresh_board();
            }
            return;
        }
        let changed = replay::changed_tables(&self.replay.sessions, &sessions);
        self.replay.sessions = sessions;
        let replayed = if self.folder.stale {
            replay::replay(&self.replay.file, &self.replay.sessions)
        } else {
            let (mut t, mut unused) = (self.replay.t.clone(), self.replay.unused.clone());
            replay::replay_tables(&mut t, &mut unused, &self.replay.file, &self.replay.sessions, &changed)
                .map(|()| (t, unused))
        };
        self.folder.stale = replayed.is_err();
        match replayed {
            Ok((t, unused)) => {
                if t != self.replay.t || unused != self.replay.unused {
                    self.take(t, unused);
                }
            }
            Err(r) => self.refuse(super::Said::new(move || super::refusals::file(&r))),
        }
    }

    /// The session files of `round` (from 1) in the folder, matching their tables or not.
    pub(super) fn sessions_of(&self, round: u32) -> Vec<&str> {
        self.replay.sessions.iter().filter(|s| s.round == round).map(|s| s.file.as_str()).collect()
    }

    /// Why the table's session files are not used, a line per file (by its name).
    pub(super) fn table_problems(&self, round: u32, table: u32) -> Vec<String> {
        let named = |path: &Path| PathBuf::from(path.file_name().unwrap_or(path.as_os_str()));
        // A conflict copy or an unreadable file is the table's its name names.
        let of = |path: &PathBuf, why: &Skipped| crate::io::table_status::table_of(path, why);
        let skipped = self.replay.skipped.iter().filter(|(path, why)| of(path, why) == Some((round, table)));
        let unused = self.replay.unused.iter().filter(|(_, why)| why.table() == (round, table));
        skipped
            .map(|(path, why)| why.line(&named(path)))
            .chain(unused.map(|(name, why)| Skipped::Unused(why.clone()).line(Path::new(name))))
            .collect()
    }

    /// The files of the folder that give no results, one line each with the reason, under a
    /// count that is always in sight.
    pub(super) fn skipped_ui(&self, ui: &mut egui::Ui) {
        let count = self.replay.skipped.len() + self.replay.unused.len();
        if count == 0 {
            return;
        }
        let dir = self.organiser.dir();
        let head = RichText::new(tr!("organiser-skipped", count = count)).color(ui.visuals().warn_fg_color);
        egui::CollapsingHeader::new(head).id_salt("organiser-skipped").show(ui, |ui| {
            egui::ScrollArea::vertical().max_height(160.0).show(ui, |ui| {
                for (path, why) in &self.replay.skipped {
                    ui.label(why.line(path));
                }
                for (name, why) in &self.replay.unused {
                    ui.label(Skipped::Unused(why.clone()).line(&dir.join(name)));
                }
            });
        });
    }
}
