//! The table: players around it with their discs, the stock, whose turn it is, the entry of
//! throws, roll-offs and starters, the news of the last entry and the log of rounds.
//!
//! The view only asks: every part of it returns an [`Ask`] (an [`Intent`] for the evening, or a
//! command), and [`TableView::ask`] hands intents to the one controller ([`Control`]) that
//! changes the desk and saves.

use super::Action;
use super::commands::{self, Cmd, Open};
use super::control::{Control, Done, Intent};
use super::entry::Typed;
use super::picker::Picker;
use eframe::egui::{self, Color32, RichText};
use schocken_core::report::news::{self, round_limit, status, where_};
use schocken_core::report::timeline;
use schocken_core::report::words;
use schocken_core::rules::knobs::{EmptyStock, Rules};
use schocken_core::rules::limits::{PIPS, ROLL_OFF_SUMS, THROWS};
use schocken_core::rules::round::{Act, PlayerId};
use schocken_core::rules::throw::Count;
use schocken_core::rules::throw_limit;
use schocken_core::session::desk::{Desk, Outcome};
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
    /// A lost part or game, shown large over the table until the next entry; the end of a game
    /// waits for Enter before the next one begins.
    banner: Option<news::Ending>,
    /// At a tournament table: what the organiser's side says (time up, the round played).
    link: Option<super::table_link::TableLink>,
}

const DISC: Color32 = Color32::from_rgb(0xb7, 0x1c, 0x1c);
const MARKER: Color32 = Color32::from_rgb(0x21, 0x21, 0x21);
const FELT: Color32 = Color32::from_rgb(0x2e, 0x6b, 0x3a);
const TURN: Color32 = Color32::from_rgb(0xff, 0xc1, 0x07);
/// The players of a roll-off.
const TIED: Color32 = Color32::from_rgb(0x29, 0xb6, 0xf6);

/// A signal colour as text: the bright one on the dark look, a dark one on the light look
/// (amber or light blue on white cannot be read from a step away).
fn text_color(visuals: &egui::Visuals, signal: Color32) -> Color32 {
    match (visuals.dark_mode, signal == TURN) {
        (true, _) => signal,
        (false, true) => Color32::from_rgb(0x9a, 0x4b, 0x00),
        (false, false) => Color32::from_rgb(0x01, 0x57, 0x9b),
    }
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
        Open { desk: Some(self.desk()), session: Some(self.desk().session()) }
    }

    fn engine(&self) -> &Engine {
        self.desk().session().engine()
    }

    /// Whose turn it is in the round being entered.
    fn current(&self) -> Option<PlayerId> {
        let players = self.engine().next_players()?;
        players.get(self.desk().session().draft().len()).copied()
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
            Ok(Done::Nothing) => return None,
            Err(failed) => return Some(Action::Tell(super::Toast::error(move || failed.message()))),
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

    /// Esc closes the dialog or the beer mats if one is open, else clears what is typed (a
    /// second Esc finds nothing to clear and does nothing).
    fn escape(&mut self, ui: &egui::Ui) {
        if !ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape)) {
            return;
        }
        if self.modal.take().is_none() && self.banner.take().is_none() && !std::mem::take(&mut self.beer_mat) {
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
                        ui.label(RichText::new(tr!("table-banner-part-close")).size(18.0).color(color));
                    }
                    if ending == news::Ending::Game {
                        let standing: Vec<String> = (0..e.names().len())
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
                        let enter =
                            if played.is_some() { tr!("table-banner-close") } else { tr!("table-banner-enter") };
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
        if self.waiting() && ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Enter)) {
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
                let title = self.desk().session().header().title.clone().unwrap_or_default();
                let preset = words::preset_name(self.desk().session().header().rules.preset);
                // The title gives way to the status when room is short (zoomed in).
                ui.add(egui::Label::new(RichText::new(format!("{title} · {preset}")).size(16.0).weak()).truncate());
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
    /// is up as soon as the rules take it (not amid a roll-off or a half-entered round), and
    /// seats a knock-out table anew once a player lost his last life (he throws no more).
    fn follow_link(&mut self) -> Option<Action> {
        let link = self.link.as_mut()?;
        let session = self.control.desk().session();
        link.poll(session);
        let round = link.round();
        if let Some(seats) = round.and_then(|r| r.seats_due(session)) {
            // The game's news and banner stay: the new seating is part of what the game did.
            return match self.control.apply(Intent::Record(seats)) {
                Ok(_) => None,
                Err(failed) => Some(Action::Tell(super::Toast::error(move || failed.message()))),
            };
        }
        let due = link.time_up() && session.sudden_due(round.is_some_and(|r| r.over));
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
                Err(failed) => return Some(Action::Tell(super::Toast::error(move || failed.message()))),
            }
        }
        self.apply(Intent::Undo)
    }

    /// What to enter now: a throw, a roll-off, or who starts; nothing once a tournament table's
    /// round is played (only a game begun goes on: the organiser may have changed the draw).
    fn entry_panel(&mut self, ui: &mut egui::Ui) -> Option<Ask> {
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

    fn starter_ui(&mut self, ui: &mut egui::Ui) -> Option<Ask> {
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
    fn roll_off_ui(&mut self, ui: &mut egui::Ui, tied: &[PlayerId]) -> Option<Ask> {
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

    fn throw_ui(&mut self, ui: &mut egui::Ui) -> Option<Ask> {
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
                    Some(l) if rules.over_limit_disc => {
                        let discs = throw_limit::penalty_discs(*throw, l, rules);
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
    fn command_buttons(&self, ui: &mut egui::Ui) -> Option<Ask> {
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

    fn news_ui(&self, ui: &mut egui::Ui) {
        let lines = match &self.news {
            News::Nothing => Vec::new(),
            News::Undone(None) => vec![news::Line { text: tr!("table-undone"), headline: false }],
            News::Undone(Some(what)) => {
                vec![news::Line { text: tr!("table-undone-what", what = what.as_str()), headline: false }]
            }
            News::Entered(outcome) => news::lines(self.desk().session(), *outcome, self.round()),
        };
        for line in lines {
            let text = RichText::new(line.text).strong();
            let headline = text_color(ui.visuals(), TURN);
            ui.label(if line.headline { text.size(24.0).color(headline) } else { text.size(18.0) });
        }
    }

    /// The rounds, newest first, each line wrapped so it is read without hovering; a note the
    /// referee saved stands among them where it was written.
    fn log_ui(&self, ui: &mut egui::Ui) {
        let session = self.desk().session();
        let e = session.engine();
        ui.label(RichText::new(tr!("table-log")).weak());
        egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
            // The newest rounds; the whole evening is in the review and on the printouts.
            let mut shown = 0;
            for index in (0..session.events().len()).rev() {
                let Some(step) = timeline::step(session, index) else { continue };
                for item in step.items.iter().rev() {
                    match item {
                        timeline::Item::Round { record: r, .. } => {
                            ui.label(RichText::new(where_(e.rules(), r.game, r.part, r.number)).strong());
                            ui.add(egui::Label::new(words::round(e, r)).wrap());
                            shown += 1;
                        }
                        timeline::Item::Note(text) => {
                            ui.add(
                                egui::Label::new(RichText::new(tr!("timeline-note", text = *text)).italics()).wrap(),
                            );
                        }
                        _ => continue,
                    }
                    ui.add_space(4.0);
                }
                if shown >= LOG_ROUNDS {
                    break;
                }
            }
        });
    }

    /// The players around the table in seat order (clockwise from the top left), the stock on
    /// the felt in the middle.
    fn table(&self, ui: &mut egui::Ui) {
        let e = self.engine();
        let seating = e.seating();
        let discards = e.rules().empty_stock == EmptyStock::WinnerDiscards;
        let at = Layout::new(seating.len(), e.rules().discs, discards, ui.available_rect_before_wrap());
        let painter = ui.painter_at(at.table);
        let corner = at.felt.width().min(at.felt.height()) * 0.5;
        painter.rect(
            at.felt,
            corner,
            FELT,
            egui::Stroke::new(6.0, Color32::from_rgb(0x5d, 0x40, 0x37)),
            egui::StrokeKind::Inside,
        );

        // The stock (and the discs out of play) in the middle; real labels (not painted text), so
        // screen readers and tests can read them.
        let stock = e.stock();
        discs(&painter, at.stock, stock, at.disc, true);
        let on_felt = |ui: &mut egui::Ui, rect: egui::Rect, text: String, size: f32| {
            let text = fitted(ui, &text, size, rect.width()).color(Color32::WHITE);
            ui.put(rect, egui::Label::new(text).selectable(false));
        };
        on_felt(ui, at.label, tr!("table-stock", discs = stock), 22.0);
        if e.discarded() > 0 {
            on_felt(ui, at.discarded, tr!("table-discarded", discs = e.discarded()), 16.0);
        }

        let current = self.current();
        let tied = match e.awaiting() {
            Awaiting::RollOff(tied) => tied,
            _ => Vec::new(),
        };
        // The round being entered, or the one waiting for a roll-off.
        let as_entries = |entries: &[schocken_core::rules::round::Entry]| -> Vec<RoundEntry> {
            entries
                .iter()
                .map(|entry| match entry.act {
                    Act::Throw(throw) => RoundEntry::Throw { player: e.name(entry.player).to_string(), throw },
                    Act::Take => RoundEntry::Take { player: e.name(entry.player).to_string() },
                })
                .collect()
        };
        // The round being entered, or the one waiting for a roll-off; before the next round's
        // first throw, the round just played (so the table can still read what everyone threw).
        let session = self.desk().session();
        let (draft, last_round) = match (e.pending_entries(), e.rounds().last()) {
            (Some(entries), _) => (as_entries(entries), None),
            (None, Some(r)) if session.draft().is_empty() => (as_entries(&r.entries), Some(r)),
            (None, _) => (session.draft().to_vec(), None),
        };
        let limit = round_limit(&draft).map(|(_, count)| count);
        for (number, (&p, &card_rect)) in (1..).zip(seating.iter().zip(&at.cards)) {
            let playing = e.part_players().contains(&p);
            let free = playing && e.is_free(p);
            let thrown = draft.iter().find(|d| d.player() == e.name(p));
            let over_limit = match last_round {
                Some(r) => r.violations.contains(&p),
                None => thrown.and_then(|t| t.throw()).zip(limit).is_some_and(|(t, l)| throw_limit::over(t.count(), l)),
            };
            let tied = tied.contains(&p);
            let lives = self.round().and_then(|r| r.lives_of(e.name(p)));
            let state = SeatState {
                number,
                turn: current == Some(p),
                tied,
                playing,
                free,
                thrown,
                last_round: last_round.is_some(),
                over_limit,
                lives,
            };
            seat(ui, card_rect, e, p, state);
        }
    }

    fn modal_ui(&mut self, ctx: &egui::Context) -> Option<Ask> {
        let modal = self.modal.as_mut()?;
        let mut close = false;
        let mut result = None;
        let e = self.control.desk().session().engine();
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
                    ui.label(tr!("table-pick-keys"));
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
                    let record = ui.input_mut(|i| i.consume_key(egui::Modifiers::COMMAND, egui::Key::Enter));
                    let heading = ui.heading(tr!("table-note"));
                    let edit = ui
                        .add(egui::TextEdit::multiline(text).desired_rows(3).desired_width(340.0))
                        .labelled_by(heading.id);
                    if std::mem::take(focus) {
                        edit.request_focus();
                    }
                    let note = Some(text.trim()).filter(|t| !t.is_empty()).map(str::to_string);
                    ui.horizontal(|ui| {
                        let button = egui::Button::new(tr!("table-record"));
                        let clicked = ui.add_enabled(note.is_some(), button).clicked();
                        if let Some(note) = note.filter(|_| clicked || record) {
                            result = Some(Event::Note(note));
                        }
                        close |= ui.button(tr!("table-cancel")).clicked();
                    });
                }
                Modal::Seats { roster, focus } => {
                    // A fixed size: the dialog does not move under the mouse as the list changes.
                    ui.set_min_size(egui::vec2(460.0, 440.0));
                    ui.heading(tr!("table-seats"));
                    let apply = ui.input_mut(|i| i.consume_key(egui::Modifiers::COMMAND, egui::Key::Enter));
                    roster.ui(ui, "table-seats", &tr!("table-leaves"), std::mem::take(focus));
                    ui.add_space(8.0);
                    ui.horizontal(|ui| {
                        if ui.button(tr!("table-apply")).clicked() || apply {
                            result = Some(Event::Seats(roster.names.clone()));
                        }
                        close |= ui.button(tr!("table-cancel")).clicked();
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

/// Where everything on the table goes: the seat cards around the edge, the felt in the middle,
/// the stock's discs and its labels on the felt. One computation from the space, the number of
/// players and the rule set's discs, so that nothing overlaps at any zoom the menu offers.
pub struct Layout {
    /// The whole table's space.
    pub table: egui::Rect,
    /// The seat cards in seat order.
    pub cards: Vec<egui::Rect>,
    pub felt: egui::Rect,
    /// The stock's discs, sized for all the rule set's discs (nothing moves as the stock empties).
    pub stock: egui::Rect,
    /// The stock's discs' radius.
    pub disc: f32,
    /// `Stock: 7`.
    pub label: egui::Rect,
    /// `abgelegt: 2`, where the rules put discs out of play (empty otherwise).
    pub discarded: egui::Rect,
}

/// The space between two seat cards, and around the stock.
const GAP: f32 = 8.0;
/// The largest disc in the stock and on a seat card (radius).
const STOCK_DISC: f32 = 9.0;
const SEAT_DISC: f32 = 6.5;

impl Layout {
    /// The table of `n` players, with `discs` discs in play, in `table`; `discards`: the rules
    /// put discs out of play (`winner-discards`), which the felt then counts too.
    pub fn new(n: usize, discs: u8, discards: bool, table: egui::Rect) -> Layout {
        let (cards, inner) = seat_rects(n, table);
        let felt = inner.shrink(4.0);
        // What is on the felt keeps clear of its rounded ends.
        let corner = felt.width().min(felt.height()) * 0.5;
        let room = felt.shrink2(egui::vec2(corner * 0.3 + GAP, GAP));
        let (label_h, discarded_h) = (30.0, if discards { 22.0 } else { 0.0 });
        let block_h = (room.height() - GAP - label_h - discarded_h).max(0.0);
        let (radius, per_row) = disc_grid(discs, egui::vec2(room.width(), block_h), STOCK_DISC, 7);
        let rows = usize::from(discs).div_ceil(per_row);
        let block = egui::vec2(per_row as f32, rows as f32) * radius * 2.2;
        let top = room.center().y - (block.y + GAP + label_h + discarded_h) / 2.0;
        let stock = egui::Rect::from_center_size(egui::pos2(room.center().x, top + block.y / 2.0), block);
        let label =
            egui::Rect::from_min_size(egui::pos2(room.left(), stock.bottom() + GAP), egui::vec2(room.width(), label_h));
        let discarded = egui::Rect::from_min_size(label.left_bottom(), egui::vec2(room.width(), discarded_h));
        Layout { table, cards, felt, stock, disc: radius, label, discarded }
    }
}

/// Where the seat cards go for `n` players in `rect`, in seat order clockwise from the top left:
/// a row along the top, a column down the right, a row back along the bottom and a column up
/// the left, each row centred, so that the table is balanced for any number of players and up
/// to twelve fit on an old laptop's screen at every zoom. Also returns the space left in the
/// middle for the felt.
pub fn seat_rects(n: usize, rect: egui::Rect) -> (Vec<egui::Rect>, egui::Rect) {
    let side = match n {
        0..=4 => 0,
        5..=8 => 1,
        _ => 2,
    };
    let rest = n.saturating_sub(2 * side);
    let (top_n, bottom_n) = (rest.div_ceil(2), rest / 2);
    let row = top_n.max(1);
    let mut width = ((rect.width() - GAP * (row as f32 + 1.0)) / row as f32).min(230.0);
    if side > 0 {
        // The side columns leave the felt a third of the width.
        width = width.min((rect.width() - 4.0 * GAP) / 3.2);
    }
    let height = CARD_HEIGHT.min((rect.height() - GAP * (side as f32 + 3.0)) / (side as f32 + 2.0));
    let size = egui::vec2(width, height);
    // Card `i` of a centred row of `k`.
    let row_x = |i: usize, k: usize| {
        let used = k as f32 * width + (k as f32 - 1.0) * GAP;
        rect.left() + (rect.width() - used) / 2.0 + i as f32 * (width + GAP)
    };
    let column_y = |i: usize| {
        let free = rect.height() - 2.0 * height - 2.0 * GAP;
        let step = free / side as f32;
        rect.top() + GAP + height + step * (i as f32 + 0.5) - height / 2.0
    };
    let (top, bottom) = (rect.top() + GAP, rect.bottom() - GAP - height);
    let mut corners = Vec::with_capacity(n);
    corners.extend((0..top_n).map(|i| egui::pos2(row_x(i, top_n), top)));
    corners.extend((0..side).map(|i| egui::pos2(rect.right() - GAP - width, column_y(i))));
    corners.extend((0..bottom_n).rev().map(|i| egui::pos2(row_x(i, bottom_n), bottom)));
    corners.extend((0..side).rev().map(|i| egui::pos2(rect.left() + GAP, column_y(i))));
    let cards = corners.into_iter().map(|at| egui::Rect::from_min_size(at, size)).collect();
    let beside = if side > 0 { width + 2.0 * GAP } else { GAP };
    let inner = egui::Rect::from_min_max(
        egui::pos2(rect.left() + beside, top + height + GAP),
        egui::pos2(rect.right() - beside, bottom - GAP),
    );
    (cards, inner)
}

/// A seat card's height at most: the name, what the player holds and threw, the discs.
const CARD_HEIGHT: f32 = 104.0;

/// How many rounds the table's log shows.
const LOG_ROUNDS: usize = 100;

struct SeatState<'a> {
    /// The seat number, by which the pickers choose the player.
    number: usize,
    turn: bool,
    /// In the roll-off being entered.
    tied: bool,
    playing: bool,
    free: bool,
    thrown: Option<&'a RoundEntry>,
    /// `thrown` is of the round just played (shown until the next round's first throw).
    last_round: bool,
    /// The throw is over the round's limit of throws.
    over_limit: bool,
    /// Lives left in a knock-out round.
    lives: Option<u32>,
}

/// One player's place at the table: name, what he holds, points, marks, what he threw in this
/// round, his discs. Everything stays on the card: where a small card (zoomed in, many players)
/// has no line left for a piece, the least needed goes first — marks (on the beer mats), then
/// points, then "äugelt" (the card's border shows it) — and the discs shrink to the room left.
fn seat(ui: &mut egui::Ui, rect: egui::Rect, e: &Engine, p: PlayerId, s: SeatState<'_>) {
    let holding = e.holding(p);
    let dim = !s.playing || s.free;
    let stroke = if s.turn {
        egui::Stroke::new(4.0, TURN)
    } else if s.tied {
        egui::Stroke::new(4.0, TIED)
    } else {
        ui.visuals().widgets.noninteractive.bg_stroke
    };
    // The pieces of the status in reading order, each with how late it is given up (0 first).
    let status = if !s.playing {
        tr!("table-sits-out")
    } else if s.free {
        tr!("table-free")
    } else if e.plays_without_discs(p) {
        tr!("table-keeps-playing")
    } else {
        tr!("table-holding", discs = holding)
    };
    let mut pieces = vec![(RichText::new(status), 3)];
    if let Some(lives) = s.lives {
        pieces.push((RichText::new(tr!("table-lives", lives = lives)).strong(), 3));
    }
    // Points where the rules score them (tournaments).
    if e.scores_points() {
        pieces.push((RichText::new(tr!("table-points", points = e.points(p))).strong(), 1));
    }
    if s.tied {
        pieces.push((RichText::new(tr!("table-rolls-off")).strong().color(text_color(ui.visuals(), TIED)), 2));
    }
    if e.tally(p) > 0 {
        pieces.push((RichText::new(format!("· {}", super::beermat::strokes(e.tally(p)))).weak(), 0));
    }
    if let Some(entry) = s.thrown {
        let text = match entry {
            RoundEntry::Throw { throw, .. } => words::throw(*throw),
            RoundEntry::Take { .. } => tr!("table-takes"),
        };
        let text = if s.over_limit { tr!("table-seat-over-limit", throw = text) } else { text };
        let text = RichText::new(text);
        let text = if s.over_limit { text.color(ui.visuals().error_fg_color) } else { text };
        pieces.push((if s.last_round { text } else { text.strong() }, 3));
    }
    ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
        if dim {
            ui.multiply_opacity(0.45);
        }
        ui.set_clip_rect(rect.intersect(ui.clip_rect()));
        ui.painter().rect(rect, 8.0, ui.visuals().extreme_bg_color, stroke, egui::StrokeKind::Inside);
        let inner = rect.shrink(6.0);
        ui.scope_builder(
            egui::UiBuilder::new().max_rect(inner).layout(egui::Layout::top_down(egui::Align::Min)),
            |ui| {
                ui.horizontal(|ui| {
                    let half1 = e.current_game().half1 == Some(p) && e.part() != Part::Half1;
                    let seat = ui.label(RichText::new(s.number.to_string()).size(16.0).weak());
                    let room = ui.available_width() - if half1 { 26.0 } else { 0.0 };
                    ui.add(egui::Label::new(name_text(ui, e.name(p), room)).wrap());
                    seat.on_hover_text(tr!("table-seat-number", number = s.number, name = e.name(p)));
                    if half1 {
                        let marker = if ui.visuals().dark_mode { Color32::WHITE } else { MARKER };
                        ui.label(RichText::new("●").color(marker).size(18.0)).on_hover_text(tr!("table-lost-half1"));
                    }
                });
                let line = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
                let lines = ((ui.available_height() + ui.spacing().item_spacing.y) / line).floor().max(1.0) as usize;
                for row in fit_lines(ui, pieces, inner.width(), lines) {
                    ui.horizontal(|ui| {
                        for piece in row {
                            ui.add(egui::Label::new(piece).wrap());
                        }
                    });
                }
                let left = egui::Rect::from_min_max(ui.cursor().min, inner.max);
                discs(ui.painter(), left, holding, SEAT_DISC, false);
            },
        );
    });
}

/// The pieces of a seat's status in lines of `width`, at most `lines` of them: the pieces least
/// needed are left out until the rest fit (a piece wider than a line counts its wrapped lines).
fn fit_lines(ui: &egui::Ui, mut pieces: Vec<(RichText, u8)>, width: f32, lines: usize) -> Vec<Vec<RichText>> {
    let wide = |text: &RichText| {
        egui::WidgetText::from(text.clone())
            .into_galley(ui, Some(egui::TextWrapMode::Extend), f32::INFINITY, egui::TextStyle::Body)
            .size()
            .x
    };
    let gap = ui.spacing().item_spacing.x;
    loop {
        let mut rows: Vec<Vec<RichText>> = Vec::new();
        let (mut used, mut count) = (0.0, 0);
        for (text, _) in &pieces {
            let w = wide(text);
            if rows.is_empty() || used + gap + w > width {
                rows.push(Vec::new());
                count += (w / width).ceil().max(1.0) as usize;
                used = w.min(width);
            } else {
                used += gap + w;
            }
            rows.last_mut().expect("a row was pushed").push(text.clone());
        }
        let least = pieces.iter().enumerate().filter(|(_, (_, keep))| *keep < 3).min_by_key(|(_, (_, keep))| *keep);
        match least {
            Some((i, _)) if count > lines => {
                pieces.remove(i);
            }
            _ => return rows,
        }
    }
}

/// A name as large as its card allows, from 22 px down to 14 px; a longer one wraps rather than
/// being cut.
fn name_text(ui: &egui::Ui, name: &str, room: f32) -> RichText {
    fitted(ui, name, 22.0, room).strong()
}

/// `text` at `size`, or smaller down to 14 px, so that it fits `room` in one line where it can.
fn fitted(ui: &egui::Ui, text: &str, size: f32, room: f32) -> RichText {
    let wide = egui::WidgetText::from(RichText::new(text).size(size).strong())
        .into_galley(ui, Some(egui::TextWrapMode::Extend), f32::INFINITY, egui::TextStyle::Body)
        .size()
        .x;
    RichText::new(text).size((size * room / wide.max(1.0)).clamp(14.0, size).floor())
}

/// How large `count` discs can be, at most `largest` (radius), in rows that fit `room`, and how
/// many in a row (as near `wish` as the largest size allows).
fn disc_grid(count: u8, room: egui::Vec2, largest: f32, wish: usize) -> (f32, usize) {
    let count = usize::from(count).max(1);
    let size = |per_row: usize| {
        let rows = count.div_ceil(per_row) as f32;
        largest.min(room.x / (per_row as f32 * 2.2)).min(room.y / (rows * 2.2)).max(0.0)
    };
    let best = (1..=count).map(size).fold(0.0, f32::max);
    let per_row = (1..=count).filter(|&k| size(k) >= best).min_by_key(|&k| k.abs_diff(wish)).unwrap_or(count);
    (best, per_row)
}

/// Draws `count` discs as large as fit `room` (at most `largest`), centred or from the left.
fn discs(painter: &egui::Painter, room: egui::Rect, count: u8, largest: f32, centred: bool) {
    let (radius, per_row) = disc_grid(count, room.size(), largest, usize::from(count));
    // Too small to be seen as discs: the number is on the card or under the stock anyway.
    if radius < 2.0 {
        return;
    }
    let step = radius * 2.2;
    let rows = usize::from(count).div_ceil(per_row);
    let top = room.center().y - (rows as f32 * step) / 2.0 + step / 2.0;
    for i in 0..usize::from(count) {
        let (row, col) = (i / per_row, i % per_row);
        let in_row = per_row.min(usize::from(count) - row * per_row);
        let left = if centred { room.center().x - in_row as f32 * step / 2.0 } else { room.left() };
        let c = egui::pos2(left + (col as f32 + 0.5) * step, top + row as f32 * step);
        painter.circle(c, radius, DISC, egui::Stroke::new(1.0, Color32::from_rgb(0x4e, 0x0b, 0x0b)));
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

#[cfg(test)]
mod tests {
    use super::*;

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
