//! The knobs of a rule set as a table chooses them: the choices the preset leaves to agreement
//! (a row of radio buttons each, marked until chosen), what differs from the preset, and every
//! knob in a grid to adjust, the house rules apart (closed until opened, each with a sentence
//! saying what it does, so that a referee who does not know them is not asked about them). One
//! widget for the referee's new evening and the organiser's new tournament, so that both offer the
//! rules alike; each screen keeps its own choice of preset.

use eframe::egui::{self, RichText};
use schocken_core::report::words;
use schocken_core::rules::knobs::{Knob, KnobKind, Value};
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::rules::throw_limit::{self, Conflict};
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
    /// The last change the rules refused (two rules for one offence), said until the next change.
    refused: Option<Conflict>,
}

impl KnobGrid {
    /// The rules of `preset`, nothing agreed yet; `fixed` knobs are left out of the grid.
    pub fn new(preset: Preset, fixed: &'static [Knob]) -> KnobGrid {
        KnobGrid { rules: RuleSet::new(preset), agreed: HashSet::new(), fixed, refused: None }
    }

    /// A rule book set before (the club's, `verein.ron`): its knobs count as agreed.
    pub fn from_rules(rules: RuleSet, fixed: &'static [Knob]) -> KnobGrid {
        let agreed = rules.overrides().iter().map(|(knob, _)| *knob).collect();
        KnobGrid { rules, agreed, fixed, refused: None }
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
            self.refused = None;
        }
        changed
    }

    /// The first knob of the preset still to be agreed on; `None` when all are.
    pub fn to_agree(&self) -> Option<Knob> {
        self.rules.preset.agreed().iter().map(|(k, _)| *k).find(|k| !self.agreed.contains(k))
    }

    /// Sets a knob, unless the rules would then refuse the rule set (RULES.md 9): that is said
    /// instead, and the knob keeps its value.
    fn set(&mut self, knob: Knob, value: Value) {
        let mut rules = self.rules.clone();
        // The value comes from the knob's own list, so it always fits.
        let _ = rules.set(knob, value);
        self.refused = throw_limit::conflict(rules.rules());
        if self.refused.is_none() {
            self.rules = rules;
            self.agreed.insert(knob);
        }
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
        if let Some(conflict) = self.refused {
            ui.label(RichText::new(conflict.message()).color(ui.visuals().warn_fg_color));
        }
        // The same sections in either language (the id would follow the title).
        egui::CollapsingHeader::new(tr!("knob-grid-every-rule"))
            .id_salt("every-rule")
            .show(ui, |ui| self.list_ui(ui, false));
        egui::CollapsingHeader::new(tr!("knob-grid-house-rules")).id_salt("house-rules").default_open(false).show(
            ui,
            |ui| {
                ui.label(RichText::new(tr!("knob-grid-house-rules-note")).weak());
                self.list_ui(ui, true);
            },
        );
    }

    /// The knobs of one section, each with its control: the house rules (`house`) each with the
    /// sentence that says what it does, or every other knob.
    fn list_ui(&mut self, ui: &mut egui::Ui, house: bool) {
        // A few rules in view also where the screen gives the grid little room (a cell of the
        // organiser's form): its own scroll bar does the rest.
        let height = ui.available_height().clamp(LIST_MIN, LIST_MAX);
        let knobs = Knob::ALL.iter().copied().filter(|k| !self.fixed.contains(k) && k.is_house_rule() == house);
        egui::ScrollArea::vertical().id_salt(house).max_height(LIST_MAX).min_scrolled_height(height).show(ui, |ui| {
            egui::Grid::new(("knobs", house)).num_columns(2).striped(true).show(ui, |ui| {
                for knob in knobs {
                    self.knob_ui(ui, knob);
                    ui.end_row();
                    if house {
                        ui.label("");
                        ui.label(RichText::new(words::explain(knob)).small().weak());
                        ui.end_row();
                    }
                }
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
