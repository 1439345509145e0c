//! The organiser's window's line at the bottom.

use crate::ui::said::Said;

/// A line at the bottom: the last refusal (red) or what just happened, worded when shown.
pub(super) struct Note {
    pub(super) text: Said,
    pub(super) error: bool,
}
