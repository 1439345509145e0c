//! Changes the organiser makes to `turnier.ron`'s events beyond adding one: a card put in place
//! of the table's earlier one, a card taken away, a player renamed. `turnier.ron` has one writer,
//! the organiser's app, and TOURNAMENT.md knows no event for these: the app rewrites the events
//! (as it may rewrite a re-drawn round's `Draw` in place), so the file stays one any reader takes.
//!
//! Pure; whether the result replays is the replay's decision, made before anything is saved.

use super::file::{CardGame, Event};
use super::organise::registered;
use super::replay::{Source, Tournament};
use crate::tr;

/// Whether `event` is the card of `round`, `table`.
fn is_card_of(event: &Event, round: u32, table: u32) -> bool {
    matches!(event, Event::Card { round: r, table: t, .. } if *r == round && *t == table)
}

/// The games of the table's card, where it has one (the latest: it replaces earlier ones).
pub fn card_of(events: &[Event], round: u32, table: u32) -> Option<&[CardGame]> {
    events.iter().rev().find(|e| is_card_of(e, round, table)).and_then(|e| match e {
        Event::Card { games, .. } => Some(games.as_slice()),
        _ => None,
    })
}

/// Puts a card into the events: it replaces the table's earlier card, else it is added.
pub fn put_card(events: &mut Vec<Event>, round: u32, table: u32, games: Vec<CardGame>) {
    let card = Event::Card { round, table, games };
    match events.iter().rposition(|e| is_card_of(e, round, table)) {
        Some(i) => events[i] = card,
        None => events.push(card),
    }
}

/// Takes the table's card away (every one for it): its session file counts again. True where
/// there was one.
pub fn clear_card(events: &mut Vec<Event>, round: u32, table: u32) -> bool {
    let before = events.len();
    events.retain(|e| !is_card_of(e, round, table));
    events.len() != before
}

/// Renames a player everywhere the events name him: his registration, withdrawal, every draw
/// and every card. Names elsewhere (another player's) are left alone.
pub fn rename(events: &mut [Event], old: &str, new: &str) {
    let fix = |name: &mut String| {
        if name == old {
            *name = new.to_string();
        }
    };
    for event in events {
        match event {
            Event::Register { name, .. } | Event::Withdraw(name) => fix(name),
            Event::Draw { tables, .. } => tables.iter_mut().flatten().for_each(fix),
            Event::Card { games, .. } => {
                for g in games {
                    fix(&mut g.half1);
                    fix(&mut g.half2);
                    g.final_.iter_mut().for_each(fix);
                    g.schock_outs.iter_mut().for_each(fix);
                    g.out.iter_mut().flatten().flatten().flatten().for_each(fix);
                    g.points.iter_mut().flatten().for_each(|(name, _)| fix(name));
                }
            }
        }
    }
}

/// Why a player cannot be renamed (yet).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RenameRefused {
    /// Nobody is registered under the old name.
    Unknown(String),
    Empty,
    /// Another player has the new name (up to case and spacing).
    Taken(String),
    /// A table of his counts from its session file, which keeps the old name (the table laptop
    /// writes it, not the organiser): renamed, the file would no longer be for the table and
    /// its results would be lost. Its card, typed over the file, keeps them.
    Session {
        round: u32,
        table: u32,
    },
}

impl RenameRefused {
    pub fn message(&self) -> String {
        match self {
            RenameRefused::Unknown(name) => tr!("tournament-unknown-player", name = name.as_str()),
            RenameRefused::Empty => tr!("tournament-empty-name"),
            RenameRefused::Taken(name) => tr!("tournament-rename-taken", name = name.as_str()),
            RenameRefused::Session { round, table } => {
                tr!("tournament-rename-session", round = *round, table = *table)
            }
        }
    }
}

/// The new name as it will be written (spaces tidied), where renaming `old` to it loses
/// nothing: `old` is registered, nobody else has the new name, and no table of his counts from a
/// session file (which would stop matching the table).
pub fn check_rename(t: &Tournament, old: &str, new: &str) -> Result<String, RenameRefused> {
    let new = new.split_whitespace().collect::<Vec<_>>().join(" ");
    let p = t.players.iter().position(|p| p.name == old).ok_or_else(|| RenameRefused::Unknown(old.to_string()))?;
    if new.is_empty() {
        return Err(RenameRefused::Empty);
    }
    if let Some(other) = registered(&t.players, &new).filter(|&q| q != p) {
        return Err(RenameRefused::Taken(t.players[other].name.clone()));
    }
    for (r, round) in t.rounds.iter().enumerate() {
        for (i, table) in round.tables.iter().enumerate() {
            let from_session = matches!(table.results(), Some((Source::Session, _)));
            if from_session && table.players.contains(&p) {
                return Err(RenameRefused::Session { round: r as u32 + 1, table: i as u32 + 1 });
            }
        }
    }
    Ok(new)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::file::RoundKind;

    fn game(h1: &str, h2: &str, f: Option<&str>) -> CardGame {
        CardGame { half1: h1.into(), half2: h2.into(), final_: f.map(String::from), ..CardGame::default() }
    }

    #[test]
    fn a_card_replaces_the_tables_earlier_one_and_goes_away_whole() {
        let mut events = vec![Event::Withdraw("X".into())];
        put_card(&mut events, 1, 2, vec![game("A", "A", None)]);
        put_card(&mut events, 1, 3, vec![]);
        put_card(&mut events, 1, 2, vec![game("B", "B", None)]);
        assert_eq!(events.len(), 3);
        assert_eq!(card_of(&events, 1, 2), Some(&[game("B", "B", None)][..]));
        assert!(clear_card(&mut events, 1, 2));
        assert!(!clear_card(&mut events, 1, 2));
        assert_eq!(card_of(&events, 1, 2), None);
        assert_eq!(card_of(&events, 1, 3), Some(&[][..]));
    }

    #[test]
    fn a_rename_reaches_every_place_the_name_stands() {
        let mut g = game("Ana", "Ben", Some("Ana"));
        g.schock_outs = vec!["Ana".into(), "Ben".into()];
        g.out = [Some(vec![vec!["Ana".into(), "Carl".into()]]), None];
        g.points = Some(vec![("Ana".into(), 3), ("Ben".into(), -5)]);
        let mut events = vec![
            Event::Register { name: "Ana".into(), team: Some("Ana".into()) },
            Event::Register { name: "Ben".into(), team: None },
            Event::Withdraw("Ana".into()),
            Event::Draw {
                round: 1,
                kind: RoundKind::Points,
                games: 1,
                tables: vec![vec!["Ben".into(), "Ana".into()]],
                seed: None,
            },
            Event::Card { round: 1, table: 1, games: vec![g] },
        ];
        rename(&mut events, "Ana", "Anna");
        let text = format!("{events:?}");
        assert_eq!(text.matches("\"Ana\"").count(), 1, "only the team keeps the old spelling: {text}");
        assert_eq!(text.matches("\"Anna\"").count(), 8, "{text}");
        assert_eq!(text.matches("\"Ben\"").count(), 5, "{text}");
    }
}
