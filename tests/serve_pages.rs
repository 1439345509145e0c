//! The phones' pages from `schocken tournament serve` (PHONES.md section 5, issue 24's findings
//! on finding a table): the HTML in the browser's language or the switch's (remembered), every
//! word from the resources, the embedded assets, the hall page's name search, the code field, a
//! wrong code's page in words, the logo asked for only where there is one, the rules the table
//! page offers, and the printed cards carrying each table's code. The pages' behaviour in a
//! browser: `tools/browser-check.py`.

use serde_json::{Value, json};
use std::path::Path;

mod common;
mod phone;
use common::{TempDir, ok};
use phone::*;

/// A page's words as the server renders them into it (the JSON blob the script reads).
fn words(page: &Reply) -> Value {
    let start = page.body.find(r#"<script id="words" type="application/json">"#).expect("the words") + 43;
    let end = start + page.body[start..].find("</script>").unwrap();
    serde_json::from_str(&page.body[start..end]).unwrap()
}

#[test]
fn the_pages_are_html_in_the_browsers_language_or_the_switchs_with_every_word_from_the_resources() {
    let temp = tournament("pages");
    let running = start(&temp.0);
    let addr = running.addr();
    let code = code(&temp.0);
    for path in ["/".to_string(), format!("/t/{code}")] {
        let german = get(addr, &path);
        assert_eq!(german.status, 200, "{path}");
        assert_eq!(german.header("content-type").as_deref(), Some("text/html; charset=utf-8"));
        assert!(german.body.contains(r#"<html lang="de">"#) && german.body.contains(">English</a>"), "{path}");
        assert!(!german.body.contains("{{"), "{path}: a slot left: {}", german.body);
        assert!(german.body.contains(r#"<link rel="stylesheet" href="/assets/web.css?v="#), "{path}: the shared head");
        let english = request(addr, "GET", &path, "Accept-Language: en-GB,en;q=0.9\r\n", "");
        assert!(english.body.contains(r#"<html lang="en">"#) && english.body.contains(">Deutsch</a>"), "{path}");
        let switched = get(addr, &format!("{path}?lang=en"));
        assert_eq!(switched.body, english.body, "{path}: the switch is the browser's English");
        let (de, en) = (words(&german), words(&english));
        assert_eq!(de["web-where"], "Wo sitze ich?");
        assert_eq!(en["web-where"], "Where do I sit?");
        assert_eq!(de["web-turn"], "{name} ist dran", "slots for the script to fill in");
        // The standings' heads are the organiser's window's.
        let heads: Vec<&str> = de["columns"].as_array().unwrap().iter().map(|c| c["head"].as_str().unwrap()).collect();
        assert!(heads.contains(&"Punkte") && heads.contains(&"Platz"), "{heads:?}");
        assert_eq!(en["prizes"]["jules"]["other"], "Most Jules ({count}): {names}");
        for page in [&german, &english] {
            assert!(!page.body.contains("http://") && !page.body.contains("https://"), "{path}");
        }
    }
    // The hall page asks for the logo only where the club has one (no failed request).
    assert!(!get(addr, "/").body.contains("/logo"));
    std::fs::write(temp.0.join("logo.svg"), "<svg/>").unwrap();
    assert!(get(addr, "/").body.contains(r#"<img class="logo" src="/logo" alt="">"#));
    assert_eq!(get(addr, "/logo").status, 200);
    // An unknown code is a page in words with the way back (the API stays JSON).
    let wrong = get(addr, "/t/ABCDE-FGHJK");
    assert_eq!(wrong.status, 404);
    assert_eq!(wrong.header("content-type").as_deref(), Some("text/html; charset=utf-8"));
    assert!(wrong.body.contains("Diesen Tischcode gibt es nicht") && wrong.body.contains(r#"href="/""#));
    assert!(!wrong.body.contains("{{") && !wrong.body.contains(r#""error""#), "{}", wrong.body);
    let english = request(addr, "GET", "/t/ABCDE-FGHJK", "Accept-Language: en\r\n", "");
    assert!(english.body.contains("table card"), "{}", english.body);
    let api = get(addr, "/api/table/ABCDE-FGHJK");
    assert_eq!((api.status, api.json()["error"].as_str()), (404, Some("Diesen Tischcode gibt es nicht")));
}

#[test]
fn the_language_chosen_with_the_switch_is_remembered() {
    let temp = tournament("lang");
    let running = start(&temp.0);
    let addr = running.addr();
    let code = code(&temp.0);
    let switched = get(addr, "/?lang=en");
    let cookie = switched.header("set-cookie").expect("the switch's language is kept");
    assert!(cookie.starts_with("schocken-lang=en;") && cookie.contains("Path=/"), "{cookie}");
    // The next page, without the switch and with a German browser, opens in English.
    let kept = cookie.split(';').next().unwrap();
    for path in ["/".to_string(), format!("/t/{code}")] {
        let page = request(addr, "GET", &path, &format!("Accept-Language: de\r\nCookie: a=b; {kept}\r\n"), "");
        assert!(page.body.contains(r#"<html lang="en">"#), "{path}");
        assert!(page.header("set-cookie").is_none(), "{path}: nothing new to keep");
    }
    // The switch back is kept the same way.
    let back = request(addr, "GET", "/?lang=de", &format!("Cookie: {kept}\r\n"), "");
    assert!(back.body.contains(r#"<html lang="de">"#));
    assert!(back.header("set-cookie").unwrap().starts_with("schocken-lang=de;"));
}

#[test]
fn the_code_field_leads_to_the_table_page_in_any_case_with_or_without_the_dash() {
    let temp = tournament("code-field");
    let running = start(&temp.0);
    let addr = running.addr();
    let code = code(&temp.0);
    let hall = get(addr, "/");
    assert!(hall.body.contains(r#"<form class="code-form" id="code-form" action="/t" method="get">"#));
    assert!(hall.body.contains("Tischcode eingeben"));
    let typed = code.replace('-', "").to_lowercase();
    let field = get(addr, &format!("/t?code=+{typed}+"));
    assert_eq!(field.status, 303);
    let to = field.header("location").unwrap();
    assert_eq!(to, format!("/t/{typed}"));
    let page = get(addr, &to);
    assert_eq!(page.status, 200);
    assert!(page.body.contains("Runde 1 · Tisch 1"));
    assert_eq!(get(addr, "/t?code=").header("location").as_deref(), Some("/"));
    assert_eq!(get(addr, "/t?code=..%2F..%2Fturnier.ron").header("location").as_deref(), Some("/t/turnierron"));
}

#[test]
fn every_asset_is_embedded_served_with_its_type_and_tag_and_names_nothing_on_the_internet() {
    let temp = tournament("assets");
    let running = start(&temp.0);
    let addr = running.addr();
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/web");
    let mut names: Vec<String> =
        std::fs::read_dir(&folder).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    names.sort();
    assert!(names.len() >= 6, "{names:?}");
    for name in &names {
        let on_disk = std::fs::read_to_string(folder.join(name)).unwrap();
        assert!(!on_disk.contains("http://") && !on_disk.contains("https://"), "{name} names an address");
        let served = get(addr, &format!("/assets/{name}"));
        assert_eq!(served.status, 200, "{name}");
        assert_eq!(served.body, on_disk, "{name} is served as built in");
        let kind = served.header("content-type").unwrap();
        let expected = match name.rsplit('.').next().unwrap() {
            "css" => "text/css; charset=utf-8",
            "js" => "text/javascript; charset=utf-8",
            _ => "text/html; charset=utf-8",
        };
        assert_eq!(kind, expected, "{name}");
        let tag = served.header("etag").expect("an ETag");
        let again = request(addr, "GET", &format!("/assets/{name}"), &format!("If-None-Match: {tag}\r\n"), "");
        assert_eq!(again.status, 304, "{name}");
        // Old phones' browsers: no syntax newer than the pages need.
        if name.ends_with(".js") {
            for new in ["?.", "??", "=>", "let ", "const ", "`"] {
                assert!(!on_disk.contains(new), "{name} uses {new:?}");
            }
        }
    }
    assert_eq!(get(addr, "/assets/nothing.js").status, 404);
    assert_eq!(get(addr, "/assets/..%2Fturnier.ron").status, 404);
}

#[test]
fn where_do_i_sit_finds_joerg_typed_any_way_and_zoe_without_her_diaeresis() {
    let temp = TempDir::new("serve-find");
    let d = temp.0.to_str().unwrap();
    ok(&["tournament", "new", d, "--title", "Pokal"]);
    ok(&["tournament", "register", d, "Jörg Weiß", "Zoë", "Käthe", "Ömer", "Anna", "Ben", "Carl", "Dora"]);
    ok(&["tournament", "draw", d, "--seed", "1"]);
    let server = start(&temp.0);
    let addr = server.addr();
    let seating = get(addr, "/api/seating").json();
    assert!(seating.get("found").is_none(), "the seating as PHONES.md fixes it");
    let seat_of = |name: &str| {
        let tables = seating["tables"].as_array().unwrap();
        let (table, seat) = tables
            .iter()
            .find_map(|t| {
                let players = t["players"].as_array().unwrap();
                Some((t["table"].clone(), players.iter().position(|p| p == name)? + 1))
            })
            .unwrap();
        json!([{"name": name, "table": table, "seat": seat}])
    };
    // As a script sends it: encodeURIComponent, UTF-8.
    for typed in ["jorg", "Joerg", "J%C3%96RG", "j%C3%B6rg%20wei", "joerg+weiss"] {
        let found = get(addr, &format!("/api/seating?find={typed}")).json();
        assert_eq!(found["found"], seat_of("Jörg Weiß"), "{typed}");
        assert_eq!(found["tables"], seating["tables"]);
    }
    assert_eq!(get(addr, "/api/seating?find=Zoe").json()["found"], seat_of("Zoë"));
    assert_eq!(get(addr, "/api/seating?find=kaethe").json()["found"], seat_of("Käthe"));
    assert_eq!(get(addr, "/api/seating?find=Xaver").json()["found"], json!([]));
}

#[test]
fn the_table_page_offers_only_what_its_rules_allow() {
    // main-taunus: no voluntary take, no Lustwurf; dropped dice cost.
    let temp = tournament("rules");
    let running = start(&temp.0);
    let page = get(running.addr(), &format!("/t/{}", code(&temp.0)));
    for allowed in ["&quot;take&quot;:false", "&quot;lustwurf&quot;:false", "&quot;dropped&quot;:true"] {
        assert!(page.body.contains(allowed), "{allowed}: {}", page.body);
    }
    assert!(page.body.contains(r#"data-rules="{&quot;"#));
    drop(running);
    // Kalk has the voluntary take.
    let temp = TempDir::new("serve-rules-kalk");
    let d = temp.0.to_str().unwrap();
    ok(&["tournament", "new", d, "--rules", "kalk"]);
    ok(&["tournament", "register", d, "Anna", "Ben", "Carl", "Dora"]);
    ok(&["tournament", "draw", d, "--seed", "1"]);
    let running = start(&temp.0);
    let page = get(running.addr(), &format!("/t/{}", code(&temp.0)));
    assert!(page.body.contains("&quot;take&quot;:true"), "{}", page.body);
}

#[test]
fn print_cards_carries_each_tables_code_and_qr_code_as_the_organisers_window_prints_them() {
    let temp = tournament("cards");
    let (dir, d) = (temp.0.clone(), temp.0.to_str().unwrap());
    let out = dir.join("karten.pdf");
    ok(&["tournament", "print", d, "cards", "--out", out.to_str().unwrap()]);
    let pdf = std::fs::read(&out).unwrap();
    let doc = lopdf::Document::load_mem(&pdf).unwrap();
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    let text = doc.extract_text(&pages).unwrap();
    assert!(text.contains(&code(&dir)), "the card carries its table's code:\n{text}");
    // The window's way: the same codes, the same cards.
    let folder = schocken::io::tournament_folder::read(&dir).unwrap();
    let codes =
        schocken::serve::address::card_codes(&dir, &folder.tournament, schocken_core::tournament::RoundNo::FIRST);
    assert_eq!(codes.len(), 1);
    assert_eq!(codes[0].code.to_string(), code(&dir));
    let extras = schocken::print::tournament::Extras { club: Default::default(), codes, cash: None };
    let window = schocken::print::tournament::print_with(
        &folder.file,
        &folder.tournament,
        &folder.standings,
        schocken::print::tournament::Printout::Cards(schocken_core::tournament::RoundNo::FIRST),
        &extras,
    )
    .unwrap();
    assert_eq!(pdf, window, "one code path");
}
