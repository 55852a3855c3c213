//! The layout of qemu-virt's CFI pflash bank 1, owned by the board and read by both of
//! its users: the runtime's history store (boards/qemu-virt/src/bsp/cfi_flash.rs) and
//! the flash image xtask writes before a run (xtask/src/image.rs). The bank's address,
//! size and erase block are QEMU's; the environment's place is U-Boot's qemu_arm
//! configuration; the history's place is dexmetal's choice. Sources: docs/boards/
//! qemu-virt.md, "Flash".
#![no_std]

use core::ops::Range;

/// Bank 1: the second half of QEMU virt's flash window (hw/arm/virt.c `VIRT_FLASH`).
pub const BANK1_BASE: usize = 0x0400_0000;
/// Each bank is 64 MiB (hw/arm/virt.c, `VIRT_FLASH` size / 2).
pub const BANK_BYTES: usize = 64 << 20;
/// Erase block (hw/arm/virt.c `VIRT_FLASH_SECTOR_SIZE`).
pub const BLOCK_BYTES: usize = 256 << 10;
/// U-Boot's environment: `CONFIG_ENV_OFFSET` 0 and `CONFIG_ENV_SIZE` 0x40000 in bank 1
/// (configs/qemu_arm_defconfig), the size `mkenvimage -s` must be given.
pub const ENV: Range<usize> = 0..0x4_0000;
/// Dimmunix's history: the four blocks after the environment.
pub const HISTORY_BLOCKS: usize = 4;
pub const HISTORY: Range<usize> = ENV.end..ENV.end + HISTORY_BLOCKS * BLOCK_BYTES;

const _: () = {
    assert!(ENV.start == 0 && ENV.end.is_multiple_of(BLOCK_BYTES));
    assert!(HISTORY.start.is_multiple_of(BLOCK_BYTES) && HISTORY.end <= BANK_BYTES);
};

/// How reports name the history store (the `dimmunix_load` event's `store`).
pub const HISTORY_LABEL: &str = "pflash bank 1 at +0x40000";

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;

    /// The label is written out for a `&'static str`; it must still say where the
    /// history is.
    #[test]
    fn the_label_names_the_history_offset() {
        assert_eq!(
            HISTORY_LABEL,
            std::format!("pflash bank 1 at +{:#x}", HISTORY.start)
        );
    }
}
