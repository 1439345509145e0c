//! A new evening offers the club's persons (issue 34): names as the registry calls them — a merged
//! spelling as its person, "Dieselben Spieler" too — and registered persons who never sat at a
//! table yet.
//!
//! `cargo test --release --test setup_registry`

mod common;
use common::{TempDir, shows, shows_part};
use eframe::egui::{Key, Modifiers};
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::session::{file, log::Header};
use schocken_core::sim::{Options, simulate};

#[test]
fn a_new_evening_offers_the_registrys_persons_under_their_names() {
    let dir = TempDir::new("setup-registry");
    let header = Header {
        title: Some("Stammtisch".into()),
        started: Some("2026-11-20T19:30:00+01:00".into()),
        place: None,
        tournament: None,
        rules: RuleSet::new(Preset::MainTaunus),
        players: ["Joerg", "Anna", "Ben"].map(String::from).to_vec(),
    };
    let session = simulate(header, &Options { games: 1, ..Options::default() }, 5);
    std::fs::write(dir.0.join("2026-11-20_stammtisch.ron"), file::write(&session)).unwrap();
    let registry = "(format: 1, players: [(name: \"Jörg\", also: [\"Joerg\"]), (name: \"Dora Schmitz\")])";
    std::fs::write(dir.0.join(".spieler.ron"), registry).unwrap();

    let mut h = common::app(&dir.0);
    common::keys::press(&mut h, Modifiers::COMMAND, Key::N);
    shows(&h, "Dieselben Spieler wie letztes Mal (Strg+R): Jörg, Anna, Ben");
    // Registered, never at a table: offered all the same.
    h.root().type_text("dor");
    h.run();
    shows_part(&h, "übernimmt: Dora Schmitz");
    common::keys::press(&mut h, Modifiers::NONE, Key::ArrowDown);
    common::keys::press(&mut h, Modifiers::NONE, Key::Enter);
    shows(&h, "1. Dora Schmitz");
    // The old spelling is the person's, not a second person.
    h.root().type_text("joe");
    h.run();
    shows_part(&h, "übernimmt: Jörg");
}
