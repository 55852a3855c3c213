//! A fast PowerSensor: the ACS714 on a Microchip MCP3201 (12-bit SAR on SPI; datasheet
//! DS21290 §6.1: a 16-clock read is two sample clocks, a null bit, B11..B0, B1 again),
//! fast enough for millisecond GC phases, which the ADS1115's 860 S/s cannot resolve.
//! The board's timer interrupt runs [`Sampler::on_timer`]: one conversion, one trapezoid
//! of V·I, published through a sequence lock ([`Shared`]) that [`FastAdc`], the main
//! context's side, reads without masking the interrupt or waiting for it.

use core::sync::atomic::{AtomicU32, Ordering};
use dexmetal_hal::power_sensor::{
    Energy, Integral, PowerHz, PowerSensor, PowerSensorKind, Sample, SensorError, SharedIntegral,
};
use embedded_hal::spi::SpiDevice;

/// The rates it runs at, `dexmetal.power.hz`'s range (seed 004's DAQ ran at 48 kS/s).
pub const MIN_RATE_HZ: u32 = PowerHz::MIN;
pub const MAX_RATE_HZ: u32 = PowerHz::MAX;
/// The MCP3201's clock limit at 5 V (DS21290: 1.6 MHz for 100 kS/s; 0.8 MHz at 2.7 V).
pub const MAX_CLOCK_HZ_5V: u32 = 1_600_000;

/// Why the sampler was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupError {
    /// Outside [`MIN_RATE_HZ`]..=[`MAX_RATE_HZ`].
    Rate(u32),
    /// A calibration conversion failed on the bus.
    Bus,
}

/// The MCP3201 code in a 16-clock read (`b0` first): the top three bits of `b0` are the
/// two sample clocks and the null bit, the last bit of `b1` is B1 repeated.
pub fn mcp3201_code(b0: u8, b1: u8) -> u16 {
    (u16::from(b0 & 0x1f) << 7) | u16::from(b1 >> 1)
}

/// The converter on its SPI device, with its reference voltage.
pub struct Mcp3201<SPI> {
    spi: SPI,
    vref_uv: i64,
}

impl<SPI: SpiDevice> Mcp3201<SPI> {
    pub fn new(spi: SPI, vref_uv: u32) -> Self {
        Self {
            spi,
            vref_uv: i64::from(vref_uv),
        }
    }

    /// One conversion: the 12-bit code.
    pub fn read_code(&mut self) -> Result<u16, SPI::Error> {
        let mut buf = [0u8; 2];
        self.spi.read(&mut buf)?;
        Ok(mcp3201_code(buf[0], buf[1]))
    }

    /// One conversion in microvolts at the input.
    pub fn read_microvolts(&mut self) -> Result<i64, SPI::Error> {
        Ok(i64::from(self.read_code()?) * self.vref_uv / 4096)
    }
}

/// What the interrupt publishes and the main context reads: the integral, and the rail
/// voltage the main context sets at each OPP switch.
pub struct Shared {
    integral: SharedIntegral,
    rail_uv: AtomicU32,
}

impl Shared {
    pub const fn new() -> Self {
        Self {
            integral: SharedIntegral::new(),
            rail_uv: AtomicU32::new(0),
        }
    }
}

impl Default for Shared {
    fn default() -> Self {
        Self::new()
    }
}

/// The interrupt's side: owns the converter and the running integral.
pub struct Sampler<SPI> {
    adc: Mcp3201<SPI>,
    zero_uv: i64,
    shared: &'static Shared,
    energy: Energy,
    samples: u32,
    errors: u32,
}

impl<SPI: SpiDevice> Sampler<SPI> {
    /// Takes the zero-current level from `calibration` conversions now (the CPU must be
    /// idle) and starts a fresh integral in `shared` at rail voltage `rail_uv`.
    pub fn new(
        mut adc: Mcp3201<SPI>,
        shared: &'static Shared,
        rail_uv: u32,
        calibration: u32,
    ) -> Result<Self, SetupError> {
        let n = calibration.max(1);
        let mut sum = 0i64;
        for _ in 0..n {
            sum += adc.read_microvolts().map_err(|_| SetupError::Bus)?;
        }
        shared.rail_uv.store(rail_uv, Ordering::Relaxed);
        shared.integral.publish(&Integral::default());
        Ok(Self {
            adc,
            zero_uv: sum / i64::from(n),
            shared,
            energy: Energy::default(),
            samples: 0,
            errors: 0,
        })
    }

    /// The calibrated zero-current level, in microvolts at the ADC input.
    pub fn zero_microvolts(&self) -> i64 {
        self.zero_uv
    }

    /// The timer interrupt: one conversion stamped `t_ns`, one trapezoid, one publish.
    /// A failed conversion is counted and leaves the integral as it was.
    pub fn on_timer(&mut self, t_ns: u64) {
        match self.adc.read_microvolts() {
            Ok(uv) => {
                let s = Sample {
                    t_ns,
                    microamps: crate::acs714_microamps(uv - self.zero_uv),
                    microvolts: self.shared.rail_uv.load(Ordering::Relaxed),
                };
                self.energy.add(s);
                self.samples = self.samples.saturating_add(1);
            }
            Err(_) => self.errors = self.errors.saturating_add(1),
        }
        self.shared.integral.publish(&Integral {
            picojoules: self
                .energy
                .picojoules()
                .clamp(i128::from(i64::MIN), i128::from(i64::MAX)) as i64,
            span_ns: self.energy.span_ns(),
            samples: self.samples,
            errors: self.errors,
            last: self.energy.last(),
        });
    }
}

/// The main context's side, the `PowerSensor` the runtime holds. `G` is the board's
/// guard: dropping it stops the timer (the run's accounting ended).
pub struct FastAdc<G> {
    shared: &'static Shared,
    rate_hz: u32,
    _guard: G,
}

impl<G> FastAdc<G> {
    /// The sensor whose interrupt runs a [`Sampler`] on `shared` at `rate_hz` (the rate
    /// the board's timer really gives).
    pub fn new(shared: &'static Shared, rate_hz: u32, guard: G) -> Result<Self, SetupError> {
        if !(MIN_RATE_HZ..=MAX_RATE_HZ).contains(&rate_hz) {
            return Err(SetupError::Rate(rate_hz));
        }
        Ok(Self {
            shared,
            rate_hz,
            _guard: guard,
        })
    }
}

impl<G> PowerSensor for FastAdc<G> {
    fn kind(&self) -> PowerSensorKind {
        PowerSensorKind::Mcp3201
    }

    fn rate_hz(&self) -> u32 {
        self.rate_hz
    }

    /// The newest sample the interrupt took; `NotReady` before the first.
    fn sample(&mut self) -> Result<Sample, SensorError> {
        self.shared
            .integral
            .read()
            .last
            .ok_or(SensorError::NotReady)
    }

    fn is_model(&self) -> bool {
        false
    }

    fn set_rail_microvolts(&mut self, uv: u32) {
        self.shared.rail_uv.store(uv, Ordering::Relaxed);
    }

    fn integral(&self) -> Option<Integral> {
        Some(self.shared.integral.read())
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use embedded_hal::spi::{ErrorKind, ErrorType, Operation};
    use embedded_hal_mock::eh1::spi::{Mock, Transaction};
    use std::boxed::Box;
    use std::vec;
    use std::vec::Vec;

    /// The two bytes an MCP3201 returns for `code`: two high-impedance sample clocks
    /// (read as 1 here, to prove they are ignored), the null bit 0, B11..B0, B1 again.
    fn bytes(code: u16) -> Vec<u8> {
        let b0 = 0xc0 | ((code >> 7) & 0x1f) as u8;
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

    fn shared() -> &'static Shared {
        Box::leak(Box::new(Shared::new()))
    }

    #[test]
    fn decodes_the_mcp3201_frame() {
        for code in [0u16, 1, 2, 2048, 4095, 0x555, 0xaaa] {
            let b = bytes(code);
            assert_eq!(mcp3201_code(b[0], b[1]), code, "{code:#x}");
        }
        // DS21290 figure 6-1's layout, by hand: code 0b1010_0101_1100 = 0xa5c.
        // Byte 0: ?, ?, null 0, B11..B7 = 1 0 1 0 0; byte 1: B6..B0 = 1 0 1 1 1 0 0, B1 = 0.
        assert_eq!(mcp3201_code(0b0001_0100, 0b1011_1000), 0xa5c);
        // The leading sample clocks and the null bit are ignored; the trailing B1 too.
        assert_eq!(mcp3201_code(0xff, 0xff), 4095);
        assert_eq!(mcp3201_code(0xe0, 0x01), 0);
    }

    #[test]
    fn samples_integrate_v_times_i_at_the_timer_rate() {
        // Vref 4.096 V: 1 mV per code. Idle at 2.5 V (code 2500): the zero. Then 1 A
        // (+185 mV) at 1.35 V for 100 µs, then 3 A (+555 mV) at 1.2 V.
        let mut ex: Vec<Transaction<u8>> = Vec::new();
        for _ in 0..4 {
            ex.extend(read(2500));
        }
        ex.extend(read(2685));
        ex.extend(read(2685));
        ex.extend(read(3055));
        let mut spi = Mock::new(&ex);
        let sh = shared();
        let mut s = Sampler::new(Mcp3201::new(spi.clone(), 4_096_000), sh, 1_350_000, 4).unwrap();
        assert_eq!(s.zero_microvolts(), 2_500_000);
        let mut adc = FastAdc::new(sh, 10_000, ()).unwrap();
        assert_eq!(adc.sample(), Err(SensorError::NotReady), "no sample yet");
        s.on_timer(0);
        s.on_timer(100_000);
        // 1 A × 1.35 V for 100 µs = 135 µJ.
        let i = adc.integral().unwrap();
        assert_eq!(
            (i.picojoules, i.span_ns, i.samples),
            (135_000_000, 100_000, 2)
        );
        adc.set_rail_microvolts(1_200_000);
        s.on_timer(200_000);
        // Trapezoid from 1.35 W to 3.6 W over 100 µs: 247.5 µJ more.
        let i = adc.integral().unwrap();
        assert_eq!(i.picojoules, 135_000_000 + 247_500_000);
        assert_eq!(i.microjoules(), 382);
        let last = adc.sample().unwrap();
        assert_eq!(
            (last.t_ns, last.microamps, last.microvolts),
            (200_000, 3_000_000, 1_200_000)
        );
        assert_eq!((adc.kind().name(), adc.rate_hz()), ("mcp3201", 10_000));
        assert!(!adc.is_model());
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
    fn a_bus_error_is_counted_and_a_rate_out_of_range_is_refused() {
        assert_eq!(
            Sampler::new(Mcp3201::new(Broken, 4_096_000), shared(), 1_000_000, 4).err(),
            Some(SetupError::Bus)
        );
        for rate in [860, 9_999, 50_001] {
            assert_eq!(
                FastAdc::new(shared(), rate, ()).err(),
                Some(SetupError::Rate(rate))
            );
        }
        // A conversion failing in the interrupt is counted, and the integral stands.
        let mut ex: Vec<Transaction<u8>> = Vec::new();
        ex.extend(read(2500));
        ex.extend(read(2685));
        let mut spi = Mock::new(&ex);
        let sh = shared();
        let mut s = Sampler::new(Mcp3201::new(spi.clone(), 4_096_000), sh, 1_000_000, 1).unwrap();
        s.on_timer(10);
        spi.done();
        let mut s = Sampler {
            adc: Mcp3201::new(Broken, 4_096_000),
            zero_uv: s.zero_uv,
            shared: s.shared,
            energy: s.energy,
            samples: s.samples,
            errors: s.errors,
        };
        s.on_timer(20);
        let i = FastAdc::new(sh, 40_000, ()).unwrap().integral().unwrap();
        assert_eq!(
            (i.samples, i.errors, i.last.map(|l| l.t_ns)),
            (1, 1, Some(10))
        );
    }

    #[test]
    fn dropping_the_sensor_drops_the_boards_guard() {
        struct Guard<'a>(&'a core::cell::Cell<bool>);
        impl Drop for Guard<'_> {
            fn drop(&mut self) {
                self.0.set(true);
            }
        }
        let stopped = core::cell::Cell::new(false);
        let adc = FastAdc::new(shared(), 10_000, Guard(&stopped)).unwrap();
        assert!(!stopped.get());
        drop(adc);
        assert!(
            stopped.get(),
            "the board's timer is stopped with the sensor"
        );
    }
}
