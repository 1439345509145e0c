//! The app driven by keys as a referee drives it: Tab to a widget by its name, a drop-down
//! opened with Space, walked with ↓ and taken with Space. One copy for every test of the rules'
//! forms (the new evening, the knob grid, the club's rule book).

use eframe::egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use schocken::ui::App;

/// Presses `key` with `modifiers` and lets the app settle.
pub fn press(h: &mut Harness<'static, App>, modifiers: Modifiers, key: Key) {
    h.key_press_modifiers(modifiers, key);
    h.run();
}

/// Whether the widget named `label` has the keyboard focus.
pub fn has_focus(h: &Harness<'static, App>, label: &str) -> bool {
    h.query_all_by_label(label).any(|n| n.is_focused())
}

/// Tab until the widget named `label` has the keyboard focus.
#[track_caller]
pub fn tab_to(h: &mut Harness<'static, App>, label: &str) {
    for _ in 0..80 {
        if has_focus(h, label) {
            return;
        }
        press(h, Modifiers::NONE, Key::Tab);
    }
    panic!("Tab never reached {label:?}; screen: {:#?}", super::texts(h));
}

/// Opens the drop-down `label` by keys and takes `option` (Tab, Space, ↓ …, Space), whatever
/// follows (a question may stay open).
#[track_caller]
pub fn pick(h: &mut Harness<'static, App>, label: &str, option: &str) {
    tab_to(h, label);
    press(h, Modifiers::NONE, Key::Space);
    for _ in 0..10 {
        if has_focus(h, option) {
            press(h, Modifiers::NONE, Key::Space);
            return;
        }
        press(h, Modifiers::NONE, Key::ArrowDown);
    }
    panic!("↓ never reached {option:?} in the list of {label:?}");
}

/// [`pick`], and the list closed with the drop-down showing `option` (egui leaves a list open
/// after Space; the app closes it).
#[track_caller]
pub fn choose(h: &mut Harness<'static, App>, label: &str, option: &str) {
    pick(h, label, option);
    assert!(!eframe::egui::Popup::is_any_open(&h.ctx), "the list of {label:?} closed");
    assert!(h.query_all_by_label(label).any(|n| n.value().as_deref() == Some(option)), "{label} shows {option}");
}
