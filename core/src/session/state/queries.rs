//! What the engine answers about the evening, read-only: the rules and names, the records
//! (rounds, parts, games, marks), what each event did ([`Effect`]), the table as it stands (game,
//! part, seating, discs, points, who is free or keeps playing) and what it waits for next.

use super::*;

impl Engine {
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Every player of the session, in the order first seated.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// Every player of the session, in the order of [`names`](Self::names).
    pub fn players(&self) -> impl DoubleEndedIterator<Item = PlayerId> + ExactSizeIterator + Clone + use<> {
        PlayerId::all(self.names.len())
    }

    pub fn name(&self, player: PlayerId) -> &str {
        &self.names[player]
    }

    pub fn player(&self, name: &str) -> Option<PlayerId> {
        self.names.iter().position(|n| n == name).map(PlayerId::new)
    }

    /// Every resolved round, in order.
    pub fn rounds(&self) -> &[RoundRecord] {
        &self.rounds
    }

    /// Every ended part, in order.
    pub fn parts(&self) -> &[PartRecord] {
        &self.parts
    }

    /// Every tally mark, in the order given.
    pub fn marks(&self) -> &[Mark] {
        &self.marks
    }

    /// Every disc a Lustwurf cost (`lustwurf_penalty = disc`), in order.
    pub fn lustwurf_discs(&self) -> &[LustwurfDisc] {
        &self.lustwurf_discs
    }

    /// Every game begun: the finished ones, then the current one if it has begun.
    pub fn games(&self) -> impl Iterator<Item = &GameRecord> {
        self.games.iter().chain(self.table.game_begun.then_some(&self.table.current))
    }

    /// The finished games.
    pub fn finished_games(&self) -> &[GameRecord] {
        &self.games
    }

    /// What the applied event `index` did; `None` past the last event.
    pub fn effect(&self, index: usize) -> Option<Effect<'_>> {
        let at = self.undo.get(index)?;
        let next = self.undo.get(index + 1);
        let after = |len_here: usize, len_now: usize| len_here..len_now;
        Some(Effect {
            rounds: after(at.rounds, next.map_or(self.rounds.len(), |n| n.rounds)),
            parts: after(at.parts, next.map_or(self.parts.len(), |n| n.parts)),
            games: after(at.games, next.map_or(self.games.len(), |n| n.games)),
            marks: after(at.marks, next.map_or(self.marks.len(), |n| n.marks)),
            lustwurf_discs: after(at.lustwurf_discs, next.map_or(self.lustwurf_discs.len(), |n| n.lustwurf_discs)),
            before: &at.table,
            after: next.map_or(&self.table, |n| &n.table),
        })
    }

    pub fn tally(&self, player: PlayerId) -> u32 {
        self.table.players[player].marks
    }

    pub fn points(&self, player: PlayerId) -> i32 {
        self.table.players[player].points
    }

    /// Whether the rules score points at all (`points = theimann` or `handschock = points`).
    pub fn scores_points(&self) -> bool {
        tournament_points::scored(&self.rules)
    }

    pub fn holding(&self, player: PlayerId) -> u8 {
        self.table.pot.holding(player)
    }

    pub fn stock(&self) -> u8 {
        self.table.pot.stock()
    }

    pub fn discarded(&self) -> u8 {
        self.table.pot.discarded()
    }

    /// The current (or next) game's number.
    pub fn game(&self) -> u32 {
        self.table.game
    }

    /// The current game, as far as it is decided.
    pub fn current_game(&self) -> &GameRecord {
        &self.table.current
    }

    pub fn part(&self) -> Part {
        self.table.part
    }

    /// The seating of the current (or next) game.
    pub fn seating(&self) -> &[PlayerId] {
        &self.table.seating
    }

    /// This part's players, in seat order.
    pub fn part_players(&self) -> &[PlayerId] {
        &self.table.part_players
    }

    /// Whether time is up (`Sudden`): each round decides its part alone.
    pub fn sudden(&self) -> bool {
        self.table.sudden
    }

    /// A player of this part who holds no disc once the stock is empty: he no longer throws.
    pub fn is_free(&self, player: PlayerId) -> bool {
        self.table.pot.is_free(player)
    }

    /// A player of this part who holds no disc once the stock is empty and throws on all the same
    /// (`free_players = keep-playing`): the table shows it, as nobody expects it.
    pub fn plays_without_discs(&self, player: PlayerId) -> bool {
        let t = &self.table;
        t.part_players.contains(&player) && t.pot.stock() == 0 && t.pot.holding(player) == 0 && !t.pot.is_free(player)
    }

    /// Who may be recorded for a Lustwurf (RULES.md 7): any player of the session, or where it
    /// costs a disc only a player of the part under way.
    pub fn lustwurf_offenders(&self) -> Vec<PlayerId> {
        match penalties::lustwurf_costs_disc(&self.rules) {
            true => self.table.part_players.clone(),
            false => self.players().collect(),
        }
    }

    /// This part's players who still throw (not free), in seat order: who may start a round or
    /// drop the dice.
    pub fn in_play(&self) -> Vec<PlayerId> {
        self.table.part_players.iter().copied().filter(|&p| !self.table.pot.is_free(p)).collect()
    }

    /// Resolved rounds in the current part.
    pub fn rounds_in_part(&self) -> u32 {
        self.table.rounds_in_part
    }

    /// Whether the current game has begun (so the seating is fixed until it ends).
    pub fn game_begun(&self) -> bool {
        self.table.game_begun
    }

    pub fn awaiting(&self) -> Awaiting {
        match (&self.table.pending, self.table.starter) {
            (Some(p), _) => Awaiting::RollOff(p.roll_off.tied.clone()),
            (None, None) => Awaiting::Starter,
            (None, Some(_)) => Awaiting::Round,
        }
    }

    /// What the roll-off waited for settles: the loser, the winner, or both (`None`: none waits).
    pub fn roll_off_stage(&self) -> Option<crate::rules::outcome::Stage> {
        self.table.pending.as_ref().map(|p| p.roll_off.stage)
    }

    /// The entries of the round waiting for a roll-off, if any.
    pub fn pending_entries(&self) -> Option<&[Entry]> {
        self.table.pending.as_ref().map(|p| p.entries.as_slice())
    }

    /// Who starts the next round (`None` while a roll-off or the starter is open).
    pub fn starter(&self) -> Option<PlayerId> {
        if self.table.pending.is_some() { None } else { self.table.starter }
    }

    /// Who throws in the next round, in order (`None` while a roll-off or the starter is open).
    pub fn next_players(&self) -> Option<Vec<PlayerId>> {
        self.starter().map(|s| self.table.order_from(s))
    }
}
