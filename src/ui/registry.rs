//! The club's player list on screen (issue 24, section 5): every person of the registry with the
//! other spellings he was known by, and the names the evenings hold that the registry has no
//! person for yet. By keys: type to search (umlauts typed or not, as the history searches), ↑/↓
//! to choose, Esc goes back; the list's own commands (add, rename, merge, merge the two names
//! offered as looking alike — "Carl und carl zusammenführen?" —, undo) are rows of the command
//! table (`Menu::Registry`).
//!
//! Every change goes through `io/players` (read, change and write under the registry's lock),
//! never into a session or tournament file: the registry maps names when they are read.

use super::action::Action;
use super::club::history::{History, Steps};
use super::commands::Cmd;
use super::said::{Said, said};
use crate::io::players::{self, Sitting};
use crate::live::sessions::{Model, Snapshot};
use eframe::egui::{self, RichText};
use schocken_core::names;
use schocken_core::players::{Change, Registry, RegistryError};
use schocken_core::tr;
use std::path::PathBuf;
use std::sync::Arc;

/// What the keyboard is doing: choosing a row, or typing the name a change needs.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Mode {
    Browse,
    /// A new person is typed (Ctrl+N).
    Add {
        input: String,
    },
    /// The chosen name gets a new one.
    Rename {
        name: String,
        input: String,
    },
    /// The chosen name stays; the one typed is the same person.
    Merge {
        name: String,
        input: String,
    },
    /// A merge that would make evenings seat one person twice (CLUB.md 4: the books then pass
    /// them over), asked about first: Enter merges, Esc does not.
    Confirm {
        keep: String,
        other: String,
        evenings: Vec<String>,
    },
}

/// A row of the list: a person of the registry, or a name only the evenings know.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Row {
    name: String,
    also: Vec<String>,
    registered: bool,
}

pub struct RegistryView {
    path: PathBuf,
    registry: Registry,
    /// Every spelling the evenings hold, newest evenings first ("Carl" and "carl" both).
    heard: Vec<String>,
    /// The evenings, newest first: who sat together, for the merge's question.
    sittings: Vec<Sitting>,
    /// The folder's live model (`live::sessions`: a club's years of evenings are read by its
    /// owner, and read again where another laptop changes one), and the snapshot whose evenings
    /// and registry the list shows; `None` until one with every evening read arrives.
    model: Arc<Model>,
    taken: Option<Arc<Snapshot>>,
    search: String,
    chosen: usize,
    mode: Mode,
    /// Each change made, with what it said, the last on top: Ctrl+Z takes it back on the file as
    /// it stands (`players::Change::undo`). The app keeps them while it runs (`club::history`).
    undo: Steps<(Change, Said)>,
    /// The last change, or why it was refused (worded when shown).
    said: Option<(Said, bool)>,
}

/// `other` is the same person as `keep`. Where they differ only in case, registering `keep` has
/// made `other` his spelling already (CLUB.md 4): nothing more to merge.
fn join(registry: &mut Registry, keep: &str, other: &str) -> Result<(), RegistryError> {
    if keep != other && names::same(keep, other) { Ok(()) } else { registry.merge(keep, other) }
}

impl RegistryView {
    /// The registry of the folder of `model` (`players::path`) and the names its evenings hold,
    /// as the model has them (the app's, which wakes the window with each snapshot). `undo`: the
    /// app's steps, kept while it runs.
    pub fn new(model: Arc<Model>, undo: &History<(Change, Said)>) -> RegistryView {
        let path = players::path(model.dir());
        let (registry, mut said) = match &model.latest().registry {
            Ok(registry) => (Registry::clone(registry), None),
            Err(problem) => (Registry::default(), Some((Said::error(problem.clone()), true))),
        };
        // A sync tool's conflicting copy beside the file is said, as the command line says it.
        let copies = path.parent().map(players::conflict_copies).unwrap_or_default();
        if let (None, Some(copy)) = (&said, copies.first()) {
            said = Some((said!("players-conflict-copy", file = copy.display().to_string()), true));
        }
        let undo = undo.of(&path);
        RegistryView {
            path,
            registry,
            heard: Vec::new(),
            sittings: Vec::new(),
            model,
            taken: None,
            search: String::new(),
            chosen: 0,
            mode: Mode::Browse,
            undo,
            said,
        }
    }

    /// Takes a snapshot with every evening read: its evenings' names, and its registry where it
    /// reads (another window's or laptop's change; a registry read after every evening, so never
    /// older than this view's own last change).
    fn arrived(&mut self) {
        let latest = self.model.latest();
        if !latest.complete() || self.taken.as_ref().is_some_and(|t| Arc::ptr_eq(t, &latest)) {
            return;
        }
        let evenings_changed = self.taken.as_ref().is_none_or(|t| !Arc::ptr_eq(&t.evenings, &latest.evenings));
        if evenings_changed {
            self.sittings = players::sittings(latest.evenings.iter().map(AsRef::as_ref));
            self.heard = players::spellings(&self.sittings);
        }
        if let Ok(registry) = &latest.registry
            && **registry != self.registry
        {
            self.registry = Registry::clone(registry);
        }
        self.taken = Some(latest);
    }

    #[cfg(any(test, feature = "test-hooks"))]
    /// Whether the evenings' names have arrived (for tests).
    pub fn read(&self) -> bool {
        self.taken.is_some()
    }

    /// The rows the search finds, in German order: persons and names heard alike.
    fn rows(&self) -> Vec<Row> {
        let mut rows: Vec<Row> = self
            .registry
            .players
            .iter()
            .map(|p| Row { name: p.name.clone(), also: p.also.clone(), registered: true })
            .collect();
        for name in &self.heard {
            // Exactly as written: "carl" beside "Carl", neither registered, is a person of his own.
            if self.registry.canonical(name) == name.as_str() && !rows.iter().any(|r| r.name == *name) {
                rows.push(Row { name: name.clone(), also: Vec::new(), registered: false });
            }
        }
        let search = names::Search::new(&self.search);
        rows.retain(|r| search.is_empty() || std::iter::once(&r.name).chain(&r.also).any(|n| search.finds(n)));
        names::sort_by_name(&mut rows, |r| &r.name);
        rows
    }

    /// Applies a change to the registry on disk (names only the evenings know are added first,
    /// so they can be renamed and merged too); keeps the state before it for undo.
    fn change(&mut self, names: &[&str], edit: impl FnOnce(&mut Registry) -> Result<(), RegistryError>, done: Said) {
        let mut stood = None;
        let result = players::change(&self.path, |r| {
            stood = Some(r.clone());
            r.add(names.iter().copied());
            edit(r).map(|()| true)
        });
        match result {
            Ok(registry) => {
                self.model.changed();
                let change = Change::between(&stood.unwrap_or_default(), &registry);
                self.undo.push((change, done.clone()));
                self.registry = registry;
                self.said = Some((done, false));
                self.mode = Mode::Browse;
            }
            Err(problem) => self.said = Some((Said::error(problem), true)),
        }
    }

    /// Takes the last change back on the file as it stands (never an earlier copy written back).
    fn undo(&mut self) {
        let Some((change, what)) = self.undo.pop() else {
            self.said = Some((said!("registry-nothing-to-undo"), true));
            return;
        };
        match players::change(&self.path, |r| change.undo(r).map(|()| true)) {
            Ok(registry) => {
                self.model.changed();
                self.registry = registry;
                self.said = Some((said!("registry-undone-what", what = what), false));
            }
            Err(problem) => {
                self.undo.push((change, what));
                self.said = Some((Said::error(problem), true));
            }
        }
    }

    /// Enter in the name field: the rename or the merge asked for.
    fn commit(&mut self) {
        match self.mode.clone() {
            Mode::Browse => {}
            Mode::Add { input } => {
                let name = names::tidy(&input);
                let done = said!("registry-added", name = name.clone());
                self.change(
                    &[],
                    |r| if r.add([name.as_str()]) { Ok(()) } else { Err(RegistryError::Same(name.clone())) },
                    done,
                );
            }
            Mode::Rename { name, input } => {
                let done = said!("registry-renamed", old = name.clone(), new = names::tidy(&input));
                self.change(&[name.as_str()], |r| r.rename(&name, &input), done);
            }
            Mode::Merge { name, input } => {
                // The person typed, as the registry spells him (or the name as typed).
                let other = self.known(&input).unwrap_or_else(|| names::tidy(&input));
                self.merge(name, other, true);
            }
            Mode::Confirm { keep, other, .. } => self.merge(keep, other, false),
        }
    }

    /// Merges `other` into `keep`; where `ask`, first asks about the evenings that would then
    /// seat one person twice and no longer count (CLUB.md 4), naming them.
    fn merge(&mut self, keep: String, other: String, ask: bool) {
        let split = players::split_by_merge(&self.registry, &self.sittings, &keep, &other);
        if let (true, Ok(evenings)) = (ask, &split)
            && !evenings.is_empty()
            && !names::same(&keep, &other)
        {
            self.mode = Mode::Confirm { keep, other, evenings: evenings.clone() };
            return;
        }
        let done = said!("registry-merged", keep = keep.clone(), other = other.clone());
        self.change(&[keep.as_str(), other.as_str()], |r| join(r, &keep, &other), done);
    }

    /// Two names that look alike and are two persons yet ("Carl" and "carl", "Jörg" and
    /// "Joerg"), offered for merging: the registered one (else the first in German order) kept.
    fn alike(&self) -> Option<(String, String)> {
        let mut all: Vec<&str> = self.registry.players.iter().map(|p| p.name.as_str()).collect();
        all.extend(self.heard.iter().map(String::as_str));
        names::sort_by_name(&mut all, |n| n);
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                let looks = names::Search::new(a).finds(b) && names::Search::new(b).finds(a);
                if looks && self.registry.canonical(a) != self.registry.canonical(b) {
                    let (a, b) = (self.registry.canonical(a), self.registry.canonical(b));
                    let keep_b = self.registry.knows(b) && !self.registry.knows(a);
                    return Some(if keep_b { (b.to_string(), a.to_string()) } else { (a.to_string(), b.to_string()) });
                }
            }
        }
        None
    }

    /// The known name the typed text means (a person's or one heard): the one spelt so, else
    /// the only one it finds ("jorg", "Joerg" → Jörg); `None` where it finds none or several.
    fn known(&self, typed: &str) -> Option<String> {
        let persons = self.registry.players.iter().map(|p| p.name.as_str());
        let all: Vec<&str> = persons.chain(self.heard.iter().map(String::as_str)).collect();
        let search = names::Search::new(typed);
        let found = match all.iter().find(|n| names::same(n, typed)) {
            Some(n) => Some(*n),
            None => match all.iter().filter(|n| search.finds(n)).collect::<Vec<_>>().as_slice() {
                [one] => Some(**one),
                _ => None,
            },
        };
        found.map(|n| self.registry.canonical(n).to_string())
    }

    pub fn ui(&mut self, ui: &mut egui::Ui) -> Option<Action> {
        self.arrived();
        let rows = self.rows();
        self.chosen = self.chosen.min(rows.len().saturating_sub(1));
        let chosen = rows.get(self.chosen).map(|r| r.name.clone());
        let mut action = None;
        if self.mode == Mode::Browse {
            let ctx = ui.ctx().clone();
            if Cmd::RegistryNext.pressed(&ctx) {
                self.chosen = (self.chosen + 1).min(rows.len().saturating_sub(1));
            }
            if Cmd::RegistryPrevious.pressed(&ctx) {
                self.chosen = self.chosen.saturating_sub(1);
            }
            let [rename, merge, undo, add, alike] =
                [Cmd::RegistryRename, Cmd::RegistryMerge, Cmd::RegistryUndo, Cmd::RegistryAdd, Cmd::RegistryJoin]
                    .map(|cmd| cmd.pressed(&ctx));
            let back = Cmd::RegistryBack.pressed(&ctx);
            if add {
                self.mode = Mode::Add { input: String::new() };
            }
            if let Some((keep, other)) = alike.then(|| self.alike()).flatten() {
                self.merge(keep, other, true);
            }
            match (&chosen, rename, merge) {
                (Some(name), true, _) => self.mode = Mode::Rename { name: name.clone(), input: name.clone() },
                (Some(name), _, true) => self.mode = Mode::Merge { name: name.clone(), input: String::new() },
                _ => {}
            }
            if undo {
                self.undo();
            }
            if back {
                action = Some(Action::Back);
            }
        } else if Cmd::RegistryBack.pressed(ui.ctx()) {
            self.mode = Mode::Browse;
        } else if matches!(self.mode, Mode::Confirm { .. }) && Cmd::RegistryConfirm.pressed(ui.ctx()) {
            self.commit();
        }
        egui::CentralPanel::default().show(ui, |ui| {
            ui.heading(RichText::new(tr!("registry-title")).size(26.0));
            let key = |cmd: Cmd| cmd.shortcut_text(ui.ctx());
            ui.label(tr!(
                "registry-keys",
                add = key(Cmd::RegistryAdd),
                rename = key(Cmd::RegistryRename),
                merge = key(Cmd::RegistryMerge),
                undo = key(Cmd::RegistryUndo),
                choose = super::commands::pair(ui.ctx(), Cmd::RegistryPrevious, Cmd::RegistryNext),
                back = key(Cmd::RegistryBack)
            ));
            if self.taken.is_none() {
                ui.label(RichText::new(tr!("registry-reading")).weak());
            }
            ui.add_space(6.0);
            self.fields(ui);
            if let Some((keep, other)) = self.alike().filter(|_| self.mode == Mode::Browse) {
                ui.label(
                    RichText::new(tr!(
                        "registry-alike",
                        keep = keep.as_str(),
                        other = other.as_str(),
                        join = Cmd::RegistryJoin.shortcut_text(ui.ctx())
                    ))
                    .size(17.0),
                );
            }
            if let Some((said, error)) = &self.said {
                let text = said.text();
                let color = if *error { ui.visuals().error_fg_color } else { ui.visuals().strong_text_color() };
                ui.label(RichText::new(text).color(color).size(17.0));
            }
            ui.add_space(6.0);
            egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                for (i, row) in rows.iter().enumerate() {
                    let mut text = RichText::new(&row.name).size(18.0);
                    if !row.registered {
                        text = text.weak();
                    }
                    let line = ui.horizontal(|ui| {
                        let picked = ui.selectable_label(i == self.chosen, text);
                        if !row.also.is_empty() {
                            ui.label(tr!("registry-also", also = row.also.join(", ")));
                        }
                        if !row.registered {
                            ui.label(RichText::new(tr!("registry-heard")).weak());
                        }
                        picked
                    });
                    if line.inner.clicked() {
                        self.chosen = i;
                    }
                    if i == self.chosen {
                        line.response.scroll_to_me(None);
                    }
                }
                if rows.is_empty() {
                    ui.label(tr!("registry-empty"));
                }
            });
        });
        action
    }

    /// The search field, or the name field of a rename or a merge; the keyboard stays in it.
    fn fields(&mut self, ui: &mut egui::Ui) {
        let (label, text) = match &mut self.mode {
            Mode::Browse => (tr!("registry-search"), &mut self.search),
            Mode::Add { input } => (tr!("registry-add"), input),
            Mode::Rename { name, input } => (tr!("registry-rename", name = name.as_str()), input),
            Mode::Merge { name, input } => (tr!("registry-merge", name = name.as_str()), input),
            Mode::Confirm { keep, other, evenings } => {
                let asked = tr!(
                    "registry-merge-split",
                    keep = keep.as_str(),
                    other = other.as_str(),
                    evenings = evenings.join("; "),
                    count = evenings.len(),
                    yes = Cmd::RegistryConfirm.shortcut_text(ui.ctx()),
                    no = Cmd::RegistryBack.shortcut_text(ui.ctx())
                );
                ui.label(RichText::new(asked).color(ui.visuals().warn_fg_color).size(18.0));
                return;
            }
        };
        if super::typed_line::typed_line(ui, label, text, 320.0) {
            self.commit();
        }
    }
}
