//! A season's table as a picture: the band (club, the season, its dates), the season's line as
//! the print heads it, who is on place 1, the table — the rows of `club::words` that the season's
//! print, the spreadsheet and `club season` show, in the columns a phone has room for — and the
//! awards. The tab and its money never: a season has none.

use super::frame::{self, Align, Column, Drawing, Row};
use super::svg::Svg;
use schocken_core::brand::Club;
use schocken_core::club::season::SeasonTable;
use schocken_core::club::{Ranking, words};
use schocken_core::tr;

/// The season's columns a phone shows (by `words::season_columns`' ids): the halves, finals,
/// Durchmärsche and Schock-Outs stay on paper (the awards name their best).
const PHONE: &[&str] = &["place", "player", "evenings", "games", "lost", "rate", "points"];

/// The indices of the columns shown, into `words::season_heads` and each of `season_rows`.
pub fn shown(table: &SeasonTable) -> Vec<usize> {
    let ids = words::season_columns(table);
    (0..ids.len()).filter(|&i| PHONE.contains(&ids[i])).collect()
}

pub fn draw(table: &SeasonTable, club: &Club) -> Drawing {
    let mut svg = Svg::new(frame::WIDTH);
    let title = tr!("share-season", name = table.season.as_str());
    let under = format!("{} – {}", table.from.shown(), table.to.shown());
    let (mut y, logo) = frame::band(&mut svg, club, &title, &under);
    y = frame::paragraph(&mut svg, y + 12.0, frame::NOTE, &words::season_title(table));

    let ids = words::season_columns(table);
    let heads = words::season_heads(table);
    let all = words::season_rows(table);
    let detail_column = if table.ranking == Ranking::LossRate { "rate" } else { "points" };
    let first: Vec<usize> = (0..table.standings.len()).filter(|&i| table.standings[i].place == Some(1)).collect();
    if let (Some(&one), Some(detail)) = (first.first(), ids.iter().position(|&id| id == detail_column)) {
        let names: Vec<&str> = first.iter().map(|&i| table.standings[i].player.as_str()).collect();
        let detail = format!("{}: {}", heads[detail], all[one][detail]);
        y = frame::podium(&mut svg, y + 24.0, &tr!("share-first"), &names.join(", "), &detail);
    }

    y = frame::section(&mut svg, y, &tr!("share-table"));
    let shown = shown(table);
    let right = words::season_right(table);
    let columns: Vec<Column> = shown
        .iter()
        .map(|&i| Column {
            head: heads[i].clone(),
            align: if right.contains(&i) { Align::Right } else { Align::Left },
            wide: ids[i] == "player",
            strong: ids[i] == "player" || ids[i] == detail_column,
        })
        .collect();
    let awards = words::award_lines(&table.awards);
    let awards_room = 68.0 + 100.0 * awards.len() as f32;
    let fit = frame::fitting(all.len(), y, awards_room);
    let rows: Vec<Row> = all
        .iter()
        .zip(&table.standings)
        .take(fit)
        .map(|(cells, s)| Row {
            cells: shown.iter().map(|&i| cells[i].clone()).collect(),
            bold: false,
            marked: (s.place == Some(1)).then_some(frame::GOLD_LIGHT),
        })
        .collect();
    if rows.is_empty() {
        y = frame::paragraph(&mut svg, y, frame::NOTE, &tr!("share-nobody-yet"));
    }
    y = frame::table(&mut svg, y, &columns, &rows);
    y = frame::more(&mut svg, y, all.len() - rows.len());

    y = frame::section(&mut svg, y + 16.0, &tr!("verein-awards"));
    for (what, who) in &awards {
        y = frame::award(&mut svg, y, what, who);
    }
    let height = frame::height(y);
    Drawing { svg: svg.finish(height, frame::BACKGROUND), logo }
}
