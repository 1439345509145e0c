//! A new evening: title, players in seat order, the club's rule set and the table's own choices.
//! Everything by keyboard: the name field has the keys of the [`Roster`]; the rule set is chosen
//! by typing its name or with ↑/↓ in its field; Tab reaches the choices the table must agree on
//! (Space picks one); Ctrl+Enter starts; Ctrl+R seats the players of last time and takes the
//! rules they played by; Esc goes back to where the referee was (the start page, or the evening at
//! the table).
//!
//! The form scrolls as one page (issue 33: at 1366×768 the house rules sat below the window in a
//! list of their own), the focused widget always in view ([`FocusInView`]). A preset chosen after
//! knobs were changed, and last time's rules taken by Ctrl+R over rules changed here, are asked
//! about first (the grid's question: Enter takes them, Esc keeps the rules).

use super::action::Action;
use super::commands::{Cmd, pair};
use super::knob_grid::{FocusInView, KnobGrid};
use super::seating::Roster;
use crate::io::history::Item;
use crate::live::sessions::Snapshot;
use eframe::egui;
use schocken_core::report::words;
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::session::log::Header;
use schocken_core::tr;

/// How many of the newest evenings offer their players' names to a new one.
const EARLIER: usize = 40;

/// What earlier evenings tell a new one: who played last time and by which rules, and every name
/// seen.
#[derive(Clone, Debug, Default)]
pub struct Earlier {
    pub last: Vec<String>,
    /// The rules of last time's evening, which Ctrl+R takes with its players: "the same as last
    /// time" is the same table, and a table keeps its rules from one evening to the next (a
    /// house rule agreed for one evening too, until the referee changes it again). `None` where
    /// last time was a tournament's table: those are the tournament's rules, not the table's.
    pub last_rules: Option<RuleSet>,
    pub names: Vec<String>,
    /// The club's own rule book (`verein.ron`'s `rules`, CLUB.md 3), which a new evening starts
    /// from.
    pub club_rules: Option<RuleSet>,
}

impl Earlier {
    /// From the folder's live model (`live::sessions`): last time is its newest evening that
    /// reads (read whole, for its rules), the names are those of its [`EARLIER`] newest
    /// evenings, newest first, and the club's registry: names are offered as the persons they are
    /// (CLUB.md 4) — a merged spelling as its person, last time's "Joerg" as "Jörg" — and every
    /// registered person too, also one who never sat at a table.
    pub fn from(folder: &Snapshot) -> Earlier {
        let registry = folder.registry.clone().unwrap_or_default();
        let newest = folder.recent.iter().find_map(|l| l.session.as_ref().ok());
        let mut last: Vec<String> = Vec::new();
        for name in newest.map(|s| s.header().players.as_slice()).unwrap_or_default() {
            let person = registry.canonical(name).to_string();
            if !last.contains(&person) {
                last.push(person);
            }
        }
        let last_rules = newest.map(|s| s.header()).filter(|h| h.tournament.is_none()).map(|h| h.rules.clone());
        let mut evenings: Vec<&Item> = folder.evenings.iter().map(AsRef::as_ref).filter(|i| i.digest.is_ok()).collect();
        evenings.sort_by(|a, b| b.modified.cmp(&a.modified).then_with(|| b.path.cmp(&a.path)));
        // Before the model has read them all, the newest whole ones are what there is.
        let seen: Vec<&String> = if evenings.is_empty() {
            folder.recent.iter().filter_map(|l| l.session.as_ref().ok()).flat_map(|s| s.engine().names()).collect()
        } else {
            evenings
                .iter()
                .take(EARLIER)
                .filter_map(|i| i.digest.as_ref().ok())
                .flat_map(|d| &d.evening.players)
                .collect()
        };
        let mut names: Vec<String> = Vec::new();
        for name in seen.into_iter().map(|n| registry.canonical(n).to_string()).chain(registry.names()) {
            if !names.iter().any(|n| schocken_core::names::same(n, &name)) {
                names.push(name);
            }
        }
        Earlier { last, last_rules, names, club_rules: None }
    }
}

pub struct SetupView {
    title: String,
    place: String,
    roster: Roster,
    last: Vec<String>,
    /// Last time's rules, which Ctrl+R takes with the players.
    last_rules: Option<RuleSet>,
    /// The rule set and the table's own choices.
    knobs: KnobGrid,
    /// The page follows the focus.
    follow: FocusInView,
    /// The rule set's field: its name typed, or chosen with the arrows.
    preset_typed: String,
    focus_name: bool,
}

impl Default for SetupView {
    fn default() -> SetupView {
        SetupView::new(Earlier::default())
    }
}

/// The id of the rule set's field.
const PRESET_FIELD: &str = "setup-preset"; // i18n-ok: an id

impl SetupView {
    pub fn new(earlier: Earlier) -> SetupView {
        let today = chrono::Local::now().format("%d.%m.%Y");
        SetupView {
            title: tr!("setup-default-title", date = today.to_string()),
            place: String::new(),
            roster: Roster::new(Vec::new(), earlier.names),
            last: earlier.last,
            last_rules: earlier.last_rules,
            knobs: match earlier.club_rules {
                Some(rules) => KnobGrid::from_rules(rules, &[]),
                None => KnobGrid::new(Preset::MainTaunus, &[]),
            }
            .in_page(),
            follow: FocusInView::default(),
            preset_typed: String::new(),
            focus_name: true,
        }
    }

    /// Why the evening cannot start yet, if it cannot.
    fn missing(&self, ctx: &egui::Context) -> Option<String> {
        if self.roster.names.len() < schocken_core::rules::limits::MIN_PLAYERS {
            return Some(tr!("setup-two-players"));
        }
        if self.knobs.asking() {
            let [yes, no] = [Cmd::QuestionYes, Cmd::QuestionNo].map(|cmd| cmd.shortcut_text(ctx));
            return Some(tr!("setup-answer-first", yes = yes, no = no));
        }
        let knob = self.knobs.to_agree()?;
        Some(tr!("setup-agree", knob = words::knob(knob)))
    }

    pub fn ui(&mut self, ui: &mut egui::Ui) -> Option<Action> {
        let mut action = None;
        // The grid's question takes Enter and Esc first; Esc closes a list that is open next (a
        // knob's choices).
        let answered = self.knobs.answer_by_keys(ui.ctx());
        if answered {
            // The name typed is answered for: the list shows the rule set in force.
            self.preset_typed.clear();
        }
        if !answered && !egui::Popup::is_any_open(ui.ctx()) && Cmd::SetupBack.pressed(ui.ctx()) {
            action = Some(Action::Back);
        }
        let start = Cmd::Confirm.pressed(ui.ctx());
        if Cmd::SamePlayers.pressed(ui.ctx()) {
            self.same_as_last_time();
        }
        egui::Panel::bottom("setup-buttons").show(ui, |ui| {
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if ui.button(tr!("setup-cancel", key = Cmd::SetupBack.shortcut_text(ui.ctx()))).clicked() {
                    action = Some(Action::Back);
                }
                let missing = self.missing(ui.ctx());
                let begin = egui::Button::new(egui::RichText::new(tr!("setup-begin")).size(20.0))
                    .min_size(egui::vec2(240.0, 40.0));
                let response = ui.add_enabled(missing.is_none(), begin);
                if let Some(why) = &missing {
                    ui.label(egui::RichText::new(why).size(17.0).color(ui.visuals().warn_fg_color));
                }
                let keys = Cmd::Confirm.shortcut_text(ui.ctx());
                ui.label(egui::RichText::new(tr!("setup-keys", keys = keys)).weak());
                if (response.clicked() || start) && missing.is_none() {
                    action = Some(Action::Begin(self.header()));
                }
            });
            ui.add_space(6.0);
        });
        egui::CentralPanel::default().show(ui, |ui| {
            // One page: the players and the rules scroll together, the focus followed.
            egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                let top = ui.min_rect().top();
                ui.heading(tr!("setup-heading"));
                ui.add_space(8.0);
                ui.columns(2, |cols| {
                    self.players_ui(&mut cols[0]);
                    self.rules_ui(&mut cols[1]);
                });
                self.follow.keep(ui, top);
            });
        });
        action
    }

    /// Ctrl+R: last time's players in their seats, and last time's rules (asked first where
    /// rules changed here would be dropped).
    fn same_as_last_time(&mut self) {
        if !self.last.is_empty() {
            self.roster.set(self.last.clone());
        }
        if let Some(rules) = &self.last_rules {
            self.knobs.propose_rules(rules.clone());
        }
    }

    fn players_ui(&mut self, ui: &mut egui::Ui) {
        egui::Grid::new("setup-header").num_columns(2).spacing([8.0, 6.0]).show(ui, |ui| {
            let label = ui.label(tr!("setup-title"));
            ui.add(egui::TextEdit::singleline(&mut self.title).desired_width(300.0)).labelled_by(label.id);
            ui.end_row();
            let label = ui.label(tr!("setup-place"));
            ui.add(egui::TextEdit::singleline(&mut self.place).desired_width(300.0).hint_text(tr!("setup-place-hint")))
                .labelled_by(label.id);
            ui.end_row();
        });
        ui.add_space(10.0);
        ui.strong(tr!("setup-players"));
        if !self.last.is_empty() && self.roster.names.is_empty() {
            let keys = Cmd::SamePlayers.shortcut_text(ui.ctx());
            let same = tr!("setup-same-players", keys = keys, names = self.last.join(", "));
            if ui.button(same).clicked() {
                self.same_as_last_time();
            }
            if let Some(rules) = &self.last_rules {
                ui.label(egui::RichText::new(tr!("setup-same-rules", rules = words::rule_book(rules))).weak());
            }
        }
        self.roster.ui(ui, "setup-players", &tr!("setup-remove"), std::mem::take(&mut self.focus_name));
    }

    /// The rule set: its field (type its name, or ↑/↓), the list, and what the table agrees on.
    fn rules_ui(&mut self, ui: &mut egui::Ui) {
        let label = ui.strong(tr!("setup-rule-set"));
        let field = egui::Id::unique(PRESET_FIELD);
        if ui.memory(|m| m.has_focus(field)) {
            // From the preset asked about, where the grid asks: ↓ ↓ walks on.
            let at = Preset::ALL.iter().position(|&p| p == self.knobs.proposed_preset()).unwrap_or(0);
            let last = Preset::ALL.len() - 1;
            if Cmd::FormNext.pressed(ui.ctx()) {
                self.knobs.propose(Preset::ALL[(at + 1).min(last)]);
                self.preset_typed.clear();
            }
            if Cmd::FormPrevious.pressed(ui.ctx()) {
                self.knobs.propose(Preset::ALL[at.saturating_sub(1)]);
                self.preset_typed.clear();
            }
        }
        let before = self.preset_typed.clone();
        ui.add(
            super::seating::chooser_field(&mut self.preset_typed, field)
                .desired_width(300.0)
                .hint_text(tr!("setup-preset-hint", choose = pair(ui.ctx(), Cmd::FormPrevious, Cmd::FormNext))),
        )
        .labelled_by(label.id);
        let typed = self.preset_typed.trim().to_lowercase();
        if self.preset_typed != before && !typed.is_empty() {
            let found = Preset::ALL.iter().find(|p| words::preset_name(**p).to_lowercase().starts_with(&typed));
            let found =
                found.or_else(|| Preset::ALL.iter().find(|p| words::preset_name(**p).to_lowercase().contains(&typed)));
            if let Some(&p) = found {
                self.knobs.propose(p);
            }
        }
        for &p in Preset::ALL {
            let text = egui::RichText::new(words::preset_name(p)).size(17.0);
            if ui
                .add(super::seating::mouse_only(egui::Button::selectable(p == self.knobs.rules().preset, text)))
                .clicked()
            {
                self.knobs.propose(p);
            }
        }
        ui.label(egui::RichText::new(words::preset(self.knobs.rules().preset)).weak());
        ui.add_space(8.0);
        self.knobs.ui(ui);
    }

    fn header(&self) -> Header {
        let started = chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, false);
        let text = |s: &str| Some(s.trim().to_string()).filter(|s| !s.is_empty());
        Header {
            title: Some(text(&self.title).unwrap_or_else(|| tr!("setup-untitled"))),
            started: Some(started),
            place: text(&self.place),
            tournament: None,
            rules: self.knobs.rules().clone(),
            players: self.roster.names.clone(),
        }
    }
}
