//! Phones at the tables from the organiser's window (PHONES.md): the server started and stopped
//! here (a toggle, Ctrl+Shift+W), its hall address in words and as a QR code — in a panel, and
//! in a window of its own big enough for the projector — and for each table of the latest round
//! whether a phone or a laptop is entering.
//!
//! Who enters is looked at on a worker thread when the folder changes (a watcher of its own),
//! never per frame: a table whose lock the referee app holds, or whose file someone else wrote
//! last, has a laptop; one whose file is as the server left it ([`serve::Written`]) a phone.

use crate::io::store::SessionLock;
use crate::io::tournament_folder;
use crate::io::watch::FolderWatcher;
use crate::live::tournament::Model;
use crate::qr::Qr;
use crate::serve::{self, Written};
use crate::ui::commands::Cmd;
use eframe::egui::{self, Color32, RichText, ViewportBuilder, ViewportId};
use schocken_core::session::log::TableRef;
use schocken_core::tournament::codes::TableCode;
use schocken_core::tournament::replay::Tournament;
use schocken_core::tournament::{RoundNo, TableNo};
use schocken_core::tr;

use std::net::{Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver};

/// The QR code's side in the organiser's panel (points).
const PANEL_QR: f32 = 260.0;

/// Who enters a table's throws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Entering {
    /// No file yet.
    Nobody,
    Phone,
    Laptop,
}

impl Entering {
    fn word(self) -> String {
        match self {
            Entering::Nobody => tr!("phones-nobody"),
            Entering::Phone => tr!("phones-phone"),
            Entering::Laptop => tr!("phones-laptop"),
        }
    }
}

/// A round's tables as one look found them.
type Look = (Option<RoundNo>, Vec<Entering>);

/// The server while it runs, with what the window shows of it.
pub(super) struct Server {
    pub(super) running: serve::Running,
    pub(super) halls: Vec<String>,
    pub(super) qr: Option<Qr>,
    /// `None` where the folder cannot be watched: then the tables are looked at when the round
    /// changes.
    pub(super) watcher: Option<FolderWatcher>,
    /// The tables of the latest round as last looked at.
    pub(super) seen: Option<Look>,
    pub(super) looking: Option<Receiver<Look>>,
    /// The folder changed while a look was under way: look once more after it.
    pub(super) again: bool,
}

/// The phones' server of the organiser's window.
pub(super) struct Phones {
    pub(super) port: u16,
    pub(super) server: Option<Server>,
    /// The big QR code's window is open.
    pub(super) big: bool,
}

impl Default for Phones {
    fn default() -> Phones {
        Phones { port: serve::address::PORT, server: None, big: false }
    }
}

impl Phones {
    #[cfg(any(test, feature = "test-hooks"))]
    /// The port the server listens on (tests choose 0: any free one).
    pub(super) fn set_port(&mut self, port: u16) {
        self.port = port;
    }

    /// Where the running server listens.
    pub(super) fn addr(&self) -> Option<SocketAddr> {
        self.server.as_ref().map(|s| s.running.addr())
    }

    /// The toggle and its key; what happened, for the note line (and whether it is a refusal).
    pub(super) fn toggle_ui(&mut self, ui: &mut egui::Ui, model: &Arc<Model>) -> Option<(crate::ui::said::Said, bool)> {
        let key = Cmd::Phones.pressed(ui.ctx());
        let mut on = self.server.is_some();
        let clicked =
            ui.toggle_value(&mut on, tr!("phones-toggle")).on_hover_text(Cmd::Phones.tooltip(ui.ctx())).clicked();
        (key || clicked).then(|| self.toggle(model, ui.ctx()))
    }

    /// Stops a running server, else starts one for the folder of `model` on every address (the
    /// window's live model of the folder: the server reads the same snapshots the window does).
    pub(super) fn toggle(&mut self, model: &Arc<Model>, ctx: &egui::Context) -> (crate::ui::said::Said, bool) {
        if self.server.take().is_some() {
            self.big = false;
            return (crate::ui::said::said!("phones-stopped"), false);
        }
        let dir = model.dir();
        match serve::start_with(model.clone(), SocketAddr::new(Ipv4Addr::UNSPECIFIED.into(), self.port)) {
            Ok(running) => {
                let halls = serve::hall_addresses(running.addr());
                let wake = ctx.clone();
                let server = Server {
                    qr: halls.first().and_then(|h| Qr::new(h)),
                    watcher: FolderWatcher::new(dir, move || wake.request_repaint()).ok(),
                    halls,
                    running,
                    seen: None,
                    looking: None,
                    again: false,
                };
                let said = crate::ui::said::said!("phones-started", address = server.halls.join(" · "));
                self.server = Some(server);
                (said, false)
            }
            Err(why) => (crate::ui::said::said!("phones-failed", why = why.to_string()), true),
        }
    }

    /// While the server runs: the panel at the window's right (addresses, QR code, who enters
    /// at each table of `round`, which has `tables` tables), and the big QR code's window.
    pub(super) fn panel(&mut self, ui: &mut egui::Ui, dir: &Path, round: Option<RoundNo>, tables: usize) {
        let Some(server) = &mut self.server else { return };
        server.follow(ui.ctx(), dir, round, tables);
        egui::Panel::right("organiser-phones").resizable(false).exact_size(PANEL_QR + 24.0).show(ui, |ui| {
            super::super::qr::way_in(ui, tr!("phones-heading"), &server.halls, server.qr.as_ref(), PANEL_QR);
            ui.label(tr!("phones-scan"));
            ui.toggle_value(&mut self.big, tr!("phones-big"))
                .on_hover_text(tr!("phones-big.help", key = Cmd::CloseWindow.shortcut_text(ui.ctx())));
            ui.separator();
            if let Some((round, seen)) = &server.seen {
                // Before the first draw there are no tables: "round 0" has none.
                ui.label(RichText::new(tr!("phones-tables", round = round.map_or(0, RoundNo::get))).strong());
                egui::ScrollArea::vertical().auto_shrink([false, true]).show(ui, |ui| {
                    egui::Grid::new("organiser-phones-tables").num_columns(2).show(ui, |ui| {
                        for (table, entering) in TableNo::numbered(seen) {
                            ui.label(tr!("phones-table", table = table));
                            ui.label(RichText::new(entering.word()).strong());
                            ui.end_row();
                        }
                    });
                });
            }
        });
        if self.big {
            self.big = big_window(ui.ctx(), &server.halls, server.qr.as_ref());
        }
    }
}

impl Server {
    /// Looks at the tables again where the folder changed or the round did, and takes a look
    /// that has arrived.
    fn follow(&mut self, ctx: &egui::Context, dir: &Path, round: Option<RoundNo>, tables: usize) {
        let changed = self.watcher.as_ref().is_some_and(FolderWatcher::take_changed);
        let stale = self.seen.as_ref().is_none_or(|(r, seen)| *r != round || seen.len() != tables);
        if changed || (stale && self.looking.is_none()) {
            match self.looking {
                Some(_) => self.again = true,
                None => self.looking = Some(look(dir.to_path_buf(), round, tables, self.running.written(), ctx)),
            }
        }
        let arrived = match self.looking.as_ref().map(Receiver::try_recv) {
            Some(Ok(look)) => Some(look),
            Some(Err(mpsc::TryRecvError::Empty)) | None => return,
            Some(Err(mpsc::TryRecvError::Disconnected)) => None,
        };
        self.looking = std::mem::take(&mut self.again)
            .then(|| look(dir.to_path_buf(), round, tables, self.running.written(), ctx));
        if arrived.is_some() {
            self.seen = arrived;
        }
    }
}

/// Who enters at each of `round`'s `tables` tables, found on a worker thread that wakes the
/// window when done.
fn look(
    dir: PathBuf,
    round: Option<RoundNo>,
    tables: usize,
    written: Arc<Written>,
    ctx: &egui::Context,
) -> Receiver<Look> {
    let (tx, rx) = mpsc::channel();
    let wake = ctx.clone();
    std::thread::spawn(move || {
        let seats =
            round.into_iter().flat_map(|round| TableNo::all().take(tables).map(move |table| TableRef { round, table }));
        let seen = seats.map(|seat| entering(&dir, seat, &written)).collect();
        // The window may be gone by now; then nobody wants the look.
        let _ = tx.send((round, seen));
        wake.request_repaint();
    });
    rx
}

/// A laptop where the referee app holds the table's lock or someone else wrote its file last;
/// a phone where the file is as the server left it.
fn entering(dir: &Path, seat: TableRef, written: &Written) -> Entering {
    let path = tournament_folder::table_session_path(dir, seat.round, seat.table);
    if SessionLock::is_held(&path) {
        return Entering::Laptop;
    }
    match std::fs::metadata(&path).and_then(|m| m.modified()) {
        Err(_) => Entering::Nobody,
        Ok(modified) if written.last(seat) == Some(modified) => Entering::Phone,
        Ok(_) => Entering::Laptop,
    }
}

fn viewport() -> ViewportId {
    ViewportId::from_hash_of("organiser-phones-qr") // i18n-ok: an id
}

/// The hall page's address and its QR code as large as the room allows, dark on white.
fn paint_big(ui: &mut egui::Ui, halls: &[String], qr: Option<&Qr>) {
    ui.painter().rect_filled(ui.max_rect(), 0.0, Color32::WHITE);
    ui.vertical_centered(|ui| {
        for hall in halls {
            ui.label(RichText::new(hall.as_str()).size(44.0).strong().color(Color32::BLACK));
        }
        ui.label(RichText::new(tr!("phones-scan")).size(26.0).color(Color32::BLACK));
        let room = ui.available_size();
        if let Some(qr) = qr {
            super::super::qr::paint(ui, qr, room.x.min(room.y).max(120.0));
        }
    });
}

/// The big QR code in a window of its own to drag onto the projector (inside the organiser's
/// where no second window opens). False once it was closed (Esc, or its close button).
fn big_window(ctx: &egui::Context, halls: &[String], qr: Option<&Qr>) -> bool {
    if ctx.embed_viewports() {
        let mut open = true;
        egui::Window::new(tr!("phones-window-title"))
            .id(egui::Id::unique("organiser-phones-big"))
            .default_size([640.0, 640.0])
            .open(&mut open)
            .show(ctx, |ui| {
                ui.set_min_size(egui::vec2(560.0, 620.0));
                paint_big(ui, halls, qr);
            });
        return open;
    }
    let builder = ViewportBuilder::default().with_title(tr!("phones-window-title")).with_inner_size([1280.0, 720.0]);
    ctx.show_viewport_immediate(viewport(), builder, |ui, _| {
        let closed = ui.input(|i| i.viewport().close_requested()) || Cmd::CloseWindow.pressed(ui.ctx());
        egui::CentralPanel::default().frame(egui::Frame::new().fill(Color32::WHITE)).show(ui, |ui| {
            paint_big(ui, halls, qr);
        });
        !closed
    })
}

/// The codes of `round`'s tables with their pages' addresses, for the printed table cards
/// ([`serve::address::card_codes`], as `tournament print DIR cards` gets them).
pub(super) fn table_codes(dir: &Path, t: &Tournament, round: RoundNo) -> Vec<TableCode> {
    serve::address::card_codes(dir, t, round)
}
