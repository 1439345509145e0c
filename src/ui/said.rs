//! Words kept as data until shown (issue 24): what the organiser's window, the player list and the
//! Verein view tell — the note line, the names of undo's steps, the printouts' outcome — is kept
//! as a [`Said`] and worded each time it is drawn, in the language of that moment. Ctrl+G
//! therefore re-words what is already on screen, amounts included (`1.234,50 €` / `€1,234.50`),
//! instead of leaving a line in the language it was made in.
//!
//! `said!("id", name = value, …)` takes each value along ([`Word`]: text, numbers, amounts,
//! statuses and other `Said`s, each worded when shown) and words the message `id` then.

use schocken_core::club::tab::PaymentKind;
use schocken_core::club::{Day, Money};
use schocken_core::i18n::Arg;
use schocken_core::tournament::fees::Status;
use schocken_core::tournament::{RoundNo, TableNo};
use std::sync::Arc;

/// A line worded when shown.
#[derive(Clone)]
pub struct Said(Arc<dyn Fn() -> String + Send + Sync>);

impl Said {
    pub fn new(words: impl Fn() -> String + Send + Sync + 'static) -> Said {
        Said(Arc::new(words))
    }

    /// A typed error, worded (its `Display`) each time it is shown.
    pub fn error(error: impl std::fmt::Display + Send + Sync + 'static) -> Said {
        Said::new(move || error.to_string())
    }

    /// The line in the language of the moment.
    pub fn text(&self) -> String {
        (self.0)()
    }
}

/// Text with no words of the program's own (a file's path, a message the folder worded).
impl From<String> for Said {
    fn from(text: String) -> Said {
        Said::new(move || text.clone())
    }
}

/// A problem with the player registry, worded when shown.
impl From<crate::io::players::PlayersError> for Said {
    fn from(problem: crate::io::players::PlayersError) -> Said {
        Said::new(move || problem.message())
    }
}

impl std::fmt::Debug for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text())
    }
}

/// A value a [`Said`] takes along, worded when the line is shown.
pub trait Word: Send + Sync + 'static {
    fn word(&self) -> Arg<'static>;
}

impl Word for String {
    fn word(&self) -> Arg<'static> {
        Arg::from(self.clone())
    }
}

impl Word for &'static str {
    fn word(&self) -> Arg<'static> {
        Arg::from(*self)
    }
}

macro_rules! numbers {
    ($($t:ty),*) => {$(
        impl Word for $t {
            fn word(&self) -> Arg<'static> {
                Arg::from(*self)
            }
        }
    )*};
}
numbers!(u32, u64, usize, i64, RoundNo, TableNo);

impl Word for Said {
    fn word(&self) -> Arg<'static> {
        Arg::from(self.text())
    }
}

impl Word for Status {
    fn word(&self) -> Arg<'static> {
        Arg::from(self.label())
    }
}

/// Money (the club's books and the till), written as the language of the moment writes it.
impl Word for Money {
    fn word(&self) -> Arg<'static> {
        Arg::from(self.to_string())
    }
}

/// A day of the club's books, as the language writes dates.
impl Word for Day {
    fn word(&self) -> Arg<'static> {
        Arg::from(self.shown())
    }
}

impl Word for PaymentKind {
    fn word(&self) -> Arg<'static> {
        Arg::from(self.label())
    }
}

/// The values a [`Said`] takes along, by the names its message uses.
pub type Args = Vec<(&'static str, Box<dyn Word>)>;

/// The message `id` with `args`, worded now.
pub fn word(id: &'static str, args: &Args) -> String {
    let args: Vec<(&'static str, Arg<'static>)> = args.iter().map(|(k, v)| (*k, v.word())).collect();
    schocken_core::i18n::message(id, &args)
}

/// `said!("organiser-registered", name = name, number = 3)`: the message worded when shown.
macro_rules! said {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {{
        let args: $crate::ui::said::Args =
            vec![$((stringify!($name), Box::new($value) as Box<dyn $crate::ui::said::Word>)),*];
        $crate::ui::said::Said::new(move || $crate::ui::said::word($id, &args))
    }};
}
pub(crate) use said;

#[cfg(test)]
mod tests {
    use super::*;
    use schocken_core::i18n::{self, Lang};

    #[test]
    fn a_line_is_worded_in_the_language_it_is_shown_in() {
        let line = said!("fees-fee-set", amount = Money::cents(123_450));
        i18n::set(Lang::De);
        assert_eq!(line.text(), "Startgeld 1.234,50\u{a0}€");
        i18n::set(Lang::En);
        assert_eq!(line.text(), "Entry fee €1,234.50");
        let nested = said!("organiser-undone", what = line.clone());
        assert_eq!(nested.text(), "Undone: Entry fee €1,234.50");
    }
}
