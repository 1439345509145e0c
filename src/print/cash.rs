//! The till's printouts (issue 19): the cash list (who has paid what, what is open, the money
//! taken) and the payout of the prize money with the certificates, each certificate naming the
//! prize money its player receives. Pure like the tournament's printouts (whose page, table and
//! certificate they share): the tournament and its till in, the PDF's bytes out.

use super::layout::{self, Align, Face, Flow};
use super::listing::{self, Column, Head};
use schocken_core::brand::Club;
use schocken_core::money::Money;
use schocken_core::tournament::fees::{self, Cash};
use schocken_core::tournament::file::TournamentFile;
use schocken_core::tournament::replay::Tournament;
use schocken_core::tournament::standings::Standings;
use schocken_core::tr;

const MARGIN: f32 = 14.0 * layout::MM;
const FOOTER: f32 = 14.0;

/// What can be printed of the till.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TillPrintout {
    CashList,
    /// The payout list, then the certificates with each player's prize money.
    Payout,
}

impl TillPrintout {
    /// The file's name without `.pdf`, in the current language (beside `turnier.ron`).
    pub fn file_stem(self) -> String {
        match self {
            TillPrintout::CashList => tr!("fees-file-cash"),
            TillPrintout::Payout => tr!("fees-file-payout"),
        }
    }
}

/// The PDF of `what`.
pub fn print(
    f: &TournamentFile,
    t: &Tournament,
    s: &Standings,
    cash: &Cash,
    what: TillPrintout,
    club: &Club,
) -> Vec<u8> {
    let title = t.title.clone().unwrap_or_else(|| tr!("print-untitled"));
    let head = Head { title: title.clone(), line: listing::head_line(f, &title) };
    let (heading, pages) = match what {
        TillPrintout::CashList => (tr!("fees-print-cash"), cash_list(t, cash, &head)),
        TillPrintout::Payout => (tr!("fees-print-payout"), payout_pages(t, s, cash, &head, club)),
    };
    let mut pages = pages;
    if what == TillPrintout::CashList {
        super::branding::brand(&mut pages, club, listing::letterhead(false));
    }
    layout::render(&pages, &format!("{title} — {heading}"))
}

fn cash_list(t: &Tournament, cash: &Cash, head: &Head) -> Vec<layout::Page> {
    let list = fees::cash_list(cash, t);
    let what = tr!("fees-print-cash-title", fee = (list.fee).to_string());
    let mut flow = Flow::new(layout::A4_PORTRAIT, MARGIN, FOOTER);
    listing::heading(&mut flow, head, &what);
    let aligns = [Align::Right, Align::Left, Align::Left, Align::Right, Align::Right];
    let shares = [0.0, 1.0, 0.0, 0.0, 0.0];
    let columns: Vec<Column> =
        fees::cash_heads().into_iter().zip(aligns).zip(shares).map(|((h, a), w)| (w, h, a)).collect();
    listing::table(&mut flow, &columns, &fees::cash_rows(&list), head, &what);
    totals(&mut flow, &fees::cash_totals(&list));
    listing::finish(flow, head)
}

/// A line of totals in bold under a table (on the next page where this one is full).
fn totals(flow: &mut Flow, text: &str) {
    let (left, width) = (flow.left, flow.width());
    let lines = layout::wrap(text, 12.0, Face::Bold, width);
    if flow.room() < 10.0 + lines.len() as f32 * 15.0 {
        flow.new_page();
    }
    for line in lines {
        let y = flow.y + 20.0;
        flow.page().text_in(left, width, y, 12.0, Face::Bold, layout::BLACK, Align::Left, &line);
        flow.y += 15.0;
    }
    flow.y += 10.0;
}

/// The payout list, then the certificates with each player's prize; each with the club's
/// letterhead (also the certificates' printout once the till took money).
pub(super) fn payout_pages(t: &Tournament, s: &Standings, cash: &Cash, head: &Head, club: &Club) -> Vec<layout::Page> {
    let payout = fees::payout(cash, t, s);
    let what = payout.title();
    let mut flow = Flow::new(layout::A4_PORTRAIT, MARGIN, FOOTER);
    listing::heading(&mut flow, head, &what);
    totals(&mut flow, &cash.plan.describe());
    let columns: Vec<Column> = vec![
        (0.0, tr!("fees-prize"), Align::Left),
        (1.0, tr!("fees-name"), Align::Left),
        (0.0, tr!("fees-amount"), Align::Right),
    ];
    listing::table(&mut flow, &columns, &fees::payout_rows(t, &payout), head, &what);
    totals(&mut flow, &payout.kept_line());
    let mut pages = listing::finish(flow, head);
    super::branding::brand(&mut pages, club, listing::letterhead(false));
    // What the player receives for this prize (a player may win a place and the Schock-Out prize).
    let prize = |p, prize| {
        let line = payout.lines.iter().find(|l| l.prize == prize)?;
        let amount: Money = line.players.iter().filter(|(who, _)| *who == p).map(|(_, c)| c).sum();
        (!amount.is_zero()).then(|| tr!("fees-certificate-prize", amount = amount.to_string()))
    };
    let mut certificates = super::certificates::certificates(t, s, head, &prize);
    super::branding::brand(&mut certificates, club, listing::letterhead(true));
    pages.extend(certificates);
    pages
}
