//! A player's throw, its category (RULES.md section 2) and its rank in a round (section 3).

use super::knobs::{GeneralValue, HandOnly, HouseNumbers, Rules, SchockShape, Streets};
use super::limits::{PIPS, THROWS};
use std::fmt;

/// Three dice as the referee entered them (the order is kept for display; ranking ignores it).
/// Parse, don't validate: a `Dice` always holds three values 1–6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dice([u8; 3]);

impl Dice {
    /// `None` unless every value is 1–6.
    pub fn new(dice: [u8; 3]) -> Option<Dice> {
        dice.iter().all(|d| PIPS.contains(d)).then_some(Dice(dice))
    }

    /// Three dice from the numbers of a file: the first number that is no die (1 to 6) is the error.
    pub fn parse(numbers: [i64; 3]) -> Result<Dice, i64> {
        let mut dice = [0; 3];
        for (die, &n) in dice.iter_mut().zip(&numbers) {
            *die = u8::try_from(n).ok().filter(|d| PIPS.contains(d)).ok_or(n)?;
        }
        Ok(Dice(dice))
    }

    /// The dice in the order entered.
    pub fn values(self) -> [u8; 3] {
        self.0
    }

    /// The dice from high to low, as people read a throw (6-5-4).
    pub fn sorted_desc(self) -> [u8; 3] {
        let mut d = self.0;
        d.sort_unstable_by(|a, b| b.cmp(a));
        d
    }

    pub fn sum(self) -> u8 {
        self.0.iter().sum()
    }
}

impl fmt::Display for Dice {
    /// `6-5-4`, high to low.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c] = self.sorted_desc();
        write!(f, "{a}-{b}-{c}")
    }
}

/// How often a player threw in a round: 1, 2 or 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Count(u8);

impl Count {
    /// The most throws a round allows anyone.
    pub const MOST: Count = Count(*THROWS.end());

    pub fn new(n: u8) -> Option<Count> {
        THROWS.contains(&n).then_some(Count(n))
    }

    pub fn get(self) -> u8 {
        self.0
    }
}

/// One player's result in a round: three dice, how often he threw, and whether the result came
/// from the hand. A single throw is always from the hand, so `Throw` cannot hold `1, assembled`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Throw {
    dice: Dice,
    count: Count,
    hand: bool,
}

impl Throw {
    /// `None` for a single throw marked as assembled (a single throw is always from the hand).
    pub fn new(dice: Dice, count: Count, hand: bool) -> Option<Throw> {
        (count.get() > 1 || hand).then_some(Throw { dice, count, hand })
    }

    /// A throw whose `hand` takes the session file's default: from the hand exactly when thrown once.
    pub fn with_default_hand(dice: Dice, count: Count) -> Throw {
        Throw { dice, count, hand: count.get() == 1 }
    }

    pub fn dice(self) -> Dice {
        self.dice
    }

    pub fn count(self) -> Count {
        self.count
    }

    pub fn hand(self) -> bool {
        self.hand
    }

    /// Whether `hand` differs from what a session file assumes when the field is absent.
    pub fn hand_is_explicit(self) -> bool {
        self.hand != (self.count.get() == 1)
    }

    /// The throw's category under `rules`: what its dice are from the hand, unless `hand_only`
    /// makes it an assembled Hausnummer.
    pub fn category(self, rules: &Rules) -> Category {
        let category = Category::of(self.dice, rules);
        if self.hand || !category.hand_only(rules) { category } else { Category::house_number(self.dice, rules) }
    }

    /// What the dice would have been from the hand, where `hand_only` made this assembled throw a
    /// Hausnummer (for telling the table why: "gebastelte Straße zählt als Hausnummer").
    pub fn hand_only_lost(self, rules: &Rules) -> Option<Category> {
        let from_hand = Category::of(self.dice, rules);
        (!self.hand && from_hand.hand_only(rules)).then_some(from_hand)
    }

    /// The key a round ranks throws by (higher is better), before ties (RULES.md section 3, 1–3).
    pub fn rank(self, rules: &Rules) -> Rank {
        Rank {
            category: self.category(rules).order(rules),
            fewer_throws: if rules.fewer_throws_win { Count::MOST.0 - self.count.get() } else { 0 },
            hand: rules.hand_beats_assembled && self.hand,
        }
    }
}

/// The discs a Jule is worth.
const JULE: u8 = 7;

/// A Schock-Out's place in the order of categories (the top).
const SCHOCK_OUT: u16 = 7000;

/// What a throw is (RULES.md section 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Category {
    /// 1-1-1: all discs, the part ends.
    SchockOut,
    /// 1-2-4, where `jule` is on.
    Jule,
    /// 1-2-2, where `siebener` is not 1 (and it is no Schock).
    Siebener,
    /// 1-3-3, where `achter` is not 1 (and it is no Schock).
    Achter,
    /// Schock x, x = 2…6.
    Schock(u8),
    /// x-x-x, x = 2…6.
    General(u8),
    /// A run; the value is its highest die (3 for 1-2-3 … 6 for 4-5-6).
    Strasse(u8),
    /// Anything else; the value is its rank inside the category (digits, or pip sum).
    Hausnummer(u16),
}

impl Category {
    /// Classifies unordered dice thrown from the hand (an assembled throw: [`Throw::category`]).
    pub fn of(dice: Dice, rules: &Rules) -> Category {
        let [c, b, a] = dice.sorted_desc(); // a <= b <= c
        if a == 1 && b == 1 && c == 1 {
            return Category::SchockOut;
        }
        if rules.jule && (a, b, c) == (1, 2, 4) {
            return Category::Jule;
        }
        match rules.schock_shape {
            SchockShape::TwoOnes if a == 1 && b == 1 => return Category::Schock(c),
            SchockShape::OnePlusPair if a == 1 && b == c => return Category::Schock(c),
            _ => {}
        }
        if rules.siebener.discs().is_some() && (a, b, c) == (1, 2, 2) {
            return Category::Siebener;
        }
        if rules.achter.discs().is_some() && (a, b, c) == (1, 3, 3) {
            return Category::Achter;
        }
        if a == b && b == c {
            return Category::General(a);
        }
        if b == a + 1 && c == b + 1 {
            let counts = match rules.streets {
                Streets::Ascending | Streets::Equal => true,
                Streets::SmallAndLarge => c == 3 || c == 6,
            };
            if counts {
                return Category::Strasse(c);
            }
        }
        Category::house_number(dice, rules)
    }

    /// The dice read as a Hausnummer, whatever else they might be: by `house_numbers`.
    fn house_number(dice: Dice, rules: &Rules) -> Category {
        let [c, b, a] = dice.sorted_desc();
        match rules.house_numbers {
            HouseNumbers::Digits => Category::Hausnummer(c as u16 * 100 + b as u16 * 10 + a as u16),
            HouseNumbers::Sum => Category::Hausnummer((a + b + c) as u16),
        }
    }

    /// Whether `hand_only` lets this category count only from the hand (RULES.md 2): a Schock and
    /// a Schock-Out count assembled under every value.
    fn hand_only(self, rules: &Rules) -> bool {
        match rules.hand_only {
            HandOnly::Off => false,
            HandOnly::Streets => matches!(self, Category::Strasse(_)),
            HandOnly::Specials => matches!(
                self,
                Category::Jule | Category::Siebener | Category::Achter | Category::General(_) | Category::Strasse(_)
            ),
        }
    }

    /// The discs this throw puts at stake when it wins a round (`None` for a Schock-Out: all).
    pub fn discs(self, rules: &Rules) -> Option<u8> {
        Some(match self {
            Category::SchockOut => return None,
            Category::Jule => JULE,
            Category::Siebener => rules.siebener.number(),
            Category::Achter => rules.achter.number(),
            Category::Schock(x) => x,
            Category::General(x) => match rules.general_value {
                GeneralValue::Three => 3,
                GeneralValue::Pips => x,
            },
            Category::Strasse(_) => 2,
            Category::Hausnummer(_) => 1,
        })
    }

    /// Whether this is a Schock in the sense of `handschock` (a Schock or a Schock-Out).
    pub fn is_schock(self) -> bool {
        matches!(self, Category::Schock(_) | Category::SchockOut)
    }

    /// A number that orders categories and the order inside them (higher is better).
    fn order(self, rules: &Rules) -> u16 {
        match self {
            Category::Hausnummer(n) => 1000 + n,
            Category::Strasse(top) => {
                2000 + match rules.streets {
                    Streets::Ascending | Streets::SmallAndLarge => top as u16,
                    Streets::Equal => 0,
                }
            }
            Category::Schock(2) if rules.schock_two_below_general => 3000,
            Category::General(x) => 4000 + x as u16,
            Category::Schock(x) => 5000 + x as u16,
            // Jule, Siebener and Achter by their discs, higher first; at equal discs Jule first.
            Category::Jule => 6000 + 2 * JULE as u16 + 1,
            Category::Siebener => 6000 + 2 * rules.siebener.number() as u16,
            Category::Achter => 6000 + 2 * rules.achter.number() as u16,
            Category::SchockOut => SCHOCK_OUT,
        }
    }
}

/// How a throw ranks in its round before ties are broken: compare two `Rank`s with `Ord`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank {
    category: u16,
    fewer_throws: u8,
    hand: bool,
}

impl Rank {
    /// Two Schock-Outs are never a tie: `equal_schock_outs` orders them, whatever `equal_throws` says.
    pub fn is_schock_out(self) -> bool {
        self.category == SCHOCK_OUT
    }
}
