//! The projector: what the room reads from ten metres (TOURNAMENT.md, issue "Tournaments").
//!
//! Rotating pages of the current round's seating ("Wo sitze ich?", alphabetically with table
//! numbers), the standings, the team standings and the prizes; a round timer the
//! organiser starts. Body text is at least 32 px at 1920×1080, black on white (readable in
//! greyscale: nothing is said by colour alone). Pages hold a fixed number of fixed-height rows,
//! so arriving results never move the layout. `B` blanks the screen, `F` freezes it.
//!
//! The view draws a [`Board`], a snapshot made when results change — never per frame: by the
//! organiser's window when it takes a change, or, for the projector's own window, on a reader
//! thread the folder watcher wakes ([`window`]); no file is read while drawing.

use eframe::egui::{self, Align2, Color32, FontId, Galley, Painter, Pos2, Rect, Stroke, Ui};
use schocken_core::brand::Pixels;
use schocken_core::tr;
use std::sync::Arc;
use std::time::Duration;

use super::commands::Cmd;
use super::table_status;

mod board;
mod lists;
pub mod window;
pub use board::{Board, Standing};
use lists::{BODY_PX, GAP, MARGIN, Ranked, Scale, TITLE_PX, clipped, team_cells, wrap};

/// Seconds each page stays before the next.
const PAGE_TIME: Duration = Duration::from_secs(12);
const TIMER_PX: f32 = 220.0;
/// The height of the timer's strip at the bottom.
const TIMER_STRIP: f32 = 140.0;
/// The height of the tables' strip above it ("5 von 7 Tischen fertig").
const STATUS_STRIP: f32 = 76.0;
/// The height of a line above that strip naming a file that gives no results, and how many such
/// lines the projector shows at most (the organiser's window lists them all).
const PROBLEM_LINE: f32 = 40.0;
const PROBLEM_LINES: usize = 3;

/// Where the projector reads the time: a steady clock from when it was made, or in tests a clock
/// moved by hand, so page turns and the round timer are tested without waiting. (Each egui
/// viewport counts its input time from its own start, so the organiser's window, which starts
/// the timer, and the projector's, which shows it, share this clock instead.)
#[derive(Clone)]
pub struct Clock(Arc<dyn Fn() -> Duration + Send + Sync>);

impl Clock {
    /// The machine's steady clock, counting from now.
    pub fn steady() -> Clock {
        let start = std::time::Instant::now();
        Clock(Arc::new(move || start.elapsed()))
    }

    #[cfg(any(test, feature = "test-hooks"))]
    /// A clock that stands at `hand` milliseconds until the hand is moved.
    pub fn by_hand(hand: Arc<std::sync::atomic::AtomicU64>) -> Clock {
        Clock(Arc::new(move || Duration::from_millis(hand.load(std::sync::atomic::Ordering::Relaxed))))
    }

    fn now(&self) -> Duration {
        (self.0)()
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

/// How many rows and columns of the lists a screen holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    /// Rows of the seating (the ranked lists give one of them to their column heads).
    pub rows: usize,
    pub seating_columns: usize,
    pub standings_columns: usize,
    pub teams_columns: usize,
}

/// The projector's state: the board shown, the page, blank/frozen, the round timer.
pub struct Projector {
    board: Board,
    /// A newer board that arrived while frozen.
    waiting: Option<Board>,
    page: usize,
    /// When the page was turned, on the clock.
    page_since: Option<Duration>,
    pub blank: bool,
    pub frozen: bool,
    /// Started at, and its length.
    timer: Option<(Duration, Duration)>,
    clock: Clock,
    /// The club's logo as a texture, made when a board brings another logo.
    logo: Option<(Arc<Pixels>, egui::TextureHandle)>,
}

impl Projector {
    pub fn new(board: Board) -> Projector {
        Projector::with_clock(board, Clock::steady())
    }

    pub fn with_clock(board: Board, clock: Clock) -> Projector {
        Projector {
            board,
            waiting: None,
            page: 0,
            page_since: None,
            blank: false,
            frozen: false,
            timer: None,
            clock,
            logo: None,
        }
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

    /// The page on screen (of a screen holding `grid`).
    pub fn page(&self, grid: Grid) -> Option<Page> {
        let pages = self.pages(grid);
        pages.get(self.page % pages.len().max(1)).copied()
    }

    /// Starts the round timer (the time limit of point rounds).
    pub fn start_timer(&mut self, length: Duration) {
        self.timer = Some((self.clock.now(), length));
    }

    pub fn stop_timer(&mut self) {
        self.timer = None;
    }

    /// Time left on the round timer; `Some(ZERO)` once it ran out: the tables finish `scharf`.
    pub fn time_left(&self) -> Option<Duration> {
        let now = self.clock.now();
        self.timer.map(|(start, length)| length.saturating_sub(now.saturating_sub(start)))
    }

    /// The pages for a screen that holds `grid`.
    pub fn pages(&self, grid: Grid) -> Vec<Page> {
        let per_page = (grid.rows * grid.seating_columns).max(1);
        let mut pages = Vec::new();
        if let Some((_, list)) = &self.board.seating {
            pages.extend((0..list.len()).step_by(per_page).map(Page::Seating));
        }
        let ranked = |columns: usize| (grid.rows.saturating_sub(1) * columns).max(1);
        pages.extend((0..self.board.standings.len()).step_by(ranked(grid.standings_columns)).map(Page::Standings));
        pages.extend((0..self.board.teams.len()).step_by(ranked(grid.teams_columns)).map(Page::Teams));
        if !self.board.prize_lines().is_empty() {
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

    /// Its commands' keys (`Menu::Projector`): blank, freeze (unfreezing shows what arrived
    /// meanwhile), the next and the previous page.
    fn keys(&mut self, ui: &Ui, count: usize) {
        let [b, f, next, back] =
            [Cmd::Blank, Cmd::Freeze, Cmd::NextPage, Cmd::PreviousPage].map(|c| c.pressed(ui.ctx()));
        if b {
            self.blank = !self.blank;
        }
        if f {
            self.set_frozen(!self.frozen);
        }
        if count > 0 && (next || back) {
            self.page = if next { self.page + 1 } else { self.page + count - 1 } % count;
            self.page_since = Some(self.clock.now());
        }
    }

    /// The projector on its screen, taking its keys.
    pub fn ui(&mut self, ui: &mut Ui) {
        self.show(ui, true);
    }

    /// How many rows and columns fit `rect`: as many columns as the widest name with its
    /// table (or with place, knock-out state and points) allows, at most four (two for the
    /// ranked lists, so place, name and points stay close together).
    /// The lowest the lists reach: above the timer's and the tables' strips where they are shown.
    fn bottom(&self, rect: Rect) -> f32 {
        let s = Scale::of(rect);
        let timer = if self.timer.is_some() { TIMER_STRIP } else { 0.0 };
        let tables = if self.board.tables.tables.is_empty() { 0.0 } else { STATUS_STRIP };
        let problems = self.problem_lines().len() as f32 * PROBLEM_LINE;
        rect.bottom() - (timer + tables + problems) * s.0
    }

    /// The lines naming the folder's files that give no results, in words (the room reads which
    /// table's results are missing from the standings, of any round): at most [`PROBLEM_LINES`],
    /// the last saying how many more there are.
    fn problem_lines(&self) -> Vec<String> {
        let mut all = self.board.tables.problems();
        if all.len() > PROBLEM_LINES {
            let more = all.len() - (PROBLEM_LINES - 1);
            all.truncate(PROBLEM_LINES - 1);
            all.push(tr!("projector-more-problems", count = more));
        }
        all.into_iter().map(|line| format!("⚠ {line}")).collect() // i18n-ok: a sign
    }

    fn grid(&self, painter: &Painter, rect: Rect) -> Grid {
        let s = Scale::of(rect);
        let bottom = self.bottom(rect);
        let rows = (((bottom - s.top(rect) - s.row()) / s.row()).floor() as usize).max(2);
        let width = |text: &str| painter.layout_no_wrap(text.to_string(), s.body(), Color32::BLACK).size().x;
        let widest = |names: &mut dyn Iterator<Item = &String>| names.map(|n| width(n)).fold(0.0, f32::max);
        let fits = |need: f32, most: usize| {
            (1..=most).rev().find(|&c| s.column_width(rect, c) >= need + GAP * s.0).unwrap_or(1)
        };
        let seating = self.board.seating.as_ref().map_or(&[][..], |(_, l)| l.as_slice());
        let tables = seating.iter().map(|(_, t)| width(&tr!("projector-table", table = *t))).fold(0.0, f32::max);
        let seating_columns = fits(widest(&mut seating.iter().map(|(n, _)| n)) + GAP * s.0 + tables, 4);
        let names = widest(&mut self.board.standings.iter().map(|r| &r.name));
        let standings_columns = fits(names + Ranked::standings(&self.board, painter, s).fixed(), 2);
        let teams = widest(&mut self.board.teams.iter().map(|(_, t, _)| t));
        let teams_columns = fits(teams + Ranked::teams(&self.board, painter, s).fixed(), 2);
        Grid { rows, seating_columns, standings_columns, teams_columns }
    }

    /// Draws the projector into `ui`'s rectangle; `keys`: it has the keyboard (not where it is
    /// a preview inside another window, whose keys are the organiser's).
    pub fn show(&mut self, ui: &mut Ui, keys: bool) {
        let rect = ui.max_rect();
        let s = Scale::of(rect);
        let grid = self.grid(ui.painter(), rect);
        let pages = self.pages(grid);
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
        let now = self.clock.now();
        let since = *self.page_since.get_or_insert(now);
        if !self.frozen && now.saturating_sub(since) >= PAGE_TIME && !pages.is_empty() {
            self.page = (self.page + 1) % pages.len();
            self.page_since = Some(now);
        }
        let page = self.page(grid);
        let logo = self.logo_texture(ui.ctx());
        let painter = ui.painter();
        let mut left = rect.left() + MARGIN * s.0;
        if let Some(logo) = logo {
            let natural = logo.size_vec2().max(egui::vec2(1.0, 1.0));
            let size = natural * (TITLE_PX * 1.4 * s.0 / natural.y).min(rect.width() / 4.0 / natural.x);
            let at = Rect::from_min_size(Pos2::new(left, rect.top() + 16.0 * s.0), size);
            let whole = Rect::from_min_max(Pos2::ZERO, Pos2::new(1.0, 1.0));
            painter.image(logo.id(), at, whole, Color32::WHITE);
            left += size.x + GAP * 0.75 * s.0;
        }
        let heading = match page {
            Some(Page::Seating(_)) => {
                tr!("projector-seating", round = self.board.seating.as_ref().map_or(0, |(r, _)| r.get()))
            }
            Some(Page::Standings(_)) => tr!("projector-standings"),
            Some(Page::Teams(_)) => tr!("projector-teams"),
            Some(Page::Prize) => {
                tr!("projector-prize", provisional = if self.board.provisional { "yes" } else { "no" })
            }
            None => tr!("projector-waiting"),
        };
        let heading = painter.text(
            Pos2::new(left, rect.top() + 24.0 * s.0),
            Align2::LEFT_TOP,
            heading,
            FontId::proportional(TITLE_PX * s.0),
            ink,
        );
        // The title takes what the heading leaves, cut short rather than over it.
        let room = rect.right() - MARGIN * s.0 - heading.right() - GAP * s.0;
        let title = match &self.board.club.name {
            Some(club) if !self.board.title.is_empty() => {
                tr!("club-with-title", club = club.as_str(), title = self.board.title.as_str())
            }
            Some(club) => club.clone(),
            None => self.board.title.clone(),
        };
        let title = clipped(painter, &title, s.body(), room);
        painter.galley(Pos2::new(rect.right() - MARGIN * s.0 - title.size().x, rect.top() + 24.0 * s.0), title, ink);
        let top = s.top(rect);
        painter.hline(rect.x_range().shrink(MARGIN * s.0), top - s.row() * 0.4, Stroke::new(3.0 * s.0, ink));
        match page {
            Some(Page::Seating(from)) => {
                let list = self.board.seating.as_ref().map_or(&[][..], |(_, l)| l.as_slice());
                let width = s.column_width(rect, grid.seating_columns);
                for (k, (name, table)) in list.iter().skip(from).take(grid.rows * grid.seating_columns).enumerate() {
                    let pos = s.cell(rect, k % grid.rows, k / grid.rows, width);
                    let label = painter.layout_no_wrap(tr!("projector-table", table = *table), s.body(), ink);
                    let right = pos.x + width - GAP * s.0;
                    let name = clipped(painter, name, s.body(), right - label.size().x - GAP * s.0 - pos.x);
                    painter.galley(pos, name, ink);
                    painter.galley(Pos2::new(right - label.size().x, pos.y), label, ink);
                }
            }
            Some(Page::Standings(from)) => {
                let ranked = Ranked::standings(&self.board, painter, s);
                let mut list = self.board.standings.iter().skip(from).map(|r| ranked.cells(r));
                ranked.draw(rect, (grid.rows, grid.standings_columns), &mut list)
            }
            Some(Page::Teams(from)) => {
                let mut list = self.board.teams.iter().skip(from).map(team_cells);
                Ranked::teams(&self.board, painter, s).draw(rect, (grid.rows, grid.teams_columns), &mut list)
            }
            Some(Page::Prize) => {
                let size = FontId::proportional(BODY_PX * 1.4 * s.0);
                let width = rect.width() - 2.0 * MARGIN * s.0;
                let lines: Vec<Vec<Arc<Galley>>> = self
                    .board
                    .prize_lines()
                    .iter()
                    .map(|prize| {
                        wrap(painter, prize, &size, width)
                            .into_iter()
                            .map(|l| painter.layout_no_wrap(l, size.clone(), ink))
                            .collect()
                    })
                    .collect();
                let line = size.size * 1.25;
                let count = lines.iter().map(Vec::len).sum::<usize>() as f32;
                let bottom = self.bottom(rect);
                let height = count * line + (lines.len() as f32 - 1.0) * line * 0.6;
                let mut y = (top + bottom - height) / 2.0;
                for prize in lines {
                    for galley in prize {
                        painter.galley(Pos2::new(rect.center().x - galley.size().x / 2.0, y), galley, ink);
                        y += line;
                    }
                    y += line * 0.6;
                }
            }
            None => {}
        }
        self.tables_strip(painter, rect);
        if let Some(label) = self.timer_line() {
            let size = if self.time_left().is_some_and(|l| l.is_zero()) { BODY_PX * 2.0 } else { TIMER_PX * 0.5 };
            let bottom = Rect::from_min_max(Pos2::new(rect.left(), rect.bottom() - TIMER_STRIP * s.0), rect.max);
            painter.rect_filled(bottom, 0.0, ink);
            painter.text(bottom.center(), Align2::CENTER_CENTER, label, FontId::monospace(size * s.0), paper);
            ui.ctx().request_repaint_after(Duration::from_millis(250));
        }
        if !self.frozen && pages.len() > 1 {
            ui.ctx().request_repaint_after(PAGE_TIME.saturating_sub(now.saturating_sub(since)));
        }
    }
}

/// The screen's scale (its height over 1080 px) and the measures that follow from it.
impl Projector {
    /// The texture of the board's logo: made once per logo, not per frame.
    fn logo_texture(&mut self, ctx: &egui::Context) -> Option<egui::TextureHandle> {
        let pixels = self.board.club.logo.clone()?;
        // A board read anew brings the same logo anew: compared once, then kept as the same.
        if let Some((have, texture)) = &mut self.logo
            && (Arc::ptr_eq(have, &pixels) || *have == pixels)
        {
            *have = pixels;
            return Some(texture.clone());
        }
        let size = [pixels.width as usize, pixels.height as usize];
        let image = egui::ColorImage::from_rgba_unmultiplied(size, &pixels.rgba);
        let texture = ctx.load_texture("club-logo", image, egui::TextureOptions::LINEAR); // i18n-ok: an id
        self.logo = Some((pixels, texture.clone()));
        Some(texture)
    }

    /// The strip of the latest round's tables above the timer: "5 von 7 Tischen fertig" and a
    /// chip per table (`table_status`), made smaller where many tables need it.
    fn tables_strip(&self, painter: &Painter, rect: Rect) {
        let tables = &self.board.tables;
        if tables.tables.is_empty() {
            return;
        }
        let s = Scale::of(rect);
        let timer = if self.timer.is_some() { TIMER_STRIP * s.0 } else { 0.0 };
        let strip = Rect::from_min_max(
            Pos2::new(rect.left(), rect.bottom() - timer - STATUS_STRIP * s.0),
            Pos2::new(rect.right(), rect.bottom() - timer),
        );
        painter.hline(strip.x_range().shrink(MARGIN * s.0), strip.top(), Stroke::new(1.5 * s.0, Color32::BLACK));
        let font = FontId::proportional(BODY_PX * 0.75 * s.0);
        for (i, line) in self.problem_lines().into_iter().rev().enumerate() {
            let galley = painter.layout(line, font.clone(), table_status::PROBLEM, rect.width() - 2.0 * MARGIN * s.0);
            let y = strip.top() - (i as f32 + 1.0) * PROBLEM_LINE * s.0 + (PROBLEM_LINE * s.0 - galley.size().y) / 2.0;
            painter.galley(Pos2::new(rect.left() + MARGIN * s.0, y), galley, table_status::PROBLEM);
        }
        let summary = painter.layout_no_wrap(tables.summary(), FontId::proportional(BODY_PX * s.0), Color32::BLACK);
        let left = rect.left() + MARGIN * s.0;
        painter.galley(Pos2::new(left, strip.center().y - summary.size().y / 2.0), summary.clone(), Color32::BLACK);
        let from = left + summary.size().x + GAP * s.0;
        let room = rect.right() - MARGIN * s.0 - from;
        let gap = 12.0 * s.0;
        let label = |t: &schocken_core::tournament::status::TableStatus| t.table.to_string();
        let natural = FontId::proportional(BODY_PX * s.0);
        let need: f32 = tables
            .tables
            .iter()
            .map(|t| table_status::chip_width(painter, &t.status, &label(t), natural.clone()) + gap)
            .sum();
        let shrink = (room / need.max(1.0)).clamp(0.4, 1.0);
        let font = FontId::proportional(natural.size * shrink);
        let height = STATUS_STRIP * 0.8 * s.0 * shrink.max(0.6);
        let mut x = from;
        for t in &tables.tables {
            let width = table_status::chip_width(painter, &t.status, &label(t), font.clone());
            let chip = Rect::from_min_size(Pos2::new(x, strip.center().y - height / 2.0), egui::vec2(width, height));
            table_status::chip(painter, chip, &t.status, &label(t), font.clone());
            x += width + gap * shrink;
        }
    }
}

#[cfg(test)]
mod tests;
