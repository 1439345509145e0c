//! `schocken tournament …`: the organiser's commands over a tournament folder (TOURNAMENT.md).

use crate::tournament::json;
use crate::tournament_folder::{self, Folder};
use crate::tr;
use clap::Subcommand;
use std::path::PathBuf;

#[derive(Subcommand, Debug)]
pub enum TournamentCommand {
    /// Rangliste eines Turnierordners (standings of a tournament folder)
    Standings {
        /// der Turnierordner mit turnier.ron (the tournament folder)
        dir: PathBuf,
        /// JSON nach TOURNAMENT.md statt Text / JSON per TOURNAMENT.md instead of text
        #[arg(long)]
        json: bool,
    },
}

/// Runs one tournament command: its output, or the one-line problem (exit status 2).
pub fn run(command: TournamentCommand) -> Result<String, String> {
    match command {
        TournamentCommand::Standings { dir, json } => {
            let folder = tournament_folder::read(&dir).map_err(|e| e.message())?;
            // Files that give no results are told, one line each, and change nothing else.
            for (path, why) in &folder.skipped {
                eprintln!("{}: {}", path.display(), why.message());
            }
            Ok(if json {
                format!("{:#}\n", json::standings(&folder.tournament, &folder.standings))
            } else {
                text(&folder)
            })
        }
    }
}

/// The standings for people: a line per player, then teams and the Schock-Out prize.
fn text(folder: &Folder) -> String {
    let t = &folder.tournament;
    let s = &folder.standings;
    let mut out = String::new();
    if let Some(title) = &t.title {
        out += &format!("{title}\n\n");
    }
    let width = t.players.iter().map(|p| p.name.chars().count()).max().unwrap_or(0).max(6);
    out += &tr!("tournament-standings-head");
    out.push('\n');
    for r in &s.rows {
        let p = &t.players[r.player];
        let mut line = format!("{:>3}. {:<width$} {:>5} {:>5} {:>5}", r.place, p.name, r.points, r.games, r.games_lost);
        if let Some(team) = &p.team {
            line += &format!("  {team}");
        }
        if p.withdrawn {
            line += &format!("  ({})", tr!("tournament-withdrawn-mark"));
        }
        out += line.trim_end();
        out.push('\n');
    }
    if !s.teams.is_empty() {
        out += &format!("\n{}\n", tr!("tournament-teams"));
        for team in &s.teams {
            out += &format!("{:>3}. {} {}\n", team.place, team.team, team.points);
        }
    }
    let (count, winners) = &s.schock_out_prize;
    if *count > 0 {
        let names: Vec<&str> = winners.iter().map(|&p| t.players[p].name.as_str()).collect();
        out += &format!("\n{}\n", tr!("tournament-schock-out-prize", count = *count, names = names.join(", ")));
    }
    out
}
