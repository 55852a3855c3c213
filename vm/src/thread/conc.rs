//! The blocking core of java.util.concurrent (JDK 17 semantics of `ReentrantLock`, its
//! `Condition`s and the `Atomic*` classes; the rest of the package is smali over these).
//! A lock's state lives in its Java fields (owner Thread, hold count, fairness); a
//! thread that must wait parks on a dexmetal-sched wait queue lent to the object while
//! anyone is parked on it (pooled, so locks need no table and no GC hook), and what to
//! do when it runs again is a [`Park`] in its `Resume`: the same green-thread scheme as
//! Object.wait, so the deadlock detector, `getState` and the thread dump see it.
//! Atomics are natives: a native runs to completion whatever the scheduler does, so
//! they stay atomic even if switches ever happen between arbitrary bytecodes.
//! Engine-side because a park is a scheduler wait queue and a thread's `Resume`.

use alloc::vec::Vec;

use dexmetal_sched::{Hook, WaitQueueId, WakeReason};

use super::{Held, Resume, Waiting};
use crate::native::{arg, arg_wide, Native};
use crate::oo::{ClassId, Kind, NONE};
use crate::vm::{Throw, Vm};

/// `lock()`: waits uninterruptibly.
pub(crate) const LOCK: u8 = 0;
/// `lockInterruptibly()`.
pub(crate) const LOCK_INTERRUPTIBLY: u8 = 1;
/// `tryLock(timeout)`: interruptible, gives up at the deadline; returns a boolean.
pub(crate) const LOCK_TIMED: u8 = 2;
// Condition modes (the ConditionObject smali passes them; 0 is plain `await()`).
/// `Condition.awaitUninterruptibly()`.
pub(crate) const AWAIT_UNINTERRUPTIBLY: u8 = 1;
/// `Condition.awaitNanos(n)`: returns the nanoseconds left.
pub(crate) const AWAIT_NANOS: u8 = 2;
/// `Condition.await(t, unit)`: returns whether it was signalled before the deadline.
pub(crate) const AWAIT_TIMED: u8 = 3;

/// The step a parked thread is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ParkKind {
    /// Acquiring `lock` (a `lock()`/`tryLock` family call).
    Lock,
    /// In the wait set of condition `obj`; the lock is released.
    Await,
    /// Signalled (or timed out, interrupted) out of `Await`, re-acquiring `lock` with
    /// the saved hold count before `await` returns.
    Relock,
}

/// A thread parked in java.util.concurrent, and how to finish the call when it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Park {
    pub kind: ParkKind,
    /// The lock (Lock, Relock) or the condition (Await).
    pub obj: u32,
    pub lock: u32,
    /// Hold count to own once the lock is acquired.
    pub count: u32,
    pub mode: u8,
    pub deadline: Option<u64>,
    /// Pc of the invoke in the top frame (exceptions are raised there).
    pub at: u32,
    /// The program's call site (report, Dimmunix position).
    pub site: Held,
    /// Where the lock was taken before an await released it (restored with it).
    pub orig: Held,
    /// Why the await ended (Relock).
    pub reason: Option<WakeReason>,
}

/// Byte offsets of the fields the natives use (0 until first needed).
#[derive(Clone, Copy, Default)]
struct LockFields {
    owner: u32,
    holds: u32,
    queue: u32,
    waiters: u32,
    fair: u32,
}

#[derive(Clone, Copy, Default)]
struct CondFields {
    lock: u32,
    queue: u32,
    waiters: u32,
}

/// java.util.concurrent state of the VM.
pub struct Conc {
    lock: Option<LockFields>,
    cond: Option<CondFields>,
    /// Offset of `value` in AtomicInteger, AtomicLong, AtomicBoolean, AtomicReference.
    atomic: [u32; 4],
    /// Wait queues not lent to any object.
    free_queues: Vec<WaitQueueId>,
    lock_class: ClassId,
}

impl Conc {
    pub(crate) fn new() -> Conc {
        Conc {
            lock: None,
            cond: None,
            atomic: [0; 4],
            free_queues: Vec::new(),
            lock_class: NONE,
        }
    }
}

const ATOMIC_CLASSES: [&str; 4] = [
    "Ljava/util/concurrent/atomic/AtomicInteger;",
    "Ljava/util/concurrent/atomic/AtomicLong;",
    "Ljava/util/concurrent/atomic/AtomicBoolean;",
    "Ljava/util/concurrent/atomic/AtomicReference;",
];
const A_INT: usize = 0;
const A_LONG: usize = 1;
const A_BOOL: usize = 2;
const A_REF: usize = 3;

const LOCK_CLASS: &str = "Ljava/util/concurrent/locks/ReentrantLock;";
const COND_CLASS: &str = "Ljava/util/concurrent/locks/ReentrantLock$ConditionObject;";

impl Vm {
    fn lock_fields(&mut self) -> Result<LockFields, Throw> {
        if let Some(f) = self.threads.conc.lock {
            return Ok(f);
        }
        let f = LockFields {
            owner: self.field_off(LOCK_CLASS, "owner")?,
            holds: self.field_off(LOCK_CLASS, "holds")?,
            queue: self.field_off(LOCK_CLASS, "queue")?,
            waiters: self.field_off(LOCK_CLASS, "waiters")?,
            fair: self.field_off(LOCK_CLASS, "fair")?,
        };
        self.threads.conc.lock_class = self.find_class(LOCK_CLASS)?;
        self.threads.conc.lock = Some(f);
        Ok(f)
    }

    fn cond_fields(&mut self) -> Result<CondFields, Throw> {
        if let Some(f) = self.threads.conc.cond {
            return Ok(f);
        }
        let f = CondFields {
            lock: self.field_off(COND_CLASS, "lock")?,
            queue: self.field_off(COND_CLASS, "queue")?,
            waiters: self.field_off(COND_CLASS, "waiters")?,
        };
        self.threads.conc.cond = Some(f);
        Ok(f)
    }

    /// The program's call site of a java.util.concurrent operation: the newest frame
    /// outside the package (CountDownLatch.await reports its caller, not its own lock).
    fn conc_site(&self) -> Held {
        let outside = |f: &&crate::interp::Frame| {
            let c = self.methods[f.method as usize].class;
            !self.classes[c as usize]
                .descriptor
                .starts_with("Ljava/util/concurrent/")
        };
        let f = self
            .frames
            .iter()
            .rev()
            .find(outside)
            .or(self.frames.last());
        let (method, pc) = f.map_or((NONE, 0), |f| (f.method, f.pc));
        Held { obj: 0, method, pc }
    }

    /// Pc of the invoke being executed by the top frame.
    fn invoke_pc(&self) -> u32 {
        self.frames.last().map_or(0, |f| f.pc)
    }

    // ---- wait queues lent to objects ----------------------------------------

    /// Parks the running thread on `obj`'s queue (lending it one if it has none) until
    /// woken, interrupted or `deadline`, counting it in `obj`'s waiters.
    fn park_on(
        &mut self,
        obj: u32,
        q_off: u32,
        w_off: u32,
        deadline: Option<u64>,
        waiting: Waiting,
        p: Park,
    ) -> Result<(), Throw> {
        self.check_can_block("java.util.concurrent wait")?;
        let q = match self.ld32(obj, q_off) {
            0 => {
                let q = match self.threads.conc.free_queues.pop() {
                    Some(q) => q,
                    None => match self.threads.sched.new_wait_queue() {
                        Ok(q) => q,
                        Err(e) => return Err(self.sched_error(e)),
                    },
                };
                self.st32(obj, q_off, q.0 + 1);
                q
            }
            n => WaitQueueId(n - 1),
        };
        let now = self.now();
        match self.threads.sched.block_on(q, deadline, now) {
            Ok(d) => {
                let w = self.ld32(obj, w_off);
                self.st32(obj, w_off, w + 1);
                self.set_waiting(waiting, Resume::Park(alloc::boxed::Box::new(p)));
                self.request(d);
                Ok(())
            }
            Err(e) => Err(self.sched_error(e)),
        }
    }

    /// A parked thread runs again: it no longer counts as a waiter of `obj`, and the
    /// last one leaving returns the queue to the pool (it is empty: every thread in it
    /// is counted).
    fn unpark_done(&mut self, obj: u32, q_off: u32, w_off: u32) {
        let w = self.ld32(obj, w_off).saturating_sub(1);
        self.st32(obj, w_off, w);
        if w == 0 {
            let q = self.ld32(obj, q_off);
            if q != 0 {
                self.st32(obj, q_off, 0);
                self.threads.conc.free_queues.push(WaitQueueId(q - 1));
            }
        }
    }

    /// Wakes the longest-parked thread of `obj` (all of them when `all`); returns the
    /// first woken.
    fn wake_parked(&mut self, obj: u32, q_off: u32, all: bool) -> Option<u32> {
        let q = self.ld32(obj, q_off);
        if q == 0 {
            return None;
        }
        let q = WaitQueueId(q - 1);
        let now = self.now();
        let first = self.threads.sched.wake_one(q, now).ok().flatten()?;
        if all {
            let _ = self.threads.sched.wake_all(q, now);
        }
        Some(self.threads.tid_of(first))
    }

    // ---- ReentrantLock -------------------------------------------------------

    /// Takes `lock` for the running thread (`me` its Thread object) with `count` holds
    /// if it is free or reserved for it by a fair hand-off. Reentry is the caller's.
    fn take_lock(&mut self, f: LockFields, lock: u32, me: u32, count: u32, site: Held) -> bool {
        let owner = self.ld32(lock, f.owner);
        let reserved = owner == me && self.ld32(lock, f.holds) == 0;
        if owner != 0 && !reserved {
            return false;
        }
        if !reserved {
            self.st_ref(lock, f.owner, me);
        }
        self.st32(lock, f.holds, count);
        let tid = self.cur;
        let h = Held {
            obj: lock,
            method: site.method,
            pc: site.pc,
        };
        if let Some(t) = self.threads.thread_mut(tid) {
            t.locks.push(h);
        }
        if let Some(hk) = self.threads.hooks.as_mut() {
            hk.after_acquire(tid, lock, h.method, h.pc);
        }
        true
    }

    /// `lock()`, `lockInterruptibly()`, `tryLock()` (`mode` None) and
    /// `tryLock(nanos)`. Returns whether the lock is held (what tryLock returns); a
    /// parked thread finishes in [`Vm::resume_park`].
    fn lock_acquire(&mut self, lock: u32, mode: Option<u8>, nanos: i64) -> Result<bool, Throw> {
        let f = self.lock_fields()?;
        let interruptible = matches!(mode, Some(LOCK_INTERRUPTIBLY | LOCK_TIMED));
        if interruptible && self.take_interrupt(true) {
            return Err(self.throw_msg_null("Ljava/lang/InterruptedException;"));
        }
        let me = self.current_thread_obj()?;
        if self.ld32(lock, f.owner) == me {
            let h = self.ld32(lock, f.holds);
            if h != 0 {
                if h >= i32::MAX as u32 {
                    return Err(self.throw_msg("Ljava/lang/Error;", "Maximum lock count exceeded"));
                }
                self.st32(lock, f.holds, h + 1);
                return Ok(true);
            }
        }
        let site = self.conc_site();
        let tid = self.cur;
        let free = self.ld32(lock, f.owner) == 0;
        if let Some(hk) = self.threads.hooks.as_mut() {
            if free || mode.is_some_and(|m| m != LOCK_TIMED || nanos > 0) {
                hk.before_acquire(tid, lock, site.method, site.pc, !free);
            }
        }
        if self.take_lock(f, lock, me, 1, site) {
            self.perturb(Hook::MonitorEnter);
            return Ok(true);
        }
        let deadline = match mode {
            None => return Ok(false),
            Some(LOCK_TIMED) if nanos <= 0 => return Ok(false),
            Some(LOCK_TIMED) => Some(self.now().saturating_add(nanos as u64)),
            Some(_) => None,
        };
        let p = Park {
            kind: ParkKind::Lock,
            obj: lock,
            lock,
            count: 1,
            mode: mode.unwrap_or(LOCK),
            deadline,
            at: self.invoke_pc(),
            site,
            orig: site,
            reason: None,
        };
        let w = Waiting::Lock(Held { obj: lock, ..site });
        self.park_on(lock, f.queue, f.waiters, deadline, w, p)?;
        Ok(false)
    }

    /// The lock's owner check for unlock and the condition methods.
    fn check_owner(&mut self, f: LockFields, lock: u32) -> Result<u32, Throw> {
        let me = self.current_thread_obj()?;
        let holds = self.ld32(lock, f.holds);
        if self.ld32(lock, f.owner) != me || holds == 0 {
            return Err(self.throw_msg_null("Ljava/lang/IllegalMonitorStateException;"));
        }
        Ok(holds)
    }

    /// Drops every hold of `lock` (the last unlock, or an await): hook, forget the
    /// position, and let the next thread in. A fair lock is handed to the longest
    /// parked thread; a non-fair one is freed and that thread competes when it runs.
    /// Returns the position it was acquired at.
    fn release_lock(&mut self, f: LockFields, lock: u32) -> Option<Held> {
        let tid = self.cur;
        if let Some(hk) = self.threads.hooks.as_mut() {
            hk.before_release(tid, lock);
        }
        let held = self.threads.thread_mut(tid).and_then(|t| {
            let i = t.locks.iter().rposition(|h| h.obj == lock)?;
            Some(t.locks.remove(i))
        });
        self.st32(lock, f.holds, 0);
        self.st_ref(lock, f.owner, 0);
        let fair = self.ld_kind(lock, f.fair, Kind::Boolean) != 0;
        if let Some(next) = self.wake_parked(lock, f.queue, false) {
            if fair {
                let o = self.threads.thread(next).map_or(0, |t| t.obj);
                // Reserved: owner set, no holds yet; `take_lock` completes it.
                self.st_ref(lock, f.owner, o);
            }
            self.maybe_preempt();
        }
        held
    }

    fn lock_release(&mut self, lock: u32) -> Result<(), Throw> {
        let f = self.lock_fields()?;
        let holds = self.check_owner(f, lock)?;
        if holds > 1 {
            self.st32(lock, f.holds, holds - 1);
            return Ok(());
        }
        self.release_lock(f, lock);
        self.perturb(Hook::MonitorExit);
        Ok(())
    }

    /// A parked thread runs again: finish its lock or await call, or park it again.
    pub(crate) fn resume_park(&mut self, mut p: Park, reason: Option<WakeReason>) {
        let (Ok(f), Ok(cf)) = (self.lock_fields(), self.cond_fields()) else {
            return self.resume_failed();
        };
        if p.kind == ParkKind::Await {
            self.unpark_done(p.obj, cf.queue, cf.waiters);
            if reason == Some(WakeReason::Interrupted) && p.mode == AWAIT_UNINTERRUPTIBLY {
                // Only a signal ends this wait; the interrupt status stays set.
                let w = Waiting::Await(Held {
                    obj: p.obj,
                    ..p.site
                });
                if self
                    .park_on(p.obj, cf.queue, cf.waiters, None, w, p)
                    .is_err()
                {
                    self.resume_failed();
                }
                return;
            }
            p.kind = ParkKind::Relock;
            p.reason = reason;
        } else {
            self.unpark_done(p.lock, f.queue, f.waiters);
        }
        let me = match self.current_thread_obj() {
            Ok(o) => o,
            Err(_) => return self.resume_failed(),
        };
        if self.take_lock(f, p.lock, me, p.count, p.orig) {
            if p.kind == ParkKind::Relock {
                if let Some(hk) = self.threads.hooks.as_mut() {
                    hk.after_wait_reacquire(self.cur, p.lock);
                }
                return self.finish_await(p);
            }
            self.retval = 1;
            return;
        }
        if p.kind == ParkKind::Lock && p.mode != LOCK && self.take_interrupt(true) {
            return self.throw_at(p.at, "Ljava/lang/InterruptedException;", None);
        }
        if p.kind == ParkKind::Lock
            && p.mode == LOCK_TIMED
            && p.deadline.is_some_and(|d| d <= self.now())
        {
            self.retval = 0;
            return;
        }
        let w = Waiting::Lock(Held {
            obj: p.lock,
            ..p.site
        });
        let deadline = if p.kind == ParkKind::Lock {
            p.deadline
        } else {
            None
        };
        if self
            .park_on(p.lock, f.queue, f.waiters, deadline, w, p)
            .is_err()
        {
            self.resume_failed();
        }
    }

    /// The lock is owned again after an await: its result, or InterruptedException.
    fn finish_await(&mut self, p: Park) {
        let interrupted = p.reason == Some(WakeReason::Interrupted);
        if interrupted && p.mode != AWAIT_UNINTERRUPTIBLY {
            self.take_interrupt(true);
            return self.throw_at(p.at, "Ljava/lang/InterruptedException;", None);
        }
        self.retval = match p.mode {
            AWAIT_NANOS => {
                let now = self.now();
                p.deadline.map_or(0, |d| d.wrapping_sub(now)) as i64 as u64
            }
            AWAIT_TIMED => u64::from(p.reason != Some(WakeReason::TimedOut)),
            _ => 0,
        };
    }

    /// A VM-internal failure while resuming (an exception is pending): raise it.
    fn resume_failed(&mut self) {
        if self.unwind().is_err() {
            self.threads.resume_result = Some(Err(Throw));
        }
    }

    // ---- Condition -----------------------------------------------------------

    /// `Condition.await*`: releases the lock entirely and parks in the condition's wait
    /// set (see [`ParkKind`]). Returns the result of a call that did not block.
    fn cond_await(&mut self, cond: u32, mode: u8, nanos: i64) -> Result<u64, Throw> {
        let cf = self.cond_fields()?;
        let f = self.lock_fields()?;
        if mode != AWAIT_UNINTERRUPTIBLY && self.take_interrupt(true) {
            return Err(self.throw_msg_null("Ljava/lang/InterruptedException;"));
        }
        let lock = self.ld32(cond, cf.lock);
        let holds = self.check_owner(f, lock)?;
        self.check_can_block("Condition.await")?;
        let timed = matches!(mode, AWAIT_NANOS | AWAIT_TIMED);
        if timed && nanos <= 0 {
            // Released and re-acquired at once: nothing else can run in between.
            return Ok(match mode {
                AWAIT_NANOS => nanos as u64,
                _ => 0,
            });
        }
        let site = self.conc_site();
        let deadline = timed.then(|| self.now().saturating_add(nanos as u64));
        let held = self.release_lock(f, lock);
        let p = Park {
            kind: ParkKind::Await,
            obj: cond,
            lock,
            count: holds,
            mode,
            deadline,
            at: self.invoke_pc(),
            site,
            // Re-acquired at the position it was first taken at, like a monitor after
            // wait().
            orig: held.unwrap_or(site),
            reason: None,
        };
        let w = Waiting::Await(Held { obj: cond, ..site });
        self.park_on(cond, cf.queue, cf.waiters, deadline, w, p)?;
        Ok(0)
    }

    fn cond_signal(&mut self, cond: u32, all: bool) -> Result<(), Throw> {
        let cf = self.cond_fields()?;
        let f = self.lock_fields()?;
        let lock = self.ld32(cond, cf.lock);
        self.check_owner(f, lock)?;
        self.wake_parked(cond, cf.queue, all);
        self.perturb(Hook::Notify);
        Ok(())
    }

    /// The Thread object owning `lock` (0: none), for the deadlock report.
    pub(crate) fn lock_owner(&self, lock: u32) -> u32 {
        match self.threads.conc.lock {
            Some(f) => self.ld32(lock, f.owner),
            None => 0,
        }
    }

    // ---- atomics -------------------------------------------------------------

    fn atomic_off(&mut self, which: usize) -> Result<u32, Throw> {
        let off = self.threads.conc.atomic[which];
        if off != 0 {
            return Ok(off);
        }
        let off = self.field_off(ATOMIC_CLASSES[which], "value")?;
        self.threads.conc.atomic[which] = off;
        Ok(off)
    }

    /// AtomicInteger/AtomicBoolean read-modify-write: stores `f(old)`, returns old.
    fn atomic_rmw32(
        &mut self,
        which: usize,
        obj: u32,
        f: impl FnOnce(u32) -> u32,
    ) -> Result<u32, Throw> {
        let off = self.atomic_off(which)?;
        let old = self.ld32(obj, off);
        self.st32(obj, off, f(old));
        Ok(old)
    }

    fn atomic_rmw64(&mut self, obj: u32, f: impl FnOnce(u64) -> u64) -> Result<u64, Throw> {
        let off = self.atomic_off(A_LONG)?;
        let old = self.ld_kind(obj, off, Kind::Long);
        self.st_kind(obj, off, Kind::Long, f(old));
        Ok(old)
    }

    fn atomic_cas32(
        &mut self,
        which: usize,
        obj: u32,
        expect: u32,
        update: u32,
    ) -> Result<u64, Throw> {
        let off = self.atomic_off(which)?;
        if self.ld32(obj, off) != expect {
            return Ok(0);
        }
        if which == A_REF {
            self.st_ref(obj, off, update);
        } else {
            self.st32(obj, off, update);
        }
        Ok(1)
    }
}

const AI: &str = ATOMIC_CLASSES[A_INT];
const AL: &str = ATOMIC_CLASSES[A_LONG];
const AB: &str = ATOMIC_CLASSES[A_BOOL];
const AR: &str = ATOMIC_CLASSES[A_REF];

fn add32(vm: &mut Vm, a: &[u32], d: u32, new: bool) -> Result<u64, Throw> {
    let old = vm.atomic_rmw32(A_INT, arg(a, 0), |v| v.wrapping_add(d))?;
    Ok(if new { old.wrapping_add(d) } else { old } as u64)
}

fn add64(vm: &mut Vm, a: &[u32], d: u64, new: bool) -> Result<u64, Throw> {
    let old = vm.atomic_rmw64(arg(a, 0), |v| v.wrapping_add(d))?;
    Ok(if new { old.wrapping_add(d) } else { old })
}

pub(crate) static TABLE: &[Native] = &[
    // AtomicInteger
    (AI, "compareAndSet", "(II)Z", |env, a| {
        let vm = env.vm();
        vm.atomic_cas32(A_INT, arg(a, 0), arg(a, 1), arg(a, 2))
    }),
    (AI, "weakCompareAndSet", "(II)Z", |env, a| {
        let vm = env.vm();
        vm.atomic_cas32(A_INT, arg(a, 0), arg(a, 1), arg(a, 2))
    }),
    (AI, "getAndSet", "(I)I", |env, a| {
        let vm = env.vm();
        vm.atomic_rmw32(A_INT, arg(a, 0), |_| arg(a, 1))
            .map(u64::from)
    }),
    (AI, "getAndIncrement", "()I", |env, a| {
        let vm = env.vm();
        add32(vm, a, 1, false)
    }),
    (AI, "getAndDecrement", "()I", |env, a| {
        let vm = env.vm();
        add32(vm, a, u32::MAX, false)
    }),
    (AI, "incrementAndGet", "()I", |env, a| {
        let vm = env.vm();
        add32(vm, a, 1, true)
    }),
    (AI, "decrementAndGet", "()I", |env, a| {
        let vm = env.vm();
        add32(vm, a, u32::MAX, true)
    }),
    (AI, "getAndAdd", "(I)I", |env, a| {
        let vm = env.vm();
        add32(vm, a, arg(a, 1), false)
    }),
    (AI, "addAndGet", "(I)I", |env, a| {
        let vm = env.vm();
        add32(vm, a, arg(a, 1), true)
    }),
    // AtomicLong
    (AL, "compareAndSet", "(JJ)Z", |env, a| {
        let vm = env.vm();
        let (o, e, u) = (arg(a, 0), arg_wide(a, 1), arg_wide(a, 3));
        let off = vm.atomic_off(A_LONG)?;
        if vm.ld_kind(o, off, Kind::Long) != e {
            return Ok(0);
        }
        vm.st_kind(o, off, Kind::Long, u);
        Ok(1)
    }),
    (AL, "getAndSet", "(J)J", |env, a| {
        let vm = env.vm();
        let v = arg_wide(a, 1);
        vm.atomic_rmw64(arg(a, 0), |_| v)
    }),
    (AL, "getAndIncrement", "()J", |env, a| {
        let vm = env.vm();
        add64(vm, a, 1, false)
    }),
    (AL, "getAndDecrement", "()J", |env, a| {
        let vm = env.vm();
        add64(vm, a, u64::MAX, false)
    }),
    (AL, "incrementAndGet", "()J", |env, a| {
        let vm = env.vm();
        add64(vm, a, 1, true)
    }),
    (AL, "decrementAndGet", "()J", |env, a| {
        let vm = env.vm();
        add64(vm, a, u64::MAX, true)
    }),
    (AL, "getAndAdd", "(J)J", |env, a| {
        let vm = env.vm();
        add64(vm, a, arg_wide(a, 1), false)
    }),
    (AL, "addAndGet", "(J)J", |env, a| {
        let vm = env.vm();
        add64(vm, a, arg_wide(a, 1), true)
    }),
    // AtomicBoolean (an int field, as in the JDK)
    (AB, "compareAndSet", "(ZZ)Z", |env, a| {
        let vm = env.vm();
        vm.atomic_cas32(A_BOOL, arg(a, 0), arg(a, 1) & 1, arg(a, 2) & 1)
    }),
    (AB, "getAndSet", "(Z)Z", |env, a| {
        let vm = env.vm();
        vm.atomic_rmw32(A_BOOL, arg(a, 0), |_| arg(a, 1) & 1)
            .map(u64::from)
    }),
    // AtomicReference (identity comparison; the store has the GC's write barrier)
    (
        AR,
        "compareAndSet",
        "(Ljava/lang/Object;Ljava/lang/Object;)Z",
        |env, a| {
            let vm = env.vm();
            vm.atomic_cas32(A_REF, arg(a, 0), arg(a, 1), arg(a, 2))
        },
    ),
    (
        AR,
        "getAndSet",
        "(Ljava/lang/Object;)Ljava/lang/Object;",
        |env, a| {
            let vm = env.vm();
            let (o, v) = (arg(a, 0), arg(a, 1));
            let off = vm.atomic_off(A_REF)?;
            let old = vm.ld32(o, off);
            vm.st_ref(o, off, v);
            Ok(u64::from(old))
        },
    ),
    // ReentrantLock
    (LOCK_CLASS, "lock", "()V", |env, a| {
        let vm = env.vm();
        vm.lock_acquire(arg(a, 0), Some(LOCK), 0).map(|_| 0)
    }),
    (LOCK_CLASS, "lockInterruptibly", "()V", |env, a| {
        let vm = env.vm();
        vm.lock_acquire(arg(a, 0), Some(LOCK_INTERRUPTIBLY), 0)
            .map(|_| 0)
    }),
    (LOCK_CLASS, "tryLock", "()Z", |env, a| {
        let vm = env.vm();
        vm.lock_acquire(arg(a, 0), None, 0).map(u64::from)
    }),
    (LOCK_CLASS, "tryLockNanos", "(J)Z", |env, a| {
        let vm = env.vm();
        vm.lock_acquire(arg(a, 0), Some(LOCK_TIMED), arg_wide(a, 1) as i64)
            .map(u64::from)
    }),
    (LOCK_CLASS, "unlock", "()V", |env, a| {
        let vm = env.vm();
        vm.lock_release(arg(a, 0)).map(|_| 0)
    }),
    (LOCK_CLASS, "isHeldByCurrentThread", "()Z", |env, a| {
        let vm = env.vm();
        let f = vm.lock_fields()?;
        let me = vm.current_thread_obj()?;
        let o = arg(a, 0);
        Ok(u64::from(
            vm.ld32(o, f.owner) == me && vm.ld32(o, f.holds) != 0,
        ))
    }),
    (LOCK_CLASS, "getHoldCount", "()I", |env, a| {
        let vm = env.vm();
        let f = vm.lock_fields()?;
        let me = vm.current_thread_obj()?;
        let o = arg(a, 0);
        Ok(if vm.ld32(o, f.owner) == me {
            u64::from(vm.ld32(o, f.holds))
        } else {
            0
        })
    }),
    // Condition
    (COND_CLASS, "park", "(JI)J", |env, a| {
        let vm = env.vm();
        let mode = arg(a, 3);
        if mode > u32::from(AWAIT_TIMED) {
            return Err(vm.throw_msg("Ljava/lang/IllegalArgumentException;", "await mode"));
        }
        vm.cond_await(arg(a, 0), mode as u8, arg_wide(a, 1) as i64)
    }),
    (COND_CLASS, "signal", "()V", |env, a| {
        let vm = env.vm();
        vm.cond_signal(arg(a, 0), false).map(|_| 0)
    }),
    (COND_CLASS, "signalAll", "()V", |env, a| {
        let vm = env.vm();
        vm.cond_signal(arg(a, 0), true).map(|_| 0)
    }),
];
