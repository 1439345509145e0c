//! Preset `theimann-altstadt` (seed 002): winner discards (Ablegen) once the stock is empty,
//! Handschock owes a mark, tournament points.

use crate::support::*;
use serde_json::json;

const P: &[&str] = &["Anna", "Ben", "Carl"];

#[test]
fn winner_discards_once_the_stock_is_empty() {
    // Section 4 (empty_stock = winner-discards). Assembled throws (two each), so no Handschock.
    // R1: Schock 6 → Carl 6 (stock 7). R2: Schock 6 → Ben 6 (stock 1). R3: Anna's General wins,
    // Ben's 652 loses: min(3, 1) = 1 from the stock → stock 0, Anna holds none: she is free.
    // R4 (Ben, Carl): Ben's Schock 4 wins, he puts 4 out of play (7 → 3), Carl gets nothing.
    // R5: Carl's Schock 3 wins: he discards 3 (6 → 3). R6: Carl's Schock 5 wins: he discards
    // min(5, 3) = 3 and is free; only Ben holds discs → Ben lost half 1.
    let v = replay(&session(
        "theimann-altstadt",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 6), throws: 2),
            Throw(player: "Ben", dice: (6, 5, 3), throws: 2),
            Throw(player: "Carl", dice: (6, 5, 2), throws: 2),
        ]),
        Round([
            Throw(player: "Carl", dice: (1, 1, 6), throws: 2),
            Throw(player: "Anna", dice: (6, 5, 3), throws: 2),
            Throw(player: "Ben", dice: (6, 5, 2), throws: 2),
        ]),
        Round([
            Throw(player: "Ben", dice: (6, 5, 2), throws: 2),
            Throw(player: "Carl", dice: (6, 5, 3), throws: 2),
            Throw(player: "Anna", dice: (2, 2, 2), throws: 2),
        ]),
        Round([
            Throw(player: "Ben", dice: (1, 1, 4), throws: 2),
            Throw(player: "Carl", dice: (6, 5, 3), throws: 2),
        ]),
        Round([
            Throw(player: "Carl", dice: (1, 1, 3), throws: 2),
            Throw(player: "Ben", dice: (4, 2, 1), throws: 2),
        ]),
        Round([
            Throw(player: "Ben", dice: (6, 5, 2), throws: 2),
            Throw(player: "Carl", dice: (1, 1, 5), throws: 2),
        ]),
        "#,
    ));
    assert_outcome(&v, 2, "Anna", "Ben", 1, "stock");
    assert_has(round(&v, 2), json!({"holdings": {"Anna": 0, "Ben": 7, "Carl": 6}, "stock": 0}));
    assert_outcome(&v, 3, "Ben", "Carl", 4, "discard");
    assert_has(
        round(&v, 3),
        json!({"order": ["Ben", "Carl"], "holdings": {"Anna": 0, "Ben": 3, "Carl": 6}, "stock": 0}),
    );
    assert_outcome(&v, 4, "Carl", "Ben", 3, "discard");
    assert_has(round(&v, 4), json!({"holdings": {"Anna": 0, "Ben": 3, "Carl": 3}}));
    assert_outcome(&v, 5, "Carl", "Ben", 3, "discard");
    assert_has(round(&v, 5), json!({"holdings": {"Anna": 0, "Ben": 3, "Carl": 0}, "stock": 0, "number": 6}));
    assert_eq!(v["games"][0]["half1"], "Ben");
    assert_eq!(
        v["next"],
        json!({"game": 1, "part": "half2", "starter": "Ben", "players": ["Ben", "Carl", "Anna"], "awaiting": "round"})
    );
    // Section 8: only R1–R3 score (R3 emptied the stock): Anna 6+1+3, Ben 1+1+1, Carl 1+6+1.
    assert_eq!(v["points"], json!({"Anna": 10, "Ben": 3, "Carl": 8}));
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 0, "Carl": 0}));
}

#[test]
fn handschock_owes_a_mark_win_or_lose() {
    // Section 7 (handschock = round): a Schock from the hand owes a mark — Anna (three throws,
    // hand: true) and Carl (one throw, although his Schock 2 loses); Ben's assembled Schock 5 owes
    // nothing and wins: Carl takes 5. Points stay the plain disc values (no +3 here).
    let v = replay(&session(
        "theimann-altstadt",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 4), throws: 3, hand: true),
            Throw(player: "Ben", dice: (1, 1, 5), throws: 2),
            Throw(player: "Carl", dice: (2, 1, 1), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Ben", "Carl", 5, "stock");
    assert_eq!(v["tallies"], json!({"Anna": 1, "Ben": 0, "Carl": 1}));
    assert_eq!(v["points"], json!({"Anna": 4, "Ben": 5, "Carl": 2}));
}

#[test]
fn final_starter_by_roll_off_and_game_loser_scores_minus_five() {
    // Section 6 (final_starter = roll-off) and 8. Assembled Schock-Outs (no mark, 13 points each).
    // Half 1: Carl; half 2: Ben; Starter("Ben") for the final; in the final nothing scores;
    // Ben's Schock-Out makes Carl the final's and the game's loser: one mark, -5 points.
    let v = replay(&session(
        "theimann-altstadt",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 1), throws: 2),
            Throw(player: "Ben", dice: (6, 5, 3), throws: 2),
            Throw(player: "Carl", dice: (6, 5, 2), throws: 2),
        ]),
        Round([
            Throw(player: "Carl", dice: (1, 1, 1), throws: 2),
            Throw(player: "Anna", dice: (6, 5, 3), throws: 2),
            Throw(player: "Ben", dice: (6, 5, 2), throws: 2),
        ]),
        Starter("Ben"),
        Round([
            Throw(player: "Ben", dice: (1, 1, 1), throws: 2),
            Throw(player: "Carl", dice: (6, 6, 6), throws: 2),
        ]),
        "#,
    ));
    assert_has(
        round(&v, 2),
        json!({"part": "final", "number": 1, "order": ["Ben", "Carl"], "holdings": {"Anna": 0, "Ben": 0, "Carl": 13}}),
    );
    assert_eq!(
        v["games"][0],
        json!({"number": 1, "half1": "Carl", "half2": "Ben", "final": "Carl", "durchmarsch": false, "loser": "Carl"})
    );
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 0, "Carl": 1}));
    // Anna 13 + 1, Ben 1 + 1, Carl 1 + 13 - 5.
    assert_eq!(v["points"], json!({"Anna": 14, "Ben": 2, "Carl": 9}));
    assert_eq!(v["next"]["starter"], "Carl");
}
