//! The vertical profiler's sampler (docs/PROFILER.md; VARI, seed 001 §3): every N
//! events an interrupt reads what runs through the VM's memory tunnel
//! (`dexmetal_vm::tunnel`: thread, Java frames, component) and appends one record to a
//! fixed batch buffer (`telemetry::profile`'s codec); a full buffer goes out as one
//! `prof_batch` event (the batching is `dexmetal_vm::sampling`'s, shared with the host
//! CLI's sampler). The interrupt is the PMU's overflow where the board wires it,
//! or a timer the board lends (`Board::sampling`), every period's worth of cycles.

use alloc::boxed::Box;
use core::sync::atomic::{AtomicU32, Ordering};
use dexmetal_hal::pmu::PmuEvent;
use dexmetal_hal::Timer;
use dexmetal_launch::bootargs::{ProfileEvent, ProfileSource};
use dexmetal_telemetry as telemetry;
use dexmetal_vm::sampling::{Batch, Batcher};
use dexmetal_vm::tunnel;
use dexmetal_vm::vm::Vm;

use crate::BootContext;

/// A timer the board lends the profiler: its driver, its name in the report, and the
/// rate of the PMU's cycle counter, which converts a period in cycles to timer ticks.
pub struct ProfileTimer {
    pub timer: Box<dyn Timer + Send>,
    pub name: &'static str,
    pub cycles_hz: u64,
}

/// How a board can sample (`Board::sampling`).
pub struct Sampling {
    /// The PMU overflow interrupt, or why it cannot sample.
    pub pmu_irq: Result<u32, &'static str>,
    /// A timer for timer sampling, if the board has one to spare.
    pub timer: Option<ProfileTimer>,
}

/// Most frames a sample carries (`dexmetal.profile.frames` is at most this).
const MAX_FRAMES: usize = 64;
/// Bytes of samples in one `prof_batch`: a few dozen samples, one telemetry frame that
/// fits the ring many times over.
const BATCH_BYTES: usize = 512;

enum Source {
    Pmu { slot: usize },
    Timer(Box<dyn Timer + Send>),
}

struct Sampler {
    source: Source,
    clock: fn() -> u64,
    batcher: Batcher<BATCH_BYTES, MAX_FRAMES>,
    line: u32,
    dexes: usize,
}

/// Touched by main-line code only with IRQs masked, so the handler's `try_lock` wins.
static SAMPLER: spin::Mutex<Option<Sampler>> = spin::Mutex::new(None);
/// The run asked for a profile and the board had no way to sample: `stop` still ends it.
static NONE: core::sync::atomic::AtomicBool = core::sync::atomic::AtomicBool::new(false);
/// The sampling interrupt's line (u32::MAX: none), for the IRQ path's attribution.
static LINE: AtomicU32 = AtomicU32::new(u32::MAX);

/// Whether `line` is the sampler's.
pub fn is_sampler_line(line: u32) -> bool {
    LINE.load(Ordering::Relaxed) == line
}

fn pmu_event(e: ProfileEvent) -> PmuEvent {
    match e {
        ProfileEvent::Cycles => PmuEvent::Cycles,
        ProfileEvent::Instructions => PmuEvent::Instructions,
        ProfileEvent::L1dRefill => PmuEvent::L1dRefill,
        ProfileEvent::L1iRefill => PmuEvent::L1iRefill,
        ProfileEvent::BranchMispredict => PmuEvent::BranchMispredict,
        ProfileEvent::L1dAccess => PmuEvent::L1dAccess,
    }
}

/// Starts sampling `vm` if the boot configuration asks for it (`dexmetal.profile`):
/// sends `prof_config` (source, or `none` and why) and the DEX table, and arms the
/// interrupt. Call with IRQs masked, once `vm` has its DEX files and will not move.
pub fn start(ctx: &BootContext, vm: &Vm) {
    let cfg = &ctx.config;
    if !cfg.profile {
        return;
    }
    let period = cfg.profile_period.get();
    let frames = (cfg.profile_frames.get() as usize).min(MAX_FRAMES);
    let event = pmu_event(cfg.profile_event);
    let sampling = ctx.board.sampling(ctx.info.pmu_irq);
    let pmu_reason = sampling
        .pmu_irq
        .and_then(|line| crate::pmu::can_sample(event).map(|()| line));
    let timer_reason = match (&sampling.timer, event) {
        (None, _) => Err("the board has no timer to spare for sampling"),
        (Some(_), PmuEvent::Cycles) => Ok(()),
        (Some(_), _) => Err("timer sampling counts cycles only"),
    };
    let use_pmu = match cfg.profile_source {
        ProfileSource::Pmu => true,
        ProfileSource::Timer => false,
        ProfileSource::Auto => pmu_reason.is_ok() || timer_reason.is_err(),
    };
    let clock = ctx.board.info().clock;
    let (source, line, name) = if use_pmu {
        match pmu_reason.and_then(|line| crate::pmu::arm_sampling(event, period).map(|s| (line, s)))
        {
            Ok((line, slot)) => (Source::Pmu { slot }, line, "pmu-irq"),
            Err(why) => {
                let why = match (cfg.profile_source, timer_reason) {
                    (ProfileSource::Auto, Err(timer)) => alloc::format!("{why}; {timer}"),
                    _ => alloc::string::String::from(why),
                };
                return none(event, period, frames, &why);
            }
        }
    } else {
        match (timer_reason, sampling.timer) {
            (Ok(()), Some(mut t)) => {
                let hz = t.timer.frequency_hz();
                let ticks = (u128::from(period) * u128::from(hz) / u128::from(t.cycles_hz.max(1)))
                    .max(1) as u64;
                let line = t.timer.irq();
                t.timer.start_periodic(ticks);
                (Source::Timer(t.timer), line, t.name)
            }
            (Err(why), _) => return none(event, period, frames, why),
            (Ok(()), None) => return none(event, period, frames, "no timer"),
        }
    };
    telemetry::prof_config(name, event.name(), period, frames as u32, "");
    let dexes = send_dexes(vm, 0);
    // SAFETY: `vm` lives in app::run's frame, unmoved, until `stop` detaches it; only
    // the sampling interrupt reads the tunnel.
    unsafe { tunnel::attach(vm, crate::heap::range()) };
    *SAMPLER.lock() = Some(Sampler {
        source,
        clock,
        batcher: Batcher::new(frames),
        line,
        dexes,
    });
    LINE.store(line, Ordering::Relaxed);
    if let Err(e) = crate::irq::attach(line, on_interrupt) {
        telemetry::log(&alloc::format!(
            "profiler: interrupt {line} not attached: {e:?}"
        ));
    }
}

fn none(event: PmuEvent, period: u32, frames: usize, why: &str) {
    NONE.store(true, Ordering::Relaxed);
    telemetry::prof_config("none", event.name(), period, frames as u32, why);
}

/// Sends `prof_dex` for the VM's DEX files from `from` on; returns how many it has.
fn send_dexes(vm: &Vm, from: usize) -> usize {
    for (i, d) in vm.dexes.iter().enumerate().skip(from) {
        let name = if i as u32 == dexmetal_vm::vm::CORE_DEX_INDEX {
            alloc::string::String::from("core-library")
        } else {
            alloc::format!("payload-{}", i - 1)
        };
        telemetry::prof_dex(
            i as u32,
            d.file.checksum(),
            d.file.bytes().len() as u32,
            &name,
        );
    }
    vm.dexes.len()
}

/// Stops sampling: the last batch and `prof_end` go out. Call with IRQs masked.
pub fn stop(vm: &Vm) {
    let Some(mut s) = SAMPLER.lock().take() else {
        if NONE.swap(false, Ordering::Relaxed) {
            telemetry::prof_end(0, 0, 0, 0);
        }
        return;
    };
    LINE.store(u32::MAX, Ordering::Relaxed);
    crate::irq::detach(s.line);
    match &mut s.source {
        Source::Pmu { slot } => crate::pmu::stop_sampling(*slot),
        Source::Timer(t) => t.stop(),
    }
    tunnel::detach();
    s.batcher.flush(&mut send_batch);
    send_dexes(vm, s.dexes);
    let t = s.batcher.totals();
    telemetry::prof_end(t.samples, t.batches, t.unknown, t.overruns);
}

fn on_interrupt() {
    // Main-line code holds the lock only with IRQs masked.
    let Some(mut guard) = SAMPLER.try_lock() else {
        return;
    };
    let Some(s) = guard.as_mut() else { return };
    let missed = match &mut s.source {
        Source::Pmu { slot } => match crate::pmu::take_sample(*slot) {
            Some(missed) => missed,
            None => return,
        },
        Source::Timer(t) => {
            if !t.handle_tick() {
                return;
            }
            0
        }
    };
    s.batcher.overrun(missed);
    let now = (s.clock)();
    // SAFETY: this is the sampling interrupt on the core that runs the VM.
    unsafe { s.batcher.sample(now, &mut send_batch) };
}

fn send_batch(b: Batch<'_>) {
    telemetry::prof_batch(b.seq, b.t0, b.samples, b.bytes);
}
