//! The knobs of RULES.md: every way the club rule books differ, as typed values.
//!
//! [`Rules`] is what the engine reads. [`Knob`] and [`Value`] are a reflective view of the same
//! fields, so that the session file, `schocken rules` and the app can list, show and override any
//! knob without a hand-written case per knob in each of them. [`Choice`] is the value of any
//! knob with named choices, typed (no strings); its words for people are in `rules.ftl` under
//! [`Choice::label_id`]. One table (`knobs!`) generates all of it, the session file's reading
//! included ([`Knob::deserialize_value`]).

use super::limits::DISCS;
use serde::Deserialize;

/// Declares a knob's choice enum with its RULES.md spelling (`id`) and its session-file spelling
/// (the variant name, PascalCase), so neither is ever written twice. The enum's name must be the
/// one the knob table (`knobs!`) gives it: [`Choice`] wraps it under that name.
macro_rules! choice {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident = $id:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
        pub enum $name { $($(#[$vmeta])* $variant),+ }

        impl $name {
            /// Every value as a knob's value, in the order RULES.md lists them.
            pub const CHOICES: &'static [Choice] = &[$(Choice::$name(Self::$variant)),+];

            /// The spelling of RULES.md (`small-and-large`).
            pub fn id(self) -> &'static str {
                match self { $(Self::$variant => $id),+ }
            }

            /// The spelling of session files (`SmallAndLarge`).
            pub fn ron_name(self) -> &'static str {
                match self { $(Self::$variant => stringify!($variant)),+ }
            }

            /// This value as a knob's value (for tables of values, such as a preset's agreed ones).
            pub const fn value(self) -> Value {
                Value::Choice(Choice::$name(self))
            }
        }
    };
}

/// Declares a knob whose values are numbers from a short list (`siebener: 7`): typed like a
/// choice (the engine matches on variants, never on a bare number), spelled as the number in
/// RULES.md and in session files. A session file's number is read as [`Written::Number`] and
/// matched here ([`Knob::from_number`]), so a wrong one is named with the numbers it may be.
macro_rules! numbered {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident = $n:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($(#[$vmeta])* $variant),+ }

        impl $name {
            /// Every value as a knob's value, in the order RULES.md lists them.
            pub const CHOICES: &'static [Choice] = &[$(Choice::$name(Self::$variant)),+];

            /// The number itself.
            pub fn number(self) -> u8 {
                match self { $(Self::$variant => $n),+ }
            }

            /// The spelling of RULES.md, the number (`7`).
            pub fn id(self) -> &'static str {
                match self { $(Self::$variant => stringify!($n)),+ }
            }

            /// The spelling of session files, the number too.
            pub fn ron_name(self) -> &'static str {
                self.id()
            }

            /// The value a session file's number names, if it is one of this knob's.
            pub fn from_number(n: i64) -> Option<$name> {
                match n { $($n => Some(Self::$variant),)+ _ => None }
            }

            /// This value as a knob's value.
            pub const fn value(self) -> Value {
                Value::Choice(Choice::$name(self))
            }
        }
    };
}

choice!(
    /// `structure`: two halves and a final, or a single half per game.
    Structure { Halves = "halves", Single = "single" }
);
choice!(
    /// `schock_shape`: which dice make a Schock.
    SchockShape {
        /// 1-1-x
        TwoOnes = "two-ones",
        /// 1-x-x
        OnePlusPair = "one-plus-pair",
    }
);
choice!(
    /// `general_value`: the discs a General is worth.
    GeneralValue { Three = "three", Pips = "pips" }
);
choice!(
    /// `streets`: which runs count as a Straße and how they rank.
    Streets { Ascending = "ascending", Equal = "equal", SmallAndLarge = "small-and-large" }
);
choice!(
    /// `house_numbers`: how ordinary throws rank.
    HouseNumbers { Digits = "digits", Sum = "sum" }
);
choice!(
    /// `equal_throws`: what happens with throws that are still equal after all other criteria.
    EqualThrows { LaterWorse = "later-worse", RollOff = "roll-off" }
);
choice!(
    /// `hand_only` (house rule): which categories count only when thrown from the hand; assembled,
    /// they are Hausnummern.
    HandOnly {
        Off = "off",
        /// The Straße.
        Streets = "streets",
        /// Jule, Siebener, Achter, General and Straße.
        Specials = "specials",
    }
);
numbered!(
    /// `siebener` (house rule): the discs a Siebener 1-2-2 is worth; 1 is no Siebener at all.
    Siebener { Off = 1, Seven = 7, Nine = 9 }
);
numbered!(
    /// `achter` (house rule): the discs an Achter 1-3-3 is worth; 1 is no Achter at all.
    Achter { Off = 1, Eight = 8, Ten = 10 }
);
choice!(
    /// `equal_schock_outs` (house rule): which of two Schock-Outs still equal ranks lower.
    EqualSchockOuts { LaterWorse = "later-worse", EarlierWorse = "earlier-worse" }
);
choice!(
    /// `free_players` (house rule): whether a player holding no disc drops out once the stock is empty.
    FreePlayers { SitOut = "sit-out", KeepPlaying = "keep-playing" }
);
choice!(
    /// `lustwurf_penalty` (house rule): what a Lustwurf costs.
    LustwurfPenalty { Mark = "mark", Disc = "disc" }
);
choice!(
    /// `empty_stock`: where the discs come from once the stock is empty.
    EmptyStock { FromWinner = "from-winner", WinnerDiscards = "winner-discards" }
);
choice!(
    /// `final_starter`: who opens the final.
    FinalStarter { Half1Loser = "half1-loser", Half2Loser = "half2-loser", RollOff = "roll-off" }
);
choice!(
    /// `next_game_starter`: who opens the next game.
    NextGameStarter { Loser = "loser", Rotate = "rotate" }
);
choice!(
    /// `opening`: how the first game's starter is found.
    Opening { OneDie = "one-die", ThreeDice = "three-dice", FirstSeat = "first-seat" }
);
choice!(
    /// `dropped_dice`: the penalty for dice falling off the table.
    DroppedDice { Off = "off", Round = "round", RoundThenPart = "round-then-part" }
);
choice!(
    /// `handschock`: what a Schock or Schock-Out from the hand earns.
    Handschock { Off = "off", Round = "round", Points = "points" }
);
choice!(
    /// `points`: tournament scoring.
    Points { Off = "off", Theimann = "theimann" }
);

/// The complete rule set the engine plays by. Every field is one knob of RULES.md.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    pub discs: u8,
    pub structure: Structure,
    pub schock_shape: SchockShape,
    pub jule: bool,
    pub schock_two_below_general: bool,
    pub general_value: GeneralValue,
    pub streets: Streets,
    pub house_numbers: HouseNumbers,
    pub hand_only: HandOnly,
    pub siebener: Siebener,
    pub achter: Achter,
    pub fewer_throws_win: bool,
    pub hand_beats_assembled: bool,
    pub equal_throws: EqualThrows,
    pub equal_schock_outs: EqualSchockOuts,
    pub empty_stock: EmptyStock,
    pub free_players: FreePlayers,
    pub too_many_throws_loses: bool,
    pub over_limit_disc: bool,
    pub voluntary_take: bool,
    pub final_starter: FinalStarter,
    pub next_game_starter: NextGameStarter,
    pub opening: Opening,
    pub dropped_dice: DroppedDice,
    pub lustwurf: bool,
    pub lustwurf_penalty: LustwurfPenalty,
    pub handschock: Handschock,
    pub schock_out_from_hand_round: bool,
    pub points: Points,
}

/// One knob's value, independent of which knob it belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    Bool(bool),
    Number(u8),
    Choice(Choice),
}

impl Value {
    /// The value as RULES.md writes it (`yes`, `13`, `small-and-large`).
    pub fn id(self) -> String {
        match self {
            Value::Bool(true) => "yes".into(),
            Value::Bool(false) => "no".into(),
            Value::Number(n) => n.to_string(),
            Value::Choice(c) => c.id().into(),
        }
    }

    /// The value as a session file writes it (`true`, `13`, `SmallAndLarge`).
    pub fn ron(self) -> String {
        match self {
            Value::Bool(b) => b.to_string(),
            Value::Number(n) => n.to_string(),
            Value::Choice(c) => c.ron_name().into(),
        }
    }
}

/// A knob's value as a session file wrote it, before the range check: a number may be any
/// integer (the reader names a wrong one as a wrong value rather than as a syntax error).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Written {
    Value(Value),
    Number(i64),
}

/// What values a knob takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KnobKind {
    Bool,
    Number {
        min: u8,
        max: u8,
    },
    /// The values, in RULES.md order.
    Choice(&'static [Choice]),
}

/// Collects the choice knobs of the knob table (`Variant => field: choice(Type)` or `numbered(Type)`) and declares
/// [`Choice`], a value of any of them; the other knobs are skipped.
macro_rules! choices {
    (@done $($ty:ident => $variant:ident),*) => {
        /// The value of a knob with named choices: which knob, and which of its values.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Choice { $($ty($ty)),* }

        impl Choice {
            /// The knob this is a value of.
            pub fn knob(self) -> Knob {
                match self { $(Choice::$ty(_) => Knob::$variant),* }
            }

            /// The spelling of RULES.md (`small-and-large`).
            pub fn id(self) -> &'static str {
                match self { $(Choice::$ty(c) => c.id()),* }
            }

            /// The spelling of session files (`SmallAndLarge`).
            pub fn ron_name(self) -> &'static str {
                match self { $(Choice::$ty(c) => c.ron_name()),* }
            }

            /// The id of its words for people in `rules.ftl`: `rules-value-streets-small-and-large`.
            pub fn label_id(self) -> String {
                format!("rules-value-{}-{}", self.knob().name(), self.id())
            }
        }
    };
    ([$($done:tt)*] $variant:ident => $field:ident : choice($ty:ident), $($rest:tt)*) => {
        choices!([$($done)* $ty => $variant,] $($rest)*);
    };
    ([$($done:tt)*] $variant:ident => $field:ident : numbered($ty:ident), $($rest:tt)*) => {
        choices!([$($done)* $ty => $variant,] $($rest)*);
    };
    ([$($done:tt)*] $variant:ident => $field:ident : $kind:ident, $($rest:tt)*) => {
        choices!([$($done)*] $($rest)*);
    };
    ([$($ty:ident => $variant:ident,)*]) => {
        choices!(@done $($ty => $variant),*);
    };
}

/// Declares the knob table once: name, field, and kind. Everything reflective is generated from it.
macro_rules! knobs {
    ($($variant:ident => $field:ident : $kind:tt $(($ty:ident))?),+ $(,)?) => {
        /// A knob of RULES.md, in the order of its preset table.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Knob { $($variant),+ }

        impl Knob {
            /// Every knob, in RULES.md order (also the order overrides are written in).
            pub const ALL: &'static [Knob] = &[$(Knob::$variant),+];

            /// Every knob's name, in the same order as `ALL`.
            pub const NAMES: &'static [&'static str] = &[$(stringify!($field)),+];

            /// The knob's name in RULES.md and in session files (`schock_two_below_general`).
            pub fn name(self) -> &'static str {
                match self { $(Knob::$variant => stringify!($field)),+ }
            }

            /// Looks a knob up by its name.
            pub fn parse(name: &str) -> Option<Knob> {
                Knob::ALL.iter().copied().find(|k| k.name() == name)
            }

            /// The values this knob takes.
            pub fn kind(self) -> KnobKind {
                match self { $(Knob::$variant => knobs!(@kind $kind $($ty)?)),+ }
            }

            /// This knob's value in `rules`.
            pub fn get(self, rules: &Rules) -> Value {
                match self { $(Knob::$variant => knobs!(@get $kind rules.$field)),+ }
            }

            /// Sets this knob in `rules`; `None` if the value is not one this knob takes.
            #[must_use]
            pub fn set(self, rules: &mut Rules, value: Value) -> Option<()> {
                match self { $(Knob::$variant => knobs!(@set $kind rules.$field, value $(, $ty)?)),+ }
            }

            /// Whether a session file writes this knob's value as a number (`discs`, `siebener`).
            pub fn written_as_number(self) -> bool {
                match self { $(Knob::$variant => knobs!(@is_number $kind)),+ }
            }

            /// The value a session file's number names for this knob, before the range check of
            /// [`Knob::set`] (`None` for a knob that takes no number, or not this one).
            pub fn from_number(self, n: i64) -> Option<Value> {
                match self { $(Knob::$variant => knobs!(@number $kind n $(, $ty)?)),+ }
            }

            /// Reads this knob's value from a session file (through serde, so that ron words a
            /// wrong spelling with the values it expects).
            pub fn deserialize_value<'de, D: serde::Deserializer<'de>>(self, d: D) -> Result<Written, D::Error> {
                match self { $(Knob::$variant => knobs!(@read $kind d $(, $ty)?)),+ }
            }
        }

        choices!([] $($variant => $field : $kind $(($ty))?,)+);
    };
    (@kind bool) => { KnobKind::Bool };
    (@kind number) => { KnobKind::Number { min: *DISCS.start(), max: *DISCS.end() } };
    (@kind choice $ty:ident) => { KnobKind::Choice($ty::CHOICES) };
    (@kind numbered $ty:ident) => { KnobKind::Choice($ty::CHOICES) };
    (@get bool $e:expr) => { Value::Bool($e) };
    (@get number $e:expr) => { Value::Number($e) };
    (@get choice $e:expr) => { $e.value() };
    (@get numbered $e:expr) => { $e.value() };
    (@set bool $e:expr, $v:expr) => {
        if let Value::Bool(b) = $v { $e = b; Some(()) } else { None }
    };
    (@set number $e:expr, $v:expr) => {
        match $v { Value::Number(n) if DISCS.contains(&n) => { $e = n; Some(()) } _ => None }
    };
    (@set choice $e:expr, $v:expr, $ty:ident) => {
        match $v { Value::Choice(Choice::$ty(c)) => { $e = c; Some(()) } _ => None }
    };
    (@set numbered $e:expr, $v:expr, $ty:ident) => { knobs!(@set choice $e, $v, $ty) };
    (@is_number number) => { true };
    (@is_number numbered) => { true };
    (@is_number $other:ident) => { false };
    (@number number $n:expr) => { u8::try_from($n).ok().map(Value::Number) };
    (@number numbered $n:expr, $ty:ident) => { $ty::from_number($n).map($ty::value) };
    (@number $other:ident $n:expr $(, $ty:ident)?) => { None };
    (@read bool $d:expr) => { bool::deserialize($d).map(|b| Written::Value(Value::Bool(b))) };
    (@read number $d:expr) => { $d.deserialize_any(WholeNumber).map(Written::Number) };
    (@read choice $d:expr, $ty:ident) => { $ty::deserialize($d).map(|c| Written::Value(c.value())) };
    (@read numbered $d:expr, $ty:ident) => { $d.deserialize_any(WholeNumber).map(Written::Number) };
}

/// Reads a number knob's value as any number the file writes, so that a fraction (`discs: 2.5`)
/// is refused as a value the knob does not take rather than as a stray `.5`; `Some(15)` reads
/// as before.
struct WholeNumber;

impl<'de> serde::de::Visitor<'de> for WholeNumber {
    type Value = i64;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a whole number") // i18n-ok: serde's wording, never shown (the reader names the knob)
    }

    fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<i64, E> {
        Ok(n)
    }

    fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<i64, E> {
        i64::try_from(n).map_err(|_| E::invalid_value(serde::de::Unexpected::Unsigned(n), &self))
    }

    fn visit_some<D: serde::Deserializer<'de>>(self, d: D) -> Result<i64, D::Error> {
        i64::deserialize(d)
    }
}

knobs! {
    Discs => discs: number,
    Structure => structure: choice(Structure),
    SchockShape => schock_shape: choice(SchockShape),
    Jule => jule: bool,
    SchockTwoBelowGeneral => schock_two_below_general: bool,
    GeneralValue => general_value: choice(GeneralValue),
    Streets => streets: choice(Streets),
    HouseNumbers => house_numbers: choice(HouseNumbers),
    HandOnly => hand_only: choice(HandOnly),
    Siebener => siebener: numbered(Siebener),
    Achter => achter: numbered(Achter),
    FewerThrowsWin => fewer_throws_win: bool,
    HandBeatsAssembled => hand_beats_assembled: bool,
    EqualThrows => equal_throws: choice(EqualThrows),
    EqualSchockOuts => equal_schock_outs: choice(EqualSchockOuts),
    EmptyStock => empty_stock: choice(EmptyStock),
    FreePlayers => free_players: choice(FreePlayers),
    TooManyThrowsLoses => too_many_throws_loses: bool,
    OverLimitDisc => over_limit_disc: bool,
    VoluntaryTake => voluntary_take: bool,
    FinalStarter => final_starter: choice(FinalStarter),
    NextGameStarter => next_game_starter: choice(NextGameStarter),
    Opening => opening: choice(Opening),
    DroppedDice => dropped_dice: choice(DroppedDice),
    Lustwurf => lustwurf: bool,
    LustwurfPenalty => lustwurf_penalty: choice(LustwurfPenalty),
    Handschock => handschock: choice(Handschock),
    SchockOutFromHandRound => schock_out_from_hand_round: bool,
    Points => points: choice(Points),
}

impl Knob {
    /// The house rules (RULES.md: taken from open-source Schocken programs, not from a seed): every
    /// preset has them at their default, so the app groups them apart for a referee who does not
    /// know them.
    pub const HOUSE_RULES: &'static [Knob] = &[
        Knob::HandOnly,
        Knob::Siebener,
        Knob::Achter,
        Knob::EqualSchockOuts,
        Knob::OverLimitDisc,
        Knob::FreePlayers,
        Knob::LustwurfPenalty,
    ];

    /// Whether this is one of [`Knob::HOUSE_RULES`].
    pub fn is_house_rule(self) -> bool {
        Knob::HOUSE_RULES.contains(&self)
    }
}

impl Siebener {
    /// The discs a Siebener is worth; `None` where there is no Siebener (`siebener = 1`).
    pub fn discs(self) -> Option<u8> {
        (self != Siebener::Off).then(|| self.number())
    }
}

impl Achter {
    /// The discs an Achter is worth; `None` where there is no Achter (`achter = 1`).
    pub fn discs(self) -> Option<u8> {
        (self != Achter::Off).then(|| self.number())
    }
}

/// The word of `candidates` a mistyped `word` most likely meant (`siebner` → `siebener`,
/// `kalkk` → `kalk`, `EarlierWors` → `EarlierWorse`), for the "did you mean" of a refusal; `None`
/// where none is near enough to be a typo of it. The one such helper: knobs, presets and values
/// (in files and on the command line) all ask here.
///
/// Near is an edit distance (letters inserted, removed, changed or two neighbours swapped,
/// ignoring case and `-`/`_`) of at most a third of the longer word; of equally near ones the first.
pub fn nearest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let fold = |w: &str| -> Vec<char> {
        w.chars().flat_map(char::to_lowercase).map(|c| if c == '-' { '_' } else { c }).collect()
    };
    let typed = fold(word);
    let mut best: Option<(usize, &'a str)> = None;
    for candidate in candidates {
        let other = fold(candidate);
        let distance = edit_distance(&typed, &other);
        let near = distance * 3 <= typed.len().max(other.len()) && candidate != word;
        if near && best.is_none_or(|(d, _)| distance < d) {
            best = Some((distance, candidate));
        }
    }
    best.map(|(_, candidate)| candidate)
}

/// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
/// neighbouring letters, each costing one.
fn edit_distance(a: &[char], b: &[char]) -> usize {
    let mut rows = vec![vec![0; b.len() + 1]; a.len() + 1];
    for (i, row) in rows.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in rows[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let change = usize::from(a[i - 1] != b[j - 1]);
            let mut d = (rows[i - 1][j] + 1).min(rows[i][j - 1] + 1).min(rows[i - 1][j - 1] + change);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d = d.min(rows[i - 2][j - 2] + 1);
            }
            rows[i][j] = d;
        }
    }
    rows[a.len()][b.len()]
}

impl Knob {
    /// The knob a mistyped name most likely meant (`siebner` → `siebener`).
    pub fn nearest(name: &str) -> Option<Knob> {
        nearest(name, Knob::NAMES.iter().copied()).and_then(Knob::parse)
    }

    /// The values a session file may write for this knob, as it writes them (`true, false`,
    /// `1, 7, 9`, `LaterWorse, EarlierWorse`); numbers from a range as the range's ends.
    pub fn ron_values(self) -> Vec<String> {
        match self.kind() {
            KnobKind::Bool => vec![Value::Bool(true).ron(), Value::Bool(false).ron()],
            KnobKind::Number { min, max } => vec![min.to_string(), max.to_string()],
            KnobKind::Choice(choices) => choices.iter().map(|c| c.ron_name().to_string()).collect(),
        }
    }
}

#[cfg(test)]
mod nearest_tests {
    use super::*;

    #[test]
    fn a_typo_finds_the_name_and_a_stranger_finds_none() {
        assert_eq!(Knob::nearest("siebner"), Some(Knob::Siebener));
        assert_eq!(Knob::nearest("Siebener"), Some(Knob::Siebener));
        assert_eq!(Knob::nearest("achtr"), Some(Knob::Achter));
        assert_eq!(Knob::nearest("lustwurf-penalty"), Some(Knob::LustwurfPenalty));
        assert_eq!(Knob::nearest("equal_schock_otus"), Some(Knob::EqualSchockOuts));
        assert_eq!(Knob::nearest("deckel"), None);
        assert_eq!(Knob::nearest("bier"), None);
        assert_eq!(nearest("EarlierWors", ["LaterWorse", "EarlierWorse"]), Some("EarlierWorse"));
        assert_eq!(nearest("kalkk", ["main-taunus", "kalk"]), Some("kalk"));
        assert_eq!(nearest("berlin", ["main-taunus", "kalk", "dohren"]), None);
        assert_eq!(nearest("kalk", ["kalk"]), None, "the word itself is no suggestion");
    }
}
