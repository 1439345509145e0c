//! A titled list printed across pages (the tournament's lists, the till's, the club's): the
//! heading with the tournament's or club's line under it, a table whose head repeats on every page,
//! the footer; and where the club's letterhead goes. A leaf, so the printouts that use it share it
//! without using each other.

use super::branding::Letterhead;
use super::layout::{self, Align, BLACK, Face, Flow, GREY, HEAD, RULE, STRIPE};
use schocken_core::tournament::file::TournamentFile;

/// From one line of a cell to the next, where its text wraps.
pub(super) const MARGIN: f32 = 14.0 * layout::MM;
pub(super) const FOOTER: f32 = 14.0;
pub(super) const ROW: f32 = 17.0;
pub(super) const SIZE: f32 = 10.0;
pub(super) const LINE: f32 = 12.5;

/// Where the club's letterhead goes: inside a certificate's frame, above the heading; in the top
/// margin of a list.
pub(super) fn letterhead(certificate: bool) -> Letterhead {
    if certificate {
        Letterhead { inset: 44.0, top: 42.0, height: 12.0 * layout::MM }
    } else {
        Letterhead::margin(MARGIN)
    }
}

/// The title of the tournament and the line under every heading: title, place and day.
pub(super) struct Head {
    pub(super) title: String,
    pub(super) line: String,
}

/// `Pokal der Stammtische · Gasthaus Zur Linde · 23.11.2026`.
pub(super) fn head_line(f: &TournamentFile, title: &str) -> String {
    let mut parts = vec![title.to_string()];
    parts.extend(f.place.clone());
    parts.extend(f.started.as_deref().map(layout::day));
    parts.join(" · ")
}

/// Text in a box `w` wide, wrapped at spaces (a word wider than the box is broken, never cut
/// or made smaller); the first baseline at `y`. Returns the lines' count.
#[allow(clippy::too_many_arguments)]
pub(super) fn wrapped(
    page: &mut layout::Page,
    x: f32,
    w: f32,
    y: f32,
    size: f32,
    face: Face,
    align: Align,
    text: &str,
) -> usize {
    let lines = layout::wrap(&layout::clean(text), size, face, w);
    for (i, line) in lines.iter().enumerate() {
        page.text_in(x, w, y + i as f32 * size * 1.25, size, face, BLACK, align, line);
    }
    lines.len()
}

/// A heading and the tournament's line under it at the top of the flow's page.
pub(super) fn heading(flow: &mut Flow, head: &Head, what: &str) {
    let (left, width, y) = (flow.left, flow.width(), flow.y);
    let lines = wrapped(flow.page(), left, width, y + 16.0, 16.0, Face::Bold, Align::Left, what);
    let y = y + 16.0 + (lines - 1) as f32 * 20.0;
    let under = layout::wrap(&head.line, 10.0, Face::Regular, width);
    for (i, line) in under.iter().enumerate() {
        flow.page().text_in(left, width, y + 15.0 + i as f32 * LINE, 10.0, Face::Regular, GREY, Align::Left, line);
    }
    flow.y = y + 28.0 + under.len() as f32 * LINE;
}

/// A column of a table: its width (`0.0`: as wide as its head and widest entry; else its
/// share of what those leave), head and alignment.
pub(super) type Column = (f32, String, Align);

/// The columns' widths in points on a table `width` wide with these rows: every column as wide
/// as its head and widest entry where the page allows, what is left shared by the weights; where
/// it does not, the weighted columns share what the others leave (and their text wraps).
fn widths(columns: &[Column], rows: &[Vec<String>], width: f32) -> Vec<f32> {
    let natural: Vec<f32> = (0..columns.len())
        .map(|i| {
            let cells = rows.iter().map(|r| layout::width(&r[i], SIZE, Face::Regular));
            cells.fold(layout::width(&columns[i].1, SIZE, Face::Bold), f32::max) + 7.0
        })
        .collect();
    let weighted = |i: &usize| columns[*i].0 > 0.0;
    let fixed: f32 = (0..columns.len()).filter(|i| !weighted(i)).map(|i| natural[i]).sum();
    let wanted: f32 = (0..columns.len()).filter(weighted).map(|i| natural[i]).sum();
    let rest = width - fixed;
    let shares: f32 = columns.iter().map(|c| c.0).sum();
    (0..columns.len())
        .map(|i| match (weighted(&i), wanted <= rest) {
            (false, _) => natural[i],
            (true, true) => natural[i] + (rest - wanted) * columns[i].0 / shares,
            (true, false) => rest * columns[i].0 / shares,
        })
        .collect()
}

/// The height of a row of cells at least `row` high, each wrapped in its column.
fn height(widths: &[f32], texts: &[String], row: f32, face: Face) -> f32 {
    let lines = |text: &str, w: f32| layout::wrap(&layout::clean(text), SIZE, face, w - 6.0).len();
    let most = texts.iter().zip(widths).map(|(t, &w)| lines(t, w)).max().unwrap_or(1);
    row + (most - 1) as f32 * LINE
}

/// One row of cells: each wrapped in its column; returns the row's height (`row` or more).
fn cells(flow: &mut Flow, columns: &[Column], widths: &[f32], texts: &[String], row: f32, face: Face) -> f32 {
    let (left, y) = (flow.left, flow.y);
    let height = height(widths, texts, row, face);
    let mut x = left;
    for (((_, _, align), text), &w) in columns.iter().zip(texts).zip(widths) {
        wrapped(flow.page(), x + 3.0, w - 6.0, y + row - 5.0, SIZE, face, *align, text);
        x += w;
    }
    height
}

/// A table flowing over pages: one row per entry of `rows`; the head is repeated on every page.
pub(super) fn table(flow: &mut Flow, columns: &[Column], rows: &[Vec<String>], head: &Head, what: &str) {
    table_with(flow, columns, rows, ROW, head, what, None);
}

/// Rows to fill a table's last page with, after its rows: the `i`th (from 0) of them.
pub(super) type Filler<'a> = &'a dyn Fn(usize) -> Vec<String>;

/// [`table`] with rows at least `row` points high (a card's rows leave room for handwriting);
/// with a `fill`, its rows follow until the last page is full.
pub(super) fn table_with(
    flow: &mut Flow,
    columns: &[Column],
    rows: &[Vec<String>],
    row: f32,
    head: &Head,
    what: &str,
    fill: Option<Filler>,
) {
    let widths = widths(columns, rows, flow.width());
    let heads: Vec<String> = columns.iter().map(|c| c.1.clone()).collect();
    let head_row = |flow: &mut Flow| {
        let (left, width, y) = (flow.left, flow.width(), flow.y);
        // The head's fill goes under its text: drawn first, as high as the text needs.
        let index = flow.page().ops.len();
        let height = cells(flow, columns, &widths, &heads, ROW, Face::Bold);
        flow.page()
            .ops
            .insert(index, layout::Op::Rect { x: left, y, w: width, h: height, fill: Some(HEAD), stroke: None });
        flow.y += height;
    };
    head_row(flow);
    let line = |flow: &mut Flow, i: usize, texts: &[String], height: f32| {
        let (left, width, y) = (flow.left, flow.width(), flow.y);
        if i % 2 == 1 {
            flow.page().rect(left, y, width, height, Some(STRIPE), None);
        }
        flow.page().line(left, y + height, left + width, y + height, RULE, 0.4);
        cells(flow, columns, &widths, texts, row, Face::Regular);
        flow.y += height;
    };
    for (i, texts) in rows.iter().enumerate() {
        let height = height(&widths, texts, row, Face::Regular);
        if flow.room() < height {
            flow.new_page();
            heading(flow, head, what);
            head_row(flow);
        }
        line(flow, i, texts, height);
    }
    let Some(fill) = fill else { return };
    for i in 0.. {
        let texts = fill(i);
        let height = height(&widths, &texts, row, Face::Regular);
        if flow.room() < height {
            return;
        }
        line(flow, rows.len() + i, &texts, height);
    }
}

pub(super) fn finish(mut flow: Flow, head: &Head) -> Vec<layout::Page> {
    layout::footers(&mut flow.pages, &head.title, MARGIN);
    flow.pages
}
