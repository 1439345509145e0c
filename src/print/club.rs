//! The club's printouts (issue 28): the tab for the notice board (one line a member: marks and
//! what is open), a person's own statement (each evening, each payment), a season's table with
//! its awards, and a certificate for the season's winner — each with the club's name and logo
//! as the tournaments' prints have them; and the members' code slips for their own page on the
//! phone. Pure: the books in, the PDF's bytes out.

use super::layout::{self, Align, Face, Flow};
use super::listing::{self, Column, Head};
use crate::qr::Qr;
use schocken_core::brand::Club;
use schocken_core::club::Day;
use schocken_core::club::codes;
use schocken_core::club::season::{SeasonRunning, SeasonTable};
use schocken_core::club::tab::{Account, Tab};
use schocken_core::club::words;
use schocken_core::tournament::codes::Code;
use schocken_core::tr;

const MARGIN: f32 = 14.0 * layout::MM;
const FOOTER: f32 = 14.0;

/// The line under every heading: the club's name, and where given the day the books stand at
/// ("Schockclub Zur Linde · Stand 27.11.2026"); the heading itself says what the page is, once.
fn head(club: &Club, as_of: Option<Day>) -> Head {
    let title = club.name.clone().unwrap_or_else(|| tr!("verein-no-name"));
    let line = match as_of {
        Some(day) => format!("{title} · {}", tr!("verein-as-of", date = day.shown())),
        None => title.clone(),
    };
    Head { line, title }
}

/// Columns from heads: the first (the name) takes the room, the others as wide as they need.
fn columns(heads: Vec<String>, right: &[usize]) -> Vec<Column> {
    heads
        .into_iter()
        .enumerate()
        .map(|(i, h)| {
            let align = if right.contains(&i) { Align::Right } else { Align::Left };
            (if i == 0 { 1.0 } else { 0.0 }, h, align)
        })
        .collect()
}

/// A heading, then each table with its own columns (a table's title, where it has one, above it).
fn list(club: &Club, as_of: Option<Day>, what: &str, tables: &[Table]) -> Vec<layout::Page> {
    let head = head(club, as_of);
    let mut flow = Flow::new(layout::A4_PORTRAIT, MARGIN, FOOTER);
    listing::heading(&mut flow, &head, what);
    for (title, columns, rows) in tables {
        if let Some(title) = title {
            subheading(&mut flow, title);
        }
        listing::table(&mut flow, columns, rows, &head, what);
    }
    let mut pages = listing::finish(flow, &head);
    super::branding::brand(&mut pages, club, listing::letterhead(false));
    pages
}

/// A table of a list: its title (if any), columns and rows.
type Table = (Option<String>, Vec<Column>, Vec<Vec<String>>);

/// A bold line above a table, on the next page where this one has no room for it and a row.
fn subheading(flow: &mut Flow, text: &str) {
    if flow.room() < 60.0 {
        flow.new_page();
    }
    let (left, width) = (flow.left, flow.width());
    let y = flow.y + 24.0;
    flow.page().text_in(left, width, y, 12.0, Face::Bold, layout::BLACK, Align::Left, text);
    flow.y = y + 8.0;
}

/// The tab for the notice board, with the day the books stand at.
pub fn tab(t: &Tab, club: &Club) -> Vec<u8> {
    let what = words::tab_title(t);
    let table = (None, columns(words::tab_heads(), words::TAB_RIGHT), words::tab_rows(t));
    layout::render(&list(club, t.as_of(), &what, &[table]), &what)
}

/// One person's statement: his evenings by date and title at their price of a mark, his
/// payments, in date order, and the total (what is open).
pub fn statement(a: &Account, club: &Club) -> Vec<u8> {
    let what = tr!("verein-statement-title", player = a.player.as_str(), open = words::open_words(a.open));
    let mut rows = words::statement_rows(a);
    let heads = rows.remove(0);
    let mut columns = columns(heads, words::STATEMENT_RIGHT);
    columns[0].0 = 0.0;
    columns[1].0 = 1.0;
    let as_of = a.sessions.iter().filter_map(|s| s.date).chain(a.payments.iter().map(|p| p.date)).max();
    layout::render(&list(club, as_of, &what, &[(None, columns, rows)]), &what)
}

/// A season's table, its awards under it: each award a line of its own (what, who).
pub fn season(table: &SeasonTable, club: &Club) -> Vec<u8> {
    let what = words::season_title(table);
    let mut standings = columns(words::season_heads(table), &words::season_right(table));
    standings[0].0 = 0.0;
    standings[1].0 = 1.0;
    let awards: Vec<Vec<String>> = words::award_lines(&table.awards).into_iter().map(|(a, b)| vec![a, b]).collect();
    let award_columns = vec![(0.0, tr!("verein-award-what"), Align::Left), (1.0, tr!("verein-award-who"), Align::Left)];
    let tables = [(None, standings, words::season_rows(table)), (Some(tr!("verein-awards")), award_columns, awards)];
    layout::render(&list(club, None, &what, &tables), &what)
}

/// The certificate for the season's winner (every person on place 1) — only for a season over
/// on `today`: a season still running has no winner yet.
pub fn certificate(table: &SeasonTable, club: &Club, today: Day) -> Result<Vec<u8>, SeasonRunning> {
    table.over(today)?;
    let winners = table.winners();
    let mut page = layout::Page::new(layout::A4_LANDSCAPE);
    let (w, h) = (page.width, page.height);
    page.rect(24.0, 24.0, w - 48.0, h - 48.0, None, Some((layout::BLACK, 3.0)));
    let lines = [
        (44.0, Face::Bold, tr!("verein-certificate")),
        (16.0, Face::Regular, words::season_title(table)),
        (36.0, Face::Bold, if winners.is_empty() { tr!("verein-award-nobody") } else { winners.join(", ") }),
        (
            20.0,
            Face::Regular,
            tr!("verein-certificate-place", season = table.season.as_str(), count = winners.len().max(1)),
        ),
    ];
    let mut y = 150.0;
    for (size, face, text) in lines {
        for line in layout::wrap(&layout::clean(&text), size, face, w - 120.0) {
            page.text_in(60.0, w - 120.0, y, size, face, layout::BLACK, Align::Center, &line);
            y += size * 1.25;
        }
        y += 40.0;
    }
    page.field(w * 0.6, w * 0.3, h - 90.0, 11.0, &tr!("print-t-signature"));
    let mut pages = vec![page];
    super::branding::brand(&mut pages, club, listing::letterhead(true));
    Ok(layout::render(&pages, &tr!("verein-certificate")))
}

/// The members' code slips for their own page on the phone ("Meine Striche"): ten to an A4 page
/// (cut along the lines), each with the member's name, his code in large type, the address of
/// the members' page `hall` and a QR code of his own page's address. `slips`: each member with
/// his code (made by `io::member_codes`).
pub fn member_codes(slips: &[(String, Code)], club: &Club, hall: &str) -> Vec<u8> {
    const PER_PAGE: usize = 10;
    const QR: f32 = 30.0 * layout::MM;
    let mut flow = Flow::new(layout::A4_PORTRAIT, MARGIN, 0.0);
    let (slip_w, slip_h) = (flow.width() / 2.0, (flow.size.1 - 2.0 * MARGIN) / 5.0);
    let club_name = club.name.clone().unwrap_or_else(|| tr!("verein-no-name"));
    let hall = hall.trim_end_matches('/');
    for (i, (name, code)) in slips.iter().enumerate() {
        if i > 0 && i % PER_PAGE == 0 {
            flow.new_page();
        }
        let at = i % PER_PAGE;
        let (x, y) = (flow.left + (at % 2) as f32 * slip_w, MARGIN + (at / 2) as f32 * slip_h);
        let page = flow.page();
        page.rect(x, y, slip_w, slip_h, None, Some((layout::RULE, 0.4)));
        let text_w = slip_w - QR - 18.0;
        page.fit_text(x + 8.0, text_w, y + 18.0, 9.0, Face::Regular, layout::GREY, Align::Left, &club_name);
        page.fit_text(x + 8.0, text_w, y + 38.0, 15.0, Face::Bold, layout::BLACK, Align::Left, name);
        page.fit_text(x + 8.0, text_w, y + 64.0, 16.0, Face::Bold, layout::BLACK, Align::Left, &code.to_string());
        let how = tr!("verein-slip-how", address = format!("{hall}/"));
        for (n, line) in layout::wrap(&how, 8.0, Face::Regular, text_w).iter().take(6).enumerate() {
            page.text(x + 8.0, y + 82.0 + n as f32 * 10.0, 8.0, Face::Regular, layout::GREY, line);
        }
        if let Some(qr) = Qr::new(&format!("{hall}{}", codes::path(*code))) {
            super::table_codes::draw_qr(page, x + slip_w - QR - 6.0, y + (slip_h - QR) / 2.0, QR, &qr);
        }
    }
    let title = tr!("verein-slips-title", club = club_name);
    layout::render(&flow.pages, &title)
}
