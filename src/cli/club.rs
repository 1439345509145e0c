//! `schocken club tab|season`: the club's books over the sessions folder (CLUB.md), read and never
//! written. Notices about files passed over go to stderr, one line each; bad input is exit 2.
//! `schocken club serve`: the members' own pages ("Meine Striche") on the Wi-Fi, as the Verein
//! view serves them, until Ctrl+C. `schocken club codes [DIR]`: the members' codes of their slips,
//! read from the codes' file and never made here (the members' server is its one writer).

use crate::io::club_folder::{self, ClubFolder, ClubFolderError};
use crate::serve::ServeError;
use crate::ui::commands::Cmd;
use clap::Subcommand;
use schocken_core::brand::Club;
use schocken_core::club::codes::path as member_path;
use schocken_core::club::{season, tab, words};
use schocken_core::tournament::codes::Code;
use std::path::Path;

#[derive(Subcommand, Debug)]
pub enum ClubCommand {
    /// Die Kasse: Striche, Schuld, bezahlt, erlassen, offen je Person (the tab per person)
    Tab {
        /// JSON nach CLUB.md statt Text / JSON per CLUB.md instead of text
        #[arg(long)]
        json: bool,
    },
    /// Die Tabelle einer Saison mit Auszeichnungen (a season's table and awards)
    Season {
        /// der Name der Saison in verein.ron (the season's name)
        name: String,
        /// JSON nach CLUB.md statt Text / JSON per CLUB.md instead of text
        #[arg(long)]
        json: bool,
        /// die Tabelle als Bild zum Teilen (PNG, 1080 px breit, ohne Geld) / the table as a picture to share
        #[arg(long, value_name = "OUT.png", conflicts_with = "json")]
        png: Option<std::path::PathBuf>,
    },
    /// Bedient die Handys im WLAN: jedes Mitglied sieht mit seinem Code seine Striche, bis Strg+C
    /// (serve the members' own pages to phones, until Ctrl+C)
    Serve {
        /// Adresse / address to listen on
        #[arg(long, default_value = "0.0.0.0")]
        bind: std::net::IpAddr,
        #[arg(long, default_value_t = crate::serve::address::PORT)]
        port: u16,
    },
    /// Die Ergebnisse als Website-Ordner: Saisons, Ruhmeshalle, Abende, Turniere — ohne Geld
    /// (the results as a static website folder, never money)
    Site {
        /// der Ordner der Abende (the sessions folder)
        dir: std::path::PathBuf,
        /// der Ordner der Website (the website's folder)
        out: std::path::PathBuf,
        /// wie Namen erscheinen: „Klaus M.“, „K. M.“ oder wie aufgeschrieben (how names are shown)
        #[arg(long, value_enum, default_value_t = SiteNames::First)]
        names: SiteNames,
    },
    /// Die Codes der Mitglieder für „Meine Striche“, nach Namen (the members' codes, by name)
    Codes {
        /// der Ordner der Abende, sonst --sessions (the sessions folder)
        dir: Option<std::path::PathBuf>,
        /// JSON statt Text / JSON instead of text
        #[arg(long)]
        json: bool,
    },
}

/// `--names` of `club site`: "Klaus M." (first), "K. M." (initials) or as recorded (full).
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SiteNames {
    First,
    Initials,
    Full,
}

/// Why a club command gives nothing: the folder's problem, the server's, the picture's or the website's.
#[derive(Debug)]
pub enum ClubError {
    Folder(ClubFolderError),
    Serve(ServeError),
    /// `season --png`: the picture not made or not written.
    Picture(crate::io::share::NotShared),
    /// `site`: the website not (all) written.
    Site(crate::site::SiteError),
}

impl ClubError {
    pub fn message(&self) -> String {
        match self {
            ClubError::Folder(e) => e.message(),
            ClubError::Serve(e) => e.message(),
            ClubError::Picture(e) => e.message(),
            ClubError::Site(e) => e.message(),
        }
    }
}

schocken_core::worded_error!(ClubError);

impl From<ClubFolderError> for ClubError {
    fn from(e: ClubFolderError) -> ClubError {
        ClubError::Folder(e)
    }
}

/// Runs one club command over the folder `dir`.
pub fn run(dir: &Path, command: ClubCommand) -> Result<String, ClubError> {
    // The tab, or the season of this name.
    let (asked, json) = match command {
        ClubCommand::Serve { bind, port } => {
            let addr = std::net::SocketAddr::new(bind, port);
            return crate::serve::members::run(dir, addr).map(|()| String::new()).map_err(ClubError::Serve);
        }
        ClubCommand::Codes { dir: other, json } => return codes(other.as_deref().unwrap_or(dir), json),
        ClubCommand::Site { dir, out, names } => return site(&dir, &out, names),
        ClubCommand::Tab { json } => (None, json),
        ClubCommand::Season { name, json, png } => (Some((name, png)), json),
    };
    let folder = club_folder::read(dir)?;
    let out = match asked {
        None => {
            let tab = tab::tab(&folder.club, &folder.sittings, &folder.registry);
            if json { json_text(&tab) } else { tab_text(&tab) }
        }
        Some((name, png)) => {
            let table = season::table(folder.season(&name)?, &folder.sittings);
            match png {
                // The season's table as a picture to share, with the club as its prints have it.
                Some(out) => {
                    let club = Club { name: folder.club.name.clone(), logo: crate::io::club::read(dir).logo };
                    let subject = crate::share::Subject::Season(&table);
                    crate::io::share::write(&out, &subject, &club).map_err(ClubError::Picture)?;
                    schocken_core::tr!("share-written", file = out.display().to_string()) + "\n"
                }
                None if json => json_text(&table),
                None => season_text(&table),
            }
        }
    };
    report(&folder);
    Ok(out)
}

/// `club codes`: each member's code (and his page's path) in the German order of names, as
/// `.vereinscodes.ron` keeps them; a folder without any says how they come about.
fn codes(dir: &Path, json: bool) -> Result<String, ClubError> {
    // A folder that cannot be listed is said as the books say it, not as one without codes.
    if let Err(error) = std::fs::read_dir(dir) {
        return Err(ClubFolderError::Folder { dir: dir.to_path_buf(), error: std::sync::Arc::new(error) }.into());
    }
    // The codes' file is the members' server's: its errors are worded as the server words them.
    let codes = crate::io::member_codes::read(dir).map_err(|e| ClubError::Serve(ServeError::MemberCodes(e)))?;
    let mut lines: Vec<(&String, Code)> = codes.iter().collect();
    lines.sort_by(|a, b| schocken_core::names::order(a.0, b.0));
    if json {
        let items: Vec<_> = lines
            .iter()
            .map(|(name, code)| serde_json::json!({"name": name, "code": code.to_string(), "path": member_path(*code)}))
            .collect();
        return Ok(json_text(&items));
    }
    if lines.is_empty() {
        // The Verein view's keys, as the app's command table writes them.
        let [phones, codes] = [Cmd::ClubPhones, Cmd::ClubCodes].map(Cmd::shortcut_text_here);
        let folder = dir.display().to_string();
        return Ok(schocken_core::tr!("cli-club-codes-none", folder = folder, phones = phones, codes = codes) + "\n");
    }
    let rows: Vec<Vec<String>> =
        lines.iter().map(|(name, code)| vec![name.to_string(), code.to_string(), member_path(*code)]).collect();
    Ok(super::columns::columns(&rows, &[]))
}

/// `club site`: the website written; the files passed over on stderr, as `club tab` says them.
fn site(dir: &Path, out: &Path, names: SiteNames) -> Result<String, ClubError> {
    use schocken_core::names::NameForm;
    let form = match names {
        SiteNames::First => NameForm::First,
        SiteNames::Initials => NameForm::Initials,
        SiteNames::Full => NameForm::Full,
    };
    let built = crate::site::build(dir, out, form, crate::site::today()).map_err(ClubError::Site)?;
    for notice in &built.notices {
        eprintln!("{notice}");
    }
    Ok(built.message(out) + "\n")
}

/// The files passed over, on stderr.
fn report(folder: &ClubFolder) {
    for notice in &folder.notices {
        eprintln!("{notice}");
    }
}

fn json_text(value: &impl serde::Serialize) -> String {
    serde_json::to_string_pretty(value).expect("the books serialise") + "\n"
}

fn tab_text(t: &tab::Tab) -> String {
    let mut rows = vec![words::tab_heads()];
    rows.extend(words::tab_rows(t));
    words::tab_title(t) + "\n\n" + &super::columns::columns(&rows, words::TAB_RIGHT)
}

fn season_text(table: &season::SeasonTable) -> String {
    let mut rows = vec![words::season_heads(table)];
    rows.extend(words::season_rows(table));
    let mut out = words::season_title(table) + "\n\n" + &super::columns::columns(&rows, &words::season_right(table));
    out += &format!("\n{}\n", schocken_core::tr!("verein-awards"));
    let awards: Vec<Vec<String>> = words::award_lines(&table.awards).into_iter().map(|(a, b)| vec![a, b]).collect();
    out + &super::columns::columns(&awards, &[])
}
