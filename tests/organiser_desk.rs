//! The organiser's desk as issue 24 found it, driven headless by the keys and clicks an organiser
//! uses: a draw the table sizes cannot hold is named, time-up asks and can be taken back, the
//! card grid keeps the keyboard and the row in view, the top row keeps its buttons, the till's
//! fields say their unit and an early payout is provisional, Ctrl+G re-words what is on screen,
//! F1 lists the desk's keys in the words of the language, the registration takes the name
//! offered, and the projector crowns the final's winner beside the prize money.
//!
//! `cargo test --release --test organiser_desk`

use eframe::egui::{self, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use schocken::io::{players, time_up, tournament_folder};
use schocken::ui::organiser::OrganiserView;
use schocken::ui::projector::Board;
use schocken_core::i18n::Lang;
use schocken_core::tournament::{RoundNo, TableNo};
use std::cell::Cell;
use std::path::Path;
use std::rc::Rc;

mod common;
use common::{TempDir, ok};

/// The organiser's window at a laptop's size, in the language `lang` holds (changed between
/// frames as Ctrl+G does in the app).
fn window(view: OrganiserView, lang: Rc<Cell<Lang>>) -> Harness<'static, OrganiserView> {
    let builder = Harness::builder().with_size(egui::vec2(1366.0, 768.0)).with_max_steps(32);
    let mut harness = builder.with_context_setup(schocken::ui::install_fonts).build_ui_state(
        move |ui, view: &mut OrganiserView| {
            schocken_core::i18n::set(lang.get());
            view.ui(ui);
        },
        view.without_printer(),
    );
    harness.run();
    harness
}

fn german(view: OrganiserView) -> Harness<'static, OrganiserView> {
    window(view, Rc::new(Cell::new(Lang::De)))
}

fn open(dir: &Path) -> Harness<'static, OrganiserView> {
    german(OrganiserView::new(dir.to_path_buf(), Vec::new()))
}

fn click(h: &mut Harness<'_, OrganiserView>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// A tournament of `n` players ("Spieler 01", …) in `dir`.
fn field(dir: &Path, n: usize) {
    let d = dir.to_str().unwrap();
    ok(&["tournament", "new", d, "--title", "Pokal"]);
    let names: Vec<String> = (1..=n).map(|i| format!("Spieler {i:02}")).collect();
    let mut args = vec!["tournament", "register", d];
    args.extend(names.iter().map(String::as_str));
    ok(&args);
}

/// Frames until `arrived` (work on worker threads arrives in its own time).
fn until(h: &mut Harness<'_, OrganiserView>, arrived: impl Fn(&Harness<'_, OrganiserView>) -> bool) -> bool {
    for _ in 0..400 {
        if arrived(h) {
            return true;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.run();
    }
    arrived(h)
}

#[test]
fn a_draw_the_table_sizes_cannot_hold_is_named_before_it_starts() {
    let dir = TempDir::new("desk-bounds");
    field(&dir.0, 22);
    let mut h = open(&dir.0);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num2);
    h.run();
    click(&mut h, "Runde 1 vorschlagen");
    common::shows_part(&h, "22 Spieler passen nicht an Tische mit 4 Spielern");
    common::shows_part(&h, "Außerhalb: Tisch 1 mit 5 Spielern, Tisch 2 mit 5 Spielern");
    // Said before it is written: nothing is drawn yet.
    let folder = tournament_folder::read(&dir.0).unwrap_or_else(|e| panic!("{}", e.message()));
    assert!(folder.tournament.rounds.is_empty());
}

/// A time-up said by mistake is taken back also after tables recorded it (issue "One folder,
/// one truth", finding 4): the file goes, each table takes back its own `Sudden` (see
/// tests/table_link.rs), and the tables that recorded something after it are named.
#[test]
fn time_up_asks_first_and_is_taken_back_naming_the_tables_that_played_on_sudden() {
    let dir = TempDir::new("desk-time-up");
    field(&dir.0, 8);
    ok(&["tournament", "draw", dir.0.to_str().unwrap()]);
    let mut h = open(&dir.0);
    click(&mut h, "Zeit ist um: Runde 1 scharf");
    assert!(!time_up::announced(&dir.0, RoundNo::FIRST), "asked first");
    common::shows(&h, "Runde 1 scharf?");
    click(&mut h, "Nein");
    assert!(!time_up::announced(&dir.0, RoundNo::FIRST));
    click(&mut h, "Zeit ist um: Runde 1 scharf");
    click(&mut h, "Ja, scharf");
    assert!(time_up::announced(&dir.0, RoundNo::FIRST));
    // Said by mistake: taken back.
    click(&mut h, "Zurücknehmen");
    assert!(!time_up::announced(&dir.0, RoundNo::FIRST));
    common::shows_part(&h, "„scharf“ zurückgenommen — jeder Tisch nimmt es selbst zurück");
    click(&mut h, "Zeit ist um: Runde 1 scharf");
    click(&mut h, "Ja, scharf");
    // Table 1's laptop records it (nothing after it); table 2 recorded it and went on.
    for (table, after) in [
        (TableNo::FIRST, None),
        (TableNo::new(2).unwrap(), Some(schocken_core::session::event::Event::Note("weiter".into()))),
    ] {
        let mut session = tournament_folder::new_table_session(&dir.0, RoundNo::FIRST, table).unwrap();
        session.push(schocken_core::session::event::Event::Sudden).unwrap();
        if let Some(event) = after {
            session.push(event).unwrap();
        }
        schocken::io::store::save(&tournament_folder::table_session_path(&dir.0, RoundNo::FIRST, table), &session)
            .unwrap();
    }
    click(&mut h, "Zurücknehmen");
    assert!(!time_up::announced(&dir.0, RoundNo::FIRST), "withdrawn all the same");
    common::shows_part(&h, "Tisch 2 hat schon scharf gespielt und bleibt scharf");
}

/// The accessibility bounds of the widget named `label`.
fn bounds(h: &Harness<'_, OrganiserView>, label: &str) -> egui::Rect {
    let b = h.get_by_label(label).accesskit_node().bounding_box().expect("on screen");
    egui::Rect::from_min_max(egui::pos2(b.x0 as f32, b.y0 as f32), egui::pos2(b.x1 as f32, b.y1 as f32))
}

fn value(h: &Harness<'_, OrganiserView>, label: &str) -> String {
    h.get_by_label(label).accesskit_node().value().unwrap_or_default().to_string()
}

#[test]
fn the_card_grid_switches_tables_by_number_and_tab_and_keeps_the_keyboard_and_the_row_in_view() {
    let dir = TempDir::new("desk-card");
    field(&dir.0, 20);
    ok(&["tournament", "draw", dir.0.to_str().unwrap(), "--games", "20"]);
    let mut h = open(&dir.0);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num3);
    h.run();
    common::shows(&h, "Karte von Runde 1, Tisch 1");
    h.get_by_label("Tisch Nr.").click();
    h.run();
    h.root().type_text("5");
    h.key_press(Key::Tab);
    h.run();
    common::shows(&h, "Karte von Runde 1, Tisch 5");
    // The first cell has the keyboard; a card refused keeps it there.
    h.root().type_text("999");
    h.key_press(Key::Enter);
    h.run();
    h.root().type_text("1");
    h.run();
    assert_eq!(value(&h, "Spiel 1 1. Hälfte"), "9991", "the keyboard stayed in the grid");
    // Tab walks down the card (egui keeps the cell tabbed to in view by itself)…
    for _ in 0..15 {
        for _ in 0..4 {
            h.key_press(Key::Tab);
        }
        h.run();
        h.root().type_text("9");
        h.run();
    }
    assert_eq!(value(&h, "Spiel 16 1. Hälfte"), "9");
    // …and where the window puts the keyboard itself — the first empty row of a half-typed card
    // taken up again — that row is scrolled into view too, before anything is typed.
    for table in ["4", "5"] {
        h.get_by_label("Tisch Nr.").click();
        h.run();
        h.root().type_text(table);
        h.key_press(Key::Tab);
        h.run();
    }
    common::shows(&h, "Karte von Runde 1, Tisch 5");
    let cell = bounds(&h, "Spiel 17 1. Hälfte");
    assert!(cell.bottom() <= 768.0 - 40.0, "row 17 is out of sight: {cell:?}");
    h.root().type_text("3");
    h.run();
    assert_eq!(value(&h, "Spiel 17 1. Hälfte"), "3", "row 17 has the keyboard");
}

#[test]
fn a_long_print_message_leaves_the_buttons_in_the_window() {
    let dir = TempDir::new(&format!("desk-print-{}", "sehr-langer-ordnername-".repeat(8)));
    field(&dir.0, 8);
    let mut h = open(&dir.0);
    click(&mut h, "Turnier drucken");
    click(&mut h, "Meldebogen");
    let told = |h: &Harness<'_, OrganiserView>| h.query_by_label_contains("das PDF liegt im Turnierordner").is_some();
    assert!(until(&mut h, told), "{:#?}", common::texts(&h));
    for button in ["Tabelle speichern …", "Turnier drucken", "← Startseite"] {
        let rect = bounds(&h, button);
        assert!(rect.right() <= 1366.0, "{button} is pushed out: {rect:?}");
    }
}

#[test]
fn the_till_says_its_units_and_an_early_payout_is_provisional() {
    let dir = TempDir::new("desk-till");
    field(&dir.0, 4);
    let d = dir.0.to_str().unwrap();
    ok(&["tournament", "fee", d, "--amount", "5"]);
    ok(&["tournament", "pay", d, "Spieler 01", "paid"]);
    let mut h = open(&dir.0);
    assert!(h.query_by_label("Schock-Out-Preis (%)").is_some(), "{:#?}", common::texts(&h));
    click(&mut h, "feste Beträge in €");
    assert!(h.query_by_label("Schock-Out-Preis (€)").is_some());
    assert!(h.query_by_label("Plätze (€)").is_some());
    common::shows_part(&h, "Preisgeld (vorläufig) — eingenommen 5,00");
    let said = ok(&["tournament", "payout", d]);
    assert!(said.lines().next().unwrap().contains("(vorläufig)"), "{said}");
}

#[test]
fn ctrl_g_rewords_what_is_on_screen_and_the_amounts() {
    let dir = TempDir::new("desk-language");
    field(&dir.0, 4);
    let lang = Rc::new(Cell::new(Lang::De));
    let mut h = window(OrganiserView::new(dir.0.clone(), Vec::new()), lang.clone());
    h.get_by_label("Startgeld (€)").click();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.root().type_text("1234,5");
    h.key_press(Key::Enter);
    h.run();
    common::shows(&h, "Startgeld 1.234,50\u{a0}€");
    lang.set(Lang::En);
    h.run();
    common::shows(&h, "Entry fee €1,234.50");
    assert_eq!(value(&h, "Entry fee (€)"), "1,234.50");
    h.get_by_label("↶ Undo").click();
    h.run();
    common::shows(&h, "Undone: Entry fee €1,234.50");
    lang.set(Lang::De);
    h.run();
    common::shows(&h, "Rückgängig gemacht: Startgeld 1.234,50\u{a0}€");
}

#[test]
fn f1_lists_the_desks_keys_with_the_languages_word_for_ctrl() {
    let sessions = TempDir::new("desk-help");
    let tournament = TempDir::new("desk-help-t");
    field(&tournament.0, 4);
    let mut app = common::app(&sessions.0);
    app.state_mut().open_tournament(tournament.0.clone());
    app.run();
    app.key_press(Key::F1);
    app.run();
    for (lang, ctrl, other) in [(Lang::De, "Strg", "Ctrl"), (Lang::En, "Ctrl", "Strg")] {
        if app.state().lang() != lang {
            app.key_press_modifiers(Modifiers::COMMAND, Key::G);
            app.run();
        }
        assert_eq!(app.state().lang(), lang);
        let texts = common::texts(&app);
        // Each of the desk's keys is a row of the command table, its key written in the language.
        for keys in ["+B", "+O", "+E", "+Y", "+Z", "+1", "+4", "+G"] {
            assert!(
                texts.iter().any(|t| t == &format!("{ctrl}{keys}") || t.ends_with(&format!(" {ctrl}{keys}"))),
                "{lang:?}: no {ctrl}{keys}: {texts:#?}"
            );
        }
        let help: Vec<&String> = texts.iter().filter(|t| t.contains(&format!("{other}+"))).collect();
        assert!(help.is_empty(), "{lang:?} says {other}: {help:?}");
        // The registry question's and the rename's keys, then the projector's (its own window's).
        let rows: &[(&str, &str)] = match lang {
            Lang::De => &[("Anmelden, Karte speichern", "Enter"), ("Nein, abbrechen", "Esc"), ("Schwarz", "B")],
            Lang::En => &[("Register, save the card", "Enter"), ("No, cancel", "Esc"), ("Close projector", "Esc")],
        };
        common::help_lists(&app, rows);
    }
}

#[test]
fn registration_takes_the_name_offered_and_the_registry_learns_it() {
    let dir = TempDir::new("desk-registry");
    let registry = dir.0.join(".spieler.ron");
    std::fs::write(&registry, "Players(format: 1, players: [(name: \"Jürgen Müller\"), (name: \"Anna\")])").unwrap();
    let tournament = dir.0.join("pokal");
    std::fs::create_dir_all(&tournament).unwrap();
    // The window starts at the new-tournament form: the tournament it makes learns names too.
    let view = OrganiserView::with_registry(tournament.clone(), registry.clone(), vec!["Zoë Schmitt".into()]);
    let mut h = german(view);
    click(&mut h, "Turnier anlegen");
    h.get_by_label("Name").click();
    h.run();
    h.root().type_text("jurg");
    h.run();
    assert!(h.query_by_label("Jürgen Müller").is_some(), "offered: {:#?}", common::texts(&h));
    h.key_press(Key::Enter);
    h.run();
    // An arrow picks another; Esc leaves the name as typed.
    h.root().type_text("zo");
    h.run();
    h.key_press(Key::ArrowDown);
    h.key_press(Key::Enter);
    h.run();
    // Zoë is new to the club's registry: the window asks once; Enter says yes.
    common::shows_part(&h, "„Zoë Schmitt“ ist neu: in die Spielerliste des Vereins aufnehmen?");
    assert!(!players::read(&registry).unwrap().knows("Zoë Schmitt"), "asked before written");
    h.key_press(Key::Enter);
    h.run();
    assert!(h.query_all_by_label_contains("ist neu:").next().is_none(), "answered");
    // A fee key takes the highlighted name too, and marks his fee.
    h.root().type_text("ann");
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run();
    h.root().type_text("Bert");
    h.run();
    h.key_press(Key::Enter);
    h.run();
    let folder = tournament_folder::read(&tournament).unwrap_or_else(|e| panic!("{}", e.message()));
    let names: Vec<&str> = folder.tournament.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Jürgen Müller", "Zoë Schmitt", "Anna", "Bert"]);
    let cash = schocken::io::cash::read(&tournament).unwrap();
    assert_eq!(cash.payment("Anna").status(), schocken_core::tournament::fees::Status::Paid);
    let known = players::read(&registry).unwrap().names();
    for name in ["Jürgen Müller", "Zoë Schmitt", "Bert"] {
        assert!(known.iter().any(|k| k == name), "{name} not learnt: {known:?}");
    }
}

#[test]
fn the_projector_crowns_the_finals_winner_and_shows_the_prize_money() {
    let dir = TempDir::new("desk-final");
    let demo = Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions/turnier-demo");
    for entry in std::fs::read_dir(&demo).unwrap() {
        let path = entry.unwrap().path();
        std::fs::copy(&path, dir.0.join(path.file_name().unwrap())).unwrap();
    }
    let d = dir.0.to_str().unwrap();
    // The two who went on from round 4 play the final: one game, one life.
    ok(&["tournament", "draw", d, "--knockout", "1:1", "--top", "2"]);
    let folder = tournament_folder::read(&dir.0).unwrap_or_else(|e| panic!("{}", e.message()));
    let t = &folder.tournament;
    let final_table = &t.rounds[4].tables[0].players;
    let (loser, winner) = (t.players[final_table[0]].name.clone(), t.players[final_table[1]].name.clone());
    ok(&["tournament", "card", d, "5", "1", &format!("{loser}/{loser}")]);
    ok(&["tournament", "fee", d, "--amount", "10"]);
    for p in &t.players {
        ok(&["tournament", "pay", d, &p.name, "paid"]);
    }
    schocken_core::i18n::set(Lang::De);
    let board: Board = schocken::ui::projector::window::read_board(&dir.0).unwrap();
    let first = &board.standings[0];
    assert_eq!((first.place, first.name.as_str(), first.winner), (1, winner.as_str(), true));
    let lines = board.prize_lines();
    assert_eq!(lines[0], format!("Sieger: {winner}"));
    // 28 × 10 € = 280 €, half of it for place 1.
    assert!(lines.contains(&format!("1. Platz: {winner} — 140,00\u{a0}€")), "{lines:#?}");
    assert!(!board.provisional);
}

/// "No" to the question registers the player in the tournament only: the club's registry is
/// never written, and the window does not ask again.
#[test]
fn the_registry_learns_nothing_where_the_organiser_says_no() {
    let dir = TempDir::new("desk-registry-no");
    let registry = dir.0.join(".spieler.ron");
    let before = "Players(format: 1, players: [(name: \"Anna\")])";
    std::fs::write(&registry, before).unwrap();
    let tournament = dir.0.join("pokal");
    std::fs::create_dir_all(&tournament).unwrap();
    let view = OrganiserView::with_registry(tournament.clone(), registry.clone(), Vec::new());
    let mut h = german(view);
    click(&mut h, "Turnier anlegen");
    h.get_by_label("Name").click();
    h.run();
    h.root().type_text("Bert");
    h.run();
    h.key_press(Key::Enter);
    h.run();
    common::shows_part(&h, "„Bert“ ist neu: in die Spielerliste des Vereins aufnehmen?");
    h.key_press(Key::Escape);
    h.run();
    assert!(h.query_all_by_label_contains("ist neu:").next().is_none(), "answered");
    for name in ["Cora", "Anna"] {
        h.root().type_text(name);
        h.run();
        h.key_press(Key::Enter);
        h.run();
    }
    assert!(h.query_all_by_label_contains("ist neu:").next().is_none(), "asked once");
    let folder = tournament_folder::read(&tournament).unwrap_or_else(|e| panic!("{}", e.message()));
    let names: Vec<&str> = folder.tournament.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Bert", "Cora", "Anna"]);
    assert_eq!(std::fs::read_to_string(&registry).unwrap(), before, "the registry stays as it was");
}

/// Issue 34: after the final (a knock-out table of one winner, decided) the draw page says who
/// won and offers no next round.
#[test]
fn after_the_final_no_next_round_is_offered() {
    let dir = TempDir::new("desk-final");
    std::fs::write(
        dir.0.join("turnier.ron"),
        r#"Tournament(format: 1, title: "Pokal", rules: (preset: "main-taunus"), scoring: LossPoints, events: [
            Register(name: "Anna"), Register(name: "Ben"),
            Draw(round: 1, kind: KnockOut(lives: 1, advance: 1), games: 0, tables: [["Anna", "Ben"]]),
            Card(round: 1, table: 1, games: [(half1: "Ben", half2: "Ben")]),
        ])"#,
    )
    .unwrap();
    let mut h = open(&dir.0);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num2);
    h.run();
    common::shows(&h, "Das Finale ist entschieden: Anna hat das Turnier gewonnen.");
    assert!(h.query_by_label("Runde 2 auslosen").is_none(), "no next round after the final");
    assert!(h.query_by_label("Runde 2 vorschlagen").is_none(), "no next round after the final");
}

/// The text of the tooltip over `label`'s widget (hovered until it shows).
fn tooltip(h: &mut Harness<'_, OrganiserView>, label: &str, part: &str) -> String {
    h.get_by_label(label).hover();
    for _ in 0..60 {
        h.step();
        if let Some(found) = h.query_all_by_label_contains(part).next() {
            return found.accesskit_node().label().or(found.accesskit_node().value()).unwrap_or_default();
        }
    }
    panic!("no tooltip with {part:?} over {label}: {:#?}", common::texts(h));
}

#[test]
fn the_registry_question_rename_and_projector_name_their_keys_from_the_command_table() {
    let dir = TempDir::new("desk-keys");
    let registry = dir.0.join(".spieler.ron");
    std::fs::write(&registry, "Players(format: 1, players: [(name: \"Anna\")])").unwrap();
    let tournament = dir.0.join("pokal");
    field(&tournament, 2);
    let lang = Rc::new(Cell::new(Lang::De));
    let view = OrganiserView::with_registry(tournament.clone(), registry.clone(), vec!["Anna".into()]);
    let mut h = window(view, lang.clone());
    h.get_by_label("Name").click();
    h.run();
    h.root().type_text("Bert");
    h.key_press(Key::Enter);
    h.run();
    // The question names Cmd::TypedEnter's and Cmd::TypedEscape's keys, in either language.
    common::shows_part(
        &h,
        "„Bert“ ist neu: in die Spielerliste des Vereins aufnehmen? (Enter: ja · Esc: nein, nur im Turnier)",
    );
    lang.set(Lang::En);
    h.run();
    common::shows_part(
        &h,
        "\"Bert\" is new: add to the club's player list? (Enter: yes · Esc: no, this tournament only)",
    );
    // The rename's pencil and the projector's buttons say their keys (the projector's rows).
    let rename = tooltip(&mut h, "rename Spieler 01", "Correct the spelling");
    assert!(rename.ends_with("(Enter takes it, Esc cancels)"), "{rename}");
    let blank = tooltip(&mut h, "Blank", "(B on the projector)");
    assert!(blank.starts_with("The projector shows nothing"), "{blank}");
    lang.set(Lang::De);
    h.run();
    let freeze = tooltip(&mut h, "Standbild", "(F am Beamer)");
    assert!(freeze.starts_with("Der Beamer hält das Bild an"), "{freeze}");
    let open = tooltip(&mut h, "Beamer", "Esc dort schließt ihn");
    assert!(open.starts_with("Öffnet den Beamer"), "{open}");
    // Esc says no: the name stays in the tournament only; the question is gone.
    h.get_by_label("Name").click();
    h.run();
    h.key_press(Key::Escape);
    h.run();
    assert!(h.query_all_by_label_contains("ist neu:").next().is_none(), "answered: {:#?}", common::texts(&h));
    assert!(!players::read(&registry).unwrap().knows("Bert"), "no means not learnt");
    let folder = tournament_folder::read(&tournament).unwrap_or_else(|e| panic!("{}", e.message()));
    assert!(folder.tournament.players.iter().any(|p| p.name == "Bert"));
}
