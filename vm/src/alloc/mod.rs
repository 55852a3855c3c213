//! The heap interface: every object and array the VM creates is allocated through the
//! [`Heap`] trait, and every reference store goes through its write-barrier hook, so the
//! garbage collector (a later issue, modelled on Dalvik's mark-sweep in vm/alloc/) can be
//! dropped in behind it. References are [`ObjRef`]s: word offsets into the heap space,
//! never raw pointers, so a moving or tracing collector can find and update them.
//! The one implementation today, [`BumpHeap`], NEVER COLLECTS: it only grows.

use alloc::vec::Vec;

/// A reference to a heap object: the word offset of its header in the heap space.
/// `0` is `null` (word 0 of the space is never handed out). Registers, static fields
/// and reference fields all hold this value as a plain `u32`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub struct ObjRef(pub u32);

impl ObjRef {
    pub const NULL: ObjRef = ObjRef(0);
    #[inline]
    pub fn is_null(self) -> bool {
        self.0 == 0
    }
}

/// Callback through which a collector asks the VM for its roots.
pub trait RootVisitor {
    /// Called once per root slot; the collector may rewrite the slot (moving GC).
    fn visit(&mut self, slot: &mut u32);
}

/// The single allocation interface of the VM.
///
/// Memory is addressed in 32-bit words; objects start on 8-byte boundaries so 64-bit
/// fields and `long[]`/`double[]` elements are naturally aligned.
pub trait Heap {
    /// Allocates `bytes` bytes (rounded up to 8) of zeroed memory, writes the header
    /// (class index, lock word 0) and returns its reference, or `None` when the heap is
    /// exhausted (the caller throws OutOfMemoryError).
    fn alloc_object(&mut self, class: u32, bytes: usize) -> Option<ObjRef>;
    /// Allocates an array: header, length word, then `len` elements of `elem_size`
    /// bytes starting at [`array_data_offset`].
    fn alloc_array(&mut self, class: u32, elem_size: usize, len: u32) -> Option<ObjRef>;
    /// The heap space, read side.
    fn words(&self) -> &[u32];
    /// The heap space, write side.
    fn words_mut(&mut self) -> &mut [u32];
    /// Hook run on every reference store `holder.field = value` (card marking for a
    /// generational/concurrent GC). Static fields pass `ObjRef::NULL` as holder.
    fn write_barrier(&mut self, holder: ObjRef, value: u32);
    /// Safepoint poll: the interpreter calls it on backward branches and invokes. A
    /// collector answers `true` when it wants to run; the VM then enumerates its roots
    /// and calls [`Heap::collect`].
    fn safepoint_poll(&self) -> bool;
    /// Runs a collection with the given roots (register files, statics, interned
    /// strings, pending exception). Returns bytes freed.
    fn collect(&mut self, roots: &mut dyn FnMut(&mut dyn RootVisitor)) -> usize;
    /// Bytes currently allocated.
    fn used_bytes(&self) -> usize;
}

/// Byte offset of element 0 in an array whose elements are `elem_size` bytes:
/// header (8 bytes) + length (4 bytes), padded to 8 for 64-bit elements.
#[inline]
pub const fn array_data_offset(elem_size: usize) -> usize {
    if elem_size == 8 {
        16
    } else {
        12
    }
}

/// Byte offset of the length word in an array.
pub const ARRAY_LENGTH_OFFSET: usize = 8;
/// Bytes in an object header: class index word + lock word (see `interp::monitor`).
pub const OBJECT_HEADER_BYTES: usize = 8;

/// A bump allocator over a growable word vector. There is NO garbage collection: memory
/// is only reclaimed when the VM is dropped. `limit_bytes` bounds growth so a runaway
/// program gets OutOfMemoryError rather than exhausting the host/board.
pub struct BumpHeap {
    space: Vec<u32>,
    limit_words: usize,
}

impl BumpHeap {
    pub fn new(limit_bytes: usize) -> Self {
        let mut space = Vec::with_capacity(1 << 16);
        // Words 0 and 1 are reserved so that offset 0 can mean null.
        space.push(0);
        space.push(0);
        BumpHeap {
            space,
            limit_words: limit_bytes / 4,
        }
    }

    fn bump(&mut self, bytes: usize) -> Option<u32> {
        let words = bytes.checked_add(7)? / 8 * 2;
        let start = self.space.len();
        let end = start.checked_add(words)?;
        if end > self.limit_words || end > u32::MAX as usize {
            return None;
        }
        self.space.resize(end, 0);
        Some(start as u32)
    }
}

impl Heap for BumpHeap {
    fn alloc_object(&mut self, class: u32, bytes: usize) -> Option<ObjRef> {
        let at = self.bump(bytes.max(OBJECT_HEADER_BYTES))?;
        self.space[at as usize] = class;
        Some(ObjRef(at))
    }

    fn alloc_array(&mut self, class: u32, elem_size: usize, len: u32) -> Option<ObjRef> {
        let data = (len as usize).checked_mul(elem_size)?;
        let bytes = array_data_offset(elem_size).checked_add(data)?;
        let at = self.bump(bytes)?;
        self.space[at as usize] = class;
        self.space[at as usize + ARRAY_LENGTH_OFFSET / 4] = len;
        Some(ObjRef(at))
    }

    #[inline]
    fn words(&self) -> &[u32] {
        &self.space
    }

    #[inline]
    fn words_mut(&mut self) -> &mut [u32] {
        &mut self.space
    }

    #[inline]
    fn write_barrier(&mut self, _holder: ObjRef, _value: u32) {}

    #[inline]
    fn safepoint_poll(&self) -> bool {
        false
    }

    fn collect(&mut self, _roots: &mut dyn FnMut(&mut dyn RootVisitor)) -> usize {
        // No collector yet (see module docs): nothing is ever freed.
        0
    }

    fn used_bytes(&self) -> usize {
        self.space.len() * 4
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bump_alloc_aligns_and_limits() {
        let mut h = BumpHeap::new(1024);
        let a = h.alloc_object(7, 12).unwrap();
        assert_eq!(a.0 % 2, 0);
        assert_eq!(h.words()[a.0 as usize], 7);
        let b = h.alloc_array(3, 8, 2).unwrap();
        assert_eq!(b.0 % 2, 0);
        assert_eq!(h.words()[b.0 as usize + 2], 2);
        assert!(h.alloc_array(3, 4, 10_000).is_none());
    }
}
