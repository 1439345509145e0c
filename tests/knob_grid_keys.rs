//! Issue 33: the new evening's rules by keys at the referee's laptop (1366×768, 100 %). The whole
//! setup scrolls as one page and the focused knob is always in view; Esc closing a drop-down gives
//! the focus back to its knob; F1 says how a knob is set and scrolls by keys; a change of preset
//! that would drop changed knobs asks first; a knob that cannot act says which other keeps it; a
//! refusal goes once its conflict is gone; Ctrl+R takes last evening's rules with its players.

mod common;

use common::keys::{has_focus, pick, tab_to};
use common::{TempDir, app, shows, shows_part, texts};
use eframe::egui::{Key, Modifiers, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use schocken::ui::App;
use schocken_core::rules::knobs::Knob;

const SIEBENER: &str = "Siebener (1-2-2)";
const LUSTWURF_PENALTY: &str = "Lustwurf kostet";
const OVER_LIMIT_DISC: &str = "Zu oft geworfen kostet einen Deckel";

fn key(h: &mut Harness<'static, App>, key: Key) {
    h.key_press(key);
    h.run();
}

fn keys(h: &mut Harness<'static, App>, modifiers: Modifiers, key: Key) {
    h.key_press_modifiers(modifiers, key);
    h.run();
}

/// The label of the widget that has the keyboard focus, if any has.
fn focused(h: &Harness<'static, App>) -> Option<(String, Rect)> {
    let node = h.root().children_recursive().find(|n| n.is_focused())?;
    let a = node.accesskit_node();
    let label = a.label().or_else(|| a.value()).unwrap_or_default();
    Some((label, node.rect()))
}

/// The part of the window the setup's page shows: below the menu bar, above the bottom buttons.
fn page(h: &Harness<'static, App>) -> Rect {
    let begin = h.get_by_label("Los geht's").rect();
    Rect::from_x_y_ranges(0.0..=1366.0, 24.0..=begin.top() - 4.0)
}

/// A new evening for Anna and Ben on `preset` (typed into the rule set's field).
fn new_evening(dir: &std::path::Path, preset: &str) -> Harness<'static, App> {
    let mut h = app(dir);
    keys(&mut h, Modifiers::COMMAND, Key::N);
    for name in ["Anna", "Ben"] {
        h.root().type_text(name);
        key(&mut h, Key::Enter);
    }
    key(&mut h, Key::Tab);
    h.root().type_text(preset);
    h.run();
    h
}

/// Opens "Alle Regeln anpassen" and the house rules by keys (each stays open for the next
/// evening).
fn open_every_rule(h: &mut Harness<'static, App>) {
    if h.query_all_by_label("Deckel im Spiel").next().is_none() {
        tab_to(h, "Alle Regeln anpassen");
        key(h, Key::Space);
    }
    if h.query_all_by_label(OVER_LIMIT_DISC).next().is_none() {
        tab_to(h, "Hausregeln");
        key(h, Key::Space);
    }
    shows(h, OVER_LIMIT_DISC);
}

/// Every widget Tab reaches in the setup, from the rule set's field to the last house rule and
/// back by Shift+Tab, is in view when it has the focus.
#[test]
fn the_focused_knob_is_always_in_view() {
    let dir = TempDir::new("knob-grid-in-view");
    let mut h = new_evening(&dir.0, "kalk");
    open_every_rule(&mut h);
    let page = page(&h);
    let mut seen = Vec::new();
    for step in 0..70 {
        let back = step >= 40;
        if back {
            keys(&mut h, Modifiers::SHIFT, Key::Tab);
        } else {
            key(&mut h, Key::Tab);
        }
        let Some((label, rect)) = focused(&h) else { continue };
        // The menu bar and the buttons below are always in view.
        if rect.top() < 24.0 || ["Abbrechen (Esc)", "Los geht's"].contains(&label.as_str()) {
            continue;
        }
        let in_view = page.top() <= rect.top() && rect.bottom() <= page.bottom();
        assert!(in_view, "{label:?} at {rect:?} is out of view ({page:?}) after {step} Tabs");
        seen.push(label);
    }
    assert!(seen.iter().any(|l| l == OVER_LIMIT_DISC), "Tab reached the house rules: {seen:?}");
    assert!(seen.iter().any(|l| l == "Deckel im Spiel"), "and the first knob: {seen:?}");
}

/// Esc closes a knob's list and leaves the focus on its knob, so the next Tab goes on from there
/// (not from the menu bar), and the setup stays open.
#[test]
fn esc_closing_a_drop_down_gives_the_focus_back() {
    let dir = TempDir::new("knob-grid-esc");
    let mut h = new_evening(&dir.0, "kalk");
    open_every_rule(&mut h);
    tab_to(&mut h, SIEBENER);
    key(&mut h, Key::Space);
    shows(&h, "7 Deckel");
    key(&mut h, Key::Escape);
    assert!(h.query_all_by_label("7 Deckel").next().is_none(), "the list closed");
    shows(&h, "Neuer Abend");
    assert!(has_focus(&h, SIEBENER), "focus: {:?}", focused(&h));
    // Taking an option closes the list and leaves the focus on the knob, too.
    pick(&mut h, SIEBENER, "7 Deckel");
    assert!(!egui_open(&h), "Space on an option closed the list");
    assert!(has_focus(&h, SIEBENER), "focus: {:?}", focused(&h));
    key(&mut h, Key::Tab);
    let (label, _) = focused(&h).expect("a widget has the focus");
    assert_eq!(label, "Achter (1-3-3)", "Tab goes on from the knob");
}

/// Shift+Tab out of an open list closes it and goes to the knob before; no other list opens.
#[test]
fn tab_out_of_an_open_list_closes_it() {
    let dir = TempDir::new("knob-grid-shift-tab");
    let mut h = new_evening(&dir.0, "kalk");
    open_every_rule(&mut h);
    tab_to(&mut h, LUSTWURF_PENALTY);
    key(&mut h, Key::Space);
    shows(&h, "einen Deckel");
    keys(&mut h, Modifiers::SHIFT, Key::Tab);
    assert!(h.query_all_by_label("einen Deckel").next().is_none(), "the list closed: {:#?}", texts(&h));
    assert!(!egui_open(&h), "no list is open");
    let (label, _) = focused(&h).expect("a widget has the focus");
    assert_ne!(label, LUSTWURF_PENALTY, "the focus went back");
    assert!(!label.is_empty() && label != "Abend", "not to the menu bar: {label:?}");
}

fn egui_open(h: &Harness<'static, App>) -> bool {
    eframe::egui::Popup::is_any_open(&h.ctx)
}

/// F1 in the setup says how a knob is set by keys.
#[test]
fn f1_says_how_a_knob_is_set_by_keys() {
    let dir = TempDir::new("knob-grid-f1");
    let mut h = new_evening(&dir.0, "kalk");
    key(&mut h, Key::F1);
    shows_part(&h, "Leertaste setzt ein Häkchen oder öffnet die Liste");
}

/// The help scrolls by keys: PgDn and ↓ bring its last line into view, PgUp and Home go back.
#[test]
fn the_help_scrolls_by_keys() {
    let dir = TempDir::new("knob-grid-help");
    let mut h = app(&dir.0);
    key(&mut h, Key::F1);
    let last = |h: &Harness<'static, App>| h.get_by_label("Spieler nach hinten").rect();
    let below = last(&h).top();
    assert!(below > 768.0 * 0.8, "the help is longer than the window: {below}");
    for _ in 0..8 {
        key(&mut h, Key::PageDown);
    }
    assert!(last(&h).bottom() < 768.0, "PgDn scrolled the help: {:?}", last(&h));
    key(&mut h, Key::Home);
    let top = last(&h).top();
    assert!((top - below).abs() < 1.0, "Home went back to the top: {top} vs {below}");
    for _ in 0..40 {
        key(&mut h, Key::ArrowDown);
    }
    assert!(last(&h).top() < below - 40.0, "↓ scrolled the help: {:?}", last(&h));
}

/// Whether `knob` has the value `id` in the evening begun by Ctrl+Enter.
fn begun(h: &mut Harness<'static, App>) -> schocken_core::rules::preset::RuleSet {
    keys(h, Modifiers::COMMAND, Key::Enter);
    h.state().session().expect("the evening began").header().rules.clone()
}

/// Choosing another preset after a knob was changed asks, naming the knob: Esc keeps both the
/// preset and the knob; asked again, Enter changes the preset and drops it.
#[test]
fn another_preset_asks_before_it_drops_changed_knobs() {
    let dir = TempDir::new("knob-grid-ask");
    let mut h = new_evening(&dir.0, "kalk");
    open_every_rule(&mut h);
    pick(&mut h, SIEBENER, "7 Deckel");
    // ↑ in the rule set's field: the preset before, Theimann (Altstadt).
    tab_to(&mut h, "Regelwerk");
    key(&mut h, Key::ArrowUp);
    shows_part(&h, "Zu „Theimann-Turnier (Altstadt)“ wechseln?");
    shows_part(&h, "Siebener (1-2-2): 7 Deckel");
    key(&mut h, Key::Escape);
    shows(&h, "Neuer Abend");
    assert!(h.query_all_by_label_contains("wechseln?").next().is_none(), "answered");
    assert!(has_focus(&h, "Regelwerk"), "the focus stays in the field: {:?}", focused(&h));
    shows_part(&h, "Siebener (1-2-2): 7 Deckel (statt");
    // Asked again: Enter takes Theimann (Altstadt) and drops the Siebener.
    key(&mut h, Key::ArrowUp);
    shows_part(&h, "Zu „Theimann-Turnier (Altstadt)“ wechseln?");
    key(&mut h, Key::Enter);
    assert!(h.query_all_by_label_contains("wechseln?").next().is_none(), "answered");
    let rules = begun(&mut h);
    assert_eq!(rules.preset.id(), "theimann-altstadt");
    assert_eq!(Knob::Siebener.get(rules.rules()).id(), "1", "dropped");
}

/// Nothing changed, nothing asked: ↑ changes the preset at once.
#[test]
fn another_preset_without_changes_asks_nothing() {
    let dir = TempDir::new("knob-grid-no-ask");
    let mut h = new_evening(&dir.0, "kalk");
    key(&mut h, Key::ArrowUp);
    assert!(h.query_all_by_label_contains("wechseln?").next().is_none(), "nothing asked");
    assert_eq!(begun(&mut h).preset.id(), "theimann-altstadt");
}

/// Kalk has no Lustwurf: "Lustwurf kostet" says it cannot act and which knob keeps it; with
/// Lustwurf on, the note goes.
#[test]
fn a_knob_that_cannot_act_says_so() {
    let dir = TempDir::new("knob-grid-idle");
    let mut h = new_evening(&dir.0, "kalk");
    open_every_rule(&mut h);
    let idle = "wirkt nicht, solange „Lustwurf wird bestraft“ auf „nein“ steht";
    shows_part(&h, idle);
    // Tab to the knob: the page shows it with what is said under it.
    tab_to(&mut h, LUSTWURF_PENALTY);
    let said = h.get_by_label_contains(idle).rect();
    assert!(page(&h).contains_rect(said), "in view: {said:?}");
    tab_to(&mut h, "Lustwurf wird bestraft");
    key(&mut h, Key::Space);
    assert!(h.query_all_by_label_contains(idle).next().is_none(), "{:#?}", texts(&h));
}

/// Main-Taunus: a throw over the limit loses the round. Turning "costs a disc" on too is
/// refused in words, under the knob and in view; once the conflict is gone (the other rule
/// off), the words go, and the knob can be set.
#[test]
fn a_refusal_goes_once_its_conflict_is_gone() {
    let dir = TempDir::new("knob-grid-refusal");
    let mut h = new_evening(&dir.0, "main-taunus");
    open_every_rule(&mut h);
    let refused = "sind zwei Regeln für dasselbe";
    tab_to(&mut h, OVER_LIMIT_DISC);
    key(&mut h, Key::Space);
    let knob = focused(&h).expect("the knob keeps the focus").1;
    let words = h.get_by_label_contains(refused).rect();
    assert!(words.top() >= knob.bottom() - 1.0 && words.top() - knob.bottom() < 60.0, "{words:?} under {knob:?}");
    assert!(page(&h).contains_rect(words), "in view: {words:?}");
    // Space once more: the knob stays off, and says so again.
    key(&mut h, Key::Space);
    shows_part(&h, refused);
    tab_to(&mut h, "Zu oft geworfen verliert die Runde");
    key(&mut h, Key::Space);
    assert!(h.query_all_by_label_contains(refused).next().is_none(), "{:#?}", texts(&h));
    tab_to(&mut h, OVER_LIMIT_DISC);
    key(&mut h, Key::Space);
    assert!(h.query_all_by_label_contains(refused).next().is_none(), "{:#?}", texts(&h));
    let rules = begun(&mut h);
    assert!(rules.rules().over_limit_disc && !rules.rules().too_many_throws_loses);
}

/// Ctrl+R seats last time's players and takes last time's rules too: the preset and its knobs.
/// Where the referee changed the rules already, it asks first (Esc keeps them).
#[test]
fn same_players_take_last_evenings_rules_too() {
    let dir = TempDir::new("knob-grid-same");
    let mut h = new_evening(&dir.0, "kalk");
    open_every_rule(&mut h);
    pick(&mut h, SIEBENER, "7 Deckel");
    begun(&mut h);
    keys(&mut h, Modifiers::COMMAND, Key::W);
    keys(&mut h, Modifiers::COMMAND, Key::N);
    shows_part(&h, "Kalker Hubertusschützen + 1 Hausregel");
    keys(&mut h, Modifiers::COMMAND, Key::R);
    shows(&h, "2. Ben");
    let rules = begun(&mut h);
    assert_eq!(rules.preset.id(), "kalk");
    assert_eq!(Knob::Siebener.get(rules.rules()).id(), "7");
    keys(&mut h, Modifiers::COMMAND, Key::W);
    // Changed first: asked, naming the knob; Esc keeps the referee's rules (the players come).
    keys(&mut h, Modifiers::COMMAND, Key::N);
    open_every_rule(&mut h);
    tab_to(&mut h, "Aus der Hand schlägt gebastelt");
    key(&mut h, Key::Space);
    keys(&mut h, Modifiers::COMMAND, Key::R);
    shows_part(&h, "Zu „Kalker Hubertusschützen + 1 Hausregel“ wechseln? Dabei fällt weg: Aus der Hand schlägt");
    key(&mut h, Key::Escape);
    shows(&h, "Neuer Abend");
    shows(&h, "2. Ben");
    let rules = begun(&mut h);
    assert_eq!(rules.preset.id(), "main-taunus");
    assert!(rules.rules().hand_beats_assembled);
}

/// A line said above the knobs (the difference a change makes) moves them down but leaves the
/// focus where it was: Shift+Tab then goes to the knob before, and the next to the field above.
#[test]
fn a_change_above_leaves_the_focus_on_its_knob() {
    let dir = TempDir::new("knob-grid-stable-focus");
    let mut h = new_evening(&dir.0, "kalk");
    open_every_rule(&mut h);
    tab_to(&mut h, "Jule (1-2-4) zählt 7 Deckel");
    key(&mut h, Key::Space);
    shows_part(&h, "Jule (1-2-4) zählt 7 Deckel: ja (statt nein)");
    assert!(has_focus(&h, "Jule (1-2-4) zählt 7 Deckel"), "focus: {:?}", focused(&h));
    keys(&mut h, Modifiers::SHIFT, Key::Tab);
    assert!(has_focus(&h, "Form des Schocks: 1-1-x oder 1-x-x"), "focus: {:?}", focused(&h));
    assert!(!egui_open(&h), "no list opened");
}

/// While the help is open its ↓/↑ are its own: the new evening's preset field behind it (which
/// takes ↓/↑ when focused) keeps its preset, and the help scrolls.
#[test]
fn the_help_takes_its_scroll_keys_before_the_view_behind() {
    let dir = TempDir::new("knob-grid-help-first");
    let mut h = app(&dir.0);
    keys(&mut h, Modifiers::COMMAND, Key::N);
    key(&mut h, Key::Tab);
    key(&mut h, Key::F1);
    let last = |h: &Harness<'static, App>| h.get_by_label("Spieler nach hinten").rect();
    let below = last(&h).top();
    for _ in 0..40 {
        key(&mut h, Key::ArrowDown);
    }
    assert!(last(&h).top() < below - 40.0, "↓ scrolled the help: {:?}", last(&h));
    key(&mut h, Key::F1);
    shows_part(&h, "Main-Taunus-Kreis: Jule");
}
