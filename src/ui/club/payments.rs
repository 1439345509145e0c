//! A person's payments and waivers, and the club's price history (issue 34): a wrong payment
//! found the next day is struck out here. The chosen person's `Paid` and `Waived` events (every
//! spelling that stands for him, CLUB.md 4) newest first, then every `Price`, newest first, the one
//! in force today marked. ↑/↓ choose a row, Entf strikes the chosen event out of `verein.ron` — a
//! `BookEdit::Remove` applied by the view to the file as it stands, so it finds its event by its
//! fields and is refused in words where another laptop struck it out already — and Ctrl+Z enters
//! it again; Esc (or the page's own key) goes back to the tab.
//!
//! What Entf strikes out is the row as drawn on screen the frame before, so a read of the folder
//! arriving in the very frame of the key cannot swap the row under the treasurer's finger.

use super::live::Books;
use super::pages::grid;
use crate::ui::commands::Cmd;
use eframe::egui::{self, RichText};
use schocken_core::club::tab::PaymentKind;
use schocken_core::club::{ClubEvent, Day, Payment};
use schocken_core::tr;

/// The page, while it is open.
pub(super) struct PaymentsPage {
    /// Whose payments are listed (`None`: the tab has nobody yet: only the prices).
    person: Option<String>,
    /// The row chosen, counted over the payments, then the prices.
    chosen: usize,
    /// The events of the rows as drawn last, in that order.
    shown: Vec<ClubEvent>,
    /// The event chosen: the choice follows it when another laptop's change moves the rows, and
    /// where another laptop struck it out, Entf asks for it still and is refused in words — never
    /// strikes out the row that slid under the choice.
    held: Option<ClubEvent>,
    /// ↑/↓ moved the choice: its row is scrolled into view once.
    scroll: bool,
}

/// What the page's keys ask of the view.
pub(super) enum Asked {
    Nothing,
    /// Strike this event out of the file.
    Remove(ClubEvent),
    /// Back to the tab.
    Close,
}

impl PaymentsPage {
    pub fn new(person: Option<String>) -> PaymentsPage {
        PaymentsPage { person, chosen: 0, shown: Vec::new(), held: None, scroll: false }
    }

    /// The page's keys: ↑/↓, Entf, Esc and its own key (which closes it).
    pub fn keys(&mut self, ctx: &egui::Context) -> Asked {
        let [down, up, back] = [Cmd::ClubNext, Cmd::ClubPrevious, Cmd::ClubBack].map(|cmd| cmd.pressed(ctx));
        let [close, remove] = [Cmd::ClubPayments, Cmd::ClubRemove].map(|cmd| cmd.pressed(ctx));
        if down {
            self.choose((self.chosen + 1).min(self.shown.len().saturating_sub(1)));
        }
        if up {
            self.choose(self.chosen.saturating_sub(1));
        }
        self.scroll = down || up;
        if back || close {
            return Asked::Close;
        }
        match &self.held {
            Some(event) if remove => Asked::Remove(event.clone()),
            _ => Asked::Nothing,
        }
    }

    /// Chooses the row at `row` (and so its event).
    fn choose(&mut self, row: usize) {
        self.chosen = row;
        self.held = self.shown.get(row).cloned();
    }

    /// The heading of the page.
    pub fn title(&self) -> String {
        match &self.person {
            Some(person) => tr!("verein-payments-title", player = person.as_str()),
            None => tr!("verein-prices-title"),
        }
    }

    /// The person's payments and the prices; a click chooses a row.
    pub fn ui(&mut self, ui: &mut egui::Ui, books: &Books, today: Day) {
        let payments = self.person.as_deref().map(|p| payments(books, p)).unwrap_or_default();
        let prices = prices(books);
        self.shown = payments.iter().chain(&prices).cloned().collect();
        self.chosen = self.chosen.min(self.shown.len().saturating_sub(1));
        match self.held.as_ref().map(|held| self.shown.iter().position(|e| e == held)) {
            Some(Some(row)) => self.chosen = row,
            // Struck out (here or elsewhere): still held, so Entf strikes out no other row and
            // Ctrl+Z brings the choice back with the event.
            Some(None) => {}
            None => self.held = self.shown.get(self.chosen).cloned(),
        }
        let n = payments.len();
        let mut clicked = None;
        if let Some(person) = &self.person {
            if let Some(account) = books.tab.players.iter().find(|a| &a.player == person) {
                let (paid, waived, open) = (account.paid.to_string(), account.waived.to_string(), account.open);
                let open = open.to_string();
                ui.label(
                    RichText::new(tr!("verein-payments-sum", paid = paid, waived = waived, open = open)).size(17.0),
                );
            }
            ui.add_space(6.0);
            if payments.is_empty() {
                ui.label(tr!("verein-payments-none", player = person.as_str()));
            } else {
                let mut rows =
                    vec![["date", "kind", "amount", "note"].map(|c| tr_head("verein-payments-head", c)).to_vec()];
                rows.extend(payments.iter().filter_map(|e| payment_row(e, person)));
                let chosen = (self.chosen < n).then_some(self.chosen);
                clicked = grid(ui, "verein-payments", &rows, &[2], true, chosen, self.scroll);
            }
            ui.add_space(14.0);
        }
        ui.label(RichText::new(tr!("verein-prices-heading")).size(18.0));
        if prices.is_empty() {
            ui.label(tr!("verein-prices-none"));
        } else {
            let in_force = prices.iter().position(|e| matches!(e, ClubEvent::Price { from, .. } if *from <= today));
            let mut rows = vec![["from", "price", "now"].map(|c| tr_head("verein-prices-head", c)).to_vec()];
            rows.extend(prices.iter().enumerate().filter_map(|(i, e)| match e {
                ClubEvent::Price { from, price } => {
                    let now = if in_force == Some(i) { tr!("verein-prices-in-force") } else { String::new() };
                    Some(vec![from.shown(), price.to_string(), now])
                }
                _ => None,
            }));
            let chosen = self.chosen.checked_sub(n);
            let price = grid(ui, "verein-prices", &rows, &[1], true, chosen, self.scroll);
            clicked = clicked.or(price.map(|i| i + n));
        }
        if let Some(row) = clicked {
            self.choose(row);
        }
    }
}

/// A column head: `verein-payments-head-date`.
fn tr_head(prefix: &str, column: &str) -> String {
    schocken_core::i18n::message(&format!("{prefix}-{column}"), &[])
}

/// The person's `Paid` and `Waived` events (any spelling of his), newest first; of one day the
/// later in the file first.
fn payments(books: &Books, person: &str) -> Vec<ClubEvent> {
    let registry = &books.folder.registry;
    newest_first(books, |e| match e {
        ClubEvent::Paid(p) | ClubEvent::Waived(p) if registry.canonical(&p.player) == person => Some(p.date),
        _ => None,
    })
}

/// Every `Price`, newest first; of one day the later in the file (the one that counts) first.
fn prices(books: &Books) -> Vec<ClubEvent> {
    newest_first(books, |e| match e {
        ClubEvent::Price { from, .. } => Some(*from),
        _ => None,
    })
}

/// The events `dated` gives a day for, newest first; of one day the later in the file first.
fn newest_first(books: &Books, dated: impl Fn(&ClubEvent) -> Option<Day>) -> Vec<ClubEvent> {
    let mut found: Vec<(usize, &ClubEvent, Day)> =
        books.folder.club.events.iter().enumerate().filter_map(|(i, e)| Some((i, e, dated(e)?))).collect();
    found.sort_by_key(|&(i, _, day)| std::cmp::Reverse((day, i)));
    found.into_iter().map(|(_, e, _)| e.clone()).collect()
}

/// A payment's row: date, kind, amount, note (and the spelling it was written under, where that
/// is not the person's name).
fn payment_row(event: &ClubEvent, person: &str) -> Option<Vec<String>> {
    let (kind, p): (PaymentKind, &Payment) = match event {
        ClubEvent::Paid(p) => (PaymentKind::Paid, p),
        ClubEvent::Waived(p) => (PaymentKind::Waived, p),
        _ => return None,
    };
    let mut note = p.note.clone().unwrap_or_default();
    if p.player != person {
        let written = tr!("verein-payments-written", name = p.player.as_str());
        note = if note.is_empty() { written } else { format!("{note} · {written}") };
    }
    Some(vec![p.date.shown(), kind.label(), p.amount.to_string(), note])
}
