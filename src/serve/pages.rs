//! The phones' two pages (PHONES.md section 5): the hall page (`/`) and the table page
//! (`/t/CODE`), plain HTML, CSS and a small script from `assets/web/`, embedded in the binary
//! and served under `/assets/` with an ETag (nothing comes from the internet).
//!
//! Every word the pages show comes from the Fluent resources: the pages' own `web.ftl`, and
//! the app's messages where the page shows what the app shows (the standings' column heads,
//! the prizes). The server renders them in the page's language into the HTML — `{{web-…}}` in
//! a page is replaced by its message, and the whole set goes along as a JSON blob for the
//! script, with `{name}`-style slots the script fills in. The script never holds a word.

use crate::markup::escape;
use axum::extract::Path as UrlPath;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;
use schocken_core::i18n::{self, Arg, Lang};
use schocken_core::rules::knobs::{DroppedDice, Rules};
use schocken_core::session::log::TableRef;
use schocken_core::tournament::columns::{self, Align, Medium};
use schocken_core::tr;
use serde_json::{Map, Value, json};

#[derive(RustEmbed)]
#[folder = "assets/web/"]
struct Assets;

/// The pages' own messages; their ids are read from the German file (tests/wording.rs keeps the
/// English one alike).
const WEB_FTL: &str = include_str!("../../assets/i18n/de/web.ftl");

/// The variables `web.ftl` uses: each is rendered as the slot `{name}` the script fills in.
pub const SLOTS: &[&str] = &["name", "names", "round", "table", "seat", "count", "what", "text"];

/// The cookie that remembers the language chosen with the switch on a page.
pub(super) const LANG_COOKIE: &str = "schocken-lang";

/// A message with every variable left as its slot, `{name}`.
fn slotted(id: &str) -> String {
    let args: Vec<(&'static str, Arg<'_>)> = SLOTS.iter().map(|&s| (s, Arg::from(format!("{{{s}}}")))).collect();
    i18n::message(id, &args)
}

/// The ids of `web.ftl`.
fn web_ids() -> impl Iterator<Item = &'static str> {
    WEB_FTL
        .lines()
        .filter_map(|line| line.split_once(" = ").map(|(id, _)| id.trim()))
        .filter(|id| id.starts_with("web-"))
}

/// Everything the pages say, in the current language: `web.ftl`'s messages by id, the
/// standings' columns as the organiser's window heads them, and the app's words for a
/// withdrawn player, a knock-out state (the winner as the projector heads him) and the prizes
/// (`one` where a count of 1 is worded apart).
pub fn words() -> Value {
    let mut map: Map<String, Value> = web_ids().map(|id| (id.to_string(), Value::from(slotted(id)))).collect();
    let mut columns: Vec<Value> = Vec::new();
    for spec in columns::of(Medium::Screen, true) {
        let align = if spec.align == Align::Right { "right" } else { "left" }; // i18n-ok
        columns.push(json!({ "id": spec.id, "head": spec.head(Medium::Screen), "align": align }));
    }
    map.insert("columns".into(), columns.into());
    map.insert("withdrawn".into(), tr!("standings-withdrawn", name = "{name}").into());
    map.insert("place".into(), columns::place(0).replace('0', "{count}").into());
    let counted = |id: &str, var: &'static str| {
        let one = i18n::message(id, &[(var, Arg::from(1)), ("names", Arg::from("{names}"))]);
        let other = i18n::message(id, &[(var, Arg::from("{count}")), ("names", Arg::from("{names}"))]);
        json!({ "one": one, "other": other })
    };
    map.insert("ko-lives".into(), counted("standings-ko-lives", "lives"));
    map.insert("ko-out".into(), tr!("standings-ko-out").into());
    map.insert("ko-through".into(), tr!("standings-ko-through").into());
    map.insert("ko-winner".into(), tr!("projector-winner-cell").into());
    let prizes = json!({
        "schock_outs": counted("prizes-schock-outs", "count"),
        "jules": counted("prizes-jules", "count"),
        "durchmarsch": counted("prizes-durchmarsch", "count"),
        "none": tr!("prizes-none"),
    });
    map.insert("prizes".into(), prizes);
    Value::Object(map)
}

/// A page of `assets/web/` in `lang`: `{{head}}` replaced by `head.html`, its `{{web-…}}` by the
/// messages, `{{words}}` by the JSON of [`words`], `{{lang}}` and `{{other}}` by the language and
/// the one the switch leads to, `{{version}}` by the assets' version, `extra`'s slots by their
/// values (as text) and `html`'s by theirs (as they are). `remember`: the language the switch
/// chose, kept in a cookie so the next page opens in it.
fn page(file: &str, lang: Lang, remember: Option<Lang>, extra: &[(&str, String)], html: &[(&str, &str)]) -> Response {
    let Some(template) = Assets::get(file) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    // The head both pages share, its own slots filled in with theirs.
    let head = Assets::get("head.html").map(|h| String::from_utf8_lossy(&h.data).into_owned()).unwrap_or_default();
    let template = String::from_utf8_lossy(&template.data).replace("{{head}}\n", &head);
    let html = i18n::scoped(lang, || {
        let words = words();
        // Inside a script element nothing may close it.
        let blob = words.to_string().replace('<', "\\u003c");
        let mut out = String::with_capacity(template.len() + blob.len());
        let mut rest = template.as_str();
        while let Some(start) = rest.find("{{") {
            out.push_str(&rest[..start]);
            let Some(end) = rest[start..].find("}}") else { break };
            let slot = &rest[start + 2..start + end];
            let text = match slot {
                "words" => blob.clone(),
                "lang" => lang.id().to_string(),
                "other" => lang.toggled().id().to_string(),
                "version" => version(),
                _ => match (extra.iter().find(|(k, _)| *k == slot), html.iter().find(|(k, _)| *k == slot)) {
                    (Some((_, value)), _) => escape(value),
                    (None, Some((_, value))) => value.to_string(),
                    (None, None) => escape(words[slot].as_str().unwrap_or(slot)),
                },
            };
            out.push_str(&text);
            rest = &rest[start + end + 2..];
        }
        out.push_str(rest);
        out
    });
    let mut response = axum::response::Html(html).into_response();
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    if let Some(chosen) = remember {
        // A year; the pages' own path, for the hall and every table page.
        let cookie = format!("{LANG_COOKIE}={}; Path=/; Max-Age=31536000; SameSite=Lax", chosen.id()); // i18n-ok
        response.headers_mut().insert(header::SET_COOKIE, HeaderValue::from_str(&cookie).expect("ASCII"));
    }
    response
}

/// `/`: the hall page; `logo`: whether the club has a logo (only then is `/logo` asked for, so
/// a club without one shows no failed request).
pub fn hall(lang: Lang, remember: Option<Lang>, logo: bool) -> Response {
    let img = if logo { r#"<img class="logo" src="/logo" alt="">"# } else { "" }; // i18n-ok: markup
    page("hall.html", lang, remember, &[], &[("logo", img)])
}

/// `/t/CODE`: the table page of the table `code` names, `seat`, played by `rules` (the page
/// offers only what they allow: a voluntary take, a Lustwurf, dropped dice as a penalty).
pub fn table(lang: Lang, remember: Option<Lang>, code: &str, seat: TableRef, rules: &Rules) -> Response {
    let title = i18n::scoped(lang, || tr!("web-table-title", round = seat.round, table = seat.table));
    let allowed = json!({
        "take": rules.voluntary_take,
        "lustwurf": rules.lustwurf,
        "dropped": rules.dropped_dice != DroppedDice::Off,
    });
    page(
        "table.html",
        lang,
        remember,
        &[("code", code.to_string()), ("title", title), ("rules", allowed.to_string())],
        &[],
    )
}

/// `/` of the members' server: the field for the code on a member's slip, under the club's name
/// where the books say it (its members may play in more than one club); `said`: why the last
/// code showed no page (an unknown code, an address shut out, a folder that cannot be read),
/// above the field, with the status it is answered with.
pub fn member_hall(
    lang: Lang,
    remember: Option<Lang>,
    club: Option<&str>,
    said: Option<(StatusCode, &str)>,
) -> Response {
    let said_html = said.map_or(String::new(), |(_, text)| {
        format!(r#"<p class="said" role="alert">{}</p>"#, escape(text)) // i18n-ok: markup
    });
    let club_html = club.map_or(String::new(), |name| {
        format!(r#"<p class="club">{}</p>"#, escape(name)) // i18n-ok: markup
    });
    let html = [("said", said_html.as_str()), ("club", club_html.as_str())];
    let mut response = page("members.html", lang, remember, &[], &html);
    if let Some((status, _)) = said {
        *response.status_mut() = status;
    }
    response
}

/// `/m/CODE`: a member's statement — `title` (who, what is open), `owed` (his line of the tab in
/// words) and `rows` (heads first: each evening with its marks and amount, each payment), with
/// the columns `right` aligned right.
pub fn member(
    lang: Lang,
    remember: Option<Lang>,
    title: &str,
    owed: &str,
    rows: &[Vec<String>],
    right: &[usize],
) -> Response {
    let mut table = String::new();
    for (r, row) in rows.iter().enumerate() {
        table.push_str("<tr>");
        for (c, cell) in row.iter().enumerate() {
            let tag = if r == 0 { "th" } else { "td" };
            let class = if right.contains(&c) { r#" class="right""# } else { "" }; // i18n-ok: markup
            table.push_str(&format!("<{tag}{class}>{}</{tag}>", escape(cell))); // i18n-ok: markup
        }
        table.push_str("</tr>");
    }
    page(
        "member.html",
        lang,
        remember,
        &[("title", title.to_string()), ("owed", owed.to_string())],
        &[("rows", &table)],
    )
}

/// A table page that cannot be shown (an unknown code, an address shut out for guessing, a
/// folder that cannot be read): the reason in words and the way back to the hall page, with the
/// status of the API's answer.
/// `typed`: a code no table has, as it was typed (its first [`TYPED_AT_MOST`] characters): said,
/// and left in the field to be put right.
pub fn refused(lang: Lang, remember: Option<Lang>, status: StatusCode, message: &str, typed: Option<&str>) -> Response {
    let hint = match status {
        StatusCode::NOT_FOUND => "web-no-table-hint",
        StatusCode::TOO_MANY_REQUESTS => "web-too-many-hint",
        _ => "web-failed-hint",
    };
    let typed: String = typed.unwrap_or_default().trim().chars().take(TYPED_AT_MOST).collect();
    let (hint, said) = i18n::scoped(lang, || {
        let said = (!typed.is_empty()).then(|| tr!("web-code-typed", text = typed.as_str()));
        (slotted(hint), said)
    });
    let said = said.map_or(String::new(), |text| format!(r#"<p class="typed-code">{}</p>"#, escape(&text))); // i18n-ok: markup
    let extra = [("message", message.to_string()), ("hint", hint), ("typed", typed.clone())];
    let mut response = page("refused.html", lang, remember, &extra, &[("said", &said)]);
    *response.status_mut() = status;
    response
}

/// How much of a wrong code its page repeats.
const TYPED_AT_MOST: usize = 40;

/// The assets' version, for their addresses: a hash of all of them, so a new binary's script
/// is never mixed with an old page.
fn version() -> String {
    let mut all = Vec::new();
    for name in Assets::iter() {
        if let Some(file) = Assets::get(&name) {
            all.extend_from_slice(&file.metadata.sha256_hash()[..4]);
        }
    }
    all.iter().take(8).map(|b| format!("{b:02x}")).collect()
}

/// The type of an asset by its name's ending.
fn content_type(name: &str) -> &'static str {
    match name.rsplit('.').next().unwrap_or_default() {
        "css" => "text/css; charset=utf-8",       // i18n-ok
        "js" => "text/javascript; charset=utf-8", // i18n-ok
        "html" => "text/html; charset=utf-8",     // i18n-ok
        "svg" => "image/svg+xml",
        "png" => "image/png",
        _ => "application/octet-stream",
    }
}

/// `GET /assets/NAME`: an embedded asset with its type and an ETag; 304 for a tag the browser has.
pub(super) async fn asset(UrlPath(name): UrlPath<String>, headers: HeaderMap) -> Response {
    let Some(file) = Assets::get(&name) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let hash: String = file.metadata.sha256_hash()[..8].iter().map(|b| format!("{b:02x}")).collect();
    let tag = format!("\"{hash}\"");
    let etag = HeaderValue::from_str(&tag).expect("hex digits in quotes");
    let cache = (header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    if headers.get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok()).is_some_and(|v| v.contains(&tag)) {
        return (StatusCode::NOT_MODIFIED, [(header::ETAG, etag), cache]).into_response();
    }
    let kind = HeaderValue::from_static(content_type(&name));
    (StatusCode::OK, [(header::CONTENT_TYPE, kind), (header::ETAG, etag), cache], file.data.into_owned())
        .into_response()
}
