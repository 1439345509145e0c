//! The club's books on screen ("Verein", issue 28): the tab (each person's marks, what they cost,
//! paid, waived, open), the last evening's marks at the current price with "bezahlt" ticked off
//! at the table, every season's table with its awards, and the hall of fame of the seasons past.
//!
//! By keys: type "Jörg zahlt 12,50 €" or "Ben erlassen 2 Geburtstag" and Enter records it; ↑/↓
//! choose a person of the tab, Ctrl+B records that he paid his marks of the last evening;
//! Bild↑/Bild↓ turn the pages (tab, each season, hall of fame); Ctrl+P prints the page (the
//! notice board's tab, a season's table), Ctrl+Shift+P the chosen person's statement or the
//! season's certificate, Ctrl+S saves the workbook; Ctrl+Z takes the last change back; Esc
//! goes back.
//! Where the folder has no `verein.ron` yet, Enter starts one with the typed club name.
//! Every change goes through `io::club_book` (the file's one writer); the books are read again
//! after it, so what is shown is what the file says.

mod charts;

use super::Action;
use super::printing::ToSave;
use crate::io::club_book;
use crate::io::club_folder::{self, ClubFolder, ClubFolderError};
use crate::print::club as print;
use eframe::egui::{self, Key, KeyboardShortcut, Modifiers, RichText};
use schocken_core::brand::Club;
use schocken_core::club::entry::{self, Entry, Line};
use schocken_core::club::tab::{self, PaymentKind, Tab};
use schocken_core::club::{ClubEvent, ClubFile, Day, Money, Payment, SeasonTable, season, words};
use schocken_core::i18n::{Lang, scoped};
use schocken_core::tr;
use std::path::PathBuf;

/// The view's own keys (its key line names them from here, as the language writes them).
const PAID: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::B);
const UNDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
const PRINT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::P);
/// The other printout: the chosen person's statement, or the season winner's certificate.
const PRINT_OTHER: KeyboardShortcut = KeyboardShortcut::new(Modifiers { shift: true, ..Modifiers::COMMAND }, Key::P);
const SAVE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::S);

/// A page of the view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Page {
    Tab,
    /// A season, by its place in the file.
    Season(usize),
    Fame,
}

/// What Ctrl+P, Ctrl+Shift+P and Ctrl+S make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Printout {
    /// The page: the tab, or the season's table.
    Page,
    /// The chosen person's statement, or the season's certificate.
    Other,
    Sheet,
}

/// Each person's marks of an evening and what they cost at its price.
type Marks = Vec<(String, u32, Option<Money>)>;

/// The books as read from the folder.
struct Books {
    folder: ClubFolder,
    tab: Tab,
    seasons: Vec<SeasonTable>,
}

pub struct ClubView {
    dir: PathBuf,
    books: Result<Books, ClubFolderError>,
    page: Page,
    line: String,
    /// The file's text before each change, the last on top.
    undo: Vec<String>,
    /// The person chosen in the tab (by his place in it).
    chosen: usize,
    today: Day,
    said: Option<(String, bool)>,
}

impl ClubView {
    pub fn new(dir: PathBuf) -> ClubView {
        let today = Day::parse(&chrono::Local::now().format("%Y-%m-%d").to_string()).expect("today is a day");
        let mut view = ClubView {
            books: read(&dir),
            dir,
            page: Page::Tab,
            line: String::new(),
            undo: Vec::new(),
            chosen: 0,
            today,
            said: None,
        };
        if let Err(e) = &view.books {
            view.said = Some((e.message(), !matches!(e, ClubFolderError::NoClubFile(_))));
        }
        view
    }

    fn reload(&mut self) {
        self.books = read(&self.dir);
    }

    /// Records an event in the file; the books read again.
    fn record(&mut self, event: ClubEvent, done: String) {
        self.change(|club| club.events.push(event), done);
    }

    /// Changes the file (refused where it would not read); the books read again.
    fn change(&mut self, edit: impl FnOnce(&mut ClubFile), done: String) {
        match club_book::change(&self.dir, edit) {
            Ok((before, _)) => {
                self.undo.push(before);
                self.said = Some((done, false));
                self.line.clear();
            }
            Err(e) => self.said = Some((e.message(), true)),
        }
        self.reload();
    }

    fn undo(&mut self) {
        let Some(before) = self.undo.pop() else {
            self.said = Some((tr!("verein-nothing-to-undo"), true));
            return;
        };
        match club_book::restore(&self.dir, &before) {
            Ok(()) => self.said = Some((tr!("verein-undone"), false)),
            Err(e) => {
                self.undo.push(before);
                self.said = Some((e.message(), true));
            }
        }
        self.reload();
    }

    /// Enter in the line: a payment or a waiver, a price, a season, the club's name; without a
    /// club file, the club's name starts one.
    fn commit(&mut self) {
        let books = match &self.books {
            Ok(books) => books,
            Err(ClubFolderError::NoClubFile(_)) => return self.create(),
            Err(e) => {
                self.said = Some((e.message(), true));
                return;
            }
        };
        match entry::parse(&self.line, self.today) {
            Ok(Line::Payment(entry)) => {
                let (event, done) = payment(books, entry, self.today);
                self.record(event, done);
            }
            Ok(Line::Price { from, price }) => {
                let done = tr!("verein-price-set", price = price.to_string(), from = from.shown());
                self.record(ClubEvent::Price { from, price }, done);
            }
            Ok(Line::Season(season)) => {
                let done = tr!("verein-season-added", name = season.name.as_str());
                self.record(ClubEvent::Season(season), done);
            }
            Ok(Line::Name(name)) => {
                let done = tr!("verein-name-set", name = name.as_str());
                self.change(|club| club.name = Some(name), done);
            }
            Err(e) => self.said = Some((e.message(), true)),
        }
    }

    /// Starts `verein.ron` with the typed name.
    fn create(&mut self) {
        let name = schocken_core::names::tidy(&self.line);
        match club_book::create(&self.dir, (!name.is_empty()).then_some(name)) {
            Ok(()) => self.said = Some((tr!("verein-created"), false)),
            Err(e) => self.said = Some((e.message(), true)),
        }
        self.line.clear();
        self.reload();
    }

    /// The last dated evening: its date and each person's marks with their amount.
    fn last_evening(&self) -> Option<(Day, Marks)> {
        let books = self.books.as_ref().ok()?;
        let last = books.tab.sessions.iter().rev().find(|s| s.date.is_some())?;
        let rows = last.marks.iter().map(|(p, &m)| (p.clone(), m, last.price.map(|c| c * m))).collect();
        Some((last.date?, rows))
    }

    fn chosen_person(&self) -> Option<&str> {
        Some(self.books.as_ref().ok()?.tab.players.get(self.chosen)?.player.as_str())
    }

    /// Ctrl+B: the chosen person paid his marks of the last evening.
    fn tick_paid(&mut self) {
        let (Some(person), Some((date, rows))) = (self.chosen_person(), self.last_evening()) else { return };
        let Some((person, _, Some(amount))) = rows.into_iter().find(|(p, _, _)| p == person) else { return };
        if amount == Money::ZERO {
            return;
        }
        if self.books.as_ref().is_ok_and(|books| ticked(books, &person, date)) {
            self.said = Some((tr!("verein-evening-already", player = person.as_str()), true));
            return;
        }
        let done = tr!(
            "verein-recorded",
            kind = PaymentKind::Paid.label(),
            player = person.as_str(),
            amount = amount.to_string()
        );
        let note = Some(evening_note(date));
        self.record(ClubEvent::Paid(Payment { player: person, amount, date: self.today, note }), done);
    }

    /// Ctrl+P (`other`: Ctrl+Shift+P) and Ctrl+S: the file to save.
    fn printout(&self, kind: Printout) -> Option<ToSave> {
        let books = self.books.as_ref().ok()?;
        let club = Club { name: books.folder.club.name.clone(), logo: crate::io::club::read(&self.dir).logo };
        let pdf = ("PDF", "pdf");
        let (bytes, name, kind) = match (kind, self.page) {
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
                (print::certificate(table, &club), tr!("verein-file-certificate", name = table.season.as_str()), pdf)
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
        let seasons = self.books.as_ref().map_or(0, |b| b.seasons.len());
        let mut pages = vec![Page::Tab];
        pages.extend((0..seasons).map(Page::Season));
        pages.push(Page::Fame);
        pages
    }

    pub fn ui(&mut self, ui: &mut egui::Ui) -> Option<Action> {
        let (down, up, next, previous, paid, undo, back) = ui.input_mut(|i| {
            (
                i.consume_key(Modifiers::NONE, Key::ArrowDown),
                i.consume_key(Modifiers::NONE, Key::ArrowUp),
                i.consume_key(Modifiers::NONE, Key::PageDown),
                i.consume_key(Modifiers::NONE, Key::PageUp),
                i.consume_shortcut(&PAID),
                i.consume_shortcut(&UNDO),
                i.consume_key(Modifiers::NONE, Key::Escape),
            )
        });
        // Shift first: Ctrl+P would match Ctrl+Shift+P too.
        let printout = ui.input_mut(|i| {
            if i.consume_shortcut(&PRINT_OTHER) {
                Some(Printout::Other)
            } else if i.consume_shortcut(&PRINT) {
                Some(Printout::Page)
            } else {
                i.consume_shortcut(&SAVE).then_some(Printout::Sheet)
            }
        });
        let people = self.books.as_ref().map_or(0, |b| b.tab.players.len());
        if down {
            self.chosen = (self.chosen + 1).min(people.saturating_sub(1));
        }
        if up {
            self.chosen = self.chosen.saturating_sub(1);
        }
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
        egui::CentralPanel::default().show(ui, |ui| {
            ui.heading(RichText::new(self.title()).size(26.0));
            let key = |k: &KeyboardShortcut| super::commands::shortcut(ui.ctx(), k);
            ui.label(tr!("verein-keys", paid = key(&PAID), print = key(&PRINT), save = key(&SAVE), undo = key(&UNDO)));
            ui.add_space(6.0);
            self.entry_line(ui);
            if let Some((text, error)) = &self.said {
                let color = if *error { ui.visuals().error_fg_color } else { ui.visuals().strong_text_color() };
                ui.label(RichText::new(text).color(color).size(17.0));
            }
            ui.add_space(6.0);
            egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| match (&self.books, self.page) {
                (Err(_), _) => {}
                (Ok(books), Page::Tab) => {
                    tab_page(ui, books, self.chosen);
                    if let Some((date, rows)) = self.last_evening() {
                        evening_page(ui, books, date, &rows, self.chosen_person());
                    }
                    ui.add_space(12.0);
                    charts::months_chart(ui, &books.tab);
                }
                (Ok(books), Page::Season(i)) => season_page(ui, &books.seasons[i.min(books.seasons.len() - 1)]),
                (Ok(books), Page::Fame) => fame_page(ui, &books.seasons, self.today),
            });
        });
        match printout.and_then(|kind| self.printout(kind)) {
            Some(file) => Some(Action::Save(file)),
            None => back.then_some(Action::Back),
        }
    }

    fn title(&self) -> String {
        match &self.books {
            Ok(books) => {
                let club = books.folder.club.name.clone().unwrap_or_else(|| tr!("verein-no-name"));
                match tab::price_since(&books.folder.club, Some(self.today)) {
                    Some((from, price)) => {
                        tr!("verein-view-title", club = club, price = price.to_string(), from = from.shown())
                    }
                    None => club,
                }
            }
            Err(_) => tr!("verein-view-new"),
        }
    }

    /// The typed line; the keyboard stays in it.
    fn entry_line(&mut self, ui: &mut egui::Ui) {
        let label = if self.books.is_ok() { tr!("verein-entry") } else { tr!("verein-name-entry") };
        if super::typed_line::typed_line(ui, label, &mut self.line, 420.0) {
            self.commit();
        }
    }
}

/// The event of a typed payment, and what is said of it.
fn payment(books: &Books, entry: Entry, today: Day) -> (ClubEvent, String) {
    let Entry { name, kind, amount, note } = entry;
    let person = known_person(books, &name);
    let done = tr!("verein-recorded", kind = kind.label(), player = person.as_str(), amount = amount.to_string());
    let payment = Payment { player: person, amount, date: today, note };
    let event = match kind {
        PaymentKind::Paid => ClubEvent::Paid(payment),
        PaymentKind::Waived => ClubEvent::Waived(payment),
    };
    (event, done)
}

/// The note of a payment ticked off for the evening of `date` (Ctrl+B).
fn evening_note(date: Day) -> String {
    tr!("verein-evening-note", date = date.shown())
}

/// Whether `person` ticked off his marks of the evening of `date` (its note in any language:
/// the laptop may have been switched since).
fn ticked(books: &Books, person: &str, date: Day) -> bool {
    let Some(account) = books.tab.players.iter().find(|a| a.player == person) else { return false };
    let notes: Vec<String> = Lang::ALL.iter().map(|&lang| scoped(lang, || evening_note(date))).collect();
    account.payments.iter().any(|p| p.kind == PaymentKind::Paid && p.note.as_ref().is_some_and(|n| notes.contains(n)))
}

/// The person a typed name means: the registry's, else a person of the tab spelt the same up to
/// case and spacing ("ben" is Ben), else the name as typed (tidied).
fn known_person(books: &Books, typed: &str) -> String {
    let registry = &books.folder.registry;
    if registry.knows(typed) {
        return registry.canonical(typed).to_string();
    }
    let known = books.tab.players.iter().find(|a| schocken_core::names::same(&a.player, typed));
    known.map_or_else(|| schocken_core::names::tidy(typed), |a| a.player.clone())
}

fn read(dir: &std::path::Path) -> Result<Books, ClubFolderError> {
    let folder = club_folder::read(dir)?;
    let tab = tab::tab(&folder.club, &folder.sittings, &folder.registry);
    let seasons = folder.club.seasons().map(|s| season::table(s, &folder.sittings)).collect();
    Ok(Books { folder, tab, seasons })
}

/// Rows of cells as a striped grid, the first row as heads, the `chosen` row (counted after the
/// heads) marked; `right`: columns aligned right.
fn grid(ui: &mut egui::Ui, id: &str, rows: &[Vec<String>], right: &[usize], chosen: Option<usize>) {
    egui::Grid::new(id).striped(true).spacing([18.0, 4.0]).show(ui, |ui| {
        for (r, row) in rows.iter().enumerate() {
            let marked = r == 0 || chosen.is_some_and(|c| c + 1 == r);
            for (c, cell) in row.iter().enumerate() {
                let cell = if c == 0 && r > 0 && marked { format!("▶ {cell}") } else { cell.clone() };
                let text = if marked { RichText::new(cell).strong() } else { RichText::new(cell) };
                if right.contains(&c) {
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| ui.label(text));
                } else {
                    ui.label(text);
                }
            }
            ui.end_row();
        }
    });
}

fn tab_page(ui: &mut egui::Ui, books: &Books, chosen: usize) {
    ui.label(RichText::new(words::tab_title(&books.tab)).size(18.0));
    let mut rows = vec![words::tab_heads()];
    rows.extend(words::tab_rows(&books.tab));
    grid(ui, "verein-tab", &rows, words::TAB_RIGHT, Some(chosen));
}

/// The last evening: each person's marks at its price, the chosen person marked.
fn evening_page(
    ui: &mut egui::Ui,
    books: &Books,
    date: Day,
    rows: &[(String, u32, Option<Money>)],
    chosen: Option<&str>,
) {
    ui.add_space(12.0);
    ui.label(RichText::new(tr!("verein-evening", date = date.shown())).size(18.0));
    for (person, marks, amount) in rows {
        let amount = amount.map_or_else(|| tr!("verein-no-price"), |a| a.to_string());
        let line = if ticked(books, person, date) {
            tr!("verein-evening-paid", player = person.as_str(), marks = *marks, amount = amount)
        } else {
            tr!("verein-evening-line", player = person.as_str(), marks = *marks, amount = amount)
        };
        let _ = ui.selectable_label(chosen == Some(person.as_str()), RichText::new(line).size(17.0));
    }
}

fn season_page(ui: &mut egui::Ui, table: &SeasonTable) {
    ui.label(RichText::new(words::season_title(table)).size(18.0));
    let mut rows = vec![words::season_heads(table)];
    rows.extend(words::season_rows(table));
    grid(ui, "verein-season", &rows, &words::season_right(table), None);
    ui.add_space(10.0);
    ui.label(RichText::new(tr!("verein-awards")).strong());
    let awards: Vec<Vec<String>> = words::award_lines(&table.awards).into_iter().map(|(a, b)| vec![a, b]).collect();
    grid(ui, "verein-awards", &awards, &[], None);
    ui.add_space(12.0);
    charts::season_chart(ui, table);
}

/// The seasons already over, newest first, with who won them.
fn fame_page(ui: &mut egui::Ui, seasons: &[SeasonTable], today: Day) {
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
