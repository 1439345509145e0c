//! RULES.md section 4: moving discs — the stock, Schock-Out, from-winner, players becoming free,
//! the end of a part.

use crate::support::*;
use serde_json::json;

const P: &[&str] = &["Anna", "Ben", "Carl"];

/// Main-Taunus, three players: after three rounds the stock is empty; Anna holds nothing and is
/// free, Ben holds 7, Carl 6 (section 4).
/// R1: Schock 6 → Carl 6 (stock 7). R2: Schock 6 → Ben 6 (stock 1). R3: Carl's Schock 3 wins, Ben's
/// 652 loses min(3, 1) = 1.
const STOCK_EMPTIED: &str = r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 6), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 3), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 2), throws: 1),
        ]),
        Round([
            Throw(player: "Carl", dice: (1, 1, 6), throws: 1),
            Throw(player: "Anna", dice: (6, 5, 3), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 2), throws: 1),
        ]),
        Round([
            Throw(player: "Ben", dice: (6, 5, 2), throws: 1),
            Throw(player: "Carl", dice: (1, 1, 3), throws: 1),
            Throw(player: "Anna", dice: (2, 2, 2), throws: 1),
        ]),
"#;

#[test]
fn the_stock_gives_at_most_what_is_left() {
    // Section 4: the loser receives min(value, stock).
    let v = replay(&session("main-taunus", P, STOCK_EMPTIED));
    assert_outcome(&v, 0, "Anna", "Carl", 6, "stock");
    assert_outcome(&v, 1, "Carl", "Ben", 6, "stock");
    assert_outcome(&v, 2, "Carl", "Ben", 1, "stock");
    assert_has(round(&v, 2), json!({"holdings": {"Anna": 0, "Ben": 7, "Carl": 6}, "stock": 0}));
    assert_conserved(&v, 13);
}

#[test]
fn a_player_without_discs_is_free_once_the_stock_is_empty() {
    // Section 4: from now on only players holding discs take part: Anna is skipped.
    let v = replay(&session("main-taunus", P, STOCK_EMPTIED));
    assert_eq!(
        v["next"],
        json!({"game": 1, "part": "half1", "starter": "Ben", "players": ["Ben", "Carl"], "awaiting": "round"})
    );
}

#[test]
fn from_the_winner_until_one_player_holds_everything() {
    // Section 4 (empty_stock = from-winner). R4: Ben's Schock 4 wins, Carl receives min(4, 7) = 4
    // from Ben (Ben 3, Carl 10). R5: Ben's Schock 5 wins but he holds only 3: Carl receives
    // min(5, 3) = 3, Ben is free; only Carl holds discs → Carl lost half 1.
    let events = format!(
        "{STOCK_EMPTIED}{}",
        r#"
        Round([
            Throw(player: "Ben", dice: (1, 1, 4), throws: 1),
            Throw(player: "Carl", dice: (6, 4, 2), throws: 1),
        ]),
        Round([
            Throw(player: "Carl", dice: (6, 5, 2), throws: 1),
            Throw(player: "Ben", dice: (1, 1, 5), throws: 1),
        ]),
        "#
    );
    let v = replay(&session("main-taunus", P, &events));
    assert_outcome(&v, 3, "Ben", "Carl", 4, "winner");
    assert_has(
        round(&v, 3),
        json!({"order": ["Ben", "Carl"], "holdings": {"Anna": 0, "Ben": 3, "Carl": 10}, "stock": 0}),
    );
    assert_outcome(&v, 4, "Ben", "Carl", 3, "winner");
    assert_has(
        round(&v, 4),
        json!({"order": ["Carl", "Ben"], "holdings": {"Anna": 0, "Ben": 0, "Carl": 13}, "stock": 0}),
    );
    assert_conserved(&v, 13);
    assert_eq!(v["games"][0]["half1"], "Carl");
    // Half 2: all players again with a full stock, started by the loser of half 1 (section 6).
    assert_eq!(
        v["next"],
        json!({"game": 1, "part": "half2", "starter": "Carl", "players": ["Carl", "Anna", "Ben"], "awaiting": "round"})
    );
}

#[test]
fn the_part_ends_when_the_stock_empties_into_one_player() {
    // Section 4: "The part ends as soon as the stock is empty and at most one player still holds
    // discs." Ben collects 6 + 6 + 1 = 13 from the stock; Anna holds none → Ben lost half 1 without
    // any disc moving from a winner.
    let v = replay(&session(
        "main-taunus",
        &["Anna", "Ben"],
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 6), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 4), throws: 1),
        ]),
        Round([
            Throw(player: "Ben", dice: (6, 5, 3), throws: 1),
            Throw(player: "Anna", dice: (1, 1, 6), throws: 1),
        ]),
        Round([
            Throw(player: "Ben", dice: (6, 5, 3), throws: 1),
            Throw(player: "Anna", dice: (1, 1, 5), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 2, "Anna", "Ben", 1, "stock");
    assert_has(round(&v, 2), json!({"holdings": {"Anna": 0, "Ben": 13}, "stock": 0}));
    assert_eq!(v["games"][0]["half1"], "Ben");
    assert_eq!(
        v["next"],
        json!({"game": 1, "part": "half2", "starter": "Ben", "players": ["Ben", "Anna"], "awaiting": "round"})
    );
}

#[test]
fn schock_out_moves_only_the_discs_that_change_hands() {
    // Section 4: Carl held 3 and Ben 2 of 13 (stock 8); Ben's Schock-Out makes Carl (652 below
    // Anna's 653) the loser: he receives the stock's 8 and Ben's 2 → 10 discs moved, source "all".
    let v = replay(&session(
        "main-taunus",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 3), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 4), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 3), throws: 1),
        ]),
        Round([
            Throw(player: "Carl", dice: (1, 1, 2), throws: 1),
            Throw(player: "Anna", dice: (6, 5, 3), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 2), throws: 1),
        ]),
        Round([
            Throw(player: "Ben", dice: (1, 1, 1), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 2), throws: 1),
            Throw(player: "Anna", dice: (6, 5, 3), throws: 1),
        ]),
        "#,
    ));
    assert_has(round(&v, 1), json!({"holdings": {"Anna": 0, "Ben": 2, "Carl": 3}, "stock": 8}));
    assert_outcome(&v, 2, "Ben", "Carl", 10, "all");
    assert_has(round(&v, 2), json!({"holdings": {"Anna": 0, "Ben": 0, "Carl": 13}, "stock": 0}));
    assert_eq!(v["games"][0]["half1"], "Carl");
}

#[test]
fn schock_out_with_an_empty_stock_takes_every_holding() {
    // Section 4: after STOCK_EMPTIED (Ben 7, Carl 6), Ben's Schock-Out: Carl receives Ben's 7.
    let events = format!(
        "{STOCK_EMPTIED}{}",
        r#"
        Round([
            Throw(player: "Ben", dice: (1, 1, 1), throws: 1),
            Throw(player: "Carl", dice: (6, 6, 6), throws: 1),
        ]),
        "#
    );
    let v = replay(&session("main-taunus", P, &events));
    assert_outcome(&v, 3, "Ben", "Carl", 7, "all");
    assert_has(round(&v, 3), json!({"holdings": {"Anna": 0, "Ben": 0, "Carl": 13}, "stock": 0}));
    assert_eq!(v["games"][0]["half1"], "Carl");
}

#[test]
fn winner_discards_are_out_of_play() {
    // Section 4 (empty_stock = winner-discards, overridden on Main-Taunus): after STOCK_EMPTIED,
    // Ben's Schock 4 wins: he puts 4 of his 7 out of play, Carl keeps 6. Stock + holdings +
    // discarded = 13: 0 + 3 + 6 + 4.
    let events = format!(
        "{STOCK_EMPTIED}{}",
        r#"
        Round([
            Throw(player: "Ben", dice: (1, 1, 4), throws: 1),
            Throw(player: "Carl", dice: (6, 4, 2), throws: 1),
        ]),
        "#
    );
    let v = replay(&custom("main-taunus", "empty_stock: WinnerDiscards", P, &events));
    assert_outcome(&v, 3, "Ben", "Carl", 4, "discard");
    assert_has(round(&v, 3), json!({"holdings": {"Anna": 0, "Ben": 3, "Carl": 6}, "stock": 0}));
}
