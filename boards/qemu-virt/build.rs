//! Assembles the linker script search path. aarch32-rt's link.x says
//! `INCLUDE memory.x`; we generate that file in OUT_DIR so it pulls in this board's
//! regions (qemu-virt.x) and the workspace-wide layout (memory-map.x). The board file
//! has a distinct name because lld resolves INCLUDE from the package root first.

use std::path::PathBuf;

fn main() {
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR"));
    let pkg = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("manifest dir"));
    let root = pkg.join("../..").canonicalize().expect("workspace root");
    std::fs::write(
        out.join("memory.x"),
        "INCLUDE qemu-virt.x\nINCLUDE memory-map.x\n",
    )
    .expect("write memory.x");
    println!("cargo:rustc-link-search={}", out.display());
    println!("cargo:rustc-link-search={}", pkg.display());
    println!("cargo:rustc-link-search={}", root.display());
    println!("cargo:rerun-if-changed=qemu-virt.x");
    println!(
        "cargo:rerun-if-changed={}",
        root.join("memory-map.x").display()
    );
    let target = std::env::var("TARGET").unwrap_or_default();
    if target.starts_with("armv7a-none") {
        println!("cargo:rustc-link-arg-bins=-Tlink.x");
        println!("cargo:rustc-link-arg-bins=-Tdefmt.x");
    }
}
