//! The UARTDM v1.4 console (blsp1_uart2 at 0xF991_E000, `qcom,msm-uartdm-v1.4`; registers
//! from U-Boot drivers/serial/serial_msm.c and Linux drivers/tty/serial/msm_serial.c).
//! Not a 16550: a transfer is announced by writing its length to NCF_TX, then its bytes
//! go to TF packed four to a word; TXEMT in SR says the FIFO and shifter are empty. LK
//! leaves the port at 115200n8, so only the transmitter is reset and enabled. Polled:
//! this board's telemetry runs synchronously (no TX interrupt wired yet).

use dexmetal_hal::mmio::{poll, Bus};
use tock_registers::register_structs;
use tock_registers::registers::ReadWrite;

pub const BLSP1_UART2_BASE: usize = 0xF991_E000;

register_structs! {
    #[allow(dead_code)]
    pub UartDmRegisters {
        (0x000 => mr1: ReadWrite<u32>),
        (0x004 => mr2: ReadWrite<u32>),
        (0x008 => _r0),
        (0x03c => dmen: ReadWrite<u32>),
        (0x040 => ncf_tx: ReadWrite<u32>),
        (0x044 => _r1),
        (0x0a0 => csr: ReadWrite<u32>),
        (0x0a4 => sr: ReadWrite<u32>),
        (0x0a8 => cr: ReadWrite<u32>),
        (0x0ac => _r2),
        (0x100 => tf: ReadWrite<u32>),
        (0x104 => _r3),
        (0x140 => rf: ReadWrite<u32>),
        (0x144 => @END),
    }
}

pub const MR1: usize = core::mem::offset_of!(UartDmRegisters, mr1);
pub const MR2: usize = core::mem::offset_of!(UartDmRegisters, mr2);
pub const DMEN: usize = core::mem::offset_of!(UartDmRegisters, dmen);
pub const NCF_TX: usize = core::mem::offset_of!(UartDmRegisters, ncf_tx);
pub const CSR: usize = core::mem::offset_of!(UartDmRegisters, csr);
pub const SR: usize = core::mem::offset_of!(UartDmRegisters, sr);
pub const CR: usize = core::mem::offset_of!(UartDmRegisters, cr);
pub const TF: usize = core::mem::offset_of!(UartDmRegisters, tf);
pub const RF: usize = core::mem::offset_of!(UartDmRegisters, rf);

pub const SR_TXRDY: u32 = 1 << 2;
pub const SR_TXEMT: u32 = 1 << 3;
/// CR commands (bits 7:4 channel command, 11:8 general command). RESET_TX is 2 in the
/// channel field (3 there would be RESET_ERR).
pub const CR_RESET_TX: u32 = 0x2 << 4;
pub const CR_TX_EN: u32 = 1 << 2;
pub const CR_RESET_TX_READY: u32 = 0x3 << 8;

pub struct UartDm<B> {
    bus: B,
}

impl<B: Bus> UartDm<B> {
    pub const fn new(bus: B) -> Self {
        Self { bus }
    }

    /// Resets and enables the transmitter, keeping LK's line settings; DMA off.
    pub fn init(&mut self) {
        poll(&self.bus, SR, 1_000_000, |s| s & SR_TXEMT != 0);
        self.bus.write(DMEN, 0);
        self.bus.write(CR, CR_RESET_TX);
        self.bus.write(CR, CR_TX_EN);
    }

    /// Sends up to four bytes as one transfer once the transmitter is empty.
    fn send_word(&mut self, chunk: &[u8]) {
        while self.bus.read(SR) & SR_TXEMT == 0 {
            core::hint::spin_loop();
        }
        let mut w = [0u8; 4];
        w[..chunk.len()].copy_from_slice(chunk);
        self.bus.write(CR, CR_RESET_TX_READY);
        self.bus.write(NCF_TX, chunk.len() as u32);
        self.bus.write(TF, u32::from_le_bytes(w));
    }
}

impl<B: Bus> dexmetal_hal::Console for UartDm<B> {
    fn write_bytes(&mut self, bytes: &[u8]) {
        bytes.chunks(4).for_each(|c| self.send_word(c));
    }

    fn flush(&mut self) {
        while self.bus.read(SR) & SR_TXEMT == 0 {
            core::hint::spin_loop();
        }
    }

    fn write_some(&mut self, bytes: &[u8]) -> usize {
        if bytes.is_empty() || self.bus.read(SR) & SR_TXEMT == 0 {
            return 0;
        }
        let n = bytes.len().min(4);
        self.send_word(&bytes[..n]);
        n
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use dexmetal_hal::mmio::fake::RecordingBus;
    use dexmetal_hal::Console;

    /// U-Boot v2024.07 drivers/serial/serial_msm.c, its `UARTDM_*` defines (lines
    /// 26-68): register offsets and the command values dexmetal writes.
    /// docs/boards/dragonboard-apq8074.md, "Register maps".
    const UBOOT_SERIAL_MSM_REGS: [(&str, usize); 9] = [
        ("UARTDM_MR1", 0x00),
        ("UARTDM_MR2", 0x04),
        ("UARTDM_DMEN", 0x3C),
        ("UARTDM_NCF_TX", 0x40),
        ("UARTDM_CSR", 0xA0),
        ("UARTDM_SR", 0xA4),
        ("UARTDM_CR", 0xA8),
        ("UARTDM_TF", 0x100),
        ("UARTDM_RF", 0x140),
    ];
    const UBOOT_SERIAL_MSM_BITS: [(&str, u32); 4] = [
        ("UARTDM_SR_TX_EMPTY", 1 << 3),
        ("MSM_BOOT_UART_DM_CMD_RESET_TX", 0x20),
        ("UARTDM_CR_CMD_RESET_TX_READY", 3 << 8),
        // Linux drivers/tty/serial/msm_serial.c MSM_UART_CR_TX_ENABLE; U-Boot writes
        // the same bit as part of its init value.
        ("MSM_UART_CR_TX_ENABLE", 1 << 2),
    ];

    #[test]
    fn registers_sit_at_uboot_serial_msm_offsets() {
        let ours = [MR1, MR2, DMEN, NCF_TX, CSR, SR, CR, TF, RF];
        dexmetal_hal::mmio::fake::assert_matches_table(
            "serial_msm.c",
            &UBOOT_SERIAL_MSM_REGS,
            &ours,
        );
        let bits = [SR_TXEMT, CR_RESET_TX, CR_RESET_TX_READY, CR_TX_EN];
        dexmetal_hal::mmio::fake::assert_matches_table(
            "serial_msm.c",
            &UBOOT_SERIAL_MSM_BITS,
            &bits,
        );
    }

    #[test]
    fn bytes_go_out_four_to_a_transfer() {
        let bus = RecordingBus::new();
        bus.set(SR, SR_TXEMT);
        let mut u = UartDm::new(&bus);
        u.init();
        u.write_bytes(b"dexmetal!");
        assert_eq!(
            bus.writes(),
            [
                (DMEN, 0),
                (CR, CR_RESET_TX),
                (CR, CR_TX_EN),
                (CR, CR_RESET_TX_READY),
                (NCF_TX, 4),
                (TF, u32::from_le_bytes(*b"dexm")),
                (CR, CR_RESET_TX_READY),
                (NCF_TX, 4),
                (TF, u32::from_le_bytes(*b"etal")),
                (CR, CR_RESET_TX_READY),
                (NCF_TX, 1),
                (TF, u32::from(b'!')),
            ]
        );
        bus.set(SR, 0);
        assert_eq!(u.write_some(b"abc"), 0, "busy transmitter takes nothing");
    }
}
