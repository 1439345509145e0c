//! Turning a session into something to read: the public JSON, text, and the words for both.

pub mod json;
pub mod text;
pub mod words;
