//! Files that give no results, through the real server (PHONES.md section 4, issue 32): every
//! such file of the folder, of any round, is named on the hall's seating by its file name while
//! the standings go on without it; a table whose own file does not read is that table's problem
//! (`GET` 200 with `{"problem"}`, every `POST` 423, the file never written, never a 500, no path
//! of the server's disk in any answer) and plays again once the file is repaired.

use serde_json::{Value, json};
use std::path::Path;

mod common;
use common::http::{codes, entry, get, get_until, position, request, start, undo};
use common::play::{lose_game, story};
use common::{TempDir, ok, schocken};

/// A tournament folder with `players` registered and `draw` written by hand after them.
fn folder(name: &str, players: &[&str], draw: &str) -> TempDir {
    common::drawn_by_hand(&format!("serve-problems-{name}"), players, draw)
}

fn in_lang(addr: std::net::SocketAddr, path: &str, lang: &str) -> Value {
    let reply = request(addr, "GET", path, &format!("Accept-Language: {lang}\r\n"), "");
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.json()
}

/// No answer names a path of the server's disk.
fn no_path(dir: &Path, text: &str) {
    let folder = dir.to_str().unwrap();
    assert!(!text.contains(folder) && !text.contains(std::env::temp_dir().to_str().unwrap()), "{text}");
}

#[test]
fn garbage_in_an_earlier_rounds_file_is_named_in_the_hall_while_a_later_round_runs() {
    let players = ["Anna", "Ben", "Carl", "Dora", "Emil", "Frida", "Gert", "Hanna"];
    let draw = r#"Draw(round: 1, kind: Points, games: 1, tables: [["Anna", "Ben", "Carl", "Dora"], ["Emil", "Frida", "Gert", "Hanna"]])"#;
    let temp = folder("earlier", &players, draw);
    let (dir, d) = (temp.0.clone(), temp.0.to_str().unwrap().to_string());
    let round1 = codes(&dir);
    let server = start(&dir);
    let addr = server.addr();
    lose_game(addr, &round1[0], "Dora");
    lose_game(addr, &round1[1], "Hanna");
    // Round 2 is drawn and played at while round 1's files stay in the folder.
    ok(&["tournament", "draw", &d, "--seed", "3"]);
    let round2 = codes(&dir);
    let s = story(addr, &round2[0]);
    let turn = s["turn"].as_str().unwrap().to_string();
    let reply =
        entry(addr, &round2[0], position(&s), &format!("Throw(player: \"{turn}\", dice: (6, 5, 3), throws: 1)"));
    assert_eq!(reply.status, 200, "{}", reply.body);
    let seating = get_until(addr, "/api/seating", |r| r.json()["round"] == 2).json();
    assert_eq!((seating["round"].clone(), seating["problems"].clone()), (json!(2), json!([])), "{seating}");
    let before = ok(&["tournament", "standings", &d, "--json"]);

    // A sync tool leaves garbage in round 1's table 2.
    let damaged = dir.join("runde-1-tisch-2.ron");
    std::fs::write(&damaged, "Session(format: 1, header: (titl").unwrap();
    let seating = get_until(addr, "/api/seating", |r| r.json()["problems"] != json!([])).json();
    assert_eq!(seating["round"], 2, "the seating is the latest round's");
    let problems = seating["problems"].as_array().unwrap();
    assert_eq!(problems.len(), 1, "{seating}");
    assert_eq!((problems[0]["round"].clone(), problems[0]["table"].clone()), (json!(1), json!(2)));
    let german = problems[0]["text"].as_str().unwrap();
    assert!(german.contains("runde-1-tisch-2.ron") && german.contains("nicht gewertet"), "{german}");
    no_path(&dir, german);
    let english = in_lang(addr, "/api/seating", "en-GB,en;q=0.9");
    let english = english["problems"][0]["text"].as_str().unwrap();
    assert!(english.contains("runde-1-tisch-2.ron") && english.contains("not scored"), "{english}");
    // The list is what `tournament standings` names on stderr.
    let cli = schocken(&["tournament", "standings", &d]);
    assert!(String::from_utf8_lossy(&cli.stderr).contains("runde-1-tisch-2.ron"));

    // The standings go on without the file: the command's, byte for byte.
    let after = ok(&["tournament", "standings", &d, "--json"]);
    assert_ne!(after, before, "table 2's results no longer count");
    assert_eq!(get_until(addr, "/api/standings", |r| r.body == after).body, after);

    // A conflict copy of turnier.ron names no table: round and table null.
    std::fs::write(dir.join("turnier.sync-conflict-20261127-203000-ABCDEFG.ron"), "x").unwrap();
    let seating = get_until(addr, "/api/seating", |r| r.json()["problems"].as_array().unwrap().len() == 2).json();
    let copy = seating["problems"].as_array().unwrap().iter().find(|p| p["round"].is_null()).expect("the copy");
    assert_eq!(copy["table"], Value::Null);
    assert!(copy["text"].as_str().unwrap().contains("turnier.sync-conflict-"), "{copy}");
}

#[test]
fn a_table_whose_file_does_not_read_is_its_problem_and_plays_again_once_repaired() {
    let draw = r#"Draw(round: 1, kind: Points, games: 1, tables: [["Anna", "Ben", "Carl", "Dora"]])"#;
    let temp = folder("unreadable", &["Anna", "Ben", "Carl", "Dora"], draw);
    let dir = temp.0.clone();
    let code = codes(&dir)[0].clone();
    let server = start(&dir);
    let addr = server.addr();
    let table = format!("/api/table/{code}");
    let s = story(addr, &code);
    let turn = s["turn"].as_str().unwrap().to_string();
    let first = entry(addr, &code, position(&s), &format!("Throw(player: \"{turn}\", dice: (6, 5, 3), throws: 1)"));
    assert_eq!(first.status, 200, "{}", first.body);
    let at = position(&first.json());
    let file = dir.join("runde-1-tisch-1.ron");
    let good = std::fs::read(&file).unwrap();

    // Half synced: the first half of the file.
    let half = &good[..good.len() / 2];
    std::fs::write(&file, half).unwrap();
    for path in [table.clone(), format!("{table}/story")] {
        let reply = get(addr, &path);
        assert_eq!(reply.status, 200, "{path}: {}", reply.body);
        let answer = reply.json();
        let problem = answer["problem"].as_str().unwrap_or_else(|| panic!("{path}: {answer}"));
        assert!(problem.contains("runde-1-tisch-1.ron"), "{problem}");
        no_path(&dir, &reply.body);
        assert!(answer.get("events").is_none() && answer.get("replay").is_none(), "in place of the state");
    }
    let german = get(addr, &table).json()["problem"].as_str().unwrap().to_string();
    let english = in_lang(addr, &table, "en")["problem"].as_str().unwrap().to_string();
    assert_ne!(german, english, "in the request's language");
    // Every write is 423 with the same words; the file is never written.
    let item = "Throw(player: \"Ben\", dice: (6, 5, 2), throws: 1)";
    for reply in [entry(addr, &code, at, item), undo(addr, &code, at)] {
        assert_eq!(reply.status, 423, "{}", reply.body);
        assert_eq!(reply.json()["error"].as_str(), Some(german.as_str()));
        no_path(&dir, &reply.body);
    }
    assert_eq!(std::fs::read(&file).unwrap(), half, "the file untouched");
    let page = get(addr, &format!("/t/{code}"));
    assert_eq!(page.status, 200, "the table page is shown, and says the problem when it asks");

    // Garbage refused by the rules: the same.
    std::fs::write(&file, "Session(format: 1)").unwrap();
    assert!(get(addr, &table).json()["problem"].is_string());

    // Repaired (the sync finished): the table plays on from where it stood.
    std::fs::write(&file, &good).unwrap();
    let state = get(addr, &table).json();
    assert!(state.get("problem").is_none(), "{state}");
    assert_eq!(position(&state), at);
    let s = story(addr, &code);
    let turn = s["turn"].as_str().unwrap().to_string();
    let next = entry(addr, &code, at, &format!("Throw(player: \"{turn}\", dice: (6, 5, 2), throws: 1)"));
    assert_eq!(next.status, 200, "{}", next.body);
}

#[test]
fn the_hall_page_words_a_problem_and_its_code_field_leads_to_the_table() {
    let draw = r#"Draw(round: 1, kind: Points, games: 1, tables: [["Anna", "Ben", "Carl"]])"#;
    let temp = folder("words", &["Anna", "Ben", "Carl"], draw);
    let server = start(&temp.0);
    let addr = server.addr();
    let hall = get(addr, "/").body;
    let blob = hall.split(r#"<script id="words" type="application/json">"#).nth(1).unwrap();
    let words: Value = serde_json::from_str(blob.split("</script>").next().unwrap()).unwrap();
    assert_eq!(words["web-table-problem"], "Runde {round}, Tisch {table}: {text}");
    assert_eq!(words["web-file-problem"], "Im Turnierordner: {text}");
    let code = codes(&temp.0)[0].clone();
    let field = get(addr, &format!("/t?code={code}"));
    assert_eq!((field.status, field.head.contains(&format!("/t/{code}"))), (303, true), "{}", field.head);
    let empty = get(addr, "/t?code=");
    assert_eq!(empty.status, 303);
    assert!(empty.head.to_lowercase().contains("location: /\r") || empty.head.to_lowercase().ends_with("location: /"));
}
