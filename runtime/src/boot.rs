//! Image header and entry. The first 0x40 bytes of every image are a Linux ARM
//! zImage header (magic 0x016F2818 at 0x24, start at 0x28, end at 0x2C; Linux
//! arch/arm/boot/compressed/head.S) so U-Boot's `bootz` and LK accept it. `_start`
//! keeps the DTB pointer U-Boot passes in r2 (Linux booting protocol,
//! Documentation/arch/arm/booting.rst), points VBAR at our vectors, starts the PMU
//! cycle counter so boot time is measured from the handoff, then enters aarch32-rt.

core::arch::global_asm!(
    r#"
    .pushsection .image_header, "ax", %progbits
    .arm
    .global _image_header
    _image_header:
        b       _start
        .rept   8
        .word   0
        .endr
        .word   0x016F2818          @ 0x24: zImage magic
        .word   __zimage_start      @ 0x28: load/start address (0: position-independent)
        .word   __zimage_end        @ 0x2C: end (absolute, or an offset if start is 0)
        .word   0x04030201          @ 0x30: endianness flag (little)
    .popsection

    .pushsection .text._start, "ax", %progbits
    .arm
    .global _start
    .type _start, %function
    _start:
        @ r2 = DTB (U-Boot bootz/bootm, QEMU Linux loader); stash it before
        @ aarch32-rt's start-up code clears the registers.
        ldr     r3, =BOOT_DTB
        str     r2, [r3]
        @ Vectors live right after the header, not at 0 or 0xFFFF0000.
        ldr     r3, =_vector_table
        mcr     p15, 0, r3, c12, c0, 0
        mrc     p15, 0, r3, c1, c0, 0
        bic     r3, r3, #(1 << 13)      @ SCTLR.V = 0: use VBAR
        mcr     p15, 0, r3, c1, c0, 0
        @ PMU cycle counter from zero at the handoff: PMCR.E|C, PMCNTENSET.C.
        mrc     p15, 0, r3, c9, c12, 0
        orr     r3, r3, #5
        bic     r3, r3, #8              @ PMCR.D = 0: count every cycle
        mcr     p15, 0, r3, c9, c12, 0
        mov     r3, #0x80000000
        mcr     p15, 0, r3, c9, c12, 1
        isb
        b       _default_start
    .size _start, . - _start
    .popsection
    "#
);

/// The DTB address from r2 at entry. In `.uninit` so start-up does not zero it.
#[unsafe(no_mangle)]
#[unsafe(link_section = ".uninit.BOOT_DTB")]
static mut BOOT_DTB: u32 = 0;

/// The DTB address the bootloader passed, as recorded by `_start`.
pub fn dtb_address() -> usize {
    // SAFETY: written once by `_start` before any Rust code runs; read-only after.
    unsafe { core::ptr::addr_of!(BOOT_DTB).read_volatile() as usize }
}

unsafe extern "C" {
    static __image_start: u8;
    static __image_end: u8;
    static __image_file_end: u8;
}

/// The runtime's footprint in RAM: image, .bss, page tables and stacks.
pub fn footprint() -> core::ops::Range<usize> {
    // Linker-defined symbols: only their addresses are taken, never their contents.
    (&raw const __image_start) as usize..(&raw const __image_end) as usize
}

/// Size of the loadable image file (header, code, rodata, data).
pub fn image_file_bytes() -> usize {
    (&raw const __image_file_end) as usize - (&raw const __image_start) as usize
}
