//! cpufreq governors, as the decisions they make (portable; the runtime feeds them load
//! samples and GC phases and applies the OPP they pick through [`crate::cpufreq`]).
//! `performance`/`powersave` as in Linux; `ondemand` follows Linux's
//! drivers/cpufreq/cpufreq_ondemand.c (sampling_rate 50 ms, up_threshold 90: above it
//! jump to the fastest OPP, else the lowest OPP at or above min + load·(max − min)/100);
//! `gc-aware` is ondemand that drops to a memory-bound OPP from a collection's mark start
//! to its sweep end (seed 004: DVFS should be told about GC phases).

use crate::cpufreq::Opp;

/// Linux ondemand's defaults.
pub const SAMPLING_RATE_MS: u32 = 50;
pub const UP_THRESHOLD: u32 = 90;

/// A collector phase boundary the VM reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GcPhase {
    MarkStart,
    MarkEnd,
    SweepStart,
    SweepEnd,
}

/// Which governor: the boot argument's names (`dexmetal.governor=`), defined with the
/// other boot keys.
pub use dexmetal_launch::bootargs::Governor as Kind;

/// A governor over an OPP table (slowest first), as [`crate::cpufreq::CpuFreq::opps`]
/// gives it.
#[derive(Debug, Clone)]
pub struct Governor {
    kind: Kind,
    /// What ondemand chose last: gc-aware returns there when a GC phase ends.
    ondemand_choice: usize,
    in_gc: bool,
}

impl Governor {
    pub fn new(kind: Kind, opps: &[Opp]) -> Self {
        Self {
            kind,
            ondemand_choice: opps.len().saturating_sub(1),
            in_gc: false,
        }
    }

    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// The OPP to start at.
    pub fn initial(&self, opps: &[Opp]) -> usize {
        match self.kind {
            Kind::Powersave => 0,
            _ => opps.len().saturating_sub(1),
        }
    }

    /// A sampling period ended with the CPU busy `busy_ns` of `window_ns` (the rest the
    /// idle thread had). Returns the OPP to switch to, if the governor wants a change.
    pub fn on_sample(&mut self, opps: &[Opp], busy_ns: u64, window_ns: u64) -> Option<usize> {
        if !matches!(self.kind, Kind::Ondemand | Kind::GcAware) || opps.is_empty() {
            return None;
        }
        let load = (busy_ns.min(window_ns) * 100 / window_ns.max(1)) as u32;
        self.ondemand_choice = ondemand_target(opps, load);
        // During a GC phase gc-aware holds the memory-bound OPP; the choice waits.
        (!self.in_gc).then_some(self.ondemand_choice)
    }

    /// The collector crossed a phase boundary. gc-aware returns the OPP to switch to.
    pub fn on_gc_phase(&mut self, opps: &[Opp], phase: GcPhase) -> Option<usize> {
        if self.kind != Kind::GcAware || opps.is_empty() {
            return None;
        }
        match phase {
            GcPhase::MarkStart | GcPhase::SweepStart => {
                self.in_gc = true;
                Some(memory_bound_opp(opps))
            }
            // The remark hands the cycle straight to its sweep, so the mark's end is
            // not worth two switches: the OPP stays low until the sweep ends.
            GcPhase::MarkEnd => None,
            GcPhase::SweepEnd => {
                self.in_gc = false;
                Some(self.ondemand_choice)
            }
        }
    }
}

/// Linux ondemand's choice for `load` percent.
pub fn ondemand_target(opps: &[Opp], load: u32) -> usize {
    let last = opps.len().saturating_sub(1);
    if load > UP_THRESHOLD {
        return last;
    }
    let (min, max) = (u64::from(opps[0].khz), u64::from(opps[last].khz));
    let want = min + u64::from(load) * (max - min) / 100;
    opps.iter()
        .position(|o| u64::from(o.khz) >= want)
        .unwrap_or(last)
}

/// The OPP gc-aware uses while the collector runs: the slowest one at or above half the
/// top frequency. Marking and sweeping stall on memory, so their time grows far less
/// than the frequency drops (seed 004 §4).
pub fn memory_bound_opp(opps: &[Opp]) -> usize {
    let half = opps.last().map_or(0, |o| o.khz) / 2;
    opps.iter().position(|o| o.khz >= half).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cpufreq::{APQ8074_OPPS, OMAP3530_OPPS};

    fn omap() -> [Opp; 5] {
        OMAP3530_OPPS
    }

    #[test]
    fn ondemand_raises_on_load_and_lowers_on_idle() {
        let f = omap();
        let mut g = Governor::new(Kind::Ondemand, &f);
        let ms = 1_000_000;
        assert_eq!(g.on_sample(&f, 50 * ms, 50 * ms), Some(4));
        assert_eq!(g.on_sample(&f, 46 * ms, 50 * ms), Some(4)); // 92% > 90
        assert_eq!(g.on_sample(&f, 0, 50 * ms), Some(0));
        // 40%: 125 + 0.4 * 475 = 315 MHz → the lowest OPP at or above it is 500 MHz.
        assert_eq!(g.on_sample(&f, 20 * ms, 50 * ms), Some(2));
        // 20%: 220 MHz → 250 MHz.
        assert_eq!(g.on_sample(&f, 10 * ms, 50 * ms), Some(1));
    }

    #[test]
    fn performance_and_powersave_stay_put() {
        let f = omap();
        let mut p = Governor::new(Kind::Performance, &f);
        assert_eq!(p.initial(&f), 4);
        assert_eq!(p.on_sample(&f, 0, 1), None);
        assert_eq!(p.on_gc_phase(&f, GcPhase::MarkStart), None);
        let s = Governor::new(Kind::Powersave, &f);
        assert_eq!(s.initial(&f), 0);
        assert_eq!(Kind::parse("gc-aware"), Some(Kind::GcAware));
        assert_eq!(Kind::parse("userspace"), None);
    }

    #[test]
    fn gc_aware_switches_at_gc_phase_boundaries() {
        let f = omap();
        let mut g = Governor::new(Kind::GcAware, &f);
        let ms = 1_000_000;
        assert_eq!(g.on_sample(&f, 50 * ms, 50 * ms), Some(4));
        // 600 MHz top: half is 300, so 500 MHz is the memory-bound OPP.
        assert_eq!(g.on_gc_phase(&f, GcPhase::MarkStart), Some(2));
        // A sample during the phase does not move it...
        assert_eq!(g.on_sample(&f, 50 * ms, 50 * ms), None);
        // ...nor does the hand-over from mark to sweep...
        assert_eq!(g.on_gc_phase(&f, GcPhase::MarkEnd), None);
        assert_eq!(g.on_gc_phase(&f, GcPhase::SweepStart), Some(2));
        assert_eq!(g.on_sample(&f, 0, 50 * ms), None);
        // ...and the cycle's end returns to what ondemand wants now.
        assert_eq!(g.on_gc_phase(&f, GcPhase::SweepEnd), Some(0));
        assert_eq!(APQ8074_OPPS[memory_bound_opp(&APQ8074_OPPS)].khz, 1_190_400);
    }
}
