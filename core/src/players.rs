//! The club's player registry (issue 19): one list of people kept across tournaments and
//! evenings, so a player renamed, or two spellings merged ("Jörg" and "Joerg"), stays one
//! person in every later list — the statistics and history over the evenings, the names offered
//! at registration — while no session or tournament file is ever rewritten: names are mapped
//! through the registry when they are read ([`Registry::canonical`]).
//!
//! A person has the name lists show and the other spellings he was known by. Spellings equal up
//! to case and spacing ([`names::same`]) are one person anyway. Pure: the file is only text
//! here (`io/players` reads and writes it).

use crate::names;
use crate::tr;
use serde::{Deserialize, Serialize};

mod merging;

/// One person: the name shown, and earlier or other spellings that name him too.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "Player", deny_unknown_fields)]
pub struct Person {
    pub name: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also: Vec<String>,
}

impl Person {
    /// Whether `name` is one of his spellings.
    fn is(&self, name: &str) -> bool {
        names::same(&self.name, name) || self.also.iter().any(|a| names::same(a, name))
    }
}

/// Every person the club has seen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "Players", deny_unknown_fields)]
pub struct Registry {
    pub format: u32,
    #[serde(default)]
    pub players: Vec<Person>,
}

impl Default for Registry {
    fn default() -> Registry {
        Registry { format: 1, players: Vec::new() }
    }
}

/// Why a change to the registry is refused. Data until shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegistryError {
    Unknown(String),
    EmptyName,
    /// The new name is another person's: merge the two instead.
    Taken {
        name: String,
        other: String,
    },
    /// Both spellings are one person already.
    Same(String),
    /// An undo finds the person changed since (by another window or laptop): nothing is taken
    /// back, so that change is not lost.
    ChangedSince(String),
}

impl RegistryError {
    pub fn message(&self) -> String {
        match self {
            RegistryError::Unknown(name) => tr!("players-unknown", name = name.as_str()),
            RegistryError::EmptyName => tr!("players-empty-name"),
            RegistryError::Taken { name, other } => {
                tr!("players-taken", name = name.as_str(), other = other.as_str())
            }
            RegistryError::Same(name) => tr!("players-same", name = name.as_str()),
            RegistryError::ChangedSince(name) => tr!("players-changed-since", name = name.as_str()),
        }
    }
}

crate::worded_error!(RegistryError);

/// Why the registry's file cannot be read (CLUB.md 4, 8): never taken as an empty registry, which
/// would count one person under two names. Each problem names its line and, where it is in one,
/// the person's entry; RON's own (English) text is never shown, the reader's words are.
#[derive(Clone, Debug, PartialEq)]
pub enum RegistryFileError {
    /// Not RON, or not of the registry's shape; the person whose entry it is in, where known.
    Shape(Box<ron::error::SpannedError>, Option<String>),
    Format(u32),
    /// A name or spelling of nothing but white space, in the entry at `line` (of `person`, where
    /// the entry's name is not the empty one).
    EmptyName {
        line: usize,
        person: Option<String>,
    },
    /// One spelling claimed by two persons; `line`: the second's entry.
    Shared {
        spelling: String,
        first: String,
        second: String,
        line: usize,
    },
}

impl RegistryFileError {
    pub fn message(&self) -> String {
        match self {
            RegistryFileError::Shape(e, person) => {
                let (line, column) = (e.span.start.line, e.span.start.col);
                let problem = crate::session::file::syntax::Syntax::from(&e.code).message();
                match person {
                    Some(person) => tr!(
                        "players-file-shape-person",
                        line = line,
                        column = column,
                        person = person.as_str(),
                        problem = problem
                    ),
                    None => tr!("players-file-shape", line = line, column = column, problem = problem),
                }
            }
            RegistryFileError::Format(format) => tr!("players-file-format", format = *format),
            RegistryFileError::EmptyName { line, person: Some(person) } => {
                tr!("players-file-empty-spelling", line = *line, person = person.as_str())
            }
            RegistryFileError::EmptyName { line, person: None } => tr!("players-file-empty-name", line = *line),
            RegistryFileError::Shared { spelling, first, second, line } => tr!(
                "players-file-shared",
                line = *line,
                spelling = spelling.as_str(),
                first = first.as_str(),
                second = second.as_str()
            ),
        }
    }
}

/// The lines (1-based) of the file's `name:` fields, one a person in the file's order, each with
/// the name written there.
fn entries(text: &str) -> Vec<(usize, Option<String>)> {
    let mut found = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let mut rest = line;
        while let Some(at) = rest.find("name") {
            let before = rest[..at].chars().next_back();
            let after = rest[at + 4..].trim_start();
            rest = &rest[at + 4..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') || !after.starts_with(':') {
                continue;
            }
            let value = after[1..].trim_start();
            let name = value.strip_prefix('"').and_then(|v| v.split('"').next()).map(str::to_string);
            found.push((n + 1, name));
        }
    }
    found
}

crate::worded_error!(RegistryFileError);

impl Registry {
    /// Reads the registry's file ([`Registry::write`]'s layout, or any RON of its shape) and checks
    /// that every spelling is one person's: the first problem found.
    pub fn parse(text: &str) -> Result<Registry, RegistryFileError> {
        let registry: Registry = ron::from_str(text).map_err(|e| {
            // The entry the problem is in: the last name written at or before its line.
            let line = e.span.start.line;
            let person = entries(text).into_iter().rev().find(|(l, _)| *l <= line).and_then(|(_, name)| name);
            RegistryFileError::Shape(Box::new(e), person.filter(|p| !names::key(p).is_empty()))
        })?;
        let lines = entries(text);
        let line_of = |i: usize| lines.get(i).map_or(1, |(line, _)| *line);
        if registry.format != 1 {
            return Err(RegistryFileError::Format(registry.format));
        }
        let mut owner: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
        for (i, person) in registry.players.iter().enumerate() {
            for spelling in std::iter::once(&person.name).chain(&person.also) {
                let key = names::key(spelling);
                if key.is_empty() {
                    let person = Some(person.name.clone()).filter(|n| !names::key(n).is_empty());
                    return Err(RegistryFileError::EmptyName { line: line_of(i), person });
                }
                if let Some(&j) = owner.get(&key).filter(|&&j| j != i) {
                    let (first, second) = (registry.players[j].name.clone(), person.name.clone());
                    let line = line_of(i);
                    return Err(RegistryFileError::Shared { spelling: spelling.clone(), first, second, line });
                }
                owner.insert(key, i);
            }
        }
        Ok(registry)
    }

    /// The registry's file: one person a line, alphabetical.
    pub fn write(&self) -> String {
        let mut people = self.players.clone();
        names::sort_by_name(&mut people, |p| &p.name);
        let mut out = String::from("Players(\n    format: 1,\n    players: [\n"); // i18n-ok: file syntax
        for p in &people {
            let line = ron::to_string(p).unwrap_or_default();
            out += &format!("        {line},\n");
        }
        out + "    ],\n)\n"
    }

    fn find(&self, name: &str) -> Option<usize> {
        self.players.iter().position(|p| p.is(name))
    }

    /// The name lists show for `name`: the person's, where the registry knows a spelling of
    /// his; else `name` itself.
    pub fn canonical<'a>(&'a self, name: &'a str) -> &'a str {
        self.find(name).map_or(name, |i| self.players[i].name.as_str())
    }

    /// Whether a person of the registry has this spelling.
    pub fn knows(&self, name: &str) -> bool {
        self.find(name).is_some()
    }

    /// Two of `names` (one table's) that are one person, and who (CLUB.md 4): such a session is
    /// reported and passed over by the club's books and the statistics, never counted twice.
    pub fn one_person_twice<'a>(&'a self, names: &'a [String]) -> Option<([&'a str; 2], &'a str)> {
        names.iter().enumerate().find_map(|(i, name)| {
            let person = self.canonical(name);
            names[..i]
                .iter()
                .find(|n| self.canonical(n) == person)
                .map(|first| ([first.as_str(), name.as_str()], person))
        })
    }

    /// Every person's name, in German order.
    pub fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = self.players.iter().map(|p| p.name.clone()).collect();
        names::sort_by_name(&mut names, String::as_str);
        names
    }

    /// Adds the names it does not know (tidied, empty ones passed over); true where any was new.
    pub fn add<'a>(&mut self, names: impl IntoIterator<Item = &'a str>) -> bool {
        let mut added = false;
        for name in names {
            let name = names::tidy(name);
            if !name.is_empty() && self.find(&name).is_none() {
                self.players.push(Person { name, also: Vec::new() });
                added = true;
            }
        }
        added
    }

    /// The person `old` is called `new` from now on; `old` stays one of his spellings, so
    /// earlier evenings count for him. Refused where `new` is another person's (merge them).
    pub fn rename(&mut self, old: &str, new: &str) -> Result<(), RegistryError> {
        let new = names::tidy(new);
        if new.is_empty() {
            return Err(RegistryError::EmptyName);
        }
        let i = self.find(old).ok_or_else(|| RegistryError::Unknown(old.to_string()))?;
        if let Some(j) = self.find(&new).filter(|&j| j != i) {
            return Err(RegistryError::Taken { name: new, other: self.players[j].name.clone() });
        }
        let person = &mut self.players[i];
        let before = std::mem::replace(&mut person.name, new);
        person.also.retain(|a| !names::same(a, &person.name));
        if !names::same(&before, &person.name) {
            person.also.push(before);
        }
        Ok(())
    }

    /// `other` is the same person as `keep`: one person under `keep`'s name, with every spelling
    /// of both.
    pub fn merge(&mut self, keep: &str, other: &str) -> Result<(), RegistryError> {
        let i = self.find(keep).ok_or_else(|| RegistryError::Unknown(keep.to_string()))?;
        let j = self.find(other).ok_or_else(|| RegistryError::Unknown(other.to_string()))?;
        if i == j {
            return Err(RegistryError::Same(self.players[i].name.clone()));
        }
        let gone = self.players.remove(j);
        let i = if j < i { i - 1 } else { i };
        self.players[i].also.push(gone.name);
        self.players[i].also.extend(gone.also);
        Ok(())
    }
}

/// A change made to the registry, by the persons it touched: as they were and as they became.
/// Undone on the registry as it stands when undone, by those persons' fields — never by
/// writing back an earlier registry, which would drop what another window or laptop added since.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Change {
    pub before: Vec<Person>,
    pub after: Vec<Person>,
}

impl Change {
    /// What a change from `before` to `after` touched.
    pub fn between(before: &Registry, after: &Registry) -> Change {
        let gone = |from: &Registry, to: &Registry| -> Vec<Person> {
            from.players.iter().filter(|p| !to.players.contains(p)).cloned().collect()
        };
        Change { before: gone(before, after), after: gone(after, before) }
    }

    /// Takes the change back in `now`: the persons it made go, the persons it replaced come
    /// back. Refused, `now` untouched, where one of the persons it made was changed since or a
    /// name it would bring back is another person's now.
    pub fn undo(&self, now: &mut Registry) -> Result<(), RegistryError> {
        if let Some(p) = self.after.iter().find(|p| !now.players.contains(p)) {
            return Err(RegistryError::ChangedSince(p.name.clone()));
        }
        let mut next = now.clone();
        next.players.retain(|p| !self.after.contains(p));
        for person in &self.before {
            let names = std::iter::once(&person.name).chain(&person.also);
            if let Some(taken) = names.into_iter().find_map(|n| next.find(n)) {
                return Err(RegistryError::ChangedSince(next.players[taken].name.clone()));
            }
            next.players.push(person.clone());
        }
        *now = next;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn club() -> Registry {
        let mut r = Registry::default();
        assert!(r.add(["Jörg", "Joerg", "Anna", " anna ", ""]));
        r
    }

    #[test]
    fn names_are_added_once() {
        let mut r = club();
        assert_eq!(r.names(), ["Anna", "Joerg", "Jörg"]);
        assert!(!r.add(["ANNA", "Jörg"]));
    }

    #[test]
    fn two_spellings_merged_are_one_person() {
        let mut r = club();
        r.merge("Jörg", "joerg").unwrap();
        assert_eq!(r.names(), ["Anna", "Jörg"]);
        assert_eq!(r.canonical("Joerg"), "Jörg");
        assert_eq!(r.canonical("Jörg"), "Jörg");
        assert_eq!(r.canonical("Zoe"), "Zoe");
        assert!(!r.add(["Joerg"]));
        assert_eq!(r.merge("Jörg", "Joerg"), Err(RegistryError::Same("Jörg".into())));
        assert_eq!(r.merge("Jörg", "Zoe"), Err(RegistryError::Unknown("Zoe".into())));
    }

    #[test]
    fn one_person_seated_twice_is_found() {
        let mut r = club();
        r.merge("Jörg", "Joerg").unwrap();
        let table = ["Anna", "Joerg", "Ben", "JÖRG"].map(String::from);
        assert_eq!(r.one_person_twice(&table), Some((["Joerg", "JÖRG"], "Jörg")));
        assert_eq!(r.one_person_twice(&["carl", "Carl"].map(String::from)), None);
    }

    #[test]
    fn a_renamed_player_keeps_his_old_spelling() {
        let mut r = club();
        r.rename("Anna", "Anna Schmidt").unwrap();
        assert_eq!(r.canonical("anna"), "Anna Schmidt");
        r.rename("Anna Schmidt", "Anna").unwrap();
        assert_eq!(r.players.iter().find(|p| p.name == "Anna").unwrap().also, ["Anna Schmidt"]);
        assert_eq!(r.rename("Anna", "Jörg"), Err(RegistryError::Taken { name: "Jörg".into(), other: "Jörg".into() }));
        assert_eq!(r.rename("Anna", " "), Err(RegistryError::EmptyName));
    }

    #[test]
    fn the_file_reads_back() {
        let mut r = club();
        r.merge("Jörg", "Joerg").unwrap();
        r.add(["Ben \"der Wirt\""]);
        let text = r.write();
        let back = Registry::parse(&text).unwrap();
        assert_eq!(back.write(), text);
        assert_eq!(back.canonical("Joerg"), "Jörg");
        assert_eq!(Registry::parse("Players(format: 2)"), Err(RegistryFileError::Format(2)));
        assert_eq!(
            Registry::parse("(format: 1, players: [(name: \" \")])"),
            Err(RegistryFileError::EmptyName { line: 1, person: None })
        );
        let shared = "(format: 1, players: [(name: \"Jörg\"), (name: \"Joerg\", also: [\"JÖRG\"])])";
        assert!(matches!(Registry::parse(shared), Err(RegistryFileError::Shared { first, .. }) if first == "Jörg"));
        assert!(Registry::parse("(format: 1, players: [(name: \"Jörg\", also: [\"jörg\"])])").is_ok());
        assert!(Registry::parse("nonsense").is_err());
        // Issue 34: each problem names its line and the person, in the reader's words, never ron's.
        crate::i18n::scoped(crate::i18n::Lang::De, || {
            let said = |text: &str| Registry::parse(text).unwrap_err().to_string();
            let file = "Players(\n    format: 1,\n    players: [\n        (name:\"Anna\",also:[\"Anni\"]),\n        (name:\"Ben\",also:[5]),\n    ],\n)\n";
            let shape = said(file);
            assert!(shape.starts_with("Zeile 5 (bei „Ben“), Spalte "), "{shape}");
            assert!(!shape.contains("Expected") && !shape.contains("expected"), "{shape}");
            let empty = said(&file.replace("[5]", "[\" \"]"));
            assert_eq!(empty, "Zeile 5: „Ben“ hat eine leere Schreibweise");
            let shared = said(&file.replace("[5]", "[\"anni\"]"));
            assert!(shared.starts_with("Zeile 5: die Schreibweise „anni“ gehört zu „Anna“ und zu „Ben“"), "{shared}");
        });
    }

    /// An undo is the inverse edit on the registry as it stands: a person another laptop added
    /// since stays; a person changed since is not taken back.
    #[test]
    fn a_change_is_undone_on_the_registry_as_it_stands() {
        let before = club();
        let mut after = before.clone();
        after.merge("Jörg", "Joerg").unwrap();
        let change = Change::between(&before, &after);
        // Meanwhile another laptop adds Käthe.
        let mut now = after.clone();
        now.add(["Käthe"]);
        change.undo(&mut now).unwrap();
        assert_eq!(now.names(), ["Anna", "Joerg", "Jörg", "Käthe"]);
        // Renamed, then the person is renamed again elsewhere: the undo is refused.
        let mut renamed = before.clone();
        renamed.rename("Anna", "Anna Schmitz").unwrap();
        let change = Change::between(&before, &renamed);
        let mut now = renamed.clone();
        now.rename("Anna Schmitz", "Anne").unwrap();
        let stood = now.clone();
        assert_eq!(change.undo(&mut now), Err(RegistryError::ChangedSince("Anna Schmitz".into())));
        assert_eq!(now, stood);
    }
}
