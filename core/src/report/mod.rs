//! Turning a session into something to read: the one timeline of what each event did and its
//! sentences (`story`), what a table says as it is played (`news`), the public JSON, the text summary, and the words all of them (and the app
//! and the printouts) use.

pub mod json;
pub mod news;
pub mod prizes;
pub mod story;
pub mod text;
pub mod timeline;
pub mod words;
