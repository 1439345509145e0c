//! Phones at the tables from the organiser's window (PHONES.md): the server started and stopped
//! here, the hall address shown as a QR code big enough for the projector, and for each table
//! of the latest round whether a phone or a laptop is entering.

use crate::print::table_codes::TableCode;
use schocken_core::tournament::replay::Tournament;
use std::path::Path;

/// The codes of `round`'s tables with their pages' addresses, for the printed table cards (made
/// where missing); none where the codes file cannot be read or written (the cards then carry no
/// code). Blocking file work: called on the printing worker.
pub(super) fn table_codes(dir: &Path, t: &Tournament, round: u32) -> Vec<TableCode> {
    let tables = t.rounds.get(round.saturating_sub(1) as usize).map_or(0, |r| r.tables.len() as u32);
    let hall = crate::serve::address::hall(None, crate::serve::address::PORT);
    crate::serve::address::table_codes(dir, round, tables, &hall).unwrap_or_default()
}
