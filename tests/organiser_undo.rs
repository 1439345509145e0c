//! The organiser's undo made to the files as they stand (the developers' guide: an undo is the
//! inverse edit, never an old copy written back), driven headless by the keys an organiser
//! presses: Ctrl+Z takes back only the last change, the events otherwise as they stand; a
//! rename is undone in `turnier.ron` and the till alike and redone with Ctrl+Shift+Z; and the
//! one writer refuses in words an undo whose events are no longer there.
//!
//! `cargo test --release --test organiser_undo`

use eframe::egui::{self, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use schocken::io::{cash, tournament_folder};
use schocken::ui::organiser::OrganiserView;
use schocken_core::i18n::{self, Lang};
use schocken_core::money::Money;
use schocken_core::tournament::edit::{Current, Edit, Patch};
use schocken_core::tournament::fees::Payment;
use schocken_core::tournament::file::Event;
use std::path::Path;

mod common;
use common::{TempDir, ok};

fn window(dir: &Path) -> Harness<'static, OrganiserView> {
    let builder = Harness::builder().with_size(egui::vec2(1366.0, 768.0)).with_max_steps(32);
    let mut harness = builder.with_context_setup(schocken::ui::install_fonts).build_ui_state(
        |ui, view: &mut OrganiserView| {
            i18n::set(Lang::De);
            view.ui(ui);
        },
        OrganiserView::new(dir.to_path_buf(), Vec::new()).without_printer(),
    );
    harness.run();
    harness
}

/// Types a name into the name field, Enter or Ctrl+`key`.
fn register(h: &mut Harness<'_, OrganiserView>, name: &str, key: Option<Key>) {
    click(h, "Name");
    h.root().type_text(name);
    match key {
        Some(key) => h.key_press_modifiers(Modifiers::COMMAND, key),
        None => h.key_press(Key::Enter),
    }
    h.run();
}

fn click(h: &mut Harness<'_, OrganiserView>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Ctrl+Z (with Shift: redo), the name field first giving the keyboard up (there Ctrl+Z undoes
/// the typing).
fn undo(h: &mut Harness<'_, OrganiserView>, redo: bool) {
    h.key_press(Key::Escape);
    h.run();
    let shift = if redo { Modifiers::SHIFT } else { Modifiers::NONE };
    h.key_press_modifiers(Modifiers::COMMAND | shift, Key::Z);
    h.run();
}

/// `turnier.ron`'s events on disk (and the file replays).
#[track_caller]
fn events(dir: &Path) -> Vec<Event> {
    tournament_folder::read(dir).unwrap_or_else(|e| panic!("{}", e.message())).file.events
}

fn register_event(name: &str) -> Event {
    Event::Register { name: name.into(), team: None }
}

#[test]
fn ctrl_z_takes_back_only_the_last_change_the_events_otherwise_as_they_stand() {
    let dir = TempDir::new("organiser-undo-patch");
    let d = dir.0.to_str().unwrap();
    ok(&["tournament", "new", d, "--title", "Pokal"]);
    ok(&["tournament", "register", d, "Carl", "Dora"]);
    let mut h = window(&dir.0);
    register(&mut h, "Anna", None);
    // Another step of the window changes the file in between: Carl withdrawn.
    click(&mut h, "Carl abmelden");
    let between = events(&dir.0);
    assert_eq!(between.last(), Some(&Event::Withdraw("Carl".into())));
    register(&mut h, "Ben", None);
    assert_eq!(events(&dir.0).last(), Some(&register_event("Ben")));

    // Ctrl+Z: Ben's registration goes, nothing else.
    undo(&mut h, false);
    assert_eq!(events(&dir.0), between);
    common::shows_part(&h, "Rückgängig gemacht: Ben ist angemeldet");
    // Again: Carl's withdrawal, found where it stands, goes; Anna stays registered.
    undo(&mut h, false);
    assert_eq!(events(&dir.0), [register_event("Carl"), register_event("Dora"), register_event("Anna")]);
    // Ctrl+Shift+Z twice: both again, exactly as they were.
    undo(&mut h, true);
    assert_eq!(events(&dir.0), between);
    undo(&mut h, true);
    assert_eq!(events(&dir.0).last(), Some(&register_event("Ben")));
    assert_eq!(events(&dir.0)[..4], between[..]);
    common::shows_part(&h, "Wiederholt: Ben ist angemeldet");
}

#[test]
fn a_rename_is_undone_and_redone_in_both_files_and_a_registration_with_its_fee() {
    let dir = TempDir::new("organiser-undo-rename");
    let d = dir.0.to_str().unwrap();
    ok(&["tournament", "new", d, "--title", "Pokal"]);
    ok(&["tournament", "fee", d, "--amount", "5"]);
    let mut h = window(&dir.0);
    register(&mut h, "Anna", Some(Key::B));
    register(&mut h, "Ben", None);
    let paid = Payment::Paid(Money::cents(500));
    assert_eq!(cash::read(&dir.0).unwrap().payment("Anna"), paid);
    // Anna renamed: her payment follows her, in the same step.
    h.key_press(Key::Escape);
    h.run();
    click(&mut h, "Anna umbenennen");
    h.get_by_label("Anna umbenennen").click();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.root().type_text("Anne");
    h.key_press(Key::Enter);
    h.run();
    common::shows(&h, "„Anna“ heißt jetzt „Anne“");
    assert_eq!(events(&dir.0), [register_event("Anne"), register_event("Ben")]);
    assert_eq!(cash::read(&dir.0).unwrap().payment("Anne"), paid);

    // Undone: the name in turnier.ron and the payment in the till, both back.
    undo(&mut h, false);
    assert_eq!(events(&dir.0), [register_event("Anna"), register_event("Ben")]);
    let till = cash::read(&dir.0).unwrap();
    assert_eq!((till.payment("Anna"), till.payment("Anne")), (paid, Payment::Open));
    // Redone: both renamed again.
    undo(&mut h, true);
    assert_eq!(events(&dir.0), [register_event("Anne"), register_event("Ben")]);
    let till = cash::read(&dir.0).unwrap();
    assert_eq!((till.payment("Anna"), till.payment("Anne")), (Payment::Open, paid));
    // The registration with its fee, two steps back: gone from both files.
    undo(&mut h, false);
    undo(&mut h, false);
    undo(&mut h, false);
    assert_eq!(events(&dir.0), []);
    assert_eq!(cash::read(&dir.0).unwrap().players.len(), 0);
    common::shows_part(&h, "Rückgängig gemacht: Anna ist angemeldet");
}

/// The undo the window would send for a registration, sent by the folder's one writer after the
/// player was renamed meanwhile: refused in words, `turnier.ron` untouched.
#[test]
fn the_one_writer_refuses_an_undo_whose_events_are_gone() {
    let dir = TempDir::new("organiser-undo-gone");
    let d = dir.0.to_str().unwrap();
    ok(&["tournament", "new", d, "--title", "Pokal"]);
    ok(&["tournament", "register", d, "Carl"]);
    let mut organiser = tournament_folder::Organiser::acquire(&dir.0).unwrap();
    let change = |organiser: &mut tournament_folder::Organiser, edit: Edit| {
        let folder = organiser.read().unwrap();
        let current = Current { file: &folder.file, tournament: &folder.tournament, sessions: &folder.sessions };
        organiser.change(current, edit).map(|c| c.map(|c| c.file().events.clone()))
    };
    let before = events(&dir.0);
    let after = change(&mut organiser, Edit::Register { names: vec!["Eva".into()], team: None }).unwrap().unwrap();
    let undo = Edit::Patch(Patch::between(&after, &before));
    change(&mut organiser, Edit::Rename { old: "Eva".into(), new: "Eve".into() }).unwrap();
    let text = std::fs::read_to_string(dir.0.join("turnier.ron")).unwrap();

    let refused = change(&mut organiser, undo.clone()).unwrap_err();
    assert_eq!(i18n::scoped(Lang::De, || refused.message()), "die Anmeldung von „Eva“ wurde seither geändert");
    assert_eq!(std::fs::read_to_string(dir.0.join("turnier.ron")).unwrap(), text);
    // Where the events are as recorded, the same undo is taken.
    change(&mut organiser, Edit::Rename { old: "Eve".into(), new: "Eva".into() }).unwrap();
    assert_eq!(change(&mut organiser, undo).unwrap(), Some(before.clone()));
    assert_eq!(events(&dir.0), before);
}
