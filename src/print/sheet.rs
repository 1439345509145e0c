//! The round sheet (Wertungsbogen) of a session or of one game: every round as a table row —
//! each player's throw, winner, loser, the discs that moved and from where, every holding and the
//! stock after the round — with lost parts, Durchmarsch and lost games between the rows, and at
//! the end the games, the tally marks and (where the rules score them) the points.
//!
//! A4 landscape; the font size follows the number of players so that up to twelve fit across.
//! Long evenings flow over pages, each part's table header repeated on every page it spans.

use super::PrintError;
use super::layout::{self, Align, BLACK, Face, Flow, GREY, HEAD, LOSER, LOST, Page, RULE, Rgb, STRIPE, TallyStyle};
use crate::report::words;
use crate::rules::knobs::{Handschock, Structure};
use crate::rules::round::Act;
use crate::rules::round::PlayerId;
use crate::session::event::Event;
use crate::session::log::Session;
use crate::session::state::{Engine, GameRecord, LostBy, MarkReason, Part, RoundRecord, Source};

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
    PartLost {
        game: u32,
        part: Part,
        loser: PlayerId,
        by: LostBy,
    },
    GameLost {
        record: GameRecord,
    },
}

impl Item {
    fn game(&self) -> u32 {
        match self {
            Item::Info { game, .. } | Item::Part { game, .. } | Item::PartLost { game, .. } => *game,
            Item::Round { .. } => 0,
            Item::GameLost { record } => record.number,
        }
    }
}

/// The session's story for the sheet: replays the events once more, noting after each what it brought.
fn items(session: &Session) -> (Vec<Item>, Vec<Vec<i32>>) {
    let h = session.header();
    let mut engine = Engine::new(h.rules.rules().clone(), &h.players).expect("the session was accepted");
    let mut items = Vec::new();
    let (mut rounds, mut parts, mut marks, mut games) = (0, 0, 0, 0);
    let mut heading: Option<(u32, Part)> = None;
    let mut columns: Vec<PlayerId> = Vec::new();
    let mut carried: Vec<String> = Vec::new();
    // Every player's points when each game began (index 0: game 1).
    let mut points_at_start = vec![vec![0; h.players.len()]];
    for event in session.events() {
        let game_before = engine.game();
        let part_players = engine.part_players().to_vec();
        let seating = engine.seating().to_vec();
        engine.apply(event).expect("the session was accepted");
        let name = |p| engine.name(p).to_string();
        match event {
            Event::Note(text) => items.push(Item::Info { game: game_before, text: format!("Notiz: {text}") }),
            Event::Seats(list) => {
                items.push(Item::Info { game: game_before, text: format!("Neue Sitzordnung: {}", list.join(", ")) })
            }
            Event::Starter(who) => items.push(Item::Info { game: game_before, text: format!("{who} beginnt.") }),
            Event::Round(_) | Event::RollOff(_) | Event::Penalty { .. } => {}
        }
        for m in engine.marks()[marks..].iter().filter(|m| m.reason != MarkReason::GameLost) {
            let text = format!("Strich für {}: {}", name(m.player), words::mark_reason(m.reason));
            match event {
                Event::Round(_) | Event::RollOff(_) => carried.push(text),
                _ => items.push(Item::Info { game: m.game, text }),
            }
        }
        for (index, r) in engine.rounds().iter().enumerate().skip(rounds) {
            if heading != Some((r.game, r.part)) {
                if heading.map(|(g, _)| g) != Some(r.game) {
                    columns = seating.clone();
                }
                heading = Some((r.game, r.part));
                items.push(Item::Part {
                    game: r.game,
                    part: r.part,
                    columns: columns.clone(),
                    players: part_players.clone(),
                });
            }
            let mut remarks = remarks(&engine, r);
            remarks.append(&mut carried);
            items.push(Item::Round { index, remarks });
        }
        for p in &engine.parts()[parts..] {
            if heading != Some((p.game, p.part)) {
                if heading.map(|(g, _)| g) != Some(p.game) {
                    columns = seating.clone();
                }
                heading = Some((p.game, p.part));
                items.push(Item::Part {
                    game: p.game,
                    part: p.part,
                    columns: columns.clone(),
                    players: part_players.clone(),
                });
            }
            items.push(Item::PartLost { game: p.game, part: p.part, loser: p.loser, by: p.by });
        }
        for g in &engine.finished_games()[games..] {
            items.push(Item::GameLost { record: g.clone() });
            points_at_start.push((0..engine.names().len()).map(|p| engine.points(p)).collect());
        }
        (rounds, parts, marks, games) =
            (engine.rounds().len(), engine.parts().len(), engine.marks().len(), engine.finished_games().len());
    }
    (items, points_at_start)
}

/// What else happened in a round, in words: roll-offs, throws over the limit, a take, a Schock-Out.
fn remarks(engine: &Engine, r: &RoundRecord) -> Vec<String> {
    let name = |p| engine.name(p);
    let mut out = Vec::new();
    if r.source == Source::All {
        out.push(format!("Schock-Out von {}", name(r.winner)));
    }
    for &v in &r.violations {
        out.push(format!("{} hat öfter geworfen als vorgelegt ({}×)", name(v), r.limit.get()));
    }
    if matches!(r.entries.last().map(|e| e.act), Some(Act::Take)) {
        out.push(format!("{} nimmt freiwillig", name(r.loser)));
    }
    for sums in &r.roll_offs {
        let list: Vec<String> = sums.iter().map(|&(p, s)| format!("{} {s}", name(p))).collect();
        out.push(format!("Äugeln: {}", list.join(", ")));
    }
    if engine.rules().handschock == Handschock::Points {
        for e in &r.entries {
            if let Act::Throw(t) = e.act
                && t.hand()
                && t.category(engine.rules()).is_schock()
            {
                out.push(format!("Handschock {} +3 Punkte", name(e.player)));
            }
        }
    }
    out
}

/// How a throw is written in a cell.
fn throw_text(act: Act, compact: bool) -> String {
    match act {
        Act::Take => "nimmt".into(),
        Act::Throw(t) if compact => {
            let count = ["¹", "²", "³"][usize::from(t.count().get() - 1)];
            let hand = if t.hand() && t.count().get() > 1 { " H" } else { "" };
            format!("{} {count}{hand}", t.dice())
        }
        Act::Throw(t) => words::throw(t),
    }
}

/// `3 aus dem Stock`, `2 vom Gewinner`, `1 abgelegt`, `alle (10)`.
fn discs_text(r: &RoundRecord) -> String {
    let n = r.discs;
    match r.source {
        Source::Stock => format!("{n} aus dem Stock"),
        Source::Winner => format!("{n} vom Gewinner"),
        Source::Discard => format!("{n} abgelegt"),
        Source::All => format!("alle ({n})"),
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
        let fixed = |compact: bool, remark: f32| {
            // Winners' throws are bold: measure every throw bold.
            let throw = widest(
                &mut rounds.iter().flat_map(|r| r.entries.iter().map(move |e| throw_text(e.act, compact))),
                Face::Bold,
                "Wurf",
                20.0,
            );
            let names = |f: fn(&RoundRecord) -> PlayerId, face, header| {
                widest(&mut rounds.iter().map(|r| layout::clean(engine.name(f(r)))), face, header, 9.0)
            };
            Columns {
                size: 1.0,
                compact,
                number: em("99", Face::Regular).max(em("Nr.", Face::Bold)),
                throw,
                holding: em("15", Face::Bold).max(em("D", Face::Bold)),
                winner: names(|r| r.winner, Face::Regular, "Gewinner"),
                loser: names(|r| r.loser, Face::Bold, "Verlierer"),
                discs: widest(&mut rounds.iter().map(|r| discs_text(r)), Face::Regular, "Deckel", 12.0),
                stock: em("Stock", Face::Bold),
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
            format!("Spiel {game}")
        } else {
            format!("Spiel {game} — {}", words::part(part))
        }
    }

    /// The part's heading and the table header; `more` when the table goes on from the last page.
    fn table_head(&mut self, t: &Table, more: bool) {
        let title = self.part_title(t.game, t.part);
        let title = if more { format!("{title} (Fortsetzung)") } else { title };
        let left = self.flow.left;
        let y = self.flow.y + 11.0;
        self.flow.page().text(left, y, 11.0, Face::Bold, BLACK, &title);
        if !more && t.part == Part::Final {
            let names: Vec<&str> = t.players.iter().map(|&p| self.engine.name(p)).collect();
            let x = left + layout::width(&title, 11.0, Face::Bold) + 10.0;
            self.flow.page().text(x, y, 8.0, Face::Regular, GREY, &format!("zwischen {}", names.join(" und ")));
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
        page.fit_text(x, c.number, mid, s, Face::Bold, BLACK, Align::Center, "Nr.");
        x += c.number;
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
                page.text_in(x + c.pad(), c.throw, sub, s * 0.9, Face::Regular, GREY, Align::Left, "Wurf");
                page.text_in(x + c.throw, c.holding, sub, s * 0.9, Face::Regular, GREY, Align::Center, "D");
            }
            page.line(x, y, x, y + h, RULE, 0.5);
            x += c.player();
        }
        for (w, label) in [(c.winner, "Gewinner"), (c.loser, "Verlierer"), (c.discs, "Deckel"), (c.stock, "Stock")] {
            page.line(x, y, x, y + h, RULE, 0.5);
            page.fit_text(x + c.pad(), w - 2.0 * c.pad(), mid, s, Face::Bold, BLACK, Align::Left, label);
            x += w;
        }
        page.line(x, y, x, y + h, RULE, 0.5);
        page.fit_text(x + c.pad(), c.remark - 2.0 * c.pad(), mid, s, Face::Bold, BLACK, Align::Left, "Bemerkung");
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
        let keep = if r.part_lost { 2.0 * self.c.size.max(7.5) * 2.0 + 24.0 } else { 0.0 };
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

/// Writes the header block of the first page: title, date, place, rules, players, legend.
fn header(flow: &mut Flow, session: &Session, game: Option<u32>, compact: bool) {
    let h = session.header();
    let engine = session.engine();
    let (left, width) = (flow.left, flow.width());
    let title = h.title.clone().unwrap_or_else(|| "Schockabend".into());
    let y = flow.y + 16.0;
    flow.page().fit_text(left, width, y, 17.0, Face::Bold, BLACK, Align::Left, &title);
    flow.y += 24.0;
    let mut line = match game {
        Some(n) => format!("Wertungsbogen Spiel {n}"),
        None => "Wertungsbogen".to_string(),
    };
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
    lines
        .push(("Regeln".into(), format!("{} — {}", h.rules.preset.id(), crate::report::words::preset(h.rules.preset))));
    let differences = h.rules.differences();
    if !differences.is_empty() {
        let list: Vec<String> = differences
            .iter()
            .map(|&(k, was, now)| {
                format!("{} — hier: {} (Regelwerk: {})", words::knob(k), words::value(k, now), words::value(k, was))
            })
            .collect();
        lines.push(("Abweichend".into(), list.join("; ")));
    }
    let seated: Vec<String> = h.players.iter().enumerate().map(|(i, n)| format!("{}. {n}", i + 1)).collect();
    lines.push(("Spieler".into(), format!("{} (Sitzordnung)", seated.join(", "))));
    let later: Vec<&str> = engine.names().iter().filter(|n| !h.players.contains(n)).map(String::as_str).collect();
    if !later.is_empty() {
        lines.push(("Später dazu".into(), later.join(", ")));
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
    let mut legend =
        "Wurf: Würfel, hochgestellt die Zahl der Würfe; fett der Gewinner der Runde, rot hinterlegt der Verlierer. \
                      D: Deckel nach der Runde. Stock: Deckel, die danach noch im Stock liegen."
            .to_string();
    if compact {
        legend += " H: aus der Hand (mit mehreren Würfen).";
    }
    for l in layout::wrap(&legend, 7.5, Face::Regular, width) {
        let y = flow.y + 9.0;
        flow.page().text(left, y, 7.5, Face::Regular, GREY, &l);
        flow.y += 9.5;
    }
    flow.y += 8.0;
}

/// The end: the games, then every player's tally marks (drawn and counted), games lost and points.
fn summary(sheet: &mut Sheet, session: &Session, game: Option<u32>, points_at_start: &[Vec<i32>]) {
    let engine = session.engine();
    let single = engine.rules().structure == Structure::Single;
    let games: Vec<&GameRecord> = engine.games().filter(|g| game.is_none_or(|n| g.number == n)).collect();
    let name = |p: Option<PlayerId>| p.map_or(String::new(), |p| layout::clean(engine.name(p)));
    let (size, rh) = (8.5, 14.0);
    let width = sheet.flow.width();

    // Tally marks and points.
    let players: Vec<PlayerId> = (0..engine.names().len())
        .filter(|&p| {
            game.is_none_or(|n| {
                engine.rounds().iter().any(|r| r.game == n && r.entries.iter().any(|e| e.player == p))
                    || engine.marks().iter().any(|m| m.game == n && m.player == p)
            })
        })
        .collect();
    let marks_of = |p: PlayerId| {
        engine.marks().iter().filter(move |m| m.player == p && game.is_none_or(|n| m.game == n)).collect::<Vec<_>>()
    };
    let points = |p: PlayerId| -> i32 {
        match game {
            None => engine.points(p),
            Some(n) => {
                let at = |i: usize| points_at_start.get(i).and_then(|v: &Vec<i32>| v.get(p).copied());
                let start = at(n as usize - 1).unwrap_or(0);
                at(n as usize).unwrap_or(engine.points(p)) - start
            }
        }
    };
    let scores = engine.scores_points();
    let style = TallyStyle { height: 11.0, color: BLACK, stroke: 1.1 };
    let most = players.iter().map(|&p| marks_of(p).len() as u32).max().unwrap_or(0);
    let tally_w = style.width(most.min(40)).max(70.0) + 8.0;
    let name_w = 120.0;
    let count_w = 50.0;
    let lost_w = 80.0;
    let points_w = if scores { 55.0 } else { 0.0 };
    let reasons_w = width - name_w - tally_w - count_w - lost_w - points_w;
    let per_line = ((tally_w - 8.0 + style.gap()) / (style.group_width() + style.gap())).floor().max(1.0) as u32;
    let row_height = |count: u32| {
        let lines = count.div_ceil(5).div_ceil(per_line).max(1);
        (lines as f32 * style.height * 1.35 + 6.0).max(rh + 4.0)
    };
    let total: f32 = 32.0 + rh + players.iter().map(|&p| row_height(marks_of(p).len() as u32)).sum::<f32>();

    // Games.
    let title = match game {
        Some(n) => format!("Ergebnis Spiel {n}"),
        None => "Endstand".to_string(),
    };
    // The games table and the tally table stay on one page where they fit on one.
    let capacity = sheet.flow.bottom - sheet.flow.top - 14.0;
    let games_h = 32.0 + rh * (games.len().max(1) as f32 + 1.0);
    let tallies_h = total;
    if games_h + tallies_h <= capacity {
        sheet.room(games_h + tallies_h, None);
    } else {
        sheet.room(games_h.min(32.0 + rh * 7.0), None);
    }
    sheet.flow.y += 10.0;
    let (left, y) = (sheet.flow.left, sheet.flow.y + 13.0);
    sheet.flow.page().text(left, y, 13.0, Face::Bold, BLACK, &title);
    sheet.flow.y += 22.0;
    let rounds_of = |n: u32| engine.rounds().iter().filter(|r| r.game == n).count();
    let headers: Vec<&str> = if single {
        vec!["Spiel", "Runden", "Verlierer"]
    } else {
        vec!["Spiel", "Runden", "Hälfte 1", "Hälfte 2", "Finale", "Verlierer"]
    };
    let widths: Vec<f32> = if single { vec![50.0, 50.0, 140.0] } else { vec![50.0, 50.0, 110.0, 110.0, 110.0, 160.0] };
    let row = |sheet: &mut Sheet, cells: &[String], bold_last: bool, fill: Option<Rgb>| {
        sheet.room(rh, None);
        let (x0, y) = (sheet.flow.left, sheet.flow.y);
        let page = sheet.flow.page();
        let total: f32 = widths.iter().sum();
        if let Some(f) = fill {
            page.rect(x0, y, total, rh, Some(f), None);
        }
        page.line(x0, y + rh, x0 + total, y + rh, RULE, 0.4);
        let mut x = x0;
        for (i, (w, text)) in widths.iter().zip(cells).enumerate() {
            let face = if fill == Some(HEAD) || bold_last && i == cells.len() - 1 { Face::Bold } else { Face::Regular };
            let align = if i < 2 { Align::Right } else { Align::Left };
            let (bx, bw) = if i < 2 { (x, w - 12.0) } else { (x + 4.0, w - 8.0) };
            page.fit_text(bx, bw, y + rh / 2.0 + size * 0.36, size, face, BLACK, align, text);
            x += w;
        }
        sheet.flow.y += rh;
    };
    row(sheet, &headers.iter().map(|s| s.to_string()).collect::<Vec<_>>(), false, Some(HEAD));
    if games.is_empty() {
        let mut cells = vec![String::new(); headers.len()];
        cells[2] = "noch kein Spiel begonnen".into();
        row(sheet, &cells, false, None);
    }
    for g in &games {
        let loser = match g.loser {
            Some(p) if g.durchmarsch() => format!("{} (Durchmarsch)", name(Some(p))),
            Some(p) => name(Some(p)),
            None => "läuft noch".into(),
        };
        let mut cells = vec![g.number.to_string(), rounds_of(g.number).to_string()];
        if !single {
            let final_ = if g.durchmarsch() { "—".to_string() } else { name(g.final_) };
            cells.extend([name(g.half1), name(g.half2), final_]);
        }
        cells.push(loser);
        row(sheet, &cells, true, None);
    }

    sheet.room(if total <= capacity { total } else { 40.0 + rh * 2.0 }, None);
    sheet.flow.y += 14.0;
    let (left, y) = (sheet.flow.left, sheet.flow.y + 11.0);
    let marks_title = if game.is_some() { "Striche in diesem Spiel" } else { "Striche (auf dem Bierdeckel)" };
    sheet.flow.page().text(left, y, 11.0, Face::Bold, BLACK, marks_title);
    sheet.flow.y += 18.0;
    let mut head = vec![(name_w, "Spieler"), (tally_w, "Striche"), (count_w, "Zahl"), (lost_w, "Spiele verl.")];
    if scores {
        head.push((points_w, "Punkte"));
    }
    head.push((reasons_w, "wofür"));
    let draw_head = |sheet: &mut Sheet| {
        let (x0, y) = (sheet.flow.left, sheet.flow.y);
        let page = sheet.flow.page();
        page.rect(x0, y, width, rh, Some(HEAD), None);
        let mut x = x0;
        for (w, label) in &head {
            let align = if ["Zahl", "Spiele verl.", "Punkte"].contains(label) { Align::Right } else { Align::Left };
            page.fit_text(x + 4.0, w - 8.0, y + rh / 2.0 + size * 0.36, size, Face::Bold, BLACK, align, label);
            x += w;
        }
        sheet.flow.y += rh;
    };
    draw_head(sheet);
    for &p in &players {
        let marks = marks_of(p);
        let count = marks.len() as u32;
        let h = row_height(count);
        if sheet.flow.room() < h {
            sheet.new_page();
            draw_head(sheet);
        }
        let (x0, y) = (sheet.flow.left, sheet.flow.y);
        let base = y + (rh + 4.0) / 2.0 + size * 0.36;
        let lost: Vec<String> =
            marks.iter().filter(|m| m.reason == MarkReason::GameLost).map(|m| m.game.to_string()).collect();
        let mut reasons: Vec<String> = Vec::new();
        for &reason in MarkReason::ALL {
            let mut games: Vec<u32> = marks.iter().filter(|m| m.reason == reason).map(|m| m.game).collect();
            let n = games.len();
            if n == 0 {
                continue;
            }
            games.dedup();
            let what = words::mark_reason(reason);
            let list = games.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
            reasons.push(match (game, games.len()) {
                (Some(_), _) => format!("{n}× {what}"),
                (None, 1) => format!("{n}× {what} (Spiel {list})"),
                (None, _) => format!("{n}× {what} (Spiele {list})"),
            });
        }
        let page = sheet.flow.page();
        page.line(x0, y + h, x0 + width, y + h, RULE, 0.4);
        let mut x = x0;
        page.fit_text(x + 4.0, name_w - 8.0, base, 9.0, Face::Bold, BLACK, Align::Left, engine.name(p));
        x += name_w;
        layout::tally(page, x + 4.0, y + 3.0 + (rh + 4.0 - 6.0 - style.height) / 2.0, count, per_line, style);
        x += tally_w;
        page.text_in(x, count_w - 4.0, base, size, Face::Bold, BLACK, Align::Right, &count.to_string());
        x += count_w;
        page.text_in(x, lost_w - 4.0, base, size, Face::Regular, BLACK, Align::Right, &lost.len().to_string());
        x += lost_w;
        if scores {
            page.text_in(x, points_w - 4.0, base, size, Face::Bold, BLACK, Align::Right, &points(p).to_string());
            x += points_w;
        }
        page.fit_text(x + 8.0, reasons_w - 12.0, base, size, Face::Regular, BLACK, Align::Left, &reasons.join(", "));
        sheet.flow.y += h;
    }
    if scores && game.is_some() {
        sheet.info("Punkte: in diesem Spiel erzielt.", None);
    }
}

/// The round sheet of a session, or of one game (`game`), as PDF.
pub fn round_sheet(session: &Session, game: Option<u32>) -> Result<Vec<u8>, PrintError> {
    let title = session.header().title.clone().unwrap_or_else(|| "Schockabend".into());
    Ok(layout::render(&pages(session, game)?, &format!("Wertungsbogen — {title}")))
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
    let title = session.header().title.clone().unwrap_or_else(|| "Schockabend".into());
    let date = session.header().started.as_deref().map(layout::date).unwrap_or_default();
    let heading = match game {
        Some(n) => format!("{title} · Wertungsbogen Spiel {n} · {date}"),
        None => format!("{title} · Wertungsbogen · {date}"),
    };
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
            Item::PartLost { part, loser, by, .. } => {
                let single = engine.rules().structure == Structure::Single;
                if !single && *part != Part::Final || *by == LostBy::DroppedDice {
                    let why = match by {
                        LostBy::DroppedDice => " (zum zweiten Mal Würfel fallen gelassen)",
                        LostBy::Round(_) => "",
                    };
                    let text = format!("{} verloren: {}{why}", words::part(*part), engine.name(*loser));
                    sheet.band(&text, sheet.c.size.max(7.5), STRIPE);
                }
            }
            Item::GameLost { record } => {
                let loser = record.loser.map_or("", |p| engine.name(p));
                let how = if record.durchmarsch() {
                    " — Durchmarsch (beide Hälften verloren)".to_string()
                } else if record.final_.is_some() {
                    format!(
                        " im Finale (Hälfte 1: {}, Hälfte 2: {})",
                        record.half1.map_or("", |p| engine.name(p)),
                        record.half2.map_or("", |p| engine.name(p))
                    )
                } else {
                    String::new()
                };
                let text = format!("Spiel {} verloren: {loser}{how}", record.number);
                sheet.band(&text, 10.0, LOST);
                table = None;
                sheet.flow.y += 4.0;
            }
        }
    }
    summary(&mut sheet, session, game, &points_at_start);
    let rules = session.header().rules.preset.id();
    let footer = format!("{heading} · Regeln: {rules} · schocken");
    let mut pages = sheet.flow.pages;
    layout::footers(&mut pages, &footer, MARGIN);
    Ok(pages)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compact_throws_are_short() {
        let t = crate::rules::throw::Throw::new(
            crate::rules::throw::Dice::new([6, 5, 4]).unwrap(),
            crate::rules::throw::Count::new(2).unwrap(),
            true,
        )
        .unwrap();
        assert_eq!(throw_text(Act::Throw(t), true), "6-5-4 ² H");
        assert_eq!(throw_text(Act::Throw(t), false), "6-5-4 ² aus der Hand");
    }
}
