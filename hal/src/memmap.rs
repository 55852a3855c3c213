//! Finding free RAM: the largest gap in a RAM bank once the runtime image, the
//! device tree and the initrd are carved out. Bootloaders put those wherever they
//! like (U-Boot relocates the DTB and initrd near the top of RAM, QEMU's direct
//! loader puts the DTB at the bottom), so the heap is computed, never assumed.

use core::ops::Range;

/// Largest sub-range of `ram` that overlaps none of `reserved`, aligned inward to
/// `align` (a power of two).
pub fn largest_free(ram: Range<u64>, reserved: &[Range<u64>], align: u64) -> Option<Range<u64>> {
    debug_assert!(align.is_power_of_two());
    let inside = |x: u64| reserved.iter().any(|r| r.start <= x && x < r.end);
    // Every free gap starts at the bottom of RAM or at the end of a reservation.
    let starts = core::iter::once(ram.start).chain(reserved.iter().map(|r| r.end));
    let mut best: Option<Range<u64>> = None;
    for s in starts.filter(|&s| ram.contains(&s) && !inside(s)) {
        let e = reserved
            .iter()
            .map(|r| r.start)
            .filter(|&x| x >= s)
            .fold(ram.end, u64::min);
        let (a, b) = (s.div_ceil(align) * align, e / align * align);
        if b > a && best.as_ref().is_none_or(|x| b - a > x.end - x.start) {
            best = Some(a..b);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIB: u64 = 1 << 20;

    #[test]
    fn picks_gap_between_image_and_uboot_relocations() {
        // qemu-virt through U-Boot: image at +4 MiB, initrd and DTB near the top.
        let ram = 0x4000_0000..0x4800_0000;
        let image = 0x4040_0000..0x4080_0000;
        let initrd = 0x46f0_0000..0x46f4_0000;
        let dtb = 0x46ee_0000..0x46ee_2000;
        let free = largest_free(ram, &[image, initrd, dtb], 4096).unwrap();
        assert_eq!(free, 0x4080_0000..0x46ee_0000);
    }

    #[test]
    fn handles_reservations_at_edges_and_overlapping() {
        let ram = 0..64 * MIB;
        let free = largest_free(
            ram.clone(),
            &[0..MIB, 60 * MIB..64 * MIB, MIB / 2..2 * MIB],
            MIB,
        )
        .unwrap();
        assert_eq!(free, 2 * MIB..60 * MIB);
        assert_eq!(largest_free(ram.clone(), &[], MIB), Some(ram.clone()));
        let all = 0..64 * MIB;
        assert_eq!(
            largest_free(ram.clone(), core::slice::from_ref(&all), 4096),
            None
        );
        // Unaligned edges shrink inward.
        assert_eq!(
            largest_free(0..10 * MIB, &[0..100, 0..0], MIB),
            Some(MIB..10 * MIB)
        );
        // A later, bigger gap wins over an earlier one.
        let f = largest_free(0..100, &[10..20, 30..40], 1).unwrap();
        assert_eq!(f, 40..100);
    }
}
