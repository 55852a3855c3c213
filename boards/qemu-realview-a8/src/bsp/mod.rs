//! realview-pb-a8 board support (QEMU hw/arm/realview.c; ARM DUI 0417D, RealView
//! Platform Baseboard for Cortex-A8, §4.1 memory map): PL011 UART0 at 0x1000_9000
//! (GIC SPI 12), SP804 timers 0/1 at 0x1001_1000 (SPI 4), the baseboard GIC's CPU
//! interface at 0x1E00_0000 and distributor at 0x1E00_1000, the system controller
//! registers at 0x1000_0000. No generic timer, as on the OMAP3530.

pub mod sysctl;

use dexmetal_hal::arch::armv7::mmu::{MemKind, Region};

pub const SYSREGS_BASE: usize = 0x1000_0000;
pub const UART0_BASE: usize = 0x1000_9000;
/// SPI 12 → INTID 44.
pub const UART0_INTID: u32 = 44;
pub const TIMER01_BASE: usize = 0x1001_1000;
/// SPI 4 → INTID 36 (timers 0 and 1 share it; only timer 0 interrupts).
pub const TIMER01_INTID: u32 = 36;
/// TIMCLK: 1 MHz on the baseboard (DUI 0417D §3.15), QEMU's sp804 default `freq0`.
pub const TIMER_HZ: u64 = 1_000_000;
pub const GICC_BASE: usize = 0x1E00_0000;
pub const GICD_BASE: usize = 0x1E00_1000;

/// The system registers, UARTs and timers share the first 1 MiB at 0x1000_0000; the
/// GIC sits in its own 1 MiB at 0x1E00_0000.
pub static MMIO: [Region; 2] = [
    Region {
        start: SYSREGS_BASE as u64,
        size: 0x0010_0000,
        kind: MemKind::Device,
    },
    Region {
        start: GICC_BASE as u64,
        size: 0x0010_0000,
        kind: MemKind::Device,
    },
];
