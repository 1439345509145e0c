//! Session files in RON, exactly in FORMAT.md's syntax: reading (serde + ron) and writing.
//!
//! Reading checks in three steps, so that every problem names its place: the RON syntax (line and
//! column), the form of each value (event number: a die of 7, `throws: 4`), then the rules
//! (event number: a free player, a round out of order). Writing produces the layout of FORMAT.md,
//! one event per line and one throw per line, and the same session always gives the same bytes.
//!
//! The syntax is read by a fast, strict reader first (`fast`), which takes the files as the app
//! writes them; anything it does not fully understand, and every error, is read by ron.

use super::event::{Event, PenaltyKind, RoundEntry};
use super::log::{Header, Session};
use super::refusal::Refusal;
use crate::i18n::Lang;
use crate::rules::knobs::{
    DroppedDice, EmptyStock, EqualThrows, FinalStarter, GeneralValue, Handschock, HouseNumbers, Knob, NextGameStarter,
    Opening, Points, SchockShape, Streets, Structure, Value,
};
use crate::rules::preset::{Preset, RuleSet};
use crate::rules::throw::{Count, Dice, Throw};
use serde::Deserialize;
use std::fmt::Write as _;

mod fast;

/// The only format version this program reads and writes.
pub const FORMAT: i64 = 1;

/// Why a session file cannot be loaded. Shown after the file's name: `FILE: message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    Empty,
    Syntax {
        line: usize,
        column: usize,
        message: String,
    },
    /// Written by a newer (or unknown) version of the format.
    Format(i64),
    UnknownPreset(String),
    UnknownKnob {
        line: usize,
        name: String,
    },
    BadKnob {
        knob: &'static str,
        value: String,
    },
    Players(Refusal),
    /// The round being entered (`draft`) does not fit the session.
    Draft(EventProblem),
    /// Event `index` (from 0) is malformed or refused by the rules.
    Event {
        index: usize,
        problem: EventProblem,
    },
}

/// What is wrong with one event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventProblem {
    Die(i64),
    Throws(i64),
    SingleThrowAssembled,
    Sum(i64),
    Refused(Refusal),
}

impl EventProblem {
    pub fn message(&self, lang: Lang) -> String {
        let de = lang == Lang::De;
        match self {
            EventProblem::Die(d) if de => format!("{d} ist kein Würfelwert (1 bis 6)"),
            EventProblem::Die(d) => format!("{d} is not a die value (1 to 6)"),
            EventProblem::Throws(n) if de => format!("throws: {n} — es wird 1- bis 3-mal geworfen"),
            EventProblem::Throws(n) => format!("throws: {n} — a player throws 1 to 3 times"),
            EventProblem::SingleThrowAssembled if de => {
                "throws: 1, hand: false — ein einzelner Wurf ist immer aus der Hand".into()
            }
            EventProblem::SingleThrowAssembled => {
                "throws: 1, hand: false — a single throw is always from the hand".into()
            }
            EventProblem::Sum(s) if de => format!("Augensumme {s} ist mit drei Würfeln unmöglich (3 bis 18)"),
            EventProblem::Sum(s) => format!("a sum of {s} is impossible with three dice (3 to 18)"),
            EventProblem::Refused(r) => r.message(lang),
        }
    }
}

impl LoadError {
    pub fn message(&self, lang: Lang) -> String {
        let de = lang == Lang::De;
        match self {
            LoadError::Empty if de => "die Datei ist leer".into(),
            LoadError::Empty => "the file is empty".into(),
            LoadError::Syntax { line, column, message } if de => {
                format!("Zeile {line}, Spalte {column}: keine gültige Sitzungsdatei: {message}")
            }
            LoadError::Syntax { line, column, message } => {
                format!("line {line}, column {column}: not a valid session file: {message}")
            }
            LoadError::Format(n) if de => format!(
                "Dateiformat {n}: diese Datei stammt von einer anderen (neueren) Version; dieses schocken liest Format {FORMAT}"
            ),
            LoadError::Format(n) => {
                format!("format {n}: this file comes from another (newer) version; this schocken reads format {FORMAT}")
            }
            LoadError::UnknownPreset(p) => {
                let known = Preset::ALL.iter().map(|p| p.id()).collect::<Vec<_>>().join(", ");
                if de {
                    format!("rules: unbekanntes Regelwerk „{p}“ (bekannt: {known})")
                } else {
                    format!("rules: unknown preset \"{p}\" (known: {known})")
                }
            }
            LoadError::UnknownKnob { line, name } => {
                let known = Knob::ALL.iter().map(|k| k.name()).collect::<Vec<_>>().join(", ");
                if de {
                    format!("Zeile {line}: rules: unbekannter Schalter „{name}“ (bekannt: {known})")
                } else {
                    format!("line {line}: rules: unknown knob \"{name}\" (known: {known})")
                }
            }
            LoadError::BadKnob { knob, value } if de => format!("rules: {knob}: ungültiger Wert {value}"),
            LoadError::BadKnob { knob, value } => format!("rules: {knob}: invalid value {value}"),
            LoadError::Players(r) if de => format!("players: {}", r.message(lang)),
            LoadError::Players(r) => format!("players: {}", r.message(lang)),
            LoadError::Draft(problem) if de => format!("angefangene Runde (draft): {}", problem.message(lang)),
            LoadError::Draft(problem) => format!("round being entered (draft): {}", problem.message(lang)),
            LoadError::Event { index, problem } if de => format!("Ereignis {}: {}", index + 1, problem.message(lang)),
            LoadError::Event { index, problem } => format!("event {}: {}", index + 1, problem.message(lang)),
        }
    }
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Lang::De))
    }
}

impl std::error::Error for LoadError {}

// ---- reading -------------------------------------------------------------------------------

#[derive(Deserialize)]
#[serde(rename = "Session")]
struct Probe {
    format: i64,
}

/// A session file as read, before any check. Public only for the tests that compare the two
/// readers (`parse_fast_only`, `parse_ron_only`).
#[doc(hidden)]
#[derive(Debug, PartialEq, Deserialize)]
#[serde(rename = "Session", deny_unknown_fields)]
pub struct RawSession {
    format: i64,
    #[serde(default)]
    title: Option<String>,
    #[serde(default)]
    started: Option<String>,
    #[serde(default)]
    place: Option<String>,
    rules: RawRules,
    players: Vec<String>,
    events: Vec<RawEvent>,
    /// The entries of a round being entered when the file was saved.
    #[serde(default)]
    draft: Vec<RawEntry>,
}

/// `(preset: "ID", knob: Value, ...)`: every knob of RULES.md may follow the preset.
#[derive(Debug, Default, PartialEq, Deserialize)]
#[serde(rename = "rules", deny_unknown_fields)]
struct RawRules {
    preset: String,
    #[serde(default)]
    discs: Option<i64>,
    #[serde(default)]
    structure: Option<Structure>,
    #[serde(default)]
    schock_shape: Option<SchockShape>,
    #[serde(default)]
    jule: Option<bool>,
    #[serde(default)]
    schock_two_below_general: Option<bool>,
    #[serde(default)]
    general_value: Option<GeneralValue>,
    #[serde(default)]
    streets: Option<Streets>,
    #[serde(default)]
    house_numbers: Option<HouseNumbers>,
    #[serde(default)]
    fewer_throws_win: Option<bool>,
    #[serde(default)]
    hand_beats_assembled: Option<bool>,
    #[serde(default)]
    equal_throws: Option<EqualThrows>,
    #[serde(default)]
    empty_stock: Option<EmptyStock>,
    #[serde(default)]
    too_many_throws_loses: Option<bool>,
    #[serde(default)]
    voluntary_take: Option<bool>,
    #[serde(default)]
    final_starter: Option<FinalStarter>,
    #[serde(default)]
    next_game_starter: Option<NextGameStarter>,
    #[serde(default)]
    opening: Option<Opening>,
    #[serde(default)]
    dropped_dice: Option<DroppedDice>,
    #[serde(default)]
    lustwurf: Option<bool>,
    #[serde(default)]
    handschock: Option<Handschock>,
    #[serde(default)]
    schock_out_from_hand_round: Option<bool>,
    #[serde(default)]
    points: Option<Points>,
}

impl RawRules {
    /// The knobs set in the file, in knob order.
    fn settings(&self) -> Vec<(Knob, Result<Value, String>)> {
        fn choice<T: Copy>(v: Option<T>, id: fn(T) -> &'static str) -> Option<Result<Value, String>> {
            v.map(|v| Ok(Value::Choice(id(v))))
        }
        let b = |v: Option<bool>| v.map(|b| Ok(Value::Bool(b)));
        let all = [
            (
                Knob::Discs,
                self.discs.map(|n| match u8::try_from(n) {
                    Ok(n) if crate::rules::knobs::DISCS_RANGE.contains(&n) => Ok(Value::Number(n)),
                    _ => Err(format!("{n} (3 bis 30)")),
                }),
            ),
            (Knob::Structure, choice(self.structure, Structure::id)),
            (Knob::SchockShape, choice(self.schock_shape, SchockShape::id)),
            (Knob::Jule, b(self.jule)),
            (Knob::SchockTwoBelowGeneral, b(self.schock_two_below_general)),
            (Knob::GeneralValue, choice(self.general_value, GeneralValue::id)),
            (Knob::Streets, choice(self.streets, Streets::id)),
            (Knob::HouseNumbers, choice(self.house_numbers, HouseNumbers::id)),
            (Knob::FewerThrowsWin, b(self.fewer_throws_win)),
            (Knob::HandBeatsAssembled, b(self.hand_beats_assembled)),
            (Knob::EqualThrows, choice(self.equal_throws, EqualThrows::id)),
            (Knob::EmptyStock, choice(self.empty_stock, EmptyStock::id)),
            (Knob::TooManyThrowsLoses, b(self.too_many_throws_loses)),
            (Knob::VoluntaryTake, b(self.voluntary_take)),
            (Knob::FinalStarter, choice(self.final_starter, FinalStarter::id)),
            (Knob::NextGameStarter, choice(self.next_game_starter, NextGameStarter::id)),
            (Knob::Opening, choice(self.opening, Opening::id)),
            (Knob::DroppedDice, choice(self.dropped_dice, DroppedDice::id)),
            (Knob::Lustwurf, b(self.lustwurf)),
            (Knob::Handschock, choice(self.handschock, Handschock::id)),
            (Knob::SchockOutFromHandRound, b(self.schock_out_from_hand_round)),
            (Knob::Points, choice(self.points, Points::id)),
        ];
        all.into_iter().filter_map(|(k, v)| v.map(|v| (k, v))).collect()
    }
}

#[derive(Debug, PartialEq, Deserialize)]
#[serde(rename = "Event", deny_unknown_fields)]
enum RawEvent {
    Starter(String),
    Round(Vec<RawEntry>),
    Penalty { player: String, kind: RawPenalty },
    RollOff(Vec<(String, i64)>),
    Note(String),
    Seats(Vec<String>),
}

#[derive(Debug, PartialEq, Deserialize)]
#[serde(rename = "Round", deny_unknown_fields)]
enum RawEntry {
    Throw {
        player: String,
        dice: (i64, i64, i64),
        throws: i64,
        #[serde(default)]
        hand: Option<bool>,
    },
    Take {
        player: String,
    },
}

#[derive(Debug, PartialEq, Deserialize)]
#[serde(rename = "kind")]
enum RawPenalty {
    DroppedDice,
    Lustwurf,
}

fn ron_options() -> ron::Options {
    ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
}

fn syntax(e: ron::error::SpannedError) -> LoadError {
    if let ron::Error::NoSuchStructField { found, outer: Some(outer), .. } = &e.code
        && outer == "rules"
    {
        return LoadError::UnknownKnob { line: e.span.start.line, name: found.clone() };
    }
    LoadError::Syntax { line: e.span.start.line, column: e.span.start.col, message: e.code.to_string() }
}

/// Reads a session file's text: header, events, and the replay of every event.
pub fn parse(text: &str) -> Result<Session, LoadError> {
    parse_with(text, fast::parse)
}

/// `parse` without the fast reader: ron reads every file (for the tests that compare the two).
#[doc(hidden)]
pub fn parse_without_fast_path(text: &str) -> Result<Session, LoadError> {
    parse_with(text, |_| None)
}

/// The fast reader alone: `None` where it leaves the text to ron.
#[doc(hidden)]
pub fn parse_fast_only(text: &str) -> Option<RawSession> {
    fast::parse(text)
}

/// ron alone, with the errors `parse` reports for the syntax.
#[doc(hidden)]
pub fn parse_ron_only(text: &str) -> Result<RawSession, LoadError> {
    ron_options().from_str(text).map_err(|e| {
        // A newer format may not parse as this one: then its version is the news, not the syntax.
        match ron_options().from_str::<Probe>(text) {
            Ok(probe) if probe.format != FORMAT => LoadError::Format(probe.format),
            _ => syntax(e),
        }
    })
}

/// Reads the syntax with `fast` where it can (it gives what ron would give, or `None`), else with
/// ron; then checks the values and replays the events.
fn parse_with(text: &str, fast: fn(&str) -> Option<RawSession>) -> Result<Session, LoadError> {
    if text.trim().is_empty() {
        return Err(LoadError::Empty);
    }
    let mut raw = match fast(text) {
        Some(raw) => raw,
        None => parse_ron_only(text)?,
    };
    if raw.format != FORMAT {
        return Err(LoadError::Format(raw.format));
    }
    let preset = Preset::parse(&raw.rules.preset).ok_or_else(|| LoadError::UnknownPreset(raw.rules.preset.clone()))?;
    let mut rules = RuleSet::new(preset);
    for (knob, value) in raw.rules.settings() {
        let bad = |value: String| LoadError::BadKnob { knob: knob.name(), value };
        let value = value.map_err(bad)?;
        rules.set(knob, value).ok_or_else(|| bad(value.id()))?;
    }
    let header = Header {
        title: raw.title.take(),
        started: raw.started.take(),
        place: raw.place.take(),
        rules,
        players: std::mem::take(&mut raw.players),
    };
    let mut session = Session::new(header).map_err(LoadError::Players)?;
    for (index, raw) in std::mem::take(&mut raw.events).into_iter().enumerate() {
        let event = event(raw).map_err(|problem| LoadError::Event { index, problem })?;
        session.push(event).map_err(|r| LoadError::Event { index, problem: EventProblem::Refused(r) })?;
    }
    let draft = raw.draft.into_iter().map(entry).collect::<Result<_, _>>().map_err(LoadError::Draft)?;
    session.set_draft(draft).map_err(|r| LoadError::Draft(EventProblem::Refused(r)))?;
    Ok(session)
}

/// Checks the form of one event's values.
fn event(raw: RawEvent) -> Result<Event, EventProblem> {
    Ok(match raw {
        RawEvent::Starter(name) => Event::Starter(name),
        RawEvent::Note(text) => Event::Note(text),
        RawEvent::Seats(names) => Event::Seats(names),
        RawEvent::Penalty { player, kind } => Event::Penalty {
            player,
            kind: match kind {
                RawPenalty::DroppedDice => PenaltyKind::DroppedDice,
                RawPenalty::Lustwurf => PenaltyKind::Lustwurf,
            },
        },
        RawEvent::RollOff(sums) => Event::RollOff(
            sums.into_iter()
                .map(|(name, sum)| match u8::try_from(sum) {
                    Ok(s) if (3..=18).contains(&s) => Ok((name, s)),
                    _ => Err(EventProblem::Sum(sum)),
                })
                .collect::<Result<_, _>>()?,
        ),
        RawEvent::Round(entries) => Event::Round(entries.into_iter().map(entry).collect::<Result<_, _>>()?),
    })
}

fn entry(raw: RawEntry) -> Result<RoundEntry, EventProblem> {
    match raw {
        RawEntry::Take { player } => Ok(RoundEntry::Take { player }),
        RawEntry::Throw { player, dice: (a, b, c), throws, hand } => {
            let die = |d: i64| u8::try_from(d).ok().filter(|d| (1..=6).contains(d)).ok_or(EventProblem::Die(d));
            let dice = Dice::new([die(a)?, die(b)?, die(c)?]).expect("each die checked");
            let count = u8::try_from(throws).ok().and_then(Count::new).ok_or(EventProblem::Throws(throws))?;
            let throw = match hand {
                None => Throw::with_default_hand(dice, count),
                Some(hand) => Throw::new(dice, count, hand).ok_or(EventProblem::SingleThrowAssembled)?,
            };
            Ok(RoundEntry::Throw { player, throw })
        }
    }
}

// ---- writing -------------------------------------------------------------------------------

/// A string as a RON literal (session and tournament files). Non-ASCII letters stay as they are
/// (umlauts are common in names).
pub fn string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{{{:x}}}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn names(list: &[String]) -> String {
    let items: Vec<String> = list.iter().map(|n| string(n)).collect();
    format!("[{}]", items.join(", "))
}

/// The rule set as a session file writes it: `(preset: "dohren", streets: SmallAndLarge)`.
pub fn rules_ron(rules: &RuleSet) -> String {
    let mut out = format!("(preset: {}", string(rules.preset.id()));
    for &(knob, value) in rules.overrides() {
        let _ = write!(out, ", {}: {}", knob.name(), knob.ron_value(value));
    }
    out.push(')');
    out
}

/// One event on one line (a round on several), as FORMAT.md writes them.
pub fn event_ron(event: &Event, indent: &str) -> String {
    match event {
        Event::Starter(name) => format!("Starter({})", string(name)),
        Event::Note(text) => format!("Note({})", string(text)),
        Event::Seats(list) => format!("Seats({})", names(list)),
        Event::Penalty { player, kind } => format!("Penalty(player: {}, kind: {})", string(player), kind.ron_name()),
        Event::RollOff(sums) => {
            let items: Vec<String> = sums.iter().map(|(n, s)| format!("({}, {s})", string(n))).collect();
            format!("RollOff([{}])", items.join(", "))
        }
        Event::Round(entries) => {
            let mut out = String::from("Round([\n");
            for e in entries {
                let _ = writeln!(out, "{indent}    {},", entry_ron(e));
            }
            out.push_str(indent);
            out.push_str("])");
            out
        }
    }
}

/// One entry of a round: `Throw(player: "Anna", dice: (6, 5, 4), throws: 2)`.
pub fn entry_ron(e: &RoundEntry) -> String {
    match e {
        RoundEntry::Take { player } => format!("Take(player: {})", string(player)),
        RoundEntry::Throw { player, throw } => {
            let [a, b, c] = throw.dice().values();
            let mut out =
                format!("Throw(player: {}, dice: ({a}, {b}, {c}), throws: {}", string(player), throw.count().get());
            if throw.hand_is_explicit() {
                let _ = write!(out, ", hand: {}", throw.hand());
            }
            out.push(')');
            out
        }
    }
}

/// The whole session file.
pub fn write(session: &Session) -> String {
    let h = session.header();
    let mut out = String::from("Session(\n");
    let _ = writeln!(out, "    format: {FORMAT},");
    for (field, value) in [("title", &h.title), ("started", &h.started), ("place", &h.place)] {
        if let Some(v) = value {
            let _ = writeln!(out, "    {field}: {},", string(v));
        }
    }
    let _ = writeln!(out, "    rules: {},", rules_ron(&h.rules));
    let _ = writeln!(out, "    players: {},", names(&h.players));
    if session.events().is_empty() {
        out.push_str("    events: [],\n");
    } else {
        out.push_str("    events: [\n");
        for e in session.events() {
            let _ = writeln!(out, "        {},", event_ron(e, "        "));
        }
        out.push_str("    ],\n");
    }
    if !session.draft().is_empty() {
        out.push_str("    draft: [\n");
        for e in session.draft() {
            let _ = writeln!(out, "        {},", entry_ron(e));
        }
        out.push_str("    ],\n");
    }
    out.push_str(")\n");
    out
}

/// The `rules` field as tournament files write it too: `(preset: "ID", knob: value, …)`.
#[derive(Debug, Deserialize)]
#[serde(transparent)]
pub struct RulesField(RawRules);

impl RulesField {
    /// The rule set it names, checked as a session file's.
    pub fn rule_set(&self) -> Result<RuleSet, LoadError> {
        let preset = Preset::parse(&self.0.preset).ok_or_else(|| LoadError::UnknownPreset(self.0.preset.clone()))?;
        let mut rules = RuleSet::new(preset);
        for (knob, value) in self.0.settings() {
            let bad = |value: String| LoadError::BadKnob { knob: knob.name(), value };
            let value = value.map_err(bad)?;
            rules.set(knob, value).ok_or_else(|| bad(value.id()))?;
        }
        Ok(rules)
    }
}
