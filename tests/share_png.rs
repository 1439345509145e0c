//! The pictures to share (issue 36): each rendered from a folder built as the other tests build
//! theirs, decoded, and checked — 1080 pixels wide, its height within the bounds, not blank — and
//! its words read back from its SVG: the rows the printouts use (the same functions), names and
//! all, and never a euro. Each picture is also kept in `target/share/` to be looked at.
//!
//! `cargo test --release --test share_png`

mod common;
use common::{TempDir, ok};
use schocken::share::{self, Subject, svg};
use schocken_core::brand::Club;
use schocken_core::club::season;
use schocken_core::i18n::{Lang, scoped};
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::session::file;
use schocken_core::session::log::{Header, Session};
use schocken_core::sim::{Options, simulate};
use schocken_core::tournament::columns::{self, Medium};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

const LOGO: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><circle cx="60" cy="60" r="56" fill="#b8860b"/><rect x="34" y="34" width="52" height="52" rx="8" fill="#fff"/><circle cx="48" cy="48" r="6"/><circle cx="72" cy="72" r="6"/><circle cx="60" cy="60" r="6"/></svg>"##;

const NAMES: [&str; 36] = [
    "Anna", "Ben", "Carl", "Dora", "Erik", "Fritz", "Gabi", "Hanna", "Ines", "Jörg", "Kalle", "Lena", "Moritz", "Nina",
    "Olaf", "Paula", "Quirin", "Rosi", "Sepp", "Tina", "Uwe", "Vroni", "Willi", "Xaver", "Yvonne", "Zenzi", "Ali",
    "Bärbel", "Conny", "Detlef", "Elke", "Franz", "Gerd", "Heike", "Ilse", "Jupp",
];

/// A tournament of `players` in one round at tables of four, every table's game played (the
/// first two seated lose the halves, the first the final); the club's name and logo in the folder.
fn tournament(dir: &Path, players: usize) {
    let d = dir.to_str().unwrap();
    ok(&["tournament", "new", d, "--title", "8. Schockturnier Gonzerath", "--place", "Zur Linde"]);
    let mut args = vec!["tournament", "register", d];
    args.extend(&NAMES[..players]);
    ok(&args);
    ok(&["tournament", "draw", d, "--games", "1", "--seed", "5", "--min", "4", "--max", "4"]);
    let folder = schocken::io::tournament_folder::read(dir).unwrap();
    for (i, table) in folder.tournament.rounds[0].tables.iter().enumerate() {
        let name = |k: usize| folder.tournament.players[table.players[k]].name.clone();
        let card = if i == 0 {
            format!("{}/{}/{}; so:{}", name(0), name(1), name(0), name(2))
        } else {
            format!("{}/{}/{}", name(0), name(1), name(0))
        };
        ok(&["tournament", "card", d, "1", &(i + 1).to_string(), &card]);
    }
    std::fs::write(dir.join("logo.svg"), LOGO).unwrap();
    schocken::io::club::set_name(dir, "Schockfreunde Gonzerath").unwrap();
}

/// An evening of four players, five games, simulated.
fn evening(seed: u64) -> Session {
    let header = Header {
        title: Some("Stammtisch „Zur Linde“".into()), // i18n-ok: test data
        started: Some("2026-11-27T19:30:00+01:00".into()),
        place: Some("Gasthaus Zur Linde".into()), // i18n-ok: test data
        tournament: None,
        rules: RuleSet::new(Preset::MainTaunus),
        players: ["Anna", "Ben", "Carl", "Dora", "Erik"].map(String::from).to_vec(),
    };
    simulate(header, &Options { games: 5, ..Options::default() }, seed)
}

/// A sessions folder with a club and a season of six evenings.
fn club(dir: &Path) {
    for (i, date) in
        ["2026-01-08", "2026-01-15", "2026-01-22", "2026-02-05", "2026-02-12", "2026-02-19"].iter().enumerate()
    {
        let mut session = evening(30 + i as u64);
        let mut header = session.header().clone();
        header.started = Some(format!("{date}T19:30:00+01:00"));
        session = simulate(header, &Options { games: 3, ..Options::default() }, 30 + i as u64);
        std::fs::write(dir.join(format!("{date}_linde.ron")), file::write(&session)).unwrap();
    }
    let verein = r#"Club(
    format: 1,
    name: "Schockclub Zur Linde",
    events: [
        Price(from: "2026-01-01", cents: 50),
        Paid(player: "Anna", cents: 250, date: "2026-01-20"),
        Season(name: "2026", from: "2026-01-01", to: "2026-12-31", min_evenings: 2, ranking: LossRate),
    ],
)
"#;
    std::fs::write(dir.join("verein.ron"), verein).unwrap();
    std::fs::write(dir.join("logo.svg"), LOGO).unwrap();
}

/// The PNG decoded: width, height and the RGBA pixels.
fn decode(png: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png));
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgba);
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

/// Kept in `target/share/NAME.png` to be looked at.
fn keep(name: &str, png: &[u8]) -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/share");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}.png"));
    std::fs::write(&path, png).unwrap();
    path
}

/// A picture as a phone takes it: 1080 wide, within the bounds, and not blank — many colours,
/// and below the band a good share of pixels that are not the background.
fn looks_like_a_picture(png: &[u8]) -> (u32, u32) {
    let (w, h, rgba) = decode(png);
    assert_eq!(w, 1080);
    assert!((share::MIN_HEIGHT as u32..=share::MAX_HEIGHT as u32).contains(&h), "height {h}");
    let colours: HashSet<&[u8]> = rgba.chunks_exact(4).collect();
    assert!(colours.len() > 200, "{} colours", colours.len());
    let lower = &rgba[(w * 4 * 400) as usize..];
    let background = [250u8, 248, 244, 255];
    let inked = lower.chunks_exact(4).filter(|p| *p != background).count();
    let share = inked as f64 / (lower.len() / 4) as f64;
    assert!(share > 0.04, "only {:.1} % of the table area is drawn", share * 100.0);
    (w, h)
}

fn no_money(texts: &[String]) {
    for t in texts {
        assert!(!t.contains('€') && !t.contains("EUR"), "money on a picture: {t}");
    }
}

/// `expected` appear in `texts` in this order (each a text of its own).
#[track_caller]
fn in_order(texts: &[String], expected: &[String]) {
    let mut at = 0;
    for e in expected {
        match texts[at..].iter().position(|t| t == e) {
            Some(i) => at += i + 1,
            None => panic!("{e:?} not drawn (after {at}): {texts:#?}"),
        }
    }
}

#[test]
fn the_standings_picture_draws_the_printed_lists_rows_with_the_winner_and_the_prizes() {
    let dir = TempDir::new("share-standings");
    tournament(&dir.0, 12);
    // A till that took money: none of it is drawn.
    let d = dir.0.to_str().unwrap();
    ok(&["tournament", "fee", d, "--amount", "5"]);
    ok(&["tournament", "pay", d, "Anna"]);
    let folder = schocken::io::tournament_folder::read(&dir.0).unwrap();
    let (t, s) = (&folder.tournament, &folder.standings);
    let club = schocken::io::club::read(&dir.0);
    assert!(club.logo.is_some());
    let subject = Subject::Standings { file: &folder.file, tournament: t, standings: s };
    for lang in [Lang::De, Lang::En] {
        scoped(lang, || {
            let drawing = share::drawing(&subject, &club);
            let texts = svg::texts(&drawing.svg);
            // The columns are the printed list's, a phone's choice of them, in its order.
            let print = columns::shown(Medium::Print, s);
            let shown = share::rows::standings_columns(s);
            let mut print_order = print.iter().filter(|c| shown.contains(c));
            assert!(shown.iter().all(|c| print_order.next() == Some(c)), "not the print's columns in its order");
            assert!(shown.len() >= 4, "{shown:?}");
            let heads: Vec<String> = shown.iter().map(|c| c.head(Medium::Print)).collect();
            in_order(&texts, &heads);
            // Every row, as the printed list words it, cell by cell.
            for r in &s.rows {
                let cells: Vec<String> = shown.iter().map(|c| c.text(t, r, Medium::Print)).collect();
                in_order(&texts, &cells);
            }
            assert_eq!(share::rows::standings_cells(t, s).len(), s.rows.len());
            // The prizes as the projector and the print say them, the club as the prints have it.
            for line in schocken_core::report::prizes::lines(t, s) {
                assert!(texts.contains(&line), "{line}: {texts:#?}");
            }
            assert!(texts.contains(&"SCHOCKFREUNDE GONZERATH".to_string()), "{texts:#?}");
            assert!(texts.iter().any(|x| x == "8. Schockturnier Gonzerath"));
            no_money(&texts);
            let png = share::picture(&subject, &club).unwrap();
            looks_like_a_picture(&png);
            keep(&format!("standings-{}", lang.id()), &png);
        })
    }
}

#[test]
fn a_long_list_is_cut_and_says_how_many_more_in_words() {
    let dir = TempDir::new("share-long");
    tournament(&dir.0, 36);
    let folder = schocken::io::tournament_folder::read(&dir.0).unwrap();
    let subject =
        Subject::Standings { file: &folder.file, tournament: &folder.tournament, standings: &folder.standings };
    scoped(Lang::De, || {
        let drawing = share::drawing(&subject, &Club::default());
        let texts = svg::texts(&drawing.svg);
        let more = texts.iter().find(|t| t.starts_with("… und ")).expect("the line saying how many more");
        let left_out: usize = more.trim_start_matches("… und ").trim_end_matches(" weitere").parse().unwrap();
        // Those drawn and those left out are the whole list; the drawn are its top.
        let first_left_out = &folder.standings.rows[36 - left_out];
        let name = &folder.tournament.players[first_left_out.player].name;
        // The table's names: after its heads (the podium above names the first too).
        let table = texts.iter().position(|t| *t == columns::spec(columns::Column::Place).head(Medium::Print)).unwrap();
        let drawn: Vec<&String> = texts[table..].iter().filter(|t| NAMES.contains(&t.as_str())).collect();
        assert_eq!(drawn.len() + left_out, 36, "{texts:#?}");
        assert!(!drawn.contains(&name), "{name} is left out and drawn");
        let png = share::picture(&subject, &Club::default()).unwrap();
        let (_, h) = looks_like_a_picture(&png);
        assert!(h as f32 > share::MAX_HEIGHT - 150.0, "a long list fills the tallest picture: {h}");
        keep("standings-long-de", &png);
    });
}

#[test]
fn the_evening_picture_draws_the_sheets_summary() {
    let session = evening(7);
    let dir = TempDir::new("share-evening");
    std::fs::write(dir.0.join("logo.svg"), LOGO).unwrap();
    let club = Club { name: Some("Schockclub Zur Linde".into()), ..schocken::io::club::read(&dir.0) };
    for lang in [Lang::De, Lang::En] {
        scoped(lang, || {
            let subject = Subject::Evening(&session);
            let texts = svg::texts(&share::drawing(&subject, &club).svg);
            let (heads, games) = share::rows::evening_games(&session);
            in_order(&texts, &heads);
            assert_eq!(games.len(), 5);
            for game in &games {
                in_order(&texts, &game.iter().filter(|c| !c.is_empty()).cloned().collect::<Vec<_>>());
            }
            let engine = session.engine();
            for p in share::rows::evening_players(&session) {
                assert!(texts.contains(&p.name), "{}", p.name);
                assert!(texts.contains(&p.marks.to_string()));
                // The marks are the evening's, as the beer mats and the replay count them.
                let id = engine.player(&p.name).unwrap();
                assert_eq!(p.marks as usize, engine.marks().iter().filter(|m| m.player == id).count());
            }
            // The round sheet's words for who lost: its PDF says the same names in each game.
            let pdf = schocken::print::round_sheet(&session, None).unwrap();
            let path = dir.0.join("bogen.pdf");
            std::fs::write(&path, pdf).unwrap();
            let doc = lopdf::Document::load(&path).unwrap();
            let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
            let sheet = doc.extract_text(&pages).unwrap_or_default();
            for head in &heads {
                assert!(sheet.contains(head.as_str()), "{head} not on the sheet");
            }
            no_money(&texts);
            let png = share::picture(&subject, &club).unwrap();
            looks_like_a_picture(&png);
            keep(&format!("evening-{}", lang.id()), &png);
        })
    }
}

#[test]
fn the_season_picture_draws_the_season_prints_rows_and_awards_and_no_money() {
    let dir = TempDir::new("share-season");
    club(&dir.0);
    let folder = schocken::io::club_folder::read(&dir.0).unwrap();
    let table = season::table(folder.season("2026").unwrap(), &folder.sittings);
    let club = Club { name: folder.club.name.clone(), logo: schocken::io::club::read(&dir.0).logo };
    for lang in [Lang::De, Lang::En] {
        scoped(lang, || {
            let subject = Subject::Season(&table);
            let texts = svg::texts(&share::drawing(&subject, &club).svg);
            let words = schocken_core::club::words::season_rows(&table);
            let heads = schocken_core::club::words::season_heads(&table);
            let shown = share::rows::season_columns(&table);
            in_order(&texts, &shown.iter().map(|&i| heads[i].clone()).collect::<Vec<_>>());
            assert!(shown.len() >= 5);
            for row in &words {
                in_order(&texts, &shown.iter().map(|&i| row[i].clone()).collect::<Vec<_>>());
            }
            for (what, who) in schocken_core::club::words::award_lines(&table.awards) {
                in_order(&texts, &[what, who]);
            }
            // The season's line as the print heads it (wrapped at spaces into lines of its own).
            assert!(texts.join(" ").contains(&schocken_core::club::words::season_title(&table)), "{texts:#?}");
            no_money(&texts);
            let png = share::picture(&subject, &club).unwrap();
            looks_like_a_picture(&png);
            keep(&format!("season-{}", lang.id()), &png);
        })
    }
}

#[test]
fn names_that_are_markup_are_drawn_as_written() {
    let mut session = evening(3);
    let mut header = session.header().clone();
    header.players = ["<b>Kalle</b>", "Anna & Ben", "\"Zitat\"", "Dora"].map(String::from).to_vec();
    session = simulate(header, &Options { games: 2, ..Options::default() }, 3);
    let texts = svg::texts(&share::drawing(&Subject::Evening(&session), &Club::default()).svg);
    for name in ["<b>Kalle</b>", "Anna & Ben", "\"Zitat\""] {
        assert!(texts.iter().any(|t| t == name), "{name}: {texts:#?}");
    }
    looks_like_a_picture(&share::picture(&Subject::Evening(&session), &Club::default()).unwrap());
}

#[test]
fn one_picture_takes_well_under_a_second() {
    let session = evening(11);
    let subject = Subject::Evening(&session);
    let _ = share::picture(&subject, &Club::default()).unwrap();
    let start = std::time::Instant::now();
    for _ in 0..5 {
        share::picture(&subject, &Club::default()).unwrap();
    }
    let each = start.elapsed() / 5;
    eprintln!("one picture: {each:?}");
    assert!(each < std::time::Duration::from_secs(2), "{each:?}");
}

#[test]
fn the_command_line_writes_each_picture_where_it_is_told_and_says_where() {
    let dir = TempDir::new("share-cli");
    let tour = dir.0.join("turnier");
    std::fs::create_dir_all(&tour).unwrap();
    tournament(&tour, 8);
    let out = dir.0.join("rangliste.png");
    let said = ok(&["tournament", "standings", tour.to_str().unwrap(), "--png", out.to_str().unwrap()]);
    assert_eq!(said, format!("Bild gespeichert: {}\n", out.display()));
    looks_like_a_picture(&std::fs::read(&out).unwrap());

    let sessions = dir.0.join("abende");
    std::fs::create_dir_all(&sessions).unwrap();
    club(&sessions);
    let evening = sessions.join("2026-01-08_linde.ron");
    let out = dir.0.join("evening.png");
    let said = ok(&["--lang", "en", "replay", evening.to_str().unwrap(), "--png", out.to_str().unwrap()]);
    assert_eq!(said, format!("Picture saved: {}\n", out.display()));
    let (_, h) = looks_like_a_picture(&std::fs::read(&out).unwrap());
    keep("evening-cli-en", &std::fs::read(&out).unwrap());
    assert!(h >= share::MIN_HEIGHT as u32);

    let out = dir.0.join("saison.png");
    let s = sessions.to_str().unwrap();
    let said = ok(&["club", "season", "2026", "--sessions", s, "--png", out.to_str().unwrap()]);
    assert_eq!(said, format!("Bild gespeichert: {}\n", out.display()));
    looks_like_a_picture(&std::fs::read(&out).unwrap());
    // The same picture the library makes of the same folder.
    let folder = schocken::io::club_folder::read(&sessions).unwrap();
    let table = season::table(folder.season("2026").unwrap(), &folder.sittings);
    let club = Club { name: folder.club.name.clone(), logo: schocken::io::club::read(&sessions).logo };
    let made = scoped(Lang::De, || share::picture(&Subject::Season(&table), &club).unwrap());
    assert_eq!(std::fs::read(&out).unwrap(), made);

    // A picture and JSON at once is refused; a folder that is not there is said in words.
    let both = common::schocken(&["club", "season", "2026", "--sessions", s, "--json", "--png", "x.png"]);
    assert_eq!(both.status.code(), Some(2));
    let nowhere = dir.0.join("gibt-es-nicht/bild.png");
    let err = common::refused(&["tournament", "standings", tour.to_str().unwrap(), "--png", nowhere.to_str().unwrap()]);
    assert!(err.starts_with("Das Bild ") && err.contains("gibt-es-nicht"), "{err}");
    assert!(!nowhere.exists());
}
