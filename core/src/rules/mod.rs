//! The rules of Schocken as RULES.md states them: pure functions and data, no I/O, no GUI.

pub mod knobs;
pub mod preset;
pub mod round;
pub mod throw;
