//! The tables of the latest round at a glance (issue 19): for each, whether its results are
//! under way, complete, still missing, or in doubt because a file of the folder for it was
//! reported and not used. The organiser's window and the projector show the same [`Status`],
//! derived here from what the folder's reading already knows (the replayed tournament and the
//! files it skipped), so the two never disagree.

use super::file::RoundKind;
use super::organise::table_done;
use super::replay::{Table, Tournament, Unused};
use super::{RoundNo, TableNo};
use crate::tr;

/// Why a table's results are in doubt: a file of the folder for that table that gives no
/// results (TOURNAMENT.md sections 2 and 3), with the file's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// A sync tool's conflict copy, or a copy still being written, of the table's file: which of
    /// two versions holds the results is open.
    Copy { file: String },
    /// The table's file cannot be read, or its rules are refused.
    Unreadable { file: String },
    /// A file for the table the replay did not use (other players, two files for one table).
    Unused { file: String, why: Unused },
    /// The table's file seats somebody who is not at the table (a substitute, say).
    Seats { file: String, name: String },
}

impl Trouble {
    /// One line for the organiser: the file and what is wrong with it.
    pub fn message(&self) -> String {
        match self {
            Trouble::Copy { file } => tr!("status-trouble-copy", file = file.as_str()),
            Trouble::Unreadable { file } => tr!("status-trouble-unreadable", file = file.as_str()),
            Trouble::Unused { file, why: Unused::Twice { other, .. } } => {
                tr!("status-trouble-twice", file = file.as_str(), other = other.as_str())
            }
            Trouble::Unused { file, .. } => tr!("status-trouble-other-players", file = file.as_str()),
            Trouble::Seats { file, name } => tr!("status-trouble-seats", file = file.as_str(), name = name.as_str()),
        }
    }
}

/// Where a table of the latest round stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// No card and no table file yet ("Ergebnis fehlt").
    Missing,
    /// A table file with results under way: `games` complete games so far ("spielt").
    Playing { games: usize },
    /// Every counted game is in, the knock-out table is decided, or the organiser typed its card
    /// ("fertig").
    Done,
    /// A file for the table was reported and not used ("Problem"); never empty.
    Problem(Vec<Trouble>),
}

impl Status {
    /// The status in one word, as the desk and the room read it.
    pub fn word(&self) -> String {
        match self {
            Status::Missing => tr!("status-missing"),
            Status::Playing { .. } => tr!("status-playing"),
            Status::Done => tr!("status-done"),
            Status::Problem(_) => tr!("status-problem"),
        }
    }

    /// Its word with what the organiser needs beside it: the games so far of a playing table.
    pub fn words(&self, kind: RoundKind) -> String {
        match (self, kind) {
            (Status::Playing { games: played }, RoundKind::Points { games }) => {
                tr!("status-playing-games", played = *played, games = games)
            }
            (Status::Playing { games: played }, RoundKind::KnockOut { .. }) => {
                tr!("status-playing-knockout", played = *played)
            }
            _ => self.word(),
        }
    }
}

/// One table of the latest round and its status.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableStatus {
    pub table: TableNo,
    pub status: Status,
}

/// A file for a table of another round than the latest that gives no results: the standings
/// lack that table's results while the latest round runs, so it is said beside the latest
/// round's tables, not only where a round's own tables are looked at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtherRound {
    pub round: RoundNo,
    pub table: TableNo,
    pub trouble: Trouble,
}

impl OtherRound {
    /// "Runde 1, Tisch 2: runde-1-tisch-2.ron: Tischdatei nicht lesbar".
    pub fn message(&self) -> String {
        at_table(self.round, self.table, &self.trouble)
    }
}

fn at_table(round: RoundNo, table: TableNo, trouble: &Trouble) -> String {
    tr!("status-problem-at", round = round, table = table, text = trouble.message())
}

/// The latest round's tables: its number, its kind and counted games, and each table's status;
/// beside them the troubles of the other rounds' files.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundStatus {
    /// `None` (as `kind`) before the first draw.
    pub round: Option<RoundNo>,
    /// A points round's kind holds how many games count.
    pub kind: Option<RoundKind>,
    pub tables: Vec<TableStatus>,
    /// Troubles of files for tables of the other rounds, by round and table.
    pub other_rounds: Vec<OtherRound>,
}

impl RoundStatus {
    /// How many tables are done.
    pub fn done(&self) -> usize {
        self.tables.iter().filter(|t| t.status == Status::Done).count()
    }

    /// "5 von 7 Tischen fertig".
    pub fn summary(&self) -> String {
        tr!("status-tables-done", done = self.done(), count = self.tables.len())
    }

    /// Every trouble in words, each naming its round, table and file: the latest round's
    /// tables' first, then the other rounds' ("Runde 1, Tisch 2: runde-1-tisch-2.ron: …").
    pub fn problems(&self) -> Vec<String> {
        let latest = self.tables.iter().flat_map(|t| match &t.status {
            Status::Problem(troubles) => match self.round {
                Some(round) => troubles.iter().map(|x| (round, t.table, x)).collect(),
                None => Vec::new(),
            },
            _ => Vec::new(),
        });
        let others = self.other_rounds.iter().map(|o| (o.round, o.table, &o.trouble));
        latest.chain(others).map(|(round, table, trouble)| at_table(round, table, trouble)).collect()
    }
}

/// The status of each table of `t`'s latest round; `troubles`: the files the folder's reading
/// reported and did not use, each with the round and table it is for. Empty where nothing is
/// drawn yet.
pub fn latest(t: &Tournament, troubles: &[((RoundNo, TableNo), Trouble)]) -> RoundStatus {
    let Some((number, round)) = t.latest_round() else { return RoundStatus::default() };
    let tables = round
        .numbered_tables()
        .map(|(table, drawn)| {
            let at = (number, table);
            let mine: Vec<Trouble> = troubles.iter().filter(|(of, _)| *of == at).map(|(_, x)| x.clone()).collect();
            TableStatus { table, status: of_table(round.kind, drawn, mine) }
        })
        .collect();
    let mut other_rounds: Vec<OtherRound> = troubles
        .iter()
        .filter(|((r, _), _)| *r != number)
        .map(|((round, table), trouble)| OtherRound { round: *round, table: *table, trouble: trouble.clone() })
        .collect();
    other_rounds.sort_by_key(|o| (o.round, o.table));
    RoundStatus { round: Some(number), kind: Some(round.kind), tables, other_rounds }
}

/// The status of one table. The organiser's card is his word on the table's results, so a table
/// with a card is done whatever its files say; otherwise a file in doubt makes a problem even
/// of a table whose (other) file is complete, since the doubtful one may hold other results.
pub fn of_table(kind: RoundKind, table: &Table, troubles: Vec<Trouble>) -> Status {
    if table.card.is_some() {
        Status::Done
    } else if !troubles.is_empty() {
        Status::Problem(troubles)
    } else if table_done(kind, table) {
        Status::Done
    } else if let Some(played) = &table.session {
        Status::Playing { games: played.len() }
    } else {
        Status::Missing
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::file::parse;
    use crate::tournament::replay::{TableSession, replay};

    const FILE: &str = r#"Tournament(format: 1, rules: (preset: "main-taunus"), scoring: LossPoints, events: [
        Register(name: "A"), Register(name: "B"), Register(name: "C"), Register(name: "D"),
        Register(name: "E"), Register(name: "F"), Register(name: "G"), Register(name: "H"),
        Register(name: "I"), Register(name: "J"),
        Draw(round: 1, kind: Points, games: 2, tables: [["A", "B"], ["C", "D"], ["E", "F"], ["G", "H"], ["I", "J"]]),
        Card(round: 1, table: 1, games: [(half1: "A", half2: "A")]),
    ])"#;

    fn at(round: u32, table: u32) -> (RoundNo, TableNo) {
        (RoundNo::new(round).unwrap(), TableNo::new(table).unwrap())
    }

    fn session(table: u32, players: [&str; 2], games: usize) -> TableSession {
        let game = crate::tournament::file::CardGame {
            half1: players[0].into(),
            half2: players[0].into(),
            ..Default::default()
        };
        TableSession {
            file: format!("runde-1-tisch-{table}.ron"),
            round: RoundNo::FIRST,
            table: at(1, table).1,
            players: players.map(String::from).to_vec(),
            games: vec![game; games],
            jules: vec![vec![]; games],
        }
    }

    #[test]
    fn each_table_of_the_latest_round_has_its_status() {
        let file = parse(FILE).unwrap();
        // Table 2 has both games, table 3 one of two, table 4 a file in doubt, table 5 nothing.
        let sessions = [session(2, ["C", "D"], 2), session(3, ["E", "F"], 1), session(4, ["G", "H"], 2)];
        let (t, _) = replay(&file, &sessions).unwrap();
        let copy = Trouble::Copy { file: "runde-1-tisch-4.sync-conflict-20270217-193000-ABCDEFG.ron".into() };
        // A card is the organiser's word: a doubtful file of table 1 does not make it a problem.
        let card_copy = Trouble::Copy { file: "runde-1-tisch-1.ron.tmp".into() };
        let status = latest(&t, &[(at(1, 4), copy.clone()), (at(1, 1), card_copy), (at(2, 5), copy.clone())]);
        let got: Vec<Status> = status.tables.iter().map(|x| x.status.clone()).collect();
        assert_eq!(
            got,
            [
                Status::Done,
                Status::Done,
                Status::Playing { games: 1 },
                Status::Problem(vec![copy.clone()]),
                Status::Missing
            ]
        );
        assert_eq!((status.round, status.done()), (Some(RoundNo::FIRST), 2));
        // The file of round 2 (not the latest) is said beside the latest round's tables.
        assert_eq!(status.other_rounds, [OtherRound { round: at(2, 5).0, table: at(2, 5).1, trouble: copy.clone() }]);
        crate::i18n::scoped(crate::i18n::Lang::De, || {
            let file = "runde-1-tisch-4.sync-conflict-20270217-193000-ABCDEFG.ron";
            assert_eq!(
                status.problems(),
                [1, 2].map(|r| format!(
                    "Runde {r}, Tisch {}: {file}: Konfliktkopie oder halb geschriebene Kopie der Tischdatei – \
                     welche Ergebnisse gelten, ist offen",
                    if r == 1 { 4 } else { 5 }
                ))
            );
            assert_eq!(status.summary(), "2 von 5 Tischen fertig");
            assert_eq!(
                status.tables[2]
                    .status
                    .words(RoundKind::Points { games: crate::tournament::file::Games::new(2).unwrap() }),
                "spielt (1 von 2 Spielen)"
            );
        });
    }

    #[test]
    fn a_knockout_table_is_done_when_decided_and_nothing_drawn_has_no_tables() {
        let text = FILE.replace(
            "Card(round: 1, table: 1, games: [(half1: \"A\", half2: \"A\")]),",
            "Draw(round: 2, kind: KnockOut(lives: 1, advance: 1), games: 0, tables: [[\"A\", \"B\"], [\"C\", \"D\"]]),",
        );
        let decided = TableSession { round: at(2, 1).0, ..session(1, ["A", "B"], 1) };
        let (t, _) = replay(&parse(&text).unwrap(), &[decided]).unwrap();
        let got: Vec<Status> = latest(&t, &[]).tables.into_iter().map(|x| x.status).collect();
        assert_eq!(got, [Status::Done, Status::Missing]);
        let undrawn = FILE[..FILE.find("Draw").unwrap()].to_string() + "])";
        let (t, _) = replay(&parse(&undrawn).unwrap(), &[]).unwrap();
        assert_eq!(latest(&t, &[]), RoundStatus::default());
    }
}
