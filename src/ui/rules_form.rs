//! A rule book chosen on screen: a preset from a drop-down, then the [`KnobGrid`] for the knobs
//! the preset leaves to agreement and any rule changed from it. One form for the organiser's new
//! tournament and the Verein view's rule book, so both offer the rules alike. Each screen says
//! which presets fit it and which knobs it decides beside the grid (a tournament plays halves
//! and chooses discs by table size).
//!
//! Where the club keeps a rule book of its own (`verein.ron`'s `rules`, CLUB.md 3) the form can
//! start from it and says so; one button goes back to it after a change. Another preset chosen
//! after knobs were changed is asked about first (the grid's question: Enter takes it, Esc keeps
//! the rules), never dropped silently. Both screens scroll as one page, so the grid's lists lie
//! in it.

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
        }
        .in_page();
        RulesForm { knobs, fits, club, id }
    }

    pub fn rules(&self) -> &RuleSet {
        self.knobs.rules()
    }

    /// The first knob of the preset still to be agreed, worded; `None` when all are.
    pub fn missing(&self) -> Option<String> {
        let knob = self.knobs.to_agree()?;
        Some(tr!("rules-form-agree", knob = words::knob(knob)))
    }

    /// Whether the grid asks whether to drop changed knobs: the screen's save key waits.
    pub fn asking(&self) -> bool {
        self.knobs.asking()
    }

    /// True when the preset changed (a tournament's discs by table size follow it).
    pub fn ui(&mut self, ui: &mut egui::Ui, label: egui::Id) -> bool {
        let before = self.knobs.rules().preset;
        self.knobs.answer_by_keys(ui.ctx());
        if let Some(club) = &self.club {
            ui.horizontal_wrapped(|ui| {
                let same = club == self.knobs.rules();
                let text = tr!("rules-form-club", rules = words::rule_book(club));
                ui.label(RichText::new(text).strong());
                if !same && ui.button(tr!("rules-form-club-again")).clicked() {
                    self.knobs.propose_rules(club.clone());
                }
            });
        }
        let mut preset = self.knobs.proposed_preset();
        // egui leaves a drop-down open after Space on an option: it closes here, and the focus
        // goes back to it, as the grid's own lists do.
        let mut picked = false;
        let combo = egui::ComboBox::from_id_salt(self.id)
            .selected_text(words::preset_name(preset))
            .width(240.0)
            .show_ui(ui, |ui| {
                for &p in Preset::ALL.iter().filter(|&&p| (self.fits)(p)) {
                    if ui.selectable_value(&mut preset, p, words::preset_name(p)).clicked() {
                        picked = true;
                        ui.close();
                    }
                }
            });
        let response = combo.response.labelled_by(label);
        if picked {
            response.request_focus();
        }
        if preset != self.knobs.proposed_preset() {
            self.knobs.propose(preset);
        }
        ui.label(RichText::new(words::preset(preset)).weak());
        ui.add_space(8.0);
        self.knobs.ui(ui);
        self.knobs.rules().preset != before
    }
}
