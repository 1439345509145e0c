//! What the open tournament does with its `card` part (`organiser/card.rs`).

use super::Running;
use crate::ui::commands::Cmd;
use crate::ui::organiser::card::*;
use crate::ui::organiser::fields::field;
use crate::ui::said::said;
use eframe::egui::{self, RichText};
use schocken_core::session::log::TableRef;
use schocken_core::tournament::TableNo;
use schocken_core::tournament::edit::{self, Edit};
use schocken_core::tournament::file::RoundKind;
use schocken_core::tournament::organise::{self, CardRow, start_number};
use schocken_core::tournament::replay::{self, Source};
use schocken_core::tr;

impl Running {
    /// Loads the selected table into the grid: its draft, else its card, else its session
    /// file's games (read-only), else empty rows.
    fn load_card(&mut self) {
        let f = &mut self.forms.card;
        (f.rows, f.saved, f.check, f.focus, f.locked) = (Vec::new(), Vec::new(), None, true, false);
        (f.cell, f.refocus) = (None, false);
        f.loaded = Some(f.at());
        let t = &self.replay.t;
        let (Some(round), Some(table)) = (t.round(f.round), t.table(f.round, f.table)) else {
            return;
        };
        let players = &self.replay.t.players;
        let counted = round.kind.counted();
        f.saved = match (edit::card_of(&self.replay.file.events, f.round, f.table), &table.session) {
            (Some(games), _) => games.iter().map(|g| CardRow::of(g, players)).collect(),
            (None, Some(games)) => {
                f.locked = true;
                // Exit order and points only where the scheme needs them (and the grid shows them):
                // a cell out of sight must not hold what makes a changed game wrong.
                let scoring = self.replay.t.scoring;
                let row = |g| {
                    let mut game = organise::result_game(g, players);
                    game.out = game.out.map(|o| o.filter(|_| scoring.needs_exits()));
                    game.points = game.points.filter(|_| scoring.needs_points());
                    CardRow::of(&game, players)
                };
                games.iter().take(counted).map(row).collect()
            }
            (None, None) => Vec::new(),
        };
        let wanted = match round.kind {
            RoundKind::Points { games } => games.count(),
            // A decided table plays no more: no empty row for a game that never comes.
            RoundKind::KnockOut { .. } if organise::table_done(round.kind, table) => f.saved.len(),
            RoundKind::KnockOut { .. } => f.saved.len() + SPARE_ROWS,
        };
        f.saved.resize(wanted.max(f.saved.len()), CardRow::default());
        match self.forms.drafts.get(f.at()) {
            Some(draft) => (f.rows, f.locked) = (draft.clone(), false),
            None => f.rows = f.saved.clone(),
        }
        self.forms.card.focus = !self.forms.card.locked;
        if self.forms.drafts.get(self.forms.card.at()).is_some() {
            self.forms.card.check = self.typed_card().err();
        }
    }

    /// The card's games the rows make, checked as saving them would check them (`edit::preview`);
    /// the problem worded, without the event the card would be. An empty card is no card: it would
    /// hide the table's session file.
    fn typed_card(&self) -> Result<Vec<schocken_core::tournament::file::CardGame>, String> {
        let f = &self.forms.card;
        let t = &self.replay.t;
        t.round(f.round).ok_or_else(|| tr!("organiser-no-draw-yet"))?;
        let table = t.table(f.round, f.table).ok_or_else(|| tr!("organiser-no-such-table"))?;
        let games = organise::card_games(&f.rows, &table.players, &self.replay.t.players).map_err(|p| p.message())?;
        if games.is_empty() {
            return Err(tr!("organiser-card-empty"));
        }
        let (round, table) = (f.round, f.table);
        // A card depends on its table alone: checked against it, nothing else replayed (this runs
        // on every keystroke; the save replays the whole file). The snapshot's tournament is
        // always the replay of its file with its sessions, so the table's is the one to check.
        replay::card_results(&self.replay.t, &self.replay.sessions, round, table, &games).map_err(|p| p.message())?;
        Ok(games)
    }

    /// The card's check worded anew (after Ctrl+G), where it says something.
    pub(in crate::ui::organiser) fn recheck_card(&mut self) {
        if self.forms.card.check.is_some() {
            self.forms.card.check = self.typed_card().err();
        }
    }

    fn save_card(&mut self) {
        if self.forms.card.locked {
            return;
        }
        match self.typed_card() {
            Ok(games) => {
                let TableRef { round, table } = self.forms.card.at();
                let what = said!("organiser-card-saved", round = round, table = table);
                if self.change(what, Edit::Card { round, table, games }) {
                    self.keep_draft(None);
                    self.forms.card.check = None;
                    self.forms.card.focus = true;
                    self.next_table();
                } else {
                    self.forms.card.refocus = true;
                }
            }
            Err(problem) => {
                self.refuse(problem);
                // The keyboard stays in the grid: the organiser mends the row and presses Enter again.
                self.forms.card.refocus = true;
            }
        }
    }

    /// Takes the table's card away: its session file (if any) counts again. Undone by Ctrl+Z.
    fn clear_card(&mut self) {
        let TableRef { round, table } = self.forms.card.at();
        let what = said!("organiser-card-cleared", round = round, table = table);
        if self.change(what, Edit::ClearCard { round, table }) {
            self.keep_draft(None);
        }
    }

    /// Keeps the rows as the table's draft (`None`: drops it) and writes the drafts' file now;
    /// a draft that cannot be written is told.
    fn keep_draft(&mut self, rows: Option<Vec<organise::CardRow>>) {
        self.forms.drafts.set(self.forms.card.at(), rows);
        self.flush_drafts();
    }

    fn flush_drafts(&mut self) {
        if let Err(e) = self.forms.drafts.flush() {
            self.refuse(e);
        }
    }

    /// Once the table is done, the next table of the round that is not.
    fn next_table(&mut self) {
        let Some(r) = self.replay.t.round(self.forms.card.round) else { return };
        let done = |table: TableNo| r.table(table).is_some_and(|tb| organise::table_done(r.kind, tb));
        if !done(self.forms.card.table) {
            return;
        }
        // The tables after this one, then from the first on.
        let n = r.tables.len();
        let mut after = (0..n).map(|k| (self.forms.card.table.index() + 1 + k) % n).filter_map(TableNo::from_index);
        if let Some(next) = after.find(|&table| !done(table)) {
            self.forms.card.table = next;
        }
    }

    /// Why games of the table's session file do not count, where it has more than count: those
    /// after a knock-out table's decision ("nach Spiel 9 entschieden") or past a points round's
    /// counted games.
    fn later_games(&self, round: &replay::Round, table: &replay::Table) -> Option<String> {
        let (r, t) = (self.forms.card.round, self.forms.card.table);
        let file = self.replay.sessions.iter().find(|s| s.round == r && s.table == t)?;
        let counted = table.session.as_ref()?.len().min(round.kind.counted());
        (file.games.len() > counted).then(|| match round.kind {
            RoundKind::KnockOut { .. } => {
                tr!("organiser-card-later-decided", games = file.games.len(), decided = counted)
            }
            RoundKind::Points { .. } => {
                tr!("organiser-card-later-counted", games = file.games.len(), counted = counted)
            }
        })
    }

    pub(in crate::ui::organiser) fn card_ui(&mut self, ui: &mut egui::Ui) {
        if self.replay.t.rounds.is_empty() {
            ui.label(tr!("organiser-no-draw-yet"));
            return;
        }
        if self.replay.t.round(self.forms.card.round).is_none() {
            self.forms.card = CardForm::new(&self.replay.t, &self.forms.drafts);
        }
        if self.forms.card.loaded != Some(self.forms.card.at()) {
            self.load_card();
        }
        let mut select = None;
        ui.horizontal(|ui| {
            for (r, _) in self.replay.t.numbered_rounds() {
                if ui.selectable_label(self.forms.card.round == r, tr!("organiser-round", round = r)).clicked() {
                    select = Some((r, TableNo::FIRST));
                }
            }
        });
        let Some(round) = self.replay.t.round(self.forms.card.round) else { return };
        let done = round.tables.iter().filter(|t| organise::table_done(round.kind, t)).count();
        ui.strong(tr!("organiser-tables-done", done = done, count = round.tables.len()));
        egui::Panel::left("organiser-card-tables").resizable(false).exact_size(210.0).show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                for (number, table) in round.numbered_tables() {
                    let (source, games) = match (table.results(), &table.session) {
                        (Some((Source::Card, r)), Some(_)) => ("override", r.len()),
                        (Some((s, r)), _) => (s.id(), r.len()),
                        (None, _) => ("", 0),
                    };
                    let mut text = if organise::table_done(round.kind, table) {
                        tr!("organiser-table-done", table = number, source = source)
                    } else {
                        tr!("organiser-table-games", table = number, count = games, source = source)
                    };
                    if self.forms.drafts.get(TableRef { round: self.forms.card.round, table: number }).is_some() {
                        text = tr!("organiser-table-draft", table = text);
                    }
                    if !self.table_problems(self.forms.card.round, number).is_empty() {
                        text = tr!("organiser-table-problem", table = text);
                    }
                    if ui.selectable_label(self.forms.card.table == number, text).clicked() {
                        select = Some((self.forms.card.round, number));
                    }
                }
            });
        });
        ui.horizontal(|ui| {
            let goto = &mut self.forms.card.goto;
            let (edit, entered) = field(ui, tr!("organiser-goto-table"), goto, 50.0, String::new());
            // Enter or Tab after the number: the grid of that table takes the keyboard.
            let tabbed = edit.lost_focus() && Cmd::CardNext.seen(ui.ctx());
            if (entered || tabbed) && !self.forms.card.goto.trim().is_empty() {
                match self.forms.card.goto.trim().parse::<TableNo>() {
                    Ok(n) if round.table(n).is_some() => select = Some((self.forms.card.round, n)),
                    _ => {
                        self.forms.card.check = Some(tr!("organiser-no-such-table"));
                        edit.request_focus();
                    }
                }
                self.forms.card.goto.clear();
            }
        });
        if let Some((r, t)) = select {
            (self.forms.card.round, self.forms.card.table) = (r, t);
            self.load_card();
            return;
        }
        let Some(table) = round.table(self.forms.card.table) else { return };
        let seats: Vec<String> =
            table.players.iter().map(|&p| format!("{} {}", start_number(p), self.replay.t.players[p].name)).collect();
        ui.heading(tr!("organiser-card-of", round = self.forms.card.round, table = self.forms.card.table));
        ui.label(seats.join(" · "));
        let warn = ui.visuals().warn_fg_color;
        for problem in self.table_problems(self.forms.card.round, self.forms.card.table) {
            ui.label(RichText::new(problem).color(warn));
        }
        let drafted = self.forms.drafts.get(self.forms.card.at()).is_some();
        match (&table.card, &table.session) {
            (Some(_), Some(games)) => {
                ui.label(RichText::new(tr!("organiser-card-overrides", count = games.len())).color(warn));
            }
            (None, Some(games)) if self.forms.card.locked => {
                ui.label(tr!("organiser-card-from-session", count = games.len()));
            }
            (None, Some(games)) => {
                ui.label(RichText::new(tr!("organiser-card-over-session", count = games.len())).color(warn));
            }
            _ => {}
        }
        if let Some(why) = self.later_games(round, table) {
            ui.label(RichText::new(why).color(warn));
        }
        if drafted {
            ui.label(RichText::new(tr!("organiser-card-draft")).color(warn));
        }
        if !self.forms.card.locked {
            let enter = Cmd::TypedEnter.shortcut_text(ui.ctx());
            ui.label(RichText::new(tr!("organiser-card-hint", enter = enter.as_str())).weak());
        }
        ui.add_space(4.0);
        let scoring = self.replay.t.scoring;
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
        let locked = self.forms.card.locked;
        let mut changed = false;
        let mut enter = false;
        let mut left = false;
        let first_empty = self.forms.card.rows.iter().position(CardRow::is_empty).unwrap_or(0);
        let focus = match (std::mem::take(&mut self.forms.card.focus), std::mem::take(&mut self.forms.card.refocus)) {
            (_, true) if self.forms.card.cell.is_some() => self.forms.card.cell,
            (true, _) | (_, true) => Some((first_empty, 0)),
            _ => None,
        };
        // Tab moves the focus at the end of its frame: the cell gains it in this one or the next.
        let tab_now = Cmd::CardNext.seen(ui.ctx());
        let tab_id = egui::Id::unique("organiser-card-tab");
        let tab_before = ui.data_mut(|d| std::mem::replace(d.get_temp_mut_or_default::<bool>(tab_id), tab_now));
        let mut focused = None;
        egui::ScrollArea::vertical().max_height(ui.available_height() - 60.0).show(ui, |ui| {
            egui::Grid::new("organiser-card").num_columns(columns.len() + 1).striped(true).show(ui, |ui| {
                ui.strong(tr!("organiser-col-game"));
                for c in &columns {
                    ui.strong(c.as_str());
                }
                ui.end_row();
                for (i, row) in self.forms.card.rows.iter_mut().enumerate() {
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
                        // Ids of their own: a line shown above the grid (the draft's) must not move
                        // the keyboard out of the cell being typed in.
                        let text_len = text.chars().count();
                        let tabbed = tab_now || tab_before;
                        let edit = egui::TextEdit::singleline(text).id_salt(("organiser-cell", i, c));
                        let response = ui
                            .add_enabled(!locked, edit.desired_width(width))
                            .accessible_name(name.clone())
                            .on_hover_text(name);
                        if focus == Some((i, c)) {
                            response.request_focus();
                            response.scroll_to_me(None);
                        }
                        // The row being typed stays in view (Tab walks down a long card).
                        if response.gained_focus() {
                            response.scroll_to_me(None);
                            // Reached by Tab (not by a click, which puts the cursor where it
                            // is, nor kept by the form after Enter, which goes on typing).
                            if tabbed {
                                select_all(ui.ctx(), response.id, text_len);
                            }
                        }
                        if response.has_focus() || response.lost_focus() {
                            focused = Some((i, c));
                        }
                        changed |= response.changed();
                        left |= response.lost_focus();
                        enter |= response.lost_focus() && Cmd::TypedEnter.seen(ui.ctx());
                    }
                    ui.end_row();
                }
            });
        });
        if focused.is_some() {
            self.forms.card.cell = focused;
        }
        let has_card = table.card.is_some();
        let knockout = !round.kind.is_points();
        if changed {
            self.forms.card.check = self.typed_card().err();
            if knockout && self.forms.card.rows.last().is_some_and(|r| !r.is_empty()) {
                self.forms.card.rows.push(CardRow::default());
            }
            let draft =
                (!same_rows(&self.forms.card.rows, &self.forms.card.saved)).then(|| self.forms.card.rows.clone());
            // Kept in memory per keystroke, written when the cell is left (or the window closes).
            self.forms.drafts.set(self.forms.card.at(), draft);
        }
        if left {
            self.flush_drafts();
        }
        if !locked {
            match &self.forms.card.check {
                Some(problem) => ui.label(RichText::new(problem.as_str()).color(warn)),
                None => ui.label(RichText::new(tr!("organiser-card-ok")).weak()),
            };
        }
        let (mut save, mut clear, mut drop_draft) = (enter, false, false);
        ui.horizontal(|ui| {
            if locked {
                if ui.button(tr!("organiser-card-override")).clicked() {
                    self.forms.card.locked = false;
                    self.forms.card.focus = true;
                }
            } else {
                save |= ui.button(tr!("organiser-save-card")).clicked();
            }
            if drafted {
                drop_draft = ui.button(tr!("organiser-draft-drop")).clicked();
            }
            if has_card {
                clear = ui
                    .button(tr!("organiser-card-clear"))
                    .on_hover_text(tr!("organiser-card-clear.help", undo = Cmd::OrganiserUndo.shortcut_text(ui.ctx())))
                    .clicked();
            }
        });
        if save {
            self.save_card();
        } else if clear {
            self.clear_card();
        } else if drop_draft {
            self.keep_draft(None);
            self.forms.card.reload();
        }
    }
}
