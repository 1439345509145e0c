//! Statistics of a selection of evenings: tables and charts (egui_plot).
//!
//! Everything that costs more than drawing (sorting, the cumulative lines) is computed when the
//! statistics or a choice change, never per frame.

use super::cells::aligned_cell;
use crate::i18n::Lang;
use crate::stats::{CATEGORIES, PlayerStats, Stats};
use eframe::egui::{self, RichText};
use egui_plot::{AxisHints, Bar, BarChart, Corner, Legend, Line, Plot};
use std::collections::HashMap;

/// A column of the player table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Col {
    Name,
    Evenings,
    GamesPlayed,
    GamesLost,
    LossRate,
    HalvesLost,
    FinalsPlayed,
    FinalsLost,
    Durchmarsch,
    SchockOuts,
    Jules,
    RoundsPlayed,
    RoundsLost,
    Discs,
    Marks,
    LosingStreak,
    CleanStreak,
}

impl Col {
    const ALL: &'static [Col] = &[
        Col::Name,
        Col::Evenings,
        Col::GamesPlayed,
        Col::GamesLost,
        Col::LossRate,
        Col::HalvesLost,
        Col::FinalsPlayed,
        Col::FinalsLost,
        Col::Durchmarsch,
        Col::SchockOuts,
        Col::Jules,
        Col::RoundsPlayed,
        Col::RoundsLost,
        Col::Discs,
        Col::Marks,
        Col::LosingStreak,
        Col::CleanStreak,
    ];

    /// The short header and its explanation.
    fn title(self, lang: Lang) -> (&'static str, &'static str) {
        let (short_de, long_de, short_en, long_en) = match self {
            Col::Name => ("Spieler", "Name des Spielers", "Player", "The player's name"),
            Col::Evenings => ("Abende", "Abende am Tisch", "Evenings", "Evenings at the table"),
            Col::GamesPlayed => ("Spiele", "Spiele gespielt (beendete)", "Games", "Games played (finished)"),
            Col::GamesLost => ("verloren", "Spiele verloren", "lost", "Games lost"),
            Col::LossRate => ("Quote", "Anteil verlorener Spiele", "Rate", "Share of games lost"),
            Col::HalvesLost => ("Hälften", "Hälften verloren", "Halves", "Halves lost"),
            Col::FinalsPlayed => ("Finale", "Finale gespielt", "Finals", "Finals played"),
            Col::FinalsLost => ("Fin. verl.", "Finale verloren", "Fin. lost", "Finals lost"),
            Col::Durchmarsch => {
                ("Durchmarsch", "Durchmarsch: beide Hälften verloren", "Durchmarsch", "Durchmarsch: lost both halves")
            }
            Col::SchockOuts => ("Schock-Out", "Schock-Outs geworfen", "Schock-Out", "Schock-Outs thrown"),
            Col::Jules => ("Jule", "Jules geworfen", "Jule", "Jules thrown"),
            Col::RoundsPlayed => ("Runden", "Runden gespielt", "Rounds", "Rounds played"),
            Col::RoundsLost => ("R. verl.", "Runden verloren", "R. lost", "Rounds lost"),
            Col::Discs => (
                "Deckel",
                "Deckel bekommen (als Verlierer einer Runde)",
                "Discs",
                "Discs received (as a round's loser)",
            ),
            Col::Marks => ("Striche", "Striche auf dem Bierdeckel", "Marks", "Tally marks on the beer mat"),
            Col::LosingStreak => {
                ("Pechsträhne", "Längste Serie verlorener Spiele", "Losing run", "Longest run of games lost")
            }
            Col::CleanStreak => {
                ("ohne Verlust", "Längste Serie von Spielen ohne Verlust", "Clean run", "Longest run of games not lost")
            }
        };
        (lang.tr(short_de, short_en), lang.tr(long_de, long_en))
    }

    /// The figure to sort by (not for the name).
    fn value(self, p: &PlayerStats) -> f64 {
        let n = match self {
            Col::Name => 0,
            Col::LossRate => return p.loss_rate,
            Col::Evenings => p.evenings,
            Col::GamesPlayed => p.games_played,
            Col::GamesLost => p.games_lost,
            Col::HalvesLost => p.halves_lost,
            Col::FinalsPlayed => p.finals_played,
            Col::FinalsLost => p.finals_lost,
            Col::Durchmarsch => p.durchmarsch,
            Col::SchockOuts => p.schock_outs,
            Col::Jules => p.jules,
            Col::RoundsPlayed => p.rounds_played,
            Col::RoundsLost => p.rounds_lost,
            Col::Discs => p.discs_received,
            Col::Marks => p.tally_marks,
            Col::LosingStreak => p.longest_losing_streak,
            Col::CleanStreak => p.longest_clean_streak,
        };
        f64::from(n)
    }

    fn text(self, p: &PlayerStats, lang: Lang) -> String {
        match self {
            Col::Name => p.name.clone(),
            Col::LossRate if p.games_played == 0 => "—".into(),
            Col::LossRate => percent(p.loss_rate, lang),
            _ => format!("{}", self.value(p)),
        }
    }
}

/// A name as a German list orders it (DIN 5007): case and umlauts aside, `Ömer` next to `Olaf`.
fn name_key(name: &str) -> String {
    name.to_lowercase()
        .chars()
        .flat_map(|c| match c {
            'ä' | 'á' | 'à' | 'â' => vec!['a'],
            'ö' | 'ó' | 'ò' | 'ô' => vec!['o'],
            'ü' | 'ú' | 'ù' | 'û' => vec!['u'],
            'ë' | 'é' | 'è' | 'ê' => vec!['e'],
            'ï' | 'í' | 'ì' | 'î' => vec!['i'],
            'ç' => vec!['c'],
            'ß' => vec!['s', 's'],
            c => vec![c],
        })
        .collect()
}

/// `42,9 %` / `42.9%`.
fn percent(share: f64, lang: Lang) -> String {
    let text = format!("{:.1}", share * 100.0);
    match lang {
        Lang::De => format!("{} %", text.replace('.', ",")),
        Lang::En => format!("{text}%"),
    }
}

/// How many evenings the short list shows, newest first.
const EVENINGS_LISTED: usize = 100;

/// How many players the chart of losses shows at first.
const CHART_PLAYERS: usize = 6;

pub struct StatsView {
    stats: Stats,
    sort: Col,
    descending: bool,
    /// Indices into `stats.players`, in the table's order.
    order: Vec<usize>,
    /// Indices into `stats.evenings`, oldest first.
    evenings: Vec<usize>,
    /// How many players the chart of losses shows (the most games played first).
    chart_players: usize,
    /// Per charted player: the name and the games lost so far after each evening.
    lines: Vec<(String, Vec<[f64; 2]>)>,
    /// The x-axis labels of the chart: each evening's date.
    dates: Vec<String>,
    /// The throw categories in rank order, with their counts.
    categories: Vec<(String, u32)>,
    /// Finished games of all evenings.
    games: usize,
}

impl StatsView {
    pub fn new(stats: Stats) -> StatsView {
        let mut view = StatsView {
            stats: Stats::default(),
            sort: Col::LossRate,
            descending: true,
            order: Vec::new(),
            evenings: Vec::new(),
            chart_players: CHART_PLAYERS,
            lines: Vec::new(),
            dates: Vec::new(),
            categories: Vec::new(),
            games: 0,
        };
        view.set(stats);
        view
    }

    /// New statistics (another selection); the sorting and the chart's choice stay.
    pub fn set(&mut self, stats: Stats) {
        self.stats = stats;
        let started: Vec<Option<chrono::DateTime<chrono::FixedOffset>>> = self
            .stats
            .evenings
            .iter()
            .map(|e| e.started.as_deref().and_then(|s| chrono::DateTime::parse_from_rfc3339(s).ok()))
            .collect();
        self.evenings = (0..self.stats.evenings.len()).collect();
        // Stable: evenings without a date keep their place relative to each other.
        if started.iter().any(Option::is_some) {
            self.evenings.sort_by_key(|&i| started[i].map_or(i64::MAX, |t| t.timestamp()));
        }
        self.dates = self
            .evenings
            .iter()
            .map(|&i| match started[i] {
                Some(t) => t.format("%d.%m.%y").to_string(),
                None => self.stats.evenings[i].title.clone().unwrap_or_else(|| format!("#{}", i + 1)),
            })
            .collect();
        self.games = self.stats.evenings.iter().map(|e| e.losers.len()).sum();
        self.categories =
            CATEGORIES.iter().map(|&c| (c.to_string(), self.stats.categories.get(c).copied().unwrap_or(0))).collect();
        self.sort_players();
        self.chart();
    }

    fn sort_players(&mut self) {
        let players = &self.stats.players;
        let mut order: Vec<usize> = (0..players.len()).collect();
        let (col, descending) = (self.sort, self.descending);
        order.sort_by(|&a, &b| {
            let (a, b) = (&players[a], &players[b]);
            let by = match col {
                Col::Name => name_key(&a.name).cmp(&name_key(&b.name)),
                _ => col.value(a).total_cmp(&col.value(b)),
            };
            let by = if descending { by.reverse() } else { by };
            by.then(b.games_lost.cmp(&a.games_lost)).then_with(|| a.name.cmp(&b.name))
        });
        self.order = order;
    }

    /// The cumulative losses of the players most often at the table.
    fn chart(&mut self) {
        let players = &self.stats.players;
        let mut by_played: Vec<usize> = (0..players.len()).collect();
        by_played.sort_by(|&a, &b| {
            players[b].games_played.cmp(&players[a].games_played).then_with(|| players[a].name.cmp(&players[b].name))
        });
        by_played.truncate(self.chart_players);
        let index: HashMap<&str, usize> =
            by_played.iter().enumerate().map(|(k, &i)| (players[i].name.as_str(), k)).collect();
        let mut lost = vec![0u32; by_played.len()];
        let mut lines: Vec<Vec<[f64; 2]>> = vec![Vec::new(); by_played.len()];
        for (x, &i) in self.evenings.iter().enumerate() {
            let evening = &self.stats.evenings[i];
            // A line begins at zero just before the player's first evening.
            for name in &evening.players {
                if let Some(&k) = index.get(name.as_str())
                    && lines[k].is_empty()
                {
                    lines[k].push([x as f64, 0.0]);
                }
            }
            for loser in &evening.losers {
                if let Some(&k) = index.get(loser.as_str()) {
                    lost[k] += 1;
                }
            }
            for (k, line) in lines.iter_mut().enumerate() {
                let point = [(x + 1) as f64, f64::from(lost[k])];
                match line.as_slice() {
                    [] => {}
                    // A flat stretch needs only its ends: thousands of evenings stay a few points.
                    [.., a, b] if a[1] == point[1] && b[1] == point[1] => *line.last_mut().expect("two") = point,
                    _ => line.push(point),
                }
            }
        }
        self.lines = by_played.iter().map(|&i| players[i].name.clone()).zip(lines).collect();
    }

    /// Draws into the given ui (the history's statistics tab).
    pub fn ui(&mut self, ui: &mut egui::Ui, lang: Lang) {
        if self.stats.evenings.is_empty() {
            ui.label(lang.tr("Keine Abende ausgewählt.", "No evenings selected."));
            return;
        }
        // The table takes what the charts below leave of the window, so that on a laptop both are
        // in sight; with few players it takes only what it needs.
        let table_height = (ui.available_height() - 420.0).max(180.0);
        egui::ScrollArea::vertical().id_salt("stats-page").auto_shrink([false, false]).show(ui, |ui| {
            let games = self.games;
            ui.label(match lang {
                Lang::De => format!(
                    "{} Abende · {games} Spiele · {} Spieler — Spaltenkopf anklicken zum Sortieren",
                    self.stats.evenings.len(),
                    self.stats.players.len()
                ),
                Lang::En => format!(
                    "{} evenings · {games} games · {} players — click a column header to sort",
                    self.stats.evenings.len(),
                    self.stats.players.len()
                ),
            });
            ui.add_space(4.0);
            ui.scope(|ui| self.table_ui(ui, lang, table_height));
            ui.add_space(12.0);
            let wide = ui.available_width() >= 900.0;
            if wide {
                ui.columns(2, |cols| {
                    self.losses_ui(&mut cols[0], lang);
                    self.categories_ui(&mut cols[1], lang);
                });
            } else {
                self.losses_ui(ui, lang);
                ui.add_space(12.0);
                self.categories_ui(ui, lang);
            }
            ui.add_space(8.0);
            self.evenings_ui(ui, lang);
        });
    }

    /// The players' figures; a click on a header sorts by that column. Only the rows in view
    /// are laid out; the table scrolls sideways when the window is narrow.
    fn table_ui(&mut self, ui: &mut egui::Ui, lang: Lang, max_height: f32) {
        // Narrow gaps: seventeen columns should fit a laptop's width.
        ui.spacing_mut().item_spacing.x = 4.0;
        ui.spacing_mut().button_padding.x = 4.0;
        let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
        let spacing = ui.spacing().item_spacing.x;
        // Each column as wide as its header: the figures are short. The sorted column's arrow
        // widens it a little.
        let heads: Vec<String> = Col::ALL
            .iter()
            .map(|&col| {
                let arrow = match (self.sort == col, self.descending) {
                    (false, _) => "",
                    (true, true) => " ▼",
                    (true, false) => " ▲",
                };
                format!("{}{arrow}", col.title(lang).0)
            })
            .collect();
        let font = egui::TextStyle::Button.resolve(ui.style());
        let padding = 2.0 * ui.spacing().button_padding.x + 2.0;
        let widths: Vec<f32> = Col::ALL
            .iter()
            .zip(&heads)
            .map(|(&col, head)| match col {
                Col::Name => 130.0,
                _ => {
                    let text = ui.painter().layout_no_wrap(head.clone(), font.clone(), egui::Color32::WHITE);
                    (text.size().x + padding).max(44.0)
                }
            })
            .collect();
        let width: f32 = widths.iter().map(|w| w + spacing).sum();
        let layout = |col: Col| match col {
            Col::Name => egui::Layout::left_to_right(egui::Align::Center),
            _ => egui::Layout::right_to_left(egui::Align::Center),
        };
        let mut clicked = None;
        egui::ScrollArea::horizontal().id_salt("stats-table").auto_shrink([false, true]).show(ui, |ui| {
            ui.horizontal(|ui| {
                for ((&col, &w), head) in Col::ALL.iter().zip(&widths).zip(&heads) {
                    aligned_cell(ui, w, row_height, layout(col), |ui| {
                        let button = egui::Button::new(RichText::new(head).strong()).frame(false);
                        if ui.add(button).on_hover_text(col.title(lang).1).clicked() {
                            clicked = Some(col);
                        }
                    });
                }
            });
            ui.separator();
            let players = &self.stats.players;
            let order = &self.order;
            let stripe = ui.visuals().faint_bg_color;
            egui::ScrollArea::vertical()
                .id_salt("stats-rows")
                .max_height(max_height)
                .auto_shrink([true, true])
                .show_rows(ui, row_height, order.len(), |ui, range| {
                    for k in range {
                        let p = &players[order[k]];
                        let (rect, _) = ui.allocate_exact_size(egui::vec2(width, row_height), egui::Sense::hover());
                        if !ui.is_rect_visible(rect) {
                            continue;
                        }
                        if k % 2 == 1 {
                            ui.painter().rect_filled(rect, 0.0, stripe);
                        }
                        let mut row = ui.new_child(
                            egui::UiBuilder::new()
                                .max_rect(rect)
                                .layout(egui::Layout::left_to_right(egui::Align::Center)),
                        );
                        for (&col, &w) in Col::ALL.iter().zip(&widths) {
                            aligned_cell(&mut row, w, row_height, layout(col), |ui| {
                                let text = RichText::new(col.text(p, lang));
                                let text = if col == Col::Name { text.strong() } else { text };
                                ui.add(egui::Label::new(text).truncate());
                            });
                        }
                    }
                });
        });
        if let Some(col) = clicked {
            if self.sort == col {
                self.descending = !self.descending;
            } else {
                self.sort = col;
                self.descending = col != Col::Name;
            }
            self.sort_players();
        }
    }

    /// Games lost, added up evening by evening, one line per player.
    fn losses_ui(&mut self, ui: &mut egui::Ui, lang: Lang) {
        ui.label(RichText::new(lang.tr("Verluste im Lauf der Zeit", "Losses over time")).size(18.0).strong());
        let total = self.stats.players.len();
        ui.horizontal(|ui| {
            let label = ui.label(lang.tr("Spieler im Diagramm:", "Players in the chart:"));
            let mut n = self.chart_players.min(total);
            let response = ui.add(egui::DragValue::new(&mut n).range(1..=total.max(1))).labelled_by(label.id);
            ui.label(match lang {
                Lang::De => format!("von {total} (die meisten Spiele zuerst)"),
                Lang::En => format!("of {total} (most games first)"),
            });
            if response.changed() && n != self.chart_players {
                self.chart_players = n;
                self.chart();
            }
        });
        let dates = &self.dates;
        let x_label = move |x: f64| -> Option<&String> {
            let i = x.round();
            if (x - i).abs() > 1e-6 || i < 1.0 {
                return None;
            }
            dates.get(i as usize - 1)
        };
        let lines = &self.lines;
        let lost_word = lang.tr("verloren", "lost");
        let before_first = lang.tr("vor dem ersten Abend", "before the first evening");
        Plot::new("stats-losses")
            .height(260.0)
            .legend(Legend::default().position(Corner::LeftTop))
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .allow_boxed_zoom(false)
            .allow_double_click_reset(false)
            .include_y(0.0)
            .x_axis_label(lang.tr("Abende", "Evenings"))
            .y_axis_label(lang.tr("Spiele verloren", "Games lost"))
            .x_axis_formatter(move |mark, _| x_label(mark.value).cloned().unwrap_or_default())
            .label_formatter(move |hover| match hover {
                egui_plot::HoverPosition::NearDataPoint { plot_name, position, index } => {
                    let when = match index {
                        0 => before_first.to_string(),
                        _ => x_label(position.x).cloned().unwrap_or_default(),
                    };
                    Some(format!("{plot_name}: {} {lost_word}\n{when}", position.y))
                }
                egui_plot::HoverPosition::Elsewhere { .. } => None,
            })
            .show(ui, |plot| {
                for (name, points) in lines {
                    plot.line(Line::new(name.as_str(), points.clone()).width(2.0));
                }
            });
    }

    /// How often each throw category was thrown.
    fn categories_ui(&self, ui: &mut egui::Ui, lang: Lang) {
        ui.label(RichText::new(lang.tr("Wurfkategorien", "Throw categories")).size(18.0).strong());
        let total: u32 = self.categories.iter().map(|(_, n)| n).sum();
        ui.label(match lang {
            Lang::De => format!("{total} Würfe"),
            Lang::En => format!("{total} throws"),
        });
        let bars: Vec<Bar> = self
            .categories
            .iter()
            .enumerate()
            .map(|(i, (name, n))| Bar::new(i as f64, f64::from(*n)).name(name).width(0.7))
            .collect();
        let names: Vec<String> = self.categories.iter().map(|(name, _)| name.clone()).collect();
        let chart = BarChart::new(lang.tr("Würfe", "Throws"), bars).element_formatter(Box::new(move |bar, _| {
            let share = if total == 0 { 0.0 } else { bar.value / f64::from(total) };
            format!("{}: {} ({})", bar.name, bar.value, percent(share, lang))
        }));
        Plot::new("stats-categories")
            .height(260.0)
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .allow_boxed_zoom(false)
            .allow_double_click_reset(false)
            .include_y(0.0)
            .show_grid([false, true])
            // A smaller font: egui_plot drops a name wider than the space of one bar ("Hausnummer").
            .custom_x_axes(vec![AxisHints::new_x().tick_label_font(egui::FontId::proportional(13.0)).formatter(
                move |mark, _| {
                    let i = mark.value.round();
                    if (mark.value - i).abs() > 1e-6 || i < 0.0 {
                        return String::new();
                    }
                    names.get(i as usize).cloned().unwrap_or_default()
                },
            )])
            .y_axis_label(lang.tr("Anzahl", "Count"))
            .show(ui, |plot| plot.bar_chart(chart));
    }

    /// The selected evenings in a few words each (collapsed at first).
    fn evenings_ui(&self, ui: &mut egui::Ui, lang: Lang) {
        egui::CollapsingHeader::new(lang.tr("Abende der Auswahl", "Evenings of the selection"))
            .id_salt("stats-evenings")
            .show(ui, |ui| {
                egui::Grid::new("stats-evenings-grid").striped(true).spacing([12.0, 4.0]).show(ui, |ui| {
                    for head in [
                        lang.tr("Datum", "Date"),
                        lang.tr("Titel", "Title"),
                        lang.tr("Spiele", "Games"),
                        lang.tr("Verlierer", "Losers"),
                    ] {
                        ui.label(RichText::new(head).strong());
                    }
                    ui.end_row();
                    for &i in self.evenings.iter().rev().take(EVENINGS_LISTED) {
                        let e = &self.stats.evenings[i];
                        ui.label(e.started.as_deref().map(super::start::short_date).unwrap_or_default());
                        ui.label(e.title.as_deref().unwrap_or("—"));
                        ui.label(e.losers.len().to_string());
                        let mut counts: Vec<(&str, u32)> = Vec::new();
                        for loser in &e.losers {
                            match counts.iter_mut().find(|(n, _)| *n == loser.as_str()) {
                                Some((_, c)) => *c += 1,
                                None => counts.push((loser, 1)),
                            }
                        }
                        let list: Vec<String> = counts
                            .iter()
                            .map(|(n, c)| if *c == 1 { n.to_string() } else { format!("{n} ×{c}") })
                            .collect();
                        ui.add(egui::Label::new(list.join(", ")).truncate());
                        ui.end_row();
                    }
                });
                let more = self.evenings.len().saturating_sub(EVENINGS_LISTED);
                if more > 0 {
                    ui.label(match lang {
                        Lang::De => format!("… und {more} ältere (siehe Liste der Abende)"),
                        Lang::En => format!("… and {more} older ones (see the list of evenings)"),
                    });
                }
            });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::log::Session;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable as _;

    /// Every sample evening, oldest first.
    fn samples() -> Vec<Session> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions");
        let mut sessions: Vec<Session> = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|f| f.ok().map(|f| f.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "ron"))
            .map(|p| crate::store::read(&p, Lang::De).unwrap())
            .collect();
        sessions.sort_by_key(|s| s.header().started.clone());
        sessions
    }

    fn harness(stats: Stats, lang: Lang) -> Harness<'static, StatsView> {
        let mut harness = Harness::builder()
            .with_size(egui::vec2(1366.0, 1400.0))
            .with_context_setup(crate::ui::review::tests::setup)
            .build_ui_state(
                move |ui, view: &mut StatsView| {
                    egui::CentralPanel::default().show(ui, |ui| view.ui(ui, lang));
                },
                StatsView::new(stats),
            );
        harness.run();
        harness
    }

    /// The players' names from top to bottom as the table shows them.
    fn shown_order(harness: &Harness<'_, StatsView>) -> Vec<String> {
        let view = harness.state();
        let charts = harness.query_by_label_contains("Verluste").or_else(|| harness.query_by_label_contains("Losses"));
        let end = charts.map_or(f32::INFINITY, |c| c.rect().top());
        let mut rows: Vec<(f32, String)> = view
            .stats
            .players
            .iter()
            .filter_map(|p| {
                // The table is above the charts (whose legend repeats some names).
                let top = harness
                    .query_all_by_label(&p.name)
                    .map(|n| n.rect().top())
                    .filter(|&y| y < end)
                    .reduce(f32::min)?;
                Some((top, p.name.clone()))
            })
            .collect();
        rows.sort_by(|a, b| a.0.total_cmp(&b.0));
        rows.into_iter().map(|(_, name)| name).collect()
    }

    #[test]
    fn shows_each_player_with_his_figures_sorted_by_loss_rate() {
        let sessions = samples();
        let stats = Stats::of(&sessions);
        let top = stats.players.iter().max_by(|a, b| a.loss_rate.total_cmp(&b.loss_rate)).unwrap().clone();
        let harness = harness(stats, Lang::De);
        assert!(harness.query_all_by_label(&top.name).next().is_some(), "{} not shown", top.name);
        assert!(harness.query_all_by_label(&percent(top.loss_rate, Lang::De)).next().is_some());
        assert!(harness.query_by_label_contains("Quote ▼").is_some());
        harness.get_by_label("Verluste im Lauf der Zeit");
        harness.get_by_label("Wurfkategorien");
        let order = shown_order(&harness);
        assert_eq!(order.first(), Some(&top.name), "the highest loss rate first: {order:?}");
    }

    #[test]
    fn a_click_on_a_header_sorts_by_that_column() {
        let sessions = samples();
        let mut harness = harness(Stats::of(&sessions), Lang::De);
        let before = shown_order(&harness);
        harness.get_by_label("Spieler").click();
        harness.run();
        let by_name = shown_order(&harness);
        assert_ne!(before, by_name);
        let mut sorted: Vec<String> = harness.state().stats.players.iter().map(|p| p.name.clone()).collect();
        sorted.sort_by_key(|n| name_key(n));
        // Only the rows in view are laid out: they are the first of the whole order.
        assert!(by_name.len() > 10);
        assert_eq!(by_name[..], sorted[..by_name.len()]);
        assert!(by_name.iter().position(|n| n == "Ömer") > by_name.iter().position(|n| n == "Matthias"));
        // Again: the other way round.
        harness.get_by_label("Spieler ▲").click();
        harness.run();
        let descending = shown_order(&harness);
        sorted.reverse();
        assert_eq!(descending[..], sorted[..descending.len()]);
    }

    #[test]
    fn the_chart_follows_the_players_most_often_at_the_table() {
        let sessions = samples();
        let mut view = StatsView::new(Stats::of(&sessions));
        assert_eq!(view.lines.len(), CHART_PLAYERS);
        let most = view.stats.players.iter().map(|p| p.games_played).max().unwrap();
        let first = &view.stats.players.iter().find(|p| p.name == view.lines[0].0).unwrap();
        assert_eq!(first.games_played, most);
        // Each line ends at the player's games lost.
        for (name, line) in &view.lines {
            let p = view.stats.players.iter().find(|p| &p.name == name).unwrap();
            assert_eq!(line.last().unwrap()[1], f64::from(p.games_lost), "{name}");
        }
        view.chart_players = 100;
        view.chart();
        assert_eq!(view.lines.len(), view.stats.players.len());
    }

    #[test]
    fn a_long_history_draws_few_points_and_fast() {
        let sessions = samples();
        let dohren = sessions.iter().find(|s| s.header().rules.preset.id() == "dohren").unwrap();
        let stats = Stats::of(std::iter::repeat_n(dohren, 1000));
        let view = StatsView::new(stats);
        // Hinnerk loses in every one of the thousand evenings; Sönke never does.
        let line = |name: &str| &view.lines.iter().find(|(n, _)| n == name).unwrap().1;
        assert!(line("Hinnerk").len() <= 2 * 1000 + 1);
        assert_eq!(line("Sönke"), &vec![[0.0, 0.0], [1000.0, 0.0]]);
        let mut harness = Harness::builder()
            .with_size(egui::vec2(1366.0, 768.0))
            .with_context_setup(crate::ui::review::tests::setup)
            .build_ui_state(
                |ui, view: &mut StatsView| {
                    egui::CentralPanel::default().show(ui, |ui| view.ui(ui, Lang::De));
                },
                view,
            );
        harness.run();
        let started = std::time::Instant::now();
        for _ in 0..10 {
            harness.step();
        }
        let frame = started.elapsed() / 10;
        assert!(frame < std::time::Duration::from_millis(50), "a frame took {frame:?}");
    }

    #[test]
    fn speaks_english_and_copes_with_no_evenings() {
        let sessions = samples();
        let harness = harness(Stats::of(&sessions), Lang::En);
        harness.get_by_label("Losses over time");
        assert!(harness.query_by_label_contains("Rate ▼").is_some());
        let empty = self::harness(Stats::default(), Lang::De);
        empty.get_by_label("Keine Abende ausgewählt.");
    }
}
