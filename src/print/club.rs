//! The club's printouts (issue 28): the tab for the notice board (one line a member: marks and
//! what is open), a person's own statement (each evening, each payment), a season's table with
//! its awards, and a certificate for the season's winner — each with the club's name and logo
//! as the tournaments' prints have them; and the members' code slips for their own page on the
//! phone. Pure: the books in, the PDF's bytes out.

use super::layout::{self, Align, Face, Flow};
use super::tournament::{self, Column, Head};
use crate::qr::Qr;
use schocken_core::brand::Club;
use schocken_core::club::codes;
use schocken_core::club::season::SeasonTable;
use schocken_core::club::tab::{Account, Tab};
use schocken_core::club::words;
use schocken_core::tournament::codes::Code;
use schocken_core::tr;

const MARGIN: f32 = 14.0 * layout::MM;
const FOOTER: f32 = 14.0;

fn head(club: &Club, what: &str) -> Head {
    let title = club.name.clone().unwrap_or_else(|| tr!("verein-no-name"));
    Head { line: format!("{title} · {what}"), title }
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

fn list(club: &Club, what: &str, columns: &[Column], rows: &[Vec<String>]) -> Vec<layout::Page> {
    let head = head(club, what);
    let mut flow = Flow::new(layout::A4_PORTRAIT, MARGIN, FOOTER);
    tournament::heading(&mut flow, &head, what);
    tournament::table(&mut flow, columns, rows, &head, what);
    let mut pages = tournament::finish(flow, &head);
    super::branding::brand(&mut pages, club, tournament::letterhead(false));
    pages
}

/// The tab for the notice board.
pub fn tab(t: &Tab, club: &Club) -> Vec<u8> {
    let what = words::tab_title(t);
    let pages = list(club, &what, &columns(words::tab_heads(), words::TAB_RIGHT), &words::tab_rows(t));
    layout::render(&pages, &what)
}

/// One person's statement: his evenings and payments, and what is open.
pub fn statement(a: &Account, club: &Club) -> Vec<u8> {
    let what = tr!("verein-statement-title", player = a.player.as_str(), open = words::open_words(a.open));
    let mut rows = words::statement_rows(a);
    let heads = rows.remove(0);
    let mut columns = columns(heads, &[2, 3]);
    columns[0].0 = 0.0;
    columns[1].0 = 1.0;
    layout::render(&list(club, &what, &columns, &rows), &what)
}

/// A season's table, its awards under it.
pub fn season(table: &SeasonTable, club: &Club) -> Vec<u8> {
    let what = words::season_title(table);
    let mut columns = columns(words::season_heads(table), &words::season_right(table));
    columns[0].0 = 0.0;
    columns[1].0 = 1.0;
    let mut rows = words::season_rows(table);
    rows.push(vec![String::new(); columns.len()]);
    for (award, who) in words::award_lines(&table.awards) {
        let mut row = vec![String::new(); columns.len()];
        (row[0], row[1]) = (String::new(), format!("{award}: {who}"));
        rows.push(row);
    }
    layout::render(&list(club, &what, &columns, &rows), &what)
}

/// The certificate for the season's winner (every person on place 1).
pub fn certificate(table: &SeasonTable, club: &Club) -> Vec<u8> {
    let winners: Vec<&str> = table.standings.iter().filter(|s| s.place == Some(1)).map(|s| s.player.as_str()).collect();
    let mut page = layout::Page::new(layout::A4_LANDSCAPE);
    let (w, h) = (page.width, page.height);
    page.rect(24.0, 24.0, w - 48.0, h - 48.0, None, Some((layout::BLACK, 3.0)));
    let lines = [
        (44.0, Face::Bold, tr!("verein-certificate")),
        (16.0, Face::Regular, words::season_title(table)),
        (36.0, Face::Bold, if winners.is_empty() { tr!("verein-award-nobody") } else { winners.join(", ") }),
        (20.0, Face::Regular, tr!("verein-certificate-place", season = table.season.as_str())),
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
    super::branding::brand(&mut pages, club, tournament::letterhead(true));
    layout::render(&pages, &tr!("verein-certificate"))
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
