//! Assembles the library's classes (corelib/smali/**/*.smali) into $OUT_DIR/core.dex with
//! the smali assembler, found and judged by `dexmetal-tools` (the lookup `cargo xtask
//! setup` and the tests use); lib.rs embeds it with include_bytes!.

use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let corelib = manifest.join("smali");
    println!("cargo:rerun-if-changed={}", corelib.display());
    println!("cargo:rerun-if-env-changed={}", dexmetal_tools::SMALI.env);
    let files = dexmetal_tools::smali::sources(&corelib, true).unwrap_or_else(|e| panic!("{e}"));
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
    }
    if files.is_empty() {
        panic!("no smali sources under {}", corelib.display());
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("core.dex");
    if let Err(e) = dexmetal_tools::smali::assemble(&files, 24, &out) {
        panic!("building the Java library: {e}");
    }
}
