//! The projector as a window of its own (`schocken tournament project DIR`): full screen, over a
//! tournament folder. Its process has one live model of the folder (`crate::live::tournament`,
//! which follows it); a feed thread makes a [`Board`] of each new snapshot and hands it to the
//! window; the window's `ui()` only takes what has arrived, and never reads a file.

use super::Projector;
use super::board::Board;
use crate::io::club;
use crate::io::listing::{Stamp, listing};
use crate::io::tournament_folder::FolderError;
use crate::live::tournament::{Model, Snapshot};
use crate::ui::commands::Cmd;
use eframe::egui;
use schocken_core::brand::Club;
use schocken_core::i18n::{self, Lang};
use schocken_core::tr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::time::Duration;

/// Boards made from the folder's live model on a feed thread, one for each new snapshot.
pub struct Feed {
    boards: Receiver<Board>,
    /// Dropped with the feed: the feed thread sees it gone and ends.
    _alive: mpsc::Sender<()>,
}

impl Feed {
    /// Opens the live model of `dir` on a thread of its own and makes a board of its first
    /// snapshot and of every one after it; `wake` is called when a board is ready (to ask the
    /// window for a frame). Words on the board are in `lang`. A folder that does not read sends
    /// nothing (the command line refused it a moment before).
    pub fn new(dir: &Path, lang: Lang, wake: impl Fn() + Send + Sync + 'static) -> Feed {
        let (send, boards) = mpsc::channel();
        let (alive, gone) = mpsc::channel::<()>();
        let folder = dir.to_path_buf();
        std::thread::spawn(move || {
            i18n::set(lang);
            let Ok(model) = Model::open(&folder) else { return };
            let (news, told) = mpsc::sync_channel::<()>(1);
            model.on_change(move || {
                let _ = news.try_send(());
            });
            model.follow();
            let mut shown: Option<Arc<Snapshot>> = None;
            let mut club = ClubFiles::default();
            loop {
                let latest = model.latest();
                if shown.as_ref().is_none_or(|s| !Arc::ptr_eq(s, &latest)) {
                    if send.send(board_of(&latest, club.now(&folder))).is_err() {
                        return;
                    }
                    wake();
                    shown = Some(latest);
                }
                match told.recv_timeout(Duration::from_secs(1)) {
                    Ok(()) | Err(RecvTimeoutError::Timeout) => {}
                    Err(RecvTimeoutError::Disconnected) => return,
                }
                if matches!(gone.try_recv(), Err(TryRecvError::Disconnected)) {
                    return;
                }
            }
        });
        Feed { boards, _alive: alive }
    }

    /// The newest board that has arrived since the last call, if any. Reads no file.
    pub fn latest(&self) -> Option<Board> {
        self.boards.try_iter().last()
    }
}

/// The board of a snapshot of the folder `dir`: its results, the till's prize money, the latest
/// round's tables and what is wrong with their files, the club's name and logo.
fn board_of(snapshot: &Snapshot, club: Club) -> Board {
    let (t, s) = (&*snapshot.tournament, &*snapshot.standings);
    Board::new(t, s).with_till(t, s, &snapshot.cash).with_desk(snapshot.table_status(), club)
}

/// The club's name and logo as last read, with their files' stamps: a table's entry does not
/// decode the logo again, a new logo or name shows with the next board.
#[derive(Default)]
struct ClubFiles {
    stamps: Option<Vec<Stamp>>,
    club: Club,
}

impl ClubFiles {
    fn now(&mut self, dir: &Path) -> Club {
        let names = [club::NAME_FILE, club::Kind::Png.file_name(), club::Kind::Svg.file_name()];
        let stamps = listing(dir, |name| names.contains(&name)).ok();
        if stamps.is_none() || stamps != self.stamps {
            (self.stamps, self.club) = (stamps, club::read(dir));
        }
        self.club.clone()
    }
}

/// The folder read once and shown as the projector shows it (the tests' look at a board).
pub fn read_board(dir: &Path) -> Result<Board, FolderError> {
    Ok(board_of(&Model::open(dir)?.latest(), club::read(dir)))
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
            let feed = Feed::new(&dir, i18n::current(), move || ctx.request_repaint());
            let mut projector = Projector::new(Board::default());
            if let Some(length) = timer {
                projector.start_timer(length);
            }
            Ok(Box::new(Window::new(feed, projector)))
        }),
    )
}
