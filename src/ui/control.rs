//! The one place that changes the evening at the table. The table's views only ask, with an
//! [`Intent`]; [`Control::apply`] applies it to the [`Desk`] and saves the file. Nothing is
//! accepted that is not saved: when the file cannot be written, the desk is put back exactly as
//! it was before the intent — for an entry, an undo and a redo alike — so memory, file and
//! screen always agree.

use schocken_core::session::desk::{Desk, Outcome, Withdrawal};
use schocken_core::session::event::{Event, RoundEntry};
use schocken_core::session::log::Session;
use schocken_core::session::refusal::Refusal;
use schocken_core::tr;
use std::io;
use std::path::{Path, PathBuf};

/// What a view asks the table to do with the evening.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Intent {
    /// One player's throw or take, in turn.
    Enter(RoundEntry),
    /// Any other event: starter, roll-off, penalty, note, seating.
    Record(Event),
    Undo,
    Redo,
    /// The organiser withdrew the time-up: `Sudden` is taken back where nothing came after it.
    WithdrawSudden,
}

/// What an applied intent did, for the news.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Done {
    /// An entry (or one put back by redo) was accepted.
    Entered(Outcome),
    /// The last entry was taken back.
    Undone,
    /// There was nothing to undo or redo.
    Nothing,
    /// What became of `Sudden` when the organiser withdrew the time-up.
    Withdrawn(Withdrawal),
}

/// Why an intent changed nothing. Kept as data and worded when shown.
#[derive(Debug)]
pub enum Failed {
    /// The engine refused the entry (out of turn, over the limit, …).
    Refused(Refusal),
    /// The change was made but the file could not be written, so it was taken back.
    NotSaved { intent: Intent, path: PathBuf, error: io::Error },
}

impl Failed {
    /// The reason in the current language.
    pub fn message(&self) -> String {
        match self {
            Failed::Refused(refusal) => refusal.message(),
            Failed::NotSaved { intent, path, error } => {
                let (path, error) = (path.display().to_string(), error.to_string());
                match intent {
                    Intent::Enter(_) | Intent::Record(_) => tr!("table-not-saved-entry", path = path, error = error),
                    Intent::Undo | Intent::WithdrawSudden => tr!("table-not-saved-undo", path = path, error = error),
                    Intent::Redo => tr!("table-not-saved-redo", path = path, error = error),
                }
            }
        }
    }
}

/// How the session reaches its file: [`store::save`](crate::io::store::save), or in tests one that
/// fails.
pub type Write = fn(&Path, &Session) -> io::Result<()>;

/// The evening at the table and its file.
pub struct Control {
    desk: Desk,
    path: PathBuf,
    write: Write,
}

impl Control {
    pub fn new(desk: Desk, path: PathBuf) -> Control {
        Control::with_write(desk, path, crate::io::store::save)
    }

    /// A controller that saves with `write` (tests inject failures here).
    pub fn with_write(desk: Desk, path: PathBuf, write: Write) -> Control {
        Control { desk, path, write }
    }

    pub fn desk(&self) -> &Desk {
        &self.desk
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Applies an intent and saves. On a refusal nothing changed; on a failed save the desk is
    /// put back as it was, undo and redo history included.
    pub fn apply(&mut self, intent: Intent) -> Result<Done, Failed> {
        // One kind of checkpoint for every kind of change, so all are taken back the same way.
        let before = self.desk.checkpoint();
        let done = match &intent {
            Intent::Enter(entry) => Done::Entered(self.desk.enter(entry.clone()).map_err(Failed::Refused)?),
            Intent::Record(event) => Done::Entered(self.desk.record(event.clone()).map_err(Failed::Refused)?),
            Intent::Undo if self.desk.undo() => Done::Undone,
            Intent::Redo => match self.desk.redo() {
                Some(result) => Done::Entered(result.map_err(Failed::Refused)?),
                None => return Ok(Done::Nothing),
            },
            Intent::Undo => return Ok(Done::Nothing),
            Intent::WithdrawSudden => match self.desk.withdraw_sudden() {
                Withdrawal::TakenBack => Done::Withdrawn(Withdrawal::TakenBack),
                unchanged => return Ok(Done::Withdrawn(unchanged)),
            },
        };
        if let Err(error) = (self.write)(&self.path, self.desk.session()) {
            self.desk.restore(before);
            return Err(Failed::NotSaved { intent, path: self.path.clone(), error });
        }
        Ok(done)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::store;
    use schocken_core::i18n::{Lang, scoped};
    use schocken_core::rules::preset::{Preset, RuleSet};
    use schocken_core::rules::throw::{Count, Dice, Throw};
    use schocken_core::session::file;
    use schocken_core::session::log::Header;

    fn throw(player: &str, dice: [u8; 3]) -> Intent {
        let throw = Throw::with_default_hand(Dice::new(dice).unwrap(), Count::new(1).unwrap());
        Intent::Enter(RoundEntry::Throw { player: player.into(), throw })
    }

    fn failing(path: &Path, session: &Session) -> io::Result<()> {
        store::save_with(path, session, |out, bytes| {
            out.write_all(&bytes[..bytes.len() / 2])?;
            Err(io::Error::other("injected: no space left"))
        })
    }

    /// An evening of three with its first round entered, saved in a fresh folder.
    fn table(name: &str) -> (Control, PathBuf) {
        let dir = std::env::temp_dir().join(format!("schocken-control-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let header = Header {
            title: None,
            started: None,
            place: None,
            tournament: None,
            rules: RuleSet::new(Preset::Kalk),
            players: ["Anna", "Ben", "Carl"].map(String::from).to_vec(),
        };
        let session = Session::new(header).unwrap();
        let path = dir.join("evening.ron");
        store::save(&path, &session).unwrap();
        let mut control = Control::new(Desk::new(session), path);
        for intent in [throw("Anna", [6, 5, 4]), throw("Ben", [3, 3, 3]), throw("Carl", [2, 2, 1])] {
            control.apply(intent).unwrap();
        }
        (control, dir)
    }

    /// What memory holds, as the file would say it, and what the file says.
    fn memory_and_file(control: &Control) -> (String, String) {
        (file::write(control.desk().session()), std::fs::read_to_string(control.path()).unwrap())
    }

    #[test]
    fn a_failed_save_takes_back_an_entry_an_undo_and_a_redo_alike() {
        let (mut control, dir) = table("failed-save");
        // Carl's throw taken back: the round is open again and there is something to redo.
        assert_eq!(control.apply(Intent::Undo).unwrap(), Done::Undone);
        let saved = memory_and_file(&control);
        assert_eq!(saved.0, saved.1);
        let (undo, redo) = (control.desk().can_undo(), control.desk().can_redo());
        control.write = failing;
        for intent in [throw("Carl", [1, 1, 1]), Intent::Undo, Intent::Redo, Intent::Record(Event::Note("x".into()))] {
            let failed = control.apply(intent.clone()).expect_err("the save fails");
            assert!(matches!(&failed, Failed::NotSaved { intent: i, .. } if *i == intent), "{failed:?}");
            assert_eq!(memory_and_file(&control), saved, "{intent:?}: memory and file disagree");
            assert_eq!((control.desk().can_undo(), control.desk().can_redo()), (undo, redo), "{intent:?}");
        }
        // Once the file can be written again, the undo and the redo work as if nothing had failed.
        control.write = store::save;
        assert!(matches!(control.apply(Intent::Redo).unwrap(), Done::Entered(o) if o.event == Some(0)));
        assert_eq!(control.apply(Intent::Undo).unwrap(), Done::Undone);
        let now = memory_and_file(&control);
        assert_eq!(now.0, now.1);
        assert_eq!(now, saved);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn the_screen_says_what_was_not_saved() {
        let (mut control, dir) = table("message");
        control.write = failing;
        let undo = control.apply(Intent::Undo).unwrap_err();
        let text = scoped(Lang::De, || undo.message());
        assert!(text.starts_with("Nicht gespeichert, Eintrag bleibt"), "{text}");
        assert!(text.contains("injected"), "{text}");
        let entry = control.apply(Intent::Record(Event::Note("Pause".into()))).unwrap_err();
        assert!(scoped(Lang::En, || entry.message()).starts_with("Not saved, entry taken back"));
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_refusal_changes_nothing_and_saves_nothing() {
        let (mut control, dir) = table("refusal");
        control.apply(Intent::Undo).unwrap();
        let before = memory_and_file(&control);
        let failed = control.apply(throw("Anna", [1, 1, 1])).unwrap_err();
        assert!(matches!(failed, Failed::Refused(Refusal::AlreadyThrew { .. })), "{failed:?}");
        assert_eq!(memory_and_file(&control), before);
        let _ = std::fs::remove_dir_all(dir);
    }
}
