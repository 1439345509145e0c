//! `GET /logo`: the club's logo of the tournament folder (`io::club`), for the hall page's
//! `<img src="/logo">`; 404 where the folder has none. Read at each request, so a logo chosen in
//! the organiser's window meanwhile is served at once.

use super::error::{ApiError, ServeError};
use super::extractors::Language;
use super::state::{Shared, blocking};
use crate::io::club;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};

pub(super) async fn logo(State(served): State<Shared>, Language(lang): Language) -> Result<Response, ApiError> {
    let dir = served.dir.clone();
    match blocking(lang, move || Ok(club::logo(&dir))).await? {
        Some(logo) => Ok((
            [
                (header::CONTENT_TYPE, logo.kind.content_type()),
                (header::CACHE_CONTROL, "no-cache"), // i18n-ok: a header value
                (header::X_CONTENT_TYPE_OPTIONS, "nosniff"), // i18n-ok
                // An SVG opened on its own runs no script of anybody's.
                (header::CONTENT_SECURITY_POLICY, "default-src 'none'; style-src 'unsafe-inline'; sandbox"), // i18n-ok
            ],
            logo.bytes,
        )
            .into_response()),
        None => Err(ServeError::NoPath.in_lang(lang)),
    }
}
