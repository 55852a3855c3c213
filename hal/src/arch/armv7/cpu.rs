//! CP15 control for ARMv7-A cores (ARM ARM DDI 0406C §B4): identification, the
//! PMU cycle counter (§C12), cache and TLB maintenance by set/way (§B4.2.1), and
//! turning on the MMU, caches and branch prediction over the identity map from
//! [`super::mmu`]. Register access goes through `aarch32-cpu`.

use super::mmu::{L1Section, NUM_L1_PAGE_TABLE_ENTRIES};
use aarch32_cpu::register::{
    BpIAll, Ccsidr, Clidr, Csselr, Dacr, Dcisw, Dfar, Dfsr, Iciallu, Ifar, Ifsr, Midr, Pmccntr,
    Pmcntenset, Pmcr, Sctlr, TlbIAll, Ttbr0, Vbar,
};

/// A first-level translation table, aligned as TTBR0 requires (16 KiB).
#[repr(C, align(16384))]
pub struct L1Table(pub [L1Section; NUM_L1_PAGE_TABLE_ENTRIES]);

/// Main ID Register: implementer, variant, part number and revision of this core.
pub fn midr() -> u32 {
    Midr::read().raw_value()
}

/// Starts the PMU cycle counter from zero, counting every cycle (no /64 divider).
pub fn start_cycle_counter() {
    // PMCR: E (enable) | C (reset cycle counter); D=0 so it counts every cycle.
    // SAFETY: PMU configuration has no memory-safety effect.
    unsafe {
        Pmcr::write(Pmcr(Pmcr::read().0 | 1 | (1 << 2)));
        Pmcntenset::write(Pmcntenset(1 << 31));
    }
}

/// Current PMU cycle count (32 bits; wraps after ~4 s at 1 GHz).
#[inline(always)]
pub fn cycles() -> u32 {
    Pmccntr::read().0
}

/// The PMU control register value, as the boot report shows it.
pub fn pmcr() -> u32 {
    Pmcr::read().0
}

/// State of the MMU, caches and branch predictor, from SCTLR.
#[derive(Debug, Clone, Copy)]
pub struct CacheState {
    pub sctlr: u32,
    pub mmu: bool,
    pub dcache: bool,
    pub icache: bool,
    pub branch_prediction: bool,
}

/// Reads SCTLR.
pub fn cache_state() -> CacheState {
    let s = Sctlr::read();
    CacheState {
        sctlr: s.raw_value(),
        mmu: s.m(),
        dcache: s.c(),
        icache: s.i(),
        branch_prediction: s.z(),
    }
}

/// Fault status and address registers, read in an abort handler.
pub fn data_fault_registers() -> (u32, u32) {
    (Dfsr::read().raw_value(), Dfar::read().0)
}

/// Instruction fault status and address registers.
pub fn prefetch_fault_registers() -> (u32, u32) {
    (Ifsr::read().raw_value(), Ifar::read().0)
}

/// Points VBAR at the runtime's vector table.
///
/// # Safety
/// `table` must be a valid, 32-byte aligned ARMv7 vector table that stays in place.
pub unsafe fn set_vector_base(table: usize) {
    // SAFETY: the caller guarantees the table is valid.
    unsafe { Vbar::write(Vbar(table as u32)) };
}

/// Invalidates the data/unified cache levels below `levels` by set/way, as required
/// before the D-cache is first enabled (its contents are unknown at reset and after
/// U-Boot).
fn invalidate_dcache_levels(levels: u32) {
    let clidr = Clidr::read().0;
    for level in 0..levels {
        let ctype = (clidr >> (level * 3)) & 0x7;
        if ctype < 2 {
            continue; // no cache or instruction-only at this level
        }
        // SAFETY: selecting a cache level has no memory-safety effect.
        unsafe { Csselr::write(Csselr::new_with_raw_value(level << 1)) };
        aarch32_cpu::asm::isb();
        let ccsidr = Ccsidr::read().raw_value();
        let line_shift = (ccsidr & 0x7) + 4;
        let ways = ((ccsidr >> 3) & 0x3ff) + 1;
        let sets = ((ccsidr >> 13) & 0x7fff) + 1;
        let way_shift = (ways - 1).leading_zeros();
        for way in 0..ways {
            for set in 0..sets {
                let way_bits = if ways > 1 { way << way_shift } else { 0 };
                // SAFETY: invalidating while the D-cache is still off loses no data.
                unsafe { Dcisw::write(Dcisw(way_bits | (set << line_shift) | (level << 1))) };
            }
        }
    }
    aarch32_cpu::asm::dsb();
}

/// Installs `table` and turns on the MMU, D/I caches and branch prediction.
///
/// # Safety
/// `table` must identity-map all code, data and stacks the runtime uses, and must
/// stay alive and unchanged for as long as the MMU is on.
pub unsafe fn enable_mmu(table: &'static L1Table) {
    // Every level up to the Level of Coherency (CLIDR.LoC): nothing else runs yet.
    invalidate_dcache_levels((Clidr::read().0 >> 24) & 0x7);
    // SAFETY: forwarded from the caller.
    unsafe { turn_on(table) }
}

/// [`enable_mmu`] for a secondary core joining a running system: only its own cache
/// levels, those below the Level of Unification Inner Shareable (CLIDR.LoUIS, ARM DDI
/// 0406C §B4.1.20), are invalidated; the shared L2 holds the boot core's data.
///
/// # Safety
/// As [`enable_mmu`]; the table is the boot core's, already in use.
pub unsafe fn enable_mmu_secondary(table: &'static L1Table) {
    invalidate_dcache_levels((Clidr::read().0 >> 21) & 0x7);
    // SAFETY: forwarded from the caller.
    unsafe { turn_on(table) }
}

/// Cleans `bytes` at `addr` from the data caches to the Point of Coherency (DCCMVAC
/// per line, ARM DDI 0406C §B4.2.1), so a core whose caches are still off reads them.
pub fn clean_to_poc(addr: usize, bytes: usize) {
    // CTR.DminLine: log2 of the smallest D-cache line in words.
    let ctr: u32;
    // SAFETY: reading CTR has no side effects.
    unsafe {
        core::arch::asm!("mrc p15, 0, {0}, c0, c0, 1", out(reg) ctr, options(nomem, nostack))
    };
    let line = 4usize << ((ctr >> 16) & 0xf);
    let mut a = addr & !(line - 1);
    while a < addr + bytes {
        // SAFETY: a clean writes dirty lines back and changes no data.
        unsafe { core::arch::asm!("mcr p15, 0, {0}, c7, c10, 1", in(reg) a, options(nostack)) };
        a += line;
    }
    aarch32_cpu::asm::dsb();
}

/// Turns the MMU and caches on with `table`, the D-cache already invalidated.
///
/// # Safety
/// As [`enable_mmu`].
unsafe fn turn_on(table: &'static L1Table) {
    Iciallu::write();
    BpIAll::write();
    TlbIAll::write();
    aarch32_cpu::asm::dsb();
    aarch32_cpu::asm::isb();

    // TTBCR = 0: short descriptors, TTBR0 translates the whole 4 GiB.
    // SAFETY: CP15 c2 write; no effect until SCTLR.M is set below.
    unsafe { core::arch::asm!("mcr p15, 0, {0}, c2, c0, 2", in(reg) 0u32, options(nostack)) };
    // Table walks: inner WBWA (IRGN = 0b01 split across bits 0 and 6), outer WBWA
    // (RGN = 0b01), shareable.
    let base = table as *const L1Table as u32;
    // SAFETY: the caller guarantees the table is a valid identity map.
    unsafe {
        Ttbr0::write(Ttbr0::new_with_raw_value(
            base | (1 << 6) | (0b01 << 3) | (1 << 1),
        ))
    };
    // Domain 0 = client: access permissions in the descriptors are checked.
    Dacr::write(Dacr::new_with_raw_value(0b01));
    aarch32_cpu::asm::isb();

    let mut s = Sctlr::read();
    s.set_m(true);
    s.set_c(true);
    s.set_i(true);
    s.set_z(true);
    s.set_a(false); // the VM does unaligned loads of DEX data
                    // The identity map keeps every live address valid across the switch.
    Sctlr::write(s);
    aarch32_cpu::asm::dsb();
    aarch32_cpu::asm::isb();
}
