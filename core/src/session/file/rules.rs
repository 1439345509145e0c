//! The `rules` field of session, tournament and club files: `(preset: "ID", knob: value, …)`.
//!
//! Every problem of the field is found while it is read, not after: an unknown preset, a value a
//! knob does not take (`siebener: 8`, `siebener: Seven`, `hand_only: true`) and knobs that cannot
//! stand together are refused from inside the RON reader, so the reader's position names the line
//! the problem stands in, in whichever file holds the field. They travel through ron as a
//! [`ron::Error::Message`] in a private spelling ([`RulesProblem::to_ron`]) and are taken back as
//! data ([`RulesProblem::from_ron`]) by whoever words the reader's errors; nobody sees the spelling.

use crate::rules::knobs::{Knob, KnobKind, Written, nearest};
use crate::rules::preset::{Preset, RuleSet};
use crate::rules::throw_limit::{self, Conflict};
use crate::tr;
use serde::Deserialize;
use serde::de::{self, MapAccess, Visitor};

/// `(preset: "ID", knob: value, ...)`: any knob of RULES.md may follow the preset. Read through
/// the knob table, so a new knob needs no change here. Only a field that names a rule set is ever
/// made: both readers (ron and the fast one) refuse any other.
#[derive(Debug, Default, PartialEq)]
pub(crate) struct RawRules {
    pub(crate) preset: String,
    /// The knobs set in the file, in the file's order.
    pub(crate) knobs: Vec<(Knob, Written)>,
}

/// What is wrong with a `rules` field; the reader says where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesProblem {
    UnknownPreset(String),
    /// A value the knob does not take: as written where the reader knows it (`8`); `None` for a
    /// value of another kind (a word for a number), which the text at the reader's place shows.
    BadValue {
        knob: Knob,
        value: Option<String>,
    },
    /// Knobs that cannot stand together (`over_limit_disc` with `too_many_throws_loses`), and the
    /// knob written last without which they could (where the file set one: its line is named).
    Conflict {
        conflict: Conflict,
        knob: Option<Knob>,
    },
}

/// How a [`RulesProblem`] is spelt inside a ron error: a prefix no other message has.
const MARK: &str = "\u{1}schocken-rules\u{1}";

impl RulesProblem {
    /// The problem as the custom error of a deserializer (taken back by [`RulesProblem::from_ron`]).
    pub(crate) fn to_ron<E: de::Error>(&self) -> E {
        let body = match self {
            RulesProblem::UnknownPreset(id) => format!("preset\u{1}{id}"),
            RulesProblem::BadValue { knob, value: None } => format!("value\u{1}{}", knob.name()),
            RulesProblem::BadValue { knob, value: Some(v) } => format!("value\u{1}{}\u{1}{v}", knob.name()),
            RulesProblem::Conflict { conflict: Conflict::OverLimitTwice, knob } => {
                format!("conflict\u{1}over-limit-twice\u{1}{}", knob.map_or("", Knob::name)) // i18n-ok: the private spelling
            }
        };
        E::custom(format!("{MARK}{body}"))
    }

    /// The problem a ron error carries, if it is one of these.
    pub fn from_ron(e: &ron::Error) -> Option<RulesProblem> {
        let ron::Error::Message(message) = e else { return None };
        let mut parts = message.strip_prefix(MARK)?.splitn(3, '\u{1}');
        Some(match (parts.next()?, parts.next()?) {
            ("preset", id) => RulesProblem::UnknownPreset(id.to_string()),
            ("value", knob) => {
                RulesProblem::BadValue { knob: Knob::parse(knob)?, value: parts.next().map(str::to_string) }
            }
            ("conflict", "over-limit-twice") => {
                RulesProblem::Conflict { conflict: Conflict::OverLimitTwice, knob: parts.next().and_then(Knob::parse) }
            }
            _ => return None,
        })
    }

    /// The problem in the current language, after `rules: ` (`siebener: „8“ …`). `written` is the
    /// value as the text shows it where the reader did not know it.
    pub fn message(&self, written: Option<&str>) -> String {
        match self {
            RulesProblem::UnknownPreset(id) => unknown_preset(id),
            RulesProblem::BadValue { knob, value } => bad_value(*knob, value.as_deref().or(written)),
            RulesProblem::Conflict { conflict, .. } => conflict.message(),
        }
    }
}

/// `unbekanntes Regelwerk „kalkk“ — gemeint ist wohl „kalk“`, else with the known ones.
pub fn unknown_preset(id: &str) -> String {
    match Preset::nearest(id) {
        Some(near) => tr!("file-unknown-preset-near", preset = id, near = near.id()),
        None => tr!("file-unknown-preset", preset = id, known = Preset::ids()),
    }
}

/// `unbekannter Schalter „siebner“ — gemeint ist wohl „siebener“`, else with the known ones.
pub fn unknown_knob(name: &str) -> String {
    match Knob::nearest(name) {
        Some(near) => tr!("file-unknown-knob-near", knob = name, near = near.name()),
        None => tr!("file-unknown-knob", knob = name, known = Knob::NAMES.join(", ")),
    }
}

/// `siebener: „8“ geht hier nicht (möglich: 1, 7, 9)`, with the nearest value where one is near.
fn bad_value(knob: Knob, written: Option<&str>) -> String {
    let known = match knob.kind() {
        KnobKind::Number { min, max } => tr!("file-range", min = min, max = max),
        _ => knob.ron_values().join(", "),
    };
    let values = knob.ron_values();
    // A value in quotes (`siebener: "7"`) means the value without them, where it is one.
    let unquoted = written.and_then(|w| w.strip_prefix('"')?.strip_suffix('"'));
    let near = match unquoted {
        Some(inner) if values.iter().any(|v| v == inner) => Some(inner),
        _ => written.and_then(|w| nearest(w, values.iter().map(String::as_str))),
    };
    match (written, near) {
        (Some(value), Some(near)) => tr!("file-bad-knob-near", knob = knob.name(), value = value, near = near),
        (Some(value), None) => tr!("file-bad-knob", knob = knob.name(), value = value, known = known),
        (None, _) => tr!("file-bad-knob-missing", knob = knob.name(), known = known),
    }
}

impl RawRules {
    /// The rule set it names: the preset, then each knob set in the file; the first problem.
    pub(crate) fn rule_set(&self) -> Result<RuleSet, RulesProblem> {
        let preset = Preset::parse(&self.preset).ok_or_else(|| RulesProblem::UnknownPreset(self.preset.clone()))?;
        let mut rules = RuleSet::new(preset);
        for &(knob, written) in &self.knobs {
            set(&mut rules, knob, written)?;
        }
        match throw_limit::conflict(rules.rules()) {
            Some(conflict) => Err(RulesProblem::Conflict { conflict, knob: self.culprit() }),
            None => Ok(rules),
        }
    }

    /// Of rules in conflict, the knob written last without which there would be none (the line
    /// the refusal names), if the file set one.
    fn culprit(&self) -> Option<Knob> {
        let preset = Preset::parse(&self.preset)?;
        self.knobs.iter().rev().map(|&(knob, _)| knob).find(|&left_out| {
            let mut rules = RuleSet::new(preset);
            let others = self.knobs.iter().filter(|(k, _)| *k != left_out);
            others.into_iter().all(|&(k, w)| set(&mut rules, k, w).is_ok())
                && throw_limit::conflict(rules.rules()).is_none()
        })
    }
}

/// Sets one knob as written, or says why it cannot be.
fn set(rules: &mut RuleSet, knob: Knob, written: Written) -> Result<(), RulesProblem> {
    let value = match written {
        Written::Value(v) => Some(v),
        Written::Number(n) => knob.from_number(n),
    };
    value.and_then(|v| rules.set(knob, v)).ok_or_else(|| RulesProblem::BadValue {
        knob,
        value: Some(match written {
            Written::Value(v) => v.ron(),
            Written::Number(n) => n.to_string(),
        }),
    })
}

impl<'de> Deserialize<'de> for RawRules {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_struct("rules", Knob::NAMES, RulesVisitor)
    }
}

/// Reads the fields of `rules` as ron reads a struct's: `preset` once, each knob at most once,
/// an unknown name refused with the known ones; each value checked as soon as it is read.
struct RulesVisitor;

/// Reads a knob's value with the knob's own type; a value of another type is refused as a value
/// this knob does not take (naming the knob), not as a bare syntax error.
struct KnobSeed(Knob);

impl<'de> de::DeserializeSeed<'de> for KnobSeed {
    type Value = Written;

    fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<Written, D::Error> {
        self.0.deserialize_value(d).map_err(|_: D::Error| RulesProblem::BadValue { knob: self.0, value: None }.to_ron())
    }
}

impl<'de> Visitor<'de> for RulesVisitor {
    type Value = RawRules;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("struct rules") // i18n-ok: ron's own error wording
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<RawRules, A::Error> {
        let mut preset: Option<String> = None;
        let mut knobs: Vec<(Knob, Written)> = Vec::new();
        while let Some(name) = map.next_key::<String>()? {
            if name == "preset" {
                if preset.is_some() {
                    return Err(de::Error::duplicate_field("preset"));
                }
                let id: String = map.next_value()?;
                if Preset::parse(&id).is_none() {
                    return Err(RulesProblem::UnknownPreset(id).to_ron());
                }
                preset = Some(id);
                continue;
            }
            let knob = Knob::parse(&name).ok_or_else(|| de::Error::unknown_field(&name, Knob::NAMES))?;
            if knobs.iter().any(|(k, _)| *k == knob) {
                return Err(de::Error::duplicate_field(knob.name()));
            }
            let written = map.next_value_seed(KnobSeed(knob))?;
            // A value's range is the knob's own, whatever the preset.
            set(&mut RuleSet::new(Preset::MainTaunus), knob, written).map_err(|p| p.to_ron())?;
            knobs.push((knob, written));
        }
        // Whether knobs stand together is known only at the end: a later one may settle it.
        let rules = RawRules { preset: preset.ok_or_else(|| de::Error::missing_field("preset"))?, knobs };
        rules.rule_set().map_err(|p| p.to_ron())?;
        Ok(rules)
    }
}

/// The value of `key` that the RON reader had just read when it stopped at `at` in `text` (its
/// positions are not the value's own: inside a string, after a word): the line the value starts
/// in and the value as written — a word, a number, a quoted text, a bracketed one — at most 40
/// characters, empty where the text ends instead.
pub fn value_before(text: &str, at: &ron::error::Position, key: &str) -> (usize, String) {
    let offset = offset_of(text, at).unwrap_or(text.len());
    let key_end = text[..offset]
        .rmatch_indices(key)
        .map(|(i, _)| i + key.len())
        .find(|&end| text[end..].trim_start().starts_with(':'));
    let Some(key_end) = key_end else { return (at.line, String::new()) };
    let after = text[key_end..].trim_start();
    let after = after[1..].trim_start();
    let start = text.len() - after.len();
    let line = 1 + text[..start].matches('\n').count();
    let end = match after.chars().next() {
        Some('"') => after[1..].find('"').map_or(after.len(), |i| i + 2),
        Some(open @ ('(' | '[')) => {
            let close = if open == '(' { ')' } else { ']' };
            let mut depth = 0;
            after.char_indices().find_map(|(i, c)| {
                depth += i32::from(c == open) - i32::from(c == close);
                (depth == 0).then_some(i + 1)
            })
        }
        .unwrap_or(after.len()),
        _ => after.find(|c: char| c.is_whitespace() || ",)]".contains(c)).unwrap_or(after.len()),
    };
    (line, after[..end].chars().take(40).collect())
}

/// The byte offset of a RON position (lines from 1, columns from 1 in characters).
fn offset_of(text: &str, at: &ron::error::Position) -> Option<usize> {
    let line_start = match at.line {
        0 | 1 => 0,
        n => text.match_indices('\n').nth(n - 2).map(|(i, _)| i + 1)?,
    };
    let line = &text[line_start..];
    Some(line_start + line.char_indices().nth(at.col.saturating_sub(1)).map_or(line.len(), |(i, _)| i))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_problem_survives_the_trip_through_ron() {
        for problem in [
            RulesProblem::UnknownPreset("kalkk".into()),
            RulesProblem::BadValue { knob: Knob::Siebener, value: Some("8".into()) },
            RulesProblem::BadValue { knob: Knob::HandOnly, value: None },
            RulesProblem::Conflict { conflict: Conflict::OverLimitTwice, knob: Some(Knob::OverLimitDisc) },
            RulesProblem::Conflict { conflict: Conflict::OverLimitTwice, knob: None },
        ] {
            let e: ron::Error = problem.to_ron();
            assert_eq!(RulesProblem::from_ron(&e), Some(problem));
        }
        assert_eq!(RulesProblem::from_ron(&ron::Error::Message("siebener".into())), None);
    }

    #[test]
    fn the_value_before_a_place_is_the_keys() {
        let text = "(\n  siebener:\n   Seven,\n  title: \"a b\", discs: (7), jule:";
        let at = |line, col| ron::error::Position { line, col };
        assert_eq!(value_before(text, &at(3, 9), "siebener"), (3, "Seven".to_string()));
        assert_eq!(value_before(text, &at(4, 12), "title"), (4, "\"a b\"".to_string()));
        assert_eq!(value_before(text, &at(4, 24), "discs"), (4, "(7)".to_string()));
        assert_eq!(value_before(text, &at(4, 40), "jule"), (4, String::new()));
        assert_eq!(value_before(text, &at(4, 40), "achter"), (4, String::new()));
    }
}
