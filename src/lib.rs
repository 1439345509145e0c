//! schocken: referee and scorekeeper for the German bar dice game Schocken (Jule, Knobel-Max).
//!
//! `rules` knows the game, `session` the event log and what it leads to, `report` turns a
//! session into the public JSON of `schocken replay --json` and into text for people.

pub mod cli;
pub mod export;
pub mod history;
pub mod i18n;
pub mod names;
pub mod print;
pub mod report;
pub mod rules;
pub mod session;
pub mod sim;
pub mod stats;
pub mod store;
pub mod time_up;
pub mod tournament;
pub mod tournament_cli;
pub mod tournament_folder;
pub mod ui;
pub mod watch;
