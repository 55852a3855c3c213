//! dexmetal's preemptive scheduler for VM threads. Empty until the threads issue:
//! it will own thread stacks, the run queue, sleep queue and wait queues, driven by
//! the board's `hal::Timer` tick.
#![no_std]
