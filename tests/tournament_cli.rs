//! `schocken tournament …` as an organiser types it: a folder from `new` to standings, and bad
//! input refused with one line and exit status 2, the folder left as it was.

use std::path::Path;

mod common;
use common::{ok, refused};

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("schocken-tournament-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn an_evening_of_commands() {
    let dir = temp_dir("evening");
    let d = dir.to_str().unwrap();
    ok(&["tournament", "new", d, "--title", "Pokal", "--scoring", "loss-points", "--discs", "3:11"]);
    assert!(refused(&["tournament", "new", d]).contains("turnier.ron"));
    ok(&["tournament", "register", d, "Anna Müller", "Ben", "Carl", "Dora", "Erik", "Fritz", "Gabi"]);
    let seating = ok(&["tournament", "draw", d, "--seed", "3", "--min", "3", "--max", "4"]);
    assert!(seating.contains("Tisch 2"), "{seating}");
    let json: serde_json::Value =
        serde_json::from_str(&ok(&["tournament", "standings", d, "--json"])).expect("standings are JSON");
    let table1: Vec<String> = json["rounds"][0]["tables"][0]["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().into())
        .collect();
    assert_eq!(table1.len(), 4);
    let game = format!("{}/{}/{}; so:{}", table1[0], table1[1], table1[0], table1[2]);
    ok(&["tournament", "card", d, "1", "1", &game]);
    let json: serde_json::Value = serde_json::from_str(&ok(&["tournament", "standings", d, "--json"])).unwrap();
    assert_eq!(json["rounds"][0]["tables"][0]["source"], "card");
    assert_eq!(json["prizes"]["schock_outs"]["players"][0], table1[2].as_str());
    // The loser of half 1 and the final lost 1 half + 1 game: 2 loss points, the most.
    let last = json["standings"].as_array().unwrap().last().unwrap().clone();
    assert_eq!((last["player"].as_str().unwrap(), last["points"].as_i64()), (table1[0].as_str(), Some(2)));

    // Refusals name the file and the event, and change nothing.
    let before = std::fs::read(dir.join("turnier.ron")).unwrap();
    let err = refused(&["tournament", "card", d, "1", "1", "Zoe/Ben/Zoe"]);
    assert!(err.contains("turnier.ron") && err.contains("Ereignis 10") && err.contains("Zoe"), "{err}");
    let err = refused(&["--lang", "en", "tournament", "register", d, "Anna Müller"]);
    assert!(err.contains("event 10") && err.contains("registered already"), "{err}");
    refused(&["tournament", "card", d, "1", "1", "nonsense"]);
    assert_eq!(std::fs::read(dir.join("turnier.ron")).unwrap(), before);
    // A value the file cannot hold is refused before anything is written.
    let err = refused(&["tournament", "draw", d, "--knockout", "0:1"]);
    assert!(err.contains("turnier.ron") && err.contains("lives"), "{err}");
    assert_eq!(std::fs::read(dir.join("turnier.ron")).unwrap(), before);
    ok(&["tournament", "withdraw", d, "Gabi"]);
    let second = ok(&["tournament", "draw", d, "--seed", "4", "--min", "3", "--max", "3"]);
    assert!(!second.contains("Gabi"), "{second}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn standings_of_a_folder_that_is_not_a_tournament() {
    let dir = temp_dir("missing");
    let err = refused(&["tournament", "standings", dir.to_str().unwrap(), "--json"]);
    assert!(err.contains(dir.to_str().unwrap()), "{err}");
    std::fs::create_dir_all(&dir).unwrap();
    let err = refused(&["tournament", "standings", dir.to_str().unwrap()]);
    assert!(err.contains("turnier.ron"), "{err}");
    assert!(!Path::new(&dir).join("turnier.ron").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_name_is_corrected_everywhere_and_a_card_cleared() {
    let dir = temp_dir("rename");
    let d = dir.to_str().unwrap();
    ok(&["tournament", "new", d]);
    ok(&["tournament", "register", d, "Ana", "Ben", "Carl", "Dora"]);
    ok(&["tournament", "draw", d, "--seed", "1"]);
    ok(&["tournament", "card", d, "1", "1", "Ana/Ben/Ana; so:Ana"]);
    // A name of another player, or one nobody has, is refused and changes nothing.
    let before = std::fs::read(dir.join("turnier.ron")).unwrap();
    assert!(refused(&["tournament", "rename", d, "Ana", "ben"]).contains("Ben"));
    assert!(refused(&["tournament", "rename", d, "Zoe", "Zora"]).contains("Zoe"));
    assert_eq!(std::fs::read(dir.join("turnier.ron")).unwrap(), before);
    assert!(ok(&["tournament", "rename", d, "Ana", "  Anna "]).contains("„Anna“"));
    let text = std::fs::read_to_string(dir.join("turnier.ron")).unwrap();
    assert!(!text.contains("\"Ana\""), "{text}");
    assert_eq!(text.matches("\"Anna\"").count(), 5, "registration, draw and three on the card: {text}");
    // The card goes, and then there is none to clear.
    ok(&["tournament", "clear-card", d, "1", "1"]);
    assert!(!std::fs::read_to_string(dir.join("turnier.ron")).unwrap().contains("Card("));
    refused(&["tournament", "clear-card", d, "1", "1"]);
}

/// The text standings of the demo tournament: a head over aligned columns, the knock-out state
/// of those seated in round 4, "Zwischenstand" while a table lacks its results.
#[test]
fn standings_text_has_column_heads_and_the_knockout_state() {
    let demo = Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions/turnier-demo");
    let text = ok(&["tournament", "standings", demo.to_str().unwrap()]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[1], "Rangliste", "{text}");
    let head = lines.iter().position(|l| l.starts_with("Platz")).expect("a head line");
    for word in ["Spieler", "Punkte", "Spiele", "verloren", "K.-o.", "Mannschaft"] {
        assert!(lines[head].contains(word), "{}", lines[head]);
    }
    let fritz = lines.iter().find(|l| l.contains("Fritz")).unwrap();
    assert!(fritz.contains("Rd. 4: weiter") && fritz.contains("Feuerwehr Eddersheim"), "{fritz}");
    let vera = lines.iter().find(|l| l.contains("Vera")).unwrap();
    assert!(vera.contains("Rd. 4: raus"), "{vera}");
    // Columns line up: the knock-out state starts under its head.
    let column = lines[head].find("K.-o.").unwrap();
    assert_eq!(fritz.find("Rd. 4"), Some(column), "{text}");

    // Without table 1's session file of round 3, the standings are an interim.
    let dir = temp_dir("interim");
    std::fs::create_dir_all(&dir).unwrap();
    for entry in std::fs::read_dir(&demo).unwrap() {
        let path = entry.unwrap().path();
        if path.file_name().unwrap() != "runde-3-tisch-1.ron" {
            std::fs::copy(&path, dir.join(path.file_name().unwrap())).unwrap();
        }
    }
    let text = ok(&["--lang", "en", "tournament", "standings", dir.to_str().unwrap()]);
    assert_eq!(text.lines().nth(1), Some("Interim standings"), "{text}");
    assert!(text.contains("Knock-out") && text.contains("Rd 4: through"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}
