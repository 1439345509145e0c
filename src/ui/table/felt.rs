//! The felt as drawn, apart from the view that draws it: the colours of discs, turn and roll-off,
//! the seats around the felt and the stock on it (`Layout`: one computation from the space and
//! the number of players, so nothing overlaps at any zoom), the discs and the dice faces. A leaf:
//! the table's view and its board use it, it uses neither.

use eframe::egui::{self, Color32, RichText};
use schocken_core::report::words;
use schocken_core::rules::outcome::PlayerId;
use schocken_core::session::event::RoundEntry;
use schocken_core::session::state::{Engine, Part};
use schocken_core::tr;

const DISC: Color32 = Color32::from_rgb(0xb7, 0x1c, 0x1c);
const MARKER: Color32 = Color32::from_rgb(0x21, 0x21, 0x21);
pub(super) const FELT: Color32 = Color32::from_rgb(0x2e, 0x6b, 0x3a);
pub(super) const TURN: Color32 = Color32::from_rgb(0xff, 0xc1, 0x07);
/// The players of a roll-off.
pub(super) const TIED: Color32 = Color32::from_rgb(0x29, 0xb6, 0xf6);

/// A signal colour as text: the bright one on the dark look, a dark one on the light look
/// (amber or light blue on white cannot be read from a step away).
pub(super) fn text_color(visuals: &egui::Visuals, signal: Color32) -> Color32 {
    match (visuals.dark_mode, signal == TURN) {
        (true, _) => signal,
        (false, true) => Color32::from_rgb(0x9a, 0x4b, 0x00),
        (false, false) => Color32::from_rgb(0x01, 0x57, 0x9b),
    }
}

/// Where everything on the table goes: the seat cards around the edge, the felt in the middle,
/// the stock's discs and its labels on the felt. One computation from the space, the number of
/// players and the rule set's discs, so that nothing overlaps at any zoom the menu offers.
pub(super) struct Layout {
    /// The whole table's space.
    pub table: egui::Rect,
    /// The seat cards in seat order.
    pub cards: Vec<egui::Rect>,
    pub felt: egui::Rect,
    /// The stock's discs, sized for all the rule set's discs (nothing moves as the stock empties).
    pub stock: egui::Rect,
    /// The stock's discs' radius.
    pub disc: f32,
    /// `Stock: 7`.
    pub label: egui::Rect,
    /// `abgelegt: 2`, where the rules put discs out of play (empty otherwise).
    pub discarded: egui::Rect,
}

/// The space between two seat cards, and around the stock.
const GAP: f32 = 8.0;
/// The largest disc in the stock and on a seat card (radius).
const STOCK_DISC: f32 = 9.0;
const SEAT_DISC: f32 = 6.5;

impl Layout {
    /// The table of `n` players, with `discs` discs in play, in `table`; `discards`: the rules
    /// put discs out of play (`winner-discards`), which the felt then counts too.
    pub fn new(n: usize, discs: u8, discards: bool, table: egui::Rect) -> Layout {
        let (cards, inner) = seat_rects(n, table);
        let felt = inner.shrink(4.0);
        // What is on the felt keeps clear of its rounded ends.
        let corner = felt.width().min(felt.height()) * 0.5;
        let room = felt.shrink2(egui::vec2(corner * 0.3 + GAP, GAP));
        let (label_h, discarded_h) = (30.0, if discards { 22.0 } else { 0.0 });
        let block_h = (room.height() - GAP - label_h - discarded_h).max(0.0);
        let (radius, per_row) = disc_grid(discs, egui::vec2(room.width(), block_h), STOCK_DISC, 7);
        let rows = usize::from(discs).div_ceil(per_row);
        let block = egui::vec2(per_row as f32, rows as f32) * radius * 2.2;
        let top = room.center().y - (block.y + GAP + label_h + discarded_h) / 2.0;
        let stock = egui::Rect::from_center_size(egui::pos2(room.center().x, top + block.y / 2.0), block);
        let label =
            egui::Rect::from_min_size(egui::pos2(room.left(), stock.bottom() + GAP), egui::vec2(room.width(), label_h));
        let discarded = egui::Rect::from_min_size(label.left_bottom(), egui::vec2(room.width(), discarded_h));
        Layout { table, cards, felt, stock, disc: radius, label, discarded }
    }
}

/// Where the seat cards go for `n` players in `rect`, in seat order clockwise from the top left:
/// a row along the top, a column down the right, a row back along the bottom and a column up
/// the left, each row centred, so that the table is balanced for any number of players and up
/// to twelve fit on an old laptop's screen at every zoom. Also returns the space left in the
/// middle for the felt.
fn seat_rects(n: usize, rect: egui::Rect) -> (Vec<egui::Rect>, egui::Rect) {
    let side = match n {
        0..=4 => 0,
        5..=8 => 1,
        _ => 2,
    };
    let rest = n.saturating_sub(2 * side);
    let (top_n, bottom_n) = (rest.div_ceil(2), rest / 2);
    let row = top_n.max(1);
    let mut width = ((rect.width() - GAP * (row as f32 + 1.0)) / row as f32).min(230.0);
    if side > 0 {
        // The side columns leave the felt a third of the width.
        width = width.min((rect.width() - 4.0 * GAP) / 3.2);
    }
    let height = CARD_HEIGHT.min((rect.height() - GAP * (side as f32 + 3.0)) / (side as f32 + 2.0));
    let size = egui::vec2(width, height);
    // Card `i` of a centred row of `k`.
    let row_x = |i: usize, k: usize| {
        let used = k as f32 * width + (k as f32 - 1.0) * GAP;
        rect.left() + (rect.width() - used) / 2.0 + i as f32 * (width + GAP)
    };
    let column_y = |i: usize| {
        let free = rect.height() - 2.0 * height - 2.0 * GAP;
        let step = free / side as f32;
        rect.top() + GAP + height + step * (i as f32 + 0.5) - height / 2.0
    };
    let (top, bottom) = (rect.top() + GAP, rect.bottom() - GAP - height);
    let mut corners = Vec::with_capacity(n);
    corners.extend((0..top_n).map(|i| egui::pos2(row_x(i, top_n), top)));
    corners.extend((0..side).map(|i| egui::pos2(rect.right() - GAP - width, column_y(i))));
    corners.extend((0..bottom_n).rev().map(|i| egui::pos2(row_x(i, bottom_n), bottom)));
    corners.extend((0..side).rev().map(|i| egui::pos2(rect.left() + GAP, column_y(i))));
    let cards = corners.into_iter().map(|at| egui::Rect::from_min_size(at, size)).collect();
    let beside = if side > 0 { width + 2.0 * GAP } else { GAP };
    let inner = egui::Rect::from_min_max(
        egui::pos2(rect.left() + beside, top + height + GAP),
        egui::pos2(rect.right() - beside, bottom - GAP),
    );
    (cards, inner)
}

/// A seat card's height at most: the name, what the player holds and threw, the discs.
const CARD_HEIGHT: f32 = 104.0;

pub(super) struct SeatState<'a> {
    /// The seat number, by which the pickers choose the player.
    pub(super) number: usize,
    pub(super) turn: bool,
    /// In the roll-off being entered.
    pub(super) tied: bool,
    pub(super) playing: bool,
    pub(super) free: bool,
    pub(super) thrown: Option<&'a RoundEntry>,
    /// `thrown` is of the round just played (shown until the next round's first throw).
    pub(super) last_round: bool,
    /// The throw is over the round's limit of throws.
    pub(super) over_limit: bool,
    /// Lives left in a knock-out round.
    pub(super) lives: Option<u32>,
}

/// One player's place at the table: name, what he holds, points, marks, what he threw in this
/// round, his discs. Everything stays on the card: where a small card (zoomed in, many players)
/// has no line left for a piece, the least needed goes first — marks (on the beer mats), then
/// points, then "äugelt" (the card's border shows it) — and the discs shrink to the room left.
pub(super) fn seat(ui: &mut egui::Ui, rect: egui::Rect, e: &Engine, p: PlayerId, s: SeatState<'_>) {
    let holding = e.holding(p);
    let dim = !s.playing || s.free;
    let stroke = if s.turn {
        egui::Stroke::new(4.0, TURN)
    } else if s.tied {
        egui::Stroke::new(4.0, TIED)
    } else {
        ui.visuals().widgets.noninteractive.bg_stroke
    };
    // The pieces of the status in reading order, each with how late it is given up (0 first).
    let status = if !s.playing {
        tr!("table-sits-out")
    } else if s.free {
        tr!("table-free")
    } else if e.plays_without_discs(p) {
        tr!("table-keeps-playing")
    } else {
        tr!("table-holding", discs = holding)
    };
    let mut pieces = vec![(RichText::new(status), 3)];
    if let Some(lives) = s.lives {
        pieces.push((RichText::new(tr!("table-lives", lives = lives)).strong(), 3));
    }
    // Points where the rules score them (tournaments).
    if e.scores_points() {
        pieces.push((RichText::new(tr!("table-points", points = e.points(p))).strong(), 1));
    }
    if s.tied {
        pieces.push((RichText::new(tr!("table-rolls-off")).strong().color(text_color(ui.visuals(), TIED)), 2));
    }
    if e.tally(p) > 0 {
        pieces.push((RichText::new(format!("· {}", crate::ui::beermat::strokes(e.tally(p)))).weak(), 0));
    }
    if let Some(entry) = s.thrown {
        let text = match entry {
            RoundEntry::Throw { throw, .. } => words::throw(*throw),
            RoundEntry::Take { .. } => tr!("table-takes"),
        };
        let text = if s.over_limit { tr!("table-seat-over-limit", throw = text) } else { text };
        let text = RichText::new(text);
        let text = if s.over_limit { text.color(ui.visuals().error_fg_color) } else { text };
        pieces.push((if s.last_round { text } else { text.strong() }, 3));
    }
    ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
        if dim {
            ui.multiply_opacity(0.45);
        }
        ui.set_clip_rect(rect.intersect(ui.clip_rect()));
        ui.painter().rect(rect, 8.0, ui.visuals().extreme_bg_color, stroke, egui::StrokeKind::Inside);
        let inner = rect.shrink(6.0);
        ui.scope_builder(
            egui::UiBuilder::new().max_rect(inner).layout(egui::Layout::top_down(egui::Align::Min)),
            |ui| {
                ui.horizontal(|ui| {
                    let half1 = e.current_game().half1 == Some(p) && e.part() != Part::Half1;
                    let seat = ui.label(RichText::new(s.number.to_string()).size(16.0).weak());
                    let room = ui.available_width() - if half1 { 26.0 } else { 0.0 };
                    ui.add(egui::Label::new(name_text(ui, e.name(p), room)).wrap());
                    seat.on_hover_text(tr!("table-seat-number", number = s.number, name = e.name(p)));
                    if half1 {
                        let marker = if ui.visuals().dark_mode { Color32::WHITE } else { MARKER };
                        ui.label(RichText::new("●").color(marker).size(18.0)).on_hover_text(tr!("table-lost-half1"));
                    }
                });
                let line = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
                let lines = ((ui.available_height() + ui.spacing().item_spacing.y) / line).floor().max(1.0) as usize;
                for row in fit_lines(ui, pieces, inner.width(), lines) {
                    ui.horizontal(|ui| {
                        for piece in row {
                            ui.add(egui::Label::new(piece).wrap());
                        }
                    });
                }
                let left = egui::Rect::from_min_max(ui.cursor().min, inner.max);
                discs(ui.painter(), left, holding, SEAT_DISC, false);
            },
        );
    });
}

/// The pieces of a seat's status in lines of `width`, at most `lines` of them: the pieces least
/// needed are left out until the rest fit (a piece wider than a line counts its wrapped lines).
fn fit_lines(ui: &egui::Ui, mut pieces: Vec<(RichText, u8)>, width: f32, lines: usize) -> Vec<Vec<RichText>> {
    let wide = |text: &RichText| {
        egui::WidgetText::from(text.clone())
            .into_galley(ui, Some(egui::TextWrapMode::Extend), f32::INFINITY, egui::TextStyle::Body)
            .size()
            .x
    };
    let gap = ui.spacing().item_spacing.x;
    loop {
        let mut rows: Vec<Vec<RichText>> = Vec::new();
        let (mut used, mut count) = (0.0, 0);
        for (text, _) in &pieces {
            let w = wide(text);
            if rows.is_empty() || used + gap + w > width {
                rows.push(Vec::new());
                count += (w / width).ceil().max(1.0) as usize;
                used = w.min(width);
            } else {
                used += gap + w;
            }
            rows.last_mut().expect("a row was pushed").push(text.clone());
        }
        let least = pieces.iter().enumerate().filter(|(_, (_, keep))| *keep < 3).min_by_key(|(_, (_, keep))| *keep);
        match least {
            Some((i, _)) if count > lines => {
                pieces.remove(i);
            }
            _ => return rows,
        }
    }
}

/// A name as large as its card allows, from 22 px down to 14 px; a longer one wraps rather than
/// being cut.
fn name_text(ui: &egui::Ui, name: &str, room: f32) -> RichText {
    fitted(ui, name, 22.0, room).strong()
}

/// `text` at `size`, or smaller down to 14 px, so that it fits `room` in one line where it can.
pub(super) fn fitted(ui: &egui::Ui, text: &str, size: f32, room: f32) -> RichText {
    let wide = egui::WidgetText::from(RichText::new(text).size(size).strong())
        .into_galley(ui, Some(egui::TextWrapMode::Extend), f32::INFINITY, egui::TextStyle::Body)
        .size()
        .x;
    RichText::new(text).size((size * room / wide.max(1.0)).clamp(14.0, size).floor())
}

/// How large `count` discs can be, at most `largest` (radius), in rows that fit `room`, and how
/// many in a row (as near `wish` as the largest size allows).
pub(super) fn disc_grid(count: u8, room: egui::Vec2, largest: f32, wish: usize) -> (f32, usize) {
    let count = usize::from(count).max(1);
    let size = |per_row: usize| {
        let rows = count.div_ceil(per_row) as f32;
        largest.min(room.x / (per_row as f32 * 2.2)).min(room.y / (rows * 2.2)).max(0.0)
    };
    let best = (1..=count).map(size).fold(0.0, f32::max);
    let per_row = (1..=count).filter(|&k| size(k) >= best).min_by_key(|&k| k.abs_diff(wish)).unwrap_or(count);
    (best, per_row)
}

/// Draws `count` discs as large as fit `room` (at most `largest`), centred or from the left.
pub(super) fn discs(painter: &egui::Painter, room: egui::Rect, count: u8, largest: f32, centred: bool) {
    let (radius, per_row) = disc_grid(count, room.size(), largest, usize::from(count));
    // Too small to be seen as discs: the number is on the card or under the stock anyway.
    if radius < 2.0 {
        return;
    }
    let step = radius * 2.2;
    let rows = usize::from(count).div_ceil(per_row);
    let top = room.center().y - (rows as f32 * step) / 2.0 + step / 2.0;
    for i in 0..usize::from(count) {
        let (row, col) = (i / per_row, i % per_row);
        let in_row = per_row.min(usize::from(count) - row * per_row);
        let left = if centred { room.center().x - in_row as f32 * step / 2.0 } else { room.left() };
        let c = egui::pos2(left + (col as f32 + 0.5) * step, top + row as f32 * step);
        painter.circle(c, radius, DISC, egui::Stroke::new(1.0, Color32::from_rgb(0x4e, 0x0b, 0x0b)));
    }
}

/// A clickable die face with its pips.
pub(super) fn die_face(ui: &mut egui::Ui, value: u8, size: f32) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::click());
    let visuals = ui.style().interact(&response);
    ui.painter().rect(rect, 6.0, Color32::WHITE, visuals.fg_stroke, egui::StrokeKind::Inside);
    let pip = |dx: f32, dy: f32| {
        ui.painter().circle_filled(rect.center() + egui::vec2(dx, dy) * size * 0.27, size * 0.09, Color32::BLACK)
    };
    let corners = [(-1.0, -1.0), (1.0, 1.0), (1.0, -1.0), (-1.0, 1.0)];
    if value % 2 == 1 {
        pip(0.0, 0.0);
    }
    let n = match value {
        2 | 3 => 2,
        4 | 5 => 4,
        6 => 4,
        _ => 0,
    };
    for &(dx, dy) in &corners[..n] {
        pip(dx, dy);
    }
    if value == 6 {
        pip(-1.0, 0.0);
        pip(1.0, 0.0);
    }
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, value.to_string()));
    response
}
