//! Each kind of edit taken, and refused with what the organiser reads.

use super::*;
use crate::i18n::{self, Lang};
use crate::rules::preset::{Preset, RuleSet};
use crate::tournament::file::{Games, RoundKind, Scoring};
use crate::tournament::game::pids;

/// Round `n`, as a test writes it.
pub(super) fn rn(n: u32) -> RoundNo {
    RoundNo::new(n).unwrap()
}

/// Table `n`, as a test writes it.
pub(super) fn tn(n: u32) -> TableNo {
    TableNo::new(n).unwrap()
}

pub(super) fn game(h1: &str, h2: &str, f: Option<&str>) -> CardGame {
    CardGame { half1: h1.into(), half2: h2.into(), final_: f.map(String::from), ..CardGame::default() }
}

pub(super) fn register(name: &str) -> Event {
    Event::Register { name: name.into(), team: None }
}

/// Anna, Ben, Carl and Dora registered; round 1 at two tables where `drawn`.
pub(super) fn tournament(drawn: bool) -> TournamentFile {
    let mut events: Vec<Event> = ["Anna", "Ben", "Carl", "Dora"].into_iter().map(register).collect();
    if drawn {
        events.push(Event::Draw {
            round: rn(1),
            kind: RoundKind::Points { games: Games::new(2).unwrap() },
            tables: vec![vec!["Anna".into(), "Ben".into()], vec!["Carl".into(), "Dora".into()]],
            seed: Some(1),
        });
    }
    TournamentFile {
        title: None,
        started: None,
        place: None,
        rules: RuleSet::new(Preset::MainTaunus),
        scoring: Scoring::LossPoints,
        discs: Default::default(),
        events,
    }
}

/// The events after `edit` (`None`: unchanged), or the refusal as the organiser reads it (in German).
pub(super) fn edited(
    file: &TournamentFile,
    sessions: &[TableSession],
    edit: Edit,
) -> Result<Option<Vec<Event>>, String> {
    let (t, _) = replay::replay(file, sessions).expect("the tournament before the edit replays");
    let current = Current { file, tournament: &t, sessions };
    i18n::scoped(Lang::De, || {
        apply(current, edit).map(|c| c.map(|c| c.into_parts().0.events)).map_err(|e| e.to_string())
    })
}

pub(super) fn changed(file: &TournamentFile, edit: Edit) -> Vec<Event> {
    edited(file, &[], edit).expect("taken").expect("a change")
}

pub(super) fn refused(file: &TournamentFile, edit: Edit) -> String {
    edited(file, &[], edit).expect_err("refused")
}

pub(super) fn with(events: Vec<Event>) -> TournamentFile {
    TournamentFile { events, ..tournament(false) }
}

#[test]
fn players_register_tidied_and_a_name_taken_is_refused() {
    let f = tournament(false);
    let names = vec!["  Eva   Lang ".into(), "Fritz".into()];
    let events = changed(&f, Edit::Register { names, team: Some(" Kegelclub ".into()) });
    assert_eq!(events[4], Event::Register { name: "Eva Lang".into(), team: Some("Kegelclub".into()) });
    assert_eq!(events[5], Event::Register { name: "Fritz".into(), team: Some("Kegelclub".into()) });
    let events = changed(&f, Edit::Register { names: vec!["Eva".into()], team: Some("  ".into()) });
    assert_eq!(events[4], register("Eva"));

    let one = |name: &str| Edit::Register { names: vec![name.into()], team: None };
    assert_eq!(refused(&f, one(" anna ")), "„anna“ ist schon angemeldet (als „Anna“)");
    // To the letter, the replay says it at the event that would be added.
    assert_eq!(refused(&f, one("Anna")), "Ereignis 5: „Anna“ ist schon angemeldet");
    let twice = Edit::Register { names: vec!["Eva".into(), "EVA".into()], team: None };
    assert_eq!(refused(&f, twice), "„EVA“ ist schon angemeldet (als „Eva“)");
    assert_eq!(refused(&f, one("   ")), "Ereignis 5: ein Spielername ist leer");
}

#[test]
fn a_withdrawal_is_recorded_once_and_taken_back() {
    let f = tournament(false);
    let events = changed(&f, Edit::Withdraw("Ben".into()));
    assert_eq!(events.last(), Some(&Event::Withdraw("Ben".into())));
    let gone = with(events);
    assert_eq!(refused(&gone, Edit::Withdraw("Ben".into())), "Ereignis 6: Ben hat sich schon abgemeldet");
    assert_eq!(refused(&f, Edit::Withdraw("Zoe".into())), "Ereignis 5: „Zoe“ ist nicht angemeldet");

    assert_eq!(changed(&gone, Edit::BackIn("Ben".into())), f.events);
    assert_eq!(edited(&f, &[], Edit::BackIn("Ben".into())), Ok(None), "nothing to take back");
    // Once a points draw went on without him, he cannot have been in.
    let mut events = gone.events.clone();
    events.push(Event::Draw {
        round: rn(1),
        kind: RoundKind::Points { games: Games::new(2).unwrap() },
        tables: vec![vec!["Anna".into(), "Carl".into(), "Dora".into()]],
        seed: None,
    });
    let drawn = with(events);
    assert_eq!(
        refused(&drawn, Edit::BackIn("Ben".into())),
        "Ereignis 5: Ben fehlt in der Auslosung (eine Punkterunde setzt alle Angemeldeten)"
    );
}

#[test]
fn a_rename_reaches_every_place_the_name_stands() {
    let mut g = game("Ana", "Ben", Some("Ana"));
    g.schock_outs = vec!["Ana".into(), "Ben".into()];
    g.out = [Some(vec![vec!["Ana".into(), "Carl".into()]]), None];
    g.points = Some(vec![("Ana".into(), 3), ("Ben".into(), -5)]);
    let mut events = vec![
        Event::Register { name: "Ana".into(), team: Some("Ana".into()) },
        Event::Register { name: "Ben".into(), team: None },
        Event::Withdraw("Ana".into()),
        Event::Draw {
            round: rn(1),
            kind: RoundKind::Points { games: Games::new(1).unwrap() },
            tables: vec![vec!["Ben".into(), "Ana".into()]],
            seed: None,
        },
        Event::Card { round: rn(1), table: tn(1), games: vec![g] },
    ];
    rename(&mut events, "Ana", "Anna");
    let text = format!("{events:?}");
    assert_eq!(text.matches("\"Ana\"").count(), 1, "only the team keeps the old spelling: {text}");
    assert_eq!(text.matches("\"Anna\"").count(), 8, "{text}");
    assert_eq!(text.matches("\"Ben\"").count(), 5, "{text}");
}

#[test]
fn a_rename_is_tidied_and_refused_where_it_would_lose_something() {
    let f = tournament(true);
    let events = changed(&f, Edit::Rename { old: "Ben".into(), new: "  Benno ".into() });
    assert_eq!(events[1], register("Benno"));
    assert!(matches!(&events[4], Event::Draw { tables, .. } if tables[0] == ["Anna", "Benno"]));
    let same = Edit::Rename { old: "Ben".into(), new: "Ben ".into() };
    assert_eq!(edited(&f, &[], same), Ok(None));

    let rename = |old: &str, new: &str| Edit::Rename { old: old.into(), new: new.into() };
    assert_eq!(refused(&f, rename("Ben", "dora")), "„Dora“ ist schon angemeldet");
    assert_eq!(refused(&f, rename("Zoe", "Zora")), "„Zoe“ ist nicht angemeldet");
    assert_eq!(refused(&f, rename("Ben", " ")), "ein Spielername ist leer");
    // Table 1 counts from its session file, which says "Ben".
    let session = TableSession {
        file: "runde-1-tisch-1.ron".into(),
        round: rn(1),
        table: tn(1),
        players: vec!["Anna".into(), "Ben".into()],
        games: vec![game("Ben", "Ben", None)],
        jules: vec![Vec::new()],
    };
    assert_eq!(
        edited(&f, std::slice::from_ref(&session), rename("Ben", "Benno")),
        Err("Runde 1, Tisch 1 zählt aus der Tischdatei, die den alten Namen behält; erst die Karte des Tisches über \
             die Tischdatei eintippen, dann umbenennen"
            .into())
    );
    assert!(edited(&f, &[session], rename("Carl", "Carlo")).is_ok(), "Carl's table has no file");
}

#[test]
fn a_round_is_drawn_then_re_drawn_in_place_until_its_first_card() {
    let f = tournament(false);
    let proposal = |round: u32, tables: Vec<Vec<usize>>| {
        Edit::Draw(Proposal {
            round: rn(round),
            kind: RoundKind::Points { games: Games::new(3).unwrap() },
            tables: tables.iter().map(|t| pids(t)).collect(),
            seed: Some(9),
        })
    };
    let events = changed(&f, proposal(1, vec![vec![3, 0], vec![1, 2]]));
    let drawn = Event::Draw {
        round: rn(1),
        kind: RoundKind::Points { games: Games::new(3).unwrap() },
        tables: vec![vec!["Dora".into(), "Anna".into()], vec!["Ben".into(), "Carl".into()]],
        seed: Some(9),
    };
    assert_eq!(events[4..], [drawn]);
    let f = with(events);
    let events = changed(&f, proposal(1, vec![vec![0, 1], vec![2, 3]]));
    assert_eq!(events.len(), 5, "the re-draw takes the place of the draw");
    assert!(matches!(&events[4], Event::Draw { tables, .. } if tables[0] == ["Anna", "Ben"]));

    assert_eq!(
        refused(&f, proposal(3, vec![vec![0, 1, 2, 3]])),
        "Auslosung für Runde 3: als Nächstes ist Runde 2 dran"
    );
    let stale = proposal(2, vec![vec![0, 1], vec![2, 7]]);
    assert_eq!(
        refused(&f, stale),
        "die vorgeschlagene Auslosung passt nicht mehr zu den Angemeldeten; bitte neu vorschlagen"
    );
    assert_eq!(
        refused(&f, proposal(2, vec![vec![0, 1], vec![2]])),
        "Ereignis 6: an Tisch 2 sitzt 1 Spieler; ein Tisch hat 2 bis 6"
    );
    let mut events = f.events.clone();
    events.push(Event::Card { round: rn(1), table: tn(1), games: vec![game("Anna", "Anna", None)] });
    let carded = with(events);
    assert_eq!(
        refused(&carded, proposal(1, vec![vec![0, 1], vec![2, 3]])),
        "Runde 1 kann nicht neu ausgelost werden: es gibt schon eine Karte"
    );
    assert!(edited(&carded, &[], proposal(2, vec![vec![0, 2], vec![1, 3]])).is_ok());
}

#[test]
fn a_knock_out_draw_the_file_cannot_hold_is_refused_before_it_is_written() {
    let f = tournament(false);
    let knockout = Proposal {
        round: rn(1),
        kind: RoundKind::KnockOut { lives: 0, advance: 1 },
        tables: vec![pids(&[0, 1, 2, 3])],
        seed: None,
    };
    assert_eq!(refused(&f, Edit::Draw(knockout)), "Ereignis 5: lives: 0 ist hier nicht möglich");
}

#[test]
fn a_card_replaces_the_tables_earlier_one_and_goes_away_whole() {
    let f = tournament(true);
    let card = |games| Edit::Card { round: rn(1), table: tn(2), games };
    let events = changed(&f, card(vec![game("Carl", "Carl", None)]));
    let f = with(events);
    let events = changed(&f, card(vec![game("Dora", "Dora", None)]));
    assert_eq!(events.len(), 7, "added after the earlier card");
    assert_eq!(card_of(&events, rn(1), tn(2)), Some(&[game("Dora", "Dora", None)][..]));
    assert_eq!(card_of(&events, rn(1), tn(1)), None);
    assert_eq!(refused(&f, card(vec![game("Anna", "Anna", None)])), "Ereignis 7: Spiel 1: Anna sitzt nicht an Tisch 2");
    let three = vec![game("Carl", "Carl", None); 3];
    assert_eq!(refused(&f, card(three)), "Ereignis 7: 3 Spiele auf der Karte, die Runde zählt 2");

    let clear = |table| Edit::ClearCard { round: rn(1), table: tn(table) };
    assert_eq!(changed(&with(events), clear(2)), tournament(true).events, "every card of the table goes");
    assert_eq!(refused(&f, clear(1)), "Runde 1, Tisch 1 hat keine Karte");
    assert_eq!(refused(&tournament(false), clear(1)), "Runde 1, Tisch 1 hat keine Karte");
}

#[test]
fn a_card_is_previewed_as_it_would_be_applied() {
    let f = tournament(true);
    let (t, _) = replay::replay(&f, &[]).unwrap();
    let current = Current { file: &f, tournament: &t, sessions: &[] };
    let card = |name: &str| Edit::Card { round: rn(1), table: tn(1), games: vec![game(name, name, None)] };
    assert_eq!(preview(current, card("Ben")), Ok(()));
    let error = preview(current, card("Carl")).unwrap_err();
    assert_eq!(Err(error), apply(current, card("Carl")).map(drop));
}

#[test]
fn a_checked_file_is_what_its_text_reads_back_as() {
    let mut f = tournament(false);
    f.events.push(Event::Register { name: "Eva".into(), team: Some(String::new()) });
    let checked = Checked::new(&f, &[]).unwrap();
    assert_eq!(checked.file().events[4], register("Eva"), "a team named \"\" is no team");
    assert_eq!(file::parse(checked.text()).as_ref(), Ok(checked.file()));
    assert_eq!(checked.tournament().players.len(), 5);
}
