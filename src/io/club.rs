//! The club's name and logo (issue 19), shown on every tournament print, on the projector and on
//! the phones' hall page.
//!
//! Both live in the tournament folder, so a synced table laptop or a second organiser's machine
//! has them too: the logo as `logo.png` or `logo.svg` (a file the organiser chooses is copied
//! there, never over another logo unasked), the club's name in the hidden `.verein` (one line).
//! `turnier.ron`'s syntax is fixed (TOURNAMENT.md section 2) and has no field for a club, and
//! the tournament's title names the evening ("8. Schockturnier Gonzerath"), not who holds it.

use schocken_core::brand::{Club, Pixels};
use schocken_core::tr;
use std::path::{Path, PathBuf};

/// The file of the club's name in the tournament folder (hidden: the folder's reading passes
/// it over).
pub const NAME_FILE: &str = ".verein";

/// The logo's kinds, each with its file name in the folder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Png,
    Svg,
}

impl Kind {
    pub const ALL: [Kind; 2] = [Kind::Png, Kind::Svg];

    /// Its name in the tournament folder.
    pub fn file_name(self) -> &'static str {
        match self {
            Kind::Png => "logo.png",
            Kind::Svg => "logo.svg",
        }
    }

    /// The extension of a file of this kind.
    pub fn extension(self) -> &'static str {
        match self {
            Kind::Png => "png",
            Kind::Svg => "svg",
        }
    }

    /// Its media type, for the phones' server.
    pub fn content_type(self) -> &'static str {
        match self {
            Kind::Png => "image/png",
            Kind::Svg => "image/svg+xml",
        }
    }

    /// The kind of a file by its extension.
    pub fn of(path: &Path) -> Option<Kind> {
        let ext = path.extension()?.to_str()?;
        Kind::ALL.into_iter().find(|k| k.extension().eq_ignore_ascii_case(ext))
    }
}

/// The logo as found in the folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Logo {
    pub kind: Kind,
    pub bytes: Vec<u8>,
}

/// The club's logo in the folder (`logo.png` before `logo.svg`), where there is one that reads.
pub fn logo(dir: &Path) -> Option<Logo> {
    Kind::ALL.into_iter().find_map(|kind| Some(Logo { kind, bytes: std::fs::read(dir.join(kind.file_name())).ok()? }))
}

/// The club's name as kept in the folder; `None` where none is.
pub fn name(dir: &Path) -> Option<String> {
    let text = std::fs::read_to_string(dir.join(NAME_FILE)).ok()?;
    Some(text.lines().next()?.trim().to_string()).filter(|n| !n.is_empty())
}

/// The club's name could not be kept: its file and why.
#[derive(Debug)]
pub struct NameNotSaved(pub PathBuf, pub std::io::Error);

impl NameNotSaved {
    pub fn message(&self) -> String {
        tr!("club-write", file = self.0.display().to_string(), error = self.1.to_string())
    }
}

schocken_core::worded_error!(NameNotSaved);

/// Keeps the club's name in the folder (an empty name removes it).
pub fn set_name(dir: &Path, name: &str) -> Result<(), NameNotSaved> {
    let path = dir.join(NAME_FILE);
    let name = schocken_core::names::tidy(name);
    let done = if name.is_empty() {
        std::fs::remove_file(&path).or_else(|e| if e.kind() == std::io::ErrorKind::NotFound { Ok(()) } else { Err(e) })
    } else {
        crate::io::atomic::write(&path, format!("{name}\n").as_bytes())
    };
    done.map_err(|e| NameNotSaved(path, e))
}

/// Reads the club of the tournament folder; a logo that cannot be decoded is left out.
pub fn read(dir: &Path) -> Club {
    Club { name: name(dir), logo: logo(dir).and_then(|l| pixels(&l, RASTER)).map(std::sync::Arc::new) }
}

/// The longer side, in pixels, an SVG logo is drawn at: sharp on paper at 4 cm and on a projector.
pub const RASTER: u32 = 800;

/// The logo's pixels (an SVG drawn with its longer side `size` pixels); `None` where the file
/// is no image of its kind.
pub fn pixels(logo: &Logo, size: u32) -> Option<Pixels> {
    match logo.kind {
        Kind::Png => png_pixels(&logo.bytes),
        Kind::Svg => svg_pixels(&logo.bytes, size),
    }
}

fn png_pixels(bytes: &[u8]) -> Option<Pixels> {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    let mut reader = decoder.read_info().ok()?;
    let mut buf = vec![0; reader.output_buffer_size()?];
    let info = reader.next_frame(&mut buf).ok()?;
    let data = &buf[..info.buffer_size()];
    let rgba: Vec<u8> = match info.color_type {
        png::ColorType::Rgba => data.to_vec(),
        png::ColorType::Rgb => data.chunks_exact(3).flat_map(|p| [p[0], p[1], p[2], 255]).collect(),
        png::ColorType::GrayscaleAlpha => data.chunks_exact(2).flat_map(|p| [p[0], p[0], p[0], p[1]]).collect(),
        png::ColorType::Grayscale => data.iter().flat_map(|&g| [g, g, g, 255]).collect(),
        png::ColorType::Indexed => return None,
    };
    Some(Pixels { width: info.width, height: info.height, rgba })
}

fn svg_pixels(bytes: &[u8], size: u32) -> Option<Pixels> {
    use resvg::{tiny_skia, usvg};
    let tree = usvg::Tree::from_data(bytes, &usvg::Options::default()).ok()?;
    let natural = tree.size();
    let scale = size as f32 / natural.width().max(natural.height());
    let (width, height) = ((natural.width() * scale).ceil() as u32, (natural.height() * scale).ceil() as u32);
    let mut pixmap = tiny_skia::Pixmap::new(width.max(1), height.max(1))?;
    resvg::render(&tree, tiny_skia::Transform::from_scale(scale, scale), &mut pixmap.as_mut());
    let rgba = pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    Some(Pixels { width: pixmap.width(), height: pixmap.height(), rgba })
}

/// Why a chosen file did not become the club's logo.
#[derive(Debug, PartialEq, Eq)]
pub enum AdoptError {
    /// Neither a `.png` nor a `.svg`.
    Kind(PathBuf),
    /// Not an image of its kind.
    NotAnImage(PathBuf),
    /// The folder has a logo already: the organiser is asked before it is replaced.
    Exists(PathBuf),
    Io(PathBuf, String),
}

impl AdoptError {
    pub fn message(&self) -> String {
        let file = |p: &Path| p.display().to_string();
        match self {
            AdoptError::Kind(p) => tr!("club-logo-kind", file = file(p)),
            AdoptError::NotAnImage(p) => tr!("club-logo-not-an-image", file = file(p)),
            AdoptError::Exists(p) => tr!("club-logo-exists", file = file(p)),
            AdoptError::Io(p, e) => tr!("club-write", file = file(p), error = e.as_str()),
        }
    }
}

/// Copies `source` into the folder as its logo (`logo.png` or `logo.svg`) and returns where.
/// Refused where the folder has a logo already, unless `replace` (the organiser said so); a
/// logo replaced by one of the other kind is removed, so one logo is left.
pub fn adopt_logo(dir: &Path, source: &Path, replace: bool) -> Result<PathBuf, AdoptError> {
    let kind = Kind::of(source).ok_or_else(|| AdoptError::Kind(source.to_path_buf()))?;
    let bytes = std::fs::read(source).map_err(|e| AdoptError::Io(source.to_path_buf(), e.to_string()))?;
    if pixels(&Logo { kind, bytes: bytes.clone() }, 16).is_none() {
        return Err(AdoptError::NotAnImage(source.to_path_buf()));
    }
    let existing: Vec<PathBuf> =
        Kind::ALL.into_iter().map(|k| dir.join(k.file_name())).filter(|p| p.exists()).collect();
    if let Some(old) = existing.first().filter(|_| !replace) {
        return Err(AdoptError::Exists(old.clone()));
    }
    let target = dir.join(kind.file_name());
    crate::io::atomic::write(&target, &bytes).map_err(|e| AdoptError::Io(target.clone(), e.to_string()))?;
    for old in existing.into_iter().filter(|p| *p != target) {
        std::fs::remove_file(&old).map_err(|e| AdoptError::Io(old.clone(), e.to_string()))?;
    }
    Ok(target)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SVG: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#c00"/></svg>"##;

    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("schocken-club-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_chosen_logo_is_copied_in_and_never_replaced_unasked() {
        let dir = folder("adopt");
        let source = dir.join("Vereinswappen.SVG");
        std::fs::write(&source, SVG).unwrap();
        assert_eq!(adopt_logo(&dir, &source, false), Ok(dir.join("logo.svg")));
        let logo = logo(&dir).unwrap();
        assert_eq!(logo.kind, Kind::Svg);
        let p = pixels(&logo, 100).unwrap();
        assert_eq!((p.width, p.height), (100, 50));
        assert_eq!(&p.rgba[..4], &[204, 0, 0, 255]);
        assert_eq!(adopt_logo(&dir, &source, false), Err(AdoptError::Exists(dir.join("logo.svg"))));
        let text = dir.join("notiz.txt");
        std::fs::write(&text, "x").unwrap();
        assert_eq!(adopt_logo(&dir, &text, true), Err(AdoptError::Kind(text.clone())));
        let fake = dir.join("kaputt.png");
        std::fs::write(&fake, "kein Bild").unwrap();
        assert_eq!(adopt_logo(&dir, &fake, true), Err(AdoptError::NotAnImage(fake)));
        assert_eq!(std::fs::read_to_string(dir.join("logo.svg")).unwrap(), SVG);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_club_name_is_one_line_and_empty_removes_it() {
        let dir = folder("name");
        assert_eq!(name(&dir), None);
        set_name(&dir, "  Schockfreunde   Gonzerath ").unwrap();
        assert_eq!(name(&dir).as_deref(), Some("Schockfreunde Gonzerath"));
        set_name(&dir, "").unwrap();
        assert_eq!(name(&dir), None);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
