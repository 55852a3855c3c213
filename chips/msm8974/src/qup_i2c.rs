//! The BLSP QUP as an I²C master (embedded-hal 1.0 `I2c`), after Linux
//! drivers/i2c/busses/i2c-qup.c in its v1-tag FIFO mode: the controller is reset, set to
//! the I²C mini-core with 16-bit tags (N = 15), and each operation is one run of tags
//! through the output FIFO, two per 32-bit word: START|address, DATA|byte…, STOP|last
//! byte for a write; START|address+R, REC|count for a read, whose bytes then come from
//! the input FIFO two per word. As in the v1 driver, every operation ends with a STOP
//! (no repeated start), which the ADS1115 accepts. blsp2_i2c5 at 0xF996_7000 is the bus
//! the DragonBoard enables; its core clock is the 19.2 MHz XO.

use dexmetal_hal::mmio::{poll, Bus};
use embedded_hal::i2c::{ErrorKind, ErrorType, NoAcknowledgeSource, Operation, SevenBitAddress};
use tock_registers::register_structs;
use tock_registers::registers::ReadWrite;

pub const BLSP2_I2C5_BASE: usize = 0xF996_7000;

register_structs! {
    #[allow(dead_code)]
    pub QupRegisters {
        (0x000 => config: ReadWrite<u32>),
        (0x004 => state: ReadWrite<u32>),
        (0x008 => io_mode: ReadWrite<u32>),
        (0x00c => sw_reset: ReadWrite<u32>),
        (0x010 => _r0),
        (0x018 => operational: ReadWrite<u32>),
        (0x01c => error_flags: ReadWrite<u32>),
        (0x020 => _r1),
        (0x110 => out_fifo: ReadWrite<u32>),
        (0x114 => _r2),
        (0x150 => mx_write_cnt: ReadWrite<u32>),
        (0x154 => _r3),
        (0x208 => mx_read_cnt: ReadWrite<u32>),
        (0x20c => _r4),
        (0x218 => in_fifo: ReadWrite<u32>),
        (0x21c => _r5),
        (0x400 => i2c_clk_ctl: ReadWrite<u32>),
        (0x404 => i2c_status: ReadWrite<u32>),
        (0x408 => @END),
    }
}

pub const CONFIG: usize = core::mem::offset_of!(QupRegisters, config);
pub const STATE: usize = core::mem::offset_of!(QupRegisters, state);
pub const IO_MODE: usize = core::mem::offset_of!(QupRegisters, io_mode);
pub const SW_RESET: usize = core::mem::offset_of!(QupRegisters, sw_reset);
pub const OPERATIONAL: usize = core::mem::offset_of!(QupRegisters, operational);
pub const OUT_FIFO: usize = core::mem::offset_of!(QupRegisters, out_fifo);
pub const MX_WRITE_CNT: usize = core::mem::offset_of!(QupRegisters, mx_write_cnt);
pub const MX_READ_CNT: usize = core::mem::offset_of!(QupRegisters, mx_read_cnt);
pub const IN_FIFO: usize = core::mem::offset_of!(QupRegisters, in_fifo);
pub const I2C_CLK_CTL: usize = core::mem::offset_of!(QupRegisters, i2c_clk_ctl);
pub const I2C_STATUS: usize = core::mem::offset_of!(QupRegisters, i2c_status);

pub const STATE_RESET: u32 = 0;
pub const STATE_RUN: u32 = 1;
pub const STATE_VALID: u32 = 1 << 2;
/// The I²C mini-core with 16-bit FIFO entries (`I2C_MINI_CORE | I2C_N_VAL`).
pub const CONFIG_I2C_N15: u32 = (2 << 8) | 15;
/// FIFO mode with packing and unpacking (`QUP_REPACK_EN`).
pub const IO_MODE_FIFO_REPACK: u32 = (1 << 14) | (1 << 15);
pub const OUT_NOT_EMPTY: u32 = 1 << 4;
pub const IN_NOT_EMPTY: u32 = 1 << 5;
pub const BUS_ACTIVE: u32 = 1 << 8;
pub const NACK: u32 = 1 << 3;
/// I2C_STATUS error bits (`I2C_STATUS_ERROR_MASK`).
const STATUS_ERRORS: u32 = 0x0380_00fc;
pub const TAG_START: u32 = 1 << 8;
pub const TAG_DATA: u32 = 2 << 8;
pub const TAG_STOP: u32 = 3 << 8;
pub const TAG_REC: u32 = 4 << 8;
/// 100 kHz from the 19.2 MHz XO: fs_div = 19.2 MHz / 100 kHz / 2 − 3 = 93, hs_div 3.
pub const CLK_CTL_100K: u32 = (3 << 8) | 93;
const TRIES: u32 = 200_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QupError {
    Nack,
    /// Any other I2C_STATUS error (arbitration, bus error, invalid tag).
    Bus(u32),
    Timeout,
    TooLong,
}

impl embedded_hal::i2c::Error for QupError {
    fn kind(&self) -> ErrorKind {
        match self {
            Self::Nack => ErrorKind::NoAcknowledge(NoAcknowledgeSource::Unknown),
            Self::Bus(_) => ErrorKind::Bus,
            Self::Timeout | Self::TooLong => ErrorKind::Other,
        }
    }
}

pub struct QupI2c<B> {
    bus: B,
}

impl<B: Bus> QupI2c<B> {
    /// Resets the QUP and sets it up as a 100 kHz I²C master.
    pub fn new(bus: B) -> Result<Self, QupError> {
        let q = Self { bus };
        q.reset()?;
        Ok(q)
    }

    fn reset(&self) -> Result<(), QupError> {
        self.bus.write(SW_RESET, 1);
        self.wait_state(STATE_RESET)?;
        self.bus.write(CONFIG, CONFIG_I2C_N15);
        self.bus.write(IO_MODE, IO_MODE_FIFO_REPACK);
        self.bus.write(I2C_CLK_CTL, CLK_CTL_100K);
        Ok(())
    }

    fn wait_state(&self, state: u32) -> Result<(), QupError> {
        if poll(&self.bus, STATE, TRIES, |s| {
            s & STATE_VALID != 0 && s & 3 == state
        }) {
            Ok(())
        } else {
            Err(QupError::Timeout)
        }
    }

    fn set_state(&self, state: u32) -> Result<(), QupError> {
        self.wait_state(self.bus.read(STATE) & 3)?;
        self.bus.write(STATE, state);
        self.wait_state(state)
    }

    /// Errors the controller reports now, if any (a NACK first).
    fn check(&self) -> Result<(), QupError> {
        let s = self.bus.read(I2C_STATUS);
        if s & NACK != 0 {
            Err(QupError::Nack)
        } else if s & STATUS_ERRORS != 0 {
            Err(QupError::Bus(s & STATUS_ERRORS))
        } else {
            Ok(())
        }
    }

    /// Waits for the output FIFO to drain and the bus to go idle.
    fn drain(&self) -> Result<(), QupError> {
        for _ in 0..TRIES {
            self.check()?;
            let busy = self.bus.read(OPERATIONAL) & OUT_NOT_EMPTY != 0
                || self.bus.read(I2C_STATUS) & BUS_ACTIVE != 0;
            if !busy {
                return Ok(());
            }
        }
        Err(QupError::Timeout)
    }

    fn push_tags(&self, tags: impl Iterator<Item = u32>) {
        let mut word = None;
        for t in tags {
            match word.take() {
                None => word = Some(t),
                Some(lo) => self.bus.write(OUT_FIFO, lo | (t << 16)),
            }
        }
        if let Some(lo) = word {
            self.bus.write(OUT_FIFO, lo);
        }
    }

    fn operation(&mut self, addr: u8, op: &mut Operation<'_>) -> Result<(), QupError> {
        let a = u32::from(addr) << 1;
        match op {
            Operation::Write(w) => {
                if w.len() > 255 {
                    return Err(QupError::TooLong);
                }
                self.bus.write(MX_WRITE_CNT, w.len() as u32 + 1);
                self.set_state(STATE_RUN)?;
                let n = w.len();
                let data = w
                    .iter()
                    .enumerate()
                    .map(|(i, &b)| (if i + 1 == n { TAG_STOP } else { TAG_DATA }) | u32::from(b));
                // An empty write still addresses the device, then stops.
                let tail = (n == 0).then_some(TAG_STOP);
                self.push_tags(core::iter::once(TAG_START | a).chain(data).chain(tail));
                self.drain()?;
            }
            Operation::Read(r) => {
                if r.is_empty() || r.len() > 255 {
                    return Err(QupError::TooLong);
                }
                self.bus.write(MX_READ_CNT, r.len() as u32);
                self.bus.write(MX_WRITE_CNT, 2);
                self.set_state(STATE_RUN)?;
                self.push_tags([TAG_START | a | 1, TAG_REC | r.len() as u32].into_iter());
                let mut word = 0;
                for (i, b) in r.iter_mut().enumerate() {
                    if i % 2 == 0 {
                        let mut ready = false;
                        for _ in 0..TRIES {
                            self.check()?;
                            if self.bus.read(OPERATIONAL) & IN_NOT_EMPTY != 0 {
                                ready = true;
                                break;
                            }
                        }
                        if !ready {
                            return Err(QupError::Timeout);
                        }
                        word = self.bus.read(IN_FIFO);
                    }
                    *b = (word >> (16 * (i % 2))) as u8;
                }
                self.drain()?;
            }
        }
        self.set_state(STATE_RESET)
    }
}

impl<B> ErrorType for QupI2c<B> {
    type Error = QupError;
}

impl<B: Bus> embedded_hal::i2c::I2c<SevenBitAddress> for QupI2c<B> {
    fn transaction(
        &mut self,
        address: SevenBitAddress,
        operations: &mut [Operation<'_>],
    ) -> Result<(), Self::Error> {
        for op in operations.iter_mut() {
            if let Err(e) = self.operation(address, op) {
                // Leave the controller usable for the next transaction.
                let _ = self.reset();
                return Err(e);
            }
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

    /// Linux drivers/i2c/busses/i2c-qup.c, its "QUP Registers" defines, the rows
    /// dexmetal uses, as the driver lists them. docs/boards/dragonboard-apq8074.md,
    /// "Register maps".
    const LINUX_I2C_QUP_REGS: [(&str, usize); 12] = [
        ("QUP_CONFIG", 0x000),
        ("QUP_STATE", 0x004),
        ("QUP_IO_MODE", 0x008),
        ("QUP_SW_RESET", 0x00c),
        ("QUP_OPERATIONAL", 0x018),
        ("QUP_ERROR_FLAGS", 0x01c),
        ("QUP_OUT_FIFO_BASE", 0x110),
        ("QUP_MX_WRITE_CNT", 0x150),
        ("QUP_MX_READ_CNT", 0x208),
        ("QUP_IN_FIFO_BASE", 0x218),
        ("QUP_I2C_CLK_CTL", 0x400),
        ("QUP_I2C_STATUS", 0x404),
    ];

    #[test]
    fn registers_sit_at_linux_i2c_qup_offsets() {
        let ours = [
            CONFIG,
            STATE,
            IO_MODE,
            SW_RESET,
            OPERATIONAL,
            core::mem::offset_of!(QupRegisters, error_flags),
            OUT_FIFO,
            MX_WRITE_CNT,
            MX_READ_CNT,
            IN_FIFO,
            I2C_CLK_CTL,
            I2C_STATUS,
        ];
        dexmetal_hal::mmio::fake::assert_matches_table("i2c-qup.c", &LINUX_I2C_QUP_REGS, &ours);
    }

    /// A QUP whose state changes are valid at once, which keeps the tags written to its
    /// output FIFO, and whose input FIFO serves `reply` two bytes per word; `nack`
    /// makes every transfer fail on the address.
    fn qup(reply: Vec<u8>, nack: bool) -> (RecordingBus, Rc<RefCell<Vec<u32>>>) {
        let tags = Rc::new(RefCell::new(Vec::new()));
        let t = tags.clone();
        let mut reply: VecDeque<u8> = reply.into();
        // The next input word goes up once the last was read (reads see it before the
        // model runs).
        let mut load = move |r: &mut std::collections::BTreeMap<usize, u32>| {
            if reply.is_empty() {
                r.insert(OPERATIONAL, 0);
                return;
            }
            let lo = u32::from(reply.pop_front().unwrap_or(0));
            let hi = u32::from(reply.pop_front().unwrap_or(0));
            r.insert(IN_FIFO, lo | (hi << 16));
            r.insert(OPERATIONAL, IN_NOT_EMPTY);
        };
        let bus = RecordingBus::new().with_model(move |r, a| match a {
            Access::Write(SW_RESET, _) => {
                r.insert(STATE, STATE_VALID | STATE_RESET);
            }
            Access::Write(STATE, s) => {
                r.insert(STATE, STATE_VALID | s);
            }
            Access::Write(OUT_FIFO, w) => {
                t.borrow_mut().extend([w & 0xffff, w >> 16]);
                if nack {
                    r.insert(I2C_STATUS, NACK);
                }
                if w & 0xff00 == TAG_START && w & 1 == 1 {
                    load(r);
                }
            }
            Access::Read(IN_FIFO, _) => load(r),
            _ => {}
        });
        bus.set(IN_FIFO, 0);
        (bus, tags)
    }

    #[test]
    fn init_is_reset_mini_core_fifo_and_100_khz() {
        let (bus, _) = qup(Vec::new(), false);
        QupI2c::new(&bus).unwrap();
        assert_eq!(
            bus.writes(),
            [
                (SW_RESET, 1),
                (CONFIG, 0x20f),
                (IO_MODE, 0xc000),
                (I2C_CLK_CTL, 0x35d)
            ]
        );
    }

    #[test]
    fn a_write_is_start_data_stop_tags() {
        let (bus, tags) = qup(Vec::new(), false);
        let mut i2c = QupI2c::new(&bus).unwrap();
        // The ADS1115's config register: pointer 1, then 0x8583.
        i2c.write(0x48, &[0x01, 0x85, 0x83]).unwrap();
        assert_eq!(
            *tags.borrow(),
            [0x100 | 0x90, 0x200 | 0x01, 0x200 | 0x85, 0x300 | 0x83]
        );
        let w = bus.writes();
        assert!(w.contains(&(MX_WRITE_CNT, 4)));
        assert_eq!(w.last(), Some(&(STATE, STATE_RESET)));
    }

    #[test]
    fn a_read_is_start_rec_and_unpacks_two_bytes_a_word() {
        let (bus, tags) = qup(std::vec![0x12, 0x34, 0x56], false);
        let mut i2c = QupI2c::new(&bus).unwrap();
        let mut buf = [0u8; 3];
        i2c.read(0x48, &mut buf).unwrap();
        assert_eq!(buf, [0x12, 0x34, 0x56]);
        assert_eq!(*tags.borrow(), [0x100 | 0x91, 0x400 | 3]);
        assert!(bus.writes().contains(&(MX_READ_CNT, 3)));
    }

    #[test]
    fn a_nack_is_reported_and_the_qup_reset() {
        let (bus, _) = qup(Vec::new(), true);
        let mut i2c = QupI2c::new(&bus).unwrap();
        bus.clear_log();
        assert_eq!(i2c.write(0x50, &[0]), Err(QupError::Nack));
        assert!(
            bus.writes().contains(&(SW_RESET, 1)),
            "reset after the error"
        );
        // A QUP that never reaches a valid state times out instead of hanging.
        let dead = RecordingBus::new();
        assert_eq!(QupI2c::new(&dead).err(), Some(QupError::Timeout));
    }
}
