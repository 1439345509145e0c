//! The members' codes for their own page on the bar's Wi-Fi ("Meine Striche"): the secret in the
//! address of a member's page, made once per person and kept, so a printed slip stays valid on
//! any later evening. A member's page shows only his own tab, so the code is what keeps the
//! others' out. Codes are the tables' kind ([`Code`], ten characters without look-alikes).
//!
//! Pure: the file's text only (`.vereinscodes.ron`, a hidden file of the club laptop's app beside
//! `verein.ron`, so `verein.ron` keeps its one writer and its format).

use crate::tournament::codes::{Code, CodeBook, CodesError};
use serde::{Deserialize, Serialize};

/// Every member's code, by the name it was made for.
pub type MemberCodes = CodeBook<String>;

/// One line of the codes' file.
#[derive(Serialize, Deserialize)]
#[serde(rename = "Member", deny_unknown_fields)]
struct Line {
    name: String,
    code: String,
}

impl MemberCodes {
    /// Reads the codes' file: a RON list of `(name: "Jörg", code: "K7MQX-P4TRW")`.
    pub fn parse(text: &str) -> Result<MemberCodes, CodesError> {
        let lines: Vec<Line> = ron::from_str(text).map_err(|e| CodesError::Syntax(Box::new(e)))?;
        let mut codes = MemberCodes::default();
        for line in lines {
            let code = Code::parse(&line.code).ok_or(CodesError::BadCode(line.code))?;
            codes.insert(line.name, code);
        }
        Ok(codes)
    }

    /// The codes' file's text, one code a line in name order.
    pub fn write(&self) -> String {
        let mut out = String::from("[\n");
        for (name, code) in self.iter() {
            let name = ron::to_string(name).unwrap_or_default();
            out += &format!("    (name: {name}, code: \"{code}\"),\n");
        }
        out + "]\n"
    }

    /// The code of `person`, made for him under any of his spellings (`person_of` says whose a
    /// spelling is: a renamed member keeps the code of his slip).
    pub fn of_person(&self, person: &str, person_of: impl Fn(&str) -> String) -> Option<Code> {
        self.iter().find(|(name, _)| person_of(name) == person).map(|(_, code)| code)
    }
}

/// The path of a member's page (`/m/K7MQX-P4TRW`).
pub fn path(code: Code) -> String {
    format!("/m/{code}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_made_once_per_person_and_found_under_any_spelling() {
        let mut n = 0;
        let below = move |b: u32| {
            n += 11;
            n % b
        };
        let mut codes = MemberCodes::default();
        assert!(codes.make(["Jörg".to_string(), "Anna \"Ani\"".to_string()], below));
        let back = MemberCodes::parse(&codes.write()).unwrap();
        assert_eq!(back, codes);
        let jörg = codes.get(&"Jörg".to_string()).unwrap();
        // Jörg renamed Jörg K.: the registry says whose "Jörg" is.
        let renamed = |name: &str| if name == "Jörg" { "Jörg K.".to_string() } else { name.to_string() };
        assert_eq!(codes.of_person("Jörg K.", renamed), Some(jörg));
        assert_eq!(codes.find(jörg), Some(&"Jörg".to_string()));
        assert_eq!(path(jörg), format!("/m/{jörg}"));
        assert!(matches!(MemberCodes::parse("[(name: \"A\", code: \"nope\")]"), Err(CodesError::BadCode(_))));
    }
}
