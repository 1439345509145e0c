//! Printouts as PDF (A4): the round sheet of an evening or of one game (`sheet`), a blank round
//! sheet for playing on paper with the rule set's throw table (`blank`), and the beer mats with
//! every player's tally marks (`tallies`).
//!
//! Every function here is pure: it takes a session (or a rule set) and returns the PDF's bytes;
//! reading and writing files is the command line's business (`schocken print`). `layout` holds
//! the pages, the built-in fonts and the text helpers they share.

pub mod blank;
pub mod layout;
pub mod sheet;
pub mod tallies;

pub use blank::blank_sheet;
pub use sheet::round_sheet;
pub use tallies::tallies;

use std::fmt;

/// The fewest and most players a blank sheet is made for.
pub const BLANK_PLAYERS: std::ops::RangeInclusive<usize> = 2..=12;

/// Why a printout cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PrintError {
    /// `--game N` names a game the session does not have (it has `games` games).
    UnknownGame { game: u32, games: u32 },
    /// A blank sheet for a number of players outside [`BLANK_PLAYERS`].
    Players(usize),
}

impl fmt::Display for PrintError {
    /// The German message (the printouts are German).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PrintError::UnknownGame { game, games: 0 } => {
                write!(f, "es gibt kein Spiel {game} (die Sitzung hat noch kein Spiel)")
            }
            PrintError::UnknownGame { game, games: 1 } => write!(f, "es gibt kein Spiel {game} (nur Spiel 1)"),
            PrintError::UnknownGame { game, games } => {
                write!(f, "es gibt kein Spiel {game} (Spiele 1 bis {games})")
            }
            PrintError::Players(n) => write!(
                f,
                "ein leerer Bogen ist für {} bis {} Spieler, nicht für {n}",
                BLANK_PLAYERS.start(),
                BLANK_PLAYERS.end()
            ),
        }
    }
}

impl std::error::Error for PrintError {}
