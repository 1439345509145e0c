//! The members' own pages ("Meine Striche") from the Verein view: the server started and stopped
//! here (a key, `Cmd::ClubPhones`), its address in words and as a QR code in a panel at the
//! view's right, and the address the code slips print (`Cmd::ClubCodes`).

use crate::live::sessions::Model;
use crate::qr::Qr;
use crate::serve;
use crate::ui::commands::Cmd;
use crate::ui::said::{Said, said};
use eframe::egui;
use schocken_core::tr;
use std::net::{Ipv4Addr, SocketAddr};
use std::sync::Arc;

/// The QR code's side in the panel (points).
const PANEL_QR: f32 = 220.0;

/// The members' server while it runs, with what the view shows of it.
struct Server {
    running: serve::Running,
    halls: Vec<String>,
    qr: Option<Qr>,
}

/// The members' server of the Verein view.
pub(super) struct Phones {
    port: u16,
    server: Option<Server>,
}

impl Default for Phones {
    fn default() -> Phones {
        Phones { port: serve::address::PORT, server: None }
    }
}

impl Phones {
    #[cfg(any(test, feature = "test-hooks"))]
    /// The port the server listens on (tests choose 0: any free one).
    pub(super) fn set_port(&mut self, port: u16) {
        self.port = port;
    }

    #[cfg(any(test, feature = "test-hooks"))]
    /// Where the running server listens.
    pub(super) fn addr(&self) -> Option<SocketAddr> {
        self.server.as_ref().map(|s| s.running.addr())
    }

    /// Stops a running server, else starts one for the folder of `model` on every address (every
    /// member's code made first; the server reads the view's live model of the folder); what
    /// happened, and whether it is a problem.
    pub(super) fn toggle(&mut self, model: &Arc<Model>) -> (Said, bool) {
        if self.server.take().is_some() {
            return (said!("verein-phones-stopped"), false);
        }
        match serve::members::start_with(model.clone(), SocketAddr::new(Ipv4Addr::UNSPECIFIED.into(), self.port)) {
            Ok(running) => {
                let halls = serve::hall_addresses(running.addr());
                let said = said!("verein-phones-started", address = halls.join(" · "));
                self.server = Some(Server { qr: halls.first().and_then(|h| Qr::new(h)), halls, running });
                (said, false)
            }
            Err(why) => (said!("verein-phones-failed", why = why.to_string()), true),
        }
    }

    /// The members' page's address the slips print: the running server's, else this laptop's at
    /// the port the server takes.
    pub(super) fn hall(&self) -> String {
        let listening = self.server.as_ref().map(|s| s.running.addr());
        let halls = serve::hall_addresses(
            listening.unwrap_or_else(|| SocketAddr::new(Ipv4Addr::UNSPECIFIED.into(), self.port)),
        );
        halls.into_iter().next().unwrap_or_default()
    }

    /// While the server runs: the panel at the view's right (addresses, QR code, how members
    /// get in).
    pub(super) fn panel(&self, ui: &mut egui::Ui) {
        let Some(server) = &self.server else { return };
        egui::Panel::right("verein-phones").resizable(false).exact_size(PANEL_QR + 24.0).show(ui, |ui| {
            crate::ui::qr::way_in(ui, tr!("verein-phones-heading"), &server.halls, server.qr.as_ref(), PANEL_QR);
            let slips = Cmd::ClubCodes.shortcut_text(ui.ctx());
            let off = Cmd::ClubPhones.shortcut_text(ui.ctx());
            ui.label(tr!("verein-phones-hint", slips = slips, off = off));
        });
    }
}
