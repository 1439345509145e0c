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
use super::log::{Header, Session, TableRef};
use super::numbering::{RoundNo, TableNo};
use super::refusal::Refusal;
use crate::rules::knobs::Knob;
use crate::rules::limits::ROLL_OFF_SUMS;
use crate::rules::preset::RuleSet;
use crate::rules::throw::{Count, Dice, Throw};
use crate::rules::throw_limit::Conflict;
use crate::tr;
use rules::{RawRules, RulesProblem};
use serde::Deserialize;
use std::fmt::Write as _;

mod fast;
mod raw;
use raw::{RawEntry, RawEvent, RawPenalty};
#[doc(hidden)]
pub use raw::{RawSession, RawTableRef};
pub mod rules;
pub mod syntax;

/// The only format version this program reads and writes.
pub const FORMAT: i64 = 1;

/// Why a session file cannot be loaded. Shown after the file's name: `FILE: message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    Empty,
    Syntax {
        line: usize,
        column: usize,
        message: syntax::Syntax,
    },
    /// Written by a newer (or unknown) version of the format.
    Format(i64),
    /// `tournament: (round, table)` with a number below 1.
    Tournament {
        round: i64,
        table: i64,
    },
    /// `rules: (preset: "…")` names no preset; `line` is the line it stands in.
    UnknownPreset {
        line: usize,
        preset: String,
    },
    UnknownKnob {
        line: usize,
        name: String,
    },
    /// A value the knob does not take (`siebener: 8`, `siebener: Seven`), as written; empty where
    /// the file ends instead.
    BadKnob {
        line: usize,
        knob: Knob,
        value: String,
    },
    /// Knobs that cannot stand together (`over_limit_disc` with `too_many_throws_loses`).
    Rules(KnobConflict),
    Players(Refusal),
    /// The round being entered (`draft`) does not fit the session.
    Draft(EventProblem),
    /// Event `index` (from 0) is malformed or refused by the rules.
    Event {
        index: usize,
        problem: EventProblem,
    },
}

/// Knobs that cannot stand together, named at the line of the knob that made them so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KnobConflict {
    pub line: usize,
    pub conflict: Conflict,
}

/// What is wrong with one event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventProblem {
    Die(i64),
    Throws(i64),
    SingleThrowAssembled,
    /// `hand: false` on a throw over the limit under `over_limit_disc`, where its dice are the
    /// player's first throw, from the hand.
    OverLimitAssembled,
    Sum(i64),
    Refused(Refusal),
}

impl EventProblem {
    /// The problem in the current language.
    pub fn message(&self) -> String {
        match self {
            EventProblem::Die(d) => tr!("file-die", die = *d),
            EventProblem::Throws(n) => tr!("file-throws", throws = *n),
            EventProblem::SingleThrowAssembled => tr!("file-single-throw-assembled"),
            EventProblem::OverLimitAssembled => tr!("file-over-limit-assembled"),
            EventProblem::Sum(s) => tr!("file-sum", sum = *s),
            EventProblem::Refused(r) => r.message(),
        }
    }
}

impl LoadError {
    /// The problem in the current language, to be shown after the file's name.
    pub fn message(&self) -> String {
        match self {
            LoadError::Empty => tr!("file-empty"),
            LoadError::Syntax { line, column, message } => {
                tr!("file-syntax", line = *line, column = *column, message = message.message())
            }
            LoadError::Format(n) => tr!("file-format", format = *n, supported = FORMAT),
            LoadError::Tournament { round, table } => tr!("file-tournament", round = *round, table = *table),
            LoadError::UnknownPreset { line, preset } => {
                tr!("file-rules-at", line = *line, problem = rules::unknown_preset(preset))
            }
            LoadError::UnknownKnob { line, name } => {
                tr!("file-rules-at", line = *line, problem = rules::unknown_knob(name))
            }
            LoadError::BadKnob { line, knob, value } => {
                let problem = RulesProblem::BadValue { knob: *knob, value: None };
                let written = Some(value.as_str()).filter(|v| !v.is_empty());
                tr!("file-rules-at", line = *line, problem = problem.message(written))
            }
            LoadError::Rules(KnobConflict { line, conflict }) => {
                tr!("file-rules-at", line = *line, problem = conflict.message())
            }
            LoadError::Players(r) => tr!("file-players", problem = r.message()),
            LoadError::Draft(problem) => tr!("file-draft", problem = problem.message()),
            LoadError::Event { index, problem } => tr!("file-event", event = index + 1, problem = problem.message()),
        }
    }
}

crate::worded_error!(LoadError, EventProblem);

// ---- reading -------------------------------------------------------------------------------

#[derive(Deserialize)]
#[serde(rename = "Session")]
struct Probe {
    format: i64,
}

fn ron_options() -> ron::Options {
    ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
}

/// A ron error of a session file's text: inside `rules` as [`rules_error`] names it, else the
/// syntax at its line and column.
fn syntax(e: ron::error::SpannedError, text: &str) -> LoadError {
    rules_error(&e, text).unwrap_or_else(|| LoadError::Syntax {
        line: e.span.start.line,
        column: e.span.start.col,
        message: syntax::Syntax::from(&e.code),
    })
}

/// A ron error found inside a `rules` field (of any file: session, tournament, club) as FORMAT.md
/// names it: an unknown knob, an unknown preset, a value a knob does not take (as written in
/// `text`), knobs that cannot stand together, each at its line. `None` for any other error.
pub fn rules_error(e: &ron::error::SpannedError, text: &str) -> Option<LoadError> {
    if let ron::Error::NoSuchStructField { found, outer: Some(outer), .. } = &e.code
        && outer == "rules"
    {
        return Some(LoadError::UnknownKnob { line: e.span.start.line, name: found.clone() });
    }
    let before = |key| rules::value_before(text, &e.span.end, key);
    Some(match RulesProblem::from_ron(&e.code)? {
        RulesProblem::UnknownPreset(preset) => LoadError::UnknownPreset { line: before("preset").0, preset },
        RulesProblem::BadValue { knob, value } => {
            let (line, written) = before(knob.name());
            LoadError::BadKnob { line, knob, value: value.unwrap_or(written) }
        }
        // Refused at the field's end: named at the knob written last that makes it.
        RulesProblem::Conflict { conflict, knob } => {
            let line = knob.map_or(e.span.start.line, |knob| before(knob.name()).0);
            LoadError::Rules(KnobConflict { line, conflict })
        }
    })
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
            _ => syntax(e, text),
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
    let rules = match raw.rules.rule_set() {
        Ok(rules) => rules,
        // Both readers refuse a field that names no rule set; were one not to, ron says where.
        Err(problem) => {
            let at_start = LoadError::Syntax { line: 1, column: 1, message: syntax::Syntax::Rules(problem) };
            return Err(parse_ron_only(text).err().unwrap_or(at_start));
        }
    };
    let tournament = match raw.tournament.take() {
        None => None,
        Some(RawTableRef { round, table }) => {
            let number = |n: i64| u32::try_from(n).ok();
            match (number(round).and_then(RoundNo::new), number(table).and_then(TableNo::new)) {
                (Some(round), Some(table)) => Some(TableRef { round, table }),
                _ => return Err(LoadError::Tournament { round, table }),
            }
        }
    };
    let header = Header {
        title: raw.title.take(),
        started: raw.started.take(),
        place: raw.place.take(),
        tournament,
        rules,
        players: std::mem::take(&mut raw.players),
    };
    let over_limit_disc = header.rules.rules().over_limit_disc;
    let mut session = Session::new(header).map_err(LoadError::Players)?;
    for (index, raw) in std::mem::take(&mut raw.events).into_iter().enumerate() {
        if let RawEvent::Round(entries) = &raw {
            over_limit_hand(entries, over_limit_disc).map_err(|problem| LoadError::Event { index, problem })?;
        }
        let event = event(raw).map_err(|problem| LoadError::Event { index, problem })?;
        session.push(event).map_err(|r| LoadError::Event { index, problem: EventProblem::Refused(r) })?;
    }
    over_limit_hand(&raw.draft, over_limit_disc).map_err(LoadError::Draft)?;
    let draft = raw.draft.into_iter().map(entry).collect::<Result<_, _>>().map_err(LoadError::Draft)?;
    session.set_draft(draft).map_err(|r| LoadError::Draft(EventProblem::Refused(r)))?;
    Ok(session)
}

/// One item of a session in FORMAT.md's syntax, as another program sends it: an entry of the
/// round being entered, or an event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    Entry(RoundEntry),
    Event(Event),
}

/// Why an item cannot be read: its syntax, or the form of a value (a die of 7).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ItemError {
    Syntax(LoadError),
    Value(EventProblem),
}

impl ItemError {
    /// The problem in the current language.
    pub fn message(&self) -> String {
        match self {
            ItemError::Syntax(e) => e.message(),
            ItemError::Value(problem) => problem.message(),
        }
    }
}

/// Reads one item: `Throw(player: "Anna", dice: (6, 5, 4), throws: 2)`, `Take(player: "Ben")`,
/// or an event (`Penalty(…)`, `Sudden`, …). Only its syntax and values are checked here; the
/// rules check it when it is entered.
pub fn parse_item(text: &str) -> Result<Item, ItemError> {
    let not_an_entry = match ron_options().from_str::<RawEntry>(text) {
        Ok(raw) => return entry(raw).map(Item::Entry).map_err(ItemError::Value),
        Err(e) => e,
    };
    match ron_options().from_str::<RawEvent>(text) {
        Ok(raw) => event(raw).map(Item::Event).map_err(ItemError::Value),
        // A throw or a take written wrongly is told as one, not as an unknown event
        // (i18n-ok: FORMAT.md's names of the round entries).
        Err(_) if ["Throw", "Take"].iter().any(|w| text.trim_start().starts_with(w)) => {
            Err(ItemError::Syntax(syntax(not_an_entry, text)))
        }
        Err(e) => Err(ItemError::Syntax(syntax(e, text))),
    }
}

/// Checks the form of one event's values.
fn event(raw: RawEvent) -> Result<Event, EventProblem> {
    Ok(match raw {
        RawEvent::Starter(name) => Event::Starter(name),
        RawEvent::Note(text) => Event::Note(text),
        RawEvent::Seats(names) => Event::Seats(names),
        RawEvent::Sudden => Event::Sudden,
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
                    Ok(s) if ROLL_OFF_SUMS.contains(&s) => Ok((name, s)),
                    _ => Err(EventProblem::Sum(sum)),
                })
                .collect::<Result<_, _>>()?,
        ),
        RawEvent::Round(entries) => Event::Round(entries.into_iter().map(entry).collect::<Result<_, _>>()?),
    })
}

/// Under `over_limit_disc` a throw over the limit is the player's first throw, from the hand
/// (FORMAT.md): `hand` absent means so, `hand: false` is refused. Only the file says whether
/// `hand` was written, so this is checked here, on a round's entries as written.
fn over_limit_hand(entries: &[RawEntry], over_limit_disc: bool) -> Result<(), EventProblem> {
    let Some(RawEntry::Throw { throws: limit, .. }) = entries.first() else { return Ok(()) };
    let assembled_over =
        |e: &RawEntry| matches!(e, RawEntry::Throw { throws, hand: Some(false), .. } if throws > limit);
    match over_limit_disc && entries.iter().any(assembled_over) {
        true => Err(EventProblem::OverLimitAssembled),
        false => Ok(()),
    }
}

fn entry(raw: RawEntry) -> Result<RoundEntry, EventProblem> {
    match raw {
        RawEntry::Take { player } => Ok(RoundEntry::Take { player }),
        RawEntry::Throw { player, dice: (a, b, c), throws, hand } => {
            let dice = Dice::parse([a, b, c]).map_err(EventProblem::Die)?;
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
        let _ = write!(out, ", {}: {}", knob.name(), value.ron());
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
        Event::Sudden => "Sudden".into(), // i18n-ok: a token of the format
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

/// The opening lines both file kinds share: `Session(` or `Tournament(`, the format version,
/// the optional title, start and place, and the rules.
pub fn header_ron(
    kind: &str,
    format: i64,
    texts: [(&str, &Option<String>); 3],
    tournament: Option<TableRef>,
    rules: &RuleSet,
) -> String {
    let mut out = format!("{kind}(\n");
    let _ = writeln!(out, "    format: {format},");
    for (field, value) in texts {
        if let Some(v) = value {
            let _ = writeln!(out, "    {field}: {},", string(v));
        }
    }
    if let Some(TableRef { round, table }) = tournament {
        let _ = writeln!(out, "    tournament: (round: {round}, table: {table}),");
    }
    let _ = writeln!(out, "    rules: {},", rules_ron(rules));
    out
}

/// The whole session file.
pub fn write(session: &Session) -> String {
    let h = session.header();
    let texts = [("title", &h.title), ("started", &h.started), ("place", &h.place)];
    let mut out = header_ron("Session", FORMAT, texts, h.tournament, &h.rules); // i18n-ok: a token of the format
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

/// The `rules` field as tournament and club files write it too: `(preset: "ID", knob: value, …)`,
/// checked as it is read (a problem is a ron error at its place: [`rules_error`] names it).
#[derive(Debug)]
pub struct RulesField(RuleSet);

impl<'de> Deserialize<'de> for RulesField {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let raw = RawRules::deserialize(d)?;
        raw.rule_set().map(RulesField).map_err(|p| p.to_ron())
    }
}

impl RulesField {
    /// The rule set it names. Never refused here: a field that reads names one.
    pub fn rule_set(&self) -> Result<RuleSet, LoadError> {
        Ok(self.0.clone())
    }
}
