//! A new evening: title, players in seat order, the club's rule set and the table's own choices.

use super::Action;
use crate::i18n::Lang;
use crate::report::words;
use crate::rules::knobs::{Knob, KnobKind, Value};
use crate::rules::preset::{Preset, RuleSet};
use crate::session::log::Header;
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
            title: format!("Stammtisch {today}"),
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
    fn missing(&self, lang: Lang) -> Option<String> {
        let names: Vec<&str> = self.players.iter().map(|s| s.trim()).collect();
        if names.len() < 2 {
            return Some(lang.tr("Mindestens zwei Spieler eintragen.", "Enter at least two players.").into());
        }
        if let Some((knob, _)) = self.rules.preset.agreed().iter().find(|(k, _)| !self.agreed.contains(k)) {
            return Some(match lang {
                Lang::De => format!("Bitte am Tisch vereinbaren: {}", words::knob(*knob)),
                Lang::En => format!("Please agree at the table: {}", words::knob(*knob)),
            });
        }
        None
    }

    fn add_player(&mut self, lang: Lang) -> Option<Action> {
        let name = self.new_name.trim().to_string();
        if name.is_empty() {
            return None;
        }
        if self.players.contains(&name) {
            let text = match lang {
                Lang::De => format!("„{name}“ sitzt schon am Tisch."),
                Lang::En => format!("\"{name}\" is already seated."),
            };
            return Some(Action::Toast(text, true));
        }
        self.players.push(name);
        self.new_name.clear();
        None
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, lang: Lang) -> Option<Action> {
        let mut action = None;
        egui::Panel::bottom("setup-buttons").show(ui, |ui| {
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if ui.button(lang.tr("Abbrechen", "Cancel")).clicked() {
                    action = Some(Action::Start);
                }
                let missing = self.missing(lang);
                let start = egui::Button::new(egui::RichText::new(lang.tr("Los geht's", "Let's play")).size(20.0))
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
            ui.heading(lang.tr("Neuer Abend", "New evening"));
            ui.add_space(8.0);
            ui.columns(2, |cols| {
                if let Some(a) = self.players_ui(&mut cols[0], lang) {
                    action = Some(a);
                }
                self.rules_ui(&mut cols[1], lang);
            });
        });
        action
    }

    fn players_ui(&mut self, ui: &mut egui::Ui, lang: Lang) -> Option<Action> {
        let mut action = None;
        egui::Grid::new("setup-header").num_columns(2).spacing([8.0, 6.0]).show(ui, |ui| {
            let label = ui.label(lang.tr("Titel", "Title"));
            ui.add(egui::TextEdit::singleline(&mut self.title).desired_width(280.0)).labelled_by(label.id);
            ui.end_row();
            let label = ui.label(lang.tr("Ort", "Place"));
            ui.add(egui::TextEdit::singleline(&mut self.place).desired_width(280.0).hint_text("Zur Linde"))
                .labelled_by(label.id);
            ui.end_row();
        });
        ui.add_space(10.0);
        ui.strong(lang.tr("Spieler in Sitzordnung (im Uhrzeigersinn)", "Players in seat order (clockwise)"));
        ui.horizontal(|ui| {
            let edit = ui.add(
                egui::TextEdit::singleline(&mut self.new_name)
                    .desired_width(200.0)
                    .hint_text(lang.tr("Name, dann Enter", "name, then Enter")),
            );
            if self.focus_name {
                edit.request_focus();
                self.focus_name = false;
            }
            let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.button(lang.tr("Hinzufügen", "Add")).clicked() || entered {
                action = self.add_player(lang);
                self.focus_name = true;
            }
        });
        let mut change = None;
        let count = self.players.len();
        egui::Grid::new("setup-players").num_columns(4).striped(true).show(ui, |ui| {
            for (i, name) in self.players.iter().enumerate() {
                ui.label(format!("{}. {name}", i + 1));
                if ui
                    .add_enabled(i > 0, egui::Button::new("↑"))
                    .on_hover_text(lang.tr("nach vorn", "move up"))
                    .clicked()
                {
                    change = Some((i, -1));
                }
                if ui
                    .add_enabled(i + 1 < count, egui::Button::new("↓"))
                    .on_hover_text(lang.tr("nach hinten", "move down"))
                    .clicked()
                {
                    change = Some((i, 1));
                }
                if ui.button("×").on_hover_text(lang.tr("entfernen", "remove")).clicked() {
                    change = Some((i, 0));
                }
                ui.end_row();
            }
        });
        match change {
            Some((i, 0)) => {
                self.players.remove(i);
            }
            Some((i, d)) => self.players.swap(i, (i as isize + d) as usize),
            None => {}
        }
        action
    }

    fn rules_ui(&mut self, ui: &mut egui::Ui, lang: Lang) {
        let label = ui.strong(lang.tr("Regelwerk", "Rule set"));
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
            ui.strong(lang.tr("Abweichend vom Regelwerk:", "Differs from the rule set:"));
            for (knob, was, now) in &differences {
                ui.label(format!(
                    "• {}: {} ({} {})",
                    words::knob(*knob),
                    now.id(),
                    lang.tr("statt", "instead of"),
                    was.id()
                ));
            }
        }
        egui::CollapsingHeader::new(lang.tr("Alle Regeln anpassen", "Adjust every rule")).show(ui, |ui| {
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
            title: Some(text(&self.title).unwrap_or_else(|| "Schocken".into())),
            started: Some(started),
            place: text(&self.place),
            rules: self.rules.clone(),
            players: self.players.clone(),
        }
    }
}
