//! Bad input (FORMAT.md "Bad input", RULES.md where it says "refused"): the file does not load and
//! the error names the event (index from 0) and what is wrong.

use crate::support::*;
use schocken_core::rules::knobs::Knob;
use schocken_core::rules::throw::Count;
use schocken_core::session::file::{EventProblem, LoadError};
use schocken_core::session::refusal::Refusal;

const P: &[&str] = &["Anna", "Ben", "Carl"];

/// A Main-Taunus round with a pending bottom tie of Ben and Carl (event 1).
const TIED: &str = r#"
        Starter("Anna"),
        Round([
            Throw(player: "Anna", dice: (1, 1, 3), throws: 1),
            Throw(player: "Ben", dice: (5, 4, 2), throws: 1),
            Throw(player: "Carl", dice: (4, 5, 2), throws: 1),
        ]),
"#;

fn tied(then: &str) -> String {
    session("main-taunus", P, &format!("{TIED}{then}"))
}

fn count(n: u8) -> Count {
    Count::new(n).unwrap()
}

#[test]
fn a_die_of_seven_or_zero() {
    // FORMAT.md: dice are three values 1–6.
    let text = |d: &str| {
        session(
            "kalk",
            P,
            &format!(
                "Note(\"x\"), Round([Throw(player: \"Anna\", dice: ({d}), throws: 1), \
                 Throw(player: \"Ben\", dice: (6, 5, 4), throws: 1), Throw(player: \"Carl\", dice: (6, 5, 3), throws: 1)]),"
            ),
        )
    };
    assert_eq!(problem(&text("7, 1, 1")), (1, EventProblem::Die(7)));
    assert_eq!(problem(&text("1, 0, 1")), (1, EventProblem::Die(0)));
}

#[test]
fn throws_outside_one_to_three() {
    // FORMAT.md: `throws` 1–3.
    let text = |n: i64| session("kalk", P, &format!("Round([Throw(player: \"Anna\", dice: (6, 5, 4), throws: {n})]),"));
    assert_eq!(problem(&text(4)), (0, EventProblem::Throws(4)));
    assert_eq!(problem(&text(0)), (0, EventProblem::Throws(0)));
}

#[test]
fn a_single_throw_marked_assembled() {
    // FORMAT.md: `throws: 1, hand: false` is refused (one throw is always from the hand).
    let text = session("kalk", P, r#"Round([Throw(player: "Anna", dice: (1, 1, 1), throws: 1, hand: false)]),"#);
    assert_eq!(problem(&text), (0, EventProblem::SingleThrowAssembled));
}

#[test]
fn an_unknown_player() {
    // FORMAT.md: an unknown player — in a round, a Starter, a Penalty.
    let round = session(
        "kalk",
        P,
        r#"Round([Throw(player: "Anna", dice: (6, 5, 4), throws: 1), Throw(player: "Zoe", dice: (6, 5, 3), throws: 1)]),"#,
    );
    assert_eq!(refusal(&round), (0, Refusal::UnknownPlayer("Zoe".into())));
    assert_eq!(refusal(&session("main-taunus", P, r#"Starter("Zoe"),"#)), (0, Refusal::UnknownPlayer("Zoe".into())));
    assert_eq!(
        refusal(&session("dohren", P, r#"Penalty(player: "Zoe", kind: Lustwurf),"#)),
        (0, Refusal::UnknownPlayer("Zoe".into()))
    );
}

#[test]
fn a_free_player_in_a_round_or_as_starter() {
    // FORMAT.md: a free player is refused; a Starter naming a free player too. Kalk: R1 Ben +6
    // (stock 7), R2 Carl +6 (stock 1), R3 Ben +1 (stock 0): Anna is free (RULES.md section 4).
    let emptied = r#"
        Round([
            Throw(player: "Anna", dice: (1, 1, 6), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 4), throws: 1),
            Throw(player: "Carl", dice: (3, 3, 3), throws: 1),
        ]),
        Round([
            Throw(player: "Ben", dice: (1, 1, 6), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 2), throws: 1),
            Throw(player: "Anna", dice: (6, 5, 3), throws: 1),
        ]),
        Round([
            Throw(player: "Carl", dice: (1, 1, 4), throws: 1),
            Throw(player: "Anna", dice: (2, 2, 2), throws: 1),
            Throw(player: "Ben", dice: (6, 5, 2), throws: 1),
        ]),
    "#;
    let v = replay(&session("kalk", P, emptied));
    assert_eq!(v["next"]["players"], serde_json::json!(["Ben", "Carl"]));

    let with_anna = format!(
        "{emptied}{}",
        r#"
        Round([
            Throw(player: "Ben", dice: (6, 5, 2), throws: 1),
            Throw(player: "Carl", dice: (6, 5, 3), throws: 1),
            Throw(player: "Anna", dice: (1, 1, 1), throws: 1),
        ]),
        "#
    );
    assert_eq!(refusal(&session("kalk", P, &with_anna)), (3, Refusal::Free("Anna".into())));
    assert_eq!(
        refusal(&session("kalk", P, &format!("{emptied}        Starter(\"Anna\"),"))),
        (3, Refusal::Free("Anna".into()))
    );
}

#[test]
fn a_round_out_of_order() {
    // FORMAT.md: entries in throwing order, from the round's starter clockwise.
    let text = |order: &str| session("main-taunus", P, &format!("Starter(\"Anna\"), Round([{order}]),"));
    let t = |p: &str| format!("Throw(player: \"{p}\", dice: (6, 5, 4), throws: 1)");
    let (a, b, c) = (t("Anna"), t("Ben"), t("Carl"));
    assert_eq!(
        refusal(&text(&format!("{b}, {c}, {a}"))),
        (1, Refusal::OutOfTurn { entry: 0, found: "Ben".into(), expected: "Anna".into() })
    );
    assert_eq!(
        refusal(&text(&format!("{a}, {c}, {b}"))),
        (1, Refusal::OutOfTurn { entry: 1, found: "Carl".into(), expected: "Ben".into() })
    );
    assert_eq!(refusal(&text(&format!("{a}, {b}, {a}"))), (1, Refusal::AlreadyThrew { entry: 2, name: "Anna".into() }));
}

#[test]
fn an_incomplete_or_empty_round() {
    // FORMAT.md: "every active player throws once" (RULES.md section 1).
    let text = session(
        "kalk",
        P,
        r#"Round([Throw(player: "Anna", dice: (6, 5, 4), throws: 1), Throw(player: "Ben", dice: (6, 5, 3), throws: 1)]),"#,
    );
    assert_eq!(refusal(&text), (0, Refusal::Incomplete { missing: "Carl".into() }));
    assert_eq!(refusal(&session("kalk", P, "Round([]),")), (0, Refusal::EmptyRound));
}

#[test]
fn over_the_limit_where_not_allowed() {
    // RULES.md section 3: too_many_throws_loses = no (Kalk) → refused. Limit = Anna's 2 throws.
    let text = session(
        "kalk",
        P,
        r#"
        Round([
            Throw(player: "Anna", dice: (6, 5, 4), throws: 2),
            Throw(player: "Ben", dice: (6, 5, 3), throws: 1),
            Throw(player: "Carl", dice: (1, 1, 1), throws: 3),
        ]),
        "#,
    );
    assert_eq!(
        refusal(&text),
        (0, Refusal::OverLimit { entry: 2, name: "Carl".into(), count: count(3), limit: count(2) })
    );
}

#[test]
fn a_roll_off_nobody_waits_for() {
    // FORMAT.md: "a roll-off nobody waits for".
    assert_eq!(
        refusal(&session("main-taunus", P, r#"RollOff([("Anna", 7), ("Ben", 9)]),"#)),
        (0, Refusal::NoRollOffPending)
    );
    // After it was settled, another one is refused too.
    assert_eq!(
        refusal(&tied(r#"RollOff([("Ben", 7), ("Carl", 9)]), RollOff([("Ben", 7), ("Carl", 9)]),"#)),
        (3, Refusal::NoRollOffPending)
    );
}

#[test]
fn a_roll_off_with_the_wrong_players() {
    // FORMAT.md: "each tied player once, in any order, each sum 3–18".
    assert_eq!(refusal(&tied(r#"RollOff([("Ben", 7), ("Anna", 9)]),"#)), (2, Refusal::NotTied("Anna".into())));
    assert_eq!(refusal(&tied(r#"RollOff([("Ben", 7)]),"#)), (2, Refusal::MissingRollOff("Carl".into())));
    assert_eq!(
        refusal(&tied(r#"RollOff([("Ben", 7), ("Carl", 9), ("Ben", 8)]),"#)),
        (2, Refusal::RolledTwice("Ben".into()))
    );
    assert_eq!(refusal(&tied(r#"RollOff([("Ben", 7), ("Zoe", 9)]),"#)), (2, Refusal::UnknownPlayer("Zoe".into())));
}

#[test]
fn a_roll_off_sum_outside_three_to_eighteen() {
    assert_eq!(problem(&tied(r#"RollOff([("Ben", 19), ("Carl", 9)]),"#)), (2, EventProblem::Sum(19)));
    assert_eq!(problem(&tied(r#"RollOff([("Ben", 7), ("Carl", 2)]),"#)), (2, EventProblem::Sum(2)));
}

#[test]
fn nothing_but_the_roll_off_while_it_is_pending() {
    // FORMAT.md: a Starter while a roll-off is pending is refused; so is a Penalty; a Round cannot
    // be entered either (the tie must be settled before discs move, RULES.md section 5).
    assert_eq!(refusal(&tied(r#"Starter("Ben"),"#)), (2, Refusal::RollOffPending));
    assert_eq!(refusal(&tied(r#"Penalty(player: "Ben", kind: DroppedDice),"#)), (2, Refusal::RollOffPending));
    let round = r#"Round([Throw(player: "Ben", dice: (6, 5, 4), throws: 1), Throw(player: "Carl", dice: (6, 5, 3), throws: 1), Throw(player: "Anna", dice: (6, 5, 2), throws: 1)]),"#;
    assert_eq!(refusal(&tied(round)), (2, Refusal::RollOffPending));
}

#[test]
fn a_starter_who_is_not_in_the_final() {
    // FORMAT.md: a Starter naming one who is not in the final is refused. Theimann Dimmi: Carl lost
    // half 1, Ben half 2; Anna is not in the final.
    let text = session(
        "theimann-dimmi",
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
        Note("Äugeln um den Beginn des Endkampfs"),
        Starter("Anna"),
        "#,
    );
    assert_eq!(refusal(&text), (4, Refusal::NotInPart("Anna".into())));
}

#[test]
fn penalties_where_the_knob_is_off() {
    // RULES.md section 7: a drop is refused where dropped_dice = off (Kalk, Theimann, Grundregeln);
    // a Lustwurf where lustwurf = no (all but Dohren).
    for preset in ["kalk", "theimann-dimmi", "theimann-altstadt", "grundregeln"] {
        let text = session(preset, P, r#"Starter("Anna"), Penalty(player: "Ben", kind: DroppedDice),"#);
        assert_eq!(refusal(&text), (1, Refusal::DroppedDiceOff), "{preset}");
    }
    for preset in ["main-taunus", "obertiefenbach", "theimann-dimmi", "theimann-altstadt", "kalk", "grundregeln"] {
        let text = session(preset, P, r#"Starter("Anna"), Penalty(player: "Ben", kind: Lustwurf),"#);
        assert_eq!(refusal(&text), (1, Refusal::LustwurfOff), "{preset}");
    }
}

#[test]
fn a_take_where_the_rules_do_not_allow_it() {
    // RULES.md section 3: voluntary_take only where the knob is on (Kalk).
    let text = session(
        "main-taunus",
        P,
        r#"Starter("Anna"), Round([Throw(player: "Anna", dice: (2, 2, 2), throws: 1), Take(player: "Ben")]),"#,
    );
    assert_eq!(refusal(&text), (1, Refusal::TakeNotAllowed { entry: 1 }));
}

#[test]
fn a_take_cannot_open_a_round() {
    // RULES.md section 3: "A take cannot open a round".
    assert_eq!(
        refusal(&session("kalk", P, r#"Round([Take(player: "Anna")]),"#)),
        (0, Refusal::TakeOpensRound { entry: 0 })
    );
}

#[test]
fn a_take_cannot_follow_a_throw_over_the_limit() {
    // RULES.md section 3: "cannot follow a throw over the limit" — Kalk with too_many_throws_loses
    // agreed, so Ben's two throws (limit 1) are accepted, Carl's take is not.
    let text = custom(
        "kalk",
        "too_many_throws_loses: true",
        P,
        r#"Round([Throw(player: "Anna", dice: (6, 5, 4), throws: 1), Throw(player: "Ben", dice: (3, 3, 3), throws: 2), Take(player: "Carl")]),"#,
    );
    assert_eq!(refusal(&text), (0, Refusal::TakeAfterOverLimit { entry: 2 }));
}

#[test]
fn nothing_follows_a_take() {
    // RULES.md section 3: "nothing follows it".
    let text = session(
        "kalk",
        P,
        r#"Round([Throw(player: "Anna", dice: (6, 5, 4), throws: 1), Take(player: "Ben"), Throw(player: "Carl", dice: (6, 5, 3), throws: 1)]),"#,
    );
    assert_eq!(refusal(&text), (0, Refusal::EntryAfterTake { entry: 2 }));
}

#[test]
fn a_seats_event_mid_game_or_during_a_roll_off() {
    // FORMAT.md: Seats only between games.
    assert_eq!(refusal(&tied(r#"Seats(["Anna", "Ben"]),"#)), (2, Refusal::SeatsMidGame));
}

#[test]
fn unknown_preset_knob_or_value() {
    // FORMAT.md: "An unknown preset, knob or value is bad input."
    assert_eq!(
        load_error(&session("bielefeld", P, "")),
        LoadError::UnknownPreset { line: 5, preset: "bielefeld".into() }
    );
    assert!(
        matches!(load_error(&custom("kalk", "bier: 3", P, "")), LoadError::UnknownKnob { ref name, .. } if name == "bier")
    );
    // discs is a number from 3 to 30 (RULES.md section 9).
    assert!(matches!(load_error(&custom("kalk", "discs: 31", P, "")), LoadError::BadKnob { knob: Knob::Discs, .. }));
    assert!(matches!(load_error(&custom("kalk", "discs: 2", P, "")), LoadError::BadKnob { knob: Knob::Discs, .. }));
    // A value that no knob of that name takes.
    for bad in ["streets: Zigzag", "jule: 3", "structure: Halves3"] {
        let e = load_error(&custom("kalk", bad, P, ""));
        assert!(matches!(e, LoadError::BadKnob { .. } | LoadError::Syntax { .. }), "{bad}: {e:?}");
    }
}

#[test]
fn another_format_version() {
    // FORMAT.md: `format` must be 1.
    let text = session("kalk", P, "").replace("format: 1", "format: 2");
    assert_eq!(load_error(&text), LoadError::Format(2));
}

#[test]
fn bad_player_lists() {
    // FORMAT.md: at least two players; names unique, non-empty.
    assert_eq!(load_error(&session("kalk", &["Anna"], "")), LoadError::Players(Refusal::TooFewPlayers));
    assert_eq!(
        load_error(&session("kalk", &["Anna", "Ben", "Anna"], "")),
        LoadError::Players(Refusal::DuplicateName("Anna".into()))
    );
    assert_eq!(load_error(&session("kalk", &["Anna", ""], "")), LoadError::Players(Refusal::EmptyName));
}

#[test]
fn an_empty_or_broken_file() {
    assert_eq!(load_error("  \n"), LoadError::Empty);
    assert!(matches!(load_error("Session(format: 1, rules: (preset: \"kalk\""), LoadError::Syntax { .. }));
}
