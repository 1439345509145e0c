//! What a merge costs (CLUB.md 4): a session that seated both spellings seats one person twice
//! once they are one, and the club's books pass it over. The window and `players merge` name
//! those sessions before (the window) or while (the command) merging, so nobody loses an evening
//! unawares.

use super::{Registry, RegistryError};

impl Registry {
    /// The sittings (each one table's names) that seat one person twice once `other` is merged
    /// into `keep`, and did not before. Refused as [`Registry::merge`] refuses.
    pub fn split_by_merge<'a, T>(
        &self,
        keep: &str,
        other: &str,
        sittings: impl IntoIterator<Item = (T, &'a [String])>,
    ) -> Result<Vec<T>, RegistryError> {
        let mut merged = self.clone();
        merged.merge(keep, other)?;
        let split =
            |names: &[String]| merged.one_person_twice(names).is_some() && self.one_person_twice(names).is_none();
        Ok(sittings.into_iter().filter(|(_, names)| split(names)).map(|(sitting, _)| sitting).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sat(names: &[&str]) -> Vec<String> {
        names.iter().map(|n| n.to_string()).collect()
    }

    #[test]
    fn a_merge_names_the_sittings_it_would_split() {
        let mut r = Registry::default();
        r.add(["Jörg", "Joerg", "Anna"]);
        let both = sat(&["Jörg", "Anna", "Joerg"]);
        let one = sat(&["Jörg", "Anna"]);
        let sittings = [("12.03.", both.as_slice()), ("19.03.", one.as_slice())];
        assert_eq!(r.split_by_merge("Jörg", "joerg", sittings).unwrap(), ["12.03."]);
        assert_eq!(r.split_by_merge("Jörg", "Anna", sittings).unwrap(), ["12.03.", "19.03."]);
    }

    #[test]
    fn a_sitting_split_already_is_not_named_again() {
        let mut r = Registry::default();
        r.add(["Anna", "Jörg", "Joerg"]);
        let twice = sat(&["Anna", "anna", "Jörg", "Joerg"]);
        assert_eq!(r.split_by_merge("Jörg", "Joerg", [("x", twice.as_slice())]).unwrap(), Vec::<&str>::new());
        assert_eq!(
            r.split_by_merge("Jörg", "Ben", [("x", twice.as_slice())]),
            Err(RegistryError::Unknown("Ben".into()))
        );
    }
}
