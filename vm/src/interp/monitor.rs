//! Monitors (monitor-enter/exit, synchronized methods, Object.wait/notify) on the lock
//! word of the object header, Dalvik's thin/fat scheme (vm/Sync.cpp; JLS 17.1, 17.2):
//! bit 0 shape, bits 1-2 hash state; thin: bits 3-18 owner thread id, bits 19-31
//! recursion count; fat: bits 3-31 index of a [`FatMonitor`] (a dexmetal-sched mutex
//! and condvar). Uncontended locking only writes the lock word; contention, `wait` and
//! recursion overflow inflate. Green threads make lock-word updates atomic: no thread
//! switch happens inside a monitor operation.

use dexmetal_sched::Hook;

use crate::oo::MethodIdx;
pub use crate::thread::immunity::Site;
use crate::thread::{FatMonitor, Held, Resume, Waiting};
use crate::vm::{Throw, Vm};

const SHAPE_FAT: u32 = 1;
const HASH_BITS: u32 = 0x6;
const OWNER_SHIFT: u32 = 3;
const OWNER_MASK: u32 = 0xffff << OWNER_SHIFT;
const COUNT_SHIFT: u32 = 19;
const COUNT_MAX: u32 = (1 << 13) - 1;
const INDEX_SHIFT: u32 = 3;
const LOCK_WORD: u32 = 4;

/// Result of a monitor-enter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Enter {
    /// Owned now.
    Entered,
    /// Another thread owns it: this thread was blocked and owns it when it next runs
    /// (the instruction is complete; leave the interpreter loop).
    Blocked,
    /// A perturbation yield or a Dimmunix avoidance yield came first: re-execute the
    /// instruction when resumed.
    Retry,
}

impl Vm {
    /// monitor-enter on non-null `obj` at (method, pc) (`site`: in the running frame, or
    /// a synchronized method's entry). The inlined fast path takes a free thin lock when
    /// no hooks, perturbation or Dimmunix observe monitor operations.
    #[inline(always)]
    pub fn monitor_enter(
        &mut self,
        obj: u32,
        method: MethodIdx,
        pc: u32,
        site: Site,
    ) -> Result<Enter, Throw> {
        if self.threads.plain_monitors || (self.threads.dimmunix_filter && self.unwatched(method)) {
            let lw = self.ld32(obj, LOCK_WORD);
            if lw & (SHAPE_FAT | OWNER_MASK) == 0 {
                self.st32(obj, LOCK_WORD, lw | (self.cur << OWNER_SHIFT));
                self.held.push(Held { obj, method, pc });
                return Ok(Enter::Entered);
            }
        }
        self.monitor_enter_slow(obj, method, pc, site)
    }

    #[inline(never)]
    fn monitor_enter_slow(
        &mut self,
        obj: u32,
        method: MethodIdx,
        pc: u32,
        site: Site,
    ) -> Result<Enter, Throw> {
        if self.perturb(Hook::MonitorEnter) {
            return Ok(Enter::Retry);
        }
        let me = self.cur;
        let lw = self.ld32(obj, LOCK_WORD);
        if lw & SHAPE_FAT == 0 {
            let owner = (lw & OWNER_MASK) >> OWNER_SHIFT;
            if owner == 0 {
                if self.immunity_request(obj, method, pc, site) {
                    return Ok(Enter::Retry);
                }
                if let Some(h) = self.threads.hooks.as_mut() {
                    h.before_acquire(me, obj, method, pc, false);
                }
                self.st32(obj, LOCK_WORD, (lw & HASH_BITS) | (me << OWNER_SHIFT));
                self.acquired(Held { obj, method, pc });
                return Ok(Enter::Entered);
            }
            if owner == me && lw >> COUNT_SHIFT < COUNT_MAX {
                self.st32(obj, LOCK_WORD, lw + (1 << COUNT_SHIFT));
                return Ok(Enter::Entered);
            }
            // Contended, or recursion beyond the thin count: inflate for the owner.
            self.inflate(obj)?;
        }
        self.fat_enter(obj, Held { obj, method, pc }, site)
    }

    fn acquired(&mut self, h: Held) {
        self.held.push(h);
        let me = self.cur;
        if let Some(hk) = self.threads.hooks.as_mut() {
            hk.after_acquire(me, h.obj, h.method, h.pc);
        }
    }

    fn fat_enter(&mut self, obj: u32, h: Held, site: Site) -> Result<Enter, Throw> {
        let m = self.fat_monitor(obj)?;
        let me = self.cur_sched();
        match self.threads.sched.mutex_owner(m.mutex) {
            Some((o, _)) if o != me => {
                self.check_can_block("monitor-enter")?;
                if self.immunity_request(obj, h.method, h.pc, site) {
                    return Ok(Enter::Retry);
                }
                let tid = self.cur;
                if let Some(hk) = self.threads.hooks.as_mut() {
                    hk.before_acquire(tid, obj, h.method, h.pc, true);
                }
                let now = self.now();
                match self.threads.sched.lock(m.mutex, now) {
                    Ok(d) => {
                        self.set_waiting(Waiting::Monitor(h), Resume::Acquired(h));
                        self.request(d);
                        self.immunity_blocking();
                        Ok(Enter::Blocked)
                    }
                    Err(e) => Err(self.sched_error(e)),
                }
            }
            owner => {
                if owner.is_none() {
                    if self.immunity_request(obj, h.method, h.pc, site) {
                        return Ok(Enter::Retry);
                    }
                    let tid = self.cur;
                    if let Some(hk) = self.threads.hooks.as_mut() {
                        hk.before_acquire(tid, obj, h.method, h.pc, false);
                    }
                }
                match self.threads.sched.try_lock(m.mutex) {
                    Ok(true) => {
                        if owner.is_none() {
                            self.acquired(h);
                        }
                        Ok(Enter::Entered)
                    }
                    Ok(false) => Err(self.throw_msg(
                        "Ljava/lang/InternalError;",
                        "monitor owner changed during monitor-enter",
                    )),
                    Err(e) => Err(self.sched_error(e)),
                }
            }
        }
    }

    /// Turns `obj`'s thin lock into a fat monitor owned by the thin owner (if any) with
    /// the same recursion depth.
    fn inflate(&mut self, obj: u32) -> Result<(), Throw> {
        let lw = self.ld32(obj, LOCK_WORD);
        if lw & SHAPE_FAT != 0 {
            return Ok(());
        }
        let owner = (lw & OWNER_MASK) >> OWNER_SHIFT;
        let count = (lw >> COUNT_SHIFT) + 1;
        if let Some(idx) = self.reuse_monitor(obj, owner, count) {
            self.st32(
                obj,
                LOCK_WORD,
                (lw & HASH_BITS) | idx << INDEX_SHIFT | SHAPE_FAT,
            );
            return Ok(());
        }
        let mutex = if owner == 0 {
            self.threads.sched.new_mutex()
        } else {
            match self.threads.thread(owner) {
                Some(t) => {
                    let s = t.sched;
                    self.threads.sched.new_mutex_owned(s, count)
                }
                None => {
                    return Err(self.throw_msg(
                        "Ljava/lang/InternalError;",
                        "monitor owned by a thread that no longer exists",
                    ))
                }
            }
        };
        let cv = self.threads.sched.new_condvar();
        let idx = self.threads.monitors.len() as u32;
        let (mutex, cv) = match (mutex, cv) {
            (Ok(m), Ok(c)) if idx < 1 << (32 - INDEX_SHIFT) => (m, c),
            _ => {
                return Err(
                    self.throw_msg("Ljava/lang/OutOfMemoryError;", "too many inflated monitors")
                )
            }
        };
        self.threads.monitors.push(FatMonitor { obj, mutex, cv });
        self.st32(
            obj,
            LOCK_WORD,
            (lw & HASH_BITS) | idx << INDEX_SHIFT | SHAPE_FAT,
        );
        Ok(())
    }

    /// A retired fat monitor (its object died) taken for `obj`, owned by thin owner
    /// `owner` (0: none) `count` times; None when there is none or it is still busy.
    fn reuse_monitor(&mut self, obj: u32, owner: u32, count: u32) -> Option<u32> {
        let idx = *self.threads.free_monitors.last()?;
        let fm = *self.threads.monitors.get(idx as usize)?;
        let own = match owner {
            0 => None,
            t => Some((self.threads.thread(t)?.sched, count)),
        };
        self.threads.sched.reuse_mutex(fm.mutex, own).ok()?;
        self.threads.free_monitors.pop();
        self.threads.monitors[idx as usize].obj = obj;
        Some(idx)
    }

    fn fat_monitor(&mut self, obj: u32) -> Result<FatMonitor, Throw> {
        let lw = self.ld32(obj, LOCK_WORD);
        match self.threads.monitors.get((lw >> INDEX_SHIFT) as usize) {
            Some(m) if lw & SHAPE_FAT != 0 && m.obj == obj => Ok(*m),
            _ => Err(self.throw_msg("Ljava/lang/InternalError;", "corrupt lock word")),
        }
    }

    /// VM thread id owning `obj`'s monitor (0: none).
    pub(crate) fn monitor_owner_tid(&self, obj: u32) -> u32 {
        let lw = self.ld32(obj, LOCK_WORD);
        if lw & SHAPE_FAT == 0 {
            return (lw & OWNER_MASK) >> OWNER_SHIFT;
        }
        let Some(m) = self.threads.monitors.get((lw >> INDEX_SHIFT) as usize) else {
            return 0;
        };
        self.threads
            .sched
            .mutex_owner(m.mutex)
            .map_or(0, |(s, _)| self.threads.tid_of(s))
    }

    /// monitor-exit on non-null `obj`; IllegalMonitorStateException when not owned.
    /// The inlined fast path releases the newest thin lock at recursion depth 0.
    #[inline(always)]
    pub fn monitor_exit(&mut self, obj: u32) -> Result<(), Throw> {
        let fast = self.threads.plain_monitors
            || (self.threads.dimmunix_filter
                && match self.held.last() {
                    Some(h) if h.obj == obj => {
                        let m = h.method;
                        self.unwatched(m)
                    }
                    _ => false,
                });
        if fast {
            let lw = self.ld32(obj, LOCK_WORD);
            if lw & !HASH_BITS == self.cur << OWNER_SHIFT
                && self.held.last().is_some_and(|h| h.obj == obj)
            {
                self.st32(obj, LOCK_WORD, lw & HASH_BITS);
                self.held.pop();
                return Ok(());
            }
        }
        self.monitor_exit_slow(obj)
    }

    #[inline(never)]
    fn monitor_exit_slow(&mut self, obj: u32) -> Result<(), Throw> {
        let lw = self.ld32(obj, LOCK_WORD);
        if lw & SHAPE_FAT == 0 {
            if (lw & OWNER_MASK) >> OWNER_SHIFT != self.cur {
                return Err(self.throw_msg_null("Ljava/lang/IllegalMonitorStateException;"));
            }
            if lw >> COUNT_SHIFT == 0 {
                self.releasing(obj);
                self.st32(obj, LOCK_WORD, lw & HASH_BITS);
            } else {
                self.st32(obj, LOCK_WORD, lw - (1 << COUNT_SHIFT));
            }
        } else {
            let m = self.fat_monitor(obj)?;
            match self.threads.sched.mutex_owner(m.mutex) {
                Some((o, n)) if o == self.cur_sched() => {
                    if n == 1 {
                        self.releasing(obj);
                    }
                    let now = self.now();
                    if let Err(e) = self.threads.sched.unlock(m.mutex, now) {
                        return Err(self.sched_error(e));
                    }
                    // The hand-off may have made a heavier thread ready.
                    self.maybe_preempt();
                }
                _ => return Err(self.throw_msg_null("Ljava/lang/IllegalMonitorStateException;")),
            }
        }
        self.perturb(Hook::MonitorExit);
        Ok(())
    }

    /// The last level of `obj` is being released: hook, and drop it from the held list.
    fn releasing(&mut self, obj: u32) -> Option<Held> {
        let me = self.cur;
        if let Some(hk) = self.threads.hooks.as_mut() {
            hk.before_release(me, obj);
        }
        self.immunity_release(me, obj);
        // Structured locking releases the newest monitor first.
        if self.held.last().is_some_and(|h| h.obj == obj) {
            return self.held.pop();
        }
        let i = self.held.iter().rposition(|h| h.obj == obj)?;
        Some(self.held.remove(i))
    }

    /// Releases a synchronized method's monitor as its frame goes away. Not owning it
    /// any more (unbalanced monitor-exit in the body) is not an error here.
    pub(crate) fn release_frame_lock(&mut self, obj: u32) {
        if self.monitor_owned(obj) {
            let saved = self.pending;
            let _ = self.monitor_exit(obj);
            self.pending = saved;
        }
    }

    /// Releases every level of `obj` (a thread ending while it holds the monitor).
    pub(crate) fn force_release(&mut self, obj: u32) {
        while self.monitor_owned(obj) {
            if self.monitor_exit(obj).is_err() {
                break;
            }
        }
    }

    /// Does the running thread own `obj`'s monitor?
    pub fn monitor_owned(&self, obj: u32) -> bool {
        let lw = self.ld32(obj, LOCK_WORD);
        if lw & SHAPE_FAT == 0 {
            return (lw & OWNER_MASK) >> OWNER_SHIFT == self.cur;
        }
        let me = self.cur_sched();
        self.threads
            .monitors
            .get((lw >> INDEX_SHIFT) as usize)
            .and_then(|m| self.threads.sched.mutex_owner(m.mutex))
            .is_some_and(|(o, _)| o == me)
    }

    /// Object.wait(millis): releases the monitor entirely and waits for notify,
    /// interrupt or the timeout (0: none), then re-acquires it at the same depth.
    pub fn monitor_wait(&mut self, obj: u32, millis: i64) -> Result<(), Throw> {
        if !self.monitor_owned(obj) {
            return Err(self.throw_msg(
                "Ljava/lang/IllegalMonitorStateException;",
                "current thread is not owner",
            ));
        }
        if millis < 0 {
            return Err(self.throw_msg(
                "Ljava/lang/IllegalArgumentException;",
                "timeout value is negative",
            ));
        }
        if self.take_interrupt(true) {
            return Err(self.throw_msg_null("Ljava/lang/InterruptedException;"));
        }
        self.check_can_block("Object.wait")?;
        self.inflate(obj)?;
        let m = self.fat_monitor(obj)?;
        let held = self.releasing(obj);
        let now = self.now();
        let deadline = (millis > 0).then(|| now.saturating_add((millis as u64) * 1_000_000));
        // The caller's frame is at the invoke of wait().
        let (method, at) = self.frames.last().map_or((0, 0), |f| (f.method, f.pc));
        match self.threads.sched.wait(m.cv, m.mutex, deadline, now) {
            Ok(d) => {
                let w = Held {
                    obj,
                    method,
                    pc: at,
                };
                self.set_waiting(Waiting::Wait(w), Resume::Wait { held, obj, at });
                self.request(d);
                Ok(())
            }
            Err(e) => Err(self.sched_error(e)),
        }
    }

    /// A thread that ended outside `Thread.vmRun` (main, whose launcher detaches it when
    /// `main` returns) wakes whoever waits on its Thread object, as HotSpot's
    /// `ensure_join` and ART's `Thread::Destroy` do, so that `join()` returns. It owns
    /// no monitor by then, so this is notifyAll without the owner check; the woken
    /// threads re-acquire the monitor as usual.
    pub(crate) fn wake_joiners(&mut self, thread_obj: u32) {
        if self.ld32(thread_obj, LOCK_WORD) & SHAPE_FAT == 0 {
            // A thin monitor has no waiters: wait() inflates.
            return;
        }
        let Ok(m) = self.fat_monitor(thread_obj) else {
            return;
        };
        let now = self.now();
        while let Ok(Some(t)) = self.threads.sched.notify(m.cv, now) {
            self.immunity_notified(t);
        }
    }

    /// Object.notify (`all` false) / notifyAll: legal only for the owner.
    pub fn monitor_notify(&mut self, obj: u32, all: bool) -> Result<(), Throw> {
        if !self.monitor_owned(obj) {
            return Err(self.throw_msg(
                "Ljava/lang/IllegalMonitorStateException;",
                "current thread is not owner",
            ));
        }
        let lw = self.ld32(obj, LOCK_WORD);
        if lw & SHAPE_FAT != 0 {
            // A thin monitor has no waiters: wait() inflates.
            let m = self.fat_monitor(obj)?;
            let now = self.now();
            // One at a time, so each notified thread's re-acquisition is requested.
            loop {
                match self.threads.sched.notify(m.cv, now) {
                    Ok(Some(t)) => self.immunity_notified(t),
                    Ok(None) => break,
                    Err(e) => return Err(self.sched_error(e)),
                }
                if !all {
                    break;
                }
            }
        }
        self.perturb(Hook::Notify);
        Ok(())
    }
}
