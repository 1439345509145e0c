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
mod fields;
mod forms;
mod history;
mod lists;
mod note;
mod phones;
mod prints;
mod refusals;
mod replayed;
mod running;
mod tab;
mod time_up;

use crate::io::tournament_folder::{self, FILE_NAME};
use crate::ui::commands::Cmd;
use crate::ui::projector::Projector;
use eframe::egui::{self, RichText};
use running::Running;
use schocken_core::tournament::replay::Tournament;
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
        // The picture to share is made beside the printouts, with the standings they print.
        if cmd == Cmd::OrganiserPicture {
            self.prints.share = true;
        } else if let Page::Open(r) = &mut self.page {
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
