//! `GET /api/table/CODE/story`: the table as the referee app shows it, worded in the request's
//! language, for the table page (PHONES.md section 5). The page words nothing about the game
//! itself: the status line, whose turn it is, the players with their discs, the news of the last
//! entry and the log of rounds come from the same functions as the app's table view
//! ([`news`]), so a phone and a table laptop say the same.
//! The API's objects stay as PHONES.md fixes them; this is an object of its own.

use schocken_core::report::news::{self, round_limit, status, where_};
use schocken_core::report::words;
use schocken_core::rules::outcome::Stage;
use schocken_core::rules::round::Act;
use schocken_core::rules::throw_limit;
use schocken_core::session::desk::Outcome;
use schocken_core::session::event::RoundEntry;
use schocken_core::session::log::Session;
use schocken_core::session::log::TableRef;
use schocken_core::session::state::Awaiting;
use schocken_core::tournament::at_table::TableRound;
use serde_json::{Value, json};

/// How many rounds the log shows, newest first (the whole evening is on the printouts).
const LOG_ROUNDS: usize = 30;

/// The table `seat` as its page shows it, `read_only` while a table laptop holds it; `round` is
/// its tournament round as far as played (lives, over), as the table laptop reads it.
pub fn view(session: &Session, seat: TableRef, read_only: bool, round: Option<&TableRound>) -> Value {
    let e = session.engine();
    let draft = session.draft();
    let current = e.next_players().and_then(|ps| ps.get(draft.len()).copied());
    let (awaiting, tied) = match e.awaiting() {
        Awaiting::Round => ("round", Vec::new()),
        Awaiting::Starter => ("starter", Vec::new()),
        Awaiting::RollOff(tied) => ("roll-off", tied),
    };
    // The round being entered, or the one waiting for a roll-off: what each player threw.
    let thrown = |name: &str| -> Option<String> {
        if let Some(entries) = e.pending_entries() {
            return entries.iter().find(|x| e.name(x.player) == name).map(|x| act_words(x.act));
        }
        draft.iter().find(|d| d.player() == name).map(|d| match d {
            RoundEntry::Throw { throw, .. } => act_words(Act::Throw(*throw)),
            RoundEntry::Take { .. } => act_words(Act::Take),
        })
    };
    let mut players: Vec<Value> = e
        .seating()
        .iter()
        .map(|&p| {
            let name = e.name(p);
            json!({
                "name": name,
                "discs": e.holding(p),
                "marks": e.tally(p),
                "points": e.scores_points().then(|| e.points(p)),
                "playing": e.part_players().contains(&p) && !e.is_free(p),
                // `free_players = keep-playing`: without discs, and still throwing.
                "keeps_playing": e.plays_without_discs(p),
                "turn": current == Some(p),
                "tied": tied.contains(&p),
                "thrown": thrown(name),
                "lives": round.and_then(|r| r.lives_of(name)),
                "out": round.is_some_and(|r| r.is_out(name)),
            })
        })
        .collect();
    players.extend(gone(session, round));
    let limit = round_limit(draft).map(|(_, count)| count);
    // The seating a knock-out table records after a game is no news of its own: the game's is.
    let skip = usize::from(round.is_some_and(|r| r.seated_after_game(session)));
    let last = session.events().len().checked_sub(1 + skip);
    // The opening `Starter` of a new table is no news.
    let news: Vec<Value> = last
        .filter(|&i| i > 0)
        .map(|i| news::lines(session, Outcome { event: Some(i), draft_cleared: false }, round))
        .unwrap_or_default()
        .into_iter()
        .map(|l| json!({ "text": l.text, "headline": l.headline }))
        .collect();
    let log: Vec<Value> = e
        .rounds()
        .iter()
        .rev()
        .take(LOG_ROUNDS)
        .map(|r| json!({ "where": where_(e.rules(), r.game, r.part, r.number), "text": words::round(e, r) }))
        .collect();
    json!({
        "round": seat.round,
        "table": seat.table,
        "events": session.events().len(),
        "draft": draft.len(),
        "read_only": read_only,
        "status": status(session, round),
        // PHONES.md section 7: a played round or a decided table takes no more rounds.
        "over": round.is_some_and(|r| r.over),
        "over_text": round.and_then(TableRound::over_text),
        "lives": round.and_then(TableRound::lives_json),
        "lives_text": round.and_then(TableRound::lives_text),
        // What an undo would take back, for the page's question before it.
        "undo": news::undo_words(session, round),
        "awaiting": awaiting,
        "turn": current.map(|p| e.name(p)),
        "tied": tied.iter().map(|&p| e.name(p)).collect::<Vec<_>>(),
        // What the roll-off waited for settles: the lowest throw, the highest, or both.
        "roll_off_stage": e.roll_off_stage().map(|stage| match stage {
            Stage::Bottom => "bottom",
            Stage::Top => "top",
            Stage::All => "all",
        }),
        "most": throw_limit::most(e.rules(), limit).get(),
        "stock": e.stock(),
        "players": players,
        "news": news,
        "log": log,
    })
}

/// The knock-out players who lost their last life before the table is decided: no longer seated
/// (the file's `Seats`), yet still on the page after those who are, greyed "raus" (issue 34),
/// with the marks they took.
fn gone(session: &Session, round: Option<&TableRound>) -> Vec<Value> {
    let e = session.engine();
    let seated = |name: &str| e.seating().iter().any(|&p| e.name(p) == name);
    let lives = round.and_then(|r| r.lives.as_deref()).unwrap_or_default();
    lives
        .iter()
        .filter(|(name, lives)| *lives == 0 && !seated(name))
        .map(|(name, _)| {
            let p = e.player(name);
            json!({
                "name": name,
                "discs": 0,
                "marks": p.map_or(0, |p| e.tally(p)),
                "points": e.scores_points().then(|| p.map_or(0, |p| e.points(p))),
                "playing": false,
                "keeps_playing": false,
                "turn": false,
                "tied": false,
                "thrown": null,
                "lives": 0,
                "out": true,
            })
        })
        .collect()
}

/// What a player did in the round, without the name (the page's row names him).
fn act_words(act: Act) -> String {
    match act {
        Act::Throw(t) => words::throw(t),
        Act::Take => words::act("", Act::Take).trim().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use schocken_core::session::file;

    /// `free_players = keep-playing`: a player without discs once the stock is empty is told on the
    /// phone's seat as he is on the laptop's (the engine's `plays_without_discs`).
    #[test]
    fn a_player_who_keeps_playing_without_discs_is_told() {
        let path =
            concat!(env!("CARGO_MANIFEST_DIR"), "/tests/conformance/house/cases/54_free_players_keep_playing_kalk.ron");
        let whole = file::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
        let seat = TableRef {
            round: schocken_core::tournament::RoundNo::FIRST,
            table: schocken_core::tournament::TableNo::FIRST,
        };
        let mut session = Session::new(whole.header().clone()).unwrap();
        let mut told = 0;
        for event in whole.events() {
            session.push(event.clone()).unwrap();
            let view = view(&session, seat, false, None);
            for player in view["players"].as_array().unwrap() {
                let p = session.engine().player(player["name"].as_str().unwrap()).unwrap();
                assert_eq!(player["keeps_playing"], session.engine().plays_without_discs(p));
                told += usize::from(player["keeps_playing"] == true);
            }
        }
        assert!(told > 0, "somebody played on without discs in the case");
    }
}
