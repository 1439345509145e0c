//! The till in the organiser's window (issue 19): the entry fee, each player's payment marked by
//! a key at registration — Ctrl+B paid (bezahlt), Ctrl+O open, Ctrl+E waived (erlassen), for the
//! name being typed (registered with it) or else the player last registered or chosen — the
//! totals, the prize plan and the payout. Every change goes through [`Running::change_cash`]
//! (`io/cash`, the till's one writer) onto the same undo history as the tournament's changes.
//!
//! Registration offers the names of the club's player registry (`io/players`). A name it does
//! not know yet is taught it only where the organiser says so: the window asks once (Enter: yes,
//! Esc: no) and keeps the answer; "no" registers the player in the tournament only.

use crate::io::cash;
use crate::ui::commands::Cmd;
use eframe::egui::{self, RichText};
use schocken_core::money::Money;

use schocken_core::tournament::fees::{self, Cash, Plan, Status};
use schocken_core::tournament::game::Pid;
use schocken_core::tr;
use std::path::{Path, PathBuf};

/// The commands that mark a payment (their keys in the command table), and the status each gives.
pub(super) const COMMANDS: [(Cmd, Status); 3] =
    [(Cmd::FeePaid, Status::Paid), (Cmd::FeeOpen, Status::Open), (Cmd::FeeWaived, Status::Waived)];

/// The fee commands' keys in a line ("Startgeld: Strg+B bezahlt · …"), from the command table.
pub(super) fn keys_line(ctx: &egui::Context) -> String {
    let [paid, open, waived] = COMMANDS.map(|(cmd, _)| cmd.shortcut_text(ctx));
    tr!("fees-keys", paid = paid, open = open, waived = waived)
}

/// The till as the window holds it, and what is being typed for it.
pub(super) struct Till {
    pub(super) cash: Cash,
    /// Why the folder's till could not be read: nothing is written over it then.
    pub(super) broken: Option<std::sync::Arc<cash::CashError>>,
    /// The player the keys mark when no name is typed: the last registered or chosen.
    pub(super) current: Option<Pid>,
    pub(super) fee: String,
    pub(super) shares: bool,
    pub(super) places: String,
    pub(super) schock_out: String,
    /// The club's player registry, where the window has one (the app's; none in tests).
    pub(super) registry: Option<PathBuf>,
    /// Whether names new to the registry are taught it.
    pub(super) learning: Learning,
}

/// The organiser's answer to "teach the club's registry the new names?", asked once a window.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) enum Learning {
    #[default]
    Unasked,
    /// Asked, not answered yet: the new names registered meanwhile.
    Asking(Vec<String>),
    Yes,
    No,
}

/// The width the registration's row (name, team, button) takes beside the till.
pub(super) const REGISTRATION_ROW: f32 = 730.0;

impl Till {
    pub(super) fn load(dir: &Path) -> Till {
        let (cash, broken) = match cash::read(dir) {
            Ok(cash) => (cash, None),
            Err(why) => (Cash::new(), Some(std::sync::Arc::new(why))),
        };
        let mut till = Till {
            cash,
            broken,
            current: None,
            fee: String::new(),
            shares: true,
            places: String::new(),
            schock_out: String::new(),
            registry: None,
            learning: Learning::Unasked,
        };
        till.retype();
        till
    }

    pub(super) fn cash(&self) -> &Cash {
        &self.cash
    }

    pub(super) fn set_registry(&mut self, path: PathBuf) {
        self.registry = Some(path);
    }

    /// The fields show the till as it is (after a change, an undo or a redo).
    pub(super) fn retype(&mut self) {
        self.fee = money(self.cash.fee);
        let (shares, places, schock_out) = match &self.cash.plan {
            Plan::Shares { places, schock_out } => {
                (true, places.iter().map(u32::to_string).collect::<Vec<_>>().join(", "), schock_out.to_string())
            }
            Plan::Fixed { places, schock_out } => {
                (false, places.iter().map(|&c| money(c)).collect::<Vec<_>>().join("; "), money(*schock_out))
            }
        };
        (self.shares, self.places, self.schock_out) = (shares, places, schock_out);
    }

    /// The plan as typed; `None` where a number is no number.
    pub(super) fn typed_plan(&self) -> Option<Plan> {
        if self.shares {
            let places = split(&self.places, ',').map(|p| p.parse().ok()).collect::<Option<Vec<u32>>>()?;
            let schock_out = if self.schock_out.trim().is_empty() { 0 } else { self.schock_out.trim().parse().ok()? };
            Some(Plan::Shares { places, schock_out })
        } else {
            let places = split(&self.places, ';').map(Money::parse).collect::<Option<Vec<_>>>()?;
            let schock_out =
                if self.schock_out.trim().is_empty() { Money::ZERO } else { Money::parse(&self.schock_out)? };
            Some(Plan::Fixed { places, schock_out })
        }
    }

    /// A player's payment in the registration list: a button saying it (the current player's
    /// selected); clicked, the status it turns to: an open fee is paid first (the usual case at
    /// the desk), then waived, then open again.
    pub(super) fn cell(&self, ui: &mut egui::Ui, p: Pid, name: &str) -> Option<Status> {
        let payment = self.cash.payment(name);
        let status = payment.status();
        let text = RichText::new(status.label());
        let text = match status {
            Status::Paid => text.strong(),
            Status::Open => text.color(ui.visuals().warn_fg_color),
            Status::Waived => text.weak(),
        };
        let button = egui::Button::new(text).small().selected(self.current == Some(p));
        let response = ui
            .add(button)
            .accessible_name(tr!("fees-of", name = name, status = status.label()))
            .on_hover_text(match payment {
                fees::Payment::Paid(amount) => tr!("fees-paid-amount", amount = amount.to_string()),
                _ => keys_line(ui.ctx()),
            });
        let next = match status {
            Status::Open => Status::Paid,
            Status::Paid => Status::Waived,
            Status::Waived => Status::Open,
        };
        response.clicked().then_some(next)
    }
}

/// The non-empty parts of a list typed with `sep`.
fn split(text: &str, sep: char) -> impl Iterator<Item = &str> {
    text.split(sep).map(str::trim).filter(|p| !p.is_empty())
}

/// An amount as typed back into a field: `5,50` (no sign).
fn money(amount: Money) -> String {
    let euro = amount.to_string();
    euro.trim_matches(|c: char| !c.is_ascii_digit()).to_string()
}
