//! The table's news: what the last entry brought, in sentences for the referee to read out.
//! Told from what the entry's event did in the session ([`Engine::effect`]), never by comparing
//! record lengths before and after.

use crate::report::words;
use crate::session::desk::Outcome;
use crate::session::event::Event;
use crate::session::log::Session;
use crate::session::state::{Awaiting, MarkReason};
use crate::tr;

/// One line of news; a headline (a part or a game lost, a roll-off needed) is shown large.
pub struct Line {
    pub text: String,
    pub headline: bool,
}

/// What an entry brought, in the current language.
pub fn lines(session: &Session, outcome: Outcome) -> Vec<Line> {
    let e = session.engine();
    let mut lines = Vec::new();
    let mut say = |text: String, headline: bool| lines.push(Line { text, headline });
    let effect = outcome.event.and_then(|i| e.effect(i));
    let mut ended = false;
    if let Some(effect) = effect {
        for r in &e.rounds()[effect.rounds.clone()] {
            say(words::round(e, r), false);
        }
        // A round entered that waits for a roll-off (the roll-off itself, tied again, is not news).
        let last = outcome.event.and_then(|i| session.events().get(i));
        if effect.rounds.is_empty()
            && matches!(last, Some(Event::Round(_)))
            && let Awaiting::RollOff(tied) = e.awaiting()
        {
            let names: Vec<&str> = tied.iter().map(|&p| e.name(p)).collect();
            say(tr!("table-news-tie", players = names.join(", ")), true);
        }
        for part in &e.parts()[effect.parts.clone()] {
            let (name, part_name) = (e.name(part.loser), words::part_with_article(part.part));
            say(tr!("table-news-part-lost", name = name, part = part_name, how = words::lost_by(part.by)), true);
        }
        for g in &e.finished_games()[effect.games.clone()] {
            let name = g.loser.map_or("", |p| e.name(p));
            let line = if g.durchmarsch() {
                tr!("table-news-durchmarsch", name = name, game = g.number)
            } else {
                tr!("table-news-game-lost", name = name, game = g.number)
            };
            say(line, true);
        }
        for m in e.marks()[effect.marks.clone()].iter().filter(|m| m.reason != MarkReason::GameLost) {
            say(words::mark_for(e, m), false);
        }
        ended = !effect.games.is_empty() || !effect.parts.is_empty();
    }
    if outcome.draft_cleared {
        say(tr!("table-news-draft-void"), false);
    }
    if ended {
        match (e.awaiting(), e.starter()) {
            (Awaiting::Round, Some(s)) => {
                say(tr!("table-news-next", part = words::part(e.part()), name = e.name(s)), false)
            }
            (Awaiting::Starter, _) => say(tr!("table-news-who-starts"), false),
            _ => {}
        }
    }
    lines
}
