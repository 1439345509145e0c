//! The help window: every command with its key, read from the command table.

use super::commands::Cmd;
use crate::tr;
use eframe::egui;

pub fn window(ctx: &egui::Context, open: &mut bool) {
    egui::Window::new(tr!("help-title"))
        // The same window in either language (the id would follow the title).
        .id(egui::Id::unique("help"))
        .open(open)
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.label(tr!("help-typing"));
            ui.add_space(6.0);
            egui::Grid::new("help").striped(true).num_columns(3).show(ui, |ui| {
                for &cmd in Cmd::ALL {
                    ui.strong(cmd.label());
                    ui.monospace(cmd.shortcut_text(ui.ctx()));
                    ui.label(cmd.help());
                    ui.end_row();
                }
            });
        });
}
