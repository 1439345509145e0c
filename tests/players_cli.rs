//! `schocken players` for the club's registry (issue 34): an empty registry says so, and a merge
//! of two spellings that sat at one table names the evenings the club's books then pass over
//! (CLUB.md 4) — the merge itself still goes through, as CLUB.md describes it.
//!
//! `cargo test --release --test players_cli`

mod common;
use common::{TempDir, ok};
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::session::{file, log::Header};
use schocken_core::sim::{Options, simulate};

fn evening(dir: &TempDir, day: &str, title: Option<&str>, players: [&str; 3]) {
    let header = Header {
        title: title.map(String::from),
        started: Some(format!("2026-04-{day}T19:30:00+02:00")),
        place: None,
        tournament: None,
        rules: RuleSet::new(Preset::MainTaunus),
        players: players.map(String::from).to_vec(),
    };
    let session = simulate(header, &Options { games: 1, ..Options::default() }, 3);
    std::fs::write(dir.0.join(format!("2026-04-{day}_linde.ron")), file::write(&session)).unwrap();
}

#[test]
fn an_empty_registry_says_so() {
    let dir = TempDir::new("players-empty");
    let listed = ok(&["players", "list", "--sessions", dir.0.to_str().unwrap()]);
    assert!(listed.contains("leer") && listed.contains("players add"), "{listed}");
}

#[test]
fn a_merge_of_two_who_sat_at_one_table_names_the_evening_that_no_longer_counts() {
    let dir = TempDir::new("players-merge-split");
    evening(&dir, "02", Some("Osterschocken"), ["Jörg", "Joerg", "Anna"]);
    evening(&dir, "09", None, ["Jörg", "Anna", "Ben"]);
    let d = dir.0.to_str().unwrap();
    let out = common::schocken(&["players", "merge", "Jörg", "Joerg", "--sessions", d]);
    assert!(out.status.success());
    let said = String::from_utf8(out.stderr).unwrap();
    assert!(said.contains("02.04.2026 19:30 „Osterschocken“"), "the evening by date and title: {said}");
    assert!(!said.contains("09.04.2026"), "only the evening that seated both: {said}");
    assert_eq!(ok(&["players", "list", "--sessions", d]), "Jörg (auch: Joerg)\n");

    // Merging two who never sat together says nothing more.
    ok(&["players", "add", "Carl", "--sessions", d]);
    let out = common::schocken(&["players", "merge", "Ben", "Carl", "--sessions", d]);
    assert!(out.status.success() && out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
}
