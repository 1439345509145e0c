//! What a tournament scores of each game a table played (TOURNAMENT.md section 3): the losers of
//! the halves and the final, the Schock-Outs by thrower, the exit groups of each half and the
//! RULES.md section 8 points — read from the engine's records, for complete games only.

use super::state::{Engine, Part, RoundRecord};
use crate::rules::knobs::Rules;
use crate::rules::outcome::PlayerId;
use crate::rules::round::Act;
use crate::rules::throw::Category;
use crate::rules::tournament_points;

/// One complete game of a session, as a tournament scores it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameFacts {
    pub number: u32,
    /// Who played it, in seat order.
    pub players: Vec<PlayerId>,
    pub half1: PlayerId,
    pub half2: PlayerId,
    /// `None`: Durchmarsch.
    pub final_: Option<PlayerId>,
    /// One entry per 1-1-1 thrown in the game (any part, also over the limit), by thrower.
    pub schock_outs: Vec<PlayerId>,
    /// One entry per Jule (1-2-4 where the rules know it) thrown in the game, by thrower.
    pub jules: Vec<PlayerId>,
    /// Per half, the groups of players in the order they left it (the half's loser not listed).
    pub exits: [Vec<Vec<PlayerId>>; 2],
    /// RULES.md section 8 points of the game, as with `points = theimann` whatever the rules say.
    pub points: Vec<(PlayerId, i32)>,
}

impl GameFacts {
    /// The game's loser: the final's, or the Durchmarsch's.
    pub fn loser(&self) -> PlayerId {
        self.final_.unwrap_or(self.half2)
    }
}

/// The facts of every complete game, in order. Only for rules with two halves and a final; a
/// game is complete when its loser is decided.
pub fn complete_games(engine: &Engine) -> Vec<GameFacts> {
    let rules = engine.rules();
    let rounds = engine.rounds();
    let mut out = Vec::new();
    let mut r = 0;
    for game in engine.finished_games() {
        let start_r = r;
        while r < rounds.len() && rounds[r].game == game.number {
            r += 1;
        }
        let (Some(half1), Some(half2)) = (game.half1, game.half2) else { continue };
        let game_rounds = &rounds[start_r..r];
        let (mut schock_outs, mut jules) = (Vec::new(), Vec::new());
        for e in game_rounds.iter().flat_map(|round| &round.entries) {
            let Act::Throw(t) = e.act else { continue };
            match t.category(rules) {
                Category::SchockOut => schock_outs.push(e.player),
                Category::Jule => jules.push(e.player),
                _ => {}
            }
        }
        let points = theimann_points(rules, &game.seating, game_rounds, game.final_.unwrap_or(half2));
        let exits = [Part::Half1, Part::Half2].map(|half| {
            let loser = if half == Part::Half1 { half1 } else { half2 };
            exit_groups(&game.seating, game_rounds.iter().filter(|x| x.part == half), loser)
        });
        out.push(GameFacts {
            number: game.number,
            players: game.seating.clone(),
            half1,
            half2,
            final_: game.final_,
            schock_outs,
            jules,
            exits,
            points,
        });
    }
    out
}

/// RULES.md section 8 points of one decided game for everyone seated, as with `points = theimann`
/// whatever the rules say (TOURNAMENT.md 5; the club's seasons, CLUB.md 6): throw values while
/// the stock holds discs, a Handschock's bonus where the rules score it, the game's loser −5.
/// `game_rounds` are the game's rounds in order; a single-half game has only half 1's.
pub fn theimann_points(
    rules: &Rules,
    seating: &[PlayerId],
    game_rounds: &[RoundRecord],
    loser: PlayerId,
) -> Vec<(PlayerId, i32)> {
    let mut points: Vec<(PlayerId, i32)> = seating.iter().map(|&q| (q, 0)).collect();
    let mut score = |player: PlayerId, n: i32| {
        if let Some(entry) = points.iter_mut().find(|(q, _)| *q == player) {
            entry.1 += n;
        }
    };
    let mut stock_before = rules.discs;
    let mut part = Part::Half1;
    for round in game_rounds {
        if round.part != part {
            part = round.part;
            stock_before = rules.discs;
        }
        let values = tournament_points::round_scores(part, stock_before);
        for e in &round.entries {
            if let Act::Throw(t) = e.act {
                score(e.player, tournament_points::for_throw(t, rules, values));
            }
        }
        stock_before = round.stock;
    }
    score(loser, tournament_points::GAME_LOST);
    points
}

/// The exit groups of one half (TOURNAMENT.md 3): once the stock is empty, players holding no
/// discs leave together, later ones as their holding falls to 0; whoever is still in when the
/// half ends otherwise (a second dropped dice) leaves then, except the loser.
fn exit_groups<'a>(
    players: &[PlayerId],
    rounds: impl Iterator<Item = &'a RoundRecord>,
    loser: PlayerId,
) -> Vec<Vec<PlayerId>> {
    let mut still_in: Vec<PlayerId> = players.to_vec();
    let mut groups = Vec::new();
    for round in rounds {
        let leaving: Vec<PlayerId> = if round.stock == 0 {
            still_in.iter().copied().filter(|&q| round.holding(q) == 0 && q != loser).collect()
        } else {
            Vec::new()
        };
        if !leaving.is_empty() {
            still_in.retain(|q| !leaving.contains(q));
            groups.push(leaving);
        }
    }
    let rest: Vec<PlayerId> = still_in.into_iter().filter(|&q| q != loser).collect();
    if !rest.is_empty() {
        groups.push(rest);
    }
    groups
}
