//! A season's page: its table and awards in the rows the CLI, the prints and the spreadsheet show
//! (`club::words`), and links to its evenings; the hall of fame: the seasons over and who won.

use super::model::{Block, FAME, Link, Page, Table};
use crate::club::{Day, SeasonTable, words};
use crate::names::ShortNames;
use crate::tr;

/// The table with every name as the site shows it (the places stay as ranked by the full names).
pub fn renamed(table: &SeasonTable, names: &ShortNames) -> SeasonTable {
    let mut table = table.clone();
    for s in &mut table.standings {
        s.player = names.of(&s.player);
    }
    let awards = &mut table.awards;
    for who in [&mut awards.schock_outs.players, &mut awards.durchmarsch.players, &mut awards.evenings.players] {
        rename_all(who, names);
    }
    for who in [&mut awards.best_ratio.players, &mut awards.worst_ratio.players] {
        rename_all(who, names);
    }
    table.by_evening = Vec::new();
    table
}

fn rename_all(who: &mut [String], names: &ShortNames) {
    for name in who.iter_mut() {
        *name = names.of(name);
    }
    crate::club::order::for_people(who);
}

/// The season's page (names shown already); `evenings`: its evenings' links.
pub fn page(table: &SeasonTable, file: String, evenings: Vec<Link>) -> Page {
    let rows = words::season_rows(table);
    let mut blocks = vec![Block::Line(words::season_title(table))];
    if table.standings.is_empty() {
        blocks.push(Block::Line(tr!("site-season-empty")));
    } else {
        blocks.push(Block::Table(Table {
            heads: words::season_heads(table),
            rows,
            right: words::season_right(table),
            wrap: Vec::new(),
        }));
        blocks.push(Block::Heading(tr!("verein-awards")));
        let awards = words::award_lines(&table.awards).into_iter().map(|(a, b)| vec![a, b]).collect();
        let heads = vec![tr!("verein-award-what"), tr!("verein-award-who")];
        blocks.push(Block::Table(Table { heads, rows: awards, right: Vec::new(), wrap: vec![1] }));
    }
    if !evenings.is_empty() {
        blocks.push(Block::Heading(tr!("site-evenings")));
        blocks.push(Block::Links(evenings));
    }
    Page { file, title: tr!("site-season", name = table.season.as_str()), blocks }
}

/// How the overview names a season: its dates and who leads it (or won it, once over).
pub fn note(table: &SeasonTable, today: Day) -> String {
    let dates = tr!("site-from-to", from = table.from.shown(), to = table.to.shown());
    let first = table.winners();
    if first.is_empty() {
        return dates;
    }
    let who = first.join(", ");
    if table.over(today).is_ok() {
        tr!("site-season-won", dates = dates, players = who)
    } else {
        tr!("site-season-leads", dates = dates, players = who)
    }
}

/// The hall of fame: the seasons over on `today`, newest first, with their winners; each season
/// links to its page (`files`, by the tables' order).
pub fn fame(tables: &[(SeasonTable, String)], today: Day) -> Page {
    let mut over: Vec<&(SeasonTable, String)> = tables.iter().filter(|(t, _)| t.over(today).is_ok()).collect();
    over.sort_by_key(|(t, _)| std::cmp::Reverse(t.to));
    let blocks = if over.is_empty() {
        vec![Block::Line(tr!("verein-fame-empty"))]
    } else {
        let links = over
            .iter()
            .map(|(t, file)| {
                let winners = t.winners();
                let who = if winners.is_empty() { tr!("verein-award-nobody") } else { winners.join(", ") };
                Link {
                    file: file.clone(),
                    text: tr!("site-season", name = t.season.as_str()),
                    note: Some(tr!("site-fame-winner", players = who)),
                }
            })
            .collect();
        vec![Block::Line(tr!("site-fame-intro")), Block::Links(links)]
    };
    Page { file: FAME.to_string(), title: tr!("site-fame"), blocks }
}
