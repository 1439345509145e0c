//! Helpers for the rule scenarios: a session file's text in FORMAT.md syntax, its replay object,
//! and the refusal a bad file earns.

use schocken_core::report::json;
use schocken_core::session::file::{self, EventProblem, LoadError};
use schocken_core::session::refusal::Refusal;
use serde_json::Value;

/// A session file with the preset `preset`, extra knob overrides `knobs` (RON, may be empty),
/// the seating `players` and the events `events` (RON, comma separated), exactly as FORMAT.md
/// writes it.
pub fn custom(preset: &str, knobs: &str, players: &[&str], events: &str) -> String {
    let players: Vec<String> = players.iter().map(|p| format!("\"{p}\"")).collect();
    let knobs = if knobs.is_empty() { String::new() } else { format!(", {knobs}") };
    format!(
        "Session(\n    format: 1,\n    title: \"Szenario\",\n    started: \"2026-11-20T19:30:00+01:00\",\n    \
         rules: (preset: \"{preset}\"{knobs}),\n    players: [{}],\n    events: [\n{events}\n    ],\n)\n",
        players.join(", ")
    )
}

/// A session file with a preset as it is (agreed knobs at their defaults).
pub fn session(preset: &str, players: &[&str], events: &str) -> String {
    custom(preset, "", players, events)
}

/// The `replay --json` object of a session file that must load.
pub fn replay(text: &str) -> Value {
    match file::parse(text) {
        Ok(session) => json::replay(&session),
        Err(e) => panic!("the session should load, but: {e:?}\n{text}"),
    }
}

/// Why a session file does not load.
pub fn load_error(text: &str) -> LoadError {
    match file::parse(text) {
        Ok(_) => panic!("the session should be refused\n{text}"),
        Err(e) => e,
    }
}

/// The event (index from 0) and the problem of a session file with a bad event.
pub fn problem(text: &str) -> (usize, EventProblem) {
    match load_error(text) {
        LoadError::Event { index, problem } => (index, problem),
        other => panic!("expected a bad event, got {other:?}"),
    }
}

/// The event (index from 0) and the refusal of a session file with an event the rules refuse.
pub fn refusal(text: &str) -> (usize, Refusal) {
    match problem(text) {
        (index, EventProblem::Refused(r)) => (index, r),
        (index, other) => panic!("expected a refusal at event {index}, got {other:?}"),
    }
}

/// Asserts that every key of `expected` (an object) has the same value in `actual`.
#[track_caller]
pub fn assert_has(actual: &Value, expected: Value) {
    let Value::Object(map) = expected else { panic!("expected must be an object") };
    for (key, want) in map {
        assert_eq!(actual[&key], want, "key {key:?} of {actual:#}");
    }
}

/// The round `i` (from 0) of the replay.
pub fn round(v: &Value, i: usize) -> &Value {
    let rounds = v["rounds"].as_array().expect("rounds is an array");
    assert!(i < rounds.len(), "there is no round {i}: {rounds:#?}");
    &rounds[i]
}

/// How many rounds were resolved.
pub fn round_count(v: &Value) -> usize {
    v["rounds"].as_array().expect("rounds is an array").len()
}

/// Asserts the outcome of round `i`: winner, loser, discs moved, source.
#[track_caller]
pub fn assert_outcome(v: &Value, i: usize, winner: &str, loser: &str, discs: u64, source: &str) {
    let r = round(v, i);
    assert_eq!(
        (r["winner"].as_str(), r["loser"].as_str(), r["discs"].as_u64(), r["source"].as_str()),
        (Some(winner), Some(loser), Some(discs), Some(source)),
        "round {i}: {r:#}"
    );
}

/// Stock plus holdings equal `discs` after every round (RULES.md section 4, where nothing is
/// put out of play).
#[track_caller]
pub fn assert_conserved(v: &Value, discs: u64) {
    for (i, r) in v["rounds"].as_array().expect("rounds is an array").iter().enumerate() {
        let held: u64 = r["holdings"].as_object().expect("holdings").values().map(|h| h.as_u64().unwrap()).sum();
        assert_eq!(held + r["stock"].as_u64().unwrap(), discs, "round {i}: {r:#}");
    }
}
