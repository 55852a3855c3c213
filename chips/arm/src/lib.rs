//! Drivers for the ARM-designed peripherals dexmetal's boards share (Tock's "chips"):
//! the PL011 UART, the GICv2 (through `arm-gic`, and its per-core doorbell), the generic timer, the SP804 dual
//! timer, PSCI and the semihosting exit. Each implements a `dexmetal-hal` trait and
//! cites its ARM TRM; boards only choose base addresses and interrupt lines. Register
//! layouts are tested against the TRMs' offsets on the host.
#![no_std]

#[cfg(target_arch = "arm")]
pub mod generic_timer;
pub mod gicv2;
pub mod gicv2_doorbell;
pub mod mmio;
pub mod pl011;
#[cfg(target_arch = "arm")]
pub mod psci;
pub mod semihosting;
pub mod sp804;

/// Stops the core for good: interrupts masked, waiting in WFI. A board that cannot cut
/// its own power ends a run here once the exit status is in telemetry.
#[cfg(target_arch = "arm")]
pub fn park() -> ! {
    loop {
        aarch32_cpu::asm::irq_disable();
        aarch32_cpu::asm::wfi();
    }
}
