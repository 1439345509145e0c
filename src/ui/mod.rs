//! The referee app (egui). A thin layer: every decision is the engine's, every file operation
//! the store's; the views only show state and turn keys and clicks into entries.

mod about;
mod action;
mod app_commands;
mod beermat;
mod blank_sheet;
mod cells;
mod club;
pub mod commands;
mod control;
mod dialogs;
mod entry;
mod fonts;
mod help;
mod history;
mod knob_grid;
pub mod organiser;
mod picker;
mod printing;
pub mod projector;
mod qr;
mod registry;
mod review;
mod rule_book;
mod rules_form;
pub(crate) mod said;
mod samples;
mod seating;
mod settings;
mod setup;
mod start;
mod statistics;
mod table;
mod table_link;
pub mod table_status;
mod typed_line;

use crate::io::store::{self, SessionLock, Store};
use action::{Action, Toast};
use commands::{Cmd, Destination, Keys, Menu, Open};
use eframe::egui;
pub use fonts::install_fonts;
use schocken_core::i18n::Lang;
use schocken_core::session::desk::Desk;
use schocken_core::session::log::Session;
use schocken_core::tr;
pub use settings::ZOOMS;
use settings::{Settings, zoom_step};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Starts the window. `open`: a session file to open at once, or a tournament's `turnier.ron`
/// (the desktop opens both with the app), whose folder the organiser's window opens; `dir`: the
/// sessions folder.
pub fn run(open: Option<PathBuf>, dir: Option<PathBuf>) -> eframe::Result {
    let tournament = open
        .as_deref()
        .filter(|file| file.file_name().is_some_and(|n| n == crate::io::tournament_folder::FILE_NAME))
        .map(|file| file.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new(".")).to_path_buf());
    match tournament {
        Some(folder) => run_with(None, dir, Some(folder)),
        None => run_with(open, dir, None),
    }
}

/// Opens the window on the organiser's view of a tournament folder (`schocken tournament open`).
pub fn run_tournament(tournament: PathBuf, sessions: Option<PathBuf>) -> eframe::Result {
    run_with(None, sessions, Some(tournament))
}

fn run_with(open: Option<PathBuf>, dir: Option<PathBuf>, tournament: Option<PathBuf>) -> eframe::Result {
    let options = eframe::NativeOptions {
        renderer: eframe::Renderer::Glow,
        viewport: egui::ViewportBuilder::default()
            .with_title("Schocken") // i18n-ok: the program's name
            .with_inner_size([1366.0, 768.0])
            .with_maximized(true)
            .with_min_inner_size([800.0, 560.0])
            .with_icon(std::sync::Arc::new(crate::icon::window())),
        ..Default::default()
    };
    eframe::run_native(
        "schocken",
        options,
        Box::new(move |cc| {
            let mut app = App::new(cc, open, dir);
            if let Some(tournament) = tournament {
                app.open_tournament(tournament);
            }
            Ok(Box::new(app))
        }),
    )
}

enum View {
    Start(start::StartView),
    Setup(Box<setup::SetupView>),
    Table(Box<table::TableView>),
    History(Box<history::HistoryView>),
    Review(Box<review::ReviewView>),
    Organiser(Box<organiser::OrganiserView>),
    Registry(Box<registry::RegistryView>),
    Club(Box<club::ClubView>),
}

/// The whole app: settings, the sessions folder, and the view on screen.
pub struct App {
    settings: Settings,
    store: Result<Store, String>,
    view: View,
    /// The views the referee came from, the last on top: [`Action::Back`] returns to it as it
    /// was (the history with its search and loaded files, the evening at the table with its
    /// typed throw). The start page is not kept: going back to it shows it afresh.
    behind: Vec<View>,
    /// Held while an evening is open at the table, on screen or behind the history or a new
    /// evening's setup: a second window opens it read-only.
    lock: Option<SessionLock>,
    /// To wake the UI from the history's loading threads.
    ctx: egui::Context,
    toast: Option<Toast>,
    /// Printouts on their way to the printer.
    spooler: printing::Spooler,
    /// The file dialogs (none in tests).
    dialogs: dialogs::Dialogs,
    help: bool,
    /// The user's own sessions folder: where the window goes back from the samples, and where a
    /// new evening begun among them is kept (`samples.rs`).
    home: Option<PathBuf>,
    /// The live model of the folder on view (`live::sessions`), which every view of it reads:
    /// the start page, the history, the player list and the Verein view (`App::model`).
    folder: Option<Arc<crate::live::sessions::Model>>,
    /// The blank score sheet's dialog, while it is open.
    blank: Option<blank_sheet::BlankSheet>,
    /// "Über Schocken" is open.
    about: bool,
    /// What Ctrl+Z takes back in the Verein view and the player list: kept while the app runs,
    /// not only while the view is open.
    undo: club::history::Undo,
}

impl App {
    pub fn new(cc: &eframe::CreationContext<'_>, open: Option<PathBuf>, dir: Option<PathBuf>) -> App {
        let settings = Settings::load(cc.storage);
        cc.egui_ctx.set_zoom_factor(settings.zoom);
        cc.egui_ctx.set_theme(theme(settings.light));
        let dir = dir.or_else(|| settings.folder.clone());
        App::with_settings(&cc.egui_ctx, settings, open, dir)
    }

    #[cfg(any(test, feature = "test-hooks"))]
    /// An app with the default settings on a folder, that never starts a printer or a viewer and
    /// never shows a file dialog (used by tests, which have no storage, must not print and have
    /// nobody to answer a dialog: files to save go where they go on a machine without dialogs).
    pub fn for_tests(ctx: &egui::Context, dir: PathBuf) -> App {
        App::for_tests_opening(ctx, dir, None)
    }

    #[cfg(any(test, feature = "test-hooks"))]
    /// [`App::for_tests`] started as `schocken open FILE` starts it.
    pub fn for_tests_opening(ctx: &egui::Context, dir: PathBuf, open: Option<PathBuf>) -> App {
        let mut app = App::with_settings(ctx, Settings::default(), open, Some(dir));
        app.spooler = printing::Spooler::offline(ctx);
        app.dialogs = dialogs::Dialogs::none();
        app
    }

    fn with_settings(ctx: &egui::Context, settings: Settings, open: Option<PathBuf>, dir: Option<PathBuf>) -> App {
        // Until the first frame sets it, word what happens here (an evening opened at start) too.
        schocken_core::i18n::set(settings.lang);
        install_fonts(ctx);
        // The zoom keys step through `ZOOMS` (commands), not egui's open range.
        ctx.options_mut(|o| o.zoom_with_keyboard = false);
        ctx.all_styles_mut(|style| {
            // No blinking cursor: nothing repaints while the referee is not typing.
            style.visuals.text_cursor.blink = false;
            // Read from a step away: nothing the referee needs is under 14 px.
            for (text, size) in [
                (egui::TextStyle::Small, 14.0),
                (egui::TextStyle::Body, 16.0),
                (egui::TextStyle::Button, 16.0),
                (egui::TextStyle::Monospace, 16.0),
                (egui::TextStyle::Heading, 24.0),
            ] {
                let family = if text == egui::TextStyle::Monospace {
                    egui::FontFamily::Monospace
                } else {
                    egui::FontFamily::Proportional
                };
                style.text_styles.insert(text, egui::FontId::new(size, family));
            }
            style.spacing.button_padding = egui::vec2(8.0, 4.0);
        });
        // The light look in high contrast: black on white, bars are bright.
        ctx.style_mut_of(egui::Theme::Light, |style| {
            style.visuals.override_text_color = Some(egui::Color32::BLACK);
            style.visuals.panel_fill = egui::Color32::WHITE;
            style.visuals.window_fill = egui::Color32::WHITE;
            style.visuals.extreme_bg_color = egui::Color32::from_gray(250);
            style.visuals.widgets.noninteractive.bg_stroke = egui::Stroke::new(1.5, egui::Color32::from_gray(90));
            style.visuals.widgets.inactive.bg_stroke = egui::Stroke::new(1.0, egui::Color32::from_gray(110));
        });
        ctx.set_theme(theme(settings.light));
        let own = |d: &PathBuf| !crate::demo::is_sample(d);
        let home = dir.clone().filter(own).or_else(|| settings.folder.clone().filter(own)).or_else(Store::default_dir);
        let store = match dir.or_else(Store::default_dir) {
            Some(dir) => Store::open(dir.clone()).map_err(|e| format!("{}: {e}", dir.display())),
            None => Err(tr!("app-no-data-folder")),
        };
        let mut app = App {
            settings,
            view: View::Start(start::StartView::default()),
            store,
            behind: Vec::new(),
            lock: None,
            ctx: ctx.clone(),
            toast: None,
            spooler: printing::Spooler::new(ctx),
            dialogs: dialogs::Dialogs::system(),
            help: false,
            home,
            folder: None,
            blank: None,
            about: false,
            undo: club::history::Undo::default(),
        };
        // The start page first, so that a file that does not open leaves the referee on a page
        // that lists the folder's evenings (damaged ones included), with the reason said.
        app.refresh_start();
        if let Some(path) = open {
            app.act(Action::Open(path));
        }
        app
    }

    pub fn lang(&self) -> Lang {
        self.settings.lang
    }

    #[cfg(any(test, feature = "test-hooks"))]
    /// The open session, if any (for tests).
    pub fn session(&self) -> Option<&Session> {
        match &self.view {
            View::Table(t) => Some(t.desk().session()),
            _ => None,
        }
    }

    #[cfg(any(test, feature = "test-hooks"))]
    /// The file of the open session, if any (for tests).
    pub fn session_path(&self) -> Option<&std::path::Path> {
        match &self.view {
            View::Table(t) => Some(t.path()),
            _ => None,
        }
    }

    #[cfg(any(test, feature = "test-hooks"))]
    /// Whether the player list has the evenings' names (for tests; false when not in it).
    pub fn registry_read(&self) -> bool {
        matches!(&self.view, View::Registry(r) if r.read())
    }

    #[cfg(any(test, feature = "test-hooks"))]
    /// In the Verein view: its members' server's port (tests choose 0: any free one), and where
    /// it listens.
    pub fn club_phones(&mut self, port: u16) -> Option<std::net::SocketAddr> {
        match &mut self.view {
            View::Club(c) => c.phones(port),
            _ => None,
        }
    }

    #[cfg(any(test, feature = "test-hooks"))]
    /// How many session files the folder's live model has read since the app opened it (for
    /// tests: every view reads the one model, none the folder itself).
    pub fn files_read(&self) -> usize {
        self.folder.as_ref().map_or(0, |model| model.latest().files_read)
    }

    #[cfg(any(test, feature = "test-hooks"))]
    /// Whether the Verein view has read its folder (for tests; false when not in it).
    pub fn club_read(&self) -> bool {
        matches!(&self.view, View::Club(c) if c.read())
    }

    #[cfg(any(test, feature = "test-hooks"))]
    /// Whether every file of the history has been read (for tests; false when not in the history).
    pub fn history_loaded(&self) -> bool {
        matches!(&self.view, View::History(h) if h.loaded())
    }

    /// The live model of the folder on view, opened (and followed, waking the window with each
    /// snapshot) when the folder is new; `None` without a folder.
    fn model(&mut self) -> Option<Arc<crate::live::sessions::Model>> {
        let dir = self.dir()?.to_path_buf();
        if self.folder.as_ref().is_none_or(|m| m.dir() != dir) {
            let model = crate::live::sessions::Model::open(&dir);
            let ctx = self.ctx.clone();
            model.on_change(move || ctx.request_repaint());
            model.follow();
            self.folder = Some(model);
        }
        self.folder.clone()
    }

    /// [`App::model`], looked at now (`Model::look`): a view about to open shows the folder with
    /// this window's own last save in it.
    fn looked(&mut self) -> Option<Arc<crate::live::sessions::Model>> {
        let model = self.model()?;
        model.look();
        Some(model)
    }

    /// The start page is shown afresh when the folder's newest evenings changed (another laptop
    /// or window saved one); what the referee was told stays.
    fn follow_folder(&mut self) {
        let Some(model) = self.model() else { return };
        if let View::Start(start) = &self.view
            && !start.shows(&model.latest().recent)
        {
            let toast = self.toast.take();
            self.refresh_start();
            self.toast = toast;
        }
    }

    fn refresh_start(&mut self) {
        let recent = self.looked().map(|model| model.latest().recent.clone()).unwrap_or_default();
        let tournaments = self.settings.tournaments.iter().filter_map(|dir| start::Tournament::read(dir)).collect();
        self.show(View::Start(start::StartView::new(&recent, tournaments)));
    }

    /// Puts a view on screen in place of everything before it. Leaving the table releases the
    /// evening's lock.
    fn show(&mut self, view: View) {
        // A new screen starts clean: a message of the last one does not follow the referee.
        self.toast = None;
        self.behind.clear();
        if !matches!(view, View::Table(_)) {
            self.lock = None;
        }
        self.view = view;
    }

    /// Puts a view on screen over the one there, which [`Action::Back`] returns to.
    fn enter(&mut self, view: View) {
        self.toast = None;
        match std::mem::replace(&mut self.view, view) {
            View::Start(_) | View::Organiser(_) => {}
            before => self.behind.push(before),
        }
    }

    /// Back to the view the referee came from, as it was; the start page if none.
    fn back(&mut self) {
        match self.behind.pop() {
            Some(view) => {
                self.toast = None;
                self.view = view;
            }
            None => self.refresh_start(),
        }
    }

    /// Back to the view kept at `at` in `behind` (the ones over it are dropped).
    fn back_to(&mut self, at: usize) {
        self.behind.truncate(at + 1);
        self.back();
    }

    /// Where in `behind` a view is kept that `which` picks.
    fn kept(&self, which: impl Fn(&View) -> bool) -> Option<usize> {
        self.behind.iter().rposition(which)
    }

    /// Whether this window has the evening at `path` open at the table (on screen or behind).
    fn holds(&self, path: &Path) -> bool {
        std::iter::once(&self.view).chain(&self.behind).any(|v| matches!(v, View::Table(t) if t.path() == path))
    }

    /// Opens an evening at the table if this window can write it, else read-only. The evening
    /// this window has open already is returned to, not opened a second time.
    fn open(&mut self, path: PathBuf, session: Session) {
        if let Some(at) = self.kept(|v| matches!(v, View::Table(t) if t.path() == path)) {
            return self.back_to(at);
        }
        match SessionLock::acquire(&path) {
            Ok(lock) => {
                self.show(View::Table(Box::new(table::TableView::new(Desk::new(session), path, &self.ctx))));
                self.lock = Some(lock);
            }
            Err(e) => {
                self.show(View::Review(Box::new(review::ReviewView::new(session, path, Some(e)))));
            }
        }
    }

    fn tell(&mut self, toast: Toast) {
        self.toast = Some(toast);
    }

    fn act(&mut self, action: Action) {
        match action {
            Action::Start => self.refresh_start(),
            Action::NewSession => match self.kept(|v| matches!(v, View::Setup(_))) {
                _ if matches!(self.view, View::Setup(_)) => {}
                Some(at) => self.back_to(at),
                None => {
                    let earlier = self.earlier();
                    self.enter(View::Setup(Box::new(setup::SetupView::new(earlier))));
                    // A club's rule book that does not read is said; the evening starts from the preset.
                    if let Some(Err(e)) = self.dir().map(crate::io::club_folder::club_rules) {
                        self.tell(Toast::error(move || e.message()));
                    }
                }
            },
            Action::OpenTournament(dir) => self.open_tournament(dir),
            Action::Tournament => {
                // A tournament is a folder: one with turnier.ron is run, an empty one started.
                match self.dialogs.pick_folder(self.dir()) {
                    dialogs::Answer::Chosen(dir) => self.open_tournament(dir),
                    dialogs::Answer::Cancelled => {}
                    dialogs::Answer::NoDialog => self.tell(Toast::error(|| tr!("app-no-dialog-tournament"))),
                }
            }
            // i18n-ok: a file type
            Action::OpenDialog => match self.dialogs.pick_file(("Schocken", "ron"), self.dir()) {
                dialogs::Answer::Chosen(path) => self.act(Action::Open(path)),
                dialogs::Answer::Cancelled => {}
                dialogs::Answer::NoDialog => self.tell(Toast::error(|| tr!("app-no-dialog-open"))),
            },
            Action::Open(path) => match store::read(&path) {
                Ok(session) => self.open(path, session),
                Err(e) => self.tell(Toast::error(move || e.to_string())),
            },
            Action::Review(path) => match store::read(&path) {
                Ok(session) => {
                    // Probe the lock: the review offers to continue only where that would work
                    // (the evening this window holds is continued by going back to it).
                    let read_only = if self.holds(&path) { None } else { SessionLock::acquire(&path).err() };
                    self.enter(View::Review(Box::new(review::ReviewView::new(session, path, read_only))));
                }
                Err(e) => self.tell(Toast::error(move || e.to_string())),
            },
            Action::Demo { tournament } => self.demo(tournament),
            Action::History => match (self.kept(|v| matches!(v, View::History(_))), self.looked()) {
                _ if matches!(self.view, View::History(_)) => {}
                (Some(at), _) => self.back_to(at),
                (None, Some(model)) => self.enter(View::History(Box::new(history::HistoryView::new(model)))),
                (None, None) => self.no_folder(),
            },
            Action::Registry => match self.looked() {
                _ if matches!(self.view, View::Registry(_)) => {}
                Some(model) => {
                    let view = registry::RegistryView::new(model, &self.undo.registry);
                    self.enter(View::Registry(Box::new(view)));
                }
                None => self.no_folder(),
            },
            Action::Club => match self.looked() {
                _ if matches!(self.view, View::Club(_)) => {}
                Some(model) => {
                    let view = club::ClubView::new(model, &self.undo.club);
                    self.enter(View::Club(Box::new(view)));
                }
                None => self.no_folder(),
            },
            Action::Begin(header) => self.begin(header),
            Action::Tell(toast) => self.tell(toast),
            Action::Command(cmd) => self.try_command(cmd),
            Action::Quiet => self.toast = None,
            Action::Back => self.back(),
            Action::Save(file) => self.save(&file),
        }
    }

    /// Says why there is no folder to look at.
    fn no_folder(&mut self) {
        if let Err(e) = &self.store {
            self.tell(Toast::text(e.clone(), true));
        }
    }

    /// The sessions folder, where dialogs start.
    fn dir(&self) -> Option<&Path> {
        self.store.as_ref().ok().map(Store::dir)
    }

    /// Saves a file where the referee chooses, or where no dialog can ask, beside the evenings;
    /// says where it went (a cancelled dialog says nothing: the referee knows).
    fn save(&mut self, file: &printing::ToSave) {
        match printing::save(file, self.dialogs) {
            Ok(Some(saved)) => self.tell(Toast::info(move || saved.message())),
            Ok(None) => {}
            Err(not_saved) => self.tell(Toast::error(move || not_saved.to_string())),
        }
    }

    /// The club's registry learns the names seated at a new evening (never names merely seen:
    /// opening a window writes nothing); a registry that cannot be changed is said.
    fn learn(&mut self, seated: &[String]) {
        let Ok(store) = &self.store else { return };
        let path = crate::io::players::path(store.dir());
        if let Err(e) = crate::io::players::learn(&path, seated.iter().map(String::as_str)) {
            self.tell(Toast::error(move || e.message()));
        }
    }

    /// Starts a new evening: its file first, then the table.
    fn begin(&mut self, header: schocken_core::session::log::Header) {
        let home = match self.leave_samples_for_an_evening() {
            Ok(home) => home,
            Err(e) => return self.tell(Toast::text(e, true)),
        };
        let path = match &self.store {
            Ok(store) => store.new_path(header.started.as_deref().unwrap_or(""), header.title.as_deref().unwrap_or("")),
            Err(e) => return self.tell(Toast::text(e.clone(), true)),
        };
        let seated = header.players.clone();
        match Session::new(header) {
            Ok(session) => match store::save(&path, &session) {
                Ok(()) => {
                    self.learn(&seated);
                    self.open(path, session);
                    if let Some(home) = home {
                        self.tell_kept_at_home(home);
                    }
                }
                Err(e) => {
                    let (path, error) = (path.display().to_string(), e.to_string());
                    self.tell(Toast::error(move || tr!("app-not-saved", path = path.as_str(), error = error.as_str())));
                }
            },
            Err(refusal) => self.tell(Toast::error(move || refusal.message())),
        }
    }
}

fn theme(light: bool) -> egui::Theme {
    if light { egui::Theme::Light } else { egui::Theme::Dark }
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        // The language is chosen once per frame; everything below words in it.
        schocken_core::i18n::set(self.settings.lang);
        let ctx = ui.ctx().clone();
        if let Some(done) = self.spooler.done() {
            let error = done.message().1;
            self.tell(Toast::new(move || done.message().0, error));
        }
        self.shortcuts(&ctx);
        self.follow_folder();
        // Esc closes the help first; the view has it otherwise (its dialogs, then its field).
        if self.help && Cmd::CloseWindow.pressed(&ctx) {
            self.help = false;
        }
        if self.about && Cmd::CloseWindow.pressed(&ctx) {
            self.about = false;
        }
        egui::Panel::top("menu").show(ui, |ui| self.menu(ui));
        self.samples_banner(ui);
        self.blank_sheet(&ctx);
        if let Some(toast) = &self.toast {
            let color = if toast.is_error() { ui.visuals().error_fg_color } else { ui.visuals().strong_text_color() };
            let mut close = false;
            egui::Panel::bottom("toast").show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.label(egui::RichText::new(toast.words()).color(color).size(17.0));
                    if ui.small_button("×").on_hover_text(tr!("app-close-message")).clicked() {
                        close = true;
                    }
                });
            });
            if close {
                self.toast = None;
            }
        }
        // The help and "Über Schocken" first: while the help is open its scroll keys (↓/↑, Bild↓)
        // are its own, not the view's behind it (a window stays on top whatever the order).
        if self.help {
            let keys = self.keys();
            help::window(&ctx, &mut self.help, keys);
        }
        if self.about {
            let data = self.dir().map(Path::to_path_buf);
            about::window(&ctx, &mut self.about, data.as_deref());
        }
        let action = match &mut self.view {
            View::Start(view) => view.ui(ui, self.store.as_ref().map(|s| s.dir()).map_err(|e| e.as_str())),
            View::Setup(view) => view.ui(ui),
            View::Table(view) => view.ui(ui),
            View::History(view) => view.ui(ui),
            View::Review(view) => view.ui(ui),
            View::Organiser(view) => view.ui(ui).then_some(Action::Start),
            View::Registry(view) => view.ui(ui),
            View::Club(view) => view.ui(ui),
        };
        if let Some(action) = action {
            self.act(action);
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.settings.store(storage);
    }

    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.settings.zoom = ctx.zoom_factor();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    /// The zoom keys step through `ZOOMS` and stop at its ends; a zoom between two steps (set by
    /// an older version) goes to the next step.
    #[test]
    fn zoom_steps_stay_in_the_offered_range() {
        let mut z = 1.0;
        for want in [1.1, 1.2, 1.3, 1.4, 1.5, 1.5] {
            z = zoom_step(z, true);
            assert!((z - want).abs() < 1e-6, "{z} instead of {want}");
        }
        assert_eq!(zoom_step(0.5, false), 0.5);
        assert_eq!(zoom_step(0.95, true), 1.0);
        assert_eq!(zoom_step(0.95, false), 0.9);
    }
}
