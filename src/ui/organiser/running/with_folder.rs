//! What the open tournament does with the folder's live model (`organiser/replayed.rs`): takes
//! its newest snapshot, offers a `turnier.ron` changed outside, says a replay the tables' files
//! break.

use super::Running;
use crate::io::tournament_folder::Skipped;
use crate::live::tournament::Snapshot;
use eframe::egui::{self, RichText};
use schocken_core::tournament::{RoundNo, TableNo};
use schocken_core::tr;
use std::path::{Path, PathBuf};
use std::sync::Arc;

impl Running {
    /// Takes the model's newest snapshot where there is one (another laptop's or a phone's
    /// table file, a till, the window's own write): the model's owner read the folder, never
    /// this frame. The model wakes the window when it has news.
    pub(in crate::ui::organiser) fn follow_folder(&mut self, ctx: &egui::Context) {
        if !self.replay.woken {
            let wake = ctx.clone();
            self.replay.model.on_change(move || wake.request_repaint());
            self.replay.woken = true;
        }
        let Some(snapshot) = self.replay.newer() else { return };
        // `turnier.ron` moved: a hand edit is offered at once (the model serves the window's).
        if snapshot.turnier_stamp() != self.replay.shown.turnier_stamp() && self.outside.is_none() {
            self.outside = self.organiser.changed_outside();
        }
        let was = self.replay.trouble().cloned();
        self.take_snapshot(snapshot);
        // A replay the tables' files break keeps the last standings, and says why once.
        if let Some(e) = self.replay.trouble().filter(|e| was.as_ref().is_none_or(|w| !Arc::ptr_eq(w, e))) {
            let e = e.clone();
            self.refuse(crate::ui::said::Said::new(move || crate::ui::organiser::refusals::folder(&e)));
        }
    }

    /// The one place a new snapshot of the folder is taken: standings, revision and the
    /// projector's board follow. The card on screen is shown anew where its table's results
    /// changed (a file that recovers or arrives): the grid never stands for results the table
    /// no longer has.
    pub(in crate::ui::organiser) fn take_snapshot(&mut self, snapshot: Arc<Snapshot>) {
        let at = self.forms.card.at();
        let before = self.replay.t.table(at.round, at.table).cloned();
        let tables = self.table_status();
        let replayed = !Arc::ptr_eq(&snapshot.tournament, &self.replay.t);
        self.replay.show(snapshot);
        if self.replay.t.table(at.round, at.table) != before.as_ref() {
            self.forms.card.reload();
        }
        // A conflict copy arriving changes no result, but a table's status.
        if replayed || self.table_status() != tables {
            self.refresh_board();
        }
    }

    /// The session files of `round` (from 1) in the folder, matching their tables or not.
    pub(in crate::ui::organiser) fn sessions_of(&self, round: RoundNo) -> Vec<&str> {
        self.replay.sessions.iter().filter(|s| s.round == round).map(|s| s.file.as_str()).collect()
    }

    /// Why the table's session files are not used, a line per file (by its name).
    pub(in crate::ui::organiser) fn table_problems(&self, round: RoundNo, table: TableNo) -> Vec<String> {
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
                for (path, why) in self.replay.skipped.iter() {
                    ui.label(why.line(path));
                }
                for (name, why) in self.replay.unused.iter() {
                    ui.label(Skipped::Unused(why.clone()).line(&dir.join(name)));
                }
            });
        });
    }
}
