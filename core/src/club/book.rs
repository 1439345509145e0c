//! Changing `verein.ron` (its one writer is the app on the club laptop, CLUB.md 2): the file
//! written back in one layout, an event added, an event taken away. Pure: `io::club_book` reads
//! and writes the text under the folder's lock.

use super::file::{ClubEvent, ClubFile, Payment, Ranking};
use crate::session::file::{rules_ron, string};

impl ClubFile {
    /// The file's text: the header, then one event a line, in the file's order (a correction
    /// keeps its place after what it corrects).
    pub fn write(&self) -> String {
        let mut out = String::from("Club(\n    format: 1,\n"); // i18n-ok: file syntax
        if let Some(name) = &self.name {
            out += &format!("    name: {},\n", string(name)); // i18n-ok: file syntax
        }
        if let Some(rules) = &self.rules {
            out += &format!("    rules: {},\n", rules_ron(rules)); // i18n-ok: file syntax
        }
        out += "    events: [\n"; // i18n-ok: file syntax
        for event in &self.events {
            out += &format!("        {},\n", event_ron(event));
        }
        out + "    ],\n)\n"
    }
}

fn event_ron(event: &ClubEvent) -> String {
    let note = |n: &Option<String>| n.as_deref().map_or_else(String::new, |n| format!(", note: {}", string(n)));
    let payment = |kind: &str, p: &Payment| {
        format!(
            "{kind}(player: {}, cents: {}, date: \"{}\"{})", // i18n-ok: file syntax
            string(&p.player),
            p.amount.as_cents(),
            p.date,
            note(&p.note)
        )
    };
    match event {
        ClubEvent::Price { from, price } => format!("Price(from: \"{from}\", cents: {})", price.as_cents()), // i18n-ok: file syntax
        ClubEvent::Paid(p) => payment("Paid", p),
        ClubEvent::Waived(p) => payment("Waived", p), // i18n-ok: the file's spelling
        ClubEvent::Season(s) => format!(
            "Season(name: {}, from: \"{}\", to: \"{}\", min_evenings: {}, ranking: {})", // i18n-ok: file syntax
            string(&s.name),
            s.from,
            s.to,
            s.min_evenings,
            ranking_ron(s.ranking)
        ),
    }
}

fn ranking_ron(ranking: Ranking) -> &'static str {
    match ranking {
        Ranking::LossRate => "LossRate",     // i18n-ok: the file's spelling
        Ranking::HalfPoints => "HalfPoints", // i18n-ok: the file's spelling
        Ranking::Theimann => "Theimann",     // i18n-ok: the file's spelling
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_written_file_reads_back_the_same() {
        let text = r#"(format: 1, name: "Zur \"Linde\"", rules: (preset: "kalk", siebener: 7), events: [
            Price(from: "2026-01-01", cents: 50), Paid(player: "Jörg", cents: 300, date: "2026-02-05", note: "bar"),
            Waived(player: "Anna", cents: 100, date: "2026-03-01"),
            Season(name: "2026", from: "2026-01-01", to: "2026-12-31", min_evenings: 10, ranking: Theimann)])"#;
        let club = ClubFile::parse(text).unwrap();
        let written = club.write();
        assert_eq!(ClubFile::parse(&written).unwrap(), club);
        assert!(written.contains("    rules: (preset: \"kalk\", siebener: 7),\n"), "{written}");
        assert!(written.contains("        Paid(player: \"Jörg\", cents: 300, date: \"2026-02-05\", note: \"bar\"),\n"));
    }
}
