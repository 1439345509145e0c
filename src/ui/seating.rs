//! A list of players in seat order that the referee fills and rearranges by keyboard: a name
//! and Enter adds it, ↑/↓ (with the name field empty) choose a player, Ctrl+↑/↓ move the chosen
//! one, Del removes it, and ↓ while typing takes the name offered from earlier evenings; a seat
//! number and Enter chooses the player on that seat (with twelve players ↑/↓ is a long way). The new
//! evening's players and the seating between games are edited alike, with this one roster.

use super::commands::Cmd;
use eframe::egui::{self, Key, RichText};
use schocken_core::names;
use schocken_core::tr;

/// One change to the list, from a key or a click.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Change {
    Up(usize),
    Down(usize),
    Remove(usize),
}

impl Change {
    fn apply(self, names: &mut Vec<String>) {
        match self {
            Change::Up(i) => names.swap(i, i - 1),
            Change::Down(i) => names.swap(i, i + 1),
            Change::Remove(i) => {
                names.remove(i);
            }
        }
    }

    /// Where the chosen player is after the change.
    fn chosen_after(self, len: usize) -> Option<usize> {
        match self {
            Change::Up(i) => Some(i - 1),
            Change::Down(i) => Some(i + 1),
            Change::Remove(i) => (len > 0).then(|| i.min(len - 1)),
        }
    }
}

/// Why a name was not added. Kept as data and worded when shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotAdded {
    /// Seated already, perhaps spelt with other capitals or spaces (`seated` as written).
    Seated { typed: String, seated: String },
}

impl NotAdded {
    pub fn message(&self) -> String {
        match self {
            NotAdded::Seated { typed, seated } if typed == seated => tr!("setup-already-seated", name = typed.as_str()),
            NotAdded::Seated { typed, seated } => {
                tr!("setup-already-seated-as", name = typed.as_str(), seated = seated.as_str())
            }
        }
    }
}

/// The names in seat order and the name being typed.
#[derive(Default)]
pub struct Roster {
    pub names: Vec<String>,
    typed: String,
    /// The player the arrows and Del act on.
    chosen: Option<usize>,
    /// Names from earlier evenings, offered while typing.
    known: Vec<String>,
    /// Why the last name was not added (until the next key in the field).
    refused: Option<NotAdded>,
}

impl Roster {
    pub fn new(names: Vec<String>, known: Vec<String>) -> Roster {
        Roster { chosen: names.len().checked_sub(1), names, known, ..Roster::default() }
    }

    /// Replaces the names (e.g. the players of last time).
    pub fn set(&mut self, names: Vec<String>) {
        self.chosen = names.len().checked_sub(1);
        self.names = names;
    }

    /// The earlier names that start like the typed one (umlauts typed or not: "Jo" offers Jörg)
    /// and are not seated yet.
    fn offers(&self) -> Vec<&str> {
        let typed = names::Search::new(&self.typed);
        if typed.is_empty() {
            return Vec::new();
        }
        self.known
            .iter()
            .filter(|k| typed.begins(k) && !self.names.iter().any(|n| names::same(n, k)))
            .map(String::as_str)
            .take(5)
            .collect()
    }

    /// Adds the typed name, in the spelling of an earlier evening if it is the same name. A seat
    /// number (`3`) chooses the player on that seat instead, and so does the name of one seated
    /// already (with a word that he is): the keys then act on him.
    fn add(&mut self) {
        let typed = self.typed.split_whitespace().collect::<Vec<_>>().join(" ");
        if typed.is_empty() {
            return;
        }
        if let Some(seat) = typed.parse::<usize>().ok().filter(|n| (1..=self.names.len()).contains(n)) {
            self.chosen = Some(seat - 1);
            self.typed.clear();
            return;
        }
        if let Some(at) = self.names.iter().position(|n| names::same(n, &typed)) {
            self.refused = Some(NotAdded::Seated { typed, seated: self.names[at].clone() });
            self.chosen = Some(at);
            self.typed.clear();
            return;
        }
        let name = self.known.iter().find(|k| names::same(k, &typed)).cloned().unwrap_or(typed);
        self.names.push(name);
        self.chosen = Some(self.names.len() - 1);
        self.typed.clear();
    }

    /// The keys of the list, read before the name field sees them.
    fn keys(&mut self, ui: &egui::Ui, field_focused: bool) -> Option<Change> {
        if !field_focused {
            return None;
        }
        let ctx = ui.ctx();
        if !self.typed.is_empty() {
            if Cmd::FormNext.pressed(ctx)
                && let Some(offer) = self.offers().first()
            {
                self.typed = offer.to_string();
            }
            return None;
        }
        let last = self.names.len().checked_sub(1)?;
        let chosen = self.chosen.map(|c| c.min(last));
        if Cmd::MoveUp.pressed(ui.ctx()) {
            return chosen.filter(|&c| c > 0).map(Change::Up);
        }
        if Cmd::MoveDown.pressed(ui.ctx()) {
            return chosen.filter(|&c| c < last).map(Change::Down);
        }
        if Cmd::FormPrevious.pressed(ctx) {
            self.chosen = Some(chosen.map_or(last, |c| c.saturating_sub(1)));
        } else if Cmd::FormNext.pressed(ctx) {
            self.chosen = Some(chosen.map_or(0, |c| (c + 1).min(last)));
        } else if Cmd::FormRemove.pressed(ctx) {
            return chosen.map(Change::Remove);
        }
        None
    }

    /// The name field and the list. `id` keeps two rosters apart; `remove` is the tooltip of
    /// the remove button (a player struck off, or one who leaves); `focus`: put the keyboard in
    /// the name field now.
    pub fn ui(&mut self, ui: &mut egui::Ui, id: &str, remove: &str, focus: bool) {
        let field = egui::Id::unique(id).with("name");
        let focused = ui.memory(|m| m.has_focus(field));
        let mut change = self.keys(ui, focused);
        ui.horizontal(|ui| {
            let before = self.typed.clone();
            let edit = ui.add(
                chooser_field(&mut self.typed, field)
                    .font(egui::TextStyle::Heading)
                    .desired_width(240.0)
                    .hint_text(tr!("setup-name-hint")),
            );
            if self.typed != before {
                self.refused = None;
            }
            if focus {
                edit.request_focus();
            }
            let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            if ui.add(mouse_only(egui::Button::new(tr!("setup-add")))).clicked() || entered {
                self.add();
                edit.request_focus();
            }
        });
        if let Some(refused) = &self.refused {
            ui.colored_label(ui.visuals().error_fg_color, RichText::new(refused.message()).size(17.0));
        } else if let Some(offers) = Some(self.offers()).filter(|o| !o.is_empty()) {
            let key = Cmd::FormNext.shortcut_text(ui.ctx());
            ui.label(RichText::new(tr!("setup-offers", names = offers.join(", "), key = key)).weak());
        }
        ui.add_space(4.0);
        let count = self.names.len();
        egui::Grid::new(id).num_columns(4).spacing([8.0, 4.0]).show(ui, |ui| {
            for (i, name) in self.names.iter().enumerate() {
                let chosen = self.chosen == Some(i);
                let text = RichText::new(format!("{}. {name}", i + 1)).size(18.0);
                let label = egui::Button::selectable(chosen, if chosen { text.strong() } else { text });
                if ui.add(mouse_only(label)).clicked() {
                    self.chosen = Some(i);
                }
                // Buttons only beside the chosen player: the list stays calm and Tab short.
                if chosen {
                    let button = |text: &str| mouse_only(egui::Button::new(text.to_string()));
                    let up = ui.add_enabled(i > 0, button("↑")).on_hover_text(tr!("setup-move-up"));
                    let down = ui.add_enabled(i + 1 < count, button("↓")).on_hover_text(tr!("setup-move-down"));
                    let gone = ui.add(button("×")).on_hover_text(remove);
                    change = change
                        .or(up.clicked().then_some(Change::Up(i)))
                        .or(down.clicked().then_some(Change::Down(i)))
                        .or(gone.clicked().then_some(Change::Remove(i)));
                }
                ui.end_row();
            }
        });
        if let Some(change) = change {
            change.apply(&mut self.names);
            self.chosen = change.chosen_after(self.names.len());
        }
        let (up, down) = (Cmd::MoveUp.shortcut_text(ui.ctx()), Cmd::MoveDown.shortcut_text(ui.ctx()));
        let (choose, remove) = (
            super::commands::pair(ui.ctx(), Cmd::FormPrevious, Cmd::FormNext),
            Cmd::FormRemove.shortcut_text(ui.ctx()),
        );
        ui.label(
            RichText::new(tr!("setup-roster-keys", up = up, down = down, choose = choose, remove = remove)).weak(),
        );
    }
}

/// A one-line field whose ↑/↓ choose in a list beside it (players, rule sets) instead of
/// moving the keyboard to another widget.
pub fn chooser_field(text: &mut String, id: egui::Id) -> egui::TextEdit<'_> {
    let arrows = egui::EventFilter { horizontal_arrows: true, vertical_arrows: true, ..Default::default() };
    egui::TextEdit::singleline(text).id(id).event_filter(arrows)
}

/// A button for the mouse that Tab passes over: the keys already do what it does, and the
/// referee's Tab goes from the name field straight on to what comes next.
pub fn mouse_only(button: egui::Button<'_>) -> egui::Button<'_> {
    button.sense(egui::Sense::CLICK)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_move_and_remove() {
        let mut names: Vec<String> = ["Anna", "Ben", "Carl"].map(String::from).to_vec();
        Change::Up(2).apply(&mut names);
        assert_eq!(names, ["Anna", "Carl", "Ben"]);
        Change::Down(0).apply(&mut names);
        assert_eq!(names, ["Carl", "Anna", "Ben"]);
        Change::Remove(1).apply(&mut names);
        assert_eq!(names, ["Carl", "Ben"]);
        assert_eq!(Change::Remove(1).chosen_after(1), Some(0));
        assert_eq!(Change::Remove(0).chosen_after(0), None);
    }

    #[test]
    fn capitals_and_spaces_do_not_make_another_player() {
        let mut roster = Roster::new(vec!["Jörg".into()], vec!["Anna Lena".into()]);
        roster.typed = " jörg ".into();
        roster.add();
        assert_eq!(roster.names, ["Jörg"]);
        assert_eq!(roster.refused, Some(NotAdded::Seated { typed: "jörg".into(), seated: "Jörg".into() }));
        assert_eq!(roster.chosen, Some(0), "the keys act on the player seated already");
        roster.typed = "anna   lena".into();
        roster.add();
        assert_eq!(roster.names, ["Jörg", "Anna Lena"], "the earlier spelling is kept");
    }

    #[test]
    fn earlier_names_are_offered_with_umlauts_typed_or_not() {
        let known = ["Jörg", "Bärbel", "Bernd", "Joachim"].map(String::from).to_vec();
        let mut roster = Roster::new(vec!["Joachim".into()], known);
        for typed in ["jo", "Jor", "JOE"] {
            roster.typed = typed.into();
            assert_eq!(roster.offers(), ["Jörg"], "{typed}");
        }
        roster.typed = "bae".into();
        assert_eq!(roster.offers(), ["Bärbel"]);
        roster.typed = "b".into();
        assert_eq!(roster.offers(), ["Bärbel", "Bernd"]);
    }

    #[test]
    fn a_seat_number_chooses_the_player_on_it() {
        let names: Vec<String> = (1..=12).map(|i| format!("P{i}")).collect();
        let mut roster = Roster::new(names.clone(), Vec::new());
        for (typed, chosen) in [("3", Some(2)), (" 12 ", Some(11)), ("1", Some(0))] {
            roster.typed = typed.into();
            roster.add();
            assert_eq!((roster.chosen, roster.typed.as_str()), (chosen, ""), "{typed:?}");
        }
        assert_eq!(roster.names, names, "nobody added");
        roster.typed = "13".into();
        roster.add();
        assert_eq!(roster.names.last().map(String::as_str), Some("13"), "no such seat: a name like any other");
    }
}
