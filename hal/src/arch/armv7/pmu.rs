//! The ARMv7 PMU (ARM ARM DDI 0406C §C12): PMCCNTR and the PMXEVCNTR slots selected by
//! PMSELR, extended to 64 bits with [`Wide`] from the PMOVSR overflow flags. Shared by
//! every ARMv7 board; the board says whether an overflow interrupt is wired (its device
//! tree `pmu` node). Register access goes through `aarch32-cpu`.

use crate::irq::IrqNumber;
use crate::pmu::{Pmu, PmuError, PmuEvent, SharedWide, Wide};
use aarch32_cpu::register::{
    Pmccntr, Pmcntenset, Pmcr, Pmintenset, Pmovsr, Pmselr, Pmxevcntr, Pmxevtyper,
};

/// Slots the driver keeps state for (Cortex-A8 and Krait have 4, the A15 has 6).
const MAX_SLOTS: usize = 6;
/// PMOVSR bit of the cycle counter.
const CYCLE_BIT: u32 = 1 << 31;

/// The cycle counter's upper half, read lock-free by [`cycles`] from anywhere.
static CYCLES: SharedWide = SharedWide::new();

/// Cycles since the boot handoff, 64 bits, without masking interrupts (the scheduler
/// reads it at every switch). Correct as long as the PMU's owner polls (`Pmu::poll`)
/// at least once per wrap period.
#[inline]
pub fn cycles() -> u64 {
    CYCLES.read(|| Pmccntr::read().0, || Pmovsr::read().0 & CYCLE_BIT != 0)
}

/// Folds a pending wrap of the cycle counter (from the tick or the overflow interrupt,
/// with interrupts masked); the event counters are left for [`Pmu::poll`].
pub fn fold_cycles() {
    CYCLES.fold(|| Armv7Pmu::take_overflow(CYCLE_BIT));
}

/// The core's PMU. Methods run with IRQs masked (the caller's job): the 64-bit
/// extension reads a counter and its flag as one step.
pub struct Armv7Pmu {
    slots: [Wide; MAX_SLOTS],
    events: [Option<PmuEvent>; MAX_SLOTS],
    /// Per-slot sampling period (0: not sampling).
    periods: [u32; MAX_SLOTS],
    n: usize,
    pmceid0: u32,
    irq: Option<IrqNumber>,
}

impl Armv7Pmu {
    /// Takes over the PMU: the cycle counter keeps counting from the boot (every cycle,
    /// no /64 divider); the event counters start from zero. `irq` is the overflow
    /// interrupt, if the board wires one; `events` says which common events the core
    /// counts, as PMCEID0 bits. The board supplies it: the Cortex-A8's PMUv1 has no
    /// PMCEID0, and QEMU's 32-bit cores trap it although TCG counts only some events.
    ///
    /// # Safety
    /// Only one `Armv7Pmu` may exist; nothing else writes the PMU registers.
    pub unsafe fn new(irq: Option<IrqNumber>, events: u32) -> Self {
        // SAFETY: PMU configuration has no memory-safety effect; the caller owns it.
        unsafe {
            // E (enable) | P (reset event counters); D=0 (every cycle). The cycle
            // counter keeps running from the boot (it times the U-Boot handoff).
            Pmcr::write(Pmcr((Pmcr::read().0 & !(1 << 3)) | 1 | (1 << 1)));
            Pmovsr::write(Pmovsr(!CYCLE_BIT));
            Pmcntenset::write(Pmcntenset(CYCLE_BIT));
        }
        let n = ((Pmcr::read().0 >> 11) & 0x1f) as usize;
        Self {
            slots: [Wide::new(); MAX_SLOTS],
            events: [None; MAX_SLOTS],
            periods: [0; MAX_SLOTS],
            n: n.min(MAX_SLOTS),
            pmceid0: events,
            irq,
        }
    }

    fn take_overflow(bit: u32) -> bool {
        let set = Pmovsr::read().0 & bit != 0;
        if set {
            // SAFETY: writing 1 clears only that flag.
            unsafe { Pmovsr::write(Pmovsr(bit)) };
        }
        set
    }

    fn select(slot: usize) {
        // SAFETY: selects the counter the PMXEV* registers address.
        unsafe { Pmselr::write(Pmselr(slot as u32)) };
        aarch32_cpu::asm::isb();
    }
}

impl Pmu for Armv7Pmu {
    fn cycles(&mut self) -> u64 {
        cycles()
    }

    fn slots(&self) -> usize {
        self.n
    }

    fn supports(&self, event: PmuEvent) -> bool {
        // The cycle counter too: a model may leave it standing (QEMU's Cortex-A8).
        event.supported_by(self.pmceid0)
    }

    fn configure(&mut self, slot: usize, event: PmuEvent) -> Result<(), PmuError> {
        if slot >= self.n {
            return Err(PmuError::NoSlot(slot));
        }
        if !self.supports(event) {
            return Err(PmuError::Unsupported(event));
        }
        Self::select(slot);
        // SAFETY: programs and zeroes the selected counter, then enables it.
        unsafe {
            Pmxevtyper::write(Pmxevtyper(event.number()));
            Pmxevcntr::write(Pmxevcntr(0));
            Pmovsr::write(Pmovsr(1 << slot));
            Pmcntenset::write(Pmcntenset(1 << slot));
        }
        self.slots[slot].reset();
        self.events[slot] = Some(event);
        self.periods[slot] = 0;
        Ok(())
    }

    fn read(&mut self, slot: usize) -> Option<u64> {
        self.events.get(slot).copied().flatten()?;
        if self.periods[slot] != 0 {
            return None; // a sampling counter restarts at -period; it has no total
        }
        Some(self.slots[slot].read(
            || {
                Self::select(slot);
                Pmxevcntr::read().0
            },
            || Self::take_overflow(1 << slot),
        ))
    }

    fn sample(&mut self, slot: usize, period: u32) -> Result<(), PmuError> {
        if self.events.get(slot).copied().flatten().is_none() {
            return Err(PmuError::NoSlot(slot));
        }
        self.periods[slot] = period.max(1);
        Self::select(slot);
        // SAFETY: the counter starts at -period so it overflows after `period` events.
        unsafe {
            Pmxevcntr::write(Pmxevcntr(0u32.wrapping_sub(period.max(1))));
            Pmintenset::write(Pmintenset(1 << slot));
        }
        Ok(())
    }

    fn take_sample(&mut self, slot: usize) -> Option<u32> {
        let period = *self.periods.get(slot)?;
        if period == 0 || !Self::take_overflow(1 << slot) {
            return None;
        }
        Self::select(slot);
        // Events since the wrap (the counter restarted from 0 at the overflow).
        let past = Pmxevcntr::read().0;
        let missed = past / period;
        // SAFETY: re-arms the period, less the events counted since it elapsed.
        unsafe { Pmxevcntr::write(Pmxevcntr(0u32.wrapping_sub(period - past % period))) };
        Some(missed)
    }

    fn stop_sampling(&mut self, slot: usize) {
        if slot < self.n {
            // SAFETY: masks the slot's overflow interrupt; the counter keeps counting.
            unsafe {
                aarch32_cpu::register::Pmintenclr::write(aarch32_cpu::register::Pmintenclr(
                    1 << slot,
                ))
            };
            Self::select(slot);
            // SAFETY: restarts the counter from 0 as a plain count.
            unsafe { Pmxevcntr::write(Pmxevcntr(0)) };
            let _ = Self::take_overflow(1 << slot);
            self.slots[slot].reset();
            self.periods[slot] = 0;
        }
    }

    fn overflow_irq(&self) -> Option<IrqNumber> {
        self.irq
    }

    fn poll(&mut self) {
        fold_cycles();
        for slot in 0..self.n {
            // A sampling slot belongs to its interrupt handler (take_sample).
            if self.events[slot].is_some() && self.periods[slot] == 0 {
                let _ = self.read(slot);
            }
        }
    }
}
