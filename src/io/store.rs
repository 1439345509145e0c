//! Where session files live, and how they are written so that a crash never loses an entry.
//!
//! Every save writes the whole file to a temporary file beside it, flushes it to disk and renames
//! it over the old one (atomic-write-file), so a power cut leaves either the old or the new
//! version. File names carry the start time and a random suffix, so sessions from several laptops
//! can share one folder without clashing. A session open for writing is locked ([`SessionLock`]),
//! so a second app instance opens it read-only instead of overwriting the first one's entries.
//! A file that cannot be read is listed with the reason and otherwise left alone.

use super::atomic;
use chrono::{DateTime, FixedOffset};
use schocken_core::session::file::{self, LoadError};
use schocken_core::session::log::Session;
use schocken_core::tr;
use std::fs::{File, OpenOptions, TryLockError};
use std::io::{self, Read as _, Seek as _, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

/// The club's own file in the sessions folder (CLUB.md 2): beside the sessions, never one.
pub const CLUB_FILE: &str = "verein.ron";

/// The folder of session files.
#[derive(Clone, Debug)]
pub struct Store {
    dir: PathBuf,
}

/// One file of the folder, read or not.
#[derive(Debug)]
pub struct Listed {
    pub path: PathBuf,
    pub modified: Option<SystemTime>,
    /// The session, or why it cannot be read (the file is then left alone).
    pub session: Result<Session, ReadError>,
}

impl Listed {
    /// Reads one file of a listing ([`Store::list_paths`]).
    pub fn read(path: PathBuf, modified: Option<SystemTime>) -> Listed {
        let session = read(&path);
        Listed { path, modified, session }
    }
}

/// Why a session file cannot be read: the file and what is wrong with it. It stays data until it
/// is shown, and is worded then, in the language of that moment ([`ReadError::message`], or
/// `Display`): a history read in German reads in English after the switch.
#[derive(Clone, Debug)]
pub struct ReadError {
    pub path: PathBuf,
    pub problem: ReadProblem,
}

/// What is wrong with a file that cannot be read.
#[derive(Clone, Debug)]
pub enum ReadProblem {
    /// The file cannot be opened or read; the system's own words (shared: errors of the history
    /// are cloned with its items).
    Io(Arc<io::Error>),
    /// Not UTF-8 text: the first bad byte.
    NotUtf8 { byte: usize },
    /// Text, but not a session the program accepts.
    Session(LoadError),
}

impl ReadError {
    /// One line naming the file and the problem, in the current language.
    pub fn message(&self) -> String {
        let file = self.path.display().to_string();
        match &self.problem {
            ReadProblem::Io(e) => tr!("store-unreadable", file = file, error = e.to_string()),
            ReadProblem::NotUtf8 { byte } => tr!("store-not-utf8", file = file, byte = byte.to_string()),
            ReadProblem::Session(e) => tr!("store-damaged", file = file, problem = e.message()),
        }
    }
}

schocken_core::worded_error!(ReadError);

impl Store {
    /// The platform's data folder for schocken (e.g. `~/.local/share/schocken/sessions`).
    pub fn default_dir() -> Option<PathBuf> {
        directories::ProjectDirs::from("de", "schocken", "schocken").map(|d| d.data_dir().join("sessions"))
    }

    /// Opens (and creates if needed) a folder of session files.
    pub fn open(dir: PathBuf) -> io::Result<Store> {
        std::fs::create_dir_all(&dir)?;
        Ok(Store { dir })
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// A new, unused file name for a session started at `started` (RFC 3339) titled `title`.
    pub fn new_path(&self, started: &str, title: &str) -> PathBuf {
        let stamp: String = started.chars().take(16).map(|c| if c == ':' || c == 'T' { '-' } else { c }).collect();
        let slug: String = title
            .chars()
            .map(|c| if c.is_alphanumeric() { c.to_ascii_lowercase() } else { '-' })
            .collect::<String>()
            .split('-')
            .filter(|s| !s.is_empty())
            .take(5)
            .collect::<Vec<_>>()
            .join("-");
        let mut rng = schocken_core::rng::Rng::new(random_seed());
        loop {
            let name = format!("{stamp}_{slug}_{:06x}.ron", rng.below(0x100_0000));
            let path = self.dir.join(name);
            if !path.exists() {
                return path;
            }
        }
    }

    /// Every session file (`*.ron`) of the folder with its modification time, newest first,
    /// without reading any: a club's folder holds thousands of evenings, the start page needs
    /// only the newest few and the history reads the rest off the UI thread. Hidden files are
    /// skipped — lock files and unfinished temporary files start with a dot —, and so is the
    /// club's `verein.ron`.
    pub fn list_paths(&self) -> io::Result<Vec<(PathBuf, Option<SystemTime>)>> {
        list_paths(&self.dir)
    }

    /// The `n` newest session files, read; unreadable ones with the reason.
    pub fn recent(&self, n: usize) -> io::Result<Vec<Listed>> {
        Ok(self.list_paths()?.into_iter().take(n).map(|(path, modified)| Listed::read(path, modified)).collect())
    }
}

/// [`Store::list_paths`] of a folder that is not made where it is missing (a live model looks
/// at a folder that may be gone: a share not mounted is no place to make one).
pub fn list_paths(dir: &Path) -> io::Result<Vec<(PathBuf, Option<SystemTime>)>> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        let name = path.file_name().map(|n| n.to_string_lossy()).unwrap_or_default();
        if !is_session_name(&name) {
            continue;
        }
        // Follows symbolic links; a dangling one is listed, and then reported as unreadable.
        let metadata = std::fs::metadata(&path);
        if metadata.as_ref().is_ok_and(|m| m.is_dir()) {
            continue;
        }
        out.push((path, metadata.and_then(|m| m.modified()).ok()));
    }
    newest_first(&mut out);
    Ok(out)
}

/// Whether a file of the folder is a session file by its name: a `.ron` that is neither hidden
/// (lock files and unfinished temporary files start with a dot) nor the club's `verein.ron`.
pub fn is_session_name(name: &str) -> bool {
    !name.starts_with('.') && name.ends_with(".ron") && name != CLUB_FILE
}

/// Sorts session files as [`list_paths`] lists them: newest first, the name breaking ties (it
/// starts with the session's start time).
pub fn newest_first(paths: &mut [(PathBuf, Option<SystemTime>)]) {
    paths.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| b.0.cmp(&a.0)));
}

/// Reads a session file; the error names the file and the problem (worded when shown).
pub fn read(path: &Path) -> Result<Session, ReadError> {
    let failed = |problem| ReadError { path: path.to_path_buf(), problem };
    let bytes = std::fs::read(path).map_err(|e| failed(ReadProblem::Io(Arc::new(e))))?;
    let text =
        String::from_utf8(bytes).map_err(|e| failed(ReadProblem::NotUtf8 { byte: e.utf8_error().valid_up_to() }))?;
    file::parse(&text).map_err(|e| failed(ReadProblem::Session(e)))
}

/// Writes a session atomically ([`atomic::write`]): on an error nothing has changed and the error
/// is returned, so the caller can keep the session in memory and say that saving failed.
pub fn save(path: &Path, session: &Session) -> io::Result<()> {
    atomic::write(path, file::write(session).as_bytes())
}

#[cfg(any(test, feature = "test-hooks"))]
/// [`save`] with a `put` that may fail part-way ([`atomic::write_with`]): the kill tests' hook.
pub fn save_with(
    path: &Path,
    session: &Session,
    put: impl FnOnce(&mut dyn Write, &[u8]) -> io::Result<()>,
) -> io::Result<()> {
    atomic::write_with(path, file::write(session).as_bytes(), put)
}

/// How long a lock file written on another computer keeps the session read-only here.
///
/// OS locks do not cross machines, and a synced folder (Nextcloud, Syncthing, Dropbox) only
/// carries the lock file itself. So a lock file naming another host counts only by its time: an
/// evening lasts well under 12 hours, and a laptop that crashed (or was closed without quitting)
/// keeps its sessions read-only elsewhere for at most that long.
const FOREIGN_LOCK_HOURS: i64 = 12;

/// The right to write one session file, held while the app has it open for writing; released on
/// drop. A second instance on this computer (or, through a synced folder, on another one that
/// took it within the last 12 hours) gets [`LockError::Held`] and opens the session read-only.
///
/// The lock is an OS advisory lock on a hidden file beside the session, `.NAME.lock`, so a crashed
/// process never leaves a stale lock on this machine: its lock file stays behind, but the kernel
/// has released the lock and the next instance takes it over. The file says who holds it (host,
/// process, since when) for the second instance's message; on Windows, where the lock also bars
/// reading, the message has to do without.
#[derive(Debug)]
pub struct SessionLock {
    file: File,
    path: PathBuf,
}

/// Why a session cannot be opened for writing; the app then opens it read-only.
#[derive(Debug)]
pub enum LockError {
    /// Another instance has the session open for writing. Unknown details are `"?"` / `None`.
    Held { host: String, pid: Option<u32>, since: Option<DateTime<FixedOffset>> },
    /// The lock file cannot be created, locked or written, or the session's folder cannot be
    /// written (read-only, or unreachable): then the session could not be saved either.
    Io(io::Error),
    /// The lock file (this path) was replaced every time it was taken: a file system whose file
    /// identities are not stable, or a sync client fighting over it.
    Replaced(PathBuf),
}

impl SessionLock {
    /// Takes the lock for the session file at `session_path` (which need not exist yet), and
    /// removes temporary files earlier saves of it left when their process died.
    pub fn acquire(session_path: &Path) -> Result<SessionLock, LockError> {
        // A caller's mistake, not the user's: the app always passes a file's path.
        let wrong = || io::Error::new(io::ErrorKind::InvalidInput, "a session path names a file"); // i18n-ok
        let path = lock_path(session_path).ok_or_else(|| LockError::Io(wrong()))?;
        let host = host_name();
        // Normally one round; a second if the previous holder let go at the wrong moment. The
        // bound guards against a file system whose file identities are not stable.
        for _ in 0..3 {
            let mut file = OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .open(&path)
                .map_err(LockError::Io)?;
            match file.try_lock() {
                Ok(()) => {}
                Err(TryLockError::WouldBlock) => return Err(Holder::read(&mut file).held()),
                Err(TryLockError::Error(e)) => return Err(LockError::Io(e)),
            }
            // The previous holder removes the file on release: if that happened between our open
            // and our lock, we locked a file nobody else can find. Start again.
            if !same_file(&file, &path) {
                continue;
            }
            let holder = Holder::read(&mut file);
            if holder.recent_elsewhere(&host) {
                return Err(holder.held());
            }
            // A lock file left behind in a folder that has since become read-only can still be
            // locked and written: try what a save does, so the session opens read-only instead.
            atomic::can_write(session_path).map_err(LockError::Io)?;
            let since = chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, false);
            // The lock file's format (see `Holder::read`), not wording. i18n-ok
            let me = format!("host: {host}\npid: {}\nsince: {since}\n", std::process::id());
            file.set_len(0)
                .and_then(|()| file.rewind())
                .and_then(|()| file.write_all(me.as_bytes()))
                .map_err(LockError::Io)?;
            atomic::remove_temporary_files(session_path);
            return Ok(SessionLock { file, path });
        }
        Err(LockError::Replaced(path))
    }
}

impl SessionLock {
    /// Whether another instance holds the lock of the session at `session_path` (or another
    /// computer took it within the last 12 hours), asked without taking it: a reader that only
    /// says "read-only". The lock is tried shared, and only where its file is there, so an
    /// instance opening the session is not kept out by a reader.
    pub fn is_held(session_path: &Path) -> bool {
        let Some(mut file) = lock_path(session_path).and_then(|p| File::open(p).ok()) else {
            return false;
        };
        Holder::read(&mut file).recent_elsewhere(&host_name())
            || matches!(file.try_lock_shared(), Err(TryLockError::WouldBlock))
    }
}

/// The lock file of the session at `session_path`: `.NAME.lock` beside it.
fn lock_path(session_path: &Path) -> Option<PathBuf> {
    let name = session_path.file_name()?;
    Some(session_path.with_file_name(format!(".{}.lock", name.to_string_lossy())))
}

impl Drop for SessionLock {
    /// Removes the lock file, then releases the lock by closing it (see [`SessionLock::acquire`]
    /// for an instance that opened it in between). Only if the name still leads to our file: a
    /// sync client may have replaced it with another computer's.
    fn drop(&mut self) {
        if same_file(&self.file, &self.path) {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

/// What a lock guards, for the sentence that names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Locked {
    Evening,
    Tournament,
}

impl LockError {
    /// One sentence for the user, in the current language, saying that the session opens
    /// read-only and why.
    pub fn message(&self) -> String {
        self.message_of(Locked::Evening)
    }

    /// The same sentence for what the lock guards: an evening or a tournament.
    pub fn message_of(&self, what: Locked) -> String {
        let what = match what {
            Locked::Evening => "evening",
            Locked::Tournament => "tournament",
        }; // i18n-ok: selectors of the messages
        match self {
            LockError::Held { host, pid, since } => {
                let mut who = Vec::new();
                if host != "?" {
                    who.push(tr!("store-holder-host", host = host.as_str()));
                }
                if let Some(pid) = pid {
                    who.push(tr!("store-holder-process", pid = pid.to_string()));
                }
                if let Some(since) = since {
                    who.push(tr!("store-holder-since", time = clock(since)));
                }
                let who = if who.is_empty() { String::new() } else { format!(" ({})", who.join(", ")) };
                if host != "?" && !host.eq_ignore_ascii_case(&host_name()) {
                    tr!("store-held-elsewhere", who = who, what = what)
                } else {
                    tr!("store-held-here", who = who, what = what)
                }
            }
            LockError::Io(e) => tr!("store-folder-unwritable", error = e.to_string()),
            LockError::Replaced(path) => tr!("store-lock-replaced", file = path.display().to_string()),
        }
    }
}

schocken_core::worded_error!(LockError);

/// A local time of day, with the date if it is not today.
fn clock(time: &DateTime<FixedOffset>) -> String {
    let local = time.with_timezone(&chrono::Local);
    if local.date_naive() == chrono::Local::now().date_naive() {
        local.format("%H:%M").to_string()
    } else {
        schocken_core::stats::date_time(&local.fixed_offset())
    }
}

/// What a lock file says about its holder: `key: value` lines, unknown or missing ones ignored.
struct Holder {
    host: String,
    pid: Option<u32>,
    since: Option<DateTime<FixedOffset>>,
}

impl Holder {
    fn read(file: &mut File) -> Holder {
        let mut text = String::new();
        // Unreadable (Windows: locked; or just created and not yet written): nothing known.
        let _ = file.rewind().and_then(|()| file.read_to_string(&mut text));
        let value = |key: &str| {
            text.lines().find_map(|l| l.strip_prefix(key)?.strip_prefix(':')).map(str::trim).filter(|v| !v.is_empty())
        };
        Holder {
            host: value("host").unwrap_or("?").to_string(),
            pid: value("pid").and_then(|p| p.parse().ok()),
            since: value("since").and_then(|s| DateTime::parse_from_rfc3339(s).ok()),
        }
    }

    /// Written by another (named) computer within [`FOREIGN_LOCK_HOURS`], either way round, so
    /// a clock running somewhat ahead does not free the session early.
    fn recent_elsewhere(&self, this_host: &str) -> bool {
        let foreign = self.host != "?" && !self.host.eq_ignore_ascii_case(this_host);
        let age = self.since.map(|since| chrono::Local::now().fixed_offset() - since);
        foreign && age.is_some_and(|age| age.num_hours().abs() < FOREIGN_LOCK_HOURS)
    }

    fn held(self) -> LockError {
        LockError::Held { host: self.host, pid: self.pid, since: self.since }
    }
}

/// This computer's name, as written into lock files; `"?"` if it cannot be found.
fn host_name() -> String {
    ["/proc/sys/kernel/hostname", "/etc/hostname"]
        .iter()
        .find_map(|p| std::fs::read_to_string(p).ok())
        .or_else(|| std::env::var("COMPUTERNAME").ok())
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "?".into())
}

/// Whether `path` still names the open `file`.
#[cfg(unix)]
fn same_file(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt as _;
    match (file.metadata(), std::fs::metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

/// Whether `path` still names the open `file`: std has no file identity off Unix, so only
/// whether the name still exists.
#[cfg(not(unix))]
fn same_file(_file: &File, path: &Path) -> bool {
    path.exists()
}

fn random_seed() -> u64 {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    (nanos as u64) ^ ((std::process::id() as u64) << 32)
}
