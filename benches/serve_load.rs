//! The phone server under load (PHONES.md section 6): `cargo bench --bench serve_load`.
//!
//! A tournament of 28 players at seven tables of four, in a folder on disk (Cargo's target
//! directory, not a RAM disk), served on 127.0.0.1 by the real server, under two loads in turn:
//!
//! - [`EVENING`]: seven table referees enter throws, each waiting for the answer to its entry and
//!   a pause before the next (ten times faster than anybody types on a phone).
//! - [`STORM`]: the seven tables enter as fast as they are answered, hundreds of entries a second,
//!   so the folder changes while nearly every hall request is made: the hall must be answered
//!   from the last state worked out, never after waiting for the next.
//!
//! Under both, 200 phones watch the hall page as it is: every 1.5 s each asks for
//! `/api/standings` with the ETag it has (a whole body when the standings changed, else 304) and
//! for `/api/seating`, over a kept-alive connection. Every answer is timed from the request's
//! first byte to the answer's last; the 50th, 99th percentile and the maximum are printed.
//! PHONES.md asks for entries under 100 ms and each of the two reads under 20 ms at the 99th
//! percentile on a 2-core laptop for an ordinary evening; the bench fails (exit 1) when the
//! evening misses one of them, or the storm misses the reads' 20 ms. The storm is beyond
//! PHONES.md (no table pauses, so each entry waits for the others' turns at the disk: the tables'
//! writes take turns, leaving a core to the reads); its entries are held to [`STORM_ENTRY_TARGET`],
//! a bound that says the turns stay short, with room for a loaded machine's disk.
//!
//! Not divan: divan times a function in a loop, this times a server answering many clients at
//! once. Clients, server and the disk share the same machine, as at the bar.

use serde_json::{Value, json};
use std::io::{BufRead as _, BufReader, Read as _, Write as _};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

const TABLES: usize = 7;
const PHONES: usize = 200;
/// How often the hall page asks for the standings and the seating (`assets/web/hall.js`).
const POLL: Duration = Duration::from_millis(1500);
/// PHONES.md section 6 at the 99th percentile.
const ENTRY_TARGET: Duration = Duration::from_millis(100);
const READ_TARGET: Duration = Duration::from_millis(20);

/// The storm's entries at the 99th percentile: seven tables back to back queue behind each
/// other's writes (flushed to disk); measured 40–120 ms on the 2-core CI machine as its load and
/// disk vary.
const STORM_ENTRY_TARGET: Duration = Duration::from_millis(250);

/// How the tables enter while the phones watch.
struct Load {
    name: &'static str,
    /// Its entries at the 99th percentile.
    entry_target: Duration,
    /// A referee's pause between an answer and the next entry.
    typing: Duration,
    /// Entries each table makes.
    entries: usize,
}

/// An ordinary evening, ten times as fast: a tenth of what typing a throw on a phone takes, so
/// the folder changes ten times as often as at the bar; 120 entries a table, about eight games'
/// worth of rounds.
const EVENING: Load =
    Load { name: "evening", entry_target: ENTRY_TARGET, typing: Duration::from_millis(300), entries: 120 };

/// Every table entering back to back, no pause at all, for long enough that the phones ask some
/// two thousand times.
const STORM: Load = Load { name: "storm", entry_target: STORM_ENTRY_TARGET, typing: Duration::ZERO, entries: 360 };

fn main() {
    let mut ok = true;
    for load in [EVENING, STORM] {
        ok &= run(&load);
    }
    if !ok {
        println!(
            "missed PHONES.md section 6 (an evening's entry p99 under 100 ms, standings and seating p99 under 20 ms) \
             or the storm's entry p99 under 250 ms"
        );
        std::process::exit(1);
    }
}

/// Serves a fresh folder under `load`; whether its targets were met.
fn run(load: &Load) -> bool {
    let dir = folder(load.name);
    let server = schocken::serve::start(&dir, "127.0.0.1:0".parse().unwrap()).expect("the server starts");
    let addr = server.addr();
    let codes: Value = serde_json::from_str(&cli(&["tournament", "codes", dir.to_str().unwrap(), "--json"])).unwrap();

    let done = Arc::new(AtomicBool::new(false));
    let phones: Vec<_> = (0..PHONES)
        .map(|i| {
            let done = done.clone();
            std::thread::spawn(move || phone(addr, i, &done))
        })
        .collect();
    // The phones connect and settle before the tables start.
    std::thread::sleep(POLL);
    let tables: Vec<_> = (0..TABLES)
        .map(|t| {
            let code = codes[t]["code"].as_str().unwrap().to_string();
            let (typing, entries) = (load.typing, load.entries);
            std::thread::spawn(move || table(addr, &code, typing, entries))
        })
        .collect();
    let mut entries: Vec<Duration> = tables.into_iter().flat_map(|t| t.join().unwrap()).collect();
    done.store(true, Ordering::Relaxed);
    let (mut standings, mut seating) = (Vec::new(), Vec::new());
    for phone in phones {
        let (s, t) = phone.join().unwrap();
        standings.extend(s);
        seating.extend(t);
    }
    drop(server);

    println!("{}:", load.name);
    let entry_p99 = report("entry (on disk)", &mut entries);
    let standings_p99 = report("GET /api/standings", &mut standings);
    let seating_p99 = report("GET /api/seating", &mut seating);
    let _ = std::fs::remove_dir_all(&dir);
    entry_p99 < load.entry_target && standings_p99 < READ_TARGET && seating_p99 < READ_TARGET
}

/// The tournament folder: 28 players drawn to seven tables, made with the CLI.
fn folder(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("serve-load-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let d = dir.to_str().unwrap();
    cli(&["tournament", "new", d, "--title", "Lasttest"]);
    let names: Vec<String> = (1..=TABLES * 4).map(|i| format!("Spieler {i:02}")).collect();
    let mut register = vec!["tournament", "register", d];
    register.extend(names.iter().map(String::as_str));
    cli(&register);
    cli(&["tournament", "draw", d, "--seed", "7"]);
    dir
}

fn cli(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_schocken")).args(args).output().unwrap();
    assert!(out.status.success(), "schocken {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// A table's referee: enters `entries` items, `typing` after each answer, each as the table's
/// replay asks for it (the next thrower's throw, a roll-off's sums, the starter); the time of each
/// entry.
fn table(addr: SocketAddr, code: &str, typing: Duration, entries: usize) -> Vec<Duration> {
    let mut conn = Connection::open(addr);
    let mut state = conn.send("GET", &format!("/api/table/{code}"), None, "").json;
    let mut times = Vec::with_capacity(entries);
    for n in 0..entries {
        let item = next_item(&state, n);
        let body = json!({"events": state["events"], "draft": state["draft"], "entry": item});
        let started = Instant::now();
        let answer = conn.send("POST", &format!("/api/table/{code}/entry"), Some(&body), "");
        times.push(started.elapsed());
        assert_eq!(answer.status, 200, "entry {item}: {}", answer.json);
        state = answer.json;
        std::thread::sleep(typing);
    }
    times
}

/// What the table waits for, entered so that no two throws of a round tie: the players' throws
/// fall by their order in the round, with a varied Schock now and then.
fn next_item(state: &Value, n: usize) -> String {
    let next = &state["replay"]["next"];
    match next["awaiting"].as_str() {
        Some("starter") => format!("Starter({})", state["players"][0]),
        Some("roll-off") => {
            let tied = next["tied"].as_array().unwrap();
            let sums: Vec<String> = (0..tied.len()).map(|i| format!("({}, {})", tied[i], 18 - i)).collect();
            format!("RollOff([{}])", sums.join(", "))
        }
        _ => {
            let order = next["players"].as_array().unwrap();
            let at = state["draft"].as_u64().unwrap() as usize;
            let dice = ["(1, 1, 4)", "(6, 5, 3)", "(6, 4, 2)", "(5, 4, 2)", "(4, 3, 1)", "(3, 2, 1)"];
            // Every fifth round opens with a Schock, so discs move in lumps and halves end.
            let pick = if n % 20 < 4 { at } else { at + 1 };
            format!("Throw(player: {}, dice: {}, throws: 1)", order[at], dice[pick.min(dice.len() - 1)])
        }
    }
}

/// A phone on the hall page: every [`POLL`] until `done`, asks for the standings with the tag
/// it has and for the seating, as `hall.js` does; the time of each answer, of each.
fn phone(addr: SocketAddr, i: usize, done: &AtomicBool) -> (Vec<Duration>, Vec<Duration>) {
    // Spread over the poll, as phones are.
    std::thread::sleep(POLL.mul_f64(i as f64 / PHONES as f64));
    let mut conn = Connection::open(addr);
    let (mut standings, mut seating) = (Vec::new(), Vec::new());
    let mut tag: Option<String> = None;
    while !done.load(Ordering::Relaxed) {
        let started = Instant::now();
        let header = tag.as_ref().map(|t| format!("If-None-Match: {t}\r\n")).unwrap_or_default();
        let answer = conn.send("GET", "/api/standings", None, &header);
        standings.push(started.elapsed());
        match answer.status {
            200 => tag = answer.etag,
            304 => {}
            status => panic!("standings: {status} {}", answer.json),
        }
        let asked = Instant::now();
        let answer = conn.send("GET", "/api/seating", None, "");
        seating.push(asked.elapsed());
        assert_eq!(answer.status, 200, "{}", answer.json);
        std::thread::sleep(POLL.saturating_sub(started.elapsed()));
    }
    (standings, seating)
}

/// A kept-alive HTTP/1.1 connection, as a browser keeps one.
struct Connection {
    reader: BufReader<TcpStream>,
}

impl Connection {
    fn open(addr: SocketAddr) -> Connection {
        let stream = TcpStream::connect(addr).unwrap();
        stream.set_nodelay(true).unwrap();
        Connection { reader: BufReader::new(stream) }
    }

    /// Sends a request (with `headers`, each line ending in CRLF) and reads its answer whole.
    fn send(&mut self, method: &str, path: &str, body: Option<&Value>, headers: &str) -> Answer {
        let body = body.map(Value::to_string).unwrap_or_default();
        let request = format!(
            "{method} {path} HTTP/1.1\r\nHost: bench\r\n{headers}Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        );
        self.reader.get_mut().write_all(request.as_bytes()).unwrap();
        let mut line = String::new();
        self.reader.read_line(&mut line).unwrap();
        let status: u16 = line.split(' ').nth(1).unwrap().parse().unwrap();
        let (mut length, mut etag) = (0, None);
        loop {
            line.clear();
            self.reader.read_line(&mut line).unwrap();
            if line == "\r\n" {
                break;
            }
            if let Some((key, value)) = line.split_once(':') {
                if key.eq_ignore_ascii_case("content-length") {
                    length = value.trim().parse().unwrap();
                } else if key.eq_ignore_ascii_case("etag") {
                    etag = Some(value.trim().to_string());
                }
            }
        }
        let mut bytes = vec![0; length];
        self.reader.read_exact(&mut bytes).unwrap();
        Answer { status, etag, json: serde_json::from_slice(&bytes).unwrap_or(Value::Null) }
    }
}

/// An answer: its status, its ETag and its JSON body (null for none).
struct Answer {
    status: u16,
    etag: Option<String>,
    json: Value,
}

/// Prints the count, median, 99th percentile and maximum of `times`; the 99th percentile.
fn report(what: &str, times: &mut [Duration]) -> Duration {
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "  {what:<22} {:>6} answers   p50 {:>7.2} ms   p99 {:>7.2} ms   max {:>7.2} ms",
        times.len(),
        ms(at(0.5)),
        ms(at(0.99)),
        ms(at(1.0))
    );
    at(0.99)
}
