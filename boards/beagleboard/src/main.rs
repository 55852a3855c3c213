//! dexmetal for the BeagleBoard Rev C4 (TI OMAP3530): wires the OMAP3 drivers
//! (chips/omap3) into the runtime. U-Boot loads it from the SD card (boot.scr) and
//! starts it with `bootm`, passing the device tree. Clocks first (PRCM), then the UART3
//! console, INTC and GPTIMER2 (13 MHz SYS_CLK) for the tick; the board's cpufreq drives
//! DPLL1 and the TWL4030's VDD1 over I2C1. Nothing here has run on silicon yet: see
//! docs/boards/beagleboard.md for what each part is verified by.
#![no_std]
#![no_main]

extern crate alloc;

use alloc::boxed::Box;
use dexmetal_chip_omap3::{cpufreq::Omap3CpuFreq, gptimer, i2c, intc, prcm, uart};
use dexmetal_hal::arch::armv7::mmu::{MemKind, Region};
use dexmetal_hal::cpufreq::{CpuFreq, OMAP3530_LATENCY_US, OMAP3530_OPPS};
use dexmetal_hal::mmio::{Bus, Mmio};
use dexmetal_hal::pmu::SharedWide;
use dexmetal_hal::PowerSensor;
use dexmetal_hal::{Console, Power};
use dexmetal_runtime::{irq::IrqDrivers, Board, BoardInfo};
use dexmetal_sensors::acs714::Acs714;

/// L4-Core (CM, PRM, INTC, I2C1-3, GPTIMER1: 0x4800_0000, 16 MiB) and L4-Per (UART3,
/// GPTIMER2: 0x4900_0000, 1 MiB) as Device memory (SPRUF98 §2.2, memory map).
static MMIO: [Region; 2] = [
    Region {
        start: 0x4800_0000,
        size: 0x0100_0000,
        kind: MemKind::Device,
    },
    Region {
        start: 0x4900_0000,
        size: 0x0010_0000,
        kind: MemKind::Device,
    },
];

/// PRM_RSTCTRL (PRM base 0x4830_6000 + 0x1250), RST_DPLL3 (bit 2): a global software
/// reset (SPRUF98 §4.14.1; Linux arch/arm/mach-omap2/prm2xxx_3xxx.c).
const PRM_RSTCTRL: usize = 0x4830_7250;
const RST_DPLL3: u32 = 1 << 2;

struct BeagleBoard {
    info: BoardInfo,
}

struct BoardPower;

impl Power for BoardPower {
    /// The board has no way to cut its own supply without the TWL4030's sequencer
    /// (not driven yet): the core parks once the exit status is in telemetry.
    fn system_off(&self, _status: u32) -> ! {
        dexmetal_chip_arm::park()
    }

    fn reset(&self) -> ! {
        // SAFETY: the PRM block is mapped as Device memory; reset ends the run.
        unsafe { Mmio::new(PRM_RSTCTRL) }.write(0, RST_DPLL3);
        loop {
            aarch32_cpu::asm::wfi();
        }
    }
}

static POWER: BoardPower = BoardPower;
static COUNTER_HIGH: SharedWide = SharedWide::new();

fn gpt2() -> Mmio {
    // SAFETY: GPTIMER2's block; the clock function only reads TCRR and TISR.
    unsafe { Mmio::new(gptimer::GPTIMER2_BASE) }
}

fn clock() -> u64 {
    gptimer::counter(&gpt2(), &COUNTER_HIGH)
}

/// The board clock in nanoseconds, for the power sensor's samples.
fn clock_ns() -> u64 {
    (u128::from(clock()) * 1_000_000_000 / u128::from(prcm::SYS_CLK_HZ)) as u64
}

static BOARD: BeagleBoard = BeagleBoard {
    info: BoardInfo {
        name: "beagleboard",
        mmio: &MMIO,
        clock,
    },
};

impl Board for BeagleBoard {
    fn info(&self) -> &BoardInfo {
        &self.info
    }

    fn power(&self) -> &dyn Power {
        &POWER
    }

    /// The Cortex-A8's PMU (TRM r3p2 §3.2.51): cycles, instructions, L1 I/D refills and
    /// accesses, branch mispredictions. Its overflow interrupt is INTC line 3 once the
    /// EMU domain is clocked (prcm::Cm::enable_board_clocks).
    fn pmu_events(&self) -> u32 {
        dexmetal_hal::pmu::PmuEvent::all_mask()
    }

    /// DPLL1 and the TWL4030's VDD1 over I2C1 (a dead I2C1 leaves the runtime on the
    /// cpufreq model, which it then says).
    fn cpufreq(&self) -> Option<Box<dyn CpuFreq + Send>> {
        // SAFETY: I2C1 carries only the TWL4030 and only this driver uses it; after
        // boot the CM's DPLL1 registers are this driver's alone.
        let (i2c1, cm) = unsafe { (Mmio::new(i2c::I2C1_BASE), Mmio::new(prcm::CM_BASE)) };
        let pmic = i2c::OmapI2c::new(i2c1).ok()?;
        Some(Box::new(Omap3CpuFreq::new(
            cm,
            pmic,
            &OMAP3530_OPPS,
            OMAP3530_LATENCY_US,
        )))
    }

    /// The ACS714 through an ADS1115 (address 0x48) on I2C2, the expansion header
    /// (docs/boards/beagleboard.md); none if nothing answers there. The rail voltage is
    /// set from the OPP before the first sample.
    fn power_sensor(&self) -> Option<Box<dyn PowerSensor + Send>> {
        // SAFETY: I2C2 carries only the sensor and only this driver uses it.
        let i2c2 = i2c::OmapI2c::new(unsafe { Mmio::new(i2c::I2C2_BASE) }).ok()?;
        let acs = Acs714::new(i2c2, ads1x1x::TargetAddr::default(), 0, clock_ns).ok()?;
        Some(Box::new(acs))
    }

    fn emergency_write(&self, bytes: &[u8]) {
        // SAFETY: only called when the console's owner (the defmt logger) is wedged.
        let mut u = uart::OmapUart::new(unsafe { Mmio::new(uart::UART3_BASE) }, None);
        u.write_bytes(bytes);
        u.flush();
    }
}

fn irq_drivers() -> IrqDrivers {
    // SAFETY: INTC and GPTIMER2 are created once, here, and owned by the interrupt
    // path from now on.
    let intc = intc::Intc::new(unsafe { Mmio::new(intc::INTC_BASE) });
    let timer = gptimer::GpTimer::new(
        gpt2(),
        gptimer::GPTIMER2_IRQ,
        u64::from(prcm::SYS_CLK_HZ),
        &COUNTER_HIGH,
    );
    IrqDrivers {
        controller: Box::leak(Box::new(intc)),
        timer: Box::leak(Box::new(timer)),
    }
}

/// ACTLR.L2EN (Cortex-A8 TRM r3p2 §3.2.26): the unified L2 cache, which SCTLR.C then
/// enables with the L1 data cache.
const ACTLR_L2EN: u32 = 1 << 1;
/// The OMAP3 GP ROM's secure service that writes ACTLR (U-Boot
/// arch/arm/mach-omap2/omap3/board.c, OMAP3_GP_ROMCODE_API_WRITE_ACR): ACTLR is
/// writable only in the secure world, and U-Boot turns L2 off before booting an OS.
const ROM_WRITE_ACR: u32 = 3;

/// Turns the L2 cache on through the ROM if it is off.
fn enable_l2() {
    let actlr: u32;
    // SAFETY: reading ACTLR has no side effects.
    unsafe {
        core::arch::asm!("mrc p15, 0, {0}, c1, c0, 1", out(reg) actlr, options(nomem, nostack))
    };
    if actlr & ACTLR_L2EN != 0 {
        return;
    }
    // SAFETY: the GP ROM's monitor call (r12 = service, r0 = argument), made before the
    // MMU and caches are on, as U-Boot makes it; it only writes ACTLR. r0-r3 and r12
    // may be clobbered by the ROM.
    unsafe {
        core::arch::asm!(
            ".arch_extension sec",
            "smc #0",
            inout("r0") actlr | ACTLR_L2EN => _,
            inout("r12") ROM_WRITE_ACR => _,
            out("r1") _,
            out("r2") _,
            out("r3") _,
        )
    };
}

#[aarch32_rt::entry]
fn main() -> ! {
    enable_l2();
    // SAFETY: the CM block, written once here before any driver needs its clocks.
    prcm::Cm::new(unsafe { Mmio::new(prcm::CM_BASE) }).enable_board_clocks();
    static mut UART: Option<uart::OmapUart<Mmio>> = None;
    // SAFETY: `#[entry]` runs once, so this is the only reference ever made to UART;
    // UART3_BASE is the console UART and only this driver drives it.
    let console = unsafe {
        let u = &mut *core::ptr::addr_of_mut!(UART);
        u.insert(uart::OmapUart::new(
            Mmio::new(uart::UART3_BASE),
            Some(uart::UART3_IRQ),
        ))
    };
    console.init(115_200);
    dexmetal_runtime::start(&BOARD, console, irq_drivers, dexmetal_runtime::app::run)
}
