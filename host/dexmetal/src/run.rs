//! `dexmetal run [--main CLASS] FILE.dex [MORE.dex ...] [-- ARGS]`: runs
//! `static void main(String[])` of CLASS (default `Main`) on the dexmetal VM with the
//! given DEX files on the class path (after the embedded core library). Exit status:
//! 0 when main returns, 1 for an uncaught exception (Java-style report on stderr) or a
//! startup error, the System.exit code otherwise.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use dexmetal_vm::vm::{Outcome, Platform, Vm, VmConfig};

#[derive(clap::Args)]
pub struct Args {
    /// Class whose main(String[]) runs (dotted or descriptor form).
    #[arg(long, default_value = "Main")]
    main: String,
    /// Skip the bytecode verifier (on by default); the interpreter's own checks still
    /// keep a bad program from corrupting the VM.
    #[arg(long)]
    no_verify: bool,
    /// Print the number of executed bytecodes on stderr at exit (needs a build with the
    /// `bytecode-count` feature).
    #[arg(long)]
    count_bytecodes: bool,
    /// DEX files, searched in order after the core library.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Arguments passed to main.
    #[arg(last = true)]
    args: Vec<String>,
}

/// Host I/O: buffered stdout, stderr written through (stdout is flushed first so a
/// terminal shows both streams in program order).
struct HostPlatform {
    out: std::io::BufWriter<std::io::Stdout>,
    start: Instant,
}

impl Platform for HostPlatform {
    fn write(&mut self, fd: u32, bytes: &[u8]) {
        if fd == 2 {
            let _ = self.out.flush();
            let _ = std::io::stderr().write_all(bytes);
        } else {
            let _ = self.out.write_all(bytes);
        }
    }
    fn nanos(&self) -> u64 {
        self.start.elapsed().as_nanos() as u64
    }
    fn millis(&self) -> u64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64)
    }
    fn flush(&mut self) {
        let _ = self.out.flush();
    }
}

pub fn run(a: Args) -> ExitCode {
    let platform = Box::new(HostPlatform {
        out: std::io::BufWriter::with_capacity(1 << 16, std::io::stdout()),
        start: Instant::now(),
    });
    let config = VmConfig {
        verify: !a.no_verify,
        ..VmConfig::default()
    };
    let mut vm = match Vm::new(platform, config) {
        Ok(vm) => vm,
        Err(e) => {
            eprintln!("dexmetal: cannot start the VM: {e}");
            return ExitCode::from(1);
        }
    };
    for f in &a.files {
        let data = match std::fs::read(f) {
            Ok(d) => d,
            Err(e) => {
                eprintln!("dexmetal: cannot read {}: {e}", f.display());
                return ExitCode::from(1);
            }
        };
        if let Err(e) = vm.add_dex(data) {
            eprintln!("dexmetal: {}: malformed DEX: {e}", f.display());
            return ExitCode::from(1);
        }
    }
    if a.count_bytecodes && !cfg!(feature = "bytecode-count") {
        eprintln!("dexmetal: --count-bytecodes needs a build with the bytecode-count feature");
        return ExitCode::from(2);
    }
    let outcome = vm.run_main(&a.main, &a.args);
    vm.platform.flush();
    if a.count_bytecodes {
        eprintln!("dexmetal: executed {} bytecodes", vm.bytecodes);
    }
    match outcome {
        Outcome::Returned => ExitCode::SUCCESS,
        Outcome::Uncaught => ExitCode::from(1),
        Outcome::Exit(code) => ExitCode::from(code as u8),
        Outcome::Error(msg) => {
            eprintln!("{msg}");
            ExitCode::from(1)
        }
    }
}
