use clap::FromArgMatches;
use std::process::ExitCode;

fn main() -> ExitCode {
    let data = schocken::io::store::Store::default_dir();
    let matches = schocken::cli::command(data.as_deref()).get_matches();
    match schocken::cli::Cli::from_arg_matches(&matches) {
        Ok(cli) => schocken::cli::run(cli),
        Err(e) => e.exit(),
    }
}
