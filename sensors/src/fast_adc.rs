//! A fast PowerSensor: the ACS714's output on a Microchip MCP3201 (12-bit SAR, up to
//! 100 kS/s, SPI; datasheet DS21290 §6.1: a 16-clock read returns two sample-and-hold
//! clocks, a null bit, B11..B0, then B1 again), converted from a timer interrupt into a
//! ring buffer that the energy accounting drains. GC phases last milliseconds, which
//! the ADS1115's 860 S/s cannot resolve; at 10 kS/s or more they can. A full ring drops
//! the newest samples and counts them; a failed conversion is counted, not stored.

use dexmetal_hal::power_sensor::{PowerSensor, Sample, SensorError};
use embedded_hal::spi::SpiDevice;
use heapless::Deque;

/// The slowest rate this driver is meant for (seed 004's DAQ ran at 48 kS/s).
pub const MIN_RATE_HZ: u32 = 10_000;
/// Samples the ring holds: 0.1 s at 40 kS/s.
pub const RING: usize = 4096;

/// Why the sampler was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupError {
    /// Below [`MIN_RATE_HZ`] this is not the fast sensor.
    RateTooLow(u32),
    Bus,
}

/// The MCP3201 code in a 16-clock read (`b0` first).
pub fn mcp3201_code(b0: u8, b1: u8) -> u16 {
    (u16::from(b0 & 0x1f) << 7) | u16::from(b1 >> 1)
}

pub struct FastAdc<SPI> {
    spi: SPI,
    vref_uv: i64,
    zero_uv: i64,
    rail_uv: u32,
    rate_hz: u32,
    ring: Deque<Sample, RING>,
    /// Samples lost to a full ring, and conversions that failed on the bus.
    pub dropped: u32,
    pub bus_errors: u32,
}

impl<SPI: SpiDevice> FastAdc<SPI> {
    /// A sampler at `rate_hz` (the board's timer interrupt runs [`Self::on_timer`] at
    /// that rate) with reference `vref_uv`; the zero level comes from `calibration`
    /// conversions taken now, with the CPU idle.
    pub fn new(
        mut spi: SPI,
        vref_uv: u32,
        rate_hz: u32,
        rail_uv: u32,
        calibration: u32,
    ) -> Result<Self, SetupError> {
        if rate_hz < MIN_RATE_HZ {
            return Err(SetupError::RateTooLow(rate_hz));
        }
        let vref_uv = i64::from(vref_uv);
        let mut sum = 0i64;
        for _ in 0..calibration.max(1) {
            sum += convert(&mut spi, vref_uv).map_err(|_| SetupError::Bus)?;
        }
        Ok(Self {
            spi,
            vref_uv,
            zero_uv: sum / i64::from(calibration.max(1)),
            rail_uv,
            rate_hz,
            ring: Deque::new(),
            dropped: 0,
            bus_errors: 0,
        })
    }

    /// The timer interrupt: one conversion, stamped `t_ns`, into the ring.
    pub fn on_timer(&mut self, t_ns: u64) {
        match convert(&mut self.spi, self.vref_uv) {
            Ok(uv) => {
                let s = Sample {
                    t_ns,
                    microamps: crate::acs714_microamps(uv - self.zero_uv),
                    microvolts: self.rail_uv,
                };
                if self.ring.push_back(s).is_err() {
                    self.dropped = self.dropped.saturating_add(1);
                }
            }
            Err(_) => self.bus_errors = self.bus_errors.saturating_add(1),
        }
    }

    /// Samples waiting in the ring.
    pub fn pending(&self) -> usize {
        self.ring.len()
    }
}

/// One conversion in microvolts.
fn convert<SPI: SpiDevice>(spi: &mut SPI, vref_uv: i64) -> Result<i64, SPI::Error> {
    let mut buf = [0u8; 2];
    spi.read(&mut buf)?;
    Ok(i64::from(mcp3201_code(buf[0], buf[1])) * vref_uv / 4096)
}

impl<SPI: SpiDevice> PowerSensor for FastAdc<SPI> {
    fn rate_hz(&self) -> u32 {
        self.rate_hz
    }

    /// The oldest buffered sample; `NotReady` when the interrupt has not produced one.
    fn sample(&mut self) -> Result<Sample, SensorError> {
        self.ring.pop_front().ok_or(SensorError::NotReady)
    }

    fn is_model(&self) -> bool {
        false
    }

    fn set_rail_microvolts(&mut self, uv: u32) {
        self.rail_uv = uv;
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use embedded_hal::spi::{ErrorKind, ErrorType, Operation};
    use embedded_hal_mock::eh1::spi::{Mock, Transaction};
    use std::vec;
    use std::vec::Vec;

    /// The two bytes an MCP3201 returns for `code` (null bit 0, B1 repeated after B0).
    fn bytes(code: u16) -> Vec<u8> {
        let b0 = ((code >> 7) & 0x1f) as u8;
        let b1 = (((code & 0x7f) << 1) as u8) | ((code >> 1) & 1) as u8;
        vec![b0, b1]
    }

    fn read(code: u16) -> [Transaction<u8>; 3] {
        [
            Transaction::transaction_start(),
            Transaction::read_vec(bytes(code)),
            Transaction::transaction_end(),
        ]
    }

    #[test]
    fn decodes_the_mcp3201_frame() {
        for code in [0u16, 1, 2048, 4095, 0x555] {
            let b = bytes(code);
            assert_eq!(mcp3201_code(b[0], b[1]), code);
        }
        // The leading sample clocks and the null bit are ignored.
        assert_eq!(mcp3201_code(0xe0 | 0x1f, 0xfe), 4095);
    }

    #[test]
    fn samples_from_the_timer_into_the_ring() {
        // Vref 4.096 V: 1 mV per code. Idle at 2.5 V (code 2500), then 1 A (+185 mV).
        let mut ex: Vec<Transaction<u8>> = Vec::new();
        for _ in 0..4 {
            ex.extend(read(2500));
        }
        ex.extend(read(2685));
        ex.extend(read(2500 - 185));
        let mut spi = Mock::new(&ex);
        let mut adc = FastAdc::new(spi.clone(), 4_096_000, 40_000, 1_350_000, 4).unwrap();
        assert_eq!(adc.sample(), Err(SensorError::NotReady));
        adc.on_timer(25_000);
        adc.on_timer(50_000);
        assert_eq!(adc.pending(), 2);
        let a = adc.sample().unwrap();
        assert_eq!(
            (a.t_ns, a.microamps, a.microvolts),
            (25_000, 1_000_000, 1_350_000)
        );
        assert_eq!(adc.sample().unwrap().microamps, -1_000_000);
        assert_eq!(adc.rate_hz(), 40_000);
        spi.done();
    }

    #[test]
    fn a_full_ring_counts_the_samples_it_drops() {
        let mut ex: Vec<Transaction<u8>> = Vec::new();
        for _ in 0..(1 + RING + 3) {
            ex.extend(read(2500));
        }
        let mut spi = Mock::new(&ex);
        let mut adc = FastAdc::new(spi.clone(), 4_096_000, 10_000, 1_000_000, 1).unwrap();
        for t in 0..(RING as u64 + 3) {
            adc.on_timer(t);
        }
        assert_eq!((adc.pending(), adc.dropped), (RING, 3));
        // The oldest samples are the ones kept.
        assert_eq!(adc.sample().unwrap().t_ns, 0);
        spi.done();
    }

    /// An SPI device whose every transfer fails.
    struct Broken;
    impl ErrorType for Broken {
        type Error = ErrorKind;
    }
    impl SpiDevice for Broken {
        fn transaction(&mut self, _: &mut [Operation<'_, u8>]) -> Result<(), ErrorKind> {
            Err(ErrorKind::Other)
        }
    }

    #[test]
    fn a_bus_error_is_a_clear_error_and_a_slow_rate_is_refused() {
        assert_eq!(
            FastAdc::new(Broken, 4_096_000, 40_000, 1_000_000, 4).err(),
            Some(SetupError::Bus)
        );
        let mut spi = Mock::new(&[]);
        assert_eq!(
            FastAdc::new(spi.clone(), 4_096_000, 860, 1_000_000, 4).err(),
            Some(SetupError::RateTooLow(860))
        );
        spi.done();
        // A conversion failing in the interrupt is counted, and nothing is stored.
        let mut ex: Vec<Transaction<u8>> = Vec::new();
        ex.extend(read(2500));
        let mut spi = Mock::new(&ex);
        let adc = FastAdc::new(spi.clone(), 4_096_000, 40_000, 1_000_000, 1).unwrap();
        spi.done();
        let mut adc = FastAdc {
            spi: Broken,
            vref_uv: adc.vref_uv,
            zero_uv: adc.zero_uv,
            rail_uv: adc.rail_uv,
            rate_hz: adc.rate_hz,
            ring: Deque::new(),
            dropped: 0,
            bus_errors: 0,
        };
        adc.on_timer(1);
        assert_eq!((adc.bus_errors, adc.pending()), (1, 0));
        assert_eq!(adc.sample(), Err(SensorError::NotReady));
    }
}
