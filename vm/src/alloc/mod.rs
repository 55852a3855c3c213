//! The heap: every object and array the VM creates lives in the collected space
//! ([`space`]) managed by a precise, non-moving mark-sweep collector with Dalvik's heap
//! policy ([`collect`]). References are [`ObjRef`]s: word offsets into the space, never
//! raw pointers. The [`Heap`] trait is what the interpreter and object model touch
//! (words, the write barrier, the safepoint poll); allocation goes through
//! `Vm::heap_alloc`, which owns the slow path because a collection needs the VM's roots.
//! Collector variants, the GC daemon and concurrent cycles: `collect`, `daemon`, `cycle`;
//! the adaptive pacer of those cycles: `pacer`;
//! finalizers and reference queues with their daemon threads: `finalize`; the heap's
//! Java API (Runtime, System.runFinalization): `natives`.

pub mod collect;
pub mod cycle;
pub mod daemon;
pub mod finalize;
pub(crate) mod natives;
pub mod pacer;
pub mod remote;
pub mod space;

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
/// fields and `long[]`/`double[]` elements are naturally aligned.
pub trait Heap {
    /// The heap space, read side.
    fn words(&self) -> &[u32];
    /// The heap space, write side.
    fn words_mut(&mut self) -> &mut [u32];
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
    fn words(&self) -> &[u32] {
        &self.space.words
    }

    #[inline]
    fn words_mut(&mut self) -> &mut [u32] {
        &mut self.space.words
    }

    /// Dalvik's card marking (dvmMarkCard): the card of the holder's header, whatever
    /// the value.
    #[inline]
    fn write_barrier(&mut self, holder: ObjRef, _value: u32) {
        if let Some(c) = self.cards.get_mut(holder.0 as usize >> collect::CARD_SHIFT) {
            *c = collect::CARD_DIRTY;
        }
    }

    #[inline]
    fn safepoint_poll(&self) -> bool {
        self.requested.is_some()
            || self.daemon.start_pending
            || self.daemon.nudge
            || self.assist_ns != 0
            || self.fin.start_pending
    }

    fn used_bytes(&self) -> usize {
        self.allocated
    }
}
