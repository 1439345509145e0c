//! A past evening, read-only: games, beer mats and every round with the reason for its outcome.
//!
//! The view never changes the session. Its log is built once (and again only when the language
//! changes) by replaying the events, so that penalties, roll-offs, notes and seat changes appear
//! where they happened; on screen only the visible rows are laid out, so an evening of thousands
//! of rounds scrolls as fast as a short one.

use super::Action;
use super::beermat;
use super::cells::cell;
use super::start::short_date;
use crate::i18n::Lang;
use crate::report::words;
use crate::rules::knobs::Structure;
use crate::rules::round::Act;
use crate::session::event::{Event, RoundEntry};
use crate::session::log::Session;
use crate::session::state::{Awaiting, Engine, GameRecord, MarkReason, Part, RoundRecord};
use eframe::egui::{self, RichText};
use std::path::{Path, PathBuf};

/// What the central area shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tab {
    Log,
    BeerMats,
}

/// How a row of the log looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// `Spiel 2 · Anna, Ben, Carl`.
    Game,
    /// `Hälfte 1`.
    Part,
    /// A round's entries, in throwing order.
    Entries,
    /// Why the round ended as it did.
    Explain,
    /// A starter, a roll-off, a penalty's mark, a seat change.
    Event,
    /// The referee's note.
    Note,
    /// A part or a game lost.
    Result,
    /// The round being entered, not yet complete.
    Open,
}

/// One line of the log; every line has the same height.
#[derive(Clone, Debug)]
struct Row {
    kind: Kind,
    game: u32,
    /// `None` for rules with a single half.
    part: Option<Part>,
    /// The narrow first column (`Runde 3`).
    left: String,
    text: String,
    /// Shown when the pointer rests on the row.
    hover: Option<String>,
}

/// The log of an evening in one language.
#[derive(Default)]
struct Log {
    /// `None` until built (on the first frame, in the language of the moment).
    lang: Option<Lang>,
    rows: Vec<Row>,
    /// Each game's heading row, in order.
    games: Vec<(u32, usize)>,
    /// Each player's line on the tallies and the reasons for his marks.
    tallies: Vec<(String, Vec<String>)>,
}

pub struct ReviewView {
    session: Session,
    path: PathBuf,
    read_only: Option<String>,
    tab: Tab,
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
    pub fn new(session: Session, path: PathBuf, read_only: Option<String>) -> ReviewView {
        let log = Log::default();
        ReviewView { session, path, read_only, tab: Tab::Log, log, selected: None, jump: None, list_jump: None }
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, lang: Lang) -> Option<Action> {
        if self.log.lang != Some(lang) {
            self.log = Log::build(&self.session, lang);
        }
        let mut action = None;
        egui::Panel::top("review-head").show(ui, |ui| {
            ui.add_space(6.0);
            action = self.header_ui(ui, lang);
            ui.add_space(4.0);
        });
        egui::Panel::left("review-games").resizable(true).default_size(470.0).size_range(320.0..=720.0).show(
            ui,
            |ui| {
                ui.add_space(6.0);
                self.games_ui(ui, lang);
                ui.separator();
                self.tallies_ui(ui, lang);
            },
        );
        egui::CentralPanel::default().show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.selectable_value(&mut self.tab, Tab::Log, lang.tr("Rundenprotokoll", "Round log"));
                ui.selectable_value(&mut self.tab, Tab::BeerMats, lang.tr("Bierdeckel", "Beer mats"));
                self.jump_ui(ui, lang);
            });
            ui.separator();
            match self.tab {
                Tab::Log => self.log_ui(ui, lang),
                Tab::BeerMats => super::beermat::ui(ui, self.session.engine()),
            }
        });
        action
    }

    /// Back, the title, Continue (or why not), then date, place, rules and players.
    fn header_ui(&self, ui: &mut egui::Ui, lang: Lang) -> Option<Action> {
        let mut action = None;
        let h = self.session.header();
        let e = self.session.engine();
        // The title gives way (truncated) to the buttons on a narrow window.
        let (back, resume) = egui::Sides::new().shrink_left().truncate().height(36.0).show(
            ui,
            |ui| {
                let back = ui.button(lang.tr("← Zurück zur Übersicht", "← Back to the history")).clicked();
                ui.add_space(8.0);
                ui.label(RichText::new(h.title.as_deref().unwrap_or("—")).size(24.0).strong());
                back
            },
            |ui| {
                self.read_only.is_none() && {
                    let label = RichText::new(lang.tr("Am Tisch weiterspielen", "Continue at the table")).size(18.0);
                    ui.add(egui::Button::new(label).min_size(egui::vec2(220.0, 34.0))).clicked()
                }
            },
        );
        if back {
            action = Some(Action::History);
        } else if resume {
            action = Some(Action::Open(self.path.clone()));
        }
        if let Some(why) = &self.read_only {
            let warn = ui.visuals().warn_fg_color;
            egui::Frame::new().stroke(egui::Stroke::new(2.0, warn)).corner_radius(6.0).inner_margin(8.0).show(
                ui,
                |ui| {
                    ui.set_width(ui.available_width());
                    ui.label(
                        RichText::new(
                            lang.tr("Nur zum Ansehen — hier nicht fortsetzbar", "Read-only — cannot be continued here"),
                        )
                        .color(warn)
                        .size(18.0)
                        .strong(),
                    );
                    ui.label(RichText::new(why).color(warn));
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
        facts.push(format!("{}: {}", lang.tr("Regeln", "Rules"), h.rules.preset.id()));
        ui.horizontal_wrapped(|ui| {
            ui.label(facts.join(" · "));
            ui.label(RichText::new(description).weak());
        });
        let differences = h.rules.differences();
        if !differences.is_empty() {
            let list: Vec<String> = differences
                .iter()
                .map(|(knob, was, now)| {
                    format!(
                        "{}: {} ({} {})",
                        words::knob(*knob),
                        words::value(*knob, *now),
                        lang.tr("statt", "instead of"),
                        words::value(*knob, *was)
                    )
                })
                .collect();
            ui.label(format!(
                "{} {}",
                lang.tr("Abweichend vom Regelwerk:", "Differs from the rule set:"),
                list.join("; ")
            ));
        }
        let mut players = format!("{}: {}", lang.tr("Spieler", "Players"), h.players.join(", "));
        let later: Vec<&str> = e.names().iter().filter(|n| !h.players.contains(n)).map(String::as_str).collect();
        if !later.is_empty() {
            players += &format!(" ({} {})", lang.tr("später dazu:", "joined later:"), later.join(", "));
        }
        ui.label(players);
        action
    }

    /// Each game's result; a click on a game scrolls the log to it.
    fn games_ui(&mut self, ui: &mut egui::Ui, lang: Lang) {
        let e = self.session.engine();
        let single = e.rules().structure == Structure::Single;
        let finished = e.finished_games().len();
        ui.label(RichText::new(lang.tr("Spiele", "Games")).size(18.0).strong());
        let mut state = match lang {
            Lang::De => format!("{finished} beendet"),
            Lang::En => format!("{finished} finished"),
        };
        if e.game_begun() {
            state += &match lang {
                Lang::De => format!(" · Spiel {} läuft ({})", e.game(), words::part(e.part())),
                Lang::En => format!(" · game {} in progress ({})", e.game(), words::part(e.part())),
            };
        }
        ui.label(RichText::new(state).weak());
        let widths: &[f32] = if single { &[80.0, 220.0] } else { &[80.0, 84.0, 84.0, 104.0, 120.0] };
        let heads: Vec<String> = if single {
            vec![lang.tr("Spiel", "Game").into(), lang.tr("verliert", "loser").into()]
        } else {
            vec![
                lang.tr("Spiel", "Game").into(),
                words::part(Part::Half1),
                words::part(Part::Half2),
                words::part(Part::Final),
                lang.tr("verliert", "loser").into(),
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
        let name = |p: Option<usize>| p.map_or(String::new(), |p| e.name(p).to_string());
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
                        let text = format!("{} {}", lang.tr("Spiel", "Game"), g.number);
                        let button = egui::Button::selectable(self.selected == Some(g.number), text);
                        if ui.add(button).on_hover_text(lang.tr("Im Protokoll zeigen", "Show in the log")).clicked() {
                            chosen = Some(g.number);
                        }
                    });
                    let running = g.loser.is_none();
                    let loser = match g.loser {
                        Some(p) => RichText::new(e.name(p)).strong(),
                        None => RichText::new(lang.tr("läuft …", "in progress …")).italics(),
                    };
                    if !single {
                        // A Durchmarsch has no final: its place says why.
                        let final_ = match g.durchmarsch() {
                            true => RichText::new("Durchmarsch").italics().color(ui.visuals().warn_fg_color),
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
                            label.on_hover_text(lang.tr("das Spiel ist noch nicht zu Ende", "the game is not over"));
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
    fn jump_ui(&mut self, ui: &mut egui::Ui, lang: Lang) {
        let Some(&(last, _)) = self.log.games.last() else { return };
        ui.separator();
        let label = ui.label(lang.tr("Gehe zu Spiel", "Go to game"));
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
    fn tallies_ui(&self, ui: &mut egui::Ui, lang: Lang) {
        let e = self.session.engine();
        ui.label(RichText::new(lang.tr("Striche", "Tally marks")).size(18.0).strong());
        if e.game_begun() {
            ui.label(
                RichText::new(match lang {
                    Lang::De => format!("Deckel: Stand in Spiel {}, {}", e.game(), words::part(e.part())),
                    Lang::En => format!("Discs: as they stand in game {}, {}", e.game(), words::part(e.part())),
                })
                .weak(),
            );
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
    fn log_ui(&mut self, ui: &mut egui::Ui, lang: Lang) {
        let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
        let rows = &self.log.rows;
        if rows.is_empty() {
            ui.label(lang.tr("Noch nichts eingetragen.", "Nothing recorded yet."));
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
            let mut text = format!("{} {}", lang.tr("Spiel", "Game"), row.game);
            if let Some(part) = row.part {
                text += &format!(" · {}", words::part(part));
            }
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

/// `Anna 6-5-4 ²`, `Ben nimmt`, for entries of a round record.
fn entries_text(e: &Engine, r: &RoundRecord, lang: Lang) -> String {
    let list: Vec<String> = r
        .entries
        .iter()
        .map(|x| {
            let mut text = words::act(e.name(x.player), x.act);
            if r.violations.contains(&x.player) {
                text += lang.tr(" (zu oft geworfen)", " (threw too often)");
            }
            text
        })
        .collect();
    list.join(" · ")
}

/// The same for entries as the referee typed them (a round waiting for a roll-off, a draft).
fn raw_entries_text(entries: &[RoundEntry]) -> String {
    let list: Vec<String> = entries
        .iter()
        .map(|x| match x {
            RoundEntry::Throw { player, throw } => words::act(player, Act::Throw(*throw)),
            RoundEntry::Take { player } => words::act(player, Act::Take),
        })
        .collect();
    list.join(" · ")
}

impl Log {
    /// Replays the session once more, event by event, and writes down what each one brought.
    fn build(session: &Session, lang: Lang) -> Log {
        let h = session.header();
        let last = session.engine();
        let single = last.rules().structure == Structure::Single;
        let tallies = (0..last.names().len())
            .map(|p| {
                let mut line = format!("{} — {}", last.name(p), beermat::strokes(last.tally(p)));
                if last.scores_points() {
                    line += &format!(" · {} {}", last.points(p), lang.tr("Punkte", "points"));
                }
                if last.game_begun() && last.part_players().contains(&p) {
                    line += &match lang {
                        Lang::De => format!(" · {} Deckel", last.holding(p)),
                        Lang::En => format!(" · {} discs", last.holding(p)),
                    };
                }
                (line, beermat::mark_reasons(last, p))
            })
            .collect();
        let mut log = Log { lang: Some(lang), rows: Vec::new(), games: Vec::new(), tallies };
        let Ok(mut e) = Engine::new(h.rules.rules().clone(), &h.players) else {
            return log;
        };
        let (mut rounds, mut parts, mut marks, mut games) = (0, 0, 0, 0);
        let mut at: Option<(u32, Part)> = None;
        for event in session.events() {
            // A note stays with what came before it (a closing remark is no new game).
            if at.is_none() || !matches!(event, Event::Note(_)) {
                log.heading(&mut at, &e, last, single, lang);
            }
            if e.apply(event).is_err() {
                break; // cannot happen: the session was accepted event by event
            }
            let (game, part) = at.expect("set by heading");
            let part = (!single).then_some(part);
            let row = |kind, left: String, text: String| Row { kind, game, part, left, text, hover: None };
            match event {
                Event::Starter(name) => log.rows.push(row(
                    Kind::Event,
                    String::new(),
                    match lang {
                        Lang::De => format!("{name} beginnt"),
                        Lang::En => format!("{name} starts"),
                    },
                )),
                Event::Note(text) => {
                    log.rows.push(row(Kind::Note, String::new(), format!("{}: {text}", lang.tr("Notiz", "Note"))))
                }
                Event::Seats(names) => log.rows.push(row(
                    Kind::Event,
                    String::new(),
                    format!("{}: {}", lang.tr("Neue Sitzordnung", "New seating"), names.join(", ")),
                )),
                Event::RollOff(sums) => {
                    let list: Vec<String> = sums.iter().map(|(n, s)| format!("{n} {s}")).collect();
                    log.rows.push(row(
                        Kind::Event,
                        String::new(),
                        format!("{}: {}", lang.tr("Äugeln", "Roll-off"), list.join(", ")),
                    ));
                }
                Event::Round(entries) if e.rounds().len() == rounds => {
                    // A tie: the round waits for a roll-off.
                    let left = format!("{} {}", lang.tr("Runde", "Round"), e.rounds_in_part() + 1);
                    log.rows.push(row(Kind::Entries, left, raw_entries_text(entries)));
                }
                Event::Round(_) | Event::Penalty { .. } => {}
            }
            if matches!(event, Event::Round(_) | Event::RollOff(_))
                && e.rounds().len() == rounds
                && let Awaiting::RollOff(tied) = e.awaiting()
            {
                let names: Vec<&str> = tied.iter().map(|&p| e.name(p)).collect();
                let text = match lang {
                    Lang::De => format!("→ Gleichstand — Äugeln: {}", names.join(", ")),
                    Lang::En => format!("→ A tie — roll-off: {}", names.join(", ")),
                };
                log.rows.push(row(Kind::Explain, String::new(), text));
            }
            for r in &e.rounds()[rounds..] {
                let part = (!single).then_some(r.part);
                let left = format!("{} {}", lang.tr("Runde", "Round"), r.number);
                let place = match part {
                    Some(p) => format!("{} {} · {} · {left}", lang.tr("Spiel", "Game"), r.game, words::part(p)),
                    None => format!("{} {} · {left}", lang.tr("Spiel", "Game"), r.game),
                };
                if r.roll_offs.is_empty() {
                    log.rows.push(Row {
                        kind: Kind::Entries,
                        game: r.game,
                        part,
                        left: left.clone(),
                        text: entries_text(&e, r, lang),
                        hover: Some(place.clone()),
                    });
                }
                let holders = words::holders(&e, r);
                let hover = format!(
                    "{place}\n{}: {}; {}: {}",
                    lang.tr("Stock", "Stock"),
                    r.stock,
                    lang.tr("Deckel", "Discs"),
                    if holders.is_empty() { "—".to_string() } else { holders.join(", ") }
                );
                log.rows.push(Row {
                    kind: Kind::Explain,
                    game: r.game,
                    part,
                    left: String::new(),
                    text: format!("→ {}", words::round(&e, r)),
                    hover: Some(hover),
                });
            }
            // A lost game's mark is told by the game's line below.
            for m in e.marks()[marks..].iter().filter(|m| m.reason != MarkReason::GameLost) {
                log.rows.push(row(Kind::Event, String::new(), words::mark_for(&e, m)));
            }
            if !single {
                for p in &e.parts()[parts..] {
                    let how = words::lost_by(p.by);
                    let text = match lang {
                        Lang::De => {
                            format!("{} verliert {}{how}", e.name(p.loser), words::part_with_article(p.part))
                        }
                        Lang::En => format!("{} loses {}{how}", e.name(p.loser), words::part(p.part)),
                    };
                    log.rows.push(Row { part: Some(p.part), ..row(Kind::Result, String::new(), text) });
                }
            }
            for g in &e.finished_games()[games..] {
                let loser = g.loser.map_or("", |p| e.name(p));
                let text = match (lang, g.durchmarsch()) {
                    (Lang::De, true) => format!("Durchmarsch! {loser} verliert Spiel {} — ein Strich", g.number),
                    (Lang::En, true) => format!("Durchmarsch! {loser} loses game {} — one mark", g.number),
                    (Lang::De, false) => format!("{loser} verliert Spiel {} — ein Strich", g.number),
                    (Lang::En, false) => format!("{loser} loses game {} — one mark", g.number),
                };
                log.rows.push(Row { game: g.number, ..row(Kind::Result, String::new(), text) });
            }
            (rounds, parts, marks, games) =
                (e.rounds().len(), e.parts().len(), e.marks().len(), e.finished_games().len());
        }
        if !session.draft().is_empty() {
            log.heading(&mut at, &e, last, single, lang);
            let (game, part) = at.expect("set by heading");
            let text = format!(
                "{}: {}",
                lang.tr("angefangene Runde", "round being entered"),
                raw_entries_text(session.draft())
            );
            let left = format!("{} {}", lang.tr("Runde", "Round"), e.rounds_in_part() + 1);
            log.rows.push(Row { kind: Kind::Open, game, part: (!single).then_some(part), left, text, hover: None });
        }
        log
    }

    /// The game's and the part's headings, when the next event belongs to a new one.
    fn heading(&mut self, at: &mut Option<(u32, Part)>, e: &Engine, last: &Engine, single: bool, lang: Lang) {
        let here = (e.game(), e.part());
        if at.map(|(g, _)| g) != Some(here.0) {
            let mut text = format!("{} {}", lang.tr("Spiel", "Game"), here.0);
            // The seating as the game was played (known once it has begun).
            let number = here.0 as usize;
            let game = match last.finished_games().get(number.wrapping_sub(1)) {
                Some(g) => Some(g),
                None => (last.game_begun() && last.game() == here.0).then(|| last.current_game()),
            };
            if let Some(g) = game {
                let names: Vec<&str> = g.seating.iter().map(|&p| last.name(p)).collect();
                text += &format!(" · {}", names.join(", "));
            }
            self.games.push((here.0, self.rows.len()));
            self.rows.push(Row {
                kind: Kind::Game,
                game: here.0,
                part: (!single).then_some(here.1),
                left: String::new(),
                text,
                hover: None,
            });
        }
        if !single && *at != Some(here) {
            self.rows.push(Row {
                kind: Kind::Part,
                game: here.0,
                part: Some(here.1),
                left: String::new(),
                text: words::part(here.1).to_string(),
                hover: None,
            });
        }
        *at = Some(here);
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable as _;

    fn sample(name: &str) -> (Session, PathBuf) {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions").join(name);
        (crate::store::read(&path, Lang::De).expect("a sample session"), path)
    }

    struct State {
        view: ReviewView,
        lang: Lang,
        action: Option<Action>,
    }

    fn harness(name: &str, read_only: Option<String>) -> Harness<'static, State> {
        let (session, path) = sample(name);
        let state = State { view: ReviewView::new(session, path, read_only), lang: Lang::De, action: None };
        let mut harness =
            Harness::builder().with_size(egui::vec2(1366.0, 768.0)).with_context_setup(setup).build_ui_state(
                |ui, state: &mut State| {
                    if let Some(action) = state.view.ui(ui, state.lang) {
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
        crate::ui::install_fonts(ctx);
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
    fn continue_opens_the_evening_and_back_returns_to_the_history() {
        let mut harness = harness("kalk.ron", None);
        harness.get_by_label("Am Tisch weiterspielen").click();
        harness.run();
        let expected = Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions/kalk.ron");
        assert!(matches!(&harness.state().action, Some(Action::Open(p)) if *p == expected));
        harness.state_mut().action = None;
        harness.get_by_label("← Zurück zur Übersicht").click();
        harness.run();
        assert!(matches!(harness.state().action, Some(Action::History)));
    }

    #[test]
    fn a_read_only_evening_says_why_and_offers_no_continue() {
        let harness = harness("main-taunus.ron", Some("in einem anderen Fenster geöffnet".into()));
        shows(&harness, "in einem anderen Fenster geöffnet");
        shows(&harness, "Nur zum Ansehen — hier nicht fortsetzbar");
        assert!(harness.query_by_label("Am Tisch weiterspielen").is_none());
    }

    #[test]
    fn speaks_english_and_shows_the_beer_mats() {
        let mut harness = harness("theimann-altstadt.ron", None);
        harness.state_mut().lang = Lang::En;
        // The beer mats word in the thread's language.
        crate::i18n::set(Lang::En);
        harness.run();
        shows(&harness, "← Back to the history");
        shows(&harness, "Continue at the table");
        let session = harness.state().view.session().clone();
        let e = session.engine();
        shows(&harness, &format!("→ {}", words::round(e, &e.rounds()[0])));
        harness.get_by_label("Beer mats").click();
        harness.run();
        let p = 0;
        shows(
            &harness,
            &format!("{} — {}", e.name(p), crate::i18n::scoped(Lang::En, || super::beermat::strokes(e.tally(p)))),
        );
    }

    #[test]
    fn the_log_has_every_kind_of_event_in_order() {
        let (session, _) = sample("main-taunus.ron");
        let log = Log::build(&session, Lang::De);
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
    fn a_long_evening_is_built_once_and_drawn_fast() {
        let text = crate::cli::simulate("main-taunus", "Anna,Ben,Carl,Dora,Emil", 400, 7, 20).unwrap();
        let session = crate::session::file::parse(&text).unwrap();
        let rounds = session.engine().rounds().len();
        assert!(rounds > 4000, "{rounds} rounds");
        let started = std::time::Instant::now();
        let log = Log::build(&session, Lang::De);
        let built = started.elapsed();
        assert!(log.rows.len() > 2 * rounds);
        let state =
            State { view: ReviewView::new(session, PathBuf::from("long.ron"), None), lang: Lang::De, action: None };
        let mut harness = Harness::builder()
            .with_size(egui::vec2(1366.0, 768.0))
            .with_context_setup(setup)
            .build_ui_state(|ui, state: &mut State| drop(state.view.ui(ui, state.lang)), state);
        harness.run();
        let started = std::time::Instant::now();
        for _ in 0..20 {
            harness.step();
        }
        let frame = started.elapsed() / 20;
        assert!(frame < std::time::Duration::from_millis(50), "a frame took {frame:?}");
        assert!(built < std::time::Duration::from_secs(2), "the log took {built:?}");
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
