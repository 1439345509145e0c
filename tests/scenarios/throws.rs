//! RULES.md sections 2 and 3: classifying a throw and ranking the throws of a round, knob by knob,
//! on the rule engine's own types.

use schocken_core::rules::knobs::{GeneralValue, HouseNumbers, Rules, SchockShape, Streets};
use schocken_core::rules::preset::Preset;
use schocken_core::rules::throw::{Category, Count, Dice, Throw};

fn dice(d: [u8; 3]) -> Dice {
    Dice::new(d).expect("dice 1-6")
}

fn throw(d: [u8; 3], count: u8, hand: bool) -> Throw {
    Throw::new(dice(d), Count::new(count).expect("1-3"), hand).expect("a valid throw")
}

/// One throw, from the hand.
fn once(d: [u8; 3]) -> Throw {
    throw(d, 1, true)
}

fn category(d: [u8; 3], rules: &Rules) -> Category {
    Category::of(dice(d), rules)
}

fn worth(d: [u8; 3], rules: &Rules) -> Option<u8> {
    category(d, rules).discs(rules)
}

/// Asserts that the throws are listed best first, each strictly better than the next (section 3).
#[track_caller]
fn assert_descending(rules: &Rules, throws: &[Throw]) {
    for pair in throws.windows(2) {
        assert!(pair[0].rank(rules) > pair[1].rank(rules), "{:?} should rank above {:?}", pair[0], pair[1]);
    }
}

#[track_caller]
fn assert_equal_rank(rules: &Rules, a: Throw, b: Throw) {
    assert_eq!(a.rank(rules), b.rank(rules), "{a:?} and {b:?} should be equal throws");
}

#[test]
fn schock_out_is_1_1_1_and_worth_all_discs() {
    // Section 2: Schock-Out 1-1-1 is worth "all discs" under every shape; dice are unordered.
    for preset in [Preset::MainTaunus, Preset::Grundregeln] {
        let rules = preset.rules();
        assert_eq!(category([1, 1, 1], &rules), Category::SchockOut);
        assert_eq!(worth([1, 1, 1], &rules), None, "a Schock-Out puts every disc at stake");
    }
}

#[test]
fn schock_shape_two_ones() {
    // schock_shape = two-ones: 1-1-x is Schock x (worth x); 1-x-x is an ordinary Hausnummer.
    let rules = Preset::MainTaunus.rules();
    assert_eq!(rules.schock_shape, SchockShape::TwoOnes);
    assert_eq!(category([5, 1, 1], &rules), Category::Schock(5));
    assert_eq!(worth([1, 5, 1], &rules), Some(5));
    assert!(matches!(category([1, 5, 5], &rules), Category::Hausnummer(_)));
    assert_eq!(worth([1, 5, 5], &rules), Some(1));
}

#[test]
fn schock_shape_one_plus_pair() {
    // schock_shape = one-plus-pair: a 1 and two equal dice (1-6-6 = Schock 6); 1-1-x (x ≠ 1) is a
    // Hausnummer (reading of seed 004).
    let rules = Preset::Grundregeln.rules();
    assert_eq!(rules.schock_shape, SchockShape::OnePlusPair);
    assert_eq!(category([6, 1, 6], &rules), Category::Schock(6));
    assert_eq!(worth([1, 2, 2], &rules), Some(2));
    assert!(matches!(category([1, 1, 5], &rules), Category::Hausnummer(_)));
    assert_eq!(worth([1, 1, 5], &rules), Some(1));
}

#[test]
fn schocks_rank_by_their_number_above_every_general() {
    // Order of categories: Schock 6 … Schock 2 > General; higher x is higher.
    let rules = Preset::MainTaunus.rules();
    assert!(!rules.schock_two_below_general);
    assert_descending(
        &rules,
        &[once([1, 1, 6]), once([1, 1, 5]), once([1, 1, 4]), once([1, 1, 3]), once([1, 1, 2]), once([6, 6, 6])],
    );
}

#[test]
fn jule_only_where_the_knob_is_on() {
    // jule: 1-2-4 is the Jule worth 7, between Schock-Out and Schock 6; without the knob it is a
    // Hausnummer (421) worth 1.
    let mut rules = Preset::MainTaunus.rules();
    assert!(rules.jule);
    assert_eq!(category([4, 1, 2], &rules), Category::Jule);
    assert_eq!(worth([4, 1, 2], &rules), Some(7));
    assert_descending(&rules, &[once([1, 1, 1]), once([2, 4, 1]), once([1, 1, 6])]);

    rules.jule = false;
    assert!(matches!(category([4, 1, 2], &rules), Category::Hausnummer(_)));
    assert_eq!(worth([4, 1, 2], &rules), Some(1));
    // 421 as a Hausnummer loses to 431 (digits).
    assert_descending(&rules, &[once([4, 3, 1]), once([4, 2, 1])]);
}

#[test]
fn schock_two_below_general_but_above_streets() {
    // schock_two_below_general: Schock 2 ranks below every General and above every Straße;
    // Schock 3 still beats General 6.
    let rules = Preset::Obertiefenbach.rules();
    assert!(rules.schock_two_below_general);
    assert_descending(
        &rules,
        &[once([1, 1, 3]), once([6, 6, 6]), once([2, 2, 2]), once([1, 1, 2]), once([4, 5, 6]), once([6, 6, 5])],
    );
    // Its value stays 2.
    assert_eq!(worth([1, 2, 1], &rules), Some(2));
}

#[test]
fn generals_rank_by_number_and_are_worth_three_or_pips() {
    // General x-x-x: higher x higher, all above Straßen; general_value three: 3 discs, pips: x.
    let mut rules = Preset::Grundregeln.rules();
    assert_eq!(rules.general_value, GeneralValue::Three, "grundregeln's agreed default is three");
    assert_descending(&rules, &[once([6, 6, 6]), once([5, 5, 5]), once([2, 2, 2]), once([4, 5, 6])]);
    assert_eq!(worth([6, 6, 6], &rules), Some(3));
    assert_eq!(worth([2, 2, 2], &rules), Some(3));
    rules.general_value = GeneralValue::Pips;
    assert_eq!(worth([6, 6, 6], &rules), Some(6));
    assert_eq!(worth([2, 2, 2], &rules), Some(2));
    assert_eq!(worth([5, 5, 5], &rules), Some(5));
}

#[test]
fn streets_ascending() {
    // streets = ascending: all four count (2 discs), 4-5-6 > 3-4-5 > 2-3-4 > 1-2-3, all above the
    // best Hausnummer 6-6-5.
    let rules = Preset::MainTaunus.rules();
    assert_eq!(rules.streets, Streets::Ascending);
    assert_descending(&rules, &[once([6, 4, 5]), once([3, 5, 4]), once([2, 3, 4]), once([3, 2, 1]), once([6, 6, 5])]);
    for d in [[1, 2, 3], [2, 3, 4], [3, 4, 5], [4, 5, 6]] {
        assert_eq!(worth(d, &rules), Some(2), "{d:?}");
    }
}

#[test]
fn streets_equal() {
    // streets = equal: all four count and are equal throws (grundregeln's agreed default).
    let rules = Preset::Grundregeln.rules();
    assert_eq!(rules.streets, Streets::Equal);
    assert_equal_rank(&rules, once([1, 2, 3]), once([4, 5, 6]));
    assert_equal_rank(&rules, once([2, 3, 4]), once([3, 4, 5]));
    assert_descending(&rules, &[once([2, 2, 2]), once([1, 2, 3]), once([6, 6, 5])]);
    assert_eq!(worth([3, 4, 5], &rules), Some(2));
}

#[test]
fn streets_small_and_large() {
    // streets = small-and-large: only 1-2-3 and 4-5-6 count, large > small; 2-3-4 and 3-4-5 are
    // Hausnummern (reading).
    let mut rules = Preset::Grundregeln.rules();
    rules.streets = Streets::SmallAndLarge;
    assert!(matches!(category([2, 3, 4], &rules), Category::Hausnummer(_)));
    assert!(matches!(category([5, 4, 3], &rules), Category::Hausnummer(_)));
    assert_eq!(worth([2, 3, 4], &rules), Some(1));
    assert_eq!(worth([6, 5, 4], &rules), Some(2));
    assert_eq!(worth([1, 2, 3], &rules), Some(2));
    // 6-6-5 is the best Hausnummer (sum 17) and still below the small street.
    assert_descending(&rules, &[once([4, 5, 6]), once([1, 2, 3]), once([6, 6, 5]), once([3, 4, 5])]);
}

#[test]
fn house_numbers_by_digits() {
    // house_numbers = digits: read high to low; 6-6-5 = 665 is the best, 2-2-1 = 221 the worst.
    let rules = Preset::MainTaunus.rules();
    assert_eq!(rules.house_numbers, HouseNumbers::Digits);
    assert_descending(
        &rules,
        &[once([5, 6, 6]), once([6, 6, 4]), once([6, 5, 1]), once([5, 5, 4]), once([4, 3, 1]), once([1, 2, 2])],
    );
    // Unordered dice: 6-5-2 and 2-6-5 are the same Hausnummer.
    assert_equal_rank(&rules, once([6, 5, 2]), once([2, 6, 5]));
    assert_eq!(worth([6, 6, 5], &rules), Some(1));
}

#[test]
fn house_numbers_by_sum() {
    // house_numbers = sum: the pip sum; equal sums are equal throws.
    let rules = Preset::Dohren.rules();
    assert_eq!(rules.house_numbers, HouseNumbers::Sum);
    assert_equal_rank(&rules, once([6, 2, 1]), once([5, 3, 1]));
    assert_equal_rank(&rules, once([6, 6, 2]), once([5, 5, 4]));
    assert_descending(&rules, &[once([6, 6, 5]), once([4, 4, 2]), once([6, 2, 1]), once([2, 2, 3])]);
}

#[test]
fn fewer_throws_win_after_the_category() {
    // Section 3, step 2 (fewer_throws_win, Kalk): of equal categories, fewer throws rank higher;
    // the category still comes first.
    let rules = Preset::Kalk.rules();
    assert!(rules.fewer_throws_win);
    assert_descending(&rules, &[throw([4, 4, 4], 1, true), throw([4, 4, 4], 2, false), throw([4, 4, 4], 3, false)]);
    assert_descending(&rules, &[throw([6, 6, 6], 3, false), throw([5, 5, 5], 1, true)]);

    // Without the knob (Main-Taunus) the count does not matter.
    let rules = Preset::MainTaunus.rules();
    assert_equal_rank(&rules, throw([4, 4, 4], 1, true), throw([4, 4, 4], 3, false));
}

#[test]
fn hand_beats_assembled_after_fewer_throws() {
    // Section 3, step 3 (hand_beats_assembled, Obertiefenbach): of equal throws, from the hand ranks
    // higher; step 2 (fewer throws) and the category come first.
    let rules = Preset::Obertiefenbach.rules();
    assert!(rules.hand_beats_assembled && rules.fewer_throws_win);
    assert_descending(&rules, &[throw([5, 5, 5], 2, true), throw([5, 5, 5], 2, false)]);
    assert_descending(&rules, &[throw([5, 5, 5], 2, false), throw([5, 5, 5], 3, true)]);
    assert_descending(&rules, &[throw([6, 6, 6], 3, false), throw([5, 5, 5], 1, true)]);

    // Without the knob (Theimann Dimmi: neither knob) hand and count do not matter.
    let rules = Preset::TheimannDimmi.rules();
    assert_equal_rank(&rules, throw([5, 5, 5], 2, true), throw([5, 5, 5], 2, false));
    assert_equal_rank(&rules, throw([5, 5, 5], 1, true), throw([5, 5, 5], 3, false));
}

#[test]
fn single_throw_is_always_from_the_hand() {
    // Section 1: "from the hand … always true when the player threw once"; FORMAT.md: `hand`
    // defaults to true for `throws: 1` and false otherwise.
    let one = Count::new(1).unwrap();
    let two = Count::new(2).unwrap();
    assert!(Throw::new(dice([1, 1, 1]), one, false).is_none());
    assert!(Throw::with_default_hand(dice([1, 1, 1]), one).hand());
    assert!(!Throw::with_default_hand(dice([1, 1, 1]), two).hand());
    assert!(Throw::new(dice([1, 1, 1]), two, true).expect("assembled flag may be set").hand());
    assert!(Count::new(0).is_none() && Count::new(4).is_none());
    assert!(Dice::new([7, 1, 1]).is_none() && Dice::new([0, 1, 1]).is_none());
}
