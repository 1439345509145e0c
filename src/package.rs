//! The files a package installs beside the program that are made from the program itself: a man
//! page for `schocken` and for each of its commands and the shell completions (bash, zsh, fish),
//! from the one clap definition of the command line (`cli::Cli`, handed in by the CLI), and the
//! icon's PNG sizes from its one SVG (`icon`). Made when packaging (`tools/package.sh` runs
//! `schocken package-files DIR`), never kept in the repository, so they cannot drift from the
//! program they describe.

use clap_complete::Shell;
use schocken_core::tr;
use std::path::{Path, PathBuf};

/// A file or folder of the package's that could not be written, and why.
#[derive(Debug)]
pub struct NotWritten {
    pub path: PathBuf,
    pub error: std::io::Error,
}

impl NotWritten {
    pub fn message(&self) -> String {
        tr!("cli-print-unwritable", file = self.path.display().to_string(), error = self.error.to_string())
    }
}

schocken_core::worded_error!(NotWritten);

/// Writes into `dir`: `man/*.1` (one page for `schocken` and one for each command under it, named
/// as `man` finds them: `schocken-replay`, `schocken-tournament-new`…; hidden commands and clap's
/// `help` get none), `completions/{schocken.bash,_schocken,schocken.fish}` and
/// `icons/NxN/schocken.png` for each of [`crate::icon::SIZES`]. Says where.
pub fn write_files(dir: &Path, command: clap::Command) -> Result<String, NotWritten> {
    let failed = |path: &Path, error: std::io::Error| NotWritten { path: path.to_path_buf(), error };
    let man = dir.join("man");
    std::fs::create_dir_all(&man).map_err(|e| failed(&man, e))?;
    clap_mangen::generate_to(command.clone(), &man).map_err(|e| failed(&man, e))?;
    let write = |path: PathBuf, bytes: &[u8]| {
        let made = path.parent().map_or(Ok(()), std::fs::create_dir_all);
        made.and_then(|()| std::fs::write(&path, bytes)).map_err(|e| failed(&path, e))
    };
    let mut completed = visible(&command);
    for (shell, name) in [(Shell::Bash, "schocken.bash"), (Shell::Zsh, "_schocken"), (Shell::Fish, "schocken.fish")] {
        let mut script = Vec::new();
        clap_complete::generate(shell, &mut completed, "schocken", &mut script);
        write(dir.join("completions").join(name), &script)?;
    }
    for size in crate::icon::SIZES {
        write(dir.join(format!("icons/{size}x{size}/schocken.png")), &crate::icon::png(size))?;
    }
    Ok(format!("{}\n", dir.display()))
}

/// The command line without its hidden commands, as a shell completes it: clap's completion
/// generators offer hidden commands too (its man pages leave them out), and clap cannot remove one.
/// (clap takes a new command's name and version as `'static` text: leaked, once per run.)
fn visible(command: &clap::Command) -> clap::Command {
    let leaked = |text: &str| -> &'static str { text.to_string().leak() };
    let mut shown = clap::Command::new(leaked(command.get_name()))
        .args(command.get_arguments().cloned())
        .subcommands(command.get_subcommands().filter(|s| !s.is_hide_set()).cloned());
    if let Some(version) = command.get_version() {
        shown = shown.version(leaked(version));
    }
    shown
}
