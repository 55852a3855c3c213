//! The architecture half of the scheduler: saving one thread's registers and resuming
//! another's. The policy in [`crate::Scheduler`] decides *which* switch happens; code
//! here only performs it, so it is the one part that cannot run on the host.

#[cfg(target_arch = "arm")]
pub mod armv7;
