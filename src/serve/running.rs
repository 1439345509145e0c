//! A server running on a thread of its own (the organiser's window, the Verein view, the tests)
//! and the runtime and signals both servers, the tables' and the members', run with. A leaf: the
//! server's root and `members` start with it, it uses neither.

use super::error::ServeError;
use super::table::Written;
use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;

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
    pub(super) fn spawn<F>(
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

/// The server's runtime; a system that cannot make one is refused in words.
pub(super) fn runtime() -> Result<tokio::runtime::Runtime, ServeError> {
    tokio::runtime::Runtime::new().map_err(ServeError::Serve)
}

/// Completes on SIGINT (Ctrl+C) or SIGTERM.
pub(super) async fn shutdown_signal() {
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
