//! Word access to a memory-mapped register block, as a trait so that a driver's init and
//! transfer sequences can be checked write by write on the host ([`fake::RecordingBus`]).
//! Drivers whose correctness is a *sequence* (a PLL relock, a PMIC transfer, an I²C
//! controller's handshake) use it; their register layouts are still `register_structs!`
//! (offsets asserted against the TRM) and their fields `register_bitfields!`. Simple
//! drivers keep tock-registers' `MmioDerefWrapper` view (chips/arm).

/// Word-wide access to one register block at byte offsets.
pub trait Bus {
    fn read(&self, offset: usize) -> u32;
    fn write(&self, offset: usize, value: u32);
    /// Read-modify-write: clears `clear`, then sets `set`.
    fn modify(&self, offset: usize, clear: u32, set: u32) {
        let v = self.read(offset);
        self.write(offset, (v & !clear) | set);
    }
}

/// The real block: volatile word access at `base + offset`.
#[derive(Debug, Clone, Copy)]
pub struct Mmio {
    base: usize,
}

impl Mmio {
    /// # Safety
    /// `base` must be a mapped (Device memory) register block that this value's owner
    /// drives, and every offset used must lie inside it.
    pub const unsafe fn new(base: usize) -> Self {
        Self { base }
    }
}

impl Bus for Mmio {
    fn read(&self, offset: usize) -> u32 {
        // SAFETY: `new`'s contract: base + offset is a register of the block.
        unsafe { core::ptr::read_volatile((self.base + offset) as *const u32) }
    }

    fn write(&self, offset: usize, value: u32) {
        // SAFETY: as in `read`.
        unsafe { core::ptr::write_volatile((self.base + offset) as *mut u32, value) }
    }
}

/// Spins until `done(bus.read(offset))`, at most `tries` reads; whether it got there.
/// Hardware that never answers must not hang the boot.
pub fn poll(bus: &impl Bus, offset: usize, tries: u32, done: impl Fn(u32) -> bool) -> bool {
    (0..tries).any(|_| done(bus.read(offset)))
}

#[cfg(any(test, feature = "fake"))]
pub mod fake {
    //! A register block in host memory that logs every access, with an optional model
    //! of the device's reactions (a lock bit that rises after the PLL is told to lock).
    extern crate std;
    use super::Bus;
    use core::cell::RefCell;
    use std::boxed::Box;
    use std::collections::BTreeMap;
    use std::vec::Vec;

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum Access {
        Read(usize, u32),
        Write(usize, u32),
    }

    type Model = Box<dyn FnMut(&mut BTreeMap<usize, u32>, Access)>;

    /// Checks a driver's register offsets (or field values) against `table`, transcribed
    /// row by row from `source`: one value per row, in the table's order, each equal to
    /// its row. A row count that differs fails too, so a row cannot drop out unseen.
    #[track_caller]
    pub fn assert_matches_table<T: PartialEq + core::fmt::Debug>(
        source: &str,
        table: &[(&str, T)],
        ours: &[T],
    ) {
        assert_eq!(
            table.len(),
            ours.len(),
            "{source}: the table has {} rows, the driver gave {}",
            table.len(),
            ours.len()
        );
        for ((name, want), got) in table.iter().zip(ours) {
            assert_eq!(got, want, "{name}: {source}");
        }
    }

    #[derive(Default)]
    pub struct RecordingBus {
        regs: RefCell<BTreeMap<usize, u32>>,
        log: RefCell<Vec<Access>>,
        model: RefCell<Option<Model>>,
        w1c: RefCell<Vec<usize>>,
    }

    impl RecordingBus {
        pub fn new() -> Self {
            Self::default()
        }

        /// The device's behaviour: called after every access with the register file.
        pub fn with_model(
            self,
            model: impl FnMut(&mut BTreeMap<usize, u32>, Access) + 'static,
        ) -> Self {
            *self.model.borrow_mut() = Some(Box::new(model));
            self
        }

        /// Makes writes to `offset` clear the bits written as 1 (status registers).
        pub fn write_one_to_clear(self, offset: usize) -> Self {
            self.w1c.borrow_mut().push(offset);
            self
        }

        /// Sets a register's value as the device would (not logged).
        pub fn set(&self, offset: usize, value: u32) {
            self.regs.borrow_mut().insert(offset, value);
        }

        pub fn get(&self, offset: usize) -> u32 {
            self.regs.borrow().get(&offset).copied().unwrap_or(0)
        }

        /// Every access so far, in order.
        pub fn log(&self) -> Vec<Access> {
            self.log.borrow().clone()
        }

        /// The writes so far, in order, as (offset, value).
        pub fn writes(&self) -> Vec<(usize, u32)> {
            self.log
                .borrow()
                .iter()
                .filter_map(|a| match *a {
                    Access::Write(o, v) => Some((o, v)),
                    Access::Read(..) => None,
                })
                .collect()
        }

        pub fn clear_log(&self) {
            self.log.borrow_mut().clear();
        }

        fn react(&self, a: Access) {
            self.log.borrow_mut().push(a);
            if let Some(m) = self.model.borrow_mut().as_mut() {
                m(&mut self.regs.borrow_mut(), a);
            }
        }
    }

    impl Bus for RecordingBus {
        fn read(&self, offset: usize) -> u32 {
            let v = self.get(offset);
            self.react(Access::Read(offset, v));
            v
        }

        fn write(&self, offset: usize, value: u32) {
            let stored = if self.w1c.borrow().contains(&offset) {
                self.get(offset) & !value
            } else {
                value
            };
            self.regs.borrow_mut().insert(offset, stored);
            self.react(Access::Write(offset, value));
        }
    }

    impl Bus for &RecordingBus {
        fn read(&self, offset: usize) -> u32 {
            (*self).read(offset)
        }

        fn write(&self, offset: usize, value: u32) {
            (*self).write(offset, value)
        }
    }
}
