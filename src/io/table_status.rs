//! The files of a tournament folder that give no results ([`Skipped`]), as troubles of the table
//! they are for (`tournament::status`): a file whose header names its table says so itself; a
//! conflict copy, a half-written copy or an unreadable file is known by its name, the table
//! laptop's file name ([`tournament_folder::table_session_path`]) with something added.

use crate::io::tournament_folder::Skipped;
use schocken_core::tournament::status::Trouble;
use schocken_core::tournament::{RoundNo, TableNo};
use std::path::Path;

/// The round and table of a file named as a table laptop names its session file
/// (`runde-R-tisch-T.ron`), also with a sync tool's or a writer's addition after the name
/// (`runde-R-tisch-T.sync-conflict-….ron`, `runde-R-tisch-T.ron.tmp`).
pub fn table_of_file(name: &str) -> Option<(RoundNo, TableNo)> {
    let stem = name.split('.').next()?;
    let rest = stem.strip_prefix("runde-")?; // i18n-ok: the file name, one in every language
    let (round, table) = rest.split_once("-tisch-")?; // i18n-ok: the file name
    Some((round.parse().ok()?, table.parse().ok()?))
}

/// The round and table a skipped file is for: the one its header names, else (a copy, an
/// unreadable file) the one its name names; `None` for a file that is no table's.
pub fn table_of(path: &Path, why: &Skipped) -> Option<(RoundNo, TableNo)> {
    match why {
        Skipped::NotATable => None,
        _ => why.table().or_else(|| table_of_file(&file_name(path))),
    }
}

fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into())
}

/// The skipped files that are a table's, each as the trouble of its round and table.
pub fn troubles<'a>(skipped: impl IntoIterator<Item = (&'a Path, &'a Skipped)>) -> Vec<((RoundNo, TableNo), Trouble)> {
    skipped
        .into_iter()
        .filter_map(|(path, why)| {
            let at = table_of(path, why)?;
            let file = file_name(path);
            let trouble = match why {
                Skipped::SyncConflict | Skipped::Temporary => Trouble::Copy { file },
                Skipped::Unreadable(_) | Skipped::SingleHalf | Skipped::NotATable => Trouble::Unreadable { file },
                Skipped::Stranger { name, .. } => Trouble::Seats { file, name: name.clone() },
                Skipped::Unused(u) => Trouble::Unused { file, why: u.clone() },
            };
            Some((at, trouble))
        })
        .collect()
}

/// A file of a tournament folder, of any round, that gives no results or is passed over (what
/// `tournament standings` names on stderr), named by its file name alone: the phones' hall page
/// lists every one (PHONES.md 4, `problems`), not only the latest round's.
#[derive(Clone, Debug)]
pub struct FileProblem {
    /// The file's name in the folder.
    pub file: String,
    /// The round and table it is for ([`table_of`]); `None` where it names none.
    pub at: Option<(RoundNo, TableNo)>,
    pub why: Skipped,
}

impl FileProblem {
    /// The problem of the file at `path` (its name is kept, not the path).
    pub fn new(path: &Path, why: Skipped) -> FileProblem {
        FileProblem { file: file_name(path), at: table_of(path, &why), why }
    }

    /// One line in the current language, as `tournament standings` says it, but naming the
    /// file by its name alone: no path of the reader's disk.
    pub fn text(&self) -> String {
        let name = Path::new(&self.file);
        match &self.why {
            Skipped::Unreadable(e) => {
                let e = crate::io::store::ReadError { path: name.to_path_buf(), problem: e.problem.clone() };
                Skipped::Unreadable(e).line(name)
            }
            other => other.line(name),
        }
    }
}

/// Every file of a folder's reading that gives no results, of every round, in the order given:
/// `skipped` as `tournament_folder::Folder::skipped` holds them (the files passed over, then
/// those the replay did not use).
pub fn file_problems<'a>(skipped: impl IntoIterator<Item = (&'a Path, &'a Skipped)>) -> Vec<FileProblem> {
    skipped.into_iter().map(|(path, why)| FileProblem::new(path, why.clone())).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::tournament_folder;

    fn at(round: u32, table: u32) -> (RoundNo, TableNo) {
        (RoundNo::new(round).unwrap(), TableNo::new(table).unwrap())
    }

    #[test]
    fn a_table_file_and_its_copies_name_their_table() {
        let own = tournament_folder::table_session_path(Path::new("/x"), at(3, 12).0, at(3, 12).1);
        let own = own.file_name().unwrap().to_string_lossy().to_string();
        assert_eq!(table_of_file(&own), Some(at(3, 12)));
        assert_eq!(table_of_file("runde-1-tisch-4.sync-conflict-20270217-193000-ABCDEFG.ron"), Some(at(1, 4)));
        assert_eq!(table_of_file("runde-2-tisch-1.ron.tmp"), Some(at(2, 1)));
        assert_eq!(table_of_file("abend.ron"), None);
        assert_eq!(table_of_file("runde-x-tisch-1.ron"), None);
        assert_eq!(table_of_file("runde-0-tisch-1.ron"), None, "no round is numbered 0");
    }

    #[test]
    fn every_files_problem_names_the_file_by_its_name_alone() {
        let unreadable = crate::io::store::read(Path::new("/nowhere/runde-1-tisch-2.ron")).unwrap_err();
        let skipped = [
            (Path::new("/srv/t/runde-1-tisch-2.ron").to_path_buf(), Skipped::Unreadable(unreadable)),
            (Path::new("/srv/t/abend.ron").to_path_buf(), Skipped::NotATable),
            (Path::new("/srv/t/runde-3-tisch-1.sync-conflict-1.ron").to_path_buf(), Skipped::SyncConflict),
        ];
        let got = file_problems(skipped.iter().map(|(p, s)| (p.as_path(), s)));
        let named: Vec<_> = got.iter().map(|p| p.at).collect();
        assert_eq!(named, [Some(at(1, 2)), None, Some(at(3, 1))]);
        for problem in &got {
            let text = problem.text();
            assert!(text.contains(&problem.file) && !text.contains("/srv") && !text.contains("/nowhere"), "{text}");
        }
    }

    #[test]
    fn skipped_files_become_their_tables_troubles() {
        let skipped = [
            (Path::new("/t/runde-1-tisch-2.sync-conflict-1.ron").to_path_buf(), Skipped::SyncConflict),
            (Path::new("/t/abend.ron").to_path_buf(), Skipped::NotATable),
            (Path::new("/t/notiz.ron.tmp").to_path_buf(), Skipped::Temporary),
            (
                Path::new("/t/ersatz.ron").to_path_buf(),
                Skipped::Stranger { round: at(1, 3).0, table: at(1, 3).1, name: "Zoë".into() },
            ),
        ];
        let got = troubles(skipped.iter().map(|(p, s)| (p.as_path(), s)));
        assert_eq!(
            got,
            [
                (at(1, 2), Trouble::Copy { file: "runde-1-tisch-2.sync-conflict-1.ron".into() }),
                (at(1, 3), Trouble::Seats { file: "ersatz.ron".into(), name: "Zoë".into() }),
            ]
        );
    }
}
