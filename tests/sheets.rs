//! `schocken tournament export DIR --xlsx FILE --csv FILE` (issue 19), read back with a real
//! reader (calamine): the Rangliste equals `tournament standings --json`'s `standings` cell by
//! cell, numbers as numbers; the Meldeliste lists every registered player; the Teams sheet is
//! there where teams are registered; the CSV is German Excel's. Bad input writes nothing.
//!
//! `cargo test --release --test sheets`

use calamine::{Data, Reader as _, Xlsx};
use serde_json::Value;
use std::path::Path;

mod common;
use common::{TempDir, ok, schocken};

fn demo_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions/turnier-demo")
}

/// The demo tournament (28 players, teams, three points rounds and a knock-out round) copied
/// into a fresh folder.
fn demo() -> TempDir {
    let temp = TempDir::new("sheets");
    for entry in std::fs::read_dir(demo_dir()).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, temp.0.join(path.file_name().unwrap())).unwrap();
    }
    temp
}

fn sheet(book: &mut Xlsx<std::io::BufReader<std::fs::File>>, name: &str) -> Vec<Vec<Data>> {
    let range = book.worksheet_range(name).unwrap_or_else(|e| panic!("no sheet {name}: {e}"));
    range.rows().map(<[Data]>::to_vec).collect()
}

/// A cell as `standings --json` has it: numbers as numbers, `null` empty, a knock-out state in
/// the printed standings' words.
fn same(cell: &Data, value: &Value) -> bool {
    match (cell, value) {
        (Data::Float(f), Value::Number(n)) => Some(*f) == n.as_f64(),
        (Data::Int(i), Value::Number(n)) => Some(*i) == n.as_i64(),
        (Data::String(s), Value::String(v)) => s == v,
        (Data::Bool(b), Value::Bool(v)) => b == v,
        (Data::Empty, Value::Null) => true,
        (Data::String(s), Value::Object(k)) => {
            let round = k["round"].as_u64().unwrap();
            s.starts_with(&format!("Rd. {round}:")) && (s.contains("raus") == k["out"].as_bool().unwrap())
        }
        _ => false,
    }
}

#[test]
fn the_workbook_reads_back_as_standings_json_and_the_csv_is_german_excels() {
    let dir = demo();
    let d = dir.0.to_str().unwrap();
    let xlsx = dir.0.join("export.xlsx");
    let csv = dir.0.join("rangliste.csv");
    // The till: a fee of 5 €, one player paid, one waived.
    ok(&["tournament", "fee", d, "--amount", "5,00"]);
    let names: Vec<String> = sheet_names_of_registration(d);
    ok(&["tournament", "pay", d, &names[0], "paid"]);
    ok(&["tournament", "pay", d, &names[1], "waived"]);
    let said = ok(&["tournament", "export", d, "--xlsx", xlsx.to_str().unwrap(), "--csv", csv.to_str().unwrap()]);
    assert_eq!(said.lines().count(), 2, "{said}");
    let json: Value = serde_json::from_str(&ok(&["tournament", "standings", d, "--json"])).unwrap();
    let rows = json["standings"].as_array().unwrap();
    let keys: Vec<&String> = rows[0].as_object().unwrap().keys().collect();

    let mut book: Xlsx<_> = calamine::open_workbook(&xlsx).unwrap();
    assert_eq!(book.sheet_names(), ["Meldeliste", "Rangliste", "Teams", "Kasse", "Preisgeld"]);
    let ranking = sheet(&mut book, "Rangliste");
    let heads: Vec<String> = ranking[0].iter().map(|c| c.to_string()).collect();
    assert_eq!(heads.len(), keys.len());
    assert_eq!(heads[..4], ["Platz", "Name", "Mannschaft", "Punkte"]);
    assert_eq!(ranking.len() - 1, rows.len(), "one line per player");
    for (line, row) in ranking[1..].iter().zip(rows) {
        for (cell, key) in line.iter().zip(&keys) {
            assert!(same(cell, &row[key.as_str()]), "{key}: {cell:?} is not {}", row[key.as_str()]);
        }
    }
    assert!(matches!(ranking[1][0], Data::Float(_) | Data::Int(_)), "places are numbers");

    let registration = sheet(&mut book, "Meldeliste");
    let heads = ["Nr.", "Name", "Mannschaft", "abgemeldet", "Startgeld", "bezahlt (€)"];
    assert_eq!(registration[0], heads.map(|h| Data::String(h.into())));
    assert_eq!(registration.len() - 1, 28);
    assert_eq!(registration[1][0], Data::Float(1.0));
    // The fee's status from the till, the amount paid as a number.
    assert_eq!(registration[1][1], Data::String(names[0].clone()));
    assert_eq!(registration[1][4], Data::String("bezahlt".into()));
    assert_eq!(registration[1][5], Data::Float(5.0));
    assert_eq!(registration[2][4], Data::String("erlassen".into()));
    assert_eq!(registration[2][5], Data::Empty);
    assert_eq!(registration[3][4], Data::String("offen".into()));
    let teams = sheet(&mut book, "Teams");
    let json_teams = json["teams"].as_array().unwrap();
    assert_eq!(teams.len() - 1, json_teams.len());
    for (line, team) in teams[1..].iter().zip(json_teams) {
        assert!(same(&line[0], &team["place"]) && same(&line[1], &team["team"]) && same(&line[2], &team["points"]));
    }

    // The till: who paid what, amounts as numbers, the totals under them.
    let till = sheet(&mut book, "Kasse");
    let heads = ["Nr.", "Name", "Startgeld", "bezahlt", "offen"];
    assert_eq!(till[0], heads.map(|h| Data::String(h.into())));
    assert_eq!(till[1][1], Data::String(names[0].clone()));
    assert_eq!(
        (&till[1][2], &till[1][3], &till[1][4]),
        (&Data::String("bezahlt".into()), &Data::Float(5.0), &Data::Empty)
    );
    assert_eq!(till[3][4], Data::Float(5.0), "open: the fee");
    let total = till.last().unwrap();
    assert_eq!(till.len(), 1 + 28 + 1, "a line per player and the totals");
    assert_eq!(total[1], Data::String("Summe".into()));
    assert_eq!((&total[3], &total[4]), (&Data::Float(5.0), &Data::Float(26.0 * 5.0)));
    // The payout of the 5 € taken by the default plan (50/30/20): place 1 gets what rounding leaves.
    let payout = sheet(&mut book, "Preisgeld");
    assert_eq!(payout[0], ["Preis", "Name", "Betrag"].map(|h| Data::String(h.into())));
    assert_eq!(payout[1][0], Data::String("1. Platz".into()));
    assert_eq!(payout[1][1], Data::String(rows[0]["player"].as_str().unwrap().into()));
    let amounts: f64 = payout[1..]
        .iter()
        .take_while(|r| r[0] != Data::String("Summe".into()))
        .map(|r| match r[2] {
            Data::Float(f) => f,
            _ => 0.0,
        })
        .sum();
    let summe = payout.iter().find(|r| r[0] == Data::String("Summe".into())).expect("a totals row");
    assert_eq!(summe[2], Data::Float(amounts));
    let kept = payout.iter().find(|r| r[0] == Data::String("bleibt in der Kasse".into())).expect("what stays");
    assert_eq!(
        amounts
            + match kept[2] {
                Data::Float(f) => f,
                _ => 0.0,
            },
        5.0
    );

    let text = std::fs::read_to_string(&csv).unwrap();
    let text = text.strip_prefix('\u{feff}').expect("a byte order mark for Excel");
    let mut lines = text.lines();
    assert!(lines.next().unwrap().starts_with("Platz;Name;Mannschaft;Punkte;"));
    let first = lines.next().unwrap();
    assert_eq!(first.split(';').next(), Some(rows[0]["place"].to_string().as_str()), "{first}");
    assert_eq!(lines.count(), rows.len() - 1);
}

/// The registered players' names in registration order, as the till lists them.
fn sheet_names_of_registration(d: &str) -> Vec<String> {
    let cash: Value = serde_json::from_str(&ok(&["tournament", "cash", d, "--json"])).unwrap();
    cash["players"].as_array().unwrap().iter().map(|r| r["name"].as_str().unwrap().to_string()).collect()
}

#[test]
fn without_teams_there_is_no_teams_sheet() {
    let dir = TempDir::new("sheets-no-teams");
    let d = dir.0.to_str().unwrap();
    ok(&["tournament", "new", d, "--title", "Pokal"]);
    ok(&["tournament", "register", d, "Anna", "Ben", "Carl", "Dora"]);
    let xlsx = dir.0.join("t.xlsx");
    ok(&["tournament", "export", d, "--xlsx", xlsx.to_str().unwrap()]);
    let book: Xlsx<_> = calamine::open_workbook(&xlsx).unwrap();
    assert_eq!(book.sheet_names(), ["Meldeliste", "Rangliste"]);
}

#[test]
fn bad_input_is_one_line_exit_2_and_writes_nothing() {
    let dir = demo();
    let d = dir.0.to_str().unwrap();
    let before: Vec<_> = std::fs::read_dir(&dir.0).unwrap().map(|e| e.unwrap().file_name()).collect();
    let turnier = dir.0.join("turnier.ron");
    let text = std::fs::read(&turnier).unwrap();
    let nowhere = dir.0.join("fehlt").join("t.xlsx");
    for args in [
        vec!["tournament", "export", d],
        vec!["tournament", "export", d, "--xlsx", turnier.to_str().unwrap()],
        vec!["tournament", "export", d, "--csv", dir.0.join("t.xlsx").to_str().unwrap()],
        vec!["tournament", "export", d, "--xlsx", nowhere.to_str().unwrap()],
        vec!["tournament", "export", "/gibt/es/nicht", "--xlsx", dir.0.join("t.xlsx").to_str().unwrap()],
    ] {
        let out = schocken(&args);
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(out.stdout.is_empty());
    }
    let after: Vec<_> = std::fs::read_dir(&dir.0).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(before, after, "nothing written");
    assert_eq!(std::fs::read(&turnier).unwrap(), text);
}
