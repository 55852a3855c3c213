//! The OMAP3 I²C controller (SPRUF98 §18; Linux drivers/i2c/busses/i2c-omap.c, its
//! OMAP3 layout: 16-bit registers at a 4-byte stride) as an embedded-hal 1.0 `I2c`
//! master, polled. Used on I2C1 (the TWL4030) and I2C2 (the expansion header's ADS1115).
//! Each operation of a transaction is one controller transfer: a (repeated) START, the
//! bytes, and a STOP after the last.

use dexmetal_hal::mmio::{poll, Bus};
use embedded_hal::i2c::{ErrorKind, ErrorType, NoAcknowledgeSource, Operation, SevenBitAddress};
use tock_registers::register_structs;
use tock_registers::registers::ReadWrite;

pub const I2C1_BASE: usize = 0x4807_0000;
pub const I2C2_BASE: usize = 0x4807_2000;

register_structs! {
    #[allow(dead_code)]
    pub I2cRegisters {
        (0x00 => rev: ReadWrite<u32>),
        (0x04 => ie: ReadWrite<u32>),
        (0x08 => stat: ReadWrite<u32>),
        (0x0c => we: ReadWrite<u32>),
        (0x10 => syss: ReadWrite<u32>),
        (0x14 => buf: ReadWrite<u32>),
        (0x18 => cnt: ReadWrite<u32>),
        (0x1c => data: ReadWrite<u32>),
        (0x20 => sysc: ReadWrite<u32>),
        (0x24 => con: ReadWrite<u32>),
        (0x28 => oa0: ReadWrite<u32>),
        (0x2c => sa: ReadWrite<u32>),
        (0x30 => psc: ReadWrite<u32>),
        (0x34 => scll: ReadWrite<u32>),
        (0x38 => sclh: ReadWrite<u32>),
        (0x3c => @END),
    }
}

pub const STAT: usize = core::mem::offset_of!(I2cRegisters, stat);
pub const SYSS: usize = core::mem::offset_of!(I2cRegisters, syss);
pub const CNT: usize = core::mem::offset_of!(I2cRegisters, cnt);
pub const DATA: usize = core::mem::offset_of!(I2cRegisters, data);
pub const SYSC: usize = core::mem::offset_of!(I2cRegisters, sysc);
pub const CON: usize = core::mem::offset_of!(I2cRegisters, con);
pub const SA: usize = core::mem::offset_of!(I2cRegisters, sa);
pub const PSC: usize = core::mem::offset_of!(I2cRegisters, psc);
pub const SCLL: usize = core::mem::offset_of!(I2cRegisters, scll);
pub const SCLH: usize = core::mem::offset_of!(I2cRegisters, sclh);

/// I2C_STAT bits.
pub const STAT_AL: u32 = 1 << 0;
pub const STAT_NACK: u32 = 1 << 1;
pub const STAT_ARDY: u32 = 1 << 2;
pub const STAT_RRDY: u32 = 1 << 3;
pub const STAT_XRDY: u32 = 1 << 4;
pub const STAT_BB: u32 = 1 << 12;
/// I2C_CON bits.
pub const CON_EN: u32 = 1 << 15;
pub const CON_MST: u32 = 1 << 10;
pub const CON_TRX: u32 = 1 << 9;
pub const CON_STP: u32 = 1 << 1;
pub const CON_STT: u32 = 1 << 0;
const SYSC_SRST: u32 = 1 << 1;
const SYSS_RDONE: u32 = 1 << 0;

/// 96 MHz functional clock ÷ (PSC + 1) = 12 MHz internal; 100 kHz standard mode:
/// SCLL = 12 MHz / (2 × 100 kHz) − 7, SCLH = … − 5 (the TRM's formula, as i2c-omap.c).
pub const PSC_12MHZ: u32 = 7;
pub const SCLL_100K: u32 = 53;
pub const SCLH_100K: u32 = 55;
/// Status reads before a step is declared hung (a 100 kHz byte is ~90 µs).
const TRIES: u32 = 200_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum I2cError {
    Nack,
    ArbitrationLost,
    /// The bus stayed busy, or the controller never became ready.
    Timeout,
    /// A transfer longer than the 16-bit count register.
    TooLong,
}

impl embedded_hal::i2c::Error for I2cError {
    fn kind(&self) -> ErrorKind {
        match self {
            Self::Nack => ErrorKind::NoAcknowledge(NoAcknowledgeSource::Unknown),
            Self::ArbitrationLost => ErrorKind::ArbitrationLoss,
            Self::Timeout | Self::TooLong => ErrorKind::Other,
        }
    }
}

pub struct OmapI2c<B> {
    bus: B,
}

impl<B: Bus> OmapI2c<B> {
    /// Resets the controller and sets it up as a 100 kHz master (the PER/CORE clocks
    /// must be on: `prcm::Cm::enable_board_clocks`).
    pub fn new(bus: B) -> Result<Self, I2cError> {
        bus.write(CON, 0);
        bus.write(SYSC, SYSC_SRST);
        bus.write(CON, CON_EN);
        if !poll(&bus, SYSS, TRIES, |v| v & SYSS_RDONE != 0) {
            return Err(I2cError::Timeout);
        }
        bus.write(CON, 0);
        bus.write(PSC, PSC_12MHZ);
        bus.write(SCLL, SCLL_100K);
        bus.write(SCLH, SCLH_100K);
        bus.write(CON, CON_EN);
        Ok(Self { bus })
    }

    /// Waits for any of `bits`; errors win over readiness.
    fn wait(&self, bits: u32) -> Result<u32, I2cError> {
        for _ in 0..TRIES {
            let s = self.bus.read(STAT);
            if s & STAT_NACK != 0 {
                self.bus.write(CON, CON_EN | CON_MST | CON_STP);
                self.bus.write(STAT, STAT_NACK);
                return Err(I2cError::Nack);
            }
            if s & STAT_AL != 0 {
                self.bus.write(STAT, STAT_AL);
                return Err(I2cError::ArbitrationLost);
            }
            if s & bits != 0 {
                return Ok(s);
            }
        }
        Err(I2cError::Timeout)
    }

    fn transfer(&mut self, addr: u8, op: &mut Operation<'_>, last: bool) -> Result<(), I2cError> {
        let (len, trx) = match op {
            Operation::Write(w) => (w.len(), CON_TRX),
            Operation::Read(r) => (r.len(), 0),
        };
        let len = u16::try_from(len).map_err(|_| I2cError::TooLong)?;
        self.bus.write(SA, u32::from(addr));
        self.bus.write(CNT, u32::from(len));
        let stop = if last { CON_STP } else { 0 };
        self.bus.write(CON, CON_EN | CON_MST | trx | stop | CON_STT);
        match op {
            Operation::Write(w) => {
                for &b in w.iter() {
                    self.wait(STAT_XRDY)?;
                    self.bus.write(DATA, u32::from(b));
                    self.bus.write(STAT, STAT_XRDY);
                }
            }
            Operation::Read(r) => {
                for b in r.iter_mut() {
                    self.wait(STAT_RRDY)?;
                    *b = self.bus.read(DATA) as u8;
                    self.bus.write(STAT, STAT_RRDY);
                }
            }
        }
        self.wait(STAT_ARDY)?;
        self.bus.write(STAT, STAT_ARDY);
        Ok(())
    }
}

impl<B> ErrorType for OmapI2c<B> {
    type Error = I2cError;
}

impl<B: Bus> embedded_hal::i2c::I2c<SevenBitAddress> for OmapI2c<B> {
    fn transaction(
        &mut self,
        address: SevenBitAddress,
        operations: &mut [Operation<'_>],
    ) -> Result<(), Self::Error> {
        if !poll(&self.bus, STAT, TRIES, |s| s & STAT_BB == 0) {
            return Err(I2cError::Timeout);
        }
        let n = operations.len();
        for (i, op) in operations.iter_mut().enumerate() {
            self.transfer(address, op, i + 1 == n)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use dexmetal_hal::mmio::fake::{Access, RecordingBus};
    use embedded_hal::i2c::I2c;
    use std::cell::RefCell;
    use std::collections::VecDeque;
    use std::rc::Rc;
    use std::vec::Vec;

    /// U-Boot v2024.07 drivers/i2c/omap24xx_i2c.c, `reg_map_ip_v1` (lines 94-110), the
    /// IP v1 (OMAP34xx) register offsets. docs/boards/beagleboard.md, "Register maps".
    const UBOOT_REG_MAP_IP_V1: [(&str, usize); 15] = [
        ("OMAP_I2C_REV_REG", 0x00),
        ("OMAP_I2C_IE_REG", 0x04),
        ("OMAP_I2C_STAT_REG", 0x08),
        ("OMAP_I2C_WE_REG", 0x0c),
        ("OMAP_I2C_SYSS_REG", 0x10),
        ("OMAP_I2C_BUF_REG", 0x14),
        ("OMAP_I2C_CNT_REG", 0x18),
        ("OMAP_I2C_DATA_REG", 0x1c),
        ("OMAP_I2C_SYSC_REG", 0x20),
        ("OMAP_I2C_CON_REG", 0x24),
        ("OMAP_I2C_OA_REG", 0x28),
        ("OMAP_I2C_SA_REG", 0x2c),
        ("OMAP_I2C_PSC_REG", 0x30),
        ("OMAP_I2C_SCLL_REG", 0x34),
        ("OMAP_I2C_SCLH_REG", 0x38),
    ];

    #[test]
    fn registers_sit_at_uboot_reg_map_ip_v1_offsets() {
        use core::mem::offset_of;
        let ours = [
            offset_of!(I2cRegisters, rev),
            offset_of!(I2cRegisters, ie),
            STAT,
            offset_of!(I2cRegisters, we),
            SYSS,
            offset_of!(I2cRegisters, buf),
            CNT,
            DATA,
            SYSC,
            CON,
            offset_of!(I2cRegisters, oa0),
            SA,
            PSC,
            SCLL,
            SCLH,
        ];
        dexmetal_hal::mmio::fake::assert_matches_table(
            "reg_map_ip_v1",
            &UBOOT_REG_MAP_IP_V1,
            &ours,
        );
    }

    /// A controller with one device: it ACKs `present`, takes written bytes into `sent`
    /// and hands out `reply` on reads, raising XRDY/RRDY per byte and ARDY at the end.
    fn controller(present: u8, reply: Vec<u8>) -> (RecordingBus, Rc<RefCell<Vec<u8>>>) {
        let sent = Rc::new(RefCell::new(Vec::new()));
        let out = sent.clone();
        let mut reply: VecDeque<u8> = reply.into();
        let mut left = 0u32;
        let bus = RecordingBus::new().with_model(move |r, a| match a {
            Access::Write(SYSC, v) if v & SYSC_SRST != 0 => {
                r.insert(SYSS, SYSS_RDONE);
            }
            Access::Write(CON, v) if v & CON_STT != 0 => {
                left = r.get(&CNT).copied().unwrap_or(0);
                let stat = if r.get(&SA).copied() != Some(u32::from(present)) {
                    STAT_NACK
                } else if v & CON_TRX != 0 {
                    STAT_XRDY
                } else {
                    r.insert(DATA, u32::from(reply.pop_front().unwrap_or(0xff)));
                    STAT_RRDY
                };
                r.insert(STAT, stat);
            }
            Access::Write(DATA, v) => out.borrow_mut().push(v as u8),
            Access::Write(STAT, v) => {
                // Write 1 to clear; the byte just moved, so the next one is ready.
                let s = r.get(&STAT).copied().unwrap_or(0) & !v;
                left = left.saturating_sub(u32::from(v & (STAT_XRDY | STAT_RRDY) != 0));
                let more = if left == 0 {
                    if v & (STAT_XRDY | STAT_RRDY) != 0 {
                        STAT_ARDY
                    } else {
                        0
                    }
                } else if v & STAT_XRDY != 0 {
                    STAT_XRDY
                } else if v & STAT_RRDY != 0 {
                    r.insert(DATA, u32::from(reply.pop_front().unwrap_or(0xff)));
                    STAT_RRDY
                } else {
                    0
                };
                r.insert(STAT, s | more);
            }
            _ => {}
        });
        (bus, sent)
    }

    #[test]
    fn init_resets_and_sets_100_khz() {
        let (bus, _) = controller(0x4b, Vec::new());
        OmapI2c::new(&bus).unwrap();
        assert_eq!(
            bus.writes(),
            [
                (CON, 0),
                (SYSC, SYSC_SRST),
                (CON, CON_EN),
                (CON, 0),
                (PSC, 7),
                (SCLL, 53),
                (SCLH, 55),
                (CON, CON_EN),
            ]
        );
    }

    #[test]
    fn twl4030_vdd1_write_is_one_two_byte_transfer() {
        let (bus, sent) = controller(0x4b, Vec::new());
        let mut i2c = OmapI2c::new(&bus).unwrap();
        bus.clear_log();
        crate::twl4030::set_vdd1(&mut i2c, 1_350_000).unwrap();
        assert_eq!(*sent.borrow(), [0xB9, 0x3C]);
        let w = bus.writes();
        assert_eq!(
            w[..3],
            [
                (SA, 0x4b),
                (CNT, 2),
                (CON, CON_EN | CON_MST | CON_TRX | CON_STP | CON_STT)
            ]
        );
        assert_eq!(w.last(), Some(&(STAT, STAT_ARDY)));
    }

    #[test]
    fn write_read_uses_a_repeated_start() {
        // An ADS1115 conversion-register read: pointer 0, then two bytes.
        let (bus, sent) = controller(0x48, std::vec![0x12, 0x34]);
        let mut i2c = OmapI2c::new(&bus).unwrap();
        bus.clear_log();
        let mut buf = [0u8; 2];
        i2c.write_read(0x48, &[0x00], &mut buf).unwrap();
        assert_eq!(buf, [0x12, 0x34]);
        assert_eq!(*sent.borrow(), [0x00]);
        let cons: Vec<u32> = bus
            .writes()
            .into_iter()
            .filter(|w| w.0 == CON)
            .map(|w| w.1)
            .collect();
        assert_eq!(
            cons,
            [
                CON_EN | CON_MST | CON_TRX | CON_STT,
                CON_EN | CON_MST | CON_STP | CON_STT
            ]
        );
    }

    #[test]
    fn an_absent_device_is_a_nack_with_a_stop() {
        let (bus, _) = controller(0x4b, Vec::new());
        let mut i2c = OmapI2c::new(&bus).unwrap();
        assert_eq!(i2c.write(0x50, &[1]), Err(I2cError::Nack));
        assert!(bus.writes().contains(&(CON, CON_EN | CON_MST | CON_STP)));
        // A controller that never answers times out.
        let dead = RecordingBus::new();
        dead.set(SYSS, SYSS_RDONE);
        let mut i2c = OmapI2c::new(&dead).unwrap();
        assert_eq!(i2c.write(0x4b, &[1]), Err(I2cError::Timeout));
    }
}
