//! The table's news: what the last entry brought, in sentences for the referee to read out.
//! Told from the session's one timeline ([`timeline::step`]), in its order, never by comparing
//! record lengths before and after.

use schocken_core::report::timeline::{self, Item};
use schocken_core::report::words;
use schocken_core::rules::round::PlayerId;
use schocken_core::session::desk::Outcome;
use schocken_core::session::log::Session;
use schocken_core::session::state::{Awaiting, Engine, MarkReason};
use schocken_core::tr;

/// One line of news; a headline (a part or a game lost, a roll-off needed) is shown large.
pub struct Line {
    pub text: String,
    pub headline: bool,
}

/// How far an entry ended something: a part (a half, the final) or the whole game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    Part,
    Game,
}

/// What an entry ended, if anything: shown large over the table.
pub fn ending(session: &Session, outcome: Outcome) -> Option<Ending> {
    let items = outcome.event.and_then(|i| timeline::step(session, i)).map(|step| step.items).unwrap_or_default();
    let game = items.iter().any(|i| matches!(i, Item::GameOver(_)));
    let part = items.iter().any(|i| matches!(i, Item::PartLost(_)));
    if game { Some(Ending::Game) } else { part.then_some(Ending::Part) }
}

/// What an entry brought, in the current language.
pub fn lines(session: &Session, outcome: Outcome) -> Vec<Line> {
    let e = session.engine();
    let mut lines = Vec::new();
    let mut say = |text: String, headline: bool| lines.push(Line { text, headline });
    let mut ended = false;
    let items = outcome.event.and_then(|i| timeline::step(session, i)).map(|step| step.items).unwrap_or_default();
    for item in items {
        match item {
            Item::Tied(_) => {
                if let Awaiting::RollOff(tied) = e.awaiting() {
                    let names: Vec<&str> = tied.iter().map(|&p| e.name(p)).collect();
                    say(tr!("table-news-tie", players = names.join(", ")), true);
                }
            }
            // A roll-off that ties again: the same players, or some of them, roll once more.
            Item::RollOff(_) => {
                if let Awaiting::RollOff(tied) = e.awaiting() {
                    let names: Vec<&str> = tied.iter().map(|&p| e.name(p)).collect();
                    say(tr!("table-news-tie-again", players = names.join(", ")), true);
                }
            }
            Item::Round { record, .. } => say(words::round(e, record), false),
            // A lost game's mark is told with the game.
            Item::Mark(m) if m.reason != MarkReason::GameLost => say(words::mark_for(e, m), false),
            // Where a game has a single half, its loss is told as the game's.
            Item::PartLost(_) if e.rules().structure == schocken_core::rules::knobs::Structure::Single => ended = true,
            Item::PartLost(part) => {
                let (name, part_name) = (e.name(part.loser), words::part_with_article(part.part));
                say(tr!("table-news-part-lost", name = name, part = part_name, how = words::lost_by(part.by)), true);
                ended = true;
            }
            Item::GameOver(g) => {
                let name = g.loser.map_or("", |p| e.name(p));
                let line = if g.durchmarsch() {
                    tr!("table-news-durchmarsch", name = name, game = g.number)
                } else {
                    tr!("table-news-game-lost", name = name, game = g.number)
                };
                say(line, true);
                ended = true;
            }
            Item::Sudden => say(tr!("table-news-sudden"), true),
            Item::Mark(_) | Item::Note(_) | Item::Seats(_) | Item::Starter(_) | Item::Penalty { .. } => {}
        }
    }
    if outcome.draft_cleared {
        say(tr!("table-news-draft-void"), false);
    }
    if ended {
        match (e.awaiting(), e.starter()) {
            (Awaiting::Round, Some(s)) => say(next(e, s), false),
            (Awaiting::Starter, _) => say(tr!("table-news-who-starts"), false),
            _ => {}
        }
    }
    lines
}

/// What comes next after a part or a game ended, with the game's number: `Weiter: Spiel 3,
/// 1. Hälfte — Anna beginnt.`; where a game is a single half, `Weiter: Spiel 3 — Anna beginnt.`
fn next(e: &Engine, starter: PlayerId) -> String {
    let (game, name) = (e.game(), e.name(starter));
    match e.rules().structure {
        schocken_core::rules::knobs::Structure::Single => tr!("table-news-next-single", game = game, name = name),
        _ => tr!("table-news-next", game = game, part = words::part(e.part()), name = name),
    }
}
