//! The certificates the organiser hands out (issue 34): the window's "Urkunden" are the pages
//! of `tournament print DIR certificates` — one function builds them for both — with the payout
//! list and each player's prize money once the till took money, and a certificate for the
//! Schock-Out prize's winner too.
//!
//! `cargo test --release --test organiser_certificates`

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use schocken::ui::organiser::OrganiserView;
use std::path::{Path, PathBuf};

mod common;
use common::{TempDir, ok};

/// Four players, one table, one game: Ben loses half 1 and the final, Carl half 2, Anna throws a
/// Schock-Out. Loss points: Anna 0 (a Schock-Out), Dora 0, Carl 1, Ben 2: places 1 to 4.
fn played(dir: &Path) {
    let d = dir.to_str().unwrap();
    ok(&["tournament", "new", d, "--title", "Pokal", "--scoring", "loss-points"]);
    ok(&["tournament", "register", d, "Anna", "Ben", "Carl", "Dora"]);
    ok(&["tournament", "draw", d, "--games", "1"]);
    ok(&["tournament", "card", d, "1", "1", "Ben/Carl/Ben; so:Anna"]);
}

fn pdf_text(path: &Path) -> String {
    let doc = lopdf::Document::load(path).expect("a PDF");
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    doc.extract_text(&pages).unwrap_or_default()
}

/// The certificates as the window prints them (its "Turnier drucken" menu), into the folder.
fn from_the_window(dir: &Path) -> PathBuf {
    let view = OrganiserView::new(dir.to_path_buf(), Vec::new()).without_printer();
    let builder =
        Harness::builder().with_size(egui::vec2(1366.0, 768.0)).with_max_steps(32).with_accessibility_check(false);
    let mut h = builder.with_context_setup(schocken::ui::install_fonts).build_ui_state(
        |ui, view: &mut OrganiserView| {
            schocken_core::i18n::set(schocken_core::i18n::Lang::De);
            view.ui(ui);
        },
        view,
    );
    h.run();
    h.get_by_label("Turnier drucken").click();
    h.run();
    h.get_by_label("Urkunden").click();
    h.run();
    let pdf = dir.join("urkunden.pdf");
    for _ in 0..400 {
        if h.query_by_label_contains("das PDF liegt im Turnierordner").is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.run();
    }
    assert!(pdf.exists(), "the window printed no urkunden.pdf: {:#?}", common::texts(&h));
    pdf
}

/// The window's and the command line's certificates of the folder, as text.
fn both(dir: &Path) -> (String, String) {
    let window = pdf_text(&from_the_window(dir));
    let cli = dir.join("von-der-kommandozeile.pdf");
    ok(&["tournament", "print", dir.to_str().unwrap(), "certificates", "--out", cli.to_str().unwrap()]);
    (window, pdf_text(&cli))
}

#[test]
fn the_windows_certificates_are_the_command_lines_with_prize_money_and_the_schock_out_prize() {
    let dir = TempDir::new("certificates-paid");
    let d = dir.0.to_str().unwrap();
    played(&dir.0);
    ok(&["tournament", "fee", d, "--amount", "5"]);
    for name in ["Anna", "Ben", "Carl", "Dora"] {
        ok(&["tournament", "pay", d, name]);
    }
    ok(&["tournament", "prizes", d, "--shares", "50,30,10", "--schock-out", "10"]);
    let (window, cli) = both(&dir.0);
    assert_eq!(window, cli, "the window's certificates differ from the command line's");
    // The payout list first, then a certificate for each of the three places and the Schock-Out prize.
    assert!(window.contains("Preisgeld") && window.contains("eingenommen 20,00"), "{window}");
    assert_eq!(window.matches("Urkunde").count(), 4, "{window}");
    assert!(window.contains("Schock-Out-Preis") && window.contains("mit 1 Schock-Out"), "{window}");
    // Anna wins place 1 (10 €) and the Schock-Out prize (2 €): each certificate names its own.
    assert!(window.contains("Preisgeld: 10,00") && window.contains("Preisgeld: 2,00"), "{window}");
}

#[test]
fn without_money_taken_both_print_the_same_certificates_the_schock_out_prize_included() {
    let dir = TempDir::new("certificates-free");
    played(&dir.0);
    let (window, cli) = both(&dir.0);
    assert_eq!(window, cli, "the window's certificates differ from the command line's");
    assert_eq!(window.matches("Urkunde").count(), 4, "{window}");
    assert!(window.contains("Schock-Out-Preis") && !window.contains("Preisgeld"), "{window}");
}
