//! Time is up for a round of a tournament ("scharf weiterschocken", TOURNAMENT.md section 3,
//! *Sudden*): how the organiser's side tells the table laptops without anyone walking over.
//!
//! The organiser's side writes a file of its own into the tournament folder, `runde-R.scharf`
//! (never into a table's session file, which has one writer: its laptop). Each table laptop
//! follows the folder (its live model lists these files); when its round's file appears it records `Sudden` in its own session as
//! soon as the rules allow it (not while a roll-off is pending or a round is half entered). The
//! name does not end in `.ron`, so readers of the tables' session files pass it over.
//!
//! A thin edge like [`crate::io::watch`]: the file's presence is what counts; its text says when and
//! for whom, for people who look into the folder. A time-up said by mistake is withdrawn by
//! removing the file: each table that sees it go takes back its own `Sudden` ([`withdraw`]).

use schocken_core::session::event::Event;
use schocken_core::tournament::{RoundNo, TableNo};
use std::path::{Path, PathBuf};

/// The announcement's file for `round` in the tournament folder `dir`.
pub fn path(dir: &Path, round: RoundNo) -> PathBuf {
    dir.join(file_name(round))
}

fn file_name(round: RoundNo) -> String {
    format!("runde-{round}.scharf") // i18n-ok: a file name, the same in every language
}

/// The round whose announcement's file is called `name` (`runde-R.scharf`), if it is one: a
/// folder's live model knows from its listing which rounds' time is up.
pub fn round_of(name: &str) -> Option<RoundNo> {
    let number: u32 = name.strip_prefix("runde-")?.strip_suffix(".scharf")?.parse().ok()?;
    RoundNo::new(number).filter(|&round| file_name(round) == name)
}

/// Whether time is up for `round` (its file is in the folder).
pub fn announced(dir: &Path, round: RoundNo) -> bool {
    path(dir, round).is_file()
}

/// Announces that time is up for `round`, `at` a time written for people (RFC 3339). Written
/// once: an announcement already in the folder is left as it is (the first time-up counts).
/// Returns the file.
pub fn announce(dir: &Path, round: RoundNo, at: &str) -> std::io::Result<PathBuf> {
    let path = path(dir, round);
    if path.is_file() {
        return Ok(path);
    }
    let text = format!("TimeUp(round: {round}, at: {at:?})\n"); // i18n-ok: the file's syntax
    super::atomic::write(&path, text.as_bytes())?;
    Ok(path)
}

/// The tables of `round` in `dir` that played `scharf` after their `Sudden` (something was
/// recorded after it): they stay `scharf` when the time-up is withdrawn. By table number, read now.
pub fn played_sudden(dir: &Path, round: RoundNo) -> Vec<TableNo> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut tables: Vec<TableNo> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .filter_map(|path| {
            let session = crate::io::store::read(&path).ok()?;
            let at = session.header().tournament.filter(|at| at.round == round)?;
            let events = session.events();
            let sudden = events.iter().position(|e| matches!(e, Event::Sudden))?;
            (sudden + 1 < events.len()).then_some(at.table)
        })
        .collect();
    tables.sort_unstable();
    tables.dedup();
    tables
}

/// Takes the announcement of `round` back (the organiser said it by mistake): its file goes.
/// Each table then takes back its own `Sudden` (it is its file's one writer: the table laptop,
/// or the server for a phone table) where nothing was recorded after it; the tables that already
/// played `scharf` are returned, by number: they stay `scharf`.
pub fn withdraw(dir: &Path, round: RoundNo) -> std::io::Result<Vec<TableNo>> {
    match std::fs::remove_file(path(dir, round)) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(played_sudden(dir, round)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_announcement_is_written_once_and_seen_for_its_round_only() {
        let dir = std::env::temp_dir().join(format!("schocken-time-up-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let two = RoundNo::new(2).unwrap();
        assert!(!announced(&dir, two));
        let file = announce(&dir, two, "2026-11-24T23:10:00+01:00").unwrap();
        assert!(announced(&dir, two));
        assert!(!announced(&dir, RoundNo::FIRST), "another round's tables play on");
        let first = std::fs::read_to_string(&file).unwrap();
        announce(&dir, two, "2026-11-24T23:30:00+01:00").unwrap();
        assert_eq!(std::fs::read_to_string(&file).unwrap(), first, "the first time-up stands");
        assert!(first.contains("round: 2"));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_listing_tells_the_rounds_by_their_files_names() {
        let dir = Path::new("/nirgends");
        let two = RoundNo::new(2).unwrap();
        let name = path(dir, two).file_name().unwrap().to_string_lossy().into_owned();
        assert_eq!(round_of(&name), Some(two));
        for other in ["runde-0.scharf", "runde-02.scharf", "runde-+2.scharf", "runde-2.ron", "runde-2-tisch-1.ron"] {
            assert_eq!(round_of(other), None, "{other}");
        }
    }
}
