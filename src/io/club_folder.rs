//! The sessions folder as the club's books read it (CLUB.md 2): `verein.ron`, the registry and
//! every session file that is an evening of the club. Only reads: the tab and the season change
//! no file, take no lock and leave no temporary file (the app's writes to `verein.ron` go through
//! `io::club_book`).

use crate::io::history::{Item, Loader};
use crate::io::listing::listing;
use crate::io::os_words::io_words;
use crate::io::players::{self, PlayersError};
use crate::io::store::{self, ReadError};
use schocken_core::club::sitting::{self, Sitting, Sorted};
use schocken_core::club::{ClubFile, ClubFileError, Season};
use schocken_core::players::Registry;
use schocken_core::rules::preset::RuleSet;
use schocken_core::tr;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub use crate::io::store::CLUB_FILE;

/// Everything the tab and the seasons are made of.
#[derive(Clone, Debug)]
pub struct ClubFolder {
    pub dir: PathBuf,
    pub club: ClubFile,
    pub registry: Registry,
    /// The club's sessions in the order of every list (`sitting::order`).
    pub sittings: Vec<Sitting>,
    /// Files passed over that someone should look at, by file name.
    pub notices: Vec<Notice>,
}

/// A file of the folder reported and not used (or, for a bad date, used for the tab only).
#[derive(Clone, Debug)]
pub enum Notice {
    Conflict(String),
    HalfSynced(String),
    Unreadable(ReadError),
    SamePerson { file: String, names: [String; 2], person: String },
    BadDate { file: String, started: String },
}

impl Notice {
    pub fn message(&self) -> String {
        match self {
            Notice::Conflict(file) => tr!("verein-notice-conflict", file = file.as_str()),
            Notice::HalfSynced(file) => tr!("verein-notice-half-synced", file = file.as_str()),
            Notice::Unreadable(e) => tr!("verein-notice-unreadable", problem = e.message()),
            Notice::SamePerson { file, names: [first, second], person } => tr!(
                "verein-notice-same-person",
                file = file.as_str(),
                first = first.as_str(),
                second = second.as_str(),
                person = person.as_str()
            ),
            Notice::BadDate { file, started } => {
                tr!("verein-notice-bad-date", file = file.as_str(), started = started.as_str())
            }
        }
    }
}

schocken_core::worded_error!(Notice);

/// Why the folder gives no tab (CLUB.md 8).
#[derive(Clone, Debug)]
pub enum ClubFolderError {
    Folder { dir: PathBuf, error: Arc<std::io::Error> },
    NoClubFile(PathBuf),
    ClubUnreadable { path: PathBuf, error: Arc<std::io::Error> },
    ClubFile { path: PathBuf, error: ClubFileError },
    Registry(PlayersError),
    UnknownSeason { path: PathBuf, name: String, known: Vec<String> },
}

impl ClubFolderError {
    pub fn message(&self) -> String {
        let shown = |p: &Path| p.display().to_string();
        match self {
            ClubFolderError::Folder { dir, error } => {
                tr!("verein-no-folder", dir = shown(dir), error = io_words(error))
            }
            ClubFolderError::NoClubFile(dir) => tr!("verein-no-file", dir = shown(dir)),
            ClubFolderError::ClubUnreadable { path, error } => {
                tr!("verein-read", file = shown(path), error = io_words(error))
            }
            ClubFolderError::ClubFile { path, error } => {
                tr!("verein-file", file = shown(path), problem = error.message())
            }
            ClubFolderError::Registry(e) => e.message(),
            ClubFolderError::UnknownSeason { path, name, known } => {
                tr!("verein-unknown-season", file = shown(path), name = name.as_str(), known = known.join(", "))
            }
        }
    }
}

schocken_core::worded_error!(ClubFolderError);

impl ClubFolderError {
    /// Whether the folder simply has no `verein.ron` yet (the Verein view offers to start one),
    /// rather than one that is there and broken (never taken for missing).
    pub fn is_missing(&self) -> bool {
        matches!(self, ClubFolderError::NoClubFile(_))
    }
}

/// What a file of the folder is to the club, by its name (CLUB.md 2, in this order).
enum Entry {
    /// The sync tool's conflicting copy (of a session, `verein.ron` or `.spieler.ron`): reported.
    Conflict,
    /// Half synced: reported.
    HalfSynced,
    /// Hidden (the registry, locks, atomic writes), `verein.ron`, or no `.ron`: passed over.
    Other,
    Session,
}

impl Entry {
    fn of(name: &str) -> Entry {
        if name.contains(".sync-conflict-") {
            Entry::Conflict
        } else if name.starts_with('.') {
            Entry::Other
        } else if name.ends_with(".tmp") {
            Entry::HalfSynced
        } else if name == CLUB_FILE || !name.ends_with(".ron") {
            Entry::Other
        } else {
            Entry::Session
        }
    }
}

/// Reads `verein.ron` of the folder, checked.
pub fn read_club_file(dir: &Path) -> Result<ClubFile, ClubFolderError> {
    let path = dir.join(CLUB_FILE);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        // A link whose target is gone is a broken file, not a missing one: nothing may be
        // started over it.
        Err(e) if e.kind() == std::io::ErrorKind::NotFound && std::fs::symlink_metadata(&path).is_err() => {
            return Err(ClubFolderError::NoClubFile(dir.into()));
        }
        Err(e) => return Err(ClubFolderError::ClubUnreadable { path, error: Arc::new(e) }),
    };
    ClubFile::parse(&text).map_err(|error| ClubFolderError::ClubFile { path, error })
}

/// The club's own rule book (`verein.ron`'s `rules`, CLUB.md 3): what a new evening in this
/// folder starts from. `None` where the folder has no `verein.ron` or it names no rules; the
/// file's problem where it does not read.
pub fn club_rules(dir: &Path) -> Result<Option<RuleSet>, ClubFolderError> {
    match read_club_file(dir) {
        Ok(club) => Ok(club.rules),
        Err(ClubFolderError::NoClubFile(_)) => Ok(None),
        Err(e) => Err(e),
    }
}

/// Reads the folder: first problem found is the answer (folder, `verein.ron`, `.spieler.ron`);
/// session files that cannot be used are notices, not errors. The evenings are read on worker
/// threads (`history::Loader`), as the history reads them.
pub fn read(dir: &Path) -> Result<ClubFolder, ClubFolderError> {
    let folder_error = |e: std::io::Error| ClubFolderError::Folder { dir: dir.into(), error: Arc::new(e) };
    let names: Vec<String> = listing(dir, |_| true)
        .map_err(folder_error)?
        .into_iter()
        .map(|(name, ..)| name.to_string_lossy().into_owned())
        .collect();
    let club = read_club_file(dir)?;
    let registry = players::read(&players::path(dir)).map_err(ClubFolderError::Registry)?;
    let items = Loader::of(store::list_paths(dir).map_err(folder_error)?, || {}).finish();
    Ok(ClubFolder::of(dir, club, registry, &names, items.iter()))
}

impl ClubFolder {
    /// The books' folder from what was read of it: `names`, the folder's files (its
    /// `io::listing`, sorted), and `items`, its session files as the history reads them (a name
    /// without its item, gone between two listings, is passed over). No file is read here: the
    /// folder's live model gives what it keeps, the command line what it just read.
    pub fn of<'a>(
        dir: &Path,
        club: ClubFile,
        registry: Registry,
        names: &[String],
        items: impl IntoIterator<Item = &'a Item>,
    ) -> ClubFolder {
        let items: HashMap<&std::ffi::OsStr, &Item> =
            items.into_iter().filter_map(|item| Some((item.path.file_name()?, item))).collect();
        let mut sittings = Vec::new();
        let mut notices = Vec::new();
        for name in names {
            match Entry::of(name) {
                Entry::Conflict => notices.push(Notice::Conflict(name.clone())),
                Entry::HalfSynced => notices.push(Notice::HalfSynced(name.clone())),
                Entry::Other => {}
                Entry::Session => {
                    let Some(item) = items.get(std::ffi::OsStr::new(name)) else { continue };
                    let digest = match &item.digest {
                        Err(e) => {
                            notices.push(Notice::Unreadable(e.clone()));
                            continue;
                        }
                        Ok(digest) => digest,
                    };
                    match item.sitting.as_ref().map(|s| s.sorted(&registry)) {
                        None | Some(Sorted::Tournament) => {}
                        Some(Sorted::SamePerson { names, person }) => {
                            notices.push(Notice::SamePerson { file: name.clone(), names, person })
                        }
                        Some(Sorted::Counted(s)) => {
                            if let (None, Some(started)) = (s.date, &digest.evening.started) {
                                notices.push(Notice::BadDate { file: name.clone(), started: started.clone() });
                            }
                            sittings.push(s);
                        }
                    }
                }
            }
        }
        sitting::order(&mut sittings);
        ClubFolder { dir: dir.into(), club, registry, sittings, notices }
    }

    /// The season of this name, or the error naming the file and the seasons it has.
    pub fn season(&self, name: &str) -> Result<&Season, ClubFolderError> {
        self.club.season(name).ok_or_else(|| ClubFolderError::UnknownSeason {
            path: self.dir.join(CLUB_FILE),
            name: name.to_string(),
            known: self.club.seasons().map(|s| s.name.clone()).collect(),
        })
    }
}
