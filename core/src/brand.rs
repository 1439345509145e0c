//! The club as every medium shows it — printouts, the projector, the window's icon — as plain
//! data: its name and its logo's pixels. Reading them from a folder (and decoding a PNG or
//! drawing an SVG) is the edge's job (`io::club`); printing takes this, not the files.

use std::sync::Arc;

/// The club's name and logo.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Club {
    pub name: Option<String>,
    /// Shared: every new board of the projector carries it.
    pub logo: Option<Arc<Pixels>>,
}

/// A picture decoded: straight (not premultiplied) RGBA, row by row.
#[derive(Clone, PartialEq, Eq)]
pub struct Pixels {
    pub width: u32,
    pub height: u32,
    pub rgba: Vec<u8>,
}

impl std::fmt::Debug for Pixels {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Pixels({}×{})", self.width, self.height)
    }
}
