//! Frame time of the referee app (divan): `cargo bench --bench ui`.
//!
//! A simulated kalk evening of 12 players and at least 5,000 resolved rounds is saved into a
//! temporary sessions folder and opened the way a referee does it: the app's start page lists the
//! file, "Fortsetzen" opens the table. Then one frame (`Harness::step`: egui's whole pass over the
//! app plus the AccessKit tree that egui_kittest reads, no rendering) is timed, idle, on
//! - `table_view`: the table view with the entry panel and the log of rounds;
//! - `table_view_tessellated`: the same, and the frame's shapes tessellated as a painter would;
//! - `beer_mats`: the beer-mat view (Ctrl+M) of the same evening.
//!
//! Each also prints the mean time spent in `App::ui` alone. The target is under 1 ms per frame in
//! release.

use divan::Bencher;
use eframe::egui::{self, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::session::log::Header;
use schocken_core::sim::{Options, simulate};
use std::path::PathBuf;
use std::sync::LazyLock;
use std::time::{Duration, Instant};

fn main() {
    divan::main();
    // Statics are never dropped: remove the folder here.
    let _ = std::fs::remove_dir_all(folder());
}

/// The temporary sessions folder of this run.
fn folder() -> PathBuf {
    std::env::temp_dir().join(format!("schocken-bench-ui-{}", std::process::id()))
}

/// Resolved rounds the evening has at least.
const ROUNDS: usize = 5_000;

const PLAYERS: [&str; 12] =
    ["Anna", "Ben", "Carl", "Dora", "Emil", "Frieda", "Gustav", "Hanna", "Ida", "Jakob", "Karla", "Ludwig"];

/// The sessions folder with the one long evening in it (made once, removed at exit).
static FOLDER: LazyLock<PathBuf> = LazyLock::new(|| {
    let header = Header {
        title: Some("Benchmark".into()),
        started: Some("2026-11-20T19:30:00+01:00".into()),
        place: Some("Zur Linde".into()),
        tournament: None,
        rules: RuleSet::new(Preset::Kalk),
        players: PLAYERS.map(String::from).to_vec(),
    };
    let mut games = 100;
    let session = loop {
        let session = simulate(header.clone(), &Options { games, ..Options::default() }, 2026);
        let rounds = session.engine().rounds().len();
        if rounds >= ROUNDS {
            break session;
        }
        games = (games as usize * (ROUNDS + 100) / rounds.max(1) + 1) as u32;
    };
    let dir = folder();
    std::fs::create_dir_all(&dir).expect("temp folder");
    schocken::io::store::save(&dir.join("benchmark.ron"), &session).expect("saved");
    eprintln!(
        "evening: {} players, {} games, {} rounds, {} events",
        PLAYERS.len(),
        session.engine().finished_games().len(),
        session.engine().rounds().len(),
        session.events().len()
    );
    dir
});

/// The app, with the time spent in its own `ui` (the views: widgets, layout, text) summed up.
struct Timed {
    app: schocken::ui::App,
    spent: Duration,
    frames: u32,
}

impl eframe::App for Timed {
    fn logic(&mut self, ctx: &egui::Context, frame: &mut eframe::Frame) {
        self.app.logic(ctx, frame);
    }

    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        let start = Instant::now();
        self.app.ui(ui, frame);
        self.spent += start.elapsed();
        self.frames += 1;
    }
}

/// The app at a laptop's window size, the long evening opened from the start page.
fn table() -> Harness<'static, Timed> {
    let dir = FOLDER.clone();
    let mut harness =
        Harness::builder().with_size(egui::vec2(1366.0, 768.0)).with_accessibility_check(false).build_eframe(
            move |cc| Timed { app: schocken::ui::App::for_tests(&cc.egui_ctx, dir), spent: Duration::ZERO, frames: 0 },
        );
    harness.get_by_label("Fortsetzen").click();
    harness.run_steps(4);
    let rounds = harness.state().app.session().expect("the evening is open").engine().rounds().len();
    assert!(rounds >= ROUNDS, "{rounds} rounds");
    harness
}

/// Warms up (fonts, text layout caches), then times idle frames; `tessellate`: the shapes of each
/// frame are tessellated too, as the painting backend would (the clone of the shapes included).
fn frames(bencher: Bencher, mut harness: Harness<'static, Timed>, tessellate: bool, name: &str) {
    harness.run_steps(10);
    let state = harness.state_mut();
    (state.spent, state.frames) = (Duration::ZERO, 0);
    bencher.bench_local(|| {
        harness.step();
        if tessellate {
            let output = harness.output();
            let shapes = output.shapes.clone();
            let ppp = output.pixels_per_point;
            divan::black_box(harness.ctx.tessellate(shapes, ppp));
        }
    });
    let state = harness.state();
    if state.frames > 0 {
        eprintln!(
            "{name}: App::ui alone {:.1} µs per frame (mean of {} frames)",
            state.spent.as_secs_f64() * 1e6 / state.frames as f64,
            state.frames
        );
    }
}

/// One frame of the table view: egui's pass over the app and the AccessKit tree kittest reads.
#[divan::bench(sample_count = 2000)]
fn table_view(bencher: Bencher) {
    frames(bencher, table(), false, "table_view");
}

/// The same frame, and its shapes tessellated into meshes.
#[divan::bench(sample_count = 2000)]
fn table_view_tessellated(bencher: Bencher) {
    frames(bencher, table(), true, "table_view_tessellated");
}

/// One frame of the beer-mat view (Ctrl+M) of the same evening.
#[divan::bench(sample_count = 2000)]
fn beer_mats(bencher: Bencher) {
    let mut harness = table();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::M);
    harness.run_steps(4);
    harness.get_by_label_contains("Anna — ");
    frames(bencher, harness, false, "beer_mats");
}
