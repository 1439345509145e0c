//! The prizes of a tournament (TOURNAMENT.md section 7) in words, shared by the organiser's
//! window, the projector, the printed standings and `schocken tournament standings`.

use crate::tournament::replay::Tournament;
use crate::tournament::standings::Standings;
use crate::tr;

/// Each prize somebody has won so far, as one line: `Schock-Out-Preis (2 Schock-Outs): Anna, Ben`.
pub fn lines(t: &Tournament, s: &Standings) -> Vec<String> {
    let names = |who: &[usize]| who.iter().map(|&p| t.players[p].name.as_str()).collect::<Vec<_>>().join(", ");
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
