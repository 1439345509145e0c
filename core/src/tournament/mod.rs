//! Tournaments (TOURNAMENT.md): the organiser's file, its replay, scoring and standings.
//!
//! Pure like `rules` and `session`: no I/O. The folder (`turnier.ron` and the tables' session
//! files) is read by `tournament_folder`, the CLI and the app.

pub mod at_table;
pub mod codes;
pub mod columns;
pub mod draw;
pub mod edit;
pub mod fees;
pub mod file;
pub mod game;
pub mod json;
pub mod knockout;
pub mod organise;
pub mod problem;
pub mod replay;
pub mod standings;
pub mod standings_text;
pub mod status;

/// Rounds and tables as people number them: defined beside the session, whose files name them.
pub use crate::session::numbering::{RoundNo, TableNo};
