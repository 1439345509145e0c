//! The house rules (issue #27) at the referee's desk, by keys only: the new evening's knob grid
//! keeps them in a section of their own, "Hausregeln", closed until opened; Tab reaches it, Space
//! opens it, Tab reaches a rule and Space sets it. A rule that contradicts another of the rule set
//! is refused in words, and the evening starts with what the referee set.
//!
//! `cargo test --release --test house_rules`

mod common;

use common::{TempDir, app, shows, shows_part};
use eframe::egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use schocken::ui::App;

const OVER_LIMIT_DISC: &str = "Zu oft geworfen kostet einen Deckel";

fn key(h: &mut Harness<'static, App>, key: Key) {
    h.key_press(key);
    h.run();
}

/// Tab until the widget named `label` has the keyboard focus.
#[track_caller]
fn tab_to(h: &mut Harness<'static, App>, label: &str) {
    for _ in 0..60 {
        if h.query_all_by_label(label).any(|n| n.is_focused()) {
            return;
        }
        key(h, Key::Tab);
    }
    panic!("Tab never reached {label:?}");
}

/// A new evening for Anna and Ben on `preset` (typed into the rule set's field), its house rules
/// opened by keys.
fn new_evening_with_house_rules(dir: &std::path::Path, preset: &str) -> Harness<'static, App> {
    let mut h = app(dir);
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    for name in ["Anna", "Ben"] {
        h.root().type_text(name);
        key(&mut h, Key::Enter);
    }
    key(&mut h, Key::Tab);
    h.root().type_text(preset);
    h.run();
    assert!(h.query_all_by_label(OVER_LIMIT_DISC).next().is_none(), "the house rules are closed at first");
    tab_to(&mut h, "Hausregeln");
    key(&mut h, Key::Space);
    // Each with the sentence that says what it does.
    shows(&h, OVER_LIMIT_DISC);
    shows_part(&h, "jeder Wurf zu viel kostet einen Deckel aus dem Stock");
    shows_part(&h, "Ob ein Spieler ohne Deckel bei leerem Stock ausscheidet");
    h
}

#[test]
fn a_house_rule_is_set_by_keys_and_played() {
    let dir = TempDir::new("house-rules");
    let mut h = new_evening_with_house_rules(&dir.0, "kalk");
    tab_to(&mut h, OVER_LIMIT_DISC);
    key(&mut h, Key::Space);
    shows_part(&h, "Abweichend vom Regelwerk");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    h.run();
    let session = h.state().session().expect("the evening began");
    let rules = &session.header().rules;
    assert_eq!(rules.preset.id(), "kalk");
    assert!(rules.rules().over_limit_disc, "set by Space");
    let text = std::fs::read_to_string(h.state().session_path().expect("saved")).unwrap();
    assert!(text.contains("over_limit_disc: true"), "{text}");
}

#[test]
fn a_house_rule_that_contradicts_the_rule_book_is_refused_in_words() {
    let dir = TempDir::new("house-rules-refused");
    // Main-Taunus: a throw over the limit loses the round already.
    let mut h = new_evening_with_house_rules(&dir.0, "main-taunus");
    tab_to(&mut h, OVER_LIMIT_DISC);
    key(&mut h, Key::Space);
    shows_part(&h, "sind zwei Regeln für dasselbe: eine davon ausschalten");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    h.run();
    let session = h.state().session().expect("the evening began");
    assert!(!session.header().rules.rules().over_limit_disc, "refused, so not set");
}
