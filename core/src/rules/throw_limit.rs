//! RULES.md section 3, "Too many throws" (with section 1, "limit", Vorlegen): the round's first
//! thrower decides how often everyone may throw; his own count is the limit. A throw over it
//! loses the round where `too_many_throws_loses`; where `over_limit_disc` (house rule) it counts
//! as the player's first throw and costs a disc per throw too many; otherwise it is refused.
//!
//! The engine ([`super::round::evaluate`]) and the table's entry (status line, the counts it
//! offers, the preview) all ask here.

use super::knobs::Rules;
use super::throw::{Count, Throw};

/// The round's limit and who set it, from its entries in throwing order (each a player and his
/// throw, `None` for a take): the first entry's count. A take cannot open a round, so a round
/// whose first entry is not a throw has no limit; nor has a round before its first entry.
pub fn limit<P>(entries: impl IntoIterator<Item = (P, Option<Throw>)>) -> Option<(P, Count)> {
    let (player, throw) = entries.into_iter().next()?;
    Some((player, throw?.count()))
}

/// Whether a throw of `count` breaks the round's `limit`.
pub fn over(count: Count, limit: Count) -> bool {
    count > limit
}

/// The most throws a player may enter in a round with `limit` so far: three before the first
/// throw and where a throw over the limit is allowed (it loses the round, or costs a disc); the
/// limit where it is refused.
pub fn most(rules: &Rules, limit: Option<Count>) -> Count {
    match limit {
        Some(limit) if !allowed(rules) => limit,
        _ => Count::MOST,
    }
}

/// Whether a throw over the limit may be entered at all (it loses, or costs a disc).
pub fn allowed(rules: &Rules) -> bool {
    rules.too_many_throws_loses || rules.over_limit_disc
}

/// The throw as it ranks and scores in a round with `limit`: under `over_limit_disc` a throw over
/// the limit is the player's first throw, one throw from the hand (its dice are that throw's);
/// every other throw as it was entered.
pub fn counted(throw: Throw, limit: Count, rules: &Rules) -> Throw {
    if rules.over_limit_disc && over(throw.count(), limit) {
        Throw::with_default_hand(throw.dice(), Count::new(1).expect("one throw"))
    } else {
        throw
    }
}

/// The discs a throw over the limit costs under `over_limit_disc`: one per throw too many.
pub fn penalty_discs(throw: Throw, limit: Count, rules: &Rules) -> u8 {
    if rules.over_limit_disc && over(throw.count(), limit) { throw.count().get() - limit.get() } else { 0 }
}

/// Knob values that cannot stand together (RULES.md sections 3 and 9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Conflict {
    /// `over_limit_disc` with `too_many_throws_loses`: two rules for one offence.
    OverLimitTwice,
}

impl Conflict {
    /// The problem in the current language, naming the knob to set off.
    pub fn message(self) -> String {
        match self {
            Conflict::OverLimitTwice => crate::tr!("rules-conflict-over-limit-twice"),
        }
    }
}

crate::worded_error!(Conflict);

/// Why `rules` cannot be played, if they cannot.
pub fn conflict(rules: &Rules) -> Option<Conflict> {
    (rules.over_limit_disc && rules.too_many_throws_loses).then_some(Conflict::OverLimitTwice)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::preset::Preset;
    use crate::rules::throw::Dice;

    fn throw(count: u8) -> Option<Throw> {
        Some(Throw::with_default_hand(Dice::new([6, 5, 4]).unwrap(), Count::new(count).unwrap()))
    }

    #[test]
    fn the_first_thrower_sets_the_limit() {
        // RULES.md 1: "the round's first thrower decides how often everyone may throw".
        assert_eq!(
            limit([("Anna", throw(2)), ("Ben", throw(1)), ("Carl", throw(3))]),
            Some(("Anna", Count::new(2).unwrap()))
        );
        assert_eq!(limit(Vec::<(&str, Option<Throw>)>::new()), None);
        // A take cannot open a round: it sets no limit.
        assert_eq!(limit([("Anna", None), ("Ben", throw(1))]), None);
    }

    #[test]
    fn over_the_limit_is_more_throws_than_the_first() {
        let two = Count::new(2).unwrap();
        assert!(over(Count::new(3).unwrap(), two));
        assert!(!over(two, two));
        assert!(!over(Count::new(1).unwrap(), two));
    }

    #[test]
    fn the_most_throws_depend_on_too_many_throws_loses() {
        let one = Count::new(1).unwrap();
        // Main-Taunus: a throw over the limit loses the round, so it can be entered.
        let main_taunus = Preset::MainTaunus.rules();
        assert!(main_taunus.too_many_throws_loses);
        assert_eq!(most(&main_taunus, Some(one)).get(), 3);
        // Kalk: a throw over the limit is refused, so the limit is the most.
        let kalk = Preset::Kalk.rules();
        assert!(!kalk.too_many_throws_loses);
        assert_eq!(most(&kalk, Some(one)), one);
        assert_eq!(most(&kalk, None).get(), 3);
    }
}
