//! The club's books as a sessions folder's live model (`live::sessions`) works them out:
//! `verein.ron`, the registry and every evening that counts (`io::club_folder`), with the tab
//! and every season's table — what the Verein view and the members' pages ("Meine Striche")
//! read (CLUB.md 3). Worked out once per change of the folder, by the model's owner.

use crate::io::club_folder::ClubFolder;
use schocken_core::club::{SeasonTable, Tab, season, tab};

/// The books as read from the folder.
pub struct Books {
    pub folder: ClubFolder,
    pub tab: Tab,
    pub seasons: Vec<SeasonTable>,
}

impl Books {
    pub fn of(folder: ClubFolder) -> Books {
        let tab = tab::tab(&folder.club, &folder.sittings, &folder.registry);
        let seasons = folder.club.seasons().map(|s| season::table(s, &folder.sittings)).collect();
        Books { folder, tab, seasons }
    }
}
