//! A whole cup, end to end (issue 24, "Done when"): 28 players registered from the club's
//! registry with entry fees, a draw of seven tables — two table laptops, two phone tables through
//! the real server, three typed cards — time up during the round, a knock-out final decided at a
//! table laptop (by keys) and then overridden by the organiser's card, the payout and the
//! spreadsheet. At the end the standings, the till and the spreadsheet agree.
//!
//! `cargo test --release --test cup`

mod common;
use calamine::{Data, Reader as _, Xlsx};
use common::http::{codes, get, start};
use common::play::{lose_game, lose_game_by_keys, session, story};
use common::{TempDir, ok};
use serde_json::Value;
use std::path::Path;

const PLAYERS: [&str; 28] = [
    "Anna Becker",
    "Ben Schulz",
    "Carl Wagner",
    "Dora Hoffmann",
    "Erik Schäfer",
    "Fritz Koch",
    "Gabi Richter",
    "Hans Klein",
    "Ilse Wolf",
    "Jörg Neumann",
    "Käthe Schwarz",
    "Lutz Zimmermann",
    "Maria Braun",
    "Nils Krüger",
    "Olga Hofmann",
    "Paul Hartmann",
    "Rita Lange",
    "Sven Schmitt",
    "Tina Werner",
    "Uwe Krause",
    "Vera Meier",
    "Willi Lehmann",
    "Xaver Schmid",
    "Yvonne Schulze",
    "Zoë Maier",
    "Arno Köhler",
    "Berta Herrmann",
    "Claus König",
];

fn json(args: &[&str]) -> Value {
    serde_json::from_str(&ok(args)).unwrap_or_else(|e| panic!("{args:?}: {e}"))
}

fn names(v: &Value) -> Vec<String> {
    v.as_array().unwrap().iter().map(|n| n.as_str().unwrap().to_string()).collect()
}

/// A table laptop's evening as the app writes it, simulated: the table's players, the
/// tournament's header, `games` complete games.
fn laptop_table(dir: &Path, round: u32, table: u32, players: &[String], seed: u64) {
    let list = players.join(",");
    let text =
        ok(&["simulate", "--rules", "main-taunus", "--players", &list, "--games", "5", "--seed", &seed.to_string()]);
    let text =
        text.replacen("    rules:", &format!("    tournament: (round: {round}, table: {table}),\n    rules:"), 1);
    std::fs::write(dir.join(format!("runde-{round}-tisch-{table}.ron")), text).unwrap();
}

/// Five games of a card: the first player loses the first two, then each of the next loses one.
fn card(players: &[String]) -> Vec<String> {
    let p = |i: usize| players[i % players.len()].as_str();
    vec![
        format!("{}/{};so:{}", p(0), p(0), p(1)),
        format!("{}/{}/{}", p(1), p(0), p(0)),
        format!("{}/{}", p(2), p(2)),
        format!("{}/{}/{}", p(3), p(2), p(3)),
        format!("{}/{}", p(1), p(1)),
    ]
}

#[test]
fn a_cup_of_28_from_registration_to_payout() {
    let club = TempDir::new("cup");
    let sessions = club.0.to_str().unwrap().to_string();
    let dir = club.0.join("pokal");
    let d = dir.to_str().unwrap().to_string();
    let run = |args: &[&str]| ok(&[&["--sessions", sessions.as_str()][..], args].concat());

    // Registration from the club's registry, with fees: 20 paid, 2 waived, 6 open.
    run(&["tournament", "new", &d, "--title", "Pokal"]);
    run(&[&["tournament", "register", &d][..], &PLAYERS].concat());
    let registry = run(&["players", "list"]);
    for name in PLAYERS {
        assert!(registry.lines().any(|l| l.starts_with(name)), "{name} is learnt: {registry}");
    }
    run(&["tournament", "fee", &d, "--amount", "5,00"]);
    for (i, name) in PLAYERS.iter().enumerate() {
        let status = match i {
            0..20 => "paid",
            20..22 => "waived",
            _ => "open",
        };
        run(&["tournament", "pay", &d, name, status]);
    }

    // The draw: seven tables of four.
    run(&["tournament", "draw", &d, "--seed", "7"]);
    let standings = json(&["tournament", "standings", &d, "--json"]);
    let tables: Vec<Vec<String>> =
        standings["rounds"][0]["tables"].as_array().unwrap().iter().map(|t| names(&t["players"])).collect();
    assert_eq!(tables.len(), 7);

    // Tables 1 and 2 at laptops; 3 and 4 on phones, time up while table 4 plays; 5 to 7 by card.
    laptop_table(&dir, 1, 1, &tables[0], 11);
    laptop_table(&dir, 1, 2, &tables[1], 12);
    let server = start(&dir);
    let addr = server.addr();
    let codes = codes(&dir);
    for victim in [0, 1, 2, 3, 0] {
        lose_game(addr, &codes[2], &tables[2][victim]);
    }
    assert_eq!(get(addr, &format!("/api/table/{}", codes[2])).json()["over"], true);
    lose_game(addr, &codes[3], &tables[3][1]);
    run(&["tournament", "sudden", &d]);
    let sudden = (0..40).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(100));
        get(addr, &format!("/api/table/{}", codes[3])).json()["sudden"] == true
    });
    assert!(sudden, "the server records time-up at the phone table");
    for victim in [2, 3, 0, 1] {
        lose_game(addr, &codes[3], &tables[3][victim]);
    }
    assert_eq!(story(addr, &codes[3])["over"], true);
    for (t, players) in tables.iter().enumerate().skip(4) {
        let games = card(players);
        let games: Vec<&str> = games.iter().map(String::as_str).collect();
        run(&[&["tournament", "card", &d, "1", &(t + 1).to_string()][..], &games].concat());
    }
    let standings = json(&["tournament", "standings", &d, "--json"]);
    let round1 = standings["rounds"][0]["tables"].as_array().unwrap();
    let sources: Vec<&str> = round1.iter().map(|t| t["source"].as_str().unwrap()).collect();
    assert_eq!(sources, ["session", "session", "session", "session", "card", "card", "card"]);
    assert!(round1.iter().all(|t| t["games_counted"] == 5), "{round1:?}");
    // The phones' standings are the command's, byte for byte (within PHONES.md's 2 s).
    let expected = ok(&["tournament", "standings", &d, "--json"]);
    assert_eq!(common::http::get_until(addr, "/api/standings", |r| r.body == expected).body, expected);

    // The knock-out final of the best four, played at a table laptop by keys until decided.
    run(&["tournament", "draw", &d, "--knockout", "2:1", "--top", "4"]);
    let standings = json(&["tournament", "standings", &d, "--json"]);
    let final_ = names(&standings["rounds"][1]["tables"][0]["players"]);
    let file = schocken::io::tournament_folder::table_session_file(
        &dir,
        schocken_core::tournament::RoundNo::new(2).unwrap(),
        schocken_core::tournament::TableNo::FIRST,
    )
    .unwrap();
    let mut laptop = common::app(&dir);
    // Enter on the start page continues the evening played last: the final's table.
    laptop.key_press(eframe::egui::Key::Enter);
    laptop.run();
    for victim in [1, 1, 2, 2, 3, 3] {
        lose_game_by_keys(&mut laptop, &file, &final_[victim]);
    }
    laptop.run();
    common::shows_part(&laptop, &format!("{} ist weiter — der Tisch ist entschieden.", final_[0]));
    assert_eq!(session(&file).engine().finished_games().len(), 6);
    let standings = json(&["tournament", "standings", &d, "--json"]);
    assert_eq!(standings["standings"][0]["player"], final_[0].as_str());
    drop(laptop);

    // The organiser types the final's card over the laptop's file: the card counts.
    let over: Vec<String> = [0, 0, 2, 2, 3, 3].iter().map(|&i| format!("{0}/{0}", final_[i])).collect();
    run(&[&["tournament", "card", &d, "2", "1"][..], &over.iter().map(String::as_str).collect::<Vec<_>>()].concat());
    let standings = json(&["tournament", "standings", &d, "--json"]);
    assert_eq!(standings["rounds"][1]["tables"][0]["source"], "card");
    assert_eq!(standings["standings"][0]["player"], final_[1].as_str(), "the card's winner is first");
    assert_eq!(standings["standings"][0]["knockout"]["out"], false);

    // The till and the payout add up; the spreadsheet reads back as the standings.
    let cash = json(&["tournament", "cash", &d, "--json"]);
    assert_eq!((cash["taken"].clone(), cash["open"].clone()), (Value::from(20 * 500), Value::from(6 * 500)));
    run(&["tournament", "prizes", &d, "--shares", "50,30,20"]);
    let payout = json(&["tournament", "payout", &d, "--json"]);
    let paid: i64 = payout["prizes"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|p| p["players"].as_array().unwrap())
        .map(|p| p["amount"].as_i64().unwrap())
        .sum();
    assert_eq!(paid + payout["kept"].as_i64().unwrap(), 20 * 500);
    let xlsx = club.0.join("pokal.xlsx");
    run(&["tournament", "export", &d, "--xlsx", xlsx.to_str().unwrap()]);
    let mut book: Xlsx<_> = calamine::open_workbook(&xlsx).unwrap();
    let ranking = book.worksheet_range("Rangliste").unwrap();
    let first: Vec<String> = ranking.rows().skip(1).map(|r| r[1].to_string()).collect();
    let expected: Vec<String> =
        standings["standings"].as_array().unwrap().iter().map(|r| r["player"].as_str().unwrap().to_string()).collect();
    assert_eq!(first, expected);
    assert!(matches!(ranking.rows().nth(1).unwrap()[0], Data::Float(_) | Data::Int(_)), "places are numbers");
    drop(server);
}
