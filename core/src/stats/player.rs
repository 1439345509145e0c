//! One player's figures, the row of the statistics' table: a type of its own, so the table's
//! columns (`column.rs`) and the sums (`stats.rs`) share it without using each other.

use serde::Serialize;

/// One player's figures over the selected sessions.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct PlayerStats {
    pub name: String,
    pub evenings: u32,
    pub games_played: u32,
    pub games_lost: u32,
    pub halves_lost: u32,
    pub finals_played: u32,
    pub finals_lost: u32,
    /// Games lost by Durchmarsch (both halves).
    pub durchmarsch: u32,
    pub schock_outs: u32,
    pub jules: u32,
    pub rounds_played: u32,
    pub rounds_lost: u32,
    /// Discs received as a round's loser (from the stock, the winner, or all at a Schock-Out).
    pub discs_received: u32,
    pub tally_marks: u32,
    /// Games lost / games played (0 when none played).
    pub loss_rate: f64,
    /// The longest run of games played and lost in a row.
    pub longest_losing_streak: u32,
    /// The longest run of games played without a loss.
    pub longest_clean_streak: u32,
}
