//! The draw (TOURNAMENT.md section 4): the app's proposal of a round's tables from a seed.
//!
//! Table sizes as equal as possible within the organiser's bounds; no two team-mates at a table
//! where that can be avoided; as few pairs as possible who already shared a table; a random seat
//! order. Small fields are searched exhaustively (the proposal is then the best there is); larger
//! ones by greedy placement and pair swaps from several seeded starts. A knock-out draw seats the
//! qualifiers by place in a snake. Deterministic: the same players and seed give the same tables.

use super::file::RoundKind;
use super::game::Pid;
use super::replay::Tournament;
use super::standings::{Row, Standings};
use super::{RoundNo, TableNo};
use crate::rng::Rng;
use crate::rules::limits::TABLE_SIZES;
use std::collections::HashMap;

/// The smallest and largest table the organiser allows (TOURNAMENT.md: 2 to 6; default 4–4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    pub min: usize,
    pub max: usize,
}

impl Default for Bounds {
    fn default() -> Bounds {
        Bounds { min: 4, max: 4 }
    }
}

/// Fields up to this size are searched exhaustively.
const EXHAUSTIVE_UP_TO: usize = 12;
/// Seeded starts of the local search for larger fields.
const STARTS: u64 = 24;
/// A team-mate at one's table weighs more than any number of repeated pairs.
const TEAM_WEIGHT: u64 = 1_000;

/// The sizes of the tables for `n` players: as equal as possible, within `bounds` where that
/// can be, else as close to them as can be (never under 2 or over 6); within them, the fewest
/// seats beyond four (a table of five plays longer, with more discs, and the organiser is warned
/// of it: 20 players at 4–5 get five tables of 4, not four of 5). Largest tables first.
pub fn table_sizes(n: usize, bounds: Bounds) -> Vec<usize> {
    if n < *TABLE_SIZES.start() {
        return Vec::new();
    }
    let clamp = |size: usize| size.clamp(*TABLE_SIZES.start(), *TABLE_SIZES.end());
    let (min, max) = (clamp(bounds.min), clamp(bounds.max).max(clamp(bounds.min)));
    let sizes = |k: usize| -> Vec<usize> { (0..k).map(|i| n / k + usize::from(i < n % k)).collect() };
    let outside = |s: &[usize]| -> usize { s.iter().map(|&x| min.saturating_sub(x) + x.saturating_sub(max)).sum() };
    let beyond_four = |s: &[usize]| -> usize { s.iter().map(|&x| x.saturating_sub(4)).sum() };
    (1..=n / 2)
        .map(sizes)
        .filter(|s| s.iter().all(|x| TABLE_SIZES.contains(x)))
        .min_by_key(|s| {
            // Beyond the bounds (22 players at 4–4) two tables of five beat two of three.
            let outside = outside(s);
            (outside, if outside == 0 { beyond_four(s) } else { 0 }, s.len())
        })
        .unwrap_or_else(|| vec![n])
}

/// The tables (numbered from 1) of a draw whose size falls outside `bounds`, each with its size.
/// [`table_sizes`] goes outside the organiser's bounds only where the field cannot be seated
/// within them (22 players at tables of 4): the proposal names these tables before it is started,
/// so nobody learns it from a table of five at the bar.
pub fn outside_bounds(tables: &[Vec<Pid>], bounds: Bounds) -> Vec<(TableNo, usize)> {
    TableNo::numbered(tables)
        .filter(|(_, seats)| !(bounds.min..=bounds.max).contains(&seats.len()))
        .map(|(table, seats)| (table, seats.len()))
        .collect()
}

/// What the draw must know of the field.
pub struct Field<'a> {
    /// Each player's team (`None`: no team), by player.
    pub teams: &'a [Option<&'a str>],
    /// `met(a, b)`: how often a and b shared a table in earlier rounds.
    pub met: &'a dyn Fn(usize, usize) -> u32,
}

impl Field<'_> {
    fn cost(&self, table: &[usize]) -> u64 {
        let mut c = 0;
        for (i, &a) in table.iter().enumerate() {
            for &b in &table[i + 1..] {
                if self.teams[a].is_some() && self.teams[a] == self.teams[b] {
                    c += TEAM_WEIGHT;
                }
                c += u64::from((self.met)(a, b));
            }
        }
        c
    }

    /// Team-mates seated together and repeated pairs, weighed.
    pub fn total_cost(&self, tables: &[Vec<usize>]) -> u64 {
        tables.iter().map(|t| self.cost(t)).sum()
    }
}

fn shuffle<T>(items: &mut [T], rng: &mut Rng) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.below(i as u64 + 1) as usize);
    }
}

/// A points round's tables for `players` (player numbers), each in seat order.
pub fn points(players: &[usize], bounds: Bounds, field: &Field, seed: u64) -> Vec<Vec<usize>> {
    let sizes = table_sizes(players.len(), bounds);
    let mut rng = Rng::new(seed);
    let mut order = players.to_vec();
    shuffle(&mut order, &mut rng);
    let mut tables = if order.len() <= EXHAUSTIVE_UP_TO {
        exhaustive(&order, &sizes, field)
    } else {
        (0..STARTS)
            .map(|start| local_search(&order, &sizes, field, seed.wrapping_add(start)))
            .min_by_key(|t| field.total_cost(t))
            .unwrap_or_default()
    };
    shuffle(&mut tables, &mut rng);
    tables.sort_by_key(|t| std::cmp::Reverse(t.len()));
    for t in &mut tables {
        shuffle(t, &mut rng);
    }
    tables
}

/// The best partition of `order` into tables of `sizes`, by trying them all (tables of equal
/// size are interchangeable, so each partition is tried once).
fn exhaustive(order: &[usize], sizes: &[usize], field: &Field) -> Vec<Vec<usize>> {
    struct Search<'a> {
        order: &'a [usize],
        sizes: &'a [usize],
        field: &'a Field<'a>,
        tables: Vec<Vec<usize>>,
        best: Option<(u64, Vec<Vec<usize>>)>,
    }
    impl Search<'_> {
        fn go(&mut self, i: usize, cost: u64) {
            if self.best.as_ref().is_some_and(|(b, _)| cost >= *b) {
                return;
            }
            if i == self.order.len() {
                self.best = Some((cost, self.tables.clone()));
                return;
            }
            let p = self.order[i];
            for t in 0..self.tables.len() {
                if self.tables[t].len() == self.sizes[t] {
                    continue;
                }
                // An empty table only where no earlier table of its size is empty.
                if self.tables[t].is_empty()
                    && (0..t).any(|u| self.tables[u].is_empty() && self.sizes[u] == self.sizes[t])
                {
                    continue;
                }
                let added: u64 = self.tables[t].iter().map(|&q| self.field.cost(&[p, q])).sum();
                self.tables[t].push(p);
                self.go(i + 1, cost + added);
                self.tables[t].pop();
            }
        }
    }
    let mut s = Search { order, sizes, field, tables: vec![Vec::new(); sizes.len()], best: None };
    s.go(0, 0);
    s.best.map(|(_, t)| t).unwrap_or_default()
}

/// Greedy placement in a seeded order, then pair swaps between tables while one helps.
fn local_search(order: &[usize], sizes: &[usize], field: &Field, seed: u64) -> Vec<Vec<usize>> {
    let mut rng = Rng::new(seed);
    let mut order = order.to_vec();
    shuffle(&mut order, &mut rng);
    let mut tables: Vec<Vec<usize>> = vec![Vec::new(); sizes.len()];
    for p in order {
        // The sizes hold every player (`table_sizes`); a player beyond them would sit nowhere.
        let best = (0..tables.len())
            .filter(|&t| tables[t].len() < sizes[t])
            .min_by_key(|&t| (tables[t].iter().map(|&q| field.cost(&[p, q])).sum::<u64>(), tables[t].len()));
        if let Some(best) = best {
            tables[best].push(p);
        }
    }
    loop {
        let mut improved = false;
        for a in 0..tables.len() {
            for b in a + 1..tables.len() {
                for i in 0..tables[a].len() {
                    for j in 0..tables[b].len() {
                        let before = field.cost(&tables[a]) + field.cost(&tables[b]);
                        let (x, y) = (tables[a][i], tables[b][j]);
                        tables[a][i] = y;
                        tables[b][j] = x;
                        if field.cost(&tables[a]) + field.cost(&tables[b]) < before {
                            improved = true;
                        } else {
                            tables[a][i] = x;
                            tables[b][j] = y;
                        }
                    }
                }
            }
        }
        if !improved {
            return tables;
        }
    }
}

/// A knock-out round's tables: the qualifiers in their order of places (best first), spread in a
/// snake (1 to table 1, 2 to table 2, …, then back), so the best do not meet early.
pub fn snake(qualifiers: &[usize], bounds: Bounds) -> Vec<Vec<usize>> {
    let sizes = table_sizes(qualifiers.len(), bounds);
    let k = sizes.len();
    let mut tables: Vec<Vec<usize>> = vec![Vec::new(); k];
    let mut lane = (0..k).chain((0..k).rev()).cycle();
    for &p in qualifiers {
        // Fewer than two qualifiers make no table (no sizes, an empty lane): nobody is seated.
        let Some(t) = lane.by_ref().take(2 * k).find(|&t| tables[t].len() < sizes[t]) else { break };
        tables[t].push(p);
    }
    tables
}

/// How often each pair of players shared a table in the rounds before `round` (from 1; a
/// re-draw of a round leaves that round's own tables out).
fn met_counts(t: &Tournament, round: RoundNo) -> HashMap<(Pid, Pid), u32> {
    let mut met = HashMap::new();
    for table in t.rounds.iter().take(round.index()).flat_map(|r| &r.tables) {
        for (i, &a) in table.players.iter().enumerate() {
            for &b in &table.players[i + 1..] {
                *met.entry((a.min(b), a.max(b))).or_insert(0) += 1;
            }
        }
    }
    met
}

/// The proposal for points round `round` (from 1): every registered player not withdrawn,
/// apart from team-mates and from table-mates of earlier rounds as far as can be.
pub fn propose_points(t: &Tournament, round: RoundNo, bounds: Bounds, seed: u64) -> Vec<Vec<Pid>> {
    // The draw itself works on positions among the registered (it is tested on bare numbers).
    let present: Vec<usize> = (0..t.players.len()).filter(|&p| !t.players[p].withdrawn).collect();
    let teams: Vec<Option<&str>> = t.players.iter().map(|p| p.team.as_deref()).collect();
    let met = met_counts(t, round);
    let met = |a: usize, b: usize| {
        let (a, b) = (Pid::new(a), Pid::new(b));
        met.get(&(a.min(b), a.max(b))).copied().unwrap_or(0)
    };
    to_pids(points(&present, bounds, &Field { teams: &teams, met: &met }, seed))
}

/// A draw's tables of positions as tables of players.
fn to_pids(tables: Vec<Vec<usize>>) -> Vec<Vec<Pid>> {
    tables.into_iter().map(|table| table.into_iter().map(Pid::new).collect()).collect()
}

/// The qualifiers for the next knock-out round, best first: after points rounds the top `n` of
/// the standings; after a knock-out round those still in it (section 6).
pub fn qualifiers(t: &Tournament, s: &Standings, n: usize) -> Vec<Pid> {
    candidates(t, s).take(n).map(|row| row.player).collect()
}

/// The rows of the standings who may qualify for the next knock-out round, best first.
fn candidates<'a>(t: &'a Tournament, s: &'a Standings) -> impl Iterator<Item = &'a Row> {
    let last_knockout =
        t.numbered_rounds().filter(|(_, r)| matches!(r.kind, RoundKind::KnockOut { .. })).map(|(n, _)| n).last();
    s.rows.iter().filter(move |row| match (last_knockout, row.knockout) {
        (None, _) => !t.players[row.player].withdrawn,
        (Some(r), Some(k)) => k.round == r && !k.out,
        (Some(_), None) => false,
    })
}

/// A cut of the top `n` through a shared place: the place, who of it is in and who is out. The
/// standings cannot tell them apart, so the organiser decides (a roll-off or the lot) before the
/// draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedCut {
    pub place: usize,
    pub inside: Vec<Pid>,
    pub outside: Vec<Pid>,
}

/// Where the top `n` of [`qualifiers`] end inside a shared place, that place and its players.
pub fn shared_cut(t: &Tournament, s: &Standings, n: usize) -> Option<SharedCut> {
    let rows: Vec<&Row> = candidates(t, s).collect();
    let (last, next) = (rows.get(n.checked_sub(1)?)?, rows.get(n)?);
    (last.place == next.place).then(|| {
        let of_place = |rows: &[&Row]| rows.iter().filter(|r| r.place == last.place).map(|r| r.player).collect();
        SharedCut { place: last.place, inside: of_place(&rows[..n]), outside: of_place(&rows[n..]) }
    })
}

/// What the organiser asks of the next round's draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wanted {
    /// A points round's kind holds its games per table (a knock-out round plays until decided).
    pub kind: RoundKind,
    pub bounds: Bounds,
    /// How many of the standings' best a knock-out round seats.
    pub qualifiers: usize,
}

/// A round's tables before they are in the file: proposed, shown, changed by hand, then started
/// or re-drawn (`tournament::edit::Edit::Draw`, which names the players).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proposal {
    pub round: RoundNo,
    pub kind: RoundKind,
    /// Each table's players in seat order.
    pub tables: Vec<Vec<Pid>>,
    /// The seed a points round was drawn from (a knock-out snake depends on none).
    pub seed: Option<u64>,
}

/// The proposal for round `round` (from 1): a points round drawn from `seed`
/// ([`propose_points`]), a knock-out round the [`qualifiers`] seated in a [`snake`], its games
/// written 0 (TOURNAMENT.md section 2).
pub fn propose(t: &Tournament, s: &Standings, round: RoundNo, wanted: Wanted, seed: u64) -> Proposal {
    let (tables, seed) = match wanted.kind {
        RoundKind::Points { .. } => (propose_points(t, round, wanted.bounds, seed), Some(seed)),
        RoundKind::KnockOut { .. } => {
            let order: Vec<usize> = qualifiers(t, s, wanted.qualifiers).into_iter().map(Pid::index).collect();
            (to_pids(snake(&order, wanted.bounds)), None)
        }
    };
    Proposal { round, kind: wanted.kind, tables, seed }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_as_the_document_says() {
        assert_eq!(table_sizes(28, Bounds::default()), [4; 7]);
        assert_eq!(table_sizes(22, Bounds { min: 4, max: 5 }), [5, 5, 4, 4, 4]);
        // Issue 34: 20 players at 4–5 sit at five tables of 4 (no table of five to warn about).
        assert_eq!(table_sizes(20, Bounds { min: 4, max: 5 }), [4; 5]);
        assert_eq!(table_sizes(30, Bounds { min: 5, max: 6 }), [5; 6]);
        assert_eq!(table_sizes(7, Bounds { min: 2, max: 6 }), [4, 3]);
        assert_eq!(table_sizes(2, Bounds::default()), [2]);
        assert!(table_sizes(1, Bounds::default()).is_empty());
    }

    #[test]
    fn tables_outside_the_bounds_are_named() {
        let bounds = Bounds::default();
        let sizes = table_sizes(22, bounds);
        let tables: Vec<Vec<Pid>> = sizes.iter().map(|&n| Pid::all(n).collect()).collect();
        let two = TableNo::new(2).unwrap();
        assert_eq!(outside_bounds(&tables, bounds), [(TableNo::FIRST, 5), (two, 5)]);
        let tables: Vec<Vec<Pid>> = table_sizes(28, bounds).iter().map(|&n| Pid::all(n).collect()).collect();
        assert!(outside_bounds(&tables, bounds).is_empty());
    }

    #[test]
    fn snake_spreads_places() {
        let tables = snake(&[10, 11, 12, 13, 14, 15, 16, 17], Bounds::default());
        assert_eq!(tables, [vec![10, 13, 14, 17], vec![11, 12, 15, 16]]);
        // One qualifier makes no table (and no panic).
        assert!(snake(&[10], Bounds::default()).is_empty());
    }
}
