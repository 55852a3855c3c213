//! The kernel heap behind `alloc`: `embedded-alloc`'s linked-list first-fit heap
//! over the largest free RAM range (see `dexmetal_hal::memmap`). The VM's collected
//! space is one contiguous block reserved from it once, sized by `free()`.

use embedded_alloc::LlffHeap;

#[global_allocator]
static HEAP: LlffHeap = LlffHeap::empty();

/// Hands `base..base + size` to the allocator. Call once, before any allocation.
///
/// # Safety
/// The range must be RAM that nothing else uses for the rest of the run.
pub unsafe fn init(base: usize, size: usize) {
    // SAFETY: forwarded from the caller.
    unsafe { HEAP.init(base, size) }
}

/// Bytes currently allocated.
pub fn used() -> usize {
    HEAP.used()
}

/// Bytes not allocated (possibly fragmented).
pub fn free() -> usize {
    HEAP.free()
}
