//! The one-line field a keyboard-driven view types into (the player list's search and names, the
//! Verein view's payments): large, labelled, it keeps the keyboard, and says when Enter left it.

use eframe::egui::{self, Key, RichText};

/// Draws `label` and the field for `text`, `width` points wide; true where Enter was pressed in it.
pub fn typed_line(ui: &mut egui::Ui, label: String, text: &mut String, width: f32) -> bool {
    ui.horizontal(|ui| {
        ui.label(RichText::new(label).size(18.0));
        let edit = ui.add(egui::TextEdit::singleline(text).desired_width(width).font(egui::FontId::proportional(20.0)));
        // Read before the focus is taken back, which would hide that Enter left the field.
        let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
        if !edit.has_focus() {
            edit.request_focus();
        }
        enter
    })
    .inner
}
