//! A table laptop's link to its tournament folder: what the organiser's side says to this table
//! without anyone walking over. Time up for the round (`runde-R.scharf`, [`crate::io::time_up`]),
//! after which the table records `Sudden` itself (once per announcement: the referee's undo of it
//! sticks), and takes it back when the organiser withdraws it; and whether the table's round is played (all
//! its counted games, or its knock-out decided), after which it offers no further game.
//!
//! The folder is looked at only when its watcher saw a change or a game ended here, never per
//! frame: `turnier.ron` is small and replayed with this table's own session alone.

use crate::io::tournament_folder;
use crate::io::watch::FolderWatcher;
use eframe::egui;
use schocken_core::session::log::Session;
use schocken_core::tournament::RoundNo;
use schocken_core::tournament::at_table::TableRound;
use std::path::{Path, PathBuf};

pub struct TableLink {
    dir: PathBuf,
    file_name: String,
    round: RoundNo,
    /// `None` where the folder cannot be watched: the link then looks when a game ends.
    watcher: Option<FolderWatcher>,
    time_up: bool,
    /// The time-up was seen, then its file went: the organiser withdrew it (taken by
    /// [`TableLink::withdrawn`]).
    withdrawn: bool,
    /// This announcement was recorded here or found in the file: a `Sudden` the referee took
    /// back by hand is not recorded again for it.
    applied: bool,
    state: Option<TableRound>,
    /// The finished games when the round's state was last read (`None`: not read yet).
    games_seen: Option<usize>,
}

impl TableLink {
    /// The link of a tournament table's session at `path`, or `None` for an evening (no
    /// `tournament` header) or a session whose folder holds no `turnier.ron`.
    pub fn new(path: &Path, session: &Session, ctx: &egui::Context) -> Option<TableLink> {
        let at = session.header().tournament?;
        let dir = path.parent()?.to_path_buf();
        if !dir.join(tournament_folder::FILE_NAME).is_file() {
            return None;
        }
        let file_name = path.file_name()?.to_string_lossy().into_owned();
        let wake = ctx.clone();
        // Its own saves are no news: a game ended here is looked at by `poll` anyway.
        let watcher = FolderWatcher::except_own(&dir, &file_name, move || wake.request_repaint()).ok();
        Some(TableLink {
            file_name,
            dir,
            round: at.round,
            watcher,
            time_up: false,
            withdrawn: false,
            applied: false,
            state: None,
            games_seen: None,
        })
    }

    /// Reads the folder again if it changed or a game ended since the last look.
    pub fn poll(&mut self, session: &Session) {
        let changed = self.watcher.as_ref().is_some_and(FolderWatcher::take_changed);
        let games = session.engine().finished_games().len();
        if changed || self.games_seen.is_none() {
            let now = crate::io::time_up::announced(&self.dir, self.round);
            if self.time_up != now {
                // Announced anew, or withdrawn: either way a new announcement to act on.
                (self.withdrawn, self.applied) = (self.time_up, false);
            }
            self.time_up = now;
        }
        if session.engine().sudden() {
            self.applied = true;
        }
        if changed || self.games_seen != Some(games) {
            self.state = tournament_folder::table_round(&self.dir, &self.file_name, session);
            self.games_seen = Some(games);
        }
    }

    /// Whether `Sudden` is to be recorded now: time is up for this table's round, this
    /// announcement was not recorded here yet, and the rules take it (`round_played`: the table's
    /// round is over).
    pub fn sudden_due(&self, session: &Session, round_played: bool) -> bool {
        self.time_up && !self.applied && session.sudden_due(round_played)
    }

    /// Whether the organiser withdrew the time-up since the last look (asked once).
    pub fn withdrawn(&mut self) -> bool {
        std::mem::take(&mut self.withdrawn)
    }

    /// The table's round as far as it is played (lives, over or not), where the folder says.
    pub fn round(&self) -> Option<&TableRound> {
        self.state.as_ref()
    }
}
