//! What a table says as it is played, on the referee app's table and on the phones' table page
//! alike: the news of the last entry, in sentences for the referee to read out, and the status
//! line (where the table stands). The news is told from the session's one timeline
//! ([`timeline::step`]) in its sentences ([`story`]), in its order, never by comparing record
//! lengths before and after.

use super::story::{self, Medium};
use super::timeline::{self, Item};
use super::words;
use crate::rules::knobs::{Rules, Structure};
use crate::rules::round::PlayerId;
use crate::rules::throw::Count;
use crate::rules::throw_limit;
use crate::session::desk::Outcome;
use crate::session::event::RoundEntry;
use crate::session::log::Session;
use crate::session::state::{Awaiting, Engine, Part};
use crate::tr;

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
        let headline = match item {
            Item::Tied(_) | Item::RollOff(_) => {
                if let Awaiting::RollOff(tied) = e.awaiting() {
                    let names: Vec<&str> = tied.iter().map(|&p| e.name(p)).collect();
                    // A roll-off that ties again: the same players, or some of them, roll once more.
                    let text =
                        if matches!(item, Item::Tied(_)) { story::tie(&names) } else { story::tie_again(&names) };
                    say(text, true);
                }
                continue;
            }
            Item::Round { record, .. } => {
                say(words::round(e, record), false);
                continue;
            }
            // Where a game has a single half, its loss is told as the game's.
            Item::PartLost(_) if e.rules().structure == Structure::Single => {
                ended = true;
                continue;
            }
            Item::PartLost(_) | Item::GameOver(_) => {
                ended = true;
                true
            }
            Item::Sudden => true,
            // A lost game's mark has no sentence: the game's tells it.
            Item::Mark(_) => false,
            Item::Note(_) | Item::Seats(_) | Item::Starter(_) | Item::Penalty { .. } => continue,
        };
        if let Some(text) = story::sentence(e, &item, Medium::News) {
            say(text, headline);
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
        Structure::Single => tr!("table-news-next-single", game = game, name = name),
        _ => tr!("table-news-next", game = game, part = words::part(e.part()), name = name),
    }
}

/// Where the table stands, for its status line: `Spiel 1, 1. Hälfte, Runde 3`, time up, and the
/// round's limit of throws and who set it.
pub fn status(session: &Session) -> String {
    let e = session.engine();
    let round = e.rounds_in_part() + 1;
    let mut text = where_(e.rules(), e.game(), e.part(), round);
    // Time up stays in sight: every round now decides its half.
    if e.sudden() {
        text = format!("{text} · {}", tr!("table-status-sudden"));
    }
    if let Some((player, count)) = round_limit(session.draft()) {
        let limit = tr!("table-limit", count = count.get(), player = player);
        text = format!("{text} · {limit}");
    }
    text
}

/// The limit of the round being entered and who set it (RULES.md 3, "Too many throws").
pub fn round_limit(draft: &[RoundEntry]) -> Option<(&str, Count)> {
    throw_limit::limit(draft.iter().map(|d| (d.player(), d.throw())))
}

/// Where a round stands, as a referee reads it: `Spiel 1, 1. Hälfte, Runde 3`; in a game of
/// a single half, `Spiel 1, Runde 3`.
pub fn where_(rules: &Rules, game: u32, part: Part, round: u32) -> String {
    match rules.structure {
        Structure::Single => tr!("table-where-single", game = game, round = round),
        _ => tr!("table-where", game = game, part = words::part(part), round = round),
    }
}
