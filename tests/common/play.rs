//! Games played to a chosen end, as the tests need them: on a phone through the API, or at a
//! table laptop by keys. Whoever the table says is to throw throws: the `victim` 2-2-1, the
//! round's first other thrower a Schock-Out (which ends the part at once), the rest 6-5-3 — so
//! the victim loses every part, and the game, in as few rounds as the rules allow.
#![allow(dead_code)]

use super::http::{entry, get, position};
use eframe::egui::Key;
use egui_kittest::Harness;
use serde_json::Value;
use std::net::SocketAddr;
use std::path::Path;

/// The table page's view of a table (`/api/table/CODE/story`).
pub fn story(addr: SocketAddr, code: &str) -> Value {
    get(addr, &format!("/api/table/{code}/story")).json()
}

/// A throw as the API takes it, thrown once.
pub fn throw(name: &str, dice: &str) -> String {
    format!("Throw(player: \"{name}\", dice: {dice}, throws: 1)")
}

/// What `name` throws in a round where a Schock-Out was (or was not) thrown already.
fn dice(name: &str, victim: &str, schock_out: &mut bool) -> &'static str {
    match name {
        n if n == victim => "(2, 2, 1)",
        _ if !std::mem::replace(schock_out, true) => "(1, 1, 1)",
        _ => "(6, 5, 3)",
    }
}

/// Plays the phone table `code` until the game in hand is over, `victim` losing it.
pub fn lose_game(addr: SocketAddr, code: &str, victim: &str) {
    let game = |s: &Value| s["status"].as_str().unwrap().split(',').next().unwrap().to_string();
    let start = game(&story(addr, code));
    for _ in 0..12 {
        let mut schock_out = false;
        loop {
            let s = story(addr, code);
            if game(&s) != start || s["over"] == true {
                return;
            }
            let Some(name) = s["turn"].as_str() else { panic!("nobody to throw: {s}") };
            let reply = entry(addr, code, position(&s), &throw(name, dice(name, victim, &mut schock_out)));
            assert_eq!(reply.status, 200, "{}", reply.body);
            if position(&reply.json()).1 == 0 {
                break;
            }
        }
    }
    panic!("the game did not end");
}

/// The session file `file` of a laptop table as the app left it.
pub fn session(file: &Path) -> schocken_core::session::log::Session {
    schocken::io::store::read(file).unwrap()
}

/// Types a throw at the laptop and enters it.
pub fn enter(harness: &mut Harness<'static, schocken::ui::App>, typed: &str) {
    harness.root().type_text(typed);
    harness.key_press(Key::Enter);
    harness.run();
}

/// Plays the laptop table whose file is `file` by keys until the game in hand is over,
/// `victim` losing it; the game's end is closed with Enter.
pub fn lose_game_by_keys(t: &mut Harness<'static, schocken::ui::App>, file: &Path, victim: &str) {
    let games = session(file).engine().finished_games().len();
    let mut schock_out = false;
    while session(file).engine().finished_games().len() == games {
        let s = session(file);
        let e = s.engine();
        if s.draft().is_empty() {
            schock_out = false;
        }
        let next = e.next_players().expect("a player to throw")[s.draft().len()];
        let typed = match dice(e.name(next), victim, &mut schock_out) {
            "(2, 2, 1)" => "2211",
            "(1, 1, 1)" => "1111",
            _ => "6531",
        };
        enter(t, typed);
        if session(file).engine().finished_games().len() != games {
            t.key_press(Key::Enter);
            t.run();
        }
    }
}
