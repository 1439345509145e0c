//! Issue 34 (phones), a knock-out table through the real server: a player who loses a life is told
//! in the news, one who loses his last stays on the table page greyed "raus" (no longer seated),
//! and the hall's seating says who is through and who won (`?knockout`), so the hall page never
//! says "noch 2 Leben" for a decided table's winner; "Wo sitze ich?" for a player of the
//! tournament who does not play in the round says so.

use serde_json::{Value, json};

mod common;
use common::http::{codes, get, start};
use common::play::{lose_game, story};

fn news(s: &Value) -> Vec<String> {
    s["news"].as_array().unwrap().iter().map(|l| l["text"].as_str().unwrap().to_string()).collect()
}

/// The story's players: name, whether out, lives.
fn rows(s: &Value) -> Vec<(String, bool, Value)> {
    let players = s["players"].as_array().unwrap();
    players.iter().map(|p| (p["name"].as_str().unwrap().to_string(), p["out"] == true, p["lives"].clone())).collect()
}

#[test]
fn a_player_out_stays_on_the_page_the_news_counts_lives_and_the_hall_says_who_is_through() {
    let temp = common::drawn_by_hand(
        "phones-knockout",
        &["Anna", "Ben", "Carl", "Dora"],
        r#"Draw(round: 1, kind: KnockOut(lives: 2, advance: 1), games: 0, tables: [["Anna", "Ben", "Carl"]])"#,
    );
    let code = &codes(&temp.0)[0];
    let server = start(&temp.0);
    let addr = server.addr();

    lose_game(addr, code, "Carl");
    let s = story(addr, code);
    assert!(news(&s).contains(&"Carl verliert ein Leben — noch 1 Leben.".to_string()), "{:?}", news(&s));
    assert_eq!(rows(&s).len(), 3);

    lose_game(addr, code, "Carl");
    let s = story(addr, code);
    let said = news(&s);
    assert!(said.contains(&"Carl hat kein Leben mehr und ist raus.".to_string()), "{said:?}");
    let headline = s["news"].as_array().unwrap().iter().find(|l| l["text"].as_str().unwrap().contains("raus"));
    assert_eq!(headline.unwrap()["headline"], true, "said large");
    // No longer seated (the file's seating), yet on the page, after those who are, out.
    assert_eq!(
        rows(&s),
        [
            ("Anna".to_string(), false, json!(2)),
            ("Ben".to_string(), false, json!(2)),
            ("Carl".to_string(), true, json!(0)),
        ]
    );
    let carl = &s["players"][2];
    assert_eq!(
        (carl["turn"].clone(), carl["playing"].clone(), carl["discs"].clone()),
        (json!(false), json!(false), json!(0))
    );
    assert!(carl["marks"].as_u64().unwrap() >= 2, "his marks stay: {carl}");
    assert_eq!(s["turn"].as_str().map(|t| t != "Carl"), Some(true));
    // Not decided yet: nobody through.
    let seating = get(addr, "/api/seating?knockout").json();
    assert_eq!(seating["knockout"], json!({"through": [], "winner": null}));

    lose_game(addr, code, "Ben");
    lose_game(addr, code, "Ben");
    let s = story(addr, code);
    assert_eq!(s["over"], true);
    assert!(news(&s).contains(&"Ben hat kein Leben mehr und ist raus.".to_string()), "{:?}", news(&s));
    let out: Vec<String> = rows(&s).into_iter().filter(|r| r.1).map(|r| r.0).collect();
    assert_eq!(out, ["Ben", "Carl"], "both stay on the page");

    // The hall: the standings' JSON still says Anna's lives (TOURNAMENT.md 8); the seating asked
    // with `?knockout` says she is through and, this being the final, the winner.
    let standings = common::http::get_until(addr, "/api/standings", |r| r.json()["standings"][0]["player"] == "Anna");
    assert_eq!(standings.json()["standings"][0]["knockout"], json!({"round": 1, "lives": 2, "out": false}));
    let seating = common::http::get_until(addr, "/api/seating?knockout", |r| r.json()["knockout"]["winner"] == "Anna");
    assert_eq!(seating.json()["knockout"], json!({"through": ["Anna"], "winner": "Anna"}));
    // Asked without it, the seating is PHONES.md's object alone.
    let plain = get(addr, "/api/seating").json();
    let mut keys: Vec<&String> = plain.as_object().unwrap().keys().collect();
    keys.sort();
    assert_eq!(keys, ["problems", "round", "tables"]);
    // The hall page has the words for both.
    let hall = get(addr, "/").body;
    assert!(hall.contains(r#""ko-through":"weiter""#) && hall.contains(r#""ko-winner":"Sieger""#), "{hall}");
}

#[test]
fn where_do_i_sit_says_a_player_of_the_tournament_does_not_play_in_the_round() {
    let temp = common::drawn_by_hand(
        "phones-absent",
        &["Anna", "Ben", "Carl", "Jörg"],
        r#"Draw(round: 1, kind: KnockOut(lives: 1, advance: 1), games: 0, tables: [["Anna", "Ben", "Carl"]])"#,
    );
    let server = start(&temp.0);
    let addr = server.addr();
    let jorg = get(addr, "/api/seating?find=jorg").json();
    assert_eq!((jorg["found"].clone(), jorg["absent"].clone()), (json!([]), json!(["Jörg"])));
    let nobody = get(addr, "/api/seating?find=Xaver").json();
    assert_eq!((nobody["found"].clone(), nobody["absent"].clone()), (json!([]), json!([])));
    let anna = get(addr, "/api/seating?find=anna").json();
    assert_eq!((anna["found"][0]["table"].clone(), anna["absent"].clone()), (json!(1), json!([])));
    // The page's words: „Jörg spielt in Runde 1 nicht mit.“, not „Niemand mit diesem Namen“.
    let hall = get(addr, "/").body;
    assert!(hall.contains(r#""web-seat-absent":"{name} spielt in Runde {round} nicht mit.""#), "{hall}");
}
