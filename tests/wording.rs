//! The wording resources are complete and are the only place wording lives.
//!
//! - every `.ftl` file parses, no id is defined twice, every language has the same messages and
//!   attributes with the same variables;
//! - every `tr!("id", var = …)` in `src/` and `core/src/` names a message that exists and passes every variable
//!   the message uses;
//! - no user-visible string literal stands in `src/` or `core/src/` outside the resources (a small lint: a
//!   literal with words in it is flagged unless it is an id, a path, a developer's message, or
//!   carries the marker `i18n-ok` on its line or the line before).

use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const LANGS: &[&str] = &["de", "en"];

/// A message or one of its attributes (`table-undo` or `table-undo.help`) → the variables it uses.
type Messages = BTreeMap<String, BTreeSet<String>>;

fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display())) {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|x| x == ext) {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// What a pattern uses: its variables, and the messages it refers to (`{ timeline-starter }`), whose variables it
/// uses too.
#[derive(Default)]
struct Found {
    vars: BTreeSet<String>,
    refs: BTreeSet<String>,
}

fn variables_inline(e: &ast::InlineExpression<&str>, out: &mut Found) {
    match e {
        ast::InlineExpression::VariableReference { id } => {
            out.vars.insert(id.name.to_string());
        }
        ast::InlineExpression::MessageReference { id, attribute } => {
            out.refs.insert(match attribute {
                Some(a) => format!("{}.{}", id.name, a.name),
                None => id.name.to_string(),
            });
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for p in &arguments.positional {
                variables_inline(p, out);
            }
            for n in &arguments.named {
                variables_inline(&n.value, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => variables_expr(expression, out),
        _ => {}
    }
}

fn variables_expr(e: &ast::Expression<&str>, out: &mut Found) {
    match e {
        ast::Expression::Inline(i) => variables_inline(i, out),
        ast::Expression::Select { selector, variants } => {
            variables_inline(selector, out);
            for v in variants {
                variables_pattern(&v.value, out);
            }
        }
    }
}

fn variables_pattern(p: &ast::Pattern<&str>, out: &mut Found) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            variables_expr(expression, out);
        }
    }
}

/// Every message of one language, with the file each id was found in.
fn messages(lang: &str) -> (Messages, Vec<String>) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n").join(lang);
    let mut found: BTreeMap<String, Found> = BTreeMap::new();
    let mut problems = Vec::new();
    for file in files(&dir, "ftl") {
        let text = std::fs::read_to_string(&file).unwrap();
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let resource = match fluent_syntax::parser::parse(text.as_str()) {
            Ok(r) => r,
            Err((_, errors)) => {
                problems.push(format!("{lang}/{name}: {errors:?}"));
                continue;
            }
        };
        let prefix = format!("{}-", name.trim_end_matches(".ftl"));
        for entry in &resource.body {
            let ast::Entry::Message(m) = entry else { continue };
            let id = m.id.name.to_string();
            if !id.starts_with(&prefix) {
                problems.push(format!("{lang}/{name}: {id} does not start with {prefix}"));
            }
            let mut own = Found::default();
            if let Some(value) = &m.value {
                variables_pattern(value, &mut own);
            }
            if found.insert(id.clone(), own).is_some() {
                problems.push(format!("{lang}: {id} is defined twice"));
            }
            for attr in &m.attributes {
                let mut uses = Found::default();
                variables_pattern(&attr.value, &mut uses);
                found.insert(format!("{id}.{}", attr.id.name), uses);
            }
        }
    }
    // A message uses the variables of the messages it refers to, and of theirs in turn.
    let mut messages: Messages = found.iter().map(|(id, f)| (id.clone(), f.vars.clone())).collect();
    loop {
        let mut grown = false;
        for (id, f) in &found {
            for r in &f.refs {
                let Some(more) = messages.get(r).cloned() else {
                    problems.push(format!("{lang}: {id} refers to {r}, which does not exist"));
                    continue;
                };
                let vars = messages.get_mut(id).unwrap();
                let before = vars.len();
                vars.extend(more);
                grown |= vars.len() != before;
            }
        }
        if !grown {
            break;
        }
    }
    problems.sort();
    problems.dedup();
    (messages, problems)
}

#[test]
fn every_language_has_the_same_messages_with_the_same_variables() {
    let (reference, mut problems) = messages(LANGS[0]);
    assert!(reference.len() > 50, "the German resources are missing");
    for lang in &LANGS[1..] {
        let (other, more) = messages(lang);
        problems.extend(more);
        for (id, vars) in &reference {
            match other.get(id) {
                None => problems.push(format!("{lang}: {id} is missing")),
                Some(v) if v != vars => problems.push(format!("{lang}: {id} uses {v:?}, {} uses {vars:?}", LANGS[0])),
                Some(_) => {}
            }
        }
        for id in other.keys().filter(|id| !reference.contains_key(*id)) {
            problems.push(format!("{lang}: {id} is not in {}", LANGS[0]));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// One `tr!(…)` of the sources: its id and the names of the variables it passes.
struct Use {
    at: String,
    id: String,
    args: BTreeSet<String>,
}

/// Splits `"id", a = x, b = f(y, z)` at its top-level commas.
fn top_level_args(inner: &str) -> Vec<String> {
    let (mut depth, mut in_str, mut escaped) = (0i32, false, false);
    let mut parts = vec![String::new()];
    for c in inner.chars() {
        if in_str {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_str = false;
            }
        } else {
            match c {
                '"' => in_str = true,
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' => depth -= 1,
                ',' if depth == 0 => {
                    parts.push(String::new());
                    continue;
                }
                _ => {}
            }
        }
        parts.last_mut().unwrap().push(c);
    }
    parts.into_iter().map(|p| p.trim().to_string()).filter(|p| !p.is_empty()).collect()
}

fn uses(path: &Path, text: &str) -> Vec<Use> {
    let mut out = Vec::new();
    let mut rest = text;
    let mut offset = 0;
    while let Some(at) = rest.find("tr!(") {
        let start = at + 4;
        let bytes = rest.as_bytes();
        let (mut depth, mut end, mut in_str, mut escaped) = (1, start, false, false);
        while end < bytes.len() && depth > 0 {
            let c = bytes[end];
            if in_str {
                if escaped {
                    escaped = false;
                } else if c == b'\\' {
                    escaped = true;
                } else if c == b'"' {
                    in_str = false;
                }
            } else if c == b'"' {
                in_str = true;
            } else if c == b'(' {
                depth += 1;
            } else if c == b')' {
                depth -= 1;
            }
            end += 1;
        }
        let parts = top_level_args(&rest[start..end - 1]);
        let line = text[..offset + at].lines().count().max(1);
        let line_start = text[..offset + at].rfind('\n').map_or(0, |n| n + 1);
        let in_comment = text[line_start..offset + at].contains("//");
        let part_of_a_name = rest[..at].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '_');
        if in_comment || part_of_a_name {
            offset += start;
            rest = &rest[start..];
            continue;
        }
        if let Some(id) = parts.first().and_then(|p| p.strip_prefix('"')).and_then(|p| p.strip_suffix('"')) {
            let args = parts[1..].iter().filter_map(|a| a.split_once('=').map(|(n, _)| n.trim().to_string())).collect();
            out.push(Use { at: format!("{}:{line}", path.display()), id: id.to_string(), args });
        }
        offset += end;
        rest = &rest[end..];
    }
    out
}

/// The Rust sources of both crates: the binary's edges (`src/`) and the core (`core/src/`).
fn sources() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    ["src", "core/src"]
        .into_iter()
        .flat_map(|dir| files(&root.join(dir), "rs"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            (p.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap().to_path_buf(), text)
        })
        .collect()
}

#[test]
fn every_message_the_sources_ask_for_exists_with_its_variables() {
    let (de, _) = messages("de");
    let mut problems = Vec::new();
    let mut count = 0;
    for (path, text) in sources() {
        for u in uses(&path, &text) {
            count += 1;
            match de.get(&u.id) {
                None => problems.push(format!("{}: no message {}", u.at, u.id)),
                Some(vars) => {
                    for v in vars.difference(&u.args) {
                        problems.push(format!("{}: {} needs the variable {v}", u.at, u.id));
                    }
                    for v in u.args.difference(vars) {
                        problems.push(format!("{}: {} does not use the variable {v}", u.at, u.id));
                    }
                }
            }
        }
    }
    assert!(count > 0, "no tr! found: the scanner is broken");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A string literal of the sources, with the code before it on its line.
struct Literal {
    line: usize,
    text: String,
    before: String,
}

/// The string literals of a source file up to its test module, skipping comments and attributes.
fn literals(text: &str) -> Vec<Literal> {
    let code = text.split("\n#[cfg(test)]").next().unwrap_or(text);
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line, mut line_start) = (0, 1, 0);
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        match c {
            '\n' => {
                line += 1;
                line_start = i + 1;
                i += 1;
            }
            '/' if next == Some('/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '/' if next == Some('*') => {
                while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                    if chars[i] == '\n' {
                        line += 1;
                        line_start = i + 1;
                    }
                    i += 1;
                }
                i += 2;
            }
            '#' if next == Some('[') || (next == Some('!') && chars.get(i + 2) == Some(&'[')) => {
                // An attribute: skip to its closing bracket.
                let mut depth = 0;
                while i < chars.len() {
                    match chars[i] {
                        '[' => depth += 1,
                        ']' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        '\n' => {
                            line += 1;
                            line_start = i + 1;
                        }
                        _ => {}
                    }
                    i += 1;
                }
                i += 1;
            }
            '\'' => {
                // A char literal ('x', '\n', '"') or a lifetime ('a).
                if next == Some('\\') {
                    i += 2;
                    while i < chars.len() && chars[i] != '\'' {
                        i += 1;
                    }
                    i += 1;
                } else if chars.get(i + 2) == Some(&'\'') {
                    i += 3;
                } else {
                    i += 1;
                }
            }
            'r' if (next == Some('"') || next == Some('#'))
                && !chars.get(i.wrapping_sub(1)).is_some_and(|p| p.is_alphanumeric() || *p == '_') =>
            {
                let mut j = i + 1;
                let mut hashes = 0;
                while chars.get(j) == Some(&'#') {
                    hashes += 1;
                    j += 1;
                }
                if chars.get(j) != Some(&'"') {
                    i += 1;
                    continue;
                }
                let start = j + 1;
                let before: String = chars[line_start..i].iter().collect();
                let begin_line = line;
                let mut k = start;
                loop {
                    if k >= chars.len() {
                        break;
                    }
                    if chars[k] == '"' && (0..hashes).all(|h| chars.get(k + 1 + h) == Some(&'#')) {
                        break;
                    }
                    if chars[k] == '\n' {
                        line += 1;
                        line_start = k + 1;
                    }
                    k += 1;
                }
                out.push(Literal { line: begin_line, text: chars[start..k.min(chars.len())].iter().collect(), before });
                i = k + 1 + hashes;
            }
            '"' => {
                let before: String = chars[line_start..i].iter().collect();
                let begin_line = line;
                let mut k = i + 1;
                let mut s = String::new();
                while k < chars.len() && chars[k] != '"' {
                    if chars[k] == '\\' {
                        k += 1;
                        if chars.get(k) == Some(&'\n') {
                            line += 1;
                            line_start = k + 1;
                        }
                        s.push(' ');
                    } else {
                        if chars[k] == '\n' {
                            line += 1;
                            line_start = k + 1;
                        }
                        s.push(chars[k]);
                    }
                    k += 1;
                }
                out.push(Literal { line: begin_line, text: s, before });
                i = k + 1;
            }
            _ => i += 1,
        }
    }
    out
}

/// Calls whose string argument is for developers, not users.
const DEVELOPER_CALLS: &[&str] = &[
    "expect(",
    "panic!(",
    "unreachable!(",
    "todo!(",
    "assert!(",
    "assert_eq!(",
    "assert_ne!(",
    "debug_assert!(",
    "debug_assert_eq!(",
    "tr!(",
    "concat!(",
    "env!(",
    "include_bytes!(",
    "include_str!(",
];

/// Whether a literal reads as words for people (rather than an id, a key, a path or a format).
fn is_wording(text: &str) -> bool {
    // Placeholders are not words.
    let mut plain = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    let plain = plain.trim();
    if plain.chars().any(|c| c.is_alphabetic() && !c.is_ascii()) {
        return true;
    }
    let single_token = !plain.contains(char::is_whitespace);
    if single_token {
        // Ids (`small-and-large`, `SmallAndLarge`, `half1`), keys and paths.
        let capitalized_word = plain.split(|c: char| !c.is_ascii_alphabetic()).any(|w| {
            let mut cs = w.chars();
            cs.next().is_some_and(|c| c.is_ascii_uppercase())
                && w.len() >= 3
                && cs.all(|c| c.is_ascii_lowercase())
                && w.len() == plain.len()
        });
        return capitalized_word;
    }
    // Two words in a row: a phrase.
    let words: Vec<&str> = plain.split_whitespace().collect();
    words.windows(2).any(|w| {
        let letters = |s: &str| s.chars().filter(|c| c.is_ascii_alphabetic()).count();
        letters(w[0]) >= 2 && w[1].chars().next().is_some_and(|c| c.is_ascii_alphabetic())
    })
}

#[test]
fn no_wording_outside_the_resources() {
    let mut problems = Vec::new();
    // A module of unit tests in a file of its own (`mod tests;` under `#[cfg(test)]`) is no wording, as the
    // `#[cfg(test)]` part of a file is not.
    for (path, text) in sources().into_iter().filter(|(p, _)| !p.ends_with("tests.rs")) {
        let lines: Vec<&str> = text.lines().collect();
        for lit in literals(&text) {
            let marked = |n: usize| n >= 1 && lines.get(n - 1).is_some_and(|l| l.contains("i18n-ok"));
            if marked(lit.line) || marked(lit.line - 1) {
                continue;
            }
            let before = lit.before.trim_end();
            if DEVELOPER_CALLS.iter().any(|c| before.contains(c)) {
                continue;
            }
            if is_wording(&lit.text) {
                problems.push(format!("{}:{}: \"{}\"", path.display(), lit.line, lit.text));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} user-visible literals outside assets/i18n (move them into a .ftl file, or mark a line that is \
         not wording with `i18n-ok`):\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn the_lint_tells_wording_from_ids() {
    for id in ["half1", "small-and-large", "SmallAndLarge", "{}: {}", "assets/fonts/DejaVuSans.ttf", "  {name} {n}"] {
        assert!(!is_wording(id), "{id}");
    }
    for words in ["Spiel verloren", "Hälfte", "Finale", "{name} takes voluntarily", "lost a game"] {
        assert!(is_wording(words), "{words}");
    }
}
