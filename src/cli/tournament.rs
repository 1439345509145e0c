//! `schocken tournament …`: the organiser's commands over a tournament folder (TOURNAMENT.md).

use super::error::CliError;
use crate::io::tournament_folder::{self, Folder, Organiser};
use crate::print::tournament::{self as print, Printout};
use clap::{Subcommand, ValueEnum};
use schocken_core::rules::limits::{DISCS, TABLE_SIZES};
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::tournament::codes::TableCode;
use schocken_core::tournament::draw::{self, Bounds, Wanted};
use schocken_core::tournament::edit::{Current, Edit};
use schocken_core::tournament::file::{CardGame, Games, RoundKind, Scoring, TournamentFile};
use schocken_core::tournament::json;
use schocken_core::tournament::standings_text;
use schocken_core::tournament::{RoundNo, TableNo, replay};
use schocken_core::tr;
use std::path::{Path, PathBuf};

/// `--scoring` takes the ids of `standings --json` (and lists them in `--help`).
fn scoring_arg() -> impl clap::builder::TypedValueParser<Value = Scoring> {
    use clap::builder::TypedValueParser;
    clap::builder::PossibleValuesParser::new(Scoring::ALL.iter().map(|s| s.id())).try_map(|id| {
        Scoring::ALL
            .iter()
            .copied()
            .find(|s| s.id() == id)
            .ok_or(clap::Error::new(clap::error::ErrorKind::InvalidValue))
    })
}

#[derive(Subcommand, Debug)]
pub enum TournamentCommand {
    /// Legt ein Turnier im Ordner an (start a tournament in a folder)
    New {
        dir: PathBuf,
        /// Titel / title
        #[arg(long)]
        title: Option<String>,
        /// Ort / place
        #[arg(long)]
        place: Option<String>,
        /// Regelwerk der Tische / the tables' preset
        #[arg(long, default_value = "main-taunus")]
        rules: String,
        /// Wertung / scoring
        #[arg(long, value_parser = scoring_arg(), default_value = "loss-points")]
        scoring: Scoring,
        /// Deckel je Tischgröße, z. B. 3:11,5:15 / discs by table size
        #[arg(long, value_name = "SIZE:DISCS,…")]
        discs: Option<String>,
    },
    /// Meldet Spieler an (register players)
    Register {
        dir: PathBuf,
        names: Vec<String>,
        /// Mannschaft / team
        #[arg(long)]
        team: Option<String>,
    },
    /// Meldet einen Spieler ab (withdraw a player)
    Withdraw { dir: PathBuf, name: String },
    /// Berichtigt einen Namen überall in turnier.ron (rename a player everywhere in turnier.ron)
    Rename { dir: PathBuf, old: String, new: String },
    /// Lost die nächste Runde aus und schreibt sie ein (draw the next round)
    Draw {
        dir: PathBuf,
        /// Startwert der Auslosung / seed of the draw
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// kleinster und größter Tisch / smallest and largest table
        #[arg(long, default_value_t = 4)]
        min: usize,
        #[arg(long, default_value_t = 4)]
        max: usize,
        /// Spiele je Tisch (Punkterunde) / games per table (points round)
        #[arg(long, default_value_t = 5)]
        games: u32,
        /// K.-o.-Runde: Leben und wie viele weiterkommen, z. B. 2:1 / knock-out: lives and advance
        #[arg(long, value_name = "LIVES:ADVANCE")]
        knockout: Option<String>,
        /// K.-o.: die besten N der Rangliste / knock-out: the top N of the standings
        #[arg(long, value_name = "N")]
        top: Option<usize>,
        /// K.-o.: auch wenn Tische der letzten Runde noch ohne Ergebnis sind / knock-out: even
        /// with tables of the latest round still without results
        #[arg(long)]
        force: bool,
    },
    /// Trägt die Karte eines Tisches ein: je Spiel „Hälfte1/Hälfte2[/Finale]“, dazu mit „;“ getrennt „so:Name“,
    /// „out1:A+B,C“, „out2:…“, „points:A=3,B=-2“ (enter a table's card)
    Card { dir: PathBuf, round: u32, table: u32, games: Vec<String> },
    /// Löscht die Karte eines Tisches; seine Tischdatei zählt wieder (clear a table's card)
    ClearCard { dir: PathBuf, round: u32, table: u32 },
    /// Zeigt Sitzplätze, Rangliste und Preise im Vollbild für den Beamer; B schwärzt, F friert ein, Esc schließt
    /// (the projector: seating, standings and prizes full screen)
    Project {
        dir: PathBuf,
        /// Rundenuhr in Minuten / round timer in minutes
        #[arg(long, value_name = "MINUTES")]
        timer: Option<u64>,
    },
    /// Druckt Meldebogen, Sitzplan, Tischkarten, Rangliste oder Urkunden als PDF
    /// (print the registration list, seating, table cards, standings or certificates)
    Print {
        dir: PathBuf,
        #[arg(value_enum)]
        what: PrintWhat,
        /// die Runde (Sitzplan, Karten); sonst die letzte / the round (seating, cards); default the latest
        #[arg(long)]
        round: Option<u32>,
        /// Zieldatei; sonst im Turnierordner / output file; default in the tournament folder
        #[arg(long, short, value_name = "OUT.pdf")]
        out: Option<PathBuf>,
    },
    /// Startet einen Tischlaptop: das Schiedsrichterfenster für diesen Tisch, die Sitzung im Turnierordner
    /// (start a table laptop: the referee app for this table, its session in the tournament folder)
    Table {
        dir: PathBuf,
        /// der Tisch / the table
        table: u32,
        /// die Runde; sonst die letzte / the round; default the latest
        #[arg(long)]
        round: Option<u32>,
    },
    /// Öffnet das Fenster des Turnierleiters für diesen Ordner (open the organiser's window on a folder)
    Open { dir: PathBuf },
    /// Zeit ist um: die Tischlaptops der Runde schocken ab ihrer nächsten Runde scharf weiter
    /// (time is up: the round's table laptops record Sudden themselves)
    Sudden {
        dir: PathBuf,
        /// die Runde; sonst die letzte / the round; default the latest
        #[arg(long)]
        round: Option<u32>,
    },
    /// Zeigt die Tischcodes einer Runde für die Handys (the tables' codes of a round, for phones)
    Codes {
        dir: PathBuf,
        /// die Runde; sonst die letzte / the round; default the latest
        #[arg(long)]
        round: Option<u32>,
        /// JSON statt Text / JSON instead of text
        #[arg(long)]
        json: bool,
        /// druckt die Tischkarten mit Code und QR-Code in diese Datei / prints the table cards with code and QR code into this file
        #[arg(long, value_name = "OUT.pdf")]
        pdf: Option<PathBuf>,
        /// zeigt unter jedem Tisch seinen QR-Code / shows each table's QR code under its line
        #[arg(long)]
        qr: bool,
        /// Adresse des Laptops für die QR-Codes; sonst seine erste im Netz / the laptop's address in the QR codes; default its first in the network
        #[arg(long)]
        host: Option<String>,
        /// Port des Servers für die QR-Codes / the server's port in the QR codes
        #[arg(long, default_value_t = crate::serve::address::PORT)]
        port: u16,
    },
    /// Bedient die Handys im WLAN: Tischseiten und Saalseite, bis Strg+C
    /// (serve the table pages and the hall page to phones, until Ctrl+C)
    Serve {
        dir: PathBuf,
        /// Adresse / address to listen on
        #[arg(long, default_value = "0.0.0.0")]
        bind: std::net::IpAddr,
        #[arg(long, default_value_t = 8080)]
        port: u16,
    },
    /// Startgeld, Kasse und Preisgeld (entry fee, till and prize money)
    #[command(flatten)]
    Money(crate::cli::fees::FeeCommand),
    /// Schreibt Meldeliste, Rangliste und Teams als Tabelle (spreadsheets: --xlsx and/or --csv)
    Export {
        /// der Turnierordner mit turnier.ron (the tournament folder)
        dir: PathBuf,
        /// Excel-Datei (.xlsx) / Excel workbook
        #[arg(long, value_name = "FILE.xlsx")]
        xlsx: Option<PathBuf>,
        /// Rangliste als CSV (; und UTF-8 mit BOM, für deutsches Excel) / the standings as CSV
        #[arg(long, value_name = "FILE.csv")]
        csv: Option<PathBuf>,
    },
    /// Rangliste eines Turnierordners (standings of a tournament folder)
    Standings {
        /// der Turnierordner mit turnier.ron (the tournament folder)
        dir: PathBuf,
        /// JSON nach TOURNAMENT.md statt Text / JSON per TOURNAMENT.md instead of text
        #[arg(long)]
        json: bool,
        /// die Rangliste als Bild zum Teilen (PNG, 1080 px breit) / the standings as a picture to share
        #[arg(long, value_name = "OUT.png", conflicts_with = "json")]
        png: Option<PathBuf>,
    },
}

/// Runs one tournament command: its output, or the one-line problem (exit status 2).
/// Runs a tournament command; `sessions` is the evenings' folder given with `--sessions` (the
/// club's player registry lives there; else the platform's folder).
pub fn run(command: TournamentCommand, sessions: Option<PathBuf>) -> Result<String, CliError> {
    match command {
        TournamentCommand::New { dir, title, place, rules, scoring, discs } => {
            let preset = Preset::parse(&rules).ok_or_else(|| CliError::UnknownRules(rules.clone()))?;
            let discs = match discs {
                Some(text) => parse_discs(&text)?,
                None => Default::default(),
            };
            let file = TournamentFile {
                title,
                started: Some(chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, false)),
                place,
                rules: RuleSet::new(preset),
                scoring,
                discs,
                events: Vec::new(),
            };
            Organiser::create(&dir, &file)?;
            Ok(tr!("tournament-cli-created", file = dir.join(tournament_folder::FILE_NAME).display().to_string())
                + "\n")
        }
        TournamentCommand::Register { dir, names, team } => {
            let count = names.len();
            let learnt = names.clone();
            edit(&dir, |_| Ok(Edit::Register { names, team }))?;
            // The club's registry (in the evenings' folder, where there is one) learns who was
            // registered; where it cannot be written the registration stands and stderr says why.
            let folder = sessions.or_else(crate::io::store::Store::default_dir).filter(|d| d.is_dir());
            if let Some(folder) = folder
                && let Err(problem) =
                    crate::io::players::learn(&crate::io::players::path(&folder), learnt.iter().map(String::as_str))
            {
                eprintln!("{problem}");
            }
            Ok(tr!("tournament-cli-registered", count = count) + "\n")
        }
        TournamentCommand::Withdraw { dir, name } => {
            edit(&dir, |_| Ok(Edit::Withdraw(name.clone())))?;
            Ok(tr!("tournament-cli-withdrawn", name = name.as_str()) + "\n")
        }
        TournamentCommand::Rename { dir, old, new } => {
            let renamed = schocken_core::names::tidy(&new);
            edit(&dir, |_| Ok(Edit::Rename { old: old.clone(), new }))?;
            crate::cli::fees::follow_rename(&dir, &old, &renamed)?;
            Ok(tr!("tournament-cli-renamed", old = old.as_str(), new = renamed.as_str()) + "\n")
        }
        TournamentCommand::ClearCard { dir, round, table } => {
            let (round, table) = typed_table(round, table)?;
            edit(&dir, |_| Ok(Edit::ClearCard { round, table }))?;
            Ok(tr!("tournament-cli-card-cleared", round = round, table = table) + "\n")
        }
        TournamentCommand::Draw { dir, seed, min, max, games, knockout, top, force } => {
            let folder = edit(&dir, |folder| {
                let t = &folder.tournament;
                let kind = match knockout {
                    None => RoundKind::Points { games: games_typed(dir.as_path(), folder, games)? },
                    Some(spec) => {
                        let (lives, advance) = parse_pair(&spec).ok_or_else(|| CliError::BadKnockout(spec.clone()))?;
                        RoundKind::KnockOut { lives, advance }
                    }
                };
                // The qualifiers come from the standings: a table still playing may change them.
                // (Lives or advance the file cannot hold are refused first, by the file's check.)
                use schocken_core::tournament::file::bounds;
                let knockout = matches!(kind, RoundKind::KnockOut { lives, advance }
                    if bounds::LIVES.contains(&lives) && bounds::ADVANCE.contains(&advance));
                let open = schocken_core::tournament::organise::open_tables(t);
                if knockout && !open.is_empty() && !force {
                    let tables = open.iter().map(TableNo::to_string).collect::<Vec<_>>().join(", ");
                    return Err(CliError::OpenTables { round: t.rounds.len(), tables });
                }
                let qualifiers = top.unwrap_or(t.players.len());
                let wanted = Wanted { kind, bounds: Bounds { min, max }, qualifiers };
                Ok(Edit::Draw(draw::propose(t, &folder.standings, replay::next_round(t), wanted, seed)))
            })?;
            Ok(seating(&folder))
        }
        TournamentCommand::Card { dir, round, table, games } => {
            let games = games.iter().map(|g| parse_game(g)).collect::<Result<Vec<_>, _>>()?;
            let (round, table) = typed_table(round, table)?;
            edit(&dir, |_| Ok(Edit::Card { round, table, games }))?;
            Ok(tr!("tournament-cli-card", round = round, table = table) + "\n")
        }
        TournamentCommand::Project { dir, timer } => {
            tournament_folder::read(&dir)?;
            let timer = timer.map(|m| std::time::Duration::from_secs(m * 60));
            crate::ui::projector::window::run(dir, timer)?;
            Ok(String::new())
        }
        TournamentCommand::Print { dir, what, round, out } => {
            let folder = tournament_folder::read(&dir)?;
            let t = &folder.tournament;
            let round = round.unwrap_or(drawn_rounds(t));
            let numbered = || RoundNo::new(round).ok_or(CliError::NoRound(round));
            let printout = match what {
                PrintWhat::Registration => Printout::Registration,
                PrintWhat::Seating => Printout::Seating(numbered()?),
                PrintWhat::Cards => Printout::Cards(numbered()?),
                PrintWhat::Standings => Printout::Standings,
                PrintWhat::Certificates => Printout::Certificates,
            };
            // The certificates name the prize money once the till took money (as the window's do).
            let cash = match printout {
                Printout::Certificates => Some(crate::io::cash::read(&dir)?),
                _ => None,
            };
            let extras = print::Extras {
                club: crate::io::club::read(&dir),
                // A round's cards carry each table's code and QR code, as the window prints them.
                codes: match printout {
                    Printout::Cards(round) => crate::serve::address::card_codes(&dir, t, round),
                    _ => Vec::new(),
                },
                cash,
            };
            let pdf = print::print_with(&folder.file, t, &folder.standings, printout, &extras)
                .ok_or(CliError::NoRound(round))?;
            // Beside turnier.ron, never over it (the organiser's file has one writer).
            let out = out.unwrap_or_else(|| dir.join(format!("{}.pdf", printout.file_stem())));
            crate::io::atomic::write(&out, &pdf).map_err(|error| CliError::Unwritable { file: out.clone(), error })?;
            Ok(tr!("tournament-cli-printed", file = out.display().to_string()) + "\n")
        }
        TournamentCommand::Table { dir, table, round } => {
            let latest = drawn_rounds(&tournament_folder::read(&dir)?.tournament);
            let (round, table) = typed_table(round.unwrap_or(latest), table)?;
            let file = tournament_folder::table_session_file(&dir, round, table)?;
            crate::ui::run(Some(file), None)?;
            Ok(String::new())
        }
        TournamentCommand::Sudden { dir, round } => {
            // The organiser's side is the one writer of the announcement, as of turnier.ron.
            let _organiser = Organiser::acquire(&dir)?;
            let drawn = drawn_rounds(&tournament_folder::read(&dir)?.tournament);
            let typed = round.unwrap_or(drawn);
            let Some(round) = RoundNo::new(typed).filter(|r| r.get() <= drawn) else {
                return Err(CliError::NoRound(typed));
            };
            let at = chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, false);
            let file = crate::io::time_up::announce(&dir, round, &at)
                .map_err(|error| CliError::TimeUp { dir: dir.clone(), error })?;
            Ok(tr!("tournament-cli-sudden", round = round, file = file.display().to_string()) + "\n")
        }
        TournamentCommand::Open { dir } => {
            crate::ui::run_tournament(dir, sessions)?;
            Ok(String::new())
        }
        TournamentCommand::Codes { dir, round, json, pdf, qr, host, port } => {
            codes(&dir, round, json, Phones { pdf, qr, host, port })
        }
        TournamentCommand::Money(command) => crate::cli::fees::run(command),
        TournamentCommand::Serve { dir, bind, port } => {
            crate::serve::run(&dir, std::net::SocketAddr::new(bind, port))?;
            Ok(String::new())
        }
        TournamentCommand::Export { dir, xlsx, csv } => {
            let written = crate::sheets::export(&dir, &crate::sheets::Targets { xlsx, csv })?;
            Ok(written.iter().map(|f| tr!("sheets-written", file = f.display().to_string()) + "\n").collect())
        }
        TournamentCommand::Standings { dir, json, png } => {
            let folder = tournament_folder::read(&dir)?;
            // Files that give no results are told, one line each, and change nothing else.
            for (path, why) in &folder.skipped {
                eprintln!("{}", why.line(path));
            }
            if let Some(out) = png {
                let (file, tournament, standings) = (&folder.file, &folder.tournament, &folder.standings);
                let subject = crate::share::Subject::Standings { file, tournament, standings };
                crate::io::share::write(&out, &subject, &crate::io::club::read(&dir))?;
                return Ok(tr!("share-written", file = out.display().to_string()) + "\n");
            }
            Ok(if json { json::standings_text(&folder.tournament, &folder.standings) } else { text(&folder) })
        }
    }
}

/// What `tournament codes` shows besides the codes: their cards as PDF, their QR codes in the
/// terminal, and the address the QR codes lead to.
struct Phones {
    pdf: Option<PathBuf>,
    qr: bool,
    host: Option<String>,
    port: u16,
}

/// `--games` of a points round: a number the file cannot hold is refused as the file would
/// refuse the draw written with it (naming the event it would be).
fn games_typed(dir: &Path, folder: &Folder, games: u32) -> Result<Games, CliError> {
    Games::new(games).ok_or_else(|| {
        let problem = schocken_core::tournament::problem::Problem::BadNumber { field: "games", value: games.into() };
        let refused = schocken_core::tournament::problem::Refused::at(folder.file.events.len(), problem);
        tournament_folder::FolderError::Refused(dir.join(tournament_folder::FILE_NAME), refused).into()
    })
}

/// How many rounds are drawn: the latest round's number as the command line types it (0: none).
fn drawn_rounds(t: &schocken_core::tournament::replay::Tournament) -> u32 {
    t.latest_round().map_or(0, |(n, _)| n.get())
}

/// A round and a table as typed on the command line, numbered as the tournament numbers them;
/// 0 (which no draw has) refused in the words of a round or table not drawn.
fn typed_table(round: u32, table: u32) -> Result<(RoundNo, TableNo), CliError> {
    let typed = RoundNo::new(round).ok_or(CliError::NoRound(round))?;
    Ok((typed, TableNo::new(table).ok_or(CliError::NoTable { round, table })?))
}

/// `tournament codes`: the codes of a round's tables (made where missing), a line per table or
/// PHONES.md's JSON array; with `--qr` each line followed by its QR code, with `--pdf` the
/// tables' cards printed too (told on stderr, so stdout keeps its form).
fn codes(dir: &Path, round: Option<u32>, json: bool, phones: Phones) -> Result<String, CliError> {
    let folder = tournament_folder::read(dir)?;
    let typed = round.unwrap_or(drawn_rounds(&folder.tournament));
    let Some((round, tables)) = RoundNo::new(typed).and_then(|n| Some((n, folder.tournament.round(n)?.tables.len())))
    else {
        return Err(CliError::NoRound(typed));
    };
    let hall = crate::serve::address::hall(phones.host.as_deref(), phones.port);
    let codes = crate::serve::address::table_codes(dir, round, tables, &hall)?;
    if let Some(out) = &phones.pdf {
        let pdf =
            crate::print::table_codes::cards(&folder.tournament, round, &codes).ok_or(CliError::NoRound(typed))?;
        crate::io::atomic::write(out, &pdf).map_err(|error| CliError::Unwritable { file: out.to_path_buf(), error })?;
        eprint!("{}", tr!("tournament-cli-printed", file = out.display().to_string()) + "\n");
    }
    Ok(if json {
        let items: Vec<_> = codes
            .iter()
            .map(|c| serde_json::json!({"round": round, "table": c.table, "code": c.code.to_string(), "path": c.code.path()}))
            .collect();
        format!("{:#}\n", serde_json::Value::Array(items))
    } else {
        let qr = |c: &TableCode| match (phones.qr, crate::qr::Qr::new(&c.address)) {
            (true, Some(qr)) => qr.half_blocks(),
            _ => String::new(),
        };
        codes
            .iter()
            .map(|c| {
                tr!("tournament-cli-code", table = c.table, code = c.code.to_string(), path = c.code.path())
                    + "\n"
                    + &qr(c)
            })
            .collect()
    })
}

/// The standings for people ([`standings_text::text`]).
pub fn text(folder: &Folder) -> String {
    standings_text::text(&folder.tournament, &folder.standings)
}

/// Reads the folder under the organiser's lock, makes the edit the command asks for of it, has it
/// checked and saved ([`Organiser::change`]), and returns the folder as it is then.
fn edit(dir: &Path, make: impl FnOnce(&Folder) -> Result<Edit, CliError>) -> Result<Folder, CliError> {
    let mut organiser = Organiser::acquire(dir)?;
    let folder = organiser.read()?;
    let edit = make(&folder)?;
    let current = Current { file: &folder.file, tournament: &folder.tournament, sessions: &folder.sessions };
    organiser.change(current, edit)?;
    Ok(tournament_folder::read(dir)?)
}

/// The latest round's tables, for the organiser to read out.
fn seating(folder: &Folder) -> String {
    let t = &folder.tournament;
    let mut out = String::new();
    if let Some(round) = t.rounds.last() {
        out += &tr!("tournament-cli-round", round = t.rounds.len());
        out.push('\n');
        for (i, table) in round.tables.iter().enumerate() {
            let names: Vec<&str> = table.players.iter().map(|&p| t.players[p].name.as_str()).collect();
            out += &format!("  {}\n", tr!("tournament-cli-table", table = i + 1, names = names.join(", ")));
        }
    }
    out
}

/// `3:11,5:15`.
fn parse_discs(text: &str) -> Result<std::collections::BTreeMap<usize, u8>, CliError> {
    text.split(',')
        .map(|pair| {
            parse_pair(pair)
                .and_then(|(size, n)| Some((usize::try_from(size).ok()?, u8::try_from(n).ok()?)))
                .filter(|(size, n)| TABLE_SIZES.contains(size) && DISCS.contains(n))
                .ok_or_else(|| CliError::BadDiscs(pair.to_string()))
        })
        .collect()
}

/// `2:1` → (2, 1).
fn parse_pair(text: &str) -> Option<(u32, u32)> {
    let (a, b) = text.trim().split_once(':')?;
    Some((a.trim().parse().ok()?, b.trim().parse().ok()?))
}

/// One game of a card on the command line, parts separated by `;` (names may hold spaces):
/// `Anna/Ben/Anna; so:Carl; out1:Ben+Carl,Dora; points:Anna=3,Ben=-2`.
fn parse_game(text: &str) -> Result<CardGame, CliError> {
    let bad = || CliError::BadGame(text.to_string());
    let mut words = text.split(';').map(str::trim).filter(|w| !w.is_empty());
    let losers: Vec<&str> = words.next().ok_or_else(bad)?.split('/').map(str::trim).collect();
    let (half1, half2, final_) = match losers[..] {
        [a, b] => (a, b, None),
        [a, b, f] => (a, b, Some(f.to_string())),
        _ => return Err(bad()),
    };
    let mut game = CardGame { half1: half1.into(), half2: half2.into(), final_, ..CardGame::default() };
    let groups = |v: &str| v.split(',').map(|g| g.split('+').map(String::from).collect()).collect();
    for word in words {
        let (key, value) = word.split_once(':').ok_or_else(bad)?;
        match (key.trim(), value.trim()) {
            ("so", names) => game.schock_outs.extend(names.split('+').map(String::from)),
            ("out1", v) => game.out[0] = Some(groups(v)),
            ("out2", v) => game.out[1] = Some(groups(v)),
            ("points", v) => {
                let list = v
                    .split(',')
                    .map(|p| p.split_once('=').and_then(|(n, x)| Some((n.to_string(), x.parse().ok()?))))
                    .collect::<Option<Vec<_>>>()
                    .ok_or_else(bad)?;
                game.points = Some(list);
            }
            _ => return Err(bad()),
        }
    }
    Ok(game)
}

/// What `schocken tournament print` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PrintWhat {
    Registration,
    Seating,
    Cards,
    Standings,
    Certificates,
}
