//! RULES.md section 3, "Ranking the throws of a round": the winner, the loser, a voluntary take,
//! and the ties that need a roll-off. The limit is [`super::throw_limit`]'s (section 3, "Too many
//! throws"), the roll-off [`super::roll_off`]'s (section 5).
//!
//! This module knows nothing of seats, stock or parts: it is handed the entries of one round in
//! throwing order and says who won and who lost, or which roll-off must settle it.

use super::knobs::{EqualSchockOuts, EqualThrows, Rules};
use super::outcome::{Outcome, PlayerId, RollOff};
use super::roll_off::top_or_decided;
use super::throw::{Count, Rank, Throw};
use super::throw_limit;

/// What a player did in a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    Throw(Throw),
    /// Voluntary take (Kalk 3.07): took the discs of the best throw so far instead of throwing.
    Take,
}

impl Act {
    /// The throw, unless this is a take.
    pub fn throw(self) -> Option<Throw> {
        match self {
            Act::Throw(t) => Some(t),
            Act::Take => None,
        }
    }
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

/// A round's ranking, once the entries are known.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Evaluation {
    /// The first thrower's count, which nobody may exceed.
    pub limit: Count,
    /// Players who threw more often than the limit, in throwing order (they lost the round, or
    /// each owes a disc per throw too many: [`throw_limit::penalty_discs`]).
    pub violations: Vec<PlayerId>,
    pub outcome: Outcome,
}

/// Ranks the entries of one complete round (every active player threw, or the round ended with
/// a take). `stock_empty`: the discs will come from the winner, so a tie at the top matters.
pub fn evaluate(entries: &[Entry], rules: &Rules, stock_empty: bool) -> Result<Evaluation, RoundFault> {
    let limit = throw_limit::limit(entries.iter().map(|e| (e.player, e.act.throw()))).map(|(_, count)| count);
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
                if let Some(limit) = limit
                    && throw_limit::over(t.count(), limit)
                {
                    if !throw_limit::allowed(rules) {
                        return Err(RoundFault::OverLimit { entry: i, count: t.count(), limit });
                    }
                    violations.push(entry.player);
                }
            }
        }
    }
    let limit = limit.expect("a round opens with a throw");

    // A throw over the limit loses the round where `too_many_throws_loses`; under
    // `over_limit_disc` it ranks as its first throw.
    let losing_violations: &[PlayerId] = if rules.too_many_throws_loses { &violations } else { &[] };
    // The ranked throws with their tie-broken keys: where later is worse, the position breaks
    // ties; in a roll-off, only between two Schock-Outs, which `equal_schock_outs` orders.
    let keyed: Vec<(PlayerId, (Rank, i64))> = entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match e.act {
            Act::Throw(t) if !losing_violations.contains(&e.player) => {
                let rank = throw_limit::counted(t, limit, rules).rank(rules);
                let position = i as i64;
                let tie_break = if rank.is_schock_out() {
                    match rules.equal_schock_outs {
                        EqualSchockOuts::LaterWorse => -position,
                        EqualSchockOuts::EarlierWorse => position,
                    }
                } else if rules.equal_throws == EqualThrows::LaterWorse {
                    -position
                } else {
                    0
                };
                Some((e.player, (rank, tie_break)))
            }
            _ => None,
        })
        .collect();
    let best_key = keyed.iter().map(|(_, k)| *k).max().expect("a round has a throw within the limit");
    let worst_key = keyed.iter().map(|(_, k)| *k).min().expect("a round has a throw within the limit");
    let with_key = |key| keyed.iter().filter(|(_, k)| *k == key).map(|(p, _)| *p).collect::<Vec<_>>();
    let top = with_key(best_key);

    let explicit_loser = take.or_else(|| losing_violations.last().copied());
    let outcome = match explicit_loser {
        Some(loser) => top_or_decided(top, loser, stock_empty),
        None => {
            let bottom = with_key(worst_key);
            if bottom.len() == 1 {
                top_or_decided(top, bottom[0], stock_empty)
            } else {
                let everyone = bottom.len() == keyed.len();
                Outcome::RollOff(RollOff::tie(bottom, everyone, top, stock_empty))
            }
        }
    };
    Ok(Evaluation { limit, violations, outcome })
}
