//! RULES.md section 6: halves, Durchmarsch, the final, a single half, the next game's starter,
//! the opening.

use crate::support::*;
use schocken_core::session::refusal::Refusal;
use serde_json::json;

const P: &[&str] = &["Anna", "Ben", "Carl"];

/// Main-Taunus, game 1: Carl loses half 1 and Ben half 2 (both by a Schock-Out).
const TWO_LOSERS: &str = r#"
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

#[test]
fn half2_has_all_players_a_full_stock_and_the_half1_loser_starts() {
    // Section 6: half 2 with all players and a full stock, started by the loser of half 1. Round
    // numbers count from 1 in each part; Carl's 13 discs of half 1 are gone.
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
            Throw(player: "Carl", dice: (1, 1, 4), throws: 1),
            Throw(player: "Anna", dice: (6, 5, 2), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 3), throws: 1),
        ]),
        "#,
    ));
    assert_has(
        round(&v, 1),
        json!({"game": 1, "part": "half2", "number": 1, "order": ["Carl", "Anna", "Ben"], "winner": "Carl", "loser": "Anna",
               "discs": 4, "source": "stock", "holdings": {"Anna": 4, "Ben": 0, "Carl": 0}, "stock": 9}),
    );
    assert_eq!(
        v["games"],
        json!([{"number": 1, "half1": "Carl", "half2": null, "final": null, "durchmarsch": false, "loser": null}])
    );
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 0, "Carl": 0}), "losing a half owes nothing");
}

#[test]
fn durchmarsch_loses_the_game_without_a_final() {
    // Section 6: the same loser twice (Ben) → Durchmarsch: he lost the game, no final, one mark;
    // next_game_starter = loser.
    let v = replay(&session(
        "main-taunus",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 1), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 2), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 3), throws: 1),
        ]),
        Round([
            Throw(player: "Ben", dice: (6, 5, 2), throws: 1),
            Throw(player: "Carl", dice: (1, 1, 1), throws: 1),
            Throw(player: "Anna", dice: (6, 5, 3), throws: 1),
        ]),
        "#,
    ));
    assert_eq!(
        v["games"],
        json!([{"number": 1, "half1": "Ben", "half2": "Ben", "final": null, "durchmarsch": true, "loser": "Ben"}])
    );
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 1, "Carl": 0}));
    assert_eq!(
        v["next"],
        json!({"game": 2, "part": "half1", "starter": "Ben", "players": ["Ben", "Carl", "Anna"], "awaiting": "round"})
    );
}

#[test]
fn the_final_is_played_by_the_two_losers_with_a_full_stock() {
    // Section 6: final Ben vs Carl (Ben starts: half2-loser), full stock of 13; Anna holds 0.
    let v = replay(&session(
        "main-taunus",
        P,
        &format!(
            "{TWO_LOSERS}{}",
            r#"
        Round([
            Throw(player: "Ben", dice: (6, 6, 6), throws: 1),
            Throw(player: "Carl", dice: (1, 1, 6), throws: 1),
        ]),
        "#
        ),
    ));
    assert_has(
        round(&v, 2),
        json!({"game": 1, "part": "final", "number": 1, "order": ["Ben", "Carl"], "winner": "Carl", "loser": "Ben",
               "discs": 6, "source": "stock", "holdings": {"Anna": 0, "Ben": 6, "Carl": 0}, "stock": 7}),
    );
    assert_eq!(v["next"]["players"], json!(["Ben", "Carl"]));
}

#[test]
fn the_final_loser_loses_the_game_and_starts_the_next() {
    // Section 6/7: the final's loser (Carl) lost the game: one mark; he starts game 2 (loser).
    let v = replay(&session(
        "main-taunus",
        P,
        &format!(
            "{TWO_LOSERS}{}",
            r#"
        Round([
            Throw(player: "Ben", dice: (1, 1, 1), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 2), throws: 1),
        ]),
        "#
        ),
    ));
    assert_eq!(
        v["games"],
        json!([{"number": 1, "half1": "Carl", "half2": "Ben", "final": "Carl", "durchmarsch": false, "loser": "Carl"}])
    );
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 0, "Carl": 1}));
    assert_eq!(
        v["next"],
        json!({"game": 2, "part": "half1", "starter": "Carl", "players": ["Carl", "Anna", "Ben"], "awaiting": "round"})
    );
}

#[test]
fn a_starter_overrides_the_final_starter_rule() {
    // FORMAT.md: a Starter overrides the rules' choice (here half2-loser Ben) — Carl opens.
    let v = replay(&session("main-taunus", P, &format!("{TWO_LOSERS}        Starter(\"Carl\"),")));
    assert_eq!(
        v["next"],
        json!({"game": 1, "part": "final", "starter": "Carl", "players": ["Carl", "Ben"], "awaiting": "round"})
    );
}

#[test]
fn the_second_game_is_listed_from_its_first_round() {
    // FORMAT.md games[]: a game is listed from its first Round; a part not played yet is null.
    let events = format!(
        "{TWO_LOSERS}{}",
        r#"
        Round([
            Throw(player: "Ben", dice: (1, 1, 1), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 2), throws: 1),
        ]),
        "#
    );
    let v = replay(&session("main-taunus", P, &events));
    assert_eq!(v["games"].as_array().unwrap().len(), 1);
    let v = replay(&session(
        "main-taunus",
        P,
        &format!(
            "{events}{}",
            r#"
        Round([
            Throw(player: "Carl", dice: (1, 1, 2), throws: 1),
            Throw(player: "Anna", dice: (6, 5, 2), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 3), throws: 1),
        ]),
        "#
        ),
    ));
    assert_eq!(
        v["games"][1],
        json!({"number": 2, "half1": null, "half2": null, "final": null, "durchmarsch": false, "loser": null})
    );
    assert_has(
        round(&v, 3),
        json!({"game": 2, "part": "half1", "number": 1, "loser": "Anna", "discs": 2, "stock": 11}),
    );
}

#[test]
fn first_seat_opening_on_an_otherwise_opening_roll_preset() {
    // Section 9: opening = first-seat (set as an override): seat 1 starts, no Starter needed.
    let v = replay(&custom(
        "main-taunus",
        "opening: FirstSeat",
        P,
        r#"
        Round([
            Throw(player: "Anna", dice: (1, 1, 3), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 4), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 3), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Anna", "Carl", 3, "stock");
}

#[test]
fn later_games_need_no_opening_roll() {
    // Section 6: "later games need no opening roll" — after a Durchmarsch the loser simply starts
    // the next game on a one-die preset; the Round is accepted without a Starter.
    let v = replay(&session(
        "main-taunus",
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
        Round([
            Throw(player: "Ben", dice: (1, 1, 4), throws: 1),
            Throw(player: "Anna", dice: (6, 5, 2), throws: 1),
        ]),
        "#,
    ));
    assert_has(round(&v, 2), json!({"game": 2, "part": "half1", "number": 1, "loser": "Anna", "discs": 4}));
}

#[test]
fn a_round_while_the_opening_is_open_is_refused() {
    // FORMAT.md: "A Round while the starter is open is refused."
    let (index, r) = refusal(&session(
        "main-taunus",
        P,
        r#"
        Note("noch nicht ausgewürfelt"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 3), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 4), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 3), throws: 1),
        ]),
        "#,
    ));
    assert_eq!((index, r), (1, Refusal::StarterOpen));
}

#[test]
fn single_structure_set_as_an_override() {
    // Section 6 (structure = single on Main-Taunus): the one half is the game.
    let v = replay(&custom(
        "main-taunus",
        "structure: Single",
        &["Anna", "Ben"],
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 1), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 2), throws: 1),
        ]),
        "#,
    ));
    assert_eq!(
        v["games"],
        json!([{"number": 1, "half1": "Ben", "half2": null, "final": null, "durchmarsch": false, "loser": "Ben"}])
    );
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 1}));
    assert_eq!(v["next"]["game"], 2);
}
