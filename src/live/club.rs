//! The one live model of a sessions folder as the club's books read it (issue 32, CLUB.md 3):
//! `verein.ron`, the registry, every evening that counts and the files passed over
//! (`io::club_folder`), the members' codes, with the tab and every season's table worked out from them — what the
//! Verein view and the members' pages ("Meine Striche") read. In one process there is one model
//! per folder: the Verein view opens it and hands it to the members' server it starts.
//!
//! Its owner (`live/owner.rs`: a thread that follows the folder's watcher and looks at the
//! listing every half second) works a snapshot out when the folder's listing changed, reading
//! again only the evenings whose files changed (`club_folder::Sessions`); readers take the
//! latest snapshot and never read the folder. A window that wrote `verein.ron` (through
//! `io::club_book`, its one writer under its lock) asks for a refresh at once ([`Model::refresh`])
//! so it shows its own change with the next frame. The first reading is the owner's too: a year
//! of evenings never stalls a window's frame.

use super::owner::{Follower, Published, Refresh};
use crate::io::club_folder::{ClubFolder, ClubFolderError, Sessions};
use crate::io::listing::{Stamp, listing};
use crate::io::member_codes::{self, MemberCodesError};
use schocken_core::club::codes::MemberCodes;
use schocken_core::club::{SeasonTable, Tab, season, tab};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

/// The books as read from the folder.
pub struct Books {
    pub folder: ClubFolder,
    pub tab: Tab,
    pub seasons: Vec<SeasonTable>,
}

impl Books {
    pub fn of(folder: ClubFolder) -> Books {
        let tab = tab::tab(&folder.club, &folder.sittings, &folder.registry);
        let seasons = folder.club.seasons().map(|s| season::table(s, &folder.sittings)).collect();
        Books { folder, tab, seasons }
    }
}

/// The folder as last worked out.
pub struct Snapshot {
    /// The listing it was worked out from; `None` before the first reading.
    stamps: Option<Vec<Stamp>>,
    /// `None` until the first reading is done; then the books, or why the folder does not read
    /// (no `verein.ron`, one that does not read, a registry that does not).
    pub books: Option<Result<Arc<Books>, ClubFolderError>>,
    /// The members' codes for their own pages (`.vereinscodes.ron`; none made yet: empty).
    pub codes: Result<Arc<MemberCodes>, MemberCodesError>,
    /// Session files read since the model was opened (only tests look at it).
    #[cfg_attr(not(test), allow(dead_code))]
    pub files_read: usize,
}

/// The model of one sessions folder.
pub struct Model {
    dir: PathBuf,
    published: Published<Snapshot>,
    /// The owner's state; held while a refresh works, never by a reader.
    sessions: Mutex<Sessions>,
    follower: Follower,
}

impl Model {
    /// The model of `dir`, not read yet: its owner reads it when it starts following
    /// ([`Model::follow`]), or a caller that must have the books now ([`Model::refresh`]).
    pub fn open(dir: &Path) -> Arc<Model> {
        let first = Snapshot { stamps: None, books: None, codes: Ok(Arc::default()), files_read: 0 };
        Arc::new(Model {
            dir: dir.to_path_buf(),
            published: Published::new(first),
            sessions: Mutex::default(),
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

    /// Looks at the folder's listing and, where it changed (or nothing was read yet), reads
    /// what changed and publishes the books as the folder has them now.
    pub fn refresh(&self) -> Arc<Snapshot> {
        self.read().0
    }

    /// The books of the latest snapshot; read first where nothing was read yet (a server that
    /// must have them before it answers).
    pub fn books(&self) -> Result<Arc<Books>, ClubFolderError> {
        match &self.latest().books {
            Some(books) => books.clone(),
            None => self.read().1,
        }
    }

    /// [`Model::refresh`], with the books of the snapshot it gives.
    fn read(&self) -> (Arc<Snapshot>, Result<Arc<Books>, ClubFolderError>) {
        let mut sessions = self.sessions.lock().unwrap_or_else(PoisonError::into_inner);
        let latest = self.latest();
        // A folder that cannot be listed is read, to be said in the reading's words.
        let stamps = listing(&self.dir, |_| true).ok();
        if let Some(books) = &latest.books
            && stamps.is_some()
            && stamps == latest.stamps
        {
            return (latest.clone(), books.clone());
        }
        let books = sessions.read(&self.dir).map(|folder| Arc::new(Books::of(folder)));
        let codes = member_codes::read(&self.dir).map(Arc::new);
        let snapshot = Snapshot { stamps, books: Some(books.clone()), codes, files_read: sessions.files_read };
        (self.published.publish(snapshot), books)
    }

    /// Follows the folder on a thread of its own (`owner::Follower`), which reads it first at
    /// once. Once only.
    pub fn follow(self: &Arc<Self>) {
        self.follower.follow(Arc::downgrade(self), "schocken-vereinsordner", true);
    }
}

impl Refresh for Model {
    fn refresh_now(&self) {
        self.refresh();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_reads_again_only_the_evening_that_changed() {
        let dir = crate::demo::folder().unwrap();
        std::fs::write(
            dir.join(crate::io::club_folder::CLUB_FILE),
            "Club(format: 1, name: \"Stammtisch\", events: [])",
        )
        .unwrap();
        let model = Model::open(&dir);
        assert!(model.latest().books.is_none(), "nothing read before the owner or a caller reads");
        let first = model.refresh();
        let evenings = first.files_read;
        assert!(evenings >= 2, "{evenings}");
        let books = first.books.as_ref().unwrap().as_ref().unwrap();
        assert_eq!(books.tab.club.as_deref(), Some("Stammtisch"));
        assert!(Arc::ptr_eq(&model.refresh(), &first), "nothing changed: the same snapshot");

        // verein.ron changes: no evening is read again.
        std::fs::write(dir.join(crate::io::club_folder::CLUB_FILE), "Club(format: 1, name: \"Kegler\", events: [])")
            .unwrap();
        let now = model.refresh();
        assert_eq!(now.files_read, evenings);
        assert_eq!(now.books.as_ref().unwrap().as_ref().unwrap().tab.club.as_deref(), Some("Kegler"));
        // verein.ron that does not read: said, as the reading says it.
        std::fs::write(dir.join(crate::io::club_folder::CLUB_FILE), "Club(").unwrap();
        assert!(matches!(model.refresh().books, Some(Err(ClubFolderError::ClubFile { .. }))));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
