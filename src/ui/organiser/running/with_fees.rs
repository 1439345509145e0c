//! What the open tournament does with its `fees` part (`organiser/fees.rs`).

use super::Running;
use crate::io::{cash, players};
use crate::ui::commands::Cmd;
use crate::ui::organiser::fees::*;
use crate::ui::organiser::fields::field;
use crate::ui::said::{Said, said};
use eframe::egui::{self, RichText};
use schocken_core::money::Money;
use schocken_core::tournament::fees::{self, FeeEdit, Status};
use schocken_core::tournament::game::Pid;
use schocken_core::tr;
use std::path::Path;

impl Running {
    /// Checks `edit` and saves the till it makes (`io/cash`); `None` where refused (shown),
    /// else whether the till changed.
    pub(in crate::ui::organiser) fn save_cash(&mut self, edit: FeeEdit) -> Option<bool> {
        if let Some(why) = &self.till.broken {
            let why = why.clone();
            self.refuse(Said::error(why));
            return None;
        }
        match cash::change(&self.organiser, &self.till.cash, &self.replay.t, edit) {
            Ok(None) => Some(false),
            Ok(Some(cash)) => {
                self.till.cash = cash;
                self.till.retype();
                // The projector shows the prize money: it follows the till.
                self.refresh_board();
                Some(true)
            }
            Err(why) => {
                self.refuse(Said::error(why));
                None
            }
        }
    }

    /// The till's counterpart of `Running::change`: taken and saved, told, and one step of the
    /// undo history (which keeps the edits that take it back). True where taken (or it changes
    /// nothing).
    pub(in crate::ui::organiser) fn change_cash(&mut self, what: Said, edit: FeeEdit) -> bool {
        self.history.close();
        let till = edit.inverse(&self.till.cash);
        match self.save_cash(edit) {
            None => false,
            Some(false) => true,
            Some(true) => {
                let events = schocken_core::tournament::edit::Patch::default();
                self.history.done(crate::ui::organiser::history::Step { events, till, what: what.clone() });
                self.tell(what);
                true
            }
        }
    }

    /// Marks player `p`'s entry fee and makes him the one the keys mark next.
    pub(in crate::ui::organiser) fn mark(&mut self, p: Pid, status: Status) {
        self.till.current = Some(p);
        let name = self.replay.t.players[p].name.clone();
        let what = said!("fees-marked", name = name.clone(), status = status);
        self.change_cash(what, FeeEdit::Mark { name, status });
    }

    /// After a registration was taken: the player registered is the one the keys mark, his
    /// payment (where a key registered him) is part of the same step, and the registry learns
    /// his name.
    pub(in crate::ui::organiser) fn registered(&mut self, status: Option<Status>) {
        let Some(p) = self.replay.t.players.len().checked_sub(1).map(Pid::new) else { return };
        self.till.current = Some(p);
        let name = self.replay.t.players[p].name.clone();
        if let Some(status) = status {
            // Saved without a step of its own: undoing the registration takes it back too.
            self.save_cash_with_step(FeeEdit::Mark { name: name.clone(), status });
        }
        let Some(path) = self.till.registry.clone() else { return };
        if players::read(&path).is_ok_and(|r| r.knows(&name)) {
            return;
        }
        match &mut self.till.learning {
            Learning::Unasked => self.till.learning = Learning::Asking(vec![name]),
            Learning::Asking(names) => names.push(name),
            Learning::Yes => self.learn(&path, &[name]),
            Learning::No => {}
        }
    }

    /// The registry learns `names` (registered here); registration offers its names from now on.
    fn learn(&mut self, path: &Path, names: &[String]) {
        match players::learn(path, names.iter().map(String::as_str)) {
            Ok(registry) => self.forms.registration.learn(registry.names()),
            Err(why) => self.refuse(why),
        }
    }

    /// The question whether the registry learns the new names, while it is open: Enter (or the
    /// button) says yes, Esc (or the other) no (`Cmd::TypedEnter`, `Cmd::TypedEscape`). Read
    /// before the name field, which then never takes that Enter for a registration.
    pub(in crate::ui::organiser) fn learning_ui(&mut self, ui: &mut egui::Ui) {
        let Learning::Asking(names) = &self.till.learning else { return };
        let (mut yes, mut no) = (Cmd::TypedEnter.pressed(ui.ctx()), Cmd::TypedEscape.pressed(ui.ctx()));
        let quoted: Vec<String> = names.iter().map(|n| tr!("fees-learn-name", name = n.as_str())).collect();
        ui.horizontal(|ui| {
            let (yes_key, no_key) = (Cmd::TypedEnter.shortcut_text(ui.ctx()), Cmd::TypedEscape.shortcut_text(ui.ctx()));
            let ask =
                tr!("fees-learn-ask", names = quoted.join(", "), count = quoted.len(), yes = yes_key, no = no_key);
            ui.label(RichText::new(ask).color(ui.visuals().warn_fg_color).strong());
            yes |= ui.button(tr!("fees-learn-yes")).clicked();
            no |= ui.button(tr!("fees-learn-no")).clicked();
        });
        if !(yes || no) {
            return;
        }
        // Esc took the keyboard from the name field (egui does so before any widget): given back.
        self.forms.registration.focus = true;
        let Learning::Asking(names) = std::mem::replace(&mut self.till.learning, Learning::No) else { return };
        if yes {
            self.till.learning = Learning::Yes;
            if let Some(path) = self.till.registry.clone() {
                self.learn(&path, &names);
            }
        }
    }

    /// After a rename was taken: the payment follows the player, in the same step.
    pub(in crate::ui::organiser) fn renamed(&mut self, old: &str, new: &str) {
        self.save_cash_with_step(FeeEdit::Rename { old: old.to_string(), new: new.to_string() });
    }

    /// The fee commands in the registration tab (their keys, or the menu's, which leaves its
    /// status in `fee_asked`): with a name typed, the payment to register it with; with none, the
    /// current player is marked.
    pub(in crate::ui::organiser) fn fee_keys(&mut self, ctx: &egui::Context) -> Option<Status> {
        let pressed = || COMMANDS.into_iter().find(|(cmd, _)| cmd.pressed(ctx)).map(|(_, status)| status);
        let status = self.forms.fee_asked.take().or_else(pressed)?;
        if self.forms.registration.typed().is_empty() {
            if let Some(p) = self.till.current.filter(|&p| p.index() < self.replay.t.players.len()) {
                self.mark(p, status);
            }
            return None;
        }
        Some(status)
    }

    /// The till beside the registration: the fee, the totals, the prize plan and the payout.
    pub(in crate::ui::organiser) fn till_ui(&mut self, ui: &mut egui::Ui) {
        // Narrower where the phones' panel takes room, so the registration row keeps its width.
        let width = (ui.available_width() - REGISTRATION_ROW).clamp(280.0, 380.0);
        egui::Panel::right("organiser-till").resizable(false).exact_size(width).show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| self.till_panel(ui));
        });
    }

    fn till_panel(&mut self, ui: &mut egui::Ui) {
        ui.heading(tr!("fees-till"));
        if let Some(why) = &self.till.broken {
            ui.label(RichText::new(why.message()).color(ui.visuals().error_fg_color));
        }
        let mut fee_entered = false;
        ui.horizontal(|ui| {
            let fee = &mut self.till.fee;
            fee_entered = field(ui, tr!("fees-fee"), fee, 80.0, tr!("fees-fee-hint")).1;
        });
        if fee_entered {
            match Money::parse(&self.till.fee) {
                Some(cents) => {
                    let what = said!("fees-fee-set", amount = cents);
                    self.change_cash(what, FeeEdit::Fee(cents));
                }
                None => self.refuse(said!("fees-cli-bad-amount", amount = self.till.fee.trim().to_string())),
            }
        }
        ui.label(RichText::new(keys_line(ui.ctx())).weak());
        let list = fees::cash_list(&self.till.cash, &self.replay.t);
        ui.add_space(4.0);
        ui.strong(tr!("fees-taken", amount = (list.taken).to_string(), count = list.count(Status::Paid)));
        ui.label(tr!("fees-still-open", amount = (list.open).to_string(), count = list.count(Status::Open)));
        ui.label(tr!("fees-waived-count", count = list.count(Status::Waived)));
        ui.add_space(10.0);
        ui.heading(tr!("fees-plan"));
        let mut plan_entered = false;
        ui.horizontal(|ui| {
            // Switching says how the fields are read; Enter in one of them sets the plan.
            ui.radio_value(&mut self.till.shares, true, tr!("fees-plan-shares"));
            ui.radio_value(&mut self.till.shares, false, tr!("fees-plan-fixed"));
        });
        // Each field says its unit: per cent of the money taken, or euros.
        let unit = if self.till.shares { "%" } else { "€" }; // i18n-ok: signs
        ui.horizontal(|ui| {
            let hint = if self.till.shares { "50, 30, 20" } else { "30; 20; 10" }; // i18n-ok: numbers
            let places = &mut self.till.places;
            plan_entered |= field(ui, tr!("fees-plan-places", unit = unit), places, 150.0, hint.into()).1;
        });
        ui.horizontal(|ui| {
            let schock_out = &mut self.till.schock_out;
            let label = tr!("fees-plan-schock-out", unit = unit);
            plan_entered |= field(ui, label, schock_out, 60.0, "0".into()).1; // i18n-ok: a number
        });
        if plan_entered {
            match self.till.typed_plan() {
                Some(plan) => {
                    let described = plan.clone();
                    let what = Said::new(move || tr!("fees-plan-set", plan = described.describe()));
                    self.change_cash(what, FeeEdit::Plan(plan));
                }
                None => self.refuse(said!("fees-plan-bad")),
            }
        }
        ui.label(RichText::new(self.till.cash.plan.describe()).weak());
        ui.add_space(6.0);
        let payout = fees::payout(&self.till.cash, &self.replay.t, &self.replay.standings);
        ui.strong(payout.title());
        egui::Grid::new("organiser-payout").num_columns(3).striped(true).show(ui, |ui| {
            for row in fees::payout_rows(&self.replay.t, &payout) {
                for cell in row {
                    ui.label(cell);
                }
                ui.end_row();
            }
        });
        ui.label(payout.kept_line());
    }
}
