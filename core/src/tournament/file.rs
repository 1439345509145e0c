//! `turnier.ron`, the organiser's file (TOURNAMENT.md section 2), read into typed events.
//!
//! Reading checks the form of each value (numbers in range, known schemes); whether an event
//! fits the tournament so far is the replay's decision ([`super::replay`]).

use super::problem::{Problem, Refused};
use super::{RoundNo, TableNo};
use crate::rules::limits::{DISCS, TABLE_SIZES};
use crate::rules::preset::RuleSet;
use crate::session::file::{RulesField, header_ron, string};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// The format version this program reads and writes.
pub const FORMAT: i64 = 1;

/// How a points round is scored (TOURNAMENT.md section 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
pub enum Scoring {
    Theimann,
    HalfPoints,
    LossPoints,
    ExitOrder,
}

impl Scoring {
    pub const ALL: &'static [Scoring] =
        &[Scoring::Theimann, Scoring::HalfPoints, Scoring::LossPoints, Scoring::ExitOrder];

    /// The spelling of `standings --json` (`loss-points`).
    pub fn id(self) -> &'static str {
        match self {
            Scoring::Theimann => "theimann",
            Scoring::HalfPoints => "half-points",
            Scoring::LossPoints => "loss-points",
            Scoring::ExitOrder => "exit-order",
        }
    }

    /// The spelling of `turnier.ron` (`LossPoints`).
    pub fn ron_name(self) -> &'static str {
        match self {
            Scoring::Theimann => "Theimann", // i18n-ok: the file's spelling
            Scoring::HalfPoints => "HalfPoints",
            Scoring::LossPoints => "LossPoints",
            Scoring::ExitOrder => "ExitOrder",
        }
    }

    /// Fewer points are better (`LossPoints` counts losses).
    pub fn lower_is_better(self) -> bool {
        self == Scoring::LossPoints
    }

    /// Whether a game's score needs the exit groups of its halves.
    pub fn needs_exits(self) -> bool {
        self == Scoring::ExitOrder
    }

    /// Whether a game's score needs the points of RULES.md section 8.
    pub fn needs_points(self) -> bool {
        self == Scoring::Theimann
    }
}

/// Games per table of a points round (`games`), within [`bounds::GAMES`]: a points round of no
/// games cannot be written down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Games(u32);

impl Games {
    /// `n` games, where [`bounds::GAMES`] holds it.
    pub fn new(n: u32) -> Option<Games> {
        bounds::GAMES.contains(&n).then_some(Games(n))
    }

    /// The games within [`bounds::GAMES`] nearest to `n`: what a form that offers only those
    /// holds.
    pub fn clamped(n: u32) -> Games {
        Games(n.clamp(*bounds::GAMES.start(), *bounds::GAMES.end()))
    }

    /// The number as written.
    pub fn get(self) -> u32 {
        self.0
    }

    /// As a count of results.
    pub fn count(self) -> usize {
        self.0 as usize
    }
}

impl std::fmt::Display for Games {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl From<Games> for crate::i18n::Arg<'_> {
    fn from(g: Games) -> Self {
        crate::i18n::Arg::from(g.0)
    }
}

/// A tournament round's kind: a points round counts its `games`, a knock-out round plays until
/// a table is decided (it has no count of games).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RoundKind {
    Points { games: Games },
    KnockOut { lives: u32, advance: u32 },
}

impl RoundKind {
    pub fn is_points(self) -> bool {
        matches!(self, RoundKind::Points { .. })
    }

    /// How many of a table's games count: a points round's `games`, every game of a knock-out table.
    pub fn counted(self) -> usize {
        match self {
            RoundKind::Points { games } => games.count(),
            RoundKind::KnockOut { .. } => usize::MAX,
        }
    }

    /// `games` as the file and the standings' JSON write it: 0 for a knock-out round.
    pub fn games_written(self) -> u32 {
        match self {
            RoundKind::Points { games } => games.get(),
            RoundKind::KnockOut { .. } => bounds::KNOCK_OUT_GAMES,
        }
    }
}

/// One game as a table's card notes it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CardGame {
    pub half1: String,
    pub half2: String,
    /// Absent for a Durchmarsch.
    pub final_: Option<String>,
    /// A name per Schock-Out thrown.
    pub schock_outs: Vec<String>,
    /// The order players left half 1 and half 2 (groups; the half's loser not listed).
    pub out: [Option<Vec<Vec<String>>>; 2],
    /// Each player's points of the game (RULES.md section 8, the loser's −5 included).
    pub points: Option<Vec<(String, i32)>>,
}

/// One event of `turnier.ron`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Register {
        name: String,
        team: Option<String>,
    },
    Withdraw(String),
    /// A round's tables, each in seat order.
    Draw {
        round: RoundNo,
        /// A points round's kind holds its `games`.
        kind: RoundKind,
        tables: Vec<Vec<String>>,
        seed: Option<u64>,
    },
    Card {
        round: RoundNo,
        table: TableNo,
        games: Vec<CardGame>,
    },
}

/// `turnier.ron` as read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentFile {
    pub title: Option<String>,
    pub started: Option<String>,
    pub place: Option<String>,
    pub rules: RuleSet,
    pub scoring: Scoring,
    /// Discs by table size, where they differ from the rule set's.
    pub discs: BTreeMap<usize, u8>,
    pub events: Vec<Event>,
}

#[derive(Deserialize)]
#[serde(rename = "Tournament", deny_unknown_fields)]
struct Raw {
    format: i64,
    #[serde(default)]
    title: Option<String>,
    #[serde(default)]
    started: Option<String>,
    #[serde(default)]
    place: Option<String>,
    rules: RulesField,
    scoring: Scoring,
    #[serde(default)]
    discs: BTreeMap<i64, i64>,
    events: Vec<RawEvent>,
}

#[derive(Deserialize)]
#[serde(rename = "Event", deny_unknown_fields)]
enum RawEvent {
    Register {
        name: String,
        #[serde(default)]
        team: Option<String>,
    },
    Withdraw(String),
    Draw {
        round: i64,
        kind: RawKind,
        games: i64,
        tables: Vec<Vec<String>>,
        #[serde(default)]
        seed: Option<u64>,
    },
    Card {
        round: i64,
        table: i64,
        games: Vec<RawGame>,
    },
}

#[derive(Deserialize)]
enum RawKind {
    Points,
    KnockOut { lives: i64, advance: i64 },
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGame {
    half1: String,
    half2: String,
    #[serde(default, rename = "final")]
    final_: Option<String>,
    #[serde(default)]
    schock_outs: Vec<String>,
    #[serde(default)]
    out1: Option<Vec<Vec<String>>>,
    #[serde(default)]
    out2: Option<Vec<Vec<String>>>,
    #[serde(default)]
    points: Option<Vec<(String, i64)>>,
}

fn ron_options() -> ron::Options {
    ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
}

/// A whole number in `range`, or the problem naming the field.
/// The bounds `turnier.ron`'s numbers are read within; the organiser's forms offer the same, so a
/// number the window takes is one the file keeps.
pub mod bounds {
    use std::ops::RangeInclusive;

    pub const ROUND: RangeInclusive<u32> = 1..=999;
    pub const TABLE: RangeInclusive<u32> = 1..=999;
    pub const LIVES: RangeInclusive<u32> = 1..=99;
    pub const ADVANCE: RangeInclusive<u32> = 1..=99;
    /// Games per table of a points round. A knock-out round writes `games: 0` (it plays until a
    /// table is decided), which the file reads beside these.
    pub const GAMES: RangeInclusive<u32> = 1..=99;
    /// The `games` a knock-out round writes.
    pub const KNOCK_OUT_GAMES: u32 = 0;
}

fn number<T: TryFrom<i64> + PartialOrd>(
    value: i64,
    field: &'static str,
    range: std::ops::RangeInclusive<T>,
) -> Result<T, Problem> {
    T::try_from(value).ok().filter(|v| range.contains(v)).ok_or(Problem::BadNumber { field, value })
}

/// A round's number as the file writes it, within [`bounds::ROUND`].
pub fn round_no(value: i64) -> Result<RoundNo, Problem> {
    number(value, "round", bounds::ROUND).map(RoundNo::new)?.ok_or(Problem::BadNumber { field: "round", value })
}

/// A table's number as the file writes it, within [`bounds::TABLE`].
pub fn table_no(value: i64) -> Result<TableNo, Problem> {
    number(value, "table", bounds::TABLE).map(TableNo::new)?.ok_or(Problem::BadNumber { field: "table", value })
}

/// Reads `turnier.ron`'s text. Events are checked for form here, for fit by the replay.
pub fn parse(text: &str) -> Result<TournamentFile, Refused> {
    if text.trim().is_empty() {
        return Err(Refused::file(Problem::Empty));
    }
    let raw: Raw = ron_options().from_str(text).map_err(|e| {
        Refused::file(Problem::Syntax {
            line: e.span.start.line,
            column: e.span.start.col,
            message: crate::session::file::syntax::Syntax::from(&e.code),
        })
    })?;
    if raw.format != FORMAT {
        return Err(Refused::file(Problem::Format(raw.format)));
    }
    let rules = raw.rules.rule_set().map_err(|e| Refused::file(Problem::Rules(e)))?;
    let mut discs = BTreeMap::new();
    for (size, n) in raw.discs {
        let size = number(size, "discs", TABLE_SIZES).map_err(Refused::file)?;
        let n = number(n, "discs", DISCS).map_err(Refused::file)?;
        discs.insert(size, n);
    }
    let mut events = Vec::with_capacity(raw.events.len());
    for (index, e) in raw.events.into_iter().enumerate() {
        events.push(event(e).map_err(|p| Refused::at(index, p))?);
    }
    Ok(TournamentFile {
        title: raw.title,
        started: raw.started,
        place: raw.place,
        rules,
        scoring: raw.scoring,
        discs,
        events,
    })
}

fn event(raw: RawEvent) -> Result<Event, Problem> {
    Ok(match raw {
        RawEvent::Register { name, team } => Event::Register { name, team: team.filter(|t| !t.is_empty()) },
        RawEvent::Withdraw(name) => Event::Withdraw(name),
        RawEvent::Draw { round, kind, games, tables, seed } => Event::Draw {
            round: round_no(round)?,
            kind: match kind {
                RawKind::Points => RoundKind::Points { games: number(games, "games", bounds::GAMES).map(Games)? },
                // Written 0 and not used (TOURNAMENT.md section 2); read within the same bounds as ever.
                RawKind::KnockOut { lives, advance } => {
                    number(games, "games", bounds::KNOCK_OUT_GAMES..=*bounds::GAMES.end())?;
                    RoundKind::KnockOut {
                        lives: number(lives, "lives", bounds::LIVES)?,
                        advance: number(advance, "advance", bounds::ADVANCE)?,
                    }
                }
            },
            tables,
            seed,
        },
        RawEvent::Card { round, table, games } => Event::Card {
            round: round_no(round)?,
            table: table_no(table)?,
            games: games
                .into_iter()
                .map(|g| {
                    let points = match g.points {
                        None => None,
                        Some(list) => Some(
                            list.into_iter()
                                .map(|(name, n)| {
                                    i32::try_from(n)
                                        .map(|n| (name, n))
                                        .map_err(|_| Problem::BadNumber { field: "points", value: n })
                                })
                                .collect::<Result<Vec<_>, _>>()?,
                        ),
                    };
                    Ok(CardGame {
                        half1: g.half1,
                        half2: g.half2,
                        final_: g.final_,
                        schock_outs: g.schock_outs,
                        out: [g.out1, g.out2],
                        points,
                    })
                })
                .collect::<Result<Vec<_>, Problem>>()?,
        },
    })
}

/// A list of names as RON writes it: `["Anna", "Ben"]`.
fn names(list: &[String]) -> String {
    let items: Vec<String> = list.iter().map(|n| string(n)).collect();
    format!("[{}]", items.join(", "))
}

/// One event on one line, as TOURNAMENT.md writes them.
fn event_ron(event: &Event) -> String {
    match event {
        Event::Register { name, team: None } => format!("Register(name: {})", string(name)),
        Event::Register { name, team: Some(team) } => {
            format!("Register(name: {}, team: {})", string(name), string(team))
        }
        Event::Withdraw(name) => format!("Withdraw({})", string(name)),
        Event::Draw { round, kind, tables, seed } => {
            let games = kind.games_written();
            let kind = match kind {
                RoundKind::Points { .. } => "Points".to_string(), // i18n-ok: the file's spelling
                RoundKind::KnockOut { lives, advance } => format!("KnockOut(lives: {lives}, advance: {advance})"),
            };
            let tables: Vec<String> = tables.iter().map(|t| names(t)).collect();
            let seed = seed.map(|s| format!(", seed: {s}")).unwrap_or_default();
            format!("Draw(round: {round}, kind: {kind}, games: {games}, tables: [{}]{seed})", tables.join(", "))
        }
        Event::Card { round, table, games } => {
            let games: Vec<String> = games.iter().map(game_ron).collect();
            format!("Card(round: {round}, table: {table}, games: [{}])", games.join(", "))
        }
    }
}

/// One game of a card: `(half1: "Gabi", half2: "Hans", final: "Gabi", schock_outs: ["Fritz"])`.
fn game_ron(g: &CardGame) -> String {
    let mut out = format!("(half1: {}, half2: {}", string(&g.half1), string(&g.half2));
    if let Some(f) = &g.final_ {
        let _ = write!(out, ", final: {}", string(f));
    }
    if !g.schock_outs.is_empty() {
        let _ = write!(out, ", schock_outs: {}", names(&g.schock_outs));
    }
    for (field, out_groups) in ["out1", "out2"].iter().zip(&g.out) {
        if let Some(groups) = out_groups {
            let groups: Vec<String> = groups.iter().map(|grp| names(grp)).collect();
            let _ = write!(out, ", {field}: [{}]", groups.join(", "));
        }
    }
    if let Some(points) = &g.points {
        let items: Vec<String> = points.iter().map(|(n, p)| format!("({}, {p})", string(n))).collect();
        let _ = write!(out, ", points: [{}]", items.join(", "));
    }
    out.push(')');
    out
}

/// The whole file, in TOURNAMENT.md's layout (one event per line): writing what was read gives
/// the same bytes.
pub fn write(f: &TournamentFile) -> String {
    let texts = [("title", &f.title), ("started", &f.started), ("place", &f.place)];
    let mut out = header_ron("Tournament", FORMAT, texts, None, &f.rules); // i18n-ok: a token of the format
    let _ = writeln!(out, "    scoring: {},", f.scoring.ron_name());
    if !f.discs.is_empty() {
        let items: Vec<String> = f.discs.iter().map(|(size, n)| format!("{size}: {n}")).collect();
        let _ = writeln!(out, "    discs: {{{}}},", items.join(", "));
    }
    if f.events.is_empty() {
        out.push_str("    events: [],\n");
    } else {
        out.push_str("    events: [\n");
        for e in &f.events {
            let _ = writeln!(out, "        {},", event_ron(e));
        }
        out.push_str("    ],\n");
    }
    out.push_str(")\n");
    out
}
