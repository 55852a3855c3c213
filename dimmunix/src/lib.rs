//! Dimmunix deadlock immunity (seed 000; Jula et al., OSDI 2008, and the Android port),
//! independent of the VM: call-stack positions and deadlock signatures (`signature`), the
//! signature history (`history`), its persistent image (`persist`) and where boards keep
//! it (`store`), and the engine (`engine`): Request and Release, the instantiation check
//! that decides avoidance, yield edges, and detection of deadlocks and avoidance
//! starvation over the hold and request edges the embedder already keeps (its lock words
//! and held lists, read through `Rag`).

#![no_std]

extern crate alloc;

pub mod engine;
pub mod history;
pub mod persist;
pub mod signature;
pub mod store;

pub use engine::{Decision, Detection, Engine, Rag};
pub use history::History;
pub use signature::{CallStack, Position, Signature, MAX_DEPTH};
pub use store::{HistoryStore, MemoryStore, StoreError};
