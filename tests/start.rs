//! The start page offers the tournaments opened before, by their title, and opens the
//! organiser's window on one with a click; on a first start it offers the samples built in.
//!
//! `cargo test --release --test start`
mod common;
use common::TempDir;
use eframe::egui;
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
    let mut harness = common::app(&club.0.clone());
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
    let mut harness = common::app(&club.0.clone());
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
    // The organiser's keys are rows of the command table: its own, and the projector's it runs.
    common::shows(&harness, "Startgeld bezahlt");
    common::shows(&harness, "Handys an/aus");
    common::shows(&harness, "Beamer schließen");
    // What is typed in its fields is listed first, rows of the command table too (issue 35).
    common::help_lists(
        &harness,
        &[
            ("Spieler anmelden: früherer Name", "↓ / ↑"),
            ("Anmelden, Karte speichern", "Enter"),
            ("Karte: nächstes Spiel", "Tab"),
        ],
    );
    assert!(harness.query_by_label("Würfel gefallen").is_none(), "no table commands in the help");
}

/// The app's tests print nothing: the organiser's window opened through the app (whose spooler is
/// offline in tests) keeps its printouts in the tournament folder and says where.
#[test]
fn the_organisers_printouts_stay_in_the_folder_when_the_app_prints_nothing() {
    let club = TempDir::new("organiser-print-club");
    let cup = TempDir::new("organiser-print-cup");
    std::fs::write(
        cup.0.join("turnier.ron"),
        "Tournament(format: 1, title: \"Pokal\", rules: (preset: \"main-taunus\"), scoring: LossPoints, events: [\
         Register(name: \"Anna\"), Register(name: \"Ben\")])",
    )
    .unwrap();
    let mut harness = common::app(&club.0.clone());
    harness.state_mut().open_tournament(cup.0.clone());
    harness.run();
    harness.get_by_label("Turnier drucken").click();
    harness.run();
    harness.get_by_label_contains("Meldebogen").click();
    harness.run();
    // The PDF is made on a worker thread: frames until its word arrives (bounded, not a timer).
    let told = (0..400).any(|_| {
        harness.run();
        std::thread::sleep(std::time::Duration::from_millis(10));
        harness.query_by_label_contains("das PDF liegt im Turnierordner").is_some()
    });
    assert!(told, "no word of the printout: {:#?}", common::texts(&harness));
    let pdfs: Vec<_> = std::fs::read_dir(&cup.0)
        .unwrap()
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "pdf"))
        .collect();
    assert_eq!(pdfs.len(), 1, "the Meldebogen in the folder");
}

/// The sessions folder the start page names ("Ordner: …").
fn folder_shown(harness: &egui_kittest::Harness<'_, schocken::ui::App>) -> std::path::PathBuf {
    let line = common::texts(harness).into_iter().find_map(|t| t.strip_prefix("Ordner: ").map(str::to_string));
    std::path::PathBuf::from(line.expect("the start page names its folder"))
}

/// A first start (an installed app, no evenings yet): the start page offers the samples built into
/// the program; they come as a fresh copy, and the club's own folder is left as it was.
#[test]
fn a_first_start_offers_the_sample_evenings_from_inside_the_program() {
    let club = TempDir::new("start-first");
    let mut harness = common::app(&club.0.clone());
    common::shows(&harness, "Noch keine Abende gespeichert.");
    harness.get_by_label("Beispielabende").click();
    harness.run();
    let demo = folder_shown(&harness);
    assert_ne!(demo, club.0, "a folder of its own");
    common::shows(&harness, "Hubertusschützen Kalk — Schützenstammtisch im Oktober");
    assert!(harness.query_by_label("Beispielabende").is_none(), "offered only while there are no evenings");
    assert_eq!(std::fs::read_dir(&club.0).unwrap().count(), 0, "the club's folder untouched");
    std::fs::remove_dir_all(demo).unwrap();
}

#[test]
fn a_first_start_offers_the_demo_tournament_from_inside_the_program() {
    let club = TempDir::new("start-first-cup");
    let mut harness = common::app(&club.0.clone());
    harness.get_by_label("Beispielturnier").click();
    harness.run();
    common::shows_part(&harness, "Schockturnier der Stammtische 2026");
    assert_eq!(std::fs::read_dir(&club.0).unwrap().count(), 0, "the club's folder untouched");
    harness.get_by_label("← Startseite").click();
    harness.run();
    let demo = folder_shown(&harness);
    assert!(demo.join(schocken::demo::TOURNAMENT).join("turnier.ron").is_file());
    std::fs::remove_dir_all(demo).unwrap();
}

fn key(harness: &mut egui_kittest::Harness<'static, schocken::ui::App>, modifiers: egui::Modifiers, key: egui::Key) {
    harness.key_press_modifiers(modifiers, key);
    harness.run();
}

/// Issue "One folder, one truth", finding 3: first start → samples → Ctrl+W → a new evening by
/// keys → played. The evening (and the registry learning its names) lands in the user's own
/// folder, never in the sample folder the system empties; a banner says where the window is while
/// the samples are on view, and it is gone once the window is back in its own folder.
#[test]
fn a_new_evening_begun_among_the_samples_is_kept_in_the_own_folder() {
    let club = TempDir::new("start-samples-evening");
    let mut harness = common::app(&club.0.clone());
    harness.get_by_label("Beispielabende").click();
    harness.run();
    let demo = folder_shown(&harness);
    common::shows_part(&harness, "Beispiele zum Ausprobieren");
    key(&mut harness, egui::Modifiers::COMMAND, egui::Key::W);
    common::shows_part(&harness, "Beispiele zum Ausprobieren");
    key(&mut harness, egui::Modifiers::COMMAND, egui::Key::N);
    for name in ["Anna", "Ben"] {
        harness.root().type_text(name);
        key(&mut harness, egui::Modifiers::NONE, egui::Key::Enter);
    }
    key(&mut harness, egui::Modifiers::COMMAND, egui::Key::Enter);
    let path = harness.state().session_path().expect("the table is on screen").to_path_buf();
    assert_eq!(path.parent(), Some(club.0.as_path()), "kept in the own folder, not in {}", demo.display());
    assert!(club.0.join(".spieler.ron").is_file(), "the registry learnt the names in the own folder");
    common::shows_part(&harness, "im eigenen Ordner gespeichert");
    assert!(harness.query_by_label_contains("Beispiele zum Ausprobieren").is_none(), "no banner at home");
    assert_eq!(common::play::session(&path).header().players, ["Anna", "Ben"]);
    key(&mut harness, egui::Modifiers::COMMAND, egui::Key::W);
    common::shows_part(&harness, "Ordner: ");
    assert_eq!(folder_shown(&harness), club.0, "the start page shows the own folder");
    let before = std::fs::read_dir(&demo).unwrap().count();
    assert_eq!(before, 7 + 1, "the sample folder holds the samples only");
    std::fs::remove_dir_all(demo).unwrap();
}

/// One key takes the window from the samples back to the own folder, from any view (here the
/// organiser's window of the sample tournament), and the sample tournament is not remembered.
#[test]
fn one_key_goes_back_from_the_samples_to_the_own_folder() {
    let club = TempDir::new("start-samples-back");
    std::fs::write(club.0.join("abend.ron"), std::fs::read_to_string("sessions/kalk.ron").unwrap()).unwrap();
    let mut harness = common::app(&club.0.clone());
    harness.state_mut().samples(true);
    harness.run();
    common::shows_part(&harness, "Schockturnier der Stammtische 2026");
    common::shows_part(&harness, "Beispiele zum Ausprobieren");
    let shift = egui::Modifiers { shift: true, ..egui::Modifiers::COMMAND };
    key(&mut harness, shift, egui::Key::E);
    assert!(harness.query_by_label_contains("Beispiele zum Ausprobieren").is_none(), "back home");
    assert_eq!(folder_shown(&harness), club.0);
    assert!(harness.query_by_label_contains("Schockturnier der Stammtische").is_none(), "not remembered");
    common::shows(&harness, "Hubertusschützen Kalk — Schützenstammtisch im Oktober");
}

/// Frames for up to `seconds` until the screen holds a text containing `part` (or, with
/// `present` false, none does); whether it did.
fn until_shown(harness: &mut egui_kittest::Harness<'static, schocken::ui::App>, part: &str, present: bool) -> bool {
    let start = std::time::Instant::now();
    while start.elapsed() < std::time::Duration::from_millis(2500) {
        harness.step();
        if common::texts(harness).iter().any(|t| t.contains(part)) == present {
            harness.run();
            return true;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    false
}

/// Issue "One folder, one truth": the start page and the history show what another laptop (or
/// window) saves into the folder within 2 s, and drop an evening removed there.
#[test]
fn the_start_page_and_the_history_follow_the_folder() {
    let club = TempDir::new("start-follows");
    let sample = |name: &str| std::fs::read_to_string(format!("sessions/{name}.ron")).unwrap();
    std::fs::write(club.0.join("kalk.ron"), sample("kalk")).unwrap();
    let mut harness = common::app(&club.0.clone());
    common::shows(&harness, "Hubertusschützen Kalk — Schützenstammtisch im Oktober");
    std::fs::write(club.0.join("obertiefenbach.ron"), sample("obertiefenbach")).unwrap();
    assert!(until_shown(&mut harness, "Et langt net", true), "the start page lists the new evening");
    key(&mut harness, egui::Modifiers::COMMAND, egui::Key::H);
    common::wait_until(&mut harness, "the history's reading", |app| app.history_loaded());
    common::shows_part(&harness, "Et langt net");
    std::fs::write(club.0.join("dohren.ron"), sample("dohren")).unwrap();
    assert!(until_shown(&mut harness, "Schützenverein Dohren", true), "the history lists the new evening");
    std::fs::remove_file(club.0.join("obertiefenbach.ron")).unwrap();
    assert!(until_shown(&mut harness, "Et langt net", false), "the history drops the removed evening");
    common::shows_part(&harness, "Hubertusschützen Kalk");
}

fn evening(title: &str, rules: &str) -> String {
    format!(
        "Session(format: 1, title: \"{title}\", started: \"2026-11-20T19:30:00+01:00\", rules: ({rules}), \
         players: [\"Anna\", \"Ben\"], events: [])"
    )
}

/// Issue 33: the start page tells a house-rule evening from a plain one, and a file that does
/// not open (`schocken open FILE`) leaves the referee on a start page that lists the folder,
/// damaged evenings included, with the reason said.
#[test]
fn a_failed_open_lists_the_folder_and_house_rule_evenings_say_so() {
    let club = TempDir::new("start-failed-open");
    std::fs::write(club.0.join("2026-11-20-plain.ron"), evening("Stammtisch", "preset: \"kalk\"")).unwrap();
    std::fs::write(club.0.join("2026-11-21-house.ron"), evening("Hausabend", "preset: \"kalk\", siebener: 7")).unwrap();
    for day in ["22", "23", "24"] {
        std::fs::write(club.0.join(format!("2026-11-{day}-broken.ron")), "Session(format: 1, garbage").unwrap();
    }
    let open = club.0.join("2026-11-22-broken.ron");
    let dir = club.0.clone();
    let mut harness = egui_kittest::Harness::builder()
        .with_size(egui::vec2(1366.0, 768.0))
        .with_max_steps(32)
        .with_accessibility_check(false)
        .build_eframe(move |cc| schocken::ui::App::for_tests_opening(&cc.egui_ctx, dir, Some(open)));
    harness.run();
    assert!(harness.query_by_label("Noch keine Abende gespeichert.").is_none(), "{:#?}", common::texts(&harness));
    assert_eq!(harness.query_all_by_label("beschädigt").count(), 3, "{:#?}", common::texts(&harness));
    common::shows_part(&harness, "2026-11-22-broken.ron");
    common::shows(&harness, "Kalker Hubertusschützen + 1 Hausregel");
    common::shows(&harness, "Kalker Hubertusschützen");
    // The history's list says it too.
    harness.get_by_label("Verlauf und Statistik").click();
    for _ in 0..1000 {
        if harness.state().history_loaded() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        harness.step();
    }
    harness.run();
    common::shows(&harness, "Kalker Hubertusschützen + 1 Hausregel");
}
