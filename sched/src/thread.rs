//! Thread identity, Java priorities (`Thread.MIN_PRIORITY`..`MAX_PRIORITY`, JLS §17 /
//! `java.lang.Thread`) and the CPU weight each gets, the thread state machine and
//! per-thread accounting. A priority maps to a nice level as ART does
//! (art/runtime/thread_android.cc `kNiceValues`, Dalvik vm/os/android.cpp before it) and a
//! nice level to a weight by Linux CFS's table (kernel/sched/core.c
//! `sched_prio_to_weight`). Times are in units of the arch layer's `now` counter.

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
    pub const fn new(p: u8) -> Option<Self> {
        match p {
            1..=10 => Some(Priority(p)),
            _ => None,
        }
    }

    pub fn get(self) -> u8 {
        self.0
    }

    /// The nice level Android runs a thread of this priority at: ART's `kNiceValues`
    /// (ANDROID_PRIORITY_LOWEST 19, BACKGROUND+6, BACKGROUND+3, BACKGROUND 10, NORMAL 0,
    /// NORMAL-2, NORMAL-4, URGENT_DISPLAY+3, URGENT_DISPLAY+2, URGENT_DISPLAY -8).
    pub fn nice(self) -> i8 {
        NICE[usize::from(self.0 - 1)]
    }

    /// The CPU weight of [`Self::nice`] in Linux CFS's `sched_prio_to_weight` (nice 0 is
    /// 1024; each nice step is a factor of about 1.25): a CPU-bound thread gets
    /// `weight / Σ weights` of the CPU.
    pub const fn weight(self) -> u32 {
        WEIGHT[(self.0 - 1) as usize]
    }
}

/// Nice level of priorities 1..=10 (art/runtime/thread_android.cc `kNiceValues`).
const NICE: [i8; 10] = [19, 16, 13, 10, 0, -2, -4, -5, -6, -8];
/// `sched_prio_to_weight[nice + 20]` for those nice levels (Linux kernel/sched/core.c).
const WEIGHT: [u32; 10] = [15, 29, 56, 110, 1024, 1586, 2501, 3121, 3906, 6100];

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
    /// Times a heavier thread that became ready took the CPU from it mid-slice.
    pub preempted: u64,
}

/// The scheduler's record of one thread; kept small (512 threads must fit easily).
#[derive(Clone, Debug)]
pub(crate) struct Thread {
    pub state: State,
    pub priority: Priority,
    /// Ticks left of the slice it was given when last picked (0: give a new one).
    pub slice_left: u32,
    /// Virtual runtime: ticks run, each weighted by `NICE_0_WEIGHT / weight`
    /// (`scheduler::VTICK` per nice-0 tick); the run queue is ordered by it.
    pub vruntime: u64,
    /// Tie-break of equal vruntimes in the run queue: FIFO by the time it was queued.
    pub seq: u64,
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
// (64 KiB for 512; checked on every target, including armv7a-none-eabi).
const _: () = assert!(core::mem::size_of::<Thread>() <= 128);
