//! A player's state in his latest knock-out round (TOURNAMENT.md section 6), as the projector,
//! the printed standings and `schocken tournament standings` tell it: still playing with so many
//! lives, through (his table is decided and he advances), or out.

use crate::tournament::organise::table_done;
use crate::tournament::replay::Tournament;
use crate::tournament::standings::Row;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Alive {
    /// Still playing, with this many lives.
    Lives(u32),
    /// His table is decided and he is among those who advance.
    Through,
    Out,
}

/// The round (from 1) and state of a player seated in a knock-out round; `None` for one who never was.
pub fn state(t: &Tournament, row: &Row) -> Option<(u32, Alive)> {
    let k = row.knockout?;
    let round = t.rounds.get(k.round as usize - 1)?;
    let table = round.tables.iter().find(|x| x.players.contains(&row.player))?;
    let alive = match (k.out, table_done(round.kind, round.games, table)) {
        (true, _) => Alive::Out,
        (false, true) => Alive::Through,
        (false, false) => Alive::Lives(k.lives),
    };
    Some((k.round, alive))
}

/// Whether any drawn round has a table still without all its results: the standings are
/// then an interim ("Zwischenstand").
pub fn open(t: &Tournament) -> bool {
    t.rounds.iter().any(|r| r.tables.iter().any(|x| !table_done(r.kind, r.games, x)))
}
