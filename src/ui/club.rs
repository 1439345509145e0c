//! The club's books on screen ("Verein", issue 28): the tab (each person's marks, what they cost,
//! paid, waived, open), the last evening's marks at the current price with "bezahlt" ticked off
//! at the table, every season's table with its awards, and the hall of fame of the seasons past.
//!
//! By keys: type "Jörg zahlt 12,50 €" or "Ben erlassen 2 Geburtstag" and Enter records it; ↑/↓
//! choose a person of the tab, Ctrl+B records that he paid his marks of the last evening;
//! Bild↑/Bild↓ turn the pages (tab, each season, hall of fame); Ctrl+P prints the page (the
//! notice board's tab, a season's table), Ctrl+Shift+P the chosen person's statement or the
//! season's certificate, Ctrl+S saves the workbook; Ctrl+L lists the chosen person's payments
//! and the price history, where Entf strikes one out (`payments`); Ctrl+Z takes the last change
//! back, also one made before the view was last closed (`history`); Ctrl+Shift+I saves the
//! season shown as a picture to share (`picture`, never the tab: money); Esc goes back.
//! Where the folder has no `verein.ron` yet, Enter starts one with the typed club name.
//! The folder is read on a worker thread (a club's years of evenings take a moment on an old
//! laptop); until it has arrived the view says so, and it is read again whenever another window or
//! laptop changes it (`live`). Every change is a `BookEdit` applied by `io::club_book` (the file's
//! one writer) to the file as it stands, and the books are worked out again from the file it wrote
//! and the evenings already read. Undo applies the last edit's inverse the same way, and says
//! what it took back.

mod charts;
pub(super) mod history;
mod live;
mod pages;
mod payments;
mod phones;
mod picture;
mod rules;
mod typos;

use super::action::Action;
use super::commands::Cmd;
use super::printing::ToSave;
use super::said::{Said, said};
use crate::io::club_book::{self, ClubBookError};
use crate::io::club_folder::ClubFolderError;
use crate::print::club as print;
use eframe::egui::{self, RichText};
use live::{Arrived, Books, Live, Read, evening_note};
use schocken_core::brand::Club;
use schocken_core::club::entry::{self, Entry, Line};
use schocken_core::club::tab::{self, PaymentKind};
use schocken_core::club::{BookEdit, ClubEvent, ClubFile, Day, Money, Payment};
use schocken_core::report::words::rule_book;
use schocken_core::tr;
use std::path::PathBuf;
use std::sync::Arc;

/// A page of the view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Page {
    Tab,
    /// A season, by its place in the file.
    Season(usize),
    Fame,
    /// The club's rule book (Ctrl+R; not among the pages Bild↑/Bild↓ turn).
    Rules,
}

/// What the print keys make (`Cmd::ClubPrint`, `ClubPrintOther`, `ClubSave`, `ClubCodes`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Printout {
    /// Every member's code slip for his own page on the phone.
    Codes,
    /// The page: the tab, or the season's table.
    Page,
    /// The chosen person's statement, or the season's certificate.
    Other,
    Sheet,
}

/// Each person's marks of an evening and what they cost at its price.
type Marks = Vec<(String, u32, Option<Money>)>;

pub struct ClubView {
    dir: PathBuf,
    /// The books as the folder has them (read again when it changes).
    live: Live,
    page: Page,
    line: String,
    /// The changes made to this folder's file, the last on top: undo applies its inverse. The app
    /// keeps them while it runs (`history`): closing the view does not lose them.
    undo: history::Steps<BookEdit>,
    /// The person chosen in the tab (by his place in it).
    chosen: usize,
    today: Day,
    /// The last line said (and whether it is a problem), worded when shown.
    said: Option<(Said, bool)>,
    /// The members' own pages on the phones.
    phones: phones::Phones,
    /// The rule book's page, while it is open.
    rules: Option<rules::RulesPage>,
    /// The question about a typed name the books do not know (`typos`).
    asked: Option<typos::Asked>,
    /// ↑/↓ moved the choice: its row is scrolled into view once (the mouse may scroll after).
    scroll: bool,
    /// The chosen person's payments and the price history, while that page is open.
    payments: Option<payments::PaymentsPage>,
    /// A strike-out was just refused: the next news does not take its line's place.
    refused: bool,
}

impl ClubView {
    /// The view of the folder of `model` (the app's live model of it, whose owner reads the
    /// books); `undo`: the app's undo steps, kept while it runs.
    pub fn new(model: Arc<crate::live::sessions::Model>, undo: &history::History<BookEdit>) -> ClubView {
        let today = Day::parse(&chrono::Local::now().format("%Y-%m-%d").to_string()).expect("today is a day");
        let dir = model.dir().to_path_buf();
        ClubView {
            live: Live::new(model),
            undo: undo.of(&dir),
            dir,
            page: Page::Tab,
            line: String::new(),
            chosen: 0,
            today,
            said: None,
            phones: phones::Phones::default(),
            rules: None,
            asked: None,
            scroll: false,
            payments: None,
            refused: false,
        }
    }

    #[cfg(any(test, feature = "test-hooks"))]
    /// The members' server's port (tests choose 0: any free one), and where it listens.
    pub fn phones(&mut self, port: u16) -> Option<std::net::SocketAddr> {
        self.phones.set_port(port);
        self.phones.addr()
    }

    /// Takes a read of the folder that arrived: says why where there are no books, and what
    /// changed where another window or laptop changed the folder.
    fn arrived(&mut self) {
        match self.live.poll() {
            Arrived::Same => {}
            Arrived::Problem(e) => {
                let problem = !matches!(e, ClubFolderError::NoClubFile(_));
                self.said = Some((Said::error(e), problem));
            }
            // A strike-out refused because another laptop made it stays said: the news of that
            // laptop's change (read again since) is on screen in the books anyway.
            Arrived::News(_) if self.refused => self.refused = false,
            Arrived::News(changed) => self.said = Some((live::news(changed), false)),
        }
        let now = self.books().map(|b| b.folder.club.rules.clone());
        if let (Some(page), Some(now)) = (&mut self.rules, now) {
            page.follow(now);
        }
    }

    /// The books, once read.
    fn books(&self) -> Option<&Books> {
        match &self.live.books {
            Read::Done(Ok(books)) => Some(books.as_ref()),
            _ => None,
        }
    }

    #[cfg(any(test, feature = "test-hooks"))]
    /// Whether the folder has been read (for tests).
    pub fn read(&self) -> bool {
        matches!(self.live.books, Read::Done(_))
    }

    /// Records an event in the file; the books read again.
    fn record(&mut self, event: ClubEvent, done: Said) {
        self.change(|_| BookEdit::Add(event), done);
    }

    /// Changes the file as it stands by the edit `make` builds from it (refused where it would
    /// not read); the books worked out again, the typed line done with.
    fn change(&mut self, make: impl FnOnce(&ClubFile) -> BookEdit, done: Said) {
        match self.edit(make, done) {
            Ok(()) => self.line.clear(),
            Err(e) => self.said = Some((Said::error(e), true)),
        }
    }

    /// [`ClubView::change`] without the typed line: the edit kept for undo, `done` said.
    fn edit(&mut self, make: impl FnOnce(&ClubFile) -> BookEdit, done: Said) -> Result<(), ClubBookError> {
        let (edit, after) = club_book::change(&self.dir, make)?;
        self.refused = false;
        self.undo.push(edit);
        self.said = Some((done, false));
        self.written(after);
        Ok(())
    }

    /// Entf on the payments' page: the event struck out of the file as it stands (found by its
    /// fields; refused in words where it is gone already, and the folder read again).
    fn remove(&mut self, event: ClubEvent) {
        let what = words_of(&event);
        let done = Said::new(move || tr!("verein-removed", what = what()));
        if let Err(e) = self.edit(|_| BookEdit::Remove(event), done) {
            self.said = Some((Said::new(move || tr!("verein-remove-refused", problem = e.message())), true));
            self.refused = true;
            self.live.read_again();
        }
    }

    /// Opens the chosen person's payments (with the price history), once the books are read.
    fn open_payments(&mut self) {
        if self.books().is_some() {
            self.payments = Some(payments::PaymentsPage::new(self.chosen_person().map(str::to_string)));
        }
    }

    /// The file as this view just wrote it: the books worked out again, the rule book's page
    /// following it.
    fn written(&mut self, after: ClubFile) {
        if let Some(page) = &mut self.rules {
            page.follow(after.rules.clone());
        }
        self.live.written();
    }

    /// Opens the rule book's page, or closes it (what was changed and not saved is said lost).
    fn toggle_rules(&mut self) {
        match self.rules.take() {
            Some(page) => {
                if page.changed() {
                    self.said = Some((said!("verein-rules-not-saved"), true));
                }
                self.page = Page::Tab;
            }
            None => {
                let Some(books) = self.books() else { return };
                self.rules = Some(rules::RulesPage::new(books.folder.club.rules.clone()));
                self.page = Page::Rules;
            }
        }
    }

    /// Saves the rule book's page: the edit from the book it started from.
    fn save_rules(&mut self, save: rules::Save) {
        let done = match save.to.clone() {
            Some(rules) => Said::new(move || tr!("verein-rules-saved", rules = rule_book(&rules))),
            None => said!("verein-rules-dropped"),
        };
        self.change(|_| BookEdit::SetRules { from: save.from, to: save.to }, done);
    }

    /// Takes the last change made here back: its inverse applied to the file as it stands, so
    /// what others changed since stays. Refused in words where it no longer fits (its event
    /// already gone) or the file does not read (tried again by the next Ctrl+Z).
    fn undo(&mut self) {
        let Some(edit) = self.undo.pop() else {
            self.said = Some((said!("verein-nothing-to-undo"), true));
            return;
        };
        match club_book::apply(&self.dir, &edit.inverse()) {
            Ok(club) => {
                // A payment struck out is entered again: said so, not as a strike taken back.
                let said = match &edit {
                    BookEdit::Remove(event) => {
                        let what = words_of(event);
                        Said::new(move || tr!("verein-undone-removal", what = what()))
                    }
                    _ => Said::new(move || tr!("verein-undone-what", what = edit.what())),
                };
                self.said = Some((said, false));
                self.written(club);
            }
            Err(e) => {
                if e.passing() {
                    self.undo.push(edit);
                }
                self.said = Some((Said::new(move || tr!("verein-undo-refused", problem = e.message())), true));
            }
        }
    }

    /// Enter in the line: a payment or a waiver, a price, a season, the club's name; without a
    /// club file, the club's name starts one.
    fn commit(&mut self, ctx: &egui::Context) {
        let books = match &self.live.books {
            Read::Reading => return,
            Read::Done(Ok(books)) => books,
            Read::Done(Err(ClubFolderError::NoClubFile(_))) => return self.create(),
            Read::Done(Err(e)) => {
                self.said = Some((Said::error(e.clone()), true));
                return;
            }
        };
        match entry::parse(&self.line, self.today) {
            Ok(Line::Payment(entry)) => {
                // Asked already about this very line: Enter books for the name chosen, or as typed.
                let person = match self.asked.take().filter(|a| a.fits(&self.line)) {
                    Some(asked) => asked.person(),
                    None => match typos::ask(books, &self.line, &entry.name) {
                        Some(asked) => {
                            self.said = Some((asked.said(ctx), false));
                            self.asked = Some(asked);
                            return;
                        }
                        None => None,
                    },
                };
                let (event, done) = payment(books, entry, person, self.today);
                self.record(event, done);
            }
            Ok(Line::Price { from, price }) => {
                let done = said!("verein-price-set", price = price, from = from);
                self.record(ClubEvent::Price { from, price }, done);
            }
            Ok(Line::Season(season)) => {
                let done = said!("verein-season-added", name = season.name.clone());
                self.record(ClubEvent::Season(season), done);
            }
            Ok(Line::Name(name)) => {
                let done = said!("verein-name-set", name = name.clone());
                self.change(|club| BookEdit::SetName { from: club.name.clone(), to: Some(name) }, done);
            }
            Err(e) => self.said = Some((Said::error(e), true)),
        }
    }

    /// Starts `verein.ron` with the typed name.
    fn create(&mut self) {
        let name = schocken_core::names::tidy(&self.line);
        match club_book::create(&self.dir, (!name.is_empty()).then_some(name)) {
            Ok(()) => self.said = Some((said!("verein-created"), false)),
            Err(e) => self.said = Some((Said::error(e), true)),
        }
        self.line.clear();
        self.live.restart();
    }

    /// The last dated evening: its date and each person's marks with their amount.
    fn last_evening(&self) -> Option<(Day, Marks)> {
        let books = self.books()?;
        let last = books.tab.sessions.iter().rev().find(|s| s.date.is_some())?;
        let rows = last.marks.iter().map(|(p, &m)| (p.clone(), m, last.price.map(|c| c * m))).collect();
        Some((last.date?, rows))
    }

    fn chosen_person(&self) -> Option<&str> {
        Some(self.books()?.tab.players.get(self.chosen)?.player.as_str())
    }

    /// Ctrl+B: the chosen person paid his marks of the last evening.
    fn tick_paid(&mut self) {
        let Some(person) = self.chosen_person().map(str::to_string) else { return };
        // Where there is nothing to tick off, the view says why.
        let Some((date, rows)) = self.last_evening() else {
            self.said = Some((said!("verein-paid-no-evening", player = person), true));
            return;
        };
        let Some((person, marks, amount)) = rows.into_iter().find(|(p, _, _)| *p == person) else {
            self.said = Some((said!("verein-paid-not-there", player = person, date = date), true));
            return;
        };
        let Some(amount) = amount.filter(|&a| a != Money::ZERO) else {
            let why = if marks == 0 {
                said!("verein-paid-no-marks", player = person, date = date)
            } else {
                said!("verein-paid-no-price", date = date)
            };
            self.said = Some((why, true));
            return;
        };
        if self.books().is_some_and(|books| books.ticked(&person, date)) {
            self.said = Some((said!("verein-evening-already", player = person), true));
            return;
        }
        let done = said!("verein-recorded", kind = PaymentKind::Paid, player = person.clone(), amount = amount);
        let note = Some(evening_note(date));
        self.record(ClubEvent::Paid(Payment { player: person, amount, date: self.today, note }), done);
    }

    /// The print keys: the file to save; a problem making it is said.
    fn printout(&mut self, kind: Printout) -> Option<ToSave> {
        let books = self.books()?;
        let club = Club { name: books.folder.club.name.clone(), logo: crate::io::club::read(&self.dir).logo };
        let pdf = ("PDF", "pdf");
        let (bytes, name, kind) = match (kind, self.page) {
            (Printout::Codes, _) => match crate::serve::members::codes(&self.dir) {
                Ok(slips) => (print::member_codes(&slips, &club, &self.phones.hall()), tr!("verein-file-codes"), pdf),
                Err(e) => {
                    self.said = Some((Said::error(e), true));
                    return None;
                }
            },
            (Printout::Sheet, _) => {
                let book = crate::sheets::club::book(&books.tab, &books.seasons);
                let bytes = crate::sheets::xlsx(&book.iter().collect::<Vec<_>>()).ok()?;
                (bytes, tr!("verein-file-book"), ("Excel", "xlsx"))
            }
            (Printout::Page, Page::Season(i)) => {
                let table = books.seasons.get(i)?;
                (print::season(table, &club), tr!("verein-file-season", name = table.season.as_str()), pdf)
            }
            (Printout::Other, Page::Season(i)) => {
                let table = books.seasons.get(i)?;
                match print::certificate(table, &club, self.today) {
                    Ok(bytes) => (bytes, tr!("verein-file-certificate", name = table.season.as_str()), pdf),
                    // A season still running has no winner yet: said, nothing printed.
                    Err(running) => {
                        self.said = Some((Said::error(running), true));
                        return None;
                    }
                }
            }
            (Printout::Other, _) => {
                let account = books.tab.players.get(self.chosen)?;
                (print::statement(account, &club), tr!("verein-file-statement", player = account.player.as_str()), pdf)
            }
            (Printout::Page, _) => (print::tab(&books.tab, &club), tr!("verein-file-tab"), pdf),
        };
        Some(ToSave { bytes, name: format!("{name}.{}", kind.1), kind, dir: self.dir.clone() })
    }

    fn pages(&self) -> Vec<Page> {
        let seasons = self.books().map_or(0, |b| b.seasons.len());
        let mut pages = vec![Page::Tab];
        // The rule book's page is reached by its own key, never by turning pages.
        pages.extend((0..seasons).map(Page::Season));
        pages.push(Page::Fame);
        pages
    }

    pub fn ui(&mut self, ui: &mut egui::Ui) -> Option<Action> {
        self.arrived();
        let ctx = ui.ctx().clone();
        if Cmd::ClubRules.pressed(&ctx) {
            self.toggle_rules();
        }
        if self.rules.is_some() {
            return self.rules_ui(ui);
        }
        if self.payments.is_none() && Cmd::ClubPayments.pressed(&ctx) {
            self.open_payments();
        }
        if self.payments.is_some() && self.payments_ui(ui) {
            return None;
        }
        let [down, up, back] = [Cmd::ClubNext, Cmd::ClubPrevious, Cmd::ClubBack].map(|cmd| cmd.pressed(&ctx));
        // While a typed name is asked about, Tab/↓ and ↑ choose among the names offered.
        let (down, up) = match self.asked.as_mut().filter(|a| a.fits(&self.line)) {
            Some(asked) => {
                let tab = Cmd::ClubOtherName.pressed(&ctx);
                if down || tab || up {
                    asked.step(!up);
                    self.said = Some((asked.said(&ctx), false));
                }
                (false, false)
            }
            None => (down, up),
        };
        let [next, previous, paid, undo] =
            [Cmd::ClubNextPage, Cmd::ClubPreviousPage, Cmd::ClubPaid, Cmd::ClubUndo].map(|cmd| cmd.pressed(&ctx));
        if Cmd::ClubPhones.pressed(&ctx) {
            let (said, problem) = self.phones.toggle(self.live.model());
            self.said = Some((said, problem));
        }
        if Cmd::ClubPicture.pressed(&ctx) {
            let season = match self.page {
                Page::Season(i) => Some(i),
                _ => None,
            };
            self.said = Some(picture::save(&self.dir, self.books(), season));
        }
        // Shift first: Ctrl+P would match Ctrl+Shift+P too.
        let printout = if Cmd::ClubCodes.pressed(&ctx) {
            Some(Printout::Codes)
        } else if Cmd::ClubPrintOther.pressed(&ctx) {
            Some(Printout::Other)
        } else if Cmd::ClubPrint.pressed(&ctx) {
            Some(Printout::Page)
        } else {
            Cmd::ClubSave.pressed(&ctx).then_some(Printout::Sheet)
        };
        let people = self.books().map_or(0, |b| b.tab.players.len());
        if down {
            self.chosen = (self.chosen + 1).min(people.saturating_sub(1));
        }
        if up {
            self.chosen = self.chosen.saturating_sub(1);
        }
        self.scroll = down || up;
        let pages = self.pages();
        let at = pages.iter().position(|p| *p == self.page).unwrap_or(0);
        if next {
            self.page = pages[(at + 1) % pages.len()];
        }
        if previous {
            self.page = pages[(at + pages.len() - 1) % pages.len()];
        }
        if paid {
            self.tick_paid();
        }
        if undo {
            self.undo();
        }
        self.phones.panel(ui);
        egui::CentralPanel::default().show(ui, |ui| {
            ui.heading(RichText::new(self.title()).size(26.0));
            let key = |cmd: Cmd| cmd.shortcut_text(ui.ctx());
            ui.label(tr!(
                "verein-keys",
                paid = key(Cmd::ClubPaid),
                pages = format!("{}/{}", key(Cmd::ClubPreviousPage), key(Cmd::ClubNextPage)),
                print = key(Cmd::ClubPrint),
                save = key(Cmd::ClubSave),
                phones = key(Cmd::ClubPhones),
                undo = key(Cmd::ClubUndo),
                payments = key(Cmd::ClubPayments),
                choose = super::commands::pair(ui.ctx(), Cmd::ClubPrevious, Cmd::ClubNext),
                back = key(Cmd::ClubBack)
            ));
            ui.add_space(6.0);
            self.entry_line(ui);
            if let Some((said, error)) = &self.said {
                let text = said.text();
                let color = if *error { ui.visuals().error_fg_color } else { ui.visuals().strong_text_color() };
                ui.label(RichText::new(text).color(color).size(17.0));
            }
            ui.add_space(6.0);
            let scroll = egui::ScrollArea::vertical().auto_shrink([false, false]);
            let clicked = scroll.show(ui, |ui| match (self.books(), self.page) {
                (None, _) => None,
                (Some(books), Page::Tab) => {
                    pages::passed_over(ui, &books.folder.notices);
                    let mut clicked = pages::tab_page(ui, books, self.chosen, self.scroll);
                    if let Some((date, rows)) = self.last_evening() {
                        let person = pages::evening_page(ui, books, date, &rows, self.chosen_person());
                        clicked = clicked.or_else(|| books.tab.players.iter().position(|a| Some(&a.player) == person));
                    }
                    ui.add_space(12.0);
                    charts::months_chart(ui, &books.tab);
                    clicked
                }
                (Some(books), Page::Season(i)) => {
                    pages::season_page(ui, &books.seasons[i.min(books.seasons.len() - 1)]);
                    None
                }
                (Some(books), Page::Fame | Page::Rules) => {
                    pages::fame_page(ui, &books.seasons, self.today);
                    None
                }
            });
            // A click on a person's row (the tab's or the last evening's) chooses him.
            if let Some(person) = clicked.inner {
                self.chosen = person;
            }
        });
        match printout.and_then(|kind| self.printout(kind)) {
            Some(file) => Some(Action::Save(file)),
            None => back.then_some(Action::Back),
        }
    }

    /// The payments' page (`payments`): its keys, Ctrl+Z, and the page drawn; `false` where it
    /// closed this frame (the tab is drawn instead).
    fn payments_ui(&mut self, ui: &mut egui::Ui) -> bool {
        let ctx = ui.ctx().clone();
        let Some(mut page) = self.payments.take() else { return false };
        match page.keys(&ctx) {
            payments::Asked::Close => return false,
            payments::Asked::Remove(event) => self.remove(event),
            payments::Asked::Nothing => {}
        }
        if Cmd::ClubUndo.pressed(&ctx) {
            self.undo();
        }
        egui::CentralPanel::default().show(ui, |ui| {
            ui.heading(RichText::new(self.title()).size(26.0));
            ui.label(RichText::new(page.title()).size(20.0).strong());
            let key = |cmd: Cmd| cmd.shortcut_text(ui.ctx());
            let (remove, undo, back) = (key(Cmd::ClubRemove), key(Cmd::ClubUndo), key(Cmd::ClubPayments));
            let (choose, esc) = (super::commands::pair(ui.ctx(), Cmd::ClubPrevious, Cmd::ClubNext), key(Cmd::ClubBack));
            ui.label(tr!(
                "verein-payments-keys",
                remove = remove,
                undo = undo,
                back = back,
                choose = choose,
                esc = esc
            ));
            if let Some((said, error)) = &self.said {
                let color = if *error { ui.visuals().error_fg_color } else { ui.visuals().strong_text_color() };
                ui.label(RichText::new(said.text()).color(color).size(17.0));
            }
            ui.add_space(6.0);
            egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                if let Some(books) = self.books() {
                    page.ui(ui, books, self.today);
                }
            });
        });
        self.payments = Some(page);
        true
    }

    /// The rule book's page: the keys stay with its form (Tab, Space, ↑/↓ in a drop-down); Esc
    /// closes it where no drop-down is open, Ctrl+Enter saves.
    fn rules_ui(&mut self, ui: &mut egui::Ui) -> Option<Action> {
        let ctx = ui.ctx().clone();
        let save_key = Cmd::ClubRulesSave.pressed(&ctx);
        let asking = self.rules.as_ref().is_some_and(rules::RulesPage::asking);
        let close = !egui::Popup::is_any_open(&ctx) && !asking && Cmd::ClubBack.pressed(&ctx);
        let mut save = None;
        egui::CentralPanel::default().show(ui, |ui| {
            ui.heading(RichText::new(self.title()).size(26.0));
            if let Some((said, error)) = &self.said {
                let color = if *error { ui.visuals().error_fg_color } else { ui.visuals().strong_text_color() };
                ui.label(RichText::new(said.text()).color(color).size(17.0));
            }
            ui.add_space(6.0);
            egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                if let Some(page) = &mut self.rules {
                    save = page.ui(ui, save_key);
                }
            });
        });
        if let Some(save) = save {
            self.save_rules(save);
        }
        if close {
            self.toggle_rules();
        }
        None
    }

    fn title(&self) -> String {
        match &self.live.books {
            Read::Reading => tr!("verein-reading"),
            Read::Done(Ok(books)) => {
                let club = books.folder.club.name.clone().unwrap_or_else(|| tr!("verein-no-name"));
                match tab::price_since(&books.folder.club, Some(self.today)) {
                    Some((from, price)) => {
                        tr!("verein-view-title", club = club, price = price.to_string(), from = from.shown())
                    }
                    None => club,
                }
            }
            Read::Done(Err(ClubFolderError::NoClubFile(_))) => tr!("verein-view-new"),
            Read::Done(Err(_)) => tr!("verein-view-unreadable"),
        }
    }

    /// The typed line; the keyboard stays in it.
    fn entry_line(&mut self, ui: &mut egui::Ui) {
        let new = matches!(self.live.books, Read::Done(Err(ClubFolderError::NoClubFile(_))));
        let label = if new { tr!("verein-name-entry") } else { tr!("verein-entry") };
        if super::typed_line::typed_line(ui, label, &mut self.line, 420.0) {
            self.commit(ui.ctx());
        }
    }
}

/// The event of a typed payment (for `person` where the treasurer chose one for a name the books
/// did not know), and what is said of it.
fn payment(books: &Books, entry: Entry, person: Option<String>, today: Day) -> (ClubEvent, Said) {
    let Entry { name, kind, amount, note } = entry;
    let person = person.unwrap_or_else(|| typos::person(books, &name));
    let done = said!("verein-recorded", kind = kind, player = person.clone(), amount = amount);
    let payment = Payment { player: person, amount, date: today, note };
    let event = match kind {
        PaymentKind::Paid => ClubEvent::Paid(payment),
        PaymentKind::Waived => ClubEvent::Waived(payment),
    };
    (event, done)
}

/// An event in words, worded each time it is shown (in the language of that moment).
fn words_of(event: &ClubEvent) -> impl Fn() -> String + Send + Sync + 'static {
    let event = event.clone();
    move || schocken_core::club::edit::event_words(&event)
}
