//! What the organiser is typing, apart from what is saved: the tab shown, the registration line,
//! the draw's settings and proposal, the result card and the cards' drafts (kept in the folder
//! until saved or dropped), and a fee command from the menu waiting for the registration tab.

use super::tab::Tab;
use super::{card, drafts, draw, lists};
use schocken_core::tournament::fees::Status;
use schocken_core::tournament::replay::Tournament;
use std::path::Path;

pub(super) struct Forms {
    pub(super) tab: Tab,
    pub(super) registration: lists::Registration,
    pub(super) draw: draw::DrawForm,
    pub(super) card: card::CardForm,
    /// Cards typed but not saved, by round and table; kept in the folder until saved or dropped.
    pub(super) drafts: drafts::Drafts,
    /// A fee command from the menu, for the registration tab to take as its key.
    pub(super) fee_asked: Option<Status>,
}

impl Forms {
    /// Fresh forms over `t`; the drafts the folder `dir` keeps are loaded. `known`: names of the
    /// club's past evenings, offered when registering.
    pub(super) fn new(dir: &Path, t: &Tournament, known: Vec<String>) -> Forms {
        let drafts = drafts::Drafts::load(dir);
        let card = card::CardForm::new(t, &drafts);
        Forms {
            tab: Tab::Registration,
            registration: lists::Registration::new(known),
            draw: draw::DrawForm::new(t),
            card,
            drafts,
            fee_asked: None,
        }
    }
}
