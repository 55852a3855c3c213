//! The native library "board": the natives of `dexmetal.Board` (apps/sdk), which an app
//! binds with `System.loadLibrary("board")`, over the runtime's own measurement state:
//! the board's name, the 64-bit PMU cycle count (`pmu`), and the cpufreq operating point
//! and energy so far (`dvfs`), each with whether it is the `model`'s, as telemetry says.
//! What a board lacks reads -1 (and `false` for "modelled"), never a made-up figure.

use dexmetal_vm::native::{Env, NativeTable, Throw};

const CLASS: &str = "Ldexmetal/Board;";

/// The table `app::run` registers as "board".
pub static TABLE: NativeTable = &[
    (CLASS, "name", "()Ljava/lang/String;", name),
    (CLASS, "cycles", "()J", cycles),
    (CLASS, "oppKhz", "()I", opp_khz),
    (CLASS, "oppMicrovolts", "()I", opp_microvolts),
    (CLASS, "oppModelled", "()Z", opp_modelled),
    (CLASS, "energyMicrojoules", "()J", energy_microjoules),
    (CLASS, "energyModelled", "()Z", energy_modelled),
];

fn int(v: i32) -> Result<u64, Throw> {
    Ok(u64::from(v as u32))
}

fn long(v: i64) -> Result<u64, Throw> {
    Ok(v as u64)
}

fn boolean(v: bool) -> Result<u64, Throw> {
    Ok(u64::from(v))
}

/// Clamped rather than wrapped: a figure past `i32::MAX` (2.1 GHz, 2.1 kV) would be a
/// driver's error, and a wrapped one would look like the -1 of "none".
fn saturate(v: u32) -> i32 {
    i32::try_from(v).unwrap_or(i32::MAX)
}

fn name(env: &mut Env<'_>, _: &[u32]) -> Result<u64, Throw> {
    env.ret_str(crate::platform::board().map_or("unknown", |b| b.info().name))
}

fn cycles(_: &mut Env<'_>, _: &[u32]) -> Result<u64, Throw> {
    // A counter that stands still (QEMU's Cortex-A8 model) would read as a plausible
    // constant; the board says whether it counts.
    long(if crate::pmu::counts_cycles() {
        crate::pmu::cycles() as i64
    } else {
        -1
    })
}

fn opp_khz(_: &mut Env<'_>, _: &[u32]) -> Result<u64, Throw> {
    int(crate::dvfs::opp().map_or(-1, |o| saturate(o.khz)))
}

fn opp_microvolts(_: &mut Env<'_>, _: &[u32]) -> Result<u64, Throw> {
    int(crate::dvfs::opp()
        .and_then(|o| o.microvolts)
        .map_or(-1, saturate))
}

fn opp_modelled(_: &mut Env<'_>, _: &[u32]) -> Result<u64, Throw> {
    boolean(crate::dvfs::opp().is_some_and(|o| o.model))
}

fn energy_microjoules(_: &mut Env<'_>, _: &[u32]) -> Result<u64, Throw> {
    long(crate::dvfs::energy_so_far().map_or(-1, |e| e.microjoules.min(i64::MAX as u64) as i64))
}

fn energy_modelled(_: &mut Env<'_>, _: &[u32]) -> Result<u64, Throw> {
    boolean(crate::dvfs::energy_modelled().unwrap_or(false))
}
