//! The timeline in words: the one list of sentences every medium tells an evening with.
//!
//! [`timeline`](super::timeline) says what each event did, as items; this module words each item
//! once, for every medium that tells it — the replay summary, the review of an evening, the round
//! sheet and the table's announcements. The media only lay the sentences out (indents, rows,
//! bands, headlines). Their wording is in `timeline.ftl`, one message per sentence; where a
//! medium words a sentence its own way (a printed line ends with a full stop, an announcement
//! with "!", the summary writes a label), the message has an attribute for that medium, so a
//! translator sees every form of a sentence together.

use super::timeline::Item;
use super::words;
use crate::rules::knobs::Handschock;
use crate::rules::outcome::PlayerId;
use crate::rules::round::Act;
use crate::session::event::RoundEntry;
use crate::session::state::{DiscFrom, Engine, GameRecord, MarkReason, PartRecord, RoundRecord, Source};
use crate::tr;

/// Where the timeline is told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Medium {
    /// `schocken replay FILE`: the text summary.
    Summary,
    /// The review of a past evening on screen.
    Review,
    /// The printed round sheet.
    Sheet,
    /// The table's announcements after an entry, read out by the referee.
    News,
}

/// The sentence that tells `item` in `medium`. `None` where the item is no sentence of its own:
/// a resolved round (each medium lays out its entries, with [`words::round`] saying why it ended
/// so), a penalty (its marks follow as items), a lost game's mark (the game's sentence tells it).
pub fn sentence(engine: &Engine, item: &Item, medium: Medium) -> Option<String> {
    Some(match *item {
        Item::Note(text) => tr!("timeline-note", text = text),
        Item::Sudden => match medium {
            Medium::Summary => tr!("timeline-sudden.summary"),
            Medium::News => tr!("timeline-sudden.news"),
            Medium::Review | Medium::Sheet => tr!("timeline-sudden"),
        },
        Item::Seats(names) => tr!("timeline-seats", names = names.join(", ")),
        Item::Starter(p) => {
            let name = engine.name(p);
            match medium {
                Medium::Summary => tr!("timeline-starter.summary", name = name),
                Medium::Sheet => tr!("timeline-starter.sheet", name = name),
                Medium::Review | Medium::News => tr!("timeline-starter", name = name),
            }
        }
        Item::RollOff(sums) => {
            let list: Vec<String> = sums.iter().map(|(n, s)| format!("{n} {s}")).collect();
            tr!("timeline-roll-off", sums = list.join(", "))
        }
        Item::Tied(entries) => tr!("timeline-tied", entries = words::raw_entries(entries)),
        Item::Mark(m) if m.reason == MarkReason::GameLost => return None,
        Item::Mark(m) => words::mark_for(engine, m),
        Item::LustwurfDisc(d) => {
            let name = engine.name(d.player);
            match d.from {
                DiscFrom::Stock => tr!("timeline-lustwurf-disc-stock", name = name),
                DiscFrom::Player(giver) => {
                    tr!("timeline-lustwurf-disc-player", name = name, giver = engine.name(giver))
                }
            }
        }
        Item::PartLost(p) => part_lost(engine, p, medium),
        Item::GameOver(g) => game_lost(engine, g, medium),
        Item::Penalty { .. } | Item::Round { .. } => return None,
    })
}

/// A part lost: `1. Hälfte verloren: Ben` on record (summary, sheet), `Ben verliert die erste
/// Hälfte` said (review, announcement).
fn part_lost(engine: &Engine, p: &PartRecord, medium: Medium) -> String {
    let (name, how) = (engine.name(p.loser), words::lost_by(p.by));
    match medium {
        Medium::Summary | Medium::Sheet => {
            tr!("timeline-part-lost", part = words::part(p.part), name = name, how = how)
        }
        Medium::Review => tr!("timeline-loses-part", name = name, part = words::part_with_article(p.part), how = how),
        Medium::News => {
            tr!("timeline-loses-part.news", name = name, part = words::part_with_article(p.part), how = how)
        }
    }
}

/// A game lost, with its Durchmarsch; the sheet also names the halves' losers of a final.
fn game_lost(engine: &Engine, g: &GameRecord, medium: Medium) -> String {
    let (number, name) = (g.number, g.loser.map_or("", |p| engine.name(p)));
    let durchmarsch = g.durchmarsch();
    match medium {
        Medium::Summary if durchmarsch => tr!("timeline-game-lost-durchmarsch.summary", number = number, name = name),
        Medium::Sheet if durchmarsch => tr!("timeline-game-lost-durchmarsch", number = number, name = name),
        Medium::Sheet if g.final_.is_some() => {
            let half = |p: Option<PlayerId>| p.map_or("", |p| engine.name(p));
            let (half1, half2) = (half(g.half1), half(g.half2));
            tr!("timeline-game-lost-final", number = number, name = name, half1 = half1, half2 = half2)
        }
        Medium::Summary | Medium::Sheet => tr!("timeline-game-lost", number = number, name = name),
        Medium::Review if durchmarsch => tr!("timeline-loses-game-durchmarsch", name = name, number = number),
        Medium::Review => tr!("timeline-loses-game", name = name, number = number),
        Medium::News if durchmarsch => tr!("timeline-loses-game-durchmarsch.news", name = name, number = number),
        Medium::News => tr!("timeline-loses-game.news", name = name, number = number),
    }
}

/// A tie that a roll-off decides, with the players who roll off: `Gleichstand — Äugeln: Anna, Ben`.
pub fn tie(names: &[&str]) -> String {
    tr!("timeline-tie", names = names.join(", "))
}

/// A roll-off that tied again: the same players, or some of them, roll once more.
pub fn tie_again(names: &[&str]) -> String {
    tr!("timeline-tie-again", names = names.join(", "))
}

/// The players who roll off after the tie of event `index` (its entries `round`), in throwing
/// order: those whose sums the next roll-off records, or, if the log stops at the tie, those
/// the engine waits for.
pub fn tied_after<'a>(
    session: &'a crate::session::log::Session,
    index: usize,
    round: &'a [RoundEntry],
) -> Vec<&'a str> {
    use crate::session::event::Event;
    use crate::session::state::Awaiting;
    let next = session.events()[index + 1..].iter().find(|e| matches!(e, Event::Round(_) | Event::RollOff(_)));
    match (next, session.engine().awaiting()) {
        (Some(Event::RollOff(sums)), _) => {
            round.iter().map(RoundEntry::player).filter(|&p| sums.iter().any(|(name, _)| name == p)).collect()
        }
        (None, Awaiting::RollOff(tied)) => tied.iter().map(|&p| session.engine().name(p)).collect(),
        _ => Vec::new(),
    }
}

/// What else happened in a round, one sentence each: a Schock-Out, throws over the limit (and the
/// discs they cost), a take, its roll-offs, assembled throws `hand_only` made Hausnummern,
/// Handschocks that score points.
pub fn remarks(engine: &Engine, r: &RoundRecord) -> Vec<String> {
    let name = |p| engine.name(p);
    let mut out = Vec::new();
    if r.source == Source::All {
        out.push(tr!("timeline-remark-schock-out", name = name(r.winner)));
    }
    // The throws and the limit, both: "(2×)" alone read as "twice too often".
    for &v in &r.violations {
        let count = r.throw_of(v).map_or(0, |t| t.count().get());
        out.push(tr!("timeline-remark-over-limit", name = name(v), count = count, limit = r.limit.get()));
    }
    if matches!(r.entries.last().map(|e| e.act), Some(Act::Take)) {
        out.push(tr!("timeline-remark-take", name = name(r.loser)));
    }
    for sums in &r.roll_offs {
        let list: Vec<String> = sums.iter().map(|&(p, s)| format!("{} {s}", name(p))).collect();
        out.push(tr!("timeline-roll-off", sums = list.join(", ")));
    }
    let rules = engine.rules();
    for &(p, discs) in &r.penalty_discs {
        out.push(tr!("timeline-remark-over-limit-disc", name = name(p), discs = discs));
    }
    for e in &r.entries {
        let Some(t) = r.counted_throw_of(e.player, rules) else { continue };
        if let Some(lost) = t.hand_only_lost(rules) {
            out.push(tr!("timeline-remark-hand-only", name = name(e.player), category = words::category(lost, rules)));
        }
        if rules.handschock == Handschock::Points && t.hand() && t.category(rules).is_schock() {
            out.push(tr!("timeline-remark-handschock", name = name(e.player)));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, scoped};
    use crate::report::timeline::{self, tests::evening};
    use crate::rules::preset::Preset;

    /// Every item is worded in every medium and language (a message or attribute missing would
    /// show its id), and the media that say a sentence alike say it alike.
    #[test]
    fn every_item_is_told_in_every_medium() {
        const MEDIA: [Medium; 4] = [Medium::Summary, Medium::Review, Medium::Sheet, Medium::News];
        for lang in Lang::ALL {
            scoped(*lang, || {
                for seed in 0..Preset::ALL.len() as u64 {
                    let session = evening(seed);
                    let e = session.engine();
                    for step in timeline::steps(&session) {
                        for item in &step.items {
                            let told = MEDIA.map(|m| sentence(e, item, m));
                            for text in told.iter().flatten() {
                                assert!(!text.is_empty() && !text.contains("timeline-"), "{item:?}: {text:?}");
                            }
                            assert!(told.iter().all(Option::is_some) || told.iter().all(Option::is_none), "{item:?}");
                            if let Item::Note(_) | Item::Seats(_) | Item::RollOff(_) | Item::Mark(_) = item {
                                assert!(told.iter().all(|t| *t == told[0]), "{item:?}: {told:?}");
                            }
                            if let Item::Round { record, .. } = item {
                                for remark in remarks(e, record) {
                                    assert!(!remark.contains("timeline-"), "{remark}");
                                }
                            }
                        }
                    }
                }
            })
        }
        scoped(Lang::De, || assert_eq!(tie(&["Anna", "Ben"]), "Gleichstand — Äugeln: Anna, Ben"));
    }
}
