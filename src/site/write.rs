//! Writing the website's folder again replaces only what changed: a file is written (through
//! `io::atomic`, whole or not at all) only where its bytes differ, and a page the site no longer
//! has is removed only where the site wrote it — the files it wrote are listed in its manifest,
//! `.schocken-site.ron`. Every other file of the folder is the user's: never removed, and never
//! written over (a file of a page's name that is not listed and differs stops the writing before
//! anything is written). A listed file that still holds the very bytes is taken as the site's.

use super::error::SiteError;
use crate::io::atomic;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::path::Path;
use std::sync::Arc;

/// The site's list of the files it wrote, in the website's folder.
pub const MANIFEST: &str = ".schocken-site.ron";

/// The manifest's contents.
#[derive(Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "Site", deny_unknown_fields)]
struct Manifest {
    files: BTreeSet<String>,
}

/// What a writing did, counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Written {
    pub written: usize,
    pub unchanged: usize,
    pub removed: usize,
}

/// Whether `name` is a file the site may have made: a plain name in the folder, not hidden (a
/// manifest edited by hand never reaches outside the folder).
fn plain_name(name: &str) -> bool {
    !name.is_empty() && !name.starts_with('.') && !name.contains(['/', '\\', ':', '\0'])
}

fn read_manifest(path: &Path) -> Result<Manifest, SiteError> {
    let problem = |problem: String| SiteError::Manifest { file: path.to_path_buf(), problem };
    match std::fs::read_to_string(path) {
        // In the reader's words, at its line, as the other files' problems are said.
        Ok(text) => ron::from_str(&text).map_err(|e| {
            let what = schocken_core::session::file::syntax::Syntax::from(&e.code).message();
            problem(schocken_core::tr!(
                "verein-shape",
                line = e.span.start.line,
                column = e.span.start.col,
                problem = what
            ))
        }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Manifest::default()),
        Err(e) => Err(problem(crate::io::os_words::io_words(&e))),
    }
}

/// Writes `files` (name, bytes) into the folder `out` (which is there), as the module says.
pub fn write(out: &Path, files: &[(String, Vec<u8>)]) -> Result<Written, SiteError> {
    let manifest_path = out.join(MANIFEST);
    let before = read_manifest(&manifest_path)?;
    let mut done = Written::default();
    // First every check, so a file that is not the site's stops it before anything is written.
    let mut changed = Vec::new();
    for (name, bytes) in files {
        let path = out.join(name);
        match std::fs::read(&path) {
            Ok(there) if &there == bytes => done.unchanged += 1,
            _ if !path.exists() && std::fs::symlink_metadata(&path).is_err() => changed.push((path, bytes)),
            _ if before.files.contains(name) => changed.push((path, bytes)),
            _ => return Err(SiteError::NotOurs { file: path, manifest: manifest_path }),
        }
    }
    for (path, bytes) in changed {
        atomic::write(&path, bytes).map_err(|e| SiteError::Write { file: path.clone(), error: Arc::new(e) })?;
        done.written += 1;
    }
    let now: BTreeSet<String> = files.iter().map(|(name, _)| name.clone()).collect();
    for gone in before.files.difference(&now).filter(|n| plain_name(n)) {
        let path = out.join(gone);
        if !std::fs::symlink_metadata(&path).is_ok_and(|m| m.is_file()) {
            continue;
        }
        match std::fs::remove_file(&path) {
            Ok(()) => done.removed += 1,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(SiteError::Remove { file: path, error: Arc::new(e) }),
        }
    }
    let manifest = Manifest { files: now };
    if manifest != before || !manifest_path.exists() {
        let text = ron::ser::to_string_pretty(&manifest, ron::ser::PrettyConfig::default())
            .expect("a list of names serialises");
        atomic::write(&manifest_path, text.as_bytes())
            .map_err(|e| SiteError::Write { file: manifest_path.clone(), error: Arc::new(e) })?;
    }
    Ok(done)
}
