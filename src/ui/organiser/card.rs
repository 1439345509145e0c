//! A table's card typed in: a grid with a line per game (the losers of half 1, half 2 and the
//! final by start number or initials, Schock-Outs, and the exit order or points where the scheme
//! needs them). What the card says is checked by the replay while it is typed; Enter saves it.
//!
//! A card never erases what a table's session file recorded: where the file gives the table's
//! results, the grid shows them read-only, and only when the organiser chooses to type a card over
//! them does it start from them (Schock-Outs, exit order and points kept); an empty card is never
//! saved. "Karte löschen" takes a card away (the file counts again), and can be undone like any
//! change. Rows typed but not saved are a draft ([`super::drafts`]).

use eframe::egui::{self};
use schocken_core::session::log::TableRef;
use schocken_core::tournament::organise::{self, CardRow};
use schocken_core::tournament::replay::Tournament;
use schocken_core::tournament::{RoundNo, TableNo};

/// Rows a knock-out card offers beyond its games (it plays until decided).
pub(super) const SPARE_ROWS: usize = 1;

pub(super) struct CardForm {
    /// The round and table shown (round 1 where nothing is drawn).
    pub(super) round: RoundNo,
    pub(super) table: TableNo,
    pub(super) rows: Vec<CardRow>,
    /// The rows as saved: the table's card, else its session file's games, else empty.
    pub(super) saved: Vec<CardRow>,
    /// The rows are the session file's games: shown, not typed over until the organiser says so.
    pub(super) locked: bool,
    /// The round and table whose card the rows hold.
    pub(super) loaded: Option<TableRef>,
    /// What is wrong with the rows as they stand; `None` where they make a card.
    pub(super) check: Option<String>,
    /// The table number typed to switch tables.
    pub(super) goto: String,
    /// The first empty line's first cell takes the keyboard next frame.
    pub(super) focus: bool,
    /// The cell (row, column) that had the keyboard last: it takes it back after a refusal, so
    /// the organiser types on where he was.
    pub(super) cell: Option<(usize, usize)>,
    /// That cell takes the keyboard next frame (and is scrolled into view).
    pub(super) refocus: bool,
}

impl CardForm {
    /// The first table with a draft, else the latest round's first table that is not done.
    pub(super) fn new(t: &Tournament, drafts: &super::drafts::Drafts) -> CardForm {
        let drafted = drafts.first().filter(|at| t.table(at.round, at.table).is_some());
        let (round, table) = drafted.map(|at| (at.round, at.table)).unwrap_or_else(|| match t.latest_round() {
            Some((n, r)) => {
                let open = r.numbered_tables().find(|(_, table)| !organise::table_done(r.kind, table));
                (n, open.map_or(TableNo::FIRST, |(number, _)| number))
            }
            None => (RoundNo::FIRST, TableNo::FIRST),
        });
        CardForm {
            round,
            table,
            rows: Vec::new(),
            saved: Vec::new(),
            locked: false,
            loaded: None,
            check: None,
            goto: String::new(),
            focus: true,
            cell: None,
            refocus: false,
        }
    }

    /// The file changed: the grid is filled anew next frame (a draft stays a draft).
    pub(super) fn reload(&mut self) {
        self.loaded = None;
    }

    /// The table whose card is shown, as every file names a table of the tournament.
    pub(super) fn at(&self) -> TableRef {
        TableRef { round: self.round, table: self.table }
    }

    /// Shows the card of `round`, `table` (from 1) from the next frame on, as picking the table
    /// here does (a click on the tables' strip).
    pub(super) fn show(&mut self, round: RoundNo, table: TableNo) {
        (self.round, self.table) = (round, table);
        self.loaded = None;
    }
}

/// Rows alike but for empty rows at their end (a knock-out card's spare row).
pub(super) fn same_rows(a: &[CardRow], b: &[CardRow]) -> bool {
    let used = |rows: &[CardRow]| rows.iter().rposition(|r| !r.is_empty()).map_or(0, |i| i + 1);
    a[..used(a)] == b[..used(b)]
}

/// Selects the whole text of the field `id` (`len` characters): a filled cell reached by Tab is
/// typed over, as in a spreadsheet, instead of typed onto.
pub(super) fn select_all(ctx: &egui::Context, id: egui::Id, len: usize) {
    use egui::text::{CCursor, CCursorRange};
    let mut state = egui::TextEdit::load_state(ctx, id).unwrap_or_default();
    state.cursor.set_char_range(Some(CCursorRange::two(CCursor::new(0), CCursor::new(len))));
    state.store(ctx, id);
}
