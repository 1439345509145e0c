//! The projector: what the room reads from ten metres (TOURNAMENT.md, issue "Tournaments").
//!
//! Rotating pages of the current round's seating ("Wo sitze ich?", alphabetically with table
//! numbers), the standings, the team standings and the prizes; a round timer the
//! organiser starts. Body text is at least 32 px at 1920×1080, black on white (readable in
//! greyscale: nothing is said by colour alone). Pages hold a fixed number of fixed-height rows,
//! so arriving results never move the layout. `B` blanks the screen, `F` freezes it.
//!
//! The view draws a [`Board`], a snapshot the organiser's window makes when results change —
//! never per frame.

use crate::tournament::replay::Tournament;
use crate::tournament::standings::Standings;
use crate::tr;
use eframe::egui::{self, Align2, Color32, FontId, Key, Pos2, Rect, Stroke, Ui, vec2};
use std::time::{Duration, Instant};

/// Seconds each page stays before the next.
const PAGE_TIME: Duration = Duration::from_secs(12);
/// Text sizes at 1080 px of screen height; scaled with the screen.
const TITLE_PX: f32 = 56.0;
const BODY_PX: f32 = 36.0;
const TIMER_PX: f32 = 220.0;
/// The height of the timer's strip at the bottom.
const TIMER_STRIP: f32 = 140.0;

/// What the projector shows, made from the tournament when it changes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Board {
    pub title: String,
    /// The latest round's number and every seated player with his table, alphabetically.
    pub seating: Option<(u32, Vec<(String, u32)>)>,
    /// Place, name, points.
    pub standings: Vec<(usize, String, i64)>,
    /// Place, team, points.
    pub teams: Vec<(usize, String, i64)>,
    /// Schock-Outs and who threw them.
    /// The prizes won so far, one line each (worded when the board is made).
    pub prizes: Vec<String>,
}

impl Board {
    pub fn new(t: &Tournament, s: &Standings) -> Board {
        let name = |p: usize| t.players[p].name.clone();
        let seating = t.rounds.last().map(|round| {
            let mut list: Vec<(String, u32)> = round
                .tables
                .iter()
                .enumerate()
                .flat_map(|(i, table)| table.players.iter().map(move |&p| (p, i as u32 + 1)))
                .map(|(p, table)| (name(p), table))
                .collect();
            crate::names::sort_by_name(&mut list, |(n, _)| n);
            (t.rounds.len() as u32, list)
        });
        Board {
            title: t.title.clone().unwrap_or_default(),
            seating,
            standings: s.rows.iter().map(|r| (r.place, name(r.player), r.points)).collect(),
            teams: s.teams.iter().map(|x| (x.place, x.team.clone(), x.points)).collect(),
            prizes: crate::report::prizes::lines(t, s),
        }
    }
}

/// One page of the rotation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// The seating, from this row on.
    Seating(usize),
    Standings(usize),
    Teams(usize),
    Prize,
}

/// The projector's state: the board shown, the page, blank/frozen, the round timer.
pub struct Projector {
    board: Board,
    /// A newer board that arrived while frozen.
    waiting: Option<Board>,
    page: usize,
    page_since: Option<Instant>,
    pub blank: bool,
    pub frozen: bool,
    timer: Option<(Instant, Duration)>,
}

impl Projector {
    pub fn new(board: Board) -> Projector {
        Projector { board, waiting: None, page: 0, page_since: None, blank: false, frozen: false, timer: None }
    }

    /// New results: shown at once, or when unfrozen.
    pub fn update(&mut self, board: Board) {
        if self.frozen {
            self.waiting = Some(board);
        } else {
            self.board = board;
        }
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Starts the round timer (the time limit of point rounds).
    pub fn start_timer(&mut self, length: Duration) {
        self.timer = Some((Instant::now(), length));
    }

    pub fn stop_timer(&mut self) {
        self.timer = None;
    }

    /// Time left on the round timer; `Some(ZERO)` once it ran out: the tables finish `scharf`.
    pub fn time_left(&self) -> Option<Duration> {
        self.timer.map(|(start, length)| length.saturating_sub(start.elapsed()))
    }

    /// The pages for a screen that holds `rows` body rows in `columns` columns.
    pub fn pages(&self, rows: usize, columns: usize) -> Vec<Page> {
        let per_page = (rows * columns).max(1);
        let mut pages = Vec::new();
        if let Some((_, list)) = &self.board.seating {
            pages.extend((0..list.len()).step_by(per_page).map(Page::Seating));
        }
        let ranked = (rows * columns.min(2)).max(1);
        pages.extend((0..self.board.standings.len()).step_by(ranked).map(Page::Standings));
        pages.extend((0..self.board.teams.len()).step_by(ranked).map(Page::Teams));
        if !self.board.prizes.is_empty() {
            pages.push(Page::Prize);
        }
        pages
    }

    /// Freezes the screen, or unfreezes it and shows what arrived meanwhile (F).
    pub fn set_frozen(&mut self, frozen: bool) {
        self.frozen = frozen;
        if !frozen && let Some(board) = self.waiting.take() {
            self.board = board;
        }
    }

    /// What the timer's strip says: the time left (seconds rounded up), or once it ran out
    /// that the tables finish `scharf`; `None` where no timer runs.
    pub fn timer_line(&self) -> Option<String> {
        let left = self.time_left()?;
        if left.is_zero() {
            return Some(tr!("projector-sudden"));
        }
        let secs = left.as_secs() + u64::from(left.subsec_nanos() > 0);
        Some(format!("{}:{:02}", secs / 60, secs % 60))
    }

    /// Keys: B blanks, F freezes (and unfreezing shows what arrived meanwhile), → and ← turn pages.
    fn keys(&mut self, ui: &Ui, count: usize) {
        let (b, f, next, back) = ui.input(|i| {
            (
                i.key_pressed(Key::B),
                i.key_pressed(Key::F),
                i.key_pressed(Key::ArrowRight),
                i.key_pressed(Key::ArrowLeft),
            )
        });
        if b {
            self.blank = !self.blank;
        }
        if f {
            self.set_frozen(!self.frozen);
        }
        if count > 0 && (next || back) {
            self.page = if next { self.page + 1 } else { self.page + count - 1 } % count;
            self.page_since = Some(Instant::now());
        }
    }

    /// The projector on its screen, taking its keys.
    pub fn ui(&mut self, ui: &mut Ui) {
        self.show(ui, true);
    }

    /// Draws the projector into `ui`'s rectangle; `keys`: it has the keyboard (not where it is
    /// a preview inside another window, whose keys are the organiser's).
    pub fn show(&mut self, ui: &mut Ui, keys: bool) {
        let rect = ui.max_rect();
        let scale = (rect.height() / 1080.0).max(0.5);
        let body = FontId::proportional(BODY_PX * scale);
        let row_height = BODY_PX * scale * 1.5;
        let top = rect.top() + TITLE_PX * scale * 2.2;
        // The timer's strip at the bottom is kept free of rows.
        let bottom = rect.bottom() - if self.timer.is_some() { TIMER_STRIP * scale } else { 0.0 };
        let rows = (((bottom - top - row_height) / row_height).floor() as usize).max(1);
        let columns = ((rect.width() / (560.0 * scale)).floor() as usize).clamp(1, 4);
        // Ranked lists in at most two columns: place, name and points stay close together.
        let ranked_columns = columns.min(2);
        let pages = self.pages(rows, columns);
        if keys {
            self.keys(ui, pages.len());
        }
        let painter = ui.painter();
        let (paper, ink) = (Color32::WHITE, Color32::BLACK);
        painter.rect_filled(rect, 0.0, if self.blank { Color32::BLACK } else { paper });
        if self.blank {
            return;
        }
        // Turn the page when its time is up (not while frozen); wake up for the next turn only.
        let since = *self.page_since.get_or_insert_with(Instant::now);
        if !self.frozen && since.elapsed() >= PAGE_TIME && !pages.is_empty() {
            self.page = (self.page + 1) % pages.len();
            self.page_since = Some(Instant::now());
        }
        let page = pages.get(self.page % pages.len().max(1)).copied();
        let left = rect.left() + 48.0 * scale;
        let text = |pos: Pos2, anchor: Align2, s: String, font: FontId| {
            painter.text(pos, anchor, s, font, ink);
        };
        let heading = match page {
            Some(Page::Seating(_)) => {
                tr!("projector-seating", round = self.board.seating.as_ref().map_or(0, |(r, _)| *r))
            }
            Some(Page::Standings(_)) => tr!("projector-standings"),
            Some(Page::Teams(_)) => tr!("projector-teams"),
            Some(Page::Prize) => tr!("projector-prize"),
            None => tr!("projector-waiting"),
        };
        text(
            Pos2::new(left, rect.top() + 24.0 * scale),
            Align2::LEFT_TOP,
            heading,
            FontId::proportional(TITLE_PX * scale),
        );
        text(
            Pos2::new(rect.right() - 48.0 * scale, rect.top() + 24.0 * scale),
            Align2::RIGHT_TOP,
            self.board.title.clone(),
            FontId::proportional(BODY_PX * scale),
        );
        painter.hline(rect.x_range().shrink(48.0 * scale), top - row_height * 0.4, Stroke::new(3.0 * scale, ink));
        let row_pos =
            |i: usize, col: usize, width: f32| Pos2::new(left + col as f32 * width, top + i as f32 * row_height);
        let column_width = |columns: usize| (rect.width() - 96.0 * scale) / columns as f32;
        // A ranked list: place, name and points in columns of the page's width.
        let ranked = |list: &mut dyn Iterator<Item = (usize, &String, i64)>, rows: usize, columns: usize| {
            let width = column_width(columns);
            for (k, (place, name, points)) in list.take(rows * columns).enumerate() {
                let pos = row_pos(k % rows, k / rows, width);
                text(pos, Align2::LEFT_TOP, format!("{place}."), body.clone());
                text(pos + vec2(110.0 * scale, 0.0), Align2::LEFT_TOP, name.clone(), body.clone());
                let right = Pos2::new(pos.x + width - 60.0 * scale, pos.y);
                text(right, Align2::RIGHT_TOP, points.to_string(), body.clone());
            }
        };
        match page {
            Some(Page::Seating(from)) => {
                let list = self.board.seating.as_ref().map_or(&[][..], |(_, l)| l.as_slice());
                let width = column_width(columns);
                for (k, (name, table)) in list.iter().skip(from).take(rows * columns).enumerate() {
                    let pos = row_pos(k % rows, k / rows, width);
                    text(pos, Align2::LEFT_TOP, name.clone(), body.clone());
                    let at = Pos2::new(pos.x + width - 40.0 * scale, pos.y);
                    text(at, Align2::RIGHT_TOP, tr!("projector-table", table = *table), body.clone());
                }
            }
            Some(Page::Standings(from)) => {
                let list = self.board.standings.iter().map(|(place, name, points)| (*place, name, *points));
                ranked(&mut list.skip(from), rows, ranked_columns)
            }
            Some(Page::Teams(from)) => {
                let list = self.board.teams.iter().map(|(place, team, points)| (*place, team, *points));
                ranked(&mut list.skip(from), rows, ranked_columns)
            }
            Some(Page::Prize) => {
                let size = BODY_PX * 1.4 * scale;
                let first = rect.center().y - (self.board.prizes.len() as f32 - 1.0) * size;
                for (i, line) in self.board.prizes.iter().enumerate() {
                    let pos = Pos2::new(rect.center().x, first + i as f32 * size * 2.0);
                    text(pos, Align2::CENTER_CENTER, line.clone(), FontId::proportional(size));
                }
            }
            None => {}
        }
        if let Some(label) = self.timer_line() {
            let size = if self.time_left().is_some_and(|l| l.is_zero()) { BODY_PX * 2.0 } else { TIMER_PX * 0.5 };
            let bottom = Rect::from_min_max(Pos2::new(rect.left(), rect.bottom() - TIMER_STRIP * scale), rect.max);
            painter.rect_filled(bottom, 0.0, ink);
            painter.text(bottom.center(), Align2::CENTER_CENTER, label, FontId::monospace(size * scale), paper);
            ui.ctx().request_repaint_after(Duration::from_millis(250));
        }
        if !self.frozen && pages.len() > 1 {
            ui.ctx().request_repaint_after(PAGE_TIME.saturating_sub(since.elapsed()));
        }
    }
}

/// The projector as a window of its own (`schocken tournament project DIR`): full screen, over a
/// tournament folder that it watches; the board is made anew whenever the folder changes.
pub fn run_window(dir: std::path::PathBuf, timer: Option<Duration>) -> eframe::Result {
    let lang = crate::i18n::current();
    let options = eframe::NativeOptions {
        renderer: eframe::Renderer::Glow,
        viewport: egui::ViewportBuilder::default()
            .with_title(tr!("projector-window-title"))
            .with_inner_size([1920.0, 1080.0])
            .with_fullscreen(true),
        ..Default::default()
    };
    eframe::run_native(
        "schocken-projector", // i18n-ok: an app id
        options,
        Box::new(move |cc| {
            let ctx = cc.egui_ctx.clone();
            let watcher = crate::watch::FolderWatcher::new(&dir, move || ctx.request_repaint()).ok();
            let mut window = Window { dir, lang, watcher, projector: Projector::new(Board::default()) };
            window.read();
            if let Some(length) = timer {
                window.projector.start_timer(length);
            }
            Ok(Box::new(window))
        }),
    )
}

struct Window {
    dir: std::path::PathBuf,
    lang: crate::i18n::Lang,
    watcher: Option<crate::watch::FolderWatcher>,
    projector: Projector,
}

impl Window {
    /// Reads the folder again; a folder that cannot be read keeps the last good board.
    fn read(&mut self) {
        if let Ok(folder) = crate::tournament_folder::read(&self.dir) {
            self.projector.update(Board::new(&folder.tournament, &folder.standings));
        }
    }
}

impl eframe::App for Window {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        crate::i18n::set(self.lang);
        if self.watcher.as_ref().is_some_and(|w| w.take_changed()) {
            self.read();
        }
        if ui.input(|i| i.key_pressed(Key::Escape)) {
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
        self.projector.ui(ui);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(players: usize) -> Board {
        Board {
            title: "Pokal".into(),
            seating: Some((2, (0..players).map(|i| (format!("Spieler {i:03}"), (i / 4) as u32 + 1)).collect())),
            standings: (0..players).map(|i| (i + 1, format!("Spieler {i:03}"), 100 - i as i64)).collect(),
            teams: vec![(1, "Kegelclub".into(), 12)],
            prizes: vec!["Schock-Out-Preis (1 Schock-Out): Spieler 007".into()],
        }
    }

    #[test]
    fn seating_is_alphabetical_as_germans_read_it() {
        let text = r#"Tournament(format: 1, rules: (preset: "main-taunus"), scoring: LossPoints, events: [
            Register(name: "Zoë"), Register(name: "Ömer"), Register(name: "olaf"), Register(name: "Anna"),
            Draw(round: 1, kind: Points, games: 1, tables: [["Zoë", "Ömer"], ["olaf", "Anna"]]),
        ])"#; // i18n-ok
        let file = crate::tournament::file::parse(text).unwrap();
        let (t, _) = crate::tournament::replay::replay(&file, &[]).unwrap();
        let board = Board::new(&t, &crate::tournament::standings::standings(&t));
        let (round, seating) = board.seating.unwrap();
        assert_eq!(round, 1);
        let seating: Vec<(&str, u32)> = seating.iter().map(|(n, table)| (n.as_str(), *table)).collect();
        assert_eq!(seating, [("Anna", 2), ("olaf", 2), ("Ömer", 1), ("Zoë", 1)]);
    }

    #[test]
    fn pages_hold_fixed_rows() {
        let p = Projector::new(board(200));
        let pages = p.pages(20, 4);
        assert_eq!(pages.iter().filter(|x| matches!(x, Page::Seating(_))).count(), 3);
        assert_eq!(pages.iter().filter(|x| matches!(x, Page::Standings(_))).count(), 5);
        assert_eq!(pages.last(), Some(&Page::Prize));
    }

    #[test]
    fn frozen_keeps_the_board_until_unfrozen() {
        let mut p = Projector::new(board(8));
        p.frozen = true;
        p.update(board(12));
        assert_eq!(p.board().standings.len(), 8);
        let mut harness = egui_kittest::Harness::builder()
            .with_size(vec2(1920.0, 1080.0))
            .build_ui_state(|ui, p: &mut Projector| p.ui(ui), p);
        harness.key_press(Key::F);
        harness.run();
        assert!(!harness.state().frozen);
        assert_eq!(harness.state().board().standings.len(), 12);
        harness.key_press(Key::B);
        harness.run();
        assert!(harness.state().blank);
    }

    #[test]
    fn the_timer_counts_down_in_whole_seconds_then_says_scharf() {
        crate::i18n::set(crate::i18n::Lang::De);
        let mut p = Projector::new(board(4));
        assert_eq!(p.timer_line(), None);
        p.start_timer(Duration::from_secs(90));
        assert!(matches!(p.timer_line().as_deref(), Some("1:30" | "1:29")));
        p.start_timer(Duration::from_millis(20));
        assert_eq!(p.timer_line().as_deref(), Some("0:01"), "a part of a second left is still a second");
        std::thread::sleep(Duration::from_millis(40));
        assert_eq!(p.time_left(), Some(Duration::ZERO));
        assert_eq!(p.timer_line().as_deref(), Some("Zeit! Scharf weiterschocken"));
        p.stop_timer();
        assert_eq!(p.timer_line(), None);
    }
}
