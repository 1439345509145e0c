//! Time up from the organiser's desk: a button says "scharf" for the latest round — asked once
//! more before it is written, since every table laptop of the round acts on it — and the round
//! timer running out says it by itself. Either writes the round's announcement into the folder
//! ([`crate::io::time_up`]), from which every table laptop of the round records `Sudden` itself.
//!
//! A time-up said by mistake can be taken back (the file goes): each table takes back its own
//! `Sudden` where it played nothing `scharf` yet; the tables that did are named, and stay `scharf`.
//!
//! Whether the round was announced is read from the folder when the round changes, never per
//! frame; after that this window is the announcement's one writer and knows.

use eframe::egui::{self, RichText};
use schocken_core::tournament::{RoundNo, TableNo};
use schocken_core::tr;
use std::path::Path;

#[derive(Default)]
pub(super) struct TimeUp {
    /// The latest round and whether its time-up is in the folder, as last looked at.
    pub(super) known: Option<(RoundNo, bool)>,
    /// "Zeit ist um" was pressed: it asks before it is said.
    pub(super) asking: bool,
}

/// What happened, for the window's note line.
pub(super) enum Told {
    Announced(RoundNo),
    /// Withdrawn for the round; the tables that already played `scharf` (they stay so).
    Withdrawn(RoundNo, Vec<TableNo>),
    Failed(String),
}

impl TimeUp {
    /// The button (or the round's state) in the organiser's head; `timer_out`: the round timer
    /// has run out, which announces the time-up as the button would.
    /// `round`: the latest round, `None` before the first draw.
    pub(super) fn ui(
        &mut self,
        ui: &mut egui::Ui,
        dir: &Path,
        round: Option<RoundNo>,
        timer_out: bool,
    ) -> Option<Told> {
        let round = round?;
        let announced = match self.known {
            Some((r, announced)) if r == round => announced,
            _ => {
                let announced = crate::io::time_up::announced(dir, round);
                (self.known, self.asking) = (Some((round, announced)), false);
                announced
            }
        };
        if announced {
            ui.label(RichText::new(tr!("organiser-time-up-said", round = round)).strong())
                .on_hover_text(tr!("organiser-time-up-said.help"));
            let undo = ui.button(tr!("organiser-time-up-undo")).on_hover_text(tr!("organiser-time-up-undo.help"));
            return undo.clicked().then(|| self.withdraw(dir, round));
        }
        let said = if self.asking {
            ui.label(
                RichText::new(tr!("organiser-time-up-ask", round = round)).color(ui.visuals().warn_fg_color).strong(),
            )
            .on_hover_text(tr!("organiser-time-up-ask.help"));
            let yes = ui.button(tr!("organiser-time-up-yes")).clicked();
            self.asking = !(yes || ui.button(tr!("organiser-time-up-no")).clicked());
            yes
        } else {
            let button =
                ui.button(tr!("organiser-time-up", round = round)).on_hover_text(tr!("organiser-time-up.help"));
            self.asking = button.clicked();
            false
        };
        if !(said || timer_out) {
            return None;
        }
        self.asking = false;
        let at = chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, false);
        Some(match crate::io::time_up::announce(dir, round, &at) {
            Ok(_) => {
                self.known = Some((round, true));
                Told::Announced(round)
            }
            Err(e) => Told::Failed(write_failed(dir, round, &e)),
        })
    }

    /// Takes the announcement back; the tables that already played `scharf` are named.
    fn withdraw(&mut self, dir: &Path, round: RoundNo) -> Told {
        match crate::io::time_up::withdraw(dir, round) {
            Ok(stay) => {
                self.known = Some((round, false));
                Told::Withdrawn(round, stay)
            }
            Err(e) => Told::Failed(write_failed(dir, round, &e)),
        }
    }
}

fn write_failed(dir: &Path, round: RoundNo, e: &std::io::Error) -> String {
    tr!(
        "tournament-folder-write",
        file = crate::io::time_up::path(dir, round).display().to_string(),
        error = e.to_string()
    )
}
