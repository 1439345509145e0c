//! The fonts every window installs (the referee's, the projector's, the tests' harnesses).

use eframe::egui;

/// DejaVu Sans (in `assets/`) as a fallback: egui's own font lacks arrows and other signs.
pub fn install_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "dejavu".into(),
        std::sync::Arc::new(egui::FontData::from_static(include_bytes!("../../assets/fonts/DejaVuSans.ttf"))),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts.families.entry(family).or_default().push("dejavu".into());
    }
    ctx.set_fonts(fonts);
}
