//! The knobs of a rule set as a table chooses them: the choices the preset leaves to agreement
//! (a row of radio buttons each, marked until chosen), what differs from the preset, and every
//! knob in a grid to adjust. One widget for the referee's new evening and the organiser's new
//! tournament, so that both offer the rules alike; each screen keeps its own choice of preset.

use eframe::egui::{self, RichText};
use schocken_core::report::words;
use schocken_core::rules::knobs::{Knob, KnobKind, Value};
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::tr;
use std::collections::HashSet;

/// The height of the list of every rule: at least, and at most.
const LIST_MIN: f32 = 160.0;
const LIST_MAX: f32 = 360.0;

pub struct KnobGrid {
    rules: RuleSet,
    /// The preset's "agreed" knobs chosen so far (a knob changed in the grid counts as chosen).
    agreed: HashSet<Knob>,
    /// Knobs the screen decides by itself and the grid does not offer.
    fixed: &'static [Knob],
}

impl KnobGrid {
    /// The rules of `preset`, nothing agreed yet; `fixed` knobs are left out of the grid.
    pub fn new(preset: Preset, fixed: &'static [Knob]) -> KnobGrid {
        KnobGrid { rules: RuleSet::new(preset), agreed: HashSet::new(), fixed }
    }

    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// Another preset: its rules afresh, nothing agreed. True when the preset changed.
    pub fn choose(&mut self, preset: Preset) -> bool {
        let changed = preset != self.rules.preset;
        if changed {
            self.rules = RuleSet::new(preset);
            self.agreed.clear();
        }
        changed
    }

    /// The first knob of the preset still to be agreed on; `None` when all are.
    pub fn to_agree(&self) -> Option<Knob> {
        self.rules.preset.agreed().iter().map(|(k, _)| *k).find(|k| !self.agreed.contains(k))
    }

    fn set(&mut self, knob: Knob, value: Value) {
        // The value comes from the knob's own list, so it always fits.
        let _ = self.rules.set(knob, value);
        self.agreed.insert(knob);
    }

    /// The knobs to agree on, the differences from the preset and the grid of every knob.
    pub fn ui(&mut self, ui: &mut egui::Ui) {
        let preset = self.rules.preset;
        for &(knob, choices) in preset.agreed() {
            ui.horizontal_wrapped(|ui| {
                let chosen = self.agreed.contains(&knob);
                let text = match chosen {
                    true => RichText::new(tr!("knob-grid-agreed", knob = words::knob(knob))),
                    false => RichText::new(tr!("knob-grid-to-agree", knob = words::knob(knob))),
                };
                ui.label(if chosen { text } else { text.color(ui.visuals().warn_fg_color).strong() });
                for &value in choices {
                    let selected = chosen && knob.get(self.rules.rules()) == value;
                    if ui.radio(selected, words::value(knob, value)).clicked() {
                        self.set(knob, value);
                    }
                }
            });
        }
        ui.add_space(8.0);
        // What the table agrees on is not a deviation from the rule set: it left that open.
        let agreed: Vec<Knob> = preset.agreed().iter().map(|(k, _)| *k).collect();
        let differences: Vec<_> = self.rules.differences().into_iter().filter(|(k, ..)| !agreed.contains(k)).collect();
        if !differences.is_empty() {
            ui.strong(tr!("knob-grid-differences"));
            for &(knob, was, now) in &differences {
                let (now, was) = (words::value(knob, now), words::value(knob, was));
                ui.label(tr!("knob-grid-difference", knob = words::knob(knob), now = now, was = was));
            }
        }
        egui::CollapsingHeader::new(tr!("knob-grid-every-rule"))
            // The same section in either language (the id would follow the title).
            .id_salt("every-rule")
            .show(ui, |ui| {
                // A few rules in view also where the screen gives the grid little room (a cell of
                // the organiser's form): its own scroll bar does the rest.
                let height = ui.available_height().clamp(LIST_MIN, LIST_MAX);
                egui::ScrollArea::vertical().max_height(LIST_MAX).min_scrolled_height(height).show(ui, |ui| {
                    egui::Grid::new("knobs").num_columns(2).striped(true).show(ui, |ui| {
                        for &knob in Knob::ALL.iter().filter(|k| !self.fixed.contains(k)) {
                            self.knob_ui(ui, knob);
                            ui.end_row();
                        }
                    });
                });
            });
    }

    /// One knob's name and its control.
    fn knob_ui(&mut self, ui: &mut egui::Ui, knob: Knob) {
        let label = ui.label(words::knob(knob)).on_hover_text(knob.name());
        let current = knob.get(self.rules.rules());
        let next = match (knob.kind(), current) {
            (KnobKind::Bool, Value::Bool(mut b)) => {
                ui.checkbox(&mut b, "").labelled_by(label.id);
                Value::Bool(b)
            }
            (KnobKind::Number { min, max }, Value::Number(mut n)) => {
                ui.add(egui::DragValue::new(&mut n).range(min..=max)).labelled_by(label.id);
                Value::Number(n)
            }
            (KnobKind::Choice(ids), Value::Choice(mut chosen)) => {
                egui::ComboBox::from_id_salt(knob.name())
                    .selected_text(words::value(knob, current))
                    .show_ui(ui, |ui| {
                        for &option in ids {
                            ui.selectable_value(&mut chosen, option, words::value(knob, Value::Choice(option)));
                        }
                    })
                    .response
                    .labelled_by(label.id);
                Value::Choice(chosen)
            }
            _ => current,
        };
        if next != current {
            self.set(knob, next);
        }
    }
}
