//! The projector as a window of its own (`schocken tournament project DIR`): full screen, over a
//! tournament folder it watches. The folder is read on a reader thread, never while drawing: the
//! folder watcher wakes the thread, the thread reads and replays the folder and hands the window
//! a new [`Board`]; the window's `ui()` only takes what has arrived.

use super::Projector;
use super::board::Board;
use crate::io::watch::FolderWatcher;
use crate::ui::commands::Cmd;
use eframe::egui;
use schocken_core::i18n::{self, Lang};
use schocken_core::tr;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

/// Boards made from a folder on a reader thread, each time the folder changes.
pub struct Feed {
    boards: Receiver<Board>,
    /// Kept alive for its threads: dropped with the feed, which ends the reader.
    _watcher: Option<FolderWatcher>,
}

impl Feed {
    /// Reads `dir` with `read` on a thread of its own: once now, and again whenever the folder
    /// changes; `wake` is called when a board is ready (to ask the window for a frame). Words
    /// on the board are in `lang`. A folder that cannot be read (`None`) sends nothing: the
    /// last good board stays.
    pub fn new(
        dir: &Path,
        lang: Lang,
        read: impl Fn(&Path) -> Option<Board> + Send + 'static,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Feed {
        let (changed, news) = mpsc::channel::<()>();
        let (send, boards) = mpsc::channel();
        let folder = dir.to_path_buf();
        std::thread::spawn(move || {
            i18n::set(lang);
            // Changes that came while a read was under way are taken by the next read.
            while news.recv().is_ok() {
                while news.try_recv().is_ok() {}
                if let Some(board) = read(&folder) {
                    if send.send(board).is_err() {
                        return;
                    }
                    wake();
                }
            }
        });
        let _ = changed.send(());
        // Without a watcher (it could not start) the first read is all the window shows.
        let watcher = FolderWatcher::new(dir, move || {
            let _ = changed.send(());
        })
        .ok();
        Feed { boards, _watcher: watcher }
    }

    /// The newest board that has arrived since the last call, if any. Reads no file.
    pub fn latest(&self) -> Option<Board> {
        self.boards.try_iter().last()
    }
}

/// The folder read and replayed as the projector shows it.
pub fn read_board(dir: &Path) -> Option<Board> {
    let folder = crate::io::tournament_folder::read(dir).ok()?;
    let tables =
        schocken_core::tournament::status::latest(&folder.tournament, &crate::io::table_status::of_folder(&folder));
    // A till that cannot be read shows no prize money (the organiser's window says why).
    let cash = crate::io::cash::read(dir).unwrap_or_default();
    let (t, s) = (&folder.tournament, &folder.standings);
    Some(Board::new(t, s).with_till(t, s, &cash).with_desk(tables, crate::io::club::read(dir)))
}

/// The projector's window: what the feed brings, drawn.
pub struct Window {
    lang: Lang,
    feed: Feed,
    pub projector: Projector,
}

impl Window {
    pub fn new(feed: Feed, projector: Projector) -> Window {
        Window { lang: i18n::current(), feed, projector }
    }

    /// One frame: a board that arrived is shown (or held while frozen), Escape closes.
    pub fn ui(&mut self, ui: &mut egui::Ui) {
        i18n::set(self.lang);
        if let Some(board) = self.feed.latest() {
            self.projector.update(board);
        }
        if Cmd::CloseProjector.pressed(ui.ctx()) {
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
        self.projector.ui(ui);
    }
}

impl eframe::App for Window {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        Window::ui(self, ui);
    }
}

/// The projector full screen over the tournament folder `dir`, with the round timer started
/// where `timer` is given.
pub fn run(dir: PathBuf, timer: Option<Duration>) -> eframe::Result {
    let options = eframe::NativeOptions {
        renderer: eframe::Renderer::Glow,
        viewport: egui::ViewportBuilder::default()
            .with_title(tr!("projector-window-title"))
            .with_inner_size([1920.0, 1080.0])
            .with_fullscreen(true),
        ..Default::default()
    };
    eframe::run_native(
        "schocken-projector", // i18n-ok: an app id
        options,
        Box::new(move |cc| {
            // The app's fonts: the tables' symbols (✓, ⚠) are DejaVu's.
            crate::ui::fonts::install_fonts(&cc.egui_ctx);
            let ctx = cc.egui_ctx.clone();
            let feed = Feed::new(&dir, i18n::current(), read_board, move || ctx.request_repaint());
            let mut projector = Projector::new(Board::default());
            if let Some(length) = timer {
                projector.start_timer(length);
            }
            Ok(Box::new(Window::new(feed, projector)))
        }),
    )
}
