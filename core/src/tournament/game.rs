//! A tournament's players and games as the other modules share them: who a player is (his index
//! among the registered) and one game's result. Its own module so that the replay and the
//! knock-out's lives, which both use them, do not use each other.

/// A registered player (an index into [`super::replay::Tournament::players`]).
pub type Pid = usize;

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
