//! Preset `main-taunus` (seed 000): Jule, roll-offs, too many throws lose, from-winner,
//! half-2 loser starts the final, opening by one die.

use crate::support::*;
use serde_json::json;

const P: &[&str] = &["Anna", "Ben", "Carl"];

#[test]
fn jule_beats_a_general_and_is_worth_seven() {
    // Section 2 (jule = yes): Jule 1-2-4 > General 6 > Hausnummer 653 → Anna wins, Carl loses,
    // 7 discs from the stock (13 - 7 = 6).
    let v = replay(&session(
        "main-taunus",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 2, 4), throws: 1),
            Throw(player: "Ben", dice: (6, 6, 6), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 3), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Anna", "Carl", 7, "stock");
    assert_has(round(&v, 0), json!({"holdings": {"Anna": 0, "Ben": 0, "Carl": 7}, "stock": 6, "violations": []}));
    // Section 4: the loser starts the next round, then the seats clockwise.
    assert_eq!(
        v["next"],
        json!({"game": 1, "part": "half1", "starter": "Carl", "players": ["Carl", "Anna", "Ben"], "awaiting": "round"})
    );
}

#[test]
fn jule_ranks_below_schock_out_and_above_schock_six() {
    // Section 2: Schock-Out > Jule > Schock 6. Carl's 1-1-1 wins, Anna's Schock 6 is the worst
    // throw; a Schock-Out gives the loser every disc and ends the half (section 4).
    let v = replay(&session(
        "main-taunus",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 6), throws: 1),
            Throw(player: "Ben", dice: (4, 2, 1), throws: 1),
            Throw(player: "Carl", dice: (1, 1, 1), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Carl", "Anna", 13, "all");
    assert_has(round(&v, 0), json!({"holdings": {"Anna": 13, "Ben": 0, "Carl": 0}, "stock": 0}));
    assert_eq!(v["games"][0]["half1"], "Anna");
    assert_eq!(v["next"]["part"], "half2");
}

#[test]
fn opening_by_one_die_waits_for_a_starter() {
    // Section 6 (opening = one-die): the referee records who won the opening roll; until then
    // who starts is open (FORMAT.md: awaiting "starter", starter and players null).
    let v = replay(&session("main-taunus", P, ""));
    assert_eq!(v["next"], json!({"game": 1, "part": "half1", "starter": null, "players": null, "awaiting": "starter"}));
    assert_eq!(v["rounds"], json!([]));
    assert_eq!(v["games"], json!([]));
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 0, "Carl": 0}));
    assert_eq!(v["points"], json!(null), "main-taunus scores no points");

    let v = replay(&session("main-taunus", P, r#"Starter("Ben"),"#));
    assert_eq!(
        v["next"],
        json!({"game": 1, "part": "half1", "starter": "Ben", "players": ["Ben", "Carl", "Anna"], "awaiting": "round"})
    );
}

#[test]
fn schock_out_over_the_limit_still_loses_outright() {
    // Section 3, too_many_throws_loses: Anna opens with one throw (limit 1). Ben's 1-1-1 in two
    // throws is over the limit: he loses outright; the winner is the best throw within the limit
    // (Anna's Straße beats Carl's Hausnummer) and the stake is its value, 2 — not all discs.
    let v = replay(&session(
        "main-taunus",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (6, 5, 4), throws: 1),
            Throw(player: "Ben", dice: (1, 1, 1), throws: 2),
            Throw(player: "Carl", dice: (3, 3, 2), throws: 1),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Anna", "Ben", 2, "stock");
    assert_has(round(&v, 0), json!({"violations": ["Ben"], "holdings": {"Anna": 0, "Ben": 2, "Carl": 0}, "stock": 11}));
    assert_eq!(v["games"][0]["half1"], json!(null), "the half goes on");
}

#[test]
fn of_several_violators_the_later_one_loses() {
    // Section 3: "With several such players, the later one loses." Limit 1 (Anna). Ben and Carl
    // both threw more often; Carl is later and loses; Anna, the only one within the limit, wins
    // with a Straße: 2 discs.
    let v = replay(&session(
        "main-taunus",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (6, 5, 4), throws: 1),
            Throw(player: "Ben", dice: (2, 2, 3), throws: 2),
            Throw(player: "Carl", dice: (6, 6, 6), throws: 3),
        ]),
        "#,
    ));
    assert_outcome(&v, 0, "Anna", "Carl", 2, "stock");
    assert_has(round(&v, 0), json!({"violations": ["Ben", "Carl"], "holdings": {"Anna": 0, "Ben": 0, "Carl": 2}}));
}

#[test]
fn a_starter_event_overrides_the_rules() {
    // FORMAT.md: where the rules decide who starts, a Starter overrides them (referee's decision).
    // Carl lost round 1 and would start; the referee names Ben.
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
        Starter("Ben"),
        Round([
            Throw(player: "Ben", dice: (2, 2, 2), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 2), throws: 1),
            Throw(player: "Anna", dice: (6, 5, 3), throws: 1),
        ]),
        "#,
    ));
    assert_eq!(round(&v, 1)["order"], json!(["Ben", "Carl", "Anna"]));
    // General (3 discs) wins, Carl's 652 is the worst: 3 + 3 = 6, stock 13 - 3 - 3 = 7.
    assert_outcome(&v, 1, "Ben", "Carl", 3, "stock");
    assert_has(round(&v, 1), json!({"holdings": {"Anna": 0, "Ben": 0, "Carl": 6}, "stock": 7, "number": 2}));
}

#[test]
fn final_is_started_by_the_half2_loser() {
    // Section 6 (final_starter = half2-loser): Carl lost half 1, Ben half 2 → final Ben vs Carl,
    // Ben starts, full stock; the final's players sit in seat order from its starter.
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
        "#,
    ));
    assert_eq!(
        v["games"][0],
        json!({"number": 1, "half1": "Carl", "half2": "Ben", "final": null, "durchmarsch": false, "loser": null})
    );
    assert_eq!(
        v["next"],
        json!({"game": 1, "part": "final", "starter": "Ben", "players": ["Ben", "Carl"], "awaiting": "round"})
    );
}
