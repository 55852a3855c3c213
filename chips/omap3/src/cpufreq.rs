//! DVFS on the OMAP3530's MPU: the `CpuFreq` HIL over the VDD1 OPP table
//! (hal::cpufreq::OMAP3530_OPPS), each change sequenced by `hal::cpufreq::sequence`:
//! on the way up the TWL4030 raises VDD1 before DPLL1 relocks at the higher rate, on the
//! way down DPLL1 relocks first. Hardware, not a model: `is_model` is false.

use crate::prcm::{Cm, Dpll1, CM_CLKSEL1_PLL_MPU};
use crate::twl4030;
use dexmetal_hal::cpufreq::{sequence, CpuFreq, CpuFreqError, Opp, Step};
use dexmetal_hal::mmio::Bus;
use embedded_hal::i2c::I2c;

pub struct Omap3CpuFreq<B, I> {
    cm: Cm<B>,
    pmic: I,
    opps: &'static [Opp],
    current: usize,
    transitions: u32,
    latency_us: u32,
}

impl<B: Bus, I: I2c> Omap3CpuFreq<B, I> {
    /// `cm_bus` is the CM block, `pmic` I2C1 (the TWL4030). The current OPP is the one
    /// whose frequency DPLL1's multiplier says U-Boot left (N = 12 at 13 MHz), else the
    /// fastest, which the first change then sets properly.
    pub fn new(cm_bus: B, pmic: I, opps: &'static [Opp], latency_us: u32) -> Self {
        let m = (cm_bus.read(CM_CLKSEL1_PLL_MPU) >> 8) & 0x7ff;
        let current = opps
            .iter()
            .position(|o| o.khz == m * 1000)
            .unwrap_or(opps.len().saturating_sub(1));
        Self {
            cm: Cm::new(cm_bus),
            pmic,
            opps,
            current,
            transitions: 0,
            latency_us,
        }
    }
}

impl<B: Bus, I: I2c> CpuFreq for Omap3CpuFreq<B, I> {
    fn opps(&self) -> &[Opp] {
        self.opps
    }

    fn current(&self) -> usize {
        self.current
    }

    fn set_opp(&mut self, index: usize) -> Result<(), CpuFreqError> {
        let to = *self.opps.get(index).ok_or(CpuFreqError::NoSuchOpp(index))?;
        let from = self.opps[self.current];
        for step in sequence(from, to).iter() {
            match step {
                Step::Voltage(uv) => {
                    twl4030::set_vdd1(&mut self.pmic, uv).map_err(|_| CpuFreqError::Regulator)?
                }
                Step::Frequency(khz) => self
                    .cm
                    .relock_dpll1(Dpll1::for_mhz(khz / 1000))
                    .map_err(|_| CpuFreqError::PllLock)?,
            }
        }
        self.current = index;
        self.transitions += 1;
        Ok(())
    }

    fn transition_latency_us(&self) -> u32 {
        self.latency_us
    }

    fn transitions(&self) -> u32 {
        self.transitions
    }

    fn is_model(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use crate::prcm::{CM_CLKEN_PLL_MPU, CM_IDLEST_PLL_MPU, EN_LOCK};
    use dexmetal_hal::cpufreq::{OMAP3530_LATENCY_US, OMAP3530_OPPS};
    use dexmetal_hal::mmio::fake::{Access, RecordingBus};
    use embedded_hal::i2c::{ErrorKind, ErrorType, Operation};
    use std::cell::RefCell;
    use std::format;
    use std::rc::Rc;
    use std::string::String;
    use std::vec::Vec;

    /// A PMIC on I2C that logs its VSEL writes into the same log the DPLL model writes
    /// its locks to, so the order of voltage and frequency shows.
    struct Pmic(Rc<RefCell<Vec<String>>>, bool);

    impl ErrorType for Pmic {
        type Error = ErrorKind;
    }

    impl I2c for Pmic {
        fn transaction(&mut self, addr: u8, ops: &mut [Operation<'_>]) -> Result<(), ErrorKind> {
            if self.1 {
                return Err(ErrorKind::Bus);
            }
            for op in ops {
                if let Operation::Write(w) = op {
                    self.0.borrow_mut().push(format!("i2c {addr:#x} {w:02x?}"));
                }
            }
            Ok(())
        }
    }

    fn board(log: &Rc<RefCell<Vec<String>>>, mhz: u32) -> RecordingBus {
        let l = log.clone();
        let bus = RecordingBus::new().with_model(move |r, a| {
            if let Access::Write(CM_CLKEN_PLL_MPU, v) = a {
                let locked = v & 7 == EN_LOCK;
                r.insert(CM_IDLEST_PLL_MPU, u32::from(locked));
                if locked {
                    let m = (r[&CM_CLKSEL1_PLL_MPU] >> 8) & 0x7ff;
                    l.borrow_mut().push(format!("dpll1 {m} MHz"));
                }
            }
        });
        bus.set(CM_CLKSEL1_PLL_MPU, (mhz << 8) | 12);
        bus.set(CM_IDLEST_PLL_MPU, 1);
        bus
    }

    #[test]
    fn voltage_before_a_rise_and_after_a_fall() {
        let log = Rc::new(RefCell::new(Vec::new()));
        let bus = board(&log, 500);
        let mut f = Omap3CpuFreq::new(
            &bus,
            Pmic(log.clone(), false),
            &OMAP3530_OPPS,
            OMAP3530_LATENCY_US,
        );
        assert_eq!(f.current(), 2, "U-Boot's 500 MHz is OPP 2");
        f.set_opp(4).unwrap();
        f.set_opp(0).unwrap();
        assert_eq!(
            *log.borrow(),
            [
                "i2c 0x4b [b9, 3c]", // 1350 mV first,
                "dpll1 600 MHz",     // then 600 MHz;
                "dpll1 125 MHz",     // 125 MHz first,
                "i2c 0x4b [b9, 1e]", // then 975 mV.
            ]
        );
        assert_eq!((f.current(), f.transitions()), (0, 2));
        assert!(!f.is_model());
        assert_eq!(f.set_opp(9), Err(CpuFreqError::NoSuchOpp(9)));
    }

    #[test]
    fn a_failed_regulator_write_leaves_the_frequency_alone() {
        let log = Rc::new(RefCell::new(Vec::new()));
        let bus = board(&log, 250);
        let mut f = Omap3CpuFreq::new(&bus, Pmic(log.clone(), true), &OMAP3530_OPPS, 300);
        assert_eq!(f.set_opp(4), Err(CpuFreqError::Regulator));
        assert_eq!(f.current(), 1);
        assert!(
            log.borrow().is_empty(),
            "no relock at the old voltage: {log:?}"
        );
    }
}
