//! dexmetal for the DragonBoard APQ8074 (Snapdragon 800, 4x Krait; Linux
//! qcom-apq8074-dragonboard.dts and qcom-msm8974.dtsi): the UARTDM console
//! (chips/msm8974), QGIC2 through `arm-gic` and the architected timer at 19.2 MHz
//! (chips/arm; CNTFRQ is not trusted: the firmware may leave it unset). LK starts it
//! from an Android boot.img (`fastboot boot`) with the device tree appended to the
//! image. DVFS is frequency-only (chips/msm8974 krait); the secondary cores start through
//! TrustZone and the ACC (chips/msm8974 krait_smp). Not yet here: the current sensor's
//! QUP I2C (see docs/boards/dragonboard-apq8074.md); nothing has run on silicon.
#![no_std]
#![no_main]

extern crate alloc;

use alloc::boxed::Box;
use dexmetal_chip_arm::{
    generic_timer::{self, CounterDelay, VirtualTimer},
    gicv2::Gic,
    gicv2_doorbell::GicDoorbell,
};
use dexmetal_chip_msm8974::krait::{self, KraitCpuFreq};
use dexmetal_chip_msm8974::krait_smp::{self, KraitSmp, TrustZone};
use dexmetal_chip_msm8974::uartdm::{UartDm, BLSP1_UART2_BASE};
use dexmetal_hal::arch::armv7::mmu::{MemKind, Region};
use dexmetal_hal::cpufreq::{CpuFreq, APQ8074_OPPS};
use dexmetal_hal::mmio::{Bus, Mmio};
use dexmetal_hal::{Console, CpuPower, Power};
use dexmetal_runtime::{irq::IrqDrivers, Board, BoardInfo};

const GICD_BASE: usize = 0xF900_0000;
const GICC_BASE: usize = 0xF900_2000;
/// The architected timer's virtual interrupt. Krait wires the timer to PPIs 1-4, not
/// to ARM's 10/11/13/14: Linux qcom-msm8974.dtsi's `timer` node lists secure physical,
/// non-secure physical, virtual and hypervisor as PPIs 2, 3, 4 and 1, so the virtual
/// timer is PPI 4, INTID 16 + 4 (docs/boards/dragonboard-apq8074.md, "Board facts").
const VIRTUAL_TIMER_INTID: u32 = 16 + 4;
/// The timer's 19.2 MHz crystal (docs/boards/dragonboard-apq8074.md, "Board facts": do
/// not trust CNTFRQ).
const TIMER_HZ: u64 = 19_200_000;
/// MPM2 PS_HOLD (Linux qcom-msm8974.dtsi `restart@fc4ab000`, drivers/power/reset/
/// msm-poweroff.c): driven low, the PMIC resets the board.
const PS_HOLD: usize = 0xFC4A_B000;

/// The APSS block (GIC, ACC/SAW, HFPLLs) and BLSP1 (UART2) at 0xF900_0000, 16 MiB, and
/// the MPM2/PMIC-arbiter block at 0xFC40_0000, 1 MiB, as Device memory.
static MMIO: [Region; 2] = [
    Region {
        start: 0xF900_0000,
        size: 0x0100_0000,
        kind: MemKind::Device,
    },
    Region {
        start: 0xFC40_0000,
        size: 0x0010_0000,
        kind: MemKind::Device,
    },
];

struct DragonBoard {
    info: BoardInfo,
}

struct BoardPower;

impl Power for BoardPower {
    /// Powering off needs the PM8941's power-on module over SPMI (not driven yet): the
    /// core parks once the exit status is in telemetry.
    fn system_off(&self, _status: u32) -> ! {
        dexmetal_chip_arm::park()
    }

    fn reset(&self) -> ! {
        // SAFETY: PS_HOLD is mapped as Device memory; the reset ends the run.
        unsafe { Mmio::new(PS_HOLD) }.write(0, 0);
        loop {
            aarch32_cpu::asm::wfi();
        }
    }
}

static POWER: BoardPower = BoardPower;

/// The three secondary Krait cores: TrustZone's cold-boot address, then each core's ACC
/// and the L2's SAW2 (docs/boards/dragonboard-apq8074.md, "Secondary cores").
/// SGI 0 through QGIC2's banked registers wakes an idle secondary (the driver's doc).
// SAFETY: the board's QGIC2 distributor and CPU interface.
static DOORBELL: GicDoorbell = unsafe { GicDoorbell::new(GICD_BASE, GICC_BASE) };

static SMP: KraitSmp<Mmio, Mmio, TrustZone, CounterDelay> = KraitSmp::new(
    // SAFETY: the four ACC blocks and the L2 SAW2 lie in the APSS region mapped as
    // Device memory; only this driver writes them.
    unsafe {
        [
            Mmio::new(krait_smp::acc_base(0)),
            Mmio::new(krait_smp::acc_base(1)),
            Mmio::new(krait_smp::acc_base(2)),
            Mmio::new(krait_smp::acc_base(3)),
        ]
    },
    // SAFETY: as above.
    unsafe { Mmio::new(krait_smp::L2_SAW2_BASE) },
    TrustZone,
    CounterDelay::new(TIMER_HZ),
);

static BOARD: DragonBoard = DragonBoard {
    info: BoardInfo {
        name: "dragonboard-apq8074",
        mmio: &MMIO,
        clock: generic_timer::counter,
    },
};

impl Board for DragonBoard {
    fn info(&self) -> &BoardInfo {
        &self.info
    }

    fn power(&self) -> &dyn Power {
        &POWER
    }

    /// Krait's PMU is ARMv7-compatible (Linux perf_event_v7.c, krait_perf_map): cycles,
    /// instructions, L1 I/D refills and accesses, branch mispredictions. Its overflow
    /// interrupt (PPI 7) comes from the device tree's `pmu` node.
    fn pmu_events(&self) -> u32 {
        dexmetal_hal::pmu::PmuEvent::all_mask()
    }

    /// CPU0's HFPLL and clock mux, frequency only, capped at what LK left running (the
    /// voltage is the firmware's and is never changed).
    fn cpufreq(&self) -> Option<Box<dyn CpuFreq + Send>> {
        // SAFETY: CPU0's HFPLL block; on this single-core runtime only this driver
        // touches it and the clock mux.
        let hfpll = unsafe { Mmio::new(krait::HFPLL0_BASE) };
        Some(Box::new(KraitCpuFreq::new(
            hfpll,
            krait::L2Indirect,
            CounterDelay::new(TIMER_HZ),
            &APQ8074_OPPS,
        )))
    }

    /// CPUs 1-3 (MPIDR affinity 1-3) through TrustZone and the KPSS ACC v2; unverified on
    /// silicon.
    fn cpu_power(&self) -> Option<&dyn CpuPower> {
        Some(&SMP)
    }

    fn doorbell(&self) -> Option<&'static dyn dexmetal_hal::Doorbell> {
        Some(&DOORBELL)
    }

    fn emergency_write(&self, bytes: &[u8]) {
        // SAFETY: only called when the console's owner (the defmt logger) is wedged.
        let mut u = UartDm::new(unsafe { Mmio::new(BLSP1_UART2_BASE) });
        u.write_bytes(bytes);
        u.flush();
    }
}

fn irq_drivers() -> IrqDrivers {
    // SAFETY: the GIC and the virtual timer are created once, here, and owned by the
    // runtime's interrupt path from now on.
    let (gic, timer) = unsafe {
        (
            Gic::new(GICD_BASE, GICC_BASE),
            VirtualTimer::new(VIRTUAL_TIMER_INTID).with_frequency(TIMER_HZ),
        )
    };
    IrqDrivers {
        controller: Box::leak(Box::new(gic)),
        timer: Box::leak(Box::new(timer)),
    }
}

#[aarch32_rt::entry]
fn main() -> ! {
    static mut UART: Option<UartDm<Mmio>> = None;
    // SAFETY: `#[entry]` runs once, so this is the only reference ever made to UART;
    // the UARTDM at BLSP1_UART2_BASE is the console and only this driver drives it.
    let console = unsafe {
        let u = &mut *core::ptr::addr_of_mut!(UART);
        u.insert(UartDm::new(Mmio::new(BLSP1_UART2_BASE)))
    };
    console.init();
    dexmetal_runtime::start(&BOARD, console, irq_drivers, dexmetal_runtime::app::run)
}
