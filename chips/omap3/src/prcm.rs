//! The PRCM's clock manager (SPRUF98 §4.14): the functional/interface clock enables a
//! driver needs before its registers answer, GPTIMER2's source, the EMU domain the
//! Cortex-A8 PMU's interrupt needs (Linux arch/arm/mach-omap2/pmu.c), and DPLL1, the MPU
//! clock, relocked per OPP (U-Boot arch/arm/mach-omap2/omap3/clock.c): low-power
//! bypass, wait for the unlock, program M/N/M2 and FREQSEL, lock, wait for the lock.

use dexmetal_hal::mmio::{poll, Bus};
use tock_registers::register_structs;
use tock_registers::registers::ReadWrite;

/// The CM block's base (CM_* registers are offsets from it).
pub const CM_BASE: usize = 0x4800_4000;

register_structs! {
    /// The CM registers dexmetal touches, offsets from [`CM_BASE`] (SPRUF98 Table 4-206 ff).
    #[allow(dead_code)]
    pub CmRegisters {
        (0x0000 => _r0),
        (0x0904 => clken_pll_mpu: ReadWrite<u32>),
        (0x0908 => _r1),
        (0x0924 => idlest_pll_mpu: ReadWrite<u32>),
        (0x0928 => _r2),
        (0x0940 => clksel1_pll_mpu: ReadWrite<u32>),
        (0x0944 => clksel2_pll_mpu: ReadWrite<u32>),
        (0x0948 => _r3),
        (0x0a00 => fclken1_core: ReadWrite<u32>),
        (0x0a04 => _r4),
        (0x0a10 => iclken1_core: ReadWrite<u32>),
        (0x0a14 => _r5),
        (0x1000 => fclken_per: ReadWrite<u32>),
        (0x1004 => _r6),
        (0x1010 => iclken_per: ReadWrite<u32>),
        (0x1014 => _r7),
        (0x1040 => clksel_per: ReadWrite<u32>),
        (0x1044 => _r8),
        (0x1148 => clkstctrl_emu: ReadWrite<u32>),
        (0x114c => @END),
    }
}

pub const CM_CLKEN_PLL_MPU: usize = core::mem::offset_of!(CmRegisters, clken_pll_mpu);
pub const CM_IDLEST_PLL_MPU: usize = core::mem::offset_of!(CmRegisters, idlest_pll_mpu);
pub const CM_CLKSEL1_PLL_MPU: usize = core::mem::offset_of!(CmRegisters, clksel1_pll_mpu);
pub const CM_CLKSEL2_PLL_MPU: usize = core::mem::offset_of!(CmRegisters, clksel2_pll_mpu);
pub const CM_FCLKEN1_CORE: usize = core::mem::offset_of!(CmRegisters, fclken1_core);
pub const CM_ICLKEN1_CORE: usize = core::mem::offset_of!(CmRegisters, iclken1_core);
pub const CM_FCLKEN_PER: usize = core::mem::offset_of!(CmRegisters, fclken_per);
pub const CM_ICLKEN_PER: usize = core::mem::offset_of!(CmRegisters, iclken_per);
pub const CM_CLKSEL_PER: usize = core::mem::offset_of!(CmRegisters, clksel_per);
pub const CM_CLKSTCTRL_EMU: usize = core::mem::offset_of!(CmRegisters, clkstctrl_emu);

/// PER-domain clock bits (CM_FCLKEN_PER / CM_ICLKEN_PER).
pub const EN_UART3: u32 = 1 << 11;
pub const EN_GPT2: u32 = 1 << 3;
pub const EN_GPT3: u32 = 1 << 4;
/// CORE-domain clock bits (CM_FCLKEN1_CORE / CM_ICLKEN1_CORE).
pub const EN_I2C1: u32 = 1 << 15;
pub const EN_I2C2: u32 = 1 << 16;
/// McSPI4 (Linux cm-regbits-34xx.h OMAP3430_EN_MCSPI4_SHIFT).
pub const EN_MCSPI4: u32 = 1 << 21;
/// CM_CLKSEL_PER.CLKSEL_GPT2: 1 = SYS_CLK (13 MHz on the BeagleBoard), 0 = 32 kHz.
pub const CLKSEL_GPT2_SYS: u32 = 1 << 0;
/// CM_CLKSEL_PER.CLKSEL_GPT3 (OMAP3430_CLKSEL_GPT3_MASK): 1 = SYS_CLK.
pub const CLKSEL_GPT3_SYS: u32 = 1 << 1;
/// CM_CLKSTCTRL_EMU.CLKTRCTRL_EMU = SW_WKUP (2): keeps the EMU/debugss domain clocked.
pub const CLKTRCTRL_SW_WKUP: u32 = 0b10;

/// DPLL1 fields (SPRUF98 §4.14.2.7): CM_CLKEN_PLL_MPU.EN_MPU_DPLL (2:0) and FREQSEL
/// (7:4); CM_CLKSEL1_PLL_MPU.MULT (18:8) and DIV (6:0); CM_CLKSEL2_PLL_MPU.M2 (4:0);
/// CM_IDLEST_PLL_MPU.ST_MPU_CLK (bit 0, 1 = locked).
const EN_MASK: u32 = 0b111;
pub const EN_LP_BYPASS: u32 = 5;
pub const EN_LOCK: u32 = 7;
const FREQSEL_SHIFT: u32 = 4;
const MULT_SHIFT: u32 = 8;
const MULT_MASK: u32 = 0x7ff << MULT_SHIFT;
const DIV_MASK: u32 = 0x7f;
const M2_MASK: u32 = 0x1f;
const ST_MPU_CLK: u32 = 1;

/// The BeagleBoard's system clock.
pub const SYS_CLK_HZ: u32 = 13_000_000;
/// How long a lock or unlock may take, in status reads (TRM: lock within 2 × 10^5
/// reference cycles at worst; far more reads than that are allowed before giving up).
pub const LOCK_TRIES: u32 = 1_000_000;

/// DPLL1's settings for one MPU frequency: MPU = SYS_CLK × M / (N + 1) / M2.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dpll1 {
    pub m: u32,
    pub n: u32,
    pub m2: u32,
    pub freqsel: u32,
}

impl Dpll1 {
    /// U-Boot's choice at 13 MHz: N = 12 for a 1 MHz reference (FREQSEL 3), M = the
    /// frequency in MHz, M2 = 1.
    pub const fn for_mhz(mhz: u32) -> Self {
        Self {
            m: mhz,
            n: 12,
            m2: 1,
            freqsel: 3,
        }
    }

    pub const fn hz(&self) -> u32 {
        SYS_CLK_HZ / (self.n + 1) * self.m / self.m2
    }
}

/// Why DPLL1 did not take a new rate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DpllError {
    /// Still locked after being told to bypass.
    NoBypass,
    /// Never locked after being told to lock.
    NoLock,
}

/// The clock manager on `bus` (the CM block at [`CM_BASE`]).
pub struct Cm<B> {
    bus: B,
}

impl<B: Bus> Cm<B> {
    pub const fn new(bus: B) -> Self {
        Self { bus }
    }

    /// Turns on the clocks the console, the tick, both I²C buses and the PMU need, and
    /// feeds GPTIMER2 from SYS_CLK.
    pub fn enable_board_clocks(&self) {
        let per = EN_UART3 | EN_GPT2;
        self.bus.modify(CM_FCLKEN_PER, 0, per);
        self.bus.modify(CM_ICLKEN_PER, 0, per);
        self.bus.modify(CM_CLKSEL_PER, 0, CLKSEL_GPT2_SYS);
        let core = EN_I2C1 | EN_I2C2;
        self.bus.modify(CM_FCLKEN1_CORE, 0, core);
        self.bus.modify(CM_ICLKEN1_CORE, 0, core);
        self.bus.modify(CM_CLKSTCTRL_EMU, 0b11, CLKTRCTRL_SW_WKUP);
    }

    /// Turns on the fast ADC's clocks: McSPI4 (CORE, 48 MHz functional clock) and
    /// GPTIMER3 (PER) fed from SYS_CLK, which paces its samples. Only when the
    /// `mcp3201` sensor is chosen: the ADS1115 path leaves both off.
    pub fn enable_fast_adc_clocks(&self) {
        self.bus.modify(CM_FCLKEN1_CORE, 0, EN_MCSPI4);
        self.bus.modify(CM_ICLKEN1_CORE, 0, EN_MCSPI4);
        self.bus.modify(CM_FCLKEN_PER, 0, EN_GPT3);
        self.bus.modify(CM_ICLKEN_PER, 0, EN_GPT3);
        self.bus.modify(CM_CLKSEL_PER, 0, CLKSEL_GPT3_SYS);
    }

    /// Relocks DPLL1 at `to`. The MPU runs from the bypass clock meanwhile.
    pub fn relock_dpll1(&self, to: Dpll1) -> Result<(), DpllError> {
        self.bus.modify(CM_CLKEN_PLL_MPU, EN_MASK, EN_LP_BYPASS);
        if !poll(&self.bus, CM_IDLEST_PLL_MPU, LOCK_TRIES, |v| {
            v & ST_MPU_CLK == 0
        }) {
            return Err(DpllError::NoBypass);
        }
        self.bus
            .modify(CM_CLKSEL2_PLL_MPU, M2_MASK, to.m2 & M2_MASK);
        self.bus.modify(
            CM_CLKSEL1_PLL_MPU,
            MULT_MASK | DIV_MASK,
            ((to.m << MULT_SHIFT) & MULT_MASK) | (to.n & DIV_MASK),
        );
        self.bus.modify(
            CM_CLKEN_PLL_MPU,
            0xf << FREQSEL_SHIFT,
            (to.freqsel & 0xf) << FREQSEL_SHIFT,
        );
        self.bus.modify(CM_CLKEN_PLL_MPU, EN_MASK, EN_LOCK);
        if !poll(&self.bus, CM_IDLEST_PLL_MPU, LOCK_TRIES, |v| {
            v & ST_MPU_CLK != 0
        }) {
            return Err(DpllError::NoLock);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use dexmetal_hal::mmio::fake::{Access, RecordingBus};
    use std::vec;

    /// U-Boot v2024.07 arch/arm/include/asm/arch-omap3/cpu.h, `struct prcm` at
    /// `PRCM_BASE` 0x48004000 (lines 306-378), each register's offset as its comment
    /// gives it. docs/boards/beagleboard.md, "Register maps".
    const UBOOT_STRUCT_PRCM: [(&str, usize); 9] = [
        ("clken_pll_mpu", 0x904),
        ("idlest_pll_mpu", 0x924),
        ("clksel1_pll_mpu", 0x940),
        ("clksel2_pll_mpu", 0x944),
        ("fclken1_core", 0xa00),
        ("iclken1_core", 0xa10),
        ("fclken_per", 0x1000),
        ("iclken_per", 0x1010),
        ("clksel_per", 0x1040),
    ];
    const UBOOT_PRCM_BASE: usize = 0x4800_4000;
    /// CM_CLKSTCTRL_EMU, which U-Boot's struct does not reach: Linux
    /// arch/arm/mach-omap2/prcm-common.h `OMAP3430_EMU_MOD` (0x900) from the CM base
    /// 0x48004800 (`OMAP3430_PER_MOD` 0x800 lands on U-Boot's fclken_per), plus
    /// cm2xxx_3xxx.h `OMAP2_CM_CLKSTCTRL` (0x0048).
    const LINUX_CM_CLKSTCTRL_EMU: usize = 0x4800_4800 + 0x900 + 0x0048;

    #[test]
    fn registers_sit_at_uboot_struct_prcm_offsets() {
        assert_eq!(CM_BASE, UBOOT_PRCM_BASE);
        let ours = [
            CM_CLKEN_PLL_MPU,
            CM_IDLEST_PLL_MPU,
            CM_CLKSEL1_PLL_MPU,
            CM_CLKSEL2_PLL_MPU,
            CM_FCLKEN1_CORE,
            CM_ICLKEN1_CORE,
            CM_FCLKEN_PER,
            CM_ICLKEN_PER,
            CM_CLKSEL_PER,
        ];
        dexmetal_hal::mmio::fake::assert_matches_table("struct prcm", &UBOOT_STRUCT_PRCM, &ours);
        assert_eq!(CM_BASE + CM_CLKSTCTRL_EMU, LINUX_CM_CLKSTCTRL_EMU);
    }

    #[test]
    fn opp_rates_come_out_of_the_dpll_formula() {
        for mhz in [125, 250, 500, 550, 600, 720] {
            assert_eq!(Dpll1::for_mhz(mhz).hz(), mhz * 1_000_000);
        }
    }

    /// A DPLL1 whose status follows its enable field: ST_MPU_CLK reads 1 only once the
    /// mode is LOCK, as the TRM's state machine has it.
    fn dpll_model() -> RecordingBus {
        RecordingBus::new().with_model(|regs, a| {
            if let Access::Write(CM_CLKEN_PLL_MPU, v) = a {
                regs.insert(CM_IDLEST_PLL_MPU, u32::from(v & EN_MASK == EN_LOCK));
            }
        })
    }

    #[test]
    fn the_fast_adc_clocks_are_mcspi4_and_gpt3_from_sys_clk() {
        let bus = RecordingBus::new();
        // What enable_board_clocks left: UART3 and GPT2 (PER), I2C1/2 (CORE).
        bus.set(CM_FCLKEN_PER, EN_UART3 | EN_GPT2);
        bus.set(CM_CLKSEL_PER, CLKSEL_GPT2_SYS);
        bus.set(CM_FCLKEN1_CORE, EN_I2C1 | EN_I2C2);
        Cm::new(&bus).enable_fast_adc_clocks();
        assert_eq!(bus.get(CM_FCLKEN1_CORE), EN_I2C1 | EN_I2C2 | (1 << 21));
        assert_eq!(bus.get(CM_ICLKEN1_CORE), 1 << 21);
        assert_eq!(bus.get(CM_FCLKEN_PER), EN_UART3 | EN_GPT2 | (1 << 4));
        assert_eq!(bus.get(CM_ICLKEN_PER), 1 << 4);
        assert_eq!(bus.get(CM_CLKSEL_PER), 0b11, "GPT2 and GPT3 on SYS_CLK");
    }

    #[test]
    fn relock_is_bypass_program_lock_wait() {
        let bus = dpll_model();
        bus.set(CM_CLKEN_PLL_MPU, 0x37); // U-Boot left it locked, FREQSEL 3
        bus.set(CM_IDLEST_PLL_MPU, 1);
        bus.set(CM_CLKSEL1_PLL_MPU, (600 << 8) | 12 | (1 << 19));
        bus.set(CM_CLKSEL2_PLL_MPU, 1);
        let cm = Cm::new(&bus);
        cm.relock_dpll1(Dpll1::for_mhz(250)).unwrap();
        assert_eq!(
            bus.writes(),
            vec![
                (CM_CLKEN_PLL_MPU, 0x35),                          // low-power bypass
                (CM_CLKSEL2_PLL_MPU, 1),                           // M2
                (CM_CLKSEL1_PLL_MPU, (250 << 8) | 12 | (1 << 19)), // M, N; MPU_CLK_SRC kept
                (CM_CLKEN_PLL_MPU, 0x35),                          // FREQSEL 3
                (CM_CLKEN_PLL_MPU, 0x37),                          // lock
            ]
        );
        // The unlock was seen before programming and the lock after.
        let log = bus.log();
        let first_prog = log
            .iter()
            .position(|a| *a == Access::Write(CM_CLKSEL2_PLL_MPU, 1))
            .unwrap();
        assert!(log[..first_prog].contains(&Access::Read(CM_IDLEST_PLL_MPU, 0)));
        assert_eq!(log.last(), Some(&Access::Read(CM_IDLEST_PLL_MPU, 1)));
    }

    #[test]
    fn a_dpll_that_never_locks_is_an_error_not_a_hang() {
        let bus = RecordingBus::new();
        assert_eq!(
            Cm::new(&bus).relock_dpll1(Dpll1::for_mhz(500)),
            Err(DpllError::NoLock)
        );
        let stuck = RecordingBus::new();
        stuck.set(CM_IDLEST_PLL_MPU, 1);
        assert_eq!(
            Cm::new(&stuck).relock_dpll1(Dpll1::for_mhz(500)),
            Err(DpllError::NoBypass)
        );
    }

    #[test]
    fn board_clocks_are_enabled_with_their_documented_bits() {
        let bus = RecordingBus::new();
        Cm::new(&bus).enable_board_clocks();
        assert_eq!(
            bus.writes(),
            vec![
                (CM_FCLKEN_PER, (1 << 11) | (1 << 3)),
                (CM_ICLKEN_PER, (1 << 11) | (1 << 3)),
                (CM_CLKSEL_PER, 1),
                (CM_FCLKEN1_CORE, (1 << 15) | (1 << 16)),
                (CM_ICLKEN1_CORE, (1 << 15) | (1 << 16)),
                (CM_CLKSTCTRL_EMU, 2),
            ]
        );
    }
}
