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
    /// The structure block breaks the format at this byte offset of the blob (checked
    /// before the `fdt` crate, which panics on such trees, sees it).
    BadStructure(u32),
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
            Self::BadStructure(at) => {
                write!(f, "device tree structure is malformed at byte {at:#x}")
            }
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
    /// The cores `/cpus` lists (Devicetree Specification v0.4 §3.7-3.8), in tree order.
    pub cpus: Cpus,
}

/// Most cores a board has (the APQ8074 has four; QEMU's virt takes `-smp 8` for an A15).
pub const MAX_CPUS: usize = 8;

/// The cores a device tree lists: each `cpu` node's `reg` (its MPIDR affinity bits)
/// and whether its `enable-method` is one the runtime can start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Cpus {
    mpidr: [u32; MAX_CPUS],
    len: u8,
    /// The first core's `enable-method` (`psci`, `qcom,kpss-acc-v2`, ...), or absent.
    pub enable_method: Option<EnableMethod>,
}

/// How secondary cores are started, from `enable-method` (or the `/psci` node).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EnableMethod {
    Psci,
    /// Qualcomm's Krait: cold-boot address through SCM, then the KPSS ACC sequence.
    QcomKpssAccV2,
    Other,
}

impl Cpus {
    /// One core with MPIDR 0: what ATAGS boots and a tree without `/cpus` mean.
    pub const fn uniprocessor() -> Cpus {
        Cpus {
            mpidr: [0; MAX_CPUS],
            len: 1,
            enable_method: None,
        }
    }

    /// How many cores the tree lists (at least one).
    pub fn count(&self) -> usize {
        (self.len as usize).max(1)
    }

    /// The MPIDR affinity of core `i` (tree order; core 0 is the one booting).
    pub fn mpidr(&self, i: usize) -> Option<u32> {
        (i < self.count()).then(|| self.mpidr[i])
    }
}

impl BootInfo<'_> {
    /// Total RAM over all banks, in bytes.
    pub fn ram_bytes(&self) -> u64 {
        // `parse` refuses banks whose total passes 2^64; a hand-made BootInfo saturates.
        self.ram
            .iter()
            .flatten()
            .fold(0u64, |sum, r| sum.saturating_add(r.end - r.start))
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
    check_structure(&dtb[..size as usize])?;
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
            // A bank past 2^64 is a corrupt tree, not a huge RAM (found by fuzzing: the
            // sum panicked in debug builds and wrapped in release ones).
            let end = start.checked_add(len).ok_or(BootInfoError::Malformed)?;
            if let Some(slot) = slots.next() {
                *slot = Some(start..end);
            }
        }
    }
    if ram.iter().all(Option::is_none) {
        return Err(BootInfoError::NoMemory);
    }
    // Nor can the banks together pass 2^64 (found by fuzzing: `ram_bytes` overflowed).
    ram.iter()
        .flatten()
        .try_fold(0u64, |sum, r| sum.checked_add(r.end - r.start))
        .ok_or(BootInfoError::Malformed)?;

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
        cpus: cpus(&fdt),
    })
}

/// The `cpu` nodes under `/cpus` (those with `device_type = "cpu"` or named `cpu@`),
/// their one-cell `reg`, and the enable method (a `cpu` node's, else `/psci`'s presence).
fn cpus(fdt: &fdt::Fdt<'_>) -> Cpus {
    let mut out = Cpus::default();
    let Some(cpus) = fdt.find_node("/cpus") else {
        return Cpus::uniprocessor();
    };
    for n in cpus.children() {
        let is_cpu = n.name.starts_with("cpu@")
            || n.property("device_type").and_then(|p| p.as_str()) == Some("cpu");
        let reg = n
            .property("reg")
            .and_then(|p| p.value.get(p.value.len().saturating_sub(4)..))
            .filter(|v| v.len() == 4)
            .map(|v| u32::from_be_bytes([v[0], v[1], v[2], v[3]]));
        let (true, Some(reg)) = (is_cpu, reg) else {
            continue;
        };
        if (out.len as usize) < MAX_CPUS {
            out.mpidr[out.len as usize] = reg;
            out.len += 1;
        }
        if out.enable_method.is_none() {
            out.enable_method =
                n.property("enable-method")
                    .and_then(|p| p.as_str())
                    .map(|m| match m {
                        "psci" => EnableMethod::Psci,
                        "qcom,kpss-acc-v2" => EnableMethod::QcomKpssAccV2,
                        _ => EnableMethod::Other,
                    });
        }
    }
    if out.len == 0 {
        return Cpus::uniprocessor();
    }
    if out.enable_method.is_none() && fdt.find_node("/psci").is_some() {
        out.enable_method = Some(EnableMethod::Psci);
    }
    out
}

/// Checks what the `fdt` crate assumes and panics on (`expect`s in 0.1.5) before it
/// reads the blob (Devicetree Specification v0.4, §5): the blocks lie inside the blob; the
/// structure block is a balanced token stream ending in FDT_END, with node names and
/// property names NUL-terminated UTF-8, property values inside the block, properties
/// before a node's children, NOPs only before an end; `#address-cells` and
/// `#size-cells` hold a cell;
/// `compatible` holds NUL-terminated UTF-8 strings. Hand-written because the
/// crate offers no checked parse.
fn check_structure(dtb: &[u8]) -> Result<(), BootInfoError> {
    const BEGIN_NODE: u32 = 1;
    const END_NODE: u32 = 2;
    const PROP: u32 = 3;
    const NOP: u32 = 4;
    const END: u32 = 9;
    let word = |at: usize| -> Result<u32, BootInfoError> {
        dtb.get(at..at + 4)
            .map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
            .ok_or(BootInfoError::BadStructure(at as u32))
    };
    let bad = |at: usize| BootInfoError::BadStructure(at as u32);
    if dtb.len() < 40 {
        return Err(BootInfoError::Malformed);
    }
    let block = |off_at: usize, size_at: usize| -> Result<Range<usize>, BootInfoError> {
        let (off, size) = (word(off_at)? as usize, word(size_at)? as usize);
        let end = off.checked_add(size).ok_or(bad(off_at))?;
        if off < 40 || end > dtb.len() {
            return Err(bad(off_at));
        }
        Ok(off..end)
    };
    let structs = block(8, 36)?;
    let strings = block(12, 32)?;
    if structs.start % 4 != 0 {
        return Err(bad(8));
    }
    // A NUL-terminated UTF-8 string starting at `at`, ending before `end`.
    let cstr = |at: usize, end: usize| -> Option<&str> {
        let tail = dtb.get(at..end)?;
        let n = tail.iter().position(|&b| b == 0)?;
        core::str::from_utf8(&tail[..n]).ok()
    };
    let mut at = structs.start;
    let mut depth = 0usize;
    // Whether the node at each open depth has had a child (no properties after one).
    let mut had_child = [false; 64];
    loop {
        let token = word(at)?;
        if at + 4 > structs.end {
            return Err(bad(at));
        }
        match token {
            BEGIN_NODE => {
                if depth > 0 {
                    had_child[depth - 1] = true;
                }
                let name = cstr(at + 4, structs.end).ok_or(bad(at))?;
                depth += 1;
                if depth > had_child.len() {
                    return Err(bad(at));
                }
                had_child[depth - 1] = false;
                at = (at + 4 + name.len() + 1 + 3) & !3;
            }
            END_NODE => {
                depth = depth.checked_sub(1).ok_or(bad(at))?;
                at += 4;
            }
            PROP => {
                if depth == 0 || had_child[depth - 1] {
                    return Err(bad(at));
                }
                let len = word(at + 4)? as usize;
                let name_off = word(at + 8)? as usize;
                let value = at + 12;
                let value_end = value.checked_add(len).filter(|&e| e <= structs.end);
                let value_end = value_end.ok_or(bad(at))?;
                let name = strings
                    .start
                    .checked_add(name_off)
                    .and_then(|n| cstr(n, strings.end))
                    .ok_or(bad(at + 8))?;
                let v = &dtb[value..value_end];
                let ok = match name {
                    "#address-cells" | "#size-cells" => len >= 4,
                    "compatible" => {
                        v.last() == Some(&0)
                            && v.split(|&b| b == 0)
                                .all(|s| core::str::from_utf8(s).is_ok())
                    }
                    _ => true,
                };
                if !ok {
                    return Err(bad(value));
                }
                at = (value_end + 3) & !3;
            }
            // `fdt` skips NOPs only before a node's end (or the tree's): elsewhere its
            // walk asserts, so such a tree is refused here.
            NOP => {
                let mut next = at + 4;
                while word(next)? == NOP {
                    next += 4;
                }
                if !matches!(word(next)?, END_NODE | END) {
                    return Err(bad(at));
                }
                at = next;
            }
            END if depth == 0 => return Ok(()),
            _ => return Err(bad(at)),
        }
    }
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

    /// `-M virt,dumpdtb=... -cpu cortex-a15 -smp 4 -m 128M`, cut to the blocks' end.
    static VIRT_SMP4: &[u8] = include_bytes!("../tests/data/qemu-virt-smp4.dtb");

    #[test]
    fn lists_the_cores_and_how_to_start_them() {
        let cpus = parse(VIRT_SMP4).expect("4-core tree parses").cpus;
        assert_eq!(cpus.count(), 4);
        let listed: [Option<u32>; 5] = core::array::from_fn(|i| cpus.mpidr(i));
        assert_eq!(listed, [Some(0), Some(1), Some(2), Some(3), None]);
        assert_eq!(cpus.enable_method, Some(EnableMethod::Psci));
        // The one-core tree still lists its core (and names PSCI, which it has).
        let one = parse(VIRT).unwrap().cpus;
        assert_eq!(
            (one.count(), one.mpidr(0), one.mpidr(1)),
            (1, Some(0), None)
        );
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

    /// Random damage to a real tree (bit flips, byte overwrites, small and boundary
    /// values) gives an error, never a panic inside `fdt`: before the structure check,
    /// 135,977 of 200,000 such trees panicked.
    #[test]
    fn damaged_trees_are_rejected_not_panicked_on() {
        extern crate std;
        let mut seed = 0x1234_5678_9abc_def1u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let (mut ok, mut rejected) = (0, 0);
        for round in 0..100_000 {
            let mut b = std::vec::Vec::from(VIRT);
            for _ in 0..(1 + round % 6) {
                let at = 8 + (next() as usize) % (b.len() - 8);
                match next() % 3 {
                    0 => b[at] ^= 1 << (next() % 8),
                    1 => b[at] = next() as u8,
                    _ => b[at] = [0, 0xff, 3, 1, 2, 9][(next() % 6) as usize],
                }
            }
            match std::panic::catch_unwind(|| parse(&b).map(|i| i.ram_bytes())) {
                Ok(Ok(_)) => ok += 1,
                Ok(Err(_)) => rejected += 1,
                Err(_) => panic!("round {round}: parse panicked"),
            }
        }
        assert!(
            ok > 1_000 && rejected > 10_000,
            "{ok} parsed, {rejected} rejected"
        );
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
