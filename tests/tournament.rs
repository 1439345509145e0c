//! Tournament scoring and refusals, each case worked out by hand from TOURNAMENT.md.

use schocken_core::tournament::file::{self, Scoring};
use schocken_core::tournament::json;
use schocken_core::tournament::problem::Problem;
use schocken_core::tournament::replay;
use schocken_core::tournament::standings;
use serde_json::Value;

fn tournament(scoring: &str, events: &str) -> String {
    format!(
        "Tournament(format: 1, title: \"Test\", rules: (preset: \"main-taunus\"), scoring: {scoring}, events: [\n{events}\n])"
    )
}

fn register(names: &[&str]) -> String {
    names.iter().map(|n| format!("Register(name: \"{n}\"),\n")).collect()
}

fn standings_of(text: &str) -> Value {
    let f = file::parse(text).unwrap_or_else(|e| panic!("{e:?}"));
    let (t, _) = replay::replay(&f, &[]).unwrap_or_else(|e| panic!("{e:?}"));
    json::standings(&t, &standings::standings(&t))
}

/// (player, place, points) of every row, best first.
fn table(v: &Value) -> Vec<(String, i64, i64)> {
    v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (r["player"].as_str().unwrap().to_string(), r["place"].as_i64().unwrap(), r["points"].as_i64().unwrap())
        })
        .collect()
}

fn rows(expected: &[(&str, i64, i64)]) -> Vec<(String, i64, i64)> {
    expected.iter().map(|(n, place, points)| (n.to_string(), *place, *points)).collect()
}

/// The refusal: the offending event's index (from 0) and the problem.
fn refused(text: &str) -> (Option<usize>, Problem) {
    let f = match file::parse(text) {
        Ok(f) => f,
        Err(e) => return (e.event, e.problem),
    };
    let e = replay::replay(&f, &[]).expect_err("the file should be refused");
    (e.event, e.problem)
}

/// HalfPoints: 1 per half played and not lost, the final's loser −1.
/// Game 1: A loses half 1, B half 2, A the final: A 0+1−1 = 0, B 1+0 = 1, C 2.
/// Game 2: C Durchmarsch: A 2, B 2, C 0. Totals A 2, B 3, C 2; A and C tie on points, A lost
/// 1 game, C 1 game, Schock-Outs: C 1 → C before A.
#[test]
fn half_points_with_tie_break_by_schock_outs() {
    let text = tournament(
        "HalfPoints",
        &(register(&["A", "B", "C"])
            + r#"Draw(round: 1, kind: Points, games: 2, tables: [["A", "B", "C"]]),
            Card(round: 1, table: 1, games: [
                (half1: "A", half2: "B", final: "A", schock_outs: ["C"]),
                (half1: "C", half2: "C"),
            ]),"#),
    );
    let v = standings_of(&text);
    assert_eq!(table(&v), rows(&[("B", 1, 3), ("C", 2, 2), ("A", 3, 2)]));
    let c = &v["standings"][1];
    assert_eq!(
        (c["games_lost"].as_i64(), c["halves_lost"].as_i64(), c["durchmarsch"].as_i64()),
        (Some(1), Some(2), Some(1))
    );
    assert_eq!(v["prizes"]["schock_outs"]["players"], serde_json::json!(["C"]));
}

/// LossPoints: 1 per half lost, 1 more for the game (fewer is better); equal players share the
/// place and the next skips; teams sum their members and share places too.
/// Table 1 (A, B): A loses both halves: A 3, B 0. Table 2 (C, D): D loses both halves: D 3, C 0.
/// B and C: 0 points, 0 games lost, no Schock-Out → place 1 shared; A and D share 3.
/// Teams: X = A + C = 3, Y = B + D = 3 → both place 1.
#[test]
fn loss_points_shared_places_and_teams() {
    let text = tournament(
        "LossPoints",
        r#"Register(name: "A", team: "X"), Register(name: "B", team: "Y"), Register(name: "C", team: "X"),
        Register(name: "D", team: "Y"), Register(name: "E", team: ""),
        Draw(round: 1, kind: Points, games: 1, tables: [["A", "B"], ["C", "D", "E"]]),
        Card(round: 1, table: 1, games: [(half1: "A", half2: "A")]),
        Card(round: 1, table: 2, games: [(half1: "D", half2: "D")]),"#,
    );
    let v = standings_of(&text);
    assert_eq!(table(&v), rows(&[("B", 1, 0), ("C", 1, 0), ("E", 1, 0), ("A", 4, 3), ("D", 4, 3)]));
    let teams: Vec<(i64, &str, i64)> = v["teams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (t["place"].as_i64().unwrap(), t["team"].as_str().unwrap(), t["points"].as_i64().unwrap()))
        .collect();
    assert_eq!(teams, [(1, "X", 3), (1, "Y", 3)]);
    assert_eq!(v["teams"][0]["players"], serde_json::json!(["A", "C"]));
    assert_eq!(v["standings"][2]["team"], Value::Null, "a team named \"\" is no team");
}

/// ExitOrder from cards, a table of 4 and one of 3.
/// Table 1 (A, B, C, D): half 1 out [[B], [C, A]], loser D: B 3, C 2, A 2. Half 2 out [[A], [B], [C]],
/// loser D: A 3, B 2, C 1. Durchmarsch D −1. A 5, B 5, C 3, D −1.
/// Table 2 (E, F, G): half 1 out [[E, F]] loser G: E 3, F 3; half 2 out [[G], [E]] loser F: G 3, E 1;
/// final F: −1. E 4, F 2, G 3.
#[test]
fn exit_order_from_cards() {
    let text = tournament(
        "ExitOrder",
        &(register(&["A", "B", "C", "D", "E", "F", "G"])
            + r#"Draw(round: 1, kind: Points, games: 1, tables: [["A", "B", "C", "D"], ["E", "F", "G"]]),
            Card(round: 1, table: 1, games: [(half1: "D", half2: "D", out1: [["B"], ["C", "A"]], out2: [["A"], ["B"], ["C"]])]),
            Card(round: 1, table: 2, games: [(half1: "G", half2: "F", final: "F", out1: [["E", "F"]], out2: [["G"], ["E"]])]),"#),
    );
    let v = standings_of(&text);
    assert_eq!(
        table(&v),
        rows(&[("A", 1, 5), ("B", 1, 5), ("E", 3, 4), ("C", 4, 3), ("G", 4, 3), ("F", 6, 2), ("D", 7, -1)])
    );
}

/// Theimann from cards: the card's points as they stand; a player not listed scores 0.
#[test]
fn theimann_from_cards() {
    let text = tournament(
        "Theimann",
        &(register(&["A", "B", "C"])
            + r#"Draw(round: 1, kind: Points, games: 2, tables: [["A", "B", "C"]]),
            Card(round: 1, table: 1, games: [
                (half1: "A", half2: "B", final: "B", points: [("A", 7), ("B", -2)]),
                (half1: "C", half2: "C", points: [("A", 1), ("B", 4), ("C", -3)]),
            ]),"#),
    );
    assert_eq!(table(&standings_of(&text)), rows(&[("A", 1, 8), ("B", 2, 2), ("C", 3, -3)]));
}

/// A withdrawn player stays in the standings with his results; he is in no later draw; a card
/// typed after his withdrawal may still name him for the round he played.
#[test]
fn withdrawal() {
    let text = tournament(
        "LossPoints",
        &(register(&["A", "B", "C", "D"])
            + r#"Draw(round: 1, kind: Points, games: 1, tables: [["A", "B"], ["C", "D"]]),
            Withdraw("D"),
            Card(round: 1, table: 2, games: [(half1: "D", half2: "D")]),
            Draw(round: 2, kind: Points, games: 1, tables: [["A", "B", "C"]]),"#),
    );
    let v = standings_of(&text);
    let d = v["standings"].as_array().unwrap().iter().find(|r| r["player"] == "D").unwrap();
    assert_eq!((d["withdrawn"].as_bool(), d["points"].as_i64()), (Some(true), Some(3)));
    assert_eq!(v["rounds"][1]["tables"][0]["source"], Value::Null);
    let again = tournament(
        "LossPoints",
        &(register(&["A", "B", "C", "D"])
            + r#"Withdraw("D"), Draw(round: 1, kind: Points, games: 1, tables: [["A", "B"], ["C", "D"]]),"#),
    );
    assert_eq!(refused(&again), (Some(5), Problem::Withdrawn("D".into())));
}

/// Knock-out: lives, the table's decision, and places: a later round reached first, then not out,
/// then the game of the last life (later first), then the points standings.
/// Round 1 (points, LossPoints): A 0, B 0, C 3 (Durchmarsch), D 3.
/// Round 2 KnockOut(lives: 1, advance: 1), tables [A, C, D] and [B]: game 1 D loses (out in game 1), game 2 C loses (out
/// in game 2): A advances. Table [B] alone is decided before any game.
/// Round 3 KnockOut(lives: 2, advance: 1) [A, B]: A loses twice → B first (not out), A second.
/// Then C (out in game 2 of round 2) before D (out in game 1).
#[test]
fn knock_out_places() {
    let text = tournament(
        "LossPoints",
        &(register(&["A", "B", "C", "D"])
            + r#"Draw(round: 1, kind: Points, games: 1, tables: [["A", "C"], ["B", "D"]]),
            Card(round: 1, table: 1, games: [(half1: "C", half2: "C")]),
            Card(round: 1, table: 2, games: [(half1: "D", half2: "D")]),
            Draw(round: 2, kind: KnockOut(lives: 1, advance: 1), games: 0, tables: [["A", "C", "D"], ["B", "A"]]),"#),
    );
    assert_eq!(refused(&text), (Some(7), Problem::TwiceInDraw("A".into())));
    let text = tournament(
        "LossPoints",
        &(register(&["A", "B", "C", "D"])
            + r#"Draw(round: 1, kind: Points, games: 1, tables: [["A", "C"], ["B", "D"]]),
            Card(round: 1, table: 1, games: [(half1: "C", half2: "C")]),
            Card(round: 1, table: 2, games: [(half1: "D", half2: "D")]),
            Draw(round: 2, kind: KnockOut(lives: 1, advance: 1), games: 0, tables: [["A", "C", "D"]]),
            Card(round: 2, table: 1, games: [(half1: "D", half2: "D"), (half1: "A", half2: "C", final: "C")]),
            Draw(round: 3, kind: KnockOut(lives: 2, advance: 1), games: 0, tables: [["A", "B"]]),
            Card(round: 3, table: 1, games: [(half1: "A", half2: "A"), (half1: "B", half2: "A", final: "A")]),"#),
    );
    let v = standings_of(&text);
    assert_eq!(table(&v), rows(&[("B", 1, 0), ("A", 2, 0), ("C", 3, 3), ("D", 4, 3)]));
    assert_eq!(v["standings"][0]["knockout"], serde_json::json!({"round": 3, "lives": 2, "out": false}));
    assert_eq!(v["standings"][1]["knockout"], serde_json::json!({"round": 3, "lives": 0, "out": true}));
    assert_eq!(v["standings"][3]["knockout"], serde_json::json!({"round": 2, "lives": 0, "out": true}));
    assert_eq!(v["rounds"][1]["tables"][0]["games_counted"], 2);
    // A third game at the decided table is refused, as is a game lost by a player out already.
    let after = text.replace(
        r#"(half1: "A", half2: "C", final: "C")]),
            Draw(round: 3"#,
        r#"(half1: "A", half2: "C", final: "C"), (half1: "A", half2: "A")]),
            Draw(round: 3"#,
    );
    assert_eq!(refused(&after), (Some(8), Problem::AfterDecision { game: 3 }));
    let out = text.replace(r#"(half1: "A", half2: "C", final: "C")"#, r#"(half1: "D", half2: "C", final: "C")"#);
    assert_eq!(refused(&out), (Some(8), Problem::NoLives { game: 2, name: "D".into() }));
}

/// A second draw of the latest round before its first card replaces the first; after a card it is refused.
#[test]
fn redraw() {
    let base = register(&["A", "B", "C", "D"])
        + r#"Draw(round: 1, kind: Points, games: 1, tables: [["A", "B"], ["C", "D"]]),
        Draw(round: 1, kind: Points, games: 1, tables: [["A", "C"], ["B", "D"]]),"#;
    let v = standings_of(&tournament("LossPoints", &base));
    assert_eq!(v["rounds"][0]["tables"][0]["players"], serde_json::json!(["A", "C"]));
    let late = base.clone()
        + r#"Card(round: 1, table: 1, games: []),
        Draw(round: 1, kind: Points, games: 1, tables: [["A", "B"], ["C", "D"]]),"#;
    assert_eq!(refused(&tournament("LossPoints", &late)), (Some(7), Problem::RedrawAfterCard(rn(1))));
    let skip = base + r#"Draw(round: 3, kind: Points, games: 1, tables: [["A", "B"], ["C", "D"]]),"#;
    assert_eq!(refused(&tournament("LossPoints", &skip)), (Some(6), Problem::DrawRound { round: rn(3), next: rn(2) }));
}

/// Every bad input of section 2 is refused with its event (numbered from 1 in the message).
#[test]
fn bad_input() {
    let four = register(&["A", "B", "C", "D"]);
    let drawn = four.clone() + r#"Draw(round: 1, kind: Points, games: 1, tables: [["A", "B", "C", "D"]]),"#;
    let card = |game: &str| drawn.clone() + &format!("Card(round: 1, table: 1, games: [{game}]),");
    let cases: Vec<(String, &str, Problem)> = vec![
        (four.clone() + r#"Register(name: " "),"#, "LossPoints", Problem::EmptyName),
        (four.clone() + r#"Register(name: "A"),"#, "LossPoints", Problem::NameTwice("A".into())),
        (four.clone() + r#"Withdraw("Z"),"#, "LossPoints", Problem::UnknownPlayer("Z".into())),
        (four.clone() + r#"Withdraw("A"), Withdraw("A"),"#, "LossPoints", Problem::WithdrawnTwice("A".into())),
        (
            four.clone() + r#"Draw(round: 1, kind: Points, games: 1, tables: [["A", "B", "C"], ["D"]]),"#,
            "LossPoints",
            Problem::TableSize { table: tn(2), size: 1 },
        ),
        (
            four.clone() + r#"Draw(round: 1, kind: Points, games: 1, tables: [["A", "B", "C"]]),"#,
            "LossPoints",
            Problem::LeftOut("D".into()),
        ),
        // A points round of no games is no round (a knock-out round writes 0: it has no count).
        (
            four.clone() + r#"Draw(round: 1, kind: Points, games: 0, tables: [["A", "B", "C", "D"]]),"#,
            "LossPoints",
            Problem::BadNumber { field: "games", value: 0 },
        ),
        (drawn.clone() + r#"Card(round: 2, table: 1, games: []),"#, "LossPoints", Problem::UnknownRound(rn(2))),
        (
            drawn.clone() + r#"Card(round: 1, table: 2, games: []),"#,
            "LossPoints",
            Problem::UnknownTable { round: rn(1), table: tn(2) },
        ),
        (
            card(r#"(half1: "A", half2: "B", final: "A"), (half1: "A", half2: "A")"#),
            "LossPoints",
            Problem::TooManyGames { games: 2, counted: 1 },
        ),
        (
            card(r#"(half1: "Z", half2: "B", final: "B")"#),
            "LossPoints",
            Problem::NotAtTable { game: 1, name: "Z".into(), table: tn(1) },
        ),
        (card(r#"(half1: "A", half2: "B")"#), "LossPoints", Problem::FinalMissing { game: 1 }),
        (card(r#"(half1: "A", half2: "A", final: "A")"#), "LossPoints", Problem::FinalNotNeeded { game: 1 }),
        (
            card(r#"(half1: "A", half2: "B", final: "C")"#),
            "LossPoints",
            Problem::FinalNotHalfLoser { game: 1, name: "C".into() },
        ),
        (
            card(r#"(half1: "A", half2: "A", out1: [["A"]])"#),
            "LossPoints",
            Problem::OutNamesLoser { game: 1, half: 1, name: "A".into() },
        ),
        (
            card(r#"(half1: "A", half2: "A", out1: [["B"], ["B", "C", "D"]])"#),
            "LossPoints",
            Problem::OutTwice { game: 1, half: 1, name: "B".into() },
        ),
        (
            card(r#"(half1: "A", half2: "A", out1: [["B", "C"]])"#),
            "LossPoints",
            Problem::OutMissing { game: 1, half: 1, name: "D".into() },
        ),
        (
            card(r#"(half1: "A", half2: "A", points: [("B", 1), ("B", 2)])"#),
            "LossPoints",
            Problem::PointsTwice { game: 1, name: "B".into() },
        ),
        (
            card(r#"(half1: "A", half2: "A", out1: [["B", "C", "D"]])"#),
            "ExitOrder",
            Problem::NeedsOut { game: 1, half: 2 },
        ),
        (card(r#"(half1: "A", half2: "A")"#), "Theimann", Problem::NeedsPoints { game: 1 }),
    ];
    for (events, scoring, problem) in cases {
        let (_, got) = refused(&tournament(scoring, &events));
        assert_eq!(got, problem, "{events}");
    }
    // The file as a whole.
    assert_eq!(refused("").1, Problem::Empty);
    assert!(matches!(refused("Tournament(").1, Problem::Syntax { .. }));
    assert_eq!(refused(&tournament("LossPoints", "").replace("format: 1", "format: 2")).1, Problem::Format(2));
    let single = tournament("LossPoints", "").replace("main-taunus", "dohren");
    assert_eq!(refused(&single), (None, Problem::SingleHalf));
    // The message numbers events from 1 and names the problem in the current language.
    let f = file::parse(&tournament("LossPoints", &(four + r#"Register(name: "A"),"#))).unwrap();
    let e = replay::replay(&f, &[]).unwrap_err();
    schocken_core::i18n::scoped(schocken_core::i18n::Lang::En, || {
        assert_eq!(e.message(), "event 5: \"A\" is registered already");
    });
    assert_eq!(e.message(), "Ereignis 5: „A“ ist schon angemeldet");
}

#[test]
fn scoring_ids_are_those_of_section_8() {
    let ids: Vec<&str> = Scoring::ALL.iter().map(|s| s.id()).collect();
    assert_eq!(ids, ["theimann", "half-points", "loss-points", "exit-order"]);
}

/// Writing what was read and reading it again gives the same tournament; writing twice gives the
/// same bytes (every conformance folder's file).
#[test]
fn write_read_write() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance/tournament/cases");
    let mut seen = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path().join("turnier.ron")).unwrap();
        let f = file::parse(&text).unwrap();
        let written = file::write(&f);
        let again = file::parse(&written).unwrap_or_else(|e| panic!("{e:?}\n{written}"));
        assert_eq!(again, f);
        assert_eq!(file::write(&again), written);
        seen += 1;
    }
    assert!(seen >= 5);
    let tricky = tournament(
        "ExitOrder",
        r#"Register(name: "Jörg \"Stoffel\" Ückermann", team: "Kegel\\club"), Register(name: "Zoë")"#,
    );
    let f = file::parse(&tricky).unwrap();
    assert_eq!(file::parse(&file::write(&f)).unwrap(), f);
}

/// Names within a shared place: section 8's JSON by code point (Zoe before Ömer), the standings
/// people read in German order (Ömer before Zoe), for players, teams and a prize's winners.
#[test]
fn shared_places_by_code_point_in_json_and_in_german_order_for_people() {
    let text = tournament(
        "LossPoints",
        r#"Register(name: "Zoe", team: "Zecher"), Register(name: "Ömer", team: "Ölclub"), Register(name: "Anna"),
        Draw(round: 1, kind: Points, games: 1, tables: [["Zoe", "Ömer", "Anna"]]),
        Card(round: 1, table: 1, games: [(half1: "Anna", half2: "Anna", schock_outs: ["Ömer", "Zoe"])]),"#,
    );
    let v = standings_of(&text);
    assert_eq!(table(&v), rows(&[("Zoe", 1, 0), ("Ömer", 1, 0), ("Anna", 3, 3)]));
    let teams: Vec<&str> = v["teams"].as_array().unwrap().iter().map(|t| t["team"].as_str().unwrap()).collect();
    assert_eq!(teams, ["Zecher", "Ölclub"]);
    assert_eq!(v["prizes"]["schock_outs"]["players"], serde_json::json!(["Zoe", "Ömer"]));

    let f = file::parse(&text).unwrap();
    let (t, _) = replay::replay(&f, &[]).unwrap();
    let s = standings::standings(&t);
    let name = |p: schocken_core::tournament::game::Pid| t.players[p].name.as_str();
    assert_eq!(
        s.rows.iter().map(|r| (name(r.player), r.place)).collect::<Vec<_>>(),
        [("Ömer", 1), ("Zoe", 1), ("Anna", 3)]
    );
    assert_eq!(s.teams.iter().map(|x| x.team.as_str()).collect::<Vec<_>>(), ["Ölclub", "Zecher"]);
    assert_eq!(s.schock_out_prize.1.iter().map(|&p| name(p)).collect::<Vec<_>>(), ["Ömer", "Zoe"]);
}

/// A table session whose games name somebody who is not at the table (a file made by hand, or a
/// substitute) is not used for it: reported as other players, never a panic over the name.
#[test]
fn a_session_naming_a_stranger_is_not_used() {
    use schocken_core::tournament::file::CardGame;
    use schocken_core::tournament::replay::{TableSession, Unused};
    let text = tournament(
        "LossPoints",
        &(register(&["Anna", "Ben", "Carl", "Dora"])
            + "Draw(round: 1, kind: Points, games: 2, tables: [[\"Anna\", \"Ben\"], [\"Carl\", \"Dora\"]]),"),
    );
    let f = file::parse(&text).unwrap();
    let game = |h1: &str, h2: &str| CardGame { half1: h1.into(), half2: h2.into(), ..CardGame::default() };
    for (games, jules) in [
        (vec![game("Zoe", "Zoe")], vec![]),
        (vec![game("Carl", "Carl")], vec![]),
        (vec![game("Anna", "Anna")], vec![vec!["Zoe".to_string()]]),
    ] {
        let session = TableSession {
            file: "t.ron".into(),
            round: rn(1),
            table: tn(1),
            players: vec!["Anna".into(), "Ben".into()],
            games,
            jules,
        };
        let (t, unused) = replay::replay(&f, &[session]).unwrap();
        assert_eq!(unused, [("t.ron".to_string(), Unused::OtherPlayers { round: rn(1), table: tn(1) })]);
        assert_eq!(t.rounds[0].tables[0].session, None);
    }
}

/// A knock-out cut through a shared place is found before the draw: the top 2 of three players
/// sharing place 1 leave one of them out; the top 3 cut below the place.
#[test]
fn a_knockout_cut_through_a_shared_place_is_found() {
    let text = tournament(
        "LossPoints",
        &(register(&["Anna", "Ben", "Carl", "Dora"])
            + r#"Draw(round: 1, kind: Points, games: 1, tables: [["Anna", "Ben", "Carl", "Dora"]]),
            Card(round: 1, table: 1, games: [(half1: "Anna", half2: "Anna")]),"#),
    );
    let f = file::parse(&text).unwrap();
    let (t, _) = replay::replay(&f, &[]).unwrap();
    let s = standings::standings(&t);
    let cut = schocken_core::tournament::draw::shared_cut(&t, &s, 2).expect("place 1 is shared by three");
    assert_eq!(cut.place, 1);
    assert_eq!((cut.inside.len(), cut.outside.len()), (2, 1));
    let anna = t.players.iter().position(|p| p.name == "Anna").map(schocken_core::tournament::game::Pid::new).unwrap();
    assert!(!cut.inside.contains(&anna) && !cut.outside.contains(&anna), "Anna is fourth alone");
    assert_eq!(schocken_core::tournament::draw::shared_cut(&t, &s, 3), None, "the cut falls between places");
    assert_eq!(schocken_core::tournament::draw::shared_cut(&t, &s, 4), None, "everybody is in");
}

/// The knock-out final of issue 24: the table's laptop let Carl play on after his last life, the
/// organiser typed the card over it. The card counts as it stands, whether or not the file is in
/// the folder: the file's exit order (naming Carl, who was out by the card) supplies nothing and
/// never makes the card wrong, and the standings follow the card.
#[test]
fn a_card_over_a_session_that_played_past_a_last_life() {
    use schocken_core::tournament::file::CardGame;
    let text = tournament(
        "LossPoints",
        &(register(&["Anna", "Carl", "Dora"])
            + r#"Draw(round: 1, kind: KnockOut(lives: 1, advance: 1), games: 0, tables: [["Anna", "Carl", "Dora"]]),
            Card(round: 1, table: 1, games: [(half1: "Carl", half2: "Carl"), (half1: "Anna", half2: "Anna")]),"#),
    );
    let game = |loser: &str, out: [&[&str]; 2]| CardGame {
        half1: loser.into(),
        half2: loser.into(),
        final_: None,
        schock_outs: Vec::new(),
        out: out.map(|names| Some(names.iter().map(|n| vec![n.to_string()]).collect())),
        points: Some(vec![(loser.to_string(), -5), ("Carl".to_string(), 0)]),
    };
    let session = replay::TableSession {
        file: "runde-1-tisch-1.ron".into(),
        round: rn(1),
        table: tn(1),
        players: vec!["Anna".into(), "Carl".into(), "Dora".into()],
        // Game 1 as on the card; game 2 with Carl still throwing (the laptop played on).
        games: vec![
            game("Carl", [&["Anna", "Dora"], &["Dora", "Anna"]]),
            game("Anna", [&["Carl", "Dora"], &["Dora", "Carl"]]),
        ],
        jules: vec![Vec::new(), Vec::new()],
    };
    let f = file::parse(&text).unwrap();
    let (without, _) = replay::replay(&f, &[]).expect("the card alone is accepted");
    let (with, unused) =
        replay::replay(&f, std::slice::from_ref(&session)).expect("the file changes nothing about the card");
    assert!(unused.is_empty());
    let json = |t: &replay::Tournament| json::standings(t, &standings::standings(t));
    assert_eq!(json(&with)["standings"], json(&without)["standings"]);
    assert_eq!(json(&with)["rounds"][0]["tables"][0]["source"], "card");
    assert_eq!(json(&with)["standings"][0]["player"], "Dora");
}

/// Round `n`, as a test writes it.
fn rn(n: u32) -> schocken_core::tournament::RoundNo {
    schocken_core::tournament::RoundNo::new(n).unwrap()
}

/// Table `n`, as a test writes it.
fn tn(n: u32) -> schocken_core::tournament::TableNo {
    schocken_core::tournament::TableNo::new(n).unwrap()
}
