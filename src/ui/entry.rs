//! Typing a throw: `654` then the count (`6542`), `h` for "from the hand". Checked as typed, so
//! an impossible entry is refused on the spot with the reason.

use crate::i18n::Lang;
use crate::rules::throw::{Count, Dice, Throw};

/// A throw being typed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Typed {
    pub dice: Vec<u8>,
    pub count: Option<u8>,
    pub hand: bool,
}

impl Typed {
    /// Reads the input. Spaces, dashes and commas are ignored; after three dice, one digit is the
    /// count; `h` (or `+`) marks a repeated throw as from the hand.
    pub fn parse(text: &str, lang: Lang) -> Result<Typed, String> {
        let mut typed = Typed::default();
        for c in text.chars() {
            match c {
                ' ' | '-' | ',' | '.' => {}
                'h' | 'H' | '+' => typed.hand = true,
                d if d.is_ascii_digit() => {
                    let d = d as u8 - b'0';
                    if typed.dice.len() < 3 {
                        if !(1..=6).contains(&d) {
                            return Err(match lang {
                                Lang::De => format!("{d} ist kein Würfelwert (1 bis 6)"),
                                Lang::En => format!("{d} is not a die value (1 to 6)"),
                            });
                        }
                        typed.dice.push(d);
                    } else if typed.count.is_none() {
                        if !(1..=3).contains(&d) {
                            return Err(match lang {
                                Lang::De => format!("{d}-mal geworfen? Es wird 1- bis 3-mal geworfen"),
                                Lang::En => format!("thrown {d} times? A player throws 1 to 3 times"),
                            });
                        }
                        typed.count = Some(d);
                    } else {
                        return Err(lang
                            .tr(
                                "zu viele Ziffern: drei Würfel und die Anzahl Würfe",
                                "too many digits: three dice and the count",
                            )
                            .into());
                    }
                }
                other => {
                    return Err(match lang {
                        Lang::De => {
                            format!("„{other}“ verstehe ich nicht: drei Würfel, dann die Anzahl Würfe, z. B. 6542")
                        }
                        Lang::En => format!("\"{other}\" is not understood: three dice, then the count, e.g. 6542"),
                    });
                }
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
    pub fn throw(&self, lang: Lang) -> Option<Result<Throw, String>> {
        let [a, b, c] = <[u8; 3]>::try_from(self.dice.as_slice()).ok()?;
        let dice = Dice::new([a, b, c])?;
        let count = Count::new(self.count.unwrap_or(1))?;
        Some(Ok(match count.get() {
            1 => Throw::with_default_hand(dice, count),
            _ => match Throw::new(dice, count, self.hand) {
                Some(t) => t,
                None => return Some(Err(lang.tr("ungültiger Wurf", "invalid throw").into())),
            },
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dice_then_count_then_hand() {
        let t = Typed::parse("6 5 4 2 h", Lang::De).unwrap();
        assert_eq!(t, Typed { dice: vec![6, 5, 4], count: Some(2), hand: true });
        let throw = t.throw(Lang::De).unwrap().unwrap();
        assert_eq!(throw.count().get(), 2);
        assert!(throw.hand());
        assert_eq!(Typed::parse(&t.text(), Lang::De).unwrap(), t);
    }

    #[test]
    fn count_defaults_to_one_from_the_hand() {
        let throw = Typed::parse("111", Lang::De).unwrap().throw(Lang::De).unwrap().unwrap();
        assert_eq!(throw.count().get(), 1);
        assert!(throw.hand());
    }

    #[test]
    fn impossible_values_are_refused_with_the_reason() {
        assert!(Typed::parse("7", Lang::De).unwrap_err().contains("kein Würfelwert"));
        assert!(Typed::parse("6544", Lang::De).unwrap_err().contains("1- bis 3-mal"));
        assert!(Typed::parse("65421", Lang::De).unwrap_err().contains("zu viele"));
        assert!(Typed::parse("6x", Lang::En).unwrap_err().contains("not understood"));
        assert_eq!(Typed::parse("65", Lang::De).unwrap().throw(Lang::De), None);
    }
}
