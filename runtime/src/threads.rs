//! Threads on the target: the `dexmetal-sched` policy driven by the board's timer tick,
//! with the ARMv7 context switch from `dexmetal_sched::arch::armv7`. Today this serves
//! the `dexmetal.test=threads` self-test (preemptive round-robin of worker threads, and
//! the cost of a cooperative switch). Each stack's lowest words are a guard painted with
//! a canary (`dexmetal_sched::stack`) and checked whenever its thread is switched out; a
//! corrupted guard ends the run with a `stack_overflow` report (status 3, as a CPU fault).
//! VM threads are green threads inside the VM (dexmetal_vm::thread) and do not use this.

use alloc::vec;
use alloc::vec::Vec;
use core::sync::atomic::{AtomicU32, Ordering};
use dexmetal_sched::arch::armv7::{switch, Context};
use dexmetal_sched::{Config, Decision, Priority, Scheduler, ThreadId};
use dexmetal_telemetry as telemetry;

use crate::irq;

struct Threads {
    sched: Scheduler,
    /// Saved contexts, indexed by `ThreadId`.
    ctx: Vec<Context>,
    /// Stacks, indexed by `ThreadId` (empty for the boot thread, which runs on the
    /// runtime's own stack).
    stacks: Vec<Vec<u64>>,
}

/// Guard words at the limit of each thread stack (256 bytes).
const GUARD_WORDS: usize = 64;

/// The stack of `t` as words (lowest address first).
fn stack_words(t: &Threads, id: ThreadId) -> &[u32] {
    match t.stacks.get(id.0 as usize) {
        // SAFETY: a u64 buffer viewed as twice as many u32 (alignment 8 >= 4); the
        // borrow of `t` keeps it alive.
        Some(s) => unsafe { core::slice::from_raw_parts(s.as_ptr() as *const u32, s.len() * 2) },
        None => &[],
    }
}

/// Checks the guard of the thread being switched out; a corrupted one is fatal.
fn check_stack(t: &Threads, id: ThreadId) {
    let words = stack_words(t, id);
    if words.is_empty() {
        return;
    }
    if let Err(o) = dexmetal_sched::stack::check_guard(id, words, GUARD_WORDS) {
        let base = words.as_ptr() as u32;
        crate::platform::fatal(
            || {
                telemetry::stack_overflow(
                    o.thread.0,
                    base,
                    (words.len() * 4) as u32,
                    o.deepest_word as u32,
                )
            },
            telemetry::status::CPU_FAULT,
        );
    }
}

static THREADS: spin::Mutex<Option<Threads>> = spin::Mutex::new(None);

/// Carries out a decision: returns the contexts to switch between, if any.
fn plan(t: &mut Threads, d: Decision) -> Option<(*mut Context, *const Context)> {
    match d {
        Decision::Switch { from: Some(f), to } if f != to => {
            check_stack(t, f);
            let base = t.ctx.as_mut_ptr();
            // SAFETY: both ids index `ctx`, which never grows after start-up.
            Some(unsafe {
                (
                    base.add(f.0 as usize),
                    base.add(to.0 as usize) as *const Context,
                )
            })
        }
        _ => None,
    }
}

/// Asks the scheduler for a decision at `now` and carries it out. Runs with IRQs
/// masked; every holder of `THREADS` masks them too, so the lock is always free here.
fn switch_by(now: u64, decide: impl FnOnce(&mut Scheduler, u64) -> Decision) {
    let pair = {
        let Some(mut g) = THREADS.try_lock() else {
            return;
        };
        let Some(t) = g.as_mut() else { return };
        let d = decide(&mut t.sched, now);
        plan(t, d)
    };
    if let Some((from, to)) = pair {
        // SAFETY: IRQs are masked; both contexts are live (see `plan`). A dead thread's
        // context is saved and never resumed.
        unsafe { switch(from, to) };
    }
}

/// Called from the IRQ handler after each tick (IRQs masked, interrupt completed).
fn on_tick(now: u64) {
    switch_by(now, Scheduler::tick);
}

fn now() -> u64 {
    irq::with_drivers(|d| d.timer.now()).unwrap_or(0)
}

/// Ends the calling thread; never returns.
fn exit_thread() -> ! {
    aarch32_cpu::asm::irq_disable();
    switch_by(now(), |s, now| {
        s.exit_current(now).expect("thread exits holding nothing")
    });
    unreachable!("a dead thread was resumed");
}

/// Cooperative yield from thread code.
fn yield_now() {
    aarch32_cpu::asm::irq_disable();
    switch_by(now(), |s, now| s.yield_now(now).expect("a current thread"));
    // SAFETY: thread code runs with IRQs on; the switch above returned to us.
    unsafe { aarch32_cpu::interrupt::enable() };
}

const WORKERS: usize = 3;
const WORK: u32 = 2_000_000;
const PINGS: u32 = 1_000;
static DONE: [AtomicU32; WORKERS] = [const { AtomicU32::new(0) }; WORKERS];

/// A worker that never yields: it only leaves the CPU when the tick preempts it.
extern "C" fn busy(i: usize) -> ! {
    let mut x = 0u32;
    for n in 0..WORK {
        x = core::hint::black_box(x.wrapping_mul(1_664_525).wrapping_add(n));
    }
    DONE[i].store(x | 1, Ordering::Release);
    exit_thread()
}

/// The boot thread's partner for timing cooperative switches: yields `PINGS` times.
extern "C" fn pinger(_: usize) -> ! {
    for _ in 0..PINGS {
        yield_now();
    }
    exit_thread()
}

/// A scheduler whose running thread 0 is the boot thread (its context is filled by the
/// first switch away from it).
fn with_boot_thread(config: Config) -> Option<Threads> {
    let mut t = Threads {
        sched: Scheduler::new(config),
        ctx: Vec::new(),
        stacks: Vec::new(),
    };
    let boot = t.sched.spawn(Priority::NORM, now()).ok()?;
    t.ctx.push(Context::default());
    let d = t.sched.reschedule(now());
    (d == Decision::Switch {
        from: None,
        to: boot,
    })
    .then_some(t)
}

fn spawn(t: &mut Threads, entry: extern "C" fn(usize) -> !, arg: usize) -> ThreadId {
    const STACK_WORDS: usize = 2048; // 16 KiB
    let id = t.sched.spawn(Priority::NORM, now()).expect("spawn");
    let mut stack = vec![0u64; STACK_WORDS];
    let top = stack.as_mut_ptr() as usize + STACK_WORDS * 8;
    t.stacks.resize(id.0 as usize + 1, Vec::new());
    t.stacks[id.0 as usize] = stack;
    // SAFETY: as in `stack_words`, mutable this time; nothing else borrows the stack yet.
    let words = unsafe {
        let s = &mut t.stacks[id.0 as usize];
        core::slice::from_raw_parts_mut(s.as_mut_ptr() as *mut u32, s.len() * 2)
    };
    dexmetal_sched::stack::paint_guard(words, GUARD_WORDS);
    t.ctx.resize(id.0 as usize + 1, Context::default());
    t.ctx[id.0 as usize] = Context::new(top, entry, arg);
    id
}

/// Runs the threads self-test; returns whether every check held.
///
/// Phase 1: three workers that never yield must all finish, each time-sliced (switched
/// in at least twice) by the tick. Phase 2 (timer stopped): the boot thread and one partner
/// alternate cooperative yields; the cycles per switch (policy, lock and register
/// save/restore) are reported as a `cost` event.
pub fn selftest(tick_hz: u32) -> bool {
    let Some(mut t) = with_boot_thread(Config {
        slice_ticks: 2,
        ..Config::default()
    }) else {
        return false;
    };
    let workers: Vec<ThreadId> = (0..WORKERS).map(|i| spawn(&mut t, busy, i)).collect();
    *THREADS.lock() = Some(t);
    irq::set_tick_hook(Some(on_tick));
    let Some((freq, start)) = irq::with_drivers(|d| {
        let f = d.timer.frequency_hz();
        d.timer
            .start_periodic(dexmetal_hal::timer::period_ticks(f, tick_hz));
        (f, d.timer.now())
    }) else {
        return false;
    };
    // SAFETY: drivers and hook are installed; preemption needs IRQs.
    unsafe { aarch32_cpu::interrupt::enable() };
    // The boot thread waits by yielding; ten seconds of timer counter is the limit.
    let deadline = start + freq * 10;
    while DONE.iter().any(|d| d.load(Ordering::Acquire) == 0) && now() < deadline {
        yield_now();
    }
    aarch32_cpu::interrupt::disable();
    irq::set_tick_hook(None);
    irq::with_drivers(|d| d.timer.stop());
    let finished = DONE
        .iter()
        .filter(|d| d.load(Ordering::Acquire) != 0)
        .count() as u32;
    let (switches, ticks, all_preempted) = {
        let g = THREADS.lock();
        let t = g.as_ref().expect("threads");
        let n = now();
        // A worker never yields, so being switched in more than once means the tick
        // took the CPU from it: time slicing works.
        let pre = workers
            .iter()
            .all(|w| t.sched.stats(*w, n).is_some_and(|s| s.switches >= 2));
        (t.sched.switches(), t.sched.ticks(), pre)
    };
    telemetry::threads(WORKERS as u32, finished, switches as u32, ticks as u32);

    // Phase 2: cooperative ping-pong, no timer.
    {
        let mut g = THREADS.lock();
        let t = g.as_mut().expect("threads");
        spawn(t, pinger, 0);
    }
    let t0 = crate::pmu::cycles();
    for _ in 0..PINGS {
        yield_now();
    }
    let cycles = crate::pmu::cycles() - t0;
    aarch32_cpu::interrupt::disable();
    // Each round is two switches: boot → pinger → boot.
    telemetry::cost("context-switch", 2 * PINGS, cycles);
    finished == WORKERS as u32 && all_preempted && ticks > 0
}

/// Lowest address of the running overflow thread's stack (set before it starts).
static DIG_LIMIT: AtomicU32 = AtomicU32::new(0);

/// Recurses with a 64-byte frame until the stack pointer is inside the guard.
#[inline(never)]
fn dig(limit: u32) -> u32 {
    let mut frame = [0x5a5a_5a5au32; 16];
    core::hint::black_box(&mut frame);
    let sp: u32;
    // SAFETY: reads the stack pointer; no memory or flags are touched.
    unsafe {
        core::arch::asm!("mov {}, sp", out(reg) sp, options(nomem, nostack, preserves_flags))
    };
    if sp > limit {
        frame[0] = dig(limit);
    }
    core::hint::black_box(frame.iter().fold(0u32, |a, &w| a.wrapping_add(w)))
}

/// Overflows its stack into the guard, then yields: the switch must catch it.
extern "C" fn overflower(_: usize) -> ! {
    dig(DIG_LIMIT.load(Ordering::Acquire));
    yield_now();
    exit_thread()
}

/// `dexmetal.test=stack-overflow`: a thread runs its stack into the guard words; the
/// next switch away from it must report `stack_overflow` and end the run (status 3).
/// Returns only if the overflow went unnoticed.
pub fn stack_overflow_test() {
    let Some(mut t) = with_boot_thread(Config::default()) else {
        return;
    };
    let id = spawn(&mut t, overflower, 0);
    let base = stack_words(&t, id).as_ptr() as u32;
    // Half-way into the guard: overwritten, but not past it.
    DIG_LIMIT.store(base + (GUARD_WORDS as u32 * 4) / 2, Ordering::Release);
    *THREADS.lock() = Some(t);
    yield_now();
    yield_now();
}
