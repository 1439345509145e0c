//! "Über Schocken" (Help menu): the version a bug report names, the licence, and where the
//! evenings live — what a club member asks before he trusts the app with years of history.

use super::commands::Cmd;
use eframe::egui::{self, RichText};
use schocken_core::tr;
use std::path::Path;

/// The window while `open`; its × closes it (Esc too: the app takes it before the view).
/// `data`: the folder of the evenings.
pub fn window(ctx: &egui::Context, open: &mut bool, data: Option<&Path>) {
    egui::Window::new(tr!("app-about-title"))
        .id(egui::Id::unique("about"))
        .open(open)
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.label(RichText::new(tr!("app-about-version", version = crate::VERSION)).size(22.0).strong());
            ui.label(tr!("app-about-what"));
            ui.add_space(6.0);
            ui.label(tr!("app-about-licence"));
            let folder = data.map_or_else(|| tr!("app-no-data-folder"), |d| d.display().to_string());
            ui.label(tr!("app-about-data", folder = folder));
            ui.add_space(6.0);
            let close = Cmd::CloseWindow.shortcut_text(ui.ctx());
            ui.label(RichText::new(tr!("app-about-close", key = close)).weak());
        });
}
