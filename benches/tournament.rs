//! Tournament standings (divan): `cargo bench --bench tournament`.
//!
//! A tournament of 240 players: five points rounds of 60 tables of four, five games each; half
//! the tables scored from their cards, half from their session files. Timed:
//! - `full`: the whole file replayed with the session files and the standings summed, as when
//!   the folder is read;
//! - `one_table`: a table's session file changed: that table replayed alone and the standings
//!   summed again (`replay::replay_tables`), as the organiser's window takes a table laptop's news;
//! - `keystroke`: a card being typed in the organiser's grid, as on every keystroke: the typed rows
//!   read and the card checked against its table (`replay::card_results`). Target: under 1 ms.
//! - `keystroke_frame`: the same in the organiser's window (headless egui_kittest, 1366×768): one
//!   character typed into (or taken out of) a card's cell and the frame that takes it, the whole
//!   window drawn.
//! - `cold_read_files` / `cold_standings`: issue 32's folder (`fixtures/big_tournament.rs`: 240
//!   players, six rounds of 60 tables, 360 table files of about 12.5 KB): its files only read, and
//!   the standings as `tournament standings` works them out from nothing (`tournament_folder::read`:
//!   the folder read, every file parsed, replayed and scored). Target: at most 10× the reading.

use divan::{Bencher, black_box};
use eframe::egui::{self, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use schocken::ui::organiser::OrganiserView;
use schocken_core::rng::Rng;
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::tournament::file::{CardGame, Event, Games, RoundKind, Scoring, TournamentFile};
use schocken_core::tournament::organise::{self, CardRow};
use schocken_core::tournament::replay::{self, TableSession};
use schocken_core::tournament::standings;
use schocken_core::tournament::{RoundNo, TableNo};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::LazyLock;

#[path = "fixtures/big_tournament.rs"]
mod big_tournament;

fn main() {
    divan::main();
}

const PLAYERS: usize = 240;
const ROUNDS: u32 = 5;
const GAMES: u32 = 5;
const SIZE: usize = 4;

struct Field {
    file: TournamentFile,
    sessions: Vec<TableSession>,
}

fn name(p: usize) -> String {
    format!("Spieler {p:03}")
}

/// A game at a table of `seats` (names): random losers of the halves, the final where they differ.
fn game(rng: &mut Rng, seats: &[String]) -> CardGame {
    let pick = |rng: &mut Rng| seats[rng.below(seats.len() as u64) as usize].clone();
    let (half1, half2) = (pick(rng), pick(rng));
    let final_ = (half1 != half2).then(|| if rng.chance(50) { half1.clone() } else { half2.clone() });
    let schock_outs = if rng.chance(10) { vec![pick(rng)] } else { Vec::new() };
    CardGame { half1, half2, final_, schock_outs, ..CardGame::default() }
}

static FIELD: LazyLock<Field> = LazyLock::new(|| {
    let mut rng = Rng::new(240);
    let mut events: Vec<Event> = (0..PLAYERS).map(|p| Event::Register { name: name(p), team: None }).collect();
    let mut sessions = Vec::new();
    for round in 1..=ROUNDS {
        // A shuffled field, in tables of four.
        let mut order: Vec<usize> = (0..PLAYERS).collect();
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let tables: Vec<Vec<String>> = order.chunks(SIZE).map(|c| c.iter().map(|&p| name(p)).collect()).collect();
        let at = |table| (RoundNo::new(round).expect("from 1"), TableNo::new(table).expect("from 1"));
        events.push(Event::Draw {
            round: at(1).0,
            kind: RoundKind::Points { games: Games::new(GAMES).expect("1 to 99") },
            tables: tables.clone(),
            seed: None,
        });
        for (i, seats) in tables.iter().enumerate() {
            let games: Vec<CardGame> = (0..GAMES).map(|_| game(&mut rng, seats)).collect();
            let table = i as u32 + 1;
            if i % 2 == 0 {
                events.push(Event::Card { round: at(table).0, table: at(table).1, games });
            } else {
                let file = format!("runde-{round}-tisch-{table}.ron");
                let jules = vec![Vec::new(); games.len()];
                let (round, table) = at(table);
                sessions.push(TableSession { file, round, table, players: seats.clone(), games, jules });
            }
        }
    }
    let file = TournamentFile {
        title: Some("Benchmark".into()),
        started: None,
        place: None,
        rules: RuleSet::new(Preset::MainTaunus),
        scoring: Scoring::HalfPoints,
        discs: BTreeMap::new(),
        events,
    };
    Field { file, sessions }
});

/// The whole file replayed with the session files, and the standings.
#[divan::bench(sample_count = 30)]
fn full(bencher: Bencher) {
    let f = &*FIELD;
    bencher.bench(|| {
        let (t, _) = replay::replay(black_box(&f.file), black_box(&f.sessions)).unwrap();
        standings::standings(&t)
    });
}

/// A table laptop's file changed (its last game taken back): that table replayed, the standings summed.
#[divan::bench(sample_count = 100)]
fn one_table(bencher: Bencher) {
    let f = &*FIELD;
    let before = replay::replay(&f.file, &f.sessions).unwrap();
    let mut sessions = f.sessions.clone();
    let middle = sessions.len() / 2;
    sessions[middle].games.pop();
    let tables = replay::changed_tables(&f.sessions, &sessions);
    assert_eq!(tables.len(), 1);
    bencher.with_inputs(|| before.clone()).bench_values(|(mut t, mut unused)| {
        replay::replay_tables(&mut t, &mut unused, &f.file, &sessions, &tables).unwrap();
        standings::standings(&t)
    });
}

/// One keystroke in the card grid: round 5's table 60 (a session table) typed over by start
/// numbers, the rows read and the card checked.
#[divan::bench(sample_count = 1000)]
fn keystroke(bencher: Bencher) {
    let f = &*FIELD;
    let (t, _) = replay::replay(&f.file, &f.sessions).unwrap();
    let round = RoundNo::new(ROUNDS).expect("from 1");
    let table = TableNo::new((PLAYERS / SIZE) as u32).expect("from 1");
    let drawn = t.table(round, table).expect("drawn");
    let games = drawn.results().unwrap().1;
    let rows: Vec<CardRow> =
        games.iter().map(|g| CardRow::of(&organise::result_game(g, &t.players), &t.players)).collect();
    bencher.bench(|| {
        let games = organise::card_games(black_box(&rows), &drawn.players, &t.players).unwrap();
        replay::card_results(&t, &f.sessions, round, table, &games).unwrap()
    });
}

/// One keystroke in the organiser's card grid, frame and all: round 5's table 2, without a card
/// (its session file is not in the folder), a character typed into its first cell and taken out
/// again by turns.
#[divan::bench(sample_count = 1000)]
fn keystroke_frame(bencher: Bencher) {
    let dir = std::env::temp_dir().join(format!("schocken-bench-tournament-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp folder");
    let text = schocken_core::tournament::file::write(&FIELD.file);
    std::fs::write(dir.join("turnier.ron"), text).expect("turnier.ron written");
    let view = OrganiserView::new(dir.clone(), Vec::new()).without_printer();
    let harness = Harness::builder().with_size(egui::vec2(1366.0, 768.0)).with_accessibility_check(false);
    let mut harness = harness.with_context_setup(schocken::ui::install_fonts).build_ui_state(
        |ui, view: &mut OrganiserView| {
            view.ui(ui);
        },
        view,
    );
    harness.run_steps(4);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Num3);
    harness.run_steps(10);
    // The keyboard is in the first cell of the table's card: a character typed lands there.
    let cell = |h: &Harness<'_, OrganiserView>| h.get_by_label("Spiel 1 1. Hälfte").accesskit_node().value();
    harness.event(egui::Event::Text("1".into()));
    harness.run_steps(2);
    assert_eq!(cell(&harness).as_deref(), Some("1"), "the keystroke reaches the cell");
    harness.key_press(Key::Backspace);
    harness.run_steps(2);
    let mut typed = false;
    bencher.bench_local(|| {
        match typed {
            false => harness.event(egui::Event::Text("1".into())),
            true => harness.key_press(Key::Backspace),
        }
        typed = !typed;
        harness.step();
    });
    drop(harness);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 32's folder, written once per run of the benches.
static BIG: LazyLock<PathBuf> =
    LazyLock::new(|| big_tournament::write(&big_tournament::dir()).expect("the big tournament folder written"));

/// The big folder's files read, nothing else: what the standings are measured against.
#[divan::bench(sample_count = 50)]
fn cold_read_files(bencher: Bencher) {
    let dir = &*BIG;
    bencher.bench(|| {
        let mut bytes = 0;
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            bytes += std::fs::read(entry.path()).unwrap().len();
        }
        bytes
    });
}

/// The big folder's standings from nothing, as `tournament standings` works them out.
#[divan::bench(sample_count = 50)]
fn cold_standings(bencher: Bencher) {
    let dir = &*BIG;
    let folder = schocken::io::tournament_folder::read(dir).unwrap();
    assert_eq!(folder.sessions.len(), 360, "every table's file counts: {:?}", folder.skipped);
    bencher.bench(|| schocken::io::tournament_folder::read(black_box(dir)).unwrap().standings);
}
