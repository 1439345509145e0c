//! The start page offers the tournaments opened before, by their title, and opens the
//! organiser's window on one with a click.
//!
//! `cargo test --release --test start`
mod common;
use common::TempDir;
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;

#[test]
fn the_start_page_lists_recent_tournaments() {
    let club = TempDir::new("start-club");
    let cup = TempDir::new("start-cup");
    std::fs::write(
        cup.0.join("turnier.ron"),
        "Tournament(format: 1, title: \"Pokal 2026\", rules: (preset: \"main-taunus\"), scoring: LossPoints, events: [])",
    )
    .unwrap();
    let dir = club.0.clone();
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1366.0, 768.0))
        .with_max_steps(32)
        .with_accessibility_check(false)
        .build_eframe(move |cc| schocken::ui::App::for_tests(&cc.egui_ctx, dir));
    harness.run();
    assert!(harness.query_by_label("Pokal 2026").is_none(), "none opened yet");
    harness.state_mut().open_tournament(cup.0.clone());
    harness.run();
    harness.get_by_label("← Startseite").click();
    harness.run();
    common::shows(&harness, "Turniere:");
    harness.get_by_label("Pokal 2026").click();
    harness.run();
    common::shows_part(&harness, "Pokal 2026");
    assert!(harness.query_by_label("Turniere:").is_none(), "the organiser's window is open");
}

/// The organiser's window shows no evening's menus or keys, and F1 explains its own keys.
#[test]
fn the_organisers_window_has_its_own_menus_and_help() {
    let club = TempDir::new("organiser-menus-club");
    let cup = TempDir::new("organiser-menus-cup");
    std::fs::write(
        cup.0.join("turnier.ron"),
        "Tournament(format: 1, title: \"Pokal\", rules: (preset: \"main-taunus\"), scoring: LossPoints, events: [])",
    )
    .unwrap();
    let dir = club.0.clone();
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1366.0, 768.0))
        .with_max_steps(32)
        .with_accessibility_check(false)
        .build_eframe(move |cc| schocken::ui::App::for_tests(&cc.egui_ctx, dir));
    harness.run();
    common::shows(&harness, "Abend");
    harness.state_mut().open_tournament(cup.0.clone());
    harness.run();
    assert!(harness.query_by_label("Abend").is_none(), "no evening menu");
    assert!(harness.query_by_label("Eintrag").is_none(), "no entry menu");
    common::shows(&harness, "Ansicht");
    // Ctrl+N (a new evening) does nothing here.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    harness.run();
    common::shows_part(&harness, "Pokal");
    harness.key_press(egui::Key::F1);
    harness.run();
    common::shows_part(&harness, "Der Turnierleiter: Anmeldung, Auslosung");
    common::shows(&harness, "Reiter wechseln");
    assert!(harness.query_by_label("Würfel gefallen").is_none(), "no table commands in the help");
}
