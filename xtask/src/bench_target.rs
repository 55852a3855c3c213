//! The on-target half of `cargo xtask bench interp`: guest ARM instructions per
//! simple bytecode on qemu-virt under `-icount shift=0` (where the PMU cycle counter
//! counts guest instructions exactly). Measured differentially: tests/bench/target/
//! simple-loop runs a 4-bytecode loop N times; two runs with different N cancel boot,
//! VM start-up and I/O. The same pair of runs shows whether the loop allocates.

use crate::{app, image, qemu};
use anyhow::{bail, Context, Result};
use dexmetal_decoder::Telemetry;
use std::time::Duration;

/// Bytecodes per loop iteration in simple-loop (add-int, move, add-int/lit8, if-lt).
const BYTECODES_PER_ITERATION: u64 = 4;
const N_SMALL: u64 = 10_000;
const N_LARGE: u64 = 1_010_000;
/// The goal the issue sets for simple bytecodes.
const GOAL: f64 = 12.0;

struct Sample {
    instructions: u64,
    heap_used: u64,
}

fn run_loop(
    images: &image::Images,
    tel: &Telemetry,
    dex: &std::path::Path,
    n: u64,
) -> Result<Sample> {
    let board = &image::QEMU_VIRT;
    // Same-width arguments, so parsing them allocates the same in both runs.
    let arg = format!("{n:010}");
    let payload = app::payload_named(board, &[dex.to_path_buf()], None, &[arg], "bench-loop")?;
    let opts = qemu::RunOptions {
        boot: qemu::Boot::Direct,
        initrd: Some(payload),
        timeout: Duration::from_secs(300),
        icount: true,
        ..Default::default()
    };
    let r = qemu::run(board, images, tel, &opts)?;
    let (code, note) = r.status();
    if code != 0 {
        bail!("simple-loop N={n} on qemu-virt: {note}");
    }
    // Σ_{i<n} i as a Java int, then the fixed-width checksum the program prints.
    let sum = (n * (n - 1) / 2) as u32 as i32;
    let want = ((sum & 0x7fff) + 10000).to_string() + "\n";
    let got = String::from_utf8_lossy(&r.app_output(1)).to_string();
    if got != want {
        bail!("simple-loop N={n} printed {got:?}, expected {want:?}");
    }
    let end = r
        .events()
        .into_iter()
        .find(|e| e.kind == "app_end")
        .context("no app_end event")?;
    Ok(Sample {
        instructions: end.num("cycles").context("app_end without cycles")?,
        heap_used: end.num("heap_used").context("app_end without heap_used")?,
    })
}

/// Runs the measurement and renders its section of the report.
pub fn report() -> Result<String> {
    let board = &image::QEMU_VIRT;
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
