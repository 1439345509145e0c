//! How a table's status (`tournament::status`) looks, the same at the organiser's desk and on
//! the projector: a chip with a symbol and a word or number, whose four kinds differ in
//! lightness and pattern, not in hue alone, so they stay apart in greyscale and for the
//! colour-blind — done: dark and solid with ✓; problem: hatched with ⚠; playing: a middle tone
//! with …; result missing: white, outlined, with –.

use eframe::egui::{Color32, FontId, Painter, Pos2, Rect, Stroke, StrokeKind};
use schocken_core::tournament::status::Status;

/// The look of a status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    pub fill: Color32,
    pub ink: Color32,
    pub symbol: &'static str,
    /// Diagonal stripes over the fill.
    pub hatched: bool,
}

/// Dark green (lightness about 35 %), white ink.
const DONE: Color32 = Color32::from_rgb(0x1b, 0x5e, 0x20);
/// Red under white stripes: reads as a striped middle grey.
pub const PROBLEM: Color32 = Color32::from_rgb(0xc6, 0x28, 0x28);
/// Amber (lightness about 75 %), black ink.
const PLAYING: Color32 = Color32::from_rgb(0xf9, 0xa8, 0x25);

pub fn look(status: &Status) -> Look {
    match status {
        Status::Done => Look { fill: DONE, ink: Color32::WHITE, symbol: "✓", hatched: false }, // i18n-ok: a symbol
        Status::Problem(_) => Look { fill: PROBLEM, ink: Color32::WHITE, symbol: "⚠", hatched: true }, // i18n-ok
        Status::Playing { .. } => Look { fill: PLAYING, ink: Color32::BLACK, symbol: "…", hatched: false }, // i18n-ok
        Status::Missing => Look { fill: Color32::WHITE, ink: Color32::BLACK, symbol: "–", hatched: false }, // i18n-ok
    }
}

/// Paints a chip of `status` over `rect` with `text` (after the symbol) centred in `font`.
pub fn chip(painter: &Painter, rect: Rect, status: &Status, text: &str, font: FontId) {
    let look = look(status);
    let round = rect.height() * 0.2;
    painter.rect_filled(rect, round, look.fill);
    if look.hatched {
        let step = rect.height() * 0.35;
        let stripes = painter.with_clip_rect(rect.shrink(1.0));
        let mut x = rect.left() - rect.height();
        while x < rect.right() {
            let from = Pos2::new(x, rect.bottom());
            let to = Pos2::new(x + rect.height(), rect.top());
            stripes.line_segment([from, to], Stroke::new(step * 0.35, Color32::from_white_alpha(110)));
            x += step;
        }
    }
    painter.rect_stroke(rect, round, Stroke::new((rect.height() * 0.06).max(1.0), Color32::BLACK), StrokeKind::Inside);
    let label = format!("{} {text}", look.symbol);
    let galley = painter.layout_no_wrap(label, font, look.ink);
    let at = rect.center() - galley.size() / 2.0;
    // The word sits on a plain plate of the fill, clear of the stripes.
    if look.hatched {
        let plate = Rect::from_min_size(at, galley.size()).expand(rect.height() * 0.08);
        painter.rect_filled(plate, round * 0.5, look.fill);
    }
    painter.galley(at, galley, look.ink);
}

/// The width a chip of `text` needs in `font`.
pub fn chip_width(painter: &Painter, status: &Status, text: &str, font: FontId) -> f32 {
    let label = format!("{} {text}", look(status).symbol);
    painter.layout_no_wrap(label, font.clone(), Color32::BLACK).size().x + font.size * 1.2
}
