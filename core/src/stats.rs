//! Statistics over any selection of sessions: per player and per evening.
//!
//! Pure: reads the derived state of sessions already loaded. Players are matched by name across
//! sessions (a club's members keep their names from evening to evening).
//!
//! A session holds its whole engine (rounds, undo checkpoints: tens of kilobytes), so a folder of
//! thousands of evenings cannot stay loaded. Each session is read once into a [`Digest`] of a few
//! kilobytes; the statistics of any selection are then combined from digests
//! ([`Stats::of_digests`]) in time linear in the selection, without touching a round again, so
//! the history view can recompute them on every change of its filter.

use crate::rules::outcome::PlayerId;
use crate::rules::round::Act;
use crate::rules::throw::Category;
use crate::rules::throw_limit;
use crate::session::log::Session;
use crate::session::state::{Part, Source};
use crate::tr;
use chrono::{DateTime, FixedOffset};
use serde::{Serialize, Serializer};
use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

mod column;
mod player;
pub use column::{Figure, PlayerColumn, text_table};
pub use player::PlayerStats;

/// One game of an evening, as the results list and the export show it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameResult {
    pub number: u32,
    /// Who played it, in seat order.
    pub players: Vec<String>,
    pub half1_loser: Option<String>,
    pub half2_loser: Option<String>,
    /// `None` when the game had no final (Durchmarsch, one-half rules) or has not reached it.
    pub final_loser: Option<String>,
    /// `None` only for the game still being played.
    pub loser: Option<String>,
    pub durchmarsch: bool,
}

/// One evening in a line.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EveningStats {
    pub title: Option<String>,
    /// RFC 3339, as in the file.
    pub started: Option<String>,
    pub place: Option<String>,
    pub preset: String,
    /// How many house rules the evening played beyond its preset (`rules::book::house_rules`),
    /// so that a list tells a house-rule evening from a plain one.
    pub house_rules: u32,
    /// Everyone who sat at the table, in the order first seated.
    pub players: Vec<String>,
    /// Finished games.
    pub games: u32,
    pub rounds: u32,
    /// Each finished game's loser, in order.
    pub losers: Vec<String>,
    /// The evening can be continued at the table: a game has begun and is not over, or a round
    /// is being entered.
    pub in_progress: bool,
    /// Every player's tally marks at the end of the evening (so far), in the order of `players`.
    pub tally_marks: Vec<(String, u32)>,
    /// Every game begun, in order; the last one is unfinished (`loser: None`) while the evening
    /// is in progress.
    pub games_detail: Vec<GameResult>,
}

impl EveningStats {
    /// The losers of the finished games, each once and counted, most first: `Jupp ×2, Willi`
    /// (the history's list and the statistics' list of evenings).
    pub fn losers_counted(&self) -> String {
        let mut counted: Vec<(&str, usize)> = Vec::new();
        for name in &self.losers {
            match counted.iter_mut().find(|(n, _)| n == name) {
                Some((_, k)) => *k += 1,
                None => counted.push((name, 1)),
            }
        }
        counted.sort_by_key(|(_, k)| std::cmp::Reverse(*k));
        counted
            .iter()
            .map(|(n, k)| if *k > 1 { format!("{n} ×{k}") } else { n.to_string() })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The evening as people name it: its start and its title, `12.03.2026 19:30 „Stammtisch“`;
    /// `None` where the file says neither (the caller names the file then).
    pub fn called(&self) -> Option<String> {
        let date = self.started.as_deref().map(short_date);
        match (date, self.title.as_deref().filter(|t| !t.trim().is_empty())) {
            (Some(date), Some(title)) => Some(tr!("stats-evening-called", date = date, title = title)),
            (Some(date), None) => Some(date),
            (None, Some(title)) => Some(tr!("stats-evening-titled", title = title)),
            (None, None) => None,
        }
    }
}

/// Everything `schocken stats` and the statistics view show.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Stats {
    /// Per player, by name.
    pub players: Vec<PlayerStats>,
    /// The selected evenings in the order given, shared with their digests rather than copied:
    /// combining thousands of digests then costs no allocation per evening.
    #[serde(serialize_with = "shared")]
    pub evenings: Vec<Arc<EveningStats>>,
    /// How often each kind of throw was thrown (all players), highest kind first; kinds never
    /// thrown are absent. In JSON the keys are the kinds' ids (`schock-out`, `house-number`).
    pub categories: BTreeMap<ThrowKind, u32>,
}

/// A kind of throw as the statistics count them: its category without the value (every Schock is
/// a Schock, whatever its pips). Ordered highest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ThrowKind {
    SchockOut,
    Jule,
    /// Only where `siebener` is on: a session that does not play it never counts one.
    Siebener,
    /// Only where `achter` is on, likewise.
    Achter,
    Schock,
    General,
    Street,
    HouseNumber,
}

impl ThrowKind {
    /// Every kind, highest first.
    pub const ALL: [ThrowKind; 8] = [
        ThrowKind::SchockOut,
        ThrowKind::Jule,
        ThrowKind::Siebener,
        ThrowKind::Achter,
        ThrowKind::Schock,
        ThrowKind::General,
        ThrowKind::Street,
        ThrowKind::HouseNumber,
    ];

    pub fn of(c: Category) -> ThrowKind {
        match c {
            Category::SchockOut => ThrowKind::SchockOut,
            Category::Jule => ThrowKind::Jule,
            Category::Siebener => ThrowKind::Siebener,
            Category::Achter => ThrowKind::Achter,
            Category::Schock(_) => ThrowKind::Schock,
            Category::General(_) => ThrowKind::General,
            Category::Strasse(_) => ThrowKind::Street,
            Category::Hausnummer(_) => ThrowKind::HouseNumber,
        }
    }

    /// The kind's id: the key in JSON, the end of its message id.
    pub fn id(self) -> &'static str {
        match self {
            ThrowKind::SchockOut => "schock-out",
            ThrowKind::Jule => "jule",
            ThrowKind::Siebener => "siebener",
            ThrowKind::Achter => "achter",
            ThrowKind::Schock => "schock",
            ThrowKind::General => "general",
            ThrowKind::Street => "street",
            ThrowKind::HouseNumber => "house-number",
        }
    }

    /// Its name in the current language (`Hausnummer`, `house number`).
    pub fn label(self) -> String {
        crate::i18n::message(&format!("stats-throw-{}", self.id()), &[])
    }

    /// Its place in [`ThrowKind::ALL`].
    fn index(self) -> usize {
        self as usize
    }
}

/// A date and time as people of the current language read it: `20.11.2026 19:30`.
pub fn date_time(t: &DateTime<FixedOffset>) -> String {
    t.format(&tr!("stats-date-time")).to_string()
}

/// The same for a time as written in a session file (RFC 3339); kept as it is if unreadable.
pub fn short_date(rfc3339: &str) -> String {
    DateTime::parse_from_rfc3339(rfc3339).map_or_else(|_| rfc3339.to_string(), |t| date_time(&t))
}

/// The small summary of one session that the history list and the statistics need; it holds no
/// rounds, so ten thousand of them fit in a few tens of megabytes.
#[derive(Clone, Debug, PartialEq)]
pub struct Digest {
    /// The evening's line of the history list, shared with every [`Stats`] combined from it.
    pub evening: Arc<EveningStats>,
    /// The additive figures of each player of `evening.players`, in that order.
    counts: Vec<Counts>,
    /// The finished games in order, by index into `evening.players`: streaks run through them.
    finished: Vec<Finished>,
    /// Throws per kind, in the order of [`ThrowKind::ALL`].
    categories: [u32; ThrowKind::ALL.len()],
}

/// A player's figures of one evening that simply add up across evenings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Counts {
    games_played: u32,
    games_lost: u32,
    halves_lost: u32,
    finals_played: u32,
    finals_lost: u32,
    durchmarsch: u32,
    schock_outs: u32,
    jules: u32,
    rounds_played: u32,
    rounds_lost: u32,
    discs_received: u32,
    tally_marks: u32,
}

/// A finished game, as far as streaks need it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Finished {
    seating: Box<[u32]>,
    loser: Option<u32>,
}

impl Digest {
    /// Reads everything the statistics need out of the session's derived state.
    pub fn of(session: &Session) -> Digest {
        let e = session.engine();
        let rules = e.rules();
        let mut counts: Vec<Counts> =
            e.players().map(|p| Counts { tally_marks: e.tally(p), ..Counts::default() }).collect();
        let mut categories = [0; ThrowKind::ALL.len()];
        for r in e.rounds() {
            counts[r.loser].rounds_lost += 1;
            if r.source != Source::Discard {
                counts[r.loser].discs_received += u32::from(r.discs);
            }
            for x in &r.entries {
                let c = &mut counts[x.player];
                c.rounds_played += 1;
                if let Act::Throw(t) = x.act {
                    let category = throw_limit::counted(t, r.limit, rules).category(rules);
                    match category {
                        Category::SchockOut => c.schock_outs += 1,
                        Category::Jule => c.jules += 1,
                        _ => {}
                    }
                    categories[ThrowKind::of(category).index()] += 1;
                }
            }
        }
        for part in e.parts() {
            if part.part != Part::Final {
                counts[part.loser].halves_lost += 1;
            }
        }
        for g in e.finished_games() {
            for &p in &g.seating {
                counts[p].games_played += 1;
            }
            if let Some(loser) = g.loser {
                counts[loser].games_lost += 1;
                counts[loser].durchmarsch += u32::from(g.durchmarsch());
            }
            if let Some(final_loser) = g.final_ {
                for p in [g.half1, g.half2].into_iter().flatten() {
                    counts[p].finals_played += 1;
                }
                counts[final_loser].finals_lost += 1;
            }
        }
        let index = |p: PlayerId| p.index() as u32;
        let finished = e
            .finished_games()
            .iter()
            .map(|g| Finished { seating: g.seating.iter().copied().map(index).collect(), loser: g.loser.map(index) })
            .collect();
        let name = |p: Option<PlayerId>| p.map(|p| e.name(p).to_string());
        let h = session.header();
        let evening = EveningStats {
            title: h.title.clone(),
            started: h.started.clone(),
            place: h.place.clone(),
            preset: h.rules.preset.id().into(),
            house_rules: crate::rules::book::house_rules(&h.rules).len() as u32,
            players: e.names().to_vec(),
            games: e.finished_games().len() as u32,
            rounds: e.rounds().len() as u32,
            losers: e.finished_games().iter().filter_map(|g| name(g.loser)).collect(),
            in_progress: e.game_begun() || !session.draft().is_empty(),
            tally_marks: e.names().iter().zip(&counts).map(|(n, c)| (n.clone(), c.tally_marks)).collect(),
            games_detail: e
                .games()
                .map(|g| GameResult {
                    number: g.number,
                    players: g.seating.iter().map(|&p| e.name(p).to_string()).collect(),
                    half1_loser: name(g.half1),
                    half2_loser: name(g.half2),
                    final_loser: name(g.final_),
                    loser: name(g.loser),
                    durchmarsch: g.durchmarsch(),
                })
                .collect(),
        };
        Digest { evening: Arc::new(evening), counts, finished, categories }
    }

    /// The digest with every name as `name` gives it: the club's registry maps earlier or other
    /// spellings to one person (`players::Registry::canonical`) as the files are read, so
    /// statistics and history count him once while his evenings' files stay as written.
    pub fn renamed(&self, name: impl Fn(&str) -> String) -> Digest {
        let e = &self.evening;
        let names = |list: &[String]| list.iter().map(|n| name(n)).collect::<Vec<_>>();
        let some = |n: &Option<String>| n.as_deref().map(&name);
        let evening = EveningStats {
            players: names(&e.players),
            losers: names(&e.losers),
            tally_marks: e.tally_marks.iter().map(|(n, marks)| (name(n), *marks)).collect(),
            games_detail: e
                .games_detail
                .iter()
                .map(|g| GameResult {
                    players: names(&g.players),
                    half1_loser: some(&g.half1_loser),
                    half2_loser: some(&g.half2_loser),
                    final_loser: some(&g.final_loser),
                    loser: some(&g.loser),
                    ..g.clone()
                })
                .collect(),
            ..EveningStats::clone(e)
        };
        Digest { evening: Arc::new(evening), ..self.clone() }
    }

    /// Whether `name` (case and spacing aside, `names::same`) sat at the table this evening.
    pub fn has_player(&self, name: &str) -> bool {
        self.evening.players.iter().any(|p| crate::names::same(p, name))
    }
}

/// A player's figures while the digests are combined.
struct Running {
    stats: PlayerStats,
    /// The current run of games lost, and of games not lost.
    losing: u32,
    clean: u32,
}

impl Stats {
    /// The statistics of these digests, in the order given (streaks run in this order: oldest
    /// first). Linear in the digests' games and players; evenings are shared, not copied.
    pub fn of_digests<'a>(digests: impl IntoIterator<Item = &'a Digest>) -> Stats {
        let mut by_name: HashMap<&'a str, usize> = HashMap::new();
        let mut running: Vec<Running> = Vec::new();
        let mut stats = Stats::default();
        let mut categories = [0u32; ThrowKind::ALL.len()];
        // The evening's players as indices into `running`.
        let mut seat: Vec<usize> = Vec::new();
        for digest in digests {
            seat.clear();
            for (name, c) in digest.evening.players.iter().zip(&digest.counts) {
                let i = *by_name.entry(name).or_insert_with(|| {
                    let stats = PlayerStats { name: name.clone(), ..PlayerStats::default() };
                    running.push(Running { stats, losing: 0, clean: 0 });
                    running.len() - 1
                });
                running[i].stats.add(c);
                seat.push(i);
            }
            for g in &digest.finished {
                for &p in &g.seating {
                    let r = &mut running[seat[p as usize]];
                    if g.loser == Some(p) {
                        r.losing += 1;
                        r.clean = 0;
                    } else {
                        r.clean += 1;
                        r.losing = 0;
                    }
                    r.stats.longest_losing_streak = r.stats.longest_losing_streak.max(r.losing);
                    r.stats.longest_clean_streak = r.stats.longest_clean_streak.max(r.clean);
                }
            }
            for (sum, n) in categories.iter_mut().zip(digest.categories) {
                *sum += n;
            }
            stats.evenings.push(Arc::clone(&digest.evening));
        }
        stats.players = running
            .into_iter()
            .map(|Running { mut stats, .. }| {
                stats.loss_rate =
                    if stats.games_played == 0 { 0.0 } else { stats.games_lost as f64 / stats.games_played as f64 };
                stats
            })
            .collect();
        crate::names::sort_by_name(&mut stats.players, |p| &p.name);
        stats.categories = ThrowKind::ALL.into_iter().zip(categories).filter(|&(_, n)| n > 0).collect();
        stats
    }

    /// Every kind of throw with its count, highest first, as lists show them (screen, CSV): a kind
    /// never thrown with 0, except a house rule's (Siebener, Achter), shown only where a session
    /// threw one, so that nobody reads "Siebener 0" as a rule of the evening.
    pub fn category_rows(&self) -> Vec<(ThrowKind, u32)> {
        let house_rule = |k: ThrowKind| matches!(k, ThrowKind::Siebener | ThrowKind::Achter);
        ThrowKind::ALL
            .into_iter()
            .map(|k| (k, self.categories.get(&k).copied().unwrap_or(0)))
            .filter(|&(k, n)| n > 0 || !house_rule(k))
            .collect()
    }

    /// The statistics of these sessions, in the order given (for streaks: oldest first).
    pub fn of<'a>(sessions: impl IntoIterator<Item = &'a Session>) -> Stats {
        let digests: Vec<Digest> = sessions.into_iter().map(Digest::of).collect();
        Stats::of_digests(&digests)
    }
}

impl PlayerStats {
    /// Adds one evening's figures.
    fn add(&mut self, c: &Counts) {
        self.evenings += 1;
        self.games_played += c.games_played;
        self.games_lost += c.games_lost;
        self.halves_lost += c.halves_lost;
        self.finals_played += c.finals_played;
        self.finals_lost += c.finals_lost;
        self.durchmarsch += c.durchmarsch;
        self.schock_outs += c.schock_outs;
        self.jules += c.jules;
        self.rounds_played += c.rounds_played;
        self.rounds_lost += c.rounds_lost;
        self.discs_received += c.discs_received;
        self.tally_marks += c.tally_marks;
    }
}

/// Serialises the shared evenings as plain objects (serde's own `Arc` support is an opt-in
/// feature this crate does not ask for).
fn shared<S: Serializer>(evenings: &[Arc<EveningStats>], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_seq(evenings.iter().map(|e| &**e))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::numbers::{grouped, percent};
    use crate::session::file::parse;

    /// Obertiefenbach, one game: Anna loses half 1 and the final, Ben half 2 (all by Schock-Out).
    const FINAL: &str = include_str!("../../tests/fixtures/obertiefenbach-final.ron");

    /// Main-Taunus: Ben loses both halves (Durchmarsch); game 2 has begun but is not finished.
    const DURCHMARSCH: &str = include_str!("../../tests/fixtures/main-taunus-durchmarsch.ron");

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
        assert_eq!(stats.categories.get(&ThrowKind::SchockOut), Some(&4));
        assert_eq!(stats.categories.get(&ThrowKind::General), Some(&1));
        assert_eq!(stats.categories.get(&ThrowKind::HouseNumber), Some(&3));
        assert_eq!(stats.categories.get(&ThrowKind::Jule), None);
        assert_eq!(stats.evenings[0].losers, vec!["Anna".to_string()]);
    }

    #[test]
    fn a_name_mapped_through_the_registry_counts_for_one_person() {
        let final_ = Digest::of(&parse(FINAL).unwrap());
        let renamed = final_.renamed(|n| if n == "Anna" { "Anne".to_string() } else { n.to_string() });
        let stats = Stats::of_digests([&final_, &renamed]);
        assert_eq!(of("Anna", &stats).games_played, 1);
        assert_eq!(of("Anne", &stats).games_lost, 1);
        let merged = final_.renamed(|_| "Anne".to_string());
        assert_eq!(merged.evening.losers, ["Anne"]);
        assert_eq!(of("Anne", &Stats::of_digests([&renamed, &merged])).games_lost, 2);
    }

    #[test]
    fn losers_read_well() {
        let mut evening = (*Stats::of([&parse(FINAL).unwrap()]).evenings[0]).clone();
        evening.losers = ["Willi", "Jupp", "Jupp"].map(String::from).to_vec();
        assert_eq!(evening.losers_counted(), "Jupp ×2, Willi");
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

    fn names(names: &[&str]) -> Vec<String> {
        names.iter().map(|n| n.to_string()).collect()
    }

    #[test]
    fn the_results_of_a_final() {
        let digest = Digest::of(&parse(FINAL).unwrap());
        let e = &digest.evening;
        assert_eq!(
            e.games_detail,
            vec![GameResult {
                number: 1,
                players: names(&["Anna", "Ben", "Carl"]),
                half1_loser: Some("Anna".into()),
                half2_loser: Some("Ben".into()),
                final_loser: Some("Anna".into()),
                loser: Some("Anna".into()),
                durchmarsch: false,
            }]
        );
        assert_eq!((e.games, e.rounds, e.in_progress), (1, 3, false));
        assert_eq!(e.tally_marks, vec![("Anna".into(), 1), ("Ben".into(), 0), ("Carl".into(), 0)]);
        assert_eq!((e.preset.as_str(), e.place.as_deref()), ("obertiefenbach", Some("Köln, Altstadt")));
    }

    #[test]
    fn the_results_of_a_durchmarsch_and_the_game_being_played() {
        let digest = Digest::of(&parse(DURCHMARSCH).unwrap());
        let e = &digest.evening;
        let game = |number, half1: Option<&str>, loser: Option<&str>| GameResult {
            number,
            players: names(&["Anna", "Ben", "Carl"]),
            half1_loser: half1.map(Into::into),
            half2_loser: loser.map(Into::into),
            final_loser: None,
            loser: loser.map(Into::into),
            durchmarsch: loser.is_some(),
        };
        // Game 2 has begun (Carl lost its first round) but no part of it is decided.
        assert_eq!(e.games_detail, vec![game(1, Some("Ben"), Some("Ben")), game(2, None, None)]);
        assert_eq!((e.games, e.in_progress), (1, true));
        assert_eq!(e.losers, names(&["Ben"]));
        assert!(digest.has_player("Carl") && !digest.has_player("Dora"));
        assert!(digest.has_player(" carl "));
    }

    #[test]
    fn every_throw_kind_is_named_in_every_language_and_numbers_follow_the_language() {
        for kind in ThrowKind::ALL {
            assert!(crate::i18n::exists(&format!("stats-throw-{}", kind.id())), "{kind:?}");
        }
        assert_eq!(ThrowKind::ALL.map(ThrowKind::index), [0, 1, 2, 3, 4, 5, 6, 7]);
        let t = DateTime::parse_from_rfc3339("2026-11-20T19:30:00+01:00").unwrap();
        let de = crate::i18n::scoped(Lang::De, || (percent(0.4286), grouped(1_234_567), date_time(&t)));
        assert_eq!(de, ("42,9 %".into(), "1.234.567".into(), "20.11.2026 19:30".into()));
        let en = crate::i18n::scoped(Lang::En, || {
            (percent(0.4286), grouped(10_000), date_time(&t), ThrowKind::Street.label())
        });
        assert_eq!(en, ("42.9%".into(), "10,000".into(), "2026-11-20 19:30".into(), "street".into()));
        assert_eq!(crate::i18n::scoped(Lang::En, || short_date("gestern")), "gestern");
    }
}
