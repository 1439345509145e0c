//! Properties of the draw (TOURNAMENT.md section 4), against an independent brute force.

use proptest::prelude::*;
use schocken_core::tournament::draw::{self, Bounds, Field};

/// Every way to put `n` players at tables of `sizes` (players numbered 0..n), by brute force.
fn all_partitions(n: usize, sizes: &[usize]) -> Vec<Vec<Vec<usize>>> {
    let mut out = Vec::new();
    let mut tables = vec![Vec::new(); sizes.len()];
    fn go(p: usize, n: usize, sizes: &[usize], tables: &mut Vec<Vec<usize>>, out: &mut Vec<Vec<Vec<usize>>>) {
        if p == n {
            out.push(tables.clone());
            return;
        }
        for t in 0..sizes.len() {
            if tables[t].len() < sizes[t] {
                tables[t].push(p);
                go(p + 1, n, sizes, tables, out);
                tables[t].pop();
            }
        }
    }
    go(0, n, sizes, &mut tables, &mut out);
    out
}

/// Team-mates at one table and pairs who met before, counted plainly.
fn conflicts(tables: &[Vec<usize>], teams: &[Option<&str>], met: &dyn Fn(usize, usize) -> u32) -> (u32, u32) {
    let (mut team, mut repeat) = (0, 0);
    for t in tables {
        for (i, &a) in t.iter().enumerate() {
            for &b in &t[i + 1..] {
                team += u32::from(teams[a].is_some() && teams[a] == teams[b]);
                repeat += met(a, b);
            }
        }
    }
    (team, repeat)
}

/// Players, their teams (by number), pairs who met before, a seed and two table-size bounds.
type Case = (usize, Vec<Option<u8>>, Vec<(usize, usize)>, u64, usize, usize);

fn field_strategy() -> impl Strategy<Value = Case> {
    (2usize..=24).prop_flat_map(|n| {
        (
            Just(n),
            prop::collection::vec(prop::option::of(0u8..3), n),
            prop::collection::vec((0..n, 0..n), 0..12),
            any::<u64>(),
            2usize..=6,
            2usize..=6,
        )
    })
}

const TEAMS: [&str; 3] = ["Kegelclub", "Feuerwehr", "Chor"];

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn the_draw_is_deterministic_sized_and_seats_everyone((n, teams, pairs, seed, a, b) in field_strategy()) {
        let bounds = Bounds { min: a.min(b), max: a.max(b) };
        let teams: Vec<Option<&str>> = teams.iter().map(|t| t.map(|i| TEAMS[i as usize])).collect();
        let met = |x: usize, y: usize| pairs.iter().filter(|&&(p, q)| (p, q) == (x, y) || (q, p) == (x, y)).count() as u32;
        let field = Field { teams: &teams, met: &met };
        let players: Vec<usize> = (0..n).collect();
        let first = draw::points(&players, bounds, &field, seed);
        prop_assert_eq!(&first, &draw::points(&players, bounds, &field, seed));
        let mut seated: Vec<usize> = first.iter().flatten().copied().collect();
        seated.sort();
        prop_assert_eq!(seated, players.clone());
        let sizes: Vec<usize> = first.iter().map(Vec::len).collect();
        prop_assert!(sizes.iter().all(|s| (2..=6).contains(s)), "{:?}", sizes);
        prop_assert!(sizes.iter().max().unwrap() - sizes.iter().min().unwrap() <= 1, "{:?}", sizes);
        let feasible = (1..=n / 2).any(|k| n >= k * bounds.min && n <= k * bounds.max);
        if feasible {
            prop_assert!(sizes.iter().all(|s| (bounds.min..=bounds.max).contains(s)), "{:?} {:?}", sizes, bounds);
        }
        // Small fields: no partition has fewer team-mates together, nor (then) fewer repeated pairs.
        if n <= 9 {
            let got = conflicts(&first, &teams, &met);
            let mut sorted = sizes.clone();
            sorted.sort();
            let best = all_partitions(n, &sorted).iter().map(|p| conflicts(p, &teams, &met)).min().unwrap();
            prop_assert_eq!(got, best);
        }
    }
}

#[test]
fn team_mates_apart_in_a_big_field() {
    // 28 players, 7 teams of 4, 7 tables of 4: every table can have one of each team.
    let teams: Vec<Option<&str>> = (0..28).map(|i| Some(["a", "b", "c", "d", "e", "f", "g"][i % 7])).collect();
    let met = |_: usize, _: usize| 0;
    let field = Field { teams: &teams, met: &met };
    let players: Vec<usize> = (0..28).collect();
    for seed in 0..5 {
        let tables = draw::points(&players, Bounds::default(), &field, seed);
        assert_eq!(field.total_cost(&tables), 0, "seed {seed}: {tables:?}");
    }
}
