//! The history over 10,000 session files: `cargo bench --bench history`.
//!
//! A club's years of evenings are simulated into a temporary folder: 10,000 files of realistic
//! size (3 to 8 players, 2 to 6 games, all seven presets; 5 to 30 KB each). Then, as the app does
//! it (the folder's live model: `history::Loader` on worker threads, digests only):
//! - `first screen`: from opening the folder's live model (`live::sessions`, as the app does)
//!   until a snapshot holds the newest 40 evenings — a screenful (target: under 1 s);
//! - `all statistics`: until every file is read and the statistics of all of them are combined
//!   (target: under 3 s);
//! - `refilter`: the statistics of a new selection once everything is loaded (one player's
//!   evenings), which the app recomputes on every filter change;
//! - `peak memory`: the process's peak resident set while loading (target: under 200 MB).
//!
//! These are not divan: each measurement is one cold pass over the folder, repeated three times;
//! the figures printed are the medians. Then divan times the views over the same folder, driven
//! headless as `benches/ui.rs` does (one frame: egui's pass plus the AccessKit tree, no rendering):
//! - `statistics_frame`: one idle frame of the statistics of all 10,000 evenings (their loss
//!   lines hold few points; target: under 50 ms);
//! - `review_open`: opening a long evening (400 games, over 4,000 rounds) for looking back, which
//!   builds its log once (target: under 2 s), and `review_frame`: one idle frame of it (target:
//!   under 50 ms).

use divan::Bencher;
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use schocken::io::history::{Filter, Item};
use schocken::io::store::{self, Store};
use schocken::live::sessions::Model;
use schocken_core::rng::Rng;
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::session::log::Header;
use schocken_core::sim::{Options, simulate};
use schocken_core::stats::Stats;
use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

const FILES: usize = 10_000;
const SCREEN: usize = 40;
const NAMES: [&str; 14] = [
    "Anna", "Ben", "Carl", "Dora", "Emil", "Frieda", "Gökhan", "Hanna", "Ida", "Jupp", "Karla", "Ludwig", "Maß",
    "Özlem",
];

/// The folder of 10,000 evenings, for the divan benches of the views.
static CLUB: OnceLock<PathBuf> = OnceLock::new();

fn main() {
    let dir = std::env::temp_dir().join(format!("schocken-bench-history-{}", std::process::id()));
    let long = dir.with_extension("long");
    let store = Store::open(dir.clone()).expect("temporary folder");
    let made = Instant::now();
    let bytes = fill(&store);
    println!(
        "{FILES} files, {:.1} MB in all, {:.1} KB on average (written in {:.1} s)",
        bytes as f64 / 1e6,
        bytes as f64 / FILES as f64 / 1e3,
        made.elapsed().as_secs_f64()
    );
    reset_peak_memory();
    let mut runs: Vec<[Duration; 3]> = (0..3).map(|_| pass(&store)).collect();
    let peak = peak_memory_mb();
    let mut median = |k: usize| {
        runs.sort_by_key(|r| r[k]);
        runs[1][k]
    };
    println!("first screen ({SCREEN} evenings): {:>8.1} ms", median(0).as_secs_f64() * 1e3);
    println!("all statistics:            {:>8.1} ms", median(1).as_secs_f64() * 1e3);
    println!("refilter (one player):     {:>8.1} ms", median(2).as_secs_f64() * 1e3);
    println!("peak memory:               {peak:>8.1} MB");
    CLUB.set(dir.clone()).expect("set once");
    let text = schocken::cli::simulate("main-taunus", "Anna,Ben,Carl,Dora,Emil", 400, 7, 20).expect("simulated");
    std::fs::create_dir_all(&long).expect("temporary folder");
    std::fs::write(long.join("long.ron"), text).expect("temporary folder");
    LONG.set(long.clone()).expect("set once");
    divan::main();
    let _ = std::fs::remove_dir_all(dir);
    let _ = std::fs::remove_dir_all(long);
}

/// The folder with one long evening, for the review benches.
static LONG: OnceLock<PathBuf> = OnceLock::new();

/// The app at a laptop's window size on the start page of `dir`.
fn app(dir: &OnceLock<PathBuf>) -> Harness<'static, schocken::ui::App> {
    let dir = dir.get().expect("made in main").clone();
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1366.0, 768.0))
        .with_accessibility_check(false)
        .build_eframe(move |cc| schocken::ui::App::for_tests(&cc.egui_ctx, dir));
    harness.run_steps(2);
    harness
}

/// One idle frame of the statistics of every evening.
#[divan::bench(sample_count = 200)]
fn statistics_frame(bencher: Bencher) {
    let mut harness = app(&CLUB);
    harness.get_by_label("Verlauf und Statistik").click();
    while !harness.state().history_loaded() {
        std::thread::sleep(Duration::from_millis(5));
        harness.step();
    }
    harness.get_by_label("Statistik").click();
    harness.run_steps(10);
    bencher.bench_local(|| harness.step());
}

/// Opening the long evening for looking back: the frame that builds its log.
#[divan::bench(sample_count = 10)]
fn review_open(bencher: Bencher) {
    bencher.with_inputs(|| app(&LONG)).bench_local_values(|mut harness| {
        look_back(&mut harness);
        harness
    });
}

/// Opens the long evening from the start page's list for looking back (its title's button).
fn look_back(harness: &mut Harness<'static, schocken::ui::App>) {
    harness
        .get_by(|n| {
            n.role() == egui::accesskit::Role::Button && n.label().as_deref() == Some("Simulierter Abend (main-taunus)")
        })
        .click();
    harness.run_steps(2);
}

/// One idle frame of the long evening's review.
#[divan::bench(sample_count = 200)]
fn review_frame(bencher: Bencher) {
    let mut harness = app(&LONG);
    look_back(&mut harness);
    harness.run_steps(8);
    harness.get_by_label("Gehe zu Spiel");
    bencher.bench_local(|| harness.step());
}

/// One cold pass, as the app reads the folder (its live model, `live::sessions`, followed from
/// the start): wait for a snapshot with a screenful, then for everything read and the books
/// worked out.
fn pass(store: &Store) -> [Duration; 3] {
    let start = Instant::now();
    let model = Model::open(store.dir());
    model.follow();
    while model.latest().evenings.len() < SCREEN {
        std::thread::sleep(Duration::from_millis(1));
    }
    let first = start.elapsed();
    while !model.latest().complete() {
        std::thread::sleep(Duration::from_millis(5));
    }
    let latest = model.latest();
    let items: Vec<&Item> = latest.evenings.iter().map(AsRef::as_ref).collect();
    assert_eq!(items.len(), FILES);
    assert!(items.iter().all(|i| i.digest.is_ok()), "every file reads");
    let stats = Stats::of_digests(items.iter().filter_map(|i| i.digest.as_ref().ok()));
    let all = start.elapsed();
    assert!(stats.players.len() >= NAMES.len());
    let again = Instant::now();
    let filter = Filter { player: Some("Jupp".into()), ..Filter::default() };
    let selection =
        Stats::of_digests(items.iter().filter(|i| filter.matches(i)).filter_map(|i| i.digest.as_ref().ok()));
    assert!(!selection.evenings.is_empty());
    [first, all, again.elapsed()]
}

/// Writes the club's evenings, oldest first (so the newest file is also the newest evening).
fn fill(store: &Store) -> u64 {
    let mut rng = Rng::new(2026);
    let mut bytes = 0;
    let day0 = chrono::NaiveDate::from_ymd_opt(2016, 1, 8).expect("a date");
    for i in 0..FILES {
        let preset = Preset::ALL[rng.below(Preset::ALL.len() as u64) as usize];
        let count = 3 + rng.below(6) as usize;
        let mut names: Vec<String> = Vec::new();
        while names.len() < count {
            let name = NAMES[rng.below(NAMES.len() as u64) as usize].to_string();
            if !names.contains(&name) {
                names.push(name);
            }
        }
        let day = day0 + chrono::Days::new(i as u64 * 3653 / FILES as u64);
        let started = format!("{}T20:00:00+01:00", day.format("%Y-%m-%d"));
        let header = Header {
            title: Some(format!("Stammtisch Nr. {}", i + 1)),
            started: Some(started.clone()),
            place: Some("Zur Linde".into()),
            tournament: None,
            rules: RuleSet::new(preset),
            players: names,
        };
        let games = 2 + rng.below(5) as u32;
        let session = simulate(header, &Options { games, seat_changes: 10, ..Options::default() }, i as u64);
        let path = store.new_path(&started, &format!("Stammtisch {}", i + 1));
        store::save(&path, &session).expect("bench folder is writable");
        bytes += std::fs::metadata(&path).map_or(0, |m| m.len());
    }
    bytes
}

/// Resets the kernel's peak-memory mark, so the figure covers loading only (Linux).
fn reset_peak_memory() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// The process's peak resident set in MB (VmHWM; Linux).
fn peak_memory_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(f64::NAN, |kb| kb / 1024.0)
}
