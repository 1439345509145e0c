//! What a club installs: `schocken --version` names the build, `schocken FILE` opens a file as the
//! desktop entry passes it, `schocken package-files` makes a man page per command, the shell
//! completions and the icon's PNGs, and the package's files agree with each other and with the
//! program (Cargo.toml's `[package.metadata.deb]`, `packaging/`, `tools/install-deps.sh`). The
//! package itself is built, installed and used in CI: `tools/package.sh`, `tools/package-check.sh`.
//! And the project stands on its own: nothing it runs reads `../shared/`.
//!
//! `cargo test --release --test package`
mod common;
use clap::{CommandFactory as _, Parser as _};
use common::TempDir;
use schocken::cli::{Cli, Command};
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn the_version_names_the_commit_it_was_built_from() {
    let printed = common::ok(&["--version"]);
    let expected = format!("schocken {} (", env!("CARGO_PKG_VERSION"));
    assert!(printed.starts_with(&expected) && printed.ends_with(")\n"), "{printed}");
    let commit = printed.trim_end().trim_end_matches(')').rsplit('(').next().unwrap();
    assert!(commit == "unknown" || (commit.len() >= 7 && commit.chars().all(|c| c.is_ascii_hexdigit())), "{commit}");
}

/// `schocken FILE` (the desktop entry's `Exec=schocken %f`) is `schocken open FILE`; a name that is
/// no file is refused in one line rather than opening a window on nothing (a mistyped command).
#[test]
fn a_plain_path_opens_the_file_and_a_mistyped_command_is_refused() {
    let cli = Cli::try_parse_from(["schocken", "--lang", "en", "abend.ron"]).unwrap();
    assert_eq!(cli.file.as_deref(), Some(Path::new("abend.ron")));
    assert!(cli.command.is_none());
    let cli = Cli::try_parse_from(["schocken", "replay", "abend.ron"]).unwrap();
    assert!(cli.file.is_none());
    assert!(matches!(cli.command, Some(Command::Replay { .. })));
    let err = common::refused(&["sessions/kalk.ron", "replay", "sessions/kalk.ron"]);
    assert!(err.contains("entweder eine Datei oder ein Befehl"), "{err}");
    let err = common::refused(&["--lang", "en", "replya"]);
    assert_eq!(err, "schocken: replya: neither a file nor a command (schocken --help)\n");
}

/// `--help` says where this machine keeps the evenings (issue 34), the folder the app uses.
#[test]
fn the_help_names_the_data_folder() {
    let help = common::ok(&["--help"]);
    let dir = schocken::io::store::Store::default_dir().unwrap();
    assert!(help.contains(&format!("Daten / data: {}", dir.display())), "{help}");
}

#[test]
fn package_files_are_made_from_the_command_line_and_the_icon() {
    let out = TempDir::new("package-files");
    common::ok(&["package-files", out.0.to_str().unwrap()]);
    // A man page for every command a user can type, at every depth, and none for hidden ones.
    fn commands(command: &clap::Command, name: String, into: &mut Vec<String>) {
        for sub in command.get_subcommands().filter(|s| !s.is_hide_set()) {
            commands(sub, format!("{name}-{}", sub.get_name()), into);
        }
        into.push(name);
    }
    let mut expected = Vec::new();
    commands(&Cli::command(), "schocken".into(), &mut expected);
    let mut pages: Vec<String> = std::fs::read_dir(out.0.join("man"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().trim_end_matches(".1").to_string())
        .collect();
    pages.sort();
    expected.sort();
    assert_eq!(pages, expected);
    assert!(expected.contains(&"schocken-tournament-standings".to_string()));
    let page = std::fs::read_to_string(out.0.join("man/schocken-replay.1")).unwrap();
    assert!(page.starts_with(".ie") || page.contains(".TH schocken-replay"), "{page}");
    assert!(page.contains("\\-\\-json"), "the options are listed");
    let main = std::fs::read_to_string(out.0.join("man/schocken.1")).unwrap();
    assert!(main.contains("~/.local/share/schocken/sessions"), "the man page says where the data lives");
    for (file, mark) in [
        ("schocken.bash", "complete -F"),
        ("_schocken", "#compdef schocken"),
        ("schocken.fish", "complete -c schocken"),
    ] {
        let script = std::fs::read_to_string(out.0.join("completions").join(file)).unwrap();
        assert!(script.contains(mark) && script.contains("standings"), "{file}");
        assert!(!script.contains("package-files"), "{file}: no hidden command");
    }
    for size in schocken::icon::SIZES {
        let png = std::fs::read(out.0.join(format!("icons/{size}x{size}/schocken.png"))).unwrap();
        let info = png::Decoder::new(std::io::Cursor::new(png)).read_info().unwrap().info().clone();
        assert_eq!((info.width, info.height), (size, size));
    }
}

/// The package's `Depends` are the window's libraries that `tools/install-deps.sh` installs (they
/// are loaded at run time, so dpkg-shlibdeps cannot find them): one list must follow the other.
#[test]
fn the_package_depends_on_the_libraries_install_deps_installs() {
    let manifest = read("Cargo.toml");
    let depends = manifest.lines().find_map(|l| l.strip_prefix("depends = ")).expect("depends in Cargo.toml");
    let mut depends: Vec<&str> = depends.trim_matches('"').split(", ").filter(|d| *d != "$auto").collect();
    let script = read("tools/install-deps.sh");
    let list = script.split("packages=(").nth(1).and_then(|s| s.split(')').next()).expect("the packages list");
    // zenity (and the fonts its dialogs use) is recommended, not required: dialogs fall back.
    let mut installed: Vec<&str> =
        list.split_whitespace().filter(|p| !["zenity", "fonts-dejavu-core"].contains(p)).collect();
    depends.sort();
    installed.sort();
    assert_eq!(depends, installed);
    assert!(manifest.contains("recommends = \"zenity\""));
}

/// The desktop entry opens a file passed to it, names the app in German and English, and is the
/// one the metainfo launches; the metainfo's newest release is this version.
#[test]
fn the_desktop_entry_and_the_metainfo_agree_with_the_program() {
    let id = "de.schocken_app.schocken";
    let desktop = read(&format!("packaging/{id}.desktop"));
    for line in ["Exec=schocken %f", "Icon=schocken", "Categories=Game;BoardGame;", "StartupWMClass=schocken"] {
        assert!(desktop.lines().any(|l| l == line), "{line}");
    }
    for key in ["Name=", "Name[de]=", "Comment=", "Comment[de]="] {
        assert!(desktop.lines().any(|l| l.starts_with(key)), "{key}");
    }
    let metainfo = read(&format!("packaging/{id}.metainfo.xml"));
    assert!(metainfo.contains(&format!("<id>{id}</id>")));
    assert!(metainfo.contains(&format!("<launchable type=\"desktop-id\">{id}.desktop</launchable>")));
    let release = format!("<release version=\"{}\"", env!("CARGO_PKG_VERSION"));
    assert_eq!(metainfo.find("<release "), metainfo.find(&release), "the newest release is this version");
    assert!(metainfo.contains("<p xml:lang=\"de\">") && metainfo.contains("<screenshot type=\"default\">"));
    // The window's icon and the installed one are one drawing.
    assert_eq!(schocken::icon::SVG, std::fs::read(root().join("assets/icon/schocken.svg")).unwrap());
    assert!(read("Cargo.toml").contains("[\"assets/icon/schocken.svg\", \"usr/share/icons/hicolor/scalable/apps/"));
}

/// The project holds its own contracts: tests, benches, tools and CI read `docs/` and
/// `tests/conformance/`, never `../shared/` (only the check that the copies equal it does).
#[test]
fn nothing_the_project_runs_reads_the_shared_folder() {
    let mut files = vec![root().join(".ci/run")];
    for dir in ["tests", "benches", "tools"] {
        for entry in std::fs::read_dir(root().join(dir)).unwrap() {
            files.push(entry.unwrap().path());
        }
    }
    // The copies of ../shared/tools say in their comments where they come from.
    let allowed = ["check-contracts.sh", "window-check.sh", "shot.sh", "package.rs"];
    for file in files.iter().filter(|f| f.is_file()) {
        let name = file.file_name().unwrap().to_string_lossy();
        let text = String::from_utf8_lossy(&std::fs::read(file).unwrap()).into_owned();
        if !allowed.contains(&name.as_ref()) {
            assert!(!text.contains("../shared"), "{} reads ../shared", file.display());
        }
    }
    for doc in ["RULES", "FORMAT", "TOURNAMENT", "PHONES", "CLUB"] {
        assert!(root().join(format!("docs/{doc}.md")).is_file(), "docs/{doc}.md");
    }
    for runner in ["run.py", "tournament/run.py", "club/run.py"] {
        assert!(root().join("tests/conformance").join(runner).is_file(), "{runner}");
    }
}
