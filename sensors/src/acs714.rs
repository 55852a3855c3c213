//! The ACS714 on the CPU rail, read by an ADS1115 (single-ended A0, ±4.096 V range:
//! 125 µV per count; continuous conversion at 860 S/s), per the ACS714 datasheet and the
//! ADS1115 datasheet (SBAS444) §9.6 (docs/boards/beagleboard.md, "Current sensor
//! facts"). The zero-current level is calibrated at boot with the load
//! idle (the ACS714 sits near Vcc/2, but the part and the supply shift it); the rail
//! voltage comes from the cpufreq driver's current OPP.

use ads1x1x::{channel, Ads1x1x, DataRate16Bit, FullScaleRange, TargetAddr};
use dexmetal_hal::power_sensor::{PowerSensor, PowerSensorKind, Sample, SensorError};
use embedded_hal::i2c::I2c;

/// Microvolts per ADS1115 count at ±4.096 V.
pub const UV_PER_COUNT: i64 = 125;
/// Conversions averaged for the zero calibration.
pub const CALIBRATION_SAMPLES: u32 = 16;

type Adc<I2C> =
    Ads1x1x<I2C, ads1x1x::ic::Ads1115, ads1x1x::ic::Resolution16Bit, ads1x1x::mode::Continuous>;

/// The sensor, once configured and calibrated.
pub struct Acs714<I2C> {
    adc: Adc<I2C>,
    zero: i64,
    rail_uv: u32,
    clock_ns: fn() -> u64,
}

/// Why the sensor could not be brought up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupError {
    /// The I²C transfer failed (no ADS1115 at the address, a NACK, a stuck bus).
    Bus,
}

impl<I2C: I2c> Acs714<I2C> {
    /// Configures the ADS1115 at `addr` (range, 860 S/s, continuous on A0) and takes
    /// the zero level from [`CALIBRATION_SAMPLES`] conversions: the CPU must be idle.
    /// `clock_ns` stamps samples; `rail_uv` is the rail voltage until told otherwise.
    pub fn new(
        i2c: I2C,
        addr: TargetAddr,
        rail_uv: u32,
        clock_ns: fn() -> u64,
    ) -> Result<Self, SetupError> {
        let mut adc = Ads1x1x::new_ads1115(i2c, addr);
        adc.set_full_scale_range(FullScaleRange::Within4_096V)
            .map_err(|_| SetupError::Bus)?;
        adc.set_data_rate(DataRate16Bit::Sps860)
            .map_err(|_| SetupError::Bus)?;
        let mut adc = adc.into_continuous().map_err(|_| SetupError::Bus)?;
        adc.select_channel(channel::SingleA0)
            .map_err(|_| SetupError::Bus)?;
        let mut sum = 0i64;
        for _ in 0..CALIBRATION_SAMPLES {
            sum += i64::from(adc.read().map_err(|_| SetupError::Bus)?);
        }
        Ok(Self {
            adc,
            // Rounded to the nearest count.
            zero: (2 * sum + i64::from(CALIBRATION_SAMPLES))
                .div_euclid(2 * i64::from(CALIBRATION_SAMPLES)),
            rail_uv,
            clock_ns,
        })
    }

    /// The calibrated zero-current level, in ADC counts.
    pub fn zero_counts(&self) -> i64 {
        self.zero
    }
}

impl<I2C: I2c> PowerSensor for Acs714<I2C> {
    fn kind(&self) -> PowerSensorKind {
        PowerSensorKind::Ads1115
    }

    fn rate_hz(&self) -> u32 {
        860
    }

    fn sample(&mut self) -> Result<Sample, SensorError> {
        let raw = self.adc.read().map_err(|_| SensorError::Bus)?;
        let uv = (i64::from(raw) - self.zero) * UV_PER_COUNT;
        Ok(Sample {
            t_ns: (self.clock_ns)(),
            microamps: crate::acs714_microamps(uv),
            microvolts: self.rail_uv,
        })
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
    use embedded_hal::i2c::ErrorKind;
    use embedded_hal_mock::eh1::i2c::{Mock, Transaction};
    use std::vec;
    use std::vec::Vec;

    const ADDR: u8 = 0x48;

    fn t0() -> u64 {
        1_000
    }

    /// The ADS1115's configuration writes, in order (register 0x01, MSB, LSB), from the
    /// reset value 0x8583: PGA ±4.096 V (bits 11:9 = 001), 860 S/s (bits 7:5 = 111),
    /// continuous (bit 8 = 0), then MUX AIN0 to GND (bits 14:12 = 100).
    fn setup() -> Vec<Transaction> {
        vec![
            Transaction::write(ADDR, vec![0x01, 0x83, 0x83]),
            Transaction::write(ADDR, vec![0x01, 0x83, 0xe3]),
            Transaction::write(ADDR, vec![0x01, 0x82, 0xe3]),
            Transaction::write(ADDR, vec![0x01, 0xc2, 0xe3]),
        ]
    }

    fn conversion(counts: i16) -> Transaction {
        Transaction::write_read(ADDR, vec![0x00], counts.to_be_bytes().to_vec())
    }

    #[test]
    fn configures_calibrates_and_converts_to_amps() {
        let mut ex = setup();
        // Idle: the output sits at 2.5 V = 20000 counts (±2 counts of noise).
        for i in 0..CALIBRATION_SAMPLES {
            ex.push(conversion(20_000 + (i as i16 % 5) - 2));
        }
        // 1 A: +185 mV = 1480 counts above the zero; then -0.5 A.
        ex.push(conversion(21_480));
        ex.push(conversion(19_260));
        let mut i2c = Mock::new(&ex);
        let mut s = Acs714::new(i2c.clone(), TargetAddr::default(), 1_350_000, t0).unwrap();
        assert_eq!(s.zero_counts(), 20_000);
        let a = s.sample().unwrap();
        assert_eq!(
            (a.microamps, a.microvolts, a.t_ns),
            (1_000_000, 1_350_000, 1_000)
        );
        assert_eq!(a.microwatts(), 1_350_000);
        s.set_rail_microvolts(1_200_000);
        let b = s.sample().unwrap();
        assert_eq!((b.microamps, b.microvolts), (-500_000, 1_200_000));
        assert!(!s.is_model());
        assert_eq!((s.kind().name(), s.rate_hz()), ("ads1115", 860));
        assert_eq!(s.integral(), None, "the caller integrates its samples");
        i2c.done();
    }

    #[test]
    fn a_bus_error_is_a_clear_error() {
        // At set-up: the ADS1115 does not answer.
        let ex = [Transaction::write(ADDR, vec![0x01, 0x83, 0x83]).with_error(ErrorKind::Other)];
        let mut i2c = Mock::new(&ex);
        assert_eq!(
            Acs714::new(i2c.clone(), TargetAddr::default(), 1_350_000, t0).err(),
            Some(SetupError::Bus)
        );
        i2c.done();
        // While sampling: the conversion read fails.
        let mut ex = setup();
        ex.extend((0..CALIBRATION_SAMPLES).map(|_| conversion(20_000)));
        ex.push(Transaction::write_read(ADDR, vec![0x00], vec![0, 0]).with_error(ErrorKind::Other));
        let mut i2c = Mock::new(&ex);
        let mut s = Acs714::new(i2c.clone(), TargetAddr::default(), 1_350_000, t0).unwrap();
        assert_eq!(s.sample(), Err(SensorError::Bus));
        i2c.done();
    }
}
