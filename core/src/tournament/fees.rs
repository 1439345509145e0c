//! The organiser's till (issue 19): the entry fee (Startgeld), who has paid it, and the prize
//! money paid out of what was taken.
//!
//! Kept apart from `turnier.ron`, whose syntax TOURNAMENT.md fixes and other tools read: the till
//! is a hidden file of the organiser's app in the tournament folder (`.kasse.ron`, written by the
//! folder's one writer, `io/cash`). Players are named as `turnier.ron` names them. Changes come
//! as a [`FeeEdit`] checked by [`apply`], the way `edit::apply` checks a tournament's `Edit`, so
//! the organiser's window keeps one undo history over both files: each step keeps the edits that
//! take it back ([`FeeEdit::inverse`]), made to the till as it stands, never an earlier copy.
//!
//! Pure: amounts are whole cents, the file is only text here.

use super::game::Pid;
use super::replay::Tournament;
use super::standings::Standings;
use crate::money::Money;
use crate::tr;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Prize money is paid in whole euros (no coins at the prize table); what rounding leaves over
/// goes to place 1 (see [`split`]).
pub const ROUNDING: Money = Money::euros(1);

/// Where a player stands with the entry fee.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    Open,
    Paid,
    Waived,
}

impl Status {
    pub const ALL: [Status; 3] = [Status::Paid, Status::Open, Status::Waived];

    /// The status as the command line and the export's files spell it.
    pub fn id(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Paid => "paid",
            Status::Waived => "waived",
        }
    }

    pub fn parse(id: &str) -> Option<Status> {
        Status::ALL.into_iter().find(|s| s.id() == id)
    }

    /// The status for people ("bezahlt", "offen", "erlassen").
    pub fn label(self) -> String {
        match self {
            Status::Open => tr!("fees-status-open"),
            Status::Paid => tr!("fees-status-paid"),
            Status::Waived => tr!("fees-status-waived"),
        }
    }
}

/// One player's entry in the till: nothing yet, the amount paid (the fee when he paid), or let off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Payment {
    Open,
    Paid(Money),
    Waived,
}

impl Payment {
    pub fn status(self) -> Status {
        match self {
            Payment::Open => Status::Open,
            Payment::Paid(_) => Status::Paid,
            Payment::Waived => Status::Waived,
        }
    }
}

/// How the money taken is paid out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Plan {
    /// Per cent of the money taken for places 1, 2, … and for the Schock-Out prize; what the
    /// shares leave of 100 stays in the till.
    Shares { places: Vec<u32>, schock_out: u32 },
    /// Amounts in cents for places 1, 2, … and the Schock-Out prize; the difference to the money
    /// taken stays in the till (or is missing from it).
    Fixed { places: Vec<Money>, schock_out: Money },
}

impl Default for Plan {
    /// Half, three tenths and a fifth for the first three places: everything taken is paid out.
    fn default() -> Plan {
        Plan::Shares { places: vec![50, 30, 20], schock_out: 0 }
    }
}

/// The till of one tournament: the fee, each player's payment (by name) and the prize plan.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "Cash", deny_unknown_fields)]
pub struct Cash {
    #[serde(default = "format_version")]
    pub format: u32,
    /// The entry fee per player, in cents.
    #[serde(default)]
    pub fee: Money,
    #[serde(default)]
    pub players: BTreeMap<String, Payment>,
    #[serde(default)]
    pub plan: Plan,
}

fn format_version() -> u32 {
    1
}

impl Cash {
    /// A till with no fee set.
    pub fn new() -> Cash {
        Cash { format: 1, ..Cash::default() }
    }

    /// Reads the till's file (RON, [`Cash::write`]'s layout).
    pub fn parse(text: &str) -> Result<Cash, CashFileError> {
        let cash: Cash = ron::from_str(text).map_err(|e| CashFileError::Syntax(Box::new(e)))?;
        if cash.format != 1 {
            return Err(CashFileError::Format(cash.format));
        }
        if let Some(amount) = cash.amounts().find(|a| a.is_negative()) {
            return Err(CashFileError::Negative(amount));
        }
        Ok(cash)
    }

    /// The till's file: one player a line, so a hand or a diff reads it.
    pub fn write(&self) -> String {
        let config = ron::ser::PrettyConfig::new().indentor("    ").new_line("\n").struct_names(true);
        ron::ser::to_string_pretty(self, config).unwrap_or_default() + "\n"
    }

    /// Every amount the file holds: the fee, each payment, the fixed prizes.
    fn amounts(&self) -> impl Iterator<Item = Money> + '_ {
        let paid = self.players.values().filter_map(|p| if let Payment::Paid(a) = p { Some(*a) } else { None });
        let fixed: Vec<Money> = match &self.plan {
            Plan::Fixed { places, schock_out } => places.iter().copied().chain([*schock_out]).collect(),
            Plan::Shares { .. } => Vec::new(),
        };
        std::iter::once(self.fee).chain(paid).chain(fixed)
    }

    /// The player's payment (open where the till has none for him).
    pub fn payment(&self, name: &str) -> Payment {
        self.players.get(name).copied().unwrap_or(Payment::Open)
    }
}

/// One change to the till, as the organiser asks for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FeeEdit {
    /// The entry fee from now on (payments made keep their amount).
    Fee(Money),
    /// A registered player marked: paid (the fee as it stands), open again, or let off.
    Mark {
        name: String,
        status: Status,
    },
    Plan(Plan),
    /// A player renamed in `turnier.ron`: his payment follows him.
    Rename {
        old: String,
        new: String,
    },
    /// A player's payment set as it was before a change (an undone mark or rename): what he
    /// paid, to the cent, or nothing (open). Not checked against the tournament: its own undo
    /// may have taken the player away first.
    Payment {
        name: String,
        payment: Payment,
    },
}

impl FeeEdit {
    /// The edits that take this one back, worked out from `cash`, the till before it: applied in
    /// their order to the till after it, they give `cash` again (a paid player's amount as he
    /// paid it, a payment of the new name that a rename moved over kept).
    pub fn inverse(&self, cash: &Cash) -> Vec<FeeEdit> {
        let payment = |name: &str| FeeEdit::Payment { name: name.to_string(), payment: cash.payment(name) };
        match self {
            FeeEdit::Fee(_) => vec![FeeEdit::Fee(cash.fee)],
            FeeEdit::Plan(_) => vec![FeeEdit::Plan(cash.plan.clone())],
            FeeEdit::Mark { name, .. } | FeeEdit::Payment { name, .. } => vec![payment(name)],
            FeeEdit::Rename { old, new } if cash.players.contains_key(old) && old != new => {
                let back = FeeEdit::Rename { old: new.clone(), new: old.clone() };
                vec![back, payment(new)]
            }
            FeeEdit::Rename { .. } => Vec::new(),
        }
    }
}

/// Why a change to the till is refused. Data until shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FeeError {
    UnknownPlayer(String),
    /// Shares of more than 100 per cent.
    SharesOver(u32),
}

impl FeeError {
    pub fn message(&self) -> String {
        match self {
            FeeError::UnknownPlayer(name) => tr!("fees-unknown-player", name = name.as_str()),
            FeeError::SharesOver(total) => tr!("fees-shares-over", total = *total),
        }
    }
}

crate::worded_error!(FeeError);

/// Why the till's file cannot be read.
#[derive(Clone, Debug, PartialEq)]
pub enum CashFileError {
    /// Not RON of the till's layout (the parser's words: line, column, what it expected).
    Syntax(Box<ron::error::SpannedError>),
    /// A format this version does not know.
    Format(u32),
    /// An amount below zero (typed by hand: the window and the CLI take none).
    Negative(Money),
}

impl CashFileError {
    pub fn message(&self) -> String {
        match self {
            CashFileError::Syntax(e) => e.to_string(),
            CashFileError::Format(format) => tr!("fees-file-format", format = *format),
            CashFileError::Negative(amount) => tr!("fees-file-negative", amount = amount.to_string()),
        }
    }
}

crate::worded_error!(CashFileError);

/// Checks `edit` against the tournament and makes it: the till with it, `None` where it changes
/// nothing (there is nothing to save).
pub fn apply(cash: &Cash, t: &Tournament, edit: FeeEdit) -> Result<Option<Cash>, FeeError> {
    let mut next = cash.clone();
    match edit {
        FeeEdit::Fee(cents) => next.fee = cents,
        FeeEdit::Mark { name, status } => {
            if !t.players.iter().any(|p| p.name == name) {
                return Err(FeeError::UnknownPlayer(name));
            }
            let payment = match status {
                Status::Open => Payment::Open,
                Status::Paid => Payment::Paid(cash.fee),
                Status::Waived => Payment::Waived,
            };
            // Already paid stays paid with what was paid (a second key press takes nothing more).
            if status != cash.payment(&name).status() {
                match payment {
                    Payment::Open => next.players.remove(&name),
                    payment => next.players.insert(name, payment),
                };
            }
        }
        FeeEdit::Plan(plan) => {
            if let Plan::Shares { places, schock_out } = &plan {
                let total = places.iter().sum::<u32>() + schock_out;
                if total > 100 {
                    return Err(FeeError::SharesOver(total));
                }
            }
            next.plan = plan;
        }
        FeeEdit::Rename { old, new } => {
            if let Some(payment) = next.players.remove(&old) {
                next.players.insert(new, payment);
            }
        }
        FeeEdit::Payment { name, payment } => {
            match payment {
                Payment::Open => next.players.remove(&name),
                payment => next.players.insert(name, payment),
            };
        }
    }
    Ok((next != *cash).then_some(next))
}

/// One line of the cash list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CashRow {
    pub name: String,
    /// The player's index in the tournament; `None` for a payment of a name no longer
    /// registered (shown, so no money taken goes out of sight).
    pub player: Option<Pid>,
    pub status: Status,
    pub paid: Money,
    /// What he still owes (the fee, while open).
    pub open: Money,
}

/// Who has paid what, what is open, and the money taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CashList {
    pub fee: Money,
    /// Registered players in registration order, then payments of names no longer registered.
    pub rows: Vec<CashRow>,
    pub taken: Money,
    pub open: Money,
}

impl CashList {
    /// How many rows have `status`.
    pub fn count(&self, status: Status) -> usize {
        self.rows.iter().filter(|r| r.status == status).count()
    }
}

/// The cash list of the tournament's players.
pub fn cash_list(cash: &Cash, t: &Tournament) -> CashList {
    let row = |name: &str, player: Option<Pid>| {
        let payment = cash.payment(name);
        let paid = if let Payment::Paid(cents) = payment { cents } else { Money::ZERO };
        let open = if payment == Payment::Open { cash.fee } else { Money::ZERO };
        CashRow { name: name.to_string(), player, status: payment.status(), paid, open }
    };
    let mut rows: Vec<CashRow> =
        t.players.iter().enumerate().map(|(p, player)| row(&player.name, Some(Pid::new(p)))).collect();
    let strangers = cash.players.keys().filter(|name| !t.players.iter().any(|p| &p.name == *name));
    rows.extend(strangers.map(|name| row(name, None)));
    let taken = rows.iter().map(|r| r.paid).sum();
    let open = rows.iter().map(|r| r.open).sum();
    CashList { fee: cash.fee, rows, taken, open }
}

/// What a prize is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prize {
    /// A place of the standings (shared places share their prizes).
    Place(usize),
    SchockOut,
}

impl Prize {
    /// The prize for people ("2. Platz", "Schock-Out-Preis").
    pub fn label(self) -> String {
        match self {
            Prize::Place(place) => tr!("fees-prize-place", place = place),
            Prize::SchockOut => tr!("fees-prize-schock-out"),
        }
    }
}

/// One prize paid out: to whom, how much each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PayoutLine {
    pub prize: Prize,
    pub players: Vec<(Pid, Money)>,
}

impl PayoutLine {
    pub fn amount(&self) -> Money {
        self.players.iter().map(|(_, c)| c).sum()
    }
}

/// The payout list: the prizes and what stays in the till; `lines` and `kept` add up to
/// `taken` exactly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Payout {
    pub taken: Money,
    pub lines: Vec<PayoutLine>,
    /// What stays in the till: the part of 100 per cent the shares leave, prizes nobody won
    /// (no Schock-Out, fewer players than prizes); negative where fixed prizes exceed the money
    /// taken (that much is missing).
    pub kept: Money,
    /// The standings it pays by are not final yet (no round drawn, or a table without all its
    /// results): a payout read out before any game is played, or mid-tournament, must say so.
    pub provisional: bool,
}

impl Payout {
    /// The payout's heading with the money taken, "vorläufig" while the standings are not final
    /// (the screen, the printout and `tournament payout` word it here, alike).
    pub fn title(&self) -> String {
        let provisional = if self.provisional { "yes" } else { "no" };
        tr!("fees-payout-title", taken = self.taken.to_string(), provisional = provisional)
    }

    /// What the till keeps, in words with the amount ("bleibt in der Kasse: 3,00 €", or what is
    /// missing where fixed prizes exceed the money taken).
    pub fn kept_line(&self) -> String {
        if self.kept.is_negative() {
            tr!("fees-missing", amount = (-self.kept).to_string())
        } else {
            tr!("fees-kept", amount = self.kept.to_string())
        }
    }

    /// What each player receives in all (a player may win a place and the Schock-Out prize).
    pub fn of(&self, player: Pid) -> Money {
        self.lines.iter().flat_map(|l| &l.players).filter(|(p, _)| *p == player).map(|(_, c)| c).sum()
    }
}

impl Plan {
    /// The plan in a line ("50 % · 30 % · 20 % · Schock-Out 10 %", or the amounts).
    pub fn describe(&self) -> String {
        let (mut parts, schock): (Vec<String>, Option<String>) = match self {
            Plan::Shares { places, schock_out } => (
                places.iter().map(|p| tr!("fees-percent", share = *p)).collect(),
                (*schock_out > 0).then(|| tr!("fees-percent", share = *schock_out)),
            ),
            Plan::Fixed { places, schock_out } => (
                places.iter().map(|&c| c.to_string()).collect(),
                (*schock_out > Money::ZERO).then(|| schock_out.to_string()),
            ),
        };
        parts = parts.into_iter().enumerate().map(|(i, p)| format!("{} {p}", Prize::Place(i + 1).label())).collect();
        parts.extend(schock.map(|s| format!("{} {s}", Prize::SchockOut.label())));
        if parts.is_empty() { tr!("fees-plan-none") } else { parts.join(" · ") }
    }
}

/// The payout of the money taken by the plan, over the standings as they are (provisional
/// while they are not final).
pub fn payout(cash: &Cash, t: &Tournament, s: &Standings) -> Payout {
    let taken = cash_list(cash, t).taken;
    let rows: Vec<(usize, Pid)> = s.rows.iter().map(|r| (r.place, r.player)).collect();
    let mut payout = split(&cash.plan, taken, &rows, &s.schock_out_prize.1);
    payout.provisional = t.rounds.is_empty() || super::standings::interim(t);
    payout
}

/// The payout of `taken` by `plan` to `rows`, each row of the standings' place and player (best
/// first, shared places repeated: 1, 2, 2, 4), and to `schock_outs`, who share the Schock-Out
/// prize.
///
/// How it rounds, so the payout adds up to `taken` to the cent:
/// - *Shares*: every prize is its share of `taken`, rounded down to whole euros ([`ROUNDING`]);
///   so is what the shares leave of 100 per cent (kept). Whatever rounding leaves over (less
///   than a euro per prize, cents included) goes to place 1, or stays in the till where place 1
///   has no share.
/// - *Fixed*: the amounts as given; the till keeps the difference (negative: missing).
/// - Players sharing a place share the prizes of the places they take together (two at place 2
///   share prizes 2 and 3); a shared prize, and the Schock-Out prize among several, is split in
///   whole euros, the first of them (the standings' order) getting the rest. A prize nobody can
///   take (fewer players than prizes, no Schock-Out thrown) stays in the till.
pub fn split(plan: &Plan, taken: Money, rows: &[(usize, Pid)], schock_outs: &[Pid]) -> Payout {
    let (mut prizes, schock_prize, mut kept): (Vec<Money>, Money, Money) = match plan {
        Plan::Shares { places, schock_out } => {
            let given = places.iter().sum::<u32>() + schock_out;
            // A file edited by hand past 100 per cent is read as shares of their sum.
            let whole = given.max(100);
            let part = |share: u32| taken.part(share, whole).rounded_down(ROUNDING);
            let mut prizes: Vec<Money> = places.iter().map(|&s| part(s)).collect();
            let schock = part(*schock_out);
            let mut kept = part(100u32.saturating_sub(given));
            let rest = taken - prizes.iter().sum::<Money>() - schock - kept;
            match prizes.first_mut() {
                Some(first) if places[0] > 0 => *first += rest,
                _ => kept += rest,
            }
            (prizes, schock, kept)
        }
        Plan::Fixed { places, schock_out } => {
            let given = places.iter().sum::<Money>() + *schock_out;
            (places.clone(), *schock_out, taken - given)
        }
    };
    // Prizes beyond the field stay in the till.
    if prizes.len() > rows.len() {
        kept += prizes.drain(rows.len()..).sum::<Money>();
    }
    let mut lines = Vec::new();
    let mut row = 0;
    while row < prizes.len() {
        let place = rows[row].0;
        let together = rows[row..].iter().take_while(|r| r.0 == place).count();
        let pot: Money = prizes[row..(row + together).min(prizes.len())].iter().sum();
        if pot > Money::ZERO {
            let players: Vec<Pid> = rows[row..row + together].iter().map(|r| r.1).collect();
            lines.push(PayoutLine { prize: Prize::Place(place), players: share(pot, &players) });
        }
        row += together;
    }
    if schock_prize > Money::ZERO {
        if schock_outs.is_empty() {
            kept += schock_prize;
        } else {
            lines.push(PayoutLine { prize: Prize::SchockOut, players: share(schock_prize, schock_outs) });
        }
    }
    Payout { taken, lines, kept, provisional: false }
}

/// `pot` split among `who` in whole euros, the first getting what is left over.
fn share(pot: Money, who: &[Pid]) -> Vec<(Pid, Money)> {
    let n = u32::try_from(who.len()).unwrap_or(u32::MAX);
    let each = if n > 1 { pot.per(n).rounded_down(ROUNDING) } else { pot };
    let first = pot - each * (n.saturating_sub(1));
    who.iter().enumerate().map(|(i, &p)| (p, if i == 0 { first } else { each })).collect()
}

/// An amount, or nothing where it is none.
fn money(cents: Money) -> String {
    if cents.is_zero() { String::new() } else { cents.to_string() }
}

/// The cash list's rows for people: number, name, status, paid, open (the screen's and the
/// print's too).
pub fn cash_rows(list: &CashList) -> Vec<Vec<String>> {
    list.rows
        .iter()
        .map(|r| {
            let number = r.player.map_or(String::new(), |p| super::organise::start_number(p).to_string());
            vec![number, r.name.clone(), r.status.label(), money(r.paid), money(r.open)]
        })
        .collect()
}

/// The heads of [`cash_rows`].
pub fn cash_heads() -> Vec<String> {
    vec![tr!("fees-number"), tr!("fees-name"), tr!("fees-status"), tr!("fees-paid"), tr!("fees-open")]
}

/// The totals under the cash list.
pub fn cash_totals(list: &CashList) -> String {
    tr!(
        "fees-totals",
        taken = list.taken.to_string(),
        paid = list.count(Status::Paid),
        open = list.open.to_string(),
        unpaid = list.count(Status::Open),
        waived = list.count(Status::Waived)
    )
}

/// The payout's rows for people: prize, player, amount (the print's too).
pub fn payout_rows(t: &Tournament, payout: &Payout) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    for line in &payout.lines {
        for (i, (p, cents)) in line.players.iter().enumerate() {
            let prize = if i == 0 { line.prize.label() } else { String::new() };
            rows.push(vec![prize, t.players[*p].name.clone(), cents.to_string()]);
        }
    }
    rows
}

#[cfg(test)]
mod tests;
