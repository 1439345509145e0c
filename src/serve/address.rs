//! Where phones reach the server, for what shows it to them: the hall page's address and each
//! table page's, and the tables' codes with their addresses as the cards print them
//! (`tournament codes --pdf`, the organiser's table cards) and the QR codes lead to.

use crate::io::table_codes;
use crate::io::tournament_folder::FolderError;
use schocken_core::session::log::TableRef;
use schocken_core::tournament::codes::Code;
use schocken_core::tournament::codes::TableCode;
use schocken_core::tournament::replay::Tournament;
use schocken_core::tournament::{RoundNo, TableNo};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::Path;

/// The port the server listens on unless told otherwise (PHONES.md section 1).
pub const PORT: u16 = 8080;

/// The hall page's address printed on cards and shown as QR code: on `host` where given, else
/// the first of [`hall_addresses`] of a server listening on every address at `port`.
pub fn hall(host: Option<&str>, port: u16) -> String {
    match host {
        Some(host) => format!("http://{host}:{port}/"),
        None => hall_addresses(SocketAddr::new(Ipv4Addr::UNSPECIFIED.into(), port)).swap_remove(0),
    }
}

/// The address of a table's page under the hall page's address `hall` (which ends in `/`).
pub fn table(hall: &str, code: Code) -> String {
    format!("{}{}", hall.trim_end_matches('/'), code.path())
}

/// The codes of `round`'s `tables` (made where missing, as `tournament codes` makes them),
/// each with its page's address under `hall`; refused where the codes file cannot be read or
/// written.
pub fn table_codes(dir: &Path, round: RoundNo, tables: usize, hall: &str) -> Result<Vec<TableCode>, FolderError> {
    let seats: Vec<TableRef> = TableNo::all().take(tables).map(|table| TableRef { round, table }).collect();
    let codes = table_codes::make(dir, &seats)?;
    Ok(seats
        .iter()
        .filter_map(|seat| Some((seat.table, codes.get(seat)?)))
        .map(|(t, code)| TableCode { table: t, code, address: table(hall, code) })
        .collect())
}

/// The codes of `round`'s tables as a round's printed table cards carry them (made where
/// missing), each with its page's address on this computer at the server's usual port: the one
/// way the organiser's window and `tournament print DIR cards` get them. None for a round not
/// drawn, or where the codes file cannot be read or written (the cards then carry no code).
/// Blocking file work.
pub fn card_codes(dir: &Path, t: &Tournament, round: RoundNo) -> Vec<TableCode> {
    let Some(drawn) = t.round(round) else {
        return Vec::new();
    };
    table_codes(dir, round, drawn.tables.len(), &hall(None, PORT)).unwrap_or_default()
}

/// The hall page's addresses as phones reach them: one per non-loopback IPv4 address where the
/// server listens on all of them, else the one it listens on; `127.0.0.1` where there is none.
pub fn hall_addresses(local: SocketAddr) -> Vec<String> {
    let port = local.port();
    let ips: Vec<IpAddr> = if local.ip().is_unspecified() {
        if_addrs::get_if_addrs()
            .unwrap_or_default()
            .into_iter()
            .map(|i| i.ip())
            .filter(|ip| ip.is_ipv4() && !ip.is_loopback())
            .collect()
    } else {
        vec![local.ip()]
    };
    let ips = if ips.is_empty() { vec![IpAddr::V4(Ipv4Addr::LOCALHOST)] } else { ips };
    ips.into_iter().map(|ip| format!("http://{}/", SocketAddr::new(ip, port))).collect()
}
