//! What the organiser's window computes without showing anything: registered names found as
//! people compare them (`crate::names`), a card typed by start numbers or initials read into a
//! [`CardGame`], two seats of a draw swapped, and which tables are done. The draw's proposals are
//! `tournament::draw`'s, shared with the CLI.
//!
//! Pure, so each rule is tested here and the window stays a thin layer over it.

use super::TableNo;
use super::file::{CardGame, RoundKind};
use super::game::{GameResult, Pid};
use super::knockout::Lives;
use super::replay::{Player, Table};
use crate::names::{self, Search};
use crate::tr;

/// The registered player whose name is `name` up to case and spacing.
pub fn registered(players: &[Player], name: &str) -> Option<Pid> {
    players.iter().position(|p| names::same(&p.name, name)).map(Pid::new)
}

/// A player's start number: his place in the registration order, from 1.
pub fn start_number(p: Pid) -> usize {
    p.index() + 1
}

/// Why a typed token names no player of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TokenError {
    /// No player of the table has this start number, name or initials.
    Unknown(String),
    /// More than one player of the table fits.
    Ambiguous(String),
    /// A points entry that is not `who=points`.
    BadPoints(String),
}

impl TokenError {
    /// What is wrong with the token, in the current language.
    pub fn message(&self) -> String {
        match self {
            TokenError::Unknown(t) => tr!("organiser-token-unknown", token = t.as_str()),
            TokenError::Ambiguous(t) => tr!("organiser-token-ambiguous", token = t.as_str()),
            TokenError::BadPoints(t) => tr!("organiser-token-points", token = t.as_str()),
        }
    }
}

/// The player of `table` a token names: his start number, his name, his initials
/// ([`names::fits_initials`]: "MLvH") or the start of his name (umlauts typed or not), tried in
/// this order; the first that fits exactly one player of the table decides.
pub fn resolve(token: &str, table: &[Pid], players: &[Player]) -> Result<Pid, TokenError> {
    let unknown = || TokenError::Unknown(token.to_string());
    if let Ok(n) = token.parse::<usize>() {
        return table.iter().copied().find(|&p| start_number(p) == n).ok_or_else(unknown);
    }
    let search = Search::new(token);
    if search.is_empty() {
        return Err(unknown());
    }
    let fitting =
        |fits: &dyn Fn(&Player) -> bool| -> Vec<Pid> { table.iter().copied().filter(|&p| fits(&players[p])).collect() };
    for found in [
        fitting(&|p| names::same(&p.name, token)),
        fitting(&|p| names::fits_initials(token, &p.name)),
        fitting(&|p| search.begins(&p.name)),
    ] {
        match found.as_slice() {
            [] => continue,
            [one] => return Ok(*one),
            _ => return Err(TokenError::Ambiguous(token.to_string())),
        }
    }
    Err(unknown())
}

/// Why two seats of a draw were not swapped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SwapError {
    /// A player seated at no table of the draw (a withdrawn one, or no such start number).
    NotSeated(Pid),
    /// The same player twice: a swap with himself would change nothing, so it is refused
    /// rather than reported as done.
    Same(Pid),
}

/// Swaps the seats of players `a` and `b` in a draw's tables (at one table or across two).
pub fn swap_seats(tables: &mut [Vec<Pid>], a: Pid, b: Pid) -> Result<(), SwapError> {
    let seat = |tables: &[Vec<Pid>], x: Pid| {
        tables.iter().enumerate().find_map(|(t, seats)| seats.iter().position(|&s| s == x).map(|s| (t, s)))
    };
    let (ta, sa) = seat(tables, a).ok_or(SwapError::NotSeated(a))?;
    let (tb, sb) = seat(tables, b).ok_or(SwapError::NotSeated(b))?;
    if a == b {
        return Err(SwapError::Same(a));
    }
    tables[ta][sa] = b;
    tables[tb][sb] = a;
    Ok(())
}

/// The tokens of a cell: separated by spaces or commas.
fn tokens(cell: &str) -> impl Iterator<Item = &str> {
    cell.split(|c: char| c.is_whitespace() || c == ',' || c == ';').filter(|t| !t.is_empty())
}

/// One game of a card as typed: each cell's text (kept as a draft while unsaved, hence serde).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct CardRow {
    pub half1: String,
    pub half2: String,
    pub final_: String,
    /// A player per Schock-Out thrown.
    pub schock_outs: String,
    /// Exit groups of each half: groups apart by spaces, members of a group joined by `+`.
    pub out: [String; 2],
    /// `who=points` entries.
    pub points: String,
}

/// Why typed rows do not make a card yet (before the replay checks what they say).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RowProblem {
    /// A game (from 1) whose half 1 or half 2 loser is missing.
    Incomplete {
        game: usize,
    },
    Token {
        game: usize,
        error: TokenError,
    },
}

impl RowProblem {
    /// The game and what is wrong with it, in the current language.
    pub fn message(&self) -> String {
        match self {
            RowProblem::Incomplete { game } => tr!("organiser-row-incomplete", game = *game),
            RowProblem::Token { game, error } => tr!("organiser-row-token", game = *game, problem = error.message()),
        }
    }
}

crate::worded_error!(TokenError, RowProblem);

impl CardRow {
    pub fn is_empty(&self) -> bool {
        [&self.half1, &self.half2, &self.final_, &self.schock_outs, &self.out[0], &self.out[1], &self.points]
            .iter()
            .all(|c| c.trim().is_empty())
    }

    /// The row as the card's game, names in place of what was typed.
    fn game(&self, table: &[Pid], players: &[Player]) -> Result<CardGame, TokenError> {
        let name = |token: &str| resolve(token, table, players).map(|p| players[p].name.clone());
        let one = |cell: &str| -> Result<Option<String>, TokenError> {
            let mut all = tokens(cell);
            match (all.next(), all.next()) {
                (None, _) => Ok(None),
                (Some(t), None) => name(t).map(Some),
                (Some(_), Some(_)) => Err(TokenError::Ambiguous(cell.trim().to_string())),
            }
        };
        let out = |cell: &str| -> Result<Option<Vec<Vec<String>>>, TokenError> {
            if cell.trim().is_empty() {
                return Ok(None);
            }
            let groups = tokens(cell)
                .map(|group| group.split('+').filter(|m| !m.is_empty()).map(name).collect())
                .collect::<Result<Vec<Vec<String>>, _>>()?;
            Ok(Some(groups))
        };
        let points = if self.points.trim().is_empty() {
            None
        } else {
            let entry = |t: &str| -> Result<(String, i32), TokenError> {
                let bad = || TokenError::BadPoints(t.to_string());
                let (who, n) = t.split_once(['=', ':']).ok_or_else(bad)?;
                let n = n.replace('−', "-").parse::<i32>().map_err(|_| bad())?;
                Ok((name(who)?, n))
            };
            Some(tokens(&self.points).map(entry).collect::<Result<Vec<_>, _>>()?)
        };
        Ok(CardGame {
            half1: one(&self.half1)?.unwrap_or_default(),
            half2: one(&self.half2)?.unwrap_or_default(),
            final_: one(&self.final_)?,
            schock_outs: tokens(&self.schock_outs).map(name).collect::<Result<_, _>>()?,
            out: [out(&self.out[0])?, out(&self.out[1])?],
            points,
        })
    }

    /// A card's game as the rows show it: start numbers where the file has names.
    pub fn of(game: &CardGame, players: &[Player]) -> CardRow {
        let number = |name: &String| {
            players
                .iter()
                .position(|p| &p.name == name)
                .map(Pid::new)
                .map_or_else(|| name.clone(), |p| start_number(p).to_string())
        };
        let list = |names: &[String]| names.iter().map(number).collect::<Vec<_>>().join(" ");
        let out = |groups: &Option<Vec<Vec<String>>>| {
            groups
                .iter()
                .flatten()
                .map(|g| g.iter().map(number).collect::<Vec<_>>().join("+"))
                .collect::<Vec<_>>()
                .join(" ")
        };
        CardRow {
            half1: number(&game.half1),
            half2: number(&game.half2),
            final_: game.final_.as_ref().map(number).unwrap_or_default(),
            schock_outs: list(&game.schock_outs),
            out: [out(&game.out[0]), out(&game.out[1])],
            points: game
                .points
                .iter()
                .flatten()
                .map(|(n, p)| format!("{}={p}", number(n)))
                .collect::<Vec<_>>()
                .join(" "),
        }
    }
}

/// A game as results know it (from a session file), worded as a card would note it: the rows a
/// card typed over a table's file starts from, Schock-Outs, exit order and points included.
pub fn result_game(g: &GameResult, players: &[Player]) -> CardGame {
    let name = |p: &Pid| players.get(p.index()).map(|q| q.name.clone()).unwrap_or_default();
    let names = |ps: &[Pid]| ps.iter().map(name).collect::<Vec<_>>();
    CardGame {
        half1: name(&g.half1),
        half2: name(&g.half2),
        final_: g.final_.as_ref().map(name),
        schock_outs: names(&g.schock_outs),
        out: g.out.clone().map(|o| o.map(|groups| groups.iter().map(|grp| names(grp)).collect())),
        points: g.points.as_ref().map(|list| list.iter().map(|(p, n)| (name(p), *n)).collect()),
    }
}

/// The typed rows as a card's games: the rows up to the last one typed in, each complete.
pub fn card_games(rows: &[CardRow], table: &[Pid], players: &[Player]) -> Result<Vec<CardGame>, RowProblem> {
    let used = rows.iter().rposition(|r| !r.is_empty()).map_or(0, |i| i + 1);
    rows[..used]
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let game = i + 1;
            if row.half1.trim().is_empty() || row.half2.trim().is_empty() {
                return Err(RowProblem::Incomplete { game });
            }
            row.game(table, players).map_err(|error| RowProblem::Token { game, error })
        })
        .collect()
}

/// Whether a table has all its results: every counted game of a points round, or a knock-out
/// table decided (only `advance` players with lives left).
pub fn table_done(kind: RoundKind, table: &Table) -> bool {
    let results = table.results().map_or(&[][..], |(_, r)| r);
    match kind {
        RoundKind::Points { games } => results.len() >= games.count(),
        RoundKind::KnockOut { lives, advance } => Lives::after(&table.players, lives, advance, results).decided(),
    }
}

/// The latest round's tables (numbers from 1) without all their results: what the window and
/// `tournament draw` say before the next round is drawn over them.
pub fn open_tables(t: &super::replay::Tournament) -> Vec<TableNo> {
    let Some((_, round)) = t.latest_round() else { return Vec::new() };
    round.numbered_tables().filter(|(_, table)| !table_done(round.kind, table)).map(|(n, _)| n).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::game::pids;

    #[test]
    fn the_open_tables_are_the_latest_rounds_without_all_results() {
        let after = |cards: &str| {
            let text = format!(
                r#"Tournament(format: 1, rules: (preset: "main-taunus"), scoring: LossPoints, events: [
                Register(name: "A"), Register(name: "B"), Register(name: "C"), Register(name: "D"),
                Draw(round: 1, kind: Points, games: 1, tables: [["A", "B"], ["C", "D"]]), {cards}])"#
            );
            super::super::replay::replay(&super::super::file::parse(&text).unwrap(), &[]).unwrap().0
        };
        let card = |table: u32, loser: &str| {
            format!(r#"Card(round: 1, table: {table}, games: [(half1: "{loser}", half2: "{loser}")]),"#)
        };
        let numbers = |tables: Vec<TableNo>| tables.into_iter().map(TableNo::get).collect::<Vec<u32>>();
        assert_eq!(numbers(open_tables(&after(""))), vec![1, 2]);
        assert_eq!(numbers(open_tables(&after(&card(2, "C")))), vec![1]);
        assert_eq!(numbers(open_tables(&after(&(card(1, "A") + &card(2, "C"))))), Vec::<u32>::new());
    }

    fn players(names: &[&str]) -> Vec<Player> {
        names.iter().map(|n| Player { name: n.to_string(), team: None, withdrawn: false }).collect()
    }

    #[test]
    fn names_compare_without_case_and_spacing() {
        let ps = players(&["Anna Müller", "Ben"]);
        assert_eq!(registered(&ps, "anna  MÜLLER"), Some(Pid::new(0)));
        assert_eq!(registered(&ps, "Bena"), None);
    }

    #[test]
    fn a_token_is_a_start_number_a_name_its_start_or_initials() {
        let ps = players(&["Anna Müller", "Andreas", "Ben", "Carl"]);
        let table = pids(&[0, 1, 2]);
        assert_eq!(resolve("3", &table, &ps), Ok(Pid::new(2)));
        assert_eq!(resolve("4", &table, &ps), Err(TokenError::Unknown("4".into())));
        assert_eq!(resolve("am", &table, &ps), Ok(Pid::new(0)));
        assert_eq!(resolve("andr", &table, &ps), Ok(Pid::new(1)));
        assert_eq!(resolve("an", &table, &ps), Err(TokenError::Ambiguous("an".into())));
        assert_eq!(resolve("b", &table, &ps), Ok(Pid::new(2)));
        assert_eq!(resolve("carl", &table, &ps), Err(TokenError::Unknown("carl".into())));
    }

    #[test]
    fn four_initials_with_a_particle_and_umlauts_typed_plain_name_a_player() {
        let ps = players(&["Marie-Luise von Hagen", "Max Lehmann", "Jörg Weiß", "Bärbel Kühn"]);
        let table = pids(&[0, 1, 2, 3]);
        for token in ["MLvH", "mlvh", "MLH"] {
            assert_eq!(resolve(token, &table, &ps), Ok(Pid::new(0)), "{token}");
        }
        assert_eq!(resolve("ML", &table, &ps), Ok(Pid::new(1)));
        assert_eq!(resolve("jw", &table, &ps), Ok(Pid::new(2)));
        assert_eq!(resolve("Jorg", &table, &ps), Ok(Pid::new(2)));
        assert_eq!(resolve("Baer", &table, &ps), Ok(Pid::new(3)));
        assert_eq!(resolve("bk", &table, &ps), Ok(Pid::new(3)));
        // A card typed with the initials reads back with the names.
        let row = CardRow { half1: "MLvH".into(), half2: "jorg".into(), ..CardRow::default() };
        let games = card_games(&[row], &table, &ps).unwrap();
        assert_eq!((games[0].half1.as_str(), games[0].half2.as_str()), ("Marie-Luise von Hagen", "Jörg Weiß"));
    }

    #[test]
    fn a_seat_is_not_swapped_with_itself() {
        let p = Pid::new;
        let drawn = vec![pids(&[0, 1, 2]), pids(&[3, 4, 5])];
        let mut tables = drawn.clone();
        assert_eq!(swap_seats(&mut tables, p(0), p(0)), Err(SwapError::Same(p(0))));
        assert_eq!(tables, drawn);
        assert_eq!(swap_seats(&mut tables, p(0), p(7)), Err(SwapError::NotSeated(p(7))));
        assert_eq!(tables, drawn);
        assert_eq!(swap_seats(&mut tables, p(1), p(4)), Ok(()));
        assert_eq!(tables, [pids(&[0, 4, 2]), pids(&[3, 1, 5])]);
        assert_eq!(swap_seats(&mut tables, p(0), p(2)), Ok(()));
        assert_eq!(tables, [pids(&[2, 4, 0]), pids(&[3, 1, 5])]);
    }

    #[test]
    fn rows_become_games_and_back() {
        let ps = players(&["Anna", "Ben", "Carl", "Dora"]);
        let table = pids(&[0, 1, 2, 3]);
        let row = CardRow {
            half1: "1".into(),
            half2: "b".into(),
            final_: "2".into(),
            schock_outs: "3, 3".into(),
            out: ["3+4 2".into(), String::new()],
            points: "1=6 2:−5".into(),
        };
        let games = card_games(&[row.clone(), CardRow::default()], &table, &ps).unwrap();
        assert_eq!(games.len(), 1);
        let g = &games[0];
        assert_eq!((g.half1.as_str(), g.half2.as_str(), g.final_.as_deref()), ("Anna", "Ben", Some("Ben")));
        assert_eq!(g.schock_outs, ["Carl", "Carl"]);
        assert_eq!(g.out[0], Some(vec![vec!["Carl".to_string(), "Dora".to_string()], vec!["Ben".to_string()]]));
        assert_eq!(g.points, Some(vec![("Anna".to_string(), 6), ("Ben".to_string(), -5)]));
        let back = CardRow::of(g, &ps);
        assert_eq!(back.half2, "2");
        assert_eq!(back.out[0], "3+4 2");
        assert_eq!(card_games(&[back], &table, &ps).unwrap(), games);
    }

    #[test]
    fn incomplete_rows_and_unknown_tokens_are_told() {
        let ps = players(&["Anna", "Ben"]);
        let half = CardRow { half1: "1".into(), ..CardRow::default() };
        assert_eq!(card_games(&[half], &pids(&[0, 1]), &ps), Err(RowProblem::Incomplete { game: 1 }));
        let gap = CardRow { half1: "1".into(), half2: "1".into(), ..CardRow::default() };
        let rows = [CardRow::default(), gap.clone()];
        assert_eq!(card_games(&rows, &pids(&[0, 1]), &ps), Err(RowProblem::Incomplete { game: 1 }));
        let bad = CardRow { points: "1=x".into(), ..gap };
        let error = TokenError::BadPoints("1=x".into());
        assert_eq!(card_games(&[bad], &pids(&[0, 1]), &ps), Err(RowProblem::Token { game: 1, error }));
    }
}
