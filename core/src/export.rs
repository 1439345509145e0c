//! CSV and JSON exports of results and statistics (for spreadsheets and other tools).
//!
//! Pure functions returning the file's text: the app writes it through a save dialog, `schocken
//! stats --csv TABLE` / `--json` prints it.
//!
//! The CSV follows RFC 4180 (CRLF line ends; a field holding the separator, a quote, CR or LF is
//! quoted, its quotes doubled) and is shaped for the spreadsheet of the user's language: Excel
//! opens a CSV with the separator and decimal mark of the system's locale, so German files use
//! `;` and a decimal comma, English files `,` and a decimal point. Every file starts with a UTF-8
//! byte order mark: without it Excel reads the file in the locale's ANSI code page and mangles
//! the umlauts of names like Jörg and Käthe; LibreOffice, Python's `utf-8-sig` and most CSV
//! readers skip it. Dates appear twice: as written in the session file (RFC 3339, exact, with its
//! offset) and in a form spreadsheets recognise as a date of the user's locale.

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

/// The byte order mark that tells Excel the file is UTF-8 (see the module's documentation).
const BOM: char = '\u{feff}';

/// One table of the statistics as CSV, in the conventions of the current language's
/// spreadsheets.
pub fn csv(stats: &Stats, table: Table) -> String {
    let mut out = Csv::new();
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
                    stats::Figure::Share(share) => stats::decimal(share.unwrap_or(0.0) * 100.0),
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
                out.row([kind.label(), n.to_string(), stats::decimal(share)]);
            }
        }
    }
    out.text
}

/// Everything of the statistics as pretty JSON: the field names of [`Stats`] and its parts.
pub fn json(stats: &Stats) -> String {
    let mut out = serde_json::to_string_pretty(stats).expect("statistics serialise");
    out.push('\n');
    out
}

/// A CSV file being written.
struct Csv {
    text: String,
    separator: char,
}

impl Csv {
    /// A file whose separator is never the language's decimal mark: `;` where the decimal mark is
    /// a comma, `,` where it is a point.
    fn new() -> Csv {
        let separator = if stats::number_marks().0 == ',' { ';' } else { ',' };
        Csv { text: BOM.to_string(), separator }
    }

    /// One record, its fields quoted where RFC 4180 asks for it.
    fn row<S: AsRef<str>>(&mut self, fields: impl IntoIterator<Item = S>) {
        for (i, field) in fields.into_iter().enumerate() {
            let field = field.as_ref();
            if i > 0 {
                self.text.push(self.separator);
            }
            if field.contains([self.separator, '"', '\r', '\n']) {
                self.text.push('"');
                self.text.push_str(&field.replace('"', "\"\""));
                self.text.push('"');
            } else {
                self.text.push_str(field);
            }
        }
        self.text.push_str("\r\n");
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
