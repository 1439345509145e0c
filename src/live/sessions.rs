//! The one live model of a sessions folder (issue 32): what the referee's start page, the
//! history, the player list, the Verein view and the members' pages read of the folder where
//! the evenings are kept. In one process there is one per folder: the app opens it for its
//! folder and hands it to each of those views and to the members' server.
//!
//! Its snapshot holds every session file as a digest (`io::history::Item`: the history's line,
//! its statistics and the evening as the books count it — never the session itself, so a club's
//! years of evenings fit in a few tens of megabytes), the registry, the newest evenings read
//! whole (the start page's resume card needs the game's state) and the club's books worked out
//! from them (`live::club`; a folder without `verein.ron` has the evenings all the same).
//!
//! The owner (`live/owner.rs`) reads only the session files whose modification time changed.
//! The first reading of a big folder streams: the evenings arrive newest first on every core
//! (`history::Loader`) and a snapshot is published as soon as a screenful is there and then every
//! [`STREAM`], so the history fills while the rest is read; a reader keeping its own index of the
//! evenings takes the new ones ([`Snapshot::generation`] says when it must start over instead).

use super::club::Books;
use super::owner::{Follower, Published, Refresh};
use crate::io::club_folder::{self, ClubFolder, ClubFolderError};
use crate::io::history::{Item, Loader};
use crate::io::listing::{Stamp, listing};
use crate::io::member_codes::{self, MemberCodesError};
use crate::io::players::{self, PlayersError};
use crate::io::store::{self, Listed};
use schocken_core::club::codes::MemberCodes;
use schocken_core::players::Registry;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant, SystemTime};

/// How many of the newest session files a snapshot holds read whole (the start page's list).
pub const RECENT: usize = 12;

/// How often a long reading publishes what it has read so far.
const STREAM: Duration = Duration::from_millis(250);

/// A reading publishes as soon as it has this many evenings: the history's first screenful,
/// without waiting for [`STREAM`].
const SCREENFUL: usize = 40;

/// The folder as last worked out.
pub struct Snapshot {
    /// The listing it was worked out from; `None` before the first reading.
    stamps: Option<Vec<Stamp>>,
    /// Every session file of the folder read so far: evenings, tables of tournaments and files
    /// that do not read (with why). Files read since the last snapshot of the same
    /// [`Snapshot::generation`] are at the end.
    pub evenings: Arc<Vec<Arc<Item>>>,
    /// Changes whenever an evening of an earlier snapshot changed or left the folder (and never
    /// when evenings only arrive): a reader's index of the evenings is then built anew.
    pub generation: u64,
    /// Files read and files to read while a reading is under way; `None` once all are read.
    pub reading: Option<(usize, usize)>,
    /// Why the folder cannot be listed (nothing else is read then).
    pub folder_error: Option<Arc<std::io::Error>>,
    /// The registry (`.spieler.ron`), or why it does not read.
    pub registry: Result<Arc<Registry>, PlayersError>,
    /// The [`RECENT`] newest session files, read whole, newest first.
    pub recent: Arc<Vec<Arc<Listed>>>,
    /// `None` until every evening is read; then the books, or why the folder gives none (no
    /// `verein.ron`, one that does not read, a registry that does not).
    pub books: Option<Result<Arc<Books>, ClubFolderError>>,
    /// The members' codes for their own pages (`.vereinscodes.ron`; none made yet: empty).
    pub codes: Result<Arc<MemberCodes>, MemberCodesError>,
    /// Session files read since the model was opened (only tests look at it).
    #[cfg_attr(not(any(test, feature = "test-hooks")), allow(dead_code))]
    pub files_read: usize,
}

impl Snapshot {
    /// Whether every file of the folder is read (or the folder cannot be listed: there is
    /// nothing to wait for).
    pub fn complete(&self) -> bool {
        self.reading.is_none() && (self.stamps.is_some() || self.folder_error.is_some())
    }
}

/// What the owner keeps between two readings.
#[derive(Default)]
struct Kept {
    /// Every session file read, by path (its modification time is in the item).
    items: HashMap<PathBuf, Arc<Item>>,
    generation: u64,
    files_read: usize,
}

/// The model of one sessions folder.
pub struct Model {
    dir: PathBuf,
    published: Published<Snapshot>,
    /// The owner's state; held while a reading works, never by a reader.
    kept: Mutex<Kept>,
    follower: Follower,
}

impl Model {
    /// The model of `dir` with its newest evenings read (what the start page shows at once);
    /// the rest is read by its owner when it starts following ([`Model::follow`]), or by a
    /// caller that must have it all now ([`Model::refresh`]).
    pub fn open(dir: &Path) -> Arc<Model> {
        let (recent, folder_error, reading) = match store::list_paths(dir) {
            Ok(paths) => (read_recent(&paths, &[]), None, Some((0, paths.len()))),
            Err(e) => (Vec::new(), Some(Arc::new(e)), None),
        };
        let first = Snapshot {
            stamps: None,
            evenings: Arc::default(),
            generation: 0,
            reading,
            folder_error,
            registry: players::read(&players::path(dir)).map(Arc::new),
            recent: Arc::new(recent),
            books: None,
            codes: Ok(Arc::default()),
            files_read: 0,
        };
        Arc::new(Model {
            dir: dir.to_path_buf(),
            published: Published::new(first),
            kept: Mutex::default(),
            follower: Follower::new(dir),
        })
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The latest snapshot. Never waits for a reading.
    pub fn latest(&self) -> Arc<Snapshot> {
        self.published.latest()
    }

    /// `wake` is called after each new snapshot (a window asks for a frame).
    pub fn on_change(&self, wake: impl Fn() + Send + Sync + 'static) {
        self.published.on_change(wake);
    }

    /// Looks at the folder's listing and, where it changed (or not all was read yet), reads what
    /// changed and publishes the folder as it is now. Waits for a reading under way.
    pub fn refresh(&self) -> Arc<Snapshot> {
        let mut kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        self.refresh_kept(&mut kept)
    }

    /// The folder as it is now, for a view about to show it (the app's own saves are news to
    /// its model only at the owner's next look): refreshed on this thread where all was read
    /// and the owner is not reading — a listing, and what changed —, else the latest. Never
    /// waits for a reading.
    pub fn look(&self) -> Arc<Snapshot> {
        let latest = self.latest();
        if !latest.complete() {
            return latest;
        }
        match self.kept.try_lock() {
            Ok(mut kept) => self.refresh_kept(&mut kept),
            Err(std::sync::TryLockError::Poisoned(poisoned)) => self.refresh_kept(&mut poisoned.into_inner()),
            Err(std::sync::TryLockError::WouldBlock) => latest,
        }
    }

    fn refresh_kept(&self, kept: &mut Kept) -> Arc<Snapshot> {
        let latest = self.latest();
        // One listing tells what changed and what to read: a club's folder of ten thousand
        // evenings costs about 25 ms to list, once per change.
        let stamps = listing(&self.dir, |_| true);
        if latest.complete() && stamps.as_ref().ok() == latest.stamps.as_ref() {
            return latest;
        }
        self.read(kept, &latest, stamps)
    }

    /// The books of the latest snapshot; read first where they are not yet (a server that must
    /// have them before it answers).
    pub fn books(&self) -> Result<Arc<Books>, ClubFolderError> {
        if let Some(books) = &self.latest().books {
            return books.clone();
        }
        let snapshot = self.refresh();
        snapshot.books.clone().unwrap_or_else(|| Err(ClubFolderError::NoClubFile(self.dir.clone())))
    }

    /// A new reading of the folder: what is kept stays, what changed is read (streamed, see the
    /// module's text), and the books are worked out once all is read.
    fn read(&self, kept: &mut Kept, latest: &Snapshot, listed: std::io::Result<Vec<Stamp>>) -> Arc<Snapshot> {
        let registry = || players::read(&players::path(&self.dir)).map(Arc::new);
        let codes = member_codes::read(&self.dir).map(Arc::new);
        let stamps = match listed {
            Ok(stamps) => stamps,
            Err(e) => {
                // Nothing of the folder is kept: when it lists again, all of it is read anew.
                kept.items.clear();
                kept.generation += 1;
                let error = Arc::new(e);
                let books = Err(ClubFolderError::Folder { dir: self.dir.clone(), error: error.clone() });
                return self.published.publish(Snapshot {
                    stamps: None,
                    evenings: Arc::default(),
                    generation: kept.generation,
                    reading: None,
                    folder_error: Some(error),
                    registry: registry(),
                    recent: Arc::default(),
                    books: Some(books),
                    codes,
                    files_read: kept.files_read,
                });
            }
        };
        let names: Vec<String> = stamps.iter().map(|(name, ..)| name.to_string_lossy().into_owned()).collect();
        let mut paths: Vec<(PathBuf, Option<SystemTime>)> = stamps
            .iter()
            .filter(|(name, ..)| store::is_session_name(&name.to_string_lossy()))
            .map(|(name, _, modified)| (self.dir.join(name), *modified))
            .collect();
        store::newest_first(&mut paths);
        let recent = Arc::new(read_recent(&paths, &latest.recent));
        let before = std::mem::take(&mut kept.items);
        let mut fresh = Vec::new();
        for (path, modified) in &paths {
            match before.get(path) {
                Some(item) if item.modified == *modified => {
                    kept.items.insert(path.clone(), item.clone());
                }
                _ => fresh.push((path.clone(), *modified)),
            }
        }
        // The evenings of the latest snapshot are exactly those read before: where none of them
        // changed or left, the new ones are added to them.
        let mut evenings: Vec<Arc<Item>> = if kept.items.len() == before.len() {
            latest.evenings.as_ref().clone()
        } else {
            kept.generation += 1;
            paths.iter().filter_map(|(path, _)| kept.items.get(path).cloned()).collect()
        };
        let total = fresh.len();
        let snapshot = |evenings: &Vec<Arc<Item>>, reading, registry, books, files_read| Snapshot {
            stamps: Some(stamps.clone()),
            evenings: Arc::new(evenings.clone()),
            generation: kept.generation,
            reading,
            folder_error: None,
            registry,
            recent: recent.clone(),
            books,
            codes: codes.clone(),
            files_read,
        };
        if total > 0 {
            let mut loader = Loader::of(fresh, || {});
            let arrived_from = evenings.len();
            let mut published = Instant::now();
            let mut screenful = false;
            while !loader.done() {
                let before = evenings.len();
                let mut arrived = Vec::new();
                loader.wait(&mut arrived, STREAM);
                evenings.extend(arrived.into_iter().map(Arc::new));
                kept.files_read += evenings.len() - before;
                let first_screen = !screenful && loader.progress().0 >= SCREENFUL;
                if first_screen || published.elapsed() >= STREAM {
                    screenful = true;
                    let read = loader.progress().0;
                    let (registry, books) = (latest.registry.clone(), latest.books.clone());
                    self.published.publish(snapshot(&evenings, Some((read, total)), registry, books, kept.files_read));
                    published = Instant::now();
                }
            }
            for item in &evenings[arrived_from..] {
                kept.items.insert(item.path.clone(), item.clone());
            }
        }
        // The registry is read after every evening: a complete snapshot never has one older than
        // a change a window made before it was published (the player list takes it as the truth).
        let registry = registry();
        let books = self.books_of(&names, &evenings, &registry);
        self.published.publish(snapshot(&evenings, None, registry, Some(books), kept.files_read))
    }

    /// The club's books of these evenings: `verein.ron` and the folder's other files are read
    /// (small), the folder's files are its listing's `names` and the evenings the ones kept.
    fn books_of(
        &self,
        names: &[String],
        evenings: &[Arc<Item>],
        registry: &Result<Arc<Registry>, PlayersError>,
    ) -> Result<Arc<Books>, ClubFolderError> {
        let club = club_folder::read_club_file(&self.dir)?;
        let registry = registry.as_ref().map_err(|e| ClubFolderError::Registry(e.clone()))?;
        let folder =
            ClubFolder::of(&self.dir, club, Registry::clone(registry), names, evenings.iter().map(AsRef::as_ref));
        Ok(Arc::new(Books::of(folder)))
    }

    /// A window of this process wrote a file of the folder: the owner reads it soon (the writer
    /// does not wait).
    pub fn changed(&self) {
        self.follower.changed();
    }

    /// Follows the folder on a thread of its own (`owner::Follower`), which reads it all at
    /// once. Once only.
    pub fn follow(self: &Arc<Self>) {
        self.follower.follow(Arc::downgrade(self), "schocken-abendordner", true);
    }
}

impl Refresh for Model {
    fn refresh_now(&self) {
        self.refresh();
    }
}

/// The [`RECENT`] newest of `paths` (newest first, as `Store::list_paths` lists them), read
/// whole; those `before` has with the same modification time are taken from it.
fn read_recent(paths: &[(PathBuf, Option<SystemTime>)], before: &[Arc<Listed>]) -> Vec<Arc<Listed>> {
    let known = |path: &Path, modified| before.iter().find(|l| l.path == path && l.modified == modified).cloned();
    paths
        .iter()
        .take(RECENT)
        .map(|(path, modified)| {
            known(path, *modified).unwrap_or_else(|| Arc::new(Listed::read(path.clone(), *modified)))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::club_folder::CLUB_FILE;

    #[test]
    fn a_change_reads_again_only_the_evening_that_changed() {
        let dir = crate::demo::folder().unwrap();
        let model = Model::open(&dir);
        let first = model.latest();
        assert!(first.books.is_none() && first.evenings.is_empty(), "only the newest read before the owner reads");
        assert!(!first.recent.is_empty(), "the start page's evenings are read at once");
        // A folder without verein.ron: the evenings all the same, the books say why not.
        let first = model.refresh();
        let evenings = first.files_read;
        assert!(evenings >= 2 && first.evenings.len() == evenings, "{evenings}");
        assert!(first.complete());
        assert!(matches!(first.books, Some(Err(ClubFolderError::NoClubFile(_)))));
        assert!(Arc::ptr_eq(&model.refresh(), &first), "nothing changed: the same snapshot");

        std::fs::write(dir.join(CLUB_FILE), "Club(format: 1, name: \"Stammtisch\", events: [])").unwrap();
        let now = model.refresh();
        assert_eq!(now.files_read, evenings, "verein.ron changed: no evening read again");
        assert_eq!(now.generation, first.generation);
        assert_eq!(now.books.as_ref().unwrap().as_ref().unwrap().tab.club.as_deref(), Some("Stammtisch"));
        // verein.ron that does not read: said, as the reading says it; the evenings stay.
        std::fs::write(dir.join(CLUB_FILE), "Club(").unwrap();
        let broken = model.refresh();
        assert!(matches!(broken.books, Some(Err(ClubFolderError::ClubFile { .. }))));
        assert_eq!(broken.evenings.len(), evenings);

        // One evening changes: it alone is read again, and readers start their index over.
        let path = first.evenings[0].path.clone();
        let text = std::fs::read_to_string(&path).unwrap();
        std::fs::write(&path, text.replacen("title: Some(\"", "title: Some(\"Neu: ", 1)).unwrap();
        let changed = model.refresh();
        assert_eq!(changed.files_read, evenings + 1);
        assert_ne!(changed.generation, first.generation);
        assert_eq!(changed.evenings.len(), evenings);
        // A new evening is added to the evenings read before, under the same generation.
        std::fs::write(dir.join("zz-neu.ron"), text).unwrap();
        let added = model.refresh();
        assert_eq!((added.files_read, added.generation), (evenings + 2, changed.generation));
        assert_eq!(added.evenings.len(), evenings + 1);
        assert!(added.evenings.last().unwrap().path.ends_with("zz-neu.ron"));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
