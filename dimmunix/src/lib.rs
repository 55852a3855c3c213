//! Dimmunix deadlock immunity (seed 000; Jula et al., OSDI 2008, and the Android port),
//! independent of the VM: call-stack positions and deadlock signatures (`signature`), the
//! signature history (`history`) and its persistent image (`persist`), and the engine (`engine`): a resource allocation graph
//! whose thread and lock nodes are dense indices the embedder keeps in its own thread
//! and monitor structures, the Request / Acquired / Release calls, the instantiation
//! check that decides avoidance, and detection of deadlocks and avoidance starvation.

#![no_std]

extern crate alloc;

pub mod engine;
pub mod history;
pub mod persist;
pub mod signature;

pub use engine::{Decision, Detection, Engine};
pub use history::History;
pub use signature::{CallStack, Position, Signature, MAX_DEPTH};
