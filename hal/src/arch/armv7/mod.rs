//! ARMv7-A (ARM Architecture Reference Manual ARMv7-A/R, DDI 0406C): fault status
//! decoding (B3.13), the short-descriptor identity map (B3.5), and CPU control.

#[cfg(target_arch = "arm")]
pub mod cpu;
pub mod fault;
pub mod mmu;
