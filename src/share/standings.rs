//! A tournament's standings as a picture: the band (club, title, day and place), the winner — the
//! knock-out final's, else whoever is on place 1 — with his points as the certificates word them,
//! the prizes (`report::prizes`, as the projector and the printed standings say them), then the
//! standings: the printed list's rows (`tournament::columns`, `Medium::Print`) in the columns that
//! fit a phone. Never the till's money.

use super::frame::{self, Align, Column, Drawing, Row};
use super::svg::{Anchor, Style, Svg};
use crate::print::layout::{self, Face};
use schocken_core::brand::Club;
use schocken_core::report::prizes;
use schocken_core::tournament::columns::{self, Medium, Spec};
use schocken_core::tournament::file::TournamentFile;
use schocken_core::tournament::replay::Tournament;
use schocken_core::tournament::standings::Standings;
use schocken_core::tournament::standings_text;
use schocken_core::tr;

use columns::Column as C;

/// The printed standings' columns a phone shows: the start number, the team and the games
/// played stay on paper.
const PHONE: &[C] = &[C::Place, C::Name, C::Points, C::GamesLost, C::SchockOuts, C::KnockOut];

/// The columns of the picture: the printed list's, those a phone has room for, in its order.
pub fn shown(s: &Standings) -> Vec<&'static Spec> {
    columns::shown(Medium::Print, s).into_iter().filter(|c| PHONE.contains(&c.column)).collect()
}

/// The picture's lines of the standings: each row's cells as the printed list words them.
pub fn cells(t: &Tournament, s: &Standings) -> Vec<Vec<String>> {
    let shown = shown(s);
    s.rows.iter().map(|r| shown.iter().map(|c| c.text(t, r, Medium::Print)).collect()).collect()
}

pub fn draw(f: &TournamentFile, t: &Tournament, s: &Standings, club: &Club) -> Drawing {
    let mut svg = Svg::new(frame::WIDTH);
    let title = t.title.clone().unwrap_or_else(|| tr!("print-untitled"));
    let under: Vec<String> = f.place.iter().cloned().chain(f.started.as_deref().map(layout::day)).collect();
    let (mut y, logo) = frame::band(&mut svg, club, &title, &under.join(" · "));

    let winner = prizes::winner(t, s);
    let first: Vec<_> = match winner {
        Some(p) => s.rows.iter().filter(|r| r.player == p).collect(),
        None => s.rows.iter().filter(|r| r.place == 1 && r.games > 0).collect(),
    };
    if !first.is_empty() {
        let label = if winner.is_some() { tr!("share-winner") } else { tr!("share-first") };
        let names: Vec<&str> = first.iter().map(|r| t.players[r.player].name.as_str()).collect();
        let points = tr!("print-t-certificate-points", points = first[0].points, scheme = t.scoring.id());
        y = frame::podium(&mut svg, y + 40.0, &label, &names.join(", "), &points);
    }

    let lines = prizes::lines(t, s);
    if !lines.is_empty() {
        y = frame::section(&mut svg, y, &tr!("share-prizes"));
        for line in &lines {
            svg.text(frame::MARGIN + 4.0, y + 36.0, Style::new(32.0, Face::Regular, frame::GOLD), Anchor::Start, "★");
            let style = Style::new(32.0, Face::Regular, frame::INK);
            let wrapped = style.wrap(line, frame::INNER - 52.0);
            for (i, part) in wrapped.iter().enumerate() {
                svg.text(frame::MARGIN + 52.0, y + 36.0 + i as f32 * 44.0, style, Anchor::Start, part);
            }
            y += 44.0 * wrapped.len() as f32 + 8.0;
        }
    }

    y = frame::section(&mut svg, y, &standings_text::title(t));
    let shown = shown(s);
    let heads: Vec<Column> = shown
        .iter()
        .map(|c| Column {
            head: c.head(Medium::Print),
            align: match c.align {
                columns::Align::Left => Align::Left,
                columns::Align::Right => Align::Right,
            },
            wide: c.column == C::Name,
            strong: matches!(c.column, C::Name | C::Points),
        })
        .collect();
    let all = cells(t, s);
    let fit = frame::fitting(all.len(), y, 0.0);
    let rows: Vec<Row> = all
        .into_iter()
        .zip(&s.rows)
        .take(fit)
        .map(|(cells, r)| {
            let top = Some(r.player) == winner || (winner.is_none() && r.place == 1 && r.games > 0);
            Row { cells, bold: top, marked: top.then_some(frame::GOLD_LIGHT) }
        })
        .collect();
    if rows.is_empty() {
        y = frame::paragraph(&mut svg, y, frame::NOTE, &tr!("share-nobody-yet"));
    }
    y = frame::table(&mut svg, y, &heads, &rows);
    y = frame::more(&mut svg, y, s.rows.len() - rows.len());
    let height = frame::height(y);
    Drawing { svg: svg.finish(height, frame::BACKGROUND), logo }
}
