//! Puts the commit the program is built from into `schocken --version` (`SCHOCKEN_COMMIT`), so a
//! club's report of a problem names the exact build. Without git (a source tarball, a machine
//! without it) the build goes on and the commit reads "unknown".

use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    let text = text.trim();
    (out.status.success() && !text.is_empty()).then(|| text.to_string())
}

fn main() {
    let commit = git(&["rev-parse", "--short", "HEAD"]).unwrap_or_else(|| "unknown".to_string());
    println!("cargo:rustc-env=SCHOCKEN_COMMIT={commit}");
    // Run again when HEAD moves: HEAD itself (a checkout) and the branch it names (a commit),
    // loose or packed. The paths come from git, which knows where a worktree keeps them. Only files
    // that exist are named: cargo runs a script again on every build for a missing one.
    let branch = git(&["symbolic-ref", "-q", "HEAD"]);
    let watched = ["HEAD", "packed-refs"].into_iter().map(str::to_string).chain(branch);
    for path in watched.filter_map(|file| git(&["rev-parse", "--git-path", &file])) {
        if std::path::Path::new(&path).exists() {
            println!("cargo:rerun-if-changed={path}");
        }
    }
    println!("cargo:rerun-if-changed=build.rs");
}
