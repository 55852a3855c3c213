//! `dexmetal dump FILE.dex`: loads the file with the VM's DEX loader and prints the
//! `dexdump -d` compatible listing (vm/src/dex/disasm.rs) to stdout. A malformed file
//! prints the loader's ClassFormatError to stderr and exits with status 1.

use dexmetal_vm::dex::{disasm, DexFile};
use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The .dex file to disassemble.
    pub file: PathBuf,
}

/// Adapts a `Write` to the disassembler's byte sink, remembering the first I/O error.
struct WriteSink<W: Write> {
    w: W,
    err: Option<std::io::Error>,
}

impl<W: Write> disasm::Sink for WriteSink<W> {
    fn put(&mut self, bytes: &[u8]) {
        if self.err.is_none() {
            if let Err(e) = self.w.write_all(bytes) {
                self.err = Some(e);
            }
        }
    }
}

pub fn run(args: Args) -> ExitCode {
    let name = args.file.display().to_string();
    let bytes = match std::fs::read(&args.file) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("dexmetal: {name}: {e}");
            return ExitCode::from(1);
        }
    };
    let dex = match DexFile::parse(bytes) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("dexmetal: {name}: {e}");
            return ExitCode::from(1);
        }
    };
    let stdout = std::io::stdout();
    let mut sink = WriteSink {
        w: BufWriter::new(stdout.lock()),
        err: None,
    };
    disasm::dump(&dex, &name, &mut sink);
    let flushed = sink.w.flush();
    match sink.err.map_or(flushed, Err) {
        // A closed pipe (e.g. `| head`) is not an error worth reporting.
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            eprintln!("dexmetal: {e}");
            ExitCode::from(1)
        }
        _ => ExitCode::SUCCESS,
    }
}
