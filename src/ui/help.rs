//! The help window: every command with its key, read from the command table; in the organiser's
//! window its own keys and what happens where, and only the commands that apply there.

use super::commands::Menu;
use super::commands::shortcuts;
use eframe::egui;
use schocken_core::tr;

pub fn window(ctx: &egui::Context, open: &mut bool, organising: bool) {
    egui::Window::new(tr!("help-title"))
        // The same window in either language (the id would follow the title).
        .id(egui::Id::unique("help"))
        .open(open)
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            if organising {
                ui.label(tr!("help-organiser"));
            } else {
                ui.label(tr!("help-typing"));
            }
            ui.add_space(6.0);
            // Whatever the zoom, the whole table is reachable: it scrolls where the window is short.
            let room = ui.ctx().content_rect().height() * 0.75;
            egui::ScrollArea::vertical().max_height(room).show(ui, |ui| grid(ui, organising));
        });
}

/// Every command's name, keys and what it does (the organiser's own keys first, there).
fn grid(ui: &mut egui::Ui, organising: bool) {
    let ctx = ui.ctx().clone();
    egui::Grid::new("help").striped(true).num_columns(3).show(ui, |ui| {
        if organising {
            for [what, keys, help] in super::organiser::typing_lines() {
                ui.strong(what);
                ui.monospace(keys);
                ui.label(help);
                ui.end_row();
            }
        }
        // The organiser runs the projector too: its keys are listed there.
        // In menu order: the organiser's own first, then the look and the help, then the projector's.
        let menus: &[Menu] =
            if organising { &[Menu::Tournament, Menu::View, Menu::Help, Menu::Projector] } else { Menu::ALL };
        let shown = menus
            .iter()
            .flat_map(|m| m.commands())
            .filter(|cmd| !organising || cmd.menu() == Menu::Projector || cmd.for_organiser());
        for cmd in shown {
            ui.strong(cmd.label());
            ui.monospace(shortcuts(&ctx, cmd.shortcuts()));
            ui.label(cmd.help());
            ui.end_row();
        }
    });
}
