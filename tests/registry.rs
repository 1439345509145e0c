//! The club's player list in the app (issue 24, section 5), by keys: Ctrl+Shift+L opens it from
//! the start page; it lists the registry's persons and the names only the evenings know; typing
//! searches ("jorg" finds Jörg); F2 renames, Ctrl+M merges the chosen name into another person,
//! Ctrl+Z takes the last change back, Esc goes back. Only `.spieler.ron` is ever written.
//!
//! `cargo test --release --test registry`

mod common;
use common::TempDir;
use eframe::egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use schocken_core::players::Registry;
use std::path::Path;

fn registry(dir: &Path) -> Registry {
    Registry::parse(&std::fs::read_to_string(dir.join(".spieler.ron")).unwrap()).unwrap()
}

fn typed(h: &mut Harness<'static, schocken::ui::App>, text: &str) {
    h.root().type_text(text);
    h.run();
}

fn key(h: &mut Harness<'static, schocken::ui::App>, modifiers: Modifiers, key: Key) {
    h.key_press_modifiers(modifiers, key);
    h.run();
}

/// Ctrl+Shift+L: the player list, the evenings' names read (on its worker thread).
#[track_caller]
fn open(h: &mut Harness<'static, schocken::ui::App>) {
    key(h, Modifiers { shift: true, ..Modifiers::COMMAND }, Key::L);
    common::wait_until(h, "reading the evenings' names", |app| app.registry_read());
}

/// Two evenings in `dir`: `first` with Anna (`a.ron`), `second` with Ben (`b.ron`).
fn evenings(dir: &Path, first: &str, second: &str) {
    for (name, day, players) in
        [("a.ron", 1, format!("\"{first}\", \"Anna\"")), ("b.ron", 2, format!("\"{second}\", \"Ben\""))]
    {
        let text = format!(
            "Session(format: 1, started: \"2026-11-0{day}T20:00:00+01:00\", rules: (preset: \"main-taunus\"), players: [{players}], events: [])"
        );
        std::fs::write(dir.join(name), text).unwrap();
    }
}

/// Two evenings: Jörg and Joerg (one person spelt twice), Anna and Ben; the registry knows Anna.
fn folder() -> TempDir {
    let dir = TempDir::new("registry-view");
    evenings(&dir.0, "Jörg", "Joerg");
    std::fs::write(dir.0.join(".spieler.ron"), "Players(format: 1, players: [Player(name: \"Anna\")])").unwrap();
    dir
}

#[test]
fn rename_merge_and_undo_by_keys() {
    let dir = folder();
    let evenings: Vec<Vec<u8>> = ["a.ron", "b.ron"].iter().map(|n| std::fs::read(dir.0.join(n)).unwrap()).collect();
    let mut h = common::app(&dir.0);
    open(&mut h);
    common::shows(&h, "Spielerliste des Vereins");
    common::shows(&h, "Anna");
    common::shows(&h, "Ben");
    common::shows(&h, "Joerg");

    // "jorg" finds Joerg and Jörg; ↓ chooses Jörg, who stays: Joerg is the same person.
    typed(&mut h, "jorg");
    assert!(h.query_by_label("Ben").is_none(), "the search leaves Ben out");
    key(&mut h, Modifiers::NONE, Key::ArrowDown);
    key(&mut h, Modifiers::COMMAND, Key::M);
    common::shows_part(&h, "Jörg bleibt. Dieselbe Person ist:");
    typed(&mut h, "Joerg");
    key(&mut h, Modifiers::NONE, Key::Enter);
    common::shows_part(&h, "sind jetzt eine Person: Jörg");
    let r = registry(&dir.0);
    assert_eq!(r.canonical("Joerg"), "Jörg");
    assert_eq!(r.canonical("Anna"), "Anna");

    // Ben, known only from an evening, is renamed: the registry learns him under his new name.
    for _ in 0..4 {
        key(&mut h, Modifiers::NONE, Key::Backspace);
    }
    typed(&mut h, "Ben");
    key(&mut h, Modifiers::NONE, Key::F2);
    for _ in 0..3 {
        key(&mut h, Modifiers::NONE, Key::Backspace);
    }
    typed(&mut h, "Benedikt");
    key(&mut h, Modifiers::NONE, Key::Enter);
    assert_eq!(registry(&dir.0).canonical("Ben"), "Benedikt");

    // Ctrl+Z takes the rename back, then the merge.
    key(&mut h, Modifiers::COMMAND, Key::Z);
    assert_eq!(registry(&dir.0).canonical("Ben"), "Ben");
    assert_eq!(registry(&dir.0).canonical("Joerg"), "Jörg");
    key(&mut h, Modifiers::COMMAND, Key::Z);
    assert_eq!(registry(&dir.0).canonical("Joerg"), "Joerg");
    common::shows_part(&h, "Zurückgenommen: ");
    common::shows_part(&h, "Jörg");
    // Worded when shown: Ctrl+G says it again in English, and back.
    key(&mut h, Modifiers::COMMAND, Key::G);
    common::shows_part(&h, "Taken back: ");
    key(&mut h, Modifiers::COMMAND, Key::G);

    // F1 lists the list's own keys, rows of the command table; its line names them from there;
    // Esc closes the help first.
    common::shows_part(&h, "Tippen sucht · ↑/↓ wählt · Strg+N neu");
    key(&mut h, Modifiers::NONE, Key::F1);
    common::help_lists(&h, &[("Nächster Name", "↓"), ("Zurück", "Esc"), ("Trotzdem zusammenführen", "Enter")]);
    key(&mut h, Modifiers::NONE, Key::Escape);
    common::shows(&h, "Spielerliste des Vereins");

    // The evenings are never written; Esc goes back to the start page.
    let after: Vec<Vec<u8>> = ["a.ron", "b.ron"].iter().map(|n| std::fs::read(dir.0.join(n)).unwrap()).collect();
    assert_eq!(after, evenings);
    key(&mut h, Modifiers::NONE, Key::Escape);
    assert!(h.query_by_label("Spielerliste des Vereins").is_none());
}

/// Issue "One folder, one truth": two windows on one folder. Window 2 merges, window 1 then adds
/// a person; window 2's undo takes back its merge alone, on the file as it stands: window 1's
/// person stays.
#[test]
fn an_undo_in_one_window_keeps_what_another_window_changed_since() {
    let dir = TempDir::new("registry-two-windows");
    evenings(&dir.0, "Jörg", "Joerg");
    let mut one = common::app(&dir.0);
    let mut two = common::app(&dir.0);
    open(&mut one);
    open(&mut two);
    key(&mut two, Modifiers::COMMAND, Key::J);
    assert_eq!(registry(&dir.0).names(), ["Joerg"]);
    key(&mut one, Modifiers::COMMAND, Key::N);
    typed(&mut one, "Käthe");
    key(&mut one, Modifiers::NONE, Key::Enter);
    assert_eq!(registry(&dir.0).names(), ["Joerg", "Käthe"]);
    key(&mut two, Modifiers::COMMAND, Key::Z);
    // The two spellings were known only from the evenings before the merge: they are again.
    assert_eq!(registry(&dir.0).names(), ["Käthe"], "Käthe stays");
    assert_eq!(registry(&dir.0).canonical("Jörg"), "Jörg");
    key(&mut one, Modifiers::COMMAND, Key::Z);
    assert!(registry(&dir.0).names().is_empty(), "window 1 takes back its own Käthe");
    key(&mut two, Modifiers::COMMAND, Key::Z);
    common::shows(&two, "Nichts zurückzunehmen.");
}

#[test]
fn names_alike_are_offered_for_merging_and_a_person_added_by_keys() {
    let dir = TempDir::new("registry-alike");
    evenings(&dir.0, "Jörg", "Joerg");
    let mut h = common::app(&dir.0);
    open(&mut h);
    assert!(!dir.0.join(".spieler.ron").exists(), "opening the list writes nothing");
    common::shows(&h, "„Joerg“ und „Jörg“ zusammenführen (Joerg bleibt)? Strg+J");
    key(&mut h, Modifiers::COMMAND, Key::J);
    let merged = registry(&dir.0);
    assert_eq!(merged.canonical("Jörg"), "Joerg");
    assert_eq!(merged.names(), ["Joerg"]);
    key(&mut h, Modifiers::COMMAND, Key::N);
    typed(&mut h, "Dora");
    key(&mut h, Modifiers::NONE, Key::Enter);
    assert_eq!(registry(&dir.0).names(), ["Dora", "Joerg"]);
}

/// "Carl" on one evening and "carl" on another, neither registered, are two persons (CLUB.md 4):
/// both are listed and offered for merging; nothing is written before Ctrl+J.
#[test]
fn spellings_apart_only_in_case_are_offered_for_merging() {
    let dir = TempDir::new("registry-case");
    evenings(&dir.0, "Carl", "carl");
    let mut h = common::app(&dir.0);
    open(&mut h);
    common::shows(&h, "Carl");
    common::shows(&h, "carl");
    assert!(!dir.0.join(".spieler.ron").exists(), "offering writes nothing");
    common::shows_part(&h, "bleibt)? Strg+J");
    key(&mut h, Modifiers::COMMAND, Key::J);
    let merged = registry(&dir.0);
    assert_eq!(merged.names().len(), 1, "one person: {:?}", merged.names());
    assert_eq!(merged.canonical("carl"), merged.canonical("Carl"));
    assert!(h.query_by_label_contains("bleibt)? Strg+J").is_none(), "nothing alike is left");
}

/// An evening that seats Jörg and Joerg, one person in the registry, is said in the history and
/// passed over by its statistics, as `schocken stats` passes it over (CLUB.md 4).
#[test]
fn the_history_passes_over_an_evening_that_seats_one_person_twice() {
    let dir = folder();
    std::fs::write(
        dir.0.join("a.ron"),
        "Session(format: 1, started: \"2026-11-01T20:00:00+01:00\", rules: (preset: \"main-taunus\"), players: [\"Jörg\", \"Anna\", \"Joerg\"], events: [])",
    )
    .unwrap();
    std::fs::write(
        dir.0.join(".spieler.ron"),
        "Players(format: 1, players: [Player(name: \"Anna\"), Player(name: \"Jörg\", also: [\"Joerg\"])])",
    )
    .unwrap();
    let mut h = common::app(&dir.0);
    key(&mut h, Modifiers::COMMAND, Key::H);
    common::wait_until(&mut h, "loading the history", |app| app.history_loaded());
    common::shows_part(&h, "„Jörg“ und „Joerg“ sind laut Spielerliste dieselbe Person (Jörg)");
    h.get_by_label("Statistik").click();
    h.run();
    // b.ron alone: Anna and Ben.
    common::shows_part(&h, "1 Abend · 0 Spiele · 2 Spieler");
}

/// Issue 34: merging two names that sat at one table asks first, naming the evening that would
/// then no longer count (CLUB.md 4); Esc keeps them apart, Enter merges, Ctrl+Z takes it back.
#[test]
fn a_merge_of_two_who_sat_together_asks_first_naming_the_evening() {
    let dir = TempDir::new("registry-split");
    std::fs::write(
        dir.0.join("a.ron"),
        "Session(format: 1, title: \"Osterschocken\", started: \"2026-04-02T20:00:00+02:00\", rules: (preset: \"main-taunus\"), players: [\"Jörg\", \"Anna\", \"Joerg\"], events: [])",
    )
    .unwrap();
    let mut h = common::app(&dir.0);
    open(&mut h);
    typed(&mut h, "jörg");
    key(&mut h, Modifiers::NONE, Key::ArrowDown);
    key(&mut h, Modifiers::COMMAND, Key::M);
    common::shows_part(&h, "Jörg bleibt.");
    typed(&mut h, "Joerg");
    key(&mut h, Modifiers::NONE, Key::Enter);
    common::shows_part(&h, "dieser Abend zählt");
    common::shows_part(&h, "02.04.2026 20:00 „Osterschocken“");
    // The question names its keys from the command table.
    common::shows_part(&h, "Enter führt trotzdem zusammen (Jörg bleibt), Esc lässt beide getrennt.");
    assert!(!dir.0.join(".spieler.ron").exists(), "nothing merged before the answer");
    key(&mut h, Modifiers::NONE, Key::Escape);
    assert!(!dir.0.join(".spieler.ron").exists(), "Esc keeps them apart");

    key(&mut h, Modifiers::COMMAND, Key::M);
    typed(&mut h, "Joerg");
    key(&mut h, Modifiers::NONE, Key::Enter);
    key(&mut h, Modifiers::NONE, Key::Enter);
    assert_eq!(registry(&dir.0).canonical("Joerg"), "Jörg");
    common::shows_part(&h, "sind jetzt eine Person: Jörg");
    // Taken back also after leaving the list: the app keeps its steps while it runs.
    key(&mut h, Modifiers::NONE, Key::Escape);
    open(&mut h);
    key(&mut h, Modifiers::COMMAND, Key::Z);
    assert_eq!(registry(&dir.0).canonical("Joerg"), "Joerg", "the merge taken back");
    common::shows_part(&h, "Zurückgenommen: Joerg und Jörg sind jetzt eine Person");
}

/// Issue 32: the player list is a reader of the folder's one live model. A person another
/// laptop registers and an evening saved elsewhere show within 2 s (CLUB.md 3), and the start
/// page, the history, the player list and the Verein view together read each evening file once:
/// none of them reads the folder itself.
#[test]
fn the_player_list_follows_the_folder_and_every_view_reads_one_model() {
    let dir = folder();
    let mut h = common::app(&dir.0);
    key(&mut h, Modifiers::COMMAND, Key::H);
    common::wait_until(&mut h, "loading the history", |app| app.history_loaded());
    key(&mut h, Modifiers::NONE, Key::Escape);
    open(&mut h);
    common::shows(&h, "Ben");
    assert_eq!(h.state().files_read(), 2, "each evening read once");

    // Another laptop registers Carla and saves an evening with Dieter.
    schocken::io::players::change(&dir.0.join(".spieler.ron"), |r| {
        r.add(["Carla"]);
        Ok::<_, schocken_core::players::RegistryError>(true)
    })
    .unwrap();
    let text = std::fs::read_to_string(dir.0.join("b.ron")).unwrap().replace("\"Ben\"", "\"Dieter\"");
    std::fs::write(dir.0.join("c.ron"), text).unwrap();
    let start = std::time::Instant::now();
    while (h.query_by_label("Carla").is_none() || h.query_by_label("Dieter").is_none())
        && start.elapsed() < std::time::Duration::from_secs(2)
    {
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.run();
    }
    common::shows(&h, "Carla");
    common::shows(&h, "Dieter");
    assert_eq!(h.state().files_read(), 3, "only the new evening read");

    // The Verein view (no verein.ron yet) reads the same model: nothing read again.
    key(&mut h, Modifiers::NONE, Key::Escape);
    key(&mut h, Modifiers { shift: true, ..Modifiers::COMMAND }, Key::V);
    common::wait_until(&mut h, "the Verein view's reading", |app| app.club_read());
    assert_eq!(h.state().files_read(), 3);
}
