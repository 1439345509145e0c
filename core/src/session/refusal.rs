//! Why the rules refuse an entry, in words a referee understands (`assets/i18n/*/refusal.ftl`).

use crate::rules::throw::Count;
use crate::rules::throw_limit::Conflict;
use crate::tr;

/// An entry the rules do not accept. The state is unchanged when an event is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    TooFewPlayers,
    EmptyName,
    DuplicateName(String),
    UnknownPlayer(String),
    RollOffPending,
    StarterOpen,
    NotInPart(String),
    Free(String),
    EmptyRound,
    /// A player throws out of turn: `expected` should have been next.
    OutOfTurn {
        entry: usize,
        found: String,
        expected: String,
    },
    AlreadyThrew {
        entry: usize,
        name: String,
    },
    Incomplete {
        missing: String,
    },
    TakeNotAllowed {
        entry: usize,
    },
    TakeOpensRound {
        entry: usize,
    },
    TakeAfterOverLimit {
        entry: usize,
    },
    EntryAfterTake {
        entry: usize,
    },
    OverLimit {
        entry: usize,
        name: String,
        count: Count,
        limit: Count,
    },
    NoRollOffPending,
    NotTied(String),
    RolledTwice(String),
    MissingRollOff(String),
    BadRollOffSum(String, u8),
    DroppedDiceOff,
    LustwurfOff,
    SeatsMidGame,
    DraftComplete,
    RoundInProgress,
    /// The rules cannot be played together (RULES.md 9).
    Rules(Conflict),
    /// A Lustwurf disc for a player who is not in the part under way (`lustwurf_penalty = disc`).
    LustwurfDiscNotInPart(String),
    /// A Lustwurf disc where nobody else holds one to give.
    NoDiscToGive(String),
}

impl Refusal {
    /// The refusal as one line for the referee, in the current language.
    pub fn message(&self) -> String {
        use Refusal::*;
        let nth = |entry: &usize| entry + 1;
        match self {
            TooFewPlayers => tr!("refusal-too-few-players"),
            EmptyName => tr!("refusal-empty-name"),
            DuplicateName(n) => tr!("refusal-duplicate-name", name = n),
            UnknownPlayer(n) => tr!("refusal-unknown-player", name = n),
            RollOffPending => tr!("refusal-roll-off-pending"),
            StarterOpen => tr!("refusal-starter-open"),
            NotInPart(n) => tr!("refusal-not-in-part", name = n),
            Free(n) => tr!("refusal-free", name = n),
            EmptyRound => tr!("refusal-empty-round"),
            OutOfTurn { entry, found, expected } => {
                tr!("refusal-out-of-turn", entry = nth(entry), expected = expected, found = found)
            }
            AlreadyThrew { entry, name } => tr!("refusal-already-threw", entry = nth(entry), name = name),
            Incomplete { missing } => tr!("refusal-incomplete", name = missing),
            TakeNotAllowed { entry } => tr!("refusal-take-not-allowed", entry = nth(entry)),
            TakeOpensRound { entry } => tr!("refusal-take-opens-round", entry = nth(entry)),
            TakeAfterOverLimit { entry } => tr!("refusal-take-after-over-limit", entry = nth(entry)),
            EntryAfterTake { entry } => tr!("refusal-entry-after-take", entry = nth(entry)),
            OverLimit { entry, name, count, limit } => {
                tr!("refusal-over-limit", entry = nth(entry), name = name, count = count.get(), limit = limit.get())
            }
            NoRollOffPending => tr!("refusal-no-roll-off-pending"),
            NotTied(n) => tr!("refusal-not-tied", name = n),
            RolledTwice(n) => tr!("refusal-rolled-twice", name = n),
            MissingRollOff(n) => tr!("refusal-missing-roll-off", name = n),
            BadRollOffSum(n, s) => tr!("refusal-bad-roll-off-sum", name = n, sum = *s),
            DroppedDiceOff => tr!("refusal-dropped-dice-off"),
            LustwurfOff => tr!("refusal-lustwurf-off"),
            SeatsMidGame => tr!("refusal-seats-mid-game"),
            DraftComplete => tr!("refusal-draft-complete"),
            RoundInProgress => tr!("refusal-round-in-progress"),
            Rules(conflict) => conflict.message(),
            LustwurfDiscNotInPart(n) => tr!("refusal-lustwurf-disc-not-in-part", name = n),
            NoDiscToGive(n) => tr!("refusal-no-disc-to-give", name = n),
        }
    }
}

crate::worded_error!(Refusal);
