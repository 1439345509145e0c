//! What a handler takes from a request, found once here instead of at the top of each handler:
//! the request's language ([`Language`], a page's [`PageLanguage`]), the table a code names behind
//! the rate limit ([`AtTable`]), and a JSON body within the limit ([`JsonBody`]).

use super::error::{ApiError, ServeError};
use super::json::BODY_LIMIT;
use super::pages;
use super::state::{Served, Shared, blocking};
use crate::io::table_codes;
use axum::body::Bytes;
use axum::extract::{ConnectInfo, FromRequest, FromRequestParts, Path as UrlPath, Request};
use axum::http::request::Parts;
use axum::http::{HeaderMap, header};
use schocken_core::i18n::Lang;
use schocken_core::session::log::TableRef;
use schocken_core::tournament::codes::Code;
use serde::de::DeserializeOwned;
use std::convert::Infallible;
use std::net::SocketAddr;
use std::time::Instant;

/// The request's language: English where `Accept-Language` prefers `en` over `de`, else German
/// (PHONES.md section 7).
pub struct Language(pub Lang);

impl<S: Send + Sync> FromRequestParts<S> for Language {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Infallible> {
        Ok(Language(language(&parts.headers)))
    }
}

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

/// A page's language: `?lang=de` or `?lang=en` (the switch on the page), else the one the switch
/// chose before (its cookie), else the request's [`Language`].
pub struct PageLanguage {
    pub lang: Lang,
    /// The language the switch chose, to remember in its cookie.
    pub remember: Option<Lang>,
}

impl<S: Send + Sync> FromRequestParts<S> for PageLanguage {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Infallible> {
        let by_id = |id: Option<&str>| Lang::ALL.iter().copied().find(|l| Some(l.id()) == id);
        let query = parts.uri.query().unwrap_or_default();
        let asked = by_id(query.split('&').find_map(|pair| pair.strip_prefix("lang=")));
        let kept = parts
            .headers
            .get_all(header::COOKIE)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(';'))
            .find_map(|pair| by_id(pair.trim().strip_prefix(pages::LANG_COOKIE).and_then(|v| v.strip_prefix('='))));
        Ok(PageLanguage { lang: asked.or(kept).unwrap_or_else(|| language(&parts.headers)), remember: asked })
    }
}

/// The table a request's `{code}` names, with the request's language. Refused with 429 for an
/// address shut out (PHONES.md section 7: after 10 unknown codes within a minute; looked at
/// before the code), with 404 for an unknown code (counted).
pub struct AtTable {
    pub seat: TableRef,
    /// The code as the address has it (any case, with or without the dash).
    pub code: String,
    pub lang: Lang,
}

impl FromRequestParts<Shared> for AtTable {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, served: &Shared) -> Result<Self, ApiError> {
        let lang = language(&parts.headers);
        let refused = |error: ServeError| error.in_lang(lang);
        // A code that is no text (its escapes no UTF-8) names no table and no page.
        let UrlPath(code) =
            UrlPath::<String>::from_request_parts(parts, served).await.map_err(|_| refused(ServeError::NoPath))?;
        let ConnectInfo(peer) = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .copied()
            .expect("the router is served with the peers' addresses (Bound::serve)");
        let (from, now) = (peer.ip(), Instant::now());
        if let Some(wait) = served.limiter.lock().expect("no panic while held").shut_out(from, now) {
            return Err(refused(ServeError::ShutOut(wait)));
        }
        let seat = match Code::parse(&code) {
            Some(code) => {
                let served = served.clone();
                blocking(lang, move || Ok(find(&served, code))).await?
            }
            None => None,
        };
        let Some(seat) = seat else {
            served.limiter.lock().expect("no panic while held").unknown(from, now);
            return Err(refused(ServeError::UnknownCode));
        };
        Ok(AtTable { seat, code, lang })
    }
}

/// The table of a code: from the codes as the folder's model last read them, or — a code made a
/// moment ago, a round drawn since — from the folder as it now stands, after making the codes the
/// drawn tables lack (the model told of the codes file written).
fn find(served: &Served, code: Code) -> Option<TableRef> {
    if let Some(&seat) = served.model.latest().codes.find(code) {
        return Some(seat);
    }
    let folder = served.model.refresh();
    if let Some(&seat) = folder.codes.find(code) {
        return Some(seat);
    }
    let codes = table_codes::make(&served.dir, &table_codes::drawn_tables(&folder.tournament)).ok()?;
    served.model.changed();
    codes.find(code).copied()
}

/// A JSON body of at most [`BODY_LIMIT`] bytes (the router's `DefaultBodyLimit`): 413 for a
/// larger one, as a chunked body grows past it, or by its `Content-Length` before a byte is read
/// (the limit on the stream would wait for bytes the client may never send); 400 for one that is
/// not the JSON asked for.
pub struct JsonBody<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for JsonBody<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, ApiError> {
        let lang = language(request.headers());
        let declared = request.headers().get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()?.parse::<u64>().ok());
        if declared.is_some_and(|n| n > BODY_LIMIT as u64) {
            return Err(ServeError::TooLarge.in_lang(lang));
        }
        let bytes = Bytes::from_request(request, state).await.map_err(|_| ServeError::TooLarge.in_lang(lang))?;
        serde_json::from_slice(&bytes).map(JsonBody).map_err(|e| ServeError::NotJson(e).in_lang(lang))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

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
}
