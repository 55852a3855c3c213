//! Power control through PSCI 0.2 over HVC, the conduit QEMU's virt device tree names:
//! SYSTEM_OFF (0x8400_0008) and SYSTEM_RESET (0x8400_0009) for the run (ARM DEN 0022D
//! §5.1.9-10), CPU_ON (0x8400_0003) and CPU_OFF (0x8400_0002) for the secondary cores
//! (§5.1.4-5; return codes §5.2.2). PSCI carries no exit status; wrap it in
//! [`crate::semihosting::Semihosted`] where the host wants one.

use dexmetal_hal::smp::{CpuOnError, CpuPower};
use dexmetal_hal::Power;

const CPU_OFF: u32 = 0x8400_0002;
const CPU_ON: u32 = 0x8400_0003;
const SYSTEM_OFF: u32 = 0x8400_0008;
const SYSTEM_RESET: u32 = 0x8400_0009;

pub struct Psci;

/// One SMC32-convention call (function id and up to three arguments in r0-r3, the
/// result in r0, §5.2).
fn psci_call(function: u32, a1: u32, a2: u32, a3: u32) -> i32 {
    let r0: u32;
    // SAFETY: a PSCI call; the firmware preserves every register but r0-r3 (SMC
    // Calling Convention, ARM DEN 0028, §5.1) and touches none of our memory, except
    // CPU_ON, which starts another core at `a2` (the caller's contract, see `cpu_on`).
    unsafe {
        core::arch::asm!(".arch_extension virt", "hvc #0",
            inout("r0") function => r0, inout("r1") a1 => _, inout("r2") a2 => _,
            inout("r3") a3 => _, options(nostack));
    }
    r0 as i32
}

impl Power for Psci {
    fn system_off(&self, _status: u32) -> ! {
        psci_call(SYSTEM_OFF, 0, 0, 0);
        loop {
            aarch32_cpu::asm::wfi();
        }
    }

    fn reset(&self) -> ! {
        psci_call(SYSTEM_RESET, 0, 0, 0);
        loop {
            aarch32_cpu::asm::wfi();
        }
    }
}

impl CpuPower for Psci {
    fn cpu_on(&self, mpidr: u32, entry: usize, context: u32) -> Result<(), CpuOnError> {
        match CpuOnError::from_psci(psci_call(CPU_ON, mpidr, entry as u32, context)) {
            None => Ok(()),
            Some(e) => Err(e),
        }
    }

    fn cpu_off(&self) -> CpuOnError {
        // Returns only on failure (DENIED: the core is the last one running).
        CpuOnError::from_psci(psci_call(CPU_OFF, 0, 0, 0)).unwrap_or(CpuOnError::Other(0))
    }
}
