//! PHONES.md section 7 through the real server: "Whose throw" (a throw for a player who is not
//! the one to throw is refused in words, whatever the position) and "A played round, a decided
//! table" (`over`, `over_text`, `lives`; a knock-out player without lives no longer seated).
//! Games are played by whoever the table says is to throw: the loser `victim` throws 2-2-1, the
//! round's first other thrower a Schock-Out, which ends the part at once.

use serde_json::Value;
use std::path::Path;

mod common;
use common::http::{codes, entry, get, position, start, undo};
use common::play::{lose_game, story, throw};
use common::{TempDir, ok};

/// A tournament folder with `players` registered and `draw` written by hand after them.
fn folder(name: &str, players: &[&str], draw: &str) -> TempDir {
    common::drawn_by_hand(&format!("serve-rounds-{name}"), players, draw)
}

#[test]
fn a_throw_for_a_player_not_to_throw_is_refused_whatever_the_position() {
    let temp = folder(
        "whose",
        &["Anna", "Ben", "Carl", "Dora"],
        r#"Draw(round: 1, kind: Points, games: 2, tables: [["Anna", "Ben", "Carl", "Dora"]])"#,
    );
    let code = &codes(&temp.0)[0];
    let server = start(&temp.0);
    let addr = server.addr();
    let s = story(addr, code);
    assert_eq!(s["turn"], "Anna");
    assert!(s["status"].as_str().unwrap().starts_with("Spiel 1 von 2,"), "{}", s["status"]);
    // Out of turn at the current position: the rules' words.
    let ben = entry(addr, code, (1, 0), &throw("Ben", "(6, 5, 3)"));
    assert_eq!(ben.status, 422, "{}", ben.body);
    assert!(ben.json()["error"].as_str().unwrap().contains("Anna"), "{}", ben.body);
    let anna = entry(addr, code, (1, 0), &throw("Anna", "(6, 5, 3)"));
    assert_eq!(anna.status, 200);
    // Phone B still at the old position with dice typed for Anna, who threw: refused in words, not
    // taken as Ben's and not a plain 409.
    let again = entry(addr, code, (1, 0), &throw("Anna", "(4, 4, 2)"));
    assert_eq!(again.status, 422, "{}", again.body);
    assert!(again.json()["error"].as_str().unwrap().contains("schon geworfen"), "{}", again.body);
    // The same throw sent again is a retry (200), and Ben at a stale position is 409: his turn.
    assert_eq!(entry(addr, code, (1, 0), &throw("Anna", "(6, 5, 3)")).status, 200);
    assert_eq!(entry(addr, code, (1, 0), &throw("Ben", "(6, 5, 3)")).status, 409);
    assert_eq!(position(&get(addr, &format!("/api/table/{code}")).json()), (1, 1));
}

#[test]
fn a_played_points_round_takes_no_more_rounds() {
    let temp = folder(
        "points",
        &["Anna", "Ben", "Carl"],
        r#"Draw(round: 1, kind: Points, games: 1, tables: [["Anna", "Ben", "Carl"]])"#,
    );
    let code = &codes(&temp.0)[0];
    let server = start(&temp.0);
    let addr = server.addr();
    let table = format!("/api/table/{code}");
    let state = get(addr, &table).json();
    assert_eq!(
        (state["over"].clone(), state["over_text"].clone(), state["lives"].clone()),
        (false.into(), Value::Null, Value::Null)
    );
    lose_game(addr, code, "Carl");
    let state = get(addr, &table).json();
    assert_eq!(state["over"], true, "{state}");
    let text = state["over_text"].as_str().unwrap();
    assert!(text.starts_with("Das Spiel dieser Runde ist gespielt."), "{text}");
    let s = story(addr, code);
    assert_eq!((s["over"].clone(), s["over_text"].as_str()), (true.into(), Some(text)));
    let news: Vec<&str> = s["news"].as_array().unwrap().iter().map(|l| l["text"].as_str().unwrap()).collect();
    assert!(!news.iter().any(|l| l.starts_with("Weiter")), "no next game announced: {news:?}");
    // No further round, starter or seating; a note and undo stay allowed.
    let at = position(&state);
    let turn = s["turn"].as_str().unwrap_or("Carl").to_string();
    for item in [throw(&turn, "(6, 5, 3)"), "Starter(\"Anna\")".into(), "Seats([\"Anna\", \"Ben\"])".into()] {
        let reply = entry(addr, code, at, &item);
        assert_eq!((reply.status, reply.json()["error"].as_str()), (422, Some(text)), "{item}");
    }
    let note = entry(addr, code, at, "Note(\"Runde fertig\")");
    assert_eq!(note.status, 200, "{}", note.body);
    let undone = undo(addr, code, position(&note.json()));
    assert_eq!(undone.status, 200);
    let undone = undo(addr, code, position(&undone.json()));
    assert_eq!(undone.json()["over"], false, "the game's last throw taken back: the round goes on");
}

#[test]
fn a_knockout_table_seats_only_players_with_lives_and_stops_when_decided() {
    let temp = folder(
        "knockout",
        &["Anna", "Ben", "Carl"],
        r#"Draw(round: 1, kind: KnockOut(lives: 1, advance: 1), games: 0, tables: [["Anna", "Ben", "Carl"]])"#,
    );
    let dir: &Path = &temp.0;
    let code = &codes(dir)[0];
    let server = start(dir);
    let addr = server.addr();
    let table = format!("/api/table/{code}");
    let lives = |v: &Value| v["lives"].clone();
    assert_eq!(lives(&get(addr, &table).json()), serde_json::json!({"Anna": 1, "Ben": 1, "Carl": 1}));

    lose_game(addr, code, "Carl");
    let state = get(addr, &table).json();
    assert_eq!(lives(&state), serde_json::json!({"Anna": 1, "Ben": 1, "Carl": 0}));
    assert_eq!(state["over"], false);
    // Carl is no longer seated: the file has the new seating, and an entry for him is refused.
    let text = std::fs::read_to_string(dir.join("runde-1-tisch-1.ron")).unwrap();
    assert!(text.contains(r#"Seats(["Anna", "Ben"])"#), "{text}");
    let s = story(addr, code);
    // The page still lists him, out (issue 34): after those seated.
    let listed: Vec<(&str, bool)> =
        s["players"].as_array().unwrap().iter().map(|p| (p["name"].as_str().unwrap(), p["out"] == true)).collect();
    assert_eq!(listed, [("Anna", false), ("Ben", false), ("Carl", true)]);
    assert!(s["lives_text"].as_str().unwrap().contains("Carl raus"), "{}", s["lives_text"]);
    let carl = entry(addr, code, position(&state), &throw("Carl", "(6, 5, 3)"));
    assert_eq!(carl.status, 422);
    assert!(carl.json()["error"].as_str().unwrap().contains("kein Leben"), "{}", carl.body);
    // A seating that seats him again is refused too (PHONES.md 7: "a player without lives is not
    // seated"), the file left as it was.
    let seats = entry(addr, code, position(&state), r#"Seats(["Anna", "Ben", "Carl"])"#);
    assert_eq!(seats.status, 422, "{}", seats.body);
    assert!(seats.json()["error"].as_str().unwrap().contains("Carl"), "{}", seats.body);
    assert_eq!(std::fs::read_to_string(dir.join("runde-1-tisch-1.ron")).unwrap(), text);
    // Undo takes back the game's last throw with the seating it brought; entered again, Carl is out again.
    let undone = undo(addr, code, position(&state));
    assert_eq!(undone.status, 200);
    let back = undone.json();
    assert_eq!(lives(&back)["Carl"], 1);
    // The page's question named the throw, not the seating that goes with it.
    let last = s["undo"].as_str().unwrap();
    assert!(last.contains("-") && !last.contains("Sitzordnung"), "{last}");

    let s = story(addr, code);
    let name = s["turn"].as_str().unwrap().to_string();
    let dice = if name == "Carl" { "(2, 2, 1)" } else { "(6, 5, 3)" };
    let again = entry(addr, code, position(&back), &throw(&name, dice));
    assert_eq!(again.status, 200, "{}", again.body);
    assert_eq!(lives(&again.json())["Carl"], 0);

    lose_game(addr, code, "Ben");
    let state = get(addr, &table).json();
    assert_eq!(lives(&state), serde_json::json!({"Anna": 1, "Ben": 0, "Carl": 0}));
    assert_eq!(state["over"], true);
    let text = state["over_text"].as_str().unwrap();
    assert!(text.starts_with("Anna ist weiter — der Tisch ist entschieden."), "{text}");
    let reply = entry(addr, code, position(&state), &throw("Anna", "(6, 5, 3)"));
    assert_eq!((reply.status, reply.json()["error"].as_str()), (422, Some(text)));
    // The standings say the same.
    let standings: Value =
        serde_json::from_str(&ok(&["tournament", "standings", dir.to_str().unwrap(), "--json"])).unwrap();
    assert_eq!(standings["standings"][0]["player"], "Anna");
    assert_eq!(standings["rounds"][0]["tables"][0]["games_counted"], 2);
}

/// A tie at the bottom waits for a roll-off: the story says what it settles (the page words it).
#[test]
fn the_story_says_what_a_roll_off_settles() {
    let temp = folder(
        "roll-off",
        &["Anna", "Ben", "Carl"],
        r#"Draw(round: 1, kind: Points, games: 1, tables: [["Anna", "Ben", "Carl"]])"#,
    );
    let code = &codes(&temp.0)[0];
    let server = start(&temp.0);
    let addr = server.addr();
    assert_eq!(story(addr, code)["roll_off_stage"], Value::Null);
    let mut at = (1, 0);
    for (name, dice) in [("Anna", "(6, 5, 3)"), ("Ben", "(5, 4, 2)"), ("Carl", "(5, 4, 2)")] {
        let reply = entry(addr, code, at, &throw(name, dice));
        assert_eq!(reply.status, 200, "{}", reply.body);
        at = position(&reply.json());
    }
    let s = story(addr, code);
    assert_eq!((s["awaiting"].as_str(), s["roll_off_stage"].as_str()), (Some("roll-off"), Some("bottom")));
}

/// A problem at one table is that table's: a conflict copy of its file is named on the hall
/// page's seating, while the standings stay served.
#[test]
fn a_tables_problem_is_told_in_the_hall_and_the_rest_goes_on() {
    let temp = folder(
        "problem",
        &["Anna", "Ben", "Carl"],
        r#"Draw(round: 1, kind: Points, games: 1, tables: [["Anna", "Ben", "Carl"]])"#,
    );
    std::fs::write(temp.0.join("runde-1-tisch-1.sync-conflict-20261126-abc.ron"), "Session(").unwrap();
    let server = start(&temp.0);
    let addr = server.addr();
    let seating = get(addr, "/api/seating").json();
    let problems = seating["problems"].as_array().unwrap();
    assert_eq!(problems.len(), 1, "{seating}");
    assert_eq!(problems[0]["table"], 1);
    assert!(problems[0]["text"].as_str().unwrap().contains("sync-conflict"), "{seating}");
    assert_eq!(get(addr, "/api/standings").status, 200);
}
