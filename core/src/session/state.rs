//! The derived state of a session: the event log replayed through the rules.
//!
//! The rules themselves are `rules`' modules, one per RULES.md section (moving discs, halves and
//! final, penalties, tournament points, …); the engine keeps the state they work on and records
//! what happened. [`Engine::apply`] takes one event and updates the state in time independent of
//! the log's length; [`Engine::undo`] takes the last one back at the same cost. What the app shows
//! and what `replay --json` prints are read from here, never recomputed from the whole log.

mod queries;

use super::event::{Event, PenaltyKind, RoundEntry};
use super::refusal::Refusal;
use crate::rules::halves_final_game::{self, Next};
use crate::rules::knobs::Rules;
use crate::rules::limits::MIN_PLAYERS;
use crate::rules::moving_discs::{Moved, Pot};
use crate::rules::outcome::{Decided, Outcome, PlayerId, RollOff};
use crate::rules::penalties;
use crate::rules::roll_off::RollOffFault;
use crate::rules::round::{self, Act, Entry, RoundFault};
use crate::rules::throw::Count;
use crate::rules::throw_limit;
use crate::rules::tournament_points;

// The records name parts, sources and mark reasons by the rules' own types.
pub use super::record::{Awaiting, GameRecord, LostBy, LustwurfDisc, Mark, PartRecord, RoundRecord};
pub use crate::rules::halves_final_game::Part;
pub use crate::rules::moving_discs::{DiscFrom, Source};
pub use crate::rules::penalties::MarkReason;

/// Per-player state that changes with every event.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct PlayerState {
    drops: u8,
    marks: u32,
    points: i32,
}

/// A round waiting for a roll-off.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Pending {
    entries: Vec<Entry>,
    limit: Count,
    violations: Vec<PlayerId>,
    roll_offs: Vec<Vec<(PlayerId, u8)>>,
    roll_off: RollOff,
}

/// The small part of the state (size independent of the log) that one event changes; a copy
/// of it before each event is what makes undo cheap.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Table {
    seating: Vec<PlayerId>,
    game: u32,
    game_begun: bool,
    part: Part,
    /// This part's players, in seat order.
    part_players: Vec<PlayerId>,
    /// The stock, the holdings and the discs out of play (RULES.md 4).
    pot: Pot,
    players: Vec<PlayerState>,
    rounds_in_part: u32,
    starter: Option<PlayerId>,
    pending: Option<Pending>,
    current: GameRecord,
    /// The first thrower of this game's half 1 (for `next_game_starter = rotate`).
    half1_opener: Option<PlayerId>,
    /// Time is up (`Sudden`): each round decides its part alone.
    sudden: bool,
}

/// The lengths of the append-only records and the table before one event.
#[derive(Clone, Debug)]
struct Checkpoint {
    table: Table,
    names: usize,
    rounds: usize,
    parts: usize,
    games: usize,
    marks: usize,
    lustwurf_discs: usize,
}

/// What one applied event did: the records it added, as index ranges into [`Engine::rounds`],
/// [`Engine::parts`], [`Engine::finished_games`] and [`Engine::marks`], and the table just before
/// and just after it. Read from the checkpoints the engine keeps for undo, so telling what an
/// event did never replays anything.
#[derive(Clone, Debug)]
pub struct Effect<'a> {
    pub rounds: std::ops::Range<usize>,
    pub parts: std::ops::Range<usize>,
    pub games: std::ops::Range<usize>,
    pub marks: std::ops::Range<usize>,
    pub lustwurf_discs: std::ops::Range<usize>,
    before: &'a Table,
    after: &'a Table,
}

impl Effect<'_> {
    /// The game the event happened in (for a game's last event, the game it ended).
    pub fn game(&self) -> u32 {
        self.before.game
    }

    /// The part the event happened in (for a part's last event, the part it ended).
    pub fn part(&self) -> Part {
        self.before.part
    }

    /// The rounds of that part finished before the event.
    pub fn rounds_in_part(&self) -> u32 {
        self.before.rounds_in_part
    }

    /// The players of the part the event happened in, in seat order.
    pub fn part_players(&self) -> &[PlayerId] {
        &self.before.part_players
    }

    /// The seating of the game the event happened in.
    pub fn seating(&self) -> &[PlayerId] {
        &self.before.seating
    }

    /// A player's points after the event (0 for a player not yet seated).
    pub fn points_after(&self, player: PlayerId) -> i32 {
        self.after.players.get(player.index()).map_or(0, |p| p.points)
    }
}

/// The rules engine applied to a session: replays events, answers what happened and what is next.
#[derive(Clone, Debug)]
pub struct Engine {
    rules: Rules,
    names: Vec<String>,
    rounds: Vec<RoundRecord>,
    parts: Vec<PartRecord>,
    games: Vec<GameRecord>,
    marks: Vec<Mark>,
    lustwurf_discs: Vec<LustwurfDisc>,
    table: Table,
    undo: Vec<Checkpoint>,
}

impl Engine {
    /// A session before its first event: `players` in seat order.
    pub fn new(rules: Rules, players: &[String]) -> Result<Engine, Refusal> {
        check_names(players)?;
        if let Some(conflict) = throw_limit::conflict(&rules) {
            return Err(Refusal::Rules(conflict));
        }
        let seating: Vec<PlayerId> = PlayerId::all(players.len()).collect();
        let starter = halves_final_game::first_starter(rules.opening, &seating);
        let mut table = Table {
            seating: seating.clone(),
            game: 1,
            game_begun: false,
            part: Part::Half1,
            part_players: Vec::new(),
            pot: Pot::full(rules.discs, players.len(), rules.free_players),
            players: vec![PlayerState::default(); players.len()],
            rounds_in_part: 0,
            starter: None,
            pending: None,
            current: GameRecord::new(1),
            half1_opener: None,
            sudden: false,
        };
        table.start_part(Part::Half1, seating, starter, rules.discs);
        Ok(Engine {
            rules,
            names: players.to_vec(),
            rounds: Vec::new(),
            parts: Vec::new(),
            games: Vec::new(),
            marks: Vec::new(),
            lustwurf_discs: Vec::new(),
            table,
            undo: Vec::new(),
        })
    }

    /// Applies one event. On refusal nothing changes.
    pub fn apply(&mut self, event: &Event) -> Result<(), Refusal> {
        let checkpoint = Checkpoint {
            table: self.table.clone(),
            names: self.names.len(),
            rounds: self.rounds.len(),
            parts: self.parts.len(),
            games: self.games.len(),
            marks: self.marks.len(),
            lustwurf_discs: self.lustwurf_discs.len(),
        };
        match self.apply_inner(event) {
            Ok(()) => {
                self.undo.push(checkpoint);
                Ok(())
            }
            Err(refusal) => {
                self.restore(checkpoint);
                Err(refusal)
            }
        }
    }

    /// Takes the last applied event back; `false` if there is none.
    pub fn undo(&mut self) -> bool {
        match self.undo.pop() {
            Some(checkpoint) => {
                self.restore(checkpoint);
                true
            }
            None => false,
        }
    }

    fn restore(&mut self, c: Checkpoint) {
        self.table = c.table;
        self.names.truncate(c.names);
        self.rounds.truncate(c.rounds);
        self.parts.truncate(c.parts);
        self.games.truncate(c.games);
        self.marks.truncate(c.marks);
        self.lustwurf_discs.truncate(c.lustwurf_discs);
    }

    fn apply_inner(&mut self, event: &Event) -> Result<(), Refusal> {
        let index = self.undo.len();
        match event {
            Event::Note(_) => Ok(()),
            Event::Starter(name) => {
                self.no_pending()?;
                let p = self.lookup(name)?;
                self.in_part_and_playing(p)?;
                self.table.starter = Some(p);
                Ok(())
            }
            Event::Round(entries) => self.round(entries, index),
            Event::RollOff(sums) => self.roll_off(sums),
            Event::Penalty { player, kind } => {
                self.no_pending()?;
                let p = self.lookup(player)?;
                match kind {
                    PenaltyKind::Lustwurf if !self.rules.lustwurf => Err(Refusal::LustwurfOff),
                    PenaltyKind::Lustwurf if penalties::lustwurf_costs_disc(&self.rules) => {
                        self.lustwurf_disc(p, index)
                    }
                    PenaltyKind::Lustwurf => {
                        self.mark(p, MarkReason::Lustwurf, index);
                        Ok(())
                    }
                    PenaltyKind::DroppedDice if !penalties::drops_count(&self.rules) => Err(Refusal::DroppedDiceOff),
                    PenaltyKind::DroppedDice => {
                        self.in_part_and_playing(p)?;
                        self.mark(p, MarkReason::DroppedDice, index);
                        let state = &mut self.table.players[p];
                        state.drops += 1;
                        if penalties::drop_loses_part(&self.rules, state.drops) {
                            self.begin_game(Some(self.table.starter.unwrap_or(p)));
                            self.end_part(p, LostBy::DroppedDice, index);
                        }
                        Ok(())
                    }
                }
            }
            Event::Seats(names) => self.seats(names),
            Event::Sudden => {
                self.no_pending()?;
                self.table.sudden = true;
                Ok(())
            }
        }
    }

    fn no_pending(&self) -> Result<(), Refusal> {
        match self.table.pending {
            Some(_) => Err(Refusal::RollOffPending),
            None => Ok(()),
        }
    }

    fn lookup(&self, name: &str) -> Result<PlayerId, Refusal> {
        self.player(name).ok_or_else(|| Refusal::UnknownPlayer(name.to_string()))
    }

    fn in_part_and_playing(&self, p: PlayerId) -> Result<(), Refusal> {
        if !self.table.part_players.contains(&p) {
            return Err(Refusal::NotInPart(self.names[p].clone()));
        }
        if self.table.pot.is_free(p) {
            return Err(Refusal::Free(self.names[p].clone()));
        }
        Ok(())
    }

    fn mark(&mut self, player: PlayerId, reason: MarkReason, event: usize) {
        self.table.players[player].marks += 1;
        self.marks.push(Mark { player, reason, game: self.table.game, event });
    }

    /// The game has begun (its seating is fixed); `opener`: who opens its half 1, where known.
    fn begin_game(&mut self, opener: Option<PlayerId>) {
        if !self.table.game_begun {
            self.table.current.seating = self.table.seating.clone();
        }
        self.table.game_begun = true;
        if self.table.part == Part::Half1 && self.table.half1_opener.is_none() {
            self.table.half1_opener = opener;
        }
    }

    /// A Lustwurf that costs a disc (RULES.md 7): only a player of the part under way, free or
    /// not; the disc comes from the stock, else from the other player holding most. It begins
    /// the game, and may end the part.
    fn lustwurf_disc(&mut self, p: PlayerId, index: usize) -> Result<(), Refusal> {
        if !self.table.part_players.contains(&p) {
            return Err(Refusal::LustwurfDiscNotInPart(self.names[p].clone()));
        }
        let order = match self.table.starter {
            Some(starter) => self.table.order_from(starter),
            None => self.table.part_players.clone(),
        };
        let from = penalties::lustwurf_giver(&self.table.pot, p, &order)
            .ok_or_else(|| Refusal::NoDiscToGive(self.names[p].clone()))?;
        self.begin_game(self.table.starter);
        let lost = self.table.pot.one_disc(p, from, &self.table.part_players);
        self.lustwurf_discs.push(LustwurfDisc {
            player: p,
            from,
            game: self.table.game,
            part: self.table.part,
            event: index,
        });
        if let (DiscFrom::Player(giver), Some(starter)) = (from, self.table.starter)
            && giver == starter
            && self.table.pot.holding(giver) == 0
        {
            self.table.starter = self.table.next_holder_after(giver);
        }
        if let Some(loser) = lost {
            self.end_part(loser, LostBy::LustwurfDisc, index);
        }
        Ok(())
    }

    /// Checks the entries of a round being entered, one by one as the referee types them: right
    /// player, right turn, limit, take. `Ok(true)` when they make a complete round.
    pub fn check_entries(&self, raw: &[RoundEntry]) -> Result<bool, Refusal> {
        self.entries(raw).map(|(_, _, _, complete)| complete)
    }

    /// The checked entries of a round, its evaluation, its starter, and whether it is complete.
    fn entries(&self, raw: &[RoundEntry]) -> Result<(Vec<Entry>, round::Evaluation, PlayerId, bool), Refusal> {
        self.no_pending()?;
        let starter = self.table.starter.ok_or(Refusal::StarterOpen)?;
        if raw.is_empty() {
            return Err(Refusal::EmptyRound);
        }
        let order = self.table.order_from(starter);
        let mut entries = Vec::with_capacity(raw.len());
        for (i, e) in raw.iter().enumerate() {
            let p = self.lookup(e.player())?;
            if order.get(i) != Some(&p) {
                self.in_part_and_playing(p)?;
                if let Some(&expected) = order.get(i)
                    && !entries.iter().any(|x: &Entry| x.player == p)
                {
                    return Err(Refusal::OutOfTurn {
                        entry: i,
                        found: self.names[p].clone(),
                        expected: self.names[expected].clone(),
                    });
                }
                return Err(Refusal::AlreadyThrew { entry: i, name: self.names[p].clone() });
            }
            let act = match e {
                RoundEntry::Throw { throw, .. } => Act::Throw(*throw),
                RoundEntry::Take { .. } => Act::Take,
            };
            entries.push(Entry { player: p, act });
        }
        // A tie at the top matters only where the winner's discs move (not in a sudden round).
        let top_matters = self.table.pot.stock() == 0 && !self.table.sudden;
        let evaluation =
            round::evaluate(&entries, &self.rules, top_matters).map_err(|f| self.round_fault(f, &entries))?;
        let complete = matches!(entries.last().map(|e| e.act), Some(Act::Take)) || entries.len() == order.len();
        Ok((entries, evaluation, starter, complete))
    }

    fn round(&mut self, raw: &[RoundEntry], index: usize) -> Result<(), Refusal> {
        let (entries, evaluation, starter, complete) = self.entries(raw)?;
        if !complete {
            let order = self.table.order_from(starter);
            return Err(Refusal::Incomplete { missing: self.names[order[entries.len()]].clone() });
        }
        let stock_before = self.table.pot.stock();

        self.begin_game(Some(starter));
        self.book_throws(&entries, evaluation.limit, stock_before, index);
        match evaluation.outcome {
            Outcome::Decided(decided) => {
                self.settle(entries, evaluation.limit, evaluation.violations, Vec::new(), decided, index)
            }
            Outcome::RollOff(roll_off) => {
                self.table.pending = Some(Pending {
                    entries,
                    limit: evaluation.limit,
                    violations: evaluation.violations,
                    roll_offs: Vec::new(),
                    roll_off,
                });
            }
        }
        Ok(())
    }

    fn round_fault(&self, fault: RoundFault, entries: &[Entry]) -> Refusal {
        match fault {
            RoundFault::TakeNotAllowed(entry) => Refusal::TakeNotAllowed { entry },
            RoundFault::TakeOpensRound(entry) => Refusal::TakeOpensRound { entry },
            RoundFault::TakeAfterOverLimit(entry) => Refusal::TakeAfterOverLimit { entry },
            RoundFault::EntryAfterTake(entry) => Refusal::EntryAfterTake { entry },
            RoundFault::OverLimit { entry, count, limit } => {
                Refusal::OverLimit { entry, name: self.names[entries[entry].player].clone(), count, limit }
            }
        }
    }

    /// Tally marks and points a throw earns are booked when its round is entered (RULES.md 7, 8).
    /// A throw over the limit books as its first throw under `over_limit_disc` (RULES.md 3).
    fn book_throws(&mut self, entries: &[Entry], limit: Count, stock_before: u8, index: usize) {
        let values = tournament_points::throws_score(&self.rules, self.table.part, stock_before);
        for e in entries {
            let Act::Throw(t) = e.act else { continue };
            let t = throw_limit::counted(t, limit, &self.rules);
            self.table.players[e.player].points += tournament_points::for_throw(t, &self.rules, values);
            if let Some(reason) = penalties::throw_mark(t, &self.rules) {
                self.mark(e.player, reason, index);
            }
        }
    }

    fn roll_off(&mut self, sums: &[(String, u8)]) -> Result<(), Refusal> {
        let Some(pending) = &self.table.pending else {
            return Err(Refusal::NoRollOffPending);
        };
        let mut ids = Vec::with_capacity(sums.len());
        for (name, sum) in sums {
            ids.push((self.lookup(name)?, *sum));
        }
        let outcome = pending.roll_off.settle(&ids).map_err(|fault| match fault {
            RollOffFault::NotTied(p) => Refusal::NotTied(self.names[p].clone()),
            RollOffFault::Twice(p) => Refusal::RolledTwice(self.names[p].clone()),
            RollOffFault::Missing(p) => Refusal::MissingRollOff(self.names[p].clone()),
            RollOffFault::BadSum(p, s) => Refusal::BadRollOffSum(self.names[p].clone(), s),
        })?;
        let mut pending = self.table.pending.take().expect("checked above");
        pending.roll_offs.push(ids);
        match outcome {
            Outcome::RollOff(next) => {
                pending.roll_off = next;
                self.table.pending = Some(pending);
            }
            Outcome::Decided(decided) => {
                let index = self.undo.len();
                self.settle(pending.entries, pending.limit, pending.violations, pending.roll_offs, decided, index);
            }
        }
        Ok(())
    }

    /// Moves the discs of a decided round (RULES.md 4) and records it.
    fn settle(
        &mut self,
        entries: Vec<Entry>,
        limit: Count,
        violations: Vec<PlayerId>,
        roll_offs: Vec<Vec<(PlayerId, u8)>>,
        Decided { winner, loser }: Decided,
        index: usize,
    ) {
        let rules = &self.rules;
        let stake = entries
            .iter()
            .find_map(|e| match e.act {
                Act::Throw(t) if e.player == winner => Some(throw_limit::counted(t, limit, rules).category(rules)),
                _ => None,
            })
            .expect("the winner threw")
            .discs(rules);
        let t = &mut self.table;
        let decided = Decided { winner, loser };
        let Moved { discs, source, mut part_loser } = if t.sudden {
            Moved::sudden(loser)
        } else {
            t.pot.settle(stake, decided, &t.part_players, rules.empty_stock)
        };
        // Under `over_limit_disc`, after the stake: a disc from the stock per throw too many.
        let mut penalty_discs = Vec::new();
        if part_loser.is_none() {
            for e in &entries {
                let Act::Throw(throw) = e.act else { continue };
                let owed = throw_limit::penalty_discs(throw, limit, rules);
                let got = if owed > 0 { t.pot.from_stock(e.player, owed) } else { 0 };
                if got > 0 {
                    penalty_discs.push((e.player, got));
                }
            }
            if !penalty_discs.is_empty() {
                part_loser = t.pot.lost_after_penalties(&t.part_players, loser);
            }
        }
        t.rounds_in_part += 1;
        t.starter = Some(loser);
        self.rounds.push(RoundRecord {
            game: t.game,
            part: t.part,
            number: t.rounds_in_part,
            entries,
            limit,
            violations,
            roll_offs,
            winner,
            loser,
            discs,
            source,
            holdings: t.pot.holdings().to_vec(),
            stock: t.pot.stock(),
            penalty_discs,
            part_loser,
        });
        if let Some(part_loser) = part_loser {
            self.end_part(part_loser, LostBy::Round(self.rounds.len() - 1), index);
        }
    }

    /// `loser` lost the current part: on to the next part, or the game is over (RULES.md 6).
    fn end_part(&mut self, loser: PlayerId, by: LostBy, index: usize) {
        let t = &mut self.table;
        self.parts.push(PartRecord { game: t.game, part: t.part, loser, by });
        match t.part {
            Part::Half1 => t.current.half1 = Some(loser),
            Part::Half2 => t.current.half2 = Some(loser),
            Part::Final => t.current.final_ = Some(loser),
        }
        match halves_final_game::after_part(&self.rules, t.part, t.current.half1, loser, &t.seating) {
            Next::Part { part, players, starter } => t.start_part(part, players, starter, self.rules.discs),
            Next::GameOver(loser) => self.game_over(loser, index),
        }
    }

    fn game_over(&mut self, loser: PlayerId, index: usize) {
        self.mark(loser, MarkReason::GameLost, index);
        let t = &mut self.table;
        t.players[loser].points += tournament_points::game_lost(&self.rules);
        t.current.loser = Some(loser);
        let finished = std::mem::replace(&mut t.current, GameRecord::new(t.game + 1));
        self.games.push(finished);
        let starter =
            halves_final_game::next_game_starter(self.rules.next_game_starter, loser, &t.seating, t.half1_opener);
        t.game += 1;
        t.game_begun = false;
        t.half1_opener = None;
        let seating = t.seating.clone();
        t.start_part(Part::Half1, seating, Some(starter), self.rules.discs);
    }

    fn seats(&mut self, names: &[String]) -> Result<(), Refusal> {
        check_names(names)?;
        if self.table.game_begun || self.table.pending.is_some() {
            return Err(Refusal::SeatsMidGame);
        }
        let mut seating = Vec::with_capacity(names.len());
        for name in names {
            let p = match self.player(name) {
                Some(p) => p,
                None => {
                    self.names.push(name.clone());
                    self.table.players.push(PlayerState::default());
                    self.table.pot.seat();
                    PlayerId::new(self.names.len() - 1)
                }
            };
            seating.push(p);
        }
        let starter = halves_final_game::starter_after_seating(self.table.starter, &self.table.seating, &seating);
        self.table.seating = seating.clone();
        self.table.start_part(Part::Half1, seating, starter, self.rules.discs);
        Ok(())
    }
}

impl Table {
    fn start_part(&mut self, part: Part, players: Vec<PlayerId>, starter: Option<PlayerId>, discs: u8) {
        self.part = part;
        self.part_players = players;
        self.pot.refill(discs);
        for p in &mut self.players {
            p.drops = 0;
        }
        self.rounds_in_part = 0;
        self.starter = starter;
    }

    /// This part's players still in play, clockwise from `starter`.
    fn order_from(&self, starter: PlayerId) -> Vec<PlayerId> {
        self.pot.order_from(&self.part_players, starter)
    }

    /// The first player of this part after `player` in seat order who holds discs.
    fn next_holder_after(&self, player: PlayerId) -> Option<PlayerId> {
        let n = self.part_players.len();
        let at = self.part_players.iter().position(|&p| p == player).unwrap_or(0);
        (1..n).map(|k| self.part_players[(at + k) % n]).find(|&p| self.pot.holding(p) > 0)
    }
}

fn check_names(names: &[String]) -> Result<(), Refusal> {
    if names.len() < MIN_PLAYERS {
        return Err(Refusal::TooFewPlayers);
    }
    for (i, n) in names.iter().enumerate() {
        if n.trim().is_empty() {
            return Err(Refusal::EmptyName);
        }
        if names[..i].contains(n) {
            return Err(Refusal::DuplicateName(n.clone()));
        }
    }
    Ok(())
}
