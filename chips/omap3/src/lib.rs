//! Drivers for the TI OMAP3530 (BeagleBoard) peripherals dexmetal uses, each citing the
//! OMAP35x TRM (SPRUF98) section it follows and the Linux/U-Boot source it was checked
//! against; docs/boards/beagleboard.md ("Board facts", "Register maps") lists every
//! fact with its source. Sequences that matter to silicon (the DPLL1 relock, I²C transfers, PMIC
//! writes, INTC dispatch) go through `hal::mmio::Bus` so host tests check them write by
//! write against a recording fake; none of it has run on a board yet (see
//! docs/boards/beagleboard.md for what is verified how).
#![no_std]

pub mod cpufreq;
pub mod gptimer;
pub mod i2c;
pub mod intc;
pub mod mcspi;
pub mod padconf;

pub mod prcm;
pub mod twl4030;
pub mod uart;
