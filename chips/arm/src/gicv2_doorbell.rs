//! The per-core side of a GICv2 (ARM IHI 0048B): software-generated interrupt 0 as the
//! doorbell that wakes a secondary core from WFI. Only banked registers are touched
//! (the SGI/PPI enable and priority words of GICD, and the CPU interface, §4.3.2, §4.1.4),
//! plus GICD_SGIR, a write-only register (§4.3.15), so each core programs its own view
//! while the boot core's `arm-gic` driver keeps the distributor. Hand-written rather than
//! through `arm-gic`, whose driver owns the whole distributor and may exist once.

use crate::mmio::MmioDerefWrapper;
use dexmetal_hal::smp::Doorbell;
use tock_registers::interfaces::{Readable, Writeable};
use tock_registers::register_structs;
use tock_registers::registers::{ReadOnly, ReadWrite, WriteOnly};

/// The SGI the runtime rings (one of the 16 a core can receive, §1.4.2).
pub const DOORBELL_SGI: u32 = 0;
/// Its priority: above the CPU interface's mask so it signals (lower is higher).
const PRIORITY: u8 = 0x80;

register_structs! {
    /// The distributor registers a core uses for its own SGIs (IHI 0048B Table 4-1).
    pub GicdBanked {
        (0x000 => ctlr: ReadOnly<u32>),
        (0x004 => typer: ReadOnly<u32>),
        (0x008 => _r0),
        (0x100 => isenabler0: ReadWrite<u32>),
        (0x104 => _r1),
        (0x400 => ipriorityr: [ReadWrite<u32>; 8]),
        (0x420 => _r2),
        (0xf00 => sgir: WriteOnly<u32>),
        (0xf04 => @END),
    }
}

register_structs! {
    /// The CPU interface, banked per core (IHI 0048B Table 4-2).
    pub Gicc {
        (0x00 => ctlr: ReadWrite<u32>),
        (0x04 => pmr: ReadWrite<u32>),
        (0x08 => _r0),
        (0x0c => iar: ReadOnly<u32>),
        (0x10 => eoir: WriteOnly<u32>),
        (0x14 => _r1),
        (0x20 => aiar: ReadOnly<u32>),
        (0x24 => aeoir: WriteOnly<u32>),
        (0x28 => @END),
    }
}

/// Bits of GICC_IAR (§4.4.4): the interrupt id, and the SGI's source core.
const IAR_ID: u32 = 0x3ff;
const SPURIOUS: u32 = 1023;

pub struct GicDoorbell {
    gicd: MmioDerefWrapper<GicdBanked>,
    gicc: MmioDerefWrapper<Gicc>,
}

impl GicDoorbell {
    /// # Safety
    /// The addresses must be this board's GICv2 distributor and CPU interface.
    pub const unsafe fn new(gicd: usize, gicc: usize) -> GicDoorbell {
        GicDoorbell {
            // SAFETY: forwarded from the caller.
            gicd: unsafe { MmioDerefWrapper::new(gicd) },
            // SAFETY: forwarded from the caller.
            gicc: unsafe { MmioDerefWrapper::new(gicc) },
        }
    }

    /// With the Security Extensions we run non-secure, in Group 1, and acknowledge
    /// through the aliased registers, as the boot core's driver does.
    fn group1(&self) -> bool {
        self.gicd.typer.get() & (1 << 10) != 0
    }
}

impl Doorbell for GicDoorbell {
    fn setup_this_core(&self) {
        let word = (DOORBELL_SGI / 4) as usize;
        let shift = (DOORBELL_SGI % 4) * 8;
        let p = &self.gicd.ipriorityr[word];
        p.set((p.get() & !(0xff << shift)) | (u32::from(PRIORITY) << shift));
        self.gicd.isenabler0.set(1 << DOORBELL_SGI);
        self.gicc.pmr.set(0xff);
        self.gicc.ctlr.set(1);
    }

    fn ring(&self, core: u32) {
        // TargetListFilter 0 (the list), CPUTargetList bit `core`, NSATT for Group 1.
        let nsatt = if self.group1() { 1 << 15 } else { 0 };
        self.gicd
            .sgir
            .set(((1 << (core & 7)) << 16) | nsatt | DOORBELL_SGI);
    }

    fn take(&self) -> bool {
        let g1 = self.group1();
        let mut rung = false;
        loop {
            let iar = if g1 {
                self.gicc.aiar.get()
            } else {
                self.gicc.iar.get()
            };
            if iar & IAR_ID == SPURIOUS {
                return rung;
            }
            rung |= iar & IAR_ID == DOORBELL_SGI;
            if g1 {
                self.gicc.aeoir.set(iar);
            } else {
                self.gicc.eoir.set(iar);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::mem::offset_of;

    #[test]
    fn offsets_follow_ihi_0048b() {
        assert_eq!(offset_of!(GicdBanked, isenabler0), 0x100);
        assert_eq!(offset_of!(GicdBanked, ipriorityr), 0x400);
        assert_eq!(offset_of!(GicdBanked, sgir), 0xf00);
        assert_eq!(offset_of!(Gicc, iar), 0x0c);
        assert_eq!(offset_of!(Gicc, eoir), 0x10);
        assert_eq!(offset_of!(Gicc, aiar), 0x20);
        assert_eq!(offset_of!(Gicc, aeoir), 0x24);
    }
}
