//! Time-up reaching the tables entered by phone (TOURNAMENT.md section 3, *Sudden*): a table
//! laptop records `Sudden` itself once the organiser's side announced time-up for its round
//! (`runde-R.scharf`, [`crate::io::time_up`]); a table entered by phone has the server as its
//! writer, so the server does it there — when the folder changes (the announcement arrives, a
//! laptop lets a table go) and after each entry — as soon as the rules take it
//! (`Session::sudden_due`, the laptop's condition), through the same desk, lock and store as an
//! entry. A table a laptop holds is left to the laptop.

use super::state::{Served, Shared};
use super::table::Memory;
use crate::io::watch::FolderWatcher;
use crate::io::{time_up, tournament_folder};
use schocken_core::i18n;
use schocken_core::session::log::TableRef;
use std::sync::Arc;

/// Looks at the tables whose time is up now, and again whenever the folder changes, for as
/// long as the server runs.
pub(super) async fn follow(served: Shared) {
    let changed = Arc::new(tokio::sync::Notify::new());
    let wake = changed.clone();
    // Without a watcher the entries still bring time-up to their tables.
    let _watcher = FolderWatcher::new(&served.dir, move || wake.notify_one()).ok();
    loop {
        let s = served.clone();
        let _ = tokio::task::spawn_blocking(move || i18n::scoped(s.lang, || sweep(&s))).await;
        changed.notified().await;
    }
}

/// Records `Sudden` where it is due in every table of every round whose time is up.
fn sweep(served: &Served) {
    if !any_announced(served) {
        return;
    }
    let Ok(folder) = tournament_folder::read(&served.dir) else { return };
    for seat in crate::io::table_codes::drawn_tables(&folder.tournament) {
        if time_up::announced(&served.dir, seat.round) {
            let slot = served.tables.of(seat);
            check(served, seat, &mut slot.lock().expect("no panic while held"));
        }
    }
}

/// Whether the folder holds any time-up announcement (a look at its listing, so a folder
/// change before time-up costs no reading of the tournament).
fn any_announced(served: &Served) -> bool {
    let Ok(entries) = std::fs::read_dir(&served.dir) else { return false };
    let suffix = time_up::path(&served.dir, 0).extension().map(|e| e.to_os_string());
    entries.flatten().any(|e| e.path().extension().map(|x| x.to_os_string()) == suffix)
}

/// Records `Sudden` in the table at `seat`, whose slot (`memory`) the caller holds, where its
/// round's time is up and it is due; true where it was written.
pub(super) fn check(served: &Served, seat: TableRef, memory: &mut Memory) -> bool {
    if !time_up::announced(&served.dir, seat.round) {
        return false;
    }
    served.table(seat).record_sudden(memory)
}
