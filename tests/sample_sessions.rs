//! The sample evenings in `sessions/`: one per preset, each replayed through the rules engine.
//!
//! Every file must load without a refusal, be in the writer's normal form (what
//! `session::file::write` makes of it, byte for byte), name the preset of its file name, and show
//! what its preset is about: a Durchmarsch and a final where games have halves, a Schock-Out,
//! roll-offs, penalties and seat changes where the evening was chosen to have them.

use schocken_core::session::file;
use serde_json::Value;
use std::path::PathBuf;

/// The seven sample evenings, by preset id (= file name without `.ron`).
const PRESETS: &[&str] =
    &["main-taunus", "obertiefenbach", "theimann-dimmi", "theimann-altstadt", "kalk", "grundregeln", "dohren"];

fn sessions_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sessions")
}

/// One loaded sample: its text (one event per line, as the writer lays it out), the number of
/// players seated at the start, and the replay JSON.
struct Sample {
    text: String,
    first_seated: usize,
    json: Value,
}

impl Sample {
    fn rounds(&self) -> &[Value] {
        self.json["rounds"].as_array().expect("rounds is an array")
    }

    fn games(&self) -> &[Value] {
        self.json["games"].as_array().expect("games is an array")
    }

    fn durchmarsch_games(&self) -> usize {
        self.games().iter().filter(|g| g["durchmarsch"] == Value::Bool(true)).count()
    }

    fn final_games(&self) -> usize {
        self.games().iter().filter(|g| !g["final"].is_null()).count()
    }

    fn rounds_with_source(&self, source: &str) -> usize {
        self.rounds().iter().filter(|r| r["source"] == source).count()
    }

    fn rounds_with_violations(&self) -> usize {
        self.rounds().iter().filter(|r| r["violations"].as_array().is_some_and(|v| !v.is_empty())).count()
    }

    /// Event lines (one event per line in the normal form) starting with `prefix`.
    fn events(&self, prefix: &str) -> Vec<&str> {
        self.text.lines().map(str::trim).filter(|l| l.starts_with(prefix)).collect()
    }

    fn tally(&self) -> u64 {
        self.json["tallies"].as_object().expect("tallies is an object").values().map(|v| v.as_u64().unwrap()).sum()
    }
}

/// Loads `sessions/ID.ron` and checks what every sample must satisfy.
fn load(id: &str) -> Sample {
    let path = sessions_dir().join(format!("{id}.ron"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let session = file::parse(&text).unwrap_or_else(|e| panic!("{id}.ron: {}", e.message()));
    let written = file::write(&session);
    assert_eq!(written, text, "{id}.ron is not in the writer's normal form");
    let again = file::write(&file::parse(&written).expect("the written form parses"));
    assert_eq!(again, written, "{id}.ron: write → parse → write changes the bytes");

    let header = session.header();
    assert_eq!(header.rules.preset.id(), id, "{id}.ron names another preset");
    let title = header.title.as_deref().unwrap_or_else(|| panic!("{id}.ron has no title"));
    assert!(title.contains(" — "), "{id}.ron: title {title:?} names the club and the evening");
    let started = header.started.as_deref().unwrap_or_else(|| panic!("{id}.ron has no start time"));
    assert!(started.starts_with("2026-") && started.len() == 25, "{id}.ron: started {started:?}");
    assert!(header.place.is_some(), "{id}.ron has no place");
    assert!((4..=6).contains(&header.players.len()), "{id}.ron: {} players", header.players.len());

    let json = schocken_core::report::json::replay(&session);
    assert_eq!(json["rules"], id);
    let sample = Sample { text, first_seated: header.players.len(), json };
    let finished = sample.games().iter().filter(|g| !g["loser"].is_null()).count();
    assert!((3..=6).contains(&finished), "{id}.ron: {finished} finished games");
    assert_eq!(finished, sample.games().len(), "{id}.ron: the last game is not finished");
    assert_eq!(sample.json["next"]["awaiting"], "round", "{id}.ron ends waiting for something");
    assert!(sample.rounds_with_source("all") >= 1, "{id}.ron has no Schock-Out");
    assert!(sample.tally() >= finished as u64, "{id}.ron: fewer marks than lost games");
    assert!(sample.events("Note(").len() >= 2, "{id}.ron has hardly any notes");
    sample
}

/// Halves presets: at least one Durchmarsch and one final.
fn assert_halves(id: &str, s: &Sample) {
    assert!(s.durchmarsch_games() >= 1, "{id}.ron has no Durchmarsch");
    assert!(s.final_games() >= 1, "{id}.ron has no final");
    for g in s.games() {
        assert!(!g["half2"].is_null(), "{id}.ron: game {} has no second half", g["number"]);
    }
}

/// Single-half presets: games have no second half and no final.
fn assert_single(id: &str, s: &Sample) {
    for g in s.games() {
        assert!(g["half2"].is_null() && g["final"].is_null(), "{id}.ron: game {} is not one half", g["number"]);
    }
}

/// A seat change between games, announced by a note.
fn assert_seat_change(id: &str, s: &Sample) {
    assert!(!s.events("Seats(").is_empty(), "{id}.ron has no seat change");
    assert!(s.text.contains("Letzte Runde für mich"), "{id}.ron: the seat change has no note");
    let players = s.json["players"].as_array().expect("players is an array").len();
    assert!(players > s.first_seated, "{id}.ron: nobody new sat down");
}

/// Every final of a `final_starter = roll-off` preset is opened by a note of the roll-off and a `Starter`.
fn assert_final_starter_by_roll_off(id: &str, s: &Sample) {
    let lines: Vec<&str> = s.text.lines().map(str::trim).collect();
    let starters_after_note = lines
        .windows(2)
        .filter(|w| w[0].starts_with("Note(\"Auswürfeln um den Beginn des Endkampfs: ") && w[1].starts_with("Starter("))
        .count();
    assert_eq!(starters_after_note, s.final_games(), "{id}.ron: each final needs its roll-off note and Starter");
    // The opening roll of the first game, and one roll-off per final: nothing else names a starter.
    assert_eq!(s.events("Starter(").len(), 1 + s.final_games(), "{id}.ron: unexpected Starter events");
    // The final's first round begins with the roll-off's winner.
    for g in s.games().iter().filter(|g| !g["final"].is_null()) {
        let first = s
            .rounds()
            .iter()
            .find(|r| r["game"] == g["number"] && r["part"] == "final" && r["number"] == 1)
            .expect("a final has rounds");
        let finalists = [&g["half1"], &g["half2"]];
        assert!(finalists.contains(&&first["order"][0]), "{id}.ron: game {}'s final", g["number"]);
        assert_eq!(first["order"].as_array().unwrap().len(), 2);
    }
}

#[test]
fn main_taunus() {
    let id = "main-taunus";
    let s = load(id);
    assert_halves(id, &s);
    assert!(!s.events("RollOff(").is_empty(), "{id}.ron: no roll-off settles a tie");
    assert!(s.events("Penalty(").iter().any(|l| l.contains("DroppedDice")), "{id}.ron: no dropped dice");
    assert!(s.rounds_with_violations() >= 1, "{id}.ron: nobody threw over the limit");
    let drops = s.events("Penalty(").len() as u64;
    assert_eq!(s.tally(), s.games().len() as u64 + drops, "{id}.ron: each dropped dice owes one mark");
    assert_seat_change(id, &s);
    assert!(s.json["points"].is_null());
}

#[test]
fn obertiefenbach() {
    let id = "obertiefenbach";
    let s = load(id);
    assert_halves(id, &s);
    assert!(s.events("Penalty(").iter().any(|l| l.contains("DroppedDice")), "{id}.ron: no dropped dice");
    assert!(s.rounds_with_violations() >= 1, "{id}.ron: nobody threw over the limit");
    assert!(s.events("RollOff(").is_empty(), "{id}.ron: later is worse, no roll-offs");
    assert!(s.text.contains("schock_out_from_hand_round: true"), "{id}.ron: the agreed knob is not chosen");
}

#[test]
fn theimann_dimmi() {
    let id = "theimann-dimmi";
    let s = load(id);
    assert_halves(id, &s);
    assert_final_starter_by_roll_off(id, &s);
    let points = s.json["points"].as_object().expect("theimann scores points");
    assert!(points.values().any(|p| p.as_i64().unwrap() > 0), "{id}.ron: nobody scored points");
    // A Handschock scores points here, no mark: the only marks are the lost games.
    assert_eq!(s.tally(), s.games().len() as u64, "{id}.ron: marks beyond the lost games");
}

#[test]
fn theimann_altstadt() {
    let id = "theimann-altstadt";
    let s = load(id);
    assert_halves(id, &s);
    assert_final_starter_by_roll_off(id, &s);
    assert!(s.rounds_with_source("discard") >= 1, "{id}.ron: no winner discards");
    assert!(s.rounds_with_source("winner") == 0, "{id}.ron: winner-discards never gives discs away");
    assert!(s.json["points"].is_object(), "{id}.ron: theimann scores points");
    // Marks beyond the lost games: Handschocks owe a mark each here.
    assert!(s.tally() > s.games().len() as u64, "{id}.ron: no Handschock mark");
    assert_seat_change(id, &s);
}

#[test]
fn kalk() {
    let id = "kalk";
    let s = load(id);
    assert_halves(id, &s);
    assert!(s.text.contains("Take(player: "), "{id}.ron: nobody takes voluntarily");
    assert!(s.events("Starter(").is_empty(), "{id}.ron: seat 1 opens, starters rotate");
    assert_eq!(s.tally(), s.games().len() as u64, "{id}.ron: marks beyond the lost games");
    assert_seat_change(id, &s);
}

#[test]
fn grundregeln() {
    let id = "grundregeln";
    let s = load(id);
    assert_single(id, &s);
    assert!(s.text.contains("equal_throws: RollOff"), "{id}.ron: the table agreed on roll-offs");
    assert!(!s.events("RollOff(").is_empty(), "{id}.ron: no roll-off settles a tie");
    assert!(s.events("Penalty(").is_empty(), "{id}.ron: the basic rules know no penalties");
    assert_eq!(s.tally(), s.games().len() as u64, "{id}.ron: marks beyond the lost games");
}

#[test]
fn dohren() {
    let id = "dohren";
    let s = load(id);
    assert_single(id, &s);
    let penalties = s.events("Penalty(");
    assert!(penalties.iter().any(|l| l.contains("DroppedDice")), "{id}.ron: no dropped dice");
    assert!(penalties.iter().any(|l| l.contains("Lustwurf")), "{id}.ron: no Lustwurf");
    assert_eq!(s.tally(), (s.games().len() + penalties.len()) as u64, "{id}.ron: each penalty owes one mark");
    assert_seat_change(id, &s);
}

/// Every file in `sessions/` is one of the seven samples, and every sample is there.
#[test]
fn every_sample_is_covered() {
    let mut found: Vec<String> = std::fs::read_dir(sessions_dir())
        .expect("sessions/ exists")
        .map(|e| e.expect("a directory entry").file_name().into_string().expect("UTF-8 file name"))
        .filter(|name| name.ends_with(".ron"))
        .collect();
    found.sort();
    let mut expected: Vec<String> = PRESETS.iter().map(|p| format!("{p}.ron")).collect();
    expected.sort();
    assert_eq!(found, expected);
}

/// The demo tournament: every table session is used, rounds 1 to 3 come from cards, sessions and
/// both, round 4 is a knock-out round decided at both tables.
#[test]
fn the_demo_tournament() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions/turnier-demo");
    let folder = schocken::io::tournament_folder::read(&dir).expect("the demo tournament reads");
    assert!(folder.skipped.is_empty(), "{:?}", folder.skipped);
    let t = &folder.tournament;
    assert_eq!(t.players.len(), 28);
    let sources: Vec<Vec<&str>> = folder
        .standings
        .rounds
        .iter()
        .map(|r| r.tables.iter().map(|x| x.source.map_or("none", |s| s.id())).collect())
        .collect();
    assert_eq!(sources[0], ["card"; 7]);
    assert_eq!(sources[1], ["session"; 7]);
    assert_eq!(sources[2], ["session", "session", "session", "session", "card", "card", "card"]);
    assert_eq!(sources[3], ["card"; 2]);
    let advanced = folder.standings.rows.iter().filter(|r| r.knockout.is_some_and(|k| !k.out)).count();
    assert_eq!(advanced, 2, "one player advances from each knock-out table");
    assert!(folder.standings.rows.iter().all(|r| r.knockout.is_none() || r.place <= 8));
}
