//! What Ctrl+Z takes back in the Verein view and the player list, kept by the app for as long as
//! it runs (issue 34): a wrong payment noticed after the view was closed, or after a look at the
//! player list, is still taken back. Kept by folder (the Verein view's sessions folder, the
//! player list's `.spieler.ron`), so the samples' changes never undo the club's. Each step is a
//! change kept as what it changed (`club::BookEdit`, `players::Change`), applied as its inverse
//! to the file as it stands — never an earlier copy of a file.

use crate::ui::said::Said;
use schocken_core::club::BookEdit;
use schocken_core::players::Change;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

/// The undo steps of every folder, shared by the views that push and pop them.
pub struct History<T>(Arc<Mutex<HashMap<PathBuf, Vec<T>>>>);

impl<T> Clone for History<T> {
    fn clone(&self) -> History<T> {
        History(self.0.clone())
    }
}

impl<T> Default for History<T> {
    fn default() -> History<T> {
        History(Arc::default())
    }
}

impl<T> History<T> {
    /// The steps of one folder (or file).
    pub fn of(&self, at: &Path) -> Steps<T> {
        Steps { all: self.clone(), at: at.to_path_buf() }
    }
}

/// One folder's undo steps, the last on top.
pub struct Steps<T> {
    all: History<T>,
    at: PathBuf,
}

impl<T> Steps<T> {
    /// Runs `f` on the steps (a view that panicked holding them leaves them as they were).
    fn with<R>(&self, f: impl FnOnce(&mut Vec<T>) -> R) -> R {
        let mut all = self.all.0.lock().unwrap_or_else(PoisonError::into_inner);
        f(all.entry(self.at.clone()).or_default())
    }

    pub fn push(&self, step: T) {
        self.with(|steps| steps.push(step));
    }

    pub fn pop(&self) -> Option<T> {
        self.with(Vec::pop)
    }
}

/// The app's undo histories: the Verein view's changes to `verein.ron` and the player list's to
/// `.spieler.ron` (each with what it said).
#[derive(Clone, Default)]
pub struct Undo {
    pub club: History<BookEdit>,
    pub registry: History<(Change, Said)>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_outlive_the_handle_and_stay_with_their_folder() {
        let history: History<u32> = History::default();
        let first = history.of(Path::new("/club"));
        first.push(1);
        first.push(2);
        history.of(Path::new("/samples")).push(9);
        drop(first);
        let again = history.clone().of(Path::new("/club"));
        assert_eq!(again.pop(), Some(2));
        assert_eq!(again.pop(), Some(1));
        assert_eq!(again.pop(), None);
        assert_eq!(history.of(Path::new("/samples")).pop(), Some(9));
    }
}
