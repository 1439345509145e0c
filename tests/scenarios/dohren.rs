//! Preset `dohren` (seed 004): Jule with 1-x-x Schocks, dropped dice cost a round, Lustwurf,
//! 15 discs, single half, agreed general_value and streets.

use crate::support::*;
use serde_json::json;

const P: &[&str] = &["Anna", "Ben", "Carl"];

#[test]
fn jule_beats_schock_six_of_one_plus_pair() {
    // Section 2: Jule (7) > Schock 6 (1-6-6) > General 5 → Ben wins 7 discs, Carl loses;
    // 15 - 7 = 8 left.
    let v = replay(&session(
        "dohren",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 6, 6), throws: 1),
            Throw(player: "Ben", dice: (4, 2, 1), throws: 1),
            Throw(player: "Carl", dice: (5, 5, 5), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Ben", "Carl", 7, "stock");
    assert_eq!(round(&v, 0)["stock"], 8);
}

#[test]
fn dropped_dice_cost_one_mark_each_and_never_the_half() {
    // Section 7 (dropped_dice = round): one mark per drop; a second drop in the same half does not
    // lose it (that is round-then-part). The half goes on.
    let v = replay(&session(
        "dohren",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 6, 6), throws: 1),
            Throw(player: "Ben", dice: (6, 4, 3), throws: 1),
            Throw(player: "Carl", dice: (6, 4, 2), throws: 1),
        ]),
        Penalty(player: "Ben", kind: DroppedDice),
        Penalty(player: "Ben", kind: DroppedDice),
        "#,
    ));
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 2, "Carl": 0}));
    assert_eq!(round_count(&v), 1);
    assert_eq!(v["games"][0]["half1"], json!(null));
    assert_eq!(
        v["next"],
        json!({"game": 1, "part": "half1", "starter": "Carl", "players": ["Carl", "Anna", "Ben"], "awaiting": "round"})
    );
}

#[test]
fn lustwurf_costs_a_mark_and_changes_nothing_else() {
    // Section 7 (lustwurf): one mark; the throw does not count — the round state is untouched.
    let v = replay(&session(
        "dohren",
        P,
        r#"
        Starter("Anna"),
        Penalty(player: "Carl", kind: Lustwurf),
        "#,
    ));
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 0, "Carl": 1}));
    assert_eq!(
        v["next"],
        json!({"game": 1, "part": "half1", "starter": "Anna", "players": ["Anna", "Ben", "Carl"], "awaiting": "round"})
    );
}

#[test]
fn agreed_small_and_large_streets_and_generals_by_pips() {
    // Section 9 agreed knobs set in the file: 2-3-4 is a Hausnummer (sum 9) under small-and-large,
    // 1-2-3 the small Straße; General 4 is worth 4 discs with general_value = pips.
    let v = replay(&custom(
        "dohren",
        "streets: SmallAndLarge, general_value: Pips",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (2, 3, 4), throws: 1),
            Throw(player: "Ben", dice: (1, 2, 3), throws: 1),
            Throw(player: "Carl", dice: (4, 4, 4), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Carl", "Anna", 4, "stock");
    assert_eq!(round(&v, 0)["stock"], 11);
    assert_eq!(v["rules"], "dohren");
}

#[test]
fn the_single_half_loser_loses_the_game_and_starts_the_next() {
    // Section 4/6: Anna receives all 15 discs by Carl's Schock-Out → she lost the half, which is the
    // game (structure = single); next_game_starter = loser.
    let v = replay(&session(
        "dohren",
        P,
        r#"
        Starter("Carl"),
        Round([
            Throw(player: "Carl", dice: (1, 1, 1), throws: 1),
            Throw(player: "Anna", dice: (6, 5, 2), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 3), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Carl", "Anna", 15, "all");
    assert_eq!(
        v["games"][0],
        json!({"number": 1, "half1": "Anna", "half2": null, "final": null, "durchmarsch": false, "loser": "Anna"})
    );
    assert_eq!(v["tallies"], json!({"Anna": 1, "Ben": 0, "Carl": 0}));
    assert_eq!(
        v["next"],
        json!({"game": 2, "part": "half1", "starter": "Anna", "players": ["Anna", "Ben", "Carl"], "awaiting": "round"})
    );
}
