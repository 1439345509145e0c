//! The organiser's window at a laptop's 1366×768 in German and English (issue 34): the top row
//! (the desk's tools and the projector's), the club's fields, and the tabs' row with the round
//! timer and time-up in each of its states keep every button and label whole — none cut short
//! ("Ne…", "Zurüc…"), none pushed out — and what a printout became is said at the window's foot,
//! naming the file rather than its whole path.
//!
//! A widget is whole when it is as wide in the 1366 px window as in a window of 3000 px, where
//! nothing is short of room.
//!
//! `cargo test --release --test organiser_layout`

use eframe::egui::{self, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use schocken::ui::App;
use schocken_core::i18n::Lang;
use std::path::Path;

mod common;
use common::{TempDir, ok};

const LAPTOP: egui::Vec2 = egui::vec2(1366.0, 768.0);

/// The app (its style, its menu bar) at a laptop's size over `sessions`, with the organiser's
/// window open on `dir`, in `lang` (Ctrl+G, as the organiser switches).
fn window(sessions: &Path, dir: &Path, lang: Lang) -> Harness<'static, App> {
    let mut app = common::app(sessions);
    app.state_mut().open_tournament(dir.to_path_buf());
    app.run();
    if app.state().lang() != lang {
        app.key_press_modifiers(Modifiers::COMMAND, Key::G);
        app.run();
    }
    assert_eq!(app.state().lang(), lang);
    app
}

/// A tournament of twelve with its first round drawn (so time-up is offered).
fn drawn(dir: &Path) {
    let d = dir.to_str().unwrap();
    ok(&["tournament", "new", d, "--title", "8. Schockturnier Gonzerath"]);
    let names: Vec<String> = (1..=12).map(|i| format!("Spieler {i:02}")).collect();
    ok(&[&["tournament", "register", d][..], &names.iter().map(String::as_str).collect::<Vec<_>>()].concat());
    ok(&["tournament", "draw", d]);
}

/// Every labelled widget of the window's head (from the top row to the tabs' row), its name
/// and box, in the order of the tree.
fn head(h: &Harness<'_, App>, tab: &str) -> Vec<(String, egui::Rect)> {
    let rect = |b: egui::accesskit::Rect| {
        egui::Rect::from_min_max(egui::pos2(b.x0 as f32, b.y0 as f32), egui::pos2(b.x1 as f32, b.y1 as f32))
    };
    let bottom = rect(h.get_by_label(tab).accesskit_node().bounding_box().expect("the tab on screen")).bottom();
    h.root()
        .children_recursive()
        .filter_map(|n| {
            let node = n.accesskit_node();
            if node.role() == egui::accesskit::Role::TextRun {
                return None;
            }
            let name = node.label().or(node.value()).filter(|t| !t.is_empty())?;
            let b = rect(node.bounding_box()?);
            (b.top() < bottom && b.area() > 0.0).then(|| (format!("{:?} {name:?}", node.role()), b))
        })
        .collect()
}

/// The head at 1366 px holds every widget it holds at 3000 px, each as wide and inside the
/// window.
#[track_caller]
fn whole(h: &mut Harness<'_, App>, tab: &str, state: &str) {
    h.set_size(egui::vec2(3000.0, 768.0));
    h.run();
    let wide = head(h, tab);
    h.set_size(LAPTOP);
    h.run();
    let narrow = head(h, tab);
    let mut faults = Vec::new();
    for (name, roomy) in &wide {
        match narrow.iter().find(|(n, _)| n == name) {
            None => faults.push(format!("{name} is gone")),
            Some((_, r)) if r.width() + 0.5 < roomy.width() => {
                faults.push(format!("{name} is cut: {:.0} of {:.0} px", r.width(), roomy.width()))
            }
            Some((_, r)) if r.right() > LAPTOP.x - 4.0 => faults.push(format!("{name} ends at {:.0}", r.right())),
            Some(_) => {}
        }
    }
    assert!(faults.is_empty(), "{state}: {faults:#?}\nhead: {narrow:#?}");
}

fn click(h: &mut Harness<'_, App>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// The words of one language for what the test presses.
struct Words {
    tab: &'static str,
    club: &'static str,
    time_up: &'static str,
    no: &'static str,
    yes: &'static str,
    take_back: &'static str,
    start_timer: &'static str,
    stop_timer: &'static str,
    print: &'static str,
    registration: &'static str,
    told: &'static str,
}

const GERMAN: Words = Words {
    tab: "Anmeldung",
    club: "Verein",
    time_up: "Zeit ist um: Runde 1 scharf",
    no: "Nein",
    yes: "Ja, scharf",
    take_back: "Zurücknehmen",
    start_timer: "Uhr starten",
    stop_timer: "Uhr anhalten",
    print: "Turnier drucken",
    registration: "Meldebogen",
    told: "das PDF liegt im Turnierordner: ",
};

const ENGLISH: Words = Words {
    tab: "Registration",
    club: "Club",
    time_up: "Time is up: round 1 sudden",
    no: "No",
    yes: "Yes, sudden",
    take_back: "Take back",
    start_timer: "Start timer",
    stop_timer: "Stop timer",
    print: "Print tournament",
    registration: "Registration list",
    told: "the PDF is in the tournament folder: ",
};

#[test]
fn the_head_keeps_every_button_whole_at_1366_px_in_german_and_english() {
    for (lang, w) in [(Lang::De, GERMAN), (Lang::En, ENGLISH)] {
        // A long folder name: the printout's line names the file, never the whole path.
        let dir = TempDir::new(&format!("layout-{}-{}", lang.id(), "ein-recht-langer-ordnername-".repeat(4)));
        let sessions = TempDir::new(&format!("layout-sessions-{}", lang.id()));
        drawn(&dir.0);
        let mut h = window(&sessions.0, &dir.0, lang);
        whole(&mut h, w.tab, "opened");
        click(&mut h, w.club);
        whole(&mut h, w.tab, "the club's fields");
        click(&mut h, w.time_up);
        common::shows(&h, w.no);
        whole(&mut h, w.tab, "time-up asked");
        click(&mut h, w.start_timer);
        common::shows(&h, w.stop_timer);
        whole(&mut h, w.tab, "the timer running");
        click(&mut h, w.yes);
        common::shows(&h, w.take_back);
        whole(&mut h, w.tab, "time-up announced");

        click(&mut h, w.print);
        click(&mut h, w.registration);
        let told = |h: &Harness<'_, App>| h.query_by_label_contains(w.told).is_some();
        for _ in 0..400 {
            if told(&h) {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
            h.run();
        }
        let line = h.get_by_label_contains(w.told);
        let node = line.accesskit_node();
        let text = node.label().or(node.value()).unwrap_or_default().to_string();
        assert!(text.ends_with(".pdf") && !text.contains(dir.0.to_str().unwrap()), "{text}");
        let b = node.bounding_box().unwrap();
        assert!(b.x1 <= f64::from(LAPTOP.x) && b.y1 <= f64::from(LAPTOP.y), "{text} at {b:?}");
        whole(&mut h, w.tab, "printed");
    }
}
