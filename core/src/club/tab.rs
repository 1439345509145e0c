//! The tab (CLUB.md 5, 7): per person, the marks of every session at the price of its day, what
//! was paid and what was waived, and what is still open.

use super::day::Day;
use super::file::{ClubEvent, ClubFile, Payment};
use super::order::{self, Marks};
use super::sitting::Sitting;
use crate::money::Money;
use crate::players::Registry;
use serde::Serialize;
use std::collections::BTreeMap;

/// The settlement of the whole folder, as `club tab --json` prints it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Tab {
    pub club: Option<String>,
    pub sessions: Vec<TabSession>,
    /// By person in German order, as people read it (`club::order`); the JSON's are in code
    /// point order.
    #[serde(serialize_with = "accounts_json")]
    pub players: Vec<Account>,
    pub totals: Totals,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TabSession {
    pub file: String,
    pub date: Option<Day>,
    pub title: Option<String>,
    /// Cents per mark; `None`: no price applies.
    pub price: Option<Money>,
    /// Every person of the session, 0 too.
    pub marks: Marks,
}

/// One person's account.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Account {
    pub player: String,
    pub marks: u32,
    pub unpriced_marks: u32,
    pub owed: Money,
    pub paid: Money,
    pub waived: Money,
    pub open: Money,
    pub sessions: Vec<AccountSession>,
    pub payments: Vec<AccountPayment>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AccountSession {
    pub file: String,
    pub date: Option<Day>,
    /// The session's title, as his statement names the evening (not in the JSON).
    #[serde(skip)]
    pub title: Option<String>,
    /// The price of a mark that evening (not in the JSON: the session's `price` says it).
    #[serde(skip)]
    pub price: Option<Money>,
    pub marks: u32,
    /// `None` where the session has no price.
    pub cents: Option<Money>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AccountPayment {
    pub date: Day,
    pub kind: PaymentKind,
    pub cents: Money,
    pub note: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PaymentKind {
    Paid,
    Waived,
}

impl PaymentKind {
    pub fn label(self) -> String {
        match self {
            PaymentKind::Paid => crate::tr!("verein-kind-paid"),
            PaymentKind::Waived => crate::tr!("verein-kind-waived"),
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Totals {
    pub marks: u32,
    pub unpriced_marks: u32,
    pub owed: Money,
    pub paid: Money,
    pub waived: Money,
    pub open: Money,
}

/// The price of a mark on `date` (CLUB.md 5): the `Price` with the latest `from` not after it, the
/// later in the file of two alike; an undated session takes the latest of all.
pub fn price_on(club: &ClubFile, date: Option<Day>) -> Option<Money> {
    price_since(club, date).map(|(_, price)| price)
}

/// [`price_on`] with the day the price applies from.
pub fn price_since(club: &ClubFile, date: Option<Day>) -> Option<(Day, Money)> {
    let mut best: Option<(Day, Money)> = None;
    for event in &club.events {
        if let ClubEvent::Price { from, price } = *event {
            let applies = date.is_none_or(|d| from <= d);
            if applies && best.is_none_or(|(b, _)| from >= b) {
                best = Some((from, price));
            }
        }
    }
    best
}

/// The tab of these sessions (already in the order of `sitting::order`).
pub fn tab(club: &ClubFile, sittings: &[Sitting], registry: &Registry) -> Tab {
    let mut accounts: BTreeMap<String, Account> = BTreeMap::new();
    let mut sessions = Vec::with_capacity(sittings.len());
    for s in sittings {
        let price = price_on(club, s.date);
        for (person, &marks) in s.persons.iter().zip(&s.marks) {
            let a = accounts.entry(person.clone()).or_insert_with(|| Account::new(person));
            a.marks += marks;
            match price {
                Some(p) => a.owed += p * marks,
                None => a.unpriced_marks += marks,
            }
            a.sessions.push(AccountSession {
                file: s.file.clone(),
                date: s.date,
                title: s.title.clone(),
                price,
                marks,
                cents: price.map(|p| p * marks),
            });
        }
        let marks = Marks::new(s.persons.iter().cloned().zip(s.marks.iter().copied()));
        sessions.push(TabSession { file: s.file.clone(), date: s.date, title: s.title.clone(), price, marks });
    }
    let mut payments: Vec<(&Payment, PaymentKind)> = club
        .events
        .iter()
        .filter_map(|e| match e {
            ClubEvent::Paid(p) => Some((p, PaymentKind::Paid)),
            ClubEvent::Waived(p) => Some((p, PaymentKind::Waived)),
            _ => None,
        })
        .collect();
    // Stable: of one date, the file's order.
    payments.sort_by_key(|(p, _)| p.date);
    for (p, kind) in payments {
        let person = registry.canonical(&p.player);
        let a = accounts.entry(person.to_string()).or_insert_with(|| Account::new(person));
        match kind {
            PaymentKind::Paid => a.paid += p.amount,
            PaymentKind::Waived => a.waived += p.amount,
        }
        a.payments.push(AccountPayment { date: p.date, kind, cents: p.amount, note: p.note.clone() });
    }
    let mut totals = Totals::default();
    let mut players: Vec<Account> = accounts
        .into_values()
        .map(|mut a| {
            a.open = a.owed - a.paid - a.waived;
            totals.marks += a.marks;
            totals.unpriced_marks += a.unpriced_marks;
            totals.owed += a.owed;
            totals.paid += a.paid;
            totals.waived += a.waived;
            totals.open += a.open;
            a
        })
        .collect();
    crate::names::sort_by_name(&mut players, |a| &a.player);
    Tab { club: club.name.clone(), sessions, players, totals }
}

impl Tab {
    /// The day the books stand at: the latest of their evenings and payments (a print's "Stand").
    pub fn as_of(&self) -> Option<Day> {
        let evenings = self.sessions.iter().filter_map(|s| s.date);
        let payments = self.players.iter().flat_map(|a| a.payments.iter().map(|p| p.date));
        evenings.chain(payments).max()
    }

    /// The evenings the tab covers — its sessions' distinct dates (CLUB.md 1: two tables on one
    /// date are one Abend) — and its undated sessions, which belong to no date.
    pub fn evenings(&self) -> (usize, usize) {
        let dates: std::collections::BTreeSet<Day> = self.sessions.iter().filter_map(|s| s.date).collect();
        (dates.len(), self.sessions.iter().filter(|s| s.date.is_none()).count())
    }
}

impl Account {
    fn new(person: &str) -> Account {
        Account {
            player: person.to_string(),
            marks: 0,
            unpriced_marks: 0,
            owed: Money::ZERO,
            paid: Money::ZERO,
            waived: Money::ZERO,
            open: Money::ZERO,
            sessions: Vec::new(),
            payments: Vec::new(),
        }
    }

    /// This person's account in `tab`.
    pub fn of<'a>(tab: &'a Tab, person: &str) -> Option<&'a Account> {
        tab.players.iter().find(|a| a.player == person)
    }
}

/// The tab's accounts in the JSON: by person, code point order (CLUB.md 7).
fn accounts_json<S: serde::Serializer>(accounts: &[Account], s: S) -> Result<S::Ok, S::Error> {
    order::sorted(accounts, |a, b| a.player.cmp(&b.player), s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_price_of_a_day_is_the_latest_from_on_the_later_of_two_alike() {
        let club = ClubFile::parse(
            r#"(format: 1, events: [
                Price(from: "2026-07-01", cents: 60), Price(from: "2026-01-01", cents: 50),
                Price(from: "2026-07-01", cents: 70)])"#,
        )
        .unwrap();
        let day = |d| Day::parse(d);
        assert_eq!(price_on(&club, day("2025-12-31")), None);
        assert_eq!(price_on(&club, day("2026-06-30")), Some(Money::cents(50)));
        assert_eq!(price_on(&club, day("2026-07-01")), Some(Money::cents(70)));
        assert_eq!(price_on(&club, None), Some(Money::cents(70)));
    }
}
