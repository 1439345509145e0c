//! What the open tournament does with its `lists` part (`organiser/lists.rs`).

use super::Running;
use crate::ui::cells::cell;
use crate::ui::commands::Cmd;
use crate::ui::organiser::fields::field;
use crate::ui::organiser::lists::*;
use crate::ui::said::{Said, said};
use eframe::egui::{self, Key, RichText};
use schocken_core::names::{self};
use schocken_core::tournament::columns::{self, Column, Medium};
use schocken_core::tournament::edit::Edit;
use schocken_core::tournament::fees::Status;
use schocken_core::tournament::game::Pid;
use schocken_core::tournament::organise::start_number;
use schocken_core::tr;

impl Running {
    /// Registers a name as typed (spaces tidied) or as a past evening spells it (clicked), with
    /// his entry fee marked where a key of the till registered him.
    fn register(&mut self, typed: &str, status: Option<Status>) {
        let name = names::tidy(typed);
        if name.is_empty() {
            // Only spaces typed is said (the command line refuses it too); an empty field is not.
            if !typed.is_empty() {
                self.refuse(said!("organiser-name-blank"));
            }
            return;
        }
        let what = said!(
            "organiser-registered",
            name = name.clone(),
            number = start_number(Pid::new(self.replay.t.players.len()))
        );
        let team = Some(self.forms.registration.team.clone());
        let what: Said = match status {
            Some(status) => said!("fees-registered-with", registered = what, status = status),
            None => what,
        };
        if self.change(what, Edit::Register { names: vec![name], team }) {
            self.forms.registration.name.clear();
            self.forms.registration.team.clear();
            self.registered(status);
        }
    }

    /// Corrects a player's name everywhere `turnier.ron` has it (TOURNAMENT.md knows no rename
    /// event: the organiser's app rewrites its own file). Refused where a table counting from its
    /// session file would lose its results.
    fn rename(&mut self, p: Pid, typed: &str) {
        let old = self.replay.t.players[p].name.clone();
        let new = names::tidy(typed);
        let what = said!("organiser-renamed", old = old.clone(), new = new.clone());
        if self.change(what, Edit::Rename { old: old.clone(), new }) {
            self.forms.registration.renaming = None;
            let new = self.replay.t.players[p].name.clone();
            self.renamed(&old, &new);
        }
    }

    pub(in crate::ui::organiser) fn registration_ui(&mut self, ui: &mut egui::Ui) {
        self.learning_ui(ui);
        let mut add = None;
        let mut status = None;
        if let Some(keyed) = self.fee_keys(ui.ctx()) {
            status = Some(keyed);
            self.forms.registration.focus = true;
            if self.forms.registration.offering {
                // Names are offered: the key takes the highlighted one as Enter would (the
                // offer list answers an Enter; the letters typed are never registered instead).
                ui.input_mut(|i| {
                    i.events.push(egui::Event::Key {
                        key: Cmd::TypedEnter.shortcuts().first().map_or(Key::Enter, |k| k.logical_key),
                        physical_key: None,
                        pressed: true,
                        repeat: false,
                        modifiers: egui::Modifiers::NONE,
                    })
                });
            } else {
                add = Some(self.forms.registration.name.clone());
            }
        }
        ui.horizontal(|ui| {
            let label = ui.label(tr!("organiser-name"));
            let offered = offered(&self.forms.registration.known, &self.replay.t.players);
            let edit = egui::TextEdit::singleline(&mut self.forms.registration.name)
                .desired_width(260.0)
                .hint_text(tr!("organiser-name-hint", enter = Cmd::TypedEnter.shortcut_text(ui.ctx())));
            // Names of past evenings as the name is typed: ↓ ↑ pick one, Enter registers the
            // highlighted one (never the letters typed so far), Esc leaves the name as typed
            // (the popup's own keys; F1 names them from the command table's rows).
            let accept: Vec<Key> = Cmd::TypedEnter.shortcuts().iter().map(|k| k.logical_key).collect();
            let output = egui::CompletionPopup::new(ui.make_persistent_id("organiser-name"))
                .word_boundary(|_| false)
                .accept_keys(accept)
                .max_height(OFFERED as f32 * ROW)
                .show(ui, edit, |query| offered(query.text));
            self.forms.registration.offering = output.is_open;
            let edit = output.text_edit.response.response.labelled_by(label.id);
            if std::mem::take(&mut self.forms.registration.focus) {
                edit.request_focus();
            }
            let name_entered = edit.lost_focus() && Cmd::TypedEnter.seen(ui.ctx());
            if let Some(chosen) = output.accepted {
                add = Some(chosen.insert);
                self.forms.registration.focus = true;
            }
            let team = &mut self.forms.registration.team;
            let (_, team_entered) = field(ui, tr!("organiser-team"), team, 200.0, tr!("organiser-team-hint"));
            let entered = name_entered || team_entered;
            if ui.button(tr!("organiser-register")).clicked() || entered {
                add = Some(self.forms.registration.name.clone());
                self.forms.registration.focus = true;
            }
        });
        if let Some(name) = add {
            self.register(&name, status);
        }
        ui.add_space(6.0);
        let withdrawn = self.replay.t.players.iter().filter(|p| p.withdrawn).count();
        let present = self.replay.t.players.len() - withdrawn;
        ui.strong(tr!("organiser-registered-count", count = present, withdrawn = withdrawn));
        ui.add_space(4.0);
        let (mut withdraw, mut back_in, mut rename, mut mark) = (None, None, None, None);
        egui::ScrollArea::vertical().auto_shrink([false, false]).show_rows(
            ui,
            ROW,
            self.replay.t.players.len(),
            |ui, range| {
                egui::Grid::new("organiser-players").num_columns(5).striped(true).min_row_height(ROW).show(ui, |ui| {
                    for p in range.map(Pid::new) {
                        let player = &self.replay.t.players[p];
                        ui.label(RichText::new(start_number(p).to_string()).monospace());
                        match &mut self.forms.registration.renaming {
                            Some((q, typed)) if *q == p => {
                                let label = tr!("organiser-rename-who", name = player.name.as_str());
                                let edit = ui.add(egui::TextEdit::singleline(typed).desired_width(200.0));
                                let edit = edit.accessible_name(label.clone()).on_hover_text(label);
                                if !edit.has_focus() && !edit.lost_focus() {
                                    edit.request_focus();
                                }
                                // Enter takes it; Esc (the field's own: it gives the keyboard
                                // back) or a click elsewhere leaves the name as it was.
                                if edit.lost_focus() {
                                    rename = Some((p, Cmd::TypedEnter.seen(ui.ctx())));
                                }
                            }
                            _ => {
                                ui.horizontal(|ui| {
                                    ui.label(player.name.as_str());
                                    let button = ui
                                        .small_button(tr!("organiser-rename"))
                                        .accessible_name(tr!("organiser-rename-who", name = player.name.as_str()))
                                        .on_hover_text(tr!(
                                            "organiser-rename.help",
                                            enter = Cmd::TypedEnter.shortcut_text(ui.ctx()),
                                            escape = Cmd::TypedEscape.shortcut_text(ui.ctx())
                                        ));
                                    if button.clicked() {
                                        rename = Some((p, false));
                                    }
                                });
                            }
                        }
                        ui.label(player.team.as_deref().unwrap_or(""));
                        if let Some(status) = self.till.cell(ui, p, &player.name) {
                            mark = Some((p, status));
                        }
                        if player.withdrawn {
                            ui.horizontal(|ui| {
                                ui.label(RichText::new(tr!("organiser-withdrawn")).weak());
                                let back = ui
                                    .small_button(tr!("organiser-back-in"))
                                    .accessible_name(tr!("organiser-back-in-who", name = player.name.as_str()))
                                    .on_hover_text(tr!("organiser-back-in.help"));
                                if back.clicked() {
                                    back_in = Some(p);
                                }
                            });
                        } else if ui
                            .small_button(tr!("organiser-withdraw"))
                            .accessible_name(tr!("organiser-withdraw-who", name = player.name.as_str()))
                            .clicked()
                        {
                            withdraw = Some(p);
                        }
                        ui.end_row();
                    }
                });
            },
        );
        if let Some((p, status)) = mark {
            self.mark(p, status);
        }
        // A withdrawal taken back: its event goes (refused once a later draw left the player out).
        if let Some(p) = back_in {
            let name = self.replay.t.players[p].name.clone();
            self.change(said!("organiser-back", name = name.clone()), Edit::BackIn(name));
        }
        if let Some(p) = withdraw {
            let name = self.replay.t.players[p].name.clone();
            self.change(said!("organiser-withdrew", name = name.clone()), Edit::Withdraw(name));
        }
        // The pencil opens the name for typing; Enter renames, leaving the field otherwise keeps it.
        match (rename, self.forms.registration.renaming.take()) {
            (Some((p, true)), Some((q, typed))) if p == q => {
                // Stays open (with what was typed) unless the rename is taken.
                self.forms.registration.renaming = Some((p, typed.clone()));
                self.rename(p, &typed);
            }
            (Some((p, false)), None) => {
                self.forms.registration.renaming = Some((p, self.replay.t.players[p].name.clone()))
            }
            (None, renaming) => self.forms.registration.renaming = renaming,
            _ => {}
        }
    }

    pub(in crate::ui::organiser) fn standings_ui(&mut self, ui: &mut egui::Ui) {
        let t = &self.replay.t;
        let s = &self.replay.standings;
        egui::Panel::right("organiser-teams").resizable(false).exact_size(300.0).show(ui, |ui| {
            ui.heading(tr!("organiser-teams"));
            if s.teams.is_empty() {
                ui.label(RichText::new(tr!("organiser-no-teams")).weak());
            }
            egui::Grid::new("organiser-team-rows").num_columns(3).striped(true).show(ui, |ui| {
                for team in &s.teams {
                    ui.label(format!("{}.", team.place));
                    ui.label(team.team.as_str()).on_hover_text(
                        team.players.iter().map(|&p| t.players[p].name.as_str()).collect::<Vec<_>>().join(", "),
                    );
                    ui.label(team.points.to_string());
                    ui.end_row();
                }
            });
            ui.add_space(12.0);
            ui.heading(tr!("organiser-prize"));
            let prizes = schocken_core::report::prizes::lines(t, s);
            if prizes.is_empty() {
                ui.label(RichText::new(schocken_core::report::prizes::none()).weak());
            }
            for line in prizes {
                ui.label(line);
            }
        });
        let shown = columns::shown(Medium::Screen, s);
        let mut widths: Vec<f32> = shown.iter().map(|c| width(c.column)).collect();
        // Name and team share what the figures leave; a name too long for it ends in "…".
        let fixed: f32 = widths.iter().map(|w| w + ui.spacing().item_spacing.x).sum();
        let flexible = (ui.available_width() - fixed).max(240.0);
        for (w, c) in widths.iter_mut().zip(&shown) {
            *w += flexible * share(c.column);
        }
        ui.horizontal(|ui| {
            for (c, width) in shown.iter().zip(&widths) {
                let head = RichText::new(c.head(Medium::Screen)).strong();
                cell(ui, *width, ROW, |ui| ui.add(egui::Label::new(head).truncate()));
            }
        });
        egui::ScrollArea::vertical().auto_shrink([false, false]).show_rows(ui, ROW, s.rows.len(), |ui, range| {
            for row in &s.rows[range] {
                let withdrawn = t.players[row.player].withdrawn;
                ui.horizontal(|ui| {
                    for (c, width) in shown.iter().zip(&widths) {
                        let text = RichText::new(c.text(t, row, Medium::Screen));
                        let text = match c.column {
                            Column::Points => text.strong(),
                            Column::Name if withdrawn => text.weak(),
                            _ => text,
                        };
                        cell(ui, *width, ROW, |ui| ui.add(egui::Label::new(text).truncate()));
                    }
                });
            }
        });
    }
}
