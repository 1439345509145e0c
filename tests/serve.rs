//! `schocken tournament serve` and `codes` (PHONES.md): the real server on 127.0.0.1, a table
//! played through its API as phones would — retries, stale positions, refusals in both
//! languages, undo, a table laptop holding the lock, unknown codes and the rate limit, oversized
//! bodies, path tricks — and `turnier.ron` untouched by all of it. The pages: `serve_pages.rs`.

use schocken::io::store::{self, SessionLock};
use schocken_core::i18n::{Lang, scoped};
use schocken_core::session::desk::Desk;
use schocken_core::session::event::Event;
use schocken_core::session::file::{self, Item};
use schocken_core::session::log::Session;
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Command, Stdio};

mod common;
mod phone;
use common::{TempDir, ok, schocken};
use phone::*;

#[test]
fn a_round_entered_from_a_phone_with_a_retry_a_stale_position_undo_and_no_path_tricks() {
    let temp = tournament("round");
    let dir = temp.0.clone();
    let before = std::fs::read(dir.join("turnier.ron")).unwrap();
    let code = code(&dir);
    let server = start(&dir);
    let addr = server.addr();
    let table = format!("/api/table/{code}");

    // No file yet: the position of the file the first entry creates (the starter is in it).
    let state = get(addr, &table).json();
    assert_eq!((state["round"].clone(), state["table"].clone()), (json!(1), json!(1)));
    assert_eq!(position(&state), (1, 0));
    assert!(!table_file(&dir).exists(), "a look writes nothing");
    let players = players(&state);
    assert_eq!(players.len(), 4);
    // The code is accepted in any case, without the dash.
    assert_eq!(get(addr, &format!("/api/table/{}", code.replace('-', "").to_lowercase())).status, 200);

    let first = entry(addr, &code, (1, 0), &throw(&players, 0));
    assert_eq!(first.status, 200, "{}", first.body);
    assert_eq!(position(&first.json()), (1, 1));
    assert!(table_file(&dir).exists());
    // The phone lost the answer and sends again: counted once.
    let again = entry(addr, &code, (1, 0), &throw(&players, 0));
    assert_eq!((again.status, position(&again.json())), (200, (1, 1)));
    // Another entry at the old position is stale.
    let stale = entry(addr, &code, (1, 0), &throw(&players, 1));
    assert_eq!((stale.status, position(&stale.json())), (409, (1, 1)));

    for seat in 1..4 {
        let reply = entry(addr, &code, (1, seat as u64), &throw(&players, seat));
        assert_eq!(reply.status, 200, "{}", reply.body);
    }
    let done = get(addr, &table).json();
    assert_eq!(position(&done), (2, 0), "the last entry made the round an event");
    // The entry that completed the round, sent again, counts once too.
    let again = entry(addr, &code, (1, 3), &throw(&players, 3));
    assert_eq!((again.status, position(&again.json())), (200, (2, 0)));

    // Undo puts the round back into the draft without its last entry; sent again, it is done once.
    let undone = undo(addr, &code, (2, 0));
    assert_eq!((undone.status, position(&undone.json())), (200, (1, 3)));
    let again = undo(addr, &code, (2, 0));
    assert_eq!((again.status, position(&again.json())), (200, (1, 3)));
    assert_eq!(undo(addr, &code, (5, 0)).status, 409);
    let redone = entry(addr, &code, (1, 3), &throw(&players, 3));
    assert_eq!(position(&redone.json()), (2, 0));

    // What the table page wrote is what the referee app writes for the same entries (its desk
    // on the file's header, the starter and the round), and the API's replay is `replay --json`
    // of the file.
    let text = std::fs::read_to_string(table_file(&dir)).unwrap();
    let session = file::parse(&text).unwrap();
    assert_eq!(file::write(&session), text);
    let mut desk = Desk::new(Session::new(session.header().clone()).unwrap());
    desk.record(Event::Starter(players[0].clone())).unwrap();
    for seat in 0..4 {
        let Item::Entry(entry) = file::parse_item(&throw(&players, seat)).unwrap() else { panic!("a round entry") };
        desk.enter(entry).unwrap();
    }
    assert_eq!(file::write(desk.session()), text);
    let replayed: Value = serde_json::from_str(&ok(&["replay", table_file(&dir).to_str().unwrap(), "--json"])).unwrap();
    assert_eq!(get(addr, &table).json()["replay"], replayed);
    // A file made as `tournament table` makes it: its header names the round and the table.
    assert!(text.contains("tournament: (round: 1, table: 1)"), "{text}");

    // The standings are exactly `standings --json`, with an ETag that answers 304.
    let expected = ok(&["tournament", "standings", dir.to_str().unwrap(), "--json"]);
    let standings = get_until(addr, "/api/standings", |r| r.body == expected);
    assert_eq!(standings.body, expected, "within 2 s of the entry");
    let tag = standings.header("etag").expect("an ETag");
    assert_eq!(request(addr, "GET", "/api/standings", &format!("If-None-Match: {tag}\r\n"), "").status, 304);
    let seating = get(addr, "/api/seating").json();
    assert_eq!(seating, json!({"round": 1, "tables": [{"table": 1, "players": players}], "problems": []}));

    // Paths outside the API, methods a path does not take.
    for trick in [
        "/turnier.ron",
        "/../turnier.ron",
        "/api/table/..%2Fturnier.ron",
        "/api/table/../../turnier.ron",
        "/api/standings/../../turnier.ron",
        "/.tischcodes.ron",
    ] {
        let reply = get(addr, trick);
        assert!([400, 404].contains(&reply.status), "{trick}: {}", reply.status);
        assert!(!reply.body.contains("Pokal") && !reply.body.contains(&code), "{trick}");
    }
    assert_eq!(request(addr, "POST", "/api/standings", "", "{}").status, 405);
    assert_eq!(request(addr, "DELETE", &format!("/api/table/{code}"), "", "").status, 405);

    drop(server);
    assert_eq!(std::fs::read(dir.join("turnier.ron")).unwrap(), before, "turnier.ron untouched");
    let names = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap());
    let mut names: Vec<String> = names.filter(|n| !n.ends_with(".pdf")).collect();
    names.sort();
    assert_eq!(names, [".tischcodes.ron", "runde-1-tisch-1.ron", "turnier.ron"], "nothing else written");
}

#[test]
fn a_refusal_is_the_referee_apps_in_the_requests_language_and_writes_nothing() {
    let temp = tournament("refusal");
    let dir = temp.0.clone();
    let code = code(&dir);
    let server = start(&dir);
    let addr = server.addr();
    let players = players(&get(addr, &format!("/api/table/{code}")).json());
    assert_eq!(entry(addr, &code, (1, 0), &throw(&players, 0)).status, 200);
    let written = std::fs::read(table_file(&dir)).unwrap();

    // Out of turn: the second seat is next, not the third.
    let out_of_turn = throw(&players, 2);
    let Item::Entry(item) = file::parse_item(&out_of_turn).unwrap() else { panic!("a round entry") };
    let refusal = Desk::new(store::read(&table_file(&dir)).unwrap()).enter(item).unwrap_err();
    let path = format!("/api/table/{code}/entry");
    let body = json!({"events": 1, "draft": 1, "entry": out_of_turn});
    for (accept, lang) in [("de-DE,de;q=0.9,en;q=0.8", Lang::De), ("en-GB,en;q=0.9,de;q=0.5", Lang::En)] {
        let reply = post(addr, &path, &body, accept);
        assert_eq!(reply.status, 422, "{}", reply.body);
        // The referee app's words, as a sentence on the phone: the first letter capital.
        let words = scoped(lang, || refusal.message());
        let sentence: String = words.chars().next().unwrap().to_uppercase().chain(words.chars().skip(1)).collect();
        assert_eq!(reply.json()["error"], sentence, "{accept}");
    }
    assert_ne!(scoped(Lang::De, || refusal.message()), scoped(Lang::En, || refusal.message()));
    // English words it "it is Ben's turn …" (after a colon in the app); the phone starts it capital.
    assert!(scoped(Lang::En, || refusal.message()).starts_with("it is"));
    // An item that cannot be read is refused the same way; a body that is no JSON is 400.
    let bad = post(addr, &path, &json!({"events": 1, "draft": 1, "entry": "Throw(player: \"Ben\", dice: (7"}), "en");
    assert_eq!(bad.status, 422, "{}", bad.body);
    assert!(bad.json()["error"].is_string());
    let die = post(
        addr,
        &path,
        &json!({"events": 1, "draft": 1, "entry": "Throw(player: \"Ben\", dice: (7, 1, 1), throws: 1)"}),
        "en",
    );
    assert_eq!(die.status, 422, "{}", die.body);
    let not_json = request(addr, "POST", &path, "", "events=1");
    assert_eq!(not_json.status, 400, "{}", not_json.body);
    assert_eq!(std::fs::read(table_file(&dir)).unwrap(), written, "nothing written");
}

#[test]
fn while_a_table_laptop_holds_the_table_writes_are_423_and_reads_say_read_only() {
    let temp = tournament("locked");
    let dir = temp.0.clone();
    let code = code(&dir);
    let server = start(&dir);
    let addr = server.addr();
    let table = format!("/api/table/{code}");
    let players = players(&get(addr, &table).json());
    assert_eq!(entry(addr, &code, (1, 0), &throw(&players, 0)).status, 200);
    let laptop = SessionLock::acquire(&table_file(&dir)).expect("the laptop opens the table");
    let written = std::fs::read(table_file(&dir)).unwrap();
    assert_eq!(entry(addr, &code, (1, 1), &throw(&players, 1)).status, 423);
    assert_eq!(undo(addr, &code, (1, 1)).status, 423);
    let read = get(addr, &table);
    assert_eq!(read.status, 200);
    assert_eq!(read.json()["read_only"], json!(true));
    assert_eq!(std::fs::read(table_file(&dir)).unwrap(), written);
    // The laptop closes the table: the phone writes again (the server held no lock meanwhile).
    drop(laptop);
    assert_eq!(get(addr, &table).json()["read_only"], json!(false));
    assert_eq!(entry(addr, &code, (1, 1), &throw(&players, 1)).status, 200);
}

/// A tournament of `players` (A1…, in tables of four), round 1 drawn, and its tables' codes.
fn drawn_with_codes(name: &str, players: usize) -> (TempDir, Vec<String>) {
    let temp = TempDir::new(name);
    let d = temp.0.to_str().unwrap();
    ok(&["tournament", "new", d, "--title", "Pokal"]);
    let names: Vec<String> = (0..players).map(|i| format!("{}{}", ["A", "B", "C"][i / 4], i % 4 + 1)).collect();
    let mut register = vec!["tournament", "register", d];
    register.extend(names.iter().map(String::as_str));
    ok(&register);
    ok(&["tournament", "draw", d, "--seed", "1"]);
    let codes: Value = serde_json::from_str(&ok(&["tournament", "codes", d, "--json"])).unwrap();
    let codes = codes.as_array().unwrap().iter().map(|c| c["code"].as_str().unwrap().to_string()).collect();
    (temp, codes)
}

/// How often `Sudden` is in a table's file.
fn suddens(file: &Path) -> usize {
    let session = store::read(file).unwrap();
    session.events().iter().filter(|e| matches!(e, Event::Sudden)).count()
}

#[test]
fn time_up_reaches_the_phones_tables_once_between_rounds_and_never_a_laptops() {
    let (temp, codes) = drawn_with_codes("serve-sudden", 12);
    let (d, dir) = (temp.0.to_str().unwrap(), temp.0.clone());
    let code = |table: usize| codes[table - 1].clone();
    let file = |table: usize| dir.join(format!("runde-1-tisch-{table}.ron"));
    let server = start(&dir);
    let addr = server.addr();
    // The players of the round being entered, in their order.
    let seated = |table: usize| {
        let state = get(addr, &format!("/api/table/{}", code(table))).json();
        let order = state["replay"]["next"]["players"].as_array().unwrap().clone();
        order.iter().map(|p| p.as_str().unwrap().to_string()).collect::<Vec<_>>()
    };
    let round = |table: usize, from: (u64, u64), seats: std::ops::Range<usize>| {
        let players = seated(table);
        let mut at = from;
        for seat in seats {
            let reply = entry(addr, &code(table), at, &throw(&players, seat));
            assert_eq!(reply.status, 200, "{}", reply.body);
            at = position(&reply.json());
        }
        at
    };
    // Table 1 is amid a round, table 2's laptop has it open, table 3 is between rounds.
    let one = round(1, (1, 0), 0..1);
    round(2, (1, 0), 0..1);
    let laptop = SessionLock::acquire(&file(2)).expect("the laptop opens table 2");
    let laptops = std::fs::read(file(2)).unwrap();
    round(3, (1, 0), 0..4);

    ok(&["tournament", "sudden", d]);
    // The folder's watcher brings it to table 3 (the server looks at every table of the round then).
    let arrived = (0..200).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(50));
        suddens(&file(3)) == 1
    });
    assert!(arrived, "table 3 records Sudden between rounds");
    assert_eq!(suddens(&file(1)), 0, "not while a round is half entered");
    assert_eq!(std::fs::read(file(2)).unwrap(), laptops, "a table a laptop holds is the laptop's");
    let state = get(addr, &format!("/api/table/{}", code(3))).json();
    assert_eq!(state["sudden"], json!(true));

    // Table 1 completes its round: the answer to that entry shows Sudden recorded after it.
    let players = seated(1);
    let mut at = one;
    for seat in 1..4 {
        let reply = entry(addr, &code(1), at, &throw(&players, seat));
        assert_eq!(reply.status, 200, "{}", reply.body);
        let state = reply.json();
        assert_eq!(state["sudden"], json!(seat == 3), "{seat}");
        at = position(&state);
    }
    assert_eq!(suddens(&file(1)), 1);
    // A sudden round decides the part; more rounds and more folder changes add no second one.
    let at = round(1, at, 0..4);
    round(3, position(&get(addr, &format!("/api/table/{}", code(3))).json()), 0..4);
    assert_eq!(at.1, 0);
    let rounds = &get(addr, &format!("/api/table/{}", code(1))).json()["replay"]["rounds"];
    assert_eq!(rounds.as_array().unwrap().last().unwrap()["source"], json!("sudden"));
    assert_eq!((suddens(&file(1)), suddens(&file(3))), (1, 1));
    drop(laptop);
}

/// Issue "One folder, one truth", finding 4, at the phones' tables: a time-up withdrawn by the
/// organiser is taken back by the server (the phone tables' one writer) where nothing was played
/// after it; a table that played a sudden round stays and is named; a phone's own undo of
/// `Sudden` sticks.
#[test]
fn a_withdrawn_time_up_is_taken_back_at_the_phones_tables_and_a_phones_undo_sticks() {
    let (temp, codes) = drawn_with_codes("serve-sudden-withdrawn", 8);
    let (d, dir) = (temp.0.to_str().unwrap(), temp.0.clone());
    let code = |table: usize| codes[table - 1].clone();
    let file = |table: usize| dir.join(format!("runde-1-tisch-{table}.ron"));
    let server = start(&dir);
    let addr = server.addr();
    let state = |table: usize| get(addr, &format!("/api/table/{}", code(table))).json();
    let round = |table: usize| {
        let s = state(table);
        let players: Vec<String> =
            s["replay"]["next"]["players"].as_array().unwrap().iter().map(|p| p.as_str().unwrap().into()).collect();
        let mut at = position(&s);
        for seat in 0..players.len() {
            let reply = entry(addr, &code(table), at, &throw(&players, seat));
            assert_eq!(reply.status, 200, "{}", reply.body);
            at = position(&reply.json());
        }
    };
    let until = |done: &dyn Fn() -> bool| {
        (0..200).any(|_| {
            std::thread::sleep(std::time::Duration::from_millis(25));
            done()
        })
    };
    round(1);
    round(2);
    ok(&["tournament", "sudden", d]);
    assert!(until(&|| suddens(&file(1)) == 1 && suddens(&file(2)) == 1), "both idle tables record it");
    // Table 1 plays a round sudden; then the organiser withdraws the time-up.
    round(1);
    let stay = schocken::io::time_up::withdraw(&dir, schocken_core::tournament::RoundNo::FIRST).unwrap();
    assert_eq!(stay, [schocken_core::tournament::TableNo::FIRST], "table 1 played sudden and is named");
    assert!(until(&|| suddens(&file(2)) == 0), "table 2 takes Sudden back");
    assert_eq!(state(2)["sudden"], json!(false));
    assert_eq!(suddens(&file(1)), 1, "table 1 stays sudden");

    // Announced again: recorded again; a phone's undo of it then sticks through folder changes.
    ok(&["tournament", "sudden", d]);
    assert!(until(&|| suddens(&file(2)) == 1), "a new announcement is recorded");
    let reply = undo(addr, &code(2), position(&state(2)));
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert_eq!(suddens(&file(2)), 0);
    std::fs::write(dir.join("notiz.txt"), "der Ordner ändert sich").unwrap();
    round(2);
    assert!(!until(&|| suddens(&file(2)) != 0), "the phone's undo sticks");
}

#[test]
fn unknown_codes_are_404_then_429_and_large_bodies_413() {
    let temp = tournament("guess");
    let dir = temp.0.clone();
    let before = std::fs::read(dir.join("turnier.ron")).unwrap();
    let code = code(&dir);
    let server = start(&dir);
    let addr = server.addr();

    // Oversized bodies: by Content-Length, without sending it; and a chunked one as it grows.
    let path = format!("/api/table/{code}/entry");
    let declared = format!("POST {path} HTTP/1.1\r\nHost: x\r\nContent-Length: 20000\r\n\r\n");
    let reply = send(addr, declared.as_bytes());
    assert_eq!(reply.status, 413);
    // The chunked body stops short of its end: the answer does not wait for the rest.
    let chunk = "x".repeat(8000);
    let chunked = format!(
        "POST {path} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n{n:x}\r\n{chunk}\r\n{n:x}\r\n{chunk}\r\n{m:x}\r\n{rest}\r\n",
        n = chunk.len(),
        m = 1000,
        rest = &chunk[..1000]
    );
    assert_eq!(send(addr, chunked.as_bytes()).status, 413);
    // 12 KiB entries are fine (a note), as far as their size goes.
    let note = format!("Note(\"{}\")", "n".repeat(12 * 1024 - 100));
    assert_eq!(entry(addr, &code, (1, 0), &note).status, 200);

    // The pages answer; an unknown code at /t/ counts as at the API.
    assert_eq!(get(addr, "/").status, 200);
    assert!(get(addr, &format!("/t/{code}")).body.contains("Tisch 1"));
    assert_eq!(get(addr, "/t/ABCDE-22222").status, 404);

    // Ten unknown codes (one above) are all answered 404; the next table request after the
    // tenth — naming a known code — is 429 (PHONES.md section 7).
    for guess in 1..10 {
        let reply = get(addr, &format!("/api/table/ABCDE-2345{}", guess % 8 + 2));
        assert_eq!(reply.status, 404, "guess {guess}");
    }
    let shut = get(addr, &format!("/api/table/{code}"));
    assert_eq!(shut.status, 429, "the request after the tenth unknown code, naming a known one");
    let wait: u64 = shut.header("retry-after").expect("Retry-After").parse().unwrap();
    assert!((1..=61).contains(&wait));
    assert_eq!(shut.header("content-type").as_deref(), Some("application/json; charset=utf-8"));
    assert_eq!(get(addr, "/api/table/ABCDE-23456").status, 429);
    // The table page too, as a page in words with the way back.
    let page = get(addr, &format!("/t/{code}"));
    assert_eq!(page.status, 429, "the table page too");
    assert_eq!(page.header("content-type").as_deref(), Some("text/html; charset=utf-8"));
    assert!(page.header("retry-after").is_some());
    assert!(page.body.contains("Zu viele falsche Tischcodes") && page.body.contains(r#"href="/""#), "{}", page.body);
    assert_eq!(get(addr, "/api/standings").status, 200, "the hall stays served");
    assert_eq!(get(addr, "/api/seating").status, 200);
    assert_eq!(get(addr, "/").status, 200);

    drop(server);
    assert_eq!(std::fs::read(dir.join("turnier.ron")).unwrap(), before);
}

#[test]
fn codes_are_made_once_kept_hidden_and_printed_as_text_or_json() {
    let temp = tournament("codes");
    let dir = temp.0.clone();
    let d = dir.to_str().unwrap();
    let json: Value = serde_json::from_str(&ok(&["tournament", "codes", d, "--json"])).unwrap();
    let code = json[0]["code"].as_str().unwrap().to_string();
    assert_eq!(json, json!([{"round": 1, "table": 1, "code": code, "path": format!("/t/{code}")}]));
    assert_eq!(code.len(), 11);
    assert_eq!(ok(&["tournament", "codes", d, "--round", "1", "--json"]), ok(&["tournament", "codes", d, "--json"]));
    assert_eq!(ok(&["tournament", "codes", d]), format!("Tisch 1: {code}  /t/{code}\n"));
    assert!(dir.join(".tischcodes.ron").is_file());
    // `standings` passes the codes file over silently.
    let out = schocken(&["tournament", "standings", d, "--json"]);
    assert!(out.status.success() && out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
    let refused = schocken(&["tournament", "codes", d, "--round", "2"]);
    assert_eq!(refused.status.code(), Some(2));
}

#[test]
fn codes_print_their_cards_and_qr_codes_without_changing_the_lines_or_the_json() {
    let temp = tournament("codes-qr");
    let d = temp.0.to_str().unwrap();
    let lines = ok(&["tournament", "codes", d]);
    let json = ok(&["tournament", "codes", d, "--json"]);
    let pdf = temp.0.join("karten.pdf");
    let p = pdf.to_str().unwrap();
    assert_eq!(ok(&["tournament", "codes", d, "--json", "--pdf", p, "--host", "10.0.0.7"]), json);
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"));
    // With --qr each line is followed by its QR code in half blocks, the quiet zone light.
    let shown = ok(&["tournament", "codes", d, "--qr", "--host", "10.0.0.7", "--port", "9000"]);
    assert!(shown.starts_with(&lines), "{shown}");
    let qr = &shown[lines.len()..];
    assert!(qr.lines().count() > 10 && qr.lines().next().unwrap().chars().all(|c| c == '█'), "{qr}");
    let code: &str = &code(&temp.0);
    let expected = schocken::qr::Qr::new(&format!("http://10.0.0.7:9000/t/{code}")).unwrap().half_blocks();
    assert_eq!(qr, expected);
}

/// `tournament serve DIR` on a port of the system's choice, and the address it printed first.
fn serve(dir: &str) -> (std::process::Child, SocketAddr) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_schocken"))
        .args(["tournament", "serve", dir, "--bind", "127.0.0.1", "--port", "0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    std::io::BufRead::read_line(&mut stdout, &mut line).unwrap();
    let addr = line.trim().strip_prefix("http://").and_then(|a| a.strip_suffix('/')).unwrap().parse().unwrap();
    (child, addr)
}

#[test]
fn serve_prints_its_address_keeps_what_it_acknowledged_stops_on_sigterm_and_refuses_a_bad_folder_or_port() {
    let temp = tournament("cli");
    let dir = temp.0.clone();
    let d = dir.to_str().unwrap();
    let code = code(&dir);
    let (mut child, addr) = serve(d);
    assert_eq!(addr.ip().to_string(), "127.0.0.1");
    let players = players(&get(addr, &format!("/api/table/{code}")).json());
    assert_eq!(entry(addr, &code, (1, 0), &throw(&players, 0)).status, 200, "accepting once printed");

    // Killed between entries: what it acknowledged is there when it comes back.
    child.kill().unwrap();
    child.wait().unwrap();
    let (mut child, addr) = serve(d);
    assert_eq!(position(&get(addr, &format!("/api/table/{code}")).json()), (1, 1));
    assert_eq!(entry(addr, &code, (1, 1), &throw(&players, 1)).status, 200, "its lock did not outlive it");

    // The port it holds cannot be bound a second time.
    let port = addr.port().to_string();
    let taken = schocken(&["tournament", "serve", d, "--bind", "127.0.0.1", "--port", &port]);
    assert_eq!(taken.status.code(), Some(2));
    assert_eq!(String::from_utf8(taken.stderr).unwrap().lines().count(), 1);

    let killed = Command::new("kill").args(["-TERM", &child.id().to_string()]).status().unwrap();
    assert!(killed.success());
    assert_eq!(child.wait().unwrap().code(), Some(0));

    let missing = dir.join("nothing-here");
    let out = schocken(&["tournament", "serve", missing.to_str().unwrap(), "--port", "0"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8(out.stderr).unwrap().lines().count(), 1);
    assert!(out.stdout.is_empty());
}

#[test]
fn the_standings_follow_every_writer_of_the_folder_at_once() {
    let temp = tournament("standings");
    let (dir, d) = (temp.0.clone(), temp.0.to_str().unwrap().to_string());
    let server = start(&dir);
    let addr = server.addr();
    let first = get(addr, "/api/standings");
    let tag = first.header("etag").expect("an ETag");
    // The organiser's app writes turnier.ron; within 2 s the standings show it, with a new tag.
    ok(&["tournament", "withdraw", &d, "Dora"]);
    let asked = std::time::Instant::now();
    let changed = get_until(addr, "/api/standings", |r| r.header("etag").as_ref() != Some(&tag));
    assert!(asked.elapsed() < std::time::Duration::from_secs(2), "shown within 2 s");
    let changed_tag = changed.header("etag").unwrap();
    let again = request(addr, "GET", "/api/standings", &format!("If-None-Match: {changed_tag}\r\n"), "");
    assert_eq!(again.status, 304, "the new tag is the current one");
    assert_ne!(changed.header("etag"), Some(tag));
    assert_eq!(changed.body, ok(&["tournament", "standings", &d, "--json"]));
    assert_ne!(changed.body, first.body);
    // Unchanged, the same answer again.
    assert_eq!(get(addr, "/api/standings").body, changed.body);
}

#[test]
fn the_story_tells_the_table_as_the_referee_app_does_in_the_requests_language() {
    let temp = tournament("story");
    let running = start(&temp.0);
    let addr = running.addr();
    let code = code(&temp.0);
    let story = |lang: &str| {
        let reply =
            request(addr, "GET", &format!("/api/table/{code}/story"), &format!("Accept-Language: {lang}\r\n"), "");
        assert_eq!(reply.status, 200, "{}", reply.body);
        reply.json()
    };
    let fresh = story("de");
    assert_eq!((fresh["events"].as_u64(), fresh["draft"].as_u64()), (Some(1), Some(0)));
    assert_eq!(fresh["awaiting"], "round");
    assert_eq!(fresh["status"], "Spiel 1 von 5, 1. Hälfte, Runde 1", "a points round says how many games count");
    let names: Vec<String> =
        fresh["players"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap().into()).collect();
    assert_eq!(fresh["turn"], names[0].as_str());
    assert!(fresh["log"].as_array().unwrap().is_empty() && fresh["news"].as_array().unwrap().is_empty());
    assert!(!table_file(&temp.0).exists(), "reading writes nothing");

    let mut at = (1, 0);
    for seat in 0..4 {
        let reply = entry(addr, &code, at, &throw(&names, seat));
        assert_eq!(reply.status, 200, "{}", reply.body);
        at = position(&reply.json());
        if seat == 0 {
            let typed = story("de");
            assert_eq!(typed["players"][0]["thrown"], "6-5-3 (1×)");
            assert_eq!(typed["turn"], names[1].as_str());
        }
    }
    let (de, en) = (story("de"), story("en"));
    let told = |s: &Value| s["log"][0]["text"].as_str().unwrap().to_string();
    let loser = &names[3];
    assert!(told(&de).contains(loser.as_str()) && told(&de).contains("Deckel"), "{}", told(&de));
    assert!(told(&en).contains(" disc"), "{}", told(&en));
    assert_eq!(de["log"][0]["where"], "Spiel 1, 1. Hälfte, Runde 1");
    assert_eq!(de["news"][0]["text"], de["log"][0]["text"], "the news of the round is its line");
    assert_eq!(de["players"][3]["discs"].as_u64(), Some(13 - de["stock"].as_u64().unwrap()) as Option<u64>);
    assert_eq!(de["read_only"], false);
    assert_eq!(get(addr, "/api/table/ABCDE-FGHJK/story").status, 404);
}
