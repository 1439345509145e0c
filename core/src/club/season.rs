//! A season's table and awards (CLUB.md 6, 7): who sat how many evenings, lost how often, threw
//! how many Schock-Outs — ranked by the season's ranking, compared as exact fractions.

use super::day::Day;
use super::file::{Ranking, Season};
use super::sitting::Sitting;
use crate::rules::outcome::PlayerId;
use serde::{Serialize, Serializer};
use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet};

/// A season's table, as `club season NAME --json` prints it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeasonTable {
    pub season: String,
    pub from: Day,
    pub to: Day,
    pub ranking: Ranking,
    pub min_evenings: u32,
    /// The distinct dates of the season's sessions.
    pub evenings: u32,
    /// The season's session files, in the sessions' order.
    pub sessions: Vec<String>,
    /// The ranked by place (a shared place by name), then the unranked by name: names in German
    /// order (`club::order`), in the JSON in code point order.
    #[serde(serialize_with = "standings_json")]
    pub standings: Vec<Standing>,
    pub awards: Awards,
    /// Per evening (date), each person's games and games lost that evening: the charts' data.
    #[serde(skip)]
    pub by_evening: Vec<(Day, Evening)>,
}

/// A season not yet over on the day asked: it has no winner yet, so no certificate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeasonRunning {
    pub season: String,
    pub to: Day,
}

impl SeasonRunning {
    pub fn message(&self) -> String {
        crate::tr!("verein-season-running", season = self.season.as_str(), to = self.to.shown())
    }
}

crate::worded_error!(SeasonRunning);

impl SeasonTable {
    /// Whether the season is over on `today` (its last day passed), as the hall of fame counts.
    pub fn over(&self, today: Day) -> Result<(), SeasonRunning> {
        if self.to < today { Ok(()) } else { Err(SeasonRunning { season: self.season.clone(), to: self.to }) }
    }

    /// Everyone on place 1, in German order.
    pub fn winners(&self) -> Vec<&str> {
        self.standings.iter().filter(|s| s.place == Some(1)).map(|s| s.player.as_str()).collect()
    }
}

/// One evening of a season: each person's games and games lost.
pub type Evening = BTreeMap<String, (u32, u32)>;

/// One person's line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Standing {
    pub place: Option<u32>,
    pub player: String,
    pub evenings: u32,
    pub games: u32,
    pub games_lost: u32,
    pub halves_lost: u32,
    pub finals_lost: u32,
    pub durchmarsch: u32,
    pub schock_outs: u32,
    /// `None` under `LossRate`.
    pub points: Option<i64>,
    pub loss_rate: Option<PerMille>,
}

impl Standing {
    /// games_lost / games, exactly.
    pub fn ratio(&self) -> Option<Ratio> {
        (self.games > 0).then_some(Ratio { lost: self.games_lost, games: self.games })
    }
}

/// Games lost over games played, compared exactly (1/2 = 2/4).
#[derive(Clone, Copy, Debug)]
pub struct Ratio {
    pub lost: u32,
    pub games: u32,
}

impl Ratio {
    /// Shown in per mille, rounded half up.
    pub fn per_mille(self) -> PerMille {
        let (lost, games) = (u64::from(self.lost), u64::from(self.games));
        PerMille(((2000 * lost + games) / (2 * games)) as u32)
    }
}

impl PartialEq for Ratio {
    fn eq(&self, other: &Ratio) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Ratio {}

impl PartialOrd for Ratio {
    fn partial_cmp(&self, other: &Ratio) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Ratio {
    fn cmp(&self, other: &Ratio) -> Ordering {
        (u64::from(self.lost) * u64::from(other.games)).cmp(&(u64::from(other.lost) * u64::from(self.games)))
    }
}

/// A loss rate as shown: thousandths (`333` is 33,3 %).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct PerMille(pub u32);

impl PerMille {
    /// As people read it: `33,3 %`.
    pub fn shown(self) -> String {
        crate::numbers::percent(f64::from(self.0) / 1000.0)
    }
}

impl Serialize for PerMille {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u32(self.0)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Awards {
    pub schock_outs: CountAward,
    pub durchmarsch: CountAward,
    pub evenings: CountAward,
    pub best_ratio: RatioAward,
    pub worst_ratio: RatioAward,
}

/// The highest count, and who has it (nobody for a count of 0).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CountAward {
    pub count: u32,
    #[serde(serialize_with = "super::order::names")]
    pub players: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RatioAward {
    pub loss_rate: Option<PerMille>,
    #[serde(serialize_with = "super::order::names")]
    pub players: Vec<String>,
}

impl Serialize for Ranking {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.id())
    }
}

/// A person's sums while the sessions are read.
#[derive(Default)]
struct Sums {
    dates: BTreeSet<Day>,
    games: u32,
    games_lost: u32,
    halves_lost: u32,
    finals_lost: u32,
    durchmarsch: u32,
    schock_outs: u32,
    points: i64,
}

/// The table of `season` over the folder's sessions (in the order of `sitting::order`).
pub fn table(season: &Season, sittings: &[Sitting]) -> SeasonTable {
    let within: Vec<&Sitting> =
        sittings.iter().filter(|s| s.date.is_some_and(|d| season.from <= d && d <= season.to)).collect();
    let mut sums: BTreeMap<&str, Sums> = BTreeMap::new();
    let mut by_evening: BTreeMap<Day, Evening> = BTreeMap::new();
    for s in &within {
        let Some(date) = s.date else { continue };
        for (p, person) in PlayerId::all(s.persons.len()).zip(&s.persons) {
            let sum = sums.entry(person).or_default();
            sum.dates.insert(date);
            sum.schock_outs += s.schock_outs[p];
        }
        let evening = by_evening.entry(date).or_default();
        for g in &s.games {
            for &p in &g.seating {
                let sum = sums.entry(&s.persons[p]).or_default();
                let lost = g.loser == p;
                sum.games += 1;
                sum.games_lost += u32::from(lost);
                sum.halves_lost += g.halves.iter().filter(|&&h| h == Some(p)).count() as u32;
                sum.finals_lost += u32::from(g.final_ == Some(p));
                sum.durchmarsch += u32::from(lost && g.durchmarsch);
                sum.points += i64::from(match season.ranking {
                    Ranking::LossRate => 0,
                    Ranking::HalfPoints => g.half_points(p),
                    Ranking::Theimann => g.theimann_of(p),
                });
                let e = evening.entry(s.persons[p].clone()).or_default();
                e.0 += 1;
                e.1 += u32::from(lost);
            }
        }
    }
    let mut standings: Vec<Standing> = sums
        .into_iter()
        .map(|(person, s)| Standing {
            place: None,
            player: person.to_string(),
            evenings: s.dates.len() as u32,
            games: s.games,
            games_lost: s.games_lost,
            halves_lost: s.halves_lost,
            finals_lost: s.finals_lost,
            durchmarsch: s.durchmarsch,
            schock_outs: s.schock_outs,
            points: (season.ranking != Ranking::LossRate).then_some(s.points),
            loss_rate: (s.games > 0).then(|| Ratio { lost: s.games_lost, games: s.games }.per_mille()),
        })
        .collect();
    crate::names::sort_by_name(&mut standings, |s| &s.player);
    let ranked = |s: &Standing| s.evenings >= season.min_evenings && s.games > 0;
    // Ranked first in their order (ties by name: the sort is stable over the names' German
    // order), then the unranked by name.
    standings.sort_by(|a, b| match (ranked(a), ranked(b)) {
        (true, true) => order(season.ranking, a, b),
        (x, y) => y.cmp(&x),
    });
    let mut place = 0;
    for i in 0..standings.len() {
        if !ranked(&standings[i]) {
            break;
        }
        if i == 0 || order(season.ranking, &standings[i - 1], &standings[i]) != Ordering::Equal {
            place = i as u32 + 1;
        }
        standings[i].place = Some(place);
    }
    let awards = awards(&standings);
    let mut dates: Vec<Day> = within.iter().filter_map(|s| s.date).collect();
    dates.dedup();
    SeasonTable {
        season: season.name.clone(),
        from: season.from,
        to: season.to,
        ranking: season.ranking,
        min_evenings: season.min_evenings,
        evenings: dates.len() as u32,
        sessions: within.iter().map(|s| s.file.clone()).collect(),
        standings,
        awards,
        by_evening: by_evening.into_iter().collect(),
    }
}

/// The ranked's order (CLUB.md 6): better first.
fn order(ranking: Ranking, a: &Standing, b: &Standing) -> Ordering {
    match ranking {
        Ranking::LossRate => {
            a.ratio().cmp(&b.ratio()).then(b.games.cmp(&a.games)).then(a.halves_lost.cmp(&b.halves_lost))
        }
        Ranking::HalfPoints | Ranking::Theimann => {
            b.points.cmp(&a.points).then(a.games_lost.cmp(&b.games_lost)).then(b.schock_outs.cmp(&a.schock_outs))
        }
    }
}

fn awards(standings: &[Standing]) -> Awards {
    let most = |count: fn(&Standing) -> u32| {
        let best = standings.iter().map(count).max().unwrap_or(0);
        let players = if best == 0 { Vec::new() } else { names(standings.iter().filter(|s| count(s) == best)) };
        CountAward { count: best, players }
    };
    let ranked: Vec<&Standing> = standings.iter().filter(|s| s.place.is_some()).collect();
    let ratio = |pick: fn(Ratio, Ratio) -> bool| {
        let best = ranked.iter().filter_map(|s| s.ratio()).reduce(|a, b| if pick(b, a) { b } else { a });
        RatioAward {
            loss_rate: best.map(Ratio::per_mille),
            players: names(ranked.iter().copied().filter(|s| best.is_some() && s.ratio() == best)),
        }
    };
    Awards {
        schock_outs: most(|s| s.schock_outs),
        durchmarsch: most(|s| s.durchmarsch),
        evenings: most(|s| s.evenings),
        best_ratio: ratio(|a, b| a < b),
        worst_ratio: ratio(|a, b| a > b),
    }
}

/// The players' names, German order (the JSON's in code point order).
fn names<'a>(standings: impl Iterator<Item = &'a Standing>) -> Vec<String> {
    let mut names: Vec<String> = standings.map(|s| s.player.clone()).collect();
    super::order::for_people(&mut names);
    names
}

/// A season's standings in the JSON: the ranked by place (a shared place by name), then the
/// unranked by name — names in code point order (CLUB.md 7).
fn standings_json<S: serde::Serializer>(standings: &[Standing], s: S) -> Result<S::Ok, S::Error> {
    let key = |x: &Standing| (x.place.is_none(), x.place, x.player.clone());
    super::order::sorted(standings, |a, b| key(a).cmp(&key(b)), s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratios_compare_exactly_and_show_rounded_half_up() {
        let r = |lost, games| Ratio { lost, games };
        assert_eq!(r(1, 2), r(2, 4));
        assert!(r(1, 3) < r(1, 2));
        assert_eq!(r(2, 3).per_mille(), PerMille(667));
        assert_eq!(r(1, 8).per_mille(), PerMille(125));
        assert_eq!(r(1, 2000).per_mille(), PerMille(1));
    }
}
