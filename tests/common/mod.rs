//! What several integration tests need: the binary run, a temporary folder and the texts a headless egui
//! window shows, and the app in a headless window. A test binary takes it in with `mod common;`
//! (each uses some of it, hence no dead-code warnings here).
#![allow(dead_code)]

pub mod http;
pub mod keys;
pub mod play;

use eframe::egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use std::path::PathBuf;

/// Runs the `schocken` binary with `args`.
pub fn schocken(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_schocken")).args(args).output().expect("the binary runs")
}

/// Runs the `schocken` binary with `args`, which must succeed; its output.
pub fn ok(args: &[&str]) -> String {
    let out = schocken(args);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// Runs the `schocken` binary with `args`, which must be refused as bad input: exit status 2,
/// nothing on stdout, one line on stderr (returned).
pub fn refused(args: &[&str]) -> String {
    let out = schocken(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    err
}

/// A fresh folder for one test, removed at the end.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(name: &str) -> TempDir {
        let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
        let dir = std::env::temp_dir().join(format!("schocken-test-{name}-{}-{nanos}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Every text on screen (labels and the names of buttons and fields), for failure messages.
pub fn texts<S>(harness: &Harness<'_, S>) -> Vec<String> {
    harness
        .root()
        .children_recursive()
        .filter_map(|n| {
            let a = n.accesskit_node();
            match a.role() {
                Role::TextRun => None,
                Role::Label => a.value(),
                _ => a.label(),
            }
        })
        .filter(|t| !t.is_empty())
        .collect()
}

/// Some text on screen is exactly `text`.
#[track_caller]
pub fn shows<S>(harness: &Harness<'_, S>, text: &str) {
    assert!(
        harness.query_all_by_label(text).next().is_some(),
        "not on screen: {text:?}\nscreen: {:#?}",
        texts(harness)
    );
}

/// Some text on screen contains `part`.
#[track_caller]
pub fn shows_part<S>(harness: &Harness<'_, S>, part: &str) {
    assert!(
        harness.query_all_by_label_contains(part).next().is_some(),
        "not on screen: …{part:?}…\nscreen: {:#?}",
        texts(harness)
    );
}

/// The help (F1, open) lists each command `label` with its `keys` beside it (the next text on
/// screen), as the command table words them.
#[track_caller]
pub fn help_lists<S>(harness: &Harness<'_, S>, rows: &[(&str, &str)]) {
    let texts = texts(harness);
    for (label, keys) in rows {
        let at = texts.iter().position(|t| t == label).unwrap_or_else(|| panic!("no {label} in F1: {texts:#?}"));
        assert_eq!(texts.get(at + 1).map(String::as_str), Some(*keys), "{label}");
    }
}

/// The referee app headless at the laptop's size (1366×768) on the sessions folder `dir`, first
/// frame run. The app's tests print nothing and open no dialog.
/// Steps the window until `done` holds — a worker thread's answer has arrived (the history's
/// files, the Verein view's books, the player list's names) — and runs it once more; fails
/// saying `what` did not finish within ten seconds.
#[track_caller]
pub fn wait_until(h: &mut Harness<'static, schocken::ui::App>, what: &str, done: impl Fn(&schocken::ui::App) -> bool) {
    for _ in 0..2000 {
        if done(h.state()) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        h.step();
    }
    h.run();
    assert!(done(h.state()), "{what} did not finish");
}

/// The app on `dir` in a headless window of the referee's laptop. Up to 128 frames to settle: a
/// laptop table watches its tournament folder, and on a loaded machine the watcher's wake-ups
/// for files other tables write arrive spread over more frames (51 seen in CI).
pub fn app(dir: &std::path::Path) -> Harness<'static, schocken::ui::App> {
    let dir = dir.to_path_buf();
    let mut harness = Harness::builder()
        .with_size(eframe::egui::vec2(1366.0, 768.0))
        .with_max_steps(128)
        .with_accessibility_check(false)
        .build_eframe(move |cc| schocken::ui::App::for_tests(&cc.egui_ctx, dir));
    harness.run();
    harness
}

/// A tournament folder (`name` for its temporary folder) with `players` registered and `draw`
/// written by hand into `turnier.ron` after them; the folder must replay.
pub fn drawn_by_hand(name: &str, players: &[&str], draw: &str) -> TempDir {
    let temp = TempDir::new(name);
    let d = temp.0.to_str().unwrap();
    ok(&["tournament", "new", d, "--title", "Pokal"]);
    ok(&[&["tournament", "register", d][..], players].concat());
    let path = temp.0.join("turnier.ron");
    let text = std::fs::read_to_string(&path).unwrap();
    let at = text.rfind(']').unwrap();
    std::fs::write(&path, format!("{}    {draw},\n{}", &text[..at], &text[at..])).unwrap();
    ok(&["tournament", "standings", d]);
    temp
}
