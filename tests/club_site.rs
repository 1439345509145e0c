//! The club's website (issue 36): `schocken club site DIR OUT` writes a static folder of the
//! seasons, the hall of fame, the evenings and the tournaments — every link inside the folder, no
//! other host, never money — with names shortened as asked, and writing it again replaces only
//! what changed and removes only the pages it wrote.
//!
//! `cargo test --release --test club_site`

mod common;
use common::{TempDir, ok, refused, schocken};
use schocken::site::{self, Built, MANIFEST, SiteError};
use schocken_core::club::Day;
use schocken_core::i18n::{Lang, scoped};
use schocken_core::names::NameForm;
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::session::{file, log::Header};
use schocken_core::sim::{Options, simulate};
use std::collections::BTreeMap;
use std::path::Path;

/// The evenings: file, date, seats. Two tables on 8 October 2026.
const EVENINGS: [(&str, &str, &str); 5] = [
    ("a", "2025-03-01", "Klaus Müller,Klaus Meier,Anna Schmidt,Ömer Çelik"),
    ("a", "2025-06-01", "Klaus Müller,Anna Schmidt,Bärbel"),
    ("a", "2026-10-08", "Klaus Meier,Ömer Çelik,Bärbel,Anna Schmidt"),
    ("b", "2026-10-08", "Klaus Müller,Uwe Weiß,Zoë Brandt"),
    ("a", "2026-10-15", "Klaus Müller,Klaus Meier,Uwe Weiß"),
];

/// Prices, payments (with notes), a waiver and two seasons: one over, one running.
const VEREIN: &str = r#"Club(
    format: 1,
    name: "Schockclub Zur Linde",
    events: [
        Price(from: "2025-01-01", cents: 50),
        Paid(player: "Klaus Müller", cents: 1250, date: "2025-10-20", note: "Barzahlung"),
        Paid(player: "Anna Schmidt", cents: 340, date: "2026-10-09"),
        Waived(player: "Bärbel", cents: 100, date: "2026-10-09", note: "Geburtstag"),
        Season(name: "2025", from: "2025-01-01", to: "2025-12-31", min_evenings: 1, ranking: LossRate),
        Season(name: "Winter 2026/27", from: "2026-10-01", to: "2099-03-31", min_evenings: 1, ranking: HalfPoints),
    ],
)
"#;

/// The day the tests build on: 2025 is over, the winter season runs.
fn today() -> Day {
    Day::parse("2026-11-28").unwrap()
}

fn write_evening(dir: &Path, (table, date, players): (&str, &str, &str), seed: u64) {
    let header = Header {
        title: Some(format!("Stammtisch {date}")), // i18n-ok: test data
        started: Some(format!("{date}T19:30:00+01:00")),
        place: None,
        tournament: None,
        rules: RuleSet::new(Preset::MainTaunus),
        players: players.split(',').map(String::from).collect(),
    };
    let session = simulate(header, &Options { games: 3, ..Options::default() }, seed);
    std::fs::write(dir.join(format!("{date}_{table}.ron")), file::write(&session)).unwrap();
}

/// The sessions folder: the evenings, `verein.ron`, a logo, a broken evening and a tournament
/// (the demo's, with a till: entry fees paid and prize money planned).
fn folder(name: &str) -> TempDir {
    let dir = TempDir::new(name);
    for (i, evening) in EVENINGS.iter().enumerate() {
        write_evening(&dir.0, *evening, 7 + i as u64);
    }
    std::fs::write(dir.0.join("verein.ron"), VEREIN).unwrap();
    std::fs::write(dir.0.join("kaputt.ron"), "Session(").unwrap();
    std::fs::write(
        dir.0.join("logo.svg"),
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#1d4d3a"/></svg>"##,
    )
    .unwrap();
    let demo = Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions/turnier-demo");
    let pokal = dir.0.join("pokal");
    std::fs::create_dir(&pokal).unwrap();
    for entry in std::fs::read_dir(&demo).unwrap() {
        let path = entry.unwrap().path();
        if path.is_file() {
            std::fs::copy(&path, pokal.join(path.file_name().unwrap())).unwrap();
        }
    }
    let p = pokal.to_str().unwrap();
    ok(&["tournament", "fee", p, "--amount", "5,00"]);
    ok(&["tournament", "pay", p, "Anna"]);
    ok(&["tournament", "prizes", p, "--shares", "50,30", "--schock-out", "10"]);
    dir
}

fn build(dir: &Path, out: &Path, names: NameForm) -> Result<Built, SiteError> {
    scoped(Lang::De, || site::build(dir, out, names, today()))
}

/// Every file of the website's folder (not the manifest), by name, as bytes.
fn files(out: &Path) -> BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(out)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file() && !p.file_name().unwrap().to_string_lossy().starts_with('.'))
        .map(|p| (p.file_name().unwrap().to_string_lossy().into_owned(), std::fs::read(&p).unwrap()))
        .collect()
}

fn pages(out: &Path) -> BTreeMap<String, String> {
    files(out)
        .into_iter()
        .filter(|(name, _)| name.ends_with(".html"))
        .map(|(name, bytes)| (name, String::from_utf8(bytes).unwrap()))
        .collect()
}

/// The values of `attr="…"` in a page.
fn attributes<'a>(page: &'a str, attr: &str) -> Vec<&'a str> {
    let key = format!(" {attr}=\"");
    page.match_indices(&key)
        .map(|(at, _)| {
            let rest = &page[at + key.len()..];
            &rest[..rest.find('"').unwrap()]
        })
        .collect()
}

/// A sum of money as written: digits, a decimal comma or point and two digits (a date's
/// `01.10.2026` is none: a digit or point follows).
fn cent_amount(text: &str) -> Option<String> {
    let b = text.as_bytes();
    for i in 1..b.len().saturating_sub(2) {
        let digits = b[i - 1].is_ascii_digit() && b[i + 1].is_ascii_digit() && b[i + 2].is_ascii_digit();
        let after = b.get(i + 3).is_none_or(|c| !c.is_ascii_digit() && *c != b'.');
        if (b[i] == b',' || b[i] == b'.') && digits && after {
            return Some(text[i.saturating_sub(8)..(i + 3)].to_string());
        }
    }
    None
}

/// Checks every page of `out`: the frame, links inside the folder only, nothing of money.
fn check_site(out: &Path) {
    let pages = pages(out);
    assert!(pages.len() >= 8, "{:?}", pages.keys());
    let root = out.canonicalize().unwrap();
    for (name, page) in &pages {
        assert!(page.starts_with("<!DOCTYPE html>\n<html lang=\""), "{name}");
        assert!(page.contains("<meta charset=\"utf-8\">") && page.contains("name=\"viewport\""), "{name}");
        assert!(page.contains("Schockclub Zur Linde"), "{name}: the club on every page");
        assert!(page.contains("<img class=\"logo\" src=\"logo.svg\" alt=\""), "{name}: the logo on every page");
        assert!(!page.contains("<script"), "{name}");
        for target in attributes(page, "href").into_iter().chain(attributes(page, "src")) {
            assert!(!target.contains(':') && !target.starts_with('/') && !target.contains(".."), "{name}: {target}");
            let file = root.join(target).canonicalize().unwrap_or_else(|e| panic!("{name}: {target}: {e}"));
            assert!(file.starts_with(&root) && file.is_file(), "{name}: {target}");
        }
        for word in ["http://", "https://", "€", "EUR", "Cent", " ct", "Kasse", "bezahlt", "erlassen", "Zahlung"] {
            assert!(!page.contains(word), "{name}: {word}");
        }
        for word in ["offen", "Startgeld", "Preisgeld", "Betrag", "Geburtstag", "Barzahlung", "5,00", "12,50"] {
            assert!(!page.contains(word), "{name}: {word}");
        }
        assert_eq!(cent_amount(page), None, "{name}");
        assert_eq!(page.matches("<table").count(), page.matches("</table>").count(), "{name}");
    }
    let css = std::fs::read_to_string(out.join("style.css")).unwrap();
    assert!(!css.contains("http") && !css.contains("@import") && !css.contains("url("), "style.css");
}

#[test]
fn the_website_has_every_page_links_inside_and_no_money() {
    assert_eq!(cent_amount("am 01.10.2026 und 2026-10-01, 33,3 %"), None);
    assert_eq!(cent_amount("offen 12,50").as_deref(), Some("offen 12,50"));
    assert_eq!(cent_amount("€5.00").as_deref(), Some("€5.00"));
    let dir = folder("site-pages");
    let out = TempDir::new("site-pages-out");
    let built = build(&dir.0, &out.0, NameForm::First).unwrap();
    assert!(built.notices.iter().any(|n| n.contains("kaputt.ron")), "{:?}", built.notices);
    let all = files(&out.0);
    for page in [
        "index.html",
        "ruhmeshalle.html",
        "saison-2025.html",
        "saison-winter-2026-27.html",
        "abend-2025-03-01.html",
        "abend-2025-06-01.html",
        "abend-2026-10-08.html",
        "abend-2026-10-08-2.html",
        "abend-2026-10-15.html",
        "turnier-pokal.html",
        "style.css",
        "logo.svg",
    ] {
        assert!(all.contains_key(page), "{page}: {:?}", all.keys());
    }
    assert_eq!(built.written.written, all.len());
    assert!(out.0.join(MANIFEST).is_file());
    check_site(&out.0);
    let pages = pages(&out.0);
    let index = &pages["index.html"];
    for link in ["saison-2025.html", "ruhmeshalle.html", "turnier-pokal.html", "abend-2025-03-01.html"] {
        assert!(index.contains(&format!("href=\"{link}\"")), "{link}");
    }
    // The hall of fame names 2025 (over), not the winter (running).
    let fame = &pages["ruhmeshalle.html"];
    assert!(fame.contains("Saison 2025") && !fame.contains("Winter"), "{fame}");
    // A season's table and awards, its evenings linked.
    let season = &pages["saison-2025.html"];
    assert!(season.contains("Auszeichnungen") && season.contains("Quote"), "{season}");
    assert!(season.contains("href=\"abend-2025-06-01.html\"") && !season.contains("abend-2026"), "{season}");
    // An evening: who lost which game, the marks and why.
    let evening = &pages["abend-2025-03-01.html"];
    assert!(
        evening.contains("Verlierer") && evening.contains("Striche") && evening.contains("Spiel verloren"),
        "{evening}"
    );
    // The tournament's standings, winner and prizes as counts, no till.
    let pokal = &pages["turnier-pokal.html"];
    assert!(pokal.contains("Schockturnier der Stammtische 2026") && pokal.contains("Schock-Out"), "{pokal}");
    assert!(pokal.contains("Kegelclub Okriftel") && pokal.contains("Platz"), "{pokal}");
    // Default names: first name and initial; the two Klauses told apart.
    let everything: String = pages.values().cloned().collect();
    for shown in ["Klaus Mü.", "Klaus Me.", "Anna S.", "Ömer Ç.", "Bärbel", "Uwe W.", "Zoë B."] {
        assert!(everything.contains(shown), "{shown}");
    }
    for hidden in ["Müller", "Meier", "Schmidt", "Çelik", "Weiß", "Brandt"] {
        assert!(!everything.contains(hidden), "{hidden}");
    }
}

#[test]
fn names_as_asked_and_english_from_the_command_line() {
    let dir = folder("site-names");
    let d = dir.0.to_str().unwrap();
    let initials = TempDir::new("site-names-initials");
    let said = ok(&["club", "site", d, initials.0.to_str().unwrap(), "--names", "initials"]);
    assert!(said.starts_with("Website in ") && said.contains("geschrieben"), "{said}");
    let all: String = pages(&initials.0).into_values().collect();
    for shown in ["Kl. Mü.", "Kl. Me.", "A. S.", "Ö. Ç.", "Bärbel"] {
        assert!(all.contains(shown), "{shown}");
    }
    assert!(!all.contains("Klaus") && !all.contains("Anna "), "first names stay off");
    let full = TempDir::new("site-names-full");
    let out = schocken(&["club", "site", d, full.0.to_str().unwrap(), "--names", "full", "--lang", "en"]);
    assert!(out.status.success());
    // A broken evening is named on stderr and passed over, as `club tab` does.
    assert!(String::from_utf8_lossy(&out.stderr).contains("kaputt.ron"));
    let all = pages(&full.0);
    assert!(all["index.html"].contains("<html lang=\"en\">") && all["index.html"].contains("Hall of fame"));
    let text: String = all.into_values().collect();
    for shown in ["Klaus Müller", "Klaus Meier", "Anna Schmidt", "Ömer Çelik"] {
        assert!(text.contains(shown), "{shown}");
    }
    check_site(&full.0);
}

#[test]
fn writing_again_changes_only_what_changed_and_removes_only_its_own() {
    let dir = folder("site-again");
    let out = TempDir::new("site-again-out");
    std::fs::write(out.0.join("notizen.txt"), "meine Notizen").unwrap();
    let first = build(&dir.0, &out.0, NameForm::First).unwrap();
    let before = files(&out.0);
    // Again: nothing written, nothing removed.
    let again = build(&dir.0, &out.0, NameForm::First).unwrap();
    assert_eq!((again.written.written, again.written.removed), (0, 0));
    assert_eq!(again.written.unchanged, first.written.written);
    assert_eq!(files(&out.0), before);
    assert_eq!(
        scoped(Lang::De, || again.message(Path::new("web"))),
        "Website in web: 0 Dateien geschrieben, 12 unverändert, 0 entfernt."
    );

    // One evening played differently: its page, and only the pages that show it, change.
    write_evening(&dir.0, EVENINGS[4], 99);
    let changed = build(&dir.0, &out.0, NameForm::First).unwrap();
    let after = files(&out.0);
    let differ: Vec<&String> = after.keys().filter(|k| before.get(*k) != after.get(*k)).collect();
    assert!(differ.contains(&&"abend-2026-10-15.html".to_string()), "{differ:?}");
    let may = ["abend-2026-10-15.html", "index.html", "saison-winter-2026-27.html"];
    assert!(differ.iter().all(|f| may.contains(&f.as_str())), "{differ:?}");
    assert_eq!(changed.written.written, differ.len());
    assert_eq!(changed.written.removed, 0);

    // A user's page in the folder that the site never wrote stays; an evening gone takes its page.
    std::fs::write(out.0.join("abend-1999-01-01.html"), "<p>alt</p>").unwrap();
    std::fs::remove_file(dir.0.join("2025-06-01_a.ron")).unwrap();
    let removed = build(&dir.0, &out.0, NameForm::First).unwrap();
    assert_eq!(removed.written.removed, 1);
    assert!(!out.0.join("abend-2025-06-01.html").exists());
    assert!(out.0.join("abend-1999-01-01.html").is_file());
    assert_eq!(std::fs::read_to_string(out.0.join("notizen.txt")).unwrap(), "meine Notizen");

    // A manifest edited to name a file outside the folder, or the user's own, never removes it.
    let outside = out.0.parent().unwrap().join(format!("site-outside-{}.txt", std::process::id()));
    std::fs::write(&outside, "draußen").unwrap();
    let manifest = std::fs::read_to_string(out.0.join(MANIFEST)).unwrap();
    let name = outside.file_name().unwrap().to_str().unwrap();
    let edited = manifest.replacen("\"index.html\"", &format!("\"../{name}\", \"notizen.txt/\", \"index.html\""), 1);
    assert_ne!(edited, manifest);
    std::fs::write(out.0.join(MANIFEST), edited).unwrap();
    build(&dir.0, &out.0, NameForm::First).unwrap();
    assert!(outside.is_file());
    assert!(out.0.join("notizen.txt").is_file());
    std::fs::remove_file(&outside).unwrap();
}

#[test]
fn a_folder_that_is_not_the_websites_is_refused_in_words() {
    let dir = folder("site-refused");
    let d = dir.0.to_str().unwrap();
    // The sessions folder itself, or another folder of evenings.
    let err = refused(&["club", "site", d, d]);
    assert!(err.contains("Ordner der Abende selbst"), "{err}");
    let other = TempDir::new("site-refused-sessions");
    std::fs::copy(dir.0.join("2025-03-01_a.ron"), other.0.join("abend.ron")).unwrap();
    let err = refused(&["club", "site", d, other.0.to_str().unwrap()]);
    assert!(err.contains("abend.ron"), "{err}");
    let err = refused(&["club", "site", d, dir.0.join("pokal").to_str().unwrap()]);
    assert!(err.contains("turnier.ron"), "{err}");
    // A page's name taken by the user's own file: nothing written at all.
    let out = TempDir::new("site-refused-out");
    std::fs::write(out.0.join("index.html"), "<p>unsere Seite</p>").unwrap();
    let err = refused(&["club", "site", d, out.0.to_str().unwrap()]);
    assert!(err.contains("index.html") && err.contains(MANIFEST), "{err}");
    assert_eq!(files(&out.0).len(), 1);
    assert!(!out.0.join(MANIFEST).exists());
    // A manifest that does not read: nothing written, nothing removed.
    let out = TempDir::new("site-refused-manifest");
    std::fs::write(out.0.join(MANIFEST), "Site(files: [").unwrap();
    assert!(matches!(build(&dir.0, &out.0, NameForm::First), Err(SiteError::Manifest { .. })));
    assert_eq!(files(&out.0).len(), 0);
    // A sessions folder without verein.ron: the books' own words.
    let bare = TempDir::new("site-refused-bare");
    let err = refused(&["club", "site", bare.0.to_str().unwrap(), out.0.join("web").to_str().unwrap()]);
    assert!(err.contains("verein.ron"), "{err}");
}
