//! Tournament printouts (A4, the current language): the registration list (Meldebogen) with
//! blank lines for late entries, a round's seating plan (by table, and alphabetically by
//! player), one card per table pre-filled with its players in seat order, the standings with
//! the teams, and a certificate for each of the first three places.
//!
//! Pure like the other printouts: a replayed tournament in, the PDF's bytes out.

use super::certificates::certificates;
use super::layout::{self, Align, BLACK, Face, Flow};
use super::listing::{
    Column, FOOTER, Head, LINE, MARGIN, ROW, SIZE, finish, head_line, heading, letterhead, table, table_with, wrapped,
};
use super::table_codes;
use schocken_core::brand::Club;
use schocken_core::tournament::codes::TableCode;
use schocken_core::tournament::columns::{self, Medium, TeamColumn};
use schocken_core::tournament::fees::{self, Cash};
use schocken_core::tournament::file::{RoundKind, Scoring, TournamentFile};
use schocken_core::tournament::game::Pid;
use schocken_core::tournament::knockout::Lives;
use schocken_core::tournament::replay::Tournament;
use schocken_core::tournament::standings::Standings;
use schocken_core::tournament::standings_text;
use schocken_core::tournament::{RoundNo, TableNo};
use schocken_core::tr;

/// A card's game lines: room to write a name.
const CARD_ROW: f32 = 26.0;
/// Blank lines on the registration list for those who come late: at least these, and then as
/// many as fill its last page (no page with a line or two of a list and nothing under it).
const LATE_LINES: usize = 8;
/// A box for a life on a knock-out card, and the room after it.
const LIFE_BOX: f32 = 10.0;
const LIFE_STEP: f32 = 15.0;
/// The QR code's side on a result card that carries its table's code.
const CODE_QR: f32 = 52.0;

/// What can be printed of a tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Printout {
    Registration,
    /// The seating of a round (its number, from 1).
    Seating(RoundNo),
    /// The cards of a round's tables.
    Cards(RoundNo),
    Standings,
    Certificates,
}

impl Printout {
    /// The file's name without `.pdf`, in the current language (beside `turnier.ron`).
    pub fn file_stem(self) -> String {
        match self {
            Printout::Registration => tr!("print-t-file-registration"),
            Printout::Seating(round) => tr!("print-t-file-seating", round = round),
            Printout::Cards(round) => tr!("print-t-file-cards", round = round),
            Printout::Standings => tr!("print-t-file-standings"),
            Printout::Certificates => tr!("print-t-file-certificates"),
        }
    }
}

/// The PDF of `what`; `None` for a round that was not drawn. `f`: the file the tournament was
/// replayed from (its title, date and place head every page).
pub fn print(f: &TournamentFile, t: &Tournament, s: &Standings, what: Printout) -> Option<Vec<u8>> {
    print_with(f, t, s, what, &Extras::default())
}

/// What a printout carries besides the tournament.
#[derive(Default)]
pub struct Extras {
    /// The club's name and logo, on every page.
    pub club: Club,
    /// The tables' codes for phones: a round's cards carry their table's code and its QR code
    /// (the organiser's window prints them so).
    pub codes: Vec<TableCode>,
    /// The till (`.kasse.ron`): where it took money, the certificates come after the payout list
    /// and each names the prize money its player receives.
    pub cash: Option<Cash>,
}

/// [`print`] with the club's letterhead, the tables' codes and the till: [`document`] as PDF.
pub fn print_with(
    f: &TournamentFile,
    t: &Tournament,
    s: &Standings,
    what: Printout,
    extras: &Extras,
) -> Option<Vec<u8>> {
    let (name, pages) = document(f, t, s, what, extras)?;
    Some(layout::render(&pages, &name))
}

/// The pages of `what` as they are printed, letterhead and all, with the document's name: the
/// one source of the organiser's window's printouts and of `tournament print` alike, so the two
/// cannot differ. `None` for a round that was not drawn.
pub fn document(
    f: &TournamentFile,
    t: &Tournament,
    s: &Standings,
    what: Printout,
    extras: &Extras,
) -> Option<(String, Vec<layout::Page>)> {
    let (name, mut pages) = pages_with_codes(f, t, s, what, &extras.codes)?;
    if what == Printout::Certificates {
        let title = t.title.clone().unwrap_or_else(|| tr!("print-untitled"));
        let head = Head { title: title.clone(), line: head_line(f, &title) };
        pages = handed_out(t, s, &head, extras);
    } else {
        super::branding::brand(&mut pages, &extras.club, letterhead(false));
    }
    Some((name, pages))
}

/// The certificates as the organiser hands them out: one for each of the first three places
/// and one for each winner of the Schock-Out prize; where the till took money, the payout list
/// first and on each certificate the prize money its player receives for it.
fn handed_out(t: &Tournament, s: &Standings, head: &Head, extras: &Extras) -> Vec<layout::Page> {
    match extras.cash.as_ref().filter(|cash| !fees::cash_list(cash, t).taken.is_zero()) {
        Some(cash) => super::cash::payout_pages(t, s, cash, head, &extras.club),
        None => {
            let mut pages = certificates(t, s, head, &|_, _| None);
            super::branding::brand(&mut pages, &extras.club, letterhead(true));
            pages
        }
    }
}

/// The pages of `what`, laid out, with the document's name (what [`print`] writes).
pub fn pages(f: &TournamentFile, t: &Tournament, s: &Standings, what: Printout) -> Option<(String, Vec<layout::Page>)> {
    pages_with_codes(f, t, s, what, &[])
}

/// [`pages`] with the tables' codes for phones (see [`Extras`]).
pub fn pages_with_codes(
    f: &TournamentFile,
    t: &Tournament,
    s: &Standings,
    what: Printout,
    codes: &[TableCode],
) -> Option<(String, Vec<layout::Page>)> {
    let title = t.title.clone().unwrap_or_else(|| tr!("print-untitled"));
    let head = Head { title: title.clone(), line: head_line(f, &title) };
    let (heading, pages) = match what {
        Printout::Registration => (tr!("print-t-registration"), registration(t, &head)),
        Printout::Seating(round) => (tr!("print-t-seating", round = round), seating(t, round, &head)?),
        Printout::Cards(round) => (tr!("print-t-cards", round = round), cards(t, round, &head, codes)?),
        Printout::Standings => (standings_text::title(t), standings(t, s, &head)),
        Printout::Certificates => (tr!("print-t-certificates"), certificates(t, s, &head, &|_, _| None)),
    };
    Some((format!("{title} — {heading}"), pages))
}

fn registration(t: &Tournament, head: &Head) -> Vec<layout::Page> {
    let what = tr!("print-t-registration");
    let mut flow = Flow::new(layout::A4_PORTRAIT, MARGIN, FOOTER);
    heading(&mut flow, head, &what);
    let columns = [
        (0.0, tr!("print-t-number"), Align::Right),
        (0.45, tr!("print-t-name"), Align::Left),
        (0.33, tr!("print-t-team"), Align::Left),
        (0.22, tr!("print-t-note"), Align::Left),
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
    let late = |i: usize| vec![(t.players.len() + i + 1).to_string(), String::new(), String::new(), String::new()];
    rows.extend((0..LATE_LINES).map(late));
    let more = |i: usize| late(LATE_LINES + i);
    table_with(&mut flow, &columns, &rows, ROW, head, &what, Some(&more));
    finish(flow, head)
}

fn seating(t: &Tournament, round: RoundNo, head: &Head) -> Option<Vec<layout::Page>> {
    let r = t.round(round)?;
    let what = tr!("print-t-seating", round = round);
    let mut flow = Flow::new(layout::A4_PORTRAIT, MARGIN, FOOTER);
    heading(&mut flow, head, &what);
    let by_table: Vec<Vec<String>> = r
        .numbered_tables()
        .map(|(number, table)| {
            let seats: Vec<String> = table.players.iter().map(|&p| numbered(t, p)).collect();
            vec![number.to_string(), seats.join(", ")]
        })
        .collect();
    let columns = [(0.0, tr!("print-t-table"), Align::Right), (1.0, tr!("print-t-seats"), Align::Left)];
    table(&mut flow, &columns, &by_table, head, &what);
    // Alphabetically by player, on a page of its own.
    flow.new_page();
    let what = tr!("print-t-where", round = round);
    heading(&mut flow, head, &what);
    let mut seated: Vec<(String, TableNo, usize)> = r
        .numbered_tables()
        .flat_map(|(number, table)| table.players.iter().enumerate().map(move |(seat, &p)| (p, number, seat + 1)))
        .map(|(p, table, seat)| (t.players[p].name.clone(), table, seat))
        .collect();
    schocken_core::names::sort_by_name(&mut seated, |(name, _, _)| name);
    let rows: Vec<Vec<String>> =
        seated.into_iter().map(|(name, table, seat)| vec![name, table.to_string(), seat.to_string()]).collect();
    let columns = [
        (1.0, tr!("print-t-name"), Align::Left),
        (0.0, tr!("print-t-table"), Align::Right),
        (0.0, tr!("print-t-seat"), Align::Right),
    ];
    table(&mut flow, &columns, &rows, head, &what);
    Some(finish(flow, head))
}

/// `Anna (12)`: a name with its start number.
fn numbered(t: &Tournament, p: Pid) -> String {
    format!("{} ({})", t.players[p].name, schocken_core::tournament::organise::start_number(p))
}

/// The games a table's card has lines for: the round's games, or in a knock-out round as many
/// as the table can need ([`Lives::most_games`]).
fn card_games(kind: RoundKind, players: usize) -> usize {
    match kind {
        RoundKind::Points { games } => games.count(),
        RoundKind::KnockOut { lives, advance } => Lives::most_games(players, lives, advance),
    }
}

/// About how high a card is: heading, players, the head and lines of its games, signature.
fn card_height(kind: RoundKind, players: usize, games: usize) -> f32 {
    let seats = match kind {
        RoundKind::KnockOut { .. } => players.div_ceil(2) as f32 * 16.0 + 10.0,
        RoundKind::Points { .. } => 2.0 * LINE + 4.0,
    };
    60.0 + seats + ROW + games as f32 * CARD_ROW + 50.0
}

/// One card per table, two to a page where they fit: the players in seat order (in a knock-out
/// round each with a box per life to cross out), and a line per game with boxes for the losers
/// of half 1, half 2 and the final, the Schock-Outs, and the points or exit order the scheme
/// needs; with the table's code for phones and its QR code beside the signature where `codes`
/// has it.
fn cards(t: &Tournament, round: RoundNo, head: &Head, codes: &[TableCode]) -> Option<Vec<layout::Page>> {
    let r = t.round(round)?;
    let mut flow = Flow::new(layout::A4_PORTRAIT, MARGIN, FOOTER);
    let half = (flow.bottom - flow.top) / 2.0;
    // Two cards to a page where every card fits half a page, else one; a card longer than a
    // page flows over.
    // The QR code reaches this far below the signature's room.
    let code_room = if codes.is_empty() { 0.0 } else { CODE_QR + 6.0 - 46.0 };
    let need = |players: usize| card_height(r.kind, players, card_games(r.kind, players)) + code_room;
    let two = r.tables.iter().all(|x| need(x.players.len()) <= half);
    for ((number, drawn), i) in r.numbered_tables().zip(0..) {
        if i > 0 {
            if two && i % 2 == 1 {
                flow.y = flow.y.max(flow.top + half);
            }
            if !two || i % 2 == 0 || flow.room() < need(drawn.players.len()) {
                flow.new_page();
            }
        }
        let what = tr!("print-t-card", round = round, table = number);
        heading(&mut flow, head, &what);
        match r.kind {
            RoundKind::KnockOut { lives, .. } => lives_boxes(&mut flow, t, &drawn.players, lives),
            RoundKind::Points { .. } => {
                let seats: Vec<String> =
                    drawn.players.iter().enumerate().map(|(s, &p)| format!("{}. {}", s + 1, numbered(t, p))).collect();
                let (left, width, y) = (flow.left, flow.width(), flow.y);
                let lines =
                    wrapped(flow.page(), left, width, y + 4.0, SIZE, Face::Regular, Align::Left, &seats.join(", "));
                flow.y += 4.0 + lines as f32 * LINE;
            }
        }
        let extra = match (r.kind, t.scoring) {
            (RoundKind::Points { .. }, Scoring::ExitOrder) => Some(tr!("print-t-exit-order")),
            (RoundKind::Points { .. }, Scoring::Theimann) => Some(tr!("print-t-points")),
            _ => None,
        };
        let mut columns = vec![
            (0.0, tr!("print-t-game"), Align::Right),
            (1.0, tr!("print-t-half1"), Align::Left),
            (1.0, tr!("print-t-half2"), Align::Left),
            (1.0, tr!("print-t-final"), Align::Left),
            (1.0, tr!("print-t-schock-outs"), Align::Left),
        ];
        columns.extend(extra.map(|head| (1.5, head, Align::Left)));
        let games = card_games(r.kind, drawn.players.len());
        let rows: Vec<Vec<String>> = (1..=games)
            .map(|g| std::iter::once(g.to_string()).chain((1..columns.len()).map(|_| String::new())).collect())
            .collect();
        table_with(&mut flow, &columns, &rows, CARD_ROW, head, &what, None);
        let (left, right, width) = (flow.left, flow.right, flow.width());
        let y = flow.y + 26.0;
        flow.page().field(left, width * 0.45, y, SIZE, &tr!("print-t-signature"));
        flow.y = y + 20.0;
        if let Some(code) = codes.iter().find(|c| c.table == number) {
            let top = y - 22.0;
            table_codes::code_box(flow.page(), right - CODE_QR, top, CODE_QR, y, code);
            flow.y = flow.y.max(top + CODE_QR + 6.0);
        }
    }
    Some(finish(flow, head))
}

/// A knock-out card's players in two columns, each with a box per life to cross out when he
/// loses a game.
fn lives_boxes(flow: &mut Flow, t: &Tournament, players: &[Pid], lives: u32) {
    let column = flow.width() / 2.0;
    let boxes = lives as f32 * LIFE_STEP;
    let label = tr!("print-t-lives");
    let label_w = layout::width(&label, SIZE, Face::Bold) + 6.0;
    let (left, y) = (flow.left, flow.y + 2.0);
    flow.page().text(left, y + 9.0, SIZE, Face::Bold, BLACK, &label);
    let mut y = y + 2.0;
    for pair in players.iter().enumerate().collect::<Vec<_>>().chunks(2) {
        let mut height: f32 = 16.0;
        for (k, &(seat, &p)) in pair.iter().enumerate() {
            let x = left + label_w + k as f32 * (column - label_w / 2.0);
            let w = column - label_w / 2.0 - boxes - 12.0;
            let text = format!("{}. {}", seat + 1, numbered(t, p));
            let lines = wrapped(flow.page(), x, w, y + 9.0, SIZE, Face::Regular, Align::Left, &text);
            for life in 0..lives {
                let bx = x + w + 6.0 + life as f32 * LIFE_STEP;
                flow.page().rect(bx, y, LIFE_BOX, LIFE_BOX, None, Some((BLACK, 0.8)));
            }
            height = height.max(4.0 + lines as f32 * LINE);
        }
        y += height;
    }
    flow.y = y + 6.0;
}

fn standings(t: &Tournament, s: &Standings, head: &Head) -> Vec<layout::Page> {
    let what = standings_text::title(t);
    let mut flow = Flow::new(layout::A4_PORTRAIT, MARGIN, FOOTER);
    heading(&mut flow, head, &what);
    let shown = columns::shown(Medium::Print, s);
    let columns: Vec<Column> = shown.iter().map(|c| (share(c.column), c.head(Medium::Print), align(c.align))).collect();
    let rows: Vec<Vec<String>> =
        s.rows.iter().map(|r| shown.iter().map(|c| c.text(t, r, Medium::Print)).collect()).collect();
    table(&mut flow, &columns, &rows, head, &what);
    if !s.teams.is_empty() {
        flow.y += ROW;
        let what = tr!("print-t-teams");
        if flow.room() < 5.0 * ROW {
            flow.new_page();
        }
        heading(&mut flow, head, &what);
        let shown = TeamColumn::shown(Medium::Print);
        let team_share = |c: TeamColumn| match c {
            TeamColumn::Team => 0.35,
            TeamColumn::Members => 0.65,
            TeamColumn::Place | TeamColumn::Points => 0.0,
        };
        let columns: Vec<Column> =
            shown.iter().map(|&c| (team_share(c), c.head(Medium::Print), align(c.align()))).collect();
        let rows: Vec<Vec<String>> = s.teams.iter().map(|x| shown.iter().map(|c| c.text(t, x)).collect()).collect();
        table(&mut flow, &columns, &rows, head, &what);
    }
    flow.y += 6.0;
    for line in schocken_core::report::prizes::lines(t, s) {
        let (left, width) = (flow.left, flow.width());
        let lines = layout::wrap(&line, 12.0, Face::Bold, width).len() as f32;
        if flow.room() < 6.0 + lines * 15.0 {
            flow.new_page();
        }
        let y = flow.y;
        wrapped(flow.page(), left, width, y + 18.0, 12.0, Face::Bold, Align::Left, &line);
        flow.y += 6.0 + lines * 15.0;
    }
    finish(flow, head)
}

/// A standings column's share of the width its text leaves: name and team share it, the
/// figures are as wide as they need.
fn share(column: columns::Column) -> f32 {
    match column {
        columns::Column::Name => 0.55,
        columns::Column::Team => 0.45,
        _ => 0.0,
    }
}

fn align(a: columns::Align) -> Align {
    match a {
        columns::Align::Left => Align::Left,
        columns::Align::Right => Align::Right,
    }
}
