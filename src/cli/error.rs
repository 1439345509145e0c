//! The command line's one error: data until it is printed, worded once here in the language of
//! the moment (`--lang`), as the other layers word theirs. A layer's error is kept as it came
//! (`?` converts it) and words itself; the command line's own problems — arguments that do not
//! go together, a value that does not read — are variants of their own.

use crate::io::cash::CashError;
use crate::io::club_folder::ClubFolderError;
use crate::io::players::PlayersError;
use crate::io::share::NotShared;
use crate::io::store::ReadError;
use crate::io::tournament_folder::FolderError;
use crate::print::PrintError;
use crate::serve::ServeError;
use crate::sheets::SheetError;
use schocken_core::session::refusal::Refusal;
use schocken_core::tr;
use std::path::PathBuf;

use super::club::ClubError;

/// Why a command did not do what it was asked (printed on stderr, exit status 2).
#[derive(Debug)]
pub enum CliError {
    /// A session file that does not read.
    Read(Box<ReadError>),
    /// A tournament folder refused (read, locked, written).
    Folder(Box<FolderError>),
    /// The till (`.kasse.ron`) refused.
    Cash(Box<CashError>),
    /// The club's player registry (`.spieler.ron`) refused.
    Registry(Box<PlayersError>),
    /// The club's folder refused (`verein.ron`'s rules for a blank sheet).
    ClubFolder(Box<ClubFolderError>),
    /// A `club` command's own refusal.
    Club(Box<ClubError>),
    Sheets(Box<SheetError>),
    Picture(Box<NotShared>),
    Serve(Box<ServeError>),
    Csv(Box<csv::Error>),
    /// The window could not be opened (no display, no graphics).
    Window(String),
    /// `schocken FILE` names no file.
    NoSuchFile(PathBuf),
    /// A file given beside a command.
    FileAndCommand,
    /// No `--sessions` and no data folder on this system.
    NoDataFolder,
    /// The sessions folder cannot be listed.
    FolderProblem {
        dir: PathBuf,
        error: std::io::Error,
    },
    /// `stats --player NAME` for a name no evening of the folder knows.
    UnknownPlayer {
        name: String,
        dir: PathBuf,
    },
    /// `rules PRESET` naming none (worded with the one it likely means).
    UnknownPreset(String),
    /// `--rules PRESET` naming none.
    UnknownRules(String),
    /// `simulate`'s players refused by the rules (too few, twice, …).
    Players(Refusal),
    /// A blank sheet refused (`--players` out of bounds).
    BlankSheet(PrintError),
    /// A session's round sheet refused (`--game` it does not have).
    Sheet {
        file: PathBuf,
        error: PrintError,
    },
    /// `print --blank` with a session file.
    BlankWithFile(PathBuf),
    BlankWithGame,
    BlankPlayers,
    PrintNoFile,
    /// `--players`/`--rules` without `--blank`.
    PrintBlankOnly,
    TalliesWithGame,
    /// `print FILE --out FILE`: the PDF would overwrite the session.
    PrintSameFile(PathBuf),
    /// A file that cannot be written.
    Unwritable {
        file: PathBuf,
        error: std::io::Error,
    },
    /// An amount of money that does not read.
    BadAmount(String),
    /// `fees plan --schock-out` without places.
    SchockOutAlone,
    /// `draw --knockout SPEC` that does not read.
    BadKnockout(String),
    /// A draw over tables of the latest round without results (unless `--force`).
    OpenTables {
        round: usize,
        tables: String,
    },
    /// A round that was not drawn.
    NoRound(u32),
    /// A table typed as 0 (tables are numbered from 1).
    NoTable {
        round: u32,
        table: u32,
    },
    /// `--discs 3:11,5:15` with a pair that does not read or is out of bounds.
    BadDiscs(String),
    /// A card's game as typed that does not read.
    BadGame(String),
    /// The time-up announcement not written.
    TimeUp {
        dir: PathBuf,
        error: std::io::Error,
    },
    /// The package's files not written (`package-files`).
    Package(Box<crate::package::NotWritten>),
}

impl CliError {
    /// In the current language.
    pub fn message(&self) -> String {
        let shown = |p: &PathBuf| p.display().to_string();
        match self {
            CliError::Read(e) => e.to_string(),
            CliError::Folder(e) => e.message(),
            CliError::Cash(e) => e.message(),
            CliError::Registry(e) => e.to_string(),
            CliError::ClubFolder(e) => e.message(),
            CliError::Club(e) => e.message(),
            CliError::Sheets(e) => e.message(),
            CliError::Picture(e) => e.message(),
            CliError::Serve(e) => e.message(),
            CliError::Csv(e) => e.to_string(),
            CliError::Window(error) => tr!("cli-window-failed", error = error.as_str()),
            CliError::NoSuchFile(file) => tr!("cli-no-such-file", file = shown(file)),
            CliError::FileAndCommand => tr!("cli-file-and-command"),
            CliError::NoDataFolder => tr!("cli-no-data-folder"),
            CliError::FolderProblem { dir, error } => {
                tr!("cli-folder-problem", dir = shown(dir), error = error.to_string())
            }
            CliError::UnknownPlayer { name, dir } => tr!("cli-unknown-player", name = name.as_str(), dir = shown(dir)),
            CliError::UnknownPreset(id) => schocken_core::session::file::rules::unknown_preset(id),
            CliError::UnknownRules(id) => {
                tr!("cli-rules-unknown", problem = schocken_core::session::file::rules::unknown_preset(id))
            }
            CliError::Players(refusal) => tr!("cli-players", problem = refusal.message()),
            CliError::BlankSheet(e) => tr!("cli-players", problem = e.message()),
            CliError::Sheet { file, error } => format!("{}: {}", file.display(), error.message()),
            CliError::BlankWithFile(file) => tr!("cli-blank-with-file", file = shown(file)),
            CliError::BlankWithGame => tr!("cli-blank-with-game"),
            CliError::BlankPlayers => tr!("cli-blank-players"),
            CliError::PrintNoFile => tr!("cli-print-no-file"),
            CliError::PrintBlankOnly => tr!("cli-print-blank-only"),
            CliError::TalliesWithGame => tr!("cli-tallies-with-game"),
            CliError::PrintSameFile(file) => tr!("cli-print-same-file", file = shown(file)),
            CliError::Unwritable { file, error } => {
                tr!("cli-print-unwritable", file = shown(file), error = error.to_string())
            }
            CliError::BadAmount(typed) => tr!("fees-cli-bad-amount", amount = typed.as_str()),
            CliError::SchockOutAlone => tr!("fees-cli-schock-out-alone"),
            CliError::BadKnockout(spec) => tr!("tournament-cli-bad-knockout", spec = spec.as_str()),
            CliError::OpenTables { round, tables } => {
                tr!("tournament-cli-open-tables", round = *round, tables = tables.as_str())
            }
            CliError::NoRound(round) => tr!("tournament-cli-no-round", round = *round),
            CliError::NoTable { round, table } => tr!("tournament-unknown-table", round = *round, table = *table),
            CliError::BadDiscs(spec) => tr!("tournament-cli-bad-discs", spec = spec.as_str()),
            CliError::BadGame(game) => tr!("tournament-cli-bad-game", game = game.as_str()),
            CliError::TimeUp { dir, error } => {
                tr!("tournament-folder-write", file = shown(dir), error = error.to_string())
            }
            CliError::Package(e) => e.message(),
        }
    }
}

schocken_core::worded_error!(CliError);

/// `?` keeps a layer's error as it came (boxed: the command line's own variants stay small).
macro_rules! from_layer {
    ($($error:ty => $variant:ident),* $(,)?) => {$(
        impl From<$error> for CliError {
            fn from(e: $error) -> CliError {
                CliError::$variant(Box::new(e))
            }
        }
    )*};
}

from_layer!(
    ReadError => Read,
    FolderError => Folder,
    CashError => Cash,
    PlayersError => Registry,
    ClubFolderError => ClubFolder,
    ClubError => Club,
    SheetError => Sheets,
    NotShared => Picture,
    ServeError => Serve,
    csv::Error => Csv,
    crate::package::NotWritten => Package,
);

impl From<eframe::Error> for CliError {
    fn from(e: eframe::Error) -> CliError {
        CliError::Window(e.to_string())
    }
}
