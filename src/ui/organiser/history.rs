//! Undo and redo of the organiser's changes (a card, a withdrawal, a draw, a rename, a payment,
//! the entry fee, …), several steps deep, over `turnier.ron` and the till (`.kasse.ron`) alike. A
//! step keeps the events and the till as they were before the change: undoing is the edit that
//! restores them (`Edit::Restore`, `FeeEdit::Restore`), saved through `Running::save` and
//! `Running::save_cash` like any change, so the one writer writes it, it must replay as any
//! change must, and a `turnier.ron` changed outside is not written over. (The file's head never changes in the window; a file reloaded from outside
//! starts a new history.)

use crate::ui::said::Said;
use schocken_core::tournament::fees::Cash;
use schocken_core::tournament::file::Event;

/// How many changes can be undone.
const DEPTH: usize = 50;

/// One change taken: the events and the till before it and what it did (as told when it was
/// taken).
pub(super) struct Step {
    pub(super) events: Vec<Event>,
    pub(super) cash: Cash,
    pub(super) what: Said,
}

#[derive(Default)]
pub(super) struct History {
    pub(super) undo: Vec<Step>,
    pub(super) redo: Vec<Step>,
}

impl History {
    /// A change was taken: it can be undone; what was undone before cannot be redone any more.
    pub(super) fn done(&mut self, events: Vec<Event>, cash: Cash, what: Said) {
        self.undo.push(Step { events, cash, what });
        if self.undo.len() > DEPTH {
            self.undo.remove(0);
        }
        self.redo.clear();
    }
}
