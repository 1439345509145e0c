//! What the open tournament does with its `desk` part (`organiser/desk.rs`).

use super::Running;
use crate::io::club::{self, AdoptError};
use crate::sheets::{self, Targets};
use crate::ui::dialogs::Answer;
use crate::ui::organiser::desk::*;
use crate::ui::organiser::tab::Tab;
use crate::ui::said::said;
use crate::ui::table_status as looks;
use eframe::egui::{self, RichText, Sense};
use schocken_core::tournament::status::{RoundStatus, Status, Trouble};
use schocken_core::tr;
use std::path::Path;

impl Running {
    pub(in crate::ui::organiser) fn table_status(&self) -> RoundStatus {
        self.replay.shown.table_status()
    }

    /// Sends the projector a board made anew (results, tables' status, club).
    pub(in crate::ui::organiser) fn refresh_board(&mut self) {
        let board = self.desk.board(&self.replay.t, &self.replay.standings, self.till.cash(), self.table_status());
        self.beamer.update(board);
    }

    /// The latest round's tables in a row: "5 von 7 Tischen fertig", then a chip per table with
    /// its status in a word (the games so far, or what is wrong, on hover); a click opens the
    /// table's card.
    /// Not on the cards' tab: its list of tables says the same, and its grid needs the room.
    pub(in crate::ui::organiser) fn tables_ui(&mut self, ui: &mut egui::Ui) {
        if self.forms.tab == Tab::Cards {
            return;
        }
        let status = self.table_status();
        let (Some(kind), Some(mut round)) = (status.kind, status.round) else { return };
        let mut open = None;
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(tr!("status-heading", round = round)).strong());
            ui.label(status.summary());
            let font = egui::TextStyle::Body.resolve(ui.style());
            for t in &status.tables {
                let text = tr!("status-chip", table = t.table, status = t.status.word());
                let size = egui::vec2(looks::chip_width(ui.painter(), &t.status, &text, font.clone()), 22.0);
                let (rect, response) = ui.allocate_exact_size(size, Sense::click());
                let spoken = format!("{} {text}", looks::look(&t.status).symbol);
                response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &spoken));
                looks::chip(ui.painter(), rect, &t.status, &text, font.clone());
                let detail = match &t.status {
                    Status::Problem(troubles) => troubles.iter().map(Trouble::message).collect::<Vec<_>>().join("\n"),
                    other => other.words(kind),
                };
                if response.on_hover_text(detail).clicked() {
                    open = Some(t.table);
                }
            }
        });
        // A file of an earlier round that gives nothing changes the standings too: said in words.
        for other in &status.other_rounds {
            let line = ui.label(RichText::new(format!("⚠ {}", other.message())).color(ui.visuals().warn_fg_color)); // i18n-ok: a sign
            if line.interact(Sense::click()).clicked() {
                open = Some(other.table);
                round = other.round;
            }
        }
        if let Some(table) = open {
            self.forms.tab = Tab::Cards;
            self.forms.card.show(round, table);
        }
    }

    /// The spreadsheet's button and the club's toggle, in the window's top row.
    pub(in crate::ui::organiser) fn desk_ui(&mut self, ui: &mut egui::Ui) {
        if ui.button(tr!("sheets-button")).on_hover_text(tr!("sheets-button-hint")).clicked() {
            self.export();
        }
        ui.toggle_value(&mut self.desk.open, tr!("club-menu"));
    }

    /// The club's fields (shown on asking) and the question before a logo is replaced, in a row
    /// of their own under the top row: they never push its buttons out of the window.
    pub(in crate::ui::organiser) fn club_row_ui(&mut self, ui: &mut egui::Ui) {
        if !self.desk.open && self.desk.replacing.is_none() {
            return;
        }
        ui.horizontal_wrapped(|ui| self.club_fields_ui(ui));
    }

    fn club_fields_ui(&mut self, ui: &mut egui::Ui) {
        if self.desk.open {
            self.club_ui(ui);
        }
        if let Some(source) = self.desk.replacing.clone() {
            ui.label(RichText::new(tr!("club-replace")).color(ui.visuals().warn_fg_color));
            if ui.button(tr!("club-replace-yes")).clicked() {
                self.desk.replacing = None;
                self.adopt(&source, true);
            }
            if ui.button(tr!("club-replace-no")).clicked() {
                self.desk.replacing = None;
            }
        }
    }

    fn club_ui(&mut self, ui: &mut egui::Ui) {
        let label = ui.label(tr!("club-name"));
        let edit =
            egui::TextEdit::singleline(&mut self.desk.name).hint_text(tr!("club-name-hint")).desired_width(260.0);
        if ui.add(edit).labelled_by(label.id).lost_focus()
            && self.desk.club.name != Some(self.desk.name.trim().to_string())
        {
            let dir = self.organiser.dir().to_path_buf();
            match club::set_name(&dir, &self.desk.name) {
                Ok(()) => {
                    self.desk.reload(&dir);
                    self.refresh_board();
                    self.tell(said!("club-name-saved"));
                }
                Err(e) => self.refuse(crate::ui::said::Said::error(e)),
            }
        }
        ui.label(self.desk.logo.map_or_else(|| tr!("club-logo-none"), |f| tr!("club-logo-in", file = f)));
        if ui.button(tr!("club-choose-logo")).clicked() {
            let extensions = club::Kind::ALL.map(club::Kind::extension);
            match self.desk.dialogs.pick_file_of(&tr!("club-logo-kinds"), &extensions, Some(self.organiser.dir())) {
                Answer::Chosen(source) => self.adopt(&source, false),
                Answer::Cancelled => {}
                Answer::NoDialog => self.refuse(said!("club-no-dialog")),
            }
        }
    }

    /// Takes `source` as the club's logo (asking first where the folder has one).
    pub(in crate::ui::organiser) fn adopt(&mut self, source: &Path, replace: bool) {
        let dir = self.organiser.dir().to_path_buf();
        match club::adopt_logo(&dir, source, replace) {
            Ok(target) => {
                self.desk.reload(&dir);
                self.refresh_board();
                self.tell(said!("club-logo-saved", file = target.display().to_string()));
            }
            Err(AdoptError::Exists(_)) => self.desk.replacing = Some(source.to_path_buf()),
            Err(e) => self.refuse(crate::ui::said::Said::new(move || e.message())),
        }
    }

    /// Saves the tournament as an `.xlsx` where the organiser says, or (without a dialog) in the
    /// tournament folder under a name that is no file yet.
    fn export(&mut self) {
        let dir = self.organiser.dir().to_path_buf();
        let name = tr!("sheets-file-name");
        let mut target = match self.desk.dialogs.save_file(&name, (tr!("sheets-kind").as_str(), "xlsx"), &dir) {
            Answer::Chosen(path) => path,
            Answer::Cancelled => return,
            Answer::NoDialog => free_name(&dir, &name),
        };
        if target.extension().is_none() {
            target.set_extension("xlsx");
        }
        match sheets::export(&dir, &Targets { xlsx: Some(target), csv: None }) {
            Ok(files) => {
                let files: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
                self.tell(crate::ui::said::Said::new(move || {
                    files.iter().map(|f| tr!("sheets-written", file = f.as_str())).collect::<Vec<_>>().join(" ")
                }));
            }
            Err(e) => self.refuse(crate::ui::said::Said::error(e)),
        }
    }
}
