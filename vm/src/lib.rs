//! dexmetal's Dalvik VM engine (`no_std` + `alloc`): the same code on the host (the
//! `dexmetal` CLI) and on the boards. Its Java library is not part of it: `Vm::new` is
//! handed one ([`native::Library`]: a DEX and native tables; `dexmetal-corelib` is the
//! real one), as Dalvik's VM is handed `libcore` on its boot class path.
//! Layout, after AOSP Dalvik's `vm/`, one module per concern:
//! - [`dex`]: the DEX loader, the disassembler and the one opcode table (`dex::insn`)
//!   every stage derives from;
//! - [`verify`]: the bytecode verifier and the register maps the collector scans with;
//! - [`oo`]: classes, linking, access checks, objects and strings, and the natives of
//!   Object, System, reflection that need the object model;
//! - [`interp`]: the interpreter, monitors, exceptions and stack traces;
//! - [`heap`] (`alloc/`): the space, the collectors and their daemon, the pacer,
//!   finalization and references;
//! - [`thread`]: VM threads on `dexmetal-sched`, `java.util.concurrent` locks, Dimmunix;
//! - [`native`]: the native interface natives outside the engine are written against,
//!   and the binding of `native` methods (the library's, an embedder's through
//!   `System.loadLibrary`);
//! - [`limits`]: what the VM refuses and the error past each limit.
//!
//! Sources: source.android.com docs/core/runtime (dex-format, dalvik-bytecode,
//! instruction-formats, constraints), the JVMS for linking, the JLS for semantics.
#![no_std]

extern crate alloc;

pub mod config;
pub mod dex;
#[path = "alloc/mod.rs"]
pub mod heap;
pub mod interp;
pub mod limits;
pub mod native;
pub mod oo;
pub mod sampling;
pub mod thread;
pub mod tunnel;
pub mod verify;
pub mod vm;
