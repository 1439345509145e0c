//! A table laptop's link to its tournament folder: what the organiser's side says to this table
//! without anyone walking over. Time up for the round (`runde-R.scharf`, [`crate::io::time_up`]),
//! after which the table records `Sudden` itself (once per announcement: the referee's undo of it
//! sticks), and takes it back when the organiser withdraws it; and whether the table's round is played (all
//! its counted games, or its knock-out decided), after which it offers no further game.
//!
//! The link reads the tournament folder's live model (`live::tournament`, opened for the table
//! and followed by its owner's thread), never the folder itself: whether time is up is the
//! model's listing, and the round's state is `turnier.ron` as the model has it replayed with this
//! table's own session alone, worked out again only with a new snapshot or a game ended here.

use crate::io::tournament_folder;
use crate::live::tournament::{Model, Snapshot};
use eframe::egui;
use schocken_core::session::log::Session;
use schocken_core::tournament::RoundNo;
use schocken_core::tournament::at_table::TableRound;
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub struct TableLink {
    dir: PathBuf,
    file_name: String,
    round: RoundNo,
    /// The tournament folder's live model (`None` while its `turnier.ron` does not read: tried
    /// again when a game ends here), and the snapshot last looked at.
    model: Option<Arc<Model>>,
    seen: Option<Arc<Snapshot>>,
    wake: egui::Context,
    time_up: bool,
    /// The time-up was seen, then its file went: the organiser withdrew it (taken by
    /// [`TableLink::withdrawn`]).
    withdrawn: bool,
    /// This announcement was recorded here or found in the file: a `Sudden` the referee took
    /// back by hand is not recorded again for it.
    applied: bool,
    state: Option<TableRound>,
    /// The finished games when the round's state was last worked out (`None`: not yet).
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
        Some(TableLink {
            file_name: path.file_name()?.to_string_lossy().into_owned(),
            round: at.round,
            model: open(&dir, ctx),
            dir,
            seen: None,
            wake: ctx.clone(),
            time_up: false,
            withdrawn: false,
            applied: false,
            state: None,
            games_seen: None,
        })
    }

    /// Takes a new snapshot of the folder, and works the round's state out again where one came
    /// or a game ended since the last look.
    pub fn poll(&mut self, session: &Session) {
        let games = session.engine().finished_games().len();
        if self.model.is_none() && self.games_seen != Some(games) {
            self.model = open(&self.dir, &self.wake);
        }
        let Some(model) = &self.model else {
            self.games_seen = Some(games);
            return;
        };
        let latest = model.latest();
        let changed = self.seen.as_ref().is_none_or(|seen| !Arc::ptr_eq(seen, &latest));
        if changed {
            let now = latest.time_up.contains(&self.round);
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
            self.state = tournament_folder::table_round_of(&latest.file, &self.file_name, session);
            self.games_seen = Some(games);
        }
        self.seen = Some(latest);
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

/// The live model of the tournament folder `dir`, followed, waking the window with each
/// snapshot; `None` where its `turnier.ron` does not read now.
fn open(dir: &Path, ctx: &egui::Context) -> Option<Arc<Model>> {
    let model = Model::open(dir).ok()?;
    let wake = ctx.clone();
    model.on_change(move || wake.request_repaint());
    model.follow();
    Some(model)
}
