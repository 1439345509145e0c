//! Refusals in the organiser's window speak in words (issue 34): what is wrong, never the path
//! of `turnier.ron` nor an event's number — the command line keeps both (TOURNAMENT.md 2).
//!
//! `cargo test --release --test organiser_refusals`

use eframe::egui::{self, Key};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use schocken::ui::organiser::OrganiserView;
use schocken_core::i18n::Lang;

mod common;
use common::{TempDir, ok, refused};

fn window(dir: &std::path::Path, lang: Lang) -> Harness<'static, OrganiserView> {
    let view = OrganiserView::new(dir.to_path_buf(), Vec::new()).without_printer();
    let builder =
        Harness::builder().with_size(egui::vec2(1366.0, 768.0)).with_max_steps(32).with_accessibility_check(false);
    let mut h = builder.with_context_setup(schocken::ui::install_fonts).build_ui_state(
        move |ui, view: &mut OrganiserView| {
            schocken_core::i18n::set(lang);
            view.ui(ui);
        },
        view,
    );
    h.run();
    h
}

/// Registers `name` by keys: typed into the name field, then Enter.
fn register(h: &mut Harness<'_, OrganiserView>, field: &str, name: &str) {
    h.get_by_label(field).click();
    h.run();
    h.root().type_text(name);
    h.key_press(Key::Enter);
    h.run();
}

#[test]
fn a_name_registered_twice_is_refused_without_path_or_event_number_in_the_window_and_with_them_on_the_command_line() {
    let dir = TempDir::new("refusals");
    let d = dir.0.to_str().unwrap();
    ok(&["tournament", "new", d, "--title", "Pokal"]);
    ok(&["tournament", "register", d, "Anna", "Ben"]);
    let before = std::fs::read(dir.0.join("turnier.ron")).unwrap();

    // The command line names the file and the event.
    let err = refused(&["tournament", "register", d, "Anna"]);
    assert!(err.contains("turnier.ron") && err.contains("Ereignis 3") && err.contains("„Anna“ ist schon angemeldet"));

    for (lang, field, said) in
        [(Lang::De, "Name", "„Anna“ ist schon angemeldet"), (Lang::En, "Name", "\"Anna\" is registered already")]
    {
        let mut h = window(&dir.0, lang);
        register(&mut h, field, "Anna");
        let note = h.get_by_label_contains(said);
        let text = note.accesskit_node().value().or(note.accesskit_node().label()).unwrap_or_default().to_string();
        assert_eq!(text, said, "the window's refusal is the problem alone");
        for part in [d, "turnier.ron", "Ereignis", "event"] {
            assert!(!common::texts(&h).iter().any(|t| t.contains(said) && t.contains(part)), "{part} in {text}");
        }
        assert_eq!(std::fs::read(dir.0.join("turnier.ron")).unwrap(), before, "nothing written");
    }
}
