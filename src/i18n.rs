//! The languages of the user interface. German is the default: the referees are German-speaking.

/// A language the program speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    De,
    En,
}
