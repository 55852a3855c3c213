//! `dexmetal`: the host command line of dexmetal. Each subcommand lives in its own
//! module (`dump.rs`, ...) exposing `Args` and `run(args) -> ExitCode`; `main` only
//! parses the command line and dispatches, so new subcommands are additive.

use clap::{Parser, Subcommand};
use std::process::ExitCode;

mod board;
mod dump;
mod profile;
mod run;

#[derive(Parser)]
#[command(name = "dexmetal", version, about = "dexmetal host tools")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Disassemble DEX files (or the classes*.dex of .jar/.apk archives) exactly like
    /// `dexdump -d`.
    Dump(dump::Args),
    /// Run main(String[]) of a class from DEX files on the dexmetal VM.
    Run(Box<run::Args>),
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Dump(a) => dump::run(a),
        Command::Run(a) => run::run(*a),
    }
}
