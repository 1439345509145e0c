//! RULES.md 2–9, the seven house rules: what each knob changes, worked out by hand from the text.

use crate::support::*;
use schocken_core::session::file::{EventProblem, LoadError};
use schocken_core::session::refusal::Refusal;

const P: &[&str] = &["Anna", "Ben", "Carl"];

fn throw(player: &str, dice: (u8, u8, u8), throws: u8, hand: Option<bool>) -> String {
    let hand = hand.map_or(String::new(), |h| format!(", hand: {h}"));
    format!("Throw(player: \"{player}\", dice: ({}, {}, {}), throws: {throws}{hand})", dice.0, dice.1, dice.2)
}

#[test]
fn hand_only_specials_makes_assembled_specials_house_numbers() {
    // RULES.md 2: assembled 6-6-6 is the Hausnummer 666, assembled 1-2-3 the Hausnummer 321; the
    // Straße from the hand wins. Without the knob Anna's General would.
    let round = format!(
        "Starter(\"Anna\"), Round([{}, {}, {}])",
        throw("Anna", (6, 6, 6), 3, Some(false)),
        throw("Ben", (4, 5, 6), 1, None),
        throw("Carl", (3, 2, 1), 2, Some(false)),
    );
    let v = replay(&custom("main-taunus", "hand_only: Specials", P, &round));
    assert_outcome(&v, 0, "Ben", "Carl", 2, "stock");
    let v = replay(&custom("main-taunus", "", P, &round));
    assert_outcome(&v, 0, "Anna", "Carl", 3, "stock");
    // A Schock counts assembled under every value.
    let round = format!(
        "Starter(\"Anna\"), Round([{}, {}, {}])",
        throw("Anna", (4, 1, 1), 3, Some(false)),
        throw("Ben", (4, 5, 6), 1, None),
        throw("Carl", (6, 5, 3), 1, None),
    );
    assert_outcome(&replay(&custom("main-taunus", "hand_only: Specials", P, &round)), 0, "Anna", "Carl", 4, "stock");
}

#[test]
fn siebener_and_achter_rank_by_their_discs_and_leave_a_schock_alone() {
    // Siebener 9 > Achter 8 > Jule 7: Carl's 1-2-2 wins 9 discs, Anna's Jule is the worst.
    let round = format!(
        "Starter(\"Anna\"), Round([{}, {}, {}])",
        throw("Anna", (1, 2, 4), 1, None),
        throw("Ben", (1, 3, 3), 1, None),
        throw("Carl", (1, 2, 2), 1, None),
    );
    assert_outcome(&replay(&custom("main-taunus", "siebener: 9, achter: 8", P, &round)), 0, "Carl", "Anna", 9, "stock");
    // Under one-plus-pair 1-2-2 is Schock 2, whatever `siebener` says.
    let round = format!(
        "Starter(\"Anna\"), Round([{}, {}])",
        throw("Anna", (1, 2, 2), 1, None),
        throw("Ben", (6, 5, 3), 1, None)
    );
    assert_outcome(
        &replay(&custom("grundregeln", "siebener: 9", &["Anna", "Ben"], &round)),
        0,
        "Anna",
        "Ben",
        2,
        "stock",
    );
    // A number it does not take is named with those it does.
    assert!(matches!(load_error(&custom("kalk", "achter: 9", P, "")), LoadError::BadKnob { .. }));
}

#[test]
fn over_limit_disc_refuses_an_assembled_first_throw_and_the_other_rule_for_the_same_offence() {
    let knobs = "too_many_throws_loses: false, over_limit_disc: true";
    let entries = format!(
        "Starter(\"Anna\"), Round([{}, {}, {}])",
        throw("Anna", (6, 5, 4), 2, Some(false)),
        throw("Ben", (6, 6, 5), 3, Some(false)),
        throw("Carl", (6, 5, 3), 1, None),
    );
    assert_eq!(problem(&custom("obertiefenbach", knobs, P, &entries)), (1, EventProblem::OverLimitAssembled));
    // Without `hand` the throw over the limit is from the hand: it counts as one throw.
    let entries = entries.replace(", hand: false)", ")");
    let v = replay(&custom("obertiefenbach", knobs, P, &entries));
    assert_eq!(round_count(&v), 1);
    assert_eq!(round(&v, 0)["violations"], serde_json::json!(["Ben"]));
    assert_eq!(round(&v, 0)["penalty_discs"], serde_json::json!({ "Ben": 1 }));
    assert!(matches!(load_error(&custom("main-taunus", "over_limit_disc: true", P, "")), LoadError::Rules(_)));
}

#[test]
fn a_lustwurf_disc_begins_the_game_and_owes_no_mark() {
    let events = "Starter(\"Anna\"), Penalty(player: \"Ben\", kind: Lustwurf)";
    let v = replay(&custom("dohren", "lustwurf_penalty: Disc", P, events));
    assert_eq!(v["tallies"]["Ben"], 0);
    assert_eq!(v["games"].as_array().map(Vec::len), Some(1), "the game has begun");
    assert_eq!(
        v["lustwurf_discs"],
        serde_json::json!([{ "player": "Ben", "from": "stock", "game": 1, "part": "half1" }])
    );
    let seats = format!("{events}, Seats([\"Anna\", \"Ben\"])");
    assert_eq!(refusal(&custom("dohren", "lustwurf_penalty: Disc", P, &seats)), (2, Refusal::SeatsMidGame));
    // With a mark, as before: any player of the session, a tally mark, no game begun.
    let v = replay(&custom("dohren", "", P, events));
    assert_eq!((v["tallies"]["Ben"].as_u64(), v["games"].as_array().map(Vec::len)), (Some(1), Some(0)));
}
