//! Statistics of a selection of evenings: tables and charts (egui_plot).
//!
//! Everything that costs more than drawing (sorting, the cumulative lines) is computed when the
//! statistics or a choice change, never per frame.

use super::cells::aligned_cell;
use super::commands::Cmd;
use chrono::{DateTime, FixedOffset};
use eframe::egui::{self, RichText};
use egui_plot::{AxisHints, Bar, BarChart, Corner, Legend, Line, Plot};
use schocken_core::names;
use schocken_core::numbers::percent;
use schocken_core::stats::{PlayerColumn, Stats, ThrowKind, short_date};
use schocken_core::tr;
use std::collections::HashMap;

/// How many evenings the short list shows, newest first.
const EVENINGS_LISTED: usize = 100;

/// How many players the chart of losses shows at first.
const CHART_PLAYERS: usize = 6;

pub struct StatsView {
    stats: Stats,
    sort: PlayerColumn,
    descending: bool,
    /// Indices into `stats.players`, in the table's order.
    order: Vec<usize>,
    /// Indices into `stats.evenings`, oldest first.
    evenings: Vec<usize>,
    /// How many players the chart of losses shows (the most games played first).
    chart_players: usize,
    /// Per charted player: the name and the games lost so far after each evening.
    lines: Vec<(String, Vec<[f64; 2]>)>,
    /// The x-axis labels of the chart: each evening's start, or its title if it has no date
    /// (worded when drawn, so they follow the language).
    dates: Vec<Result<DateTime<FixedOffset>, String>>,
    /// The kinds of throw in rank order, with their counts.
    categories: Vec<(ThrowKind, u32)>,
    /// Finished games of all evenings.
    games: usize,
}

impl StatsView {
    pub fn new(stats: Stats) -> StatsView {
        let mut view = StatsView {
            stats: Stats::default(),
            sort: PlayerColumn::LossRate,
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
        let started: Vec<Option<DateTime<FixedOffset>>> = self
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
            .map(|&i| {
                started[i].ok_or_else(|| self.stats.evenings[i].title.clone().unwrap_or_else(|| format!("#{}", i + 1)))
            })
            .collect();
        self.games = self.stats.evenings.iter().map(|e| e.losers.len()).sum();
        self.categories = self.stats.category_rows();
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
                PlayerColumn::Name => names::order(&a.name, &b.name),
                _ => col.sort_value(a).total_cmp(&col.sort_value(b)),
            };
            let by = if descending { by.reverse() } else { by };
            by.then(b.games_lost.cmp(&a.games_lost)).then_with(|| names::order(&a.name, &b.name))
        });
        self.order = order;
    }

    /// The cumulative losses of the players most often at the table.
    fn chart(&mut self) {
        let players = &self.stats.players;
        let mut by_played: Vec<usize> = (0..players.len()).collect();
        by_played.sort_by(|&a, &b| {
            players[b]
                .games_played
                .cmp(&players[a].games_played)
                .then_with(|| names::order(&players[a].name, &players[b].name))
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
                    // A loss is a step at its evening, not a slope from the evening before.
                    [.., last] if last[1] != point[1] => {
                        let flat = [point[0], last[1]];
                        line.extend([flat, point]);
                    }
                    _ => line.push(point),
                }
            }
        }
        self.lines = by_played.iter().map(|&i| players[i].name.clone()).zip(lines).collect();
    }

    /// Draws into the given ui (the history's statistics tab).
    pub fn ui(&mut self, ui: &mut egui::Ui) {
        if self.stats.evenings.is_empty() {
            ui.label(tr!("statistics-nothing"));
            return;
        }
        // The table takes what the charts below leave of the window, so that on a laptop both are
        // in sight; with few players it takes only what it needs.
        let table_height = (ui.available_height() - 420.0).max(180.0);
        egui::ScrollArea::vertical().id_salt("stats-page").auto_shrink([false, false]).show(ui, |ui| {
            ui.label(tr!(
                "statistics-summary",
                evenings = self.stats.evenings.len(),
                games = self.games,
                players = self.stats.players.len()
            ));
            let ctx = ui.ctx();
            let column = super::commands::pair(ctx, Cmd::StatsSortPrevious, Cmd::StatsSortNext);
            let order = super::commands::pair(ctx, Cmd::StatsAscending, Cmd::StatsDescending);
            ui.label(egui::RichText::new(tr!("statistics-sort-keys", column = column, order = order)).weak());
            ui.add_space(4.0);
            self.sort_keys(ui);
            ui.scope(|ui| self.table_ui(ui, table_height));
            ui.add_space(12.0);
            let wide = ui.available_width() >= 900.0;
            if wide {
                ui.columns(2, |cols| {
                    self.losses_ui(&mut cols[0]);
                    self.categories_ui(&mut cols[1]);
                });
            } else {
                self.losses_ui(ui);
                ui.add_space(12.0);
                self.categories_ui(ui);
            }
            ui.add_space(8.0);
            self.evenings_ui(ui);
        });
    }

    /// Sorting by keys, as a click on a header sorts: Alt+←/→ sorts by the column before or
    /// after, Alt+↑/↓ turns the order (the search field keeps the plain arrows).
    fn sort_keys(&mut self, ui: &egui::Ui) {
        let [left, right, up, down] =
            [Cmd::StatsSortPrevious, Cmd::StatsSortNext, Cmd::StatsAscending, Cmd::StatsDescending]
                .map(|cmd| cmd.pressed(ui.ctx()));
        let all = PlayerColumn::ALL;
        let at = all.iter().position(|&c| c == self.sort).unwrap_or(0);
        let col = match (left, right) {
            (true, _) => Some(all[(at + all.len() - 1) % all.len()]),
            (_, true) => Some(all[(at + 1) % all.len()]),
            _ => None,
        };
        if let Some(col) = col {
            self.sort = col;
            self.descending = !col.is_text();
        }
        if up || down {
            self.descending = down;
        }
        if col.is_some() || up || down {
            self.sort_players();
        }
    }

    /// The players' figures; a click on a header sorts by that column. Only the rows in view
    /// are laid out; the table scrolls sideways when the window is narrow.
    fn table_ui(&mut self, ui: &mut egui::Ui, max_height: f32) {
        // Narrow gaps: seventeen columns should fit a laptop's width.
        ui.spacing_mut().item_spacing.x = 4.0;
        ui.spacing_mut().button_padding.x = 4.0;
        let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
        let spacing = ui.spacing().item_spacing.x;
        // Each column as wide as its header: the figures are short. The sorted column's arrow
        // widens it a little.
        let heads: Vec<String> = PlayerColumn::ALL
            .iter()
            .map(|&col| {
                let arrow = match (self.sort == col, self.descending) {
                    (false, _) => "",
                    (true, true) => " ▼",
                    (true, false) => " ▲",
                };
                format!("{}{arrow}", col.heading())
            })
            .collect();
        let font = egui::TextStyle::Button.resolve(ui.style());
        let padding = 2.0 * ui.spacing().button_padding.x + 2.0;
        let widths: Vec<f32> = PlayerColumn::ALL
            .iter()
            .zip(&heads)
            .map(|(&col, head)| match col {
                PlayerColumn::Name => 130.0,
                _ => {
                    let text = ui.painter().layout_no_wrap(head.clone(), font.clone(), egui::Color32::WHITE);
                    (text.size().x + padding).max(44.0)
                }
            })
            .collect();
        let width: f32 = widths.iter().map(|w| w + spacing).sum();
        let layout = |col: PlayerColumn| match col.is_text() {
            true => egui::Layout::left_to_right(egui::Align::Center),
            false => egui::Layout::right_to_left(egui::Align::Center),
        };
        let mut clicked = None;
        egui::ScrollArea::horizontal().id_salt("stats-table").auto_shrink([false, true]).show(ui, |ui| {
            ui.horizontal(|ui| {
                for ((&col, &w), head) in PlayerColumn::ALL.iter().zip(&widths).zip(&heads) {
                    aligned_cell(ui, w, row_height, layout(col), |ui| {
                        let button = egui::Button::new(RichText::new(head).strong()).frame(false);
                        if ui.add(button).on_hover_text(col.help()).clicked() {
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
                        for (&col, &w) in PlayerColumn::ALL.iter().zip(&widths) {
                            aligned_cell(&mut row, w, row_height, layout(col), |ui| {
                                let text = RichText::new(col.text(p));
                                let text = if col.is_text() { text.strong() } else { text };
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
                self.descending = !col.is_text();
            }
            self.sort_players();
        }
    }

    /// Games lost, added up evening by evening, one line per player.
    fn losses_ui(&mut self, ui: &mut egui::Ui) {
        ui.label(RichText::new(tr!("statistics-losses")).size(18.0).strong());
        let total = self.stats.players.len();
        ui.horizontal(|ui| {
            let label = ui.label(tr!("statistics-chart-players"));
            let mut n = self.chart_players.min(total);
            let response = ui.add(egui::DragValue::new(&mut n).range(1..=total.max(1))).labelled_by(label.id);
            ui.label(tr!("statistics-chart-of", total = total));
            if response.changed() && n != self.chart_players {
                self.chart_players = n;
                self.chart();
            }
        });
        let dates = &self.dates;
        let format = tr!("stats-date-short");
        let x_label = move |x: f64| -> Option<String> {
            let i = x.round();
            if (x - i).abs() > 1e-6 || i < 1.0 {
                return None;
            }
            Some(match dates.get(i as usize - 1)? {
                Ok(t) => t.format(&format).to_string(),
                Err(title) => title.clone(),
            })
        };
        let x_label = &x_label;
        let lines = &self.lines;
        let before_first = tr!("statistics-before-first");
        still_plot("stats-losses")
            .legend(Legend::default().position(Corner::LeftTop))
            .x_axis_label(tr!("statistics-axis-evenings"))
            .y_axis_label(tr!("statistics-axis-lost"))
            .x_axis_formatter(move |mark, _| x_label(mark.value).unwrap_or_default())
            .label_formatter(move |hover| match hover {
                egui_plot::HoverPosition::NearDataPoint { plot_name, position, index } => {
                    let when = match index {
                        0 => before_first.clone(),
                        _ => x_label(position.x).unwrap_or_default(),
                    };
                    let lost = tr!("statistics-lost", name = *plot_name, count = position.y.round() as u32);
                    Some(format!("{lost}\n{when}"))
                }
                egui_plot::HoverPosition::Elsewhere { .. } => None,
            })
            .show(ui, |plot| {
                for (name, points) in lines {
                    plot.line(Line::new(name.as_str(), points.clone()).width(2.0));
                    // Few evenings make short lines: each evening's point is marked, so a single
                    // evening's losses are seen, not a stroke from the axis.
                    plot.points(egui_plot::Points::new(name.as_str(), points.clone()).radius(4.0));
                }
            });
    }

    /// How often each throw category was thrown.
    fn categories_ui(&self, ui: &mut egui::Ui) {
        ui.label(RichText::new(tr!("statistics-categories")).size(18.0).strong());
        let total: u32 = self.categories.iter().map(|(_, n)| n).sum();
        ui.label(tr!("statistics-throws", count = total));
        let names: Vec<String> = self.categories.iter().map(|(kind, _)| kind.label()).collect();
        // Solid bars that stand out from the plot's background in the light and the dark look.
        let bar = if ui.visuals().dark_mode {
            egui::Color32::from_rgb(0x7c, 0xb7, 0xf0)
        } else {
            egui::Color32::from_rgb(0x1c, 0x4f, 0x8c)
        };
        let bars: Vec<Bar> = self
            .categories
            .iter()
            .zip(&names)
            .enumerate()
            .map(|(i, ((_, n), name))| Bar::new(i as f64, f64::from(*n)).name(name).width(0.7).fill(bar))
            .collect();
        let chart = BarChart::new(tr!("statistics-throws-chart"), bars).color(bar).element_formatter(Box::new(
            move |bar, _| {
                let share = if total == 0 { 0.0 } else { bar.value / f64::from(total) };
                format!("{}: {} ({})", bar.name, bar.value, percent(share))
            },
        ));
        still_plot("stats-categories")
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
            .y_axis_label(tr!("statistics-axis-count"))
            .show(ui, |plot| plot.bar_chart(chart));
    }

    /// The selected evenings in a few words each (collapsed at first).
    fn evenings_ui(&self, ui: &mut egui::Ui) {
        egui::CollapsingHeader::new(tr!("statistics-evenings")).id_salt("stats-evenings").show(ui, |ui| {
            egui::Grid::new("stats-evenings-grid").striped(true).spacing([12.0, 4.0]).show(ui, |ui| {
                for head in [
                    tr!("statistics-column-date"),
                    tr!("statistics-column-title"),
                    tr!("statistics-column-games"),
                    tr!("statistics-column-losers"),
                ] {
                    ui.label(RichText::new(head).strong());
                }
                ui.end_row();
                for &i in self.evenings.iter().rev().take(EVENINGS_LISTED) {
                    let e = &self.stats.evenings[i];
                    ui.label(e.started.as_deref().map(short_date).unwrap_or_default());
                    ui.label(e.title.as_deref().unwrap_or("—"));
                    ui.label(e.losers.len().to_string());
                    ui.add(egui::Label::new(e.losers_counted()).truncate());
                    ui.end_row();
                }
            });
            let more = self.evenings.len().saturating_sub(EVENINGS_LISTED);
            if more > 0 {
                ui.label(tr!("statistics-more", count = more));
            }
        });
    }
}

/// A chart that holds still: a club member scrolling the page must not drag or zoom it by accident; its y axis
/// starts at 0 so bars and counts are read true.
pub(crate) fn still_plot(id: &'static str) -> Plot<'static> {
    Plot::new(id)
        .height(260.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .include_y(0.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable as _;
    use schocken_core::i18n::Lang;
    use schocken_core::session::log::Session;

    /// Every sample evening, oldest first.
    fn samples() -> Vec<Session> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions");
        let mut sessions: Vec<Session> = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|f| f.ok().map(|f| f.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "ron"))
            .map(|p| crate::io::store::read(&p).unwrap())
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
                    schocken_core::i18n::set(lang);
                    egui::CentralPanel::default().show(ui, |ui| view.ui(ui));
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
        assert!(
            harness
                .query_all_by_label(&schocken_core::i18n::scoped(Lang::De, || percent(top.loss_rate)))
                .next()
                .is_some()
        );
        assert!(harness.query_by_label_contains("Quote ▼").is_some());
        harness.get_by_label("Verluste im Lauf der Zeit");
        harness.get_by_label("Wurfkategorien");
        let order = shown_order(&harness);
        assert_eq!(order.first(), Some(&top.name), "the highest loss rate first: {order:?}");
    }

    /// Alt+←/→ sorts by the column before or after, Alt+↑/↓ turns the order, as clicks do.
    #[test]
    fn alt_arrows_sort_as_clicks_do() {
        let sessions = samples();
        let mut harness = harness(Stats::of(&sessions), Lang::De);
        let alt = egui::Modifiers::ALT;
        let at = |h: &Harness<'_, StatsView>| (h.state().sort, h.state().descending);
        let first = PlayerColumn::ALL[0];
        while harness.state().sort != first {
            harness.key_press_modifiers(alt, egui::Key::ArrowLeft);
            harness.run();
        }
        assert_eq!(at(&harness), (first, !first.is_text()));
        harness.key_press_modifiers(alt, egui::Key::ArrowRight);
        harness.run();
        assert_eq!(harness.state().sort, PlayerColumn::ALL[1]);
        harness.key_press_modifiers(alt, egui::Key::ArrowUp);
        harness.run();
        assert!(!harness.state().descending);
        harness.key_press_modifiers(alt, egui::Key::ArrowDown);
        harness.run();
        assert!(harness.state().descending);
        // Left of the first column is the last.
        for _ in 0..2 {
            harness.key_press_modifiers(alt, egui::Key::ArrowLeft);
            harness.run();
        }
        assert_eq!(harness.state().sort, *PlayerColumn::ALL.last().unwrap());
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
        schocken_core::names::sort_by_name(&mut sorted, String::as_str);
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
    fn a_long_history_draws_few_points() {
        // Its frame time is measured in `benches/history.rs`.
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
                    schocken_core::i18n::set(Lang::De);
                    egui::CentralPanel::default().show(ui, |ui| view.ui(ui));
                },
                view,
            );
        harness.run();
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
