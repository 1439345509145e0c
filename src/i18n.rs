//! The languages of the user interface. German is the default: the referees are German-speaking.

/// A language the program speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    De,
    En,
}

impl Lang {
    /// Picks the text in this language.
    pub fn tr<'a>(self, de: &'a str, en: &'a str) -> &'a str {
        match self {
            Lang::De => de,
            Lang::En => en,
        }
    }
}
