//! Preset `obertiefenbach` (seed 001): Schock 2 below General, fewer throws and then the hand win,
//! later is worse, too many throws lose, Schock-Out from the hand (agreed).

use crate::support::*;
use serde_json::json;

const P: &[&str] = &["Anna", "Ben", "Carl"];

#[test]
fn schock_two_ranks_between_general_and_street() {
    // Section 2 (schock_two_below_general): Round 1: General 2 beats Schock 2 beats Straße → Ben
    // wins (General = 3 discs), Carl's Straße loses. Round 2: Schock 2 still beats a Straße and a
    // Hausnummer → Carl wins with 2 discs, Ben's 665 loses.
    let v = replay(&session(
        "obertiefenbach",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 2), throws: 1),
            Throw(player: "Ben", dice: (2, 2, 2), throws: 1),
            Throw(player: "Carl", dice: (4, 5, 6), throws: 1),
        ]),
        Round([
            Throw(player: "Carl", dice: (1, 2, 1), throws: 1),
            Throw(player: "Anna", dice: (4, 5, 6), throws: 1),
            Throw(player: "Ben", dice: (6, 6, 5), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Ben", "Carl", 3, "stock");
    assert_outcome(&v, 1, "Carl", "Ben", 2, "stock");
    assert_has(round(&v, 1), json!({"holdings": {"Anna": 0, "Ben": 2, "Carl": 3}, "stock": 8}));
}

#[test]
fn from_the_hand_beats_assembled() {
    // Section 3 step 3 (hand_beats_assembled): all threw twice (limit 2). Anna's and Ben's
    // General 5 are equal but Ben's came from the hand → Anna's is the worst throw even though
    // later-worse would have hit Ben. Carl's General 6 wins: 3 discs.
    let v = replay(&session(
        "obertiefenbach",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (5, 5, 5), throws: 2),
            Throw(player: "Ben", dice: (5, 5, 5), throws: 2, hand: true),
            Throw(player: "Carl", dice: (6, 6, 6), throws: 2),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Carl", "Anna", 3, "stock");
}

#[test]
fn fewer_throws_count_before_the_hand() {
    // Section 3: step 2 (fewer throws) before step 3 (hand). Ben's assembled General 5 in two
    // throws beats both in three → Ben wins. Anna (3, hand) beats Carl (3, assembled) → Carl loses.
    let v = replay(&session(
        "obertiefenbach",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (5, 5, 5), throws: 3, hand: true),
            Throw(player: "Ben", dice: (5, 5, 5), throws: 2),
            Throw(player: "Carl", dice: (5, 5, 5), throws: 3),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Ben", "Carl", 3, "stock");
}

#[test]
fn equal_throws_later_is_worse() {
    // Section 3 step 4 (equal_throws = later-worse): Anna and Ben both 642 in one throw; Ben threw
    // later and loses without a roll-off. Carl's Schock 3 wins: 3 discs.
    let v = replay(&session(
        "obertiefenbach",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (6, 4, 2), throws: 1),
            Throw(player: "Ben", dice: (2, 4, 6), throws: 1),
            Throw(player: "Carl", dice: (1, 1, 3), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Carl", "Ben", 3, "stock");
    assert_eq!(v["next"]["awaiting"], "round");
}

#[test]
fn too_many_throws_lose_the_round() {
    // Section 3 (too_many_throws_loses = yes): limit 2 (Anna). Ben's General in three throws loses
    // outright; of the others Anna's 665 beats Carl's 664 → Anna wins, 1 disc.
    let v = replay(&session(
        "obertiefenbach",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (6, 6, 5), throws: 2),
            Throw(player: "Ben", dice: (2, 2, 2), throws: 3),
            Throw(player: "Carl", dice: (6, 6, 4), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Anna", "Ben", 1, "stock");
    assert_has(round(&v, 0), json!({"violations": ["Ben"], "stock": 12}));
}

#[test]
fn schock_out_from_the_hand_owes_nothing_by_default() {
    // Section 9: schock_out_from_hand_round is "agreed (default no)": the preset alone books no
    // mark for Anna's 1-1-1 from the hand.
    let v = replay(&session(
        "obertiefenbach",
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
    assert_outcome(&v, 0, "Anna", "Carl", 13, "all");
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 0, "Carl": 0}));
}

#[test]
fn schock_out_from_the_hand_owes_a_mark_where_agreed() {
    // Section 7 (schock_out_from_hand_round: true): only a Schock-Out from the hand owes a mark —
    // not a Schock 4 from the hand (round 1), not an assembled Schock-Out (round 2), but Carl's
    // 1-1-1 in one throw (round 3).
    // Round 2: Carl's 652 (two throws) is below Ben's 653, the category decides first: Carl held 4
    // and receives the other 9 discs.
    let v = replay(&custom(
        "obertiefenbach",
        "schock_out_from_hand_round: true",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 4), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 3), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 2), throws: 1),
        ]),
        Round([
            Throw(player: "Carl", dice: (6, 5, 2), throws: 2),
            Throw(player: "Anna", dice: (1, 1, 1), throws: 2),
            Throw(player: "Ben", dice: (6, 5, 3), throws: 1),
        ]),
        Round([
            Throw(player: "Carl", dice: (1, 1, 1), throws: 1),
            Throw(player: "Anna", dice: (6, 5, 3), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 2), throws: 1),
        ]),
        "#,
    ));
    assert_eq!(v["rules"], "obertiefenbach");
    assert_outcome(&v, 0, "Anna", "Carl", 4, "stock");
    assert_outcome(&v, 1, "Anna", "Carl", 9, "all");
    assert_outcome(&v, 2, "Carl", "Ben", 13, "all");
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 0, "Carl": 1}));
    // Half 1 Carl, half 2 Ben: the final is started by the half-2 loser.
    assert_eq!(
        v["next"],
        json!({"game": 1, "part": "final", "starter": "Ben", "players": ["Ben", "Carl"], "awaiting": "round"})
    );
}
