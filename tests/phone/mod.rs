//! What `serve.rs` and `serve_pages.rs` share beside `common::http` (a phone's requests): a
//! tournament of four with round 1 drawn, its code, seat-ranked throws, and an answer's headers.
//! (Each test binary uses some of it, hence no dead-code warnings here.)
#![allow(dead_code)]

pub use super::common::http::*;
use super::common::{TempDir, ok};
use serde_json::Value;
use std::path::{Path, PathBuf};

/// A tournament of four (one table) with round 1 drawn, in a folder removed at the end.
pub fn tournament(name: &str) -> TempDir {
    let temp = TempDir::new(&format!("serve-{name}"));
    let d = temp.0.to_str().unwrap();
    ok(&["tournament", "new", d, "--title", "Pokal"]);
    ok(&["tournament", "register", d, "Anna", "Ben", "Carl", "Dora"]);
    ok(&["tournament", "draw", d, "--seed", "1"]);
    temp
}

/// The code of round 1, table 1, as `tournament codes --json` prints it.
pub fn code(dir: &Path) -> String {
    let codes: Value = serde_json::from_str(&ok(&["tournament", "codes", dir.to_str().unwrap(), "--json"])).unwrap();
    codes[0]["code"].as_str().unwrap().to_string()
}

/// A header of an answer, by name in any case.
pub trait Header {
    fn header(&self, name: &str) -> Option<String>;
}

impl Header for Reply {
    fn header(&self, name: &str) -> Option<String> {
        self.head.lines().find_map(|l| {
            let (key, value) = l.split_once(':')?;
            key.eq_ignore_ascii_case(name).then(|| value.trim().to_string())
        })
    }
}

/// A throw of the player in seat `seat` that ranks by seat (the first highest, no ties).
pub fn throw(players: &[String], seat: usize) -> String {
    let dice = ["(6, 5, 3)", "(6, 5, 2)", "(6, 4, 2)", "(5, 4, 2)"][seat];
    format!("Throw(player: \"{}\", dice: {dice}, throws: 1)", players[seat])
}

pub fn players(state: &Value) -> Vec<String> {
    state["players"].as_array().unwrap().iter().map(|p| p.as_str().unwrap().to_string()).collect()
}

pub fn table_file(dir: &Path) -> PathBuf {
    dir.join("runde-1-tisch-1.ron")
}
