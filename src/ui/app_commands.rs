//! The app's commands from a key or a menu to what they do: the menu bar (the referee's, or the
//! organiser's), the shortcuts, whether a command can run now and why not, printing the evening
//! in view. The command table itself (text, keys, menus) is `commands.rs`.

use super::*;

impl App {
    /// Runs a command from a key, a menu or a button.
    pub(super) fn command(&mut self, ctx: &egui::Context, cmd: Cmd) {
        match cmd {
            Cmd::NewSession => self.act(Action::NewSession),
            Cmd::OpenFile => self.act(Action::OpenDialog),
            Cmd::History => self.act(Action::History),
            Cmd::Players => self.act(Action::Registry),
            Cmd::Club => self.act(Action::Club),
            Cmd::Tournament => self.act(Action::Tournament),
            Cmd::SessionsFolder => self.choose_folder(),
            Cmd::OwnFolder => self.own_folder(),
            Cmd::CloseSession => self.act(Action::Start),
            Cmd::Quit => ctx.send_viewport_cmd(egui::ViewportCommand::Close),
            Cmd::Help => self.help = !self.help,
            Cmd::About => self.about = true,
            Cmd::Language => self.settings.lang = self.settings.lang.toggled(),
            Cmd::Theme => {
                self.settings.light = !self.settings.light;
                ctx.set_theme(theme(self.settings.light));
            }
            Cmd::ZoomIn => ctx.set_zoom_factor(zoom_step(ctx.zoom_factor(), true)),
            Cmd::ZoomOut => ctx.set_zoom_factor(zoom_step(ctx.zoom_factor(), false)),
            Cmd::ZoomReset => ctx.set_zoom_factor(1.0),
            Cmd::PrintBlank => self.open_blank_sheet(),
            Cmd::SharePicture => self.share_picture(),
            _ if cmd.printout().is_some() => self.print(cmd),
            _ if cmd.menu() == Menu::Tournament => {
                if let View::Organiser(organiser) = &mut self.view {
                    organiser.command(ctx, cmd);
                }
            }
            _ => {
                let action = match &mut self.view {
                    View::Table(table) => table.command(cmd),
                    View::Review(review) => review.command(cmd),
                    _ => None,
                };
                if let Some(action) = action {
                    self.act(action);
                }
            }
        }
    }

    /// Prints or saves as PDF the evening at the table or the one looked back at.
    pub(super) fn print(&mut self, cmd: Cmd) {
        let Some((printout, destination)) = cmd.printout() else { return };
        let (session, path) = match &self.view {
            View::Table(t) => (t.desk().session(), t.path()),
            View::Review(r) => (r.session(), r.path()),
            _ => return,
        };
        let (pdf, name) = match printout.pdf(session) {
            Ok(made) => made,
            Err(e) => return self.tell(Toast::error(move || e.to_string())),
        };
        match destination {
            Destination::Printer => {
                let dir = path.parent().map_or_else(std::env::temp_dir, Path::to_path_buf);
                self.spooler.print(pdf, &name, &dir)
            }
            Destination::File => {
                let dir = path.parent().map_or_else(std::env::temp_dir, Path::to_path_buf);
                self.save(&printing::ToSave { bytes: pdf, name, kind: ("PDF", "pdf"), dir });
            }
        }
    }

    /// The evening at the table or looked back at as a picture to share, saved beside its file
    /// (the samples' evenings in the user's own folder: never in a temporary one), under a name
    /// not taken; where it went, or why not, is told.
    fn share_picture(&mut self) {
        let (session, path) = match &self.view {
            View::Table(t) => (t.desk().session(), t.path()),
            View::Review(r) => (r.session(), r.path()),
            _ => return,
        };
        let beside = path.parent().filter(|d| !d.as_os_str().is_empty()).map(Path::to_path_buf);
        let dir = match beside {
            Some(dir) if !crate::demo::is_sample(&dir) => dir,
            _ => match &self.home {
                Some(home) => home.clone(),
                None => return self.tell(Toast::error(|| tr!("share-no-folder"))),
            },
        };
        let club = crate::io::share::club_of_sessions(&dir);
        match crate::io::share::save(&dir, &crate::share::Subject::Evening(session), &club) {
            Ok(file) => {
                let file = file.display().to_string();
                self.tell(Toast::info(move || tr!("share-saved", file = file.as_str())))
            }
            Err(e) => self.tell(Toast::error(move || e.message())),
        }
    }

    /// Opens the blank score sheet's dialog: the club's rule book where the folder has one (a
    /// `verein.ron` that does not read is said, and the sheet falls back), else the evening's.
    fn open_blank_sheet(&mut self) {
        let club = match self.dir().map(crate::io::club_folder::club_rules) {
            Some(Ok(rules)) => rules,
            Some(Err(e)) => {
                self.tell(Toast::error(move || e.message()));
                None
            }
            None => None,
        };
        let evening = match &self.view {
            View::Table(t) => Some(t.desk().session().header().rules.clone()),
            View::Review(r) => Some(r.session().header().rules.clone()),
            _ => None,
        };
        self.blank = Some(blank_sheet::BlankSheet::new(club, evening));
    }

    /// The blank sheet's dialog while open: printed or saved beside the evenings (never in a
    /// temporary folder), or closed.
    pub(super) fn blank_sheet(&mut self, ctx: &egui::Context) {
        let Some(sheet) = &mut self.blank else { return };
        let Some(answer) = sheet.ui(ctx) else { return };
        let Some(sheet) = self.blank.take() else { return };
        if matches!(answer, blank_sheet::Answer::Cancel) {
            return;
        }
        let pdf = match crate::print::blank_sheet(sheet.players, &sheet.rules) {
            Ok(pdf) => pdf,
            Err(e) => return self.tell(Toast::error(move || e.to_string())),
        };
        let dir = self.dir().map(Path::to_path_buf).or_else(|| self.home.clone()).unwrap_or_else(std::env::temp_dir);
        let name = sheet.file_name();
        match answer {
            blank_sheet::Answer::Print => self.spooler.print(pdf, &name, &dir),
            _ => self.save(&printing::ToSave { bytes: pdf, name, kind: ("PDF", "pdf"), dir }),
        }
    }

    /// The organiser's window over a tournament folder (one with turnier.ron is run, another
    /// started), offering the names of earlier evenings.
    pub fn open_tournament(&mut self, dir: PathBuf) {
        let recent = &mut self.settings.tournaments;
        // A folder remembered from an earlier start that is gone is said, not started afresh.
        if !dir.is_dir() && recent.contains(&dir) {
            recent.retain(|d| *d != dir);
            let folder = dir.display().to_string();
            self.tell(Toast::error(move || tr!("app-tournament-gone", folder = folder.as_str())));
            return self.refresh_start();
        }
        // Remembered for the start page, the newest first; a sample folder never (it is gone by
        // the next start).
        recent.retain(|d| *d != dir);
        if !crate::demo::is_sample(&dir) {
            recent.insert(0, dir.clone());
        }
        recent.truncate(start::RECENT_TOURNAMENTS);
        let earlier = self.earlier();
        let view = match &self.store {
            Ok(store) => {
                organiser::OrganiserView::with_registry(dir, crate::io::players::path(store.dir()), earlier.names)
            }
            Err(_) => organiser::OrganiserView::new(dir, earlier.names),
        };
        let view = view.with_club_rules(earlier.club_rules);
        // The app's tests print nothing: the organiser's printouts stay in the folder too.
        let view = if self.spooler.prints() { view } else { view.without_printer() };
        self.show(View::Organiser(Box::new(view)));
    }

    /// What earlier evenings of the folder and its registry tell: the persons and last time's
    /// players, as the folder's live model has them (an unreadable registry is said where the
    /// player list and the books read it; the evening still starts, offering the names as
    /// written), and the club's rule book as `verein.ron` stands.
    pub(super) fn earlier(&mut self) -> setup::Earlier {
        let mut earlier = self.looked().map(|model| setup::Earlier::from(&model.latest())).unwrap_or_default();
        earlier.club_rules = self.dir().and_then(|dir| crate::io::club_folder::club_rules(dir).ok().flatten());
        earlier
    }

    /// Asks for another sessions folder, remembers it and shows its evenings.
    pub(super) fn choose_folder(&mut self) {
        let dir = match self.dialogs.pick_folder(self.dir()) {
            dialogs::Answer::Chosen(dir) => dir,
            dialogs::Answer::Cancelled => return,
            dialogs::Answer::NoDialog => return self.tell(Toast::error(|| tr!("app-no-dialog-folder"))),
        };
        match Store::open(dir.clone()) {
            Ok(store) => {
                self.store = Ok(store);
                if !crate::demo::is_sample(&dir) {
                    self.home = Some(dir.clone());
                    self.settings.folder = Some(dir);
                }
                if !matches!(self.view, View::Table(_) | View::Setup(_)) {
                    self.refresh_start();
                }
            }
            Err(e) => self.tell(Toast::text(format!("{}: {e}", dir.display()), true)),
        }
    }

    /// Why a command cannot run now (greys out menu entries; a key says why): the command table
    /// decides, from what is open.
    pub(super) fn blocked(&self, cmd: Cmd) -> Option<commands::Blocked> {
        let open = match &self.view {
            View::Table(t) => t.open(),
            View::Review(r) => Open { desk: None, session: Some(r.session()), decided: false },
            _ => Open { desk: None, session: None, decided: false },
        };
        commands::blocked(cmd, open)
    }

    pub(super) fn enabled(&self, cmd: Cmd) -> bool {
        self.blocked(cmd).is_none()
    }

    /// Runs a command from a key or a button, or says why it cannot run now.
    pub(super) fn try_command(&mut self, cmd: Cmd) {
        match self.blocked(cmd) {
            None => {
                let ctx = self.ctx.clone();
                self.command(&ctx, cmd);
            }
            Some(blocked) => self.tell(Toast::error(move || blocked.message())),
        }
    }

    pub(super) fn shortcuts(&mut self, ctx: &egui::Context) {
        // egui matches Ctrl+Z also when Shift is held: try the shortcuts with more modifiers first.
        // The organiser's window, the player list and the Verein view read their own keys (undo,
        // merge): only the look's and the help's commands are the app's there.
        let mut keys: Vec<(Cmd, &egui::KeyboardShortcut)> =
            self.keys().app_commands().flat_map(|cmd| cmd.shortcuts().iter().map(move |s| (cmd, s))).collect();
        let weight = |m: egui::Modifiers| [m.shift, m.alt, m.ctrl || m.command].iter().filter(|b| **b).count();
        keys.sort_by_key(|(_, s)| std::cmp::Reverse(weight(s.modifiers)));
        for (cmd, shortcut) in keys {
            if ctx.input_mut(|i| i.consume_shortcut(shortcut)) {
                self.try_command(cmd);
            }
        }
    }

    /// Whether the organiser's window is on screen: it shows no evening's menus or keys.
    pub(super) fn organising(&self) -> bool {
        matches!(self.view, View::Organiser(_))
    }

    /// Whose keys count now: the view on screen decides.
    pub(super) fn keys(&self) -> Keys {
        match self.view {
            View::Organiser(_) => Keys::Organiser,
            View::Registry(_) => Keys::Registry,
            View::Club(_) => Keys::Club,
            View::History(_) => Keys::History,
            View::Review(_) => Keys::Review,
            View::Setup(_) => Keys::Setup,
            _ => Keys::Referee,
        }
    }

    pub(super) fn menu(&mut self, ui: &mut egui::Ui) {
        let (menus, organising) = if self.organising() { (Menu::ORGANISER, true) } else { (Menu::ALL, false) };
        egui::MenuBar::new().ui(ui, |ui| {
            for &menu in menus {
                ui.menu_button(menu.title(), |ui| {
                    for cmd in menu.commands().filter(|&cmd| !organising || cmd != Cmd::BeerMat) {
                        let button = egui::Button::new(cmd.label()).shortcut_text(cmd.shortcut_text(ui.ctx()));
                        let response = ui.add_enabled(self.enabled(cmd), button).on_hover_text(cmd.help());
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
