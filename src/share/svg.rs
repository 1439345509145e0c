//! A tiny SVG writer: rectangles, lines, paths and text, every text escaped, in pixels of a
//! picture `width` wide (origin top left, y downwards). The layouts of the pictures write into
//! it; `render` draws what it made. Text is measured with the printouts' metrics of the same
//! fonts (`print::layout::width`), so what is fitted here fits when drawn.

use crate::markup::escape;
use crate::print::layout::{self, Face};
use std::fmt::Write as _;

/// The one family the pictures are drawn in: the fonts built into the program.
// i18n-ok: a font family's name, no wording
pub const FAMILY: &str = "DejaVu Sans";

/// A colour as `#rrggbb`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Colour(pub u8, pub u8, pub u8);

impl std::fmt::Display for Colour {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// Where a text's `x` is: its start, its middle or its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

/// How a text is drawn: its size in pixels, face and colour.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    pub size: f32,
    pub face: Face,
    pub colour: Colour,
}

impl Style {
    pub const fn new(size: f32, face: Face, colour: Colour) -> Style {
        Style { size, face, colour }
    }

    /// The width `text` takes in this style.
    pub fn width(&self, text: &str) -> f32 {
        layout::width(text, self.size, self.face)
    }

    /// `text` on one line, cut with "…" to fit `max` pixels.
    pub fn fit(&self, text: &str, max: f32) -> String {
        layout::ellipsize(&layout::clean(text), self.size, self.face, max.max(0.0))
    }

    /// `text` broken into lines no wider than `max` pixels.
    pub fn wrap(&self, text: &str, max: f32) -> Vec<String> {
        layout::wrap(&layout::clean(text), self.size, self.face, max.max(1.0))
    }
}

/// An SVG document being written.
pub struct Svg {
    width: f32,
    body: String,
}

impl Svg {
    pub fn new(width: f32) -> Svg {
        Svg { width, body: String::new() }
    }

    pub fn width(&self) -> f32 {
        self.width
    }

    /// A filled rectangle, its corners rounded by `radius`.
    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, fill: Colour, radius: f32) {
        let _ = writeln!(
            self.body,
            // i18n-ok: SVG markup, no wording
            r#"<rect x="{x:.1}" y="{y:.1}" width="{:.1}" height="{:.1}" rx="{radius:.1}" fill="{fill}"/>"#,
            w.max(0.0),
            h.max(0.0)
        );
    }

    /// A straight line.
    pub fn line(&mut self, (x1, y1): (f32, f32), (x2, y2): (f32, f32), colour: Colour, width: f32) {
        let _ = writeln!(
            self.body,
            // i18n-ok: SVG markup, no wording
            r#"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="{colour}" stroke-width="{width:.1}" stroke-linecap="round"/>"#
        );
    }

    /// A circle.
    pub fn circle(&mut self, (cx, cy): (f32, f32), r: f32, fill: Colour) {
        // i18n-ok: SVG markup, no wording
        let _ = writeln!(self.body, r#"<circle cx="{cx:.1}" cy="{cy:.1}" r="{r:.1}" fill="{fill}"/>"#);
    }

    /// One line of text, its baseline at `y`; nothing for an empty text.
    pub fn text(&mut self, x: f32, y: f32, style: Style, anchor: Anchor, text: &str) {
        if text.is_empty() {
            return;
        }
        let weight = match style.face {
            Face::Regular => "normal",
            Face::Bold => "bold",
        };
        let anchor = match anchor {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        };
        let _ = writeln!(
            self.body,
            // i18n-ok: SVG markup, no wording
            r#"<text x="{x:.1}" y="{y:.1}" font-family="{FAMILY}" font-size="{:.1}" font-weight="{weight}" fill="{}" text-anchor="{anchor}" xml:space="preserve">{}</text>"#,
            style.size,
            style.colour,
            escape(&layout::clean(text))
        );
    }

    /// The document, `height` pixels high, on `background`.
    pub fn finish(self, height: f32, background: Colour) -> String {
        let (w, h) = (self.width, height);
        format!(
            // i18n-ok: SVG markup, no wording
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\">\n\
             <rect width=\"{w}\" height=\"{h}\" fill=\"{background}\"/>\n{}</svg>\n",
            self.body
        )
    }
}

/// The texts of a document as drawn, in order (escapes undone): what the tests read back.
pub fn texts(svg: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = svg;
    while let Some(start) = rest.find("<text ") {
        let after = &rest[start..];
        let Some(open) = after.find('>') else { break };
        let Some(close) = after.find("</text>") else { break };
        out.push(unescape(&after[open + 1..close]));
        rest = &after[close..];
    }
    out
}

fn unescape(text: &str) -> String {
    text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'").replace("&amp;", "&")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_and_read_back() {
        let mut svg = Svg::new(100.0);
        let style = Style::new(10.0, Face::Bold, Colour(0, 0, 0));
        svg.text(1.0, 2.0, style, Anchor::End, "Kalle <\"Schock\"> & Söhne's");
        svg.text(1.0, 2.0, style, Anchor::Start, "");
        let doc = svg.finish(50.0, Colour(255, 255, 255));
        assert!(doc.contains("Kalle &lt;&quot;Schock&quot;&gt; &amp; Söhne&#39;s"), "{doc}");
        assert_eq!(texts(&doc), ["Kalle <\"Schock\"> & Söhne's"]);
        assert!(doc.contains("text-anchor=\"end\"") && doc.contains("height=\"50\""));
    }

    #[test]
    fn fitting_cuts_with_an_ellipsis() {
        let style = Style::new(30.0, Face::Regular, Colour(0, 0, 0));
        assert_eq!(style.fit("Anna", 500.0), "Anna");
        let cut = style.fit("Donaudampfschifffahrtskapitän", 200.0);
        assert!(cut.ends_with('…') && style.width(&cut) <= 200.0, "{cut}");
    }
}
