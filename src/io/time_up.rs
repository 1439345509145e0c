//! Time is up for a round of a tournament ("scharf weiterschocken", TOURNAMENT.md section 3,
//! *Sudden*): how the organiser's side tells the table laptops without anyone walking over.
//!
//! The organiser's side writes a file of its own into the tournament folder, `runde-R.scharf`
//! (never into a table's session file, which has one writer: its laptop). Each table laptop
//! watches the folder; when its round's file appears it records `Sudden` in its own session as
//! soon as the rules allow it (not while a roll-off is pending or a round is half entered). The
//! name does not end in `.ron`, so readers of the tables' session files pass it over.
//!
//! A thin edge like [`crate::io::watch`]: the file's presence is what counts; its text says when and
//! for whom, for people who look into the folder.

use std::path::{Path, PathBuf};

/// The announcement's file for `round` in the tournament folder `dir`.
pub fn path(dir: &Path, round: u32) -> PathBuf {
    dir.join(format!("runde-{round}.scharf")) // i18n-ok: a file name, the same in every language
}

/// Whether time is up for `round` (its file is in the folder).
pub fn announced(dir: &Path, round: u32) -> bool {
    path(dir, round).is_file()
}

/// Announces that time is up for `round`, `at` a time written for people (RFC 3339). Written
/// once: an announcement already in the folder is left as it is (the first time-up counts).
/// Returns the file.
pub fn announce(dir: &Path, round: u32, at: &str) -> std::io::Result<PathBuf> {
    let path = path(dir, round);
    if path.is_file() {
        return Ok(path);
    }
    let text = format!("TimeUp(round: {round}, at: {at:?})\n"); // i18n-ok: the file's syntax
    super::atomic::write(&path, text.as_bytes())?;
    Ok(path)
}

/// Why an announcement cannot be taken back.
#[derive(Debug)]
pub enum Withdraw {
    /// These tables' session files of the round (names in the folder) recorded `Sudden`: they play
    /// `scharf` now, and so the round's time is up.
    Recorded(Vec<String>),
    Io(std::io::Error),
}

/// The session files of `round` in `dir` that recorded `Sudden` (their names), read now.
pub fn recorded(dir: &Path, round: u32) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut files: Vec<String> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .filter_map(|path| {
            let session = crate::io::store::read(&path).ok()?;
            let of_round = session.header().tournament.is_some_and(|at| at.round == round);
            let sudden = session.events().iter().any(|e| matches!(e, schocken_core::session::event::Event::Sudden));
            (of_round && sudden).then(|| path.file_name()?.to_str().map(str::to_string))?
        })
        .collect();
    files.sort();
    files
}

/// Takes the announcement of `round` back (the organiser said it by mistake), as long as no
/// table of the round has recorded `Sudden`; nothing happens where there is none.
pub fn withdraw(dir: &Path, round: u32) -> Result<(), Withdraw> {
    let recorded = recorded(dir, round);
    if !recorded.is_empty() {
        return Err(Withdraw::Recorded(recorded));
    }
    match std::fs::remove_file(path(dir, round)) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(Withdraw::Io(e)),
        _ => Ok(()),
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
        assert!(!announced(&dir, 2));
        let file = announce(&dir, 2, "2026-11-24T23:10:00+01:00").unwrap();
        assert!(announced(&dir, 2));
        assert!(!announced(&dir, 1), "another round's tables play on");
        let first = std::fs::read_to_string(&file).unwrap();
        announce(&dir, 2, "2026-11-24T23:30:00+01:00").unwrap();
        assert_eq!(std::fs::read_to_string(&file).unwrap(), first, "the first time-up stands");
        assert!(first.contains("round: 2"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
