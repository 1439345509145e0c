//! The club's name and logo in the tournament folder (issue 19): on every tournament printout
//! (the PDF holds the logo as an image, the name as text), and served to the phones' hall page
//! as `GET /logo` with its media type (404 where the folder has none).
//!
//! `cargo test --release --test club`

use std::io::{Read as _, Write as _};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::process::Command;

mod common;
use common::{TempDir, ok};

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
    let board = schocken::ui::projector::read_board(&dir.0).unwrap();
    assert_eq!(board.club.logo.as_deref(), Some(&*logo));
}
