//! How the projector lays out its lists: the screen's scale, the ranked lists' columns (the
//! standings' and the teams'), and text cut or wrapped to the room it has — apart from what the
//! projector shows ([`super::Projector`]), so each stays readable on its own.

use super::board::{Board, Standing};
use eframe::egui::{self, Align2, Color32, FontId, Galley, Painter, Pos2, Rect, Stroke};
use schocken_core::tournament::columns::{self, Column, Medium};
use std::sync::Arc;

/// Text sizes at 1080 px of screen height; scaled with the screen.
pub(super) const TITLE_PX: f32 = 56.0;
pub(super) const BODY_PX: f32 = 36.0;
/// The margin left and right, and the least room between two columns, at 1080 px.
pub(super) const MARGIN: f32 = 48.0;
pub(super) const GAP: f32 = 40.0;

#[derive(Clone, Copy)]
pub(super) struct Scale(pub(super) f32);

impl Scale {
    pub(super) fn of(rect: Rect) -> Scale {
        Scale((rect.height() / 1080.0).max(0.5))
    }

    pub(super) fn body(self) -> FontId {
        FontId::proportional(BODY_PX * self.0)
    }

    pub(super) fn row(self) -> f32 {
        BODY_PX * self.0 * 1.5
    }

    /// Where the lists begin, under the heading and its rule.
    pub(super) fn top(self, rect: Rect) -> f32 {
        rect.top() + TITLE_PX * self.0 * 2.2
    }

    pub(super) fn column_width(self, rect: Rect, columns: usize) -> f32 {
        (rect.width() - 2.0 * MARGIN * self.0) / columns as f32
    }

    /// The top left of row `i` of column `col`.
    pub(super) fn cell(self, rect: Rect, i: usize, col: usize, width: f32) -> Pos2 {
        Pos2::new(rect.left() + MARGIN * self.0 + col as f32 * width, self.top(rect) + i as f32 * self.row())
    }
}

/// A team's line: place, team, points.
pub(super) fn team_cells((place, team, points): &(usize, String, i64)) -> Vec<String> {
    vec![columns::place(*place), team.clone(), points.to_string()]
}

/// A ranked list's columns under a row of heads: the standings' columns the projector shows
/// (`tournament::columns`: place, name, points and the knock-out state where anybody has one),
/// or the teams' place, team and points. Each is as wide as its head and widest entry; the name
/// (or team) takes what they leave.
pub(super) struct Ranked<'a> {
    painter: &'a Painter,
    s: Scale,
    /// Each column's head, alignment and width (`None`: the name's, which takes the rest).
    columns: Vec<(String, Align2, Option<f32>)>,
    /// The standings columns shown (none for the teams).
    shown: Vec<Column>,
}

impl<'a> Ranked<'a> {
    pub(super) fn standings(b: &Board, painter: &'a Painter, s: Scale) -> Ranked<'a> {
        let knockout = b.standings.iter().any(|r| r.knockout.is_some());
        let specs = columns::of(Medium::Projector, knockout);
        let shown: Vec<Column> = specs.iter().map(|c| c.column).collect();
        let mut rows = b.standings.iter().map(|r| shown.iter().map(|&c| r.cell(c)).collect());
        let heads = specs.iter().map(|c| (c.head(Medium::Projector), c.align, c.column == Column::Name)).collect();
        let ranked = Ranked::new(painter, s, heads, &mut rows);
        Ranked { shown, ..ranked }
    }

    pub(super) fn teams(b: &Board, painter: &'a Painter, s: Scale) -> Ranked<'a> {
        let heads = [Column::Place, Column::Team, Column::Points]
            .map(columns::spec)
            .map(|c| (c.head(Medium::Projector), c.align, c.column == Column::Team));
        Ranked::new(painter, s, heads.to_vec(), &mut b.teams.iter().map(team_cells))
    }

    /// Columns as wide as their heads and the widest entry of `rows`.
    pub(super) fn new(
        painter: &'a Painter,
        s: Scale,
        heads: Vec<(String, columns::Align, bool)>,
        rows: &mut dyn Iterator<Item = Vec<String>>,
    ) -> Ranked<'a> {
        let width = |text: &str| painter.layout_no_wrap(text.to_string(), s.body(), Color32::BLACK).size().x;
        let mut widths: Vec<f32> = heads.iter().map(|(head, ..)| width(head)).collect();
        for row in rows {
            for (w, cell) in widths.iter_mut().zip(&row) {
                *w = w.max(width(cell));
            }
        }
        let columns = heads
            .into_iter()
            .zip(widths)
            .map(|((head, align, flexible), w)| {
                let align = if align == columns::Align::Right { Align2::RIGHT_TOP } else { Align2::LEFT_TOP };
                (head, align, (!flexible).then_some(w))
            })
            .collect();
        Ranked { painter, s, columns, shown: Vec::new() }
    }

    /// A line of the standings in the columns shown.
    pub(super) fn cells(&self, r: &Standing) -> Vec<String> {
        self.shown.iter().map(|&c| r.cell(c)).collect()
    }

    /// The width all but the name take, with the room between columns.
    pub(super) fn fixed(&self) -> f32 {
        let gap = GAP * self.s.0;
        self.columns.iter().map(|(.., w)| w.unwrap_or(0.0) + gap).sum::<f32>() - gap
    }

    /// Draws the heads and the lines in `rows` rows (the first the heads') of `columns` columns.
    pub(super) fn draw(
        &self,
        rect: Rect,
        (rows, columns): (usize, usize),
        list: &mut dyn Iterator<Item = Vec<String>>,
    ) {
        let (s, ink) = (self.s, Color32::BLACK);
        let gap = GAP * s.0;
        let width = s.column_width(rect, columns);
        let rows = rows - 1;
        let line = |pos: Pos2, cells: &[String]| {
            let p = self.painter;
            let name_room = width - gap - self.fixed();
            let mut x = pos.x;
            for ((_, align, w), cell) in self.columns.iter().zip(cells) {
                match w {
                    None => p.galley(Pos2::new(x, pos.y), clipped(p, cell, s.body(), name_room), ink),
                    Some(w) => {
                        let at = if *align == Align2::RIGHT_TOP { x + w } else { x };
                        p.text(Pos2::new(at, pos.y), *align, cell, s.body(), ink);
                    }
                }
                x += w.unwrap_or(name_room) + gap;
            }
        };
        let heads: Vec<String> = self.columns.iter().map(|(head, ..)| head.clone()).collect();
        for col in 0..columns {
            let pos = s.cell(rect, 0, col, width);
            line(pos, &heads);
            let y = pos.y + s.row() * 0.95;
            self.painter.hline(pos.x..=pos.x + width - gap, y, Stroke::new(1.5 * s.0, ink));
        }
        for (k, cells) in list.take(rows * columns).enumerate() {
            line(s.cell(rect, k % rows + 1, k / rows, width), &cells);
        }
    }
}

/// `text` on one line, cut with an ellipsis where it is wider than `width` (only names so
/// long that even one column cannot hold them).
pub(super) fn clipped(painter: &Painter, text: &str, font: FontId, width: f32) -> Arc<Galley> {
    let mut job = egui::text::LayoutJob::simple_singleline(text.to_string(), font, Color32::BLACK);
    job.wrap = egui::text::TextWrapping::truncate_at_width(width.max(1.0));
    painter.layout_job(job)
}

/// `text` broken at spaces into lines no wider than `width` (a single word wider stays whole).
pub(super) fn wrap(painter: &Painter, text: &str, font: &FontId, width: f32) -> Vec<String> {
    let fits = |s: &str| painter.layout_no_wrap(s.to_string(), font.clone(), Color32::BLACK).size().x <= width;
    let mut lines: Vec<String> = Vec::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        match lines.last_mut() {
            Some(line) if fits(&format!("{line} {word}")) => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}
