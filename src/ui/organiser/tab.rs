//! The tabs of an open tournament.

use crate::ui::commands::Cmd;
use schocken_core::tr;

/// The tabs of an open tournament; their commands (Ctrl+1 … Ctrl+4) switch between them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tab {
    Registration,
    Draw,
    Cards,
    Standings,
}

impl Tab {
    pub(super) const ALL: [Tab; 4] = [Tab::Registration, Tab::Draw, Tab::Cards, Tab::Standings];

    /// The command that shows the tab.
    pub(super) fn command(self) -> Cmd {
        match self {
            Tab::Registration => Cmd::TabRegistration,
            Tab::Draw => Cmd::TabDraw,
            Tab::Cards => Cmd::TabCards,
            Tab::Standings => Cmd::TabStandings,
        }
    }

    pub(super) fn label(self) -> String {
        match self {
            Tab::Registration => tr!("organiser-tab-registration"),
            Tab::Draw => tr!("organiser-tab-draw"),
            Tab::Cards => tr!("organiser-tab-cards"),
            Tab::Standings => tr!("organiser-tab-standings"),
        }
    }
}
