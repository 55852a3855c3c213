//! The cpufreq HIL: a board's operating performance points (OPPs) and switching between
//! them with the voltage sequenced around the frequency change (raise the voltage before
//! raising the frequency, lower it after lowering; docs/boards/beagleboard.md, "Board
//! facts"). The OPP tables are the boards' (Linux opp3xxx_data.c; the APQ8074
//! downstream msm8974.dtsi, frequency-only). [`ModelCpuFreq`] is a `model` for boards
//! without DVFS (qemu-virt): it applies nothing to hardware, only keeps the state and the
//! time each OPP would take.

pub use dexmetal_launch::bootargs::CpufreqModel;

/// One operating point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Opp {
    pub khz: u32,
    /// Supply voltage; `None` where the table is frequency-only (the voltage stays what
    /// the firmware set).
    pub microvolts: Option<u32>,
}

const fn opp(mhz: u32, mv: u32) -> Opp {
    Opp {
        khz: mhz * 1000,
        microvolts: Some(mv * 1000),
    }
}

/// OMAP3530 VDD1 OPPs up to 600 MHz (720 MHz exists only on high-speed parts), as
/// omap34xx.dtsi's `operating-points` lists them (docs/boards/beagleboard.md, "Board
/// facts").
pub const OMAP3530_OPPS: [Opp; 5] = [
    opp(125, 975),
    opp(250, 1075),
    opp(500, 1200),
    opp(550, 1270),
    opp(600, 1350),
];
/// OMAP3530 transition latency (omap34xx.dtsi `clock-latency = <300000>`, in ns).
pub const OMAP3530_LATENCY_US: u32 = 300;

const fn khz(k: u32) -> Opp {
    Opp {
        khz: k,
        microvolts: None,
    }
}

/// APQ8074 (Krait) frequencies; mainline has no CPU voltage control for this SoC.
pub const APQ8074_OPPS: [Opp; 14] = [
    khz(300_000),
    khz(422_400),
    khz(652_800),
    khz(729_600),
    khz(883_200),
    khz(960_000),
    khz(1_036_800),
    khz(1_190_400),
    khz(1_267_200),
    khz(1_497_600),
    khz(1_574_400),
    khz(1_728_000),
    khz(1_958_400),
    khz(2_265_600),
];

/// An OPP table the cpufreq `model` can run over, named for `dexmetal.cpufreq.model=`.
#[derive(Debug)]
pub struct ModelTable {
    pub name: &'static str,
    pub opps: &'static [Opp],
    /// The voltage the power model assumes where the table is frequency-only.
    pub fixed_uv: Option<u32>,
    pub latency_us: u32,
}

/// The model's tables; the first is the default.
pub const MODEL_TABLES: [ModelTable; 2] = [
    ModelTable {
        name: CpufreqModel::Omap3530.name(),
        opps: &OMAP3530_OPPS,
        fixed_uv: None,
        latency_us: OMAP3530_LATENCY_US,
    },
    ModelTable {
        name: CpufreqModel::Apq8074.name(),
        opps: &APQ8074_OPPS,
        // A nominal Krait supply, for the power model only (nothing sets it).
        fixed_uv: Some(MODEL_DEFAULT_UV),
        latency_us: OMAP3530_LATENCY_US,
    },
];

/// The model table `dexmetal.cpufreq.model=` names.
pub fn model_table(model: CpufreqModel) -> &'static ModelTable {
    MODEL_TABLES
        .iter()
        .find(|t| t.name == model.name())
        .unwrap_or(&MODEL_TABLES[0])
}

/// The voltage the power model uses for a frequency-only OPP when its table names none.
pub const MODEL_DEFAULT_UV: u32 = 1_050_000;

/// One hardware step of an OPP change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Voltage(u32),
    Frequency(u32),
}

/// The steps from `from` to `to`, in the order that keeps the core within its voltage
/// envelope at every moment: voltage first when the frequency rises, last when it falls.
pub fn sequence(from: Opp, to: Opp) -> Steps {
    let mut s = Steps::default();
    let volt = to.microvolts.filter(|&v| Some(v) != from.microvolts);
    let freq = (to.khz != from.khz).then_some(to.khz);
    if to.khz >= from.khz {
        s.push(volt.map(Step::Voltage));
        s.push(freq.map(Step::Frequency));
    } else {
        s.push(freq.map(Step::Frequency));
        s.push(volt.map(Step::Voltage));
    }
    s
}

/// The steps of one OPP change, at most two (a fixed list: no allocator needed).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Steps {
    steps: [Option<Step>; 2],
}

impl Steps {
    fn push(&mut self, step: Option<Step>) {
        if let Some(slot) = self.steps.iter_mut().find(|s| s.is_none()) {
            *slot = step;
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = Step> + '_ {
        self.steps.iter().flatten().copied()
    }
}

/// Why an OPP change was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CpuFreqError {
    NoSuchOpp(usize),
    /// The PLL did not report lock in time (the old OPP's frequency may be gone).
    PllLock,
    /// The voltage regulator did not take the new voltage (its bus failed).
    Regulator,
}

/// Frequency and voltage control of the CPU.
pub trait CpuFreq {
    /// The OPPs, slowest first.
    fn opps(&self) -> &[Opp];
    /// Index of the current OPP.
    fn current(&self) -> usize;
    /// Switches to OPP `index`, sequencing voltage and frequency (see [`sequence`]).
    fn set_opp(&mut self, index: usize) -> Result<(), CpuFreqError>;
    /// Worst-case time a switch takes.
    fn transition_latency_us(&self) -> u32;
    /// Switches made so far.
    fn transitions(&self) -> u32;
    /// Whether this is a model (no hardware changes): reports label its figures `model`.
    fn is_model(&self) -> bool;
}

/// The `model` cpufreq for boards without DVFS: it keeps the OPP state, the steps a real
/// board would take, and the time each OPP would need for the cycles run in it (QEMU
/// retires instructions at a fixed rate, so frequency only scales modelled time).
pub struct ModelCpuFreq {
    opps: &'static [Opp],
    current: usize,
    transitions: u32,
    latency_us: u32,
    /// The last change's hardware steps, for tests and telemetry.
    pub last_steps: Steps,
    /// Modelled nanoseconds spent at each OPP (at most 16 OPPs are tracked).
    ns_at: [u64; 16],
    /// Nanoseconds per cycle at the current OPP in 16.16 fixed point: `account` runs on
    /// every tick and state change, where a 128-bit division costs hundreds of
    /// instructions (a software routine on ARMv7); it is computed at each switch.
    ns_per_cycle_q16: u64,
}

/// 16.16 nanoseconds per cycle at `khz`, rounded up.
fn ns_per_cycle_q16(khz: u32) -> u64 {
    (1_000_000u64 << 16).div_ceil(u64::from(khz.max(1)))
}

/// `count` units of `per_q16` (16.16 fixed point), in 64-bit arithmetic while it fits.
pub fn scale_q16(count: u64, per_q16: u64) -> u64 {
    match count.checked_mul(per_q16) {
        Some(p) => p >> 16,
        None => ((u128::from(count) * u128::from(per_q16)) >> 16) as u64,
    }
}

impl ModelCpuFreq {
    /// A model over `opps` starting at the fastest OPP (U-Boot leaves boards there).
    pub fn new(opps: &'static [Opp], latency_us: u32) -> Self {
        Self {
            opps,
            current: opps.len().saturating_sub(1),
            transitions: 0,
            latency_us,
            last_steps: Default::default(),
            ns_at: [0; 16],
            ns_per_cycle_q16: ns_per_cycle_q16(opps.last().map_or(1, |o| o.khz)),
        }
    }

    /// Accounts `cycles` run at the current OPP; returns their modelled nanoseconds.
    pub fn account(&mut self, cycles: u64) -> u64 {
        let ns = scale_q16(cycles, self.ns_per_cycle_q16);
        if let Some(t) = self.ns_at.get_mut(self.current) {
            *t += ns;
        }
        ns
    }

    /// Modelled nanoseconds spent at OPP `index`.
    pub fn ns_at(&self, index: usize) -> u64 {
        self.ns_at.get(index).copied().unwrap_or(0)
    }
}

impl CpuFreq for ModelCpuFreq {
    fn opps(&self) -> &[Opp] {
        self.opps
    }

    fn current(&self) -> usize {
        self.current
    }

    fn set_opp(&mut self, index: usize) -> Result<(), CpuFreqError> {
        let to = *self.opps.get(index).ok_or(CpuFreqError::NoSuchOpp(index))?;
        if index != self.current {
            self.last_steps = sequence(self.opps[self.current], to);
            self.current = index;
            self.transitions += 1;
            self.ns_per_cycle_q16 = ns_per_cycle_q16(to.khz);
        }
        Ok(())
    }

    fn transition_latency_us(&self) -> u32 {
        self.latency_us
    }

    fn transitions(&self) -> u32 {
        self.transitions
    }

    fn is_model(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::vec::Vec;

    fn steps(from: Opp, to: Opp) -> Vec<Step> {
        sequence(from, to).iter().collect()
    }

    #[test]
    fn model_tables_by_name() {
        assert_eq!(model_table(CpufreqModel::default()).name, "omap3530");
        for m in CpufreqModel::ALL {
            assert_eq!(model_table(m).name, m.name());
        }
        let apq = model_table(CpufreqModel::Apq8074);
        assert_eq!((apq.opps.len(), apq.fixed_uv), (14, Some(1_050_000)));
    }

    #[test]
    fn voltage_rises_before_and_falls_after_the_frequency() {
        let (low, high) = (OMAP3530_OPPS[1], OMAP3530_OPPS[4]);
        assert_eq!(
            steps(low, high),
            [Step::Voltage(1_350_000), Step::Frequency(600_000)]
        );
        assert_eq!(
            steps(high, low),
            [Step::Frequency(250_000), Step::Voltage(1_075_000)]
        );
        assert_eq!(steps(high, high), []);
    }

    #[test]
    fn a_frequency_only_table_never_touches_the_voltage() {
        assert_eq!(
            steps(APQ8074_OPPS[0], APQ8074_OPPS[13]),
            [Step::Frequency(2_265_600)]
        );
        assert!(APQ8074_OPPS.windows(2).all(|w| w[0].khz < w[1].khz));
        assert!(OMAP3530_OPPS
            .windows(2)
            .all(|w| w[0].khz < w[1].khz && w[0].microvolts <= w[1].microvolts));
    }

    #[test]
    fn the_model_counts_transitions_and_scales_time_with_frequency() {
        let mut m = ModelCpuFreq::new(&OMAP3530_OPPS, OMAP3530_LATENCY_US);
        assert!(m.is_model());
        assert_eq!(m.current(), 4);
        // 600 MHz: 600 cycles are 1 µs.
        assert_eq!(m.account(600), 1000);
        m.set_opp(1).unwrap();
        // Going down: the frequency first, then the voltage.
        assert_eq!(
            m.last_steps.iter().collect::<Vec<_>>(),
            [Step::Frequency(250_000), Step::Voltage(1_075_000)]
        );
        m.set_opp(1).unwrap();
        assert_eq!(m.transitions(), 1);
        // 250 MHz: the same cycles take 2.4 times as long.
        assert_eq!(m.account(600), 2400);
        assert_eq!(m.ns_at(1), 2400);
        assert_eq!(m.set_opp(9), Err(CpuFreqError::NoSuchOpp(9)));
        // A long interval (past the 64-bit product) scales within the fixed point's
        // precision (1e-5).
        m.set_opp(4).unwrap();
        let cycles = 6_000_000_000_000u64; // 10 000 s at 600 MHz
        let ns = m.account(cycles);
        assert!(ns.abs_diff(10_000_000_000_000) < 100_000_000, "{ns}");
    }
}
