//! The referee's smaller findings of issue 24, by keys at a table laptop's size: "65" + Enter
//! says a die is missing; Alt+letter never types into the throw; F1 lists Ctrl+Q (in German
//! "Strg+Q"), and Ctrl+Q closes the window; a note saved shows at the table and in its log.
//!
//! `cargo test --release --test referee_keys`

mod common;
use common::TempDir;
use eframe::egui::{self, Key, Modifiers};
use egui_kittest::Harness;
use schocken_core::session::event::{Event, RoundEntry};
use schocken_core::session::log::Session;
use std::path::Path;

/// An evening of three, Anna to throw first, opened at the table from the start page.
fn table(name: &str) -> (TempDir, Harness<'static, schocken::ui::App>) {
    let dir = TempDir::new(name);
    let mut s = Session::new(schocken_core::session::log::Header {
        title: Some("Stammtisch".into()),
        started: Some("2026-11-26T20:00:00+01:00".into()),
        place: None,
        tournament: None,
        rules: schocken_core::rules::preset::RuleSet::new(
            schocken_core::rules::preset::Preset::parse("main-taunus").unwrap(),
        ),
        players: vec!["Anna".into(), "Ben".into(), "Carl".into()],
    })
    .unwrap();
    s.push(Event::Starter("Anna".into())).unwrap();
    schocken::io::store::save(&dir.0.join("abend.ron"), &s).unwrap();
    let mut h = common::app(&dir.0);
    h.key_press(Key::Enter);
    h.run();
    (dir, h)
}

fn file(dir: &Path) -> Session {
    schocken::io::store::read(&dir.join("abend.ron")).unwrap()
}

fn typed(h: &mut Harness<'static, schocken::ui::App>, text: &str) {
    h.root().type_text(text);
    h.run();
}

#[test]
fn enter_on_two_dice_says_one_is_missing() {
    let (dir, mut h) = table("missing-die");
    typed(&mut h, "65");
    h.key_press(Key::Enter);
    h.run();
    common::shows_part(&h, "Ein Würfel fehlt");
    assert!(file(&dir.0).draft().is_empty(), "nothing entered");
    // Typing on: the message goes with the input it was about.
    typed(&mut h, "4");
    assert!(common::texts(&h).iter().all(|t| !t.contains("Würfel fehlt")));
}

#[test]
fn alt_and_a_letter_never_types_into_the_throw() {
    let (dir, mut h) = table("alt-letter");
    typed(&mut h, "6542");
    // Alt+H as the window hands it over: the key and its text, Alt held.
    let events = &mut h.input_mut().events;
    events.push(egui::Event::ModifiersChanged(Modifiers::ALT));
    events.push(egui::Event::Text("h".into()));
    h.run();
    h.input_mut().events.push(egui::Event::ModifiersChanged(Modifiers::NONE));
    h.key_press(Key::Enter);
    h.run();
    let draft = file(&dir.0).draft().to_vec();
    match draft.as_slice() {
        [RoundEntry::Throw { player, throw }] => {
            assert_eq!(player, "Anna");
            assert!(!throw.hand(), "the h of Alt+H was not typed");
        }
        other => panic!("one throw of Anna's: {other:?}"),
    }
}

#[test]
fn the_help_lists_quit_and_a_note_shows_at_the_table() {
    let (dir, mut h) = table("help-quit");
    h.key_press(Key::F1);
    h.run();
    common::shows(&h, "Strg+Q");
    h.key_press(Key::F1);
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::K);
    h.run();
    typed(&mut h, "Runde geht auf Carl");
    // Enter makes a new line in a note; Ctrl+Enter records it.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    h.run();
    assert_eq!(file(&dir.0).events().last(), Some(&Event::Note("Runde geht auf Carl".into())));
    common::shows(&h, "Notiz: Runde geht auf Carl");
}
