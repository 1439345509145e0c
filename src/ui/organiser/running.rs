//! An open tournament, the organiser's window's state: the parts it is composed of, and what
//! it does as a whole (open, change, undo, draw). Each part's own doings are `running/`'s files
//! (`impl Running` by part); the parts' types are the organiser's files beside this one, which
//! never use it.

mod with_card;
mod with_desk;
mod with_draw;
mod with_fees;
mod with_folder;
mod with_history;
mod with_lists;
mod with_phones;

use super::fields::scheme_name;
use super::note::Note;
use super::tab::Tab;
use super::{beamer, desk, fees, forms, history, phones, prints, refusals, replayed, time_up};
use crate::io::tournament_folder::{FILE_NAME, FolderError, Organiser};
use crate::ui::commands::Cmd;
use crate::ui::said::{Said, said};
use eframe::egui::{self, RichText};
use schocken_core::tournament::edit::{Checked, Current, Edit, Patch};
use schocken_core::tournament::file::TournamentFile;
use schocken_core::tournament::replay;
use schocken_core::tr;
use std::path::Path;

/// An open tournament, composed of owned parts: the folder and its lock (`organiser`), the
/// folder's live model and the snapshot shown (`replay`), the phones' server (`phones`), the projector
/// (`beamer`), the club's desk, time-up, the forms being typed (`forms`), the undo history and
/// the till.
pub(super) struct Running {
    /// The organiser's lock on the folder: the one writer of `turnier.ron` and the till.
    pub(super) organiser: Organiser,
    pub(super) replay: replayed::Replayed,
    pub(super) beamer: beamer::Beamer,
    pub(super) desk: desk::Desk,
    pub(super) time_up: time_up::TimeUp,
    pub(super) phones: phones::Phones,
    pub(super) forms: forms::Forms,
    pub(super) history: history::History,
    /// The entry fees and prize money (`.kasse.ron`), on the same undo history.
    pub(super) till: fees::Till,
    /// `turnier.ron` as found changed outside the window: offered (reload, or keep the window's).
    pub(super) outside: Option<String>,
    pub(super) note: Option<Note>,
    /// The language the window was last drawn in: typed amounts and checks are made anew in
    /// another (Ctrl+G).
    pub(super) lang: schocken_core::i18n::Lang,
}

impl Running {
    pub(super) fn open(dir: &Path, known: Vec<String>) -> Result<Running, String> {
        let mut organiser = Organiser::acquire(dir).map_err(|e| refusals::folder(&e))?;
        let folder = organiser.read().map_err(|e| refusals::folder(&e))?;
        Running::with(organiser, folder.file, known)
    }

    /// A tournament whose file was just saved or read with the folder's session files; refused
    /// (the message) should it not replay after all.
    pub(super) fn with(organiser: Organiser, file: TournamentFile, known: Vec<String>) -> Result<Running, String> {
        let replay = replayed::Replayed::open(organiser.dir(), file)?;
        let forms = forms::Forms::new(organiser.dir(), &replay.t, known);
        let desk = desk::Desk::new(organiser.dir());
        let till = fees::Till::load(organiser.dir());
        let status = replay.shown.table_status();
        let beamer = beamer::Beamer::new(desk.board(&replay.t, &replay.standings, till.cash(), status));
        let note = forms.drafts.offered();
        Ok(Running {
            organiser,
            replay,
            beamer,
            desk,
            time_up: time_up::TimeUp::default(),
            phones: phones::Phones::default(),
            forms,
            history: history::History::default(),
            till,
            outside: None,
            note,
            lang: schocken_core::i18n::current(),
        })
    }

    /// One of the organiser's own commands (`Menu::Tournament`), from the menu; their keys are
    /// read where they act (the tabs', undo's, the till's, the phones').
    pub(super) fn command(&mut self, ctx: &egui::Context, cmd: Cmd) {
        match cmd {
            Cmd::TabRegistration => self.forms.tab = Tab::Registration,
            Cmd::TabDraw => self.forms.tab = Tab::Draw,
            Cmd::TabCards => self.forms.tab = Tab::Cards,
            Cmd::TabStandings => self.forms.tab = Tab::Standings,
            Cmd::FeePaid | Cmd::FeeOpen | Cmd::FeeWaived => {
                self.forms.tab = Tab::Registration;
                self.forms.fee_asked = fees::COMMANDS.iter().find(|(c, _)| *c == cmd).map(|&(_, status)| status);
            }
            Cmd::OrganiserUndo => self.step(false),
            Cmd::OrganiserRedo => self.step(true),
            Cmd::Phones => match self.phones.toggle(&self.replay.model, ctx) {
                (said, false) => self.tell(said),
                (why, true) => self.refuse(why),
            },
            _ => {}
        }
    }

    /// The one place the organiser changes the tournament: `edit` must be taken ([`Running::save`]),
    /// else nothing changes and the refusal is shown. `what` is told when it is taken, and names
    /// the step for undo, which keeps what the change did to the events (its patch back). True
    /// where it was taken (or changes nothing).
    pub(super) fn change(&mut self, what: Said, edit: Edit) -> bool {
        self.history.close();
        let before = self.replay.file.events.clone();
        match self.save(edit) {
            None => false,
            Some(false) => true,
            Some(true) => {
                let events = Patch::between(&self.replay.file.events, &before);
                self.history.done(history::Step { events, till: Vec::new(), what: what.clone() });
                self.tell(what);
                true
            }
        }
    }

    /// Has `edit` checked and saved (`Organiser::change`: it must replay with the sessions the
    /// window has, and is never written over a file changed outside) and takes the file it
    /// made, or shows why not. `None` where refused, else whether the file changed.
    pub(super) fn save(&mut self, edit: Edit) -> Option<bool> {
        let current = Current { file: &self.replay.file, tournament: &self.replay.t, sessions: &self.replay.sessions };
        match self.organiser.change(current, edit) {
            Ok(None) => Some(false),
            Ok(Some(checked)) => {
                self.take_file(checked);
                Some(true)
            }
            Err(e) => {
                self.refused(e);
                None
            }
        }
    }

    /// Takes a file just saved, and its replay: the folder's model publishes it (with whatever
    /// else changed in the folder since) and the window shows that snapshot.
    pub(super) fn take_file(&mut self, checked: Checked) {
        let players = self.replay.t.players.len();
        let (file, t, unused) = checked.into_parts();
        let snapshot = self.replay.model.written(file, t, unused, &self.replay.sessions);
        self.take_snapshot(snapshot);
        self.note = None;
        self.after_commit(players);
    }

    /// Shows why the folder refused; a `turnier.ron` changed outside is offered.
    pub(super) fn refused(&mut self, e: FolderError) {
        if matches!(e, FolderError::ChangedOutside(_)) {
            self.outside = self.organiser.changed_outside();
        }
        self.refuse(Said::new(move || refusals::folder(&e)));
    }

    /// After the file changed under the forms: the card grid shows the table anew (a draft stays
    /// a draft), and a draw proposal made for another field of players is dropped.
    pub(super) fn after_commit(&mut self, players_before: usize) {
        self.forms.card.reload();
        if self.replay.t.players.len() != players_before {
            self.forms.draw.drop_proposal();
        }
    }

    pub(super) fn refuse(&mut self, text: impl Into<Said>) {
        self.note = Some(Note { text: text.into(), error: true });
    }

    pub(super) fn tell(&mut self, text: impl Into<Said>) {
        self.note = Some(Note { text: text.into(), error: false });
    }

    /// After Ctrl+G: what the window holds as typed text in one language is made anew in the
    /// other (the till's amounts, the card's check); notes are worded when shown anyway.
    pub(super) fn follow_language(&mut self) {
        let lang = schocken_core::i18n::current();
        if std::mem::replace(&mut self.lang, lang) != lang {
            self.till.retype();
            self.recheck_card();
        }
    }

    pub(super) fn ui(&mut self, ui: &mut egui::Ui, prints: &prints::Prints) {
        self.follow_language();
        self.follow_folder(ui.ctx());
        self.beamer.show(ui.ctx());
        for tab in Tab::ALL {
            if tab.command().pressed(ui.ctx()) {
                self.forms.tab = tab;
            }
        }
        self.history_keys(ui.ctx());
        egui::Panel::top("organiser-head").show(ui, |ui| {
            ui.add_space(6.0);
            self.head_ui(ui);
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                for tab in Tab::ALL {
                    let label = RichText::new(tab.label()).size(18.0);
                    ui.selectable_value(&mut self.forms.tab, tab, label)
                        .on_hover_text(tab.command().shortcut_text(ui.ctx()));
                }
                ui.separator();
                self.beamer.timer_ui(ui);
                ui.separator();
                let timer_out = self.beamer.with_projector(|p| p.time_left().is_some_and(|l| l.is_zero()));
                let round = self.replay.t.latest_round().map(|(n, _)| n);
                match self.time_up.ui(ui, self.organiser.dir(), round, timer_out) {
                    Some(time_up::Told::Announced(round)) => self.tell(said!("organiser-time-up-told", round = round)),
                    Some(time_up::Told::Withdrawn(round, stay)) if stay.is_empty() => {
                        self.tell(said!("organiser-time-up-withdrawn", round = round))
                    }
                    Some(time_up::Told::Withdrawn(round, stay)) => {
                        let tables = stay.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
                        self.tell(said!(
                            "organiser-time-up-withdrawn-but",
                            round = round,
                            count = stay.len(),
                            tables = tables
                        ))
                    }
                    Some(time_up::Told::Failed(why)) => self.refuse(why),
                    None => {}
                }
            });
            self.tables_ui(ui);
            ui.add_space(4.0);
            self.outside_ui(ui);
        });
        egui::Panel::bottom("organiser-note").show(ui, |ui| {
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                self.history_ui(ui);
                match &self.note {
                    Some(note) if note.error => {
                        ui.label(RichText::new(note.text.text()).color(ui.visuals().error_fg_color).strong());
                    }
                    Some(note) => {
                        ui.label(note.text.text());
                    }
                    None => {}
                }
            });
            let unsaved = self.unsaved();
            if !unsaved.is_empty() {
                let text = tr!("organiser-unsaved", what = unsaved.join(" · "));
                ui.label(RichText::new(text).color(ui.visuals().warn_fg_color));
            } else if self.note.is_none() {
                ui.label(RichText::new(tr!("organiser-saved-in", file = self.path())).weak());
            }
            prints.status_ui(ui);
            self.skipped_ui(ui);
            ui.add_space(4.0);
        });
        self.phones_panel(ui);
        egui::CentralPanel::default().show(ui, |ui| match self.forms.tab {
            Tab::Registration => {
                self.till_ui(ui);
                self.registration_ui(ui);
            }
            Tab::Draw => self.draw_ui(ui),
            Tab::Cards => self.card_ui(ui),
            Tab::Standings => self.standings_ui(ui),
        });
    }

    pub(super) fn path(&self) -> String {
        self.organiser.dir().join(FILE_NAME).display().to_string()
    }

    /// What the window holds that `turnier.ron` does not (yet): card drafts, a draw proposal not
    /// started, a name typed but not registered, a file changed outside not decided on.
    pub(super) fn unsaved(&self) -> Vec<String> {
        let mut what = self.forms.drafts.unsaved();
        if let Some(round) = self.forms.draw.proposed_round() {
            what.push(tr!("organiser-unsaved-proposal", round = round));
        }
        if !self.forms.registration.typed().is_empty() {
            what.push(tr!("organiser-unsaved-name", name = self.forms.registration.typed()));
        }
        if self.outside.is_some() {
            what.push(tr!("organiser-unsaved-outside"));
        }
        what
    }

    /// The bar over a `turnier.ron` changed outside the window: take it (reload) or write the
    /// window's version over it. Until then nothing is saved.
    pub(super) fn outside_ui(&mut self, ui: &mut egui::Ui) {
        let Some(text) = self.outside.clone() else { return };
        let mut choice = None;
        egui::Frame::new().fill(ui.visuals().warn_fg_color.gamma_multiply(0.15)).inner_margin(6.0).show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(tr!("organiser-outside", file = FILE_NAME)).strong());
                if ui.button(tr!("organiser-outside-reload")).clicked() {
                    choice = Some(true);
                }
                if ui.button(tr!("organiser-outside-keep")).clicked() {
                    choice = Some(false);
                }
            });
        });
        ui.add_space(4.0);
        match choice {
            Some(true) => self.reload(text),
            Some(false) => {
                // The organiser has seen the other version and chose his own: it is written over it,
                // checked as any file the window saves.
                self.organiser.take_as_read(text);
                self.outside = None;
                match self.organiser.save_as_is(&self.replay.file, &self.replay.sessions) {
                    Ok(checked) => {
                        self.take_file(checked);
                        self.tell(said!("organiser-outside-kept"));
                    }
                    Err(e) => self.refused(e),
                }
            }
            None => {}
        }
    }

    /// Takes `turnier.ron` as changed outside: it must read and replay, else it is refused and
    /// the choice stays open. The undo history is of the file before it, so it goes.
    pub(super) fn reload(&mut self, text: String) {
        let read = schocken_core::tournament::file::parse(&text)
            .and_then(|file| replay::replay(&file, &self.replay.sessions).map(|r| (file, r)));
        match read {
            Ok((file, (t, unused))) => {
                let players = self.replay.t.players.len();
                self.organiser.take_as_read(text);
                self.outside = None;
                let snapshot = self.replay.model.written(file, t, unused, &self.replay.sessions);
                self.take_snapshot(snapshot);
                self.after_commit(players);
                self.history = history::History::default();
                self.tell(said!("organiser-outside-reloaded", file = FILE_NAME));
            }
            Err(r) => self.refuse(Said::new(move || refusals::file(&r))),
        }
    }

    /// Title, place, date, scheme, rule set and the field in one line.
    pub(super) fn head_ui(&self, ui: &mut egui::Ui) {
        let f = &self.replay.file;
        let title = f.title.clone().unwrap_or_else(|| tr!("organiser-untitled"));
        ui.add(egui::Label::new(RichText::new(title).heading().strong()).truncate());
        let mut facts: Vec<String> = Vec::new();
        facts.extend(f.place.clone());
        facts.extend(f.started.as_deref().map(schocken_core::stats::short_date));
        facts.push(scheme_name(f.scoring));
        facts.push(schocken_core::report::words::preset_name(f.rules.preset));
        let withdrawn = self.replay.t.players.iter().filter(|p| p.withdrawn).count();
        facts.push(tr!("organiser-field", count = self.replay.t.players.len() - withdrawn));
        ui.add(egui::Label::new(facts.join(" · ")).truncate());
    }
}
