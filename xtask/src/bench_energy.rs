//! `cargo xtask bench energy`: the GC benchmark programs (GCBench, xbench-vm,
//! alloc-threads, at `cargo xtask bench gc`'s qemu-virt sizes and heap) under the
//! `ondemand` governor and under `gc-aware`, which holds the memory-bound OPP from each
//! collection's mark start to its sweep end (seed 004). qemu-virt has no power rail and
//! no DVFS: every figure comes from the runtime's models (cpufreq over the OMAP3530 OPP
//! table; P = C·V²·f·activity + static) and is labelled `model`. The peer of gc-aware
//! is ondemand in the same run.

use crate::bench_gc::{self, Program, TARGET_FULL, TARGET_QUICK};
use crate::versions::Versions;
use crate::{app, bench_target, image};
use anyhow::{Context, Result};
use dexmetal_decoder::{Event, Telemetry};
use dexmetal_launch::bootargs::{BootConfig, Governor};
use std::fmt::Write as _;
use std::time::Duration;

#[derive(Debug, Clone, Copy, clap::Args)]
pub struct Options {
    /// The smaller program sizes of `bench gc --quick`.
    #[arg(long)]
    pub quick: bool,
}

const GOVERNORS: [Governor; 2] = [Governor::Ondemand, Governor::GcAware];

/// One run's energy figures (microjoules, microseconds).
#[derive(Debug, Clone, Default)]
struct Figures {
    total_uj: u64,
    mean_uw: u64,
    gc_uj: u64,
    interp_uj: u64,
    modelled_us: u64,
    collections: usize,
    switches: u64,
    model: bool,
}

fn figures(ev: &[Event]) -> Result<Figures> {
    let e = ev
        .iter()
        .find(|e| e.kind == "energy")
        .context("no energy event")?;
    let n = |k: &str| e.num(k).with_context(|| format!("energy without {k}"));
    Ok(Figures {
        total_uj: n("microjoules")?,
        mean_uw: n("microwatts")?,
        gc_uj: n("gc_uj")?,
        interp_uj: n("interp_uj")?,
        modelled_us: n("modelled_us")?,
        collections: ev.iter().filter(|e| e.kind == "gc_energy").count(),
        switches: n("transitions")?,
        model: e.flag("model") == Some(true),
    })
}

pub fn run(opts: &Options) -> Result<i32> {
    let versions = Versions::query(false);
    eprintln!("xtask bench energy: building the qemu-virt image");
    let images = image::build(image::qemu_virt(), false)?;
    let tel = Telemetry::from_elf(&std::fs::read(&images.elf)?)?;
    let sizes = if opts.quick {
        TARGET_QUICK
    } else {
        TARGET_FULL
    };
    let mut s = String::new();
    let _ = writeln!(
        s,
        "== energy of the GC benchmark, ondemand vs gc-aware (qemu-virt, -icount; MODEL figures) =="
    );
    let _ = writeln!(s, "{}", versions.render().trim_end());
    let _ = writeln!(
        s,
        "cpufreq model over the OMAP3530 OPPs (600 MHz/1.35 V .. 125 MHz/0.975 V); power model P = C V^2 f activity + static; collector cms; {}",
        bench_gc::target_heap()
    );
    let _ = writeln!(
        s,
        "\n| program       | governor | energy J (model) | mean W | GC J (model) | GC J/collection | interp J | modelled s | OPP switches |"
    );
    let _ = writeln!(
        s,
        "|---------------|----------|------------------|--------|--------------|-----------------|----------|------------|--------------|"
    );
    let mut ratios = Vec::new();
    for p in sizes.0 {
        let dex = app::assemble(&image::workspace_root().join("tests/bench/gc").join(p.dir()))?;
        let mut per = Vec::new();
        for g in GOVERNORS {
            eprintln!("xtask bench energy: qemu-virt {} under {g}", p.dir());
            let f = run_one(&images, &tel, &dex, p, g)?;
            anyhow::ensure!(f.model, "{} under {g}: energy not labelled model", p.dir());
            let _ = writeln!(
                s,
                "| {:13} | {:8} | {:16.4} | {:6.3} | {:12.4} | {:15.5} | {:8.4} | {:10.3} | {:12} |",
                p.dir(),
                g,
                f.total_uj as f64 / 1e6,
                f.mean_uw as f64 / 1e6,
                f.gc_uj as f64 / 1e6,
                f.gc_uj as f64 / 1e6 / f.collections.max(1) as f64,
                f.interp_uj as f64 / 1e6,
                f.modelled_us as f64 / 1e6,
                f.switches
            );
            per.push(f);
        }
        ratios.push((p.dir(), per[1].clone(), per[0].clone()));
    }
    let _ = writeln!(s, "\ngc-aware / ondemand (model):");
    for (name, ga, od) in &ratios {
        let r = |a: u64, b: u64| a as f64 / b.max(1) as f64;
        let _ = writeln!(
            s,
            "  {name:13} total energy {:.4}, GC energy {:.4}, modelled run time {:.4}",
            r(ga.total_uj, od.total_uj),
            r(ga.gc_uj, od.gc_uj),
            r(ga.modelled_us, od.modelled_us)
        );
    }
    print!("{s}");
    Ok(0)
}

fn run_one(
    images: &image::Images,
    tel: &Telemetry,
    dex: &std::path::Path,
    p: Program,
    governor: Governor,
) -> Result<Figures> {
    let boot = BootConfig {
        governor,
        ..bench_gc::target_heap()
    };
    let r = bench_target::icount_run(images, tel, dex, &p.args(), "bench-energy", |o| {
        o.bootargs = boot.to_command_line();
        o.timeout = Duration::from_secs(900);
    })?;
    bench_gc::check_output(p, &String::from_utf8_lossy(&r.app_output(1)))?;
    figures(&r.events())
}
