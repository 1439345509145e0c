//! Talking to the phones' server as a phone does, for `serve.rs` and `serve_pages.rs`: a
//! tournament folder with a drawn round, the server started on 127.0.0.1, raw HTTP/1.1 requests
//! and their answers. (Each test binary uses some of it, hence no dead-code warnings here.)
#![allow(dead_code)]

use super::common::{TempDir, ok};
use serde_json::{Value, json};
use std::io::{Read as _, Write as _};
use std::net::{SocketAddr, TcpStream};
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

/// An answer as it came over the wire.
pub struct Reply {
    pub status: u16,
    pub head: String,
    pub body: String,
}

impl Reply {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }

    pub fn header(&self, name: &str) -> Option<String> {
        self.head.lines().find_map(|l| {
            let (key, value) = l.split_once(':')?;
            key.eq_ignore_ascii_case(name).then(|| value.trim().to_string())
        })
    }
}

/// Sends `raw` (a whole HTTP/1.1 request) and reads the answer until the server closes.
pub fn send(addr: SocketAddr, raw: &[u8]) -> Reply {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream.write_all(raw).unwrap();
    let mut bytes = Vec::new();
    let _ = stream.read_to_end(&mut bytes);
    let text = String::from_utf8(bytes).unwrap();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or_else(|| panic!("no answer: {text:?}"));
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    Reply { status, head: head.to_string(), body: body.to_string() }
}

pub fn request(addr: SocketAddr, method: &str, path: &str, headers: &str, body: &str) -> Reply {
    let raw = format!(
        "{method} {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n{headers}Content-Length: {}\r\n\r\n{body}",
        body.len()
    );
    send(addr, raw.as_bytes())
}

pub fn get(addr: SocketAddr, path: &str) -> Reply {
    request(addr, "GET", path, "", "")
}

pub fn post(addr: SocketAddr, path: &str, body: &Value, lang: &str) -> Reply {
    request(
        addr,
        "POST",
        path,
        &format!("Accept-Language: {lang}\r\nContent-Type: application/json\r\n"),
        &body.to_string(),
    )
}

/// A table's position as the API gives it.
pub fn position(state: &Value) -> (u64, u64) {
    (state["events"].as_u64().unwrap(), state["draft"].as_u64().unwrap())
}

pub fn entry(addr: SocketAddr, code: &str, at: (u64, u64), item: &str) -> Reply {
    post(addr, &format!("/api/table/{code}/entry"), &json!({"events": at.0, "draft": at.1, "entry": item}), "de")
}

pub fn undo(addr: SocketAddr, code: &str, at: (u64, u64)) -> Reply {
    post(addr, &format!("/api/table/{code}/undo"), &json!({"events": at.0, "draft": at.1}), "de")
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

pub fn start(dir: &Path) -> schocken::serve::Running {
    schocken::serve::start(dir, "127.0.0.1:0".parse().unwrap()).expect("the server starts")
}
