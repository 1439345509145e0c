//! The blank round sheet: for playing on paper with N players (2–12) and a rule set — lines for
//! the date, the place and the players, the rule set's throw table (categories in order with
//! their disc values, as its knobs make them) and its rules in brief, then an empty grid for each
//! part of a game and a box for the results.

use super::common::{BLANK_PLAYERS, PrintError, round_heads};
use super::layout::{self, Align, BLACK, Face, Flow, GREY, HEAD, Page, RULE, STRIPE};
use schocken_core::report::words;
use schocken_core::rules::halves_final_game;
use schocken_core::rules::knobs::{
    DroppedDice, EmptyStock, EqualSchockOuts, EqualThrows, FreePlayers, GeneralValue, HandOnly, Handschock,
    HouseNumbers, Knob, LustwurfPenalty, Points, Rules, SchockShape, Streets, Structure,
};
use schocken_core::rules::preset::RuleSet;
use schocken_core::rules::throw::Category;
use schocken_core::session::state::Part;
use schocken_core::tr;

const MARGIN: f32 = 10.0 * layout::MM;
const FOOTER: f32 = 14.0;
const ROW: f32 = 17.0;

/// One line of the throw table: name, dice, discs, and how the throws inside it rank.
pub struct ThrowRow {
    pub name: String,
    pub dice: String,
    pub discs: String,
    pub order: String,
}

/// What a player loses with the last disc, for the select expressions of `print.ftl`: `game`
/// with a single half, else `half`.
fn lost_part(rules: &Rules) -> &'static str {
    if rules.structure == Structure::Single { "game" } else { "half" }
}

/// The throw table of a rule set, best first (RULES.md section 2 as the knobs make it).
pub fn throw_table(rules: &Rules) -> Vec<ThrowRow> {
    let row =
        |name: String, dice: &str, discs: String, order: String| ThrowRow { name, dice: dice.into(), discs, order };
    let schock_out_order = tr!("print-throw-schock-out-order", part = lost_part(rules));
    let mut rows = vec![row(tr!("print-throw-schock-out"), "1-1-1", tr!("print-throw-all-discs"), schock_out_order)];
    // Jule, Siebener and Achter by their discs, Jule first at equal discs (RULES.md 2).
    let mut specials: Vec<(u8, bool, ThrowRow)> = Vec::new();
    if rules.jule {
        specials.push((7, true, row(words::category(Category::Jule, rules), "1-2-4", "7".into(), String::new())));
    }
    for (category, dice, discs) in
        [(Category::Siebener, "1-2-2", rules.siebener.discs()), (Category::Achter, "1-3-3", rules.achter.discs())]
    {
        // Under `one-plus-pair` these dice are a Schock, which the knobs leave alone.
        if let (Some(discs), SchockShape::TwoOnes) = (discs, rules.schock_shape) {
            specials.push((
                discs,
                false,
                row(words::category(category, rules), dice, discs.to_string(), String::new()),
            ));
        }
    }
    specials.sort_by_key(|&(discs, jule, _)| std::cmp::Reverse((discs, jule)));
    rows.extend(specials.into_iter().map(|(.., row)| row));
    let schock = |x: u8| {
        let dice = match rules.schock_shape {
            SchockShape::TwoOnes => format!("1-1-{x}"),
            SchockShape::OnePlusPair => format!("1-{x}-{x}"),
        };
        row(words::category(Category::Schock(x), rules), &dice, x.to_string(), String::new())
    };
    let lowest = if rules.schock_two_below_general { 3 } else { 2 };
    for x in (lowest..=6).rev() {
        rows.push(schock(x));
    }
    let (general_discs, general_order) = match rules.general_value {
        GeneralValue::Three => ("3".to_string(), tr!("print-general-three")),
        GeneralValue::Pips => (tr!("print-general-pips"), tr!("print-general-pips-order")),
    };
    rows.push(row(tr!("print-throw-general"), "6-6-6 … 2-2-2", general_discs, general_order));
    if rules.schock_two_below_general {
        let mut two = schock(2);
        two.order = tr!("print-schock-two-order");
        rows.push(two);
    }
    let (streets, order) = match rules.streets {
        Streets::Ascending => ("4-5-6, 3-4-5, 2-3-4, 1-2-3", tr!("print-streets-ascending")),
        Streets::Equal => ("4-5-6, 3-4-5, 2-3-4, 1-2-3", tr!("print-streets-equal")),
        Streets::SmallAndLarge => ("4-5-6, 1-2-3", tr!("print-streets-small-and-large")),
    };
    rows.push(row(tr!("print-throw-street"), streets, "2".into(), order));
    let anything = match rules.schock_shape {
        SchockShape::OnePlusPair => tr!("print-anything-else-pairs"),
        SchockShape::TwoOnes => tr!("print-anything-else"),
    };
    let order = match rules.house_numbers {
        HouseNumbers::Digits => tr!("print-house-digits"),
        HouseNumbers::Sum => tr!("print-house-sum"),
    };
    rows.push(row(tr!("print-throw-house-number"), &anything, "1".into(), order));
    rows
}

/// The rules of a rule set in brief, one sentence each.
pub fn rules_in_brief(rules: &Rules) -> Vec<String> {
    let part = lost_part(rules);
    let mut out = vec![tr!("print-brief-stock", discs = rules.discs, part = part)];
    out.push(match rules.structure {
        Structure::Single => tr!("print-brief-single"),
        Structure::Halves => tr!("print-brief-halves", starter = rules.final_starter.id()),
    });
    out.push(tr!("print-brief-limit"));
    out.push(if rules.too_many_throws_loses {
        tr!("print-brief-over-limit-loses")
    } else if rules.over_limit_disc {
        tr!("print-brief-over-limit-disc")
    } else {
        tr!("print-brief-over-limit-void")
    });
    match rules.hand_only {
        HandOnly::Off => {}
        HandOnly::Streets => out.push(tr!("print-brief-hand-only-streets")),
        HandOnly::Specials => out.push(tr!("print-brief-hand-only-specials")),
    }
    let mut ties = Vec::new();
    if rules.fewer_throws_win {
        ties.push(tr!("print-tie-fewer-throws"));
    }
    if rules.hand_beats_assembled {
        ties.push(tr!("print-tie-hand"));
    }
    ties.push(match rules.equal_throws {
        EqualThrows::LaterWorse => tr!("print-tie-later-worse"),
        EqualThrows::RollOff => tr!("print-tie-roll-off"),
    });
    out.push(tr!("print-brief-ties", rules = ties.join("; ")));
    if rules.equal_schock_outs == EqualSchockOuts::EarlierWorse {
        out.push(tr!("print-brief-earlier-schock-out-worse"));
    }
    out.push(tr!("print-brief-discs"));
    let keep_playing = rules.free_players == FreePlayers::KeepPlaying;
    out.push(match (rules.empty_stock, keep_playing) {
        (EmptyStock::FromWinner, false) => tr!("print-brief-from-winner"),
        (EmptyStock::WinnerDiscards, false) => tr!("print-brief-winner-discards"),
        (EmptyStock::FromWinner, true) => tr!("print-brief-from-winner-keep-playing"),
        (EmptyStock::WinnerDiscards, true) => tr!("print-brief-winner-discards-keep-playing"),
    });
    if rules.voluntary_take {
        out.push(tr!("print-brief-take"));
    }
    let opening = words::value(Knob::Opening, Knob::Opening.get(rules));
    out.push(tr!("print-brief-starters", opening = opening, next = rules.next_game_starter.id()));
    let mut marks = vec![tr!("print-brief-marks")];
    match rules.dropped_dice {
        DroppedDice::Off => {}
        DroppedDice::Round => marks.push(tr!("print-mark-dropped")),
        DroppedDice::RoundThenPart => marks.push(tr!("print-mark-dropped-twice", part = part)),
    }
    let lustwurf_disc = rules.lustwurf && rules.lustwurf_penalty == LustwurfPenalty::Disc;
    if rules.lustwurf && !lustwurf_disc {
        marks.push(tr!("print-mark-lustwurf"));
    }
    if rules.handschock == Handschock::Round {
        marks.push(tr!("print-mark-handschock"));
    }
    if rules.schock_out_from_hand_round {
        marks.push(tr!("print-mark-schock-out-from-hand"));
    }
    out.push(format!("{}.", marks.join(", ")));
    if lustwurf_disc {
        out.push(tr!("print-brief-lustwurf-disc"));
    }
    if rules.points == Points::Theimann {
        out.push(tr!("print-brief-points", discs = rules.discs));
    }
    if rules.handschock == Handschock::Points {
        out.push(tr!("print-brief-handschock-points"));
    }
    out
}

/// The columns of the empty grid.
struct Grid {
    players: usize,
    number: f32,
    throw: f32,
    holding: f32,
    names: f32,
    discs: f32,
    stock: f32,
    remark: f32,
}

impl Grid {
    fn new(players: usize, width: f32) -> Grid {
        let (number, discs, stock) = (22.0, 44.0, 36.0);
        let (names, min_remark) = if players > 8 { (58.0, 56.0) } else { (68.0, 80.0) };
        let player = ((width - number - 2.0 * names - discs - stock - min_remark) / players as f32).min(92.0);
        let holding = (player * 0.3).clamp(14.0, 22.0);
        let throw = player - holding;
        let remark = width - number - players as f32 * player - 2.0 * names - discs - stock;
        Grid { players, number, throw, holding, names, discs, stock, remark }
    }

    fn player(&self) -> f32 {
        self.throw + self.holding
    }

    /// The x of every vertical rule, left to right, and whether it separates players.
    fn rules(&self, left: f32) -> Vec<f32> {
        let mut xs = vec![left, left + self.number];
        let mut x = left + self.number;
        for _ in 0..self.players {
            xs.push(x + self.throw);
            x += self.player();
            xs.push(x);
        }
        for w in [self.names, self.names, self.discs, self.stock, self.remark] {
            x += w;
            xs.push(x);
        }
        xs
    }

    fn head(&self, page: &mut Page, left: f32, y: f32) -> f32 {
        let h = 26.0;
        let total = self.rules(left).last().copied().unwrap_or(left) - left;
        page.rect(left, y, total, h, Some(HEAD), Some((BLACK, 0.8)));
        let mid = y + h / 2.0 + 3.0;
        page.text_in(left, self.number, mid, 8.0, Face::Bold, BLACK, Align::Center, &tr!("print-col-number"));
        let mut x = left + self.number;
        let (throw, held) = (tr!("print-col-throw"), tr!("print-col-held"));
        for i in 0..self.players {
            page.text(x + 3.0, y + 8.0, 6.5, Face::Regular, GREY, &tr!("print-player", player = i + 1));
            page.line(x + 3.0, y + 18.0, x + self.player() - 3.0, y + 18.0, RULE, 0.5);
            page.text_in(x, self.throw, y + h - 2.0, 5.5, Face::Regular, GREY, Align::Center, &throw);
            page.text_in(x + self.throw, self.holding, y + h - 2.0, 5.5, Face::Regular, GREY, Align::Center, &held);
            x += self.player();
        }
        for (w, label) in [self.names, self.names, self.discs, self.stock].into_iter().zip(round_heads()) {
            page.fit_text(x + 3.0, w - 6.0, mid, 8.0, Face::Bold, BLACK, Align::Left, &label);
            x += w;
        }
        let remark = tr!("print-col-remark");
        page.fit_text(x + 3.0, self.remark - 6.0, mid, 8.0, Face::Bold, BLACK, Align::Left, &remark);
        for (i, x) in self.rules(left).into_iter().enumerate() {
            // Between a throw and its discs only below the player's name line.
            let divider = i >= 2 && i < 2 + 2 * self.players && i % 2 == 0;
            page.line(x, if divider { y + 19.5 } else { y }, x, y + h, RULE, 0.5);
        }
        h
    }

    /// `rows` empty rows numbered from `first`.
    fn rows(&self, page: &mut Page, left: f32, y: f32, first: usize, rows: usize) -> f32 {
        let xs = self.rules(left);
        let total = xs.last().copied().unwrap_or(left) - left;
        for i in 0..rows {
            let ry = y + i as f32 * ROW;
            if i % 2 == 1 {
                page.rect(left, ry, total, ROW, Some(STRIPE), None);
            }
            page.text_in(
                left,
                self.number - 4.0,
                ry + ROW - 5.0,
                7.5,
                Face::Regular,
                GREY,
                Align::Right,
                &(first + i).to_string(),
            );
            page.line(left, ry + ROW, left + total, ry + ROW, RULE, 0.4);
        }
        let h = rows as f32 * ROW;
        for (i, &x) in xs.iter().enumerate() {
            // Between a throw and its discs a thin rule; between players and around the grid a firm one.
            let thin = i >= 2 && i < 2 + 2 * self.players && i % 2 == 0;
            page.line(x, y, x, y + h, if thin { RULE } else { BLACK }, if thin { 0.4 } else { 0.7 });
        }
        page.line(left, y + h, left + total, y + h, BLACK, 0.8);
        h
    }
}

/// Title, fields to fill in, the throw table and the rules in brief.
fn header(flow: &mut Flow, players: usize, rules: &RuleSet) {
    let (left, width) = (flow.left, flow.width());
    let y = flow.y + 16.0;
    flow.page().text(left, y, 17.0, Face::Bold, BLACK, &tr!("print-blank-title"));
    flow.y += 24.0;
    let preset = tr!("print-rules-described", preset = rules.preset.id(), description = words::preset(rules.preset));
    let y = flow.y + 9.0;
    flow.page().fit_text(left, width, y, 9.5, Face::Regular, BLACK, Align::Left, &preset);
    flow.y += 30.0;
    let y = flow.y;
    let field_w = (width - 40.0) / 3.0;
    flow.page().field(left, field_w, y, 10.0, &tr!("print-field-date"));
    flow.page().field(left + field_w + 20.0, field_w, y, 10.0, &tr!("print-field-place"));
    flow.page().field(left + 2.0 * (field_w + 20.0), field_w, y, 10.0, &tr!("print-field-game"));
    flow.y += 22.0;
    let per_row = 6;
    let name_w = (width - (per_row - 1) as f32 * 14.0) / per_row as f32;
    for i in 0..players {
        let (col, row) = (i % per_row, i / per_row);
        let x = left + col as f32 * (name_w + 14.0);
        let y = flow.y + row as f32 * 20.0;
        flow.page().field(x, name_w, y, 10.0, &tr!("print-field-player", player = i + 1));
    }
    flow.y += players.div_ceil(per_row) as f32 * 20.0 + 4.0;
    let differences = rules.differences();
    if !differences.is_empty() {
        let list: Vec<String> = differences
            .iter()
            .map(|&(k, _, now)| tr!("print-blank-differ", knob = words::knob(k), now = words::value(k, now)))
            .collect();
        let text = tr!("print-blank-differs", list = list.join("; "));
        for l in layout::wrap(&text, 8.0, Face::Regular, width) {
            let y = flow.y + 4.0;
            flow.page().text(left, y, 8.0, Face::Regular, BLACK, &l);
            flow.y += 10.0;
        }
        flow.y += 4.0;
    }

    // The box: throw table on the left, rules in brief on the right.
    let top = flow.y;
    let table_w = width * 0.56;
    let (pad, size, line) = (6.0, 7.5, 10.0);
    let cols = [0.30, 0.25, 0.13, 0.32].map(|f| f * (table_w - 2.0 * pad));
    let mut y = top + pad + 9.0;
    flow.page().text(left + pad, y, 9.0, Face::Bold, BLACK, &tr!("print-throw-table"));
    y += 6.0;
    let heads = [tr!("print-col-throw"), tr!("print-col-dice"), tr!("print-col-discs"), tr!("print-col-order")];
    flow.page().rect(left + pad, y, table_w - 2.0 * pad, line + 1.0, Some(HEAD), None);
    let mut x = left + pad;
    for (w, head) in cols.iter().zip(heads) {
        flow.page().text_in(x + 2.0, w - 4.0, y + line - 2.5, size, Face::Bold, BLACK, Align::Left, &head);
        x += w;
    }
    y += line + 1.0;
    let rows = throw_table(rules.rules());
    for (i, r) in rows.iter().enumerate() {
        if i % 2 == 1 {
            flow.page().rect(left + pad, y, table_w - 2.0 * pad, line, Some(STRIPE), None);
        }
        let mut x = left + pad;
        for (j, (w, text)) in cols.iter().zip([&r.name, &r.dice, &r.discs, &r.order]).enumerate() {
            let face = if j == 0 { Face::Bold } else { Face::Regular };
            flow.page().fit_text(x + 2.0, w - 4.0, y + line - 2.5, size, face, BLACK, Align::Left, text);
            x += w;
        }
        y += line;
    }
    let table_bottom = y + pad;

    let rx = left + table_w + 8.0;
    let rw = width - table_w - 8.0 - pad;
    let mut y = top + pad + 9.0;
    flow.page().text(rx, y, 9.0, Face::Bold, BLACK, &tr!("print-brief"));
    y += 4.0;
    for rule in rules_in_brief(rules.rules()) {
        let lines = layout::wrap(&rule, 7.0, Face::Regular, rw - 8.0);
        for (i, l) in lines.iter().enumerate() {
            y += 8.6;
            if i == 0 {
                flow.page().text(rx, y, 7.0, Face::Regular, BLACK, "•");
            }
            flow.page().text(rx + 8.0, y, 7.0, Face::Regular, BLACK, l);
        }
        y += 1.2;
    }
    let bottom = table_bottom.max(y + pad);
    flow.page().rect(left, top, width, bottom - top, None, Some((RULE, 0.8)));
    flow.page().line(left + table_w, top + 4.0, left + table_w, bottom - 4.0, RULE, 0.5);
    flow.y = bottom + 10.0;
}

/// The results of the game, to fill in.
fn results(flow: &mut Flow, players: usize, single: bool, points: bool) {
    let (left, width) = (flow.left, flow.width());
    let top = flow.y;
    let mut y = top + 14.0;
    flow.page().text(left + 6.0, y, 9.5, Face::Bold, BLACK, &tr!("print-result"));
    y += 18.0;
    if single {
        let w = (width - 12.0) / 2.0;
        flow.page().field(left + 6.0, w - 20.0, y, 9.0, &tr!("print-field-game-lost"));
    } else {
        let w = (width - 12.0) / 4.0;
        for (i, &part) in halves_final_game::parts(Structure::Halves).iter().enumerate() {
            let label = tr!("print-field-part-lost", part = words::part(part));
            flow.page().field(left + 6.0 + i as f32 * w, w - 20.0, y, 9.0, &label);
        }
        let x = left + 6.0 + 3.0 * w;
        flow.page().rect(x, y - 8.0, 9.0, 9.0, None, Some((BLACK, 0.7)));
        flow.page().text(x + 14.0, y, 9.0, Face::Regular, BLACK, &tr!("print-durchmarsch"));
        y += 20.0;
        flow.page().field(left + 6.0, w * 2.0 - 20.0, y, 9.0, &tr!("print-field-game-lost-mark"));
    }
    y += 20.0;
    let per_row = players.min(6);
    let w = (width - 12.0) / per_row as f32;
    let marks = |player: usize| tr!("print-field-marks", player = player);
    let scores = |player: usize| tr!("print-field-points", player = player);
    let fields: Vec<&dyn Fn(usize) -> String> = if points { vec![&marks, &scores] } else { vec![&marks] };
    for field in fields {
        for i in 0..players {
            let (col, row) = (i % per_row, i / per_row);
            let x = left + 6.0 + col as f32 * w;
            flow.page().field(x, w - 16.0, y + row as f32 * 20.0, 9.0, &field(i + 1));
        }
        y += players.div_ceil(per_row) as f32 * 20.0;
    }
    y -= 6.0;
    flow.page().rect(left, top, width, y - top, None, Some((RULE, 0.8)));
    flow.y = y + 6.0;
}

/// The parts of a game; `None` for the one part of a single-half game.
fn parts(rules: &Rules) -> Vec<Option<Part>> {
    let named = rules.structure == Structure::Halves;
    halves_final_game::parts(rules.structure).iter().map(|&p| named.then_some(p)).collect()
}

/// A blank round sheet for `players` players under `rules`, as PDF.
pub fn blank_sheet(players: usize, rules: &RuleSet) -> Result<Vec<u8>, PrintError> {
    Ok(layout::render(&pages(players, rules)?, &tr!("print-blank-title")))
}

/// The pages of the blank sheet, laid out (what [`blank_sheet`] writes).
pub fn pages(players: usize, rules: &RuleSet) -> Result<Vec<Page>, PrintError> {
    if !BLANK_PLAYERS.contains(&players) {
        return Err(PrintError::Players(players));
    }
    let mut flow = Flow::new(layout::A4_LANDSCAPE, MARGIN, FOOTER);
    header(&mut flow, players, rules);
    let grid = Grid::new(players, flow.width());
    let parts = parts(rules.rules());
    let single = parts.len() == 1;
    let scores = schocken_core::rules::tournament_points::scored(rules.rules());
    let field_rows = players.div_ceil(players.min(6)) * if scores { 2 } else { 1 };
    let results_h = 58.0 + field_rows as f32 * 20.0 + if single { 0.0 } else { 20.0 };
    for (i, part) in parts.iter().enumerate() {
        let last = i + 1 == parts.len();
        // Each part fills the rest of its page; the last keeps room for the results (a single
        // part gets a second page).
        if i > 0 {
            flow.new_page();
        }
        let pages = if single { 2 } else { 1 };
        let mut first = 1;
        for page_no in 0..pages {
            if page_no > 0 {
                flow.new_page();
            }
            let (left, y) = (flow.left, flow.y + 10.0);
            let title = part.map_or_else(|| tr!("print-single-part"), words::part);
            let title = if page_no > 0 { tr!("print-continued", title = title) } else { title };
            flow.page().text(left, y, 11.0, Face::Bold, BLACK, &title);
            if *part == Some(Part::Final) {
                let x = left + layout::width(&title, 11.0, Face::Bold) + 10.0;
                flow.page().text(x, y, 8.0, Face::Regular, GREY, &tr!("print-final-losers"));
            }
            flow.y += 16.0;
            let y = flow.y;
            let h = grid.head(flow.page(), left, y);
            flow.y += h;
            let reserve = if last && page_no + 1 == pages { results_h + 10.0 } else { 0.0 };
            let rows = ((flow.room() - reserve) / ROW).floor().max(3.0) as usize;
            let y = flow.y;
            let h = grid.rows(flow.page(), left, y, first, rows);
            first += rows;
            flow.y += h + 10.0;
        }
    }
    results(&mut flow, players, single, scores);
    let footer = tr!("print-blank-footer", players = players, preset = rules.preset.id()) + " · schocken";
    let mut pages = flow.pages;
    layout::footers(&mut pages, &footer, MARGIN);
    Ok(pages)
}
