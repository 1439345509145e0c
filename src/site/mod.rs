//! `schocken club site DIR OUT` (issue 36): the club's results as a static website folder — the
//! overview, each season's table with its awards, the hall of fame, each evening's result and
//! each tournament's final standings; HTML and one CSS file, no script, no address of another
//! host, only links within the folder; never money.
//!
//! The folder is read once (issue 32): the club's books by `io::club_folder::read`, each
//! tournament folder inside DIR (a sub-folder holding `turnier.ron`) by
//! `io::tournament_folder::read`, the club's logo by `io::club::logo`. What each page holds is
//! `schocken_core::site`'s (pure); `pages` and `html` lay it out; `write` writes only what
//! changed and removes only pages it wrote.

mod error;
mod html;
mod pages;
pub mod write;

use crate::io::{club, club_folder, tournament_folder};
use schocken_core::club::Day;
use schocken_core::names::NameForm;
use schocken_core::site::tournament::Held;
use schocken_core::tr;
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub use error::SiteError;
pub use write::{MANIFEST, Written};

/// The one style sheet of every page.
const STYLE: &[u8] = include_bytes!("../../assets/site/style.css");

/// What was made: the files counted, and the files of the folders passed over, in words.
#[derive(Debug)]
pub struct Built {
    pub written: Written,
    pub notices: Vec<String>,
}

impl Built {
    /// The command's line: what was written, left unchanged and removed.
    pub fn message(&self, out: &Path) -> String {
        let w = self.written;
        tr!(
            "site-done",
            dir = out.display().to_string(),
            written = w.written,
            unchanged = w.unchanged,
            removed = w.removed
        )
    }
}

/// Files that say a folder is a sessions or tournament folder (or a club's), not a website's.
const NOT_A_SITE: [&str; 3] = [club_folder::CLUB_FILE, tournament_folder::FILE_NAME, ".spieler.ron"];

/// Refuses a website folder that is the sessions folder, or holds evenings or a tournament.
fn check_out(dir: &Path, out: &Path) -> Result<(), SiteError> {
    let same = match (dir.canonicalize(), out.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    };
    if same {
        return Err(SiteError::OutIsDir(out.to_path_buf()));
    }
    let Ok(entries) = std::fs::read_dir(out) else {
        return Ok(());
    };
    let mut names: Vec<String> = entries.flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    // The club's or the tournament's own file named first, else the first evening.
    let telling = NOT_A_SITE.iter().map(|n| n.to_string()).find(|n| names.contains(n));
    match telling.or_else(|| names.into_iter().find(|n| !n.starts_with('.') && n.ends_with(".ron"))) {
        Some(file) => Err(SiteError::OutIsSessions { out: out.to_path_buf(), file }),
        None => Ok(()),
    }
}

/// The tournament folders inside `dir` (its sub-folders holding `turnier.ron`), by name.
fn tournament_dirs(dir: &Path) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> =
        std::fs::read_dir(dir).map(|entries| entries.flatten().map(|e| e.path()).collect()).unwrap_or_default();
    dirs.retain(|d| d.is_dir() && d.join(tournament_folder::FILE_NAME).is_file());
    dirs.sort();
    dirs
}

/// Builds the website of the sessions folder `dir` into `out` (made where it is not there), in
/// the language of the moment, names shown as `names` says; the hall of fame counts the seasons
/// over by `today`.
pub fn build(dir: &Path, out: &Path, names: NameForm, today: Day) -> Result<Built, SiteError> {
    check_out(dir, out)?;
    let folder = club_folder::read(dir)?;
    let mut notices: Vec<String> = folder.notices.iter().map(|n| n.message()).collect();
    let mut read = Vec::new();
    for path in tournament_dirs(dir) {
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        match tournament_folder::read(&path) {
            Ok(t) => {
                notices.extend(t.skipped.iter().map(|(file, why)| why.line(file)));
                read.push((name, t));
            }
            Err(e) => notices.push(tr!("site-tournament-passed-over", dir = name, problem = e.message())),
        }
    }
    let input = schocken_core::site::Input {
        club: folder.club.name.as_deref(),
        seasons: folder.club.seasons().collect(),
        sittings: &folder.sittings,
        tournaments: read
            .iter()
            .map(|(name, t)| Held { folder: name, file: &t.file, tournament: &t.tournament, standings: &t.standings })
            .collect(),
        registry: &folder.registry,
        today,
        names,
    };
    let site = schocken_core::site::site(&input);
    let logo = club::logo(dir);
    let logo_name = logo.as_ref().map(|l| l.kind.file_name());
    let lang = schocken_core::i18n::current().id();
    let frame = html::Frame { club: &site.club, logo: logo_name, lang };
    let mut files: Vec<(String, Vec<u8>)> =
        site.pages.iter().map(|p| (p.file.clone(), pages::page(&frame, p).into_bytes())).collect();
    files.push(("style.css".to_string(), STYLE.to_vec()));
    if let Some(logo) = logo {
        files.push((logo.kind.file_name().to_string(), logo.bytes));
    }
    std::fs::create_dir_all(out).map_err(|e| SiteError::OutNotFolder { out: out.into(), error: Arc::new(e) })?;
    let written = write::write(out, &files)?;
    Ok(Built { written, notices })
}

/// Today, as the hall of fame counts seasons over.
pub fn today() -> Day {
    Day::parse(&chrono::Local::now().format("%Y-%m-%d").to_string()).expect("today is a day")
}
