//! RULES.md section 6, "Players come and go between games", and FORMAT.md `Seats`.

use crate::support::*;
use schocken_core::session::refusal::Refusal;
use serde_json::json;

const P: &[&str] = &["Anna", "Ben", "Carl"];

/// Main-Taunus game 1: Ben loses both halves (Durchmarsch) and would start game 2.
const BEN_LOSES_GAME: &str = r#"
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
"#;

fn with(events: &str) -> String {
    session("main-taunus", P, &format!("{BEN_LOSES_GAME}{events}"))
}

#[test]
fn a_newcomer_joins_with_no_marks() {
    // Section 6: new players join with no marks. FORMAT.md: players lists every player in the
    // order first seated; holdings and tallies name every player of the session, also one who
    // joins later (0 in the rounds before he came).
    let v = replay(&with(
        r#"
        Seats(["Anna", "Ben", "Carl", "Erik"]),
        Round([
            Throw(player: "Ben", dice: (1, 1, 2), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 3), throws: 1),
            Throw(player: "Erik", dice: (6, 5, 2), throws: 1),
            Throw(player: "Anna", dice: (6, 5, 4), throws: 1),
        ]),
        "#,
    ));
    assert_eq!(v["players"], json!(["Anna", "Ben", "Carl", "Erik"]));
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 1, "Carl": 0, "Erik": 0}));
    assert_eq!(round(&v, 0)["holdings"], json!({"Anna": 0, "Ben": 13, "Carl": 0, "Erik": 0}));
    assert_outcome(&v, 2, "Ben", "Erik", 2, "stock");
    assert_has(
        round(&v, 2),
        json!({"game": 2, "order": ["Ben", "Carl", "Erik", "Anna"], "holdings": {"Anna": 0, "Ben": 0, "Carl": 0, "Erik": 2}}),
    );
}

#[test]
fn a_leaving_starter_is_replaced_by_the_next_seated_player() {
    // Section 6: Ben (the designated starter) leaves; the first player after him in the old seating
    // (Anna, Ben, Carl) who is still seated is Carl. He opens, in the new seating's order. Ben's mark
    // stays.
    let v = replay(&with(r#"        Seats(["Carl", "Anna", "Erik"]),"#));
    assert_eq!(
        v["next"],
        json!({"game": 2, "part": "half1", "starter": "Carl", "players": ["Carl", "Anna", "Erik"], "awaiting": "round"})
    );
    assert_eq!(v["tallies"], json!({"Anna": 0, "Ben": 1, "Carl": 0, "Erik": 0}));
}

#[test]
fn a_player_who_sits_out_cannot_throw() {
    // Section 6: players no longer seated sit out.
    let (index, r) = refusal(&with(
        r#"
        Seats(["Carl", "Anna"]),
        Round([
            Throw(player: "Carl", dice: (1, 1, 2), throws: 1),
            Throw(player: "Anna", dice: (6, 5, 3), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 2), throws: 1),
        ]),
        "#,
    ));
    assert_eq!(index, 4);
    assert_eq!(r, Refusal::NotInPart("Ben".into()));
}

#[test]
fn when_nobody_stays_the_starter_is_open() {
    // FORMAT.md: "If nobody of the old seating stays, the starter is open: record a Starter."
    let v = replay(&with(r#"        Seats(["Erik", "Fritz"]),"#));
    assert_eq!(v["next"], json!({"game": 2, "part": "half1", "starter": null, "players": null, "awaiting": "starter"}));

    let (index, r) = refusal(&with(
        r#"
        Seats(["Erik", "Fritz"]),
        Round([Throw(player: "Erik", dice: (1, 1, 2), throws: 1), Throw(player: "Fritz", dice: (6, 5, 3), throws: 1)]),
        "#,
    ));
    assert_eq!((index, r), (4, Refusal::StarterOpen));

    let v = replay(&with(
        r#"
        Seats(["Erik", "Fritz"]),
        Starter("Fritz"),
        Round([Throw(player: "Fritz", dice: (1, 1, 2), throws: 1), Throw(player: "Erik", dice: (6, 5, 3), throws: 1)]),
        "#,
    ));
    assert_outcome(&v, 2, "Fritz", "Erik", 2, "stock");
    assert_eq!(v["players"], json!(["Anna", "Ben", "Carl", "Erik", "Fritz"]));
}

#[test]
fn seats_before_the_first_round() {
    // FORMAT.md: Seats also "before the first game's first round": the new clockwise order counts.
    let v = replay(&session(
        "main-taunus",
        P,
        r#"
        Seats(["Anna", "Carl", "Ben"]),
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 3), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 4), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 3), throws: 1),
        ]),
        "#,
    ));
    assert_has(round(&v, 0), json!({"order": ["Anna", "Carl", "Ben"], "loser": "Ben"}));
    assert_eq!(v["next"]["players"], json!(["Ben", "Anna", "Carl"]));
}

#[test]
fn seats_are_refused_mid_game() {
    // FORMAT.md: Seats only between games — not after a round of half 1, not between the halves.
    let (index, r) = refusal(&session(
        "main-taunus",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 3), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 4), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 3), throws: 1),
        ]),
        Seats(["Anna", "Ben"]),
        "#,
    ));
    assert_eq!((index, r), (2, Refusal::SeatsMidGame));

    let (index, r) = refusal(&session(
        "main-taunus",
        P,
        r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 1), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 4), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 3), throws: 1),
        ]),
        Seats(["Anna", "Ben", "Carl"]),
        "#,
    ));
    assert_eq!((index, r), (2, Refusal::SeatsMidGame));
}

#[test]
fn seats_need_two_unique_non_empty_names() {
    // FORMAT.md: "at least two unique, non-empty names".
    assert_eq!(refusal(&with(r#"        Seats(["Anna"]),"#)), (3, Refusal::TooFewPlayers));
    assert_eq!(
        refusal(&with(r#"        Seats(["Anna", "Carl", "Anna"]),"#)),
        (3, Refusal::DuplicateName("Anna".into()))
    );
    assert_eq!(refusal(&with(r#"        Seats(["Anna", ""]),"#)), (3, Refusal::EmptyName));
}
