//! The end of a round sheet: the games, then every player's tally marks (drawn and counted), the
//! games he lost, why he got each mark, and his points. Apart from the rows of rounds above it, as
//! it reads the evening's totals, not its rounds.

use super::super::common::in_games;
use super::super::layout::Flow;
use super::super::layout::{self, Align, BLACK, Face, HEAD, RULE, Rgb, TallyStyle};
use schocken_core::report::words;
use schocken_core::rules::halves_final_game;
use schocken_core::rules::knobs::Structure;
use schocken_core::rules::outcome::PlayerId;
use schocken_core::session::log::Session;
use schocken_core::session::state::{GameRecord, MarkReason};
use schocken_core::tr;

/// What the summary asks of the round sheet it ends: its flow of pages, room on this page (or a
/// new one under the sheet's heading) and a grey line of information. The sheet implements it, so
/// this file does not use the sheet's module (no circle between the two).
pub(super) trait Pages {
    fn flow(&mut self) -> &mut Flow;
    /// Room for `h` points on this page, or a new page.
    fn room_for(&mut self, h: f32);
    fn next_page(&mut self);
    fn note(&mut self, text: &str);
}

/// The end: the games, then every player's tally marks (drawn and counted), games lost and points.
pub(super) fn summary(sheet: &mut dyn Pages, session: &Session, game: Option<u32>, points_at_start: &[Vec<i32>]) {
    let engine = session.engine();
    let single = engine.rules().structure == Structure::Single;
    let games: Vec<&GameRecord> = engine.games().filter(|g| game.is_none_or(|n| g.number == n)).collect();
    let name = |p: Option<PlayerId>| p.map_or(String::new(), |p| layout::clean(engine.name(p)));
    let (size, rh) = (8.5, 14.0);
    let width = sheet.flow().width();

    // Tally marks and points.
    let players: Vec<PlayerId> = engine
        .players()
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
                let at = |i: usize| points_at_start.get(i).and_then(|v: &Vec<i32>| v.get(p.index()).copied());
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
        Some(n) => tr!("print-result-game", game = n),
        None => tr!("print-standings"),
    };
    // The games table and the tally table stay on one page where they fit on one.
    let capacity = sheet.flow().bottom - sheet.flow().top - 14.0;
    let games_h = 32.0 + rh * (games.len().max(1) as f32 + 1.0);
    let tallies_h = total;
    if games_h + tallies_h <= capacity {
        sheet.room_for(games_h + tallies_h);
    } else {
        sheet.room_for(games_h.min(32.0 + rh * 7.0));
    }
    sheet.flow().y += 10.0;
    let (left, y) = (sheet.flow().left, sheet.flow().y + 13.0);
    sheet.flow().page().text(left, y, 13.0, Face::Bold, BLACK, &title);
    sheet.flow().y += 22.0;
    let rounds_of = |n: u32| engine.rounds().iter().filter(|r| r.game == n).count();
    let mut headers = vec![tr!("print-col-game"), tr!("print-col-rounds")];
    if !single {
        headers.extend(halves_final_game::parts(Structure::Halves).iter().map(|&p| words::part(p)));
    }
    headers.push(tr!("print-col-loser"));
    let widths: Vec<f32> = if single { vec![50.0, 50.0, 140.0] } else { vec![50.0, 50.0, 110.0, 110.0, 110.0, 160.0] };
    let row = |sheet: &mut dyn Pages, cells: &[String], bold_last: bool, fill: Option<Rgb>| {
        sheet.room_for(rh);
        let (x0, y) = (sheet.flow().left, sheet.flow().y);
        let page = sheet.flow().page();
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
        sheet.flow().y += rh;
    };
    row(sheet, &headers, false, Some(HEAD));
    if games.is_empty() {
        let mut cells = vec![String::new(); headers.len()];
        cells[2] = tr!("print-no-game-yet");
        row(sheet, &cells, false, None);
    }
    for g in &games {
        let loser = match g.loser {
            Some(p) if g.durchmarsch() => tr!("print-loser-durchmarsch", name = name(Some(p))),
            Some(p) => name(Some(p)),
            None => tr!("print-running"),
        };
        let mut cells = vec![g.number.to_string(), rounds_of(g.number).to_string()];
        if !single {
            let final_ = if g.durchmarsch() { "—".to_string() } else { name(g.final_) };
            cells.extend([name(g.half1), name(g.half2), final_]);
        }
        cells.push(loser);
        row(sheet, &cells, true, None);
    }

    sheet.room_for(if total <= capacity { total } else { 40.0 + rh * 2.0 });
    sheet.flow().y += 14.0;
    let (left, y) = (sheet.flow().left, sheet.flow().y + 11.0);
    let marks_title = if game.is_some() { tr!("print-marks-game") } else { tr!("print-marks-evening") };
    sheet.flow().page().text(left, y, 11.0, Face::Bold, BLACK, &marks_title);
    sheet.flow().y += 18.0;
    let mut head = vec![
        (name_w, tr!("print-col-player"), Align::Left),
        (tally_w, tr!("print-col-marks"), Align::Left),
        (count_w, tr!("print-col-count"), Align::Right),
        (lost_w, tr!("print-col-games-lost"), Align::Right),
    ];
    if scores {
        head.push((points_w, tr!("print-col-points"), Align::Right));
    }
    head.push((reasons_w, tr!("print-col-for"), Align::Left));
    let draw_head = |sheet: &mut dyn Pages| {
        let (x0, y) = (sheet.flow().left, sheet.flow().y);
        let page = sheet.flow().page();
        page.rect(x0, y, width, rh, Some(HEAD), None);
        let mut x = x0;
        for (w, label, align) in &head {
            page.fit_text(x + 4.0, w - 8.0, y + rh / 2.0 + size * 0.36, size, Face::Bold, BLACK, *align, label);
            x += w;
        }
        sheet.flow().y += rh;
    };
    draw_head(sheet);
    for &p in &players {
        let marks = marks_of(p);
        let count = marks.len() as u32;
        let h = row_height(count);
        if sheet.flow().room() < h {
            sheet.next_page();
            draw_head(sheet);
        }
        let (x0, y) = (sheet.flow().left, sheet.flow().y);
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
            reasons.push(match game {
                Some(_) => format!("{n}× {what}"),
                None => format!("{n}× {what} ({})", in_games(&games)),
            });
        }
        // Not a mark, but what a Lustwurf cost where it costs a disc (`lustwurf_penalty`).
        reasons.extend(words::lustwurf_discs(engine, p, game));
        let page = sheet.flow().page();
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
        sheet.flow().y += h;
    }
    if scores && game.is_some() {
        sheet.note(&tr!("print-points-game"));
    }
}
