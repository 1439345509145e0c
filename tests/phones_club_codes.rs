//! `schocken club codes [DIR]` (issue 34): the members' codes for "Meine Striche", as the members'
//! server made them (`io::member_codes::make`, its one writer), listed by name in German order
//! (Ä with A, Ö with O), as text or JSON; a folder without codes says how they come about, and
//! the command writes nothing.

mod common;
use common::{TempDir, ok, schocken};
use serde_json::Value;

#[test]
fn the_members_codes_are_listed_by_name_in_german_order() {
    let temp = TempDir::new("club-codes");
    let dir = temp.0.to_str().unwrap();
    let persons: Vec<String> = ["Zoë", "Otto", "Ömer", "Anna", "Ärmin"].map(String::from).to_vec();
    let codes = schocken::io::member_codes::make(&temp.0, &persons, |n| n.to_string()).unwrap();
    let file = std::fs::read(temp.0.join(".vereinscodes.ron")).unwrap();
    let code = |name: &str| codes.get(&name.to_string()).unwrap().to_string();

    // The folder named, or the sessions folder (`--sessions`) where none is.
    for out in [ok(&["club", "codes", dir]), ok(&["--sessions", dir, "club", "codes"])] {
        let lines: Vec<Vec<&str>> = out.lines().map(|l| l.split_whitespace().collect()).collect();
        let order = ["Anna", "Ärmin", "Ömer", "Otto", "Zoë"];
        let expected: Vec<Vec<String>> =
            order.iter().map(|n| vec![n.to_string(), code(n), format!("/m/{}", code(n))]).collect();
        assert_eq!(lines, expected, "{out}");
    }
    let json: Value = serde_json::from_str(&ok(&["club", "codes", dir, "--json"])).unwrap();
    assert_eq!(
        json[0],
        serde_json::json!({"name": "Anna", "code": code("Anna"), "path": format!("/m/{}", code("Anna"))})
    );
    assert_eq!(json.as_array().unwrap().len(), 5);
    assert_eq!(std::fs::read(temp.0.join(".vereinscodes.ron")).unwrap(), file, "nothing written");
}

#[test]
fn a_folder_without_codes_says_how_they_come_about() {
    let temp = TempDir::new("club-no-codes");
    let dir = temp.0.to_str().unwrap();
    let out = ok(&["club", "codes", dir]);
    assert!(out.contains("keine Mitgliedercodes") && out.contains("schocken club serve"), "{out}");
    // The app's keys as its command table writes them (issue 35).
    #[cfg(not(target_os = "macos"))]
    assert!(
        out.contains("oder Strg+Umschalt+W in der Ansicht „Verein“ (dort druckt Strg+Umschalt+K die Codezettel)"),
        "{out}"
    );
    assert!(ok(&["--lang", "en", "club", "codes", dir]).contains("no members' codes yet"));
    assert_eq!(ok(&["club", "codes", dir, "--json"]).trim(), "[]");
    assert_eq!(std::fs::read_dir(&temp.0).unwrap().count(), 0, "no codes made");
    // A folder that is not there is bad input, said as the books say it.
    let missing = temp.0.join("fehlt");
    let out = schocken(&["club", "codes", missing.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("fehlt"));
}
