//! Issue 33, section 1: under `free_players = keep-playing` the round's loser may hold no discs,
//! so "the loser of the last round" never stands in for "the last player holding discs"; and the
//! two readings the house rules left open, each pinned with the sentence of RULES.md or
//! TOURNAMENT.md it follows.

use crate::support::*;
use schocken_core::report::words;
use schocken_core::session::file;

const P: &[&str] = &["Anna", "Ben", "Carl"];

fn throw(player: &str, dice: (u8, u8, u8)) -> String {
    format!("Throw(player: \"{player}\", dice: ({}, {}, {}), throws: 1)", dice.0, dice.1, dice.2)
}

fn round_of(throws: &[(&str, (u8, u8, u8))]) -> String {
    let throws: Vec<String> = throws.iter().map(|&(p, d)| throw(p, d)).collect();
    format!("Round([{}])", throws.join(", "))
}

/// Half 1 of Theimann Altstadt (Ablegen) under keep-playing, up to the stock running out: Carl
/// holds 11, Ben 2, Anna none; Ben starts the next round.
fn stock_emptied() -> Vec<String> {
    vec![
        "Starter(\"Anna\")".into(),
        // Carl's Hausnummer loses against Anna's Schock 6: 6 from the stock.
        round_of(&[("Anna", (1, 1, 6)), ("Ben", (1, 1, 5)), ("Carl", (4, 2, 1))]),
        // Carl loses against Ben's Schock 5: 5 more; 2 left in the stock.
        round_of(&[("Carl", (4, 2, 1)), ("Anna", (6, 5, 3)), ("Ben", (1, 1, 5))]),
        // Ben loses against Carl's Schock 5: the last 2.
        round_of(&[("Carl", (1, 1, 5)), ("Anna", (6, 5, 3)), ("Ben", (4, 2, 1))]),
    ]
}

#[test]
fn the_half_is_lost_by_the_last_player_holding_discs_not_by_the_rounds_loser() {
    // RULES.md 4: "The part ends as soon as the stock is empty and at most one player still holds
    // discs: he has lost it." Anna, holding nothing, loses the round; Ben puts his last 2 discs out
    // of play; Carl is left holding 11: the half is Carl's, and he starts half 2.
    let mut events = stock_emptied();
    events.push(round_of(&[("Ben", (1, 1, 5)), ("Carl", (6, 5, 3)), ("Anna", (4, 2, 1))]));
    let text = custom("theimann-altstadt", "free_players: KeepPlaying", P, &events.join(",\n"));
    let v = replay(&text);
    assert_outcome(&v, 3, "Ben", "Anna", 2, "discard");
    assert_eq!(round(&v, 3)["holdings"], serde_json::json!({ "Anna": 0, "Ben": 0, "Carl": 11 }));
    assert_eq!(v["games"][0]["half1"], "Carl", "{v:#}");
    assert_eq!((v["next"]["part"].as_str(), v["next"]["starter"].as_str()), (Some("half2"), Some("Carl")));
    // The sentence the table hears and `replay` prints names him too.
    let session = file::parse(&text).unwrap();
    let said = words::round(session.engine(), &session.engine().rounds()[3]);
    assert!(said.contains("damit verliert Carl die erste Hälfte"), "{said}");
    assert!(!said.contains("verliert Anna"), "{said}");
}

#[test]
fn a_round_that_leaves_two_holders_goes_on_with_everyone_throwing() {
    // RULES.md 4, keep-playing: "every player of the part throws in every round until the part
    // ends, whether he holds discs or not." Carl wins: Anna, holding nothing, loses; Carl puts 5
    // of his 11 out of play; Ben and Carl still hold discs, so the half goes on, Anna starting.
    let mut events = stock_emptied();
    events.push(round_of(&[("Ben", (6, 5, 3)), ("Carl", (1, 1, 5)), ("Anna", (4, 2, 1))]));
    let v = replay(&custom("theimann-altstadt", "free_players: KeepPlaying", P, &events.join(",\n")));
    assert_outcome(&v, 3, "Carl", "Anna", 5, "discard");
    assert_eq!(v["games"][0]["half1"], serde_json::Value::Null);
    assert_eq!(v["next"]["starter"], "Anna");
    assert_eq!(v["next"]["players"], serde_json::json!(["Anna", "Ben", "Carl"]));
}

#[test]
fn after_a_lustwurf_disc_the_first_holder_after_the_giver_starts_also_under_keep_playing() {
    // RULES.md 7: "If the giver was the next round's starter and now holds none, the first player
    // after him in seat order who holds discs starts." The sentence speaks of holding, not of
    // being free, so keep-playing does not change it: Ben, next to start, gives his last disc to
    // Anna (a tie with Carl at 1: "the first of them in the next round's throwing order"); Carl,
    // the first after him holding discs, starts, and all three throw.
    let mut events = stock_emptied_evenly();
    events.push("Penalty(player: \"Anna\", kind: Lustwurf)".into());
    let knobs = "lustwurf: true, lustwurf_penalty: Disc, free_players: KeepPlaying";
    let v = replay(&custom("theimann-altstadt", knobs, P, &events.join(",\n")));
    assert_eq!(v["lustwurf_discs"][0]["from"], "Ben", "{v:#}");
    assert_eq!(v["next"]["starter"], "Carl");
    assert_eq!(v["next"]["players"], serde_json::json!(["Carl", "Anna", "Ben"]));
    assert_eq!(v["games"][0]["half1"], serde_json::Value::Null, "Anna and Carl hold discs");
}

/// Half 1 of Theimann Altstadt (Ablegen) under keep-playing until Ben and Carl hold 1 disc each,
/// Anna none, the stock is empty and Ben starts the next round.
fn stock_emptied_evenly() -> Vec<String> {
    vec![
        "Starter(\"Anna\")".into(),
        round_of(&[("Anna", (1, 1, 6)), ("Ben", (6, 5, 3)), ("Carl", (4, 2, 1))]),
        round_of(&[("Carl", (1, 1, 6)), ("Anna", (6, 5, 3)), ("Ben", (4, 2, 1))]),
        // Ben 6, Carl 6, 1 left: Carl takes it.
        round_of(&[("Ben", (1, 1, 6)), ("Carl", (4, 2, 1)), ("Anna", (6, 5, 3))]),
        // Carl puts 6 of his 7 out of play, Ben 5 of his 6; then Anna, holding none, wins nothing.
        round_of(&[("Carl", (1, 1, 6)), ("Anna", (6, 5, 3)), ("Ben", (4, 2, 1))]),
        round_of(&[("Ben", (1, 1, 5)), ("Carl", (6, 5, 3)), ("Anna", (4, 2, 1))]),
        round_of(&[("Anna", (1, 1, 6)), ("Ben", (4, 2, 1)), ("Carl", (6, 5, 3))]),
    ]
}

#[test]
fn after_sudden_a_throw_over_the_limit_moves_no_disc() {
    // TOURNAMENT.md 3: "every round of a half or final of that table is decided alone: its loser
    // loses the part at once, no discs move". `over_limit_disc` moves discs too, so after `Sudden`
    // a throw over the limit costs none: Ben's third throw against Anna's one is over the limit,
    // his Hausnummer loses the half, and the stock keeps all 13.
    let events = format!(
        "Starter(\"Anna\"), Sudden, Round([{}, Throw(player: \"Ben\", dice: (4, 2, 1), throws: 3), {}])",
        throw("Anna", (6, 5, 3)),
        throw("Carl", (6, 6, 5)),
    );
    let v = replay(&custom("kalk", "over_limit_disc: true", P, &events));
    assert_outcome(&v, 0, "Carl", "Ben", 0, "sudden");
    assert_eq!(round(&v, 0)["violations"], serde_json::json!(["Ben"]));
    assert_eq!(round(&v, 0).get("penalty_discs"), None, "{v:#}");
    assert_eq!(round(&v, 0)["stock"], 13);
    assert_eq!(v["games"][0]["half1"], "Ben");
}
