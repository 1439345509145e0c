//! Issue 16: every sentence that explains a round names the right players and numbers. Simulated
//! evenings of every preset with 3 to 12 players; each round's explanation (as the table, the
//! review and the summary show it) is read back and checked against the round's record: who won,
//! who lost, why the loser lost against an equal throw, and how many discs moved.

use schocken_core::report::{timeline, words};
use schocken_core::rules::knobs::Rules;
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::rules::round::Act;
use schocken_core::rules::throw::Throw;
use schocken_core::session::log::{Header, Session};
use schocken_core::session::state::{Engine, RoundRecord, Source};
use schocken_core::sim::{Options, simulate};

const NAMES: [&str; 12] =
    ["Anna", "Bernd", "Carla", "Dieter", "Emil", "Frieda", "Gustav", "Hanna", "Ingo", "Jutta", "Karl", "Lena"];

fn evening(preset: Preset, players: usize, seed: u64) -> Session {
    let header = Header {
        title: None,
        started: None,
        place: None,
        tournament: None,
        rules: RuleSet::new(preset),
        players: NAMES[..players].iter().map(|s| s.to_string()).collect(),
    };
    let options = Options { games: 3, over_limit: 5, takes: 10, ..Options::default() };
    simulate(header, &options, seed)
}

/// The part of `text` after `start` and before `end`.
fn between<'a>(text: &'a str, start: &str, end: &str) -> Option<&'a str> {
    let rest = &text[text.find(start)? + start.len()..];
    Some(&rest[..rest.find(end)?])
}

/// The throws as they rank before any tie-break (category and order inside it).
fn plain(rules: &Rules, t: Throw) -> impl PartialEq {
    let plain = Rules { fewer_throws_win: false, hand_beats_assembled: false, ..rules.clone() };
    t.rank(&plain)
}

/// Discs put out of play in this part before round `r` (by `winner-discards`).
fn discarded_before(e: &Engine, r: &RoundRecord) -> u8 {
    let earlier = e.rounds().iter().take_while(|x| !std::ptr::eq(*x, r));
    earlier.filter(|x| x.game == r.game && x.part == r.part && x.source == Source::Discard).map(|x| x.discs).sum()
}

/// Checks one explanation against its record; returns what kind of sentence it was.
fn check(e: &Engine, r: &RoundRecord, text: &str) -> &'static str {
    let rules = e.rules();
    let name = |p| e.name(p);
    let (winner, loser) = (name(r.winner), name(r.loser));
    assert!(text.starts_with(&format!("{winner}: ")), "the winner first: {text}");
    let position = |who: &str| r.entries.iter().position(|x| name(x.player) == who);
    let throw = |who: &str| {
        r.entries.iter().find(|x| name(x.player) == who).and_then(|x| match x.act {
            Act::Throw(t) => Some(t),
            Act::Take => None,
        })
    };
    let mut kind = "plain";
    if let Some(rest) = between(text, " hat dasselbe wie ", ", mit weniger Würfen;") {
        let other = text[..text.find(" hat dasselbe wie ").unwrap()].rsplit(' ').next().unwrap();
        assert_eq!(rest, loser, "{text}");
        let (a, b) = (throw(other).unwrap(), throw(loser).unwrap());
        assert!(rules.fewer_throws_win && plain(rules, a) == plain(rules, b) && a.count() < b.count(), "{text}");
        kind = "fewer";
    } else if let Some(rest) = between(text, " hat dasselbe wie ", ", aus der Hand;") {
        let other = text[..text.find(" hat dasselbe wie ").unwrap()].rsplit(' ').next().unwrap();
        assert_eq!(rest, loser, "{text}");
        let (a, b) = (throw(other).unwrap(), throw(loser).unwrap());
        assert!(rules.hand_beats_assembled && plain(rules, a) == plain(rules, b), "{text}");
        assert!(a.hand() && !b.hand(), "{text}");
        kind = "hand";
    } else if let Some(other) = between(text, &format!("{loser} hat dasselbe wie "), ", aber später geworfen") {
        // The named player threw exactly the same, earlier in the round.
        let (a, b) = (throw(other).unwrap(), throw(loser).unwrap());
        assert!(a.rank(rules) == b.rank(rules), "{text}: {a:?} and {b:?} are not equal");
        assert!(position(other) < position(loser), "{text}: {other} did not throw first");
        kind = "later";
    } else {
        assert!(!text.contains("dasselbe"), "{text}");
        // No close call told: the loser's throw was not beaten by an equal one, unless a take, a
        // throw over the limit or a roll-off explains the round.
        let told = text.contains(" nimmt freiwillig") || text.contains("öfter geworfen") || text.contains("Äugeln");
        if let (false, Some(lost)) = (told, throw(loser)) {
            let equal = r.entries.iter().any(|x| {
                x.player != r.loser
                    && !r.violations.contains(&x.player)
                    && matches!(x.act, Act::Throw(t) if plain(rules, t) == plain(rules, lost))
            });
            assert!(!equal, "an equal throw is not told: {text}");
        }
    }
    // Two Schock-Outs: the other one the winner's beat is named, with the rule that decided it
    // (where it is the loser's, the close call above told it).
    let won = throw(winner).filter(|t| t.rank(rules).is_schock_out());
    let rival = r.entries.iter().map(|x| name(x.player)).find(|&who| {
        who != winner
            && who != loser
            && won.is_some_and(|w| throw(who).is_some_and(|t| plain(rules, t) == plain(rules, w)))
    });
    match (between(text, " — ", " hat auch einen Schock-Out"), rival) {
        (Some(other), Some(rival)) => {
            assert_eq!(other, rival, "the first other Schock-Out is named: {text}");
            if text.contains(" hat auch einen Schock-Out, aber später geworfen: Mit ist Schitt") {
                assert!(position(winner) < position(other), "{text}");
            } else if text.contains(" hat auch einen Schock-Out, aber früher: hier ist der frühere schlechter") {
                assert!(position(other) < position(winner), "{text}");
            }
        }
        (None, None) => {}
        (told, rival) => panic!("told {told:?}, but the other Schock-Out is {rival:?}: {text}"),
    }
    match r.source {
        Source::All => {
            let all = between(text, "alle ", " Deckel gehen an ").expect(text);
            // Every disc in play: the rule set's count less those put out of play in this part.
            assert_eq!(all.parse::<u8>().unwrap(), rules.discs - discarded_before(e, r), "{text}");
            assert_eq!(all.parse::<u8>().unwrap(), r.holding(r.loser), "{text}");
            assert!(text.contains(&format!(" Deckel gehen an {loser}")), "{text}");
            kind = if kind == "plain" { "all" } else { kind };
        }
        Source::Stock => assert!(text.contains(&format!("{loser} bekommt {} Deckel aus dem Stock", r.discs)), "{text}"),
        Source::Winner => {
            assert!(text.contains(&format!("{loser} bekommt {} Deckel von {winner}", r.discs)), "{text}")
        }
        Source::Discard => assert!(text.contains(&format!("{winner} legt {} Deckel ab", r.discs)), "{text}"),
        Source::Sudden => assert!(text.contains(&format!("{loser} hat den schlechtesten Wurf")), "{text}"),
    }
    kind
}

#[test]
fn every_explanation_names_the_right_players_and_discs() {
    let mut seen = std::collections::BTreeMap::new();
    schocken_core::i18n::scoped(schocken_core::i18n::Lang::De, || {
        for (i, &preset) in Preset::ALL.iter().enumerate() {
            for players in [3, 5, 7, 12] {
                for seed in 0..6 {
                    let session = evening(preset, players, seed * 31 + i as u64);
                    let e = session.engine();
                    for step in timeline::steps(&session) {
                        for item in step.items {
                            if let timeline::Item::Round { record, .. } = item {
                                let text = words::round(e, record);
                                *seen.entry(check(e, record, &text)).or_insert(0) += 1;
                                if text.contains(" hat auch einen Schock-Out") {
                                    *seen.entry("top").or_insert(0) += 1;
                                }
                            }
                        }
                    }
                }
            }
        }
    });
    // Every kind of sentence was met and checked.
    for kind in ["plain", "later", "fewer", "hand", "all", "top"] {
        assert!(seen.get(kind).is_some_and(|&n| n > 0), "no {kind:?} sentence in {seen:?}");
    }
}
