//! The question before another rule book drops knobs changed here (issue 33: a change of preset
//! used to drop them silently): which knobs, with the values they would lose, in words; answered
//! by keys as the app's other questions are (Enter: take the other rule book, Esc: keep these
//! rules) or by its two buttons.

use crate::ui::commands::Cmd;
use eframe::egui::{self, RichText};
use schocken_core::report::words;
use schocken_core::rules::knobs::{Knob, Rules, Value};
use schocken_core::rules::preset::RuleSet;
use schocken_core::tr;
use std::collections::HashSet;

/// Another rule book asked for, and what it would drop.
pub(super) struct Proposal {
    pub rules: RuleSet,
    /// The knobs it counts as agreed.
    pub agreed: HashSet<Knob>,
    /// The knobs changed here that it would not keep, with their value now.
    dropped: Vec<(Knob, Value)>,
    /// The widget that had the focus when the question came: it gets it back (Esc takes the
    /// focus from every widget).
    pub focus: Option<egui::Id>,
    /// Whether the question was drawn yet (the first time, it is scrolled into view).
    shown: bool,
}

impl Proposal {
    pub fn new(rules: RuleSet, agreed: HashSet<Knob>, dropped: Vec<(Knob, Value)>) -> Proposal {
        Proposal { rules, agreed, dropped, focus: None, shown: false }
    }

    /// The question in words: "Zu „Grundregeln“ wechseln? Dabei fällt weg: Siebener (1-2-2):
    /// 7 Deckel."
    fn words(&self, ctx: &egui::Context) -> String {
        let knobs: Vec<String> = self
            .dropped
            .iter()
            .map(|&(knob, value)| tr!("knob-grid-dropped", knob = words::knob(knob), value = words::value(knob, value)))
            .collect();
        let [yes, no] = [Cmd::QuestionYes, Cmd::QuestionNo].map(|cmd| cmd.shortcut_text(ctx));
        let (rules, count) = (words::rule_book(&self.rules), knobs.len());
        tr!("knob-grid-ask", rules = rules, knobs = knobs.join("; "), count = count, yes = yes, no = no)
    }

    /// The question with its buttons; the answer when a button was clicked (`true`: take it).
    /// `now` are the rules in force, whose knobs the question names.
    pub fn ui(&mut self, ui: &mut egui::Ui, now: &Rules) -> Option<bool> {
        debug_assert!(self.dropped.iter().all(|&(k, v)| k.get(now) == v), "worded from the rules in force");
        if !self.shown {
            self.focus = ui.memory(|m| m.focused());
        }
        let mut answer = None;
        let frame = egui::Frame::group(ui.style()).stroke(egui::Stroke::new(1.5, ui.visuals().warn_fg_color));
        let shown = frame.show(ui, |ui| {
            ui.label(RichText::new(self.words(ui.ctx())).strong().color(ui.visuals().warn_fg_color));
            ui.horizontal(|ui| {
                if ui.button(tr!("knob-grid-ask-yes", key = Cmd::QuestionYes.shortcut_text(ui.ctx()))).clicked() {
                    answer = Some(true);
                }
                if ui.button(tr!("knob-grid-ask-no", key = Cmd::QuestionNo.shortcut_text(ui.ctx()))).clicked() {
                    answer = Some(false);
                }
            });
        });
        if !std::mem::replace(&mut self.shown, true) {
            shown.response.scroll_to_me(None);
        }
        answer
    }
}
