//! A tournament folder with tables' session files beside `turnier.ron` (TOURNAMENT.md 2–3):
//! results from sessions, a card overriding its session, and the files that give no results.

use schocken::io::tournament_folder::{self, Skipped};
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::session::file;
use schocken_core::session::log::{Header, Session, TableRef};
use schocken_core::sim::{Options, simulate};
use schocken_core::tournament::replay::Unused;
use std::path::{Path, PathBuf};

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("schocken-tournament-folder-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

const PLAYERS: [&str; 4] = ["Anna", "Ben", "Carl", "Dora"];

fn turnier(dir: &Path, scoring: &str, preset: &str, cards: &str) {
    let events: String = PLAYERS.iter().map(|n| format!("Register(name: \"{n}\"),\n")).collect();
    let text = format!(
        "Tournament(format: 1, title: \"T\", rules: (preset: \"{preset}\"), scoring: {scoring}, events: [\n{events}\
         Draw(round: 1, kind: Points, games: 1, tables: [[\"Anna\", \"Ben\", \"Carl\", \"Dora\"]]),\n{cards}])"
    );
    std::fs::write(dir.join("turnier.ron"), text).unwrap();
}

/// One complete game at a table, simulated.
fn table_session(preset: Preset, players: &[&str], at: Option<TableRef>, seed: u64) -> Session {
    let header = Header {
        title: None,
        started: None,
        place: None,
        tournament: at,
        rules: RuleSet::new(preset),
        players: players.iter().map(|s| s.to_string()).collect(),
    };
    simulate(header, &Options { games: 1, ..Options::default() }, seed)
}

fn write(dir: &Path, name: &str, session: &Session) {
    std::fs::write(dir.join(name), file::write(session)).unwrap();
}

fn points(folder: &tournament_folder::Folder, name: &str) -> i64 {
    let t = &folder.tournament;
    folder.standings.rows.iter().find(|r| t.players[r.player].name == name).unwrap().points
}

/// Theimann from a session: each player's points are the game's section-8 points, which for a
/// preset that scores Theimann points are the engine's own.
#[test]
fn theimann_points_from_a_session() {
    for seed in 0..8 {
        let dir = folder(&format!("theimann-{seed}"));
        turnier(&dir, "Theimann", "theimann-dimmi", "");
        let session =
            table_session(Preset::TheimannDimmi, &PLAYERS, Some(TableRef { round: rn(1), table: tn(1) }), seed);
        write(&dir, "tisch-1.ron", &session);
        let f = tournament_folder::read(&dir).unwrap();
        assert!(f.skipped.is_empty(), "{:?}", f.skipped);
        assert_eq!(f.standings.rounds[0].tables[0].games_counted, 1);
        let e = session.engine();
        for name in PLAYERS.iter() {
            assert_eq!(points(&f, name), e.points(e.player(name).unwrap()) as i64, "seed {seed}, {name}");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// A card for the table overrides its session: the card says who lost what.
#[test]
fn a_card_overrides_the_session() {
    let dir = folder("override");
    turnier(
        &dir,
        "LossPoints",
        "main-taunus",
        "Card(round: 1, table: 1, games: [(half1: \"Dora\", half2: \"Dora\")]),\n",
    );
    let session = table_session(Preset::MainTaunus, &PLAYERS, Some(TableRef { round: rn(1), table: tn(1) }), 3);
    write(&dir, "tisch-1.ron", &session);
    let f = tournament_folder::read(&dir).unwrap();
    assert_eq!(f.standings.rounds[0].tables[0].source.map(|s| s.id()), Some("card"));
    assert_eq!(points(&f, "Dora"), 3);
    assert_eq!(points(&f, "Anna"), 0);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Files that give no results are reported with the reason, never scored, never touched.
#[test]
fn files_that_give_no_results() {
    let dir = folder("skipped");
    turnier(&dir, "LossPoints", "main-taunus", "");
    let at = |round, table| Some(TableRef { round: rn(round), table: tn(table) });
    let good = table_session(Preset::MainTaunus, &PLAYERS, at(1, 1), 1);
    write(&dir, "a-tisch-1.ron", &good);
    write(&dir, "b-tisch-1-nochmal.ron", &table_session(Preset::MainTaunus, &PLAYERS, at(1, 1), 2));
    write(&dir, "c-runde-2.ron", &table_session(Preset::MainTaunus, &PLAYERS, at(2, 1), 3));
    write(&dir, "d-andere.ron", &table_session(Preset::MainTaunus, &["Anna", "Ben", "Carl", "Zoe"], at(1, 1), 4));
    write(&dir, "e-abend.ron", &table_session(Preset::MainTaunus, &PLAYERS, None, 5));
    write(&dir, "f-einfach.ron", &table_session(Preset::Dohren, &PLAYERS, at(1, 1), 6));
    write(&dir, "a-tisch-1.sync-conflict-20270217-193000-ABCDEFG.ron", &good);
    std::fs::write(dir.join("g-halb.ron"), "Session(format: 1, rules: (preset: \"main-").unwrap();
    std::fs::write(dir.join("h.ron.tmp"), "").unwrap();
    std::fs::create_dir_all(dir.join(".stfolder")).unwrap();
    let before: Vec<(PathBuf, Vec<u8>)> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .filter(|e| e.path().is_file())
        .map(|e| (e.path(), std::fs::read(e.path()).unwrap()))
        .collect();

    let f = tournament_folder::read(&dir).unwrap();
    let why = |name: &str| {
        f.skipped
            .iter()
            .find(|(p, _)| p.file_name().unwrap() == name)
            .map(|(_, w)| w)
            .unwrap_or_else(|| panic!("{name}"))
    };
    assert!(matches!(why("a-tisch-1.ron"), Skipped::Unused(Unused::Twice { .. })));
    assert!(matches!(why("b-tisch-1-nochmal.ron"), Skipped::Unused(Unused::Twice { .. })));
    assert!(
        matches!(why("c-runde-2.ron"), Skipped::Unused(Unused::NoSuchTable { round, table }) if (round.get(), table.get()) == (2, 1))
    );
    assert!(matches!(why("d-andere.ron"), Skipped::Unused(Unused::OtherPlayers { .. })));
    assert!(matches!(why("e-abend.ron"), Skipped::NotATable));
    assert!(matches!(why("f-einfach.ron"), Skipped::SingleHalf));
    assert!(matches!(why("a-tisch-1.sync-conflict-20270217-193000-ABCDEFG.ron"), Skipped::SyncConflict));
    assert!(matches!(why("g-halb.ron"), Skipped::Unreadable(_)));
    assert!(matches!(why("h.ron.tmp"), Skipped::Temporary));
    assert_eq!(f.skipped.len(), 9);
    // Two sessions for one table: neither is used.
    assert_eq!(f.standings.rounds[0].tables[0].source, None);
    for (path, bytes) in before {
        assert_eq!(std::fs::read(&path).unwrap(), bytes, "{}", path.display());
    }
    // Each report is one line naming its file.
    for (path, why) in &f.skipped {
        let line = why.line(path);
        assert!(line.contains(path.file_name().unwrap().to_str().unwrap()) && !line.contains('\n'), "{line}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A table laptop's session: the table's players in seat order, seat 1 starts, the discs for the
/// table's size, the header naming round and table; asked again, the same file is continued.
#[test]
fn a_table_laptop_session() {
    let dir = folder("laptop");
    let events: String =
        ["Anna", "Ben", "Carl", "Dora", "Erik"].iter().map(|n| format!("Register(name: \"{n}\"),\n")).collect();
    std::fs::write(
        dir.join("turnier.ron"),
        format!(
            "Tournament(format: 1, rules: (preset: \"main-taunus\"), scoring: HalfPoints, discs: {{3: 11}}, events: [\n{events}\
             Draw(round: 1, kind: Points, games: 2, tables: [[\"Erik\", \"Anna\"], [\"Dora\", \"Carl\", \"Ben\"]]),\n])"
        ),
    )
    .unwrap();
    let path = tournament_folder::table_session_file(&dir, rn(1), tn(2)).unwrap();
    assert_eq!(path.file_name().unwrap(), "runde-1-tisch-2.ron");
    let session = schocken::io::store::read(&path).unwrap();
    let h = session.header();
    assert_eq!(h.players, ["Dora", "Carl", "Ben"]);
    assert_eq!(h.tournament, Some(TableRef { round: rn(1), table: tn(2) }));
    assert_eq!(h.rules.rules().discs, 11);
    assert_eq!(session.engine().starter(), session.engine().player("Dora"), "the first seated starts");
    let f = tournament_folder::read(&dir).unwrap();
    assert!(f.skipped.is_empty(), "{:?}", f.skipped);
    assert_eq!(f.standings.rounds[0].tables[1].source.map(|s| s.id()), Some("session"));
    // The same table again: the same file, untouched.
    let before = std::fs::read(&path).unwrap();
    assert_eq!(tournament_folder::table_session_file(&dir, rn(1), tn(2)).unwrap(), path);
    assert_eq!(std::fs::read(&path).unwrap(), before);
    assert!(tournament_folder::table_session_file(&dir, rn(1), tn(3)).is_err());
    let _ = std::fs::remove_dir_all(&dir);
}

/// The Jule prize from table sessions: the most Jules thrown in counted games, counted here
/// straight from the session's rounds.
#[test]
fn most_jules_from_sessions() {
    use schocken_core::rules::round::Act;
    use schocken_core::rules::throw::Category;
    let mut checked = 0;
    for seed in 0..12 {
        let dir = folder(&format!("jules-{seed}"));
        turnier(&dir, "LossPoints", "main-taunus", "");
        let session = table_session(Preset::MainTaunus, &PLAYERS, Some(TableRef { round: rn(1), table: tn(1) }), seed);
        write(&dir, "tisch-1.ron", &session);
        let f = tournament_folder::read(&dir).unwrap();
        let e = session.engine();
        let mut jules = [0usize; 4];
        for r in e.rounds().iter().filter(|r| r.game == 1) {
            for entry in &r.entries {
                if let Act::Throw(t) = entry.act
                    && t.category(e.rules()) == Category::Jule
                {
                    jules[entry.player] += 1;
                }
            }
        }
        let top = *jules.iter().max().unwrap();
        let winners: Vec<&str> = (0..4).filter(|&p| top > 0 && jules[p] == top).map(|p| PLAYERS[p]).collect();
        let (count, who) = &f.standings.jule_prize;
        let who: Vec<&str> = who.iter().map(|&p| f.tournament.players[p].name.as_str()).collect();
        assert_eq!((*count, who), (top, winners), "seed {seed}");
        checked += usize::from(top > 0);
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert!(checked > 0, "some simulated game had a Jule");
}

/// A table session whose `Seats` brings in a substitute (or a player of another table) is the
/// table's problem, reported with the reason and not used (TOURNAMENT.md section 3): no panic
/// over a name the tournament does not know, no results counted for the wrong player.
#[test]
fn a_session_seating_a_stranger_is_reported_and_not_used() {
    use schocken_core::session::event::Event;
    for stranger in ["Zoe", "Erik"] {
        let dir = folder(&format!("stranger-{stranger}"));
        let events: String =
            PLAYERS.iter().chain(&["Erik", "Fritz"]).map(|n| format!("Register(name: \"{n}\"),\n")).collect();
        std::fs::write(
            dir.join("turnier.ron"),
            format!(
                "Tournament(format: 1, rules: (preset: \"main-taunus\"), scoring: LossPoints, events: [\n{events}\
                 Draw(round: 1, kind: Points, games: 3, tables: [[\"Anna\", \"Ben\", \"Carl\", \"Dora\"], [\"Erik\", \"Fritz\"]]),\n])"
            ),
        )
        .unwrap();
        let mut session = table_session(Preset::MainTaunus, &PLAYERS, Some(TableRef { round: rn(1), table: tn(1) }), 7);
        session.push(Event::Seats(vec!["Anna".into(), "Ben".into(), stranger.into(), "Dora".into()])).unwrap();
        write(&dir, "runde-1-tisch-1.ron", &session);
        let f = tournament_folder::read(&dir).unwrap_or_else(|e| panic!("{}", e.message()));
        assert_eq!(f.skipped.len(), 1, "{:?}", f.skipped);
        let (path, why) = &f.skipped[0];
        assert!(
            matches!(why, Skipped::Stranger { round, table, name } if name == stranger && (round.get(), table.get()) == (1, 1)),
            "{why:?}"
        );
        assert_eq!(why.table(), Some((rn(1), tn(1))));
        assert!(why.line(path).contains(stranger));
        assert_eq!(f.standings.rounds[0].tables[0].source, None);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// A folder of many files is read on every core (`table_sessions`), and gives what reading its
/// files one by one in the order of their names gives: the same sessions and the same files
/// passed over, in that order.
#[test]
fn many_files_read_at_once_keep_the_order_of_their_names() {
    let dir = folder("many");
    turnier(&dir, "LossPoints", "main-taunus", "");
    for i in 0..70u64 {
        let name = format!("tisch-{i:02}.ron");
        match i % 7 {
            3 => std::fs::write(dir.join(&name), "Session(format: 1, rules: (preset: \"main-").unwrap(),
            5 => write(&dir, &name, &table_session(Preset::MainTaunus, &PLAYERS, None, i)),
            _ => {
                let at = Some(TableRef { round: rn(1 + (i % 2) as u32), table: tn(1) });
                write(&dir, &name, &table_session(Preset::MainTaunus, &PLAYERS, at, i))
            }
        }
    }
    std::fs::write(dir.join("tisch-99.ron.tmp"), "").unwrap();
    let (sessions, skipped) = tournament_folder::table_sessions(&dir);
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir).unwrap().flatten().map(|e| e.path()).collect();
    paths.sort();
    let (mut one_by_one, mut passed_over) = (Vec::new(), Vec::new());
    for path in paths {
        match tournament_folder::read_table_file(&path) {
            Some(Ok(session)) => one_by_one.push(session),
            Some(Err(why)) => passed_over.push(format!("{}: {why:?}", path.display())),
            None => {}
        }
    }
    assert_eq!(sessions.len(), 50);
    assert_eq!(sessions, one_by_one);
    let skipped: Vec<String> = skipped.iter().map(|(path, why)| format!("{}: {why:?}", path.display())).collect();
    assert_eq!(skipped.len(), 21);
    assert_eq!(skipped, passed_over);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Round `n`, as a test writes it.
fn rn(n: u32) -> schocken_core::tournament::RoundNo {
    schocken_core::tournament::RoundNo::new(n).unwrap()
}

/// Table `n`, as a test writes it.
fn tn(n: u32) -> schocken_core::tournament::TableNo {
    schocken_core::tournament::TableNo::new(n).unwrap()
}
