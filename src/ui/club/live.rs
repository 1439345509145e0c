//! The Verein view's books as the folder has them now (CLUB.md 3: two windows or two laptops on
//! one folder each see the other's change within 2 s): the latest snapshot of the folder's one
//! live model (`crate::live::sessions`, the app's), whose owner reads the folder — all of it
//! first, again whenever a file changes (`verein.ron`, an evening, `.spieler.ron`) — while the
//! books read before stay on screen; the members' server the view starts reads the same model. What a
//! snapshot brings that differs from the books shown is news, said in a short line naming the
//! files; the view's own writes are no news: the view takes the snapshot of its write itself.

use crate::io::club_folder::{CLUB_FILE, ClubFolder, ClubFolderError};
use crate::live::sessions::{Model, Snapshot};
use crate::ui::said::Said;
use schocken_core::club::Day;
use schocken_core::club::tab::PaymentKind;
use schocken_core::i18n::{Lang, scoped};
use schocken_core::tr;
use std::sync::Arc;

pub(super) use crate::live::club::Books;

type Answer = Result<Arc<Books>, ClubFolderError>;

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
    model: Arc<Model>,
    /// The snapshot whose books are shown.
    shown: Option<Arc<Snapshot>>,
    pub books: Read,
}

impl Live {
    /// The books of the folder of `model` (the app's, followed, which wakes the window with
    /// each snapshot).
    pub fn new(model: Arc<Model>) -> Live {
        Live { model, shown: None, books: Read::Reading }
    }

    /// The folder's model (the members' server the view starts reads it too).
    pub fn model(&self) -> &Arc<Model> {
        &self.model
    }

    /// Looks at the folder now (a refresh on this thread: only what changed is read); the next
    /// frame's [`Live::poll`] takes the snapshot, as news where it brings any.
    pub fn read_again(&mut self) {
        self.model.refresh();
    }

    /// Once a frame: takes a snapshot the model's owner published since.
    pub fn poll(&mut self) -> Arrived {
        let latest = self.model.latest();
        if self.shown.as_ref().is_some_and(|s| Arc::ptr_eq(s, &latest)) {
            return Arrived::Same;
        }
        let Some(answer) = latest.books.clone() else { return Arrived::Same };
        self.shown = Some(latest);
        let arrived = arrived(&self.books, &answer);
        self.books = Read::Done(answer);
        arrived
    }

    /// The books again after the view wrote `verein.ron` (`io::club_book`, under its lock): the
    /// folder as it now stands, taken without news.
    pub fn written(&mut self) {
        self.model.refresh();
        self.poll();
    }

    /// Reads the folder as if for the first time (after the view started `verein.ron`): what it
    /// brings is no news.
    pub fn restart(&mut self) {
        self.books = Read::Reading;
        self.written();
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
