//! The tournament as spreadsheets (issue 19; the club's books the same way, `club`): `schocken tournament export DIR --xlsx FILE` and
//! `--csv FILE`, and the same from the organiser's window.
//!
//! The workbook has the sheets "Meldeliste" (who registered: columns declared once in
//! [`REGISTRATION`], so a column such as the entry fee is one more line there), "Rangliste"
//! (exactly the rows and columns of `standings --json`'s `standings`, taken from that object,
//! headed by `tournament::columns`, numbers as numbers), where teams are registered "Teams", and
//! where the organiser keeps a till (`.kasse.ron`) "Kasse" (who paid what) and "Preisgeld" (the
//! payout by the standings), each with a bold totals row. Every sheet's header row is frozen and
//! bold, its columns as wide as their widest cell; amounts are numbers in a currency format (€,
//! two decimals), so Excel sums them.
//!
//! CSV holds one table, so `--csv` writes the Rangliste alone, as German Excel opens it with a
//! double click: `;` between cells and a UTF-8 byte order mark (without it Excel reads umlauts
//! as Windows-1252).

pub mod club;

use crate::io::tournament_folder::Folder;
use schocken_core::money::Money;
use schocken_core::tournament::columns::{self, Medium, TeamColumn};
use schocken_core::tournament::fees::{self, Cash, Payment};
use schocken_core::tournament::game::Pid;
use schocken_core::tournament::json;
use schocken_core::tournament::organise::start_number;
use schocken_core::tournament::replay::Tournament;
use schocken_core::tournament::standings::{Row, TeamRow};
use schocken_core::tr;
use serde_json::Value;
use std::path::{Path, PathBuf};

/// One cell of a sheet.
#[derive(Clone, Debug, PartialEq)]
pub enum Cell {
    Text(String),
    Number(f64),
    /// An amount of euros, shown in the currency format.
    Money(Money),
    Bool(bool),
    Empty,
}

impl Cell {
    /// A value of `standings --json` as a cell: numbers stay numbers; `null` is empty; a
    /// knock-out state is worded as the printed standings word it (`words`).
    fn of_json(value: &Value, words: impl FnOnce() -> String) -> Cell {
        match value {
            Value::Null => Cell::Empty,
            Value::Bool(b) => Cell::Bool(*b),
            Value::Number(n) => n.as_f64().map_or(Cell::Empty, Cell::Number),
            Value::String(s) => Cell::Text(s.clone()),
            Value::Array(_) | Value::Object(_) => Cell::Text(words()),
        }
    }

    /// The cell as CSV writes it (numbers without a fraction as integers).
    fn text(&self) -> String {
        match self {
            Cell::Text(s) => s.clone(),
            Cell::Number(n) => n.to_string(),
            Cell::Money(amount) => amount.to_string(),
            Cell::Bool(b) => yes_no(*b),
            Cell::Empty => String::new(),
        }
    }

    /// How many characters wide it shows.
    fn width(&self) -> usize {
        self.text().chars().count()
    }
}

fn yes_no(b: bool) -> String {
    if b { tr!("sheets-yes") } else { tr!("sheets-no") }
}

/// One sheet: its name, the heads of its columns, its rows and the totals under them (bold).
#[derive(Clone, Debug, PartialEq)]
pub struct Sheet {
    pub name: String,
    pub heads: Vec<String>,
    pub rows: Vec<Vec<Cell>>,
    pub totals: Vec<Vec<Cell>>,
}

/// An amount in cents as a cell of euros.
fn money(amount: Money) -> Cell {
    Cell::Money(amount)
}

/// A registered player, as a column of the Meldeliste reads him.
pub struct Entrant<'a> {
    pub t: &'a Tournament,
    pub player: Pid,
    /// The till the organiser keeps beside `turnier.ron` (`.kasse.ron`).
    pub cash: &'a Cash,
}

/// A column of the Meldeliste: its head (a Fluent message) and its cell for a player.
pub struct RegistrationColumn {
    pub head: &'static str,
    pub cell: fn(&Entrant) -> Cell,
}

/// The Meldeliste's columns, in order.
pub const REGISTRATION: &[RegistrationColumn] = &[
    RegistrationColumn { head: "sheets-col-number", cell: |e| Cell::Number(start_number(e.player) as f64) },
    RegistrationColumn { head: "sheets-col-name", cell: |e| Cell::Text(e.t.players[e.player].name.clone()) },
    RegistrationColumn {
        head: "sheets-col-team",
        cell: |e| e.t.players[e.player].team.clone().map_or(Cell::Empty, Cell::Text),
    },
    RegistrationColumn { head: "sheets-col-withdrawn", cell: |e| Cell::Bool(e.t.players[e.player].withdrawn) },
    RegistrationColumn { head: "sheets-col-fee", cell: |e| Cell::Text(e.payment().status().label()) },
    RegistrationColumn {
        head: "sheets-col-paid",
        cell: |e| match e.payment() {
            Payment::Paid(amount) => money(amount),
            Payment::Open | Payment::Waived => Cell::Empty,
        },
    },
];

impl Entrant<'_> {
    fn payment(&self) -> Payment {
        self.cash.payment(&self.t.players[self.player].name)
    }
}

/// The workbook: Meldeliste, Rangliste, Teams where teams are registered, Kasse and Preisgeld
/// where a till is kept.
pub struct Book {
    pub registration: Sheet,
    pub standings: Sheet,
    pub teams: Option<Sheet>,
    pub till: Option<Sheet>,
    pub payout: Option<Sheet>,
}

impl Book {
    pub fn new(folder: &Folder, cash: &Cash) -> Book {
        // A till nobody set (no fee, no payment) is no till: its sheets would say only "offen".
        let kept = !cash.fee.is_zero() || !cash.players.is_empty();
        Book {
            registration: registration(&folder.tournament, cash),
            standings: standings(folder),
            teams: (!folder.standings.teams.is_empty()).then(|| teams(folder)),
            till: kept.then(|| till(&folder.tournament, cash)),
            payout: kept.then(|| payout(folder, cash)),
        }
    }

    /// Its sheets in order.
    pub fn sheets(&self) -> Vec<&Sheet> {
        [Some(&self.registration), Some(&self.standings), self.teams.as_ref(), self.till.as_ref(), self.payout.as_ref()]
            .into_iter()
            .flatten()
            .collect()
    }
}

fn registration(t: &Tournament, cash: &Cash) -> Sheet {
    let rows = Pid::all(t.players.len())
        .map(|player| {
            let e = Entrant { t, player, cash };
            REGISTRATION.iter().map(|c| (c.cell)(&e)).collect()
        })
        .collect();
    let heads = REGISTRATION.iter().map(|c| schocken_core::i18n::message(c.head, &[])).collect();
    Sheet { name: tr!("sheets-registration"), heads, rows, totals: Vec::new() }
}

/// The `standings` of `standings --json`, row by row and key by key, under the heads of the
/// columns table.
fn standings(folder: &Folder) -> Sheet {
    let (t, s) = (&folder.tournament, &folder.standings);
    let columns = columns::shown(Medium::Json, s);
    let object = json::standings(t, s);
    // The lines of the object, each with its player's line of the standings (names are unique).
    let lines: std::collections::HashMap<&str, &Row> =
        s.rows.iter().map(|r| (t.players[r.player].name.as_str(), r)).collect();
    let rows = object["standings"]
        .as_array()
        .map(Vec::as_slice)
        .unwrap_or_default()
        .iter()
        .map(|line| {
            let row = line["player"].as_str().and_then(|name| lines.get(name));
            let words = |c: &columns::Spec| row.map_or_else(String::new, |r| c.text(t, r, Medium::Print));
            columns.iter().map(|c| Cell::of_json(&line[c.id], || words(c))).collect()
        })
        .collect();
    let heads = columns.iter().map(|c| c.head(Medium::Print)).collect();
    Sheet { name: tr!("sheets-standings"), heads, rows, totals: Vec::new() }
}

/// The teams' standings, the columns of `tournament::columns::TeamColumn` (place and points as
/// numbers).
fn teams(folder: &Folder) -> Sheet {
    let (t, shown) = (&folder.tournament, TeamColumn::shown(Medium::Print));
    let cell = |c: TeamColumn, team: &TeamRow| match c {
        TeamColumn::Place => Cell::Number(team.place as f64),
        TeamColumn::Points => Cell::Number(team.points as f64),
        TeamColumn::Team | TeamColumn::Members => Cell::Text(c.text(t, team)),
    };
    let rows = folder.standings.teams.iter().map(|team| shown.iter().map(|&c| cell(c, team)).collect()).collect();
    let heads = shown.iter().map(|c| c.head(Medium::Print)).collect();
    Sheet { name: tr!("sheets-teams"), heads, rows, totals: Vec::new() }
}

/// Who paid what: the cash list's rows and heads (`fees::cash_list`, as printed), the amounts as
/// money, and the money taken and still open under them.
fn till(t: &Tournament, cash: &Cash) -> Sheet {
    let list = fees::cash_list(cash, t);
    let amount = |amount: Money| if amount.is_zero() { Cell::Empty } else { money(amount) };
    let rows = list
        .rows
        .iter()
        .map(|r| {
            let number = r.player.map_or(Cell::Empty, |p| Cell::Number(start_number(p) as f64));
            vec![number, Cell::Text(r.name.clone()), Cell::Text(r.status.label()), amount(r.paid), amount(r.open)]
        })
        .collect();
    let totals = vec![vec![
        Cell::Empty,
        Cell::Text(tr!("sheets-total")),
        Cell::Text(tr!("sheets-till-counts", paid = list.count(fees::Status::Paid), rows = list.rows.len())),
        money(list.taken),
        money(list.open),
    ]];
    Sheet { name: tr!("sheets-till"), heads: fees::cash_heads(), rows, totals }
}

/// The payout by the plan over the standings as they are: a line per prize and player, the sum
/// paid out and what stays in the till (negative: missing) under them.
fn payout(folder: &Folder, cash: &Cash) -> Sheet {
    let t = &folder.tournament;
    let payout = fees::payout(cash, t, &folder.standings);
    let mut rows = Vec::new();
    for line in &payout.lines {
        for (i, (p, cents)) in line.players.iter().enumerate() {
            let prize = if i == 0 { Cell::Text(line.prize.label()) } else { Cell::Empty };
            rows.push(vec![prize, Cell::Text(t.players[*p].name.clone()), money(*cents)]);
        }
    }
    let paid: Money = payout.lines.iter().map(fees::PayoutLine::amount).sum();
    let mut totals = vec![
        vec![Cell::Text(tr!("sheets-total")), Cell::Empty, money(paid)],
        vec![Cell::Text(tr!("sheets-kept")), Cell::Empty, money(payout.kept)],
        vec![Cell::Text(tr!("sheets-taken")), Cell::Empty, money(payout.taken)],
    ];
    if payout.provisional {
        totals.push(vec![Cell::Text(tr!("sheets-provisional")), Cell::Empty, Cell::Empty]);
    }
    let heads = vec![tr!("fees-prize"), tr!("fees-name"), tr!("fees-amount")];
    Sheet { name: tr!("sheets-payout"), heads, rows, totals }
}

/// A column's width in characters: its widest cell's, within reason.
fn width(sheet: &Sheet, col: usize) -> f64 {
    let widest = sheet
        .rows
        .iter()
        .chain(&sheet.totals)
        .filter_map(|r| r.get(col))
        .map(Cell::width)
        .fold(sheet.heads[col].chars().count(), usize::max);
    (widest + 2).clamp(6, 50) as f64
}

/// The workbook as `.xlsx` bytes.
pub fn xlsx(sheets: &[&Sheet]) -> Result<Vec<u8>, rust_xlsxwriter::XlsxError> {
    use rust_xlsxwriter::{Format, Workbook};
    let bold = Format::new().set_bold();
    let euro = Format::new().set_num_format(tr!("sheets-money-format"));
    let bold_euro = euro.clone().set_bold();
    let plain = Format::new();
    let mut workbook = Workbook::new();
    for &sheet in sheets {
        let ws = workbook.add_worksheet();
        ws.set_name(sheet.name.as_str())?;
        for (col, head) in sheet.heads.iter().enumerate() {
            let col = col as u16;
            ws.write_string_with_format(0, col, head.as_str(), &bold)?;
            ws.set_column_width(col, width(sheet, col as usize))?;
        }
        let lines = sheet.rows.iter().map(|row| (row, false)).chain(sheet.totals.iter().map(|row| (row, true)));
        for (r, (row, total)) in lines.enumerate() {
            let r = r as u32 + 1;
            let (text, money) = if total { (&bold, &bold_euro) } else { (&plain, &euro) };
            for (col, cell) in row.iter().enumerate() {
                let col = col as u16;
                let written = match cell {
                    Cell::Text(s) => ws.write_string_with_format(r, col, s.as_str(), text).map(|_| ()),
                    Cell::Number(n) => ws.write_number_with_format(r, col, *n, text).map(|_| ()),
                    // Euros as the spreadsheet's number (its format shows the sign and cents).
                    Cell::Money(m) => {
                        ws.write_number_with_format(r, col, m.as_cents() as f64 / 100.0, money).map(|_| ())
                    }
                    Cell::Bool(b) => ws.write_boolean_with_format(r, col, *b, text).map(|_| ()),
                    Cell::Empty => Ok(()),
                };
                written?;
            }
        }
        ws.set_freeze_panes(1, 0)?;
    }
    workbook.save_to_buffer()
}

/// One sheet as CSV for German Excel: `;` between cells, a line per row ([`crate::csv_file`]).
pub fn csv(sheet: &Sheet) -> Result<Vec<u8>, csv::Error> {
    let heads = std::iter::once(sheet.heads.clone());
    let rows = sheet.rows.iter().chain(&sheet.totals).map(|row| row.iter().map(Cell::text).collect());
    crate::csv_file::write(heads.chain(rows), b';')
}

/// Why the spreadsheets were not written (nothing was).
#[derive(Debug)]
pub enum SheetError {
    /// Neither `--xlsx` nor `--csv`.
    NothingWanted,
    /// The file's name does not end as its kind does.
    BadExtension(PathBuf, &'static str),
    /// The file's folder does not exist.
    NoFolder(PathBuf),
    Folder(crate::io::tournament_folder::FolderError),
    Cash(crate::io::cash::CashError),
    Xlsx(rust_xlsxwriter::XlsxError),
    Csv(csv::Error),
    Write(PathBuf, std::io::Error),
}

impl SheetError {
    pub fn message(&self) -> String {
        let file = |p: &Path| p.display().to_string();
        match self {
            SheetError::NothingWanted => tr!("sheets-nothing-wanted"),
            SheetError::BadExtension(p, ext) => tr!("sheets-bad-extension", file = file(p), ext = *ext),
            SheetError::NoFolder(p) => tr!("sheets-no-folder", file = file(p)),
            SheetError::Folder(e) => e.message(),
            SheetError::Cash(e) => e.message(),
            SheetError::Xlsx(e) => e.to_string(),
            SheetError::Csv(e) => e.to_string(),
            SheetError::Write(p, e) => tr!("sheets-write", file = file(p), error = e.to_string()),
        }
    }
}

schocken_core::worded_error!(SheetError);

/// Where the spreadsheets go: an `.xlsx` file, a `.csv` file, or both.
#[derive(Clone, Debug, Default)]
pub struct Targets {
    pub xlsx: Option<PathBuf>,
    pub csv: Option<PathBuf>,
}

/// Writes the spreadsheets of the tournament in `dir`; returns the files written. Everything is
/// checked and made before the first file is written, and each is written whole or not at all
/// (atomically), so bad input writes nothing. A file's name must end as its kind does: a slip
/// such as `--xlsx turnier.ron` never writes over the tournament.
pub fn export(dir: &Path, targets: &Targets) -> Result<Vec<PathBuf>, SheetError> {
    let wanted = [(targets.xlsx.as_ref(), "xlsx"), (targets.csv.as_ref(), "csv")]; // i18n-ok: extensions
    if wanted.iter().all(|(path, _)| path.is_none()) {
        return Err(SheetError::NothingWanted);
    }
    for (path, ext) in wanted {
        let Some(path) = path else { continue };
        if !path.extension().is_some_and(|e| e.eq_ignore_ascii_case(ext)) {
            return Err(SheetError::BadExtension(path.clone(), ext));
        }
        let parent = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
        if !parent.is_dir() {
            return Err(SheetError::NoFolder(path.clone()));
        }
    }
    let folder = crate::io::tournament_folder::read(dir).map_err(SheetError::Folder)?;
    let cash = crate::io::cash::read(dir).map_err(SheetError::Cash)?;
    let book = Book::new(&folder, &cash);
    let mut files = Vec::new();
    if let Some(path) = &targets.xlsx {
        files.push((path, xlsx(&book.sheets()).map_err(SheetError::Xlsx)?));
    }
    if let Some(path) = &targets.csv {
        files.push((path, csv(&book.standings).map_err(SheetError::Csv)?));
    }
    let mut written = Vec::new();
    for (path, bytes) in files {
        crate::io::atomic::write(path, &bytes).map_err(|e| SheetError::Write(path.clone(), e))?;
        written.push(path.clone());
    }
    Ok(written)
}
