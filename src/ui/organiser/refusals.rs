//! Refusals as the organiser's window says them (issue 34): what is wrong, in words — never the
//! path of `turnier.ron` nor the number of an event in it. The organiser works by keys here, not
//! in the file; the command line keeps both (TOURNAMENT.md section 2's one line naming the file
//! and the event), its messages are `FolderError::message` and `Refused::message`.

use crate::io::tournament_folder::{FILE_NAME, FolderError};
use schocken_core::tournament::edit::EditError;
use schocken_core::tournament::problem::Refused;

/// A folder's refusal: the file's own problem alone; any other names its file by name only.
pub(super) fn folder(e: &FolderError) -> String {
    match e {
        FolderError::Refused(_, r) | FolderError::Edit(EditError::Refused(r)) => file(r),
        other => other.message_by_name(),
    }
}

/// `turnier.ron` refused: the problem, without its event's number; a problem of the file as a
/// whole (its syntax, a file changed outside) names the file.
pub(super) fn file(r: &Refused) -> String {
    match r.event {
        Some(_) => r.problem.message(),
        None => format!("{FILE_NAME}: {}", r.problem.message()),
    }
}
