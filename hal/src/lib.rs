//! dexmetal's hardware abstraction layer: the small traits every board implements
//! (console, interrupt controller, timer, power, core start-up, and the measurement HIL: PMU, cpufreq
//! with its governors, power sensor) in the style of Tock's HIL, plus
//! architecture code under `arch/` (ARMv7-A fault decoding, MMU layout, CPU control).
//! Board crates only wire concrete drivers to these traits; everything else is
//! portable and unit-tested on the host.
#![no_std]

pub mod arch;
pub mod atags;
pub mod bootinfo;
pub mod console;
pub mod cpufreq;
pub mod governor;
pub mod irq;
pub mod memmap;
pub mod mmio;
pub mod pmu;
pub mod power;
pub mod power_sensor;
pub mod smp;
pub mod timer;

pub use console::Console;
pub use cpufreq::CpuFreq;
pub use irq::IrqController;
pub use pmu::Pmu;
pub use power::Power;
pub use power_sensor::PowerSensor;
pub use smp::{CpuPower, Doorbell};
pub use timer::Timer;
