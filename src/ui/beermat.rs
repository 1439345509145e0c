//! The beer mats: each player's tally marks as a landlord draws them (strokes in groups of
//! five), the games he lost, and why each mark was given.

use eframe::egui::{self, Color32, RichText};
use schocken_core::report::words;
use schocken_core::rules::outcome::PlayerId;
use schocken_core::session::state::{Engine, MarkReason};
use schocken_core::tr;

const MAT: Color32 = Color32::from_rgb(0xf3, 0xe5, 0xc0);
const INK: Color32 = Color32::from_rgb(0x1a, 0x23, 0x7e);

/// Draws every player's beer mat, as large as lets all of them be seen at once (twelve players
/// on a laptop too); only where even the smallest readable mats do not fit does the view scroll.
pub fn ui(ui: &mut egui::Ui, e: &Engine) {
    let players: Vec<PlayerId> = e.players().collect();
    let lines: Vec<Vec<RichText>> = players.iter().map(|&p| lines(e, p)).collect();
    let (columns, size) = fit(ui, &lines, ui.available_size());
    egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
        for row in players.chunks(columns) {
            ui.horizontal_top(|ui| {
                for &p in row {
                    mat(ui, e, p, size, &lines[p]);
                }
            });
            ui.add_space(GAP);
        }
    });
}

/// The space between mats, and the largest and smallest mat (diameter).
const GAP: f32 = 12.0;
const LARGEST: f32 = 200.0;
const SMALLEST: f32 = 90.0;

/// The columns and the mats' size that show every mat with its lines in `room`.
fn fit(ui: &egui::Ui, lines: &[Vec<RichText>], room: egui::Vec2) -> (usize, f32) {
    let n = lines.len().max(1);
    let line = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
    let size = |columns: usize| {
        let width = (room.x / columns as f32 - 2.0 * GAP).min(LARGEST + 20.0);
        // The most lines under any mat, each text wrapped at the mat's width.
        let tallest = lines
            .iter()
            .map(|texts| {
                let wrapped = |t: &RichText| {
                    egui::WidgetText::from(t.clone())
                        .into_galley(ui, Some(egui::TextWrapMode::Extend), f32::INFINITY, egui::TextStyle::Body)
                        .size()
                        .x
                        / width.max(1.0)
                };
                texts.iter().map(|t| wrapped(t).ceil().max(1.0)).sum::<f32>()
            })
            .fold(0.0, f32::max);
        let rows = n.div_ceil(columns) as f32;
        (width - 20.0).min(room.y / rows - GAP - tallest * line).min(LARGEST)
    };
    let best = (1..=n).max_by(|&a, &b| size(a).total_cmp(&size(b))).unwrap_or(1);
    if size(best) >= SMALLEST {
        return (best, size(best));
    }
    // Not all at once: the smallest mats, as many in a row as fit, and the view scrolls.
    ((room.x / (SMALLEST + 20.0 + 2.0 * GAP)).floor().max(1.0) as usize, SMALLEST)
}

/// The lines under a player's mat: his name and marks, the games he lost, why each mark was
/// given, his points.
fn lines(e: &Engine, p: PlayerId) -> Vec<RichText> {
    let marks: Vec<_> = e.marks().iter().filter(|m| m.player == p).collect();
    let lost = marks.iter().filter(|m| m.reason == MarkReason::GameLost).count();
    let mut lines = vec![
        RichText::new(format!("{} — {}", e.name(p), strokes(e.tally(p)))).strong(),
        RichText::new(tr!("beermat-games-lost", count = lost)),
    ];
    lines.extend(mark_reasons(e, p).into_iter().map(|line| RichText::new(line).small()));
    lines.extend(words::lustwurf_discs(e, p, None).map(|line| RichText::new(line).small()));
    if e.scores_points() {
        lines.push(RichText::new(tr!("beermat-points", points = e.points(p))).small());
    }
    lines
}

/// One player's beer mat with the reasons for his marks below it.
fn mat(ui: &mut egui::Ui, e: &Engine, p: PlayerId, size: f32, lines: &[RichText]) {
    ui.vertical(|ui| {
        ui.set_width(size + 20.0);
        let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
        let painter = ui.painter_at(rect);
        let c = rect.center();
        painter.circle(c, size * 0.48, MAT, egui::Stroke::new(3.0, Color32::from_rgb(0x8d, 0x6e, 0x63)));
        painter.circle_stroke(c, size * 0.43, egui::Stroke::new(1.0, Color32::from_rgb(0xbc, 0xaa, 0xa4)));
        // The name as large as the mat's top allows, from 20 px down.
        let wide = painter.layout_no_wrap(e.name(p).to_string(), egui::FontId::proportional(20.0), INK).size().x;
        let font = (20.0 * size * 0.7 / wide.max(1.0)).clamp(10.0, 20.0);
        painter.text(
            c + egui::vec2(0.0, -size * 0.3),
            egui::Align2::CENTER_CENTER,
            e.name(p),
            egui::FontId::proportional(font),
            INK,
        );
        tally(&painter, c + egui::vec2(0.0, size * 0.05), e.tally(p), size);
        for line in lines {
            ui.add(egui::Label::new(line.clone()).wrap());
        }
    });
}

/// How many game numbers a reason lists; beyond that only the count is told.
const GAMES_LISTED: usize = 12;

/// `2× Spiel verloren (Spiele 1, 3)`, `2× Lustwurf (Spiel 2)`: one line per reason (the beer mats
/// and the review of a past evening).
pub(super) fn mark_reasons(e: &Engine, p: PlayerId) -> Vec<String> {
    let mut lines = Vec::new();
    for &reason in MarkReason::ALL {
        let mut games: Vec<u32> =
            e.marks().iter().filter(|m| m.player == p && m.reason == reason).map(|m| m.game).collect();
        if games.is_empty() {
            continue;
        }
        let (count, reason) = (games.len(), words::mark_reason(reason));
        // Two marks in one game name that game once (not `Spiele 1, 1`).
        games.dedup();
        lines.push(if games.len() <= GAMES_LISTED {
            let (in_games, games) = (games.len(), games.iter().map(u32::to_string).collect::<Vec<_>>().join(", "));
            tr!("beermat-reason-in-games", count = count, reason = reason, in_games = in_games, games = games)
        } else {
            tr!("beermat-reason", count = count, reason = reason)
        });
    }
    lines
}

/// `3 Striche`, `1 Strich`.
pub(super) fn strokes(n: u32) -> String {
    tr!("beermat-strokes", count = n)
}

/// Tally marks in groups of five: four strokes and one across.
fn tally(painter: &egui::Painter, center: egui::Pos2, count: u32, size: f32) {
    let stroke = egui::Stroke::new(4.0, INK);
    let h = size * 0.17;
    let gap = size * 0.05;
    let group_width = 4.0 * gap + size * 0.06;
    let groups = count.div_ceil(5);
    let per_line = 3;
    for g in 0..groups {
        let (line, col) = (g / per_line, g % per_line);
        let in_line = (groups - line * per_line).min(per_line);
        let x0 = center.x - (in_line as f32 * group_width) / 2.0 + col as f32 * group_width;
        let y = center.y + line as f32 * (h + gap * 2.0) - h / 2.0;
        let in_group = (count - g * 5).min(5);
        for s in 0..in_group.min(4) {
            let x = x0 + s as f32 * gap;
            painter.line_segment([egui::pos2(x, y), egui::pos2(x + 2.0, y + h)], stroke);
        }
        if in_group == 5 {
            painter.line_segment(
                [egui::pos2(x0 - gap * 0.6, y + h * 0.8), egui::pos2(x0 + 3.6 * gap, y + h * 0.2)],
                stroke,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use schocken_core::i18n::{Lang, scoped};
    use schocken_core::rules::preset::{Preset, RuleSet};
    use schocken_core::session::event::{Event, PenaltyKind};
    use schocken_core::session::log::{Header, Session};

    /// Two marks for the same reason in one game name that game once: `(Spiel 1)`, not
    /// `(Spiele 1, 1)`.
    #[test]
    fn a_game_is_named_once_per_reason() {
        let header = Header {
            title: None,
            started: None,
            place: None,
            tournament: None,
            rules: RuleSet::new(Preset::Dohren),
            players: vec!["Anna".into(), "Ben".into()],
        };
        let mut session = Session::new(header).unwrap();
        for _ in 0..2 {
            session.push(Event::Penalty { player: "Ben".into(), kind: PenaltyKind::Lustwurf }).unwrap();
        }
        let e = session.engine();
        let ben = e.player("Ben").unwrap();
        scoped(Lang::De, || assert_eq!(mark_reasons(e, ben), ["2× Lustwurf (Spiel 1)"]));
        scoped(Lang::En, || assert_eq!(mark_reasons(e, ben), ["2× Lustwurf (game 1)"]));
    }
}
