//! RULES.md section 5 (equal_throws = roll-off, Main-Taunus): ties by roll-off at the bottom,
//! repeated ties, the top once discs come from the winner, everybody tied.

use crate::support::*;
use serde_json::json;

const P: &[&str] = &["Anna", "Ben", "Carl"];

/// A bottom tie: Ben's and Carl's 542 are the worst throws (Anna's Schock 3 wins).
const BOTTOM_TIE: &str = r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 3), throws: 1),
            Throw(player: "Ben", dice: (5, 4, 2), throws: 1),
            Throw(player: "Carl", dice: (4, 5, 2), throws: 1),
        ]),
"#;

/// After three rounds the stock is empty and all three hold discs: Anna 1, Ben 6, Carl 6.
/// R1: Carl +6 (stock 7), R2: Ben +6 (stock 1), R3: Anna's 652 loses min(2, 1) = 1.
const ALL_HOLD: &str = r#"
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
            Throw(player: "Ben", dice: (1, 1, 2), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 3), throws: 1),
            Throw(player: "Anna", dice: (6, 5, 2), throws: 1),
        ]),
"#;

fn main_taunus(events: &str) -> serde_json::Value {
    replay(&session("main-taunus", P, events))
}

#[test]
fn a_bottom_tie_waits_for_a_roll_off() {
    // Section 5: the tie at the bottom must be settled before discs move: the round is not resolved
    // yet; next names the tied players in throwing order, starter and players are null.
    let v = main_taunus(BOTTOM_TIE);
    assert_eq!(round_count(&v), 0);
    assert_eq!(
        v["next"],
        json!({"game": 1, "part": "half1", "starter": null, "players": null, "awaiting": "roll-off", "tied": ["Ben", "Carl"]})
    );
}

#[test]
fn the_lowest_roll_off_sum_loses() {
    // Section 5: lowest sum loses. Ben 6 < Carl 11 → Ben receives Anna's Schock 3.
    let v = main_taunus(&format!("{BOTTOM_TIE}        RollOff([(\"Carl\", 11), (\"Ben\", 6)]),"));
    assert_outcome(&v, 0, "Anna", "Ben", 3, "stock");
    assert_has(
        round(&v, 0),
        json!({"order": ["Anna", "Ben", "Carl"], "holdings": {"Anna": 0, "Ben": 3, "Carl": 0}, "stock": 10}),
    );
    assert_eq!(
        v["next"],
        json!({"game": 1, "part": "half1", "starter": "Ben", "players": ["Ben", "Carl", "Anna"], "awaiting": "round"})
    );
    assert!(v["next"].get("tied").is_none(), "tied is present only while a roll-off is awaited");
}

#[test]
fn players_still_tied_roll_off_again() {
    // Section 5: "players still tied roll off again".
    let once = format!("{BOTTOM_TIE}        RollOff([(\"Ben\", 8), (\"Carl\", 8)]),");
    let v = main_taunus(&once);
    assert_eq!(v["next"]["awaiting"], "roll-off");
    assert_eq!(v["next"]["tied"], json!(["Ben", "Carl"]));
    assert_eq!(round_count(&v), 0);

    let v = main_taunus(&format!("{once}\n        RollOff([(\"Ben\", 9), (\"Carl\", 7)]),"));
    assert_outcome(&v, 0, "Anna", "Carl", 3, "stock");
}

#[test]
fn an_equal_top_with_stock_left_needs_no_roll_off() {
    // Section 3/5: with discs still in the stock only the bottom is rolled off; of equal best
    // throws the earliest is named winner (Anna). Carl's Hausnummer loses 3.
    let v = main_taunus(
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (4, 4, 4), throws: 1),
            Throw(player: "Ben", dice: (4, 4, 4), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 3), throws: 1),
        ]),
        "#,
    );
    assert_outcome(&v, 0, "Anna", "Carl", 3, "stock");
    assert_eq!(v["next"]["awaiting"], "round");
}

#[test]
fn an_equal_top_is_rolled_off_when_discs_come_from_the_winner() {
    // Section 5: stock empty (from-winner) → the top tie Ben/Carl is settled by roll-off, the
    // highest sum wins: Carl (12). Anna's Hausnummer receives min(3, 6) = 3 from Carl.
    let v = main_taunus(&format!(
        "{ALL_HOLD}{}",
        r#"
        Round([
            Throw(player: "Anna", dice: (6, 4, 2), throws: 1),
            Throw(player: "Ben", dice: (4, 4, 4), throws: 1),
            Throw(player: "Carl", dice: (4, 4, 4), throws: 1),
        ]),
        "#
    ));
    assert_has(round(&v, 2), json!({"holdings": {"Anna": 1, "Ben": 6, "Carl": 6}, "stock": 0}));
    assert_eq!(round_count(&v), 3, "the fourth round waits for the roll-off");
    assert_eq!(v["next"]["awaiting"], "roll-off");
    assert_eq!(v["next"]["tied"], json!(["Ben", "Carl"]));

    let v = main_taunus(&format!(
        "{ALL_HOLD}{}",
        r#"
        Round([
            Throw(player: "Anna", dice: (6, 4, 2), throws: 1),
            Throw(player: "Ben", dice: (4, 4, 4), throws: 1),
            Throw(player: "Carl", dice: (4, 4, 4), throws: 1),
        ]),
        RollOff([("Ben", 7), ("Carl", 12)]),
        "#
    ));
    assert_outcome(&v, 3, "Carl", "Anna", 3, "winner");
    assert_has(round(&v, 3), json!({"holdings": {"Anna": 4, "Ben": 6, "Carl": 3}, "stock": 0}));
    assert_eq!(v["next"]["players"], json!(["Anna", "Ben", "Carl"]));
}

#[test]
fn bottom_first_then_top() {
    // Section 5: with four players and an empty stock, a tie at the bottom (Anna/Carl) and at the
    // top (Ben/Dora): the bottom is settled first, the top "afterwards".
    // Setup: R1 Dora +5 (stock 8), R2 Ben +5 (3), R3 Carl +2 (1), R4 Anna +1 (0).
    let players = &["Anna", "Ben", "Carl", "Dora"];
    let setup = r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 5), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 3), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 4), throws: 1),
            Throw(player: "Dora", dice: (6, 5, 2), throws: 1),
        ]),
        Round([
            Throw(player: "Dora", dice: (1, 1, 5), throws: 1),
            Throw(player: "Anna", dice: (6, 5, 3), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 2), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 4), throws: 1),
        ]),
        Round([
            Throw(player: "Ben", dice: (1, 1, 2), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 2), throws: 1),
            Throw(player: "Dora", dice: (6, 5, 3), throws: 1),
            Throw(player: "Anna", dice: (6, 5, 4), throws: 1),
        ]),
        Round([
            Throw(player: "Carl", dice: (1, 1, 2), throws: 1),
            Throw(player: "Dora", dice: (6, 5, 3), throws: 1),
            Throw(player: "Anna", dice: (6, 5, 2), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 4), throws: 1),
        ]),
        Round([
            Throw(player: "Anna", dice: (6, 4, 2), throws: 1),
            Throw(player: "Ben", dice: (4, 4, 4), throws: 1),
            Throw(player: "Carl", dice: (2, 4, 6), throws: 1),
            Throw(player: "Dora", dice: (4, 4, 4), throws: 1),
        ]),
    "#;
    let v = replay(&session("main-taunus", players, setup));
    assert_has(round(&v, 3), json!({"holdings": {"Anna": 1, "Ben": 5, "Carl": 2, "Dora": 5}, "stock": 0}));
    assert_eq!(v["next"]["tied"], json!(["Anna", "Carl"]), "the bottom first");

    let bottom = format!("{setup}        RollOff([(\"Anna\", 10), (\"Carl\", 8)]),");
    let v = replay(&session("main-taunus", players, &bottom));
    assert_eq!(v["next"]["awaiting"], "roll-off");
    assert_eq!(v["next"]["tied"], json!(["Ben", "Dora"]), "then the top");

    let v =
        replay(&session("main-taunus", players, &format!("{bottom}\n        RollOff([(\"Dora\", 9), (\"Ben\", 6)]),")));
    assert_outcome(&v, 4, "Dora", "Carl", 3, "winner");
    assert_has(round(&v, 4), json!({"holdings": {"Anna": 1, "Ben": 5, "Carl": 5, "Dora": 2}, "stock": 0}));
    assert_eq!(v["next"]["players"], json!(["Carl", "Dora", "Anna", "Ben"]));
}

#[test]
fn everybody_tied_one_roll_off_decides_both() {
    // Section 5: all three throw General 4 with an empty stock: one roll-off, lowest sum (Ben 5)
    // loses, highest (Carl 14) wins; Ben receives min(3, 6) = 3 from Carl.
    let all = format!(
        "{ALL_HOLD}{}",
        r#"
        Round([
            Throw(player: "Anna", dice: (4, 4, 4), throws: 1),
            Throw(player: "Ben", dice: (4, 4, 4), throws: 1),
            Throw(player: "Carl", dice: (4, 4, 4), throws: 1),
        ]),
        "#
    );
    let v = main_taunus(&all);
    assert_eq!(v["next"]["tied"], json!(["Anna", "Ben", "Carl"]));

    let v = main_taunus(&format!("{all}        RollOff([(\"Anna\", 9), (\"Ben\", 5), (\"Carl\", 14)]),"));
    assert_outcome(&v, 3, "Carl", "Ben", 3, "winner");
    assert_has(round(&v, 3), json!({"holdings": {"Anna": 1, "Ben": 9, "Carl": 3}, "stock": 0}));
}

#[test]
fn everybody_tied_a_top_tie_in_the_roll_off_goes_to_the_earliest_thrower() {
    // Section 5: "highest sum wins (a tie there: the earliest thrower)". Anna and Carl both roll
    // 12, Anna threw first → she is the winner; Ben receives min(3, 1) = 1 from her and she is free.
    let v = main_taunus(&format!(
        "{ALL_HOLD}{}",
        r#"
        Round([
            Throw(player: "Anna", dice: (4, 4, 4), throws: 1),
            Throw(player: "Ben", dice: (4, 4, 4), throws: 1),
            Throw(player: "Carl", dice: (4, 4, 4), throws: 1),
        ]),
        RollOff([("Carl", 12), ("Ben", 5), ("Anna", 12)]),
        "#
    ));
    assert_outcome(&v, 3, "Anna", "Ben", 1, "winner");
    assert_has(round(&v, 3), json!({"holdings": {"Anna": 0, "Ben": 7, "Carl": 6}, "stock": 0}));
    assert_eq!(v["next"]["players"], json!(["Ben", "Carl"]));
}

#[test]
fn everybody_tied_a_bottom_tie_in_the_roll_off_rolls_again() {
    // Section 5: all three tied with stock left; in the one roll-off Anna and Carl share the lowest
    // sum → they roll again (Carl 3 loses). The highest sum of the one roll-off (Ben 15) wins.
    let all = r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (5, 5, 5), throws: 1),
            Throw(player: "Ben", dice: (5, 5, 5), throws: 1),
            Throw(player: "Carl", dice: (5, 5, 5), throws: 1),
        ]),
        RollOff([("Anna", 6), ("Ben", 15), ("Carl", 6)]),
    "#;
    let v = main_taunus(all);
    assert_eq!(v["next"]["tied"], json!(["Anna", "Carl"]));

    let v = main_taunus(&format!("{all}        RollOff([(\"Carl\", 3), (\"Anna\", 4)]),"));
    assert_outcome(&v, 0, "Ben", "Carl", 3, "stock");
}

#[test]
fn two_schock_outs_are_never_rolled_off() {
    // Section 3: two Schock-Outs are always later-worse, even with equal_throws = roll-off:
    // Ben's later 1-1-1 loses all 13 at once.
    let v = replay(&session(
        "main-taunus",
        &["Anna", "Ben"],
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 1), throws: 1),
            Throw(player: "Ben", dice: (1, 1, 1), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Anna", "Ben", 13, "all");
    assert_eq!(v["games"][0]["half1"], "Ben");
}

#[test]
fn a_schock_out_waits_for_the_bottom_roll_off() {
    // Section 5: the bottom tie is settled before discs move, also under a Schock-Out; Carl loses
    // the roll-off and with it every disc and the half.
    let v = main_taunus(
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 1), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 2), throws: 1),
            Throw(player: "Carl", dice: (2, 6, 5), throws: 1),
        ]),
        RollOff([("Ben", 10), ("Carl", 9)]),
        "#,
    );
    assert_outcome(&v, 0, "Anna", "Carl", 13, "all");
    assert_eq!(v["games"][0]["half1"], "Carl");
}
