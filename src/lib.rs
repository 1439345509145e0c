//! schocken: referee, scorekeeper and tournament tool for the German bar dice game Schocken (Jule, Knobel-Max).
//!
//! This crate holds the edges around `schocken-core` (which knows the game and has no I/O): files (`io`), the folders' live models (`live`),
//! printing (`print`), pictures to share (`share`), spreadsheets (`sheets`), the command line (`cli`), the phones' server (`serve`) and the windows (`ui`);
//! the samples built in (`demo`), the icon (`icon`) and the files a package makes from the program (`package`).
//! See ARCHITECTURE.md.

/// The version `--version` and "Über Schocken" say: the crate's and the commit it was built from
/// (`build.rs`; "unknown" where it was built without git), so a club's report names the exact
/// build. Here, not in `cli`, so the window reads it without using the command line's module.
pub const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " (", env!("SCHOCKEN_COMMIT"), ")");

pub mod cli;
pub mod csv_file;
pub mod demo;
pub mod icon;
pub mod io;
pub mod live;
pub mod markup;
pub mod package;
pub mod print;
pub mod qr;
pub mod serve;
pub mod share;
pub mod sheets;
pub mod site;
pub mod ui;
