//! The club's rule book on the Verein view (issue 33; CLUB.md 3, `verein.ron`'s `rules`): the
//! same form as a new tournament's (a preset first, then the knob grid with the house rules),
//! saved as one edit of the file as it stands. A new evening, the blank paper sheet and a new
//! tournament in the folder start from it.
//!
//! The page remembers the rule book it started from; saving is the edit from that one to the
//! form's, so a change another laptop saved in between is refused in words, never written over.
//! Where the file changes while nothing was changed here, the page follows it.

use crate::ui::commands::Cmd;
use crate::ui::rules_form::RulesForm;
use eframe::egui::{self, RichText};
use schocken_core::report::words;
use schocken_core::rules::preset::RuleSet;
use schocken_core::tr;

pub(super) struct RulesPage {
    /// The rule book as the file had it when the page was opened or last followed.
    base: Option<RuleSet>,
    form: RulesForm,
}

/// What the page asks the view to save: the club's rule book from `from` to `to`.
pub(super) struct Save {
    pub from: Option<RuleSet>,
    pub to: Option<RuleSet>,
}

impl RulesPage {
    pub(super) fn new(base: Option<RuleSet>) -> RulesPage {
        RulesPage { form: RulesForm::new("club-preset", |_| true, &[], base.clone()), base }
    }

    /// Whether the grid asks whether to drop changed knobs (Enter and Esc answer it).
    pub(super) fn asking(&self) -> bool {
        self.form.asking()
    }

    /// Whether the form holds a rule book other than the file's.
    pub(super) fn changed(&self) -> bool {
        self.base.as_ref() != Some(self.form.rules())
    }

    /// The file's rule book as it is now (after a save here, or another laptop's): the page
    /// starts from it where nothing was changed here or it is what the form holds (just saved);
    /// otherwise the change stays on screen, and saving it is refused while it was made from the
    /// older book.
    pub(super) fn follow(&mut self, now: Option<RuleSet>) {
        if now != self.base && (!self.changed() || now.as_ref() == Some(self.form.rules())) {
            *self = RulesPage::new(now);
        }
    }

    /// The page; what to save when the referee saved (the button or its key, `pressed`).
    pub(super) fn ui(&mut self, ui: &mut egui::Ui, pressed: bool) -> Option<Save> {
        ui.heading(tr!("verein-rules-heading"));
        let now = match &self.base {
            Some(rules) => tr!("verein-rules-now", rules = words::rule_book(rules)),
            None => tr!("verein-rules-none"),
        };
        ui.label(RichText::new(now).size(18.0));
        ui.label(RichText::new(tr!("verein-rules-explain")).weak());
        ui.add_space(8.0);
        let label = ui.label(tr!("verein-rules-preset"));
        self.form.ui(ui, label.id);
        ui.add_space(12.0);
        let missing = self.form.missing();
        let mut save = None;
        ui.horizontal(|ui| {
            let text = format!("{} ({})", Cmd::ClubRulesSave.label(), Cmd::ClubRulesSave.shortcut_text(ui.ctx()));
            let button = ui.add_enabled(self.changed() && missing.is_none(), egui::Button::new(text));
            let button = button.on_hover_text(Cmd::ClubRulesSave.help());
            let ready = self.changed() && missing.is_none() && !self.form.asking();
            if (button.clicked() || pressed) && ready {
                save = Some(Save { from: self.base.clone(), to: Some(self.form.rules().clone()) });
            }
            if self.base.is_some() && ui.button(tr!("verein-rules-drop")).clicked() {
                save = Some(Save { from: self.base.clone(), to: None });
            }
        });
        if let Some(why) = missing {
            ui.label(RichText::new(why).color(ui.visuals().warn_fg_color));
        } else if self.changed() {
            ui.label(RichText::new(tr!("verein-rules-unsaved")).color(ui.visuals().warn_fg_color));
        }
        save
    }
}
