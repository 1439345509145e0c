//! The prizes of a tournament (TOURNAMENT.md section 7) in words, shared by the organiser's
//! window, the projector, the printed standings and `schocken tournament standings`.

use crate::tournament::file::RoundKind;
use crate::tournament::game::Pid;
use crate::tournament::knockout::Alive;
use crate::tournament::replay::Tournament;
use crate::tournament::standings::Standings;
use crate::tr;

/// Each prize somebody has won so far, as one line: `Schock-Out-Preis (2 Schock-Outs): Anna, Ben`.
pub fn lines(t: &Tournament, s: &Standings) -> Vec<String> {
    let names = |who: &[Pid]| who.iter().map(|&p| t.players[p].name.as_str()).collect::<Vec<_>>().join(", ");
    let mut out = Vec::new();
    let (count, who) = &s.schock_out_prize;
    if *count > 0 {
        out.push(tr!("prizes-schock-outs", count = *count, names = names(who)));
    }
    let (count, who) = &s.jule_prize;
    if *count > 0 {
        out.push(tr!("prizes-jules", count = *count, names = names(who)));
    }
    let (count, who) = &s.durchmarsch_prize;
    if *count > 0 {
        out.push(tr!("prizes-durchmarsch", count = *count, names = names(who)));
    }
    out
}

/// The line for a tournament where nobody has won a prize yet.
pub fn none() -> String {
    tr!("prizes-none")
}

/// The tournament's winner where a knock-out final decided it: the last round is a knock-out
/// round at one table from which one player goes on, and its table is decided — he is place 1,
/// and the room is told "Sieger", not "weiter" (there is no round to go on to).
pub fn winner(t: &Tournament, s: &Standings) -> Option<Pid> {
    let (round, last) = t.latest_round()?;
    if !matches!(last.kind, RoundKind::KnockOut { advance: 1, .. }) || last.tables.len() != 1 {
        return None;
    }
    let mut through = s
        .rows
        .iter()
        .filter(|r| r.knockout.is_some_and(|k| k.round == round && k.alive() == Alive::Through))
        .map(|r| r.player);
    let winner = through.next()?;
    through.next().is_none().then_some(winner)
}
