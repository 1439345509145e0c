//! The command line's own functions: `stats` over the sample evenings, `rules`, bad input.

use schocken::cli::{self, StatsFormat};
use schocken_core::export::Table;
use schocken_core::i18n::{Lang, scoped};
use std::path::PathBuf;

fn samples() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sessions")
}

#[test]
fn stats_over_the_sample_evenings() {
    let json = cli::stats(Some(samples()), None, StatsFormat::Json).unwrap();
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["evenings"].as_array().unwrap().len(), 7);
    // Evenings are ordered by their start, oldest first.
    assert_eq!(value["evenings"][0]["started"], "2026-01-23T19:30:00+01:00");
    let players = value["players"].as_array().unwrap();
    let games_lost: u64 = players.iter().map(|p| p["games_lost"].as_u64().unwrap()).sum();
    let games: u64 = value["evenings"].as_array().unwrap().iter().map(|e| e["games"].as_u64().unwrap()).sum();
    assert_eq!(games_lost, games, "every finished game has exactly one loser");
    let table = cli::stats(Some(samples()), Some("Bärbel"), StatsFormat::Text).unwrap();
    assert!(table.contains("Bärbel") && !table.contains("Hinnerk"));
}

#[test]
fn stats_for_an_unknown_player_is_refused() {
    let err = cli::stats(Some(samples()), Some("Niemand"), StatsFormat::Text).unwrap_err().to_string();
    assert!(err.contains("Niemand"), "{err}");
}

#[test]
fn stats_as_csv_tables() {
    let players = cli::stats(Some(samples()), None, StatsFormat::Csv(Table::Players)).unwrap();
    let lines: Vec<&str> = players.strip_prefix('\u{feff}').expect("a byte order mark for Excel").lines().collect();
    assert!(lines[0].starts_with("Spieler;Abende;Spiele;Spiele verloren;Verlustquote (%);"), "{}", lines[0]);
    let json = cli::stats(Some(samples()), None, StatsFormat::Json).unwrap();
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(lines.len(), 1 + value["players"].as_array().unwrap().len());
    assert!(lines.iter().any(|l| l.starts_with("Bärbel;")), "{players}");
    // With --player: that player's line, the evenings and the games he sat in.
    let one =
        scoped(Lang::En, || cli::stats(Some(samples()), Some("Bärbel"), StatsFormat::Csv(Table::Players))).unwrap();
    assert_eq!(one.lines().count(), 2);
    assert!(one.lines().nth(1).unwrap().starts_with("Bärbel,"), "{one}");
    let games = cli::stats(Some(samples()), Some("Bärbel"), StatsFormat::Csv(Table::Games)).unwrap();
    assert!(games.lines().count() > 1);
    assert!(games.lines().skip(1).all(|l| l.contains("Bärbel")), "{games}");
    let evenings = cli::stats(Some(samples()), Some("Bärbel"), StatsFormat::Json).unwrap();
    let value: serde_json::Value = serde_json::from_str(&evenings).unwrap();
    for e in value["evenings"].as_array().unwrap() {
        assert!(e["players"].as_array().unwrap().iter().any(|p| p == "Bärbel"), "{e}");
    }
}

#[test]
fn the_binary_prints_a_csv_table_and_refuses_csv_with_json() {
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_schocken"))
            .args(args)
            .arg("--sessions")
            .arg(samples())
            .output()
            .unwrap()
    };
    let out = run(&["stats", "--csv", "categories", "--lang", "en"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("\u{feff}category,count,share (%)\r\nSchock-Out,"), "{text}");
    assert_eq!(text.lines().count(), 7);
    assert_eq!(run(&["stats", "--csv", "players", "--json"]).status.code(), Some(2));
    assert_eq!(run(&["stats", "--csv", "rounds"]).status.code(), Some(2));
    assert_eq!(run(&["stats", "--player", "Niemand"]).status.code(), Some(2));
}

#[test]
fn rules_lists_every_preset_and_knob() {
    let all = cli::rules(None).unwrap();
    for id in ["main-taunus", "obertiefenbach", "theimann-dimmi", "theimann-altstadt", "kalk", "grundregeln", "dohren"]
    {
        assert!(all.contains(id), "{id}");
    }
    assert!(all.contains("schock_two_below_general"));
    assert!(cli::rules(Some("berlin")).unwrap_err().to_string().contains("berlin"));
}

#[test]
fn replay_names_the_file_and_event_of_bad_input() {
    let dir = std::env::temp_dir().join(format!("schocken-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("bad.ron");
    std::fs::write(
        &file,
        r#"Session(format: 1, rules: (preset: "kalk"), players: ["Anna", "Ben"], events: [
            Round([Throw(player: "Anna", dice: (7, 1, 1), throws: 1), Throw(player: "Ben", dice: (2, 2, 2), throws: 1)]),
        ])"#,
    )
    .unwrap();
    let err = cli::replay(&file, true).unwrap_err().to_string();
    assert!(err.contains("bad.ron") && err.contains("Ereignis 1") && err.contains("7"), "{err}");
    assert_eq!(err.lines().count(), 1);
    std::fs::remove_dir_all(&dir).unwrap();
}
