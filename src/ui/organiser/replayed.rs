//! The tournament as the organiser's window shows it: a snapshot of the folder's one live model
//! (`crate::live::tournament`), which the window opened as `turnier.ron`'s writer — the
//! phones' server it starts reads the same model. `turnier.ron`, what it replays to with the
//! tables' session files, the standings summed from it, and the folder's files that gave no
//! results are the snapshot's, so the views never see a file and a replay that disagree.

use crate::io::tournament_folder::{FolderError, Skipped};
use crate::live::tournament::{Model, Snapshot};
use schocken_core::tournament::file::TournamentFile;
use schocken_core::tournament::replay::{TableSession, Tournament, Unused};
use schocken_core::tournament::standings::Standings;
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub(super) struct Replayed {
    /// The folder's live model: its owner follows the folder, the window tells it of its writes.
    pub(super) model: Arc<Model>,
    /// The snapshot shown; the fields below are its.
    pub(super) shown: Arc<Snapshot>,
    pub(super) file: Arc<TournamentFile>,
    pub(super) t: Arc<Tournament>,
    pub(super) standings: Arc<Standings>,
    /// Changes taken (the organiser's and the tables' session files') since the window opened.
    pub(super) revision: u64,
    /// The tables' session files the tournament was replayed with.
    pub(super) sessions: Arc<Vec<TableSession>>,
    /// Files of the folder that give no results: those refused when read, those the replay
    /// did not use (names relative to the folder).
    pub(super) skipped: Arc<Vec<(PathBuf, Skipped)>>,
    pub(super) unused: Arc<Vec<(String, Unused)>>,
    /// The window has asked the model to wake it on news.
    pub(super) woken: bool,
}

impl Replayed {
    /// The live model of `dir`, opened with `file` as the window (its writer) read it, and
    /// followed from now on; refused (in the window's words: `refusals::folder`) should `file` not
    /// replay even without the tables' files.
    pub(super) fn open(dir: &Path, file: TournamentFile) -> Result<Replayed, String> {
        let model = Model::open_written(dir, file).map_err(|e| super::refusals::folder(&e))?;
        model.follow();
        let shown = model.latest();
        Ok(Replayed {
            file: shown.file.clone(),
            t: shown.tournament.clone(),
            standings: shown.standings.clone(),
            revision: 0,
            sessions: shown.sessions.clone(),
            skipped: shown.skipped.clone(),
            unused: shown.unused.clone(),
            model,
            shown,
            woken: false,
        })
    }

    /// The model's latest snapshot, where it is not the one shown.
    pub(super) fn newer(&self) -> Option<Arc<Snapshot>> {
        Some(self.model.latest()).filter(|latest| !Arc::ptr_eq(latest, &self.shown))
    }

    /// Shows `snapshot`; the revision counts a new replay.
    pub(super) fn show(&mut self, snapshot: Arc<Snapshot>) {
        if !Arc::ptr_eq(&snapshot.tournament, &self.t) {
            self.revision += 1;
        }
        self.file = snapshot.file.clone();
        self.t = snapshot.tournament.clone();
        self.standings = snapshot.standings.clone();
        self.sessions = snapshot.sessions.clone();
        self.skipped = snapshot.skipped.clone();
        self.unused = snapshot.unused.clone();
        self.shown = snapshot;
    }

    /// Why the tables' files last read are not in the tournament shown, where they broke its
    /// replay (the window says it once, when it comes).
    pub(super) fn trouble(&self) -> Option<&Arc<FolderError>> {
        self.shown.trouble.as_ref()
    }
}
