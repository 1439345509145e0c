//! Issue 33, "the club's own rule book": a bad `rules` — in a session file, in `verein.ron`, in
//! `turnier.ron`, on the command line — is refused in one line naming the file, the line and what
//! is wrong: the knob, the value as written, the nearest name where a typo is near one. German
//! (the default) and English, each with its own quotes; never a panic, never a changed folder.
//!
//! `cargo test --release --test rule_errors`

mod common;
use common::{TempDir, ok, refused, schocken};
use schocken_core::i18n::{Lang, scoped};
use std::path::Path;

/// A session file whose `rules` stand on lines 3 to 5: the preset on line 3, `knobs` from line 4.
fn session(preset: &str, knobs: &str) -> String {
    format!(
        "Session(\n    format: 1,\n    rules: (preset: \"{preset}\",\n        {knobs}\n    ),\n    \
         players: [\"Anna\", \"Ben\"],\n    events: [],\n)\n"
    )
}

/// What `schocken replay` says of a session file, in `lang`: exit 2, nothing on stdout, one line.
fn replay_refuses(dir: &TempDir, text: &str, lang: &str) -> String {
    let file = dir.0.join("abend.ron");
    std::fs::write(&file, text).unwrap();
    let err = refused(&["--lang", lang, "replay", file.to_str().unwrap(), "--json"]);
    assert!(err.starts_with(&format!("{}: ", file.display())), "names the file: {err}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text, "the file is left as it was");
    err
}

#[test]
fn every_bad_knob_of_a_session_file_names_its_line_and_the_knob() {
    let dir = TempDir::new("rule-errors-session");
    for (knobs, said) in [
        // A number a numbered knob does not take (the issue's own example).
        ("siebener: 8,", "Zeile 4: rules: siebener: „8“ nimmt dieser Schalter nicht (möglich: 1, 7, 9)"),
        ("discs: 31,", "Zeile 4: rules: discs: „31“ nimmt dieser Schalter nicht (möglich: 3 bis 30)"),
        // A word a choice does not take; a value of another kind.
        (
            "equal_schock_outs: RollOff,",
            "Zeile 4: rules: equal_schock_outs: „RollOff“ nimmt dieser Schalter nicht (möglich: LaterWorse, EarlierWorse)",
        ),
        (
            "streets: SmallAndLong,",
            "Zeile 4: rules: streets: „SmallAndLong“ nimmt dieser Schalter nicht — gemeint ist wohl „SmallAndLarge“",
        ),
        ("siebener: Seven,", "Zeile 4: rules: siebener: „Seven“ nimmt dieser Schalter nicht (möglich: 1, 7, 9)"),
        (
            "hand_only: true,",
            "Zeile 4: rules: hand_only: „true“ nimmt dieser Schalter nicht (möglich: Off, Streets, Specials)",
        ),
        ("jule: 1,", "Zeile 4: rules: jule: „1“ nimmt dieser Schalter nicht (möglich: true, false)"),
        ("discs: 2.5,", "Zeile 4: rules: discs: „2.5“ nimmt dieser Schalter nicht (möglich: 3 bis 30)"),
        ("siebener: \"7\",", "Zeile 4: rules: siebener: „\"7\"“ nimmt dieser Schalter nicht — gemeint ist wohl „7“"),
        // The value on a line of its own is named at its line.
        ("achter:\n            9,", "Zeile 5: rules: achter: „9“ nimmt dieser Schalter nicht (möglich: 1, 8, 10)"),
        // An unknown knob: the nearest name, or every name where none is near.
        ("siebner: 7,", "Zeile 4: rules: unbekannter Schalter „siebner“ — gemeint ist wohl „siebener“"),
        ("deckel: 7,", "Zeile 4: rules: unbekannter Schalter „deckel“ (bekannt: discs, structure,"),
        // Knobs that cannot stand together: named at the one written last.
        (
            "over_limit_disc: true,\n        jule: true,\n        too_many_throws_loses: true,",
            "Zeile 6: rules: „Zu oft geworfen kostet einen Deckel“ und „Zu oft geworfen verliert die Runde“",
        ),
    ] {
        let err = replay_refuses(&dir, &session("kalk", knobs), "de");
        assert!(err.contains(&format!(": {said}")), "{knobs}:\n{err}");
    }
    // Against the preset's own rule: main-taunus loses the round for too many throws.
    let err = replay_refuses(&dir, &session("main-taunus", "jule: true,\n        over_limit_disc: true,"), "de");
    assert!(err.contains(": Zeile 5: rules: „Zu oft geworfen kostet einen Deckel“"), "{err}");
    // A later knob may settle it: no refusal.
    let settled = session("main-taunus", "over_limit_disc: true,\n        too_many_throws_loses: false,");
    std::fs::write(dir.0.join("gut.ron"), settled).unwrap();
    ok(&["replay", dir.0.join("gut.ron").to_str().unwrap(), "--json"]);
}

#[test]
fn an_unknown_preset_names_its_line_and_the_one_meant() {
    let dir = TempDir::new("rule-errors-preset");
    let err = replay_refuses(&dir, &session("kalkk", "siebener: 7,"), "de");
    assert!(err.ends_with(": Zeile 3: rules: unbekanntes Regelwerk „kalkk“ — gemeint ist wohl „kalk“\n"), "{err}");
    let err = replay_refuses(&dir, &session("berlin", ""), "de");
    assert!(
        err.contains(": Zeile 3: rules: unbekanntes Regelwerk „berlin“ (bekannt: main-taunus, obertiefenbach,"),
        "{err}"
    );
}

#[test]
fn in_english_with_english_quotes() {
    let dir = TempDir::new("rule-errors-en");
    for (knobs, said) in [
        ("siebener: 8,", "line 4: rules: siebener: this knob does not take \"8\" (possible: 1, 7, 9)"),
        ("siebner: 7,", "line 4: rules: unknown knob \"siebner\" — did you mean \"siebener\"?"),
        (
            "hand_only: true,",
            "line 4: rules: hand_only: this knob does not take \"true\" (possible: Off, Streets, Specials)",
        ),
    ] {
        let err = replay_refuses(&dir, &session("kalk", knobs), "en");
        assert!(err.contains(&format!(": {said}")), "{knobs}:\n{err}");
        assert!(!err.contains(['„', '“', '”']), "one quote style in English: {err}");
    }
    let err = replay_refuses(&dir, &session("kalkk", ""), "en");
    assert!(err.contains(": line 3: rules: unknown preset \"kalkk\" — did you mean \"kalk\"?"), "{err}");
    // ron's own problems are quoted the English way too.
    let text = session("kalk", "").replace("players", "playrs");
    let err = replay_refuses(&dir, &text, "en");
    assert!(err.contains("there is no field \"playrs\" here; possible are \"format\""), "{err}");
    assert!(err.contains("did you mean \"players\"?") && !err.contains(['„', '“']), "{err}");
}

#[test]
fn odd_values_are_refused_in_words_never_with_a_panic() {
    let dir = TempDir::new("rule-errors-odd");
    for knobs in
        ["siebener: (7),", "siebener: [7],", "discs: 99999999999999999999,", "siebener:", "preset: 5,", "jule: tru"]
    {
        let err = replay_refuses(&dir, &session("kalk", knobs), "de");
        assert!(err.contains("Zeile "), "{knobs}: {err}");
        assert!(!err.contains("panicked") && !err.contains("schocken-rules"), "{knobs}: {err}");
    }
}

#[test]
fn a_tournament_files_rules_name_the_knob_at_its_line() {
    let text = "Tournament(\n    format: 1,\n    rules: (preset: \"kalk\",\n        siebener: 8),\n    \
                scoring: LossPoints,\n    events: [],\n)\n";
    scoped(Lang::De, || {
        let e = schocken_core::tournament::file::parse(text).unwrap_err().to_string();
        assert!(
            e.contains("Zeile 4") && e.contains("siebener: „8“ nimmt dieser Schalter nicht (möglich: 1, 7, 9)"),
            "{e}"
        );
    });
    scoped(Lang::En, || {
        let e = schocken_core::tournament::file::parse(text).unwrap_err().to_string();
        assert!(e.contains("line 4") && e.contains("siebener: this knob does not take \"8\""), "{e}");
    });
}

// ---- verein.ron: CLUB.md 3 and 8 -------------------------------------------------------------

/// A club folder whose `verein.ron` has `rules` on lines 4 to 6, one evening, and `registry` as
/// `.spieler.ron` where given.
fn club(name: &str, rules: &str, registry: Option<&str>) -> TempDir {
    let temp = TempDir::new(name);
    let evening = r#"Session(format: 1, started: "2026-03-05T19:30:00+01:00", rules: (preset: "kalk"),
        players: ["Anna", "Ben"], events: [])"#;
    std::fs::write(temp.0.join("2026-03-05_linde.ron"), evening).unwrap();
    let club = format!(
        "Club(\n    format: 1,\n    name: \"Linde\",\n    rules: (preset: \"kalk\",\n        {rules}\n    ),\n    events: [\n        \
         Season(name: \"2026\", from: \"2026-01-01\", to: \"2026-12-31\", min_evenings: 0, ranking: LossRate),\n    ],\n)\n"
    );
    std::fs::write(temp.0.join("verein.ron"), club).unwrap();
    if let Some(registry) = registry {
        std::fs::write(temp.0.join(".spieler.ron"), registry).unwrap();
    }
    temp
}

/// Every file of the folder with its bytes.
fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut all: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .map(|p| (p.file_name().unwrap().to_string_lossy().into_owned(), std::fs::read(&p).unwrap()))
        .collect();
    all.sort();
    all
}

#[test]
fn club_tab_and_season_refuse_a_bad_rule_book_at_its_line_before_anything_else() {
    for (rules, de, en) in [
        (
            "siebener: 8,",
            "verein.ron: Zeile 5: rules: siebener: „8“ nimmt dieser Schalter nicht (möglich: 1, 7, 9)",
            "verein.ron: line 5: rules: siebener: this knob does not take \"8\" (possible: 1, 7, 9)",
        ),
        (
            "siebner: 7,",
            "verein.ron: Zeile 5: rules: unbekannter Schalter „siebner“ — gemeint ist wohl „siebener“",
            "verein.ron: line 5: rules: unknown knob \"siebner\" — did you mean \"siebener\"?",
        ),
        (
            "jule: false,\n        hand_only: true,",
            "verein.ron: Zeile 6: rules: hand_only: „true“ nimmt dieser Schalter nicht",
            "verein.ron: line 6: rules: hand_only: this knob does not take \"true\"",
        ),
        (
            "over_limit_disc: true,\n        too_many_throws_loses: true,",
            "verein.ron: Zeile 6: rules: „Zu oft geworfen kostet einen Deckel“",
            "verein.ron: line 6: rules: \"Too many throws cost a disc\"",
        ),
    ] {
        // A registry that cannot be read, and a season nobody has: the rule book is named first
        // (CLUB.md 8: the folder, verein.ron, .spieler.ron, then the season's name).
        let dir = club("rule-errors-club", rules, Some("Spieler(format: 1)"));
        let before = files(&dir.0);
        let d = dir.0.to_str().unwrap();
        for command in [vec!["club", "tab"], vec!["club", "season", "2026"], vec!["club", "season", "1999"]] {
            let with = |lang: &'static str| [&["--lang", lang, "--sessions", d][..], &command[..]].concat();
            let err = refused(&with("de"));
            assert!(err.contains(&format!("/{de}")), "{rules} {command:?}:\n{err}");
            assert!(!err.contains("Ereignis"), "outside events no event is named: {err}");
            let err = refused(&with("en"));
            assert!(err.contains(&format!("/{en}")), "{rules} {command:?}:\n{err}");
            assert_eq!(files(&dir.0), before, "{rules}: the folder is left as it was");
        }
    }
}

#[test]
fn a_bad_event_of_verein_ron_is_worded_in_the_readers_language() {
    let dir = club("rule-errors-club-event", "siebener: 7,", None);
    let file = dir.0.join("verein.ron");
    let text = std::fs::read_to_string(&file)
        .unwrap()
        .replace("Season(", "Preis(from: \"2026-01-01\", cents: 50),\n        Season(");
    std::fs::write(&file, text).unwrap();
    let d = dir.0.to_str().unwrap();
    let err = refused(&["--sessions", d, "club", "tab"]);
    assert!(
        err.contains("verein.ron: Ereignis 1: Zeile 8, Spalte 9: „Preis“ ist hier unbekannt; möglich sind „Price“"),
        "{err}"
    );
    let err = refused(&["--lang", "en", "--sessions", d, "club", "season", "2026"]);
    assert!(
        err.contains("verein.ron: event 1: line 8, column 9: \"Preis\" is unknown here; possible are \"Price\""),
        "{err}"
    );
    assert!(!err.contains("Unexpected") && !err.contains(['„', '“']), "{err}");
}

#[test]
fn a_good_rule_book_leaves_the_registry_to_be_named() {
    let dir = club("rule-errors-club-good", "siebener: 7,", Some("Spieler(format: 1)"));
    let err = refused(&["--sessions", dir.0.to_str().unwrap(), "club", "tab"]);
    assert!(err.contains(".spieler.ron"), "{err}");
}

// ---- the command line ------------------------------------------------------------------------

#[test]
fn a_mistyped_preset_on_the_command_line_is_named_with_the_one_meant() {
    let dir = TempDir::new("rule-errors-cli");
    let out = dir.0.join("bogen.pdf");
    let err = refused(&["print", "--blank", "--players", "4", "--rules", "kalkk", "--out", out.to_str().unwrap()]);
    assert_eq!(err, "--rules: unbekanntes Regelwerk „kalkk“ — gemeint ist wohl „kalk“\n");
    assert!(!out.exists());
    let err = refused(&["--lang", "en", "simulate", "--rules", "Main-Taunus"]);
    assert_eq!(err, "--rules: unknown preset \"Main-Taunus\" — did you mean \"main-taunus\"?\n");
    let err = refused(&["simulate", "--rules", "berlin"]);
    assert!(err.starts_with("--rules: unbekanntes Regelwerk „berlin“ (bekannt: main-taunus,"), "{err}");
    let t = dir.0.join("turnier");
    let err = refused(&["tournament", "new", t.to_str().unwrap(), "--title", "Pokal", "--rules", "dohrn"]);
    assert_eq!(err, "--rules: unbekanntes Regelwerk „dohrn“ — gemeint ist wohl „dohren“\n");
    assert!(!t.join("turnier.ron").exists());
    let err = refused(&["rules", "obertiefenbch"]);
    assert_eq!(err, "unbekanntes Regelwerk „obertiefenbch“ — gemeint ist wohl „obertiefenbach“\n");
    let out = schocken(&["rules", "kalk"]);
    assert!(out.status.success());
}

#[test]
fn the_rules_overview_marks_the_house_rules_within_100_columns() {
    for lang in ["de", "en"] {
        let all = ok(&["--lang", lang, "rules"]);
        let table: Vec<&str> = all.lines().skip_while(|l| !l.is_empty()).collect();
        for line in &table {
            assert!(line.chars().count() <= 100, "{lang}: wider than 100 columns: {line}");
        }
        for name in [
            "hand_only",
            "siebener",
            "achter",
            "equal_schock_outs",
            "over_limit_disc",
            "free_players",
            "lustwurf_penalty",
        ] {
            let rows: Vec<&&str> = table.iter().filter(|l| l.split_whitespace().next() == Some(name)).collect();
            assert_eq!(rows.len(), 2, "{lang}: {name} once in each block");
            assert!(rows.iter().all(|l| l.starts_with(&format!("{name} (H) "))), "{lang}: {name} is marked: {rows:?}");
        }
        for name in ["discs", "jule", "too_many_throws_loses", "lustwurf"] {
            let row = table.iter().find(|l| l.split_whitespace().next() == Some(name)).unwrap();
            assert!(!row.contains("(H)"), "{lang}: {name} is no house rule: {row}");
        }
        // Every preset is a column, each knob's value under it.
        for id in
            ["main-taunus", "obertiefenbach", "theimann-dimmi", "theimann-altstadt", "kalk", "grundregeln", "dohren"]
        {
            assert!(table.iter().any(|l| l.split_whitespace().any(|w| w == id)), "{lang}: {id}");
        }
        let legend = table.iter().find(|l| l.starts_with("(H) ")).expect("the mark is explained");
        assert!(legend.contains(if lang == "de" { "Hausregel" } else { "house rule" }), "{legend}");
    }
}
