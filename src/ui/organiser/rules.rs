//! The tables' rule set of a new tournament: a club's preset with two halves, and the setup's
//! [`KnobGrid`] for the knobs the preset leaves to agreement and any rule changed from it.
//! The structure stays `halves` (tournaments play halves and a final) and the discs are chosen
//! by table size beside it, so neither is offered here.

use crate::ui::knob_grid::KnobGrid;
use eframe::egui::{self, RichText};
use schocken_core::report::words;
use schocken_core::rules::knobs::{Knob, Structure};
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::tr;

pub(super) struct RulesForm {
    knobs: KnobGrid,
}

/// Tournaments are played in halves and a final: only such presets are offered.
fn presets() -> impl Iterator<Item = Preset> {
    Preset::ALL.iter().copied().filter(|p| p.rules().structure == Structure::Halves)
}

/// The knobs a tournament decides beside the grid (halves always; discs by table size).
const FIXED: &[Knob] = &[Knob::Structure, Knob::Discs];

impl RulesForm {
    pub(super) fn new() -> RulesForm {
        let preset = presets().next().unwrap_or(Preset::MainTaunus);
        RulesForm { knobs: KnobGrid::new(preset, FIXED) }
    }

    pub(super) fn rules(&self) -> &RuleSet {
        self.knobs.rules()
    }

    /// The first knob of the preset still to be agreed, worded; `None` when all are.
    pub(super) fn missing(&self) -> Option<String> {
        let knob = self.knobs.to_agree()?;
        Some(tr!("organiser-rules-agree", knob = words::knob(knob)))
    }

    /// True when the preset changed (the discs by table size follow it).
    pub(super) fn ui(&mut self, ui: &mut egui::Ui, label: egui::Id) -> bool {
        let mut preset = self.knobs.rules().preset;
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
        let changed = self.knobs.choose(preset);
        ui.label(RichText::new(words::preset(preset)).weak());
        ui.add_space(8.0);
        self.knobs.ui(ui);
        changed
    }
}
