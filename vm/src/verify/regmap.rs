//! Register maps for a precise GC: at each GC point of a method (every instruction that
//! can allocate, throw or call, and every backward-branch target as a safepoint) one
//! bitmap with bit `r` set when register `r` holds a reference (initialized or not).
//! Same role as Dalvik's `RegisterMap` (vm/analysis/RegisterMap.cpp), own compact layout:
//! a sorted pc table and `ceil(registers_size / 8)` bytes per entry, LSB = lowest register.

use alloc::vec::Vec;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RegisterMap {
    registers: u16,
    pcs: Vec<u32>,
    bits: Vec<u8>,
}

impl RegisterMap {
    pub(crate) fn new(registers: u16) -> Self {
        RegisterMap {
            registers,
            pcs: Vec::new(),
            bits: Vec::new(),
        }
    }

    /// Bytes per bitmap.
    pub fn width(&self) -> usize {
        usize::from(self.registers).div_ceil(8)
    }

    pub fn registers(&self) -> u16 {
        self.registers
    }

    /// Number of GC points.
    pub fn len(&self) -> usize {
        self.pcs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.pcs.is_empty()
    }

    /// Appends the entry for `pc`; pcs must arrive in increasing order.
    pub(crate) fn push(&mut self, pc: u32, refs: impl Iterator<Item = bool>) {
        debug_assert!(self.pcs.last().is_none_or(|&p| p < pc));
        self.pcs.push(pc);
        let base = self.bits.len();
        self.bits.resize(base + self.width(), 0);
        for (r, is_ref) in refs.enumerate().take(usize::from(self.registers)) {
            if is_ref {
                self.bits[base + r / 8] |= 1 << (r % 8);
            }
        }
    }

    /// Reference bitmap at GC point `pc`, `None` if `pc` is not a (reachable) GC point.
    pub fn refs_at(&self, pc: u32) -> Option<&[u8]> {
        let i = self.pcs.binary_search(&pc).ok()?;
        let w = self.width();
        self.bits.get(i * w..(i + 1) * w)
    }

    /// True if register `reg` holds a reference at GC point `pc`.
    pub fn is_ref(&self, pc: u32, reg: u16) -> Option<bool> {
        let b = self.refs_at(pc)?;
        Some(b.get(usize::from(reg) / 8)? & (1 << (reg % 8)) != 0)
    }

    /// `(pc, bitmap)` for every GC point in pc order.
    pub fn iter(&self) -> impl Iterator<Item = (u32, &[u8])> + '_ {
        let w = self.width();
        self.pcs
            .iter()
            .enumerate()
            .map(move |(i, &pc)| (pc, self.bits.get(i * w..(i + 1) * w).unwrap_or(&[])))
    }

    /// Bytes used by the map's tables (for footprint reports).
    pub fn footprint(&self) -> usize {
        self.pcs.len() * 4 + self.bits.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bitmaps() {
        let mut m = RegisterMap::new(10);
        m.push(
            3,
            [
                true, false, false, false, false, false, false, false, false, true,
            ]
            .into_iter(),
        );
        m.push(7, core::iter::repeat(false));
        assert_eq!(m.width(), 2);
        assert_eq!(m.refs_at(3), Some(&[0b1u8, 0b10][..]));
        assert_eq!(m.refs_at(7), Some(&[0u8, 0][..]));
        assert_eq!(m.refs_at(4), None);
        assert_eq!(m.is_ref(3, 9), Some(true));
        assert_eq!(m.is_ref(3, 8), Some(false));
        assert_eq!(m.iter().map(|(pc, _)| pc).collect::<Vec<_>>(), [3, 7]);
    }
}
