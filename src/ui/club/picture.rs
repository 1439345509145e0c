//! The Verein view's picture to share (Ctrl+Umschalt+I): the season on view with its awards, as
//! a PNG in the sessions folder under a name not taken (`saison-2026.png`, then `-2`…), its place
//! said in the note line. The tab has none: it is money, and no picture ever shows money.

use super::live::Books;
use crate::ui::commands::Cmd;
use crate::ui::said::{Said, said};
use schocken_core::brand::Club;
use std::path::Path;

/// Saves the picture of season `season` (its place among the books' seasons) into `dir`; `None`:
/// no season is on view. What to say, and whether it is a problem.
pub(super) fn save(dir: &Path, books: Option<&Books>, season: Option<usize>) -> (Said, bool) {
    let Some(table) = season.and_then(|i| books?.seasons.get(i)) else {
        // Worded when shown: the key as the language of the moment writes it.
        let key = || Cmd::ClubNextPage.shortcut_text_here();
        return (Said::new(move || schocken_core::tr!("share-tab-no-picture", key = key())), true);
    };
    let name = books.and_then(|b| b.folder.club.name.clone());
    let club = Club { name, logo: crate::io::club::read(dir).logo };
    match crate::io::share::save(dir, &crate::share::Subject::Season(table), &club) {
        Ok(file) => (said!("share-saved", file = file.display().to_string()), false),
        Err(e) => (Said::error(e), true),
    }
}
