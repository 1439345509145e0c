//! The tab and a season's table as rows for people: the CLI's text, the notice-board print and the
//! spreadsheet all take their heads and cells from here, so the three never differ.

use super::season::{Awards, CountAward, RatioAward, SeasonTable, Standing};
use super::tab::{Account, Tab};
use crate::money::Money;
use crate::tr;

/// The tab's heads: person, marks, owed, paid, waived, open.
pub fn tab_heads() -> Vec<String> {
    ["player", "marks", "owed", "paid", "waived", "open"].map(|c| tr_column("verein-tab", c)).to_vec()
}

/// One line a person, then the totals.
pub fn tab_rows(tab: &Tab) -> Vec<Vec<String>> {
    let mut rows: Vec<Vec<String>> = tab.players.iter().map(account_row).collect();
    let t = &tab.totals;
    rows.push(vec![
        tr!("verein-total"),
        marks(t.marks, t.unpriced_marks),
        t.owed.to_string(),
        t.paid.to_string(),
        t.waived.to_string(),
        t.open.to_string(),
    ]);
    rows
}

/// A person's line of the tab, in [`tab_heads`]' order.
pub fn account_row(a: &Account) -> Vec<String> {
    vec![
        a.player.clone(),
        marks(a.marks, a.unpriced_marks),
        a.owed.to_string(),
        a.paid.to_string(),
        a.waived.to_string(),
        a.open.to_string(),
    ]
}

/// Marks, with those no price applies to said: `12 (2 ohne Preis)`.
fn marks(all: u32, unpriced: u32) -> String {
    if unpriced == 0 { all.to_string() } else { tr!("verein-unpriced", marks = all, unpriced = unpriced) }
}

/// The columns aligned right in [`tab_heads`]' order.
pub const TAB_RIGHT: &[usize] = &[1, 2, 3, 4, 5];

/// A statement's heads: date, what, marks, price of a mark, amount.
pub fn statement_heads() -> Vec<String> {
    ["date", "what", "marks", "price", "amount"].map(|c| tr_column("verein-statement", c)).to_vec()
}

/// The statement's columns aligned right: marks, price, amount.
pub const STATEMENT_RIGHT: &[usize] = &[2, 3, 4];

/// A person's statement, heads first: his evenings (by date and title, at the evening's price of
/// a mark) and his payments, in date order (of one date the evening first, undated evenings
/// last); then the total line, whose amount is what is open (a credit negative).
pub fn statement_rows(a: &Account) -> Vec<Vec<String>> {
    let undated = || tr!("verein-undated");
    let mut dated: Vec<(Option<super::Day>, u8, Vec<String>)> = Vec::new();
    for s in &a.sessions {
        let what = s.title.clone().unwrap_or_else(|| tr!("verein-statement-evening"));
        let price = s.price.map_or_else(|| tr!("verein-no-price"), |p| p.to_string());
        let cents = s.cents.map_or_else(String::new, |c| c.to_string());
        let date = s.date.map_or_else(undated, |d| d.shown());
        dated.push((s.date, 0, vec![date, what, s.marks.to_string(), price, cents]));
    }
    for p in &a.payments {
        let what = match &p.note {
            Some(note) => format!("{} ({note})", p.kind.label()),
            None => p.kind.label(),
        };
        dated.push((Some(p.date), 1, vec![p.date.shown(), what, String::new(), String::new(), (-p.cents).to_string()]));
    }
    // Stable: of one date and kind, the books' order.
    dated.sort_by_key(|(date, kind, _)| (date.is_none(), *date, *kind));
    let mut rows = vec![statement_heads()];
    rows.extend(dated.into_iter().map(|(_, _, row)| row));
    rows.push(vec![
        String::new(),
        tr!("verein-total"),
        marks(a.marks, a.unpriced_marks),
        String::new(),
        a.open.to_string(),
    ]);
    rows
}

/// The season's heads for its ranking (points only where it scores them).
pub fn season_heads(table: &SeasonTable) -> Vec<String> {
    season_columns(table).iter().map(|c| tr_column("verein-season", c)).collect()
}

/// The ids of the season's columns, in [`season_heads`]' order: `place`, `player`, … (a picture
/// chooses those a phone has room for by them).
pub fn season_columns(table: &SeasonTable) -> Vec<&'static str> {
    let mut columns = vec!["place", "player", "evenings", "games", "lost", "rate", "halves", "finals", "durchmarsch"];
    columns.push("schock-outs");
    if table.ranking != super::Ranking::LossRate {
        columns.push("points");
    }
    columns
}

/// One line a person of the standings.
pub fn season_rows(table: &SeasonTable) -> Vec<Vec<String>> {
    table.standings.iter().map(|s| standing_row(table, s)).collect()
}

fn standing_row(table: &SeasonTable, s: &Standing) -> Vec<String> {
    let mut row = vec![
        s.place.map_or_else(String::new, |p| format!("{p}.")),
        s.player.clone(),
        s.evenings.to_string(),
        s.games.to_string(),
        s.games_lost.to_string(),
        s.loss_rate.map_or_else(|| "—".to_string(), |r| r.shown()),
        s.halves_lost.to_string(),
        s.finals_lost.to_string(),
        s.durchmarsch.to_string(),
        s.schock_outs.to_string(),
    ];
    if table.ranking != super::Ranking::LossRate {
        row.push(s.points.unwrap_or(0).to_string());
    }
    row
}

/// Every column but the name is aligned right.
pub fn season_right(table: &SeasonTable) -> Vec<usize> {
    (0..season_columns(table).len()).filter(|&i| i != 1).collect()
}

/// The season's heading line: name, dates, ranking, evenings.
pub fn season_title(table: &SeasonTable) -> String {
    tr!(
        "verein-season-title",
        name = table.season.as_str(),
        from = table.from.shown(),
        to = table.to.shown(),
        ranking = table.ranking.label(),
        evenings = table.evenings,
        min = table.min_evenings
    )
}

/// The awards, one line each: what, who, how many.
pub fn award_lines(awards: &Awards) -> Vec<(String, String)> {
    let count = |id: &str, a: &CountAward| {
        let who = if a.players.is_empty() {
            tr!("verein-award-nobody")
        } else {
            tr!("verein-award-count", players = a.players.join(", "), count = a.count)
        };
        (tr_column("verein-award", id), who)
    };
    let ratio = |id: &str, a: &RatioAward| {
        let who = match a.loss_rate {
            Some(rate) => tr!("verein-award-ratio", players = a.players.join(", "), rate = rate.shown()),
            None => tr!("verein-award-nobody"),
        };
        (tr_column("verein-award", id), who)
    };
    vec![
        count("schock-outs", &awards.schock_outs),
        count("durchmarsch", &awards.durchmarsch),
        count("evenings", &awards.evenings),
        ratio("best-ratio", &awards.best_ratio),
        ratio("worst-ratio", &awards.worst_ratio),
    ]
}

/// The tab's heading: the club and what is open in all.
pub fn tab_title(tab: &Tab) -> String {
    let club = tab.club.clone().unwrap_or_else(|| tr!("verein-no-name"));
    let (evenings, undated) = tab.evenings();
    tr!("verein-tab-title", club = club, evenings = evenings, undated = undated, open = tab.totals.open.to_string())
}

/// What one person still owes, or has in credit, in words.
pub fn open_words(open: Money) -> String {
    if open < Money::ZERO {
        tr!("verein-credit", amount = (-open).to_string())
    } else {
        tr!("verein-open", amount = open.to_string())
    }
}

fn tr_column(prefix: &str, column: &str) -> String {
    crate::i18n::message(&format!("{prefix}-{column}"), &[])
}
