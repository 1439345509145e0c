//! Pictures to share in the club's messenger group (issue 36): a tournament's standings, an
//! evening and a season's table, each a PNG 1080 pixels wide for a phone's screen, with the
//! club's name and logo, in the language of the moment.
//!
//! Pure like `print`: handed the results (and the club as `brand::Club`), never a file; the
//! window and the command line read the folder and write the file. Each picture is laid out as
//! an SVG document (`svg`, the look in `frame`, one layout a file) from the rows the printouts
//! and the terminal show, then drawn by resvg in the fonts built into the program (`render`).
//! Nothing of money is ever drawn: no till, no tab, no prize money.

mod error;
mod evening;
mod frame;
pub mod render;
mod season;
mod standings;
pub mod svg;

use schocken_core::brand::Club;
use schocken_core::club::season::SeasonTable;
use schocken_core::session::log::Session;
use schocken_core::tournament::file::TournamentFile;
use schocken_core::tournament::replay::Tournament;
use schocken_core::tournament::standings::Standings;
use schocken_core::tr;

pub use error::ShareError;
pub use frame::{Drawing, MAX_HEIGHT, MIN_HEIGHT, WIDTH};

/// What a picture shows.
#[derive(Clone, Copy)]
pub enum Subject<'a> {
    /// A tournament's standings, as its folder was replayed.
    Standings { file: &'a TournamentFile, tournament: &'a Tournament, standings: &'a Standings },
    /// An evening at one table.
    Evening(&'a Session),
    /// A season's table with its awards.
    Season(&'a SeasonTable),
}

impl Subject<'_> {
    /// The file's name without `.png`, in the language of the moment: `rangliste-2026-11-28`.
    pub fn file_stem(&self) -> String {
        let day = |started: Option<&str>| started.and_then(|s| s.get(..10)).map(str::to_string);
        let (what, tail) = match self {
            Subject::Standings { file, .. } => (tr!("share-file-standings"), day(file.started.as_deref())),
            Subject::Evening(session) => (tr!("share-file-evening"), day(session.header().started.as_deref())),
            Subject::Season(table) => (tr!("share-file-season"), Some(table.season.clone())),
        };
        let stem = match tail {
            Some(tail) => format!("{what}-{tail}"),
            None => what,
        };
        file_safe(&stem)
    }
}

/// A name as a file's: letters, digits and dashes, lower case ("Saison 2026/27" → "saison-2026-27").
fn file_safe(name: &str) -> String {
    let lower = name.to_lowercase();
    let words: Vec<&str> = lower.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect();
    if words.is_empty() { "bild".to_string() } else { words.join("-") }
}

/// The picture of `subject` laid out, for `club`.
pub fn drawing(subject: &Subject<'_>, club: &Club) -> Drawing {
    match *subject {
        Subject::Standings { file, tournament, standings } => standings::draw(file, tournament, standings, club),
        Subject::Evening(session) => evening::draw(session, club),
        Subject::Season(table) => season::draw(table, club),
    }
}

/// The PNG of `subject` for `club`.
pub fn picture(subject: &Subject<'_>, club: &Club) -> Result<Vec<u8>, ShareError> {
    let drawing = drawing(subject, club);
    let logo = club.logo.as_deref().zip(drawing.logo);
    render::png(&drawing.svg, logo)
}

/// The rows the pictures draw, from the functions the printouts and the terminal use: for the
/// tests that hold the two together.
pub mod rows {
    pub use super::evening::{games as evening_games, players as evening_players};
    pub use super::season::shown as season_columns;
    pub use super::standings::{cells as standings_cells, shown as standings_columns};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_are_plain() {
        assert_eq!(file_safe("Saison 2026/27"), "saison-2026-27");
        assert_eq!(file_safe("Rangliste-2026-11-28"), "rangliste-2026-11-28");
        assert_eq!(file_safe("///"), "bild");
    }
}
