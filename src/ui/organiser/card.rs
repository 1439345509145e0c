//! A table's card typed in: a grid with a line per game (the losers of half 1, half 2 and the
//! final by start number or initials, Schock-Outs, and the exit order or points where the scheme
//! needs them). What the card says is checked by the replay while it is typed; Enter saves it.

use super::{Running, field};
use crate::tournament::file::{Event, RoundKind};
use crate::tournament::organise::{self, CardRow, RowProblem, TokenError, start_number};
use crate::tr;
use eframe::egui::{self, Key, RichText};

/// Rows a knock-out card offers beyond its games (it plays until decided).
const SPARE_ROWS: usize = 1;

pub(super) struct CardForm {
    /// The round and table typed (from 1); round 0 where nothing is drawn.
    round: usize,
    table: usize,
    rows: Vec<CardRow>,
    /// The round and table whose card the rows hold.
    loaded: Option<(usize, usize)>,
    /// What is wrong with the rows as they stand; `None` where they make a card.
    check: Option<String>,
    /// The table number typed to switch tables.
    goto: String,
    /// The first empty line's first cell takes the keyboard next frame.
    focus: bool,
}

impl CardForm {
    /// The latest round's first table that is not done.
    pub(super) fn new(t: &crate::tournament::replay::Tournament) -> CardForm {
        let round = t.rounds.len();
        let table = t.rounds.last().map_or(1, |r| {
            1 + r.tables.iter().position(|table| !organise::table_done(r.kind, r.games, table)).unwrap_or(0)
        });
        CardForm { round, table, rows: Vec::new(), loaded: None, check: None, goto: String::new(), focus: true }
    }
}

fn token_message(e: &TokenError) -> String {
    match e {
        TokenError::Unknown(t) => tr!("organiser-token-unknown", token = t.as_str()),
        TokenError::Ambiguous(t) => tr!("organiser-token-ambiguous", token = t.as_str()),
        TokenError::BadPoints(t) => tr!("organiser-token-points", token = t.as_str()),
    }
}

impl Running {
    /// Loads the selected table's card (or empty rows) into the grid.
    fn load_card(&mut self) {
        let f = &mut self.card;
        f.rows.clear();
        f.check = None;
        f.focus = true;
        f.loaded = Some((f.round, f.table));
        let Some(round) = self.t.rounds.get(f.round.wrapping_sub(1)) else { return };
        if round.tables.get(f.table.wrapping_sub(1)).is_none() {
            return;
        }
        let card = self.file.events.iter().rev().find_map(|e| match e {
            Event::Card { round, table, games } if *round as usize == f.round && *table as usize == f.table => {
                Some(games)
            }
            _ => None,
        });
        f.rows = card.iter().flat_map(|games| games.iter()).map(|g| CardRow::of(g, &self.t.players)).collect();
        let wanted = match round.kind {
            RoundKind::Points => round.games as usize,
            RoundKind::KnockOut { .. } => f.rows.len() + SPARE_ROWS,
        };
        f.rows.resize(wanted.max(f.rows.len()), CardRow::default());
    }

    /// The card the rows make, checked by replaying the file with it; the problem worded.
    fn typed_card(&self) -> Result<Event, String> {
        let f = &self.card;
        let round = self.t.rounds.get(f.round.wrapping_sub(1)).ok_or_else(|| tr!("organiser-no-draw-yet"))?;
        let table = round.tables.get(f.table.wrapping_sub(1)).ok_or_else(|| tr!("organiser-no-such-table"))?;
        let games = organise::card_games(&f.rows, &table.players, &self.t.players).map_err(|p| match p {
            RowProblem::Incomplete { game } => tr!("organiser-row-incomplete", game = game),
            RowProblem::Token { game, error } => {
                tr!("organiser-row-token", game = game, problem = token_message(&error))
            }
        })?;
        let event = Event::Card { round: f.round as u32, table: f.table as u32, games };
        let mut trial = self.file.clone();
        put_card(&mut trial.events, event.clone());
        crate::tournament::replay::replay(&trial, &self.sessions).map_err(|r| r.problem.message())?;
        Ok(event)
    }

    fn save_card(&mut self) {
        match self.typed_card() {
            Ok(event) => {
                let (round, table) = (self.card.round, self.card.table);
                if self.change(|events| put_card(events, event)) {
                    self.tell(tr!("organiser-card-saved", round = round, table = table));
                    self.card.check = None;
                    self.card.focus = true;
                    self.next_table();
                }
            }
            Err(problem) => self.refuse(problem),
        }
    }

    /// Once the table is done, the next table of the round that is not.
    fn next_table(&mut self) {
        let Some(r) = self.t.rounds.get(self.card.round - 1) else { return };
        let done = |i: usize| organise::table_done(r.kind, r.games, &r.tables[i]);
        if !done(self.card.table - 1) {
            return;
        }
        let n = r.tables.len();
        if let Some(next) = (0..n).map(|k| (self.card.table + k) % n).find(|&i| !done(i)) {
            self.card.table = next + 1;
        }
    }

    pub(super) fn card_ui(&mut self, ui: &mut egui::Ui) {
        if self.t.rounds.is_empty() {
            ui.label(tr!("organiser-no-draw-yet"));
            return;
        }
        if !(1..=self.t.rounds.len()).contains(&self.card.round) {
            self.card = CardForm::new(&self.t);
        }
        if self.card.loaded != Some((self.card.round, self.card.table)) {
            self.load_card();
        }
        let mut select = None;
        ui.horizontal(|ui| {
            for r in 1..=self.t.rounds.len() {
                if ui.selectable_label(self.card.round == r, tr!("organiser-round", round = r)).clicked() {
                    select = Some((r, 1));
                }
            }
        });
        let round = &self.t.rounds[self.card.round - 1];
        let done = round.tables.iter().filter(|t| organise::table_done(round.kind, round.games, t)).count();
        ui.strong(tr!("organiser-tables-done", done = done, count = round.tables.len()));
        egui::Panel::left("organiser-card-tables").resizable(false).exact_size(210.0).show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                for (i, table) in round.tables.iter().enumerate() {
                    let (source, games) = table.results().map_or(("", 0), |(s, r)| (s.id(), r.len()));
                    let text = if organise::table_done(round.kind, round.games, table) {
                        tr!("organiser-table-done", table = i + 1, source = source)
                    } else {
                        tr!("organiser-table-games", table = i + 1, count = games, source = source)
                    };
                    if ui.selectable_label(self.card.table == i + 1, text).clicked() {
                        select = Some((self.card.round, i + 1));
                    }
                }
            });
        });
        ui.horizontal(|ui| {
            let goto = &mut self.card.goto;
            if field(ui, tr!("organiser-goto-table"), goto, 50.0, String::new()).1 {
                match self.card.goto.trim().parse::<usize>() {
                    Ok(n) if (1..=round.tables.len()).contains(&n) => select = Some((self.card.round, n)),
                    _ => self.card.check = Some(tr!("organiser-no-such-table")),
                }
                self.card.goto.clear();
            }
        });
        if let Some((r, t)) = select {
            (self.card.round, self.card.table) = (r, t);
            self.load_card();
            return;
        }
        let Some(table) = round.tables.get(self.card.table - 1) else { return };
        let seats: Vec<String> =
            table.players.iter().map(|&p| format!("{} {}", start_number(p), self.t.players[p].name)).collect();
        ui.heading(tr!("organiser-card-of", round = self.card.round, table = self.card.table));
        ui.label(seats.join(" · "));
        if table.card.is_none()
            && let Some(games) = &table.session
        {
            ui.label(tr!("organiser-card-from-session", count = games.len()));
        }
        ui.label(RichText::new(tr!("organiser-card-hint")).weak());
        ui.add_space(4.0);
        let scoring = self.t.scoring;
        let mut columns = vec![
            tr!("organiser-col-half1"),
            tr!("organiser-col-half2"),
            tr!("organiser-col-final"),
            tr!("organiser-col-schock-outs"),
        ];
        if scoring.needs_exits() {
            columns.push(tr!("organiser-col-out1"));
            columns.push(tr!("organiser-col-out2"));
        }
        if scoring.needs_points() {
            columns.push(tr!("organiser-col-game-points"));
        }
        let mut changed = false;
        let mut enter = false;
        let focus = std::mem::take(&mut self.card.focus)
            .then(|| self.card.rows.iter().position(CardRow::is_empty).unwrap_or(0));
        egui::ScrollArea::vertical().max_height(ui.available_height() - 60.0).show(ui, |ui| {
            egui::Grid::new("organiser-card").num_columns(columns.len() + 1).striped(true).show(ui, |ui| {
                ui.strong(tr!("organiser-col-game"));
                for c in &columns {
                    ui.strong(c.as_str());
                }
                ui.end_row();
                for (i, row) in self.card.rows.iter_mut().enumerate() {
                    ui.label(tr!("organiser-game", game = i + 1));
                    let mut cells: Vec<(&mut String, f32)> =
                        vec![(&mut row.half1, 60.0), (&mut row.half2, 60.0), (&mut row.final_, 60.0)];
                    cells.push((&mut row.schock_outs, 110.0));
                    let [out1, out2] = &mut row.out;
                    if scoring.needs_exits() {
                        cells.push((out1, 130.0));
                        cells.push((out2, 130.0));
                    }
                    if scoring.needs_points() {
                        cells.push((&mut row.points, 200.0));
                    }
                    for (c, (text, width)) in cells.into_iter().enumerate() {
                        let name = format!("{} {}", tr!("organiser-game", game = i + 1), columns[c]);
                        let response = ui
                            .add(egui::TextEdit::singleline(text).desired_width(width))
                            .accessible_name(name.clone())
                            .on_hover_text(name);
                        if focus == Some(i) && c == 0 {
                            response.request_focus();
                        }
                        changed |= response.changed();
                        enter |= response.lost_focus() && ui.input(|inp| inp.key_pressed(Key::Enter));
                    }
                    ui.end_row();
                }
            });
        });
        if changed {
            self.card.check = self.typed_card().err();
            let knockout = round.kind != RoundKind::Points;
            if knockout && self.card.rows.last().is_some_and(|r| !r.is_empty()) {
                self.card.rows.push(CardRow::default());
            }
        }
        match &self.card.check {
            Some(problem) => ui.label(RichText::new(problem.as_str()).color(ui.visuals().warn_fg_color)),
            None => ui.label(RichText::new(tr!("organiser-card-ok")).weak()),
        };
        if ui.button(tr!("organiser-save-card")).clicked() || enter {
            self.save_card();
        }
    }
}

/// Puts a card into the events: it replaces the table's earlier card, else it is added.
fn put_card(events: &mut Vec<Event>, card: Event) {
    let Event::Card { round, table, .. } = &card else { return };
    let (round, table) = (*round, *table);
    let earlier =
        events.iter().rposition(|e| matches!(e, Event::Card { round: r, table: t, .. } if *r == round && *t == table));
    match earlier {
        Some(i) => events[i] = card,
        None => events.push(card),
    }
}
