//! The referee app (egui). A thin layer: every decision is the engine's, every file operation
//! the store's; the views only show state and turn keys and clicks into entries.

mod beermat;
mod cells;
pub mod commands;
mod entry;
mod help;
mod history;
pub mod organiser;
mod printing;
mod review;
mod setup;
mod start;
mod statistics;
mod table;

use crate::i18n::Lang;
use crate::session::desk::Desk;
use crate::session::log::Session;
use crate::store::{self, SessionLock, Store};
use commands::{Cmd, Menu};
use eframe::egui;
use std::path::PathBuf;

/// Starts the window. `open`: a session file to open at once; `dir`: the sessions folder.
pub fn run(open: Option<PathBuf>, dir: Option<PathBuf>) -> eframe::Result {
    let options = eframe::NativeOptions {
        renderer: eframe::Renderer::Glow,
        viewport: egui::ViewportBuilder::default()
            .with_title("Schocken")
            .with_inner_size([1366.0, 768.0])
            .with_maximized(true)
            .with_min_inner_size([800.0, 560.0]),
        ..Default::default()
    };
    eframe::run_native("schocken", options, Box::new(move |cc| Ok(Box::new(App::new(cc, open, dir)))))
}

/// Settings remembered between runs.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Settings {
    lang: Lang,
    zoom: f32,
}

const SETTINGS_KEY: &str = "schocken-settings";
/// The sessions folder chosen in the app (kept apart: a path may contain any character).
const FOLDER_KEY: &str = "schocken-sessions-folder";

impl Settings {
    fn load(storage: Option<&dyn eframe::Storage>) -> Settings {
        let text = storage.and_then(|s| s.get_string(SETTINGS_KEY)).unwrap_or_default();
        let mut settings = Settings { lang: Lang::De, zoom: 1.0 };
        for part in text.split(';') {
            match part.split_once('=') {
                Some(("lang", "en")) => settings.lang = Lang::En,
                Some(("zoom", z)) => settings.zoom = z.parse().unwrap_or(1.0_f32).clamp(0.5, 3.0),
                _ => {}
            }
        }
        settings
    }

    fn store(self, storage: &mut dyn eframe::Storage) {
        let lang = if self.lang == Lang::En { "en" } else { "de" };
        storage.set_string(SETTINGS_KEY, format!("lang={lang};zoom={}", self.zoom));
    }
}

/// A short message at the bottom of the window.
#[derive(Clone, Debug)]
struct Toast {
    text: String,
    error: bool,
}

/// What a view asks the app to do.
pub(crate) enum Action {
    Start,
    NewSession,
    OpenDialog,
    Open(PathBuf),
    /// The history of the sessions folder (list, search, statistics).
    History,
    /// A past evening, read-only.
    Review(PathBuf),
    Begin(crate::session::log::Header),
    Toast(String, bool),
}

enum View {
    Start(start::StartView),
    Setup(Box<setup::SetupView>),
    Table(Box<table::TableView>),
    History(Box<history::HistoryView>),
    Review(Box<review::ReviewView>),
}

/// The whole app: settings, the sessions folder, and the view on screen.
pub struct App {
    settings: Settings,
    store: Result<Store, String>,
    /// The folder chosen with `Cmd::SessionsFolder`, remembered between runs.
    folder: Option<PathBuf>,
    view: View,
    /// The history while one of its evenings is looked at, so going back does not reload it.
    history: Option<Box<history::HistoryView>>,
    /// Held while an evening is open at the table: a second window opens it read-only.
    lock: Option<SessionLock>,
    /// To wake the UI from the history's loading threads.
    ctx: egui::Context,
    toast: Option<Toast>,
    help: bool,
}

impl App {
    pub fn new(cc: &eframe::CreationContext<'_>, open: Option<PathBuf>, dir: Option<PathBuf>) -> App {
        let settings = Settings::load(cc.storage);
        cc.egui_ctx.set_zoom_factor(settings.zoom);
        let folder = cc.storage.and_then(|s| s.get_string(FOLDER_KEY)).filter(|f| !f.is_empty()).map(PathBuf::from);
        let mut app = App::with_settings(&cc.egui_ctx, settings, open, dir.or_else(|| folder.clone()));
        app.folder = folder;
        app
    }

    /// An app with explicit settings and folder (used by tests, which have no storage).
    pub fn for_tests(ctx: &egui::Context, dir: PathBuf) -> App {
        App::with_settings(ctx, Settings { lang: Lang::De, zoom: 1.0 }, None, Some(dir))
    }

    fn with_settings(ctx: &egui::Context, settings: Settings, open: Option<PathBuf>, dir: Option<PathBuf>) -> App {
        install_fonts(ctx);
        ctx.all_styles_mut(|style| {
            // No blinking cursor: nothing repaints while the referee is not typing.
            style.visuals.text_cursor.blink = false;
            style.text_styles.insert(egui::TextStyle::Body, egui::FontId::proportional(16.0));
            style.text_styles.insert(egui::TextStyle::Button, egui::FontId::proportional(16.0));
            style.spacing.button_padding = egui::vec2(8.0, 4.0);
        });
        let store = match dir.or_else(Store::default_dir) {
            Some(dir) => Store::open(dir.clone()).map_err(|e| format!("{}: {e}", dir.display())),
            None => Err(settings.lang.tr("kein Datenordner gefunden", "no data folder found").to_string()),
        };
        let mut app = App {
            settings,
            view: View::Start(start::StartView::default()),
            store,
            folder: None,
            history: None,
            lock: None,
            ctx: ctx.clone(),
            toast: None,
            help: false,
        };
        match open {
            Some(path) => app.act(Action::Open(path)),
            None => app.refresh_start(),
        }
        app
    }

    pub fn lang(&self) -> Lang {
        self.settings.lang
    }

    /// The open session, if any (for tests).
    pub fn session(&self) -> Option<&Session> {
        match &self.view {
            View::Table(t) => Some(t.desk().session()),
            _ => None,
        }
    }

    /// The file of the open session, if any (for tests).
    pub fn session_path(&self) -> Option<&std::path::Path> {
        match &self.view {
            View::Table(t) => Some(t.path()),
            _ => None,
        }
    }

    /// Whether every file of the history has been read (for tests; false when not in the history).
    pub fn history_loaded(&self) -> bool {
        matches!(&self.view, View::History(h) if h.loaded())
    }

    fn refresh_start(&mut self) {
        let recent = match &self.store {
            Ok(store) => store.recent(start::RECENT).unwrap_or_default(),
            Err(_) => Vec::new(),
        };
        self.show(View::Start(start::StartView::new(recent)));
    }

    /// Puts a view on screen. Leaving the table releases the evening's lock; leaving the
    /// history and its evenings forgets the loaded history.
    fn show(&mut self, view: View) {
        if !matches!(view, View::Table(_)) {
            self.lock = None;
        }
        let reviewing = matches!(view, View::Review(_));
        let keeps_history = reviewing || matches!(view, View::History(_));
        match std::mem::replace(&mut self.view, view) {
            View::History(history) if reviewing => self.history = Some(history),
            _ if keeps_history => {}
            _ => self.history = None,
        }
    }

    /// Opens an evening at the table if this window can write it, else read-only.
    fn open(&mut self, path: PathBuf, session: Session) {
        match SessionLock::acquire(&path) {
            Ok(lock) => {
                self.show(View::Table(Box::new(table::TableView::new(Desk::new(session), path))));
                self.lock = Some(lock);
            }
            Err(e) => {
                self.show(View::Review(Box::new(review::ReviewView::new(session, path, Some(e)))));
            }
        }
    }

    fn act(&mut self, action: Action) {
        let lang = self.settings.lang;
        match action {
            Action::Start => self.refresh_start(),
            Action::NewSession => self.show(View::Setup(Box::default())),
            Action::OpenDialog => {
                let mut dialog = rfd::FileDialog::new().add_filter("Schocken", &["ron"]);
                if let Ok(store) = &self.store {
                    dialog = dialog.set_directory(store.dir());
                }
                if let Some(path) = dialog.pick_file() {
                    self.act(Action::Open(path));
                }
            }
            Action::Open(path) => match store::read(&path) {
                Ok(session) => self.open(path, session),
                Err(e) => self.toast = Some(Toast { text: e.to_string(), error: true }),
            },
            Action::Review(path) => match store::read(&path) {
                Ok(session) => {
                    // Probe the lock: the review offers to continue only where that would work.
                    let read_only = SessionLock::acquire(&path).err();
                    self.show(View::Review(Box::new(review::ReviewView::new(session, path, read_only))));
                }
                Err(e) => self.toast = Some(Toast { text: e.to_string(), error: true }),
            },
            Action::History => match (self.history.take(), &self.store) {
                (Some(history), _) => self.show(View::History(history)),
                (None, Ok(store)) => {
                    let view = history::HistoryView::new(store, &self.ctx);
                    self.show(View::History(Box::new(view)));
                }
                (None, Err(e)) => self.toast = Some(Toast { text: e.clone(), error: true }),
            },
            Action::Begin(header) => {
                let path = match &self.store {
                    Ok(store) => {
                        store.new_path(header.started.as_deref().unwrap_or(""), header.title.as_deref().unwrap_or(""))
                    }
                    Err(e) => {
                        self.toast = Some(Toast { text: e.clone(), error: true });
                        return;
                    }
                };
                match Session::new(header) {
                    Ok(session) => match store::save(&path, &session) {
                        Ok(()) => self.open(path, session),
                        Err(e) => {
                            let text = format!(
                                "{}: {}: {e}",
                                lang.tr("Speichern fehlgeschlagen", "saving failed"),
                                path.display()
                            );
                            self.toast = Some(Toast { text, error: true });
                        }
                    },
                    Err(refusal) => self.toast = Some(Toast { text: refusal.message(lang), error: true }),
                }
            }
            Action::Toast(text, error) => self.toast = Some(Toast { text, error }),
        }
    }

    /// Runs a command from a key or a menu.
    fn command(&mut self, ctx: &egui::Context, cmd: Cmd) {
        let lang = self.settings.lang;
        match cmd {
            Cmd::NewSession => self.act(Action::NewSession),
            Cmd::OpenFile => self.act(Action::OpenDialog),
            Cmd::History => self.act(Action::History),
            Cmd::SessionsFolder => self.choose_folder(),
            Cmd::CloseSession => self.act(Action::Start),
            Cmd::Help => self.help = !self.help,
            Cmd::Language => {
                self.settings.lang = if self.settings.lang == Lang::De { Lang::En } else { Lang::De };
            }
            Cmd::ZoomIn => egui::gui_zoom::zoom_in(ctx),
            Cmd::ZoomOut => egui::gui_zoom::zoom_out(ctx),
            Cmd::ZoomReset => ctx.set_zoom_factor(1.0),
            _ => {
                let action = match &mut self.view {
                    View::Table(table) => table.command(cmd, lang),
                    View::Review(review) if is_print(cmd) => {
                        printing::command(cmd, review.session(), review.path().parent(), lang)
                    }
                    _ => None,
                };
                if let Some(action) = action {
                    self.act(action);
                }
            }
        }
    }

    /// Asks for another sessions folder, remembers it and shows its evenings.
    fn choose_folder(&mut self) {
        let mut dialog = rfd::FileDialog::new();
        if let Ok(store) = &self.store {
            dialog = dialog.set_directory(store.dir());
        }
        let Some(dir) = dialog.pick_folder() else { return };
        match Store::open(dir.clone()) {
            Ok(store) => {
                self.store = Ok(store);
                self.folder = Some(dir);
                if !matches!(self.view, View::Table(_) | View::Setup(_)) {
                    self.refresh_start();
                }
            }
            Err(e) => self.toast = Some(Toast { text: format!("{}: {e}", dir.display()), error: true }),
        }
    }

    /// Whether a command can run now (greys out menu entries).
    fn enabled(&self, cmd: Cmd) -> bool {
        match (&self.view, cmd) {
            (View::Table(t), _) => t.enabled(cmd),
            (View::Review(r), Cmd::PrintGame | Cmd::SaveGame) => !r.session().engine().finished_games().is_empty(),
            (View::Review(_), cmd) if is_print(cmd) => true,
            (_, Cmd::Undo | Cmd::Redo | Cmd::Take | Cmd::DroppedDice | Cmd::Lustwurf | Cmd::Note) => false,
            (_, Cmd::Starter | Cmd::Seats | Cmd::BeerMat) => false,
            (_, Cmd::PrintSession | Cmd::PrintGame | Cmd::PrintTallies) => false,
            (_, Cmd::SaveSession | Cmd::SaveGame | Cmd::SaveTallies) => false,
            _ => true,
        }
    }

    fn shortcuts(&mut self, ctx: &egui::Context) {
        // egui matches Ctrl+Z also when Shift is held: try the shortcuts with more modifiers first.
        let mut keys: Vec<(Cmd, &egui::KeyboardShortcut)> = Cmd::ALL
            .iter()
            .filter(|cmd| !matches!(cmd, Cmd::ZoomIn | Cmd::ZoomOut | Cmd::ZoomReset)) // egui zooms itself
            .flat_map(|&cmd| cmd.shortcuts().iter().map(move |s| (cmd, s)))
            .collect();
        let weight = |m: egui::Modifiers| [m.shift, m.alt, m.ctrl || m.command].iter().filter(|b| **b).count();
        keys.sort_by_key(|(_, s)| std::cmp::Reverse(weight(s.modifiers)));
        for (cmd, shortcut) in keys {
            if ctx.input_mut(|i| i.consume_shortcut(shortcut)) && self.enabled(cmd) {
                self.command(ctx, cmd);
            }
        }
    }

    fn menu(&mut self, ui: &mut egui::Ui) {
        let lang = self.settings.lang;
        egui::MenuBar::new().ui(ui, |ui| {
            for &menu in Menu::ALL {
                ui.menu_button(menu.title(lang), |ui| {
                    for cmd in menu.commands() {
                        let button = egui::Button::new(cmd.label(lang)).shortcut_text(cmd.shortcut_text(ui.ctx()));
                        let response = ui.add_enabled(self.enabled(cmd), button).on_hover_text(cmd.help(lang));
                        if response.clicked() {
                            self.command(ui.ctx(), cmd);
                            ui.close();
                        }
                    }
                });
            }
        });
    }
}

/// The commands that print or save a PDF of the open evening.
fn is_print(cmd: Cmd) -> bool {
    matches!(
        cmd,
        Cmd::PrintSession | Cmd::PrintGame | Cmd::PrintTallies | Cmd::SaveSession | Cmd::SaveGame | Cmd::SaveTallies
    )
}

/// DejaVu Sans (in `assets/`) as a fallback: egui's own font lacks arrows and other signs.
fn install_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "dejavu".into(),
        std::sync::Arc::new(egui::FontData::from_static(include_bytes!("../../assets/fonts/DejaVuSans.ttf"))),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts.families.entry(family).or_default().push("dejavu".into());
    }
    ctx.set_fonts(fonts);
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        // The language is chosen once per frame; everything below words in it.
        crate::i18n::set(self.settings.lang);
        let ctx = ui.ctx().clone();
        self.shortcuts(&ctx);
        let lang = self.settings.lang;
        egui::Panel::top("menu").show(ui, |ui| self.menu(ui));
        if let Some(toast) = &self.toast {
            let color = if toast.error { ui.visuals().error_fg_color } else { ui.visuals().strong_text_color() };
            let mut close = false;
            egui::Panel::bottom("toast").show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.label(egui::RichText::new(&toast.text).color(color).size(17.0));
                    if ui.small_button("×").on_hover_text(lang.tr("Meldung schließen", "Close message")).clicked() {
                        close = true;
                    }
                });
            });
            if close {
                self.toast = None;
            }
        }
        let action = match &mut self.view {
            View::Start(view) => view.ui(ui, self.store.as_ref().map(|s| s.dir()).map_err(|e| e.as_str())),
            View::Setup(view) => view.ui(ui, lang),
            View::Table(view) => view.ui(ui, lang),
            View::History(view) => view.ui(ui),
            View::Review(view) => view.ui(ui),
        };
        if let Some(action) = action {
            self.act(action);
        }
        if self.help {
            help::window(&ctx, lang, &mut self.help);
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.settings.store(storage);
        if let Some(folder) = &self.folder {
            storage.set_string(FOLDER_KEY, folder.display().to_string());
        }
    }

    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.settings.zoom = ctx.zoom_factor();
    }
}
