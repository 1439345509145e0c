//! A list of players in seat order that the referee rearranges: move up, move down, remove.
//! The new evening's players and the seating between games are edited alike.

use eframe::egui;

/// One change to the list, asked for by a click.
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
}

/// Shows the names numbered in seat order with buttons to move or remove each; `remove` is the
/// tooltip of the remove button (a player struck off, or one who leaves).
pub fn edit(ui: &mut egui::Ui, id: &str, names: &mut Vec<String>, remove: &str) {
    let mut change = None;
    let count = names.len();
    egui::Grid::new(id).num_columns(4).striped(true).show(ui, |ui| {
        for (i, name) in names.iter().enumerate() {
            ui.label(format!("{}. {name}", i + 1));
            if ui.add_enabled(i > 0, egui::Button::new("↑")).on_hover_text(crate::tr!("setup-move-up")).clicked() {
                change = Some(Change::Up(i));
            }
            let down = egui::Button::new("↓");
            if ui.add_enabled(i + 1 < count, down).on_hover_text(crate::tr!("setup-move-down")).clicked() {
                change = Some(Change::Down(i));
            }
            if ui.button("×").on_hover_text(remove).clicked() {
                change = Some(Change::Remove(i));
            }
            ui.end_row();
        }
    });
    if let Some(change) = change {
        change.apply(names);
    }
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
    }
}
