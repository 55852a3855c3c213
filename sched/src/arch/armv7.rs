//! ARMv7-A context switch (AAPCS, ARM IHI 0042: r4-r11, sp and lr are callee-saved,
//! and so are d8-d15 of the VFP; FPSCR's rounding/exception bits are per thread). A
//! switch is an ordinary call: the caller-saved registers are already on the outgoing
//! thread's stack (the IRQ trampoline pushed them, or the calling code spilled them),
//! so only the callee-saved set is stored in [`Context`].

/// Callee-saved state of a thread that is not running.
#[repr(C, align(8))]
#[derive(Debug, Default, Clone, Copy)]
pub struct Context {
    /// r4-r11.
    pub r: [u32; 8],
    pub sp: u32,
    pub lr: u32,
    pub fpscr: u32,
    _pad: u32,
    /// d8-d15.
    pub d: [u64; 8],
}

impl Context {
    /// A context that starts `entry(arg)` on the stack ending at `stack_top` (exclusive,
    /// rounded down to 8 bytes as AAPCS requires) with IRQs enabled. `entry` must
    /// never return.
    pub fn new(stack_top: usize, entry: extern "C" fn(usize) -> !, arg: usize) -> Self {
        let mut r = [0; 8];
        r[0] = entry as *const () as usize as u32; // r4: where thread_start branches
        r[1] = arg as u32; // r5: its argument
        Self {
            r,
            sp: (stack_top & !7) as u32,
            lr: thread_start as *const () as usize as u32,
            ..Self::default()
        }
    }
}

/// Saves the running thread's callee-saved registers in `from` and resumes `to`; returns
/// when some later switch resumes `from`.
///
/// # Safety
/// `from` must be valid for writes and `to` must hold a context saved by `switch` or made
/// by [`Context::new`] whose stack is still alive. IRQs must be masked.
#[unsafe(naked)]
pub unsafe extern "C" fn switch(from: *mut Context, to: *const Context) {
    core::arch::naked_asm!(
        ".fpu vfpv3",
        "stmia r0, {{r4-r11}}",
        "str sp, [r0, #32]",
        "str lr, [r0, #36]",
        "vmrs r2, fpscr",
        "str r2, [r0, #40]",
        "add r2, r0, #48",
        "vstmia r2, {{d8-d15}}",
        "ldmia r1, {{r4-r11}}",
        "ldr sp, [r1, #32]",
        "ldr lr, [r1, #36]",
        "ldr r2, [r1, #40]",
        "vmsr fpscr, r2",
        "add r2, r1, #48",
        "vldmia r2, {{d8-d15}}",
        "bx lr",
    )
}

/// First code a new thread runs: `switch` "returns" here with r4 = entry, r5 = arg.
#[unsafe(naked)]
unsafe extern "C" fn thread_start() -> ! {
    core::arch::naked_asm!("mov r0, r5", "cpsie i", "blx r4", "1:", "b 1b")
}
