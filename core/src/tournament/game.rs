//! A tournament's players and games as the other modules share them: who a player is (his index
//! among the registered) and one game's result. Its own module so that the replay and the
//! knock-out's lives, which both use them, do not use each other.

crate::position::position! {
    /// A registered player: his index among a tournament's registered
    /// ([`super::replay::Tournament::players`]). A newtype so that the compiler keeps him apart from
    /// a session's player ([`crate::rules::outcome::PlayerId`]), who is a name at a table's session
    /// and becomes a registered player by that name; [`Pid::new`] and [`Pid::index`] are the one
    /// place he meets a list position.
    Pid
}

/// One game's result, in registered players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// Who played it (the table's players; in a knock-out round those still in).
    pub players: Vec<Pid>,
    pub half1: Pid,
    pub half2: Pid,
    pub final_: Option<Pid>,
    pub schock_outs: Vec<Pid>,
    /// Jules thrown (from a session; a card does not note them).
    pub jules: Vec<Pid>,
    pub out: [Option<Vec<Vec<Pid>>>; 2],
    pub points: Option<Vec<(Pid, i32)>>,
}

impl GameResult {
    /// The game's loser: the final's, or the Durchmarsch's.
    pub fn loser(&self) -> Pid {
        self.final_.unwrap_or(self.half2)
    }

    pub fn durchmarsch(&self) -> bool {
        self.final_.is_none()
    }
}

/// Players by their positions among the registered, for tests that seat tables by hand.
#[cfg(test)]
pub(crate) fn pids(positions: &[usize]) -> Vec<Pid> {
    positions.iter().copied().map(Pid::new).collect()
}
