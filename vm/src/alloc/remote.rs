//! The collector's own core: where a concurrent cycle's marking and sweeping run while
//! the program keeps its core, as Dalvik's GC daemon ran beside the mutators on another
//! CPU (Dalvik 4.4 Heap.cpp gcDaemonThread; seed 004 section 2.1). The embedder hands
//! the VM a [`CollectorCore`] (a second core on a board, an OS thread on the host); the
//! VM gives it one job per concurrent phase and learns of its end through [`Signal`].
//! What each side may touch in each phase is written down in `cycle`'s module doc.

use alloc::boxed::Box;
use alloc::sync::Arc;
use core::sync::atomic::{AtomicBool, AtomicU32, Ordering};

/// Work for the collector core: it runs to completion there.
pub type Job = Box<dyn FnOnce() + Send>;

/// Where collector jobs run beside the program.
pub trait CollectorCore: Send {
    /// Starts `job` there; `Err` gives it back when the core cannot take it now.
    fn start(&self, job: Job) -> Result<(), Job>;
    /// What the report calls it (`core 1`, `thread`).
    fn name(&self) -> &'static str;
    /// A clock a job reads on that core: monotonic nanoseconds and that core's cycle
    /// counter (0 where it has none), so a phase's time and GC CPU are its own.
    fn clock(&self) -> fn() -> (u64, u64);
    /// What a job calls after its signal, to wake the program's core where it idles
    /// waiting (WFI on a board, a parked thread on the host).
    fn waker(&self) -> fn();
}

/// A job's end, as the mutator side polls it: set with Release by the job after its
/// last write to what it hands back, read with Acquire before the mutator takes it.
#[derive(Default)]
pub struct Signal {
    done: AtomicBool,
    /// Phases the collector core finished (for tests and the report).
    pub phases: AtomicU32,
}

impl Signal {
    pub fn new() -> Arc<Signal> {
        Arc::new(Signal::default())
    }

    /// The job's last act.
    pub fn finish(&self) {
        self.phases.fetch_add(1, Ordering::Relaxed);
        self.done.store(true, Ordering::Release);
    }

    /// Whether the job ended; once true, everything it wrote is visible here.
    #[inline]
    pub fn is_done(&self) -> bool {
        self.done.load(Ordering::Acquire)
    }

    /// Re-arms the signal for the next job (the mutator side, with no job running).
    pub fn reset(&self) {
        self.done.store(false, Ordering::Relaxed);
    }
}

/// A slot a job hands its result back through (the mark state, the sweep's figures):
/// filled once by the job before it finishes its [`Signal`], taken by the mutator after.
pub struct Handback<T> {
    cell: spin::Mutex<Option<T>>,
}

impl<T> Default for Handback<T> {
    fn default() -> Self {
        Handback {
            cell: spin::Mutex::new(None),
        }
    }
}

impl<T> Handback<T> {
    pub fn put(&self, v: T) {
        *self.cell.lock() = Some(v);
    }

    pub fn take(&self) -> Option<T> {
        self.cell.lock().take()
    }
}

impl crate::vm::Vm {
    /// Gives the collector a core of its own: from the next cycle on, the concurrent
    /// phases of `cms`, `gencms` and `bg` cycles run there (the stop-the-world ones stay
    /// on the program's core, at a safepoint, as before). Without one they are
    /// interleaved with the program, paced as if a second core of equal speed ran them.
    pub fn attach_collector_core(&mut self, core: Box<dyn CollectorCore>) {
        self.collector_core = Some(core);
    }

    /// What the collector core is called, if there is one.
    pub fn collector_core_name(&self) -> Option<&'static str> {
        self.collector_core.as_ref().map(|c| c.name())
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;

    /// A std thread as the collector core, as the host CLI has it.
    struct Thread;
    impl CollectorCore for Thread {
        fn start(&self, job: Job) -> Result<(), Job> {
            std::thread::spawn(job);
            Ok(())
        }
        fn name(&self) -> &'static str {
            "thread"
        }
        fn clock(&self) -> fn() -> (u64, u64) {
            || (0, 0)
        }
        fn waker(&self) -> fn() {
            || {}
        }
    }

    #[test]
    fn a_job_hands_its_result_back_before_it_signals() {
        let signal = Signal::new();
        let back = Arc::new(Handback::<std::vec::Vec<u32>>::default());
        let (s, b) = (signal.clone(), back.clone());
        Thread
            .start(Box::new(move || {
                b.put((0..1000).collect());
                s.finish();
            }))
            .unwrap_or_else(|_| panic!("the thread refused the job"));
        while !signal.is_done() {
            std::thread::yield_now();
        }
        assert_eq!(back.take().map(|v| v.len()), Some(1000));
        assert_eq!(signal.phases.load(Ordering::Relaxed), 1);
        signal.reset();
        assert!(!signal.is_done());
    }
}
