//! Reset through the baseboard's system registers (ARM DUI 0417D §4.3): unlock with
//! 0xA05F in SYS_LOCK (0x20), then SYS_RESETCTL (0x40) takes the reset level; Linux's
//! drivers/power/reset/arm-versatile-reboot.c writes 0 then 4 for the PB-A8. The
//! baseboard cannot cut its own power, so power-off parks the core with interrupts
//! masked once the exit status is in telemetry (the host ends the run on it).

use dexmetal_chip_arm::mmio::MmioDerefWrapper;
use dexmetal_hal::Power;
use tock_registers::interfaces::Writeable;
use tock_registers::register_structs;
use tock_registers::registers::ReadWrite;

register_structs! {
    pub SysRegisters {
        (0x00 => _before),
        (0x20 => lock: ReadWrite<u32>),
        (0x24 => _between),
        (0x40 => reset_ctl: ReadWrite<u32>),
        (0x44 => @END),
    }
}

const UNLOCK: u32 = 0xA05F;

pub struct SysCtl {
    base: usize,
}

impl SysCtl {
    /// # Safety
    /// `base` must be the baseboard's system register block.
    pub const unsafe fn new(base: usize) -> Self {
        Self { base }
    }
}

impl Power for SysCtl {
    fn system_off(&self, _status: u32) -> ! {
        dexmetal_chip_arm::park()
    }

    fn reset(&self) -> ! {
        // SAFETY: `new`'s contract; reset is the last thing the run does.
        let regs = unsafe { MmioDerefWrapper::<SysRegisters>::new(self.base) };
        regs.lock.set(UNLOCK);
        regs.reset_ctl.set(0);
        regs.reset_ctl.set(4);
        loop {
            aarch32_cpu::asm::wfi();
        }
    }
}
