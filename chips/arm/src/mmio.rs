//! A typed view of a register block at a fixed physical address, in the style of
//! rust-raspberrypi-OS-tutorials: drivers hold this wrapper and dereference it to
//! their `register_structs!` type.

use core::marker::PhantomData;
use core::ops;

pub struct MmioDerefWrapper<T> {
    base: usize,
    phantom: PhantomData<fn() -> T>,
}

impl<T> MmioDerefWrapper<T> {
    /// # Safety
    /// `base` must be the address of a live, identity-mapped register block of type `T`.
    pub const unsafe fn new(base: usize) -> Self {
        Self {
            base,
            phantom: PhantomData,
        }
    }
}

impl<T> ops::Deref for MmioDerefWrapper<T> {
    type Target = T;

    fn deref(&self) -> &Self::Target {
        // SAFETY: `new`'s contract: `base` points at a register block of type `T`.
        unsafe { &*(self.base as *const T) }
    }
}
