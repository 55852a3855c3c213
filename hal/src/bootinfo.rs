//! What the bootloader tells us: the flattened device tree U-Boot (or QEMU's direct
//! loader) passes in r2, read with the `fdt` crate. We take RAM from `/memory`, the
//! kernel command line from `/chosen/bootargs` and the initrd range from
//! `/chosen/linux,initrd-{start,end}` (Devicetree Specification v0.4, §3.4 and §3.6;
//! Linux Documentation/devicetree/bindings/chosen.txt).

use core::ops::Range;

/// Magic number at the start of every flattened device tree (big-endian).
pub const FDT_MAGIC: u32 = 0xd00d_feed;
/// At most this many RAM banks are recorded.
pub const MAX_RAM_BANKS: usize = 4;

/// Why the device tree could not be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BootInfoError {
    /// No DTB pointer was passed (r2 was 0).
    NoDtb,
    /// The header magic is wrong: r2 did not point at a DTB.
    BadMagic(u32),
    /// The header's size is implausible.
    BadSize(u32),
    /// The `fdt` crate rejected the blob.
    Malformed,
    /// The tree has no `/memory` node with a usable `reg` (or the ATAGS no ATAG_MEM).
    NoMemory,
    /// An ATAGS list (instead of a DTB) is broken at this byte offset.
    BadAtags(u32),
}

impl core::fmt::Display for BootInfoError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Self::NoDtb => write!(f, "no device tree passed in r2"),
            Self::BadMagic(m) => {
                write!(f, "device tree magic {m:#010x}, expected {FDT_MAGIC:#010x}")
            }
            Self::BadSize(s) => write!(f, "device tree total size {s:#x} is implausible"),
            Self::Malformed => write!(f, "device tree is malformed"),
            Self::NoMemory => write!(f, "boot parameters name no RAM"),
            Self::BadAtags(at) => write!(f, "ATAGS list is broken at byte {at}"),
        }
    }
}

/// Boot parameters distilled from the device tree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BootInfo<'a> {
    /// `/model`, or the first `/compatible` string.
    pub model: &'a str,
    /// RAM banks as physical address ranges, in tree order.
    pub ram: [Option<Range<u64>>; MAX_RAM_BANKS],
    /// `/chosen/bootargs`, empty if absent.
    pub bootargs: &'a str,
    /// The initrd, if the bootloader loaded one.
    pub initrd: Option<Range<u64>>,
    /// Size of the DTB (or ATAGS list) itself, so the caller can keep it out of its heap.
    pub dtb_size: u32,
    /// What the bootloader passed: `device tree` or `ATAGS`.
    pub source: &'static str,
    /// The PMU's overflow interrupt from the `pmu` node (a GIC INTID for three-cell
    /// specifiers, the line itself for one cell). `None` when the node is missing or
    /// has no `interrupts`, as on QEMU's virt with a 32-bit CPU: the PMU's 64-bit counts
    /// are then extended from the tick.
    pub pmu_irq: Option<u32>,
}

impl BootInfo<'_> {
    /// Total RAM over all banks, in bytes.
    pub fn ram_bytes(&self) -> u64 {
        self.ram.iter().flatten().map(|r| r.end - r.start).sum()
    }

    /// The first RAM bank (the one the runtime is loaded into on every board).
    pub fn first_bank(&self) -> Option<Range<u64>> {
        self.ram.iter().flatten().next().cloned()
    }
}

/// Reads the DTB header's `totalsize` so a raw pointer can become a slice.
/// `header` must hold at least the first 8 bytes of the blob.
pub fn dtb_total_size(header: &[u8]) -> Result<u32, BootInfoError> {
    let word = |i: usize| -> Result<u32, BootInfoError> {
        header
            .get(i..i + 4)
            .map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
            .ok_or(BootInfoError::Malformed)
    };
    let magic = word(0)?;
    if magic != FDT_MAGIC {
        return Err(BootInfoError::BadMagic(magic));
    }
    let size = word(4)?;
    // A header is 40 bytes; anything over 2 MiB is not a board DTB (Linux caps at 2 MiB).
    if !(40..=2 * 1024 * 1024).contains(&size) {
        return Err(BootInfoError::BadSize(size));
    }
    Ok(size)
}

/// Parses the boot parameters out of a complete DTB.
pub fn parse(dtb: &[u8]) -> Result<BootInfo<'_>, BootInfoError> {
    let size = dtb_total_size(dtb)?;
    if dtb.len() < size as usize {
        return Err(BootInfoError::BadSize(size));
    }
    let fdt = fdt::Fdt::new(dtb).map_err(|_| BootInfoError::Malformed)?;

    let root = fdt.find_node("/").ok_or(BootInfoError::Malformed)?;
    let model = root
        .property("model")
        .and_then(|p| p.as_str())
        .or_else(|| root.compatible().map(|c| c.first()))
        .unwrap_or("unknown");

    let mut ram: [Option<Range<u64>>; MAX_RAM_BANKS] = Default::default();
    let mut slots = ram.iter_mut();
    for node in fdt.all_nodes() {
        let is_memory = node.name == "memory" || node.name.starts_with("memory@");
        let typed = node.property("device_type").and_then(|p| p.as_str()) == Some("memory");
        if !(is_memory || typed) {
            continue;
        }
        for region in node.reg().into_iter().flatten() {
            let start = region.starting_address as usize as u64;
            let len = region.size.unwrap_or(0) as u64;
            if len == 0 {
                continue;
            }
            if let Some(slot) = slots.next() {
                *slot = Some(start..start + len);
            }
        }
    }
    if ram.iter().all(Option::is_none) {
        return Err(BootInfoError::NoMemory);
    }

    let chosen = fdt.find_node("/chosen");
    let bootargs = chosen
        .and_then(|c| c.property("bootargs"))
        .and_then(|p| p.as_str())
        .unwrap_or("");
    let cell = |name: &str| {
        chosen
            .and_then(|c| c.property(name))
            .and_then(|p| p.as_usize())
            .map(|v| v as u64)
    };
    let initrd = match (cell("linux,initrd-start"), cell("linux,initrd-end")) {
        (Some(s), Some(e)) if e > s => Some(s..e),
        _ => None,
    };

    let pmu_irq = fdt
        .all_nodes()
        .find(|n| {
            n.name == "pmu"
                || n.name.starts_with("pmu@")
                || n.compatible()
                    .is_some_and(|c| c.all().any(|s| s.ends_with("-pmu")))
        })
        .and_then(|n| n.property("interrupts"))
        .and_then(|p| interrupt_id(p.value));

    Ok(BootInfo {
        model,
        ram,
        bootargs,
        initrd,
        dtb_size: size,
        source: "device tree",
        pmu_irq,
    })
}

/// The first interrupt of an `interrupts` property: GIC three-cell (type 0 SPI → 32+n,
/// type 1 PPI → 16+n) or a single cell (the controller's own line number).
fn interrupt_id(cells: &[u8]) -> Option<u32> {
    let cell = |i: usize| {
        cells
            .get(i * 4..i * 4 + 4)
            .map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
    };
    match cells.len() / 4 {
        1 | 2 => cell(0),
        n if n >= 3 => match cell(0)? {
            0 => cell(1)?.checked_add(32),
            1 => cell(1)?.checked_add(16),
            _ => None,
        },
        _ => None,
    }
}

/// Looks up `key=value` in a kernel command line; a bare `key` yields `Some("")`.
pub fn bootarg<'a>(bootargs: &'a str, key: &str) -> Option<&'a str> {
    bootargs
        .split_ascii_whitespace()
        .find_map(|tok| match tok.split_once('=') {
            Some((k, v)) if k == key => Some(v),
            None if tok == key => Some(""),
            _ => None,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    // Dumped from `qemu-system-arm -M virt,dumpdtb=... -m 128M -initrd ... -append ...`
    // and compacted with dtc.
    static VIRT: &[u8] = include_bytes!("../tests/data/qemu-virt.dtb");

    #[test]
    fn reads_pmu_interrupts() {
        // QEMU virt with a 32-bit CPU: a `pmu` node without interrupts.
        assert_eq!(parse(VIRT).unwrap().pmu_irq, None);
        // Cortex-A15 style: PPI 7, level high (GIC_PPI 7 IRQ_TYPE_LEVEL_HIGH).
        assert_eq!(
            interrupt_id(&[0, 0, 0, 1, 0, 0, 0, 7, 0, 0, 0, 4]),
            Some(23)
        );
        // SPI 3 and the OMAP3 INTC's line 3 (one cell).
        assert_eq!(
            interrupt_id(&[0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 4]),
            Some(35)
        );
        assert_eq!(interrupt_id(&[0, 0, 0, 3]), Some(3));
        assert_eq!(interrupt_id(&[]), None);
    }

    #[test]
    fn parses_qemu_virt_tree() {
        let info = parse(VIRT).expect("qemu virt dtb parses");
        assert_eq!(info.first_bank(), Some(0x4000_0000..0x4800_0000));
        assert_eq!(info.ram_bytes(), 128 * 1024 * 1024);
        assert_eq!(info.bootargs, "console=ttyAMA0 dalvik.vm.heapminfree=2m");
        assert_eq!(info.initrd, Some(0x4400_0000..0x4400_0003));
        assert_eq!(info.dtb_size as usize, VIRT.len());
        assert!(info.model.contains("virt"), "model was {}", info.model);
    }

    #[test]
    fn rejects_non_dtb_and_truncation() {
        assert_eq!(parse(&[0u8; 64]), Err(BootInfoError::BadMagic(0)));
        assert_eq!(parse(&VIRT[..4]), Err(BootInfoError::Malformed));
        assert!(matches!(
            parse(&VIRT[..100]),
            Err(BootInfoError::BadSize(_))
        ));
        let mut huge = VIRT.to_vec();
        huge[4..8].copy_from_slice(&0x4000_0000u32.to_be_bytes());
        assert!(matches!(
            parse(&huge),
            Err(BootInfoError::BadSize(0x4000_0000))
        ));
    }

    #[test]
    fn finds_bootargs() {
        let args = "console=ttyAMA0 dalvik.vm.heapminfree=2m quiet";
        assert_eq!(bootarg(args, "dalvik.vm.heapminfree"), Some("2m"));
        assert_eq!(bootarg(args, "quiet"), Some(""));
        assert_eq!(bootarg(args, "console"), Some("ttyAMA0"));
        assert_eq!(bootarg(args, "missing"), None);
        assert_eq!(bootarg("", "x"), None);
    }
}
