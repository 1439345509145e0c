//! Printing from the app: make the PDF (`crate::print`), then send it to the default printer,
//! open it in the system's viewer, or save it where the referee chooses (this last also for the
//! history's exports).
//!
//! `lpstat`, `lp` and `xdg-open` may take seconds (a printer on the network, a viewer starting
//! up), so they run on a worker thread: the frame that asked goes on, and the outcome comes back
//! as a [`Spooled`] that the app shows once it arrives (the worker wakes the UI). The worker words
//! nothing; the outcome is worded when shown, in the language of that moment.

use super::dialogs::{Answer, Dialogs};
use crate::print;
use eframe::egui;
use schocken_core::session::log::Session;
use schocken_core::tr;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::mpsc;

/// What to print.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Printout {
    /// The round sheet of the whole evening.
    Session,
    /// The round sheet of the current (or last) game.
    Game,
    /// The beer mats with the tally marks.
    Tallies,
}

impl Printout {
    /// The PDF's bytes and a file name to suggest, in the current language.
    pub fn pdf(self, session: &Session) -> Result<(Vec<u8>, String), print::PrintError> {
        let e = session.engine();
        let stem = session
            .header()
            .title
            .clone()
            .unwrap_or_else(|| tr!("printing-untitled"))
            .split(|c: char| !c.is_alphanumeric())
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
            .join("-");
        match self {
            Printout::Session => {
                print::round_sheet(session, None).map(|pdf| (pdf, tr!("printing-file-session", stem = stem.as_str())))
            }
            Printout::Game => {
                let game = if e.game_begun() { e.game() } else { e.finished_games().len() as u32 };
                print::round_sheet(session, Some(game))
                    .map(|pdf| (pdf, tr!("printing-file-game", stem = stem.as_str(), game = game)))
            }
            Printout::Tallies => Ok((print::tallies(session), tr!("printing-file-tallies", stem = stem.as_str()))),
        }
    }
}

/// What became of a printout sent off.
#[derive(Debug)]
pub enum Spooled {
    /// Sent to the default printer; the file stays where it is.
    Printed(PathBuf),
    /// Opened in the PDF viewer (no default printer); the file stays where it is.
    Opened(PathBuf),
    /// Neither a printer nor a viewer took it; the file stays where it is.
    Nowhere(PathBuf),
    /// The temporary file could not be written.
    NotWritten(NotSaved),
}

impl Spooled {
    /// What happened, in the current language, and whether it is a failure.
    pub fn message(&self) -> (String, bool) {
        match self {
            Spooled::Printed(_) => (tr!("printing-printed"), false),
            Spooled::Opened(path) => (tr!("printing-opened", path = path.display().to_string()), false),
            Spooled::Nowhere(path) => (tr!("printing-nowhere", path = path.display().to_string()), true),
            Spooled::NotWritten(not_saved) => (not_saved.to_string(), true),
        }
    }
}

/// Sends printouts off on worker threads and hands back what became of them.
pub struct Spooler {
    send: mpsc::Sender<Spooled>,
    receive: mpsc::Receiver<Spooled>,
    ctx: egui::Context,
    /// Whether to hand printouts to the system's printer and viewer at all.
    system: bool,
}

impl Spooler {
    pub fn new(ctx: &egui::Context) -> Spooler {
        Spooler::with_system(ctx, true)
    }

    /// A spooler that never starts a program: every printout ends as [`Spooled::Nowhere`]. For the
    /// app's tests, which must not print or open viewers on the machine they run on.
    pub fn offline(ctx: &egui::Context) -> Spooler {
        Spooler::with_system(ctx, false)
    }

    /// Whether printouts go to the system's printer and viewer (false in the app's tests).
    pub fn prints(&self) -> bool {
        self.system
    }

    fn with_system(ctx: &egui::Context, system: bool) -> Spooler {
        let (send, receive) = mpsc::channel();
        Spooler { send, receive, ctx: ctx.clone(), system }
    }

    /// Prints the PDF (default printer, else the viewer) off the UI thread. The file is kept in
    /// `dir` (the sessions folder) under its plain name, where the referee finds it again if no
    /// printer took it.
    pub fn print(&self, pdf: Vec<u8>, name: &str, dir: &Path) {
        self.make_and_print(move || pdf, name, dir);
    }

    /// [`Spooler::print`] of a PDF that `make` lays out on the worker thread too (a tournament's
    /// printout takes longer than a frame). `make` words it: it runs on another thread, whose
    /// language it must set.
    pub fn make_and_print(&self, make: impl FnOnce() -> Vec<u8> + Send + 'static, name: &str, dir: &Path) {
        let path = unused(dir, name);
        let (send, ctx, system) = (self.send.clone(), self.ctx.clone(), self.system);
        std::thread::spawn(move || {
            // The app may be gone by now; then nobody waits for the outcome.
            let _ = send.send(spool(&make(), path, system));
            ctx.request_repaint();
        });
    }

    /// The outcome of a printout that has come back since the last call, if any.
    pub fn done(&self) -> Option<Spooled> {
        self.receive.try_recv().ok()
    }
}

/// `dir/name`, or `dir/stem (2).pdf` and so on if that is taken.
fn unused(dir: &Path, name: &str) -> PathBuf {
    let (stem, extension) = name.rsplit_once('.').unwrap_or((name, "pdf"));
    (1..)
        .map(|n| match n {
            1 => dir.join(name),
            n => dir.join(format!("{stem} ({n}).{extension}")),
        })
        .find(|path| !path.exists())
        .unwrap_or_else(|| dir.join(name))
}

/// Writes the PDF to `path` and hands it to the printer or the viewer, if `system` (on the
/// worker thread).
fn spool(pdf: &[u8], path: PathBuf, system: bool) -> Spooled {
    if let Err(e) = crate::io::atomic::write(&path, pdf) {
        return Spooled::NotWritten(NotSaved { path, error: e });
    }
    if !system {
        return Spooled::Nowhere(path);
    }
    if has_default_printer() && run("lp", &path) {
        return Spooled::Printed(path);
    }
    if run("xdg-open", &path) {
        return Spooled::Opened(path);
    }
    Spooled::Nowhere(path)
}

/// A file that could not be written where the referee chose to save it.
#[derive(Debug)]
pub struct NotSaved {
    pub path: PathBuf,
    pub error: std::io::Error,
}

impl NotSaved {
    /// Worded in the current language when shown.
    pub fn message(&self) -> String {
        tr!("printing-not-saved", path = self.path.display().to_string(), error = self.error.to_string())
    }
}

schocken_core::worded_error!(NotSaved);

/// A file to save: its bytes, the name to suggest, the dialog's filter (its name and the
/// extension), and the folder to start in, where the file goes if there is no dialog.
pub struct ToSave {
    pub bytes: Vec<u8>,
    pub name: String,
    pub kind: (&'static str, &'static str),
    pub dir: PathBuf,
}

/// Where a saved file went.
#[derive(Debug)]
pub enum Saved {
    /// Where the referee chose in the dialog.
    Chosen(PathBuf),
    /// No file dialog on this machine: under its own name in its folder.
    NoDialog(PathBuf),
}

impl Saved {
    /// What became of the file, in the current language.
    pub fn message(&self) -> String {
        match self {
            Saved::Chosen(path) => tr!("printing-saved", path = path.display().to_string()),
            Saved::NoDialog(path) => tr!("printing-saved-no-dialog", path = path.display().to_string()),
        }
    }
}

/// Asks where to save the file and writes it there. Where no dialog can be shown, the file is
/// written under its own name in its folder (never over another file), and the answer says so:
/// saving is never silent. `Ok(None)`: the referee cancelled the dialog.
pub fn save(file: &ToSave, dialogs: Dialogs) -> Result<Option<Saved>, NotSaved> {
    let saved = match dialogs.save_file(&file.name, file.kind, &file.dir) {
        Answer::Chosen(path) => Saved::Chosen(path),
        Answer::Cancelled => return Ok(None),
        Answer::NoDialog => Saved::NoDialog(unused(&file.dir, &file.name)),
    };
    let (Saved::Chosen(path) | Saved::NoDialog(path)) = &saved;
    match crate::io::atomic::write(path, &file.bytes) {
        Ok(()) => Ok(Some(saved)),
        Err(error) => Err(NotSaved { path: path.clone(), error }),
    }
}

fn has_default_printer() -> bool {
    Command::new("lpstat")
        .arg("-d")
        .output()
        .is_ok_and(|o| o.status.success() && String::from_utf8_lossy(&o.stdout).contains(':') && !o.stdout.is_empty())
}

fn run(program: &str, path: &Path) -> bool {
    Command::new(program).arg(path).status().is_ok_and(|s| s.success())
}

#[cfg(test)]
mod tests {
    use super::*;
    use schocken_core::i18n::{Lang, scoped};

    #[test]
    fn an_unwritable_printout_comes_back_as_data_and_is_worded_when_shown() {
        let path = std::env::temp_dir().join("schocken-no-such-folder").join("x").join("sheet.pdf");
        let spooled = spool(b"%PDF", path.clone(), true);
        assert!(matches!(&spooled, Spooled::NotWritten(n) if n.path == path), "{spooled:?}");
        let (de, error) = scoped(Lang::De, || spooled.message());
        assert!(error);
        assert!(de.contains("kann nicht geschrieben werden"), "{de}");
        assert!(scoped(Lang::En, || spooled.message()).0.contains("cannot be written"));
    }

    #[test]
    fn without_a_dialog_a_file_is_saved_in_its_folder_beside_the_others_and_says_where() {
        let dir = std::env::temp_dir().join(format!("schocken-save-no-dialog-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("Abend.pdf"), "older").unwrap();
        let file = ToSave { bytes: b"%PDF".to_vec(), name: "Abend.pdf".into(), kind: ("PDF", "pdf"), dir: dir.clone() };
        let saved = save(&file, Dialogs::none()).unwrap().unwrap();
        let path = dir.join("Abend (2).pdf");
        assert!(matches!(&saved, Saved::NoDialog(p) if *p == path), "{saved:?}");
        assert_eq!(std::fs::read(&path).unwrap(), b"%PDF");
        assert_eq!(std::fs::read(dir.join("Abend.pdf")).unwrap(), b"older", "nothing overwritten");
        let de = scoped(Lang::De, || saved.message());
        assert!(de.starts_with("Kein Dateidialog") && de.ends_with(&path.display().to_string()), "{de}");
        assert!(scoped(Lang::En, || saved.message()).starts_with("No file dialog"));
        // A folder that cannot be written: the failure is told, nothing is lost silently.
        let gone = ToSave { dir: dir.join("missing"), ..file };
        assert!(save(&gone, Dialogs::none()).is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
