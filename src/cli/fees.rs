//! `schocken tournament fee|pay|cash|prizes|payout`: the organiser's till on the command line
//! (`tournament::fees`), written as the window writes it (`io/cash`, under the organiser's lock).

use super::error::CliError;
use crate::io::cash;
use crate::io::tournament_folder::{self, Folder, Organiser};
use crate::print::cash::{self as print, TillPrintout};
use clap::{Subcommand, ValueEnum};
use schocken_core::money::Money;

use schocken_core::tournament::fees::{self, Cash, CashList, FeeEdit, Payout, Plan, Prize, Status};
use schocken_core::tr;
use std::path::{Path, PathBuf};

#[derive(Subcommand, Debug)]
pub enum FeeCommand {
    /// Setzt das Startgeld je Spieler oder zeigt es, z. B. --amount 5,00 (set or show the entry fee)
    Fee {
        dir: PathBuf,
        /// Betrag in Euro / amount in euros
        #[arg(long, value_name = "EURO")]
        amount: Option<String>,
    },
    /// Trägt ein, ob ein Spieler das Startgeld bezahlt hat, es offen ist oder erlassen wird
    /// (mark a player's entry fee paid, open or waived)
    Pay {
        dir: PathBuf,
        name: String,
        #[arg(value_enum, default_value = "paid")]
        status: StatusArg,
    },
    /// Kassenliste: wer was bezahlt hat, was offen ist, die Einnahmen (the cash list)
    Cash {
        dir: PathBuf,
        /// JSON (Beträge in Cent) statt Text / JSON (amounts in cents) instead of text
        #[arg(long, conflicts_with = "pdf")]
        json: bool,
        /// als PDF in diese Datei / as PDF into this file
        #[arg(long, value_name = "OUT.pdf")]
        pdf: Option<PathBuf>,
    },
    /// Setzt den Preisgeldplan oder zeigt ihn: Anteile in Prozent (--shares 50,30,20) oder feste
    /// Beträge (--fixed 30,20,10), dazu der Schock-Out-Preis (set or show the prize-money plan)
    Prizes {
        dir: PathBuf,
        /// Prozent je Platz / per cent per place
        #[arg(long, value_name = "P1,P2,…", conflicts_with = "fixed")]
        shares: Option<String>,
        /// Euro je Platz / euros per place
        #[arg(long, value_name = "E1,E2,…")]
        fixed: Option<String>,
        /// Schock-Out-Preis: Prozent (mit --shares) oder Euro (mit --fixed)
        #[arg(long, value_name = "N")]
        schock_out: Option<String>,
    },
    /// Auszahlungsliste des Preisgelds; --pdf druckt sie mit den Urkunden
    /// (the payout list; --pdf prints it with the certificates)
    Payout {
        dir: PathBuf,
        /// JSON (Beträge in Cent) statt Text / JSON (amounts in cents) instead of text
        #[arg(long, conflicts_with = "pdf")]
        json: bool,
        #[arg(long, value_name = "OUT.pdf")]
        pdf: Option<PathBuf>,
    },
}

/// `pay`'s status, spelt as `fees::Status::id`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum StatusArg {
    Paid,
    Open,
    Waived,
}

impl From<StatusArg> for Status {
    fn from(s: StatusArg) -> Status {
        match s {
            StatusArg::Paid => Status::Paid,
            StatusArg::Open => Status::Open,
            StatusArg::Waived => Status::Waived,
        }
    }
}

/// Runs one till command: its output, or the one-line problem (exit status 2).
pub fn run(command: FeeCommand) -> Result<String, CliError> {
    match command {
        FeeCommand::Fee { dir, amount: None } => {
            let cash = cash::read(&dir)?;
            Ok(tr!("fees-cli-fee", amount = (cash.fee).to_string()) + "\n")
        }
        FeeCommand::Fee { dir, amount: Some(typed) } => {
            let cents = Money::parse(&typed).ok_or_else(|| CliError::BadAmount(typed.clone()))?;
            till(&dir, |_, _| Ok(FeeEdit::Fee(cents)))?;
            Ok(tr!("fees-cli-fee", amount = (cents).to_string()) + "\n")
        }
        FeeCommand::Pay { dir, name, status } => {
            let status = Status::from(status);
            let (_, cash) = till(&dir, |_, _| Ok(FeeEdit::Mark { name: name.clone(), status }))?;
            let amount = cash_list(&cash, &tournament_folder::read(&dir)?).taken.to_string();
            Ok(tr!("fees-cli-marked", name = name.as_str(), status = status.label(), taken = amount) + "\n")
        }
        FeeCommand::Cash { dir, json, pdf } => {
            let folder = tournament_folder::read(&dir)?;
            let cash = cash::read(&dir)?;
            let list = cash_list(&cash, &folder);
            match (json, pdf) {
                (true, _) => Ok(cash_json(&list)),
                (false, Some(out)) => write_pdf(&out, till_pdf(&dir, &folder, &cash, TillPrintout::CashList)),
                (false, None) => Ok(cash_text(&list)),
            }
        }
        FeeCommand::Prizes { shares: None, fixed: None, schock_out: Some(_), .. } => Err(CliError::SchockOutAlone),
        FeeCommand::Prizes { dir, shares: None, fixed: None, .. } => Ok(cash::read(&dir)?.plan.describe() + "\n"),
        FeeCommand::Prizes { dir, shares, fixed, schock_out } => {
            let plan = match (shares, fixed) {
                (Some(shares), _) => Plan::Shares {
                    places: list(&shares, |p| p.trim().parse().ok())?,
                    schock_out: schock_out.map_or(Ok(0), |s| one(&s, |p| p.trim().parse().ok()))?,
                },
                (None, Some(fixed)) => Plan::Fixed {
                    places: list(&fixed, Money::parse)?,
                    schock_out: schock_out.map_or(Ok(Money::ZERO), |s| one(&s, Money::parse))?,
                },
                (None, None) => unreachable!("answered above"), // i18n-ok
            };
            let (_, cash) = till(&dir, |_, _| Ok(FeeEdit::Plan(plan)))?;
            Ok(cash.plan.describe() + "\n")
        }
        FeeCommand::Payout { dir, json, pdf } => {
            let folder = tournament_folder::read(&dir)?;
            let cash = cash::read(&dir)?;
            let payout = fees::payout(&cash, &folder.tournament, &folder.standings);
            match (json, pdf) {
                (true, _) => Ok(payout_json(&folder, &payout)),
                (false, Some(out)) => write_pdf(&out, till_pdf(&dir, &folder, &cash, TillPrintout::Payout)),
                (false, None) => Ok(payout_text(&folder, &cash, &payout)),
            }
        }
    }
}

/// The PDF of the till's printout `what`, with the club's letterhead.
fn till_pdf(dir: &Path, folder: &Folder, cash: &Cash, what: TillPrintout) -> Vec<u8> {
    print::print(&folder.file, &folder.tournament, &folder.standings, cash, what, &crate::io::club::read(dir))
}

/// After `tournament rename`: the player's payment follows his new name.
pub fn follow_rename(dir: &Path, old: &str, new: &str) -> Result<(), CliError> {
    till(dir, |_, _| Ok(FeeEdit::Rename { old: old.to_string(), new: new.to_string() })).map(drop)
}

/// Reads the folder and the till under the organiser's lock, makes the change the command asks
/// for and saves the till ([`cash::change`]); the folder and the till as they are then.
fn till(
    dir: &Path,
    make: impl FnOnce(&Folder, &Cash) -> Result<FeeEdit, CliError>,
) -> Result<(Folder, Cash), CliError> {
    let mut organiser = Organiser::acquire(dir)?;
    let folder = organiser.read()?;
    let before = cash::read(dir)?;
    let edit = make(&folder, &before)?;
    let after = cash::change(&organiser, &before, &folder.tournament, edit)?.unwrap_or(before);
    Ok((folder, after))
}

fn cash_list(cash: &Cash, folder: &Folder) -> CashList {
    fees::cash_list(cash, &folder.tournament)
}

/// `50,30,20` (a number per place) as `parse` reads each.
fn list<T>(text: &str, parse: impl Fn(&str) -> Option<T>) -> Result<Vec<T>, CliError> {
    // Euro amounts may hold a decimal comma: places are then separated by `;` or spaces.
    let parts: Vec<&str> = if text.contains(';') { text.split(';').collect() } else { text.split(',').collect() };
    parts.iter().map(|p| one(p, &parse)).collect()
}

fn one<T>(text: &str, parse: impl Fn(&str) -> Option<T>) -> Result<T, CliError> {
    parse(text.trim()).ok_or_else(|| CliError::BadAmount(text.trim().to_string()))
}

fn write_pdf(out: &Path, pdf: Vec<u8>) -> Result<String, CliError> {
    crate::io::atomic::write(out, &pdf).map_err(|error| CliError::Unwritable { file: out.to_path_buf(), error })?;
    Ok(tr!("tournament-cli-printed", file = out.display().to_string()) + "\n")
}

fn cash_text(list: &CashList) -> String {
    let mut rows = vec![fees::cash_heads()];
    rows.extend(fees::cash_rows(list));
    let mut out = tr!("fees-cash-title", fee = (list.fee).to_string()) + "\n\n";
    out += &super::columns::columns(&rows, &[0, 3, 4]);
    out + "\n" + &fees::cash_totals(list) + "\n"
}

fn cash_json(list: &CashList) -> String {
    let players: Vec<_> = list
        .rows
        .iter()
        .map(|r| {
            serde_json::json!({
                "number": r.player.map(schocken_core::tournament::organise::start_number), "name": r.name, "status": r.status.id(), "paid": r.paid, "open": r.open
            })
        })
        .collect();
    let value = serde_json::json!({"fee": list.fee, "taken": list.taken, "open": list.open, "players": players});
    format!("{value:#}\n")
}

fn payout_text(folder: &Folder, cash: &Cash, payout: &Payout) -> String {
    let mut out = payout.title() + "\n";
    out += &(cash.plan.describe() + "\n\n");
    let rows = fees::payout_rows(&folder.tournament, payout);
    if !rows.is_empty() {
        out += &super::columns::columns(&rows, &[2]);
    }
    out + &payout.kept_line() + "\n"
}

fn payout_json(folder: &Folder, payout: &Payout) -> String {
    let prizes: Vec<_> = payout
        .lines
        .iter()
        .map(|line| {
            let (prize, place) = match line.prize {
                Prize::Place(place) => ("place", Some(place)),
                Prize::SchockOut => ("schock-out", None),
            }; // i18n-ok: JSON ids
            let players: Vec<_> = line
                .players
                .iter()
                .map(|(p, cents)| serde_json::json!({"name": folder.tournament.players[*p].name, "amount": cents}))
                .collect();
            serde_json::json!({"prize": prize, "place": place, "players": players})
        })
        .collect();
    let value = serde_json::json!({"taken": payout.taken, "kept": payout.kept, "provisional": payout.provisional, "prizes": prizes});
    format!("{value:#}\n")
}
