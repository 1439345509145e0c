//! What a table says as it is played, on the referee app's table and on the phones' table page
//! alike: the news of the last entry, in sentences for the referee to read out, and the status
//! line (where the table stands). The news is told from the session's one timeline
//! ([`timeline::step`]) in its sentences ([`story`]), in its order, never by comparing record
//! lengths before and after.

use super::story::{self, Medium};
use super::timeline::{self, Item};
use super::words;
use crate::rules::knobs::{Rules, Structure};
use crate::rules::outcome::PlayerId;
use crate::rules::penalties::MarkReason;
use crate::rules::round::Act;
use crate::rules::throw::Count;
use crate::rules::throw_limit;
use crate::session::desk::Outcome;
use crate::session::event::{Event, PenaltyKind, RoundEntry};
use crate::session::log::Session;
use crate::session::state::{Awaiting, Engine, Part};
use crate::tournament::at_table::TableRound;
use crate::tournament::file::RoundKind;
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

/// What an entry brought, in the current language. At a tournament table (`round`) whose round
/// is over, no next game is announced (the table says instead why it plays no more,
/// [`TableRound::over_text`]).
pub fn lines(session: &Session, outcome: Outcome, round: Option<&TableRound>) -> Vec<Line> {
    let e = session.engine();
    let mut lines = Vec::new();
    let mut say = |text: String, headline: bool| lines.push(Line { text, headline });
    let mut ended = false;
    let mut lost_game = None;
    let items = outcome.event.and_then(|i| timeline::step(session, i)).map(|step| step.items).unwrap_or_default();
    for item in items {
        if let Item::GameOver(game) = item {
            lost_game = game.loser;
        }
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
            // A disc moving is news the table must see.
            Item::Sudden | Item::LustwurfDisc(_) => true,
            // A lost game's mark has no sentence: the game's tells it.
            Item::Mark(_) => false,
            // A note saved is read back at the table; a new seating is said.
            Item::Note(_) | Item::Seats(_) => false,
            Item::Starter(_) | Item::Penalty { .. } => continue,
        };
        if let Some(text) = story::sentence(e, &item, Medium::News) {
            say(text, headline);
        }
    }
    if outcome.draft_cleared {
        say(tr!("table-news-draft-void"), false);
    }
    // In a knock-out round the game's loser loses a life; losing his last, he is out.
    let name = lost_game.map(|p| e.name(p));
    if let (Some(name), Some(lives)) = (name, name.and_then(|n| round?.lives_of(n))) {
        match lives {
            0 => say(tr!("table-news-out", name = name), true),
            n => say(tr!("table-news-life-lost", name = name, lives = n), false),
        }
    }
    if ended && !round.is_some_and(|r| r.over) {
        match (e.awaiting(), e.starter()) {
            (Awaiting::Round, Some(s)) => say(next(e, s), false),
            (Awaiting::Starter, _) => say(tr!("table-news-who-starts"), false),
            _ => {}
        }
    }
    lines
}

/// What an undo would take back, for the question before it and the news after it: the last
/// entry of the round (`Käthe 6-6-1 (1×)`), else the last event. The seating a knock-out table
/// recorded after a game goes back with the entry before it ([`TableRound::seated_after_game`]),
/// so that entry is named.
pub fn undo_words(session: &Session, round: Option<&TableRound>) -> Option<String> {
    let entry = |e: &RoundEntry| match e {
        RoundEntry::Throw { player, throw } => words::act(player, Act::Throw(*throw)),
        RoundEntry::Take { player } => words::act(player, Act::Take),
    };
    if let Some(last) = session.draft().last() {
        return Some(entry(last));
    }
    let events = session.events();
    let skip = usize::from(round.is_some_and(|r| r.seated_after_game(session)));
    let event = events.len().checked_sub(1 + skip).and_then(|i| events.get(i))?;
    Some(match event {
        Event::Round(entries) => entry(entries.last()?),
        Event::Starter(name) => tr!("table-undo-starter", name = name.as_str()),
        Event::RollOff(_) => tr!("table-undo-roll-off"),
        Event::Penalty { player, kind } => {
            let reason = match kind {
                PenaltyKind::DroppedDice => MarkReason::DroppedDice,
                PenaltyKind::Lustwurf => MarkReason::Lustwurf,
            };
            tr!("table-undo-penalty", name = player.as_str(), reason = words::mark_reason(reason))
        }
        Event::Note(_) => tr!("table-undo-note"),
        Event::Seats(_) => tr!("table-undo-seats"),
        Event::Sudden => tr!("table-undo-sudden"),
    })
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

/// Where the table stands, for its status line: `Spiel 1, 1. Hälfte, Runde 3` (at a points
/// round's table `Spiel 2 von 3, …`), time up, and the round's limit of throws and who set it.
pub fn status(session: &Session, at: Option<&TableRound>) -> String {
    let e = session.engine();
    let round = e.rounds_in_part() + 1;
    let mut text = match at {
        // Once over, no next game's number: what the table has.
        Some(r) if r.over => tr!("table-status-over", games = r.played),
        Some(TableRound { kind: RoundKind::Points { games }, .. }) => tr!(
            "table-where-of",
            game = e.game(),
            games = *games,
            part = words::part_of(e.rules(), e.part()),
            round = round
        ),
        _ => where_(e.rules(), e.game(), e.part(), round),
    };
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
