//! RULES.md section 4, "Moving discs": the stock, each player's holding and the discs out of
//! play; what a decided round moves and from where; who is free once the stock is empty; when a
//! part is lost; and who throws next, in what order.
//!
//! [`Pot`] is plain data the engine keeps in its table state (so its undo copies it with the
//! rest); every rule of the section is a method here.

use super::knobs::{EmptyStock, FreePlayers};
use super::outcome::{Decided, PlayerId};

/// Where the discs of a round came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    Stock,
    Winner,
    /// The winner put them out of play (winner-discards).
    Discard,
    /// Schock-Out: every disc in play went to the loser.
    All,
    /// After `Sudden` (TOURNAMENT.md 3): no discs moved, the round's loser lost the part.
    Sudden,
}

impl Source {
    /// The spelling of `replay --json`.
    pub fn id(self) -> &'static str {
        match self {
            Source::Stock => "stock",
            Source::Winner => "winner",
            Source::Discard => "discard",
            Source::All => "all",
            Source::Sudden => "sudden",
        }
    }
}

/// Where a single disc comes from (a Lustwurf disc, RULES.md 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DiscFrom {
    Stock,
    Player(PlayerId),
}

/// What a decided round did with the discs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moved {
    /// How many discs moved (or went out of play; for a Schock-Out, those that changed hands).
    pub discs: u8,
    pub source: Source,
    /// Who lost the part with this round, if anyone: the one player left holding discs (RULES.md
    /// 4), who under `free_players = keep-playing` need not be the round's loser.
    pub part_loser: Option<PlayerId>,
}

impl Moved {
    /// A round once time is up (`Sudden`, TOURNAMENT.md 3): no disc moves, its `loser` loses the part.
    pub fn sudden(loser: PlayerId) -> Moved {
        Moved { discs: 0, source: Source::Sudden, part_loser: Some(loser) }
    }
}

/// The discs of the part being played: stock + holdings + discarded = `discs`, always.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pot {
    stock: u8,
    discarded: u8,
    /// What each player holds, by player id.
    holdings: Vec<u8>,
    /// Whether a player holding no disc drops out once the stock is empty (`free_players`).
    free_players: FreePlayers,
}

impl Pot {
    /// A part's start for `players` players: all `discs` in the stock.
    pub fn full(discs: u8, players: usize, free_players: FreePlayers) -> Pot {
        Pot { stock: discs, discarded: 0, holdings: vec![0; players], free_players }
    }

    /// Every disc back in the stock, as a half or final starts.
    pub fn refill(&mut self, discs: u8) {
        self.stock = discs;
        self.discarded = 0;
        self.holdings.fill(0);
    }

    /// A player new to the session, holding nothing.
    pub fn seat(&mut self) {
        self.holdings.push(0);
    }

    pub fn stock(&self) -> u8 {
        self.stock
    }

    /// The discs the winner put out of play (winner-discards).
    pub fn discarded(&self) -> u8 {
        self.discarded
    }

    /// A player's discs (0 for a player the pot does not know).
    pub fn holding(&self, player: PlayerId) -> u8 {
        self.holdings.get(player.index()).copied().unwrap_or(0)
    }

    /// Every player's discs, by player id.
    pub fn holdings(&self) -> &[u8] {
        &self.holdings
    }

    /// Once the stock is empty a player holding no disc is free ("freigespielt"): he no longer
    /// throws in this part. Nobody is where `free_players = keep-playing`.
    pub fn is_free(&self, player: PlayerId) -> bool {
        self.free_players == FreePlayers::SitOut && self.stock == 0 && self.holding(player) == 0
    }

    /// The part is lost once the stock is empty and at most one of its `players` holds discs:
    /// `Some(that player)`, or `Some(loser)` where nobody does.
    fn lost_by(&self, players: &[PlayerId], loser: PlayerId) -> Option<PlayerId> {
        let mut holders = players.iter().copied().filter(|&p| self.holdings[p] > 0);
        let (first, second) = (holders.next(), holders.next());
        (self.stock == 0 && second.is_none()).then(|| first.unwrap_or(loser))
    }

    /// Gives `player` up to `discs` from the stock, as far as it reaches (`over_limit_disc`'s
    /// discs for throws too many); how many he got.
    pub fn from_stock(&mut self, player: PlayerId, discs: u8) -> u8 {
        let moved = discs.min(self.stock);
        self.stock -= moved;
        self.holdings[player] += moved;
        moved
    }

    /// Moves one disc to `player` (a Lustwurf disc). The player of `players` who has lost the
    /// part by it, if anyone has.
    pub fn one_disc(&mut self, player: PlayerId, from: DiscFrom, players: &[PlayerId]) -> Option<PlayerId> {
        match from {
            DiscFrom::Stock => self.stock -= 1,
            DiscFrom::Player(giver) => self.holdings[giver] -= 1,
        }
        self.holdings[player] += 1;
        self.lost_by(players, player)
    }

    /// After discs were given from the stock for a decided round (penalties): the player of
    /// `players` who has lost the part by them, if anyone has (`loser`: the round's).
    pub fn lost_after_penalties(&self, players: &[PlayerId], loser: PlayerId) -> Option<PlayerId> {
        self.lost_by(players, loser)
    }

    /// Who throws in a round started by `starter`: the part's `players` (seat order) clockwise
    /// from him, skipping the free ones.
    pub fn order_from(&self, players: &[PlayerId], starter: PlayerId) -> Vec<PlayerId> {
        let at = players.iter().position(|&p| p == starter).unwrap_or(0);
        let n = players.len();
        (0..n).map(|k| players[(at + k) % n]).filter(|&p| !self.is_free(p)).collect()
    }

    /// Moves the discs of a decided round among the part's `players`. `stake`: the winner's
    /// throw's value, `None` for a Schock-Out (every disc in play goes to the loser). With discs in
    /// the stock the loser takes min(stake, stock) from it; once it is empty the winner gives
    /// min(stake, his discs) to the loser or puts them out of play, per `empty_stock`. The part is
    /// lost when the stock is empty and at most one player still holds discs.
    pub fn settle(
        &mut self,
        stake: Option<u8>,
        Decided { winner, loser }: Decided,
        players: &[PlayerId],
        empty_stock: EmptyStock,
    ) -> Moved {
        let (discs, source) = match stake {
            None => {
                let mut moved = std::mem::take(&mut self.stock);
                for &p in players {
                    if p != loser {
                        moved += std::mem::take(&mut self.holdings[p]);
                    }
                }
                self.holdings[loser] += moved;
                (moved, Source::All)
            }
            Some(value) if self.stock > 0 => {
                let moved = value.min(self.stock);
                self.stock -= moved;
                self.holdings[loser] += moved;
                (moved, Source::Stock)
            }
            Some(value) => {
                let moved = value.min(self.holdings[winner]);
                self.holdings[winner] -= moved;
                match empty_stock {
                    EmptyStock::FromWinner => {
                        self.holdings[loser] += moved;
                        (moved, Source::Winner)
                    }
                    EmptyStock::WinnerDiscards => {
                        self.discarded += moved;
                        (moved, Source::Discard)
                    }
                }
            }
        };
        let part_loser = if source == Source::All { Some(loser) } else { self.lost_by(players, loser) };
        Moved { discs, source, part_loser }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::outcome::P;

    const PLAYERS: [PlayerId; 3] = [P[0], P[1], P[2]];

    fn decided(winner: PlayerId, loser: PlayerId) -> Decided {
        Decided { winner, loser }
    }

    fn pot(stock: u8, holdings: [u8; 3]) -> Pot {
        Pot { stock, discarded: 0, holdings: holdings.to_vec(), free_players: FreePlayers::SitOut }
    }

    #[test]
    fn the_loser_takes_from_the_stock_which_is_never_refilled() {
        // "the loser receives min(value, stock) from the stock"
        let mut p = Pot::full(13, 3, FreePlayers::SitOut);
        let moved = p.settle(Some(3), decided(P[0], P[1]), &PLAYERS, EmptyStock::FromWinner);
        assert_eq!(moved, Moved { discs: 3, source: Source::Stock, part_loser: None });
        assert_eq!((p.stock(), p.holdings()), (10, &[0, 3, 0][..]));
        let mut p = pot(2, [0, 5, 6]);
        assert_eq!(p.settle(Some(7), decided(P[1], P[0]), &PLAYERS, EmptyStock::FromWinner).discs, 2);
        assert_eq!((p.stock(), p.holdings()), (0, &[2, 5, 6][..]));
    }

    #[test]
    fn a_schock_out_moves_every_disc_that_changes_hands() {
        // "a loser who held 3 of 13 receives 10"
        let mut p = pot(4, [3, 6, 0]);
        let moved = p.settle(None, decided(P[1], P[0]), &PLAYERS, EmptyStock::FromWinner);
        assert_eq!(moved, Moved { discs: 10, source: Source::All, part_loser: Some(P[0]) });
        assert_eq!((p.stock(), p.holdings()), (0, &[13, 0, 0][..]));
    }

    #[test]
    fn with_the_stock_empty_the_winner_gives_or_discards() {
        // "the loser receives min(value, winner's discs) from the winner"
        let mut p = pot(0, [2, 5, 6]);
        let moved = p.settle(Some(3), decided(P[0], P[2]), &PLAYERS, EmptyStock::FromWinner);
        assert_eq!(moved, Moved { discs: 2, source: Source::Winner, part_loser: None });
        assert_eq!(p.holdings(), &[0, 5, 8]);
        // "The part ends as soon as the stock is empty and at most one player still holds discs"
        let moved = p.settle(Some(6), decided(P[1], P[2]), &PLAYERS, EmptyStock::FromWinner);
        assert_eq!(moved, Moved { discs: 5, source: Source::Winner, part_loser: Some(P[2]) });
        // Ablegen: "the winner puts min(value, his discs) out of play; the loser gets nothing"
        let mut p = pot(0, [2, 5, 6]);
        let moved = p.settle(Some(3), decided(P[1], P[2]), &PLAYERS, EmptyStock::WinnerDiscards);
        assert_eq!(moved, Moved { discs: 3, source: Source::Discard, part_loser: None });
        assert_eq!((p.discarded(), p.holdings()), (3, &[2, 2, 6][..]));
    }

    #[test]
    fn free_players_are_skipped_in_the_order() {
        // "the order then follows the seats clockwise, skipping players who are free"
        let p = pot(0, [2, 0, 6]);
        assert!(p.is_free(P[1]) && !p.is_free(P[0]));
        assert_eq!(p.order_from(&PLAYERS, P[2]), [P[2], P[0]]);
        let p = pot(1, [2, 0, 6]);
        assert!(!p.is_free(P[1]), "nobody is free while the stock holds discs");
        assert_eq!(p.order_from(&PLAYERS, P[1]), [P[1], P[2], P[0]]);
    }

    #[test]
    fn with_keep_playing_nobody_is_free_and_a_winner_without_discs_moves_none() {
        // RULES.md 4, `free_players = keep-playing`: "nobody is free"; "a winner holding no discs moves none"
        let mut p = Pot { free_players: FreePlayers::KeepPlaying, ..pot(0, [2, 0, 6]) };
        assert!(!p.is_free(P[1]));
        assert_eq!(p.order_from(&PLAYERS, P[2]), [P[2], P[0], P[1]]);
        let moved = p.settle(Some(4), decided(P[1], P[0]), &PLAYERS, EmptyStock::FromWinner);
        assert_eq!(moved, Moved { discs: 0, source: Source::Winner, part_loser: None });
    }

    #[test]
    fn with_keep_playing_the_part_is_lost_by_the_last_holder_not_the_rounds_loser() {
        // RULES.md 4: "The part ends as soon as the stock is empty and at most one player still
        // holds discs: he has lost it." Under keep-playing the round's loser may hold none (issue 33:
        // Änne lost the round holding nothing, Ole was left holding 3; the half is Ole's).
        let mut p = Pot { free_players: FreePlayers::KeepPlaying, ..pot(0, [0, 2, 3]) };
        let moved = p.settle(Some(4), decided(P[1], P[0]), &PLAYERS, EmptyStock::WinnerDiscards);
        assert_eq!(moved, Moved { discs: 2, source: Source::Discard, part_loser: Some(P[2]) });
    }

    #[test]
    fn penalty_discs_come_from_the_stock_as_far_as_it_reaches() {
        let mut p = pot(2, [0, 5, 6]);
        assert_eq!(p.from_stock(P[0], 1), 1);
        assert_eq!(p.from_stock(P[1], 2), 1);
        assert_eq!(p.from_stock(P[1], 1), 0);
        assert_eq!((p.stock(), p.holdings()), (0, &[1, 6, 6][..]));
        // A Lustwurf disc from the last other holder loses the offender the part.
        let mut p = pot(0, [2, 1, 0]);
        assert_eq!(p.one_disc(P[0], DiscFrom::Player(P[1]), &PLAYERS), Some(P[0]));
    }
}
