//! What the organiser's forms share: a labelled field, and a scoring scheme's name and line.

use eframe::egui::{self, Key};
use schocken_core::tournament::file::Scoring;
use schocken_core::tr;

/// A labelled one-line text field (the label names it for screen readers and tests);
/// `entered`: Enter was pressed in it this frame.
pub(super) fn field(
    ui: &mut egui::Ui,
    label: String,
    text: &mut String,
    width: f32,
    hint: String,
) -> (egui::Response, bool) {
    let label = ui.label(label);
    let edit = ui.add(egui::TextEdit::singleline(text).desired_width(width).hint_text(hint)).labelled_by(label.id);
    let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
    (edit, entered)
}

/// A scheme's name for people ("Verlustpunkte").
pub(super) fn scheme_name(s: Scoring) -> String {
    match s {
        Scoring::Theimann => tr!("organiser-scoring-theimann"),
        Scoring::HalfPoints => tr!("organiser-scoring-half-points"),
        Scoring::LossPoints => tr!("organiser-scoring-loss-points"),
        Scoring::ExitOrder => tr!("organiser-scoring-exit-order"),
    }
}

/// What a scheme counts, in a line, for choosing one.
pub(super) fn scheme_explained(s: Scoring) -> String {
    match s {
        Scoring::Theimann => tr!("organiser-scoring-theimann.help"),
        Scoring::HalfPoints => tr!("organiser-scoring-half-points.help"),
        Scoring::LossPoints => tr!("organiser-scoring-loss-points.help"),
        Scoring::ExitOrder => tr!("organiser-scoring-exit-order.help"),
    }
}
