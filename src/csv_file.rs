//! The program's one CSV writer (the csv crate): the statistics' tables (`stats --csv`, the
//! history's export) and the tournament's standings (`tournament export --csv`).
//!
//! RFC 4180: CRLF line ends; a field holding the separator, a quote, CR or LF is quoted, its
//! quotes doubled. Every file starts with a UTF-8 byte order mark: without it Excel reads the file
//! in the locale's ANSI code page and mangles the umlauts of names like Jörg and Käthe;
//! LibreOffice, Python's `utf-8-sig` and most CSV readers skip it.

use schocken_core::export::{self, Table};
use schocken_core::stats::Stats;

/// The byte order mark that tells Excel the file is UTF-8.
const BOM: &str = "\u{feff}";

/// `rows` as a CSV file with `separator` between the cells.
pub fn write<R, S>(rows: impl IntoIterator<Item = R>, separator: u8) -> Result<Vec<u8>, csv::Error>
where
    R: IntoIterator<Item = S>,
    S: AsRef<[u8]>,
{
    let mut out = csv::WriterBuilder::new()
        .delimiter(separator)
        .terminator(csv::Terminator::CRLF)
        .flexible(true)
        .from_writer(BOM.as_bytes().to_vec());
    for row in rows {
        out.write_record(row)?;
    }
    out.into_inner().map_err(|e| csv::Error::from(e.into_error()))
}

/// One table of the statistics as CSV, in the conventions of the current language's spreadsheets.
pub fn stats(stats: &Stats, table: Table) -> Result<String, csv::Error> {
    let bytes = write(export::rows(stats, table), export::separator())?;
    // Written from `String`s only, so the bytes are UTF-8.
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}
