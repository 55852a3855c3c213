//! Exception vectors for CPU faults and the panic path. Our own trampolines (rather
//! than aarch32-rt's, which pass only the return address) save r0-r12, the
//! exception return address, SPSR and the interrupted mode's banked SP/LR, so the
//! report names the mode, PC, LR, SP and the decoded fault status (ARM ARM DDI 0406C
//! §B1.8 exception entry, §B3.13 fault status). Every fault ends the run non-zero.

use crate::platform;
use dexmetal_hal::arch::armv7::{cpu, fault};
use dexmetal_telemetry as telemetry;

/// Which vector was taken.
const KIND_UNDEFINED: u32 = 0;
const KIND_PREFETCH_ABORT: u32 = 1;
const KIND_DATA_ABORT: u32 = 2;

core::arch::global_asm!(
    r#"
    .pushsection .text._dexmetal_fault_vectors, "ax", %progbits
    .arm
    .global _asm_undefined_handler
    _asm_undefined_handler:
        stmfd   sp!, {{r0-r12, lr}}
        mov     r6, #{und}
        b       _dexmetal_fault_entry
    .global _asm_prefetch_abort_handler
    _asm_prefetch_abort_handler:
        stmfd   sp!, {{r0-r12, lr}}
        mov     r6, #{pabt}
        b       _dexmetal_fault_entry
    .global _asm_data_abort_handler
    _asm_data_abort_handler:
        stmfd   sp!, {{r0-r12, lr}}
        mov     r6, #{dabt}
    _dexmetal_fault_entry:
        mrs     r0, spsr
        @ Visit the interrupted mode (usr shares sys's registers) to read its SP/LR.
        and     r1, r0, #0x1f
        cmp     r1, #0x10
        moveq   r1, #0x1f
        mrs     r2, cpsr
        bic     r3, r2, #0x1f
        orr     r3, r3, r1
        orr     r3, r3, #0xc0
        msr     cpsr_c, r3
        mov     r4, sp
        mov     r5, lr
        msr     cpsr_c, r2
        push    {{r0, r4, r5}}
        mov     r0, sp
        mov     r1, r6
        bic     sp, sp, #7
        bl      dexmetal_fault
    1:  b       1b
    .popsection
    "#,
    und = const KIND_UNDEFINED,
    pabt = const KIND_PREFETCH_ABORT,
    dabt = const KIND_DATA_ABORT,
);

/// The register frame the trampolines build on the exception stack.
#[repr(C)]
pub struct FaultFrame {
    pub spsr: u32,
    pub sp: u32,
    pub lr: u32,
    pub r: [u32; 13],
    /// LR of the exception mode: the preferred return address plus an offset.
    pub exc_lr: u32,
}

/// Called by the trampolines with IRQs masked; reports and ends the run.
#[unsafe(no_mangle)]
extern "C" fn dexmetal_fault(frame: &FaultFrame, kind: u32) -> ! {
    let thumb = fault::is_thumb(frame.spsr);
    let mode = fault::mode_name(frame.spsr);
    let (name, pc, far, fsr, status, access) = match kind {
        KIND_UNDEFINED => {
            let pc = frame.exc_lr.wrapping_sub(if thumb { 2 } else { 4 });
            ("undefined instruction", pc, 0, 0, "-", "execute")
        }
        KIND_PREFETCH_ABORT => {
            let (ifsr, ifar) = cpu::prefetch_fault_registers();
            let pc = frame.exc_lr.wrapping_sub(4);
            (
                "prefetch abort",
                pc,
                ifar,
                ifsr,
                fault::decode_ifsr(ifsr).name(),
                "execute",
            )
        }
        _ => {
            let (dfsr, dfar) = cpu::data_fault_registers();
            let d = fault::decode_dfsr(dfsr);
            let access = match (d.far_valid, d.write) {
                (false, _) => "-",
                (true, true) => "write",
                (true, false) => "read",
            };
            (
                "data abort",
                frame.exc_lr.wrapping_sub(8),
                dfar,
                dfsr,
                d.kind.name(),
                access,
            )
        }
    };
    platform::fatal(
        || {
            telemetry::fault(
                name,
                status,
                access,
                mode,
                pc,
                frame.lr,
                frame.sp,
                far,
                fsr,
                frame.spsr,
                crate::smp::this_core() as u32,
            );
            telemetry::regs(&frame.r);
        },
        telemetry::status::CPU_FAULT,
    )
}

#[panic_handler]
fn panic(info: &core::panic::PanicInfo<'_>) -> ! {
    platform::fatal(|| telemetry::panic(info), telemetry::status::PANIC)
}
