//! The core's PMU for the rest of the runtime: 64-bit cycle counts correct across the
//! 32-bit counter's wraps (hal::pmu), polled from the timer tick when the board wires
//! no overflow interrupt (qemu-virt), and the event counters the app run reports. The
//! event counters' driver state lives behind a critical section (the tick and main-line
//! code share it); the cycle count is read without one.

use alloc::string::String;
use core::fmt::Write as _;
use dexmetal_hal::arch::armv7::pmu::Armv7Pmu;
use dexmetal_hal::pmu::{Extension, Pmu, PmuEvent};

static mut PMU: Option<Armv7Pmu> = None;

fn with<R>(f: impl FnOnce(&mut Armv7Pmu) -> R) -> Option<R> {
    critical_section::with(|_| {
        // SAFETY: inside the critical section (IRQs masked, the cross-core lock held once
        // other cores run), so this is the sole reference. (This is the boot core's PMU.)
        unsafe { (*core::ptr::addr_of_mut!(PMU)).as_mut().map(f) }
    })
}

/// Takes over the PMU; `irq` is the overflow interrupt from the device tree, `events`
/// the board's PMCEID0-style mask of the events its core counts.
pub fn init(irq: Option<u32>, events: u32) {
    critical_section::with(|_| {
        // SAFETY: called once at boot; IRQs are masked.
        unsafe { *core::ptr::addr_of_mut!(PMU) = Some(Armv7Pmu::new(irq, events)) };
    });
}

/// Cycles since the boot handoff, 64 bits (guest instructions under `-icount`). No
/// critical section: the scheduler reads it at every switch, and the count's upper
/// half is read lock-free (hal::pmu::SharedWide) whether or not `init` has run.
#[inline]
pub fn cycles() -> u64 {
    dexmetal_hal::arch::armv7::pmu::cycles()
}

/// Folds pending wraps in: from the tick (or the overflow interrupt).
pub fn poll() {
    // The cycle counter wraps in seconds and is folded on every tick; the event
    // counters count at most one event per cycle, so every 256th tick is often enough
    // for them (the tick is 1 kHz or more while anything runs).
    let n = POLLS.fetch_add(1, core::sync::atomic::Ordering::Relaxed);
    if n.is_multiple_of(256) {
        with(|p| p.poll());
    } else {
        dexmetal_hal::arch::armv7::pmu::fold_cycles();
    }
}

static POLLS: core::sync::atomic::AtomicU32 = core::sync::atomic::AtomicU32::new(0);

/// The slot the profiler samples on (usize::MAX: none): the last one, so the report's
/// counted events keep theirs where the core has six (the A15); on a four-slot core
/// (Cortex-A8, Krait) the report shows its event as `profiler`.
static PROFILER_SLOT: core::sync::atomic::AtomicUsize =
    core::sync::atomic::AtomicUsize::new(usize::MAX);

/// Counts `event` on the profiler's slot and raises the overflow interrupt every
/// `period` events; returns the slot, or why the core cannot.
pub fn arm_sampling(event: PmuEvent, period: u32) -> Result<usize, &'static str> {
    with(|p| {
        if !p.supports(event) {
            return Err("the core does not count that event");
        }
        let slot = p
            .slots()
            .checked_sub(1)
            .ok_or("the core has no event counters")?;
        p.configure(slot, event)
            .map_err(|_| "the event counter cannot be set up")?;
        p.sample(slot, period)
            .map_err(|_| "the event counter cannot sample")?;
        PROFILER_SLOT.store(slot, core::sync::atomic::Ordering::Relaxed);
        Ok(slot)
    })
    .unwrap_or(Err("the PMU is not initialised"))
}

/// Whether [`arm_sampling`] could sample `event` (or why not), without arming.
pub fn can_sample(event: PmuEvent) -> Result<(), &'static str> {
    with(|p| {
        if !p.supports(event) {
            Err("the core does not count that event")
        } else if p.slots() == 0 {
            Err("the core has no event counters")
        } else {
            Ok(())
        }
    })
    .unwrap_or(Err("the PMU is not initialised"))
}

fn profiler_slot() -> Option<usize> {
    let s = PROFILER_SLOT.load(core::sync::atomic::Ordering::Relaxed);
    (s != usize::MAX).then_some(s)
}

/// In the sampling interrupt: whether the slot's period elapsed (Pmu::take_sample).
pub fn take_sample(slot: usize) -> Option<u32> {
    with(|p| p.take_sample(slot)).flatten()
}

/// Stops the slot's sampling interrupt.
pub fn stop_sampling(slot: usize) {
    with(|p| p.stop_sampling(slot));
}

/// How wraps are caught, as the report says it.
pub fn extension() -> &'static str {
    match with(|p| p.extension()) {
        Some(Extension::OverflowInterrupt) => "overflow-irq",
        Some(Extension::Tick) => "tick",
        None => "none",
    }
}

/// The events the app run counts, one per slot.
const COUNTED: [PmuEvent; 4] = [
    PmuEvent::Instructions,
    PmuEvent::L1dRefill,
    PmuEvent::L1iRefill,
    PmuEvent::BranchMispredict,
];

/// Starts the event counters from zero; returns how many slots the core has.
pub fn start_events() -> usize {
    with(|p| {
        for (slot, &e) in COUNTED.iter().enumerate() {
            let _ = p.configure(slot, e);
        }
        p.slots()
    })
    .unwrap_or(0)
}

/// Whether the core's cycle counter counts (the board says; QEMU's A8 model does not).
pub fn counts_cycles() -> bool {
    with(|p| p.supports(PmuEvent::Cycles)).unwrap_or(false)
}

/// `name=count` for every counted event; `name=unsupported` for one the core does not
/// count (QEMU's TCG counts no cache refills or mispredictions), never a made-up 0.
/// `cycles=unsupported` leads when even the cycle counter stands still.
pub fn event_counts() -> String {
    let mut s = String::new();
    if !counts_cycles() {
        s.push_str("cycles=unsupported");
    }
    with(|p| {
        for (slot, &e) in COUNTED.iter().enumerate() {
            if !s.is_empty() {
                s.push(' ');
            }
            match (p.supports(e), slot < p.slots()) {
                (false, _) => {
                    let _ = write!(s, "{}=unsupported", e.name());
                }
                (true, false) => {
                    let _ = write!(s, "{}=no-slot", e.name());
                }
                (true, true) if profiler_slot() == Some(slot) => {
                    let _ = write!(s, "{}=profiler", e.name());
                }
                (true, true) => match p.read(slot) {
                    Some(n) => {
                        let _ = write!(s, "{}={n}", e.name());
                    }
                    None => {
                        let _ = write!(s, "{}=unsupported", e.name());
                    }
                },
            }
        }
    });
    s
}
