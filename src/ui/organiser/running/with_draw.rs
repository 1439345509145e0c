//! What the open tournament does with its `draw` part (`organiser/draw.rs`).

use super::Running;
use crate::ui::organiser::create::bounds_ui;
use crate::ui::organiser::draw::*;
use crate::ui::organiser::fields::field;
use crate::ui::said::said;
use eframe::egui::{self, RichText};
use schocken_core::tournament::draw::{self, Bounds, Proposal, Wanted};
use schocken_core::tournament::edit::Edit;
use schocken_core::tournament::file::{Games, RoundKind, bounds};
use schocken_core::tournament::game::Pid;
use schocken_core::tournament::organise::{SwapError, start_number, swap_seats};
use schocken_core::tournament::{RoundNo, TableNo, replay};
use schocken_core::tr;

impl Running {
    /// The tables of the latest round that have no results yet (section 2: all counted games,
    /// or the knock-out decided).
    fn tables_without_results(&self) -> Vec<TableNo> {
        schocken_core::tournament::organise::open_tables(&self.replay.t)
    }

    /// The proposal for round `round` of `kind` from `seed`, with the form's table sizes and
    /// qualifiers.
    fn propose(&self, round: RoundNo, kind: RoundKind, seed: u64) -> Proposal {
        let wanted = Wanted { kind, bounds: self.forms.draw.bounds, qualifiers: self.forms.draw.qualifiers };
        draw::propose(&self.replay.t, &self.replay.standings, round, wanted, seed)
    }

    fn settings_kind(&self) -> RoundKind {
        let d = &self.forms.draw;
        if d.knockout {
            RoundKind::KnockOut { lives: d.lives, advance: d.advance }
        } else {
            // The form offers only the games the file takes.
            RoundKind::Points { games: Games::clamped(d.games) }
        }
    }

    /// The latest round, where it has no card yet: its draw may still change.
    fn open_round(&self) -> Option<Proposal> {
        let (number, round) = self.replay.t.latest_round()?;
        if round.tables.iter().any(|t| t.card.is_some()) {
            return None;
        }
        Some(Proposal {
            round: number,
            kind: round.kind,
            tables: round.tables.iter().map(|t| t.players.clone()).collect(),
            seed: round.seed,
        })
    }

    /// Swaps two players of a proposal (or of the open round, in the file).
    fn swap(&mut self, a: Pid, b: Pid) {
        let (mut p, started) = match (&self.forms.draw.proposal, self.open_round()) {
            (Some(p), _) => (p.clone(), false),
            (None, Some(p)) => (p, true),
            (None, None) => return,
        };
        if let Err(e) = swap_seats(&mut p.tables, a, b) {
            let typed = self.forms.draw.swap.clone();
            self.refuse(match e {
                SwapError::NotSeated(_) => said!("organiser-swap-unknown", typed = typed),
                SwapError::Same(p) => said!("organiser-swap-same", typed = typed, name = self.name(p)),
            });
            return;
        }
        if started {
            self.change(said!("organiser-swapped", a = self.name(a), b = self.name(b)), Edit::Draw(p));
        } else {
            self.forms.draw.proposal = Some(p);
            self.tell(said!("organiser-swapped", a = self.name(a), b = self.name(b)));
        }
    }

    fn name(&self, p: Pid) -> String {
        self.replay.t.players[p].name.clone()
    }

    pub(in crate::ui::organiser) fn draw_ui(&mut self, ui: &mut egui::Ui) {
        let next = replay::next_round(&self.replay.t);
        let latest = self.replay.t.latest_round().map(|(n, _)| n);
        // After the final (a knock-out table of one winner, decided) there is no next round to
        // draw: the page says who won instead of offering "Runde N auslosen".
        if let Some(winner) = schocken_core::report::prizes::winner(&self.replay.t, &self.replay.standings) {
            ui.heading(tr!("organiser-final-decided", name = self.name(winner)));
            ui.label(RichText::new(tr!("organiser-final-decided-hint")).weak());
            return;
        }
        egui::Panel::left("organiser-draw-settings").resizable(false).exact_size(330.0).show(ui, |ui| {
            ui.heading(tr!("organiser-next-round", round = next));
            ui.add_space(4.0);
            ui.radio_value(&mut self.forms.draw.knockout, false, tr!("organiser-points-round"));
            ui.radio_value(&mut self.forms.draw.knockout, true, tr!("organiser-knockout-round"));
            ui.add_space(4.0);
            egui::Grid::new("organiser-draw-grid").num_columns(2).spacing([8.0, 6.0]).show(ui, |ui| {
                if self.forms.draw.knockout {
                    let label = ui.label(tr!("organiser-qualifiers"));
                    ui.add(egui::DragValue::new(&mut self.forms.draw.qualifiers).range(2..=999)).labelled_by(label.id);
                    ui.end_row();
                    let label = ui.label(tr!("organiser-lives-label"));
                    ui.add(egui::DragValue::new(&mut self.forms.draw.lives).range(bounds::LIVES)).labelled_by(label.id);
                    ui.end_row();
                    let label = ui.label(tr!("organiser-advance"));
                    ui.add(egui::DragValue::new(&mut self.forms.draw.advance).range(bounds::ADVANCE))
                        .labelled_by(label.id);
                    ui.end_row();
                } else {
                    let label = ui.label(tr!("organiser-games"));
                    ui.add(egui::DragValue::new(&mut self.forms.draw.games).range(bounds::GAMES)).labelled_by(label.id);
                    ui.end_row();
                }
            });
            ui.add_space(4.0);
            ui.label(tr!("organiser-table-sizes"));
            bounds_ui(ui, &mut self.forms.draw.bounds);
            ui.add_space(8.0);
            // What the organiser should know before drawing, in words; each asks once more.
            let open = self.tables_without_results();
            let cut = self
                .forms
                .draw
                .knockout
                .then(|| draw::shared_cut(&self.replay.t, &self.replay.standings, self.forms.draw.qualifiers));
            let warn = ui.visuals().warn_fg_color;
            if let Some(latest) = latest.filter(|_| !open.is_empty()) {
                let tables = open.iter().map(TableNo::to_string).collect::<Vec<_>>().join(", ");
                ui.label(RichText::new(tr!("organiser-open-tables", round = latest, tables = tables)).color(warn));
            }
            if let Some(Some(cut)) = &cut {
                let names = |ps: &[Pid]| ps.iter().map(|&p| self.name(p)).collect::<Vec<_>>().join(", ");
                let (inside, outside) = (names(&cut.inside), names(&cut.outside));
                let text = tr!("organiser-cut-shared", place = cut.place, inside = inside, outside = outside);
                ui.label(RichText::new(text).color(warn).strong());
            }
            let ask = !open.is_empty() || matches!(cut, Some(Some(_)));
            let confirm = std::mem::take(&mut self.forms.draw.confirm_propose);
            let label = match confirm && ask {
                true => tr!("organiser-propose-anyway", round = next),
                false => tr!("organiser-propose", round = next),
            };
            let button = egui::Button::new(RichText::new(label).size(18.0));
            let pressed = ui.add(button.min_size(egui::vec2(260.0, 36.0))).clicked();
            if pressed && ask && !confirm {
                self.forms.draw.confirm_propose = true;
            } else if !pressed {
                self.forms.draw.confirm_propose = confirm;
            } else {
                let proposal = self.propose(next, self.settings_kind(), fresh_seed());
                if proposal.tables.is_empty() {
                    self.refuse(said!("organiser-too-few"));
                } else {
                    self.forms.draw.proposal = Some(proposal);
                    self.note = None;
                }
            }
            if self.forms.draw.knockout {
                let names: Vec<String> =
                    draw::qualifiers(&self.replay.t, &self.replay.standings, self.forms.draw.qualifiers)
                        .into_iter()
                        .map(|p| self.name(p))
                        .collect();
                ui.add_space(6.0);
                ui.label(RichText::new(tr!("organiser-qualifiers-are", names = names.join(", "))).weak());
            }
        });
        let shown =
            self.forms.draw.proposal.clone().map(|p| (p, false)).or_else(|| self.open_round().map(|p| (p, true)));
        let Some((proposal, started)) = shown else {
            match self.replay.t.latest_round() {
                Some((latest, _)) => ui.label(tr!("organiser-round-running", round = latest)),
                None => ui.label(tr!("organiser-no-draw-yet")),
            };
            return;
        };
        ui.horizontal(|ui| {
            ui.heading(if started {
                tr!("organiser-drawn", round = proposal.round)
            } else {
                tr!("organiser-proposal", round = proposal.round)
            });
            if let Some(seed) = proposal.seed {
                ui.label(RichText::new(tr!("organiser-seed", seed = seed.to_string())).weak());
            }
        });
        ui.horizontal(|ui| {
            let points = proposal.kind.is_points();
            // Re-drawing a round whose tables already write session files leaves those files
            // at tables they no longer match: asked once more.
            let files = if started { self.sessions_of(proposal.round).len() } else { 0 };
            let confirm = std::mem::take(&mut self.forms.draw.confirm_redraw);
            let label = if confirm { tr!("organiser-redraw-anyway") } else { tr!("organiser-redraw") };
            let redraw = ui.add_enabled(points, egui::Button::new(label)).clicked();
            if redraw && files > 0 && !confirm {
                self.forms.draw.confirm_redraw = true;
            } else if confirm && !redraw {
                self.forms.draw.confirm_redraw = !ui.button(tr!("organiser-keep-draw")).clicked();
            } else if redraw {
                let seed = proposal.seed.map_or_else(fresh_seed, |s| s.wrapping_add(1));
                let again = self.propose(proposal.round, proposal.kind, seed);
                if started {
                    self.change(said!("organiser-redrawn", round = again.round), Edit::Draw(again));
                } else {
                    self.forms.draw.proposal = Some(again);
                }
            }
            if !started {
                let start = egui::Button::new(RichText::new(tr!("organiser-start", round = proposal.round)).strong());
                let what = said!("organiser-started", round = proposal.round);
                if ui.add(start).clicked() && self.change(what, Edit::Draw(proposal.clone())) {
                    self.forms.draw.proposal = None;
                    self.forms.card = crate::ui::organiser::card::CardForm::new(&self.replay.t, &self.forms.drafts);
                }
                if ui.button(tr!("organiser-discard")).clicked() {
                    self.forms.draw.proposal = None;
                }
            }
            let swap = &mut self.forms.draw.swap;
            let (edit, entered) = field(ui, tr!("organiser-swap"), swap, 90.0, tr!("organiser-swap-hint"));
            if entered {
                let numbers: Vec<usize> =
                    self.forms.draw.swap.split_whitespace().filter_map(|n| n.parse().ok()).collect();
                match numbers.as_slice() {
                    &[a, b] if a >= 1 && b >= 1 => self.swap(Pid::new(a - 1), Pid::new(b - 1)),
                    _ => {
                        let typed = self.forms.draw.swap.clone();
                        self.refuse(said!("organiser-swap-unknown", typed = typed));
                    }
                }
                self.forms.draw.swap.clear();
                edit.request_focus();
            }
        });
        // A field the bounds cannot seat gets tables outside them: named, with why, before the
        // round is started (TOURNAMENT.md section 4 lets the organiser change the bounds).
        let outside = if started { Vec::new() } else { draw::outside_bounds(&proposal.tables, self.forms.draw.bounds) };
        if !outside.is_empty() {
            let seated: usize = proposal.tables.iter().map(Vec::len).sum();
            let tables: Vec<String> = outside
                .iter()
                .map(|&(table, players)| tr!("organiser-big-table", table = table, players = players))
                .collect();
            let Bounds { min, max } = self.forms.draw.bounds;
            let sizes = if min == max { min.to_string() } else { format!("{min}–{max}") };
            let text = tr!("organiser-outside-bounds", players = seated, sizes = sizes, tables = tables.join(", "));
            ui.label(RichText::new(text).color(ui.visuals().warn_fg_color).strong());
        }
        // A table of five or six plays longer games with more discs: said before the round starts
        // (where the line above has not named it already).
        let big: Vec<String> = TableNo::numbered(&proposal.tables)
            .filter(|(table, seats)| seats.len() > 4 && !outside.iter().any(|(t, _)| t == table))
            .map(|(table, seats)| tr!("organiser-big-table", table = table, players = seats.len()))
            .collect();
        if !big.is_empty() {
            let text = tr!("organiser-big-tables", tables = big.join(", "));
            ui.label(RichText::new(text).color(ui.visuals().warn_fg_color));
        }
        if started {
            ui.label(RichText::new(tr!("organiser-still-open")).weak());
            let files = self.sessions_of(proposal.round);
            if !files.is_empty() {
                let text = tr!("organiser-round-has-sessions", count = files.len(), files = files.join(", "));
                ui.label(RichText::new(text).color(ui.visuals().warn_fg_color));
            }
        }
        ui.add_space(6.0);
        let mut clicked = None;
        egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
            // As many tables side by side as the width holds (a group frame adds its margins).
            let across = ((ui.available_width() / (TABLE_WIDTH + 24.0)) as usize).max(1);
            for (row, tables) in proposal.tables.chunks(across).enumerate() {
                ui.horizontal_top(|ui| {
                    for (k, seats) in tables.iter().enumerate() {
                        egui::Frame::group(ui.style()).show(ui, |ui| {
                            ui.set_width(TABLE_WIDTH);
                            ui.vertical(|ui| {
                                ui.strong(tr!("organiser-table", table = row * across + k + 1));
                                for &p in seats {
                                    let player = &self.replay.t.players[p];
                                    let text = format!("{:>3}  {}", start_number(p), player.name);
                                    let picked = self.forms.draw.picked == Some(p);
                                    let seat = ui.add(egui::Button::selectable(picked, text).truncate());
                                    if seat.on_hover_text(player.name.as_str()).clicked() {
                                        clicked = Some(p);
                                    }
                                }
                            });
                        });
                    }
                });
            }
        });
        if let Some(p) = clicked {
            match self.forms.draw.picked.take() {
                None => self.forms.draw.picked = Some(p),
                Some(q) if q == p => {}
                Some(q) => self.swap(q, p),
            }
        }
    }
}
