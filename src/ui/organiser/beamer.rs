//! The projector as a second window of the organiser's (an egui viewport): full screen on the
//! second monitor where there is one, fed a new [`Board`] whenever the results change (never per
//! frame). The organiser opens and closes it, runs the round timer and blanks or freezes it with
//! buttons that do what B and F do on the projector itself.
//!
//! The projector's state lives here, shared with the viewport's drawing (egui draws a deferred
//! viewport apart from the organiser's frames), so it is there, and testable, without a screen.
//! Where the backend cannot open windows (tests, some platforms) it is a small preview window
//! inside the organiser's, which does not take the organiser's keys.

use crate::ui::commands::Cmd;
use crate::ui::projector::{Board, Projector};
use eframe::egui::{self, ViewportBuilder, ViewportId};
use schocken_core::tr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

/// The preview's size where no second window can be opened.
const PREVIEW: egui::Vec2 = egui::vec2(480.0, 270.0);

pub(super) struct Beamer {
    pub(super) screen: Arc<Mutex<Screen>>,
    pub(super) open: bool,
    /// The round timer's length typed by the organiser.
    pub(super) minutes: u32,
    /// The monitor it fills, from 0 in the platform's order: the second where there is one (an
    /// index beyond the monitors leaves the window on the organiser's).
    pub(super) monitor: usize,
    /// A new board arrived since the projector was last asked to redraw.
    pub(super) fresh: bool,
}

/// The projector small, inside another window (whose keys it leaves alone).
fn preview(ui: &mut egui::Ui, projector: &mut Projector) {
    let (rect, _) = ui.allocate_exact_size(PREVIEW, egui::Sense::hover());
    projector.show(&mut ui.new_child(egui::UiBuilder::new().max_rect(rect)), false);
}

/// What the projector's window shares with the organiser's.
pub(super) struct Screen {
    pub(super) projector: Projector,
    /// The projector's window was closed there (Escape, or its close button).
    pub(super) closed: bool,
}

fn lock(screen: &Mutex<Screen>) -> MutexGuard<'_, Screen> {
    // A panic while drawing leaves plain data behind: still fit to show.
    screen.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn viewport() -> ViewportId {
    ViewportId::from_hash_of("organiser-projector") // i18n-ok: an id
}

impl Beamer {
    pub(super) fn new(board: Board) -> Beamer {
        let screen = Screen { projector: Projector::new(board), closed: false };
        Beamer { screen: Arc::new(Mutex::new(screen)), open: false, minutes: 20, monitor: 1, fresh: false }
    }

    /// New results (or tables' status, or club): a new board for the projector (held back
    /// while it is frozen).
    pub(super) fn update(&mut self, board: Board) {
        lock(&self.screen).projector.update(board);
        self.fresh = true;
    }

    pub(super) fn is_open(&self) -> bool {
        self.open
    }

    /// A look at the projector's state (its board, timer, blank and frozen).
    pub(super) fn with_projector<R>(&self, look: impl FnOnce(&Projector) -> R) -> R {
        look(&lock(&self.screen).projector)
    }

    /// Keeps the projector's window open (each frame of the organiser's, as egui wants).
    pub(super) fn show(&mut self, ctx: &egui::Context) {
        if std::mem::take(&mut lock(&self.screen).closed) {
            self.open = false;
        }
        if !self.open {
            return;
        }
        let lang = schocken_core::i18n::current();
        let mut screen = lock(&self.screen);
        if ctx.embed_viewports() {
            // No second window here: a preview in a corner of the organiser's, folded away by
            // its title, not taking the organiser's keys.
            egui::Window::new(tr!("projector-window-title"))
                .id(egui::Id::unique("organiser-projector-preview"))
                .anchor(egui::Align2::RIGHT_BOTTOM, [-12.0, -72.0])
                .resizable(false)
                .show(ctx, |ui| preview(ui, &mut screen.projector));
            self.fresh = false;
            return;
        }
        drop(screen);
        let builder = ViewportBuilder::default()
            .with_title(tr!("projector-window-title"))
            .with_inner_size([1280.0, 720.0])
            .with_fullscreen(true)
            .with_monitor(self.monitor);
        let screen = self.screen.clone();
        // Only called where native windows open (embedding is handled above).
        ctx.show_viewport_deferred(viewport(), builder, move |ui, _| {
            schocken_core::i18n::set(lang);
            let mut s = lock(&screen);
            if ui.input(|i| i.viewport().close_requested()) || Cmd::CloseProjector.pressed(ui.ctx()) {
                s.closed = true;
            }
            let before = (s.projector.blank, s.projector.frozen);
            s.projector.ui(ui);
            // The organiser's buttons mirror B and F, and learn of a close.
            if s.closed || before != (s.projector.blank, s.projector.frozen) {
                ui.ctx().request_repaint_of(ViewportId::ROOT);
            }
        });
        if std::mem::take(&mut self.fresh) {
            ctx.request_repaint_of(viewport());
        }
    }

    /// The projector's controls, in the window's top row with the desk's other tools: the
    /// projector open or closed, blank, frozen, and its monitor.
    pub(super) fn screen_ui(&mut self, ui: &mut egui::Ui) {
        // The projector's keys, as its own window reads them (the command table's).
        let ctx = ui.ctx().clone();
        let key = |cmd: Cmd| cmd.shortcut_text(&ctx);
        let help = tr!("organiser-projector.help", key = key(Cmd::CloseProjector));
        ui.toggle_value(&mut self.open, tr!("organiser-projector")).on_hover_text(help);
        let (blank, freeze) =
            (tr!("organiser-blank.help", key = key(Cmd::Blank)), tr!("organiser-freeze.help", key = key(Cmd::Freeze)));
        let mut screen = lock(&self.screen);
        let p = &mut screen.projector;
        let before = (p.blank, p.frozen);
        ui.toggle_value(&mut p.blank, tr!("organiser-blank")).on_hover_text(blank);
        let mut frozen = p.frozen;
        if ui.toggle_value(&mut frozen, tr!("organiser-freeze")).on_hover_text(freeze).changed() {
            p.set_frozen(frozen);
        }
        let mut monitor = self.monitor + 1;
        let label = ui.label(tr!("organiser-monitor"));
        ui.add(egui::DragValue::new(&mut monitor).range(1..=9))
            .labelled_by(label.id)
            .on_hover_text(tr!("organiser-monitor.help"));
        self.monitor = monitor - 1;
        // The projector redraws what the organiser changed here.
        self.fresh |= before != (p.blank, p.frozen);
    }

    /// The round timer, in the tabs' row beside time-up: minutes, start/stop, what is left.
    pub(super) fn timer_ui(&mut self, ui: &mut egui::Ui) {
        let mut screen = lock(&self.screen);
        let p = &mut screen.projector;
        let before = p.time_left().is_some();
        match p.timer_line() {
            None => {
                let label = ui.label(tr!("organiser-timer"));
                ui.add(egui::DragValue::new(&mut self.minutes).range(1..=180).suffix(tr!("organiser-minutes")))
                    .labelled_by(label.id);
                if ui.button(tr!("organiser-timer-start")).clicked() {
                    p.start_timer(Duration::from_secs(u64::from(self.minutes) * 60));
                }
            }
            Some(line) => {
                ui.label(egui::RichText::new(line).monospace().strong());
                if ui.button(tr!("organiser-timer-stop")).clicked() {
                    p.stop_timer();
                }
                // The countdown here follows the seconds (the projector keeps its own pace).
                if let Some(left) = p.time_left().filter(|l| !l.is_zero()) {
                    ui.ctx().request_repaint_after(left.min(Duration::from_secs(1)));
                }
            }
        }
        self.fresh |= before != p.time_left().is_some();
    }
}
