//! RULES.md section 8, "Tournament points" (`points = theimann`, and `handschock = points`):
//! what a throw scores as its round is entered, and what losing a game costs.

use super::halves_final_game::Part;
use super::knobs::{Handschock, Points, Rules};
use super::penalties::is_handschock;
use super::throw::Throw;

/// What a Handschock scores where `handschock = points`.
pub const HANDSCHOCK: i32 = 3;

/// What the game's loser scores with `points = theimann`.
pub const GAME_LOST: i32 = -5;

/// Whether the rules score points at all.
pub fn scored(rules: &Rules) -> bool {
    rules.points == Points::Theimann || rules.handschock == Handschock::Points
}

/// Whether the throws of a round of `part` score their value: in half 1 and half 2, in a round
/// that starts with discs in the stock (`stock_before`; the round that empties it included).
pub fn round_scores(part: Part, stock_before: u8) -> bool {
    part != Part::Final && stock_before > 0
}

/// Whether the throws of a round of `part` score under `rules` (`points = theimann`).
pub fn throws_score(rules: &Rules, part: Part, stock_before: u8) -> bool {
    rules.points == Points::Theimann && round_scores(part, stock_before)
}

/// What a throw scores in a round where throws score: its disc value, a Schock-Out the number
/// of discs in play (also over the limit).
pub fn throw_value(throw: Throw, rules: &Rules) -> i32 {
    throw.category(rules).discs(rules).unwrap_or(rules.discs) as i32
}

/// The points a throw earns as its round is entered: its value where `values` (throws score here,
/// see [`round_scores`]), and a Handschock's bonus where `handschock = points`, in any part.
pub fn for_throw(throw: Throw, rules: &Rules, values: bool) -> i32 {
    let value = if values { throw_value(throw, rules) } else { 0 };
    let bonus = if rules.handschock == Handschock::Points && is_handschock(throw, rules) { HANDSCHOCK } else { 0 };
    value + bonus
}

/// What losing a game scores under `rules`.
pub fn game_lost(rules: &Rules) -> i32 {
    if rules.points == Points::Theimann { GAME_LOST } else { 0 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::preset::Preset;
    use crate::rules::throw::{Count, Dice};

    fn throw(dice: [u8; 3], count: u8) -> Throw {
        Throw::with_default_hand(Dice::new(dice).unwrap(), Count::new(count).unwrap())
    }

    #[test]
    fn throws_score_their_disc_value() {
        // "Hausnummer 1, Straße 2, General 3, Schock x = x, Schock-Out = `discs`"
        let rules = Preset::TheimannAltstadt.rules();
        let values: Vec<i32> =
            [[6, 5, 2], [4, 5, 6], [3, 3, 3], [1, 1, 5], [1, 1, 1]].map(|d| throw_value(throw(d, 2), &rules)).into();
        assert_eq!(values, [1, 2, 3, 5, 13]);
    }

    #[test]
    fn nothing_is_scored_in_the_final_or_once_the_stock_is_empty() {
        assert!(round_scores(Part::Half1, 1) && round_scores(Part::Half2, 13));
        assert!(!round_scores(Part::Final, 13));
        assert!(!round_scores(Part::Half2, 0));
        assert!(throws_score(&Preset::TheimannDimmi.rules(), Part::Half1, 13));
        assert!(!throws_score(&Preset::MainTaunus.rules(), Part::Half1, 13));
    }

    #[test]
    fn a_handschock_scores_three_in_any_part_where_handschock_is_points() {
        let dimmi = Preset::TheimannDimmi.rules();
        let schock = throw([1, 1, 4], 1);
        assert_eq!(for_throw(schock, &dimmi, true), 4 + HANDSCHOCK);
        assert_eq!(for_throw(schock, &dimmi, false), HANDSCHOCK);
        assert_eq!(for_throw(throw([1, 1, 4], 3), &dimmi, true), 4, "assembled: no Handschock");
        assert_eq!(for_throw(schock, &Preset::TheimannAltstadt.rules(), true), 4);
    }

    #[test]
    fn the_games_loser_scores_minus_five_with_theimann_points_only() {
        assert_eq!(game_lost(&Preset::TheimannAltstadt.rules()), -5);
        assert_eq!(game_lost(&Preset::MainTaunus.rules()), 0);
        assert!(scored(&Preset::TheimannDimmi.rules()) && !scored(&Preset::Kalk.rules()));
    }
}
