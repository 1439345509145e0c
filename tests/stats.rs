//! Statistics combined from digests against the same figures counted straight from the engines.
//!
//! The reference below reads every session's rounds, parts and games by player name (the way the
//! statistics were first computed, before digests); the digests must give the same figures for
//! the sample evenings and for simulated ones with seat changes, in any order of evenings.

use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::rules::round::Act;
use schocken_core::rules::throw::{Category, Count, Dice, Throw};
use schocken_core::session::event::RoundEntry;
use schocken_core::session::file::parse;
use schocken_core::session::log::{Header, Session};
use schocken_core::session::state::{Part, Source};
use schocken_core::sim::{Options, simulate};
use schocken_core::stats::{Digest, PlayerStats, Stats, ThrowKind};
use std::collections::BTreeMap;
use std::path::PathBuf;

fn samples() -> Vec<Session> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sessions");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    paths.sort();
    assert_eq!(paths.len(), 7);
    paths.iter().map(|p| parse(&std::fs::read_to_string(p).unwrap()).unwrap()).collect()
}

/// Simulated evenings of every preset, with seat changes (newcomers join, players leave).
fn simulated() -> Vec<Session> {
    let mut out = Vec::new();
    for (i, &preset) in Preset::ALL.iter().enumerate() {
        for seed in 0..3 {
            let header = Header {
                title: Some(format!("Simuliert {i}/{seed}")),
                started: Some(format!("2026-0{}-1{seed}T20:00:00+01:00", i + 1)),
                place: None,
                tournament: None,
                rules: RuleSet::new(preset),
                players: ["Anna", "Ben", "Carl", "Dora", "Emil"][..3 + seed as usize]
                    .iter()
                    .map(|s| s.to_string())
                    .collect(),
            };
            let options = Options { games: 4, seat_changes: 40, ..Options::default() };
            out.push(simulate(header, &options, 17 * seed + i as u64));
        }
    }
    out
}

/// The players' figures (alphabetically) and the category counts, counted from the engines by name.
fn reference(sessions: &[&Session]) -> (Vec<PlayerStats>, BTreeMap<ThrowKind, u32>) {
    let mut players: BTreeMap<String, PlayerStats> = BTreeMap::new();
    let mut runs: BTreeMap<String, (u32, u32)> = BTreeMap::new();
    let mut categories = BTreeMap::new();
    fn get<'a>(players: &'a mut BTreeMap<String, PlayerStats>, name: &str) -> &'a mut PlayerStats {
        players.entry(name.into()).or_insert_with(|| PlayerStats { name: name.into(), ..PlayerStats::default() })
    }
    for session in sessions {
        let e = session.engine();
        for (p, name) in e.players().zip(e.names()) {
            get(&mut players, name).evenings += 1;
            get(&mut players, name).tally_marks += e.tally(p);
        }
        for r in e.rounds() {
            let loser = get(&mut players, e.name(r.loser));
            loser.rounds_lost += 1;
            if r.source != Source::Discard {
                loser.discs_received += u32::from(r.discs);
            }
            for x in &r.entries {
                let s = get(&mut players, e.name(x.player));
                s.rounds_played += 1;
                if let Act::Throw(t) = x.act {
                    let c = t.category(e.rules());
                    s.schock_outs += u32::from(c == Category::SchockOut);
                    s.jules += u32::from(c == Category::Jule);
                    *categories.entry(ThrowKind::of(c)).or_default() += 1;
                }
            }
        }
        for part in e.parts().iter().filter(|p| p.part != Part::Final) {
            get(&mut players, e.name(part.loser)).halves_lost += 1;
        }
        for g in e.finished_games() {
            for &p in &g.seating {
                let lost = g.loser == Some(p);
                let s = get(&mut players, e.name(p));
                s.games_played += 1;
                s.games_lost += u32::from(lost);
                s.durchmarsch += u32::from(lost && g.durchmarsch());
                s.finals_played += u32::from(g.final_.is_some() && (g.half1 == Some(p) || g.half2 == Some(p)));
                s.finals_lost += u32::from(g.final_ == Some(p));
                let (losing, clean) = runs.entry(e.name(p).into()).or_default();
                (*losing, *clean) = if lost { (*losing + 1, 0) } else { (0, *clean + 1) };
                s.longest_losing_streak = s.longest_losing_streak.max(*losing);
                s.longest_clean_streak = s.longest_clean_streak.max(*clean);
            }
        }
    }
    let mut players: Vec<PlayerStats> = players
        .into_values()
        .map(|mut p| {
            p.loss_rate = if p.games_played == 0 { 0.0 } else { f64::from(p.games_lost) / f64::from(p.games_played) };
            p
        })
        .collect();
    // Listed as every alphabetical list is: in German order (Bärbel before Bernd).
    schocken_core::names::sort_by_name(&mut players, |p| &p.name);
    (players, categories)
}

/// The digests of `sessions`, combined, against the reference and against `Stats::of`.
fn check(sessions: &[&Session]) {
    let digests: Vec<Digest> = sessions.iter().map(|s| Digest::of(s)).collect();
    let stats = Stats::of_digests(&digests);
    let (players, categories) = reference(sessions);
    assert_eq!(stats.players, players);
    assert_eq!(stats.categories, categories);
    assert_eq!(stats, Stats::of(sessions.iter().copied()));
    assert_eq!(stats.evenings.len(), sessions.len());
    for (evening, session) in stats.evenings.iter().zip(sessions) {
        let e = session.engine();
        assert_eq!(evening.title, session.header().title);
        assert_eq!(evening.players, e.names());
        assert_eq!(evening.games as usize, e.finished_games().len());
        assert_eq!(evening.rounds as usize, e.rounds().len());
        assert_eq!(evening.games_detail.len(), e.games().count());
        let losers: Vec<&str> = evening.games_detail.iter().filter_map(|g| g.loser.as_deref()).collect();
        assert_eq!(evening.losers, losers);
        let marks: Vec<u32> = evening.tally_marks.iter().map(|(_, n)| *n).collect();
        assert_eq!(marks, e.players().map(|p| e.tally(p)).collect::<Vec<_>>());
    }
    let games: u32 = stats.players.iter().map(|p| p.games_lost).sum();
    assert_eq!(games, stats.evenings.iter().map(|e| e.games).sum::<u32>(), "one loser per finished game");
}

#[test]
fn digests_of_the_samples_give_the_engines_figures() {
    let samples = samples();
    let all: Vec<&Session> = samples.iter().collect();
    check(&all);
    check(&all.iter().rev().copied().collect::<Vec<_>>());
    check(&[all[0], all[3], all[0], all[3]]);
    check(&[]);
}

#[test]
fn digests_of_simulated_evenings_with_seat_changes() {
    let sessions = simulated();
    assert!(sessions.iter().any(|s| s.engine().names().len() > s.header().players.len()), "nobody joined");
    let all: Vec<&Session> = sessions.iter().collect();
    check(&all);
    check(&all.iter().rev().copied().collect::<Vec<_>>());
    let samples = samples();
    check(&samples.iter().chain(&sessions).collect::<Vec<_>>());
}

#[test]
fn an_evening_is_in_progress_while_a_game_or_a_round_is_open() {
    let finished = samples().remove(0);
    assert!(!Digest::of(&finished).evening.in_progress, "the samples end between games");
    let e = finished.engine();
    let starter = e.next_players().unwrap()[0];
    let mut drafting = finished.clone();
    let throw = Throw::with_default_hand(Dice::new([6, 5, 4]).unwrap(), Count::new(1).unwrap());
    drafting.set_draft(vec![RoundEntry::Throw { player: e.name(starter).into(), throw }]).unwrap();
    assert!(Digest::of(&drafting).evening.in_progress, "a round is being entered");
    // A simulated evening stopped in the middle of a game.
    let mut midgame = simulate(finished.header().clone(), &Options { games: 1, ..Options::default() }, 3);
    while !midgame.engine().game_begun() || midgame.engine().finished_games().len() == 1 {
        let Some(_) = midgame.pop() else { panic!("the game never began") };
    }
    let digest = Digest::of(&midgame);
    assert!(digest.evening.in_progress);
    let open = digest.evening.games_detail.last().unwrap();
    assert_eq!((open.number, open.loser.as_deref()), (1, None));
}

/// Combining 10,000 digests (the history of a big club) keeps every evening; how long it takes is
/// measured in `benches/engine.rs` (`combine`), not asserted here.
#[test]
fn combining_ten_thousand_digests_keeps_every_evening() {
    let digests: Vec<Digest> = samples().iter().map(Digest::of).collect();
    let many: Vec<Digest> = digests.iter().cycle().take(10_000).cloned().collect();
    let stats = Stats::of_digests(&many);
    assert_eq!(stats.evenings.len(), 10_000);
}
