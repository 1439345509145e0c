//! A tournament's rounds and tables as people number them (from 1): [`RoundNo`] and [`TableNo`].
//!
//! Two numbers that must never be swapped or taken for a position in a list are two types, so a
//! round is never passed where a table is meant and `[n as usize - 1]` is written once, here
//! ([`RoundNo::index`]). They live beside the session because a table's session file names its
//! round and table (`tournament: (round: 2, table: 3)`, [`super::log::TableRef`]); the tournament
//! uses them from here. `Display`, serde and Fluent all write the bare number.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::num::NonZeroU32;

macro_rules! numbered {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(NonZeroU32);

        impl $name {
            /// Number 1.
            pub const FIRST: $name = $name(NonZeroU32::MIN);

            /// The number `n` as people write it; `None` for 0. Files check their own bounds first
            /// (`tournament::file::bounds`).
            pub fn new(n: u32) -> Option<$name> {
                NonZeroU32::new(n).map($name)
            }

            /// The number as written.
            pub fn get(self) -> u32 {
                self.0.get()
            }

            /// Its place in a list counted from 0 (number 1 is at 0).
            pub fn index(self) -> usize {
                // A u32 always fits a usize on the platforms this program builds for.
                (self.0.get() - 1) as usize
            }

            /// The number of the item at `index` of a list (counted from 0); `None` past `u32`.
            pub fn from_index(index: usize) -> Option<$name> {
                u32::try_from(index).ok()?.checked_add(1).and_then($name::new)
            }

            /// The number after this one (`None` past `u32`).
            pub fn next(self) -> Option<$name> {
                self.0.checked_add(1).map($name)
            }

            /// 1, 2, 3, …: zipped with a list, each item with its number.
            pub fn all() -> impl Iterator<Item = $name> {
                std::iter::successors(Some($name::FIRST), |n| n.next())
            }

            /// Each item of `items` with its number (the first is number 1).
            pub fn numbered<I: IntoIterator>(items: I) -> impl Iterator<Item = ($name, I::Item)> {
                $name::all().zip(items)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.0, f)
            }
        }

        impl From<$name> for crate::i18n::Arg<'_> {
            fn from(n: $name) -> Self {
                crate::i18n::Arg::from(n.get())
            }
        }

        impl std::str::FromStr for $name {
            type Err = std::num::ParseIntError;

            /// A number as typed: digits, not 0.
            fn from_str(s: &str) -> Result<$name, Self::Err> {
                s.parse::<NonZeroU32>().map($name)
            }
        }
    };
}

numbered!(
    /// A tournament round's number (from 1).
    RoundNo
);

numbered!(
    /// A table's number within its round (from 1).
    TableNo
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_places() {
        let r = RoundNo::new(3).expect("3");
        assert_eq!((r.get(), r.index(), r.to_string()), (3, 2, "3".to_string()));
        assert_eq!(RoundNo::new(0), None);
        assert_eq!(RoundNo::from_index(2), Some(r));
        assert_eq!(TableNo::from_index(u32::MAX as usize), None);
        assert_eq!(TableNo::new(u32::MAX).and_then(TableNo::next), None);
        let listed: Vec<(TableNo, char)> = TableNo::numbered(['a', 'b']).collect();
        assert_eq!(listed, [(TableNo::FIRST, 'a'), (TableNo::new(2).expect("2"), 'b')]);
        assert!("0".parse::<TableNo>().is_err());
        assert_eq!("12".parse::<TableNo>().ok().map(TableNo::get), Some(12));
        assert_eq!(serde_json::to_string(&r).ok().as_deref(), Some("3"));
    }
}
