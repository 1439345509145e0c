//! `schocken players list|rename|merge`: the club's player registry (`players::Registry`, the
//! file `io/players` keeps beside the evenings).

use crate::io::players;
use clap::Subcommand;
use schocken_core::tr;
use std::path::Path;

#[derive(Subcommand, Debug)]
pub enum PlayersCommand {
    /// Zeigt die Spielerliste mit den anderen Schreibweisen (list the registry with other spellings)
    List,
    /// Ein Spieler heißt von nun an anders; alte Abende zählen weiter für ihn (rename a player)
    Rename { old: String, new: String },
    /// Zwei Schreibweisen sind eine Person, unter dem Namen von KEEP (merge two spellings into one person)
    Merge { keep: String, other: String },
}

/// Runs one registry command over the registry of the evenings in `sessions`.
pub fn run(sessions: &Path, command: PlayersCommand) -> Result<String, String> {
    let path = players::path(sessions);
    match command {
        PlayersCommand::List => {
            let registry = players::read(&path)?;
            let mut people = registry.players.clone();
            schocken_core::names::sort_by_name(&mut people, |p| &p.name);
            Ok(people
                .iter()
                .map(|p| match p.also.is_empty() {
                    true => format!("{}\n", p.name),
                    false => tr!("players-cli-also", name = p.name.as_str(), also = p.also.join(", ")) + "\n",
                })
                .collect())
        }
        PlayersCommand::Rename { old, new } => {
            let registry = players::change(&path, |r| r.rename(&old, &new).map(|()| true))?;
            let new = registry.canonical(&new).to_string();
            Ok(tr!("players-cli-renamed", old = old.as_str(), new = new.as_str()) + "\n")
        }
        PlayersCommand::Merge { keep, other } => {
            let registry = players::change(&path, |r| r.merge(&keep, &other).map(|()| true))?;
            let keep = registry.canonical(&keep).to_string();
            Ok(tr!("players-cli-merged", keep = keep.as_str(), other = other.as_str()) + "\n")
        }
    }
}
