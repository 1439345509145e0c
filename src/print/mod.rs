//! Printouts as PDF (A4): the round sheet of an evening or of one game (`sheet`), a blank round
//! sheet for playing on paper with the rule set's throw table (`blank`), and the beer mats with
//! every player's tally marks (`tallies`); the club's tab, statements, season tables and certificates (`club`); the tournament's printouts (`tournament`) carry the club's name and
//! logo as a letterhead (`branding`).
//!
//! Every function here is pure: it takes a session (or a rule set) and returns the PDF's bytes,
//! worded in the current language (`print.ftl`);
//! reading and writing files is the command line's business (`schocken print`). `layout` holds
//! the pages, the built-in fonts and the text helpers they share.

pub mod blank;
pub mod branding;
pub mod cash;
mod certificates;
pub mod club;
mod common;
pub mod layout;
mod listing;
pub mod sheet;
pub mod table_codes;
pub mod tallies;
pub mod tournament;

pub use blank::blank_sheet;
pub use common::{BLANK_PLAYERS, PrintError};
pub use sheet::round_sheet;
pub use tallies::tallies;
