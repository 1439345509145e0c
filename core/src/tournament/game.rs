//! A tournament's players and games as the other modules share them: who a player is (his index
//! among the registered) and one game's result. Its own module so that the replay and the
//! knock-out's lives, which both use them, do not use each other.

/// A registered player: his index among a tournament's registered
/// ([`super::replay::Tournament::players`]). A newtype so that the compiler keeps him apart from
/// a session's seat ([`crate::rules::outcome::PlayerId`]), which a table maps to him; [`Pid::new`]
/// and [`Pid::index`] are the one place he meets a list position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Pid(usize);

impl Pid {
    /// The player at position `index` among the registered.
    pub const fn new(index: usize) -> Self {
        Pid(index)
    }

    /// His position among the registered.
    pub const fn index(self) -> usize {
        self.0
    }
}

/// A list kept per registered player (the players themselves, their rows, their marks) is read
/// by his id.
impl<T> std::ops::Index<Pid> for [T] {
    type Output = T;
    fn index(&self, pid: Pid) -> &T {
        &self[pid.0]
    }
}

impl<T> std::ops::IndexMut<Pid> for [T] {
    fn index_mut(&mut self, pid: Pid) -> &mut T {
        &mut self[pid.0]
    }
}

impl<T> std::ops::Index<Pid> for Vec<T> {
    type Output = T;
    fn index(&self, pid: Pid) -> &T {
        &self[pid.0]
    }
}

impl<T> std::ops::IndexMut<Pid> for Vec<T> {
    fn index_mut(&mut self, pid: Pid) -> &mut T {
        &mut self[pid.0]
    }
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
