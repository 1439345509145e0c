//! What the printouts share and the printout modules take from here, not from `print`'s root
//! (which names them): the one error, the blank sheet's player count, an evening's title and the
//! round table's heads.

use schocken_core::tr;

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

impl PrintError {
    /// In the current language.
    pub fn message(&self) -> String {
        match *self {
            PrintError::UnknownGame { game, games: 0 } => tr!("print-error-no-game-yet", game = game),
            PrintError::UnknownGame { game, games } => tr!("print-error-unknown-game", game = game, games = games),
            PrintError::Players(n) => {
                tr!("print-error-players", min = *BLANK_PLAYERS.start(), max = *BLANK_PLAYERS.end(), players = n)
            }
        }
    }
}

schocken_core::worded_error!(PrintError);

/// The session's title, or the word for an untitled evening.
pub(super) fn title(session: &schocken_core::session::log::Session) -> String {
    session.header().title.clone().unwrap_or_else(|| tr!("print-untitled"))
}

/// The heads of a round table's columns right of the players', in order: winner, loser, discs,
/// stock (the round sheet and the blank sheet draw the same table).
pub(super) fn round_heads() -> [String; 4] {
    [tr!("print-col-winner"), tr!("print-col-loser"), tr!("print-col-discs"), tr!("print-col-stock")]
}

/// `Spiel 3`, `Spiele 1, 4`: the games something happened in.
pub(super) fn in_games(games: &[u32]) -> String {
    let list = games.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
    tr!("print-in-games", count = games.len(), games = list)
}
