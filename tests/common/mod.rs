//! What several integration tests need: a temporary folder and the texts a headless egui
//! window shows. A test binary takes it in with `mod common;`.

use eframe::egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use std::path::PathBuf;

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
