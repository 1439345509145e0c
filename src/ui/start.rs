//! The start page: a new evening, the last evenings to continue, a file to open.

use super::Action;
use super::commands::Cmd;
use crate::i18n::Lang;
use crate::report::words;
use crate::store::Listed;
use eframe::egui::{self, RichText};

/// How many recent sessions the start page lists.
pub const RECENT: usize = 12;

#[derive(Default)]
pub struct StartView {
    recent: Vec<Listed>,
    focused: bool,
}

impl StartView {
    pub fn new(mut recent: Vec<Listed>) -> StartView {
        recent.truncate(RECENT);
        StartView { recent, focused: false }
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, lang: Lang, dir: Result<&std::path::Path, &str>) -> Option<Action> {
        let mut action = None;
        egui::CentralPanel::default().show(ui, |ui| {
            ui.add_space(12.0);
            ui.heading(egui::RichText::new("Schocken").size(34.0).strong());
            ui.label(lang.tr(
                "Schiedsrichter und Anschreiber für Schocken, Jule und Knobel-Max",
                "Referee and scorekeeper for Schocken, Jule and Knobel-Max",
            ));
            ui.add_space(16.0);
            ui.horizontal(|ui| {
                let big = |cmd: Cmd| {
                    egui::Button::new(egui::RichText::new(cmd.label()).size(20.0)).min_size(egui::vec2(220.0, 44.0))
                };
                if ui.add(big(Cmd::NewSession)).on_hover_text(Cmd::NewSession.shortcut_text(ui.ctx())).clicked() {
                    action = Some(Action::NewSession);
                }
                if ui.add(big(Cmd::OpenFile)).on_hover_text(Cmd::OpenFile.shortcut_text(ui.ctx())).clicked() {
                    action = Some(Action::OpenDialog);
                }
                if ui.add(big(Cmd::History)).on_hover_text(Cmd::History.shortcut_text(ui.ctx())).clicked() {
                    action = Some(Action::History);
                }
            });
            if let Some((path, session)) = self.recent.iter().find_map(|l| Some((&l.path, l.session.as_ref().ok()?))) {
                ui.add_space(16.0);
                egui::Frame::group(ui.style()).inner_margin(12.0).show(ui, |ui| {
                    let e = session.engine();
                    let title = session.header().title.as_deref().unwrap_or("—");
                    ui.label(RichText::new(lang.tr("Zuletzt gespielt", "Last played")).weak());
                    ui.label(RichText::new(title).size(22.0).strong());
                    let part = words::part(e.part());
                    let whose = e.next_players().and_then(|ps| ps.get(session.draft().len()).copied());
                    let state = match (lang, whose) {
                        (Lang::De, Some(p)) => format!("Spiel {}, {part} — {} ist am Zug", e.game(), e.name(p)),
                        (Lang::En, Some(p)) => format!("Game {}, {part} — {} to throw", e.game(), e.name(p)),
                        (Lang::De, None) => format!("Spiel {}, {part}", e.game()),
                        (Lang::En, None) => format!("Game {}, {part}", e.game()),
                    };
                    ui.label(state);
                    let label = RichText::new(lang.tr("Genau hier weiterspielen", "Continue right here")).size(20.0);
                    let resume = ui.add(egui::Button::new(label).min_size(egui::vec2(260.0, 40.0)));
                    if !self.focused {
                        resume.request_focus();
                        self.focused = true;
                    }
                    if resume.clicked() {
                        action = Some(Action::Open(path.clone()));
                    }
                });
            }
            ui.add_space(20.0);
            ui.heading(
                lang.tr("Letzte Abende — weiterspielen oder ansehen", "Recent evenings — continue or look back"),
            );
            ui.add_space(6.0);
            if self.recent.is_empty() {
                ui.label(lang.tr("Noch keine Abende gespeichert.", "No evenings saved yet."));
            }
            egui::ScrollArea::vertical().auto_shrink([false, true]).max_height(ui.available_height() - 40.0).show(
                ui,
                |ui| {
                    egui::Grid::new("recent").striped(true).spacing([16.0, 8.0]).show(ui, |ui| {
                        for listed in &self.recent {
                            match &listed.session {
                                Ok(session) => {
                                    let h = session.header();
                                    let e = session.engine();
                                    if ui.button(lang.tr("Fortsetzen", "Continue")).clicked() {
                                        action = Some(Action::Open(listed.path.clone()));
                                    }
                                    let title = egui::RichText::new(h.title.as_deref().unwrap_or("—")).strong();
                                    let look = ui.add(egui::Button::new(title).frame(false)).on_hover_text(
                                        lang.tr("Ansehen: Runde für Runde", "Look back: round by round"),
                                    );
                                    if look.clicked() {
                                        action = Some(Action::Review(listed.path.clone()));
                                    }
                                    ui.label(h.started.as_deref().map(short_date).unwrap_or_default());
                                    ui.label(h.rules.preset.id());
                                    let mut names = e.names().iter().take(4).cloned().collect::<Vec<_>>().join(", ");
                                    if e.names().len() > 4 {
                                        names.push_str(", …");
                                    }
                                    ui.label(names);
                                    let games = e.finished_games().len();
                                    ui.label(match lang {
                                        Lang::De => format!("{games} Spiele · Spiel {} läuft", e.game()),
                                        Lang::En => format!("{games} games · game {} on", e.game()),
                                    });
                                }
                                Err(reason) => {
                                    ui.label("");
                                    ui.label(
                                        egui::RichText::new(lang.tr("beschädigt", "damaged"))
                                            .color(ui.visuals().error_fg_color),
                                    );
                                    ui.label("");
                                    ui.label("");
                                    ui.label(egui::RichText::new(reason).small());
                                    ui.label("");
                                }
                            }
                            ui.end_row();
                        }
                    });
                },
            );
            ui.add_space(8.0);
            match dir {
                Ok(dir) => ui.small(format!("{}: {}", lang.tr("Ordner", "Folder"), dir.display())),
                Err(e) => ui.colored_label(ui.visuals().error_fg_color, e),
            };
        });
        action
    }
}

/// `2026-11-20T19:30:00+01:00` → `20.11.2026 19:30`.
pub fn short_date(rfc3339: &str) -> String {
    match chrono::DateTime::parse_from_rfc3339(rfc3339) {
        Ok(t) => t.format("%d.%m.%Y %H:%M").to_string(),
        Err(_) => rfc3339.to_string(),
    }
}
