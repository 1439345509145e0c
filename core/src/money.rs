//! Money, the one type for it: whole cents, never a float, so a tab adds up to the cent however
//! many evenings it sums and a payout to the cent of what the till took. The club's books (a
//! credit is negative) and the tournament's till (fees, payments, prizes) both keep it; it is
//! written as people of the language write it in one place, its `Display`.

use crate::numbers::{grouped, number_marks};
use crate::tr;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Mul, Neg, Sub, SubAssign};

/// An amount in cents; negative is a credit (paid ahead).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Money(i64);

impl Money {
    pub const ZERO: Money = Money(0);

    pub const fn cents(cents: i64) -> Money {
        Money(cents)
    }

    pub const fn as_cents(self) -> i64 {
        self.0
    }

    /// An amount of whole euros (the till pays prizes in whole euros).
    pub const fn euros(euros: i64) -> Money {
        Money(euros * 100)
    }

    pub const fn is_zero(self) -> bool {
        self.0 == 0
    }

    /// Below zero: a credit in the books, missing money in the till.
    pub const fn is_negative(self) -> bool {
        self.0 < 0
    }

    /// Rounded down to a multiple of `step` (a whole euro: `Money::euros(1)`).
    pub const fn rounded_down(self, step: Money) -> Money {
        Money(self.0 - self.0.rem_euclid(step.0))
    }

    /// `share` parts of `whole` of it, rounded down to the cent (a prize's per cent of the
    /// money taken); no overflow however large.
    pub fn part(self, share: u32, whole: u32) -> Money {
        Money((i128::from(self.0) * i128::from(share) / i128::from(whole.max(1))) as i64)
    }

    /// Split `n` ways, each rounded down to the cent (what one of `n` gets before the rest).
    pub fn per(self, n: u32) -> Money {
        Money(self.0 / i64::from(n.max(1)))
    }
}

impl Money {
    /// An amount as typed: `5`, `5,50`, `5.50`, `1.234,50`, `5,50 €`, `€5.50`; `None` where it is
    /// none (or more than a million euros, which no bar takes).
    pub fn parse(text: &str) -> Option<Money> {
        let text: String = text.chars().filter(|c| !c.is_whitespace() && *c != '€').collect();
        // A comma is always the decimal mark (German); without one a point is, where one or two
        // digits follow it (`5.50`), else it groups thousands (`1.234`).
        let (whole, fraction) = match text.rsplit_once(',') {
            Some((_, "")) => return None,
            Some((whole, fraction)) => (whole.replace('.', ""), fraction.to_string()),
            None => match text.rsplit_once('.') {
                Some((whole, fraction)) if (1..=2).contains(&fraction.len()) => {
                    (whole.to_string(), fraction.to_string())
                }
                _ => (text.replace('.', ""), String::new()),
            },
        };
        let digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
        if !digits(&whole) || !(fraction.is_empty() || (digits(&fraction) && fraction.len() <= 2)) {
            return None;
        }
        let euros: i64 = whole.parse().ok().filter(|&e| e <= 1_000_000)?;
        let cents: i64 = if fraction.is_empty() { 0 } else { format!("{fraction:0<2}").parse().ok()? };
        Some(Money(euros * 100 + cents))
    }
}

impl Add for Money {
    type Output = Money;
    fn add(self, other: Money) -> Money {
        Money(self.0 + other.0)
    }
}

impl Sub for Money {
    type Output = Money;
    fn sub(self, other: Money) -> Money {
        Money(self.0 - other.0)
    }
}

impl AddAssign for Money {
    fn add_assign(&mut self, other: Money) {
        self.0 += other.0;
    }
}

impl SubAssign for Money {
    fn sub_assign(&mut self, other: Money) {
        self.0 -= other.0;
    }
}

impl Neg for Money {
    type Output = Money;
    fn neg(self) -> Money {
        Money(-self.0)
    }
}

/// A price times a number of marks.
impl Mul<u32> for Money {
    type Output = Money;
    fn mul(self, marks: u32) -> Money {
        Money(self.0 * i64::from(marks))
    }
}

impl Sum for Money {
    fn sum<I: Iterator<Item = Money>>(iter: I) -> Money {
        Money(iter.map(|m| m.0).sum())
    }
}

impl<'a> Sum<&'a Money> for Money {
    fn sum<I: Iterator<Item = &'a Money>>(iter: I) -> Money {
        Money(iter.map(|m| m.0).sum())
    }
}

/// As people of the current language write it: `1.234,50 €` / `€1,234.50`; a negative amount (a
/// credit) with the minus sign U+2212 before it all, `−1,40 €` / `−€1.40` (never `€-1.40`: the
/// sign belongs to the amount, not inside it). The one place money is written.
impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (decimal, _) = number_marks();
        let sign = if self.0 < 0 { "\u{2212}" } else { "" };
        let abs = self.0.unsigned_abs();
        let amount = format!("{}{decimal}{:02}", grouped((abs / 100) as usize), abs % 100);
        f.write_str(&tr!("fees-euro", sign = sign, amount = amount))
    }
}

/// In the JSON (CLUB.md 7) and the till's file: integer cents.
impl Serialize for Money {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_i64(self.0)
    }
}

/// Integer cents, as written (the till's file checks that its amounts are not negative).
impl<'de> Deserialize<'de> for Money {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Money, D::Error> {
        i64::deserialize(deserializer).map(Money)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_and_shows() {
        let owed: Money = [Money::cents(150), Money::cents(60) * 3].into_iter().sum();
        assert_eq!(owed, Money::cents(330));
        assert_eq!(owed - Money::cents(500), Money::cents(-170));
        assert_eq!(Money::cents(1_999).rounded_down(Money::euros(1)), Money::euros(19));
        assert_eq!(Money::cents(-150).rounded_down(Money::euros(1)), Money::euros(-2));
        assert_eq!(Money::cents(i64::MAX / 2).part(100, 100), Money::cents(i64::MAX / 2));
        assert_eq!(Money::cents(1_000).part(30, 100), Money::cents(300));
        assert_eq!(Money::cents(1_000).per(3), Money::cents(333));
        crate::i18n::scoped(crate::i18n::Lang::De, || {
            assert_eq!(Money::cents(-170).to_string(), "\u{2212}1,70\u{a0}€")
        });
    }

    #[test]
    fn a_credit_has_its_minus_sign_before_the_amount() {
        use crate::i18n::{Lang, scoped};
        scoped(Lang::En, || {
            assert_eq!(Money::cents(-140).to_string(), "\u{2212}€1.40");
            assert_eq!(Money::cents(123_450).to_string(), "€1,234.50");
        });
        scoped(Lang::De, || {
            assert_eq!(Money::cents(-140).to_string(), "\u{2212}1,40\u{a0}€");
            assert_eq!(Money::cents(0).to_string(), "0,00\u{a0}€");
        });
    }
}
