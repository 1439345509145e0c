//! Statistics over any selection of sessions: per player and per evening.
//!
//! Pure: reads the derived state of sessions already loaded. Players are matched by name across
//! sessions (a club's members keep their names from evening to evening).

use crate::rules::round::Act;
use crate::rules::throw::Category;
use crate::session::log::Session;
use crate::session::state::{Part, Source};
use serde::Serialize;
use std::collections::BTreeMap;

/// One player's figures over the selected sessions.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct PlayerStats {
    pub name: String,
    pub evenings: u32,
    pub games_played: u32,
    pub games_lost: u32,
    pub halves_lost: u32,
    pub finals_played: u32,
    pub finals_lost: u32,
    /// Games lost by Durchmarsch (both halves).
    pub durchmarsch: u32,
    pub schock_outs: u32,
    pub jules: u32,
    pub rounds_played: u32,
    pub rounds_lost: u32,
    /// Discs received as a round's loser (from the stock, the winner, or all at a Schock-Out).
    pub discs_received: u32,
    pub tally_marks: u32,
    /// Games lost / games played (0 when none played).
    pub loss_rate: f64,
    /// The longest run of games played and lost in a row.
    pub longest_losing_streak: u32,
    /// The longest run of games played without a loss.
    pub longest_clean_streak: u32,
}

/// One evening in a line.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EveningStats {
    pub title: Option<String>,
    pub started: Option<String>,
    pub preset: String,
    pub players: Vec<String>,
    pub games: u32,
    pub rounds: u32,
    /// Each game's loser, in order.
    pub losers: Vec<String>,
}

/// Everything `schocken stats` and the statistics view show.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Stats {
    /// Per player, by name.
    pub players: Vec<PlayerStats>,
    pub evenings: Vec<EveningStats>,
    /// How often each throw category was thrown (all players), by its German name.
    pub categories: BTreeMap<&'static str, u32>,
}

impl Stats {
    /// The statistics of these sessions, in the order given (for streaks: oldest first).
    pub fn of<'a>(sessions: impl IntoIterator<Item = &'a Session>) -> Stats {
        let mut players: BTreeMap<String, PlayerStats> = BTreeMap::new();
        let mut streaks: BTreeMap<String, (u32, u32)> = BTreeMap::new(); // current losing, clean
        let mut stats = Stats::default();
        for session in sessions {
            let e = session.engine();
            let rules = e.rules();
            for p in 0..e.names().len() {
                player(&mut players, e.name(p)).evenings += 1;
                player(&mut players, e.name(p)).tally_marks += e.tally(p);
            }
            for r in e.rounds() {
                player(&mut players, e.name(r.loser)).rounds_lost += 1;
                if r.source != Source::Discard {
                    player(&mut players, e.name(r.loser)).discs_received += r.discs as u32;
                }
                for x in &r.entries {
                    player(&mut players, e.name(x.player)).rounds_played += 1;
                    if let Act::Throw(t) = x.act {
                        let category = t.category(rules);
                        match category {
                            Category::SchockOut => player(&mut players, e.name(x.player)).schock_outs += 1,
                            Category::Jule => player(&mut players, e.name(x.player)).jules += 1,
                            _ => {}
                        }
                        *stats.categories.entry(category_name(category)).or_default() += 1;
                    }
                }
            }
            for part in e.parts() {
                if part.part != Part::Final {
                    player(&mut players, e.name(part.loser)).halves_lost += 1;
                }
            }
            for g in e.finished_games() {
                for &p in &g.seating {
                    player(&mut players, e.name(p)).games_played += 1;
                    let name = e.name(p).to_string();
                    let (losing, clean) = streaks.entry(name).or_default();
                    let s = players.get_mut(e.name(p)).expect("entered above");
                    if g.loser == Some(p) {
                        *losing += 1;
                        *clean = 0;
                    } else {
                        *clean += 1;
                        *losing = 0;
                    }
                    s.longest_losing_streak = s.longest_losing_streak.max(*losing);
                    s.longest_clean_streak = s.longest_clean_streak.max(*clean);
                }
                if let Some(loser) = g.loser {
                    let s = player(&mut players, e.name(loser));
                    s.games_lost += 1;
                    s.durchmarsch += u32::from(g.durchmarsch());
                }
                if let Some(final_loser) = g.final_ {
                    for p in [g.half1, g.half2].into_iter().flatten() {
                        player(&mut players, e.name(p)).finals_played += 1;
                    }
                    player(&mut players, e.name(final_loser)).finals_lost += 1;
                }
            }
            let h = session.header();
            stats.evenings.push(EveningStats {
                title: h.title.clone(),
                started: h.started.clone(),
                preset: h.rules.preset.id().into(),
                players: e.names().to_vec(),
                games: e.finished_games().len() as u32,
                rounds: e.rounds().len() as u32,
                losers: e.finished_games().iter().filter_map(|g| g.loser.map(|p| e.name(p).to_string())).collect(),
            });
        }
        stats.players = players
            .into_values()
            .map(|mut p| {
                p.loss_rate = if p.games_played == 0 { 0.0 } else { p.games_lost as f64 / p.games_played as f64 };
                p
            })
            .collect();
        stats
    }
}

/// A player's figures, created at first sight.
fn player<'a>(players: &'a mut BTreeMap<String, PlayerStats>, name: &str) -> &'a mut PlayerStats {
    players.entry(name.to_string()).or_insert_with(|| PlayerStats { name: name.into(), ..Default::default() })
}

/// The category's name without its value, for counting (`Schock`, `General`, `Hausnummer`).
fn category_name(c: Category) -> &'static str {
    match c {
        Category::SchockOut => "Schock-Out",
        Category::Jule => "Jule",
        Category::Schock(_) => "Schock",
        Category::General(_) => "General",
        Category::Strasse(_) => "Straße",
        Category::Hausnummer(_) => "Hausnummer",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::file::parse;

    /// Obertiefenbach, one game: Anna loses half 1 and the final, Ben half 2 (all by Schock-Out).
    const FINAL: &str = r#"Session(format: 1, rules: (preset: "obertiefenbach"), players: ["Anna", "Ben", "Carl"], events: [
        Starter("Ben"),
        Round([Throw(player: "Ben", dice: (1, 1, 1), throws: 1), Throw(player: "Carl", dice: (6, 5, 3), throws: 1),
               Throw(player: "Anna", dice: (6, 5, 2), throws: 1)]),
        Round([Throw(player: "Anna", dice: (6, 6, 6), throws: 2), Throw(player: "Ben", dice: (5, 4, 1), throws: 2),
               Throw(player: "Carl", dice: (1, 1, 1), throws: 1)]),
        Round([Throw(player: "Ben", dice: (1, 1, 1), throws: 1), Throw(player: "Anna", dice: (1, 1, 1), throws: 1)]),
    ])"#;

    /// Main-Taunus: Ben loses both halves (Durchmarsch); game 2 has begun but is not finished.
    const DURCHMARSCH: &str = r#"Session(format: 1, rules: (preset: "main-taunus"), players: ["Anna", "Ben", "Carl"], events: [
        Starter("Anna"),
        Round([Throw(player: "Anna", dice: (1, 1, 1), throws: 1), Throw(player: "Ben", dice: (2, 2, 1), throws: 1),
               Throw(player: "Carl", dice: (3, 2, 2), throws: 1)]),
        Round([Throw(player: "Ben", dice: (2, 2, 1), throws: 3), Throw(player: "Carl", dice: (1, 1, 1), throws: 2),
               Throw(player: "Anna", dice: (6, 6, 5), throws: 1)]),
        Round([Throw(player: "Ben", dice: (5, 5, 5), throws: 1), Throw(player: "Carl", dice: (3, 3, 3), throws: 1),
               Throw(player: "Anna", dice: (4, 4, 4), throws: 1)]),
    ])"#;

    fn of(name: &str, stats: &Stats) -> PlayerStats {
        stats.players.iter().find(|p| p.name == name).cloned().unwrap()
    }

    #[test]
    fn a_final_counted_by_hand() {
        let stats = Stats::of([&parse(FINAL).unwrap()]);
        let anna = of("Anna", &stats);
        assert_eq!((anna.games_played, anna.games_lost, anna.halves_lost), (1, 1, 1));
        assert_eq!((anna.finals_played, anna.finals_lost, anna.durchmarsch), (1, 1, 0));
        assert_eq!((anna.schock_outs, anna.rounds_played, anna.rounds_lost, anna.discs_received), (1, 3, 2, 26));
        assert_eq!((anna.loss_rate, anna.longest_losing_streak, anna.tally_marks), (1.0, 1, 1));
        let ben = of("Ben", &stats);
        assert_eq!((ben.games_lost, ben.halves_lost, ben.finals_played, ben.finals_lost), (0, 1, 1, 0));
        assert_eq!((ben.schock_outs, ben.rounds_lost, ben.discs_received), (2, 1, 13));
        let carl = of("Carl", &stats);
        assert_eq!((carl.games_played, carl.finals_played, carl.rounds_lost, carl.longest_clean_streak), (1, 0, 0, 1));
        assert_eq!(stats.categories.get("Schock-Out"), Some(&4));
        assert_eq!(stats.categories.get("General"), Some(&1));
        assert_eq!(stats.categories.get("Hausnummer"), Some(&3));
        assert_eq!(stats.evenings[0].losers, vec!["Anna".to_string()]);
    }

    #[test]
    fn a_durchmarsch_and_an_unfinished_game() {
        let stats = Stats::of([&parse(DURCHMARSCH).unwrap()]);
        let ben = of("Ben", &stats);
        assert_eq!((ben.games_played, ben.games_lost, ben.durchmarsch, ben.halves_lost), (1, 1, 1, 2));
        assert_eq!(ben.finals_played, 0);
        let carl = of("Carl", &stats);
        // Game 2 has begun (Carl lost its first round) but only finished games count.
        assert_eq!((carl.games_played, carl.games_lost, carl.rounds_lost, carl.discs_received), (1, 0, 1, 3));
        assert_eq!(stats.evenings[0].games, 1);
    }

    #[test]
    fn streaks_run_across_evenings_in_order() {
        let durchmarsch = parse(DURCHMARSCH).unwrap();
        let final_ = parse(FINAL).unwrap();
        let stats = Stats::of([&durchmarsch, &final_, &durchmarsch]);
        let ben = of("Ben", &stats);
        assert_eq!((ben.evenings, ben.games_played, ben.games_lost), (3, 3, 2));
        // lost, won, lost: the longest losing run is 1, the longest clean run 1.
        assert_eq!((ben.longest_losing_streak, ben.longest_clean_streak), (1, 1));
        let carl = of("Carl", &stats);
        assert_eq!((carl.longest_clean_streak, carl.loss_rate), (3, 0.0));
    }
}
