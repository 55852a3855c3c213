//! The VM's limits, one place: what each bounds, its value, and the words of the error
//! past it (docs/LIMITS.md is the user's table). The per-file id limits are the DEX
//! format's own (instructions name types, fields, methods and protos with 16-bit
//! indices: "Dalvik executable instruction formats"); the rest keep one input from taking
//! a board's fixed RAM, and the VM-wide ones are `VmConfig` fields a board or test lowers.

use alloc::format;
use alloc::string::String;

/// Largest DEX file the loader accepts, in bytes. Real single DEX files stay far below
/// (the 64K-method limit splits apps at a few MiB); this bounds what the loader's tables
/// may reserve for one file.
pub const DEX_BYTES: usize = 64 << 20;

/// Entries per DEX file in type_ids, proto_ids, field_ids, method_ids and class_defs:
/// 65,536, the reach of a 16-bit index (the 64K-method limit of Android builds).
pub const IDS_PER_DEX: u32 = 1 << 16;

/// Registers of one method (a code_item's `registers_size`). The format allows 65,535;
/// dexmetal bounds a frame at 64 KiB so one method cannot take a thread's register stack
/// (`VmConfig::thread_stack_words` is 8 Ki words).
pub const REGISTERS: u16 = 1 << 14;

/// Default of `VmConfig::max_classes`: classes (including array and primitive classes)
/// one VM defines.
pub const CLASSES: usize = 1 << 16;

/// Default and ceiling of `VmConfig::max_threads`: VM threads alive at once. Thread ids
/// are 16 bits in a thin lock word (`thread::MAX_THREADS`).
pub const THREADS: usize = crate::thread::MAX_THREADS;

/// The message for `what` = `got` past `limit`, naming the limit's constant or setting
/// (`name`) so a user can find it in docs/LIMITS.md.
pub fn exceeded(what: &str, got: u64, limit: u64, name: &str) -> String {
    format!("{what} {got} exceeds the limit of {limit} ({name})")
}
