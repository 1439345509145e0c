//! What a tournament's live model works out once per change for its readers beyond the
//! standings themselves: `GET /api/standings` as answered (PHONES.md sections 4 and 6: the text
//! of `tournament standings --json`, shared by every answer, with its ETag) and who is through
//! at a decided knock-out table (the hall page's words).

use bytes::Bytes;
use schocken_core::tournament::knockout::Alive;
use schocken_core::tournament::replay::Tournament;
use schocken_core::tournament::standings::Standings;
use std::hash::{DefaultHasher, Hash as _, Hasher as _};

/// The standings as answered: the text of `tournament standings --json` (shared by every answer
/// that sends it) and its ETag.
#[derive(Debug)]
pub struct Answer {
    pub text: Bytes,
    pub tag: String,
}

impl Answer {
    /// The standings `s` of `t`, rendered; the tag is the text's hash, so the same standings
    /// keep their tag whatever changed in the folder.
    pub fn of(t: &Tournament, s: &Standings) -> Answer {
        let text = schocken_core::tournament::json::standings_text(t, s);
        let mut hasher = DefaultHasher::new();
        text.hash(&mut hasher);
        Answer { tag: format!("\"{:016x}\"", hasher.finish()), text: text.into() }
    }
}

/// What the hall page says of the knock-out beside the standings' JSON, which gives each player's
/// lives and whether he is out but not whether his table is decided (TOURNAMENT.md 8): who is
/// through ("weiter") and, after the final, who won ("Sieger") — never "noch 2 Leben" for them.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Through {
    /// Those whose table of the last knock-out round they were seated in is decided, and who
    /// advance from it; by name.
    pub names: Vec<String>,
    /// The tournament's winner, once its final is decided (`report::prizes::winner`).
    pub winner: Option<String>,
}

impl Through {
    pub fn of(t: &Tournament, s: &Standings) -> Through {
        let name = |p: schocken_core::tournament::game::Pid| t.players[p].name.clone();
        let mut names: Vec<String> = s
            .rows
            .iter()
            .filter(|r| r.knockout.is_some_and(|k| k.alive() == Alive::Through))
            .map(|r| name(r.player))
            .collect();
        names.sort_by(|a, b| schocken_core::names::order(a, b));
        Through { names, winner: schocken_core::report::prizes::winner(t, s).map(name) }
    }
}
