//! Knock-out state (TOURNAMENT.md section 6), counted here and nowhere else: the lives each
//! player of a knock-out table has left after its games so far, who is still in, whether the
//! table is decided, and a player's state in his latest knock-out round. The replay (which games
//! a card or a session may still have), the standings, whether a table is done and every list
//! that words the state read it from here.

use super::RoundNo;
use super::game::{GameResult, Pid};

/// A knock-out table's players, in seat order, with the lives each has left.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lives {
    /// Each player, his lives left, and the game (from 1) in which he lost his last life.
    players: Vec<(Pid, u32, Option<usize>)>,
    advance: u32,
    /// Games counted so far.
    games: usize,
}

impl Lives {
    /// The most games a knock-out table of `players` can need: each game costs one life, and the
    /// table is decided when only `advance` players have lives left, those having lost at most
    /// `lives − 1` each — at most `players × lives − advance` games (at least one).
    pub fn most_games(players: usize, lives: u32, advance: u32) -> usize {
        (players * lives as usize).saturating_sub(advance as usize).max(1)
    }

    /// The table before its first game: every player with `lives` lives.
    pub fn new(players: &[Pid], lives: u32, advance: u32) -> Lives {
        Lives { players: players.iter().map(|&p| (p, lives, None)).collect(), advance, games: 0 }
    }

    /// The table after `games`, each costing its loser a life.
    pub fn after(players: &[Pid], lives: u32, advance: u32, games: &[GameResult]) -> Lives {
        let mut table = Lives::new(players, lives, advance);
        for g in games {
            table.lose(g.loser());
        }
        table
    }

    /// The next game, lost by `loser`: a life less for him (none below zero).
    pub fn lose(&mut self, loser: Pid) {
        self.games += 1;
        if let Some((_, lives, out)) = self.players.iter_mut().find(|(p, ..)| *p == loser)
            && *lives > 0
        {
            *lives -= 1;
            if *lives == 0 {
                *out = Some(self.games);
            }
        }
    }

    /// Those with lives left, in seat order.
    pub fn alive(&self) -> Vec<Pid> {
        self.players.iter().filter(|(_, lives, _)| *lives > 0).map(|(p, ..)| *p).collect()
    }

    pub fn is_alive(&self, p: Pid) -> bool {
        self.players.iter().any(|&(q, lives, _)| q == p && lives > 0)
    }

    /// Only the players who advance (or fewer) have lives left: the table plays no more.
    pub fn decided(&self) -> bool {
        self.players.iter().filter(|(_, lives, _)| *lives > 0).count() <= self.advance as usize
    }

    /// Each player's state, as of round `round` (from 1).
    pub fn states(&self, round: RoundNo) -> impl Iterator<Item = (Pid, KnockOut)> + '_ {
        let decided = self.decided();
        self.players.iter().map(move |&(p, lives, out)| {
            (p, KnockOut { round, lives, out: out.is_some(), decided, out_in_game: out.unwrap_or(0) })
        })
    }
}

/// A player's state in the last knock-out round he was seated in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KnockOut {
    pub round: RoundNo,
    pub lives: u32,
    pub out: bool,
    /// His table is decided.
    pub decided: bool,
    /// The number of the game at his table in which he lost his last life (0: he did not).
    pub(crate) out_in_game: usize,
}

impl KnockOut {
    /// How the lists tell it: lives left, through, or out.
    pub fn alive(&self) -> Alive {
        match (self.out, self.decided) {
            (true, _) => Alive::Out,
            (false, true) => Alive::Through,
            (false, false) => Alive::Lives(self.lives),
        }
    }
}

/// A player's knock-out state as people read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Alive {
    /// Still playing, with this many lives.
    Lives(u32),
    /// His table is decided and he is among those who advance.
    Through,
    Out,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(loser: usize) -> GameResult {
        let loser = Pid::new(loser);
        GameResult {
            players: Vec::new(),
            half1: loser,
            half2: loser,
            final_: None,
            schock_outs: Vec::new(),
            jules: Vec::new(),
            out: [None, None],
            points: None,
        }
    }

    #[test]
    fn lives_go_game_by_game_until_the_table_is_decided() {
        let [p7, p8, p9] = [7, 8, 9].map(Pid::new);
        let table = Lives::after(&[p7, p8, p9], 2, 1, &[game(8), game(8), game(9)]);
        assert_eq!(table.alive(), [p7, p9]);
        assert!(!table.decided());
        let states: Vec<(Pid, Alive)> = table.states(RoundNo::new(4).unwrap()).map(|(p, k)| (p, k.alive())).collect();
        assert_eq!(states, [(p7, Alive::Lives(2)), (p8, Alive::Out), (p9, Alive::Lives(1))]);
        let table = Lives::after(&[p7, p8, p9], 2, 1, &[game(8), game(8), game(9), game(9)]);
        assert!(table.decided());
        let states: Vec<(Pid, KnockOut)> = table.states(RoundNo::new(4).unwrap()).collect();
        assert_eq!(states[0].1.alive(), Alive::Through);
        assert_eq!((states[1].1.out_in_game, states[2].1.out_in_game), (2, 4));
    }
}
