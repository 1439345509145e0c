//! The beer mats: one round mat per player with his name and his tally marks in groups of five
//! (four strokes and one across), six mats to an A4 page; below each the games he lost, what the
//! other marks were for and, where the rules score them, his points.

use super::common::{in_games, title};
use super::layout::{self, Align, BLACK, Face, Flow, GREY, INK, Page, Rgb, TallyStyle};
use schocken_core::report::words;
use schocken_core::rules::outcome::PlayerId;
use schocken_core::session::log::Session;
use schocken_core::session::state::{Engine, MarkReason};
use schocken_core::tr;

const MARGIN: f32 = 10.0 * layout::MM;
const FOOTER: f32 = 14.0;
const MAT: Rgb = Rgb(243, 229, 192);
const RIM: Rgb = Rgb(141, 110, 99);
const RING: Rgb = Rgb(188, 170, 164);
const COLUMNS: usize = 2;
const ROWS: usize = 3;

/// The largest strokes that fit `count` marks into a box `w` × `h`, and how many groups per line.
fn fit(count: u32, w: f32, h: f32) -> (TallyStyle, u32) {
    let groups = count.div_ceil(5).max(1);
    let mut height = 26.0;
    loop {
        let style = TallyStyle { height, color: INK, stroke: (height * 0.085).max(0.8) };
        let per_line = ((w + style.gap()) / (style.group_width() + style.gap())).floor().max(1.0) as u32;
        let lines = groups.div_ceil(per_line);
        let needed = (lines - 1) as f32 * height * 1.35 + height;
        if needed <= h || height <= 4.0 {
            return (style, per_line);
        }
        height *= 0.92;
    }
}

/// One player's mat with its captions; `(x, y)` is the top left of its box `w` × `h`.
fn mat(page: &mut Page, engine: &Engine, p: PlayerId, x: f32, y: f32, w: f32, h: f32) {
    let r = (w * 0.5 - 8.0).min((h - 70.0) * 0.5);
    let (cx, cy) = (x + w / 2.0, y + r + 4.0);
    page.circle(cx, cy, r, Some(MAT), Some((RIM, 2.5)));
    page.circle(cx, cy, r * 0.9, None, Some((RING, 0.8)));

    // The name across the top of the mat, within the circle.
    let name = layout::clean(engine.name(p));
    let name_y = cy - r * 0.52;
    let chord = 2.0 * (r * r * 0.9 * 0.9 - (cy - name_y + 6.0).powi(2)).max(0.0).sqrt();
    page.fit_text(cx - chord / 2.0, chord, name_y, 16.0, Face::Bold, INK, Align::Center, &name);

    // The marks in the middle.
    let count = engine.tally(p);
    let (bw, bh) = (r * 1.25, r * 0.75);
    let top = cy - r * 0.36;
    if count == 0 {
        let none = tr!("print-mat-no-marks");
        page.text_in(cx - bw / 2.0, bw, cy + 4.0, 10.0, Face::Regular, GREY, Align::Center, &none);
    } else {
        let (style, per_line) = fit(count, bw, bh);
        let lines = count.div_ceil(5).div_ceil(per_line);
        let used_h = (lines - 1) as f32 * style.height * 1.35 + style.height;
        let used_w = style.width(count.min(per_line * 5));
        layout::tally(page, cx - used_w / 2.0, top + (bh - used_h) / 2.0, count, per_line, style);
    }
    if count > 0 {
        page.text_in(
            cx - r,
            2.0 * r,
            cy + r * 0.62,
            9.0,
            Face::Regular,
            INK,
            Align::Center,
            &tr!("print-mat-marks", count = count),
        );
    }

    // Captions below the mat.
    let marks: Vec<_> = engine.marks().iter().filter(|m| m.player == p).collect();
    // The marks given for `reason`, and the games they were given in (each game once).
    let games_of = |reason| {
        let mut games: Vec<u32> = marks.iter().filter(|m| m.reason == reason).map(|m| m.game).collect();
        let n = games.len();
        games.dedup();
        (n, games)
    };
    let (_, lost) = games_of(MarkReason::GameLost);
    let lost = tr!("print-mat-games-lost", count = lost.len(), games = in_games(&lost));
    let mut lines = vec![(Face::Bold, lost)];
    for reason in [MarkReason::DroppedDice, MarkReason::Lustwurf, MarkReason::Handschock, MarkReason::SchockOutFromHand]
    {
        let (n, games) = games_of(reason);
        if n > 0 {
            lines.push((Face::Regular, format!("{} ×{n} ({})", words::mark_reason(reason), in_games(&games))));
        }
    }
    lines.extend(words::lustwurf_discs(engine, p, None).map(|line| (Face::Regular, line)));
    if engine.scores_points() {
        lines.push((Face::Regular, tr!("print-mat-points", points = engine.points(p))));
    }
    let mut ty = cy + r + 15.0;
    for (face, text) in lines {
        for l in layout::wrap(&text, 8.5, face, w - 16.0) {
            if ty > y + h {
                break;
            }
            page.text_in(x + 8.0, w - 16.0, ty, 8.5, face, BLACK, Align::Center, &l);
            ty += 11.0;
        }
    }
}

/// Every player's beer mat, six to a page, as PDF.
pub fn tallies(session: &Session) -> Vec<u8> {
    layout::render(&pages(session), &tr!("print-mats", title = title(session)))
}

/// The pages of the beer mats, laid out (what [`tallies`] writes).
pub fn pages(session: &Session) -> Vec<Page> {
    let engine = session.engine();
    let h = session.header();
    let heading = tr!("print-mats", title = title(session));
    let date = h.started.as_deref().map(layout::date).unwrap_or_default();
    let mut flow = Flow::new(layout::A4_PORTRAIT, MARGIN, FOOTER);
    let players: Vec<PlayerId> = engine.players().collect();
    let head = 34.0;
    for (i, chunk) in players.chunks(COLUMNS * ROWS).enumerate() {
        if i > 0 {
            flow.new_page();
        }
        let (left, width, top) = (flow.left, flow.width(), flow.top);
        flow.page().fit_text(left, width, top + 14.0, 15.0, Face::Bold, BLACK, Align::Left, &heading);
        let mut sub = date.clone();
        if let Some(place) = &h.place {
            sub = if sub.is_empty() { place.clone() } else { format!("{sub} · {place}") };
        }
        let finished = engine.finished_games().len();
        let games = tr!("print-mats-played", count = finished);
        let sub = if sub.is_empty() { games } else { format!("{sub} · {games}") };
        flow.page().fit_text(left, width, top + 28.0, 9.0, Face::Regular, GREY, Align::Left, &sub);
        let (cw, ch) = (width / COLUMNS as f32, (flow.bottom - top - head) / ROWS as f32);
        for (j, &p) in chunk.iter().enumerate() {
            let (col, row) = (j % COLUMNS, j / COLUMNS);
            let (x, y) = (left + col as f32 * cw, top + head + row as f32 * ch + 4.0);
            mat(flow.page(), engine, p, x, y, cw, ch - 4.0);
        }
    }
    let footer = format!("{heading}{} · schocken", if date.is_empty() { String::new() } else { format!(" · {date}") });
    let mut pages = flow.pages;
    layout::footers(&mut pages, &footer, MARGIN);
    pages
}
