//! dexmetal's Dalvik virtual machine: `no_std` + `alloc`, the same code on the host
//! (through the `dexmetal` CLI) and on the boards. Layout follows AOSP Dalvik `vm/`:
//! one module per concern. Sources: source.android.com docs/core/runtime (dex-format,
//! dalvik-bytecode, instruction-formats, constraints).
#![no_std]

extern crate alloc;

pub mod dex;
#[path = "alloc/mod.rs"]
pub mod heap;
pub mod interp;
pub mod limits;
pub mod native;
pub mod oo;
pub mod thread;
pub mod verify;
pub mod vm;
