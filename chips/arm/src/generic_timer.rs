//! The ARM generic timer (ARM ARM DDI 0406C §B8) as the `Timer` HIL: the virtual timer
//! (CNTVCT the counter, CNTV_CVAL the compare that fires PPI 11) is the runtime's tick;
//! the physical timer (CNTP_CVAL, PPI 14) is free for the profiler's sampling. Through
//! `aarch32-cpu`'s `El1VirtualTimer`/`El1PhysicalTimer`. It serves Krait too (19.2 MHz).

use aarch32_cpu::generic_timer::{El1PhysicalTimer, El1VirtualTimer, GenericTimer};
use dexmetal_hal::irq::IrqNumber;
use dexmetal_hal::Timer;

/// One of the core's generic timers.
pub struct CoreTimer<T> {
    timer: T,
    irq: IrqNumber,
    /// The counter's frequency when the board knows it better than CNTFRQ (firmware
    /// that never programs CNTFRQ, as the APQ8074's may not).
    frequency_hz: Option<u64>,
    period: u64,
    next: u64,
}

/// The virtual timer: the tick.
pub type VirtualTimer = CoreTimer<El1VirtualTimer>;
/// The physical timer: the profiler's sampling timer.
pub type PhysicalTimer = CoreTimer<El1PhysicalTimer>;

// SAFETY: the timers are !Send only because they are per-core register views; this
// runtime is single-core and a timer moves once, into the interrupt path.
unsafe impl<T> Send for CoreTimer<T> {}

impl VirtualTimer {
    /// # Safety
    /// Only one owner of the virtual timer may exist.
    pub unsafe fn new(irq: IrqNumber) -> Self {
        // SAFETY: forwarded from the caller.
        Self::with_timer(unsafe { El1VirtualTimer::new() }, irq)
    }
}

impl PhysicalTimer {
    /// # Safety
    /// Only one owner of the physical timer may exist.
    pub unsafe fn new(irq: IrqNumber) -> Self {
        // SAFETY: forwarded from the caller.
        Self::with_timer(unsafe { El1PhysicalTimer::new() }, irq)
    }
}

impl<T: GenericTimer> CoreTimer<T> {
    fn with_timer(timer: T, irq: IrqNumber) -> Self {
        let mut t = Self {
            timer,
            irq,
            frequency_hz: None,
            period: 0,
            next: 0,
        };
        t.stop();
        t
    }

    /// The same timer with its counter frequency fixed at `hz` instead of read from
    /// CNTFRQ.
    pub fn with_frequency(self, hz: u64) -> Self {
        Self {
            frequency_hz: Some(hz),
            ..self
        }
    }
}

impl<T: GenericTimer> Timer for CoreTimer<T> {
    fn frequency_hz(&self) -> u64 {
        self.frequency_hz
            .unwrap_or_else(|| u64::from(self.timer.frequency_hz()))
    }

    fn now(&self) -> u64 {
        aarch32_cpu::asm::isb();
        self.timer.counter()
    }

    fn irq(&self) -> IrqNumber {
        self.irq
    }

    fn start_periodic(&mut self, period_ticks: u64) {
        self.period = period_ticks.max(1);
        self.next = self.now() + self.period;
        self.timer.counter_compare_set(self.next);
        self.timer.interrupt_mask(false);
        self.timer.enable(true);
    }

    fn stop(&mut self) {
        self.timer.enable(false);
        self.timer.interrupt_mask(true);
        self.period = 0;
    }

    fn defer_next_tick(&mut self, at: u64) {
        if self.period == 0 || at <= self.next {
            return;
        }
        // The compare is a one-shot match; handle_tick re-anchors the period on it.
        self.next = at;
        self.timer.counter_compare_set(self.next);
    }

    fn handle_tick(&mut self) -> bool {
        if self.period == 0 || !self.timer.interrupt_status() {
            return false;
        }
        // Keep a fixed phase; if we fell behind by whole periods, skip them rather
        // than firing a burst.
        let now = self.now();
        self.next += self.period;
        if self.next <= now {
            self.next = now + self.period - (now - self.next) % self.period;
        }
        self.timer.counter_compare_set(self.next);
        true
    }
}

/// Busy-wait delays on the virtual counter (embedded-hal's `DelayNs`), for drivers that
/// need microsecond waits before interrupts run (a PLL's settling time).
pub struct CounterDelay {
    frequency_hz: u64,
}

impl CounterDelay {
    /// `frequency_hz`: the counter's rate (the board's, where CNTFRQ cannot be trusted).
    pub const fn new(frequency_hz: u64) -> Self {
        Self { frequency_hz }
    }
}

impl embedded_hal::delay::DelayNs for CounterDelay {
    fn delay_ns(&mut self, ns: u32) {
        // Rounded up: never shorter than asked.
        let ticks = (u64::from(ns) * self.frequency_hz).div_ceil(1_000_000_000);
        aarch32_cpu::asm::isb();
        let start = counter();
        while counter().wrapping_sub(start) < ticks {
            core::hint::spin_loop();
        }
    }
}

/// The virtual counter, without the `isb` that `now` pays for exact ordering: it
/// stamps telemetry frames, where a read a few instructions early does not matter.
pub fn counter() -> u64 {
    aarch32_cpu::register::CntVct::read().0
}
