//! dexmetal for QEMU's `virt` machine: wires the qemu-virt drivers into the runtime.
//! Booted by U-Boot (`bootz`/`bootm`) or by QEMU's direct loader (uImage). Dimmunix's
//! history persists in pflash bank 1 (`bsp::cfi_flash`).
#![no_std]
#![no_main]

extern crate alloc;

mod bsp;

use alloc::boxed::Box;
use bsp::cfi_flash::CfiFlash;
use core::sync::atomic::{AtomicBool, Ordering};
use dexmetal_chip_arm::{
    generic_timer::{self, PhysicalTimer, VirtualTimer},
    gicv2::Gic,
    gicv2_doorbell::GicDoorbell,
    pl011::Pl011,
    psci::Psci,
    semihosting::Semihosted,
};
use dexmetal_dimmunix::HistoryStore;
use dexmetal_hal::{Console, CpuPower, Doorbell, Power};
use dexmetal_runtime::profile::{ProfileTimer, Sampling};
use dexmetal_runtime::{irq::IrqDrivers, Board, BoardInfo, BootConfig};

struct QemuVirt {
    info: BoardInfo,
    power: Semihosted<Psci>,
    icount: AtomicBool,
}

/// SGI 0 wakes the secondary cores (banked GIC registers only; see the driver).
// SAFETY: the board's GICv2; the doorbell touches only per-core banked registers and
// the write-only SGIR, beside the boot core's distributor driver.
static DOORBELL: GicDoorbell = unsafe { GicDoorbell::new(bsp::GICD_BASE, bsp::GICC_BASE) };

static BOARD: QemuVirt = QemuVirt {
    info: BoardInfo {
        name: "qemu-virt",
        mmio: &bsp::MMIO,
        clock: generic_timer::counter,
    },
    power: Semihosted::new(Psci),
    icount: AtomicBool::new(false),
};

impl Board for QemuVirt {
    fn info(&self) -> &BoardInfo {
        &self.info
    }

    fn configure(&self, boot: &BootConfig) {
        self.power.configure(boot.semihosting);
        self.icount.store(boot.qemu_icount, Ordering::Relaxed);
    }

    /// QEMU's TCG counts CPU cycles (0x11) always and instructions (0x08) only under
    /// `-icount` (xtask then says `dexmetal.qemu.icount`); it counts no cache refills and
    /// no branch mispredictions, so those are unsupported here.
    fn pmu_events(&self) -> u32 {
        let instructions = if self.icount.load(Ordering::Relaxed) {
            1 << 0x08
        } else {
            0
        };
        (1 << 0x11) | instructions
    }

    /// The PMU overflow interrupt is wired (bsp::PMU_INTID) but QEMU's TCG raises it
    /// under `-icount` only when the guest reads the counter, so there the profiler
    /// samples on the physical timer, which repeats exactly under `-icount`.
    fn sampling(&self, dt_pmu_irq: Option<u32>) -> Sampling {
        // SAFETY: nothing else uses the physical timer; it is made once per profiled run.
        let timer = unsafe { PhysicalTimer::new(bsp::PHYSICAL_TIMER_INTID) };
        Sampling {
            pmu_irq: if self.icount.load(Ordering::Relaxed) {
                Err("QEMU raises PMU overflow interrupts under -icount only when the counter is read")
            } else {
                Ok(dt_pmu_irq.unwrap_or(bsp::PMU_INTID))
            },
            timer: Some(ProfileTimer {
                timer: Box::new(timer),
                name: "timer:cntp",
                cycles_hz: bsp::PMU_CYCLES_HZ,
            }),
        }
    }

    fn power(&self) -> &dyn Power {
        &self.power
    }

    /// `-smp N` cores, started by PSCI CPU_ON over HVC (the `/psci` node QEMU writes).
    fn cpu_power(&self) -> Option<&dyn CpuPower> {
        Some(&Psci)
    }

    fn doorbell(&self) -> Option<&'static dyn Doorbell> {
        Some(&DOORBELL)
    }

    fn history_store(&self) -> Option<Box<dyn HistoryStore>> {
        // SAFETY: the history region lies in bank 1 beyond U-Boot's environment, is
        // mapped as Device memory (bsp::MMIO), and only this store drives the bank.
        Some(Box::new(unsafe {
            CfiFlash::new(bsp::cfi_flash::BANK1_BASE + bsp::cfi_flash::HISTORY.start)
        }))
    }

    fn emergency_write(&self, bytes: &[u8]) {
        // SAFETY: only called when the console's owner (the defmt logger) is wedged
        // and the run is about to end.
        let mut uart = unsafe { Pl011::new(bsp::UART0_BASE) };
        uart.write_bytes(bytes);
        uart.flush();
    }
}

fn irq_drivers() -> IrqDrivers {
    // SAFETY: the GIC and the virtual timer are created once, here, and owned by the
    // runtime's interrupt path from now on.
    let (gic, timer) = unsafe {
        (
            Gic::new(bsp::GICD_BASE, bsp::GICC_BASE),
            VirtualTimer::new(bsp::VIRTUAL_TIMER_INTID),
        )
    };
    IrqDrivers {
        controller: Box::leak(Box::new(gic)),
        timer: Box::leak(Box::new(timer)),
    }
}

#[aarch32_rt::entry]
fn main() -> ! {
    // SAFETY: UART0_BASE is this board's PL011 and only the console driver uses it.
    static mut UART: Pl011 = unsafe { Pl011::new(bsp::UART0_BASE) }.with_irq(bsp::UART0_INTID);
    // SAFETY: `#[entry]` functions run exactly once (aarch32-rt renames them so no
    // other code can call them), so this is the only reference ever made to UART; it
    // is handed to the telemetry logger for the rest of the run.
    let console: &'static mut Pl011 = unsafe { &mut *core::ptr::addr_of_mut!(UART) };
    console.init();
    dexmetal_runtime::start(&BOARD, console, irq_drivers, dexmetal_runtime::app::run)
}
