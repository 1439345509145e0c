//! The two orders of the club's lists. People read German order (DIN 5007-1, `names::order`:
//! Bärbel before Brigitte, Ömer among the O's), so the books keep their lists so — the view, the
//! CLI's text, the prints and the workbook take them as they come. The JSON keeps code point
//! order (CLUB.md 7: "ordered by name in code point order"), so its serialisers sort again here.

use crate::names;
use serde::ser::{SerializeMap, Serializer};
use std::collections::BTreeMap;

/// Sorts names as people read them.
pub fn for_people(names: &mut [String]) {
    names::sort_by_name(names, String::as_str);
}

/// A list in the JSON in the order `cmp` gives (names in code point order): the tab's accounts
/// by person, a season's standings by place, then name. Generic, so this file uses neither.
pub(super) fn sorted<T: serde::Serialize, S: Serializer>(
    list: &[T],
    cmp: impl Fn(&T, &T) -> std::cmp::Ordering,
    s: S,
) -> Result<S::Ok, S::Error> {
    let mut sorted: Vec<&T> = list.iter().collect();
    sorted.sort_by(|a, b| cmp(a, b));
    s.collect_seq(sorted)
}

/// A list of names in the JSON: code point order.
pub(super) fn names<S: Serializer>(list: &[String], s: S) -> Result<S::Ok, S::Error> {
    let mut sorted: Vec<&String> = list.iter().collect();
    sorted.sort();
    s.collect_seq(sorted)
}

/// Each person's marks of one session, in German order; a JSON object keyed by person.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks(Vec<(String, u32)>);

impl Marks {
    /// Every person with his marks, one entry a person.
    pub fn new(marks: impl IntoIterator<Item = (String, u32)>) -> Marks {
        let unique: BTreeMap<String, u32> = marks.into_iter().collect();
        let mut list: Vec<(String, u32)> = unique.into_iter().collect();
        names::sort_by_name(&mut list, |(name, _)| name);
        Marks(list)
    }

    /// Person and marks, in German order.
    pub fn iter(&self) -> impl Iterator<Item = (&String, &u32)> {
        self.0.iter().map(|(name, marks)| (name, marks))
    }

    pub fn values(&self) -> impl Iterator<Item = &u32> {
        self.0.iter().map(|(_, marks)| marks)
    }

    pub fn get(&self, person: &str) -> Option<u32> {
        self.0.iter().find(|(name, _)| name == person).map(|&(_, marks)| marks)
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl serde::Serialize for Marks {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut sorted: Vec<&(String, u32)> = self.0.iter().collect();
        sorted.sort();
        let mut map = s.serialize_map(Some(sorted.len()))?;
        for (name, marks) in sorted {
            map.serialize_entry(name, marks)?;
        }
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn people_read_german_order_the_json_keeps_code_points() {
        let marks = Marks::new([("Ömer".to_string(), 1), ("Brigitte".into(), 2), ("Bärbel".into(), 3)]);
        let shown: Vec<&String> = marks.iter().map(|(n, _)| n).collect();
        assert_eq!(shown, ["Bärbel", "Brigitte", "Ömer"]);
        assert_eq!(serde_json::to_string(&marks).unwrap(), r#"{"Brigitte":2,"Bärbel":3,"Ömer":1}"#);
        let mut list = vec!["Otto".to_string(), "Ömer".into(), "Oliver".into()];
        for_people(&mut list);
        assert_eq!(list, ["Oliver", "Ömer", "Otto"]);
    }
}
