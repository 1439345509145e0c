//! The pictures to share from the windows, by keys (issue 36): Ctrl+Shift+I in the evening looked
//! back at saves the evening's picture beside its file, in the Verein view the season shown (the
//! tab has none: it is money), in the organiser's window the standings — each into the user's
//! folder under a name not taken, its place said on screen.
//!
//! `cargo test --release --test share_keys`

mod common;
use common::TempDir;
use eframe::egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::session::{file, log::Header};
use schocken_core::sim::{Options, simulate};
use std::path::{Path, PathBuf};

const TITLE: &str = "Stammtisch am Freitag"; // i18n-ok: test data
const SHARE: Modifiers = Modifiers { shift: true, ..Modifiers::COMMAND };

fn folder(name: &str) -> TempDir {
    let dir = TempDir::new(name);
    for (i, date) in ["2026-03-05", "2026-03-12"].iter().enumerate() {
        let header = Header {
            title: (i == 1).then(|| TITLE.to_string()),
            started: Some(format!("{date}T19:30:00+01:00")),
            place: None,
            tournament: None,
            rules: RuleSet::new(Preset::MainTaunus),
            players: ["Anna", "Ben", "Carl"].map(String::from).to_vec(),
        };
        let session = simulate(header, &Options { games: 2, ..Options::default() }, 3 + i as u64);
        std::fs::write(dir.0.join(format!("{date}_linde.ron")), file::write(&session)).unwrap();
    }
    let verein = r#"Club(
    format: 1,
    name: "Schockclub Zur Linde",
    events: [
        Price(from: "2026-01-01", cents: 50),
        Season(name: "2026", from: "2026-01-01", to: "2026-03-31", min_evenings: 1, ranking: LossRate),
    ],
)
"#;
    std::fs::write(dir.0.join("verein.ron"), verein).unwrap();
    dir
}

fn key(h: &mut Harness<'static, schocken::ui::App>, modifiers: Modifiers, key: Key) {
    h.key_press_modifiers(modifiers, key);
    h.run();
}

/// The PNGs in `dir`, by name.
fn pictures(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".png"))
        .collect();
    names.sort();
    names
}

fn width(path: &PathBuf) -> u32 {
    let decoder = png::Decoder::new(std::io::Cursor::new(std::fs::read(path).unwrap()));
    decoder.read_info().unwrap().info().width
}

#[test]
fn the_evening_looked_back_at_is_saved_as_a_picture_beside_its_file() {
    let dir = folder("share-review");
    let mut h = common::app(&dir.0);
    // The start page names the latest evening twice (to continue, among the recent): either looks back.
    h.query_all_by_label(TITLE).last().expect("the evening on the start page").click();
    h.run();
    common::shows_part(&h, "Am Tisch weiterspielen");
    key(&mut h, SHARE, Key::I);
    assert_eq!(pictures(&dir.0), ["abend-2026-03-12.png"]);
    let file = dir.0.join("abend-2026-03-12.png");
    assert_eq!(width(&file), 1080);
    common::shows_part(&h, &format!("Bild zum Teilen gespeichert: {}", file.display()));
    // Again: a second file, the first never written over.
    key(&mut h, SHARE, Key::I);
    assert_eq!(pictures(&dir.0), ["abend-2026-03-12-2.png", "abend-2026-03-12.png"]);
}

#[test]
fn the_verein_view_saves_the_season_shown_and_never_the_tab() {
    let dir = folder("share-club");
    let mut h = common::app(&dir.0);
    key(&mut h, SHARE, Key::V);
    common::wait_until(&mut h, "reading the Verein view's folder", |app| app.club_read());
    // The tab is money: no picture of it, and the view says so.
    key(&mut h, SHARE, Key::I);
    common::shows_part(&h, "Von der Kasse gibt es kein Bild");
    // The key that turns to a season is the command table's, in the language shown (issue 35).
    common::shows_part(&h, "Bitte eine Saison wählen (Bild↓).");
    key(&mut h, Modifiers::COMMAND, Key::G);
    common::shows_part(&h, "Choose a season (PgDn).");
    key(&mut h, Modifiers::COMMAND, Key::G);
    assert!(pictures(&dir.0).is_empty());
    key(&mut h, Modifiers::NONE, Key::PageDown);
    key(&mut h, SHARE, Key::I);
    let file = dir.0.join("saison-2026.png");
    assert_eq!(pictures(&dir.0), ["saison-2026.png"]);
    assert_eq!(width(&file), 1080);
    common::shows_part(&h, &format!("Bild zum Teilen gespeichert: {}", file.display()));
}

#[test]
fn the_organisers_window_saves_the_standings_in_the_tournament_folder() {
    let dir = TempDir::new("share-organiser");
    let d = dir.0.to_str().unwrap();
    common::ok(&["tournament", "new", d, "--title", "Pokal"]);
    common::ok(&["tournament", "register", d, "Anna", "Ben", "Carl", "Dora"]);
    common::ok(&["tournament", "draw", d, "--games", "1"]);
    common::ok(&["tournament", "card", d, "1", "1", "Ben/Carl/Ben; so:Anna"]);
    let view = schocken::ui::organiser::OrganiserView::new(dir.0.clone(), Vec::new()).without_printer();
    let builder = Harness::builder()
        .with_size(eframe::egui::vec2(1366.0, 768.0))
        .with_max_steps(32)
        .with_accessibility_check(false);
    let mut h = builder.with_context_setup(schocken::ui::install_fonts).build_ui_state(
        |ui, view: &mut schocken::ui::organiser::OrganiserView| {
            schocken_core::i18n::set(schocken_core::i18n::Lang::De);
            view.ui(ui);
        },
        view,
    );
    h.run();
    h.key_press_modifiers(SHARE, Key::I);
    h.run();
    let saved = pictures(&dir.0);
    assert_eq!(saved.len(), 1, "{saved:?}");
    assert!(saved[0].starts_with("rangliste-"), "{saved:?}");
    assert_eq!(width(&dir.0.join(&saved[0])), 1080);
    assert!(
        h.query_by_label_contains(&format!("Bild zum Teilen im Turnierordner gespeichert: {}", saved[0])).is_some(),
        "{:#?}",
        common::texts(&h)
    );
    // The button does the same, into a second file.
    h.get_by_label("Bild teilen").click();
    h.run();
    assert_eq!(pictures(&dir.0).len(), 2);
}
