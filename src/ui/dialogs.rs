//! The system's file dialogs (rfd: the desktop portal, else zenity), and whether there is one.
//!
//! rfd answers "nothing chosen" both when the referee cancels and when no dialog could be shown
//! at all (no portal with a file chooser, no zenity): the app would then do nothing visible. So
//! whether a dialog can be shown is found out first, and the caller hears [`Answer::NoDialog`]
//! and does something it can tell about instead (a file to save goes to a default place).

use std::path::{Path, PathBuf};

/// What a dialog gave.
#[derive(Debug, PartialEq, Eq)]
pub enum Answer {
    Chosen(PathBuf),
    /// The referee closed the dialog without choosing: nothing to do, nothing to say.
    Cancelled,
    /// No dialog could be shown on this machine.
    NoDialog,
}

impl From<Option<PathBuf>> for Answer {
    fn from(chosen: Option<PathBuf>) -> Answer {
        chosen.map_or(Answer::Cancelled, Answer::Chosen)
    }
}

/// The file dialogs of the machine, or none (the app's tests, which no person answers).
#[derive(Clone, Copy, Debug)]
pub struct Dialogs {
    system: bool,
}

impl Dialogs {
    pub fn system() -> Dialogs {
        Dialogs { system: true }
    }

    /// Never shows a dialog: every question is answered [`Answer::NoDialog`].
    pub fn none() -> Dialogs {
        Dialogs { system: false }
    }

    /// Whether a dialog can be shown now (asked each time: zenity may be installed meanwhile).
    fn available(self) -> bool {
        self.system && system_has_a_dialog()
    }

    /// Where to save a file named `name` (`kind`: the filter's name and extension), starting in `dir`.
    pub fn save_file(self, name: &str, kind: (&str, &str), dir: &Path) -> Answer {
        if !self.available() {
            return Answer::NoDialog;
        }
        let dialog = rfd::FileDialog::new().add_filter(kind.0, &[kind.1]).set_directory(dir);
        // rfd's zenity ignores the starting folder: a path as the name opens it there.
        let name = if zenity_only() { dir.join(name).to_string_lossy().into_owned() } else { name.to_string() };
        dialog.set_file_name(name).save_file().into()
    }

    /// A file to open (`kind`: the filter's name and extension), starting in `dir`.
    pub fn pick_file(self, kind: (&str, &str), dir: Option<&Path>) -> Answer {
        self.pick_file_of(kind.0, &[kind.1], dir)
    }

    /// A file to open of one of several extensions (the filter's `name`), starting in `dir`.
    pub fn pick_file_of(self, name: &str, extensions: &[&str], dir: Option<&Path>) -> Answer {
        if !self.available() {
            return Answer::NoDialog;
        }
        let dialog = rfd::FileDialog::new().add_filter(name, extensions);
        starting_in(dialog, dir).pick_file().into()
    }

    /// A folder, starting in `dir`.
    pub fn pick_folder(self, dir: Option<&Path>) -> Answer {
        if !self.available() {
            return Answer::NoDialog;
        }
        starting_in(rfd::FileDialog::new(), dir).pick_folder().into()
    }
}

/// A dialog that starts in `dir`: the portal takes the folder; rfd's zenity ignores it and takes
/// a name ending in `/` as the folder to show instead.
fn starting_in(dialog: rfd::FileDialog, dir: Option<&Path>) -> rfd::FileDialog {
    match dir {
        Some(dir) if zenity_only() => dialog.set_directory(dir).set_file_name(format!("{}/", dir.display())),
        Some(dir) => dialog.set_directory(dir),
        None => dialog,
    }
}

/// Windows and macOS have their own dialogs, which take the starting folder.
#[cfg(not(all(unix, not(target_os = "macos"))))]
fn zenity_only() -> bool {
    false
}

/// Whether rfd will ask zenity (no desktop portal with a file chooser): it then needs the folder
/// in the file's name.
#[cfg(all(unix, not(target_os = "macos")))]
fn zenity_only() -> bool {
    !portal()
}

/// Windows and macOS always have their own dialogs.
#[cfg(not(all(unix, not(target_os = "macos"))))]
fn system_has_a_dialog() -> bool {
    true
}

/// Linux and the BSDs: rfd needs a desktop portal with a file chooser on the session bus, or zenity.
#[cfg(all(unix, not(target_os = "macos")))]
fn system_has_a_dialog() -> bool {
    on_path("zenity", std::env::var_os("PATH").filter(|v| !v.is_empty()).as_deref()) || portal()
}

/// Whether a desktop portal with a file chooser answers on the session bus (rfd asks it first).
#[cfg(all(unix, not(target_os = "macos")))]
fn portal() -> bool {
    let env = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    let bus = env("DBUS_SESSION_BUS_ADDRESS").is_some()
        || env("XDG_RUNTIME_DIR").is_some_and(|dir| Path::new(&dir).join("bus").exists());
    let data_dirs =
        std::env::split_paths(&env("XDG_DATA_DIRS").unwrap_or_else(|| "/usr/local/share:/usr/share".into()))
            .chain(env("XDG_DATA_HOME").map(PathBuf::from))
            .collect::<Vec<_>>();
    bus && portal_file_chooser(&data_dirs)
}

/// Whether `program` is an executable file in one of the folders of `path` (a `PATH` value).
#[cfg(all(unix, not(target_os = "macos")))]
fn on_path(program: &str, path: Option<&std::ffi::OsStr>) -> bool {
    path.is_some_and(|path| std::env::split_paths(path).any(|dir| executable(&dir.join(program))))
}

#[cfg(all(unix, not(target_os = "macos")))]
fn executable(file: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt as _;
    std::fs::metadata(file).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// Whether an installed portal back end offers the file chooser: a
/// `xdg-desktop-portal/portals/*.portal` file in one of `data_dirs` that names its interface.
#[cfg(all(unix, not(target_os = "macos")))]
fn portal_file_chooser(data_dirs: &[PathBuf]) -> bool {
    data_dirs.iter().filter_map(|dir| std::fs::read_dir(dir.join("xdg-desktop-portal").join("portals")).ok()).any(
        |entries| {
            entries.filter_map(Result::ok).any(|entry| {
                entry.path().extension().is_some_and(|e| e == "portal")
                    && std::fs::read_to_string(entry.path())
                        .is_ok_and(|text| text.contains("org.freedesktop.impl.portal.FileChooser"))
            })
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(all(unix, not(target_os = "macos")))]
    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("schocken-dialogs-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn tests_never_see_a_dialog() {
        let dir = std::env::temp_dir();
        assert_eq!(Dialogs::none().save_file("x.pdf", ("PDF", "pdf"), &dir), Answer::NoDialog);
        assert_eq!(Dialogs::none().pick_file(("Schocken", "ron"), None), Answer::NoDialog);
        assert_eq!(Dialogs::none().pick_folder(None), Answer::NoDialog);
    }

    #[cfg(all(unix, not(target_os = "macos")))]
    #[test]
    fn zenity_counts_only_as_an_executable_on_the_path() {
        use std::os::unix::fs::PermissionsExt as _;
        let (bin, other) = (folder("bin"), folder("other"));
        let path = std::env::join_paths([&other, &bin]).unwrap();
        assert!(!on_path("zenity", Some(&path)));
        std::fs::write(bin.join("zenity"), "#!/bin/sh\n").unwrap();
        assert!(!on_path("zenity", Some(&path)), "not executable");
        std::fs::set_permissions(bin.join("zenity"), std::fs::Permissions::from_mode(0o755)).unwrap();
        assert!(on_path("zenity", Some(&path)));
        assert!(!on_path("zenity", None));
        std::fs::remove_dir_all(bin).unwrap();
        std::fs::remove_dir_all(other).unwrap();
    }

    #[cfg(all(unix, not(target_os = "macos")))]
    #[test]
    fn a_portal_counts_only_with_a_file_chooser() {
        let data = folder("data");
        assert!(!portal_file_chooser(std::slice::from_ref(&data)));
        let portals = data.join("xdg-desktop-portal").join("portals");
        std::fs::create_dir_all(&portals).unwrap();
        std::fs::write(portals.join("wlr.portal"), "[portal]\nInterfaces=org.freedesktop.impl.portal.Screenshot;\n")
            .unwrap();
        assert!(!portal_file_chooser(std::slice::from_ref(&data)));
        std::fs::write(
            portals.join("gtk.portal"),
            "[portal]\nInterfaces=org.freedesktop.impl.portal.FileChooser;org.freedesktop.impl.portal.AppChooser;\n",
        )
        .unwrap();
        assert!(portal_file_chooser(&[PathBuf::from("/no/such/dir"), data.clone()]));
        std::fs::remove_dir_all(data).unwrap();
    }
}
