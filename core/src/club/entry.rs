//! A line as the treasurer types it in the Verein view: a payment or a waiver ("Jörg zahlt
//! 12,50 €", "Ben erlassen 2 Geburtstag", "Anna pays 5.50"), a new price ("Preis 0,60 ab
//! 01.07.2026"), a season ("Saison 2027 01.01.2027 31.12.2027 10 Verlustquote") or the club's
//! name ("Verein Schockclub Zur Linde"). The words of each kind are in `verein.ftl`, and either
//! language's are taken; amounts as the till reads them (`Money::parse`).

use super::day::Day;
use super::file::{Ranking, Season};
use super::tab::PaymentKind;
use crate::money::Money;
use crate::tr;

/// A typed payment, not yet a person's: the name is a spelling.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub name: String,
    pub kind: PaymentKind,
    pub amount: Money,
    pub note: Option<String>,
}

/// What a typed line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    Payment(Entry),
    Price { from: Day, price: Money },
    Season(Season),
    Name(String),
}

/// Why a typed line asks for nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryError {
    /// No verb ("zahlt", "erlassen") in the line.
    NoVerb,
    NoName,
    /// No amount where one belongs, or none the till reads, or nothing (0 €) paid.
    Amount(String),
    Date(String),
    /// A season line without its name and two dates.
    Season,
    /// A word after a season's dates that is neither its minimum of evenings nor a ranking.
    Ranking(String),
}

impl EntryError {
    pub fn message(&self) -> String {
        match self {
            EntryError::NoVerb => tr!("verein-entry-no-verb"),
            EntryError::NoName => tr!("verein-entry-no-name"),
            EntryError::Amount(text) => tr!("verein-entry-amount", amount = text.as_str()),
            EntryError::Date(text) => tr!("verein-entry-date", date = text.as_str()),
            EntryError::Season => tr!("verein-entry-season", rankings = rankings()),
            EntryError::Ranking(word) => tr!("verein-entry-ranking", word = word.as_str(), rankings = rankings()),
        }
    }
}

crate::worded_error!(EntryError);

/// The rankings a season line takes, as typed in the current language: "Verlustquote,
/// Halbzeitpunkte, Theimann-Punkte".
fn rankings() -> String {
    Ranking::ALL.map(|r| r.label().replace(' ', "")).join(", ")
}

/// Whether `word` is one of the words of message `id` in any language (a German club's laptop
/// may be set to English).
fn is(id: &str, word: &str) -> bool {
    let word = word.to_lowercase();
    crate::i18n::Lang::ALL
        .iter()
        .any(|&lang| crate::i18n::scoped(lang, || crate::i18n::message(id, &[])).split(',').any(|w| w.trim() == word))
}

fn kind_of(word: &str) -> Option<PaymentKind> {
    if is("verein-entry-paid-words", word) {
        Some(PaymentKind::Paid)
    } else if is("verein-entry-waived-words", word) {
        Some(PaymentKind::Waived)
    } else {
        None
    }
}

/// A day as typed: `2026-07-01` or `1.7.2026`.
fn day(text: &str) -> Option<Day> {
    Day::parse(text).or_else(|| {
        let mut parts = text.split('.').map(|p| p.parse::<u32>().ok());
        let (d, m, y) = (parts.next()??, parts.next()??, parts.next()??);
        if parts.next().is_some() {
            return None;
        }
        Day::parse(&format!("{y:04}-{m:02}-{d:02}"))
    })
}

fn ranking(word: &str) -> Option<Ranking> {
    let word = word.to_lowercase();
    Ranking::ALL.into_iter().find(|r| {
        r.id() == word
            || crate::i18n::Lang::ALL
                .iter()
                .any(|&lang| crate::i18n::scoped(lang, || r.label()).to_lowercase().replace(' ', "") == word)
    })
}

/// Reads a typed line; `today` dates a price typed without its day.
pub fn parse(line: &str, today: Day) -> Result<Line, EntryError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some(first) = words.first() else { return Err(EntryError::NoVerb) };
    let rest = &words[1..];
    if is("verein-entry-price-words", first) {
        let typed = rest.first().copied().unwrap_or_default();
        let price = Money::parse(typed).ok_or_else(|| EntryError::Amount(typed.to_string()))?;
        let from = match rest.get(1..) {
            Some([from, date]) if is("verein-entry-from-words", from) => {
                day(date).ok_or_else(|| EntryError::Date(date.to_string()))?
            }
            Some([]) | None => today,
            Some(other) => return Err(EntryError::Date(other.join(" "))),
        };
        return Ok(Line::Price { from, price });
    }
    if is("verein-entry-season-words", first) {
        return season(rest).map(Line::Season);
    }
    if is("verein-entry-name-words", first) && !rest.is_empty() {
        return Ok(Line::Name(rest.join(" ")));
    }
    payment(&words).map(Line::Payment)
}

/// `NAME VON BIS [MIN] [WERTUNG]`: the name may have spaces; the first two days end it.
fn season(words: &[&str]) -> Result<Season, EntryError> {
    let at = words.iter().position(|w| day(w).is_some()).ok_or(EntryError::Season)?;
    let (Some(from), Some(to)) = (words.get(at).and_then(|w| day(w)), words.get(at + 1).and_then(|w| day(w))) else {
        return Err(EntryError::Season);
    };
    if at == 0 {
        return Err(EntryError::Season);
    }
    let mut season = Season { name: words[..at].join(" "), from, to, min_evenings: 0, ranking: Ranking::LossRate };
    for word in &words[at + 2..] {
        match (word.parse::<u32>(), ranking(word)) {
            (Ok(n), _) => season.min_evenings = n,
            (_, Some(r)) => season.ranking = r,
            _ => return Err(EntryError::Ranking(word.to_string())),
        }
    }
    Ok(season)
}

fn payment(words: &[&str]) -> Result<Entry, EntryError> {
    let (at, kind) = words.iter().enumerate().find_map(|(i, w)| Some((i, kind_of(w)?))).ok_or(EntryError::NoVerb)?;
    if at == 0 {
        return Err(EntryError::NoName);
    }
    let rest = &words[at + 1..];
    // The amount, with a euro sign standing apart (`12,50 €`) taken along.
    let taken = if rest.get(1).is_some_and(|w| *w == "€") { 2 } else { 1 };
    let typed = rest.get(..taken.min(rest.len())).map(|w| w.join(" ")).unwrap_or_default();
    let amount = Money::parse(&typed).filter(|&c| c > Money::ZERO).ok_or_else(|| EntryError::Amount(typed.clone()))?;
    let note = rest.get(taken..).map(|w| w.join(" ")).filter(|n| !n.is_empty());
    Ok(Entry { name: words[..at].join(" "), kind, amount, note })
}

/// The known names a typed one may have meant (a typo: "Kluas" for Klaus), nearest first, at most
/// three: each near by `rules::knobs::nearest` (the one edit-distance helper: a third of the
/// name), compared as `names::key` (case and spacing aside). None where the typed name is a known
/// one, or near nobody: then it is a new person.
pub fn near_names<'a>(typed: &str, known: &[&'a str]) -> Vec<&'a str> {
    let typed = crate::names::key(typed);
    let mut left: Vec<(String, &'a str)> = known.iter().map(|&k| (crate::names::key(k), k)).collect();
    if left.iter().any(|(key, _)| *key == typed) {
        return Vec::new();
    }
    let mut near: Vec<&'a str> = Vec::new();
    while near.len() < 3 {
        let Some(key) = crate::rules::knobs::nearest(&typed, left.iter().map(|(key, _)| key.as_str())) else { break };
        let key = key.to_string();
        near.extend(left.iter().find(|(k, _)| *k == key).map(|(_, name)| *name));
        left.retain(|(k, _)| *k != key);
    }
    near
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> Day {
        Day::parse("2026-11-26").unwrap()
    }

    fn paid(line: &str) -> Result<Entry, EntryError> {
        match parse(line, today())? {
            Line::Payment(e) => Ok(e),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn payments_and_waivers_as_typed() {
        let e = paid("Jörg M. zahlt 12,50 €").unwrap();
        assert_eq!(
            (e.name.as_str(), e.kind, e.amount, e.note),
            ("Jörg M.", PaymentKind::Paid, Money::cents(1250), None)
        );
        let e = paid("Ben erlassen 2 Geburtstag").unwrap();
        assert_eq!((e.kind, e.amount, e.note.as_deref()), (PaymentKind::Waived, Money::cents(200), Some("Geburtstag")));
        assert_eq!(paid("Anna pays €5.50").unwrap().amount, Money::cents(550));
        assert_eq!(paid("Anna 5 €"), Err(EntryError::NoVerb));
        assert_eq!(paid("Kurt zahlt"), Err(EntryError::Amount(String::new())));
        assert_eq!(paid("Anna zahlt 0"), Err(EntryError::Amount("0".into())));
        assert_eq!(parse("zahlt 5", today()), Err(EntryError::NoName));
    }

    #[test]
    fn prices_seasons_and_the_name_as_typed() {
        let july = Day::parse("2026-07-01").unwrap();
        assert_eq!(parse("Preis 0,60 ab 1.7.2026", today()), Ok(Line::Price { from: july, price: Money::cents(60) }));
        assert_eq!(parse("price 0.5", today()), Ok(Line::Price { from: today(), price: Money::cents(50) }));
        assert_eq!(parse("Preis 0,60 ab gestern", today()), Err(EntryError::Date("gestern".into())));
        let Ok(Line::Season(s)) = parse("Saison Liga 2027 01.01.2027 2027-12-31 10 Halbzeitpunkte", today()) else {
            panic!()
        };
        assert_eq!((s.name.as_str(), s.min_evenings, s.ranking), ("Liga 2027", 10, Ranking::HalfPoints));
        assert_eq!(parse("Saison 2027", today()), Err(EntryError::Season));
        let wrong = parse("Saison 2027 01.01.2027 31.12.2027 10 Punkte", today());
        assert_eq!(wrong, Err(EntryError::Ranking("Punkte".into())));
        crate::i18n::scoped(crate::i18n::Lang::De, || {
            let said = wrong.unwrap_err().to_string();
            assert!(
                said.contains("„Punkte“") && said.contains("Verlustquote, Halbzeitpunkte, Theimann-Punkte"),
                "{said}"
            );
            let said = EntryError::Season.to_string();
            assert!(said.contains("Verlustquote, Halbzeitpunkte, Theimann-Punkte"), "{said}");
        });
        assert_eq!(parse("Verein Zur Linde", today()), Ok(Line::Name("Zur Linde".into())));
    }

    #[test]
    fn names_near_a_typo_nearest_first() {
        let known = ["Klaus", "Klara", "Anna", "Jörg M.", "Klaas"];
        assert_eq!(near_names("Kluas", &known), vec!["Klaus", "Klaas"]);
        assert_eq!(near_names("klaus", &known), Vec::<&str>::new(), "a known name, case aside");
        assert_eq!(near_names("Klaa", &known), vec!["Klara", "Klaas"]);
        assert_eq!(near_names("Zoë", &known), Vec::<&str>::new(), "near nobody: a new person");
        assert_eq!(near_names("jörg  m", &known), vec!["Jörg M."]);
    }
}
