//! The organiser's desk beyond the scores (issue 19): the latest round's tables at a glance
//! (a chip per table, `tournament::status`, a click opens its card), the club's name and logo
//! (`io::club`), and the tournament as a spreadsheet (`sheets`). The projector's board carries
//! the tables' status and the club; it is made anew when either changes, never per frame.

use crate::io::club::{self};
use crate::ui::dialogs::Dialogs;
use crate::ui::projector::Board;
use schocken_core::brand::Club;
use schocken_core::tournament::replay::Tournament;
use schocken_core::tournament::status::RoundStatus;
use std::path::{Path, PathBuf};

pub(super) struct Desk {
    /// The system's file dialogs, or none (tests).
    pub(super) dialogs: Dialogs,
    pub(super) club: Club,
    /// The logo's file in the folder, where there is one.
    pub(super) logo: Option<&'static str>,
    /// The club's name as typed.
    pub(super) name: String,
    /// A logo chosen while the folder has one: the organiser is asked before it is replaced.
    pub(super) replacing: Option<PathBuf>,
    /// The club's fields are shown (in the top row).
    pub(super) open: bool,
}

impl Desk {
    pub(super) fn new(dir: &Path) -> Desk {
        let mut desk = Desk {
            dialogs: Dialogs::system(),
            club: Club::default(),
            logo: None,
            name: String::new(),
            replacing: None,
            open: false,
        };
        desk.reload(dir);
        desk
    }

    /// Reads the club's name and logo from the folder again (after the organiser changed them).
    pub(super) fn reload(&mut self, dir: &Path) {
        self.club = club::read(dir);
        self.logo = club::Kind::ALL.into_iter().map(club::Kind::file_name).find(|f| dir.join(f).exists());
        self.name = self.club.name.clone().unwrap_or_default();
    }

    /// The projector's board of `t` with its standings, the till's prize money, the tables'
    /// status and the club.
    pub(super) fn board(
        &self,
        t: &Tournament,
        s: &schocken_core::tournament::standings::Standings,
        cash: &schocken_core::tournament::fees::Cash,
        tables: RoundStatus,
    ) -> Board {
        Board::new(t, s).with_till(t, s, cash).with_desk(tables, self.club.clone())
    }
}

/// `turnier.xlsx`, else `turnier-2.xlsx`, … : a name in `dir` that is no file yet.
pub(super) fn free_name(dir: &Path, name: &str) -> PathBuf {
    let path = Path::new(name);
    let stem = path.file_stem().map_or_else(String::new, |s| s.to_string_lossy().into());
    let ext = path.extension().map_or_else(String::new, |e| e.to_string_lossy().into());
    std::iter::once(dir.join(name))
        .chain((2..).map(|n| dir.join(format!("{stem}-{n}.{ext}"))))
        .find(|p| !p.exists())
        .unwrap_or_else(|| dir.join(name))
}
