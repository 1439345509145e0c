//! The club's name and logo (`io::club`) on every page of a tournament printout: a letterhead
//! at the top right, in the margin of a list and inside a certificate's frame, clear of what
//! the page holds, so no printout's layout moves for it.

use super::layout::{self, Align, Face, GREY, Page};
use schocken_core::brand::{Club, Pixels};

/// The widest a logo is drawn.
const LOGO_WIDTH: f32 = 45.0 * layout::MM;
const NAME_SIZE: f32 = 9.0;

/// Where the letterhead goes: `inset` from the page's right edge (and the name no further left
/// than that from the left edge), from `top` down, `height` tall.
#[derive(Clone, Copy, Debug)]
pub struct Letterhead {
    pub inset: f32,
    pub top: f32,
    pub height: f32,
}

impl Letterhead {
    /// In the top margin (`margin` wide) of a list, below what printers leave white.
    pub fn margin(margin: f32) -> Letterhead {
        Letterhead { inset: margin, top: 5.0 * layout::MM, height: 8.0 * layout::MM }
    }
}

/// Adds the club's logo and name to every page, right-aligned where `at` says.
pub fn brand(pages: &mut [Page], club: &Club, at: Letterhead) {
    let image = club.logo.as_ref().map(|p| (image(p), p.width as f32 / p.height.max(1) as f32));
    for page in pages {
        let mut x = page.width - at.inset;
        if let Some((image, ratio)) = &image {
            let (w, h) = fit(*ratio, at.height);
            x -= w;
            page.ops.push(layout::Op::Image { x, y: at.top + (at.height - h) / 2.0, w, h, image: image.clone() });
            x -= 3.0 * layout::MM;
        }
        if let Some(name) = &club.name {
            let w = (x - at.inset).max(0.0) / 2.0;
            let baseline = at.top + at.height / 2.0 + NAME_SIZE * 0.35;
            page.fit_text(x - w, w, baseline, NAME_SIZE, Face::Bold, GREY, Align::Right, name);
        }
    }
}

/// The logo's size on paper: the letterhead's height, unless that makes it too wide.
fn fit(ratio: f32, height: f32) -> (f32, f32) {
    let w = (height * ratio).min(LOGO_WIDTH);
    (w, w / ratio.max(f32::EPSILON))
}

fn image(p: &Pixels) -> krilla::image::Image {
    krilla::image::Image::from_rgba8(p.rgba.clone(), p.width, p.height)
}
