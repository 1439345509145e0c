//! Incremental standings: a changed table session file or a changed card replays that table only
//! (`replay::replay_tables`), and a card being typed is checked against its table alone
//! (`replay::card_results`). Both must say exactly what a full replay says: here after hundreds
//! of random edits of the demo tournament and of the public conformance folders.

use schocken::io::tournament_folder;
use schocken_core::rng::Rng;
use schocken_core::tournament::edit;
use schocken_core::tournament::file::{CardGame, Event, TournamentFile};
use schocken_core::tournament::organise::result_game;
use schocken_core::tournament::replay::{self, TableSession, Tournament, Unused};
use schocken_core::tournament::standings;
use schocken_core::tournament::{RoundNo, TableNo};
use std::path::{Path, PathBuf};

/// The demo tournament and every conformance folder that reads.
fn folders() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut dirs = vec![root.join("sessions/turnier-demo")];
    let cases = root.join("tests/conformance/tournament/cases");
    let mut found: Vec<PathBuf> = std::fs::read_dir(&cases)
        .map(|entries| entries.flatten().map(|e| e.path()).filter(|p| p.is_dir()).collect())
        .unwrap_or_default();
    found.sort();
    dirs.extend(found);
    dirs
}

type Replayed = (Tournament, Vec<(String, Unused)>);

fn pick<'a, T>(rng: &mut Rng, list: &'a [T]) -> Option<&'a T> {
    (!list.is_empty()).then(|| &list[rng.below(list.len() as u64) as usize])
}

/// Every drawn table (round and table, from 1).
fn tables(t: &Tournament) -> Vec<(RoundNo, TableNo)> {
    t.numbered_rounds().flat_map(|(r, round)| round.numbered_tables().map(move |(x, _)| (r, x))).collect()
}

/// A random edit of a table's session files: one taken away, one cut short, one moved to another
/// table, one copied (two files for a table), two names swapped, a game's loser changed.
fn edit_sessions(rng: &mut Rng, t: &Tournament, sessions: &mut Vec<TableSession>) {
    let Some(i) = (!sessions.is_empty()).then(|| rng.below(sessions.len() as u64) as usize) else { return };
    match rng.below(6) {
        0 => drop(sessions.remove(i)),
        1 => drop(sessions[i].games.pop()),
        2 => {
            if let Some(&(round, table)) = pick(rng, &tables(t)) {
                (sessions[i].round, sessions[i].table) = (round, table);
            }
        }
        3 => {
            let mut twin = sessions[i].clone();
            // A folder's file names are unique.
            twin.file = format!("{}-kopie-{}.ron", twin.file, rng.next_u64());
            sessions.push(twin);
            sessions.sort_by(|a, b| a.file.cmp(&b.file));
        }
        4 => {
            let s = &mut sessions[i];
            if s.players.len() > 1 {
                s.players.swap(0, 1);
                if let Some(g) = s.games.first_mut() {
                    g.half1 = s.players[0].clone();
                }
            }
        }
        _ => {
            let s = &mut sessions[i];
            if let (Some(name), Some(g)) = (s.players.last().cloned(), s.games.last_mut()) {
                g.half2 = name;
            }
        }
    }
}

/// A random edit of a table's card: taken away, typed over its session's games (all or some),
/// or a card with a game that may not fit the table.
fn edit_card(rng: &mut Rng, t: &Tournament, file: &mut TournamentFile) -> Option<(RoundNo, TableNo)> {
    let &(round, table) = pick(rng, &tables(t))?;
    let drawn = t.table(round, table)?;
    match rng.below(3) {
        0 => {
            file.events.retain(|e| !matches!(e, Event::Card { round: r, table: tb, .. } if (*r, *tb) == (round, table)))
        }
        1 => {
            let results = drawn.results().map(|(_, r)| r.to_vec()).unwrap_or_default();
            let mut games: Vec<CardGame> = results.iter().map(|g| result_game(g, &t.players)).collect();
            games.truncate(rng.below(games.len() as u64 + 1) as usize);
            // Where the scheme's exit order and points may come from the session.
            if rng.chance(50) {
                for g in &mut games {
                    (g.out, g.points) = ([None, None], None);
                }
            }
            file.events.push(Event::Card { round, table, games });
        }
        _ => {
            let name = |rng: &mut Rng| t.players[*pick(rng, &drawn.players).unwrap()].name.clone();
            let (a, b) = (name(rng), name(rng));
            let final_ = (a != b).then(|| if rng.chance(50) { a.clone() } else { b.clone() });
            let game = CardGame { half1: a, half2: b, final_, ..CardGame::default() };
            file.events.push(Event::Card { round, table, games: vec![game] });
        }
    }
    Some((round, table))
}

/// The incremental replay of `changed` from `before` against the full replay: the same
/// tournament, the same unused files, the same standings, or the same refusal.
fn same_as_full(before: &Replayed, file: &TournamentFile, sessions: &[TableSession], changed: &[(RoundNo, TableNo)]) {
    let full = replay::replay(file, sessions);
    let (mut t, mut unused) = before.clone();
    let incremental = replay::replay_tables(&mut t, &mut unused, file, sessions, changed);
    match (full, incremental) {
        (Ok(full), Ok(())) => {
            assert_eq!(t, full.0, "tables {changed:?}");
            assert_eq!(unused, full.1, "tables {changed:?}");
            assert_eq!(standings::standings(&t), standings::standings(&full.0));
        }
        (Err(full), Err(refused)) => {
            assert_eq!(refused, full);
            assert_eq!((&t, &unused), (&before.0, &before.1), "a refusal leaves the tournament as it was");
        }
        (full, incremental) => panic!("tables {changed:?}: full {:?}, incremental {:?}", full.err(), incremental.err()),
    }
}

#[test]
fn replaying_the_changed_tables_gives_what_a_full_replay_gives() {
    let mut rng = Rng::new(17);
    let mut checked = 0;
    for dir in folders() {
        let Ok(folder) = tournament_folder::read(&dir) else { continue };
        let (mut file, mut sessions) = (folder.file, folder.sessions);
        let mut now: Replayed = replay::replay(&file, &sessions).unwrap();
        for _ in 0..120 {
            let (mut next_file, mut next_sessions) = (file.clone(), sessions.clone());
            let mut changed = Vec::new();
            if rng.chance(50) {
                edit_sessions(&mut rng, &now.0, &mut next_sessions);
                changed = replay::changed_tables(&sessions, &next_sessions);
            } else {
                changed.extend(edit_card(&mut rng, &now.0, &mut next_file));
            }
            same_as_full(&now, &next_file, &next_sessions, &changed);
            checked += 1;
            // Go on from the edit where it replays, else from before it.
            if let Ok(next) = replay::replay(&next_file, &next_sessions) {
                (file, sessions, now) = (next_file, next_sessions, next);
            }
        }
    }
    assert!(checked >= 120, "the demo at least: {checked}");
}

/// A card typed for a table is refused or taken exactly as the whole file with it would be.
#[test]
fn a_card_checked_alone_is_judged_as_the_whole_file_with_it() {
    let mut rng = Rng::new(2026);
    for dir in folders() {
        let Ok(folder) = tournament_folder::read(&dir) else { continue };
        let (t, sessions) = (&folder.tournament, &folder.sessions);
        for _ in 0..60 {
            let mut trial = folder.file.clone();
            let Some((round, table)) = edit_card(&mut rng, t, &mut trial) else { break };
            let games = match edit::card_of(&trial.events, round, table) {
                Some(games) => games.to_vec(),
                None => continue,
            };
            let alone = replay::card_results(t, sessions, round, table, &games);
            let whole = replay::replay(&trial, sessions);
            match (alone, whole) {
                (Ok(results), Ok((full, _))) => {
                    let drawn = full.table(round, table).expect("a drawn table");
                    assert_eq!(drawn.card.as_ref(), Some(&results));
                }
                (Err(problem), Err(refused)) => assert_eq!(problem, refused.problem),
                (alone, whole) => panic!("round {round} table {table}: alone {alone:?}, whole {:?}", whole.err()),
            }
        }
    }
}

#[test]
fn changed_tables_are_those_a_file_was_added_to_taken_from_or_changed_for() {
    let at = |round, table| (RoundNo::new(round).unwrap(), TableNo::new(table).unwrap());
    let session = |file: &str, round, table| TableSession {
        file: file.into(),
        round: at(round, table).0,
        table: at(round, table).1,
        players: vec!["Anna".into(), "Ben".into()],
        games: Vec::new(),
        jules: Vec::new(),
    };
    let before = [session("a.ron", 1, 1), session("b.ron", 1, 2), session("c.ron", 2, 1)];
    let mut moved = session("b.ron", 2, 5);
    moved.games.push(CardGame::default());
    let now = [session("a.ron", 1, 1), moved, session("d.ron", 3, 3)];
    assert_eq!(replay::changed_tables(&before, &now), [at(1, 2), at(2, 1), at(2, 5), at(3, 3)]);
    assert!(replay::changed_tables(&before, &before).is_empty());
}
