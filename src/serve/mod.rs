//! `schocken tournament serve`: the organiser's laptop serving the tables' API to phones over
//! the bar's Wi-Fi (PHONES.md). A thin edge on axum and tokio: every answer comes from the
//! folder's files through the same functions the apps use (`tournament_folder` for standings
//! and seating, read once per change by the folder's one live [`model`]; `table` for a table
//! through the referee app's desk and store); nothing here knows a rule or a word.
//!
//! In axum's idiom, as atuin's server: this module starts and stops the server; [`router`] names
//! the addresses and their handlers, by area ([`hall`], [`table_api`], [`pages`], [`logo`]);
//! [`state`] is what they share (the [`model`]'s snapshots, the standings rendered by
//! [`standings`]); [`extractors`] find the request's language, its
//! table and its body; [`error`] is the one error they answer with, [`json`] the answers' JSON. The table's file work is
//! [`table`]'s, the table page's worded view [`story`]'s, time-up at the phones' tables
//! [`sudden`]'s, the rate limit on codes [`limit`]'s. The club's members' pages ("Meine Striche")
//! are a server of their own, [`members`], sharing the pages, the errors and the limit, and
//! [`running`] (a server on a thread of its own, the runtime and the signals) with this one.

pub mod address;
mod error;
mod extractors;
mod hall;
mod json;
mod limit;
mod logo;
pub mod members;
mod pages;
mod router;
mod running;
mod state;
mod story;
mod sudden;
mod table;
mod table_api;

use crate::io::table_codes;
use crate::live::tournament::Model;
pub use address::hall_addresses;
pub use error::ServeError;
pub use json::BODY_LIMIT;
pub use running::Running;
use running::{runtime, shutdown_signal};
use schocken_core::i18n;
use state::{Served, Shared};
use std::future::Future;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;
pub use table::Written;

/// A server bound to its address, not yet serving.
pub struct Bound {
    listener: tokio::net::TcpListener,
    served: Shared,
}

impl Bound {
    /// The address it listens on (the port the system chose for port 0).
    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Serves until `shutdown` completes, then finishes the requests under way.
    pub async fn serve(self, shutdown: impl Future<Output = ()> + Send + 'static) -> std::io::Result<()> {
        tokio::spawn(sudden::follow(self.served.clone()));
        let service = router::router(self.served).into_make_service_with_connect_info::<SocketAddr>();
        axum::serve(self.listener, service).with_graceful_shutdown(shutdown).await
    }
}

/// Binds the server for the tournament folder `dir` at `addr`: refused (one worded line) for a
/// folder `tournament standings` refuses or an address that cannot be bound. The server opens
/// the folder's live model itself: it is the only reader of the folder in its process.
pub async fn bind(dir: &Path, addr: SocketAddr) -> Result<Bound, ServeError> {
    let model = Model::open(dir).map_err(ServeError::Folder)?;
    bind_to(model, addr).await
}

/// Binds the server for the folder of `model` (the live model its process already has of it:
/// the organiser's window's) at `addr`. Makes the codes of every drawn table that lacks one.
async fn bind_to(model: Arc<Model>, addr: SocketAddr) -> Result<Bound, ServeError> {
    let dir = model.dir().to_path_buf();
    table_codes::make(&dir, &table_codes::drawn_tables(&model.latest().tournament)).map_err(ServeError::Folder)?;
    let listener = tokio::net::TcpListener::bind(addr).await.map_err(|e| ServeError::Bind(addr, e))?;
    model.follow();
    let served = Served::new(dir, i18n::current(), model);
    Ok(Bound { listener, served: Arc::new(served) })
}

/// Binds ([`bind`]) and serves on a thread of its own until the [`Running`] is dropped.
pub fn start(dir: &Path, addr: SocketAddr) -> Result<Running, ServeError> {
    start_with(Model::open(dir).map_err(ServeError::Folder)?, addr)
}

/// Binds ([`bind_to`]) the folder of `model` and serves on a thread of its own until the
/// [`Running`] is dropped.
pub fn start_with(model: Arc<Model>, addr: SocketAddr) -> Result<Running, ServeError> {
    let runtime = runtime()?;
    let bound = runtime.block_on(bind_to(model, addr))?;
    let addr = bound.local_addr().map_err(ServeError::Serve)?;
    let written = bound.served.written.clone();
    Ok(Running::spawn(runtime, addr, written, move |stopped| bound.serve(stopped)))
}

/// `schocken tournament serve DIR`: binds, prints the hall page's addresses once it accepts
/// connections, serves until SIGINT or SIGTERM and finishes the write under way.
pub fn run(dir: &Path, addr: SocketAddr) -> Result<(), ServeError> {
    runtime()?.block_on(async {
        let bound = bind(dir, addr).await?;
        let local = bound.local_addr().map_err(ServeError::Serve)?;
        for url in hall_addresses(local) {
            println!("{url}");
        }
        bound.serve(shutdown_signal()).await.map_err(ServeError::Serve)
    })
}
