//! Thread identity, Java priorities (`Thread.MIN_PRIORITY`..`MAX_PRIORITY`, JLS §17 /
//! `java.lang.Thread`), the thread state machine and per-thread accounting. Times are
//! in units of whatever monotonic counter the arch layer passes as `now` (the
//! `hal::Timer` counter or a cycle counter).

use crate::scheduler::Blocker;

/// A thread's id: its slot in the scheduler, never reused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ThreadId(pub u32);

/// A Java priority, 1 (`MIN_PRIORITY`) ..= 10 (`MAX_PRIORITY`), 5 is `NORM_PRIORITY`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Priority(u8);

impl Priority {
    pub const MIN: Priority = Priority(1);
    pub const NORM: Priority = Priority(5);
    pub const MAX: Priority = Priority(10);

    /// A priority in 1..=10, or `None`.
    pub fn new(p: u8) -> Option<Self> {
        (1..=10).contains(&p).then_some(Priority(p))
    }

    pub fn get(self) -> u8 {
        self.0
    }

    /// Run-queue index 0..=9.
    pub(crate) fn index(self) -> usize {
        usize::from(self.0 - 1)
    }
}

/// Where a thread is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    /// On the run queue.
    Ready,
    /// The scheduler's current thread.
    Running,
    /// In the timer queue until `until`.
    Sleeping { until: u64 },
    /// On a wait queue, a mutex or a condvar, with an optional timeout deadline.
    Blocked { on: Blocker, deadline: Option<u64> },
    /// Exited; its id is never reused.
    Dead,
}

/// Why a blocked or sleeping thread last became runnable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WakeReason {
    /// Woken by wake_one / wake_all / notify.
    Notified,
    /// Its deadline passed (sleep end or wait timeout).
    TimedOut,
    /// `interrupt` (Java's `Thread.interrupt`).
    Interrupted,
}

/// Per-thread accounting.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ThreadStats {
    /// Time spent Running.
    pub cpu: u64,
    /// Times this thread was switched in.
    pub switches: u64,
    /// Time spent Blocked on a wait queue, mutex or condvar.
    pub blocked: u64,
    /// Time spent Sleeping.
    pub sleeping: u64,
    /// Time spent Ready but not running (scheduling latency).
    pub ready: u64,
    /// Times it was preempted by a higher-priority thread.
    pub preempted: u64,
}

/// The scheduler's record of one thread; kept small (512 threads must fit easily).
#[derive(Clone, Debug)]
pub(crate) struct Thread {
    pub state: State,
    pub priority: Priority,
    pub slice_left: u32,
    /// Bumped whenever a pending timer entry for this thread becomes stale.
    pub timer_seq: u32,
    pub state_since: u64,
    pub wake_reason: Option<WakeReason>,
    /// Mutex to own, with its recursion count, before this thread runs again: set
    /// while it is Blocked on that mutex or on a condvar, and (competitive policy)
    /// while Ready after a wake, until its dispatch acquires the mutex.
    pub reacquire: Option<(crate::scheduler::MutexId, u32)>,
    /// Mutexes this thread owns (any recursion depth).
    pub held: u32,
    pub stats: ThreadStats,
}

// 512 threads must fit easily in 64 MiB next to their stacks: keep the record small
// (checked on every target, including armv7a-none-eabi).
const _: () = assert!(core::mem::size_of::<Thread>() <= 112);
