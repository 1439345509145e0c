//! What the open tournament does with its `folder` part (`organiser/folder.rs`).

use super::Running;
use crate::io::tournament_folder::Skipped;
use crate::io::watch::FolderWatcher;
use crate::ui::organiser::folder::*;
use eframe::egui::{self, RichText};
use schocken_core::tournament::replay::{self, TableSession};
use schocken_core::tr;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, TryRecvError};

impl Running {
    /// Reads the session files again where the watcher saw the folder change, and takes a
    /// read that has arrived.
    pub(in crate::ui::organiser) fn follow_folder(&mut self, ctx: &egui::Context) {
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
            Err(r) => self.refuse(crate::ui::said::Said::new(move || crate::ui::organiser::refusals::file(&r))),
        }
    }

    /// The session files of `round` (from 1) in the folder, matching their tables or not.
    pub(in crate::ui::organiser) fn sessions_of(&self, round: u32) -> Vec<&str> {
        self.replay.sessions.iter().filter(|s| s.round == round).map(|s| s.file.as_str()).collect()
    }

    /// Why the table's session files are not used, a line per file (by its name).
    pub(in crate::ui::organiser) fn table_problems(&self, round: u32, table: u32) -> Vec<String> {
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
    pub(in crate::ui::organiser) fn skipped_ui(&self, ui: &mut egui::Ui) {
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
