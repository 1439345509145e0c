//! RULES.md recomputed for the property tests, from the text and not from the engine's code: a
//! throw's category (house rules included), the throw that counts over the limit, the discs at
//! stake, the ranking key, how equal throws are settled, the marks a throw owes.

use super::*;

/// A throw's category (RULES.md section 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Cat {
    SchockOut,
    Jule,
    Siebener,
    Achter,
    Schock(u8),
    General(u8),
    Strasse(u8),
    House(u16),
}

/// A throw's category: its dice's from the hand, a Hausnummer where `hand_only` asks for the hand.
pub(super) fn classify(t: Throw, r: &Rules) -> Cat {
    let mut d = t.dice().values();
    d.sort_unstable();
    let [a, b, c] = d;
    let house = Cat::House(match r.house_numbers {
        HouseNumbers::Digits => u16::from(c) * 100 + u16::from(b) * 10 + u16::from(a),
        HouseNumbers::Sum => u16::from(a + b + c),
    });
    let cat = if (a, b, c) == (1, 1, 1) {
        Cat::SchockOut
    } else if r.jule && (a, b, c) == (1, 2, 4) {
        Cat::Jule
    } else if r.schock_shape == SchockShape::TwoOnes && a == 1 && b == 1 {
        Cat::Schock(c)
    } else if r.schock_shape == SchockShape::OnePlusPair && a == 1 && b == c {
        Cat::Schock(b)
    } else if r.siebener.number() > 1 && (a, b, c) == (1, 2, 2) {
        Cat::Siebener
    } else if r.achter.number() > 1 && (a, b, c) == (1, 3, 3) {
        Cat::Achter
    } else if a == b && b == c {
        Cat::General(a)
    } else if b == a + 1 && c == b + 1 && (r.streets != Streets::SmallAndLarge || c == 3 || c == 6) {
        Cat::Strasse(c)
    } else {
        house
    };
    let needs_hand = match r.hand_only {
        HandOnly::Off => false,
        HandOnly::Streets => matches!(cat, Cat::Strasse(_)),
        HandOnly::Specials => !matches!(cat, Cat::SchockOut | Cat::Schock(_) | Cat::House(_)),
    };
    if needs_hand && !t.hand() { house } else { cat }
}

/// The throw as it ranks and scores (RULES.md 3): under `over_limit_disc` a throw over the limit
/// is one throw from the hand.
pub(super) fn counted(t: Throw, limit: Count, r: &Rules) -> Throw {
    if r.over_limit_disc && t.count() > limit { Throw::with_default_hand(t.dice(), Count::new(1).unwrap()) } else { t }
}

/// The discs a winning throw puts at stake; `None` for a Schock-Out (everything).
pub(super) fn stake(cat: Cat, r: &Rules) -> Option<u8> {
    match cat {
        Cat::SchockOut => None,
        Cat::Jule => Some(7),
        Cat::Siebener => Some(r.siebener.number()),
        Cat::Achter => Some(r.achter.number()),
        Cat::Schock(x) => Some(x),
        Cat::General(x) => Some(if r.general_value == GeneralValue::Pips { x } else { 3 }),
        Cat::Strasse(_) => Some(2),
        Cat::House(_) => Some(1),
    }
}

/// The ranking key of RULES.md section 3, steps 1–3 (higher is better).
pub(super) fn key(t: Throw, r: &Rules) -> (u32, u8, bool) {
    let category = match classify(t, r) {
        Cat::SchockOut => 7000,
        // By discs, and Jule before a Siebener of equal discs.
        Cat::Jule => 6000 + 2 * 7 + 1,
        Cat::Siebener => 6000 + 2 * u32::from(r.siebener.number()),
        Cat::Achter => 6000 + 2 * u32::from(r.achter.number()),
        Cat::Schock(2) if r.schock_two_below_general => 3500,
        Cat::Schock(x) => 5000 + u32::from(x),
        Cat::General(x) => 4000 + u32::from(x),
        Cat::Strasse(top) => 2000 + if r.streets == Streets::Equal { 0 } else { u32::from(top) },
        Cat::House(n) => 1000 + u32::from(n),
    };
    (category, if r.fewer_throws_win { 3 - t.count().get() } else { 0 }, r.hand_beats_assembled && t.hand())
}

/// How equal throws with this key are settled: by throwing order, `Some(true)` where the later is
/// worse and `Some(false)` where the earlier is (Schock-Outs, `equal_schock_outs`); `None` by roll-off.
pub(super) fn by_order(k: (u32, u8, bool), r: &Rules) -> Option<bool> {
    if k.0 == 7000 {
        Some(r.equal_schock_outs == EqualSchockOuts::LaterWorse)
    } else {
        (r.equal_throws == EqualThrows::LaterWorse).then_some(true)
    }
}

/// The marks a throw owes when its round is entered (RULES.md section 7): at most one.
pub(super) fn throw_mark(t: Throw, r: &Rules) -> u32 {
    let cat = classify(t, r);
    let schock = matches!(cat, Cat::Schock(_) | Cat::SchockOut);
    let handschock = t.hand() && schock && r.handschock == Handschock::Round;
    let out_from_hand = t.hand() && cat == Cat::SchockOut && r.schock_out_from_hand_round;
    u32::from(handschock || out_from_hand)
}
