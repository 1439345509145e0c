//! What the RON reader found wrong in a file's text (a session file or `turnier.ron`), kept as
//! data and worded in the language of the moment when shown: ron's own messages are English
//! ("Expected comma"), and the referee reading "Zeile 3, Spalte 9" should read the rest in German
//! too. Names from the file (a misspelt event, a field) are quoted as they stand.

use super::rules::RulesProblem;
use crate::rules::knobs::nearest;
use crate::tr;

/// What is wrong at the line and column the caller keeps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// The text ends where more is needed (a file cut short).
    End,
    /// Another token or value belongs here.
    Expected(Token),
    UnexpectedChar(char),
    /// Something follows the end of the file's value.
    Trailing,
    UnknownVariant {
        found: String,
        expected: Vec<&'static str>,
    },
    UnknownField {
        found: String,
        expected: Vec<&'static str>,
    },
    MissingField(&'static str),
    DuplicateField(&'static str),
    /// A value of another kind than the field takes (serde's words for both, e.g. `a string`).
    WrongValue {
        expected: String,
        found: String,
    },
    NumberOutOfRange,
    BadEscape,
    UnclosedComment,
    /// A `rules` field that names no rule set (an unknown preset, a value a knob does not take).
    Rules(RulesProblem),
    /// Anything rarer, in ron's words.
    Other(String),
}

/// A token the reader expected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Token {
    Comma,
    ListStart,
    ListEnd,
    Open,
    Close,
    MapStart,
    MapEnd,
    Colon,
    Text,
    TextEnd,
    Number,
    Boolean,
    Name,
    Option,
    Unit,
}

impl Token {
    fn id(self) -> &'static str {
        match self {
            Token::Comma => "comma",
            Token::ListStart => "list-start",
            Token::ListEnd => "list-end",
            Token::Open => "open",
            Token::Close => "close",
            Token::MapStart => "map-start",
            Token::MapEnd => "map-end",
            Token::Colon => "colon",
            Token::Text => "text",
            Token::TextEnd => "text-end",
            Token::Number => "number",
            Token::Boolean => "boolean",
            Token::Name => "name",
            Token::Option => "option",
            Token::Unit => "unit",
        }
    }
}

impl From<&ron::Error> for Syntax {
    fn from(e: &ron::Error) -> Syntax {
        use ron::Error as E;
        let expected = |t| Syntax::Expected(t);
        if let Some(problem) = RulesProblem::from_ron(e) {
            return Syntax::Rules(problem);
        }
        match e {
            E::Eof => Syntax::End,
            E::ExpectedComma => expected(Token::Comma),
            E::ExpectedArray => expected(Token::ListStart),
            E::ExpectedArrayEnd => expected(Token::ListEnd),
            E::ExpectedStructLike | E::ExpectedNamedStructLike(_) | E::ExpectedAttribute => expected(Token::Open),
            E::ExpectedStructLikeEnd | E::ExpectedOptionEnd | E::ExpectedAttributeEnd => expected(Token::Close),
            E::ExpectedMap => expected(Token::MapStart),
            E::ExpectedMapEnd => expected(Token::MapEnd),
            E::ExpectedMapColon => expected(Token::Colon),
            E::ExpectedString | E::ExpectedChar | E::ExpectedByteString | E::ExpectedByteLiteral => {
                expected(Token::Text)
            }
            E::ExpectedStringEnd => expected(Token::TextEnd),
            E::ExpectedInteger | E::ExpectedFloat | E::InvalidIntegerDigit { .. } | E::FloatUnderscore => {
                expected(Token::Number)
            }
            E::ExpectedBoolean => expected(Token::Boolean),
            E::ExpectedIdentifier | E::ExpectedStructName(_) | E::ExpectedDifferentStructName { .. } => {
                expected(Token::Name)
            }
            E::ExpectedOption => expected(Token::Option),
            E::ExpectedUnit => expected(Token::Unit),
            E::UnexpectedChar(c) => Syntax::UnexpectedChar(*c),
            E::TrailingCharacters => Syntax::Trailing,
            E::NoSuchEnumVariant { expected, found, .. } => {
                Syntax::UnknownVariant { found: found.clone(), expected: expected.to_vec() }
            }
            E::NoSuchStructField { expected, found, .. } => {
                Syntax::UnknownField { found: found.clone(), expected: expected.to_vec() }
            }
            E::MissingStructField { field, .. } => Syntax::MissingField(field),
            E::DuplicateStructField { field, .. } => Syntax::DuplicateField(field),
            E::InvalidValueForType { expected, found } => {
                Syntax::WrongValue { expected: expected.clone(), found: found.clone() }
            }
            E::IntegerOutOfBounds => Syntax::NumberOutOfRange,
            E::InvalidEscape(_) => Syntax::BadEscape,
            E::UnclosedBlockComment | E::UnclosedLineComment => Syntax::UnclosedComment,
            other => Syntax::Other(other.to_string()),
        }
    }
}

impl Syntax {
    /// The problem in the current language.
    pub fn message(&self) -> String {
        let quoted = |name: &str| tr!("file-quoted", text = name);
        let list = |names: &[&str]| names.iter().map(|n| quoted(n)).collect::<Vec<_>>().join(", ");
        // The list, and the name meant where a typo is near one (`playrs` → `players`).
        let known = |found: &str, names: &[&str]| match nearest(found, names.iter().copied()) {
            Some(near) => tr!("file-ron-known-near", known = list(names), near = near),
            None => list(names),
        };
        match self {
            Syntax::End => tr!("file-ron-end"),
            Syntax::Expected(token) => {
                let what = crate::i18n::message(&format!("file-ron-token-{}", token.id()), &[]);
                tr!("file-ron-expected", what = what)
            }
            Syntax::UnexpectedChar(c) => tr!("file-ron-unexpected-char", char = c.to_string()),
            Syntax::Trailing => tr!("file-ron-trailing"),
            Syntax::UnknownVariant { found, expected } => {
                tr!("file-ron-unknown-variant", found = found.as_str(), known = known(found, expected))
            }
            Syntax::UnknownField { found, expected } => {
                tr!("file-ron-unknown-field", found = found.as_str(), known = known(found, expected))
            }
            Syntax::MissingField(field) => tr!("file-ron-missing-field", field = *field),
            Syntax::DuplicateField(field) => tr!("file-ron-duplicate-field", field = *field),
            Syntax::WrongValue { expected, found } => {
                tr!("file-ron-wrong-value", expected = expected.as_str(), found = found.as_str())
            }
            Syntax::NumberOutOfRange => tr!("file-ron-number-out-of-range"),
            Syntax::BadEscape => tr!("file-ron-bad-escape"),
            Syntax::UnclosedComment => tr!("file-ron-unclosed-comment"),
            Syntax::Rules(problem) => tr!("file-rules", problem = problem.message(None)),
            Syntax::Other(message) => message.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::{Lang, scoped};

    /// Broken files of both kinds are refused in the reader's language, never in ron's English.
    #[test]
    fn ron_problems_are_worded_in_the_language_of_the_moment() {
        let session = |text: &str| crate::session::file::parse(text).err().map(|e| e.message()).unwrap_or_default();
        let tournament =
            |text: &str| crate::tournament::file::parse(text).err().map(|e| e.message()).unwrap_or_default();
        scoped(Lang::De, || {
            let de: Vec<String> = [
                session(r#"Session(format: 1, rules: (preset: "kalk"), players: ["A",5], events: [])"#),
                session(r#"Session(format: 1, rules: (preset: "kalk"), playrs: ["A"], events: [])"#),
                tournament(r#"Tournament(format: 1, rules: (preset: "kalk"), scoring: LossPoints, events: [Regster(name: "B")])"#),
            ]
            .into();
            assert!(de[0].ends_with("hier fehlt ein Text in Anführungszeichen"), "{}", de[0]);
            assert!(de[1].contains("das Feld „playrs“ gibt es hier nicht; möglich sind „format“"), "{}", de[1]);
            assert!(de[1].ends_with("— gemeint ist wohl „players“"), "{}", de[1]);
            assert!(de[2].contains("„Regster“ ist hier unbekannt; möglich sind „Register“"), "{}", de[2]);
            for text in &de {
                assert!(!text.contains("Expected") && !text.contains("expected"), "ron's English: {text}");
            }
        });
        scoped(Lang::En, || {
            let en = session(r#"Session(format: 1, rules: (preset: "kalk"), players: ["A",5], events: [])"#);
            assert!(en.ends_with("a text in quotes is missing here"), "{en}");
            let en = tournament(
                r#"Tournament(format: 1, rules: (preset: "kalk"), scoring: LossPoints, events: [Regster(name: "B")])"#,
            );
            assert!(en.contains("\"Regster\" is unknown here; possible are \"Register\""), "{en}");
            assert!(!en.contains(['„', '“']), "English quotes in English: {en}");
        });
    }
}
