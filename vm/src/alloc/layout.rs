//! What the collector knows of each class, readable from another thread while the
//! mutator links new classes: an append-only table, one entry per class id, whose
//! entries never move (buckets of 32, 64, 128, ... entries allocated on demand, as
//! in Dalvik's class table the collector walks without the linker's lock). One writer
//! (the heap's `Space`) fills entry `n`, then publishes `len = n + 1` with Release; a
//! reader loads `len` with Acquire once ([`Layouts::snapshot`]) and never reads past it.
//! Hand-written: a few dozen lines over the same atomics as the heap store, and its
//! one-writer rule lives beside the store that enforces it.

use alloc::boxed::Box;
use alloc::vec::Vec;
use core::cell::UnsafeCell;
use core::mem::MaybeUninit;
use core::sync::atomic::{AtomicPtr, AtomicU32, AtomicUsize, Ordering::*};

use super::collect::RefKind;

/// How the collector sizes and scans the objects of one class.
pub(crate) struct ClassLayout {
    /// Arrays: bytes per element; 0 for everything else.
    pub elem_size: u8,
    /// An array of references.
    pub elem_ref: bool,
    /// What `Reference.referent` is to the collector.
    pub ref_kind: RefKind,
    /// Instance size in bytes, header included (not for arrays).
    pub object_size: u32,
    /// Byte offsets of every reference field, superclasses' included.
    pub refs: Vec<u32>,
}

impl ClassLayout {
    /// Bytes of the object at word `at` (header included).
    #[inline]
    pub fn object_bytes(&self, words: &[AtomicU32], at: usize) -> usize {
        if self.elem_size != 0 {
            let e = self.elem_size as usize;
            let len = words.get(at + 2).map_or(0, |w| w.load(Relaxed)) as usize;
            crate::heap::array_data_offset(e) + len * e
        } else {
            (self.object_size as usize).max(crate::heap::OBJECT_HEADER_BYTES)
        }
    }

    /// Calls `f` with each reference slot (word index) of the object at `at`, except
    /// slot `skip`.
    #[inline]
    pub fn for_each_ref(
        &self,
        words: &[AtomicU32],
        at: usize,
        skip: usize,
        mut f: impl FnMut(usize),
    ) {
        if self.elem_size != 0 {
            if self.elem_ref {
                let len = words.get(at + 2).map_or(0, |w| w.load(Relaxed)) as usize;
                let base = at + crate::heap::array_data_offset(4) / 4;
                for i in 0..len {
                    f(base + i);
                }
            }
        } else {
            for &off in &self.refs {
                let slot = at + off as usize / 4;
                if slot != skip {
                    f(slot);
                }
            }
        }
    }
}

/// Entries in bucket 0; bucket `b` holds `FIRST << b`.
const FIRST: usize = 32;
const FIRST_SHIFT: u32 = FIRST.trailing_zeros();
/// Enough buckets for every index a `usize` can hold.
const BUCKETS: usize = (usize::BITS - FIRST_SHIFT) as usize;

type Slot = UnsafeCell<MaybeUninit<ClassLayout>>;

/// The table (see the module doc).
pub struct Layouts {
    buckets: [AtomicPtr<Slot>; BUCKETS],
    /// Entries written and published.
    len: AtomicUsize,
}

// SAFETY: entries are written once, by the one writer, before `len` publishes them
// (Release); readers only read entries below a `len` they loaded with Acquire, and
// `ClassLayout` is plain data (Send + Sync).
unsafe impl Sync for Layouts {}
// SAFETY: as above; the table owns its entries.
unsafe impl Send for Layouts {}

/// Bucket and index within it of entry `i`.
#[inline]
fn locate(i: usize) -> (usize, usize) {
    let k = i + FIRST;
    let b = (usize::BITS - 1 - k.leading_zeros() - FIRST_SHIFT) as usize;
    (b, k - (FIRST << b))
}

impl Default for Layouts {
    fn default() -> Self {
        Layouts {
            buckets: [const { AtomicPtr::new(core::ptr::null_mut()) }; BUCKETS],
            len: AtomicUsize::new(0),
        }
    }
}

impl Layouts {
    /// Appends the entry of the next class id and publishes it.
    ///
    /// # Safety
    /// No other `push` on this table may run at the same time (one writer).
    pub(crate) unsafe fn push(&self, l: ClassLayout) {
        let i = self.len.load(Relaxed);
        let (b, j) = locate(i);
        let mut p = self.buckets[b].load(Relaxed);
        if p.is_null() {
            let fresh: Box<[Slot]> = (0..FIRST << b)
                .map(|_| UnsafeCell::new(MaybeUninit::uninit()))
                .collect();
            p = Box::into_raw(fresh) as *mut Slot;
            // Readers see the pointer through the Release of `len` below.
            self.buckets[b].store(p, Relaxed);
        }
        // SAFETY: `p` is bucket `b`, `FIRST << b` slots long, so `j` is inside it; slot
        // `i` is past `len`, so no reader looks at it, and the caller is the only writer.
        unsafe { (*(*p.add(j)).get()).write(l) };
        self.len.store(i + 1, Release);
    }

    /// The writer's own snapshot (its writes need no Acquire to be seen by itself).
    ///
    /// # Safety
    /// Only on the thread that pushes (or one that synchronized with it since).
    #[inline]
    pub(crate) unsafe fn snapshot_by_writer(&self) -> LayoutView<'_> {
        LayoutView {
            table: self,
            len: self.len.load(Relaxed),
        }
    }

    /// Entries published so far, and a reader of them.
    #[inline]
    pub(crate) fn snapshot(&self) -> LayoutView<'_> {
        LayoutView {
            table: self,
            len: self.len.load(Acquire),
        }
    }
}

/// The entries a reader may read: those published when it took the snapshot.
#[derive(Clone, Copy)]
pub(crate) struct LayoutView<'a> {
    table: &'a Layouts,
    len: usize,
}

impl<'a> LayoutView<'a> {
    /// Class `c`'s entry; `None` for a class linked after the snapshot (or none at all).
    #[inline]
    pub fn get(&self, c: usize) -> Option<&'a ClassLayout> {
        if c >= self.len {
            return None;
        }
        let (b, j) = locate(c);
        // Relaxed: the Acquire of `len` in `snapshot` ordered the bucket's pointer and
        // the entry's contents before this read.
        let p = self.table.buckets[b].load(Relaxed);
        // SAFETY: `c < len`, so the writer allocated bucket `b` and initialized slot `j`
        // before publishing `len`; published slots are never written again, and live
        // as long as the table.
        Some(unsafe { (*(*p.add(j)).get()).assume_init_ref() })
    }

    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.len
    }
}

impl Drop for Layouts {
    fn drop(&mut self) {
        let len = *self.len.get_mut();
        for i in 0..len {
            let (b, j) = locate(i);
            let p = *self.buckets[b].get_mut();
            // SAFETY: entries below `len` were initialized and are dropped once, here.
            unsafe { (*(*p.add(j)).get()).assume_init_drop() };
        }
        for (b, p) in self.buckets.iter_mut().enumerate() {
            let p = *p.get_mut();
            if !p.is_null() {
                // SAFETY: `p` came from `Box::into_raw` of a `FIRST << b` slot box
                // (MaybeUninit slots: freeing them drops nothing twice).
                drop(unsafe { Box::from_raw(core::ptr::slice_from_raw_parts_mut(p, FIRST << b)) });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(size: u32) -> ClassLayout {
        ClassLayout {
            elem_size: 0,
            elem_ref: false,
            ref_kind: RefKind::None,
            object_size: size,
            refs: alloc::vec![8, size],
        }
    }

    #[test]
    fn buckets_double_and_entries_stay_put() {
        assert_eq!(locate(0), (0, 0));
        assert_eq!(locate(31), (0, 31));
        assert_eq!(locate(32), (1, 0));
        assert_eq!(locate(95), (1, 63));
        assert_eq!(locate(96), (2, 0));
        let t = Layouts::default();
        assert!(t.snapshot().get(0).is_none());
        // SAFETY: this test is the only writer.
        unsafe { t.push(plain(16)) };
        let first: *const ClassLayout = t.snapshot().get(0).unwrap();
        let old = t.snapshot();
        for n in 1..300 {
            // SAFETY: as above.
            unsafe { t.push(plain(16 + 4 * n)) };
        }
        // An old snapshot sees only what was published when it was taken.
        assert!(old.get(1).is_none() && old.len() == 1);
        let s = t.snapshot();
        assert_eq!(s.len(), 300);
        assert!(core::ptr::eq(first, s.get(0).unwrap()), "entry 0 moved");
        assert_eq!(s.get(299).unwrap().object_size, 16 + 4 * 299);
        assert_eq!(s.get(299).unwrap().refs, [8, 16 + 4 * 299]);
        assert!(s.get(300).is_none());
    }
}
