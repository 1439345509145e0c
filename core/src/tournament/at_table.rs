//! A tournament table as its own screen sees it — the table laptop and the phones' table page
//! alike (TOURNAMENT.md sections 2, 3 and 6; PHONES.md section 7, "A played round, a decided
//! table"): the round's kind, how many games count and how many the table has, each player's
//! lives in a knock-out round, and whether the table is over. Worked out from the replayed
//! tournament, so a card for the table counts over its session file here as everywhere.
//!
//! Both screens ask it the same three questions, so they cannot disagree: what to say instead
//! of the next game ([`TableRound::over_text`]), which entry to refuse ([`TableRound::refusal`])
//! and when to seat the table anew because a player lost his last life ([`TableRound::seats_due`]).

use super::file::RoundKind;
use super::knockout::Lives;
use super::replay::Tournament;
use super::{RoundNo, TableNo};
use crate::session::event::{Event, RoundEntry};
use crate::session::file::Item;
use crate::session::log::Session;
use crate::tr;

/// A table's round as far as it is played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRound {
    /// A points round's kind holds the games that count.
    pub kind: RoundKind,
    /// Complete games the table has so far (counted: at most `games`, or up to the decision).
    pub played: usize,
    /// In a knock-out round: every player of the table in seat order with the lives he has left.
    pub lives: Option<Vec<(String, u32)>>,
    /// Every counted game is played, or the knock-out table is decided.
    pub over: bool,
}

impl TableRound {
    /// Table `table` of round `round` (from 1) of `t`; `None` where it was not drawn.
    pub fn of(t: &Tournament, round: RoundNo, table: TableNo) -> Option<TableRound> {
        let r = t.round(round)?;
        let tb = r.table(table)?;
        let results = tb.results().map_or(&[][..], |(_, results)| results);
        let (lives, over, played) = match r.kind {
            RoundKind::Points { games } => (None, results.len() >= games.count(), results.len().min(games.count())),
            RoundKind::KnockOut { lives, advance } => {
                let state = Lives::after(&tb.players, lives, advance, results);
                let names = state.states(round).map(|(p, k)| (t.players[p].name.clone(), k.lives)).collect();
                (Some(names), state.decided(), results.len())
            }
        };
        Some(TableRound { kind: r.kind, played, lives, over })
    }

    /// The lives `name` has left in a knock-out round (`None` in a points round or for a
    /// stranger).
    pub fn lives_of(&self, name: &str) -> Option<u32> {
        self.lives.as_ref()?.iter().find(|(n, _)| n == name).map(|&(_, l)| l)
    }

    /// Whether `name` lost his last life: he is no longer seated at the table.
    pub fn is_out(&self, name: &str) -> bool {
        self.lives_of(name) == Some(0)
    }

    /// Those still in, in seat order (everybody in a points round is `None`).
    fn alive(&self) -> Option<Vec<&str>> {
        Some(self.lives.as_ref()?.iter().filter(|(_, l)| *l > 0).map(|(n, _)| n.as_str()).collect())
    }

    /// The sentence that takes the place of the next game once the table is over: "Alle 3
    /// Spiele dieser Runde sind gespielt …", "Dora ist weiter — der Tisch ist entschieden …".
    pub fn over_text(&self) -> Option<String> {
        if !self.over {
            return None;
        }
        Some(match self.alive() {
            None => tr!("table-round-played", games = self.kind.games_written()),
            Some(alive) => {
                tr!("table-knockout-decided", names = crate::report::words::list(&alive), count = alive.len())
            }
        })
    }

    /// What the table refuses of `item` at `session`'s position: any round entry, `Starter` or
    /// `Seats` once it is over (a game begun goes on: the organiser may have changed the draw
    /// meanwhile), and an entry, a `Starter` or a `Seats` for a player without lives. `Note`, `Penalty`
    /// and undo stay allowed.
    pub fn refusal(&self, session: &Session, item: &Item) -> Option<TableRefusal> {
        let named: Vec<&str> = match item {
            Item::Entry(RoundEntry::Throw { player, .. } | RoundEntry::Take { player }) => vec![player.as_str()],
            Item::Event(Event::Starter(player)) => vec![player.as_str()],
            // A seating that seats a player without lives is refused like an entry for him.
            Item::Event(Event::Seats(names)) => names.iter().map(String::as_str).collect(),
            Item::Event(_) => return None,
        };
        let begun = session.engine().game_begun() || !session.draft().is_empty();
        if self.over && !begun {
            return Some(TableRefusal::Over(self.over_text().unwrap_or_default()));
        }
        named.into_iter().find(|n| self.is_out(n)).map(|n| TableRefusal::NoLives(n.to_string()))
    }

    /// The `Seats` a knock-out table records once a player lost his last life: between games,
    /// the seating without those who are out, in its order. `None` where nothing is to change,
    /// or the table is decided (nobody plays on).
    pub fn seats_due(&self, session: &Session) -> Option<Event> {
        let e = session.engine();
        let between_games = !e.game_begun() && session.draft().is_empty() && e.pending_entries().is_none();
        if self.over || !between_games {
            return None;
        }
        self.without_the_out(e.seating().iter().map(|&p| e.name(p))).map(Event::Seats)
    }

    /// `seating` without the players who are out, where that leaves out somebody and still a
    /// table (`None` in a points round).
    fn without_the_out<'a>(&self, seating: impl Iterator<Item = &'a str>) -> Option<Vec<String>> {
        let alive = self.alive()?;
        let seating: Vec<&str> = seating.collect();
        let stays: Vec<String> = seating.iter().filter(|n| alive.contains(n)).map(|n| n.to_string()).collect();
        (stays.len() < seating.len() && stays.len() >= *crate::rules::limits::TABLE_SIZES.start()).then_some(stays)
    }

    /// Whether the last event is the seating [`seats_due`](Self::seats_due) recorded after a
    /// game: an undo takes it back with the entry before it, or it would be recorded anew. Read
    /// off the seating before that event (the engine's checkpoint), nothing replayed or copied.
    pub fn seated_after_game(&self, session: &Session) -> bool {
        let Some(Event::Seats(names)) = session.events().last() else { return false };
        let e = session.engine();
        let Some(effect) = e.effect(session.events().len() - 1) else { return false };
        session.draft().is_empty()
            && !self.over
            && self.without_the_out(effect.seating().iter().map(|&p| e.name(p))).as_ref() == Some(names)
    }

    /// PHONES.md section 7's `"lives": {"Anna": 2, …}` (knock-out only), in seat order.
    pub fn lives_json(&self) -> Option<serde_json::Value> {
        let lives = self.lives.as_ref()?;
        Some(lives.iter().map(|(name, n)| (name.clone(), serde_json::Value::from(*n))).collect())
    }

    /// Each player's lives as the table shows them: "Anna 2 Leben · Carl raus" (knock-out only).
    pub fn lives_text(&self) -> Option<String> {
        let parts: Vec<String> = self
            .lives
            .as_ref()?
            .iter()
            .map(|(name, lives)| match lives {
                0 => tr!("table-player-out", name = name.as_str()),
                n => tr!("table-player-lives", name = name.as_str(), lives = *n),
            })
            .collect();
        Some(tr!("table-knockout-lives", players = parts.join(" · ")))
    }
}

/// Why a tournament table takes no more of an entry (PHONES.md section 7: 422, in words).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableRefusal {
    /// The table's round is played (or its knock-out decided): the sentence that says so.
    Over(String),
    /// A player without lives is no longer seated.
    NoLives(String),
}

impl TableRefusal {
    pub fn message(&self) -> String {
        match self {
            TableRefusal::Over(text) => text.clone(),
            TableRefusal::NoLives(name) => tr!("table-refused-no-lives", name = name.as_str()),
        }
    }
}

crate::worded_error!(TableRefusal);
