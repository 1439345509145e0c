//! What the projector shows, as data: a [`Board`] made from the tournament (standings, seating,
//! teams, prizes, the till's payout, the tables' status, the club) when something changes —
//! never per frame — and drawn by [`super::Projector`].

use schocken_core::brand::Club;
use schocken_core::tournament::columns::{self, Column};
use schocken_core::tournament::fees::{self, Cash};
use schocken_core::tournament::knockout::Alive;
use schocken_core::tournament::replay::Tournament;
use schocken_core::tournament::standings::Standings;
use schocken_core::tournament::status::RoundStatus;
use schocken_core::tournament::{RoundNo, TableNo};
use schocken_core::tr;

/// One line of the standings on the projector.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub place: usize,
    pub name: String,
    pub points: i64,
    /// Where he was seated in a knock-out round.
    pub knockout: Option<Alive>,
    /// He won the knock-out final: the tournament's winner.
    pub winner: bool,
}

impl Standing {
    /// The cell of one of the projector's standings columns (`tournament::columns`).
    pub(super) fn cell(&self, column: Column) -> String {
        match column {
            Column::Place => columns::place(self.place),
            Column::Points => self.points.to_string(),
            Column::KnockOut if self.winner => tr!("projector-winner-cell"),
            Column::KnockOut => self.knockout.map(|a| columns::alive_words(a, None)).unwrap_or_default(),
            _ => self.name.clone(),
        }
    }
}

/// What the projector shows, made from the tournament when it changes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Board {
    pub title: String,
    /// The latest round's number and every seated player with his table, alphabetically.
    pub seating: Option<(RoundNo, Vec<(String, TableNo)>)>,
    pub standings: Vec<Standing>,
    /// Place, team, points.
    pub teams: Vec<(usize, String, i64)>,
    /// The prizes won so far, one line each (worded when the board is made).
    pub prizes: Vec<String>,
    /// Who won the knock-out final, where one decided the tournament.
    pub winner: Option<String>,
    /// The prize money by the till's plan, a line per prize and player, where a till is kept;
    /// and whether the standings it pays by are final yet.
    pub payout: Vec<String>,
    pub provisional: bool,
    /// The latest round's tables and where each stands (none: no strip).
    pub tables: RoundStatus,
    /// The club's name and logo, beside the title.
    pub club: Club,
}

impl Board {
    pub fn new(t: &Tournament, s: &Standings) -> Board {
        let name = |p: schocken_core::tournament::game::Pid| t.players[p].name.clone();
        let winner = schocken_core::report::prizes::winner(t, s);
        let seating = t.latest_round().map(|(number, round)| {
            let mut list: Vec<(String, TableNo)> = round
                .numbered_tables()
                .flat_map(|(n, table)| table.players.iter().map(move |&p| (p, n)))
                .map(|(p, table)| (name(p), table))
                .collect();
            schocken_core::names::sort_by_name(&mut list, |(n, _)| n);
            (number, list)
        });
        Board {
            title: t.title.clone().unwrap_or_default(),
            seating,
            standings: s
                .rows
                .iter()
                .map(|r| Standing {
                    place: r.place,
                    name: name(r.player),
                    points: r.points,
                    knockout: r.knockout.map(|k| k.alive()),
                    winner: Some(r.player) == winner,
                })
                .collect(),
            teams: s.teams.iter().map(|x| (x.place, x.team.clone(), x.points)).collect(),
            prizes: schocken_core::report::prizes::lines(t, s),
            winner: winner.map(name),
            ..Board::default()
        }
    }

    /// The board with the prize money of the till `cash` (`.kasse.ron`), where one is kept: a
    /// till with no fee and no payment pays nothing out and says nothing.
    pub fn with_till(self, t: &Tournament, s: &Standings, cash: &Cash) -> Board {
        if cash.fee.is_zero() && cash.players.is_empty() {
            return self;
        }
        let payout = fees::payout(cash, t, s);
        let lines = payout
            .lines
            .iter()
            .flat_map(|line| line.players.iter().map(move |&(p, cents)| (line.prize, p, cents)))
            .map(|(prize, p, cents)| {
                let (name, amount) = (t.players[p].name.as_str(), (cents).to_string());
                tr!("projector-payout", prize = prize.label(), name = name, amount = amount)
            })
            .collect();
        Board { payout: lines, provisional: payout.provisional, ..self }
    }

    /// The prize page's lines: the winner, the prize money, the prizes.
    pub fn prize_lines(&self) -> Vec<String> {
        let winner = self.winner.iter().map(|name| tr!("projector-winner", name = name.as_str()));
        winner.chain(self.payout.iter().cloned()).chain(self.prizes.iter().cloned()).collect()
    }

    /// The board with what the organiser's desk knows besides the results: the tables' status
    /// and the club.
    pub fn with_desk(self, tables: RoundStatus, club: Club) -> Board {
        Board { tables, club, ..self }
    }
}
