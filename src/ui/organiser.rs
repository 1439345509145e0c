//! The organiser's window (issue 11): a tournament folder's `turnier.ron` made and kept by
//! keyboard — registration, the draw of each round, the tables' cards, the standings.
//!
//! Every change is an `Edit` and goes through [`Running::change`]: checked by the core's
//! `edit::apply` and saved by the folder's one writer (`Organiser::change`, atomic, under the
//! organiser's lock) before the window takes it; a refusal leaves everything as it was and is
//! shown. The tournament and its standings are recomputed there, once per change, never per
//! frame. Each change taken can be undone (and redone), several
//! steps deep; a `turnier.ron` changed outside the window is offered, never written over unasked.

mod beamer;
mod card;
mod create;
mod desk;
mod drafts;
mod draw;
mod fees;
mod folder;
mod forms;
mod history;
mod lists;
mod phones;
mod prints;
mod refusals;
mod replayed;
pub(crate) use super::said;
mod time_up;

use crate::io::tournament_folder::{self, FILE_NAME, FolderError, Organiser};
use crate::ui::commands::Cmd;
use crate::ui::projector::Projector;
use eframe::egui::{self, Key, RichText};
use said::{Said, said};
use schocken_core::tournament::edit::{Checked, Current, Edit};
use schocken_core::tournament::file::{Scoring, TournamentFile};
use schocken_core::tournament::replay::{self, Tournament, Unused};
use schocken_core::tournament::standings::Standings;
use schocken_core::tournament::standings_text;
use schocken_core::tr;
use std::path::{Path, PathBuf};

/// The organiser's window over one tournament folder.
pub struct OrganiserView {
    dir: PathBuf,
    page: Page,
    prints: prints::Prints,
    /// The club's player registry, which learns the names registered here (a tournament the
    /// form starts included) where the organiser, asked once, says so.
    registry: Option<PathBuf>,
}

enum Page {
    /// No tournament in the folder yet: the form that starts one.
    Create(Box<create::CreateForm>),
    Open(Box<Running>),
    /// The folder cannot be organised here (another window holds it, or its file is refused).
    /// The message, and the standings as text where the folder reads (a second window shows
    /// the tournament without changing it).
    Closed {
        message: String,
        standings: Option<String>,
    },
}

/// The tabs of an open tournament; their commands (Ctrl+1 … Ctrl+4) switch between them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tab {
    Registration,
    Draw,
    Cards,
    Standings,
}

impl Tab {
    const ALL: [Tab; 4] = [Tab::Registration, Tab::Draw, Tab::Cards, Tab::Standings];

    /// The command that shows the tab.
    fn command(self) -> Cmd {
        match self {
            Tab::Registration => Cmd::TabRegistration,
            Tab::Draw => Cmd::TabDraw,
            Tab::Cards => Cmd::TabCards,
            Tab::Standings => Cmd::TabStandings,
        }
    }

    fn label(self) -> String {
        match self {
            Tab::Registration => tr!("organiser-tab-registration"),
            Tab::Draw => tr!("organiser-tab-draw"),
            Tab::Cards => tr!("organiser-tab-cards"),
            Tab::Standings => tr!("organiser-tab-standings"),
        }
    }
}

/// A line at the bottom: the last refusal (red) or what just happened, worded when shown.
struct Note {
    text: Said,
    error: bool,
}

/// An open tournament, composed of owned parts: the folder and its lock (`organiser`), the
/// replay (`replay`), the watcher (`folder`), the phones' server (`phones`), the projector
/// (`beamer`), the club's desk, time-up, the forms being typed (`forms`), the undo history and
/// the till.
struct Running {
    /// The organiser's lock on the folder: the one writer of `turnier.ron` and the till.
    organiser: Organiser,
    replay: replayed::Replayed,
    folder: folder::Watch,
    beamer: beamer::Beamer,
    desk: desk::Desk,
    time_up: time_up::TimeUp,
    phones: phones::Phones,
    forms: forms::Forms,
    history: history::History,
    /// The entry fees and prize money (`.kasse.ron`), on the same undo history.
    till: fees::Till,
    /// `turnier.ron` as found changed outside the window: offered (reload, or keep the window's).
    outside: Option<String>,
    note: Option<Note>,
    /// The language the window was last drawn in: typed amounts and checks are made anew in
    /// another (Ctrl+G).
    lang: schocken_core::i18n::Lang,
}

impl OrganiserView {
    /// The window over `dir`: the tournament in it, or the form that starts one there.
    /// `known`: player names of the club's past evenings, offered when registering.
    pub fn new(dir: PathBuf, known: Vec<String>) -> OrganiserView {
        let page = if dir.join(FILE_NAME).exists() {
            match Running::open(&dir, known) {
                Ok(running) => Page::Open(Box::new(running)),
                Err(message) => Page::Closed {
                    message,
                    // Read once: this window never writes, and the other one is the organiser's.
                    standings: tournament_folder::read(&dir)
                        .ok()
                        .map(|f| standings_text::text(&f.tournament, &f.standings)),
                },
            }
        } else {
            Page::Create(Box::new(create::CreateForm::new(known)))
        };
        OrganiserView { dir, page, prints: prints::Prints::new(true), registry: None }
    }

    /// The window with the club's player registry at `registry` (`io/players`): it offers the
    /// registry's names at registration, with `earlier` (names of past evenings, offered as
    /// typed, never written: opening a window changes no file), and learns the names registered
    /// once the organiser, asked, says so.
    pub fn with_registry(dir: PathBuf, registry: PathBuf, earlier: Vec<String>) -> OrganiserView {
        let people = crate::io::players::read(&registry).unwrap_or_default();
        let mut known = people.names();
        for name in earlier {
            if !people.knows(&name) && !known.iter().any(|k| schocken_core::names::same(k, &name)) {
                known.push(name);
            }
        }
        let mut view = OrganiserView::new(dir, known);
        if let Page::Open(r) = &mut view.page {
            r.till.set_registry(registry.clone());
        }
        view.registry = Some(registry);
        view
    }

    /// The new-tournament form (where the folder has no tournament yet) starts from the club's
    /// own rule book (`verein.ron`'s `rules`, CLUB.md 3), where the club keeps one.
    pub fn with_club_rules(mut self, club: Option<schocken_core::rules::preset::RuleSet>) -> OrganiserView {
        if let (Page::Create(form), Some(club)) = (&mut self.page, club) {
            form.offer_club_rules(club);
        }
        self
    }

    /// The window for tests: its printouts go into the folder, never to a printer or viewer, and
    /// no file dialog is shown.
    pub fn without_printer(mut self) -> OrganiserView {
        self.prints = prints::Prints::new(false);
        if let Page::Open(r) = &mut self.page {
            r.desk.dialogs = crate::ui::dialogs::Dialogs::none();
        }
        self
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// One of the organiser's own commands, from the window's menu.
    pub fn command(&mut self, ctx: &egui::Context, cmd: Cmd) {
        if let Page::Open(r) = &mut self.page {
            r.command(ctx, cmd);
        }
    }

    #[cfg(any(test, feature = "test-hooks"))]
    /// The window with the phones' server on `port` instead of 8080 (tests: 0, any free port).
    pub fn phones_port(mut self, port: u16) -> OrganiserView {
        if let Page::Open(r) = &mut self.page {
            r.phones.set_port(port);
        }
        self
    }

    /// Where the phones' server listens while the organiser runs it.
    pub fn phones_addr(&self) -> Option<std::net::SocketAddr> {
        match &self.page {
            Page::Open(r) => r.phones.addr(),
            _ => None,
        }
    }

    /// The open tournament and its standings (with the tables' session files), with a number
    /// that grows with every change taken, the organiser's or a table file's.
    pub fn standings(&self) -> Option<(&Tournament, &Standings, u64)> {
        match &self.page {
            Page::Open(r) => Some((&r.replay.t, &r.replay.standings, r.replay.revision)),
            _ => None,
        }
    }

    /// Whether the projector's window is open, and a look at the projector's state (the board
    /// the organiser's window sends it, its timer, blank and frozen); `None` without an open
    /// tournament.
    pub fn projector<R>(&self, look: impl FnOnce(bool, &Projector) -> R) -> Option<R> {
        match &self.page {
            Page::Open(r) => Some(r.beamer.with_projector(|p| look(r.beamer.is_open(), p))),
            _ => None,
        }
    }

    /// Draws the window; true when the organiser leaves it (back to the start page). The
    /// organiser's lock is held until the view is dropped.
    pub fn ui(&mut self, ui: &mut egui::Ui) -> bool {
        let mut leave = false;
        egui::Panel::top("organiser-leave").show(ui, |ui| {
            ui.add_space(4.0);
            // The desk's tools, the projector's with them; what a printout became is said at the
            // window's foot, where a long path has the whole width (`Prints::status_ui`).
            ui.horizontal(|ui| {
                leave = ui.button(tr!("organiser-leave")).clicked();
                if let Page::Open(r) = &mut self.page {
                    self.prints.ui(ui, &r.replay.file, &r.replay.t, &r.replay.standings, r.till.cash(), &self.dir);
                    r.phones_ui(ui);
                    r.desk_ui(ui);
                    ui.separator();
                    r.beamer.screen_ui(ui);
                }
            });
            if let Page::Open(r) = &mut self.page {
                r.club_row_ui(ui);
            }
        });
        match &mut self.page {
            Page::Create(form) => {
                if let Some(mut started) = form.ui(ui, &self.dir) {
                    if let Some(registry) = self.registry.clone() {
                        started.till.set_registry(registry);
                    }
                    self.page = Page::Open(Box::new(started));
                }
            }
            Page::Open(running) => running.ui(ui, &self.prints),
            Page::Closed { message, standings } => {
                egui::CentralPanel::default().show(ui, |ui| {
                    ui.heading(tr!("organiser-closed"));
                    ui.label(RichText::new(message.as_str()).color(ui.visuals().error_fg_color));
                    if let Some(standings) = standings {
                        ui.add_space(8.0);
                        egui::ScrollArea::both().auto_shrink([false, false]).show(ui, |ui| {
                            ui.add(egui::Label::new(RichText::new(standings.as_str()).monospace()).extend());
                        });
                    }
                });
            }
        }
        leave
    }
}

impl Running {
    fn open(dir: &Path, known: Vec<String>) -> Result<Running, String> {
        let mut organiser = Organiser::acquire(dir).map_err(|e| refusals::folder(&e))?;
        let folder = organiser.read().map_err(|e| refusals::folder(&e))?;
        Running::with(organiser, folder.file, known)
    }

    /// A tournament whose file was just saved or read with the folder's session files; refused
    /// (the message) should it not replay after all.
    fn with(organiser: Organiser, file: TournamentFile, known: Vec<String>) -> Result<Running, String> {
        let replay = replayed::Replayed::read(organiser.dir(), file)?;
        let forms = forms::Forms::new(organiser.dir(), &replay.t, known);
        let desk = desk::Desk::new(organiser.dir());
        let till = fees::Till::load(organiser.dir());
        let status = desk::table_status(&replay.t, &replay.skipped, &replay.unused);
        let beamer = beamer::Beamer::new(desk.board(&replay.t, &replay.standings, till.cash(), status));
        let note = forms.drafts.offered();
        Ok(Running {
            organiser,
            replay,
            folder: folder::Watch::default(),
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
    fn command(&mut self, ctx: &egui::Context, cmd: Cmd) {
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
            Cmd::Phones => match self.phones.toggle(self.organiser.dir(), ctx) {
                (said, false) => self.tell(said),
                (why, true) => self.refuse(why),
            },
            _ => {}
        }
    }

    /// The one place the organiser changes the tournament: `edit` must be taken ([`Running::save`]),
    /// else nothing changes and the refusal is shown. `what` is told when it is taken, and names
    /// the step for undo. True where it was taken (or changes nothing).
    fn change(&mut self, what: Said, edit: Edit) -> bool {
        let (before, cash) = (self.replay.file.events.clone(), self.till.cash().clone());
        match self.save(edit) {
            None => false,
            Some(false) => true,
            Some(true) => {
                self.history.done(before, cash, what.clone());
                self.tell(what);
                true
            }
        }
    }

    /// Has `edit` checked and saved (`Organiser::change`: it must replay with the sessions the
    /// window has, and is never written over a file changed outside) and takes the file it
    /// made, or shows why not. `None` where refused, else whether the file changed.
    fn save(&mut self, edit: Edit) -> Option<bool> {
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

    /// Takes a file just saved, and its replay.
    fn take_file(&mut self, checked: Checked) {
        let players = self.replay.t.players.len();
        let (file, t, unused) = checked.into_parts();
        self.replay.file = file;
        self.take(t, unused);
        self.note = None;
        self.after_commit(players);
    }

    /// Shows why the folder refused; a `turnier.ron` changed outside is offered.
    fn refused(&mut self, e: FolderError) {
        if matches!(e, FolderError::ChangedOutside(_)) {
            self.outside = self.organiser.changed_outside();
        }
        self.refuse(Said::new(move || refusals::folder(&e)));
    }

    /// After the file changed under the forms: the card grid shows the table anew (a draft stays
    /// a draft), and a draw proposal made for another field of players is dropped.
    fn after_commit(&mut self, players_before: usize) {
        self.forms.card.reload();
        if self.replay.t.players.len() != players_before {
            self.forms.draw.drop_proposal();
        }
    }

    /// The one place a new replay is taken: standings, revision and the projector's board follow.
    /// The card on screen is shown anew where its table's results changed (a file that recovers
    /// or arrives): the grid never stands for results the table no longer has.
    fn take(&mut self, t: Tournament, unused: Vec<(String, Unused)>) {
        let at = self.forms.card.at();
        let before = self.replay.t.table(at.round, at.table).cloned();
        self.replay.take(t, unused);
        if self.replay.t.table(at.round, at.table) != before.as_ref() {
            self.forms.card.reload();
        }
        self.refresh_board();
    }

    fn refuse(&mut self, text: impl Into<Said>) {
        self.note = Some(Note { text: text.into(), error: true });
    }

    fn tell(&mut self, text: impl Into<Said>) {
        self.note = Some(Note { text: text.into(), error: false });
    }

    /// After Ctrl+G: what the window holds as typed text in one language is made anew in the
    /// other (the till's amounts, the card's check); notes are worded when shown anyway.
    fn follow_language(&mut self) {
        let lang = schocken_core::i18n::current();
        if std::mem::replace(&mut self.lang, lang) != lang {
            self.till.retype();
            self.recheck_card();
        }
    }

    fn ui(&mut self, ui: &mut egui::Ui, prints: &prints::Prints) {
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
                let round = self.replay.t.rounds.len() as u32;
                match self.time_up.ui(ui, self.organiser.dir(), round, timer_out) {
                    Some(time_up::Told::Announced(round)) => self.tell(said!("organiser-time-up-told", round = round)),
                    Some(time_up::Told::Withdrawn(round, stay)) if stay.is_empty() => {
                        self.tell(said!("organiser-time-up-withdrawn", round = round))
                    }
                    Some(time_up::Told::Withdrawn(round, stay)) => {
                        let tables = stay.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
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

    fn path(&self) -> String {
        self.organiser.dir().join(FILE_NAME).display().to_string()
    }

    /// What the window holds that `turnier.ron` does not (yet): card drafts, a draw proposal not
    /// started, a name typed but not registered, a file changed outside not decided on.
    fn unsaved(&self) -> Vec<String> {
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
    fn outside_ui(&mut self, ui: &mut egui::Ui) {
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
    fn reload(&mut self, text: String) {
        let read = schocken_core::tournament::file::parse(&text)
            .and_then(|file| replay::replay(&file, &self.replay.sessions).map(|r| (file, r)));
        match read {
            Ok((file, (t, unused))) => {
                let players = self.replay.t.players.len();
                self.organiser.take_as_read(text);
                self.outside = None;
                self.replay.file = file;
                self.take(t, unused);
                self.after_commit(players);
                self.history = history::History::default();
                self.tell(said!("organiser-outside-reloaded", file = FILE_NAME));
            }
            Err(r) => self.refuse(Said::new(move || refusals::file(&r))),
        }
    }

    /// Title, place, date, scheme, rule set and the field in one line.
    fn head_ui(&self, ui: &mut egui::Ui) {
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

/// The help's lines for what is typed rather than pressed in the organiser's window (its keys are
/// the command table's rows, listed beside the other commands).
pub fn typing_lines() -> Vec<[String; 3]> {
    let line = |id: &str| {
        let message = |attr: &str| schocken_core::i18n::message(&format!("help-organiser-{id}{attr}"), &[]);
        [message(""), message(".keys"), message(".help")]
    };
    vec![line("register"), line("card")]
}

/// A labelled one-line text field (the label names it for screen readers and tests);
/// `entered`: Enter was pressed in it this frame.
fn field(ui: &mut egui::Ui, label: String, text: &mut String, width: f32, hint: String) -> (egui::Response, bool) {
    let label = ui.label(label);
    let edit = ui.add(egui::TextEdit::singleline(text).desired_width(width).hint_text(hint)).labelled_by(label.id);
    let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
    (edit, entered)
}

/// A scheme's name for people ("Verlustpunkte").
fn scheme_name(s: Scoring) -> String {
    match s {
        Scoring::Theimann => tr!("organiser-scoring-theimann"),
        Scoring::HalfPoints => tr!("organiser-scoring-half-points"),
        Scoring::LossPoints => tr!("organiser-scoring-loss-points"),
        Scoring::ExitOrder => tr!("organiser-scoring-exit-order"),
    }
}

/// What a scheme counts, in a line, for choosing one.
fn scheme_explained(s: Scoring) -> String {
    match s {
        Scoring::Theimann => tr!("organiser-scoring-theimann.help"),
        Scoring::HalfPoints => tr!("organiser-scoring-half-points.help"),
        Scoring::LossPoints => tr!("organiser-scoring-loss-points.help"),
        Scoring::ExitOrder => tr!("organiser-scoring-exit-order.help"),
    }
}
