//! Where session files live, and how they are written so that a crash never loses an entry.
//!
//! Every save writes the whole file to a temporary file beside it, flushes it to disk and renames
//! it over the old one (atomic-write-file), so a power cut leaves either the old or the new
//! version. File names carry the start time and a random suffix, so sessions from several laptops
//! can share one folder without clashing.

use crate::i18n::Lang;
use crate::session::file;
use crate::session::log::Session;
use std::io::Write as _;
use std::path::{Path, PathBuf};

/// The folder of session files.
#[derive(Clone, Debug)]
pub struct Store {
    dir: PathBuf,
}

/// One file of the folder, read or not.
#[derive(Debug)]
pub struct Listed {
    pub path: PathBuf,
    pub modified: Option<std::time::SystemTime>,
    /// The session, or why it cannot be read (the file is then left alone).
    pub session: Result<Session, String>,
}

impl Store {
    /// The platform's data folder for schocken (e.g. `~/.local/share/schocken/sessions`).
    pub fn default_dir() -> Option<PathBuf> {
        directories::ProjectDirs::from("de", "schocken", "schocken").map(|d| d.data_dir().join("sessions"))
    }

    /// Opens (and creates if needed) a folder of session files.
    pub fn open(dir: PathBuf) -> std::io::Result<Store> {
        std::fs::create_dir_all(&dir)?;
        Ok(Store { dir })
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// A new, unused file name for a session started at `started` (RFC 3339) titled `title`.
    pub fn new_path(&self, started: &str, title: &str) -> PathBuf {
        let stamp: String = started.chars().take(16).map(|c| if c == ':' || c == 'T' { '-' } else { c }).collect();
        let slug: String = title
            .chars()
            .map(|c| if c.is_alphanumeric() { c.to_ascii_lowercase() } else { '-' })
            .collect::<String>()
            .split('-')
            .filter(|s| !s.is_empty())
            .take(5)
            .collect::<Vec<_>>()
            .join("-");
        let mut rng = crate::sim::Rng::new(random_seed());
        loop {
            let name = format!("{stamp}_{slug}_{:06x}.ron", rng.below(0x100_0000));
            let path = self.dir.join(name);
            if !path.exists() {
                return path;
            }
        }
    }

    /// Every `.ron` file of the folder, newest first; unreadable ones with the reason.
    pub fn list(&self) -> std::io::Result<Vec<Listed>> {
        let mut out = Vec::new();
        for entry in std::fs::read_dir(&self.dir)? {
            let path = entry?.path();
            if path.extension().is_none_or(|e| e != "ron") {
                continue;
            }
            let modified = std::fs::metadata(&path).and_then(|m| m.modified()).ok();
            let session = read(&path, Lang::De);
            out.push(Listed { path, modified, session });
        }
        out.sort_by_key(|l| std::cmp::Reverse(l.modified));
        Ok(out)
    }
}

/// Reads a session file; the error is one line naming the file and the problem.
pub fn read(path: &Path, lang: Lang) -> Result<Session, String> {
    let shown = path.display();
    let bytes = std::fs::read(path).map_err(|e| match lang {
        Lang::De => format!("{shown}: kann nicht gelesen werden: {e}"),
        Lang::En => format!("{shown}: cannot be read: {e}"),
    })?;
    let text = String::from_utf8(bytes).map_err(|e| match lang {
        Lang::De => format!("{shown}: keine UTF-8-Textdatei (Byte {})", e.utf8_error().valid_up_to()),
        Lang::En => format!("{shown}: not UTF-8 text (byte {})", e.utf8_error().valid_up_to()),
    })?;
    file::parse(&text).map_err(|e| format!("{shown}: {}", e.message(lang)))
}

/// Writes a session atomically: the old file stays intact until the new one is complete on disk.
pub fn save(path: &Path, session: &Session) -> std::io::Result<()> {
    let text = file::write(session);
    let mut out = atomic_write_file::AtomicWriteFile::open(path)?;
    out.write_all(text.as_bytes())?;
    out.commit()
}

fn random_seed() -> u64 {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    (nanos as u64) ^ ((std::process::id() as u64) << 32)
}
