//! Benchmarks of the rules engine and the session file (divan): `cargo bench --bench engine`.
//!
//! - `replay`: a simulated session of exactly 10,000 resolved rounds — applying all its events to
//!   a fresh session (the engine replay), reading its RON text (`parse`, which replays too), and
//!   writing it (`write`). The session is generated once, outside the timed part.
//! - `ranking`: `evaluate` over 1,000,000 pre-generated random rounds of four throws.
//! - `append`: pushing one round (the first of a game) and taking it back (`push` + `pop`) on a
//!   session of 100 rounds and on one of 10,000 rounds: both should take about the same time,
//!   since appending is O(1) in the length of the log.
//! - `read`: the two readers of a session file of about 15 KB, the fast one and ron alone, and
//!   `parse` with its replay (the fast reader should be several times faster than ron).
//! - `combine`: the statistics over 10,000 digests (a big club's history), which the history
//!   view recomputes on every change of its filter: milliseconds, well under half a second.

use divan::counter::{BytesCount, ItemsCount};
use divan::{Bencher, black_box};
use schocken_core::rng::Rng;
use schocken_core::rules::outcome::PlayerId;
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::rules::round::{Act, Entry, evaluate};
use schocken_core::rules::throw::{Count, Dice, Throw};
use schocken_core::session::event::Event;
use schocken_core::session::file::{self, parse, write};
use schocken_core::session::log::{Header, Session};
use schocken_core::sim::{Options, simulate};
use schocken_core::stats::{Digest, Stats};
use std::sync::LazyLock;

fn main() {
    divan::main();
}

/// The resolved rounds of the replayed session.
const ROUNDS: usize = 10_000;

/// A long simulated evening: its header, every event, and how many of them make `ROUNDS` rounds.
struct Evening {
    header: Header,
    events: Vec<Event>,
    /// The first `prefix` events resolve exactly `ROUNDS` rounds.
    prefix: usize,
    /// The session of those `prefix` events, and its file.
    session: Session,
    text: String,
}

static EVENING: LazyLock<Evening> = LazyLock::new(|| {
    let header = Header {
        title: Some("Benchmark".into()),
        started: Some("2026-11-20T19:30:00+01:00".into()),
        place: Some("Zur Linde".into()),
        tournament: None,
        rules: RuleSet::new(Preset::MainTaunus),
        players: ["Anna", "Ben", "Carl", "Dora", "Emil"].map(String::from).to_vec(),
    };
    // Enough games for ROUNDS rounds and a few more (the `append` bench pushes the next round).
    let mut games = 100;
    let played = loop {
        let played = simulate(header.clone(), &Options { games, ..Options::default() }, 2026);
        let rounds = played.engine().rounds().len();
        if rounds > ROUNDS + 100 {
            break played;
        }
        games = (games as usize * (ROUNDS + 200) / rounds.max(1) + 1) as u32;
    };
    let events = played.events().to_vec();
    let mut session = Session::new(header.clone()).expect("a valid header");
    let mut prefix = 0;
    while session.engine().rounds().len() < ROUNDS {
        session.push(events[prefix].clone()).expect("the simulator's events are accepted");
        prefix += 1;
    }
    assert_eq!(session.engine().rounds().len(), ROUNDS);
    let text = write(&session);
    Evening { header, events, prefix, session, text }
});

mod replay {
    use super::*;

    /// Every event of the 10,000-round session applied to a fresh session.
    #[divan::bench(sample_count = 30)]
    fn engine(bencher: Bencher) {
        let e = &*EVENING;
        bencher
            .counter(ItemsCount::new(ROUNDS))
            .with_inputs(|| (Session::new(e.header.clone()).expect("valid"), e.events[..e.prefix].to_vec()))
            .bench_values(|(mut session, events)| {
                for event in events {
                    session.push(event).expect("accepted");
                }
                session
            });
    }

    /// Reading the session file's text (RON syntax, checks, and the replay of every event).
    #[divan::bench(sample_count = 30)]
    fn parse(bencher: Bencher) {
        let text = EVENING.text.as_str();
        bencher.counter(BytesCount::of_str(text)).bench(|| super::parse(black_box(text)).expect("readable"));
    }

    /// Writing the session file's text.
    #[divan::bench(sample_count = 30)]
    fn write(bencher: Bencher) {
        let session = &EVENING.session;
        bencher.counter(ItemsCount::new(ROUNDS)).bench(|| super::write(black_box(session)));
    }
}

mod ranking {
    use super::*;

    const RANDOM_ROUNDS: usize = 1_000_000;

    /// One player's random throw that keeps `limit` (the opener sets it).
    fn throw(rng: &mut Rng, limit: u8) -> Throw {
        let dice = Dice::new([rng.die(), rng.die(), rng.die()]).expect("1-6");
        let count = 1 + rng.below(u64::from(limit)) as u8;
        Throw::new(dice, Count::new(count).expect("1-3"), count == 1 || rng.chance(50)).expect("valid")
    }

    /// A million random rounds of four throws, in throwing order.
    static RANDOM: LazyLock<Vec<[Entry; 4]>> = LazyLock::new(|| {
        let mut rng = Rng::new(1_000_000);
        (0..RANDOM_ROUNDS)
            .map(|_| {
                let opener = throw(&mut rng, 3);
                let limit = opener.count().get();
                let mut round = [Entry { player: PlayerId::new(0), act: Act::Throw(opener) }; 4];
                for (p, entry) in PlayerId::all(4).zip(round.iter_mut()).skip(1) {
                    *entry = Entry { player: p, act: Act::Throw(throw(&mut rng, limit)) };
                }
                round
            })
            .collect()
    });

    /// `evaluate` over all of them (stock not empty), under a preset.
    #[divan::bench(args = ["main-taunus", "grundregeln"], sample_count = 20)]
    fn evaluate_1m(bencher: Bencher, preset: &str) {
        let rules = RuleSet::new(Preset::parse(preset).expect("a preset")).rules().clone();
        let rounds = &*RANDOM;
        bencher.counter(ItemsCount::new(RANDOM_ROUNDS)).bench(|| {
            let mut decided = 0usize;
            for round in rounds {
                decided += black_box(evaluate(black_box(round), &rules, false)).is_ok() as usize;
            }
            decided
        });
    }
}

mod append {
    use super::*;

    /// The session just before the first round of the first game that begins after `rounds`
    /// rounds, and that round: the same kind of round for every size (all players, full stock).
    fn before_round(rounds: usize) -> (Session, Event) {
        let e = &*EVENING;
        let mut session = Session::new(e.header.clone()).expect("valid");
        for event in &e.events {
            let engine = session.engine();
            if engine.rounds().len() >= rounds && !engine.game_begun() && matches!(event, Event::Round(_)) {
                return (session, event.clone());
            }
            session.push(event.clone()).expect("accepted");
        }
        panic!("the evening has no game beginning after {rounds} rounds");
    }

    /// `push` of one round and `pop` of it, on a session of `rounds` resolved rounds.
    #[divan::bench(args = [100, 10_000], sample_count = 1000)]
    fn push_pop_round(bencher: Bencher, rounds: usize) {
        let (mut session, event) = before_round(rounds);
        let mut event = Some(event);
        bencher.bench_local(|| {
            session.push(event.take().expect("popped back")).expect("accepted");
            event = session.pop();
        });
    }
}

mod read {
    use super::*;

    /// A simulated evening whose file is about 15 KB (the first number of games that reaches it).
    static TEXT: LazyLock<String> = LazyLock::new(|| {
        (1..)
            .map(|games| write(&simulate(EVENING.header.clone(), &Options { games, ..Options::default() }, 15)))
            .find(|text| text.len() >= 15_000)
            .expect("an evening of about 15 KB")
    });

    /// The fast reader alone (syntax only).
    #[divan::bench(sample_count = 100)]
    fn fast_reader(bencher: Bencher) {
        let text = TEXT.as_str();
        assert!(file::parse_fast_only(text).is_some(), "the fast reader takes the app's files");
        bencher.counter(BytesCount::of_str(text)).bench(|| file::parse_fast_only(black_box(text)));
    }

    /// ron alone (syntax only).
    #[divan::bench(sample_count = 100)]
    fn ron_reader(bencher: Bencher) {
        let text = TEXT.as_str();
        bencher.counter(BytesCount::of_str(text)).bench(|| file::parse_ron_only(black_box(text)).expect("valid"));
    }

    /// `parse`: the fast reader, the checks and the replay.
    #[divan::bench(sample_count = 100)]
    fn parse_and_replay(bencher: Bencher) {
        let text = TEXT.as_str();
        bencher.counter(BytesCount::of_str(text)).bench(|| super::parse(black_box(text)).expect("valid"));
    }
}

mod combine {
    use super::*;

    /// The digests of the sample evenings, repeated to 10,000.
    static DIGESTS: LazyLock<Vec<Digest>> = LazyLock::new(|| {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("sessions");
        let mut samples: Vec<Digest> = std::fs::read_dir(dir)
            .expect("the sample folder")
            .map(|entry| entry.expect("a sample").path())
            .filter(|path| path.extension().is_some_and(|e| e == "ron"))
            .map(|path| Digest::of(&schocken::io::store::read(&path).expect("a sample reads")))
            .collect();
        samples.sort_by(|a, b| a.evening.started.cmp(&b.evening.started));
        samples.iter().cycle().take(10_000).cloned().collect()
    });

    /// `Stats::of_digests` over 10,000 digests.
    #[divan::bench(sample_count = 20)]
    fn ten_thousand_digests(bencher: Bencher) {
        let digests = &*DIGESTS;
        bencher.counter(ItemsCount::new(digests.len())).bench(|| Stats::of_digests(black_box(digests)));
    }
}
