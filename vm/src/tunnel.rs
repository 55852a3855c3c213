//! The profiler's memory tunnel (VARI, seed 001 §3: the sampler learns the running
//! Dalvik method from memory the VM already keeps, not from instrumentation). The
//! sampler's interrupt handler (or the host's SIGPROF handler) reads the running
//! thread's frame stack in place; the interpreter's hot path stores nothing for it.
//! Each runtime component stores one byte when it starts and restores it when it ends
//! ([`enter`]); the byte's meaning is `dexmetal_telemetry::profile::Component`.

use crate::interp::Frame as VmFrame;
use crate::oo::{Class, Method};
use crate::vm::Vm;
use alloc::vec::Vec;
use core::mem::ManuallyDrop;
use core::ops::Range;
use core::ptr::{addr_of, read_volatile};
use core::sync::atomic::{AtomicBool, AtomicPtr, AtomicU8, AtomicUsize, Ordering};
pub use dexmetal_telemetry::profile::{Component, Frame, NO_PC, SYNTHESIZED};

/// The VM the sampler reads (null: none attached).
static VM: AtomicPtr<Vm> = AtomicPtr::new(core::ptr::null_mut());
/// The memory a VM's vectors may live in; a pointer outside it is not followed.
static MEM_START: AtomicUsize = AtomicUsize::new(0);
static MEM_END: AtomicUsize = AtomicUsize::new(0);
/// What runs now (a `Component` as u8).
static COMPONENT: AtomicU8 = AtomicU8::new(Component::Runtime as u8);
/// The running thread's state is being exchanged with a saved one (a thread switch):
/// its vectors are half swapped, so the sampler takes no frames.
static SWITCHING: AtomicBool = AtomicBool::new(false);

/// Marks the start of `c`'s work; returns what ran before, for [`restore`].
#[inline(always)]
pub fn enter(c: Component) -> u8 {
    // A load and a store, not an atomic swap: only this core's main line writes it,
    // and the sampler only reads it.
    let was = COMPONENT.load(Ordering::Relaxed);
    COMPONENT.store(c as u8, Ordering::Relaxed);
    was
}

/// Marks the end of the work [`enter`] began.
#[inline(always)]
pub fn restore(previous: u8) {
    COMPONENT.store(previous, Ordering::Relaxed);
}

/// What runs now.
#[inline]
pub fn component() -> Component {
    Component::from_u8(COMPONENT.load(Ordering::Relaxed))
}

/// Runs `f` as component `c`.
#[inline(always)]
pub fn within<R>(c: Component, f: impl FnOnce() -> R) -> R {
    let was = enter(c);
    let r = f();
    restore(was);
    r
}

pub(crate) fn switching(on: bool) {
    SWITCHING.store(on, Ordering::Relaxed);
}

/// Lets the sampler read `vm`, whose vectors are allocated within `mem`, until
/// [`detach`].
///
/// # Safety
/// `vm` must stay at this address and alive until [`detach`]; nothing but the sampler
/// may call [`read`] meanwhile.
pub unsafe fn attach(vm: *const Vm, mem: Range<usize>) {
    MEM_START.store(mem.start, Ordering::Relaxed);
    MEM_END.store(mem.end, Ordering::Relaxed);
    VM.store(vm as *mut Vm, Ordering::Release);
}

/// Stops the sampler reading the VM.
pub fn detach() {
    VM.store(core::ptr::null_mut(), Ordering::Release);
}

/// What one read of the tunnel found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Read {
    pub component: Component,
    /// The running VM thread (0: none).
    pub tid: u32,
    /// Frames written to the caller's buffer, outermost first.
    pub frames: usize,
    /// The stack held more frames than the buffer (the outermost were left off).
    pub truncated: bool,
    /// Frames on the stack (Java frames and natives): the first one written is at
    /// depth `depth - frames`.
    pub depth: usize,
    /// The frame stack was being changed in a way that made it unreadable (the sample
    /// has no frames).
    pub torn: bool,
}

/// A vector's parts, copied without a reference to the live one.
struct Parts<T> {
    ptr: *const T,
    len: usize,
}

/// Copies a `Vec`'s pointer and length.
///
/// # Safety
/// `v` points to an initialised `Vec<T>`.
unsafe fn parts<T>(v: *const Vec<T>) -> Option<Parts<T>> {
    // SAFETY: a bitwise copy of the Vec's header, never dropped (so the live vector
    // keeps sole ownership); it may be stale, which the range check below absorbs.
    let copy = ManuallyDrop::new(unsafe { read_volatile(v) });
    let (ptr, len) = (copy.as_ptr(), copy.len());
    let start = ptr as usize;
    let bytes = len.checked_mul(core::mem::size_of::<T>())?;
    let end = start.checked_add(bytes)?;
    (len == 0
        || (start >= MEM_START.load(Ordering::Relaxed) && end <= MEM_END.load(Ordering::Relaxed)))
    .then_some(Parts { ptr, len })
}

/// Reads what runs now into `out` (outermost frame first, the leaf last; a native
/// method the thread is inside is a frame with [`NO_PC`]). Called from the sampler's
/// interrupt (or signal) handler, which stops the main line at an instruction boundary
/// on the only core: the frame vector may be mid-push or mid-swap, so every index and
/// pointer is checked against the VM's own lengths and memory before it is followed; a
/// stale value costs a wrong frame in one sample, never a fault.
///
/// # Safety
/// Only from an interrupt or signal handler on the core (thread) that runs the attached
/// VM, or while that VM is not running.
pub unsafe fn read(out: &mut [Frame]) -> Read {
    let mut component = component();
    let mut r = Read {
        component,
        tid: 0,
        frames: 0,
        truncated: false,
        depth: 0,
        torn: false,
    };
    let vm = VM.load(Ordering::Acquire);
    if vm.is_null() {
        return r;
    }
    if SWITCHING.load(Ordering::Relaxed) {
        r.torn = true;
        return r;
    }
    // SAFETY: `attach`'s contract keeps `vm` alive and in place; the fields are read
    // through raw pointers (no reference to the running VM is made) and validated.
    unsafe {
        r.tid = read_volatile(addr_of!((*vm).cur));
        let (Some(frames), Some(natives), Some(methods), Some(classes)) = (
            parts::<VmFrame>(addr_of!((*vm).frames)),
            parts::<(u32, u32)>(addr_of!((*vm).natives)),
            parts::<Method>(addr_of!((*vm).methods)),
            parts::<Class>(addr_of!((*vm).classes)),
        ) else {
            r.torn = true;
            return r;
        };
        // The last method named: a recursion's frames repeat it.
        let mut last: Option<(u32, u32, u32)> = None;
        let mut name = |m: u32, pc: u32| -> Option<Frame> {
            if let Some((lm, dex, method)) = last {
                if lm == m {
                    return Some(Frame { dex, method, pc });
                }
            }
            if m as usize >= methods.len {
                return None;
            }
            let method = methods.ptr.add(m as usize);
            let class = read_volatile(addr_of!((*method).class));
            let dex_method = read_volatile(addr_of!((*method).dex_method));
            if class as usize >= classes.len {
                return None;
            }
            let dex = read_volatile(addr_of!((*classes.ptr.add(class as usize)).dex));
            let (dex, method) = if dex == crate::oo::NONE || dex_method == crate::oo::NONE {
                (SYNTHESIZED, m)
            } else {
                (dex, dex_method)
            };
            last = Some((m, dex, method));
            Some(Frame { dex, method, pc })
        };
        // The interpreter inside a native method (on the natives stack above the top
        // frame) is the native: run_native stores no component of its own.
        if component == Component::Interp && natives.len > 0 {
            let depth = read_volatile(addr_of!((*natives.ptr.add(natives.len - 1)).0)) as usize;
            if depth >= frames.len {
                component = Component::Native;
                r.component = component;
            }
        }
        // From the leaf down, written from the end of the innermost `take` slots: the
        // buffer keeps the innermost frames, outermost first.
        let (mut fi, mut ni) = (frames.len, natives.len);
        r.depth = fi + ni;
        let take = r.depth.min(out.len());
        r.truncated = take < r.depth;
        let mut n = take;
        while n > 0 {
            // A native entered at depth d runs above frames[..d].
            let native_on_top = ni > 0 && {
                let depth = read_volatile(addr_of!((*natives.ptr.add(ni - 1)).0)) as usize;
                depth >= fi
            };
            let f = if native_on_top {
                ni -= 1;
                name(read_volatile(addr_of!((*natives.ptr.add(ni)).1)), NO_PC)
            } else {
                fi -= 1;
                let f = frames.ptr.add(fi);
                name(
                    read_volatile(addr_of!((*f).method)),
                    read_volatile(addr_of!((*f).pc)),
                )
            };
            let Some(f) = f else {
                r.torn = true;
                r.truncated = false;
                return r;
            };
            n -= 1;
            out[n] = f;
        }
        r.frames = take;
    }
    r
}
