//! The CSV and JSON exports: RFC 4180 quoting, the conventions of German and English
//! spreadsheets, header rows, and JSON that reads back with the figures.

use schocken_core::export::{self, Table};
use schocken_core::i18n::{Lang, scoped};
use schocken_core::session::file::parse;
use schocken_core::stats::Stats;

/// Obertiefenbach, one game: Anna loses half 1 and the final, Ben half 2. The title holds the
/// German separator, quotes and a line break; the place holds the English separator.
const FINAL: &str = include_str!("fixtures/obertiefenbach-final.ron");

/// Main-Taunus: Ben loses both halves (Durchmarsch); game 2 has begun but is not finished.
const DURCHMARSCH: &str = include_str!("fixtures/main-taunus-durchmarsch.ron");

const TITLE: &str = "Stammtisch; \"Zum Ochsen\"\nzweite Zeile";

fn stats() -> Stats {
    Stats::of([&parse(DURCHMARSCH).unwrap(), &parse(FINAL).unwrap()])
}

/// Reads CSV as RFC 4180 describes it: the records, each a list of fields.
fn read_csv(text: &str, separator: char) -> Vec<Vec<String>> {
    let text = text.strip_prefix('\u{feff}').expect("the file starts with a byte order mark");
    assert!(text.ends_with("\r\n"), "records end with CRLF");
    let mut records = Vec::new();
    let (mut record, mut field) = (Vec::new(), String::new());
    let mut chars = text.chars().peekable();
    let mut quoted = false;
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') if field.is_empty() => quoted = true,
            (false, '"') => panic!("a quote inside an unquoted field"),
            (false, '\r') => {
                assert_eq!(chars.next(), Some('\n'), "a lone CR outside quotes");
                record.push(std::mem::take(&mut field));
                records.push(std::mem::take(&mut record));
            }
            (false, '\n') => panic!("a lone LF outside quotes"),
            (false, c) if c == separator => record.push(std::mem::take(&mut field)),
            (false, c) => field.push(c),
        }
    }
    assert!(!quoted, "an unterminated quote");
    records
}

/// The export in `lang`, as the app or the command line words it once that language is chosen.
fn csv(stats: &Stats, table: Table, lang: Lang) -> String {
    scoped(lang, || schocken::csv_file::stats(stats, table).unwrap())
}

fn separator(lang: Lang) -> char {
    match lang {
        Lang::De => ';',
        Lang::En => ',',
    }
}

#[test]
fn fields_with_separator_quote_or_line_break_are_quoted() {
    let stats = stats();
    let de = csv(&stats, Table::Evenings, Lang::De);
    assert!(de.contains("\"Stammtisch; \"\"Zum Ochsen\"\"\nzweite Zeile\""), "{de}");
    assert!(de.contains(";Köln, Altstadt;"), "no `;` in the place: not quoted in German\n{de}");
    let en = csv(&stats, Table::Evenings, Lang::En);
    assert!(en.contains(",\"Köln, Altstadt\","), "{en}");
    for (text, lang) in [(de, Lang::De), (en, Lang::En)] {
        let records = read_csv(&text, separator(lang));
        assert_eq!(records.len(), 3, "header and two evenings");
        assert_eq!(records[2][2], TITLE);
        assert_eq!(records[2][3], "Köln, Altstadt");
    }
}

#[test]
fn every_table_has_a_header_and_rows_of_its_width() {
    let stats = stats();
    for &table in Table::ALL {
        for lang in [Lang::De, Lang::En] {
            let records = read_csv(&csv(&stats, table, lang), separator(lang));
            let rows = match table {
                Table::Games => 3,
                Table::Players => 3,
                Table::Evenings => 2,
                Table::Categories => 6,
            };
            assert_eq!(records.len(), 1 + rows, "{table:?} {lang:?}");
            for r in &records {
                assert_eq!(r.len(), records[0].len(), "{table:?} {lang:?}: {r:?}");
            }
        }
    }
    let header = |table, lang| read_csv(&csv(&stats, table, lang), separator(lang)).remove(0);
    assert_eq!(
        header(Table::Players, Lang::De)[..5],
        ["Spieler", "Abende", "Spiele", "Spiele verloren", "Verlustquote (%)"]
    );
    assert_eq!(
        header(Table::Players, Lang::En)[..5],
        ["player", "evenings", "games played", "games lost", "loss rate (%)"]
    );
    assert_eq!(header(Table::Games, Lang::De)[..2], ["Beginn", "Datum"]);
    assert_eq!(header(Table::Categories, Lang::En), ["category", "count", "share (%)"]);
}

#[test]
fn german_files_have_decimal_commas_english_files_decimal_points() {
    let stats = stats();
    let players = |lang| read_csv(&csv(&stats, Table::Players, lang), separator(lang));
    // Anna lost 1 of 2 games, Ben 1 of 2, Carl none of 2.
    let de = players(Lang::De);
    assert_eq!(de[1][..5], ["Anna", "2", "2", "1", "50,0"]);
    assert_eq!(de[3][..5], ["Carl", "2", "2", "0", "0,0"]);
    assert_eq!(players(Lang::En)[1][4], "50.0");
    // 17 throws: 6 Schock-Outs, 4 Generals, 7 house numbers; in rank order, none left out.
    let categories = |lang| read_csv(&csv(&stats, Table::Categories, lang), separator(lang));
    let de = categories(Lang::De);
    assert_eq!(de[1], ["Schock-Out", "6", "35,3"]);
    assert_eq!(de[2], ["Jule", "0", "0,0"]);
    assert_eq!(de[4], ["General", "4", "23,5"]);
    assert_eq!(de[6], ["Hausnummer", "7", "41,2"]);
    let en = categories(Lang::En);
    assert_eq!(en[1], ["Schock-Out", "6", "35.3"]);
    assert_eq!(en[5], ["street", "0", "0.0"]);
    assert_eq!(en[6], ["house number", "7", "41.2"]);
}

#[test]
fn the_games_table_has_every_part_loser_and_readable_dates() {
    let stats = stats();
    let de = read_csv(&csv(&stats, Table::Games, Lang::De), ';');
    // The Durchmarsch evening has no start time; its game 2 is still being played.
    assert_eq!(de[1][..5], ["", "", "", "", "main-taunus"]);
    assert_eq!(de[1][5..], ["1", "Anna, Ben, Carl", "Ben", "Ben", "", "Ben", "ja"]);
    assert_eq!(de[2][5..], ["2", "Anna, Ben, Carl", "", "", "", "", "nein"]);
    assert_eq!(de[3][..2], ["2026-11-20T19:30:00+01:00", "20.11.2026 19:30"]);
    assert_eq!(de[3][5..], ["1", "Anna, Ben, Carl", "Anna", "Ben", "Anna", "Anna", "nein"]);
    let en = read_csv(&csv(&stats, Table::Games, Lang::En), ',');
    assert_eq!(en[3][1], "2026-11-20 19:30");
    assert_eq!(en[1][11], "yes");
    let evenings = read_csv(&csv(&stats, Table::Evenings, Lang::En), ',');
    assert_eq!(evenings[1][5..], ["Anna, Ben, Carl", "1", "3", "Ben", "Anna 0, Ben 1, Carl 0", "yes"]);
}

#[test]
fn the_json_reads_back_with_the_figures() {
    let value: serde_json::Value = serde_json::from_str(&export::json(&stats())).unwrap();
    let anna = &value["players"][0];
    assert_eq!((anna["name"].as_str(), anna["games_lost"].as_u64()), (Some("Anna"), Some(1)));
    assert_eq!(anna["loss_rate"].as_f64(), Some(0.5));
    // Kinds of throw by their ids, whatever the language.
    assert_eq!(value["categories"]["schock-out"], 6);
    assert_eq!(value["categories"]["house-number"], 7);
    let evening = &value["evenings"][1];
    assert_eq!(evening["title"], TITLE);
    assert_eq!(evening["place"], "Köln, Altstadt");
    assert_eq!(evening["in_progress"], false);
    assert_eq!(evening["tally_marks"][0], serde_json::json!(["Anna", 1]));
    assert_eq!(
        evening["games_detail"][0],
        serde_json::json!({"number": 1, "players": ["Anna", "Ben", "Carl"], "half1_loser": "Anna",
            "half2_loser": "Ben", "final_loser": "Anna", "loser": "Anna", "durchmarsch": false})
    );
    assert_eq!(value["evenings"][0]["games_detail"][1]["loser"], serde_json::Value::Null);
}

#[test]
fn tables_have_distinct_ids_and_labels() {
    let ids: Vec<&str> = Table::ALL.iter().map(|t| t.id()).collect();
    assert_eq!(ids, ["games", "players", "evenings", "categories"]);
    for &t in Table::ALL {
        assert_ne!(scoped(Lang::De, || t.label()), scoped(Lang::En, || t.label()));
    }
}

#[test]
fn players_are_listed_in_german_alphabetical_order() {
    // Code point order would put Bärbel after Bernd and Ömer after Zacharias.
    let text = r#"Session(format: 1, rules: (preset: "main-taunus"),
        players: ["Bernd", "Zacharias", "Bärbel", "Otto", "Ömer", "oliver"], events: [])"#;
    let stats = Stats::of([&parse(text).unwrap()]);
    for lang in [Lang::De, Lang::En] {
        let records = read_csv(&csv(&stats, Table::Players, lang), separator(lang));
        let names: Vec<&str> = records[1..].iter().map(|r| r[0].as_str()).collect();
        assert_eq!(names, ["Bärbel", "Bernd", "oliver", "Ömer", "Otto", "Zacharias"], "{lang:?}");
    }
}

#[test]
fn the_proposed_file_names_are_in_the_language_of_the_app() {
    let names = |lang| scoped(lang, || Table::ALL.iter().map(|t| t.file_name()).collect::<Vec<_>>());
    assert_eq!(
        names(Lang::De),
        ["schocken-spiele.csv", "schocken-spieler.csv", "schocken-abende.csv", "schocken-wurfarten.csv"]
    );
    assert_eq!(
        names(Lang::En),
        ["schocken-games.csv", "schocken-players.csv", "schocken-evenings.csv", "schocken-throw-categories.csv"]
    );
}
