//! The house rules (issue #27) at the referee's desk, by keys only: the new evening's knob grid
//! keeps them in a section of their own, "Hausregeln", closed until opened; Tab reaches it, Space
//! opens it, Tab reaches a rule and Space sets it. A rule that contradicts another of the rule set
//! is refused in words, and the evening starts with what the referee set. And on paper: the blank
//! sheet's throw table and rules in brief, the round sheet and the beer mats say what they do.
//!
//! `cargo test --release --test house_rules`

mod common;

use common::keys::{choose, tab_to};
use common::{TempDir, app, shows, shows_part};
use eframe::egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use schocken::print::{self, layout};
use schocken::ui::App;
use schocken_core::rules::knobs::{Knob, Value};
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::session::file;
use schocken_core::session::log::Session;

const OVER_LIMIT_DISC: &str = "Zu oft geworfen kostet einen Deckel";

fn key(h: &mut Harness<'static, App>, key: Key) {
    h.key_press(key);
    h.run();
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

#[test]
fn the_house_rules_drop_downs_are_set_by_keys() {
    let dir = TempDir::new("house-rules-choices");
    let mut h = new_evening_with_house_rules(&dir.0, "kalk");
    choose(&mut h, "Siebener (1-2-2)", "7 Deckel");
    choose(&mut h, "Lustwurf kostet", "einen Deckel");
    shows_part(&h, "Abweichend vom Regelwerk");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    h.run();
    let session = h.state().session().expect("the evening began");
    let rules = session.header().rules.rules();
    assert_eq!(Knob::Siebener.get(rules).id(), "7", "Siebener by keys");
    assert_eq!(Knob::LustwurfPenalty.get(rules).id(), "disc", "Lustwurf penalty by keys");
}

/// The words a list of pages prints, lines joined as one text (a sentence may wrap).
fn text(pages: &[layout::Page]) -> String {
    let texts = pages.iter().flat_map(|p| &p.ops).filter_map(|op| match op {
        layout::Op::Text { text, .. } => Some(text.as_str()),
        _ => None,
    });
    texts.collect::<Vec<_>>().join(" ").split_whitespace().collect::<Vec<_>>().join(" ")
}

fn case(name: &str) -> Session {
    let path = format!("{}/tests/conformance/house/cases/{name}.ron", env!("CARGO_MANIFEST_DIR"));
    file::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn the_blank_sheet_prints_the_house_rules() {
    let mut rules = RuleSet::new(Preset::Kalk);
    for (knob, value) in [
        (Knob::Jule, Value::Bool(true)),
        (Knob::Siebener, schocken_core::rules::knobs::Siebener::Nine.value()),
        (Knob::Achter, schocken_core::rules::knobs::Achter::Eight.value()),
        (Knob::HandOnly, schocken_core::rules::knobs::HandOnly::Streets.value()),
        (Knob::OverLimitDisc, Value::Bool(true)),
        (Knob::FreePlayers, schocken_core::rules::knobs::FreePlayers::KeepPlaying.value()),
        (Knob::Lustwurf, Value::Bool(true)),
        (Knob::LustwurfPenalty, schocken_core::rules::knobs::LustwurfPenalty::Disc.value()),
    ] {
        rules.set(knob, value).unwrap();
    }
    let text = text(&print::blank::pages(4, &rules).unwrap());
    // In the throw table by their discs: Siebener 9, Achter 8, Jule 7.
    let table = &text[text.find("Wurftabelle").expect("a throw table")..];
    assert!(table.contains("Siebener 1-2-2 9 Achter 1-3-3 8 Jule 1-2-4 7 Schock 6"), "{table}");
    for words in [
        "Aus der Hand verlangt: eine gebastelte Straße zählt als Hausnummer.",
        "jeder Wurf zu viel kostet ihn einen Deckel aus dem Stock.",
        "wer keinen Deckel mehr hat, würfelt weiter mit.",
        "kostet einen Deckel: aus dem Stock, sonst vom Spieler mit den meisten.",
    ] {
        assert!(text.contains(words), "{words:?} missing in {text}");
    }
}

#[test]
fn the_round_sheet_and_the_beer_mats_say_what_the_house_rules_did() {
    let sheet = text(&print::sheet::pages(&case("42_hand_only_streets_obertiefenbach"), None).unwrap());
    assert!(
        sheet.contains("aus der Hand verlangt: Annas Straße 4-5-6 ist gebastelt und zählt als Hausnummer"),
        "{sheet}"
    );
    let sheet = text(&print::sheet::pages(&case("52_over_limit_disc_on_obertiefenbach"), None).unwrap());
    assert!(sheet.contains("Ben: zu oft geworfen, der erste Wurf zählt; 1 Deckel aus dem Stock"), "{sheet}");
    let lustwurf = case("56_lustwurf_disc_dohren");
    let sheet = text(&print::sheet::pages(&lustwurf, None).unwrap());
    assert!(sheet.contains("Lustwurf kostet einen Deckel: Anna bekommt einen von Ben"), "{sheet}");
    // The totals say it too, in the player's row ("Für"), for the evening and for the game.
    assert!(sheet.contains("Lustwurf kostet einen Deckel: 1× (Spiel 1)"), "the totals: {sheet}");
    let game = text(&print::sheet::pages(&lustwurf, Some(1)).unwrap());
    assert!(game.contains("Lustwurf kostet einen Deckel: 1× (Spiel 1)"), "the game's totals: {game}");
    let mats = text(&print::tallies::pages(&lustwurf));
    assert!(mats.contains("Lustwurf kostet einen Deckel: 1× (Spiel 1)"), "{mats}");
}

#[test]
fn statistics_count_siebener_and_achter_where_a_session_plays_them() {
    use schocken_core::stats::{Stats, ThrowKind};
    let kinds = |session: &Session| -> Vec<ThrowKind> {
        Stats::of([session]).category_rows().into_iter().map(|(kind, _)| kind).collect()
    };
    let played = kinds(&case("45_siebener_7_achter_8_dimmi"));
    assert!(played.contains(&ThrowKind::Siebener) && played.contains(&ThrowKind::Achter), "{played:?}");
    let plain = kinds(&case("49_equal_schock_outs_earlier_worse_main_taunus"));
    assert!(!plain.contains(&ThrowKind::Siebener) && !plain.contains(&ThrowKind::Achter), "{plain:?}");
    assert!(plain.contains(&ThrowKind::HouseNumber), "ordinary kinds are listed, also at 0");
}

/// CLUB.md 3: the club's rule book in `verein.ron` is where a new evening in that folder starts
/// (the referee still may change any knob), and the blank sheet printed for that folder uses it.
#[test]
fn a_new_evening_and_a_blank_sheet_start_from_the_clubs_rule_book() {
    let dir = TempDir::new("club-rule-book");
    std::fs::write(
        dir.0.join("verein.ron"),
        "Club(format: 1, name: \"Kalker\", rules: (preset: \"kalk\", siebener: 7), events: [])",
    )
    .unwrap();
    let mut h = app(&dir.0);
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    for name in ["Anna", "Ben"] {
        h.root().type_text(name);
        key(&mut h, Key::Enter);
    }
    h.key_press_modifiers(Modifiers::COMMAND, Key::Enter);
    h.run();
    let session = h.state().session().expect("the evening began without a knob to agree");
    let rules = &session.header().rules;
    assert_eq!(rules.preset.id(), "kalk");
    let text = std::fs::read_to_string(h.state().session_path().expect("saved")).unwrap();
    assert!(text.contains("siebener: 7"), "{text}");

    let out = dir.0.join("bogen.pdf");
    let d = dir.0.to_str().unwrap();
    common::ok(&["--sessions", d, "print", "--blank", "--players", "4", "--out", out.to_str().unwrap()]);
    assert!(std::fs::read(&out).unwrap().starts_with(b"%PDF"));
    let named = common::ok(&["--sessions", d, "print", "--blank", "--players", "4"]);
    assert!(named.contains("wertungsbogen-kalk-4"), "{named}");
    // A rules the formats refuse is said, naming it.
    std::fs::write(dir.0.join("verein.ron"), "Club(format: 1, rules: (preset: \"kalk\", siebener: 8), events: [])")
        .unwrap();
    let refused = common::refused(&["--sessions", d, "print", "--blank", "--players", "4"]);
    assert!(refused.contains("rules"), "{refused}");
}
