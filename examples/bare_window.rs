//! A bare eframe window (glow, the app's renderer, at the app's size): the yardstick the app's
//! startup is measured against (README "The shipped program and the package"):
//!
//! ```sh
//! cargo build --release --features bare-window --example bare_window
//! tools/measure-app.sh target/release/examples/bare_window
//! ```
//!
//! Built only on request (`required-features`), so the tests' builds do not link it; compared with
//! the app's `release` build (in `dist` an example would build every dependency again, with the
//! features the dev-dependencies add).

use eframe::egui;

fn main() -> eframe::Result {
    let options = eframe::NativeOptions {
        renderer: eframe::Renderer::Glow,
        viewport: egui::ViewportBuilder::default().with_inner_size([1366.0, 768.0]),
        ..Default::default()
    };
    eframe::run_ui_native("bare-window", options, |ui, _frame| {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.label("bare eframe window");
        });
    })
}
