//! The printouts: round sheets, blank sheets and beer mats are valid PDFs with the expected text,
//! flow over pages, and lay out cleanly (no text cut off at the page's edge, no two texts on top
//! of each other). Text is read back with lopdf (pure Rust) and, where installed, with poppler's
//! `pdftotext` as a second, independent reader.

use schocken::print::{self, PrintError, layout};
use schocken_core::i18n::{Lang, scoped};
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::session::log::{Header, Session};
use schocken_core::sim;
use std::path::{Path, PathBuf};
use std::process::Command;

fn sample(name: &str) -> Session {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions").join(name);
    schocken::io::store::read(&path).expect("the sample session reads")
}

fn simulated(preset: Preset, players: &[&str], games: u32, seed: u64) -> Session {
    let header = Header {
        title: Some("Stammtisch „Zur Börse“".into()),
        started: Some("2026-11-20T19:30:00+01:00".into()),
        place: Some("Gaststätte Weißes Roß".into()),
        tournament: None,
        rules: RuleSet::new(preset),
        players: players.iter().map(|s| s.to_string()).collect(),
    };
    let options = sim::Options { games, ..Default::default() };
    sim::simulate(header, &options, seed)
}

/// An evening of at least 200 rounds.
fn long_evening() -> Session {
    let mut games = 8;
    loop {
        let s = simulated(Preset::MainTaunus, &["Jörg", "Käthe", "Ömer", "Heike"], games, 11);
        if s.engine().rounds().len() >= 200 {
            return s;
        }
        games += 4;
    }
}

/// Checks the PDF's frame and returns the text of each page (lopdf).
fn pages_text(pdf: &[u8]) -> Vec<String> {
    assert!(pdf.starts_with(b"%PDF-"), "a PDF starts with %PDF-");
    assert!(pdf.windows(5).rev().take(64).any(|w| w == b"%%EOF"), "a PDF ends with %%EOF");
    let doc = lopdf::Document::load_mem(pdf).expect("lopdf reads the PDF");
    let pages = doc.get_pages();
    assert!(!pages.is_empty());
    pages.keys().map(|&n| doc.extract_text(&[n]).expect("text extracts")).collect()
}

fn all_text(pdf: &[u8]) -> String {
    pages_text(pdf).join("\n")
}

/// The text of a PDF as poppler reads it, or `None` (with a message) where pdftotext is missing.
fn pdftotext(pdf: &[u8], name: &str) -> Option<String> {
    let dir = std::env::temp_dir().join(format!("schocken-print-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).ok()?;
    let path = dir.join(format!("{name}.pdf"));
    std::fs::write(&path, pdf).ok()?;
    match Command::new("pdftotext").arg(&path).arg("-").output() {
        Ok(out) if out.status.success() => Some(String::from_utf8_lossy(&out.stdout).into_owned()),
        Ok(out) => panic!("pdftotext failed on {name}: {}", String::from_utf8_lossy(&out.stderr)),
        Err(_) => {
            eprintln!("SKIPPED: pdftotext (poppler-utils) is not installed; {name} checked with lopdf only");
            None
        }
    }
}

/// No text leaves the page or runs into another text.
fn assert_clean_layout(pages: &[layout::Page], what: &str) {
    for (n, page) in pages.iter().enumerate() {
        let boxes: Vec<(f32, f32, f32, f32, &str)> = page
            .ops
            .iter()
            .filter_map(|op| match op {
                layout::Op::Text { x, y, size, face, text, .. } => {
                    let w = layout::width(text, *size, *face);
                    Some((*x, y - size * 0.72, x + w, y + size * 0.2, text.as_str()))
                }
                _ => None,
            })
            .collect();
        for &(x0, y0, x1, y1, text) in &boxes {
            assert!(
                x0 >= 20.0 && x1 <= page.width - 20.0 && y0 >= 20.0 && y1 <= page.height - 15.0,
                "{what}, page {}: \"{text}\" leaves the printable area ({x0:.1}..{x1:.1}, {y0:.1}..{y1:.1})",
                n + 1
            );
        }
        let mut sorted = boxes.clone();
        sorted.sort_by(|a, b| a.1.total_cmp(&b.1));
        for (i, a) in sorted.iter().enumerate() {
            for b in sorted[i + 1..].iter().take_while(|b| b.1 < a.3) {
                let overlap_x = a.0 < b.2 - 0.3 && b.0 < a.2 - 0.3;
                let overlap_y = a.1 < b.3 - 0.3 && b.1 < a.3 - 0.3;
                assert!(!(overlap_x && overlap_y), "{what}, page {}: \"{}\" overlaps \"{}\"", n + 1, a.4, b.4);
            }
        }
    }
}

#[test]
fn round_sheet_of_a_sample_evening() {
    let session = sample("dohren.ron");
    let pdf = print::round_sheet(&session, None).unwrap();
    let text = all_text(&pdf);
    for expected in [
        "Schützenverein Dohren — Schockabend im Advent",
        "Wertungsbogen · 04.12.2026 19:30 · Dorfkrug Dohren",
        "Dohren: 15 Deckel",
        "hier: Augenzahl (Regelwerk: 3 Deckel)",
        "1. Hinnerk, 2. Gesine, 3. Frauke, 4. Sönke, 5. Tjark",
        "Bärbel",
        "6-3-2 ¹",
        "3-3-2 ³ aus der Hand",
        "7 aus dem Stock",
        "alle (15)",
        "Schock-Out von Frauke",
        "Spiel 1 verloren: Hinnerk",
        "Strich für Hinnerk: Würfel fallen gelassen",
        "Strich für Bärbel: Lustwurf",
        "Endstand",
        "Striche (auf dem Bierdeckel)",
        "Seite 1 von",
    ] {
        assert!(text.contains(expected), "missing \"{expected}\"");
    }
    assert!(!text.contains("Punkte"), "Dohren scores no points");
    if let Some(text) = pdftotext(&pdf, "dohren") {
        for expected in ["Sönke", "Bärbel", "6-3-2 ¹", "aus der Hand", "Spiel 1 verloren: Hinnerk", "Seite 1 von"] {
            assert!(text.contains(expected), "pdftotext: missing \"{expected}\"");
        }
    }
}

#[test]
fn durchmarsch_finals_and_points() {
    let pdf = print::round_sheet(&sample("main-taunus.ron"), None).unwrap();
    let text = all_text(&pdf);
    for expected in ["Durchmarsch", "Spiel 1 — 1. Hälfte", "1. Hälfte verloren", "Finale", "Äugeln:", "Jörg", "Käthe"]
    {
        assert!(text.contains(expected), "main-taunus: missing \"{expected}\"");
    }
    let session = sample("theimann-dimmi.ron");
    let text = all_text(&print::round_sheet(&session, None).unwrap());
    assert!(text.contains("Punkte"));
    assert!(text.contains("+3 Punkte"), "Handschock points are remarked");
    let e = session.engine();
    for p in e.players() {
        assert!(text.contains(&e.points(p).to_string()));
    }
    if let Some(text) = pdftotext(&pdf, "main-taunus") {
        assert!(text.contains("Durchmarsch"));
    }
}

#[test]
fn a_long_evening_flows_over_numbered_pages() {
    let session = long_evening();
    let pdf = print::round_sheet(&session, None).unwrap();
    let pages = pages_text(&pdf);
    let n = pages.len();
    assert!(n >= 4, "{} rounds on only {n} pages", session.engine().rounds().len());
    for (i, page) in pages.iter().enumerate() {
        assert!(page.contains(&format!("Seite {} von {n}", i + 1)), "page {} has no number", i + 1);
    }
    assert!(pages.iter().any(|p| p.contains("(Fortsetzung)")), "a part continued on the next page says so");
    // Every page with rounds repeats the table header.
    for (i, page) in pages.iter().enumerate().filter(|(_, p)| p.contains("aus dem Stock")) {
        assert!(page.contains("Gewinner") && page.contains("Verlierer"), "page {} lacks the table header", i + 1);
    }
    assert_clean_layout(&print::sheet::pages(&session, None).unwrap(), "long evening");
    if let Some(text) = pdftotext(&pdf, "long") {
        assert!(text.contains("Seite 1 von") && text.contains(&format!("Seite {n} von {n}")));
    }
}

#[test]
fn one_game_only() {
    let session = sample("main-taunus.ron");
    let text = all_text(&print::round_sheet(&session, Some(2)).unwrap());
    assert!(text.contains("Wertungsbogen Spiel 2"));
    assert!(text.contains("Spiel 2 — 1. Hälfte"));
    assert!(text.contains("Ergebnis Spiel 2"));
    assert!(!text.contains("Spiel 1 — 1. Hälfte") && !text.contains("Spiel 3 — 1. Hälfte"));
    let games = session.engine().games().count() as u32;
    let err = print::round_sheet(&session, Some(99)).unwrap_err();
    assert_eq!(err, PrintError::UnknownGame { game: 99, games });
    assert!(err.to_string().contains("kein Spiel 99"));
}

#[test]
fn twelve_players_fit_across() {
    let names = [
        "Anna",
        "Bärbel",
        "Carl",
        "Dörte",
        "Emil",
        "Friedhelm",
        "Günther",
        "Hannelore",
        "Ingeborg",
        "Jürgen",
        "Klaus",
        "Ömer",
    ];
    let session = simulated(Preset::MainTaunus, &names, 3, 7);
    let pages = print::sheet::pages(&session, None).unwrap();
    assert_clean_layout(&pages, "twelve players");
    let text = all_text(&print::round_sheet(&session, None).unwrap());
    for name in names {
        assert!(text.contains(name), "missing {name}");
    }
    let tallies = print::tallies(&session);
    assert_eq!(pages_text(&tallies).len(), 2, "six mats to a page");
    assert_clean_layout(&print::tallies::pages(&session), "twelve beer mats");
}

#[test]
fn every_sample_lays_out_cleanly() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    assert!(files.len() >= 7);
    for file in files {
        let session = schocken::io::store::read(&file).unwrap();
        let what = file.file_name().unwrap().to_string_lossy().into_owned();
        let pages = print::sheet::pages(&session, None).unwrap();
        assert_clean_layout(&pages, &what);
        for op in pages.iter().flat_map(|p| &p.ops) {
            if let layout::Op::Text { text, .. } = op {
                assert!(!text.ends_with('…'), "{what}: \"{text}\" is cut");
            }
        }
        assert_clean_layout(&print::sheet::pages(&session, Some(1)).unwrap(), &format!("{what}, game 1"));
        assert_clean_layout(&print::tallies::pages(&session), &format!("{what}, beer mats"));
    }
}

#[test]
fn blank_sheet_has_the_throw_table() {
    for &preset in Preset::ALL {
        let rules = RuleSet::new(preset);
        let pdf = print::blank_sheet(5, &rules).unwrap();
        let text = all_text(&pdf);
        for expected in ["Wurftabelle", "Schock-Out", "1-1-1", "General", "Straße", "Hausnummer", "Datum:", "Ort:"] {
            assert!(text.contains(expected), "{}: missing \"{expected}\"", preset.id());
        }
        assert!(text.contains(preset.id()), "{}: the preset is named", preset.id());
        assert_eq!(text.contains("1-2-4"), rules.rules().jule, "{}: Jule only where it counts", preset.id());
        assert!(text.contains("Spieler 5:") && !text.contains("Spieler 6:"));
        for players in [2, 7, 12] {
            let pages = print::blank::pages(players, &rules).unwrap();
            assert_clean_layout(&pages, &format!("blank {} {players}", preset.id()));
            for op in pages.iter().flat_map(|p| &p.ops) {
                if let layout::Op::Text { text, .. } = op {
                    assert!(!text.ends_with('…'), "blank {} {players}: \"{text}\" is cut", preset.id());
                }
            }
        }
    }
    let text = all_text(&print::blank_sheet(4, &RuleSet::new(Preset::Grundregeln)).unwrap());
    assert!(text.contains("1-6-6"), "grundregeln: a Schock is 1 and a pair");
    assert!(text.contains("Durchgang"));
    let text = all_text(&print::blank_sheet(4, &RuleSet::new(Preset::Obertiefenbach)).unwrap());
    assert!(text.contains("1-1-6") && text.contains("unter dem General"));
    assert!(text.contains("1. Hälfte") && text.contains("2. Hälfte") && text.contains("Finale"));
    assert_eq!(print::blank_sheet(1, &RuleSet::new(Preset::Kalk)).unwrap_err(), PrintError::Players(1));
    assert_eq!(print::blank_sheet(13, &RuleSet::new(Preset::Kalk)).unwrap_err(), PrintError::Players(13));
    if let Some(text) = pdftotext(&print::blank_sheet(6, &RuleSet::new(Preset::Dohren)).unwrap(), "blank") {
        assert!(text.contains("Wurftabelle") && text.contains("Jule") && text.contains("Schock 6"));
    }
}

#[test]
fn beer_mats_name_everyone() {
    let session = sample("dohren.ron");
    let pdf = print::tallies(&session);
    let text = all_text(&pdf);
    let e = session.engine();
    for name in e.names() {
        assert!(text.contains(name.as_str()), "missing {name}");
    }
    assert!(text.contains("Spiele verloren: 2 (Spiele 1, 5)"), "Hinnerk lost games 1 and 5");
    assert!(text.contains("Spiele verloren: keins"));
    assert!(text.contains("3 Striche"));
    if let Some(text) = pdftotext(&pdf, "tallies") {
        for name in e.names() {
            assert!(text.contains(name.as_str()), "pdftotext: missing {name}");
        }
    }
}

// The command line.

fn schocken(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_schocken")).args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("schocken-print-cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn cli_prints_beside_the_session_file() {
    let dir = temp_dir("beside");
    let session = dir.join("abend.ron");
    std::fs::copy(Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions/kalk.ron"), &session).unwrap();
    let s = session.to_str().unwrap();
    let (code, _, err) = schocken(&["print", s]);
    assert_eq!(code, 0, "{err}");
    assert!(std::fs::read(dir.join("abend.pdf")).unwrap().starts_with(b"%PDF"));
    let (code, _, err) = schocken(&["print", s, "--tallies"]);
    assert_eq!(code, 0, "{err}");
    assert!(dir.join("abend-bierdeckel.pdf").exists());
    let (code, _, err) = schocken(&["print", s, "--game", "2"]);
    assert_eq!(code, 0, "{err}");
    assert!(dir.join("abend-spiel2.pdf").exists());
    let out = dir.join("leer.pdf");
    let (code, _, err) =
        schocken(&["print", "--blank", "--players", "6", "--rules", "kalk", "--out", out.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(all_text(&std::fs::read(&out).unwrap()).contains("Wurftabelle"));
}

/// German words that must not be left on an English printout.
const GERMAN: &[&str] =
    &["Wertungsbogen", "Spiel ", "Seite", "Deckel", "Striche", "Verlierer", "Gewinner", "Hälfte", "Regeln", "Würfel"];

/// The session's own words (its notes) stay as they were written.
fn assert_english(text: &str, what: &str) {
    for line in text.lines().filter(|l| !l.contains("Note: ")) {
        for german in GERMAN {
            assert!(!line.contains(german), "{what}: German \"{german}\" on the English printout: {line}");
        }
    }
}

#[test]
fn printouts_in_english() {
    let session = sample("dohren.ron");
    let (sheet, mats) = scoped(Lang::En, || (print::round_sheet(&session, None).unwrap(), print::tallies(&session)));
    let text = all_text(&sheet);
    for expected in [
        "Score sheet · 2026-12-04 19:30 · Dorfkrug Dohren",
        "Dohren: 15 discs",
        "here: its pips (rule set: 3 discs)",
        "(seating order)",
        "3-3-2 ³ from the hand",
        "7 from the stock",
        "all (15)",
        "Schock-Out by Frauke",
        "Game 1 lost: Hinnerk",
        "Mark for Hinnerk: dropped the dice",
        "Final standings",
        "Marks (on the beer mat)",
        "Page 1 of",
    ] {
        assert!(text.contains(expected), "round sheet: missing \"{expected}\"");
    }
    assert_english(&text, "round sheet");
    let text = all_text(&mats);
    assert!(text.contains("Beer mats — ") && text.contains("games played"), "beer mats");
    assert_english(&text, "beer mats");
    let blank = scoped(Lang::En, || print::blank_sheet(4, &RuleSet::new(Preset::MainTaunus)).unwrap());
    let text = all_text(&blank);
    for expected in ["Schocken score sheet", "Throw table (best first)", "The rules in brief", "Player 4", "Result"] {
        assert!(text.contains(expected), "blank sheet: missing \"{expected}\"");
    }
    assert_english(&text, "blank sheet");
    if let Some(text) = pdftotext(&sheet, "dohren-en") {
        assert!(text.contains("Game 1 lost: Hinnerk") && text.contains("Page 1 of"), "pdftotext");
    }
}

#[test]
fn cli_prints_in_the_chosen_language() {
    let dir = temp_dir("english");
    let out = dir.join("evening.pdf");
    let kalk = Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions/kalk.ron");
    let (code, said, err) =
        schocken(&["print", kalk.to_str().unwrap(), "--lang", "en", "--out", out.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(said.ends_with("written\n"), "{said}");
    let text = all_text(&std::fs::read(&out).unwrap());
    assert!(text.contains("Score sheet") && text.contains("Final standings"), "the English round sheet");
    assert_english(&text, "schocken print --lang en");
    let (code, said, _) = schocken(&["print", "--lang", "en"]);
    assert_eq!((code, said.as_str()), (2, ""));
    let (_, _, err) = schocken(&["print", kalk.to_str().unwrap(), "--game", "99", "--lang", "en"]);
    assert!(err.contains("there is no game 99"), "{err}");
}

#[test]
fn cli_refuses_bad_input_with_one_line() {
    let dir = temp_dir("bad");
    let kalk = Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions/kalk.ron");
    let kalk = kalk.to_str().unwrap();
    let missing = dir.join("fehlt.ron");
    let out = dir.join("x.pdf");
    let out = out.to_str().unwrap();
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["print", missing.to_str().unwrap()], "fehlt.ron"),
        (vec!["print", kalk, "--game", "99", "--out", out], "kein Spiel 99"),
        (vec!["print", "--blank", "--players", "13", "--out", out], "--players"),
        (vec!["print", "--blank", "--players", "1", "--out", out], "--players"),
        (vec!["print", "--blank", "--players", "4", "--rules", "nirgendwo", "--out", out], "nirgendwo"),
        (vec!["print", "--blank", "--out", out], "--players"),
        (vec!["print", kalk, "--out", kalk], "Sitzungsdatei"),
    ];
    for (args, needle) in cases {
        let (code, stdout, stderr) = schocken(&args);
        assert_eq!(code, 2, "{args:?}: {stderr}");
        assert!(stdout.is_empty());
        assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: one line, got {stderr}");
        assert!(stderr.contains(needle), "{args:?}: \"{needle}\" not in {stderr}");
    }
    assert!(!Path::new(out).exists(), "nothing written on bad input");
    // A session file that happens to end in .pdf is never overwritten by the default output name.
    let odd = dir.join("abend.pdf");
    std::fs::copy(kalk, &odd).unwrap();
    let before = std::fs::read(&odd).unwrap();
    let (code, _, stderr) = schocken(&["print", odd.to_str().unwrap()]);
    assert_eq!(code, 2, "{stderr}");
    assert_eq!(std::fs::read(&odd).unwrap(), before);
}

#[test]
#[should_panic(expected = "overlaps")]
fn the_layout_check_sees_overlaps() {
    let mut page = layout::Page::new(layout::A4_PORTRAIT);
    page.text(100.0, 100.0, 10.0, layout::Face::Regular, layout::BLACK, "Hinnerk");
    page.text(120.0, 104.0, 10.0, layout::Face::Regular, layout::BLACK, "Gesine");
    assert_clean_layout(&[page], "overlap");
}

#[test]
#[should_panic(expected = "leaves the printable area")]
fn the_layout_check_sees_cut_text() {
    let mut page = layout::Page::new(layout::A4_PORTRAIT);
    page.text(560.0, 100.0, 10.0, layout::Face::Regular, layout::BLACK, "Friedhelm");
    assert_clean_layout(&[page], "cut");
}

#[test]
fn blank_sheet_follows_custom_rules() {
    use schocken_core::rules::knobs::{GeneralValue, Knob, Streets, Value};
    let mut rules = RuleSet::new(Preset::Grundregeln);
    rules.set(Knob::GeneralValue, GeneralValue::Pips.value()).unwrap();
    rules.set(Knob::Streets, Streets::SmallAndLarge.value()).unwrap();
    rules.set(Knob::SchockTwoBelowGeneral, Value::Bool(true)).unwrap();
    let text = all_text(&print::blank_sheet(3, &rules).unwrap());
    for expected in ["6-6-6 höchster (6 Deckel)", "4-5-6, 1-2-3", "unter dem General", "hier: Augenzahl"] {
        assert!(text.contains(expected), "missing \"{expected}\"");
    }
    assert!(!text.contains("3-4-5"), "with small and large streets only, 3-4-5 is no street");
}

/// The tournament printouts of a conformance tournament (knock-out rounds, teams, a prize) and of
/// a big field: valid PDFs with the names on them, a clean layout, in German and English.
#[test]
fn tournament_printouts() {
    use schocken::print::tournament::{self, Printout};
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance/tournament/cases");
    for case in ["02_loss_points_ties_teams", "11_knockout_cards", "03_exit_order_cards"] {
        let folder = schocken::io::tournament_folder::read(&dir.join(case)).expect("the case reads");
        let (f, t, s) = (&folder.file, &folder.tournament, &folder.standings);
        let mut all = vec![Printout::Registration, Printout::Standings, Printout::Certificates];
        for (r, _) in t.numbered_rounds() {
            all.extend([Printout::Seating(r), Printout::Cards(r)]);
        }
        for what in all {
            for lang in [Lang::De, Lang::En] {
                scoped(lang, || {
                    let (_, pages) = tournament::pages(f, t, s, what).expect("a drawn round");
                    assert_clean_layout(&pages, &format!("{case} {what:?} {lang:?}"));
                    let text = all_text(&tournament::print(f, t, s, what).unwrap());
                    let first = &t.players[s.rows[0].player].name;
                    if matches!(what, Printout::Registration | Printout::Standings | Printout::Certificates) {
                        assert!(text.contains(first.as_str()), "{case} {what:?}: {first} missing");
                    }
                    let word = match (what, lang) {
                        (Printout::Registration, Lang::De) => "Meldebogen",
                        (Printout::Registration, Lang::En) => "Registration",
                        // "Zwischenstand" while a table lacks its results.
                        (Printout::Standings, _) => &schocken_core::tournament::standings_text::title(t),
                        (Printout::Certificates, Lang::De) => "Urkunde",
                        (Printout::Certificates, Lang::En) => "Certificate",
                        (_, Lang::De) => "Runde",
                        (_, Lang::En) => "Round",
                    };
                    assert!(text.contains(word), "{case} {what:?} {lang:?}: no \"{word}\"");
                });
            }
        }
        let undrawn = schocken_core::tournament::replay::next_round(t);
        assert!(tournament::print(f, t, s, Printout::Seating(undrawn)).is_none());
    }
}

/// The demo tournament (`sessions/turnier-demo`: 28 players, three points rounds, a knock-out
/// round), read from its folder without the files `left_out`.
fn demo(left_out: &[&str]) -> schocken::io::tournament_folder::Folder {
    let demo = Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions/turnier-demo");
    static COPIES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let dir = temp_dir(&format!("demo-{}", COPIES.fetch_add(1, std::sync::atomic::Ordering::Relaxed)));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for entry in std::fs::read_dir(&demo).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if !left_out.contains(&name.as_str()) {
            std::fs::copy(&path, dir.join(&name)).unwrap();
        }
    }
    let folder = schocken::io::tournament_folder::read(&dir).unwrap_or_else(|e| panic!("{}", e.message()));
    let _ = std::fs::remove_dir_all(&dir);
    folder
}

/// Every printout of a tournament, each round's seating and cards included.
fn every_printout(t: &schocken_core::tournament::replay::Tournament) -> Vec<schocken::print::tournament::Printout> {
    use schocken::print::tournament::Printout;
    let mut all = vec![Printout::Registration, Printout::Standings, Printout::Certificates];
    for (r, _) in t.numbered_rounds() {
        all.extend([Printout::Seating(r), Printout::Cards(r)]);
    }
    all
}

/// The text sizes of the tournament printouts: body, headings, prizes, footers, certificates.
const SIZES: [f32; 9] = [7.5, 10.0, 11.0, 12.0, 14.0, 16.0, 24.0, 36.0, 44.0];

/// Every printout of the demo carries the date and place under its heading, every name whole,
/// and no text in a size made smaller to fit.
#[test]
fn tournament_printouts_carry_date_place_and_every_name_whole() {
    use schocken::print::tournament;
    let folder = demo(&[]);
    let (f, t, s) = (&folder.file, &folder.tournament, &folder.standings);
    for what in every_printout(t) {
        let (_, pages) = tournament::pages(f, t, s, what).unwrap();
        assert_clean_layout(&pages, &format!("demo {what:?}"));
        let text = all_text(&tournament::print(f, t, s, what).unwrap());
        for fact in ["Gasthaus Zur Linde, Hattersheim", "23.11.2026"] {
            assert!(text.contains(fact), "{what:?}: no {fact}");
        }
        let names: Vec<&str> = match what {
            tournament::Printout::Seating(r) | tournament::Printout::Cards(r) => t
                .round(r)
                .unwrap()
                .tables
                .iter()
                .flat_map(|x| &x.players)
                .map(|&p| t.players[p].name.as_str())
                .collect(),
            tournament::Printout::Certificates => {
                s.rows.iter().filter(|r| r.place <= 3).map(|r| t.players[r.player].name.as_str()).collect()
            }
            _ => t.players.iter().map(|p| p.name.as_str()).collect(),
        };
        for name in names {
            assert!(text.contains(name), "{what:?}: {name} is not whole");
        }
        for op in pages.iter().flat_map(|p| &p.ops) {
            if let layout::Op::Text { size, text, .. } = op {
                assert!(SIZES.contains(size), "{what:?}: \"{text}\" at {size} pt");
            }
        }
    }
}

/// A name too long for its column wraps (broken between letters where one word is too long);
/// nothing of it is cut and no font is made smaller.
#[test]
fn long_names_wrap_and_are_never_cut_or_shrunk() {
    use schocken::print::tournament;
    let long = "Bärbel-Marie-Theres Donaudampfschifffahrtsgesellschaftskapitänswitwe von Hohenzollern-Sigmaringen";
    let demo = Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions/turnier-demo/turnier.ron");
    let text = std::fs::read_to_string(demo).unwrap().replace("\"Bärbel\"", &format!("\"{long}\""));
    let file = schocken_core::tournament::file::parse(&text).unwrap_or_else(|e| panic!("{}", e.message()));
    let (t, _) = schocken_core::tournament::replay::replay(&file, &[]).unwrap_or_else(|e| panic!("{}", e.message()));
    let s = schocken_core::tournament::standings::standings(&t);
    let squeezed = |text: &str| text.split_whitespace().collect::<String>();
    for what in
        [tournament::Printout::Registration, tournament::Printout::Standings, tournament::Printout::Cards(rn(4))]
    {
        let (_, pages) = tournament::pages(&file, &t, &s, what).unwrap();
        assert_clean_layout(&pages, &format!("long name {what:?}"));
        let text = all_text(&tournament::print(&file, &t, &s, what).unwrap());
        assert!(squeezed(&text).contains(&squeezed(long)), "{what:?}: the long name is cut:\n{text}");
        for op in pages.iter().flat_map(|p| &p.ops) {
            if let layout::Op::Text { size, text, .. } = op {
                assert!(SIZES.contains(size), "{what:?}: \"{text}\" at {size} pt");
            }
        }
    }
}

/// The organiser's cards carry each table's code for phones and its QR code, still laid out
/// cleanly; the phones' own cards (`tournament codes --pdf`) name the table's players and code.
#[test]
fn table_cards_carry_their_code_and_qr_code() {
    use schocken::print::table_codes;
    use schocken::print::tournament::{self, Printout};
    use schocken_core::tournament::codes::Code;
    use schocken_core::tournament::codes::TableCode;
    let folder = demo(&[]);
    let (f, t, s) = (&folder.file, &folder.tournament, &folder.standings);
    let codes: Vec<TableCode> = (1..=t.rounds[3].tables.len() as u32)
        .map(|table| TableCode {
            table: schocken_core::tournament::TableNo::new(table).unwrap(),
            code: Code::parse(&format!("K7MQX-P4TR{}", table + 2)).unwrap(),
            address: format!("http://10.0.0.7:8080/t/K7MQX-P4TR{}", table + 2),
        })
        .collect();
    let (_, pages) = tournament::pages_with_codes(f, t, s, Printout::Cards(rn(4)), &codes).unwrap();
    assert_clean_layout(&pages, "cards with codes");
    let black = pages
        .iter()
        .flat_map(|p| &p.ops)
        .filter(|op| matches!(op, layout::Op::Rect { fill: Some(c), .. } if *c == layout::BLACK));
    assert!(black.count() > 100, "a QR code per card");
    let text = all_text(
        &tournament::print_with(
            f,
            t,
            s,
            Printout::Cards(rn(4)),
            &tournament::Extras { codes: codes.clone(), ..Default::default() },
        )
        .unwrap(),
    );
    assert!(text.contains("K7MQX-P4TR3") && text.contains("K7MQX-P4TR4"), "{text}");
    let own = all_text(&table_codes::cards(t, rn(4), &codes).unwrap());
    let first = &t.players[t.rounds[3].tables[0].players[0]].name;
    assert!(own.contains("K7MQX-P4TR3") && own.contains(first.as_str()) && own.contains("10.0.0.7"), "{own}");
    assert!(table_codes::cards(t, rn(9), &codes).is_none());
}

/// A knock-out card has a line for every game the table can need (4 players × 2 lives − 1
/// advancing = 7) and a box per life for each player; the standings name each one's state.
#[test]
fn knockout_cards_have_every_game_and_the_lives() {
    use schocken::print::tournament::{self, Printout};
    let folder = demo(&[]);
    let (f, t, s) = (&folder.file, &folder.tournament, &folder.standings);
    let (_, pages) = tournament::pages(f, t, s, Printout::Cards(rn(4))).unwrap();
    assert_eq!(pages.len(), 1, "two cards of seven games share a page");
    let boxes =
        pages[0].ops.iter().filter(|op| matches!(op, layout::Op::Rect { w, h, .. } if *w == 10.0 && *h == 10.0));
    assert_eq!(boxes.count(), 2 * 4 * 2, "two tables, four players, two lives each");
    let text = all_text(&tournament::print(f, t, s, Printout::Cards(rn(4))).unwrap());
    assert!(text.contains("Leben"));
    let numbers: Vec<&str> = text.split_whitespace().collect();
    assert!(numbers.contains(&"7") && !numbers.contains(&"8"), "{text}");
    // Three lives: 4 × 3 − 1 = 11 games, a card too long for half a page gets a page of its own.
    let bigger =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions/turnier-demo/turnier.ron"))
            .unwrap()
            .replace("KnockOut(lives: 2, advance: 1)", "KnockOut(lives: 3, advance: 1)");
    let file = schocken_core::tournament::file::parse(&bigger).unwrap_or_else(|e| panic!("{}", e.message()));
    let (t, _) = schocken_core::tournament::replay::replay(&file, &[]).unwrap_or_else(|e| panic!("{}", e.message()));
    let s = schocken_core::tournament::standings::standings(&t);
    let (_, pages) = tournament::pages(&file, &t, &s, Printout::Cards(rn(4))).unwrap();
    assert_clean_layout(&pages, "three lives");
    let text = all_text(&tournament::print(&file, &t, &s, Printout::Cards(rn(4))).unwrap());
    let numbers: Vec<&str> = text.split_whitespace().collect();
    assert!(numbers.contains(&"11") && !numbers.contains(&"12"), "4 × 3 − 1 = 11 games: {text}");
    let standings =
        all_text(&tournament::print(f, &folder.tournament, &folder.standings, Printout::Standings).unwrap());
    assert!(standings.contains("Rd. 4: weiter") && standings.contains("Rd. 4: raus"), "{standings}");
}

/// The standings are a "Zwischenstand" while a drawn table lacks its results, the "Rangliste"
/// once all are in.
#[test]
fn standings_are_an_interim_while_rounds_are_open() {
    use schocken::print::tournament::{self, Printout};
    let done = demo(&[]);
    let text =
        all_text(&tournament::print(&done.file, &done.tournament, &done.standings, Printout::Standings).unwrap());
    assert!(text.contains("Rangliste") && !text.contains("Zwischenstand"), "{text}");
    let open = demo(&["runde-3-tisch-1.ron"]);
    let text =
        all_text(&tournament::print(&open.file, &open.tournament, &open.standings, Printout::Standings).unwrap());
    assert!(text.contains("Zwischenstand") && !text.contains("Rangliste"), "{text}");
}

/// The texts of laid-out pages.
fn texts_of(page: &layout::Page) -> Vec<String> {
    page.ops
        .iter()
        .filter_map(|op| match op {
            layout::Op::Text { text, .. } => Some(text.clone()),
            _ => None,
        })
        .collect()
}

/// Certificates say what the points are under each scheme: loss points are not won ("mit 12
/// Punkten"), they are few ("mit 12 Verlustpunkten").
#[test]
fn certificates_word_the_points_by_the_scheme() {
    use schocken::print::tournament;
    let folder = demo(&[]);
    let (f, t, s) = (&folder.file, &folder.tournament, &folder.standings);
    assert_eq!(t.scoring, schocken_core::tournament::file::Scoring::LossPoints);
    schocken_core::i18n::set(Lang::De);
    let (_, pages) = tournament::pages(f, t, s, tournament::Printout::Certificates).unwrap();
    let points: Vec<String> =
        pages.iter().flat_map(texts_of).filter(|l| l.contains("Punkt") || l.contains("punkt")).collect();
    assert!(!points.is_empty());
    assert!(points.iter().all(|l| l.contains("Verlustpunkt")), "{points:?}");
    schocken_core::i18n::set(Lang::En);
    let (_, pages) = tournament::pages(f, t, s, tournament::Printout::Certificates).unwrap();
    assert!(pages.iter().flat_map(texts_of).any(|l| l.contains("loss point")));
    schocken_core::i18n::set(Lang::De);
    let half_points = {
        let text = schocken_core::tournament::file::write(f).replace("LossPoints", "HalfPoints");
        let file = schocken_core::tournament::file::parse(&text).unwrap();
        let (t, _) = schocken_core::tournament::replay::replay(&file, &[]).unwrap();
        let s = schocken_core::tournament::standings::standings(&t);
        let (_, pages) = tournament::pages(&file, &t, &s, tournament::Printout::Certificates).unwrap();
        pages.iter().flat_map(texts_of).collect::<Vec<_>>()
    };
    assert!(half_points.iter().any(|l| l.starts_with("mit ") && l.contains("Punkt") && !l.contains("Verlust")));
}

/// The registration list's last page is full: blank lines for late entries fill it, however
/// many players are registered (never a page with a line or two).
#[test]
fn the_registration_list_has_no_near_empty_last_page() {
    use schocken::print::tournament;
    let file = |n: usize| {
        let players: String = (1..=n).map(|i| format!("Register(name: \"Spieler {i:03}\"),")).collect();
        let text = format!(
            "Tournament(format: 1, rules: (preset: \"main-taunus\"), scoring: LossPoints, events: [{players}])"
        );
        schocken_core::tournament::file::parse(&text).unwrap()
    };
    for n in [0, 1, 30, 34, 36, 38, 40, 75, 80, 120] {
        let f = file(n);
        let (t, _) = schocken_core::tournament::replay::replay(&f, &[]).unwrap();
        let s = schocken_core::tournament::standings::standings(&t);
        let (_, pages) = tournament::pages(&f, &t, &s, tournament::Printout::Registration).unwrap();
        assert_clean_layout(&pages, &format!("{n} players"));
        let rows = |page: &layout::Page| texts_of(page).iter().filter(|t| t.parse::<usize>().is_ok()).count();
        let first = rows(&pages[0]);
        let last = rows(pages.last().unwrap());
        assert!(last + 3 >= first, "{n} players: {last} rows on the last page, {first} on the first");
        // Every player and at least eight lines for late entries.
        let numbers: usize = pages.iter().map(rows).sum();
        assert!(numbers >= n + 8, "{n} players: {numbers} numbered lines");
    }
}

/// Round `n`, as a test writes it.
fn rn(n: u32) -> schocken_core::tournament::RoundNo {
    schocken_core::tournament::RoundNo::new(n).unwrap()
}
