//! What a round comes to, as the rules' modules share it: who a player is, who won and lost, or
//! the roll-off a tie waits for. Its own module so that ranking a round (`round`) and settling a
//! roll-off (`roll_off`), which both return it, do not use each other.

crate::position::position! {
    /// A player of a session: his index among everyone seated in it, the header's players and then
    /// each newcomer of a later seating ([`crate::session::state::Engine::names`]), whatever his
    /// seat now. A newtype so that the compiler keeps him apart from a count, an event's number or
    /// a tournament's registered player; [`PlayerId::new`] and [`PlayerId::index`] are the one
    /// place he meets a list position.
    PlayerId
}

/// Who won and who lost a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Decided {
    pub winner: PlayerId,
    pub loser: PlayerId,
}

/// Either the round is decided, or a roll-off must settle a tie first.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Decided(Decided),
    RollOff(RollOff),
}

/// Which tie a roll-off settles (RULES.md section 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// Everybody is tied: one roll-off decides the loser (lowest) and the winner (highest).
    All,
    /// A tie at the bottom: the lowest sum loses.
    Bottom,
    /// A tie at the top when the discs come from the winner: the highest sum wins.
    Top,
}

/// A roll-off the round is waiting for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RollOff {
    pub stage: Stage,
    /// The tied players, in throwing order.
    pub tied: Vec<PlayerId>,
    pub(super) winner: Option<PlayerId>,
    pub(super) loser: Option<PlayerId>,
    /// Players tied for best, for a top roll-off after the bottom is settled (throwing order).
    pub(super) top: Vec<PlayerId>,
    /// Whether a tie at the top needs a roll-off (discs come from the winner).
    pub(super) top_needs_roll_off: bool,
}

/// The first players of a session, for tests that seat a table by hand: `P[2]` is the third.
#[cfg(test)]
pub(crate) const P: [PlayerId; 6] = [PlayerId(0), PlayerId(1), PlayerId(2), PlayerId(3), PlayerId(4), PlayerId(5)];
