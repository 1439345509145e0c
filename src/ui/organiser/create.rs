//! A new tournament: title, place, date and time, the tables' rule set, the scoring scheme,
//! table sizes and the discs by table size; made with `Organiser::create`.

use super::fields::{field, scheme_explained, scheme_name};
use super::running::Running;
use crate::io::tournament_folder::Organiser;
use crate::ui::rules_form::RulesForm;
use eframe::egui::{self, RichText};
use schocken_core::rules::knobs::{Knob, Structure};
use schocken_core::rules::limits::{DISCS, TABLE_SIZES};
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::tournament::draw::Bounds;
use schocken_core::tournament::file::{Scoring, TournamentFile};
use schocken_core::tr;
use std::collections::BTreeMap;
use std::path::Path;

/// How many table sizes there are: one discs field each.
const SIZES: usize = *TABLE_SIZES.end() - *TABLE_SIZES.start() + 1;

pub(super) struct CreateForm {
    pub(super) title: String,
    pub(super) place: String,
    /// `dd.mm.yyyy`.
    pub(super) date: String,
    /// `hh:mm`.
    pub(super) time: String,
    pub(super) rules: RulesForm,
    pub(super) scoring: Scoring,
    pub(super) bounds: Bounds,
    /// Discs by table size (2 to 6), preset from the rule set.
    pub(super) discs: [u8; SIZES],
    pub(super) known: Vec<String>,
    pub(super) error: Option<String>,
}

impl CreateForm {
    pub(super) fn new(known: Vec<String>) -> CreateForm {
        let now = chrono::Local::now();
        let rules = RulesForm::new("organiser-preset", plays_halves, FIXED, None);
        let discs = [rules.rules().rules().discs; SIZES];
        CreateForm {
            title: String::new(),
            place: String::new(),
            date: now.format("%d.%m.%Y").to_string(),
            time: now.format("%H:%M").to_string(),
            rules,
            scoring: Scoring::LossPoints,
            bounds: Bounds::default(),
            discs,
            known,
            error: None,
        }
    }

    /// Starts the rules from the club's own rule book (`verein.ron`), where it plays halves.
    pub(super) fn offer_club_rules(&mut self, club: RuleSet) {
        self.rules = RulesForm::new("organiser-preset", plays_halves, FIXED, Some(club));
        self.discs = [self.rules.rules().rules().discs; SIZES];
    }

    /// When the tournament starts, as the file writes it; `None` where date or time cannot be read.
    fn started(&self) -> Option<String> {
        let date = chrono::NaiveDate::parse_from_str(self.date.trim(), "%d.%m.%Y").ok()?;
        let time = chrono::NaiveTime::parse_from_str(self.time.trim(), "%H:%M").ok()?;
        let local = date.and_time(time).and_local_timezone(chrono::Local).earliest()?;
        Some(local.to_rfc3339_opts(chrono::SecondsFormat::Secs, false))
    }

    fn file(&self) -> Result<TournamentFile, String> {
        let started = self.started().ok_or_else(|| tr!("organiser-bad-date"))?;
        let rules = self.rules.rules().clone();
        let text = |s: &str| Some(s.trim().to_string()).filter(|s| !s.is_empty());
        let discs: BTreeMap<usize, u8> = (self.bounds.min..=self.bounds.max)
            .map(|size| (size, self.discs[size - TABLE_SIZES.start()]))
            .filter(|&(_, n)| n != rules.rules().discs)
            .collect();
        Ok(TournamentFile {
            title: text(&self.title),
            started: Some(started),
            place: text(&self.place),
            rules,
            scoring: self.scoring,
            discs,
            events: Vec::new(),
        })
    }

    /// The form; the running tournament once it is made.
    pub(super) fn ui(&mut self, ui: &mut egui::Ui, dir: &Path) -> Option<Running> {
        let mut made = None;
        // The form scrolls where the rules' grid is open on a small screen.
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.heading(tr!("organiser-new"));
                ui.label(RichText::new(tr!("organiser-new-folder", dir = dir.display().to_string())).weak());
                ui.add_space(8.0);
                egui::Grid::new("organiser-new").num_columns(2).spacing([12.0, 8.0]).show(ui, |ui| {
                    for (label, value, hint) in [
                        (tr!("organiser-title"), &mut self.title, tr!("organiser-title-hint")),
                        (tr!("organiser-place"), &mut self.place, String::new()),
                        (tr!("organiser-date"), &mut self.date, tr!("organiser-date-hint")),
                        (tr!("organiser-time"), &mut self.time, tr!("organiser-time-hint")),
                    ] {
                        field(ui, label, value, 320.0, hint);
                        ui.end_row();
                    }
                    let label = ui.label(tr!("organiser-rules"));
                    ui.vertical(|ui| {
                        if self.rules.ui(ui, label.id) {
                            self.discs = [self.rules.rules().rules().discs; SIZES];
                        }
                    });
                    ui.end_row();
                    ui.label(tr!("organiser-scoring"));
                    ui.vertical(|ui| {
                        for &s in Scoring::ALL {
                            ui.horizontal(|ui| {
                                ui.radio_value(&mut self.scoring, s, scheme_name(s));
                                ui.label(RichText::new(scheme_explained(s)).weak());
                            });
                        }
                    });
                    ui.end_row();
                    ui.label(tr!("organiser-table-sizes"));
                    bounds_ui(ui, &mut self.bounds);
                    ui.end_row();
                    ui.label(tr!("organiser-discs"));
                    ui.horizontal(|ui| {
                        for size in self.bounds.min..=self.bounds.max {
                            let label = ui.label(tr!("organiser-discs-at", size = size));
                            let discs = &mut self.discs[size - TABLE_SIZES.start()];
                            ui.add(egui::DragValue::new(discs).range(DISCS)).labelled_by(label.id);
                        }
                    });
                    ui.end_row();
                });
                ui.add_space(12.0);
                let button = egui::Button::new(RichText::new(tr!("organiser-create")).size(20.0));
                let missing = self.rules.missing();
                let create = ui.add_enabled(missing.is_none(), button.min_size(egui::vec2(240.0, 40.0)));
                if let Some(why) = missing {
                    ui.label(RichText::new(why).color(ui.visuals().warn_fg_color));
                }
                if create.clicked() {
                    let known = std::mem::take(&mut self.known);
                    match self
                        .file()
                        .and_then(|file| {
                            Organiser::create(dir, &file).map(|o| (o, file)).map_err(|e| super::refusals::folder(&e))
                        })
                        .and_then(|(organiser, file)| Running::with(organiser, file, known))
                    {
                        Ok(mut running) => {
                            running.forms.draw.bounds = self.bounds;
                            made = Some(running);
                        }
                        Err(message) => self.error = Some(message),
                    }
                }
                if let Some(error) = &self.error {
                    ui.label(RichText::new(error.as_str()).color(ui.visuals().error_fg_color).strong());
                }
            })
        });
        made
    }
}

/// Tournaments are played in halves and a final: only such presets are offered.
fn plays_halves(preset: Preset) -> bool {
    preset.rules().structure == Structure::Halves
}

/// The knobs a tournament decides beside the grid (halves always; discs by table size).
const FIXED: &[Knob] = &[Knob::Structure, Knob::Discs];

/// The smallest and largest table the draw may make (2 to 6, min ≤ max).
pub(super) fn bounds_ui(ui: &mut egui::Ui, bounds: &mut Bounds) {
    ui.horizontal(|ui| {
        let label = ui.label(tr!("organiser-from"));
        ui.add(egui::DragValue::new(&mut bounds.min).range(TABLE_SIZES)).labelled_by(label.id);
        let label = ui.label(tr!("organiser-to"));
        ui.add(egui::DragValue::new(&mut bounds.max).range(bounds.min..=*TABLE_SIZES.end())).labelled_by(label.id);
        ui.label(tr!("organiser-players-per-table"));
    });
    bounds.max = bounds.max.max(bounds.min);
}
