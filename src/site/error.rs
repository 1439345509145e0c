//! Why `schocken club site` writes nothing (or stops part-way), as data worded when shown. A
//! leaf: the writer and the site's reading both use it.

use crate::io::club_folder::ClubFolderError;
use crate::io::os_words::io_words;
use schocken_core::tr;
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Clone, Debug)]
pub enum SiteError {
    /// The sessions folder gives no books.
    Folder(ClubFolderError),
    /// The website's folder is the sessions folder itself.
    OutIsDir(PathBuf),
    /// The website's folder holds evenings, a tournament or the club's files (this one).
    OutIsSessions {
        out: PathBuf,
        file: String,
    },
    /// The website's folder is no folder, or cannot be made.
    OutNotFolder {
        out: PathBuf,
        error: Arc<std::io::Error>,
    },
    /// A file the site would write is there, not the site's, and different: nothing written.
    NotOurs {
        file: PathBuf,
        manifest: PathBuf,
    },
    /// The site's list of its files does not read: nothing written, nothing removed.
    Manifest {
        file: PathBuf,
        problem: String,
    },
    Write {
        file: PathBuf,
        error: Arc<std::io::Error>,
    },
    Remove {
        file: PathBuf,
        error: Arc<std::io::Error>,
    },
}

impl SiteError {
    pub fn message(&self) -> String {
        let shown = |p: &PathBuf| p.display().to_string();
        match self {
            SiteError::Folder(e) => e.message(),
            SiteError::OutIsDir(out) => tr!("site-out-is-dir", out = shown(out)),
            SiteError::OutIsSessions { out, file } => {
                tr!("site-out-is-sessions", out = shown(out), file = file.as_str())
            }
            SiteError::OutNotFolder { out, error } => {
                tr!("site-out-not-folder", out = shown(out), error = io_words(error))
            }
            SiteError::NotOurs { file, manifest } => {
                tr!("site-not-ours", file = shown(file), manifest = shown(manifest))
            }
            SiteError::Manifest { file, problem } => {
                tr!("site-manifest", file = shown(file), problem = problem.as_str())
            }
            // As the program's other writers say it (`tournament-folder-write`, `club-write`).
            SiteError::Write { file, error } => tr!("site-write", file = shown(file), error = error.to_string()),
            SiteError::Remove { file, error } => tr!("site-remove", file = shown(file), error = error.to_string()),
        }
    }
}

schocken_core::worded_error!(SiteError);

impl From<ClubFolderError> for SiteError {
    fn from(e: ClubFolderError) -> SiteError {
        SiteError::Folder(e)
    }
}
