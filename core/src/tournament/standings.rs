//! Scoring and standings (TOURNAMENT.md sections 5–7): points per game by the scheme, the
//! players' order with shared places, knock-out places, teams and the Schock-Out prize.
//!
//! Names within a shared place (and a prize's winners) stand in the German order of every list
//! people read (`crate::names::order`: Ömer beside Oliver); section 8's JSON re-orders them by
//! code point, as it asks (`tournament::json`).

use super::file::{RoundKind, Scoring};
use super::game::{GameResult, Pid};
use super::knockout::{KnockOut, Lives};
use super::organise::table_done;
use super::replay::{Source, Tournament};
use super::{RoundNo, TableNo};
use crate::names;
use std::cmp::Ordering;

/// A table as the standings show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableSummary {
    pub table: TableNo,
    pub players: Vec<Pid>,
    pub source: Option<Source>,
    /// Games that count (points rounds), or complete games up to the decision (knock-out).
    pub games_counted: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundSummary {
    pub round: RoundNo,
    /// A points round's kind holds how many games count.
    pub kind: RoundKind,
    pub tables: Vec<TableSummary>,
}

/// One player's line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub place: usize,
    pub player: Pid,
    pub points: i64,
    pub games: usize,
    pub games_lost: usize,
    pub halves_lost: usize,
    pub finals_lost: usize,
    pub durchmarsch: usize,
    /// Over all rounds.
    pub schock_outs: usize,
    /// Over points rounds: what the order counts.
    schock_outs_points: usize,
    pub knockout: Option<KnockOut>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamRow {
    pub place: usize,
    pub team: String,
    pub points: i64,
    /// In registration order.
    pub players: Vec<Pid>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standings {
    pub rounds: Vec<RoundSummary>,
    /// Best first; within a shared place by name (`names::order`).
    pub rows: Vec<Row>,
    pub teams: Vec<TeamRow>,
    /// The most Schock-Outs and who threw them (by name, `names::order`); `(0, [])` when nobody did.
    pub schock_out_prize: (usize, Vec<Pid>),
    /// The most Jules thrown, where table sessions tell them (section 7).
    pub jule_prize: (usize, Vec<Pid>),
    /// The most games lost by Durchmarsch, over every counted game.
    pub durchmarsch_prize: (usize, Vec<Pid>),
}

/// The highest count and who has it, by name; `(0, [])` when nobody has any.
fn most(t: &Tournament, counts: &[usize]) -> (usize, Vec<Pid>) {
    let top = counts.iter().copied().max().unwrap_or(0);
    if top == 0 {
        return (0, Vec::new());
    }
    let mut who: Vec<Pid> = Pid::all(counts.len()).filter(|&p| counts[p] == top).collect();
    who.sort_by(|&a, &b| names::order(&t.players[a].name, &t.players[b].name));
    (top, who)
}

/// ExitOrder: the points of exit group `group` (from 1) in a half of `n` players (section 5).
fn exit_points(n: usize, group: usize) -> i64 {
    let table: &[i64] = match n {
        2 => &[1],
        3 => &[3, 1],
        4 => &[3, 2, 1],
        5 => &[4, 3, 2, 1],
        _ => &[5, 4, 3, 2, 1],
    };
    table.get(group.wrapping_sub(1)).copied().unwrap_or(0)
}

/// A player's points for one game of a points round.
fn game_points(scoring: Scoring, g: &GameResult, p: Pid) -> i64 {
    let lost_game = g.loser() == p;
    match scoring {
        Scoring::Theimann => g.points.iter().flatten().find(|(q, _)| *q == p).map_or(0, |(_, n)| *n as i64),
        Scoring::HalfPoints => {
            let halves_won = [g.half1, g.half2].iter().filter(|&&l| l != p).count() as i64;
            halves_won - i64::from(g.final_ == Some(p))
        }
        Scoring::LossPoints => [g.half1, g.half2].iter().filter(|&&l| l == p).count() as i64 + i64::from(lost_game),
        Scoring::ExitOrder => {
            let n = g.players.len();
            let halves: i64 = g
                .out
                .iter()
                .flatten()
                .map(|groups| groups.iter().position(|grp| grp.contains(&p)).map_or(0, |i| exit_points(n, i + 1)))
                .sum();
            halves - i64::from(lost_game)
        }
    }
}

/// Whether any drawn round has a table still without all its results: the standings are then
/// an interim ("Zwischenstand").
pub fn interim(t: &Tournament) -> bool {
    t.rounds.iter().any(|r| r.tables.iter().any(|x| !table_done(r.kind, x)))
}

/// The standings of a replayed tournament.
pub fn standings(t: &Tournament) -> Standings {
    let n = t.players.len();
    let mut rows: Vec<Row> = Pid::all(n)
        .map(|player| Row {
            place: 0,
            player,
            points: 0,
            games: 0,
            games_lost: 0,
            halves_lost: 0,
            finals_lost: 0,
            durchmarsch: 0,
            schock_outs: 0,
            schock_outs_points: 0,
            knockout: None,
        })
        .collect();
    let mut rounds = Vec::with_capacity(t.rounds.len());
    // Over every counted game of every round, for the prizes.
    let (mut jules, mut durchmarsch) = (vec![0; n], vec![0; n]);
    for (number, round) in t.numbered_rounds() {
        let mut tables = Vec::with_capacity(round.tables.len());
        for (table_no, table) in round.numbered_tables() {
            let (source, results) = match table.results() {
                Some((source, results)) => (Some(source), results),
                None => (None, &[][..]),
            };
            let counted = match round.kind {
                RoundKind::Points { games } => &results[..results.len().min(games.count())],
                RoundKind::KnockOut { .. } => results,
            };
            for g in counted {
                for &p in &g.jules {
                    jules[p] += 1;
                }
                if g.durchmarsch() {
                    durchmarsch[g.loser()] += 1;
                }
            }
            match round.kind {
                RoundKind::Points { .. } => {
                    for g in counted {
                        for &p in &table.players {
                            let row = &mut rows[p];
                            row.points += game_points(t.scoring, g, p);
                            row.games += 1;
                        }
                        rows[g.half1].halves_lost += 1;
                        rows[g.half2].halves_lost += 1;
                        if let Some(f) = g.final_ {
                            rows[f].finals_lost += 1;
                        } else {
                            rows[g.half2].durchmarsch += 1;
                        }
                        rows[g.loser()].games_lost += 1;
                        for &p in &g.schock_outs {
                            rows[p].schock_outs += 1;
                            rows[p].schock_outs_points += 1;
                        }
                    }
                }
                RoundKind::KnockOut { lives, advance } => {
                    for g in counted {
                        for &p in &g.schock_outs {
                            rows[p].schock_outs += 1;
                        }
                    }
                    for (p, k) in Lives::after(&table.players, lives, advance, counted).states(number) {
                        rows[p].knockout = Some(k);
                    }
                }
            }
            tables.push(TableSummary {
                table: table_no,
                players: table.players.clone(),
                source,
                games_counted: counted.len(),
            });
        }
        rounds.push(RoundSummary { round: number, kind: round.kind, tables });
    }

    let by_points = |a: &Row, b: &Row| {
        let points = if t.scoring.lower_is_better() { a.points.cmp(&b.points) } else { b.points.cmp(&a.points) };
        points.then(a.games_lost.cmp(&b.games_lost)).then(b.schock_outs_points.cmp(&a.schock_outs_points))
    };
    let by_knockout = |a: &Row, b: &Row| match (a.knockout, b.knockout) {
        (Some(x), Some(y)) => y.round.cmp(&x.round).then(x.out.cmp(&y.out)).then(y.out_in_game.cmp(&x.out_in_game)),
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => Ordering::Equal,
    };
    let order = |a: &Row, b: &Row| by_knockout(a, b).then_with(|| by_points(a, b));
    rows.sort_by(|a, b| order(a, b).then_with(|| names::order(&t.players[a.player].name, &t.players[b.player].name)));
    for i in 0..rows.len() {
        rows[i].place =
            if i > 0 && order(&rows[i - 1], &rows[i]) == Ordering::Equal { rows[i - 1].place } else { i + 1 };
    }

    let mut teams: Vec<TeamRow> = Vec::new();
    for (p, player) in t.players.iter().enumerate() {
        let p = Pid::new(p);
        let Some(team) = &player.team else { continue };
        let points = rows.iter().find(|r| r.player == p).map_or(0, |r| r.points);
        match teams.iter_mut().find(|x| &x.team == team) {
            Some(row) => {
                row.points += points;
                row.players.push(p);
            }
            None => teams.push(TeamRow { place: 0, team: team.clone(), points, players: vec![p] }),
        }
    }
    let team_order = |a: &TeamRow, b: &TeamRow| {
        if t.scoring.lower_is_better() { a.points.cmp(&b.points) } else { b.points.cmp(&a.points) }
    };
    teams.sort_by(|a, b| team_order(a, b).then_with(|| names::order(&a.team, &b.team)));
    for i in 0..teams.len() {
        teams[i].place =
            if i > 0 && team_order(&teams[i - 1], &teams[i]) == Ordering::Equal { teams[i - 1].place } else { i + 1 };
    }

    let mut schock_outs = vec![0; n];
    for r in &rows {
        schock_outs[r.player] = r.schock_outs;
    }
    Standings {
        rounds,
        rows,
        teams,
        schock_out_prize: most(t, &schock_outs),
        jule_prize: most(t, &jules),
        durchmarsch_prize: most(t, &durchmarsch),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exit_points_follow_the_table_of_section_5() {
        assert_eq!((1..=1).map(|g| exit_points(2, g)).collect::<Vec<_>>(), [1]);
        assert_eq!((1..=2).map(|g| exit_points(3, g)).collect::<Vec<_>>(), [3, 1]);
        assert_eq!((1..=3).map(|g| exit_points(4, g)).collect::<Vec<_>>(), [3, 2, 1]);
        assert_eq!((1..=4).map(|g| exit_points(5, g)).collect::<Vec<_>>(), [4, 3, 2, 1]);
        assert_eq!((1..=5).map(|g| exit_points(6, g)).collect::<Vec<_>>(), [5, 4, 3, 2, 1]);
        assert_eq!(exit_points(4, 4), 0);
    }
}
