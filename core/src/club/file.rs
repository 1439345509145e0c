//! `verein.ron` (CLUB.md 3): the club's name, its rule book, what a mark costs from which day on,
//! who paid or was let off how much, and the seasons. Read in two steps — RON into the file's own shape, then
//! every value checked — so each problem is a typed [`ClubFileError`] naming the event it is in
//! (1-based), never a silently dropped line.

use super::day::Day;
use super::spans;
use crate::money::Money;
use crate::rules::preset::RuleSet;
use crate::session::file::syntax::Syntax;
use crate::session::file::{LoadError, RulesField};
use crate::tr;
use serde::{Deserialize, Deserializer};

/// The file's only format.
pub const FORMAT: u32 = 1;
/// The highest amount an event may carry (100 000 €), and the range of `min_evenings`.
pub const MAX_CENTS: i64 = 10_000_000;
pub const MAX_MIN_EVENINGS: i64 = 1000;

/// The club's file, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClubFile {
    pub name: Option<String>,
    /// The club's own rule book (a new evening in the folder starts from it), read exactly as a
    /// session's `rules` (FORMAT.md) by the session reader's own [`RulesField`].
    pub rules: Option<RuleSet>,
    pub events: Vec<ClubEvent>,
}

/// One event of the file; each applies to the whole folder wherever it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClubEvent {
    /// What a mark costs from `from` on.
    Price {
        from: Day,
        price: Money,
    },
    Paid(Payment),
    Waived(Payment),
    Season(Season),
}

/// Money paid by a person, or forgiven him.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Payment {
    /// A spelling: the registry says whose (CLUB.md 4).
    pub player: String,
    pub amount: Money,
    pub date: Day,
    pub note: Option<String>,
}

/// A league over the dated evenings from `from` to `to`, both inclusive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Season {
    pub name: String,
    pub from: Day,
    pub to: Day,
    pub min_evenings: u32,
    pub ranking: Ranking,
}

/// How a season's table is ordered (CLUB.md 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum Ranking {
    LossRate,
    HalfPoints,
    Theimann,
}

impl Ranking {
    pub const ALL: [Ranking; 3] = [Ranking::LossRate, Ranking::HalfPoints, Ranking::Theimann];

    /// Its id in the JSON (`loss-rate`) and the end of its message ids.
    pub fn id(self) -> &'static str {
        match self {
            Ranking::LossRate => "loss-rate",
            Ranking::HalfPoints => "half-points",
            Ranking::Theimann => "theimann",
        }
    }

    /// Its name for people.
    pub fn label(self) -> String {
        crate::i18n::message(&format!("verein-ranking-{}", self.id()), &[])
    }
}

/// What is wrong with the file; `event` is the event's number where the problem is inside one.
#[derive(Clone, Debug, PartialEq)]
pub struct ClubFileError {
    pub event: Option<usize>,
    pub problem: ClubProblem,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ClubProblem {
    /// Not RON, or not of the file's shape (an unknown event or field, a value of the wrong type).
    Shape(Box<ron::error::SpannedError>),
    Format(u32),
    EmptyName,
    Date(String),
    Cents {
        cents: i64,
        min: i64,
    },
    SeasonBackwards {
        from: Day,
        to: Day,
    },
    SeasonTwice(String),
    MinEvenings(i64),
    /// A `rules` that FORMAT.md refuses in a session, worded as the session reader words it
    /// (`rules: siebener: …`).
    Rules(Box<LoadError>),
    /// Text inside `rules` that is not of its shape (`siebener: Seven`), at the knob it is in.
    RulesShape(Box<RulesShape>),
}

/// Where and what the RON reader found wrong inside `rules`.
#[derive(Clone, Debug, PartialEq)]
pub struct RulesShape {
    pub knob: Option<String>,
    pub line: usize,
    pub column: usize,
    pub syntax: Syntax,
}

impl ClubFileError {
    pub fn message(&self) -> String {
        let problem = match &self.problem {
            ClubProblem::Shape(e) => {
                // In the reader's language, as a session file's (never ron's English).
                let problem = Syntax::from(&e.code).message();
                tr!("verein-shape", line = e.span.start.line, column = e.span.start.col, problem = problem)
            }
            ClubProblem::Format(format) => tr!("verein-format", format = *format),
            ClubProblem::EmptyName => tr!("verein-empty-name"),
            ClubProblem::Date(text) => tr!("verein-date-bad", date = text.as_str()),
            ClubProblem::Cents { cents, min } => tr!("verein-cents", cents = *cents, min = *min, max = MAX_CENTS),
            ClubProblem::SeasonBackwards { from, to } => {
                tr!("verein-season-backwards", from = from.to_string(), to = to.to_string())
            }
            ClubProblem::SeasonTwice(name) => tr!("verein-season-twice", name = name.as_str()),
            ClubProblem::MinEvenings(n) => tr!("verein-min-evenings", count = *n, max = MAX_MIN_EVENINGS),
            ClubProblem::Rules(e) => e.message(),
            ClubProblem::RulesShape(shape) => {
                let RulesShape { knob, line, column, syntax } = shape.as_ref();
                let problem = tr!("verein-shape", line = *line, column = *column, problem = syntax.message());
                match knob {
                    Some(knob) => tr!("verein-rules-knob", knob = knob.as_str(), problem = problem),
                    None => tr!("verein-rules-shape", problem = problem),
                }
            }
        };
        match self.event {
            Some(number) => tr!("verein-in-event", number = number, problem = problem),
            None => problem,
        }
    }
}

crate::worded_error!(ClubFileError);

/// The file as RON has it, before its values are checked.
#[derive(Deserialize)]
#[serde(rename = "Club", deny_unknown_fields)]
struct RawClub {
    format: u32,
    #[serde(default, deserialize_with = "plain_string")]
    name: Option<String>,
    #[serde(default, deserialize_with = "plain")]
    rules: Option<RulesField>,
    events: Vec<RawEvent>,
}

#[derive(Deserialize)]
#[serde(rename = "Event", deny_unknown_fields)]
enum RawEvent {
    Price {
        from: String,
        cents: i64,
    },
    Paid {
        player: String,
        cents: i64,
        date: String,
        #[serde(default, deserialize_with = "plain_string")]
        note: Option<String>,
    },
    Waived {
        player: String,
        cents: i64,
        date: String,
        #[serde(default, deserialize_with = "plain_string")]
        note: Option<String>,
    },
    Season {
        name: String,
        from: String,
        to: String,
        min_evenings: i64,
        ranking: Ranking,
    },
}

/// An optional field written as a plain string (`name: "…"`, not RON's `Some("…")`).
fn plain_string<'de, D: Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    plain(d)
}

/// An optional field written plainly (`rules: (preset: …)`, not RON's `Some(…)`).
fn plain<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<T>, D::Error> {
    T::deserialize(d).map(Some)
}

/// A RON error; inside `rules` named as FORMAT.md names it: an unknown knob as the session reader
/// names it, any other problem at its knob, in the session reader's words.
fn shape(text: &str, e: ron::error::SpannedError) -> ClubFileError {
    let (line, column) = (e.span.start.line, e.span.start.col);
    // An unknown preset or knob, a value a knob does not take, knobs that cannot stand together.
    if let Some(problem) = crate::session::file::rules_error(&e, text) {
        return ClubFileError { event: None, problem: ClubProblem::Rules(Box::new(problem)) };
    }
    if let Some(knob) = spans::rules_knob_at(text, &e.span.start) {
        let shape = RulesShape { knob, line, column, syntax: Syntax::from(&e.code) };
        return ClubFileError { event: None, problem: ClubProblem::RulesShape(Box::new(shape)) };
    }
    ClubFileError { event: spans::event_at(text, &e.span.start), problem: ClubProblem::Shape(Box::new(e)) }
}

impl ClubFile {
    /// Reads and checks the file; the first problem found.
    pub fn parse(text: &str) -> Result<ClubFile, ClubFileError> {
        let raw: RawClub = ron::from_str(text).map_err(|e| shape(text, e))?;
        if raw.format != FORMAT {
            return Err(ClubFileError { event: None, problem: ClubProblem::Format(raw.format) });
        }
        let rules = raw.rules.as_ref().map(RulesField::rule_set).transpose();
        let rules = rules.map_err(|e| ClubFileError { event: None, problem: ClubProblem::Rules(Box::new(e)) })?;
        let mut events = Vec::with_capacity(raw.events.len());
        for (i, event) in raw.events.into_iter().enumerate() {
            let checked = check(event, &events).map_err(|problem| ClubFileError { event: Some(i + 1), problem })?;
            events.push(checked);
        }
        Ok(ClubFile { name: raw.name, rules, events })
    }

    /// The seasons, in the file's order.
    pub fn seasons(&self) -> impl Iterator<Item = &Season> {
        self.events.iter().filter_map(|e| match e {
            ClubEvent::Season(s) => Some(s),
            _ => None,
        })
    }

    /// The season of this name.
    pub fn season(&self, name: &str) -> Option<&Season> {
        self.seasons().find(|s| s.name == name)
    }
}

fn check(event: RawEvent, earlier: &[ClubEvent]) -> Result<ClubEvent, ClubProblem> {
    let day = |text: &str| Day::parse(text).ok_or_else(|| ClubProblem::Date(text.to_string()));
    let name = |text: String| if crate::names::key(&text).is_empty() { Err(ClubProblem::EmptyName) } else { Ok(text) };
    let cents = |cents: i64, min: i64| {
        if (min..=MAX_CENTS).contains(&cents) {
            Ok(Money::cents(cents))
        } else {
            Err(ClubProblem::Cents { cents, min })
        }
    };
    let payment = |player: String, amount: i64, date: String, note: Option<String>| {
        Ok(Payment { player: name(player)?, amount: cents(amount, 1)?, date: day(&date)?, note })
    };
    Ok(match event {
        RawEvent::Price { from, cents: c } => ClubEvent::Price { from: day(&from)?, price: cents(c, 0)? },
        RawEvent::Paid { player, cents, date, note } => ClubEvent::Paid(payment(player, cents, date, note)?),
        RawEvent::Waived { player, cents, date, note } => ClubEvent::Waived(payment(player, cents, date, note)?),
        RawEvent::Season { name: season, from, to, min_evenings, ranking } => {
            let season = name(season)?;
            let (from, to) = (day(&from)?, day(&to)?);
            if from > to {
                return Err(ClubProblem::SeasonBackwards { from, to });
            }
            if earlier.iter().any(|e| matches!(e, ClubEvent::Season(s) if s.name == season)) {
                return Err(ClubProblem::SeasonTwice(season));
            }
            let min_evenings = u32::try_from(min_evenings)
                .ok()
                .filter(|&n| i64::from(n) <= MAX_MIN_EVENINGS)
                .ok_or(ClubProblem::MinEvenings(min_evenings))?;
            ClubEvent::Season(Season { name: season, from, to, min_evenings, ranking })
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problem(events: &str) -> (Option<usize>, ClubProblem) {
        let e = ClubFile::parse(&format!("Club(format: 1, events: [\n{events}\n])")).unwrap_err();
        (e.event, e.problem)
    }

    #[test]
    fn every_problem_names_its_event() {
        let price = r#"Price(from: "2026-01-01", cents: 50)"#;
        assert_eq!(problem(&format!("{price}, Paid(player: \" \", cents: 1, date: \"2026-01-01\")")).0, Some(2));
        assert!(matches!(problem(&format!("{price},\n Alias(player: \"A\")")), (Some(2), ClubProblem::Shape(_))));
        assert!(matches!(
            problem(&format!("{price}, {price},\n Price(from: \"2026-01-01\", cents: 2.5)")),
            (Some(3), _)
        ));
        assert!(matches!(problem("Price(from: \"2026-01-01\", cents: \"50\")"), (Some(1), ClubProblem::Shape(_))));
        assert_eq!(
            problem("Paid(player: \"A\", cents: 0, date: \"2026-01-01\")"),
            (Some(1), ClubProblem::Cents { cents: 0, min: 1 })
        );
        let season = r#"Season(name: "S", from: "2026-01-01", to: "2026-12-31", min_evenings: 3, ranking: LossRate)"#;
        assert_eq!(problem(&format!("{season}, {season}")), (Some(2), ClubProblem::SeasonTwice("S".into())));
        assert!(matches!(problem(&season.replace("LossRate", "\"LossRate\"")), (Some(1), ClubProblem::Shape(_))));
        assert!(matches!(problem(&season.replace("3,", "1001,")), (Some(1), ClubProblem::MinEvenings(1001))));
    }

    #[test]
    fn the_header_is_strict_and_the_name_optional() {
        assert_eq!(ClubFile::parse("(format: 1, events: [])").unwrap().name, None);
        let named = ClubFile::parse("Club(format: 1, name: \"Linde\", events: [])").unwrap();
        assert_eq!(named.name.as_deref(), Some("Linde"));
        for bad in [
            "",
            "Club(format: 1, events: [",
            "Verein(format: 1, events: [])",
            "(format: 2, events: [])",
            "(format: 1)",
            "(format: 1, events: [], extra: 1)",
            "(format: 1, name: 5, events: [])",
        ] {
            let e = ClubFile::parse(bad).unwrap_err();
            assert_eq!(e.event, None, "{bad}");
        }
    }

    #[test]
    fn the_rules_are_a_sessions_rules() {
        use crate::rules::knobs::Knob;
        let club = ClubFile::parse(
            r#"Club(format: 1, name: "Linde", rules: (preset: "kalk", siebener: 7, lustwurf_penalty: Disc), events: [])"#,
        )
        .unwrap();
        let rules = club.rules.expect("the club's rules");
        assert_eq!(rules.preset.id(), "kalk");
        assert!(rules.overrides().iter().any(|(k, _)| *k == Knob::parse("siebener").unwrap()));
        assert_eq!(ClubFile::parse("(format: 1, events: [])").unwrap().rules, None);
        crate::i18n::scoped(crate::i18n::Lang::De, || {
            for (rules, named) in [
                (
                    "(preset: \"kalk\", siebener: 8)",
                    "Zeile 1: rules: siebener: „8“ nimmt dieser Schalter nicht (möglich: 1, 7, 9)",
                ),
                ("(preset: \"nirgendwo\")", "Zeile 1: rules: unbekanntes Regelwerk „nirgendwo“ (bekannt: main-taunus,"),
                ("(preset: \"kalkk\")", "Zeile 1: rules: unbekanntes Regelwerk „kalkk“ — gemeint ist wohl „kalk“"),
                (
                    "(preset: \"kalk\", siebner: 7)",
                    "Zeile 1: rules: unbekannter Schalter „siebner“ — gemeint ist wohl „siebener“",
                ),
                ("(preset: \"kalk\", over_limit_disc: true, too_many_throws_loses: true)", "Zeile 1: rules: „Zu oft"),
                (
                    "(preset: \"kalk\", siebener: Seven)",
                    "Zeile 1: rules: siebener: „Seven“ nimmt dieser Schalter nicht",
                ),
                (
                    "(preset: \"kalk\", hand_only: true)",
                    "Zeile 1: rules: hand_only: „true“ nimmt dieser Schalter nicht",
                ),
                (
                    "(preset: \"kalk\", discs: 2.5)",
                    "Zeile 1: rules: discs: „2.5“ nimmt dieser Schalter nicht (möglich: 3 bis 30)",
                ),
                ("(preset: \"kalk\", siebener: 7 7)", "rules: siebener: Zeile 1, Spalte "),
                ("\"kalk\"", "rules: Zeile 1, Spalte "),
            ] {
                let e = ClubFile::parse(&format!(
                    "Club(format: 1, rules: {rules}, events: [Price(from: \"2026-01-01\", cents: 5)])"
                ))
                .unwrap_err();
                assert_eq!(e.event, None, "{rules}");
                assert!(matches!(e.problem, ClubProblem::Rules(_) | ClubProblem::RulesShape(_)), "{rules}: {e}");
                assert!(e.message().contains(named), "{rules}: {e}");
            }
        });
    }
}
