//! Pages, fonts and text for the printouts.
//!
//! A printout is first laid out as a list of pages, each a list of drawing operations in points
//! (origin top left, y downwards); only when every page is known are the footers ("Seite 2 von 5")
//! added and the pages written as PDF by krilla. The fonts are DejaVu Sans and DejaVu Sans Bold,
//! built into the program and embedded (subset) in every PDF, so umlauts and ß print everywhere.
//! Text is measured with the same advance widths it is drawn with, so columns line up exactly.

use chrono::Datelike as _;
use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point};
use krilla::metadata::Metadata;
use krilla::num::NormalizedF32;
use krilla::page::PageSettings;
use krilla::paint::{Fill, LineCap, LineJoin, Stroke};
use krilla::text::{Font, GlyphId, KrillaGlyph};
use krilla::{Data, Document};
use schocken_core::tr;
use skrifa::MetadataProvider as _;
use skrifa::instance::{LocationRef, Size};
use std::collections::HashMap;
use std::sync::OnceLock;

/// The built-in fonts, DejaVu Sans and its bold: the printouts' and the pictures' to share
/// (`share::render`), built in once.
pub(crate) const REGULAR: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
pub(crate) const BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// A4 portrait, in points.
pub const A4_PORTRAIT: (f32, f32) = (595.28, 841.89);
/// A4 landscape, in points.
pub const A4_LANDSCAPE: (f32, f32) = (841.89, 595.28);

/// One millimetre in points.
pub const MM: f32 = 72.0 / 25.4;

/// The two faces of the printouts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Face {
    Regular,
    Bold,
}

/// A colour, 0–255 per channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

pub const BLACK: Rgb = Rgb(0, 0, 0);
/// Secondary text (notes, hints).
pub const GREY: Rgb = Rgb(100, 100, 100);
/// Rules of tables.
pub const RULE: Rgb = Rgb(150, 150, 150);
/// Table headers.
pub const HEAD: Rgb = Rgb(222, 222, 222);
/// Every other row.
pub const STRIPE: Rgb = Rgb(244, 244, 244);
/// The loser's cell.
pub const LOSER: Rgb = Rgb(250, 212, 212);
/// A lost part or game.
pub const LOST: Rgb = Rgb(255, 241, 200);
/// Ink of a pen on a beer mat.
pub const INK: Rgb = Rgb(25, 45, 120);

/// How a text sits in its box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Center,
    Right,
}

/// The glyph ids and advance widths (in em) of one face, by character.
struct Metrics {
    glyphs: HashMap<char, (u32, f32)>,
    /// The advance of the glyph drawn for characters the font lacks.
    missing: f32,
}

impl Metrics {
    fn load(data: &'static [u8]) -> Metrics {
        let font = skrifa::FontRef::new(data).expect("the built-in font is valid");
        let upem = f32::from(font.metrics(Size::unscaled(), LocationRef::default()).units_per_em);
        let advances = font.glyph_metrics(Size::unscaled(), LocationRef::default());
        let advance = |gid: skrifa::GlyphId| advances.advance_width(gid).unwrap_or(0.0) / upem;
        let glyphs = font
            .charmap()
            .mappings()
            .filter_map(|(c, gid)| char::from_u32(c).map(|c| (c, (gid.to_u32(), advance(gid)))))
            .collect();
        Metrics { glyphs, missing: advance(skrifa::GlyphId::new(0)) }
    }

    fn of(face: Face) -> &'static Metrics {
        static REGULAR_METRICS: OnceLock<Metrics> = OnceLock::new();
        static BOLD_METRICS: OnceLock<Metrics> = OnceLock::new();
        match face {
            Face::Regular => REGULAR_METRICS.get_or_init(|| Metrics::load(REGULAR)),
            Face::Bold => BOLD_METRICS.get_or_init(|| Metrics::load(BOLD)),
        }
    }

    fn glyph(&self, c: char) -> (u32, f32) {
        self.glyphs.get(&c).copied().unwrap_or((0, self.missing))
    }
}

/// Text as it can be printed on one line: control characters (a newline in a name) become spaces.
pub fn clean(text: &str) -> String {
    text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect()
}

/// The width of `text` in points at `size`.
pub fn width(text: &str, size: f32, face: Face) -> f32 {
    let m = Metrics::of(face);
    text.chars().map(|c| m.glyph(c).1).sum::<f32>() * size
}

/// `text` cut to fit `max` points, with an ellipsis where it was cut.
pub fn ellipsize(text: &str, size: f32, face: Face, max: f32) -> String {
    if width(text, size, face) <= max {
        return text.to_string();
    }
    let mut out: String = text.to_string();
    while !out.is_empty() {
        out.pop();
        let candidate = format!("{}…", out.trim_end());
        if width(&candidate, size, face) <= max {
            return candidate;
        }
    }
    String::new()
}

/// Breaks `text` into lines no wider than `max` points, at spaces; a word longer than a line is
/// broken between its letters (never cut short).
pub fn wrap(text: &str, size: f32, face: Face, max: f32) -> Vec<String> {
    let fits = |s: &str| width(s, size, face) <= max;
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let candidate = if line.is_empty() { word.to_string() } else { format!("{line} {word}") };
        if fits(&candidate) {
            line = candidate;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        // The word alone: as many letters to a line as fit (at least one).
        for c in word.chars() {
            if !line.is_empty() && !fits(&format!("{line}{c}")) {
                lines.push(std::mem::take(&mut line));
            }
            line.push(c);
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// One drawing operation.
#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    /// Text on one line, `y` its baseline.
    Text {
        x: f32,
        y: f32,
        size: f32,
        face: Face,
        color: Rgb,
        text: String,
    },
    Rect {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        fill: Option<Rgb>,
        stroke: Option<(Rgb, f32)>,
    },
    Line {
        x1: f32,
        y1: f32,
        x2: f32,
        y2: f32,
        color: Rgb,
        width: f32,
    },
    Circle {
        cx: f32,
        cy: f32,
        r: f32,
        fill: Option<Rgb>,
        stroke: Option<(Rgb, f32)>,
    },
    /// A picture (the club's logo) in the box from `x`, `y` (its top left), `w` × `h`.
    Image {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        image: krilla::image::Image,
    },
}

/// One page being laid out.
#[derive(Clone, Debug)]
pub struct Page {
    pub width: f32,
    pub height: f32,
    pub ops: Vec<Op>,
}

impl Page {
    pub fn new((width, height): (f32, f32)) -> Page {
        Page { width, height, ops: Vec::new() }
    }

    /// Text with its baseline at `y`, placed in the box from `x` to `x + w` by `align`.
    #[allow(clippy::too_many_arguments)]
    pub fn text_in(&mut self, x: f32, w: f32, y: f32, size: f32, face: Face, color: Rgb, align: Align, text: &str) {
        let text = clean(text);
        let tw = width(&text, size, face);
        let x = match align {
            Align::Left => x,
            Align::Center => x + (w - tw) / 2.0,
            Align::Right => x + w - tw,
        };
        if !text.trim().is_empty() {
            self.ops.push(Op::Text { x, y, size, face, color, text });
        }
    }

    /// Text starting at `x`, baseline `y`.
    pub fn text(&mut self, x: f32, y: f32, size: f32, face: Face, color: Rgb, text: &str) {
        self.text_in(x, 0.0, y, size, face, color, Align::Left, text);
    }

    /// Text that must fit `w` points: made up to a quarter smaller if needed, then cut with an ellipsis.
    #[allow(clippy::too_many_arguments)]
    pub fn fit_text(&mut self, x: f32, w: f32, y: f32, size: f32, face: Face, color: Rgb, align: Align, text: &str) {
        let text = clean(text);
        let natural = width(&text, size, face);
        let size = if natural > w && natural > 0.0 { (size * w / natural).max(size * 0.75) } else { size };
        let text = ellipsize(&text, size, face, w);
        self.text_in(x, w, y, size, face, color, align, &text);
    }

    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, fill: Option<Rgb>, stroke: Option<(Rgb, f32)>) {
        self.ops.push(Op::Rect { x, y, w, h, fill, stroke });
    }

    pub fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, color: Rgb, width: f32) {
        self.ops.push(Op::Line { x1, y1, x2, y2, color, width });
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, fill: Option<Rgb>, stroke: Option<(Rgb, f32)>) {
        self.ops.push(Op::Circle { cx, cy, r, fill, stroke });
    }

    /// A line to write on: a label, then a rule to the right edge of the box.
    pub fn field(&mut self, x: f32, w: f32, y: f32, size: f32, label: &str) {
        self.text(x, y, size, Face::Regular, BLACK, label);
        let start = x + width(label, size, Face::Regular) + 4.0;
        self.line(start, y + 2.0, x + w, y + 2.0, RULE, 0.6);
    }
}

/// The size of tally marks: how tall a stroke is.
#[derive(Clone, Copy, Debug)]
pub struct TallyStyle {
    pub height: f32,
    pub color: Rgb,
    pub stroke: f32,
}

impl TallyStyle {
    /// The distance between strokes of a group.
    fn pitch(self) -> f32 {
        self.height * 0.26
    }

    /// The width of one group of five, without the gap after it.
    pub fn group_width(self) -> f32 {
        self.pitch() * 3.0 + self.height * 0.3
    }

    /// The gap between groups.
    pub fn gap(self) -> f32 {
        self.height * 0.42
    }

    /// The width `count` marks take on one line.
    pub fn width(self, count: u32) -> f32 {
        let groups = count / 5;
        let rest = count % 5;
        let mut w = groups as f32 * (self.group_width() + self.gap());
        if rest > 0 {
            w += (rest - 1) as f32 * self.pitch() + self.height * 0.2;
        } else if groups > 0 {
            w -= self.gap();
        }
        w
    }
}

/// Draws `count` tally marks from `(x, top)` in groups of five — four strokes and one across, as a
/// landlord draws them on a beer mat — breaking to a new line after `per_line` groups. Returns the
/// height used.
pub fn tally(page: &mut Page, x: f32, top: f32, count: u32, per_line: u32, style: TallyStyle) -> f32 {
    let h = style.height;
    let line_height = h * 1.35;
    let per_line = per_line.max(1);
    let groups = count.div_ceil(5);
    for g in 0..groups {
        let in_group = (count - g * 5).min(5);
        let gx = x + (g % per_line) as f32 * (style.group_width() + style.gap());
        let gy = top + (g / per_line) as f32 * line_height;
        for s in 0..in_group.min(4) {
            // A pen's stroke: slightly slanted, the slant varying a little from stroke to stroke.
            let lean = h * (0.06 + 0.03 * ((g * 4 + s) % 3) as f32);
            let sx = gx + s as f32 * style.pitch() + h * 0.1;
            page.line(sx + lean, gy, sx - lean * 0.2, gy + h, style.color, style.stroke);
        }
        if in_group == 5 {
            let (x1, x2) = (gx - h * 0.08, gx + 3.0 * style.pitch() + h * 0.3);
            page.line(x1, gy + h * 0.82, x2, gy + h * 0.18, style.color, style.stroke);
        }
    }
    if groups == 0 { 0.0 } else { (groups.div_ceil(per_line) - 1) as f32 * line_height + h }
}

/// A running layout: pages with a cursor, margins and the bottom limit of the text area.
pub struct Flow {
    pub pages: Vec<Page>,
    pub size: (f32, f32),
    pub left: f32,
    pub right: f32,
    pub top: f32,
    /// The lowest y content may reach (the footer lies below).
    pub bottom: f32,
    pub y: f32,
}

impl Flow {
    pub fn new(size: (f32, f32), margin: f32, footer: f32) -> Flow {
        Flow {
            pages: vec![Page::new(size)],
            size,
            left: margin,
            right: size.0 - margin,
            top: margin,
            bottom: size.1 - margin - footer,
            y: margin,
        }
    }

    pub fn width(&self) -> f32 {
        self.right - self.left
    }

    pub fn page(&mut self) -> &mut Page {
        self.pages.last_mut().expect("a flow has a page")
    }

    pub fn room(&self) -> f32 {
        self.bottom - self.y
    }

    pub fn new_page(&mut self) {
        self.pages.push(Page::new(self.size));
        self.y = self.top;
    }
}

/// Adds to every page a footer line — `left` at the left margin, "Seite i von n" at the right.
pub fn footers(pages: &mut [Page], left: &str, margin: f32) {
    let n = pages.len();
    for (i, page) in pages.iter_mut().enumerate() {
        let y = page.height - margin + 4.0;
        let w = page.width - 2.0 * margin;
        page.line(margin, y - 10.0, page.width - margin, y - 10.0, RULE, 0.5);
        let number = tr!("print-page", page = i + 1, pages = n);
        let number_w = width(&number, 7.5, Face::Regular);
        page.fit_text(margin, w - number_w - 12.0, y, 7.5, Face::Regular, GREY, Align::Left, left);
        page.text_in(margin, w, y, 7.5, Face::Regular, GREY, Align::Right, &number);
    }
}

/// Writes pages as PDF.
pub fn render(pages: &[Page], title: &str) -> Vec<u8> {
    let regular = Font::new(Data::from(REGULAR), 0).expect("the built-in font is valid");
    let bold = Font::new(Data::from(BOLD), 0).expect("the built-in font is valid");
    let mut document = Document::new();
    document.set_metadata(
        Metadata::new()
            .title(clean(title))
            .creator("schocken".into())
            .language(schocken_core::i18n::current().id().into()),
    );
    for p in pages {
        let settings = PageSettings::from_wh(p.width, p.height).expect("pages have a size");
        let mut page = document.start_page_with(settings);
        let mut surface = page.surface();
        for op in &p.ops {
            match op {
                Op::Text { x, y, size, face, color, text } => {
                    let (font, metrics) = match face {
                        Face::Regular => (regular.clone(), Metrics::of(Face::Regular)),
                        Face::Bold => (bold.clone(), Metrics::of(Face::Bold)),
                    };
                    let glyphs: Vec<KrillaGlyph> = text
                        .char_indices()
                        .map(|(i, c)| {
                            let (gid, advance) = metrics.glyph(c);
                            KrillaGlyph::new(GlyphId::new(gid), advance, 0.0, 0.0, 0.0, i..i + c.len_utf8(), None)
                        })
                        .collect();
                    surface.set_stroke(None);
                    surface.set_fill(Some(fill(*color)));
                    surface.draw_glyphs(Point::from_xy(*x, *y), &glyphs, font, text, *size, false);
                }
                Op::Rect { x, y, w, h, fill: f, stroke: s } => {
                    let mut pb = PathBuilder::new();
                    if let Some(rect) = krilla::geom::Rect::from_xywh(*x, *y, w.max(0.01), h.max(0.01)) {
                        pb.push_rect(rect);
                    }
                    if let Some(path) = pb.finish() {
                        surface.set_fill(f.map(fill));
                        surface.set_stroke(s.map(|(c, w)| stroke(c, w)));
                        surface.draw_path(&path);
                    }
                }
                Op::Line { x1, y1, x2, y2, color, width } => {
                    let mut pb = PathBuilder::new();
                    pb.move_to(*x1, *y1);
                    pb.line_to(*x2, *y2);
                    if let Some(path) = pb.finish() {
                        surface.set_fill(None);
                        surface.set_stroke(Some(stroke(*color, *width)));
                        surface.draw_path(&path);
                    }
                }
                Op::Circle { cx, cy, r, fill: f, stroke: s } => {
                    // Four cubic arcs.
                    let k = 0.552_284_8 * r;
                    let (cx, cy, r) = (*cx, *cy, *r);
                    let mut pb = PathBuilder::new();
                    pb.move_to(cx + r, cy);
                    pb.cubic_to(cx + r, cy + k, cx + k, cy + r, cx, cy + r);
                    pb.cubic_to(cx - k, cy + r, cx - r, cy + k, cx - r, cy);
                    pb.cubic_to(cx - r, cy - k, cx - k, cy - r, cx, cy - r);
                    pb.cubic_to(cx + k, cy - r, cx + r, cy - k, cx + r, cy);
                    pb.close();
                    if let Some(path) = pb.finish() {
                        surface.set_fill(f.map(fill));
                        surface.set_stroke(s.map(|(c, w)| stroke(c, w)));
                        surface.draw_path(&path);
                    }
                }
                Op::Image { x, y, w, h, image } => {
                    if let Some(size) = krilla::geom::Size::from_wh(*w, *h) {
                        surface.push_transform(&krilla::geom::Transform::from_translate(*x, *y));
                        surface.draw_image(image.clone(), size);
                        surface.pop();
                    }
                }
            }
        }
        surface.finish();
        page.finish();
    }
    document.finish().expect("krilla writes the PDF of well-formed pages")
}

fn fill(c: Rgb) -> Fill {
    Fill { paint: rgb::Color::new(c.0, c.1, c.2).into(), opacity: NormalizedF32::ONE, rule: Default::default() }
}

fn stroke(c: Rgb, width: f32) -> Stroke {
    Stroke {
        paint: rgb::Color::new(c.0, c.1, c.2).into(),
        width,
        line_cap: LineCap::Round,
        line_join: LineJoin::Round,
        ..Default::default()
    }
}

/// `2026-11-20T19:30:00+01:00` as `20.11.2026` in German, `2026-11-20` in English (the day it was
/// written in its time zone).
pub fn day(started: &str) -> String {
    chrono::DateTime::parse_from_rfc3339(started)
        .map(|d| {
            let (day, month, year) = (d.format("%d").to_string(), d.format("%m").to_string(), d.year().to_string());
            tr!("print-day", day = day, month = month, year = year)
        })
        .unwrap_or_else(|_| started.to_string())
}

/// `2026-11-20T19:30:00+01:00` as `20.11.2026 19:30` in German, `2026-11-20 19:30` in English (in the
/// time zone it was written in).
pub fn date(started: &str) -> String {
    chrono::DateTime::parse_from_rfc3339(started)
        .map(|d| {
            let (day, month, year) = (d.format("%d").to_string(), d.format("%m").to_string(), d.year().to_string());
            tr!("print-date", day = day, month = month, year = year, time = d.format("%H:%M").to_string())
        })
        .unwrap_or_else(|_| started.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn measures_and_wraps() {
        assert!(width("Bärbel", 10.0, Face::Bold) > width("Bärbel", 10.0, Face::Regular));
        assert!(width("ß", 10.0, Face::Regular) > 0.0);
        let lines = wrap("Äugeln zwischen Jörg und Käthe, dann noch einmal", 8.0, Face::Regular, 80.0);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| width(l, 8.0, Face::Regular) <= 80.0));
        assert_eq!(ellipsize("Friedhelm", 8.0, Face::Regular, 1000.0), "Friedhelm");
        assert!(ellipsize("Friedhelm", 8.0, Face::Regular, 20.0).ends_with('…'));
        let long = wrap("Donaudampfschifffahrtsgesellschaftskapitän Jörg", 8.0, Face::Regular, 60.0);
        assert!(long.len() > 2 && long.iter().all(|l| width(l, 8.0, Face::Regular) <= 60.0), "{long:?}");
        assert_eq!(long.concat().replace(' ', ""), "DonaudampfschifffahrtsgesellschaftskapitänJörg", "nothing cut");
        assert_eq!(date("2026-12-04T19:30:00+01:00"), "04.12.2026 19:30");
        assert_eq!(day("2026-12-04T19:30:00+01:00"), "04.12.2026");
    }

    #[test]
    fn tally_widths_grow() {
        let s = TallyStyle { height: 20.0, color: BLACK, stroke: 1.0 };
        assert!(s.width(5) > s.width(4));
        assert!(s.width(6) > s.width(5));
        assert_eq!(s.width(0), 0.0);
    }
}
