//! The languages of the program and every word it says to people.
//!
//! All wording lives in Fluent resources, `assets/i18n/<lang>/<area>.ftl`, embedded into the
//! binary at compile time (fluent-templates' static loader: no files to ship, nothing read at
//! run time, usable from any thread). A message id starts with its file's name (`table-…` in
//! `table.ftl`), so a translator finds every text of a screen in one file.
//!
//! The language is chosen once per frame or per output with [`set`] (or [`scoped`]) and read by
//! [`tr!`](crate::tr); no function takes a language parameter. It is kept per thread, so tests
//! running side by side in both languages do not disturb each other.

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader, langid};
use std::borrow::Cow;
use std::cell::Cell;
use std::collections::HashMap;

fluent_templates::static_loader! {
    static LOCALES = {
        locales: "../assets/i18n",
        fallback_language: "de",
        // Unicode isolation marks around every placeable would show as boxes in egui and in PDFs;
        // names and numbers are never right-to-left here.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// A language the program speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Lang {
    #[default]
    De,
    En,
}

impl Lang {
    /// Every language, the default first.
    pub const ALL: &'static [Lang] = &[Lang::De, Lang::En];

    /// The folder of its resources and the value of `--lang` (`de`, `en`).
    pub fn id(self) -> &'static str {
        match self {
            Lang::De => "de",
            Lang::En => "en",
        }
    }

    fn langid(self) -> LanguageIdentifier {
        match self {
            Lang::De => langid!("de"),
            Lang::En => langid!("en"),
        }
    }

    /// The other language (the app's language switch).
    pub fn toggled(self) -> Lang {
        match self {
            Lang::De => Lang::En,
            Lang::En => Lang::De,
        }
    }
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::De) };
}

/// Chooses the language of everything this thread words from now on.
pub fn set(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
}

/// The language this thread words in.
pub fn current() -> Lang {
    CURRENT.with(Cell::get)
}

/// Runs `f` with `lang` as the language, then restores the one before (a printout in another
/// language than the screen's) — also when `f` panics, so a server thread that caught a panic
/// never answers the next request in the last one's language.
pub fn scoped<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    /// Puts the language back when dropped, on return and on unwind alike.
    struct Restore(Lang);
    impl Drop for Restore {
        fn drop(&mut self) {
            set(self.0);
        }
    }
    let _restore = Restore(current());
    set(lang);
    f()
}

/// An argument of a message: text or a number (numbers select Fluent's plural forms).
pub type Arg<'a> = FluentValue<'a>;

/// The message `id` in the current language, with `args`. A missing message is a bug that the
/// resource tests catch; should one slip through, the id is shown rather than nothing.
pub fn message(id: &str, args: &[(&'static str, Arg<'_>)]) -> String {
    let lang = current().langid();
    let found = if args.is_empty() {
        LOCALES.try_lookup(&lang, id)
    } else {
        let map: HashMap<Cow<'static, str>, FluentValue<'static>> =
            args.iter().map(|(k, v)| (Cow::Borrowed(*k), v.clone().into_owned())).collect();
        LOCALES.try_lookup_with_args(&lang, id, &map)
    };
    debug_assert!(found.is_some(), "no message {id} in {}", current().id());
    found.unwrap_or_else(|| id.to_string())
}

/// Whether a message exists in every language (for ids put together at run time).
pub fn exists(id: &str) -> bool {
    Lang::ALL.iter().all(|l| LOCALES.try_lookup(&l.langid(), id).is_some())
}

/// A message in the current language: `tr!("table-turn", name = who, count = n)`.
#[macro_export]
macro_rules! tr {
    ($id:expr) => {
        $crate::i18n::message($id, &[])
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::message($id, &[$((stringify!($name), $crate::i18n::Arg::from($value))),+])
    };
}

/// Makes error types worded by their `message()` into real errors: `Display` prints the message in the language
/// of the moment (the same line the app and the CLI show), and `std::error::Error` lets `?` and `Box<dyn Error>`
/// carry them. Errors stay data until shown; this is the one place that says how they are shown.
#[macro_export]
macro_rules! worded_error {
    ($($error:ty),+ $(,)?) => {$(
        impl ::std::fmt::Display for $error {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(&self.message())
            }
        }

        impl ::std::error::Error for $error {}
    )+};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scoped_restores_the_language_also_after_a_panic() {
        set(Lang::De);
        let caught = std::panic::catch_unwind(|| scoped(Lang::En, || panic!("a failing printout")));
        assert!(caught.is_err());
        assert_eq!(current(), Lang::De);
        assert_eq!(scoped(Lang::En, current), Lang::En);
        assert_eq!(current(), Lang::De);
    }
}
