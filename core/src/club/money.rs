//! Money as the club's books keep it: whole cents, never a float, so a tab adds up to the cent
//! however many evenings it sums.

use serde::{Serialize, Serializer};
use std::fmt;
use std::iter::Sum;
use std::ops::{Add, Mul, Neg, Sub};

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

/// As people of the current language write it: `12,50 €` / `€12.50` (the till's one format).
impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::numbers::euro(self.0))
    }
}

/// In the JSON (CLUB.md 7): integer cents.
impl Serialize for Money {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_i64(self.0)
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
        crate::i18n::scoped(crate::i18n::Lang::De, || {
            assert_eq!(Money::cents(-170).to_string(), "\u{2212}1,70\u{a0}€")
        });
    }
}
