//! What the open tournament does with its `history` part (`organiser/history.rs`).

use super::Running;
use crate::ui::commands::Cmd;
use crate::ui::organiser::history::*;
use crate::ui::said::said;
use eframe::egui;
use schocken_core::tournament::edit::Edit;
use schocken_core::tournament::fees::FeeEdit;
use schocken_core::tr;

impl Running {
    /// Undoes the last change (or redoes the last undone one): the events as they were are
    /// saved. A refusal (shown by `save`) leaves the history as it was.
    pub(in crate::ui::organiser) fn step(&mut self, redo: bool) {
        let stack = if redo { &self.history.redo } else { &self.history.undo };
        let Some(Step { events, cash, what }) = stack.last() else { return };
        let (events, cash, what) = (events.clone(), cash.clone(), what.clone());
        let now = Step { events: self.replay.file.events.clone(), cash: self.till.cash().clone(), what: what.clone() };
        // The tournament first: a till restored names only players it has then.
        if events != now.events && self.save(Edit::Restore(events)).is_none() {
            return;
        }
        if cash != now.cash && self.save_cash(FeeEdit::Restore(cash)).is_none() {
            // The till could not be written: the tournament goes back to where it was too.
            self.save(Edit::Restore(now.events));
            return;
        }
        let h = &mut self.history;
        let (from, to) = if redo { (&mut h.redo, &mut h.undo) } else { (&mut h.undo, &mut h.redo) };
        from.pop();
        to.push(now);
        self.tell(if redo { said!("organiser-redone", what = what) } else { said!("organiser-undone", what = what) });
    }

    /// Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes — while no text field has the keyboard
    /// (there they undo the typing).
    pub(in crate::ui::organiser) fn history_keys(&mut self, ctx: &egui::Context) {
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        // Redo's Ctrl+Shift+Z first: Ctrl+Z alone would take it too.
        if Cmd::OrganiserRedo.pressed(ctx) {
            self.step(true);
        } else if Cmd::OrganiserUndo.pressed(ctx) {
            self.step(false);
        }
    }

    /// The undo and redo buttons, each naming the change it would take back or do again.
    pub(in crate::ui::organiser) fn history_ui(&mut self, ui: &mut egui::Ui) {
        let undo = self.history.undo.last().map(|s| s.what.text());
        let redo = self.history.redo.last().map(|s| s.what.text());
        let (undo_keys, redo_keys) =
            (Cmd::OrganiserUndo.shortcut_text(ui.ctx()), Cmd::OrganiserRedo.shortcut_text(ui.ctx()));
        let button =
            ui.add_enabled(undo.is_some(), egui::Button::new(tr!("organiser-undo"))).on_hover_text(undo.map_or_else(
                || tr!("organiser-undo-nothing", keys = undo_keys.as_str()),
                |w| tr!("organiser-undo-what", keys = undo_keys.as_str(), what = w),
            ));
        if button.clicked() {
            self.step(false);
        }
        let button =
            ui.add_enabled(redo.is_some(), egui::Button::new(tr!("organiser-redo"))).on_hover_text(redo.map_or_else(
                || tr!("organiser-redo-nothing", keys = redo_keys.as_str()),
                |w| tr!("organiser-redo-what", keys = redo_keys.as_str(), what = w),
            ));
        if button.clicked() {
            self.step(true);
        }
    }
}
