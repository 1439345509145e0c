//! The requests naming a table by its code (PHONES.md sections 4 and 5): its page `/t/CODE`,
//! `GET /api/table/CODE` and `…/story`, `POST …/entry` and `…/undo`. The table is found by
//! [`AtTable`]; the work is [`table`](super::table)'s, off the async threads, under the table's
//! slot: writes to one table take turns, reads come between them (their lock is no table
//! laptop's, so a read never says read-only for the server's own writes).

use super::error::{ApiError, ServeError};
use super::extractors::{AtTable, JsonBody, PageLanguage};
use super::json::json;
use super::state::{Served, Shared, blocking};
use super::table::{Answer, Memory, Position, Table};
use super::{pages, sudden};
use axum::extract::rejection::PathRejection;
use axum::extract::{Path as UrlPath, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use schocken_core::session::file;

/// 200 with the table's state, or 409 with it for a stale position.
impl IntoResponse for Answer {
    fn into_response(self) -> Response {
        match self {
            Answer::Done(state) => json(StatusCode::OK, &state),
            Answer::Stale(state) => json(StatusCode::CONFLICT, &state),
        }
    }
}

/// `/t/CODE`: the table page, with the rules the table plays by (its file's, or those of the
/// file its first entry would create, or, for a file that does not read, the tournament's). An
/// unknown code counts as at the API; it (repeated, and left in the field to be put right) and
/// an address shut out get a page in words with the way back.
pub(super) async fn page(
    State(served): State<Shared>,
    PageLanguage { lang, remember }: PageLanguage,
    typed: Result<UrlPath<String>, PathRejection>,
    table: Result<AtTable, ApiError>,
) -> Response {
    let typed = typed.map(|UrlPath(code)| code).unwrap_or_default();
    let table = match table {
        Ok(table) => table,
        Err(refused) => return refused.page(lang, remember, &typed),
    };
    let seat = table.seat;
    // A table whose file does not read still gets its page (it says the problem, and recovers
    // when the file is repaired), with the tournament's rules.
    let rules = move || match served.table(seat).session() {
        Ok(session) => Ok(session.header().rules.rules().clone()),
        Err(ServeError::Unplayable(_)) => Ok(served.model.latest().file.rules.rules().clone()),
        Err(e) => Err(e),
    };
    match blocking(lang, rules).await {
        Ok(rules) => pages::table(lang, remember, &table.code, seat, &rules),
        Err(failed) => failed.page(lang, remember, &typed),
    }
}

/// `GET /api/table/CODE`.
pub(super) async fn state(State(served): State<Shared>, table: AtTable) -> Result<Answer, ApiError> {
    read(served, table, |table| table.get()).await
}

/// `GET /api/table/CODE/story`: the table worded for its page.
pub(super) async fn story(State(served): State<Shared>, table: AtTable) -> Result<Answer, ApiError> {
    read(served, table, |table| table.story()).await
}

/// A read of the table, in the request's language, between the server's own writes.
async fn read(
    served: Shared,
    AtTable { seat, lang, .. }: AtTable,
    read: impl FnOnce(&Table) -> Result<Answer, ServeError> + Send + 'static,
) -> Result<Answer, ApiError> {
    blocking(lang, move || {
        let slot = served.tables.of(seat);
        let _writes = slot.lock().expect("no panic while held");
        read(&served.table(seat))
    })
    .await
}

/// The body of an entry: the position the phone saw and one item in FORMAT.md's syntax.
#[derive(serde::Deserialize)]
pub(super) struct EntryBody {
    events: usize,
    draft: usize,
    entry: String,
}

/// `POST /api/table/CODE/entry`. Time-up reaches a phone's table with the entry that lets the
/// rules take it; the answer then shows the table with it.
pub(super) async fn entry(
    State(served): State<Shared>,
    table: AtTable,
    JsonBody(body): JsonBody<EntryBody>,
) -> Result<Answer, ApiError> {
    write(served, table, move |served, table, memory| {
        let item = file::parse_item(&body.entry).map_err(ServeError::Item)?;
        let answer = table.enter(memory, Position { events: body.events, draft: body.draft }, item)?;
        if matches!(answer, Answer::Done(_)) && sudden::check(served, table.seat, memory) {
            table.get()
        } else {
            Ok(answer)
        }
    })
    .await
}

/// `POST /api/table/CODE/undo`.
pub(super) async fn undo(
    State(served): State<Shared>,
    table: AtTable,
    JsonBody(sent): JsonBody<Position>,
) -> Result<Answer, ApiError> {
    write(served, table, move |_, table, memory| table.undo(memory, sent)).await
}

/// A write to the table, off the async threads, one write at a time per table and in turn
/// with the other tables' ([`Served::writers`]), in the request's language.
async fn write(
    served: Shared,
    AtTable { seat, lang, .. }: AtTable,
    change: impl FnOnce(&Served, &Table, &mut Memory) -> Result<Answer, ServeError> + Send + 'static,
) -> Result<Answer, ApiError> {
    let turns = served.clone();
    let _turn = turns.writers.acquire().await.expect("the turns are never closed");
    blocking(lang, move || {
        let slot = served.tables.of(seat);
        let mut memory = slot.lock().expect("no panic while held");
        change(&served, &served.table(seat), &mut memory)
    })
    .await
}
