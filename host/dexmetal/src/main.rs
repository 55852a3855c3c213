//! `dexmetal`: the host command line of dexmetal. Each subcommand lives in its own
//! module (`dump.rs`, ...) exposing `Args` and `run(args) -> ExitCode`; `main` only
//! parses the command line and dispatches, so new subcommands are additive.

use clap::{Parser, Subcommand};
use std::process::ExitCode;

mod dump;

#[derive(Parser)]
#[command(name = "dexmetal", version, about = "dexmetal host tools")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Disassemble a DEX file exactly like `dexdump -d`.
    Dump(dump::Args),
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Dump(a) => dump::run(a),
    }
}
