//! Tournament printouts (A4, the current language): the registration list (Meldebogen) with
//! blank lines for late entries, a round's seating plan (by table, and alphabetically by
//! player), one card per table pre-filled with its players in seat order, the standings with
//! the teams, and a certificate for each of the first three places.
//!
//! Pure like the other printouts: a replayed tournament in, the PDF's bytes out.

use super::branding::Letterhead;
use super::layout::{self, Align, BLACK, Face, Flow, GREY, HEAD, RULE, STRIPE};
use super::table_codes;
use schocken_core::brand::Club;
use schocken_core::tournament::codes::TableCode;
use schocken_core::tournament::columns::{self, Medium, TeamColumn};
use schocken_core::tournament::fees::{self, Cash, Prize};
use schocken_core::tournament::file::{RoundKind, Scoring, TournamentFile};
use schocken_core::tournament::game::Pid;
use schocken_core::tournament::knockout::Lives;
use schocken_core::tournament::replay::Tournament;
use schocken_core::tournament::standings::Standings;
use schocken_core::tournament::standings_text;
use schocken_core::tr;

const MARGIN: f32 = 14.0 * layout::MM;
const FOOTER: f32 = 14.0;
const ROW: f32 = 17.0;
/// A card's game lines: room to write a name.
const CARD_ROW: f32 = 26.0;
const SIZE: f32 = 10.0;
/// From one line of a cell to the next, where its text wraps.
const LINE: f32 = 12.5;
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
    Seating(u32),
    /// The cards of a round's tables.
    Cards(u32),
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
    match extras.cash.as_ref().filter(|cash| fees::cash_list(cash, t).taken > 0) {
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

/// Where the club's letterhead goes: inside a certificate's frame, above the heading; in the top
/// margin of a list.
pub(super) fn letterhead(certificate: bool) -> Letterhead {
    if certificate {
        Letterhead { inset: 44.0, top: 42.0, height: 12.0 * layout::MM }
    } else {
        Letterhead::margin(MARGIN)
    }
}

/// The title of the tournament and the line under every heading: title, place and day.
pub(super) struct Head {
    pub(super) title: String,
    pub(super) line: String,
}

/// `Pokal der Stammtische · Gasthaus Zur Linde · 23.11.2026`.
pub(super) fn head_line(f: &TournamentFile, title: &str) -> String {
    let mut parts = vec![title.to_string()];
    parts.extend(f.place.clone());
    parts.extend(f.started.as_deref().map(layout::day));
    parts.join(" · ")
}

/// Text in a box `w` wide, wrapped at spaces (a word wider than the box is broken, never cut
/// or made smaller); the first baseline at `y`. Returns the lines' count.
#[allow(clippy::too_many_arguments)]
fn wrapped(page: &mut layout::Page, x: f32, w: f32, y: f32, size: f32, face: Face, align: Align, text: &str) -> usize {
    let lines = layout::wrap(&layout::clean(text), size, face, w);
    for (i, line) in lines.iter().enumerate() {
        page.text_in(x, w, y + i as f32 * size * 1.25, size, face, BLACK, align, line);
    }
    lines.len()
}

/// A heading and the tournament's line under it at the top of the flow's page.
pub(super) fn heading(flow: &mut Flow, head: &Head, what: &str) {
    let (left, width, y) = (flow.left, flow.width(), flow.y);
    let lines = wrapped(flow.page(), left, width, y + 16.0, 16.0, Face::Bold, Align::Left, what);
    let y = y + 16.0 + (lines - 1) as f32 * 20.0;
    let under = layout::wrap(&head.line, 10.0, Face::Regular, width);
    for (i, line) in under.iter().enumerate() {
        flow.page().text_in(left, width, y + 15.0 + i as f32 * LINE, 10.0, Face::Regular, GREY, Align::Left, line);
    }
    flow.y = y + 28.0 + under.len() as f32 * LINE;
}

/// A column of a table: its width (`0.0`: as wide as its head and widest entry; else its
/// share of what those leave), head and alignment.
pub(super) type Column = (f32, String, Align);

/// The columns' widths in points on a table `width` wide with these rows: every column as wide
/// as its head and widest entry where the page allows, what is left shared by the weights; where
/// it does not, the weighted columns share what the others leave (and their text wraps).
fn widths(columns: &[Column], rows: &[Vec<String>], width: f32) -> Vec<f32> {
    let natural: Vec<f32> = (0..columns.len())
        .map(|i| {
            let cells = rows.iter().map(|r| layout::width(&r[i], SIZE, Face::Regular));
            cells.fold(layout::width(&columns[i].1, SIZE, Face::Bold), f32::max) + 7.0
        })
        .collect();
    let weighted = |i: &usize| columns[*i].0 > 0.0;
    let fixed: f32 = (0..columns.len()).filter(|i| !weighted(i)).map(|i| natural[i]).sum();
    let wanted: f32 = (0..columns.len()).filter(weighted).map(|i| natural[i]).sum();
    let rest = width - fixed;
    let shares: f32 = columns.iter().map(|c| c.0).sum();
    (0..columns.len())
        .map(|i| match (weighted(&i), wanted <= rest) {
            (false, _) => natural[i],
            (true, true) => natural[i] + (rest - wanted) * columns[i].0 / shares,
            (true, false) => rest * columns[i].0 / shares,
        })
        .collect()
}

/// The height of a row of cells at least `row` high, each wrapped in its column.
fn height(widths: &[f32], texts: &[String], row: f32, face: Face) -> f32 {
    let lines = |text: &str, w: f32| layout::wrap(&layout::clean(text), SIZE, face, w - 6.0).len();
    let most = texts.iter().zip(widths).map(|(t, &w)| lines(t, w)).max().unwrap_or(1);
    row + (most - 1) as f32 * LINE
}

/// One row of cells: each wrapped in its column; returns the row's height (`row` or more).
fn cells(flow: &mut Flow, columns: &[Column], widths: &[f32], texts: &[String], row: f32, face: Face) -> f32 {
    let (left, y) = (flow.left, flow.y);
    let height = height(widths, texts, row, face);
    let mut x = left;
    for (((_, _, align), text), &w) in columns.iter().zip(texts).zip(widths) {
        wrapped(flow.page(), x + 3.0, w - 6.0, y + row - 5.0, SIZE, face, *align, text);
        x += w;
    }
    height
}

/// A table flowing over pages: one row per entry of `rows`; the head is repeated on every page.
pub(super) fn table(flow: &mut Flow, columns: &[Column], rows: &[Vec<String>], head: &Head, what: &str) {
    table_with(flow, columns, rows, ROW, head, what, None);
}

/// Rows to fill a table's last page with, after its rows: the `i`th (from 0) of them.
type Filler<'a> = &'a dyn Fn(usize) -> Vec<String>;

/// [`table`] with rows at least `row` points high (a card's rows leave room for handwriting);
/// with a `fill`, its rows follow until the last page is full.
fn table_with(
    flow: &mut Flow,
    columns: &[Column],
    rows: &[Vec<String>],
    row: f32,
    head: &Head,
    what: &str,
    fill: Option<Filler>,
) {
    let widths = widths(columns, rows, flow.width());
    let heads: Vec<String> = columns.iter().map(|c| c.1.clone()).collect();
    let head_row = |flow: &mut Flow| {
        let (left, width, y) = (flow.left, flow.width(), flow.y);
        // The head's fill goes under its text: drawn first, as high as the text needs.
        let index = flow.page().ops.len();
        let height = cells(flow, columns, &widths, &heads, ROW, Face::Bold);
        flow.page()
            .ops
            .insert(index, layout::Op::Rect { x: left, y, w: width, h: height, fill: Some(HEAD), stroke: None });
        flow.y += height;
    };
    head_row(flow);
    let line = |flow: &mut Flow, i: usize, texts: &[String], height: f32| {
        let (left, width, y) = (flow.left, flow.width(), flow.y);
        if i % 2 == 1 {
            flow.page().rect(left, y, width, height, Some(STRIPE), None);
        }
        flow.page().line(left, y + height, left + width, y + height, RULE, 0.4);
        cells(flow, columns, &widths, texts, row, Face::Regular);
        flow.y += height;
    };
    for (i, texts) in rows.iter().enumerate() {
        let height = height(&widths, texts, row, Face::Regular);
        if flow.room() < height {
            flow.new_page();
            heading(flow, head, what);
            head_row(flow);
        }
        line(flow, i, texts, height);
    }
    let Some(fill) = fill else { return };
    for i in 0.. {
        let texts = fill(i);
        let height = height(&widths, &texts, row, Face::Regular);
        if flow.room() < height {
            return;
        }
        line(flow, rows.len() + i, &texts, height);
    }
}

pub(super) fn finish(mut flow: Flow, head: &Head) -> Vec<layout::Page> {
    layout::footers(&mut flow.pages, &head.title, MARGIN);
    flow.pages
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

fn seating(t: &Tournament, round: u32, head: &Head) -> Option<Vec<layout::Page>> {
    let r = t.round(round)?;
    let what = tr!("print-t-seating", round = round);
    let mut flow = Flow::new(layout::A4_PORTRAIT, MARGIN, FOOTER);
    heading(&mut flow, head, &what);
    let by_table: Vec<Vec<String>> = r
        .tables
        .iter()
        .enumerate()
        .map(|(i, table)| {
            let seats: Vec<String> = table.players.iter().map(|&p| numbered(t, p)).collect();
            vec![(i + 1).to_string(), seats.join(", ")]
        })
        .collect();
    let columns = [(0.0, tr!("print-t-table"), Align::Right), (1.0, tr!("print-t-seats"), Align::Left)];
    table(&mut flow, &columns, &by_table, head, &what);
    // Alphabetically by player, on a page of its own.
    flow.new_page();
    let what = tr!("print-t-where", round = round);
    heading(&mut flow, head, &what);
    let mut seated: Vec<(String, usize, usize)> = r
        .tables
        .iter()
        .enumerate()
        .flat_map(|(i, table)| table.players.iter().enumerate().map(move |(seat, &p)| (p, i + 1, seat + 1)))
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
    format!("{} ({})", t.players[p].name, p + 1)
}

/// The games a table's card has lines for: the round's games, or in a knock-out round as many
/// as the table can need ([`Lives::most_games`]).
fn card_games(kind: RoundKind, games: u32, players: usize) -> usize {
    match kind {
        RoundKind::Points => games.max(1) as usize,
        RoundKind::KnockOut { lives, advance } => Lives::most_games(players, lives, advance),
    }
}

/// About how high a card is: heading, players, the head and lines of its games, signature.
fn card_height(kind: RoundKind, players: usize, games: usize) -> f32 {
    let seats = match kind {
        RoundKind::KnockOut { .. } => players.div_ceil(2) as f32 * 16.0 + 10.0,
        RoundKind::Points => 2.0 * LINE + 4.0,
    };
    60.0 + seats + ROW + games as f32 * CARD_ROW + 50.0
}

/// One card per table, two to a page where they fit: the players in seat order (in a knock-out
/// round each with a box per life to cross out), and a line per game with boxes for the losers
/// of half 1, half 2 and the final, the Schock-Outs, and the points or exit order the scheme
/// needs; with the table's code for phones and its QR code beside the signature where `codes`
/// has it.
fn cards(t: &Tournament, round: u32, head: &Head, codes: &[TableCode]) -> Option<Vec<layout::Page>> {
    let r = t.round(round)?;
    let mut flow = Flow::new(layout::A4_PORTRAIT, MARGIN, FOOTER);
    let half = (flow.bottom - flow.top) / 2.0;
    // Two cards to a page where every card fits half a page, else one; a card longer than a
    // page flows over.
    // The QR code reaches this far below the signature's room.
    let code_room = if codes.is_empty() { 0.0 } else { CODE_QR + 6.0 - 46.0 };
    let need = |players: usize| card_height(r.kind, players, card_games(r.kind, r.games, players)) + code_room;
    let two = r.tables.iter().all(|x| need(x.players.len()) <= half);
    for (i, drawn) in r.tables.iter().enumerate() {
        if i > 0 {
            if two && i % 2 == 1 {
                flow.y = flow.y.max(flow.top + half);
            }
            if !two || i % 2 == 0 || flow.room() < need(drawn.players.len()) {
                flow.new_page();
            }
        }
        let what = tr!("print-t-card", round = round, table = i + 1);
        heading(&mut flow, head, &what);
        match r.kind {
            RoundKind::KnockOut { lives, .. } => lives_boxes(&mut flow, t, &drawn.players, lives),
            RoundKind::Points => {
                let seats: Vec<String> =
                    drawn.players.iter().enumerate().map(|(s, &p)| format!("{}. {}", s + 1, numbered(t, p))).collect();
                let (left, width, y) = (flow.left, flow.width(), flow.y);
                let lines =
                    wrapped(flow.page(), left, width, y + 4.0, SIZE, Face::Regular, Align::Left, &seats.join(", "));
                flow.y += 4.0 + lines as f32 * LINE;
            }
        }
        let extra = match (r.kind, t.scoring) {
            (RoundKind::Points, Scoring::ExitOrder) => Some(tr!("print-t-exit-order")),
            (RoundKind::Points, Scoring::Theimann) => Some(tr!("print-t-points")),
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
        let games = card_games(r.kind, r.games, drawn.players.len());
        let rows: Vec<Vec<String>> = (1..=games)
            .map(|g| std::iter::once(g.to_string()).chain((1..columns.len()).map(|_| String::new())).collect())
            .collect();
        table_with(&mut flow, &columns, &rows, CARD_ROW, head, &what, None);
        let (left, right, width) = (flow.left, flow.right, flow.width());
        let y = flow.y + 26.0;
        flow.page().field(left, width * 0.45, y, SIZE, &tr!("print-t-signature"));
        flow.y = y + 20.0;
        if let Some(code) = codes.iter().find(|c| c.table == i as u32 + 1) {
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

/// A landscape certificate for each player on places 1 to 3; `prize`: the line of prize money
/// a player receives, where the till pays him any (`print::cash`).
pub(super) fn certificates(
    t: &Tournament,
    s: &Standings,
    head: &Head,
    prize: &dyn Fn(Pid, Prize) -> Option<String>,
) -> Vec<layout::Page> {
    let mut pages = Vec::new();
    for row in s.rows.iter().filter(|r| r.place <= 3) {
        // Worded by the scheme: loss points are not won ("mit 12 Verlustpunkten").
        let points = tr!("print-t-certificate-points", points = row.points, scheme = t.scoring.id());
        let what = tr!("print-t-certificate-place", place = row.place);
        pages.push(certificate(t, head, row.player, &what, &points, prize(row.player, Prize::Place(row.place))));
    }
    // The Schock-Out prize (TOURNAMENT.md section 7) is a prize too: its winners get theirs.
    let (count, winners) = &s.schock_out_prize;
    if *count > 0 {
        let what = tr!("print-t-certificate-schock-out");
        let thrown = tr!("print-t-certificate-schock-outs", count = *count);
        for &p in winners {
            pages.push(certificate(t, head, p, &what, &thrown, prize(p, Prize::SchockOut)));
        }
    }
    if pages.is_empty() {
        pages.push(layout::Page::new(layout::A4_LANDSCAPE));
    }
    pages
}

/// One certificate: the tournament, the player, what for (`what`, `why`) and the prize money.
fn certificate(t: &Tournament, head: &Head, player: Pid, what: &str, why: &str, prize: Option<String>) -> layout::Page {
    let mut page = layout::Page::new(layout::A4_LANDSCAPE);
    let (w, h) = (page.width, page.height);
    page.rect(24.0, 24.0, w - 48.0, h - 48.0, None, Some((BLACK, 3.0)));
    page.rect(32.0, 32.0, w - 64.0, h - 64.0, None, Some((RULE, 1.0)));
    // Each text centred, wrapped where long; what follows moves down by the lines it took.
    let mut y = 130.0;
    let mut center = |page: &mut layout::Page, gap: f32, size: f32, face: Face, text: &str| {
        let lines = wrapped(page, 60.0, w - 120.0, y, size, face, Align::Center, text);
        y += (lines - 1) as f32 * size * 1.25 + gap;
    };
    center(&mut page, 60.0, 44.0, Face::Bold, &tr!("print-t-certificate"));
    center(&mut page, 90.0, 16.0, Face::Regular, &head.line);
    center(&mut page, 60.0, 36.0, Face::Bold, &t.players[player].name);
    center(&mut page, 40.0, 24.0, Face::Regular, what);
    center(&mut page, 30.0, 14.0, Face::Regular, why);
    if let Some(prize) = prize {
        center(&mut page, 0.0, 18.0, Face::Bold, &prize);
    }
    page.field(w * 0.6, w * 0.3, h - 90.0, 11.0, &tr!("print-t-signature"));
    page
}
