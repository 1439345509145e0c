//! The help window: every command whose keys count where the user is, with its keys, read from
//! the command table (the view's own first); in the organiser's window also what happens where.

use super::commands::Keys;
use super::commands::shortcuts;
use eframe::egui;
use schocken_core::tr;

pub fn window(ctx: &egui::Context, open: &mut bool, keys: Keys) {
    egui::Window::new(tr!("help-title"))
        // The same window in either language (the id would follow the title).
        .id(egui::Id::unique("help"))
        .open(open)
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            // How to type, where typing is what the window is for; the views' keys say themselves.
            match keys {
                Keys::Organiser => ui.label(tr!("help-organiser")),
                Keys::Referee => ui.label(tr!("help-typing")),
                Keys::Projector | Keys::Registry | Keys::Club => ui.label(tr!("help-view")),
            };
            ui.add_space(6.0);
            // Whatever the zoom, the whole table is reachable: it scrolls where the window is short.
            let room = ui.ctx().content_rect().height() * 0.75;
            egui::ScrollArea::vertical().max_height(room).show(ui, |ui| grid(ui, keys));
        });
}

/// Every command's name, keys and what it does (the organiser's typing first, there).
fn grid(ui: &mut egui::Ui, keys: Keys) {
    let ctx = ui.ctx().clone();
    egui::Grid::new("help").striped(true).num_columns(3).show(ui, |ui| {
        if keys == Keys::Organiser {
            for [what, keys, help] in super::organiser::typing_lines() {
                ui.strong(what);
                ui.monospace(keys);
                ui.label(help);
                ui.end_row();
            }
        }
        for cmd in keys.commands() {
            ui.strong(cmd.label());
            ui.monospace(shortcuts(&ctx, cmd.shortcuts()));
            ui.label(cmd.help());
            ui.end_row();
        }
    });
}
