//! A QR code on screen (the phones' addresses): painted dark on light whatever the theme, for the
//! organiser's phones panel and big window and the Verein view's members' pages.

use crate::qr::{QUIET, Qr};
use eframe::egui::{self, Color32};

/// Paints `qr` dark on light (whatever the theme), its quiet zone included, `side` points wide.
pub fn paint(ui: &mut egui::Ui, qr: &Qr, side: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(side, side), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, Color32::WHITE);
    let module = side / (qr.size() + 2 * QUIET) as f32;
    let origin = rect.min + egui::vec2(module, module) * QUIET as f32;
    for (row, column, run) in qr.dark_runs() {
        let min = origin + egui::vec2(column as f32, row as f32) * module;
        let r = egui::Rect::from_min_size(min, egui::vec2(run as f32 * module, module));
        // A hair wider, so no seam shows between neighbouring rows.
        painter.rect_filled(r.expand(0.3), 0.0, Color32::BLACK);
    }
}
