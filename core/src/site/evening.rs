//! An evening's page: who lost which game (and its halves and final), then everyone's marks and
//! why he got them — the round sheet's summary (`print/sheet/summary.rs`) without the rounds, in
//! the same words (`report::words`). Never a price or an amount.

use super::model::{Block, Page, Table};
use crate::club::Sitting;
use crate::report::words;
use crate::rules::halves_final_game::Part;
use crate::rules::outcome::PlayerId;
use crate::rules::penalties::MarkReason;
use crate::tr;

/// The evening's title: its date and, where it has one, its title.
pub fn title(s: &Sitting) -> String {
    let date = s.date.map_or_else(|| tr!("verein-undated"), |d| d.shown());
    match &s.title {
        Some(title) => tr!("site-evening-titled", date = date, title = title.as_str()),
        None => tr!("site-evening", date = date),
    }
}

/// Who got the most marks, with how many: the overview's note to the evening.
pub fn most_marks(s: &Sitting) -> Option<String> {
    let most = s.marks.iter().copied().max().filter(|&m| m > 0)?;
    let mut who: Vec<String> =
        (0..s.persons.len()).filter(|&p| s.marks[p] == most).map(|p| s.persons[p].clone()).collect();
    crate::club::order::for_people(&mut who);
    Some(tr!("site-most-marks", players = who.join(", "), marks = most))
}

/// The page of an evening, its names as shown already (`persons`).
pub fn page(s: &Sitting, file: String) -> Page {
    let mut blocks = Vec::new();
    if let Some(line) = most_marks(s) {
        blocks.push(Block::Line(line));
    }
    blocks.push(Block::Heading(tr!("site-games")));
    blocks.push(games(s));
    blocks.push(Block::Heading(tr!("site-marks")));
    blocks.push(marks(s));
    Page { file, title: title(s), blocks }
}

fn games(s: &Sitting) -> Block {
    let name = |p: Option<PlayerId>| p.map_or_else(String::new, |p| s.persons[p].clone());
    // The loser next to the game's number: on a phone's screen the halves may lie beyond its edge.
    let mut heads = vec![tr!("site-col-game"), tr!("site-col-loser")];
    if !s.single {
        heads.extend([Part::Half1, Part::Half2, Part::Final].map(words::part));
    }
    if s.games.is_empty() {
        return Block::Line(tr!("site-no-game"));
    }
    let rows = s
        .games
        .iter()
        .map(|g| {
            let loser = if g.durchmarsch {
                tr!("site-loser-durchmarsch", name = name(Some(g.loser)))
            } else {
                name(Some(g.loser))
            };
            let mut row = vec![g.number.to_string(), loser];
            if !s.single {
                let final_ = if g.durchmarsch { "—".to_string() } else { name(g.final_) };
                row.extend([name(g.halves[0]), name(g.halves[1]), final_]);
            }
            row
        })
        .collect();
    Block::Table(Table { heads, rows, right: vec![0], wrap: Vec::new() })
}

/// Everyone seated, most marks first (then by name): marks, games lost, Schock-Outs and why.
fn marks(s: &Sitting) -> Block {
    let heads =
        ["player", "marks", "lost", "schock-outs", "for"].map(|c| crate::i18n::message(&format!("site-col-{c}"), &[]));
    let mut players: Vec<PlayerId> = PlayerId::all(s.persons.len()).collect();
    players.sort_by(|&a, &b| crate::names::order(&s.persons[a], &s.persons[b]));
    players.sort_by_key(|&p| std::cmp::Reverse(s.marks[p]));
    let rows = players
        .into_iter()
        .map(|p| {
            let lost = s.games.iter().filter(|g| g.loser == p).count();
            vec![
                s.persons[p].clone(),
                s.marks[p].to_string(),
                lost.to_string(),
                s.schock_outs[p].to_string(),
                reasons(s, p),
            ]
        })
        .collect();
    Block::Table(Table { heads: heads.to_vec(), rows, right: vec![1, 2, 3], wrap: vec![4] })
}

/// Why `p` got his marks, as the round sheet says it: `2× Spiel verloren (Spiele 1, 3)`.
fn reasons(s: &Sitting, p: PlayerId) -> String {
    let mut out = Vec::new();
    for &reason in MarkReason::ALL {
        let mut games: Vec<u32> = s.marked.iter().filter(|m| m.0 == p && m.1 == reason).map(|m| m.2).collect();
        let count = games.len();
        if count == 0 {
            continue;
        }
        games.dedup();
        let list: Vec<String> = games.iter().map(u32::to_string).collect();
        out.push(tr!(
            "site-reason",
            count = count,
            what = words::mark_reason(reason),
            games = list.join(", "),
            many = games.len()
        ));
    }
    out.join("; ")
}
