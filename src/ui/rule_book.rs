//! An evening's rule book (issue 33): the table's header names it in one line ("Kalker
//! Hubertusschützen + 5 Hausregeln"), and [`Cmd::RuleBook`] opens this small window — at the
//! table and when looking back at an evening — with every knob that differs from the printed
//! book, worded as the setup words it, and what each house rule does, so a referee who does not
//! know the club's rules reads them. Esc or the same key closes it; it never takes the keyboard
//! from the throw.

use super::commands::Cmd;
use eframe::egui::{self, RichText};
use schocken_core::report::words;
use schocken_core::rules::book;
use schocken_core::rules::preset::RuleSet;
use schocken_core::tr;

/// One line of the window: a knob that differs, and what is said under it.
pub struct Difference {
    /// `Siebener (1-2-2): 7 (statt 1)`.
    pub text: String,
    /// What the house rule does, where the knob is one ([`words::explain`]).
    pub explain: Option<String>,
    /// A choice the book leaves to agreement, or a knob that does not act under the rest.
    pub note: Option<String>,
}

/// The differences of `set` from its preset's book, in the knobs' order.
pub fn differences(set: &RuleSet) -> Vec<Difference> {
    let all = set.differences();
    let book_rules = set.preset.rules();
    all.iter()
        .map(|&(knob, preset, value)| {
            let agreed = set.preset.agreed().iter().any(|(k, values)| *k == knob && values.contains(&value));
            // A knob changed only so that another can act counts with that house rule (the header's
            // count), and says so.
            let enables =
                all.iter().map(|d| d.0).find(|&other| other != knob && book::idle(other, &book_rules) == Some(knob));
            let note = match (book::idle(knob, set.rules()), enables) {
                (Some(other), _) => Some(tr!("table-rule-book-idle", knob = words::knob(other))),
                (None, Some(other)) => Some(tr!("table-rule-book-enables", knob = words::knob(other))),
                (None, None) => agreed.then(|| tr!("table-rule-book-agreed")),
            };
            Difference {
                text: words::difference(knob, preset, value),
                explain: knob.is_house_rule().then(|| words::explain(knob)),
                note,
            }
        })
        .collect()
}

/// The window of an evening's rule book `set`, at the top right of `over` (the central area).
pub fn window(ctx: &egui::Context, set: &RuleSet, over: egui::Rect, close: Cmd) {
    let list = differences(set);
    let keys = Cmd::RuleBook.shortcut_text(ctx);
    egui::Area::new(egui::Id::unique("table-rule-book"))
        .order(egui::Order::Foreground)
        .fixed_pos(over.right_top() + egui::vec2(-12.0, 40.0))
        .pivot(egui::Align2::RIGHT_TOP)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).inner_margin(16.0).show(ui, |ui| {
                ui.set_max_width((over.width() * 0.7).min(560.0));
                ui.label(RichText::new(words::rule_book(set)).size(22.0).strong());
                if list.is_empty() {
                    ui.label(RichText::new(tr!("table-rule-book-as-printed")).size(17.0));
                }
                egui::ScrollArea::vertical().max_height(over.height() * 0.7).show(ui, |ui| {
                    for d in &list {
                        ui.add_space(6.0);
                        ui.add(egui::Label::new(RichText::new(&d.text).size(17.0).strong()).wrap());
                        if let Some(explain) = &d.explain {
                            ui.add(egui::Label::new(RichText::new(explain).size(15.0)).wrap());
                        }
                        if let Some(note) = &d.note {
                            ui.add(egui::Label::new(RichText::new(note).size(15.0).italics().weak()).wrap());
                        }
                    }
                });
                ui.add_space(8.0);
                let escape = close.shortcut_text(ui.ctx());
                ui.label(RichText::new(tr!("table-rule-book-close", keys = keys.as_str(), escape = escape)).weak());
            });
        });
}
