//! Club life (CLUB.md, issue 28): what the evenings a referee records mean for the club's till
//! and its year's table. `file` reads `verein.ron` (rules, prices, payments, waivers, seasons), `sitting`
//! turns a session into what the club counts (names as the registry's persons), `tab` settles
//! every person's marks against his payments, `season` ranks a season and gives its awards,
//! `words` lays both out for people (CLI, print, spreadsheet), `book` writes the file back, `edit`
//! is one change of the app's and its inverse (undo), `entry` reads a payment as typed ("Jörg zahlt 12,50 €"), `codes` keeps the
//! members' codes for their own page on the phone. Money is [`Money`], days are [`Day`]. Pure:
//! the folder is read by the binary's `io::club_folder`.

pub mod book;
pub mod codes;
pub mod day;
pub mod edit;
pub mod entry;
pub mod file;
pub mod order;
pub mod season;
pub mod sitting;
mod spans;
pub mod tab;
pub mod words;

pub use crate::money::Money;
pub use day::Day;
pub use edit::{BookEdit, EditRefused};
pub use file::{ClubEvent, ClubFile, ClubFileError, Payment, Ranking, Season};
pub use season::SeasonTable;
pub use sitting::Sitting;
pub use tab::Tab;
