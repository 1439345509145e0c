//! Which event of `verein.ron` a RON error stands in. The RON reader says only where (line and
//! column); CLUB.md 8 wants the event's number, so the text of the `events` list is cut into its
//! elements here — strings, characters and comments passed over — and the position looked up.
//! Likewise whether it stands in the header's `rules`, and at which knob (FORMAT.md names a
//! refused value `rules: siebener: …`).

use ron::error::Position;

/// The number (from 1) of the event of `events: [...]` whose text holds `at`, if any.
pub fn event_at(text: &str, at: &Position) -> Option<usize> {
    let offset = offset_of(text, at)?;
    let starts = element_starts(text)?;
    let (list_end, starts) = starts.split_last()?;
    if offset > *list_end {
        return None;
    }
    starts.iter().rposition(|&s| s <= offset).map(|i| i + 1)
}

/// Where `at` stands in the header's `rules` field: `Some(Some(knob))` in a knob's (or
/// `preset`'s) value, `Some(None)` elsewhere in the field, `None` outside it.
pub fn rules_knob_at(text: &str, at: &Position) -> Option<Option<String>> {
    let offset = offset_of(text, at)?;
    let bytes = text.as_bytes();
    let (mut depth, mut i) = (0usize, 0);
    // The header field whose value is being read, the last word, and the knob inside `rules`.
    let (mut field, mut word, mut knob): (Option<&str>, Option<&str>, Option<&str>) = (None, None, None);
    while i < offset.min(bytes.len()) {
        let b = bytes[i];
        if bytes[i..].starts_with(b"//") {
            i += bytes[i..].iter().position(|&c| c == b'\n').unwrap_or(bytes.len() - i);
            continue;
        }
        if bytes[i..].starts_with(b"/*") {
            i += 2 + text[i + 2..].find("*/").map_or(bytes.len() - i - 2, |e| e + 2);
            continue;
        }
        match b {
            b'"' | b'\'' => i = skip_quoted(bytes, i),
            b'r' if bytes.get(i + 1).is_some_and(|&c| c == b'"' || c == b'#') => i = skip_raw(text, i),
            b'(' | b'[' | b'{' => {
                depth += 1;
                i += 1;
            }
            b')' | b']' | b'}' => {
                depth = depth.saturating_sub(1);
                knob = None;
                i += 1;
            }
            b',' if depth == 1 => {
                (field, knob) = (None, None);
                i += 1;
            }
            b':' => {
                match depth {
                    1 => field = word,
                    2 if field == Some("rules") => knob = word,
                    _ => {}
                }
                i += 1;
            }
            _ => {
                let end = word_end(bytes, i);
                if end > i {
                    word = Some(&text[i..end]);
                    i = end;
                } else {
                    i += text[i..].chars().next().map_or(1, char::len_utf8);
                }
            }
        }
    }
    (field == Some("rules")).then(|| knob.filter(|_| depth >= 2).map(str::to_string))
}

/// The byte offset of a RON position (lines from 1, columns from 1 in characters).
fn offset_of(text: &str, at: &Position) -> Option<usize> {
    let line_start = if at.line <= 1 { 0 } else { text.match_indices('\n').nth(at.line - 2).map(|(i, _)| i + 1)? };
    let line = &text[line_start..];
    let within = line.char_indices().nth(at.col.saturating_sub(1)).map_or(line.len(), |(i, _)| i);
    Some(line_start + within)
}

/// The offsets where each element of the top-level `events` list begins, then the offset of the
/// list's closing bracket (or the text's end, where it is missing).
fn element_starts(text: &str) -> Option<Vec<usize>> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    // Inside the events list: the depth of its elements, and whether the next element is due.
    let mut list: Option<(usize, bool)> = None;
    let mut starts = Vec::new();
    let mut last_word: Option<&str> = None;
    let mut after_colon = false;
    while i < bytes.len() {
        let b = bytes[i];
        if b.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if bytes[i..].starts_with(b"//") {
            i += bytes[i..].iter().position(|&c| c == b'\n').unwrap_or(bytes.len() - i);
            continue;
        }
        if bytes[i..].starts_with(b"/*") {
            i += 2 + text[i + 2..].find("*/").map_or(bytes.len() - i - 2, |e| e + 2);
            continue;
        }
        if let Some((element_depth, due)) = list.as_mut()
            && depth == *element_depth
            && *due
            && b != b']'
        {
            starts.push(i);
            *due = false;
        }
        match b {
            b'"' | b'\'' => i = skip_quoted(bytes, i),
            b'r' if bytes.get(i + 1).is_some_and(|&c| c == b'"' || c == b'#') => i = skip_raw(text, i),
            b'(' | b'[' | b'{' => {
                if b == b'[' && depth == 1 && after_colon && last_word == Some("events") && list.is_none() {
                    list = Some((depth + 1, true));
                }
                depth += 1;
                i += 1;
            }
            b')' | b']' | b'}' => {
                depth = depth.saturating_sub(1);
                if let Some((element_depth, _)) = list
                    && b == b']'
                    && depth + 1 == element_depth
                {
                    starts.push(i);
                    return Some(starts);
                }
                i += 1;
            }
            b',' => {
                if let Some((element_depth, due)) = list.as_mut()
                    && depth == *element_depth
                {
                    *due = true;
                }
                i += 1;
            }
            _ => {
                let end = word_end(bytes, i);
                if end > i {
                    if depth == 1 {
                        last_word = Some(&text[i..end]);
                        after_colon = false;
                    }
                    i = end;
                } else {
                    after_colon = depth == 1 && b == b':';
                    i += text[i..].chars().next().map_or(1, char::len_utf8);
                }
                continue;
            }
        }
        after_colon = false;
    }
    list.map(|_| {
        starts.push(text.len());
        starts
    })
}

/// Past a string or character literal starting at `i` (backslash escapes honoured).
fn skip_quoted(bytes: &[u8], i: usize) -> usize {
    let quote = bytes[i];
    let mut j = i + 1;
    while j < bytes.len() {
        match bytes[j] {
            b'\\' => j += 2,
            c if c == quote => return j + 1,
            _ => j += 1,
        }
    }
    bytes.len()
}

/// Past a raw string `r#"…"#` starting at `i`.
fn skip_raw(text: &str, i: usize) -> usize {
    let hashes = text[i + 1..].bytes().take_while(|&c| c == b'#').count();
    let open = i + 1 + hashes;
    if text.as_bytes().get(open) != Some(&b'"') {
        return open;
    }
    let close = format!("\"{}", "#".repeat(hashes));
    text[open + 1..].find(&close).map_or(text.len(), |e| open + 1 + e + close.len())
}

/// Where the word (a field's or a knob's name, letters, digits and `_`) starting at `i` ends.
fn word_end(bytes: &[u8], i: usize) -> usize {
    bytes[i..].iter().position(|c| !(c.is_ascii_alphanumeric() || *c == b'_')).map_or(bytes.len(), |n| i + n)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line: usize, col: usize) -> Position {
        Position { line, col }
    }

    #[test]
    fn positions_fall_into_their_events() {
        let text = "Club(\n  format: 1, // events: [\n  events: [\n    Price(from: \"a,b\", cents: 5),\n    Paid(x: 1), /* ] */\n  ],\n)\n";
        assert_eq!(event_at(text, &at(4, 10)), Some(1));
        assert_eq!(event_at(text, &at(4, 33)), Some(1));
        assert_eq!(event_at(text, &at(5, 10)), Some(2));
        assert_eq!(event_at(text, &at(2, 3)), None);
        assert_eq!(event_at(text, &at(7, 1)), None);
    }

    #[test]
    fn positions_fall_into_the_rules_knobs() {
        let text = "Club(format: 1, name: \"a: (b\", rules: (preset: \"kalk\", /* x: */ siebener: Seven), events: [])";
        let col = |part: &str| at(1, text.find(part).unwrap() + 1);
        assert_eq!(rules_knob_at(text, &col("Seven")), Some(Some("siebener".into())));
        assert_eq!(rules_knob_at(text, &col("\"kalk")), Some(Some("preset".into())));
        assert_eq!(rules_knob_at(text, &col("(preset")), Some(None));
        assert_eq!(rules_knob_at(text, &col("[]")), None);
        assert_eq!(rules_knob_at(text, &col("1,")), None);
        assert_eq!(rules_knob_at(text, &col("(b")), None);
    }
}
