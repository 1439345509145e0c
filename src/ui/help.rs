//! The help window: every command with its key, read from the command table; in the organiser's
//! window its own keys and what happens where, and only the commands that apply there.

use super::commands::Cmd;
use eframe::egui::{self, KeyboardShortcut, ModifierNames};
use schocken_core::tr;

/// A shortcut as the language of the moment writes it: "Strg+Z" in German, "Ctrl+Z" in English
/// (egui's own names are English only). Every key the help lists is written here.
pub fn shortcut(ctx: &egui::Context, keys: &KeyboardShortcut) -> String {
    let is_mac = ctx.os().is_mac();
    let (ctrl, shift, alt, cmd) =
        (tr!("help-key-ctrl"), tr!("help-key-shift"), tr!("help-key-alt"), tr!("help-key-cmd"));
    let names = ModifierNames {
        is_short: false,
        alt: &alt,
        ctrl: &ctrl,
        shift: &shift,
        mac_cmd: &cmd,
        mac_alt: &alt,
        concat: "+",
    };
    keys.format(&names, is_mac)
}

/// Shortcuts that do the same, one after the other ("Strg+Y / Strg+Umschalt+Z").
pub fn shortcuts(ctx: &egui::Context, keys: &[KeyboardShortcut]) -> String {
    keys.iter().map(|k| shortcut(ctx, k)).collect::<Vec<_>>().join(" / ")
}

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
            egui::Grid::new("help").striped(true).num_columns(3).show(ui, |ui| {
                if organising {
                    for [what, keys, help] in super::organiser::key_lines(&|keys| shortcuts(ctx, keys)) {
                        ui.strong(what);
                        ui.monospace(keys);
                        ui.label(help);
                        ui.end_row();
                    }
                }
                for &cmd in Cmd::ALL.iter().filter(|cmd| !organising || cmd.for_organiser()) {
                    ui.strong(cmd.label());
                    ui.monospace(shortcuts(ui.ctx(), cmd.shortcuts()));
                    ui.label(cmd.help());
                    ui.end_row();
                }
            });
        });
}
