//! RULES.md section 3, "Too many throws" (with section 1, "limit", Vorlegen): the round's first
//! thrower decides how often everyone may throw; his own count is the limit. A throw over it
//! loses the round where `too_many_throws_loses`, and is refused otherwise.
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
/// throw and where a throw over the limit loses the round; the limit where it is refused.
pub fn most(rules: &Rules, limit: Option<Count>) -> Count {
    match limit {
        Some(limit) if !rules.too_many_throws_loses => limit,
        _ => Count::MOST,
    }
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
