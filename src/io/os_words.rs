//! The system's reasons in the reader's words: a leaf every reader of the folder shares (the club's
//! books, the registry), so they do not use each other for it.

use schocken_core::tr;

/// Why a file or folder cannot be read, in the reader's language — never the system's own
/// (English) text inside a German message.
pub fn io_words(e: &std::io::Error) -> String {
    use std::io::ErrorKind;
    match e.kind() {
        ErrorKind::NotFound => tr!("verein-io-missing"),
        ErrorKind::PermissionDenied => tr!("verein-io-denied"),
        ErrorKind::IsADirectory => tr!("verein-io-folder"),
        ErrorKind::NotADirectory => tr!("verein-io-not-folder"),
        ErrorKind::InvalidData => tr!("verein-io-not-text"),
        _ => tr!("verein-io-other", code = e.raw_os_error().unwrap_or(0)),
    }
}
