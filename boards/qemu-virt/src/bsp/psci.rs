//! Power control: PSCI 0.2 SYSTEM_OFF (0x8400_0008) and SYSTEM_RESET (0x8400_0009)
//! over HVC, the conduit QEMU's virt DT names (ARM DEN 0022D §5.1.9-10). PSCI has no
//! exit status, so when the host enabled semihosting (`dexmetal.semihosting` on the
//! command line) we exit through SYS_EXIT_EXTENDED (0x20) with the run's status.

use dexmetal_hal::Power;

const SYSTEM_OFF: u32 = 0x8400_0008;
const SYSTEM_RESET: u32 = 0x8400_0009;
const SEMIHOSTING_EXIT_EXTENDED: u32 = 0x20;
const ADP_STOPPED_APPLICATION_EXIT: u32 = 0x2_0026;

pub struct Psci {
    pub semihosting: bool,
}

fn psci_call(function: u32) {
    // SAFETY: a PSCI call with no arguments; SYSTEM_OFF/RESET do not return on
    // success, and a failure just returns an error code we ignore.
    unsafe {
        core::arch::asm!(".arch_extension virt", "hvc #0", inout("r0") function => _, out("r1") _, out("r2") _, out("r3") _, options(nostack));
    }
}

impl Power for Psci {
    fn system_off(&self, status: u32) -> ! {
        if self.semihosting {
            let block = [ADP_STOPPED_APPLICATION_EXIT, status];
            // SAFETY: semihosting trap (A32 `svc 0x123456`), which QEMU intercepts
            // when started with -semihosting; `block` outlives the call.
            unsafe {
                core::arch::asm!("svc 0x123456", inout("r0") SEMIHOSTING_EXIT_EXTENDED => _, in("r1") block.as_ptr(), options(nostack));
            }
        }
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
