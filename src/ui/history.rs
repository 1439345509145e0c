//! The history view: every evening of the folder, searchable, with statistics and exports.
//!
//! The evenings are the folder's live model's (`live::sessions`: read on worker threads by its
//! owner, streamed while a big folder is first read, read again where a file changes); this view
//! takes each new snapshot's evenings into its own index, so it stays responsive while thousands
//! of files load. Filtering, sorting and the statistics work on the digests only, never on the
//! files.

use super::action::{Action, Toast};
use super::cells::cell;
use super::commands::Cmd;
use super::statistics::StatsView;
use crate::io::club_folder::Notice;
use crate::io::history::{self, Filter, Item};
use crate::live::sessions::{Model, Snapshot};
use eframe::egui::{self, RichText};
use schocken_core::export::{self, Table};
use schocken_core::numbers;
use schocken_core::report::words;
use schocken_core::rules::preset::Preset;
use schocken_core::stats::{Stats, short_date};
use schocken_core::tr;
use std::sync::Arc;
use std::time::Duration;

/// The id of the search field.
const SEARCH: &str = "history-search"; // i18n-ok: an id

/// How often the list is re-sorted while files are still arriving.
const REFRESH: Duration = Duration::from_millis(250);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tab {
    Evenings,
    Statistics,
}

pub struct HistoryView {
    /// The folder's live model, and the snapshot whose evenings are in `items`.
    model: Arc<Model>,
    taken: Option<Arc<Snapshot>>,
    /// The snapshot's evenings, shared with it; an evening whose names the registry maps is a
    /// copy of its own with the registry's names.
    items: Vec<Arc<Item>>,
    /// Sort key of each item (its date as a timestamp), computed once on arrival.
    keys: Vec<i64>,
    /// Indices into `items` that pass the filter, newest first.
    shown: Vec<usize>,
    /// Every player name seen, alphabetically (`names::order`), for the player filter.
    players: Vec<String>,
    /// How many of `items` cannot be read.
    damaged: usize,
    filter: Filter,
    from: String,
    to: String,
    tab: Tab,
    /// The statistics of `shown` (created when the statistics tab is first looked at).
    stats: Option<StatsView>,
    /// `stats` no longer matches `shown`: recomputed when next looked at.
    stale: bool,
    /// The row of `shown` the arrows have chosen; Enter opens it.
    selected: usize,
    /// Scroll the chosen row into view (it moved by a key).
    reveal: bool,
    /// When the list was last sorted, in egui's input time (seconds; the view reads no clock).
    refreshed: f64,
    dir: std::path::PathBuf,
    /// The club's player registry: every evening's names as it knows the person (renamed, or
    /// spellings merged), so the lists and the statistics count him once. A broken registry is
    /// said (the snapshot's), and names are then shown as written.
    registry: Arc<schocken_core::players::Registry>,
    /// The evenings that seat one person twice (two spellings the registry merged), by index into
    /// `items`: listed, said, and passed over by the statistics as by `schocken stats` (CLUB.md 4).
    twice: Vec<(usize, Notice)>,
}

impl HistoryView {
    /// The history of the folder of `model` (the app's, which wakes the window with each
    /// snapshot): what is read so far at once, the rest as it arrives.
    pub fn new(model: Arc<Model>) -> HistoryView {
        HistoryView {
            dir: model.dir().to_path_buf(),
            model,
            taken: None,
            items: Vec::new(),
            keys: Vec::new(),
            shown: Vec::new(),
            players: Vec::new(),
            damaged: 0,
            filter: Filter::default(),
            from: String::new(),
            to: String::new(),
            tab: Tab::Evenings,
            stats: None,
            stale: true,
            selected: 0,
            reveal: false,
            refreshed: f64::NEG_INFINITY,
            registry: Arc::default(),
            twice: Vec::new(),
        }
    }

    #[cfg(any(test, feature = "test-hooks"))]
    /// Whether every file has been read and is in the list (for tests and benchmarks).
    pub fn loaded(&self) -> bool {
        self.taken.as_ref().is_some_and(|s| s.complete() && s.evenings.len() == self.items.len())
    }

    /// Takes the latest snapshot's evenings: the new ones where only evenings arrived, all anew
    /// where one changed or left or the registry changed (its names are the list's); re-sorts
    /// at most every `REFRESH` while the folder is still being read.
    fn poll(&mut self, now: f64) {
        let latest = self.model.latest();
        if self.taken.as_ref().is_some_and(|t| Arc::ptr_eq(t, &latest)) {
            return;
        }
        let registry = latest.registry.clone().unwrap_or_default();
        let anew = self.taken.as_ref().is_none_or(|t| t.generation != latest.generation) || registry != self.registry;
        if anew {
            (self.items, self.keys, self.players, self.twice, self.damaged) =
                (Vec::new(), Vec::new(), Vec::new(), Vec::new(), 0);
            self.registry = registry;
        }
        let before = self.items.len();
        self.items.extend(latest.evenings.iter().skip(before).cloned());
        self.index_from(before);
        let reading = latest.reading.is_some();
        self.taken = Some(latest);
        if anew || !reading || now - self.refreshed >= REFRESH.as_secs_f64() {
            self.refilter();
            self.refreshed = now;
        }
    }

    /// Digests the items from `before` on as the list needs them: the registry's names, the sort
    /// key, the damaged count, the players' filter, the evenings seating one person twice.
    fn index_from(&mut self, before: usize) {
        for (i, item) in self.items.iter_mut().enumerate().skip(before) {
            if let Ok(d) = &item.digest
                && let Some((names, person)) = self.registry.one_person_twice(&d.evening.players)
            {
                let (file, names, person) = (file_name(item), names.map(String::from), person.to_string());
                self.twice.push((i, Notice::SamePerson { file, names, person }));
            }
            if let Ok(d) = &item.digest
                && d.evening.players.iter().any(|n| self.registry.canonical(n) != n)
            {
                let renamed = d.renamed(|n| self.registry.canonical(n).to_string());
                Arc::make_mut(item).digest = Ok(renamed);
            }
            self.keys.push(item.sort_key());
            self.damaged += usize::from(item.digest.is_err());
            if let Ok(d) = &item.digest {
                for name in &d.evening.players {
                    if let Err(at) = self.players.binary_search_by(|n| schocken_core::names::order(n, name)) {
                        self.players.insert(at, name.clone());
                    }
                }
            }
        }
    }

    /// Applies the filter and sorts newest first; the statistics follow when next looked at.
    fn refilter(&mut self) {
        self.shown = (0..self.items.len()).filter(|&i| self.filter.matches(&self.items[i])).collect();
        let (keys, items) = (&self.keys, &self.items);
        self.shown.sort_by(|&a, &b| keys[b].cmp(&keys[a]).then_with(|| items[b].path.cmp(&items[a].path)));
        self.stale = true;
        self.selected = self.selected.min(self.shown.len().saturating_sub(1));
    }

    /// The statistics of the evenings shown (oldest first, so streaks run forward in time).
    fn selection_stats(&self) -> Stats {
        let counted = |i: &&usize| !self.twice.iter().any(|(t, _)| t == *i);
        Stats::of_digests(self.shown.iter().rev().filter(counted).filter_map(|&i| self.items[i].digest.as_ref().ok()))
    }

    pub fn ui(&mut self, ui: &mut egui::Ui) -> Option<Action> {
        self.poll(ui.input(|i| i.time));
        let mut action = self.keys(ui);
        egui::Panel::top("history-head").show(ui, |ui| {
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if ui.button(tr!("history-back", key = Cmd::HistoryBack.shortcut_text(ui.ctx()))).clicked() {
                    action = Some(Action::Back);
                }
                ui.heading(RichText::new(tr!("history-title")).strong());
                ui.separator();
                ui.selectable_value(&mut self.tab, Tab::Evenings, tr!("history-tab-evenings"));
                ui.selectable_value(&mut self.tab, Tab::Statistics, tr!("history-tab-statistics"));
                ui.separator();
                if let Some(toast) = self.export_menu(ui) {
                    action = Some(toast);
                }
                // The club's books (Ctrl+Shift+V), reached from the history as from the start page.
                let club = super::commands::Cmd::Club;
                if ui.button(club.label()).on_hover_text(club.help()).clicked() {
                    action = Some(Action::Command(club));
                }
            });
            if self.filter_ui(ui) {
                self.refilter();
            }
            self.status_ui(ui);
            let ctx = ui.ctx();
            let back = Cmd::HistoryBack.shortcut_text(ctx);
            let keys = match self.tab {
                Tab::Evenings => tr!(
                    "history-keys",
                    choose = super::commands::pair(ctx, Cmd::HistoryPrevious, Cmd::HistoryNext),
                    open = Cmd::HistoryOpen.shortcut_text(ctx),
                    back = back
                ),
                Tab::Statistics => tr!("history-keys-statistics", back = back),
            };
            ui.label(RichText::new(keys).weak());
            ui.add_space(4.0);
        });
        egui::CentralPanel::default().show(ui, |ui| match self.tab {
            Tab::Evenings => {
                if let Some(a) = self.list_ui(ui) {
                    action = Some(a);
                }
            }
            Tab::Statistics => {
                if self.stale {
                    let stats = self.selection_stats();
                    match &mut self.stats {
                        Some(view) => view.set(stats),
                        None => self.stats = Some(StatsView::new(stats)),
                    }
                    self.stale = false;
                }
                if let Some(view) = &mut self.stats {
                    view.ui(ui);
                }
            }
        });
        action
    }

    /// The keys of the history: ↑/↓ (Page ↑/↓; Home and End outside a text field) choose an
    /// evening of the list and Enter opens it, from the search field too, which has the keyboard
    /// unless another has it; Esc goes from the statistics back to the list, and from the list
    /// back to where the referee was. Read before the widgets: the arrows neither move the text
    /// cursor nor the focus.
    fn keys(&mut self, ui: &egui::Ui) -> Option<Action> {
        if egui::Popup::is_any_open(ui.ctx()) {
            return None;
        }
        let ctx = ui.ctx();
        if Cmd::HistoryBack.pressed(ctx) {
            return match self.tab {
                Tab::Statistics => {
                    self.tab = Tab::Evenings;
                    None
                }
                Tab::Evenings => Some(Action::Back),
            };
        }
        if self.tab != Tab::Evenings || self.shown.is_empty() {
            return None;
        }
        let last = self.shown.len() - 1;
        let typing = ui.memory(|m| m.focused()).is_some_and(|id| self.text_fields().contains(&id));
        // Home and End stay with the text being typed.
        let moves = [
            Cmd::HistoryNext,
            Cmd::HistoryPrevious,
            Cmd::HistoryPageDown,
            Cmd::HistoryPageUp,
            Cmd::HistoryFirst,
            Cmd::HistoryLast,
        ];
        let moved = moves
            .into_iter()
            .filter(|cmd| !(typing && matches!(cmd, Cmd::HistoryFirst | Cmd::HistoryLast)))
            .find(|cmd| cmd.pressed(ctx));
        if let Some(cmd) = moved {
            let (at, page) = (self.selected.min(last), 10);
            self.selected = match cmd {
                Cmd::HistoryNext => (at + 1).min(last),
                Cmd::HistoryPrevious => at.saturating_sub(1),
                Cmd::HistoryPageDown => (at + page).min(last),
                Cmd::HistoryPageUp => at.saturating_sub(page),
                Cmd::HistoryFirst => 0,
                _ => last,
            };
            self.reveal = true;
            ui.memory_mut(|m| m.move_focus(egui::FocusDirection::None));
        }
        let free = ui.memory(|m| m.focused()).is_none() || typing;
        if free && Cmd::HistoryOpen.pressed(ctx) {
            let item = &self.items[self.shown[self.selected.min(last)]];
            return item.digest.is_ok().then(|| Action::Review(item.path.clone()));
        }
        None
    }

    /// The ids of the text fields, where Enter and the arrows still serve the list.
    fn text_fields(&self) -> [egui::Id; 3] {
        [SEARCH, "history-from", "history-to"].map(egui::Id::unique)
    }

    /// The filter row; true when the filter changed.
    fn filter_ui(&mut self, ui: &mut egui::Ui) -> bool {
        let before = self.filter.clone();
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!("history-search"));
            let search = ui.add(
                egui::TextEdit::singleline(&mut self.filter.text)
                    .id(egui::Id::unique(SEARCH))
                    .hint_text(tr!("history-search-hint"))
                    .desired_width(180.0),
            );
            // The keyboard is in the search field whenever nothing else has it (on opening, on
            // coming back from an evening), so typing searches and the arrows choose at once.
            if ui.memory(|m| m.focused().is_none()) {
                search.request_focus();
            }
            ui.label(tr!("history-player"));
            let all = tr!("history-all");
            egui::ComboBox::from_id_salt("history-player")
                .selected_text(self.filter.player.clone().unwrap_or_else(|| all.clone()))
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.filter.player, None, all.clone());
                    for name in &self.players {
                        ui.selectable_value(&mut self.filter.player, Some(name.clone()), name);
                    }
                });
            ui.label(tr!("history-rules"));
            egui::ComboBox::from_id_salt("history-preset")
                .selected_text(self.filter.preset.map_or(all.clone(), words::preset_name))
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.filter.preset, None, all.clone());
                    for &preset in Preset::ALL {
                        ui.selectable_value(&mut self.filter.preset, Some(preset), words::preset_name(preset));
                    }
                });
            self.filter.from = date_field(ui, &tr!("history-from"), &mut self.from, "history-from");
            self.filter.to = date_field(ui, &tr!("history-to"), &mut self.to, "history-to");
            if ui.add_enabled(!self.filter.is_empty(), egui::Button::new(tr!("history-show-all"))).clicked() {
                self.filter = Filter::default();
                self.from.clear();
                self.to.clear();
            }
        });
        self.filter != before
    }

    fn status_ui(&self, ui: &mut egui::Ui) {
        let Some(snapshot) = &self.taken else { return };
        if let Some(e) = &snapshot.folder_error {
            let text = tr!("history-folder-error", folder = self.dir.display().to_string(), error = e.to_string());
            ui.colored_label(ui.visuals().error_fg_color, text);
            return;
        }
        if let Err(problem) = &snapshot.registry {
            ui.colored_label(ui.visuals().error_fg_color, problem.message());
        }
        for (_, notice) in &self.twice {
            ui.colored_label(ui.visuals().error_fg_color, notice.message());
        }
        let total = self.items.len();
        let damaged = self.damaged;
        ui.horizontal(|ui| {
            let shown = numbers::grouped(self.shown.len());
            ui.label(tr!("history-shown", shown = shown, total = total, total_text = numbers::grouped(total)));
            if damaged > 0 {
                ui.colored_label(ui.visuals().error_fg_color, tr!("history-damaged", count = damaged));
            }
            ui.weak(format!("· {}", self.dir.display()));
            if let Some((read, all)) = snapshot.reading {
                let fraction = if all == 0 { 1.0 } else { read as f32 / all as f32 };
                let text =
                    tr!("history-loading-progress", read = numbers::grouped(read), total = numbers::grouped(all));
                ui.add(egui::ProgressBar::new(fraction).desired_width(260.0).text(text));
            }
        });
    }

    /// The evenings, one row each; only the rows on screen are laid out.
    fn list_ui(&mut self, ui: &mut egui::Ui) -> Option<Action> {
        let mut action = None;
        if self.shown.is_empty() {
            ui.add_space(20.0);
            let reading = self.taken.as_ref().is_none_or(|s| s.reading.is_some());
            ui.label(if self.items.is_empty() && !reading {
                tr!("history-empty-folder")
            } else if reading {
                tr!("history-loading")
            } else {
                tr!("history-no-match")
            });
            return None;
        }
        // The title, rules and players give way when the window is narrow (zoomed in), so that
        // the losers keep their column on screen.
        let flexible = (ui.available_width() - 130.0 - 60.0 - LOSERS - 6.0 * ui.spacing().item_spacing.x) / 740.0;
        let scale = flexible.clamp(0.5, 1.0);
        let widths = [130.0, 300.0 * scale, 200.0 * scale, 240.0 * scale, 60.0];
        let head = [
            tr!("history-column-date"),
            tr!("history-column-title"),
            tr!("history-column-rules"),
            tr!("history-column-players"),
            tr!("history-column-games"),
        ];
        let row_height = ui.spacing().interact_size.y + 6.0;
        ui.horizontal(|ui| {
            for (w, h) in widths.iter().zip(head) {
                cell(ui, *w, row_height, |ui| ui.add(egui::Label::new(RichText::new(h).strong())));
            }
            ui.label(RichText::new(tr!("history-column-losers")).strong());
        });
        ui.separator();
        let (selected, reveal) = (self.selected, std::mem::take(&mut self.reveal));
        // A row clicked is the one chosen when the referee comes back.
        let mut clicked = None;
        let fill = ui.visuals().selection.bg_fill;
        egui::ScrollArea::both().auto_shrink([false, false]).show_rows(ui, row_height, self.shown.len(), |ui, rows| {
            let step = row_height + ui.spacing().item_spacing.y;
            let row_rect = |ui: &egui::Ui, row: usize| {
                let top = ui.max_rect().top() + (row as f32 - rows.start as f32) * step;
                egui::Rect::from_min_size(
                    egui::pos2(ui.max_rect().left(), top),
                    egui::vec2(ui.max_rect().width(), row_height),
                )
            };
            if reveal {
                ui.scroll_to_rect(row_rect(ui, selected), None);
            }
            if rows.contains(&selected) {
                ui.painter().rect_filled(row_rect(ui, selected), 4.0, fill);
            }
            for (row, &i) in self.shown[rows.clone()].iter().enumerate() {
                let item = &self.items[i];
                ui.horizontal(|ui| {
                    let date = item.date().map(|d| short_date(&d.to_rfc3339())).unwrap_or_default();
                    cell(ui, widths[0], row_height, |ui| ui.add(egui::Label::new(date)));
                    let d = match &item.digest {
                        Ok(d) => d,
                        Err(reason) => {
                            let red = ui.visuals().error_fg_color;
                            let damaged = RichText::new(tr!("history-damaged-file")).color(red);
                            cell(ui, widths[1], row_height, |ui| ui.add(egui::Label::new(damaged)));
                            ui.label(reason.to_string());
                            return;
                        }
                    };
                    let e = &d.evening;
                    let title = e.title.clone().unwrap_or_else(|| file_name(item));
                    let open = cell(ui, widths[1], row_height, |ui| ui.add(egui::Button::new(title).truncate()))
                        .on_hover_text(tr!("history-look-back"));
                    if open.clicked() {
                        action = Some(Action::Review(item.path.clone()));
                        clicked = Some(rows.start + row);
                    }
                    // The rule set's name for people, not its file id, and whether it plays house rules.
                    let preset = Preset::parse(&e.preset)
                        .map_or_else(|| e.preset.clone(), |p| words::rule_book_of(p, e.house_rules as usize));
                    cell(ui, widths[2], row_height, |ui| ui.add(egui::Label::new(preset).truncate()));
                    cell(ui, widths[3], row_height, |ui| ui.add(egui::Label::new(e.players.join(", ")).truncate()));
                    let (games, tip) = if e.in_progress {
                        (format!("{} + 1", e.games), tr!("history-game-on"))
                    } else {
                        (e.games.to_string(), tr!("history-all-finished"))
                    };
                    cell(ui, widths[4], row_height, |ui| ui.add(egui::Label::new(games))).on_hover_text(tip);
                    ui.label(e.losers_counted());
                });
            }
        });
        if let Some(row) = clicked {
            self.selected = row;
        }
        action
    }

    /// The export menu: each table as CSV, everything as JSON, of the evenings shown.
    fn export_menu(&mut self, ui: &mut egui::Ui) -> Option<Action> {
        let mut action = None;
        ui.menu_button(tr!("history-export"), |ui| {
            for &table in Table::ALL {
                if ui.button(tr!("history-export-csv", table = table.label())).clicked() {
                    action = match crate::csv_file::stats(&self.selection_stats(), table) {
                        Ok(text) => Some(self.save(text, table.file_name(), ("CSV", "csv"))),
                        Err(e) => Some(Action::Tell(Toast::error(move || e.to_string()))),
                    };
                    ui.close();
                }
            }
            if ui.button(tr!("history-export-json")).clicked() {
                let text = export::json(&self.selection_stats());
                action = Some(self.save(text, tr!("history-export-json-file"), ("JSON", "json")));
                ui.close();
            }
        });
        action
    }

    /// An export for the app to save (it asks where, starting in the sessions folder).
    fn save(&self, text: String, name: String, kind: (&'static str, &'static str)) -> Action {
        Action::Save(super::printing::ToSave { bytes: text.into_bytes(), name, kind, dir: self.dir.clone() })
    }
}

/// A text field for a date; shows the parsed date's problem in red.
fn date_field(ui: &mut egui::Ui, label: &str, text: &mut String, id: &str) -> Option<chrono::NaiveDate> {
    let label = ui.label(label);
    let parsed = history::parse_date(text);
    let bad = !text.trim().is_empty() && parsed.is_none();
    let mut edit = egui::TextEdit::singleline(text)
        .id(egui::Id::unique(id))
        .hint_text(tr!("history-date-hint"))
        .desired_width(110.0);
    if bad {
        edit = edit.text_color(ui.visuals().error_fg_color);
    }
    let response = ui.add(edit).labelled_by(label.id);
    if bad {
        response.on_hover_text(tr!("history-date-help"));
    }
    parsed
}

/// The room the losers' column keeps at least.
const LOSERS: f32 = 200.0;

fn file_name(item: &Item) -> String {
    item.path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}
