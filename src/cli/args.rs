//! Arguments the commands share, read into the core's types: a leaf, so the commands' files
//! share it without using each other.

use schocken_core::rules::preset::Preset;

/// A preset by its id, or why not in words: the one meant where the id is a typo of one
/// (`kalkk` → `kalk`), else the known ones; as a session file's `rules` says it.
pub(crate) fn parse_preset(id: &str) -> Result<Preset, String> {
    Preset::parse(id).ok_or_else(|| schocken_core::session::file::rules::unknown_preset(id))
}
