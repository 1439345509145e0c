//! Two windows on one club folder (issue 32, CLUB.md 3): every change to `verein.ron` — a payment,
//! an undo — is made to the file as it stands. Undo takes back its own change only (another
//! window's later payment and a waiver added by hand stay), says what it took back, and is refused
//! in words — the file left byte for byte — where `verein.ron` does not read or its event is gone.
//! Each window sees the other's change within 2 s (`verein.ron`, an evening, `.spieler.ron`), and
//! says so.
//!
//! `cargo test --release --test club_two_windows`

mod common;
use common::TempDir;
use eframe::egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use schocken_core::club::{ClubEvent, ClubFile};
use std::path::Path;
use std::time::{Duration, Instant};

type App = Harness<'static, schocken::ui::App>;

const VEREIN: &str = r#"Club(
    format: 1,
    name: "Schockclub Zur Linde",
    rules: (preset: "kalk", siebener: 7),
    events: [
        Price(from: "2026-01-01", cents: 50),
    ],
)
"#;

fn folder(name: &str) -> TempDir {
    let dir = TempDir::new(name);
    std::fs::write(dir.0.join("verein.ron"), VEREIN).unwrap();
    dir
}

/// A window in the Verein view of `dir`, its folder read.
fn window(dir: &Path) -> App {
    let mut h = common::app(dir);
    key(&mut h, Modifiers { shift: true, ..Modifiers::COMMAND }, Key::V);
    common::wait_until(&mut h, "reading the Verein view's folder", |app| app.club_read());
    h
}

fn key(h: &mut App, modifiers: Modifiers, key: Key) {
    h.key_press_modifiers(modifiers, key);
    h.run();
}

fn typed(h: &mut App, text: &str) {
    h.root().type_text(text);
    h.run();
    key(h, Modifiers::NONE, Key::Enter);
}

fn undo(h: &mut App) {
    key(h, Modifiers::COMMAND, Key::Z);
}

fn text(dir: &Path) -> String {
    std::fs::read_to_string(dir.join("verein.ron")).unwrap()
}

/// The payments and waivers of the file, as `who cents`.
fn payments(dir: &Path) -> Vec<String> {
    let club = ClubFile::parse(&text(dir)).unwrap();
    club.events
        .iter()
        .filter_map(|e| match e {
            ClubEvent::Paid(p) => Some(format!("{} {}", p.player, p.amount.as_cents())),
            ClubEvent::Waived(p) => Some(format!("{} erlassen {}", p.player, p.amount.as_cents())),
            _ => None,
        })
        .collect()
}

/// Steps `h` until it shows a text containing `part`, for at most `within`.
#[track_caller]
fn shows_within(h: &mut App, part: &str, within: Duration) {
    let deadline = Instant::now() + within;
    while h.query_all_by_label_contains(part).next().is_none() {
        assert!(
            Instant::now() < deadline,
            "not on screen within {within:?}: …{part:?}…\nscreen: {:#?}",
            common::texts(h)
        );
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
}

#[test]
fn undo_in_one_window_takes_back_its_own_payment_only() {
    let dir = folder("club-two-undo");
    let mut one = window(&dir.0);
    let mut two = window(&dir.0);
    typed(&mut two, "Klaus zahlt 4,80 €");
    typed(&mut one, "Käthe zahlt 1,10 €");
    assert_eq!(payments(&dir.0), ["Klaus 480", "Käthe 110"]);

    undo(&mut two);
    assert_eq!(payments(&dir.0), ["Käthe 110"], "window 1's later payment stays:\n{}", text(&dir.0));
    common::shows_part(&two, "Zurückgenommen: Zahlung Klaus 4,80\u{a0}€");
    // The club's rule book stays through every change.
    let club = ClubFile::parse(&text(&dir.0)).unwrap();
    assert_eq!(club.rules, ClubFile::parse(VEREIN).unwrap().rules);
    assert_eq!(club.name.as_deref(), Some("Schockclub Zur Linde"));

    // Window 1 takes its own back too; a second undo in window 2 has nothing left to take.
    undo(&mut one);
    assert!(payments(&dir.0).is_empty(), "{}", text(&dir.0));
    common::shows_part(&one, "Zurückgenommen: Zahlung Käthe 1,10\u{a0}€");
    shows_within(&mut two, "neu gelesen: verein.ron", Duration::from_secs(2));
    undo(&mut two);
    common::shows_part(&two, "Nichts zurückzunehmen.");
}

#[test]
fn a_window_sees_the_other_windows_payment_within_two_seconds() {
    let dir = folder("club-two-see");
    let mut one = window(&dir.0);
    let mut two = window(&dir.0);
    assert!(one.query_all_by_label_contains("Klaus").next().is_none());
    typed(&mut two, "Klaus zahlt 4,80 €");
    shows_within(&mut one, "Klaus", Duration::from_secs(2));
    shows_within(&mut one, "neu gelesen: verein.ron", Duration::from_secs(1));
    // The window's own change is no news.
    typed(&mut two, "Klaus zahlt 1,00 €");
    for _ in 0..50 {
        std::thread::sleep(Duration::from_millis(20));
        two.step();
    }
    assert!(two.query_all_by_label_contains("neu gelesen").next().is_none(), "{:#?}", common::texts(&two));
    common::shows_part(&two, "Klaus: 1,00\u{a0}€ bezahlt.");
    // An evening written into the folder (another laptop's) is seen too.
    let header = schocken_core::session::log::Header {
        title: None,
        started: Some("2026-03-05T19:30:00+01:00".into()),
        place: None,
        tournament: None,
        rules: schocken_core::rules::preset::RuleSet::new(schocken_core::rules::preset::Preset::MainTaunus),
        players: ["Anna", "Ben", "Klaus"].map(String::from).to_vec(),
    };
    let options = schocken_core::sim::Options { games: 1, ..schocken_core::sim::Options::default() };
    let session = schocken_core::sim::simulate(header, &options, 7);
    std::fs::write(dir.0.join("2026-03-05_linde.ron"), schocken_core::session::file::write(&session)).unwrap();
    shows_within(&mut one, "Anna", Duration::from_secs(2));
    shows_within(&mut one, "die Abende", Duration::from_secs(1));
    // And the player list another laptop changed: Klaus is Anna's other spelling now.
    let registry = "(format: 1, players: [(name: \"Anna\", also: [\"Klaus\"]), (name: \"Ben\")])";
    std::fs::write(dir.0.join(".spieler.ron"), registry).unwrap();
    shows_within(&mut one, "neu gelesen: .spieler.ron", Duration::from_secs(2));
}

#[test]
fn a_waiver_added_by_hand_survives_an_undo() {
    let dir = folder("club-two-hand");
    let mut h = window(&dir.0);
    typed(&mut h, "Klaus zahlt 4,80 €");
    // Someone adds a waiver with an editor.
    let by_hand = text(&dir.0).replace(
        "    ],\n)",
        "        Waived(player: \"Ben\", cents: 200, date: \"2026-11-27\", note: \"Geburtstag\"),\n    ],\n)",
    );
    std::fs::write(dir.0.join("verein.ron"), by_hand).unwrap();
    shows_within(&mut h, "neu gelesen: verein.ron", Duration::from_secs(2));
    undo(&mut h);
    assert_eq!(payments(&dir.0), ["Ben erlassen 200"], "{}", text(&dir.0));
    common::shows_part(&h, "Zurückgenommen: Zahlung Klaus 4,80\u{a0}€");
}

#[test]
fn an_undo_over_a_broken_file_or_a_gone_event_is_refused_in_words() {
    let dir = folder("club-two-broken");
    let mut h = window(&dir.0);
    typed(&mut h, "Klaus zahlt 4,80 €");
    // Edited by hand into a file that does not read, with a payment of 3,00 € in it.
    let broken = text(&dir.0).replace(
        "    ],\n)",
        "        Paid(player: \"Jörg\", cents: 300, date: \"2026-11-27\"),\n        Paid(player: \"Anna\", cents: \n    ],\n)",
    );
    std::fs::write(dir.0.join("verein.ron"), &broken).unwrap();
    // The window says so as soon as it sees it.
    shows_within(&mut h, "verein.ron: Ereignis 4: Zeile", Duration::from_secs(2));
    common::shows_part(&h, "Verein: der Ordner liest sich nicht");
    undo(&mut h);
    assert_eq!(text(&dir.0), broken, "nothing is written over a file that does not read");
    common::shows_part(&h, "Nicht zurückgenommen:");
    common::shows_part(&h, "verein.ron: Ereignis 4: Zeile");

    // Mended by hand, the same undo goes through; Jörg's payment stays.
    let mended = broken.replace("        Paid(player: \"Anna\", cents: \n", "");
    std::fs::write(dir.0.join("verein.ron"), &mended).unwrap();
    shows_within(&mut h, "neu gelesen: verein.ron", Duration::from_secs(2));
    undo(&mut h);
    assert_eq!(payments(&dir.0), ["Jörg 300"], "{}", text(&dir.0));

    // A payment struck out by hand before its undo: refused, naming it; the file as it was.
    typed(&mut h, "Klaus zahlt 2,00 €");
    let struck = text(&dir.0).lines().filter(|l| !l.contains("Klaus")).collect::<Vec<_>>().join("\n") + "\n";
    std::fs::write(dir.0.join("verein.ron"), &struck).unwrap();
    shows_within(&mut h, "neu gelesen: verein.ron", Duration::from_secs(2));
    undo(&mut h);
    assert_eq!(text(&dir.0), struck);
    common::shows_part(&h, "Zahlung Klaus 2,00\u{a0}€");
    common::shows_part(&h, "steht nicht mehr in verein.ron");
}
