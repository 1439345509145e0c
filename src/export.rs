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

use crate::i18n::Lang;
use crate::stats::{CATEGORIES, EveningStats, Stats};

/// A table of the CSV export.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Table {
    /// Every game of every evening: who played, who lost which part.
    Games,
    /// Every player's figures.
    Players,
    /// Every evening in a line.
    Evenings,
    /// How often each throw category was thrown.
    Categories,
}

impl Table {
    pub const ALL: &'static [Table] = &[Table::Games, Table::Players, Table::Evenings, Table::Categories];

    /// The name on the command line (`--csv games`) and in file names.
    pub fn id(self) -> &'static str {
        match self {
            Table::Games => "games",
            Table::Players => "players",
            Table::Evenings => "evenings",
            Table::Categories => "categories",
        }
    }

    /// The name in menus and dialogs.
    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            Table::Games => lang.tr("Ergebnisse der Spiele", "game results"),
            Table::Players => lang.tr("Spieler", "players"),
            Table::Evenings => lang.tr("Abende", "evenings"),
            Table::Categories => lang.tr("Wurfarten", "throw categories"),
        }
    }
}

/// The byte order mark that tells Excel the file is UTF-8 (see the module's documentation).
const BOM: char = '\u{feff}';

/// One table of the statistics as CSV, in the conventions of `lang`'s spreadsheets.
pub fn csv(stats: &Stats, table: Table, lang: Lang) -> String {
    let mut out = Csv::new(lang);
    let tr = |de, en| lang.tr(de, en);
    match table {
        Table::Games => {
            out.row([
                tr("Beginn", "started"),
                tr("Datum", "date"),
                tr("Abend", "evening"),
                tr("Ort", "place"),
                tr("Regelwerk", "preset"),
                tr("Spiel", "game"),
                tr("Spieler", "players"),
                tr("Hälfte 1 verloren", "half 1 lost"),
                tr("Hälfte 2 verloren", "half 2 lost"),
                tr("Finale verloren", "final lost"),
                tr("Verlierer", "loser"),
                "Durchmarsch",
            ]);
            for e in &stats.evenings {
                for g in &e.games_detail {
                    let name = |n: &Option<String>| n.clone().unwrap_or_default();
                    let mut row = evening_columns(e, lang);
                    row.extend([
                        g.number.to_string(),
                        g.players.join(", "),
                        name(&g.half1_loser),
                        name(&g.half2_loser),
                        name(&g.final_loser),
                        name(&g.loser),
                        yes_no(g.durchmarsch, lang).into(),
                    ]);
                    out.row(row);
                }
            }
        }
        Table::Players => {
            out.row([
                tr("Spieler", "player"),
                tr("Abende", "evenings"),
                tr("Spiele", "games played"),
                tr("Spiele verloren", "games lost"),
                tr("Verlustquote (%)", "loss rate (%)"),
                tr("Hälften verloren", "halves lost"),
                tr("Finale gespielt", "finals played"),
                tr("Finale verloren", "finals lost"),
                "Durchmarsch",
                "Schock-Out",
                "Jule",
                tr("Runden gespielt", "rounds played"),
                tr("Runden verloren", "rounds lost"),
                tr("Deckel erhalten", "discs received"),
                tr("Striche", "tally marks"),
                tr("längste Verlustserie", "longest losing streak"),
                tr("längste Serie ohne Verlust", "longest clean streak"),
            ]);
            for p in &stats.players {
                let mut row = vec![p.name.clone()];
                row.extend([p.evenings, p.games_played, p.games_lost].map(|n| n.to_string()));
                row.push(decimal(p.loss_rate * 100.0, lang));
                row.extend(
                    [
                        p.halves_lost,
                        p.finals_played,
                        p.finals_lost,
                        p.durchmarsch,
                        p.schock_outs,
                        p.jules,
                        p.rounds_played,
                        p.rounds_lost,
                        p.discs_received,
                        p.tally_marks,
                        p.longest_losing_streak,
                        p.longest_clean_streak,
                    ]
                    .map(|n| n.to_string()),
                );
                out.row(row);
            }
        }
        Table::Evenings => {
            out.row([
                tr("Beginn", "started"),
                tr("Datum", "date"),
                tr("Abend", "evening"),
                tr("Ort", "place"),
                tr("Regelwerk", "preset"),
                tr("Spieler", "players"),
                tr("Spiele", "games"),
                tr("Runden", "rounds"),
                tr("Verlierer", "losers"),
                tr("Striche", "tally marks"),
                tr("läuft noch", "in progress"),
            ]);
            for e in &stats.evenings {
                let marks: Vec<String> = e.tally_marks.iter().map(|(name, n)| format!("{name} {n}")).collect();
                let mut row = evening_columns(e, lang);
                row.extend([
                    e.players.join(", "),
                    e.games.to_string(),
                    e.rounds.to_string(),
                    e.losers.join(", "),
                    marks.join(", "),
                    yes_no(e.in_progress, lang).into(),
                ]);
                out.row(row);
            }
        }
        Table::Categories => {
            out.row([tr("Wurf", "category"), tr("Anzahl", "count"), tr("Anteil (%)", "share (%)")]);
            let total: u32 = stats.categories.values().sum();
            for name in CATEGORIES {
                let n = stats.categories.get(name).copied().unwrap_or(0);
                let share = if total == 0 { 0.0 } else { f64::from(n) * 100.0 / f64::from(total) };
                out.row([category_label(name, lang).to_string(), n.to_string(), decimal(share, lang)]);
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
    fn new(lang: Lang) -> Csv {
        let separator = match lang {
            Lang::De => ';',
            Lang::En => ',',
        };
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

/// The columns that name an evening: start (as in the file and readable), title, place, preset.
fn evening_columns(e: &EveningStats, lang: Lang) -> Vec<String> {
    let started = e.started.clone().unwrap_or_default();
    let date = chrono::DateTime::parse_from_rfc3339(&started)
        .map(|d| d.format(lang.tr("%d.%m.%Y %H:%M", "%Y-%m-%d %H:%M")).to_string())
        .unwrap_or_default();
    vec![started, date, e.title.clone().unwrap_or_default(), e.place.clone().unwrap_or_default(), e.preset.clone()]
}

/// A figure with one decimal, with the decimal mark of `lang`'s spreadsheets.
fn decimal(x: f64, lang: Lang) -> String {
    let text = format!("{x:.1}");
    match lang {
        Lang::De => text.replace('.', ","),
        Lang::En => text,
    }
}

fn yes_no(b: bool, lang: Lang) -> &'static str {
    match b {
        true => lang.tr("ja", "yes"),
        false => lang.tr("nein", "no"),
    }
}

/// A category of [`CATEGORIES`] as the throw names of `report::words` say it.
fn category_label(name: &'static str, lang: Lang) -> &'static str {
    match (name, lang) {
        ("Straße", Lang::En) => "street",
        ("Hausnummer", Lang::En) => "house number",
        _ => name,
    }
}
