//! Preset `grundregeln` (seed 004): 15 discs, a single half per game, 1-x-x Schocks, Hausnummern
//! by sum, agreed knobs (general_value, streets, equal_throws).

use crate::support::*;
use serde_json::json;

const P: &[&str] = &["Anna", "Ben", "Carl"];

#[test]
fn one_plus_pair_schock_and_fifteen_discs() {
    // Section 2: one-plus-pair → 1-5-5 is Schock 5, 1-1-5 a Hausnummer (sum 7) below 6-4-2 (12).
    // Anna wins 5 discs from a stock of 15 → 10 left; Ben loses and starts next.
    let v = replay(&session(
        "grundregeln",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 5, 5), throws: 1),
            Throw(player: "Ben", dice: (1, 1, 5), throws: 1),
            Throw(player: "Carl", dice: (6, 4, 2), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Anna", "Ben", 5, "stock");
    assert_has(round(&v, 0), json!({"holdings": {"Anna": 0, "Ben": 5, "Carl": 0}, "stock": 10}));
    assert_eq!(v["next"]["players"], json!(["Ben", "Carl", "Anna"]));
}

#[test]
fn without_jule_1_2_4_sums_to_seven() {
    // Section 9: jule = no; 1-2-4 is a Hausnummer with sum 7, the lowest here → Anna loses;
    // Ben's 6-6-5 (17) beats Carl's 6-5-5 (16): 1 disc.
    let v = replay(&session(
        "grundregeln",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 2, 4), throws: 1),
            Throw(player: "Ben", dice: (6, 6, 5), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 5), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Ben", "Anna", 1, "stock");
}

#[test]
fn agreed_defaults_equal_streets_and_general_worth_three() {
    // Section 9: the agreed knobs default to the first value listed: general_value three, streets
    // equal, equal_throws later-worse. Carl's General wins 3 discs; Anna's 4-5-6 and Ben's
    // 1-2-3 are equal Straßen, Ben's is later → Ben loses.
    let v = replay(&session(
        "grundregeln",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (4, 5, 6), throws: 1),
            Throw(player: "Ben", dice: (1, 2, 3), throws: 1),
            Throw(player: "Carl", dice: (6, 6, 6), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Carl", "Ben", 3, "stock");
    assert_eq!(round(&v, 0)["stock"], 12);
}

#[test]
fn equal_sums_are_equal_throws() {
    // Section 2 (house_numbers = sum): 6-2-1 and 5-3-1 both sum 9 → equal; later is worse → Ben.
    // Carl's 4-4-2 (10) wins 1 disc.
    let v = replay(&session(
        "grundregeln",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (6, 2, 1), throws: 1),
            Throw(player: "Ben", dice: (5, 3, 1), throws: 1),
            Throw(player: "Carl", dice: (4, 4, 2), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Carl", "Ben", 1, "stock");
}

#[test]
fn a_single_half_is_the_game() {
    // Section 6 (structure = single): the half's loser lost the game: one mark, no half 2, no
    // final. 1-1-1 is a Schock-Out under every shape: Carl (sum 13 < 14) takes all 15 discs.
    // next_game_starter = loser.
    let v = replay(&session(
        "grundregeln",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 1), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 3), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 2), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Anna", "Carl", 15, "all");
    assert_eq!(
        v["games"],
        json!([{"number": 1, "half1": "Carl", "half2": null, "final": null, "durchmarsch": false, "loser": "Carl"}])
    );
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 0, "Carl": 1}));
    assert_eq!(
        v["next"],
        json!({"game": 2, "part": "half1", "starter": "Carl", "players": ["Carl", "Anna", "Ben"], "awaiting": "round"})
    );
}
