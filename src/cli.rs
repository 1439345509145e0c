//! The command line: `schocken replay`, `schocken rules`. A thin layer over `session` and `report`.

use crate::i18n::Lang;
use crate::report;
use crate::rules::knobs::{Knob, KnobKind};
use crate::rules::preset::Preset;
use crate::session::file;
use clap::{Parser, Subcommand, ValueEnum};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Schiedsrichter und Anschreiber für Schocken (Jule, Knobel-Max).
#[derive(Parser, Debug)]
#[command(name = "schocken", version, about, long_about = None)]
pub struct Cli {
    /// Sprache der Ausgabe / output language
    #[arg(long, value_enum, global = true, default_value = "de")]
    pub lang: LangArg,
    /// Ordner der Sitzungsdateien / folder of session files (default: the platform's data folder)
    #[arg(long, global = true, value_name = "DIR")]
    pub sessions: Option<PathBuf>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    De,
    En,
}

impl From<LangArg> for Lang {
    fn from(l: LangArg) -> Lang {
        match l {
            LangArg::De => Lang::De,
            LangArg::En => Lang::En,
        }
    }
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Öffnet das Fenster mit den Beispielabenden in einem frischen Ordner (try the app with sample evenings)
    Demo,
    /// Öffnet eine Sitzungsdatei im Fenster (open a session file in the app)
    Open {
        /// die Sitzungsdatei (RON)
        file: PathBuf,
    },
    /// Spielt eine Sitzungsdatei nach und zeigt Verlierer, Deckel und Striche
    /// (replay a session file: losers, discs, tally marks)
    Replay {
        /// die Sitzungsdatei (RON)
        file: PathBuf,
        /// JSON nach FORMAT.md statt Text / JSON per FORMAT.md instead of text
        #[arg(long)]
        json: bool,
    },
    /// Simuliert einen Abend mit Zufallswürfen und schreibt die Sitzungsdatei nach stdout
    /// (simulate an evening with random dice; prints the session file)
    Simulate {
        /// Regelwerk / preset id
        #[arg(long, default_value = "main-taunus")]
        rules: String,
        /// Spieler in Sitzordnung, mit Komma getrennt / players in seat order
        #[arg(long, default_value = "Anna,Ben,Carl,Dora")]
        players: String,
        /// Anzahl Spiele / number of games
        #[arg(long, default_value_t = 3)]
        games: u32,
        /// Startwert des Zufalls / random seed
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Prozent Wahrscheinlichkeit je Spiel für eine neue Sitzordnung / percent chance of a new seating per game
        #[arg(long, default_value_t = 0)]
        seat_changes: u64,
    },
    /// Zeigt die Regelwerke und ihre Schalter (list the presets and their knobs)
    Rules {
        /// nur dieses Regelwerk, mit jedem Schalter / only this preset, every knob
        preset: Option<String>,
    },
}

/// Runs the command line; the exit code follows FORMAT.md (2 for bad input).
pub fn run(cli: Cli) -> ExitCode {
    let lang = Lang::from(cli.lang);
    match cli.command {
        None => gui(None, cli.sessions),
        Some(Command::Open { file }) => gui(Some(file), cli.sessions),
        Some(Command::Demo) => match demo_folder() {
            Ok(dir) => {
                eprintln!("Beispielabende in {}", dir.display());
                gui(None, Some(dir))
            }
            Err(e) => {
                eprintln!("schocken demo: {e}");
                ExitCode::FAILURE
            }
        },
        Some(Command::Replay { file, json }) => match replay(&file, json, lang) {
            Ok(out) => {
                print!("{out}");
                ExitCode::SUCCESS
            }
            Err(message) => {
                eprintln!("{message}");
                ExitCode::from(2)
            }
        },
        Some(Command::Simulate { rules, players, games, seed, seat_changes }) => {
            match simulate(&rules, &players, games, seed, seat_changes) {
                Ok(out) => {
                    print!("{out}");
                    ExitCode::SUCCESS
                }
                Err(message) => {
                    eprintln!("{message}");
                    ExitCode::from(2)
                }
            }
        }
        Some(Command::Rules { preset }) => match rules(preset.as_deref(), lang) {
            Ok(out) => {
                print!("{out}");
                ExitCode::SUCCESS
            }
            Err(message) => {
                eprintln!("{message}");
                ExitCode::from(2)
            }
        },
    }
}

/// The sample evenings of `sessions/`, built into the program for `schocken demo`.
const SAMPLES: &[(&str, &str)] = &[
    ("main-taunus.ron", include_str!("../sessions/main-taunus.ron")),
    ("obertiefenbach.ron", include_str!("../sessions/obertiefenbach.ron")),
    ("theimann-dimmi.ron", include_str!("../sessions/theimann-dimmi.ron")),
    ("theimann-altstadt.ron", include_str!("../sessions/theimann-altstadt.ron")),
    ("kalk.ron", include_str!("../sessions/kalk.ron")),
    ("grundregeln.ron", include_str!("../sessions/grundregeln.ron")),
    ("dohren.ron", include_str!("../sessions/dohren.ron")),
];

/// A fresh folder holding copies of the sample evenings: trying the app never changes `sessions/`.
fn demo_folder() -> std::io::Result<PathBuf> {
    let dir = std::env::temp_dir().join(format!("schocken-demo-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    for (name, text) in SAMPLES {
        std::fs::write(dir.join(name), text)?;
    }
    Ok(dir)
}

/// Opens the referee app's window.
fn gui(file: Option<PathBuf>, sessions: Option<PathBuf>) -> ExitCode {
    match crate::ui::run(file, sessions) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("schocken: das Fenster lässt sich nicht öffnen: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `schocken replay FILE [--json]`: the JSON object or the readable summary.
pub fn replay(path: &Path, json: bool, lang: Lang) -> Result<String, String> {
    let session = crate::store::read(path, lang)?;
    Ok(if json {
        let mut out = serde_json::to_string_pretty(&report::json::replay(&session)).expect("JSON values serialise");
        out.push('\n');
        out
    } else {
        report::text::summary(&session, lang)
    })
}

/// `schocken simulate`: a simulated evening as a session file.
pub fn simulate(preset: &str, players: &str, games: u32, seed: u64, seat_changes: u64) -> Result<String, String> {
    let preset = Preset::parse(preset).ok_or_else(|| format!("unbekanntes Regelwerk „{preset}“"))?;
    let header = crate::session::log::Header {
        title: Some(format!("Simulierter Abend ({})", preset.id())),
        started: Some("2026-11-20T19:30:00+01:00".into()),
        place: None,
        rules: crate::rules::preset::RuleSet::new(preset),
        players: players.split(',').map(|s| s.trim().to_string()).collect(),
    };
    crate::session::log::Session::new(header.clone()).map_err(|r| format!("--players: {}", r.message(Lang::De)))?;
    let options = crate::sim::Options { games, seat_changes, ..Default::default() };
    Ok(file::write(&crate::sim::simulate(header, &options, seed)))
}

/// `schocken rules [PRESET]`: every preset with every knob, or one preset in detail.
pub fn rules(preset: Option<&str>, lang: Lang) -> Result<String, String> {
    let de = lang == Lang::De;
    let mut out = String::new();
    let describe = |p: Preset| if de { p.description_de() } else { p.description_en() };
    match preset {
        None => {
            for &p in Preset::ALL {
                out += &format!("{:<18} {}\n", p.id(), describe(p));
            }
            out.push('\n');
            out += &format!("{:<27}", if de { "Schalter" } else { "knob" });
            for &p in Preset::ALL {
                out += &format!("{:<18}", p.id());
            }
            out.push('\n');
            for &k in Knob::ALL {
                out += &format!("{:<27}", k.name());
                for &p in Preset::ALL {
                    let agreed = p.agreed().iter().any(|(a, _)| *a == k);
                    let v = k.get(&p.rules()).id();
                    out += &format!("{:<18}", if agreed { format!("{v}*") } else { v });
                }
                out.push('\n');
            }
            out += if de {
                "\n* am Tisch vor dem ersten Spiel zu vereinbaren (hier der Standardwert)\n"
            } else {
                "\n* to be agreed at the table before the first game (default shown)\n"
            };
        }
        Some(id) => {
            let p = Preset::parse(id).ok_or_else(|| {
                let known = Preset::ALL.iter().map(|p| p.id()).collect::<Vec<_>>().join(", ");
                if de {
                    format!("unbekanntes Regelwerk „{id}“ (bekannt: {known})")
                } else {
                    format!("unknown preset \"{id}\" (known: {known})")
                }
            })?;
            out += &format!("{} — {}\n\n", p.id(), describe(p));
            let rules = p.rules();
            for &k in Knob::ALL {
                let values = match k.kind() {
                    KnobKind::Bool => "yes | no".to_string(),
                    KnobKind::Number { min, max } => format!("{min}–{max}"),
                    KnobKind::Choice(ids) => ids.join(" | "),
                };
                let agreed = p.agreed().iter().find(|(a, _)| *a == k);
                let note = match (agreed, de) {
                    (Some((_, choices)), true) => format!("  (zu vereinbaren: {})", choices.join(" / ")),
                    (Some((_, choices)), false) => format!("  (to be agreed: {})", choices.join(" / ")),
                    (None, _) => String::new(),
                };
                out += &format!("{:<27} {:<16} [{values}]{note}\n", k.name(), k.get(&rules).id());
            }
        }
    }
    Ok(out)
}
