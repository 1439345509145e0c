//! A rule book chosen on screen: a preset from a drop-down, then the [`KnobGrid`] for the knobs
//! the preset leaves to agreement and any rule changed from it. One form for the organiser's new
//! tournament and the Verein view's rule book, so both offer the rules alike. Each screen says
//! which presets fit it and which knobs it decides beside the grid (a tournament plays halves
//! and chooses discs by table size).
//!
//! Where the club keeps a rule book of its own (`verein.ron`'s `rules`, CLUB.md 3) the form can
//! start from it and says so; one button goes back to it after a change.

use crate::ui::knob_grid::KnobGrid;
use eframe::egui::{self, RichText};
use schocken_core::report::words;
use schocken_core::rules::knobs::Knob;
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::tr;

pub struct RulesForm {
    knobs: KnobGrid,
    /// The presets this screen offers.
    fits: fn(Preset) -> bool,
    /// The knobs the screen decides beside the grid.
    fixed: &'static [Knob],
    /// The club's rule book, where it fits this screen: offered to start from.
    club: Option<RuleSet>,
    /// The drop-down's id (two forms never share one).
    id: &'static str,
}

impl RulesForm {
    /// The first preset that `fits`, or the club's rule book where it has one that fits.
    pub fn new(id: &'static str, fits: fn(Preset) -> bool, fixed: &'static [Knob], club: Option<RuleSet>) -> RulesForm {
        let club = club.filter(|rules| fits(rules.preset));
        let knobs = match &club {
            Some(rules) => KnobGrid::from_rules(rules.clone(), fixed),
            None => KnobGrid::new(Preset::ALL.iter().copied().find(|&p| fits(p)).unwrap_or(Preset::MainTaunus), fixed),
        };
        RulesForm { knobs, fits, fixed, club, id }
    }

    pub fn rules(&self) -> &RuleSet {
        self.knobs.rules()
    }

    /// The first knob of the preset still to be agreed, worded; `None` when all are.
    pub fn missing(&self) -> Option<String> {
        let knob = self.knobs.to_agree()?;
        Some(tr!("rules-form-agree", knob = words::knob(knob)))
    }

    /// True when the preset changed (a tournament's discs by table size follow it).
    pub fn ui(&mut self, ui: &mut egui::Ui, label: egui::Id) -> bool {
        let before = self.knobs.rules().preset;
        if let Some(club) = &self.club {
            ui.horizontal_wrapped(|ui| {
                let same = club == self.knobs.rules();
                let text = tr!("rules-form-club", rules = words::rule_book(club));
                ui.label(RichText::new(text).strong());
                if !same && ui.button(tr!("rules-form-club-again")).clicked() {
                    self.knobs = KnobGrid::from_rules(club.clone(), self.fixed);
                }
            });
        }
        let mut preset = self.knobs.rules().preset;
        egui::ComboBox::from_id_salt(self.id)
            .selected_text(words::preset_name(preset))
            .width(240.0)
            .show_ui(ui, |ui| {
                for &p in Preset::ALL.iter().filter(|&&p| (self.fits)(p)) {
                    ui.selectable_value(&mut preset, p, words::preset_name(p));
                }
            })
            .response
            .labelled_by(label);
        self.knobs.choose(preset);
        ui.label(RichText::new(words::preset(preset)).weak());
        ui.add_space(8.0);
        self.knobs.ui(ui);
        self.knobs.rules().preset != before
    }
}
