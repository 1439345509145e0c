//! The API's JSON: its content type, the one way an answer is made, and the largest body taken.
//! A leaf every area of the server uses.

use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::Value;

/// The largest request body taken (PHONES.md section 7); a larger one is 413 unread.
pub const BODY_LIMIT: usize = 16 * 1024;

/// The type of every answer.
pub(super) const JSON: &str = "application/json; charset=utf-8"; // i18n-ok

/// A JSON answer, as the API gives every one.
pub(super) fn json(status: StatusCode, value: &Value) -> Response {
    (status, [(header::CONTENT_TYPE, JSON)], format!("{value:#}\n")).into_response()
}
