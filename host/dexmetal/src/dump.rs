//! `dexmetal dump FILE...`: loads each file with the VM's DEX loader and prints the
//! `dexdump -d` compatible listing (vm/src/dex/disasm.rs) to stdout. Like dexdump, a
//! .jar/.apk prints one `Processing` line and then each classes*.dex (multidex order) as
//! `archive:classesN.dex`. A malformed file prints the loader's error to stderr; the
//! remaining files are still dumped and the exit status is 1. A Dimmunix history file
//! (`--dimmunix-history`, or the image `cargo xtask run --dimmunix-history` saves) prints
//! its text dump instead: one line per signature.

use dexmetal_vm::dex::{disasm, DexFile};
use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The .dex, .jar or .apk files to disassemble, or Dimmunix history files to list.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
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
    let stdout = std::io::stdout();
    let mut sink = WriteSink {
        w: BufWriter::new(stdout.lock()),
        err: None,
    };
    let mut failed = false;
    for file in &args.files {
        let name = file.display().to_string();
        if let Some(listing) = history_dump(file) {
            let _ = sink.w.flush();
            match listing {
                Ok(text) => {
                    let _ = sink.w.write_all(text.as_bytes());
                }
                Err(e) => {
                    eprintln!("dexmetal: {name}: {e}");
                    failed = true;
                }
            }
            continue;
        }
        let dexes = match dexmetal_classpath::read(file) {
            Ok(d) => d,
            Err(e) => {
                let _ = sink.w.flush();
                eprintln!("dexmetal: {e}");
                failed = true;
                continue;
            }
        };
        disasm::processing(&name, &mut sink);
        for d in dexes {
            let opened = match &d.member {
                Some(m) => format!("{name}:{m}"),
                None => name.clone(),
            };
            match DexFile::parse(d.bytes) {
                Ok(dex) => disasm::dump_opened(&dex, &opened, &mut sink),
                Err(e) => {
                    let _ = sink.w.flush();
                    eprintln!("dexmetal: {opened}: {e}");
                    failed = true;
                }
            }
        }
    }
    let flushed = sink.w.flush();
    match sink.err.map_or(flushed, Err) {
        // A closed pipe (e.g. `| head`) is not an error worth reporting.
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            eprintln!("dexmetal: {e}");
            ExitCode::from(1)
        }
        _ if failed => ExitCode::from(1),
        _ => ExitCode::SUCCESS,
    }
}

/// The text dump of a Dimmunix history file (`None` when `file` is not one).
fn history_dump(file: &std::path::Path) -> Option<Result<String, String>> {
    use dexmetal_dimmunix::{history::DEFAULT_CAPACITY, persist};
    let bytes = std::fs::read(file).ok()?;
    if !bytes.starts_with(&persist::MAGIC) {
        return None;
    }
    Some(
        persist::decode(&bytes, DEFAULT_CAPACITY)
            .map(|h| {
                let mut s = format!(
                    "Dimmunix history: {} signatures ({} bytes)\n",
                    h.len(),
                    bytes.len()
                );
                s.push_str(&persist::dump(&h));
                s
            })
            .map_err(|e| format!("unusable Dimmunix history: {e}")),
    )
}
