//! Money, the one type for it: whole cents, never a float, so a tab adds up to the cent however
//! many evenings it sums and a payout to the cent of what the till took. The club's books (a
//! credit is negative) and the tournament's till (fees, payments, prizes) both keep it; it is
//! written as people of the language write it in one place, `numbers::euro`.

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

/// As people of the current language write it: `12,50 €` / `€12.50` (the till's one format).
impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::numbers::euro(*self))
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
}
