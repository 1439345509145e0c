//! The club's own rule book (issue 33; CLUB.md 3, `verein.ron`'s `rules`), set in the Verein view
//! by keys: Ctrl+R opens its page, the preset first, then the house rules, Ctrl+Enter saves it as
//! one edit of the file as it stands; Ctrl+Z takes it back the same way; a change another laptop
//! saved in between is refused in words, never written over. A new tournament in the folder offers
//! it.
//!
//! `cargo test --release --test club_rules`

mod common;
use common::keys::{choose, pick, press as key, tab_to};
use common::{TempDir, shows, shows_part};
use eframe::egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use schocken::ui::App;

const VEREIN: &str = "Club(format: 1, name: \"Kalker\", events: [])";

/// The Verein view of a folder with `verein.ron`, its rule book's page open (Ctrl+R).
fn rules_page(dir: &std::path::Path) -> Harness<'static, App> {
    let mut h = common::app(dir);
    key(&mut h, Modifiers { shift: true, ..Modifiers::COMMAND }, Key::V);
    common::wait_until(&mut h, "reading the Verein view's folder", |app| app.club_read());
    key(&mut h, Modifiers::COMMAND, Key::R);
    shows(&h, "Regeln des Vereins");
    h
}

fn verein(dir: &std::path::Path) -> String {
    std::fs::read_to_string(dir.join("verein.ron")).unwrap()
}

#[test]
fn the_club_sets_its_rule_book_by_keys_and_takes_it_back() {
    let dir = TempDir::new("club-rules-keys");
    std::fs::write(dir.0.join("verein.ron"), VEREIN).unwrap();
    let mut h = rules_page(&dir.0);
    shows(&h, "Noch keine eigenen Regeln gespeichert.");
    choose(&mut h, "Regelwerk", "Kalker Hubertusschützen");
    tab_to(&mut h, "Hausregeln");
    key(&mut h, Modifiers::NONE, Key::Space);
    choose(&mut h, "Siebener (1-2-2)", "7 Deckel");
    shows(&h, "Geändert, noch nicht gespeichert.");
    // Another preset now would drop the Siebener: asked first, Esc keeps the rules.
    pick(&mut h, "Regelwerk", "Dohren");
    shows_part(&h, "Dabei fällt weg");
    key(&mut h, Modifiers::NONE, Key::Escape);
    assert!(h.query_all_by_label("Regelwerk").any(|n| n.value().as_deref() == Some("Kalker Hubertusschützen")));
    shows(&h, "Regeln des Vereins");
    key(&mut h, Modifiers::COMMAND, Key::Enter);
    let text = verein(&dir.0);
    assert!(text.contains("rules: (preset: \"kalk\", siebener: 7)"), "{text}");
    shows_part(&h, "Regeln des Vereins gespeichert: Kalker Hubertusschützen + 1 Hausregel");
    shows(&h, "Gespeichert: Kalker Hubertusschützen + 1 Hausregel");

    // Esc closes the page, Ctrl+Z takes the rule book back: the inverse edit.
    key(&mut h, Modifiers::NONE, Key::Escape);
    assert!(
        h.query_by_label("Gespeichert: Kalker Hubertusschützen + 1 Hausregel").is_none(),
        "{:#?}",
        common::texts(&h)
    );
    key(&mut h, Modifiers::COMMAND, Key::Z);
    assert!(!verein(&dir.0).contains("rules:"), "{}", verein(&dir.0));
    shows_part(&h, "Zurückgenommen");
}

#[test]
fn a_rule_book_saved_on_another_laptop_is_never_written_over() {
    let dir = TempDir::new("club-rules-other");
    std::fs::write(dir.0.join("verein.ron"), VEREIN).unwrap();
    let mut h = rules_page(&dir.0);
    choose(&mut h, "Regelwerk", "Kalker Hubertusschützen");
    // Meanwhile the other laptop saves Dohren, and records a payment.
    let other = "Club(format: 1, name: \"Kalker\", rules: (preset: \"dohren\"), events: [\
                 Paid(player: \"Klaus\", cents: 480, date: \"2026-11-27\")])";
    std::fs::write(dir.0.join("verein.ron"), other).unwrap();
    for _ in 0..400 {
        if common::texts(&h).iter().any(|t| t.contains("Anderswo geändert")) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        h.step();
    }
    shows_part(&h, "Anderswo geändert");
    key(&mut h, Modifiers::COMMAND, Key::Enter);
    let text = verein(&dir.0);
    assert!(text.contains("preset: \"dohren\"") && text.contains("Klaus"), "{text}");
    shows_part(&h, "in verein.ron stehen inzwischen Regeln des Vereins: Dohren");
}

#[test]
fn a_new_tournament_starts_from_the_clubs_rule_book() {
    let dir = TempDir::new("club-rules-cup");
    let rules =
        "Club(format: 1, rules: (preset: \"kalk\", over_limit_disc: true, free_players: KeepPlaying), events: [])";
    std::fs::write(dir.0.join("verein.ron"), rules).unwrap();
    let cup = TempDir::new("club-rules-cup-folder");
    let mut h = common::app(&dir.0);
    h.state_mut().open_tournament(cup.0.clone());
    h.run();
    shows(&h, "Regeln des Vereins: Kalker Hubertusschützen + 2 Hausregeln");
}

fn pdf_text(path: &std::path::Path) -> String {
    let doc = lopdf::Document::load(path).expect("a PDF");
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    doc.extract_text(&pages).unwrap_or_default()
}

#[test]
fn the_print_menu_makes_a_blank_sheet_with_the_clubs_rules() {
    let dir = TempDir::new("club-rules-blank");
    std::fs::write(dir.0.join("verein.ron"), "Club(format: 1, rules: (preset: \"kalk\", siebener: 7), events: [])")
        .unwrap();
    let mut h = common::app(&dir.0);
    key(&mut h, Modifiers { shift: true, ..Modifiers::COMMAND }, Key::B);
    shows(&h, "Leerer Wertungsbogen");
    shows(&h, "Regeln des Vereins: Kalker Hubertusschützen + 1 Hausregel");
    // Its keys are rows of the command table, named from there.
    shows(&h, "↑/↓ oder 2–9: Spieler · Enter: drucken · Strg+S: als PDF speichern · Esc: abbrechen");
    // Five players by a digit, saved as PDF beside the evenings (no dialog in tests).
    key(&mut h, Modifiers::NONE, Key::Num5);
    key(&mut h, Modifiers::COMMAND, Key::S);
    let pdf = dir.0.join("wertungsbogen-kalk-5.pdf");
    let text = pdf_text(&pdf);
    assert!(text.contains("5 Spieler"), "{text}");
    assert!(text.contains("Siebener"), "{text}");
    assert!(h.query_by_label("Leerer Wertungsbogen").is_none(), "the dialog closed");
    // Esc closes it without a sheet.
    key(&mut h, Modifiers { shift: true, ..Modifiers::COMMAND }, Key::B);
    key(&mut h, Modifiers::NONE, Key::Escape);
    assert!(h.query_by_label("Leerer Wertungsbogen").is_none(), "Esc closed it");
}

/// Without the club's rules the blank sheet says where to set them, the key named from the command
/// table (issue 35).
#[test]
fn the_blank_sheet_without_club_rules_names_the_key_that_sets_them() {
    let dir = TempDir::new("club-rules-blank-none");
    let mut h = common::app(&dir.0);
    key(&mut h, Modifiers { shift: true, ..Modifiers::COMMAND }, Key::B);
    shows_part(&h, "(der Verein hat keine eigenen; in der Ansicht „Verein“ mit Strg+R festlegen)");
    key(&mut h, Modifiers::NONE, Key::Escape);
    assert!(h.query_by_label("Leerer Wertungsbogen").is_none(), "Esc closed it");
}

/// Issue 34: "Über Schocken" in the help menu shows the version, the licence and where the
/// evenings live; Esc closes it.
#[test]
fn about_shows_the_version_and_where_the_evenings_live() {
    let dir = TempDir::new("about");
    let mut h = common::app(&dir.0);
    h.get_by_label("Hilfe").click();
    h.run();
    let label = common::texts(&h).into_iter().find(|t| t.starts_with("Über Schocken")).expect("in the help menu");
    h.get_by_label(&label).click();
    h.run();
    shows_part(&h, &format!("Schocken {}", env!("CARGO_PKG_VERSION")));
    shows(&h, "Lizenz: MIT oder Apache-2.0, nach Wahl.");
    shows_part(&h, &dir.0.display().to_string());
    shows(&h, "Esc schließt.");
    key(&mut h, Modifiers::NONE, Key::Escape);
    assert!(h.query_by_label("Lizenz: MIT oder Apache-2.0, nach Wahl.").is_none(), "Esc closed it");
}
