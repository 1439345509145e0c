//! A QR code on screen (the phones' addresses): painted dark on light whatever the theme, for the
//! organiser's phones panel and big window and the Verein view's members' pages; and the way in
//! both panels show at their top.

use crate::qr::{QUIET, Qr};
use eframe::egui::{self, Color32, RichText};

/// A server's way in at the top of its panel: `heading`, each of its addresses `halls` large,
/// and the QR code of the first, `side` points wide.
pub fn way_in(ui: &mut egui::Ui, heading: String, halls: &[String], qr: Option<&Qr>, side: f32) {
    ui.add_space(6.0);
    ui.heading(heading);
    for hall in halls {
        ui.label(RichText::new(hall.as_str()).monospace().size(15.0).strong());
    }
    if let Some(qr) = qr {
        paint(ui, qr, side);
    }
}

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
