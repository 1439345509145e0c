//! The organiser's till and the club's player registry on the command line (issue 19): the fee
//! set, payments marked, the cash list as text, JSON and PDF, a prize plan and a payout that adds
//! up to the money taken; bad input refused with one line and exit status 2, the files left as
//! they were; `turnier.ron` never touched by the till; a player renamed or two spellings merged
//! counted as one person by `stats` while the evenings' files stay as written.
//!
//! `cargo test --release --test fees`

use std::path::Path;

mod common;
use common::{TempDir, ok, refused, schocken};

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_default()
}

/// Four players, one table, one game: Ben loses half 1 and the final, Carl half 2, Anna throws a
/// Schock-Out. Loss points: Anna 0 (a Schock-Out), Dora 0, Carl 1, Ben 2: places 1 to 4.
fn played(dir: &Path) {
    let d = dir.to_str().unwrap();
    ok(&["tournament", "new", d, "--title", "Pokal", "--scoring", "loss-points"]);
    ok(&["tournament", "register", d, "Anna", "Ben", "Carl", "Dora"]);
    ok(&["tournament", "draw", d, "--games", "1"]);
    ok(&["tournament", "card", d, "1", "1", "Ben/Carl/Ben; so:Anna"]);
}

#[test]
fn fees_paid_and_the_prize_money_paid_out() {
    let dir = TempDir::new("fees");
    let d = dir.0.to_str().unwrap();
    played(&dir.0);
    let tournament = read(&dir.0.join("turnier.ron"));
    let standings = ok(&["tournament", "standings", d, "--json"]);
    assert_eq!(ok(&["tournament", "fee", d, "--amount", "5,00"]), "Startgeld: 5,00\u{a0}€\n");
    assert_eq!(ok(&["tournament", "fee", d, "--lang", "en"]), "Entry fee: €5.00\n");
    for name in ["Anna", "Ben", "Dora"] {
        ok(&["tournament", "pay", d, name]);
    }
    let marked = ok(&["tournament", "pay", d, "Carl", "waived"]);
    assert!(marked.contains("Carl: erlassen · eingenommen 15,00"), "{marked}");
    let cash = ok(&["tournament", "cash", d]);
    assert!(cash.contains("Eingenommen: 15,00\u{a0}€ (3 bezahlt) · offen: 0,00\u{a0}€ (0) · erlassen: 1"), "{cash}");
    let json: serde_json::Value = serde_json::from_str(&ok(&["tournament", "cash", d, "--json"])).unwrap();
    assert_eq!((json["fee"].as_u64(), json["taken"].as_u64(), json["open"].as_u64()), (Some(500), Some(1500), Some(0)));
    assert_eq!(json["players"][2]["status"], "waived");
    // Carl pays after all.
    ok(&["tournament", "pay", d, "Carl", "paid"]);
    assert_eq!(
        ok(&["tournament", "prizes", d, "--shares", "50,30", "--schock-out", "10"]).trim(),
        "1. Platz 50 % · 2. Platz 30 % · Schock-Out-Preis 10 %"
    );
    // 20 €: place 1 10 €, place 2 6 €, the Schock-Out 2 €, 2 € stay in the till.
    let payout: serde_json::Value = serde_json::from_str(&ok(&["tournament", "payout", d, "--json"])).unwrap();
    assert_eq!(payout["taken"], 2000);
    assert_eq!(payout["kept"], 200);
    assert_eq!(payout["prizes"][0]["players"][0], serde_json::json!({"name": "Anna", "amount": 1000}));
    assert_eq!(payout["prizes"][1]["players"][0], serde_json::json!({"name": "Dora", "amount": 600}));
    assert_eq!(payout["prizes"][2]["prize"], "schock-out");
    let paid: u64 = payout["prizes"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|p| p["players"].as_array().unwrap().iter().map(|x| x["amount"].as_u64().unwrap()))
        .sum();
    assert_eq!(paid + 200, 2000);
    let text = ok(&["tournament", "payout", d]);
    assert!(text.contains("bleibt in der Kasse: 2,00\u{a0}€"), "{text}");
    // Fixed amounts beyond the money taken: what is missing is said.
    ok(&["tournament", "prizes", d, "--fixed", "15;10"]);
    assert!(ok(&["tournament", "payout", d]).contains("fehlt in der Kasse: 5,00\u{a0}€"));
    // The till never touches turnier.ron, and the standings pass its hidden file over.
    assert_eq!(read(&dir.0.join("turnier.ron")), tournament);
    assert_eq!(ok(&["tournament", "standings", d, "--json"]), standings);
    let out = schocken(&["tournament", "standings", d]);
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn the_prints_of_the_till() {
    let dir = TempDir::new("fees-print");
    let d = dir.0.to_str().unwrap();
    played(&dir.0);
    ok(&["tournament", "fee", d, "--amount", "10"]);
    ok(&["tournament", "pay", d, "Anna"]);
    ok(&["tournament", "pay", d, "Ben"]);
    let cash = dir.0.join("kasse.pdf");
    ok(&["tournament", "cash", d, "--pdf", cash.to_str().unwrap()]);
    let text = pdf_text(&cash);
    assert!(text.contains("Kassenliste") && text.contains("20,00"), "{text}");
    // The certificates carry the prize money once money was taken, after the payout list.
    ok(&["tournament", "print", d, "certificates"]);
    let text = pdf_text(&dir.0.join("urkunden.pdf"));
    assert!(text.contains("Preisgeld: 10,00"), "{text}");
    assert!(text.contains("Urkunde"), "{text}");
}

/// The PDF's text, read back with lopdf.
fn pdf_text(path: &Path) -> String {
    let doc = lopdf::Document::load(path).expect("a PDF");
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    doc.extract_text(&pages).unwrap_or_default()
}

#[test]
fn bad_input_is_refused_and_changes_nothing() {
    let dir = TempDir::new("fees-bad");
    let d = dir.0.to_str().unwrap();
    played(&dir.0);
    ok(&["tournament", "fee", d, "--amount", "5"]);
    ok(&["tournament", "pay", d, "Anna"]);
    let till = read(&dir.0.join(".kasse.ron"));
    assert!(refused(&["tournament", "fee", d, "--amount", "fünf"]).contains("„fünf“ ist kein Betrag"));
    assert!(refused(&["tournament", "pay", d, "Zoe"]).contains("Zoe ist nicht angemeldet"));
    assert!(refused(&["tournament", "prizes", d, "--shares", "60,50"]).contains("110 %"));
    assert!(refused(&["tournament", "prizes", d, "--schock-out", "10"]).contains("--schock-out"));
    assert!(refused(&["tournament", "cash", "/nonexistent-folder"]).contains("nonexistent"));
    assert_eq!(read(&dir.0.join(".kasse.ron")), till);
    // A till that is not one is named and never written over.
    std::fs::write(dir.0.join(".kasse.ron"), "Kasse(").unwrap();
    assert!(refused(&["tournament", "pay", d, "Ben"]).contains(".kasse.ron"));
    assert_eq!(read(&dir.0.join(".kasse.ron")), "Kasse(");
}

#[test]
fn a_payment_follows_a_renamed_player() {
    let dir = TempDir::new("fees-rename");
    let d = dir.0.to_str().unwrap();
    ok(&["tournament", "new", d]);
    ok(&["tournament", "register", d, "Anan", "Ben"]);
    ok(&["tournament", "fee", d, "--amount", "3"]);
    ok(&["tournament", "pay", d, "Anan"]);
    ok(&["tournament", "rename", d, "Anan", "Anna"]);
    let json: serde_json::Value = serde_json::from_str(&ok(&["tournament", "cash", d, "--json"])).unwrap();
    assert_eq!(
        json["players"][0],
        serde_json::json!({"number": 1, "name": "Anna", "status": "paid", "paid": 300, "open": 0})
    );
    assert_eq!(json["players"].as_array().unwrap().len(), 2);
}

#[test]
fn the_registry_makes_two_spellings_one_person() {
    let dir = TempDir::new("players");
    let sessions = dir.0.join("abende");
    let s = sessions.to_str().unwrap();
    std::fs::create_dir_all(&sessions).unwrap();
    // Two evenings: one with "Joerg", one with "Jörg".
    for (file, name, seed) in [("a.ron", "Joerg", "1"), ("b.ron", "Jörg", "2")] {
        let players = format!("{name},Anna,Ben");
        let evening = ok(&["simulate", "--players", &players, "--games", "2", "--seed", seed]);
        std::fs::write(sessions.join(file), evening).unwrap();
    }
    let files: Vec<String> = ["a.ron", "b.ron"].iter().map(|f| read(&sessions.join(f))).collect();
    let stats = |player: &str| -> serde_json::Value {
        serde_json::from_str(&ok(&["stats", "--sessions", s, "--player", player, "--json"])).unwrap()
    };
    assert_eq!(stats("Jörg")["players"][0]["games_played"], 2);
    // Nobody is in the registry yet: names the evenings hold are merged all the same (issue 28);
    // a name neither registered nor in any evening is refused.
    assert!(refused(&["players", "--sessions", s, "merge", "Jörg", "Zoe"]).contains("Zoe"));
    ok(&["players", "--sessions", s, "add", "Anna"]);
    let merged = ok(&["players", "--sessions", s, "merge", "Jörg", "Joerg"]);
    assert!(merged.contains("„Joerg“ ist jetzt „Jörg“"), "{merged}");
    assert_eq!(ok(&["players", "--sessions", s, "list"]), "Anna\nJörg (auch: Joerg)\n");
    // Both evenings count for Jörg, asked for by either spelling; the files are as they were.
    assert_eq!(stats("Jörg")["players"][0]["games_played"], 4);
    assert_eq!(stats("Joerg")["players"][0]["name"], "Jörg");
    // Renamed: the evenings count for the new name.
    ok(&["players", "--sessions", s, "rename", "Jörg", "Jörg Schmitt"]);
    assert_eq!(stats("Jörg Schmitt")["players"][0]["games_played"], 4);
    assert_eq!(ok(&["players", "--sessions", s, "list"]), "Anna\nJörg Schmitt (auch: Joerg, Jörg)\n");
    assert!(refused(&["players", "--sessions", s, "rename", "Anna", "joerg"]).contains("zusammenführen"));
    assert!(refused(&["players", "--sessions", s, "rename", "Zoe", "Zora"]).contains("Zoe"));
    let after: Vec<String> = ["a.ron", "b.ron"].iter().map(|f| read(&sessions.join(f))).collect();
    assert_eq!(after, files);
}

/// A payout before any game is played (or while tables lack results) says it is provisional —
/// on the command line, in its JSON and in the PDF's heading — and no longer once all are in.
#[test]
fn a_payout_before_the_games_is_provisional() {
    let dir = TempDir::new("fees-provisional");
    let d = dir.0.to_str().unwrap();
    ok(&["tournament", "new", d, "--title", "Pokal", "--scoring", "loss-points"]);
    ok(&["tournament", "register", d, "Anna", "Ben", "Carl", "Dora"]);
    ok(&["tournament", "fee", d, "--amount", "5"]);
    ok(&["tournament", "pay", d, "Anna"]);
    let text = ok(&["tournament", "payout", d]);
    assert!(text.starts_with("Preisgeld (vorläufig) — eingenommen 5,00\u{a0}€"), "{text}");
    assert!(ok(&["tournament", "payout", d, "--lang", "en"]).starts_with("Prize money (provisional) — taken €5.00"));
    let json: serde_json::Value = serde_json::from_str(&ok(&["tournament", "payout", d, "--json"])).unwrap();
    assert_eq!(json["provisional"], true);
    ok(&["tournament", "draw", d, "--games", "1"]);
    assert!(ok(&["tournament", "payout", d]).contains("(vorläufig)"), "a table without its result");
    ok(&["tournament", "card", d, "1", "1", "Ben/Carl/Ben"]);
    let text = ok(&["tournament", "payout", d]);
    assert!(text.starts_with("Preisgeld — eingenommen 5,00\u{a0}€"), "{text}");
}
