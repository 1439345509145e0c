//! The rows of the grid: each knob's name and control, the house rules with the sentence that
//! says what they do, and under a knob what keeps it from acting or why a change was refused.
//! The keys of a drop-down (issue 33): Space opens its list, ↑/↓ walk it, Space takes an option;
//! a list that closes (an option taken, or Esc) leaves the focus on its knob, so the next Tab goes
//! on from there; Tab or Shift+Tab out of an open list closes it first, so that no list stays open
//! under a focus that moved on.

use super::KnobGrid;
use eframe::egui::{self, Key, RichText};
use schocken_core::report::words;
use schocken_core::rules::book;
use schocken_core::rules::knobs::{Choice, Knob, KnobKind, Value};
use schocken_core::tr;

/// The height of a list of rules in a box of its own: at least, and at most.
const LIST_MIN: f32 = 160.0;
const LIST_MAX: f32 = 360.0;

impl KnobGrid {
    /// Gives the focus back to the drop-down whose list closed, a frame later: in the frame of
    /// the Space that took an option, a focused drop-down would take that Space as a click too
    /// and open again (egui may run a frame twice when a grid's columns change).
    pub(super) fn give_focus_back(&mut self, ui: &egui::Ui) {
        let Some(id) = self.focus_back else { return };
        if !ui.input(|i| i.key_pressed(Key::Space) || i.key_pressed(Key::Enter)) {
            ui.memory_mut(|m| m.request_focus(id));
            self.focus_back = None;
        }
    }

    /// The knobs of one section, each with its control: the house rules (`house`) each with the
    /// sentence that says what it does, or every other knob.
    pub(super) fn list_ui(&mut self, ui: &mut egui::Ui, house: bool) {
        if self.in_page {
            self.grid_ui(ui, house);
            return;
        }
        // A few rules in view also where the screen gives the grid little room (a cell of the
        // organiser's form): its own scroll bar does the rest.
        let height = ui.available_height().clamp(LIST_MIN, LIST_MAX);
        egui::ScrollArea::vertical()
            .id_salt(house)
            .max_height(LIST_MAX)
            .min_scrolled_height(height)
            .show(ui, |ui| self.grid_ui(ui, house));
    }

    fn grid_ui(&mut self, ui: &mut egui::Ui, house: bool) {
        let knobs: Vec<Knob> =
            Knob::ALL.iter().copied().filter(|k| !self.fixed.contains(k) && k.is_house_rule() == house).collect();
        // A sentence under a control wraps at the edge of the grid's room, not of the window.
        let right = ui.max_rect().right();
        egui::Grid::new(("knobs", house)).num_columns(2).striped(true).show(ui, |ui| {
            for knob in knobs {
                let control = self.knob_ui(ui, knob);
                let mut row = control.rect;
                ui.end_row();
                if house {
                    ui.label("");
                    row |= sentence(ui, right, RichText::new(words::explain(knob)).small().weak()).rect;
                    ui.end_row();
                }
                if let Some(note) = self.note(knob) {
                    ui.label("");
                    let said = sentence(ui, right, RichText::new(note).small().color(ui.visuals().warn_fg_color));
                    row |= said.rect;
                    // A refusal just said is shown whole, though it lies below the window's edge.
                    if self.refused.is_some_and(|(k, _)| k == knob) && std::mem::take(&mut self.say_refusal) {
                        said.scroll_to_me(None);
                    }
                    ui.end_row();
                }
                // The focused knob is shown with what is said under it.
                if control.gained_focus() {
                    ui.scroll_to_rect(row, None);
                }
                if control.has_focus() {
                    super::follow::show_with(ui.ctx(), control.id, row);
                }
            }
        });
    }

    /// What the referee should know under a knob: why its change was refused, or which other
    /// knob keeps it from acting (a Lustwurf's price where there is no Lustwurf).
    fn note(&self, knob: Knob) -> Option<String> {
        if let Some(conflict) = self.refusal(knob) {
            return Some(conflict.message());
        }
        let other = book::idle(knob, self.rules.rules())?;
        let value = words::value(other, other.get(self.rules.rules()));
        Some(tr!("knob-grid-idle", knob = words::knob(other), value = value))
    }

    /// One knob's name and its control. The control's id is the knob's own, whatever is said
    /// above it: egui numbers a widget by what came before it in its parent, so a line said or
    /// unsaid above (a difference, a note, the question) would give the focused control another
    /// id and take the focus from it (issue 33: Shift+Tab then went from nowhere, to the wrong
    /// drop-down).
    fn knob_ui(&mut self, ui: &mut egui::Ui, knob: Knob) -> egui::Response {
        let label = ui.label(words::knob(knob)).on_hover_text(knob.name());
        let own = egui::UiBuilder::new().scope_id(ui.scope_id().with(("knob", knob.name())));
        let (next, control) = ui.scope_builder(own, |ui| self.control_ui(ui, knob, label.id)).inner;
        let current = knob.get(self.rules.rules());
        if next != current {
            self.set(knob, next);
        }
        control
    }

    /// A knob's control, named by its label; the value it was set to, and its response.
    fn control_ui(&mut self, ui: &mut egui::Ui, knob: Knob, label: egui::Id) -> (Value, egui::Response) {
        let current = knob.get(self.rules.rules());
        match (knob.kind(), current) {
            (KnobKind::Bool, Value::Bool(mut b)) => {
                let control = ui.checkbox(&mut b, "").labelled_by(label);
                (Value::Bool(b), control)
            }
            (KnobKind::Number { min, max }, Value::Number(mut n)) => {
                let control = ui.add(egui::DragValue::new(&mut n).range(min..=max)).labelled_by(label);
                (Value::Number(n), control)
            }
            (KnobKind::Choice(ids), Value::Choice(mut chosen)) => {
                let (control, closed) = drop_down(ui, knob, current, ids, &mut chosen);
                if closed {
                    self.focus_back = Some(control.id);
                    ui.ctx().request_repaint();
                }
                (Value::Choice(chosen), control.labelled_by(label))
            }
            // A knob's value is always of its kind.
            _ => (current, ui.label("")),
        }
    }
}

/// A sentence in a cell of the grid, wrapped before `right`.
fn sentence(ui: &mut egui::Ui, right: f32, text: RichText) -> egui::Response {
    let width = (right - ui.cursor().left()).max(160.0);
    ui.scope(|ui| {
        ui.set_max_width(width);
        ui.add(egui::Label::new(text).wrap())
    })
    .inner
}

/// A knob's drop-down, its list closing as the module says; whether the list closed this frame
/// otherwise than by Tab (its knob is to have the focus back).
fn drop_down(
    ui: &mut egui::Ui,
    knob: Knob,
    current: Value,
    ids: &[Choice],
    chosen: &mut Choice,
) -> (egui::Response, bool) {
    // The id egui's ComboBox gives itself from this salt (`make_persistent_id` of its `IdSalt`).
    let id = ui.make_persistent_id(egui::IdSalt::new(knob.name()));
    let ctx = ui.ctx().clone();
    let was_open = egui::ComboBox::is_open(&ctx, id);
    let tabbed = ui.input(|i| i.key_pressed(Key::Tab));
    if was_open && tabbed {
        // The focus moves on from the knob itself (Tab: the next widget, Shift+Tab: the one
        // before), the list no longer drawn.
        egui::Popup::close_all(&ctx);
        ctx.memory_mut(|m| m.request_focus(id));
    }
    let shown =
        egui::ComboBox::from_id_salt(knob.name()).selected_text(words::value(knob, current)).show_ui(ui, |ui| {
            let mut taken = false;
            for &option in ids {
                taken |= ui.selectable_value(chosen, option, words::value(knob, Value::Choice(option))).clicked();
            }
            taken
        });
    // egui closes the list on a click of the pointer only: an option taken by Space closes it
    // too, or the list would stay open under a focus that moves on.
    if shown.inner == Some(true) {
        egui::Popup::close_all(&ctx);
    }
    let closed = was_open && !tabbed && !egui::ComboBox::is_open(&ctx, id);
    (shown.response, closed)
}
