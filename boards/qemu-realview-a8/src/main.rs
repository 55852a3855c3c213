//! dexmetal for QEMU's `realview-pb-a8`: a Cortex-A8 with no generic timer, the
//! nearest QEMU has to the BeagleBoard's core, so the conformance subset and thread
//! tests run on an A8 in CI. QEMU's loader boots it (`-kernel uImage`, ATAGS in r2);
//! U-Boot's QEMU build targets only `virt`. QEMU's A8 PMU counts nothing, so this board
//! claims no PMU events, not even cycles. main.rs only wires drivers together.
#![no_std]
#![no_main]

extern crate alloc;

mod bsp;

use alloc::boxed::Box;
use bsp::sysctl::SysCtl;
use dexmetal_chip_arm::{
    gicv2::Gic,
    mmio::MmioDerefWrapper,
    pl011::Pl011,
    semihosting::Semihosted,
    sp804::{self, Sp804, Sp804Registers},
};
use dexmetal_hal::pmu::SharedWide;
use dexmetal_hal::{Console, Power};
use dexmetal_runtime::{irq::IrqDrivers, Board, BoardInfo, BootConfig};

struct RealviewA8 {
    info: BoardInfo,
    power: Semihosted<SysCtl>,
}

/// The free-running counter's upper half (the SP804's timer 2, folded by the tick).
static COUNTER_HIGH: SharedWide = SharedWide::new();

fn clock() -> u64 {
    // SAFETY: only timer 2's value and raw status are read here; the driver owns the rest.
    let regs = unsafe { MmioDerefWrapper::<Sp804Registers>::new(bsp::TIMER01_BASE) };
    sp804::counter(&regs, &COUNTER_HIGH)
}

static BOARD: RealviewA8 = RealviewA8 {
    info: BoardInfo {
        name: "qemu-realview-a8",
        mmio: &bsp::MMIO,
        clock,
    },
    // SAFETY: SYSREGS_BASE is this board's system register block.
    power: Semihosted::new(unsafe { SysCtl::new(bsp::SYSREGS_BASE) }),
};

impl Board for RealviewA8 {
    fn info(&self) -> &BoardInfo {
        &self.info
    }

    fn configure(&self, boot: &BootConfig) {
        self.power.configure(boot.semihosting);
    }

    fn power(&self) -> &dyn Power {
        &self.power
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
    // SAFETY: the GIC and the SP804 are created once, here, and owned by the runtime's
    // interrupt path from now on.
    let (gic, timer) = unsafe {
        (
            Gic::new(bsp::GICD_BASE, bsp::GICC_BASE),
            Sp804::new(
                bsp::TIMER01_BASE,
                bsp::TIMER01_INTID,
                bsp::TIMER_HZ,
                &COUNTER_HIGH,
            ),
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
    // SAFETY: `#[entry]` functions run exactly once, so this is the only reference
    // ever made to UART; it is handed to the telemetry logger for the run.
    let console: &'static mut Pl011 = unsafe { &mut *core::ptr::addr_of_mut!(UART) };
    console.init();
    dexmetal_runtime::start(&BOARD, console, irq_drivers, dexmetal_runtime::app::run)
}
