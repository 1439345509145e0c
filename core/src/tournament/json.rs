//! `schocken tournament standings DIR --json` (TOURNAMENT.md section 8).
//!
//! [`Standings`] lists the names of a shared place in the German order people read; section 8
//! fixes Unicode code point order for them, so this object re-orders them. A player's line has
//! the columns of [`columns::COLUMNS`] that JSON shows.

use super::columns::{self, Medium};
use super::file::RoundKind;
use super::game::Pid;
use super::replay::Tournament;
use super::standings::{Row, Standings, TeamRow};
use serde_json::{Value, json};

/// The text of `schocken tournament standings --json` and of the phones' `GET /api/standings` (PHONES.md: exactly
/// the same bytes): the object pretty-printed, with a final newline.
pub fn standings_text(t: &Tournament, s: &Standings) -> String {
    format!("{:#}\n", standings(t, s))
}

/// The standings object of section 8.
pub fn standings(t: &Tournament, s: &Standings) -> Value {
    let name = |p: Pid| Value::from(t.players[p].name.as_str());
    let names = |ps: &[Pid]| Value::Array(ps.iter().map(|&p| name(p)).collect());
    let by_code_point = |ps: &[Pid]| {
        let mut ps = ps.to_vec();
        ps.sort_by(|&a, &b| t.players[a].name.cmp(&t.players[b].name));
        names(&ps)
    };
    let rounds: Vec<Value> = s
        .rounds
        .iter()
        .map(|r| {
            let tables: Vec<Value> = r
                .tables
                .iter()
                .map(|x| {
                    json!({
                        "table": x.table,
                        "players": names(&x.players),
                        "source": x.source.map(|s| s.id()),
                        "games_counted": x.games_counted,
                    })
                })
                .collect();
            let kind = match r.kind {
                RoundKind::Points { .. } => "points",
                RoundKind::KnockOut { .. } => "knockout",
            };
            json!({ "round": r.round, "kind": kind, "games": r.kind.games_written(), "tables": tables })
        })
        .collect();
    let mut rows: Vec<&Row> = s.rows.iter().collect();
    rows.sort_by(|a, b| a.place.cmp(&b.place).then_with(|| t.players[a.player].name.cmp(&t.players[b.player].name)));
    let columns = columns::shown(Medium::Json, s);
    let rows: Vec<Value> = rows
        .into_iter()
        .map(|r| Value::Object(columns.iter().map(|c| (c.id.to_string(), c.json(t, r))).collect()))
        .collect();
    let mut teams: Vec<&TeamRow> = s.teams.iter().collect();
    teams.sort_by(|a, b| a.place.cmp(&b.place).then_with(|| a.team.cmp(&b.team)));
    let teams: Vec<Value> = teams
        .into_iter()
        .map(|x| json!({ "place": x.place, "team": x.team, "points": x.points, "players": names(&x.players) }))
        .collect();
    let prize = |(count, winners): &(usize, Vec<Pid>)| json!({ "count": count, "players": by_code_point(winners) });
    json!({
        "title": t.title,
        "scoring": t.scoring.id(),
        "rounds": rounds,
        "standings": rows,
        "teams": teams,
        "prizes": {
            "schock_outs": prize(&s.schock_out_prize),
            "jules": prize(&s.jule_prize),
            "durchmarsch": prize(&s.durchmarsch_prize),
        },
    })
}
