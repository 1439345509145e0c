//! A calendar day as the club's files write it (`YYYY-MM-DD`), read strictly: `2026-2-3`,
//! `2026-02-30` and year 0000 are no days (CLUB.md 3), so a typo never shifts a payment or a
//! price into another month unnoticed.

use chrono::{Datelike, NaiveDate};
use serde::{Serialize, Serializer};
use std::fmt;

/// A day of the Gregorian calendar, year 0001–9999.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day(NaiveDate);

impl Day {
    /// The day `text` writes as `YYYY-MM-DD` (exactly ten characters), where it is a real one.
    pub fn parse(text: &str) -> Option<Day> {
        let bytes = text.as_bytes();
        let shape = bytes.len() == 10
            && bytes.iter().enumerate().all(|(i, b)| if i == 4 || i == 7 { *b == b'-' } else { b.is_ascii_digit() });
        if !shape {
            return None;
        }
        let number = |range: std::ops::Range<usize>| text[range].parse::<u32>().ok();
        let year = i32::try_from(number(0..4)?).ok().filter(|&y| y >= 1)?;
        NaiveDate::from_ymd_opt(year, number(5..7)?, number(8..10)?).map(Day)
    }

    /// The day of a session: the first ten characters of its `started` as written — the local
    /// date at the bar, never converted (CLUB.md 2). `None` where they are no day.
    pub fn of_started(started: &str) -> Option<Day> {
        let head: String = started.chars().take(10).collect();
        Day::parse(&head)
    }

    /// The day as a chrono date, for the views' calendars and charts.
    pub fn date(self) -> NaiveDate {
        self.0
    }

    /// The day as people of the current language read it: `05.03.2026` / `2026-03-05`.
    pub fn shown(self) -> String {
        self.0.format(&crate::tr!("verein-date")).to_string()
    }

    /// Year and month, for sums per month (`2026-03`).
    pub fn month(self) -> (i32, u32) {
        (self.0.year(), self.0.month())
    }
}

/// As the files write it: `2026-03-05`.
impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0.format("%Y-%m-%d"))
    }
}

impl Serialize for Day {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_real_days_in_the_files_spelling() {
        assert_eq!(Day::parse("2026-03-05").unwrap().to_string(), "2026-03-05");
        for bad in ["2026-2-3", "2026-02-30", "0000-01-01", "2026-03-05 ", "2026/03/05", "２026-03-05", ""] {
            assert_eq!(Day::parse(bad), None, "{bad}");
        }
        assert_eq!(Day::parse("0001-01-01").unwrap().to_string(), "0001-01-01");
        assert_eq!(Day::of_started("2026-05-01T00:30:00+02:00"), Day::parse("2026-05-01"));
        assert_eq!(Day::of_started("2026-05"), None);
    }
}
