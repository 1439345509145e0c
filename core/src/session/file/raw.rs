//! A session file as read, before any check: ron's and the fast reader's (`fast.rs`) shared
//! result, in a file of its own so the two readers use it without using each other.

use super::rules::RawRules;
use serde::Deserialize;

/// A session file as read, before any check. Public only for the tests that compare the two
/// readers (`parse_fast_only`, `parse_ron_only`).
#[doc(hidden)]
#[derive(Debug, PartialEq, Deserialize)]
#[serde(rename = "Session", deny_unknown_fields)]
pub struct RawSession {
    pub(super) format: i64,
    #[serde(default)]
    pub(super) title: Option<String>,
    #[serde(default)]
    pub(super) started: Option<String>,
    #[serde(default)]
    pub(super) place: Option<String>,
    #[serde(default)]
    pub(super) tournament: Option<RawTableRef>,
    pub(super) rules: RawRules,
    pub(super) players: Vec<String>,
    pub(super) events: Vec<RawEvent>,
    /// The entries of a round being entered when the file was saved.
    #[serde(default)]
    pub(super) draft: Vec<RawEntry>,
}

/// `tournament: (round: 2, table: 3)`.
#[derive(Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawTableRef {
    pub(super) round: i64,
    pub(super) table: i64,
}

#[derive(Debug, PartialEq, Deserialize)]
#[serde(rename = "Event", deny_unknown_fields)]
pub(super) enum RawEvent {
    Starter(String),
    Round(Vec<RawEntry>),
    Penalty { player: String, kind: RawPenalty },
    RollOff(Vec<(String, i64)>),
    Note(String),
    Seats(Vec<String>),
    Sudden,
}

#[derive(Debug, PartialEq, Deserialize)]
#[serde(rename = "Round", deny_unknown_fields)]
pub(super) enum RawEntry {
    Throw {
        player: String,
        dice: (i64, i64, i64),
        throws: i64,
        #[serde(default)]
        hand: Option<bool>,
    },
    Take {
        player: String,
    },
}

#[derive(Debug, PartialEq, Deserialize)]
#[serde(rename = "kind")]
pub(super) enum RawPenalty {
    DroppedDice,
    Lustwurf,
}
