//! Why the rules refuse an entry, in words a referee understands (German and English).

use crate::i18n::Lang;
use crate::rules::throw::Count;

/// An entry the rules do not accept. The state is unchanged when an event is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    TooFewPlayers,
    EmptyName,
    DuplicateName(String),
    UnknownPlayer(String),
    RollOffPending,
    StarterOpen,
    NotInPart(String),
    Free(String),
    EmptyRound,
    /// A player throws out of turn: `expected` should have been next.
    OutOfTurn {
        entry: usize,
        found: String,
        expected: String,
    },
    AlreadyThrew {
        entry: usize,
        name: String,
    },
    Incomplete {
        missing: String,
    },
    TakeNotAllowed {
        entry: usize,
    },
    TakeOpensRound {
        entry: usize,
    },
    TakeAfterOverLimit {
        entry: usize,
    },
    EntryAfterTake {
        entry: usize,
    },
    OverLimit {
        entry: usize,
        name: String,
        count: Count,
        limit: Count,
    },
    NoRollOffPending,
    NotTied(String),
    RolledTwice(String),
    MissingRollOff(String),
    BadRollOffSum(String, u8),
    DroppedDiceOff,
    LustwurfOff,
    SeatsMidGame,
    DraftComplete,
    RoundInProgress,
}

impl Refusal {
    /// The refusal as one line for the referee.
    pub fn message(&self, lang: Lang) -> String {
        use Refusal::*;
        let de = lang == Lang::De;
        let nth = |entry: &usize| entry + 1;
        match self {
            TooFewPlayers => pick(de, "mindestens zwei Spieler nötig", "at least two players are needed"),
            EmptyName => pick(de, "ein Spielername ist leer", "a player name is empty"),
            DuplicateName(n) => {
                if de {
                    format!("„{n}“ steht zweimal in der Liste")
                } else {
                    format!("\"{n}\" is listed twice")
                }
            }
            UnknownPlayer(n) => {
                if de {
                    format!("unbekannter Spieler „{n}“")
                } else {
                    format!("unknown player \"{n}\"")
                }
            }
            RollOffPending => pick(
                de,
                "erst muss das Äugeln (Auswürfeln) den Gleichstand entscheiden",
                "a roll-off must settle the tie first",
            ),
            StarterOpen => pick(
                de,
                "wer beginnt, ist noch offen: erst den Beginner eintragen",
                "who starts is still open: record the starter first",
            ),
            NotInPart(n) => {
                if de {
                    format!("{n} spielt in diesem Durchgang nicht mit")
                } else {
                    format!("{n} is not playing in this part")
                }
            }
            Free(n) => {
                if de {
                    format!("{n} ist freigespielt (hat keinen Deckel mehr) und würfelt nicht mehr mit")
                } else {
                    format!("{n} is free (holds no disc) and no longer throws")
                }
            }
            EmptyRound => pick(de, "die Runde hat keinen Eintrag", "the round has no entry"),
            OutOfTurn { entry, found, expected } => {
                if de {
                    format!("Eintrag {}: {expected} ist an der Reihe, nicht {found}", nth(entry))
                } else {
                    format!("entry {}: it is {expected}'s turn, not {found}'s", nth(entry))
                }
            }
            AlreadyThrew { entry, name } => {
                if de {
                    format!("Eintrag {}: {name} hat in dieser Runde schon geworfen", nth(entry))
                } else {
                    format!("entry {}: {name} has already thrown in this round", nth(entry))
                }
            }
            Incomplete { missing } => {
                if de {
                    format!("die Runde ist unvollständig: {missing} hat noch nicht geworfen")
                } else {
                    format!("the round is incomplete: {missing} has not thrown")
                }
            }
            TakeNotAllowed { entry } => {
                if de {
                    format!("Eintrag {}: freiwilliges Nehmen ist nach diesen Regeln nicht erlaubt", nth(entry))
                } else {
                    format!("entry {}: a voluntary take is not allowed by these rules", nth(entry))
                }
            }
            TakeOpensRound { entry } => {
                if de {
                    format!("Eintrag {}: wer die Runde eröffnet, muss werfen, nicht nehmen", nth(entry))
                } else {
                    format!("entry {}: the round's first player must throw, not take", nth(entry))
                }
            }
            TakeAfterOverLimit { entry } => {
                if de {
                    format!("Eintrag {}: nach einem Wurf über dem Limit kann niemand freiwillig nehmen", nth(entry))
                } else {
                    format!("entry {}: nobody can take after a throw over the limit", nth(entry))
                }
            }
            EntryAfterTake { entry } => {
                if de {
                    format!("Eintrag {}: nach dem freiwilligen Nehmen ist die Runde zu Ende", nth(entry))
                } else {
                    format!("entry {}: the round ended with the voluntary take", nth(entry))
                }
            }
            OverLimit { entry, name, count, limit } => {
                if de {
                    format!(
                        "Eintrag {}: {name} hat {}-mal geworfen, das Limit ist {} — nach diesen Regeln nicht erlaubt",
                        nth(entry),
                        count.get(),
                        limit.get()
                    )
                } else {
                    format!(
                        "entry {}: {name} threw {} times, the limit is {} — not allowed by these rules",
                        nth(entry),
                        count.get(),
                        limit.get()
                    )
                }
            }
            NoRollOffPending => pick(de, "es wartet kein Äugeln (kein Gleichstand offen)", "no roll-off is awaited"),
            NotTied(n) => {
                if de {
                    format!("{n} ist nicht am Gleichstand beteiligt")
                } else {
                    format!("{n} is not part of the tie")
                }
            }
            RolledTwice(n) => {
                if de {
                    format!("{n} steht zweimal im Äugeln")
                } else {
                    format!("{n} appears twice in the roll-off")
                }
            }
            MissingRollOff(n) => {
                if de {
                    format!("{n} fehlt im Äugeln")
                } else {
                    format!("{n} is missing from the roll-off")
                }
            }
            BadRollOffSum(n, s) => {
                if de {
                    format!("{n}: Augensumme {s} ist mit drei Würfeln unmöglich (3 bis 18)")
                } else {
                    format!("{n}: a sum of {s} is impossible with three dice (3 to 18)")
                }
            }
            DroppedDiceOff => pick(
                de,
                "fallengelassene Würfel werden nach diesen Regeln nicht bestraft",
                "dropped dice are not penalised by these rules",
            ),
            LustwurfOff => pick(de, "einen Lustwurf gibt es nach diesen Regeln nicht", "these rules have no Lustwurf"),
            SeatsMidGame => pick(
                de,
                "die Sitzordnung kann nur zwischen zwei Spielen geändert werden",
                "the seating can only change between games",
            ),
            DraftComplete => {
                pick(de, "die angefangene Runde ist schon vollständig", "the round being entered is already complete")
            }
            RoundInProgress => pick(
                de,
                "erst die angefangene Runde fertig eintragen (oder zurücknehmen)",
                "finish (or undo) the round being entered first",
            ),
        }
    }
}

fn pick(de: bool, german: &str, english: &str) -> String {
    if de { german } else { english }.to_string()
}
