//! Power control through PSCI 0.2: SYSTEM_OFF (0x8400_0008) and SYSTEM_RESET
//! (0x8400_0009) over HVC, the conduit QEMU's virt device tree names (ARM DEN 0022D
//! §5.1.9-10). PSCI carries no exit status; wrap it in [`crate::semihosting::Semihosted`]
//! where the host wants one.

use dexmetal_hal::Power;

const SYSTEM_OFF: u32 = 0x8400_0008;
const SYSTEM_RESET: u32 = 0x8400_0009;

pub struct Psci;

fn psci_call(function: u32) {
    // SAFETY: a PSCI call with no arguments; SYSTEM_OFF/RESET do not return on
    // success, and a failure just returns an error code we ignore.
    unsafe {
        core::arch::asm!(".arch_extension virt", "hvc #0", inout("r0") function => _, out("r1") _, out("r2") _, out("r3") _, options(nostack));
    }
}

impl Power for Psci {
    fn system_off(&self, _status: u32) -> ! {
        psci_call(SYSTEM_OFF);
        loop {
            aarch32_cpu::asm::wfi();
        }
    }

    fn reset(&self) -> ! {
        psci_call(SYSTEM_RESET);
        loop {
            aarch32_cpu::asm::wfi();
        }
    }
}
