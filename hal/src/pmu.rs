//! The PMU HIL: a 64-bit cycle count that stays right across any number of wraps of
//! the 32-bit hardware counter, event counters with event selection, and overflow
//! sampling where the board wires the overflow interrupt. Event numbers are the ARMv7
//! common events (ARM ARM DDI 0406C §C12.8, table C12-5); which ones a core counts is
//! read from PMCEID0, and an uncounted event is reported as unsupported, never as 0.
//!
//! Every board must poll the counters ([`Pmu::poll`]) more often than the 32-bit counter
//! wraps: from the overflow interrupt where it is wired, else from the periodic tick
//! (a wrap takes seconds, a tick a millisecond; idle caps how long it defers the tick).

use crate::irq::IrqNumber;

/// An event the PMU can count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PmuEvent {
    /// CPU cycles (counted by the dedicated cycle counter, not a slot).
    Cycles,
    /// Instructions architecturally executed (0x08).
    Instructions,
    /// Level 1 data cache refills (0x03).
    L1dRefill,
    /// Level 1 instruction cache refills (0x01).
    L1iRefill,
    /// Mispredicted or not predicted branches (0x10).
    BranchMispredict,
    /// Level 1 data cache accesses (0x04).
    L1dAccess,
}

impl PmuEvent {
    /// Every event, in report order.
    pub const ALL: [PmuEvent; 6] = [
        PmuEvent::Cycles,
        PmuEvent::Instructions,
        PmuEvent::L1dRefill,
        PmuEvent::L1iRefill,
        PmuEvent::BranchMispredict,
        PmuEvent::L1dAccess,
    ];

    /// The ARMv7 common event number (0x11 is CPU_CYCLES).
    pub const fn number(self) -> u32 {
        match self {
            PmuEvent::Cycles => 0x11,
            PmuEvent::Instructions => 0x08,
            PmuEvent::L1dRefill => 0x03,
            PmuEvent::L1iRefill => 0x01,
            PmuEvent::BranchMispredict => 0x10,
            PmuEvent::L1dAccess => 0x04,
        }
    }

    /// Name as telemetry and reports show it.
    pub const fn name(self) -> &'static str {
        match self {
            PmuEvent::Cycles => "cycles",
            PmuEvent::Instructions => "instructions",
            PmuEvent::L1dRefill => "l1d_refill",
            PmuEvent::L1iRefill => "l1i_refill",
            PmuEvent::BranchMispredict => "branch_mispredict",
            PmuEvent::L1dAccess => "l1d_access",
        }
    }

    /// Whether a core whose PMCEID0 reads `pmceid0` counts this event.
    pub const fn supported_by(self, pmceid0: u32) -> bool {
        pmceid0 & (1 << self.number()) != 0
    }

    /// The PMCEID0-style mask of every event here: what the Cortex-A8 (TRM r3p2
    /// §3.2.51) and Krait (Linux perf_event_v7.c) count, for boards whose core has no
    /// PMCEID0 to ask.
    pub const fn all_mask() -> u32 {
        let mut m = 0;
        let mut i = 0;
        while i < Self::ALL.len() {
            m |= 1 << Self::ALL[i].number();
            i += 1;
        }
        m
    }
}

/// Why a counter cannot be set up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PmuError {
    /// The core does not count this event (PMCEID0), or counts nothing at all.
    Unsupported(PmuEvent),
    /// No such counter slot (PMCR.N says how many there are).
    NoSlot(usize),
}

/// How the 64-bit counts are kept up to date, as reports state it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Extension {
    /// The overflow interrupt counts the wraps.
    OverflowInterrupt,
    /// The periodic tick polls the overflow flags (no overflow interrupt wired).
    Tick,
}

/// A performance monitoring unit.
pub trait Pmu {
    /// Cycles since the PMU was started, 64 bits, correct across wraps.
    fn cycles(&mut self) -> u64;
    /// Event counter slots (not counting the cycle counter).
    fn slots(&self) -> usize;
    /// Whether the core counts `event`.
    fn supports(&self, event: PmuEvent) -> bool;
    /// Counts `event` in `slot` from zero.
    fn configure(&mut self, slot: usize, event: PmuEvent) -> Result<(), PmuError>;
    /// The 64-bit count of `slot`, or `None` when nothing supported is counted there.
    fn read(&mut self, slot: usize) -> Option<u64>;
    /// Raises the overflow interrupt every `period` events of `slot` (sampling). The
    /// caller owns the interrupt line (the device tree's, or the one the board knows
    /// is wired) and calls [`Pmu::take_sample`] from its handler; [`Pmu::poll`] leaves
    /// the slot alone from now on.
    fn sample(&mut self, slot: usize, period: u32) -> Result<(), PmuError>;
    /// In the sampling interrupt: whether `slot`'s period elapsed; if so the flag is
    /// cleared and the counter re-armed by subtracting the period from where it stands
    /// now, so the time the interrupt took to arrive does not stretch the next period.
    /// `Some(k)`: the period elapsed and `k` more whole periods went by unsampled.
    fn take_sample(&mut self, slot: usize) -> Option<u32>;
    /// Stops sampling on `slot` (its interrupt is disabled; it counts on, from 0).
    fn stop_sampling(&mut self, slot: usize);
    /// The overflow interrupt line, if the board wires one (its device tree `pmu` node).
    fn overflow_irq(&self) -> Option<IrqNumber>;
    /// Folds pending wraps into the 64-bit counts; call from the overflow interrupt or
    /// the tick. Sampling slots are left to [`Pmu::take_sample`].
    fn poll(&mut self);
    /// How wraps are caught on this board.
    fn extension(&self) -> Extension {
        if self.overflow_irq().is_some() {
            Extension::OverflowInterrupt
        } else {
            Extension::Tick
        }
    }
}

/// The upper 32 bits of one 32-bit hardware counter. Portable: the driver supplies the
/// reads; the order of reads is what makes the result monotonic.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Wide {
    high: u32,
}

impl Wide {
    pub const fn new() -> Self {
        Self { high: 0 }
    }

    /// The 64-bit value. `read_low` reads the counter; `take_overflow` reads and clears
    /// its overflow flag. The counter is read before the flag: if the flag is clear the
    /// wrap had not happened when the counter was read; if it is set, the wrap is
    /// counted and the counter read again, now past the wrap. Called with interrupts
    /// masked (the caller's job), at least once per wrap period.
    pub fn read(
        &mut self,
        read_low: impl Fn() -> u32,
        take_overflow: impl FnOnce() -> bool,
    ) -> u64 {
        let low = read_low();
        if take_overflow() {
            self.high = self.high.wrapping_add(1);
            return (u64::from(self.high) << 32) | u64::from(read_low());
        }
        (u64::from(self.high) << 32) | u64::from(low)
    }

    /// Starts again from zero (the counter was reset).
    pub fn reset(&mut self) {
        self.high = 0;
    }
}

/// The upper 32 bits of the cycle counter, shared by every reader without a lock: a
/// reader never writes, it only takes a pending wrap into account (the overflow flag
/// set but not yet folded), and retries if the poller ran meanwhile. The poller (the
/// overflow interrupt or the tick, which a reader on this single core can only see as
/// a whole) folds the wrap: clears the flag and counts it. The scheduler reads the
/// cycle count at every thread switch, so this path must not mask interrupts.
#[derive(Debug, Default)]
pub struct SharedWide {
    high: core::sync::atomic::AtomicU32,
}

impl SharedWide {
    pub const fn new() -> Self {
        Self {
            high: core::sync::atomic::AtomicU32::new(0),
        }
    }

    /// The 64-bit value: `read_low` reads the counter, `overflowed` looks at its
    /// overflow flag without clearing it.
    #[inline]
    pub fn read(&self, read_low: impl Fn() -> u32, overflowed: impl Fn() -> bool) -> u64 {
        use core::sync::atomic::Ordering::Acquire;
        loop {
            let h = self.high.load(Acquire);
            let mut low = read_low();
            let mut high = h;
            if overflowed() {
                // The wrap came before the flag was read: read past it.
                low = read_low();
                high = h.wrapping_add(1);
            }
            if self.high.load(Acquire) == h {
                return (u64::from(high) << 32) | u64::from(low);
            }
        }
    }

    /// Folds a pending wrap (`take_overflow` reads and clears the flag); called with
    /// interrupts masked, at least once per wrap period.
    pub fn fold(&self, take_overflow: impl FnOnce() -> bool) {
        if take_overflow() {
            self.high
                .fetch_add(1, core::sync::atomic::Ordering::Release);
        }
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use core::cell::Cell;

    /// A simulated 32-bit counter with an overflow flag, advanced by `step` on each
    /// read (as time passes between reads).
    struct Sim {
        total: Cell<u64>,
        flag: Cell<bool>,
        step: u64,
    }

    impl Sim {
        fn low(&self) -> u32 {
            let before = self.total.get();
            let after = before + self.step;
            self.total.set(after);
            if (before >> 32) != (after >> 32) {
                self.flag.set(true);
            }
            after as u32
        }
        fn take(&self) -> bool {
            self.flag.replace(false)
        }
    }

    #[test]
    fn stays_exact_and_monotonic_across_many_wraps() {
        // Steps that do not divide 2^32, so reads land on every side of a wrap; the
        // largest still keeps the two reads of one call within a wrap period.
        for step in [1u64 << 20, (1 << 31) - 12_345, 1_500_000_019, 7] {
            let sim = Sim {
                total: Cell::new(0xffff_0000),
                flag: Cell::new(false),
                step,
            };
            let mut w = Wide::new();
            let mut last = 0;
            let reads = if step < 1 << 24 { 40_000 } else { 200 };
            for _ in 0..reads {
                let v = w.read(|| sim.low(), || sim.take());
                assert!(v >= last, "step {step}: {v} after {last}");
                // Exactly the simulated total: a wrap is never lost or counted twice.
                assert_eq!(v, sim.total.get(), "step {step}");
                last = v;
            }
        }
    }

    #[test]
    fn the_shared_extension_reads_without_writing_and_folds_in_the_poller() {
        for step in [1u64 << 20, (1 << 31) - 12_345, 1_500_000_019, 7] {
            let sim = Sim {
                total: Cell::new(0xffff_0000),
                flag: Cell::new(false),
                step,
            };
            let w = SharedWide::new();
            let mut last = 0;
            for i in 0..20_000u32 {
                let v = w.read(|| sim.low(), || sim.flag.get());
                assert!(v >= last, "step {step}: {v} after {last}");
                assert_eq!(v, sim.total.get(), "step {step}");
                last = v;
                // The tick polls every few reads, but within a wrap period (the
                // contract): every read for the steps near 2^31.
                let every = if step > 1 << 28 { 1 } else { 3 };
                if i % every == 0 {
                    w.fold(|| sim.take());
                }
            }
        }
    }

    #[test]
    fn a_wrap_between_the_two_reads_is_counted_once() {
        // The counter reads 0xffff_fff0, then wraps before the flag is read.
        let lows = [0xffff_fff0u32, 0x10];
        let i = Cell::new(0);
        let mut w = Wide::new();
        let v = w.read(
            || {
                let v = lows[i.get()];
                i.set(1);
                v
            },
            || true,
        );
        assert_eq!(v, (1 << 32) | 0x10);
        assert_eq!(w.read(|| 0x20, || false), (1 << 32) | 0x20);
    }

    #[test]
    fn events_map_to_armv7_numbers_and_pmceid0() {
        assert_eq!(PmuEvent::Instructions.number(), 0x08);
        // A Cortex-A8-like PMCEID0 that counts 0x01, 0x03, 0x04, 0x08, 0x10 and 0x11.
        let id = (1 << 1) | (1 << 3) | (1 << 4) | (1 << 8) | (1 << 0x10) | (1 << 0x11);
        assert!(PmuEvent::ALL.iter().all(|e| e.supported_by(id)));
        assert_eq!(
            PmuEvent::all_mask(),
            (1 << 0x11) | (1 << 0x08) | (1 << 0x03) | (1 << 0x01) | (1 << 0x10) | (1 << 0x04)
        );
        // QEMU's TCG counts instructions and cycles only.
        let tcg = (1 << 8) | (1 << 0x11);
        assert!(!PmuEvent::L1dRefill.supported_by(tcg));
        assert!(PmuEvent::Instructions.supported_by(tcg));
    }
}
