use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    schocken::cli::run(schocken::cli::Cli::parse())
}
