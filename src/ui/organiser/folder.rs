//! The tables' session files in the tournament folder (TOURNAMENT.md 3), followed while the
//! window is open: a watcher marks the folder changed (notify, or its slow poll), and only then
//! are the session files read again and the file replayed with them. A card typed here still
//! overrides a table's session (the replay decides that).

use super::Running;
use crate::tournament::replay;
use crate::tournament_folder;
use crate::tr;
use crate::watch::FolderWatcher;
use eframe::egui::{self, RichText};

/// The folder's watcher, started with the first frame (it wakes the window through its context).
#[derive(Default)]
pub(super) struct Watch {
    watcher: Option<FolderWatcher>,
    /// The watcher could not be started: the folder is read when the organiser changes something.
    failed: bool,
}

impl Running {
    /// Reads the session files again where the watcher saw the folder change.
    pub(super) fn follow_folder(&mut self, ctx: &egui::Context) {
        let w = &mut self.folder;
        if w.watcher.is_none() && !w.failed {
            let wake = ctx.clone();
            w.watcher = FolderWatcher::new(self.organiser.dir(), move || wake.request_repaint()).ok();
            w.failed = w.watcher.is_none();
        }
        if w.watcher.as_ref().is_some_and(FolderWatcher::take_changed) {
            self.read_sessions();
        }
    }

    /// The folder's session files read anew; where they give other results than before, the
    /// file is replayed with them. A replay they break (a card that takes its points from a
    /// session that no longer gives them) keeps the last standings and says why.
    pub(super) fn read_sessions(&mut self) {
        let (sessions, skipped) = tournament_folder::table_sessions(self.organiser.dir());
        self.skipped = skipped;
        if sessions == self.sessions {
            return;
        }
        self.sessions = sessions;
        match replay::replay(&self.file, &self.sessions) {
            Ok((t, unused)) => {
                if t != self.t || unused != self.unused {
                    self.take(t, unused);
                }
            }
            Err(r) => self.refuse(r.message()),
        }
    }

    /// The session files of `round` (from 1) in the folder, matching their tables or not.
    pub(super) fn sessions_of(&self, round: u32) -> Vec<&str> {
        self.sessions.iter().filter(|s| s.round == round).map(|s| s.file.as_str()).collect()
    }

    /// The files of the folder that give no results, one line each with the reason, under a
    /// count that is always in sight.
    pub(super) fn skipped_ui(&self, ui: &mut egui::Ui) {
        let count = self.skipped.len() + self.unused.len();
        if count == 0 {
            return;
        }
        let dir = self.organiser.dir();
        let head = RichText::new(tr!("organiser-skipped", count = count)).color(ui.visuals().warn_fg_color);
        egui::CollapsingHeader::new(head).id_salt("organiser-skipped").show(ui, |ui| {
            egui::ScrollArea::vertical().max_height(160.0).show(ui, |ui| {
                for (path, why) in &self.skipped {
                    ui.label(why.line(path));
                }
                for (name, why) in &self.unused {
                    ui.label(tournament_folder::Skipped::Unused(why.clone()).line(&dir.join(name)));
                }
            });
        });
    }
}
