//! The sample evenings and the demo tournament, built into the program: an installed `schocken`
//! has no `sessions/` folder beside it, yet `schocken demo` and the start page of a first start
//! offer them. Each use writes a fresh copy, so trying the app never changes the originals.

use std::path::PathBuf;

/// The sample evenings of `sessions/`.
const SAMPLES: &[(&str, &str)] = &[
    ("main-taunus.ron", include_str!("../sessions/main-taunus.ron")),
    ("obertiefenbach.ron", include_str!("../sessions/obertiefenbach.ron")),
    ("theimann-dimmi.ron", include_str!("../sessions/theimann-dimmi.ron")),
    ("theimann-altstadt.ron", include_str!("../sessions/theimann-altstadt.ron")),
    ("kalk.ron", include_str!("../sessions/kalk.ron")),
    ("grundregeln.ron", include_str!("../sessions/grundregeln.ron")),
    ("dohren.ron", include_str!("../sessions/dohren.ron")),
];

/// The demo tournament (`tools/make-demo-tournament.py`): 28 players, three points rounds from
/// cards and table sessions, a knock-out round.
const TOURNAMENT_FILES: &[(&str, &str)] = &[
    ("runde-2-tisch-1.ron", include_str!("../sessions/turnier-demo/runde-2-tisch-1.ron")),
    ("runde-2-tisch-2.ron", include_str!("../sessions/turnier-demo/runde-2-tisch-2.ron")),
    ("runde-2-tisch-3.ron", include_str!("../sessions/turnier-demo/runde-2-tisch-3.ron")),
    ("runde-2-tisch-4.ron", include_str!("../sessions/turnier-demo/runde-2-tisch-4.ron")),
    ("runde-2-tisch-5.ron", include_str!("../sessions/turnier-demo/runde-2-tisch-5.ron")),
    ("runde-2-tisch-6.ron", include_str!("../sessions/turnier-demo/runde-2-tisch-6.ron")),
    ("runde-2-tisch-7.ron", include_str!("../sessions/turnier-demo/runde-2-tisch-7.ron")),
    ("runde-3-tisch-1.ron", include_str!("../sessions/turnier-demo/runde-3-tisch-1.ron")),
    ("runde-3-tisch-2.ron", include_str!("../sessions/turnier-demo/runde-3-tisch-2.ron")),
    ("runde-3-tisch-3.ron", include_str!("../sessions/turnier-demo/runde-3-tisch-3.ron")),
    ("runde-3-tisch-4.ron", include_str!("../sessions/turnier-demo/runde-3-tisch-4.ron")),
    ("turnier.ron", include_str!("../sessions/turnier-demo/turnier.ron")),
];

/// The demo tournament's folder inside the demo folder.
pub const TOURNAMENT: &str = "turnier-demo";

/// A fresh folder in the temporary folder holding copies of the sample evenings and of the demo
/// tournament (in [`TOURNAMENT`]). A new one at each call: a demo tried a second time in the same
/// window starts afresh and leaves the first one's evenings as they were played.
pub fn folder() -> std::io::Result<PathBuf> {
    static CALLS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("{PREFIX}{}-{call}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    for (name, text) in SAMPLES {
        std::fs::write(dir.join(name), text)?;
    }
    let tournament = dir.join(TOURNAMENT);
    std::fs::create_dir_all(&tournament)?;
    for (name, text) in TOURNAMENT_FILES {
        std::fs::write(tournament.join(name), text)?;
    }
    Ok(dir)
}

/// The prefix of every sample folder's name (in the system's temporary folder).
const PREFIX: &str = "schocken-demo-";

/// Whether `path` is a sample folder made by [`folder`] or lies inside one: such a folder is a
/// sandbox the system empties at its next start, so nothing of the user's own goes there and it is
/// never remembered for the next start.
pub fn is_sample(path: &std::path::Path) -> bool {
    let temp = std::env::temp_dir();
    path.ancestors().any(|dir| {
        dir.parent() == Some(temp.as_path())
            && dir.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with(PREFIX))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sample_folder_and_what_lies_in_it_are_samples_and_nothing_else_is() {
        let dir = folder().unwrap();
        assert!(is_sample(&dir));
        assert!(is_sample(&dir.join(TOURNAMENT)));
        assert!(is_sample(&dir.join("kalk.ron")));
        assert!(!is_sample(&std::env::temp_dir()));
        assert!(!is_sample(&std::env::temp_dir().join("schocken-start-x")));
        assert!(!is_sample(std::path::Path::new("/home/anna/schocken-demo-1-0")));
        std::fs::remove_dir_all(dir).unwrap();
    }
}
