//! The JSON object of `schocken replay --json` (FORMAT.md): the public face of the derived state.

use crate::rules::outcome::PlayerId;
use crate::session::log::Session;
use crate::session::state::{Awaiting, DiscFrom, Engine, GameRecord, RoundRecord};
use serde_json::{Map, Value, json};

/// The replay object of a session, exactly as FORMAT.md names its fields.
pub fn replay(session: &Session) -> Value {
    let engine = session.engine();
    let name = |p: PlayerId| Value::from(engine.name(p));
    let per_player = |f: &dyn Fn(PlayerId) -> Value| -> Value {
        let map: Map<String, Value> = engine.players().map(|p| (engine.name(p).to_string(), f(p))).collect();
        Value::Object(map)
    };
    let rounds: Vec<Value> = engine.rounds().iter().map(|r| round(engine, r)).collect();
    let games: Vec<Value> = engine.games().map(|g| game(engine, g)).collect();
    let points = if engine.scores_points() { per_player(&|p| engine.points(p).into()) } else { Value::Null };
    let mut next = Map::new();
    next.insert("game".into(), engine.game().into());
    next.insert("part".into(), engine.part().id().into());
    next.insert("starter".into(), engine.starter().map_or(Value::Null, name));
    next.insert("players".into(), engine.next_players().map_or(Value::Null, |ps| ps.into_iter().map(name).collect()));
    match engine.awaiting() {
        Awaiting::Round => {
            next.insert("awaiting".into(), "round".into());
        }
        Awaiting::Starter => {
            next.insert("awaiting".into(), "starter".into());
        }
        Awaiting::RollOff(tied) => {
            next.insert("awaiting".into(), "roll-off".into());
            next.insert("tied".into(), tied.into_iter().map(name).collect());
        }
    }
    let mut replay = json!({
        "rules": session.header().rules.preset.id(),
        "players": engine.names(),
        "rounds": rounds,
        "games": games,
        "tallies": per_player(&|p| engine.tally(p).into()),
        "points": points,
        "next": next,
    });
    // Beyond FORMAT.md, only where a house rule moved them: the discs Lustwurfs cost.
    if !engine.lustwurf_discs().is_empty() {
        let discs: Vec<Value> = engine
            .lustwurf_discs()
            .iter()
            .map(|d| {
                let from = match d.from {
                    DiscFrom::Stock => Value::from("stock"),
                    DiscFrom::Player(p) => name(p),
                };
                json!({ "player": name(d.player), "from": from, "game": d.game, "part": d.part.id() })
            })
            .collect();
        replay["lustwurf_discs"] = discs.into();
    }
    replay
}

fn round(engine: &Engine, r: &RoundRecord) -> Value {
    let name = |p: PlayerId| Value::from(engine.name(p));
    let holdings: Map<String, Value> =
        engine.players().map(|p| (engine.name(p).to_string(), r.holding(p).into())).collect();
    let mut round = json!({
        "game": r.game,
        "part": r.part.id(),
        "number": r.number,
        "order": r.entries.iter().map(|e| name(e.player)).collect::<Vec<_>>(),
        "winner": name(r.winner),
        "loser": name(r.loser),
        "discs": r.discs,
        "source": r.source.id(),
        "violations": r.violations.iter().map(|&p| name(p)).collect::<Vec<_>>(),
        "holdings": holdings,
        "stock": r.stock,
    });
    // Beyond FORMAT.md, only where `over_limit_disc` gave any: each violator's discs from the stock.
    if !r.penalty_discs.is_empty() {
        let discs: Map<String, Value> =
            r.penalty_discs.iter().map(|&(p, n)| (engine.name(p).to_string(), n.into())).collect();
        round["penalty_discs"] = discs.into();
    }
    round
}

fn game(engine: &Engine, g: &GameRecord) -> Value {
    let name = |p: Option<PlayerId>| p.map_or(Value::Null, |p| Value::from(engine.name(p)));
    json!({
        "number": g.number,
        "half1": name(g.half1),
        "half2": name(g.half2),
        "final": name(g.final_),
        "durchmarsch": g.durchmarsch(),
        "loser": name(g.loser),
    })
}
