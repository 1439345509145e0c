//! The built-in samples as a sandbox the referee can see he is in. The samples live in a fresh
//! folder of the system's temporary folder (`crate::demo`), which the system empties at its next
//! start: a banner says so on every view, one key (`Cmd::OwnFolder`) goes back to the user's own
//! folder, a new evening started among the samples is written to the own folder (and the window
//! goes there with it), and a sample folder is never remembered for the next start.

use super::App;
use super::action::Toast;
use super::commands::Cmd;
use crate::io::store::Store;
use eframe::egui;
use schocken_core::tr;
use std::path::PathBuf;

impl App {
    /// Makes a fresh sample folder the folder on view and shows its evenings or its tournament.
    /// The user's own folder stays the remembered one.
    pub(super) fn demo(&mut self, tournament: bool) {
        let opened = crate::demo::folder().and_then(|dir| Ok((Store::open(dir.clone())?, dir)));
        match opened {
            Ok((store, dir)) => {
                self.store = Ok(store);
                match tournament {
                    true => self.open_tournament(dir.join(crate::demo::TOURNAMENT)),
                    false => self.refresh_start(),
                }
            }
            Err(e) => self.tell(Toast::text(tr!("cli-demo-failed", error = e.to_string()), true)),
        }
    }

    #[cfg(any(test, feature = "test-hooks"))]
    /// The samples, as the start page's buttons open them (for tests, whose own folder is not
    /// empty).
    pub fn samples(&mut self, tournament: bool) {
        self.demo(tournament);
    }

    /// Whether the folder on view is a sample folder.
    pub(super) fn in_samples(&self) -> bool {
        self.store.as_ref().is_ok_and(|store| crate::demo::is_sample(store.dir()))
    }

    /// `Cmd::OwnFolder`: back from the samples to the user's own folder and its start page.
    pub(super) fn own_folder(&mut self) {
        if !self.in_samples() {
            let folder = self.dir().map(|d| d.display().to_string()).unwrap_or_default();
            return self.tell(Toast::info(move || tr!("samples-already-own", folder = folder.as_str())));
        }
        match self.open_home() {
            Ok(_) => self.refresh_start(),
            Err(e) => self.tell(Toast::text(e, true)),
        }
    }

    /// Makes the user's own folder the one on view; its path, or why it cannot be opened.
    fn open_home(&mut self) -> Result<PathBuf, String> {
        let home = self.home.clone().ok_or_else(|| tr!("app-no-data-folder"))?;
        let store = Store::open(home.clone()).map_err(|e| format!("{}: {e}", home.display()))?;
        self.store = Ok(store);
        Ok(home)
    }

    /// Before a new evening's file is made: among the samples, the window goes to the user's own
    /// folder, where the evening is kept (returned, to be said once the table is on screen).
    pub(super) fn leave_samples_for_an_evening(&mut self) -> Result<Option<PathBuf>, String> {
        if !self.in_samples() {
            return Ok(None);
        }
        self.open_home().map(Some)
    }

    /// Says where a new evening begun among the samples went.
    pub(super) fn tell_kept_at_home(&mut self, home: PathBuf) {
        let folder = home.display().to_string();
        self.tell(Toast::info(move || tr!("samples-evening-at-home", folder = folder.as_str())));
    }

    /// The banner over every view while the samples are on view.
    pub(super) fn samples_banner(&mut self, ui: &mut egui::Ui) {
        if !self.in_samples() {
            return;
        }
        let fill = egui::Color32::from_rgb(0xff, 0xd5, 0x4f);
        let mut back = false;
        egui::Panel::top("samples").frame(egui::Frame::default().fill(fill).inner_margin(6.0)).show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                let text = egui::RichText::new(tr!("samples-banner")).color(egui::Color32::BLACK).size(17.0);
                ui.label(text.strong());
                let key = Cmd::OwnFolder.shortcut_text(ui.ctx());
                let label = format!("{} ({key})", Cmd::OwnFolder.label());
                back = ui.button(label).on_hover_text(Cmd::OwnFolder.help()).clicked();
            });
        });
        if back {
            self.try_command(Cmd::OwnFolder);
        }
    }
}
