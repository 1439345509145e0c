//! The Verein view's books as the folder has them now (CLUB.md 3: two windows or two laptops on
//! one folder each see the other's change within 2 s). The folder is read on a worker thread,
//! first when the view opens and again whenever its watcher (`io::watch`) sees a file change —
//! `verein.ron`, an evening, `.spieler.ron` — while the books read before stay on screen. What a
//! read brings that differs from the books shown is news, said in a short line naming the files;
//! the view's own writes are no news: the books already hold the file as written, so reading it
//! again finds nothing new.

use crate::io::club_folder::{self, CLUB_FILE, ClubFolder, ClubFolderError};
use crate::io::watch::FolderWatcher;
use crate::ui::said::Said;
use schocken_core::club::tab::PaymentKind;
use schocken_core::club::{ClubFile, Day, SeasonTable, Tab, season, tab};
use schocken_core::i18n::{Lang, scoped};
use schocken_core::tr;
use std::path::PathBuf;
use std::sync::{Arc, mpsc};

/// The books as read from the folder.
pub(super) struct Books {
    pub folder: ClubFolder,
    pub tab: Tab,
    pub seasons: Vec<SeasonTable>,
}

impl Books {
    fn of(folder: ClubFolder) -> Books {
        let (tab, seasons) = Books::worked_out(&folder);
        Books { folder, tab, seasons }
    }

    /// The tab and every season's table of the folder.
    fn worked_out(folder: &ClubFolder) -> (Tab, Vec<SeasonTable>) {
        let tab = tab::tab(&folder.club, &folder.sittings, &folder.registry);
        (tab, folder.club.seasons().map(|s| season::table(s, &folder.sittings)).collect())
    }
}

type Answer = Result<Box<Books>, ClubFolderError>;

/// The books being read for the first time, or read (or why not).
pub(super) enum Read {
    Reading,
    Done(Answer),
}

/// What a read of the folder brought, to be said.
pub(super) enum Arrived {
    /// The folder as it was: nothing to say.
    Same,
    /// The first read, or a read after a problem, found this problem.
    Problem(ClubFolderError),
    /// Files changed by someone else, by name; read again.
    News(Vec<Changed>),
}

/// A part of the folder another window or laptop changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Changed {
    Club,
    Registry,
    Evenings,
}

impl Changed {
    fn words(self) -> String {
        match self {
            Changed::Club => CLUB_FILE.to_string(),
            Changed::Registry => crate::io::players::FILE_NAME.to_string(),
            Changed::Evenings => tr!("verein-news-evenings"),
        }
    }
}

/// The line that says what changed elsewhere.
pub(super) fn news(changed: Vec<Changed>) -> Said {
    Said::new(move || {
        let what: Vec<String> = changed.iter().map(|c| c.words()).collect();
        tr!("verein-news", what = what.join(", "))
    })
}

/// The folder's books, kept as the folder has them.
pub(super) struct Live {
    dir: PathBuf,
    /// Wakes the UI when a read has arrived or the folder changed.
    wake: Arc<dyn Fn() + Send + Sync>,
    pub books: Read,
    /// A read under way.
    reading: Option<mpsc::Receiver<Answer>>,
    /// The folder changed while a read was under way: read once more after it.
    again: bool,
    /// `None` where the folder cannot be watched: then only the view's own changes are seen.
    watcher: Option<FolderWatcher>,
}

impl Live {
    /// Starts reading `dir` and watching it; `wake` asks the UI for a frame.
    pub fn new(dir: PathBuf, wake: Arc<dyn Fn() + Send + Sync>) -> Live {
        let waker = wake.clone();
        let watcher = FolderWatcher::new(&dir, move || waker()).ok();
        let mut live = Live { dir, wake, books: Read::Reading, reading: None, again: false, watcher };
        live.read_again();
        live
    }

    /// Starts a read of the folder on a worker thread (the one under way, if any, is let go:
    /// it may have read the folder before a change this read is to see).
    pub fn read_again(&mut self) {
        let (sender, receiver) = mpsc::channel();
        let (dir, wake) = (self.dir.clone(), self.wake.clone());
        std::thread::spawn(move || {
            // The view may be gone by now, or have let this read go: then nobody waits for it.
            let _ = sender.send(club_folder::read(&dir).map(|f| Box::new(Books::of(f))));
            wake();
        });
        self.reading = Some(receiver);
        self.again = false;
    }

    /// Once a frame: starts a read when the folder changed, takes a read that arrived.
    pub fn poll(&mut self) -> Arrived {
        if self.watcher.as_ref().is_some_and(FolderWatcher::take_changed) {
            if self.reading.is_some() {
                self.again = true;
            } else {
                self.read_again();
            }
        }
        let Some(receiver) = &self.reading else { return Arrived::Same };
        let answer = match receiver.try_recv() {
            Ok(answer) => answer,
            Err(mpsc::TryRecvError::Empty) => return Arrived::Same,
            // The worker ended without an answer (it panicked): read again, here.
            Err(mpsc::TryRecvError::Disconnected) => club_folder::read(&self.dir).map(|f| Box::new(Books::of(f))),
        };
        self.reading = None;
        if self.again {
            self.read_again();
        }
        let arrived = arrived(&self.books, &answer);
        self.books = Read::Done(answer);
        arrived
    }

    /// The books again after the view wrote `verein.ron`: from the file as written and the
    /// evenings already read. A read under way is let go and started again, so it cannot bring
    /// back the file from before the write.
    pub fn written(&mut self, club: ClubFile) {
        match &mut self.books {
            Read::Done(Ok(books)) => {
                books.folder.club = club;
                (books.tab, books.seasons) = Books::worked_out(&books.folder);
                if self.reading.is_some() {
                    self.read_again();
                }
            }
            _ => self.restart(),
        }
    }

    /// Reads the folder as if for the first time (after the view started `verein.ron`): what it
    /// brings is no news.
    pub fn restart(&mut self) {
        self.books = Read::Reading;
        self.read_again();
    }
}

/// What a read brings against the books shown before it.
fn arrived(before: &Read, after: &Answer) -> Arrived {
    match (before, after) {
        (_, Err(e)) => match before {
            Read::Done(Err(old)) if old.message() == e.message() => Arrived::Same,
            _ => Arrived::Problem(e.clone()),
        },
        (Read::Reading, Ok(_)) => Arrived::Same,
        (Read::Done(Err(old)), Ok(_)) => Arrived::News(vec![if matches!(old, ClubFolderError::Registry(_)) {
            Changed::Registry
        } else {
            Changed::Club
        }]),
        (Read::Done(Ok(old)), Ok(new)) => {
            let (old, new) = (&old.folder, &new.folder);
            let notices = |f: &ClubFolder| f.notices.iter().map(|n| n.message()).collect::<Vec<_>>();
            let changed: Vec<Changed> = [
                (Changed::Club, old.club != new.club),
                (Changed::Registry, old.registry != new.registry),
                (Changed::Evenings, old.sittings != new.sittings || notices(old) != notices(new)),
            ]
            .into_iter()
            .filter_map(|(part, changed)| changed.then_some(part))
            .collect();
            if changed.is_empty() { Arrived::Same } else { Arrived::News(changed) }
        }
    }
}

/// The note of a payment ticked off for the evening of `date` (Ctrl+B).
pub(super) fn evening_note(date: Day) -> String {
    tr!("verein-evening-note", date = date.shown())
}

impl Books {
    /// Whether `person` ticked off his marks of the evening of `date` (its note in any language:
    /// the laptop may have been switched since).
    pub(super) fn ticked(&self, person: &str, date: Day) -> bool {
        let Some(account) = self.tab.players.iter().find(|a| a.player == person) else { return false };
        let notes: Vec<String> = Lang::ALL.iter().map(|&lang| scoped(lang, || evening_note(date))).collect();
        account
            .payments
            .iter()
            .any(|p| p.kind == PaymentKind::Paid && p.note.as_ref().is_some_and(|n| notes.contains(n)))
    }
}
