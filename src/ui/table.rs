//! The table: players around it with their discs, the stock, whose turn it is, the entry of
//! throws, roll-offs and starters, the news of the last entry and the log of rounds.

use super::Action;
use super::commands::Cmd;
use super::entry::Typed;
use super::printing;
use crate::i18n::Lang;
use crate::report::words;
use crate::rules::knobs::{DroppedDice, Rules};
use crate::rules::round::{Act, PlayerId};
use crate::session::desk::{Desk, Outcome};
use crate::session::event::{Event, PenaltyKind, RoundEntry};
use crate::session::state::{Awaiting, Engine, LostBy, Part};
use crate::store;
use eframe::egui::{self, Color32, RichText};
use std::path::{Path, PathBuf};

/// A player chooser for one purpose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pick {
    DroppedDice,
    Lustwurf,
    Starter,
}

/// What the last change brought, kept as data so it is told in the language of the moment.
#[derive(Clone, Copy, Debug)]
enum News {
    Nothing,
    Undone,
    Outcome(Outcome),
}

/// A dialog over the table.
enum Modal {
    Pick(Pick),
    Note(String),
    /// `focus`: put the keyboard in the newcomer field (on opening, and after each newcomer).
    Seats {
        names: Vec<String>,
        new_name: String,
        focus: bool,
    },
}

pub struct TableView {
    desk: Desk,
    path: PathBuf,
    input: String,
    sums: Vec<String>,
    news: News,
    modal: Option<Modal>,
    beer_mat: bool,
    focus: bool,
}

const DISC: Color32 = Color32::from_rgb(0xb7, 0x1c, 0x1c);
const MARKER: Color32 = Color32::from_rgb(0x21, 0x21, 0x21);
const FELT: Color32 = Color32::from_rgb(0x2e, 0x6b, 0x3a);
const TURN: Color32 = Color32::from_rgb(0xff, 0xc1, 0x07);

impl TableView {
    pub fn new(desk: Desk, path: PathBuf) -> TableView {
        TableView {
            desk,
            path,
            input: String::new(),
            sums: Vec::new(),
            news: News::Nothing,
            modal: None,
            beer_mat: false,
            focus: true,
        }
    }

    pub fn desk(&self) -> &Desk {
        &self.desk
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    fn engine(&self) -> &Engine {
        self.desk.session().engine()
    }

    /// Whose turn it is in the round being entered.
    fn current(&self) -> Option<PlayerId> {
        let players = self.engine().next_players()?;
        players.get(self.desk.session().draft().len()).copied()
    }

    pub fn enabled(&self, cmd: Cmd) -> bool {
        let e = self.engine();
        let rules = e.rules();
        let pending = matches!(e.awaiting(), Awaiting::RollOff(_));
        let drafting = !self.desk.session().draft().is_empty();
        match cmd {
            Cmd::Undo => self.desk.can_undo(),
            Cmd::Redo => self.desk.can_redo(),
            Cmd::Take => rules.voluntary_take && drafting,
            Cmd::DroppedDice => rules.dropped_dice != DroppedDice::Off && !pending,
            Cmd::Lustwurf => rules.lustwurf && !pending,
            Cmd::Starter => !pending && !drafting,
            Cmd::Seats => !e.game_begun() && !drafting && !pending,
            Cmd::PrintGame | Cmd::SaveGame => e.game_begun() || !e.finished_games().is_empty(),
            _ => true,
        }
    }

    /// Runs a table command; returns what the app must do (e.g. show an error).
    pub fn command(&mut self, cmd: Cmd, lang: Lang) -> Option<Action> {
        match cmd {
            Cmd::Undo => {
                if self.desk.undo() {
                    self.news = News::Undone;
                    return self.saved(Outcome::default(), lang, true);
                }
                None
            }
            Cmd::Redo => match self.desk.redo() {
                Some(Ok(outcome)) => self.saved(outcome, lang, false),
                Some(Err(refusal)) => Some(Action::Toast(refusal.message(), true)),
                None => None,
            },
            Cmd::Take => {
                let player = self.engine().name(self.current()?).to_string();
                self.enter(RoundEntry::Take { player }, lang)
            }
            Cmd::DroppedDice => {
                self.modal = Some(Modal::Pick(Pick::DroppedDice));
                None
            }
            Cmd::Lustwurf => {
                self.modal = Some(Modal::Pick(Pick::Lustwurf));
                None
            }
            Cmd::Starter => {
                self.modal = Some(Modal::Pick(Pick::Starter));
                None
            }
            Cmd::Note => {
                self.modal = Some(Modal::Note(String::new()));
                None
            }
            Cmd::Seats => {
                let e = self.engine();
                let names = e.seating().iter().map(|&p| e.name(p).to_string()).collect();
                self.modal = Some(Modal::Seats { names, new_name: String::new(), focus: true });
                None
            }
            Cmd::BeerMat => {
                self.beer_mat = !self.beer_mat;
                None
            }
            Cmd::PrintSession
            | Cmd::PrintGame
            | Cmd::PrintTallies
            | Cmd::SaveSession
            | Cmd::SaveGame
            | Cmd::SaveTallies => printing::command(cmd, self.desk.session(), self.path.parent(), lang),
            _ => None,
        }
    }

    fn enter(&mut self, entry: RoundEntry, lang: Lang) -> Option<Action> {
        match self.desk.enter(entry) {
            Ok(outcome) => self.saved(outcome, lang, false),
            Err(refusal) => Some(Action::Toast(refusal.message(), true)),
        }
    }

    fn record(&mut self, event: Event, lang: Lang) -> Option<Action> {
        match self.desk.record(event) {
            Ok(outcome) => self.saved(outcome, lang, false),
            Err(refusal) => Some(Action::Toast(refusal.message(), true)),
        }
    }

    /// After every accepted change: the file on disk first, then the news. If the file cannot
    /// be written, the change is taken back: nothing is accepted that is not saved.
    fn saved(&mut self, outcome: Outcome, lang: Lang, undo: bool) -> Option<Action> {
        self.focus = true;
        self.input.clear();
        if let Err(e) = store::save(&self.path, self.desk.session()) {
            if !undo {
                self.desk.undo();
            }
            let text = match lang {
                Lang::De => format!("Nicht gespeichert, Eintrag zurückgenommen: {}: {e}", self.path.display()),
                Lang::En => format!("Not saved, entry taken back: {}: {e}", self.path.display()),
            };
            return Some(Action::Toast(text, true));
        }
        if !undo {
            self.news = News::Outcome(outcome);
        }
        None
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, lang: Lang) -> Option<Action> {
        let mut action = None;
        egui::Panel::right("entry").resizable(false).exact_size(440.0).show(ui, |ui| {
            ui.add_space(6.0);
            ui.set_max_width(ui.available_width());
            action = action.take().or(self.entry_panel(ui, lang));
            ui.separator();
            self.news_ui(ui, lang);
            ui.separator();
            self.log_ui(ui, lang);
        });
        egui::CentralPanel::default().show(ui, |ui| {
            self.status_line(ui, lang);
            if self.beer_mat {
                ui.horizontal(|ui| {
                    for cmd in [Cmd::PrintTallies, Cmd::SaveTallies, Cmd::BeerMat] {
                        let label = if cmd == Cmd::BeerMat {
                            lang.tr("Zurück zum Tisch", "Back to the table")
                        } else {
                            cmd.label(lang)
                        };
                        if ui.button(label).on_hover_text(cmd.shortcut_text(ui.ctx())).clicked() {
                            action = self.command(cmd, lang);
                        }
                    }
                });
                super::beermat::ui(ui, self.engine(), lang);
            } else {
                self.table(ui, lang);
            }
        });
        if let Some(a) = self.modal_ui(ui.ctx(), lang) {
            action = Some(a);
        }
        action
    }

    fn status_line(&self, ui: &mut egui::Ui, lang: Lang) {
        let e = self.engine();
        let draft = self.desk.session().draft();
        let mut text = format!(
            "{} {} · {} · {} {}",
            lang.tr("Spiel", "Game"),
            e.game(),
            words::part(e.part()),
            lang.tr("Runde", "Round"),
            e.rounds_in_part() + 1
        );
        if let Some(RoundEntry::Throw { player, throw }) = draft.first() {
            text += &match lang {
                Lang::De => format!(" · Limit: {} Würfe ({player})", throw.count().get()),
                Lang::En => format!(" · limit: {} throws ({player})", throw.count().get()),
            };
        }
        ui.horizontal(|ui| {
            ui.label(RichText::new(text).size(20.0).strong());
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let title = self.desk.session().header().title.clone().unwrap_or_default();
                let preset = self.desk.session().header().rules.preset.id();
                ui.label(RichText::new(format!("{title} · {preset}")).weak());
            });
        });
    }

    /// What to enter now: a throw, a roll-off, or who starts.
    fn entry_panel(&mut self, ui: &mut egui::Ui, lang: Lang) -> Option<Action> {
        match self.engine().awaiting() {
            Awaiting::Starter => self.starter_ui(ui, lang),
            Awaiting::RollOff(tied) => self.roll_off_ui(ui, &tied, lang),
            Awaiting::Round => self.throw_ui(ui, lang),
        }
    }

    fn starter_ui(&mut self, ui: &mut egui::Ui, lang: Lang) -> Option<Action> {
        let e = self.engine();
        let question = match (e.part(), e.game()) {
            (Part::Final, _) => lang.tr("Wer beginnt das Finale? (ausgewürfelt)", "Who starts the final? (roll-off)"),
            (_, 1) => lang.tr("Eröffnungswurf: wer beginnt?", "Opening roll: who starts?"),
            _ => lang.tr("Wer beginnt?", "Who starts?"),
        };
        ui.heading(question);
        ui.label(lang.tr("Taste 1–9 oder klicken", "Key 1–9 or click"));
        let players: Vec<PlayerId> = e.part_players().to_vec();
        match player_buttons(ui, e, &players) {
            Some(p) => {
                let name = e.name(p).to_string();
                self.record(Event::Starter(name), lang)
            }
            None => self.command_buttons(ui, lang),
        }
    }

    fn roll_off_ui(&mut self, ui: &mut egui::Ui, tied: &[PlayerId], lang: Lang) -> Option<Action> {
        ui.heading(lang.tr("Äugeln: Gleichstand", "Roll-off: a tie"));
        ui.label(lang.tr(
            "Jeder würfelt einmal mit drei Würfeln; die Augensumme eintragen (3–18), dann Enter.",
            "Each throws three dice once; enter the sum (3–18), then Enter.",
        ));
        self.sums.resize(tied.len(), String::new());
        let mut enter = false;
        egui::Grid::new("sums").num_columns(2).show(ui, |ui| {
            for (i, &p) in tied.iter().enumerate() {
                let label = ui.label(RichText::new(self.engine().name(p)).size(18.0));
                let edit = ui
                    .add(egui::TextEdit::singleline(&mut self.sums[i]).desired_width(60.0).hint_text("3–18"))
                    .labelled_by(label.id);
                if i == 0 && std::mem::take(&mut self.focus) {
                    edit.request_focus();
                }
                enter |= edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                ui.end_row();
            }
        });
        let sums: Vec<Option<u8>> =
            self.sums.iter().map(|s| s.trim().parse::<u8>().ok().filter(|s| (3..=18).contains(s))).collect();
        let complete = sums.iter().all(Option::is_some);
        if !complete && self.sums.iter().any(|s| !s.trim().is_empty()) {
            ui.colored_label(ui.visuals().warn_fg_color, lang.tr("Summen von 3 bis 18", "sums from 3 to 18"));
        }
        let commit =
            ui.add_enabled(complete, egui::Button::new(lang.tr("Äugeln eintragen", "Record roll-off"))).clicked();
        if complete && (commit || enter) {
            let event = Event::RollOff(
                tied.iter().zip(&sums).map(|(&p, s)| (self.engine().name(p).to_string(), s.unwrap_or(0))).collect(),
            );
            self.sums.clear();
            return self.record(event, lang);
        }
        None
    }

    fn throw_ui(&mut self, ui: &mut egui::Ui, lang: Lang) -> Option<Action> {
        let current = self.current()?;
        let e = self.desk.session().engine();
        let name = e.name(current).to_string();
        ui.label(RichText::new(lang.tr("Am Zug:", "To throw:")).size(16.0));
        let label = ui.label(RichText::new(&name).size(30.0).strong().color(TURN));
        let edit = ui
            .add(
                egui::TextEdit::singleline(&mut self.input)
                    .font(egui::FontId::monospace(28.0))
                    .desired_width(200.0)
                    .hint_text("6542"),
            )
            .labelled_by(label.id);
        if std::mem::take(&mut self.focus) {
            edit.request_focus();
        }
        let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        ui.label(
            RichText::new(lang.tr(
                "drei Würfel, dann wie oft geworfen (1–3), h = aus der Hand; Enter trägt ein",
                "three dice, then how often thrown (1–3), h = from the hand; Enter records",
            ))
            .small(),
        );
        let typed = Typed::parse(&self.input, lang);
        // Clicks edit a copy; the typed text is rewritten only when a click changed something, so a
        // refused input stays visible with its reason.
        let mut next_typed = typed.clone().unwrap_or_default();
        let before = next_typed.clone();
        ui.horizontal(|ui| {
            for face in 1..=6u8 {
                if die_face(ui, face, 34.0).on_hover_text(face.to_string()).clicked() && next_typed.dice.len() < 3 {
                    next_typed.dice.push(face);
                }
            }
            if ui.button("←").on_hover_text(lang.tr("letzte Eingabe löschen", "delete the last input")).clicked() {
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
            for count in 1..=3u8 {
                let label = RichText::new(format!("{count}×")).size(20.0);
                let hint = match lang {
                    Lang::De => format!("{count}-mal geworfen"),
                    Lang::En => format!("thrown {count} times"),
                };
                if ui.selectable_label(next_typed.count == Some(count), label).on_hover_text(hint).clicked() {
                    next_typed.count = Some(count);
                }
            }
            ui.checkbox(&mut next_typed.hand, lang.tr("aus der Hand", "from the hand"));
        });
        if next_typed != before {
            self.input = next_typed.text();
            self.focus = true;
        }
        let mut commit = false;
        let preview = match &typed {
            Err(reason) => Err(reason.clone()),
            Ok(t) => match t.throw(lang) {
                None => Ok(None),
                Some(Err(reason)) => Err(reason),
                Some(Ok(throw)) => {
                    let mut draft = self.desk.session().draft().to_vec();
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
                let limit = self.desk.session().draft().first().and_then(|d| match d {
                    RoundEntry::Throw { throw, .. } => Some(throw.count()),
                    RoundEntry::Take { .. } => None,
                });
                let mut text = format!("{} → {}", words::throw(*throw), words::category(throw.category(rules), rules));
                if limit.is_some_and(|l| throw.count() > l) {
                    text += lang.tr(" — öfter als vorgelegt: verliert die Runde", " — over the limit: loses the round");
                }
                ui.label(RichText::new(text).size(18.0));
                commit = ui.button(lang.tr("Eintragen (Enter)", "Record (Enter)")).clicked() || enter;
            }
            _ => {
                ui.label("");
            }
        }
        if enter && preview.is_err() {
            self.focus = true;
        }
        if commit && let Ok(Some(entry)) = preview {
            return self.enter(entry, lang);
        }
        self.command_buttons(ui, lang)
    }

    /// A button for every table command that can run now (each also has its key).
    fn command_buttons(&mut self, ui: &mut egui::Ui, lang: Lang) -> Option<Action> {
        ui.horizontal_wrapped(|ui| {
            let cmds =
                [Cmd::Take, Cmd::DroppedDice, Cmd::Lustwurf, Cmd::Note, Cmd::Starter, Cmd::Seats, Cmd::Undo, Cmd::Redo];
            for cmd in cmds {
                if self.enabled(cmd) && ui.button(cmd.label(lang)).on_hover_text(cmd.shortcut_text(ui.ctx())).clicked()
                {
                    return self.command(cmd, lang);
                }
            }
            None
        })
        .inner
    }

    fn news_ui(&self, ui: &mut egui::Ui, lang: Lang) {
        let lines = match self.news {
            News::Nothing => Vec::new(),
            News::Undone => {
                vec![(lang.tr("Letzten Eintrag zurückgenommen.", "Last entry taken back.").to_string(), false)]
            }
            News::Outcome(outcome) => news(self.engine(), outcome, lang),
        };
        for (line, headline) in &lines {
            let text = RichText::new(line).strong();
            ui.label(if *headline { text.size(24.0).color(TURN) } else { text.size(18.0) });
        }
    }

    fn log_ui(&self, ui: &mut egui::Ui, lang: Lang) {
        let e = self.engine();
        let rounds = e.rounds();
        ui.label(RichText::new(lang.tr("Runden (neueste zuerst)", "Rounds (newest first)")).weak());
        let row_height = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
        egui::ScrollArea::vertical().auto_shrink([false, false]).show_rows(
            ui,
            row_height,
            rounds.len(),
            |ui, range| {
                for i in range.map(|i| rounds.len() - 1 - i) {
                    let r = &rounds[i];
                    let part = match r.part {
                        Part::Half1 => "H1",
                        Part::Half2 => "H2",
                        Part::Final => "F",
                    };
                    ui.add(
                        egui::Label::new(format!("{}·{part}·{}  {}", r.game, r.number, words::round(e, r))).truncate(),
                    );
                }
            },
        );
    }

    /// The players around the table, the stock in the middle.
    fn table(&self, ui: &mut egui::Ui, lang: Lang) {
        let e = self.engine();
        let rect = ui.available_rect_before_wrap();
        let painter = ui.painter_at(rect);
        let center = rect.center();
        let felt = egui::vec2(rect.width() * 0.30, rect.height() * 0.27);
        painter.add(egui::Shape::ellipse_filled(center, felt, FELT));
        painter.add(egui::Shape::ellipse_stroke(
            center,
            felt,
            egui::Stroke::new(6.0, Color32::from_rgb(0x5d, 0x40, 0x37)),
        ));

        // The stock (and discs out of play) in the middle.
        let stock = e.stock();
        discs(&painter, center + egui::vec2(0.0, -14.0), stock, 9.0, 7, DISC);
        // Real labels (not painted text), so screen readers and tests can read them.
        let on_felt = |ui: &mut egui::Ui, dy: f32, text: String, size: f32, color: Color32| {
            let at = egui::Rect::from_center_size(center + egui::vec2(0.0, dy), egui::vec2(felt.x, size * 1.6));
            ui.put(at, egui::Label::new(RichText::new(text).size(size).color(color)).selectable(false));
        };
        on_felt(ui, felt.y * 0.55, format!("Stock: {stock}"), 20.0, Color32::WHITE);
        if e.discarded() > 0 {
            let text = format!("{}: {}", lang.tr("abgelegt", "discarded"), e.discarded());
            on_felt(ui, felt.y * 0.8, text, 15.0, Color32::LIGHT_GRAY);
        }

        let seating = e.seating();
        let n = seating.len().max(1);
        let card = egui::vec2((rect.width() / 4.2).min(190.0), 92.0);
        let current = self.current();
        // The round being entered, or the one waiting for a roll-off.
        let draft: Vec<RoundEntry> = match e.pending_entries() {
            Some(entries) => entries
                .iter()
                .map(|entry| match entry.act {
                    Act::Throw(throw) => RoundEntry::Throw { player: e.name(entry.player).to_string(), throw },
                    Act::Take => RoundEntry::Take { player: e.name(entry.player).to_string() },
                })
                .collect(),
            None => self.desk.session().draft().to_vec(),
        };
        for (i, &p) in seating.iter().enumerate() {
            let angle = -std::f32::consts::FRAC_PI_2 + std::f32::consts::TAU * i as f32 / n as f32;
            let pos = center
                + egui::vec2(
                    angle.cos() * (rect.width() * 0.5 - card.x * 0.55),
                    angle.sin() * (rect.height() * 0.5 - card.y * 0.6),
                );
            let card_rect = egui::Rect::from_center_size(pos, card);
            let playing = e.part_players().contains(&p);
            let free = playing && e.is_free(p);
            let thrown = draft.iter().find(|d| d.player() == e.name(p));
            seat(ui, card_rect, e, p, SeatState { turn: current == Some(p), playing, free, thrown }, lang);
        }
    }

    fn modal_ui(&mut self, ctx: &egui::Context, lang: Lang) -> Option<Action> {
        let modal = self.modal.as_mut()?;
        let mut close = false;
        let mut result = None;
        let e = self.desk.session().engine();
        let response = egui::Modal::new(egui::Id::unique("table-modal")).show(ctx, |ui| {
            ui.set_min_width(360.0);
            match modal {
                Modal::Pick(pick) => {
                    let (title, players): (&str, Vec<PlayerId>) = match pick {
                        Pick::DroppedDice => (
                            lang.tr("Wer hat die Würfel fallen lassen?", "Who dropped the dice?"),
                            e.part_players().iter().copied().filter(|&p| !e.is_free(p)).collect(),
                        ),
                        Pick::Lustwurf => (
                            lang.tr("Wer hat einen Lustwurf gemacht?", "Who made a Lustwurf?"),
                            (0..e.names().len()).collect(),
                        ),
                        Pick::Starter => (
                            lang.tr("Wer beginnt die nächste Runde?", "Who starts the next round?"),
                            e.part_players().iter().copied().filter(|&p| !e.is_free(p)).collect(),
                        ),
                    };
                    ui.heading(title);
                    ui.label(lang.tr("Taste 1–9 oder klicken; Esc bricht ab", "Key 1–9 or click; Esc cancels"));
                    if let Some(p) = player_buttons(ui, e, &players) {
                        let player = e.name(p).to_string();
                        result = Some(match pick {
                            Pick::DroppedDice => Event::Penalty { player, kind: PenaltyKind::DroppedDice },
                            Pick::Lustwurf => Event::Penalty { player, kind: PenaltyKind::Lustwurf },
                            Pick::Starter => Event::Starter(player),
                        });
                    }
                }
                Modal::Note(text) => {
                    ui.heading(lang.tr("Notiz", "Note"));
                    let edit = ui.add(egui::TextEdit::multiline(text).desired_rows(3).desired_width(340.0));
                    edit.request_focus();
                    ui.horizontal(|ui| {
                        if ui.button(lang.tr("Eintragen", "Record")).clicked() && !text.trim().is_empty() {
                            result = Some(Event::Note(text.trim().to_string()));
                        }
                        close |= ui.button(lang.tr("Abbrechen", "Cancel")).clicked();
                    });
                }
                Modal::Seats { names, new_name, focus } => {
                    ui.heading(lang.tr("Sitzordnung für das nächste Spiel", "Seating for the next game"));
                    let mut change = None;
                    for (i, name) in names.iter().enumerate() {
                        ui.horizontal(|ui| {
                            ui.label(format!("{}. {name}", i + 1));
                            if ui.add_enabled(i > 0, egui::Button::new("↑").small()).clicked() {
                                change = Some((i, i - 1));
                            }
                            if ui
                                .small_button("×")
                                .on_hover_text(lang.tr("geht (letzte Runde für mich)", "leaves"))
                                .clicked()
                            {
                                change = Some((i, usize::MAX));
                            }
                        });
                    }
                    match change {
                        Some((i, usize::MAX)) => {
                            names.remove(i);
                        }
                        Some((i, j)) => names.swap(i, j),
                        None => {}
                    }
                    ui.horizontal(|ui| {
                        let edit = ui
                            .add(egui::TextEdit::singleline(new_name).hint_text(lang.tr("Neuer Spieler", "Newcomer")));
                        if std::mem::take(focus) {
                            edit.request_focus();
                        }
                        let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                        if (ui.button(lang.tr("Dazusetzen", "Join")).clicked() || enter) && !new_name.trim().is_empty()
                        {
                            names.push(new_name.trim().to_string());
                            new_name.clear();
                            *focus = true;
                        }
                    });
                    ui.horizontal(|ui| {
                        if ui.button(lang.tr("Übernehmen", "Apply")).clicked() {
                            result = Some(Event::Seats(names.clone()));
                        }
                        close |= ui.button(lang.tr("Abbrechen", "Cancel")).clicked();
                    });
                }
            }
        });
        if response.should_close() || close {
            self.modal = None;
            self.focus = true;
        }
        let event = result?;
        self.modal = None;
        self.record(event, lang)
    }
}

/// Numbered buttons for players; keys 1–9 pick too. Returns the chosen player.
fn player_buttons(ui: &mut egui::Ui, e: &Engine, players: &[PlayerId]) -> Option<PlayerId> {
    let mut chosen = None;
    for (i, &p) in players.iter().enumerate() {
        let key = [
            egui::Key::Num1,
            egui::Key::Num2,
            egui::Key::Num3,
            egui::Key::Num4,
            egui::Key::Num5,
            egui::Key::Num6,
            egui::Key::Num7,
            egui::Key::Num8,
            egui::Key::Num9,
        ]
        .get(i);
        let button = egui::Button::new(RichText::new(format!("{}  {}", i + 1, e.name(p))).size(18.0))
            .min_size(egui::vec2(220.0, 34.0));
        let pressed = key.is_some_and(|&k| ui.input_mut(|input| input.consume_key(egui::Modifiers::NONE, k)));
        if ui.add(button).clicked() || pressed {
            chosen = Some(p);
        }
    }
    chosen
}

struct SeatState<'a> {
    turn: bool,
    playing: bool,
    free: bool,
    thrown: Option<&'a RoundEntry>,
}

/// One player's place at the table: name, discs, marks, what he threw in this round.
fn seat(ui: &mut egui::Ui, rect: egui::Rect, e: &Engine, p: PlayerId, s: SeatState<'_>, lang: Lang) {
    let holding = e.holding(p);
    let dim = !s.playing || s.free;
    let stroke = if s.turn { egui::Stroke::new(4.0, TURN) } else { ui.visuals().widgets.noninteractive.bg_stroke };
    let frame =
        egui::Frame::new().fill(ui.visuals().extreme_bg_color).stroke(stroke).corner_radius(8.0).inner_margin(6.0);
    ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
        if dim {
            ui.multiply_opacity(0.45);
        }
        frame.show(ui, |ui| {
            ui.set_min_size(rect.size() - egui::vec2(12.0, 12.0));
            ui.horizontal(|ui| {
                ui.label(RichText::new(e.name(p)).size(19.0).strong());
                let half1 = e.current_game().half1 == Some(p) && e.part() != Part::Half1;
                if half1 {
                    ui.label(RichText::new("●").color(MARKER).size(18.0))
                        .on_hover_text(lang.tr("hat Hälfte 1 verloren", "lost half 1"));
                }
            });
            let status = if !s.playing {
                lang.tr("sitzt aus", "sits out").to_string()
            } else if s.free {
                lang.tr("frei", "free").to_string()
            } else {
                match lang {
                    Lang::De => format!("{holding} Deckel"),
                    Lang::En => format!("{holding} discs"),
                }
            };
            ui.horizontal(|ui| {
                ui.label(status);
                if e.tally(p) > 0 {
                    let marks = format!("· {}", super::beermat::strokes(e.tally(p), lang));
                    ui.label(RichText::new(marks).weak())
                        .on_hover_text(lang.tr("Striche auf dem Bierdeckel", "tally marks"));
                }
                if let Some(entry) = s.thrown {
                    let text = match entry {
                        RoundEntry::Throw { throw, .. } => words::throw(*throw),
                        RoundEntry::Take { .. } => lang.tr("nimmt", "takes").into(),
                    };
                    ui.label(RichText::new(text).strong());
                }
            });
            let (disc_rect, _) = ui.allocate_exact_size(egui::vec2(ui.available_width(), 22.0), egui::Sense::hover());
            discs(ui.painter(), disc_rect.left_center() + egui::vec2(8.0, 0.0), holding, 6.5, 15, DISC);
        });
    });
}

/// Draws `count` discs in rows of `per_row`, the first row starting at `start` (left or centred).
fn discs(painter: &egui::Painter, start: egui::Pos2, count: u8, radius: f32, per_row: usize, color: Color32) {
    let step = radius * 2.2;
    let rows = (count as usize).div_ceil(per_row).max(1);
    let centred = per_row < 10;
    for i in 0..count as usize {
        let (row, col) = (i / per_row, i % per_row);
        let in_row = if row + 1 == rows { count as usize - row * per_row } else { per_row };
        let x = if centred { (col as f32 - (in_row as f32 - 1.0) / 2.0) * step } else { col as f32 * step };
        let y = (row as f32 - (rows as f32 - 1.0) / 2.0) * step;
        let c = start + egui::vec2(x, y);
        painter.circle(c, radius, color, egui::Stroke::new(1.0, Color32::from_rgb(0x4e, 0x0b, 0x0b)));
    }
}

/// A clickable die face with its pips.
fn die_face(ui: &mut egui::Ui, value: u8, size: f32) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::click());
    let visuals = ui.style().interact(&response);
    ui.painter().rect(rect, 6.0, Color32::WHITE, visuals.fg_stroke, egui::StrokeKind::Inside);
    let pip = |dx: f32, dy: f32| {
        ui.painter().circle_filled(rect.center() + egui::vec2(dx, dy) * size * 0.27, size * 0.09, Color32::BLACK)
    };
    let corners = [(-1.0, -1.0), (1.0, 1.0), (1.0, -1.0), (-1.0, 1.0)];
    if value % 2 == 1 {
        pip(0.0, 0.0);
    }
    let n = match value {
        2 | 3 => 2,
        4 | 5 => 4,
        6 => 4,
        _ => 0,
    };
    for &(dx, dy) in &corners[..n] {
        pip(dx, dy);
    }
    if value == 6 {
        pip(-1.0, 0.0);
        pip(1.0, 0.0);
    }
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, value.to_string()));
    response
}

/// What an entry brought, in sentences for the referee to read out; headlines (a part or a
/// game lost, a roll-off needed) are marked `true` and shown large.
fn news(e: &Engine, outcome: Outcome, lang: Lang) -> Vec<(String, bool)> {
    let mut lines: Vec<(String, bool)> = Vec::new();
    let mut say = |line: String, headline: bool| lines.push((line, headline));
    let rounds = e.rounds();
    for r in &rounds[rounds.len() - outcome.rounds..] {
        say(words::round(e, r), false);
    }
    if outcome.roll_off
        && let Awaiting::RollOff(tied) = e.awaiting()
    {
        let names: Vec<&str> = tied.iter().map(|&p| e.name(p)).collect();
        let line = match lang {
            Lang::De => format!("Gleichstand — Äugeln: {}", names.join(", ")),
            Lang::En => format!("A tie — roll-off: {}", names.join(", ")),
        };
        say(line, true);
    }
    let parts = e.parts();
    for part in &parts[parts.len() - outcome.parts..] {
        let name = e.name(part.loser);
        let how = if part.by == LostBy::DroppedDice {
            lang.tr(" (Würfel zweimal fallen gelassen)", " (dropped the dice twice)")
        } else {
            ""
        };
        let line = match lang {
            Lang::De => format!("{name} verliert {}{how}!", words::part_with_article(part.part)),
            Lang::En => format!("{name} loses {}{how}!", words::part(part.part)),
        };
        say(line, true);
    }
    let games = e.finished_games();
    for g in &games[games.len() - outcome.games..] {
        let loser = g.loser.map_or("", |p| e.name(p));
        let line = match (g.durchmarsch(), lang) {
            (true, Lang::De) => format!("Durchmarsch! {loser} verliert Spiel {} — ein Strich.", g.number),
            (true, Lang::En) => format!("Durchmarsch! {loser} loses game {} — one mark.", g.number),
            (false, Lang::De) => format!("{loser} verliert Spiel {} — ein Strich.", g.number),
            (false, Lang::En) => format!("{loser} loses game {} — one mark.", g.number),
        };
        say(line, true);
    }
    let marks = e.marks();
    for m in
        marks[marks.len() - outcome.marks..].iter().filter(|m| m.reason != crate::session::state::MarkReason::GameLost)
    {
        let line = match lang {
            Lang::De => format!("Strich für {}: {}", e.name(m.player), words::mark_reason(m.reason)),
            Lang::En => format!("Mark for {}: {}", e.name(m.player), words::mark_reason(m.reason)),
        };
        say(line, false);
    }
    if outcome.draft_cleared {
        say(lang.tr("Die angefangene Runde ist damit hinfällig.", "The round being entered is void.").into(), false);
    }
    if outcome.games > 0 || outcome.parts > 0 {
        match (e.awaiting(), e.starter()) {
            (Awaiting::Round, Some(s)) => {
                let line = match lang {
                    Lang::De => format!("Weiter: {} — {} beginnt.", words::part(e.part()), e.name(s)),
                    Lang::En => format!("Next: {} — {} starts.", words::part(e.part()), e.name(s)),
                };
                say(line, false);
            }
            (Awaiting::Starter, _) => {
                say(lang.tr("Wer beginnt? Bitte eintragen.", "Who starts? Please record.").into(), false)
            }
            _ => {}
        }
    }
    lines
}
