//! Safe storage of session files: damaged and foreign files are reported and never touched, a
//! failed or interrupted save never costs the old file, and a session open in one app instance
//! opens read-only in another.
//!
//! Several tests re-run this test binary as a child process (`--exact NAME`, with an environment
//! variable saying what the child does): to kill it in the middle of saving, to hold a lock in
//! another process, and to run as an unprivileged user where root would ignore a read-only folder.

use schocken::io::store::{self, LockError, SessionLock, Store};
use schocken_core::i18n::{Lang, scoped};
use schocken_core::rng::Rng;
use schocken_core::rules::preset::{Preset, RuleSet};
use schocken_core::session::log::{Header, Session};
use schocken_core::sim::{self, Options};
use std::fs;
use std::io::{self, BufRead as _, BufReader, Read as _};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant, SystemTime};

fn header() -> Header {
    Header {
        title: Some("Stammtisch Zur Linde".into()),
        started: Some("2026-11-20T19:30:00+01:00".into()),
        place: None,
        tournament: None,
        rules: RuleSet::new(Preset::Obertiefenbach),
        players: ["Anna", "Jürgen", "Özlem", "Dora"].map(String::from).to_vec(),
    }
}

fn evening(games: u32, seed: u64) -> Session {
    sim::simulate(header(), &Options { games, ..Options::default() }, seed)
}

/// An empty folder of its own for one test, under cargo's scratch directory.
fn fresh_dir(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("store-{name}"));
    if dir.exists() {
        fs::remove_dir_all(&dir).unwrap();
    }
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// The names in a folder, sorted, hidden ones included.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> =
        fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    names
}

/// This test binary, to run one test (`name`) as a child process in the role `role` says.
fn child(name: &str, role: &str, value: &Path) -> Command {
    let mut command = Command::new(std::env::current_exe().unwrap());
    command.args(["--exact", name, "--nocapture", "--test-threads=1"]).env(role, value);
    command
}

/// A child process that is killed if the test ends early (a failed assertion), so none lingers.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Reads a child's stdout on a thread, passing on each line.
fn lines_of(child: &mut Child) -> mpsc::Receiver<String> {
    let stdout = child.stdout.take().expect("stdout is piped");
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if send.send(line).is_err() {
                break;
            }
        }
    });
    receive
}

/// The rest of a child's line after `prefix`. (The first line a child prints shares its line
/// with the test harness's `test NAME ... `.)
fn after<'a>(line: &'a str, prefix: &str) -> Option<&'a str> {
    line.split_once(prefix).map(|(_, rest)| rest)
}

/// Waits for a line with `prefix`; returns the rest of it.
fn wait_for(lines: &mpsc::Receiver<String>, prefix: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match lines.recv_timeout(left) {
            Ok(line) => {
                if let Some(rest) = after(&line, prefix) {
                    return rest.to_string();
                }
            }
            Err(e) => panic!("the child process never said {prefix:?}: {e}"),
        }
    }
}

// ---- damaged files ------------------------------------------------------------------------

/// Checks `store::read`'s message for an unreadable file: one line, naming the file, saying `what`,
/// in each language. The file is read once: the error is worded when shown, in the language of
/// that moment, however long ago it was read.
fn assert_refused(path: &Path, what: &[&str]) {
    let error = scoped(Lang::De, || store::read(path)).expect_err("an unreadable file is refused");
    let mut shown = Vec::new();
    for lang in [Lang::En, Lang::De] {
        let message = scoped(lang, || error.to_string());
        shown.push(message.clone());
        assert!(!message.contains('\n'), "one line: {message}");
        assert!(message.starts_with(&format!("{}: ", path.display())), "names the file: {message}");
        let lower = message.to_lowercase();
        assert!(what.iter().any(|w| lower.contains(w)), "{message} should say one of {what:?}");
    }
    assert_ne!(shown[0], shown[1], "read in German, shown in English after the switch");
}

#[test]
fn unreadable_files_are_listed_as_damaged_and_never_touched() {
    let dir = fresh_dir("damaged");
    let good = evening(2, 11);
    let text = schocken_core::session::file::write(&good);
    assert!(text.contains('ü') && text.contains('Ö'), "cuts fall inside multi-byte letters too");

    let mut damaged: Vec<PathBuf> = Vec::new();
    let mut put = |name: &str, bytes: &[u8]| {
        let path = dir.join(name);
        fs::write(&path, bytes).unwrap();
        damaged.push(path);
    };
    put("garbage.ron", b"Hallo Welt, das ist keine Sitzung\n");
    put("binary.ron", &[0x53, 0x65, 0xff, 0xfe, 0x00, 0x01]);
    put("empty.ron", b"");
    put("blank.ron", b" \n\t\n");
    put("future.ron", text.replacen("format: 1,", "format: 2,", 1).as_bytes());
    // A newer version may have new fields too: still the version is the news.
    put("future-fields.ron", text.replacen("format: 1,", "format: 3,\n    mood: Cheerful,", 1).as_bytes());
    // A valid file cut anywhere before its closing parenthesis (only the last newline may go).
    let cuts: std::collections::BTreeSet<usize> =
        (0..text.len() - 2).step_by(7).chain(text.len() - 40..text.len() - 1).collect();
    for &cut in &cuts {
        put(&format!("cut-{cut:05}.ron"), &text.as_bytes()[..cut]);
    }
    let good_path = dir.join("good.ron");
    store::save(&good_path, &good).unwrap();
    let before: Vec<(PathBuf, Vec<u8>)> = damaged.iter().map(|p| (p.clone(), fs::read(p).unwrap())).collect();

    assert_refused(&dir.join("garbage.ron"), &["zeile 1", "line 1"]);
    assert_refused(&dir.join("binary.ron"), &["utf-8"]);
    assert_refused(&dir.join("empty.ron"), &["leer", "empty"]);
    assert_refused(&dir.join("blank.ron"), &["leer", "empty"]);
    assert_refused(&dir.join("future.ron"), &["dateiformat 2", "format 2"]);
    assert_refused(&dir.join("future-fields.ron"), &["dateiformat 3", "format 3"]);
    for &cut in &cuts {
        assert_refused(&dir.join(format!("cut-{cut:05}.ron")), &["zeile", "line", "leer", "empty", "utf-8"]);
    }

    let store = Store::open(dir.clone()).unwrap();
    let listed = store.recent(usize::MAX).unwrap();
    assert_eq!(listed.len(), damaged.len() + 1);
    for l in &listed {
        match (&l.session, l.path == good_path) {
            (Ok(session), true) => assert_eq!(session.events(), good.events()),
            (Err(reason), false) => assert!(reason.to_string().starts_with(&l.path.display().to_string()), "{reason}"),
            (result, _) => panic!("{}: {:?}", l.path.display(), result.as_ref().map(|_| "read")),
        }
    }

    // Life goes on in the folder: other sessions saved, opened, closed; the listing read again.
    for seed in 0..3 {
        let path = store.new_path("2026-11-21T20:00:00+01:00", "Pokal");
        let lock = SessionLock::acquire(&path).unwrap();
        store::save(&path, &evening(1, seed)).unwrap();
        store::save(&good_path, &evening(1, seed)).unwrap();
        drop(lock);
    }
    assert_eq!(store.recent(usize::MAX).unwrap().len(), damaged.len() + 4);
    for (path, bytes) in before {
        assert_eq!(fs::read(&path).unwrap(), bytes, "{} is byte for byte unchanged", path.display());
    }
}

// ---- failed saves -------------------------------------------------------------------------

#[test]
fn a_failed_write_leaves_the_old_file_and_no_temporary_file() {
    let dir = fresh_dir("failed-write");
    let path = dir.join("evening.ron");
    store::save(&path, &evening(1, 3)).unwrap();
    let old = fs::read(&path).unwrap();
    let longer = evening(3, 3);
    let new_len = schocken_core::session::file::write(&longer).len();
    assert!(new_len > old.len());

    // A write error after `cut` bytes (a full disk, a vanished network folder); `new_len` is
    // the moment just before the commit.
    for cut in [0, 1, 2, 100, old.len() - 1, old.len(), old.len() + 1, new_len / 2, new_len - 1, new_len] {
        let result = store::save_with(&path, &longer, |out, bytes| {
            out.write_all(&bytes[..cut])?;
            Err(io::Error::other("injected: no space left"))
        });
        let err = result.expect_err("the failure is returned");
        assert!(err.to_string().contains("injected"), "{err}");
        assert_eq!(fs::read(&path).unwrap(), old, "after a failure at byte {cut} the old file is intact");
        assert_eq!(names(&dir), ["evening.ron"], "after a failure at byte {cut} no temporary file is left");
    }

    // The commit itself failing: the rename onto a directory of the same name is refused.
    let blocked = dir.join("blocked.ron");
    fs::create_dir(&blocked).unwrap();
    fs::write(blocked.join("inside"), b"keep").unwrap();
    store::save(&blocked, &longer).expect_err("a file cannot replace a directory");
    assert_eq!(fs::read(blocked.join("inside")).unwrap(), b"keep");
    assert_eq!(names(&dir), ["blocked.ron", "evening.ron"], "a failed commit leaves no temporary file");

    // And nothing failing: the new version replaces the old one.
    store::save(&path, &longer).unwrap();
    assert_eq!(store::read(&path).unwrap().events(), longer.events());
    assert_eq!(names(&dir), ["blocked.ron", "evening.ron"]);
}

#[test]
fn a_folder_that_is_a_file_fails_saving_and_locking() {
    let dir = fresh_dir("not-a-folder");
    fs::write(dir.join("plain"), b"a file, not a folder").unwrap();
    let path = dir.join("plain").join("evening.ron");
    store::save(&path, &evening(1, 1)).expect_err("no folder, no save");
    match SessionLock::acquire(&path) {
        Err(e @ LockError::Io(_)) => {
            assert!(scoped(Lang::En, || e.message()).starts_with("The folder is read-only or unreachable"))
        }
        other => panic!("expected an I/O error, got {other:?}"),
    }
    assert_eq!(fs::read(dir.join("plain")).unwrap(), b"a file, not a folder");
}

#[cfg(unix)]
const READ_ONLY_CHILD: &str = "SCHOCKEN_READ_ONLY_CHILD";

/// A read-only folder: saving fails and leaves the file, the lock is refused (so the app opens
/// the session read-only), reading works. Root writes into read-only folders regardless, so as
/// root the checks run in a child process as user `nobody`, via `setpriv` (util-linux).
#[cfg(unix)]
#[test]
fn a_read_only_folder_refuses_saving_and_locking() {
    use std::os::unix::fs::PermissionsExt as _;
    if let Some(dir) = std::env::var_os(READ_ONLY_CHILD) {
        return read_only_checks(Path::new(&dir));
    }
    let dir = fresh_dir("read-only");
    let path = dir.join("evening.ron");
    store::save(&path, &evening(1, 5)).unwrap();
    // A lock file left behind by a crash, which anyone could still lock and write to.
    let stale = dir.join(".evening.ron.lock");
    fs::write(&stale, "host: ?\npid: 1\n").unwrap();
    fs::set_permissions(&stale, fs::Permissions::from_mode(0o666)).unwrap();
    let before = names(&dir).into_iter().map(|n| (fs::read(dir.join(&n)).unwrap(), n)).collect::<Vec<_>>();

    struct Writable<'a>(&'a Path);
    impl Drop for Writable<'_> {
        fn drop(&mut self) {
            let _ = fs::set_permissions(self.0, fs::Permissions::from_mode(0o755));
        }
    }
    let _restore = Writable(&dir);
    fs::set_permissions(&dir, fs::Permissions::from_mode(0o555)).unwrap();

    if !can_create_in(&dir) {
        read_only_checks(&dir);
    } else {
        let output = Command::new("setpriv")
            .args(["--reuid=65534", "--regid=65534", "--clear-groups", "--"])
            .arg(std::env::current_exe().unwrap())
            .args(["--exact", "a_read_only_folder_refuses_saving_and_locking", "--nocapture", "--test-threads=1"])
            .env(READ_ONLY_CHILD, &dir)
            .output()
            .unwrap_or_else(|e| {
                panic!(
                    "this test runs with the privilege to write into read-only folders (root); to test one \
                     it must drop to user nobody with `setpriv` (util-linux), which failed: {e}"
                )
            });
        let stdout = String::from_utf8_lossy(&output.stdout);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "the checks as user nobody failed:\n{stdout}\n{stderr}");
        assert!(stdout.contains("read-only checks passed"), "the child ran no checks:\n{stdout}\n{stderr}");
    }
    let after = names(&dir).into_iter().map(|n| (fs::read(dir.join(&n)).unwrap(), n)).collect::<Vec<_>>();
    assert_eq!(after, before, "nothing in the folder changed");
}

#[cfg(unix)]
fn can_create_in(dir: &Path) -> bool {
    let probe = dir.join(".probe");
    let created = fs::File::create(&probe).is_ok();
    if created {
        fs::remove_file(&probe).unwrap();
    }
    created
}

#[cfg(unix)]
fn read_only_checks(dir: &Path) {
    assert!(!can_create_in(dir), "the folder must be read-only for this process");
    let path = dir.join("evening.ron");
    let old = fs::read(&path).unwrap();
    let err = store::save(&path, &evening(2, 5)).expect_err("saving into a read-only folder fails");
    assert_eq!(err.kind(), io::ErrorKind::PermissionDenied, "{err}");
    assert_eq!(fs::read(&path).unwrap(), old);
    match SessionLock::acquire(&path) {
        Err(e @ LockError::Io(_)) => {
            assert!(scoped(Lang::De, || e.message()).starts_with("Der Ordner ist schreibgeschützt"))
        }
        other => panic!("expected an I/O error, got {other:?}"),
    }
    let listed = Store::open(dir.to_path_buf()).unwrap().recent(usize::MAX).unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].session.as_ref().unwrap().events(), evening(1, 5).events());
    println!("read-only checks passed");
}

// ---- killed saves -------------------------------------------------------------------------

const SAVE_CHILD: &str = "SCHOCKEN_SAVE_CHILD";
const SAVE_TEST: &str = "a_save_killed_at_any_moment_leaves_a_prefix_of_the_session";

/// The evening the killed children keep entering.
fn long_evening() -> Session {
    evening(4, 2026)
}

/// The child: continues the session in the file event by event, saving after each, and says
/// how many events it saved.
fn save_child(path: &Path) {
    let full = long_evening();
    let mut session = store::read(path).unwrap();
    println!("start {}", session.events().len());
    for event in &full.events()[session.events().len()..] {
        session.push(event.clone()).unwrap();
        store::save(path, &session).unwrap();
        println!("saved {}", session.events().len());
    }
}

#[test]
fn a_save_killed_at_any_moment_leaves_a_prefix_of_the_session() {
    if let Some(path) = std::env::var_os(SAVE_CHILD) {
        return save_child(Path::new(&path));
    }
    let full = long_evening();
    let dir = fresh_dir("killed");
    let path = dir.join("evening.ron");
    store::save(&path, &Session::new(header()).unwrap()).unwrap();
    let seed = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).unwrap().as_nanos() as u64;
    let mut rng = Rng::new(seed);
    let started = Instant::now();
    let (mut kills, mut longest, mut completed) = (0, 0, 0);
    // The longest wait before the kill; shortened whenever a child got to the end first (a fast
    // disk), so that the kills land in the middle of saves.
    let mut max_wait_us = 25_000;
    for iteration in 0..60 {
        let mut running = Running(child(SAVE_TEST, SAVE_CHILD, &path).stdout(Stdio::piped()).spawn().unwrap());
        let lines = lines_of(&mut running.0);
        wait_for(&lines, "start ");
        std::thread::sleep(Duration::from_micros(rng.below(max_wait_us)));
        if running.0.try_wait().unwrap().is_none() {
            kills += 1;
        } else {
            max_wait_us = (max_wait_us / 2).max(100);
        }
        running.0.kill().unwrap();
        running.0.wait().unwrap();
        let reported = lines.iter().filter_map(|l| after(&l, "saved ")?.parse::<usize>().ok()).max();
        let on_disk = store::read(&path)
            .unwrap_or_else(|e| panic!("iteration {iteration} (seed {seed}): the file must stay readable: {e}"));
        let n = on_disk.events().len();
        assert_eq!(on_disk.events(), &full.events()[..n], "iteration {iteration} (seed {seed}): a prefix");
        assert!(n >= reported.unwrap_or(0), "iteration {iteration} (seed {seed}): {n} < {reported:?} reported saved");
        assert!(n >= longest, "iteration {iteration} (seed {seed}): nothing saved is lost");
        longest = n;
        if n == full.events().len() {
            // The whole evening is in: start it again, so that every iteration kills a save.
            completed += 1;
            store::save(&path, &Session::new(header()).unwrap()).unwrap();
            longest = 0;
        }
    }
    assert!(kills >= 40, "only {kills} children were killed while saving (seed {seed})");
    assert!(completed > 0 || longest > 0, "the children saved something");
    eprintln!(
        "{kills} children killed while saving; the evening ({} events) completed {completed} times, then {longest} \
         events; {:?}",
        full.events().len(),
        started.elapsed()
    );

    // Killed saves leave hidden temporary files; they are never listed, and taking the lock
    // (as the app does when it opens the session) clears them away.
    let temporary = names(&dir).iter().filter(|n| n.starts_with(".evening.ron.")).count();
    eprintln!("{temporary} temporary files left by saves killed before their rename");
    let listed = Store::open(dir.clone()).unwrap().recent(usize::MAX).unwrap();
    assert_eq!(listed.iter().map(|l| &l.path).collect::<Vec<_>>(), [&path]);
    let lock = SessionLock::acquire(&path).unwrap();
    assert_eq!(names(&dir), [".evening.ron.lock", "evening.ron"]);
    drop(lock);
    assert_eq!(names(&dir), ["evening.ron"]);
}

// ---- locks --------------------------------------------------------------------------------

const LOCK_CHILD: &str = "SCHOCKEN_LOCK_CHILD";
const LOCK_TEST: &str = "a_second_instance_finds_the_session_locked_until_the_first_dies";

#[test]
fn a_second_instance_finds_the_session_locked_until_the_first_dies() {
    if let Some(path) = std::env::var_os(LOCK_CHILD) {
        let _lock = SessionLock::acquire(Path::new(&path)).expect("the first instance takes the lock");
        println!("locked {}", std::process::id());
        // Held until killed (or until the test's end closes stdin).
        let _ = io::stdin().read_to_end(&mut Vec::new());
        return;
    }
    let dir = fresh_dir("two-instances");
    let path = dir.join("evening.ron");
    store::save(&path, &evening(1, 8)).unwrap();
    let mut first =
        Running(child(LOCK_TEST, LOCK_CHILD, &path).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap());
    let lines = lines_of(&mut first.0);
    let pid: u32 = wait_for(&lines, "locked ").parse().unwrap();
    assert_eq!(pid, first.0.id());

    let err = SessionLock::acquire(&path).expect_err("the session is held by the first instance");
    let LockError::Held { host, pid: holder, since } = &err else { panic!("expected Held, got {err:?}") };
    assert_eq!(*holder, Some(pid));
    #[cfg(target_os = "linux")]
    assert_ne!(host, "?", "the host name is known");
    let age = chrono::Local::now().fixed_offset() - since.expect("the time is known");
    assert!(age.num_seconds().abs() < 120, "{age}");
    let message = scoped(Lang::De, || err.message());
    assert!(message.starts_with("Dieser Abend ist schon in einem anderen Fenster geöffnet (Rechner "), "{message}");
    assert!(message.contains(&format!("Prozess {pid}, seit ")) && message.ends_with("— hier nur zum Ansehen."));

    first.0.kill().unwrap();
    first.0.wait().unwrap();
    assert!(dir.join(".evening.ron.lock").exists(), "a killed holder leaves its lock file behind");
    let lock = SessionLock::acquire(&path).expect("a dead holder's lock is not stale");
    let content = fs::read_to_string(dir.join(".evening.ron.lock")).unwrap();
    assert!(content.contains(&format!("pid: {}", std::process::id())), "{content}");
    drop(lock);
    assert_eq!(names(&dir), ["evening.ron"]);
}

#[test]
fn a_lock_is_exclusive_within_one_process_and_released_on_drop() {
    let dir = fresh_dir("one-process");
    let path = dir.join("evening.ron");
    let lock = SessionLock::acquire(&path).unwrap();
    match SessionLock::acquire(&path) {
        Err(LockError::Held { pid, .. }) => assert_eq!(pid, Some(std::process::id())),
        other => panic!("expected Held, got {other:?}"),
    }
    // Another session of the folder is not affected.
    let other = SessionLock::acquire(&dir.join("other.ron")).unwrap();
    drop(lock);
    let again = SessionLock::acquire(&path).unwrap();
    drop((again, other));
    assert!(names(&dir).is_empty(), "{:?}", names(&dir));
}

#[test]
fn a_lock_file_from_another_computer_counts_for_twelve_hours() {
    let dir = fresh_dir("other-computer");
    let path = dir.join("evening.ron");
    let lock_file = dir.join(".evening.ron.lock");
    let written_ago = |hours: i64| {
        let since = chrono::Local::now().fixed_offset() - chrono::TimeDelta::hours(hours);
        let text = format!("host: theke-laptop\npid: 4242\nsince: {}\n", since.to_rfc3339());
        fs::write(&lock_file, &text).unwrap();
        text
    };

    for hours in [1, 11, -2] {
        let text = written_ago(hours);
        match SessionLock::acquire(&path) {
            Err(e @ LockError::Held { .. }) => {
                let message = scoped(Lang::En, || e.message());
                assert!(message.starts_with("This evening is already open on another computer"), "{message}");
                assert!(message.contains("computer theke-laptop, process 4242, since "), "{message}");
            }
            other => panic!("{hours} hours ago: expected Held, got {other:?}"),
        }
        assert_eq!(fs::read_to_string(&lock_file).unwrap(), text, "another computer's lock file is left alone");
    }

    for stale in [written_ago(13), written_ago(-13), "host: theke-laptop\n".into(), "Unsinn\n".into()] {
        fs::write(&lock_file, &stale).unwrap();
        let lock = SessionLock::acquire(&path).unwrap_or_else(|e| panic!("{stale:?}: {e}"));
        let content = fs::read_to_string(&lock_file).unwrap();
        assert!(content.contains(&format!("pid: {}", std::process::id())), "{content}");
        drop(lock);
        assert!(!lock_file.exists());
    }
}

// ---- listing ------------------------------------------------------------------------------

#[test]
fn the_listing_is_newest_first_skips_hidden_files_and_reads_only_what_is_asked() {
    let dir = fresh_dir("listing");
    let store = Store::open(dir.clone()).unwrap();
    let now = SystemTime::now();
    let hours_ago = |h: u64| now - Duration::from_secs(h * 3600);
    for (name, age) in [("a.ron", 3), ("b.ron", 1), ("c.ron", 2), ("d.ron", 5)] {
        let path = dir.join(name);
        store::save(&path, &evening(1, age)).unwrap();
        fs::File::options().write(true).open(&path).unwrap().set_modified(hours_ago(age)).unwrap();
    }
    fs::write(dir.join("broken.ron"), "Session(").unwrap();
    fs::File::options().write(true).open(dir.join("broken.ron")).unwrap().set_modified(hours_ago(4)).unwrap();
    fs::write(dir.join("notes.txt"), "not a session").unwrap();
    fs::write(dir.join(".a.ron.Xy12ab"), "a temporary file").unwrap();
    fs::write(dir.join(".hidden.ron"), "hidden").unwrap();
    fs::create_dir(dir.join("folder.ron")).unwrap();
    let _lock = SessionLock::acquire(&dir.join("b.ron")).unwrap();

    let paths = store.list_paths().unwrap();
    let order: Vec<String> = paths.iter().map(|(p, _)| p.file_name().unwrap().to_string_lossy().into_owned()).collect();
    assert_eq!(order, ["b.ron", "c.ron", "a.ron", "broken.ron", "d.ron"]);
    assert_eq!(paths[0].1, Some(hours_ago(1)));

    let recent = store.recent(2).unwrap();
    assert_eq!(recent.iter().map(|l| l.path.clone()).collect::<Vec<_>>(), [dir.join("b.ron"), dir.join("c.ron")]);
    assert_eq!(recent[0].session.as_ref().unwrap().events(), evening(1, 1).events());
    assert_eq!(recent[1].modified, Some(hours_ago(2)));
    assert_eq!(store.recent(0).unwrap().len(), 0);

    let all = store.recent(usize::MAX).unwrap();
    assert_eq!(
        all.iter().map(|l| l.path.clone()).collect::<Vec<_>>(),
        paths.into_iter().map(|(p, _)| p).collect::<Vec<_>>()
    );
    assert_eq!(all.iter().filter(|l| l.session.is_err()).count(), 1);
}
