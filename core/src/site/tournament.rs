//! A tournament's page: its final standings in the columns the printed standings show
//! (`tournament::columns`, the one list), the winner and the prizes as counts — never the till:
//! no fee, no prize money (that lives in `.kasse.ron`, which the site never reads).

use super::model::{Block, Page, Table};
use crate::club::Day;
use crate::report::prizes;
use crate::tournament::columns::{self, Align, Medium, TeamColumn};
use crate::tournament::file::TournamentFile;
use crate::tournament::replay::Tournament;
use crate::tournament::standings::Standings;
use crate::tr;

/// A tournament as its folder was read and replayed.
#[derive(Clone, Copy, Debug)]
pub struct Held<'a> {
    /// The folder's name: the page's file is made from it.
    pub folder: &'a str,
    pub file: &'a TournamentFile,
    pub tournament: &'a Tournament,
    pub standings: &'a Standings,
}

impl Held<'_> {
    /// The day it was held, where `turnier.ron` says.
    pub fn date(&self) -> Option<Day> {
        self.file.started.as_deref().and_then(Day::of_started)
    }

    /// Its title, or its folder's name.
    pub fn title(&self) -> String {
        self.tournament.title.clone().or_else(|| self.file.title.clone()).unwrap_or_else(|| self.folder.to_string())
    }

    /// The overview's note: the day and the winner.
    pub fn note(&self) -> String {
        let date = self.date().map_or_else(|| tr!("verein-undated"), |d| d.shown());
        match winners(self.tournament, self.standings) {
            Some(who) => tr!("site-tournament-note", date = date, winner = who),
            None => date,
        }
    }
}

/// Who won: the knock-out final's winner, else everyone on place 1; `None` before any game counted.
fn winners(t: &Tournament, s: &Standings) -> Option<String> {
    if let Some(p) = prizes::winner(t, s) {
        return Some(t.players[p].name.clone());
    }
    if s.rows.iter().all(|r| r.games == 0) {
        return None;
    }
    let first: Vec<&str> = s.rows.iter().filter(|r| r.place == 1).map(|r| t.players[r.player].name.as_str()).collect();
    (!first.is_empty()).then(|| first.join(", "))
}

/// The page, its players' names as shown already (the tournament handed in renamed).
pub fn page(held: &Held, file: String) -> Page {
    let (t, s) = (held.tournament, held.standings);
    let mut blocks = Vec::new();
    let date = held.date().map(|d| d.shown());
    let line = match (date, &held.file.place) {
        (Some(date), Some(place)) => Some(tr!("site-tournament-when-where", date = date, place = place.as_str())),
        (Some(date), None) => Some(date),
        (None, Some(place)) => Some(place.clone()),
        (None, None) => None,
    };
    blocks.extend(line.map(Block::Line));
    if let Some(who) = winners(t, s) {
        blocks.push(Block::Line(tr!("site-winner", players = who)));
    }
    let prize_lines = prizes::lines(t, s);
    if prize_lines.is_empty() {
        blocks.push(Block::Line(prizes::none()));
    }
    blocks.extend(prize_lines.into_iter().map(Block::Line));
    blocks.push(Block::Heading(tr!("site-standings")));
    let shown = columns::shown(Medium::Print, s);
    blocks.push(Block::Table(Table {
        heads: shown.iter().map(|c| c.head(Medium::Print)).collect(),
        rows: s.rows.iter().map(|r| shown.iter().map(|c| c.text(t, r, Medium::Print)).collect()).collect(),
        right: (0..shown.len()).filter(|&i| shown[i].align == Align::Right).collect(),
        wrap: Vec::new(),
    }));
    if !s.teams.is_empty() {
        let team = TeamColumn::shown(Medium::Print);
        blocks.push(Block::Heading(tr!("site-teams")));
        blocks.push(Block::Table(Table {
            heads: team.iter().map(|c| c.head(Medium::Print)).collect(),
            rows: s.teams.iter().map(|r| team.iter().map(|c| c.text(t, r)).collect()).collect(),
            right: (0..team.len()).filter(|&i| team[i].align() == Align::Right).collect(),
            wrap: team.iter().position(|c| *c == TeamColumn::Members).into_iter().collect(),
        }));
    }
    Page { file, title: held.title(), blocks }
}
