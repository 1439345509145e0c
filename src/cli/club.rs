//! `schocken club tab|season`: the club's books over the sessions folder (CLUB.md), read and never
//! written. Notices about files passed over go to stderr, one line each; bad input is exit 2.

use crate::io::club_folder::{self, ClubFolder, ClubFolderError};
use clap::Subcommand;
use schocken_core::club::{season, tab, words};
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
    },
}

/// Runs one club command over the folder `dir`.
pub fn run(dir: &Path, command: ClubCommand) -> Result<String, ClubFolderError> {
    let folder = club_folder::read(dir)?;
    let out = match command {
        ClubCommand::Tab { json } => {
            let tab = tab::tab(&folder.club, &folder.sittings, &folder.registry);
            if json { json_text(&tab) } else { tab_text(&tab) }
        }
        ClubCommand::Season { name, json } => {
            let table = season::table(folder.season(&name)?, &folder.sittings);
            if json { json_text(&table) } else { season_text(&table) }
        }
    };
    report(&folder);
    Ok(out)
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
    words::tab_title(t) + "\n\n" + &super::columns(&rows, words::TAB_RIGHT)
}

fn season_text(table: &season::SeasonTable) -> String {
    let mut rows = vec![words::season_heads(table)];
    rows.extend(words::season_rows(table));
    let mut out = words::season_title(table) + "\n\n" + &super::columns(&rows, &words::season_right(table));
    out += &format!("\n{}\n", schocken_core::tr!("verein-awards"));
    let awards: Vec<Vec<String>> = words::award_lines(&table.awards).into_iter().map(|(a, b)| vec![a, b]).collect();
    out + &super::columns(&awards, &[])
}
