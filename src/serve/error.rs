//! Why the server does not do what was asked, as data until it is answered: [`ServeError`] says
//! what went wrong (worded, one `Display` through `worded_error!`), [`ApiError`] is it in the
//! request's language and is the one error every handler answers with — JSON (PHONES.md
//! section 4) through `IntoResponse`, or, for the table page and the members' pages, a page in
//! words ([`ApiError::page`], [`ApiError::members_page`]).

use super::json::json;
use super::pages;
use crate::io::club_folder::ClubFolderError;
use crate::io::member_codes::MemberCodesError;
use crate::io::store::LockError;
use crate::io::table_status::FileProblem;
use crate::io::tournament_folder::FolderError;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use schocken_core::i18n::{self, Lang};
use schocken_core::session::file::ItemError;
use schocken_core::session::log::TableRef;
use schocken_core::session::refusal::Refusal;
use schocken_core::tournament::at_table::TableRefusal;
use schocken_core::tr;
use serde_json::json;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// What the server refuses or fails at, for a request or when it starts.
#[derive(Debug)]
pub enum ServeError {
    /// 404: no page or API at this path.
    NoPath,
    /// 404: no table has this code (counted by the rate limit).
    UnknownCode,
    /// 404: no member of the club has this code (counted by the rate limit).
    UnknownMember,
    /// 429: the address named too many unknown codes; how long it is still shut out.
    ShutOut(Duration),
    /// 413: a body over [`super::json::BODY_LIMIT`].
    TooLarge,
    /// 400: a body that is not the JSON asked for.
    NotJson(serde_json::Error),
    /// 422: the item sent cannot be read.
    Item(ItemError),
    /// 422: the rules refuse the entry.
    Rules(Refusal),
    /// 422: the table's tournament round takes no more of it.
    Table(TableRefusal),
    /// 422: an entry for a player of the tournament who does not sit at this table in this
    /// round (the rules would say "unbekannter Spieler").
    NotAtTable(String, TableRef),
    /// 423 while a table laptop holds the table; 500 for a lock that cannot be taken.
    Lock(LockError),
    /// 423 for a write to a table whose file does not read (a `GET` answers it as the table's
    /// `"problem"`, 200): the table's problem, never the server's (PHONES.md 4).
    Unplayable(Box<TableProblem>),
    /// 500: the tournament folder cannot be read (or its codes written).
    Folder(FolderError),
    /// 500: the club's folder gives no tab (CLUB.md 8).
    Club(ClubFolderError),
    /// 500: the members' codes cannot be read or kept.
    MemberCodes(MemberCodesError),
    /// 500: a file or the folder's listing cannot be read or written.
    File(PathBuf, std::io::Error),
    /// 500: the work off the async threads ended without an answer (it panicked).
    Task(tokio::task::JoinError),
    /// Starting: the address cannot be listened on.
    Bind(SocketAddr, std::io::Error),
    /// Starting or stopping: the runtime or the listener failed.
    Serve(std::io::Error),
}

impl ServeError {
    /// One sentence in the current language. A refusal of the rules is shown as a sentence on
    /// the phone, its first letter capital (the rules' messages are also worded to follow a name
    /// or a colon in the app, "nur wer … darf").
    pub fn message(&self) -> String {
        match self {
            ServeError::NoPath => tr!("serve-not-found"),
            ServeError::UnknownCode => tr!("serve-unknown-code"),
            ServeError::UnknownMember => tr!("serve-unknown-member"),
            ServeError::ShutOut(_) => tr!("serve-too-many"),
            ServeError::TooLarge => tr!("serve-too-large"),
            ServeError::NotJson(e) => tr!("serve-not-json", error = e.to_string()),
            ServeError::Item(e) => capitalized(&e.message()),
            ServeError::Rules(refusal) => capitalized(&refusal.message()),
            ServeError::Table(refusal) => capitalized(&refusal.message()),
            ServeError::NotAtTable(name, seat) => {
                tr!("serve-not-at-table", name = name.as_str(), round = seat.round, table = seat.table)
            }
            ServeError::Lock(e) => e.message(),
            ServeError::Unplayable(problem) => problem.message(),
            ServeError::Folder(e) => e.message(),
            ServeError::Club(e) => e.message(),
            ServeError::MemberCodes(e) => e.message(),
            ServeError::File(path, e) => format!("{}: {e}", path.display()),
            ServeError::Task(e) => e.to_string(),
            ServeError::Bind(addr, e) => tr!("serve-cannot-bind", address = addr.to_string(), error = e.to_string()),
            ServeError::Serve(e) => e.to_string(),
        }
    }

    /// The status PHONES.md gives it.
    fn status(&self) -> StatusCode {
        match self {
            ServeError::NoPath | ServeError::UnknownCode | ServeError::UnknownMember => StatusCode::NOT_FOUND,
            ServeError::ShutOut(_) => StatusCode::TOO_MANY_REQUESTS,
            ServeError::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ServeError::NotJson(_) => StatusCode::BAD_REQUEST,
            ServeError::Item(_) | ServeError::Rules(_) | ServeError::Table(_) | ServeError::NotAtTable(..) => {
                StatusCode::UNPROCESSABLE_ENTITY
            }
            ServeError::Lock(LockError::Held { .. }) | ServeError::Unplayable(_) => StatusCode::LOCKED,
            ServeError::Lock(_)
            | ServeError::Folder(_)
            | ServeError::Club(_)
            | ServeError::MemberCodes(_)
            | ServeError::File(..)
            | ServeError::Task(_)
            | ServeError::Bind(..)
            | ServeError::Serve(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The sentence an answer holds: [`ServeError::message`] with every file named by its name
    /// alone, never by a path of the server's disk (PHONES.md 4). The terminal and the windows
    /// that start the server get the whole path.
    pub fn answer(&self) -> String {
        let named = |path: &std::path::Path| PathBuf::from(path.file_name().unwrap_or_default());
        match self {
            ServeError::Folder(e) => e.message_by_name(),
            ServeError::File(path, e) => format!("{}: {e}", named(path).display()),
            ServeError::Lock(LockError::Replaced(path)) => LockError::Replaced(named(path)).message(),
            other => other.message(),
        }
    }

    /// It as a request in `lang` is answered.
    pub fn in_lang(self, lang: Lang) -> ApiError {
        ApiError { lang, error: self }
    }
}

schocken_core::worded_error!(ServeError);

/// Why a table's session cannot be played from a phone: its file does not read, or the file its
/// first entry would create cannot be made. Worded as the organiser's window words the file,
/// by its file name.
#[derive(Debug)]
pub enum TableProblem {
    /// The table's file (damaged, half-synced, refused by the rules).
    File(FileProblem),
    /// No file yet, and the tournament refuses the one the first entry would create.
    New(FolderError),
}

impl TableProblem {
    pub fn message(&self) -> String {
        match self {
            TableProblem::File(problem) => problem.text(),
            TableProblem::New(e) => e.message_by_name(),
        }
    }
}

/// A request's [`ServeError`], worded in the request's language when it is answered.
#[derive(Debug)]
pub struct ApiError {
    lang: Lang,
    error: ServeError,
}

impl ApiError {
    /// The table page's answer: the reason in words, in the page's language, with the way back to
    /// the hall page and the API's status (`remember`: the language the page's switch chose);
    /// `typed`: the code in the address, repeated where no table has it.
    pub fn page(self, lang: Lang, remember: Option<Lang>, typed: &str) -> Response {
        let message = i18n::scoped(lang, || self.error.answer());
        let typed = matches!(self.error, ServeError::UnknownCode).then_some(typed);
        self.with_headers(pages::refused(lang, remember, self.error.status(), &message, typed))
    }

    /// The members' pages' answer: their code field with the reason above it, in the page's
    /// language, with the status (`remember`: the language the page's switch chose), under the club's
    /// name where the books were read (`club`).
    pub fn members_page(self, lang: Lang, remember: Option<Lang>, club: Option<&str>) -> Response {
        let message = i18n::scoped(lang, || self.error.answer());
        self.with_headers(pages::member_hall(lang, remember, club, Some((self.error.status(), &message))))
    }

    /// What goes with the status: how long to wait for 429 (PHONES.md section 7, whole seconds
    /// rounded up), and for 413 that the connection closes (the rest of the body is not read).
    fn with_headers(&self, mut response: Response) -> Response {
        let headers = response.headers_mut();
        match &self.error {
            ServeError::ShutOut(wait) => {
                let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
                headers.insert(header::RETRY_AFTER, HeaderValue::from(seconds));
            }
            ServeError::TooLarge => {
                headers.insert(header::CONNECTION, HeaderValue::from_static("close"));
            }
            _ => {}
        }
        response
    }
}

/// The API's answer: `{"error": …}` with the status.
impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let message = i18n::scoped(self.lang, || self.error.answer());
        self.with_headers(json(self.error.status(), &json!({ "error": message })))
    }
}

/// `message` as a sentence: its first letter capital.
fn capitalized(message: &str) -> String {
    let mut chars = message.chars();
    chars.next().map_or_else(String::new, |first| first.to_uppercase().chain(chars).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_on_the_phone_is_a_sentence() {
        assert_eq!(capitalized("nur wer dran ist"), "Nur wer dran ist");
        assert_eq!(capitalized("übrig"), "Übrig");
    }
}
