//! Property tests over random tables and evenings.
//!
//! Random rule sets (a preset plus random knob overrides), random tables of 2–8 players and
//! random simulator settings produce whole evenings (`schocken_core::sim`). Each evening is replayed
//! event by event and checked against what RULES.md guarantees, with the ranking, the disc moves,
//! the starters and the tally marks recomputed here from RULES.md (not from the engine's code).
//! The other properties cover the session file (round trip, determinism, robustness of `parse`)
//! and undo.

use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::TestCaseError;
use schocken_core::i18n::{Lang, scoped};
use schocken_core::report::json::replay;
use schocken_core::rules::knobs::{
    DroppedDice, EmptyStock, EqualSchockOuts, EqualThrows, FinalStarter, FreePlayers, GeneralValue, HandOnly,
    Handschock, HouseNumbers, Knob, KnobKind, LustwurfPenalty, NextGameStarter, Opening, Points, Rules, SchockShape,
    Streets, Structure, Value,
};
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::rules::throw::{Count, Dice, Throw};
use schocken_core::session::event::{Event, PenaltyKind, RoundEntry};
use schocken_core::session::file::{parse, write};
use schocken_core::session::log::{Header, Session};
use schocken_core::session::state::{LostBy, MarkReason, Part, RoundRecord, Source};
use schocken_core::sim::{Options, simulate};

// ---- generators --------------------------------------------------------------------------------

/// A legal value for `knob`, picked by `pick`.
fn value_of(knob: Knob, pick: u32) -> Value {
    match knob.kind() {
        KnobKind::Bool => Value::Bool(pick % 2 == 1),
        KnobKind::Number { min, max } => Value::Number(min + (pick % (u32::from(max - min) + 1)) as u8),
        KnobKind::Choice(ids) => Value::Choice(ids[pick as usize % ids.len()]),
    }
}

/// A random preset with random overrides of random knobs (any knob, any legal value).
fn rule_set() -> impl Strategy<Value = RuleSet> {
    (
        0..Preset::ALL.len(),
        prop::collection::vec((0..Knob::ALL.len(), any::<u32>()), 0..12),
        prop::option::weighted(0.5, 3u8..=30),
    )
        .prop_map(|(preset, overrides, discs)| {
            let mut rules = RuleSet::new(Preset::ALL[preset]);
            for (knob, pick) in overrides {
                let knob = Knob::ALL[knob];
                rules.set(knob, value_of(knob, pick)).expect("a legal value");
            }
            if let Some(discs) = discs {
                rules.set(Knob::Discs, Value::Number(discs)).expect("3 to 30 discs are legal");
            }
            playable(rules)
        })
}

/// `rules` with `too_many_throws_loses` set off where `over_limit_disc` is on (RULES.md 9 refuses both).
fn playable(mut rules: RuleSet) -> RuleSet {
    if rules.rules().over_limit_disc && rules.rules().too_many_throws_loses {
        rules.set(Knob::TooManyThrowsLoses, Value::Bool(false)).expect("a legal value");
    }
    rules
}

/// Plain names `P0`, `P1`, … (the mutation tests refer to them).
fn plain_names() -> impl Strategy<Value = Vec<String>> {
    (2usize..=8).prop_map(|n| (0..n).map(|i| format!("P{i}")).collect())
}

/// Text that is hard to write and read back: quotes, backslashes, umlauts, emoji, line breaks,
/// control characters, RON syntax, and any other character.
fn tricky_text() -> impl Strategy<Value = String> {
    const PIECES: &[&str] = &[
        "\"",
        "\\",
        "\\\\",
        "\\\"",
        "\\n",
        "ä",
        "Ö",
        "ß",
        "Jürgen",
        "Renée",
        "🎲",
        "🍺",
        "👨‍👩‍👧",
        "\n",
        "\r\n",
        "\r",
        "\t",
        " ",
        "'",
        "//",
        "/*",
        "*/",
        "(",
        ")",
        "[",
        "]",
        ",",
        ":",
        "r#\"",
        "\"#",
        "\\u{41}",
        "\u{0}",
        "\u{7}",
        "\u{1b}",
        "\u{7f}",
        "\u{85}",
        "\u{a0}",
        "\u{feff}",
        "\u{200b}",
        "\u{202e}",
        "\u{2028}",
        "\u{fffd}",
        "Anna",
    ];
    prop::collection::vec(
        prop_oneof![3 => prop::sample::select(PIECES).prop_map(String::from), 1 => any::<char>().prop_map(String::from)],
        0..8,
    )
    .prop_map(|pieces| pieces.concat())
}

/// 2–8 unique, non-blank tricky names. Each ends with its seat digit, so they differ from each
/// other and from the simulator's newcomers.
fn tricky_names() -> impl Strategy<Value = Vec<String>> {
    prop::collection::vec(tricky_text(), 2..=8)
        .prop_map(|names| names.into_iter().enumerate().map(|(i, n)| format!("{n}{i}")).collect())
}

fn options(max_games: u32) -> impl Strategy<Value = Options> {
    (1..=max_games, 0u64..=25, 0u64..=25, 0u64..=100, 0u64..=40, 0u64..=80).prop_map(
        |(games, drops, lustwurf, seat_changes, over_limit, takes)| Options {
            games,
            drops,
            lustwurf,
            seat_changes,
            over_limit,
            takes,
        },
    )
}

/// What it takes to simulate one evening (kept small, so that a failing case prints readably).
#[derive(Clone, Debug)]
struct Evening {
    header: Header,
    options: Options,
    seed: u64,
}

impl Evening {
    fn play(&self) -> Session {
        simulate(self.header.clone(), &self.options, self.seed)
    }
}

fn evening(names: impl Strategy<Value = Vec<String>>, max_games: u32) -> impl Strategy<Value = Evening> {
    (rule_set(), names, options(max_games), any::<u64>()).prop_map(|(rules, players, options, seed)| Evening {
        header: Header {
            title: Some("Stammtisch".into()),
            started: None,
            place: None,
            tournament: None,
            rules,
            players,
        },
        options,
        seed,
    })
}

/// An evening at a table with tricky names, a tricky header, and notes with tricky text at random
/// places in the log: the header and the events (all accepted by the rules).
fn tricky_session() -> impl Strategy<Value = (Evening, Vec<(Index, String)>)> {
    let header_text = || prop::option::of(tricky_text());
    (
        evening(tricky_names(), 2),
        header_text(),
        header_text(),
        header_text(),
        prop::collection::vec((any::<Index>(), tricky_text()), 0..4),
    )
        .prop_map(|(mut evening, title, started, place, notes)| {
            evening.header.title = title;
            evening.header.started = started;
            evening.header.place = place;
            (evening, notes)
        })
}

fn with_notes(evening: &Evening, notes: &[(Index, String)]) -> Session {
    let played = evening.play();
    let mut events = played.events().to_vec();
    for (at, text) in notes {
        events.insert(at.index(events.len() + 1), Event::Note(text.clone()));
    }
    session_of(&evening.header, &events)
}

fn session_of(header: &Header, events: &[Event]) -> Session {
    let mut session = Session::new(header.clone()).expect("a valid header");
    for (i, event) in events.iter().enumerate() {
        session.push(event.clone()).unwrap_or_else(|r| panic!("event {i} refused: {r:?}: {event:?}"));
    }
    session
}

// ---- RULES.md, recomputed here (properties/oracle.rs), and the evening checker (properties/checker.rs) ----

#[path = "properties/checker.rs"]
mod checker;
#[path = "properties/oracle.rs"]
mod oracle;
#[path = "properties/parse.rs"]
mod parse;

use checker::check_evening;
use oracle::{Cat, classify, counted};

// ---- properties --------------------------------------------------------------------------------

fn config(cases: u32) -> ProptestConfig {
    // No regression files: this test must not write into the source tree.
    ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() }
}

proptest! {
    #![proptest_config(config(384))]

    /// After every event of a random evening under random rules: discs conserved, rankings and
    /// disc moves as RULES.md 3–4 say, starters and throwing order as RULES.md 4 and 6 say, one
    /// loser per part and per game, the game loser holds the discs, tallies never decrease and
    /// grow exactly by the marks of RULES.md 7, points as RULES.md 8 scores them.
    #[test]
    fn every_event_keeps_the_rules(evening in evening(plain_names(), 4)) {
        let played = evening.play();
        let replayed = check_evening(&evening.header, played.events())?;
        prop_assert_eq!(replay(&replayed), replay(&played));
    }

    /// Issue 33: under keep-playing with Ablegen the round's loser may hold no discs, so the part
    /// is lost by the last player holding any (checked by `check_evening`), on every preset.
    #[test]
    fn keep_playing_with_ablegen_keeps_the_rules(mut evening in evening(plain_names(), 3)) {
        for (knob, value) in [
            (Knob::FreePlayers, FreePlayers::KeepPlaying.value()),
            (Knob::EmptyStock, EmptyStock::WinnerDiscards.value()),
        ] {
            evening.header.rules.set(knob, value).expect("a legal value");
        }
        let played = evening.play();
        let replayed = check_evening(&evening.header, played.events())?;
        prop_assert_eq!(replay(&replayed), replay(&played));
    }
}

/// Every value of every house-rule knob (RULES.md 2–9) is played by the simulator on every preset,
/// with throws over the limit and Lustwurfs frequent, and keeps the rules event by event; and what
/// each knob adds does happen: penalty and Lustwurf discs move, Siebener and Achter are thrown, an
/// assembled throw becomes a Hausnummer, a player without discs throws on.
#[test]
fn every_house_rule_value_is_played() {
    let options = Options { games: 2, drops: 4, lustwurf: 25, seat_changes: 20, over_limit: 30, takes: 10 };
    let (mut penalty_discs, mut lustwurf_discs, mut siebener, mut achter, mut demoted, mut kept_playing) =
        (0, 0, 0, 0, 0, 0);
    for &knob in Knob::HOUSE_RULES {
        let values = match knob.kind() {
            KnobKind::Bool => 2,
            KnobKind::Number { .. } => unreachable!("no house rule is a plain number"),
            KnobKind::Choice(ids) => ids.len() as u32,
        };
        for pick in 0..values {
            for (seed, &preset) in Preset::ALL.iter().enumerate() {
                let mut rules = RuleSet::new(preset);
                rules.set(knob, value_of(knob, pick)).expect("a legal value");
                rules.set(Knob::Lustwurf, Value::Bool(true)).expect("a legal value");
                let header = Header {
                    title: None,
                    started: None,
                    place: None,
                    tournament: None,
                    rules: playable(rules),
                    players: ["Anna", "Ben", "Carl", "Dora"].map(String::from).to_vec(),
                };
                let played = simulate(header.clone(), &options, seed as u64 * 31 + u64::from(pick));
                let e = check_evening(&header, played.events())
                    .unwrap_or_else(|f| panic!("{knob:?} = {:?} on {preset:?}: {f}", value_of(knob, pick)))
                    .engine()
                    .clone();
                let r = e.rules();
                lustwurf_discs += e.lustwurf_discs().len();
                for x in e.rounds() {
                    penalty_discs += x.penalty_discs.len();
                    for entry in &x.entries {
                        let Some(t) = x.throw_of(entry.player) else { continue };
                        let t = counted(t, x.limit, r);
                        siebener += usize::from(classify(t, r) == Cat::Siebener);
                        achter += usize::from(classify(t, r) == Cat::Achter);
                        demoted += usize::from(
                            classify(t, r) != classify(Throw::with_default_hand(t.dice(), Count::new(1).unwrap()), r),
                        );
                    }
                }
                kept_playing += e
                    .rounds()
                    .windows(2)
                    .filter(|w| w[0].part == w[1].part && w[0].stock == 0)
                    .filter(|w| w[1].entries.iter().any(|x| w[0].holding(x.player) == 0))
                    .count();
            }
        }
    }
    for (what, n) in [
        ("penalty discs", penalty_discs),
        ("Lustwurf discs", lustwurf_discs),
        ("Siebener", siebener),
        ("Achter", achter),
        ("assembled throws made Hausnummern", demoted),
        ("players without discs throwing on", kept_playing),
    ] {
        assert!(n > 0, "no {what} in any simulated evening");
    }
}

proptest! {
    #![proptest_config(config(256))]

    /// Parsing the same text twice gives the same JSON, the JSON of the parsed file equals the
    /// in-memory session's, and writing the parsed session gives the same text.
    #[test]
    fn replay_is_deterministic((evening, notes) in tricky_session()) {
        let session = with_notes(&evening, &notes);
        let text = write(&session);
        let a = parse(&text).map_err(|e| TestCaseError::fail(format!("{e:?}\n{text}")))?;
        let b = parse(&text).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
        let json = replay(&session);
        prop_assert_eq!(&replay(&a), &replay(&b));
        prop_assert_eq!(&replay(&a), &json);
        prop_assert_eq!(serde_json::to_string(&replay(&a)).unwrap(), serde_json::to_string(&json).unwrap());
        prop_assert_eq!(write(&a), text);
    }

    /// write → parse → write is byte-identical, with hard names, header texts and notes.
    #[test]
    fn ron_round_trip_is_byte_identical((evening, notes) in tricky_session()) {
        let session = with_notes(&evening, &notes);
        let text = write(&session);
        let read = parse(&text).map_err(|e| TestCaseError::fail(format!("{e:?}\n{text}")))?;
        prop_assert_eq!(read.header(), session.header());
        prop_assert_eq!(read.events(), session.events());
        prop_assert_eq!(write(&read), text);
    }

    /// Undo: popping k events gives the session of the first n − k events; pushing them again
    /// gives the final session back.
    #[test]
    fn undo_and_redo(evening in evening(plain_names(), 2), k in any::<Index>()) {
        let mut session = evening.play();
        let events = session.events().to_vec();
        let (final_json, final_text) = (replay(&session), write(&session));
        let k = k.index(events.len() + 1);
        let mut popped = Vec::new();
        for j in 0..k {
            let event = session.pop();
            prop_assert_eq!(event.as_ref(), Some(&events[events.len() - 1 - j]));
            popped.push(event.expect("checked"));
        }
        let fresh = session_of(&evening.header, &events[..events.len() - k]);
        prop_assert_eq!(replay(&session), replay(&fresh));
        prop_assert_eq!(write(&session), write(&fresh));
        for event in popped.into_iter().rev() {
            session.push(event).map_err(|r| TestCaseError::fail(format!("redo refused: {r:?}")))?;
        }
        prop_assert_eq!(replay(&session), final_json);
        prop_assert_eq!(write(&session), final_text);
    }
}

proptest! {
    #![proptest_config(config(128))]

    /// A refused event changes nothing; an accepted one is taken back by undo.
    #[test]
    fn refused_events_change_nothing(
        evening in evening(plain_names(), 2),
        tries in prop::collection::vec((any::<Index>(), any_event()), 1..6),
    ) {
        let played = evening.play();
        let events = played.events();
        for (at, event) in tries {
            let mut session = session_of(&evening.header, &events[..at.index(events.len() + 1)]);
            let (json, text) = (replay(&session), write(&session));
            match session.push(event.clone()) {
                Err(_) => prop_assert_eq!(session.events().len(), at.index(events.len() + 1)),
                Ok(()) => {
                    prop_assert_eq!(session.pop(), Some(event));
                }
            }
            prop_assert_eq!(replay(&session), json);
            prop_assert_eq!(write(&session), text);
        }
    }
}

/// Any event, mostly nonsense: for the refusal property.
fn any_event() -> impl Strategy<Value = Event> {
    let name =
        || prop::sample::select(vec!["P0", "P1", "P2", "P3", "P7", "Günther", "Nobody", ""]).prop_map(String::from);
    let throw = (1u8..=6, 1u8..=6, 1u8..=6, 1u8..=3, any::<bool>()).prop_map(|(a, b, c, n, hand)| {
        let dice = Dice::new([a, b, c]).expect("1-6");
        let count = Count::new(n).expect("1-3");
        Throw::new(dice, count, hand || n == 1).expect("valid")
    });
    let entry = prop_oneof![
        4 => (name(), throw).prop_map(|(player, throw)| RoundEntry::Throw { player, throw }),
        1 => name().prop_map(|player| RoundEntry::Take { player }),
    ];
    prop_oneof![
        name().prop_map(Event::Starter),
        prop::collection::vec(entry, 0..6).prop_map(Event::Round),
        (name(), prop::sample::select(PenaltyKind::ALL.to_vec()))
            .prop_map(|(player, kind)| Event::Penalty { player, kind }),
        prop::collection::vec((name(), 3u8..=18), 0..4).prop_map(Event::RollOff),
        prop::collection::vec(name(), 0..5).prop_map(Event::Seats),
        tricky_text().prop_map(Event::Note),
    ]
}

/// Found by `keep_playing_with_ablegen_keeps_the_rules`: a Lustwurf disc that takes the last
/// disc of the player who was to start the next round moves the start to the first after him in
/// seat order holding discs (RULES.md 7), which the checker now predicts (it expected the round's
/// loser). Kept as the evening that showed it.
#[test]
fn a_lustwurf_disc_taking_the_starters_last_disc_moves_the_start() {
    let mut rules = RuleSet::new(Preset::Kalk);
    rules.set(Knob::Opening, Opening::OneDie.value()).unwrap();
    rules.set(Knob::Lustwurf, Value::Bool(true)).unwrap();
    rules.set(Knob::LustwurfPenalty, LustwurfPenalty::Disc.value()).unwrap();
    rules.set(Knob::FreePlayers, FreePlayers::KeepPlaying.value()).unwrap();
    rules.set(Knob::EmptyStock, EmptyStock::WinnerDiscards.value()).unwrap();
    let header = Header {
        title: Some("Stammtisch".into()),
        started: None,
        place: None,
        tournament: None,
        rules,
        players: (0..5).map(|i| format!("P{i}")).collect(),
    };
    let options = Options { games: 1, drops: 0, lustwurf: 21, seat_changes: 0, over_limit: 0, takes: 66 };
    let played = simulate(header.clone(), &options, 5179185002650224481);
    if let Err(e) = check_evening(&header, played.events()) {
        panic!("{e}");
    }
    // The evening does what it was kept for: P4 gives his last disc before the next round
    // (event 17), which P0 starts.
    let events = played.events();
    assert!(matches!(&events[17], Event::Penalty { player, kind: PenaltyKind::Lustwurf } if player == "P3"));
    assert!(matches!(&events[18], Event::Round(entries) if entries[0].player() == "P0"));
}
