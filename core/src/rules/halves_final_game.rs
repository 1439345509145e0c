//! RULES.md section 6, "Halves, final, game": the parts of a game in their order (half 1, half 2
//! with all players, a final between the two losers, or a Durchmarsch; a single half where
//! `structure = single`), who starts each part and each game, and who starts after a new seating.

use super::knobs::{FinalStarter, NextGameStarter, Opening, Rules, Structure};
use super::outcome::PlayerId;

/// A part of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    Half1,
    Half2,
    Final,
}

impl Part {
    /// The spelling of `replay --json`.
    pub fn id(self) -> &'static str {
        match self {
            Part::Half1 => "half1",
            Part::Half2 => "half2",
            Part::Final => "final",
        }
    }

    /// The part that follows this one where the game goes on after it (half 1, half 2, the
    /// final); `None` after the final.
    pub fn next(self) -> Option<Part> {
        match self {
            Part::Half1 => Some(Part::Half2),
            Part::Half2 => Some(Part::Final),
            Part::Final => None,
        }
    }
}

/// Every part a game can have, in order: half 1, half 2 and the final where the game is played in halves; the
/// one part of a single-half game (counted as `Half1`) otherwise.
pub fn parts(structure: Structure) -> &'static [Part] {
    match structure {
        Structure::Halves => &[Part::Half1, Part::Half2, Part::Final],
        Structure::Single => &[Part::Half1],
    }
}

/// What follows a lost part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// The game goes on with `part`, played by `players` (seat order) with a full stock, started
    /// by `starter` (`None`: a roll-off decides, the referee records who won it).
    Part { part: Part, players: Vec<PlayerId>, starter: Option<PlayerId> },
    /// The game is over: this player lost it.
    GameOver(PlayerId),
}

/// What follows when `loser` lost `part` of a game played by `seating`; `half1` is the loser of
/// the game's half 1, once known. Half 1 is followed by half 2 with all players, started by its
/// loser (with `structure = single` half 1 is the game); the same loser twice is a Durchmarsch,
/// else the two losers play the final; the final's loser lost the game.
pub fn after_part(rules: &Rules, part: Part, half1: Option<PlayerId>, loser: PlayerId, seating: &[PlayerId]) -> Next {
    match (part, half1) {
        (Part::Half1, _) if rules.structure == Structure::Single => Next::GameOver(loser),
        (Part::Half1, _) => Next::Part { part: Part::Half2, players: seating.to_vec(), starter: Some(loser) },
        (Part::Half2, Some(first)) if first != loser => Next::Part {
            part: Part::Final,
            players: seating.iter().copied().filter(|&p| p == first || p == loser).collect(),
            starter: final_starter(rules.final_starter, first, loser),
        },
        // A Durchmarsch, or the final's loser.
        (Part::Half2 | Part::Final, _) => Next::GameOver(loser),
    }
}

/// Who opens the final (`final_starter`); `None` for a roll-off the referee records.
pub fn final_starter(rule: FinalStarter, half1_loser: PlayerId, half2_loser: PlayerId) -> Option<PlayerId> {
    match rule {
        FinalStarter::Half1Loser => Some(half1_loser),
        FinalStarter::Half2Loser => Some(half2_loser),
        FinalStarter::RollOff => None,
    }
}

/// Who opens the first game: seat 1 with `opening = first-seat`; else an opening roll decides
/// (`None`), the referee records its result.
pub fn first_starter(opening: Opening, seating: &[PlayerId]) -> Option<PlayerId> {
    (opening == Opening::FirstSeat).then(|| seating.first().copied()).flatten()
}

/// Who opens the next game (`next_game_starter`): the last game's `loser`, or the next seat
/// after `half1_opener`, the first thrower of the last game's half 1 (seat 1 where unknown).
pub fn next_game_starter(
    rule: NextGameStarter,
    loser: PlayerId,
    seating: &[PlayerId],
    half1_opener: Option<PlayerId>,
) -> PlayerId {
    match rule {
        NextGameStarter::Loser => loser,
        NextGameStarter::Rotate => {
            let opener = half1_opener.unwrap_or(seating[0]);
            let at = seating.iter().position(|&p| p == opener).unwrap_or(0);
            seating[(at + 1) % seating.len()]
        }
    }
}

/// Who starts after a new seating: the designated starter, or if he is no longer seated, the
/// first player after him in the old seating who still is ("Players come and go between games").
pub fn starter_after_seating(designated: Option<PlayerId>, old: &[PlayerId], new: &[PlayerId]) -> Option<PlayerId> {
    let designated = designated?;
    let at = old.iter().position(|&p| p == designated)?;
    (0..old.len()).map(|k| old[(at + k) % old.len()]).find(|p| new.contains(p))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::outcome::P;
    use crate::rules::preset::Preset;

    const SEATING: [PlayerId; 4] = [P[0], P[1], P[2], P[3]];

    #[test]
    fn half_one_is_followed_by_half_two_with_everyone_started_by_its_loser() {
        let next = after_part(&Preset::MainTaunus.rules(), Part::Half1, None, P[2], &SEATING);
        assert_eq!(next, Next::Part { part: Part::Half2, players: SEATING.to_vec(), starter: Some(P[2]) });
        // `structure = single`: the game is one half; its loser lost the game.
        assert_eq!(after_part(&Preset::Grundregeln.rules(), Part::Half1, None, P[2], &SEATING), Next::GameOver(P[2]));
    }

    #[test]
    fn the_same_loser_twice_is_a_durchmarsch() {
        assert_eq!(
            after_part(&Preset::MainTaunus.rules(), Part::Half2, Some(P[1]), P[1], &SEATING),
            Next::GameOver(P[1])
        );
    }

    #[test]
    fn the_two_losers_play_the_final_in_seat_order_started_per_final_starter() {
        // Main-Taunus: `final_starter = half2-loser`.
        let next = after_part(&Preset::MainTaunus.rules(), Part::Half2, Some(P[3]), P[1], &SEATING);
        assert_eq!(next, Next::Part { part: Part::Final, players: vec![P[1], P[3]], starter: Some(P[1]) });
        // Kalk: half1-loser; Theimann: a roll-off decides.
        assert_eq!(final_starter(Preset::Kalk.rules().final_starter, P[3], P[1]), Some(P[3]));
        assert_eq!(final_starter(Preset::TheimannDimmi.rules().final_starter, P[3], P[1]), None);
        assert_eq!(
            after_part(&Preset::MainTaunus.rules(), Part::Final, Some(P[3]), P[3], &SEATING),
            Next::GameOver(P[3])
        );
    }

    #[test]
    fn who_starts_a_game() {
        assert_eq!(first_starter(Opening::FirstSeat, &SEATING), Some(P[0]));
        assert_eq!(first_starter(Opening::OneDie, &SEATING), None);
        assert_eq!(next_game_starter(NextGameStarter::Loser, P[2], &SEATING, Some(P[1])), P[2]);
        // Kalk's `rotate`: the next seat after the first thrower of the last game's half 1.
        assert_eq!(next_game_starter(NextGameStarter::Rotate, P[2], &SEATING, Some(P[3])), P[0]);
        assert_eq!(next_game_starter(NextGameStarter::Rotate, P[2], &SEATING, Some(P[1])), P[2]);
    }

    #[test]
    fn a_starter_who_left_is_followed_by_the_next_still_seated() {
        // "the first player after him in the old seating who is still seated starts"
        assert_eq!(starter_after_seating(Some(P[1]), &SEATING, &[P[0], P[3], P[4]]), Some(P[3]));
        assert_eq!(starter_after_seating(Some(P[1]), &SEATING, &[P[4], P[1]]), Some(P[1]));
        assert_eq!(starter_after_seating(None, &SEATING, &[P[0], P[1]]), None);
    }

    #[test]
    fn the_parts_in_order() {
        assert_eq!(Part::Half1.next(), Some(Part::Half2));
        assert_eq!(Part::Half2.next(), Some(Part::Final));
        assert_eq!(Part::Final.next(), None);
    }
}
