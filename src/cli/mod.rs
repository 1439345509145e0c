//! The command line: `schocken replay`, `schocken rules`, `schocken print`. A thin layer over `session` and `report`.

pub mod club;
mod columns;
mod error;
pub use error::CliError;
pub mod fees;
pub mod players;
pub mod tournament;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Parser, Subcommand, ValueEnum};
use schocken_core::export::{self, Table};
use schocken_core::i18n::Lang;
use schocken_core::report;
use schocken_core::rules::knobs::{Knob, KnobKind, Value};
use schocken_core::rules::preset::Preset;
use schocken_core::session::file;
use schocken_core::stats::Stats;
use schocken_core::tr;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::VERSION;

/// Schiedsrichter und Anschreiber für Schocken (Jule, Knobel-Max).
#[derive(Parser, Debug)]
#[command(name = "schocken", version = VERSION, about, long_about = None)]
pub struct Cli {
    /// Sprache der Ausgabe / output language
    #[arg(long, value_enum, global = true, default_value = "de")]
    pub lang: LangArg,
    /// Ordner der Sitzungsdateien / folder of session files (default: the platform's data folder)
    #[arg(long, global = true, value_name = "DIR")]
    pub sessions: Option<PathBuf>,
    /// Öffnet diese Sitzungsdatei im Fenster, wie `open FILE` (open this session file in the app;
    /// what the desktop's file manager passes)
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The command line as `--help` and the man page show it: with where the data lives below the
/// options (bilingual, as clap shows the help before a language is chosen). `data` is this
/// machine's folder where known; the man page, made when packaging, names the usual places.
pub fn command(data: Option<&Path>) -> clap::Command {
    let place = match data {
        Some(dir) => dir.display().to_string(),
        // i18n-ok: the man page's paths, the same in both languages
        None => "~/.local/share/schocken/sessions ($XDG_DATA_HOME/schocken/sessions)".to_string(),
    };
    let text = format!(
        // i18n-ok: bilingual help text like the options' own
        "Daten / data: {place}\n  Abende, Turniere, verein.ron und .spieler.ron liegen dort; --sessions DIR nimmt einen \
         anderen Ordner (evenings, tournaments, verein.ron and .spieler.ron live there; --sessions DIR uses another)"
    );
    <Cli as clap::CommandFactory>::command().after_help(text)
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
        /// der Abend als Bild zum Teilen (PNG, 1080 px breit) / the evening as a picture to share
        #[arg(long, value_name = "OUT.png", conflicts_with = "json")]
        png: Option<PathBuf>,
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
        #[arg(long, value_name = "TABLE", conflicts_with = "json", value_parser = table_arg())]
        csv: Option<Table>,
    },
    /// Turniere: Rangliste eines Turnierordners (tournaments: standings of a tournament folder)
    Tournament {
        #[command(subcommand)]
        command: crate::cli::tournament::TournamentCommand,
    },
    /// Die Spielerliste des Vereins über alle Abende und Turniere (the club's player registry)
    Players {
        #[command(subcommand)]
        command: crate::cli::players::PlayersCommand,
    },
    /// Vereinskasse und Saisonwertung aus verein.ron und den Abenden (the club's tab and seasons)
    Club {
        #[command(subcommand)]
        command: crate::cli::club::ClubCommand,
    },
    /// Zeigt die Regelwerke und ihre Schalter (list the presets and their knobs)
    Rules {
        /// nur dieses Regelwerk, mit jedem Schalter / only this preset, every knob
        preset: Option<String>,
    },
    /// Writes the package's generated files (man pages, shell completions, icons) into DIR, from
    /// this very command line: `tools/package.sh` calls it. Hidden: no user needs it.
    #[command(hide = true)]
    PackageFiles { dir: PathBuf },
}

/// Runs the command line; the exit code follows FORMAT.md (2 for bad input).
pub fn run(cli: Cli) -> ExitCode {
    schocken_core::i18n::set(Lang::from(cli.lang));
    match cli.command {
        None => match cli.file {
            None => gui(None, cli.sessions),
            // A name that is no file is more likely a mistyped command than an evening to open.
            Some(file) if !file.is_file() => output(Err(CliError::NoSuchFile(file))),
            Some(file) => gui(Some(file), cli.sessions),
        },
        Some(_) if cli.file.is_some() => output(Err(CliError::FileAndCommand)),
        Some(Command::PackageFiles { dir }) => {
            output(crate::package::write_files(&dir, command(None)).map_err(CliError::from))
        }
        Some(Command::Open { file }) => gui(Some(file), cli.sessions),
        Some(Command::Demo) => match crate::demo::folder() {
            Ok(dir) => {
                eprintln!("{}", tr!("cli-demo-folder", dir = dir.display().to_string()));
                gui(None, Some(dir))
            }
            Err(e) => {
                eprintln!("{}", tr!("cli-demo-failed", error = e.to_string()));
                ExitCode::FAILURE
            }
        },
        Some(Command::Replay { file, json, png: Some(out) }) if !json => output(evening_picture(&file, &out)),
        Some(Command::Replay { file, json, .. }) => output(replay(&file, json)),
        Some(Command::Simulate { rules, players, games, seed, seat_changes }) => {
            output(simulate(&rules, &players, games, seed, seat_changes))
        }
        Some(Command::Print { file, game, tallies, blank, players, rules, out }) => {
            let folder = blank_folder(cli.sessions);
            output(
                print(&PrintArgs { file, game, tallies, blank, players, rules, out, folder }).map(|done| done + "\n"),
            )
        }
        Some(Command::Tournament { command }) => output(crate::cli::tournament::run(command, cli.sessions)),
        Some(Command::Rules { preset }) => output(rules(preset.as_deref())),
        Some(Command::Players { command }) => {
            output(data_folder(cli.sessions).and_then(|dir| Ok(crate::cli::players::run(&dir, command)?)))
        }
        Some(Command::Club { command }) => {
            output(data_folder(cli.sessions).and_then(|dir| Ok(crate::cli::club::run(&dir, command)?)))
        }
        Some(Command::Stats { player, json, csv }) => {
            let format = match (json, csv) {
                (_, Some(table)) => StatsFormat::Csv(table),
                (true, None) => StatsFormat::Json,
                (false, None) => StatsFormat::Text,
            };
            output(stats(cli.sessions, player.as_deref(), format))
        }
    }
}

/// The sessions folder given, else the app's data folder.
fn data_folder(given: Option<PathBuf>) -> Result<PathBuf, CliError> {
    given.or_else(crate::io::store::Store::default_dir).ok_or(CliError::NoDataFolder)
}

/// Prints a command's result: the text on stdout, or the one-line problem on stderr with exit
/// status 2 (bad input, FORMAT.md).
fn output(result: Result<String, CliError>) -> ExitCode {
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

/// An argument taking one of a core enum's ids (the ids its JSON uses), each listed in `--help` with its
/// explanation if it has one. Core types cannot implement clap's `ValueEnum`: the core knows no clap.
pub(crate) fn one_of<T: Copy + Send + Sync + 'static>(
    all: &'static [T],
    id: fn(T) -> &'static str,
    help: fn(T) -> Option<String>,
) -> impl TypedValueParser<Value = T> {
    let listed = all.iter().map(move |&v| match help(v) {
        Some(text) => PossibleValue::new(id(v)).help(text),
        None => PossibleValue::new(id(v)),
    });
    PossibleValuesParser::new(listed).try_map(move |given| {
        all.iter().copied().find(|&v| id(v) == given).ok_or(clap::Error::new(clap::error::ErrorKind::InvalidValue))
    })
}

/// `--csv TABLE` takes the export's own table ids.
fn table_arg() -> impl TypedValueParser<Value = Table> {
    one_of(Table::ALL, Table::id, |t| Some(schocken_core::i18n::scoped(Lang::En, || t.label())))
}

/// `schocken stats [--sessions DIR] [--player NAME] [--json | --csv TABLE]`: statistics over every
/// session of the folder (oldest first, so streaks run in time order); damaged files are named on
/// stderr. `--player` keeps the evenings that player sat in, and of them that player's figures
/// (and, in the games table, the games he played).
pub fn stats(dir: Option<PathBuf>, player: Option<&str>, format: StatsFormat) -> Result<String, CliError> {
    let dir = data_folder(dir)?;
    let shown = dir.display().to_string();
    let folder_problem = |error: std::io::Error| CliError::FolderProblem { dir: dir.clone(), error };
    let store = crate::io::store::Store::open(dir.clone()).map_err(folder_problem)?;
    // Every name as the club's registry knows the person (renamed, or spellings merged).
    let registry = crate::io::players::read(&crate::io::players::path(&dir))?;
    for copy in crate::io::players::conflict_copies(&dir) {
        eprintln!("{}", tr!("players-conflict-copy", file = copy.display().to_string()));
    }
    let player = player.map(|name| registry.canonical(name));
    let mut digests = Vec::new();
    for item in crate::io::history::load_all(&store).map_err(folder_problem)? {
        match item.digest {
            // One person seated twice (two spellings the registry merged) is not counted twice:
            // the evening is reported and passed over, as the club's books do (CLUB.md 4).
            Ok(digest) => match registry.one_person_twice(&digest.evening.players) {
                Some((names, person)) => eprintln!(
                    "{}",
                    crate::io::club_folder::Notice::SamePerson {
                        file: item.path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(),
                        names: names.map(String::from),
                        person: person.to_string(),
                    }
                ),
                None => digests.push(digest.renamed(|n| registry.canonical(n).to_string())),
            },
            Err(problem) => eprintln!("{problem}"),
        }
    }
    if let Some(name) = player {
        digests.retain(|d| d.has_player(name));
    }
    let mut stats = Stats::of_digests(&digests);
    if let Some(name) = player {
        stats.players.retain(|p| schocken_core::names::same(&p.name, name));
        if stats.players.is_empty() {
            return Err(CliError::UnknownPlayer { name: name.to_string(), dir });
        }
    }
    match format {
        StatsFormat::Text => {}
        StatsFormat::Json => return Ok(export::json(&stats)),
        StatsFormat::Csv(table) => {
            if let (Some(name), Table::Games) = (player, table) {
                for e in &mut stats.evenings {
                    std::sync::Arc::make_mut(e)
                        .games_detail
                        .retain(|g| g.players.iter().any(|p| schocken_core::names::same(p, name)));
                }
            }
            return Ok(crate::csv_file::stats(&stats, table)?);
        }
    }
    // Says what it counts: sessions (one a table and file) and the dates they fall on (CLUB.md's
    // "Abende"); the players' column "Abende" counts sessions.
    let count = stats.evenings.len();
    let dates: std::collections::BTreeSet<_> = stats
        .evenings
        .iter()
        .filter_map(|e| e.started.as_deref().and_then(schocken_core::club::Day::of_started))
        .collect();
    let dates = dates.len();
    let mut out = match player {
        Some(name) => tr!("cli-stats-title-player", count = count, dates = dates, name = name, dir = shown.as_str()),
        None => tr!("cli-stats-title", count = count, dates = dates, dir = shown.as_str()),
    };
    out += "\n\n";
    out += &schocken_core::stats::text_table(&stats.players);
    Ok(out)
}

/// Opens the referee app's window.
fn gui(file: Option<PathBuf>, sessions: Option<PathBuf>) -> ExitCode {
    match crate::ui::run(file, sessions) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{}", tr!("cli-window-failed", error = e.to_string()));
            ExitCode::FAILURE
        }
    }
}

/// `schocken replay FILE [--json]`: the JSON object or the readable summary.
pub fn replay(path: &Path, json: bool) -> Result<String, CliError> {
    let session = crate::io::store::read(path)?;
    Ok(if json {
        let mut out = serde_json::to_string_pretty(&report::json::replay(&session)).expect("JSON values serialise");
        out.push('\n');
        out
    } else {
        report::text::summary(&session)
    })
}

/// `schocken replay FILE --png OUT`: the evening as a picture to share, with the club of its
/// folder (`verein.ron`'s name, the logo beside it).
pub fn evening_picture(path: &Path, out: &Path) -> Result<String, CliError> {
    let session = crate::io::store::read(path)?;
    let club = crate::io::share::club_of_sessions(path.parent().unwrap_or(Path::new(".")));
    crate::io::share::write(out, &crate::share::Subject::Evening(&session), &club)?;
    Ok(tr!("share-written", file = out.display().to_string()) + "\n")
}

/// `schocken simulate`: a simulated evening as a session file.
pub fn simulate(preset: &str, players: &str, games: u32, seed: u64, seat_changes: u64) -> Result<String, CliError> {
    let preset = Preset::parse(preset).ok_or_else(|| CliError::UnknownRules(preset.to_string()))?;
    let header = schocken_core::session::log::Header {
        title: Some(tr!("cli-simulated-title", preset = preset.id())),
        started: Some("2026-11-20T19:30:00+01:00".into()),
        place: None,
        tournament: None,
        rules: schocken_core::rules::preset::RuleSet::new(preset),
        players: players.split(',').map(|s| s.trim().to_string()).collect(),
    };
    schocken_core::session::log::Session::new(header.clone()).map_err(CliError::Players)?;
    let options = schocken_core::sim::Options { games, seat_changes, ..Default::default() };
    Ok(file::write(&schocken_core::sim::simulate(header, &options, seed)))
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
    /// The folder whose club rule book (`verein.ron`'s `rules`, CLUB.md 3) a blank sheet uses
    /// where no `--rules` is given.
    pub folder: Option<PathBuf>,
}

/// The folder a blank sheet is printed for: the one `--sessions` names, else the current one where
/// it is a club's (holds `verein.ron`), else the app's data folder.
fn blank_folder(given: Option<PathBuf>) -> Option<PathBuf> {
    let here = std::env::current_dir().ok().filter(|d| d.join(crate::io::club_folder::CLUB_FILE).is_file());
    given.or(here).or_else(crate::io::store::Store::default_dir)
}

/// `schocken print`: writes the PDF (in the current language) and says where; errors are one line
/// naming the file or the argument.
pub fn print(args: &PrintArgs) -> Result<String, CliError> {
    let (pdf, out) = if args.blank {
        if let Some(file) = &args.file {
            return Err(CliError::BlankWithFile(file.clone()));
        }
        if args.game.is_some() || args.tallies {
            return Err(CliError::BlankWithGame);
        }
        let players = args.players.ok_or(CliError::BlankPlayers)?;
        let club = match (&args.rules, &args.folder) {
            (None, Some(dir)) => crate::io::club_folder::club_rules(dir)?,
            _ => None,
        };
        let rules = match (club, args.rules.as_deref()) {
            (Some(rules), _) => rules,
            (None, id) => {
                let id = id.unwrap_or(Preset::MainTaunus.id());
                let preset = Preset::parse(id).ok_or_else(|| CliError::UnknownRules(id.to_string()))?;
                schocken_core::rules::preset::RuleSet::new(preset)
            }
        };
        let id = rules.preset.id();
        let pdf = crate::print::blank_sheet(players, &rules).map_err(CliError::BlankSheet)?;
        let out = args.out.clone().unwrap_or_else(|| {
            PathBuf::from(tr!("cli-print-blank-name", preset = id, players = players)).with_extension("pdf")
        });
        (pdf, out)
    } else {
        let file = args.file.as_ref().ok_or(CliError::PrintNoFile)?;
        if args.players.is_some() || args.rules.is_some() {
            return Err(CliError::PrintBlankOnly);
        }
        if args.tallies && args.game.is_some() {
            return Err(CliError::TalliesWithGame);
        }
        let session = crate::io::store::read(file)?;
        let pdf = if args.tallies {
            crate::print::tallies(&session)
        } else {
            crate::print::round_sheet(&session, args.game)
                .map_err(|error| CliError::Sheet { file: file.clone(), error })?
        };
        let out = args.out.clone().unwrap_or_else(|| {
            let stem = file
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_else(|| tr!("cli-print-session-name"));
            let suffix = match (args.tallies, args.game) {
                (true, _) => tr!("cli-print-tallies-suffix"),
                (false, Some(n)) => tr!("cli-print-game-suffix", game = n),
                (false, None) => String::new(),
            };
            file.with_file_name(format!("{stem}{suffix}.pdf"))
        });
        let same =
            |a: &Path, b: &Path| a == b || matches!((a.canonicalize(), b.canonicalize()), (Ok(x), Ok(y)) if x == y);
        if same(&out, file) {
            return Err(CliError::PrintSameFile(out));
        }
        (pdf, out)
    };
    crate::io::atomic::write(&out, &pdf).map_err(|error| CliError::Unwritable { file: out.clone(), error })?;
    Ok(tr!("cli-print-written", file = out.display().to_string()))
}

/// One line of the overview's table: the knob's column, then a column per preset; no blanks at
/// its end.
fn overview_line(knob: &str, values: impl Iterator<Item = String>) -> String {
    let mut line = format!("{knob:<27}");
    for v in values {
        line += &format!("{v:<18}");
    }
    line.truncate(line.trim_end().len());
    line + "\n"
}

/// `schocken rules [PRESET]`: every preset with every knob, or one preset in detail.
pub fn rules(preset: Option<&str>) -> Result<String, CliError> {
    let mut out = String::new();
    use schocken_core::report::words;
    let describe = words::preset;
    match preset {
        None => {
            for &p in Preset::ALL {
                out += &format!("{:<18} {}\n", p.id(), describe(p));
            }
            // Four presets a block, so that a line fits 100 columns.
            for presets in Preset::ALL.chunks(4) {
                out.push('\n');
                out += &overview_line(&tr!("cli-rules-knob"), presets.iter().map(|p| p.id().to_string()));
                for &k in Knob::ALL {
                    // A house rule is marked as `rules PRESET` says it: no rule book has it.
                    let name = match k.is_house_rule() {
                        true => format!("{} {}", k.name(), tr!("cli-rules-house-mark")),
                        false => k.name().to_string(),
                    };
                    let values = presets.iter().map(|p| {
                        let agreed = p.agreed().iter().any(|(a, _)| *a == k);
                        let v = k.get(&p.rules()).id();
                        if agreed { format!("{v}*") } else { v }
                    });
                    out += &overview_line(&name, values);
                }
            }
            out += &format!("\n{}\n{}\n", tr!("cli-rules-agreed-note"), tr!("cli-rules-house-note"));
        }
        Some(id) => {
            let p = Preset::parse(id).ok_or_else(|| CliError::UnknownPreset(id.to_string()))?;
            out += &format!("{} — {}\n\n", p.id(), describe(p));
            let rules = p.rules();
            for &k in Knob::ALL {
                let values = match k.kind() {
                    KnobKind::Bool => [Value::Bool(true), Value::Bool(false)].map(Value::id).join(" | "),
                    KnobKind::Number { min, max } => format!("{min}–{max}"),
                    KnobKind::Choice(choices) => choices.iter().map(|c| c.id()).collect::<Vec<_>>().join(" | "),
                };
                let note = match p.agreed().iter().find(|(a, _)| *a == k) {
                    Some((_, choices)) => {
                        let values = choices.iter().map(|v| v.id()).collect::<Vec<_>>().join(" / ");
                        format!("  {}", tr!("cli-rules-agreed", values = values))
                    }
                    // A house rule says what it does: no rule book has it, so a reader may not know it.
                    None if k.is_house_rule() => format!("  {}", tr!("cli-rules-house", what = words::explain(k))),
                    None => String::new(),
                };
                out += &format!("{:<27} {:<16} [{values}]{note}\n", k.name(), k.get(&rules).id());
            }
        }
    }
    Ok(out)
}
