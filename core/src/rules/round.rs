//! Deciding a round: limit, too many throws, voluntary take, ranking and ties (RULES.md 3 and 5).
//!
//! This module knows nothing of seats, stock or parts: it is handed the entries of one round in
//! throwing order and says who won and who lost, or which roll-off must settle it.

use super::knobs::{EqualThrows, Rules};
use super::throw::{Count, Rank, Throw};

/// A player, as an index into the session's list of players.
pub type PlayerId = usize;

/// What a player did in a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    Throw(Throw),
    /// Voluntary take (Kalk 3.07): took the discs of the best throw so far instead of throwing.
    Take,
}

/// One entry of a round, in throwing order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Entry {
    pub player: PlayerId,
    pub act: Act,
}

/// Why the entries of a round break the rules, with the index of the offending entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundFault {
    TakeNotAllowed(usize),
    TakeOpensRound(usize),
    TakeAfterOverLimit(usize),
    EntryAfterTake(usize),
    OverLimit { entry: usize, count: Count, limit: Count },
}

/// Who won and who lost a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Decided {
    pub winner: PlayerId,
    pub loser: PlayerId,
}

/// A round's ranking, once the entries are known.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Evaluation {
    /// The first thrower's count, which nobody may exceed.
    pub limit: Count,
    /// Players who threw more often than the limit, in throwing order.
    pub violations: Vec<PlayerId>,
    pub outcome: Outcome,
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
    winner: Option<PlayerId>,
    loser: Option<PlayerId>,
    /// Players tied for best, for a top roll-off after the bottom is settled (throwing order).
    top: Vec<PlayerId>,
    /// Whether a tie at the top needs a roll-off (discs come from the winner).
    top_needs_roll_off: bool,
}

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
            if !(3..=18).contains(&sum) {
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
fn top_or_decided(top: Vec<PlayerId>, loser: PlayerId, needs_roll_off: bool) -> Outcome {
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

/// Ranks the entries of one complete round (every active player threw, or the round ended with
/// a take). `stock_empty`: the discs will come from the winner, so a tie at the top matters.
pub fn evaluate(entries: &[Entry], rules: &Rules, stock_empty: bool) -> Result<Evaluation, RoundFault> {
    let mut limit = None;
    let mut violations = Vec::new();
    let mut take = None;
    for (i, entry) in entries.iter().enumerate() {
        if take.is_some() {
            return Err(RoundFault::EntryAfterTake(i));
        }
        match entry.act {
            Act::Take if !rules.voluntary_take => return Err(RoundFault::TakeNotAllowed(i)),
            Act::Take if i == 0 => return Err(RoundFault::TakeOpensRound(i)),
            Act::Take if !violations.is_empty() => return Err(RoundFault::TakeAfterOverLimit(i)),
            Act::Take => take = Some(entry.player),
            Act::Throw(t) => {
                let limit = *limit.get_or_insert(t.count());
                if t.count() > limit {
                    if !rules.too_many_throws_loses {
                        return Err(RoundFault::OverLimit { entry: i, count: t.count(), limit });
                    }
                    violations.push(entry.player);
                }
            }
        }
    }
    let limit = limit.expect("a round opens with a throw");

    // Throws that kept the limit, with their tie-broken keys: where later is worse, the
    // position breaks ties; in a roll-off, only between two Schock-Outs.
    let keyed: Vec<(PlayerId, (Rank, i64))> = entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match e.act {
            Act::Throw(t) if !violations.contains(&e.player) => {
                let rank = t.rank(rules);
                let later_worse = rules.equal_throws == EqualThrows::LaterWorse || rank.is_schock_out();
                Some((e.player, (rank, if later_worse { -(i as i64) } else { 0 })))
            }
            _ => None,
        })
        .collect();
    let best_key = keyed.iter().map(|(_, k)| *k).max().expect("a round has a throw within the limit");
    let worst_key = keyed.iter().map(|(_, k)| *k).min().expect("a round has a throw within the limit");
    let with_key = |key| keyed.iter().filter(|(_, k)| *k == key).map(|(p, _)| *p).collect::<Vec<_>>();
    let top = with_key(best_key);

    let explicit_loser = take.or_else(|| violations.last().copied());
    let outcome = match explicit_loser {
        Some(loser) => top_or_decided(top, loser, stock_empty),
        None => {
            let bottom = with_key(worst_key);
            if bottom.len() == 1 {
                top_or_decided(top, bottom[0], stock_empty)
            } else {
                let everyone = bottom.len() == keyed.len();
                Outcome::RollOff(RollOff {
                    stage: if everyone { Stage::All } else { Stage::Bottom },
                    tied: bottom,
                    winner: None,
                    loser: None,
                    top,
                    top_needs_roll_off: stock_empty,
                })
            }
        }
    };
    Ok(Evaluation { limit, violations, outcome })
}
