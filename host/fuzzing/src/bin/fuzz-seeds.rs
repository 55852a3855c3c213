//! Writes the seed corpora `cargo xtask fuzz` starts from into `<dir>/<target>/seed-*`:
//! the committed DEX fixtures and every conformance case's DEX (loader, payload), every
//! fixture method with its own code (verifier), the hand-written programs of
//! `interp::seeds` (interpreter), and the committed DTB plus an ATAGS list like QEMU's
//! (boot info). xtask adds what needs QEMU: a real serial capture and more device trees.

use std::path::{Path, PathBuf};

use dexmetal_fuzzing::{dex_files, fixture_dirs, interp, verifier_seeds};

fn main() {
    let Some(dir) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("usage: fuzz-seeds <corpus dir>");
        std::process::exit(2);
    };
    let mut dexes: Vec<(String, Vec<u8>)> = Vec::new();
    for d in fixture_dirs() {
        for p in dex_files(&d) {
            dexes.push((stem(&p), read(&p)));
        }
    }
    let conformance = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/conformance");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&conformance)
        .unwrap_or_else(|e| panic!("{}: {e}", conformance.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir() && p.join("expected.txt").is_file())
        .collect();
    cases.sort();
    for c in &cases {
        match dexmetal_tools::case::assemble_cached(c) {
            Ok(p) => dexes.push((stem(c), read(&p))),
            Err(e) => {
                eprintln!("fuzz-seeds: {e}");
                std::process::exit(1);
            }
        }
    }
    let put = |target: &str, name: &str, bytes: &[u8]| {
        let d = dir.join(target);
        std::fs::create_dir_all(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display()));
        let p = d.join(format!("seed-{name}"));
        std::fs::write(&p, bytes).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    };
    for (name, bytes) in &dexes {
        put("dex_loader", name, bytes);
        put("payload", name, bytes);
        let packed = dexmetal_launch::payload::build(&[bytes, bytes], Some("Main"), &["x".into()]);
        put("payload", &format!("{name}-packed"), &packed);
    }
    for (i, m) in verifier_seeds().methods.iter().enumerate().take(256) {
        let mut v = vec![i as u8, m.code.registers_size as u8, m.code.outs_size as u8];
        for u in m.code.insns.iter() {
            v.extend_from_slice(&u.to_le_bytes());
        }
        put("verifier", &format!("method-{i:03}"), &v);
    }
    for (i, p) in interp::seeds().iter().enumerate() {
        put("interpreter", &format!("program-{i}"), p);
    }
    let dtb = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../hal/tests/data/qemu-virt.dtb");
    put("bootinfo", "qemu-virt.dtb", &read(&dtb));
    put("bootinfo", "atags", &atags());
    println!(
        "fuzz-seeds: {} DEX files, {} methods, {} programs into {}",
        dexes.len(),
        verifier_seeds().methods.len().min(256),
        interp::seeds().len(),
        dir.display()
    );
}

fn stem(p: &Path) -> String {
    p.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

fn read(p: &Path) -> Vec<u8> {
    std::fs::read(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// CORE, MEM (128 MiB at 0x7000_0000), INITRD2, CMDLINE, NONE: what QEMU's loader gives
/// a RealView PB-A8 (Documentation/arch/arm/booting.rst, setup.h layouts).
fn atags() -> Vec<u8> {
    use dexmetal_hal::atags::{ATAG_CMDLINE, ATAG_CORE, ATAG_INITRD2, ATAG_MEM, ATAG_NONE};
    let mut w: Vec<u32> = vec![5, ATAG_CORE, 1, 4096, 0];
    w.extend([4, ATAG_MEM, 128 << 20, 0x7000_0000]);
    w.extend([4, ATAG_INITRD2, 0x7400_0000, 0x1_0000]);
    let cmdline = b"console=ttyAMA0 dexmetal.gc=stw\0\0\0\0";
    let words = cmdline.len() / 4;
    w.extend([2 + words as u32, ATAG_CMDLINE]);
    for c in cmdline.chunks_exact(4) {
        w.push(u32::from_le_bytes([c[0], c[1], c[2], c[3]]));
    }
    w.extend([0, ATAG_NONE]);
    w.iter().flat_map(|x| x.to_le_bytes()).collect()
}
