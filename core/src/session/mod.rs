//! A session: the event log of one evening, its file format, and the state derived from it.

pub mod desk;
pub mod event;
pub mod facts;
pub mod file;
pub mod log;
pub mod numbering;
pub mod record;
pub mod refusal;
pub mod state;
