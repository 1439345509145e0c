//! The columns of the players' table: the one list that the statistics view, the CSV export and
//! `schocken stats` all show, each column with its id, its wording and how its figure is written.

use super::player::PlayerStats;
use crate::i18n::message;

/// A column of the players' table, in the order the tables show them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayerColumn {
    Name,
    Evenings,
    GamesPlayed,
    GamesLost,
    LossRate,
    HalvesLost,
    FinalsPlayed,
    FinalsLost,
    Durchmarsch,
    SchockOuts,
    Jules,
    RoundsPlayed,
    RoundsLost,
    Discs,
    Marks,
    LosingStreak,
    CleanStreak,
}

/// What a column holds for one player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Figure<'a> {
    Name(&'a str),
    Count(u32),
    /// A share from 0 to 1; `None` where there is nothing to share (no game played).
    Share(Option<f64>),
}

impl PlayerColumn {
    pub const ALL: [PlayerColumn; 17] = [
        PlayerColumn::Name,
        PlayerColumn::Evenings,
        PlayerColumn::GamesPlayed,
        PlayerColumn::GamesLost,
        PlayerColumn::LossRate,
        PlayerColumn::HalvesLost,
        PlayerColumn::FinalsPlayed,
        PlayerColumn::FinalsLost,
        PlayerColumn::Durchmarsch,
        PlayerColumn::SchockOuts,
        PlayerColumn::Jules,
        PlayerColumn::RoundsPlayed,
        PlayerColumn::RoundsLost,
        PlayerColumn::Discs,
        PlayerColumn::Marks,
        PlayerColumn::LosingStreak,
        PlayerColumn::CleanStreak,
    ];

    /// The column's name in message ids (`stats-column-loss-rate`).
    pub fn id(self) -> &'static str {
        match self {
            PlayerColumn::Name => "name",
            PlayerColumn::Evenings => "evenings",
            PlayerColumn::GamesPlayed => "games-played",
            PlayerColumn::GamesLost => "games-lost",
            PlayerColumn::LossRate => "loss-rate",
            PlayerColumn::HalvesLost => "halves-lost",
            PlayerColumn::FinalsPlayed => "finals-played",
            PlayerColumn::FinalsLost => "finals-lost",
            PlayerColumn::Durchmarsch => "durchmarsch",
            PlayerColumn::SchockOuts => "schock-outs",
            PlayerColumn::Jules => "jules",
            PlayerColumn::RoundsPlayed => "rounds-played",
            PlayerColumn::RoundsLost => "rounds-lost",
            PlayerColumn::Discs => "discs",
            PlayerColumn::Marks => "marks",
            PlayerColumn::LosingStreak => "losing-streak",
            PlayerColumn::CleanStreak => "clean-streak",
        }
    }

    /// The short heading, for the screen and the text output.
    pub fn heading(self) -> String {
        message(&format!("stats-column-{}", self.id()), &[])
    }

    /// What the column means (shown when the pointer rests on the heading).
    pub fn help(self) -> String {
        message(&format!("stats-column-{}.help", self.id()), &[])
    }

    /// The heading in a spreadsheet, where there is room to say it in full, with its unit.
    pub fn spreadsheet_heading(self) -> String {
        message(&format!("stats-column-{}.csv", self.id()), &[])
    }

    pub fn figure(self, p: &PlayerStats) -> Figure<'_> {
        let n = match self {
            PlayerColumn::Name => return Figure::Name(&p.name),
            PlayerColumn::LossRate => return Figure::Share((p.games_played > 0).then_some(p.loss_rate)),
            PlayerColumn::Evenings => p.evenings,
            PlayerColumn::GamesPlayed => p.games_played,
            PlayerColumn::GamesLost => p.games_lost,
            PlayerColumn::HalvesLost => p.halves_lost,
            PlayerColumn::FinalsPlayed => p.finals_played,
            PlayerColumn::FinalsLost => p.finals_lost,
            PlayerColumn::Durchmarsch => p.durchmarsch,
            PlayerColumn::SchockOuts => p.schock_outs,
            PlayerColumn::Jules => p.jules,
            PlayerColumn::RoundsPlayed => p.rounds_played,
            PlayerColumn::RoundsLost => p.rounds_lost,
            PlayerColumn::Discs => p.discs_received,
            PlayerColumn::Marks => p.tally_marks,
            PlayerColumn::LosingStreak => p.longest_losing_streak,
            PlayerColumn::CleanStreak => p.longest_clean_streak,
        };
        Figure::Count(n)
    }

    /// The figure as a number to sort by (a name counts as 0: names sort by themselves).
    pub fn sort_value(self, p: &PlayerStats) -> f64 {
        match self.figure(p) {
            Figure::Name(_) => 0.0,
            Figure::Count(n) => f64::from(n),
            Figure::Share(share) => share.unwrap_or(0.0),
        }
    }

    /// The figure for people, in the current language: `42,9 %`, `—` for no share.
    pub fn text(self, p: &PlayerStats) -> String {
        match self.figure(p) {
            Figure::Name(name) => name.to_string(),
            Figure::Count(n) => n.to_string(),
            Figure::Share(Some(share)) => crate::numbers::percent(share),
            Figure::Share(None) => "—".into(),
        }
    }

    /// Names are read from the left, figures from the right.
    pub fn is_text(self) -> bool {
        self == PlayerColumn::Name
    }
}

/// The players' table as plain text in the current language (`schocken stats`): the short
/// headings, every column, aligned.
pub fn text_table(players: &[PlayerStats]) -> String {
    let heads: Vec<String> = PlayerColumn::ALL.iter().map(|c| c.heading()).collect();
    let rows: Vec<Vec<String>> =
        players.iter().map(|p| PlayerColumn::ALL.iter().map(|c| c.text(p)).collect()).collect();
    let width =
        |i: usize| rows.iter().map(|r| r[i].chars().count()).chain([heads[i].chars().count()]).max().unwrap_or(0);
    let widths: Vec<usize> = (0..PlayerColumn::ALL.len()).map(width).collect();
    let mut out = String::new();
    for row in std::iter::once(&heads).chain(&rows) {
        let cells: Vec<String> = PlayerColumn::ALL
            .iter()
            .zip(row)
            .zip(&widths)
            .map(|((c, text), &w)| if c.is_text() { format!("{text:<w$}") } else { format!("{text:>w$}") })
            .collect();
        out += cells.join("  ").trim_end();
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, exists, scoped};

    #[test]
    fn every_column_is_worded_in_every_language() {
        for c in PlayerColumn::ALL {
            for attribute in ["", ".help", ".csv"] {
                let id = format!("stats-column-{}{attribute}", c.id());
                assert!(exists(&id), "{id}");
            }
        }
    }

    #[test]
    fn the_text_table_has_every_column_aligned() {
        let anna = PlayerStats {
            name: "Änne".into(),
            games_played: 7,
            games_lost: 3,
            loss_rate: 3.0 / 7.0,
            ..Default::default()
        };
        let ben = PlayerStats { name: "Ben".into(), longest_clean_streak: 12, ..Default::default() };
        let text = scoped(Lang::De, || text_table(&[anna.clone(), ben.clone()]));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3);
        assert!(lines[0].starts_with("Spieler") && lines[0].ends_with("ohne Verlust"), "{}", lines[0]);
        assert!(lines[1].contains("42,9 %") && lines[2].contains('—') && lines[2].ends_with("12"), "{text}");
        let widths: Vec<usize> = lines.iter().map(|l| l.chars().count()).collect();
        assert!(widths.iter().all(|&w| w == widths[0]), "{text}");
        let english = scoped(Lang::En, || text_table(&[anna, ben]));
        assert!(
            english.starts_with("Player") && english.contains("42.9%") && english.contains("Clean run"),
            "{english}"
        );
    }
}
