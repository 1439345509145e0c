//! The command line's own functions: `stats` over the sample evenings, `rules`, bad input.

use schocken::cli;
use schocken::i18n::Lang;
use std::path::PathBuf;

fn samples() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sessions")
}

#[test]
fn stats_over_the_sample_evenings() {
    let json = cli::stats(Some(samples()), None, true, Lang::De).unwrap();
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["evenings"].as_array().unwrap().len(), 7);
    // Evenings are ordered by their start, oldest first.
    assert_eq!(value["evenings"][0]["started"], "2026-01-23T19:30:00+01:00");
    let players = value["players"].as_array().unwrap();
    let games_lost: u64 = players.iter().map(|p| p["games_lost"].as_u64().unwrap()).sum();
    let games: u64 = value["evenings"].as_array().unwrap().iter().map(|e| e["games"].as_u64().unwrap()).sum();
    assert_eq!(games_lost, games, "every finished game has exactly one loser");
    let table = cli::stats(Some(samples()), Some("Bärbel"), false, Lang::De).unwrap();
    assert!(table.contains("Bärbel") && !table.contains("Hinnerk"));
}

#[test]
fn stats_for_an_unknown_player_is_refused() {
    let err = cli::stats(Some(samples()), Some("Niemand"), false, Lang::De).unwrap_err();
    assert!(err.contains("Niemand"), "{err}");
}

#[test]
fn rules_lists_every_preset_and_knob() {
    let all = cli::rules(None, Lang::De).unwrap();
    for id in ["main-taunus", "obertiefenbach", "theimann-dimmi", "theimann-altstadt", "kalk", "grundregeln", "dohren"]
    {
        assert!(all.contains(id), "{id}");
    }
    assert!(all.contains("schock_two_below_general"));
    assert!(cli::rules(Some("berlin"), Lang::De).unwrap_err().contains("berlin"));
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
    let err = cli::replay(&file, true, Lang::De).unwrap_err();
    assert!(err.contains("bad.ron") && err.contains("Ereignis 1") && err.contains("7"), "{err}");
    assert_eq!(err.lines().count(), 1);
    std::fs::remove_dir_all(&dir).unwrap();
}
