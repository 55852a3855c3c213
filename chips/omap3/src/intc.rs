//! The OMAP3 interrupt controller, INTCPS (SPRUF98 §10.5; Linux
//! drivers/irqchip/irq-omap-intc.c), as the `IrqController` HIL: 96 lines in three
//! banks of 32; a line is unmasked through MIR_CLEAR_n and masked through MIR_SET_n,
//! its priority lives in ILR_m (bits 7:2, 0 most urgent), the active line is read from
//! SIR_IRQ, and writing NEWIRQAGR to CONTROL lets the next one through. Linux checks
//! the PENDING_IRQ registers first so a spurious read of SIR never dispatches; so do we.

use dexmetal_hal::irq::{IrqController, IrqNumber};
use dexmetal_hal::mmio::{poll, Bus};
use tock_registers::register_structs;
use tock_registers::registers::ReadWrite;

pub const INTC_BASE: usize = 0x4820_0000;
pub const LINES: u32 = 96;

register_structs! {
    /// One bank of 32 lines.
    #[allow(dead_code)]
    pub IntcBank {
        (0x00 => itr: ReadWrite<u32>),
        (0x04 => mir: ReadWrite<u32>),
        (0x08 => mir_clear: ReadWrite<u32>),
        (0x0c => mir_set: ReadWrite<u32>),
        (0x10 => isr_set: ReadWrite<u32>),
        (0x14 => isr_clear: ReadWrite<u32>),
        (0x18 => pending_irq: ReadWrite<u32>),
        (0x1c => pending_fiq: ReadWrite<u32>),
        (0x20 => @END),
    },
    #[allow(dead_code)]
    pub IntcRegisters {
        (0x000 => _r0),
        (0x010 => sysconfig: ReadWrite<u32>),
        (0x014 => sysstatus: ReadWrite<u32>),
        (0x018 => _r1),
        (0x040 => sir_irq: ReadWrite<u32>),
        (0x044 => sir_fiq: ReadWrite<u32>),
        (0x048 => control: ReadWrite<u32>),
        (0x04c => _r2),
        (0x080 => banks: [IntcBank; 3]),
        (0x0e0 => _r3),
        (0x100 => ilr: [ReadWrite<u32>; 96]),
        (0x280 => @END),
    }
}

pub const SYSCONFIG: usize = core::mem::offset_of!(IntcRegisters, sysconfig);
pub const SYSSTATUS: usize = core::mem::offset_of!(IntcRegisters, sysstatus);
pub const SIR_IRQ: usize = core::mem::offset_of!(IntcRegisters, sir_irq);
pub const CONTROL: usize = core::mem::offset_of!(IntcRegisters, control);
const BANKS: usize = core::mem::offset_of!(IntcRegisters, banks);
const BANK: usize = core::mem::size_of::<IntcBank>();
const ILR: usize = core::mem::offset_of!(IntcRegisters, ilr);

pub const fn mir_clear(bank: usize) -> usize {
    BANKS + bank * BANK + core::mem::offset_of!(IntcBank, mir_clear)
}
pub const fn mir_set(bank: usize) -> usize {
    BANKS + bank * BANK + core::mem::offset_of!(IntcBank, mir_set)
}
pub const fn pending_irq(bank: usize) -> usize {
    BANKS + bank * BANK + core::mem::offset_of!(IntcBank, pending_irq)
}
pub const fn ilr(line: usize) -> usize {
    ILR + 4 * line
}

const SOFTRESET: u32 = 1 << 1;
const RESETDONE: u32 = 1 << 0;
const NEWIRQAGR: u32 = 1 << 0;
const ACTIVEIRQ: u32 = 0x7f;
const SPURIOUS: u32 = !ACTIVEIRQ;

pub struct Intc<B> {
    bus: B,
}

impl<B: Bus> Intc<B> {
    /// Resets the controller (every line masked) and waits for the reset to finish.
    pub fn new(bus: B) -> Self {
        bus.write(SYSCONFIG, SOFTRESET);
        poll(&bus, SYSSTATUS, 100_000, |v| v & RESETDONE != 0);
        for bank in 0..3 {
            bus.write(mir_set(bank), u32::MAX);
        }
        Self { bus }
    }
}

impl<B: Bus> IrqController for Intc<B> {
    fn enable(&mut self, irq: IrqNumber, priority: u8) {
        if irq >= LINES {
            return;
        }
        // 64 levels: the HIL's 0..=255 scaled down; FIQNIRQ (bit 0) = 0 routes to IRQ.
        self.bus
            .write(ilr(irq as usize), u32::from(priority >> 2) << 2);
        self.bus
            .write(mir_clear(irq as usize / 32), 1 << (irq % 32));
    }

    fn disable(&mut self, irq: IrqNumber) {
        if irq < LINES {
            self.bus.write(mir_set(irq as usize / 32), 1 << (irq % 32));
        }
    }

    fn claim(&mut self) -> Option<IrqNumber> {
        if (0..3).all(|b| self.bus.read(pending_irq(b)) == 0) {
            return None;
        }
        let sir = self.bus.read(SIR_IRQ);
        if sir & SPURIOUS != 0 {
            // Let the sorting restart, or the next claim reads the same flag.
            self.bus.write(CONTROL, NEWIRQAGR);
            return None;
        }
        Some(sir & ACTIVEIRQ)
    }

    fn complete(&mut self, _irq: IrqNumber) {
        self.bus.write(CONTROL, NEWIRQAGR);
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use dexmetal_hal::mmio::fake::RecordingBus;

    /// Linux drivers/irqchip/irq-omap-intc.c, "selected INTC register offsets" (lines
    /// 31-48 at torvalds/linux 0c49cd295d42), with the driver's own strides: 0x20 per
    /// bank of 32 lines (`INTC_PENDING_IRQ0 + (0x20 * i)`) and 4 per ILR
    /// (`INTC_ILR0 + 0x4 * i`). docs/boards/beagleboard.md, "Register maps".
    const LINUX_INTC_OFFSETS: [(&str, usize); 9] = [
        ("INTC_SYSCONFIG", 0x0010),
        ("INTC_SYSSTATUS", 0x0014),
        ("INTC_SIR", 0x0040),
        ("INTC_CONTROL", 0x0048),
        ("INTC_MIR_CLEAR0", 0x0088),
        ("INTC_MIR_SET0", 0x008c),
        ("INTC_PENDING_IRQ0", 0x0098),
        ("INTC_PENDING_IRQ1", 0x00b8),
        ("INTC_PENDING_IRQ2", 0x00d8),
    ];
    const LINUX_INTC_ILR0: usize = 0x0100;
    const LINUX_BANK_STRIDE: usize = 0x20;

    #[test]
    fn registers_sit_at_linux_irq_omap_intc_offsets() {
        let ours = [
            SYSCONFIG,
            SYSSTATUS,
            SIR_IRQ,
            CONTROL,
            mir_clear(0),
            mir_set(0),
            pending_irq(0),
            pending_irq(1),
            pending_irq(2),
        ];
        dexmetal_hal::mmio::fake::assert_matches_table(
            "irq-omap-intc.c",
            &LINUX_INTC_OFFSETS,
            &ours,
        );
        for n in 1..3 {
            assert_eq!(mir_clear(n), mir_clear(0) + LINUX_BANK_STRIDE * n);
            assert_eq!(mir_set(n), mir_set(0) + LINUX_BANK_STRIDE * n);
        }
        assert_eq!(ilr(0), LINUX_INTC_ILR0);
        assert_eq!(ilr(95), LINUX_INTC_ILR0 + 4 * 95);
        assert_eq!(
            core::mem::size_of::<IntcRegisters>(),
            LINUX_INTC_ILR0 + 4 * LINES as usize
        );
    }

    #[test]
    fn enable_claim_complete() {
        let bus = RecordingBus::new();
        bus.set(SYSSTATUS, RESETDONE);
        let mut intc = Intc::new(&bus);
        assert_eq!(
            bus.writes(),
            [
                (SYSCONFIG, SOFTRESET),
                (0x8c, u32::MAX),
                (0xac, u32::MAX),
                (0xcc, u32::MAX)
            ]
        );
        bus.clear_log();
        // UART3 (74) below GPTIMER2 (38) in urgency.
        intc.enable(74, 0xa0);
        intc.enable(38, 0x80);
        assert_eq!(
            bus.writes(),
            [
                (ilr(74), 0xa0),
                (0xc8, 1 << 10),
                (ilr(38), 0x80),
                (0xa8, 1 << 6)
            ]
        );
        assert_eq!(intc.claim(), None, "nothing pending");
        bus.set(pending_irq(1), 1 << 6);
        bus.set(SIR_IRQ, 38);
        assert_eq!(intc.claim(), Some(38));
        bus.clear_log();
        intc.complete(38);
        assert_eq!(bus.writes(), [(CONTROL, NEWIRQAGR)]);
        // A spurious flag in SIR: no dispatch, and the sorting restarts.
        bus.set(SIR_IRQ, 0xffff_ff80);
        bus.clear_log();
        assert_eq!(intc.claim(), None);
        assert_eq!(bus.writes(), [(CONTROL, NEWIRQAGR)]);
        intc.disable(38);
        intc.enable(200, 0);
        assert_eq!(
            bus.writes()[1..],
            [(0xac, 1 << 6)],
            "line 200 does not exist"
        );
    }
}
