//! The standings' columns, declared once ([`COLUMNS`]): each column's id (the key of
//! `standings --json`, TOURNAMENT.md section 8), its head (a Fluent message), how it is aligned,
//! which media show it, and its value for a player's line. The organiser's screen, the projector,
//! the printed standings, `schocken tournament standings` and its `--json` all take their
//! columns, heads and cells from here, in this order; a medium decides only how wide a column
//! is drawn.

use super::RoundNo;
use super::knockout::{Alive, KnockOut};
use super::replay::Tournament;
use super::standings::{Row, Standings, TeamRow};
use crate::i18n::{self, Arg};
use crate::tr;
use serde_json::{Value, json};

/// Where standings are shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Medium {
    /// The organiser's window.
    Screen,
    /// The room's screen, read from ten metres.
    Projector,
    /// The printed standings.
    Print,
    /// `schocken tournament standings` in a terminal.
    Text,
    /// `schocken tournament standings --json`.
    Json,
}

impl Medium {
    /// The `$medium` of the heads' messages, which word a head differently where a medium needs it.
    fn id(self) -> &'static str {
        match self {
            Medium::Screen => "screen",
            Medium::Projector => "projector",
            Medium::Print => "print",
            Medium::Text => "text",
            Medium::Json => "json",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
}

/// What a column shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Column {
    Place,
    /// The start number.
    Number,
    Name,
    Team,
    Points,
    Games,
    GamesLost,
    HalvesLost,
    FinalsLost,
    Durchmarsch,
    SchockOuts,
    Withdrawn,
    /// The state in the latest knock-out round.
    KnockOut,
}

/// One column of the standings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spec {
    pub column: Column,
    /// The key of `standings --json`.
    pub id: &'static str,
    /// The head's Fluent message (given the medium as `$medium`).
    head: &'static str,
    pub align: Align,
    media: &'static [Medium],
}

use Align::{Left, Right};
use Medium::{Json, Print, Projector, Screen, Text};

const EVERYWHERE: &[Medium] = &[Screen, Projector, Print, Text, Json];
const LISTS: &[Medium] = &[Screen, Print, Text, Json];

/// Every column, in the order every medium shows them (section 8's key order).
pub const COLUMNS: &[Spec] = &[
    Spec { column: Column::Place, id: "place", head: "standings-col-place", align: Right, media: EVERYWHERE },
    Spec { column: Column::Number, id: "number", head: "standings-col-number", align: Right, media: &[Screen] },
    Spec { column: Column::Name, id: "player", head: "standings-col-name", align: Left, media: EVERYWHERE },
    Spec { column: Column::Team, id: "team", head: "standings-col-team", align: Left, media: LISTS },
    Spec { column: Column::Points, id: "points", head: "standings-col-points", align: Right, media: EVERYWHERE },
    Spec { column: Column::Games, id: "games", head: "standings-col-games", align: Right, media: LISTS },
    Spec { column: Column::GamesLost, id: "games_lost", head: "standings-col-lost", align: Right, media: LISTS },
    Spec { column: Column::HalvesLost, id: "halves_lost", head: "standings-col-halves", align: Right, media: &[Json] },
    Spec { column: Column::FinalsLost, id: "finals_lost", head: "standings-col-finals", align: Right, media: &[Json] },
    Spec {
        column: Column::Durchmarsch,
        id: "durchmarsch",
        head: "standings-col-durchmarsch",
        align: Right,
        media: &[Json],
    },
    Spec {
        column: Column::SchockOuts,
        id: "schock_outs",
        head: "standings-col-schock-outs",
        align: Right,
        media: &[Screen, Print, Json],
    },
    Spec { column: Column::Withdrawn, id: "withdrawn", head: "standings-col-withdrawn", align: Left, media: &[Json] },
    Spec { column: Column::KnockOut, id: "knockout", head: "standings-col-knockout", align: Left, media: EVERYWHERE },
];

/// The columns `medium` shows of standings `s`, in order. People's lists leave out the
/// knock-out column until somebody was seated in a knock-out round.
pub fn shown(medium: Medium, s: &Standings) -> Vec<&'static Spec> {
    of(medium, s.rows.iter().any(|r| r.knockout.is_some()))
}

/// The columns `medium` shows, in order; `knockout`: somebody was seated in a knock-out round.
pub fn of(medium: Medium, knockout: bool) -> Vec<&'static Spec> {
    COLUMNS
        .iter()
        .filter(|c| c.media.contains(&medium))
        .filter(|c| c.column != Column::KnockOut || knockout || medium == Json)
        .collect()
}

/// The declaration of `column`.
pub fn spec(column: Column) -> &'static Spec {
    COLUMNS.iter().find(|c| c.column == column).unwrap_or(&COLUMNS[0])
}

/// The team standings' columns, in order: every medium that lists the teams (print, spreadsheet,
/// terminal) heads and fills them from here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TeamColumn {
    Place,
    Team,
    Points,
    /// The team's players, in registration order.
    Members,
}

impl TeamColumn {
    /// The columns `medium` shows: the terminal leaves the members out.
    pub fn shown(medium: Medium) -> &'static [TeamColumn] {
        use TeamColumn::*;
        match medium {
            Medium::Text | Medium::Projector => &[Place, Team, Points],
            Medium::Screen | Medium::Print | Medium::Json => &[Place, Team, Points, Members],
        }
    }

    /// The head as `medium` words it (the standings' heads where the column is theirs too).
    pub fn head(self, medium: Medium) -> String {
        match self {
            TeamColumn::Place => spec(Column::Place).head(medium),
            TeamColumn::Team => spec(Column::Team).head(medium),
            TeamColumn::Points => spec(Column::Points).head(medium),
            TeamColumn::Members => tr!("standings-col-members"),
        }
    }

    pub fn align(self) -> Align {
        match self {
            TeamColumn::Place | TeamColumn::Points => Align::Right,
            TeamColumn::Team | TeamColumn::Members => Align::Left,
        }
    }

    /// The cell of a team's line of the standings of `t`.
    pub fn text(self, t: &Tournament, row: &TeamRow) -> String {
        match self {
            TeamColumn::Place => place(row.place),
            TeamColumn::Team => row.team.clone(),
            TeamColumn::Points => row.points.to_string(),
            TeamColumn::Members => {
                row.players.iter().map(|&p| t.players[p].name.as_str()).collect::<Vec<_>>().join(", ")
            }
        }
    }
}

/// A place as every list writes it: `3.`.
pub fn place(place: usize) -> String {
    format!("{place}.")
}

/// A knock-out state in words: `noch 2 Leben`, `weiter`, `raus`; with its round where given
/// (`Rd. 4: weiter`: the lists on the desk and on paper, which show every round's).
pub fn alive_words(alive: Alive, round: Option<RoundNo>) -> String {
    let state = match alive {
        Alive::Lives(lives) => tr!("standings-ko-lives", lives = lives),
        Alive::Through => tr!("standings-ko-through"),
        Alive::Out => tr!("standings-ko-out"),
    };
    match round {
        Some(round) => tr!("standings-ko-round", round = round, state = state),
        None => state,
    }
}

impl Spec {
    /// The head as `medium` words it.
    pub fn head(&self, medium: Medium) -> String {
        i18n::message(self.head, &[("medium", Arg::from(medium.id()))])
    }

    /// The cell of `row` (a line of standings of `t`) as `medium` shows it.
    pub fn text(&self, t: &Tournament, row: &Row, medium: Medium) -> String {
        let player = &t.players[row.player];
        match self.column {
            Column::Place => place(row.place),
            Column::Number => super::organise::start_number(row.player).to_string(),
            // Lists name a withdrawn player so; the projector shows who is still playing.
            Column::Name if player.withdrawn && medium != Projector => {
                tr!("standings-withdrawn", name = player.name.as_str())
            }
            Column::Name => player.name.clone(),
            Column::Team => player.team.clone().unwrap_or_default(),
            Column::Points => row.points.to_string(),
            Column::Games => row.games.to_string(),
            Column::GamesLost => row.games_lost.to_string(),
            Column::HalvesLost => row.halves_lost.to_string(),
            Column::FinalsLost => row.finals_lost.to_string(),
            Column::Durchmarsch => row.durchmarsch.to_string(),
            Column::SchockOuts => row.schock_outs.to_string(),
            Column::Withdrawn => player.withdrawn.to_string(),
            Column::KnockOut => row.knockout.map_or_else(String::new, |k| knockout_words(k, medium)),
        }
    }

    /// The value of `row` in `standings --json` (section 8).
    pub fn json(&self, t: &Tournament, row: &Row) -> Value {
        let player = &t.players[row.player];
        match self.column {
            Column::Place => json!(row.place),
            Column::Number => json!(super::organise::start_number(row.player)),
            Column::Name => json!(player.name),
            Column::Team => json!(player.team),
            Column::Points => json!(row.points),
            Column::Games => json!(row.games),
            Column::GamesLost => json!(row.games_lost),
            Column::HalvesLost => json!(row.halves_lost),
            Column::FinalsLost => json!(row.finals_lost),
            Column::Durchmarsch => json!(row.durchmarsch),
            Column::SchockOuts => json!(row.schock_outs),
            Column::Withdrawn => json!(player.withdrawn),
            Column::KnockOut => {
                json!(row.knockout.map(|k| json!({ "round": k.round, "lives": k.lives, "out": k.out })))
            }
        }
    }
}

/// A knock-out state as `medium` words it: the room's screen shows the latest state alone.
fn knockout_words(k: KnockOut, medium: Medium) -> String {
    alive_words(k.alive(), (medium != Projector).then_some(k.round))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_column_has_its_own_id_and_the_json_keys_are_section_8s() {
        let ids: Vec<&str> = COLUMNS.iter().map(|c| c.id).collect();
        let mut unique = ids.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), ids.len());
        let json: Vec<&str> = COLUMNS.iter().filter(|c| c.media.contains(&Json)).map(|c| c.id).collect();
        let section_8 = [
            "place",
            "player",
            "team",
            "points",
            "games",
            "games_lost",
            "halves_lost",
            "finals_lost",
            "durchmarsch",
            "schock_outs",
            "withdrawn",
            "knockout",
        ];
        assert_eq!(json, section_8);
    }
}
