//! The kernel heap behind `alloc`: `embedded-alloc`'s TLSF heap (two-level segregated
//! fit, O(1) allocation and free) over the largest free RAM range (see
//! `dexmetal_hal::memmap`). The VM's collected space is one contiguous block reserved
//! from it once, sized by `free()`. (The linked-list first-fit heap walked its free list
//! on every call: a fifth of VM start-up went to it.)

use embedded_alloc::TlsfHeap;

use core::sync::atomic::{AtomicUsize, Ordering};

#[global_allocator]
static HEAP: TlsfHeap = TlsfHeap::empty();

/// Bytes handed to the allocator by [`init`], and where they start.
static SIZE: AtomicUsize = AtomicUsize::new(0);
static BASE: AtomicUsize = AtomicUsize::new(0);

/// Hands `base..base + size` to the allocator. Call once, before any allocation.
///
/// # Safety
/// The range must be RAM that nothing else uses for the rest of the run.
pub unsafe fn init(base: usize, size: usize) {
    SIZE.store(size, Ordering::Relaxed);
    BASE.store(base, Ordering::Relaxed);
    // SAFETY: forwarded from the caller.
    unsafe { HEAP.init(base, size) }
}

/// The memory every allocation lies in (the profiler's tunnel follows no pointer
/// outside it).
pub fn range() -> core::ops::Range<usize> {
    let base = BASE.load(Ordering::Relaxed);
    base..base + SIZE.load(Ordering::Relaxed)
}

/// Bytes currently allocated (with the allocator's block headers).
pub fn used() -> usize {
    // Not `TlsfHeap::used`: embedded-alloc 0.7.0's borrows its RefCell twice and panics.
    SIZE.load(Ordering::Relaxed).saturating_sub(free())
}

/// Bytes not allocated (possibly fragmented).
pub fn free() -> usize {
    HEAP.free()
}
