//! Rule overrides in the session file (FORMAT.md `rules: (preset: "ID", knob: Value, ...)`):
//! any knob of RULES.md can differ from the preset; `rules` still names the preset.

use crate::support::*;
use serde_json::json;

const P: &[&str] = &["Anna", "Ben", "Carl"];

/// Main-Taunus game 1 where Carl loses half 1 and half 2 (Durchmarsch).
const CARL_TWICE: &str = r#"
        Starter("Anna"),
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
"#;

#[test]
fn kalk_with_fifteen_discs() {
    // FORMAT.md example `rules: (preset: "kalk", discs: 15)`: 15 - 4 = 11 left; rules is "kalk".
    let v = replay(&custom(
        "kalk",
        "discs: 15",
        P,
        r#"
        Round([
            Throw(player: "Anna", dice: (1, 1, 4), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 4), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 3), throws: 1),
        ]),
        "#,
    ));
    assert_eq!(v["rules"], "kalk");
    assert_outcome(&v, 0, "Anna", "Carl", 4, "stock");
    assert_eq!(round(&v, 0)["stock"], 11);
}

#[test]
fn three_discs_end_a_half_in_one_round() {
    // Section 9: discs from 3 to 30. With 3 discs a Schock 6 takes min(6, 3) = 3: the stock is
    // empty, Anna holds none → Ben lost half 1 (section 4).
    let v = replay(&custom(
        "main-taunus",
        "discs: 3",
        &["Anna", "Ben"],
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 6), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 4), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Anna", "Ben", 3, "stock");
    assert_eq!(v["games"][0]["half1"], "Ben");
}

#[test]
fn grundregeln_agreed_roll_off() {
    // Section 9: grundregeln's equal_throws is agreed (later-worse / roll-off). With roll-off, the
    // equal sums 9 of Ben and Carl are a bottom tie; Carl rolls lower and loses Anna's General (3).
    let events = r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (6, 6, 6), throws: 1),
            Throw(player: "Ben", dice: (6, 2, 1), throws: 1),
            Throw(player: "Carl", dice: (5, 3, 1), throws: 1),
        ]),
    "#;
    let v = replay(&custom("grundregeln", "equal_throws: RollOff", P, events));
    assert_eq!(v["next"]["tied"], json!(["Ben", "Carl"]));
    let v = replay(&custom(
        "grundregeln",
        "equal_throws: RollOff",
        P,
        &format!("{events}        RollOff([(\"Ben\", 10), (\"Carl\", 4)]),"),
    ));
    assert_outcome(&v, 0, "Anna", "Carl", 3, "stock");
}

#[test]
fn main_taunus_without_jule() {
    // jule: false → 4-2-1 is the worst Hausnummer here (421 < 431 < 653).
    let v = replay(&custom(
        "main-taunus",
        "jule: false",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (4, 2, 1), throws: 1),
            Throw(player: "Ben", dice: (4, 3, 1), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 3), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Carl", "Anna", 1, "stock");
}

#[test]
fn main_taunus_with_voluntary_take() {
    // voluntary_take: true → Ben may take the General's 3 discs instead of throwing.
    let v = replay(&custom(
        "main-taunus",
        "voluntary_take: true",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (2, 2, 2), throws: 1),
            Take(player: "Ben"),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Anna", "Ben", 3, "stock");
    assert_eq!(round(&v, 0)["order"], json!(["Anna", "Ben"]));
}

#[test]
fn kalk_with_dropped_dice_and_lustwurf() {
    // dropped_dice: Round and lustwurf: true on Kalk: each costs one mark, nothing else.
    let v = replay(&custom(
        "kalk",
        "dropped_dice: Round, lustwurf: true",
        P,
        r#"
        Penalty(player: "Ben", kind: DroppedDice),
        Penalty(player: "Ben", kind: DroppedDice),
        Penalty(player: "Carl", kind: Lustwurf),
        "#,
    ));
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 2, "Carl": 1}));
    assert_eq!(v["next"]["part"], "half1");
}

#[test]
fn main_taunus_rotating_the_next_game() {
    // next_game_starter: Rotate → Anna opened game 1's half 1, so Ben opens game 2 (not Carl, the
    // loser).
    let v = replay(&custom("main-taunus", "next_game_starter: Rotate", P, CARL_TWICE));
    assert_eq!(v["games"][0]["loser"], "Carl");
    assert_eq!(
        v["next"],
        json!({"game": 2, "part": "half1", "starter": "Ben", "players": ["Ben", "Carl", "Anna"], "awaiting": "round"})
    );
    // The preset itself: the loser starts.
    let v = replay(&session("main-taunus", P, CARL_TWICE));
    assert_eq!(v["next"]["starter"], "Carl");
}

#[test]
fn main_taunus_with_one_plus_pair_schocks() {
    // schock_shape: OnePlusPair → 1-5-5 is Schock 5, 1-1-5 the Hausnummer 511 (< 653).
    let v = replay(&custom(
        "main-taunus",
        "schock_shape: OnePlusPair",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 5, 5), throws: 1),
            Throw(player: "Ben", dice: (1, 1, 5), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 3), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Anna", "Ben", 5, "stock");
}

#[test]
fn main_taunus_with_house_numbers_by_sum() {
    // house_numbers: Sum → Anna's 6-5-1 (12) is below Ben's 5-5-3 (13); by digits (651 > 553) Ben
    // would lose.
    let rules_round = r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (6, 5, 1), throws: 1),
            Throw(player: "Ben", dice: (5, 5, 3), throws: 1),
            Throw(player: "Carl", dice: (1, 1, 3), throws: 1),
        ]),
    "#;
    let v = replay(&custom("main-taunus", "house_numbers: Sum", P, rules_round));
    assert_outcome(&v, 0, "Carl", "Anna", 3, "stock");
    let v = replay(&session("main-taunus", P, rules_round));
    assert_outcome(&v, 0, "Carl", "Ben", 3, "stock");
}

#[test]
fn main_taunus_final_started_by_the_half1_loser() {
    // final_starter: Half1Loser. Carl lost half 1, Ben half 2 → Carl opens the final.
    let v = replay(&custom(
        "main-taunus",
        "final_starter: Half1Loser",
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
        "#,
    ));
    assert_eq!(
        v["next"],
        json!({"game": 1, "part": "final", "starter": "Carl", "players": ["Carl", "Ben"], "awaiting": "round"})
    );
}

#[test]
fn main_taunus_later_worse_instead_of_roll_off() {
    // equal_throws: LaterWorse → the equal bottom throws need no roll-off, the later (Carl) loses.
    let v = replay(&custom(
        "main-taunus",
        "equal_throws: LaterWorse",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 3), throws: 1),
            Throw(player: "Ben", dice: (5, 4, 2), throws: 1),
            Throw(player: "Carl", dice: (4, 5, 2), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Anna", "Carl", 3, "stock");
}

#[test]
fn main_taunus_with_fewer_throws_winning() {
    // fewer_throws_win: true → Anna's General 4 in two throws is below Ben's in one: no tie, no
    // roll-off; Anna loses Carl's Schock 3.
    let v = replay(&custom(
        "main-taunus",
        "fewer_throws_win: true",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (4, 4, 4), throws: 2),
            Throw(player: "Ben", dice: (4, 4, 4), throws: 1),
            Throw(player: "Carl", dice: (1, 1, 3), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Carl", "Anna", 3, "stock");
}

#[test]
fn main_taunus_with_hand_beating_assembled() {
    // hand_beats_assembled: true → Ben's assembled General 4 is below Anna's from the hand (both two
    // throws): no tie; Ben loses.
    let v = replay(&custom(
        "main-taunus",
        "hand_beats_assembled: true",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (4, 4, 4), throws: 2, hand: true),
            Throw(player: "Ben", dice: (4, 4, 4), throws: 2),
            Throw(player: "Carl", dice: (1, 1, 3), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Carl", "Ben", 3, "stock");
}

#[test]
fn kalk_with_schock_two_below_general() {
    // schock_two_below_general: true on Kalk → Ben's General 2 beats Anna's Schock 2 and wins 3.
    let v = replay(&custom(
        "kalk",
        "schock_two_below_general: true",
        P,
        r#"
        Round([
            Throw(player: "Anna", dice: (1, 1, 2), throws: 1),
            Throw(player: "Ben", dice: (2, 2, 2), throws: 1),
            Throw(player: "Carl", dice: (6, 6, 5), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Ben", "Carl", 3, "stock");
}

#[test]
fn kalk_with_tournament_points() {
    // points: Theimann on Kalk → every throw scores its disc value; handschock stays off (no +3),
    // so the points object is present with Schock 4 = 4, Straße 2, Hausnummer 1.
    let v = replay(&custom(
        "kalk",
        "points: Theimann",
        P,
        r#"
        Round([
            Throw(player: "Anna", dice: (1, 1, 4), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 4), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 3), throws: 1),
        ]),
        "#,
    ));
    assert_eq!(v["points"], json!({"Anna": 4, "Ben": 2, "Carl": 1}));
    assert_eq!(v["rules"], "kalk");
}
