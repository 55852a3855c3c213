//! Ending a run with an exit status the host sees: semihosting's SYS_EXIT_EXTENDED
//! (operation 0x20, reason ADP_Stopped_ApplicationExit 0x20026; ARM "Semihosting for
//! AArch32 and AArch64" v2.0 §5.5), trapped by `svc 0x123456` in A32 state. Only a
//! debugger or QEMU (`-semihosting`) answers that trap, so it is off until the host
//! says it listens (`dexmetal.semihosting` on the command line); otherwise, and for
//! reset, the board's own power control runs.

use core::sync::atomic::{AtomicBool, Ordering};
use dexmetal_hal::Power;

const SYS_EXIT_EXTENDED: u32 = 0x20;
const ADP_STOPPED_APPLICATION_EXIT: u32 = 0x2_0026;

/// A board's [`Power`] that first tries the semihosting exit, when enabled.
pub struct Semihosted<P> {
    inner: P,
    enabled: AtomicBool,
}

impl<P> Semihosted<P> {
    pub const fn new(inner: P) -> Self {
        Self {
            inner,
            enabled: AtomicBool::new(false),
        }
    }

    /// Turns the semihosting exit on when the command line says the host answers the
    /// trap (`dexmetal.semihosting`); otherwise the `svc` would land in the runtime's
    /// SVC handler.
    pub fn configure(&self, host_answers: bool) {
        self.enabled.store(host_answers, Ordering::Relaxed);
    }
}

impl<P: Power + Sync> Power for Semihosted<P> {
    fn system_off(&self, status: u32) -> ! {
        if self.enabled.load(Ordering::Relaxed) {
            exit(status);
        }
        self.inner.system_off(status)
    }

    fn reset(&self) -> ! {
        self.inner.reset()
    }
}

#[cfg(target_arch = "arm")]
fn exit(status: u32) {
    let block = [ADP_STOPPED_APPLICATION_EXIT, status];
    // SAFETY: the semihosting trap, answered by QEMU when it runs with -semihosting
    // (the host said so); `block` outlives the call, which does not return.
    unsafe {
        // The semihosting trap is `svc 0x123456` in A32 and `svc 0xab` in T32.
        #[cfg(not(target_feature = "thumb-mode"))]
        core::arch::asm!("svc 0x123456", inout("r0") SYS_EXIT_EXTENDED => _, in("r1") block.as_ptr(), options(nostack));
        #[cfg(target_feature = "thumb-mode")]
        core::arch::asm!("svc 0xab", inout("r0") SYS_EXIT_EXTENDED => _, in("r1") block.as_ptr(), options(nostack));
    }
}

#[cfg(not(target_arch = "arm"))]
fn exit(_status: u32) {
    let _ = (SYS_EXIT_EXTENDED, ADP_STOPPED_APPLICATION_EXIT);
}
