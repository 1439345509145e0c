//! Issue 33, "the club's own rule book", at the referee's table and in the explanations and
//! printouts of rounds: the header names the rule book in one line and a key shows how it differs
//! from the printed book; the over-limit preview, the take button and the seat cards say what the
//! rules do; a Lustwurf that opens a game stands under that game in `replay` and on the round
//! sheet; the over-limit remark says the throws and the limit; two Schock-Outs in a half name the
//! rule that decided them.
//!
//! `cargo test --release --test table_rule_book`

mod common;
use common::TempDir;
use eframe::egui::{self, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use schocken::print::layout;
use schocken_core::i18n::{Lang, scoped};
use schocken_core::report::{story, text, words};
use schocken_core::session::file;
use schocken_core::session::log::Session;
use std::path::PathBuf;

/// The club of issue 33: Kalk with Siebener 7, the earlier of two Schock-Outs worse, free
/// players keep playing, a throw over the limit costs a disc, a Lustwurf costs a disc.
const CLUB: &str = "siebener: 7, equal_schock_outs: EarlierWorse, free_players: KeepPlaying, \
                    over_limit_disc: true, lustwurf: true, lustwurf_penalty: Disc";

/// A session file of Anna, Ben and Carl under `rules` (RON, e.g. `preset: "kalk", discs: 3`)
/// with `events` (RON, one per line).
fn ron(rules: &str, events: &str) -> String {
    format!(
        "Session(\n    format: 1,\n    title: \"Stammtisch\",\n    started: \"2026-11-20T19:30:00+01:00\",\n    \
         rules: ({rules}),\n    players: [\"Anna\", \"Ben\", \"Carl\"],\n    events: [\n{events}\n    ],\n)\n"
    )
}

fn parse(text: &str) -> Session {
    file::parse(text).unwrap_or_else(|e| panic!("the session loads, but: {e:?}\n{text}"))
}

/// The session written to a fresh folder and opened at the table, at the laptop's size.
fn at_table(name: &str, session: &Session) -> (TempDir, PathBuf, Harness<'static, schocken::ui::App>) {
    let dir = TempDir::new(name);
    let path = dir.0.join("abend.ron");
    schocken::io::store::save(&path, session).unwrap();
    let (folder, open) = (dir.0.clone(), path.clone());
    let mut h = Harness::builder()
        .with_size(eframe::egui::vec2(1366.0, 768.0))
        .with_max_steps(32)
        .with_accessibility_check(false)
        .build_eframe(move |cc| schocken::ui::App::for_tests_opening(&cc.egui_ctx, folder, Some(open)));
    h.run();
    (dir, path, h)
}

fn key(h: &mut Harness<'static, schocken::ui::App>, modifiers: Modifiers, key: Key) {
    h.key_press_modifiers(modifiers, key);
    h.run();
}

fn typed(h: &mut Harness<'static, schocken::ui::App>, text: &str) {
    h.root().type_text(text);
    h.run();
}

#[track_caller]
fn hides_part<S>(h: &Harness<'_, S>, part: &str) {
    assert!(h.query_all_by_label_contains(part).next().is_none(), "on screen: {part:?}\n{:#?}", common::texts(h));
}

const RULE_BOOK: Modifiers = Modifiers { shift: true, ..Modifiers::COMMAND };

/// The header names the rule book in one line; Ctrl+Shift+R shows each difference as the setup
/// words it, with what each house rule does, and closes it again, as Esc does; F1 lists the key.
#[test]
fn the_header_counts_the_house_rules_and_a_key_shows_them() {
    let session = parse(&ron(&format!("preset: \"kalk\", {CLUB}"), ""));
    let (_dir, _path, mut h) = at_table("rule-book", &session);
    common::shows(&h, "Kalker Hubertusschützen + 5 Hausregeln · Stammtisch");
    hides_part(&h, "Siebener (1-2-2): 7 Deckel (statt aus (Hausnummer))");
    key(&mut h, RULE_BOOK, Key::R);
    common::shows(&h, "Siebener (1-2-2): 7 Deckel (statt aus (Hausnummer))");
    common::shows(&h, "1-2-2 ist so viele Deckel wert und steht mit der Jule über dem Schock 6.");
    common::shows(&h, "Gleiche Schock-Outs: der frühere verliert (statt der spätere verliert)");
    common::shows(&h, "Zu oft geworfen kostet einen Deckel: ja (statt nein)");
    common::shows(&h, "Lustwurf kostet: einen Deckel (statt einen Strich)");
    // The knob changed so that another can act is listed too, without an explanation of its own.
    common::shows(&h, "Lustwurf wird bestraft: ja (statt nein)");
    common::shows(&h, "gehört zur Hausregel „Lustwurf kostet“");
    common::shows(&h, "Schließen: Esc oder Strg+Umschalt+R");
    // The same key closes it …
    key(&mut h, RULE_BOOK, Key::R);
    hides_part(&h, "Siebener (1-2-2)");
    // … and so does Esc, without clearing what is typed for the throw.
    key(&mut h, RULE_BOOK, Key::R);
    common::shows(&h, "Siebener (1-2-2): 7 Deckel (statt aus (Hausnummer))");
    typed(&mut h, "654");
    key(&mut h, Modifiers::NONE, Key::Escape);
    hides_part(&h, "Siebener (1-2-2)");
    // (the typed dice still ask how often they were thrown)
    common::shows_part(&h, "Wie oft geworfen?");
    // The help lists it with its key.
    key(&mut h, Modifiers::NONE, Key::F1);
    common::shows(&h, "Strg+Umschalt+R");
    common::shows_part(&h, "Hausregeln des Abends");
}

/// A preset played as printed: its name alone, and the window says so.
#[test]
fn a_plain_preset_plays_the_book_as_printed() {
    let session = parse(&ron("preset: \"kalk\"", ""));
    let (_dir, _path, mut h) = at_table("rule-book-plain", &session);
    common::shows(&h, "Kalker Hubertusschützen · Stammtisch");
    key(&mut h, RULE_BOOK, Key::R);
    common::shows(&h, "Gespielt wird das Regelwerk wie gedruckt, ohne Hausregeln.");
    // An agreed choice is listed, and said to be one, but it is no house rule.
    let grundregeln = Session::new(schocken_core::session::log::Header {
        rules: {
            let mut set = schocken_core::rules::preset::RuleSet::new(schocken_core::rules::preset::Preset::Grundregeln);
            let pips = schocken_core::rules::knobs::GeneralValue::Pips.value();
            set.set(schocken_core::rules::knobs::Knob::GeneralValue, pips).unwrap();
            set
        },
        ..session.header().clone()
    })
    .unwrap();
    let (_dir, _path, mut h) = at_table("rule-book-agreed", &grundregeln);
    common::shows(&h, "Grundregeln · Stammtisch");
    key(&mut h, RULE_BOOK, Key::R);
    common::shows(&h, "vereinbart: das Regelwerk lässt diese Wahl offen");
    hides_part(&h, "wie gedruckt");
}

/// Three discs, the stock emptied in two rounds; Ben opens the third with one throw.
fn empty_stock() -> Session {
    let events = "        Round([
            Throw(player: \"Anna\", dice: (2, 1, 1), throws: 1),
            Throw(player: \"Ben\", dice: (6, 5, 3), throws: 1),
            Throw(player: \"Carl\", dice: (6, 4, 2), throws: 1),
        ]),
        Round([
            Throw(player: \"Carl\", dice: (2, 1, 1), throws: 1),
            Throw(player: \"Anna\", dice: (6, 5, 3), throws: 1),
            Throw(player: \"Ben\", dice: (6, 4, 2), throws: 1),
        ]),";
    let session = parse(&ron(&format!("preset: \"kalk\", discs: 3, {CLUB}"), events));
    assert_eq!(session.engine().stock(), 0);
    session
}

/// Over the limit with the stock empty, the preview says it costs no disc (and none moves).
#[test]
fn the_over_limit_preview_costs_nothing_from_an_empty_stock() {
    let (_dir, path, mut h) = at_table("over-limit-empty", &empty_stock());
    typed(&mut h, "6541");
    h.key_press(Key::Enter);
    h.run();
    typed(&mut h, "2112h");
    common::shows_part(&h, "der Stock ist leer: kostet keinen Deckel");
    hides_part(&h, "kostet 1 Deckel");
    h.key_press(Key::Enter);
    h.run();
    typed(&mut h, "6531");
    h.key_press(Key::Enter);
    h.run();
    let session = common::play::session(&path);
    let r = session.engine().rounds().last().unwrap();
    assert_eq!(r.number, 3, "the third round is recorded");
    assert!(r.penalty_discs.is_empty(), "no disc moved: {:?}", r.penalty_discs);
}

/// After a throw over the limit nobody can take: no button, and the key says why.
#[test]
fn no_take_is_offered_after_a_throw_over_the_limit() {
    let (dir, path, mut h) = at_table("take-over-limit", &parse(&ron(&format!("preset: \"kalk\", {CLUB}"), "")));
    typed(&mut h, "6541");
    h.key_press(Key::Enter);
    h.run();
    // Within the limit, the take is offered.
    common::shows(&h, "Freiwillig nehmen");
    typed(&mut h, "2112h");
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(common::play::session(&path).draft().len(), 2, "both throws entered");
    assert!(h.query_all_by_label("Freiwillig nehmen").next().is_none(), "{:#?}", common::texts(&h));
    key(&mut h, Modifiers::COMMAND, Key::T);
    common::shows_part(&h, "Nach einem Wurf über das Vorgelegte kann niemand freiwillig nehmen");
    assert_eq!(common::play::session(&path).draft().len(), 2, "nothing taken");
    drop(dir);
}

/// Game 1 played to its end: the cards of game 2 show nobody's throw from game 1.
#[test]
fn a_new_game_starts_with_clean_seat_cards() {
    let mut session = schocken_core::sim::simulate(
        parse(&ron("preset: \"kalk\"", "")).header().clone(),
        &schocken_core::sim::Options { games: 1, ..Default::default() },
        3,
    );
    assert_eq!(session.engine().finished_games().len(), 1);
    let last = session.engine().rounds().last().unwrap().clone();
    let (_dir, path, h) = at_table("clean-cards", &session);
    let thrown: Vec<String> = last
        .entries
        .iter()
        .filter_map(|e| match e.act {
            schocken_core::rules::round::Act::Throw(t) => Some(words::throw(t)),
            schocken_core::rules::round::Act::Take => None,
        })
        .collect();
    for throw in &thrown {
        assert!(h.query_all_by_label(throw).next().is_none(), "{throw} on a card: {:#?}", common::texts(&h));
    }
    // Within a game the cards still show the round just played, until the next throw.
    drop(h);
    let e = session.engine();
    let entries = e
        .next_players()
        .unwrap()
        .iter()
        .enumerate()
        .map(|(i, &p)| {
            let dice = if i == 0 { [6, 5, 4] } else { [6, 3, 2] };
            let throw = schocken_core::rules::throw::Throw::with_default_hand(
                schocken_core::rules::throw::Dice::new(dice).unwrap(),
                schocken_core::rules::throw::Count::new(1).unwrap(),
            );
            schocken_core::session::event::RoundEntry::Throw { player: e.name(p).to_string(), throw }
        })
        .collect();
    session.push(schocken_core::session::event::Event::Round(entries)).unwrap();
    schocken::io::store::save(&path, &session).unwrap();
    let (_dir2, _path2, h) = at_table("clean-cards-2", &session);
    common::shows(&h, "6-3-2 (1×)");
}

/// A Lustwurf disc that opens game 2 stands under game 2: in `replay` and on the round sheet
/// (the whole evening's and game 2's alone), never under game 1.
#[test]
fn a_lustwurf_opening_a_game_stands_under_that_game() {
    let mut session = schocken_core::sim::simulate(
        parse(&ron(&format!("preset: \"kalk\", {CLUB}"), "")).header().clone(),
        &schocken_core::sim::Options { games: 1, ..Default::default() },
        3,
    );
    let event = schocken_core::session::event::Event::Penalty {
        player: "Ben".into(),
        kind: schocken_core::session::event::PenaltyKind::Lustwurf,
    };
    session.push(event).unwrap();
    scoped(Lang::De, || {
        let summary = text::summary(&session);
        let disc = summary.find("Lustwurf kostet einen Deckel: Ben").expect(&summary);
        let game2 = summary.find("\nSpiel 2\n").expect(&summary);
        assert!(game2 < disc, "{summary}");
        assert!(summary[game2..disc].contains("1. Hälfte"), "{summary}");

        let texts = |game: Option<u32>| -> Vec<String> {
            schocken::print::sheet::pages(&session, game).unwrap().iter().flat_map(texts_of).collect()
        };
        let all = texts(None);
        let at = |what: &str| all.iter().position(|t| t.contains(what)).unwrap_or_else(|| panic!("{what}: {all:#?}"));
        assert!(at("Spiel 1 verloren") < at("Spiel 2 — 1. Hälfte"), "{all:#?}");
        assert!(at("Spiel 2 — 1. Hälfte") < at("Lustwurf kostet einen Deckel: Ben"), "{all:#?}");
        assert!(texts(Some(2)).iter().any(|t| t.contains("Lustwurf kostet einen Deckel: Ben")));
        assert!(!texts(Some(1)).iter().any(|t| t.contains("Lustwurf kostet einen Deckel: Ben")));
    });
}

fn texts_of(page: &layout::Page) -> Vec<String> {
    page.ops
        .iter()
        .filter_map(|op| match op {
            layout::Op::Text { text, .. } => Some(text.clone()),
            _ => None,
        })
        .collect()
}

/// The remark of a throw over the limit says the throws and the limit, not "(2×)" alone.
#[test]
fn the_over_limit_remark_says_the_throws_and_the_limit() {
    let events = "        Starter(\"Anna\"),
        Round([
            Throw(player: \"Anna\", dice: (6, 5, 4), throws: 1),
            Throw(player: \"Ben\", dice: (2, 2, 1), throws: 2),
            Throw(player: \"Carl\", dice: (6, 3, 2), throws: 1),
        ]),";
    let session = parse(&ron("preset: \"main-taunus\"", events));
    let e = session.engine();
    let r = e.rounds().last().unwrap();
    let de = scoped(Lang::De, || story::remarks(e, r));
    assert!(de.contains(&"Ben hat 2-mal geworfen, vorgelegt war 1 Wurf".to_string()), "{de:?}");
    let en = scoped(Lang::En, || story::remarks(e, r));
    assert!(en.contains(&"Ben threw 2 times, the limit was 1".to_string()), "{en:?}");
}

/// Two Schock-Outs in a half: the explanation names the rule that put the winner's first, as
/// it does in a final, where the other Schock-Out is the loser's.
#[test]
fn two_schock_outs_in_a_half_name_the_rule() {
    let events = "        Round([
            Throw(player: \"Anna\", dice: (1, 1, 1), throws: 1),
            Throw(player: \"Ben\", dice: (1, 1, 1), throws: 1),
            Throw(player: \"Carl\", dice: (6, 5, 3), throws: 1),
        ]),";
    let explain = |rules: &str| {
        let session = parse(&ron(rules, events));
        let e = session.engine();
        scoped(Lang::De, || words::round(e, e.rounds().last().unwrap()))
    };
    assert_eq!(
        explain("preset: \"kalk\""),
        "Anna: Schock-Out — Ben hat auch einen Schock-Out, aber später geworfen: Mit ist Schitt; \
         Carl: 6-5-3, der niedrigste Wurf; alle 13 Deckel gehen an Carl; damit verliert Carl die erste Hälfte"
    );
    assert_eq!(
        explain(&format!("preset: \"kalk\", {CLUB}")),
        "Ben: Schock-Out — Anna hat auch einen Schock-Out, aber früher: hier ist der frühere schlechter; \
         Carl: 6-5-3, der niedrigste Wurf; alle 13 Deckel gehen an Carl; damit verliert Carl die erste Hälfte"
    );
}

/// Looking back at an evening (its header lists the differences), the same key shows the rule
/// book with what each house rule does; Esc closes the window first, then goes back.
#[test]
fn an_evening_looked_back_at_shows_its_rule_book() {
    let dir = TempDir::new("rule-book-review");
    let session = parse(&ron(&format!("preset: \"kalk\", {CLUB}"), ""));
    schocken::io::store::save(&dir.0.join("abend.ron"), &session).unwrap();
    let mut h = common::app(&dir.0);
    h.get_by_role_and_label(egui::accesskit::Role::Button, "Stammtisch").click();
    h.run();
    common::shows(&h, "Rundenprotokoll");
    key(&mut h, RULE_BOOK, Key::R);
    common::shows(&h, "1-2-2 ist so viele Deckel wert und steht mit der Jule über dem Schock 6.");
    key(&mut h, Modifiers::NONE, Key::Escape);
    hides_part(&h, "1-2-2 ist so viele Deckel wert");
    common::shows(&h, "Rundenprotokoll");
    key(&mut h, Modifiers::NONE, Key::Escape);
    assert!(h.query_by_label("Rundenprotokoll").is_none(), "the second Esc goes back");
}
