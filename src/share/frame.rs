//! The look every picture shares: the width and bounds, the colours, the band at the top with
//! the club's name and logo, a section's heading, a table with zebra rows whose figures are
//! aligned right, and the line that says how many rows were left out. Made for a phone held in
//! the hand: large type, strong contrast, nothing smaller than a caption.

use super::render::Place;
use super::svg::{Anchor, Colour, Style, Svg};
use crate::print::layout::Face;
use schocken_core::brand::Club;
use schocken_core::tr;

/// A picture laid out: its SVG document and where the club's logo goes.
#[derive(Clone, Debug)]
pub struct Drawing {
    pub svg: String,
    pub logo: Option<Place>,
}

/// Every picture is this wide (a phone's screen at full resolution).
pub const WIDTH: f32 = 1080.0;
/// The lowest and the highest a picture is: a short list is not a stamp, a long one is cut.
pub const MIN_HEIGHT: f32 = 720.0;
pub const MAX_HEIGHT: f32 = 2400.0;
/// The white left and right.
pub const MARGIN: f32 = 56.0;
/// What is left at the bottom below the last line.
pub const BOTTOM: f32 = 64.0;
/// A table's row.
pub const ROW: f32 = 72.0;
/// The line saying how many rows were left out, and the room it takes.
pub const MORE: f32 = 64.0;

pub const BACKGROUND: Colour = Colour(250, 248, 244);
pub const INK: Colour = Colour(28, 28, 30);
pub const MUTED: Colour = Colour(96, 96, 104);
/// The band at the top: the green of a dice table's felt.
pub const BAND: Colour = Colour(20, 70, 54);
pub const ON_BAND: Colour = Colour(255, 255, 255);
pub const ON_BAND_MUTED: Colour = Colour(190, 222, 206);
pub const ZEBRA: Colour = Colour(239, 235, 227);
pub const RULE: Colour = Colour(210, 204, 192);
/// The winner's and the first places' gold.
pub const GOLD: Colour = Colour(201, 145, 22);
pub const GOLD_LIGHT: Colour = Colour(253, 242, 212);
/// A loser's red (an evening's).
pub const RED: Colour = Colour(176, 36, 36);

pub const CELL: Style = Style::new(34.0, Face::Regular, INK);
pub const CELL_BOLD: Style = Style::new(34.0, Face::Bold, INK);
pub const HEAD: Style = Style::new(24.0, Face::Bold, MUTED);
pub const SECTION: Style = Style::new(38.0, Face::Bold, INK);
pub const NOTE: Style = Style::new(28.0, Face::Regular, MUTED);

/// The room inside the margins.
pub const INNER: f32 = WIDTH - 2.0 * MARGIN;

/// The band at the top: the club's name (small, above), the title (large, up to two lines) and
/// the line under it (day, place); the logo at the right. Returns where the band ends and where
/// the logo goes.
pub fn band(svg: &mut Svg, club: &Club, title: &str, under: &str) -> (f32, Option<Place>) {
    const LOGO: f32 = 150.0;
    let logo = club.logo.as_ref().map(|_| Place { x: WIDTH - MARGIN - LOGO, y: 48.0, w: LOGO, h: LOGO });
    let text_w = INNER - if logo.is_some() { LOGO + 32.0 } else { 0.0 };
    let name = Style::new(30.0, Face::Bold, ON_BAND_MUTED);
    // The title as large as one line allows, else on two lines.
    let big = [60.0, 54.0, 48.0]
        .into_iter()
        .map(|size| Style::new(size, Face::Bold, ON_BAND))
        .find(|s| s.width(title) <= text_w)
        .unwrap_or(Style::new(52.0, Face::Bold, ON_BAND));
    let small = Style::new(30.0, Face::Regular, ON_BAND_MUTED);
    let mut lines: Vec<(Style, String, f32)> = Vec::new();
    if let Some(club) = club.name.as_deref().filter(|n| !n.is_empty()) {
        lines.push((name, name.fit(&club.to_uppercase(), text_w), 46.0));
    }
    let mut title_lines = big.wrap(title, text_w);
    if title_lines.len() > 2 {
        let rest = title_lines[1..].join(" ");
        title_lines.truncate(1);
        title_lines.push(big.fit(&rest, text_w));
    }
    for (i, line) in title_lines.into_iter().enumerate() {
        lines.push((big, line, big.size * if i == 0 { 1.3 } else { 1.18 }));
    }
    if !under.is_empty() {
        lines.push((small, small.fit(under, text_w), 50.0));
    }
    let text_h: f32 = lines.iter().map(|l| l.2).sum();
    let height = (text_h + 96.0).max(if logo.is_some() { LOGO + 96.0 } else { 0.0 });
    svg.rect(0.0, 0.0, WIDTH, height, BAND, 0.0);
    // A thin gold edge under the band.
    svg.rect(0.0, height, WIDTH, 8.0, GOLD, 0.0);
    let mut y = (height - text_h) / 2.0 - 6.0;
    for (style, text, step) in lines {
        y += step;
        svg.text(MARGIN, y, style, Anchor::Start, &text);
    }
    (height + 8.0, logo)
}

/// A section's heading with a gold mark before it; returns the `y` below it.
pub fn section(svg: &mut Svg, y: f32, text: &str) -> f32 {
    let y = y + 44.0;
    svg.rect(MARGIN, y, 10.0, 44.0, GOLD, 3.0);
    svg.text(MARGIN + 28.0, y + 38.0, SECTION, Anchor::Start, &SECTION.fit(text, INNER - 28.0));
    y + 68.0
}

/// A line of text under the last, wrapped; returns the `y` below it.
pub fn paragraph(svg: &mut Svg, y: f32, style: Style, text: &str) -> f32 {
    let step = style.size * 1.35;
    let mut y = y;
    for line in style.wrap(text, INNER) {
        y += step;
        svg.text(MARGIN, y, style, Anchor::Start, &line);
    }
    y + step * 0.35
}

/// The card on top: a label ("Turniersieger"), the name large, the points under it.
pub fn podium(svg: &mut Svg, y: f32, label: &str, names: &str, points: &str) -> f32 {
    let name = Style::new(64.0, Face::Bold, INK);
    let lines = name.wrap(names, INNER - 80.0);
    let lines = &lines[..lines.len().min(2)];
    let h = 64.0 + 76.0 * lines.len() as f32 + 60.0;
    svg.rect(MARGIN, y, INNER, h, GOLD_LIGHT, 18.0);
    svg.rect(MARGIN, y, 14.0, h, GOLD, 7.0);
    let x = MARGIN + 48.0;
    svg.text(x, y + 52.0, Style::new(28.0, Face::Bold, GOLD), Anchor::Start, &label.to_uppercase());
    let mut base = y + 52.0;
    for line in lines {
        base += 76.0;
        svg.text(x, base, name, Anchor::Start, line);
    }
    svg.text(x, base + 50.0, Style::new(30.0, Face::Regular, MUTED), Anchor::Start, points);
    y + h
}

/// An award: what (small, muted) and who (large) with a gold star; returns the `y` below it.
pub fn award(svg: &mut Svg, y: f32, what: &str, who: &str) -> f32 {
    let label = Style::new(26.0, Face::Bold, MUTED);
    let name = Style::new(34.0, Face::Bold, INK);
    let x = MARGIN + 56.0;
    svg.text(MARGIN + 6.0, y + 62.0, Style::new(36.0, Face::Regular, GOLD), Anchor::Start, "★");
    svg.text(x, y + 32.0, label, Anchor::Start, &label.fit(what, INNER - 56.0));
    svg.text(x, y + 76.0, name, Anchor::Start, &name.fit(who, INNER - 56.0));
    y + 100.0
}

/// How a column's cells sit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
}

/// A column of a table: its head, how its cells sit, whether it takes the room the others leave
/// (a name) and whether its cells are bold.
pub struct Column {
    pub head: String,
    pub align: Align,
    pub wide: bool,
    pub strong: bool,
}

/// A row of a table: its cells, and whether it is marked (the winner's, a loser's).
pub struct Row {
    pub cells: Vec<String>,
    pub bold: bool,
    pub marked: Option<Colour>,
}

const PAD: f32 = 16.0;
/// The narrowest a column of figures is drawn.
const MIN_COLUMN: f32 = 116.0;

/// The columns' widths: each as wide as its head and widest cell; the wide ones share what is
/// left over, or, where the row is too wide, what the others leave, each by its natural width.
fn widths(columns: &[Column], rows: &[Row]) -> Vec<f32> {
    let natural: Vec<f32> = columns
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let cells = rows.iter().filter_map(|r| r.cells.get(i)).map(|t| CELL_BOLD.width(t));
            let w = cells.fold(HEAD.width(&c.head), f32::max) + 2.0 * PAD;
            // Figures get room to breathe: a column of "0"s is no narrower than its neighbours.
            if c.wide { w } else { w.max(MIN_COLUMN) }
        })
        .collect();
    let fixed: f32 = columns.iter().zip(&natural).filter(|(c, _)| !c.wide).map(|(_, w)| w).sum();
    let wanted: f32 = columns.iter().zip(&natural).filter(|(c, _)| c.wide).map(|(_, w)| w).sum();
    let wide = columns.iter().filter(|c| c.wide).count().max(1) as f32;
    let rest = (INNER - fixed).max(160.0 * wide);
    columns
        .iter()
        .zip(natural)
        .map(|(c, w)| match (c.wide, wanted <= rest) {
            (false, _) => w,
            (true, true) => w + (rest - wanted) / wide,
            (true, false) => rest * w / wanted.max(1.0),
        })
        .collect()
}

/// A table from `y`: the heads, then a row each, every other on a zebra stripe; returns the `y`
/// below it.
pub fn table(svg: &mut Svg, y: f32, columns: &[Column], rows: &[Row]) -> f32 {
    let widths = widths(columns, rows);
    let scale = (INNER / widths.iter().sum::<f32>()).min(1.0);
    let widths: Vec<f32> = widths.iter().map(|w| w * scale).collect();
    let cell = |svg: &mut Svg, x: f32, w: f32, baseline: f32, style: Style, align: Align, text: &str| {
        let text = style.fit(text, w - 2.0 * PAD);
        match align {
            Align::Left => svg.text(x + PAD, baseline, style, Anchor::Start, &text),
            Align::Right => svg.text(x + w - PAD, baseline, style, Anchor::End, &text),
        }
    };
    let mut x = MARGIN;
    for (c, &w) in columns.iter().zip(&widths) {
        cell(svg, x, w, y + 34.0, HEAD, c.align, &c.head);
        x += w;
    }
    let mut y = y + 48.0;
    svg.line((MARGIN, y), (WIDTH - MARGIN, y), RULE, 2.0);
    for (i, row) in rows.iter().enumerate() {
        match row.marked {
            Some(colour) => stripe(svg, y, ROW, colour),
            None if i % 2 == 1 => stripe(svg, y, ROW, ZEBRA),
            None => {}
        }
        let mut x = MARGIN;
        for (j, (c, &w)) in columns.iter().zip(&widths).enumerate() {
            let style = if row.bold || c.strong { CELL_BOLD } else { CELL };
            let style = if j == 0 && !c.strong { Style { colour: MUTED, ..style } } else { style };
            cell(svg, x, w, y + ROW / 2.0 + 12.0, style, c.align, row.cells.get(j).map_or("", String::as_str));
            x += w;
        }
        y += ROW;
    }
    y
}

/// A row's background, a little inside its bounds so that two stripes never run into one.
pub fn stripe(svg: &mut Svg, y: f32, h: f32, colour: Colour) {
    svg.rect(MARGIN, y + 2.0, INNER, h - 4.0, colour, 12.0);
}

/// How many of `count` rows fit from `y` with `after` pixels still to come below them: all, or
/// as many as leave room for the line saying how many more there are.
pub fn fitting(count: usize, y: f32, after: f32) -> usize {
    let room = MAX_HEIGHT - BOTTOM - after - y - 48.0;
    let all = (room / ROW).floor().max(1.0) as usize;
    if count <= all { count } else { ((room - MORE) / ROW).floor().max(1.0) as usize }
}

/// The line under a cut table: "… und 12 weitere"; returns the `y` below it.
pub fn more(svg: &mut Svg, y: f32, left_out: usize) -> f32 {
    if left_out == 0 {
        return y;
    }
    let text = tr!("share-more", count = left_out);
    svg.text(WIDTH / 2.0, y + 46.0, Style { face: Face::Bold, ..NOTE }, Anchor::Middle, &text);
    y + MORE
}

/// The picture's height for content ending at `y`, within the bounds.
pub fn height(y: f32) -> f32 {
    (y + BOTTOM).clamp(MIN_HEIGHT, MAX_HEIGHT).ceil()
}
