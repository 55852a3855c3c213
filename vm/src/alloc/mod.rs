//! The heap: every object and array the VM creates lives in the collected space
//! ([`space`]) managed by a precise, non-moving mark-sweep collector with Dalvik's heap
//! policy ([`collect`]). References are [`ObjRef`]s: word offsets into the space, never
//! raw pointers. The [`Heap`] trait is what the interpreter and object model touch
//! (words, the write barrier, the safepoint poll); allocation goes through
//! `Vm::heap_alloc`, which owns the slow path because a collection needs the VM's roots.
//! Collector variants, the GC daemon and concurrent cycles: `collect`, `daemon`, `cycle`;
//! the adaptive pacer of those cycles: `pacer`; what the collector knows of each class,
//! readable from another thread: `layout`;
//! finalizers and reference queues with their daemon threads: `finalize`; the heap's
//! Java API (Runtime, System.runFinalization): `natives`.

pub mod collect;
pub mod cycle;
pub mod daemon;
pub mod finalize;
pub mod layout;
pub(crate) mod natives;
pub mod pacer;
pub mod remote;
pub mod space;

use core::sync::atomic::{AtomicU32, Ordering::Relaxed};

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

/// What the interpreter and object model need from the heap.
///
/// Memory is addressed in 32-bit words; objects start on 8-byte boundaries so 64-bit
/// fields and `long[]`/`double[]` elements are naturally aligned. The words are shared
/// with the collector (`space::Store`), so they are read and written one at a time
/// (Relaxed stores, plain loads: see `load`), never as a `&mut [u32]`.
pub trait Heap {
    /// Word `i`; 0 past the committed space.
    fn load(&self, i: usize) -> u32;
    /// Stores `v` in word `i`; nothing past the committed space.
    fn store(&mut self, i: usize, v: u32);
    /// Words `first..first + n`, for bulk reads and the mutator's read-modify-writes of
    /// packed elements; `None` where the run leaves the committed space.
    fn run(&self, first: usize, n: usize) -> Option<&[AtomicU32]>;
    /// Copies words `src..src + n` to `dst..dst + n` as `memmove` would (the runs may
    /// overlap); nothing where either run leaves the committed space.
    fn copy_within(&mut self, src: usize, dst: usize, n: usize);
    /// Hook run on every reference store `holder.field = value` into a heap object (card
    /// marking for a generational/concurrent GC). Not for static fields: statics are
    /// roots, rescanned at every remark.
    fn write_barrier(&mut self, holder: ObjRef, value: u32);
    /// Safepoint poll: `true` when a collection is wanted at the next GC point.
    fn safepoint_poll(&self) -> bool;
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

impl Heap for collect::GcHeap {
    #[inline]
    fn load(&self, i: usize) -> u32 {
        // A plain load, not a Relaxed one: an atomic load, though the same `ldr`, ties
        // LLVM's hands enough in the interpreter loop that `self` lost its register
        // (iget 37 -> 41, aget 49 -> 54 guest instructions). It races with nothing:
        // while a mutator runs only it writes heap words (a collector writes them, in
        // `cycle::clear_white`, only with the mutators stopped), and reads by another
        // thread do not race with a read.
        // SAFETY: `w` is a valid, initialized word of the store; see above for races.
        self.space
            .words()
            .get(i)
            .map_or(0, |w| unsafe { w.as_ptr().read() })
    }

    #[inline]
    fn store(&mut self, i: usize, v: u32) {
        if let Some(w) = self.space.words().get(i) {
            w.store(v, Relaxed);
        }
    }

    #[inline]
    fn run(&self, first: usize, n: usize) -> Option<&[AtomicU32]> {
        self.space.words().get(first..first.checked_add(n)?)
    }

    fn copy_within(&mut self, src: usize, dst: usize, n: usize) {
        let ws = self.space.words();
        let fits = |at: usize| at.checked_add(n).is_some_and(|e| e <= ws.len());
        if !fits(src) || !fits(dst) || src == dst {
            return;
        }
        // Word by word in the direction that reads each source word before it is
        // overwritten (a memmove; the words are atomics, so no `copy_within`).
        let (s, d) = (&ws[src..src + n], &ws[dst..dst + n]);
        if dst < src {
            for (to, from) in d.iter().zip(s) {
                to.store(from.load(Relaxed), Relaxed);
            }
        } else {
            for (to, from) in d.iter().zip(s).rev() {
                to.store(from.load(Relaxed), Relaxed);
            }
        }
    }

    /// Dalvik's card marking (dvmMarkCard): the card of the holder's header, whatever
    /// the value.
    #[inline]
    fn write_barrier(&mut self, holder: ObjRef, _value: u32) {
        if let Some(c) = self
            .space
            .cards()
            .get(holder.0 as usize >> collect::CARD_SHIFT)
        {
            c.store(collect::CARD_DIRTY, Relaxed);
        }
    }

    #[inline]
    fn safepoint_poll(&self) -> bool {
        self.requested.is_some()
            || self.daemon.start_pending
            || self.daemon.nudge
            || self.assist_ns != 0
            || self.fin.start_pending
            || self.remote_signal.as_ref().is_some_and(|s| s.is_done())
    }

    fn used_bytes(&self) -> usize {
        self.allocated
    }
}
