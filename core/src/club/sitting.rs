//! One session as the club counts it (CLUB.md 2, 4, 6): its names replaced by persons, its marks,
//! its Schock-Outs and its decided games — read once from the engine, so the tab and every season
//! are sums over small records and never replay a round again.

use super::day::Day;
use crate::players::Registry;
use crate::rules::knobs::Structure;
use crate::rules::outcome::PlayerId;
use crate::rules::penalties::MarkReason;
use crate::rules::round::Act;
use crate::rules::throw::Category;
use crate::session::facts::theimann_points;
use crate::session::log::Session;

/// A session of the club's folder; players are indices into `persons`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sitting {
    /// The file's name in the folder.
    pub file: String,
    pub date: Option<Day>,
    pub title: Option<String>,
    /// Everyone seated at any time, by the engine's player id: as written in the file where
    /// [`read`] gives the sitting, as persons once [`Sitting::sorted`] has applied the registry.
    pub persons: Vec<String>,
    /// Every mark booked, by player (replay's `tallies`).
    pub marks: Vec<u32>,
    /// Every mark booked, in order: who, why, in which game (the evening's page says why).
    pub marked: Vec<(PlayerId, MarkReason, u32)>,
    /// A game of this evening is a single half (`structure = single`): no halves, no final.
    pub single: bool,
    /// Every 1-1-1 thrown in a resolved round, by player.
    pub schock_outs: Vec<u32>,
    /// The games whose loser is decided, in order.
    pub games: Vec<DecidedGame>,
}

/// A game whose loser is decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecidedGame {
    /// The game's number in the evening, from 1.
    pub number: u32,
    pub seating: Vec<PlayerId>,
    /// The losers of half 1 and half 2 (a single-half game has half 1 only).
    pub halves: [Option<PlayerId>; 2],
    pub final_: Option<PlayerId>,
    pub loser: PlayerId,
    pub durchmarsch: bool,
    /// RULES.md 8 points of everyone seated, as with `points = theimann`.
    pub theimann: Vec<(PlayerId, i32)>,
}

impl DecidedGame {
    /// TOURNAMENT.md 5 `HalfPoints` of `p` (seated): 1 for each half not lost, the final's loser −1.
    pub fn half_points(&self, p: PlayerId) -> i32 {
        let kept = self.halves.iter().flatten().filter(|&&l| l != p).count() as i32;
        kept - i32::from(self.final_ == Some(p))
    }

    pub fn theimann_of(&self, p: PlayerId) -> i32 {
        self.theimann.iter().find(|(q, _)| *q == p).map_or(0, |(_, n)| *n)
    }
}

/// What the club makes of a session file that reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sorted {
    Counted(Sitting),
    /// A tournament's table, not an evening: passed over silently.
    Tournament,
    /// Two of its names are one person (the registry says so): passed over, and said.
    SamePerson {
        names: [String; 2],
        person: String,
    },
}

/// Sorts a session read from `file`, its names mapped through the registry.
pub fn sort(file: &str, session: &Session, registry: &Registry) -> Sorted {
    read(file, session).map_or(Sorted::Tournament, |sitting| sitting.sorted(registry))
}

impl Sitting {
    /// The sitting with its names as the registry's persons, or why the club passes it over. A
    /// folder's live model keeps the sittings as [`read`] gives them, so a changed registry is
    /// applied to every evening without reading a file again.
    pub fn sorted(&self, registry: &Registry) -> Sorted {
        if let Some((names, person)) = registry.one_person_twice(&self.persons) {
            return Sorted::SamePerson { names: names.map(String::from), person: person.to_string() };
        }
        let persons = self.persons.iter().map(|n| registry.canonical(n).to_string()).collect();
        Sorted::Counted(Sitting { persons, ..self.clone() })
    }
}

/// A session read from `file` as the club counts it, its names as written (the registry is
/// applied by [`Sitting::sorted`]); `None` for a tournament's table, which is not an evening.
pub fn read(file: &str, session: &Session) -> Option<Sitting> {
    let header = session.header();
    if header.tournament.is_some() {
        return None;
    }
    let e = session.engine();
    let persons: Vec<String> = e.names().to_vec();
    let rules = e.rules();
    let mut schock_outs = vec![0; persons.len()];
    for entry in e.rounds().iter().flat_map(|r| &r.entries) {
        if let Act::Throw(t) = entry.act
            && t.category(rules) == Category::SchockOut
        {
            schock_outs[entry.player] += 1;
        }
    }
    let rounds = e.rounds();
    let mut games = Vec::new();
    for game in e.games() {
        let Some(loser) = game.loser else { continue };
        let first = rounds.iter().position(|r| r.game == game.number).unwrap_or(rounds.len());
        let count = rounds[first..].iter().take_while(|r| r.game == game.number).count();
        games.push(DecidedGame {
            number: game.number,
            seating: game.seating.clone(),
            halves: [game.half1, game.half2],
            final_: game.final_,
            loser,
            durchmarsch: game.durchmarsch(),
            theimann: theimann_points(rules, &game.seating, &rounds[first..first + count], loser),
        });
    }
    Some(Sitting {
        file: file.to_string(),
        date: header.started.as_deref().and_then(Day::of_started),
        title: header.title.clone(),
        marks: e.players().map(|p| e.tally(p)).collect(),
        marked: e.marks().iter().map(|m| (m.player, m.reason, m.game)).collect(),
        single: rules.structure == Structure::Single,
        persons,
        schock_outs,
        games,
    })
}

/// The order of sessions in every list (CLUB.md 7): by date, then file name; undated ones last.
pub fn order(sittings: &mut [Sitting]) {
    sittings.sort_by(|a, b| (a.date.is_none(), a.date, &a.file).cmp(&(b.date.is_none(), b.date, &b.file)));
}
