//! Printing from the organiser's window: the "Drucken" menu makes each printout of the
//! tournament (registration list, each round's seating and cards, standings, certificates) as a
//! PDF into the tournament folder, under the name the command line gives it, and hands it to the
//! printer or the PDF viewer — all on a worker thread ([`Spooler`], as the referee's window
//! prints). A round's table cards carry each table's code and QR code for phones. A line at the
//! window's foot says what became of it and names the file (its whole path on hover), so a long
//! path never crowds the top row's buttons. Beside the menu, "Bild teilen" (Ctrl+Shift+I) saves
//! the standings as a picture to share (`crate::share`) into the folder, said on the same line.

use crate::print::cash::{self as money, TillPrintout};
use crate::print::tournament::{self, Printout};
use crate::ui::commands::Cmd;
use crate::ui::printing::{Spooled, Spooler};
use crate::ui::said::{Said, said};
use eframe::egui::{self, RichText};
use schocken_core::tournament::fees::Cash;
use schocken_core::tournament::file::TournamentFile;
use schocken_core::tournament::replay::Tournament;
use schocken_core::tournament::standings::Standings;
use schocken_core::tr;
use std::path::{Path, PathBuf};

pub(super) struct Prints {
    /// Made with the first frame (it wakes the window through its context).
    pub(super) spooler: Option<Spooler>,
    /// Whether printouts go to the system's printer and viewer (not in tests).
    pub(super) system: bool,
    /// What became of the last printout (or that it is on its way), whether it failed, and the
    /// file's whole path (shown on hover: the line names the file).
    pub(super) status: Option<(Said, bool, Option<PathBuf>)>,
    /// The picture to share was asked for from the menu (its key and button are read here).
    pub(super) share: bool,
}

impl Prints {
    pub(super) fn new(system: bool) -> Prints {
        Prints { spooler: None, system, status: None, share: false }
    }

    /// The menu (the printout's outcome goes at the row's end: [`Prints::status_ui`]).
    pub(super) fn ui(
        &mut self,
        ui: &mut egui::Ui,
        f: &TournamentFile,
        t: &Tournament,
        s: &Standings,
        cash: &Cash,
        dir: &Path,
    ) {
        let system = self.system;
        let spooler = self.spooler.get_or_insert_with(|| match system {
            true => Spooler::new(ui.ctx()),
            false => Spooler::offline(ui.ctx()),
        });
        if let Some(done) = spooler.done() {
            self.status = Some(outcome(&done));
        }
        let mut items = vec![(Either::T(Printout::Registration), tr!("print-t-registration"))];
        let rounds: Vec<_> = t.numbered_rounds().map(|(n, _)| n).collect();
        for &round in rounds.iter().rev() {
            items.push((Either::T(Printout::Seating(round)), tr!("print-t-seating", round = round)));
            items.push((Either::T(Printout::Cards(round)), tr!("print-t-cards", round = round)));
        }
        items.push((Either::T(Printout::Standings), schocken_core::tournament::standings_text::title(t)));
        items.push((Either::T(Printout::Certificates), tr!("print-t-certificates")));
        items.push((Either::M(TillPrintout::CashList), tr!("fees-print-cash")));
        items.push((Either::M(TillPrintout::Payout), tr!("fees-print-payout")));
        let mut chosen = None;
        ui.menu_button(tr!("print-menu"), |ui| {
            for (what, label) in items {
                if ui.button(label).clicked() {
                    chosen = Some(what);
                    ui.close();
                }
            }
        });
        if let Some(what) = chosen {
            let stem = match what {
                Either::T(what) => what.file_stem(),
                Either::M(what) => what.file_stem(),
            };
            let name = format!("{stem}.pdf");
            let (f, t, s, lang) = (f.clone(), t.clone(), s.clone(), schocken_core::i18n::current());
            let cash = cash.clone();
            let folder = dir.to_path_buf();
            let make = move || {
                schocken_core::i18n::set(lang);
                let club = crate::io::club::read(&folder);
                match what {
                    // Only drawn rounds are offered: there is always a printout.
                    Either::T(what) => {
                        let codes = match what {
                            Printout::Cards(round) => super::phones::table_codes(&folder, &t, round),
                            _ => Vec::new(),
                        };
                        // The till goes with the certificates: the prize money they name.
                        let cash = (what == Printout::Certificates).then_some(cash);
                        tournament::print_with(&f, &t, &s, what, &tournament::Extras { club, codes, cash })
                            .unwrap_or_default()
                    }
                    Either::M(what) => money::print(&f, &t, &s, &cash, what, &club),
                }
            };
            spooler.make_and_print(make, &name, dir);
            self.status = Some((said!("print-menu-working", file = name), false, None));
        }
        let button = ui.button(Cmd::OrganiserPicture.label()).on_hover_text(Cmd::OrganiserPicture.tooltip(ui.ctx()));
        let asked = std::mem::take(&mut self.share) || Cmd::OrganiserPicture.pressed(ui.ctx());
        if button.clicked() || asked {
            self.status = Some(picture(f, t, s, dir));
        }
    }

    /// The last printout's outcome, a line at the window's foot: it names the file (the folder
    /// is the tournament's), its whole path on hover, and wraps rather than being cut.
    pub(super) fn status_ui(&self, ui: &mut egui::Ui) {
        if let Some((said, error, path)) = &self.status {
            let text = RichText::new(said.text());
            let text = if *error { text.color(ui.visuals().error_fg_color) } else { text };
            let line = ui.add(egui::Label::new(text).wrap());
            if let Some(path) = path {
                line.on_hover_text(path.display().to_string());
            }
        }
    }
}

/// The standings with the winner and the prizes as a picture to share (`crate::share`), saved in
/// the tournament folder under a name not taken; the line names it, its whole path on hover.
fn picture(
    file: &TournamentFile,
    tournament: &Tournament,
    standings: &Standings,
    dir: &Path,
) -> (Said, bool, Option<PathBuf>) {
    let subject = crate::share::Subject::Standings { file, tournament, standings };
    match crate::io::share::save(dir, &subject, &crate::io::club::read(dir)) {
        Ok(path) => {
            let name = path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into());
            (said!("share-saved-in-folder", file = name), false, Some(path))
        }
        Err(e) => (Said::error(e), true, None),
    }
}

/// A printout of the tournament or of its till.
#[derive(Clone, Copy)]
enum Either {
    T(Printout),
    M(TillPrintout),
}

/// Where the printout went, for the organiser: the file stays in the tournament folder in every
/// case but the one where it could not be written.
fn outcome(done: &Spooled) -> (Said, bool, Option<PathBuf>) {
    let name = |p: &Path| p.file_name().map_or_else(|| p.display().to_string(), |n| n.to_string_lossy().into());
    match done {
        Spooled::Printed(p) => (said!("print-menu-printed", file = name(p)), false, Some(p.clone())),
        Spooled::Opened(p) => (said!("print-menu-opened", file = name(p)), false, Some(p.clone())),
        Spooled::Nowhere(p) => (said!("print-menu-nowhere", file = name(p)), false, Some(p.clone())),
        Spooled::NotWritten(_) => {
            let (text, error) = done.message();
            (Said::from(text), error, None)
        }
    }
}
