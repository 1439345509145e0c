//! Printing from the app: make the PDF (`crate::print`), then send it to the default printer,
//! open it in the system's viewer, or save it where the referee chooses.

use super::Action;
use super::commands::Cmd;
use crate::i18n::Lang;
use crate::print;
use crate::session::log::Session;
use std::path::{Path, PathBuf};
use std::process::Command;

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
    /// The PDF's bytes and a file name to suggest.
    pub fn pdf(self, session: &Session) -> Result<(Vec<u8>, String), String> {
        let e = session.engine();
        let stem = session
            .header()
            .title
            .as_deref()
            .unwrap_or("Schockabend")
            .chars()
            .map(|c| if c.is_alphanumeric() { c } else { '-' })
            .collect::<String>();
        match self {
            Printout::Session => {
                print::round_sheet(session, None).map(|pdf| (pdf, format!("{stem}.pdf"))).map_err(|e| e.to_string())
            }
            Printout::Game => {
                let game = if e.game_begun() { e.game() } else { e.finished_games().len() as u32 };
                print::round_sheet(session, Some(game))
                    .map(|pdf| (pdf, format!("{stem}-Spiel-{game}.pdf")))
                    .map_err(|e| e.to_string())
            }
            Printout::Tallies => Ok((print::tallies(session), format!("{stem}-Bierdeckel.pdf"))),
        }
    }
}

/// Runs a print or save-as-PDF command on a session: the table and a past evening's review
/// print alike. Returns the message to show.
pub fn command(cmd: Cmd, session: &Session, dir: Option<&Path>, lang: Lang) -> Option<Action> {
    let printout = match cmd {
        Cmd::PrintGame | Cmd::SaveGame => Printout::Game,
        Cmd::PrintTallies | Cmd::SaveTallies => Printout::Tallies,
        _ => Printout::Session,
    };
    let (pdf, name) = match printout.pdf(session) {
        Ok(made) => made,
        Err(message) => return Some(Action::Toast(message, true)),
    };
    if matches!(cmd, Cmd::PrintSession | Cmd::PrintGame | Cmd::PrintTallies) {
        return Some(match print(&pdf, &name, lang) {
            Ok(message) => Action::Toast(message, false),
            Err(message) => Action::Toast(message, true),
        });
    }
    match save(&pdf, &name, ("PDF", "pdf"), dir, lang) {
        Ok(Some(path)) => {
            Some(Action::Toast(format!("{} {}", lang.tr("Gespeichert:", "Saved:"), path.display()), false))
        }
        Ok(None) => None,
        Err(message) => Some(Action::Toast(message, true)),
    }
}

/// Sends the PDF to the default printer (`lp`, where a default printer is set up) or opens it in
/// the system's PDF viewer. Returns what happened, or why neither worked.
pub fn print(pdf: &[u8], name: &str, lang: Lang) -> Result<String, String> {
    let path = std::env::temp_dir().join(format!("schocken-{}-{name}", std::process::id()));
    std::fs::write(&path, pdf).map_err(|e| format!("{}: {e}", path.display()))?;
    if has_default_printer() && run("lp", &path) {
        return Ok(lang.tr("An den Standarddrucker geschickt.", "Sent to the default printer.").into());
    }
    if run("xdg-open", &path) {
        return Ok(match lang {
            Lang::De => format!("Im PDF-Betrachter geöffnet: {}", path.display()),
            Lang::En => format!("Opened in the PDF viewer: {}", path.display()),
        });
    }
    Err(match lang {
        Lang::De => format!(
            "Weder ein Drucker (lp) noch ein PDF-Betrachter (xdg-open) gefunden. Das PDF liegt hier: {}",
            path.display()
        ),
        Lang::En => {
            format!("Neither a printer (lp) nor a PDF viewer (xdg-open) found. The PDF is here: {}", path.display())
        }
    })
}

/// Asks where to save a file (a PDF, an export) and writes it there; `kind` is the dialog's
/// filter name and extension. `Ok(None)` if the referee cancelled.
pub fn save(
    bytes: &[u8],
    name: &str,
    kind: (&str, &str),
    dir: Option<&Path>,
    lang: Lang,
) -> Result<Option<PathBuf>, String> {
    let mut dialog = rfd::FileDialog::new().add_filter(kind.0, &[kind.1]).set_file_name(name);
    if let Some(dir) = dir {
        dialog = dialog.set_directory(dir);
    }
    let Some(path) = dialog.save_file() else { return Ok(None) };
    std::fs::write(&path, bytes).map_err(|e| match lang {
        Lang::De => format!("{}: kann nicht geschrieben werden: {e}", path.display()),
        Lang::En => format!("{}: cannot be written: {e}", path.display()),
    })?;
    Ok(Some(path))
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
