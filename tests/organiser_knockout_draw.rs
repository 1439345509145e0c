//! A knock-out round drawn while the latest round still has tables without results (issue 34):
//! its qualifiers come from standings those tables may still change, so `tournament draw
//! --knockout` refuses in words, naming the tables, and writes nothing — unless `--force` says
//! it is meant. The organiser's window asks once more in the same case (tests/organiser.rs).
//!
//! `cargo test --release --test organiser_knockout_draw`

mod common;
use common::{TempDir, ok, refused};

#[test]
fn a_knockout_draw_over_unfinished_tables_is_refused_in_words_unless_forced() {
    let dir = TempDir::new("ko-draw-open");
    let d = dir.0.to_str().unwrap();
    ok(&["tournament", "new", d, "--title", "Pokal"]);
    ok(&["tournament", "register", d, "Anna", "Ben", "Carl", "Dora", "Erik", "Fritz", "Gabi", "Hans"]);
    ok(&["tournament", "draw", d, "--games", "1"]);
    let players = |table: usize| -> Vec<String> {
        let json: serde_json::Value = serde_json::from_str(&ok(&["tournament", "standings", d, "--json"])).unwrap();
        let names = json["rounds"][0]["tables"][table - 1]["players"].as_array().unwrap();
        names.iter().map(|n| n.as_str().unwrap().to_string()).collect()
    };
    let loser = players(1)[0].clone();
    ok(&["tournament", "card", d, "1", "1", &format!("{loser}/{loser}")]);

    let before = std::fs::read(dir.0.join("turnier.ron")).unwrap();
    let err = refused(&["tournament", "draw", d, "--knockout", "2:1", "--top", "4"]);
    assert!(err.contains("Runde 1 hat noch Tische ohne Ergebnis (Tisch 2)") && err.contains("--force"), "{err}");
    let err = refused(&["--lang", "en", "tournament", "draw", d, "--knockout", "2:1", "--top", "4"]);
    assert!(err.contains("round 1 still has tables without results (table 2)"), "{err}");
    assert_eq!(std::fs::read(dir.0.join("turnier.ron")).unwrap(), before, "nothing written");

    // Meant so: drawn.
    let drawn = ok(&["tournament", "draw", d, "--knockout", "2:1", "--top", "4", "--force"]);
    assert!(drawn.contains("Runde 2"), "{drawn}");
    // A points round is drawn by the seating alone, not the standings: no question.
    let dir = TempDir::new("points-draw-open");
    let d = dir.0.to_str().unwrap();
    ok(&["tournament", "new", d]);
    ok(&["tournament", "register", d, "Anna", "Ben", "Carl", "Dora"]);
    ok(&["tournament", "draw", d, "--games", "1"]);
    assert!(ok(&["tournament", "draw", d, "--games", "1"]).contains("Runde 2"));
}

#[test]
fn a_knockout_draw_after_every_table_is_done_needs_no_force() {
    let dir = TempDir::new("ko-draw-done");
    let d = dir.0.to_str().unwrap();
    ok(&["tournament", "new", d]);
    ok(&["tournament", "register", d, "Anna", "Ben", "Carl", "Dora"]);
    ok(&["tournament", "draw", d, "--games", "1"]);
    ok(&["tournament", "card", d, "1", "1", "Anna/Anna"]);
    assert!(ok(&["tournament", "draw", d, "--knockout", "1:1", "--top", "2"]).contains("Runde 2"));
}
