//! Assembles the interpreter target's template (templates/Fuzz.smali plus a generated
//! `main` of `CODE_UNITS` code units under one catch-all try) into $OUT_DIR/fuzz.dex with
//! smali, found through `dexmetal-tools` like the VM's core library.

use std::fmt::Write;
use std::path::PathBuf;

/// The size of the code item the fuzzer fills; lib.rs reads it back from the file.
const CODE_UNITS: usize = 256;

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let templates = manifest.join("templates");
    println!("cargo:rerun-if-changed={}", templates.display());
    println!("cargo:rerun-if-env-changed={}", dexmetal_tools::SMALI.env);
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    let src = out.join("smali");
    std::fs::create_dir_all(&src).expect("creating $OUT_DIR/smali");
    let mut files = Vec::new();
    for f in dexmetal_tools::smali::sources(&templates, false).unwrap_or_else(|e| panic!("{e}")) {
        println!("cargo:rerun-if-changed={}", f.display());
        let mut text = std::fs::read_to_string(&f).expect("reading a template");
        if f.file_name().is_some_and(|n| n == "Fuzz.smali") {
            text.push_str(&main_method());
        }
        let to = src.join(f.file_name().expect("file name"));
        std::fs::write(&to, text).expect("writing a template");
        files.push(to);
    }
    // Handler at 128: its address is a two-byte ULEB128, so any address below 2^14 can
    // be patched in place (a short one as a non-minimal encoding).
    if let Err(e) = dexmetal_tools::smali::assemble(&files, 24, &out.join("fuzz.dex")) {
        panic!("assembling the interpreter fuzz template: {e}");
    }
}

/// `main`: nops, a `return-void` at 128 (the catch-all handler) and at the end, all
/// covered by one try; the fuzzer overwrites the code units, the frame sizes and the
/// handler address.
fn main_method() -> String {
    let mut m = String::from(
        "\n.method public static main([Ljava/lang/String;)V\n    .registers 16\n    :start\n",
    );
    for u in 0..CODE_UNITS {
        let insn = if u == 128 {
            "    :handler\n    return-void\n"
        } else if u == CODE_UNITS - 1 {
            "    return-void\n"
        } else {
            "    nop\n"
        };
        m.push_str(insn);
    }
    let _ = write!(
        m,
        "    :end\n    .catchall {{:start .. :end}} :handler\n.end method\n"
    );
    m
}
