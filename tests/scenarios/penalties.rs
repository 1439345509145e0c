//! RULES.md section 7: tally marks — dropped dice, Lustwurf, Handschock, Schock-Out from the
//! hand, at most one mark per throw, marks booked while a roll-off is pending.

use crate::support::*;
use schocken_core::session::refusal::Refusal;
use serde_json::json;

const P: &[&str] = &["Anna", "Ben", "Carl"];

#[test]
fn a_first_drop_owes_one_mark_and_changes_nothing_else() {
    // Section 7 (dropped_dice = round-then-part): one mark; the throw is repeated, the round goes on.
    let v = replay(&session(
        "main-taunus",
        P,
        r#"
        Starter("Anna"),
        Penalty(player: "Ben", kind: DroppedDice),
        Round([
            Throw(player: "Anna", dice: (1, 1, 3), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 4), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 3), throws: 1),
        ]),
        "#,
    ));
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 1, "Carl": 0}));
    assert_outcome(&v, 0, "Anna", "Carl", 3, "stock");
    assert_eq!(v["next"]["part"], "half1");
}

#[test]
fn a_second_drop_in_the_same_half_loses_it() {
    // Section 7: the second drop by the same player in the same half loses him that part at once,
    // no round is recorded, and it owes its mark too (2 marks). Half 2 is started by him.
    let v = replay(&session(
        "main-taunus",
        P,
        r#"
        Starter("Anna"),
        Penalty(player: "Ben", kind: DroppedDice),
        Round([
            Throw(player: "Anna", dice: (1, 1, 3), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 4), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 3), throws: 1),
        ]),
        Penalty(player: "Ben", kind: DroppedDice),
        "#,
    ));
    assert_eq!(round_count(&v), 1);
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 2, "Carl": 0}));
    assert_eq!(
        v["games"],
        json!([{"number": 1, "half1": "Ben", "half2": null, "final": null, "durchmarsch": false, "loser": null}])
    );
    assert_eq!(
        v["next"],
        json!({"game": 1, "part": "half2", "starter": "Ben", "players": ["Ben", "Carl", "Anna"], "awaiting": "round"})
    );
}

#[test]
fn a_half_lost_by_dropped_dice_lists_the_game() {
    // FORMAT.md games[]: a game is listed from its first Round "or a part lost by dropped dice".
    let v = replay(&session(
        "main-taunus",
        P,
        r#"
        Starter("Anna"),
        Penalty(player: "Carl", kind: DroppedDice),
        Penalty(player: "Carl", kind: DroppedDice),
        "#,
    ));
    assert_eq!(v["rounds"], json!([]));
    assert_eq!(
        v["games"],
        json!([{"number": 1, "half1": "Carl", "half2": null, "final": null, "durchmarsch": false, "loser": null}])
    );
    assert_eq!(v["next"]["starter"], "Carl");
}

#[test]
fn drops_in_different_halves_or_by_different_players_do_not_add_up() {
    // Section 7: "a second drop by the same player in the same half". Ben drops in half 1 and in
    // half 2, Carl once: marks only, half 2 goes on.
    let v = replay(&session(
        "obertiefenbach",
        P,
        r#"
        Starter("Anna"),
        Penalty(player: "Ben", kind: DroppedDice),
        Round([
            Throw(player: "Anna", dice: (1, 1, 1), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 3), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 2), throws: 1),
        ]),
        Penalty(player: "Ben", kind: DroppedDice),
        Penalty(player: "Carl", kind: DroppedDice),
        "#,
    ));
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 2, "Carl": 1}));
    assert_eq!(v["games"][0]["half2"], json!(null));
    assert_eq!(
        v["next"],
        json!({"game": 1, "part": "half2", "starter": "Carl", "players": ["Carl", "Anna", "Ben"], "awaiting": "round"})
    );
}

#[test]
fn two_drops_in_the_final_lose_the_game() {
    // Section 7: the final is a part too; Ben drops twice → he lost the final and the game:
    // 2 marks for the drops + 1 for the game.
    let v = replay(&session(
        "main-taunus",
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
        Penalty(player: "Ben", kind: DroppedDice),
        Penalty(player: "Ben", kind: DroppedDice),
        "#,
    ));
    assert_eq!(
        v["games"][0],
        json!({"number": 1, "half1": "Carl", "half2": "Ben", "final": "Ben", "durchmarsch": false, "loser": "Ben"})
    );
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 3, "Carl": 0}));
    assert_eq!(
        v["next"],
        json!({"game": 2, "part": "half1", "starter": "Ben", "players": ["Ben", "Carl", "Anna"], "awaiting": "round"})
    );
}

#[test]
fn only_players_of_the_part_who_are_not_free_can_drop_dice() {
    // Section 7: Anna is not in the final (Carl vs Ben) → refused.
    let (index, r) = refusal(&session(
        "main-taunus",
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
        Penalty(player: "Anna", kind: DroppedDice),
        "#,
    ));
    assert_eq!((index, r), (3, Refusal::NotInPart("Anna".into())));

    // A free player cannot drop dice either: the stock is emptied into Ben (7) and Carl (6), Anna
    // holds none and is free (section 4).
    let (index, r) = refusal(&session(
        "main-taunus",
        P,
        r#"
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
        Penalty(player: "Anna", kind: DroppedDice),
        "#,
    ));
    assert_eq!((index, r), (4, Refusal::Free("Anna".into())));
}

#[test]
fn lustwurf_by_a_free_player_and_by_one_who_sits_out() {
    // Section 7 (lustwurf, Dohren): any player of the session can commit it — a free player, or one
    // who is not seated for this game. One mark each, nothing else changes.
    // R1: Anna's Schock 6 → Carl 6 (stock 9); R2: Jule → Ben 7 (stock 2); R3: Carl's Schock 3 wins,
    // Ben loses min(3, 2) = 2 → stock 0, Anna free.
    let v = replay(&session(
        "dohren",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 6, 6), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 3), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 2), throws: 1),
        ]),
        Round([
            Throw(player: "Carl", dice: (1, 2, 4), throws: 1),
            Throw(player: "Anna", dice: (6, 5, 3), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 2), throws: 1),
        ]),
        Round([
            Throw(player: "Ben", dice: (6, 5, 2), throws: 1),
            Throw(player: "Carl", dice: (1, 3, 3), throws: 1),
            Throw(player: "Anna", dice: (2, 2, 2), throws: 1),
        ]),
        Penalty(player: "Anna", kind: Lustwurf),
        "#,
    ));
    assert_has(round(&v, 2), json!({"holdings": {"Anna": 0, "Ben": 9, "Carl": 6}, "stock": 0}));
    assert_eq!(v["tallies"], json!({"Anna": 1, "Ben": 0, "Carl": 0}));
    assert_eq!(v["next"]["players"], json!(["Ben", "Carl"]));

    // Game 1 lost by Carl (single half); Seats without Ben; Ben commits a Lustwurf.
    let v = replay(&session(
        "dohren",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 1), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 3), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 2), throws: 1),
        ]),
        Seats(["Anna", "Carl"]),
        Penalty(player: "Ben", kind: Lustwurf),
        "#,
    ));
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 1, "Carl": 1}));
}

#[test]
fn handschock_round_and_schock_out_from_hand_owe_one_mark_per_throw() {
    // Section 7: "one throw owes at most one mark". Theimann Altstadt (handschock = round) with
    // schock_out_from_hand_round agreed: Anna's 1-1-1 from the hand is both → 1 mark.
    let v = replay(&custom(
        "theimann-altstadt",
        "schock_out_from_hand_round: true",
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
    assert_eq!(v["tallies"], json!({"Anna": 1, "Ben": 0, "Carl": 0}));
}

#[test]
fn handschock_includes_a_schock_out_from_the_hand() {
    // Section 7: "handschock — a Schock or Schock-Out from the hand": Altstadt, Anna's 1-1-1 in two
    // throws with hand: true owes a mark; Ben's assembled 1-1-2 does not.
    let v = replay(&session(
        "theimann-altstadt",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 1), throws: 2, hand: true),
            Throw(player: "Ben", dice: (1, 1, 2), throws: 2),
            Throw(player: "Carl", dice: (6, 5, 2), throws: 2),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Anna", "Carl", 13, "all");
    assert_eq!(v["tallies"], json!({"Anna": 1, "Ben": 0, "Carl": 0}));
}

#[test]
fn marks_are_booked_while_the_roll_off_is_pending() {
    // Section 7: marks for a throw are booked when its round is entered, even while a roll-off is
    // pending — and only once. Main-Taunus with schock_out_from_hand_round agreed.
    let round = r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 1), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 2), throws: 1),
            Throw(player: "Carl", dice: (5, 6, 2), throws: 1),
        ]),
    "#;
    let v = replay(&custom("main-taunus", "schock_out_from_hand_round: true", P, round));
    assert_eq!(v["next"]["awaiting"], "roll-off");
    assert_eq!(v["tallies"], json!({"Anna": 1, "Ben": 0, "Carl": 0}));

    let v = replay(&custom(
        "main-taunus",
        "schock_out_from_hand_round: true",
        P,
        &format!("{round}        RollOff([(\"Ben\", 4), (\"Carl\", 5)]),"),
    ));
    assert_outcome(&v, 0, "Anna", "Ben", 13, "all");
    assert_eq!(v["tallies"], json!({"Anna": 1, "Ben": 0, "Carl": 0}));
}

#[test]
fn points_are_booked_while_the_roll_off_is_pending() {
    // Section 7/8: Theimann Dimmi with equal_throws = roll-off: Anna's Schock 4 from the hand scores
    // 4 + 3 and the tied Hausnummern 1 each before the roll-off.
    let v = replay(&custom(
        "theimann-dimmi",
        "equal_throws: RollOff",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 4), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 2), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 2), throws: 1),
        ]),
        "#,
    ));
    assert_eq!(v["next"]["tied"], json!(["Ben", "Carl"]));
    assert_eq!(v["points"], json!({"Anna": 7, "Ben": 1, "Carl": 1}));
}

#[test]
fn losing_the_game_owes_one_mark_per_game() {
    // Section 7: every game lost: one mark for its loser. Dohren is single (each half is a game):
    // Ben loses game 1 and game 2.
    let v = replay(&session(
        "dohren",
        &["Anna", "Ben"],
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 1), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 2), throws: 1),
        ]),
        Round([
            Throw(player: "Ben", dice: (6, 5, 2), throws: 1),
            Throw(player: "Anna", dice: (1, 1, 1), throws: 1),
        ]),
        "#,
    ));
    assert_eq!(v["games"].as_array().unwrap().len(), 2);
    assert_eq!(v["games"][1]["loser"], "Ben");
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 2}));
}
