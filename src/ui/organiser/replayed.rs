//! The tournament as the organiser's window holds it: `turnier.ron`, what it replays to with the
//! tables' session files, the standings summed from it, and the folder's files that gave no
//! results. Taken anew as a whole ([`Replayed::take`]) whenever a change or a table's file lands,
//! so the views never see a file and a replay that disagree.

use crate::io::tournament_folder::{self, Skipped};
use schocken_core::tournament::file::TournamentFile;
use schocken_core::tournament::replay::{self, TableSession, Tournament, Unused};
use schocken_core::tournament::standings::{self, Standings};
use std::path::{Path, PathBuf};

pub(super) struct Replayed {
    pub(super) file: TournamentFile,
    pub(super) t: Tournament,
    pub(super) standings: Standings,
    /// Changes taken (the organiser's and the tables' session files') since the window opened.
    pub(super) revision: u64,
    /// The tables' session files as last read from the folder.
    pub(super) sessions: Vec<TableSession>,
    /// Files of the folder that give no results: those refused when read, those the replay
    /// did not use (names relative to the folder).
    pub(super) skipped: Vec<(PathBuf, Skipped)>,
    pub(super) unused: Vec<(String, Unused)>,
}

impl Replayed {
    /// `file` replayed with the session files in `dir`; refused (in the window's words: `refusals::file`)
    /// should it not replay.
    pub(super) fn read(dir: &Path, file: TournamentFile) -> Result<Replayed, String> {
        let (mut sessions, mut skipped) = tournament_folder::table_sessions(dir);
        let (t, unused) = replay::replay(&file, &sessions)
            .or_else(|_| {
                // A session file changed between the save and this read in a way the file's
                // cards cannot do without: the next change of the folder reads it again.
                (sessions, skipped) = (Vec::new(), Vec::new());
                replay::replay(&file, &[])
            })
            .map_err(|r| super::refusals::file(&r))?;
        let standings = standings::standings(&t);
        Ok(Replayed { file, t, standings, revision: 0, sessions, skipped, unused })
    }

    /// A new replay: the standings are summed again and the revision counts it.
    pub(super) fn take(&mut self, t: Tournament, unused: Vec<(String, Unused)>) {
        self.standings = standings::standings(&t);
        self.t = t;
        self.unused = unused;
        self.revision += 1;
    }
}
