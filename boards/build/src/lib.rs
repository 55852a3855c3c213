//! What every board crate's build.rs does, parameterised by the board: aarch32-rt's
//! link.x says `INCLUDE memory.x`, so we generate that file in OUT_DIR to pull in the
//! board's own regions (`<board>.x`, named after the board because lld resolves
//! INCLUDE from the package root first) and the workspace-wide layout (memory-map.x),
//! and link the bare-metal binary with link.x and defmt.x.

use std::path::PathBuf;

/// Sets up the link of the board crate whose build script calls this; `board_x` is
/// its linker file (e.g. `qemu-virt.x`) in the crate's root.
pub fn link(board_x: &str) {
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR"));
    let pkg = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("manifest dir"));
    let root = pkg.join("../..").canonicalize().expect("workspace root");
    assert!(
        pkg.join(board_x).is_file(),
        "{board_x} is missing from {}",
        pkg.display()
    );
    std::fs::write(
        out.join("memory.x"),
        format!("INCLUDE {board_x}\nINCLUDE memory-map.x\n"),
    )
    .expect("write memory.x");
    println!("cargo:rustc-link-search={}", out.display());
    println!("cargo:rustc-link-search={}", pkg.display());
    println!("cargo:rustc-link-search={}", root.display());
    println!("cargo:rerun-if-changed={board_x}");
    println!(
        "cargo:rerun-if-changed={}",
        root.join("memory-map.x").display()
    );
    let target = std::env::var("TARGET").unwrap_or_default();
    if target.starts_with("armv7a-none") || target.starts_with("thumbv7a-none") {
        println!("cargo:rustc-link-arg-bins=-Tlink.x");
        println!("cargo:rustc-link-arg-bins=-Tdefmt.x");
    }
}
