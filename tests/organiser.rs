//! The organiser's window (issue 11) driven headless through egui_kittest, by the labels an
//! organiser reads and the keys he presses: a tournament made, players registered by keys, a
//! round drawn and started, a card typed, the standings seen. After each step `turnier.ron` on
//! disk is read back and checked; refusals are shown and change nothing.
//!
//! `cargo test --release --test organiser`

use eframe::egui::{
    self, Key, Modifiers,
    accesskit::{self, Role},
};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use schocken::io::tournament_folder;
use schocken::ui::organiser::OrganiserView;
use schocken::ui::projector::{Board, Projector, Standing};
use schocken_core::i18n::Lang;
use schocken_core::tournament::file::{Event, Games, RoundKind, Scoring, TournamentFile};
use schocken_core::tournament::knockout::Alive;
use schocken_core::tournament::replay::Source;
use std::path::Path;

mod common;
use common::TempDir;

struct Window {
    harness: Harness<'static, OrganiserView>,
}

impl Window {
    /// The organiser's window over `dir` at a laptop's size, in German.
    fn open(dir: &Path, known: &[&str]) -> Window {
        Window::open_in(dir, known, Lang::De)
    }

    fn open_in(dir: &Path, known: &[&str], lang: Lang) -> Window {
        Window::with(OrganiserView::new(dir.to_path_buf(), known.iter().map(|s| s.to_string()).collect()), lang)
    }

    fn with(view: OrganiserView, lang: Lang) -> Window {
        // The folder's watcher wakes the window when its own saves (or a table's file) land:
        // a few more frames than egui's default before it settles.
        let harness = Harness::builder()
            .with_size(egui::vec2(1366.0, 768.0))
            .with_max_steps(32)
            .with_context_setup(fonts)
            .build_ui_state(
                move |ui, view: &mut OrganiserView| {
                    schocken_core::i18n::set(lang);
                    view.ui(ui);
                },
                view,
            );
        let mut w = Window { harness };
        w.run();
        w
    }

    fn run(&mut self) {
        self.harness.run();
    }

    /// Proposes round `round`, confirming where the window asks first (tables of the last round
    /// without results, a knock-out cut through a shared place).
    fn propose(&mut self, round: u32) {
        self.click(&format!("Runde {round} vorschlagen"));
        let anyway = format!("Trotzdem Runde {round} vorschlagen");
        if self.harness.query_by_label(&anyway).is_some() {
            self.click(&anyway);
        }
    }

    fn click(&mut self, label: &str) {
        self.harness.get_by_label(label).click();
        self.run();
    }

    fn ctrl(&mut self, key: Key) {
        self.harness.key_press_modifiers(Modifiers::COMMAND, key);
        self.run();
    }

    /// Types into the focused field, then Enter.
    fn enter(&mut self, text: &str) {
        self.harness.root().type_text(text);
        self.harness.key_press(Key::Enter);
        self.run();
    }

    /// Clicks into the text field named `name`, types `text` (after what is there).
    fn type_into(&mut self, name: &str, text: &str) {
        self.harness.get_by_label(name).click();
        self.run();
        self.harness.root().type_text(text);
        self.run();
    }

    /// Clicks into the text field named `name` and replaces what is there by `text`.
    fn replace_in(&mut self, name: &str, text: &str) {
        self.harness.get_by_label(name).click();
        self.run();
        self.harness.key_press_modifiers(Modifiers::COMMAND, Key::A);
        self.harness.root().type_text(text);
        self.run();
    }

    #[track_caller]
    fn shows(&self, text: &str) {
        common::shows(&self.harness, text);
    }

    #[track_caller]
    fn shows_part(&self, part: &str) {
        common::shows_part(&self.harness, part);
    }
}

/// The app's fonts and text sizes (`ui::App` installs them; the window is not wired into the app
/// yet): DejaVu Sans as the fallback for arrows and signs egui's own font lacks.
fn fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    let dejavu = include_bytes!("../assets/fonts/DejaVuSans.ttf");
    fonts.font_data.insert("dejavu".into(), std::sync::Arc::new(egui::FontData::from_static(dejavu)));
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts.families.entry(family).or_default().push("dejavu".into());
    }
    ctx.set_fonts(fonts);
    ctx.all_styles_mut(|style| {
        style.text_styles.insert(egui::TextStyle::Body, egui::FontId::proportional(16.0));
        style.text_styles.insert(egui::TextStyle::Button, egui::FontId::proportional(16.0));
    });
}

/// `turnier.ron` as it is on disk (and it replays).
#[track_caller]
fn on_disk(dir: &Path) -> TournamentFile {
    tournament_folder::read(dir).unwrap_or_else(|e| panic!("{}", e.message())).file
}

fn registered(f: &TournamentFile) -> Vec<(String, Option<String>)> {
    f.events
        .iter()
        .filter_map(|e| match e {
            Event::Register { name, team } => Some((name.clone(), team.clone())),
            _ => None,
        })
        .collect()
}

/// The tables of the latest draw on disk.
fn drawn(f: &TournamentFile) -> (u32, RoundKind, Vec<Vec<String>>) {
    f.events
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::Draw { round, kind, tables, .. } => Some((round.get(), *kind, tables.clone())),
            _ => None,
        })
        .expect("a draw")
}

/// A start number as the window shows it: the place in the registration order, from 1.
fn number(f: &TournamentFile, name: &str) -> String {
    (registered(f).iter().position(|(n, _)| n == name).expect("registered") + 1).to_string()
}

const NAMES: [&str; 8] = ["Anna", "Ben", "Carl", "Dora", "Emil", "Frieda", "Gustav", "Hanna"];

/// A new tournament in `dir` with the eight players registered by keys (Ben and Carl of one team).
fn tournament_of_eight(dir: &Path) -> Window {
    let mut w = Window::open(dir, &["Ida Müller", "anna"]);
    w.shows("Neues Turnier");
    w.type_into("Titel", "Herbstturnier");
    w.type_into("Ort", "Zur Linde");
    w.click("Verlustpunkte");
    w.click("Turnier anlegen");
    let f = on_disk(dir);
    assert_eq!(f.title.as_deref(), Some("Herbstturnier"));
    assert_eq!(f.place.as_deref(), Some("Zur Linde"));
    assert_eq!(f.scoring, Scoring::LossPoints);
    assert!(f.events.is_empty());

    // The name field has the focus: type a name, Enter, the next.
    for name in NAMES {
        if name == "Ben" || name == "Carl" {
            continue;
        }
        w.enter(name);
        assert_eq!(registered(&on_disk(dir)).last().map(|(n, _)| n.as_str()), Some(name));
    }
    // A team: the name, then the team field, Enter.
    for name in ["Ben", "Carl"] {
        w.type_into("Name", name);
        w.type_into("Mannschaft", "Kegelclub");
        w.harness.key_press(Key::Enter);
        w.run();
    }
    let f = on_disk(dir);
    assert_eq!(registered(&f).len(), 8);
    assert_eq!(registered(&f)[6], ("Ben".to_string(), Some("Kegelclub".to_string())));
    assert_eq!(registered(&f)[7], ("Carl".to_string(), Some("Kegelclub".to_string())));
    assert_eq!(registered(&f)[0], ("Anna".to_string(), None));
    w.shows("Carl ist angemeldet, Startnummer 8");
    w.shows("8 Spieler angemeldet");
    w
}

#[test]
fn register_draw_enter_a_card_and_see_the_standings() {
    let dir = TempDir::new("whole");
    let mut w = tournament_of_eight(&dir.0);

    // The same name again, in other case and spacing, is refused; the file stays as it was.
    let before = std::fs::read(dir.0.join("turnier.ron")).unwrap();
    w.type_into("Name", "  dora ");
    w.harness.key_press(Key::Enter);
    w.run();
    w.shows("„dora“ ist schon angemeldet (als „Dora“)");
    assert_eq!(std::fs::read(dir.0.join("turnier.ron")).unwrap(), before);
    // The refused name stays in the field to be corrected.
    for _ in 0.."  dora ".len() {
        w.harness.key_press(Key::Backspace);
    }
    w.run();

    // Names of past evenings are offered while typing.
    w.type_into("Name", "ida");
    w.click("Ida Müller");
    assert_eq!(registered(&on_disk(&dir.0)).last().unwrap().0, "Ida Müller");
    w.shows("9 Spieler angemeldet");

    // Ida withdraws: she is in no draw.
    w.click("Ida Müller abmelden");
    assert!(on_disk(&dir.0).events.contains(&Event::Withdraw("Ida Müller".into())));
    w.shows("8 Spieler angemeldet, 1 abgemeldet");
    // Taken back, and given again.
    w.click("Ida Müller wieder dabei");
    assert!(!on_disk(&dir.0).events.contains(&Event::Withdraw("Ida Müller".into())));
    w.shows("Ida Müller ist wieder dabei");
    w.click("Ida Müller abmelden");
    w.shows("8 Spieler angemeldet, 1 abgemeldet");

    // The draw: proposed, two players swapped by their start numbers, started.
    w.ctrl(Key::Num2);
    w.click("Runde 1 vorschlagen");
    w.shows("Vorschlag für Runde 1");
    w.shows("Tisch 2");
    assert!(!on_disk(&dir.0).events.iter().any(|e| matches!(e, Event::Draw { .. })), "a proposal is not saved");
    w.type_into("Tauschen:", "1 2");
    w.harness.key_press(Key::Enter);
    w.run();
    w.shows("Anna und Dora haben die Plätze getauscht");
    w.click("Runde 1 starten");
    let f = on_disk(&dir.0);
    let (round, kind, tables) = drawn(&f);
    assert_eq!((round, kind.is_points()), (1, true));
    assert_eq!(tables.len(), 2);
    assert!(tables.iter().all(|t| t.len() == 4));
    assert!(!tables.iter().flatten().any(|n| n == "Ida Müller"));
    // Team-mates apart.
    let ben = tables.iter().position(|t| t.contains(&"Ben".to_string())).unwrap();
    assert!(!tables[ben].contains(&"Carl".to_string()));
    w.shows("Runde 1 ist ausgelost");

    // Now Ida cannot come back: round 1 was drawn without her.
    w.ctrl(Key::Num1);
    let before = std::fs::read(dir.0.join("turnier.ron")).unwrap();
    w.click("Ida Müller wieder dabei");
    w.shows_part("Ida Müller fehlt in der Auslosung");
    assert_eq!(std::fs::read(dir.0.join("turnier.ron")).unwrap(), before);
    w.ctrl(Key::Num2);

    // Before any card, a re-draw rewrites the round's draw in place.
    w.click("Neu auslosen");
    let again = on_disk(&dir.0);
    assert_eq!(again.events.iter().filter(|e| matches!(e, Event::Draw { .. })).count(), 1);
    let (_, _, tables) = drawn(&again);

    // Table 1's card by keys: start numbers and initials; the window starts in game 1, half 1.
    w.ctrl(Key::Num3);
    w.shows("0 von 2 Tischen fertig");
    w.shows("Karte von Runde 1, Tisch 1");
    // The hint names the key that saves from the command table.
    w.shows_part("Enter speichert.");
    let t1 = &tables[0];
    let (a, b) = (number(&again, &t1[0]), number(&again, &t1[1]));
    w.harness.root().type_text(&a);
    w.harness.key_press(Key::Tab);
    w.harness.root().type_text(&t1[1][..2].to_lowercase());
    w.harness.key_press(Key::Tab);
    w.harness.root().type_text(&b);
    w.harness.key_press(Key::Tab);
    w.enter(&a);
    let f = on_disk(&dir.0);
    let card = f.events.iter().find_map(|e| match e {
        Event::Card { round, table, games } if (round.get(), table.get()) == (1, 1) => Some(games.clone()),
        _ => None,
    });
    let games = card.expect("the card is saved");
    assert_eq!(games.len(), 1);
    assert_eq!((&games[0].half1, &games[0].half2), (&t1[0], &t1[1]));
    assert_eq!(games[0].final_.as_ref(), Some(&t1[1]));
    assert_eq!(games[0].schock_outs, [t1[0].clone()]);
    w.shows("Karte von Runde 1, Tisch 1 gespeichert");
    w.shows("Tisch 1 · 1 Spiel");

    // Game 2, where the keyboard now is: a Durchmarsch with a final is refused on the spot, and
    // Enter saves nothing.
    let before = std::fs::read(dir.0.join("turnier.ron")).unwrap();
    w.harness.root().type_text(&a);
    w.harness.key_press(Key::Tab);
    w.harness.root().type_text(&a);
    w.harness.key_press(Key::Tab);
    w.harness.root().type_text(&b);
    w.run();
    w.shows("Spiel 2: beide Hälften verlor derselbe Spieler (Durchmarsch), ein Finale gibt es nicht");
    w.harness.key_press(Key::Enter);
    w.run();
    assert_eq!(std::fs::read(dir.0.join("turnier.ron")).unwrap(), before);
    // A player of another table is no one here.
    w.type_into("Spiel 2 Schock-Outs", " 99");
    w.shows("Spiel 2: „99“ sitzt nicht an diesem Tisch");

    // The standings: the loser of game 1 has lost a half and the game (loss points: 3 on the card's
    // first line he lost), the others are ahead.
    w.ctrl(Key::Num4);
    w.shows("Rangliste");
    w.shows("Preise");
    w.shows_part(&format!("Schock-Out-Preis (1 Schock-Out): {}", t1[0]));
    w.shows("Kegelclub");
    let folder = tournament_folder::read(&dir.0).unwrap();
    let last = folder.standings.rows.last().unwrap();
    assert_eq!(folder.tournament.players[last.player].name, t1[1]);
    assert_eq!(last.points, 2);
}

#[test]
fn a_knockout_round_seats_the_best_in_a_snake() {
    let dir = TempDir::new("knockout");
    let mut w = tournament_of_eight(&dir.0);
    w.ctrl(Key::Num2);
    w.click("Runde 1 vorschlagen");
    w.click("Runde 1 starten");
    // Both tables' cards: one Durchmarsch each by the first seat.
    let f = on_disk(&dir.0);
    let (_, _, tables) = drawn(&f);
    w.ctrl(Key::Num3);
    for (i, table) in tables.iter().enumerate() {
        if i > 0 {
            w.type_into("Tisch Nr.", &(i + 1).to_string());
            w.harness.key_press(Key::Enter);
            w.run();
        }
        let first = number(&f, &table[0]);
        w.type_into("Spiel 1 1. Hälfte", &first);
        w.type_into("Spiel 1 2. Hälfte", &first);
        w.harness.key_press(Key::Enter);
        w.run();
        w.shows(&format!("Karte von Runde 1, Tisch {} gespeichert", i + 1));
    }
    let folder = tournament_folder::read(&dir.0).unwrap();
    let best: Vec<String> =
        folder.standings.rows.iter().take(4).map(|r| folder.tournament.players[r.player].name.clone()).collect();

    w.ctrl(Key::Num2);
    w.click("K.-o.-Runde");
    w.harness.get_by_label("Die Besten der Rangliste").set_value_accesskit(4.0);
    w.run();
    w.shows(&format!("Dabei: {}", best.join(", ")));
    w.propose(2);
    w.click("Runde 2 starten");
    let (round, kind, tables) = drawn(&on_disk(&dir.0));
    assert_eq!((round, kind), (2, RoundKind::KnockOut { lives: 2, advance: 1 }));
    // Four qualifiers at tables of 4: one table, seated by place.
    assert_eq!(tables, vec![best]);
    w.ctrl(Key::Num3);
    w.shows("Runde 2");
    w.shows("0 von 1 Tisch fertig");
}

#[test]
fn a_folder_has_one_organiser_and_an_existing_tournament_opens() {
    let dir = TempDir::new("existing");
    let case =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conformance/tournament/cases/02_loss_points_ties_teams");
    let source = std::fs::read_to_string(case.join("turnier.ron")).unwrap();
    std::fs::write(dir.0.join("turnier.ron"), &source).unwrap();
    let mut first = Window::open(&dir.0, &[]);
    first.ctrl(Key::Num4);
    first.shows("8. Schockturnier Gonzerath");
    first.shows("Alte Herren");
    first.shows_part("Schock-Out-Preis (1 Schock-Out): Anna");
    let second = Window::open(&dir.0, &[]);
    second.shows("Dieses Turnier kann hier nicht geführt werden");
    // It says why (the tournament, not an evening, is open elsewhere) and shows the tournament.
    second.shows_part("Dieses Turnier ist schon in einem anderen Fenster geöffnet");
    second.shows_part("8. Schockturnier Gonzerath");
    second.shows_part("Anna");
    assert_eq!(std::fs::read_to_string(dir.0.join("turnier.ron")).unwrap(), source, "opening writes nothing");
}

#[test]
fn a_new_tournament_needs_its_agreed_rules_and_a_readable_date() {
    let dir = TempDir::new("new");
    let folder = dir.0.join("turnier-2027");
    let mut w = Window::open(&folder, &[]);
    w.click("Regelwerk der Tische");
    w.click("Obertiefenbach");
    w.shows("Bitte vereinbaren: Schock-Out aus der Hand kostet einen Strich");
    w.click("Turnier anlegen");
    assert!(!folder.join("turnier.ron").exists(), "not made before the rules are agreed");
    w.click("ja");
    w.replace_in("Datum", "31.02.2027");
    w.click("Turnier anlegen");
    w.shows("Datum (TT.MM.JJJJ) oder Uhrzeit (HH:MM) ist nicht lesbar");
    assert!(!folder.join("turnier.ron").exists());
    w.replace_in("Datum", "17.02.2027");
    w.harness.get_by_label("bis").set_value_accesskit(5.0);
    w.run();
    w.click("Turnier anlegen");
    let f = on_disk(&folder);
    assert_eq!(f.rules.preset.id(), "obertiefenbach");
    assert!(f.started.as_deref().is_some_and(|s| s.starts_with("2027-02-17T")), "{:?}", f.started);
    assert!(f.rules.rules().schock_out_from_hand_round);
    assert!(f.discs.is_empty(), "the rule set's discs at every size are not written");
    w.shows("Anmeldung");
}

/// A club's big evening: 200 players (long names, teams of four), round 1 drawn at 50 tables,
/// table 1's card typed where the scheme needs no more than the losers.
fn big_tournament(dir: &Path, scoring: Scoring) {
    let players: Vec<String> = (1..=200).map(|i| format!("Maximiliane Mustermann-Schulze {i:03}")).collect();
    let mut events: Vec<Event> = players
        .iter()
        .enumerate()
        .map(|(i, name)| Event::Register { name: name.clone(), team: Some(format!("Kegelclub Gut Holz {}", i % 50)) })
        .collect();
    let tables: Vec<Vec<String>> = (0..50).map(|t| (0..4).map(|s| players[s * 50 + t].clone()).collect()).collect();
    let t1 = tables[0].clone();
    events.push(Event::Draw {
        round: rn(1),
        kind: RoundKind::Points { games: Games::new(5).unwrap() },
        tables,
        seed: Some(7),
    });
    let game = |loser: &String| schocken_core::tournament::file::CardGame {
        half1: loser.clone(),
        half2: loser.clone(),
        schock_outs: vec![t1[1].clone()],
        ..Default::default()
    };
    if !scoring.needs_exits() && !scoring.needs_points() {
        events.push(Event::Card { round: rn(1), table: tn(1), games: vec![game(&t1[0]), game(&t1[2])] });
    }
    let file = TournamentFile {
        title: Some("Großes Schockturnier der Vereinsgemeinschaft Gonzerath".into()),
        started: Some("2027-02-17T19:30:00+01:00".into()),
        place: Some("Gasthaus Zum Haardtkopf".into()),
        rules: schocken_core::rules::preset::RuleSet::new(schocken_core::rules::preset::Preset::MainTaunus),
        scoring,
        discs: Default::default(),
        events,
    };
    std::fs::write(dir.join("turnier.ron"), schocken_core::tournament::file::write(&file)).unwrap();
}

/// The texts, buttons and fields on screen that lie outside the window or over one another.
fn crowded(w: &Window) -> Vec<String> {
    let boxes: Vec<(String, accesskit::Rect)> = w
        .harness
        .root()
        .children_recursive()
        .filter_map(|n| {
            let node = n.accesskit_node();
            let role = node.role();
            let text =
                matches!(role, Role::Label | Role::Button | Role::TextInput | Role::CheckBox | Role::RadioButton);
            let b = node.bounding_box()?;
            (text && b.area() > 0.0).then(|| (format!("{role:?} {:?}", node.label().or(node.value())), b))
        })
        .collect();
    // Rows scrolled half out of view lie under the panels and are clipped there: only what lies
    // between the tabs and the lines at the bottom (from the undo button on) is compared.
    let edge = |prefix: &str| boxes.iter().find(|(n, _)| n.contains(prefix)).map(|(_, b)| *b);
    let top = edge("\"Anmeldung\"").map_or(0.0, |b| b.y1);
    let bottom = edge("Rückgängig").map_or(768.0, |b| b.y0);
    let within = |b: &accesskit::Rect| b.y0 >= top - 0.5 && b.y1 <= bottom + 0.5;
    let mut found = Vec::new();
    for (i, (name, b)) in boxes.iter().enumerate() {
        if b.x0 < -0.5 || b.x1 > 1366.5 {
            found.push(format!("{name} outside: {:.0}–{:.0}", b.x0, b.x1));
        }
        for (other, c) in boxes[i + 1..].iter().filter(|(_, c)| within(b) && within(c)) {
            let overlap = b.intersect(*c);
            if overlap.width() > 1.0 && overlap.height() > 1.0 {
                found.push(format!("{name} over {other}"));
            }
        }
    }
    found
}

#[test]
fn every_tab_of_a_big_tournament_fits_a_laptop_screen() {
    let dir = TempDir::new("big");
    let form = Window::open(&dir.0.join("new"), &[]);
    let crowded_form = crowded(&form);
    assert!(crowded_form.is_empty(), "the new tournament's form: {crowded_form:#?}");
    for scoring in [Scoring::ExitOrder, Scoring::Theimann] {
        let folder = dir.0.join(scoring.id());
        std::fs::create_dir_all(&folder).unwrap();
        big_tournament(&folder, scoring);
        let mut w = Window::open(&folder, &[]);
        w.ctrl(Key::Num3);
        w.shows("Spiel 5");
        let crowded = crowded(&w);
        assert!(crowded.is_empty(), "{scoring:?}: {crowded:#?}");
    }
    big_tournament(&dir.0, Scoring::LossPoints);
    let mut w = Window::open(&dir.0, &[]);
    for key in [Key::Num1, Key::Num2, Key::Num3, Key::Num4] {
        w.ctrl(key);
        let crowded = crowded(&w);
        assert!(crowded.is_empty(), "{key:?}: {crowded:#?}");
    }
    // A proposal of 50 tables.
    w.ctrl(Key::Num2);
    w.propose(2);
    w.shows("Tisch 50");
    let crowded = crowded(&w);
    assert!(crowded.is_empty(), "the proposal: {crowded:#?}");
    w.ctrl(Key::Num3);
    w.shows("0 von 50 Tischen fertig");
    w.shows("Tisch 1 · 2 Spiele");
    w.ctrl(Key::Num4);
    w.shows_part("Kegelclub Gut Holz");
}

#[test]
fn the_window_speaks_english() {
    let dir = TempDir::new("english");
    let mut w = Window::open_in(&dir.0, &[], Lang::En);
    w.shows("New tournament");
    w.click("Half points");
    w.click("Create the tournament");
    assert_eq!(on_disk(&dir.0).scoring, Scoring::HalfPoints);
    assert_eq!(w.harness.state().standings().map(|(_, _, revision)| revision), Some(0));
    w.enter("Anna");
    w.shows("Anna is registered, start number 1");
    let (t, standings, revision) = w.harness.state().standings().unwrap();
    assert_eq!((t.players.len(), standings.rows.len(), revision), (1, 1, 1));
    w.shows("1 player registered");
    w.ctrl(Key::Num4);
    w.shows("Nobody plays for a team.");
    w.shows("No prize won yet.");
}

/// A tournament of one table of four, drawn, in `scoring`.
fn one_table(dir: &Path, scoring: Scoring) -> Vec<String> {
    let names: Vec<String> = ["Anna", "Ben", "Carl", "Dora"].map(String::from).to_vec();
    let mut events: Vec<Event> = names.iter().map(|n| Event::Register { name: n.clone(), team: None }).collect();
    events.push(Event::Draw {
        round: rn(1),
        kind: RoundKind::Points { games: Games::new(3).unwrap() },
        tables: vec![names.clone()],
        seed: None,
    });
    let file = TournamentFile {
        title: None,
        started: None,
        place: None,
        rules: schocken_core::rules::preset::RuleSet::new(schocken_core::rules::preset::Preset::TheimannDimmi),
        scoring,
        discs: Default::default(),
        events,
    };
    std::fs::write(dir.join("turnier.ron"), schocken_core::tournament::file::write(&file)).unwrap();
    names
}

/// The games of the card of round 1, table 1 on disk.
fn card_on_disk(dir: &Path) -> Vec<schocken_core::tournament::file::CardGame> {
    on_disk(dir)
        .events
        .iter()
        .find_map(|e| match e {
            Event::Card { round, table, games } if (round.get(), table.get()) == (1, 1) => Some(games.clone()),
            _ => None,
        })
        .expect("a card")
}

#[test]
fn exit_order_and_points_are_typed_where_the_scheme_needs_them() {
    let dir = TempDir::new("exit-order");
    one_table(&dir.0, Scoring::ExitOrder);
    let mut w = Window::open(&dir.0, &[]);
    w.ctrl(Key::Num3);
    // Anna loses half 1 (Ben and Carl left together first, then Dora), Ben half 2, Ben the final.
    w.type_into("Spiel 1 1. Hälfte", "1");
    w.type_into("Spiel 1 2. Hälfte", "2");
    w.type_into("Spiel 1 Finale", "ben");
    w.type_into("Spiel 1 Ausstieg 1. Hälfte", "2+3");
    w.shows("Spiel 1, Hälfte 1: Dora fehlt in der Ausstiegsfolge");
    w.type_into("Spiel 1 Ausstieg 1. Hälfte", " d");
    w.type_into("Spiel 1 Ausstieg 2. Hälfte", "c a d");
    w.harness.key_press(Key::Enter);
    w.run();
    let games = card_on_disk(&dir.0);
    let groups = |g: &[&[&str]]| Some(g.iter().map(|x| x.iter().map(|s| s.to_string()).collect()).collect());
    assert_eq!(games[0].out[0], groups(&[&["Ben", "Carl"], &["Dora"]]));
    assert_eq!(games[0].out[1], groups(&[&["Carl"], &["Anna"], &["Dora"]]));
    w.shows("Tisch 1 · 1 Spiel");

    let dir = TempDir::new("theimann");
    one_table(&dir.0, Scoring::Theimann);
    let mut w = Window::open(&dir.0, &[]);
    w.ctrl(Key::Num3);
    w.type_into("Spiel 1 1. Hälfte", "4");
    w.type_into("Spiel 1 2. Hälfte", "4");
    w.type_into("Spiel 1 Punkte", "1=6 dora=-5 1=2");
    w.shows("Spiel 1: Anna steht zweimal bei den Punkten");
    w.replace_in("Spiel 1 Punkte", "1=6 dora=−5");
    w.harness.key_press(Key::Enter);
    w.run();
    let games = card_on_disk(&dir.0);
    assert_eq!(games[0].points, Some(vec![("Anna".to_string(), 6), ("Dora".to_string(), -5)]));
    w.ctrl(Key::Num4);
    let folder = tournament_folder::read(&dir.0).unwrap();
    assert_eq!(folder.tournament.players[folder.standings.rows[0].player].name, "Anna");
    w.shows("6");
}

/// The demo tournament (`sessions/turnier-demo`) copied into `dir`, without the files
/// `left_out` (a table's laptop writes them later).
fn demo(dir: &Path, left_out: &[&str]) {
    for entry in std::fs::read_dir(demo_dir()).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if !left_out.contains(&name.as_str()) {
            std::fs::copy(&path, dir.join(&name)).unwrap();
        }
    }
}

fn demo_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions/turnier-demo")
}

/// Frames until `arrived` holds: the watcher's notice (or its poll) comes in its own time, so
/// the bound is generous and says nothing about speed.
fn until(w: &mut Window, arrived: impl Fn(&Window) -> bool) -> bool {
    (0..300).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(50));
        w.run();
        arrived(w)
    })
}

/// Where the window's standings take a table's results from.
fn source(view: &OrganiserView, round: usize, table: usize) -> Option<Source> {
    let (t, _, _) = view.standings()?;
    t.rounds[round - 1].tables[table - 1].results().map(|(s, _)| s)
}

/// The window's standings are the folder's as the command line reads them.
#[track_caller]
fn standings_as_on_disk(w: &Window, dir: &Path) {
    let folder = tournament_folder::read(dir).unwrap_or_else(|e| panic!("{}", e.message()));
    assert_eq!(w.harness.state().standings().unwrap().1, &folder.standings);
}

/// Issue "One folder, one truth", finding 7: a table chosen while its file does not read, whose
/// file then recovers (a sync finishes), shows the file's games, read-only; nothing typed before
/// replaces them unasked.
#[test]
fn a_card_chosen_while_its_file_is_unreadable_follows_the_file_when_it_recovers() {
    let dir = TempDir::new("organiser-card-recovers");
    demo(&dir.0, &["runde-2-tisch-3.ron"]);
    let file = dir.0.join("runde-2-tisch-3.ron");
    std::fs::write(&file, "Session(halb synchronisiert").unwrap();
    let mut w = Window::open(&dir.0, &[]);
    w.ctrl(Key::Num3);
    w.click("Runde 2");
    w.click("⚠ Tisch 3 · 0 Spiele");
    w.shows("Karte von Runde 2, Tisch 3");
    w.shows_part("runde-2-tisch-3.ron: Zeile 1, Spalte 9: keine gültige Sitzungsdatei");
    std::fs::copy(demo_dir().join("runde-2-tisch-3.ron"), &file).unwrap();
    assert!(
        until(&mut w, |w| source(w.harness.state(), 2, 3) == Some(Source::Session)),
        "the table's file was never read again"
    );
    w.run();
    w.shows_part("Die Ergebnisse kommen aus der Tischdatei (3 Spiele bisher)");
    assert!(w.harness.query_by_label_contains("sie beginnt mit deren Ergebnissen").is_none());
    assert!(w.harness.query_by_label("Karte speichern").is_none(), "nothing to save: the file counts");
    standings_as_on_disk(&w, &dir.0);
}

#[test]
fn a_table_file_arriving_counts_until_a_card_overrides_it() {
    let dir = TempDir::new("organiser-table-file");
    demo(&dir.0, &["runde-2-tisch-3.ron"]);
    let mut w = Window::open(&dir.0, &[]);
    assert_eq!(source(w.harness.state(), 2, 3), None);
    standings_as_on_disk(&w, &dir.0);
    w.ctrl(Key::Num3);
    w.click("Runde 2");
    w.shows("Tisch 1 ✓ · Tischdatei");
    w.shows("Tisch 3 · 0 Spiele");
    let before = w.harness.state().standings().unwrap().1.clone();

    // Table 3's laptop writes its session into the folder (a sync tool brings it).
    let file = dir.0.join("runde-2-tisch-3.ron");
    std::fs::copy(demo_dir().join("runde-2-tisch-3.ron"), &file).unwrap();
    assert!(
        until(&mut w, |w| source(w.harness.state(), 2, 3) == Some(Source::Session)),
        "the table's file was never read"
    );
    w.shows("Tisch 3 ✓ · Tischdatei");
    assert_ne!(w.harness.state().standings().unwrap().1, &before);
    standings_as_on_disk(&w, &dir.0);
    let session = std::fs::read(&file).unwrap();

    // The file's results are shown, read-only: nothing to save until the organiser asks to type
    // a card over them. Then a card overrides the table's file: Ben lost all three games.
    w.click("Tisch 3 ✓ · Tischdatei");
    w.shows_part("Die Ergebnisse kommen aus der Tischdatei (3 Spiele bisher)");
    assert!(w.harness.query_by_label("Karte speichern").is_none());
    w.click("Karte über die Tischdatei eintippen");
    for game in 1..=3 {
        w.replace_in(&format!("Spiel {game} 1. Hälfte"), "Ben");
        w.replace_in(&format!("Spiel {game} 2. Hälfte"), "Ben");
        w.replace_in(&format!("Spiel {game} Finale"), "");
        w.harness.key_press(Key::Backspace);
        w.run();
    }
    w.click("Karte speichern");
    w.shows("Karte von Runde 2, Tisch 3 gespeichert");
    assert_eq!(source(w.harness.state(), 2, 3), Some(Source::Card));
    standings_as_on_disk(&w, &dir.0);
    let (t, s, _) = w.harness.state().standings().unwrap();
    let ben = s.rows.iter().find(|r| t.players[r.player].name == "Ben").unwrap();
    assert!(ben.durchmarsch >= 3);
    // The table's file is read, never written.
    assert_eq!(std::fs::read(&file).unwrap(), session);
}

#[test]
fn files_that_give_no_results_are_listed_with_the_reason() {
    let dir = TempDir::new("organiser-skipped");
    demo(&dir.0, &[]);
    let mut w = Window::open(&dir.0, &[]);
    assert!(common::texts(&w.harness).iter().all(|t| !t.contains("keine Ergebnisse")));
    // A sync tool's conflict copy arrives; it is listed, never scored.
    let conflict = dir.0.join("runde-2-tisch-3.sync-conflict-20261121-201500-ABCDEFG.ron");
    std::fs::copy(demo_dir().join("runde-2-tisch-3.ron"), &conflict).unwrap();
    let shown = until(&mut w, |w| w.harness.query_by_label("1 Datei im Ordner gibt keine Ergebnisse").is_some());
    assert!(shown, "the conflict copy was never listed: {:#?}", common::texts(&w.harness));
    w.click("1 Datei im Ordner gibt keine Ergebnisse");
    schocken_core::i18n::set(Lang::De);
    // The list opens under the count; the folder's reading may still be arriving on a busy machine.
    let line = tournament_folder::Skipped::SyncConflict.line(&conflict);
    let listed = until(&mut w, |w| w.harness.query_by_label(&line).is_some());
    assert!(listed, "not listed: {line}\n{:#?}", common::texts(&w.harness));
    standings_as_on_disk(&w, &dir.0);
    assert_eq!(source(w.harness.state(), 2, 3), Some(Source::Session));
}

#[test]
fn a_round_with_table_files_is_re_drawn_only_when_asked_twice() {
    let dir = TempDir::new("organiser-redraw");
    let mut w = tournament_of_eight(&dir.0);
    w.ctrl(Key::Num2);
    w.click("Runde 1 vorschlagen");
    w.click("Runde 1 starten");
    let drawn_first = drawn(&on_disk(&dir.0));
    // Table 1's laptop starts its session for round 1.
    tournament_folder::table_session_file(&dir.0, rn(1), tn(1)).unwrap_or_else(|e| panic!("{}", e.message()));
    let warned =
        until(&mut w, |w| w.harness.query_by_label_contains("Eine Tischdatei gehört schon zu dieser Runde").is_some());
    assert!(warned, "no warning: {:#?}", common::texts(&w.harness));
    w.shows_part("(runde-1-tisch-1.ron)");
    w.click("Neu auslosen");
    assert_eq!(drawn(&on_disk(&dir.0)), drawn_first, "a first press re-draws nothing");
    w.click("Trotzdem neu auslosen");
    let redrawn = drawn(&on_disk(&dir.0)).2;
    assert_ne!(redrawn, drawn_first.2);
    // The window draws from a fresh seed: table 1 may keep its four players in another order.
    let set = |t: &[String]| t.iter().cloned().collect::<std::collections::BTreeSet<_>>();
    if set(&redrawn[0]) == set(&drawn_first.2[0]) {
        // The table's file still matches its table (players in any order): it counts.
        assert_eq!(source(w.harness.state(), 1, 1), Some(Source::Session));
    } else {
        // The table's file no longer matches its table: listed, not counted.
        w.shows_part("gibt keine Ergebnisse");
        // The table's problem, with the reason, where its card is typed.
        w.ctrl(Key::Num3);
        w.click("⚠ Tisch 1 · 0 Spiele");
        w.shows_part("an Runde 1, Tisch 1 sitzen andere Spieler");
    }
}

#[test]
fn the_projector_shows_the_results_and_obeys_the_organisers_buttons() {
    let dir = TempDir::new("organiser-projector");
    demo(&dir.0, &["runde-2-tisch-3.ron"]);
    let mut w = Window::open(&dir.0, &[]);
    let board = |w: &Window| {
        let (t, s, _) = w.harness.state().standings().unwrap();
        Board::new(t, s)
    };
    // The board's results (the tables' status and the club beside them are tested apart).
    let results = |p: &Projector| Board { tables: Default::default(), club: Default::default(), ..p.board().clone() };
    let look = |w: &Window| {
        w.harness.state().projector(|open, p| (open, results(p), p.blank, p.frozen, p.timer_line())).unwrap()
    };
    let (open, shown, blank, frozen, timer) = look(&w);
    assert_eq!((open, blank, frozen, timer), (false, false, false, None));
    assert_eq!(shown, board(&w));
    assert_eq!(shown.seating.as_ref().map(|(round, list)| (round.get(), list.len())), Some((4, 8)));

    w.click("Beamer");
    assert!(look(&w).0);
    // Frozen, it keeps its picture while results arrive; unfrozen, it shows them.
    w.click("Standbild");
    assert!(look(&w).3);
    let old = board(&w);
    std::fs::copy(demo_dir().join("runde-2-tisch-3.ron"), dir.0.join("runde-2-tisch-3.ron")).unwrap();
    assert!(until(&mut w, |w| source(w.harness.state(), 2, 3) == Some(Source::Session)));
    assert_ne!(board(&w), old);
    assert_eq!(look(&w).1, old);
    w.click("Standbild");
    let (_, shown, _, frozen, _) = look(&w);
    assert!(!frozen);
    assert_eq!(shown, board(&w));
    w.click("Schwarzbild");
    assert!(look(&w).2);
    w.click("Schwarzbild");
    assert!(!look(&w).2);

    // The round timer: 20 minutes unless typed otherwise, shown here and on the projector.
    w.shows("Rundenzeit");
    w.click("Uhr starten");
    let left = w.harness.state().projector(|_, p| p.time_left()).unwrap().expect("the timer runs");
    assert!(left <= std::time::Duration::from_secs(20 * 60) && left > std::time::Duration::from_secs(19 * 60));
    let line = look(&w).4.expect("a timer line");
    assert!(line == "20:00" || line.starts_with("19:"), "{line}");
    w.shows(&line);
    w.click("Uhr anhalten");
    assert_eq!(look(&w).4, None);
    w.click("Beamer");
    assert!(!look(&w).0);
}

#[test]
fn a_seat_is_not_swapped_with_itself() {
    let dir = TempDir::new("organiser-swap-self");
    one_table(&dir.0, Scoring::LossPoints);
    let mut w = Window::open(&dir.0, &[]);
    w.ctrl(Key::Num2);
    let before = std::fs::read(dir.0.join("turnier.ron")).unwrap();
    w.type_into("Tauschen:", "1 1");
    w.harness.key_press(Key::Enter);
    w.run();
    w.shows("„1 1“: zweimal Anna — zum Tauschen zwei verschiedene Startnummern angeben");
    assert_eq!(std::fs::read(dir.0.join("turnier.ron")).unwrap(), before, "nothing written");
    // Two different players are swapped (round 1 has no card yet: in the file).
    w.type_into("Tauschen:", "1 4");
    w.harness.key_press(Key::Enter);
    w.run();
    w.shows("Anna und Dora haben die Plätze getauscht");
    assert_eq!(drawn(&on_disk(&dir.0)).2, [["Dora", "Ben", "Carl", "Anna"]]);
}

/// The card of round 2, table `table` on disk, if it has one.
fn card_of(dir: &Path, round: u32, table: u32) -> Option<Vec<schocken_core::tournament::file::CardGame>> {
    schocken_core::tournament::edit::card_of(&on_disk(dir).events, rn(round), tn(table)).map(<[_]>::to_vec)
}

#[test]
fn a_card_over_a_table_file_keeps_its_schock_outs_and_clearing_it_is_undone() {
    let dir = TempDir::new("organiser-override");
    demo(&dir.0, &[]);
    // A table of round 2 whose file has Schock-Outs.
    let folder = tournament_folder::read(&dir.0).unwrap();
    let t = &folder.tournament;
    let (table, results) = t.rounds[1]
        .tables
        .iter()
        .enumerate()
        .find_map(|(i, table)| {
            table.session.as_ref().filter(|g| g.iter().any(|g| !g.schock_outs.is_empty())).map(|g| (i + 1, g.clone()))
        })
        .expect("a table file of round 2 with a Schock-Out");
    let names =
        |ps: &[schocken_core::tournament::game::Pid]| ps.iter().map(|&p| t.players[p].name.clone()).collect::<Vec<_>>();
    let schock_outs: Vec<Vec<String>> = results.iter().map(|g| names(&g.schock_outs)).collect();

    let mut w = Window::open(&dir.0, &[]);
    w.ctrl(Key::Num3);
    w.click("Runde 2");
    w.click(&format!("Tisch {table} ✓ · Tischdatei"));
    // Read-only: Enter or a click saves nothing over the file.
    assert!(w.harness.query_by_label("Karte speichern").is_none());
    assert_eq!(card_of(&dir.0, 2, table as u32), None);
    // Typed over on request: the card starts from the file's results, Schock-Outs included.
    w.click("Karte über die Tischdatei eintippen");
    w.shows_part("Diese Karte ersetzt beim Speichern die Tischdatei");
    w.click("Karte speichern");
    let card = card_of(&dir.0, 2, table as u32).expect("the card is saved");
    assert_eq!(card.iter().map(|g| g.schock_outs.clone()).collect::<Vec<_>>(), schock_outs);
    assert_eq!(source(w.harness.state(), 2, table), Some(Source::Card));
    w.click(&format!("Tisch {table} ✓ · Karte statt Tischdatei"));
    w.shows_part("Die Karte gilt statt der Tischdatei");

    // Cleared, the file counts again; Ctrl+Z brings the card back, Ctrl+Y clears it again.
    w.click("Karte löschen");
    w.shows(&format!("Karte von Runde 2, Tisch {table} gelöscht"));
    assert_eq!(card_of(&dir.0, 2, table as u32), None);
    assert_eq!(source(w.harness.state(), 2, table), Some(Source::Session));
    w.ctrl(Key::Z);
    assert_eq!(card_of(&dir.0, 2, table as u32), Some(card.clone()));
    w.shows_part("Rückgängig gemacht: Karte von Runde 2");
    w.harness.key_press(Key::Escape);
    w.ctrl(Key::Y);
    assert_eq!(card_of(&dir.0, 2, table as u32), None);
    standings_as_on_disk(&w, &dir.0);
}

#[test]
fn an_empty_card_is_not_saved_and_a_half_typed_one_survives_closing() {
    let dir = TempDir::new("organiser-draft");
    let mut w = tournament_of_eight(&dir.0);
    w.ctrl(Key::Num2);
    w.click("Runde 1 vorschlagen");
    w.click("Runde 1 starten");
    let f = on_disk(&dir.0);
    let first = number(&f, &drawn(&f).2[0][0]);
    w.ctrl(Key::Num3);
    w.shows("Karte von Runde 1, Tisch 1");
    // Enter on the empty card: refused, nothing written.
    let before = std::fs::read(dir.0.join("turnier.ron")).unwrap();
    w.enter("");
    w.shows_part("Die Karte ist leer");
    assert_eq!(std::fs::read(dir.0.join("turnier.ron")).unwrap(), before);
    // Half a game typed: a draft, and the footer says so instead of "saved".
    w.type_into("Spiel 1 1. Hälfte", &first);
    w.shows("Nicht gespeichert: Karte Runde 1, Tisch 1 (Entwurf)");
    assert!(common::texts(&w.harness).iter().all(|t| !t.starts_with("Jede Änderung ist sofort gespeichert")));
    drop(w);

    // Opened again: the draft is offered where it was left.
    let mut w = Window::open(&dir.0, &[]);
    w.shows("Eine nicht gespeicherte Karte ist wieder da: Runde 1, Tisch 1 (Reiter Karten).");
    w.ctrl(Key::Num3);
    let cell = w.harness.get_by_label("Spiel 1 1. Hälfte").accesskit_node().value();
    assert_eq!(cell.as_deref(), Some(first.as_str()));
    assert_eq!(std::fs::read(dir.0.join("turnier.ron")).unwrap(), before);
    w.click("Entwurf verwerfen");
    assert!(common::texts(&w.harness).iter().all(|t| !t.starts_with("Nicht gespeichert")));
    assert!(!dir.0.join(".organiser-drafts.ron").exists());
}

#[test]
fn every_change_is_undone_several_steps_deep_and_a_name_corrected_everywhere() {
    let dir = TempDir::new("organiser-undo");
    let mut w = tournament_of_eight(&dir.0);
    let start = on_disk(&dir.0);
    w.click("Anna abmelden");
    // Ben's name corrected: the pencil, the new name, Enter.
    w.click("Ben umbenennen");
    w.replace_in("Ben umbenennen", "Benno");
    w.harness.key_press(Key::Enter);
    w.run();
    w.shows("„Ben“ heißt jetzt „Benno“");
    // A name of another player is refused.
    w.click("Carl umbenennen");
    w.replace_in("Carl umbenennen", "dora");
    w.harness.key_press(Key::Enter);
    w.run();
    w.shows("„Dora“ ist schon angemeldet");
    w.harness.key_press(Key::Escape);
    w.run();
    w.ctrl(Key::Num2);
    w.click("Runde 1 vorschlagen");
    w.click("Runde 1 starten");
    let end = on_disk(&dir.0);
    let text = std::fs::read_to_string(dir.0.join("turnier.ron")).unwrap();
    assert!(text.contains("\"Benno\"") && !text.contains("\"Ben\""), "{text}");
    assert_eq!(drawn(&end).2.iter().flatten().filter(|n| *n == "Benno").count(), 1);

    // Three steps back, one at a time, each saved; then forward again.
    for _ in 0..3 {
        w.click("↶ Rückgängig");
    }
    assert_eq!(on_disk(&dir.0), start);
    w.shows("Rückgängig gemacht: Anna ist abgemeldet und wird nicht mehr ausgelost; seine Ergebnisse bleiben");
    for _ in 0..3 {
        w.click("↷ Wiederholen");
    }
    assert_eq!(on_disk(&dir.0), end);
    // A new change after an undo: nothing to redo any more.
    w.click("↶ Rückgängig");
    w.ctrl(Key::Num1);
    w.click("Gustav abmelden");
    assert!(w.harness.get_by_label("↷ Wiederholen").accesskit_node().is_disabled());
}

#[test]
fn a_hand_edit_of_turnier_ron_is_offered_and_never_written_over() {
    let dir = TempDir::new("organiser-outside");
    let mut w = tournament_of_eight(&dir.0);
    let path = dir.0.join("turnier.ron");
    let mut hand = on_disk(&dir.0);
    hand.events.push(Event::Register { name: "Zoe".into(), team: None });
    std::fs::write(&path, tournament_file_text(&hand)).unwrap();
    let edited = std::fs::read(&path).unwrap();

    // The next change is refused, the file stays the hand's, and the choice is offered.
    w.enter("Xaver");
    assert_eq!(std::fs::read(&path).unwrap(), edited);
    w.shows_part("wurde außerhalb dieses Fensters geändert");
    w.shows_part("Nicht gespeichert:");
    w.click("Neu laden");
    w.shows("9 Spieler angemeldet");
    // The refused name is still in its field: Enter registers it now.
    w.type_into("Name", "");
    w.harness.key_press(Key::Enter);
    w.run();
    let names: Vec<String> = registered(&on_disk(&dir.0)).into_iter().map(|(n, _)| n).collect();
    assert!(names.ends_with(&["Zoe".to_string(), "Xaver".to_string()]), "{names:?}");

    // Edited again; this time the window's version is kept, knowingly.
    let mine = std::fs::read(&path).unwrap();
    std::fs::write(&path, tournament_file_text(&start_of(&dir.0))).unwrap();
    assert!(
        until(&mut w, |w| w.harness.query_by_label("Meine Fassung behalten").is_some()),
        "the edit was never noticed"
    );
    w.click("Meine Fassung behalten");
    assert_eq!(std::fs::read(&path).unwrap(), mine);
    assert!(w.harness.query_by_label("Meine Fassung behalten").is_none());
}

fn tournament_file_text(f: &TournamentFile) -> String {
    schocken_core::tournament::file::write(f)
}

/// The file on disk without its events (a hand edit that takes them all out).
fn start_of(dir: &Path) -> TournamentFile {
    TournamentFile { events: Vec::new(), ..on_disk(dir) }
}

/// Every text the projector painted in its last frame, with the rectangle it covers.
fn painted(harness: &Harness<'_, Projector>) -> Vec<(egui::Rect, String)> {
    harness
        .output()
        .shapes
        .iter()
        .filter_map(|clipped| match &clipped.shape {
            egui::Shape::Text(text) => Some((text.visual_bounding_rect(), text.galley.text().to_string())),
            _ => None,
        })
        .filter(|(_, text)| !text.trim().is_empty())
        .collect()
}

/// Shows every page of `projector` at 1920×1080 (turning with →) and checks that no text leaves the
/// screen or runs into another; returns each page's texts.
fn every_page(projector: Projector) -> Vec<Vec<String>> {
    let mut harness =
        Harness::builder().with_size(egui::vec2(1920.0, 1080.0)).with_context_setup(fonts).build_ui_state(
            |ui, p: &mut Projector| {
                schocken_core::i18n::set(Lang::De);
                p.ui(ui);
            },
            projector,
        );
    harness.run();
    let mut pages: Vec<Vec<String>> = Vec::new();
    loop {
        let texts = painted(&harness);
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1920.0, 1080.0));
        for (i, (a, text)) in texts.iter().enumerate() {
            assert!(screen.contains_rect(*a), "{text:?} leaves the screen: {a:?}");
            for (b, other) in &texts[i + 1..] {
                assert!(!a.shrink(0.5).intersects(b.shrink(0.5)), "{text:?} {a:?} runs into {other:?} {b:?}");
            }
        }
        let words: Vec<String> = texts.into_iter().map(|(_, t)| t).collect();
        if pages.first() == Some(&words) {
            return pages;
        }
        pages.push(words);
        assert!(pages.len() < 20, "the pages never come round");
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
}

#[test]
fn the_projector_at_1920_by_1080_shows_the_demo_without_overlaps() {
    let folder = tournament_folder::read(&demo_dir()).unwrap_or_else(|e| panic!("{}", e.message()));
    let mut projector = Projector::new(Board::new(&folder.tournament, &folder.standings));
    projector.start_timer(std::time::Duration::from_secs(20 * 60));
    let pages = every_page(projector);
    let page = |heading: &str| {
        pages.iter().find(|p| p.iter().any(|t| t == heading)).unwrap_or_else(|| panic!("no page {heading}: {pages:#?}"))
    };
    let seating = page("Wo sitze ich? Runde 4");
    assert!(seating.iter().any(|t| t == "Bärbel") && seating.iter().any(|t| t == "Tisch 2"), "{seating:?}");
    // The standings: column heads, and the knock-out state of those seated in round 4.
    let standings = page("Rangliste");
    for head in ["Platz", "Name", "K.-o.", "Punkte"] {
        assert!(standings.iter().any(|t| t == head), "no column head {head}: {standings:?}");
    }
    assert_eq!(standings.iter().filter(|t| *t == "Platz").count(), 2, "two columns: {standings:?}");
    assert!(standings.iter().any(|t| t == "weiter"), "Fritz and Käthe advance: {standings:?}");
    assert_eq!(standings.iter().filter(|t| *t == "raus").count(), 6, "{standings:?}");
    let teams = page("Mannschaften");
    assert!(teams.iter().any(|t| t == "Mannschaft") && teams.iter().any(|t| t == "Chor Liederkranz"));
    let prizes = page("Preise");
    assert!(prizes.iter().any(|t| t.contains("Paula, Quirin")), "{prizes:?}");
}

#[test]
fn the_projector_keeps_long_names_and_long_prizes_apart() {
    let name = |i: usize| format!("Maximiliane-Friederike von Hohenzollern {i:02}");
    let standing = |i: usize| Standing {
        place: i + 1,
        name: name(i),
        points: i as i64,
        knockout: (i < 8).then_some(Alive::Lives(2)),
        winner: false,
    };
    let names: Vec<String> = (0..60).map(name).collect();
    let board = Board {
        title: "Großes Schockturnier der Stammtische des Main-Taunus-Kreises 2026".into(),
        seating: Some((rn(1), names.iter().enumerate().map(|(i, n)| (n.clone(), tn(i as u32 / 4 + 1))).collect())),
        standings: (0..60).map(standing).collect(),
        teams: vec![(1, "Kegelclub Gut Holz Okriftel 1923 e. V.".into(), 12)],
        prizes: vec![format!("Die meisten verlorenen Durchmärsche (2): {}", names[..8].join(", "))],
        ..Board::default()
    };
    let pages = every_page(Projector::new(board));
    let shown: Vec<&String> = pages.iter().flatten().collect();
    assert!(names.iter().all(|n| shown.contains(&n)), "a name was cut on the seating or standings");
}

/// The window over `dir` in German, with no printer and no file dialog: what it makes goes
/// into the folder.
fn offline(dir: &Path) -> Window {
    let view = OrganiserView::new(dir.to_path_buf(), Vec::new()).without_printer();
    let harness = Harness::builder()
        .with_size(egui::vec2(1366.0, 768.0))
        .with_max_steps(32)
        .with_context_setup(fonts)
        .build_ui_state(
            |ui, view: &mut OrganiserView| {
                schocken_core::i18n::set(Lang::De);
                view.ui(ui);
            },
            view,
        );
    let mut w = Window { harness };
    w.run();
    w
}

#[test]
fn the_organiser_prints_into_the_tournament_folder_and_says_where() {
    let dir = TempDir::new("organiser-print");
    demo(&dir.0, &[]);
    let mut w = offline(&dir.0);
    w.click("Turnier drucken");
    w.click("Tischkarten Runde 4");
    let file = dir.0.join("tischkarten-runde-4.pdf");
    // The PDF is made and written on a worker thread: its outcome arrives in its own time.
    let told = |w: &Window| w.harness.query_by_label_contains("das PDF liegt im Turnierordner").is_some();
    assert!(until(&mut w, told), "no word of the printout: {:#?}", common::texts(&w.harness));
    // The line names the file (the folder is the tournament's; its whole path on hover).
    w.shows_part("das PDF liegt im Turnierordner: tischkarten-runde-4.pdf");
    assert!(std::fs::read(&file).unwrap().starts_with(b"%PDF-"));
    // Printed again, the first file is kept.
    w.click("Turnier drucken");
    w.click("Urkunden");
    assert!(until(&mut w, |_| dir.0.join("urkunden.pdf").exists()));
    assert!(file.exists());
}

/// The next round is not drawn while the last one has tables without a result, unless the
/// organiser asks twice; a proposal with tables of five says so.
#[test]
fn a_round_is_drawn_over_open_tables_only_when_asked_twice_and_big_tables_are_named() {
    let dir = TempDir::new("organiser-open-tables");
    one_table(&dir.0, Scoring::LossPoints);
    let mut w = Window::open(&dir.0, &[]);
    w.ctrl(Key::Num2);
    w.shows(
        "Runde 1 hat noch Tische ohne Ergebnis: Tisch 1. Erst die Ergebnisse, dann auslosen — oder bewusst trotzdem.",
    );
    w.click("Runde 2 vorschlagen");
    assert!(w.harness.query_by_label("Vorschlag für Runde 2").is_none(), "asked first");
    w.click("Trotzdem Runde 2 vorschlagen");
    w.shows("Vorschlag für Runde 2");
    // Five players at one table: with bounds 4–5 one table of five.
    let dir = TempDir::new("organiser-big-table");
    let names = ["Anna", "Ben", "Carl", "Dora", "Emil"];
    std::fs::write(
        dir.0.join("turnier.ron"),
        format!(
            "Tournament(format: 1, rules: (preset: \"main-taunus\"), scoring: LossPoints, events: [{}])",
            names.iter().map(|n| format!("Register(name: \"{n}\"),")).collect::<String>()
        ),
    )
    .unwrap();
    let mut w = Window::open(&dir.0, &[]);
    w.ctrl(Key::Num2);
    w.click("Runde 1 vorschlagen");
    w.shows_part("Tisch 1 mit 5 Spielern");
}

/// An HTTP request to the phones' server the window runs, as a phone sends it; the status and
/// the body.
fn phone(addr: std::net::SocketAddr, method: &str, path: &str, body: &str) -> (u16, String) {
    use std::io::{Read as _, Write as _};
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", addr.port())).unwrap();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(format!("{head}{body}").as_bytes()).unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    let status = answer[9..12].parse().unwrap();
    (status, answer.split_once("\r\n\r\n").map_or(String::new(), |(_, b)| b.to_string()))
}

/// The window and the phones' server it starts read one live model of the folder: a name the
/// window registers is in the server's standings the moment the window shows it (no second
/// model of the folder catching up later).
#[test]
fn the_window_and_its_phones_server_read_one_model_of_the_folder() {
    let temp = TempDir::new("organiser-one-model");
    let d = temp.0.to_str().unwrap();
    common::ok(&["tournament", "new", d, "--title", "Pokal"]);
    common::ok(&["tournament", "register", d, "A1", "A2", "A3", "A4", "B1", "B2", "B3", "B4"]);
    common::ok(&["tournament", "draw", d, "--seed", "1"]);
    let mut w = Window::with(OrganiserView::new(temp.0.clone(), Vec::new()).phones_port(0), Lang::De);
    w.harness.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::W);
    w.run();
    let addr = w.harness.state().phones_addr().expect("the server runs");
    let (_, before) = phone(addr, "GET", "/api/standings", "");
    assert!(!before.contains("Zoe"));

    w.ctrl(Key::Num1);
    w.type_into("Name", "Zoe");
    w.harness.key_press(Key::Enter);
    w.run();
    w.shows("9 Spieler angemeldet");
    let (status, now) = phone(addr, "GET", "/api/standings", "");
    assert_eq!(status, 200);
    assert!(now.contains("\"Zoe\""), "the server answers the window's snapshot at once: {now}");
}

/// The phones' server started and stopped by keys: while it runs, the window shows the hall
/// address, and for each table of the round who enters — a phone's entry makes its table
/// "Handy", a table the referee app holds is "Laptop".
#[test]
fn the_phones_server_starts_shows_who_enters_and_stops_by_keys() {
    let temp = TempDir::new("organiser-phones");
    let d = temp.0.to_str().unwrap();
    common::ok(&["tournament", "new", d, "--title", "Pokal"]);
    common::ok(&["tournament", "register", d, "A1", "A2", "A3", "A4", "B1", "B2", "B3", "B4"]);
    common::ok(&["tournament", "draw", d, "--seed", "1"]);
    let codes: serde_json::Value = serde_json::from_str(&common::ok(&["tournament", "codes", d, "--json"])).unwrap();
    let code = codes[0]["code"].as_str().unwrap();
    let mut w = Window::with(OrganiserView::new(temp.0.clone(), Vec::new()).phones_port(0), Lang::De);
    assert!(w.harness.state().phones_addr().is_none());

    w.harness.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::W);
    w.run();
    let addr = w.harness.state().phones_addr().expect("the server runs");
    w.shows("Handys im WLAN");
    w.shows_part(&format!(":{}/", addr.port()));
    assert!(until(&mut w, |w| w.harness.query_all_by_label("noch nichts").count() == 2), "two tables, no entries");

    // A phone enters at table 1; the referee app opens table 2.
    let (status, state) = phone(addr, "GET", &format!("/api/table/{code}"), "");
    assert_eq!(status, 200);
    let first = serde_json::from_str::<serde_json::Value>(&state).unwrap()["players"][0].as_str().unwrap().to_string();
    let item = format!("Throw(player: \"{first}\", dice: (6, 5, 3), throws: 1)");
    let body = serde_json::json!({"events": 1, "draft": 0, "entry": item}).to_string();
    let (status, answer) = phone(addr, "POST", &format!("/api/table/{code}/entry"), &body);
    assert_eq!(status, 200, "{answer}");
    let laptop = schocken::io::store::SessionLock::acquire(&temp.0.join("runde-1-tisch-2.ron")).unwrap();
    let shown = |w: &Window, word: &str| w.harness.query_all_by_label(word).count() == 1;
    assert!(until(&mut w, |w| shown(w, "Handy") && shown(w, "Laptop")), "{:#?}", common::texts(&w.harness));
    drop(laptop);

    w.harness.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::W);
    w.run();
    assert!(w.harness.state().phones_addr().is_none());
    w.shows("Handys: der Server ist gestoppt.");
    assert!(w.harness.query_by_label("Handys im WLAN").is_none());
    assert!(std::net::TcpStream::connect(("127.0.0.1", addr.port())).is_err(), "the port is free again");

    // A port another program has: said in words, nothing runs.
    let taken = std::net::TcpListener::bind("0.0.0.0:0").unwrap();
    drop(w);
    let port = taken.local_addr().unwrap().port();
    let mut w = Window::with(OrganiserView::new(temp.0.clone(), Vec::new()).phones_port(port), Lang::De);
    w.harness.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::W);
    w.run();
    assert!(w.harness.state().phones_addr().is_none());
    w.shows_part("Der Server für die Handys startet nicht");
}

/// Five tables of two, round 1 of one game: table 1 has its card, table 2 a table laptop's file
/// without a game yet, table 3 besides it a sync tool's conflict copy, tables 4 and 5 nothing.
fn five_tables(dir: &Path) {
    let d = dir.to_str().unwrap();
    common::ok(&["tournament", "new", d, "--title", "Pokal"]);
    common::ok(&["tournament", "register", d, "A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]);
    common::ok(&["tournament", "draw", d, "--min", "2", "--max", "2", "--games", "1"]);
    let first = &drawn(&on_disk(dir)).2[0][0];
    common::ok(&["tournament", "card", d, "1", "1", &format!("{first}/{first}")]);
    tournament_folder::table_session_file(dir, rn(1), tn(2)).unwrap();
    let conflict = dir.join("runde-1-tisch-3.sync-conflict-20270217-193000-ABCDEFG.ron");
    std::fs::copy(tournament_folder::table_session_file(dir, rn(1), tn(3)).unwrap(), conflict).unwrap();
}

#[test]
fn the_tables_status_is_at_the_desk_and_on_the_projector_in_words_and_symbols() {
    let dir = TempDir::new("organiser-status");
    five_tables(&dir.0);
    let mut w = Window::open(&dir.0, &[]);
    w.shows("1 von 5 Tischen fertig");
    for chip in ["✓ 1 fertig", "… 2 spielt", "⚠ 3 Problem", "– 4 Ergebnis fehlt", "– 5 Ergebnis fehlt"] {
        w.shows(chip);
    }
    // A click on a table opens its card, where the problem is told.
    w.click("⚠ 3 Problem");
    w.shows("Karte von Runde 1, Tisch 3");
    w.shows_part("Konfliktkopie");
    w.ctrl(Key::Num4);
    let board = w.harness.state().projector(|_, p| p.board().clone()).unwrap();
    schocken_core::i18n::set(Lang::De);
    assert_eq!(board.tables.summary(), "1 von 5 Tischen fertig");
    // The projector says it in the strip above the lists, beside a chip per table.
    let pages = every_page(Projector::new(board));
    for page in &pages {
        assert!(page.iter().any(|t| t == "1 von 5 Tischen fertig"), "{page:?}");
        assert!(page.iter().any(|t| t == "⚠ 3") && page.iter().any(|t| t == "✓ 1"), "{page:?}");
    }
}

/// Issue "One folder, one truth", finding 5: a file of an earlier round that stops reading while
/// a later round runs is said in words, naming round, table and file, in the organiser's status
/// strip and on the projector, not only where round 1's own tables are looked at.
#[test]
fn a_damaged_file_of_an_earlier_round_is_said_at_the_desk_and_on_the_projector() {
    let dir = TempDir::new("organiser-earlier-damage");
    let d = dir.0.to_str().unwrap();
    common::ok(&["tournament", "new", d, "--title", "Pokal"]);
    common::ok(&["tournament", "register", d, "A", "B", "C", "D"]);
    common::ok(&["tournament", "draw", d, "--min", "2", "--max", "2", "--games", "1"]);
    for table in ["1", "2"] {
        let first = &drawn(&on_disk(&dir.0)).2[table.parse::<usize>().unwrap() - 1][0].clone();
        common::ok(&["tournament", "card", d, "1", table, &format!("{first}/{first}")]);
    }
    common::ok(&["tournament", "draw", d, "--min", "2", "--max", "2", "--games", "1"]);
    std::fs::write(dir.0.join("runde-1-tisch-2.ron"), "Session(kaputt").unwrap();
    let said = "⚠ Runde 1, Tisch 2: runde-1-tisch-2.ron: Tischdatei nicht lesbar";
    let mut w = Window::open(&dir.0, &[]);
    w.shows_part("Tische der Runde 2");
    w.shows(said);
    w.ctrl(Key::Num4);
    let board = w.harness.state().projector(|_, p| p.board().clone()).unwrap();
    schocken_core::i18n::set(Lang::De);
    for page in &every_page(Projector::new(board)) {
        assert!(page.iter().any(|t| t == said), "{page:?}");
    }
}

#[test]
fn the_tables_status_survives_greyscale() {
    use schocken_core::tournament::status::{Status, Trouble};
    let statuses = [
        Status::Done,
        Status::Problem(vec![Trouble::Copy { file: "x".into() }]),
        Status::Playing { games: 1 },
        Status::Missing,
    ];
    let looks: Vec<_> = statuses.iter().map(schocken::ui::table_status::look).collect();
    // Lightness apart by a fifth at least, or a pattern, and a symbol of its own each.
    let grey = |c: egui::Color32| 0.2126 * c.r() as f32 + 0.7152 * c.g() as f32 + 0.0722 * c.b() as f32;
    for (i, a) in looks.iter().enumerate() {
        for b in &looks[i + 1..] {
            assert_ne!(a.symbol, b.symbol);
            assert!(a.hatched != b.hatched || (grey(a.fill) - grey(b.fill)).abs() > 51.0, "{a:?} {b:?}");
        }
    }
}

#[test]
fn the_desk_saves_a_spreadsheet_beside_the_last_and_keeps_the_clubs_name() {
    let dir = TempDir::new("organiser-desk");
    demo(&dir.0, &[]);
    std::fs::write(dir.0.join("turnier.xlsx"), b"kept").unwrap();
    let mut w = offline(&dir.0);
    // Without a dialog the workbook goes into the folder, never over an earlier one.
    w.click("Tabelle speichern …");
    let file = dir.0.join("turnier-2.xlsx");
    w.shows(&format!("Geschrieben: {}", file.display()));
    assert!(std::fs::read(&file).unwrap().starts_with(b"PK"));
    assert_eq!(std::fs::read(dir.0.join("turnier.xlsx")).unwrap(), b"kept");
    // The club's name, kept in the folder, goes to the projector at once.
    w.click("Verein");
    w.type_into("Vereinsname", "Schockfreunde  Gonzerath");
    w.harness.key_press(Key::Enter);
    w.run();
    assert_eq!(schocken::io::club::name(&dir.0).as_deref(), Some("Schockfreunde Gonzerath"));
    let club = w.harness.state().projector(|_, p| p.board().club.name.clone()).unwrap();
    assert_eq!(club.as_deref(), Some("Schockfreunde Gonzerath"));
    // No dialog to choose a logo with: the organiser is told what to do instead.
    w.shows("noch kein Logo");
    w.click("Logo wählen …");
    w.shows_part("bitte logo.png oder logo.svg selbst in den Turnierordner legen");
}

/// Issue 34: Tab into a filled card cell selects its text, so typing replaces it (a click puts
/// the cursor where it is, as before).
#[test]
fn tab_into_a_filled_card_cell_selects_its_text() {
    let dir = TempDir::new("card-tab-select");
    one_table(&dir.0, Scoring::ExitOrder);
    let mut w = Window::open(&dir.0, &[]);
    w.ctrl(Key::Num3);
    w.type_into("Spiel 1 1. Hälfte", "1");
    w.type_into("Spiel 1 2. Hälfte", "2");
    // Back by Shift+Tab into the first cell, typed over.
    w.harness.key_press_modifiers(Modifiers::SHIFT, Key::Tab);
    w.run();
    w.harness.root().type_text("3");
    w.run();
    let cell = w.harness.get_by_label("Spiel 1 1. Hälfte").accesskit_node().value();
    assert_eq!(cell.as_deref(), Some("3"), "Tab selected the cell's text");
}

/// Round `n`, as a test writes it.
fn rn(n: u32) -> schocken_core::tournament::RoundNo {
    schocken_core::tournament::RoundNo::new(n).unwrap()
}

/// Table `n`, as a test writes it.
fn tn(n: u32) -> schocken_core::tournament::TableNo {
    schocken_core::tournament::TableNo::new(n).unwrap()
}
