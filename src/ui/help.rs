//! The help window: every command whose keys count where the user is, with its keys, read from
//! the command table (the view's own first); in the organiser's window also what happens where;
//! for the referee also how the new evening's rules are set by keys. The window scrolls by keys
//! (issue 33): ↓/↑ a line, PgDn/PgUp a page, Home/End to its start and end.

use super::commands::{Cmd, Keys, pair, shortcuts};
use eframe::egui;
use schocken_core::tr;

/// How far one ↓ or ↑ scrolls: about a line of the table.
const LINE: f32 = 24.0;

pub fn window(ctx: &egui::Context, open: &mut bool, keys: Keys) {
    // Whatever the zoom, the whole table is reachable: it scrolls where the window is short.
    let room = ctx.content_rect().height() * 0.75;
    let scroll = scroll_keys(ctx, room - 2.0 * LINE);
    egui::Window::new(tr!("help-title"))
        // The same window in either language (the id would follow the title).
        .id(egui::Id::unique("help"))
        .open(open)
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            // How to type, where typing is what the window is for; the views' keys say themselves.
            let ctx = ui.ctx();
            match keys {
                Keys::Organiser => ui.label(tr!("help-organiser")),
                Keys::Referee => ui.label(tr!(
                    "help-typing",
                    escape = Cmd::TableEscape.shortcut_text(ctx),
                    enter = Cmd::TableGoOn.shortcut_text(ctx)
                )),
                // How the rules are set by keys: the form's widgets' own, and the question's.
                Keys::Setup => ui.label(tr!(
                    "help-knobs",
                    choose = pair(ctx, Cmd::FormPrevious, Cmd::FormNext),
                    yes = Cmd::QuestionYes.shortcut_text(ctx),
                    no = Cmd::QuestionNo.shortcut_text(ctx)
                )),
                Keys::Projector
                | Keys::Registry
                | Keys::Club
                | Keys::History
                | Keys::Review
                | Keys::Window
                | Keys::Question
                | Keys::BlankSheet => {
                    let back = keys.escape().unwrap_or(Cmd::CloseWindow).shortcut_text(ctx);
                    ui.label(tr!("help-view", back = back))
                }
            };
            let ctx = ui.ctx();
            let scrolling = tr!(
                "help-scroll",
                page = pair(ctx, Cmd::HelpPageDown, Cmd::HelpPageUp),
                line = pair(ctx, Cmd::HelpLineDown, Cmd::HelpLineUp),
                ends = pair(ctx, Cmd::HelpTop, Cmd::HelpEnd)
            );
            ui.label(egui::RichText::new(scrolling).weak());
            ui.add_space(6.0);
            let mut area = egui::ScrollArea::vertical().max_height(room);
            match scroll {
                Some(Scroll::To(offset)) => area = area.vertical_scroll_offset(offset),
                Some(Scroll::By(_)) | None => {}
            }
            area.show(ui, |ui| {
                if let Some(Scroll::By(delta)) = scroll {
                    ui.scroll_with_delta_animation(egui::vec2(0.0, delta), egui::style::ScrollAnimation::none());
                }
                grid(ui, keys)
            });
        });
}

/// Where the help's keys scroll it: by so many points (down is negative, as egui counts), or to
/// an offset from the top.
#[derive(Clone, Copy)]
enum Scroll {
    By(f32),
    To(f32),
}

/// The help's keys pressed this frame, taken so that nothing behind the window reads them too;
/// `page` is how far PgDn goes.
fn scroll_keys(ctx: &egui::Context, page: f32) -> Option<Scroll> {
    let take = |cmd: Cmd| cmd.presses(ctx) as f32;
    let by = (take(Cmd::HelpLineUp) - take(Cmd::HelpLineDown)) * LINE
        + (take(Cmd::HelpPageUp) - take(Cmd::HelpPageDown)) * page;
    if take(Cmd::HelpTop) > 0.0 {
        Some(Scroll::To(0.0))
    } else if take(Cmd::HelpEnd) > 0.0 {
        // The scroll area keeps its offset within its content.
        Some(Scroll::To(f32::MAX / 2.0))
    } else {
        (by != 0.0).then_some(Scroll::By(by))
    }
}

/// Every command's name, keys and what it does (the view's own first: the organiser's typing).
/// The organiser's window lists the projector's keys after its own: they are pressed at the
/// projector it runs, a window of their own (its Esc closes the projector, not a question).
fn grid(ui: &mut egui::Ui, keys: Keys) {
    let ctx = ui.ctx().clone();
    let projector = (keys == Keys::Organiser).then_some(Keys::Projector);
    egui::Grid::new("help").striped(true).num_columns(3).show(ui, |ui| {
        for cmd in keys.commands().chain(projector.into_iter().flat_map(|k| k.commands())) {
            ui.strong(cmd.label());
            ui.monospace(shortcuts(&ctx, cmd.shortcuts()));
            ui.label(cmd.help());
            ui.end_row();
        }
    });
}
