//! dexmetal's preemptive scheduler core for VM threads, as a pure state machine: every
//! operation takes the current time and returns a [`Decision`] ("keep running", "switch
//! A → B", "idle") that the arch layer carries out, so all policy is unit-tested on the
//! host against a simulated clock. Run queue: weighted fair sharing as Android runs
//! Java threads, priority 1..10 → nice level (ART's `kNiceValues`) → CFS weight
//! (Linux's `sched_prio_to_weight`), picked by least virtual runtime (see `scheduler`);
//! there is no strict-priority class, as none of the VM's threads (its daemons run at
//! NORM_PRIORITY, as Android's) needs one. Mutex/condvar give the monitor semantics of
//! JLS §17.1 and §17.2 (wait sets).
#![no_std]

extern crate alloc;

pub mod arch;
mod rng;
mod scheduler;
pub mod stack;
mod thread;

pub use rng::XorShift32;
pub use scheduler::{
    Blocker, CondvarId, Config, Decision, Hook, MutexId, SchedError, Scheduler, WaitQueueId,
};
pub use thread::{Priority, State, ThreadId, ThreadStats, WakeReason};

#[cfg(test)]
mod tests;
