//! Preset `theimann-dimmi` (seed 002): no Jule, opening by three dice, Handschock scores points,
//! final starter by roll-off, tournament points.

use crate::support::*;
use schocken_core::session::refusal::Refusal;
use serde_json::json;

const P: &[&str] = &["Anna", "Ben", "Carl"];

#[test]
fn without_jule_1_2_4_is_a_house_number() {
    // Section 9: jule = no → 1-2-4 is the Hausnummer 421 (digits). Ben's 431 wins, Carl's 322 is
    // the worst: 1 disc. Points (section 8): every throw is a Hausnummer, 1 each.
    let v = replay(&session(
        "theimann-dimmi",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (4, 2, 1), throws: 1),
            Throw(player: "Ben", dice: (4, 3, 1), throws: 1),
            Throw(player: "Carl", dice: (3, 2, 2), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Ben", "Carl", 1, "stock");
    assert_eq!(v["points"], json!({"Anna": 1, "Ben": 1, "Carl": 1}));
}

#[test]
fn opening_by_three_dice_waits_for_a_starter() {
    // Section 6 (opening = three-dice): the referee records the opening roll's winner.
    let v = replay(&session("theimann-dimmi", P, ""));
    assert_eq!(v["next"]["awaiting"], "starter");
    assert_eq!(v["next"]["starter"], json!(null));
    assert_eq!(v["points"], json!({"Anna": 0, "Ben": 0, "Carl": 0}), "points are kept from the start");
    let v = replay(&session("theimann-dimmi", P, r#"Starter("Carl"),"#));
    assert_eq!(v["next"]["players"], json!(["Carl", "Anna", "Ben"]));
}

#[test]
fn handschock_scores_three_points_and_no_mark() {
    // Section 7/8 (handschock = points): Anna's Schock 4 from the hand (three throws, hand: true)
    // scores 4 + 3; Ben's assembled Schock 5 scores 5; Carl's Straße from the hand 2 (not a
    // Schock). Ben's Schock 5 wins, Carl loses 5 discs. No tally marks.
    let v = replay(&session(
        "theimann-dimmi",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 4), throws: 3, hand: true),
            Throw(player: "Ben", dice: (1, 1, 5), throws: 2),
            Throw(player: "Carl", dice: (6, 5, 4), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Ben", "Carl", 5, "stock");
    assert_eq!(v["points"], json!({"Anna": 7, "Ben": 5, "Carl": 2}));
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 0, "Carl": 0}));
}

#[test]
fn final_starter_is_decided_by_a_roll_off() {
    // Section 6 (final_starter = roll-off): after half 1 (Carl) and half 2 (Ben) the session
    // waits for a Starter; a Round is refused until then. Once recorded, the final's players sit
    // in seat order from the starter.
    let halves = r#"
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
    "#;
    let v = replay(&session("theimann-dimmi", P, halves));
    assert_eq!(v["next"], json!({"game": 1, "part": "final", "starter": null, "players": null, "awaiting": "starter"}));

    let early = format!(
        "{halves}\n        Round([Throw(player: \"Ben\", dice: (6, 5, 4), throws: 1), Throw(player: \"Carl\", dice: (6, 5, 3), throws: 1)]),"
    );
    assert_eq!(refusal(&session("theimann-dimmi", P, &early)), (3, Refusal::StarterOpen));

    let v = replay(&session("theimann-dimmi", P, &format!("{halves}\n        Starter(\"Carl\"),")));
    assert_eq!(
        v["next"],
        json!({"game": 1, "part": "final", "starter": "Carl", "players": ["Carl", "Ben"], "awaiting": "round"})
    );
}

#[test]
fn a_throw_over_the_limit_is_refused() {
    // Section 3: too_many_throws_loses = no → a throw over the limit is invalid input.
    let (index, r) = refusal(&session(
        "theimann-dimmi",
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
    assert_eq!(index, 1);
    assert!(matches!(r, Refusal::OverLimit { entry: 1, ref name, .. } if name == "Ben"), "{r:?}");
}
