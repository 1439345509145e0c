//! Time up from the organiser's desk: a button says "scharf" for the latest round, and the round
//! timer running out says it by itself. Either writes the round's announcement into the folder
//! ([`crate::io::time_up`]), from which every table laptop of the round records `Sudden` itself.
//!
//! Whether the round was announced is read from the folder when the round changes, never per
//! frame; after that this window is the announcement's one writer and knows.

use eframe::egui::{self, RichText};
use schocken_core::tr;
use std::path::Path;

#[derive(Default)]
pub(super) struct TimeUp {
    /// The latest round and whether its time-up is in the folder, as last looked at.
    known: Option<(u32, bool)>,
}

/// What happened, for the window's note line.
pub(super) enum Said {
    Announced(u32),
    Failed(String),
}

impl TimeUp {
    /// The button (or the round's state) in the organiser's head; `timer_out`: the round timer
    /// has run out, which announces the time-up as the button would.
    pub(super) fn ui(&mut self, ui: &mut egui::Ui, dir: &Path, round: u32, timer_out: bool) -> Option<Said> {
        if round == 0 {
            return None;
        }
        let announced = match self.known {
            Some((r, announced)) if r == round => announced,
            _ => {
                let announced = crate::io::time_up::announced(dir, round);
                self.known = Some((round, announced));
                announced
            }
        };
        if announced {
            ui.label(RichText::new(tr!("organiser-time-up-said", round = round)).strong())
                .on_hover_text(tr!("organiser-time-up-said.help"));
            return None;
        }
        let asked =
            ui.button(tr!("organiser-time-up", round = round)).on_hover_text(tr!("organiser-time-up.help")).clicked();
        if !(asked || timer_out) {
            return None;
        }
        let at = chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, false);
        Some(match crate::io::time_up::announce(dir, round, &at) {
            Ok(_) => {
                self.known = Some((round, true));
                Said::Announced(round)
            }
            Err(e) => Said::Failed(tr!(
                "tournament-folder-write",
                file = crate::io::time_up::path(dir, round).display().to_string(),
                error = e.to_string()
            )),
        })
    }
}
