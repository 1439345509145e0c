//! RULES.md section 5, "Ties by roll-off": with `equal_throws = roll-off` a tie at the bottom is
//! settled before discs move, the lowest sum loses; a tie at the top, where the discs come from
//! the winner, afterwards, the highest sum wins; where everyone is tied one roll-off decides
//! both. Tied players roll off again. [`super::round::evaluate`] finds the tie; [`RollOff::settle`]
//! takes each round of sums until the round is decided.

use super::limits::ROLL_OFF_SUMS;
use super::outcome::{Decided, Outcome, PlayerId, RollOff, Stage};

/// Why a roll-off's sums do not fit the roll-off awaited.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RollOffFault {
    NotTied(PlayerId),
    Twice(PlayerId),
    Missing(PlayerId),
    BadSum(PlayerId, u8),
}

impl RollOff {
    /// Settles this roll-off with each tied player's sum: the round is decided, or another
    /// roll-off follows.
    pub fn settle(&self, sums: &[(PlayerId, u8)]) -> Result<Outcome, RollOffFault> {
        for (i, &(p, sum)) in sums.iter().enumerate() {
            if !self.tied.contains(&p) {
                return Err(RollOffFault::NotTied(p));
            }
            if sums[..i].iter().any(|&(q, _)| q == p) {
                return Err(RollOffFault::Twice(p));
            }
            if !ROLL_OFF_SUMS.contains(&sum) {
                return Err(RollOffFault::BadSum(p, sum));
            }
        }
        if let Some(&p) = self.tied.iter().find(|p| !sums.iter().any(|(q, _)| q == *p)) {
            return Err(RollOffFault::Missing(p));
        }
        // Sums in throwing order, so "earliest" is the first in a list.
        let sum_of = |p: PlayerId| sums.iter().find(|(q, _)| *q == p).map(|(_, s)| *s).unwrap_or(0);
        let extreme = |pick: fn(u8, u8) -> bool| -> Vec<PlayerId> {
            let best = self.tied.iter().map(|&p| sum_of(p)).reduce(|a, b| if pick(b, a) { b } else { a });
            self.tied.iter().copied().filter(|&p| Some(sum_of(p)) == best).collect()
        };
        let lowest = extreme(|new, old| new < old);
        let highest = extreme(|new, old| new > old);
        let mut next = self.clone();
        match self.stage {
            Stage::All if lowest.len() == self.tied.len() => Ok(Outcome::RollOff(next)),
            Stage::All => {
                next.winner = Some(highest[0]);
                next.after_bottom(lowest)
            }
            Stage::Bottom => next.after_bottom(lowest),
            Stage::Top if highest.len() > 1 => {
                next.tied = highest;
                Ok(Outcome::RollOff(next))
            }
            Stage::Top => Ok(next.decided(highest[0], self.loser.expect("a top roll-off follows the loser"))),
        }
    }

    fn after_bottom(mut self, lowest: Vec<PlayerId>) -> Result<Outcome, RollOffFault> {
        if lowest.len() > 1 {
            self.stage = Stage::Bottom;
            self.tied = lowest;
            return Ok(Outcome::RollOff(self));
        }
        let loser = lowest[0];
        self.loser = Some(loser);
        if let Some(winner) = self.winner {
            return Ok(self.decided(winner, loser));
        }
        Ok(top_or_decided(self.top.clone(), loser, self.top_needs_roll_off))
    }

    fn decided(&self, winner: PlayerId, loser: PlayerId) -> Outcome {
        Outcome::Decided(Decided { winner, loser })
    }
}

/// With the loser known: the earliest best throw wins, unless the best are tied and the discs
/// come from the winner, where a roll-off decides.
pub(super) fn top_or_decided(top: Vec<PlayerId>, loser: PlayerId, needs_roll_off: bool) -> Outcome {
    if top.len() > 1 && needs_roll_off {
        Outcome::RollOff(RollOff {
            stage: Stage::Top,
            tied: top.clone(),
            winner: None,
            loser: Some(loser),
            top,
            top_needs_roll_off: true,
        })
    } else {
        Outcome::Decided(Decided { winner: top[0], loser })
    }
}

impl RollOff {
    /// The roll-off a round whose worst throws are tied (`bottom`, throwing order) waits for:
    /// everyone's when every throw is tied, else the bottom's. `top`: the players tied for best
    /// (throwing order), who roll off afterwards where `top_needs_roll_off` (the discs come from
    /// the winner).
    pub(super) fn tie(bottom: Vec<PlayerId>, everyone: bool, top: Vec<PlayerId>, top_needs_roll_off: bool) -> RollOff {
        RollOff {
            stage: if everyone { Stage::All } else { Stage::Bottom },
            tied: bottom,
            winner: None,
            loser: None,
            top,
            top_needs_roll_off,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::outcome::P;

    fn decided(winner: PlayerId, loser: PlayerId) -> Result<Outcome, RollOffFault> {
        Ok(Outcome::Decided(Decided { winner, loser }))
    }

    #[test]
    fn when_everyone_is_tied_one_roll_off_decides_both() {
        // "lowest sum loses (a tie there rolls again), highest sum wins (a tie there: the earliest thrower)"
        let all = RollOff::tie(vec![P[0], P[1], P[2]], true, vec![P[0], P[1], P[2]], false);
        assert_eq!(all.stage, Stage::All);
        assert_eq!(all.settle(&[(P[0], 7), (P[1], 3), (P[2], 15)]), decided(P[2], P[1]));
        assert_eq!(all.settle(&[(P[2], 12), (P[0], 3), (P[1], 12)]), decided(P[1], P[0]));
        let Ok(Outcome::RollOff(again)) = all.settle(&[(P[0], 5), (P[1], 5), (P[2], 12)]) else {
            panic!("a tie at the bottom")
        };
        assert_eq!((again.stage, again.tied.as_slice()), (Stage::Bottom, &[P[0], P[1]][..]));
        assert_eq!(again.settle(&[(P[0], 4), (P[1], 9)]), decided(P[2], P[0]));
    }

    #[test]
    fn a_tie_at_the_top_is_settled_afterwards_where_the_discs_come_from_the_winner() {
        let bottom = RollOff::tie(vec![P[2], P[3]], false, vec![P[0], P[1]], true);
        let Ok(Outcome::RollOff(top)) = bottom.settle(&[(P[2], 10), (P[3], 6)]) else { panic!("a tie at the top") };
        assert_eq!((top.stage, top.tied.as_slice()), (Stage::Top, &[P[0], P[1]][..]));
        let Ok(Outcome::RollOff(again)) = top.settle(&[(P[0], 8), (P[1], 8)]) else { panic!("the top rolls again") };
        assert_eq!(again.settle(&[(P[0], 8), (P[1], 11)]), decided(P[1], P[3]));
        // From the stock, the earliest best throw wins without a roll-off.
        assert_eq!(
            RollOff::tie(vec![P[2], P[3]], false, vec![P[0], P[1]], false).settle(&[(P[2], 10), (P[3], 6)]),
            decided(P[0], P[3])
        );
    }

    #[test]
    fn sums_must_fit_the_roll_off() {
        let r = RollOff::tie(vec![P[0], P[1]], false, vec![P[2]], false);
        assert_eq!(r.settle(&[(P[0], 2), (P[1], 9)]), Err(RollOffFault::BadSum(P[0], 2)));
        assert_eq!(r.settle(&[(P[0], 19), (P[1], 9)]), Err(RollOffFault::BadSum(P[0], 19)));
        assert_eq!(r.settle(&[(P[0], 3), (P[2], 9)]), Err(RollOffFault::NotTied(P[2])));
        assert_eq!(r.settle(&[(P[0], 3), (P[0], 9)]), Err(RollOffFault::Twice(P[0])));
        assert_eq!(r.settle(&[(P[1], 18)]), Err(RollOffFault::Missing(P[0])));
    }
}
