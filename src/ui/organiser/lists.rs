//! The registration list (quick add by Enter, teams, start numbers, withdrawal, names of past
//! evenings) and the standings (players, teams, the Schock-Out prize).

use eframe::egui::{self};
use schocken_core::names::{self, Search};
use schocken_core::tournament::columns::Column;
use schocken_core::tournament::game::Pid;
use schocken_core::tournament::organise::registered;
use schocken_core::tournament::replay::Player;

/// How many names of past evenings are offered at once.
pub(super) const OFFERED: usize = 8;
/// The height of a row in the long lists (registration, standings).
pub(super) const ROW: f32 = 24.0;

/// The names offered for what is typed: those of past evenings (and the club's registry) the
/// names module's search finds — "jurg" finds Jürgen, "Joerg" Jörg — that are not registered
/// yet, those beginning with it first. A name the typed one already is (but for case and
/// accents) comes first as typed, so Enter keeps the organiser's spelling.
pub(super) fn offered<'a>(known: &'a [String], players: &'a [Player]) -> impl Fn(&str) -> Vec<egui::Suggestion> + 'a {
    move |typed: &str| {
        let search = Search::new(typed);
        if search.is_empty() {
            return Vec::new();
        }
        let free = |k: &&String| search.finds(k) && registered(players, k).is_none();
        let (mut first, rest): (Vec<&String>, Vec<&String>) = known.iter().filter(free).partition(|k| search.begins(k));
        first.extend(rest);
        let typed = names::tidy(typed);
        let same = first.iter().position(|k| names::key(k) == names::key(&typed));
        let mut offered: Vec<egui::Suggestion> = Vec::new();
        if let Some(i) = same {
            first.remove(i);
            offered.push(egui::Suggestion::new(typed));
        }
        offered.extend(first.into_iter().map(|k| egui::Suggestion::new(k.as_str())));
        offered.truncate(OFFERED);
        offered
    }
}

/// The quick-add line.
pub(super) struct Registration {
    pub(super) name: String,
    pub(super) team: String,
    /// Player names of the club's past evenings.
    pub(super) known: Vec<String>,
    /// The name field takes the keyboard next frame.
    pub(super) focus: bool,
    /// The names offered were on screen last frame (a fee key then takes the highlighted one).
    pub(super) offering: bool,
    /// The player being renamed and the name typed for him.
    pub(super) renaming: Option<(Pid, String)>,
}

impl Registration {
    pub(super) fn new(mut known: Vec<String>) -> Registration {
        names::sort_by_name(&mut known, String::as_str);
        known.dedup_by_key(|n| names::key(n));
        Registration { name: String::new(), team: String::new(), known, focus: true, offering: false, renaming: None }
    }

    /// Names the club's player registry knows, offered from now on too.
    pub(super) fn learn(&mut self, names: Vec<String>) {
        self.known.extend(names);
        names::sort_by_name(&mut self.known, String::as_str);
        self.known.dedup_by_key(|n| names::key(n));
    }

    /// The name typed and not registered yet.
    pub(super) fn typed(&self) -> &str {
        self.name.trim()
    }
}

/// A standings column's width on the screen: the figures as wide as they need; name and team
/// none of their own (they share what is left, [`share`]).
pub(super) fn width(column: Column) -> f32 {
    match column {
        Column::Place => 56.0,
        Column::Number => 48.0,
        Column::Name | Column::Team => 0.0,
        Column::KnockOut => 140.0,
        Column::GamesLost => 80.0,
        Column::SchockOuts => 96.0,
        _ => 64.0,
    }
}

/// The part of the room left over that name and team take.
pub(super) fn share(column: Column) -> f32 {
    match column {
        Column::Name => 0.6,
        Column::Team => 0.4,
        _ => 0.0,
    }
}
