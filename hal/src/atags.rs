//! The ARM Linux boot protocol's older form: a tagged list (ATAGS) in r2 instead of a
//! device tree (Linux Documentation/arch/arm/booting.rst §4; the tag layouts in
//! arch/arm/include/uapi/asm/setup.h). QEMU's loader passes one to boards it has no
//! device tree for (RealView PB-A8), as do the old U-Boots some BeagleBoards still
//! ship. We read ATAG_MEM, ATAG_CMDLINE and ATAG_INITRD2 into the same [`BootInfo`]
//! a device tree gives.

use crate::bootinfo::{BootInfo, BootInfoError, MAX_RAM_BANKS};
use core::ops::Range;

pub const ATAG_NONE: u32 = 0x0000_0000;
pub const ATAG_CORE: u32 = 0x5441_0001;
pub const ATAG_MEM: u32 = 0x5441_0002;
pub const ATAG_INITRD2: u32 = 0x5442_0005;
pub const ATAG_CMDLINE: u32 = 0x5441_0009;
/// A list longer than this is not a bootloader's (Linux reserves 16 KiB for it).
pub const MAX_BYTES: u32 = 16 * 1024;

/// Whether the first words at r2 look like an ATAGS list (it must start with ATAG_CORE,
/// whose size is 2 words without payload or 5 with).
pub fn is_atags(word0: u32, word1: u32) -> bool {
    word1 == ATAG_CORE && (word0 == 2 || word0 == 5)
}

/// The list's length in bytes up to and including ATAG_NONE; `word(i)` reads the i-th
/// little-endian word from r2 (so the caller can walk memory before it has a slice).
pub fn list_len(word: impl Fn(usize) -> u32) -> Result<u32, BootInfoError> {
    let mut at = 0usize;
    loop {
        let size = word(at / 4);
        let tag = word(at / 4 + 1);
        if tag == ATAG_NONE {
            return Ok(at as u32 + 8);
        }
        if size < 2 {
            return Err(BootInfoError::BadAtags(at as u32));
        }
        at += size as usize * 4;
        if at + 8 > MAX_BYTES as usize {
            return Err(BootInfoError::BadAtags(at as u32));
        }
    }
}

/// Parses a complete list (as long as [`list_len`] said).
pub fn parse(list: &[u8]) -> Result<BootInfo<'_>, BootInfoError> {
    let word = |off: usize| {
        list.get(off..off + 4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .ok_or(BootInfoError::BadAtags(off as u32))
    };
    if !is_atags(word(0)?, word(4)?) {
        return Err(BootInfoError::BadAtags(0));
    }
    let mut ram: [Option<Range<u64>>; MAX_RAM_BANKS] = Default::default();
    let mut banks = 0;
    let mut bootargs = "";
    let mut initrd = None;
    let mut at = 0usize;
    loop {
        let (size, tag) = (word(at)? as usize, word(at + 4)?);
        if tag == ATAG_NONE {
            break;
        }
        let end = at
            .checked_add(size * 4)
            .filter(|&e| size >= 2 && e <= list.len())
            .ok_or(BootInfoError::BadAtags(at as u32))?;
        let body = &list[at + 8..end];
        let bad = || BootInfoError::BadAtags(at as u32);
        match tag {
            ATAG_MEM => {
                if body.len() < 8 {
                    return Err(bad());
                }
                let (len, start) = (word(at + 8)?, word(at + 12)?);
                if len > 0 && banks < MAX_RAM_BANKS {
                    ram[banks] = Some(u64::from(start)..u64::from(start) + u64::from(len));
                    banks += 1;
                }
            }
            ATAG_INITRD2 => {
                if body.len() < 8 {
                    return Err(bad());
                }
                let (start, len) = (word(at + 8)?, word(at + 12)?);
                if len > 0 {
                    initrd = Some(u64::from(start)..u64::from(start) + u64::from(len));
                }
            }
            ATAG_CMDLINE => {
                let text = body.split(|&b| b == 0).next().unwrap_or(&[]);
                bootargs = core::str::from_utf8(text).map_err(|_| bad())?;
            }
            _ => {}
        }
        at = end;
    }
    if banks == 0 {
        return Err(BootInfoError::NoMemory);
    }
    Ok(BootInfo {
        model: "atags",
        ram,
        bootargs,
        initrd,
        dtb_size: (at + 8) as u32,
        source: "ATAGS",
        pmu_irq: None,
        cpus: crate::bootinfo::Cpus::uniprocessor(),
    })
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::vec::Vec;

    /// The list QEMU 7.2's hw/arm/boot.c `set_kernel_args` writes for
    /// `-M realview-pb-a8 -m 128M -append "console=ttyAMA0 x=1" -initrd (3 bytes)`.
    fn qemu_list() -> Vec<u8> {
        let mut w: Vec<u32> = std::vec![5, ATAG_CORE, 1, 4096, 0];
        w.extend([4, ATAG_MEM, 128 << 20, 0x7000_0000]);
        w.extend([4, ATAG_INITRD2, 0x7400_0000, 3]);
        let cmd = b"console=ttyAMA0 x=1\0";
        let words = cmd.len().div_ceil(4);
        w.extend([2 + words as u32, ATAG_CMDLINE]);
        let mut padded = cmd.to_vec();
        padded.resize(words * 4, 0);
        w.extend(
            padded
                .chunks(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])),
        );
        w.extend([0, ATAG_NONE]);
        w.iter().flat_map(|x| x.to_le_bytes()).collect()
    }

    #[test]
    fn reads_what_qemu_passes() {
        let list = qemu_list();
        let word = |i: usize| u32::from_le_bytes(list[i * 4..i * 4 + 4].try_into().unwrap());
        assert_eq!(list_len(word), Ok(list.len() as u32));
        let info = parse(&list).unwrap();
        assert_eq!(info.first_bank(), Some(0x7000_0000..0x7800_0000));
        assert_eq!(info.bootargs, "console=ttyAMA0 x=1");
        assert_eq!(info.initrd, Some(0x7400_0000..0x7400_0003));
        assert_eq!(info.dtb_size as usize, list.len());
        assert_eq!(info.pmu_irq, None);
    }

    #[test]
    fn rejects_broken_lists_with_the_offset() {
        let mut list = qemu_list();
        // A zero-sized ATAG_MEM would loop forever.
        list[20..24].copy_from_slice(&0u32.to_le_bytes());
        assert_eq!(parse(&list), Err(BootInfoError::BadAtags(20)));
        let word = |i: usize| u32::from_le_bytes(list[i * 4..i * 4 + 4].try_into().unwrap());
        assert_eq!(list_len(word), Err(BootInfoError::BadAtags(20)));
        // A tag running past the end.
        let mut list = qemu_list();
        list[20..24].copy_from_slice(&400u32.to_le_bytes());
        assert_eq!(parse(&list), Err(BootInfoError::BadAtags(20)));
        // No memory at all.
        let none: Vec<u8> = [2, ATAG_CORE, 0, ATAG_NONE]
            .iter()
            .flat_map(|x: &u32| x.to_le_bytes())
            .collect();
        assert_eq!(parse(&none), Err(BootInfoError::NoMemory));
        // Not a list, and a list with no end within 16 KiB.
        assert_eq!(parse(&[0u8; 16]), Err(BootInfoError::BadAtags(0)));
        assert_eq!(
            list_len(|i| if i % 2 == 0 { 2 } else { ATAG_CORE }),
            Err(BootInfoError::BadAtags(MAX_BYTES))
        );
        let mut list = qemu_list();
        let last = list.len() - 20;
        list[last] = 0xff; // invalid UTF-8 in the command line
        assert!(matches!(parse(&list), Err(BootInfoError::BadAtags(_))));
    }
}
