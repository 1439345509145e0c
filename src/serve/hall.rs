//! The hall page's requests (PHONES.md sections 2 and 5): the page itself, `GET /api/seating`
//! with its name search for "Wo sitze ich?", and the field "Tischcode eingeben" (`/t?code=`),
//! leading to a table's page. Anyone in the Wi-Fi may make them; the rate limit on codes does
//! not touch them.

use super::extractors::{Language, PageLanguage};
use super::json::{JSON, json};
use super::pages;
use super::state::{Shared, blocking};
use axum::extract::{RawQuery, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use schocken_core::i18n;
use schocken_core::names::Search;
use serde_json::{Value, json};

/// `/`: the hall page, naming the club's logo only where the folder has one.
pub(super) async fn page(State(served): State<Shared>, PageLanguage { lang, remember }: PageLanguage) -> Response {
    let dir = served.dir.clone();
    let logo = blocking(lang, move || Ok(crate::io::club::logo(&dir).is_some())).await.unwrap_or(false);
    pages::hall(lang, remember, logo)
}

/// `/t?code=CODE`: the hall page's field "Tischcode eingeben" (a plain form, so it works without
/// the script too) leads to the table page, the code as typed (`/t/CODE` takes any case, with or
/// without the dash, and answers a wrong one with a page in words); nothing typed: back to the hall.
pub(super) async fn table_by_code(RawQuery(query): RawQuery) -> Response {
    to_code_page(query, "/t")
}

/// A code form's answer (`/t?code=`, the members' `/m?code=`): the page of the code typed under
/// `base`, or, nothing typed, the page the form is on.
pub(super) fn to_code_page(query: Option<String>, base: &str) -> Response {
    let typed = query
        .unwrap_or_default()
        .split('&')
        .find_map(|pair| pair.strip_prefix("code=").map(decoded))
        .unwrap_or_default();
    // What a form sends: `+` for a space, `%XX` for the rest; only a code's letters, digits and
    // dash are kept (a code has nothing else), so the address stays a table page's.
    let code: String = typed.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
    let to = if code.is_empty() { "/".to_string() } else { format!("{base}/{code}") };
    (StatusCode::SEE_OTHER, [(header::LOCATION, HeaderValue::from_str(&to).expect("ASCII"))]).into_response()
}

/// `GET /api/seating`: the latest drawn round's tables and their players in seat order, and
/// `"problems"`: every file of the folder, of any round, that gives no results (PHONES.md 4),
/// in the request's language, by file name. With `?find=NAME` (the hall page's "Wo sitze
/// ich?") also `"found"`: the seats of the players that name finds by the names module's search,
/// the one the app's history uses ("jorg", "Joerg" and "JÖRG" find Jörg), so the page folds no
/// names itself, and `"absent"`: where it finds nobody seated, the tournament's players it finds
/// (who do not play in this round). With `?knockout` also `"knockout"`: who is through at a
/// decided knock-out table and the winner, which the standings' JSON does not say, so the hall
/// page says "weiter" and "Sieger" where the lives would read "noch 2 Leben". From the folder's
/// model: nothing is read for it.
pub(super) async fn seating(
    State(served): State<Shared>,
    Language(lang): Language,
    RawQuery(query): RawQuery,
) -> Response {
    let folder = served.model.latest();
    let typed =
        query.as_deref().unwrap_or_default().split('&').find_map(|pair| pair.strip_prefix("find=")).map(decoded);
    let drawn = &folder.seating;
    let tables: Vec<Value> = drawn.iter().map(|(n, players)| json!({ "table": n, "players": players })).collect();
    // A problem at one table is that table's (a file reported and not used): said in the hall
    // too, beside the rest of the tournament, which goes on.
    let problems: Vec<Value> = i18n::scoped(lang, || {
        folder
            .problems
            .iter()
            .map(|problem| {
                let (round, table) = problem.at().unzip();
                json!({ "round": round, "table": table, "text": problem.text() })
            })
            .collect()
    });
    let mut value = json!({ "round": folder.tournament.rounds.len(), "tables": tables, "problems": problems });
    let mut asked = query.as_deref().unwrap_or_default().split('&');
    if let Some(typed) = typed {
        let seats = drawn
            .iter()
            .flat_map(|(n, players)| players.iter().zip(1..).map(move |(name, seat)| (name.as_str(), *n, seat)));
        let found: Vec<Value> = find_seats(&typed, seats)
            .into_iter()
            .map(|(name, table, seat)| json!({ "name": name, "table": table, "seat": seat }))
            .collect();
        // Nobody seated by that name: the tournament's players it finds, who do not play in this
        // round ("Jörg spielt in Runde 4 nicht mit", not "Niemand mit diesem Namen").
        let absent: Vec<&str> = if found.is_empty() {
            let seated = |name: &str| drawn.iter().any(|(_, players)| players.iter().any(|p| p == name));
            let others = folder.tournament.players.iter().map(|p| p.name.as_str()).filter(|n| !seated(n));
            find_seats(&typed, others.map(|name| (name, (), 0))).into_iter().map(|(name, ..)| name).collect()
        } else {
            Vec::new()
        };
        value["found"] = found.into();
        value["absent"] = absent.into();
    }
    // `?knockout`: what the standings' JSON does not say (the hall page asks for it).
    if asked.any(|pair| pair == "knockout" || pair.starts_with("knockout=")) {
        let through = &folder.through;
        value["knockout"] = json!({ "through": through.names, "winner": through.winner });
    }
    json(StatusCode::OK, &value)
}

/// How many seats "Wo sitze ich?" lists for a name that finds many.
const FOUND_AT_MOST: usize = 6;

/// The seats (name, table, seat) whose name `typed` finds (`names::Search`): the names it is
/// (the same letters either way round) where there are any, else those starting with it, then
/// those holding it, at most [`FOUND_AT_MOST`]. Nothing typed finds nothing.
fn find_seats<'a, T>(typed: &str, seats: impl Iterator<Item = (&'a str, T, u32)>) -> Vec<(&'a str, T, u32)> {
    let search = Search::new(typed);
    if search.is_empty() {
        return Vec::new();
    }
    let mut found: Vec<(u8, (&str, T, u32))> = seats
        .filter(|(name, ..)| search.finds(name))
        .map(|seat| {
            let rank = if Search::new(seat.0).finds(typed) {
                0
            } else if search.begins(seat.0) {
                1
            } else {
                2
            };
            (rank, seat)
        })
        .collect();
    found.sort_by_key(|(rank, _)| *rank);
    let best = found.first().map(|(rank, _)| *rank);
    found
        .into_iter()
        .filter(|(rank, _)| best != Some(0) || *rank == 0)
        .take(FOUND_AT_MOST)
        .map(|(_, seat)| seat)
        .collect()
}

/// A query's value as a form or a script sends it: `+` a space, `%XX` a byte (UTF-8).
fn decoded(value: &str) -> String {
    let bytes = value.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                match std::str::from_utf8(&bytes[i + 1..i + 3]).ok().and_then(|h| u8::from_str_radix(h, 16).ok()) {
                    Some(byte) => {
                        out.push(byte);
                        i += 2;
                    }
                    None => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// `GET /api/standings`: the bytes of `tournament standings --json` as the folder's model last
/// worked them out, with an ETag; 304 for the tag the phone has. Nothing is read for it.
pub(super) async fn standings(State(served): State<Shared>, headers: HeaderMap) -> Response {
    let answer = served.model.latest().answer.clone();
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn where_do_i_sit_finds_a_name_typed_without_its_umlauts_or_accents_in_any_case() {
        let seats = [("Jörg Weiß", 3, 4), ("Zoë", 1, 2), ("Anna", 2, 1), ("Annabell", 2, 3), ("Joachim", 1, 1)];
        let found = |typed: &str| find_seats(typed, seats.iter().copied());
        for typed in ["jorg", "Joerg", "JÖRG", "jörg weiss"] {
            assert_eq!(found(typed), [("Jörg Weiß", 3, 4)], "{typed}");
        }
        assert_eq!(found("Zoe"), [("Zoë", 1, 2)]);
        // The name itself before those it starts.
        assert_eq!(found("anna"), [("Anna", 2, 1)]);
        assert_eq!(found("ann"), [("Anna", 2, 1), ("Annabell", 2, 3)]);
        assert_eq!(found("jo"), [("Jörg Weiß", 3, 4), ("Joachim", 1, 1)]);
        assert!(found("  ").is_empty() && found("Xaver").is_empty());
        assert_eq!(decoded("J%C3%B6rg+W"), "Jörg W");
        assert_eq!(decoded("50%"), "50%");
    }
}
