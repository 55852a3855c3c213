//! The OMAP3 UART as the console (SPRUF98 §17; U-Boot drivers/serial/ns16550.c with
//! CONFIG_OMAP_SERIAL): a 16550 with a 4-byte register stride plus MDR1 (0x20, 7 =
//! disabled, 0 = UART 16x mode) and SSR (0x44, bit 0 TX_FIFO_FULL). UART3 at 0x4902_0000,
//! IRQ 74, 48 MHz functional clock. The THR interrupt (IER bit 1) fires while the TX FIFO
//! is below its trigger level, so unmasking it with an empty FIFO starts the drain.

use dexmetal_hal::irq::IrqNumber;
use dexmetal_hal::mmio::{poll, Bus};
use tock_registers::register_structs;
use tock_registers::registers::ReadWrite;

pub const UART3_BASE: usize = 0x4902_0000;
pub const UART3_IRQ: IrqNumber = 74;
pub const UART_FCLK_HZ: u32 = 48_000_000;

register_structs! {
    #[allow(dead_code)]
    pub UartRegisters {
        (0x00 => thr_rhr_dll: ReadWrite<u32>),
        (0x04 => ier_dlh: ReadWrite<u32>),
        (0x08 => fcr_iir: ReadWrite<u32>),
        (0x0c => lcr: ReadWrite<u32>),
        (0x10 => mcr: ReadWrite<u32>),
        (0x14 => lsr: ReadWrite<u32>),
        (0x18 => _r0),
        (0x20 => mdr1: ReadWrite<u32>),
        (0x24 => _r1),
        (0x44 => ssr: ReadWrite<u32>),
        (0x48 => @END),
    }
}

pub const THR: usize = core::mem::offset_of!(UartRegisters, thr_rhr_dll);
pub const DLL: usize = THR;
pub const IER: usize = core::mem::offset_of!(UartRegisters, ier_dlh);
pub const DLH: usize = IER;
pub const FCR: usize = core::mem::offset_of!(UartRegisters, fcr_iir);
pub const LCR: usize = core::mem::offset_of!(UartRegisters, lcr);
pub const MCR: usize = core::mem::offset_of!(UartRegisters, mcr);
pub const LSR: usize = core::mem::offset_of!(UartRegisters, lsr);
pub const MDR1: usize = core::mem::offset_of!(UartRegisters, mdr1);
pub const SSR: usize = core::mem::offset_of!(UartRegisters, ssr);

const LCR_8N1: u32 = 0x03;
const LCR_DLAB: u32 = 0x80;
const MCR_DTR_RTS: u32 = 0x03;
const FCR_ENABLE_CLEAR: u32 = 0x07;
const MDR1_DISABLE: u32 = 7;
const MDR1_16X: u32 = 0;
const LSR_TEMT: u32 = 1 << 6;
const IER_THR: u32 = 1 << 1;
const SSR_TX_FIFO_FULL: u32 = 1 << 0;

/// The 16x-mode divisor for `baud`, rounded to nearest: 26 for 115 200 baud at 48 MHz.
pub const fn divisor(fclk_hz: u32, baud: u32) -> u32 {
    (fclk_hz + 8 * baud) / (16 * baud)
}

pub struct OmapUart<B> {
    bus: B,
    irq: Option<IrqNumber>,
}

impl<B: Bus> OmapUart<B> {
    pub const fn new(bus: B, irq: Option<IrqNumber>) -> Self {
        Self { bus, irq }
    }

    /// 115 200 8N1 with FIFOs, from whatever U-Boot left (after its last byte is out).
    pub fn init(&mut self, baud: u32) {
        poll(&self.bus, LSR, 1_000_000, |v| v & LSR_TEMT != 0);
        let div = divisor(UART_FCLK_HZ, baud);
        self.bus.write(MDR1, MDR1_DISABLE);
        self.bus.write(IER, 0);
        self.bus.write(LCR, LCR_DLAB | LCR_8N1);
        self.bus.write(DLL, div & 0xff);
        self.bus.write(DLH, (div >> 8) & 0x3f);
        self.bus.write(LCR, LCR_8N1);
        self.bus.write(MCR, MCR_DTR_RTS);
        self.bus.write(FCR, FCR_ENABLE_CLEAR);
        self.bus.write(MDR1, MDR1_16X);
    }

    fn full(&self) -> bool {
        self.bus.read(SSR) & SSR_TX_FIFO_FULL != 0
    }
}

impl<B: Bus> dexmetal_hal::Console for OmapUart<B> {
    fn write_bytes(&mut self, bytes: &[u8]) {
        for &b in bytes {
            while self.full() {
                core::hint::spin_loop();
            }
            self.bus.write(THR, u32::from(b));
        }
    }

    fn flush(&mut self) {
        while self.bus.read(LSR) & LSR_TEMT == 0 {
            core::hint::spin_loop();
        }
    }

    fn write_some(&mut self, bytes: &[u8]) -> usize {
        let mut n = 0;
        while n < bytes.len() && !self.full() {
            self.bus.write(THR, u32::from(bytes[n]));
            n += 1;
        }
        n
    }

    fn tx_irq(&self) -> Option<IrqNumber> {
        self.irq
    }

    fn set_tx_interrupt(&mut self, on: bool) {
        self.bus.modify(IER, IER_THR, if on { IER_THR } else { 0 });
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use dexmetal_hal::mmio::fake::RecordingBus;
    use dexmetal_hal::Console;

    /// U-Boot v2024.07 include/ns16550.h, `struct ns16550` in its OMAP layout (lines
    /// 86-112): register indices as its comments number them, scaled by the 4-byte
    /// stride of arch/arm/dts/omap3-u-boot.dtsi (`reg-shift = <2>` on &uart3, line 32).
    /// docs/boards/beagleboard.md, "Register maps".
    const UBOOT_STRUCT_NS16550: [(&str, usize); 8] = [
        ("rbr", 0x0),
        ("ier", 0x1),
        ("fcr", 0x2),
        ("lcr", 0x3),
        ("mcr", 0x4),
        ("lsr", 0x5),
        ("mdr1", 0x8),
        ("ssr", 0x11),
    ];
    const REG_SHIFT: u32 = 2;

    #[test]
    fn registers_sit_at_uboot_struct_ns16550_offsets() {
        let ours = [THR, IER, FCR, LCR, MCR, LSR, MDR1, SSR];
        let table = UBOOT_STRUCT_NS16550.map(|(name, index)| (name, index << REG_SHIFT));
        dexmetal_hal::mmio::fake::assert_matches_table("struct ns16550", &table, &ours);
        assert_eq!(divisor(48_000_000, 115_200), 26);
    }

    #[test]
    fn init_programs_115200_8n1_in_16x_mode() {
        let bus = RecordingBus::new();
        bus.set(LSR, LSR_TEMT);
        let mut u = OmapUart::new(&bus, Some(74));
        u.init(115_200);
        assert_eq!(
            bus.writes(),
            [
                (MDR1, 7),
                (IER, 0),
                (LCR, 0x83),
                (DLL, 26),
                (DLH, 0),
                (LCR, 0x03),
                (MCR, 0x03),
                (FCR, 0x07),
                (MDR1, 0)
            ]
        );
    }

    #[test]
    fn write_some_stops_at_a_full_fifo() {
        let bus = RecordingBus::new().with_model(|r, a| {
            // The FIFO fills after two bytes.
            if let dexmetal_hal::mmio::fake::Access::Write(THR, _) = a {
                let n = r.entry(0x1000).or_insert(0);
                *n += 1;
                if *n == 2 {
                    r.insert(SSR, SSR_TX_FIFO_FULL);
                }
            }
        });
        let mut u = OmapUart::new(&bus, Some(74));
        assert_eq!(u.write_some(b"abc"), 2);
        u.set_tx_interrupt(true);
        assert_eq!(bus.get(IER), IER_THR);
        u.set_tx_interrupt(false);
        assert_eq!(bus.get(IER), 0);
        assert_eq!(u.tx_irq(), Some(74));
    }
}
