//! The club's name and logo (`io::club`) on every page of a tournament printout: a letterhead
//! in the top margin, right-aligned, above whatever the page holds, so no printout's layout
//! moves for it.

use super::layout::{self, Align, Face, GREY, Page};
use crate::io::club::{Club, Pixels};

/// The letterhead's top (below what printers leave white) and its height.
const TOP: f32 = 5.0 * layout::MM;
const HEIGHT: f32 = 8.0 * layout::MM;
/// The widest a logo is drawn.
const LOGO_WIDTH: f32 = 45.0 * layout::MM;
const NAME_SIZE: f32 = 9.0;

/// Adds the club's logo and name to every page, in the top margin (`margin` wide) at the right.
pub fn brand(pages: &mut [Page], club: &Club, margin: f32) {
    let image = club.logo.as_ref().map(|p| (image(p), p.width as f32 / p.height.max(1) as f32));
    for page in pages {
        let right = page.width - margin;
        let mut x = right;
        if let Some((image, ratio)) = &image {
            let (w, h) = fit(*ratio);
            x -= w;
            page.ops.push(layout::Op::Image { x, y: TOP + (HEIGHT - h) / 2.0, w, h, image: image.clone() });
            x -= 3.0 * layout::MM;
        }
        if let Some(name) = &club.name {
            let w = (x - margin).max(0.0) / 2.0;
            let baseline = TOP + HEIGHT / 2.0 + NAME_SIZE * 0.35;
            page.fit_text(x - w, w, baseline, NAME_SIZE, Face::Bold, GREY, Align::Right, name);
        }
    }
}

/// The logo's size on paper: the letterhead's height, unless that makes it too wide.
fn fit(ratio: f32) -> (f32, f32) {
    let w = (HEIGHT * ratio).min(LOGO_WIDTH);
    (w, w / ratio.max(f32::EPSILON))
}

fn image(p: &Pixels) -> krilla::image::Image {
    krilla::image::Image::from_rgba8(p.rgba.clone(), p.width, p.height)
}
