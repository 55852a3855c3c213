//! The GC daemon (Dalvik 4.4 HeapSource.cpp gcDaemonThread; seed 004 sections 2.1 and
//! 3.3): a daemon VM thread named "GC" (dalvik.system.GcDaemon, started on first need)
//! that runs GC_CONCURRENT cycles when allocation passes concurrentStartBytes, GC_EXPLICIT
//! cycles for `System.gc()` callers (who block until one that began after their call
//! ends), and, after 5 s without a request, a spontaneous cycle followed by a trim.
//! Each call of its native `step()` does one bounded piece of work, so mutators run
//! between steps as they would beside a daemon thread on one CPU.

use dexmetal_sched::WaitQueueId;

use super::collect::{GcKind, GcVariant, PauseKind};
use crate::oo::Kind;
use crate::vm::{Throw, Vm};

/// How long the daemon sleeps between looks at a collector core's job when no
/// safepoint poll wakes it sooner (every program thread idle): 1 ms.
const REMOTE_LOOK_NS: u64 = 1_000_000;

/// The daemon's state.
#[derive(Default)]
pub(crate) struct Daemon {
    /// VM tid of the daemon thread (0: not started).
    pub tid: u32,
    /// Where the daemon waits for work.
    pub queue: Option<WaitQueueId>,
    /// Where `System.gc()` callers wait for a cycle to end.
    pub done_queue: Option<WaitQueueId>,
    /// Where the daemon waits for the collector core's job (a timed wait on a queue of
    /// its own: idle on the service queue it would count as blocked for good).
    pub core_queue: Option<WaitQueueId>,
    /// The cycle asked for.
    pub req: Option<GcKind>,
    /// Start the thread at the next GC point that can allocate.
    pub start_pending: bool,
    /// Starting it failed (no memory for its thread): collect in the foreground.
    pub failed: bool,
    /// The running mutator should yield to the daemon at its next safepoint.
    pub nudge: bool,
    /// When the idle trim is due (a cycle ended and nothing was asked since).
    pub trim_at: Option<u64>,
}

impl Vm {
    /// The daemon runs (or is about to run) cycles.
    fn daemon_usable(&self) -> bool {
        self.config.gc.has_daemon() && !self.heap.daemon.failed
    }

    /// Asks the daemon for a cycle of `kind` (GC_EXPLICIT is not downgraded by a later
    /// GC_CONCURRENT request). The caller must not block after this in the same
    /// operation (the running thread may have been switched in the scheduler already).
    pub(crate) fn signal_daemon(&mut self, kind: GcKind) {
        self.post_daemon(kind);
        self.nudge_daemon();
    }

    /// Like a woken sleeper under a fair scheduler, the daemon gets the CPU soon: the
    /// mutator yields at its next safepoint poll (not here: this may be the middle of an
    /// instruction, where the scheduler must not switch threads).
    pub(crate) fn nudge_daemon(&mut self) {
        self.heap.daemon.nudge = true;
        self.threads.countdown = 1;
    }

    /// Posts a request to the daemon and wakes it, without giving up the CPU.
    fn post_daemon(&mut self, kind: GcKind) {
        if !self.daemon_usable() {
            return;
        }
        let d = &mut self.heap.daemon;
        if d.req != Some(GcKind::Explicit) {
            d.req = Some(kind);
        }
        d.trim_at = None;
        if d.tid == 0 {
            d.start_pending = true;
        } else {
            self.wake_daemon();
        }
    }

    /// Gives the CPU to the daemon ahead of the other ready mutators (at a safepoint).
    pub(crate) fn yield_to_daemon(&mut self) {
        let Some(t) = self.threads.thread(self.heap.daemon.tid) else {
            return;
        };
        let s = t.sched;
        if self.can_switch() && self.cur != self.heap.daemon.tid {
            let now = self.now();
            if let Ok(d) = self.threads.sched.yield_to(s, now) {
                self.request(d);
            }
        }
    }

    /// The collector core finished a phase: the daemon, waiting for it, takes it from
    /// here (the safepoint poll and the idle loop call this when they see the end).
    pub(crate) fn hand_phase_to_daemon(&mut self) {
        self.heap.remote_signal = None;
        self.wake_gc_daemon();
    }

    /// Wakes the daemon waiting for a collector core's job, which has ended.
    fn wake_gc_daemon(&mut self) {
        if let Some(q) = self.heap.daemon.core_queue {
            let now = self.now();
            let _ = self.threads.sched.wake_all(q, now);
        }
    }

    fn wake_daemon(&mut self) {
        if let Some(q) = self.heap.daemon.queue {
            let now = self.now();
            let _ = self.threads.sched.wake_all(q, now);
        }
    }

    /// Starts the daemon thread: a GcDaemon object made without running Java code
    /// (like main's Thread object), then `Thread.start`. A failure (the thread table or
    /// memory is full) leaves the mutators collecting in the foreground.
    pub(crate) fn start_gc_daemon(&mut self) {
        self.heap.daemon.start_pending = false;
        let saved = core::mem::replace(&mut self.gc_point, false);
        let r = self.spawn_gc_daemon();
        self.gc_point = saved;
        match r {
            Ok(tid) => self.heap.daemon.tid = tid,
            Err(_) => {
                // The exception of a failed start is the VM's problem, not the app's.
                self.pending = 0;
                self.heap.daemon.failed = true;
                self.heap.daemon.req = None;
            }
        }
    }

    fn spawn_gc_daemon(&mut self) -> Result<u32, Throw> {
        let q = self.threads.sched.new_wait_queue();
        let dq = self.threads.sched.new_wait_queue();
        let (Ok(q), Ok(dq)) = (q, dq) else {
            return Err(Throw);
        };
        self.threads.sched.set_service_queue(Some(q));
        self.heap.daemon.queue = Some(q);
        self.heap.daemon.done_queue = Some(dq);
        self.spawn_vm_daemon("Ldalvik/system/GcDaemon;", "GC")
    }

    /// Makes a daemon thread object of class `desc` named `name` without running Java
    /// code (like main's Thread object) and starts it; its VM tid.
    pub(crate) fn spawn_vm_daemon(&mut self, desc: &str, name: &str) -> Result<u32, Throw> {
        self.current_thread_obj()?;
        let c = self.find_class(desc)?;
        let o = self.new_object_raw(c)?;
        // The object must survive until the thread is started (a root from then on).
        self.globals.push(o);
        let r = self.init_daemon_object(o, name);
        self.globals.retain(|&g| g != o);
        r?;
        Ok(self.tid_of_obj(o))
    }

    fn init_daemon_object(&mut self, o: u32, name: &str) -> Result<(), Throw> {
        let name = self.new_string_str(name)?;
        let t = "Ljava/lang/Thread;";
        let name_off = self.field_off(t, "name")?;
        self.st_ref(o, name_off, name);
        let prio = self.field_off(t, "priority")?;
        self.st32(o, prio, 5);
        let daemon = self.field_off(t, "daemon")?;
        self.st_kind(o, daemon, Kind::Boolean, 1);
        let id = self.next_thread_id();
        let id_off = self.field_off(t, "tid")?;
        self.st_kind(o, id_off, Kind::Long, id as u64);
        self.start_thread(o)
    }

    /// `GcDaemon.step()`: one piece of the daemon's work, or block until there is some.
    pub(crate) fn gc_daemon_step(&mut self) -> Result<(), Throw> {
        if self.heap.cycle.is_some() {
            if self.daemon_ahead() {
                self.yield_thread();
                return Ok(());
            }
            self.gc_step();
            if self.remote_running() && !self.remote_done() {
                // The collector core has the phase: sleep until the safepoint poll sees
                // its end (and wakes us), or the next look.
                let q = match self.heap.daemon.core_queue {
                    Some(q) => q,
                    None => match self.threads.sched.new_wait_queue() {
                        Ok(q) => {
                            self.heap.daemon.core_queue = Some(q);
                            q
                        }
                        Err(_) => {
                            self.yield_thread();
                            return Ok(());
                        }
                    },
                };
                self.check_can_block("GcDaemon.step")?;
                let now = self.now();
                let look = now.saturating_add(REMOTE_LOOK_NS);
                match self.threads.sched.block_on(q, Some(look), now) {
                    Ok(d) => self.request(d),
                    Err(e) => return Err(self.sched_error(e)),
                }
                return Ok(());
            }
            // One step, then the mutators' turn: they yield back after allocating
            // `pace_bytes` (or at the end of their slice), so the cycle advances in
            // proportion to allocation.
            self.yield_thread();
            return Ok(());
        }
        let now = self.now();
        let trim_due = self.heap.daemon.trim_at.is_some_and(|t| now >= t);
        let req = self.heap.daemon.req.take();
        if req.is_some() || trim_due {
            // No request but the idle timeout: a spontaneous cycle, then the trim.
            let trim = req.is_none();
            if trim {
                self.heap.daemon.trim_at = None;
            }
            let kind = req.unwrap_or(GcKind::Concurrent);
            let concurrent = self.config.gc.concurrent();
            self.begin_cycle(kind, concurrent, trim, PauseKind::Root);
        } else {
            let Some(q) = self.heap.daemon.queue else {
                return Ok(());
            };
            self.check_can_block("GcDaemon.step")?;
            let deadline = self.heap.daemon.trim_at;
            match self.threads.sched.block_on(q, deadline, now) {
                Ok(d) => self.request(d),
                Err(e) => return Err(self.sched_error(e)),
            }
        }
        // The root pause took time: the next poll looks at the clock.
        self.threads.countdown = 1;
        Ok(())
    }

    /// `System.gc()`: GC_EXPLICIT. With a daemon the caller blocks until a cycle that
    /// began after this call has ended (the daemon does the work; under `bg` too, so
    /// that the call keeps its usual meaning); otherwise, or where the caller cannot
    /// block, it runs in the foreground at the native's return.
    pub(crate) fn system_gc(&mut self) -> Result<(), Throw> {
        if !self.daemon_usable() || !self.can_switch() {
            self.heap.requested = Some(GcKind::Explicit);
            return Ok(());
        }
        self.post_daemon(GcKind::Explicit);
        if self.heap.daemon.start_pending {
            self.start_gc_daemon();
            if self.heap.daemon.failed {
                self.heap.requested = Some(GcKind::Explicit);
                return Ok(());
            }
        }
        let Some(dq) = self.heap.daemon.done_queue else {
            return Ok(());
        };
        let now = self.now();
        match self.threads.sched.block_on(dq, None, now) {
            Ok(d) => {
                self.heap.done_waiters += 1;
                self.request(d);
                Ok(())
            }
            Err(e) => Err(self.sched_error(e)),
        }
    }

    /// A cycle ended: wake the `covers` oldest `System.gc()` callers, and let the
    /// daemon wait again with the trim deadline.
    pub(crate) fn cycle_ended(&mut self, covers: u32, trimmed: bool) {
        let now = self.now();
        if let Some(dq) = self.heap.daemon.done_queue {
            for _ in 0..covers.min(self.heap.done_waiters) {
                if let Ok(Some(_)) = self.threads.sched.wake_one(dq, now) {
                    self.heap.done_waiters -= 1;
                }
            }
        }
        if self.heap.daemon.tid != 0 {
            self.heap.daemon.trim_at = if trimmed {
                None
            } else {
                Some(now.saturating_add(self.config.gc_trim_ns))
            };
            if self.heap.daemon.req.is_none() {
                self.wake_daemon();
            }
        }
    }

    /// VM tid of the GC daemon (0 when it has not started).
    pub fn gc_daemon_tid(&self) -> u32 {
        self.heap.daemon.tid
    }

    /// The collector variant in use.
    pub fn gc_variant(&self) -> GcVariant {
        self.config.gc
    }
}
