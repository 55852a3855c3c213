//! ARM PrimeCell UART (PL011) console, per the PL011 TRM (DDI 0183G) §3.3: DR at
//! 0x00, FR at 0x18 (TXFF bit 5, BUSY bit 3), LCR_H at 0x2C, CR at 0x30, IMSC at 0x38
//! (TXIM bit 5), ICR at 0x44. U-Boot has already set the baud rate; we keep it and only
//! make sure TX is enabled with FIFOs. The transmit interrupt (TRM §3.4.2) stays raised
//! while the FIFO is at or below its trigger level, so unmasking it with a drained FIFO
//! fires at once: that is how telemetry starts the drain without touching the FIFO.

use crate::mmio::MmioDerefWrapper;
use tock_registers::interfaces::{ReadWriteable, Readable, Writeable};
use tock_registers::registers::{ReadOnly, ReadWrite, WriteOnly};
use tock_registers::{register_bitfields, register_structs};

register_bitfields! [u32,
    FR [
        TXFF OFFSET(5) NUMBITS(1) [],
        RXFE OFFSET(4) NUMBITS(1) [],
        BUSY OFFSET(3) NUMBITS(1) []
    ],
    LCR_H [
        WLEN OFFSET(5) NUMBITS(2) [EightBit = 0b11],
        FEN OFFSET(4) NUMBITS(1) []
    ],
    IMSC [
        TXIM OFFSET(5) NUMBITS(1) []
    ],
    CR [
        RXE OFFSET(9) NUMBITS(1) [],
        TXE OFFSET(8) NUMBITS(1) [],
        UARTEN OFFSET(0) NUMBITS(1) []
    ]
];

register_structs! {
    pub Pl011Registers {
        (0x00 => dr: ReadWrite<u32>),
        (0x04 => _reserved0),
        (0x18 => fr: ReadOnly<u32, FR::Register>),
        (0x1c => _reserved1),
        (0x2c => lcr_h: ReadWrite<u32, LCR_H::Register>),
        (0x30 => cr: ReadWrite<u32, CR::Register>),
        (0x34 => _reserved2),
        (0x38 => imsc: ReadWrite<u32, IMSC::Register>),
        (0x3c => _reserved3),
        (0x44 => icr: WriteOnly<u32>),
        (0x48 => @END),
    }
}

pub struct Pl011 {
    regs: MmioDerefWrapper<Pl011Registers>,
    irq: Option<u32>,
}

impl Pl011 {
    /// # Safety
    /// `base` must be a PL011 that nothing else drives concurrently (the emergency
    /// path excepted, which only runs once the owner is dead).
    pub const unsafe fn new(base: usize) -> Self {
        // SAFETY: forwarded from the caller.
        Self {
            regs: unsafe { MmioDerefWrapper::new(base) },
            irq: None,
        }
    }

    /// The same UART with its interrupt wired to `irq` (a GIC INTID).
    pub const fn with_irq(self, irq: u32) -> Self {
        Self {
            irq: Some(irq),
            ..self
        }
    }

    /// Enables the transmitter with FIFOs, keeping U-Boot's line settings.
    pub fn init(&mut self) {
        self.flush_hw();
        self.regs
            .lcr_h
            .modify(LCR_H::FEN::SET + LCR_H::WLEN::EightBit);
        self.regs.imsc.set(0);
        self.regs.icr.set(0x7ff);
        self.regs
            .cr
            .modify(CR::UARTEN::SET + CR::TXE::SET + CR::RXE::SET);
    }

    fn put(&mut self, byte: u8) {
        while self.regs.fr.is_set(FR::TXFF) {
            core::hint::spin_loop();
        }
        self.regs.dr.set(u32::from(byte));
    }

    fn flush_hw(&self) {
        while self.regs.fr.is_set(FR::BUSY) {
            core::hint::spin_loop();
        }
    }
}

impl dexmetal_hal::Console for Pl011 {
    fn write_bytes(&mut self, bytes: &[u8]) {
        bytes.iter().for_each(|&b| self.put(b));
    }

    fn flush(&mut self) {
        self.flush_hw();
    }

    fn write_some(&mut self, bytes: &[u8]) -> usize {
        let mut n = 0;
        while n < bytes.len() && !self.regs.fr.is_set(FR::TXFF) {
            self.regs.dr.set(u32::from(bytes[n]));
            n += 1;
        }
        n
    }

    fn tx_irq(&self) -> Option<u32> {
        self.irq
    }

    fn set_tx_interrupt(&mut self, on: bool) {
        self.regs.imsc.modify(if on {
            IMSC::TXIM::SET
        } else {
            IMSC::TXIM::CLEAR
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::mem::offset_of;

    /// PL011 TRM (ARM DDI 0183G) Table 3-1, "UART register summary", the rows dexmetal
    /// uses, as the table lists them; Linux include/linux/amba/serial.h has the same
    /// (UART01x_DR, UART01x_FR, UART011_LCRH, UART011_CR, UART011_IMSC, UART011_ICR).
    const DDI0183G_TABLE_3_1: [(&str, usize); 6] = [
        ("UARTDR", 0x000),
        ("UARTFR", 0x018),
        ("UARTLCR_H", 0x02c),
        ("UARTCR", 0x030),
        ("UARTIMSC", 0x038),
        ("UARTICR", 0x044),
    ];

    #[test]
    fn registers_sit_at_ddi0183g_table_3_1_offsets() {
        let ours = [
            offset_of!(Pl011Registers, dr),
            offset_of!(Pl011Registers, fr),
            offset_of!(Pl011Registers, lcr_h),
            offset_of!(Pl011Registers, cr),
            offset_of!(Pl011Registers, imsc),
            offset_of!(Pl011Registers, icr),
        ];
        dexmetal_hal::mmio::fake::assert_matches_table(
            "DDI 0183G Table 3-1",
            &DDI0183G_TABLE_3_1,
            &ours,
        );
    }
}
