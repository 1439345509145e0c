//! A typed name the books have never seen (issue 34): "Kluas zahlt 4,80" must not make a new
//! person with a credit while Klaus still owes. Where the name is near a known one
//! (`club::entry::near_names`), Enter books nothing yet and the view asks „Kluas“ kennen die
//! Bücher nicht — meinst du Klaus?; Tab/↓ (and ↑) choose among the names offered, Enter then books
//! for the chosen one; Enter again on the unchanged line without a choice books it as typed, a new
//! person. A name near nobody is booked as typed at once.

use super::live::Books;
use crate::ui::commands::{Cmd, pair};
use crate::ui::said::Said;
use eframe::egui;
use schocken_core::club::entry;
use schocken_core::names;
use schocken_core::tr;

/// The question asked about a typed line, while it stands.
pub(super) struct Asked {
    /// The line as it was when asked: a changed line asks again.
    line: String,
    /// The name as typed.
    typed: String,
    /// The known names near it, nearest first.
    offers: Vec<String>,
    /// The offer chosen (Tab/↓), if any.
    choice: Option<usize>,
}

/// Whether the books know the typed name: the registry's, or a person of the tab spelt the same.
pub(super) fn known(books: &Books, typed: &str) -> bool {
    books.folder.registry.knows(typed) || books.tab.players.iter().any(|a| names::same(&a.player, typed))
}

/// The person a typed name means: the registry's, else a person of the tab spelt the same up to
/// case and spacing ("ben" is Ben), else the name as typed (tidied).
pub(super) fn person(books: &Books, typed: &str) -> String {
    let registry = &books.folder.registry;
    if registry.knows(typed) {
        return registry.canonical(typed).to_string();
    }
    let known = books.tab.players.iter().find(|a| names::same(&a.player, typed));
    known.map_or_else(|| names::tidy(typed), |a| a.player.clone())
}

/// The question for the typed `line` whose payment names `typed`, where that name is unknown and
/// near a known one; none where it is to be booked at once.
pub(super) fn ask(books: &Books, line: &str, typed: &str) -> Option<Asked> {
    if known(books, typed) {
        return None;
    }
    let mut people: Vec<String> = books.tab.players.iter().map(|a| a.player.clone()).collect();
    for name in books.folder.registry.names() {
        if !people.iter().any(|p| names::same(p, &name)) {
            people.push(name);
        }
    }
    let people: Vec<&str> = people.iter().map(String::as_str).collect();
    let offers: Vec<String> = entry::near_names(typed, &people).into_iter().map(str::to_string).collect();
    (!offers.is_empty()).then(|| Asked { line: line.to_string(), typed: names::tidy(typed), offers, choice: None })
}

impl Asked {
    /// Whether the question is about `line` as it stands (not typed over since).
    pub fn fits(&self, line: &str) -> bool {
        self.line == line
    }

    /// The person chosen, or none: then Enter books the name as typed.
    pub fn person(&self) -> Option<String> {
        self.offers.get(self.choice?).cloned()
    }

    /// Tab/↓: the next name offered (after the last, none: as typed); ↑ the one before.
    pub fn step(&mut self, forward: bool) {
        let n = self.offers.len();
        // Positions 0..n are the offers, n is "as typed".
        let at = self.choice.unwrap_or(n);
        let to = if forward { (at + 1) % (n + 1) } else { (at + n) % (n + 1) };
        self.choice = (to < n).then_some(to);
    }

    /// What the view says: the question, or whom Enter books for.
    pub fn said(&self, ctx: &egui::Context) -> Said {
        let (typed, offers, chosen) = (self.typed.clone(), self.offers.clone(), self.person());
        let ctx = ctx.clone();
        Said::new(move || {
            let choose = pair(&ctx, Cmd::ClubOtherName, Cmd::ClubNext);
            let choose = choose.as_str();
            match &chosen {
                Some(name) => {
                    tr!("verein-unknown-chosen", name = name.as_str(), typed = typed.as_str(), choose = choose)
                }
                None => {
                    let or = format!(" {} ", tr!("verein-unknown-or"));
                    tr!("verein-unknown-name", typed = typed.as_str(), offers = offers.join(&or), choose = choose)
                }
            }
        })
    }
}
