//! Why a tournament file is refused (TOURNAMENT.md section 2): data until shown, then worded
//! in the language of the moment.

use super::{RoundNo, TableNo};
use crate::session::file::LoadError;
use crate::tr;

/// What is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    Empty,
    Syntax {
        line: usize,
        column: usize,
        message: crate::session::file::syntax::Syntax,
    },
    Format(i64),
    Rules(LoadError),
    SingleHalf,
    BadNumber {
        field: &'static str,
        value: i64,
    },
    EmptyName,
    NameTwice(String),
    UnknownPlayer(String),
    Withdrawn(String),
    WithdrawnTwice(String),
    TwiceInDraw(String),
    LeftOut(String),
    TableSize {
        table: TableNo,
        size: usize,
    },
    /// A draw for another round than the next (or a re-draw of the latest once it has a card).
    DrawRound {
        round: RoundNo,
        next: RoundNo,
    },
    RedrawAfterCard(RoundNo),
    UnknownRound(RoundNo),
    UnknownTable {
        round: RoundNo,
        table: TableNo,
    },
    NotAtTable {
        game: usize,
        name: String,
        table: TableNo,
    },
    NoLives {
        game: usize,
        name: String,
    },
    FinalMissing {
        game: usize,
    },
    FinalNotNeeded {
        game: usize,
    },
    FinalNotHalfLoser {
        game: usize,
        name: String,
    },
    TooManyGames {
        games: usize,
        counted: u32,
    },
    AfterDecision {
        game: usize,
    },
    OutNamesLoser {
        game: usize,
        half: u8,
        name: String,
    },
    OutTwice {
        game: usize,
        half: u8,
        name: String,
    },
    OutMissing {
        game: usize,
        half: u8,
        name: String,
    },
    PointsTwice {
        game: usize,
        name: String,
    },
    NeedsOut {
        game: usize,
        half: u8,
    },
    NeedsPoints {
        game: usize,
    },
}

/// A refused tournament file: the problem and, where one event is to blame, its index (from 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    pub event: Option<usize>,
    pub problem: Problem,
}

impl Refused {
    /// A problem of the file as a whole (its syntax, header or rules).
    pub fn file(problem: Problem) -> Refused {
        Refused { event: None, problem }
    }

    /// A problem of the event at `index` (from 0).
    pub fn at(index: usize, problem: Problem) -> Refused {
        Refused { event: Some(index), problem }
    }

    /// One line for the organiser, numbering events from 1 as the file's readers do.
    pub fn message(&self) -> String {
        let what = self.problem.message();
        match self.event {
            Some(i) => tr!("tournament-at-event", number = i + 1, problem = what),
            None => what,
        }
    }
}

impl Problem {
    pub fn message(&self) -> String {
        use Problem::*;
        match self {
            Empty => tr!("tournament-empty"),
            Syntax { line, column, message } => {
                tr!("tournament-syntax", line = *line, column = *column, message = message.message())
            }
            Format(n) => tr!("tournament-format", format = *n),
            Rules(e) => e.message(),
            SingleHalf => tr!("tournament-single-half"),
            BadNumber { field, value } => tr!("tournament-bad-number", field = *field, value = *value),
            EmptyName => tr!("tournament-empty-name"),
            NameTwice(n) => tr!("tournament-name-twice", name = n.as_str()),
            UnknownPlayer(n) => tr!("tournament-unknown-player", name = n.as_str()),
            Withdrawn(n) => tr!("tournament-withdrawn", name = n.as_str()),
            WithdrawnTwice(n) => tr!("tournament-withdrawn-twice", name = n.as_str()),
            TwiceInDraw(n) => tr!("tournament-twice-in-draw", name = n.as_str()),
            LeftOut(n) => tr!("tournament-left-out", name = n.as_str()),
            TableSize { table, size } => tr!("tournament-table-size", table = *table, size = *size),
            DrawRound { round, next } => tr!("tournament-draw-round", round = *round, next = *next),
            RedrawAfterCard(round) => tr!("tournament-redraw-after-card", round = *round),
            UnknownRound(round) => tr!("tournament-unknown-round", round = *round),
            UnknownTable { round, table } => tr!("tournament-unknown-table", round = *round, table = *table),
            NotAtTable { game, name, table } => {
                tr!("tournament-not-at-table", game = *game, name = name.as_str(), table = *table)
            }
            NoLives { game, name } => tr!("tournament-no-lives", game = *game, name = name.as_str()),
            FinalMissing { game } => tr!("tournament-final-missing", game = *game),
            FinalNotNeeded { game } => tr!("tournament-final-not-needed", game = *game),
            FinalNotHalfLoser { game, name } => {
                tr!("tournament-final-not-half-loser", game = *game, name = name.as_str())
            }
            TooManyGames { games, counted } => tr!("tournament-too-many-games", games = *games, counted = *counted),
            AfterDecision { game } => tr!("tournament-after-decision", game = *game),
            OutNamesLoser { game, half, name } => {
                tr!("tournament-out-names-loser", game = *game, half = *half, name = name.as_str())
            }
            OutTwice { game, half, name } => {
                tr!("tournament-out-twice", game = *game, half = *half, name = name.as_str())
            }
            OutMissing { game, half, name } => {
                tr!("tournament-out-missing", game = *game, half = *half, name = name.as_str())
            }
            PointsTwice { game, name } => tr!("tournament-points-twice", game = *game, name = name.as_str()),
            NeedsOut { game, half } => tr!("tournament-needs-out", game = *game, half = *half),
            NeedsPoints { game } => tr!("tournament-needs-points", game = *game),
        }
    }
}

crate::worded_error!(Problem, Refused);
