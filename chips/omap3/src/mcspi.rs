//! The OMAP3 McSPI (SPRUF98 chapter 19, "Multichannel SPI"; register offsets and bits as
//! Linux drivers/spi/spi-omap2-mcspi.c has them) as an embedded-hal 1.0 `SpiBus` and
//! `SpiDevice`: single-channel master on channel 0, 8-bit words, transmit-and-receive,
//! polled. The chip select is the controller's own SPIM_CS0, held by CHCONF.FORCE for a
//! whole `SpiDevice` transaction, so no GPIO is needed. The BeagleBoard wires McSPI4 to
//! its expansion header (docs/boards/beagleboard.md); McSPI1 has no header pins there.

use dexmetal_hal::irq::IrqNumber;
use dexmetal_hal::mmio::{poll, Bus};
use embedded_hal::spi::{ErrorKind, ErrorType, Operation, SpiBus, SpiDevice};
use tock_registers::register_structs;
use tock_registers::registers::ReadWrite;

/// McSPI1..4 (Linux omap3.dtsi: spi@48098000, 4809a000, 480b8000, 480ba000).
pub const MCSPI1_BASE: usize = 0x4809_8000;
pub const MCSPI4_BASE: usize = 0x480B_A000;
/// McSPI4's INTC line (omap3.dtsi `interrupts = <48>`); the driver polls, so it stays
/// masked, but the number documents what the line is.
pub const MCSPI4_IRQ: IrqNumber = 48;
/// The functional clock (CORE_48M_FCK, Linux clock tree `mcspiN_fck`).
pub const FCLK_HZ: u32 = 48_000_000;

register_structs! {
    #[allow(dead_code)]
    pub McSpiRegisters {
        (0x00 => revision: ReadWrite<u32>),
        (0x04 => _r0),
        (0x10 => sysconfig: ReadWrite<u32>),
        (0x14 => sysstatus: ReadWrite<u32>),
        (0x18 => irqstatus: ReadWrite<u32>),
        (0x1c => irqenable: ReadWrite<u32>),
        (0x20 => wakeupenable: ReadWrite<u32>),
        (0x24 => syst: ReadWrite<u32>),
        (0x28 => modulctrl: ReadWrite<u32>),
        (0x2c => ch0conf: ReadWrite<u32>),
        (0x30 => ch0stat: ReadWrite<u32>),
        (0x34 => ch0ctrl: ReadWrite<u32>),
        (0x38 => tx0: ReadWrite<u32>),
        (0x3c => rx0: ReadWrite<u32>),
        (0x40 => @END),
    }
}

pub const SYSCONFIG: usize = core::mem::offset_of!(McSpiRegisters, sysconfig);
pub const SYSSTATUS: usize = core::mem::offset_of!(McSpiRegisters, sysstatus);
pub const IRQSTATUS: usize = core::mem::offset_of!(McSpiRegisters, irqstatus);
pub const IRQENABLE: usize = core::mem::offset_of!(McSpiRegisters, irqenable);
pub const MODULCTRL: usize = core::mem::offset_of!(McSpiRegisters, modulctrl);
pub const CH0CONF: usize = core::mem::offset_of!(McSpiRegisters, ch0conf);
pub const CH0STAT: usize = core::mem::offset_of!(McSpiRegisters, ch0stat);
pub const CH0CTRL: usize = core::mem::offset_of!(McSpiRegisters, ch0ctrl);
pub const TX0: usize = core::mem::offset_of!(McSpiRegisters, tx0);
pub const RX0: usize = core::mem::offset_of!(McSpiRegisters, rx0);

pub const SYSCONFIG_SOFTRESET: u32 = 1 << 1;
pub const SYSSTATUS_RESETDONE: u32 = 1 << 0;
/// MODULCTRL: SINGLE (bit 0) one channel, CS driven by FORCE; MS (bit 2) 0 = master.
pub const MODULCTRL_SINGLE: u32 = 1 << 0;
/// CHxCONF fields.
pub const CONF_PHA: u32 = 1 << 0;
pub const CONF_POL: u32 = 1 << 1;
pub const CONF_CLKD_SHIFT: u32 = 2;
/// SPIM_CSx active low.
pub const CONF_EPOL: u32 = 1 << 6;
pub const CONF_WL_SHIFT: u32 = 7;
/// No transmission on data line 0: SOMI in on D0, SIMO out on D1 (IS = 0, DPE1 = 0),
/// Linux's default pin direction (MCSPI_PINDIR_D0_IN_D1_OUT).
pub const CONF_DPE0: u32 = 1 << 16;
pub const CONF_FORCE: u32 = 1 << 20;
/// CHxSTAT: RX0 full, TX0 empty, end of transfer.
pub const STAT_RXS: u32 = 1 << 0;
pub const STAT_TXS: u32 = 1 << 1;
pub const STAT_EOT: u32 = 1 << 2;
pub const CTRL_EN: u32 = 1 << 0;

/// Status reads before a word is declared lost (a word at the slowest clock,
/// 48 MHz / 2^15, takes about 5 ms; the ADC's clock is far faster).
const TRIES: u32 = 100_000;

/// The channel's clock and mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Config {
    /// CHxCONF.CLKD: the bit clock is [`FCLK_HZ`] / 2^clkd.
    pub clkd: u32,
    /// SPI mode (CPOL, CPHA).
    pub mode: embedded_hal::spi::Mode,
}

impl Config {
    /// The fastest clock at or below `max_hz`, in `mode`.
    pub fn at_most(max_hz: u32, mode: embedded_hal::spi::Mode) -> Self {
        let clkd = (0..=15u32).find(|&d| FCLK_HZ >> d <= max_hz).unwrap_or(15);
        Self { clkd, mode }
    }

    pub fn clock_hz(&self) -> u32 {
        FCLK_HZ >> self.clkd
    }

    /// CH0CONF for this configuration: 8-bit words, transmit and receive, CS low
    /// active, not forced.
    pub fn chconf(&self) -> u32 {
        use embedded_hal::spi::{Phase, Polarity};
        let mut v = CONF_EPOL | CONF_DPE0 | (7 << CONF_WL_SHIFT) | (self.clkd << CONF_CLKD_SHIFT);
        if self.mode.polarity == Polarity::IdleHigh {
            v |= CONF_POL;
        }
        if self.mode.phase == Phase::CaptureOnSecondTransition {
            v |= CONF_PHA;
        }
        v
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpiError {
    /// The controller never came out of reset.
    Reset,
    /// TX0 never emptied or RX0 never filled: no functional clock.
    Timeout,
}

impl embedded_hal::spi::Error for SpiError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::Other
    }
}

/// One McSPI controller, channel 0, as a master.
pub struct McSpi<B> {
    bus: B,
    chconf: u32,
}

impl<B: Bus> McSpi<B> {
    /// Resets the controller and sets it up as a single-channel master on channel 0
    /// (its clocks and pads must be on: `prcm`, `padconf`). The channel stays disabled
    /// until a transfer.
    pub fn new(bus: B, config: Config) -> Result<Self, SpiError> {
        bus.write(SYSCONFIG, SYSCONFIG_SOFTRESET);
        if !poll(&bus, SYSSTATUS, TRIES, |v| v & SYSSTATUS_RESETDONE != 0) {
            return Err(SpiError::Reset);
        }
        // Polled: no interrupt wanted, and none left pending from before the reset.
        bus.write(IRQENABLE, 0);
        bus.write(IRQSTATUS, u32::MAX);
        bus.write(MODULCTRL, MODULCTRL_SINGLE);
        let chconf = config.chconf();
        bus.write(CH0CONF, chconf);
        Ok(Self { bus, chconf })
    }

    fn word(&mut self, out: u8) -> Result<u8, SpiError> {
        if !poll(&self.bus, CH0STAT, TRIES, |s| s & STAT_TXS != 0) {
            return Err(SpiError::Timeout);
        }
        self.bus.write(TX0, u32::from(out));
        if !poll(&self.bus, CH0STAT, TRIES, |s| s & STAT_RXS != 0) {
            return Err(SpiError::Timeout);
        }
        Ok(self.bus.read(RX0) as u8)
    }

    /// Asserts (or releases) SPIM_CS0 and enables (or disables) the channel.
    fn select(&mut self, on: bool) {
        if on {
            self.bus.write(CH0CONF, self.chconf | CONF_FORCE);
            self.bus.write(CH0CTRL, CTRL_EN);
        } else {
            self.bus.write(CH0CTRL, 0);
            self.bus.write(CH0CONF, self.chconf);
        }
    }
}

impl<B> ErrorType for McSpi<B> {
    type Error = SpiError;
}

/// Word by word: every word out is a word in (TRM = 0), so reads clock out zeros.
impl<B: Bus> SpiBus<u8> for McSpi<B> {
    fn read(&mut self, words: &mut [u8]) -> Result<(), SpiError> {
        for w in words {
            *w = self.word(0)?;
        }
        Ok(())
    }

    fn write(&mut self, words: &[u8]) -> Result<(), SpiError> {
        for &w in words {
            self.word(w)?;
        }
        Ok(())
    }

    fn transfer(&mut self, read: &mut [u8], write: &[u8]) -> Result<(), SpiError> {
        for i in 0..read.len().max(write.len()) {
            let r = self.word(write.get(i).copied().unwrap_or(0))?;
            if let Some(slot) = read.get_mut(i) {
                *slot = r;
            }
        }
        Ok(())
    }

    fn transfer_in_place(&mut self, words: &mut [u8]) -> Result<(), SpiError> {
        for w in words {
            *w = self.word(*w)?;
        }
        Ok(())
    }

    /// Every word already waited for its received word, so the bus is idle.
    fn flush(&mut self) -> Result<(), SpiError> {
        Ok(())
    }
}

/// The controller's channel 0 as the device on SPIM_CS0: CS held low for the whole
/// transaction, released (and the channel disabled) even when a word fails.
impl<B: Bus> SpiDevice<u8> for McSpi<B> {
    fn transaction(&mut self, operations: &mut [Operation<'_, u8>]) -> Result<(), SpiError> {
        self.select(true);
        let mut result = Ok(());
        for op in operations {
            result = match op {
                Operation::Read(r) => SpiBus::read(self, r),
                Operation::Write(w) => SpiBus::write(self, w),
                Operation::Transfer(r, w) => SpiBus::transfer(self, r, w),
                Operation::TransferInPlace(w) => SpiBus::transfer_in_place(self, w),
                // A busy-wait would stall the caller (the sampling interrupt); no
                // device here asks for one.
                Operation::DelayNs(_) => Ok(()),
            };
            if result.is_err() {
                break;
            }
        }
        self.select(false);
        result
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use dexmetal_hal::mmio::fake::{Access, RecordingBus};
    use embedded_hal::spi::MODE_0;
    use std::cell::Cell;
    use std::rc::Rc;
    use std::vec::Vec;

    #[test]
    fn registers_sit_at_the_documented_offsets() {
        // spi-omap2-mcspi.c: SYSCONFIG 0x10, SYSSTATUS 0x14, IRQSTATUS 0x18,
        // IRQENABLE 0x1c, MODULCTRL 0x28, CHCONF0 0x2c, CHSTAT0 0x30, CHCTRL0 0x34,
        // TX0 0x38, RX0 0x3c.
        assert_eq!(
            [
                SYSCONFIG, SYSSTATUS, IRQSTATUS, IRQENABLE, MODULCTRL, CH0CONF, CH0STAT, CH0CTRL,
                TX0, RX0
            ],
            [0x10, 0x14, 0x18, 0x1c, 0x28, 0x2c, 0x30, 0x34, 0x38, 0x3c]
        );
    }

    #[test]
    fn the_clock_divider_stays_at_or_below_the_limit() {
        // 48 MHz / 2^5 = 1.5 MHz: the MCP3201's 1.6 MHz limit at 5 V.
        let c = Config::at_most(1_600_000, MODE_0);
        assert_eq!((c.clkd, c.clock_hz()), (5, 1_500_000));
        // 0.8 MHz at 2.7 V: 750 kHz.
        assert_eq!(Config::at_most(800_000, MODE_0).clock_hz(), 750_000);
        assert_eq!(Config::at_most(48_000_000, MODE_0).clkd, 0);
        assert_eq!(Config::at_most(1, MODE_0).clkd, 15);
    }

    /// A McSPI whose TX0 empties at once and whose RX0 returns `rx` in turn.
    fn controller(rx: &'static [u8]) -> RecordingBus {
        let next = Rc::new(Cell::new(0usize));
        RecordingBus::new().with_model(move |regs, a| match a {
            Access::Write(SYSCONFIG, _) => {
                regs.insert(SYSSTATUS, SYSSTATUS_RESETDONE);
            }
            Access::Write(TX0, _) => {
                let i = next.get();
                regs.insert(RX0, u32::from(rx.get(i).copied().unwrap_or(0xee)));
                next.set(i + 1);
                regs.insert(CH0STAT, STAT_RXS | STAT_TXS | STAT_EOT);
            }
            Access::Read(RX0, _) => {
                regs.insert(CH0STAT, STAT_TXS | STAT_EOT);
            }
            Access::Write(CH0CTRL, CTRL_EN) => {
                regs.insert(CH0STAT, STAT_TXS);
            }
            _ => {}
        })
    }

    #[test]
    fn resets_and_sets_up_a_single_channel_master() {
        let bus = controller(&[]);
        let _spi = McSpi::new(&bus, Config::at_most(1_600_000, MODE_0)).unwrap();
        // CH0CONF: CLKD 5, EPOL, WL 7 (8 bits), DPE0 (receive on D0), TRM 0, no FORCE.
        let chconf = (5 << 2) | (1 << 6) | (7 << 7) | (1 << 16);
        assert_eq!(
            bus.writes(),
            [
                (SYSCONFIG, SYSCONFIG_SOFTRESET),
                (IRQENABLE, 0),
                (IRQSTATUS, u32::MAX),
                (MODULCTRL, MODULCTRL_SINGLE),
                (CH0CONF, chconf),
            ]
        );
        assert!(bus
            .log()
            .contains(&Access::Read(SYSSTATUS, SYSSTATUS_RESETDONE)));
    }

    #[test]
    fn a_transaction_forces_cs_around_its_words() {
        let bus = controller(&[0x0a, 0xb7]);
        let mut spi = McSpi::new(&bus, Config::at_most(1_600_000, MODE_0)).unwrap();
        let chconf = Config::at_most(1_600_000, MODE_0).chconf();
        bus.clear_log();
        let mut buf = [0u8; 2];
        SpiDevice::read(&mut spi, &mut buf).unwrap();
        assert_eq!(buf, [0x0a, 0xb7]);
        // CS low and channel on; per word: wait TXS, write TX0 (zeros: a read), wait
        // RXS, read RX0; then channel off and CS released.
        let log = bus.log();
        let writes: Vec<_> = bus.writes();
        assert_eq!(
            writes,
            [
                (CH0CONF, chconf | CONF_FORCE),
                (CH0CTRL, CTRL_EN),
                (TX0, 0),
                (TX0, 0),
                (CH0CTRL, 0),
                (CH0CONF, chconf),
            ]
        );
        let rx: Vec<_> = log
            .iter()
            .filter_map(|a| match a {
                Access::Read(RX0, v) => Some(*v),
                _ => None,
            })
            .collect();
        assert_eq!(rx, [0x0a, 0xb7]);
        // RX0 is read only once RXS said it was full.
        let first_rx = log.iter().position(|a| matches!(a, Access::Read(RX0, _)));
        let rxs_seen = log
            .iter()
            .position(|a| matches!(a, Access::Read(CH0STAT, s) if s & STAT_RXS != 0));
        assert!(rxs_seen < first_rx, "{log:?}");
    }

    #[test]
    fn a_dead_controller_times_out_and_still_releases_cs() {
        // Reset never completes.
        let bus = RecordingBus::new();
        assert_eq!(
            McSpi::new(&bus, Config::at_most(1_000_000, MODE_0)).err(),
            Some(SpiError::Reset)
        );
        // Reset completes, but TX0 never empties (no functional clock).
        let bus = RecordingBus::new().with_model(|regs, a| {
            if let Access::Write(SYSCONFIG, _) = a {
                regs.insert(SYSSTATUS, SYSSTATUS_RESETDONE);
            }
        });
        let mut spi = McSpi::new(&bus, Config::at_most(1_000_000, MODE_0)).unwrap();
        let chconf = Config::at_most(1_000_000, MODE_0).chconf();
        let mut buf = [0u8; 2];
        assert_eq!(SpiDevice::read(&mut spi, &mut buf), Err(SpiError::Timeout));
        let w = bus.writes();
        assert_eq!(&w[w.len() - 2..], [(CH0CTRL, 0), (CH0CONF, chconf)]);
        assert!(!w.iter().any(|&(o, _)| o == TX0));
    }

    #[test]
    fn mode_3_sets_polarity_and_phase() {
        let c = Config::at_most(1_000_000, embedded_hal::spi::MODE_3).chconf();
        assert_eq!(c & (CONF_POL | CONF_PHA), CONF_POL | CONF_PHA);
        assert_eq!(Config::at_most(1_000_000, MODE_0).chconf() & 3, 0);
    }
}
