//! The focused widget of a page that scrolls as one stays in view (issue 33: Tab moved the focus
//! onto knobs scrolled out of sight and nothing followed). egui scrolls nothing to the focus by
//! itself; a page that holds the grid keeps one [`FocusInView`] and calls it at the end of its
//! scroll area's contents.
//!
//! The page follows when the focus moves to another widget, or when the layout moves the focused
//! one (a row said or unsaid above it), and then scrolls only as far as needed; a page scrolled
//! by the wheel is left where it is, though the focus be out of view.

use eframe::egui;

/// Where a widget's row is kept for this frame (see [`show_with`]).
const ROW: &str = "focus-in-view-row"; // i18n-ok: an id

/// The rect to show whole while the widget `id` has the focus, this frame: a knob with the
/// sentences under it, so that what the grid says about the focused knob is in view too.
pub fn show_with(ctx: &egui::Context, id: egui::Id, rect: egui::Rect) {
    let pass = ctx.cumulative_pass_nr();
    ctx.data_mut(|d| d.insert_temp(id.with(ROW), (pass, rect)));
}

/// The rect given by [`show_with`] for `id` this frame.
fn row_of(ctx: &egui::Context, id: egui::Id) -> Option<egui::Rect> {
    let (pass, rect) = ctx.data(|d| d.get_temp::<(u64, egui::Rect)>(id.with(ROW)))?;
    (pass == ctx.cumulative_pass_nr()).then_some(rect)
}

#[derive(Default)]
pub struct FocusInView {
    /// The focused widget last frame and its place on the page (from the contents' top).
    last: Option<(egui::Id, f32)>,
}

impl FocusInView {
    /// Call at the end of the scroll area's contents, with their `ui` and the top they began at.
    pub fn keep(&mut self, ui: &egui::Ui, top: f32) {
        let ctx = ui.ctx();
        let focused = ctx.memory(|m| m.focused()).and_then(|id| Some((id, ctx.read_response(id)?)));
        // Only a widget of this page: drawn on its layer and cut by its scroll area (a panel's
        // buttons and the menu bar share the layer, but nothing clips them).
        let Some((id, response)) = focused.filter(|(_, r)| r.layer_id == ui.layer_id()) else {
            self.last = None;
            return;
        };
        let place = (id, response.rect.top() - top);
        let moved = self.last.is_none_or(|(last, at)| last != id || (at - place.1).abs() > 0.5);
        self.last = Some(place);
        let clipped = response.interact_rect != response.rect;
        let (rect, hidden) = match row_of(ctx, id) {
            // A row of the page: the whole of it in view.
            Some(row) => (row.union(response.rect), clipped || !ui.clip_rect().contains_rect(row)),
            None => (response.rect, clipped),
        };
        if moved && hidden {
            ui.scroll_to_rect(rect.expand(4.0), None);
        }
    }
}
