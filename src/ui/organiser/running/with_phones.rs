//! What the open tournament does with its `phones` part (`organiser/phones.rs`).

use super::Running;
use eframe::egui::{self};

impl Running {
    /// The server's toggle (beside the printouts), its outcome told in the note line.
    pub(in crate::ui::organiser) fn phones_ui(&mut self, ui: &mut egui::Ui) {
        match self.phones.toggle_ui(ui, &self.replay.model) {
            Some((said, false)) => self.tell(said),
            Some((why, true)) => self.refuse(why),
            None => {}
        }
    }

    /// The phones' panel at the window's right while the server runs.
    pub(in crate::ui::organiser) fn phones_panel(&mut self, ui: &mut egui::Ui) {
        let latest = self.replay.t.latest_round();
        let tables = latest.map_or(0, |(_, r)| r.tables.len());
        self.phones.panel(ui, self.organiser.dir(), latest.map(|(n, _)| n), tables);
    }
}
