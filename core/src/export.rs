//! The statistics' tables for spreadsheets, and everything as JSON (for other tools).
//!
//! Pure functions: [`rows`] gives a table's cells, which the program's one CSV writer
//! (`src/csv_file.rs`, the csv crate) writes for the app's save dialog and `schocken stats --csv
//! TABLE`; `--json` prints [`json`].
//!
//! The tables are shaped for the spreadsheet of the user's language: Excel opens a CSV with the
//! separator and decimal mark of the system's locale, so German files use `;` and a decimal
//! comma, English files `,` and a decimal point ([`separator`]). Dates appear twice: as written
//! in the session file (RFC 3339, exact, with its offset) and in a form spreadsheets recognise as
//! a date of the user's locale.

use crate::numbers;
use crate::stats::{self, EveningStats, PlayerColumn, Stats};
use crate::tr;

/// A table of the CSV export.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Table {
    /// Every game of every evening: who played, who lost which part.
    Games,
    /// Every player's figures.
    Players,
    /// Every evening in a line.
    Evenings,
    /// How often each kind of throw was thrown.
    Categories,
}

impl Table {
    pub const ALL: &'static [Table] = &[Table::Games, Table::Players, Table::Evenings, Table::Categories];

    /// The name on the command line (`--csv games`), in file names and message ids.
    pub fn id(self) -> &'static str {
        match self {
            Table::Games => "games",
            Table::Players => "players",
            Table::Evenings => "evenings",
            Table::Categories => "categories",
        }
    }

    /// The name in menus and dialogs, in the current language.
    pub fn label(self) -> String {
        crate::i18n::message(&format!("export-table-{}", self.id()), &[])
    }

    /// The file name the save dialog proposes, in the current language.
    pub fn file_name(self) -> String {
        crate::i18n::message(&format!("export-file-{}", self.id()), &[])
    }
}

/// One table of the statistics, its heading row first, numbers in the conventions of the current
/// language's spreadsheets.
pub fn rows(stats: &Stats, table: Table) -> Vec<Vec<String>> {
    let mut out = Rows::default();
    match table {
        Table::Games => {
            let mut head = evening_headings();
            head.extend([
                tr!("export-column-game"),
                tr!("export-column-players"),
                tr!("export-column-half1-lost"),
                tr!("export-column-half2-lost"),
                tr!("export-column-final-lost"),
                tr!("export-column-loser"),
                tr!("export-column-durchmarsch"),
            ]);
            out.row(head);
            for e in &stats.evenings {
                for g in &e.games_detail {
                    let name = |n: &Option<String>| n.clone().unwrap_or_default();
                    let mut row = evening_columns(e);
                    row.extend([
                        g.number.to_string(),
                        g.players.join(", "),
                        name(&g.half1_loser),
                        name(&g.half2_loser),
                        name(&g.final_loser),
                        name(&g.loser),
                        yes_no(g.durchmarsch),
                    ]);
                    out.row(row);
                }
            }
        }
        Table::Players => {
            out.row(PlayerColumn::ALL.map(PlayerColumn::spreadsheet_heading));
            for p in &stats.players {
                out.row(PlayerColumn::ALL.map(|c| match c.figure(p) {
                    stats::Figure::Name(name) => name.to_string(),
                    stats::Figure::Count(n) => n.to_string(),
                    // A spreadsheet wants a number in every row: no share is 0 %.
                    stats::Figure::Share(share) => numbers::decimal(share.unwrap_or(0.0) * 100.0),
                }));
            }
        }
        Table::Evenings => {
            let mut head = evening_headings();
            head.extend([
                tr!("export-column-players"),
                tr!("export-column-games"),
                tr!("export-column-rounds"),
                tr!("export-column-losers"),
                tr!("export-column-tally-marks"),
                tr!("export-column-in-progress"),
            ]);
            out.row(head);
            for e in &stats.evenings {
                let marks: Vec<String> = e.tally_marks.iter().map(|(name, n)| format!("{name} {n}")).collect();
                let mut row = evening_columns(e);
                row.extend([
                    e.players.join(", "),
                    e.games.to_string(),
                    e.rounds.to_string(),
                    e.losers.join(", "),
                    marks.join(", "),
                    yes_no(e.in_progress),
                ]);
                out.row(row);
            }
        }
        Table::Categories => {
            out.row([tr!("export-column-category"), tr!("export-column-count"), tr!("export-column-share")]);
            let total: u32 = stats.categories.values().sum();
            for (kind, n) in stats.category_rows() {
                let share = if total == 0 { 0.0 } else { f64::from(n) * 100.0 / f64::from(total) };
                out.row([kind.label(), n.to_string(), numbers::decimal(share)]);
            }
        }
    }
    out.0
}

/// The separator of the current language's spreadsheets: never its decimal mark — `;` where the
/// decimal mark is a comma, `,` where it is a point.
pub fn separator() -> u8 {
    if numbers::number_marks().0 == ',' { b';' } else { b',' }
}

/// Everything of the statistics as pretty JSON: the field names of [`Stats`] and its parts.
pub fn json(stats: &Stats) -> String {
    let mut out = serde_json::to_string_pretty(stats).expect("statistics serialise");
    out.push('\n');
    out
}

/// A table's rows being gathered.
#[derive(Default)]
struct Rows(Vec<Vec<String>>);

impl Rows {
    fn row<S: Into<String>>(&mut self, fields: impl IntoIterator<Item = S>) {
        self.0.push(fields.into_iter().map(Into::into).collect());
    }
}

/// The headings of the columns that name an evening.
fn evening_headings() -> Vec<String> {
    ["started", "date", "evening", "place", "preset"]
        .map(|id| crate::i18n::message(&format!("export-column-{id}"), &[]))
        .to_vec()
}

/// The columns that name an evening: start (as in the file and readable), title, place, preset.
fn evening_columns(e: &EveningStats) -> Vec<String> {
    let started = e.started.clone().unwrap_or_default();
    let date = chrono::DateTime::parse_from_rfc3339(&started).map(|d| stats::date_time(&d)).unwrap_or_default();
    vec![started, date, e.title.clone().unwrap_or_default(), e.place.clone().unwrap_or_default(), e.preset.clone()]
}

fn yes_no(b: bool) -> String {
    if b { tr!("words-yes") } else { tr!("words-no") }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_and_heading_is_worded_in_every_language() {
        for t in Table::ALL {
            assert!(crate::i18n::exists(&format!("export-table-{}", t.id())), "{t:?}");
            assert!(crate::i18n::exists(&format!("export-file-{}", t.id())), "{t:?}");
        }
        for id in ["started", "date", "evening", "place", "preset"] {
            assert!(crate::i18n::exists(&format!("export-column-{id}")), "{id}");
        }
    }
}
