//! A past evening, read-only: games, beer mats and every round with the reason for its outcome.
//!
//! The view never changes the session. Its log is built once (and again only when the language
//! changes) from the session's one timeline and its story sentences (`review/log.rs`), so that penalties, roll-offs, notes and seat
//! changes appear where they happened, without replaying anything; on screen only the visible
//! rows are laid out, so an evening of thousands of rounds scrolls as fast as a short one.

mod log;

use super::action::Action;
use super::cells::cell;
use super::commands::{Cmd, pair};
use crate::io::store::LockError;
use eframe::egui::{self, RichText};
use log::{Kind, Log, Row};
use schocken_core::report::words;
use schocken_core::rules::knobs::Structure;
use schocken_core::rules::outcome::PlayerId;
use schocken_core::session::log::Session;
use schocken_core::session::state::{GameRecord, Part};
use schocken_core::stats::short_date;
use schocken_core::tr;
use std::path::{Path, PathBuf};

/// What the central area shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tab {
    Log,
    BeerMats,
}

pub struct ReviewView {
    session: Session,
    path: PathBuf,
    /// Why this evening cannot be continued here (worded when shown).
    read_only: Option<LockError>,
    tab: Tab,
    /// The evening's rule book is shown beside the log ([`Cmd::RuleBook`]).
    rule_book: bool,
    log: Log,
    /// The game chosen in the list: its heading is marked and scrolled to.
    selected: Option<u32>,
    /// A row to scroll the log to in the next frame.
    jump: Option<usize>,
    /// A game to scroll the list of games to in the next frame.
    list_jump: Option<u32>,
}

/// The width of the log's first column.
const LEFT: f32 = 92.0;

impl ReviewView {
    /// `read_only`: why this evening cannot be continued here (then no Continue button).
    pub fn new(session: Session, path: PathBuf, read_only: Option<LockError>) -> ReviewView {
        let log = Log::default();
        ReviewView {
            session,
            path,
            read_only,
            tab: Tab::Log,
            rule_book: false,
            log,
            selected: None,
            jump: None,
            list_jump: None,
        }
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    pub fn ui(&mut self, ui: &mut egui::Ui) -> Option<Action> {
        let lang = schocken_core::i18n::current();
        if self.log.lang != Some(lang) {
            self.log = Log::build(&self.session);
        }
        let mut action = self.keys(ui);
        egui::Panel::top("review-head").show(ui, |ui| {
            ui.add_space(6.0);
            if let Some(a) = self.header_ui(ui) {
                action = Some(a);
            }
            let ctx = ui.ctx();
            let keys = tr!(
                "review-keys",
                choose = pair(ctx, Cmd::ReviewPrevious, Cmd::ReviewNext),
                turn = pair(ctx, Cmd::ReviewLog, Cmd::ReviewBeerMats),
                back = Cmd::ReviewBack.shortcut_text(ctx)
            );
            ui.label(RichText::new(keys).weak());
            ui.add_space(4.0);
        });
        egui::Panel::left("review-games").resizable(true).default_size(470.0).size_range(320.0..=720.0).show(
            ui,
            |ui| {
                ui.add_space(6.0);
                self.games_ui(ui);
                ui.separator();
                self.tallies_ui(ui);
            },
        );
        let central = egui::CentralPanel::default().show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.selectable_value(&mut self.tab, Tab::Log, tr!("review-tab-log"));
                ui.selectable_value(&mut self.tab, Tab::BeerMats, tr!("review-tab-beer-mats"));
                self.jump_ui(ui);
            });
            ui.separator();
            match self.tab {
                Tab::Log => self.log_ui(ui),
                Tab::BeerMats => super::beermat::ui(ui, self.session.engine()),
            }
        });
        if self.rule_book {
            super::rule_book::window(ui.ctx(), &self.session.header().rules, central.response.rect, Cmd::ReviewBack);
        }
        action
    }

    /// The commands of the table that make sense looking back: the rule book.
    pub fn command(&mut self, cmd: Cmd) -> Option<Action> {
        if cmd == Cmd::RuleBook {
            self.rule_book = !self.rule_book;
        }
        None
    }

    /// The keys of the review: ↑/↓ (Home, End) go from game to game, the log following; ←/→
    /// turn between the log and the beer mats; Esc goes back to where the referee was. Read
    /// before the widgets, so the arrows do not move the keyboard's focus instead.
    fn keys(&mut self, ui: &egui::Ui) -> Option<Action> {
        if egui::Popup::is_any_open(ui.ctx()) {
            return None;
        }
        let ctx = ui.ctx();
        if Cmd::ReviewBack.pressed(ctx) {
            // Esc closes the rule book first, as at the table.
            return (!std::mem::take(&mut self.rule_book)).then_some(Action::Back);
        }
        let games: Vec<u32> = self.log.games.iter().map(|&(g, _)| g).collect();
        let at = self.selected.and_then(|s| games.iter().position(|&g| g == s));
        let next = if Cmd::ReviewNext.pressed(ctx) {
            Some(at.map_or(0, |i| i + 1))
        } else if Cmd::ReviewPrevious.pressed(ctx) {
            Some(at.map_or(0, |i| i.saturating_sub(1)))
        } else if Cmd::ReviewFirst.pressed(ctx) {
            Some(0)
        } else if Cmd::ReviewLast.pressed(ctx) {
            Some(games.len().saturating_sub(1))
        } else {
            None
        };
        if let Some(&game) = next.and_then(|i| games.get(i.min(games.len().saturating_sub(1)))) {
            self.show_game(game);
            self.list_jump = Some(game);
        }
        let turn = match (Cmd::ReviewLog.pressed(ctx), Cmd::ReviewBeerMats.pressed(ctx)) {
            (true, _) => Some(Tab::Log),
            (_, true) => Some(Tab::BeerMats),
            _ => None,
        };
        if let Some(tab) = turn {
            self.tab = tab;
        }
        if next.is_some() || turn.is_some() {
            ui.memory_mut(|m| m.move_focus(egui::FocusDirection::None));
        }
        None
    }

    /// Back, the title, Continue (or why not), then date, place, rules and players.
    fn header_ui(&self, ui: &mut egui::Ui) -> Option<Action> {
        let mut action = None;
        let h = self.session.header();
        let e = self.session.engine();
        // The title gives way (truncated) to the buttons on a narrow window.
        let (back, resume) = egui::Sides::new().shrink_left().truncate().height(36.0).show(
            ui,
            |ui| {
                let back = ui.button(tr!("review-back", key = Cmd::ReviewBack.shortcut_text(ui.ctx()))).clicked();
                ui.add_space(8.0);
                ui.label(RichText::new(h.title.as_deref().unwrap_or("—")).size(24.0).strong());
                back
            },
            |ui| {
                self.read_only.is_none() && {
                    let label = RichText::new(tr!("review-continue")).size(18.0);
                    ui.add(egui::Button::new(label).min_size(egui::vec2(220.0, 34.0))).clicked()
                }
            },
        );
        if back {
            action = Some(Action::Back);
        } else if resume {
            action = Some(Action::Open(self.path.clone()));
        }
        if let Some(why) = &self.read_only {
            let warn = ui.visuals().warn_fg_color;
            egui::Frame::new().stroke(egui::Stroke::new(2.0, warn)).corner_radius(6.0).inner_margin(8.0).show(
                ui,
                |ui| {
                    ui.set_width(ui.available_width());
                    ui.label(RichText::new(tr!("review-read-only")).color(warn).size(18.0).strong());
                    ui.label(RichText::new(why.message()).color(warn));
                },
            );
        }
        let mut facts = Vec::new();
        if let Some(started) = &h.started {
            facts.push(short_date(started));
        }
        if let Some(place) = &h.place {
            facts.push(place.clone());
        }
        let description = words::preset(h.rules.preset);
        facts.push(tr!("review-rules", preset = words::preset_name(h.rules.preset)));
        ui.horizontal_wrapped(|ui| {
            ui.label(facts.join(" · "));
            ui.label(RichText::new(description).weak());
        });
        let differences = h.rules.differences();
        if !differences.is_empty() {
            let list: Vec<String> =
                differences.iter().map(|&(knob, was, now)| words::difference(knob, was, now)).collect();
            ui.label(tr!("review-differences", list = list.join("; ")));
        }
        let names = h.players.join(", ");
        let later: Vec<&str> = e.names().iter().filter(|n| !h.players.contains(n)).map(String::as_str).collect();
        ui.label(match later.is_empty() {
            true => tr!("review-players", names = names),
            false => tr!("review-players-later", names = names, later = later.join(", ")),
        });
        action
    }

    /// Each game's result; a click on a game scrolls the log to it.
    fn games_ui(&mut self, ui: &mut egui::Ui) {
        let e = self.session.engine();
        let single = e.rules().structure == Structure::Single;
        let finished = e.finished_games().len();
        ui.label(RichText::new(tr!("review-games")).size(18.0).strong());
        let state = match e.game_begun() {
            true => tr!("review-finished-running", count = finished, game = e.game(), part = words::part(e.part())),
            false => tr!("review-finished", count = finished),
        };
        ui.label(RichText::new(state).weak());
        let widths: &[f32] = if single { &[80.0, 220.0] } else { &[80.0, 84.0, 84.0, 104.0, 120.0] };
        let heads: Vec<String> = if single {
            vec![tr!("review-column-game"), tr!("review-column-loser")]
        } else {
            vec![
                tr!("review-column-game"),
                words::part(Part::Half1),
                words::part(Part::Half2),
                words::part(Part::Final),
                tr!("review-column-loser"),
            ]
        };
        let row_height = ui.text_style_height(&egui::TextStyle::Button) + 6.0;
        ui.horizontal(|ui| {
            for (head, &w) in heads.iter().zip(widths) {
                cell(ui, w, row_height, |ui| {
                    ui.add(egui::Label::new(RichText::new(head.as_str()).strong()).truncate());
                });
            }
        });
        let games: Vec<&GameRecord> = e.games().collect();
        let name = |p: Option<PlayerId>| p.map_or(String::new(), |p| e.name(p).to_string());
        let mut chosen = None;
        let max_height = (ui.available_height() * 0.5).max(120.0);
        let mut area = egui::ScrollArea::vertical().id_salt(("review-games-list", &self.path));
        if let Some(game) = self.list_jump.take()
            && let Some(index) = games.iter().position(|g| g.number == game)
        {
            area = area.vertical_scroll_offset(scroll_offset(ui, index, games.len(), row_height, max_height));
        }
        area.max_height(max_height).auto_shrink([false, true]).show_rows(ui, row_height, games.len(), |ui, range| {
            for g in &games[range] {
                ui.horizontal(|ui| {
                    cell(ui, widths[0], row_height, |ui| {
                        let text = tr!("review-game", number = g.number);
                        let button = egui::Button::selectable(self.selected == Some(g.number), text);
                        if ui.add(button).on_hover_text(tr!("review-show-in-log")).clicked() {
                            chosen = Some(g.number);
                        }
                    });
                    let running = g.loser.is_none();
                    let loser = match g.loser {
                        Some(p) => RichText::new(e.name(p)).strong(),
                        None => RichText::new(tr!("review-running")).italics(),
                    };
                    if !single {
                        // A Durchmarsch has no final: its place says why.
                        let final_ = match g.durchmarsch() {
                            true => {
                                RichText::new(tr!("review-durchmarsch")).italics().color(ui.visuals().warn_fg_color)
                            }
                            false => RichText::new(name(g.final_)),
                        };
                        let texts = [RichText::new(name(g.half1)), RichText::new(name(g.half2)), final_];
                        for (text, &w) in texts.into_iter().zip(&widths[1..4]) {
                            cell(ui, w, row_height, |ui| {
                                ui.add(egui::Label::new(text).truncate());
                            });
                        }
                    }
                    let w = widths[widths.len() - 1];
                    cell(ui, w, row_height, |ui| {
                        let label = ui.add(egui::Label::new(loser).truncate());
                        if running {
                            label.on_hover_text(tr!("review-running-help"));
                        }
                    });
                });
            }
        });
        if let Some(game) = chosen {
            self.show_game(game);
        }
    }

    /// A game number to jump to (an evening of hundreds of games has a long list).
    fn jump_ui(&mut self, ui: &mut egui::Ui) {
        let Some(&(last, _)) = self.log.games.last() else { return };
        ui.separator();
        let label = ui.label(tr!("review-go-to-game"));
        let mut game = self.selected.unwrap_or(1);
        let response = ui.add(egui::DragValue::new(&mut game).range(1..=last)).labelled_by(label.id);
        if response.changed() {
            self.show_game(game);
            self.list_jump = Some(game);
            ui.ctx().request_repaint();
        }
    }

    /// Marks a game and scrolls the log to its heading.
    fn show_game(&mut self, game: u32) {
        self.selected = Some(game);
        self.tab = Tab::Log;
        self.jump = self.log.games.iter().find(|(g, _)| *g == game).map(|&(_, row)| row);
    }

    /// Every player's tally marks with their reasons, points and discs where they matter.
    fn tallies_ui(&self, ui: &mut egui::Ui) {
        let e = self.session.engine();
        ui.label(RichText::new(tr!("review-tally-marks")).size(18.0).strong());
        if e.game_begun() {
            let text = tr!("review-discs-as-they-stand", game = e.game(), part = words::part(e.part()));
            ui.label(RichText::new(text).weak());
        }
        egui::ScrollArea::vertical().id_salt(("review-tallies", &self.path)).auto_shrink([false, true]).show(
            ui,
            |ui| {
                for (p, (line, reasons)) in self.log.tallies.iter().enumerate() {
                    ui.label(RichText::new(line).strong());
                    if !reasons.is_empty() {
                        ui.indent(("review-marks", p), |ui| {
                            for reason in reasons {
                                ui.label(reason);
                            }
                        });
                    }
                }
            },
        );
    }

    /// The log: only the rows in view are laid out.
    fn log_ui(&mut self, ui: &mut egui::Ui) {
        let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
        let rows = &self.log.rows;
        if rows.is_empty() {
            ui.label(tr!("review-nothing-yet"));
            return;
        }
        // Where the top of the view is: game and part stay in sight however far one scrolls.
        let (context, _) = ui.allocate_exact_size(egui::vec2(ui.available_width(), row_height), egui::Sense::hover());
        let mut area = egui::ScrollArea::vertical().id_salt(("review-log", &self.path)).auto_shrink([false, false]);
        if let Some(row) = self.jump.take() {
            let view = ui.available_height();
            area = area.vertical_scroll_offset(scroll_offset(ui, row, rows.len(), row_height, view));
        }
        let selected = self.selected;
        let output = area.show_rows(ui, row_height, rows.len(), |ui, range| {
            let first = range.start;
            for row in &rows[range] {
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(ui.available_width(), row_height), egui::Sense::hover());
                row_ui(ui, rect, row, selected == Some(row.game) && row.kind == Kind::Game);
            }
            first
        });
        if let Some(row) = rows.get(output.inner) {
            let text = match row.part {
                Some(part) => tr!("review-where", game = row.game, part = words::part(part)),
                None => tr!("review-game", number = row.game),
            };
            let mut child = ui.new_child(
                egui::UiBuilder::new().max_rect(context).layout(egui::Layout::left_to_right(egui::Align::Center)),
            );
            child.label(RichText::new(text).weak());
        }
    }
}

/// The scroll offset that puts row `index` of `rows` at the top of a view `view` high, or as
/// near as the end of the list allows (scrolling past it would spring back for several frames).
fn scroll_offset(ui: &egui::Ui, index: usize, rows: usize, row_height: f32, view: f32) -> f32 {
    let step = row_height + ui.spacing().item_spacing.y;
    let end = (rows as f32 * step - ui.spacing().item_spacing.y - view).max(0.0);
    (index as f32 * step).min(end)
}

/// Draws one log row in its rect.
fn row_ui(ui: &mut egui::Ui, rect: egui::Rect, row: &Row, selected: bool) {
    if !ui.is_rect_visible(rect) {
        return;
    }
    let visuals = ui.visuals();
    let (weak, warn) = (visuals.weak_text_color(), visuals.warn_fg_color);
    if selected {
        ui.painter().rect_filled(rect, 4.0, visuals.selection.bg_fill);
    } else if row.kind == Kind::Game {
        ui.painter().rect_filled(rect, 4.0, visuals.faint_bg_color);
    }
    let mut child =
        ui.new_child(egui::UiBuilder::new().max_rect(rect).layout(egui::Layout::left_to_right(egui::Align::Center)));
    let ui = &mut child;
    let text = RichText::new(&row.text);
    let (indent, text) = match row.kind {
        Kind::Game => (4.0, text.size(18.0).strong()),
        Kind::Part => (24.0, text.strong()),
        Kind::Entries => (0.0, text),
        Kind::Explain => (0.0, text.italics()),
        Kind::Event => (0.0, text.color(weak)),
        Kind::Note => (0.0, text.italics().color(weak)),
        Kind::Result => (0.0, text.strong().color(warn)),
        Kind::Open => (0.0, text.italics()),
    };
    if matches!(row.kind, Kind::Game | Kind::Part) {
        ui.add_space(indent);
    } else {
        cell(ui, LEFT, rect.height(), |ui| {
            ui.add_space(12.0);
            if !row.left.is_empty() {
                ui.add(egui::Label::new(RichText::new(&row.left).weak()).truncate());
            }
        });
    }
    let response = ui.add(egui::Label::new(text).truncate());
    if let Some(hover) = &row.hover {
        response.on_hover_text(hover);
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::ui::beermat;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable as _;
    use schocken_core::i18n::Lang;

    fn sample(name: &str) -> (Session, PathBuf) {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions").join(name);
        (crate::io::store::read(&path).expect("a sample session"), path)
    }

    struct State {
        view: ReviewView,
        lang: Lang,
        action: Option<Action>,
    }

    fn harness(name: &str, read_only: Option<LockError>) -> Harness<'static, State> {
        let (session, path) = sample(name);
        let state = State { view: ReviewView::new(session, path, read_only), lang: Lang::De, action: None };
        let mut harness =
            Harness::builder().with_size(egui::vec2(1366.0, 768.0)).with_context_setup(setup).build_ui_state(
                |ui, state: &mut State| {
                    schocken_core::i18n::set(state.lang);
                    if let Some(action) = state.view.ui(ui) {
                        state.action = Some(action);
                    }
                },
                state,
            );
        harness.run();
        harness
    }

    /// The app's fonts and text sizes.
    pub(in crate::ui) fn setup(ctx: &egui::Context) {
        crate::ui::fonts::install_fonts(ctx);
        ctx.all_styles_mut(|style| {
            style.text_styles.insert(egui::TextStyle::Body, egui::FontId::proportional(16.0));
            style.text_styles.insert(egui::TextStyle::Button, egui::FontId::proportional(16.0));
            style.spacing.button_padding = egui::vec2(8.0, 4.0);
        });
    }

    #[track_caller]
    fn shows(harness: &Harness<'_, State>, text: &str) {
        assert!(harness.query_all_by_label(text).next().is_some(), "not on screen: {text:?}");
    }

    #[test]
    fn shows_the_evening_its_games_and_why_rounds_ended() {
        let mut harness = harness("kalk.ron", None);
        let session = harness.state().view.session().clone();
        let e = session.engine();
        shows(&harness, session.header().title.as_deref().unwrap());
        shows(&harness, "Spieler: Willi, Brigitte, Jupp, Gökhan, Helga (später dazu: Jürgen)");
        // The first round and why it ended so.
        shows(&harness, &format!("→ {}", words::round(e, &e.rounds()[0])));
        // Each game's loser; the Durchmarsch marked.
        shows(&harness, "4 beendet");
        for g in 1..=4 {
            shows(&harness, &format!("Spiel {g}"));
        }
        assert!(e.finished_games().iter().any(|g| g.durchmarsch()), "kalk has a Durchmarsch");
        shows(&harness, "Durchmarsch");
        // Jumping to the last game brings its beginning into view.
        let last = e.finished_games().last().unwrap();
        let names: Vec<&str> = last.seating.iter().map(|&p| e.name(p)).collect();
        let heading = format!("Spiel {} · {}", last.number, names.join(", "));
        assert!(harness.query_by_label(&heading).is_none(), "{heading:?} should be far below");
        harness.get_by_label(&format!("Spiel {}", last.number)).click();
        harness.run();
        shows(&harness, &heading);
        let first = e.rounds().iter().find(|r| r.game == last.number).unwrap();
        shows(&harness, &format!("→ {}", words::round(e, first)));
        assert!(harness.state().action.is_none());
    }

    #[test]
    fn continue_opens_the_evening_and_back_or_esc_go_back() {
        let mut harness = harness("kalk.ron", None);
        harness.get_by_label("Am Tisch weiterspielen").click();
        harness.run();
        let expected = Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions/kalk.ron");
        assert!(matches!(&harness.state().action, Some(Action::Open(p)) if *p == expected));
        harness.state_mut().action = None;
        harness.get_by_label("← Zurück (Esc)").click();
        harness.run();
        assert!(matches!(harness.state().action, Some(Action::Back)));
        harness.state_mut().action = None;
        harness.key_press(egui::Key::Escape);
        harness.run();
        assert!(matches!(harness.state().action, Some(Action::Back)));
    }

    #[test]
    fn the_arrows_walk_the_games_and_turn_to_the_beer_mats() {
        let mut harness = harness("kalk.ron", None);
        let games = harness.state().view.session().engine().games().count() as u32;
        assert!(games >= 4, "kalk has {games} games");
        let mut press = |key| {
            harness.key_press(key);
            harness.run();
            (harness.state().view.selected, harness.state().view.tab)
        };
        assert_eq!(press(egui::Key::ArrowDown), (Some(1), Tab::Log));
        assert_eq!(press(egui::Key::ArrowDown), (Some(2), Tab::Log));
        assert_eq!(press(egui::Key::End), (Some(games), Tab::Log));
        assert_eq!(press(egui::Key::ArrowDown), (Some(games), Tab::Log), "the last game stays chosen");
        assert_eq!(press(egui::Key::ArrowUp), (Some(games - 1), Tab::Log));
        assert_eq!(press(egui::Key::Home), (Some(1), Tab::Log));
        assert_eq!(press(egui::Key::ArrowRight), (Some(1), Tab::BeerMats));
        assert_eq!(press(egui::Key::ArrowLeft), (Some(1), Tab::Log));
        // The log shows the game chosen: its heading is on screen.
        press(egui::Key::End);
        let e = harness.state().view.session().engine();
        let last = e.games().last().unwrap();
        let names: Vec<&str> = last.seating.iter().map(|&p| e.name(p)).collect();
        shows(&harness, &format!("Spiel {} · {}", last.number, names.join(", ")));
        assert!(harness.state().action.is_none());
    }

    #[test]
    fn a_read_only_evening_says_why_and_offers_no_continue() {
        let held = LockError::Held { host: "?".into(), pid: None, since: None };
        let mut harness = harness("main-taunus.ron", Some(held));
        shows(&harness, "Dieser Abend ist schon in einem anderen Fenster geöffnet — hier nur zum Ansehen.");
        shows(&harness, "Nur zum Ansehen — hier nicht fortsetzbar");
        assert!(harness.query_by_label("Am Tisch weiterspielen").is_none());
        // The reason is worded when shown: after the switch, in English.
        harness.state_mut().lang = Lang::En;
        harness.run();
        shows(&harness, "This evening is already open in another window — view only here.");
    }

    #[test]
    fn speaks_english_and_shows_the_beer_mats() {
        let mut harness = harness("theimann-altstadt.ron", None);
        harness.state_mut().lang = Lang::En;
        // The beer mats word in the thread's language.
        schocken_core::i18n::set(Lang::En);
        harness.run();
        shows(&harness, "← Back (Esc)");
        shows(&harness, "Continue at the table");
        let session = harness.state().view.session().clone();
        let e = session.engine();
        let first = schocken_core::i18n::scoped(Lang::En, || format!("→ {}", words::round(e, &e.rounds()[0])));
        shows(&harness, &first);
        harness.get_by_label("Beer mats").click();
        harness.run();
        let p = PlayerId::new(0);
        shows(
            &harness,
            &format!("{} — {}", e.name(p), schocken_core::i18n::scoped(Lang::En, || beermat::strokes(e.tally(p)))),
        );
    }

    #[test]
    fn the_log_has_every_kind_of_event_in_order() {
        let (session, _) = sample("main-taunus.ron");
        let log = schocken_core::i18n::scoped(Lang::De, || Log::build(&session));
        let texts: Vec<&str> = log.rows.iter().map(|r| r.text.as_str()).collect();
        let position =
            |part: &str| texts.iter().position(|t| t.contains(part)).unwrap_or_else(|| panic!("no {part:?}"));
        assert!(position("Äugeln: Ömer 5") > position("Gleichstand — Äugeln"));
        position("Strich für");
        position("Neue Sitzordnung");
        position("Durchmarsch!");
        assert_eq!(log.games.len(), session.engine().games().count());
        for g in session.engine().finished_games() {
            let loser = session.engine().name(g.loser.unwrap());
            position(&format!("{loser} verliert Spiel {}", g.number));
        }
        let rounds = log.rows.iter().filter(|r| r.kind == Kind::Explain && !r.text.contains("Gleichstand")).count();
        assert_eq!(rounds, session.engine().rounds().len());
    }

    #[test]
    fn a_long_evening_is_built_once() {
        // Its timing is measured in `benches/history.rs`.
        use schocken_core::rules::preset::{Preset, RuleSet};
        use schocken_core::session::log::Header;
        let header = Header {
            title: None,
            started: None,
            place: None,
            tournament: None,
            rules: RuleSet::new(Preset::MainTaunus),
            players: ["Anna", "Ben", "Carl", "Dora", "Emil"].map(String::from).to_vec(),
        };
        let options = schocken_core::sim::Options { games: 400, seat_changes: 20, ..Default::default() };
        let session = schocken_core::sim::simulate(header, &options, 7);
        let rounds = session.engine().rounds().len();
        assert!(rounds > 4000, "{rounds} rounds");
        let state =
            State { view: ReviewView::new(session, PathBuf::from("long.ron"), None), lang: Lang::De, action: None };
        let mut harness =
            Harness::builder().with_size(egui::vec2(1366.0, 768.0)).with_context_setup(setup).build_ui_state(
                |ui, state: &mut State| {
                    schocken_core::i18n::set(state.lang);
                    drop(state.view.ui(ui))
                },
                state,
            );
        harness.run();
        assert!(harness.state().view.log.rows.len() > 2 * rounds);
        // Built once: a rebuilt log would be a new allocation made while the old one still lives.
        let rows = harness.state().view.log.rows.as_ptr();
        for _ in 0..5 {
            harness.step();
        }
        assert_eq!(harness.state().view.log.rows.as_ptr(), rows, "the log was built again");
        harness.get_by_label("Gehe zu Spiel").set_value_accesskit(400.0);
        harness.run();
        let last = harness.state().view.session().engine().finished_games().last().unwrap().clone();
        assert_eq!(last.number, 400);
        let e = harness.state().view.session().engine();
        let names: Vec<&str> = last.seating.iter().map(|&p| e.name(p)).collect();
        shows(&harness, &format!("Spiel 400 · {}", names.join(", ")));
        // The list of games follows.
        shows(&harness, "Spiel 400");
    }
}
