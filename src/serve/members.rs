//! The members' own pages on the bar's Wi-Fi ("Meine Striche", issue 28): served from the club
//! laptop's Verein view like the tournament's pages from the organiser's, and only read. `/`
//! asks for the code on a member's slip, `/m/CODE` shows his statement — the printed statement's
//! title and rows (`club::words`), in the phone's language. The codes are `io::member_codes`'
//! (every person of the tab gets one when the server starts); unknown codes count against the
//! rate limit the tables' codes have ([`limit`]), so nobody finds another's page by guessing.
//! The books are the folder's live model's (`crate::live::sessions`): the Verein view's, where it
//! started the server; no request reads the folder for them.

use super::error::{ApiError, ServeError};
use super::extractors::PageLanguage;
use super::json::BODY_LIMIT;
use super::running::{Running, runtime, shutdown_signal};
use super::state::blocking;
use super::{hall, limit, pages, router};
use crate::io::{club_folder, member_codes};
use crate::live::club::Books;
use crate::live::sessions::Model;
use axum::Router;
use axum::extract::connect_info::IntoMakeServiceWithConnectInfo;
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path as UrlPath, RawQuery, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::Response;
use axum::routing::get;
use schocken_core::club::{Money, words};
use schocken_core::tournament::codes::Code;
use schocken_core::tr;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// What the members' requests share: the sessions folder's live model and the limit on guessing.
struct Members {
    limiter: Mutex<limit::Limiter>,
    /// The books as the model's owner last worked them out (an evening saved, a payment
    /// recorded: within the owner's look), never read for a page.
    model: Arc<Model>,
}

impl Members {
    /// The books of the folder's latest snapshot, or why the folder does not read.
    fn books(&self) -> Result<Arc<Books>, ServeError> {
        self.model.books().map_err(ServeError::Club)
    }

    /// The club's name as the books last read have it, for a page that answers without them (a
    /// refusal still names whose pages these are).
    fn club_name(&self) -> Option<String> {
        self.books().ok().and_then(|books| books.tab.club.clone())
    }
}

type Shared = Arc<Members>;

fn router(members: Shared) -> Router {
    Router::new()
        .route("/", get(page))
        .route("/m", get(by_code))
        .route("/m/{code}", get(member))
        .route("/assets/{name}", get(pages::asset))
        .fallback(router::not_found)
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .with_state(members)
}

/// Every person of the folder's tab with his code, made where he has none (the codes file's one
/// writer is this server, when it starts, and the Verein view's slips).
pub fn codes(dir: &Path) -> Result<Vec<(String, Code)>, ServeError> {
    let folder = club_folder::read(dir).map_err(ServeError::Club)?;
    codes_of(dir, &Books::of(folder))
}

/// [`codes`] of the books as read.
fn codes_of(dir: &Path, books: &Books) -> Result<Vec<(String, Code)>, ServeError> {
    let persons: Vec<String> = books.tab.players.iter().map(|a| a.player.clone()).collect();
    let registry = &books.folder.registry;
    let person_of = |name: &str| registry.canonical(name).to_string();
    let codes = member_codes::make(dir, &persons, person_of).map_err(ServeError::MemberCodes)?;
    Ok(persons.into_iter().filter_map(|p| Some((p.clone(), codes.of_person(&p, person_of)?))).collect())
}

/// The members' pages of the folder of `model` (read now, every member's code made), with the
/// peers' addresses (for the limit); the model followed from now on.
fn service(model: Arc<Model>) -> Result<IntoMakeServiceWithConnectInfo<Router, SocketAddr>, ServeError> {
    model.refresh();
    codes_of(model.dir(), &*model.books().map_err(ServeError::Club)?)?;
    // The codes just made, in the snapshot every page reads.
    model.refresh();
    model.follow();
    let members = Arc::new(Members { limiter: Mutex::default(), model });
    Ok(router(members).into_make_service_with_connect_info::<SocketAddr>())
}

/// Starts the members' server for the sessions folder of `model` (the Verein view's live model
/// of it) at `addr` on a thread of its own, every member's code made first; it stops when the
/// [`Running`] is dropped.
pub fn start_with(model: Arc<Model>, addr: SocketAddr) -> Result<Running, ServeError> {
    let service = service(model)?;
    let runtime = runtime()?;
    let listener = runtime.block_on(tokio::net::TcpListener::bind(addr)).map_err(|e| ServeError::Bind(addr, e))?;
    let addr = listener.local_addr().map_err(ServeError::Serve)?;
    Ok(Running::spawn(runtime, addr, Arc::default(), move |stopped| async move {
        axum::serve(listener, service).with_graceful_shutdown(stopped).await
    }))
}

/// [`start_with`] a model of its own for `dir`.
pub fn start(dir: &Path, addr: SocketAddr) -> Result<Running, ServeError> {
    start_with(Model::open(dir), addr)
}

/// `schocken club serve`: every member's code made, the page's addresses printed once it accepts
/// connections, served until SIGINT or SIGTERM.
pub fn run(dir: &Path, addr: SocketAddr) -> Result<(), ServeError> {
    let service = service(Model::open(dir))?;
    runtime()?.block_on(async {
        let listener = tokio::net::TcpListener::bind(addr).await.map_err(|e| ServeError::Bind(addr, e))?;
        let local = listener.local_addr().map_err(ServeError::Serve)?;
        for url in super::address::hall_addresses(local) {
            println!("{url}");
        }
        axum::serve(listener, service).with_graceful_shutdown(shutdown_signal()).await.map_err(ServeError::Serve)
    })
}

/// `/`: the field for a member's code, under the club's name (none where the books do not read:
/// the code's page then says why).
async fn page(State(members): State<Shared>, PageLanguage { lang, remember }: PageLanguage) -> Response {
    let club = blocking(lang, move || members.books().map(|books| books.tab.club.clone())).await;
    pages::member_hall(lang, remember, club.ok().flatten().as_deref(), None)
}

/// `/m?code=CODE`: the field's answer, the member's page.
async fn by_code(RawQuery(query): RawQuery) -> Response {
    hall::to_code_page(query, "/m")
}

/// `/m/CODE`: the member's statement; an unknown code (counted by the limit), an address shut
/// out for guessing or a folder that cannot be read is said above the code field.
async fn member(
    State(members): State<Shared>,
    PageLanguage { lang, remember }: PageLanguage,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    UrlPath(code): UrlPath<String>,
) -> Response {
    let (from, now) = (peer.ip(), Instant::now());
    if let Some(wait) = members.limiter.lock().expect("no panic while held").shut_out(from, now) {
        return too_many(lang, remember, wait, members.club_name().as_deref());
    }
    let found: Result<Option<Statement>, ApiError> = match Code::parse(&code) {
        Some(code) => {
            let members = members.clone();
            blocking(lang, move || statement(&members, code)).await
        }
        None => Ok(None),
    };
    match found {
        Ok(Some(s)) => pages::member(lang, remember, &s.title, &s.owed, &s.rows, words::STATEMENT_RIGHT),
        Ok(None) => {
            members.limiter.lock().expect("no panic while held").unknown(from, now);
            ServeError::UnknownMember.in_lang(lang).members_page(lang, remember, members.club_name().as_deref())
        }
        Err(e) => e.members_page(lang, remember, members.club_name().as_deref()),
    }
}

/// 429 in the members' own words (their codes are on slips, not on tables), with how long to
/// wait as the tables' answer has it (`Retry-After`, whole seconds rounded up).
fn too_many(
    lang: schocken_core::i18n::Lang,
    remember: Option<schocken_core::i18n::Lang>,
    wait: Duration,
    club: Option<&str>,
) -> Response {
    let message = schocken_core::i18n::scoped(lang, || tr!("web-members-too-many"));
    let mut response = pages::member_hall(lang, remember, club, Some((StatusCode::TOO_MANY_REQUESTS, &message)));
    let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
    response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(seconds));
    response
}

/// A member's page in words.
struct Statement {
    title: String,
    owed: String,
    rows: Vec<Vec<String>>,
}

/// The statement of the member whose code `code` is, in the current language; `None` where no
/// member has it. A member without an evening yet owes nothing.
fn statement(members: &Members, code: Code) -> Result<Option<Statement>, ServeError> {
    let codes = members.model.latest().codes.clone().map_err(ServeError::MemberCodes)?;
    let Some(name) = codes.find(code) else { return Ok(None) };
    let books = members.books()?;
    let person = books.folder.registry.canonical(name).to_string();
    // The page names the club: its members may play in more than one.
    let club = books.tab.club.clone().unwrap_or_else(|| tr!("verein-no-name"));
    let titled = |title: String| tr!("club-with-title", club = club.as_str(), title = title);
    let Some(account) = books.tab.players.iter().find(|a| a.player == person) else {
        let title =
            titled(tr!("verein-statement-title", player = person.as_str(), open = words::open_words(Money::ZERO)));
        return Ok(Some(Statement { title, owed: String::new(), rows: vec![words::statement_heads()] }));
    };
    let title = titled(tr!("verein-statement-title", player = person.as_str(), open = words::open_words(account.open)));
    let owed: Vec<String> = words::tab_heads()
        .into_iter()
        .zip(words::account_row(account))
        .skip(1)
        .map(|(head, cell)| format!("{head}: {cell}"))
        .collect();
    Ok(Some(Statement { title, owed: owed.join(" · "), rows: words::statement_rows(account) }))
}
