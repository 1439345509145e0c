//! A table laptop and its tournament folder: what the organiser's side says reaches the table
//! without anyone walking over (issue "Tried for real", time limit). Time up for the round
//! (`runde-R.scharf`) makes the table record `Sudden` itself as soon as the rules take it; a
//! table whose round is played says so instead of offering the next game.
//!
//! `cargo test --release --test table_link`
mod common;
use common::TempDir;
use common::play::lose_game_by_keys;
use eframe::egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use schocken_core::session::event::Event;
use schocken_core::session::log::Session;
use std::path::Path;

/// A tournament of two at one table, `games` games counted; the table's session made as
/// `tournament table` makes it (Anna, seat 1, starts).
fn tournament(name: &str, games: u32) -> TempDir {
    let dir = TempDir::new(name);
    std::fs::write(
        dir.0.join("turnier.ron"),
        format!(
            "Tournament(format: 1, rules: (preset: \"main-taunus\"), scoring: LossPoints, events: [\n\
             Register(name: \"Anna\"), Register(name: \"Ben\"),\n\
             Draw(round: 1, kind: Points, games: {games}, tables: [[\"Anna\", \"Ben\"]]),\n])"
        ),
    )
    .unwrap();
    schocken::io::tournament_folder::table_session_file(&dir.0, rn(1), tn(1)).unwrap();
    dir
}

/// The app on the folder, the table's evening resumed from the start page.
fn table(dir: &Path) -> Harness<'static, schocken::ui::App> {
    let mut harness = common::app(dir);
    harness.get_by_label("Fortsetzen").click();
    harness.run();
    harness
}

fn enter(harness: &mut Harness<'static, schocken::ui::App>, typed: &str) {
    harness.root().type_text(typed);
    harness.key_press(Key::Enter);
    harness.run();
}

fn file(dir: &Path) -> Session {
    schocken::io::store::read(&dir.join("runde-1-tisch-1.ron")).unwrap()
}

/// Time is up while a round is half entered: the table finishes that round as usual (discs
/// move), then records `Sudden` itself; the next round decides the half alone.
#[test]
fn time_up_reaches_the_table_after_the_round_in_hand() {
    let dir = tournament("time-up", 2);
    let mut t = table(&dir.0);
    enter(&mut t, "6541");
    drop(t);
    assert_eq!(file(&dir.0).draft().len(), 1, "Anna's throw is kept in the file");

    schocken::io::time_up::announce(&dir.0, rn(1), "2026-11-24T23:10:00+01:00").unwrap();
    let mut t = table(&dir.0);
    assert!(!file(&dir.0).events().contains(&Event::Sudden), "not amid a round");
    enter(&mut t, "4421");
    let session = file(&dir.0);
    assert_eq!(session.events().last(), Some(&Event::Sudden), "recorded right after the round");
    assert!(session.engine().rounds()[0].discs > 0, "the round in hand moved discs as usual");
    common::shows_part(&t, "Die Zeit ist um");

    enter(&mut t, "6541");
    enter(&mut t, "4421");
    let session = file(&dir.0);
    let e = session.engine();
    assert_eq!(e.parts().len(), 1, "the sudden round decided half 1");
    assert_eq!(e.rounds().last().map(|r| r.discs), Some(0));
    assert_eq!(session.events().iter().filter(|e| **e == Event::Sudden).count(), 1);
}

/// Frames until the table's file satisfies `done` (the folder's watcher brings the news).
fn until(t: &mut Harness<'static, schocken::ui::App>, dir: &Path, done: impl Fn(&Session) -> bool) -> bool {
    (0..200).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(20));
        t.run();
        done(&file(dir))
    })
}

/// Issue "One folder, one truth", finding 4: a time-up said by mistake and recorded at once by an
/// idle table is taken back by the table itself when the organiser withdraws it (the table is its
/// file's one writer), and the referee hears why.
#[test]
fn a_withdrawn_time_up_is_taken_back_by_the_table() {
    let dir = tournament("time-up-withdrawn", 2);
    let mut t = table(&dir.0);
    schocken::io::time_up::announce(&dir.0, rn(1), "2026-11-24T23:10:00+01:00").unwrap();
    assert!(until(&mut t, &dir.0, |s| s.events().last() == Some(&Event::Sudden)), "recorded when idle");
    let stay = schocken::io::time_up::withdraw(&dir.0, rn(1)).unwrap();
    assert!(stay.is_empty(), "nothing was played sudden");
    assert!(until(&mut t, &dir.0, |s| !s.events().contains(&Event::Sudden)), "taken back");
    common::shows_part(&t, "hat „scharf“ zurückgenommen");
    // The table plays on as before: a round moves discs.
    enter(&mut t, "6541");
    enter(&mut t, "4421");
    assert!(file(&dir.0).engine().rounds()[0].discs > 0);
}

/// The referee's own undo of a `Sudden` recorded at time-up sticks: the table does not record it
/// again for the same announcement (Ctrl+E records it by hand again).
#[test]
fn the_tables_own_undo_of_sudden_sticks() {
    let dir = tournament("time-up-undo", 2);
    let mut t = table(&dir.0);
    schocken::io::time_up::announce(&dir.0, rn(1), "2026-11-24T23:10:00+01:00").unwrap();
    assert!(until(&mut t, &dir.0, |s| s.events().last() == Some(&Event::Sudden)), "recorded when idle");
    t.key_press_modifiers(eframe::egui::Modifiers::COMMAND, Key::Z);
    t.run();
    assert!(!until(&mut t, &dir.0, |s| s.events().contains(&Event::Sudden)), "not recorded again");
}

/// Another round's time-up is not this table's.
#[test]
fn another_rounds_time_up_changes_nothing() {
    let dir = tournament("time-up-other", 2);
    schocken::io::time_up::announce(&dir.0, rn(2), "2026-11-24T23:10:00+01:00").unwrap();
    let mut t = table(&dir.0);
    enter(&mut t, "6541");
    enter(&mut t, "4421");
    assert!(!file(&dir.0).events().contains(&Event::Sudden));
}

/// The round's only game played (a Durchmarsch of two Schock-Outs): the table says the round is
/// played instead of offering game 2, and takes no further throw.
#[test]
fn a_played_round_offers_no_next_game() {
    let dir = tournament("played", 1);
    let mut t = table(&dir.0);
    enter(&mut t, "1111");
    enter(&mut t, "221");
    enter(&mut t, "2211");
    enter(&mut t, "111");
    let session = file(&dir.0);
    assert_eq!(session.engine().finished_games().len(), 1);
    common::shows(
        &t,
        "Das Spiel dieser Runde ist gespielt. Das Ergebnis ist im Turnierordner; bitte beim Turnierleiter melden.",
    );
    common::shows(&t, "Enter: Hinweis schließen");
    assert!(t.query_by_label_contains("Weiter:").is_none(), "no next game offered");
    // The game's end waits for Enter; after it the table still says so and takes no throw.
    t.key_press(Key::Enter);
    t.run();
    common::shows_part(&t, "Das Spiel dieser Runde ist gespielt.");
    assert!(t.query_by_label("Am Zug:").is_none(), "no throw asked for");
    enter(&mut t, "6541");
    assert_eq!(file(&dir.0).events().len(), session.events().len(), "nothing entered");
}

/// An evening (no tournament header) knows nothing of rounds: game 2 follows as ever.
#[test]
fn an_evening_plays_on() {
    let dir = TempDir::new("evening-link");
    let mut s = Session::new(schocken_core::session::log::Header {
        title: None,
        started: Some("2026-11-24T20:00:00+01:00".into()),
        place: None,
        tournament: None,
        rules: schocken_core::rules::preset::RuleSet::new(
            schocken_core::rules::preset::Preset::parse("main-taunus").unwrap(),
        ),
        players: vec!["Anna".into(), "Ben".into()],
    })
    .unwrap();
    s.push(Event::Starter("Anna".into())).unwrap();
    schocken::io::store::save(&dir.0.join("abend.ron"), &s).unwrap();
    let mut t = table(&dir.0);
    for typed in ["1111", "221", "2211", "111"] {
        enter(&mut t, typed);
    }
    common::shows_part(&t, "Weiter:");
}

/// The organiser's button (asked once more) writes the round's time-up into the folder once; the window then says
/// it was announced, and a table opened afterwards records `Sudden` after its round in hand.
#[test]
fn the_organiser_says_time_up_for_the_round() {
    let dir = tournament("time-up-organiser", 2);
    let club = TempDir::new("time-up-organiser-club");
    let mut w = common::app(&club.0);
    w.state_mut().open_tournament(dir.0.clone());
    w.run();
    assert!(!schocken::io::time_up::announced(&dir.0, rn(1)));
    w.get_by_label("Zeit ist um: Runde 1 scharf").click();
    w.run();
    // It asks first (issue 24): every table of the round acts on it.
    assert!(!schocken::io::time_up::announced(&dir.0, rn(1)));
    w.get_by_label("Ja, scharf").click();
    w.run();
    assert!(schocken::io::time_up::announced(&dir.0, rn(1)));
    common::shows(&w, "Runde 1: scharf angesagt");
    common::shows_part(&w, "die Tischlaptops schocken ab ihrer nächsten Runde scharf weiter");
    drop(w);

    // Nothing in hand at this table: sudden from its first round on.
    let mut t = table(&dir.0);
    assert_eq!(file(&dir.0).events().last(), Some(&Event::Sudden));
    enter(&mut t, "6541");
    enter(&mut t, "4421");
    let session = file(&dir.0);
    assert_eq!(session.engine().parts().len(), 1, "the first round decided half 1");
    assert_eq!(session.engine().rounds()[0].discs, 0);
}

/// A knock-out table of three, one life each, one advancing; the table's session made as
/// `tournament table` makes it (Anna, seat 1, starts).
fn knockout(name: &str) -> TempDir {
    let dir = TempDir::new(name);
    std::fs::write(
        dir.0.join("turnier.ron"),
        "Tournament(format: 1, rules: (preset: \"main-taunus\"), scoring: LossPoints, events: [\n\
         Register(name: \"Anna\"), Register(name: \"Ben\"), Register(name: \"Carl\"),\n\
         Draw(round: 1, kind: KnockOut(lives: 1, advance: 1), games: 0, tables: [[\"Anna\", \"Ben\", \"Carl\"]]),\n])",
    )
    .unwrap();
    schocken::io::tournament_folder::table_session_file(&dir.0, rn(1), tn(1)).unwrap();
    dir
}

/// Issue 24: a player who lost his last life is no longer seated (the table records the new
/// seating itself), the table shows everybody's lives, undo takes the seating back with the
/// throw, and once one is left the table says who goes on and takes no further game.
#[test]
fn a_knockout_table_seats_only_the_living_and_says_who_goes_on() {
    let dir = knockout("knockout-table");
    let mut t = table(&dir.0);
    common::shows(&t, "K.-o.: Anna 1 Leben · Ben 1 Leben · Carl 1 Leben");
    lose_game_by_keys(&mut t, &dir.0.join("runde-1-tisch-1.ron"), "Ben");
    t.run();
    let session = file(&dir.0);
    assert_eq!(session.events().last(), Some(&Event::Seats(vec!["Anna".into(), "Carl".into()])));
    common::shows(&t, "K.-o.: Anna 1 Leben · Ben raus · Carl 1 Leben");
    // Undo takes back the game's last throw and the seating with it; the throw again seats anew.
    let before = session.events().len();
    t.key_press_modifiers(eframe::egui::Modifiers::COMMAND, Key::Z);
    t.run();
    let undone = file(&dir.0);
    assert_eq!(undone.events().len(), before - 2, "the seating and the round went back together");
    assert_eq!(undone.draft().len(), 2);
    common::shows_part(&t, "Zurückgenommen:");
    t.key_press_modifiers(eframe::egui::Modifiers { shift: true, ..eframe::egui::Modifiers::COMMAND }, Key::Z);
    t.run();
    t.key_press(Key::Enter);
    t.run();
    assert_eq!(file(&dir.0).events().len(), before, "redone, and seated anew");

    lose_game_by_keys(&mut t, &dir.0.join("runde-1-tisch-1.ron"), "Carl");
    t.run();
    common::shows_part(&t, "Anna ist weiter — der Tisch ist entschieden.");
    common::shows(&t, "K.-o.: Anna 1 Leben · Ben raus · Carl raus");
    let decided = file(&dir.0);
    assert!(!matches!(decided.events().last(), Some(Event::Seats(_))), "nobody plays on: no seating");
    assert!(t.query_by_label("Am Zug:").is_none(), "no throw asked for");
    enter(&mut t, "6541");
    assert_eq!(file(&dir.0).events().len(), decided.events().len(), "nothing entered");
    // Issue 34: nothing of playing is offered at the decided table, and its keys say why.
    for offered in ["Würfel gefallen", "Beginner festlegen", "Sitzordnung ändern"] {
        assert!(t.query_by_label_contains(offered).is_none(), "{offered} offered at a decided table");
    }
    t.key_press_modifiers(eframe::egui::Modifiers::COMMAND, Key::D);
    t.run();
    common::shows_part(&t, "Der Tisch ist entschieden: hier wird nicht mehr gespielt.");
    assert_eq!(file(&dir.0).events().len(), decided.events().len(), "nothing recorded");
}

/// Round `n`, as a test writes it.
fn rn(n: u32) -> schocken_core::tournament::RoundNo {
    schocken_core::tournament::RoundNo::new(n).unwrap()
}

/// Table `n`, as a test writes it.
fn tn(n: u32) -> schocken_core::tournament::TableNo {
    schocken_core::tournament::TableNo::new(n).unwrap()
}
