//! The fast path for reading session files: a strict, hand-written reader for the part of RON
//! that session files are made of.
//!
//! ron spends most of its time scanning character by character through its general machinery;
//! a history of thousands of evenings is read far faster byte by byte, knowing the one shape a
//! session file has. The reader is only a shortcut, never a second definition of the format:
//! whatever it returns is exactly what `ron` (with the options of `file::ron_options`) would
//! make of the text, and whatever it does not fully understand — every error, and every valid
//! but unusual spelling — gives `None`, and `file::parse` hands the text to ron, which reads it
//! or words the error (with line and column) as before.
//!
//! Read here: whitespace (ASCII), `//` and nested `/* */` comments, the optional struct names
//! `Session` and `rules`, fields in any order, trailing commas, every field, event, entry and knob
//! value of the format (a table's `tournament: (round: R, table: T)` and `Sudden` included), `"…"` strings with the escapes `\" \\ \' \n \r \t \0 \u{…}` and line
//! continuations, and integers `-?[0-9]+` that fit an `i64`. Left to ron: `Some(…)`/`None`
//! around optional values, raw strings and identifiers, `\x` escapes, `+`, `_`, hex, suffixed
//! or overflowing numbers, non-ASCII characters outside strings (some of them are whitespace
//! to ron), `#![…]` attributes, any duplicate, unknown or missing field, and a `rules` that names
//! no rule set (an unknown preset, a value a knob does not take, knobs that cannot stand together).

use super::raw::{RawEntry, RawEvent, RawPenalty, RawSession, RawTableRef};
use super::rules::RawRules;
use crate::rules::knobs::{Knob, KnobKind, Value, Written};

/// The session of `text` if this reader fully understands it, else `None` (then ask ron).
pub(super) fn parse(text: &str) -> Option<RawSession> {
    let mut r = Reader { text, bytes: text.as_bytes(), at: 0 };
    r.skip()?;
    let session = r.session()?;
    r.skip()?;
    (r.at == r.bytes.len()).then_some(session)
}

/// Fills a field read for the first time; a second value for it is an error (ron's to report).
fn set<T>(slot: &mut Option<T>, value: T) -> Option<()> {
    match slot {
        Some(_) => None,
        None => {
            *slot = Some(value);
            Some(())
        }
    }
}

/// The ASCII whitespace of ron.
fn is_blank(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// The ASCII bytes that continue an identifier (ron's `is_xid_continue`), as a table: identifiers
/// are the most frequent tokens.
const IDENT: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = (b as u8).is_ascii_alphanumeric() || b == b'_' as usize;
        b += 1;
    }
    table
};

/// A cursor over the text. Every method returns `None` for anything it does not accept.
struct Reader<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn eat(&mut self, byte: u8) -> Option<()> {
        (self.peek() == Some(byte)).then(|| self.at += 1)
    }

    /// Skips whitespace and comments as ron's `skip_ws` does. Stops at non-ASCII bytes: ron
    /// counts a few of those characters as whitespace, and no token of ours starts with one.
    #[inline]
    fn skip(&mut self) -> Option<()> {
        // Most tokens follow each other directly: that case is worth inlining.
        match self.peek() {
            Some(b) if b == b'/' || is_blank(b) => self.skip_blanks(),
            _ => Some(()),
        }
    }

    /// `skip` once there is something to skip.
    fn skip_blanks(&mut self) -> Option<()> {
        loop {
            while self.peek().is_some_and(is_blank) {
                self.at += 1;
            }
            if self.peek() != Some(b'/') {
                return Some(());
            }
            match self.bytes.get(self.at + 1) {
                // A line comment ends before its line break (or at the end of the text).
                Some(b'/') => {
                    self.at =
                        self.bytes[self.at..].iter().position(|&b| b == b'\n').map_or(self.bytes.len(), |n| self.at + n)
                }
                Some(b'*') => self.block_comment()?,
                _ => return None,
            }
        }
    }

    /// Skips a block comment; they nest, as in ron.
    fn block_comment(&mut self) -> Option<()> {
        self.at += 2;
        let mut depth = 1;
        while depth > 0 {
            match self.bytes.get(self.at..)? {
                [] => return None,
                [b'/', b'*', ..] => depth += 1,
                [b'*', b'/', ..] => depth -= 1,
                _ => {
                    self.at += 1;
                    continue;
                }
            }
            self.at += 2;
        }
        Some(())
    }

    /// ron's `comma`: whitespace, an optional comma, whitespace. Whether there was a comma.
    fn comma(&mut self) -> Option<bool> {
        self.skip()?;
        let comma = self.eat(b',').is_some();
        if comma {
            self.skip()?;
        }
        Some(comma)
    }

    /// A comma that must be there: between the values of a tuple.
    fn separator(&mut self) -> Option<()> {
        self.comma()?.then_some(())
    }

    /// An ASCII identifier. Refuses what would make ron read it differently: a raw identifier or
    /// string (`r#…`, `r"…"`, `b"…"`), a non-ASCII letter continuing it, or `.`, `+`, `-` (ron
    /// suggests a raw identifier then).
    fn ident(&mut self) -> Option<&'a str> {
        let rest = &self.bytes[self.at..];
        if !rest.first().is_some_and(|b| b.is_ascii_alphabetic() || *b == b'_') {
            return None;
        }
        let len = rest.iter().position(|&b| !IDENT[usize::from(b)]).unwrap_or(rest.len());
        match rest.get(len) {
            Some(b'#' | b'"' | b'\'' | b'.' | b'+' | b'-' | 0x80..) => None,
            _ => {
                let ident = &self.text[self.at..self.at + len];
                self.at += len;
                Some(ident)
            }
        }
    }

    /// A `"…"` string as ron decodes it.
    fn string(&mut self) -> Option<String> {
        self.eat(b'"')?;
        let mut start = self.at;
        self.at += self.bytes[start..].iter().position(|&b| b == b'"' || b == b'\\')?;
        // Nearly every string is plain: copied in one go.
        if self.eat(b'"').is_some() {
            return Some(self.text[start..self.at - 1].to_owned());
        }
        let mut out = String::new();
        loop {
            match *self.bytes.get(self.at)? {
                b'"' => break,
                b'\\' => {
                    out.push_str(&self.text[start..self.at]);
                    self.at += 1;
                    self.escape(&mut out)?;
                    start = self.at;
                }
                _ => self.at += 1,
            }
        }
        out.push_str(&self.text[start..self.at]);
        self.at += 1;
        Some(out)
    }

    /// One escape after its backslash, exactly as ron's `parse_escape` and
    /// `consume_string_continuation` read it (`\x` escapes are left to ron).
    fn escape(&mut self, out: &mut String) -> Option<()> {
        let c = *self.bytes.get(self.at)?;
        self.at += 1;
        match c {
            b'\'' | b'"' | b'\\' => out.push(char::from(c)),
            b'n' => out.push('\n'),
            b'r' => out.push('\r'),
            b't' => out.push('\t'),
            b'0' => out.push('\0'),
            b'u' => {
                self.eat(b'{')?;
                let mut code = 0;
                let mut digits = 0;
                while digits < 6 && self.peek()? != b'}' {
                    code = code << 4 | char::from(self.peek()?).to_digit(16)?;
                    self.at += 1;
                    digits += 1;
                }
                if digits == 0 {
                    return None;
                }
                self.eat(b'}')?;
                out.push(char::from_u32(code)?);
            }
            // A line continuation: the line break and the next line's indentation vanish.
            b'\n' | b'\r' => {
                if c == b'\r' {
                    self.eat(b'\n')?;
                }
                while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
                    self.at += 1;
                }
            }
            _ => return None,
        }
        Some(())
    }

    /// An integer as plain decimal digits with an optional minus. A letter or `_` right after the
    /// digits is part of the number to ron (hex digits, `_`, a suffix like `i64`) or an error, so
    /// it is refused.
    fn int(&mut self) -> Option<i64> {
        let negative = self.eat(b'-').is_some();
        let start = self.at;
        let mut n: i64 = 0;
        while let Some(d @ b'0'..=b'9') = self.peek() {
            let d = i64::from(d - b'0');
            n = n.checked_mul(10)?;
            n = if negative { n.checked_sub(d)? } else { n.checked_add(d)? };
            self.at += 1;
        }
        let follows = self.peek().is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_');
        (self.at > start && !follows).then_some(n)
    }

    fn bool(&mut self) -> Option<bool> {
        match self.ident()? {
            "true" => Some(true),
            "false" => Some(false),
            _ => None,
        }
    }

    /// `[item, item, …]` with an optional trailing comma.
    fn list<T>(&mut self, mut item: impl FnMut(&mut Self) -> Option<T>) -> Option<Vec<T>> {
        self.eat(b'[')?;
        let mut items = Vec::new();
        let mut comma = true;
        loop {
            self.skip()?;
            if self.eat(b']').is_some() {
                return Some(items);
            }
            if !comma {
                return None;
            }
            items.push(item(self)?);
            comma = self.comma()?;
        }
    }

    /// `(key: value, …)`: `field` reads the value of each key (and refuses unknown or repeated
    /// keys); the caller checks that the required ones came.
    fn fields(&mut self, mut field: impl FnMut(&mut Self, &'a str) -> Option<()>) -> Option<()> {
        self.eat(b'(')?;
        let mut comma = true;
        loop {
            self.skip()?;
            if self.eat(b')').is_some() {
                return Some(());
            }
            if !comma {
                return None;
            }
            let key = self.ident()?;
            self.skip()?;
            self.eat(b':')?;
            self.skip()?;
            field(self, key)?;
            comma = self.comma()?;
        }
    }

    /// A struct's optional name, which must be `name` where it is given.
    fn struct_name(&mut self, name: &str) -> Option<()> {
        if self.peek().is_some_and(|b| b.is_ascii_alphabetic() || b == b'_') {
            if self.ident()? != name {
                return None;
            }
            self.skip()?;
        }
        Some(())
    }

    /// The parenthesised content of a newtype variant, after its name: `( value )`, with an
    /// optional trailing comma.
    fn newtype<T>(&mut self, value: impl FnOnce(&mut Self) -> Option<T>) -> Option<T> {
        self.eat(b'(')?;
        self.skip()?;
        let value = value(self)?;
        self.comma()?;
        self.eat(b')')?;
        Some(value)
    }

    fn session(&mut self) -> Option<RawSession> {
        self.struct_name("Session")?; // i18n-ok: a token of the format
        let (mut format, mut title, mut started, mut place) = (None, None, None, None);
        let (mut rules, mut players, mut events, mut draft) = (None, None, None, None);
        let mut tournament = None;
        self.fields(|r, key| match key {
            "format" => set(&mut format, r.int()?),
            "title" => set(&mut title, r.string()?),
            "started" => set(&mut started, r.string()?),
            "place" => set(&mut place, r.string()?),
            "tournament" => set(&mut tournament, r.table_ref()?),
            "rules" => set(&mut rules, r.rules()?),
            "players" => set(&mut players, r.list(Self::string)?),
            "events" => set(&mut events, r.list(Self::event)?),
            "draft" => set(&mut draft, r.list(Self::entry)?),
            _ => None,
        })?;
        Some(RawSession {
            format: format?,
            title,
            started,
            place,
            tournament,
            rules: rules?,
            players: players?,
            events: events?,
            draft: draft.unwrap_or_default(),
        })
    }

    /// A table laptop's `tournament: (round: 2, table: 3)`, both fields once (a struct name or
    /// `Some(…)` around it is left to ron).
    fn table_ref(&mut self) -> Option<RawTableRef> {
        let (mut round, mut table) = (None, None);
        self.fields(|r, key| match key {
            "round" => set(&mut round, r.int()?),
            "table" => set(&mut table, r.int()?),
            _ => None,
        })?;
        Some(RawTableRef { round: round?, table: table? })
    }

    fn rules(&mut self) -> Option<RawRules> {
        self.struct_name("rules")?;
        let mut preset = None;
        let mut knobs: Vec<(Knob, Written)> = Vec::new();
        self.fields(|r, key| {
            if key == "preset" {
                return set(&mut preset, r.string()?);
            }
            let knob = Knob::parse(key)?;
            if knobs.iter().any(|(k, _)| *k == knob) {
                return None;
            }
            knobs.push((knob, r.knob_value(knob)?));
            Some(())
        })?;
        // A field naming no rule set is ron's to refuse: it says where.
        let rules = RawRules { preset: preset?, knobs };
        rules.rule_set().ok()?;
        Some(rules)
    }

    /// A knob's value, of the knob's kind: `true`, `15`, `SmallAndLarge`, `7` (`siebener`).
    fn knob_value(&mut self, knob: Knob) -> Option<Written> {
        Some(match knob.kind() {
            KnobKind::Bool => Written::Value(Value::Bool(self.bool()?)),
            KnobKind::Number { .. } => Written::Number(self.int()?),
            KnobKind::Choice(_) if knob.written_as_number() => Written::Number(self.int()?),
            KnobKind::Choice(choices) => {
                let name = self.ident()?;
                Written::Value(Value::Choice(*choices.iter().find(|c| c.ron_name() == name)?))
            }
        })
    }

    fn event(&mut self) -> Option<RawEvent> {
        let variant = self.ident()?;
        self.skip()?;
        Some(match variant {
            "Starter" => RawEvent::Starter(self.newtype(Self::string)?), // i18n-ok: a token of the format
            "Note" => RawEvent::Note(self.newtype(Self::string)?),       // i18n-ok: a token of the format
            "Seats" => RawEvent::Seats(self.newtype(|r| r.list(Self::string))?), // i18n-ok: a token of the format
            "Round" => RawEvent::Round(self.newtype(|r| r.list(Self::entry))?), // i18n-ok: a token of the format
            "RollOff" => RawEvent::RollOff(self.newtype(|r| r.list(Self::roll))?), // i18n-ok: a token of the format
            // A unit variant: bare (`Sudden()` and the like are left to ron).
            "Sudden" => RawEvent::Sudden, // i18n-ok: a token of the format
            "Penalty" => {
                // i18n-ok: a token of the format
                let (mut player, mut kind) = (None, None);
                self.fields(|r, key| match key {
                    "player" => set(&mut player, r.string()?),
                    "kind" => set(&mut kind, r.penalty()?),
                    _ => None,
                })?;
                RawEvent::Penalty { player: player?, kind: kind? }
            }
            _ => return None,
        })
    }

    fn penalty(&mut self) -> Option<RawPenalty> {
        match self.ident()? {
            "DroppedDice" => Some(RawPenalty::DroppedDice), // i18n-ok: a token of the format
            "Lustwurf" => Some(RawPenalty::Lustwurf),       // i18n-ok: a token of the format
            _ => None,
        }
    }

    /// One roll-off result: `("Ben", 7)`.
    fn roll(&mut self) -> Option<(String, i64)> {
        self.eat(b'(')?;
        self.skip()?;
        let name = self.string()?;
        self.separator()?;
        let sum = self.int()?;
        self.comma()?;
        self.eat(b')')?;
        Some((name, sum))
    }

    /// The dice of a throw: `(6, 5, 4)`.
    fn dice(&mut self) -> Option<(i64, i64, i64)> {
        self.eat(b'(')?;
        self.skip()?;
        let a = self.int()?;
        self.separator()?;
        let b = self.int()?;
        self.separator()?;
        let c = self.int()?;
        self.comma()?;
        self.eat(b')')?;
        Some((a, b, c))
    }

    fn entry(&mut self) -> Option<RawEntry> {
        let variant = self.ident()?;
        self.skip()?;
        let mut player = None;
        match variant {
            // i18n-ok: a token of the format
            "Throw" => {
                let (mut dice, mut throws, mut hand) = (None, None, None);
                self.fields(|r, key| match key {
                    "player" => set(&mut player, r.string()?),
                    "dice" => set(&mut dice, r.dice()?),
                    "throws" => set(&mut throws, r.int()?),
                    "hand" => set(&mut hand, r.bool()?),
                    _ => None,
                })?;
                Some(RawEntry::Throw { player: player?, dice: dice?, throws: throws?, hand })
            }
            // i18n-ok: a token of the format
            "Take" => {
                self.fields(|r, key| match key {
                    "player" => set(&mut player, r.string()?),
                    _ => None,
                })?;
                Some(RawEntry::Take { player: player? })
            }
            _ => None,
        }
    }
}
