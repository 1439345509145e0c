//! The limits of the game and of a tournament's tables, named once: every check, file reader,
//! form and command line asks here, so none of them can disagree with another.

use std::ops::RangeInclusive;

/// The faces of a die (RULES.md 2).
pub const PIPS: RangeInclusive<u8> = 1..=6;

/// How often a player may throw in a round (RULES.md 1, "throw": 1–3).
pub const THROWS: RangeInclusive<u8> = 1..=3;

/// The sums a roll-off records: three dice thrown once (RULES.md 5, FORMAT.md `RollOff`: 3–18).
pub const ROLL_OFF_SUMS: RangeInclusive<u8> = *PIPS.start() * 3..=*PIPS.end() * 3;

/// The discs a table may play with (RULES.md 9: `discs` "is a number (3 to 30)").
pub const DISCS: RangeInclusive<u8> = 3..=30;

/// The fewest players a session seats: a round needs a winner and a loser.
pub const MIN_PLAYERS: usize = 2;

/// How many players a tournament's table seats (TOURNAMENT.md 1: "Tables have 2 to 6 players").
pub const TABLE_SIZES: RangeInclusive<usize> = MIN_PLAYERS..=6;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_documents_numbers() {
        assert_eq!(ROLL_OFF_SUMS, 3..=18);
        assert_eq!((*DISCS.start(), *DISCS.end()), (3, 30));
        assert_eq!(TABLE_SIZES, 2..=6);
        assert_eq!(THROWS.count(), 3);
        // Both presets' disc counts are within the knob's range.
        assert!(DISCS.contains(&13) && DISCS.contains(&15));
    }
}
