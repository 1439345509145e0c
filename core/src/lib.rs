//! schocken-core: everything the program knows about Schocken, with no GUI, no files and no network.
//!
//! `rules` knows the game (one module per RULES.md section), `session` an evening's event log and what it leads
//! to, `tournament` a tournament's file, draw and standings, `report` turns both into the public JSON and into
//! sentences for people, `stats` sums evenings up, `names` compares and sorts players' names, `i18n` holds every
//! word. The binary crate `schocken` reads and writes files, draws windows, prints and serves; see ARCHITECTURE.md.

pub mod brand;
pub mod club;
pub mod export;
pub mod i18n;
pub mod money;
pub mod names;
pub mod numbers;
pub mod players;
mod position;
pub mod report;
pub mod rng;
pub mod rules;
pub mod session;
pub mod sim;
pub mod site;
pub mod stats;
pub mod tournament;
