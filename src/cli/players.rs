//! `schocken players list|add|rename|merge`: the club's player registry (`players::Registry`, the
//! file `io/players` keeps beside the evenings).

use crate::io::players::{self, PlayersError};
use clap::Subcommand;
use schocken_core::tr;
use std::path::Path;

#[derive(Subcommand, Debug)]
pub enum PlayersCommand {
    /// Zeigt die Spielerliste mit den anderen Schreibweisen (list the registry with other spellings)
    List,
    /// Nimmt Spieler in die Spielerliste auf (add players to the registry)
    Add {
        #[arg(required = true)]
        names: Vec<String>,
    },
    /// Ein Spieler heißt von nun an anders; alte Abende zählen weiter für ihn (rename a player)
    Rename { old: String, new: String },
    /// Zwei Schreibweisen sind eine Person, unter dem Namen von KEEP (merge two spellings into one person)
    Merge { keep: String, other: String },
}

/// Runs one registry command over the registry of the evenings in `sessions`.
pub fn run(sessions: &Path, command: PlayersCommand) -> Result<String, PlayersError> {
    let path = players::path(sessions);
    for copy in players::conflict_copies(sessions) {
        eprintln!("{}", tr!("players-conflict-copy", file = copy.display().to_string()));
    }
    match command {
        PlayersCommand::List => {
            let registry = players::read(&path)?;
            if registry.players.is_empty() {
                return Ok(tr!("players-cli-none", file = path.display().to_string()) + "\n");
            }
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
        PlayersCommand::Add { names } => {
            let mut said = String::new();
            players::change(&path, |r| {
                let mut added = false;
                for name in &names {
                    let known = r.players.iter().any(|p| p.name == r.canonical(name));
                    if known {
                        let person = r.canonical(name).to_string();
                        said += &(tr!("players-cli-known", name = name.as_str(), person = person) + "\n");
                    } else if r.add([name.as_str()]) {
                        added = true;
                        said += &(tr!("players-cli-added", name = schocken_core::names::tidy(name)) + "\n");
                    } else {
                        return Err(schocken_core::players::RegistryError::EmptyName);
                    }
                }
                Ok(added)
            })?;
            Ok(said)
        }
        PlayersCommand::Rename { old, new } => {
            let heard = players::spellings(&sittings(sessions));
            let registry = players::change(&path, |r| {
                players::learn_spellings(r, &heard, &[&old]);
                r.rename(&old, &new).map(|()| true)
            })?;
            let new = registry.canonical(&new).to_string();
            Ok(tr!("players-cli-renamed", old = old.as_str(), new = new.as_str()) + "\n")
        }
        PlayersCommand::Merge { keep, other } => {
            // The names as registered, not as typed: "joerg" merged is the registry's "Joerg".
            let mut gone = other.clone();
            let sittings = sittings(sessions);
            let heard = players::spellings(&sittings);
            let mut split = Vec::new();
            let registry = players::change(&path, |r| {
                split = players::split_by_merge(r, &sittings, &keep, &other)?;
                players::learn_spellings(r, &heard, &[&keep, &other]);
                gone = r.canonical(&other).to_string();
                r.merge(&keep, &other).map(|()| true)
            })?;
            let keep = registry.canonical(&keep).to_string();
            if !split.is_empty() {
                let evenings = split.join("; ");
                eprintln!("{}", tr!("players-cli-merge-split", keep = keep.as_str(), evenings = evenings));
            }
            Ok(tr!("players-cli-merged", keep = keep.as_str(), other = gone.as_str()) + "\n")
        }
    }
}

/// The folder's evenings (read on every core); a folder that cannot be listed has none.
fn sittings(sessions: &Path) -> Vec<players::Sitting> {
    let paths = crate::io::store::list_paths(sessions).unwrap_or_default();
    players::sittings(&crate::io::history::Loader::of(paths, || {}).finish())
}
