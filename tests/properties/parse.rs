//! Robustness of `parse`: random bytes, random text and mutated session files never panic it.

use super::*;

/// Whatever `parse` accepts replays to JSON, writes, and reads back to the same JSON; whatever it
/// refuses has a message in both languages: worded (no placeholder left open), different in each, and
/// the same as the error's `Display` in the language of the moment. A panic anywhere fails the test.
fn parse_never_panics(text: &str) -> Result<(), TestCaseError> {
    match parse(text) {
        Ok(session) => {
            let json = replay(&session);
            let written = write(&session);
            let again = parse(&written).map_err(|e| TestCaseError::fail(format!("written file unreadable: {e:?}")))?;
            prop_assert_eq!(replay(&again), json);
            prop_assert_eq!(write(&again), written);
        }
        Err(error) => {
            let de = scoped(Lang::De, || error.message());
            let en = scoped(Lang::En, || error.message());
            for message in [&de, &en] {
                prop_assert!(!message.trim().is_empty(), "{:?} has an empty message", error);
                prop_assert!(!message.contains("{$"), "{:?}: a variable is missing in {:?}", error, message);
            }
            prop_assert_ne!(&de, &en, "{:?} is worded the same in both languages", error);
            prop_assert_eq!(scoped(Lang::En, || error.to_string()), en);
        }
    }
    Ok(())
}

/// One edit of a session file.
#[derive(Clone, Debug)]
enum Mutation {
    DeleteChars(Index, usize),
    DuplicateChars(Index, usize),
    ReplaceChar(Index, char),
    Insert(Index, &'static str),
    DeleteLine(Index),
    DuplicateLine(Index),
    SwapLines(Index, Index),
    ChangeNumber(Index, String),
    /// `knob: value` inserted after the preset, legal or not.
    Knob(String),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    const SNIPPETS: &[&str] = &[
        "Round([Throw(player: \"P0\", dice: (1, 1, 1), throws: 1), Throw(player: \"P1\", dice: (2, 2, 2), throws: 1)]),",
        "Throw(player: \"P1\", dice: (6, 5, 4), throws: 2),",
        "Throw(player: \"P0\", dice: (3, 3, 3), throws: 3, hand: true),",
        "Take(player: \"P1\"),",
        "RollOff([(\"P0\", 7), (\"P1\", 7)]),",
        "Starter(\"P1\"),",
        "Seats([\"P0\", \"Neu\"]),",
        "Seats([]),",
        "Penalty(player: \"P0\", kind: DroppedDice),",
        "Penalty(player: \"P1\", kind: Lustwurf),",
        "Note(\"\\u{1F3B2}\"),",
        "hand: false",
        "hand: true,",
        "discs: 3,",
        "discs: 31,",
        "voluntary_take: true,",
        "equal_throws: RollOff,",
        "structure: Single,",
        "empty_stock: WinnerDiscards,",
        "format: 2,",
        "title: None,",
        "place: Some(\"x\"),",
        "//",
        "/*",
        "\"",
        "r#\"",
        "\\u{0}",
        "(",
        ")",
        "[",
        "]",
        ",",
        "\n",
    ];
    let index = any::<Index>;
    prop_oneof![
        (index(), 1usize..8).prop_map(|(i, n)| Mutation::DeleteChars(i, n)),
        (index(), 1usize..40).prop_map(|(i, n)| Mutation::DuplicateChars(i, n)),
        (index(), prop_oneof![prop::sample::select(&b"()[]{},:\"\\#/*-+.0123456789 \nxyz"[..]).prop_map(char::from), any::<char>()])
            .prop_map(|(i, c)| Mutation::ReplaceChar(i, c)),
        (index(), prop::sample::select(SNIPPETS)).prop_map(|(i, s)| Mutation::Insert(i, s)),
        index().prop_map(Mutation::DeleteLine),
        index().prop_map(Mutation::DuplicateLine),
        (index(), index()).prop_map(|(a, b)| Mutation::SwapLines(a, b)),
        (
            index(),
            prop_oneof![
                prop::sample::select(vec!["0", "1", "2", "3", "4", "6", "7", "13", "15", "18", "19", "29", "30", "31", "255",
                    "256", "-1", "+1", "1.5", "0x10", "99999999999999999999999999"]).prop_map(String::from),
                any::<u64>().prop_map(|n| n.to_string()),
            ],
        )
            .prop_map(|(i, n)| Mutation::ChangeNumber(i, n)),
        (
            prop_oneof![
                4 => prop::sample::select(Knob::ALL).prop_map(|k| k.name().to_string()),
                1 => prop::sample::select(vec!["preset", "jule ", "Discs", "unknown_knob", "format"]).prop_map(String::from),
            ],
            any::<u32>(),
            prop::sample::select(vec!["true", "false", "13", "0", "256", "-3", "RollOff", "Equal", "\"x\"", "()", "Some(1)"]),
        )
            .prop_map(|(name, pick, other)| {
                let value = match Knob::parse(&name) {
                    Some(knob) if pick % 4 != 0 => value_of(knob, pick).ron(),
                    _ => other.to_string(),
                };
                Mutation::Knob(format!(", {name}: {value}"))
            }),
    ]
}

fn mutate(text: &str, m: &Mutation) -> String {
    let chars: Vec<char> = text.chars().collect();
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let at = |i: &Index, len: usize| if len == 0 { 0 } else { i.index(len) };
    match m {
        Mutation::DeleteChars(i, n) => {
            let from = at(i, chars.len());
            let to = (from + n).min(chars.len());
            chars[..from].iter().chain(&chars[to..]).collect()
        }
        Mutation::DuplicateChars(i, n) => {
            let from = at(i, chars.len());
            let to = (from + n).min(chars.len());
            chars[..to].iter().chain(&chars[from..]).collect()
        }
        Mutation::ReplaceChar(i, c) => {
            let mut chars = chars;
            if !chars.is_empty() {
                let j = at(i, chars.len());
                chars[j] = *c;
            }
            chars.into_iter().collect()
        }
        Mutation::Insert(i, s) => {
            let j = at(i, chars.len() + 1);
            chars[..j].iter().copied().chain(s.chars()).chain(chars[j..].iter().copied()).collect()
        }
        Mutation::DeleteLine(i) => {
            let j = at(i, lines.len());
            lines.iter().enumerate().filter(|&(k, _)| k != j).map(|(_, l)| *l).collect()
        }
        Mutation::DuplicateLine(i) => {
            let j = at(i, lines.len());
            lines.iter().enumerate().flat_map(|(k, l)| std::iter::repeat_n(*l, if k == j { 2 } else { 1 })).collect()
        }
        Mutation::SwapLines(a, b) => {
            let mut lines = lines;
            if !lines.is_empty() {
                let (a, b) = (at(a, lines.len()), at(b, lines.len()));
                lines.swap(a, b);
            }
            lines.concat()
        }
        Mutation::Knob(setting) => match text.find("(preset: \"").and_then(|at| {
            let from = at + "(preset: \"".len();
            text[from..].find('"').map(|end| from + end + 1)
        }) {
            Some(at) => format!("{}{setting}{}", &text[..at], &text[at..]),
            None => text.to_string(),
        },
        Mutation::ChangeNumber(i, n) => {
            // The runs of ASCII digits, by char index.
            let mut runs = Vec::new();
            let mut k = 0;
            while k < chars.len() {
                if chars[k].is_ascii_digit() {
                    let start = k;
                    while k < chars.len() && chars[k].is_ascii_digit() {
                        k += 1;
                    }
                    runs.push((start, k));
                } else {
                    k += 1;
                }
            }
            if runs.is_empty() {
                return text.to_string();
            }
            let (from, to) = runs[at(i, runs.len())];
            chars[..from].iter().copied().chain(n.chars()).chain(chars[to..].iter().copied()).collect()
        }
    }
}

proptest! {
    #![proptest_config(config(1024))]

    /// Random bytes never make `parse` panic.
    #[test]
    fn parse_survives_random_bytes(bytes in prop::collection::vec(any::<u8>(), 0..600)) {
        parse_never_panics(&String::from_utf8_lossy(&bytes))?;
    }

    /// Random UTF-8 text never makes `parse` panic.
    #[test]
    fn parse_survives_random_text(text in any::<String>()) {
        parse_never_panics(&text)?;
    }
}

proptest! {
    #![proptest_config(config(768))]

    /// Valid session files with random edits (characters, lines, numbers, inserted events and
    /// knobs) never make `parse` panic; what it accepts replays and writes back consistently.
    #[test]
    fn parse_survives_mutated_files(
        evening in evening(plain_names(), 2),
        mutations in prop::collection::vec(mutation(), 1..4),
    ) {
        let mut text = write(&evening.play());
        for m in &mutations {
            text = mutate(&text, m);
        }
        parse_never_panics(&text)?;
    }
}
