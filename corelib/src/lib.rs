//! dexmetal's Java library (Dalvik's `libcore` counterpart): the classes of `java.lang`,
//! `java.util`, `java.io` and `dalvik.system` as smali (`smali/`, assembled by build.rs),
//! and the natives of those classes that are plain Rust over the engine's native
//! interface (`dexmetal_vm::native`). The engine gets it as one [`Library`] value
//! ([`LIBRARY`]); the natives that need engine internals (threads, heap, reflection,
//! stack walking) are the engine's. Why the library is smali: README.md.
#![no_std]

extern crate alloc;

mod arrays;
mod calendar;
mod charset;
mod fdlibm;
mod fields;
pub mod fmt;
mod format;
mod io;
mod lang;
mod log;
mod math;
mod numbers;
mod props;
mod regex;
mod string;
mod text;
mod time;
mod trace;
mod util;
mod zip;

use dexmetal_vm::native::{Library, NativeTable};

/// The library's classes as one DEX (what build.rs assembled from `smali/`).
pub static DEX: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/core.dex"));

/// Every native table of the library. The rows generated per type (Arrays' primitive
/// families, the console's print overloads) are one table each.
static NATIVES: &[NativeTable] = &[
    &util::AL,
    &util::LL,
    text::TABLE,
    format::TABLE,
    numbers::TABLE,
    math::TABLE,
    math::DECIMAL_TABLE,
    regex::TABLE,
    lang::TABLE,
    &lang::PRINTS[0],
    &lang::PRINTS[1],
    &lang::PRINTS[2],
    &lang::PRINTS[3],
    &lang::PRINTS[4],
    &lang::PRINTS[5],
    &lang::PRINTS[6],
    &lang::PRINTS[7],
    string::TABLE,
    fdlibm::TABLE,
    io::TABLE,
    log::TABLE,
    trace::TABLE,
    charset::TABLE,
    props::TABLE,
    arrays::TABLE,
    &arrays::PRIMS[0],
    &arrays::PRIMS[1],
    &arrays::PRIMS[2],
    &arrays::PRIMS[3],
    &arrays::PRIMS[4],
    &arrays::PRIMS[5],
    &arrays::PRIMS[6],
    zip::TABLE,
    time::TABLE,
    calendar::TABLE,
];

/// The library as the engine takes it: `Vm::new(platform, config, LIBRARY)`.
pub static LIBRARY: Library = Library {
    name: "dexmetal corelib",
    dex: DEX,
    natives: NATIVES,
    fields: fields::FIELDS,
};
