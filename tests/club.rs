//! The club's name and logo in the tournament folder (issue 19): on every tournament printout
//! (the PDF holds the logo as an image, the name as text), and served to the phones' hall page
//! as `GET /logo` with its media type (404 where the folder has none). And the club's rule book
//! in `verein.ron` (CLUB.md 3, 8): read as a session's `rules`, unused by `club tab` and `club
//! season`, bad input where FORMAT.md refuses it.
//!
//! `cargo test --release --test club`

use std::io::{Read as _, Write as _};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::process::Command;

mod common;
use common::{TempDir, ok, refused};

const SVG: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" width="60" height="30"><rect width="60" height="30" fill="#1b5e20"/><circle cx="30" cy="15" r="10" fill="#fff"/></svg>"##;

fn tournament(name: &str) -> TempDir {
    let temp = TempDir::new(name);
    let d = temp.0.to_str().unwrap();
    ok(&["tournament", "new", d, "--title", "Pokal"]);
    ok(&["tournament", "register", d, "Anna", "Ben", "Carl", "Dora"]);
    ok(&["tournament", "draw", d, "--seed", "1"]);
    temp
}

/// A 2×1 PNG: a red and a blue pixel.
fn png() -> Vec<u8> {
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, 2, 1);
    encoder.set_color(png::ColorType::Rgb);
    let mut writer = encoder.write_header().unwrap();
    writer.write_image_data(&[255, 0, 0, 0, 0, 255]).unwrap();
    writer.finish().unwrap();
    bytes
}

/// The images a PDF holds (its image XObjects).
fn images(pdf: &[u8]) -> usize {
    let doc = lopdf::Document::load_mem(pdf).unwrap();
    doc.objects
        .values()
        .filter(|o| match o {
            lopdf::Object::Stream(s) => s.dict.get(b"Subtype").ok() == Some(&lopdf::Object::Name(b"Image".to_vec())),
            _ => false,
        })
        .count()
}

#[test]
fn every_printout_carries_the_clubs_name_and_logo() {
    let dir = tournament("club-print");
    let d = dir.0.to_str().unwrap();
    let plain = dir.0.join("ohne.pdf");
    ok(&["tournament", "print", d, "standings", "--out", plain.to_str().unwrap()]);
    assert_eq!(images(&std::fs::read(&plain).unwrap()), 0);
    std::fs::write(dir.0.join("logo.svg"), SVG).unwrap();
    std::fs::write(dir.0.join(".verein"), "Schockfreunde Gonzerath\n").unwrap();
    for what in ["registration", "seating", "cards", "standings", "certificates"] {
        let out = dir.0.join(format!("{what}.pdf"));
        ok(&["tournament", "print", d, what, "--out", out.to_str().unwrap()]);
        let pdf = std::fs::read(&out).unwrap();
        // One image, drawn on every page (the PDF keeps it once).
        assert!(images(&pdf) >= 1, "{what}: no logo");
        if let Ok(text) = Command::new("pdftotext").arg(&out).arg("-").output() {
            let text = String::from_utf8_lossy(&text.stdout);
            assert!(text.contains("Schockfreunde Gonzerath"), "{what}: {text}");
        }
    }
    // The folder still reads as before: the logo and the name file are no table's file.
    let json = ok(&["tournament", "standings", d, "--json"]);
    assert!(json.contains("\"Anna\""));
}

struct Reply {
    status: u16,
    head: String,
    body: Vec<u8>,
}

fn get(addr: SocketAddr, path: &str) -> Reply {
    let mut stream = TcpStream::connect(addr).unwrap();
    write!(stream, "GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").unwrap();
    let mut bytes = Vec::new();
    let _ = stream.read_to_end(&mut bytes);
    let end = bytes.windows(4).position(|w| w == b"\r\n\r\n").expect("an answer");
    let head = String::from_utf8(bytes[..end].to_vec()).unwrap();
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    Reply { status, head, body: bytes[end + 4..].to_vec() }
}

fn content_type(reply: &Reply) -> Option<&str> {
    reply.head.lines().find_map(|l| l.strip_prefix("content-type: ").or_else(|| l.strip_prefix("Content-Type: ")))
}

#[test]
fn the_phones_get_the_logo_with_its_type_and_404_without_one() {
    let dir = tournament("club-serve");
    let server = schocken::serve::start(&dir.0, "127.0.0.1:0".parse().unwrap()).expect("the server starts");
    let addr = server.addr();
    assert_eq!(get(addr, "/logo").status, 404);
    let png = png();
    std::fs::write(dir.0.join("logo.png"), &png).unwrap();
    let reply = get(addr, "/logo");
    assert_eq!((reply.status, content_type(&reply)), (200, Some("image/png")));
    assert_eq!(reply.body, png);
    // Chosen anew in the window: an SVG in its place, served at once.
    std::fs::remove_file(dir.0.join("logo.png")).unwrap();
    std::fs::write(dir.0.join("logo.svg"), SVG).unwrap();
    let reply = get(addr, "/logo");
    assert_eq!((reply.status, content_type(&reply)), (200, Some("image/svg+xml")));
    assert_eq!(reply.body, SVG.as_bytes());
    assert!(Path::new(&dir.0).join("turnier.ron").exists());
}

#[test]
fn a_png_logo_is_decoded_for_the_projector() {
    let dir = tournament("club-png");
    std::fs::write(dir.0.join("logo.png"), png()).unwrap();
    let club = schocken::io::club::read(&dir.0);
    let logo = club.logo.expect("the logo decodes");
    assert_eq!((logo.width, logo.height), (2, 1));
    assert_eq!(logo.rgba, [255, 0, 0, 255, 0, 0, 255, 255]);
    let board = schocken::ui::projector::window::read_board(&dir.0).unwrap();
    assert_eq!(board.club.logo.as_deref(), Some(&*logo));
}

/// A club folder with one evening, whose `verein.ron` has the header field `rules: RULES` (none
/// where `None`).
fn club_folder(name: &str, rules: Option<&str>) -> TempDir {
    let dir = TempDir::new(name);
    let evening = r#"Session(format: 1, started: "2026-03-05T19:30:00+01:00", rules: (preset: "kalk"),
        players: ["Anna", "Ben"], events: [])"#;
    std::fs::write(dir.0.join("2026-03-05_linde.ron"), evening).unwrap();
    let rules = rules.map_or_else(String::new, |r| format!("    rules: {r},\n"));
    let verein = format!(
        "Club(\n    format: 1,\n    name: \"Linde\",\n{rules}    events: [\n        Price(from: \"2026-01-01\", cents: 50),\n        Season(name: \"2026\", from: \"2026-01-01\", to: \"2026-12-31\", min_evenings: 0, ranking: LossRate),\n    ],\n)\n"
    );
    std::fs::write(dir.0.join("verein.ron"), verein).unwrap();
    dir
}

/// Every file of the folder with its bytes.
fn files(dir: &Path) -> Vec<(std::path::PathBuf, Vec<u8>)> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .map(|p| {
            let bytes = std::fs::read(&p).unwrap();
            (p, bytes)
        })
        .collect();
    files.sort();
    files
}

#[test]
fn the_clubs_rules_are_read_as_a_sessions_and_change_no_sum() {
    let plain = club_folder("club-rules-none", None);
    let ruled = club_folder("club-rules", Some(r#"(preset: "kalk", siebener: 7, lustwurf_penalty: Disc)"#));
    for command in [&["club", "tab"][..], &["club", "season", "2026"]] {
        let json = |dir: &TempDir| ok(&[command, &["--sessions", dir.0.to_str().unwrap(), "--json"]].concat());
        assert_eq!(json(&ruled), json(&plain), "{command:?}: the rules change nothing of the books");
    }
    let rules = schocken::io::club_folder::club_rules(&ruled.0).unwrap().expect("the club's rules");
    assert_eq!(rules.preset.id(), "kalk");
    assert_eq!(rules.overrides().len(), 2);
    assert_eq!(schocken::io::club_folder::club_rules(&plain.0).unwrap(), None);
    let none = TempDir::new("club-rules-no-file");
    assert_eq!(schocken::io::club_folder::club_rules(&none.0).unwrap(), None, "no verein.ron: no rules");
}

#[test]
fn rules_format_md_refuses_are_bad_input_named_as_format_md_names_them() {
    for (rules, named) in [
        (r#"(preset: "kalk", siebener: 8)"#, "rules: siebener: "),
        (r#"(preset: "kalk", siebener: Seven)"#, "rules: siebener: "),
        (r#"(preset: "kalk", hand_only: true)"#, "rules: hand_only: "),
        (r#"(preset: "kalk", equal_schock_outs: RollOff)"#, "rules: equal_schock_outs: "),
        (r#"(preset: "kalk", siebner: 7)"#, "siebner"),
        (r#"(preset: "nirgendwo")"#, "rules: "),
        (r#"(preset: "kalk", over_limit_disc: true, too_many_throws_loses: true)"#, "rules: "),
        (r#"(siebener: 7)"#, "rules: "),
        (r#""kalk""#, "rules: "),
    ] {
        let dir = club_folder("club-rules-bad", Some(rules));
        let before = files(&dir.0);
        for command in [&["club", "tab"][..], &["club", "season", "2026"], &["club", "tab", "--json"]] {
            let err = refused(&[command, &["--sessions", dir.0.to_str().unwrap()]].concat());
            assert!(err.contains("verein.ron: ") && err.contains(named), "{rules} {command:?}: {err}");
            assert!(!err.contains("Ereignis") && !err.contains("event "), "no event is named: {err}");
        }
        assert_eq!(files(&dir.0), before, "{rules}: the folder is left as it was");
    }
}
