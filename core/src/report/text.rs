//! The readable summary of `schocken replay FILE` (without `--json`): the same facts as the
//! JSON, for a person, in the order they happened — the one [`timeline`] told in its
//! [`story`] sentences, laid out as indented lines.

use super::story::{self, Medium};
use super::timeline::{self, Item};
use super::words;
use crate::session::log::Session;
use crate::session::state::{Awaiting, MarkReason, Part};
use crate::tr;
use std::fmt::Write as _;

/// The summary of a whole session, in the current language.
pub fn summary(session: &Session) -> String {
    let h = session.header();
    let e = session.engine();
    let mut out = String::new();
    let mut line = |text: String| {
        out.push_str(&text);
        out.push('\n');
    };
    if let Some(title) = &h.title {
        line(title.clone());
    }
    if let Some(started) = &h.started {
        line(tr!("summary-started", when = started.as_str()));
    }
    if let Some(place) = &h.place {
        line(tr!("summary-place", place = place.as_str()));
    }
    line(tr!("summary-rules", preset = h.rules.preset.id(), description = words::preset(h.rules.preset)));
    for (knob, was, now) in h.rules.differences() {
        line(format!("  {}", tr!("summary-differs", knob = knob.name(), value = now.id(), preset_value = was.id())));
    }
    line(tr!("summary-players", names = h.players.join(", ")));

    let name = |p| e.name(p);
    let mut heading: Option<(u32, Part)> = None;
    for step in timeline::steps(session) {
        for item in step.items.iter().copied() {
            // What belongs to a game stands under its heading, also where it opens the game (a
            // Lustwurf disc or a dropped dice before its first round).
            let told = matches!(item, Item::Round { .. }) || story::sentence(e, &item, Medium::Summary).is_some();
            if let Some((game, part)) = belongs_to(&step, &item).filter(|&at| told && heading != Some(at)) {
                if heading.map(|(g, _)| g) != Some(game) {
                    line(format!("\n{}", tr!("summary-game", number = game)));
                }
                line(format!("  {}", words::part(part)));
                heading = Some((game, part));
            }
            match item {
                Item::Round { record: r, .. } => {
                    let entries: Vec<String> = r.entries.iter().map(|x| words::act(name(x.player), x.act)).collect();
                    line(format!("    {}", tr!("summary-round", number = r.number, entries = entries.join(", "))));
                    let holders = words::holders(e, r);
                    let mut after = format!(
                        "      → {}",
                        tr!("summary-after-round", explanation = words::round(e, r), stock = r.stock)
                    );
                    if !holders.is_empty() {
                        let _ = write!(after, "; {}", holders.join(", "));
                    }
                    line(after);
                }
                other => {
                    let Some(text) = story::sentence(e, &other, Medium::Summary) else { continue };
                    // A new seating opens a paragraph; a part's or game's end stands under its rounds.
                    line(match other {
                        Item::Seats(_) => format!("\n{text}"),
                        Item::PartLost(_) => format!("  → {text}"),
                        Item::GameOver(_) => format!("  ⇒ {text}"),
                        // A note of several lines keeps its indent on each.
                        _ => format!("    {}", text.replace('\n', "\n    ")),
                    });
                }
            }
        }
    }

    line(format!("\n{}", tr!("summary-tally-marks")));
    for p in e.players() {
        let strokes = "|".repeat(e.tally(p) as usize);
        line(format!("  {:<16} {:>2} {strokes}", e.name(p), e.tally(p)));
    }
    if e.scores_points() {
        line(tr!("summary-points"));
        for p in e.players() {
            line(format!("  {:<16} {:>4}", e.name(p), e.points(p)));
        }
    }
    let next = match e.awaiting() {
        Awaiting::Round => {
            let order: Vec<&str> = e.next_players().unwrap_or_default().into_iter().map(name).collect();
            tr!(
                "summary-next-round",
                game = e.game(),
                part = words::part(e.part()),
                starter = e.starter().map_or("", name),
                order = order.join(", ")
            )
        }
        Awaiting::Starter => tr!("summary-next-starter"),
        Awaiting::RollOff(tied) => {
            let names: Vec<&str> = tied.iter().map(|&p| name(p)).collect();
            tr!("summary-next-roll-off", names = names.join(", "))
        }
    };
    line(format!("\n{}", tr!("summary-next", what = next)));
    out
}

/// The game and part an item of `step` is told under: a round's, a part's end's and a Lustwurf
/// disc's own; a mark's (not a lost game's) the event's. `None` for what stands between games (a
/// note, a new seating, who starts) or follows a game's end.
fn belongs_to(step: &timeline::Step<'_>, item: &Item<'_>) -> Option<(u32, Part)> {
    match *item {
        Item::Round { record, .. } => Some((record.game, record.part)),
        Item::PartLost(p) => Some((p.game, p.part)),
        Item::LustwurfDisc(d) => Some((d.game, d.part)),
        Item::Mark(m) if m.reason != MarkReason::GameLost => Some((step.effect.game(), step.effect.part())),
        _ => None,
    }
}
