//! The certificates: one landscape page for each of places 1 to 3 and for each winner of the
//! Schock-Out prize, with the prize money where the till pays one (`print::cash`).

use super::layout::{self, Align, BLACK, Face, RULE};
use super::listing::{Head, wrapped};
use schocken_core::tournament::fees::Prize;
use schocken_core::tournament::game::Pid;
use schocken_core::tournament::replay::Tournament;
use schocken_core::tournament::standings::Standings;
use schocken_core::tr;

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
