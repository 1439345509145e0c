//! The server's addresses (PHONES.md sections 4 and 5) and what answers each: the hall's
//! ([`hall`]), the table's ([`table_api`]), the standings ([`hall::standings`], from the folder's live model, `crate::live::tournament`), the pages' assets and
//! the club's logo; anything else is 404 in words, a method a path does not take 405. Every body
//! is held to [`BODY_LIMIT`] (read by [`super::extractors::JsonBody`]).

use super::error::{ApiError, ServeError};
use super::extractors::Language;
use super::json::BODY_LIMIT;
use super::state::Shared;
use super::{hall, logo, pages, table_api};
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};

pub(super) fn router(served: Shared) -> Router {
    Router::new()
        .route("/", get(hall::page))
        .route("/t", get(hall::table_by_code))
        .route("/t/{code}", get(table_api::page))
        .route("/logo", get(logo::logo))
        .route("/api/standings", get(hall::standings))
        .route("/api/seating", get(hall::seating))
        .route("/assets/{name}", get(pages::asset))
        .route("/api/table/{code}", get(table_api::state))
        .route("/api/table/{code}/story", get(table_api::story))
        .route("/api/table/{code}/entry", post(table_api::entry))
        .route("/api/table/{code}/undo", post(table_api::undo))
        .fallback(not_found)
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .with_state(served)
}

/// An address the server does not have.
pub(super) async fn not_found(Language(lang): Language) -> ApiError {
    ServeError::NoPath.in_lang(lang)
}
