//! Issue 16: the table on a 1366×768 laptop at every zoom the menu offers (`ui::ZOOMS`), with 3,
//! 7 and 12 players in the middle of a half (discs on several seats, marks from the first game, a
//! throw entered). The regions are read from what the app really drew (egui's shapes): the felt,
//! the stock's discs, the "Stock" label, each seat card and the entry panel. None overlaps
//! another, none is outside the window, and no text is cut at the edge of its region.
//!
//! `cargo test --release --test layout`

mod common;

use common::TempDir;
use eframe::egui::{self, Color32, Rect, Shape, epaint::ClippedShape};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use schocken_core::rules::throw::{Count, Dice, Throw};
use schocken_core::session::event::RoundEntry;
use schocken_core::session::log::{Header, Session};
use schocken_core::session::state::{Awaiting, Part};
use schocken_core::sim::{Options, simulate};

/// Names of every length, none differing only by case or spacing.
const NAMES: [&str; 12] = [
    "Friedrich-Wilhelm",
    "Anneliese",
    "Gökhan",
    "Maximilian",
    "Jo",
    "Hannelore",
    "Bartholomäus",
    "Käthe",
    "Ömer",
    "Sieglinde",
    "Wolfgang",
    "Ute",
];

/// An evening of `n` players in the second game's first half, some discs handed out, the next
/// thrower's throw entered.
fn evening(n: usize) -> Session {
    let header = Header {
        title: Some("Layout".into()),
        started: Some("2026-11-20T19:30:00+01:00".into()),
        place: None,
        tournament: None,
        rules: schocken_core::rules::preset::RuleSet::new(schocken_core::rules::preset::Preset::MainTaunus),
        players: NAMES[..n].iter().map(|s| s.to_string()).collect(),
    };
    let midway = |s: &Session| {
        let e = s.engine();
        let holders = e.players().filter(|&p| e.holding(p) > 0).count();
        e.game() == 2
            && e.part() == Part::Half1
            && matches!(e.awaiting(), Awaiting::Round)
            && holders >= 2
            && e.stock() > 0
    };
    // The first seed whose evening passes such a moment, taken back to it.
    let mut session = (0..)
        .find_map(|seed| {
            let mut session = simulate(header.clone(), &Options { games: 2, ..Options::default() }, seed);
            while !midway(&session) {
                session.pop()?;
            }
            Some(session)
        })
        .expect("some evening passes the middle of a half");
    let e = session.engine();
    let first = e.name(e.next_players().expect("a round is awaited")[0]).to_string();
    let throw = Throw::new(Dice::new([6, 5, 4]).unwrap(), Count::new(2).unwrap(), true).unwrap();
    session.set_draft(vec![RoundEntry::Throw { player: first, throw }]).expect("a valid first throw");
    session
}

/// The app on `dir` at `zoom`, continuing the one evening there.
fn table_at(dir: &std::path::Path, zoom: f32) -> Harness<'static, schocken::ui::App> {
    let dir = dir.to_path_buf();
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1366.0, 768.0))
        .with_max_steps(32)
        .with_accessibility_check(false)
        .build_eframe(move |cc| schocken::ui::App::for_tests(&cc.egui_ctx, dir));
    harness.ctx.set_zoom_factor(zoom);
    harness.run();
    harness.get_by_label("Fortsetzen").click();
    harness.run();
    harness
}

/// Every shape drawn, nested ones flattened, with its clip rectangle.
fn flat(shapes: &[ClippedShape]) -> Vec<(Rect, &Shape)> {
    fn add<'a>(clip: Rect, shape: &'a Shape, out: &mut Vec<(Rect, &'a Shape)>) {
        match shape {
            Shape::Vec(shapes) => shapes.iter().for_each(|s| add(clip, s, out)),
            shape => out.push((clip, shape)),
        }
    }
    let mut out = Vec::new();
    for s in shapes {
        add(s.clip_rect, &s.shape, &mut out);
    }
    out
}

/// The regions of the table as drawn.
#[derive(Debug)]
struct Drawn {
    screen: Rect,
    entry: Rect,
    felt: Rect,
    cards: Vec<Rect>,
    stock_discs: Vec<Rect>,
    seat_discs: Vec<Rect>,
    stock_label: Rect,
    /// Every text with its clip rectangle.
    texts: Vec<(String, Rect, Rect)>,
}

/// Every text drawn, with its rectangle and its clip rectangle.
fn drawn_texts(harness: &Harness<'_, schocken::ui::App>) -> Vec<(String, Rect, Rect)> {
    flat(&harness.output().shapes)
        .into_iter()
        .filter_map(|(clip, s)| match s {
            Shape::Text(t) if !t.galley.text().trim().is_empty() => {
                Some((t.galley.text().to_string(), t.visual_bounding_rect(), clip))
            }
            _ => None,
        })
        .collect()
}

fn drawn(harness: &Harness<'_, schocken::ui::App>) -> Drawn {
    let ctx = &harness.ctx;
    let screen = ctx.content_rect();
    let visuals = ctx.style_of(ctx.theme()).visuals.clone();
    let (panel, card) = (visuals.panel_fill, visuals.extreme_bg_color);
    let shapes = flat(&harness.output().shapes);
    let rects = || {
        shapes.iter().filter_map(|(_, s)| match s {
            Shape::Rect(r) => Some(r),
            _ => None,
        })
    };
    // The entry panel: the panel at the window's right edge, below the menu.
    let entry = rects()
        .filter(|r| r.fill == panel && (r.rect.right() - screen.right()).abs() < 1.0)
        .map(|r| r.rect)
        .find(|r| r.width() < screen.width() / 2.0)
        .expect("the entry panel is drawn");
    let felt = rects()
        .filter(|r| r.fill.g() > r.fill.r() + 30 && r.fill.g() > r.fill.b() + 30)
        .map(|r| r.rect)
        .find(|r| r.right() <= entry.left())
        .expect("the felt is drawn");
    let cards: Vec<Rect> =
        rects().filter(|r| r.fill == card && r.rect.right() <= entry.left()).map(|r| r.rect).collect();
    let red = |c: Color32| c.r() > 150 && c.g() < 60 && c.b() < 60;
    let circles: Vec<Rect> = shapes
        .iter()
        .filter_map(|(_, s)| match s {
            Shape::Circle(c) if red(c.fill) => {
                Some(Rect::from_center_size(c.center, egui::Vec2::splat(2.0 * c.radius)))
            }
            _ => None,
        })
        .collect();
    let (seat_discs, stock_discs) = circles.into_iter().partition(|d| cards.iter().any(|c| c.contains(d.center())));
    let texts = drawn_texts(harness);
    let stock_label = texts
        .iter()
        .find(|(text, ..)| text.starts_with("Stock: "))
        .map(|(_, rect, _)| *rect)
        .expect("the stock's label is drawn");
    Drawn { screen, entry, felt, cards, stock_discs, seat_discs, stock_label, texts }
}

/// Two regions overlap by more than a hair (strokes are drawn on their edges).
fn overlap(a: Rect, b: Rect) -> bool {
    a.shrink(1.0).intersects(b.shrink(1.0))
}

fn inside(outer: Rect, inner: Rect) -> bool {
    outer.expand(1.0).contains_rect(inner)
}

#[test]
fn every_zoom_lays_out_the_table_of_3_7_and_12() {
    for n in [3, 7, 12] {
        lays_out(n, &schocken::ui::ZOOMS);
    }
}

/// Every number of players from 2 to 12, at 100 % and at the largest zoom.
#[test]
fn every_number_of_players_fits() {
    for n in (2..=12).filter(|n| ![3, 7, 12].contains(n)) {
        lays_out(n, &[1.0, schocken::ui::ZOOMS[schocken::ui::ZOOMS.len() - 1]]);
    }
}

/// The table of `n` players at each of `zooms`, checked region by region.
fn lays_out(n: usize, zooms: &[f32]) {
    {
        let dir = TempDir::new(&format!("layout-{n}"));
        let session = evening(n);
        let stock = session.engine().stock();
        schocken::io::store::save(&dir.0.join("abend.ron"), &session).expect("saved");
        for &zoom in zooms {
            let harness = table_at(&dir.0, zoom);
            let d = drawn(&harness);
            let at = format!("{n} players at {:.0} %", zoom * 100.0);
            assert!((d.screen.width() - 1366.0 / zoom).abs() < 1.0, "{at}: the window is {:?}", d.screen);

            // Every region is drawn, whole, in the window.
            assert_eq!(d.cards.len(), n, "{at}: seat cards {:#?}", d.cards);
            assert_eq!(d.stock_discs.len(), usize::from(stock), "{at}: the stock's discs");
            assert!(!d.seat_discs.is_empty(), "{at}: no discs on the seats");
            for (what, r) in [("entry", d.entry), ("felt", d.felt), ("stock label", d.stock_label)] {
                assert!(inside(d.screen, r), "{at}: the {what} {r:?} is outside the window {:?}", d.screen);
            }
            assert!(d.felt.width() > 60.0 && d.felt.height() > 60.0, "{at}: the felt collapsed to {:?}", d.felt);

            // No overlaps: the cards, the felt and the entry panel; the stock on the felt.
            for (i, a) in d.cards.iter().enumerate() {
                assert!(inside(d.screen, *a), "{at}: card {a:?} is outside the window");
                assert!(!overlap(*a, d.felt), "{at}: card {a:?} is on the felt {:?}", d.felt);
                assert!(!overlap(*a, d.entry), "{at}: card {a:?} is under the entry {:?}", d.entry);
                for b in &d.cards[i + 1..] {
                    assert!(!overlap(*a, *b), "{at}: card {a:?} overlaps card {b:?}");
                }
            }
            assert!(!overlap(d.felt, d.entry), "{at}: the felt {:?} is under the entry {:?}", d.felt, d.entry);
            for disc in &d.stock_discs {
                assert!(inside(d.felt, *disc), "{at}: a stock disc {disc:?} is off the felt {:?}", d.felt);
                assert!(!overlap(*disc, d.stock_label), "{at}: a stock disc {disc:?} covers the label");
            }
            assert!(inside(d.felt, d.stock_label), "{at}: the label {:?} is off the felt", d.stock_label);
            for disc in &d.seat_discs {
                assert!(d.cards.iter().any(|c| inside(*c, *disc)), "{at}: a seat's disc {disc:?} leaves its card");
            }

            // Nothing cut: every text lies inside its clip rectangle (a card, the felt, the
            // panel), except the log's lines that scroll out of sight, and inside the window.
            for (text, rect, clip) in &d.texts {
                let scrolled = rect.left() >= d.entry.left() && clip.height() < d.entry.height() - 1.0;
                if scrolled {
                    assert!(
                        rect.right() <= clip.right() + 1.0,
                        "{at}: {text:?} {rect:?} is cut at the side ({clip:?})"
                    );
                    continue;
                }
                assert!(inside(*clip, *rect), "{at}: {text:?} {rect:?} is cut by {clip:?}");
                assert!(inside(d.screen, *rect), "{at}: {text:?} {rect:?} is outside the window");
                for c in &d.cards {
                    assert!(!overlap(*c, *rect) || inside(*c, *rect), "{at}: {text:?} {rect:?} crosses card {c:?}");
                }
            }
        }
    }
}

/// Issue 16: the beer mats of twelve players are all seen at once at 100 % (and below); zoomed
/// in, they may scroll down but are never cut at the side.
#[test]
fn the_beer_mats_of_twelve_fit() {
    let dir = TempDir::new("layout-mats");
    schocken::io::store::save(&dir.0.join("abend.ron"), &evening(12)).expect("saved");
    for &zoom in &schocken::ui::ZOOMS {
        let mut harness = table_at(&dir.0, zoom);
        harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::M);
        harness.run();
        let d = drawn_texts(&harness);
        let screen = harness.ctx.content_rect();
        let at = format!("12 beer mats at {:.0} %", zoom * 100.0);
        let mats: Vec<_> =
            d.iter().filter(|(text, ..)| NAMES.iter().any(|n| text.starts_with(&format!("{n} — ")))).collect();
        if zoom <= 1.0 {
            assert_eq!(mats.len(), 12, "{at}: {mats:#?}");
        }
        for (text, rect, clip) in mats {
            assert!(rect.right() <= clip.right() + 1.0 && rect.right() <= screen.right(), "{at}: {text:?} is cut");
            if zoom <= 1.0 {
                assert!(inside(*clip, *rect) && inside(screen, *rect), "{at}: {text:?} {rect:?} is cut by {clip:?}");
            }
        }
    }
}
