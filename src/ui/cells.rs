//! Fixed-width cells for the table-like rows of the history, the review and the statistics
//! (egui_extras is not a dependency; these rows lay out only what is visible anyway).

use eframe::egui;

/// A cell of a fixed width in a horizontal row, its content laid out from the left and cut off
/// at the cell's edge; returns what `add` returns (e.g. the widget's response).
pub fn cell<R>(ui: &mut egui::Ui, width: f32, height: f32, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    aligned_cell(ui, width, height, egui::Layout::left_to_right(egui::Align::Center), add)
}

/// The same with another layout (the statistics table aligns figures right).
pub fn aligned_cell<R>(
    ui: &mut egui::Ui,
    width: f32,
    height: f32,
    layout: egui::Layout,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    ui.allocate_ui_with_layout(egui::vec2(width, height), layout, |ui| {
        ui.set_min_size(egui::vec2(width, height));
        ui.set_max_width(width);
        add(ui)
    })
    .inner
}
