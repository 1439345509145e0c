//! The entry panel: what the referee enters now — who starts, a roll-off's sums, a throw (the
//! dice by keys or by clicking faces, how often, from the hand) — and the commands beside it.
//! Each part returns an [`Ask`]; nothing here changes the desk.

use super::*;

impl TableView {
    /// What to enter now: a throw, a roll-off, or who starts; nothing once a tournament table's
    /// round is played (only a game begun goes on: the organiser may have changed the draw).
    pub(super) fn entry_panel(&mut self, ui: &mut egui::Ui) -> Option<Ask> {
        let begun = self.engine().game_begun() || !self.desk().session().draft().is_empty();
        if let Some(played) = self.played().filter(|_| !begun) {
            ui.label(RichText::new(played).size(22.0).strong().color(text_color(ui.visuals(), TURN)));
            return self.command_buttons(ui);
        }
        match self.engine().awaiting() {
            Awaiting::Starter => self.starter_ui(ui),
            Awaiting::RollOff(tied) => self.roll_off_ui(ui, &tied),
            Awaiting::Round => self.throw_ui(ui),
        }
    }

    pub(super) fn starter_ui(&mut self, ui: &mut egui::Ui) -> Option<Ask> {
        let e = self.control.desk().session().engine();
        let question = match (e.part(), e.game()) {
            (Part::Final, _) => tr!("table-starter-final"),
            (_, 1) => tr!("table-starter-opening"),
            _ => tr!("table-starter"),
        };
        ui.heading(question);
        ui.label(tr!("table-player-keys"));
        let players: Vec<PlayerId> = e.part_players().to_vec();
        // The keys are the dialog's while one is open, and nobody's while the end of a game waits.
        let keys = self.modal.is_none() && ui.is_enabled();
        match self.starter.ui(ui, e, &players, keys) {
            Some(p) => Some(Ask::Do(Intent::Record(Event::Starter(e.name(p).to_string())))),
            None => self.command_buttons(ui),
        }
    }

    /// The tied players' sums, typed in throwing order: Enter moves on to the next player, and
    /// after the last one records the roll-off.
    pub(super) fn roll_off_ui(&mut self, ui: &mut egui::Ui, tied: &[PlayerId]) -> Option<Ask> {
        ui.heading(tr!("table-roll-off"));
        ui.label(tr!("table-roll-off-how"));
        self.sums.resize(tied.len(), String::new());
        let valid = |s: &str| s.trim().parse::<u8>().ok().filter(|s| ROLL_OFF_SUMS.contains(s));
        self.sum_at = self.sum_at.min(tied.len() - 1);
        let mut commit = false;
        egui::Grid::new("sums").num_columns(2).spacing([12.0, 8.0]).show(ui, |ui| {
            for (i, &p) in tied.iter().enumerate() {
                let name = RichText::new(self.engine().name(p)).size(22.0).strong();
                let label = ui.label(if i == self.sum_at { name.color(text_color(ui.visuals(), TIED)) } else { name });
                let edit = ui
                    .add(
                        egui::TextEdit::singleline(&mut self.sums[i])
                            .font(egui::FontId::monospace(24.0))
                            .desired_width(70.0)
                            .hint_text("3–18"),
                    )
                    .labelled_by(label.id);
                if edit.clicked() {
                    self.sum_at = i;
                }
                if i == self.sum_at && self.keep_focus(ui, &edit) {
                    match self.sums.iter().position(|s| valid(s).is_none()) {
                        Some(next) => self.sum_at = if valid(&self.sums[i]).is_some() { next } else { i },
                        None => commit = true,
                    }
                }
                ui.end_row();
            }
        });
        let sums: Vec<Option<u8>> = self.sums.iter().map(|s| valid(s)).collect();
        let complete = sums.iter().all(Option::is_some);
        if self.sums.iter().any(|s| !s.trim().is_empty() && valid(s).is_none()) {
            ui.colored_label(ui.visuals().error_fg_color, RichText::new(tr!("table-roll-off-range")).size(17.0));
        }
        commit |= ui.add_enabled(complete, egui::Button::new(tr!("table-roll-off-record"))).clicked();
        if complete && commit {
            let event = Event::RollOff(
                tied.iter().zip(&sums).map(|(&p, s)| (self.engine().name(p).to_string(), s.unwrap_or(0))).collect(),
            );
            return Some(Ask::Do(Intent::Record(event)));
        }
        None
    }

    pub(super) fn throw_ui(&mut self, ui: &mut egui::Ui) -> Option<Ask> {
        let current = self.current()?;
        let e = self.control.desk().session().engine();
        let name = e.name(current).to_string();
        // Alt+letter is a menu's key, never a die or the `h` of a throw (AltGr, which types
        // characters on a German keyboard, comes with Ctrl and is left alone).
        ui.input_mut(|i| {
            if i.modifiers.alt && !i.modifiers.ctrl {
                i.events.retain(|e| !matches!(e, egui::Event::Text(_)));
            }
        });
        ui.label(RichText::new(tr!("table-to-throw")).size(16.0));
        let label = ui.label(RichText::new(&name).size(30.0).strong().color(text_color(ui.visuals(), TURN)));
        let edit = ui
            .add(
                egui::TextEdit::singleline(&mut self.input)
                    .font(egui::FontId::monospace(28.0))
                    .desired_width(200.0)
                    .hint_text("6542"),
            )
            .labelled_by(label.id);
        let enter = self.keep_focus(ui, &edit);
        // Enter on dice not yet complete ("65"): said until the input changes, not silently passed over.
        if enter && Typed::parse(&self.input).is_ok_and(|t| t.dice.len() < 3) && !self.input.trim().is_empty() {
            self.incomplete = Some(self.input.clone());
        }
        ui.label(tr!("table-throw-how"));
        let typed = Typed::parse(&self.input);
        // Clicks edit a copy; the typed text is rewritten only when a click changed something, so a
        // refused input stays visible with its reason.
        let mut next_typed = typed.clone().unwrap_or_default();
        let before = next_typed.clone();
        ui.horizontal(|ui| {
            for face in PIPS {
                if die_face(ui, face, 34.0).on_hover_text(face.to_string()).clicked() && next_typed.dice.len() < 3 {
                    next_typed.dice.push(face);
                }
            }
            if ui.button("←").on_hover_text(tr!("table-delete-last")).clicked() {
                if next_typed.hand {
                    next_typed.hand = false;
                } else if next_typed.count.is_some() {
                    next_typed.count = None;
                } else {
                    next_typed.dice.pop();
                }
            }
        });
        ui.horizontal(|ui| {
            for count in THROWS {
                let label = RichText::new(format!("{count}×")).size(20.0);
                let hint = tr!("table-thrown-times", count = count);
                if ui.selectable_label(next_typed.count == Some(count), label).on_hover_text(hint).clicked() {
                    next_typed.count = Some(count);
                }
            }
            ui.checkbox(&mut next_typed.hand, tr!("table-from-hand"));
        });
        if next_typed != before {
            self.input = next_typed.text();
        }
        let mut commit = false;
        // The count of throws is never guessed: left out, it is 1 only where the limit already is.
        let limit = round_limit(self.desk().session().draft()).map(|(_, count)| count);
        let most = throw_limit::most(e.rules(), limit).get();
        // The reason is worded here, each frame, so it follows a switch of the language.
        let preview = match &typed {
            Err(reason) => Err(reason.message()),
            Ok(t) if t.dice.len() == 3 && t.count.is_none() && limit != Count::new(1) => {
                Err(tr!("table-how-often", most = most))
            }
            Ok(t) => match t.throw() {
                None => Ok(None),
                Some(Err(reason)) => Err(reason.message()),
                Some(Ok(throw)) => {
                    let mut draft = self.desk().session().draft().to_vec();
                    let entry = RoundEntry::Throw { player: name.clone(), throw };
                    draft.push(entry.clone());
                    match e.check_entries(&draft) {
                        Ok(_) => Ok(Some(entry)),
                        Err(refusal) => Err(refusal.message()),
                    }
                }
            },
        };
        match &preview {
            Err(reason) => {
                ui.colored_label(ui.visuals().error_fg_color, RichText::new(reason).size(17.0));
            }
            Ok(Some(RoundEntry::Throw { throw, .. })) => {
                let rules: &Rules = e.rules();
                // Over the limit it counts as its first throw where that costs discs instead.
                let over = limit.filter(|&l| throw_limit::over(throw.count(), l));
                let counted = over.map_or(*throw, |l| throw_limit::counted(*throw, l, rules));
                let (shown, category) = (words::throw(*throw), words::category(counted.category(rules), rules));
                let text = match over {
                    // The discs come from the stock as far as it holds: none where it is empty.
                    Some(_) if rules.over_limit_disc && e.stock() == 0 => {
                        tr!("table-preview-over-limit-no-disc", throw = shown, category = category)
                    }
                    Some(l) if rules.over_limit_disc => {
                        let discs = throw_limit::penalty_discs(*throw, l, rules).min(e.stock());
                        tr!("table-preview-over-limit-disc", throw = shown, category = category, discs = discs)
                    }
                    Some(_) => tr!("table-preview-over-limit", throw = shown, category = category),
                    None => tr!("table-preview", throw = shown, category = category),
                };
                ui.label(RichText::new(text).size(18.0));
                commit = ui.button(tr!("table-record-throw")).clicked() || enter;
            }
            Ok(None) if self.incomplete.as_deref() == Some(self.input.as_str()) => {
                let missing = Typed::parse(&self.input).map_or(0, |t| 3 - t.dice.len());
                let text = tr!("table-dice-missing", missing = missing);
                ui.colored_label(ui.visuals().error_fg_color, RichText::new(text).size(17.0));
            }
            _ => {
                ui.label("");
            }
        }
        if commit && let Ok(Some(entry)) = preview {
            return Some(Ask::Do(Intent::Enter(entry)));
        }
        self.command_buttons(ui)
    }

    /// A button for every table command that can run now (each also has its key).
    pub(super) fn command_buttons(&self, ui: &mut egui::Ui) -> Option<Ask> {
        let mut asked = None;
        ui.horizontal_wrapped(|ui| {
            let cmds = [
                Cmd::Take,
                Cmd::DroppedDice,
                Cmd::Lustwurf,
                Cmd::Note,
                Cmd::Starter,
                Cmd::Seats,
                Cmd::Sudden,
                Cmd::Undo,
                Cmd::Redo,
            ];
            for cmd in cmds.into_iter().filter(|&cmd| commands::enabled(cmd, self.open())) {
                if ui.button(cmd.label()).on_hover_text(cmd.shortcut_text(ui.ctx())).clicked() {
                    asked = Some(Ask::Command(cmd));
                }
            }
        });
        asked
    }
}
