//! A change to `verein.ron` kept as what it changed, not as a copy of the file (CLUB.md 3: every
//! change is made to the file as it stands). The app records a [`BookEdit`] for each payment,
//! waiver, price, season, name or rule book; undo applies its [`BookEdit::inverse`] to the file as read again
//! under the lock, so a change another window made in between stays, and an event that is no
//! longer there is refused in words instead of a whole earlier file being written back. Pure: the
//! binary's `io::club_book` reads and writes under the lock.

use super::file::{ClubEvent, ClubFile};
use crate::rules::preset::RuleSet;
use crate::tr;

/// One change to the club's file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookEdit {
    /// An event added (at the file's end: each applies wherever it stands).
    Add(ClubEvent),
    /// An event taken out, found by its fields.
    Remove(ClubEvent),
    /// The club's name changed from `from` to `to` (`None`: no name).
    SetName { from: Option<String>, to: Option<String> },
    /// The club's rule book (CLUB.md 3, `rules`) changed from `from` to `to` (`None`: none of its
    /// own).
    SetRules { from: Option<RuleSet>, to: Option<RuleSet> },
}

/// Why an edit does not fit the file as it stands now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditRefused {
    /// The event to take out is no longer in the file (someone took it out already).
    Gone(ClubEvent),
    /// The name is no longer the one the change was made from (someone renamed the club since).
    Renamed { expected: Option<String>, now: Option<String> },
    /// The rule book is no longer the one the change was made from (changed on another laptop).
    RulesChanged { expected: Option<RuleSet>, now: Option<RuleSet> },
}

impl BookEdit {
    /// The edit that takes this one back.
    pub fn inverse(&self) -> BookEdit {
        match self {
            BookEdit::Add(event) => BookEdit::Remove(event.clone()),
            BookEdit::Remove(event) => BookEdit::Add(event.clone()),
            BookEdit::SetName { from, to } => BookEdit::SetName { from: to.clone(), to: from.clone() },
            BookEdit::SetRules { from, to } => BookEdit::SetRules { from: to.clone(), to: from.clone() },
        }
    }

    /// Applies the edit to the file as it stands; refused (the file untouched) where it no
    /// longer fits. Whether the file still reads afterwards (a season's name twice) is the
    /// writer's check.
    pub fn apply(&self, club: &mut ClubFile) -> Result<(), EditRefused> {
        match self {
            BookEdit::Add(event) => club.events.push(event.clone()),
            BookEdit::Remove(event) => {
                // The last of equal events: a payment recorded twice by mistake loses its second.
                let at =
                    club.events.iter().rposition(|e| e == event).ok_or_else(|| EditRefused::Gone(event.clone()))?;
                club.events.remove(at);
            }
            BookEdit::SetName { from, to } => {
                if club.name != *from {
                    return Err(EditRefused::Renamed { expected: from.clone(), now: club.name.clone() });
                }
                club.name.clone_from(to);
            }
            BookEdit::SetRules { from, to } => {
                if club.rules != *from {
                    return Err(EditRefused::RulesChanged { expected: from.clone(), now: club.rules.clone() });
                }
                club.rules.clone_from(to);
            }
        }
        Ok(())
    }

    /// What the edit does, for people: `Zahlung Klaus 4,80 €`.
    pub fn what(&self) -> String {
        match self {
            BookEdit::Add(event) => event_words(event),
            BookEdit::Remove(event) => tr!("verein-what-removed", what = event_words(event)),
            BookEdit::SetName { to, .. } => name_words(to),
            BookEdit::SetRules { to, .. } => rules_words(to),
        }
    }
}

impl EditRefused {
    pub fn message(&self) -> String {
        match self {
            EditRefused::Gone(event) => tr!("verein-edit-gone", what = event_words(event)),
            EditRefused::Renamed { expected, now } => {
                tr!("verein-edit-renamed", expected = name_words(expected), now = name_words(now))
            }
            EditRefused::RulesChanged { expected, now } => {
                tr!("verein-edit-rules-changed", expected = rules_words(expected), now = rules_words(now))
            }
        }
    }
}

crate::worded_error!(EditRefused);

/// An event for people, by the fields that find it: `Zahlung Klaus 4,80 € (27.11.2026)`.
pub fn event_words(event: &ClubEvent) -> String {
    match event {
        ClubEvent::Paid(p) => {
            tr!("verein-what-paid", player = p.player.as_str(), amount = p.amount.to_string(), date = p.date.shown())
        }
        ClubEvent::Waived(p) => {
            tr!("verein-what-waived", player = p.player.as_str(), amount = p.amount.to_string(), date = p.date.shown())
        }
        ClubEvent::Price { from, price } => {
            tr!("verein-what-price", price = price.to_string(), from = from.shown())
        }
        ClubEvent::Season(s) => tr!("verein-what-season", name = s.name.as_str()),
    }
}

/// The club's name for people (or that it has none).
fn name_words(name: &Option<String>) -> String {
    match name {
        Some(name) => tr!("verein-what-name", name = name.as_str()),
        None => tr!("verein-what-no-name"),
    }
}

/// The club's rule book for people: `Regeln: Kalker Hubertusschützen + 5 Hausregeln`.
fn rules_words(rules: &Option<RuleSet>) -> String {
    match rules {
        Some(rules) => tr!("verein-what-rules", rules = crate::report::words::rule_book(rules)),
        None => tr!("verein-what-no-rules"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::club::{Day, Money, Payment};
    use crate::i18n::{Lang, scoped};
    use crate::rules::preset::Preset;

    fn paid(player: &str, cents: i64) -> ClubEvent {
        let date = Day::parse("2026-11-27").unwrap();
        ClubEvent::Paid(Payment { player: player.into(), amount: Money::cents(cents), date, note: None })
    }

    fn club() -> ClubFile {
        let price = ClubEvent::Price { from: Day::parse("2026-01-01").unwrap(), price: Money::cents(50) };
        ClubFile { name: Some("Linde".into()), rules: None, events: vec![price] }
    }

    #[test]
    fn the_inverse_of_the_inverse_is_the_edit() {
        let name = BookEdit::SetName { from: Some("A".into()), to: None };
        let rules = BookEdit::SetRules { from: None, to: Some(RuleSet::new(Preset::Kalk)) };
        for edit in [BookEdit::Add(paid("Klaus", 480)), BookEdit::Remove(paid("Klaus", 480)), name, rules] {
            assert_eq!(edit.inverse().inverse(), edit);
            assert_ne!(edit.inverse(), edit);
        }
    }

    #[test]
    fn undo_takes_back_its_own_change_only() {
        let mut file = club();
        let klaus = BookEdit::Add(paid("Klaus", 480));
        klaus.apply(&mut file).unwrap();
        // Another window records Käthe after Klaus, and a waiver is added by hand.
        BookEdit::Add(paid("Käthe", 110)).apply(&mut file).unwrap();
        let waiver = ClubEvent::Waived(Payment { note: Some("Geburtstag".into()), ..payment(&paid("Ben", 100)) });
        file.events.push(waiver.clone());
        klaus.inverse().apply(&mut file).unwrap();
        assert_eq!(file.events, vec![club().events[0].clone(), paid("Käthe", 110), waiver]);
    }

    fn payment(event: &ClubEvent) -> Payment {
        match event {
            ClubEvent::Paid(p) | ClubEvent::Waived(p) => p.clone(),
            _ => unreachable!("a payment"),
        }
    }

    #[test]
    fn a_removal_finds_its_event_by_its_fields_or_is_refused() {
        let mut file = club();
        for event in [paid("Klaus", 480), paid("Käthe", 480), paid("Klaus", 480)] {
            BookEdit::Add(event).apply(&mut file).unwrap();
        }
        BookEdit::Remove(paid("Klaus", 480)).apply(&mut file).unwrap();
        assert_eq!(file.events[1..], [paid("Klaus", 480), paid("Käthe", 480)]);
        let before = file.clone();
        let refused = BookEdit::Remove(paid("Klaus", 410)).apply(&mut file).unwrap_err();
        assert_eq!(refused, EditRefused::Gone(paid("Klaus", 410)));
        assert_eq!(file, before, "a refused edit leaves the file as it was");
        scoped(Lang::De, || {
            assert!(refused.message().contains("Zahlung Klaus 4,10\u{a0}€"), "{refused}");
        });
    }

    #[test]
    fn a_name_is_taken_back_only_while_it_stands() {
        let mut file = club();
        let rename = BookEdit::SetName { from: Some("Linde".into()), to: Some("Zur Linde".into()) };
        rename.apply(&mut file).unwrap();
        rename.inverse().apply(&mut file).unwrap();
        assert_eq!(file.name.as_deref(), Some("Linde"));
        rename.apply(&mut file).unwrap();
        file.name = Some("Eiche".into());
        let refused = rename.inverse().apply(&mut file).unwrap_err();
        assert!(matches!(refused, EditRefused::Renamed { now: Some(ref n), .. } if n == "Eiche"));
        assert_eq!(file.name.as_deref(), Some("Eiche"));
    }

    #[test]
    fn an_edit_says_what_it_did() {
        scoped(Lang::De, || {
            assert_eq!(BookEdit::Add(paid("Klaus", 480)).what(), "Zahlung Klaus 4,80\u{a0}€ (27.11.2026)");
        });
    }
}
