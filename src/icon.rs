//! The app's icon: a Jule (4-2-1) thrown onto a beer mat with three tally marks, drawn once as SVG
//! (`assets/icon/schocken.svg`). The window draws its icon from it at start, and `schocken
//! package-files` draws the desktop's PNG sizes from it: one drawing, no PNG to keep in step.

use crate::io::club::{Kind, Logo};
use schocken_core::brand::Pixels;

/// The drawing, as installed into the hicolor theme's `scalable/apps/`.
pub const SVG: &[u8] = include_bytes!("../assets/icon/schocken.svg");

/// The PNG sizes a package installs beside the SVG (hicolor `NxN/apps/`).
pub const SIZES: [u32; 3] = [48, 128, 256];

/// The window's icon size: sharp in a task bar or a window switcher.
const WINDOW: u32 = 128;

/// The icon drawn `size` pixels square, straight RGBA (the SVG's own drawer, as for a club's logo).
pub fn pixels(size: u32) -> Pixels {
    let logo = Logo { kind: Kind::Svg, bytes: SVG.to_vec() };
    crate::io::club::pixels(&logo, size).expect("the icon's SVG reads (tested)")
}

/// The icon for the window's title bar and task bar (eframe's `ViewportBuilder::with_icon`).
pub fn window() -> eframe::egui::IconData {
    let Pixels { width, height, rgba } = pixels(WINDOW);
    eframe::egui::IconData { rgba, width, height }
}

/// The icon as a PNG file of `size` pixels square.
pub fn png(size: u32) -> Vec<u8> {
    let drawn = pixels(size);
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, drawn.width, drawn.height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().expect("a PNG header fits in memory");
    writer.write_image_data(&drawn.rgba).expect("the pixels match the header");
    writer.finish().expect("a PNG fits in memory");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every size is square and drawn (not empty): the SVG reads and fills its square.
    #[test]
    fn the_icon_draws_at_every_size() {
        for size in SIZES.into_iter().chain([WINDOW]) {
            let drawn = pixels(size);
            assert_eq!((drawn.width, drawn.height), (size, size));
            let opaque = drawn.rgba.chunks_exact(4).filter(|p| p[3] == 255).count();
            assert!(opaque > (size * size / 2) as usize, "{size}: {opaque} opaque pixels");
        }
        assert_eq!(&png(48)[1..4], b"PNG");
    }
}
