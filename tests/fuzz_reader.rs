//! A long-running mutation fuzz of the session reader.
//!
//! Every case takes a real file — a sample evening of `sessions/` or a conformance case, good or
//! bad, of `tests/conformance/` — and edits it one to four times: random character edits
//! (deletions, duplications, replacements, insertions of tricky snippets), splices of tokens
//! taken from any file of the corpus, and truncations. On every result:
//! - `file::parse` never panics, and a refusal is worded in both languages;
//! - whatever the fast reader reads, ron reads the same (and ron refuses nothing it reads).
//!
//! 20,000 cases in the normal test run (a few seconds in release);
//! `SCHOCKEN_FUZZ_CASES=1000000 cargo test --release --test fuzz_reader` for a long run.
//! The cases follow from a fixed seed (`SCHOCKEN_FUZZ_SEED` to change it): a failing case is
//! printed with its number and written to a file, and comes back on every run.

use schocken_core::i18n::{Lang, scoped};
use schocken_core::rng::Rng;
use schocken_core::session::file;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

const DEFAULT_CASES: u64 = 20_000;
const DEFAULT_SEED: u64 = 0x5C40_C3E7;

fn env_number(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(v) => v.replace(['_', ','], "").parse().unwrap_or_else(|_| panic!("{name}={v} is not a number")),
        Err(_) => default,
    }
}

/// The files the cases start from.
fn corpus() -> Vec<(PathBuf, Vec<char>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["sessions", "tests/conformance/cases", "tests/conformance/bad"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
            eprintln!("SKIPPED: {dir} is missing; fuzzing without its files");
            continue;
        };
        for path in entries.map(|e| e.unwrap().path()) {
            if path.extension().is_some_and(|e| e == "ron") {
                // A bad file may not even be UTF-8; the reader gets text, so read it lossily.
                let text = String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned();
                files.push((path, text.chars().collect()));
            }
        }
    }
    files.sort();
    assert!(files.len() >= 7, "the sample sessions are missing");
    files
}

/// Where the tokens of a text start: runs of identifier characters, strings (with their escapes),
/// runs of whitespace, and single other characters. Splices cut at these boundaries.
fn token_starts(text: &[char]) -> Vec<usize> {
    let ident = |c: char| c.is_alphanumeric() || c == '_' || c == '-';
    let mut starts = Vec::new();
    let mut i = 0;
    while i < text.len() {
        starts.push(i);
        let c = text[i];
        i += 1;
        if c == '"' {
            while i < text.len() && text[i] != '"' {
                i += if text[i] == '\\' { 2 } else { 1 };
            }
            i = (i + 1).min(text.len());
        } else if ident(c) {
            while i < text.len() && ident(text[i]) {
                i += 1;
            }
        } else if c.is_whitespace() {
            while i < text.len() && text[i].is_whitespace() {
                i += 1;
            }
        }
    }
    starts.push(text.len());
    starts
}

/// Characters that make or break RON's syntax, each a snippet of its own.
const PUNCTUATION: &str = "\"\\()[],:# \n";

/// Snippets that stress the reader: comments, numbers at the edges, other spellings, wrong values.
const SNIPPETS: &[&str] = &[
    "//",
    "/*",
    "*/",
    "-1",
    "0",
    "7",
    "255",
    "256",
    "99999999999999999999",
    "-9223372036854775808",
    "1.5",
    "0x1F",
    "1_0",
    "+3",
    "Some(",
    "None",
    "true",
    "false",
    "r#\"raw\"#",
    "\\u{0}",
    "\\u{110000}",
    "\\x41",
    "ä",
    "\u{feff}",
    "\u{2028}",
    "\u{85}",
    "Session",
    "rules",
    "#![enable(implicit_some)]",
    "preset: \"dohren\"",
    "preset: \"berlin\"",
    "discs: 31",
    "discs: 3",
    "streets: Foo",
    "streets: SmallAndLarge",
    "jule: maybe",
    "format: 2",
    "Throw(player: \"A\", dice: (1, 1, 1), throws: 1)",
    "Take(player: \"Anna\")",
    "Round([])",
    "RollOff([(\"A\", 19)])",
    "Seats([])",
    "Note(\"\")",
    "Penalty(player: \"Anna\", kind: Lustwurf)",
    "Starter(\"Nobody\")",
    "hand: false",
    "throws: 4",
    "draft: [",
];

/// A random snippet: a character of `PUNCTUATION` or one of `SNIPPETS`.
fn snippet(rng: &mut Rng) -> Vec<char> {
    let punctuation: Vec<char> = PUNCTUATION.chars().collect();
    let n = rng.below((punctuation.len() + SNIPPETS.len()) as u64) as usize;
    match punctuation.get(n) {
        Some(&c) => vec![c],
        None => SNIPPETS[n - punctuation.len()].chars().collect(),
    }
}

/// One edit of a text.
fn mutate(text: &mut Vec<char>, rng: &mut Rng, corpus: &[(PathBuf, Vec<char>)]) {
    let at = |rng: &mut Rng, len: usize| rng.below(len as u64 + 1) as usize;
    match rng.below(10) {
        // Delete a few characters.
        0 => {
            let start = at(rng, text.len());
            let end = (start + 1 + rng.below(8) as usize).min(text.len());
            text.drain(start..end);
        }
        // Duplicate a few characters.
        1 => {
            let start = at(rng, text.len());
            let end = (start + 1 + rng.below(16) as usize).min(text.len());
            let copy: Vec<char> = text[start..end].to_vec();
            text.splice(end..end, copy);
        }
        // Replace one character.
        2 if !text.is_empty() => {
            let i = rng.below(text.len() as u64) as usize;
            let snippet = snippet(rng);
            text[i] = snippet[rng.below(snippet.len() as u64) as usize];
        }
        // Insert a snippet.
        3 => {
            let i = at(rng, text.len());
            text.splice(i..i, snippet(rng));
        }
        // Truncate.
        4 => text.truncate(at(rng, text.len())),
        // A token for another of its kind (a number, a string, a name) from any file: mostly
        // still a session file, so that both readers get to read it.
        5 | 6 => {
            let kind = |t: &[char]| t.first().map(|&c| (c == '"', c.is_ascii_digit() || c == '-', c.is_alphabetic()));
            let tokens = |t: &[char]| {
                let starts = token_starts(t);
                starts.windows(2).map(|w| w[0]..w[1]).collect::<Vec<_>>()
            };
            let (_, donor) = &corpus[rng.below(corpus.len() as u64) as usize];
            let (here, there) = (tokens(text), tokens(donor));
            if here.is_empty() || there.is_empty() {
                return;
            }
            let target = here[rng.below(here.len() as u64) as usize].clone();
            let wanted = kind(&text[target.clone()]);
            let alike: Vec<_> = there.iter().filter(|r| kind(&donor[(*r).clone()]) == wanted).collect();
            if let Some(r) = alike.get(rng.below(alike.len().max(1) as u64) as usize) {
                let taken: Vec<char> = donor[(*r).clone()].to_vec();
                text.splice(target, taken);
            }
        }
        // Blanks or a comment between two tokens.
        7 => {
            let starts = token_starts(text);
            let i = starts[rng.below(starts.len() as u64) as usize];
            let blank = [" ", "\n", "\t", "// note\n", "/* a /* nested */ comment */", "\r\n"][rng.below(6) as usize];
            text.splice(i..i, blank.chars());
        }
        // Splice: a run of tokens of any file replaces a run of tokens here.
        _ => {
            let (_, donor) = &corpus[rng.below(corpus.len() as u64) as usize];
            let pick = |rng: &mut Rng, starts: &[usize], longest: u64| {
                let first = rng.below(starts.len() as u64) as usize;
                let last = (first + rng.below(longest) as usize).min(starts.len() - 1);
                starts[first]..starts[last]
            };
            let taken: Vec<char> = donor[pick(rng, &token_starts(donor), 12)].to_vec();
            let here = pick(rng, &token_starts(text), 4);
            text.splice(here, taken);
        }
    }
}

/// The case `n`: its source and its text.
fn case(n: u64, seed: u64, corpus: &[(PathBuf, Vec<char>)]) -> (usize, String) {
    let mut rng = Rng::new(seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let source = rng.below(corpus.len() as u64) as usize;
    let mut text = corpus[source].1.clone();
    for _ in 0..1 + rng.below(4) {
        mutate(&mut text, &mut rng, corpus);
    }
    (source, text.into_iter().collect())
}

/// The contract on one text; `Err` says what broke, `Ok` whether the fast reader read the text.
fn check(text: &str) -> Result<bool, String> {
    let fast = file::parse_fast_only(text);
    if let Some(fast) = &fast {
        match file::parse_ron_only(text) {
            Ok(ron) if &ron == fast => {}
            Ok(ron) => return Err(format!("the readers differ:\nfast: {fast:?}\nron:  {ron:?}")),
            Err(e) => return Err(format!("the fast reader read what ron refuses: {e:?}")),
        }
    }
    if let Err(e) = file::parse(text) {
        for lang in Lang::ALL {
            if scoped(*lang, || e.message()).trim().is_empty() {
                return Err(format!("{e:?} has no words in {}", lang.id()));
            }
        }
    }
    Ok(fast.is_some())
}

#[test]
fn mutated_files_never_panic_and_both_readers_agree() {
    let cases = env_number("SCHOCKEN_FUZZ_CASES", DEFAULT_CASES);
    let seed = env_number("SCHOCKEN_FUZZ_SEED", DEFAULT_SEED);
    let corpus = corpus();
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get()).min(8) as u64;
    let (read_fast, failures): (Vec<u64>, Vec<Vec<String>>) = std::thread::scope(|scope| {
        let corpus = &corpus;
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                scope.spawn(move || {
                    let (mut failures, mut read_fast) = (Vec::new(), 0);
                    for n in (w..cases).step_by(workers as usize) {
                        let (source, text) = case(n, seed, corpus);
                        let outcome = catch_unwind(AssertUnwindSafe(|| check(&text)))
                            .unwrap_or_else(|_| Err("parse panicked (message above)".into()));
                        match outcome {
                            Ok(fast) => read_fast += u64::from(fast),
                            Err(why) => {
                                let saved = std::env::temp_dir().join(format!("schocken-fuzz-case-{seed}-{n}.ron"));
                                std::fs::write(&saved, &text).unwrap();
                                let from = corpus[source].0.display();
                                failures.push(format!(
                                    "case {n} (seed {seed}, from {from}, saved as {}): {why}\n{text}",
                                    saved.display()
                                ));
                            }
                        }
                        if failures.len() >= 3 {
                            break;
                        }
                    }
                    (read_fast, failures)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).unzip()
    });
    let failures = failures.concat();
    assert!(failures.is_empty(), "{} failing cases of {cases}:\n\n{}", failures.len(), failures.join("\n\n"));
    // The edits must leave enough files whole for the fast reader, or the comparison tests nothing.
    let read_fast: u64 = read_fast.iter().sum();
    eprintln!("{cases} cases, {read_fast} read by both readers");
    assert!(read_fast * 20 >= cases, "only {read_fast} of {cases} cases reached the fast reader");
}

/// The edits do what they say: every kind changes some text, and cases are the same on every run.
#[test]
fn the_cases_are_reproducible_and_varied() {
    let corpus = corpus();
    let a: Vec<String> = (0..50).map(|n| case(n, 1, &corpus).1).collect();
    let b: Vec<String> = (0..50).map(|n| case(n, 1, &corpus).1).collect();
    assert_eq!(a, b);
    let unchanged = (0..50).filter(|&n| a[n as usize] == corpus[case(n, 1, &corpus).0].1.iter().collect::<String>());
    assert!(unchanged.count() < 10, "most cases change their file");
    let text: Vec<char> = "Session(format: 1, rules: (preset: \"kalk\"))".chars().collect();
    let starts = token_starts(&text);
    assert_eq!(&starts[..4], &[0, 7, 8, 14]);
    assert_eq!(*starts.last().unwrap(), text.len());
}
