//! The on-target half of `cargo xtask bench interp`: guest ARM instructions per
//! simple bytecode on qemu-virt under `-icount shift=0` (where the PMU cycle counter
//! counts guest instructions exactly). Measured differentially: tests/bench/target/
//! simple-loop runs a 4-bytecode loop N times; two runs with different N cancel boot,
//! VM start-up and I/O. The same pair of runs shows whether the loop allocates.

use crate::{app, image, qemu};
use anyhow::{bail, Context, Result};
use dexmetal_decoder::Telemetry;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::time::Duration;

/// Bytecodes per loop iteration in simple-loop (add-int, move, add-int/lit8, if-lt).
const BYTECODES_PER_ITERATION: u64 = 4;
const N_SMALL: u64 = 10_000;
const N_LARGE: u64 = 1_010_000;
/// The goal the issue sets for simple bytecodes.
const GOAL: f64 = 12.0;

pub(crate) struct Sample {
    pub(crate) instructions: u64,
    pub(crate) heap_used: u64,
    pub(crate) stdout: Vec<u8>,
    /// Context switches in the VM scheduler's summary (absent when none was emitted).
    pub(crate) switches: Option<u64>,
}

fn run_loop(images: &image::Images, tel: &Telemetry, dex: &Path, n: u64) -> Result<Sample> {
    // Same-width arguments, so parsing them allocates the same in both runs.
    let arg = format!("{n:010}");
    let s =
        run_on_target(images, tel, dex, &[&arg]).with_context(|| format!("simple-loop N={n}"))?;
    // Σ_{i<n} i as a Java int, then the fixed-width checksum the program prints.
    let sum = (n * (n - 1) / 2) as u32 as i32;
    let want = ((sum & 0x7fff) + 10000).to_string() + "\n";
    let got = String::from_utf8_lossy(&s.stdout).to_string();
    if got != want {
        bail!("simple-loop N={n} printed {got:?}, expected {want:?}");
    }
    Ok(s)
}

/// Runs the measurement and renders its section of the report.
pub fn report() -> Result<String> {
    let board = image::qemu_virt();
    let images = image::build(board, false)?;
    let tel = Telemetry::from_elf(&std::fs::read(&images.elf)?)?;
    let dex = app::assemble(&image::workspace_root().join("tests/bench/target/simple-loop"))?;
    let small = run_loop(&images, &tel, &dex, N_SMALL)?;
    let large = run_loop(&images, &tel, &dex, N_LARGE)?;
    let bytecodes = (N_LARGE - N_SMALL) * BYTECODES_PER_ITERATION;
    let delta = large
        .instructions
        .checked_sub(small.instructions)
        .context("instruction count went down: the 32-bit counter wrapped")?;
    let per = delta as f64 / bytecodes as f64;
    let alloc = large.heap_used as i64 - small.heap_used as i64;
    Ok(format!(
        "\non-target (qemu-virt, -icount shift=0: guest instructions, not time)\n\
         simple bytecodes   {per:.2} guest instructions per bytecode ({delta} instructions over {bytecodes} bytecodes; goal <= {GOAL}: {})\n\
         tight-loop alloc   {alloc} bytes more heap for {} more iterations (goal 0: {})\n",
        if per <= GOAL { "met" } else { "NOT met" },
        N_LARGE - N_SMALL,
        if alloc == 0 { "met" } else { "NOT met" },
    ))
}

/// What the per-program figure needs once per benchmark run: the qemu-virt image, a
/// host dexmetal that counts bytecodes, and the baseline of an empty `main` (VM start-up,
/// core-library verification and class initialisation) on both.
struct PerProgram {
    images: image::Images,
    telemetry: Telemetry,
    counter: PathBuf,
    base_instructions: u64,
    base_bytecodes: u64,
}

const EMPTY_MAIN: &str = ".class public LMain;\n.super Ljava/lang/Object;\n\
    .method public static main([Ljava/lang/String;)V\n    .registers 1\n    return-void\n.end method\n";

fn per_program() -> Result<&'static PerProgram, String> {
    static CTX: OnceLock<Result<PerProgram, String>> = OnceLock::new();
    CTX.get_or_init(|| setup_per_program().map_err(|e| format!("{e:#}")))
        .as_ref()
        .map_err(Clone::clone)
}

fn setup_per_program() -> Result<PerProgram> {
    let board = image::qemu_virt();
    let images = image::build(board, false)?;
    let telemetry = Telemetry::from_elf(&std::fs::read(&images.elf)?)?;
    // A separate target directory keeps the instrumented build from replacing the
    // release binary the timing runs use.
    let count_dir = image::target_dir().join("bytecode-count");
    let st = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .current_dir(image::workspace_root())
        .args([
            "build",
            "--release",
            "--quiet",
            "-p",
            "dexmetal-cli",
            "--features",
            "bytecode-count",
        ])
        .env("CARGO_TARGET_DIR", &count_dir)
        .status()?;
    if !st.success() {
        bail!("building the bytecode-counting dexmetal failed");
    }
    let counter = count_dir.join("release/dexmetal");
    let src = image::target_dir().join("dexmetal/apps-src/empty-main");
    std::fs::create_dir_all(&src)?;
    std::fs::write(src.join("Main.smali"), EMPTY_MAIN)?;
    let empty = app::assemble(&src)?;
    let (base_bytecodes, _) = count_on_host(&counter, &empty, &[])?;
    let base = run_on_target(&images, &telemetry, &empty, &[])?;
    Ok(PerProgram {
        images,
        telemetry,
        counter,
        base_instructions: base.instructions,
        base_bytecodes,
    })
}

/// Executed bytecodes and stdout of a host run.
fn count_on_host(counter: &Path, dex: &Path, args: &[&str]) -> Result<(u64, Vec<u8>)> {
    let out = Command::new(counter)
        .args(["run", "--count-bytecodes", "--main", "Main"])
        .arg(dex)
        .arg("--")
        .args(args)
        .output()?;
    let err = String::from_utf8_lossy(&out.stderr);
    let n = err
        .lines()
        .find_map(|l| {
            l.strip_prefix("dexmetal: executed ")?
                .strip_suffix(" bytecodes")?
                .parse()
                .ok()
        })
        .with_context(|| format!("no bytecode count from the host run: {err}"))?;
    Ok((n, out.stdout))
}

/// One benchmark run on qemu-virt: `dex` with `args` as the boot payload (file name
/// `payload`), QEMU's direct loader, `-icount`, and what `adjust` changes (boot
/// arguments, a flash file, a longer timeout); a non-zero exit status is an error.
pub(crate) fn icount_run(
    images: &image::Images,
    tel: &Telemetry,
    dex: &Path,
    args: &[String],
    payload: &str,
    adjust: impl FnOnce(&mut qemu::RunOptions),
) -> Result<qemu::RunResult> {
    let board = image::qemu_virt();
    let payload = app::payload_named(board, &[dex.to_path_buf()], None, args, payload)?;
    let mut opts = qemu::RunOptions {
        boot: qemu::Boot::Direct,
        initrd: Some(payload),
        timeout: Duration::from_secs(600),
        icount: true,
        ..Default::default()
    };
    adjust(&mut opts);
    let r = qemu::run(board, images, tel, &opts)?;
    let (code, note) = r.status();
    if code != 0 {
        bail!("on qemu-virt: {note}");
    }
    Ok(r)
}

pub(crate) fn run_on_target(
    images: &image::Images,
    tel: &Telemetry,
    dex: &Path,
    args: &[&str],
) -> Result<Sample> {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let r = icount_run(images, tel, dex, &args, "bench-program", |_| {})?;
    let events = r.events();
    let end = events
        .iter()
        .find(|e| e.kind == "app_end")
        .context("no app_end event")?;
    Ok(Sample {
        instructions: end.num("cycles").context("app_end without cycles")?,
        heap_used: end.num("heap_used").unwrap_or(0),
        stdout: r.app_output(1),
        switches: events
            .iter()
            .find(|e| e.kind == "sched")
            .and_then(|e| e.num("switches")),
    })
}

/// Guest instructions per executed bytecode for one benchmark program at its `quick`
/// size (full sizes would overflow the 32-bit PMU count): (target instructions − empty
/// main's) / (host-counted bytecodes − empty main's). The target must print what the
/// host printed.
pub fn per_bytecode(dex: &Path) -> Result<f64, String> {
    let ctx = per_program()?;
    let (bytecodes, host_out) =
        count_on_host(&ctx.counter, dex, &["quick"]).map_err(|e| format!("{e:#}"))?;
    let s = run_on_target(&ctx.images, &ctx.telemetry, dex, &["quick"])
        .map_err(|e| format!("{e:#}"))?;
    if s.stdout != host_out {
        return Err("target output differs from the host's".into());
    }
    let insns = s
        .instructions
        .checked_sub(ctx.base_instructions)
        .ok_or("count below the baseline")?;
    let bcs = bytecodes
        .checked_sub(ctx.base_bytecodes)
        .filter(|&b| b > 0)
        .ok_or("no bytecodes beyond the baseline")?;
    Ok(insns as f64 / bcs as f64)
}
