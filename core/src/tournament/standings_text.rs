//! The standings as plain text, for people at a terminal (`schocken tournament standings`) and
//! for the organiser's second window, which shows them read-only while another holds the folder.
//! Columns, heads and cells from [`super::columns`], like every other medium.

use super::columns::{self, Align, Medium, TeamColumn};
use super::replay::Tournament;
use super::standings::{self, Standings};
use crate::tr;

/// "Rangliste", or "Zwischenstand" while a drawn table lacks results: the standings' title on
/// paper, on screen and at the terminal.
pub fn title(t: &Tournament) -> String {
    if standings::interim(t) { tr!("print-t-interim") } else { tr!("print-t-standings") }
}

/// The tournament's title, [`title`], a table with the columns the terminal shows (his knock-out
/// state where anybody was seated in a knock-out round), then teams and the prizes.
pub fn text(t: &Tournament, s: &Standings) -> String {
    let mut out = String::new();
    if let Some(name) = &t.title {
        out += &format!("{name}\n");
    }
    out += &format!("{}\n\n", title(t));
    let columns = columns::shown(Medium::Text, s);
    let heads: Vec<String> = columns.iter().map(|c| c.head(Medium::Text)).collect();
    let rows: Vec<Vec<String>> =
        s.rows.iter().map(|r| columns.iter().map(|c| c.text(t, r, Medium::Text)).collect()).collect();
    // Every column as wide as its head and widest entry.
    let left = |i: usize| columns[i].align == Align::Left;
    let widths: Vec<usize> = (0..heads.len())
        .map(|i| rows.iter().map(|r| r[i].chars().count()).fold(heads[i].chars().count(), usize::max))
        .collect();
    for line in std::iter::once(&heads).chain(&rows) {
        let cells = line.iter().enumerate().map(|(i, cell)| {
            let w = widths[i];
            if left(i) { format!("{cell:<w$}") } else { format!("{cell:>w$}") }
        });
        out += cells.collect::<Vec<_>>().join("  ").trim_end();
        out.push('\n');
    }
    if !s.teams.is_empty() {
        out += &format!("\n{}\n", tr!("tournament-teams"));
        for team in &s.teams {
            let [place, name, points] =
                [TeamColumn::Place, TeamColumn::Team, TeamColumn::Points].map(|c| c.text(t, team));
            out += &format!("{place:>4} {name} {points}\n");
        }
    }
    let prizes = crate::report::prizes::lines(t, s);
    if !prizes.is_empty() {
        out += &format!("\n{}\n", prizes.join("\n"));
    }
    out
}
