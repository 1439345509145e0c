//! A phone as the tests play it: plain HTTP/1.1 over a socket to the real server on 127.0.0.1
//! (PHONES.md section 4), with a table's position and its entries as the API takes them.
#![allow(dead_code)]

use serde_json::{Value, json};
use std::io::{Read as _, Write as _};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;

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
    let headers = format!("Accept-Language: {lang}\r\nContent-Type: application/json\r\n");
    request(addr, "POST", path, &headers, &body.to_string())
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

/// The server on the folder `dir`, on a port of the system's choosing.
pub fn start(dir: &Path) -> schocken::serve::Running {
    schocken::serve::start(dir, "127.0.0.1:0".parse().unwrap()).expect("the server starts")
}

/// The codes of the latest round by table, as `tournament codes --json` prints them.
pub fn codes(dir: &Path) -> Vec<String> {
    let out = super::ok(&["tournament", "codes", dir.to_str().unwrap(), "--json"]);
    let codes: Value = serde_json::from_str(&out).unwrap();
    codes.as_array().unwrap().iter().map(|c| c["code"].as_str().unwrap().to_string()).collect()
}

/// `GET path` until `done` takes the answer, within PHONES.md's 2 s for a change of the folder to
/// show (the server answers its last state and works the next one out meanwhile); the last answer.
pub fn get_until(addr: SocketAddr, path: &str, done: impl Fn(&Reply) -> bool) -> Reply {
    let until = std::time::Instant::now() + std::time::Duration::from_secs(2);
    loop {
        let reply = get(addr, path);
        if done(&reply) || std::time::Instant::now() > until {
            return reply;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}
