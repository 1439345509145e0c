//! The tables' codes for phones (PHONES.md sections 1 and 7): the secret in a table page's
//! address, made once per round and table and kept, so a printed card stays valid after a
//! restart on any later day.
//!
//! A code is ten characters from the 31 without look-alikes (no 0/O, 1/I/L), 49 random bits,
//! shown as `K7MQX-P4TRW` and accepted in any case with or without the dash. Pure: the randomness
//! is handed in, and the codes' file is only text here (written and read by the edge).

use super::{RoundNo, TableNo};
use crate::session::log::TableRef;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// The characters a code is made of: digits 2–9 and the letters without I, L and O.
pub const ALPHABET: &[u8; 31] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// Characters in a code (two groups of [`GROUP`]).
pub const LENGTH: usize = 10;

/// Characters in each group of the shown form.
const GROUP: usize = 5;

/// A table's way in for phones, as its card prints it and the organiser's window shows it: its
/// code and its page's address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableCode {
    pub table: TableNo,
    pub code: Code,
    pub address: String,
}

/// One table's code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Code([u8; LENGTH]);

impl Code {
    /// A new code; `below(n)` gives a uniformly random number below `n` (the caller's source of
    /// randomness: the operating system's, or a fixed one in tests).
    pub fn generate(mut below: impl FnMut(u32) -> u32) -> Code {
        let mut chars = [0; LENGTH];
        for c in &mut chars {
            *c = ALPHABET[below(ALPHABET.len() as u32) as usize % ALPHABET.len()];
        }
        Code(chars)
    }

    /// Reads a code as typed or printed: any case, with or without the dash between the groups.
    pub fn parse(text: &str) -> Option<Code> {
        let bytes = text.as_bytes();
        let bytes: Vec<u8> = match bytes.len() {
            LENGTH => bytes.to_vec(),
            n if n == LENGTH + 1 && bytes[GROUP] == b'-' => [&bytes[..GROUP], &bytes[GROUP + 1..]].concat(),
            _ => return None,
        };
        let mut chars = [0; LENGTH];
        for (c, b) in chars.iter_mut().zip(bytes) {
            let b = b.to_ascii_uppercase();
            if !ALPHABET.contains(&b) {
                return None;
            }
            *c = b;
        }
        Some(Code(chars))
    }

    /// The path of the table's page (`/t/K7MQX-P4TRW`).
    pub fn path(&self) -> String {
        format!("/t/{self}")
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Only ALPHABET's ASCII letters are ever stored.
        let text = std::str::from_utf8(&self.0).map_err(|_| fmt::Error)?;
        write!(f, "{}-{}", &text[..GROUP], &text[GROUP..])
    }
}

/// Codes made for what they open (`K`: a tournament's tables, a club's members), each unlike
/// every other. Its file is each user's own ([`Codes`] here, `club::codes` the members').
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeBook<K: Ord> {
    by_key: BTreeMap<K, Code>,
}

impl<K: Ord> Default for CodeBook<K> {
    fn default() -> CodeBook<K> {
        CodeBook { by_key: BTreeMap::new() }
    }
}

/// Every code made for a tournament, by round and table.
pub type Codes = CodeBook<TableRef>;

/// One line of the codes' file.
#[derive(Serialize, Deserialize)]
#[serde(rename = "Code", deny_unknown_fields)]
struct Line {
    round: RoundNo,
    table: TableNo,
    code: String,
}

/// Why the codes' file cannot be read: the text, or a code in it that is no code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodesError {
    /// Not RON of the file's layout (the parser's words: line, column, what it expected).
    Syntax(Box<ron::error::SpannedError>),
    BadCode(String),
}

impl CodesError {
    pub fn message(&self) -> String {
        match self {
            CodesError::Syntax(e) => e.to_string(),
            CodesError::BadCode(code) => crate::tr!("tournament-codes-bad-code", code = code.as_str()),
        }
    }
}

crate::worded_error!(CodesError);

impl<K: Ord + Clone> CodeBook<K> {
    /// The code of `key`, if made.
    pub fn get(&self, key: &K) -> Option<Code> {
        self.by_key.get(key).copied()
    }

    /// What a code opens.
    pub fn find(&self, code: Code) -> Option<&K> {
        self.by_key.iter().find(|(_, c)| **c == code).map(|(key, _)| key)
    }

    /// Every key and its code, in key order.
    pub fn iter(&self) -> impl Iterator<Item = (&K, Code)> {
        self.by_key.iter().map(|(k, &c)| (k, c))
    }

    /// Whether every key of `keys` has its code.
    pub fn has_all<'a>(&self, mut keys: impl Iterator<Item = &'a K>) -> bool
    where
        K: 'a,
    {
        keys.all(|key| self.by_key.contains_key(key))
    }

    /// Makes the codes the `keys` lack, each unlike every other; `true` where any was made (the
    /// file is then to be written).
    pub fn make(&mut self, keys: impl IntoIterator<Item = K>, mut below: impl FnMut(u32) -> u32) -> bool {
        let mut made = false;
        for key in keys {
            if self.by_key.contains_key(&key) {
                continue;
            }
            let code = loop {
                let code = Code::generate(&mut below);
                if self.find(code).is_none() {
                    break code;
                }
            };
            self.by_key.insert(key, code);
            made = true;
        }
        made
    }

    /// Sets `key`'s code as a file had it.
    pub fn insert(&mut self, key: K, code: Code) {
        self.by_key.insert(key, code);
    }
}

impl Codes {
    /// Reads the codes' file: a RON list of `(round: 1, table: 3, code: "K7MQX-P4TRW")`.
    pub fn parse(text: &str) -> Result<Codes, CodesError> {
        let lines: Vec<Line> = ron::from_str(text).map_err(|e| CodesError::Syntax(Box::new(e)))?;
        let mut codes = Codes::default();
        for line in lines {
            let code = Code::parse(&line.code).ok_or(CodesError::BadCode(line.code))?;
            codes.insert(TableRef { round: line.round, table: line.table }, code);
        }
        Ok(codes)
    }

    /// The codes' file's text, one code a line in round and table order.
    pub fn write(&self) -> String {
        let mut out = String::from("[\n");
        for (&TableRef { round, table }, code) in self.iter() {
            out += &format!("    (round: {round}, table: {table}, code: \"{code}\"),\n");
        }
        out + "]\n"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(round: u32, table: u32) -> TableRef {
        TableRef { round: RoundNo::new(round).unwrap(), table: TableNo::new(table).unwrap() }
    }

    /// A fixed source of "randomness" counting up.
    fn counting() -> impl FnMut(u32) -> u32 {
        let mut n = 0;
        move |below| {
            n += 7;
            n % below
        }
    }

    #[test]
    fn a_code_is_shown_in_two_groups_and_read_in_any_case_with_or_without_the_dash() {
        let code = Code::generate(counting());
        let shown = code.to_string();
        assert_eq!(shown.len(), 11);
        assert_eq!(&shown[5..6], "-");
        assert!(shown.bytes().filter(|&b| b != b'-').all(|b| ALPHABET.contains(&b)));
        assert_eq!(Code::parse(&shown), Some(code));
        assert_eq!(Code::parse(&shown.to_lowercase()), Some(code));
        assert_eq!(Code::parse(&shown.replace('-', "")), Some(code));
        assert_eq!(code.path(), format!("/t/{shown}"));
    }

    #[test]
    fn look_alikes_and_wrong_lengths_are_no_codes() {
        for text in ["K7MQX-P4TRO", "K7MQX-P4TR1", "K7MQXP4TRWW", "K7MQ-XP4TRW", "K7MQX--4TRW", "", "K7MQX-P4TRWÄ"] {
            assert_eq!(Code::parse(text), None, "{text}");
        }
        assert_eq!(ALPHABET.len(), 31);
        assert!(!ALPHABET.iter().any(|c| b"01ILO".contains(c)));
    }

    #[test]
    fn codes_are_made_once_and_read_back_from_their_file() {
        let mut codes = Codes::default();
        assert!(codes.make([at(1, 1), at(1, 2)], counting()));
        let first = codes.get(&at(1, 2)).unwrap();
        assert_ne!(codes.get(&at(1, 1)), Some(first));
        assert!(codes.has_all([at(1, 1), at(1, 2)].iter()) && !codes.has_all([at(2, 1)].iter()));
        assert!(!codes.make([at(1, 1), at(1, 2)], counting()), "kept, not made again");
        let back = Codes::parse(&codes.write()).unwrap();
        assert_eq!(back, codes);
        assert_eq!(back.find(first), Some(&at(1, 2)));
        assert!(matches!(Codes::parse("[(round: 1, table: 1, code: \"nope\")]"), Err(CodesError::BadCode(_))));
        assert!(matches!(Codes::parse("{"), Err(CodesError::Syntax(_))));
    }
}
