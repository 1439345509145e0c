//! The Verein view's pages drawn (kept apart from the view's keys and changes in `club.rs`): the
//! tab with the last evening, a season's table with its awards, the hall of fame, and the grid
//! they (and the payments' page) are laid out in.

use super::charts;
use super::live::Books;
use crate::io::club_folder;
use eframe::egui::{self, RichText};
use schocken_core::club::{Day, Money, SeasonTable, words};
use schocken_core::tr;

/// The folder's files the books passed over or counted only for the tab (CLUB.md 2), each in
/// words, as the command line says them on stderr: someone should look at them.
pub(super) fn passed_over(ui: &mut egui::Ui, notices: &[club_folder::Notice]) {
    if notices.is_empty() {
        return;
    }
    let heading = RichText::new(tr!("verein-passed-over", count = notices.len())).color(ui.visuals().warn_fg_color);
    ui.label(heading.strong());
    for notice in notices {
        ui.label(RichText::new(notice.message()).weak());
    }
    ui.add_space(8.0);
}

/// Rows of cells as a striped grid, the first row as heads, the `chosen` row (counted after the
/// heads) marked and, where `scroll`, scrolled into view; `right`: columns aligned right. Where
/// rows are `choosable`, a click on a row chooses it: its place (after the heads) is returned.
pub(super) fn grid(
    ui: &mut egui::Ui,
    id: &str,
    rows: &[Vec<String>],
    right: &[usize],
    choosable: bool,
    chosen: Option<usize>,
    scroll: bool,
) -> Option<usize> {
    let sense = if choosable { egui::Sense::click() } else { egui::Sense::hover() };
    let mut clicked = None;
    egui::Grid::new(id).striped(true).spacing([18.0, 4.0]).show(ui, |ui| {
        for (r, row) in rows.iter().enumerate() {
            let is_chosen = chosen.is_some_and(|c| c + 1 == r);
            let marked = r == 0 || is_chosen;
            for (c, cell) in row.iter().enumerate() {
                let cell = if c == 0 && r > 0 && marked { format!("▶ {cell}") } else { cell.clone() };
                let text = if marked { RichText::new(cell).strong() } else { RichText::new(cell) };
                let label = egui::Label::new(text).sense(sense).selectable(false);
                let response = if right.contains(&c) {
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| ui.add(label)).inner
                } else {
                    ui.add(label)
                };
                if r > 0 && response.clicked() {
                    clicked = Some(r - 1);
                }
                if is_chosen && scroll && c == 0 {
                    response.scroll_to_me(None);
                }
            }
            ui.end_row();
        }
    });
    clicked
}

/// The tab, the chosen person marked (scrolled into view where `scroll`); the person clicked.
pub(super) fn tab_page(ui: &mut egui::Ui, books: &Books, chosen: usize, scroll: bool) -> Option<usize> {
    ui.label(RichText::new(words::tab_title(&books.tab)).size(18.0));
    let mut rows = vec![words::tab_heads()];
    rows.extend(words::tab_rows(&books.tab));
    grid(ui, "verein-tab", &rows, words::TAB_RIGHT, true, Some(chosen), scroll)
}

/// The last evening: each person's marks at its price, the chosen person marked; the person clicked.
pub(super) fn evening_page<'a>(
    ui: &mut egui::Ui,
    books: &Books,
    date: Day,
    rows: &'a [(String, u32, Option<Money>)],
    chosen: Option<&str>,
) -> Option<&'a String> {
    let mut clicked = None;
    ui.add_space(12.0);
    ui.label(RichText::new(tr!("verein-evening", date = date.shown())).size(18.0));
    for (person, marks, amount) in rows {
        let amount = amount.map_or_else(|| tr!("verein-no-price"), |a| a.to_string());
        let line = if books.ticked(person, date) {
            tr!("verein-evening-paid", player = person.as_str(), marks = *marks, amount = amount)
        } else {
            tr!("verein-evening-line", player = person.as_str(), marks = *marks, amount = amount)
        };
        if ui.selectable_label(chosen == Some(person.as_str()), RichText::new(line).size(17.0)).clicked() {
            clicked = Some(person);
        }
    }
    clicked
}

pub(super) fn season_page(ui: &mut egui::Ui, table: &SeasonTable) {
    ui.label(RichText::new(words::season_title(table)).size(18.0));
    let mut rows = vec![words::season_heads(table)];
    rows.extend(words::season_rows(table));
    grid(ui, "verein-season", &rows, &words::season_right(table), false, None, false);
    ui.add_space(10.0);
    ui.label(RichText::new(tr!("verein-awards")).strong());
    let awards: Vec<Vec<String>> = words::award_lines(&table.awards).into_iter().map(|(a, b)| vec![a, b]).collect();
    grid(ui, "verein-awards", &awards, &[], false, None, false);
    ui.add_space(12.0);
    charts::season_chart(ui, table);
}

/// The seasons already over, newest first, with who won them.
pub(super) fn fame_page(ui: &mut egui::Ui, seasons: &[SeasonTable], today: Day) {
    ui.label(RichText::new(tr!("verein-fame")).size(18.0));
    let mut over: Vec<&SeasonTable> = seasons.iter().filter(|s| s.to < today).collect();
    over.sort_by_key(|s| std::cmp::Reverse(s.to));
    if over.is_empty() {
        ui.label(tr!("verein-fame-empty"));
    }
    for s in over {
        let winners: Vec<&str> = s.standings.iter().filter(|p| p.place == Some(1)).map(|p| p.player.as_str()).collect();
        let winners = if winners.is_empty() { tr!("verein-award-nobody") } else { winners.join(", ") };
        ui.label(RichText::new(tr!("verein-fame-line", season = s.season.as_str(), winners = winners)).size(17.0));
    }
}
