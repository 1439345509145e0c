//! schocken: referee, scorekeeper and tournament tool for the German bar dice game Schocken (Jule, Knobel-Max).
//!
//! This crate holds the edges around `schocken-core` (which knows the game and has no I/O): reading and writing
//! files (`store`, `tournament_folder`, `time_up`, `watch`), printing (`print`), exports, the command line
//! (`cli`, `tournament_cli`) and the windows (`ui`). See ARCHITECTURE.md.

pub mod cli;
pub mod export;
pub mod history;
pub mod print;
pub mod store;
pub mod time_up;
pub mod tournament_cli;
pub mod tournament_folder;
pub mod ui;
pub mod watch;
