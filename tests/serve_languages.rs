//! Issue 35, "the language is not ambient": the server words each answer in its request's
//! language, also while another request is answered in the other language at the same time —
//! the words never depend on which worker thread formats them or what it formatted before.
//!
//! `cargo test --release --test serve_languages`

use serde_json::Value;

mod common;
use common::http::{codes, request, start};

#[test]
fn answers_in_english_and_german_at_the_same_time_keep_their_languages() {
    let draw = r#"Draw(round: 1, kind: Points, games: 1, tables: [["Anna", "Ben", "Carl", "Dora"]])"#;
    let temp = common::drawn_by_hand("serve-languages", &["Anna", "Ben", "Carl", "Dora"], draw);
    let code = codes(&temp.0)[0].clone();
    let server = start(&temp.0);
    let addr = server.addr();
    // A table file half synced: the table's answer is its problem, worded per request.
    std::fs::write(temp.0.join("runde-1-tisch-1.ron"), "Session(format: 1, rules: (preset: \"main-ta").unwrap();
    let table = format!("/api/table/{code}");
    let problem = |lang: &str| -> String {
        let reply = request(addr, "GET", &table, &format!("Accept-Language: {lang}\r\n"), "");
        assert_eq!(reply.status, 200, "{}", reply.body);
        let answer: Value = reply.json();
        answer["problem"].as_str().unwrap_or_else(|| panic!("{answer}")).to_string()
    };
    let (german, english) = (problem("de"), problem("en"));
    assert_ne!(german, english);
    std::thread::scope(|s| {
        let asking = [("de", &german), ("en", &english), ("de", &german), ("en", &english)];
        for (lang, expected) in asking {
            s.spawn(move || {
                for _ in 0..40 {
                    assert_eq!(&problem(lang), expected, "a {lang} answer in the other language");
                }
            });
        }
    });
}
