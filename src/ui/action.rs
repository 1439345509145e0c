//! What a view asks the app to do ([`Action`]) and the short message it may tell ([`Toast`]): a
//! leaf every view uses and the app answers, so no view uses the app's module.

use super::commands::Cmd;
use super::printing;
use std::path::PathBuf;

/// A short message at the bottom of the window. It is worded anew each frame, so it follows a
/// switch of the language; what it tells is kept as data until then.
pub(crate) struct Toast {
    say: Box<dyn Fn() -> String>,
    error: bool,
}

impl Toast {
    /// Told as an error (`error`) or as news.
    pub(crate) fn new(say: impl Fn() -> String + 'static, error: bool) -> Toast {
        Toast { say: Box::new(say), error }
    }

    pub(crate) fn error(say: impl Fn() -> String + 'static) -> Toast {
        Toast { say: Box::new(say), error: true }
    }

    pub(crate) fn info(say: impl Fn() -> String + 'static) -> Toast {
        Toast { say: Box::new(say), error: false }
    }

    /// What it says, in the language of the moment.
    pub(crate) fn words(&self) -> String {
        (self.say)()
    }

    /// Whether it tells of something that went wrong (drawn in the error colour).
    pub(crate) fn is_error(&self) -> bool {
        self.error
    }

    /// A message already worded (by a view that words its own).
    pub(crate) fn text(text: String, error: bool) -> Toast {
        Toast { say: Box::new(move || text.clone()), error }
    }
}

/// What a view asks the app to do.
pub(crate) enum Action {
    Start,
    NewSession,
    OpenDialog,
    Open(PathBuf),
    /// The history of the sessions folder (list, search, statistics).
    History,
    /// The club's player list (rename, merge).
    Registry,
    /// The club's books: tab, payments, seasons (`verein.ron`).
    Club,
    /// The organiser's window over a tournament folder (chosen in a dialog).
    Tournament,
    /// The organiser's window over a tournament folder opened before.
    OpenTournament(PathBuf),
    /// A past evening, read-only.
    Review(PathBuf),
    /// A fresh copy of the built-in samples (`crate::demo`) as this run's sessions folder (not
    /// remembered), showing its evenings or, with `tournament`, the demo tournament.
    Demo {
        tournament: bool,
    },
    Begin(schocken_core::session::log::Header),
    /// A message worded when shown.
    Tell(Toast),
    /// A command, as from its key or menu.
    Command(Cmd),
    /// The evening moved on: a message of the moment before is no longer true.
    Quiet,
    /// Back to where the referee was before this view (Esc, or the view's back button).
    Back,
    /// A file to save where the referee chooses (an export).
    Save(printing::ToSave),
}
