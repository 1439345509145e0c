//! GUI tests: the real app (`schocken::ui::App`) driven headless through egui_kittest, by the
//! labels a referee reads and the keys he presses. Every test checks both what the screen says and
//! what the session file on disk holds.
//!
//! `cargo test --release --test gui`

mod common;

use common::TempDir;
use eframe::egui::{self, Key, Modifiers, accesskit::Role};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use schocken_core::session::event::{Event, RoundEntry};
use schocken_core::session::log::Session;
use std::path::{Path, PathBuf};

/// The app in a headless window of a laptop's size.
struct Gui {
    harness: Harness<'static, schocken::ui::App>,
}

impl Gui {
    fn open(dir: &Path) -> Gui {
        let dir = dir.to_path_buf();
        let harness = Harness::builder()
            .with_size(egui::vec2(1366.0, 768.0))
            // The history's worker threads may need a few more frames to settle on a loaded machine.
            .with_max_steps(32)
            // Checked separately in `every_input_has_an_accessible_name`.
            .with_accessibility_check(false)
            .build_eframe(move |cc| schocken::ui::App::for_tests(&cc.egui_ctx, dir));
        Gui { harness }
    }

    fn run(&mut self) {
        self.harness.run();
    }

    /// Clicks the one widget with exactly this label.
    fn click(&mut self, label: &str) {
        self.harness.get_by_label(label).click();
        self.run();
    }

    fn key(&mut self, key: Key) {
        self.harness.key_press(key);
        self.run();
    }

    fn ctrl(&mut self, key: Key) {
        self.harness.key_press_modifiers(Modifiers::COMMAND, key);
        self.run();
    }

    fn ctrl_shift(&mut self, key: Key) {
        self.harness.key_press_modifiers(Modifiers { shift: true, ..Modifiers::COMMAND }, key);
        self.run();
    }

    /// Types into the focused field.
    fn type_text(&mut self, text: &str) {
        self.harness.root().type_text(text);
        self.run();
    }

    /// Presses keys as a keyboard does: each key's press, its text and its release in one frame
    /// (egui-winit hands them over together); a letter's key is left out, as the app reads
    /// letters from the text (only that has umlauts).
    fn press(&mut self, text: &str) {
        const DIGITS: [Key; 10] = [
            Key::Num0,
            Key::Num1,
            Key::Num2,
            Key::Num3,
            Key::Num4,
            Key::Num5,
            Key::Num6,
            Key::Num7,
            Key::Num8,
            Key::Num9,
        ];
        let key = |key, pressed| egui::Event::Key {
            key,
            physical_key: None,
            pressed,
            repeat: false,
            modifiers: Modifiers::NONE,
        };
        for c in text.chars() {
            let digit = c.to_digit(10).map(|d| DIGITS[d as usize]);
            let events = &mut self.harness.input_mut().events;
            events.extend(digit.map(|d| key(d, true)));
            events.push(egui::Event::Text(c.to_string()));
            events.extend(digit.map(|d| key(d, false)));
            self.run();
        }
    }

    /// The last event in the file (which must say what the app holds).
    fn last_event(&self) -> Event {
        self.file_matches().events().last().cloned().expect("an event")
    }

    /// Types into the focused field, then Enter.
    fn enter(&mut self, text: &str) {
        self.harness.root().type_text(text);
        self.harness.key_press(Key::Enter);
        self.run();
    }

    /// Every text on screen (labels and the names of buttons), for checks and failure messages.
    fn texts(&self) -> Vec<String> {
        common::texts(&self.harness)
    }

    /// Some text on screen is exactly `text`.
    #[track_caller]
    fn shows(&self, text: &str) {
        common::shows(&self.harness, text);
    }

    /// Some text on screen contains `part`.
    #[track_caller]
    fn shows_part(&self, part: &str) {
        common::shows_part(&self.harness, part);
    }

    #[track_caller]
    fn hides_part(&self, part: &str) {
        assert!(
            self.harness.query_all_by_label_contains(part).next().is_none(),
            "on screen, should not be: …{part:?}…\nscreen: {:#?}",
            self.texts()
        );
    }

    /// The player whose throw is asked for ("Am Zug:" then the name).
    #[track_caller]
    fn to_throw(&self) -> String {
        let texts = self.texts();
        let at = texts.iter().position(|t| t == "Am Zug:" || t == "To throw:");
        match at {
            Some(i) => texts[i + 1].clone(),
            None => panic!("no throw asked for\nscreen: {texts:#?}"),
        }
    }

    /// Enters one throw for the player to throw, who must be `player`.
    #[track_caller]
    fn throw(&mut self, player: &str, typed: &str) {
        assert_eq!(self.to_throw(), player, "whose turn before {typed:?}");
        let before = self.state_len();
        self.enter(typed);
        assert_ne!(self.state_len(), before, "{player} {typed:?} was not recorded\nscreen: {:#?}", self.texts());
    }

    /// What the throw field holds.
    fn throw_input(&self) -> String {
        self.harness
            .get_by(|n| n.role() == Role::TextInput && n.data().placeholder() == Some("6542"))
            .value()
            .unwrap_or_default()
    }

    /// Events plus draft entries: grows with every accepted entry.
    fn state_len(&self) -> (usize, usize) {
        let s = self.session();
        (s.events().len(), s.draft().len())
    }

    fn session(&self) -> &Session {
        self.harness.state().session().expect("a session is open")
    }

    fn path(&self) -> PathBuf {
        self.harness.state().session_path().expect("a session is open").to_path_buf()
    }

    /// The session as the file on disk holds it.
    fn file(&self) -> Session {
        read(&self.path())
    }

    /// The file on disk says exactly what the app holds: events, draft, and the replay.
    #[track_caller]
    fn file_matches(&self) -> Session {
        let file = self.file();
        let app = self.session();
        assert_eq!(file.events(), app.events(), "events on disk");
        assert_eq!(file.draft(), app.draft(), "draft on disk");
        assert_eq!(replay(&file), replay(app), "replay of the file");
        file
    }

    /// New evening with these players, the rule set left at main-taunus unless `preset` is given
    /// (its id, typed as the start of its name): by keys only.
    fn new_evening(&mut self, players: &[&str], preset: Option<&str>) {
        self.ctrl(Key::N);
        self.shows("Spieler in Sitzordnung (im Uhrzeigersinn)");
        for name in players {
            self.enter(name);
        }
        for (i, name) in players.iter().enumerate() {
            self.shows(&format!("{}. {name}", i + 1));
        }
        if let Some(preset) = preset {
            // Tab goes from the name field to the rule set's field.
            self.key(Key::Tab);
            self.type_text(preset);
        }
        self.ctrl(Key::Enter);
        assert_eq!(self.session().header().players, players.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        let file = self.file_matches();
        assert!(file.events().is_empty());
        assert_eq!(file.header().rules.preset.id(), preset.unwrap_or("main-taunus"));
    }

    /// The news lines of the last entry contain `line` exactly.
    #[track_caller]
    fn news(&self, line: &str) {
        self.shows(line);
    }
}

fn read(path: &Path) -> Session {
    let text = std::fs::read_to_string(path).expect("session file");
    schocken_core::session::file::parse(&text).unwrap_or_else(|e| panic!("{}: {e:?}\n{text}", path.display()))
}

fn replay(session: &Session) -> serde_json::Value {
    schocken_core::report::json::replay(session)
}

fn throws(entries: &[RoundEntry]) -> Vec<(String, String, u8)> {
    entries
        .iter()
        .map(|e| match e {
            RoundEntry::Throw { player, throw } => (player.clone(), throw.dice().to_string(), throw.count().get()),
            RoundEntry::Take { player } => (player.clone(), "take".into(), 0),
        })
        .collect()
}

fn round_of(event: &Event) -> Vec<(String, String, u8)> {
    match event {
        Event::Round(entries) => throws(entries),
        other => panic!("not a round: {other:?}"),
    }
}

fn t(player: &str, dice: &str, count: u8) -> (String, String, u8) {
    (player.to_string(), dice.to_string(), count)
}

/// a + d: a whole game of three players by keys and clicks (a final), then a Durchmarsch in game 2.
#[test]
fn whole_game_with_final_then_durchmarsch() {
    let dir = TempDir::new("game");
    let mut gui = Gui::open(&dir.0);
    gui.new_evening(&["Anna", "Ben", "Carl"], None);

    // The opening roll, answered by key.
    gui.shows("Eröffnungswurf: wer beginnt?");
    gui.key(Key::Num1);
    assert_eq!(gui.file_matches().events(), &[Event::Starter("Anna".into())]);
    gui.shows("Spiel 1, 1. Hälfte, Runde 1");

    // Round 1: Anna's throw by clicks on the die faces and the count, the rest typed.
    assert_eq!(gui.to_throw(), "Anna");
    for face in ["6", "5", "3"] {
        gui.harness.get_by_role_and_label(Role::Button, face).click();
        gui.run();
    }
    gui.click("2×");
    gui.shows("6-5-3 (2×) → Hausnummer 653");
    gui.click("Eintragen (Enter)");
    gui.shows("Spiel 1, 1. Hälfte, Runde 1 · Limit: 2 Würfe (Anna)");
    gui.shows("6-5-3 (2×)");
    let draft = gui.file_matches();
    assert_eq!(throws(draft.draft()), [t("Anna", "6-5-3", 2)]);
    gui.throw("Ben", "2212");
    gui.throw("Carl", "1132");
    gui.news("Carl: Schock 3 — Ben: 2-2-1, der niedrigste Wurf; Ben bekommt 3 Deckel aus dem Stock");
    // The log says where each round stands in words, its explanation in full.
    gui.shows("Spiel 1, 1. Hälfte, Runde 1");
    gui.shows("Carl: Schock 3 — Ben: 2-2-1, der niedrigste Wurf; Ben bekommt 3 Deckel aus dem Stock");
    gui.shows("3 Deckel");
    gui.shows("Spiel 1, 1. Hälfte, Runde 2");
    let file = gui.file_matches();
    assert!(file.draft().is_empty());
    assert_eq!(round_of(&file.events()[1]), [t("Anna", "6-5-3", 2), t("Ben", "2-2-1", 2), t("Carl", "3-1-1", 2)]);
    let json = replay(&file);
    let r = &json["rounds"][0];
    assert_eq!((r["winner"].as_str(), r["loser"].as_str()), (Some("Carl"), Some("Ben")));
    assert_eq!((r["discs"].as_u64(), r["source"].as_str(), r["stock"].as_u64()), (Some(3), Some("stock"), Some(10)));
    assert_eq!(r["holdings"]["Ben"].as_u64(), Some(3));

    // Round 2: the loser starts; a Schock-Out ends half 1.
    gui.throw("Ben", "1111");
    gui.throw("Carl", "221");
    gui.throw("Anna", "653");
    gui.news("Ben: Schock-Out — Carl: 2-2-1, der niedrigste Wurf; alle 13 Deckel gehen an Carl; damit verliert Carl die erste Hälfte");
    gui.news("Carl verliert die erste Hälfte!");
    gui.news("Weiter: Spiel 1, 2. Hälfte — Carl beginnt.");
    gui.shows("Spiel 1, 2. Hälfte, Runde 1");

    // Half 2: Anna loses it, so the final is Anna against Carl, started by half 2's loser.
    gui.throw("Carl", "1111");
    gui.throw("Anna", "221");
    gui.throw("Ben", "653");
    gui.news("Anna verliert die zweite Hälfte!");
    gui.news("Weiter: Spiel 1, Finale — Anna beginnt.");
    gui.shows("Spiel 1, Finale, Runde 1");
    gui.shows("sitzt aus");
    let json = replay(&gui.file_matches());
    assert_eq!(json["next"]["part"], "final");
    assert_eq!(json["next"]["starter"], "Anna");
    assert_eq!(json["next"]["players"], serde_json::json!(["Anna", "Carl"]));

    // The final: Carl loses it and game 1; he starts game 2.
    gui.throw("Anna", "1111");
    gui.throw("Carl", "221");
    gui.news("Carl verliert das Finale!");
    gui.news("Carl verliert Spiel 1 — ein Strich.");
    gui.news("Weiter: Spiel 2, 1. Hälfte — Carl beginnt.");
    gui.shows("· 1 Strich");
    let json = replay(&gui.file_matches());
    assert_eq!(
        json["games"][0],
        serde_json::json!({"number": 1, "half1": "Carl", "half2": "Anna", "final": "Carl", "durchmarsch": false, "loser": "Carl"})
    );
    assert_eq!(json["tallies"], serde_json::json!({"Anna": 0, "Ben": 0, "Carl": 1}));

    // The game's end stands large over the table with the evening's marks until Enter.
    gui.shows("Anna: 0 Striche · Ben: 0 Striche · Carl: 1 Strich");
    gui.shows("Enter: weiter zum nächsten Spiel");
    gui.type_text("1111");
    assert_eq!(gui.throw_input(), "", "nothing is typed while the game's end is shown");
    gui.key(Key::Enter);
    gui.hides_part("Enter: weiter zum nächsten Spiel");

    // Game 2: Anna loses both halves — a Durchmarsch, no final.
    gui.shows("Spiel 2, 1. Hälfte, Runde 1");
    gui.throw("Carl", "1111");
    gui.throw("Anna", "221");
    gui.throw("Ben", "653");
    gui.news("Anna verliert die erste Hälfte!");
    gui.throw("Anna", "2211");
    gui.throw("Ben", "111");
    gui.throw("Carl", "653");
    gui.news("Durchmarsch! Anna verliert Spiel 2 — ein Strich.");
    gui.news("Weiter: Spiel 3, 1. Hälfte — Anna beginnt.");
    let file = gui.file_matches();
    assert_eq!(file.events().len(), 7, "the starter and six rounds");
    let json = replay(&file);
    assert_eq!(json["games"][1]["durchmarsch"], true);
    assert_eq!(json["games"][1]["final"], serde_json::Value::Null);
    assert_eq!(json["games"][1]["loser"], "Anna");
    assert_eq!(json["tallies"], serde_json::json!({"Anna": 1, "Ben": 0, "Carl": 1}));
    assert_eq!(json["next"]["game"], 3);
    assert_eq!(json["rounds"].as_array().map(Vec::len), Some(6));
}

/// d: the quickest Durchmarsch, two players and two Schock-Outs; the starter is chosen by a click.
fn quick_durchmarsch(gui: &mut Gui) {
    gui.new_evening(&["Anna", "Ben"], None);
    gui.click("1 · Anna");
    gui.throw("Anna", "1111");
    gui.throw("Ben", "221");
    gui.news("Ben verliert die erste Hälfte!");
    gui.throw("Ben", "2211");
    gui.throw("Anna", "111");
    gui.news("Durchmarsch! Ben verliert Spiel 1 — ein Strich.");
}

#[test]
fn durchmarsch_is_announced() {
    let dir = TempDir::new("durchmarsch");
    let mut gui = Gui::open(&dir.0);
    quick_durchmarsch(&mut gui);
    gui.news("Ben verliert die zweite Hälfte!");
    gui.news("Weiter: Spiel 2, 1. Hälfte — Ben beginnt.");
    gui.shows("Spiel 2, 1. Hälfte, Runde 1");
    let json = replay(&gui.file_matches());
    assert_eq!(
        json["games"],
        serde_json::json!([{"number": 1, "half1": "Ben", "half2": "Ben", "final": null, "durchmarsch": true, "loser": "Ben"}])
    );
}

/// b: Ctrl+Z takes back entry by entry, also across a resolved round and the starter;
/// Ctrl+Shift+Z and Ctrl+Y put them back. The file follows every step.
#[test]
fn undo_and_redo_follow_the_file() {
    let dir = TempDir::new("undo");
    let mut gui = Gui::open(&dir.0);
    gui.new_evening(&["Anna", "Ben"], None);
    gui.key(Key::Num1);
    gui.throw("Anna", "6532");
    gui.throw("Ben", "6422");
    gui.news("Anna: Hausnummer 653 — Ben: 6-4-2, der niedrigste Wurf; Ben bekommt 1 Deckel aus dem Stock");
    let resolved = gui.file_matches();
    assert_eq!(resolved.events().len(), 2);
    let resolved_text = std::fs::read_to_string(gui.path()).unwrap();

    // Undo across the resolved round: Ben's throw is taken back, Anna's comes back as the draft.
    gui.ctrl(Key::Z);
    gui.news("Zurückgenommen: Ben 6-4-2 (2×)");
    assert_eq!(gui.to_throw(), "Ben");
    gui.shows("6-5-3 (2×)");
    gui.shows("0 Deckel");
    gui.hides_part("1 Deckel");
    let file = gui.file_matches();
    assert_eq!(file.events(), &[Event::Starter("Anna".into())]);
    assert_eq!(throws(file.draft()), [t("Anna", "6-5-3", 2)]);
    assert!(std::fs::read_to_string(gui.path()).unwrap().contains("draft: ["));

    // Undo Anna's throw, then the starter (by the button).
    gui.ctrl(Key::Z);
    assert_eq!(gui.to_throw(), "Anna");
    let file = gui.file_matches();
    assert!(file.draft().is_empty());
    assert!(!std::fs::read_to_string(gui.path()).unwrap().contains("draft"));
    gui.click("Rückgängig");
    gui.shows("Eröffnungswurf: wer beginnt?");
    assert!(gui.file_matches().events().is_empty());

    // Redo all three: by the menu, then Ctrl+Y twice (Ctrl+Shift+Z: see `ctrl_shift_z_redoes`).
    gui.click("Eintrag");
    gui.harness.get_by_label_contains("Wiederherstellen Strg").click();
    gui.run();
    assert_eq!(gui.file_matches().events(), &[Event::Starter("Anna".into())]);
    assert_eq!(gui.to_throw(), "Anna");
    gui.ctrl(Key::Y);
    assert_eq!(gui.to_throw(), "Ben");
    assert_eq!(throws(gui.file_matches().draft()), [t("Anna", "6-5-3", 2)]);
    gui.ctrl(Key::Y);
    gui.news("Anna: Hausnummer 653 — Ben: 6-4-2, der niedrigste Wurf; Ben bekommt 1 Deckel aus dem Stock");
    gui.shows("1 Deckel");
    assert_eq!(gui.file_matches().events(), resolved.events());
    assert_eq!(std::fs::read_to_string(gui.path()).unwrap(), resolved_text);

    // Nothing left to redo; a new entry after an undo drops the redo history.
    gui.ctrl(Key::Y);
    assert_eq!(gui.file_matches().events(), resolved.events());
    gui.ctrl(Key::Z);
    gui.throw("Ben", "6632");
    gui.news("Ben: Hausnummer 663 — Anna: 6-5-3, der niedrigste Wurf; Anna bekommt 1 Deckel aus dem Stock");
    gui.ctrl(Key::Y);
    assert_eq!(round_of(&gui.file_matches().events()[1]), [t("Anna", "6-5-3", 2), t("Ben", "6-6-3", 2)]);
}

/// b: Ctrl+Shift+Z redoes, never undoes.
#[test]
fn ctrl_shift_z_redoes() {
    let dir = TempDir::new("redo");
    let mut gui = Gui::open(&dir.0);
    gui.new_evening(&["Anna", "Ben"], None);
    gui.key(Key::Num1);
    gui.throw("Anna", "6532");
    gui.ctrl(Key::Z);
    assert!(gui.file_matches().draft().is_empty());
    gui.ctrl_shift(Key::Z);
    assert_eq!(gui.file_matches().events(), &[Event::Starter("Anna".into())], "Ctrl+Shift+Z undid the starter");
    assert_eq!(throws(gui.file_matches().draft()), [t("Anna", "6-5-3", 2)], "Ctrl+Shift+Z did not redo");
    assert_eq!(gui.to_throw(), "Ben");
}

/// b: when the file cannot be written, an entry, an undo and a redo are all taken back: the
/// screen, memory and the file agree, and the message says what was not saved (in the language
/// of the moment).
#[test]
fn a_failed_save_changes_nothing_on_screen_in_memory_or_on_disk() {
    let dir = TempDir::new("failed-save");
    let mut gui = Gui::open(&dir.0);
    gui.new_evening(&["Anna", "Ben"], None);
    gui.key(Key::Num1);
    gui.throw("Anna", "6532");
    gui.throw("Ben", "6422");
    gui.ctrl(Key::Z); // Ben's throw taken back: something to redo
    let saved = gui.file_matches();
    let path = gui.path();

    // The file's place is taken by a folder: every save fails from now on.
    std::fs::remove_file(&path).unwrap();
    std::fs::create_dir(&path).unwrap();
    std::fs::write(path.join("inside"), b"keep").unwrap();
    let unchanged = |gui: &Gui| {
        assert_eq!(gui.session().events(), saved.events());
        assert_eq!(gui.session().draft(), saved.draft());
        assert_eq!(gui.to_throw(), "Ben");
    };

    gui.ctrl(Key::Z);
    gui.shows_part("Nicht gespeichert, Eintrag bleibt: ");
    unchanged(&gui);
    gui.shows("6-5-3 (2×)");

    gui.ctrl(Key::Y);
    gui.shows_part("Nicht gespeichert, Eintrag nicht wiederhergestellt: ");
    unchanged(&gui);

    gui.enter("6632");
    gui.shows_part("Nicht gespeichert, Eintrag zurückgenommen: ");
    unchanged(&gui);
    assert_eq!(gui.throw_input(), "6632", "the refused input stays to be entered again");

    // The message is data until shown: it follows the language.
    gui.ctrl(Key::G);
    gui.shows_part("Not saved, entry taken back: ");
    gui.ctrl(Key::G);

    // The folder gone, the same keys work as if nothing had failed.
    std::fs::remove_dir_all(&path).unwrap();
    gui.key(Key::Enter);
    gui.news("Ben: Hausnummer 663 — Anna: 6-5-3, der niedrigste Wurf; Anna bekommt 1 Deckel aus dem Stock");
    assert_eq!(round_of(&gui.file_matches().events()[1]), [t("Anna", "6-5-3", 2), t("Ben", "6-6-3", 2)]);
    gui.ctrl(Key::Z);
    gui.news("Zurückgenommen: Ben 6-6-3 (2×)");
    assert_eq!(gui.file_matches().draft(), saved.draft());
}

/// Printing does not hold up the table: the printout goes off on a worker thread, and what
/// became of it shows once it comes back (the test app starts no printer and no viewer).
#[test]
fn printing_reports_back_when_done() {
    let dir = TempDir::new("print");
    let mut gui = Gui::open(&dir.0);
    gui.new_evening(&["Anna", "Ben"], None);
    gui.ctrl(Key::P);
    let wanted = "Kein Drucker und kein PDF-Betrachter gefunden. Das PDF liegt im Ordner der Abende: ";
    let mut rounds = 0;
    while gui.harness.query_all_by_label_contains(wanted).next().is_none() {
        rounds += 1;
        assert!(rounds < 1000, "the printout never came back\nscreen: {:#?}", gui.texts());
        std::thread::sleep(std::time::Duration::from_millis(10));
        gui.run();
    }
    let told = gui.texts().into_iter().find(|t| t.starts_with(wanted)).unwrap();
    let pdf = PathBuf::from(&told[wanted.len()..]);
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"), "{}", pdf.display());
    // Kept in the sessions folder under a plain name, not in a temporary folder.
    assert_eq!(pdf.parent(), Some(dir.0.as_path()));
    assert!(pdf.file_name().unwrap().to_string_lossy().starts_with("Stammtisch-"), "{}", pdf.display());
    // The table went on meanwhile and still does.
    gui.key(Key::Num1);
    gui.throw("Anna", "6532");
}

/// c: equal bottom throws in main-taunus lead to a roll-off; its sums settle the round.
#[test]
fn roll_off_settles_a_tie() {
    let dir = TempDir::new("rolloff");
    let mut gui = Gui::open(&dir.0);
    gui.new_evening(&["Anna", "Ben", "Carl"], None);
    gui.key(Key::Num1);
    // 6-5-2 twice with two throws each: equal (no fewer_throws_win, no hand_beats_assembled).
    gui.throw("Anna", "6522");
    gui.throw("Ben", "6522");
    gui.enter("1132");
    gui.shows("Äugeln: Gleichstand");
    gui.news("Gleichstand — Äugeln: Anna, Ben");
    let file = gui.file_matches();
    assert_eq!(file.events().len(), 2, "the round is recorded, the roll-off pending");
    assert_eq!(replay(&file)["next"]["awaiting"], "roll-off");
    assert_eq!(replay(&file)["next"]["tied"], serde_json::json!(["Anna", "Ben"]));

    // The sum fields: the first has the focus; a sum out of range is pointed out, and Enter
    // stays on it until it is right, then moves on to the next tied player.
    let fields: Vec<_> = gui.harness.get_all_by_role(Role::TextInput).collect();
    assert_eq!(fields.len(), 2);
    gui.enter("19");
    gui.shows("Summen von 3 bis 18");
    gui.key(Key::Backspace);
    gui.key(Key::Backspace);
    gui.enter("7");
    gui.enter("12");
    gui.news(
        "Carl: Schock 3 — nach Äugeln um den niedrigsten Wurf: Anna 7, Ben 12; Anna bekommt 3 Deckel aus dem Stock",
    );
    gui.shows("3 Deckel");
    let file = gui.file_matches();
    assert_eq!(file.events()[2], Event::RollOff(vec![("Anna".into(), 7), ("Ben".into(), 12)]));
    let json = replay(&file);
    assert_eq!(json["rounds"][0]["loser"], "Anna");
    assert_eq!(json["next"]["awaiting"], "round");
    assert_eq!(gui.to_throw(), "Anna");
}

/// e: an impossible die or count is refused as it is typed, the reason stays on screen with the
/// input (so the referee can correct it), and nothing is written.
#[test]
fn impossible_digits_are_refused_on_the_spot() {
    let dir = TempDir::new("digits");
    let mut gui = Gui::open(&dir.0);
    gui.new_evening(&["Anna", "Ben"], None);
    gui.key(Key::Num1);
    let before = std::fs::read_to_string(gui.path()).unwrap();

    gui.type_text("7");
    gui.shows("7 ist kein Würfelwert (1 bis 6)");
    assert_eq!(gui.throw_input(), "7");
    gui.key(Key::Enter);
    gui.shows("7 ist kein Würfelwert (1 bis 6)");
    assert_eq!(std::fs::read_to_string(gui.path()).unwrap(), before, "a refused entry was written");
    gui.key(Key::Backspace);
    gui.hides_part("kein Würfelwert");
    gui.type_text("6534");
    gui.shows("4-mal geworfen? Es wird 1- bis 3-mal geworfen");
    // The reason is data until shown: it follows a switch of the language.
    gui.ctrl(Key::G);
    gui.shows("thrown 4 times? A player throws 1 to 3 times");
    gui.ctrl(Key::G);
    gui.key(Key::Backspace);
    gui.hides_part("4-mal");
    assert_eq!(gui.throw_input(), "653");
    // The count is never guessed: Enter without it asks for it and records nothing.
    gui.key(Key::Enter);
    gui.shows("Wie oft geworfen? (1–3)");
    assert!(gui.file_matches().draft().is_empty());
    gui.enter("1");
    assert_eq!(throws(gui.file_matches().draft()), [t("Anna", "6-5-3", 1)]);
}

/// Between games the seating changes: a player leaves, one moves, a newcomer joins; the new
/// seating is one event in the file.
#[test]
fn the_seating_changes_between_games() {
    let dir = TempDir::new("seats");
    let mut gui = Gui::open(&dir.0);
    gui.new_evening(&["Anna", "Ben", "Carl"], None);
    gui.ctrl(Key::U);
    gui.shows("Sitzordnung für das nächste Spiel");
    // By keys: the last player is chosen; ↑ chooses Ben, Del removes him; ↑ chooses Anna,
    // Ctrl+↓ moves her behind Carl; a newcomer is typed; a name seated already is refused.
    gui.key(Key::ArrowUp);
    gui.key(Key::Delete);
    gui.shows("2. Carl");
    gui.hides_part("3. Carl");
    gui.key(Key::ArrowUp);
    gui.harness.key_press_modifiers(Modifiers::COMMAND, Key::ArrowDown);
    gui.run();
    gui.shows("1. Carl");
    gui.shows("2. Anna");
    gui.enter(" carl ");
    gui.shows("„carl“ sitzt schon am Tisch, als „Carl“.");
    for _ in 0..6 {
        gui.key(Key::Backspace);
    }
    gui.enter("Dora");
    gui.shows("3. Dora");
    gui.ctrl(Key::Enter);
    gui.hides_part("Sitzordnung für das nächste Spiel");
    let seats = ["Carl", "Anna", "Dora"].map(String::from).to_vec();
    assert_eq!(gui.file_matches().events(), &[Event::Seats(seats)]);
}

/// e: in kalk (too_many_throws_loses off) a count over the limit is refused with the reason, and
/// nothing is written.
#[test]
fn over_the_limit_is_refused_in_kalk() {
    let dir = TempDir::new("kalk");
    let mut gui = Gui::open(&dir.0);
    gui.new_evening(&["Anna", "Ben"], Some("kalk"));
    // kalk: seat 1 opens, no opening roll.
    assert_eq!(gui.to_throw(), "Anna");
    gui.throw("Anna", "6531");
    gui.shows("Spiel 1, 1. Hälfte, Runde 1 · Limit: 1 Wurf (Anna)");
    assert_eq!(throws(gui.file_matches().draft()), [t("Anna", "6-5-3", 1)]);
    let limit = std::fs::read_to_string(gui.path()).unwrap();

    // Anna threw once: Ben's two throws are over the limit.
    assert_eq!(gui.to_throw(), "Ben");
    gui.type_text("6422");
    gui.shows("Ben hat 2-mal geworfen, vorgelegt war 1 Wurf — das erlauben diese Regeln nicht (2. Wurf der Runde)");
    gui.hides_part("Eintragen (Enter)");
    gui.key(Key::Enter);
    assert_eq!(std::fs::read_to_string(gui.path()).unwrap(), limit, "a throw over the limit was written");
    assert_eq!(gui.to_throw(), "Ben");
    assert_eq!(gui.throw_input(), "6422");
    gui.key(Key::Backspace);
    gui.enter("1");
    gui.news("Anna: Hausnummer 653 — Ben: 6-4-2, der niedrigste Wurf; Ben bekommt 1 Deckel aus dem Stock");
    assert_eq!(round_of(&gui.file_matches().events()[0]), [t("Anna", "6-5-3", 1), t("Ben", "6-4-2", 1)]);
}

/// In main-taunus a throw over the limit is allowed but loses the round; the preview says so.
#[test]
fn over_the_limit_loses_in_main_taunus() {
    let dir = TempDir::new("overlimit");
    let mut gui = Gui::open(&dir.0);
    gui.new_evening(&["Anna", "Ben"], None);
    gui.key(Key::Num1);
    gui.throw("Anna", "2211");
    gui.type_text("1132");
    gui.shows("3-1-1 (2×) → Schock 3 — öfter als vorgelegt: verliert die Runde");
    gui.key(Key::Enter);
    gui.news(
        "Anna: Hausnummer 221 — Ben hat öfter geworfen als vorgelegt und verliert; Ben bekommt 1 Deckel aus dem Stock",
    );
    let json = replay(&gui.file_matches());
    assert_eq!(json["rounds"][0]["violations"], serde_json::json!(["Ben"]));
}

/// f: the language switch (key and menu) and the beer mats.
#[test]
fn language_and_beer_mats() {
    let dir = TempDir::new("lang");
    let mut gui = Gui::open(&dir.0);
    quick_durchmarsch(&mut gui);
    gui.shows("· 1 Strich");

    gui.ctrl(Key::M);
    gui.shows("Ben — 1 Strich");
    gui.shows("Anna — 0 Striche");
    gui.shows_part("1× Spiel verloren (Spiel 1)");

    gui.ctrl(Key::G);
    gui.shows("Evening");
    gui.shows("Ben — 1 mark");
    gui.shows("Games lost: 1");
    gui.ctrl(Key::M);
    gui.shows("To throw:");
    gui.shows("Game 2, first half, round 1");
    gui.hides_part("Am Zug");

    // The help window lists the commands with their keys.
    gui.key(Key::F1);
    gui.shows("Help — commands and keys");
    gui.shows("Ctrl+Shift+Z / Ctrl+Y");
    gui.key(Key::F1);
    gui.hides_part("Help — commands");

    // Back to German by the menu.
    gui.click("View");
    gui.click("Deutsch Ctrl+G");
    gui.shows("Am Zug:");
    gui.shows("Abend");
    assert_eq!(gui.harness.state().lang(), schocken_core::i18n::Lang::De);
}

/// f: the news of the last entry follow a language switch like everything else on screen.
#[test]
fn news_follow_the_language() {
    let dir = TempDir::new("news");
    let mut gui = Gui::open(&dir.0);
    quick_durchmarsch(&mut gui);
    gui.ctrl(Key::G);
    gui.shows("Durchmarsch! Ben loses game 1 — one mark.");
    gui.hides_part("Durchmarsch! Ben verliert");
}

/// g: a session in the folder is offered on the start page and resumes exactly where it stopped,
/// the round being entered included.
#[test]
fn resume_where_it_stopped() {
    let dir = TempDir::new("resume");
    let (events, draft) = {
        let mut gui = Gui::open(&dir.0);
        gui.new_evening(&["Anna", "Ben", "Carl"], None);
        gui.key(Key::Num2);
        gui.throw("Ben", "6532");
        gui.throw("Carl", "2212");
        gui.throw("Anna", "1132");
        gui.throw("Carl", "5431");
        let file = gui.file_matches();
        assert_eq!(throws(file.draft()), [t("Carl", "5-4-3", 1)]);
        (file.events().to_vec(), file.draft().to_vec())
    };
    // A damaged file beside it is listed as such and left alone.
    let damaged = dir.0.join("kaputt.ron");
    std::fs::write(&damaged, "Session(format: 1, players: [").unwrap();

    let mut gui = Gui::open(&dir.0);
    gui.shows("Letzte Abende — weiterspielen oder ansehen");
    gui.shows("beschädigt");
    gui.shows("Anna, Ben, Carl");
    gui.shows("Main-Taunus-Kreis");
    gui.click("Fortsetzen");
    assert_eq!(gui.session().events(), events.as_slice());
    assert_eq!(gui.session().draft(), draft.as_slice());
    gui.shows("Spiel 1, 1. Hälfte, Runde 2 · Limit: 1 Wurf (Carl)");
    gui.shows("5-4-3 (1×)");
    gui.shows("3 Deckel");
    assert_eq!(gui.to_throw(), "Anna");
    gui.throw("Anna", "653");
    gui.throw("Ben", "642");
    gui.news("Carl: Straße 3-4-5 — Ben: 6-4-2, der niedrigste Wurf; Ben bekommt 2 Deckel aus dem Stock");
    let file = gui.file_matches();
    assert_eq!(file.events().len(), events.len() + 1);
    assert_eq!(std::fs::read_to_string(&damaged).unwrap(), "Session(format: 1, players: [");
}

/// Every input widget can be found by a name (screen readers, `get_by_label`): the setup page,
/// the throw entry and the roll-off.
#[test]
fn every_input_has_an_accessible_name() {
    let dir = TempDir::new("a11y");
    let mut gui = Gui::open(&dir.0);
    let mut unnamed = Vec::new();
    unnamed.extend(gui.harness.unnamed_widgets().into_iter().map(|w| format!("start: {w}")));
    gui.click("Neuer Abend");
    unnamed.extend(gui.harness.unnamed_widgets().into_iter().map(|w| format!("setup: {w}")));
    gui.enter("Anna");
    gui.enter("Ben");
    gui.click("Los geht's");
    gui.key(Key::Num1);
    unnamed.extend(gui.harness.unnamed_widgets().into_iter().map(|w| format!("throw: {w}")));
    gui.enter("6522");
    gui.enter("6522");
    unnamed.extend(gui.harness.unnamed_widgets().into_iter().map(|w| format!("roll-off: {w}")));
    assert!(unnamed.is_empty(), "inputs without a name:\n{}", unnamed.join("\n"));
}

/// The stock in the middle of the table is painted only: it should be readable as text too.
#[test]
fn stock_is_readable() {
    let dir = TempDir::new("stock");
    let mut gui = Gui::open(&dir.0);
    gui.new_evening(&["Anna", "Ben"], None);
    gui.key(Key::Num1);
    gui.shows("Stock: 13");
    gui.throw("Anna", "6532");
    gui.throw("Ben", "1132");
    gui.shows("Stock: 10");
}

/// A club's folder: the seven sample evenings and one damaged file.
fn club_folder(name: &str) -> TempDir {
    let dir = TempDir::new(name);
    for entry in std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "ron") {
            std::fs::copy(&path, dir.0.join(path.file_name().unwrap())).unwrap();
        }
    }
    std::fs::write(dir.0.join("kaputt.ron"), "Session(format: 1, players: [").unwrap();
    dir
}

/// Every file of a folder with its bytes, to show that looking never writes.
fn snapshot(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .map(|p| (p.clone(), std::fs::read(p).unwrap()))
        .collect();
    files.sort();
    files
}

impl Gui {
    /// Opens the history and waits until its worker threads have read every file.
    fn history(&mut self) {
        self.click("Verlauf und Statistik");
        self.history_loads();
    }

    /// Waits until the history on screen has read every file.
    fn history_loads(&mut self) {
        for _ in 0..1000 {
            if self.harness.state().history_loaded() {
                self.run();
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
            self.harness.step();
        }
        panic!("the history did not finish loading\nscreen: {:#?}", self.texts());
    }

    /// Types into the text field named `name` (its label, or else its placeholder).
    fn type_into(&mut self, name: &str, text: &str) {
        self.harness
            .get_by(|n| {
                n.role() == Role::TextInput && (n.label().as_deref() == Some(name) || n.placeholder() == Some(name))
            })
            .click();
        self.run();
        self.type_text(text);
    }
}

const KALK_TITLE: &str = "Hubertusschützen Kalk — Schützenstammtisch im Oktober";

#[test]
fn history_searches_filters_and_looks_back() {
    let dir = club_folder("history");
    let before = snapshot(&dir.0);
    let mut gui = Gui::open(&dir.0);
    gui.history();
    gui.shows("8 von 8 Abenden");
    gui.shows_part("1 beschädigte Datei");
    gui.shows("beschädigt");
    gui.shows(KALK_TITLE);
    gui.shows("Brigitte ×3, Gökhan");

    // A player's name finds the one evening he played; the damaged file drops out of a selection.
    gui.type_into("Titel, Ort, Spieler", "gökhan");
    gui.shows("1 von 8 Abenden");
    gui.hides_part("Schützenverein Dohren");

    // Look back at it round by round, then return to the same selection.
    gui.click(KALK_TITLE);
    assert!(gui.harness.state().session().is_none(), "a past evening opens read-only");
    gui.shows("Am Tisch weiterspielen");
    gui.shows_part("Gökhan nimmt freiwillig; Gökhan bekommt 2 Deckel aus dem Stock");
    gui.click("← Zurück (Esc)");
    gui.shows("1 von 8 Abenden");

    // A date range: only evenings from October on.
    gui.click("Alle zeigen");
    gui.shows("8 von 8 Abenden");
    gui.type_into("von", "1.10.2026");
    gui.shows("2 von 8 Abenden");

    // The statistics follow the selection.
    gui.click("Statistik");
    gui.shows_part("Hinnerk");
    gui.shows_part("Brigitte");
    gui.hides_part("Zoë");

    assert_eq!(snapshot(&dir.0), before, "looking back writes nothing");
}

#[test]
fn an_evening_open_in_one_window_is_read_only_in_another() {
    let dir = TempDir::new("two-windows");
    let mut first = Gui::open(&dir.0);
    first.new_evening(&["Anna", "Ben"], None);
    first.key(Key::Num1);
    first.throw("Anna", "6532");
    let events = first.file_matches().events().to_vec();

    let mut second = Gui::open(&dir.0);
    second.click("Fortsetzen");
    assert!(second.harness.state().session().is_none(), "the second window must not write");
    second.shows_part("Dieser Abend ist schon in einem anderen Fenster geöffnet");
    assert!(second.harness.query_by_label("Am Tisch weiterspielen").is_none());
    second.shows_part("Anna, Ben");

    // The first window goes on; once it is closed, the evening can be continued elsewhere.
    first.throw("Ben", "2212");
    assert_eq!(first.file_matches().events().len(), events.len() + 1);
    drop(first);
    let mut third = Gui::open(&dir.0);
    third.click("Fortsetzen");
    assert_eq!(third.session().events().len(), events.len() + 1);
}

#[test]
fn a_recent_evening_can_be_looked_at_from_the_start_page() {
    let dir = club_folder("start-review");
    let mut gui = Gui::open(&dir.0);
    gui.click(KALK_TITLE);
    assert!(gui.harness.state().session().is_none(), "looking back opens read-only");
    gui.shows_part("Brigitte — 3 Striche");
    gui.shows_part("3× Spiel verloren (Spiele 1, 2, 3)");
    gui.click("Am Tisch weiterspielen");
    assert_eq!(gui.session().header().title.as_deref(), Some(KALK_TITLE));
}

/// Issue 10: a whole evening from an empty data folder with keys only — no clicks. Setup, the
/// opening roll, rounds with Esc, beer mats and help opened and closed between entries, a
/// roll-off with a second tie, dropped dice, undo and redo across a finished round, the end of
/// the game waiting for Enter, a seat change and a printout; the file checked after each step.
#[test]
fn a_whole_evening_by_keys_only() {
    let dir = TempDir::new("keys");
    let mut gui = Gui::open(&dir.0);
    gui.new_evening(&["Anna", "Ben", "Dora", "Erik"], None);

    // The opening roll: Anna starts.
    gui.key(Key::Num1);
    assert_eq!(gui.file_matches().events(), &[Event::Starter("Anna".into())]);

    // Esc clears a half-typed throw; a second Esc does no harm; the next digits still land.
    gui.type_text("65");
    gui.key(Key::Escape);
    assert_eq!(gui.throw_input(), "");
    gui.key(Key::Escape);
    gui.throw("Anna", "1122");
    // The beer mats and the help open and close by keys; the keyboard stays in the throw field.
    gui.ctrl(Key::M);
    gui.shows("Zurück zum Tisch");
    gui.key(Key::Escape);
    gui.hides_part("Zurück zum Tisch");
    gui.throw("Ben", "6542");
    gui.key(Key::F1);
    gui.shows("Alle Befehle und Tasten");
    gui.key(Key::Escape);
    gui.hides_part("Alle Befehle und Tasten");
    // A command that does not apply says why.
    gui.ctrl(Key::L);
    gui.shows("Lustwurf ist in diesem Regelwerk aus.");
    gui.throw("Dora", "6522");
    // The message belonged to its moment: the next entry clears it.
    gui.hides_part("Lustwurf ist");
    gui.enter("6522");
    assert_eq!(throws(gui.file_matches().draft()), [], "the round waits for a roll-off");
    gui.news("Gleichstand — Äugeln: Dora, Erik");
    gui.shows("äugelt");

    // The roll-off by keys: sums in throwing order, a second tie, then the result with the sums.
    gui.enter("7");
    gui.enter("7");
    gui.news("Wieder Gleichstand: Dora, Erik — noch einmal äugeln");
    let file = gui.file_matches();
    assert_eq!(file.events().last(), Some(&Event::RollOff(vec![("Dora".into(), 7), ("Erik".into(), 7)])));
    gui.enter("7");
    gui.enter("12");
    gui.news("Anna: Schock 2 — nach Äugeln um den niedrigsten Wurf: Dora 7, Erik 7; Dora 7, Erik 12; Dora bekommt 2 Deckel aus dem Stock");
    let json = replay(&gui.file_matches());
    assert_eq!(json["rounds"][0]["loser"], "Dora");
    assert_eq!(gui.to_throw(), "Dora");

    // Dropped dice: Ctrl+D, the player by number (Ben is the second of those still in).
    gui.ctrl(Key::D);
    gui.shows("Wer hat die Würfel fallen lassen?");
    gui.key(Key::Num2);
    let file = gui.file_matches();
    assert_eq!(
        file.events().last(),
        Some(&Event::Penalty { player: "Ben".into(), kind: schocken_core::session::event::PenaltyKind::DroppedDice })
    );

    // Half 1: a Schock-Out, Erik takes everything.
    gui.throw("Dora", "1111");
    gui.throw("Erik", "221");
    gui.throw("Anna", "653");
    gui.throw("Ben", "642");
    gui.news("Erik verliert die erste Hälfte!");
    let finished = gui.file_matches();
    // Undo takes back the last throw of the finished round, redo puts it back.
    gui.ctrl(Key::Z);
    let undone = gui.file_matches();
    assert_eq!(undone.events().len(), finished.events().len() - 1);
    assert_eq!(throws(undone.draft()).len(), 3);
    gui.ctrl_shift(Key::Z);
    assert_eq!(gui.file_matches().events(), finished.events());

    // Half 2: Erik loses again — a Durchmarsch; the game's end waits for Enter.
    gui.throw("Erik", "2211");
    gui.throw("Anna", "111");
    gui.throw("Ben", "653");
    gui.throw("Dora", "642");
    gui.shows("Enter: weiter zum nächsten Spiel");
    gui.key(Key::Enter);
    let json = replay(&gui.file_matches());
    assert_eq!(json["games"][0]["loser"], "Erik");
    assert_eq!(json["games"][0]["durchmarsch"], true);

    // Between games: Fritz joins by keys.
    gui.ctrl(Key::U);
    gui.enter("Fritz");
    gui.shows("5. Fritz");
    gui.ctrl(Key::Enter);
    let seats = ["Anna", "Ben", "Dora", "Erik", "Fritz"].map(String::from).to_vec();
    assert_eq!(gui.file_matches().events().last(), Some(&Event::Seats(seats)));

    // The game sheet printed (Ctrl+Alt+P): with no printer here it is kept in the folder.
    gui.harness.key_press_modifiers(Modifiers { alt: true, ..Modifiers::COMMAND }, Key::P);
    let wanted = "Das PDF liegt im Ordner der Abende: ";
    for _ in 0..1000 {
        if gui.harness.query_all_by_label_contains(wanted).next().is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        gui.run();
    }
    let told = gui.texts().into_iter().find(|t| t.contains(wanted)).expect("the printout came back");
    let pdf = PathBuf::from(&told[told.find(wanted).unwrap() + wanted.len()..]);
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"));
    assert_eq!(pdf.parent(), Some(dir.0.as_path()));
    gui.file_matches();
}

/// A new evening offers last time's players (Ctrl+R) and names from earlier evenings as they are
/// typed (↓ takes the offer, in its earlier spelling); a message of one screen does not follow
/// the referee onto the next.
#[test]
fn a_new_evening_remembers_the_last_one() {
    let dir = TempDir::new("earlier");
    let mut gui = Gui::open(&dir.0);
    gui.new_evening(&["Jörg", "Käthe", "Ömer"], None);
    gui.ctrl(Key::L);
    gui.shows("Lustwurf ist in diesem Regelwerk aus.");
    gui.ctrl(Key::W);
    gui.hides_part("Lustwurf ist");
    gui.ctrl(Key::N);
    gui.shows("Dieselben Spieler wie letztes Mal (Strg+R): Jörg, Käthe, Ömer");
    gui.type_text("kä");
    gui.shows("↓ übernimmt: Käthe");
    gui.key(Key::ArrowDown);
    gui.key(Key::Enter);
    gui.shows("1. Käthe");
    gui.enter("jörg");
    gui.shows("2. Jörg");
    gui.enter("JÖRG ");
    gui.shows("„JÖRG“ sitzt schon am Tisch, als „Jörg“.");
    gui.ctrl(Key::R);
    gui.shows("3. Ömer");
    gui.ctrl(Key::Enter);
    assert_eq!(gui.session().header().players, ["Jörg", "Käthe", "Ömer"]);
    gui.file_matches();
}

/// Item 1 of issue 10: after a click anywhere (the round log, the table, a menu opened and
/// closed) and after a dialog closed with Esc, the next digits land in the throw field.
#[test]
fn the_keyboard_comes_back_to_the_throw_field_after_clicks() {
    let dir = TempDir::new("focus");
    let mut gui = Gui::open(&dir.0);
    gui.new_evening(&["Anna", "Ben"], None);
    gui.key(Key::Num1);
    gui.throw("Anna", "6532");
    gui.throw("Ben", "4212");
    // A click on a line of the round log.
    gui.harness.get_by_label("Spiel 1, 1. Hälfte, Runde 1").click();
    gui.run();
    gui.type_text("653");
    assert_eq!(gui.throw_input(), "653");
    gui.key(Key::Escape);
    // A menu opened and closed, then the note dialog closed with Esc.
    gui.click("Ansicht");
    gui.key(Key::Escape);
    gui.ctrl(Key::K);
    gui.shows("Notiz");
    gui.key(Key::Escape);
    gui.type_text("6532");
    assert_eq!(gui.throw_input(), "6532");
    gui.key(Key::Enter);
    assert_eq!(throws(gui.file_matches().draft()).len(), 1);
}

/// The choices a rule set leaves to the table are made by keys: Tab reaches each, Space picks it.
#[test]
fn agreed_rules_by_keys() {
    let dir = TempDir::new("agreed");
    let mut gui = Gui::open(&dir.0);
    gui.ctrl(Key::N);
    gui.enter("Anna");
    gui.enter("Ben");
    gui.key(Key::Tab);
    gui.type_text("grund");
    gui.shows("zu vereinbaren: Straßen");
    for _ in 0..3 {
        // The first choice of each knob: Tab to it, Space picks it, Tab past the second.
        gui.key(Key::Tab);
        gui.key(Key::Space);
        gui.key(Key::Tab);
    }
    gui.shows("vereinbart: Straßen");
    gui.ctrl(Key::Enter);
    let file = gui.file_matches();
    assert_eq!(file.header().rules.preset.id(), "grundregeln");
    assert_eq!(file.header().players, ["Anna", "Ben"]);
}

/// Time is up at a tournament table: Ctrl+E records `Sudden` (saved, announced); the next round
/// decides the half alone. At an ordinary evening the command says why it does not apply.
#[test]
fn sudden_at_a_tournament_table() {
    let dir = TempDir::new("sudden");
    std::fs::write(
        dir.0.join("turnier.ron"),
        "Tournament(format: 1, rules: (preset: \"main-taunus\"), scoring: ExitOrder, events: [\n\
         Register(name: \"Anna\"), Register(name: \"Ben\"), Register(name: \"Carl\"),\n\
         Draw(round: 1, kind: Points, games: 2, tables: [[\"Anna\", \"Ben\", \"Carl\"]]),\n])",
    )
    .unwrap();
    schocken::io::tournament_folder::table_session_file(
        &dir.0,
        schocken_core::tournament::RoundNo::FIRST,
        schocken_core::tournament::TableNo::FIRST,
    )
    .unwrap();
    let mut gui = Gui::open(&dir.0);
    gui.click("Fortsetzen");
    assert_eq!(gui.session().header().tournament.map(|t| (t.round.get(), t.table.get())), Some((1, 1)));
    gui.ctrl(Key::E);
    assert_eq!(gui.file_matches().events().last(), Some(&Event::Sudden));
    gui.shows_part("Die Zeit ist um");
    gui.throw("Anna", "6541");
    gui.throw("Ben", "4421");
    gui.throw("Carl", "3211");
    let file = gui.file_matches();
    let e = file.engine();
    assert_eq!(e.parts().len(), 1, "the sudden round decided half 1");
    assert_eq!(e.rounds()[0].discs, 0);
    // Once is enough.
    gui.ctrl(Key::E);
    assert_eq!(gui.session().events().iter().filter(|e| **e == Event::Sudden).count(), 1);

    let other = TempDir::new("sudden-evening");
    let mut gui = Gui::open(&other.0);
    gui.new_evening(&["Anna", "Ben"], None);
    gui.ctrl(Key::E);
    assert!(gui.session().events().is_empty());
    gui.shows_part("nur an einem Turniertisch");
}

/// Issue 16: the note dialog by keys. Enter makes a new line, Ctrl+Enter records; Tab leaves the
/// field for the record button (Enter on it records); Esc cancels, and the next digits land in
/// the throw field.
#[test]
fn the_note_by_keys() {
    let dir = TempDir::new("note");
    let mut gui = Gui::open(&dir.0);
    gui.new_evening(&["Anna", "Ben"], None);
    gui.key(Key::Num1);
    gui.ctrl(Key::K);
    gui.type_text("Neue Würfel");
    gui.key(Key::Enter);
    gui.type_text("ab Runde 2");
    gui.ctrl(Key::Enter);
    assert_eq!(gui.last_event(), Event::Note("Neue Würfel\nab Runde 2".into()));
    gui.hides_part("Eintragen (Strg+Enter)");

    gui.ctrl(Key::K);
    gui.type_text("Ben trinkt Wasser");
    gui.key(Key::Tab);
    assert!(gui.harness.get_by_label("Eintragen (Strg+Enter)").is_focused(), "Tab reaches the button");
    gui.key(Key::Tab);
    assert!(gui.harness.get_by_label("Abbrechen (Esc)").is_focused(), "the keyboard stays in the dialog");
    gui.harness.key_press_modifiers(Modifiers::SHIFT, Key::Tab);
    gui.run();
    gui.key(Key::Enter);
    assert_eq!(gui.last_event(), Event::Note("Ben trinkt Wasser".into()));

    gui.ctrl(Key::K);
    gui.type_text("verworfen");
    gui.key(Key::Escape);
    gui.hides_part("Abbrechen (Esc)");
    assert_eq!(gui.last_event(), Event::Note("Ben trinkt Wasser".into()));
    gui.type_text("6532");
    assert_eq!(gui.throw_input(), "6532");
    gui.key(Key::Enter);
    assert_eq!(throws(gui.file_matches().draft()), [t("Anna", "6-5-3", 2)]);
}

/// Issue 16: Esc leaves the new evening's setup and the history (its statistics first) back to
/// the table, which kept the throw being typed and the evening's lock.
#[test]
fn esc_returns_to_the_table() {
    let dir = TempDir::new("esc-table");
    let mut gui = Gui::open(&dir.0);
    gui.new_evening(&["Anna", "Ben"], None);
    gui.key(Key::Num1);
    let path = gui.path();
    gui.type_text("65");
    // F1 at the table lists its own keys, rows of the command table; Esc closes the help first
    // and leaves the throw typed.
    gui.key(Key::F1);
    common::help_lists(
        &gui.harness,
        &[
            ("Schließen oder leeren", "Esc"),
            ("Weiter", "Enter"),
            ("Getipptes zurücknehmen", "Rücktaste"),
            ("Nächster Spieler", "↓"),
            ("Bierdeckel", "Strg+M"),
        ],
    );
    gui.shows_part("Esc leert das Feld und schließt jedes Fenster; aus Verlauf, Rückblick, Statistik und neuem Abend führt Esc dahin zurück");
    gui.key(Key::Escape);
    assert_eq!(gui.throw_input(), "65");
    gui.ctrl(Key::N);
    gui.shows("Spieler in Sitzordnung (im Uhrzeigersinn)");
    // The new evening's own: its Esc, the list's keys, and how the rules are set.
    gui.shows("Abbrechen (Esc)");
    gui.key(Key::F1);
    common::help_lists(
        &gui.harness,
        &[("Abbrechen", "Esc"), ("Spieler entfernen", "Entf"), ("Bestätigen", "Strg+Enter")],
    );
    gui.shows_part("Regelwerk: Namen tippen oder ↑/↓; fielen dabei geänderte Regeln weg, fragt es erst (Enter: wechseln · Esc: behalten).");
    assert!(!gui.texts().iter().any(|t| t == "Schließen oder leeren"), "the table's Esc is not the form's");
    gui.key(Key::Escape);
    gui.shows("Spieler in Sitzordnung (im Uhrzeigersinn)");
    gui.key(Key::Escape);
    assert_eq!(gui.path(), path);
    assert_eq!(gui.throw_input(), "65");

    gui.ctrl(Key::H);
    gui.history_loads();
    gui.shows("1 von 1 Abend");
    gui.click("Statistik");
    gui.shows("Esc: zurück zur Liste der Abende");
    gui.key(Key::Escape);
    gui.shows("↑/↓ wählt einen Abend, Enter öffnet ihn · Esc: zurück");
    // The evening open at the table is looked at from the history, and continued by going back.
    gui.key(Key::Enter);
    gui.shows("Am Tisch weiterspielen");
    gui.key(Key::Escape);
    gui.shows("1 von 1 Abend");
    gui.key(Key::Escape);
    assert_eq!(gui.path(), path);
    assert_eq!(gui.throw_input(), "65");
    gui.type_text("32");
    gui.key(Key::Enter);
    assert_eq!(throws(gui.file_matches().draft()), [t("Anna", "6-5-3", 2)]);

    // The lock stayed with this window all along.
    let mut second = Gui::open(&dir.0);
    second.click("Fortsetzen");
    assert!(second.harness.state().session().is_none(), "the evening is still this window's");
    second.key(Key::Escape);
    second.shows("Letzte Abende — weiterspielen oder ansehen");
}

/// Issue 16: the history is walked with the arrows and Enter (not Tab by Tab): ↓ and Enter open
/// the second evening of the list; Esc goes back to the list, and from there to the start page.
#[test]
fn the_history_by_arrows_and_enter() {
    let dir = club_folder("history-keys");
    // The damaged file (dated by its modification) at the end of the list, below the evenings.
    let damaged = std::fs::File::options().write(true).open(dir.0.join("kaputt.ron")).unwrap();
    damaged.set_modified(std::time::UNIX_EPOCH + std::time::Duration::from_secs(86_400)).unwrap();
    drop(damaged);
    let mut gui = Gui::open(&dir.0);
    gui.ctrl(Key::N);
    gui.key(Key::Escape);
    gui.shows("Letzte Abende — weiterspielen oder ansehen");
    gui.ctrl(Key::H);
    gui.history_loads();
    gui.shows("8 von 8 Abenden");
    // F1 lists the history's own keys, rows of the command table, as German writes keys; Esc
    // closes the help first.
    gui.key(Key::F1);
    for (label, keys) in
        [("Nächster Abend", "↓"), ("Erster Abend", "Pos1"), ("Abend ansehen", "Enter"), ("Absteigend", "Alt+↓")]
    {
        let texts = gui.texts();
        let at = texts.iter().position(|t| t == label).unwrap_or_else(|| panic!("no {label} in F1: {texts:#?}"));
        assert_eq!(texts[at + 1], keys, "{label}");
    }
    assert!(!gui.texts().iter().any(|t| t == "Bierdeckel"), "nothing of an evening at the table");
    gui.shows("Die Tasten dieser Ansicht stehen oben; Esc führt zurück.");
    gui.key(Key::Escape);
    gui.shows("8 von 8 Abenden");
    // The rows as they stand on screen, top down.
    let mut rows: Vec<(f32, String)> = std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .map(|p| read(&p).header().title.clone().unwrap())
        .chain(["beschädigt".to_string()])
        .map(|title| (gui.harness.get_by_label(&title).rect().top(), title))
        .collect();
    rows.sort_by(|a, b| a.0.total_cmp(&b.0));
    assert_eq!(rows.last().map(|(_, t)| t.as_str()), Some("beschädigt"));
    let second = rows[1].1.clone();
    gui.key(Key::ArrowDown);
    gui.key(Key::ArrowDown);
    gui.key(Key::ArrowUp);
    gui.key(Key::Enter);
    gui.shows("Am Tisch weiterspielen");
    gui.shows(&second);
    // The review's keys are rows of the command table: its line and F1 name them from there.
    gui.shows("↑/↓ wählt ein Spiel · ←/→ Rundenprotokoll oder Bierdeckel · Esc: zurück");
    gui.shows("← Zurück (Esc)");
    gui.key(Key::F1);
    for (label, keys) in [("Nächstes Spiel", "↓"), ("Letztes Spiel", "Ende"), ("Bierdeckel zeigen", "→")] {
        let texts = gui.texts();
        let at = texts.iter().position(|t| t == label).unwrap_or_else(|| panic!("no {label} in F1: {texts:#?}"));
        assert_eq!(texts[at + 1], keys, "{label}");
    }
    gui.shows("Bild↓/Bild↑ und ↓/↑ blättern in dieser Hilfe, Pos1/Ende springen an Anfang und Ende.");
    gui.key(Key::Escape);
    gui.shows(&second);
    assert!(!gui.texts().iter().any(|t| t == "Nächstes Spiel"), "Esc closed the help, not the review");
    gui.key(Key::Escape);
    gui.shows("8 von 8 Abenden");
    // The search field has the keyboard: a search, then Enter opens the first match.
    gui.type_text("gökhan");
    gui.shows("1 von 8 Abenden");
    gui.key(Key::Enter);
    gui.shows(KALK_TITLE);
    gui.shows("Am Tisch weiterspielen");
    gui.key(Key::Escape);
    gui.shows("1 von 8 Abenden");
    gui.key(Key::Escape);
    gui.shows("Letzte Abende — weiterspielen oder ansehen");
}

/// Twelve players, two names starting alike (Bernd, Bärbel) and one beginning another (Jo,
/// Jochen): every picker answers to the seat number and to the first letters.
const TWELVE: [&str; 12] =
    ["Anna", "Bernd", "Bärbel", "Carl", "Dora", "Emil", "Fritz", "Gökhan", "Jo", "Jochen", "Karl", "Lea"];

/// Issue 16: the opening roll's starter, the penalty pickers and the starter picker by seat
/// number (10 to 12 too) and by initials, as the buttons show them.
#[test]
fn pickers_by_number_and_initials_with_twelve_players() {
    let dir = TempDir::new("pickers");
    let mut gui = Gui::open(&dir.0);
    gui.new_evening(&TWELVE, None);
    gui.shows("Eröffnungswurf: wer beginnt?");
    gui.shows("1 · Anna");
    gui.shows("12 · Lea");
    // `1` could be 1, 10, 11 or 12: it waits, and says what is typed.
    gui.press("1");
    gui.shows("Getippt: 1 — weiter tippen oder Enter");
    assert!(gui.file_matches().events().is_empty());
    gui.press("2");
    assert_eq!(gui.last_event(), Event::Starter("Lea".into()));

    let dropped = |name: &str| Event::Penalty {
        player: name.into(),
        kind: schocken_core::session::event::PenaltyKind::DroppedDice,
    };
    for (typed, enter, name) in [
        ("10", false, "Jochen"),
        ("11", false, "Karl"),
        ("1", true, "Anna"),
        ("7", false, "Fritz"),
        ("Be", false, "Bernd"),
        ("bä", false, "Bärbel"),
        ("G", false, "Gökhan"),
        ("Jo", true, "Jo"),
        ("joc", false, "Jochen"),
    ] {
        gui.ctrl(Key::D);
        gui.shows("Wer hat die Würfel fallen lassen?");
        gui.press(typed);
        if enter {
            gui.shows(&format!("Getippt: {typed} — weiter tippen oder Enter"));
            gui.key(Key::Enter);
        }
        gui.hides_part("Wer hat die Würfel fallen lassen?");
        assert_eq!(gui.last_event(), dropped(name), "{typed:?}");
    }
    // A slip is shown and taken back with Backspace; Esc leaves the picker without a penalty.
    gui.ctrl(Key::D);
    gui.press("x");
    gui.shows("Niemand passt zu „x“ — Rücktaste löscht");
    gui.key(Key::Backspace);
    gui.hides_part("Niemand passt");
    gui.key(Key::Escape);
    assert_eq!(gui.last_event(), dropped("Jochen"));

    gui.ctrl(Key::B);
    gui.shows("Wer beginnt die nächste Runde?");
    gui.press("11");
    assert_eq!(gui.last_event(), Event::Starter("Karl".into()));
    gui.ctrl(Key::B);
    gui.press("D");
    assert_eq!(gui.last_event(), Event::Starter("Dora".into()));
    assert_eq!(gui.to_throw(), "Dora");
}

/// Issue 16: the seating dialog chooses a player by his seat number too (with twelve, ↑/↓ is a
/// long way): `3` Enter chooses Bärbel, Del removes her.
#[test]
fn seats_by_number_with_twelve_players() {
    let dir = TempDir::new("seats-numbers");
    let mut gui = Gui::open(&dir.0);
    gui.new_evening(&TWELVE, None);
    gui.ctrl(Key::U);
    gui.enter("3");
    gui.key(Key::Delete);
    gui.shows("3. Carl");
    gui.enter("11");
    gui.harness.key_press_modifiers(Modifiers::COMMAND, Key::ArrowUp);
    gui.run();
    gui.shows("10. Lea");
    gui.ctrl(Key::Enter);
    let mut seats: Vec<String> = TWELVE.iter().map(|s| s.to_string()).filter(|n| n != "Bärbel").collect();
    seats.swap(9, 10);
    assert_eq!(gui.last_event(), Event::Seats(seats));
}

/// Issue 16: with no file dialog on the machine (the test app has none), "als PDF" and the
/// history's export save beside the evenings under their own names, never over another file,
/// and say where.
#[test]
fn without_a_file_dialog_files_are_saved_beside_the_evenings_and_the_app_says_where() {
    let dir = TempDir::new("no-dialog");
    let mut gui = Gui::open(&dir.0);
    gui.new_evening(&["Anna", "Ben"], None);
    let wanted =
        "Kein Dateidialog auf diesem Rechner (weder Desktop-Portal noch zenity) — gespeichert im Ordner der Abende: ";
    let mut saved = Vec::new();
    for _ in 0..2 {
        gui.ctrl_shift(Key::S);
        let told = gui.texts().into_iter().find(|t| t.starts_with(wanted)).expect("where the PDF went");
        let pdf = PathBuf::from(&told[wanted.len()..]);
        assert_eq!(pdf.parent(), Some(dir.0.as_path()));
        assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"), "{}", pdf.display());
        saved.push(pdf);
    }
    assert_ne!(saved[0], saved[1], "the second PDF does not overwrite the first");

    gui.ctrl(Key::H);
    gui.history_loads();
    gui.click("Exportieren …");
    gui.click("Alles als JSON …");
    let json = dir.0.join("schocken-statistik.json");
    gui.shows(&format!("{wanted}{}", json.display()));
    assert!(std::fs::read_to_string(&json).unwrap().trim_start().starts_with('{'));

    // Opening a file tells what to do instead.
    gui.key(Key::Escape);
    gui.ctrl(Key::O);
    gui.shows_part("Kein Dateidialog auf diesem Rechner");
}
