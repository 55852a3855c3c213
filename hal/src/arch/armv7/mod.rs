//! ARMv7-A (ARM Architecture Reference Manual ARMv7-A/R, DDI 0406C): fault status
//! decoding (B3.13), the short-descriptor identity map (B3.5), and CPU control.

#[cfg(target_arch = "arm")]
pub mod cpu;
pub mod fault;
pub mod mmu;
#[cfg(target_arch = "arm")]
pub mod pmu;

/// Core name from MIDR's implementer and primary part number (ARM ARM §B4.1.105;
/// Qualcomm's Krait part numbers from Linux arch/arm/kernel/perf_event_v7.c).
pub fn core_name(midr: u32) -> &'static str {
    match (midr >> 24, (midr >> 4) & 0xfff) {
        (0x41, 0xc07) => "Cortex-A7",
        (0x41, 0xc08) => "Cortex-A8",
        (0x41, 0xc09) => "Cortex-A9",
        (0x41, 0xc0f) => "Cortex-A15",
        (0x51, 0x04d) | (0x51, 0x06f) => "Krait",
        _ => "unknown",
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn names_cores() {
        assert_eq!(super::core_name(0x414f_c0f0), "Cortex-A15"); // QEMU virt cortex-a15
        assert_eq!(super::core_name(0x413f_c082), "Cortex-A8"); // OMAP3530 r3p2
        assert_eq!(super::core_name(0x512f_06f0), "Krait");
        assert_eq!(super::core_name(0), "unknown");
    }
}
