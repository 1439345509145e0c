//! A decided knock-out table in the organiser's card grid (issue 34): its games and no empty row
//! for a game that never comes ("Spiel 2" of a final decided in one game); a table still playing
//! keeps its spare row for the next game.
//!
//! `cargo test --release --test organiser_knockout_card`

use eframe::egui::{self, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use schocken::ui::organiser::OrganiserView;

mod common;
use common::{TempDir, ok};

fn cards(dir: &std::path::Path) -> Harness<'static, OrganiserView> {
    let view = OrganiserView::new(dir.to_path_buf(), Vec::new()).without_printer();
    let builder =
        Harness::builder().with_size(egui::vec2(1366.0, 768.0)).with_max_steps(32).with_accessibility_check(false);
    let mut h = builder.with_context_setup(schocken::ui::install_fonts).build_ui_state(
        |ui, view: &mut OrganiserView| {
            schocken_core::i18n::set(schocken_core::i18n::Lang::De);
            view.ui(ui);
        },
        view,
    );
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num3);
    h.run();
    h
}

#[test]
fn a_decided_knockout_table_has_no_empty_row_and_one_still_playing_has_one() {
    let dir = TempDir::new("ko-card");
    let d = dir.0.to_str().unwrap();
    ok(&["tournament", "new", d, "--title", "Pokal"]);
    ok(&["tournament", "register", d, "Anna", "Ben", "Carl", "Dora"]);
    ok(&["tournament", "draw", d, "--games", "1"]);
    ok(&["tournament", "card", d, "1", "1", "Ben/Carl/Ben"]);
    // The final of two with two lives: still playing after one game.
    ok(&["tournament", "draw", d, "--knockout", "2:1", "--top", "2"]);
    let json: serde_json::Value = serde_json::from_str(&ok(&["tournament", "standings", d, "--json"])).unwrap();
    let loser = json["rounds"][1]["tables"][0]["players"][0].as_str().unwrap().to_string();
    ok(&["tournament", "card", d, "2", "1", &format!("{loser}/{loser}")]);
    let h = cards(&dir.0);
    common::shows_part(&h, "Spiel 1");
    common::shows_part(&h, "Spiel 2");
    drop(h);
    // Lost again: decided, no row for a third game.
    ok(&["tournament", "card", d, "2", "1", &format!("{loser}/{loser}"), &format!("{loser}/{loser}")]);
    let h = cards(&dir.0);
    common::shows_part(&h, "Spiel 2");
    assert!(h.query_by_label_contains("Spiel 3").is_none(), "{:#?}", common::texts(&h));
}
