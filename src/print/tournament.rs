//! Tournament printouts (A4, the current language): the registration list (Meldebogen) with
//! blank lines for late entries, a round's seating plan (by table, and alphabetically by
//! player), one card per table pre-filled with its players in seat order, the standings with
//! the teams, and a certificate for each of the first three places.
//!
//! Pure like the other printouts: a replayed tournament in, the PDF's bytes out.

use super::layout::{self, Align, BLACK, Face, Flow, GREY, HEAD, RULE, STRIPE};
use crate::tournament::file::{RoundKind, Scoring};
use crate::tournament::replay::Tournament;
use crate::tournament::standings::Standings;
use crate::tr;

const MARGIN: f32 = 14.0 * layout::MM;
const FOOTER: f32 = 14.0;
const ROW: f32 = 17.0;
/// A card's game lines: room to write a name.
const CARD_ROW: f32 = 26.0;
const SIZE: f32 = 10.0;
/// Blank lines on the registration list for those who come late.
const LATE_LINES: usize = 12;

/// What can be printed of a tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Printout {
    Registration,
    /// The seating of a round (its number, from 1).
    Seating(u32),
    /// The cards of a round's tables.
    Cards(u32),
    Standings,
    Certificates,
}

/// The PDF of `what`; `None` for a round that was not drawn.
pub fn print(t: &Tournament, s: &Standings, what: Printout) -> Option<Vec<u8>> {
    let (name, pages) = pages(t, s, what)?;
    Some(layout::render(&pages, &name))
}

/// The pages of `what`, laid out, with the document's name (what [`print`] writes).
pub fn pages(t: &Tournament, s: &Standings, what: Printout) -> Option<(String, Vec<layout::Page>)> {
    let title = t.title.clone().unwrap_or_else(|| tr!("print-untitled"));
    let (heading, pages) = match what {
        Printout::Registration => (tr!("print-t-registration"), registration(t, &title)),
        Printout::Seating(round) => (tr!("print-t-seating", round = round), seating(t, round, &title)?),
        Printout::Cards(round) => (tr!("print-t-cards", round = round), cards(t, round, &title)?),
        Printout::Standings => (tr!("print-t-standings"), standings(t, s, &title)),
        Printout::Certificates => (tr!("print-t-certificates"), certificates(t, s, &title)),
    };
    Some((format!("{title} — {heading}"), pages))
}

/// A heading and a line under it at the top of the flow's page.
fn heading(flow: &mut Flow, title: &str, what: &str) {
    let (left, width, y) = (flow.left, flow.width(), flow.y);
    flow.page().fit_text(left, width, y + 16.0, 16.0, Face::Bold, BLACK, Align::Left, what);
    flow.page().fit_text(left, width, y + 31.0, 10.0, Face::Regular, GREY, Align::Left, title);
    flow.y += 44.0;
}

/// A table flowing over pages: `columns` as (share of the width, head, alignment), one row per
/// entry of `rows`; the head is repeated on every page.
fn table(flow: &mut Flow, columns: &[(f32, String, Align)], rows: &[Vec<String>], title: &str, what: &str) {
    table_with(flow, columns, rows, ROW, title, what);
}

/// [`table`] with rows `row` points high (a card's rows leave room for handwriting).
fn table_with(
    flow: &mut Flow,
    columns: &[(f32, String, Align)],
    rows: &[Vec<String>],
    row: f32,
    title: &str,
    what: &str,
) {
    let head = |flow: &mut Flow| {
        let (left, width, y) = (flow.left, flow.width(), flow.y);
        flow.page().rect(left, y, width, ROW, Some(HEAD), None);
        let mut x = left;
        for (share, text, align) in columns {
            let w = share * width;
            flow.page().fit_text(x + 3.0, w - 6.0, y + ROW - 5.0, SIZE, Face::Bold, BLACK, *align, text);
            x += w;
        }
        flow.y += ROW;
    };
    head(flow);
    for (i, cells) in rows.iter().enumerate() {
        if flow.room() < row {
            flow.new_page();
            heading(flow, title, what);
            head(flow);
        }
        let (left, width, y) = (flow.left, flow.width(), flow.y);
        if i % 2 == 1 {
            flow.page().rect(left, y, width, row, Some(STRIPE), None);
        }
        flow.page().line(left, y + row, left + width, y + row, RULE, 0.4);
        let mut x = left;
        for ((share, _, align), text) in columns.iter().zip(cells) {
            let w = share * width;
            flow.page().fit_text(x + 3.0, w - 6.0, y + row - 5.0, SIZE, Face::Regular, BLACK, *align, text);
            x += w;
        }
        flow.y += row;
    }
}

fn finish(mut flow: Flow, title: &str) -> Vec<layout::Page> {
    layout::footers(&mut flow.pages, title, MARGIN);
    flow.pages
}

fn registration(t: &Tournament, title: &str) -> Vec<layout::Page> {
    let what = tr!("print-t-registration");
    let mut flow = Flow::new(layout::A4_PORTRAIT, MARGIN, FOOTER);
    heading(&mut flow, title, &what);
    let columns = [
        (0.08, tr!("print-t-number"), Align::Right),
        (0.42, tr!("print-t-name"), Align::Left),
        (0.3, tr!("print-t-team"), Align::Left),
        (0.2, tr!("print-t-note"), Align::Left),
    ];
    let mut rows: Vec<Vec<String>> = t
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let note = if p.withdrawn { tr!("print-t-withdrawn") } else { String::new() };
            vec![(i + 1).to_string(), p.name.clone(), p.team.clone().unwrap_or_default(), note]
        })
        .collect();
    rows.extend(
        (0..LATE_LINES)
            .map(|i| vec![(t.players.len() + i + 1).to_string(), String::new(), String::new(), String::new()]),
    );
    table(&mut flow, &columns, &rows, title, &what);
    finish(flow, title)
}

fn seating(t: &Tournament, round: u32, title: &str) -> Option<Vec<layout::Page>> {
    let r = t.rounds.get(round.checked_sub(1)? as usize)?;
    let what = tr!("print-t-seating", round = round);
    let mut flow = Flow::new(layout::A4_PORTRAIT, MARGIN, FOOTER);
    heading(&mut flow, title, &what);
    let number = |p: usize| format!("{} ({})", t.players[p].name, p + 1);
    let by_table: Vec<Vec<String>> = r
        .tables
        .iter()
        .enumerate()
        .map(|(i, table)| {
            vec![(i + 1).to_string(), table.players.iter().map(|&p| number(p)).collect::<Vec<_>>().join(", ")]
        })
        .collect();
    let columns = [(0.1, tr!("print-t-table"), Align::Right), (0.9, tr!("print-t-seats"), Align::Left)];
    table(&mut flow, &columns, &by_table, title, &what);
    // Alphabetically by player, on a page of its own.
    flow.new_page();
    let what = tr!("print-t-where", round = round);
    heading(&mut flow, title, &what);
    let mut seated: Vec<(String, usize, usize)> = r
        .tables
        .iter()
        .enumerate()
        .flat_map(|(i, table)| table.players.iter().enumerate().map(move |(seat, &p)| (p, i + 1, seat + 1)))
        .map(|(p, table, seat)| (t.players[p].name.clone(), table, seat))
        .collect();
    crate::names::sort_by_name(&mut seated, |(name, _, _)| name);
    let rows: Vec<Vec<String>> =
        seated.into_iter().map(|(name, table, seat)| vec![name, table.to_string(), seat.to_string()]).collect();
    let columns = [
        (0.6, tr!("print-t-name"), Align::Left),
        (0.2, tr!("print-t-table"), Align::Right),
        (0.2, tr!("print-t-seat"), Align::Right),
    ];
    table(&mut flow, &columns, &rows, title, &what);
    Some(finish(flow, title))
}

/// One card per table, two to a page: the players in seat order, and a line per game with boxes
/// for the losers of half 1, half 2 and the final, the Schock-Outs, and the points or exit order
/// the scheme needs.
fn cards(t: &Tournament, round: u32, title: &str) -> Option<Vec<layout::Page>> {
    let r = t.rounds.get(round.checked_sub(1)? as usize)?;
    let games = match r.kind {
        RoundKind::Points => r.games.max(1) as usize,
        // Knock-out tables play until decided: room for as many games as can be needed.
        RoundKind::KnockOut { lives, .. } => (lives as usize * 3).clamp(4, 12),
    };
    let mut flow = Flow::new(layout::A4_PORTRAIT, MARGIN, FOOTER);
    let half = (flow.bottom - flow.top) / 2.0;
    for (i, drawn) in r.tables.iter().enumerate() {
        if i > 0 && i % 2 == 0 {
            flow.new_page();
        }
        let top = flow.top + (i % 2) as f32 * half;
        flow.y = top;
        let what = tr!("print-t-card", round = round, table = i + 1);
        heading(&mut flow, title, &what);
        let seats: Vec<String> = drawn
            .players
            .iter()
            .enumerate()
            .map(|(s, &p)| format!("{}. {} ({})", s + 1, t.players[p].name, p + 1))
            .collect();
        let (left, width, y) = (flow.left, flow.width(), flow.y);
        flow.page().fit_text(left, width, y + 4.0, SIZE, Face::Regular, BLACK, Align::Left, &seats.join("   "));
        flow.y += 14.0;
        let extra = match (r.kind, t.scoring) {
            (RoundKind::Points, Scoring::ExitOrder) => Some(tr!("print-t-exit-order")),
            (RoundKind::Points, Scoring::Theimann) => Some(tr!("print-t-points")),
            _ => None,
        };
        let mut columns = vec![
            (0.08, tr!("print-t-game"), Align::Right),
            (0.17, tr!("print-t-half1"), Align::Left),
            (0.17, tr!("print-t-half2"), Align::Left),
            (0.17, tr!("print-t-final"), Align::Left),
            (0.16, tr!("print-t-schock-outs"), Align::Left),
        ];
        match extra {
            Some(head) => columns.push((0.25, head, Align::Left)),
            None => columns[4].0 += 0.25,
        }
        let rows: Vec<Vec<String>> = (1..=games)
            .map(|g| std::iter::once(g.to_string()).chain((1..columns.len()).map(|_| String::new())).collect())
            .collect();
        table_with(&mut flow, &columns, &rows, CARD_ROW, title, &what);
        let (left, width) = (flow.left, flow.width());
        let y = (flow.y + 26.0).min(top + half - 12.0);
        flow.page().field(left, width * 0.45, y, SIZE, &tr!("print-t-signature"));
    }
    Some(finish(flow, title))
}

fn standings(t: &Tournament, s: &Standings, title: &str) -> Vec<layout::Page> {
    let what = tr!("print-t-standings");
    let mut flow = Flow::new(layout::A4_PORTRAIT, MARGIN, FOOTER);
    heading(&mut flow, title, &what);
    let columns = [
        (0.08, tr!("print-t-place"), Align::Right),
        (0.34, tr!("print-t-name"), Align::Left),
        (0.2, tr!("print-t-team"), Align::Left),
        (0.1, tr!("print-t-points"), Align::Right),
        (0.1, tr!("print-t-games"), Align::Right),
        (0.1, tr!("print-t-lost"), Align::Right),
        (0.08, tr!("print-t-schock-outs-short"), Align::Right),
    ];
    let rows: Vec<Vec<String>> = s
        .rows
        .iter()
        .map(|r| {
            let p = &t.players[r.player];
            let mut name = p.name.clone();
            if p.withdrawn {
                name = format!("{name} ({})", tr!("print-t-withdrawn"));
            }
            vec![
                format!("{}.", r.place),
                name,
                p.team.clone().unwrap_or_default(),
                r.points.to_string(),
                r.games.to_string(),
                r.games_lost.to_string(),
                r.schock_outs.to_string(),
            ]
        })
        .collect();
    table(&mut flow, &columns, &rows, title, &what);
    if !s.teams.is_empty() {
        flow.y += ROW;
        let what = tr!("print-t-teams");
        if flow.room() < 4.0 * ROW {
            flow.new_page();
        }
        heading(&mut flow, title, &what);
        let columns = [
            (0.08, tr!("print-t-place"), Align::Right),
            (0.3, tr!("print-t-team"), Align::Left),
            (0.1, tr!("print-t-points"), Align::Right),
            (0.52, tr!("print-t-members"), Align::Left),
        ];
        let rows: Vec<Vec<String>> = s
            .teams
            .iter()
            .map(|x| {
                let members: Vec<&str> = x.players.iter().map(|&p| t.players[p].name.as_str()).collect();
                vec![format!("{}.", x.place), x.team.clone(), x.points.to_string(), members.join(", ")]
            })
            .collect();
        table(&mut flow, &columns, &rows, title, &what);
    }
    for line in crate::report::prizes::lines(t, s) {
        flow.y += ROW;
        if flow.room() < ROW {
            flow.new_page();
        }
        let (left, width, y) = (flow.left, flow.width(), flow.y);
        flow.page().fit_text(left, width, y + 12.0, 12.0, Face::Bold, BLACK, Align::Left, &line);
    }
    finish(flow, title)
}

/// A landscape certificate for each player on places 1 to 3.
fn certificates(t: &Tournament, s: &Standings, title: &str) -> Vec<layout::Page> {
    let mut pages = Vec::new();
    for row in s.rows.iter().filter(|r| r.place <= 3) {
        let mut page = layout::Page::new(layout::A4_LANDSCAPE);
        let (w, h) = (page.width, page.height);
        page.rect(24.0, 24.0, w - 48.0, h - 48.0, None, Some((BLACK, 3.0)));
        page.rect(32.0, 32.0, w - 64.0, h - 64.0, None, Some((RULE, 1.0)));
        let center = |page: &mut layout::Page, y: f32, size: f32, face: Face, text: &str| {
            page.fit_text(60.0, w - 120.0, y, size, face, BLACK, Align::Center, text);
        };
        center(&mut page, 130.0, 44.0, Face::Bold, &tr!("print-t-certificate"));
        center(&mut page, 190.0, 16.0, Face::Regular, title);
        center(&mut page, 280.0, 36.0, Face::Bold, &t.players[row.player].name);
        center(&mut page, 340.0, 24.0, Face::Regular, &tr!("print-t-certificate-place", place = row.place));
        center(&mut page, 380.0, 14.0, Face::Regular, &tr!("print-t-certificate-points", points = row.points));
        page.field(w * 0.6, w * 0.3, h - 90.0, 11.0, &tr!("print-t-signature"));
        pages.push(page);
    }
    if pages.is_empty() {
        pages.push(layout::Page::new(layout::A4_LANDSCAPE));
    }
    pages
}
