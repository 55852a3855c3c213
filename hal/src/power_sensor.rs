//! The power-sensor HIL: current and voltage samples of the CPU rail at a fixed rate,
//! and energy as ∫V·I dt (trapezoids between samples). [`PowerModel`] is the `model`
//! for boards without a sensor (qemu-virt): P = C·V²·f·activity + static, with activity
//! the busy share of a sample period from the PMU and idle accounting. A sensor sampled
//! from its own timer interrupt integrates there and publishes the running integral
//! through [`SharedIntegral`], a sequence lock: the interrupt never waits for the main
//! context, and the main context never masks the interrupt to read it.

use core::sync::atomic::{fence, AtomicI64, AtomicU32, AtomicU64, Ordering};
pub use dexmetal_launch::bootargs::{PowerHz, PowerSensorKind};

/// One sample of the rail.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sample {
    /// When it was taken, in nanoseconds of the board clock.
    pub t_ns: u64,
    pub microamps: i64,
    pub microvolts: u32,
}

impl Sample {
    /// Instantaneous power in microwatts.
    pub fn microwatts(&self) -> i64 {
        (i128::from(self.microamps) * i128::from(self.microvolts) / 1_000_000) as i64
    }
}

/// Why a sample could not be taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SensorError {
    /// The bus to the ADC failed (I2C NACK, SPI fault).
    Bus,
    /// No sample is ready yet.
    NotReady,
}

/// A current/voltage sensor on the CPU rail.
pub trait PowerSensor {
    /// Which sensor it is (`dexmetal.power.sensor`'s name for it, as telemetry says it).
    fn kind(&self) -> PowerSensorKind;
    /// Samples per second the sensor delivers.
    fn rate_hz(&self) -> u32;
    /// Takes (or returns the next buffered) sample.
    fn sample(&mut self) -> Result<Sample, SensorError>;
    /// Whether the figures come from a model: telemetry and reports say `model`.
    fn is_model(&self) -> bool;
    /// The rail's voltage changed (an OPP switch): a sensor that measures only current
    /// multiplies by it.
    fn set_rail_microvolts(&mut self, _uv: u32) {}
    /// The sensor's own integral of V·I over every sample it took, where it keeps one (a
    /// sampler paced by its own interrupt); `None`: the caller integrates the samples
    /// [`Self::sample`] gives it.
    fn integral(&self) -> Option<Integral> {
        None
    }
}

/// A running integral of V·I, as a sensor that integrates itself reports it.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Integral {
    pub picojoules: i64,
    /// Time between the first and the last sample.
    pub span_ns: u64,
    pub samples: u32,
    /// Conversions that failed on the bus.
    pub errors: u32,
    /// The newest sample (`None` before the first).
    pub last: Option<Sample>,
}

impl Integral {
    pub fn microjoules(&self) -> u64 {
        (self.picojoules.max(0) / 1_000_000) as u64
    }
}

/// An [`Integral`] written by one interrupt handler and read by the main context: a
/// sequence lock (odd while a write is under way). The writer never waits; a reader that
/// raced a write reads again. On one core the handler always finishes before the
/// interrupted reader resumes, so a read retries at most once per interrupt.
pub struct SharedIntegral {
    seq: AtomicU32,
    picojoules: AtomicI64,
    span_ns: AtomicU64,
    samples: AtomicU32,
    errors: AtomicU32,
    last_t_ns: AtomicU64,
    last_microamps: AtomicI64,
    last_microvolts: AtomicU32,
}

impl SharedIntegral {
    pub const fn new() -> Self {
        Self {
            seq: AtomicU32::new(0),
            picojoules: AtomicI64::new(0),
            span_ns: AtomicU64::new(0),
            samples: AtomicU32::new(0),
            errors: AtomicU32::new(0),
            last_t_ns: AtomicU64::new(0),
            last_microamps: AtomicI64::new(0),
            last_microvolts: AtomicU32::new(0),
        }
    }

    /// The writer's update. Only one context may write.
    pub fn publish(&self, v: &Integral) {
        let s = self.seq.load(Ordering::Relaxed);
        self.seq.store(s.wrapping_add(1), Ordering::Relaxed);
        fence(Ordering::Release);
        self.picojoules.store(v.picojoules, Ordering::Relaxed);
        self.span_ns.store(v.span_ns, Ordering::Relaxed);
        self.samples.store(v.samples, Ordering::Relaxed);
        self.errors.store(v.errors, Ordering::Relaxed);
        let last = v.last.unwrap_or(Sample {
            t_ns: 0,
            microamps: 0,
            microvolts: 0,
        });
        self.last_t_ns.store(last.t_ns, Ordering::Relaxed);
        self.last_microamps.store(last.microamps, Ordering::Relaxed);
        self.last_microvolts
            .store(last.microvolts, Ordering::Relaxed);
        self.seq.store(s.wrapping_add(2), Ordering::Release);
    }

    /// A consistent snapshot.
    pub fn read(&self) -> Integral {
        loop {
            let s = self.seq.load(Ordering::Acquire);
            if s % 2 == 1 {
                core::hint::spin_loop();
                continue;
            }
            let samples = self.samples.load(Ordering::Relaxed);
            let v = Integral {
                picojoules: self.picojoules.load(Ordering::Relaxed),
                span_ns: self.span_ns.load(Ordering::Relaxed),
                samples,
                errors: self.errors.load(Ordering::Relaxed),
                last: (samples > 0).then(|| Sample {
                    t_ns: self.last_t_ns.load(Ordering::Relaxed),
                    microamps: self.last_microamps.load(Ordering::Relaxed),
                    microvolts: self.last_microvolts.load(Ordering::Relaxed),
                }),
            };
            fence(Ordering::Acquire);
            if self.seq.load(Ordering::Relaxed) == s {
                return v;
            }
        }
    }
}

impl Default for SharedIntegral {
    fn default() -> Self {
        Self::new()
    }
}

/// Energy accumulated from consecutive samples.
#[derive(Debug, Default, Clone, Copy)]
pub struct Energy {
    last: Option<Sample>,
    /// Picojoules (µW·µs = 1e-12 J).
    picojoules: i128,
    span_ns: u64,
}

impl Energy {
    /// Adds the trapezoid from the previous sample to `s`; samples out of order are
    /// ignored.
    pub fn add(&mut self, s: Sample) {
        if let Some(p) = self.last {
            if s.t_ns > p.t_ns {
                let dt_ns = s.t_ns - p.t_ns;
                let mean_uw = (i128::from(p.microwatts()) + i128::from(s.microwatts())) / 2;
                self.picojoules += mean_uw * i128::from(dt_ns) / 1000;
                self.span_ns += dt_ns;
            } else {
                return;
            }
        }
        self.last = Some(s);
    }

    /// The newest sample in the integral.
    pub fn last(&self) -> Option<Sample> {
        self.last
    }

    /// Energy so far in picojoules.
    pub fn picojoules(&self) -> i128 {
        self.picojoules
    }

    /// Energy so far in microjoules.
    pub fn microjoules(&self) -> u64 {
        (self.picojoules.max(0) / 1_000_000) as u64
    }

    /// Time covered by the samples so far, in nanoseconds.
    pub fn span_ns(&self) -> u64 {
        self.span_ns
    }

    pub fn joules(&self) -> f64 {
        self.picojoules as f64 * 1e-12
    }

    /// Mean power over the samples, in watts.
    pub fn mean_watts(&self) -> f64 {
        if self.span_ns == 0 {
            0.0
        } else {
            self.joules() / (self.span_ns as f64 * 1e-9)
        }
    }
}

/// P = C·V²·f·activity + static: the dynamic power of a switching CMOS core scaled by
/// how busy it was, plus leakage. A `model`, calibrated to nothing but its inputs.
#[derive(Debug, Clone, Copy)]
pub struct PowerModel {
    /// Effective switched capacitance, in picofarads.
    pub capacitance_pf: u64,
    /// Static (leakage) power, in microwatts.
    pub static_uw: u64,
}

impl PowerModel {
    /// Microwatts at `microvolts` and `khz` with the core busy `activity_permille`/1000
    /// of the time.
    pub fn microwatts(&self, microvolts: u32, khz: u32, activity_permille: u32) -> u64 {
        // C[pF]·V²[µV²]·f[kHz] = 1e-12·1e-12·1e3 W = 1e-21 W → µW is 1e-15 of that.
        let v2 = u128::from(microvolts) * u128::from(microvolts);
        let dynamic = u128::from(self.capacitance_pf) * v2 * u128::from(khz)
            / 1_000_000_000_000_000
            * u128::from(activity_permille.min(1000))
            / 1000;
        dynamic as u64 + self.static_uw
    }

    /// The rail current the model implies at `microvolts`, as a sensor would report it.
    pub fn sample(&self, t_ns: u64, microvolts: u32, khz: u32, activity_permille: u32) -> Sample {
        let uw = self.microwatts(microvolts, khz, activity_permille);
        Sample {
            t_ns,
            microamps: (u128::from(uw) * 1_000_000 / u128::from(microvolts.max(1))) as i64,
            microvolts,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn energy_is_the_integral_of_v_times_i() {
        let mut e = Energy::default();
        // 1 A at 1 V for 2 s, then ramping to 3 A over 1 s (trapezoid: 2 J).
        for (t, ua) in [
            (0u64, 1_000_000i64),
            (2_000_000_000, 1_000_000),
            (3_000_000_000, 3_000_000),
        ] {
            e.add(Sample {
                t_ns: t,
                microamps: ua,
                microvolts: 1_000_000,
            });
        }
        assert!((e.joules() - 4.0).abs() < 1e-9, "{}", e.joules());
        assert!((e.mean_watts() - 4.0 / 3.0).abs() < 1e-9);
        // A sample from the past changes nothing.
        e.add(Sample {
            t_ns: 1,
            microamps: 9_000_000,
            microvolts: 1_000_000,
        });
        assert!((e.joules() - 4.0).abs() < 1e-9);
    }

    #[test]
    fn the_shared_integral_reads_back_what_was_published() {
        let shared = SharedIntegral::new();
        assert_eq!(shared.read(), Integral::default());
        let v = Integral {
            picojoules: 2_000_000_000_000,
            span_ns: 1_000_000_000,
            samples: 10_001,
            errors: 3,
            last: Some(Sample {
                t_ns: 1_000_000_000,
                microamps: 1_500_000,
                microvolts: 1_350_000,
            }),
        };
        shared.publish(&v);
        assert_eq!(shared.read(), v);
        assert_eq!(v.microjoules(), 2_000_000);
        assert_eq!(
            shared.seq.load(Ordering::Relaxed),
            2,
            "even: no write under way"
        );
    }

    #[test]
    fn the_model_scales_with_v_squared_f_and_activity() {
        // 1 nF effective at 1.35 V and 600 MHz, fully busy: 1e-9·1.8225·6e8 ≈ 1.0935 W.
        let m = PowerModel {
            capacitance_pf: 1000,
            static_uw: 50_000,
        };
        assert_eq!(m.microwatts(1_350_000, 600_000, 1000), 1_093_500 + 50_000);
        // Idle leaves only leakage; half busy half the dynamic power.
        assert_eq!(m.microwatts(1_350_000, 600_000, 0), 50_000);
        assert_eq!(m.microwatts(1_350_000, 600_000, 500), 546_750 + 50_000);
        // 250 MHz at 1.075 V: (1.075/1.35)²·(250/600) of the dynamic power.
        assert_eq!(m.microwatts(1_075_000, 250_000, 1000), 288_906 + 50_000);
        let s = m.sample(0, 1_000_000, 100_000, 1000);
        assert_eq!(s.microwatts(), 150_000);
    }
}
