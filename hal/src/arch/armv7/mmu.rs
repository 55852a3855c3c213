//! The identity map every board runs under: one level of 1 MiB short-descriptor
//! sections (ARM ARM DDI 0406C §B3.5.1, Figure B3-4; TEX/C/B per Table B3-10). RAM
//! is Normal write-back write-allocate and executable; MMIO is shareable Device and
//! execute-never; everything else faults, so a stray pointer becomes a decoded
//! translation fault. Hand-written rather than `aarch32_cpu::mmu` because that module
//! only exists when compiling for an A-profile target, and this layout is host-tested.

/// Entries in a short-descriptor first-level table (4 GiB / 1 MiB).
pub const NUM_L1_PAGE_TABLE_ENTRIES: usize = 4096;

/// A first-level section descriptor, as the table walker reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(transparent)]
pub struct L1Section(u32);

impl L1Section {
    /// The faulting (invalid) descriptor.
    pub const FAULT: Self = Self(0);

    /// A section descriptor mapping the 1 MiB at `base` (aligned) with `kind`'s attributes.
    pub const fn new(base: u32, kind: MemKind) -> Self {
        // AP[1:0]=0b11 with APX=0: read/write at every privilege level (we run privileged).
        const AP_FULL: u32 = 0b11 << 10;
        const SECTION_TYPE: u32 = 0b10;
        let attrs = match kind {
            // TEX=0b001 C=1 B=1: outer and inner write-back write-allocate; S=1.
            MemKind::Ram => (0b001 << 12) | (1 << 3) | (1 << 2) | (1 << 16),
            // TEX=0b000 C=0 B=1: shareable Device; XN=1.
            MemKind::Device => (1 << 2) | (1 << 4),
        };
        Self((base & 0xfff0_0000) | attrs | AP_FULL | SECTION_TYPE)
    }

    /// The raw descriptor word.
    pub const fn raw_value(self) -> u32 {
        self.0
    }
}

/// One MiB: the granule of a section descriptor.
pub const SECTION: u64 = 1 << 20;

/// How a region of the physical address space is mapped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MemKind {
    /// Normal memory, inner and outer write-back write-allocate cacheable.
    Ram,
    /// Device memory (shareable), never executable, never cached.
    Device,
}

/// A region of the identity map.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Region {
    pub start: u64,
    pub size: u64,
    pub kind: MemKind,
}

/// Why a region list cannot be mapped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MapError {
    /// The region lies (partly) above 4 GiB.
    OutOfRange(u64),
    /// Two regions claim the same section with different kinds.
    Overlap(u64),
}

/// Fills `table` with an identity map of `regions`; unlisted sections stay faulting.
/// Region edges are widened to whole sections.
pub fn build_identity_map(
    table: &mut [L1Section; NUM_L1_PAGE_TABLE_ENTRIES],
    regions: &[Region],
) -> Result<(), MapError> {
    let mut kinds: [Option<MemKind>; NUM_L1_PAGE_TABLE_ENTRIES] = [None; NUM_L1_PAGE_TABLE_ENTRIES];
    for r in regions {
        let end = r
            .start
            .checked_add(r.size)
            .ok_or(MapError::OutOfRange(r.start))?;
        if end > 1 << 32 {
            return Err(MapError::OutOfRange(r.start));
        }
        let first = r.start / SECTION;
        let last = end.div_ceil(SECTION);
        for idx in first..last {
            let slot = &mut kinds[idx as usize];
            match *slot {
                Some(k) if k != r.kind => return Err(MapError::Overlap(idx * SECTION)),
                _ => *slot = Some(r.kind),
            }
        }
    }
    for (idx, (entry, kind)) in table.iter_mut().zip(kinds.iter()).enumerate() {
        *entry = match kind {
            Some(k) => L1Section::new((idx as u32) << 20, *k),
            None => L1Section::FAULT,
        };
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table() -> [L1Section; NUM_L1_PAGE_TABLE_ENTRIES] {
        [L1Section::FAULT; NUM_L1_PAGE_TABLE_ENTRIES]
    }

    #[test]
    fn maps_qemu_virt_layout() {
        let mut t = table();
        let regions = [
            Region {
                start: 0x0800_0000,
                size: 0x0200_0000,
                kind: MemKind::Device,
            },
            Region {
                start: 0x4000_0000,
                size: 128 << 20,
                kind: MemKind::Ram,
            },
        ];
        build_identity_map(&mut t, &regions).unwrap();
        // Normal WBWA: TEX=001 C=1 B=1, shareable, AP=11, section type.
        assert_eq!(
            t[0x400].raw_value(),
            0x4000_0000 | 1 << 16 | 1 << 12 | 0b11 << 10 | 0b1110
        );
        // Shareable device: TEX=000 C=0 B=1, XN.
        assert_eq!(
            t[0x090].raw_value(),
            0x0900_0000 | 0b11 << 10 | 1 << 4 | 0b0110
        );
        assert_eq!(t[0x000].raw_value(), 0, "unlisted sections fault");
        assert_eq!(t[0x400 + 128].raw_value(), 0, "RAM ends where the DTB says");
        assert_eq!(t[0x400 + 127].raw_value() >> 20, 0x47f);
    }

    #[test]
    fn widens_partial_sections_and_rejects_conflicts() {
        let mut t = table();
        let r = [Region {
            start: 0x4830_6000,
            size: 0x2000,
            kind: MemKind::Device,
        }];
        build_identity_map(&mut t, &r).unwrap();
        assert_ne!(t[0x483].raw_value(), 0);
        let clash = [
            Region {
                start: 0x4000_0000,
                size: SECTION,
                kind: MemKind::Ram,
            },
            Region {
                start: 0x4008_0000,
                size: 0x1000,
                kind: MemKind::Device,
            },
        ];
        assert_eq!(
            build_identity_map(&mut t, &clash),
            Err(MapError::Overlap(0x4000_0000))
        );
        let high = [Region {
            start: 0xFFF0_0000,
            size: 2 * SECTION,
            kind: MemKind::Ram,
        }];
        assert_eq!(
            build_identity_map(&mut t, &high),
            Err(MapError::OutOfRange(0xFFF0_0000))
        );
    }
}
