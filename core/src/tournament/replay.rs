//! `turnier.ron`'s events replayed in order, each checked against what came before
//! (TOURNAMENT.md section 2): registrations, withdrawals, draws and cards.
//!
//! A card's game that lacks the exit order or points the scheme needs takes them from the table's
//! session file (section 2), so the replay is given the table sessions found in the folder.
//!
//! The tournament keeps each table's results (its card's and its session file's); the standings
//! are summed from them. A card or a table's session file depends on its table alone, so where
//! only those change, [`replay_tables`] replays those tables and keeps the rest, and
//! [`card_results`] checks a card being typed without replaying anything else.

use super::file::{CardGame, Event, RoundKind, Scoring, TournamentFile};
use super::game::{GameResult, Pid};
use super::knockout::Lives;
use super::problem::{Problem, Refused};
use super::{RoundNo, TableNo};
use crate::rules::knobs::Structure;
use std::collections::HashMap;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub name: String,
    pub team: Option<String>,
    pub withdrawn: bool,
}

/// Where a table's results come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Card,
    Session,
}

impl Source {
    /// The spelling of `standings --json`.
    pub fn id(self) -> &'static str {
        match self {
            Source::Card => "card",
            Source::Session => "session",
        }
    }
}

/// A table of a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// In seat order.
    pub players: Vec<Pid>,
    pub card: Option<Vec<GameResult>>,
    /// The complete games of the table's session file, where exactly one is for it.
    pub session: Option<Vec<GameResult>>,
}

impl Table {
    /// The results that count for the table, and where they come from: the card overrides the
    /// session file.
    pub fn results(&self) -> Option<(Source, &[GameResult])> {
        match (&self.card, &self.session) {
            (Some(card), _) => Some((Source::Card, card)),
            (None, Some(session)) => Some((Source::Session, session)),
            (None, None) => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    /// A points round's kind holds how many games count.
    pub kind: RoundKind,
    pub tables: Vec<Table>,
    pub seed: Option<u64>,
}

impl Round {
    /// Table `table`; `None` where it was not drawn.
    pub fn table(&self, table: TableNo) -> Option<&Table> {
        self.tables.get(table.index())
    }

    /// Each table with its number.
    pub fn numbered_tables(&self) -> impl Iterator<Item = (TableNo, &Table)> {
        TableNo::numbered(&self.tables)
    }
}

/// A table's session file as found in the folder: its header's round and table, its players
/// (the header's), and its complete games worded as a card would (with exit order and points).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableSession {
    /// The file's name, for reports.
    pub file: String,
    pub round: RoundNo,
    pub table: TableNo,
    pub players: Vec<String>,
    pub games: Vec<CardGame>,
    /// The Jules thrown in each game (by thrower): sessions know them, cards do not.
    pub jules: Vec<Vec<String>>,
}

/// Why a session file of the folder is not used (reported, never bad input of the tournament).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unused {
    /// Its header names a round or table that was not drawn.
    NoSuchTable { round: RoundNo, table: TableNo },
    /// Its players are not the table's.
    OtherPlayers { round: RoundNo, table: TableNo },
    /// Two files are for one table: neither is used.
    Twice { round: RoundNo, table: TableNo, other: String },
}

impl Unused {
    /// The round and table the file's header names.
    pub fn table(&self) -> (RoundNo, TableNo) {
        match self {
            Unused::NoSuchTable { round, table }
            | Unused::OtherPlayers { round, table }
            | Unused::Twice { round, table, .. } => (*round, *table),
        }
    }
}

/// The tournament as its file (and the table sessions) say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tournament {
    pub title: Option<String>,
    pub scoring: Scoring,
    pub players: Vec<Player>,
    pub rounds: Vec<Round>,
}

impl Tournament {
    /// Round `round` as people number it (from 1); `None` where it was not drawn.
    pub fn round(&self, round: RoundNo) -> Option<&Round> {
        self.rounds.get(round.index())
    }

    /// Each round with its number.
    pub fn numbered_rounds(&self) -> impl Iterator<Item = (RoundNo, &Round)> {
        RoundNo::numbered(&self.rounds)
    }

    /// The latest round drawn with its number; `None` before the first draw.
    pub fn latest_round(&self) -> Option<(RoundNo, &Round)> {
        self.numbered_rounds().last()
    }

    /// Table `table` of round `round`, both as people number them (from 1); `None` where it was
    /// not drawn.
    pub fn table(&self, round: RoundNo, table: TableNo) -> Option<&Table> {
        self.round(round)?.table(table)
    }

    fn table_mut(&mut self, round: RoundNo, table: TableNo) -> Option<&mut Table> {
        self.rounds.get_mut(round.index())?.tables.get_mut(table.index())
    }
}

/// The number the next draw takes: one past the latest round's (held at `u32::MAX`, far past
/// any number the file takes, so such a draw is refused by the file's bounds).
pub fn next_round(t: &Tournament) -> RoundNo {
    RoundNo::from_index(t.rounds.len()).or(RoundNo::new(u32::MAX)).unwrap_or(RoundNo::FIRST)
}

struct Replay<'a> {
    t: Tournament,
    by_name: HashMap<String, Pid>,
    sessions: &'a [TableSession],
    by_table: ByTable<'a>,
}

/// The table sessions by the round and table their headers name, each table's in the order
/// given: a table's files found without looking through every file of the folder (a replay
/// asks for each table's, so looking through them all was quadratic in the tables).
struct ByTable<'a>(HashMap<(RoundNo, TableNo), Vec<&'a TableSession>>);

impl<'a> ByTable<'a> {
    fn new(sessions: &'a [TableSession]) -> ByTable<'a> {
        let mut by_table: HashMap<(RoundNo, TableNo), Vec<&TableSession>> = HashMap::with_capacity(sessions.len());
        for s in sessions {
            by_table.entry((s.round, s.table)).or_default().push(s);
        }
        ByTable(by_table)
    }

    /// The sessions whose headers name `round`, `table`.
    fn get(&self, round: RoundNo, table: TableNo) -> &[&'a TableSession] {
        self.0.get(&(round, table)).map_or(&[], Vec::as_slice)
    }
}

/// The sessions of `sessions` whose headers name `round`, `table`, in their order.
fn for_table(sessions: &[TableSession], round: RoundNo, table: TableNo) -> Vec<&TableSession> {
    sessions.iter().filter(|s| s.round == round && s.table == table).collect()
}

/// Replays the file's events. A refused event ends the replay with its index and problem.
pub fn replay(
    file: &TournamentFile,
    sessions: &[TableSession],
) -> Result<(Tournament, Vec<(String, Unused)>), Refused> {
    if file.rules.rules().structure != Structure::Halves {
        return Err(Refused::file(Problem::SingleHalf));
    }
    let mut r = Replay {
        t: Tournament { title: file.title.clone(), scoring: file.scoring, players: Vec::new(), rounds: Vec::new() },
        by_name: HashMap::new(),
        sessions,
        by_table: ByTable::new(sessions),
    };
    for (index, event) in file.events.iter().enumerate() {
        r.apply(event).map_err(|p| Refused::at(index, p))?;
    }
    let unused = r.attach_sessions();
    Ok((r.t, unused))
}

impl Replay<'_> {
    fn apply(&mut self, event: &Event) -> Result<(), Problem> {
        match event {
            Event::Register { name, team } => {
                if name.trim().is_empty() {
                    return Err(Problem::EmptyName);
                }
                if self.by_name.contains_key(name) {
                    return Err(Problem::NameTwice(name.clone()));
                }
                self.by_name.insert(name.clone(), Pid::new(self.t.players.len()));
                self.t.players.push(Player { name: name.clone(), team: team.clone(), withdrawn: false });
                Ok(())
            }
            Event::Withdraw(name) => {
                let p = self.known(name)?;
                if self.t.players[p].withdrawn {
                    return Err(Problem::WithdrawnTwice(name.clone()));
                }
                self.t.players[p].withdrawn = true;
                Ok(())
            }
            Event::Draw { round, kind, tables, seed } => self.draw(*round, *kind, tables, *seed),
            Event::Card { round, table, games } => self.card(*round, *table, games),
        }
    }

    fn known(&self, name: &str) -> Result<Pid, Problem> {
        self.by_name.get(name).copied().ok_or_else(|| Problem::UnknownPlayer(name.to_string()))
    }

    fn draw(
        &mut self,
        round: RoundNo,
        kind: RoundKind,
        tables: &[Vec<String>],
        seed: Option<u64>,
    ) -> Result<(), Problem> {
        let latest = self.t.latest_round();
        let redraw = latest.is_some_and(|(latest, _)| round == latest);
        let next = next_round(&self.t);
        if round != next && !redraw {
            return Err(Problem::DrawRound { round, next });
        }
        if redraw && latest.is_some_and(|(_, r)| r.tables.iter().any(|t| t.card.is_some())) {
            return Err(Problem::RedrawAfterCard(round));
        }
        let mut seated = vec![false; self.t.players.len()];
        let mut drawn = Vec::with_capacity(tables.len());
        for (table, names) in TableNo::numbered(tables) {
            if !crate::rules::limits::TABLE_SIZES.contains(&names.len()) {
                return Err(Problem::TableSize { table, size: names.len() });
            }
            let mut players = Vec::with_capacity(names.len());
            for name in names {
                let p = self.known(name)?;
                if self.t.players[p].withdrawn {
                    return Err(Problem::Withdrawn(name.clone()));
                }
                if std::mem::replace(&mut seated[p], true) {
                    return Err(Problem::TwiceInDraw(name.clone()));
                }
                players.push(p);
            }
            drawn.push(Table { players, card: None, session: None });
        }
        if kind.is_points()
            && let Some(p) = (0..seated.len()).find(|&p| !seated[p] && !self.t.players[p].withdrawn)
        {
            return Err(Problem::LeftOut(self.t.players[p].name.clone()));
        }
        let new = Round { kind, tables: drawn, seed };
        match self.t.rounds.last_mut() {
            Some(last) if redraw => *last = new,
            _ => self.t.rounds.push(new),
        }
        Ok(())
    }

    fn card(&mut self, round: RoundNo, table: TableNo, games: &[CardGame]) -> Result<(), Problem> {
        let results = card_results_of(&self.t, self.by_table.get(round, table), round, table, games)?;
        // `card_results_of` refuses a table that was not drawn, so it is there.
        if let Some(drawn) = self.t.table_mut(round, table) {
            drawn.card = Some(results);
        }
        Ok(())
    }

    /// Gives each table its session's games and reports the files that are for no table.
    fn attach_sessions(&mut self) -> Vec<(String, Unused)> {
        let mut unused = Vec::new();
        for s in self.sessions {
            match session_status(&self.t, self.by_table.get(s.round, s.table), s) {
                Ok(results) => {
                    if let Some(drawn) = self.t.table_mut(s.round, s.table) {
                        drawn.session = Some(results);
                    }
                }
                Err(why) => unused.push((s.file.clone(), why)),
            }
        }
        unused
    }
}

/// The results of a card's games for a table (TOURNAMENT.md section 2), each game checked
/// against the table and the games before it. A game that lacks the exit order or points the
/// scheme needs takes them from the same-numbered game of the table's session file, where that
/// game has the card's losers.
///
/// It reads only the table, its round and the table's session files: a card is checked the same
/// at its place in the file and against the whole tournament, so a card typed (or a session
/// file changed) is checked without replaying the rest.
pub fn card_results(
    t: &Tournament,
    sessions: &[TableSession],
    round: RoundNo,
    table: TableNo,
    games: &[CardGame],
) -> Result<Vec<GameResult>, Problem> {
    card_results_of(t, &for_table(sessions, round, table), round, table, games)
}

/// [`card_results`] with the table's sessions (those whose headers name `round`, `table`) found.
fn card_results_of(
    t: &Tournament,
    sessions: &[&TableSession],
    round: RoundNo,
    table: TableNo,
    games: &[CardGame],
) -> Result<Vec<GameResult>, Problem> {
    let r = t.round(round).ok_or(Problem::UnknownRound(round))?;
    let tb = t.table(round, table).ok_or(Problem::UnknownTable { round, table })?;
    if let RoundKind::Points { games: counted } = r.kind
        && games.len() > counted.count()
    {
        return Err(Problem::TooManyGames { games: games.len(), counted: counted.get() });
    }
    let scored = r.kind.is_points();
    let session = session_for(t, sessions, &tb.players).map(|s| &s.games);
    let mut lives = match r.kind {
        RoundKind::KnockOut { lives, advance } => Some(Lives::new(&tb.players, lives, advance)),
        RoundKind::Points { .. } => None,
    };
    let mut results = Vec::with_capacity(games.len());
    for (i, g) in games.iter().enumerate() {
        let number = i + 1;
        let playing: Vec<Pid> = match &lives {
            None => tb.players.clone(),
            Some(lives) if lives.decided() => return Err(Problem::AfterDecision { game: number }),
            Some(lives) => lives.alive(),
        };
        let at_table = |name: &str| -> Result<Pid, Problem> {
            let not_here = || Problem::NotAtTable { game: number, name: name.to_string(), table };
            let p = seated(t, &tb.players, name).ok_or_else(not_here)?;
            if !playing.contains(&p) {
                return Err(Problem::NoLives { game: number, name: name.to_string() });
            }
            Ok(p)
        };
        let half1 = at_table(&g.half1)?;
        let half2 = at_table(&g.half2)?;
        let final_ = match (&g.final_, half1 == half2) {
            (None, true) => None,
            (None, false) => return Err(Problem::FinalMissing { game: number }),
            (Some(_), true) => return Err(Problem::FinalNotNeeded { game: number }),
            (Some(name), false) => {
                let p = at_table(name)?;
                if p != half1 && p != half2 {
                    return Err(Problem::FinalNotHalfLoser { game: number, name: name.clone() });
                }
                Some(p)
            }
        };
        let schock_outs = g.schock_outs.iter().map(|n| at_table(n)).collect::<Result<Vec<_>, _>>()?;
        // The same-numbered game of the session supplies what the card leaves out, if it has the
        // card's losers and what it supplies fits the card's game. The card is the table's word:
        // a session that went on differently (a laptop that let a player without lives play on)
        // supplies nothing, and never makes the card wrong — the file's presence changes nothing
        // the card says.
        let from_session = session
            .and_then(|games| games.get(i))
            .filter(|s| s.half1 == g.half1 && s.half2 == g.half2 && s.final_ == g.final_);
        let mut out = [None, None];
        for (h, loser) in [half1, half2].into_iter().enumerate() {
            let half = h as u8 + 1;
            let check =
                |groups: &[Vec<String>]| exit_order(groups, &playing, loser, number, half, &t.players, &at_table);
            let supplied = || from_session.and_then(|s| s.out[h].as_deref()).and_then(|groups| check(groups).ok());
            out[h] = match g.out[h].as_deref() {
                Some(groups) => Some(check(groups)?),
                None => match supplied() {
                    Some(groups) => Some(groups),
                    None if scored && t.scoring.needs_exits() => return Err(Problem::NeedsOut { game: number, half }),
                    None => None,
                },
            };
        }
        let check_points = |list: &[(String, i32)]| -> Result<Vec<(Pid, i32)>, Problem> {
            let mut seen = Vec::with_capacity(list.len());
            for (name, n) in list {
                let p = at_table(name)?;
                if seen.iter().any(|(q, _)| *q == p) {
                    return Err(Problem::PointsTwice { game: number, name: name.clone() });
                }
                seen.push((p, *n));
            }
            Ok(seen)
        };
        let points = match g.points.as_deref() {
            Some(list) => Some(check_points(list)?),
            None => match from_session.and_then(|s| s.points.as_deref()).and_then(|list| check_points(list).ok()) {
                Some(points) => Some(points),
                None if scored && t.scoring.needs_points() => return Err(Problem::NeedsPoints { game: number }),
                None => None,
            },
        };
        let result = GameResult { players: playing, half1, half2, final_, schock_outs, jules: Vec::new(), out, points };
        if let Some(lives) = &mut lives {
            lives.lose(result.loser());
        }
        results.push(result);
    }
    Ok(results)
}

/// The player of `table` whose name is `name` (names are unique: the replay refuses a second).
fn seated(t: &Tournament, table: &[Pid], name: &str) -> Option<Pid> {
    table.iter().copied().find(|&p| t.players[p].name == name)
}

/// The session file for a table as drawn, of the `sessions` whose headers name its round and
/// table: the one whose players are the table's; `None` where none or two are.
fn session_for<'a>(t: &Tournament, sessions: &[&'a TableSession], players: &[Pid]) -> Option<&'a TableSession> {
    let mut found = sessions.iter().filter(|s| same_players(t, s, players));
    let first = found.next()?;
    found.next().is_none().then_some(*first)
}

fn same_players(t: &Tournament, s: &TableSession, players: &[Pid]) -> bool {
    s.players.len() == players.len() && s.players.iter().all(|n| seated(t, players, n).is_some())
}

/// What session file `s` gives its table: the table's results, or why it is not used. `sessions`
/// are the files whose headers name its round and table (`s` among them).
fn session_status(t: &Tournament, sessions: &[&TableSession], s: &TableSession) -> Result<Vec<GameResult>, Unused> {
    let (round, table) = (s.round, s.table);
    let Some(tb) = t.table(round, table) else {
        return Err(Unused::NoSuchTable { round, table });
    };
    if !same_players(t, s, &tb.players) {
        return Err(Unused::OtherPlayers { round, table });
    }
    let twin = sessions.iter().find(|o| !std::ptr::eq(**o, s) && same_players(t, o, &tb.players));
    if let Some(other) = twin {
        return Err(Unused::Twice { round, table, other: other.file.clone() });
    }
    // Its games may name only the table's players (a file made by hand could name others).
    session_results(t, s).ok_or(Unused::OtherPlayers { round, table })
}

/// A session's complete games in registered players; in a knock-out round up to the table's
/// decision, or to a game lost by a player already out (section 3). `None` where a game
/// names anybody who is not at the table. The session is for a drawn table.
fn session_results(t: &Tournament, s: &TableSession) -> Option<Vec<GameResult>> {
    let r = t.round(s.round)?;
    let tb = t.table(s.round, s.table)?;
    let pid = |n: &String| seated(t, &tb.players, n);
    let pids = |names: &[String]| names.iter().map(pid).collect::<Option<Vec<Pid>>>();
    let mut lives = match r.kind {
        RoundKind::KnockOut { lives, advance } => Some(Lives::new(&tb.players, lives, advance)),
        RoundKind::Points { .. } => None,
    };
    let mut out = Vec::new();
    for (i, g) in s.games.iter().enumerate() {
        let (half1, half2) = (pid(&g.half1)?, pid(&g.half2)?);
        let final_ = match &g.final_ {
            Some(name) => Some(pid(name)?),
            None => None,
        };
        let players: Vec<Pid> = match &lives {
            None => tb.players.clone(),
            Some(lives) => {
                let lost_by_out = [Some(half1), Some(half2), final_].into_iter().flatten().any(|p| !lives.is_alive(p));
                if lives.decided() || lost_by_out {
                    break;
                }
                lives.alive()
            }
        };
        let result = GameResult {
            players,
            half1,
            half2,
            final_,
            schock_outs: pids(&g.schock_outs)?,
            jules: pids(s.jules.get(i).map_or(&[][..], Vec::as_slice))?,
            out: [exits(&g.out[0], &pids)?, exits(&g.out[1], &pids)?],
            points: match &g.points {
                Some(list) => Some(list.iter().map(|(n, v)| pid(n).map(|p| (p, *v))).collect::<Option<_>>()?),
                None => None,
            },
        };
        if let Some(lives) = &mut lives {
            lives.lose(result.loser());
        }
        out.push(result);
    }
    Some(out)
}

/// The tables (round and table) whose session files differ between two reads of the folder:
/// those a file was added to, taken from or changed for, by the round and table its header
/// names before and after.
pub fn changed_tables(before: &[TableSession], now: &[TableSession]) -> Vec<(RoundNo, TableNo)> {
    let key = |s: &TableSession| (s.round, s.table);
    fn by_name(list: &[TableSession]) -> HashMap<&str, &TableSession> {
        list.iter().map(|s| (s.file.as_str(), s)).collect()
    }
    let (old, new) = (by_name(before), by_name(now));
    let mut changed: Vec<(RoundNo, TableNo)> = Vec::new();
    for s in now {
        match old.get(s.file.as_str()) {
            Some(o) if *o == s => {}
            Some(o) => changed.extend([key(o), key(s)]),
            None => changed.push(key(s)),
        }
    }
    changed.extend(before.iter().filter(|s| !new.contains_key(s.file.as_str())).map(key));
    changed.sort_unstable();
    changed.dedup();
    changed
}

/// Replays only the tables `changed` (round and table) anew — their cards from `file`'s events,
/// their session files from `sessions` — and keeps every other table's results: `t` and `unused`
/// as a full [`replay`] of `file` with `sessions` gives them, where `t` and `unused` were that
/// replay before and only those tables' cards or session files changed since. Refused as the
/// full replay refuses (the first card of those tables the new session files no longer carry),
/// leaving `t` and `unused` as they were.
pub fn replay_tables(
    t: &mut Tournament,
    unused: &mut Vec<(String, Unused)>,
    file: &TournamentFile,
    sessions: &[TableSession],
    changed: &[(RoundNo, TableNo)],
) -> Result<(), Refused> {
    let is_changed = |round: RoundNo, table: TableNo| changed.contains(&(round, table));
    let mut cards: HashMap<(RoundNo, TableNo), Vec<GameResult>> = HashMap::new();
    for (index, event) in file.events.iter().enumerate() {
        if let Event::Card { round, table, games } = event
            && is_changed(*round, *table)
        {
            let results = card_results(t, sessions, *round, *table, games).map_err(|p| Refused::at(index, p))?;
            cards.insert((*round, *table), results);
        }
    }
    let mut found: HashMap<(RoundNo, TableNo), Vec<GameResult>> = HashMap::new();
    let mut now: Vec<(String, Unused)> = Vec::new();
    for s in sessions.iter().filter(|s| is_changed(s.round, s.table)) {
        match session_status(t, &for_table(sessions, s.round, s.table), s) {
            Ok(results) => {
                found.insert((s.round, s.table), results);
            }
            Err(why) => now.push((s.file.clone(), why)),
        }
    }
    for &(round, table) in changed {
        if let Some(tb) = t.table_mut(round, table) {
            tb.card = cards.remove(&(round, table));
            tb.session = found.remove(&(round, table));
        }
    }
    // The files of the other tables keep their reasons; all in the order of `sessions`, as a replay lists them.
    unused.retain(|(_, why)| !changed.contains(&why.table()));
    unused.extend(now);
    let order: HashMap<&str, usize> = sessions.iter().enumerate().rev().map(|(i, s)| (s.file.as_str(), i)).collect();
    unused.sort_by_key(|(file, _)| order.get(file.as_str()).copied().unwrap_or(usize::MAX));
    Ok(())
}

/// A half's exit groups in registered players; `None` where one names nobody of the table.
fn exits(
    groups: &Option<Vec<Vec<String>>>,
    pids: &dyn Fn(&[String]) -> Option<Vec<Pid>>,
) -> Option<Option<Vec<Vec<Pid>>>> {
    match groups {
        Some(groups) => Some(Some(groups.iter().map(|g| pids(g)).collect::<Option<_>>()?)),
        None => Some(None),
    }
}

/// Checks a half's exit order: every player of the game but the half's loser, once.
fn exit_order(
    groups: &[Vec<String>],
    playing: &[Pid],
    loser: Pid,
    game: usize,
    half: u8,
    names: &[Player],
    at_table: &dyn Fn(&str) -> Result<Pid, Problem>,
) -> Result<Vec<Vec<Pid>>, Problem> {
    let mut seen: Vec<Pid> = Vec::new();
    let mut out = Vec::with_capacity(groups.len());
    for group in groups {
        let mut ids = Vec::with_capacity(group.len());
        for name in group {
            let p = at_table(name)?;
            if p == loser {
                return Err(Problem::OutNamesLoser { game, half, name: name.clone() });
            }
            if seen.contains(&p) {
                return Err(Problem::OutTwice { game, half, name: name.clone() });
            }
            seen.push(p);
            ids.push(p);
        }
        out.push(ids);
    }
    match playing.iter().find(|p| **p != loser && !seen.contains(p)) {
        Some(&missing) => Err(Problem::OutMissing { game, half, name: names[missing].name.clone() }),
        None => Ok(out),
    }
}
