//! RULES.md section 7, "Penalties and drinks (tally marks)": why a player owes a tally mark, the
//! marks a throw owes when its round is entered, and when a second drop of the dice loses a part.

use super::knobs::{DroppedDice, Handschock, LustwurfPenalty, Rules};
use super::moving_discs::{DiscFrom, Pot};
use super::outcome::PlayerId;
use super::throw::{Category, Throw};

/// Why a tally mark was given (the beer-mat view explains each one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MarkReason {
    GameLost,
    DroppedDice,
    Lustwurf,
    /// A Schock or Schock-Out from the hand (`handschock = round`).
    Handschock,
    /// A Schock-Out from the hand (`schock_out_from_hand_round`).
    SchockOutFromHand,
}

impl MarkReason {
    /// Every reason, in the order the beer mats and round sheets list them.
    pub const ALL: &'static [MarkReason] = &[
        MarkReason::GameLost,
        MarkReason::DroppedDice,
        MarkReason::Lustwurf,
        MarkReason::Handschock,
        MarkReason::SchockOutFromHand,
    ];
}

/// A Handschock: a Schock or a Schock-Out from the hand (what `handschock` rewards or punishes).
pub fn is_handschock(throw: Throw, rules: &Rules) -> bool {
    throw.hand() && throw.category(rules).is_schock()
}

/// The mark a throw owes as its round is entered, if any (one throw owes at most one mark): a
/// Handschock where `handschock = round`, else a Schock-Out from the hand where
/// `schock_out_from_hand_round`.
pub fn throw_mark(throw: Throw, rules: &Rules) -> Option<MarkReason> {
    if is_handschock(throw, rules) && rules.handschock == Handschock::Round {
        Some(MarkReason::Handschock)
    } else if throw.hand() && throw.category(rules) == Category::SchockOut && rules.schock_out_from_hand_round {
        Some(MarkReason::SchockOutFromHand)
    } else {
        None
    }
}

/// Whether a drop of the dice is a penalty at all; where `dropped_dice = off` it is refused.
pub fn drops_count(rules: &Rules) -> bool {
    rules.dropped_dice != DroppedDice::Off
}

/// Whether a player's `drops`-th drop in the current half or final loses him that part at once
/// (`round-then-part`: the second does).
pub fn drop_loses_part(rules: &Rules, drops: u8) -> bool {
    rules.dropped_dice == DroppedDice::RoundThenPart && drops >= 2
}

/// Whether a Lustwurf costs a disc (`lustwurf_penalty = disc`) rather than a tally mark.
pub fn lustwurf_costs_disc(rules: &Rules) -> bool {
    rules.lustwurf_penalty == LustwurfPenalty::Disc
}

/// Where a Lustwurf disc for `offender` comes from (`lustwurf_penalty = disc`): the stock while
/// it holds any; once it is empty, the other player holding the most discs, the first of them in
/// `order` (the next round's throwing order, or the seats while who starts is open). `None` where
/// nobody else holds a disc (the part is then over already).
pub fn lustwurf_giver(pot: &Pot, offender: PlayerId, order: &[PlayerId]) -> Option<DiscFrom> {
    if pot.stock() > 0 {
        return Some(DiscFrom::Stock);
    }
    let others = || order.iter().copied().filter(|&p| p != offender);
    let most = others().map(|p| pot.holding(p)).max().filter(|&m| m > 0)?;
    others().find(|&p| pot.holding(p) == most).map(DiscFrom::Player)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::outcome::P;
    use crate::rules::preset::Preset;
    use crate::rules::throw::{Count, Dice};

    fn throw(dice: [u8; 3], count: u8, hand: bool) -> Throw {
        Throw::new(Dice::new(dice).unwrap(), Count::new(count).unwrap(), hand).unwrap()
    }

    #[test]
    fn a_handschock_owes_a_mark_at_theimann_altstadt_only() {
        let schock = throw([1, 1, 5], 1, true);
        assert_eq!(throw_mark(schock, &Preset::TheimannAltstadt.rules()), Some(MarkReason::Handschock));
        // Theimann Dimmi scores points for it instead.
        assert_eq!(throw_mark(schock, &Preset::TheimannDimmi.rules()), None);
        // Assembled, it is no Handschock.
        assert_eq!(throw_mark(throw([1, 1, 5], 2, false), &Preset::TheimannAltstadt.rules()), None);
    }

    #[test]
    fn a_schock_out_from_the_hand_owes_one_mark_where_agreed() {
        let mut rules = Preset::Obertiefenbach.rules();
        let out = throw([1, 1, 1], 2, true);
        assert_eq!(throw_mark(out, &rules), None);
        rules.schock_out_from_hand_round = true;
        assert_eq!(throw_mark(out, &rules), Some(MarkReason::SchockOutFromHand));
        // One throw owes at most one mark: with both knobs, the Handschock's.
        rules.handschock = Handschock::Round;
        assert_eq!(throw_mark(out, &rules), Some(MarkReason::Handschock));
    }

    #[test]
    fn the_second_drop_loses_the_part_with_round_then_part() {
        let main_taunus = Preset::MainTaunus.rules();
        assert!(drops_count(&main_taunus));
        assert!(!drop_loses_part(&main_taunus, 1));
        assert!(drop_loses_part(&main_taunus, 2));
        let dohren = Preset::Dohren.rules();
        assert!(drops_count(&dohren) && !drop_loses_part(&dohren, 2));
        assert!(!drops_count(&Preset::Kalk.rules()));
    }

    #[test]
    fn a_lustwurf_disc_comes_from_the_stock_then_from_the_first_of_those_holding_most() {
        use crate::rules::knobs::FreePlayers;
        let mut pot = Pot::full(1, 4, FreePlayers::SitOut);
        assert_eq!(lustwurf_giver(&pot, P[0], &[P[0], P[1], P[2], P[3]]), Some(DiscFrom::Stock));
        assert_eq!(pot.from_stock(P[1], 1), 1);
        assert_eq!(lustwurf_giver(&pot, P[0], &[P[2], P[3], P[0], P[1]]), Some(DiscFrom::Player(P[1])));
        assert_eq!(lustwurf_giver(&pot, P[1], &[P[2], P[3], P[0], P[1]]), None, "nobody else holds a disc");
    }
}
