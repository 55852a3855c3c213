//! `cargo xtask bench profiler`: what the sampling profiler costs the program it samples,
//! and whether its attribution agrees with the collector's own accounting (issue 32; the
//! goal, at most 0.3% at the default period, is below the 0.32% seed 001 reports for
//! VARI on a BeagleBoard). qemu-virt under `-icount shift=0`, where the board samples on
//! its physical timer: the same image and payload with the profiler off (the peer) and
//! on at three periods; the cost is the difference in guest instructions (`app_end`).
//! Two programs: plain recursion (tests/bench/profiler/recursion: deep Java stacks) and
//! GCBench (tests/bench/gc/gcbench: the collector busy), whose GC share of the samples
//! is set against the share of cycles its `gc` events count.

use crate::bench_gc::{self, Program};
use crate::versions::Versions;
use crate::{app, bench_target, image};
use anyhow::{bail, Context, Result};
use dexmetal_decoder::profile::Profile;
use dexmetal_decoder::{Event, Telemetry};
use dexmetal_launch::bootargs::{BootConfig, Ranged};
use std::fmt::Write as _;
use std::path::Path;

/// Overhead the default period must stay within, in percent.
pub const GOAL_PERCENT: f64 = 0.3;
/// The periods measured (events between samples); the middle one is the default.
const PERIODS: [u32; 3] = [100_000, 1_000_000, 10_000_000];
/// How far the profile's GC share may be from the GC's own, in percentage points.
const CROSS_CHECK_POINTS: f64 = 3.0;

#[derive(Debug, clap::Args)]
pub struct Options {
    /// Smaller programs: a smoke test of the harness (figures are not the goal's).
    #[arg(long)]
    pub quick: bool,
}

/// A program measured: name, DEX, arguments, boot configuration, output check.
type Measured<'a> = (
    &'static str,
    &'a Path,
    Vec<String>,
    BootConfig,
    &'a dyn Fn(&str) -> Result<()>,
);

/// One profiled (or not) run.
struct Run {
    instructions: u64,
    events: Vec<Event>,
}

fn run_once(
    images: &image::Images,
    tel: &Telemetry,
    dex: &Path,
    args: &[String],
    boot: &BootConfig,
    expect: &dyn Fn(&str) -> Result<()>,
) -> Result<Run> {
    let line = boot.to_command_line();
    let r = bench_target::icount_run(images, tel, dex, args, "bench-profiler", |o| {
        o.bootargs = line.clone();
    })?;
    expect(&String::from_utf8_lossy(&r.app_output(1)))?;
    let events = r.events();
    let end = events
        .iter()
        .find(|e| e.kind == "app_end")
        .context("no app_end event")?;
    Ok(Run {
        instructions: end.num("cycles").context("app_end without cycles")?,
        events,
    })
}

fn profiled(base: &BootConfig, period: u32) -> BootConfig {
    BootConfig {
        profile: true,
        profile_period: Ranged::new(period).expect("the periods are in range"),
        ..base.clone()
    }
}

/// Instructions the collector's `gc` events count (pauses and concurrent steps).
fn gc_cycles(events: &[Event]) -> u64 {
    events
        .iter()
        .filter(|e| e.kind == "gc")
        .filter_map(|e| e.num("gc_cycles"))
        .sum()
}

pub fn run(opts: &Options) -> Result<i32> {
    let versions = Versions::query(false);
    eprintln!("xtask bench profiler: building the qemu-virt image");
    let images = image::build(image::qemu_virt(), false)?;
    let tel = Telemetry::from_elf(&std::fs::read(&images.elf)?)
        .context("reading the image's defmt table")?;
    let root = image::workspace_root();
    let recursion = app::assemble(&root.join("tests/bench/profiler/recursion"))?;
    let gcbench = app::assemble(&root.join("tests/bench/gc/gcbench"))?;
    let (n, depth) = if opts.quick { (22, 9) } else { (27, 12) };
    let fib = |n: u32| -> u64 {
        let (mut a, mut b) = (0u64, 1u64);
        for _ in 0..n {
            (a, b) = (b, a + b);
        }
        a
    };
    let want_fib = format!("{}\n", fib(n));
    let expect_fib = move |out: &str| -> Result<()> {
        if out != want_fib {
            bail!("recursion {n} printed {out:?}, expected {want_fib:?}");
        }
        Ok(())
    };
    let gc_program = Program::GcBench { depth };
    let expect_gc = move |out: &str| bench_gc::check_output(gc_program, out);
    let programs: [Measured<'_>; 2] = [
        (
            "recursion",
            &recursion,
            vec![n.to_string()],
            BootConfig::default(),
            &expect_fib,
        ),
        (
            "gcbench",
            &gcbench,
            gc_program.args(),
            bench_gc::target_heap(),
            &expect_gc,
        ),
    ];

    let mut s = String::new();
    let _ = writeln!(
        s,
        "== profiler overhead (qemu-virt, -icount shift=0, samples from the physical timer){} ==",
        if opts.quick { " QUICK" } else { "" }
    );
    let _ = writeln!(s, "{}", versions.render().trim_end());
    let _ = writeln!(
        s,
        "{:<10} {:>12} {:>9} {:>15} {:>12} {:>10}",
        "program", "period", "samples", "instructions", "extra", "overhead"
    );
    let mut goal_met = true;
    let mut cross = Vec::new();
    for (name, dex, args, base, expect) in &programs {
        eprintln!("xtask bench profiler: {name} without the profiler");
        let off = run_once(&images, &tel, dex, args, base, expect)?;
        let _ = writeln!(
            s,
            "{name:<10} {:>12} {:>9} {:>15} {:>12} {:>10}",
            "off", "-", off.instructions, "-", "(peer)"
        );
        for period in PERIODS {
            eprintln!("xtask bench profiler: {name} sampled every {period}");
            let on = run_once(&images, &tel, dex, args, &profiled(base, period), expect)?;
            let p = Profile::from_events(&on.events, &[]);
            if !p.errors.is_empty() || p.batches_lost > 0 || p.samples_lost > 0 {
                bail!(
                    "{name} at {period}: {} bad batches, {} lost batches, {} lost samples",
                    p.errors.len(),
                    p.batches_lost,
                    p.samples_lost
                );
            }
            let extra = on.instructions as i64 - off.instructions as i64;
            let pct = 100.0 * extra as f64 / off.instructions as f64;
            if period == BootConfig::default().profile_period.get() && pct > GOAL_PERCENT {
                goal_met = false;
            }
            let per = if p.samples.is_empty() {
                String::new()
            } else {
                format!(" ({} per sample)", extra / p.samples.len() as i64)
            };
            let _ = writeln!(
                s,
                "{name:<10} {period:>12} {:>9} {:>15} {extra:>12} {pct:>9.3}%{per}",
                p.samples.len(),
                on.instructions
            );
            if *name == "gcbench" && period == PERIODS[0] {
                let gc_samples = p.samples.iter().filter(|x| x.component.is_gc()).count();
                let profile_share = 100.0 * gc_samples as f64 / p.samples.len().max(1) as f64;
                let stats_share = 100.0 * gc_cycles(&on.events) as f64 / on.instructions as f64;
                cross.push((period, p.samples.len(), profile_share, stats_share));
            }
        }
    }
    let default = BootConfig::default().profile_period.get();
    let _ = writeln!(
        s,
        "goal: <= {GOAL_PERCENT}% at the default period ({default}): {}",
        if goal_met { "met" } else { "NOT met" }
    );
    let _ = writeln!(
        s,
        "\nGC attribution cross-check (gcbench {depth}): GC components' share of the samples against the GC's own count (sum of `gc` events' gc_cycles / app_end cycles)"
    );
    let mut agree = true;
    for (period, samples, profile, stats) in cross {
        let ok = (profile - stats).abs() <= CROSS_CHECK_POINTS;
        agree &= ok;
        let _ = writeln!(
            s,
            "  every {period}: {samples} samples, profile {profile:.2}% vs GC statistics {stats:.2}%: {} (within {CROSS_CHECK_POINTS} points: {})",
            format_args!("{:+.2} points", profile - stats),
            if ok { "yes" } else { "NO" }
        );
    }
    print!("{s}");
    Ok(i32::from(!agree))
}
