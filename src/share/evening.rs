//! An evening as a picture: the band (club, the evening's title, day and place), who lost what —
//! each game's halves, final and loser, as the round sheet's summary lists them — and each
//! player's tally marks (drawn and counted), the games he lost, his points where the rules
//! score them and why he got his marks, in the sheet's words (`report::words`). The player with
//! the most marks first.

use super::frame::{self, Align, Column, Drawing, Row};
use super::svg::{Anchor, Colour, Style, Svg};
use crate::print::layout::{self, Face};
use schocken_core::brand::Club;
use schocken_core::report::words;
use schocken_core::rules::halves_final_game;
use schocken_core::rules::knobs::Structure;
use schocken_core::rules::outcome::PlayerId;
use schocken_core::session::log::Session;
use schocken_core::session::state::MarkReason;
use schocken_core::tr;

/// The games' table as the round sheet's summary has it (without its count of rounds): heads,
/// then a line a game — its number, the halves' and the final's losers where the evening plays
/// halves, and the game's loser ("Ben (Durchmarsch)", "läuft noch").
pub fn games(session: &Session) -> (Vec<String>, Vec<Vec<String>>) {
    let engine = session.engine();
    let single = engine.rules().structure == Structure::Single;
    let name = |p: Option<PlayerId>| p.map_or(String::new(), |p| engine.name(p).to_string());
    let mut heads = vec![tr!("print-col-game")];
    if !single {
        heads.extend(halves_final_game::parts(Structure::Halves).iter().map(|&p| words::part(p)));
    }
    heads.push(tr!("print-col-loser"));
    let rows = engine
        .games()
        .map(|g| {
            let loser = match g.loser {
                Some(p) if g.durchmarsch() => tr!("print-loser-durchmarsch", name = name(Some(p))),
                Some(p) => name(Some(p)),
                None => tr!("print-running"),
            };
            let mut cells = vec![g.number.to_string()];
            if !single {
                let final_ = if g.durchmarsch() { "—".to_string() } else { name(g.final_) };
                cells.extend([name(g.half1), name(g.half2), final_]);
            }
            cells.push(loser);
            cells
        })
        .collect();
    (heads, rows)
}

/// A player's line of the marks, as the round sheet's summary has it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub name: String,
    pub marks: u32,
    pub games_lost: u32,
    /// Where the rules score points.
    pub points: Option<i32>,
    /// Why he got his marks: `2× Spiel verloren (Spiele 1, 3)`, and what a Lustwurf cost.
    pub reasons: Vec<String>,
}

/// Every player's line, in seat order (the sheet's).
pub fn players(session: &Session) -> Vec<Player> {
    let engine = session.engine();
    let scores = engine.scores_points();
    engine
        .players()
        .map(|p| {
            let marks: Vec<_> = engine.marks().iter().filter(|m| m.player == p).collect();
            let mut reasons = Vec::new();
            for &reason in MarkReason::ALL {
                let mut games: Vec<u32> = marks.iter().filter(|m| m.reason == reason).map(|m| m.game).collect();
                let n = games.len();
                if n == 0 {
                    continue;
                }
                games.dedup();
                let list = games.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
                let within = tr!("print-in-games", count = games.len(), games = list);
                reasons.push(format!("{n}× {} ({within})", words::mark_reason(reason)));
            }
            reasons.extend(words::lustwurf_discs(engine, p, None));
            Player {
                name: engine.name(p).to_string(),
                marks: marks.len() as u32,
                games_lost: marks.iter().filter(|m| m.reason == MarkReason::GameLost).count() as u32,
                points: scores.then(|| engine.points(p)),
                reasons,
            }
        })
        .collect()
}

/// The light red of the row of the player with the most marks.
const MOST: Colour = Colour(250, 226, 222);
const INK: Colour = Colour(25, 45, 120);

pub fn draw(session: &Session, club: &Club) -> Drawing {
    let mut svg = Svg::new(frame::WIDTH);
    let header = session.header();
    let title = header.title.clone().unwrap_or_else(|| tr!("print-untitled"));
    let under: Vec<String> =
        header.started.as_deref().map(layout::day).into_iter().chain(header.place.clone()).collect();
    let (mut y, logo) = frame::band(&mut svg, club, &title, &under.join(" · "));

    let mut players = players(session);
    players.sort_by_key(|p| std::cmp::Reverse(p.marks));
    let players_room = 68.0 + 48.0 + (ROW_TOP + REASON + 16.0) * players.len() as f32 + frame::MORE;

    y = frame::section(&mut svg, y, &tr!("share-who-lost"));
    let (heads, rows) = games(session);
    if rows.is_empty() {
        y = frame::paragraph(&mut svg, y, frame::NOTE, &tr!("print-no-game-yet"));
    } else {
        let last = heads.len() - 1;
        let columns: Vec<Column> = heads
            .into_iter()
            .enumerate()
            .map(|(i, head)| Column {
                head,
                align: if i == 0 { Align::Right } else { Align::Left },
                wide: i > 0,
                strong: i == last,
            })
            .collect();
        let fit = frame::fitting(rows.len(), y, players_room);
        let shown: Vec<Row> =
            rows.iter().take(fit).map(|cells| Row { cells: cells.clone(), bold: false, marked: None }).collect();
        y = frame::table(&mut svg, y, &columns, &shown);
        y = frame::more(&mut svg, y, rows.len() - shown.len());
    }

    y = frame::section(&mut svg, y + 16.0, &tr!("share-marks"));
    y = marks(&mut svg, y, &players);
    let height = frame::height(y);
    Drawing { svg: svg.finish(height, frame::BACKGROUND), logo }
}

/// The marks' table: name and reasons, the marks drawn, their count, the games lost, the points.
fn marks(svg: &mut Svg, y: f32, players: &[Player]) -> f32 {
    let scores = players.iter().any(|p| p.points.is_some());
    let right = frame::WIDTH - frame::MARGIN - 16.0;
    // From the right: points, games lost, the count; the drawn marks left of the count.
    let points_x = right;
    let lost_x = if scores { right - 170.0 } else { right };
    let count_x = lost_x - 200.0;
    let tally_x = count_x - 300.0;
    let left = frame::MARGIN + 16.0;
    let name_w = tally_x - left - 24.0;
    let small = Style::new(24.0, Face::Regular, frame::MUTED);
    let head = frame::HEAD;
    svg.text(left, y + 34.0, head, Anchor::Start, &tr!("print-col-player"));
    svg.text(count_x, y + 34.0, head, Anchor::End, &tr!("print-col-marks"));
    svg.text(lost_x, y + 34.0, head, Anchor::End, &tr!("print-col-games-lost"));
    if scores {
        svg.text(points_x, y + 34.0, head, Anchor::End, &tr!("print-col-points"));
    }
    let mut y = y + 48.0;
    svg.line((frame::MARGIN, y), (frame::WIDTH - frame::MARGIN, y), frame::RULE, 2.0);
    let most = players.first().map_or(0, |p| p.marks);
    let mut drawn = 0;
    for (i, p) in players.iter().enumerate() {
        // Why he got his marks, under his name, on up to two lines as wide as the row.
        let mut reasons = small.wrap(&p.reasons.join(", "), right - left);
        if reasons.len() > 2 {
            let rest = reasons[1..].join(" ");
            reasons.truncate(1);
            reasons.push(small.fit(&rest, right - left));
        }
        let reasons: Vec<String> = reasons.into_iter().filter(|l| !l.is_empty()).collect();
        let h = ROW_TOP + REASON * reasons.len() as f32 + 16.0;
        let left_out = players.len() - i - 1;
        let room = frame::MAX_HEIGHT - frame::BOTTOM - if left_out > 0 { frame::MORE } else { 0.0 };
        if y + h > room && drawn > 0 {
            break;
        }
        if most > 0 && p.marks == most {
            frame::stripe(svg, y, h, MOST);
        } else if i % 2 == 1 {
            frame::stripe(svg, y, h, frame::ZEBRA);
        }
        let base = y + 52.0;
        svg.text(left, base, frame::CELL_BOLD, Anchor::Start, &frame::CELL_BOLD.fit(&p.name, name_w));
        for (k, line) in reasons.iter().enumerate() {
            svg.text(left, y + ROW_TOP + REASON * (k as f32 + 1.0) - 8.0, small, Anchor::Start, line);
        }
        tally(svg, tally_x, y + 14.0, p.marks, count_x - 90.0 - tally_x);
        let big = Style::new(44.0, Face::Bold, if p.marks == most && most > 0 { frame::RED } else { frame::INK });
        svg.text(count_x, base + 4.0, big, Anchor::End, &p.marks.to_string());
        svg.text(lost_x, base, frame::CELL, Anchor::End, &p.games_lost.to_string());
        if let Some(points) = p.points {
            svg.text(points_x, base, frame::CELL_BOLD, Anchor::End, &points.to_string());
        }
        y += h;
        drawn += 1;
    }
    frame::more(svg, y, players.len() - drawn)
}

/// A player's line: his name and figures, then a line a reason.
const ROW_TOP: f32 = 70.0;
const REASON: f32 = 32.0;

/// Tally marks as on a beer mat: four strokes and one across, as many groups as fit in `room`.
fn tally(svg: &mut Svg, x: f32, top: f32, count: u32, room: f32) {
    const STEP: f32 = 13.0;
    const GROUP: f32 = 4.0 * STEP + 18.0;
    const HIGH: f32 = 46.0;
    let groups = ((room + 16.0) / GROUP).floor().max(1.0) as u32;
    let shown = count.min(groups * 5);
    for i in 0..shown {
        let (group, k) = (i / 5, i % 5);
        let gx = x + group as f32 * GROUP;
        if k < 4 {
            let sx = gx + k as f32 * STEP + 4.0;
            svg.line((sx, top + 2.0), (sx, top + HIGH), INK, 5.0);
        } else {
            svg.line((gx - 4.0, top + HIGH - 6.0), (gx + 3.0 * STEP + 12.0, top + 8.0), INK, 5.0);
        }
    }
}
