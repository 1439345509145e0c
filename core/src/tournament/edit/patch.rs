//! What one change did to `turnier.ron`'s events, kept as that and not as a copy of the events
//! (the developers' guide: an old copy is never written back, an undo is the inverse edit). The
//! organiser's window records a [`Patch`] per step, [`Patch::between`] the events before and
//! after the change; undo applies its [`Patch::inverse`] (an `Edit::Patch`) to the events as they
//! stand then, redo the patch again. Each place of it finds its events by their fields: where the
//! events it would take away are no longer there as recorded, it is refused ([`Gone`]) and
//! nothing changes.
//!
//! Every edit changes the events in one of a few ways, and the patch keeps each exactly: added at
//! the end (a registration, a withdrawal, a new round's draw, a card), taken out wherever they
//! stand (a withdrawal taken back, a table's cards cleared), or changed in place (a rename, a
//! re-draw).

use super::super::file::Event;
use crate::tr;

/// The changes of one step to the events: places in order, apart from each other.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Patch {
    hunks: Vec<Hunk>,
}

/// One place of a patch: which events went there, and which came instead.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Hunk {
    /// Where the events that went stood (their index in the events the patch is made to).
    at: usize,
    /// The unchanged event just before the place (`None`: the place is at the start): where
    /// events come in and none go, it says where.
    after: Option<Event>,
    gone: Vec<Event>,
    came: Vec<Event>,
}

/// The patch does not fit the events as they stand: this event, which it would take away (or
/// change), is no longer there as recorded. Nothing was changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gone(pub Event);

impl Patch {
    /// What turned `before` into `after`: the common start and end kept, the rest as the places
    /// that changed — each event changed in place where as many are left as were there, the
    /// events taken out where the rest of `after` is `before` less some (or the ones put in, the
    /// other way round), else the one stretch between.
    pub fn between(before: &[Event], after: &[Event]) -> Patch {
        let start = before.iter().zip(after).take_while(|(b, a)| b == a).count();
        let end = before[start..].iter().rev().zip(after[start..].iter().rev()).take_while(|(b, a)| b == a).count();
        let (b, a) = (&before[start..before.len() - end], &after[start..after.len() - end]);
        let spans = if b.len() == a.len() {
            runs(&b.iter().zip(a).map(|(b, a)| b != a).collect::<Vec<_>>())
                .into_iter()
                .map(|(i, n)| (i, n, i, n))
                .collect()
        } else if let Some(kept) = kept_in(b, a) {
            runs(&kept.iter().map(|k| !k).collect::<Vec<_>>())
                .into_iter()
                .map(|(i, n)| (i, n, i - kept[..i].iter().filter(|k| !**k).count(), 0))
                .collect()
        } else if let Some(kept) = kept_in(a, b) {
            runs(&kept.iter().map(|k| !k).collect::<Vec<_>>())
                .into_iter()
                .map(|(i, n)| (i - kept[..i].iter().filter(|k| !**k).count(), 0, i, n))
                .collect()
        } else {
            vec![(0, b.len(), 0, a.len())]
        };
        let hunks = spans
            .into_iter()
            .map(|(bi, bn, ai, an): (usize, usize, usize, usize)| {
                let at = start + bi;
                Hunk {
                    at,
                    after: at.checked_sub(1).map(|i| before[i].clone()),
                    gone: b[bi..bi + bn].to_vec(),
                    came: a[ai..ai + an].to_vec(),
                }
            })
            .collect();
        Patch { hunks }
    }

    /// Whether the patch changes nothing.
    pub fn is_empty(&self) -> bool {
        self.hunks.is_empty()
    }

    /// The patch that takes this one back: each place's events that came go again, those that
    /// went come back.
    pub fn inverse(&self) -> Patch {
        let mut moved: isize = 0;
        let hunks = self
            .hunks
            .iter()
            .map(|h| {
                let at = h.at.saturating_add_signed(moved);
                moved += h.came.len() as isize - h.gone.len() as isize;
                Hunk { at, after: h.after.clone(), gone: h.came.clone(), came: h.gone.clone() }
            })
            .collect();
        Patch { hunks }
    }

    /// Makes the patch's changes to `events` as they stand, each place found by its events'
    /// fields (nearest to where it was recorded). Refused, `events` untouched, where the events
    /// a place would take away are no longer there.
    pub fn apply(&self, events: &mut Vec<Event>) -> Result<(), Gone> {
        let mut next = events.clone();
        // How far the events have moved against the recorded places, and where the next place
        // may start (places stay in their order).
        let mut moved: isize = 0;
        let mut from = 0;
        for h in &self.hunks {
            let expected = h.at.saturating_add_signed(moved);
            let at = if h.gone.is_empty() {
                inserted_at(&next, h, expected, from)
            } else {
                find(&next, &h.gone, expected, from).ok_or_else(|| Gone(missing(&next[from..], &h.gone)))?
            };
            next.splice(at..at + h.gone.len(), h.came.iter().cloned());
            moved = at as isize - h.at as isize + h.came.len() as isize - h.gone.len() as isize;
            from = at + h.came.len();
        }
        *events = next;
        Ok(())
    }
}

/// The stretches of `changed` that are true, as (start, length).
fn runs(changed: &[bool]) -> Vec<(usize, usize)> {
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for (i, &c) in changed.iter().enumerate() {
        match runs.last_mut() {
            Some((start, n)) if c && *start + *n == i => *n += 1,
            _ if c => runs.push((i, 1)),
            _ => {}
        }
    }
    runs
}

/// Which events of `longer` stay where `shorter` is `longer` with some taken out (each of
/// `shorter` matched to the first one left that equals it), `None` where it is not.
fn kept_in(longer: &[Event], shorter: &[Event]) -> Option<Vec<bool>> {
    let mut rest = shorter.iter().peekable();
    let kept: Vec<bool> = longer.iter().map(|e| rest.next_if(|s| *s == e).is_some()).collect();
    rest.peek().is_none().then_some(kept)
}

/// Where `run` stands in `events` at `from` or later, the place nearest `expected`.
fn find(events: &[Event], run: &[Event], expected: usize, from: usize) -> Option<usize> {
    (from..=events.len().checked_sub(run.len())?)
        .filter(|&i| events[i..i + run.len()] == *run)
        .min_by_key(|&i| i.abs_diff(expected))
}

/// Where a place that only puts events in puts them: right after its event before (found
/// nearest where it was), at the start for none; where that event is gone, where it was
/// recorded (within the events).
fn inserted_at(events: &[Event], h: &Hunk, expected: usize, from: usize) -> usize {
    let at = match &h.after {
        None => Some(from),
        Some(e) => find(events, std::slice::from_ref(e), expected.saturating_sub(1), from).map(|i| i + 1),
    };
    at.unwrap_or(expected).clamp(from.min(events.len()), events.len())
}

/// The event of `run` that `events` no longer have (the first one there are fewer of than the
/// run has); the run's first where each is there but not together.
fn missing(events: &[Event], run: &[Event]) -> Event {
    let count = |e: &Event, of: &[Event]| of.iter().filter(|x| *x == e).count();
    run.iter().find(|e| count(e, events) < count(e, run)).unwrap_or(&run[0]).clone()
}

/// An event for people, by the fields that find it: „die Anmeldung von „Anna““, „die Karte von
/// Runde 2, Tisch 3“.
pub fn event_words(event: &Event) -> String {
    match event {
        Event::Register { name, .. } => tr!("tournament-event-register", name = name.as_str()),
        Event::Withdraw(name) => tr!("tournament-event-withdraw", name = name.as_str()),
        Event::Draw { round, .. } => tr!("tournament-event-draw", round = *round),
        Event::Card { round, table, .. } => tr!("tournament-event-card", round = *round, table = *table),
    }
}

#[cfg(test)]
mod tests;
