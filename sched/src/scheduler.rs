//! The scheduler state machine: run queue (ordered by virtual runtime, see below),
//! timer queue (binary min-heap with lazy deletion), wait queues, and the mutex/condvar
//! that VM monitors are built on (condvar wait releases all recursion levels and
//! re-acquires them, JLS §17.2.1). The last
//! unlock either frees the mutex and wakes the longest waiter to compete for it when
//! dispatched (the default, as pthread mutexes / Linux futexes / Dalvik fat locks do:
//! a thread that unlocks and re-locks keeps running instead of forming a lock convoy
//! with one context switch per lock), or, with [`Config::handoff`], gives ownership to
//! that waiter at once (strict FIFO fairness, at the cost of those convoys). Either
//! way a blocked locker owns the mutex when it next runs. No priority inheritance.
//!
//! The run queue shares the CPU by weight as Linux's CFS (kernel/sched/fair.c, pre-EEVDF)
//! does for Dalvik's threads: each tick charges the running thread `VTICK * 1024 /
//! weight` of virtual runtime, the ready thread with the least runs next, a slice is the
//! thread's weighted part of a period of `slice_ticks` per runnable thread, and a thread
//! that wakes is placed no further than half a slice behind the queue's minimum (it
//! neither hogs the CPU on its saved credit nor waits behind threads that kept running).
//! Run time is charged per tick, not from `now`: the tick is the one clock the
//! deterministic mode has (a count of safepoint polls; `now` may be a wall clock even
//! there), so a schedule depends only on the sequence of calls, and charging a whole
//! tick to the thread it lands in samples CPU use without bias. A heavier thread that becomes ready no
//! later in virtual time than the running one preempts it at once (CFS's wakeup
//! preemption); an equal or lighter one waits for the slice end, which spares the
//! competitive mutex policy the lock convoys every wakeup switch would cost.

use alloc::collections::{BinaryHeap, VecDeque};
use alloc::vec::Vec;
use core::cmp::Reverse;

use crate::rng::XorShift32;
use crate::thread::{Priority, State, Thread, ThreadId, ThreadStats, WakeReason};

/// A generic wait queue (join, park, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WaitQueueId(pub u32);
/// A scheduler-level mutex (recursive, owned).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MutexId(pub u32);
/// A scheduler-level condition variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CondvarId(pub u32);

/// What a blocked thread waits on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blocker {
    Queue(WaitQueueId),
    /// Waiting to acquire (or re-acquire after a condvar wait) a mutex.
    Mutex(MutexId),
    Condvar(CondvarId),
}

/// What the arch layer must do after a scheduler call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// Keep running the current thread (or keep idling if there is none).
    Continue,
    /// Save `from`'s context (if `Some` and not Dead) and resume `to`.
    Switch {
        from: Option<ThreadId>,
        to: ThreadId,
    },
    /// Nothing is runnable: save `from` (if `Some` and not Dead) and run the idle loop
    /// (WFI) until an interrupt; then call [`Scheduler::tick`] or
    /// [`Scheduler::reschedule`].
    Idle { from: Option<ThreadId> },
}

/// Points where schedule perturbation may inject a yield.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hook {
    MonitorEnter,
    MonitorExit,
    Wait,
    Notify,
    Other(u32),
}

/// Errors; the VM maps `NotOwner` to `IllegalMonitorStateException`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SchedError {
    /// The operation needs a running thread but the scheduler is idle.
    NoCurrentThread,
    UnknownThread(ThreadId),
    UnknownQueue(WaitQueueId),
    UnknownMutex(MutexId),
    UnknownCondvar(CondvarId),
    /// Unlock or condvar wait by a thread that does not own the mutex.
    NotOwner(MutexId),
    /// Recursion count would overflow.
    RecursionOverflow(MutexId),
    /// The thread is Dead.
    ThreadDead(ThreadId),
    /// The current thread cannot exit while it owns a mutex.
    HoldsMutex(ThreadId),
    /// More than `u32::MAX` objects of one kind.
    TooMany,
    /// The mutex is owned or has waiters, so it cannot be reused.
    Busy(MutexId),
}

/// Virtual runtime a tick charges a nice-0 (`NORM_PRIORITY`) thread; a thread of weight
/// `w` is charged `VTICK * 1024 / w`.
pub(crate) const VTICK: u64 = 1 << 20;
/// CFS's `NICE_0_LOAD`: the weight of nice 0.
const NICE_0_WEIGHT: u64 = 1024;
/// What a tick charges a thread of priority 1..=10 (no division at run time).
const VDELTA: [u64; 10] = {
    let mut d = [0; 10];
    let mut p = 1;
    while p <= 10 {
        let w = match Priority::new(p) {
            Some(q) => q.weight() as u64,
            None => 1,
        };
        d[p as usize - 1] = VTICK * NICE_0_WEIGHT / w;
        p += 1;
    }
    d
};

/// Scheduler configuration.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// Time slice in timer ticks (calls to [`Scheduler::tick`]) of a thread among
    /// threads of its own weight; at least 1. With n runnable threads a period is
    /// `n * slice_ticks` and each gets its weighted part of it (at least one tick).
    pub slice_ticks: u32,
    /// Seed for schedule perturbation; `None` disables it.
    pub perturb_seed: Option<u32>,
    /// A perturbation hook yields with probability 1/`perturb_one_in`.
    pub perturb_one_in: u32,
    /// Strict FIFO hand-off: the last unlock makes the longest waiter the owner before
    /// it runs. `false` (default): the mutex becomes free and the woken waiter acquires
    /// it when dispatched, or waits again from its place at the front of the queue if
    /// another thread took it meanwhile; far fewer switches under contention (no lock
    /// convoys), weaker fairness (a waiter can lose to bargers several times).
    pub handoff: bool,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            slice_ticks: 10,
            perturb_seed: None,
            perturb_one_in: 4,
            handoff: false,
        }
    }
}

#[derive(Clone, Debug)]
struct MutexState {
    owner: Option<ThreadId>,
    count: u32,
    /// Arrival order. A waiter woken by a release (competitive policy) keeps its
    /// entry, marked, until its dispatch: it then either acquires (entry removed) or
    /// finds the mutex taken and waits again from the same place, ahead of every
    /// later arrival, so barging never costs a waiter its turn.
    waiters: VecDeque<Waiter>,
}

#[derive(Clone, Copy, Debug)]
struct Waiter {
    t: ThreadId,
    /// Ready, competing for the mutex at its dispatch, no longer Blocked.
    woken: bool,
}

impl Waiter {
    fn blocked(t: ThreadId) -> Self {
        Self { t, woken: false }
    }
}

/// The scheduler core. All times are `now` values of one monotonic counter.
pub struct Scheduler {
    config: Config,
    threads: Vec<Thread>,
    live: usize,
    current: Option<ThreadId>,
    /// Ready threads by (vruntime, seq, id): the first runs next.
    ready: RunQueue,
    /// Sum of the weights of the ready threads.
    ready_weight: u64,
    /// Never decreases: the least vruntime of the runnable threads as last seen. New
    /// threads start there and woken ones are placed relative to it.
    min_vruntime: u64,
    next_seq: u64,
    /// (deadline, thread, timer_seq); stale entries are skipped when they surface.
    timers: BinaryHeap<Reverse<(u64, u32, u32)>>,
    queues: Vec<VecDeque<ThreadId>>,
    mutexes: Vec<MutexState>,
    condvars: Vec<VecDeque<ThreadId>>,
    need_resched: bool,
    idle_since: Option<u64>,
    idle_time: u64,
    switches: u64,
    ticks: u64,
    rng: Option<XorShift32>,
    perturbations: u64,
    /// Threads blocked on this queue serve the others (a GC daemon): their timeouts do
    /// not keep a deadlocked program alive.
    service_queue: Option<WaitQueueId>,
}

fn next_id(len: usize) -> Result<u32, SchedError> {
    u32::try_from(len).map_err(|_| SchedError::TooMany)
}

impl Scheduler {
    pub fn new(config: Config) -> Self {
        let config = Config {
            slice_ticks: config.slice_ticks.max(1),
            ..config
        };
        Self {
            config,
            threads: Vec::new(),
            live: 0,
            current: None,
            ready: RunQueue::default(),
            ready_weight: 0,
            min_vruntime: 0,
            next_seq: 0,
            timers: BinaryHeap::new(),
            queues: Vec::new(),
            mutexes: Vec::new(),
            condvars: Vec::new(),
            need_resched: false,
            idle_since: None,
            idle_time: 0,
            switches: 0,
            ticks: 0,
            rng: config.perturb_seed.map(XorShift32::new),
            perturbations: 0,
            service_queue: None,
        }
    }

    /// Marks `q` as the queue where service threads wait for work (see
    /// [`Self::all_blocked`]).
    pub fn set_service_queue(&mut self, q: Option<WaitQueueId>) {
        self.service_queue = q;
    }

    // ---- queries -------------------------------------------------------------

    pub fn current(&self) -> Option<ThreadId> {
        self.current
    }

    pub fn state(&self, t: ThreadId) -> Option<State> {
        self.thread(t).map(|th| th.state)
    }

    pub fn priority(&self, t: ThreadId) -> Option<Priority> {
        self.thread(t).map(|th| th.priority)
    }

    /// Threads not yet Dead.
    pub fn live_threads(&self) -> usize {
        self.live
    }

    /// Thread ids ever spawned (including Dead ones).
    pub fn thread_count(&self) -> usize {
        self.threads.len()
    }

    /// Accounting for `t`, including the time spent in its current state up to `now`.
    pub fn stats(&self, t: ThreadId, now: u64) -> Option<ThreadStats> {
        let th = self.thread(t)?;
        let mut s = th.stats;
        let d = now.saturating_sub(th.state_since);
        match th.state {
            State::Running => s.cpu += d,
            State::Ready => s.ready += d,
            State::Sleeping { .. } => s.sleeping += d,
            State::Blocked { .. } => s.blocked += d,
            State::Dead => {}
        }
        Some(s)
    }

    /// Total idle time up to `now`.
    pub fn idle_time(&self, now: u64) -> u64 {
        self.idle_time + self.idle_since.map_or(0, |s| now.saturating_sub(s))
    }

    /// Context switches performed (idle → thread included).
    pub fn switches(&self) -> u64 {
        self.switches
    }

    pub fn ticks(&self) -> u64 {
        self.ticks
    }

    /// True when a thread that preempts the current one (heavier, and not later in
    /// virtual time) became ready, or one became ready while idle, since the last
    /// scheduling decision: the arch layer calls [`Self::reschedule`] on interrupt
    /// return when this is set.
    pub fn need_resched(&self) -> bool {
        self.need_resched
    }

    /// Entries in the timer heap, stale ones included (bounded by compaction).
    pub fn timer_entries(&self) -> usize {
        self.timers.len()
    }

    /// Yields injected by schedule perturbation.
    pub fn perturbations(&self) -> u64 {
        self.perturbations
    }

    /// Why `t` last woke (cleared by reading).
    pub fn take_wake_reason(&mut self, t: ThreadId) -> Option<WakeReason> {
        self.thread_mut(t).ok()?.wake_reason.take()
    }

    /// The owner of `m` and its recursion count. A woken waiter that has not been
    /// dispatched yet (competitive policy) does not own it.
    pub fn mutex_owner(&self, m: MutexId) -> Option<(ThreadId, u32)> {
        let ms = self.mutexes.get(m.0 as usize)?;
        ms.owner.map(|o| (o, ms.count))
    }

    /// Mutexes `t` owns, for the deadlock report (a scan over all mutexes).
    pub fn mutexes_held_by(&self, t: ThreadId) -> impl Iterator<Item = MutexId> + '_ {
        let held = self.thread(t).map_or(0, |th| th.held);
        self.mutexes
            .iter()
            .enumerate()
            .filter(move |(_, ms)| held > 0 && ms.owner == Some(t))
            .map(|(i, _)| MutexId(i as u32))
    }

    /// Threads Blocked on `m`, in wake order. A woken waiter that is Ready and will
    /// compete for `m` when dispatched is no longer listed.
    pub fn mutex_waiters(&self, m: MutexId) -> impl Iterator<Item = ThreadId> + '_ {
        self.mutexes
            .get(m.0 as usize)
            .into_iter()
            .flat_map(|ms| ms.waiters.iter().filter(|w| !w.woken).map(|w| w.t))
    }

    /// Earliest pending deadline (sleep end or wait timeout), for programming a
    /// one-shot timer. Drops stale heap entries on the way.
    pub fn next_deadline(&mut self) -> Option<u64> {
        while let Some(&Reverse((d, t, seq))) = self.timers.peek() {
            if self.timer_live(t, seq) {
                return Some(d);
            }
            self.timers.pop();
        }
        None
    }

    /// True iff at least one thread is live and every live thread is Blocked with no
    /// timeout pending: nothing can ever run again (the whole-VM deadlock condition).
    /// A service thread idle on the service queue counts as blocked even with a
    /// timeout, unless it is the only live thread: it would only wake to serve threads
    /// that can never run.
    pub fn all_blocked(&self) -> bool {
        let service = self.service_queue;
        let mut others = false;
        let all = self.threads.iter().all(|t| match t.state {
            State::Dead => true,
            State::Blocked {
                on: Blocker::Queue(q),
                ..
            } if Some(q) == service => true,
            State::Blocked { deadline: None, .. } => {
                others = true;
                true
            }
            _ => false,
        });
        self.live > 0 && all && (others || service.is_none())
    }

    /// The blocked threads and what each waits on, when [`Self::all_blocked`] holds.
    pub fn deadlock_report(&self) -> Option<Vec<(ThreadId, Blocker)>> {
        if !self.all_blocked() {
            return None;
        }
        Some(
            self.threads
                .iter()
                .enumerate()
                .filter_map(|(i, t)| match t.state {
                    State::Blocked { on, .. } => Some((ThreadId(i as u32), on)),
                    _ => None,
                })
                .collect(),
        )
    }

    // ---- threads -------------------------------------------------------------

    /// A mutex already owned by `owner` with `count` (>= 1) recursion levels. The VM's
    /// thin locks live outside the scheduler; when one is contended it is inflated
    /// into a mutex owned by the thin lock's holder (Dalvik Sync.cpp, inflateMonitor).
    pub fn new_mutex_owned(&mut self, owner: ThreadId, count: u32) -> Result<MutexId, SchedError> {
        let th = self.thread(owner).ok_or(SchedError::UnknownThread(owner))?;
        if th.state == State::Dead {
            return Err(SchedError::ThreadDead(owner));
        }
        let id = MutexId(next_id(self.mutexes.len())?);
        self.mutexes.push(MutexState {
            owner: Some(owner),
            count: count.max(1),
            waiters: VecDeque::new(),
        });
        self.threads[owner.0 as usize].held += 1;
        Ok(id)
    }

    /// Reuses a free mutex (unowned, no waiters) as if just created: unowned, or owned by
    /// `owner` with a recursion count (a VM recycles the fat monitors of dead objects).
    pub fn reuse_mutex(
        &mut self,
        m: MutexId,
        owner: Option<(ThreadId, u32)>,
    ) -> Result<(), SchedError> {
        if let Some((t, _)) = owner {
            let th = self.thread(t).ok_or(SchedError::UnknownThread(t))?;
            if th.state == State::Dead {
                return Err(SchedError::ThreadDead(t));
            }
        }
        let ms = self
            .mutexes
            .get_mut(m.0 as usize)
            .ok_or(SchedError::UnknownMutex(m))?;
        if ms.owner.is_some() || !ms.waiters.is_empty() {
            return Err(SchedError::Busy(m));
        }
        if let Some((t, count)) = owner {
            ms.owner = Some(t);
            ms.count = count.max(1);
            self.threads[t.0 as usize].held += 1;
        }
        Ok(())
    }

    /// Creates a Ready thread at the queue's minimum virtual runtime. It runs at the
    /// next scheduling point that picks it (call [`Self::reschedule`] to let it preempt
    /// a lighter current thread).
    pub fn spawn(&mut self, priority: Priority, now: u64) -> Result<ThreadId, SchedError> {
        let id = ThreadId(next_id(self.threads.len())?);
        self.threads.push(Thread {
            state: State::Ready,
            priority,
            slice_left: 0,
            vruntime: self.min_vruntime,
            seq: 0,
            timer_seq: 0,
            state_since: now,
            wake_reason: None,
            reacquire: None,
            held: 0,
            stats: ThreadStats::default(),
        });
        self.live += 1;
        self.enqueue(id, false);
        Ok(id)
    }

    /// Ends the current thread. It must not hold mutexes (the VM releases monitors
    /// first): exiting with one held is refused, as it would strand its waiters.
    pub fn exit_current(&mut self, now: u64) -> Result<Decision, SchedError> {
        let c = self.current.ok_or(SchedError::NoCurrentThread)?;
        if self.threads[c.0 as usize].held > 0 {
            return Err(SchedError::HoldsMutex(c));
        }
        self.set_state(c, State::Dead, now);
        self.live -= 1;
        Ok(self.switch_away(c, now))
    }

    /// Changes a priority, so the weight its virtual runtime advances by from now on; a
    /// Ready thread keeps its place.
    pub fn set_priority(
        &mut self,
        t: ThreadId,
        p: Priority,
        now: u64,
    ) -> Result<Decision, SchedError> {
        self.change_priority(t, p)?;
        Ok(self.reschedule(now))
    }

    /// [`Self::set_priority`] without the scheduling point: for callers that cannot
    /// switch right now. A needed preemption shows in [`Self::need_resched`].
    pub fn change_priority(&mut self, t: ThreadId, p: Priority) -> Result<(), SchedError> {
        let th = self.thread(t).ok_or(SchedError::UnknownThread(t))?;
        if th.state == State::Dead {
            return Err(SchedError::ThreadDead(t));
        }
        if th.state == State::Ready {
            self.remove_ready(t);
            self.threads[t.0 as usize].priority = p;
            self.enqueue(t, true);
        } else {
            self.threads[t.0 as usize].priority = p;
            // A lowered current thread may now be preempted by a ready one.
            self.need_resched |= self.current == Some(t);
        }
        Ok(())
    }

    // ---- scheduling points ---------------------------------------------------

    /// The timer interrupt: wakes expired sleepers and timeouts, charges the running
    /// thread a tick of virtual runtime and of its slice, picks the thread with the
    /// least virtual runtime when the slice runs out, and lets a woken heavier thread
    /// preempt.
    pub fn tick(&mut self, now: u64) -> Decision {
        self.ticks += 1;
        self.expire_timers(now);
        let Some(c) = self.current else {
            return self.dispatch_from_idle(now);
        };
        let th = &mut self.threads[c.0 as usize];
        th.vruntime += VDELTA[usize::from(th.priority.get() - 1)];
        th.slice_left = th.slice_left.saturating_sub(1);
        let expired = th.slice_left == 0;
        self.update_min_vruntime();
        if expired {
            self.rotate(c, now)
        } else {
            self.preempt_check(c, now)
        }
    }

    /// After wakes/unlocks outside a tick: switches if a thread that preempts the
    /// current one is ready, or leaves idle if anything is ready.
    pub fn reschedule(&mut self, now: u64) -> Decision {
        match self.current {
            None => self.dispatch_from_idle(now),
            Some(c) => self.preempt_check(c, now),
        }
    }

    /// `Thread.yield`: gives way to the ready thread that runs next. The yielder goes
    /// behind it (its virtual runtime raised to that thread's if lower, and queued after
    /// its equals), so yielding threads take turns, and a yield costs at most the lead
    /// the yielder had over that thread.
    pub fn yield_now(&mut self, now: u64) -> Result<Decision, SchedError> {
        let c = self.current.ok_or(SchedError::NoCurrentThread)?;
        Ok(self.yield_behind(c, now))
    }

    /// Yields to `target` (Linux's yield_to): when it is Ready (and not waiting for a
    /// taken mutex) it runs next and the current thread is queued as by
    /// [`Self::yield_now`]. Continues when `target` is not Ready.
    pub fn yield_to(&mut self, target: ThreadId, now: u64) -> Result<Decision, SchedError> {
        let c = self.current.ok_or(SchedError::NoCurrentThread)?;
        let th = self
            .thread(target)
            .ok_or(SchedError::UnknownThread(target))?;
        if th.state != State::Ready || target == c {
            return Ok(Decision::Continue);
        }
        self.remove_ready(target);
        if !self.acquire_at_dispatch(target, now) {
            // Its mutex was taken meanwhile: it waits again; an ordinary yield.
            return Ok(self.yield_behind(c, now));
        }
        self.requeue_behind_next(c, now);
        Ok(self.switch_to(c, target, now))
    }

    /// A perturbation hook: with the configured seeded probability, yields.
    pub fn perturb(&mut self, _hook: Hook, now: u64) -> Decision {
        let one_in = self.config.perturb_one_in;
        let hit = match &mut self.rng {
            Some(r) => r.one_in(one_in),
            None => false,
        };
        match (hit, self.current) {
            (true, Some(c)) => {
                self.perturbations += 1;
                self.yield_behind(c, now)
            }
            _ => Decision::Continue,
        }
    }

    /// Sleeps the current thread until `until`; a past deadline is a yield.
    pub fn sleep_until(&mut self, until: u64, now: u64) -> Result<Decision, SchedError> {
        let c = self.current.ok_or(SchedError::NoCurrentThread)?;
        if until <= now {
            return Ok(self.yield_behind(c, now));
        }
        self.set_state(c, State::Sleeping { until }, now);
        self.arm_timer(c, until);
        Ok(self.switch_away(c, now))
    }

    /// Wakes a sleeping, waiting (queue/condvar) thread with `Interrupted`. Threads
    /// blocked acquiring a mutex are not interruptible (as Java monitor enter).
    /// Returns whether it was woken.
    pub fn interrupt(&mut self, t: ThreadId, now: u64) -> Result<bool, SchedError> {
        let th = self.thread(t).ok_or(SchedError::UnknownThread(t))?;
        match th.state {
            State::Sleeping { .. }
            | State::Blocked {
                on: Blocker::Queue(_) | Blocker::Condvar(_),
                ..
            } => {
                self.wake(t, WakeReason::Interrupted, now);
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    // ---- wait queues ---------------------------------------------------------

    pub fn new_wait_queue(&mut self) -> Result<WaitQueueId, SchedError> {
        let id = WaitQueueId(next_id(self.queues.len())?);
        self.queues.push(VecDeque::new());
        Ok(id)
    }

    /// Blocks the current thread on `q` until woken or until `deadline`.
    pub fn block_on(
        &mut self,
        q: WaitQueueId,
        deadline: Option<u64>,
        now: u64,
    ) -> Result<Decision, SchedError> {
        let c = self.current.ok_or(SchedError::NoCurrentThread)?;
        let queue = self
            .queues
            .get_mut(q.0 as usize)
            .ok_or(SchedError::UnknownQueue(q))?;
        queue.push_back(c);
        self.block(c, Blocker::Queue(q), deadline, now);
        Ok(self.switch_away(c, now))
    }

    /// Wakes the longest waiter on `q`.
    pub fn wake_one(&mut self, q: WaitQueueId, now: u64) -> Result<Option<ThreadId>, SchedError> {
        let queue = self
            .queues
            .get_mut(q.0 as usize)
            .ok_or(SchedError::UnknownQueue(q))?;
        let t = queue.pop_front();
        Ok(self.notified(t, now))
    }

    /// Wakes every waiter on `q` in FIFO order; returns how many.
    pub fn wake_all(&mut self, q: WaitQueueId, now: u64) -> Result<usize, SchedError> {
        self.until_none(|s| s.wake_one(q, now))
    }

    /// The one wake-up path of wait queues and condvars: `t`, popped from the front
    /// of either, is made ready with reason `Notified`.
    fn notified(&mut self, t: Option<ThreadId>, now: u64) -> Option<ThreadId> {
        if let Some(t) = t {
            self.wake(t, WakeReason::Notified, now);
        }
        t
    }

    /// Repeats a wake-one step until it finds no waiter; returns how many it woke.
    fn until_none(
        &mut self,
        mut step: impl FnMut(&mut Self) -> Result<Option<ThreadId>, SchedError>,
    ) -> Result<usize, SchedError> {
        let mut n = 0;
        while step(self)?.is_some() {
            n += 1;
        }
        Ok(n)
    }

    // ---- mutex ---------------------------------------------------------------

    pub fn new_mutex(&mut self) -> Result<MutexId, SchedError> {
        let id = MutexId(next_id(self.mutexes.len())?);
        self.mutexes.push(MutexState {
            owner: None,
            count: 0,
            waiters: VecDeque::new(),
        });
        Ok(id)
    }

    /// Acquires `m` for the current thread (recursively if it owns it). Under
    /// contention the thread blocks; when it next runs it owns the mutex (handed off
    /// by the unlock, or acquired as it is dispatched).
    pub fn lock(&mut self, m: MutexId, now: u64) -> Result<Decision, SchedError> {
        let c = self.current.ok_or(SchedError::NoCurrentThread)?;
        let ms = self
            .mutexes
            .get_mut(m.0 as usize)
            .ok_or(SchedError::UnknownMutex(m))?;
        match ms.owner {
            None => {
                ms.owner = Some(c);
                self.threads[c.0 as usize].held += 1;
                ms.count = 1;
                Ok(Decision::Continue)
            }
            Some(o) if o == c => {
                ms.count = ms
                    .count
                    .checked_add(1)
                    .ok_or(SchedError::RecursionOverflow(m))?;
                Ok(Decision::Continue)
            }
            Some(_) => {
                ms.waiters.push_back(Waiter::blocked(c));
                self.threads[c.0 as usize].reacquire = Some((m, 1));
                self.block(c, Blocker::Mutex(m), None, now);
                Ok(self.switch_away(c, now))
            }
        }
    }

    /// Acquires `m` only if that needs no blocking; returns whether it did.
    pub fn try_lock(&mut self, m: MutexId) -> Result<bool, SchedError> {
        let c = self.current.ok_or(SchedError::NoCurrentThread)?;
        let ms = self
            .mutexes
            .get_mut(m.0 as usize)
            .ok_or(SchedError::UnknownMutex(m))?;
        match ms.owner {
            None => {
                ms.owner = Some(c);
                self.threads[c.0 as usize].held += 1;
                ms.count = 1;
                Ok(true)
            }
            Some(o) if o == c => {
                ms.count = ms
                    .count
                    .checked_add(1)
                    .ok_or(SchedError::RecursionOverflow(m))?;
                Ok(true)
            }
            Some(_) => Ok(false),
        }
    }

    /// Releases one recursion level; the last one frees `m` and wakes the longest
    /// waiter (or, with [`Config::handoff`], makes it the owner). Does not switch: call
    /// [`Self::reschedule`] to let a higher-priority woken waiter run.
    pub fn unlock(&mut self, m: MutexId, now: u64) -> Result<(), SchedError> {
        let c = self.current.ok_or(SchedError::NoCurrentThread)?;
        let ms = self
            .mutexes
            .get_mut(m.0 as usize)
            .ok_or(SchedError::UnknownMutex(m))?;
        if ms.owner != Some(c) {
            return Err(SchedError::NotOwner(m));
        }
        if ms.count > 1 {
            ms.count -= 1;
            return Ok(());
        }
        self.release_fully(m, now);
        Ok(())
    }

    // ---- condvar -------------------------------------------------------------

    pub fn new_condvar(&mut self) -> Result<CondvarId, SchedError> {
        let id = CondvarId(next_id(self.condvars.len())?);
        self.condvars.push(VecDeque::new());
        Ok(id)
    }

    /// Releases `m` entirely (all recursion levels) and waits on `cv` until notified,
    /// interrupted or `deadline`; the thread then re-acquires `m` with its old
    /// recursion count before it runs again. [`Self::take_wake_reason`] tells why.
    pub fn wait(
        &mut self,
        cv: CondvarId,
        m: MutexId,
        deadline: Option<u64>,
        now: u64,
    ) -> Result<Decision, SchedError> {
        let c = self.current.ok_or(SchedError::NoCurrentThread)?;
        if self.condvars.get(cv.0 as usize).is_none() {
            return Err(SchedError::UnknownCondvar(cv));
        }
        let ms = self
            .mutexes
            .get(m.0 as usize)
            .ok_or(SchedError::UnknownMutex(m))?;
        if ms.owner != Some(c) {
            return Err(SchedError::NotOwner(m));
        }
        let count = ms.count;
        self.release_fully(m, now);
        self.condvars[cv.0 as usize].push_back(c);
        self.threads[c.0 as usize].reacquire = Some((m, count));
        self.block(c, Blocker::Condvar(cv), deadline, now);
        Ok(self.switch_away(c, now))
    }

    /// Moves the longest waiter of `cv` towards re-acquiring its mutex.
    pub fn notify(&mut self, cv: CondvarId, now: u64) -> Result<Option<ThreadId>, SchedError> {
        let q = self
            .condvars
            .get_mut(cv.0 as usize)
            .ok_or(SchedError::UnknownCondvar(cv))?;
        let t = q.pop_front();
        Ok(self.notified(t, now))
    }

    /// Notifies every waiter of `cv` in FIFO order; returns how many.
    pub fn notify_all(&mut self, cv: CondvarId, now: u64) -> Result<usize, SchedError> {
        self.until_none(|s| s.notify(cv, now))
    }

    /// Checks every structural invariant; the randomized tests call it after each step.
    #[cfg(test)]
    pub(crate) fn check_invariants(&self) {
        let mut running = 0;
        let mut live = 0;
        for (i, th) in self.threads.iter().enumerate() {
            let t = ThreadId(i as u32);
            let count = |q: &VecDeque<ThreadId>| q.iter().filter(|&&x| x == t).count();
            let in_ready = self.ready.iter().filter(|k| k.2 == t.0).count();
            let in_queues: usize = self.queues.iter().map(count).sum();
            let in_cvs: usize = self.condvars.iter().map(count).sum();
            let entries = |m: &MutexState, woken: bool| {
                m.waiters
                    .iter()
                    .filter(|w| w.t == t && w.woken == woken)
                    .count()
            };
            let in_mutexes: usize = self.mutexes.iter().map(|m| entries(m, false)).sum();
            let woken_entries: usize = self.mutexes.iter().map(|m| entries(m, true)).sum();
            let (er, eq, ec, em) = match th.state {
                State::Ready => (1, 0, 0, 0),
                State::Blocked { on, .. } => match on {
                    Blocker::Queue(q) => {
                        assert_eq!(count(&self.queues[q.0 as usize]), 1);
                        assert_eq!(th.reacquire, None);
                        (0, 1, 0, 0)
                    }
                    Blocker::Condvar(c) => {
                        assert_eq!(count(&self.condvars[c.0 as usize]), 1);
                        assert!(th.reacquire.is_some());
                        (0, 0, 1, 0)
                    }
                    Blocker::Mutex(m) => {
                        let ms = &self.mutexes[m.0 as usize];
                        assert_eq!(entries(ms, false), 1);
                        assert_eq!(th.reacquire.map(|r| r.0), Some(m));
                        assert_ne!(ms.owner, Some(t), "{t:?} waits on its own mutex");
                        // Competitive: `m` may be free while a woken waiter is
                        // Ready (checked per mutex below).
                        assert!(ms.owner.is_some() || !self.config.handoff);
                        (0, 0, 0, 1)
                    }
                },
                _ => (0, 0, 0, 0),
            };
            match (th.state, th.reacquire) {
                (State::Ready, Some((m, n))) => {
                    // A woken waiter of the competitive policy: acquires at dispatch,
                    // keeping its queue place (if it had one) until then.
                    assert!(!self.config.handoff, "{t:?} Ready without its mutex");
                    assert!(n >= 1);
                    let ms = &self.mutexes[m.0 as usize];
                    assert_ne!(ms.owner, Some(t));
                    assert_eq!(woken_entries, entries(ms, true));
                    assert!(woken_entries <= 1);
                }
                (State::Blocked { .. }, _) | (_, None) => assert_eq!(woken_entries, 0),
                (st, r) => panic!("{t:?} {st:?} with pending re-acquire {r:?}"),
            }
            assert_eq!(
                (in_ready, in_queues, in_cvs, in_mutexes),
                (er, eq, ec, em),
                "{t:?} in {:?}",
                th.state
            );
            if th.state == State::Ready {
                assert!(self.ready.contains(&(th.vruntime, th.seq, t.0)));
            }
            if th.state == State::Running {
                running += 1;
                assert_eq!(self.current, Some(t));
            }
            if th.state != State::Dead {
                live += 1;
            }
            let owned = self.mutexes.iter().filter(|m| m.owner == Some(t)).count();
            assert_eq!(owned, th.held as usize, "{t:?} held");
            if has_deadline(th.state) {
                assert!(self
                    .timers
                    .iter()
                    .any(|&Reverse((_, x, seq))| x == t.0 && seq == th.timer_seq));
            }
        }
        assert_eq!(running, usize::from(self.current.is_some()));
        assert_eq!(live, self.live);
        assert!(
            self.ready.0.windows(2).all(|w| w[0] > w[1]),
            "run queue order"
        );
        let weights: u64 = self.ready.iter().map(|k| self.weight(ThreadId(k.2))).sum();
        assert_eq!(weights, self.ready_weight);
        for (i, m) in self.mutexes.iter().enumerate() {
            assert_eq!(m.owner.is_some(), m.count > 0);
            if m.owner.is_none() && m.waiters.iter().any(|w| !w.woken) {
                // No lost wake-up: a free mutex with waiters has a woken waiter on
                // its way to take it (only possible in the competitive policy).
                assert!(!self.config.handoff, "free mutex {i} with waiters");
                assert!(
                    self.threads.iter().any(|th| th.state == State::Ready
                        && th.reacquire.is_some_and(|(x, _)| x.0 as usize == i)),
                    "mutex {i} free, waiters {:?}, nobody woken",
                    m.waiters
                );
            }
        }
        if self.current.is_some() {
            assert!(self.idle_since.is_none());
        }
    }

    // ---- internals -----------------------------------------------------------

    fn thread(&self, t: ThreadId) -> Option<&Thread> {
        self.threads.get(t.0 as usize)
    }

    fn thread_mut(&mut self, t: ThreadId) -> Result<&mut Thread, SchedError> {
        self.threads
            .get_mut(t.0 as usize)
            .ok_or(SchedError::UnknownThread(t))
    }

    /// Changes state, charging the time spent in the old one.
    fn set_state(&mut self, t: ThreadId, new: State, now: u64) {
        let th = &mut self.threads[t.0 as usize];
        let d = now.saturating_sub(th.state_since);
        match th.state {
            State::Running => th.stats.cpu += d,
            State::Ready => th.stats.ready += d,
            State::Sleeping { .. } => th.stats.sleeping += d,
            State::Blocked { .. } => th.stats.blocked += d,
            State::Dead => {}
        }
        th.state = new;
        th.state_since = now;
    }

    fn block(&mut self, t: ThreadId, on: Blocker, deadline: Option<u64>, now: u64) {
        self.set_state(t, State::Blocked { on, deadline }, now);
        if let Some(d) = deadline {
            self.arm_timer(t, d);
        }
    }

    fn arm_timer(&mut self, t: ThreadId, deadline: u64) {
        let th = &mut self.threads[t.0 as usize];
        th.timer_seq = th.timer_seq.wrapping_add(1);
        self.timers.push(Reverse((deadline, t.0, th.timer_seq)));
        // Lazy deletion leaves stale entries behind; rebuild when they dominate.
        if self.timers.len() > 64 && self.timers.len() > 2 * self.live {
            let threads = &self.threads;
            self.timers.retain(|&Reverse((_, t, seq))| {
                threads
                    .get(t as usize)
                    .is_some_and(|th| th.timer_seq == seq && has_deadline(th.state))
            });
        }
    }

    fn timer_live(&self, t: u32, seq: u32) -> bool {
        self.threads
            .get(t as usize)
            .is_some_and(|th| th.timer_seq == seq && has_deadline(th.state))
    }

    fn expire_timers(&mut self, now: u64) {
        while let Some(&Reverse((d, t, seq))) = self.timers.peek() {
            if d > now {
                break;
            }
            self.timers.pop();
            if self.timer_live(t, seq) {
                self.wake(ThreadId(t), WakeReason::TimedOut, now);
            }
        }
    }

    /// Makes a sleeping or blocked thread runnable, or moves a condvar waiter on to
    /// re-acquiring its mutex.
    fn wake(&mut self, t: ThreadId, reason: WakeReason, now: u64) {
        let th = &mut self.threads[t.0 as usize];
        // Invalidate any pending timeout.
        th.timer_seq = th.timer_seq.wrapping_add(1);
        th.wake_reason = Some(reason);
        match th.state {
            State::Blocked {
                on: Blocker::Queue(q),
                ..
            } => remove_from(&mut self.queues[q.0 as usize], t),
            State::Blocked {
                on: Blocker::Condvar(cv),
                ..
            } => remove_from(&mut self.condvars[cv.0 as usize], t),
            State::Blocked {
                on: Blocker::Mutex(m),
                ..
            } => {
                let ms = &mut self.mutexes[m.0 as usize];
                ms.waiters.retain(|w| w.t != t);
            }
            _ => {}
        }
        if let Some((m, count)) = self.threads[t.0 as usize].reacquire {
            let ms = &mut self.mutexes[m.0 as usize];
            if ms.owner.is_some() {
                // Running would only find `m` taken: wait for its release instead.
                ms.waiters.push_back(Waiter::blocked(t));
                self.set_state(
                    t,
                    State::Blocked {
                        on: Blocker::Mutex(m),
                        deadline: None,
                    },
                    now,
                );
                return;
            }
            if self.config.handoff {
                self.take_ownership(t, m, count);
            }
            // Otherwise `reacquire` stays pending and is settled at dispatch.
        }
        self.set_state(t, State::Ready, now);
        self.place_woken(t);
        self.enqueue(t, false);
    }

    fn release_fully(&mut self, m: MutexId, now: u64) {
        let ms = &mut self.mutexes[m.0 as usize];
        if let Some(o) = ms.owner.take() {
            self.threads[o.0 as usize].held -= 1;
        }
        let ms = &mut self.mutexes[m.0 as usize];
        ms.count = 0;
        let woken = if self.config.handoff {
            ms.waiters.pop_front().map(|w| w.t)
        } else {
            // Like a futex wake: one more competitor per contended release, also
            // when an earlier woken waiter has not run yet.
            ms.waiters.iter_mut().find(|w| !w.woken).map(|w| {
                w.woken = true;
                w.t
            })
        };
        if let Some(w) = woken {
            if self.config.handoff {
                let count = self.threads[w.0 as usize].reacquire.map_or(1, |(_, c)| c);
                self.take_ownership(w, m, count);
            }
            // The wake reason stays: a condvar waiter reports why it left the wait set.
            self.set_state(w, State::Ready, now);
            self.place_woken(w);
            self.enqueue(w, false);
        }
    }

    /// `t` becomes the owner of the free mutex `m` with `count` levels, ending its
    /// pending re-acquire.
    fn take_ownership(&mut self, t: ThreadId, m: MutexId, count: u32) {
        let ms = &mut self.mutexes[m.0 as usize];
        ms.owner = Some(t);
        ms.count = count.max(1);
        let th = &mut self.threads[t.0 as usize];
        th.held += 1;
        th.reacquire = None;
    }

    /// The ready thread `t` is about to be dispatched: settles a pending re-acquire.
    /// Returns false if `m` was taken meanwhile (a barging locker); `t` then waits
    /// again from its place in `m`'s queue, ahead of every later arrival, or at the
    /// front if it came from a condvar while `m` was free.
    fn acquire_at_dispatch(&mut self, t: ThreadId, now: u64) -> bool {
        let Some((m, count)) = self.threads[t.0 as usize].reacquire else {
            return true;
        };
        let ms = &mut self.mutexes[m.0 as usize];
        let entry = ms.waiters.iter().position(|w| w.t == t);
        if ms.owner.is_none() {
            if let Some(i) = entry {
                ms.waiters.remove(i);
            }
            self.take_ownership(t, m, count);
            return true;
        }
        match entry.and_then(|i| ms.waiters.get_mut(i)) {
            Some(w) => w.woken = false,
            None => ms.waiters.push_front(Waiter::blocked(t)),
        }
        self.set_state(
            t,
            State::Blocked {
                on: Blocker::Mutex(m),
                deadline: None,
            },
            now,
        );
        false
    }

    /// The ready thread that runs next, if one can: queue heads whose pending mutex is
    /// taken are re-blocked on the way, so a woken waiter that would block at once
    /// never costs a switch.
    fn settle_head(&mut self, now: u64) -> Option<ThreadId> {
        loop {
            let t = self.leftmost()?;
            if !self.pending_on_taken(t) {
                return Some(t);
            }
            self.remove_ready(t);
            self.acquire_at_dispatch(t, now);
        }
    }

    /// `t` must re-acquire a mutex that someone owns.
    fn pending_on_taken(&self, t: ThreadId) -> bool {
        self.threads[t.0 as usize]
            .reacquire
            .is_some_and(|(m, _)| self.mutexes[m.0 as usize].owner.is_some())
    }

    /// Pops the next thread to run, settling pending re-acquires (see
    /// [`Self::acquire_at_dispatch`]).
    fn pick_next(&mut self, now: u64) -> Option<ThreadId> {
        loop {
            let t = self.leftmost()?;
            self.remove_ready(t);
            if self.acquire_at_dispatch(t, now) {
                return Some(t);
            }
        }
    }

    fn leftmost(&self) -> Option<ThreadId> {
        self.ready.first().map(|&(_, _, t)| ThreadId(t))
    }

    fn weight(&self, t: ThreadId) -> u64 {
        u64::from(self.threads[t.0 as usize].priority.weight())
    }

    /// Queues the Ready thread `t` by its virtual runtime; `keep_seq` keeps its place
    /// among equal vruntimes (a preempted thread), otherwise it goes behind them.
    fn enqueue(&mut self, t: ThreadId, keep_seq: bool) {
        if !keep_seq {
            self.threads[t.0 as usize].seq = self.next_seq;
            self.next_seq += 1;
        }
        let th = &self.threads[t.0 as usize];
        self.ready.insert((th.vruntime, th.seq, t.0));
        self.ready_weight += self.weight(t);
        let preempts = match self.current {
            Some(c) => self.preempts(t, c),
            None => true,
        };
        self.need_resched |= preempts;
    }

    fn remove_ready(&mut self, t: ThreadId) {
        let th = &self.threads[t.0 as usize];
        if self.ready.remove(&(th.vruntime, th.seq, t.0)) {
            self.ready_weight -= self.weight(t);
        }
    }

    /// CFS's wakeup preemption, without its granularity for equal or lighter threads:
    /// `t` is heavier than `c` and not behind it in virtual time.
    fn preempts(&self, t: ThreadId, c: ThreadId) -> bool {
        let (a, b) = (&self.threads[t.0 as usize], &self.threads[c.0 as usize]);
        a.priority.weight() > b.priority.weight() && a.vruntime <= b.vruntime
    }

    /// A thread that slept or blocked keeps its virtual runtime, but at most half a
    /// slice of credit behind the queue's minimum (CFS's place_entity with
    /// GENTLE_FAIR_SLEEPERS): it runs soon after waking without hogging the CPU.
    fn place_woken(&mut self, t: ThreadId) {
        let credit = u64::from(self.config.slice_ticks) * VTICK / 2;
        let floor = self.min_vruntime.saturating_sub(credit);
        let th = &mut self.threads[t.0 as usize];
        th.vruntime = th.vruntime.max(floor);
        th.slice_left = 0;
    }

    fn update_min_vruntime(&mut self) {
        let cur = self.current.map(|c| self.threads[c.0 as usize].vruntime);
        let first = self.ready.first().map(|&(v, _, _)| v);
        let least = match (cur, first) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        if let Some(v) = least {
            self.min_vruntime = self.min_vruntime.max(v);
        }
    }

    /// The slice of `t`, about to run: its weighted part of a period of `slice_ticks`
    /// per runnable thread (itself and the ready ones).
    fn slice_for(&self, t: ThreadId) -> u32 {
        let w = self.weight(t);
        let n = self.ready.len() as u64;
        if self.ready_weight == w * n {
            // All of one weight (the usual case): skip a 64-bit division, which the
            // ARMv7-A cores without a divider do in software on every switch.
            return self.config.slice_ticks;
        }
        let period = u64::from(self.config.slice_ticks) * (n + 1);
        let slice = period * w / (self.ready_weight + w);
        slice.clamp(1, u64::from(u32::MAX)) as u32
    }

    /// The running `c` re-queued behind the first ready thread (Ready, a new slice
    /// next time).
    fn requeue_behind_next(&mut self, c: ThreadId, now: u64) {
        let next = self.ready.first().map_or(0, |&(v, _, _)| v);
        self.set_state(c, State::Ready, now);
        let th = &mut self.threads[c.0 as usize];
        th.vruntime = th.vruntime.max(next);
        th.slice_left = 0;
        self.enqueue(c, false);
    }

    /// `c` yields to the next ready thread that can run; continues when there is none.
    fn yield_behind(&mut self, c: ThreadId, now: u64) -> Decision {
        if self.settle_head(now).is_some() {
            self.requeue_behind_next(c, now);
            self.switch_away(c, now)
        } else {
            self.threads[c.0 as usize].slice_left = self.slice_for(c);
            self.need_resched = false;
            Decision::Continue
        }
    }

    /// `c`'s slice ran out: the thread with the least virtual runtime runs, which may
    /// be `c` again with a new slice.
    fn rotate(&mut self, c: ThreadId, now: u64) -> Decision {
        if self.settle_head(now).is_some() {
            self.set_state(c, State::Ready, now);
            self.enqueue(c, false);
            self.switch_away(c, now)
        } else {
            self.threads[c.0 as usize].slice_left = self.slice_for(c);
            self.need_resched = false;
            Decision::Continue
        }
    }

    /// Preempts `c` for a ready thread that [`Self::preempts`] it (the first in
    /// virtual-time order), which runs at once; `c` keeps its place among equal
    /// vruntimes and the rest of its slice. Cheap unless `need_resched` is set.
    fn preempt_check(&mut self, c: ThreadId, now: u64) -> Decision {
        if !self.need_resched {
            return Decision::Continue;
        }
        self.need_resched = false;
        let (cv, cw) = (self.threads[c.0 as usize].vruntime, self.weight(c));
        loop {
            let found = self
                .ready
                .up_to(&(cv, u64::MAX, u32::MAX))
                .map(|&(_, _, t)| ThreadId(t))
                .find(|&t| self.weight(t) > cw);
            let Some(t) = found else {
                return Decision::Continue;
            };
            self.remove_ready(t);
            if !self.acquire_at_dispatch(t, now) {
                continue;
            }
            self.set_state(c, State::Ready, now);
            self.threads[c.0 as usize].stats.preempted += 1;
            self.enqueue(c, true);
            return self.switch_to(c, t, now);
        }
    }

    /// Runs `t`, already off the run queue and owning any mutex it waited for, in
    /// place of `from`, which has left Running.
    fn switch_to(&mut self, from: ThreadId, t: ThreadId, now: u64) -> Decision {
        self.need_resched = false;
        self.current = None;
        self.run(t, now);
        Decision::Switch {
            from: Some(from),
            to: t,
        }
    }

    fn dispatch_from_idle(&mut self, now: u64) -> Decision {
        self.need_resched = false;
        match self.pick_next(now) {
            Some(t) => {
                self.run(t, now);
                Decision::Switch { from: None, to: t }
            }
            None => {
                if self.idle_since.is_none() {
                    self.idle_since = Some(now);
                }
                Decision::Continue
            }
        }
    }

    /// `from` has left Running (it is Ready, Blocked, Sleeping or Dead): pick the next.
    fn switch_away(&mut self, from: ThreadId, now: u64) -> Decision {
        self.need_resched = false;
        self.current = None;
        match self.pick_next(now) {
            Some(t) if t == from => {
                self.run(t, now);
                // Counted as a switch by run(); undo, nothing changed hands.
                self.switches -= 1;
                self.threads[t.0 as usize].stats.switches -= 1;
                Decision::Continue
            }
            Some(t) => {
                self.run(t, now);
                Decision::Switch {
                    from: Some(from),
                    to: t,
                }
            }
            None => {
                self.idle_since = Some(now);
                Decision::Idle { from: Some(from) }
            }
        }
    }

    fn run(&mut self, t: ThreadId, now: u64) {
        if let Some(s) = self.idle_since.take() {
            self.idle_time += now.saturating_sub(s);
        }
        self.set_state(t, State::Running, now);
        if self.threads[t.0 as usize].slice_left == 0 {
            self.threads[t.0 as usize].slice_left = self.slice_for(t);
        }
        let th = &mut self.threads[t.0 as usize];
        th.stats.switches += 1;
        self.switches += 1;
        self.current = Some(t);
    }
}

/// The ready set as a sorted vector, greatest key first so the next to run pops from the
/// end. Not a BTreeSet: that allocates and frees a node whenever the set turns non-empty
/// and empty again, once per switch in a two-thread ping-pong; the vector keeps its
/// buffer, and its binary search and short moves cost less for the few ready threads a
/// VM has.
#[derive(Default)]
struct RunQueue(Vec<(u64, u64, u32)>);

type Key = (u64, u64, u32);

impl RunQueue {
    /// Where `k` is or would go (the vector descends).
    fn slot(&self, k: &Key) -> usize {
        self.0.partition_point(|x| x > k)
    }

    fn insert(&mut self, k: Key) {
        let i = self.slot(&k);
        self.0.insert(i, k);
    }

    fn remove(&mut self, k: &Key) -> bool {
        let i = self.slot(k);
        let found = self.0.get(i) == Some(k);
        if found {
            self.0.remove(i);
        }
        found
    }

    /// The least key.
    fn first(&self) -> Option<&Key> {
        self.0.last()
    }

    fn len(&self) -> usize {
        self.0.len()
    }

    /// Keys up to `bound` (inclusive), least first.
    fn up_to<'a>(&'a self, bound: &'a Key) -> impl Iterator<Item = &'a Key> + 'a {
        self.0.iter().rev().take_while(move |k| *k <= bound)
    }

    #[cfg(test)]
    fn iter(&self) -> impl Iterator<Item = &Key> {
        self.0.iter()
    }

    #[cfg(test)]
    fn contains(&self, k: &Key) -> bool {
        self.0.get(self.slot(k)) == Some(k)
    }
}

fn has_deadline(s: State) -> bool {
    matches!(
        s,
        State::Sleeping { .. }
            | State::Blocked {
                deadline: Some(_),
                ..
            }
    )
}

fn remove_from(q: &mut VecDeque<ThreadId>, t: ThreadId) {
    if let Some(i) = q.iter().position(|&x| x == t) {
        q.remove(i);
    }
}
