//! qemu-virt board support (QEMU hw/arm/virt.c; docs/boards/qemu-virt.md, "Board facts"):
//! PL011 console at 0x0900_0000, GICv2 at 0x0800_0000/0x0801_0000, the ARM generic
//! virtual timer on PPI 11 (INTID 27), PSCI over HVC, CFI pflash bank 1 at 0x0400_0000
//! (Dimmunix's history). The ARM peripherals' drivers come from `dexmetal-chip-arm`;
//! the flash store is this board's own. main.rs only wires them together.

pub mod cfi_flash;

use dexmetal_hal::arch::armv7::mmu::{MemKind, Region};

pub const UART0_BASE: usize = 0x0900_0000;
pub const GICD_BASE: usize = 0x0800_0000;
pub const GICC_BASE: usize = 0x0801_0000;
/// Virtual timer PPI 11 → INTID 27 (the DT's `timer` node, third entry).
pub const VIRTUAL_TIMER_INTID: u32 = 27;
/// Physical timer PPI 14 → INTID 30 (the DT's `timer` node, second entry): the
/// profiler's sampling timer.
pub const PHYSICAL_TIMER_INTID: u32 = 30;
/// The PMU overflow interrupt, PPI 7 → INTID 23. QEMU's `create_gic` (hw/arm/virt.c)
/// connects every CPU's `pmu-interrupt` there, but `fdt_add_pmu_nodes` describes it
/// only for Armv8 cores, so a Cortex-A15's device tree does not name it.
pub const PMU_INTID: u32 = 23;
/// The rate of QEMU's PMU cycle counter: virtual nanoseconds at 1 GHz
/// (target/arm `cycles_get_count`), one guest instruction each under `-icount shift=0`.
pub const PMU_CYCLES_HZ: u64 = 1_000_000_000;
/// UART0's interrupt: SPI 1 → INTID 33 (the DT's `pl011` node).
pub const UART0_INTID: u32 = 33;

/// MMIO mapped as Device memory: flash bank 1 (written with commands, so never cached),
/// the GIC, UART, RTC and GPIO block (0x0800_0000 to 0x0A00_0000), and virtio/platform
/// bus up to 0x0E00_0000.
pub static MMIO: [Region; 2] = [
    Region {
        start: cfi_flash::BANK1_BASE as u64,
        size: 0x0400_0000,
        kind: MemKind::Device,
    },
    Region {
        start: 0x0800_0000,
        size: 0x0600_0000,
        kind: MemKind::Device,
    },
];
