//! The events of a session file (FORMAT.md): what the referee entered, never derived state.
//!
//! Values are already checked for form (dice 1–6, 1–3 throws, a single throw from the hand);
//! whether the rules accept an event in its place is the [`super::state::Engine`]'s decision.

use crate::rules::throw::Throw;

/// One entry of the event log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Who starts the next round (opening roll, a final decided by roll-off, a referee's decision).
    Starter(String),
    /// One round, its entries in throwing order.
    Round(Vec<RoundEntry>),
    Penalty {
        player: String,
        kind: PenaltyKind,
    },
    /// Each tied player's sum, settling a pending tie.
    RollOff(Vec<(String, u8)>),
    /// Free text for the record; changes nothing.
    Note(String),
    /// A new seating, between games.
    Seats(Vec<String>),
    /// Time is up (a tournament table): from the next round on, each round alone decides its half
    /// or final and no discs move (TOURNAMENT.md section 3).
    Sudden,
}

/// One player's entry in a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoundEntry {
    Throw {
        player: String,
        throw: Throw,
    },
    /// Voluntary take, where the rules allow it.
    Take {
        player: String,
    },
}

impl RoundEntry {
    pub fn player(&self) -> &str {
        match self {
            RoundEntry::Throw { player, .. } | RoundEntry::Take { player } => player,
        }
    }

    /// The throw, unless this is a take.
    pub fn throw(&self) -> Option<Throw> {
        match self {
            RoundEntry::Throw { throw, .. } => Some(*throw),
            RoundEntry::Take { .. } => None,
        }
    }
}

/// The penalties a referee records (RULES.md section 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PenaltyKind {
    DroppedDice,
    Lustwurf,
}

impl PenaltyKind {
    pub const ALL: &'static [PenaltyKind] = &[PenaltyKind::DroppedDice, PenaltyKind::Lustwurf];

    /// The spelling of session files.
    pub fn ron_name(self) -> &'static str {
        match self {
            PenaltyKind::DroppedDice => "DroppedDice",
            PenaltyKind::Lustwurf => "Lustwurf", // i18n-ok: a token of the format
        }
    }
}
