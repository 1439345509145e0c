//! The command line: `schocken replay`, `schocken rules`, `schocken print`. A thin layer over `session` and `report`.

use crate::export::{self, Table};
use crate::i18n::Lang;
use crate::report;
use crate::rules::knobs::{Knob, KnobKind};
use crate::rules::preset::Preset;
use crate::session::file;
use crate::stats::Stats;
use clap::builder::PossibleValue;
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
    /// Druckt den Wertungsbogen einer Sitzung als PDF, die Bierdeckel (--tallies) oder einen leeren
    /// Bogen zum Spielen auf Papier (--blank) (print a round sheet, beer mats or a blank sheet as PDF)
    Print {
        /// die Sitzungsdatei (RON); entfällt mit --blank (the session file; not with --blank)
        file: Option<PathBuf>,
        /// nur dieses Spiel (only this game)
        #[arg(long, value_name = "N")]
        game: Option<u32>,
        /// Bierdeckel mit den Strichen jedes Spielers (beer mats with every player's tally marks)
        #[arg(long)]
        tallies: bool,
        /// leerer Bogen zum Spielen auf Papier, mit Wurftabelle (blank sheet with the throw table)
        #[arg(long)]
        blank: bool,
        /// Spielerzahl des leeren Bogens, 2–12 (players of the blank sheet)
        #[arg(long, value_name = "N")]
        players: Option<usize>,
        /// Regelwerk des leeren Bogens, sonst main-taunus (preset of the blank sheet; default main-taunus)
        #[arg(long, value_name = "PRESET")]
        rules: Option<String>,
        /// Zieldatei; sonst die Sitzungsdatei mit .pdf bzw. -tallies.pdf
        /// (output file; default: the session file with .pdf or -tallies.pdf)
        #[arg(long, short, value_name = "OUT.pdf")]
        out: Option<PathBuf>,
    },
    /// Statistik über alle Abende des Ordners (statistics over every session of the folder)
    Stats {
        /// nur dieser Spieler / only this player
        #[arg(long)]
        player: Option<String>,
        /// JSON statt Tabelle / JSON instead of a table
        #[arg(long)]
        json: bool,
        /// diese Tabelle als CSV (Excel) / this table as CSV
        #[arg(long, value_name = "TABLE", conflicts_with = "json")]
        csv: Option<Table>,
    },
    /// Turniere: Rangliste eines Turnierordners (tournaments: standings of a tournament folder)
    Tournament {
        #[command(subcommand)]
        command: crate::tournament_cli::TournamentCommand,
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
    crate::i18n::set(lang);
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
        Some(Command::Replay { file, json }) => output(replay(&file, json, lang)),
        Some(Command::Simulate { rules, players, games, seed, seat_changes }) => {
            output(simulate(&rules, &players, games, seed, seat_changes))
        }
        Some(Command::Print { file, game, tallies, blank, players, rules, out }) => {
            output(print(&PrintArgs { file, game, tallies, blank, players, rules, out }).map(|done| done + "\n"))
        }
        Some(Command::Tournament { command }) => output(crate::tournament_cli::run(command)),
        Some(Command::Rules { preset }) => output(rules(preset.as_deref(), lang)),
        Some(Command::Stats { player, json, csv }) => {
            let format = match (json, csv) {
                (_, Some(table)) => StatsFormat::Csv(table),
                (true, None) => StatsFormat::Json,
                (false, None) => StatsFormat::Text,
            };
            output(stats(cli.sessions, player.as_deref(), format, lang))
        }
    }
}

/// Prints a command's result: the text on stdout, or the one-line problem on stderr with exit
/// status 2 (bad input, FORMAT.md).
fn output(result: Result<String, String>) -> ExitCode {
    match result {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(2)
        }
    }
}

/// What `schocken stats` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatsFormat {
    /// The players' table for people.
    Text,
    /// Everything, as `export::json`.
    Json,
    /// One table, as `export::csv` in the conventions of the output language.
    Csv(Table),
}

/// `--csv TABLE` takes the export's own table ids.
impl ValueEnum for Table {
    fn value_variants<'a>() -> &'a [Table] {
        Table::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.id()).help(crate::i18n::scoped(Lang::En, || self.label())))
    }
}

/// `schocken stats [--sessions DIR] [--player NAME] [--json | --csv TABLE]`: statistics over every
/// session of the folder (oldest first, so streaks run in time order); damaged files are named on
/// stderr. `--player` keeps the evenings that player sat in, and of them that player's figures
/// (and, in the games table, the games he played).
pub fn stats(dir: Option<PathBuf>, player: Option<&str>, format: StatsFormat, lang: Lang) -> Result<String, String> {
    let dir = dir.or_else(crate::store::Store::default_dir).ok_or("kein Datenordner gefunden (--sessions DIR)")?;
    let store = crate::store::Store::open(dir.clone()).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut digests = Vec::new();
    for item in crate::history::load_all(&store).map_err(|e| format!("{}: {e}", dir.display()))? {
        match item.digest {
            Ok(digest) => digests.push(digest),
            Err(problem) => eprintln!("{}", crate::i18n::scoped(lang, || problem.to_string())),
        }
    }
    if let Some(name) = player {
        digests.retain(|d| d.has_player(name));
    }
    let mut stats = Stats::of_digests(&digests);
    if let Some(name) = player {
        stats.players.retain(|p| p.name == name);
        if stats.players.is_empty() {
            return Err(match lang {
                Lang::De => format!("--player: „{name}“ kommt in keiner Sitzung in {} vor", dir.display()),
                Lang::En => format!("--player: \"{name}\" plays in no session in {}", dir.display()),
            });
        }
    }
    match format {
        StatsFormat::Text => {}
        StatsFormat::Json => return Ok(export::json(&stats)),
        StatsFormat::Csv(table) => {
            if let (Some(name), Table::Games) = (player, table) {
                for e in &mut stats.evenings {
                    std::sync::Arc::make_mut(e).games_detail.retain(|g| g.players.iter().any(|p| p == name));
                }
            }
            return Ok(crate::i18n::scoped(lang, || export::csv(&stats, table)));
        }
    }
    let de = lang == Lang::De;
    let with = player.map(|name| format!(" {} {name}", if de { "mit" } else { "with" })).unwrap_or_default();
    let evenings = if de { "Abende" } else { "evenings" };
    let mut out = format!("{} {evenings}{with} in ({})\n\n", stats.evenings.len(), dir.display());
    let header = if de {
        "Spieler            Abende Spiele Verl. Quote Hälften Finale(v) Durchm. Schock-Out Jule Runden(v) Deckel Striche Serie"
    } else {
        "player          evenings  games  lost  rate  halves final(l)  Durchm. Schock-Out Jule rounds(l)  discs  marks streak"
    };
    out += header;
    out.push('\n');
    for p in &stats.players {
        out += &format!(
            "{:<18} {:>6} {:>6} {:>5} {:>4.0}% {:>7} {:>5}({}) {:>7} {:>10} {:>4} {:>5}({}) {:>6} {:>7} {:>5}\n",
            p.name,
            p.evenings,
            p.games_played,
            p.games_lost,
            p.loss_rate * 100.0,
            p.halves_lost,
            p.finals_played,
            p.finals_lost,
            p.durchmarsch,
            p.schock_outs,
            p.jules,
            p.rounds_played,
            p.rounds_lost,
            p.discs_received,
            p.tally_marks,
            p.longest_losing_streak
        );
    }
    Ok(out)
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
    let session = crate::store::read(path).map_err(|e| crate::i18n::scoped(lang, || e.to_string()))?;
    Ok(if json {
        let mut out = serde_json::to_string_pretty(&report::json::replay(&session)).expect("JSON values serialise");
        out.push('\n');
        out
    } else {
        report::text::summary(&session)
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

/// The arguments of `schocken print`.
#[derive(Clone, Debug, Default)]
pub struct PrintArgs {
    pub file: Option<PathBuf>,
    pub game: Option<u32>,
    pub tallies: bool,
    pub blank: bool,
    pub players: Option<usize>,
    pub rules: Option<String>,
    pub out: Option<PathBuf>,
}

/// `schocken print`: writes the PDF and says where; errors are one German line naming the file or
/// the argument.
pub fn print(args: &PrintArgs) -> Result<String, String> {
    let (pdf, out) = if args.blank {
        if let Some(file) = &args.file {
            return Err(format!("{}: mit --blank wird keine Sitzungsdatei gelesen", file.display()));
        }
        if args.game.is_some() || args.tallies {
            return Err("--blank: nicht zusammen mit --game oder --tallies".into());
        }
        let players = args.players.ok_or("--blank: bitte die Spielerzahl angeben (--players N, 2–12)")?;
        let id = args.rules.as_deref().unwrap_or("main-taunus");
        let preset = Preset::parse(id).ok_or_else(|| {
            let known = Preset::ALL.iter().map(|p| p.id()).collect::<Vec<_>>().join(", ");
            format!("--rules: unbekanntes Regelwerk „{id}“ (bekannt: {known})")
        })?;
        let rules = crate::rules::preset::RuleSet::new(preset);
        let pdf = crate::print::blank_sheet(players, &rules).map_err(|e| format!("--players: {e}"))?;
        let out = args.out.clone().unwrap_or_else(|| PathBuf::from(format!("wertungsbogen-{id}-{players}.pdf")));
        (pdf, out)
    } else {
        let file = args.file.as_ref().ok_or("schocken print: bitte eine Sitzungsdatei angeben (oder --blank)")?;
        if args.players.is_some() || args.rules.is_some() {
            return Err("--players und --rules gelten nur mit --blank".into());
        }
        if args.tallies && args.game.is_some() {
            return Err("--tallies: die Bierdeckel gelten für den ganzen Abend, nicht mit --game".into());
        }
        let session = crate::store::read(file).map_err(|e| e.to_string())?;
        let pdf = if args.tallies {
            crate::print::tallies(&session)
        } else {
            crate::print::round_sheet(&session, args.game).map_err(|e| format!("{}: {e}", file.display()))?
        };
        let out = args.out.clone().unwrap_or_else(|| {
            let stem = file.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "sitzung".into());
            let suffix = match (args.tallies, args.game) {
                (true, _) => "-tallies".to_string(),
                (false, Some(n)) => format!("-spiel{n}"),
                (false, None) => String::new(),
            };
            file.with_file_name(format!("{stem}{suffix}.pdf"))
        });
        let same =
            |a: &Path, b: &Path| a == b || matches!((a.canonicalize(), b.canonicalize()), (Ok(x), Ok(y)) if x == y);
        if same(&out, file) {
            return Err(format!(
                "{}: das ist die Sitzungsdatei; sie wird nicht überschrieben (--out wählen)",
                out.display()
            ));
        }
        (pdf, out)
    };
    std::fs::write(&out, &pdf).map_err(|e| format!("{}: lässt sich nicht schreiben: {e}", out.display()))?;
    Ok(format!("{} geschrieben", out.display()))
}

/// `schocken rules [PRESET]`: every preset with every knob, or one preset in detail.
pub fn rules(preset: Option<&str>, lang: Lang) -> Result<String, String> {
    let de = lang == Lang::De;
    let mut out = String::new();
    let describe = crate::report::words::preset;
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
