//! The treasurer's typos in the Verein view (issue 34, section 1): "Kluas zahlt 4,80" for a club
//! with a Klaus is not booked at once — the view asks „Kluas“ kennen die Bücher nicht — meinst du
//! Klaus?; Tab chooses the offered name and Enter books for Klaus; Enter again on the unchanged
//! line books it as typed, a new person; a name near nobody is booked at once. And the tab by keys
//! and mouse: ↑/↓ scroll the chosen row into view, a click chooses a row, Ctrl+B on a person who
//! was not at the last evening says why nothing happened.
//!
//! `cargo test --release --test club_typos`

mod common;
use common::TempDir;
use eframe::egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::session::{file, log::Header};
use schocken_core::sim::{Options, simulate};

const VEREIN: &str = r#"Club(
    format: 1,
    name: "Schockclub Zur Linde",
    events: [
        Price(from: "2026-01-01", cents: 50),
    ],
)
"#;

/// Two evenings of Klaus, Anna and Ben, and the club's file.
fn folder() -> TempDir {
    let dir = TempDir::new("club-typos");
    for (i, date) in ["2026-03-05", "2026-03-12"].iter().enumerate() {
        let header = Header {
            title: None,
            started: Some(format!("{date}T19:30:00+01:00")),
            place: None,
            tournament: None,
            rules: RuleSet::new(Preset::MainTaunus),
            players: ["Klaus", "Anna", "Ben"].map(String::from).to_vec(),
        };
        let session = simulate(header, &Options { games: 2, ..Options::default() }, 3 + i as u64);
        std::fs::write(dir.0.join(format!("{date}_linde.ron")), file::write(&session)).unwrap();
    }
    std::fs::write(dir.0.join("verein.ron"), VEREIN).unwrap();
    dir
}

fn key(h: &mut Harness<'static, schocken::ui::App>, modifiers: Modifiers, key: Key) {
    h.key_press_modifiers(modifiers, key);
    h.run();
}

fn open(h: &mut Harness<'static, schocken::ui::App>) {
    key(h, Modifiers { shift: true, ..Modifiers::COMMAND }, Key::V);
    common::wait_until(h, "reading the Verein view's folder", |app| app.club_read());
}

fn typed(h: &mut Harness<'static, schocken::ui::App>, text: &str) {
    h.root().type_text(text);
    h.run();
    key(h, Modifiers::NONE, Key::Enter);
}

fn verein(dir: &TempDir) -> String {
    std::fs::read_to_string(dir.0.join("verein.ron")).unwrap()
}

#[test]
fn a_name_the_books_never_saw_is_asked_about() {
    let dir = folder();
    let mut h = common::app(&dir.0);
    open(&mut h);

    // Asked, nothing booked.
    typed(&mut h, "Kluas zahlt 4,80");
    common::shows_part(&h, "„Kluas“ kennen die Bücher nicht — meinst du Klaus?");
    assert!(!verein(&dir).contains("Paid("), "{}", verein(&dir));

    // Tab chooses Klaus, Enter books for him.
    key(&mut h, Modifiers::NONE, Key::Tab);
    common::shows_part(&h, "Enter bucht für Klaus statt „Kluas“ (Tab/↓: anderer Name).");
    key(&mut h, Modifiers::NONE, Key::Enter);
    let text = verein(&dir);
    assert!(text.contains("Paid(player: \"Klaus\", cents: 480"), "{text}");
    assert!(!text.contains("Kluas"), "{text}");

    // Asked again; Enter a second time on the unchanged line books it as typed.
    typed(&mut h, "Kluas zahlt 1");
    common::shows_part(&h, "meinst du Klaus?");
    assert!(!verein(&dir).contains("Kluas"));
    key(&mut h, Modifiers::NONE, Key::Enter);
    assert!(verein(&dir).contains("Paid(player: \"Kluas\", cents: 100"), "{}", verein(&dir));

    // ↓ chooses too (Kluas is a person of the tab now: the offers are Klaus and Kluas).
    typed(&mut h, "Klaas zahlt 2");
    common::shows_part(&h, "„Klaas“ kennen die Bücher nicht — meinst du Klaus oder Kluas?");
    key(&mut h, Modifiers::NONE, Key::ArrowDown);
    key(&mut h, Modifiers::NONE, Key::ArrowDown);
    common::shows_part(&h, "Enter bucht für Kluas");
    key(&mut h, Modifiers::NONE, Key::Enter);
    assert!(verein(&dir).contains("Paid(player: \"Kluas\", cents: 200"), "{}", verein(&dir));

    // A name near nobody, and a known one spelt otherwise, are booked at once.
    typed(&mut h, "Zoë zahlt 3");
    assert!(verein(&dir).contains("Paid(player: \"Zoë\", cents: 300"), "{}", verein(&dir));
    typed(&mut h, "anna zahlt 5");
    assert!(verein(&dir).contains("Paid(player: \"Anna\", cents: 500"), "{}", verein(&dir));
}

#[test]
fn the_question_in_english() {
    let dir = folder();
    let mut h = common::app(&dir.0);
    open(&mut h);
    typed(&mut h, "Kluas pays 4.80");
    // Ctrl+G: the question, already on screen, in English.
    key(&mut h, Modifiers::COMMAND, Key::G);
    common::shows_part(&h, "The books do not know \"Kluas\" — do you mean Klaus?");
    key(&mut h, Modifiers::NONE, Key::Tab);
    common::shows_part(&h, "Enter books for Klaus instead of \"Kluas\"");
}

/// Four evenings of eight people each, 32 persons in all: A01–A08 first, D01–D08 last.
fn crowded() -> TempDir {
    let dir = TempDir::new("club-crowded");
    for (i, (date, group)) in
        ["2026-03-05", "2026-03-12", "2026-03-19", "2026-03-26"].iter().zip("ABCD".chars()).enumerate()
    {
        let header = Header {
            title: None,
            started: Some(format!("{date}T19:30:00+01:00")),
            place: None,
            tournament: None,
            rules: RuleSet::new(Preset::MainTaunus),
            players: (1..=8).map(|n| format!("{group}{n:02}")).collect(),
        };
        let session = simulate(header, &Options { games: 2, ..Options::default() }, 3 + i as u64);
        std::fs::write(dir.0.join(format!("{date}_linde.ron")), file::write(&session)).unwrap();
    }
    std::fs::write(dir.0.join("verein.ron"), VEREIN).unwrap();
    dir
}

#[test]
fn the_tab_by_keys_and_mouse() {
    let dir = crowded();
    let mut h = common::app(&dir.0);
    open(&mut h);
    common::shows(&h, "▶ A01");

    // A click chooses a row; Ctrl+B on him, not there on the 26th, says so and books nothing.
    h.get_all_by_label("A03").next().expect("A03's row").click();
    h.run();
    common::shows(&h, "▶ A03");
    key(&mut h, Modifiers::COMMAND, Key::B);
    common::shows_part(&h, "A03 war am letzten Abend (26.03.2026) nicht dabei");
    assert!(!verein(&dir).contains("Paid("), "{}", verein(&dir));

    // ↓ to the last of the 32 rows: it is scrolled into the window (768 points high).
    for _ in 0..40 {
        key(&mut h, Modifiers::NONE, Key::ArrowDown);
    }
    let last = h.get_all_by_label_contains("▶ ").next().expect("the chosen row");
    let rect = last.rect();
    assert!(rect.max.y <= 768.0 && rect.min.y >= 0.0, "the chosen row at {rect:?}, out of the window");
    // And ↑ back to the first: in view again.
    for _ in 0..40 {
        key(&mut h, Modifiers::NONE, Key::ArrowUp);
    }
    let first = h.get_by_label("▶ A01");
    assert!(first.rect().min.y >= 0.0, "{:?}", first.rect());
}
