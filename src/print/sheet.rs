//! The round sheet (Wertungsbogen) of a session or of one game: every round as a table row —
//! each player's throw, winner, loser, the discs that moved and from where, every holding and the
//! stock after the round — with lost parts, Durchmarsch and lost games between the rows, and at
//! the end the games, the tally marks and (where the rules score them) the points.
//!
//! A4 landscape; the font size follows the number of players so that up to twelve fit across.
//! Long evenings flow over pages, each part's table header repeated on every page it spans.

use super::common::{PrintError, round_heads, title};
use super::layout::{self, Align, BLACK, Face, Flow, GREY, HEAD, LOSER, LOST, Page, RULE, Rgb, STRIPE};
use schocken_core::report::story::{self, Medium};
use schocken_core::report::timeline::{self, Item as Step};
use schocken_core::report::words;
use schocken_core::rules::knobs::Structure;
use schocken_core::rules::outcome::PlayerId;
use schocken_core::rules::round::Act;
use schocken_core::session::event::Event;
use schocken_core::session::log::Session;
use schocken_core::session::state::{Engine, LostBy, Part, RoundRecord, Source};
use schocken_core::tr;

mod summary;
use summary::{Pages, summary};

const MARGIN: f32 = 10.0 * layout::MM;
const FOOTER: f32 = 14.0;
/// The largest table font; more players make it smaller.
const MAX_SIZE: f32 = 8.5;
/// Below this size the throws are written short ("H" for "aus der Hand").
const COMPACT_BELOW: f32 = 6.8;
/// Padding left and right in a cell, in em.
const PAD: f32 = 0.4;
const HOLDING_TINT: Rgb = Rgb(236, 236, 236);

/// What the sheet shows, in order.
enum Item {
    /// A line of text between the rows: a note, a new seating, a penalty.
    Info {
        game: u32,
        text: String,
    },
    /// The start of a part's table.
    Part {
        game: u32,
        part: Part,
        columns: Vec<PlayerId>,
        players: Vec<PlayerId>,
    },
    Round {
        index: usize,
        remarks: Vec<String>,
    },
    /// A part's end (a band, where it is not told by the game's).
    PartLost {
        game: u32,
        part: Part,
        by: LostBy,
        text: String,
    },
    /// A game's end (a band).
    GameLost {
        game: u32,
        text: String,
    },
}

impl Item {
    fn game(&self) -> u32 {
        match self {
            Item::Info { game, .. } | Item::Part { game, .. } | Item::PartLost { game, .. } => *game,
            Item::GameLost { game, .. } => *game,
            Item::Round { .. } => 0,
        }
    }
}

/// The session's story for the sheet, read from the one timeline in its sentences (nothing
/// replayed), and every player's points when each game began (index 0: game 1).
fn items(session: &Session) -> (Vec<Item>, Vec<Vec<i32>>) {
    let engine = session.engine();
    let mut items = Vec::new();
    let mut heading: Option<(u32, Part)> = None;
    let mut columns: Vec<PlayerId> = Vec::new();
    // Marks given at the table (a Handschock, a Schock-Out from the hand) wait for their round's remarks.
    let mut carried: Vec<String> = Vec::new();
    let mut points_at_start = vec![vec![0; session.header().players.len()]];
    for step in timeline::steps(session) {
        let effect = &step.effect;
        let game = effect.game();
        let at_table = matches!(step.event, Event::Round(_) | Event::RollOff(_));
        // A part's table starts before its first round or its end.
        let mut open = |items: &mut Vec<Item>, g: u32, part: Part| {
            if heading != Some((g, part)) {
                if heading.map(|(h, _)| h) != Some(g) {
                    columns = effect.seating().to_vec();
                }
                heading = Some((g, part));
                let players = effect.part_players().to_vec();
                items.push(Item::Part { game: g, part, columns: columns.clone(), players });
            }
        };
        let table_mark = |item: &Step| match item {
            Step::Mark(_) => story::sentence(engine, item, Medium::Sheet),
            _ => None,
        };
        if at_table {
            // They come after the round in the timeline; the sheet writes them in its remarks.
            carried.extend(step.items.iter().filter_map(table_mark));
        }
        for item in &step.items {
            let text = || story::sentence(engine, item, Medium::Sheet).unwrap_or_default();
            match *item {
                Step::Note(_) | Step::Seats(_) | Step::Starter(_) => items.push(Item::Info { game, text: text() }),
                // A Lustwurf disc stands in its part's table, also where it opens the game.
                Step::LustwurfDisc(d) => {
                    open(&mut items, d.game, d.part);
                    items.push(Item::Info { game: d.game, text: text() })
                }
                // So does a penalty's mark (a dropped dice before the game's first round).
                Step::Mark(m) if !at_table => {
                    if let Some(text) = story::sentence(engine, item, Medium::Sheet) {
                        open(&mut items, effect.game(), effect.part());
                        items.push(Item::Info { game: m.game, text });
                    }
                }
                Step::Round { index, record } => {
                    open(&mut items, record.game, record.part);
                    let mut remarks = story::remarks(engine, record);
                    remarks.append(&mut carried);
                    items.push(Item::Round { index, remarks });
                }
                Step::PartLost(p) => {
                    open(&mut items, p.game, p.part);
                    items.push(Item::PartLost { game: p.game, part: p.part, by: p.by, text: text() });
                }
                Step::GameOver(g) => {
                    items.push(Item::GameLost { game: g.number, text: text() });
                    points_at_start.push(engine.players().map(|p| effect.points_after(p)).collect());
                }
                _ => {}
            }
        }
    }
    (items, points_at_start)
}

/// How a throw is written in a cell.
fn throw_text(act: Act, compact: bool) -> String {
    match act {
        Act::Take => tr!("print-takes"),
        // On paper the count is a superscript, as the legend says (the screen writes `(2×)`).
        Act::Throw(t) => {
            let count = ["¹", "²", "³"][usize::from(t.count().get() - 1)];
            let hand = match (t.hand() && t.count().get() > 1, compact) {
                (false, _) => String::new(),
                (true, true) => format!(" {}", tr!("print-hand-short")),
                (true, false) => format!(" {}", tr!("print-hand-long")),
            };
            format!("{} {count}{hand}", t.dice())
        }
    }
}

/// `3 aus dem Stock`, `2 vom Gewinner`, `1 abgelegt`, `alle (10)`.
fn discs_text(r: &RoundRecord) -> String {
    let n = r.discs;
    match r.source {
        Source::Stock => tr!("print-discs-stock", discs = n),
        Source::Winner => tr!("print-discs-winner", discs = n),
        Source::Discard => tr!("print-discs-discard", discs = n),
        // As the table says it: every disc in play ends with the loser (what he held included).
        Source::All => tr!("print-discs-all", discs = r.holding(r.loser)),
        Source::Sudden => tr!("print-discs-sudden"),
    }
}

/// The columns of the round tables, in points, at the chosen font size.
struct Columns {
    size: f32,
    compact: bool,
    number: f32,
    throw: f32,
    holding: f32,
    winner: f32,
    loser: f32,
    discs: f32,
    stock: f32,
    remark: f32,
    /// How many player columns (the largest seating of the games shown).
    players: usize,
}

impl Columns {
    fn measure(engine: &Engine, rounds: &[&RoundRecord], remarks: &[&String], players: usize, avail: f32) -> Columns {
        // A hair of slack so that a text measured to fit is never cut by rounding.
        let em = |text: &str, face| layout::width(text, 1.0, face) + 2.0 * PAD + 0.05;
        let widest = |texts: &mut dyn Iterator<Item = String>, face, header: &str, cap: f32| {
            texts.map(|t| em(&t, face)).fold(em(header, Face::Bold), f32::max).min(cap)
        };
        // The widest remark (as it would be on one line), within reason.
        let remark = remarks.iter().map(|t| em(t, Face::Regular)).fold(10.0, f32::max).min(26.0);
        let [winner, loser, discs, stock] = round_heads();
        let (number, throw, held) = (tr!("print-col-number"), tr!("print-col-throw"), tr!("print-col-held"));
        let fixed = |compact: bool, remark: f32| {
            // Winners' throws are bold: measure every throw bold.
            let throw = widest(
                &mut rounds.iter().flat_map(|r| r.entries.iter().map(move |e| throw_text(e.act, compact))),
                Face::Bold,
                &throw,
                20.0,
            );
            let names = |f: fn(&RoundRecord) -> PlayerId, face, header| {
                widest(&mut rounds.iter().map(|r| layout::clean(engine.name(f(r)))), face, header, 9.0)
            };
            Columns {
                size: 1.0,
                compact,
                number: em("99", Face::Regular).max(em(&number, Face::Bold)),
                throw,
                holding: em("15", Face::Bold).max(em(&held, Face::Bold)),
                winner: names(|r| r.winner, Face::Regular, &winner),
                loser: names(|r| r.loser, Face::Bold, &loser),
                discs: widest(&mut rounds.iter().map(|r| discs_text(r)), Face::Regular, &discs, 12.0),
                stock: em(&stock, Face::Bold),
                remark,
                players,
            }
        };
        // Full throws and a roomy remark column if that leaves a readable size; else a narrower
        // remark column (remarks wrap); else short throws.
        let size_of = |c: &Columns| (avail / c.total()).min(MAX_SIZE);
        let mut c = fixed(false, remark);
        if size_of(&c) < 7.5 {
            c = fixed(false, remark.min(14.0));
        }
        if size_of(&c) < COMPACT_BELOW {
            c = fixed(true, remark.min(14.0));
        }
        let mut c = c.scaled(size_of(&c));
        c.remark += avail - c.total();
        c
    }

    fn scaled(&self, s: f32) -> Columns {
        Columns {
            size: self.size * s,
            compact: self.compact,
            number: self.number * s,
            throw: self.throw * s,
            holding: self.holding * s,
            winner: self.winner * s,
            loser: self.loser * s,
            discs: self.discs * s,
            stock: self.stock * s,
            remark: self.remark * s,
            players: self.players,
        }
    }

    fn player(&self) -> f32 {
        self.throw + self.holding
    }

    fn total(&self) -> f32 {
        self.number
            + self.players as f32 * self.player()
            + self.winner
            + self.loser
            + self.discs
            + self.stock
            + self.remark
    }

    fn row_height(&self) -> f32 {
        self.size * 1.55
    }

    fn pad(&self) -> f32 {
        PAD * self.size
    }

    /// The baseline of one line of text in a row starting at `y` of height `h`.
    fn baseline(&self, y: f32, h: f32) -> f32 {
        y + h / 2.0 + self.size * 0.36
    }
}

/// The table of one part, as it is being printed.
struct Table<'a> {
    game: u32,
    part: Part,
    columns: &'a [PlayerId],
    players: &'a [PlayerId],
    rows: usize,
}

struct Sheet<'a> {
    engine: &'a Engine,
    flow: Flow,
    c: Columns,
    heading: String,
}

impl Sheet<'_> {
    fn part_title(&self, game: u32, part: Part) -> String {
        if self.engine.rules().structure == Structure::Single {
            tr!("print-game", game = game)
        } else {
            tr!("print-game-part", game = game, part = words::part(part))
        }
    }

    /// The part's heading and the table header; `more` when the table goes on from the last page.
    fn table_head(&mut self, t: &Table, more: bool) {
        let title = self.part_title(t.game, t.part);
        let title = if more { tr!("print-continued", title = title) } else { title };
        let left = self.flow.left;
        let y = self.flow.y + 11.0;
        self.flow.page().text(left, y, 11.0, Face::Bold, BLACK, &title);
        if !more && t.part == Part::Final {
            let names: Vec<&str> = t.players.iter().map(|&p| self.engine.name(p)).collect();
            let x = left + layout::width(&title, 11.0, Face::Bold) + 10.0;
            let between = tr!("print-final-between", names = names.join(&format!(" {} ", tr!("print-and"))));
            self.flow.page().text(x, y, 8.0, Face::Regular, GREY, &between);
        }
        self.flow.y += 16.0;
        let c = &self.c;
        let (s, rh) = (c.size, c.row_height());
        let (y, h) = (self.flow.y, rh * 2.0);
        let width = self.flow.width();
        let engine = self.engine;
        let page = self.flow.pages.last_mut().expect("a page");
        page.rect(left, y, width, h, Some(HEAD), None);
        let mid = c.baseline(y, h);
        let mut x = left;
        page.fit_text(x, c.number, mid, s, Face::Bold, BLACK, Align::Center, &tr!("print-col-number"));
        x += c.number;
        let (throw, held) = (tr!("print-col-throw"), tr!("print-col-held"));
        for i in 0..c.players {
            if let Some(&p) = t.columns.get(i) {
                let face = if t.players.contains(&p) { BLACK } else { GREY };
                let name_y = c.baseline(y, rh);
                page.fit_text(
                    x + c.pad(),
                    c.player() - 2.0 * c.pad(),
                    name_y,
                    s,
                    Face::Bold,
                    face,
                    Align::Center,
                    engine.name(p),
                );
                let sub = c.baseline(y + rh, rh);
                page.text_in(x + c.pad(), c.throw, sub, s * 0.9, Face::Regular, GREY, Align::Left, &throw);
                page.text_in(x + c.throw, c.holding, sub, s * 0.9, Face::Regular, GREY, Align::Center, &held);
            }
            page.line(x, y, x, y + h, RULE, 0.5);
            x += c.player();
        }
        for (w, label) in [c.winner, c.loser, c.discs, c.stock].into_iter().zip(round_heads()) {
            page.line(x, y, x, y + h, RULE, 0.5);
            page.fit_text(x + c.pad(), w - 2.0 * c.pad(), mid, s, Face::Bold, BLACK, Align::Left, &label);
            x += w;
        }
        page.line(x, y, x, y + h, RULE, 0.5);
        let remark = tr!("print-col-remark");
        page.fit_text(x + c.pad(), c.remark - 2.0 * c.pad(), mid, s, Face::Bold, BLACK, Align::Left, &remark);
        page.line(left, y + h, left + width, y + h, BLACK, 0.8);
        self.flow.y += h;
    }

    fn new_page(&mut self) {
        self.flow.new_page();
        let (left, width, y) = (self.flow.left, self.flow.width(), self.flow.y + 7.0);
        let heading = self.heading.clone();
        self.flow.page().fit_text(left, width, y, 7.5, Face::Regular, GREY, Align::Left, &heading);
        self.flow.y += 14.0;
    }

    /// Room for `h` points on this page, or a new page (with the table header again if a table is open).
    fn room(&mut self, h: f32, table: Option<&mut Table>) {
        if self.flow.room() >= h {
            return;
        }
        self.new_page();
        if let Some(t) = table {
            self.table_head(t, true);
            t.rows = 0;
        }
    }

    fn round(&mut self, t: &mut Table, r: &RoundRecord, remarks: &[String]) {
        let c = &self.c;
        let s = c.size;
        let remark_lines: Vec<String> =
            remarks.iter().flat_map(|text| layout::wrap(text, s, Face::Regular, c.remark - 2.0 * c.pad())).collect();
        let rh = c.row_height();
        let h = rh + (remark_lines.len().max(1) - 1) as f32 * s * 1.2;
        // The round that ends a part keeps the bands that follow it (part and game lost) on its page.
        let keep = if r.part_lost() { 2.0 * self.c.size.max(7.5) * 2.0 + 24.0 } else { 0.0 };
        self.room(h + keep, Some(t));
        let c = &self.c;
        let engine = self.engine;
        let (left, width, y) = (self.flow.left, self.flow.width(), self.flow.y);
        let page = self.flow.pages.last_mut().expect("a page");
        if t.rows % 2 == 1 {
            page.rect(left, y, width, h, Some(STRIPE), None);
        }
        let base = c.baseline(y, rh);
        let mut x = left;
        page.text_in(x, c.number - c.pad(), base, s, Face::Regular, BLACK, Align::Right, &r.number.to_string());
        x += c.number;
        for i in 0..c.players {
            let p = t.columns.get(i).copied();
            page.line(x, y, x, y + h, RULE, 0.4);
            if let Some(p) = p.filter(|p| t.players.contains(p)) {
                if p == r.loser {
                    page.rect(x, y, c.throw, h, Some(LOSER), None);
                }
                page.rect(x + c.throw, y, c.holding, h, Some(HOLDING_TINT), None);
                if let Some(e) = r.entries.iter().find(|e| e.player == p) {
                    let face = if p == r.winner { Face::Bold } else { Face::Regular };
                    let text = throw_text(e.act, c.compact);
                    page.fit_text(x + c.pad(), c.throw - 2.0 * c.pad(), base, s, face, BLACK, Align::Left, &text);
                }
                let held = r.holding(p);
                let (face, color) = if held > 0 { (Face::Bold, BLACK) } else { (Face::Regular, GREY) };
                page.text_in(x + c.throw, c.holding, base, s, face, color, Align::Center, &held.to_string());
            }
            x += c.player();
        }
        let cells = [
            (c.winner, layout::clean(engine.name(r.winner))),
            (c.loser, layout::clean(engine.name(r.loser))),
            (c.discs, discs_text(r)),
        ];
        for (i, (w, text)) in cells.iter().enumerate() {
            page.line(x, y, x, y + h, RULE, 0.4);
            let face = if i == 1 { Face::Bold } else { Face::Regular };
            page.fit_text(x + c.pad(), w - 2.0 * c.pad(), base, s, face, BLACK, Align::Left, text);
            x += w;
        }
        page.line(x, y, x, y + h, RULE, 0.4);
        page.text_in(x, c.stock - c.pad(), base, s, Face::Regular, BLACK, Align::Right, &r.stock.to_string());
        x += c.stock;
        page.line(x, y, x, y + h, RULE, 0.4);
        for (i, line) in remark_lines.iter().enumerate() {
            page.text(x + c.pad(), base + i as f32 * s * 1.2, s, Face::Regular, BLACK, line);
        }
        self.flow.y += h;
        t.rows += 1;
    }

    /// A band across the table: a lost part or game.
    fn band(&mut self, text: &str, size: f32, fill: Rgb) {
        let h = size * 2.0;
        self.room(h, None);
        let (left, width, y) = (self.flow.left, self.flow.width(), self.flow.y);
        let page = self.flow.page();
        page.rect(left, y, width, h, Some(fill), Some((RULE, 0.5)));
        page.fit_text(left + 6.0, width - 12.0, y + h / 2.0 + size * 0.36, size, Face::Bold, BLACK, Align::Left, text);
        self.flow.y += h;
    }

    fn info(&mut self, text: &str, table: Option<&mut Table>) {
        let s = self.c.size.max(7.0);
        let lines = layout::wrap(text, s, Face::Regular, self.flow.width() - 12.0);
        let h = lines.len() as f32 * s * 1.3 + s * 0.5;
        self.room(h, table);
        let (left, y) = (self.flow.left, self.flow.y);
        for (i, line) in lines.iter().enumerate() {
            self.flow.page().text(left + 6.0, y + s * 1.1 + i as f32 * s * 1.3, s, Face::Regular, GREY, line);
        }
        self.flow.y += h;
    }
}

impl Pages for Sheet<'_> {
    fn flow(&mut self) -> &mut Flow {
        &mut self.flow
    }

    fn room_for(&mut self, h: f32) {
        self.room(h, None);
    }

    fn next_page(&mut self) {
        self.new_page();
    }

    fn note(&mut self, text: &str) {
        self.info(text, None);
    }
}

/// Writes the header block of the first page: title, date, place, rules, players, legend.
fn header(flow: &mut Flow, session: &Session, game: Option<u32>, compact: bool) {
    let h = session.header();
    let engine = session.engine();
    let (left, width) = (flow.left, flow.width());
    let y = flow.y + 16.0;
    flow.page().fit_text(left, width, y, 17.0, Face::Bold, BLACK, Align::Left, &title(session));
    flow.y += 24.0;
    let mut line = sheet_name(game);
    if let Some(started) = &h.started {
        line += &format!(" · {}", layout::date(started));
    }
    if let Some(place) = &h.place {
        line += &format!(" · {place}");
    }
    let y = flow.y + 10.0;
    flow.page().fit_text(left, width, y, 10.5, Face::Regular, BLACK, Align::Left, &line);
    flow.y += 17.0;

    let mut lines: Vec<(String, String)> = Vec::new();
    lines.push((tr!("print-label-rules"), format!("{} — {}", h.rules.preset.id(), words::preset(h.rules.preset))));
    let differences = h.rules.differences();
    if !differences.is_empty() {
        let list: Vec<String> = differences
            .iter()
            .map(|&(k, was, now)| {
                tr!("print-differs", knob = words::knob(k), now = words::value(k, now), was = words::value(k, was))
            })
            .collect();
        lines.push((tr!("print-label-differs"), list.join("; ")));
    }
    let seated: Vec<String> = h.players.iter().enumerate().map(|(i, n)| format!("{}. {n}", i + 1)).collect();
    lines.push((tr!("print-label-players"), tr!("print-seating", players = seated.join(", "))));
    let later: Vec<&str> = engine.names().iter().filter(|n| !h.players.contains(n)).map(String::as_str).collect();
    if !later.is_empty() {
        lines.push((tr!("print-label-later"), later.join(", ")));
    }
    let label_w = 70.0;
    for (label, text) in lines {
        let wrapped = layout::wrap(&layout::clean(&text), 8.5, Face::Regular, width - label_w);
        for (i, l) in wrapped.iter().enumerate() {
            let y = flow.y + 9.0 + i as f32 * 11.0;
            if i == 0 {
                flow.page().text(left, y, 8.5, Face::Bold, BLACK, &format!("{label}:"));
            }
            flow.page().text(left + label_w, y, 8.5, Face::Regular, BLACK, l);
        }
        flow.y += wrapped.len() as f32 * 11.0 + 1.0;
    }
    let mut legend = tr!("print-legend");
    if compact {
        legend = format!("{legend} {}", tr!("print-legend-hand"));
    }
    for l in layout::wrap(&legend, 7.5, Face::Regular, width) {
        let y = flow.y + 9.0;
        flow.page().text(left, y, 7.5, Face::Regular, GREY, &l);
        flow.y += 9.5;
    }
    flow.y += 8.0;
}

/// The round sheet of a session, or of one game (`game`), as PDF.
pub fn round_sheet(session: &Session, game: Option<u32>) -> Result<Vec<u8>, PrintError> {
    Ok(layout::render(&pages(session, game)?, &tr!("print-sheet-document", title = title(session))))
}

/// `Wertungsbogen`, or `Wertungsbogen Spiel 3` for one game.
fn sheet_name(game: Option<u32>) -> String {
    match game {
        Some(n) => tr!("print-sheet-game", game = n),
        None => tr!("print-sheet"),
    }
}

/// The pages of the round sheet, laid out (what [`round_sheet`] writes).
pub fn pages(session: &Session, game: Option<u32>) -> Result<Vec<Page>, PrintError> {
    let engine = session.engine();
    if let Some(n) = game
        && !engine.games().any(|g| g.number == n)
    {
        return Err(PrintError::UnknownGame { game: n, games: engine.games().count() as u32 });
    }
    let (all, points_at_start) = items(session);
    let shown = |item: &Item| match item {
        Item::Round { index, .. } => game.is_none_or(|n| engine.rounds()[*index].game == n),
        other => game.is_none_or(|n| other.game() == n),
    };
    let items: Vec<&Item> = all.iter().filter(|i| shown(i)).collect();
    let rounds: Vec<&RoundRecord> = items
        .iter()
        .filter_map(|i| match i {
            Item::Round { index, .. } => Some(&engine.rounds()[*index]),
            _ => None,
        })
        .collect();
    let players = items
        .iter()
        .filter_map(|i| match i {
            Item::Part { columns, .. } => Some(columns.len()),
            _ => None,
        })
        .max()
        .unwrap_or(session.header().players.len());
    let mut flow = Flow::new(layout::A4_LANDSCAPE, MARGIN, FOOTER);
    let remarks: Vec<&String> = items
        .iter()
        .flat_map(|i| match i {
            Item::Round { remarks, .. } => remarks.iter().collect(),
            _ => Vec::new(),
        })
        .collect();
    let c = Columns::measure(engine, &rounds, &remarks, players, flow.width());
    header(&mut flow, session, game, c.compact);
    let date = session.header().started.as_deref().map(layout::date).unwrap_or_default();
    let heading = format!("{} · {} · {date}", title(session), sheet_name(game));
    let mut sheet = Sheet { engine, flow, c, heading: heading.clone() };
    let mut table: Option<Table> = None;
    for item in items {
        match item {
            Item::Info { text, .. } => sheet.info(text, table.as_mut()),
            Item::Part { game, part, columns, players } => {
                let t = Table { game: *game, part: *part, columns, players, rows: 0 };
                // The heading, the table header and at least two rows stay together.
                let need = 16.0 + sheet.c.row_height() * 4.0 + 8.0;
                sheet.flow.y += 8.0;
                sheet.room(need, None);
                sheet.table_head(&t, false);
                table = Some(t);
            }
            Item::Round { index, remarks } => {
                let r = &engine.rounds()[*index];
                match table.as_mut() {
                    Some(t) => sheet.round(t, r, remarks),
                    None => unreachable!("a round comes after its part's heading"),
                }
            }
            Item::PartLost { part, by, text, .. } => {
                // A final's or a single half's loss is told by the game's band, unless dropped dice decided it.
                let single = engine.rules().structure == Structure::Single;
                if !single && *part != Part::Final || *by == LostBy::DroppedDice {
                    sheet.band(text, sheet.c.size.max(7.5), STRIPE);
                }
            }
            Item::GameLost { text, .. } => {
                sheet.band(text, 10.0, LOST);
                table = None;
                sheet.flow.y += 4.0;
            }
        }
    }
    summary(&mut sheet, session, game, &points_at_start);
    let rules = session.header().rules.preset.id();
    let footer = format!("{heading} · {} · schocken", tr!("print-rules", preset = rules));
    let mut pages = sheet.flow.pages;
    layout::footers(&mut pages, &footer, MARGIN);
    Ok(pages)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compact_throws_are_short() {
        let t = schocken_core::rules::throw::Throw::new(
            schocken_core::rules::throw::Dice::new([6, 5, 4]).unwrap(),
            schocken_core::rules::throw::Count::new(2).unwrap(),
            true,
        )
        .unwrap();
        assert_eq!(throw_text(Act::Throw(t), true), "6-5-4 ² H");
        assert_eq!(throw_text(Act::Throw(t), false), "6-5-4 ² aus der Hand");
        schocken_core::i18n::scoped(schocken_core::i18n::Lang::En, || {
            assert_eq!(throw_text(Act::Throw(t), false), "6-5-4 ² from the hand");
            assert_eq!(throw_text(Act::Take, true), "takes");
        });
    }
}
