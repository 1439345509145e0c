//! The tables' codes on paper (PHONES.md section 1): a card per table to lay on it — round,
//! table, its players in seat order, the code in large type and a QR code of the table page's
//! address — as `tournament codes --pdf` prints them; and the small QR box the organiser's
//! result cards carry ([`code_box`]). Pure like the other printouts: the codes and addresses
//! are handed in (made by `io::table_codes`, addressed by `serve`).

use super::layout::{self, Align, BLACK, Face, Flow, GREY, RULE};
use crate::qr::Qr;
use schocken_core::tournament::RoundNo;
use schocken_core::tournament::codes::TableCode;
use schocken_core::tournament::replay::Tournament;
use schocken_core::tr;

const MARGIN: f32 = 14.0 * layout::MM;
/// The QR code's side on a table's own card: 60 mm, read from across the table.
const CARD_QR: f32 = 60.0 * layout::MM;

/// Draws `qr` as filled squares in a `side`-point square at (`x`, `y`), its quiet zone inside.
pub fn draw_qr(page: &mut layout::Page, x: f32, y: f32, side: f32, qr: &Qr) {
    let module = side / (qr.size() + 2 * crate::qr::QUIET) as f32;
    let (x, y) = (x + module * crate::qr::QUIET as f32, y + module * crate::qr::QUIET as f32);
    for (row, column, run) in qr.dark_runs() {
        page.rect(x + column as f32 * module, y + row as f32 * module, run as f32 * module, module, Some(BLACK), None);
    }
}

/// A table's QR code in a `side`-point square at (`x`, `y`) with its code left of it (the text's
/// baseline at `baseline`, ending where the square begins): on the organiser's result cards, so a
/// card laid on the table also lets a phone in.
pub fn code_box(page: &mut layout::Page, x: f32, y: f32, side: f32, baseline: f32, code: &TableCode) {
    if let Some(qr) = Qr::new(&code.address) {
        draw_qr(page, x, y, side, &qr);
    }
    let w = layout::width(&code.code.to_string(), 11.0, Face::Bold);
    page.text_in(x - w - 4.0, w, baseline, 11.0, Face::Bold, BLACK, Align::Right, &code.code.to_string());
}

/// The cards of `round`'s tables, two to an A4 page (cut along the line); `None` for a round
/// that was not drawn. `codes`: the tables' codes (a table without one gets a card without).
pub fn cards(t: &Tournament, round: RoundNo, codes: &[TableCode]) -> Option<Vec<u8>> {
    let r = t.round(round)?;
    let mut flow = Flow::new(layout::A4_PORTRAIT, MARGIN, 0.0);
    let half = flow.size.1 / 2.0;
    for ((table, drawn), i) in r.numbered_tables().zip(0..) {
        if i > 0 && i % 2 == 0 {
            flow.new_page();
        }
        let top = if i % 2 == 0 { MARGIN } else { half + MARGIN };
        let (left, right, width) = (flow.left, flow.right, flow.width());
        if i % 2 == 1 {
            flow.page().line(left, half, right, half, RULE, 0.5);
        }
        let page = flow.page();
        let heading = tr!("print-t-card", round = round, table = table);
        page.fit_text(left, width, top + 26.0, 26.0, Face::Bold, BLACK, Align::Left, &heading);
        let text_w = width - CARD_QR - 16.0;
        for (seat, &p) in drawn.players.iter().enumerate() {
            let line = format!("{}. {}", seat + 1, t.players[p].name);
            page.fit_text(
                left,
                text_w,
                top + 62.0 + seat as f32 * 20.0,
                15.0,
                Face::Regular,
                BLACK,
                Align::Left,
                &line,
            );
        }
        let Some(code) = codes.iter().find(|c| c.table == table) else { continue };
        let qr_x = right - CARD_QR;
        let page = flow.page();
        if let Some(qr) = Qr::new(&code.address) {
            draw_qr(page, qr_x, top + 40.0, CARD_QR, &qr);
        }
        page.fit_text(
            qr_x,
            CARD_QR,
            top + 40.0 + CARD_QR + 10.0,
            8.0,
            Face::Regular,
            GREY,
            Align::Center,
            &code.address,
        );
        let under_players = top + 62.0 + drawn.players.len() as f32 * 20.0 + 24.0;
        let below = (top + 40.0 + CARD_QR + 44.0).max(under_players);
        page.fit_text(left, width, below, 36.0, Face::Bold, BLACK, Align::Left, &code.code.to_string());
        page.fit_text(left, width, below + 22.0, 10.0, Face::Regular, GREY, Align::Left, &tr!("print-codes-how"));
    }
    let title = tr!("print-codes-title", round = round);
    Some(layout::render(&flow.pages, &title))
}
