//! The knobs of a rule set as a table chooses them: the choices the preset leaves to agreement
//! (a row of radio buttons each, marked until chosen), what differs from the preset, and every
//! knob in a grid to adjust, the house rules apart (closed until opened, each with a sentence
//! saying what it does, so that a referee who does not know them is not asked about them). One
//! widget for the referee's new evening and the organiser's new tournament, so that both offer the
//! rules alike; each screen keeps its own choice of preset.
//!
//! Everything by keys (issue 33): a knob that gets the focus is scrolled into view, a drop-down's
//! list that closes (Esc, or an option taken) gives the focus back to its knob, Tab out of an open
//! list closes it; a knob that cannot act under the rest of the rules says which knob keeps it
//! (`rules::book::idle`); a screen that asks for another rule book ([`KnobGrid::propose`]) is
//! asked first where that would drop knobs changed here ([`question`]).

mod follow;
mod question;
mod rows;

pub use follow::FocusInView;

use crate::ui::commands::Cmd;
use eframe::egui::{self, RichText};
use question::Proposal;
use schocken_core::report::words;
use schocken_core::rules::knobs::{Knob, Value};
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::rules::throw_limit::{self, Conflict};
use schocken_core::tr;
use std::collections::HashSet;

pub struct KnobGrid {
    rules: RuleSet,
    /// The preset's "agreed" knobs chosen so far (a knob changed in the grid counts as chosen).
    agreed: HashSet<Knob>,
    /// Knobs the screen decides by itself and the grid does not offer.
    fixed: &'static [Knob],
    /// The last change the rules refused (two rules for one offence): the knob and the value
    /// asked for. Said in that knob's row while the rule it contradicts stands, until the next
    /// change.
    refused: Option<(Knob, Value)>,
    /// The refusal was just made: its words are to be scrolled into view once.
    say_refusal: bool,
    /// Another rule book the screen asked for while knobs were changed here: the question
    /// whether to drop them, open until answered.
    asking: Option<Proposal>,
    /// The lists lie in the screen's own page, which scrolls as one (the new evening), instead
    /// of each in a box of its own that scrolls (a cell of the organiser's form).
    in_page: bool,
    /// The drop-down whose list just closed (an option taken, or Esc): it gets the focus back,
    /// so the next Tab goes on from there and not from the menu bar.
    focus_back: Option<egui::Id>,
}

impl KnobGrid {
    /// The rules of `preset`, nothing agreed yet; `fixed` knobs are left out of the grid.
    pub fn new(preset: Preset, fixed: &'static [Knob]) -> KnobGrid {
        KnobGrid::with(RuleSet::new(preset), HashSet::new(), fixed)
    }

    /// A rule book set before (the club's, `verein.ron`): its knobs count as agreed.
    pub fn from_rules(rules: RuleSet, fixed: &'static [Knob]) -> KnobGrid {
        let agreed = agreed_in(&rules);
        KnobGrid::with(rules, agreed, fixed)
    }

    fn with(rules: RuleSet, agreed: HashSet<Knob>, fixed: &'static [Knob]) -> KnobGrid {
        KnobGrid {
            rules,
            agreed,
            fixed,
            refused: None,
            say_refusal: false,
            asking: None,
            in_page: false,
            focus_back: None,
        }
    }

    /// The lists without a scroll box of their own: for a screen that scrolls as one page and
    /// keeps the focus in view itself ([`FocusInView`]).
    pub fn in_page(mut self) -> KnobGrid {
        self.in_page = true;
        self
    }

    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// Another preset, asked for by the referee: taken at once where no knob changed here would
    /// be dropped; else the grid asks first (Enter or the button: take it; Esc: keep the rules).
    pub fn propose(&mut self, preset: Preset) {
        if preset == self.rules.preset {
            self.asking = None;
            return;
        }
        self.offer(RuleSet::new(preset), HashSet::new());
    }

    /// A rule book set before (last evening's), asked for by the referee: as
    /// [`KnobGrid::propose`], its knobs counting as agreed.
    pub fn propose_rules(&mut self, rules: RuleSet) {
        if rules == self.rules {
            self.asking = None;
            return;
        }
        let agreed = agreed_in(&rules);
        self.offer(rules, agreed);
    }

    fn offer(&mut self, rules: RuleSet, agreed: HashSet<Knob>) {
        let dropped = self.dropped_by(&rules, &agreed);
        match dropped.is_empty() {
            true => self.take(rules, agreed),
            false => self.asking = Some(Proposal::new(rules, agreed, dropped)),
        }
    }

    fn take(&mut self, rules: RuleSet, agreed: HashSet<Knob>) {
        self.rules = rules;
        self.agreed = agreed;
        self.refused = None;
        self.asking = None;
    }

    /// The knobs changed here (chosen, or set away from the preset) that `rules` would not keep
    /// as they are, with their value now: another value, or a choice to make again.
    fn dropped_by(&self, rules: &RuleSet, agreed: &HashSet<Knob>) -> Vec<(Knob, Value)> {
        let differing: HashSet<Knob> = self.rules.differences().iter().map(|&(k, ..)| k).collect();
        let to_agree = |k: Knob| rules.preset.agreed().iter().any(|&(a, _)| a == k) && !agreed.contains(&k);
        Knob::ALL
            .iter()
            .copied()
            .filter(|k| !self.fixed.contains(k) && (self.agreed.contains(k) || differing.contains(k)))
            .filter(|&k| k.get(rules.rules()) != k.get(self.rules.rules()) || to_agree(k))
            .map(|k| (k, k.get(self.rules.rules())))
            .collect()
    }

    /// Whether the grid asks whether to drop its changed knobs (the screen's Ctrl+Enter waits).
    pub fn asking(&self) -> bool {
        self.asking.is_some()
    }

    /// The preset the referee is moving to (asked about), else the rules' own: where ↑/↓ in a
    /// preset list go on from.
    pub fn proposed_preset(&self) -> Preset {
        self.asking.as_ref().map_or(self.rules.preset, |p| p.rules.preset)
    }

    /// The question's keys, read before any field sees them: Enter takes the other rule book,
    /// Esc keeps these rules. The focus goes back where it was when the question came (Esc takes
    /// it from every widget). True when a key answered.
    pub fn answer_by_keys(&mut self, ctx: &egui::Context) -> bool {
        if self.asking.is_none() {
            return false;
        }
        let [yes, no] = [Cmd::QuestionYes, Cmd::QuestionNo].map(|cmd| cmd.pressed(ctx));
        if !(yes || no) {
            return false;
        }
        if let Some(focus) = self.answer(yes) {
            ctx.memory_mut(|m| m.request_focus(focus));
        }
        true
    }

    /// Takes the rule book asked about (`yes`) or keeps the rules; the widget that had the focus
    /// when asked.
    fn answer(&mut self, yes: bool) -> Option<egui::Id> {
        let proposal = self.asking.take()?;
        if yes {
            self.take(proposal.rules, proposal.agreed);
        }
        proposal.focus
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
        match throw_limit::conflict(rules.rules()) {
            Some(_) => {
                self.refused = Some((knob, value));
                self.say_refusal = true;
            }
            None => {
                self.rules = rules;
                self.agreed.insert(knob);
                self.refused = None;
            }
        }
    }

    /// Why `knob` keeps its value: the change refused, while the rule it contradicts stands
    /// (once that rule is set back, the conflict is gone and so are the words).
    fn refusal(&self, knob: Knob) -> Option<Conflict> {
        let (refused, value) = self.refused.filter(|&(k, _)| k == knob)?;
        let mut rules = self.rules.rules().clone();
        refused.set(&mut rules, value)?;
        throw_limit::conflict(&rules)
    }

    /// The question (if one is open), the knobs to agree on, the differences from the preset and
    /// the grid of every knob.
    pub fn ui(&mut self, ui: &mut egui::Ui) {
        self.give_focus_back(ui);
        if let Some(proposal) = &mut self.asking {
            match proposal.ui(ui, self.rules.rules()) {
                Some(yes) => {
                    let _ = self.answer(yes);
                }
                None => ui.add_space(8.0),
            }
        }
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
                    let radio = ui.radio(selected, words::value(knob, value));
                    if radio.gained_focus() {
                        radio.scroll_to_me(None);
                    }
                    if radio.clicked() {
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
        // The same sections in either language (the id would follow the title).
        let every = egui::CollapsingHeader::new(tr!("knob-grid-every-rule"))
            .id_salt("every-rule")
            .show(ui, |ui| self.list_ui(ui, false));
        let house = egui::CollapsingHeader::new(tr!("knob-grid-house-rules"))
            .id_salt("house-rules")
            .default_open(false)
            .show(ui, |ui| {
                ui.label(RichText::new(tr!("knob-grid-house-rules-note")).weak());
                self.list_ui(ui, true);
            });
        for header in [every.header_response, house.header_response] {
            if header.gained_focus() {
                header.scroll_to_me(None);
            }
        }
    }
}

/// The knobs a rule book set before counts as agreed: those it sets explicitly.
fn agreed_in(rules: &RuleSet) -> HashSet<Knob> {
    rules.overrides().iter().map(|(knob, _)| *knob).collect()
}
