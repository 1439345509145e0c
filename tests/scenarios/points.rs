//! RULES.md section 8: tournament points (points = theimann) and Handschock points.

use crate::support::*;
use serde_json::json;

const P: &[&str] = &["Anna", "Ben", "Carl"];

#[test]
fn every_throw_scores_its_disc_value_while_the_stock_holds_discs() {
    // Section 8: Hausnummer 1, Straße 2, General 3, Schock x = x; Handschock +3 (Dimmi).
    // R1: Anna Schock 4 (two throws) 4, Ben General 3, Carl Straße 2 → Carl loses 4.
    // R2: Carl 653 1, Anna 552 1, Ben Schock 2 from the hand 2 + 3 → Anna (552) loses 2.
    let v = replay(&session(
        "theimann-dimmi",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 4), throws: 2),
            Throw(player: "Ben", dice: (6, 6, 6), throws: 2),
            Throw(player: "Carl", dice: (3, 2, 1), throws: 1),
        ]),
        Round([
            Throw(player: "Carl", dice: (6, 5, 3), throws: 1),
            Throw(player: "Anna", dice: (5, 5, 2), throws: 1),
            Throw(player: "Ben", dice: (1, 1, 2), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Anna", "Carl", 4, "stock");
    assert_outcome(&v, 1, "Ben", "Anna", 2, "stock");
    assert_eq!(v["points"], json!({"Anna": 5, "Ben": 8, "Carl": 3}));
}

#[test]
fn nothing_scores_once_the_stock_is_empty_except_a_handschock() {
    // Section 8: the round that empties the stock still scores (R3); afterwards only the Handschock
    // +3 (R4, Ben's Schock 5 from the hand) is booked.
    // R1: 6 / 2 → Ben 6 (stock 7). R2: 6 / 1 → Anna 6 (stock 1). R3: Anna 3, Ben 3 → Ben +1 (stock 0).
    // R4: Anna receives min(5, 7) = 5 from Ben.
    let v = replay(&session(
        "theimann-dimmi",
        &["Anna", "Ben"],
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 6), throws: 2),
            Throw(player: "Ben", dice: (6, 5, 4), throws: 2),
        ]),
        Round([
            Throw(player: "Ben", dice: (1, 1, 6), throws: 2),
            Throw(player: "Anna", dice: (4, 2, 1), throws: 2),
        ]),
        Round([
            Throw(player: "Anna", dice: (1, 1, 3), throws: 2),
            Throw(player: "Ben", dice: (2, 2, 2), throws: 1),
        ]),
        Round([
            Throw(player: "Ben", dice: (1, 1, 5), throws: 1),
            Throw(player: "Anna", dice: (6, 4, 2), throws: 1),
        ]),
        "#,
    ));
    assert_has(round(&v, 2), json!({"holdings": {"Anna": 6, "Ben": 7}, "stock": 0}));
    assert_outcome(&v, 3, "Ben", "Anna", 5, "winner");
    assert_has(round(&v, 3), json!({"holdings": {"Anna": 11, "Ben": 2}}));
    assert_eq!(v["points"], json!({"Anna": 10, "Ben": 14}));
}

#[test]
fn the_game_loser_scores_minus_five_and_points_may_go_negative() {
    // Section 8: Schock-Out scores `discs` (13), +3 from the hand; Ben's Straßen 2 + 2 - 5 = -1.
    let v = replay(&session(
        "theimann-dimmi",
        &["Anna", "Ben"],
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 1), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 4), throws: 1),
        ]),
        Round([
            Throw(player: "Ben", dice: (6, 5, 4), throws: 1),
            Throw(player: "Anna", dice: (1, 1, 1), throws: 1),
        ]),
        "#,
    ));
    assert_eq!(v["games"][0]["loser"], "Ben");
    assert_eq!(v["points"], json!({"Anna": 32, "Ben": -1}));
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 1}));
}

#[test]
fn the_final_scores_only_handschocks() {
    // Section 8: half 1 and 2 score (Anna 16 + 1, Ben 1 + 1, Carl 1 + 16); in the final only Ben's
    // Schock 4 from the hand scores +3; Ben's assembled Schock-Out scores nothing; Carl loses the
    // game: -5.
    let v = replay(&session(
        "theimann-dimmi",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 1), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 3), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 2), throws: 1),
        ]),
        Round([
            Throw(player: "Carl", dice: (1, 1, 1), throws: 1),
            Throw(player: "Anna", dice: (6, 5, 3), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 2), throws: 1),
        ]),
        Starter("Ben"),
        Round([
            Throw(player: "Ben", dice: (1, 1, 4), throws: 1),
            Throw(player: "Carl", dice: (6, 6, 6), throws: 1),
        ]),
        Round([
            Throw(player: "Carl", dice: (6, 5, 2), throws: 2),
            Throw(player: "Ben", dice: (1, 1, 1), throws: 2),
        ]),
        "#,
    ));
    assert_outcome(&v, 2, "Ben", "Carl", 4, "stock");
    assert_outcome(&v, 3, "Ben", "Carl", 9, "all");
    assert_eq!(v["games"][0]["loser"], "Carl");
    assert_eq!(v["points"], json!({"Anna": 17, "Ben": 5, "Carl": 12}));
}

#[test]
fn a_throw_over_the_limit_still_scores_its_value() {
    // Section 8 with too_many_throws_loses agreed on Dimmi: Ben's Schock 6 in two throws (limit 1)
    // loses outright but scores 6; Carl's General wins (3 discs).
    let v = replay(&custom(
        "theimann-dimmi",
        "too_many_throws_loses: true",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (6, 5, 4), throws: 1),
            Throw(player: "Ben", dice: (1, 1, 6), throws: 2),
            Throw(player: "Carl", dice: (3, 3, 3), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Carl", "Ben", 3, "stock");
    assert_eq!(round(&v, 0)["violations"], json!(["Ben"]));
    assert_eq!(v["points"], json!({"Anna": 2, "Ben": 6, "Carl": 3}));
}

#[test]
fn handschock_points_without_tournament_points() {
    // Section 8: handschock = points scores +3 also without points = theimann; then throws score
    // nothing and the game's loser gets no -5, but points are reported (FORMAT.md).
    let v = replay(&custom(
        "main-taunus",
        "handschock: Points",
        &["Anna", "Ben"],
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 1), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 4), throws: 1),
        ]),
        Round([
            Throw(player: "Ben", dice: (6, 5, 4), throws: 1),
            Throw(player: "Anna", dice: (1, 1, 1), throws: 1),
        ]),
        "#,
    ));
    assert_eq!(v["games"][0]["loser"], "Ben");
    assert_eq!(v["points"], json!({"Anna": 6, "Ben": 0}));
}

#[test]
fn points_follow_the_knobs_for_disc_values() {
    // Section 8: "every player scores the disc value of his own throw" — with general_value = pips
    // a General 5 scores 5; with jule a Jule scores 7; a Schock-Out scores `discs` (15 here).
    let v = replay(&custom(
        "theimann-dimmi",
        "general_value: Pips, jule: true, discs: 15",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (5, 5, 5), throws: 1),
            Throw(player: "Ben", dice: (4, 2, 1), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 2), throws: 1),
        ]),
        Round([
            Throw(player: "Carl", dice: (1, 1, 1), throws: 2),
            Throw(player: "Anna", dice: (6, 5, 3), throws: 2),
            Throw(player: "Ben", dice: (6, 5, 2), throws: 2),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Ben", "Carl", 7, "stock");
    assert_eq!(round(&v, 0)["stock"], 8);
    assert_outcome(&v, 1, "Carl", "Ben", 15, "all");
    // Anna 5 + 1, Ben 7 + 1, Carl 1 + 15.
    assert_eq!(v["points"], json!({"Anna": 6, "Ben": 8, "Carl": 16}));
}
