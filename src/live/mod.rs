//! One live model per folder (issue 32): what every window, page and answer of this process
//! reads of a folder, worked out once per change by one owner and published as an immutable
//! snapshot. A reader takes the latest snapshot and never reads the folder itself; a writer
//! applies its edit to the file as it stands (under the file's lock, `io`) and tells the model,
//! which then publishes the folder as it now is. See ARCHITECTURE.md, "One live model per folder".

pub mod club;
pub mod owner;
pub mod sessions;
pub mod standings;
pub mod tournament;
