//! Typing a throw: `654` then the count (`6542`), `h` for "from the hand". Checked as typed, so
//! an impossible entry is refused on the spot with the reason.

use schocken_core::rules::limits::{PIPS, THROWS};
use schocken_core::rules::throw::{Count, Dice, Throw};
use schocken_core::tr;

/// A throw being typed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Typed {
    pub dice: Vec<u8>,
    pub count: Option<u8>,
    pub hand: bool,
}

/// Why the typed text is not a throw. Kept as data and worded when shown, so a refusal on
/// screen follows a switch of the language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypedError {
    /// A digit where a die belongs that no die shows (0, 7, 8, 9).
    NotADie(u8),
    /// A count of throws other than 1 to 3.
    NotACount(u8),
    /// More digits than three dice and a count.
    TooManyDigits,
    /// A character that means nothing here.
    NotUnderstood(char),
    /// Dice and count that cannot be one throw (a first throw is always from the hand).
    Impossible,
}

impl TypedError {
    /// The reason in the current language.
    pub fn message(self) -> String {
        match self {
            TypedError::NotADie(d) => tr!("entry-not-a-die", digit = d),
            TypedError::NotACount(d) => tr!("entry-not-a-count", count = d),
            TypedError::TooManyDigits => tr!("entry-too-many-digits"),
            TypedError::NotUnderstood(c) => tr!("entry-not-understood", character = c.to_string()),
            TypedError::Impossible => tr!("entry-impossible"),
        }
    }
}

impl Typed {
    /// Reads the input. Spaces, dashes and commas are ignored; after three dice, one digit is the
    /// count; `h` (or `+`) marks a repeated throw as from the hand.
    pub fn parse(text: &str) -> Result<Typed, TypedError> {
        let mut typed = Typed::default();
        for c in text.chars() {
            match c {
                ' ' | '-' | ',' | '.' => {}
                'h' | 'H' | '+' => typed.hand = true,
                d if d.is_ascii_digit() => {
                    let d = d as u8 - b'0';
                    if typed.dice.len() < 3 {
                        if !PIPS.contains(&d) {
                            return Err(TypedError::NotADie(d));
                        }
                        typed.dice.push(d);
                    } else if typed.count.is_none() {
                        if !THROWS.contains(&d) {
                            return Err(TypedError::NotACount(d));
                        }
                        typed.count = Some(d);
                    } else {
                        return Err(TypedError::TooManyDigits);
                    }
                }
                other => return Err(TypedError::NotUnderstood(other)),
            }
        }
        Ok(typed)
    }

    /// The input that reads back as this throw.
    pub fn text(&self) -> String {
        let mut out: String = self.dice.iter().map(|d| char::from(b'0' + d)).collect();
        if let Some(c) = self.count {
            out.push(char::from(b'0' + c));
        }
        if self.hand {
            out.push('h');
        }
        out
    }

    /// The throw, once three dice are typed (count 1 unless typed).
    pub fn throw(&self) -> Option<Result<Throw, TypedError>> {
        let [a, b, c] = <[u8; 3]>::try_from(self.dice.as_slice()).ok()?;
        let dice = Dice::new([a, b, c])?;
        let count = Count::new(self.count.unwrap_or(1))?;
        Some(match count.get() {
            1 => Ok(Throw::with_default_hand(dice, count)),
            _ => Throw::new(dice, count, self.hand).ok_or(TypedError::Impossible),
        })
    }
}

schocken_core::worded_error!(TypedError);

#[cfg(test)]
mod tests {
    use super::*;
    use schocken_core::i18n::{Lang, scoped};

    #[test]
    fn dice_then_count_then_hand() {
        let t = Typed::parse("6 5 4 2 h").unwrap();
        assert_eq!(t, Typed { dice: vec![6, 5, 4], count: Some(2), hand: true });
        let throw = t.throw().unwrap().unwrap();
        assert_eq!(throw.count().get(), 2);
        assert!(throw.hand());
        assert_eq!(Typed::parse(&t.text()).unwrap(), t);
    }

    #[test]
    fn count_defaults_to_one_from_the_hand() {
        let throw = Typed::parse("111").unwrap().throw().unwrap().unwrap();
        assert_eq!(throw.count().get(), 1);
        assert!(throw.hand());
    }

    #[test]
    fn impossible_values_are_refused_with_the_reason() {
        assert_eq!(Typed::parse("7"), Err(TypedError::NotADie(7)));
        assert_eq!(Typed::parse("6544"), Err(TypedError::NotACount(4)));
        assert_eq!(Typed::parse("65421"), Err(TypedError::TooManyDigits));
        assert_eq!(Typed::parse("6x"), Err(TypedError::NotUnderstood('x')));
        assert_eq!(Typed::parse("65").unwrap().throw(), None);
    }

    #[test]
    fn a_refusal_is_worded_in_the_language_of_the_moment() {
        let e = TypedError::NotADie(7);
        assert_eq!(scoped(Lang::De, || e.message()), "7 ist kein Würfelwert (1 bis 6)");
        assert_eq!(scoped(Lang::En, || e.message()), "7 is not a die value (1 to 6)");
        let e = TypedError::NotUnderstood('x');
        assert_eq!(
            scoped(Lang::De, || e.message()),
            "„x“ verstehe ich nicht: drei Würfel, dann die Anzahl Würfe, z. B. 6542"
        );
        assert!(scoped(Lang::En, || TypedError::NotACount(4).message()).contains("1 to 3 times"));
    }
}
