//! Frequency-only DVFS on Krait CPU0 (`hal::cpufreq::CpuFreq`), after the downstream
//! clock driver (arch/arm/mach-msm/clock-krait.c and clock-krait-8974.c;
//! acpuclock-8974.c for the addresses): CPU0's HFPLL at 0xF908_A000 (MODE 0x00, L 0x04,
//! M 0x08, N 0x0C, USER 0x10, STATUS 0x1C with lock at bit 16) makes L × 19.2 MHz, and
//! CPU0's clock mux, L2 indirect register 0x4501 reached through CP15, picks the HFPLL
//! (primary select 1), the HFPLL ÷ 2 (2) or the secondary mux (0), whose select 2 is
//! the 300 MHz auxiliary clock (GPLL0 ÷ 2). A change parks the CPU on the auxiliary
//! clock, relocks the HFPLL (bypass off, 10 µs, reset off, wait for lock, output on)
//! and switches back. The voltage stays what the firmware set, so only the OPPs up to
//! the frequency LK left running are offered: anything faster could need more voltage.

use dexmetal_hal::cpufreq::{CpuFreq, CpuFreqError, Opp};
use dexmetal_hal::mmio::{poll, Bus};
use embedded_hal::delay::DelayNs;
use tock_registers::register_structs;
use tock_registers::registers::ReadWrite;

pub const HFPLL0_BASE: usize = 0xF908_A000;
/// CPU0's clock-mux register in the L2 indirect space (`l2cpmr_iaddr`).
pub const CPU0_MUX: usize = 0x4501;
pub const XO_HZ: u64 = 19_200_000;
const HFPLL_MIN_HZ: u64 = 537_600_000;
const HFPLL_MAX_HZ: u64 = 2_900_000_000;
pub const AUX_KHZ: u32 = 300_000;

register_structs! {
    #[allow(dead_code)]
    pub HfpllRegisters {
        (0x00 => mode: ReadWrite<u32>),
        (0x04 => l: ReadWrite<u32>),
        (0x08 => m: ReadWrite<u32>),
        (0x0c => n: ReadWrite<u32>),
        (0x10 => user: ReadWrite<u32>),
        (0x14 => config: ReadWrite<u32>),
        (0x18 => _r0),
        (0x1c => status: ReadWrite<u32>),
        (0x20 => @END),
    }
}

pub const MODE: usize = core::mem::offset_of!(HfpllRegisters, mode);
pub const L_VAL: usize = core::mem::offset_of!(HfpllRegisters, l);
pub const M_VAL: usize = core::mem::offset_of!(HfpllRegisters, m);
pub const N_VAL: usize = core::mem::offset_of!(HfpllRegisters, n);
pub const USER: usize = core::mem::offset_of!(HfpllRegisters, user);
pub const STATUS: usize = core::mem::offset_of!(HfpllRegisters, status);

/// MODE: output enable (0), bypass off (1), reset de-asserted (2).
pub const MODE_OFF: u32 = 0;
pub const MODE_BYPASS_OFF: u32 = 0b010;
pub const MODE_RUN: u32 = 0b110;
pub const MODE_OUTPUT: u32 = 0b111;
const LOCK: u32 = 1 << 16;
/// USER for 8974's HFPLLs (clock-krait-8974.c `user_val`), integer mode (M 0, N 1).
const USER_VAL: u32 = 0x8;

/// Mux selects: the primary mux in bits 1:0, the secondary in 3:2, each mirrored 8
/// bits up for the CPU muxes (clock-krait.c `LPL_SHIFT`).
const PRI_SHIFT: u32 = 0;
const SEC_SHIFT: u32 = 2;
const LPL_SHIFT: u32 = 8;
pub const PRI_HFPLL: u32 = 1;
pub const PRI_HFPLL_DIV2: u32 = 2;
pub const PRI_SEC: u32 = 0;
pub const SEC_AUX: u32 = 2;

/// Where a CPU frequency comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    Aux,
    Hfpll {
        l: u32,
    },
    /// The HFPLL at twice the rate through the divide-by-2 (left at its reset value, ÷2).
    HfpllDiv2 {
        l: u32,
    },
}

/// The source of `khz`, if an exact one exists.
pub fn source_for(khz: u32) -> Option<Source> {
    if khz == AUX_KHZ {
        return Some(Source::Aux);
    }
    let hz = u64::from(khz) * 1000;
    let l = |hz: u64| hz.is_multiple_of(XO_HZ).then_some((hz / XO_HZ) as u32);
    if (HFPLL_MIN_HZ..=HFPLL_MAX_HZ).contains(&hz) {
        l(hz).map(|l| Source::Hfpll { l })
    } else if (HFPLL_MIN_HZ..=HFPLL_MAX_HZ).contains(&(2 * hz)) {
        l(2 * hz).map(|l| Source::HfpllDiv2 { l })
    } else {
        None
    }
}

pub struct KraitCpuFreq<H, M, D> {
    hfpll: H,
    mux: M,
    delay: D,
    opps: &'static [Opp],
    current: usize,
    transitions: u32,
}

impl<H: Bus, M: Bus, D: DelayNs> KraitCpuFreq<H, M, D> {
    /// `hfpll` is CPU0's HFPLL block, `mux` the L2 indirect space, `table` the SoC's
    /// frequency table (slowest first). The frequency CPU0 runs at now caps the table.
    pub fn new(hfpll: H, mux: M, delay: D, table: &'static [Opp]) -> Self {
        let sel = mux.read(CPU0_MUX);
        let l = u64::from(hfpll.read(L_VAL));
        let boot_khz = match (sel >> PRI_SHIFT) & 3 {
            PRI_HFPLL => (l * XO_HZ / 1000) as u32,
            PRI_HFPLL_DIV2 => (l * XO_HZ / 2000) as u32,
            _ => AUX_KHZ,
        };
        let top = table.iter().rposition(|o| o.khz <= boot_khz).unwrap_or(0);
        Self {
            hfpll,
            mux,
            delay,
            opps: &table[..=top],
            current: top,
            transitions: 0,
        }
    }

    fn select(&mut self, shift: u32, sel: u32) {
        let mask = (3 << shift) | (3 << (shift + LPL_SHIFT));
        let v = self.mux.read(CPU0_MUX) & !mask;
        self.mux
            .write(CPU0_MUX, v | (sel << shift) | (sel << (shift + LPL_SHIFT)));
        // The switch completes within a microsecond (clock-krait.c).
        self.delay.delay_us(1);
    }

    fn relock(&mut self, l: u32) -> Result<(), CpuFreqError> {
        let h = &self.hfpll;
        h.write(MODE, MODE_OFF);
        h.write(L_VAL, l);
        h.write(M_VAL, 0);
        h.write(N_VAL, 1);
        h.write(USER, USER_VAL);
        h.write(MODE, MODE_BYPASS_OFF);
        // At least 5 µs between bypass off and reset off.
        self.delay.delay_us(10);
        self.hfpll.write(MODE, MODE_RUN);
        if !poll(&self.hfpll, STATUS, 100_000, |s| s & LOCK != 0) {
            return Err(CpuFreqError::PllLock);
        }
        self.hfpll.write(MODE, MODE_OUTPUT);
        Ok(())
    }
}

impl<H: Bus, M: Bus, D: DelayNs> CpuFreq for KraitCpuFreq<H, M, D> {
    fn opps(&self) -> &[Opp] {
        self.opps
    }

    fn current(&self) -> usize {
        self.current
    }

    fn set_opp(&mut self, index: usize) -> Result<(), CpuFreqError> {
        let to = *self.opps.get(index).ok_or(CpuFreqError::NoSuchOpp(index))?;
        let src = source_for(to.khz).ok_or(CpuFreqError::NoSuchOpp(index))?;
        // Park on the auxiliary clock while the HFPLL is down.
        self.select(SEC_SHIFT, SEC_AUX);
        self.select(PRI_SHIFT, PRI_SEC);
        let aux = self.opps.iter().position(|o| o.khz == AUX_KHZ);
        let pri = match src {
            Source::Aux => None,
            Source::Hfpll { l } => Some((l, PRI_HFPLL)),
            Source::HfpllDiv2 { l } => Some((l, PRI_HFPLL_DIV2)),
        };
        if let Some((l, sel)) = pri {
            if let Err(e) = self.relock(l) {
                // Still running, on the auxiliary clock.
                if let Some(a) = aux {
                    self.current = a;
                }
                return Err(e);
            }
            self.select(PRI_SHIFT, sel);
        }
        self.current = index;
        self.transitions += 1;
        Ok(())
    }

    fn transition_latency_us(&self) -> u32 {
        // Two mux switches, the 10 µs wait and the lock (tens of µs).
        100
    }

    fn transitions(&self) -> u32 {
        self.transitions
    }

    fn is_model(&self) -> bool {
        false
    }
}

/// The L2 indirect register space through CP15 (arch/arm/common/krait-l2-accessors.c):
/// the address goes to L2CPSELR (`p15, 3, c15, c0, 6`), the data through L2CPDR
/// (`c15, c0, 7`), each followed by an ISB.
#[cfg(target_arch = "arm")]
pub struct L2Indirect;

#[cfg(target_arch = "arm")]
impl Bus for L2Indirect {
    fn read(&self, offset: usize) -> u32 {
        let v: u32;
        // SAFETY: Krait's L2 indirect registers; selecting and reading one has no side
        // effects beyond L2CPSELR, which only this accessor uses (one core).
        unsafe {
            core::arch::asm!(
                "mcr p15, 3, {a}, c15, c0, 6",
                "isb",
                "mrc p15, 3, {v}, c15, c0, 7",
                a = in(reg) offset,
                v = out(reg) v,
                options(nostack)
            )
        };
        v
    }

    fn write(&self, offset: usize, value: u32) {
        // SAFETY: as in `read`; the register written is the clock mux, whose values the
        // driver keeps within the documented selects.
        unsafe {
            core::arch::asm!(
                "mcr p15, 3, {a}, c15, c0, 6",
                "isb",
                "mcr p15, 3, {v}, c15, c0, 7",
                "isb",
                a = in(reg) offset,
                v = in(reg) value,
                options(nostack)
            )
        };
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use dexmetal_hal::cpufreq::APQ8074_OPPS;
    use dexmetal_hal::mmio::fake::{Access, RecordingBus};
    use std::cell::RefCell;
    use std::format;
    use std::rc::Rc;
    use std::string::String;
    use std::vec::Vec;

    struct NoDelay;
    impl DelayNs for NoDelay {
        fn delay_ns(&mut self, _: u32) {}
    }

    /// The downstream MSM kernel's arch/arm/mach-msm/clock-krait-8974.c, `static struct
    /// hfpll_data hdata`, as it lists the offsets of every 8974 HFPLL; the lock bit is
    /// mainline drivers/clk/qcom/hfpll.c's (`.lock_bit = 16`, same register layout).
    /// docs/boards/dragonboard-apq8074.md, "Register maps".
    const CLOCK_KRAIT_8974_HDATA: [(&str, usize); 7] = [
        (".mode_offset", 0x0),
        (".l_offset", 0x4),
        (".m_offset", 0x8),
        (".n_offset", 0xC),
        (".user_offset", 0x10),
        (".config_offset", 0x14),
        (".status_offset", 0x1C),
    ];
    const LINUX_HFPLL_LOCK_BIT: u32 = 16;

    #[test]
    fn registers_sit_at_clock_krait_8974_hdata_offsets() {
        let ours = [
            MODE,
            L_VAL,
            M_VAL,
            N_VAL,
            USER,
            core::mem::offset_of!(HfpllRegisters, config),
            STATUS,
        ];
        dexmetal_hal::mmio::fake::assert_matches_table(
            "clock-krait-8974.c hdata",
            &CLOCK_KRAIT_8974_HDATA,
            &ours,
        );
        assert_eq!(LOCK, 1 << LINUX_HFPLL_LOCK_BIT);
    }

    #[test]
    fn every_downstream_frequency_has_an_exact_source() {
        for o in APQ8074_OPPS {
            assert!(source_for(o.khz).is_some(), "{} kHz", o.khz);
        }
        assert_eq!(source_for(300_000), Some(Source::Aux));
        assert_eq!(source_for(422_400), Some(Source::HfpllDiv2 { l: 44 }));
        assert_eq!(source_for(2_265_600), Some(Source::Hfpll { l: 118 }));
        assert_eq!(source_for(1_000_000), None, "not a multiple of 19.2 MHz");
    }

    /// An HFPLL that locks once its reset is released and a mux, both logging into `log`.
    fn krait(log: &Rc<RefCell<Vec<String>>>, boot_l: u32) -> (RecordingBus, RecordingBus) {
        let l1 = log.clone();
        let hfpll = RecordingBus::new().with_model(move |r, a| {
            if let Access::Write(MODE, v) = a {
                r.insert(STATUS, if v & 0b100 != 0 { LOCK } else { 0 });
                l1.borrow_mut().push(format!("mode {v}"));
            }
        });
        hfpll.set(L_VAL, boot_l);
        let l2 = log.clone();
        let mux = RecordingBus::new().with_model(move |_, a| {
            if let Access::Write(CPU0_MUX, v) = a {
                l2.borrow_mut().push(format!("mux {v:#x}"));
            }
        });
        mux.set(CPU0_MUX, PRI_HFPLL | (PRI_HFPLL << 8));
        (hfpll, mux)
    }

    #[test]
    fn boot_frequency_caps_the_table_and_changes_park_on_aux() {
        let log = Rc::new(RefCell::new(Vec::new()));
        // LK left CPU0 at 960 MHz (L = 50).
        let (hfpll, mux) = krait(&log, 50);
        let mut f = KraitCpuFreq::new(&hfpll, &mux, NoDelay, &APQ8074_OPPS);
        assert_eq!(f.opps().last().unwrap().khz, 960_000);
        assert_eq!(f.current(), f.opps().len() - 1);
        f.set_opp(2).unwrap(); // 652.8 MHz
        assert_eq!(hfpll.get(L_VAL), 34);
        assert_eq!(
            *log.borrow(),
            [
                "mux 0x909", // secondary mux to aux (both copies)
                "mux 0x808", // primary mux to the secondary: running at 300 MHz
                "mode 0",
                "mode 2",
                "mode 6", // bypass off, then out of reset; locked
                "mode 7",
                "mux 0x909", // back on the HFPLL
            ]
        );
        log.borrow_mut().clear();
        f.set_opp(0).unwrap(); // 300 MHz: aux only, the HFPLL untouched
        assert_eq!(*log.borrow(), ["mux 0x909", "mux 0x808"]);
        assert_eq!(
            f.set_opp(9),
            Err(CpuFreqError::NoSuchOpp(9)),
            "above the cap"
        );
        assert!(!f.is_model());
    }

    #[test]
    fn a_pll_that_never_locks_leaves_the_cpu_on_aux() {
        let log = Rc::new(RefCell::new(Vec::new()));
        let (hfpll, mux) = krait(&log, 50);
        let stuck = RecordingBus::new();
        stuck.set(L_VAL, 50);
        let mut f = KraitCpuFreq::new(&stuck, &mux, NoDelay, &APQ8074_OPPS);
        assert_eq!(f.set_opp(3), Err(CpuFreqError::PllLock));
        assert_eq!(f.opps()[f.current()].khz, AUX_KHZ);
        assert_eq!(mux.get(CPU0_MUX) & 3, PRI_SEC);
        drop(hfpll);
    }
}
