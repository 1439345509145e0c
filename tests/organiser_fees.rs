//! The till in the organiser's window (issue 19), driven headless by the keys an organiser
//! presses: players registered with their entry fee (Ctrl+B paid, Enter open, Ctrl+E waived),
//! the player just registered marked again with a key, the totals seen, a payment and a
//! registration undone and redone — `turnier.ron` and `.kasse.ron` read back after each step —
//! and the club's player registry offering and learning names.
//!
//! `cargo test --release --test organiser_fees`

use eframe::egui::{self, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use schocken::io::{cash, players, tournament_folder};
use schocken::ui::organiser::OrganiserView;
use schocken_core::i18n::Lang;
use schocken_core::money::Money;
use schocken_core::tournament::fees::Payment;
use std::path::Path;

mod common;
use common::{TempDir, ok};

fn window(view: OrganiserView) -> Harness<'static, OrganiserView> {
    let builder = Harness::builder().with_size(egui::vec2(1366.0, 768.0)).with_max_steps(32);
    let mut harness = builder.with_context_setup(schocken::ui::install_fonts).build_ui_state(
        |ui, view: &mut OrganiserView| {
            schocken_core::i18n::set(Lang::De);
            view.ui(ui);
        },
        view.without_printer(),
    );
    harness.run();
    harness
}

/// Types into the focused field (the name field has it after each registration), then `key`
/// with Ctrl, or Enter.
fn register(h: &mut Harness<'_, OrganiserView>, name: &str, key: Option<Key>) {
    h.root().type_text(name);
    match key {
        Some(key) => h.key_press_modifiers(Modifiers::COMMAND, key),
        None => h.key_press(Key::Enter),
    }
    h.run();
}

fn players_on_disk(dir: &Path) -> Vec<String> {
    let folder = tournament_folder::read(dir).unwrap_or_else(|e| panic!("{}", e.message()));
    folder.tournament.players.iter().map(|p| p.name.clone()).collect()
}

fn payments(dir: &Path) -> Vec<(String, Payment)> {
    cash::read(dir).unwrap().players.into_iter().collect()
}

#[test]
fn players_registered_with_their_fee_by_keys_and_a_payment_undone() {
    let dir = TempDir::new("organiser-fees");
    let d = dir.0.to_str().unwrap();
    ok(&["tournament", "new", d, "--title", "Pokal"]);
    ok(&["tournament", "fee", d, "--amount", "5"]);
    let registry = dir.0.join(".spieler.ron");
    std::fs::write(&registry, "Players(format: 1, players: [(name: \"Jörg\", also: [\"Joerg\"])])").unwrap();
    let view = OrganiserView::with_registry(dir.0.clone(), registry.clone(), vec!["Joerg".into(), "Ida".into()]);
    let mut h = window(view);
    common::shows(&h, "Kasse");
    let untouched = "Players(format: 1, players: [(name: \"Jörg\", also: [\"Joerg\"])])";
    assert_eq!(std::fs::read_to_string(&registry).unwrap(), untouched, "opening the window wrote the registry");

    register(&mut h, "Anna", Some(Key::B));
    // Anna is new to the club's registry: asked once, Enter says yes.
    common::shows_part(&h, "ist neu: in die Spielerliste des Vereins aufnehmen?");
    h.key_press(Key::Enter);
    h.run();
    register(&mut h, "Ben", None);
    register(&mut h, "Carl", Some(Key::E));
    assert_eq!(players_on_disk(&dir.0), ["Anna", "Ben", "Carl"]);
    assert_eq!(payments(&dir.0), [("Anna".into(), Payment::Paid(Money::cents(500))), ("Carl".into(), Payment::Waived)]);
    common::shows(&h, "Eingenommen: 5,00\u{a0}€ (1 bezahlt)");
    common::shows(&h, "Offen: 5,00\u{a0}€ (1)");
    common::shows(&h, "Startgeld Carl: erlassen");

    // No name typed: the key marks the player just registered.
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run();
    assert_eq!(payments(&dir.0)[1], ("Carl".into(), Payment::Paid(Money::cents(500))));
    common::shows(&h, "Eingenommen: 10,00\u{a0}€ (2 bezahlt)");
    // Clicking a player's open fee makes it paid (issue 34: not waived first), and him the one
    // the keys mark.
    h.get_by_label("Startgeld Ben: offen").click();
    h.run();
    assert_eq!(cash::read(&dir.0).unwrap().payment("Ben"), Payment::Paid(Money::cents(500)));
    common::shows(&h, "Eingenommen: 15,00\u{a0}€ (3 bezahlt)");
    h.key_press_modifiers(Modifiers::COMMAND, Key::E);
    h.run();
    assert_eq!(cash::read(&dir.0).unwrap().payment("Ben"), Payment::Waived);

    // Undone step by step: Ben's key, Ben's click, Carl's key, then Carl's registration with
    // his fee in one step — both files follow.
    let undo = |h: &mut Harness<'_, OrganiserView>| {
        h.get_by_label("↶ Rückgängig").click();
        h.run();
    };
    undo(&mut h);
    assert_eq!(cash::read(&dir.0).unwrap().payment("Ben"), Payment::Paid(Money::cents(500)));
    undo(&mut h);
    undo(&mut h);
    assert_eq!(cash::read(&dir.0).unwrap().payment("Carl"), Payment::Waived);
    common::shows(&h, "Eingenommen: 5,00\u{a0}€ (1 bezahlt)");
    undo(&mut h);
    assert_eq!(players_on_disk(&dir.0), ["Anna", "Ben"]);
    assert_eq!(payments(&dir.0), [("Anna".into(), Payment::Paid(Money::cents(500)))]);
    h.get_by_label("↷ Wiederholen").click();
    h.run();
    assert_eq!(players_on_disk(&dir.0), ["Anna", "Ben", "Carl"]);
    assert_eq!(cash::read(&dir.0).unwrap().payment("Carl"), Payment::Waived);

    // The registry offers its names (Jörg once, for either spelling) and learnt the ones registered;
    // Ida, of an earlier evening only, is offered but never written (opening a window writes nothing).
    h.get_by_label("Name").click();
    h.run();
    h.root().type_text("Jo");
    h.run();
    assert!(h.query_by_label("Jörg").is_some());
    assert!(h.query_by_label("Joerg").is_none());
    let known = players::read(&registry).unwrap().names();
    assert_eq!(known, ["Anna", "Ben", "Carl", "Jörg"]);
}

#[test]
fn the_fee_and_the_prize_plan_typed_in_the_window() {
    let dir = TempDir::new("organiser-plan");
    let d = dir.0.to_str().unwrap();
    ok(&["tournament", "new", d]);
    ok(&["tournament", "register", d, "Anna", "Ben"]);
    let mut h = window(OrganiserView::new(dir.0.clone(), Vec::new()));
    let retype = |h: &mut Harness<'_, OrganiserView>, field: &str, text: &str| {
        h.get_by_label(field).click();
        h.run();
        h.key_press_modifiers(Modifiers::COMMAND, Key::A);
        h.root().type_text(text);
        h.key_press(Key::Enter);
        h.run();
    };
    retype(&mut h, "Startgeld (€)", "2,50");
    assert_eq!(cash::read(&dir.0).unwrap().fee, Money::cents(250));
    retype(&mut h, "Plätze (%)", "70, 30");
    common::shows(&h, "1. Platz 70 % · 2. Platz 30 %");
    retype(&mut h, "Plätze (%)", "70, 40");
    common::shows_part(&h, "110 %");
    retype(&mut h, "Startgeld (€)", "zwei");
    common::shows_part(&h, "„zwei“ ist kein Betrag");
    assert_eq!(cash::read(&dir.0).unwrap().fee, Money::cents(250));
    h.get_by_label("↶ Rückgängig").click();
    h.run();
    assert_eq!(cash::read(&dir.0).unwrap().plan, schocken_core::tournament::fees::Plan::default());
}

#[test]
fn the_history_counts_two_spellings_merged_in_the_registry_as_one_person() {
    let dir = TempDir::new("history-registry");
    for (file, players, seed) in [("a.ron", "Joerg,Anna", "1"), ("b.ron", "Jörg,Anna", "2")] {
        let evening = ok(&["simulate", "--players", players, "--games", "1", "--seed", seed]);
        std::fs::write(dir.0.join(file), evening).unwrap();
    }
    let registry = players::path(&dir.0);
    std::fs::write(&registry, "Players(format: 1, players: [(name: \"Jörg\", also: [\"Joerg\"]), (name: \"Anna\")])")
        .unwrap();
    let mut app = common::app(&dir.0);
    app.get_by_label("Verlauf und Statistik").click();
    // The history's worker threads read the two files.
    common::wait_until(&mut app, "loading the history", |a| a.history_loaded());
    app.get_by_label("Statistik").click();
    app.run();
    common::shows_part(&app, "Jörg");
    assert!(!common::texts(&app).iter().any(|t| t.contains("Joerg")), "{:#?}", common::texts(&app));
}

/// Issue 34: a name of only spaces is refused in words; a pasted decomposed "Zoe\u{308}" is the
/// "Zoë" registered before, not a second person.
#[test]
fn a_blank_name_is_refused_and_a_decomposed_one_is_the_same_person() {
    let dir = TempDir::new("organiser-blank-name");
    let d = dir.0.to_str().unwrap();
    ok(&["tournament", "new", d, "--title", "Pokal"]);
    let mut h = window(OrganiserView::new(dir.0.clone(), Vec::new()));
    register(&mut h, "   ", None);
    common::shows(&h, "Nur Leerzeichen sind kein Name: bitte den Namen eingeben.");
    assert!(players_on_disk(&dir.0).is_empty());
    register(&mut h, "Zoë Brandt", None);
    register(&mut h, "Zoe\u{308} Brandt", None);
    assert_eq!(players_on_disk(&dir.0), ["Zoë Brandt"]);
}
