//! Time-up reaching the tables entered by phone (TOURNAMENT.md section 3, *Sudden*): a table
//! laptop records `Sudden` itself once the organiser's side announced time-up for its round
//! (`runde-R.scharf`, [`crate::io::time_up`]); a table entered by phone has the server as its
//! writer, so the server does it there — when the folder changes (the announcement arrives, a
//! laptop lets a table go) and after each entry — as soon as the rules take it
//! (`Session::sudden_due`, the laptop's condition), through the same desk, lock and store as an
//! entry. A table a laptop holds is left to the laptop. When the organiser withdraws a time-up
//! (the announcement's file goes), the server takes back `Sudden` in the tables it writes, where
//! nothing was recorded after it (`Desk::withdraw_sudden`). Each announcement is recorded once per
//! table: a `Sudden` a phone took back by undo is not recorded again for it.

use super::state::{Served, Shared};
use super::table::Memory;
use crate::io::watch::FolderWatcher;
use schocken_core::i18n;
use schocken_core::session::log::TableRef;
use schocken_core::tournament::RoundNo;
use std::collections::BTreeSet;
use std::sync::Arc;

/// Looks at the tables whose time is up now, and again with each new snapshot of the folder's
/// live model (whose listing says which rounds' time is up) and whenever the folder changes
/// otherwise (a laptop lets a table go: its lock goes, which the model does not list), for as
/// long as the server runs.
pub(super) async fn follow(served: Shared) {
    let mut snapshots = served.model.subscribe();
    let changed = Arc::new(tokio::sync::Notify::new());
    let wake = changed.clone();
    // Without a watcher the snapshots and the entries still bring time-up to their tables.
    let _watcher = FolderWatcher::new(&served.dir, move || wake.notify_one()).ok();
    // The rounds whose time-up was in the folder at the last look.
    let mut known = BTreeSet::new();
    loop {
        let s = served.clone();
        let Ok(now) = tokio::task::spawn_blocking(move || i18n::scoped(s.lang, || sweep(&s, known))).await else {
            return;
        };
        known = now;
        tokio::select! {
            told = snapshots.changed() => if told.is_err() { return },
            () = changed.notified() => {}
        }
    }
}

/// Records `Sudden` where it is due in every table of every round whose time is up, and takes
/// it back in the tables of the rounds whose announcement went since the last look (`known`);
/// returns the rounds announced now.
fn sweep(served: &Served, known: BTreeSet<RoundNo>) -> BTreeSet<RoundNo> {
    let latest = served.model.latest();
    let rounds = latest.tournament.rounds.len();
    let now: BTreeSet<RoundNo> = latest.time_up.iter().copied().filter(|round| round.index() < rounds).collect();
    if now.is_empty() && known.is_empty() {
        return now;
    }
    let tournament = served.model.refresh().tournament.clone();
    for seat in crate::io::table_codes::drawn_tables(&tournament) {
        let slot = served.tables.of(seat);
        let memory = &mut slot.lock().expect("no panic while held");
        match (known.contains(&seat.round), now.contains(&seat.round)) {
            (true, false) => {
                served.table(seat).withdraw_sudden(memory);
            }
            (false, true) => {
                // A new announcement: recorded once, whatever an earlier one did here.
                memory.announced();
                check(served, seat, memory);
            }
            (true, true) => {
                check(served, seat, memory);
            }
            (false, false) => {}
        }
    }
    now
}

/// Records `Sudden` in the table at `seat`, whose slot (`memory`) the caller holds, where its
/// round's time is up and it is due; true where it was written.
pub(super) fn check(served: &Served, seat: TableRef, memory: &mut Memory) -> bool {
    if !served.model.latest().time_up.contains(&seat.round) {
        return false;
    }
    served.table(seat).record_sudden(memory)
}
