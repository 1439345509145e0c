//! A person's payments in the Verein view (issue 34, "The treasurer"): Strg+L lists the chosen
//! person's payments and waivers and the club's mark prices; ↑/↓ choose a row, Entf strikes it
//! out of `verein.ron` as the file stands then (a payment another laptop wrote meanwhile stays),
//! Strg+Z enters it again, saying what it took back; a payment another laptop struck out already
//! is refused in words. The undo of the Verein view and of the player list lasts while the app
//! runs: closed and opened again, Strg+Z still takes the last change back.
//!
//! `cargo test --release --test club_payments`

mod common;
use common::TempDir;
use eframe::egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use schocken_core::club::{ClubEvent, ClubFile, Day, Money, Payment};
use schocken_core::players::Registry;
use std::path::Path;

const VEREIN: &str = r#"Club(
    format: 1,
    name: "Schockclub Zur Linde",
    events: [
        Price(from: "2026-01-01", cents: 50),
        Paid(player: "Klaus", cents: 480, date: "2026-11-20", note: "Vorkasse"),
        Waived(player: "Anna", cents: 100, date: "2026-11-21", note: "Geburtstag"),
        Paid(player: "Klaus", cents: 300, date: "2026-11-27"),
        Price(from: "2026-07-01", cents: 60),
    ],
)
"#;

type App = Harness<'static, schocken::ui::App>;

fn folder(name: &str) -> TempDir {
    let dir = TempDir::new(name);
    std::fs::write(dir.0.join("verein.ron"), VEREIN).unwrap();
    dir
}

fn key(h: &mut App, modifiers: Modifiers, key: Key) {
    h.key_press_modifiers(modifiers, key);
    h.run();
}

/// Ctrl+Shift+V: the Verein view, its folder read.
fn open(h: &mut App) {
    key(h, Modifiers { shift: true, ..Modifiers::COMMAND }, Key::V);
    common::wait_until(h, "reading the Verein view's folder", |app| app.club_read());
}

/// The club's file read back through the core.
fn club(dir: &Path) -> ClubFile {
    ClubFile::parse(&std::fs::read_to_string(dir.join("verein.ron")).unwrap()).unwrap()
}

fn paid(player: &str, cents: i64, date: &str, note: Option<&str>) -> ClubEvent {
    let date = Day::parse(date).unwrap();
    ClubEvent::Paid(Payment { player: player.into(), amount: Money::cents(cents), date, note: note.map(String::from) })
}

fn vorkasse() -> ClubEvent {
    paid("Klaus", 480, "2026-11-20", Some("Vorkasse"))
}

/// Another laptop changes the file (through the sync tool): `change` on the file as it is.
fn elsewhere(dir: &Path, change: impl FnOnce(&mut ClubFile)) {
    let mut file = club(dir);
    change(&mut file);
    std::fs::write(dir.join("verein.ron"), file.write()).unwrap();
}

/// The view open on Klaus's payments (the tab: Anna, Klaus), the second row (his first payment,
/// 4,80 € Vorkasse) chosen.
fn klaus(h: &mut App) {
    open(h);
    key(h, Modifiers::NONE, Key::ArrowDown);
    key(h, Modifiers::COMMAND, Key::L);
    common::shows(h, "Zahlungen und Erlasse von Klaus (neueste zuerst)");
    common::shows(h, "▶ 27.11.2026");
    key(h, Modifiers::NONE, Key::ArrowDown);
    common::shows(h, "▶ 20.11.2026");
    // The page's keys, rows of the command table, named from there.
    common::shows_part(h, "↑/↓ wählt eine Zeile · Entf: streicht sie aus verein.ron");
    common::shows_part(h, "Strg+L oder Esc: zurück zur Kasse");
}

#[test]
fn a_payment_struck_out_by_keys_and_entered_again_also_after_the_view_was_closed() {
    let dir = folder("club-payments");
    let mut h = common::app(&dir.0);
    klaus(&mut h);
    // His payments, newest first, with their notes, and the prices with the one in force today.
    for text in ["Vorkasse", "3,00\u{a0}€", "4,80\u{a0}€", "Strichpreise des Vereins (neueste zuerst)", "01.07.2026"]
    {
        common::shows(&h, text);
    }
    common::shows(&h, "0,60\u{a0}€");
    common::shows(&h, "heute");
    assert!(h.query_all_by_label("Geburtstag").next().is_none(), "Anna's waiver is not Klaus's");

    // Meanwhile another laptop books Käthe: the strike-out keeps her.
    let kaethe = paid("Käthe", 110, "2026-11-28", None);
    elsewhere(&dir.0, |f| f.events.push(kaethe.clone()));
    for _ in 0..400 {
        if common::texts(&h).iter().any(|t| t.contains("Anderswo geändert")) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    common::shows_part(&h, "Anderswo geändert");
    key(&mut h, Modifiers::NONE, Key::Delete);
    common::shows(&h, "Gestrichen: Zahlung Klaus 4,80\u{a0}€ (20.11.2026)");
    let events = club(&dir.0).events;
    assert!(!events.contains(&vorkasse()), "{events:?}");
    assert!(events.contains(&kaethe) && events.contains(&paid("Klaus", 300, "2026-11-27", None)), "{events:?}");
    assert!(h.query_all_by_label("Vorkasse").next().is_none(), "the row is gone from the page");
    // Entf again asks for the same event (the choice held it, no other row slid under it): it is
    // struck out already, said without blaming another laptop, and nothing else is struck.
    key(&mut h, Modifiers::NONE, Key::Delete);
    common::shows(
        &h,
        "Nicht gestrichen: Zahlung Klaus 4,80\u{a0}€ (20.11.2026) steht nicht mehr in verein.ron (schon gestrichen)",
    );
    assert_eq!(club(&dir.0).events, events, "nothing else struck out");

    // Ctrl+Z enters it again and says so; Käthe stays.
    key(&mut h, Modifiers::COMMAND, Key::Z);
    common::shows(&h, "Zurückgenommen, wieder eingetragen: Zahlung Klaus 4,80\u{a0}€ (20.11.2026)");
    let events = club(&dir.0).events;
    assert!(events.contains(&vorkasse()) && events.contains(&kaethe), "{events:?}");

    // Struck out again; the page and the view closed (Esc, Esc) and the view opened again:
    // Ctrl+Z still takes the strike-out back.
    key(&mut h, Modifiers::NONE, Key::Delete);
    assert!(!club(&dir.0).events.contains(&vorkasse()));
    key(&mut h, Modifiers::NONE, Key::Escape);
    assert!(h.query_all_by_label("Zahlungen und Erlasse von Klaus (neueste zuerst)").next().is_none());
    common::shows_part(&h, "Zahlung:");
    key(&mut h, Modifiers::NONE, Key::Escape);
    assert!(!h.state().club_read(), "the Verein view is closed");
    open(&mut h);
    key(&mut h, Modifiers::COMMAND, Key::Z);
    common::shows(&h, "Zurückgenommen, wieder eingetragen: Zahlung Klaus 4,80\u{a0}€ (20.11.2026)");
    assert!(club(&dir.0).events.contains(&vorkasse()));
    // And nothing more to take back.
    key(&mut h, Modifiers::COMMAND, Key::Z);
    common::shows(&h, "Nichts zurückzunehmen.");
}

#[test]
fn a_payment_another_laptop_struck_out_already_is_refused_in_words() {
    let dir = folder("club-payments-gone");
    let mut h = common::app(&dir.0);
    klaus(&mut h);
    elsewhere(&dir.0, |f| f.events.retain(|e| *e != vorkasse()));
    let before = std::fs::read_to_string(dir.0.join("verein.ron")).unwrap();
    key(&mut h, Modifiers::NONE, Key::Delete);
    common::shows(
        &h,
        "Nicht gestrichen: Zahlung Klaus 4,80\u{a0}€ (20.11.2026) steht nicht mehr in verein.ron (schon gestrichen)",
    );
    assert_eq!(std::fs::read_to_string(dir.0.join("verein.ron")).unwrap(), before, "nothing written");
    // The folder read again: the row goes, and the refusal stays said (the news does not hide it).
    for _ in 0..400 {
        if h.query_all_by_label("Vorkasse").next().is_none() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    h.run();
    assert!(h.query_all_by_label("Vorkasse").next().is_none(), "the row struck out elsewhere is gone");
    common::shows_part(&h, "Nicht gestrichen: Zahlung Klaus 4,80");
    // Nothing to take back: the refused strike-out is no change.
    key(&mut h, Modifiers::COMMAND, Key::Z);
    common::shows(&h, "Nichts zurückzunehmen.");
}

#[test]
fn a_price_is_struck_out_and_entered_again() {
    let dir = folder("club-payments-price");
    let mut h = common::app(&dir.0);
    klaus(&mut h);
    // Past Klaus's two payments: the prices, newest first.
    key(&mut h, Modifiers::NONE, Key::ArrowDown);
    common::shows(&h, "▶ 01.07.2026");
    key(&mut h, Modifiers::NONE, Key::Delete);
    common::shows(&h, "Gestrichen: Strichpreis 0,60\u{a0}€ ab 01.07.2026");
    let price = ClubEvent::Price { from: Day::parse("2026-07-01").unwrap(), price: Money::cents(60) };
    assert!(!club(&dir.0).events.contains(&price));
    key(&mut h, Modifiers::COMMAND, Key::Z);
    assert!(club(&dir.0).events.contains(&price));
}

#[test]
fn a_payment_typed_is_taken_back_after_the_view_was_closed_and_opened_again() {
    let dir = folder("club-payments-typed");
    let mut h = common::app(&dir.0);
    open(&mut h);
    h.root().type_text("Anna zahlt 2,50");
    h.run();
    key(&mut h, Modifiers::NONE, Key::Enter);
    let anna = |f: &ClubFile| f.events.iter().any(|e| matches!(e, ClubEvent::Paid(p) if p.player == "Anna"));
    assert!(anna(&club(&dir.0)));
    key(&mut h, Modifiers::NONE, Key::Escape);
    open(&mut h);
    key(&mut h, Modifiers::COMMAND, Key::Z);
    common::shows_part(&h, "Zurückgenommen: Zahlung Anna 2,50\u{a0}€");
    assert!(!anna(&club(&dir.0)));
}

#[test]
fn the_player_lists_undo_outlives_the_list() {
    let dir = TempDir::new("club-payments-registry");
    let mut h = common::app(&dir.0);
    let list = |h: &mut App| {
        key(h, Modifiers { shift: true, ..Modifiers::COMMAND }, Key::L);
        common::wait_until(h, "reading the evenings' names", |app| app.registry_read());
    };
    let names =
        |dir: &Path| Registry::parse(&std::fs::read_to_string(dir.join(".spieler.ron")).unwrap()).unwrap().names();
    list(&mut h);
    key(&mut h, Modifiers::COMMAND, Key::N);
    h.root().type_text("Dora");
    h.run();
    key(&mut h, Modifiers::NONE, Key::Enter);
    assert_eq!(names(&dir.0), ["Dora"]);
    key(&mut h, Modifiers::NONE, Key::Escape);
    assert!(!h.state().registry_read(), "the player list is closed");
    list(&mut h);
    key(&mut h, Modifiers::COMMAND, Key::Z);
    assert!(names(&dir.0).is_empty(), "{:?}", names(&dir.0));
}
