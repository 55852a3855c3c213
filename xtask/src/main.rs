//! `cargo xtask`: dexmetal's driver. `run` boots the runtime under QEMU through
//! U-Boot and prints the decoded telemetry report; `test` runs every test (host unit
//! tests, QEMU integration tests, the conformance suite); `setup` installs what a
//! fresh machine lacks; `build` only builds the images.

mod app;
mod bench;
mod bench_gc;
mod bench_target;
mod bench_threads;
mod conformance;
mod image;
mod itest;
mod qemu;
mod setup;

use anyhow::{bail, Context, Result};
use dexmetal_decoder::{report, Telemetry};
use std::path::PathBuf;
use std::time::Duration;

const USAGE: &str = "usage: cargo xtask <command> [options]

commands:
  run [--board qemu-virt] [--direct | --bootm] [--dex FILE.dex ...] [--main CLASS]
      [--bootargs \"...\"] [--initrd FILE] [--timeout SECS] [--icount] [--mem MIB]
      [--gc cms|fg|bg|gencms|stw] [--verbose] [-- ARGS...]
                     boot dexmetal under QEMU (through U-Boot's bootz unless --direct or
                     --bootm), run the bundled demo app (apps/demo) or the given DEX
                     files, and print the app's output and the decoded telemetry report;
                     exits with the run's exit status (124 if the guest hung, 6 if
                     the app's threads deadlocked). Bootargs for threads:
                     dexmetal.sched.{hz,slice,seed,perturb,tick_polls},
                     dexmetal.vm.stack=32k, dalvik.vm.heapsize=32m; --gc picks the
                     collector (bootarg dexmetal.gc); an app that collected gets its MMU
                     curve in target/dexmetal/mmu.csv and mmu.svg
  test [--verbose] [--skip-host]
                     host unit tests, QEMU integration tests and the conformance suite
  build [--board qemu-virt]
                     build the images under target/dexmetal/<board>/
  bench interp [--reps N] [--filter S] [--quick]
                     interpreter benchmark: host dexmetal vs java -Xint on the same DEX,
                     then guest instructions per simple bytecode on qemu-virt (-icount)
  bench threads [--quick]
                     monitor, synchronized-call, yield-switch and wait/notify costs:
                     guest instructions on qemu-virt (-icount) and host nanoseconds
  bench gc [--quick] [--host-only]
                     GCBench, 0xBench-VM-style and multi-threaded allocation under every
                     collector variant and targetUtilization: GC counts, pauses, GC CPU,
                     MMU, throughput (host and qemu-virt -icount), and the pause/mark goals
  setup              install missing packages (apt) and the armv7a-none-eabi target
  oracle | coverage | conformance
                     conformance-suite tools (see tests/conformance/README.md)
";

struct Args {
    rest: Vec<String>,
}

impl Args {
    /// Everything after a bare `--`.
    fn trailing(&mut self) -> Vec<String> {
        match self.rest.iter().position(|a| a == "--") {
            Some(i) => {
                let t = self.rest.split_off(i + 1);
                self.rest.pop();
                t
            }
            None => Vec::new(),
        }
    }

    /// `name` followed by values up to the next option.
    fn values(&mut self, name: &str) -> Result<Vec<String>> {
        let Some(i) = self.rest.iter().position(|a| a == name) else {
            return Ok(Vec::new());
        };
        let n = self.rest[i + 1..]
            .iter()
            .take_while(|a| !a.starts_with("--"))
            .count();
        if n == 0 {
            bail!("{name} needs at least one value");
        }
        let v: Vec<String> = self.rest.drain(i..i + 1 + n).skip(1).collect();
        Ok(v)
    }

    fn flag(&mut self, name: &str) -> bool {
        let before = self.rest.len();
        self.rest.retain(|a| a != name);
        self.rest.len() != before
    }

    fn value(&mut self, name: &str) -> Result<Option<String>> {
        let Some(i) = self.rest.iter().position(|a| a == name) else {
            return Ok(None);
        };
        if i + 1 >= self.rest.len() {
            bail!("{name} needs a value");
        }
        let v = self.rest.remove(i + 1);
        self.rest.remove(i);
        Ok(Some(v))
    }

    fn done(&self) -> Result<()> {
        if let Some(a) = self.rest.first() {
            bail!("unexpected argument {a:?}\n\n{USAGE}");
        }
        Ok(())
    }
}

fn main() {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let code = match real_main(argv) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("xtask: error: {e:#}");
            1
        }
    };
    std::process::exit(code);
}

fn real_main(argv: Vec<String>) -> Result<i32> {
    let Some(cmd) = argv.first().cloned() else {
        eprint!("{USAGE}");
        return Ok(2);
    };
    let mut args = Args {
        rest: argv[1..].to_vec(),
    };
    match cmd.as_str() {
        "run" => run(&mut args),
        "test" => {
            let verbose = args.flag("--verbose");
            let skip_host = args.flag("--skip-host");
            args.done()?;
            setup::ensure(dexmetal_tools::RUN_AND_TEST, verbose)?;
            itest::all(verbose, skip_host)
        }
        "build" => {
            let board =
                image::board(&args.value("--board")?.unwrap_or_else(|| "qemu-virt".into()))?;
            let verbose = args.flag("--verbose");
            args.done()?;
            let imgs = image::build(board, verbose)?;
            println!(
                "{} ({} bytes)\n{}\n{}",
                imgs.zimage.display(),
                imgs.image_bytes,
                imgs.uimage.display(),
                imgs.elf.display()
            );
            Ok(0)
        }
        "setup" => {
            let verbose = args.flag("--verbose");
            args.done()?;
            setup::ensure(dexmetal_tools::RUN_AND_TEST, verbose)?;
            println!("xtask setup: everything dexmetal needs is installed");
            Ok(0)
        }
        "oracle" | "coverage" | "conformance" => Ok(conformance::cli(&argv)),
        "bench" => {
            setup::ensure(dexmetal_tools::RUN_AND_TEST, false)?;
            if args.rest.first().map(String::as_str) == Some("threads") {
                return Ok(bench_threads::cli(&args.rest[1..]));
            }
            if args.rest.first().map(String::as_str) == Some("gc") {
                return Ok(bench_gc::cli(&args.rest[1..]));
            }
            let code = bench::cli(&args.rest);
            if code == 2 || args.rest.first().map(String::as_str) != Some("interp") {
                return Ok(code);
            }
            match bench_target::report() {
                Ok(section) => print!("{section}"),
                Err(e) => {
                    println!("\non-target (qemu-virt): FAILED: {e:#}");
                    return Ok(1);
                }
            }
            Ok(code)
        }
        // Runs one DEX on the already-built qemu-virt image, as a process would: the
        // app's stdout/stderr on ours, its status as ours. The on-target conformance
        // runner; not listed in the usage.
        "qemu-exec" => qemu_exec(&mut args),
        "help" | "--help" | "-h" => {
            print!("{USAGE}");
            Ok(0)
        }
        other => bail!("unknown command {other:?}\n\n{USAGE}"),
    }
}

/// `--mem MIB`: guest RAM (default 128).
fn mem_arg(args: &mut Args) -> Result<u32> {
    Ok(args
        .value("--mem")?
        .map(|m| m.parse::<u32>())
        .transpose()
        .context("--mem takes MiB")?
        .unwrap_or(128))
}

/// Appends `dalvik.vm.heapsize=V` to `bootargs`; `V` is checked here (digits with an
/// optional k/m suffix, as the runtime parses it) because the runtime silently falls back
/// to its default heap on a value it cannot read.
fn heapsize_bootargs(bootargs: &str, v: &str) -> Result<String> {
    if !conformance::heap_size_ok(v) {
        bail!("--heapsize takes a size like 16m, 512k or 1048576, not {v:?}");
    }
    let arg = format!("dalvik.vm.heapsize={v}");
    Ok(if bootargs.trim().is_empty() {
        arg
    } else {
        format!("{} {arg}", bootargs.trim_end())
    })
}

/// Appends `dexmetal.gc=V` to `bootargs`; `V` is checked here because the runtime only
/// logs an unknown collector and runs the default one.
fn gc_bootargs(bootargs: &str, v: &str) -> Result<String> {
    if dexmetal_launch::GcVariant::parse(v).is_none() {
        bail!("--gc takes a collector: cms, fg, bg, gencms or stw, not {v:?}");
    }
    let arg = format!("dexmetal.gc={v}");
    Ok(if bootargs.trim().is_empty() {
        arg
    } else {
        format!("{} {arg}", bootargs.trim_end())
    })
}

/// Appends `dexmetal.gc.verify=1` (the runtime checks every reference after every
/// collection, as `dexmetal run --verify-heap` does on the host).
fn verify_heap_bootargs(bootargs: &str) -> String {
    let arg = "dexmetal.gc.verify=1";
    if bootargs.trim().is_empty() {
        arg.into()
    } else {
        format!("{} {arg}", bootargs.trim_end())
    }
}

fn qemu_exec(args: &mut Args) -> Result<i32> {
    let main = args.value("--main")?;
    let mut bootargs = args.value("--bootargs")?.unwrap_or_default();
    // `--heapsize V` mirrors the host CLI so the conformance runner can pass a case's heap
    // limit to either; on the board it is the runtime's `dalvik.vm.heapsize` bootarg.
    if let Some(h) = args.value("--heapsize")? {
        bootargs = heapsize_bootargs(&bootargs, &h)?;
    }
    // `--gc V` likewise mirrors `dexmetal run --gc`: the runtime's `dexmetal.gc` bootarg.
    if let Some(v) = args.value("--gc")? {
        bootargs = gc_bootargs(&bootargs, &v)?;
    }
    // `--verify-heap` mirrors `dexmetal run --verify-heap`.
    if args.flag("--verify-heap") {
        bootargs = verify_heap_bootargs(&bootargs);
    }
    let mem_mib = mem_arg(args)?;
    let timeout = Duration::from_secs(
        args.value("--timeout")?
            .map(|t| t.parse())
            .transpose()?
            .unwrap_or(60),
    );
    let files: Vec<PathBuf> = args.rest.drain(..).map(PathBuf::from).collect();
    if files.is_empty() {
        bail!("qemu-exec needs DEX files");
    }
    let board = &image::QEMU_VIRT;
    let images = image::prebuilt(board)?;
    let telemetry = Telemetry::from_elf(&std::fs::read(&images.elf)?)?;
    let payload = app::payload_named(
        board,
        &files,
        main.as_deref(),
        &[],
        &format!("exec-{}", std::process::id()),
    )?;
    let opts = qemu::RunOptions {
        boot: qemu::Boot::Direct,
        initrd: Some(payload.clone()),
        timeout,
        bootargs,
        mem_mib,
        ..Default::default()
    };
    let result = qemu::run(board, &images, &telemetry, &opts);
    let _ = std::fs::remove_file(&payload);
    let result = result?;
    use std::io::Write;
    std::io::stdout().write_all(&result.app_output(1))?;
    std::io::stderr().write_all(&result.app_output(2))?;
    let (code, note) = result.status();
    if code != 0 && !result.events().iter().any(|e| e.kind == "app_end") {
        eprintln!("qemu-exec: {note}");
    }
    Ok(code)
}

fn run(args: &mut Args) -> Result<i32> {
    let app_args = args.trailing();
    let dex = args.values("--dex")?;
    let main = args.value("--main")?;
    let board = image::board(&args.value("--board")?.unwrap_or_else(|| "qemu-virt".into()))?;
    let direct = args.flag("--direct");
    let bootm = args.flag("--bootm");
    let verbose = args.flag("--verbose");
    let icount = args.flag("--icount");
    let mut bootargs = args.value("--bootargs")?.unwrap_or_default();
    if let Some(v) = args.value("--gc")? {
        bootargs = gc_bootargs(&bootargs, &v)?;
    }
    let mem_mib = mem_arg(args)?;
    let initrd = args.value("--initrd")?.map(PathBuf::from);
    let timeout = match args.value("--timeout")? {
        Some(t) => Duration::from_secs(t.parse().context("--timeout takes whole seconds")?),
        None => Duration::from_secs(120),
    };
    args.done()?;
    if direct && bootm {
        bail!("--direct and --bootm exclude each other");
    }
    setup::ensure(dexmetal_tools::RUN_AND_TEST, verbose)?;
    let images = image::build(board, verbose)?;
    let telemetry = Telemetry::from_elf(&std::fs::read(&images.elf)?)?;
    let initrd = match initrd {
        Some(rd) => {
            if !dex.is_empty() {
                bail!("--initrd and --dex exclude each other");
            }
            Some(rd)
        }
        None => {
            let files: Vec<PathBuf> = if dex.is_empty() {
                vec![app::demo_dex()?]
            } else {
                dex.iter().map(PathBuf::from).collect()
            };
            Some(app::payload(board, &files, main.as_deref(), &app_args)?)
        }
    };
    let opts = qemu::RunOptions {
        boot: if direct {
            qemu::Boot::Direct
        } else if bootm {
            qemu::Boot::Bootm
        } else {
            qemu::Boot::Bootz
        },
        bootargs,
        initrd,
        timeout,
        verbose,
        live: true,
        icount,
        mem_mib,
    };
    let result = qemu::run(board, &images, &telemetry, &opts)?;
    println!();
    print!("{}", report::render(&result.events()));
    // The MMU curve of an app that collected, beside the images.
    if let Some((csv, svg)) = report::mmu_files(&result.events()) {
        let dir = image::target_dir().join("dexmetal");
        std::fs::create_dir_all(&dir)?;
        let (c, s) = (dir.join("mmu.csv"), dir.join("mmu.svg"));
        std::fs::write(&c, csv)?;
        std::fs::write(&s, svg)?;
        println!("mmu curve     {} and {}", c.display(), s.display());
    }
    let (code, note) = result.status();
    if verbose && !result.qemu_stderr.trim().is_empty() {
        eprintln!("qemu stderr:\n{}", result.qemu_stderr.trim_end());
    }
    println!("xtask run: {note}");
    Ok(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn qemu_exec_heapsize_becomes_a_bootarg() {
        assert_eq!(
            heapsize_bootargs("", "16m").unwrap(),
            "dalvik.vm.heapsize=16m"
        );
        assert_eq!(
            heapsize_bootargs("dexmetal.vm.stack=32k ", "512k").unwrap(),
            "dexmetal.vm.stack=32k dalvik.vm.heapsize=512k"
        );
        for bad in ["", "m", "16g", "-1m", "0", "1 6m"] {
            assert!(heapsize_bootargs("", bad).is_err(), "{bad:?} accepted");
        }
        // The option is taken out before the remaining arguments are read as DEX files.
        let mut args = Args {
            rest: ["--heapsize", "64m", "a.dex"].map(String::from).to_vec(),
        };
        assert_eq!(args.value("--heapsize").unwrap().as_deref(), Some("64m"));
        assert_eq!(args.rest, ["a.dex"]);
    }

    #[test]
    fn qemu_exec_gc_becomes_a_bootarg() {
        assert_eq!(gc_bootargs("", "gencms").unwrap(), "dexmetal.gc=gencms");
        assert_eq!(
            gc_bootargs("dalvik.vm.heapsize=16m ", "stw").unwrap(),
            "dalvik.vm.heapsize=16m dexmetal.gc=stw"
        );
        for bad in ["", "CMS", "g1", "cms ", "fg=1"] {
            assert!(gc_bootargs("", bad).is_err(), "{bad:?} accepted");
        }
        let mut args = Args {
            rest: ["--gc", "bg", "a.dex"].map(String::from).to_vec(),
        };
        assert_eq!(args.value("--gc").unwrap().as_deref(), Some("bg"));
        assert_eq!(args.rest, ["a.dex"]);
    }

    #[test]
    fn qemu_exec_verify_heap_becomes_a_bootarg() {
        assert_eq!(verify_heap_bootargs(""), "dexmetal.gc.verify=1");
        assert_eq!(
            verify_heap_bootargs("dexmetal.gc=fg "),
            "dexmetal.gc=fg dexmetal.gc.verify=1"
        );
        let mut args = Args {
            rest: ["--verify-heap", "a.dex"].map(String::from).to_vec(),
        };
        assert!(args.flag("--verify-heap"));
        assert_eq!(args.rest, ["a.dex"]);
    }
}
