//! What the open tournament does with its `history` part (`organiser/history.rs`).

use super::Running;
use crate::io::tournament_folder::FolderError;
use crate::ui::commands::Cmd;
use crate::ui::organiser::history::*;
use crate::ui::organiser::refusals;
use crate::ui::said::{Said, said};
use eframe::egui;
use schocken_core::tournament::edit::{Current, Edit, EditError, Patch};
use schocken_core::tournament::fees::FeeEdit;
use schocken_core::tr;

impl Running {
    /// Undoes the last change (or redoes the last undone one): its patch of the events, then its
    /// till's edits, each made to the file as it stands and saved like any change. A refusal
    /// (said) leaves the files and the history as they were — but a step whose events are gone
    /// can never be made, and goes.
    pub(in crate::ui::organiser) fn step(&mut self, redo: bool) {
        self.history.close();
        let stack = if redo { &self.history.redo } else { &self.history.undo };
        let Some(Step { events, till, what }) = stack.last().cloned() else { return };
        let before = self.replay.file.events.clone();
        // The tournament first: a till taken back names only players it has then.
        if !events.is_empty()
            && let Err(e) = self.patched(events)
        {
            return self.step_refused(e, redo);
        }
        let events = Patch::between(&self.replay.file.events, &before);
        let mut again = Vec::new();
        for edit in till {
            let back = edit.inverse(self.till.cash());
            match self.save_cash(edit) {
                Some(true) => drop(again.splice(0..0, back)),
                Some(false) => {}
                None => {
                    // The till could not be written: what the step made of both goes back, and
                    // the till's refusal stays in sight.
                    let note = self.note.take();
                    for edit in again {
                        self.save_cash(edit);
                    }
                    if !events.is_empty() {
                        let _ = self.patched(events);
                    }
                    self.note = note;
                    return;
                }
            }
        }
        let h = &mut self.history;
        let (from, to) = if redo { (&mut h.redo, &mut h.undo) } else { (&mut h.undo, &mut h.redo) };
        from.pop();
        to.push(Step { events, till: again, what: what.clone() });
        self.tell(if redo { said!("organiser-redone", what = what) } else { said!("organiser-undone", what = what) });
    }

    /// `turnier.ron`'s events patched as they stand (`Edit::Patch` through the one writer,
    /// checked like every edit), and the file taken.
    fn patched(&mut self, patch: Patch) -> Result<(), FolderError> {
        let current = Current { file: &self.replay.file, tournament: &self.replay.t, sessions: &self.replay.sessions };
        if let Some(checked) = self.organiser.change(current, Edit::Patch(patch))? {
            self.take_file(checked);
        }
        Ok(())
    }

    /// Says why an undo (or redo) was refused; a `turnier.ron` changed outside is offered, a step
    /// whose events are gone since is dropped (the ones before it can still be undone).
    fn step_refused(&mut self, e: FolderError, redo: bool) {
        match &e {
            FolderError::ChangedOutside(_) => self.outside = self.organiser.changed_outside(),
            FolderError::Edit(EditError::Gone(_)) => {
                let stack = if redo { &mut self.history.redo } else { &mut self.history.undo };
                stack.pop();
            }
            _ => {}
        }
        self.refuse(Said::new(move || match redo {
            true => tr!("organiser-redo-refused", problem = refusals::folder(&e)),
            false => tr!("organiser-undo-refused", problem = refusals::folder(&e)),
        }));
    }

    /// A till change made with the change just taken (a registration's payment, a rename's):
    /// saved, and taken back with that step.
    pub(in crate::ui::organiser) fn save_cash_with_step(&mut self, edit: FeeEdit) {
        let back = edit.inverse(self.till.cash());
        if self.save_cash(edit) == Some(true) {
            self.history.join(back);
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::tournament_folder::Organiser;
    use schocken_core::i18n::{self, Lang};
    use schocken_core::rules::preset::{Preset, RuleSet};
    use schocken_core::tournament::file::{Event, Scoring, TournamentFile};

    /// An undo whose events are no longer as recorded (here: the step that renamed Eva lost, as
    /// if the file had been changed by another way) is refused in words, changes nothing, and
    /// goes; the window's history goes on with the steps before it.
    #[test]
    fn an_undo_whose_events_are_gone_is_refused_in_words_and_dropped() {
        let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
        let dir = std::env::temp_dir().join(format!("schocken-unit-undo-{}-{nanos}", std::process::id()));
        let file = TournamentFile {
            title: None,
            started: None,
            place: None,
            rules: RuleSet::new(Preset::MainTaunus),
            scoring: Scoring::LossPoints,
            discs: Default::default(),
            events: vec![Event::Register { name: "Carl".into(), team: None }],
        };
        drop(Organiser::create(&dir, &file).expect("created"));
        let mut r = Running::open(&dir, Vec::new()).expect("opened");
        let register = Edit::Register { names: vec!["Eva".into()], team: None };
        assert!(r.change(Said::from("Carl".to_string()), Edit::Withdraw("Carl".into())));
        assert!(r.change(Said::from("Eva".to_string()), register));
        assert!(r.change(Said::from("Eve".to_string()), Edit::Rename { old: "Eva".into(), new: "Eve".into() }));
        r.history.undo.pop();
        let text = std::fs::read_to_string(dir.join("turnier.ron")).unwrap();

        r.step(false);
        let note = r.note.as_ref().expect("said");
        assert!(note.error);
        let said = i18n::scoped(Lang::De, || note.text.text());
        assert_eq!(said, "Nicht zurückgenommen: die Anmeldung von „Eva“ wurde seither geändert");
        assert_eq!(std::fs::read_to_string(dir.join("turnier.ron")).unwrap(), text);
        assert_eq!(r.history.undo.len(), 1, "the step that cannot be made goes");
        // The step before it is undone as it stands: Carl's withdrawal goes, Eve stays.
        r.step(false);
        let events = &r.replay.file.events;
        assert_eq!(
            events,
            &[Event::Register { name: "Carl".into(), team: None }, Event::Register { name: "Eve".into(), team: None }]
        );
        drop(r);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
