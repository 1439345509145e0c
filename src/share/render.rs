//! A picture's SVG drawn to PNG with resvg: the text in the two fonts built into the program and
//! no other (no system font is ever looked up, so a picture looks the same on every machine), the
//! club's logo laid into the place the layout left for it.

use super::error::ShareError;
use crate::print::layout::{BOLD, REGULAR};
use resvg::{tiny_skia, usvg};
use schocken_core::brand::Pixels;
use std::sync::{Arc, OnceLock};

/// A rectangle in the picture's pixels: where the logo goes (it is fitted in, centred).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Place {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

/// The fonts the pictures are drawn with: DejaVu Sans and its bold, loaded once.
fn fonts() -> Arc<usvg::fontdb::Database> {
    static FONTS: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut db = usvg::fontdb::Database::new();
            db.load_font_data(REGULAR.to_vec());
            db.load_font_data(BOLD.to_vec());
            db.set_sans_serif_family(super::svg::FAMILY);
            Arc::new(db)
        })
        .clone()
}

/// The PNG of `svg`, with `logo` drawn into `place`.
pub fn png(svg: &str, logo: Option<(&Pixels, Place)>) -> Result<Vec<u8>, ShareError> {
    let options = usvg::Options { font_family: super::svg::FAMILY.to_string(), fontdb: fonts(), ..Default::default() };
    let tree = usvg::Tree::from_str(svg, &options).map_err(|e| ShareError::Drawing(e.to_string()))?;
    let size = tree.size().to_int_size();
    let mut pixmap =
        tiny_skia::Pixmap::new(size.width(), size.height()).ok_or(ShareError::Size(size.width(), size.height()))?;
    resvg::render(&tree, tiny_skia::Transform::identity(), &mut pixmap.as_mut());
    if let Some((pixels, place)) = logo {
        draw_logo(&mut pixmap, pixels, place);
    }
    pixmap.encode_png().map_err(|e| ShareError::Encoding(e.to_string()))
}

/// The logo scaled to fit `place` (never beyond its own size twice over), centred in it.
fn draw_logo(target: &mut tiny_skia::Pixmap, pixels: &Pixels, place: Place) {
    let Some(size) = tiny_skia::IntSize::from_wh(pixels.width, pixels.height) else { return };
    // tiny-skia keeps premultiplied pixels; the logo's are straight.
    let data: Vec<u8> = pixels
        .rgba
        .chunks_exact(4)
        .flat_map(|p| {
            let c = tiny_skia::ColorU8::from_rgba(p[0], p[1], p[2], p[3]).premultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    let Some(logo) = tiny_skia::Pixmap::from_vec(data, size) else { return };
    let (w, h) = (pixels.width as f32, pixels.height as f32);
    let scale = (place.w / w).min(place.h / h).min(2.0);
    let (x, y) = (place.x + (place.w - w * scale) / 2.0, place.y + (place.h - h * scale) / 2.0);
    let paint = tiny_skia::PixmapPaint { quality: tiny_skia::FilterQuality::Bicubic, ..Default::default() };
    let at = tiny_skia::Transform::from_row(scale, 0.0, 0.0, scale, x, y);
    target.draw_pixmap(0, 0, logo.as_ref(), &paint, at, None);
}
