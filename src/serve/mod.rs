//! `schocken tournament serve`: the organiser's laptop serving the tables' API to phones over
//! the bar's Wi-Fi (PHONES.md). A thin edge on axum and tokio: every answer comes from the
//! folder's files through the same functions the apps use (`tournament_folder` for standings
//! and seating, `table` for a table through the referee app's desk and store); nothing here
//! knows a rule or a word. The pages (`/`, `/t/CODE`) and their assets are [`pages`]'; the
//! table page's worded view of its table is [`story`]'s.

pub mod address;
mod hall;
mod limit;
mod logo;
mod pages;
mod standings;
mod story;
mod sudden;
mod table;

use crate::io::{table_codes, tournament_folder};
use axum::Router;
use axum::body::Body;
use axum::extract::{ConnectInfo, Path as UrlPath, RawQuery, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use schocken_core::i18n::{self, Lang};
use schocken_core::session::file;
use schocken_core::tournament::codes::{Code, Seat};
use schocken_core::tr;
use serde_json::{Value, json};
use std::future::Future;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Instant;
pub use table::Written;
use table::{Answer, Memory, Position, Table, Tables};

/// The largest request body taken (PHONES.md section 7); a larger one is 413 unread.
pub const BODY_LIMIT: usize = 16 * 1024;

/// The type of every answer.
const JSON: &str = "application/json; charset=utf-8"; // i18n-ok

/// What every request shares.
struct Served {
    dir: PathBuf,
    /// The server's language, for the files it words (a new table file's title).
    lang: Lang,
    /// Each table's writes one at a time, with its memory of its last undo.
    tables: Tables,
    limiter: Mutex<limit::Limiter>,
    standings: standings::Cache,
    /// Which tables the server wrote (shared with the organiser's window).
    written: Arc<Written>,
}

type Shared = Arc<Served>;

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
        let service = router(self.served).into_make_service_with_connect_info::<SocketAddr>();
        axum::serve(self.listener, service).with_graceful_shutdown(shutdown).await
    }
}

/// Binds the server for the tournament folder `dir` at `addr`: refused (one worded line) for a
/// folder `tournament standings` refuses or an address that cannot be bound. Makes the codes of
/// every drawn table that lacks one.
pub async fn bind(dir: &Path, addr: SocketAddr) -> Result<Bound, String> {
    let folder = tournament_folder::read(dir).map_err(|e| e.message())?;
    table_codes::make(dir, &table_codes::drawn_tables(&folder.tournament)).map_err(|e| e.message())?;
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| tr!("serve-cannot-bind", address = addr.to_string(), error = e.to_string()))?;
    let served = Served {
        dir: dir.to_path_buf(),
        lang: i18n::current(),
        tables: Tables::default(),
        limiter: Mutex::default(),
        standings: standings::Cache::default(),
        written: Arc::default(),
    };
    Ok(Bound { listener, served: Arc::new(served) })
}

/// A server running on its own thread, for the tests and the organiser's window; stopped (and
/// its requests under way finished) when dropped.
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

/// Binds ([`bind`]) and serves on a thread of its own until the [`Running`] is dropped.
pub fn start(dir: &Path, addr: SocketAddr) -> Result<Running, String> {
    let runtime = runtime()?;
    let bound = runtime.block_on(bind(dir, addr))?;
    let addr = bound.local_addr().map_err(|e| e.to_string())?;
    let written = bound.served.written.clone();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let thread = std::thread::spawn(move || {
        let _ = runtime.block_on(bound.serve(async {
            let _ = stopped.await;
        }));
    });
    Ok(Running { addr, written, stop: Some(stop), thread: Some(thread) })
}

fn runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Runtime::new().map_err(|e| e.to_string())
}

/// `schocken tournament serve DIR`: binds, prints the hall page's addresses once it accepts
/// connections, serves until SIGINT or SIGTERM and finishes the write under way.
pub fn run(dir: &Path, addr: SocketAddr) -> Result<(), String> {
    runtime()?.block_on(async {
        let bound = bind(dir, addr).await?;
        let local = bound.local_addr().map_err(|e| e.to_string())?;
        for url in hall_addresses(local) {
            println!("{url}");
        }
        bound.serve(shutdown_signal()).await.map_err(|e| e.to_string())
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

fn router(served: Shared) -> Router {
    Router::new()
        .route("/", get(hall::page))
        .route("/t", get(hall::table_by_code))
        .route("/t/{code}", get(table_page))
        .route("/logo", get(logo::logo))
        .route("/api/standings", get(standings))
        .route("/api/seating", get(hall::seating))
        .route("/assets/{name}", get(asset))
        .route("/api/table/{code}", get(table_read::<TableState>))
        .route("/api/table/{code}/story", get(table_read::<TableStory>))
        .route("/api/table/{code}/entry", post(table_write::<EntryBody>))
        .route("/api/table/{code}/undo", post(table_write::<Position>))
        .fallback(not_found)
        .with_state(served)
}

/// A JSON answer.
fn answer(status: StatusCode, value: &Value) -> Response {
    (status, [(header::CONTENT_TYPE, JSON)], format!("{value:#}\n")).into_response()
}

fn error(status: StatusCode, message: String) -> Response {
    answer(status, &json!({ "error": message }))
}

async fn not_found(headers: HeaderMap) -> Response {
    error(StatusCode::NOT_FOUND, i18n::scoped(language(&headers), || tr!("serve-not-found")))
}

/// `/t/CODE`: the table page; an unknown code counts as at the API, and it and an address shut
/// out get a page in words with the way back (the API answers JSON).
async fn table_page(
    State(served): State<Shared>,
    ConnectInfo(peer): Peer,
    UrlPath(code): UrlPath<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    let (lang, remember) = pages::language(query.as_deref(), &headers);
    let seat = match seat_of(&served, peer.ip(), &code, lang).await {
        Ok(seat) => seat,
        Err(refused) => return refused.page(lang, remember),
    };
    let dir = served.dir.clone();
    match blocking(lang, move || table_rules(&dir, seat)).await {
        Ok(Ok(rules)) => pages::table(lang, remember, &code, seat, &rules),
        Ok(Err(message)) => {
            NoTable { status: StatusCode::INTERNAL_SERVER_ERROR, message, wait: None }.page(lang, remember)
        }
        Err(response) => response,
    }
}

/// The rules a table plays by: its file's, or those of the file its first entry would create.
fn table_rules(dir: &Path, seat: Seat) -> Result<schocken_core::rules::knobs::Rules, String> {
    let path = tournament_folder::table_session_path(dir, seat.0, seat.1);
    let session = if path.exists() {
        crate::io::store::read(&path).map_err(|e| e.message())?
    } else {
        tournament_folder::new_table_session(dir, seat.0, seat.1).map_err(|e| e.message())?
    };
    Ok(session.header().rules.rules().clone())
}

/// `/assets/NAME`: the pages' embedded styles and script.
async fn asset(UrlPath(name): UrlPath<String>, headers: HeaderMap) -> Response {
    pages::asset(&name, &headers)
}

/// The request's language: English where `Accept-Language` prefers `en` over `de`, else German.
fn language(headers: &HeaderMap) -> Lang {
    let Some(accepted) = headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok()) else {
        return Lang::De;
    };
    // Each language's weight, and the earlier wins a tie.
    let mut best: [Option<(f32, usize)>; 2] = [None, None];
    for (index, item) in accepted.split(',').enumerate() {
        let mut parts = item.split(';');
        let tag = parts.next().unwrap_or_default().trim().to_ascii_lowercase();
        let weight = parts
            .find_map(|p| p.trim().strip_prefix("q="))
            .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())
            .unwrap_or(0.0);
        let primary = tag.split('-').next().unwrap_or_default();
        let slot = match primary {
            "de" => 0,
            "en" => 1,
            _ => continue,
        };
        if weight > 0.0 && best[slot].is_none_or(|(w, _)| weight > w) {
            best[slot] = Some((weight, index));
        }
    }
    match best {
        [_, None] => Lang::De,
        [None, Some(_)] => Lang::En,
        [Some((de, de_at)), Some((en, en_at))] => {
            if en > de || (en == de && en_at < de_at) {
                Lang::En
            } else {
                Lang::De
            }
        }
    }
}

/// Runs blocking file work off the async threads, in the request's language.
async fn blocking<T: Send + 'static>(lang: Lang, work: impl FnOnce() -> T + Send + 'static) -> Result<T, Response> {
    tokio::task::spawn_blocking(move || i18n::scoped(lang, work))
        .await
        .map_err(|e| error(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))
}

/// `GET /api/standings`: the bytes of `tournament standings --json`, with an ETag.
async fn standings(State(served): State<Shared>, headers: HeaderMap) -> Response {
    let work = move || served.standings.get(&served.dir);
    let answer = match blocking(language(&headers), work).await {
        Ok(Ok(answer)) => answer,
        Ok(Err(message)) => return error(StatusCode::INTERNAL_SERVER_ERROR, message),
        Err(response) => return response,
    };
    let etag = HeaderValue::from_str(&answer.tag).expect("hex digits in quotes");
    if headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == answer.tag))
    {
        return (StatusCode::NOT_MODIFIED, [(header::ETAG, etag)]).into_response();
    }
    let body = answer.text.clone();
    (StatusCode::OK, [(header::CONTENT_TYPE, HeaderValue::from_static(JSON)), (header::ETAG, etag)], body)
        .into_response()
}

/// Why a request naming a table is not answered with it: the status and the words, and for an
/// address shut out how long it waits. The API answers it in JSON, the table page as a page.
struct NoTable {
    status: StatusCode,
    message: String,
    wait: Option<u64>,
}

impl NoTable {
    /// The API's answer: `{"error": …}` (with `Retry-After` for 429).
    fn json(self) -> Response {
        let mut response = error(self.status, self.message);
        if let Some(seconds) = self.wait {
            response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }

    /// The table page's answer: a page in words with a way back to the hall page.
    fn page(self, lang: Lang, cookie: Option<Lang>) -> Response {
        let mut response = pages::refused(lang, cookie, self.status, &self.message);
        if let Some(seconds) = self.wait {
            response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }
}

/// The table a request names, or why not: 429 for an address shut out (PHONES.md section 7:
/// after 10 unknown codes within a minute), 404 for an unknown code (counted).
async fn seat_of(served: &Shared, from: IpAddr, code: &str, lang: Lang) -> Result<Seat, NoTable> {
    let now = Instant::now();
    if let Some(wait) = served.limiter.lock().expect("no panic while held").shut_out(from, now) {
        let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
        let message = i18n::scoped(lang, || tr!("serve-too-many"));
        return Err(NoTable { status: StatusCode::TOO_MANY_REQUESTS, message, wait: Some(seconds) });
    }
    let seat = match Code::parse(code) {
        Some(code) => {
            let dir = served.dir.clone();
            let found = tokio::task::spawn_blocking(move || find(&dir, code)).await;
            found.map_err(|e| NoTable {
                status: StatusCode::INTERNAL_SERVER_ERROR,
                message: e.to_string(),
                wait: None,
            })?
        }
        None => None,
    };
    seat.ok_or_else(|| {
        served.limiter.lock().expect("no panic while held").unknown(from, now);
        let message = i18n::scoped(lang, || tr!("serve-unknown-code"));
        NoTable { status: StatusCode::NOT_FOUND, message, wait: None }
    })
}

/// The table of a code: from the codes file, or, for a round drawn since it was written, after
/// making the codes the drawn tables lack.
fn find(dir: &Path, code: Code) -> Option<Seat> {
    if let Some(seat) = table_codes::read(dir).ok()?.find(code) {
        return Some(seat);
    }
    let folder = tournament_folder::read(dir).ok()?;
    table_codes::make(dir, &table_codes::drawn_tables(&folder.tournament)).ok()?.find(code)
}

/// The HTTP answer of a table's [`Answer`].
fn table_answer(answer: Answer) -> Response {
    match answer {
        Answer::Done(state) => self::answer(StatusCode::OK, &state),
        Answer::Stale(state) => self::answer(StatusCode::CONFLICT, &state),
        Answer::Refused(message) => error(StatusCode::UNPROCESSABLE_ENTITY, capitalized(&message)),
        Answer::Locked(message) => error(StatusCode::LOCKED, message),
        Answer::Failed(message) => error(StatusCode::INTERNAL_SERVER_ERROR, message),
    }
}

/// A refusal as the page shows it, a sentence: its first letter capital (the rules' messages are
/// also worded to follow a name or a colon in the app, "nur wer … darf").
fn capitalized(message: &str) -> String {
    let mut chars = message.chars();
    chars.next().map_or_else(String::new, |first| first.to_uppercase().chain(chars).collect())
}

type Peer = ConnectInfo<SocketAddr>;

/// A read of a table: its state or its story.
trait TableRead: Send + 'static {
    fn read(table: &Table) -> Answer;
}

/// `GET /api/table/CODE`.
struct TableState;

impl TableRead for TableState {
    fn read(table: &Table) -> Answer {
        table.get()
    }
}

/// `GET /api/table/CODE/story`: the table worded for its page.
struct TableStory;

impl TableRead for TableStory {
    fn read(table: &Table) -> Answer {
        table.story()
    }
}

/// A read of the table a code names, in the request's language, between the server's own
/// writes: their lock is no table laptop's, so a read never says read-only for them.
async fn table_read<T: TableRead>(
    State(served): State<Shared>,
    ConnectInfo(peer): Peer,
    UrlPath(code): UrlPath<String>,
    headers: HeaderMap,
) -> Response {
    let lang = language(&headers);
    let seat = match seat_of(&served, peer.ip(), &code, lang).await {
        Ok(seat) => seat,
        Err(refused) => return refused.json(),
    };
    let read = move || {
        let slot = served.tables.of(seat);
        let _writes = slot.lock().expect("no panic while held");
        T::read(&Table { dir: &served.dir, seat, lang: served.lang, written: &served.written })
    };
    match blocking(lang, read).await {
        Ok(answer) => table_answer(answer),
        Err(response) => response,
    }
}

/// The body of an entry: the position the phone saw and one item in FORMAT.md's syntax.
#[derive(serde::Deserialize)]
struct EntryBody {
    events: usize,
    draft: usize,
    entry: String,
}

/// What a write to a table asks for, read from its JSON body.
trait TableWrite: serde::de::DeserializeOwned + Send + 'static {
    /// An entry (after which time-up is looked at), not an undo.
    const ENTRY: bool;
    fn apply(self, table: &Table, memory: &mut Memory) -> Answer;
}

/// `POST /api/table/CODE/entry`.
impl TableWrite for EntryBody {
    const ENTRY: bool = true;
    fn apply(self, table: &Table, memory: &mut Memory) -> Answer {
        match file::parse_item(&self.entry) {
            Ok(item) => table.enter(memory, Position { events: self.events, draft: self.draft }, item),
            Err(e) => Answer::Refused(e.message()),
        }
    }
}

/// `POST /api/table/CODE/undo`.
impl TableWrite for Position {
    const ENTRY: bool = false;
    fn apply(self, table: &Table, memory: &mut Memory) -> Answer {
        table.undo(memory, self)
    }
}

/// A write to the table a code names: its JSON body read, then applied off the async
/// threads, one write at a time per table, in the request's language.
async fn table_write<T: TableWrite>(
    State(served): State<Shared>,
    ConnectInfo(peer): Peer,
    UrlPath(code): UrlPath<String>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    let lang = language(&headers);
    let seat = match seat_of(&served, peer.ip(), &code, lang).await {
        Ok(seat) => seat,
        Err(refused) => return refused.json(),
    };
    let body: T = match json_body(&headers, body, lang).await {
        Ok(body) => body,
        Err(response) => return response,
    };
    let work = move || {
        let table = Table { dir: &served.dir, seat, lang: served.lang, written: &served.written };
        let slot = served.tables.of(seat);
        let mut memory = slot.lock().expect("no panic while held");
        let answer = body.apply(&table, &mut memory);
        // Time-up reaches a phone's table with the entry that lets the rules take it; the
        // answer then shows the table with it.
        if matches!(answer, Answer::Done(_)) && T::ENTRY && sudden::check(&served, seat, &mut memory) {
            table.get()
        } else {
            answer
        }
    };
    match blocking(lang, work).await {
        Ok(answer) => table_answer(answer),
        Err(response) => response,
    }
}

/// Reads a JSON body of at most [`BODY_LIMIT`] bytes: 413 (and the connection closed) for a
/// larger one, by its `Content-Length` before reading any or as a chunked body grows; 400 for
/// one that is not the JSON asked for.
async fn json_body<T: serde::de::DeserializeOwned>(headers: &HeaderMap, body: Body, lang: Lang) -> Result<T, Response> {
    let too_large = || {
        let mut response = error(StatusCode::PAYLOAD_TOO_LARGE, i18n::scoped(lang, || tr!("serve-too-large")));
        response.headers_mut().insert(header::CONNECTION, HeaderValue::from_static("close"));
        response
    };
    let declared = headers.get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()?.parse::<u64>().ok());
    if declared.is_some_and(|n| n > BODY_LIMIT as u64) {
        return Err(too_large());
    }
    let bytes = axum::body::to_bytes(body, BODY_LIMIT).await.map_err(|_| too_large())?;
    serde_json::from_slice(&bytes).map_err(|e| {
        error(StatusCode::BAD_REQUEST, i18n::scoped(lang, || tr!("serve-not-json", error = e.to_string())))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_only_where_preferred_over_german() {
        let lang = |value: &str| {
            let mut headers = HeaderMap::new();
            headers.insert(header::ACCEPT_LANGUAGE, HeaderValue::from_str(value).unwrap());
            language(&headers)
        };
        assert_eq!(language(&HeaderMap::new()), Lang::De);
        assert_eq!(lang("en-US,en;q=0.9"), Lang::En);
        assert_eq!(lang("de-DE,de;q=0.9,en;q=0.8"), Lang::De);
        assert_eq!(lang("en;q=0.5,de;q=0.7"), Lang::De);
        assert_eq!(lang("fr,en;q=0.4"), Lang::En);
        assert_eq!(lang("fr"), Lang::De);
        assert_eq!(lang("en;q=0"), Lang::De);
    }

    #[test]
    fn a_refusal_on_the_phone_is_a_sentence() {
        assert_eq!(capitalized("nur wer dran ist"), "Nur wer dran ist");
        assert_eq!(capitalized("übrig"), "Übrig");
    }
}
