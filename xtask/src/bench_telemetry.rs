//! `cargo xtask bench telemetry`: what one telemetry event costs the program that emits
//! it, in guest instructions on qemu-virt under `-icount` (issue 13's goal: at most 150
//! for a small event). The runtime's `telemetry-cost` self-test emits 100 and then 400
//! `tick` events (three u32 fields) with interrupts masked; the difference over 300 is
//! the per-event cost. The peer, in the same run, is the same image with
//! `dexmetal.telemetry=sync`: each frame written out to the UART before the event
//! returns, as the runtime did before the ring buffer.

use crate::versions::Versions;
use crate::{image, qemu};
use anyhow::{bail, Context, Result};
use dexmetal_decoder::Telemetry;
use dexmetal_launch::bootargs::{BootConfig, SelfTest, TelemetryMode};
use std::fmt::Write as _;
use std::time::Duration;

/// Guest instructions per small event the ring path has to stay within.
pub const GOAL: f64 = 150.0;

#[derive(Debug, clap::Args)]
pub struct Options {}

/// Per-event instructions of one mode: (ring or sync) over two runs, which must agree.
fn per_event(images: &image::Images, tel: &Telemetry, mode: TelemetryMode) -> Result<f64> {
    let boot = BootConfig {
        test: Some(SelfTest::TelemetryCost),
        telemetry: mode,
        ..BootConfig::default()
    };
    let mut seen = Vec::new();
    for _ in 0..2 {
        let opts = qemu::RunOptions {
            boot: qemu::Boot::Direct,
            bootargs: boot.to_command_line(),
            timeout: Duration::from_secs(120),
            icount: true,
            ..Default::default()
        };
        let r = qemu::run(image::qemu_virt(), images, tel, &opts)?;
        let (code, note) = r.status();
        if code != 0 {
            bail!("qemu-virt ({boot}): {note}");
        }
        let costs: Vec<(u64, u64)> = r
            .events()
            .iter()
            .filter(|e| e.kind == "cost" && e.get("what") == Some("tick-event"))
            .filter_map(|e| Some((e.num("count")?, e.num("cycles")?)))
            .collect();
        let [(n1, c1), (n2, c2)] = costs[..] else {
            bail!("expected two tick-event cost events, got {costs:?}");
        };
        if n2 <= n1 || c2 < c1 {
            bail!("implausible counts {costs:?}");
        }
        seen.push((c2 - c1) as f64 / (n2 - n1) as f64);
    }
    if seen[0] != seen[1] {
        bail!("-icount counts differ between identical runs: {seen:?}");
    }
    Ok(seen[0])
}

/// Measures and prints the report; status 0 when everything was measured (the goal is
/// reported, not enforced, like the other benchmarks' goals).
pub fn run(_opts: &Options) -> Result<i32> {
    let versions = Versions::query(false);
    eprintln!("xtask bench telemetry: building the qemu-virt image");
    let images = image::build(image::qemu_virt(), false)?;
    let tel = Telemetry::from_elf(&std::fs::read(&images.elf)?)
        .context("reading the image's defmt table")?;
    let ring = per_event(&images, &tel, TelemetryMode::Ring)?;
    let sync = per_event(&images, &tel, TelemetryMode::Sync)?;
    let mut s = String::new();
    let _ = writeln!(s, "== telemetry event cost (qemu-virt, -icount shift=0) ==");
    let _ = writeln!(s, "{}", versions.render().trim_end());
    let _ = writeln!(
        s,
        "small event (`tick`: 3 x u32 + 64-bit timestamp), guest instructions per event:"
    );
    let _ = writeln!(
        s,
        "  ring buffer, drained by the UART TX interrupt   {ring:8.1}"
    );
    let sync_line = BootConfig {
        telemetry: TelemetryMode::Sync,
        ..BootConfig::default()
    };
    let _ = writeln!(s, "  synchronous ({sync_line}, peer)     {sync:8.1}");
    let _ = writeln!(
        s,
        "  ratio ring/sync                                 {:8.2}",
        ring / sync
    );
    let _ = writeln!(
        s,
        "  goal <= {GOAL:.0} per event: {}",
        if ring <= GOAL { "met" } else { "NOT met" }
    );
    print!("{s}");
    Ok(0)
}
