//! The help window: every command with its key, read from the command table.

use super::commands::Cmd;
use crate::i18n::Lang;
use eframe::egui;

pub fn window(ctx: &egui::Context, lang: Lang, open: &mut bool) {
    egui::Window::new(lang.tr("Hilfe — Befehle und Tasten", "Help — commands and keys"))
        .open(open)
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.label(lang.tr(
                "Würfe eintippen: drei Würfel, dann wie oft geworfen (1–3), h = aus der Hand (z. B. 6542h), Enter.",
                "Type throws: three dice, then how often thrown (1–3), h = from the hand (e.g. 6542h), Enter.",
            ));
            ui.add_space(6.0);
            egui::Grid::new("help").striped(true).num_columns(3).show(ui, |ui| {
                for &cmd in Cmd::ALL {
                    ui.strong(cmd.label(lang));
                    ui.monospace(cmd.shortcut_text(ui.ctx()));
                    ui.label(cmd.help(lang));
                    ui.end_row();
                }
            });
        });
}
