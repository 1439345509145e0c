//! What every request shares ([`Served`], the router's state), and the one way a handler runs
//! blocking file work ([`blocking`]).

use super::error::{ApiError, ServeError};
use super::limit;
use super::table::{Table, Tables, Written};
use crate::live::tournament::Model;
use schocken_core::i18n::{self, Lang};
use schocken_core::session::log::TableRef;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use tokio::sync::Semaphore;

/// The server's state: the folder it serves and what it remembers between requests.
pub struct Served {
    pub dir: PathBuf,
    /// The server's language, for the files it words (a new table file's title).
    pub lang: Lang,
    /// Each table's writes one at a time, with its memory of its last undo.
    pub tables: Tables,
    /// Turns for the tables' writes, fewer than the machine has cores (one at least): however
    /// many tables enter at once, their work (replaying, saving, answering with the replay)
    /// leaves a core to the requests that read, the standings above all (PHONES.md section 6).
    pub writers: Semaphore,
    pub limiter: Mutex<limit::Limiter>,
    /// The folder's one live model: what the hall's requests answer, and the tournament the
    /// tables are played in.
    pub model: Arc<Model>,
    /// Which tables the server wrote (shared with the organiser's window).
    pub written: Arc<Written>,
}

/// The router's state.
pub type Shared = Arc<Served>;

impl Served {
    /// The server's state for the folder `dir` (read by `model`), worded in `lang`.
    pub fn new(dir: PathBuf, lang: Lang, model: Arc<Model>) -> Served {
        Served {
            model,
            dir,
            lang,
            tables: Tables::default(),
            writers: Semaphore::new(writers()),
            limiter: Mutex::default(),
            written: Arc::default(),
        }
    }

    /// The table at `seat` of the served folder.
    pub fn table(&self, seat: TableRef) -> Table<'_> {
        Table { dir: &self.dir, seat, lang: self.lang, written: &self.written, model: &self.model }
    }
}

/// How many tables' writes run at once: one core fewer than the machine has, one at least.
fn writers() -> usize {
    std::thread::available_parallelism().map_or(1, |cores| cores.get().saturating_sub(1).max(1))
}

/// Runs blocking file work off the async threads, in the request's language `lang`: its value,
/// or its error (or the task's, had it panicked) as the request's answer.
pub async fn blocking<T: Send + 'static>(
    lang: Lang,
    work: impl FnOnce() -> Result<T, ServeError> + Send + 'static,
) -> Result<T, ApiError> {
    tokio::task::spawn_blocking(move || i18n::scoped(lang, work))
        .await
        .unwrap_or_else(|e| Err(ServeError::Task(e)))
        .map_err(|e| e.in_lang(lang))
}
