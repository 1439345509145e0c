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
//! table and its body; [`error`] is the one error they answer with. The table's file work is
//! [`table`]'s, the table page's worded view [`story`]'s, time-up at the phones' tables
//! [`sudden`]'s, the rate limit on codes [`limit`]'s. The club's members' pages ("Meine Striche")
//! are a server of their own, [`members`], sharing the pages, the errors and the limit.

pub mod address;
mod error;
mod extractors;
mod hall;
mod limit;
mod logo;
pub mod members;
mod model;
mod pages;
mod router;
mod standings;
mod state;
mod story;
mod sudden;
mod table;
mod table_api;

use crate::io::table_codes;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
pub use error::ServeError;
use schocken_core::i18n;
use serde_json::Value;
use state::{Served, Shared};
use std::future::Future;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::Path;
use std::sync::Arc;
pub use table::Written;

/// The largest request body taken (PHONES.md section 7); a larger one is 413 unread.
pub const BODY_LIMIT: usize = 16 * 1024;

/// The type of every answer.
const JSON: &str = "application/json; charset=utf-8"; // i18n-ok

/// A JSON answer, as the API gives every one.
fn json(status: StatusCode, value: &Value) -> Response {
    (status, [(header::CONTENT_TYPE, JSON)], format!("{value:#}\n")).into_response()
}

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
/// folder `tournament standings` refuses or an address that cannot be bound. Makes the codes of
/// every drawn table that lacks one.
pub async fn bind(dir: &Path, addr: SocketAddr) -> Result<Bound, ServeError> {
    let model = model::Model::open(dir).map_err(ServeError::Folder)?;
    table_codes::make(dir, &table_codes::drawn_tables(&model.latest().tournament)).map_err(ServeError::Folder)?;
    let listener = tokio::net::TcpListener::bind(addr).await.map_err(|e| ServeError::Bind(addr, e))?;
    model.follow();
    let served = Served::new(dir.to_path_buf(), i18n::current(), model);
    Ok(Bound { listener, served: Arc::new(served) })
}

/// A server running on its own thread, for the tests, the organiser's window and the Verein
/// view; stopped (and its requests under way finished) when dropped.
pub struct Running {
    addr: SocketAddr,
    written: Arc<Written>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Running {
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Which tables it wrote (a phone is entering there).
    pub fn written(&self) -> Arc<Written> {
        self.written.clone()
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Completes when the [`Running`] that serves is dropped.
type Stopped = std::pin::Pin<Box<dyn Future<Output = ()> + Send>>;

impl Running {
    /// Runs `serve` (listening at `addr`) with `runtime` on a thread of its own; the future it
    /// is handed completes when the [`Running`] is dropped.
    fn spawn<F>(
        runtime: tokio::runtime::Runtime,
        addr: SocketAddr,
        written: Arc<Written>,
        serve: impl FnOnce(Stopped) -> F + Send + 'static,
    ) -> Running
    where
        F: Future<Output = std::io::Result<()>>,
    {
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let stopped: Stopped = Box::pin(async {
            let _ = stopped.await;
        });
        let thread = std::thread::spawn(move || {
            let _ = runtime.block_on(serve(stopped));
        });
        Running { addr, written, stop: Some(stop), thread: Some(thread) }
    }
}

/// Binds ([`bind`]) and serves on a thread of its own until the [`Running`] is dropped.
pub fn start(dir: &Path, addr: SocketAddr) -> Result<Running, ServeError> {
    let runtime = runtime()?;
    let bound = runtime.block_on(bind(dir, addr))?;
    let addr = bound.local_addr().map_err(ServeError::Serve)?;
    let written = bound.served.written.clone();
    Ok(Running::spawn(runtime, addr, written, move |stopped| bound.serve(stopped)))
}

fn runtime() -> Result<tokio::runtime::Runtime, ServeError> {
    tokio::runtime::Runtime::new().map_err(ServeError::Serve)
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

/// The hall page's addresses as phones reach them: one per non-loopback IPv4 address where the
/// server listens on all of them, else the one it listens on; `127.0.0.1` where there is none.
pub fn hall_addresses(local: SocketAddr) -> Vec<String> {
    let port = local.port();
    let ips: Vec<IpAddr> = if local.ip().is_unspecified() {
        if_addrs::get_if_addrs()
            .unwrap_or_default()
            .into_iter()
            .map(|i| i.ip())
            .filter(|ip| ip.is_ipv4() && !ip.is_loopback())
            .collect()
    } else {
        vec![local.ip()]
    };
    let ips = if ips.is_empty() { vec![IpAddr::V4(Ipv4Addr::LOCALHOST)] } else { ips };
    ips.into_iter().map(|ip| format!("http://{}/", SocketAddr::new(ip, port))).collect()
}

/// Completes on SIGINT (Ctrl+C) or SIGTERM.
async fn shutdown_signal() {
    let interrupt = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = interrupt => {},
        () = terminate => {},
    }
}
