//! The tables' rule set of a new tournament: a club's preset with two halves, the knobs the
//! preset leaves to agreement, and any rule changed from it (as the referee's setup offers them).
//! The structure stays `halves` (tournaments play halves and a final) and the discs are chosen
//! by table size beside it, so neither is offered here.

use eframe::egui::{self, RichText};
use schocken_core::report::words;
use schocken_core::rules::knobs::{Knob, KnobKind, Structure, Value};
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::tr;
use std::collections::HashSet;

pub(super) struct RulesForm {
    pub(super) rules: RuleSet,
    /// The preset's "agreed" knobs chosen so far.
    agreed: HashSet<Knob>,
}

/// Tournaments are played in halves and a final: only such presets are offered.
fn presets() -> impl Iterator<Item = Preset> {
    Preset::ALL.iter().copied().filter(|p| p.rules().structure == Structure::Halves)
}

/// The knobs the grid of every rule offers.
fn offered(knob: Knob) -> bool {
    !matches!(knob, Knob::Structure | Knob::Discs)
}

impl RulesForm {
    pub(super) fn new() -> RulesForm {
        let preset = presets().next().expect("a preset with halves");
        RulesForm { rules: RuleSet::new(preset), agreed: HashSet::new() }
    }

    /// The first knob of the preset still to be agreed, worded; `None` when all are.
    pub(super) fn missing(&self) -> Option<String> {
        let (knob, _) = self.rules.preset.agreed().iter().find(|(k, _)| !self.agreed.contains(k))?;
        Some(tr!("organiser-rules-agree", knob = words::knob(*knob)))
    }

    fn set(&mut self, knob: Knob, value: Value) {
        // The value comes from the knob's own list, so it fits.
        let _ = self.rules.set(knob, value);
        self.agreed.insert(knob);
    }

    /// True when the preset changed (the discs by table size follow it).
    pub(super) fn ui(&mut self, ui: &mut egui::Ui, label: egui::Id) -> bool {
        let mut preset = self.rules.preset;
        egui::ComboBox::from_id_salt("organiser-preset")
            .selected_text(words::preset_name(preset))
            .width(240.0)
            .show_ui(ui, |ui| {
                for p in presets() {
                    ui.selectable_value(&mut preset, p, words::preset_name(p));
                }
            })
            .response
            .labelled_by(label);
        let changed = preset != self.rules.preset;
        if changed {
            self.rules = RuleSet::new(preset);
            self.agreed.clear();
        }
        ui.label(RichText::new(words::preset(preset)).weak());
        for &(knob, choices) in preset.agreed() {
            ui.horizontal_wrapped(|ui| {
                let chosen = self.agreed.contains(&knob);
                let name = RichText::new(words::knob(knob));
                ui.label(if chosen { name } else { name.color(ui.visuals().warn_fg_color).strong() });
                for &value in choices {
                    let selected = chosen && knob.get(self.rules.rules()) == value;
                    if ui.radio(selected, words::value(knob, value)).clicked() {
                        self.set(knob, value);
                    }
                }
            });
        }
        for (knob, was, now) in self.rules.differences() {
            let line = tr!(
                "organiser-rules-differs",
                knob = words::knob(knob),
                now = words::value(knob, now),
                was = words::value(knob, was)
            );
            ui.label(RichText::new(line).weak());
        }
        egui::CollapsingHeader::new(tr!("organiser-rules-all")).show(ui, |ui| {
            egui::ScrollArea::vertical().max_height(260.0).show(ui, |ui| {
                egui::Grid::new("organiser-knobs").num_columns(2).striped(true).show(ui, |ui| {
                    for &knob in Knob::ALL.iter().filter(|&&k| offered(k)) {
                        self.knob_ui(ui, knob);
                        ui.end_row();
                    }
                });
            });
        });
        changed
    }

    /// One rule's name and its control.
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
