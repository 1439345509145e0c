//! Undo and redo of the organiser's changes (a card, a withdrawal, a draw, a rename, a payment,
//! the entry fee, …), several steps deep, over `turnier.ron` and the till (`.kasse.ron`) alike.
//! A step keeps what its change did, never a copy of either file (the developers' guide: an undo
//! is the inverse edit): `turnier.ron`'s part as an `edit::Patch` of the events, the till's as
//! the `FeeEdit`s that take it back (`FeeEdit::inverse`). Undoing applies them to the files as
//! they stand, saved through `Running::save`'s way and `Running::save_cash` like any change, so
//! the one writer writes it, it must replay as any change must, a `turnier.ron` changed outside
//! is not written over, and events no longer there as recorded refuse it in words. (The file's
//! head never changes in the window; a file reloaded from outside starts a new history.)

use crate::ui::said::Said;
use schocken_core::tournament::edit::Patch;
use schocken_core::tournament::fees::FeeEdit;

/// How many changes can be undone.
const DEPTH: usize = 50;

/// One change taken, as what takes it from where its stack is to the other side: on the undo
/// stack what takes it back, on the redo stack what makes it again; and what it did (as told
/// when it was taken).
#[derive(Clone)]
pub(super) struct Step {
    /// `turnier.ron`'s events: applied first.
    pub(super) events: Patch,
    /// The till's edits, applied in their order after the events.
    pub(super) till: Vec<FeeEdit>,
    pub(super) what: Said,
}

#[derive(Default)]
pub(super) struct History {
    pub(super) undo: Vec<Step>,
    pub(super) redo: Vec<Step>,
    /// Whether the last step is the change being made now, which a till change made with it
    /// (the payment of a player registered, a rename's) joins.
    open: bool,
}

impl History {
    /// A change was taken (`back` takes it back): it can be undone; what was undone before
    /// cannot be redone any more.
    pub(super) fn done(&mut self, back: Step) {
        self.undo.push(back);
        if self.undo.len() > DEPTH {
            self.undo.remove(0);
        }
        self.redo.clear();
        self.open = true;
    }

    /// A new change begins (or a step is taken back or made again): no till change joins the
    /// last step any more.
    pub(super) fn close(&mut self) {
        self.open = false;
    }

    /// A till change made with the change just taken (`back` takes it back): undone with it,
    /// before that step's own till edits (it was made after them). Nothing where no change was
    /// just taken.
    pub(super) fn join(&mut self, back: Vec<FeeEdit>) {
        if let Some(step) = self.undo.last_mut().filter(|_| self.open) {
            step.till.splice(0..0, back);
        }
    }
}
