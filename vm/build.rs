//! Assembles the core library (vm/corelib/**/*.smali) into $OUT_DIR/core.dex with the
//! smali assembler; the VM embeds it with include_bytes!. smali exits 0 even when
//! assembly fails, so success is judged by the output file and an empty stderr.

use std::path::{Path, PathBuf};
use std::process::Command;

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = rd.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|e| e == "smali") {
            out.push(p);
        }
    }
}

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let corelib = manifest.join("corelib");
    println!("cargo:rerun-if-changed={}", corelib.display());
    let mut files = Vec::new();
    collect(&corelib, &mut files);
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
    }
    if files.is_empty() {
        panic!("no smali sources under {}", corelib.display());
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("core.dex");
    let _ = std::fs::remove_file(&out);
    let smali = std::env::var("SMALI").unwrap_or_else(|_| String::from("smali"));
    let result = Command::new(&smali)
        .arg("a")
        .arg("--api")
        .arg("24")
        .arg("-o")
        .arg(&out)
        .args(&files)
        .output();
    let output = match result {
        Ok(o) => o,
        Err(e) => panic!(
            "cannot run the smali assembler `{smali}` ({e}); install it (Debian package `smali`) \
             or set SMALI=/path/to/smali: it is needed to build the core library"
        ),
    };
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() || !out.exists() || !stderr.trim().is_empty() {
        panic!(
            "smali failed to assemble the core library (status {}):\n{}{}",
            output.status,
            String::from_utf8_lossy(&output.stdout),
            stderr
        );
    }
}
