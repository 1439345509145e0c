//! What the engine records as a session is replayed: each resolved round, each ended part, each
//! game, each tally mark and each disc a penalty moved, and what the session waits for. Plain
//! data, appended to as events are applied ([`super::state::Engine`]), read by the reports and
//! views; kept apart from the engine so that its rules are read without the records' shapes.

use crate::rules::halves_final_game::Part;
use crate::rules::knobs::Rules;
use crate::rules::moving_discs::{DiscFrom, Source};
use crate::rules::outcome::PlayerId;
use crate::rules::penalties::MarkReason;
use crate::rules::round::{Act, Entry};
use crate::rules::throw::{Count, Throw};
use crate::rules::throw_limit;

/// A resolved round, as the record shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundRecord {
    pub game: u32,
    pub part: Part,
    /// Counts the rounds of its part, from 1.
    pub number: u32,
    /// Who acted, in throwing order.
    pub entries: Vec<Entry>,
    pub limit: Count,
    pub violations: Vec<PlayerId>,
    /// The roll-offs that settled a tie, each with every tied player's sum.
    pub roll_offs: Vec<Vec<(PlayerId, u8)>>,
    pub winner: PlayerId,
    pub loser: PlayerId,
    /// How many discs moved (or went out of play; for a Schock-Out, those that changed hands).
    pub discs: u8,
    pub source: Source,
    /// Every player's discs after the round, by player id (players who joined later: absent = 0).
    pub holdings: Vec<u8>,
    pub stock: u8,
    /// The discs each player over the limit received from the stock after the stake moved
    /// (`over_limit_disc`), in throwing order; only those who received any.
    pub penalty_discs: Vec<(PlayerId, u8)>,
    /// Who lost the part with this round, if anyone: the one player left holding discs (RULES.md
    /// 4), not always the round's loser (`free_players = keep-playing`, penalty discs).
    pub part_loser: Option<PlayerId>,
}

impl RoundRecord {
    /// The round ended its part.
    pub fn part_lost(&self) -> bool {
        self.part_loser.is_some()
    }

    /// A player's throw as he entered it (its dice and throws).
    pub fn throw_of(&self, player: PlayerId) -> Option<Throw> {
        self.entries.iter().find_map(|e| match e.act {
            Act::Throw(t) if e.player == player => Some(t),
            _ => None,
        })
    }

    /// A player's throw as it ranked and scored: under `over_limit_disc` a throw over the limit
    /// is his first throw, from the hand ([`throw_limit::counted`]).
    pub fn counted_throw_of(&self, player: PlayerId, rules: &Rules) -> Option<Throw> {
        self.throw_of(player).map(|t| throw_limit::counted(t, self.limit, rules))
    }

    pub fn holding(&self, player: PlayerId) -> u8 {
        self.holdings.get(player.index()).copied().unwrap_or(0)
    }
}

/// How a part was lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LostBy {
    /// In this round (an index into [`Engine::rounds`]).
    Round(usize),
    /// Dropped the dice a second time in the part.
    DroppedDice,
    /// A Lustwurf disc left him the only player holding discs (`lustwurf_penalty = disc`).
    LustwurfDisc,
}

/// An ended part of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PartRecord {
    pub game: u32,
    pub part: Part,
    pub loser: PlayerId,
    pub by: LostBy,
}

/// A game as far as it is decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub number: u32,
    /// Who played it, in seat order (fixed once the game has begun).
    pub seating: Vec<PlayerId>,
    pub half1: Option<PlayerId>,
    pub half2: Option<PlayerId>,
    pub final_: Option<PlayerId>,
    pub loser: Option<PlayerId>,
}

impl GameRecord {
    pub(super) fn new(number: u32) -> GameRecord {
        GameRecord { number, seating: Vec::new(), half1: None, half2: None, final_: None, loser: None }
    }

    pub fn durchmarsch(&self) -> bool {
        self.final_.is_none() && self.half2.is_some() && self.half1 == self.half2
    }
}

/// One tally mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    pub player: PlayerId,
    pub reason: MarkReason,
    pub game: u32,
    /// The index of the event that gave it.
    pub event: usize,
}

/// A disc a Lustwurf cost (`lustwurf_penalty = disc`, RULES.md 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LustwurfDisc {
    pub player: PlayerId,
    pub from: DiscFrom,
    pub game: u32,
    pub part: Part,
    /// The index of the event that moved it.
    pub event: usize,
}

/// What the session waits for next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Awaiting {
    Round,
    /// A roll-off between these players (throwing order).
    RollOff(Vec<PlayerId>),
    /// Who starts is open: a `Starter` event decides.
    Starter,
}
