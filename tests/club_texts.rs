//! The club's books as people read them (issue 34, "the treasurer"): names in German order in
//! every list people read — `club tab` and `club season` as text, the prints, the workbook — while
//! the JSON keeps code point order (CLUB.md 7); "Abende" are dates, in the tab as in the season.
//!
//! `cargo test --release --test club_texts`

mod common;
use calamine::{Data, Reader as _, Xlsx};
use common::{TempDir, ok};
use schocken::io::club_folder;
use schocken_core::club::{season, tab};
use schocken_core::i18n::{Lang, scoped};
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::session::{file, log::Header};
use schocken_core::sim::{Options, simulate};
use serde_json::Value;
use std::process::Command;

/// The evenings: file, date, seats. Two tables on 8 October: one evening.
const EVENINGS: [(&str, &str, &str); 5] = [
    ("a", "2026-10-01", "Brigitte,Bärbel,Ömer,Otto"),
    ("a", "2026-10-08", "Bärbel,Zacharias,Ömer,Otto"),
    ("b", "2026-10-08", "Brigitte,Anna,Uwe"),
    ("a", "2026-10-15", "Brigitte,Bärbel,Ömer,Anna"),
    ("a", "2026-11-26", "Otto,Ömer,Anna,Übel"),
];

const VEREIN: &str = r#"Club(
    format: 1,
    name: "Schockclub Zur Linde",
    events: [
        Price(from: "2026-01-01", cents: 50),
        Paid(player: "Ömer", cents: 900, date: "2026-10-20", note: "bar"),
        Paid(player: "Otto", cents: 140, date: "2026-10-02"),
        Waived(player: "Bärbel", cents: 100, date: "2026-10-09", note: "Geburtstag"),
        Season(name: "2026", from: "2026-01-01", to: "2026-12-31", min_evenings: 1, ranking: LossRate),
    ],
)
"#;

pub fn folder(name: &str) -> TempDir {
    let dir = TempDir::new(name);
    for (i, (table, date, players)) in EVENINGS.iter().enumerate() {
        let header = Header {
            title: Some(format!("Stammtisch {}", i + 1)), // i18n-ok: test data
            started: Some(format!("{date}T19:30:00+01:00")),
            place: None,
            tournament: None,
            rules: RuleSet::new(Preset::MainTaunus),
            players: players.split(',').map(String::from).collect(),
        };
        let session = simulate(header, &Options { games: 3, ..Options::default() }, 7 + i as u64);
        std::fs::write(dir.0.join(format!("{date}_{table}.ron")), file::write(&session)).unwrap();
    }
    std::fs::write(dir.0.join("verein.ron"), VEREIN).unwrap();
    dir
}

/// The names of `all` in the order they first stand in `text`.
fn order_in<'a>(text: &str, all: &[&'a str]) -> Vec<&'a str> {
    let mut found: Vec<(usize, &str)> = all.iter().filter_map(|n| Some((text.find(&format!("{n} "))?, *n))).collect();
    found.sort();
    found.into_iter().map(|(_, n)| n).collect()
}

const PEOPLE: [&str; 8] = ["Anna", "Bärbel", "Brigitte", "Ömer", "Otto", "Übel", "Uwe", "Zacharias"];

fn pdf_text(pdf: &[u8], name: &str) -> Option<String> {
    let path = std::env::temp_dir().join(format!("schocken-club-texts-{}-{name}.pdf", std::process::id()));
    std::fs::write(&path, pdf).unwrap();
    let out = Command::new("pdftotext").arg("-layout").arg(&path).arg("-").output().ok()?;
    let _ = std::fs::remove_file(&path);
    out.status.success().then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn people_read_german_order_the_json_keeps_code_points() {
    let dir = folder("club-texts-order");
    let d = dir.0.to_str().unwrap();
    let text = ok(&["club", "tab", "--sessions", d]);
    assert_eq!(order_in(&text, &PEOPLE), PEOPLE, "{text}");
    let json: Value = serde_json::from_str(&ok(&["club", "tab", "--sessions", d, "--json"])).unwrap();
    let players: Vec<&str> =
        json["players"].as_array().unwrap().iter().map(|p| p["player"].as_str().unwrap()).collect();
    let mut code_points = players.clone();
    code_points.sort();
    assert_eq!(players, code_points);
    assert_eq!(players.last(), Some(&"Übel"));

    let season = ok(&["club", "season", "2026", "--sessions", d]);
    let json: Value = serde_json::from_str(&ok(&["club", "season", "2026", "--sessions", d, "--json"])).unwrap();
    // Equal places stand by name: German order in the text, code point order in the JSON.
    let standings = json["standings"].as_array().unwrap();
    for pair in standings.windows(2) {
        if pair[0]["place"] == pair[1]["place"] {
            let (a, b) = (pair[0]["player"].as_str().unwrap(), pair[1]["player"].as_str().unwrap());
            assert!(a < b, "JSON: {a} before {b}");
            let (x, y) = (season.find(&format!(" {a} ")).unwrap(), season.find(&format!(" {b} ")).unwrap());
            assert_eq!(x < y, schocken_core::names::order(a, b).is_lt(), "{season}");
        }
    }

    // The prints and the workbook take the books' order.
    let folder = club_folder::read(&dir.0).unwrap();
    let books = tab::tab(&folder.club, &folder.sittings, &folder.registry);
    scoped(Lang::De, || {
        let club = schocken_core::brand::Club { name: folder.club.name.clone(), logo: None };
        if let Some(text) = pdf_text(&schocken::print::club::tab(&books, &club), "tab") {
            assert_eq!(order_in(&text, &PEOPLE), PEOPLE, "{text}");
        }
        let tables: Vec<_> = folder.club.seasons().map(|s| season::table(s, &folder.sittings)).collect();
        let sheets = schocken::sheets::club::book(&books, &tables);
        let bytes = schocken::sheets::xlsx(&sheets.iter().collect::<Vec<_>>()).unwrap();
        let path = dir.0.join("buch.xlsx");
        std::fs::write(&path, bytes).unwrap();
        let mut book: Xlsx<_> = calamine::open_workbook(&path).unwrap();
        let range = book.worksheet_range("Kasse").unwrap();
        let names: Vec<String> = range
            .rows()
            .skip(1)
            .filter_map(|r| match &r[0] {
                Data::String(s) if PEOPLE.contains(&s.as_str()) => Some(s.clone()),
                _ => None,
            })
            .collect();
        assert_eq!(names, PEOPLE);
    });
}

#[test]
fn abende_are_dates_in_the_tab_as_in_the_season_and_stats_says_what_it_counts() {
    let dir = folder("club-texts-evenings");
    let d = dir.0.to_str().unwrap();
    // Five sessions, two of them on 8 October: four Abende (CLUB.md 1).
    let tab = ok(&["club", "tab", "--sessions", d]);
    assert!(tab.starts_with("Schockclub Zur Linde: Kasse über 4 Abende, offen"), "{tab}");
    let season = ok(&["club", "season", "2026", "--sessions", d]);
    assert!(season.contains(", 4 Abende;"), "{season}");
    let english = ok(&["club", "tab", "--sessions", d, "--lang", "en"]);
    assert!(english.starts_with("Schockclub Zur Linde: tab over 4 evenings,"), "{english}");
    let stats = ok(&["stats", "--sessions", d]);
    assert!(stats.starts_with("5 Sitzungen an 4 Abenden in "), "{stats}");
    assert!(stats.contains("„Abende“ zählt Sitzungen"), "{stats}");
}

/// Writes a print where `SCHOCKEN_SHOTS` names a folder, to be looked at.
fn keep(pdf: &[u8], name: &str) {
    if let Some(dir) = std::env::var_os("SCHOCKEN_SHOTS") {
        std::fs::write(std::path::Path::new(&dir).join(format!("{name}.pdf")), pdf).unwrap();
    }
}

#[test]
fn the_prints_say_each_thing_once_and_in_its_place() {
    use schocken_core::club::{Day, tab::Account};
    let dir = folder("club-texts-prints");
    let folder = club_folder::read(&dir.0).unwrap();
    let books = tab::tab(&folder.club, &folder.sittings, &folder.registry);
    let table = season::table(folder.club.season("2026").unwrap(), &folder.sittings);
    let club = schocken_core::brand::Club { name: folder.club.name.clone(), logo: None };
    scoped(Lang::De, || {
        // The tab says the day its books stand at: the last evening or payment.
        let tab = schocken::print::club::tab(&books, &club);
        keep(&tab, "kasse");
        let season = schocken::print::club::season(&table, &club);
        keep(&season, "saison");
        let omer = Account::of(&books, "Ömer").unwrap();
        let statement = schocken::print::club::statement(omer, &club);
        keep(&statement, "abrechnung");
        let (Some(tab), Some(season), Some(statement)) =
            (pdf_text(&tab, "tab"), pdf_text(&season, "season"), pdf_text(&statement, "statement"))
        else {
            eprintln!("SKIPPED: pdftotext (poppler-utils) is not installed");
            return;
        };
        assert!(tab.contains("Schockclub Zur Linde · Stand 26.11.2026"), "{tab}");
        // The season's title once; each award on a line of its own, its words whole.
        assert_eq!(season.matches("Saison 2026 (").count(), 1, "{season}");
        for line in ["Meiste Schock-Outs", "Meiste Durchmärsche", "Meiste Abende", "Beste Quote", "Schlechteste Quote"]
        {
            let at = season.lines().find(|l| l.contains(line)).unwrap_or_else(|| panic!("{line}: {season}"));
            assert!(at.trim_start().starts_with(line), "{line} starts its line: {at}");
        }
        // A statement names each evening by date and title, its price of a mark, and a total.
        assert!(!statement.contains(".ron"), "no file names: {statement}");
        let first = statement.lines().find(|l| l.contains("01.10.2026")).unwrap();
        assert!(first.contains("Stammtisch 1") && first.contains("0,50 €"), "{first}");
        let total = statement.lines().find(|l| l.trim_start().starts_with("Summe")).expect("a total line");
        assert!(total.contains(&omer.open.to_string().replace('\u{a0}', " ")), "{total}");
        // Rows in date order: the payment of 20 October between the evenings of 15 October and 26 November.
        let at = |what: &str| statement.rfind(what).unwrap_or_else(|| panic!("{what}: {statement}"));
        assert!(at("15.10.2026") < at("20.10.2026") && at("20.10.2026") < at("26.11.2026"), "{statement}");
    });
    // No certificate for a season not yet over; one naming every winner once it is.
    let running = schocken::print::club::certificate(&table, &club, Day::parse("2026-12-31").unwrap());
    let refused = scoped(Lang::De, || running.unwrap_err().to_string());
    assert_eq!(refused, "Die Saison 2026 läuft noch bis 31.12.2026: eine Urkunde gibt es erst, wenn sie vorbei ist.");
    let over = schocken::print::club::certificate(&table, &club, Day::parse("2027-01-01").unwrap()).unwrap();
    keep(&over, "urkunde");
    let mut shared = table.clone();
    for s in &mut shared.standings[..2] {
        s.place = Some(1);
    }
    let both =
        scoped(Lang::De, || schocken::print::club::certificate(&shared, &club, Day::parse("2027-01-01").unwrap()));
    if let Some(text) = pdf_text(&both.unwrap(), "both") {
        assert!(text.contains("gewinnen die Saison 2026"), "{text}");
    }
}

#[test]
fn one_abend_is_singular_and_a_schock_out_is_written_so_everywhere() {
    let dir = folder("club-texts-grammar");
    let d = dir.0.to_str().unwrap();
    let season = ok(&["club", "season", "2026", "--sessions", d]);
    assert!(season.contains("; gewertet ab 1 Abend\n"), "{season}");
    assert!(season.contains("Schock-Outs") && season.contains("Meiste Schock-Outs"), "{season}");
    let english = ok(&["club", "season", "2026", "--sessions", d, "--lang", "en"]);
    assert!(english.contains("; ranked from 1 evening\n"), "{english}");
    // Every German text writes the throw "Schock-Out" (RULES.md), never Schock-Aus, Schockout or SchockOut.
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for entry in std::fs::read_dir(root.join("assets/i18n/de")).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            if line.trim_start().starts_with('#') {
                continue;
            }
            let words: Vec<&str> = line.split(|c: char| !(c.is_alphanumeric() || c == '-')).collect();
            for bad in ["Schock-Aus", "Schockout", "SchockOut", "Schock-out", "Schockouts", "Schock-outs"] {
                assert!(!words.contains(&bad), "{}:{}: {line}", path.display(), n + 1);
            }
        }
    }
}

/// "Meine Striche" on a phone: the club's name, the statement's rows in date order with the
/// price of a mark and the total, an English credit written "−€6.50", and too many wrong codes
/// answered in the members' own words (their codes are on slips, not tables).
#[test]
fn the_members_page_names_the_club_and_says_its_own_words() {
    use common::http::{get, request};
    let dir = folder("club-texts-members");
    let running = schocken::serve::members::start(&dir.0, "127.0.0.1:0".parse().unwrap()).expect("it starts");
    let addr = running.addr();
    let codes = schocken::io::member_codes::read(&dir.0).unwrap();
    let code = codes.iter().find(|(name, _)| name.as_str() == "Ömer").map(|(_, code)| code.to_string()).unwrap();
    let hall = get(addr, "/");
    assert!(hall.body.contains(r#"<p class="club">Schockclub Zur Linde</p>"#), "the code's page too: {}", hall.body);
    let page = request(addr, "GET", &format!("/m/{code}"), "Accept-Language: en\r\n", "");
    assert_eq!(page.status, 200);
    let body = &page.body;
    assert!(body.contains("Schockclub Zur Linde"), "{body}");
    assert!(body.contains("per mark") && body.contains("Stammtisch 4") && !body.contains(".ron"), "{body}");
    assert!(body.contains("\u{2212}€") && !body.contains("€-"), "an English credit: {body}");
    let at = |what: &str| body.rfind(what).unwrap_or_else(|| panic!("{what}: {body}"));
    assert!(at("2026-10-15") < at("2026-10-20") && at("2026-10-20") < at("2026-11-26"), "{body}");
    assert!(at("2026-11-26") < at(">Total<"), "the total last: {body}");

    for _ in 0..10 {
        get(addr, "/m/33333-33333");
    }
    let shut = get(addr, &format!("/m/{code}"));
    assert_eq!(shut.status, 429);
    assert!(shut.head.to_ascii_lowercase().contains("retry-after"), "{}", shut.head);
    assert!(shut.body.contains("zu viele falsche Codes") && !shut.body.contains("Tisch"), "{}", shut.body);
    drop(running);
}

/// A season typed in the Verein view: a word that is no ranking names the rankings it takes; a
/// name the file has already is said so, and the file stays as it was.
#[test]
fn season_input_names_the_rankings_and_a_name_used_twice() {
    use schocken_core::club::entry::{self, Line};
    use schocken_core::club::{BookEdit, ClubEvent, Day};
    let today = Day::parse("2026-11-28").unwrap();
    scoped(Lang::De, || {
        let wrong = entry::parse("Saison 2027 01.01.2027 31.12.2027 10 Punkte", today).unwrap_err().to_string();
        assert_eq!(
            wrong,
            "„Punkte“ ist keine Wertung einer Saison; möglich sind Verlustquote, Halbzeitpunkte, Theimann-Punkte"
        );
        let dir = folder("club-texts-season-twice");
        let before = std::fs::read(dir.0.join("verein.ron")).unwrap();
        let Ok(Line::Season(season)) = entry::parse("Saison 2026 01.01.2026 31.12.2026 2 Theimann-Punkte", today)
        else {
            panic!("a season line")
        };
        let refused =
            schocken::io::club_book::change(&dir.0, |_| BookEdit::Add(ClubEvent::Season(season))).unwrap_err();
        assert_eq!(
            refused.to_string(),
            "Eine Saison „2026“ gibt es schon: bitte einen anderen Namen wählen (oder die alte zuerst streichen)."
        );
        assert_eq!(std::fs::read(dir.0.join("verein.ron")).unwrap(), before);
    });
}

/// A broken `verein.ron` or `.spieler.ron` is never taken for a missing one (the Verein view's
/// heading would offer to start a new file); each is said in the reader's language, without the
/// system's or the RON reader's English, `.spieler.ron`'s at its line and person.
#[test]
fn broken_files_are_broken_not_missing_and_said_in_german() {
    let english = ["os error", "Is a directory", "Expected", "expected", "No such file"];
    let german = |e: &club_folder::ClubFolderError| {
        let said = scoped(Lang::De, || e.to_string());
        for word in english {
            assert!(!said.contains(word), "{word}: {said}");
        }
        said
    };
    let dir = folder("club-texts-broken");
    let club = dir.0.join("verein.ron");
    std::fs::write(&club, "Club(format: 1, events: [").unwrap();
    let e = club_folder::read(&dir.0).unwrap_err();
    assert!(!e.is_missing());
    german(&e);
    std::fs::remove_file(&club).unwrap();
    assert!(club_folder::read(&dir.0).unwrap_err().is_missing(), "no verein.ron at all: missing");
    std::os::unix::fs::symlink(dir.0.join("weg.ron"), &club).unwrap();
    let e = club_folder::read(&dir.0).unwrap_err();
    assert!(!e.is_missing(), "a link pointing nowhere is broken");
    assert!(german(&e).contains("ein Verweis zeigt ins Leere"));
    std::fs::remove_file(&club).unwrap();
    std::fs::create_dir(&club).unwrap();
    let e = club_folder::read(&dir.0).unwrap_err();
    assert!(!e.is_missing() && german(&e).contains("das ist ein Ordner"));
    std::fs::remove_dir(&club).unwrap();
    std::fs::write(&club, VEREIN).unwrap();

    let registry = dir.0.join(".spieler.ron");
    std::fs::create_dir(&registry).unwrap();
    let e = club_folder::read(&dir.0).unwrap_err();
    assert!(!e.is_missing() && german(&e).contains("das ist ein Ordner"));
    std::fs::remove_dir(&registry).unwrap();
    std::fs::write(&registry, "Players(\n    format: 1,\n    players: [\n        (name:\"Anna\"),\n        (name:\"Ben\",also:[5]),\n    ],\n)\n").unwrap();
    let e = club_folder::read(&dir.0).unwrap_err();
    assert!(!e.is_missing());
    let said = german(&e);
    assert!(said.contains(".spieler.ron: Zeile 5 (bei „Ben“), Spalte "), "{said}");
    let english = scoped(Lang::En, || e.to_string());
    assert!(english.contains("line 5 (at \"Ben\")") && !english.contains("Zeile"), "{english}");
}
