//! A new evening: title, players in seat order, the club's rule set and the table's own choices.

use super::Action;
use crate::report::words;
use crate::rules::knobs::{Knob, KnobKind, Value};
use crate::rules::preset::{Preset, RuleSet};
use crate::session::log::Header;
use crate::tr;
use eframe::egui;
use std::collections::HashSet;

pub struct SetupView {
    title: String,
    place: String,
    players: Vec<String>,
    new_name: String,
    rules: RuleSet,
    /// "Agreed" knobs the table has explicitly chosen.
    agreed: HashSet<Knob>,
    focus_name: bool,
}

impl Default for SetupView {
    fn default() -> SetupView {
        let today = chrono::Local::now().format("%d.%m.%Y");
        SetupView {
            title: tr!("setup-default-title", date = today.to_string()),
            place: String::new(),
            players: Vec::new(),
            new_name: String::new(),
            rules: RuleSet::new(Preset::MainTaunus),
            agreed: HashSet::new(),
            focus_name: true,
        }
    }
}

impl SetupView {
    /// Why the evening cannot start yet, if it cannot.
    fn missing(&self) -> Option<String> {
        let names: Vec<&str> = self.players.iter().map(|s| s.trim()).collect();
        if names.len() < 2 {
            return Some(tr!("setup-two-players"));
        }
        if let Some((knob, _)) = self.rules.preset.agreed().iter().find(|(k, _)| !self.agreed.contains(k)) {
            return Some(tr!("setup-agree", knob = words::knob(*knob)));
        }
        None
    }

    fn add_player(&mut self) -> Option<Action> {
        let name = self.new_name.trim().to_string();
        if name.is_empty() {
            return None;
        }
        if self.players.contains(&name) {
            return Some(Action::Tell(super::Toast::error(move || tr!("setup-already-seated", name = name.as_str()))));
        }
        self.players.push(name);
        self.new_name.clear();
        None
    }

    pub fn ui(&mut self, ui: &mut egui::Ui) -> Option<Action> {
        let mut action = None;
        egui::Panel::bottom("setup-buttons").show(ui, |ui| {
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if ui.button(tr!("setup-cancel")).clicked() {
                    action = Some(Action::Start);
                }
                let missing = self.missing();
                let start = egui::Button::new(egui::RichText::new(tr!("setup-begin")).size(20.0))
                    .min_size(egui::vec2(200.0, 40.0));
                let response = ui.add_enabled(missing.is_none(), start);
                if let Some(why) = &missing {
                    ui.label(egui::RichText::new(why).color(ui.visuals().warn_fg_color));
                }
                if response.clicked() {
                    action = Some(Action::Begin(self.header()));
                }
            });
            ui.add_space(6.0);
        });
        egui::CentralPanel::default().show(ui, |ui| {
            ui.heading(tr!("setup-heading"));
            ui.add_space(8.0);
            ui.columns(2, |cols| {
                if let Some(a) = self.players_ui(&mut cols[0]) {
                    action = Some(a);
                }
                self.rules_ui(&mut cols[1]);
            });
        });
        action
    }

    fn players_ui(&mut self, ui: &mut egui::Ui) -> Option<Action> {
        let mut action = None;
        egui::Grid::new("setup-header").num_columns(2).spacing([8.0, 6.0]).show(ui, |ui| {
            let label = ui.label(tr!("setup-title"));
            ui.add(egui::TextEdit::singleline(&mut self.title).desired_width(280.0)).labelled_by(label.id);
            ui.end_row();
            let label = ui.label(tr!("setup-place"));
            ui.add(egui::TextEdit::singleline(&mut self.place).desired_width(280.0).hint_text(tr!("setup-place-hint")))
                .labelled_by(label.id);
            ui.end_row();
        });
        ui.add_space(10.0);
        ui.strong(tr!("setup-players"));
        ui.horizontal(|ui| {
            let edit = ui.add(
                egui::TextEdit::singleline(&mut self.new_name).desired_width(200.0).hint_text(tr!("setup-name-hint")),
            );
            if self.focus_name {
                edit.request_focus();
                self.focus_name = false;
            }
            let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.button(tr!("setup-add")).clicked() || entered {
                action = self.add_player();
                self.focus_name = true;
            }
        });
        super::seating::edit(ui, "setup-players", &mut self.players, &tr!("setup-remove"));
        action
    }

    fn rules_ui(&mut self, ui: &mut egui::Ui) {
        let label = ui.strong(tr!("setup-rule-set"));
        let mut preset = self.rules.preset;
        egui::ComboBox::from_id_salt("preset")
            .selected_text(preset.id())
            .width(240.0)
            .show_ui(ui, |ui| {
                for &p in Preset::ALL {
                    ui.selectable_value(&mut preset, p, p.id());
                }
            })
            .response
            .labelled_by(label.id);
        if preset != self.rules.preset {
            self.rules = RuleSet::new(preset);
            self.agreed.clear();
        }
        ui.label(words::preset(preset));
        ui.add_space(8.0);
        for &(knob, choices) in preset.agreed() {
            ui.horizontal_wrapped(|ui| {
                let chosen = self.agreed.contains(&knob);
                let text = egui::RichText::new(format!("{}:", words::knob(knob)));
                ui.label(if chosen { text } else { text.color(ui.visuals().warn_fg_color).strong() });
                for &value in choices {
                    let selected = chosen && knob.get(self.rules.rules()) == value;
                    if ui.radio(selected, words::value(knob, value)).clicked() {
                        self.set(knob, value);
                        self.agreed.insert(knob);
                    }
                }
            });
        }
        ui.add_space(8.0);
        let differences = self.rules.differences();
        if !differences.is_empty() {
            ui.strong(tr!("setup-differences"));
            for (knob, was, now) in &differences {
                ui.label(tr!("setup-difference", knob = words::knob(*knob), now = now.id(), was = was.id()));
            }
        }
        egui::CollapsingHeader::new(tr!("setup-every-rule"))
            // The same section in either language (the id would follow the title).
            .id_salt("every-rule")
            .show(ui, |ui| {
                egui::ScrollArea::vertical().max_height(360.0).show(ui, |ui| {
                    egui::Grid::new("knobs").num_columns(2).striped(true).show(ui, |ui| {
                        for &knob in Knob::ALL {
                            ui.label(words::knob(knob)).on_hover_text(knob.name());
                            let current = knob.get(self.rules.rules());
                            let mut next = current;
                            match (knob.kind(), current) {
                                (KnobKind::Bool, Value::Bool(mut b)) => {
                                    ui.checkbox(&mut b, "");
                                    next = Value::Bool(b);
                                }
                                (KnobKind::Number { min, max }, Value::Number(mut n)) => {
                                    ui.add(egui::DragValue::new(&mut n).range(min..=max));
                                    next = Value::Number(n);
                                }
                                (KnobKind::Choice(ids), Value::Choice(id)) => {
                                    let mut chosen = id;
                                    egui::ComboBox::from_id_salt(knob.name())
                                        .selected_text(words::value(knob, current))
                                        .show_ui(ui, |ui| {
                                            for &option in ids {
                                                ui.selectable_value(
                                                    &mut chosen,
                                                    option,
                                                    words::value(knob, Value::Choice(option)),
                                                );
                                            }
                                        });
                                    next = Value::Choice(chosen);
                                }
                                _ => {}
                            }
                            if next != current {
                                self.set(knob, next);
                                self.agreed.insert(knob);
                            }
                            ui.end_row();
                        }
                    });
                });
            });
    }

    fn set(&mut self, knob: Knob, value: Value) {
        // The value comes from the knob's own list, so it always fits.
        let _ = self.rules.set(knob, value);
    }

    fn header(&self) -> Header {
        let started = chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, false);
        let text = |s: &str| Some(s.trim().to_string()).filter(|s| !s.is_empty());
        Header {
            title: Some(text(&self.title).unwrap_or_else(|| tr!("setup-untitled"))),
            started: Some(started),
            place: text(&self.place),
            tournament: None,
            rules: self.rules.clone(),
            players: self.players.clone(),
        }
    }
}
