//! The club's books as a workbook (issue 28), as the tournament's export is made: the sheet
//! "Kasse" (each person's marks and money, the totals in bold, amounts in the currency format)
//! and one sheet a season (its standings, numbers as numbers, the loss rate in per mille as the
//! JSON has it).

use super::{Cell, Sheet, money};
use schocken_core::club::season::SeasonTable;
use schocken_core::club::tab::Tab;
use schocken_core::club::words;
use schocken_core::tr;

/// The tab's sheet.
pub fn tab_sheet(tab: &Tab) -> Sheet {
    let cents = money;
    let rows = tab
        .players
        .iter()
        .map(|a| {
            vec![
                Cell::Text(a.player.clone()),
                Cell::Number(f64::from(a.marks)),
                Cell::Number(f64::from(a.unpriced_marks)),
                cents(a.owed),
                cents(a.paid),
                cents(a.waived),
                cents(a.open),
            ]
        })
        .collect();
    let t = &tab.totals;
    let totals = vec![vec![
        Cell::Text(tr!("verein-total")),
        Cell::Number(f64::from(t.marks)),
        Cell::Number(f64::from(t.unpriced_marks)),
        cents(t.owed),
        cents(t.paid),
        cents(t.waived),
        cents(t.open),
    ]];
    let mut heads = words::tab_heads();
    heads.insert(2, tr!("verein-sheet-unpriced"));
    Sheet { name: tr!("verein-sheet-tab"), heads, rows, totals }
}

/// A season's sheet: place, person, evenings, games, lost, halves, finals, Durchmarsch,
/// Schock-Outs, points (empty under the loss rate), loss rate (‰).
pub fn season_sheet(table: &SeasonTable) -> Sheet {
    let number = |n: u32| Cell::Number(f64::from(n));
    let rows = table
        .standings
        .iter()
        .map(|s| {
            vec![
                s.place.map_or(Cell::Empty, number),
                Cell::Text(s.player.clone()),
                number(s.evenings),
                number(s.games),
                number(s.games_lost),
                number(s.halves_lost),
                number(s.finals_lost),
                number(s.durchmarsch),
                number(s.schock_outs),
                s.points.map_or(Cell::Empty, |p| Cell::Number(p as f64)),
                s.loss_rate.map_or(Cell::Empty, |r| number(r.0)),
            ]
        })
        .collect();
    let heads =
        ["place", "player", "evenings", "games", "lost", "halves", "finals", "durchmarsch", "schock-outs", "points"]
            .iter()
            .map(|c| schocken_core::i18n::message(&format!("verein-season-{c}"), &[]))
            .chain([tr!("verein-sheet-rate")])
            .collect();
    Sheet {
        name: sheet_name(&tr!("verein-sheet-season", name = table.season.as_str())),
        heads,
        rows,
        totals: Vec::new(),
    }
}

/// A name Excel takes for a sheet: at most 31 characters, none of `[]:*?/\`.
fn sheet_name(name: &str) -> String {
    name.chars().map(|c| if "[]:*?/\\".contains(c) { '-' } else { c }).take(31).collect()
}

/// The workbook's sheets: the tab, then every season.
pub fn book(tab: &Tab, seasons: &[SeasonTable]) -> Vec<Sheet> {
    std::iter::once(tab_sheet(tab)).chain(seasons.iter().map(season_sheet)).collect()
}
