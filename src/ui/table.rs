//! The table: players around it with their discs, the stock, whose turn it is, the entry of
//! throws, roll-offs and starters, the news of the last entry and the log of rounds.
//!
//! The view only asks: every part of it returns an [`Ask`] (an [`Intent`] for the evening, or a
//! command), and [`TableView::ask`] hands intents to the one controller ([`Control`]) that
//! changes the desk and saves.

mod board;
mod entry_panel;
mod felt;

use super::action::{Action, Toast};
use super::commands::{self, Cmd, Open};
use super::control::{Control, Done, Intent};
use super::entry::Typed;
use super::picker::Picker;
use eframe::egui::{self, Color32, RichText};
use felt::{TIED, TURN, die_face, text_color};
use schocken_core::report::news::{self, round_limit, status, where_};
use schocken_core::report::timeline;
use schocken_core::report::words;
use schocken_core::rules::knobs::{EmptyStock, Rules};
use schocken_core::rules::limits::{PIPS, ROLL_OFF_SUMS, THROWS};
use schocken_core::rules::outcome::PlayerId;
use schocken_core::rules::round::Act;
use schocken_core::rules::throw::Count;
use schocken_core::rules::throw_limit;
use schocken_core::session::desk::{Desk, Outcome, Withdrawal};
use schocken_core::session::event::{Event, PenaltyKind, RoundEntry};
use schocken_core::session::state::{Awaiting, Engine, Part};
use schocken_core::tournament::at_table::TableRound;
use schocken_core::tr;
use std::path::{Path, PathBuf};

/// A player chooser for one purpose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pick {
    DroppedDice,
    Lustwurf,
    Starter,
}

/// What the last change brought, kept as data so it is told in the language of the moment.
#[derive(Clone, Debug)]
enum News {
    Nothing,
    /// An undo, and what it took back (worded as it was asked for).
    Undone(Option<String>),
    Entered(Outcome),
}

/// What a part of the view asks for.
enum Ask {
    /// A change to the evening, for the controller.
    Do(Intent),
    /// A command, as from its key or menu.
    Command(Cmd),
}

/// A dialog over the table.
enum Modal {
    Pick {
        pick: Pick,
        picker: Picker,
    },
    /// `focus`: put the keyboard in the note's field (on opening only, so that Tab can leave it
    /// for the buttons).
    Note {
        text: String,
        focus: bool,
    },
    /// The seating for the next game; `focus`: put the keyboard in its name field (on opening).
    Seats {
        roster: super::seating::Roster,
        focus: bool,
    },
}

pub struct TableView {
    control: Control,
    input: String,
    /// The input on which Enter was pressed with dice missing ("65"): said until it changes.
    incomplete: Option<String>,
    sums: Vec<String>,
    /// The sum field the keyboard is in: the next tied player in throwing order.
    sum_at: usize,
    news: News,
    modal: Option<Modal>,
    /// What is typed towards the player who starts (the panel of the opening roll or a final).
    starter: Picker,
    beer_mat: bool,
    /// The evening's rule book is open beside the table ([`Cmd::RuleBook`]).
    rule_book: bool,
    /// A lost part or game, shown large over the table until the next entry; the end of a game
    /// waits for Enter before the next one begins.
    banner: Option<news::Ending>,
    /// At a tournament table: what the organiser's side says (time up, the round played).
    link: Option<super::table_link::TableLink>,
}

impl TableView {
    pub fn new(desk: Desk, path: PathBuf, ctx: &egui::Context) -> TableView {
        let link = super::table_link::TableLink::new(&path, desk.session(), ctx);
        TableView {
            link,
            control: Control::new(desk, path),
            input: String::new(),
            incomplete: None,
            sums: Vec::new(),
            sum_at: 0,
            news: News::Nothing,
            modal: None,
            starter: Picker::default(),
            beer_mat: false,
            rule_book: false,
            banner: None,
        }
    }

    pub fn desk(&self) -> &Desk {
        self.control.desk()
    }

    pub fn path(&self) -> &Path {
        self.control.path()
    }

    /// The evening as the command table sees it (what can run now).
    pub fn open(&self) -> Open<'_> {
        Open { desk: Some(self.desk()), session: Some(self.desk().session()), decided: self.decided() }
    }

    fn engine(&self) -> &Engine {
        self.desk().session().engine()
    }

    /// Whose turn it is in the round being entered: nobody's at a tournament table that is over,
    /// nor a knock-out player's who is out.
    fn current(&self) -> Option<PlayerId> {
        if self.decided() {
            return None;
        }
        let players = self.engine().next_players()?;
        let p = players.get(self.desk().session().draft().len()).copied()?;
        (!self.round().is_some_and(|r| r.is_out(self.engine().name(p)))).then_some(p)
    }

    /// A tournament table that is over with no game begun: nothing more is played here (the core
    /// refuses it: `TableRound::refusal`), so nothing offers it.
    fn decided(&self) -> bool {
        let session = self.desk().session();
        let begun = session.engine().game_begun() || !session.draft().is_empty();
        self.round().is_some_and(|r| r.over) && !begun
    }

    /// Runs a table command (from a key, the menu or a button); returns what the app must do.
    pub fn command(&mut self, cmd: Cmd) -> Option<Action> {
        match cmd {
            Cmd::Undo => self.undo(),
            Cmd::Redo => self.apply(Intent::Redo),
            Cmd::Take => {
                let player = self.engine().name(self.current()?).to_string();
                self.apply(Intent::Enter(RoundEntry::Take { player }))
            }
            Cmd::DroppedDice => self.pick(Pick::DroppedDice),
            Cmd::Lustwurf => self.pick(Pick::Lustwurf),
            Cmd::Starter => self.pick(Pick::Starter),
            Cmd::Note => self.show(Modal::Note { text: String::new(), focus: true }),
            Cmd::Sudden => self.apply(Intent::Record(Event::Sudden)),
            Cmd::Seats => {
                let e = self.engine();
                let names = e.seating().iter().map(|&p| e.name(p).to_string()).collect();
                let roster = super::seating::Roster::new(names, e.names().to_vec());
                self.show(Modal::Seats { roster, focus: true })
            }
            Cmd::BeerMat => {
                self.beer_mat = !self.beer_mat;
                None
            }
            Cmd::RuleBook => {
                self.rule_book = !self.rule_book;
                None
            }
            // Printing is the app's (the beer mats' print buttons ask for it here).
            _ if cmd.printout().is_some() => Some(Action::Command(cmd)),
            _ => None,
        }
    }

    fn pick(&mut self, pick: Pick) -> Option<Action> {
        self.show(Modal::Pick { pick, picker: Picker::default() })
    }

    fn show(&mut self, modal: Modal) -> Option<Action> {
        self.modal = Some(modal);
        None
    }

    /// What a part of the view asked for, done.
    fn ask(&mut self, ask: Ask) -> Option<Action> {
        match ask {
            Ask::Do(intent) => self.apply(intent),
            Ask::Command(cmd) if commands::enabled(cmd, self.open()) => self.command(cmd),
            Ask::Command(_) => None,
        }
    }

    /// Hands an intent to the controller and tells what came of it: the news, or why nothing
    /// changed (the typed input then stays, to be corrected or entered again).
    fn apply(&mut self, intent: Intent) -> Option<Action> {
        let undoing = matches!(intent, Intent::Undo).then(|| news::undo_words(self.desk().session(), self.round()));
        let news = match self.control.apply(intent) {
            Ok(Done::Entered(outcome)) => News::Entered(outcome),
            Ok(Done::Undone) => News::Undone(undoing.flatten()),
            Ok(Done::Nothing) | Ok(Done::Withdrawn(Withdrawal::NotSudden)) => return None,
            // What the referee is typing stays: the organiser's word came from outside.
            Ok(Done::Withdrawn(Withdrawal::TakenBack)) => {
                return Some(Action::Tell(Toast::info(|| tr!("table-sudden-withdrawn"))));
            }
            Ok(Done::Withdrawn(Withdrawal::PlayedAfter)) => {
                return Some(Action::Tell(Toast::error(|| tr!("table-sudden-withdrawn-but-played"))));
            }
            Err(failed) => return Some(Action::Tell(Toast::error(move || failed.message()))),
        };
        self.banner = match &news {
            News::Entered(outcome) => news::ending(self.desk().session(), *outcome),
            _ => None,
        };
        self.news = news;
        self.input.clear();
        self.starter = Picker::default();
        self.sums.clear();
        self.sum_at = 0;
        Some(Action::Quiet)
    }

    /// Esc closes the dialog, the rule book, the banner or the beer mats if one is open, else
    /// clears what is typed (a second Esc finds nothing to clear and does nothing).
    fn escape(&mut self, ui: &egui::Ui) {
        if !Cmd::TableEscape.pressed(ui.ctx()) {
            return;
        }
        if self.modal.take().is_none()
            && !std::mem::take(&mut self.rule_book)
            && self.banner.take().is_none()
            && !std::mem::take(&mut self.beer_mat)
        {
            self.input.clear();
            self.sums.clear();
            self.sum_at = 0;
        }
    }

    /// Keeps the keyboard in `edit` while no dialog is open, whatever was clicked or closed
    /// before: the next digit typed always lands where the throw (or sum) is asked for. Returns
    /// whether Enter was pressed in it (read before the focus is taken back).
    ///
    /// The test is egui's memory, not `Response::has_focus`: that one is also false while the OS
    /// window lacks focus (a table laptop's window before its first click), and asking for focus
    /// every frame then interrupts the input method each frame, which wakes the next frame — the
    /// window spun at a full core and the X server's keys were lost in the IME resets.
    fn keep_focus(&self, ui: &egui::Ui, edit: &egui::Response) -> bool {
        let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if self.modal.is_none() && !self.waiting() && !ui.memory(|m| m.has_focus(edit.id)) {
            edit.request_focus();
        }
        enter
    }

    /// Whether the end of a game is on screen, waiting for Enter.
    fn waiting(&self) -> bool {
        self.banner == Some(news::Ending::Game)
    }

    /// The end of a part or a game, large over the table, with what comes next; the end of a
    /// game with the standing of the evening, until Enter.
    fn banner_ui(&mut self, ctx: &egui::Context, over: egui::Rect) {
        let Some(ending) = self.banner else { return };
        let News::Entered(outcome) = self.news else { return };
        let lines = news::lines(self.desk().session(), outcome, self.round());
        let played = self.played();
        let e = self.engine();
        egui::Area::new(egui::Id::unique("table-banner"))
            .order(egui::Order::Foreground)
            .fixed_pos(over.center())
            .pivot(egui::Align2::CENTER_CENTER)
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style()).inner_margin(24.0).stroke(egui::Stroke::new(4.0, TURN)).show(ui, |ui| {
                    ui.set_max_width(over.width() * 0.8);
                    for line in lines.iter().filter(|l| l.headline) {
                        ui.label(RichText::new(&line.text).size(40.0).strong());
                    }
                    match &played {
                        Some(played) => {
                            ui.label(RichText::new(played).size(22.0).strong());
                        }
                        None => {
                            for line in lines.iter().filter(|l| !l.headline).skip(1) {
                                ui.label(RichText::new(&line.text).size(22.0));
                            }
                        }
                    }
                    if ending == news::Ending::Part {
                        let color = text_color(ui.visuals(), TURN);
                        let close = tr!("table-banner-part-close", key = Cmd::TableEscape.shortcut_text(ui.ctx()));
                        ui.label(RichText::new(close).size(18.0).color(color));
                    }
                    if ending == news::Ending::Game {
                        let standing: Vec<String> = e
                            .players()
                            .map(|p| match e.scores_points() {
                                true => tr!(
                                    "table-banner-points",
                                    name = e.name(p),
                                    marks = e.tally(p),
                                    points = e.points(p)
                                ),
                                false => tr!("table-banner-marks", name = e.name(p), marks = e.tally(p)),
                            })
                            .collect();
                        ui.add_space(8.0);
                        ui.label(RichText::new(standing.join(" · ")).size(24.0));
                        ui.add_space(12.0);
                        let color = text_color(ui.visuals(), TURN);
                        let key = Cmd::TableGoOn.shortcut_text(ui.ctx());
                        let enter = if played.is_some() {
                            tr!("table-banner-close", key = key)
                        } else {
                            tr!("table-banner-enter", key = key)
                        };
                        ui.label(RichText::new(enter).size(22.0).color(color).strong());
                    }
                });
            });
    }

    pub fn ui(&mut self, ui: &mut egui::Ui) -> Option<Action> {
        // What the organiser's side said is taken first; the frame is still drawn in full.
        let told = self.follow_link();
        self.escape(ui);
        // The end of a game waits for Enter; until then nothing is entered.
        if self.waiting() && Cmd::TableGoOn.pressed(ui.ctx()) {
            self.banner = None;
        }
        let waiting = self.waiting();
        let mut asked = None;
        // Narrower when zoomed in, so that the table keeps room for twelve seats.
        let entry = (ui.available_width() * 0.38).clamp(340.0, 440.0);
        egui::Panel::right("entry").resizable(false).exact_size(entry).show(ui, |ui| {
            ui.add_space(6.0);
            ui.set_max_width(ui.available_width());
            asked = ui.add_enabled_ui(!waiting, |ui| self.entry_panel(ui)).inner;
            ui.separator();
            self.news_ui(ui);
            ui.separator();
            self.log_ui(ui);
        });
        let central = egui::CentralPanel::default().show(ui, |ui| {
            self.status_line(ui);
            if self.beer_mat {
                ui.horizontal(|ui| {
                    for cmd in [Cmd::PrintTallies, Cmd::SaveTallies, Cmd::BeerMat] {
                        let label = if cmd == Cmd::BeerMat { tr!("table-back") } else { cmd.label() };
                        if ui.button(label).on_hover_text(cmd.shortcut_text(ui.ctx())).clicked() {
                            asked = Some(Ask::Command(cmd));
                        }
                    }
                });
                super::beermat::ui(ui, self.engine());
            } else {
                self.table(ui);
            }
        });
        self.banner_ui(ui.ctx(), central.response.rect);
        if self.rule_book {
            super::rule_book::window(
                ui.ctx(),
                &self.desk().session().header().rules,
                central.response.rect,
                Cmd::TableEscape,
            );
        }
        if let Some(ask) = self.modal_ui(ui.ctx()) {
            asked = Some(ask);
        }
        match asked {
            Some(ask) => self.ask(ask).or(told),
            None => told,
        }
    }

    fn status_line(&self, ui: &mut egui::Ui) {
        let text = status(self.desk().session(), self.round());
        ui.horizontal(|ui| {
            ui.label(RichText::new(text).size(20.0).strong());
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let header = self.desk().session().header();
                let title = header.title.clone().unwrap_or_default();
                // The rule book in one line ("Kalk + 5 Hausregeln"); its key shows the differences.
                let book = words::rule_book(&header.rules);
                let tooltip = Cmd::RuleBook.tooltip(ui.ctx());
                // The rule book first: the title gives way to the status when room is short (zoomed
                // in); the whole line is in the tooltip.
                let line = format!("{book} · {title}");
                let text = RichText::new(&line).size(16.0).weak();
                ui.add(egui::Label::new(text).truncate()).on_hover_text(format!("{line}\n{tooltip}"));
            });
        });
        // At a knock-out table: who has how many lives, who is out.
        if let Some(lives) = self.round().and_then(|r| r.lives_text()) {
            ui.label(RichText::new(lives).size(18.0).strong());
        }
    }

    /// The tournament round of this table, where it is one (read from the folder by the link).
    fn round(&self) -> Option<&TableRound> {
        self.link.as_ref()?.round()
    }

    /// At a tournament table: reads what the organiser's side said, records `Sudden` once time
    /// is up as soon as the rules take it (not amid a roll-off or a half-entered round) and takes
    /// it back when the organiser withdraws it, and
    /// seats a knock-out table anew once a player lost his last life (he throws no more).
    fn follow_link(&mut self) -> Option<Action> {
        let link = self.link.as_mut()?;
        let session = self.control.desk().session();
        link.poll(session);
        if link.withdrawn() {
            return self.apply(Intent::WithdrawSudden);
        }
        let round = link.round();
        if let Some(seats) = round.and_then(|r| r.seats_due(session)) {
            // The game's news and banner stay: the new seating is part of what the game did.
            return match self.control.apply(Intent::Record(seats)) {
                Ok(_) => None,
                Err(failed) => Some(Action::Tell(Toast::error(move || failed.message()))),
            };
        }
        let due = link.sudden_due(session, round.is_some_and(|r| r.over));
        if due { self.apply(Intent::Record(Event::Sudden)) } else { None }
    }

    /// The sentence that takes the place of the next game once the table's round is played.
    fn played(&self) -> Option<String> {
        self.round()?.over_text()
    }

    /// Undo takes back the last entry; where that entry put a player out of a knock-out table,
    /// the seating recorded after it goes with it (else it would be seated anew at once).
    fn undo(&mut self) -> Option<Action> {
        let session = self.control.desk().session();
        let with_seats = self.round().is_some_and(|r| r.seated_after_game(session));
        if with_seats {
            match self.control.apply(Intent::Undo) {
                Ok(_) => {}
                Err(failed) => return Some(Action::Tell(Toast::error(move || failed.message()))),
            }
        }
        self.apply(Intent::Undo)
    }

    fn modal_ui(&mut self, ctx: &egui::Context) -> Option<Ask> {
        let modal = self.modal.as_mut()?;
        let mut close = false;
        let mut result = None;
        let e = self.control.desk().session().engine();
        let confirm_keys = Cmd::Confirm.shortcut_text(ctx);
        let escape = Cmd::TableEscape.shortcut_text(ctx);
        let response = egui::Modal::new(egui::Id::unique("table-modal")).show(ctx, |ui| {
            ui.set_min_width(360.0);
            match modal {
                Modal::Pick { pick, picker } => {
                    let (title, players): (String, Vec<PlayerId>) = match pick {
                        Pick::DroppedDice => (tr!("table-pick-dropped-dice"), e.in_play()),
                        Pick::Lustwurf => (
                            tr!("table-pick-lustwurf", penalty = e.rules().lustwurf_penalty.id()),
                            e.lustwurf_offenders(),
                        ),
                        Pick::Starter => (tr!("table-pick-starter"), e.in_play()),
                    };
                    ui.heading(title);
                    ui.label(tr!("table-pick-keys", key = Cmd::TableEscape.shortcut_text(ui.ctx())));
                    if let Some(p) = picker.ui(ui, e, &players, true) {
                        let player = e.name(p).to_string();
                        result = Some(match pick {
                            Pick::DroppedDice => Event::Penalty { player, kind: PenaltyKind::DroppedDice },
                            Pick::Lustwurf => Event::Penalty { player, kind: PenaltyKind::Lustwurf },
                            Pick::Starter => Event::Starter(player),
                        });
                    }
                }
                Modal::Note { text, focus } => {
                    // Enter makes a new line in the note; Ctrl+Enter records it, before the field
                    // sees the key.
                    let record = Cmd::Confirm.pressed(ui.ctx());
                    let heading = ui.heading(tr!("table-note"));
                    let edit = ui
                        .add(egui::TextEdit::multiline(text).desired_rows(3).desired_width(340.0))
                        .labelled_by(heading.id);
                    if std::mem::take(focus) {
                        edit.request_focus();
                    }
                    let note = Some(text.trim()).filter(|t| !t.is_empty()).map(str::to_string);
                    ui.horizontal(|ui| {
                        let button = egui::Button::new(tr!("table-record", keys = confirm_keys.as_str()));
                        let clicked = ui.add_enabled(note.is_some(), button).clicked();
                        if let Some(note) = note.filter(|_| clicked || record) {
                            result = Some(Event::Note(note));
                        }
                        close |= ui.button(tr!("table-cancel", key = escape.as_str())).clicked();
                    });
                }
                Modal::Seats { roster, focus } => {
                    // A fixed size: the dialog does not move under the mouse as the list changes.
                    ui.set_min_size(egui::vec2(460.0, 440.0));
                    ui.heading(tr!("table-seats"));
                    let apply = Cmd::Confirm.pressed(ui.ctx());
                    roster.ui(ui, "table-seats", &tr!("table-leaves"), std::mem::take(focus));
                    ui.add_space(8.0);
                    ui.horizontal(|ui| {
                        if ui.button(tr!("table-apply", keys = confirm_keys.as_str())).clicked() || apply {
                            result = Some(Event::Seats(roster.names.clone()));
                        }
                        close |= ui.button(tr!("table-cancel", key = escape.as_str())).clicked();
                    });
                }
            }
        });
        if response.should_close() || close {
            self.modal = None;
        }
        let event = result?;
        self.modal = None;
        Some(Ask::Do(Intent::Record(event)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use felt::{Layout, disc_grid};

    /// The table's part of a 1366×768 window is about 900×690 points at 100 % and 560×440 at
    /// 150 % (tests/layout.rs checks the real window at every zoom): the seat cards never
    /// overlap each other or the felt, the stock and its labels stay on the felt, and every row
    /// of cards is centred, so the table is balanced for any number of players.
    #[test]
    fn seats_never_overlap_and_the_table_is_balanced() {
        for size in [egui::vec2(900.0, 690.0), egui::vec2(560.0, 440.0), egui::vec2(500.0, 420.0)] {
            let table = egui::Rect::from_min_size(egui::pos2(10.0, 40.0), size);
            for n in 2..=12 {
                let at = Layout::new(n, 15, true, table);
                let cards = &at.cards;
                assert_eq!(cards.len(), n);
                for (i, a) in cards.iter().enumerate() {
                    assert!(table.contains_rect(*a), "{n} in {size:?}: {a:?} off the table");
                    assert!(a.width() >= 100.0 && a.height() >= 80.0, "{n} in {size:?}: {a:?} too small");
                    assert!(!a.intersects(at.felt), "{n} in {size:?}: {a:?} on the felt {:?}", at.felt);
                    for b in &cards[i + 1..] {
                        assert!(!a.intersects(*b), "{n} in {size:?}: {a:?} overlaps {b:?}");
                    }
                    // Its row (the cards at the same height) is centred on the table.
                    let row: Vec<_> = cards.iter().filter(|b| (b.top() - a.top()).abs() < 0.5).collect();
                    let middle = row.iter().map(|b| b.center().x).sum::<f32>() / row.len() as f32;
                    assert!((middle - table.center().x).abs() < 0.5, "{n} in {size:?}: a row is lopsided {row:?}");
                }
                assert!(at.felt.width() >= 60.0 && at.felt.height() >= 60.0, "{n} in {size:?}: felt {:?}", at.felt);
                for part in [at.stock, at.label, at.discarded] {
                    assert!(at.felt.contains_rect(part), "{n} in {size:?}: {part:?} off the felt {:?}", at.felt);
                }
                assert!(at.stock.bottom() <= at.label.top() && at.label.bottom() <= at.discarded.top());
                assert!(at.disc >= 4.0, "{n} in {size:?}: stock discs of {} points", at.disc);
            }
        }
    }

    /// Discs as large as their room allows, in rows near the wish.
    #[test]
    fn discs_fit_their_room() {
        assert_eq!(disc_grid(13, egui::vec2(400.0, 100.0), 9.0, 7), (9.0, 7));
        let (radius, per_row) = disc_grid(13, egui::vec2(100.0, 14.3), 6.5, 13);
        let rows = 13usize.div_ceil(per_row) as f32;
        assert!(radius * 2.2 * per_row as f32 <= 100.001 && radius * 2.2 * rows <= 14.301, "{radius} {per_row}");
        assert_eq!(disc_grid(0, egui::vec2(0.0, 0.0), 9.0, 7).0, 0.0);
    }
}
