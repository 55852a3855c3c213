//! An OMAP3 general-purpose timer (SPRUF98 §16.2; GPTIMER2 at 0x4903_2000, IRQ 38,
//! fed from the 13 MHz SYS_CLK) as the `Timer` HIL. TCRR counts up from 0 and wraps
//! (auto-reload of TLDR = 0), raising OVF_IT_FLAG: that flag extends the 32-bit count
//! to 64 bits in software ([`SharedWide`], folded by the tick), since the TRM's counter
//! wraps every 330 s. The tick is the match register (TMAR), moved one period on at each
//! match, as the generic timer's compare is. Writes to TCLR/TCRR/TLDR/TMAR are posted:
//! each waits until TWPS says the previous write to that register has landed.
//! [`RateTimer`]: the overflow interrupt at a fixed rate (TLDR = 2^32 − period), a pace.

use dexmetal_hal::irq::IrqNumber;
use dexmetal_hal::mmio::{poll, Bus};
use dexmetal_hal::pmu::SharedWide;
use dexmetal_hal::Timer;
use tock_registers::register_structs;
use tock_registers::registers::ReadWrite;

pub const GPTIMER2_BASE: usize = 0x4903_2000;
pub const GPTIMER2_IRQ: IrqNumber = 38;
/// GPTIMER3 in the PER domain (Linux omap3.dtsi `timer@49034000`, `interrupts = <39>`).
pub const GPTIMER3_BASE: usize = 0x4903_4000;
pub const GPTIMER3_IRQ: IrqNumber = 39;

register_structs! {
    #[allow(dead_code)]
    pub GptRegisters {
        (0x00 => tidr: ReadWrite<u32>),
        (0x04 => _r0),
        (0x10 => tiocp_cfg: ReadWrite<u32>),
        (0x14 => tistat: ReadWrite<u32>),
        (0x18 => tisr: ReadWrite<u32>),
        (0x1c => tier: ReadWrite<u32>),
        (0x20 => twer: ReadWrite<u32>),
        (0x24 => tclr: ReadWrite<u32>),
        (0x28 => tcrr: ReadWrite<u32>),
        (0x2c => tldr: ReadWrite<u32>),
        (0x30 => ttgr: ReadWrite<u32>),
        (0x34 => twps: ReadWrite<u32>),
        (0x38 => tmar: ReadWrite<u32>),
        (0x3c => @END),
    }
}

pub const TIOCP_CFG: usize = core::mem::offset_of!(GptRegisters, tiocp_cfg);
pub const TISTAT: usize = core::mem::offset_of!(GptRegisters, tistat);
pub const TISR: usize = core::mem::offset_of!(GptRegisters, tisr);
pub const TIER: usize = core::mem::offset_of!(GptRegisters, tier);
pub const TCLR: usize = core::mem::offset_of!(GptRegisters, tclr);
pub const TCRR: usize = core::mem::offset_of!(GptRegisters, tcrr);
pub const TLDR: usize = core::mem::offset_of!(GptRegisters, tldr);
pub const TWPS: usize = core::mem::offset_of!(GptRegisters, twps);
pub const TMAR: usize = core::mem::offset_of!(GptRegisters, tmar);

const SOFTRESET: u32 = 1 << 1;
const RESETDONE: u32 = 1 << 0;
pub const MAT_IT: u32 = 1 << 0;
pub const OVF_IT: u32 = 1 << 1;
pub const TCLR_ST: u32 = 1 << 0;
pub const TCLR_AR: u32 = 1 << 1;
pub const TCLR_CE: u32 = 1 << 6;
/// TWPS's pending bit for each posted register.
const W_PEND_TCLR: u32 = 1 << 0;
const W_PEND_TCRR: u32 = 1 << 1;
const W_PEND_TLDR: u32 = 1 << 2;
const W_PEND_TMAR: u32 = 1 << 4;

/// Soft reset, then TLDR and TCRR at `load` and both interrupt flags cleared: the start
/// both uses share.
fn reset_and_load(bus: &impl Bus, load: u32) {
    bus.write(TIOCP_CFG, SOFTRESET);
    poll(bus, TISTAT, 100_000, |v| v & RESETDONE != 0);
    posted(bus, TLDR, W_PEND_TLDR, load);
    posted(bus, TCRR, W_PEND_TCRR, load);
    bus.write(TISR, MAT_IT | OVF_IT);
}

/// A write to a posted register, once TWPS says the previous one has landed.
fn posted(bus: &impl Bus, reg: usize, pending: u32, value: u32) {
    poll(bus, TWPS, 10_000, |w| w & pending == 0);
    bus.write(reg, value);
}

/// The count as 64 bits; `bus` reads TCRR and TISR only.
pub fn counter(bus: &impl Bus, wide: &SharedWide) -> u64 {
    wide.read(|| bus.read(TCRR), || bus.read(TISR) & OVF_IT != 0)
}

pub struct GpTimer<B> {
    bus: B,
    irq: IrqNumber,
    frequency_hz: u64,
    wide: &'static SharedWide,
    period: u64,
    next: u64,
}

impl<B: Bus> GpTimer<B> {
    /// Resets the timer and starts TCRR counting from 0 with auto-reload (the tick stays
    /// off until `start_periodic`). Its clocks must be on (`prcm`).
    pub fn new(bus: B, irq: IrqNumber, frequency_hz: u64, wide: &'static SharedWide) -> Self {
        reset_and_load(&bus, 0);
        let t = Self {
            bus,
            irq,
            frequency_hz,
            wide,
            period: 0,
            next: 0,
        };
        t.posted(TCLR, W_PEND_TCLR, TCLR_ST | TCLR_AR);
        t
    }

    fn posted(&self, reg: usize, pending: u32, value: u32) {
        posted(&self.bus, reg, pending, value);
    }

    fn set_match(&mut self, at: u64) {
        self.next = at;
        self.posted(TMAR, W_PEND_TMAR, at as u32);
    }
}

impl<B: Bus> Timer for GpTimer<B> {
    fn frequency_hz(&self) -> u64 {
        self.frequency_hz
    }

    fn now(&self) -> u64 {
        counter(&self.bus, self.wide)
    }

    fn irq(&self) -> IrqNumber {
        self.irq
    }

    fn start_periodic(&mut self, period_ticks: u64) {
        self.period = period_ticks.clamp(1, u64::from(u32::MAX));
        let next = self.now() + self.period;
        self.set_match(next);
        self.bus.write(TISR, MAT_IT);
        self.bus.write(TIER, MAT_IT);
        self.posted(TCLR, W_PEND_TCLR, TCLR_ST | TCLR_AR | TCLR_CE);
    }

    fn stop(&mut self) {
        self.bus.write(TIER, 0);
        self.posted(TCLR, W_PEND_TCLR, TCLR_ST | TCLR_AR);
        self.bus.write(TISR, MAT_IT);
        self.period = 0;
    }

    fn handle_tick(&mut self) -> bool {
        let bus = &self.bus;
        self.wide.fold(|| {
            let wrapped = bus.read(TISR) & OVF_IT != 0;
            if wrapped {
                bus.write(TISR, OVF_IT);
            }
            wrapped
        });
        if self.period == 0 || self.bus.read(TISR) & MAT_IT == 0 {
            return false;
        }
        self.bus.write(TISR, MAT_IT);
        let now = self.now();
        let mut next = self.next + self.period;
        if next <= now {
            next = now + self.period - (now - next) % self.period;
        }
        self.set_match(next);
        true
    }

    fn defer_next_tick(&mut self, at: u64) {
        // The match compares 32 bits: a deferral must stay within one wrap.
        if self.period == 0 || at <= self.next || at - self.now() >= 1 << 31 {
            return;
        }
        self.set_match(at);
    }
}

/// Why a rate cannot be made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RateError {
    /// Zero, or faster than one interrupt per two timer clocks.
    Unreachable { rate_hz: u32, clock_hz: u32 },
}

/// A GPTIMER raising its overflow interrupt `rate` times a second: TCRR counts from
/// TLDR = 2^32 − period up to the wrap, reloads and counts again, so the period holds
/// without software re-arming it. The handler only acknowledges ([`Self::ack`]).
pub struct RateTimer<B> {
    bus: B,
    period: u32,
    clock_hz: u32,
}

impl<B: Bus> RateTimer<B> {
    /// Resets the timer and programs the reload for the period nearest `rate_hz` at
    /// `clock_hz`; [`Self::start`] starts it. Its clocks must be on (`prcm`).
    pub fn new(bus: B, clock_hz: u32, rate_hz: u32) -> Result<Self, RateError> {
        let unreachable = RateError::Unreachable { rate_hz, clock_hz };
        if rate_hz == 0 {
            return Err(unreachable);
        }
        let period = (clock_hz + rate_hz / 2) / rate_hz;
        if period < 2 {
            return Err(unreachable);
        }
        reset_and_load(&bus, 0u32.wrapping_sub(period));
        Ok(Self {
            bus,
            period,
            clock_hz,
        })
    }

    fn posted(&self, reg: usize, pending: u32, value: u32) {
        posted(&self.bus, reg, pending, value);
    }

    /// The rate the period actually gives (the clock is rarely a multiple of it).
    pub fn rate_hz(&self) -> u32 {
        self.clock_hz / self.period
    }

    /// Timer clocks between interrupts.
    pub fn period(&self) -> u32 {
        self.period
    }

    /// Unmasks the overflow interrupt and starts counting with auto-reload.
    pub fn start(&mut self) {
        self.bus.write(TISR, OVF_IT);
        self.bus.write(TIER, OVF_IT);
        self.posted(TCLR, W_PEND_TCLR, TCLR_ST | TCLR_AR);
    }

    /// Stops counting and masks the interrupt; a pending one is cleared.
    pub fn stop(&mut self) {
        self.bus.write(TIER, 0);
        self.posted(TCLR, W_PEND_TCLR, 0);
        self.bus.write(TISR, OVF_IT);
    }

    /// The interrupt handler's acknowledgement: whether the overflow was pending (and
    /// is now cleared). One read and one write: the handler stays short.
    pub fn ack(&mut self) -> bool {
        if self.bus.read(TISR) & OVF_IT == 0 {
            return false;
        }
        self.bus.write(TISR, OVF_IT);
        true
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use dexmetal_hal::mmio::fake::RecordingBus;
    use std::boxed::Box;

    fn timer_bus() -> RecordingBus {
        RecordingBus::new().write_one_to_clear(TISR)
    }

    fn wide() -> &'static SharedWide {
        Box::leak(Box::new(SharedWide::new()))
    }

    /// U-Boot v2024.07 arch/arm/include/asm/arch-omap3/cpu.h, `struct gptimer`
    /// (lines 266-283), each register's offset as its comment gives it (U-Boot spells
    /// TWPS `twpc`). docs/boards/beagleboard.md, "Register maps".
    const UBOOT_STRUCT_GPTIMER: [(&str, usize); 12] = [
        ("tidr", 0x00),
        ("tiocp_cfg", 0x10),
        ("tistat", 0x14),
        ("tisr", 0x18),
        ("tier", 0x1c),
        ("twer", 0x20),
        ("tclr", 0x24),
        ("tcrr", 0x28),
        ("tldr", 0x2c),
        ("ttgr", 0x30),
        ("twpc", 0x34),
        ("tmar", 0x38),
    ];

    #[test]
    fn registers_sit_at_uboot_struct_gptimer_offsets() {
        use core::mem::offset_of;
        let ours = [
            offset_of!(GptRegisters, tidr),
            TIOCP_CFG,
            TISTAT,
            TISR,
            TIER,
            offset_of!(GptRegisters, twer),
            TCLR,
            TCRR,
            TLDR,
            offset_of!(GptRegisters, ttgr),
            TWPS,
            TMAR,
        ];
        dexmetal_hal::mmio::fake::assert_matches_table(
            "struct gptimer",
            &UBOOT_STRUCT_GPTIMER,
            &ours,
        );
    }

    #[test]
    fn counts_free_and_ticks_on_the_match() {
        let bus = timer_bus();
        bus.set(TISTAT, RESETDONE);
        let mut t = GpTimer::new(&bus, 38, 13_000_000, wide());
        assert_eq!(
            bus.writes(),
            [
                (TIOCP_CFG, SOFTRESET),
                (TLDR, 0),
                (TCRR, 0),
                (TISR, 3),
                (TCLR, TCLR_ST | TCLR_AR)
            ]
        );
        bus.clear_log();
        bus.set(TCRR, 1000);
        t.start_periodic(13_000);
        assert_eq!(
            bus.writes(),
            [
                (TMAR, 14_000),
                (TISR, MAT_IT),
                (TIER, MAT_IT),
                (TCLR, TCLR_ST | TCLR_AR | TCLR_CE)
            ]
        );
        assert!(!t.handle_tick(), "no match yet");
        bus.set(TISR, MAT_IT);
        bus.set(TCRR, 14_005);
        bus.clear_log();
        assert!(t.handle_tick());
        assert_eq!(bus.writes(), [(TISR, MAT_IT), (TMAR, 27_000)]);
    }

    #[test]
    fn the_counter_is_64_bits_across_the_wrap() {
        let bus = timer_bus();
        let w = wide();
        let mut t = GpTimer::new(&bus, 38, 13_000_000, w);
        bus.set(TCRR, 0xffff_fff0);
        assert_eq!(t.now(), 0xffff_fff0);
        bus.set(TCRR, 5);
        bus.set(TISR, OVF_IT);
        assert_eq!(
            t.now(),
            (1 << 32) + 5,
            "a pending wrap counts before the fold"
        );
        t.handle_tick();
        assert!(
            bus.writes().contains(&(TISR, OVF_IT)),
            "fold clears the flag"
        );
        assert_eq!(t.now(), (1 << 32) + 5, "and counts it once");
    }

    #[test]
    fn the_rate_timer_reloads_for_its_period_and_acks_the_overflow() {
        let bus = timer_bus();
        bus.set(TISTAT, RESETDONE);
        // 13 MHz / 10 kHz = 1300 clocks: TLDR = 2^32 - 1300.
        let mut t = RateTimer::new(&bus, 13_000_000, 10_000).unwrap();
        assert_eq!((t.period(), t.rate_hz()), (1300, 10_000));
        let reload = 0xffff_faec;
        assert_eq!(
            bus.writes(),
            [
                (TIOCP_CFG, SOFTRESET),
                (TLDR, reload),
                (TCRR, reload),
                (TISR, MAT_IT | OVF_IT),
            ]
        );
        bus.clear_log();
        t.start();
        assert_eq!(
            bus.writes(),
            [(TISR, OVF_IT), (TIER, OVF_IT), (TCLR, TCLR_ST | TCLR_AR)]
        );
        bus.clear_log();
        assert!(!t.ack(), "nothing pending");
        assert!(bus.writes().is_empty(), "no write without an overflow");
        bus.set(TISR, OVF_IT);
        assert!(t.ack());
        assert_eq!(bus.writes(), [(TISR, OVF_IT)]);
        assert_eq!(bus.get(TISR), 0, "write-one-to-clear");
        bus.clear_log();
        t.stop();
        assert_eq!(bus.writes(), [(TIER, 0), (TCLR, 0), (TISR, OVF_IT)]);
    }

    #[test]
    fn the_rate_timer_rounds_and_refuses_what_it_cannot_reach() {
        let bus = timer_bus();
        // 13 MHz / 48 kHz = 270.8: 271 clocks, 47970 Hz.
        let t = RateTimer::new(&bus, 13_000_000, 48_000).unwrap();
        assert_eq!((t.period(), t.rate_hz()), (271, 47_970));
        for rate in [0, 13_000_000, 10_000_000] {
            assert_eq!(
                RateTimer::new(&bus, 13_000_000, rate).err(),
                Some(RateError::Unreachable {
                    rate_hz: rate,
                    clock_hz: 13_000_000
                })
            );
        }
    }

    #[test]
    fn posted_writes_wait_for_the_previous_one() {
        let bus = timer_bus();
        let mut t = GpTimer::new(&bus, 38, 13_000_000, wide());
        bus.set(TWPS, W_PEND_TMAR);
        bus.clear_log();
        t.start_periodic(100);
        // The TMAR write waited (bounded) on TWPS before going out.
        let log = bus.log();
        assert!(
            log.iter()
                .filter(|a| matches!(a, dexmetal_hal::mmio::fake::Access::Read(TWPS, _)))
                .count()
                > 1
        );
    }
}
