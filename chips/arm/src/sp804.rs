//! The ARM SP804 dual timer (ARM DDI 0271D §3.1-3.3) as the `Timer` HIL, for boards
//! without a generic timer (RealView PB-A8, like the OMAP3530). Timer 1 gives the tick
//! (periodic mode, its background load carrying the period across a deferred tick);
//! timer 2 runs free as the counter, extended to 64 bits in software because it is 32
//! bits wide: its raw interrupt status is the wrap flag, folded in by the tick.

use crate::mmio::MmioDerefWrapper;
use dexmetal_hal::irq::IrqNumber;
use dexmetal_hal::pmu::SharedWide;
use dexmetal_hal::Timer;
use tock_registers::interfaces::{Readable, Writeable};
use tock_registers::registers::{ReadOnly, ReadWrite, WriteOnly};
use tock_registers::{register_bitfields, register_structs};

register_bitfields! [u32,
    /// TimerXControl (DDI 0271D §3.3.3).
    pub CONTROL [
        ENABLE OFFSET(7) NUMBITS(1) [],
        PERIODIC OFFSET(6) NUMBITS(1) [],
        INT_ENABLE OFFSET(5) NUMBITS(1) [],
        PRESCALE OFFSET(2) NUMBITS(2) [Div1 = 0, Div16 = 1, Div256 = 2],
        SIZE_32 OFFSET(1) NUMBITS(1) [],
        ONE_SHOT OFFSET(0) NUMBITS(1) []
    ]
];

register_structs! {
    /// One of the two timers (DDI 0271D Table 3-1).
    pub Sp804Timer {
        (0x00 => load: ReadWrite<u32>),
        (0x04 => value: ReadOnly<u32>),
        (0x08 => control: ReadWrite<u32, CONTROL::Register>),
        (0x0c => int_clr: WriteOnly<u32>),
        (0x10 => ris: ReadOnly<u32>),
        (0x14 => mis: ReadOnly<u32>),
        (0x18 => bg_load: ReadWrite<u32>),
        (0x1c => _reserved),
        (0x20 => @END),
    }
}

register_structs! {
    pub Sp804Registers {
        (0x00 => timer1: Sp804Timer),
        (0x20 => timer2: Sp804Timer),
        (0x40 => @END),
    }
}

/// The free-running counter as a 64-bit up-count. Timer 2 counts down and raises its
/// raw interrupt as it reaches zero, so `-value` (not `!value`) is the up-count that
/// wraps exactly when the flag rises, which is what [`SharedWide`] assumes.
pub fn counter(regs: &Sp804Registers, wide: &SharedWide) -> u64 {
    wide.read(
        || regs.timer2.value.get().wrapping_neg(),
        || regs.timer2.ris.get() & 1 != 0,
    )
}

pub struct Sp804 {
    regs: MmioDerefWrapper<Sp804Registers>,
    irq: IrqNumber,
    frequency_hz: u64,
    wide: &'static SharedWide,
    period: u32,
}

impl Sp804 {
    /// Starts timer 2 free-running; the tick stays off until `start_periodic`.
    ///
    /// # Safety
    /// `base` must be an SP804 owned by this driver alone (the board's clock function
    /// only reads timer 2's value and raw status).
    pub unsafe fn new(
        base: usize,
        irq: IrqNumber,
        frequency_hz: u64,
        wide: &'static SharedWide,
    ) -> Self {
        // SAFETY: forwarded from the caller.
        let regs = unsafe { MmioDerefWrapper::<Sp804Registers>::new(base) };
        regs.timer1.control.set(0);
        regs.timer1.int_clr.set(1);
        regs.timer2.control.set(0);
        regs.timer2.load.set(u32::MAX);
        regs.timer2.int_clr.set(1);
        regs.timer2
            .control
            .write(CONTROL::ENABLE::SET + CONTROL::SIZE_32::SET);
        Self {
            regs,
            irq,
            frequency_hz,
            wide,
            period: 0,
        }
    }
}

impl Timer for Sp804 {
    fn frequency_hz(&self) -> u64 {
        self.frequency_hz
    }

    fn now(&self) -> u64 {
        counter(&self.regs, self.wide)
    }

    fn irq(&self) -> IrqNumber {
        self.irq
    }

    fn start_periodic(&mut self, period_ticks: u64) {
        self.period = period_ticks.clamp(1, u64::from(u32::MAX)) as u32;
        let t = &self.regs.timer1;
        t.control.set(0);
        t.load.set(self.period);
        t.bg_load.set(self.period);
        t.int_clr.set(1);
        t.control.write(
            CONTROL::ENABLE::SET
                + CONTROL::PERIODIC::SET
                + CONTROL::INT_ENABLE::SET
                + CONTROL::SIZE_32::SET,
        );
    }

    fn stop(&mut self) {
        self.regs.timer1.control.set(0);
        self.regs.timer1.int_clr.set(1);
        self.period = 0;
    }

    fn handle_tick(&mut self) -> bool {
        let t2 = &self.regs.timer2;
        self.wide.fold(|| {
            let wrapped = t2.ris.get() & 1 != 0;
            if wrapped {
                t2.int_clr.set(1);
            }
            wrapped
        });
        let t1 = &self.regs.timer1;
        if self.period == 0 || t1.mis.get() & 1 == 0 {
            return false;
        }
        t1.int_clr.set(1);
        true
    }

    fn defer_next_tick(&mut self, at: u64) {
        if self.period == 0 {
            return;
        }
        let delta = at.saturating_sub(self.now());
        if delta <= u64::from(self.period) {
            return;
        }
        // Load restarts the count at once; the background load is what the timer
        // reloads after this one-off interval, so the period resumes by itself.
        let t = &self.regs.timer1;
        t.load.set(delta.min(u64::from(u32::MAX)) as u32);
        t.bg_load.set(self.period);
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use core::mem::offset_of;
    use std::boxed::Box;

    /// SP804 TRM (ARM DDI 0271D) Table 3-1, "Register summary", as the table lists the
    /// two timers' registers; Linux include/clocksource/timer-sp804.h has the same
    /// (TIMER_LOAD .. TIMER_BGLOAD, TIMER_2_BASE 0x20).
    const DDI0271D_TABLE_3_1: [(&str, usize); 8] = [
        ("Timer1Load", 0x00),
        ("Timer1Value", 0x04),
        ("Timer1Control", 0x08),
        ("Timer1IntClr", 0x0c),
        ("Timer1RIS", 0x10),
        ("Timer1MIS", 0x14),
        ("Timer1BGLoad", 0x18),
        ("Timer2Load", 0x20),
    ];

    #[test]
    fn registers_sit_at_ddi0271d_table_3_1_offsets() {
        let ours = [
            offset_of!(Sp804Timer, load),
            offset_of!(Sp804Timer, value),
            offset_of!(Sp804Timer, control),
            offset_of!(Sp804Timer, int_clr),
            offset_of!(Sp804Timer, ris),
            offset_of!(Sp804Timer, mis),
            offset_of!(Sp804Timer, bg_load),
            offset_of!(Sp804Registers, timer2) + offset_of!(Sp804Timer, load),
        ];
        dexmetal_hal::mmio::fake::assert_matches_table(
            "DDI 0271D Table 3-1",
            &DDI0271D_TABLE_3_1,
            &ours,
        );
    }

    /// Word indices of timer 2's registers in the block.
    const T2_LOAD: usize = 8;
    const T2_VALUE: usize = 9;
    const T2_CONTROL: usize = 10;
    const T2_RIS: usize = 12;

    /// A RAM stand-in for the block: the driver's writes land in `words`.
    fn block() -> (&'static mut [u32; 16], Sp804) {
        let words: &'static mut [u32; 16] = Box::leak(Box::new([0u32; 16]));
        let wide: &'static SharedWide = Box::leak(Box::new(SharedWide::new()));
        // SAFETY: the block is leaked RAM of the register block's size, owned here.
        let t = unsafe { Sp804::new(words.as_mut_ptr() as usize, 36, 1_000_000, wide) };
        // SAFETY: the same leaked block, read and poked by the test between driver calls.
        (unsafe { &mut *(words as *mut [u32; 16]) }, t)
    }

    #[test]
    fn counter_runs_free_and_tick_is_periodic() {
        let (w, mut t) = block();
        assert_eq!(w[T2_LOAD], u32::MAX, "timer 2 loads the full range");
        assert_eq!(
            w[T2_CONTROL], 0x82,
            "timer 2: enabled, 32-bit, free-running, no interrupt"
        );
        t.start_periodic(1000);
        assert_eq!((w[0], w[6]), (1000, 1000));
        assert_eq!(w[2], 0xe2, "timer 1: enabled, periodic, interrupt, 32-bit");
        assert!(!t.handle_tick(), "no masked interrupt pending: spurious");
        w[5] = 1;
        assert!(t.handle_tick());
        t.stop();
        assert_eq!(w[2], 0);
    }

    #[test]
    fn counter_extends_past_the_wrap() {
        let (w, mut t) = block();
        w[T2_VALUE] = 5; // value counts down
        assert_eq!(t.now(), (1u64 << 32) - 5);
        // At zero the raw interrupt rises: the wrap is counted even before a fold.
        w[T2_VALUE] = 0;
        w[T2_RIS] = 1;
        assert_eq!(t.now(), 1 << 32);
        w[T2_VALUE] = u32::MAX - 9; // ten counts past the wrap, flag still pending
        assert_eq!(t.now(), (1 << 32) + 10);
        t.start_periodic(1000);
        t.handle_tick(); // folds (the test cannot clear RIS by writing IntClr: clear it)
        w[T2_RIS] = 0;
        assert_eq!(t.now(), (1 << 32) + 10, "folded, not counted twice");
    }

    #[test]
    fn deferred_tick_reloads_the_period_afterwards() {
        let (w, mut t) = block();
        t.start_periodic(1000);
        w[T2_VALUE] = u32::MAX - 99; // now = 100
        t.defer_next_tick(600);
        assert_eq!(w[0], 1000, "within one period: nothing to defer");
        t.defer_next_tick(50_100);
        assert_eq!((w[0], w[6]), (50_000, 1000));
    }
}
