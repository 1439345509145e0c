//! The projector's pages, keys, timer and feed.

use super::window::{Feed, Window};
use super::*;
use eframe::egui::Key;
use eframe::egui::vec2;
use schocken_core::tournament::{RoundNo, TableNo};
use std::sync::atomic::{AtomicU64, Ordering};

fn board(players: usize) -> Board {
    let standing = |i: usize| Standing {
        place: i + 1,
        name: format!("Spieler {i:03}"),
        points: 100 - i as i64,
        knockout: None,
        winner: false,
    };
    Board {
        title: "Pokal".into(),
        seating: Some((
            RoundNo::new(2).unwrap(),
            (0..players).map(|i| (format!("Spieler {i:03}"), TableNo::from_index(i / 4).unwrap())).collect(),
        )),
        standings: (0..players).map(standing).collect(),
        teams: vec![(1, "Kegelclub".into(), 12)],
        prizes: vec!["Schock-Out-Preis (1 Schock-Out): Spieler 007".into()],
        ..Board::default()
    }
}

/// A projector on a clock the test moves, and the clock's hand (milliseconds).
fn by_hand(board: Board) -> (Projector, Arc<AtomicU64>) {
    let hand = Arc::new(AtomicU64::new(0));
    (Projector::with_clock(board, Clock::by_hand(hand.clone())), hand)
}

#[test]
fn seating_is_alphabetical_as_germans_read_it() {
    let text = r#"Tournament(format: 1, rules: (preset: "main-taunus"), scoring: LossPoints, events: [
        Register(name: "Zoë"), Register(name: "Ömer"), Register(name: "olaf"), Register(name: "Anna"),
        Draw(round: 1, kind: Points, games: 1, tables: [["Zoë", "Ömer"], ["olaf", "Anna"]]),
    ])"#; // i18n-ok
    let file = schocken_core::tournament::file::parse(text).unwrap();
    let (t, _) = schocken_core::tournament::replay::replay(&file, &[]).unwrap();
    let board = Board::new(&t, &schocken_core::tournament::standings::standings(&t));
    let (round, seating) = board.seating.unwrap();
    assert_eq!(round, RoundNo::FIRST);
    let seating: Vec<(&str, u32)> = seating.iter().map(|(n, table)| (n.as_str(), table.get())).collect();
    assert_eq!(seating, [("Anna", 2), ("olaf", 2), ("Ömer", 1), ("Zoë", 1)]);
}

#[test]
fn pages_hold_fixed_rows() {
    let p = Projector::new(board(200));
    let pages = p.pages(Grid { rows: 21, seating_columns: 4, standings_columns: 2, teams_columns: 2 });
    assert_eq!(pages.iter().filter(|x| matches!(x, Page::Seating(_))).count(), 3);
    assert_eq!(pages.iter().filter(|x| matches!(x, Page::Standings(_))).count(), 5);
    assert_eq!(pages.last(), Some(&Page::Prize));
}

#[test]
fn frozen_keeps_the_board_until_unfrozen() {
    let mut p = Projector::new(board(8));
    p.frozen = true;
    p.update(board(12));
    assert_eq!(p.board().standings.len(), 8);
    let mut harness = egui_kittest::Harness::builder()
        .with_size(vec2(1920.0, 1080.0))
        .build_ui_state(|ui, p: &mut Projector| p.ui(ui), p);
    harness.key_press(Key::F);
    harness.run();
    assert!(!harness.state().frozen);
    assert_eq!(harness.state().board().standings.len(), 12);
    harness.key_press(Key::B);
    harness.run();
    assert!(harness.state().blank);
}

#[test]
fn the_timer_counts_down_in_whole_seconds_then_says_scharf() {
    schocken_core::i18n::set(schocken_core::i18n::Lang::De);
    let (mut p, hand) = by_hand(board(4));
    assert_eq!(p.timer_line(), None);
    hand.store(5_000, Ordering::Relaxed);
    p.start_timer(Duration::from_secs(90));
    assert_eq!(p.timer_line().as_deref(), Some("1:30"));
    hand.store(5_000 + 89_980, Ordering::Relaxed);
    assert_eq!(p.timer_line().as_deref(), Some("0:01"), "a part of a second left is still a second");
    hand.store(5_000 + 90_000, Ordering::Relaxed);
    assert_eq!(p.time_left(), Some(Duration::ZERO));
    assert_eq!(p.timer_line().as_deref(), Some("Zeit! Scharf weiterschocken"));
    hand.store(500_000, Ordering::Relaxed);
    assert_eq!(p.time_left(), Some(Duration::ZERO), "it stays at zero");
    p.stop_timer();
    assert_eq!(p.timer_line(), None);
}

#[test]
fn pages_turn_when_their_time_is_up_and_not_while_frozen() {
    let (p, hand) = by_hand(board(30));
    let mut harness = egui_kittest::Harness::builder()
        .with_size(vec2(1920.0, 1080.0))
        .build_ui_state(|ui, p: &mut Projector| p.ui(ui), p);
    harness.run();
    let page = |h: &egui_kittest::Harness<'_, Projector>| h.state().page;
    assert_eq!(page(&harness), 0);
    hand.store(PAGE_TIME.as_millis() as u64 - 1, Ordering::Relaxed);
    harness.run();
    assert_eq!(page(&harness), 0, "not before its time");
    hand.store(PAGE_TIME.as_millis() as u64, Ordering::Relaxed);
    harness.run();
    assert_eq!(page(&harness), 1);
    harness.key_press(Key::F);
    harness.run();
    hand.store(10 * PAGE_TIME.as_millis() as u64, Ordering::Relaxed);
    harness.run();
    assert_eq!(page(&harness), 1, "a frozen screen keeps its page");
    harness.key_press(Key::ArrowRight);
    harness.run();
    assert_eq!(page(&harness), 2, "the arrow keys turn it still");
}

/// The projector's own window reads the folder's live model on a feed thread: a board of its
/// first snapshot, and a board of the next when the file changes (the model's owner follows the
/// folder and wakes the feed, the feed wakes the window). A frame only takes what has arrived.
#[test]
fn the_window_shows_the_folders_change_from_its_live_model() {
    let dir = std::env::temp_dir().join(format!("schocken-projector-feed-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let write = |title: &str| {
        let text = format!(
            "Tournament(format: 1, title: \"{title}\", rules: (preset: \"main-taunus\"), scoring: LossPoints, events: [])"
        );
        std::fs::write(dir.join("turnier.ron"), text).unwrap();
    };
    write("Pokal");
    let (woke, wakes) = std::sync::mpsc::channel();
    let wake = move || {
        let _ = woke.send(());
    };
    let feed = Feed::new(&dir, schocken_core::i18n::Lang::De, wake);
    let window = Window::new(feed, Projector::new(Board::default()));
    let mut harness = egui_kittest::Harness::builder()
        .with_size(vec2(1920.0, 1080.0))
        .build_ui_state(|ui, w: &mut Window| w.ui(ui), window);
    let title = |h: &egui_kittest::Harness<'_, Window>| h.state().projector.board().title.clone();
    let wait = Duration::from_secs(20);
    wakes.recv_timeout(wait).expect("the first board comes at once");
    harness.run();
    assert_eq!(title(&harness), "Pokal");
    write("Pokal der Stammtische");
    while title(&harness) != "Pokal der Stammtische" {
        wakes.recv_timeout(wait).expect("the model's owner sees the change and the feed wakes the window");
        harness.run();
    }
    let _ = std::fs::remove_dir_all(&dir);
}
