//! A DEX on the class path costs its bytes once plus the id tables: one parse, one copy
//! (it was parsed twice, by two readers, and held twice, with every code item copied a
//! third time). Measured with a counting allocator around `Vm::add_dex`.

use dexmetal_corelib::DEX as CORE_DEX;
use dexmetal_vm::vm::{Vm, VmConfig};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicIsize, Ordering::Relaxed};

struct Counting;

static LIVE: AtomicIsize = AtomicIsize::new(0);
static CALLS: AtomicIsize = AtomicIsize::new(0);

// SAFETY: forwards to the system allocator, only counting.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        LIVE.fetch_add(l.size() as isize, Relaxed);
        CALLS.fetch_add(1, Relaxed);
        // SAFETY: the caller's contract is passed on unchanged.
        unsafe { System.alloc(l) }
    }
    unsafe fn alloc_zeroed(&self, l: Layout) -> *mut u8 {
        LIVE.fetch_add(l.size() as isize, Relaxed);
        // SAFETY: as above.
        unsafe { System.alloc_zeroed(l) }
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        LIVE.fetch_sub(l.size() as isize, Relaxed);
        // SAFETY: as above.
        unsafe { System.dealloc(p, l) }
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, n: usize) -> *mut u8 {
        LIVE.fetch_add(n as isize - l.size() as isize, Relaxed);
        // SAFETY: as above.
        unsafe { System.realloc(p, l, n) }
    }
}

#[global_allocator]
static A: Counting = Counting;

#[derive(Default)]
struct Quiet;
impl dexmetal_vm::vm::Platform for Quiet {
    fn write(&mut self, _fd: u32, _b: &[u8]) {}
    fn nanos(&self) -> u64 {
        0
    }
    fn millis(&self) -> u64 {
        0
    }
}

#[test]
fn a_loaded_dex_costs_its_bytes_once() {
    let calls = CALLS.load(Relaxed);
    let mut vm = Vm::new(
        Box::new(Quiet),
        VmConfig::default(),
        dexmetal_corelib::LIBRARY,
    )
    .expect("vm");
    println!("Vm::new: {} allocations", CALLS.load(Relaxed) - calls);
    // The core library (132 KiB, ~190 classes) as an application DEX: the largest file
    // at hand, loaded with every load-time check.
    let before = LIVE.load(Relaxed);
    let bytes = CORE_DEX.to_vec();
    let size = bytes.len() as isize;
    vm.add_dex(bytes).expect("loads");
    let grew = LIVE.load(Relaxed) - before;
    println!(
        "RAM per loaded DEX: {grew} bytes for a {size}-byte file ({:.2}x)",
        grew as f64 / size as f64
    );
    assert!(
        grew < size * 2,
        "loading a {size}-byte DEX kept {grew} bytes: more than one copy plus tables"
    );
}
