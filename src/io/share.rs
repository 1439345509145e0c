//! The pictures to share (`crate::share`) as files: made and written whole (`atomic`) where the
//! command line was told, or by the window into the user's own folder under a name not taken yet
//! (`rangliste-2026-11-28.png`, then `-2`, `-3`: a picture shared earlier is never written over);
//! and the club of a sessions folder as the pictures show it.

use crate::share::{self, ShareError, Subject};
use schocken_core::brand::Club;
use schocken_core::tr;
use std::path::{Path, PathBuf};

/// Why a picture was not saved: it could not be made, or not written.
#[derive(Debug)]
pub enum NotShared {
    Made(ShareError),
    Written(PathBuf, std::io::Error),
}

impl NotShared {
    pub fn message(&self) -> String {
        match self {
            NotShared::Made(e) => e.message(),
            NotShared::Written(path, e) => {
                tr!("share-not-written", file = path.display().to_string(), error = super::os_words::io_words(e))
            }
        }
    }
}

schocken_core::worded_error!(NotShared);

/// Makes the picture of `subject` and writes it to `out`, over what is there (the command line's
/// `--png OUT`: the user named the file).
pub fn write(out: &Path, subject: &Subject<'_>, club: &Club) -> Result<(), NotShared> {
    let png = share::picture(subject, club).map_err(NotShared::Made)?;
    super::atomic::write(out, &png).map_err(|e| NotShared::Written(out.to_path_buf(), e))
}

/// Makes the picture of `subject` and saves it in `dir` under its own name, never over a file
/// there; returns where.
pub fn save(dir: &Path, subject: &Subject<'_>, club: &Club) -> Result<PathBuf, NotShared> {
    let png = share::picture(subject, club).map_err(NotShared::Made)?;
    let out = free_name(dir, &subject.file_stem());
    super::atomic::write(&out, &png).map_err(|e| NotShared::Written(out.clone(), e))?;
    Ok(out)
}

/// `dir/STEM.png`, or `STEM-2.png`, `STEM-3.png`… where that is taken.
pub fn free_name(dir: &Path, stem: &str) -> PathBuf {
    (1..)
        .map(|n| if n == 1 { dir.join(format!("{stem}.png")) } else { dir.join(format!("{stem}-{n}.png")) })
        .find(|p| !p.exists())
        .unwrap_or_else(|| dir.join(format!("{stem}.png")))
}

/// The club of a sessions folder: its name from `verein.ron` (else the folder's `.verein`) and
/// its logo (`logo.png` or `logo.svg`), as the Verein view's prints have them.
pub fn club_of_sessions(dir: &Path) -> Club {
    let club = super::club::read(dir);
    let name = super::club_folder::read_club_file(dir).ok().and_then(|c| c.name).or(club.name);
    Club { name, ..club }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_never_goes_over_another() {
        let dir = std::env::temp_dir().join(format!("schocken-share-names-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        assert_eq!(free_name(&dir, "abend-2026-11-28"), dir.join("abend-2026-11-28.png"));
        std::fs::write(dir.join("abend-2026-11-28.png"), "x").unwrap();
        assert_eq!(free_name(&dir, "abend-2026-11-28"), dir.join("abend-2026-11-28-2.png"));
        std::fs::write(dir.join("abend-2026-11-28-2.png"), "x").unwrap();
        assert_eq!(free_name(&dir, "abend-2026-11-28"), dir.join("abend-2026-11-28-3.png"));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
