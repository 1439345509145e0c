//! Preset `kalk` (seed 003): seat 1 opens, fewer throws win, later is worse, voluntary take,
//! half-1 loser starts the final, the next game rotates.

use crate::support::*;
use serde_json::json;

const P: &[&str] = &["Anna", "Ben", "Carl"];

#[test]
fn seat_one_opens_without_a_starter() {
    // Section 9: opening = first-seat (seat 1 starts), no opening roll to record.
    let v = replay(&session("kalk", P, ""));
    assert_eq!(
        v["next"],
        json!({"game": 1, "part": "half1", "starter": "Anna", "players": ["Anna", "Ben", "Carl"], "awaiting": "round"})
    );
    assert_eq!(v["rules"], "kalk");
    assert_eq!(v["players"], json!(["Anna", "Ben", "Carl"]));
}

#[test]
fn fewer_throws_win_then_later_is_worse() {
    // Section 3: three Generals 4. Ben needed two throws, the others three → Ben wins. Anna and
    // Carl are still equal: later is worse → Carl loses 3 discs.
    let v = replay(&session(
        "kalk",
        P,
        r#"
        Round([
            Throw(player: "Anna", dice: (4, 4, 4), throws: 3),
            Throw(player: "Ben", dice: (4, 4, 4), throws: 2),
            Throw(player: "Carl", dice: (4, 4, 4), throws: 3),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Ben", "Carl", 3, "stock");
}

#[test]
fn all_equal_the_earliest_wins_and_the_last_loses() {
    // Section 3: equal throws, equal counts: later-worse; the earliest equal best throw is the
    // winner → Anna wins, Carl loses 1 disc (Hausnummer).
    let v = replay(&session(
        "kalk",
        P,
        r#"
        Round([
            Throw(player: "Anna", dice: (3, 3, 2), throws: 2),
            Throw(player: "Ben", dice: (2, 3, 3), throws: 2),
            Throw(player: "Carl", dice: (3, 2, 3), throws: 2),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Anna", "Carl", 1, "stock");
}

#[test]
fn a_voluntary_take_ends_the_round() {
    // Section 3 (voluntary_take): Ben takes what the best throw so far is worth (Anna's Schock 5)
    // instead of throwing; he is the loser, Anna the winner, Carl does not act.
    let v = replay(&session(
        "kalk",
        P,
        r#"
        Round([
            Throw(player: "Anna", dice: (1, 1, 5), throws: 1),
            Take(player: "Ben"),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Anna", "Ben", 5, "stock");
    assert_has(
        round(&v, 0),
        json!({"order": ["Anna", "Ben"], "holdings": {"Anna": 0, "Ben": 5, "Carl": 0}, "stock": 8}),
    );
    assert_eq!(v["next"]["players"], json!(["Ben", "Carl", "Anna"]));
}

#[test]
fn a_take_is_worth_the_best_throw_so_far() {
    // Section 3: four players; after a Straße (2) and a General (3), Carl takes 3 discs (the best
    // throw so far is Ben's General). Dora never acts.
    let v = replay(&session(
        "kalk",
        &["Anna", "Ben", "Carl", "Dora"],
        r#"
        Round([
            Throw(player: "Anna", dice: (6, 5, 4), throws: 2),
            Throw(player: "Ben", dice: (3, 3, 3), throws: 1),
            Take(player: "Carl"),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Ben", "Carl", 3, "stock");
    assert_has(round(&v, 0), json!({"order": ["Anna", "Ben", "Carl"], "stock": 10}));
}

#[test]
fn the_final_is_started_by_the_half1_loser() {
    // Section 6 (final_starter = half1-loser): Carl lost half 1, Ben half 2 → Carl opens the final.
    // Carl loses it and the game; next_game_starter = rotate: game 1's half 1 was opened by Anna,
    // so Ben (the next seat) opens game 2, not the loser Carl.
    let v = replay(&session(
        "kalk",
        P,
        r#"
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
        Round([
            Throw(player: "Carl", dice: (6, 5, 2), throws: 1),
            Throw(player: "Ben", dice: (1, 1, 1), throws: 1),
        ]),
        "#,
    ));
    assert_has(
        round(&v, 2),
        json!({"part": "final", "order": ["Carl", "Ben"], "winner": "Ben", "loser": "Carl", "source": "all"}),
    );
    assert_eq!(
        v["games"][0],
        json!({"number": 1, "half1": "Carl", "half2": "Ben", "final": "Carl", "durchmarsch": false, "loser": "Carl"})
    );
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 0, "Carl": 1}));
    assert_eq!(
        v["next"],
        json!({"game": 2, "part": "half1", "starter": "Ben", "players": ["Ben", "Carl", "Anna"], "awaiting": "round"})
    );
}

#[test]
fn the_next_game_rotates_from_the_first_thrower_of_half1() {
    // Section 6 (next_game_starter = rotate): game 1 half 1 opened by Anna → game 2 by Ben;
    // game 2 half 1 opened by Ben → game 3 by Carl — although Anna lost game 2 (Durchmarsch).
    let v = replay(&session(
        "kalk",
        P,
        r#"
        Round([
            Throw(player: "Anna", dice: (1, 1, 1), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 3), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 2), throws: 1),
        ]),
        Round([
            Throw(player: "Carl", dice: (6, 5, 2), throws: 1),
            Throw(player: "Anna", dice: (1, 1, 1), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 3), throws: 1),
        ]),
        Round([
            Throw(player: "Ben", dice: (1, 1, 1), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 3), throws: 1),
            Throw(player: "Anna", dice: (6, 5, 2), throws: 1),
        ]),
        Round([
            Throw(player: "Anna", dice: (6, 5, 2), throws: 1),
            Throw(player: "Ben", dice: (1, 1, 1), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 3), throws: 1),
        ]),
        "#,
    ));
    assert_eq!(round(&v, 2)["order"], json!(["Ben", "Carl", "Anna"]));
    assert_eq!(v["games"][0]["loser"], "Carl");
    assert_eq!(
        v["games"][1],
        json!({"number": 2, "half1": "Anna", "half2": "Anna", "final": null, "durchmarsch": true, "loser": "Anna"})
    );
    assert_eq!(v["tallies"], json!({"Anna": 1, "Ben": 0, "Carl": 1}));
    assert_eq!(
        v["next"],
        json!({"game": 3, "part": "half1", "starter": "Carl", "players": ["Carl", "Anna", "Ben"], "awaiting": "round"})
    );
}
